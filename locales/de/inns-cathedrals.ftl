## inns-cathedrals

document-inns-cathedrals = Wirtshäuser und Kathedralen (WikiCarpedia, neue Ausgabe)

rule-ic-inn = Eine abgeschlossene Straße mit Wirtshaus zählt doppelt

rule-ic-inn-unfinished = Eine offene Straße mit Wirtshaus zählt nichts

rule-ic-cathedral = Eine abgeschlossene Stadt mit Kathedrale zählt 3 pro Karte und Wappen

rule-ic-cathedral-unfinished = Eine offene Stadt mit Kathedrale zählt nichts
rule-ic-marks-once = Zwei Wirtshäuser an einer Straße oder zwei Kathedralen in einer Stadt zählen einmal

## The steps of a ruling.

working-marks-once = { $working } ({ $count } { $mark ->
    [inn] Wirtshäuser
   *[other] Kathedralen
}, nur einmal gezählt)

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# Der Aufbau jeder Karte der Schachtel nach ihrer Kennung (`base/D` ist
# `tiles-layout-base-D`), wie `carc tiles` ihn auflistet.
tiles-layout-inns-cathedrals-monastery-two-roads = Kloster; die Straßen W und O enden jeweils daran
tiles-layout-inns-cathedrals-cathedral = Stadt an allen vier Seiten mit einer Kathedrale
tiles-layout-inns-cathedrals-four-caps = vier getrennte Stadtkappen N, O, S, W um eine innere Wiese
tiles-layout-inns-cathedrals-four-caps-garden = wie inns-cathedrals/four-caps, mit einem Garten
tiles-layout-inns-cathedrals-three-caps = drei getrennte Stadtkappen N, O, W; Wiese S
tiles-layout-inns-cathedrals-caps-n-s-roads-w-e = getrennte Stadtkappen N und S, deren Mauern sich in der Mitte treffen; die Straßen W und O enden dort
tiles-layout-inns-cathedrals-corner-city-cap-s = Stadt N-W (Wappen) und eine getrennte Stadtkappe S; Wiese O
tiles-layout-inns-cathedrals-cap-split-fields = Stadtkappe N; eine Mauer von der Stadt zur Ecke SO teilt die Wiese in zwei
tiles-layout-inns-cathedrals-cap-road-s = Stadtkappe N; Straße von S führt in die Stadt
tiles-layout-inns-cathedrals-corner-city-road-e = Stadt N-W; Straße von O führt in die Stadt
tiles-layout-inns-cathedrals-band-roads-n-s = Stadt quer W-O (Wappen); Straßen von N und S führen hinein
tiles-layout-inns-cathedrals-corner-city-road-s-inn = Stadt N-W; Straße von S mit einem Wirtshaus führt in die Stadt
tiles-layout-inns-cathedrals-cap-curve-ws-inn = Stadtkappe N; Straßenkurve W-S mit einem Wirtshaus
tiles-layout-inns-cathedrals-corner-city-curve-es-inn = Stadt N-W (Wappen); Straßenkurve O-S mit einem Wirtshaus
tiles-layout-inns-cathedrals-crossing-3-inn = Kreuzung der Straßen W, S und O; ein Wirtshaus an der Straße O
tiles-layout-inns-cathedrals-straight-inn = gerade Straße W-O mit einem Wirtshaus
tiles-layout-inns-cathedrals-straight-inn-garden = wie inns-cathedrals/straight-inn, mit einem Garten
tiles-layout-inns-cathedrals-curve-ws-inn = Straßenkurve W-S mit einem Wirtshaus
tiles-layout-inns-cathedrals-two-curves = zwei Straßenkurven, W-S und N-O

show-svg-inns-cathedrals = Wirtshäuser und Kathedralen
show-svg-inn = ein Wirtshaus als Haus mit rotem Dach neben seiner Straße
show-svg-cathedral = eine Kathedrale als graue Kirche in ihrer Stadt
show-inns = Wirtshäuser
show-cathedrals = Kathedralen

# The comment `carc new` writes for this box (each line after the box's name).
new-note-inns-cathedrals =
    die Karten `inns-cathedrals/*` (Wirtshäuser an Straßen, Kathedralen in Städten; `carc tiles | grep inns-cathedrals`)
    und `figure: big-follower`

## The rules in the project's own words

rule-text-ic-inn = Eine Straße mit mindestens einem Wirtshaus daneben bringt beim Abschluss 2 Punkte für jede ihrer Karten statt 1; ein zweites Wirtshaus an derselben Straße bringt nichts dazu. Das Wirtshaus zählt nur für seine eigene Straße: Eine Kreuzung oder ein Stadttor beendet die Straße und damit auch das Wirtshaus.
rule-text-ic-inn-unfinished = Bei Spielende ist eine Straße mit Wirtshaus, die noch offen ist, gar nichts wert: Ihre Gefolgsleute erhalten 0 Punkte, die Mehrheit wird trotzdem ermittelt, und die Figuren kehren heim.
rule-text-ic-cathedral = Eine Stadt mit einer oder beiden Kathedralen bringt beim Abschluss 3 Punkte für jede ihrer Karten und jedes ihrer Wappen statt 2. Wiesen ändert das nicht: Für Bauern ist sie eine abgeschlossene Stadt wie jede andere.
rule-text-ic-cathedral-unfinished = Bei Spielende ist eine Stadt mit Kathedrale, die noch offen ist, gar nichts wert, wer sie auch hält.
rule-text-ic-marks-once = Ein Wirtshaus erhöht den Wert seiner Straße und eine Kathedrale den ihrer Stadt nur einmal: Ein zweites Wirtshaus an derselben Straße oder eine zweite Kathedrale in derselben Stadt ändert nichts, denn die Seite der Erweiterung verlangt nur, dass das Gebiet eines oder mehrere davon hat (Auslegungen §1.6).

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-ic-inn = Regeln › 3. Ein Gebiet werten › Eine Straße mit einem Wirtshaus werten
rule-section-ic-inn-unfinished = Regeln › Schlusswertung (eine offen gebliebene Straße mit Wirtshaus)
rule-section-ic-cathedral = Regeln › 3. Ein Gebiet werten › Eine Stadt mit einer Kathedrale werten
rule-section-ic-cathedral-unfinished = Regeln › Schlusswertung (eine offen gebliebene Stadt mit Kathedrale)
rule-section-ic-marks-once = §1.6 zwei Wirtshäuser an einer Straße oder zwei Kathedralen in einer Stadt zählen einmal
