## ferries

document-ferries = Die Fähren (WikiCarpedia)

rule-ferries-place = Eine Seekarte erhält eine Fähre, die zwei Straßenenden verbindet

rule-ferries-move = Wer eine Straße verlängert, darf ihre nächste Fähre versetzen

rule-ferries-score = Mit Fähren abgeschlossene Gebiete werden normal gewertet

rule-ferries-fn1 = Ein neuer See erhält immer seine Fähre

rule-ferries-fn2 = Nur eine Fähre, über die die Straße führt, darf versetzt werden

rule-ferries-fn3 = Nur die erste Fähre entlang der Straße darf versetzt werden

rule-ferries-fn4 = Das Versetzen einer Fähre kann eine Straße abschließen

rule-ferries-fn5 = Das Versetzen einer Fähre kann einen Baumeister zurückschicken

## The steps of a ruling.

step-double-turn-ferry-move = das Versetzen einer Fähre erweitert { $feature }, wo der Baumeister von { $player } steht, aber einen zweiten Zug bringt nur das Legen einer Karte an die Straße des Baumeisters: keiner
step-ferry-placed = { $player } setzt eine Fähre auf den See auf { $at } und verbindet so dessen Anleger { $a } und { $b } zu einer Straße{ $ends }
step-ferry-placed-without-figure = { $player } setzt eine Fähre auf den See auf { $at } und verbindet so dessen Anleger { $a } und { $b } zu einer Straße{ $ends } (der neue See erhält seine Fähre, ob eine Figur eingesetzt wurde oder nicht)
step-lake-end = { $count ->
    [one] ; die Straße an { $points } endet am See
   *[other] ; die Straßen an { $points } enden am See
}
step-lake-end-now = { $count ->
    [one] ; die Straße an { $points } endet jetzt am See
   *[other] ; die Straßen an { $points } enden jetzt am See
}
step-ferry-movable = die Straße, die die gelegte Karte bei { $from } verlässt, erreicht zuerst die Fähre auf { $lake } ([{ $a }, { $b }]), und zwar an deren Anleger { $jetty }: sie darf versetzt werden
step-ferry-dead-end = die Straße, die die gelegte Karte bei { $from } verlässt, endet am Anleger { $jetty } auf { $lake }, den die Fähre dieses Sees ([{ $a }, { $b }]) nicht anfährt: diese Fähre wird nicht erreicht
step-ferry-beyond = dahinter, entlang der Straße von { $from } aus, ist die Fähre auf { $lake } nicht die erste (das ist die auf { $first }): sie darf nicht versetzt werden
step-ferries-none-may-move = keine Fähre darf versetzt werden
step-ferries-none-moved = die Aktion versetzt keine Fähre
step-ferry-moved = { $player } versetzt die Fähre auf { $at } von [{ $from-a }, { $from-b }] nach [{ $to-a }, { $to-b }]{ $ends }
step-builder-stays = der Baumeister von { $player } ist von dem Gefolgsmann getrennt, bei dem er stand, aber { $road } ist mit einem anderen Gefolgsmann von { $player } besetzt, also bleibt der Baumeister stehen

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# Der Aufbau jeder Karte der Schachtel nach ihrer Kennung (`base/D` ist
# `tiles-layout-base-D`), wie `carc tiles` ihn auflistet.
tiles-layout-ferries-1 = Stadtkappe N, Straßen W, S, O in einen See (wie base L mit einem See an der Kreuzung)
tiles-layout-ferries-2 = Straßen W, S, O in einen See (wie base W mit einem See an der Kreuzung)
tiles-layout-ferries-3 = Straßen N, O, S, W in einen See (wie base X mit einem See an der Kreuzung)

show-svg-lakes = Seen
show-svg-lake = die blaue Scheibe, an deren Ufer ihre Straßen enden
show-svg-ferry = ihre Fähre als braune Linie, die zwei davon verbindet
show-key-lake = ~ See
show-ferries = Fähren
# Eine Fähre im Textbild: ihr Feld und die zwei Straßenenden, die sie verbindet.
show-ferry = { $at } verbindet { $ends }

# The ferries.
refusal-ferries-no-lake = { $tile } hat keinen See, auf den eine Fähre käme
label-ferries-no-lake = kein See auf der gelegten Karte
help-ferries-remove-ferry = entferne `ferry`: nur eine Karte mit See bekommt eine
refusal-ferries-lake-needs-ferry = { $tile } hat einen See, und ein neuer See bekommt immer seine Fähre, mit oder ohne Gefolgsmann
label-ferries-lake-without-ferry = Seekarte ohne ihre Fähre gelegt
help-ferries-add-ferry = ergänze `ferry:` in der Aktion, die zwei ihrer Anleger verbindet: { $pairs }
# `$moved` is 1 when an earlier entry of `move_ferries` moved a ferry.
help-ferries-ferry-moves = { $moves-count ->
    [0] { $moved ->
        [1] jede Fähre, die in diesem Zug fahren darf, ist gefahren: lass diesen Eintrag von `move_ferries` weg und behalte die davor
       *[other] in diesem Zug darf keine Fähre fahren: lass `move_ferries` weg
    }
   *[other] erlaubte Züge: { $moves }
}
phrase-ferries-ferry-move = `{"{"}at: { $at }, to: { $to }{"}"}`
refusal-ferries-no-ferry-to-move = { $tile } auf { $at } hat keine Fähre, die fahren könnte
refusal-ferries-just-placed = die Fähre auf { $at } wurde gerade auf den neuen See gesetzt; sie kann in diesem Zug nicht auch noch fahren
label-ferries-new-lake-ferry = die eigene Fähre des neuen Sees
refusal-ferries-moved-twice = die Fähre auf { $at } ist in diesem Zug schon gefahren; jede Fähre fährt höchstens einmal pro Zug
refusal-ferries-moved-earlier = die Fähre auf { $at } wurde schon mit der ersten Karte dieses Doppelzugs gesetzt oder versetzt; jede Fähre wird höchstens einmal pro Zug gesetzt oder versetzt, beide Karten zusammen
label-ferries-second-move = zweiter Zug derselben Fähre
aside-ferries-first-move = ihr erster Zug
refusal-ferries-already-joins = die Fähre auf { $at } verbindet schon { $pair }; sie dorthin zu bewegen ändert nichts
label-ferries-not-a-move = kein Zug
refusal-ferries-joined-by-move = die Fähre auf { $at } lag nicht an der Straße, die die gelegte Karte verlängert hat: die Straße erreicht sie erst, seit die Fähre auf { $first } gefahren ist, und nur eine Fähre an der verlängerten Straße darf fahren
label-ferries-not-on-extended-road = nicht an der verlängerten Straße
aside-ferries-move-joined = die Fähre auf { $first }, deren Zug die Straße mit ihr verbunden hat
refusal-ferries-dead-end = die Straße von der gelegten Karte erreicht den See auf { $at } an seinem Anleger { $jetty }, den die Fähre (zwischen { $a } und { $b }) nicht bedient: die Straße endet dort, also wird diese Fähre nicht erreicht
label-ferries-ferry-not-on-road = Fähre nicht an der verlängerten Straße
aside-ferries-road-ends = { $tile }: die Straße endet an seinem Anleger { $jetty }
refusal-ferries-not-first = die Fähre auf { $at } ist nicht die erste entlang der Straße von der gelegten Karte: die Fähre auf { $first } kommt zuerst
label-ferries-not-first = nicht die erste Fähre
aside-ferries-first-ferry = die erste Fähre an dieser Straße, auf { $first }
refusal-ferries-not-reached = keine Straße der gelegten Karte erreicht die Fähre auf { $at }
label-ferries-not-reached = Fähre an keiner Straße, die die Karte verlängert

# The comment `carc new` writes for this box (each line after the box's name).
new-note-ferries =
    Seekarten `ferries/1..3` brauchen `ferry: [W, E]` (auf dem Tisch und in der Aktion);
    `move_ferries: [{"{"}at: [x, y], to: [W, S]{"}"}]` versetzt die erste Fähre an einer verlängerten Straße

# Broken input: the diagnostics of a file that cannot be judged.
diag-edge-point = Randpunkt
    .unknown = unbekannter Randpunkt
    .not = kein Randpunkt
diag-ferry-joins-two-road-ends = eine Fähre verbindet zwei Straßenenden ihres Sees, z. B. `[W, E]`
diag-ferry-joins-two-different-road = eine Fähre verbindet zwei verschiedene Straßenenden
    .label = zweimal dasselbe Ende
diag-each-move-x-y-n = jede Bewegung ist `{"{"}at: [x, y], to: [N, E]{"}"}`
diag-ferry-move = eine Bewegung einer Fähre
diag-say-which-lake-x-y = sage, welcher See: `at: [x, y]`
diag-say-which-two-road-ends = sage, welche zwei Straßenenden sie verbindet: `to: [N, E]`
diag-two-sides-lake-such-ne = zwei Seiten des Sees, etwa `NE`
diag-ferry-ferries = eine Fähre gehört zu Die Fähren
diag-moving-ferry-ferries = eine Fähre zu versetzen gehört zu Die Fähren
diag-names-square-lake-tile-board = `at` nennt das Feld einer Seekarte von `board`
diag-not-a-lake-tile = keine Seekarte
diag-ferry-not-two = eine Fähre verbindet 2 Straßenenden, nicht { $count }
    .label = sollte zwei Seiten nennen
diag-no-tile-for-ferry = auf { $at } liegt keine Karte, auf der eine Fähre bewegt werden könnte
diag-no-lake-no-ferry = { $tile } auf { $at } hat keinen See und keine Fähre
diag-lake-of-on = der See von { $tile } auf { $at }
diag-lake-at-rotation = der See von { $tile } in dieser Drehung
diag-no-jetty-at = { $lake } hat keinen Anleger bei { $points }
    .label = kein Anleger dieses Sees
diag-its-jetties = seine Anleger sind { $points }
diag-lake-no-ferry = der See von { $tile } hat keine Fähre
    .label = Seekarte ohne `ferry`
diag-every-lake-holds = jeder See trägt eine Fähre, die zwei seiner Straßenenden verbindet ({ $points }): füge z. B. `ferry: [{ $a }, { $b }]` hinzu
diag-no-lake-for-ferry = { $tile } hat keinen See für eine Fähre
    .label = kein See auf dieser Karte
    .help = nur die Seekarten von Die Fähren (ferries/1, ferries/2, ferries/3) tragen eine Fähre; entferne `ferry`

## The rules in the project's own words

rule-text-ferries-place = Wer eine Seekarte legt, setzt eine Fähre aus dem Vorrat so auf deren See, dass sie zwei Straßenenden der Karte nach Wahl dieses Spielers verbindet; jedes andere Straßenende der Karte endet am See. Laut ferries:fn1 geschieht dies unabhängig davon, ob ein Gefolgsmann eingesetzt wurde, und die Fähre kommt nach dem Gefolgsmann.
rule-text-ferries-move = Verlängert eine gelegte Karte eine Straße, darf der Spieler in jeder Richtung, in der die Straße von dieser Karte aus verläuft, die nächstgelegene Fähre versetzen, über die die Straße führt; so können bis zu vier Fähren versetzt werden. Eine versetzte Fähre muss weiterhin zwei Straßenenden verbinden und darf die verlängerte Straße verlassen. Die eigene Fähre einer neuen Seekarte wird zuerst gesetzt, und keine Fähre wird in einem Zug mehr als einmal gesetzt oder versetzt.
rule-text-ferries-score = Gebiete, die durch eine Seekarte oder ihre Fähre abgeschlossen werden, und Straßen, die durch das Versetzen einer Fähre abgeschlossen werden, werden wie üblich im Wertungsschritt gewertet; nicht abgeschlossene werden bei Spielende normal gewertet. Das Versetzen einer Fähre kann auch eine bereits gewertete Straße wieder öffnen; wird sie erneut abgeschlossen, wird sie erneut voll gewertet (readings §5.5).
rule-text-ferries-fn1 = Auf eine neu gelegte Seekarte wird jedes Mal eine Fähre gesetzt, gleich ob der Spieler einen Gefolgsmann eingesetzt hat oder nicht; der Haupttext liest sich, als hinge das davon ab, dass ein Wegelagerer eingesetzt wurde.
rule-text-ferries-fn2 = Eine Fähre darf nur versetzt werden, wenn die verlängerte Straße tatsächlich über sie führt. Eine Straße, die an einem Ende, das die Fähre nicht anfährt, auf den See trifft, endet dort; wer diese Straße verlängert, erhält also kein Recht, die Fähre zu versetzen.
rule-text-ferries-fn3 = Folgt man der Straße von der neu gelegten Karte aus nach außen, darf der Spieler die erste Fähre versetzen, auf die er trifft, aber keine, die weiter entfernt liegt.
rule-text-ferries-fn4 = Eine Auslegung der Community: Schon das Versetzen einer Fähre, ohne dass eine Karte die Straße verlängert, kann eine Straße abschließen, denn ein Straßenende an einem See, das keine Fähre anfährt, ist ein geschlossenes Ende. Der Schiedsrichter wertet eine solche Straße im Wertungsschritt (readings §5).
rule-text-ferries-fn5 = Trennt das Versetzen einer Fähre einen Baumeister auf einer Straße vom Gefolgsmann seines Besitzers, kehrt der Baumeister zu seinem Besitzer zurück, gleich ob dieser Gefolgsmann noch auf irgendeiner Straße steht oder nicht. Der Schiedsrichter lässt den Baumeister stehen, wenn ein anderer Gefolgsmann desselben Besitzers auf der neuen Straße des Baumeisters steht, da die Baumeisterregel nur einen verlangt (readings §5).

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-ferries-place = 2. Einen Gefolgsmann und eine Fähre einsetzen
rule-section-ferries-move = Eine Straße mit einer Fähre darauf verlängern
rule-section-ferries-score = 3. Ein Gebiet werten
rule-section-ferries-fn1 = Fußnote 1 (zu §2, einen Gefolgsmann und eine Fähre einsetzen)
rule-section-ferries-fn2 = Fußnote 2 (zum Verlängern einer Straße mit einer Fähre darauf)
rule-section-ferries-fn3 = Fußnote 3 (zum Verlängern einer Straße mit einer Fähre darauf, mehrere Fähren)
rule-section-ferries-fn4 = Fußnote 4 (zum Verlängern einer Straße mit einer Fähre darauf, gewertete Straßen wieder geöffnet)
rule-section-ferries-fn5 = Fußnote 5 (zu anderen Erweiterungen: Händler und Baumeister)
