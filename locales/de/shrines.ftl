## shrines

document-shrines = Kultstätten (WikiCarpedia: „Count, King and Robber“, Shrines, neue Ausgabe, und „Heretics and Shrines (1st edition)“)

rule-shrines-shrine = Eine Kultstätte wird wie ein Kloster gelegt, besetzt und gewertet
rule-shrines-neighbours = Keine Kultstätte neben zwei Klöstern, kein Kloster neben zwei Kultstätten
rule-shrines-challenge = Kultstätte und Kloster nebeneinander: Wer zuerst abgeschlossen ist, gewinnt die Herausforderung

## The steps of a ruling.

aside-shrines-loses = { $winner } ist zuerst abgeschlossen: { $loser } daneben verliert die Herausforderung, und die Gefolgsleute darauf gehen ohne Punkte zurück

## Why an action is refused.

refusal-shrines-shrine-too-many = { $tile } käme mit seiner Kultstätte neben mehr als ein Kloster, auf { $squares }: Eine Kultstätte grenzt nie an mehr als ein Kloster
refusal-shrines-monastery-too-many = { $tile } käme mit seinem Kloster neben mehr als eine Kultstätte, auf { $squares }: Ein Kloster grenzt nie an mehr als eine Kultstätte
refusal-shrines-shrine-second = { $tile } käme mit seiner Kultstätte neben das Kloster auf { $at }, das schon eine Kultstätte neben sich hat, auf { $first }: Ein Kloster grenzt nie an mehr als eine Kultstätte
refusal-shrines-monastery-second = { $tile } käme mit seinem Kloster neben die Kultstätte auf { $at }, die schon ein Kloster neben sich hat, auf { $first }: Eine Kultstätte grenzt nie an mehr als ein Kloster
label-shrines-neighbours = eine zweite Kultstätte oder ein zweites Kloster neben einem Gebäude der anderen Art
help-shrines-neighbours = lege die Karte so, dass ihre Kultstätte oder ihr Kloster an höchstens ein Gebäude der anderen Art grenzt, und dieses an kein weiteres

# Commands' words: moves, show, tiles, check, new, play, gen, import.

tiles-layout-shrines-shrine = eine Kultstätte auf einer Wiese
tiles-layout-shrines-shrine-cap = eine Kultstätte; ein Stadtteil im N
tiles-layout-shrines-shrine-road = eine Kultstätte mit einer Straße von S, die an ihr endet
tiles-layout-shrines-shrine-cap-road = eine Kultstätte mit einer Straße von S, die an ihr endet; ein Stadtteil im N
tiles-layout-shrines-shrine-two-roads = eine Kultstätte mit Straßen von N und von S, die je an ihr enden

new-note-shrines =
    ein Gefolgsmann kommt mit `on: shrine` auf eine Kultstätte; sie wird wie ein Kloster gewertet;
    keine Kultstätte neben zwei Klöstern, kein Kloster neben zwei Kultstätten

## The rules in the project's own words

rule-text-shrines-shrine = Eine Kultstätte wird genau wie ein Kloster gelegt, besetzt und gewertet: Ein Gefolgsmann auf ihr bringt 9 Punkte, wenn die Kultstätte und ihre acht Nachbarfelder alle belegt sind, und bei Spielende einen Punkt je Karte davon auf dem Tisch; auch der Abt darf auf ihr stehen.
rule-text-shrines-neighbours = Eine Karte darf nicht so gelegt werden, dass eine Kultstätte auf ihren acht Nachbarfeldern zwei oder mehr Klöster hat oder ein Kloster zwei oder mehr Kultstätten; die Abtei zählt als Kloster. Kultstätten neben Kultstätten und Klöster neben Klöstern sind frei.
rule-text-shrines-challenge = Eine Kultstätte und ein Kloster auf benachbarten Feldern, jedes mit einem Gefolgsmann, fordern einander heraus. Das zuerst abgeschlossene wird wie üblich gewertet; das andere verliert, wenn es noch nicht abgeschlossen und besetzt ist: Seine Gefolgsleute gehen ohne Punkte zurück. Ein leeres Gebäude fordert niemanden heraus. Schließt eine Karte beide ab, werden beide gewertet; bei Spielende werden beide wie üblich gewertet.

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-shrines-shrine = Shrines (eine Kultstätte ist in jeder Hinsicht ein Kloster: Ihr Gefolgsmann ist ein Ketzer, sie wird wie ein Kloster gewertet)
rule-section-shrines-neighbours = Shrines, eine Karte legen (eine Kultstätte grenzt an höchstens ein Kloster, ein Kloster an höchstens eine Kultstätte; Lesarten §1.18)
rule-section-shrines-challenge = Shrines, die Herausforderung (besetzte Kultstätte und besetztes Kloster nebeneinander: das zuerst abgeschlossene wird gewertet, die Gefolgsleute des anderen gehen ohne Punkte zurück; Lesarten §1.18)
