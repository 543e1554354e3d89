## bridges-castles-bazaars

document-bcb = Brücken, Burgen und Basare (WikiCarpedia: „Bridges, Castles and Bazaars“, neue Ausgabe, für die Brücken und die Basare; „Bridges, Castles and Bazaars (1st edition)“ für die Antworten des Verlags und das Beispiel der Versteigerung)

rule-bcb-supply = Drei Brücken je Spieler bei zwei bis vier Spielern, zwei bei fünf oder sechs
rule-bcb-bridge = Eine Brücke je Zug, mit der Karte gelegt, über sie oder über eine Karte daneben
rule-bcb-bridge-ends = Eine Brücke verläuft zwischen zwei Wiesenseiten, eine je Karte, und ihre Enden stoßen an keine Wiese
rule-bcb-bridge-fit = Eine Straße darf an eine Wiesenseite stoßen, wenn die Brücke des Zuges sie weiterführt
rule-bcb-bridge-road = Eine Brücke ist eine Straße über allem, was unter ihr liegt
rule-bcb-bazaar = Eine gelegte Basarkarte löst nach dem Zug eine Versteigerung aus
rule-bcb-auction = Die Versteigerung: eine Karte je Spieler, reihum gewählt, zum höchsten Gebot gekauft oder verkauft
rule-bcb-bazaar-round = Die gekauften Karten werden eine je Zug gespielt, vom linken Nachbarn des Basar-Legers reihum bis zu ihm

## The steps of a ruling.

aside-bcb-bridge-laid = { $player } legt eine Brücke über die Karte auf { $at }, { $axis ->
        [north-south] von der Nord- zur Südseite
       *[east-west] von der Ost- zur Westseite
    }
aside-bcb-bridge-laid-to-fit = { $player } legt eine Brücke über die Karte auf { $at }, { $axis ->
        [north-south] von der Nord- zur Südseite
       *[east-west] von der Ost- zur Westseite
    }: Die Karte passt nur, weil die Brücke ihre Straße weiterführt
aside-bcb-auction-follows = die gelegte Karte zeigt einen Basar: Nach diesem Zug hält { $player } eine Versteigerung ab, die die Aktion nicht nennt; der Schiedsrichter beurteilt daher nur den Zug
aside-bcb-revealed = { $player } deckt für die Versteigerung des Basars eine Karte je Spieler auf: { $tiles }
aside-bcb-chooses = { $player } wählt { $tile } und bietet { $bid } { $bid ->
        [one] Punkt
       *[other] Punkte
    }
aside-bcb-passes = { $player } überbietet nicht
aside-bcb-raises = { $player } bietet { $bid }
aside-bcb-unchallenged = niemand überbietet { $player }: { $player } behält { $tile } zum Eröffnungsgebot von { $bid }
aside-bcb-buys = { $player } kauft { $tile } zum Gebot von { $bid }, das { $bidder } abgegeben hat, und zahlt es an { $bidder }
aside-bcb-sells = { $player } verkauft { $tile } an { $bidder } für das Gebot von { $bid }, das { $bidder } an { $player } zahlt
aside-bcb-pays = { $player } zahlt { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }
aside-bcb-receives = { $player } erhält { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }
aside-bcb-last-takes = { $player }, der letzte Spieler ohne Karte, nimmt { $tile } umsonst
aside-bcb-round-order = die gekauften Karten werden als Nächstes gespielt, eine je Zug, von { $first } reihum bis { $player }, bevor wieder jemand eine Karte zieht
aside-bcb-plays-bought = { $player } spielt { $tile }, auf dem Basar gekauft, statt eine Karte zu ziehen
aside-bcb-bought-held = Noch zu spielende gekaufte Karten nach dem Zug, in ihrer Reihenfolge: { $tiles }
phrase-bcb-bought-item = { $player } ({ $tile })

## Why an action is refused.

refusal-bcb-one-bridge-a-turn = { $player } hat in diesem Zug schon eine Brücke gelegt: Ein Spieler legt eine Brücke je Zug, und die Karten eines Doppelzugs sind ein Zug
label-bcb-one-bridge-a-turn = eine zweite Brücke in einem Zug
help-bcb-one-bridge-a-turn = lege diese Karte ohne `bridge`
refusal-bcb-not-the-bought-tile = { $player } hat auf dem Basar { $bought } gekauft und spielt in diesem Zug diese Karte, nicht { $tile }
label-bcb-not-the-bought-tile = nicht die gekaufte Karte
help-bcb-not-the-bought-tile = lege { $bought }: In einer Basarrunde spielt jeder Spieler die Karte, die er gekauft hat
refusal-bcb-auction-without-bazaar = { $tile } zeigt keinen Basar, also folgt diesem Zug keine Versteigerung
refusal-bcb-auction-in-round = { $tile } zeigt einen Basar, kommt aber in einer Basarrunde, in der keine Versteigerung stattfindet
label-bcb-no-auction = keine Versteigerung in diesem Zug
help-bcb-no-auction = lass `auction` weg: Eine Versteigerung folgt dem Zug einer vom Stapel gezogenen Basarkarte, außerhalb einer Basarrunde
refusal-bcb-auction-tile-count = die Versteigerung deckt { $count } { $count ->
        [one] Karte
       *[other] Karten
    } bei { $players } Spielern auf: Ein Basar deckt eine Karte je Spieler auf
label-bcb-auction-tile-count = nicht eine Karte je Spieler
help-bcb-auction-tile-count = nenne { $players } Karten unter `tiles`
refusal-bcb-round-too-many = jeder Spieler hat schon eine Karte: Die Versteigerung hat keine Runde mehr
label-bcb-auction-round = diese Runde
refusal-bcb-not-the-chooser = { $player } wählt in dieser Runde, aber { $chooser } ist mit Wählen an der Reihe: Die Spieler ohne Karte wählen nacheinander, reihum beginnend beim linken Nachbarn dessen, der den Basar gelegt hat
help-bcb-chooser = trage { $chooser } als `player` der Runde ein
refusal-bcb-tile-not-on-offer = { $tile } gehört in dieser Runde nicht zu den noch angebotenen Karten
refusal-bcb-last-tile-free = { $player } ist der letzte Spieler ohne Karte und nimmt die letzte Karte umsonst: kein Gebot, kein Verkauf
refusal-bcb-bid-in-own-round = { $player } hat die Karte dieser Runde gewählt und bietet nur mit dem Eröffnungsgebot
refusal-bcb-bid-with-a-tile = { $player } hat schon { $tile } und bietet nicht mehr mit
label-bcb-bid = dieses Gebot
refusal-bcb-bid-too-low = { $player } bietet { $bid } und überbietet damit das Gebot von { $over } nicht: Ein Gebot muss höher sein als das vorige
help-bcb-bid-too-low = biete mehr als { $over } oder lass den Spieler weg (er passt)
refusal-bcb-nothing-to-sell = niemand hat { $player } überboten: { $player } kann die Karte nur zum Eröffnungsgebot behalten
refusal-bcb-rounds-missing = die Versteigerung endet, bevor jeder Spieler eine Karte hat: { $player } wählt als Nächstes
help-bcb-rounds-missing = schreibe eine Runde für jeden Spieler, der wählt; die Runde des letzten Spielers darf fehlen, denn er nimmt die letzte Karte umsonst
refusal-bcb-no-bridge-left = { $player } hat keine Brücke mehr übrig
label-bcb-no-bridge-left = keine Brücke im Vorrat
help-bcb-no-bridge-left = spiele den Zug ohne `bridge`: Jeder Spieler hat drei Brücken bei zwei bis vier Spielern, zwei bei fünf oder sechs, und gelegte Brücken bleiben auf dem Tisch
refusal-bcb-bridge-too-far = die Brücke läge über der Karte auf { $at }, die weder die gelegte Karte auf { $placed } ist noch an sie grenzt
label-bcb-bridge-too-far = zu weit von der gelegten Karte
help-bcb-bridge-too-far = lege die Brücke über die gelegte Karte auf { $placed } oder über eine Karte, die eine Seite mit ihr teilt
refusal-bcb-bridge-end-not-field = die Brücke über der Karte auf { $at } würde an deren Seite { $side } auf { $shows ->
        [road] einer Straße
        [city] einer Stadt
        [river] einem Fluss
        [field] einer Wiese
       *[other] einer Kante
    } enden: Beide Enden einer Brücke liegen auf Seiten, die nur Wiese zeigen
label-bcb-bridge-end-not-field = ein Ende auf { $shows ->
        [road] einer Straße
        [city] einer Stadt
        [river] einem Fluss
        [field] einer Wiese
       *[other] einer Kante
    } an Seite { $side }
help-bcb-bridge-end-not-field = lege die Brücke zwischen die Mitten zweier gegenüberliegender Seiten, die nur Wiese zeigen
refusal-bcb-second-bridge-on-tile = die Karte auf { $at } trägt schon eine Brücke, und eine Karte trägt nur eine
label-bcb-second-bridge-on-tile = eine zweite Brücke auf einer Karte
help-bcb-second-bridge-on-tile = lege die Brücke über eine andere Karte oder spiele den Zug ohne sie
refusal-bcb-bridge-end-meets = die Brücke über der Karte auf { $at } würde an deren Seite { $side } an { $theirs ->
        [city] die Stadt
        [field] die Wiese
        [river] den Fluss
        [road] die Straße
       *[other] die Kante
    } der Karte auf { $neighbour } stoßen: Ein Brückenende ist ein Straßenende und trifft auf eine Straße oder ein leeres Feld
label-bcb-bridge-end-meets = ein Brückenende an { $theirs ->
        [city] der Stadt
        [field] der Wiese
        [river] dem Fluss
        [road] der Straße
       *[other] der Kante
    } der Karte auf { $neighbour }
help-bcb-bridge-end-meets = lege die Brücke in der anderen Richtung oder dort, wo jedes ihrer Enden auf eine Straße oder ein leeres Feld trifft

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-bridges-castles-bazaars-city-bazaar = eine Stadt an allen vier Seiten, darin ein Basar
tiles-layout-bridges-castles-bazaars-three-caps-road = drei getrennte Stadtkappen N, O und W; eine Straße von S biegt ins Tor der Stadtkappe O ab
tiles-layout-bridges-castles-bazaars-city-band-bazaar = eine Stadt quer über die Karte von W nach O, darin ein Basar; Wiesen N und S
tiles-layout-bridges-castles-bazaars-road-into-wide-city = eine Stadt W, die über die Mitte hinausreicht; eine Straße von O in ihr Tor; Wiesen N, NO (ein Streifen) und S
tiles-layout-bridges-castles-bazaars-road-into-wide-city-garden = eine Stadt W, die über die Mitte hinausreicht; eine Straße von O in ihr Tor; Wiesen N, NO (ein Streifen) und S; ein Garten
tiles-layout-bridges-castles-bazaars-cap-road-bazaar = eine Stadtkappe N; ein Basar in der Mitte; eine Straße von S endet an ihm
tiles-layout-bridges-castles-bazaars-bazaar = ein Basar allein auf einer Wiese
tiles-layout-bridges-castles-bazaars-monastery-in-city = eine Stadt quer über die Karte von W nach O, darin ein Kloster; Wiesen N und S
tiles-layout-bridges-castles-bazaars-monastery-road = ein Kloster; eine Straße von W nach O biegt südlich an ihm vorbei
tiles-layout-bridges-castles-bazaars-road-inn-bazaar = ein Basar; eine Straße von S endet an ihm, ein Wirtshaus an der Straße
tiles-layout-bridges-castles-bazaars-two-roads-bazaar = ein Basar in der Mitte; Straßen von N und von S enden an ihm
tiles-layout-bridges-castles-bazaars-two-roads-inn-bazaar = ein Basar in der Mitte; Straßen von N und von S enden an ihm, ein Wirtshaus an der Straße S

check-bcb-bought = bazaar: erwartet { $expected }, geurteilt { $ruled }

# `carc play`'s summary: how often a turn took each of the box's keys.
play-step-key-bridge = gelegte Brücken
play-step-key-auction = Basar-Versteigerungen

# The comment `carc new` writes for this box (each line after the box's name).
new-note-bridges-castles-bazaars =
    eine Brücke wird mit der Karte gelegt: `bridge: {"{"}at: [x, y], axis: north-south{"}"}`;
    die Brücken auf dem Tisch: `bridges: [{"{"}at: [x, y], axis: east-west{"}"}]`;
    nach einer Basarkarte die Versteigerung: `auction: {"{"}tiles: [...], rounds: [{"{"}player: blue, tile: base/D, bid: 1, bids: {"{"}red: 2{"}"}, choice: sell{"}"}]{"}"}`

# The pictures' legends.

show-svg-bcb-bridges = Brücken: die Holzstege mit zwei Geländern quer über einer Karte, jede eine Straße
show-svg-bcb-bazaars = Basarkarten: das rot-weiße Sonnendach über der Mitte einer Karte
show-bcb-bridges = Brücken
show-bcb-bazaar-tiles = Basarkarten

# Broken input.

diag-bcb-import-bridge-location = JCloisterZone legt eine Brücke `{ $location }`, die keine Richtung über eine Karte ist
diag-bcb-too-many = `{ $key }` hat { $count } Einträge; höchstens { $max }
diag-bcb-auction = `auction` ist `{"{"}tiles: [...], rounds: [...]{"}"}`: die aufgedeckten Karten, eine je Spieler, und die Runden, in denen die Spieler wählen
diag-bcb-round = eine Runde ist `{"{"}player: blue, tile: base/D, bid: 1, bids: {"{"}red: 2{"}"}, choice: sell{"}"}`: wer wählt, die Karte, das Eröffnungsgebot, die Gebote der anderen Spieler und `buy` oder `sell`
diag-word-choice = Entscheidung
    .unknown = unbekannte Entscheidung
    .not = weder `buy` noch `sell`
diag-bcb-bid-negative = ein Gebot ist eine Zahl von Punkten von 0 bis { $max }
diag-bcb-choice-missing = die Runde hat Gebote, aber keine `choice`: schreibe, ob { $player } die Karte kauft oder verkauft
diag-bcb-not-revealed = { $tile } gehört nicht zu den Karten, die die Versteigerung aufdeckt, oder wurde in einer früheren Runde gewählt
diag-bcb-not-revealed-label = nicht im Angebot
diag-bcb-bought = `bazaar` nennt die auf einem Basar gekauften und noch nicht gespielten Karten, in der Reihenfolge, in der sie gespielt werden: `[{"{"}player: blue, tile: base/D{"}"}, ...]`
diag-bcb-bought-twice = { $player } hat zwei gekaufte Karten: Ein Basar gibt jedem Spieler eine

diag-bcb-bridge = `{ $key }` ist `{"{"}at: [x, y], axis: north-south{"}"}`: das Feld der Karte, über die die Brücke führt, und ihre Richtung, `north-south` oder `east-west`
diag-bcb-bridges = `bridges` ist eine Liste der Brücken auf dem Tisch, jede `{"{"}at: [x, y], axis: east-west{"}"}`
diag-word-axis = Richtung
    .unknown = unbekannte Richtung einer Brücke
    .not = weder `north-south` noch `east-west`
diag-bcb-not-in-play = eine Brücke aus Brücken, Burgen und Basare
diag-bcb-no-tile = auf { $at } liegt keine Karte, über die die Brücke führen könnte
diag-bcb-no-tile-label = keine Karte auf diesem Feld
diag-bcb-crosses-a-tile = eine Brücke führt über eine Karte auf dem Tisch oder über die Karte, die der Zug legt
diag-bcb-second = zwei Brücken führen über die Karte auf { $at }
diag-bcb-second-label = eine zweite Brücke auf dieser Karte
diag-bcb-one-a-tile = eine Karte trägt nur eine Brücke: schreibe nur eine davon
diag-bcb-not-field = die Brücke über der Karte auf { $at } würde an deren Seite { $side } auf { $shows ->
        [road] einer Straße
        [city] einer Stadt
        [river] einem Fluss
        [field] einer Wiese
       *[other] einer Kante
    } enden, und kein Spiel legt sie dorthin
diag-bcb-not-field-label = die Seite { $side } ist dort keine Wiese
diag-bcb-between-fields = eine Brücke verläuft zwischen den Mitten zweier gegenüberliegender Seiten, die nur Wiese zeigen
diag-bcb-meets = die Brücke über der Karte auf { $at } stößt an deren Seite { $side } an { $theirs ->
        [city] die Stadt
        [field] die Wiese
        [river] den Fluss
        [road] die Straße
       *[other] die Kante
    } der Karte auf { $neighbour }, und kein Spiel legt sie dorthin
diag-bcb-meets-label = ihr Ende an Seite { $side } trifft auf keine Straße
diag-bcb-end-meets-road = ein Brückenende trifft auf eine Straße oder ein leeres Feld: prüfe die Richtung der Brücke und die Karten daneben

## The rules in the project's own words

rule-text-bcb-supply = Jeder Spieler hat bei zwei, drei oder vier Spielern drei Brücken, bei fünf oder sechs Spielern zwei. Eine gelegte Brücke bleibt bis zum Spielende auf dem Tisch und gehört niemandem; wer keine mehr hat, legt keine mehr.
rule-text-bcb-bridge = Einmal pro Zug darf ein Spieler direkt nach dem Legen seiner Karte eine Brücke legen: über die gelegte Karte oder über eine Karte, die eine Seite mit ihr teilt (nie über eine nur schräg angrenzende), gerade von der Mitte einer Seite zur Mitte der gegenüberliegenden Seite. Die Brücke kommt zusätzlich zu der Figur hinzu, die er in seinem Zug einsetzt.
rule-text-bcb-bridge-ends = Beide Enden einer Brücke liegen auf Seiten ihrer Karte, die nur Wiese zeigen; dazwischen darf sie über eine Straße, eine Stadt, ein Kloster oder Figuren führen. Eine Karte trägt nur eine Brücke. Ein Brückenende ist ein Straßenende und liegt daher einem leeren Feld oder einer Straße gegenüber, nie einer Wiese oder einer Stadt einer Nachbarkarte (Lesarten §1.19).
rule-text-bcb-bridge-fit = Eine Karte darf so gelegt werden, dass eine Straße an eine Wiesenseite ihrer Nachbarkarte stößt oder eine Wiesenseite an eine Straße, wenn die in diesem Zug gelegte Brücke die Straße weiterführt: über die Nachbarkarte oder über die gelegte Karte selbst. Eine Karte, die nur so passt, darf mit der Brücke gelegt werden; alle übrigen Kanten müssen weiterhin passen.
rule-text-bcb-bazaar = Wer eine vom Stapel gezogene Basarkarte legt, hält nach dem Zug eine Versteigerung ab (nach der Wertung und nach der zweiten Karte eines Baumeisters). Keine Versteigerung gibt es nach einer Karte, die auf einem Basar gekauft und in einer Basarrunde gespielt wird, nach einer Karte, die gelegt wird, solange noch gekaufte Karten zu spielen sind, und nach einem Basar, wenn weniger Karten im Stapel liegen, als es Spieler gibt. Der Schiedsrichter beurteilt eine Versteigerung, die die Aktion unter `auction` nennt, direkt nach dem Zug der Basarkarte (Lesarten §1.20).
rule-text-bcb-auction = Die Versteigerung deckt eine Karte je Spieler auf. Beginnend beim linken Nachbarn dessen, der den Basar gelegt hat, und weiter reihum wählt der nächste Spieler, der noch keine Karte hat, eine der übrigen Karten und gibt ein Eröffnungsgebot von null oder mehr Punkten ab (wer seine Karte verkauft hat, wählt erneut, wenn er wieder an der Reihe ist); danach darf jeder andere Spieler ohne Karte in Zugreihenfolge einmal bieten, höher als das vorige Gebot, oder passen. Dann kauft der Wählende die Karte und zahlt das höchste Gebot an den, der es abgegeben hat, oder er verkauft sie an diesen Bieter, der ihm das Gebot zahlt; hat niemand überboten, nimmt der Wählende die Karte und zahlt sein eigenes Gebot an niemanden. Der letzte Spieler ohne Karte nimmt die letzte Karte umsonst. Punktestände dürfen unter null fallen.
rule-text-bcb-bazaar-round = Nach der Versteigerung spielt jeder Spieler seine gekaufte Karte, eine je Zug, als eigenen Zug: vom linken Nachbarn dessen, der den Basar gelegt hat, reihum bis zu diesem Spieler, der so einen Zug mehr hat; danach geht das Spiel weiter mit dessen linkem Nachbarn, der vom Stapel zieht. Eine gekaufte Karte löst keine neue Versteigerung aus.
rule-text-bcb-bridge-road = Eine Brücke ist eine Straße von einem ihrer Enden zum anderen und mit nichts auf ihrer Karte verbunden: Die Straßen, Städte und Wiesen unter ihr bleiben, wie sie sind, und die Wiesen werden nicht geteilt. Auf eine Brücke über der eben gelegten Karte darf eine Figur eingesetzt werden wie auf jede Straße; eine Straße über Brücken bringt wie jede Straße einen Punkt für jede Karte, über die sie führt.

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-bcb-supply = Bridges, Castles and Bazaars, Vorbereitung (drei Brücken je Spieler bei zwei bis vier Spielern, zwei bei fünf oder sechs)
rule-section-bcb-bridge = Bridges, Castles and Bazaars, Brücken › 1. Eine Karte legen (eine Brücke je Zug, direkt nach der Karte gelegt, über sie oder über eine Karte daneben, nie schräg; gerade hinüber, zwischen den Mitten zweier gegenüberliegender Seiten)
rule-section-bcb-bridge-ends = Bridges, Castles and Bazaars, Brücken › 1. Eine Karte legen (beide Enden auf Wiesenseiten der Karte; eine Brücke je Karte; ein Brückenende ist ein Straßenende und stößt an keine Wiese: Lesarten §1.19)
rule-section-bcb-bridge-fit = Bridges, Castles and Bazaars, Brücken › 1. Eine Karte legen (eine Straße darf an eine Wiesenseite stoßen, wenn eine in diesem Zug gelegte Brücke, über der Karte oder ihrer Nachbarkarte, sie weiterführt)
rule-section-bcb-bazaar = Bridges, Castles and Bazaars, Basare › 4. Eine Basar-Versteigerung abhalten (wer eine Basarkarte gelegt hat, hält nach dem Zug eine Versteigerung ab; nicht für eine auf einem Basar gekaufte Karte; nicht, wenn zu wenige Karten übrig sind: Lesarten §1.20)
rule-section-bcb-auction = Bridges, Castles and Bazaars, Basare › 4. Eine Basar-Versteigerung abhalten, und das Beispiel der ersten Ausgabe (eine Karte je Spieler; vom linken Nachbarn des Basar-Legers an wählt jeder Spieler ohne Karte eine und bietet, die anderen überbieten reihum je einmal; vom Höchstbietenden kaufen oder an ihn verkaufen; die letzte Karte umsonst: Lesarten §1.20)
rule-section-bcb-bazaar-round = Bridges, Castles and Bazaars, Basare (die gekauften Karten werden eine je Zug gespielt, vom linken Nachbarn des Basar-Legers reihum bis zu ihm, jede als eigener Zug, bevor wieder jemand zieht)
rule-section-bcb-bridge-road = Bridges, Castles and Bazaars, Brücken › 2. Einen Gefolgsmann einsetzen und 3. Wertung (die Brücke ist eine Straße, mit nichts unter ihr verbunden, die Wiesen bleiben ganz; auf der eben gelegten Karte darf eine Figur auf sie eingesetzt werden; sie wird wie jede Straße gewertet)
