## abbey-mayor

document-car = Complete Annotated Rules (CAR), Abtei & Bürgermeister: Bürgermeister, Wagen, Scheune

rule-abbey-mayor-wagon-nearby = Variante: die Wagenbewegung „in der Nähe“ der neuen Ausgabe

rule-abbey-mayor-abbey = Die Abtei legen

## car

rule-car-mayor = Den Bürgermeister einsetzen

rule-car-mayor-strength = Die Stärke des Bürgermeisters sind die Wappen seiner Stadt

rule-car-wagon = Den Wagen einsetzen

rule-car-wagon-move = Den Wagen nach der Wertung bewegen

rule-car-wagon-order = Mehrere Wagen: zuerst der aktive Spieler, dann im Uhrzeigersinn

rule-car-barn = Die Scheune platzieren

rule-car-barn-score-place = Das Platzieren einer Scheune wertet die Bauern der Wiese

rule-car-barn-score-join = Bauern, die an eine Scheunenwiese angeschlossen werden, erhalten 1 pro Stadt

rule-car-barn-final = Scheunen bei Spielende: 4 pro Stadt

rule-car-barn-stays = Die Scheune bleibt: weder Drache noch Turm entfernen sie

rule-car-fn154 = Jeder Gefolgsmann in einer Stadt ist ein Ritter

rule-car-fn155 = Die Ausgaben formulieren die Bedingung für den Bürgermeister unterschiedlich

rule-car-fn156 = Kein Bürgermeister in einer Stadt mit Wagen

rule-car-fn160 = Kein Bürgermeister, kein Wagen, keine Scheune auf einem Turm

rule-car-fn162 = Beispiel von RGG: Der Bürgermeister zählt so viel wie seine Wappen

rule-car-fn163 = Ein Bürgermeister ohne Wappen bringt nichts (neuer Text)

rule-car-fn164 = Ein Bürgermeister mit Stärke 0 besetzt seine Stadt trotzdem

rule-car-fn166 = Die Wagenregel meint „kein anderer Gefolgsmann“

rule-car-fn167 = RGG: kein anderer Wagen oder Gefolgsmann

rule-car-fn169 = Kein Wagen, kein Bürgermeister, keine Scheune auf einem Turm

rule-car-fn170 = Was „verbunden“ für den Wagen bedeutet

rule-car-fn171 = Kein Wagen über eine Kreuzung von Stadt zu Stadt

rule-car-fn172 = Der Wagen fährt nie durch ein Gebiet hindurch

rule-car-fn173 = Der Wagen auf die Abtei und von ihr weg

rule-car-fn174 = Der Wagen zwischen einer Stadt und einem Kloster darin

rule-car-fn175 = Der bewegte Wagen darf auf jeder Karte des Ziels stehen

rule-car-fn176 = RGG: Der Wagen zählt immer als Gefolgsmann

rule-car-fn177 = Einen Wagen in einem Zug einsetzen, werten und bewegen

rule-car-fn179 = Keine Scheune, kein Bürgermeister, kein Wagen auf einem Turm

rule-car-fn182 = RGG lässt den Satz „eine Scheune pro Wiese“ weg

rule-car-fn184 = Die Scheunenwertung findet im Wertungsschritt des Zuges statt

rule-car-fn188 = RGG: Die Scheune selbst bleibt stehen

rule-car-fn189 = Eine Scheune pro Wiese; verbundene Scheunenwiesen sind erlaubt

rule-car-fn190 = Die Wertung angeschlossener Wiesen findet im Wertungsschritt statt

rule-car-fn192 = Ein Schwein auf der verbindenden Karte zählt

rule-car-fn193 = RGG: Städte zählen in jeder Entfernung von der Scheune
rule-abbey-mayor-own-wagons = Mehrere frei gewordene Wagen eines Spielers fahren in der geschriebenen Reihenfolge
rule-abbey-mayor-wagon-final = Am Spielende fährt kein Wagen weiter
rule-abbey-mayor-barns-once = Mehrere Scheunen eines Spielers auf einer Wiese zahlen einmal

## The steps of a ruling.

step-abbey-placed = { $player } legt die Abtei auf { $at }, ein Feld, auf dessen vier Nachbarfeldern Karten liegen; sie passt an jede Kante und verbindet nichts, daher endet jede Straße, Stadt und Wiese, die an sie grenzt, an ihr, jede für sich, und die Abtei zählt nicht als Karte dieser Gebiete
step-barn-set = { $player } stellt die Scheune an die Ecke { $corner } von { $at }, an der vier Wiesen zusammenstoßen; sie steht auf { $farm }
step-barn-scores-farmers = die neue Scheune wertet jetzt die Bauern, die bereits auf { $farm } stehen, wie bei Spielende, gleich wem die Scheune gehört
step-joined-barn-farm = die Karte schließt Bauern an eine Wiese mit Scheune an: { $farm } wird jetzt für ihre Bauern gewertet, mit 1 pro abgeschlossener Stadt
step-barn-final = die Scheune von { $player } auf { $farm }: { $cities } { $cities ->
    [one] abgeschlossene Stadt
   *[other] abgeschlossene Städte
} x 4{ $counted } = { $points }; { $player } erhält { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
step-barns-joined = die Karte verbindet Wiesen mit je einer Scheune und bildet so { $farm }; das ist erlaubt, und jede Scheune bleibt stehen
step-barn-stays = die Scheune bleibt, wo sie ist
step-wagon-moved = der Wagen von { $player } fährt von { $from } weiter { $to } und steht auf [{ $x }, { $y }] bei { $on }, gemäß { $rule }
step-wagon-stays-by-choice = der Wagen von { $player } bleibt im Vorrat (von { $from } aus hätte er { $options } fahren können)
step-wagon-nowhere = der Wagen von { $player } bleibt im Vorrat: gemäß { $rule } ist von { $from } aus kein nicht abgeschlossenes, unbesetztes Gebiet erreichbar
wagon-rule-connected = der Verbindungsregel (der CAR, erste Ausgabe)
wagon-rule-nearby = der Nähe-Regel (neue Ausgabe, eine Variante)

## How a value is counted, and who is how strong on a feature.

strength-part-no-pennants = { $figure } 0 ohne Wappen
strength-part-pennants = { $figure } { $strength } für { $pennants }
# A wagon taken off a scored feature whose owner moves it on to another
# feature in a later step.
step-lifted-to-roll-on = { $count ->
    [one] { $figures } verlässt { $feature }, um weiterzufahren
   *[other] { $figures } verlassen { $feature }, um weiterzufahren
}
# The same, after other figures of that feature went to supply.
step-lifted-too-to-roll-on = { $count ->
    [one] { $figures } verlässt das Gebiet ebenfalls, um weiterzufahren
   *[other] { $figures } verlassen das Gebiet ebenfalls, um weiterzufahren
}

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# Der Aufbau jeder Karte der Schachtel nach ihrer Kennung (`base/D` ist
# `tiles-layout-base-D`), wie `carc tiles` ihn auflistet.
tiles-layout-abbey-mayor-city-4-sides = Stadt an allen vier Seiten, 2 Wappen
tiles-layout-abbey-mayor-crossing-cities = zwei getrennte Städte kreuzen sich: Stadt N-S (Wappen) und Stadt O-W
tiles-layout-abbey-mayor-cap-over-band = Stadtkappe N (Wappen) und eine getrennte Stadt O-W
tiles-layout-abbey-mayor-two-caps-roads-in = getrennte Stadtkappen N und W; die Straße O führt in die Stadt N, die Straße S in die Stadt W
tiles-layout-abbey-mayor-monastery-4-roads = Kloster mit vier Straßen
tiles-layout-abbey-mayor-road-into-cap = Stadtkappe N, Straße von W, die in die Stadt biegt
tiles-layout-abbey-mayor-cap-curve-es = Stadtkappe N, Straßenkurve O-S (Variante von base J, die äußere Wiese zweigeteilt)
tiles-layout-abbey-mayor-cap-curve-sw = Stadtkappe N, Straßenkurve S-W (Variante von base K, die äußere Wiese zweigeteilt)
tiles-layout-abbey-mayor-walled-cap = Stadtkappe W mit Wappen, deren Mauern bis an die Ecken NO und SO reichen
tiles-layout-abbey-mayor-dead-end = Straße von S, die in der Mitte der Karte endet (Sackgasse)
tiles-layout-abbey-mayor-fork = Straßengabel: eine Straße, die N, O und W verbindet
tiles-layout-abbey-mayor-tunnel = Stadt O-W mit Wappen; Straße N-S, die unter der Stadt hindurchführt
tiles-layout-abbey-mayor-dead-end-garden = wie abbey-mayor/dead-end, mit einem Garten
tiles-layout-abbey-mayor-abbey = die Abtei: ein Kloster, das an jede Kante passt und statt einer gezogenen Karte gelegt wird

show-svg-abbeys = Abteien: der graue Block in der Mitte einer Karte
show-key-abbey = A Abtei

# The abbey.
refusal-abbey-mayor-not-in-hole = die Abtei kommt nur in eine Lücke, aber { $at } hat keinen Nachbarn auf { $empty }
label-abbey-mayor-not-surrounded = nicht an allen vier Seiten umgeben
help-abbey-mayor-in-hole = lege die Abtei auf ein leeres Feld, dessen vier Nachbarfelder alle belegt sind
phrase-abbey-mayor-side-square = { $side } ({ $at })

# The mayor.
help-car-mayor-goes-on = der Bürgermeister kommt nur in eine Stadt der gelegten Karte, in der kein Gefolgsmann steht
help-car-mayor-no-knight = der Bürgermeister kommt nur in eine Stadt ohne Ritter; setze ihn anderswo ein oder eine andere Figur
aside-car-zero-mayor = hier steht { $figure }: ohne Wappen zählt er 0, besetzt die Stadt aber trotzdem
help-car-zero-mayor = ein Bürgermeister der Stärke 0 besetzt seine Stadt trotzdem; setze auf ein anderes Gebiet ein

# The wagon.
help-car-wagon-goes-on = der Wagen kommt auf eine Straße, in eine Stadt, in ein Kloster oder in die Abtei, nie auf eine Wiese oder in einen Garten
help-car-wagon-free = der Wagen kommt nur in ein Gebiet, in dem kein Gefolgsmann steht
refusal-car-wagon-chosen-twice = { $player } wählt zweimal für den Wagen
label-car-second-choice = zweite Wahl für denselben Wagen
aside-car-first-choice = erste Wahl
help-car-one-choice = gib für jeden freien Wagen eine Wahl an
refusal-car-wagon-not-freed = der Wagen von { $player } auf { $square } wurde in diesem Zug nicht gewertet, also fährt er nicht weiter
refusal-car-which-wagon = { $player } hat in diesem Zug { $count } Wagen frei, und die Wahl sagt nicht, welcher weiterfährt
label-car-which-wagon = welcher Wagen?
help-car-freed-squares = nenne den Wagen mit seinem Feld, `from: [x, y]`; { $squares-count ->
    [one] der frei gewordene Wagen steht auf { $squares }
   *[other] die frei gewordenen Wagen stehen auf { $squares }
}
refusal-car-no-wagon-freed = kein Wagen von { $player } wurde in diesem Zug gewertet, also gibt es nichts zu bewegen
label-car-no-freed-wagon = kein frei gewordener Wagen
help-car-freed-wagons = { $owners-count ->
    [0] nur ein Wagen, dessen Gebiet in diesem Zug gewertet wird, fährt weiter; dieser Zug macht keinen frei
   *[other] die in diesem Zug frei gewordenen Wagen gehören: { $owners }
}
label-car-no-such-feature = kein solches Gebiet
# `$rule` is the wagon's movement rule in play: connected or nearby.
help-car-wagon-targets = { $targets-count ->
    [0] nach { $rule ->
        [nearby] der Nachbarschaftsregel (neue Ausgabe, eine Variante)
       *[other] der Verbindungsregel (der CAR, erste Ausgabe)
    } ist nichts erreichbar: schicke ihn `to: supply`
   *[other] erlaubte Ziele nach { $rule ->
        [nearby] der Nachbarschaftsregel (neue Ausgabe, eine Variante)
       *[other] der Verbindungsregel (der CAR, erste Ausgabe)
    }: { $targets }; oder `to: supply`
}
phrase-car-wagon-target = { $feature } (`{"{"}at: { $at }, on: { $on }{"}"}`)
refusal-car-wagon-target-refused = der Wagen von { $player } kann nicht { $target-into } fahren: { $why }
label-car-not-wagon-target = kein erlaubtes Ziel für den Wagen
phrase-car-target-complete = dieses Gebiet ist schon abgeschlossen
phrase-car-target-occupied = dort steht { $figures }
phrase-car-target-field = ein Wagen fährt nie auf eine Wiese oder in einen Garten
phrase-car-target-scored = das ist das gerade gewertete Gebiet
phrase-car-target-not-connected = dieses Gebiet ist nicht direkt mit dem gewerteten verbunden
phrase-car-target-not-nearby = kein Teil davon liegt auf dem Feld des Wagens oder den 8 Feldern darum

# The barn.
refusal-car-barn-not-taken = { $figure } bleibt bis Spielende: nichts nimmt eine Scheune vom Tisch
label-car-barn-stays = die Scheune bleibt
help-car-barn-stays = vom Tisch genommen werden nur Gefolgsleute: Gefolgsmann, großer Gefolgsmann, Bürgermeister, Wagen, Abt oder Phantom
refusal-car-barn-not-on-feature = die Scheune steht nur an einer Ecke, an der vier Wiesen zusammentreffen, nie auf dem Gebiet { $spot } einer Karte
label-car-not-a-corner = keine Ecke
help-car-barn-corner = setze die Scheune mit `corner:` (NE, SE, SW oder NW der gelegten Karte) statt mit `on:`
refusal-car-farm-has-barn = auf { $feature-dative } steht die Scheune von { $player }: dort darf kein Bauer eingesetzt werden
label-car-farm-with-barn = eine Wiese mit Scheune
aside-car-barn-on-farm = die Scheune auf dieser Wiese
help-car-farm-with-barn = setze auf ein anderes Gebiet ein; eine Wiese mit Scheune nimmt keine Bauern mehr auf
help-car-one-barn = jeder Spieler hat eine Scheune; sie bleibt, wo sie gesetzt wurde
refusal-car-second-barn = auf { $feature-dative } steht schon die Scheune von { $player }
label-car-second-barn = eine zweite Scheune auf einer Wiese
aside-car-barn-already = die Scheune, die schon auf dieser Wiese steht
help-car-one-barn-per-farm = eine Scheune pro Wiese; zwei Wiesen mit Scheune dürfen später durch eine Karte verbunden werden
refusal-car-not-four-fields = die Scheune braucht vier Wiesen, die an der Ecke { $corner } von { $at } zusammentreffen, aber { $spoilers }
label-car-not-four-fields = hier treffen keine vier Wiesen zusammen
help-car-barn-corners = Ecken von { $at }, an denen vier Wiesen zusammentreffen: { $corners-count ->
    [0] keine
   *[other] { $corners }
}
phrase-car-square-empty = { $square } ist leer
phrase-car-square-abbey = { $square } ist die Abtei, die keine Wiese hat
phrase-car-square-shows = { $tile } auf { $square } zeigt an seiner Ecke { $corner } { $kind ->
    [road] eine Straße
    [city] eine Stadt
    [monastery] ein Kloster
    [garden] einen Garten
   *[other] { $kind }
}
phrase-car-square-split = { $tile } auf { $square } zeigt an seiner Ecke { $corner } zwei getrennte Wiesen

# The comment `carc new` writes for this box (each line after the box's name).
new-note-abbey-mayor =
    `figure: mayor|wagon|barn` (die Scheune steht an einer Ecke, `corner: NE`), die Karte `abbey-mayor/abbey`,
    `wagons: [{"{"}owner: red, to: {"{"}at: [x, y], on: N{"}"}{"}"}]` für frei gewordene Wagen, `variants: {"{"}wagon-move: nearby{"}"}`

# Broken input: the diagnostics of a file that cannot be judged.
diag-variants-mapping-like-wagon-move = `variants` ist eine Zuordnung wie `{"{"}wagon-move: nearby{"}"}`
diag-wagon-move-variant = Variante der Wagenbewegung
    .unknown = unbekannte Variante der Wagenbewegung
    .not = keine Variante der Wagenbewegung
diag-each-choice-owner-red-supply = jede Wahl ist `{"{"}owner: red, to: supply{"}"}` oder `{"{"}owner: red, to: {"{"}at: [x, y], on: N{"}"}{"}"}`
diag-wagon-choice = eine Wahl für einen Wagen
diag-say-whose-wagon-owner-red = sage, wessen Wagen: `owner: red`
diag-say-where-wagon-goes = sage, wohin der Wagen fährt
diag-wagon-goes-supply-x-y = ein Wagen fährt `to: supply` oder `to: {"{"}at: [x, y], on: POINT{"}"}`
diag-wagon-target = ein Ziel eines Wagens
diag-carc-lets-barn-onto-farm = carc lässt eine Scheune nur auf eine Wiese, auf der noch keine Scheune steht (car:barn); stelle die Regel in JCloisterZone zurück
diag-barn-corner-tile-placed-turn = eine Scheune an keiner Ecke der in diesem Zug gelegten Karte
diag-barn-stands-corner-feature = eine Scheune steht an einer Ecke, nicht auf einem Gebiet
    .label = `on` für eine Scheune angegeben
    .help = schreibe `corner: NE` (oder SE, SW, NW) statt `on`
diag-abbey-not-turned = die Abtei wird nicht gedreht
diag-drop-rotation-abbey-fits-any = entferne `rotation`: die Abtei passt an alle Kanten
diag-names-square-tile-table = `at` nennt das Feld einer Karte auf dem Tisch
diag-not-a-wagon-place = `{ $word }` ist kein Ort für einen Wagen
    .label = weder `supply` noch ein Gebiet
diag-corner-not-field = die Ecke { $corner } von { $tile } ist keine Wiese
    .label = die Scheune braucht hier Wiese
    .help = eine Scheune steht, wo vier Wiesen zusammentreffen
diag-only-barn-at-corner = nur die Scheune steht an einer Ecke, nicht { $figure }
    .label = Ecke angegeben
diag-stands-on-key = { $figure } kommt mit `on` { $places }
diag-no-wagon-on = { $player } hat keinen Wagen auf { $at }
    .label = hier kein Wagen dieses Spielers
    .help = `from` nennt das Feld des Wagens des Spielers, den die Wahl bewegt
diag-no-tile-for-wagon = auf { $at } liegt keine Karte, zu der der Wagen fahren könnte
diag-import-no-wagon-rule = keine Wagenregel `{ $value }` ist bekannt

## The rules in the project's own words

rule-text-abbey-mayor-wagon-nearby = Mit `variants: {"{"}wagon-move: nearby{"}"}` wendet der Schiedsrichter statt der Regel der CAR die Regel der neuen Ausgabe an: Nach der Wertung darf der Wagen in eine nicht abgeschlossene, unbesetzte Straße, Stadt oder in ein solches Kloster fahren, das einen Teil auf dem Feld des Wagens selbst oder auf einem der acht Felder um ihn herum hat, notfalls über Wiesen hinweg und ohne dass eine aufgedruckte Verbindung nötig ist. Standard ist die Regel der CAR (erste Ausgabe).
rule-text-abbey-mayor-abbey = Statt eine Karte zu ziehen, darf ein Spieler seine Abteikarte auf ein Feld legen, auf dessen vier Nachbarfeldern Karten liegen; sie passt an jede Kante. Sie schließt jede Straße, Stadt und Wiese ab, die an sie grenzt, ohne als Karte dieser Gebiete mitzuzählen, und wird wie ein Kloster gewertet.
rule-text-car-mayor = Ein Spieler darf statt eines Gefolgsmanns den Bürgermeister einsetzen, aber nur in eine Stadt der gelegten Karte, in der noch kein Ritter steht; alle anderen Regeln zum Einsetzen gelten weiterhin. Der Bürgermeister kommt nur in Städte, nie auf eine Straße, in ein Kloster oder auf eine Wiese.
rule-text-car-mayor-strength = Bei der Wertung einer Stadt zählt ein Gefolgsmann 1, ein großer Gefolgsmann 2 und der Bürgermeister so viel, wie die ganze Stadt Wappen hat; ein Bürgermeister in einer Stadt ohne Wappen zählt also 0 und bringt nichts ein. Der Bürgermeister ändert die Punkte der Stadt nicht und kehrt nach der Wertung der Stadt in den Vorrat seines Besitzers zurück.
rule-text-car-wagon = Ein Spieler darf statt eines normalen Gefolgsmanns den Wagen auf eine Straße, in eine Stadt oder in ein Kloster der gelegten Karte einsetzen, in dem kein anderer Gefolgsmann steht. Ein Wagen kommt nie auf eine Wiese.
rule-text-car-wagon-move = Bei der Wertung seines Gebiets zählt der Wagen als gewöhnlicher Gefolgsmann. Danach nimmt sein Besitzer ihn zurück, gleich ob er gewonnen oder verloren hat, oder fährt ihn in ein direkt verbundenes Gebiet (Straße, Stadt oder Kloster), das noch nicht abgeschlossen und unbesetzt ist; gibt es kein solches Gebiet, muss der Wagen in den Vorrat zurück. Der Schiedsrichter wendet standardmäßig diese Regel der Verbindung an und die Nähe-Regel der neuen Ausgabe nur als Variante (readings §3).
rule-text-car-wagon-order = Werden in einem Wertungsschritt mehrere Wagen frei, entscheiden ihre Besitzer nacheinander, ob sie sie zurücknehmen oder bewegen, beginnend beim aktiven Spieler und weiter im Uhrzeigersinn. Bei der Schlusswertung bewegt der Schiedsrichter keinen Wagen (readings §3.9).
rule-text-car-barn = Statt eines Gefolgsmanns darf ein Spieler die Scheune auf eine Ecke setzen, an der vier Karten zusammenstoßen, darunter die gerade gelegte Karte, und an der alle vier Karten Wiese zeigen. Auf der Wiese dürfen bereits Bauern stehen, aber keine andere Scheune; die Scheune bleibt dann bis Spielende stehen.
rule-text-car-barn-score-place = Bauern, die bereits auf der Wiese stehen, werden so gewertet wie bei Spielende: Die Spieler mit der Mehrheit erhalten 3 Punkte pro abgeschlossener Stadt, dazu 1 pro Stadt für das Schwein eines Mehrheitsspielers, gleich ob der Besitzer der Scheune zu ihnen gehört. Danach kehren die Bauern (und Schweine) in den Vorrat zurück, während die Scheune stehen bleibt.
rule-text-car-barn-score-join = Niemand darf einen Bauern auf eine Wiese mit Scheune einsetzen. Verbindet eine gelegte Karte eine Wiese mit Bauern mit einer Wiese mit Scheune, wird die Mehrheit der Bauern sofort gewertet, erhält aber nur 1 Punkt pro abgeschlossener Stadt (2 mit Schwein), und diese Bauern kehren zu ihren Besitzern zurück.
rule-text-car-barn-final = Bei Spielende erhält der Besitzer einer Scheune 4 Punkte für jede abgeschlossene Stadt, die an die Wiese der Scheune grenzt, und 5 für jede Burg dort (castles:farm, readings §1.12). Liegen durch verbindende Karten mehrere Scheunen auf einer Wiese, erhält jeder Besitzer die volle Punktzahl; der Schiedsrichter zahlt jedem Spieler pro Wiese einmal aus, gleich wie viele seiner Scheunen darauf stehen (readings §4.5).
rule-text-car-barn-stays = Einmal gesetzt, bleibt die Scheune bis Spielende an ihrer Ecke: Der Drache kann sie nicht entfernen, und ein Turm kann sie nicht gefangen nehmen.
rule-text-car-fn154 = Jeder Gefolgsmann, der in einer Stadt steht, auch der Bürgermeister, gilt als Ritter dieser Stadt. Der Bürgermeister braucht also eine Stadt, in der keinerlei Gefolgsmann steht.
rule-text-car-fn155 = Die Big Box 2 von RGG verlangt eine Stadt ohne Ritter und ohne Gefolgsmann, und manche Auflagen sagen „weder Ritter noch Bürgermeister“. Keine der beiden Formulierungen ändert die Regel, denn der Bürgermeister und alle anderen Gefolgsleute in einer Stadt sind ohnehin Ritter.
rule-text-car-fn156 = Ein Wagen in einer Stadt ist ein Gefolgsmann; diese Stadt ist also bereits besetzt, und der Bürgermeister darf nicht in sie eingesetzt werden.
rule-text-car-fn160 = Keine dieser drei Figuren darf auf einem Turm stehen; jede kommt nur in die Gebiete, die ihre eigene Regel nennt.
rule-text-car-fn162 = Die Ausgabe von RGG ergänzt ein Beispiel, in dem eine Stadt mit drei Wappen den Bürgermeister so viel wert macht wie drei Gefolgsleute. Es wiederholt nur die Regel; der Schiedsrichter zählt die Wappen der ganzen Stadt im Moment ihrer Wertung.
rule-text-car-fn163 = Die Big Box 2 von HiG ist die erste Auflage, die ausdrücklich sagt, dass ein Bürgermeister in einer Stadt ohne Wappen nichts einbringt, und bestätigt damit eine ältere FAQ-Antwort (car:fn164). Der Schiedsrichter wendet das über car:mayor-strength an.
rule-text-car-fn164 = Ein Bürgermeister in einer Stadt ohne Wappen besetzt sie trotzdem, sodass niemand dort einsetzen darf. Bei der Wertung zählt er nichts und wird behandelt, als stünde dort kein Gefolgsmann: Sein Besitzer erhält keine Punkte, und hat niemand eine Stärke über 0, erhält niemand Punkte für die Stadt.
rule-text-car-fn166 = Der Kommentator sagt, die Wagenregel sollte von „keinem anderen Gefolgsmann“ statt von „keiner anderen Figur“ sprechen. Im Rahmen dieses Schiedsrichters unterscheiden sich die beiden Lesarten auf einer Straße, in einer Stadt oder in einem Kloster nie, und der Schiedsrichter verweigert den Wagen überall, wo bereits irgendeine Figur steht (readings §3).
rule-text-car-fn167 = Die Ausgabe von RGG formuliert die Bedingung als „kein anderer Wagen oder Gefolgsmann“. Das vermeidet Unklarheiten um das Wort „Figur“, legt aber fälschlich nahe, der Wagen sei kein Gefolgsmann; am Spiel ändert sich nichts.
rule-text-car-fn169 = Wiederholt car:fn160 für den Wagen: Diese Figuren dürfen nicht auf einen Turm gestellt werden, sondern nur in die Gebiete, die ihre eigenen Regeln erlauben.
rule-text-car-fn170 = Verbunden sind Straßen, die sich an einer Kreuzung treffen, sowie eine Straße, die geradewegs in ein Stadttor oder ein Kloster führt; zwei Städte sind nie verbunden, auch nicht dort, wo sich ihre Mauern an einer Kartenecke berühren, daher muss der Wagen über Straßen fahren. Ein Zusatz des Herausgebers in eckigen Klammern, dem der Schiedsrichter folgt, ergänzt: Eine Straße, die eine Stadt nur in einem Punkt statt an einem Tor berührt oder in einem Tunnel unter ihr hindurchführt, ist nicht mit dieser Stadt verbunden.
rule-text-car-fn171 = Eine Kreuzung gehört zu den Straßen, daher darf ein Wagen sie nur passieren, wenn er von einer Straße aus losgefahren ist; ein Wagen, der eine Stadt verlässt, kann keine Kreuzung benutzen, um eine andere Stadt zu erreichen. Auch die winzigen Straßenstücke, auf die keine Gefolgsleute gestellt werden dürfen, sind keine Ziele.
rule-text-car-fn172 = Ein Wagen darf kein Gebiet durchqueren, um ein anderes zu erreichen; als Gebiet zählt alles, was ein Gefolgsmann beanspruchen kann oder was eine Wirkung auslöst, sodass ein Kloster zwischen zwei Straßen den Weg versperrt. Das kehrt eine ältere Antwort um. Der Schiedsrichter entscheidet den Teil mit dem Kloster; Basare, Kornkreise und Jahrmärkte benötigen Erweiterungen, die noch nicht umgesetzt sind.
rule-text-car-fn173 = Der Wagen darf auf eine Abtei eingesetzt werden. Nach der Wertung darf er von der Abtei auf eine Straße oder in eine Stadt fahren, die direkt an sie grenzt, oder von einer solchen Straße oder Stadt auf die Abtei, sofern das Ziel noch nicht abgeschlossen ist.
rule-text-car-fn174 = Ein Wagen darf von einer Stadt in ein Kloster fahren, das in ihr liegt, oder umgekehrt, denn eine gemeinsame Kante oder Fläche genügt für eine Verbindung, und es ist keine Straße nötig.
rule-text-car-fn175 = Fährt ein Wagen in ein Gebiet, wählt sein Besitzer die Karte, auf der er steht, etwa eine beliebige Karte einer Straße aus fünf Karten statt der nächstgelegenen. Das beeinflusst die Wertung nicht und ist nur für Erweiterungen wichtig, die einzelne Karten betreffen.
rule-text-car-fn176 = Die Fassung von RGG ergänzt, dass der Wagen bei der Wertung immer als Gefolgsmann behandelt wird. Der Schiedsrichter gibt ihm die Stärke 1 und lässt ihn nach der Wertung seines Gebiets weiterfahren, gleich ob sein Besitzer gewonnen oder verloren hat.
rule-text-car-fn177 = Ein Wagen, der statt eines Gefolgsmanns in ein Gebiet eingesetzt wird, das dieselbe Karte abschließt, wird sofort gewertet und darf dann weiterfahren, alles im selben Zug. Ein Hinweis in eckigen Klammern ergänzt, dass das Bewegen des Wagens den Schritt des Einsetzens nicht ersetzt.
rule-text-car-fn179 = Wiederholt car:fn160 für die Scheune: Sie darf nicht auf einen Turm gesetzt werden, sondern nur dorthin, wo ihre eigene Regel es erlaubt.
rule-text-car-fn182 = Die Auflage von RGG streicht den Satz, der eine Scheune auf einer Wiese verbietet, auf der bereits eine steht. Der Schiedsrichter behält die Regel bei, die RGG, wie car:fn189 zeigt, an anderer Stelle nennt.
rule-text-car-fn184 = „Sofort“ bedeutet, dass die Bauern im normalen Wertungsschritt dieses Zuges gewertet und entfernt werden, statt bis Spielende stehen zu bleiben; das Spiel wird nicht für eine eigene Wertung unterbrochen. Alles, was in einem Zug vor der Wertung kommt, geschieht zuerst, daher zählen Städte mit, die dieselbe Karte abschließt.
rule-text-car-fn188 = Die Ausgabe von RGG ergänzt, dass die Scheune anders als die Bauern nach dieser Wertung nicht entfernt wird. Das ergibt sich bereits aus der Regel; der Schiedsrichter lässt die Scheune auf dem Tisch.
rule-text-car-fn189 = Auf eine Wiese mit Scheune darf kein Bauer eingesetzt werden. Der Text von RGG ergänzt, dass eine Scheune nicht auf eine Wiese gesetzt werden darf, auf der bereits eine steht, dass eine Karte später aber zwei Wiesen mit je einer Scheune verbinden darf.
rule-text-car-fn190 = Wie beim Setzen einer Scheune werden die Bauern, die an eine Scheunenwiese angeschlossen werden, im gewöhnlichen Wertungsschritt dieses Zuges gewertet und entfernt, ohne eigene Unterbrechung; alles, was in dem Zug vor der Wertung fällig ist, geschieht zuerst.
rule-text-car-fn192 = Das Schwein darf auf die neu gelegte Karte gesetzt werden, die eine Wiese mit einer Scheunenwiese verbindet, obwohl diese Wiese bereits besetzt ist. Es wird vor dem Wertungsschritt eingesetzt, daher erhöht das Schwein eines Mehrheitsspielers die Wertung auf 2 pro Stadt.
rule-text-car-fn193 = Die Ausgabe von RGG ergänzt, dass Städte zählen, egal wie weit sie von der Scheune entfernt liegen, vermutlich um den Spielern den Umstieg auf die Wiesenwertung der dritten Ausgabe zu erleichtern. Der Schiedsrichter zählt jede abgeschlossene Stadt, die an die Wiese der Scheune grenzt.
rule-text-abbey-mayor-own-wagons = Die Schachtel gibt jedem Spieler einen Wagen, doch ein Tisch kann mehr austeilen. Hat ein Spieler mehrere Wagen zugleich frei, nennt jede Wahl ihren Wagen mit dem Feld, auf dem er steht, und die Wagen fahren nacheinander in der Reihenfolge, in der die Wahlen geschrieben sind; eine Wahl, die nicht sagt, welcher Wagen, oder einen nennt, der nicht frei wurde, wird abgelehnt. Dass der Spieler die Reihenfolge wählt, ist die Regel für mehrere Wagen verschiedener Spieler, angewandt auf die Wagen eines einzelnen Spielers (Auslegungen §3.8).
rule-text-abbey-mayor-wagon-final = Bei der Schlusswertung zählt ein Wagen als Gefolgsmann in seinem Gebiet und kehrt mit den anderen zurück; keiner fährt weiter. Das Weiterfahren gehört zur Wertung eines Spielzugs, und die Schlusswertung ist kein Spielzug; ein Wagen, der dann weiterführe, könnte seine Stärke in ein noch nicht gewertetes Gebiet tragen, und das Ergebnis hinge von einer Reihenfolge der Wertung ab, die die Regeln offenlassen (Auslegungen §3.9).
rule-text-abbey-mayor-barns-once = Bei der Schlusswertung erhält ein Spieler mit einer oder mehreren Scheunen auf einer Wiese die 4 Punkte je abgeschlossener Stadt dieser Wiese nur einmal, gleich wie viele seiner Scheunen dort stehen: Die Regel bezahlt Spieler, nicht Scheunen, und auch sonst zählen die Städte einer Wiese einmal (Auslegungen §4.5).

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-abbey-mayor-wagon-nearby = §3.5 (und §3.1), die Variante wagon-move: nearby
rule-section-abbey-mayor-abbey = Abtei & Bürgermeister: die Abtei
rule-section-abbey-mayor-wagon-final = §3.9 bei Spielende fährt kein Wagen weiter
rule-section-abbey-mayor-own-wagons = §3.8 mehrere frei gewordene Wagen eines Spielers fahren in der geschriebenen Reihenfolge
rule-section-abbey-mayor-barns-once = §4.5 mehrere Scheunen eines Spielers auf einer Wiese zahlen einmal
rule-section-car-mayor = Der Bürgermeister: Einsetzen
rule-section-car-mayor-strength = Der Bürgermeister: Wertung
rule-section-car-wagon = Der Wagen: Einsetzen
rule-section-car-wagon-move = Der Wagen: Bewegen nach der Wertung
rule-section-car-wagon-order = Der Wagen: mehrere Wagen in einer Wertung
rule-section-car-barn = Die Scheune: Platzieren
rule-section-car-barn-stays = Die Scheune: Sie bleibt bis zum Spielende (weder der Drache noch ein Turm entfernt sie)
rule-section-car-barn-score-place = Wertung beim Platzieren einer Scheune
rule-section-car-barn-score-join = Wertung beim Anschließen einer Wiese
rule-section-car-barn-final = Schlusswertung: Scheunen werten
rule-section-car-fn154 = Fußnote 154 (zum Bürgermeister: Einsetzen, eine Stadt ohne Ritter)
rule-section-car-fn155 = Fußnote 155 (zum Bürgermeister: Einsetzen, eine Stadt ohne Ritter)
rule-section-car-fn156 = Fußnote 156 (zum Bürgermeister: Einsetzen, eine Stadt ohne Ritter)
rule-section-car-fn160 = Fußnote 160 (zum Bürgermeister: Einsetzen, die üblichen Regeln gelten weiter)
rule-section-car-fn162 = Fußnote 162 (zum Bürgermeister: Wertung, die Stärke ist die Zahl der Wappen)
rule-section-car-fn163 = Fußnote 163 (zum Bürgermeister: Wertung, eine Stadt ohne Wappen)
rule-section-car-fn164 = Fußnote 164 (zum Bürgermeister: Wertung, eine Stadt ohne Wappen)
rule-section-car-fn166 = Fußnote 166 (zum Wagen: Einsetzen, keine andere Figur)
rule-section-car-fn167 = Fußnote 167 (zum Wagen: Einsetzen, keine andere Figur)
rule-section-car-fn169 = Fußnote 169 (zum Wagen: Einsetzen, keine andere Figur)
rule-section-car-fn170 = Fußnote 170 (zum Wagen: Bewegen in ein direkt angrenzendes Gebiet)
rule-section-car-fn171 = Fußnote 171 (zum Wagen: Bewegen in ein direkt angrenzendes Gebiet)
rule-section-car-fn172 = Fußnote 172 (zum Wagen: Bewegen in ein direkt angrenzendes Gebiet)
rule-section-car-fn173 = Fußnote 173 (zum Wagen: Bewegen in ein direkt angrenzendes Gebiet)
rule-section-car-fn174 = Fußnote 174 (zum Wagen: Bewegen in ein direkt angrenzendes Gebiet)
rule-section-car-fn175 = Fußnote 175 (zum Wagen: das Gebiet, in das er bewegt wird)
rule-section-car-fn176 = Fußnote 176 (zum Wagen: das Ziel muss nicht abgeschlossen und unbesetzt sein)
rule-section-car-fn177 = Fußnote 177 (zum Wagen: ihn zurücknehmen, wenn kein Ziel frei ist)
rule-section-car-fn179 = Fußnote 179 (zur Scheune: Platzieren an einer Ecke, an der vier Wiesen zusammentreffen)
rule-section-car-fn182 = Fußnote 182 (zur Scheune: nicht auf einer Wiese, die schon eine Scheune hat)
rule-section-car-fn184 = Fußnote 184 (zur Wertung beim Platzieren einer Scheune: Bauern werden sofort gewertet)
rule-section-car-fn188 = Fußnote 188 (zur Wertung beim Platzieren einer Scheune: die Bauern kehren zurück)
rule-section-car-fn189 = Fußnote 189 (zur Wertung beim Anschließen einer Wiese: kein Bauer auf einer Scheunenwiese)
rule-section-car-fn190 = Fußnote 190 (zur Wertung beim Anschließen einer Wiese: Bauern werden sofort gewertet)
rule-section-car-fn192 = Fußnote 192 (zur Wertung beim Anschließen einer Wiese: 2 Punkte mit einem Schwein)
rule-section-car-fn193 = Fußnote 193 (zur Schlusswertung: 4 Punkte pro Stadt an der Wiese der Scheune)
