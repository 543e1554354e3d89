## car

document-castles = Brücken, Burgen und Basare (WikiCarpedia, neue Ausgabe: nur die Burgen; Brücken und Basare sind noch nicht umgesetzt und können folgen)

rule-car-fn161 = Kein Bürgermeister in einer Burg

rule-car-fn165 = Ein Bürgermeister in einer Burg bringt nichts

## castles

rule-castles-tokens = Burgplättchen: je 3 bei 2 bis 4 Spielern, 2 bei 5 oder 6

rule-castles-build = Wer eine eben abgeschlossene kleine Stadt besetzt, darf sie zur Burg machen

rule-castles-score = Eine Burg wertet das erste Gebiet, das neben ihr abgeschlossen wird

rule-castles-end = Eine bei Spielende besetzte Burg zählt nichts

rule-castles-farm = Eine Burg ist für eine Wiese einen Punkt mehr wert als eine Stadt

## The steps of a ruling.

step-castle-built = { $player } deckt { $city } mit einer Burg ab, statt sie zu werten; die Figuren von { $player } bleiben in der Burg{ $count ->
    [0] {""}
    [1] , und { $home } kehrt ohne Wertung zurück
   *[other] , und { $home } kehren ohne Wertung zurück
}
step-castle-scores = { $feature } ist neben der Burg { $castle } abgeschlossen: { $player } erhält { $points } Punkte für die Burg
step-castle-left-out = die Burg { $castle } wertet nichts: { $completed } { $count ->
    [one] wurde neben ihren sechs Feldern abgeschlossen, hat
   *[other] wurden neben ihren sechs Feldern abgeschlossen, haben
} aber keine Karte darauf (ein Kloster zählt nur mit seiner eigenen Karte dort)

## How a value is counted, and who is how strong on a feature.

working-castle = { $tiles }, eine bei Spielende noch besetzte Burg: 0

## The ruling's frame: verdict, points, figures back, notes, citations.

report-castles = Burgen nach der Aktion: { $castles }
# A choice the action did not take: a castle it could have built.
offer-castle = { $player } hätte die Stadt auf { $at } ({ $on }) mit einer Burg abdecken können (`castles`)
phrase-castles-offered = { $city } ist eine kleine Stadt, in diesem Zug abgeschlossen, und { $player } hatte darin die größte Stärke
phrase-castles-not-offered = { $city } ist eine kleine Stadt, in diesem Zug abgeschlossen, aber niemand darf sie mit einer Burg abdecken: { $why }

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

show-svg-castles = Burgen: die Burgplättchen mit Zinnen, in den Farben ihrer Besitzer
show-castles = Burgen
# Eine Burg im Textbild: wessen, und die Stadt, in der sie steht (oder ihr Feld).
show-castle = von { $owner } in der { $feature }
show-castle-at = von { $owner } auf { $at }
show-castle-title = Burg von { $owner }
check-castle-ruled = die von { $owner } auf { $parts }
check-castles = `castles`: erwartet die Burg von { $owner } auf { $at } { $on }, tatsächlich { $ruled }

# Castles.
refusal-castles-not-a-city = { $on } von { $at } ist keine Stadt
refusal-castles-not-complete = { $city } ist nicht abgeschlossen
refusal-castles-not-small = { $city } ist keine kleine Stadt (zwei Karten mit je einer runden Stadtkappe an einer Seite, keiner Stadt, die über die Mitte der Karte reicht)
refusal-castles-already = { $city } ist schon eine Burg
refusal-castles-not-held = niemand besetzt { $city }
refusal-castles-shared = mehrere Spieler besetzen { $city } mit gleicher Stärke
refusal-castles-mayor-only = nur ein Bürgermeister besetzt { $city }, und der Bürgermeister kommt nie in eine Burg
refusal-castles-no-token = { $player } hat kein Burgplättchen mehr
label-castles-build = diese Burg
help-castles-build = eine Burg deckt eine kleine Stadt ab, die die Karte dieses Zuges abgeschlossen hat und die ein Spieler mit einem Burgplättchen allein besetzt; lass sie weg, um die Stadt zu werten
refusal-castles-not-a-castle = auf { $at } steht keine Burg, die in diesem Zug wertet
refusal-castles-not-beside = { $on } von { $at } ist kein Gebiet, das neben { $castle } abgeschlossen wurde
label-castles-score = diese Wahl
help-castles-score = nenne eine Burg, die in diesem Zug wertet, und eines der auf ihren sechs Nachbarfeldern abgeschlossenen Gebiete, oder lass die Wahl weg

# The comment `carc new` writes for this box (each line after the box's name).
new-note-castles =
    `castle: 3` in `supply`; `castles: [{"{"}owner: red, at: [x, y], on: N{"}"}]` in der Stellung für Burgen auf
    dem Tisch; `castles: [{"{"}at: [x, y], on: N{"}"}]` in der Aktion macht eine gerade abgeschlossene kleine Stadt zur Burg

# Broken input: the diagnostics of a file that cannot be judged.
diag-each-castle-owner-red-x = jede Burg ist `{"{"}owner: red, at: [x, y], on: FEATURE{"}"}`: eine Karte ihrer kleinen Stadt und die Stadt dort
diag-each-small-city-turn-into = jede kleine Stadt, die zur Burg wird, ist `{"{"}at: [x, y], on: FEATURE{"}"}`
diag-castle = eine Burg
diag-say-whose-castle-owner-red = sage, wessen Burg: `owner: red`
diag-name-city-n = nenne die Stadt: `on: N`
diag-each-choice-castle-x-y = jede Wahl ist `{"{"}castle: [x, y], from: {"{"}at: [x, y], on: FEATURE{"}"}{"}"}`
diag-castle-choice = die Wahl einer Burg
diag-say-which-castle-square-castle = sage, welche Burg, mit einem ihrer Felder: `castle: [x, y]`
diag-say-which-feature-scores-from = sage, welches Gebiet sie wertet: `from: {"{"}at: [x, y], on: N{"}"}`
diag-castle-place-carc-cannot-name = eine Burg an einer Stelle, die carc auf einer Karte nicht benennen kann
diag-name-square-board = nenne ein Feld von `board`
diag-not-a-city = keine Stadt
diag-castle-stands-small-city-name = eine Burg steht auf einer kleinen Stadt: nenne ihr Stadtstück
diag-castles-are-bridges-castles-bazaars = Burgen gehören zu Brücken, Burgen und Basare
diag-where-castle-would-stand = wo die Burg stehen würde
diag-castle-not-city = { $on } von { $at } ist { $kind ->
    [road] eine Straße
    [field] eine Wiese
    [monastery] ein Kloster
    [garden] ein Garten
   *[other] `{ $kind }`
}, keine Stadt
diag-no-tile-on = auf { $at } liegt keine Karte

## The rules in the project's own words

rule-text-car-fn161 = Ein Bürgermeister darf nicht in eine Burg eingesetzt werden.
rule-text-car-fn165 = Gelangt ein Bürgermeister doch in eine Burg, ist die Burg besetzt; Burgen haben aber keine Wappen, also zählt der Bürgermeister 0, und sein Besitzer erhält nichts, wenn die Burg abgeschlossen wird.
rule-text-castles-tokens = Jeder Spieler hat Burgplättchen: drei bei zwei bis vier Spielern, zwei bei fünf oder sechs.
rule-text-castles-build = Schließt eine Karte eine kleine Stadt ab (zwei Karten mit je einer runden Stadtkappe an nur einer Seite; eine Stadt, die über die Mitte ihrer Karte reicht, ist keine Kappe), darf der Spieler, der sie besetzt, sie mit einem seiner Burgplättchen abdecken, statt sie zu werten, gleich wer die Karte gelegt hat. Der Gefolgsmann bleibt, nun in der Burg; die Stadt gilt nicht als abgeschlossen.
rule-text-castles-score = In einem späteren Zug lässt das erste abgeschlossene Gebiet mit einer Karte auf einem der sechs Nachbarfelder der Burg (ihre beiden Karten und die beiden neben jeder entlang ihrer Längsseite; ein Kloster nur, wenn seine eigene Karte eines davon ist) die Burg werten: ihr Besitzer erhält die Punkte, die dieses Gebiet wert ist, gleich wem es gehört, und der Gefolgsmann der Burg geht heim; die Burg bleibt leer liegen. Werden mehrere zugleich abgeschlossen, wählt der Besitzer (carc nimmt das wertvollste, wenn die Aktion keines nennt). Eine wertende Burg zählt für eine Burg daneben als abgeschlossenes Gebiet.
rule-text-castles-end = Bei Spielende zählt eine Burg, die noch ihren Gefolgsmann hat, nichts, und der Gefolgsmann geht heim.
rule-text-castles-farm = Für Wiesen zählt eine Burg als abgeschlossene Stadt, die einen Punkt mehr wert ist: 4 für Bauern bei Spielende (5 mit dem Schwein), 5 für eine Scheune bei Spielende, 4 beim Einsetzen einer Scheune, 2 wenn eine Wiese an eine Scheunenwiese anschließt.

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-car-fn161 = Fußnote 161 (zum Bürgermeister: Einsetzen, die üblichen Regeln gelten weiter)
rule-section-car-fn165 = Fußnote 165 (zum Bürgermeister: Wertung, eine Stadt ohne Wappen)
rule-section-castles-tokens = Vorbereitung (Burgplättchen nach Spielerzahl)
rule-section-castles-build = Burgen › eine kleine Stadt zur Burg machen
rule-section-castles-score = Burgen › eine Burg werten (das nächste daneben abgeschlossene Gebiet)
rule-section-castles-end = Burgen › Schlusswertung (eine noch besetzte Burg zählt nichts)
rule-section-castles-farm = Burgen › Wiesen (4 Punkte pro Burg; die Scheune 5: CAR, Übersicht mit anderen Erweiterungen)
