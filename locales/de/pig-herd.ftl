## car

rule-car-fn194 = Schweineherden bringen Scheunen nichts (nur Big Box 2)

rule-car-fn195 = Schweineherde und Scheune: als Wertung der Bauern gelesen

## pig-herd

rule-pigherd-score = Die Schweineherde bringt den Gewinnern der Wiese einen Punkt pro Stadt

## The steps of a ruling.

# The River II's pig herd: the farm's winner gets this much more a city.
farm-herd-note = {" "}(mit der Schweineherde: +{ $herd } pro Stadt)
step-herd-beside-barn = die Schweineherde auf { $farm } bringt der Scheune von { $player } nichts

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# Der Aufbau jeder Karte der Schachtel nach ihrer Kennung (`base/D` ist
# `tiles-layout-base-D`), wie `carc tiles` ihn auflistet.
tiles-layout-river-ii-pig-herd = Flusskurve W-N; die Schweineherde auf der Wiese außerhalb der Kurve

show-svg-river-ii = Der Fluss II
show-svg-pig-herd = eine Schweineherde als rosa Fleck auf ihrer Wiese
show-pig-herds = Schweineherden
show-pig-herd-title = Schweineherde

# The comment `carc new` writes for this box (each line after the box's name).
new-note-pig-herd =
    die Karte `river-ii/pig-herd` (seine Flussseiten passen nur an einen Fluss: lass diese Felder leer);
    sein Wiesengebiet bringt den Bauern, die es gewinnen, einen Punkt mehr je abgeschlossener Stadt

## The rules in the project's own words

rule-text-car-fn194 = Der Satz, der Scheunen jeden Bonus durch eine Schweineherde verweigert, erschien zuerst in der Big Box 2 von HiG und bestätigte eine ältere FAQ; die Big Box 3 lässt ihn weg, vermutlich weil Der Fluss II nicht in dieser Box enthalten ist. Der Schiedsrichter wendet ihn an: Bei Spielende wertet der Besitzer einer Scheune eine Wiese mit der Schweineherde wie jede andere, und das Urteil sagt, dass die Herde nichts hinzufügt (readings §4.6).
rule-text-car-fn195 = Diese Anmerkung sagt, eine Schweineherde könne einen Punkt pro Stadt hinzufügen, wenn eine Scheune auf der Wiese steht, was fn194 zu widersprechen scheint. Der Schiedsrichter liest sie als Wertung der Bauern auf einer Scheunenwiese, wie die Übersichtstabellen sie aufführen: Bauern, die beim Einsetzen einer Scheune gewertet werden, erhalten auf der Wiese der Herde 4 pro Stadt, und Bauern, die an eine Scheunenwiese mit der Herde angeschlossen werden, 2; die eigene Schlusswertung der Scheune lässt die Herde unberücksichtigt (car:fn194, readings §4.6).
rule-text-pigherd-score = Die Karte mit der Schweineherde aus Der Fluss II zeigt eine Herde auf der Wiese außerhalb der Flussbiegung. Wer die Wiese mit der Herde wertet (die Mehrheit der Bauern, bei Gleichstand jeder Beteiligte), erhält für jede angrenzende abgeschlossene Stadt einen Punkt mehr: 4 bei Spielende, 5 mit dem eigenen Schwein. Der Fluss ist kein Gebiet und trennt die Wiesen der Karte; seine Seiten passen nur an einen Fluss, sodass keine andere Karte an ihnen anliegen darf. Von Der Fluss II ist nur diese Karte umgesetzt.

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-car-fn194 = Fußnote 194 (zur Schlusswertung: die Karte mit der Schweineherde und Scheunen)
rule-section-car-fn195 = Fußnote 195 (zur Schlusswertung: die Karte mit der Schweineherde und Scheunen)
rule-section-pigherd-score = Die Schweineherde (Wertung der Wiese, auf der sie steht)
