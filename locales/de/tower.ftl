## tower

document-tower = Der Turm (WikiCarpedia, neue Ausgabe)

rule-tower-floors = Turmteile im Vorrat nach Spielerzahl

rule-tower-floor = Statt einzusetzen, ein Turmteil auf einen offenen Turm bauen

rule-tower-top = Statt einzusetzen, einen offenen Turm mit einem Gefolgsmann abschließen

rule-tower-capture = Ein neues Turmteil darf einen Gefolgsmann gefangen nehmen

rule-tower-reach = Ein Turm reicht so viele Karten weit, wie er Teile hat

rule-tower-exchange = Wer Gefangene des anderen hält, tauscht sie aus

rule-tower-ransom = Einen Gefangenen für 3 Punkte freikaufen, einmal im Zug
rule-tower-ransom-any-score = Ein Lösegeld darf den Punktestand unter null drücken
rule-tower-top-reopens = Ein Turm, dessen Gefolgsmann oben gefangen wird, ist wieder offen

## The steps of a ruling.

# The Tower. `$reach` counts the tiles a tower reaches, its own included.
step-floor-built = { $player } baut statt einzusetzen ein Turmteil auf { $at }: der Turm hat { $floors ->
    [one] 1 Teil
   *[other] { $floors } Teile
}, seine Reichweite umfasst { $reach } Karten: seine eigene und je { $floors } geradeaus in jede Richtung
step-tower-closed = { $player } stellt statt einzusetzen { $figure-a } oben auf den Turm auf { $at } und schließt ihn ab: kein Teil kommt mehr darauf, und die Figur bleibt dort, ohne zu werten
step-captured = { $player } nimmt { $kind ->
    [follower] einen Gefolgsmann
    [big-follower] einen großen Gefolgsmann
    [mayor] einen Bürgermeister
    [wagon] einen Wagen
    [abbot] einen Abt
    [phantom] ein Phantom
   *[other] { $figure }
} von { $owner } { $on ->
    [tower] oben vom Turm
   *[other] von der Stelle { $on }
} auf { $at } gefangen, in Reichweite des Turms: er ist jetzt Gefangener von { $player }
step-captured-own = { $player } nimmt mit dem Turm { $kind ->
    [follower] seinen Gefolgsmann
    [big-follower] seinen großen Gefolgsmann
    [mayor] seinen Bürgermeister
    [wagon] seinen Wagen
    [abbot] seinen Abt
    [phantom] sein Phantom
   *[other] { $figure }
} { $on ->
    [tower] oben vom Turm
   *[other] von der Stelle { $on }
} auf { $at }: er geht in den Vorrat zurück
step-exchanged = { $player } und { $other } halten jetzt je einen Gefolgsmann des anderen, also werden die beiden ausgetauscht: { $player } bekommt { $back-kind ->
    [follower] seinen Gefolgsmann
    [big-follower] seinen großen Gefolgsmann
    [mayor] seinen Bürgermeister
    [wagon] seinen Wagen
    [abbot] seinen Abt
    [phantom] sein Phantom
   *[other] { $back }
} zurück, { $other } bekommt { $freed-kind ->
    [follower] seinen Gefolgsmann
    [big-follower] seinen großen Gefolgsmann
    [mayor] seinen Bürgermeister
    [wagon] seinen Wagen
    [abbot] seinen Abt
    [phantom] sein Phantom
   *[other] { $freed }
} zurück
step-ransomed = vor dem Anlegen zahlt { $player } { $points } Punkte an { $other } und kauft { $kind ->
    [follower] seinen Gefolgsmann
    [big-follower] seinen großen Gefolgsmann
    [mayor] seinen Bürgermeister
    [wagon] seinen Wagen
    [abbot] seinen Abt
    [phantom] sein Phantom
   *[other] { $figure }
} frei{ $below ->
    [yes] ; damit fällt der Punktestand von { $player } auf { $score }, und nichts verbietet einen Punktestand unter null
   *[no] {""}
}

## The ruling's frame: verdict, points, figures back, notes, citations.

report-prisoners = Gefangene nach der Aktion: { $prisoners }

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# Der Aufbau jeder Karte der Schachtel nach ihrer Kennung (`base/D` ist
# `tiles-layout-base-D`), wie `carc tiles` ihn auflistet.
tiles-layout-tower-city-cap = Stadtkappe N; Wiese ringsum; Turmfundament in der Wiese
tiles-layout-tower-field = nur Wiese, mit dem Turmfundament in der Mitte
tiles-layout-tower-field-garden = wie tower/field, mit einem Garten
tiles-layout-tower-monastery = Kloster in einer Wiese, mit dem Turmfundament daneben
tiles-layout-tower-roads-w-s = Straßen von W und von S enden am Turmfundament
tiles-layout-tower-roads-w-s-garden = wie tower/roads-w-s, mit einem Garten
tiles-layout-tower-three-roads = die Straßen W, N und O treffen sich am Turmfundament; Wiese S
tiles-layout-tower-two-curves = eine Straßenkurve N-W und eine zweite S-O, das Turmfundament dazwischen
tiles-layout-tower-crossing = vier Straßen treffen sich am Turmfundament
tiles-layout-tower-road-through-city = Stadt W-O; eine Straße N-S führt durch sie hindurch; vier Eckwiesen
tiles-layout-tower-cap-road-s = Stadtkappe N; eine Straße von S endet am Turmfundament darunter und teilt die Wiese
tiles-layout-tower-cap-curve-ws = Stadtkappe N; eine Straßenkurve W-S
tiles-layout-tower-cap-road-we = Stadtkappe N; eine Straße W-O; das Turmfundament teilt den Streifen dazwischen
tiles-layout-tower-corner-city = Stadt N-W; Wiese O-S
tiles-layout-tower-corner-city-road-e = Stadt N-W; eine Straße von O führt hinein; drei Wiesen
tiles-layout-tower-two-caps = getrennte Stadtkappen N und W; Wiese O-S
tiles-layout-tower-caps-n-s-road-we = Stadtkappen N und S; eine Straße W-O dazwischen
tiles-layout-tower-three-sides-road-s = Stadt an N, W und O; eine Straße von S führt hinein
tiles-layout-tower-three-sides-cap-s = Stadt an N, W und O, Wappen, und eine getrennte Stadtkappe S, mit einer kleinen Wiese dazwischen

show-svg-towers = Türme: ein graues Quadrat für ein Fundament, ein heller Block mit einer Zahl für einen Turm aus so vielen Turmteilen; eine Figur obendrauf schließt ihn ab
# Ein Turm im Textbild nach seinen Turmteilen; abgeschlossen durch eine Figur obendrauf, oder offen.
show-tower = { $floors ->
    [0] ein Turmfundament, noch ohne Turmteil
    [one] ein Turm aus 1 Turmteil
   *[other] ein Turm aus { $floors } Turmteilen
}
show-tower-closed = { $tower }, abgeschlossen durch { $figure } obendrauf
show-tower-open = { $tower }, offen
show-prisoner = { $holder } hält { $figure } gefangen
check-prisoners = `prisoners`: erwartet, dass { $holder } { $expected } gefangen hält, tatsächlich { $ruled }

# The Tower.
refusal-tower-no-foundation = { $tile } auf { $at } hat kein Turmfundament
refusal-tower-no-tile = auf { $at } liegt keine Karte, also steht dort kein Turm
label-tower-no-foundation = kein Turm hier
refusal-tower-closed = der Turm auf { $at } ist abgeschlossen: obenauf steht { $closer }
label-tower-closed = ein abgeschlossener Turm
aside-tower-closed-by = dieser Gefolgsmann schließt den Turm ab
help-tower-foundations = { $squares-count ->
    [0] kein Turm auf dem Tisch ist offen
   *[other] offene Türme und leere Fundamente auf dem Tisch: { $squares }
}
refusal-tower-out-of-reach = { $at } liegt außer Reichweite des Turms auf { $tower }, der { $floors } Teile hat
label-tower-out-of-reach = außer Reichweite des Turms
help-tower-in-reach = die Reichweite des Turms auf { $tower } umfasst seine eigene Karte und je { $floors ->
    [one] eine Karte
   *[other] { $floors } Karten
} geradeaus nach Norden, Osten, Süden und Westen, nie diagonal
refusal-tower-nobody-there = auf { $on } von { $at } steht kein Gefolgsmann
label-tower-nobody-there = kein Gefolgsmann hier
refusal-tower-not-capturable = { $figure } ist kein Gefolgsmann, und ein Turm nimmt nur Gefolgsleute gefangen
help-tower-capture-whom = nenne einen Gefolgsmann mit `capture: {"{"}at: [x, y], on: GEBIET{"}"}` (`on: tower` für einen auf einem Turm), mit `owner` und `figure`, wenn dort mehrere stehen
refusal-tower-ambiguous = an dieser Stelle von { $at } stehen mehrere Gefolgsleute: { $figures }
label-tower-which = sag, welcher
refusal-tower-bare = das Fundament auf { $at } hat noch kein Teil, und nur ein begonnener Turm kann abgeschlossen werden
label-tower-bare = ein leeres Fundament
help-tower-top-first-floor = baue zuerst ein Teil darauf (`deploy: {"{"}floor: [x, y]{"}"}`)
refusal-tower-not-on-tower = { $figure-the } schließt keinen Turm ab
label-tower-not-on-tower = keine Figur für einen Turm
help-tower-top-followers = ein Gefolgsmann oder ein großer Gefolgsmann schließt einen Turm ab
refusal-tower-not-held = { $other } hält keinen { $figure-kind } von { $player } gefangen
label-tower-not-held = kein solcher Gefangener
help-tower-ransom-held = { $figures-count ->
    [0] { $other } hält keinen deiner Gefolgsleute gefangen
   *[other] { $other } hält deine { $figures } gefangen
}
refusal-tower-exchange-which = { $other } hält mehrere Arten deiner Gefolgsleute, und der Austausch gibt einen zurück
refusal-tower-exchange-not-held = { $other } hält keinen { $figure-kind } von dir, der im Austausch zurückkäme
help-tower-exchange-name = ergänze `exchange:` neben `floor` mit einem von { $figures }
refusal-tower-nothing-to-choose = hier findet kein Austausch mit einer Wahl statt; { $figure-a } für einen Austausch zu nennen, beantwortet also nichts
label-tower-nothing-to-choose = keine Wahl zu treffen
refusal-tower-no-floors = { $player } hat kein Turmteil mehr im Vorrat
label-tower-no-floors = kein Turmteil in der Hand
help-tower-no-floors = jedes Turmteil von { $player } ist in einem Turm verbaut: setze stattdessen eine Figur ein oder nichts
help-tower-no-exchange = nenne `exchange` nur, wenn der Besitzer des Gefangenen mehrere Arten deiner Gefolgsleute hält; sonst lass es weg

# The comment `carc new` writes for this box (each line after the box's name).
new-note-tower =
    die Karten `tower/*` (jede mit Turmfundament); `tower: 2` an einer Karte auf dem Tisch gibt seine Turmteile,
    `on: tower` einen Gefolgsmann obenauf; `deploy: {"{"}floor: [x, y], capture: {"{"}at: [x, y], on: N{"}"}{"}"}` baut weiter und nimmt gefangen,
    `deploy: {"{"}figure: follower, tower: [x, y]{"}"}` schließt einen Turm; `prisoners:` und `ransom: {"{"}from: blue, figure: follower{"}"}`

refusal-tower-one-ransom = in diesem Zug wurde schon ein Gefangener freigekauft: man zahlt einmal pro Zug Lösegeld, auch über beide Karten eines Doppelzugs
label-tower-one-ransom = ein zweites Lösegeld
help-tower-one-ransom = behalte einen Freikauf; den anderen Gefangenen kannst du in einem späteren Zug freikaufen

# Broken input: the diagnostics of a file that cannot be judged.
diag-tower-number-floors-e-g = `tower` ist die Anzahl der Turmteile, z. B. `tower: 2` (0 für ein bloßes Fundament)
diag-figures-held-captive-per-player = gefangene Figuren je Spieler, z. B. `{"{"}red: [{"{"}owner: blue, figure: follower{"}"}]{"}"}`
diag-prisoner-owner-blue-figure-follower = ein Gefangener ist `{"{"}owner: blue, figure: follower{"}"}`
diag-prisoner = ein Gefangener
diag-say-whose-figure-owner-blue = sage, wem die Figur gehört: `owner: blue`
diag-capture-x-y-feature-tower = `capture` ist `{"{"}at: [x, y], on: FEATURE{"}"}` oder `on: tower` für einen Gefolgsmann auf einem Turm
diag-say-which-follower-goes-top = sage, welcher Gefolgsmann oben auf den Turm kommt: `figure: follower`
diag-follower-goes-top-tower-naming = ein Gefolgsmann kommt oben auf einen Turm, indem man das Feld des Turms nennt
    .label = `on: tower` bei `deploy`
    .help = schreibe `deploy: {"{"}figure: follower, tower: [x, y]{"}"}`
diag-ransom-from-player-figure-figure = `ransom` ist `{"{"}from: PLAYER, figure: FIGURE{"}"}`
diag-say-who-holds-prisoner-from = sage, wer den Gefangenen hält: `from: blue`
diag-say-which-your-figures-figure = sage, welche deiner Figuren: `figure: follower`
diag-no-tower-here = hier kein Turm
diag-only-tiles-tower-have-tower = nur die Karten `tower/*` haben einen Turm, auf dem man stehen kann
diag-ransom-paid-tower-prisoners = Lösegeld wird für die Gefangenen von Der Turm gezahlt
diag-where-follower-would-climb = wohin der Gefolgsmann steigen würde
diag-towers-are-tower = Türme gehören zu Der Turm
diag-tower-floors-are-tower = Turmteile gehören zu Der Turm
diag-where-floor-would-go = wohin das Turmteil käme
diag-the-towers-own = gehört zu Der Turm
diag-prisoners-are-taken-towers = Gefangene werden von Türmen genommen
diag-not-a-follower = kein Gefolgsmann
diag-only-followers-are-captured-follower = nur Gefolgsleute werden gefangen: follower, big-follower, mayor, wagon, abbot, phantom
diag-player-own-captured-figure-goes = die eigene gefangene Figur eines Spielers geht zurück in seinen Vorrat, nie ins Gefängnis
diag-no-tower-can-stand = hier kann kein Turm stehen
diag-towers-stand-tiles-tower-drop = Türme stehen auf den Karten `tower/*`; entferne `tower` aus diesem Eintrag
diag-import-message-out-of-place = eine Nachricht `{ $kind }` außerhalb ihres Platzes im Zug
diag-tower-floors-range = ein Turm hat 0 bis { $max } Turmteile
diag-no-foundation = { $tile } hat kein Turmfundament
diag-no-foundation-on = { $tile } auf { $at } hat kein Turmfundament
    .label = kein Turmfundament auf dieser Karte
    .help = nenne das Feld einer Karte mit Turmfundament: ein Turm steht nur auf einem
diag-never-prisoner = ein Turm nimmt nie { $figure ->
    [barn] eine Scheune
    [builder] einen Baumeister
    [pig] ein Schwein
    [tower-floor] ein Turmteil
    [castle] ein Burgplättchen
    [follower] einen Gefolgsmann
    [big-follower] einen großen Gefolgsmann
    [mayor] einen Bürgermeister
    [wagon] einen Wagen
    [abbot] einen Abt
    [phantom] ein Phantom
   *[other] eine Figur `{ $figure }`
} gefangen
diag-holds-own-figure = { $player } hält eine eigene Figur gefangen
    .label = Halter und Besitzer sind derselbe Spieler
diag-never-on-top = { $figure } steht nie oben auf einem Turm
    .label = kein Gefolgsmann, der Türme abschließt
    .help = ein Gefolgsmann oder großer Gefolgsmann schließt einen Turm ab (car:fn160, fn169, fn179)
diag-tower-no-floors = der Turm auf { $at } hat keine Turmteile
    .label = nichts, worauf er stehen könnte
    .help = gib dem Turm der Karte seine Turmteile, z. B. `tower: 1`
diag-tower-taken = auf dem Turm auf { $at } steht schon ein Gefolgsmann
    .label = zweiter Gefolgsmann oben
    .help = ein Gefolgsmann schließt einen Turm ab; entferne einen

## The rules in the project's own words

rule-text-tower-floors = Jeder Spieler beginnt mit eigenen Turmteilen: je 10 bei zwei Spielern, 9 bei drei, 7 bei vier, 6 bei fünf und 5 bei sechs. Ein Turmteil kommt aus dem Vorrat des Spielers; ohne ein übriges kann er keines bauen.
rule-text-tower-floor = Nach dem Anlegen der Karte darf ein Spieler, statt eine Figur einzusetzen, eines seiner Turmteile auf ein beliebiges Turmfundament auf dem Tisch setzen, auf der gerade gelegten Karte oder einer anderen, oder auf einen Turm, der noch offen ist. Gebaut gehört ein Turmteil niemandem mehr. Ein Turm mit einem Gefolgsmann obenauf nimmt keine Teile mehr.
rule-text-tower-top = Nach dem Anlegen der Karte darf ein Spieler, statt einzusetzen, einen seiner Gefolgsleute oben auf einen offenen Turm (mit mindestens einem Teil) stellen; damit ist der Turm abgeschlossen. Der Gefolgsmann bleibt dort für den Rest des Spiels, sofern ihn kein Turm gefangen nimmt, und wertet nie. Ein leeres Fundament kann nicht abgeschlossen werden.
rule-text-tower-capture = Gleich nach dem Bau eines Turmteils darf der Spieler einen Gefolgsmann von einer Karte in Reichweite des Turms vom Tisch nehmen, gleich wem er gehört. Der eigene geht in seinen Vorrat zurück, jeder andere wird sein Gefangener. Gefangen werden nur Gefolgsleute, nie eine Scheune, ein Baumeister oder ein Schwein. Das geschieht vor der Wertung des Zuges, der Gefangene wertet also nicht.
rule-text-tower-reach = Die Reichweite eines Turms umfasst seine eigene Karte und geradeaus nach Norden, Osten, Süden und Westen so viele Karten, wie er Teile hat, das gerade gebaute eingerechnet. Leere Felder und andere Türme halten ihn nicht auf; diagonale Karten liegen außer Reichweite.
rule-text-tower-exchange = Sobald zwei Spieler je einen Gefolgsmann des anderen halten, werden die beiden ausgetauscht und gehen in den Vorrat ihrer Besitzer zurück. Hält einer mehrere Arten des anderen, wählt der Besitzer, welcher zurückkommt.
rule-text-tower-ransom = Einmal in seinem Zug darf ein Spieler einen seiner Gefolgsleute, den ein anderer gefangen hält, freikaufen, indem er diesem 3 Punkte zahlt; der Freigekaufte kommt in seinen Vorrat zurück. Der Schiedsrichter lässt vor dem Anlegen zahlen, sodass der Freigekaufte im selben Zug eingesetzt werden kann.
rule-text-tower-ransom-any-score = Die Seite setzt keinem Punktestand eine Untergrenze; ein Spieler darf die 3 Punkte eines Lösegelds also bei jedem Punktestand zahlen und dabei unter null fallen. Eine Entscheidung sagt es, sobald ein Lösegeld den Punktestand des Zahlenden (wie ihn das Szenario angibt, 0 wenn er fehlt) unter null drückt (Auslegungen §1.8).
rule-text-tower-top-reopens = Ein Gefolgsmann oben auf einem Turm in Reichweite eines neuen Stockwerks kann wie jeder andere gefangen genommen werden. Ist er fort, ist der Turm wieder offen und kann Stockwerke und einen neuen Gefolgsmann obenauf bekommen: Laut der Seite schließt ein Gefolgsmann obenauf einen Turm, und nichts anderes hält ihn geschlossen (Auslegungen §1.8).

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-tower-floors = Vorbereitung (Turmteile nach Spielerzahl)
rule-section-tower-floor = 2. Einen Gefolgsmann einsetzen › A und B: ein Turmteil auf ein Fundament oder einen offenen Turm setzen
rule-section-tower-top = 2. Einen Gefolgsmann einsetzen › C: einen Gefolgsmann auf einen Turm setzen
rule-section-tower-capture = Ein Turmteil setzen und einen Gefolgsmann gefangen nehmen
rule-section-tower-reach = Ein Turmteil setzen und einen Gefolgsmann gefangen nehmen (die Reichweite eines Turms)
rule-section-tower-exchange = Gefangene austauschen
rule-section-tower-ransom = Lösegeld zahlen
rule-section-tower-ransom-any-score = §1.8 ein Lösegeld darf einen Punktestand unter null bringen
rule-section-tower-top-reopens = §1.8 ein Turm, dessen oberer Gefolgsmann gefangen wird, ist wieder offen
