## base

document-base-rules = Carcassonne-Spielregel (neue Ausgabe) und die Figuren, die sie hinzufügt

rule-base-place-tile = Eine Karte anlegen

rule-base-deploy = Eine Figur einsetzen

rule-base-deploy-occupied = Kein Einsetzen in ein besetztes Gebiet

rule-base-score-road = Wertung einer abgeschlossenen Straße

rule-base-score-city = Wertung einer abgeschlossenen Stadt

rule-base-score-monastery = Wertung eines abgeschlossenen Klosters

rule-base-majority = Wer für ein Gebiet punktet

rule-base-return = Figuren kehren nach der Wertung zurück

rule-base-final-road = Offene Straßen bei Spielende

rule-base-final-city = Offene Städte bei Spielende

rule-base-final-monastery = Nicht abgeschlossene Klöster bei Spielende

rule-base-score-farm = Wiesen bei Spielende

rule-base-final-scoring = Die Schlusswertung
rule-base-zero-total = Eine höchste Stärke von 0 bringt niemandem Punkte
rule-base-second-try = Ein zweiter Versuch eines Zugteils, den es nur einmal gibt, ist verboten
rule-base-one-turn = Die Karten eines Doppelzugs sind ein Spielzug

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# Der Aufbau jeder Karte der Schachtel nach ihrer Kennung (`base/D` ist
# `tiles-layout-base-D`), wie `carc tiles` ihn auflistet.
tiles-layout-base-A = Kloster mit Straße
tiles-layout-base-B = Kloster
tiles-layout-base-C = Stadt an allen vier Seiten, Wappen
tiles-layout-base-D = Stadtkappe N, gerade Straße W-O
tiles-layout-base-E = Stadtkappe N
tiles-layout-base-F = Stadt quer W-O (eine Stadt), Wappen
tiles-layout-base-G = Stadt quer W-O (eine Stadt)
tiles-layout-base-H = zwei getrennte Stadtkappen, N und S
tiles-layout-base-I = zwei getrennte Stadtkappen an benachbarten Seiten, N und W
tiles-layout-base-J = Stadtkappe N, Straßenkurve O-S
tiles-layout-base-K = Stadtkappe N, Straßenkurve S-W
tiles-layout-base-L = Stadtkappe N, Kreuzung dreier Straßen O/S/W
tiles-layout-base-M = Stadt an N+W (eine Stadt), Wappen
tiles-layout-base-N = Stadt an N+W (eine Stadt)
tiles-layout-base-O = Stadt an N+W, Wappen, Straßenkurve O-S
tiles-layout-base-P = Stadt an N+W, Straßenkurve O-S
tiles-layout-base-Q = Stadt an N+O+W, Wappen
tiles-layout-base-R = Stadt an N+O+W
tiles-layout-base-S = Stadt an N+O+W, Wappen, Straße von S in die Stadt
tiles-layout-base-T = Stadt an N+O+W, Straße von S in die Stadt
tiles-layout-base-U = gerade Straße W-O
tiles-layout-base-V = Straßenkurve S-W
tiles-layout-base-W = Kreuzung dreier Straßen O/S/W
tiles-layout-base-X = Kreuzung von vier Straßen
tiles-layout-base-E-garden = wie base/E, mit einem Garten
tiles-layout-base-H-garden = wie base/H, mit einem Garten
tiles-layout-base-I-garden = wie base/I, mit einem Garten
tiles-layout-base-M-garden = wie base/M, mit einem Garten
tiles-layout-base-N-garden = wie base/N, mit einem Garten
tiles-layout-base-R-garden = wie base/R, mit einem Garten
tiles-layout-base-U-garden = wie base/U, mit einem Garten
tiles-layout-base-V-garden = wie base/V, mit einem Garten

# The tile.
refusal-square-taken = auf Feld { $at } liegt schon { $tile }
label-taken-square = belegtes Feld
aside-tile-here = { $tile } liegt auf { $at }
help-empty-square = eine Karte kommt auf ein leeres Feld neben den Karten auf dem Tisch
refusal-not-next-to-table = Feld { $at } grenzt mit keiner Seite an eine Karte auf dem Tisch
label-not-next-to-table = nicht neben den Karten auf dem Tisch
help-free-squares = freie Felder neben den Karten auf dem Tisch: { $squares }
# `$mine` and `$theirs` are edge kinds: road, city, field, river.
refusal-edges-mismatch = { $tile } legt um { $rotation }° gedreht { $mine ->
    [road] eine Straße
    [city] eine Stadt
    [field] eine Wiese
    [river] einen Fluss
   *[other] eine Kante
} an { $theirs ->
    [road] die Straße
    [city] die Stadt
    [field] die Wiese
    [river] den Fluss
   *[other] die Kante
} der Karte auf { $neighbour } (Seite { $side })
label-edges-mismatch = Kanten passen nicht
aside-edge-on-side = { $theirs ->
    [road] Straße
    [city] Stadt
    [field] Wiese
    [river] Fluss
   *[other] Kante
} an ihrer Seite { $side }
help-fits-at = { $rotations-count ->
    [0] { $tile } passt in keiner Drehung auf { $at }
   *[other] { $tile } passt auf { $at } um { $rotations }° gedreht
}

# The deployment.
refusal-none-in-supply = { $player } hat { $figure-kind ->
    [big-follower] keinen großen Gefolgsmann
    [barn] keine Scheune
    [phantom] kein Phantom
    [pig] kein Schwein
    [tower-floor] kein Turmteil
    [castle] kein Burgplättchen
   *[other] keinen { $figure }
} mehr im Vorrat
label-none-in-hand = keiner im Vorrat
help-all-on-board = alle Figuren dieser Art ({ $figure }) von { $player } stehen auf dem Tisch; setze eine andere Figur oder keine ein
refusal-inconsistent = die Stellung passt hier nicht zusammen (ein Fehler von carc, nicht des Szenarios: bitte melden)
refusal-lake-not-a-feature = der See von { $tile } ist kein Gebiet: niemand steht darauf; seine Straßenenden heißen nach ihren Punkten ({ $jetties })
refusal-no-feature-at = { $tile } hat bei { $point } kein Gebiet
refusal-no-centre = { $tile } hat { $name ->
    [monastery] kein Kloster
    [garden] keinen Garten
    [abbey] keine Abtei
    [shrine] keine Kultstätte
   *[other] kein { $name }
}
refusal-no-tile-on = auf { $at } liegt keine Karte
label-not-on-placed-tile = kein Gebiet der gelegten Karte
help-features-here = Gebiete von { $tile } hier: { $features }
refusal-occupied = { $feature-in } steht schon { $holder }
label-kind-occupied = { $kind ->
    [road] Straße
    [city] Stadt
    [field] Wiese
    [monastery] Kloster
    [garden] Garten
   *[other] Gebiet
} ist besetzt
aside-stands-here = hier steht { $figure }
help-free-for = { $free-count ->
    [0] kein Gebiet von { $tile } ist frei für { $figure-a }
   *[other] frei für { $figure-a } auf dieser Karte: { $free }
}
refusal-cannot-stand-on = { $figure-the } kann nicht auf dem Gebiet { $spot } von { $tile } stehen
label-a-kind = { $kind ->
    [road] eine Straße
    [city] eine Stadt
    [field] eine Wiese
    [monastery] ein Kloster
    [garden] ein Garten
   *[other] ein { $kind }
}
help-goes-on = { $figure-the } kommt { $figure-places }
refusal-never-at-corner = { $figure-the } steht auf einem Gebiet der gelegten Karte, nie an einer Ecke
label-a-corner = eine Ecke
help-stands-on = mit `on` kommt { $figure-the } { $figure-places }
refusal-figure-not-on = { $figure-the } kann nicht { $kind ->
    [road] auf einer Straße
    [city] in einer Stadt
    [field] auf einer Wiese
    [monastery] in einem Kloster
    [garden] in einem Garten
   *[other] auf { $kind }
} stehen

refusal-one-deployment = der Einsatz dieses Zuges ist schon gemacht: in jedem Zug setzt man einmal ein, und eine Handlung statt des Einsetzens zählt als dieser eine Einsatz
label-one-deployment = ein zweiter Einsatz
help-one-deployment = behalte einen der beiden; der andere kann in einem späteren Zug folgen
refusal-no-next-tile = man legt eine Karte pro Zug; eine zweite gibt es nur, wenn die Karte davor sie eingebracht hat, und diese hat es nicht
label-no-next-tile = eine Karte, die der Zug nicht eingebracht hat
help-no-next-tile = lege diese Karte in einem eigenen Zug
refusal-only-on-features = { $figure-the } steht nur dort, wo die Regeln dieser Figur es erlauben, nie oben auf einem Turm
label-only-on-features = keine Figur für einen Turm
refusal-not-a-figure = { $figure-the } wird nicht auf ein Gebiet gesetzt, sondern mit `deploy: {"{"}floor: [x, y]{"}"}` auf einen Turm gebaut
label-not-a-figure = wird nicht auf eine Karte gesetzt

## The rules in the project's own words

rule-text-base-place-tile = Die gezogene Karte wird auf ein freies Feld gelegt, der mit mindestens einer Seite an eine bereits ausliegende Karte grenzt, und so gedreht, dass jede angrenzende Seite zu ihrer Nachbarkarte passt: Stadt an Stadt, Straße an Straße, Wiese an Wiese.
rule-text-base-deploy = Nach dem Anlegen der Karte darf der Spieler eine Figur aus seinem eigenen Vorrat in ein Gebiet dieser Karte einsetzen (eine Straße, eine Stadt, ein Kloster oder eine Wiese) oder auf das Einsetzen verzichten. Infrage kommen nur Gebiete der gerade gelegten Karte.
rule-text-base-deploy-occupied = Eine Figur darf nicht in ein Gebiet eingesetzt werden, in dem irgendwo bereits ein Gefolgsmann steht, gleich wem dieser Gefolgsmann gehört und wie viele Karten entfernt er steht. Gebiete, die von mehreren Spielern besetzt sind, entstehen nur, wenn eine Karte getrennt besetzte Teile verbindet.
rule-text-base-score-road = Eine Straße ist abgeschlossen, wenn sie an beiden Enden begrenzt ist: durch eine Kreuzung, eine Stadt, ein Kloster, eine Sackgasse oder dadurch, dass sie sich zu einem Ring schließt. Sie bringt 1 Punkt für jede Karte, über die sie verläuft (jede Karte zählt einmal).
rule-text-base-score-city = Eine Stadt ist abgeschlossen, wenn ihre Stadtmauer lückenlos geschlossen ist. Sie bringt 2 Punkte pro Karte und 2 weitere pro Wappen; in der neuen Ausgabe bringt auch eine Stadt aus nur zwei Karten 4 Punkte.
rule-text-base-score-monastery = Ein Kloster ist abgeschlossen, wenn auf allen acht Feldern um es herum Karten liegen; es bringt dann 9 Punkte: einen für die eigene Karte und je einen für jede Nachbarkarte.
rule-text-base-majority = Wird ein Gebiet gewertet, zählt jeder Spieler die Stärke seiner Gefolgsleute darin zusammen. Der Spieler mit der höchsten Summe erhält den vollen Wert; haben mehrere Spieler gleichauf die höchste Summe, erhält jeder von ihnen den vollen Wert; alle anderen gehen leer aus.
rule-text-base-return = Nach der Wertung eines abgeschlossenen Gebiets kehrt jede Figur darin in den Vorrat ihres Besitzers zurück, gleich ob dieser Punkte erhalten hat oder nicht.
rule-text-base-final-road = Bei Spielende bringt eine nicht abgeschlossene Straße der Mehrheit 1 Punkt pro Karte, genau wie eine abgeschlossene.
rule-text-base-final-city = Bei Spielende zählt eine nicht abgeschlossene Stadt die Hälfte: 1 Punkt pro Karte und 1 pro Wappen.
rule-text-base-final-monastery = Bei Spielende bringt ein nicht abgeschlossenes Kloster 1 Punkt für die eigene Karte plus 1 für jede Karte auf seinen acht Nachbarfeldern.
rule-text-base-score-farm = Bei Spielende wird jede Wiese (eine zusammenhängende Wiesenfläche, begrenzt durch Straßen, Städte und den Rand der ausliegenden Karten) für die Mehrheit ihrer Bauern gewertet: 3 Punkte für jede abgeschlossene Stadt, die an sie grenzt. Eine Stadt, die an mehrere Wiesen grenzt, zählt für jede von ihnen, aber nur einmal pro Wiese.
rule-text-base-final-scoring = Ist die letzte Karte gelegt, wird jedes Gebiet, in dem noch Figuren stehen, mit seinem Wert bei Spielende gewertet, danach die Wiesen; die Figuren werden vom Tisch genommen, sobald ihr Gebiet gewertet ist.
rule-text-base-zero-total = Ist die größte Stärke in einem gewerteten Gebiet 0 (dort stehen nur Bürgermeister einer Stadt ohne Wappen), erhält niemand Punkte, und die Figuren kehren trotzdem zurück. So liest dieses Projekt car:fn163 und car:fn164, die eine solche Stadt behandeln, als stünde kein Gefolgsmann darin (Auslegungen §2.2).
rule-text-base-second-try = Eine Aktion, die zweimal versucht, was ein Spielzug nur einmal erlaubt (ein zweites Einsetzen, Lösegeld, eine zweite Flucht, ein zweites Betreten der Stadt oder Versetzen des Grafen), wird nach der Regel dieses Teils als verboten abgelehnt und nicht als fehlerhafte Datei beiseitegelegt: Am Tisch kann man es versuchen, und die Regeln verbieten es (Auslegungen §6b.2).
rule-text-base-one-turn = Die beiden Karten eines Doppelzugs des Baumeisters bilden einen Spielzug: Was ein Spieler einmal pro Zug tun darf (einen Gefangenen freikaufen, die Stadt Carcassonne betreten, eine Fähre versetzen, aus einer Belagerung fliehen), tut er über beide Karten zusammen nur einmal; eine Karte, die in einem eigenen Zug erlaubt wäre, wird abgelehnt, wenn die Karte davor dies schon verbraucht hat (Auslegungen §6b.3).

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-base-place-tile = Eine Karte legen
rule-section-base-deploy = Einen Gefolgsmann einsetzen
rule-section-base-deploy-occupied = Einen Gefolgsmann einsetzen
rule-section-base-score-road = Eine Straße werten
rule-section-base-score-city = Eine Stadt werten
rule-section-base-score-monastery = Ein Kloster werten
rule-section-base-majority = Wertung: mehrere Gefolgsleute in einem Gebiet
rule-section-base-return = Rückkehr der Gefolgsleute
rule-section-base-final-road = Schlusswertung
rule-section-base-final-city = Schlusswertung
rule-section-base-final-monastery = Schlusswertung
rule-section-base-score-farm = Schlusswertung: Wiesen
rule-section-base-final-scoring = Spielende
rule-section-base-zero-total = §2.2 eine höchste Summe von 0 bringt niemandem Punkte
rule-section-base-second-try = §6b.2 ein zweiter Versuch eines Zugteils, den ein Zug nur einmal hat, ist verboten, nicht fehlerhaft
rule-section-base-one-turn = §6b.3 die Karten eines Doppelzugs sind ein Zug
