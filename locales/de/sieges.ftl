## car

document-sieges = Die Belagerer, Die Katharer, Belagerung (WikiCarpedia: die Belagerungskarten)

rule-car-fn186 = Eine belagerte Stadt zählt auf einer Scheunenwiese weiterhin doppelt

## sieges

rule-sieges-besieged = Eine belagerte Stadt zählt 1 Punkt je Karte und Wappen

rule-sieges-unfinished = Eine offene belagerte Stadt zählt bei Spielende nichts

rule-sieges-farm = Eine belagerte Stadt zählt für eine Wiese doppelt

rule-sieges-escape = Ein Ritter darf über ein Kloster neben der Belagerungskarte aus der belagerten Stadt fliehen
rule-sieges-escape-around = Flucht nur mit einem Kloster rund um eine Belagerungskarte

## The steps of a ruling.

step-sieges-escape = am Ende des Zuges flieht { $kind ->
    [follower] der Gefolgsmann
    [big-follower] der große Gefolgsmann
    [mayor] der Bürgermeister
    [wagon] der Wagen
    [phantom] das Phantom
   *[other] { $figure }
} von { $player } auf { $at } über das Kloster auf { $monastery } aus { $city } und geht in den Vorrat zurück

## The ruling's frame: verdict, points, figures back, notes, citations.

# A choice the action did not take: a knight that could have escaped.
offer-escape = { $player } hätte { $figure ->
    [none] einen Ritter
   *[other] { $figure }
} auf { $at } ({ $on }) aus der Belagerung fliehen lassen können (`escape`)
phrase-sieges-escape-offered = das Kloster auf { $monastery } liegt auf einem der acht Felder rund um die Belagerungskarte auf { $siege }
phrase-sieges-no-escape = { $player } hat einen Ritter { $city-in }, aber er darf nicht fliehen: Auf keinem der acht Felder rund um { $sieges-count ->
    [one] die Belagerungskarte
   *[other] die Belagerungskarten
} auf { $sieges } liegt ein Kloster

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# Der Aufbau jeder Karte der Schachtel nach ihrer Kennung (`base/D` ist
# `tiles-layout-base-D`), wie `carc tiles` ihn auflistet.
tiles-layout-sieges-cathars-cap = belagerte Stadtkappe N
tiles-layout-sieges-cathars-cap-road = belagerte Stadtkappe N; gerade Straße W-O
tiles-layout-sieges-cathars-corner = belagerte Stadtecke N-W
tiles-layout-sieges-cathars-corner-curve = belagerte Stadtecke N-W; Straßenkurve O-S
tiles-layout-sieges-besiegers-three-sides = belagerte Stadt N, O und W; Wiese S
tiles-layout-sieges-besiegers-corner-road-e = belagerte Stadtecke N-W; eine Straße von O endet
tiles-layout-sieges-besiegers-cap-road-s = belagerte Stadtkappe N; eine Straße von S endet
tiles-layout-sieges-besiegers-cap-curve-es = belagerte Stadtkappe N; Straßenkurve O-S
tiles-layout-sieges-besiegers-corner-road-s = belagerte Stadtecke N-W; eine Straße von S endet
tiles-layout-sieges-besiegers-cap-curve-sw = belagerte Stadtkappe N; Straßenkurve S-W

show-svg-sieges = Belagerungen: der dunkle, rot umrandete Schild in einer belagerten Stadt
show-sieges = Belagerungen
show-siege-title = Belagerung

# Sieges.
refusal-sieges-not-besieged = { $on } von { $at } gehört zu keiner belagerten Stadt
refusal-sieges-no-monastery = neben keiner Belagerungskarte { $city-genitive } steht ein Kloster (Belagerungskarten: { $sieges })
refusal-sieges-not-own = auf { $on } von { $at } steht keiner deiner Ritter ({ $figures-count ->
    [0] dort steht nichts
   *[other] dort: { $figures }
})
refusal-sieges-ambiguous = dort stehen mehrere deiner Ritter: { $figures }
label-sieges-escape = diese Flucht
help-sieges-escape = ein Ritter von dir flieht nur aus einer belagerten Stadt, wenn ein Kloster (auch die Abtei) auf einem der 8 Felder um eine ihrer Belagerungskarten steht, einer je Zug
refusal-sieges-one-escape = in diesem Zug ist schon ein Ritter geflohen: man holt einen Ritter pro Zug aus einer belagerten Stadt, auch über beide Karten eines Doppelzugs
label-sieges-one-escape = eine zweite Flucht
help-sieges-one-escape = behalte eine Flucht; der andere Ritter kann am Ende eines späteren Zuges fliehen

# The comment `carc new` writes for this box (each line after the box's name).
new-note-sieges =
    die Karten `sieges/*` (belagerte Städte); `escape: {"{"}at: [x, y], on: N{"}"}` holt deinen Ritter aus einer
    belagerten Stadt, neben deren Belagerungskarte ein Kloster liegt

# Broken input: the diagnostics of a file that cannot be judged.
diag-escape-x-y-feature-your = `escape` ist `{"{"}at: [x, y], on: FEATURE{"}"}`: dein Ritter, der eine belagerte Stadt verlässt
diag-other-escape-rule-known = keine andere Fluchtregel ist bekannt
diag-escape-from-besieged-city-sieges = eine Flucht aus einer belagerten Stadt gehört zu den Belagerungen

## The rules in the project's own words

rule-text-car-fn186 = Eine belagerte Stadt bringt weiterhin doppelte Punkte, wenn sie an eine Wiese mit Scheune grenzt.
rule-text-sieges-besieged = Eine Stadt mit mindestens einer Belagerungskarte ist belagert; weitere Belagerungskarten ändern nichts. Während des Spiels abgeschlossen, zählt sie je Karte und Wappen 1 Punkt statt 2 (mit Kathedrale 2 statt 3).
rule-text-sieges-unfinished = Eine belagerte Stadt, die bei Spielende noch offen ist, zählt nichts, mit oder ohne Kathedrale.
rule-text-sieges-farm = Bei Spielende zählt eine abgeschlossene belagerte Stadt doppelt für die Bauern, die eine angrenzende Wiese gewinnen: 6 statt 3 Punkte, mit dem Schwein 8. Doppelt zählt sie auch, wann immer die Wiese einer Scheune gewertet wird (car:fn186).
rule-text-sieges-escape = Am Ende seines Zuges, nach der Wertung, darf ein Spieler einen eigenen Ritter (jeden Gefolgsmann in der Stadt, auch Bürgermeister und Wagen, nicht aber Baumeister oder Schwein) aus einer belagerten Stadt in den Vorrat zurücknehmen, wenn ein Kloster oder die Abtei auf einem der 8 Felder um eine Belagerungskarte dieser Stadt steht; ein Kloster neben einer anderen Karte der Stadt zählt nicht. Eine Flucht je Zug.
rule-text-sieges-escape-around = Ein Ritter flieht nur, wenn ein Kloster oder eine Abtei auf einem der acht Felder rund um eine Karte seiner Stadt mit Belagerung liegt, wie es die deutsche Regel sagt; ein Kloster neben einer anderen Karte der Stadt zählt nicht. Die Regel von RGGs Siege, nach der jede Karte der Stadt genügen würde, wird nicht angeboten (Auslegungen §1.11).

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-car-fn186 = Fußnote 186 (zur Wertung beim Platzieren einer Scheune: 3 Punkte pro Stadt)
rule-section-sieges-besieged = Regeln › 3. Wertung: abgeschlossene Städte
rule-section-sieges-unfinished = Regeln › Schlusswertung: nicht abgeschlossene belagerte Städte
rule-section-sieges-farm = Regeln › Schlusswertung: Wiesen
rule-section-sieges-escape = Regeln › Aus einer belagerten Stadt fliehen
rule-section-sieges-escape-around = §1.11 das Kloster muss rund um eine Belagerungskarte stehen
