## car

document-flier = Die Flugmaschinen (WikiCarpedia)

rule-car-fn157 = Der Bürgermeister darf fliegen, landet aber nur in einer Stadt

## flier

rule-flier-fly = Einen Gefolgsmann mit der Flugmaschine einsetzen

rule-flier-crash = Kein Landeplatz: Die fliegende Figur kehrt in den Vorrat zurück

rule-flier-fn1 = Jeder Gefolgsmann darf fliegen

rule-flier-fn2 = Das Phantom darf fliegen, aber nicht nach einer anderen Figur

rule-flier-fn3 = Keine Landung in einem gerade abgeschlossenen Gebiet

rule-flier-fn4 = Fliegende Figuren bei Carcassonne, dem Glücksrad und den Schulen

rule-flier-fn5 = Fliegende Figuren landen nur auf Straßen, in Städten und in Klöstern

rule-flier-fn6 = Ein fliegender Bürgermeister landet nur in einer Stadt

rule-flier-fn7 = Ein fliegender Abt landet in einem Kloster oder Garten

rule-flier-fn8 = Geteilte Klöster und Gärten werden nach Mehrheit gewertet
rule-flier-must-land = Eine fliegende Figur muss landen, wo sie kann
rule-flier-no-roll = Ein Flug, beurteilt vor dem Wurf

## The steps of a ruling.

figure-as-phantom = { $figure } (als Phantom)
step-flight = { $who } startet mit der Flugmaschine auf { $from }, die nach { $direction } ausgerichtet ist; der Würfel zeigt { $roll }, also fliegt die Figur nach { $square }
step-flew-landed = { $flight } und landet; sie besetzt { $feature }
step-flew-landed-beside = { $flight } und landet; sie besetzt { $feature } wie bereits { $sharing }: ein Flug darf in einem Gebiet enden, das andere schon besetzen, ein Einsetzen nicht
step-flew-no-tile = { $flight }, wo keine Karte liegt: sie kehrt in den Vorrat zurück, und es wird nichts anderes eingesetzt
step-flew-nowhere = { $flight }, aber die Karte dort bietet ihr kein nicht abgeschlossenes Gebiet, das sie besetzen darf: sie kehrt in den Vorrat zurück, und es wird nichts anderes eingesetzt
step-flight-options = { $kind ->
    [follower] ein Gefolgsmann
    [big-follower] der große Gefolgsmann
    [mayor] der Bürgermeister
    [wagon] der Wagen
    [abbot] der Abt
    [phantom] das Phantom
    [builder] der Baumeister
    [pig] das Schwein
    [tower-floor] das Turmteil
    [castle] das Burgplättchen
   *[other] { $figure }
} von { $player } kommt auf die Flugmaschine auf { $from }, die nach { $direction } ausgerichtet ist; es ist kein Wurf angegeben, daher für jede Augenzahl: { $faces }
step-flight-face = { $roll } führt nach { $square } ({ $place })
step-flight-face-no-tile = keine Karte: zurück in den Vorrat
step-flight-face-nothing = kein Landeplatz: zurück in den Vorrat
step-flight-face-landings = landen und { $landings } besetzen

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# Der Aufbau jeder Karte der Schachtel nach ihrer Kennung (`base/D` ist
# `tiles-layout-base-D`), wie `carc tiles` ihn auflistet.
tiles-layout-flier-field-w = nur Wiese; Flugmaschine gerade
tiles-layout-flier-field-nw = nur Wiese; Flugmaschine diagonal (1. Ausgabe)
tiles-layout-flier-field-nw-garden = nur Wiese; Flugmaschine diagonal; Garten (2. Ausgabe)
tiles-layout-flier-straight-we-nw = gerade Straße W-O; Flugmaschine diagonal
tiles-layout-flier-straight-ns-w = gerade Straße N-S; Flugmaschine gerade, quer zur Straße
tiles-layout-flier-straight-we-w = gerade Straße W-O; Flugmaschine gerade, entlang der Straße
tiles-layout-flier-curve-es-nw = Straßenkurve O-S; Flugmaschine diagonal
tiles-layout-flier-curve-nw-w = Straßenkurve N-W; Flugmaschine gerade entlang eines Arms
tiles-layout-flier-curve-sw-w = Straßenkurve S-W; Flugmaschine gerade entlang eines Arms

show-svg-fliers = Flugmaschinen: die dunkle Linie aus der Mitte einer Karte, in die Richtung, in die eine Figur fliegt
show-fliers = Flugmaschinen
# Eine Flugmaschine: ihr Feld und ihre Richtung (`show-direction`).
show-flier = { $at } zeigt nach { $direction }

# The flying machine.
phrase-flier-never-field = eine fliegende Figur landet nie auf einer Wiese
phrase-flier-completed-now = die gerade gelegte Karte hat dieses Gebiet abgeschlossen, und ein Gebiet gilt als abgeschlossen, sobald die Karte liegt, die es schließt
phrase-flier-complete = dieses Gebiet ist schon abgeschlossen; eine fliegende Figur landet nur in einem nicht abgeschlossenen Gebiet
phrase-flier-lands-only = { $figure-the } landet nur { $figure-kind ->
    [abbot] in einem Kloster oder einem Garten
    [mayor] in einer Stadt
    [wagon] auf einer Straße, in einer Stadt oder in einem Kloster
    [builder] auf einer Straße oder in einer Stadt
    [pig] auf einer Wiese
   *[other] auf einer Straße, in einer Stadt oder in einem Kloster
}
refusal-flier-no-flying-machine = { $tile } hat keine Flugmaschine
label-flier-no-flying-machine = ein Flug von einer Karte ohne Flugmaschine
help-flier-deploy-on-instead = setze stattdessen `on` auf ein Gebiet der gelegten Karte ein
refusal-flier-not-a-follower = { $figure-the } ist kein Gefolgsmann und kann die Flugmaschine nicht benutzen
label-flier-not-a-follower = kein Gefolgsmann
help-flier-only-followers = nur Gefolgsleute fliegen: Gefolgsmann, großer Gefolgsmann, Bürgermeister, Wagen, Abt, Phantom
refusal-flier-phantom-second-flight = die Flugmaschine wurde schon von der in diesem Zug eingesetzten Figur benutzt, darum kann das Phantom sie nicht auch benutzen
label-flier-second-flight = zweiter Flug in diesem Zug
help-flier-phantom-on-instead = setze das Phantom stattdessen `on` auf ein freies Gebiet der gelegten Karte
help-flier-fly-in-hand = lass eine Figur fliegen, die im Vorrat ist, oder setze keine ein
refusal-flier-nothing-to-land-on = ein Wurf von { $roll } schickt { $figure-a } nach { $square }, wo keine Karte zum Landen liegt
label-flier-no-tile-on = keine Karte auf { $square }
help-flier-leave-out-on = lass `on` weg (nichts zum Landen: { $figure-the } geht zurück in den Vorrat)
refusal-flier-must-land = ein Wurf von { $roll } schickt { $figure-a } nach { $square }, wo die Figur landen muss: Landen ist Pflicht, wenn es einen Landeplatz gibt
label-flier-no-landing-given = kein Landeplatz angegeben
help-flier-land-on = lande auf { $places } von { $tile }
help-flier-may-land = { $places-count ->
    [0] { $tile } auf { $square } bietet der Figur nichts: lass `on` weg, dann geht sie zurück in den Vorrat
   *[other] die Figur darf auf { $places } von { $tile } auf { $square } landen
}
phrase-flier-landing = `on: { $on }`
phrase-flier-landing-spot = `on: { $on }` ({ $spot })
refusal-flier-cannot-land = { $figure-the } kann nicht auf dem Gebiet { $spot } von { $tile } auf { $square } landen: { $why }
label-flier-roll-reaches = ein Wurf von { $roll } erreicht { $square }
aside-flier-tile-reached = { $tile } wird erreicht

# The comment `carc new` writes for this box (each line after the box's name).
new-note-flier =
    `deploy: {"{"}figure: follower, fly: {"{"}roll: 2, on: N{"}"}{"}"}` auf einer Karte mit Flugmaschine (`carc tiles | grep flier`)

# Broken input: the diagnostics of a file that cannot be judged.
diag-flight-roll-2-n-both = ein Flug ist `{"{"}roll: 2, on: N{"}"}`; beide Schlüssel dürfen fehlen
diag-die-shows-1-2-3 = der Würfel zeigt 1, 2 oder 3
diag-flying-figure-lands-where-flight = eine fliegende Figur landet, wohin der Flug sie trägt
    .label = nicht mit `fly` verwendet
    .help = schreibe das Landegebiet in den Flug: `fly: {"{"}roll: 2, on: N{"}"}`
diag-landing-place-carc-cannot-name = eine Landung an einer Stelle, die carc auf einer Karte nicht benennen kann
diag-die-random-value-from-0 = der Zufallswert des Würfels, von 0 bis 1
diag-flight-flier = ein Flug gehört zu Die Flugmaschinen
diag-die-has-no = der Flugwürfel hat keine { $value }
    .label = keine Seite des Würfels
    .help = der Würfel zeigt 1, 2 oder 3 (jede zweimal)
# In the genitive, after "kein Gebiet".
diag-roll-reaches = von { $tile } auf { $at }, das ein Wurf von { $roll } erreicht

## The rules in the project's own words

rule-text-car-fn157 = Der Bürgermeister darf über die Flugmaschine eingesetzt werden, darf aber nur in einer nicht abgeschlossenen Stadt auf der Landekarte landen; bietet diese Karte keine, kehrt der Bürgermeister in den Vorrat seines Besitzers zurück.
rule-text-flier-fly = Nach dem Legen einer Karte mit Flugmaschine darf ein Spieler statt des normalen Einsetzens einen Gefolgsmann auf die Flugmaschine stellen, würfeln und ihn 1 bis 3 Felder geradeaus in Flugrichtung der Maschine bewegen, auch diagonal. Er muss in einem nicht abgeschlossenen Gebiet (Straße, Stadt oder Kloster) der dort liegenden Karte landen, auch in einem bereits besetzten, und übernimmt die Rolle dieses Gebiets; auf einer Wiese darf er nie landen.
rule-text-flier-crash = Liegt auf dem erreichten Feld keine Karte oder bietet die Karte dort nur abgeschlossene Gebiete und Wiesen, kehrt die fliegende Figur in den Vorrat ihres Besitzers zurück, und der Spieler setzt an ihrer Stelle keine andere Figur ein. Der spätere eigene Schritt des Phantoms ist davon getrennt (readings §6).
rule-text-flier-fn1 = Jede Art von Gefolgsmann darf die Flugmaschine benutzen, da er nicht auf der Maschine bleibt; er muss aber in einem Gebiet landen, das diese Figur normalerweise besetzen dürfte, z. B. der Bürgermeister nur in einer Stadt. Scheune, Baumeister und Schwein sind keine Gefolgsleute und können nicht fliegen.
rule-text-flier-fn2 = Ein Phantom darf die Flugmaschine benutzen. Ist in diesem Zug bereits ein normaler Gefolgsmann geflogen, gilt die Flugmaschine als beanspruchtes Gebiet; das Phantom kann sie dann nicht ebenfalls benutzen und darf nur in ein anderes Gebiet der gelegten Karte.
rule-text-flier-fn3 = Ein Gebiet gilt als abgeschlossen, sobald die Karte gelegt ist, die es abschließt; eine fliegende Figur darf also in nichts landen, was diese Karte gerade abgeschlossen hat. Landeplätze sind nur nicht abgeschlossene Gebiete.
rule-text-flier-fn4 = Eine fliegende Figur darf in Gebieten rund um die Stadt Carcassonne oder rund um das Glücksrad landen, aber nicht in der Stadt oder auf dem Rad selbst, und sie darf auf den Straßen der Schulkarten landen. Der Schiedsrichter entscheidet den Teil der Stadt: ein Flug zählt die Felder der Stadt wie alle anderen, darf auf Straßen, Stadtkappen und Wiesen außerhalb ihrer Mauer landen und findet innerhalb nichts zum Landen (die Figur geht in den Vorrat zurück); kein Flug erreicht ein Viertel. Glücksrad und Schulkarten gehören zu anderen Schachteln, die nicht umgesetzt sind: dieser Teil bleibt unentschieden (docs/rules.md).
rule-text-flier-fn5 = Eine fliegende Figur darf nur auf einer Straße, in einer Stadt oder in einem Kloster landen, nie in einem anderen Gebiet; nur ein Abt darf auch in einem Garten landen (erstmals entschieden 2/2013, aktualisiert 3/2015). Auch ein Magisches Tor auf der erreichten Karte ist kein Landeplatz: die Figur landet auf einem Gebiet dieser Karte und reist nie durch das Tor weiter. Der Schiedsrichter entscheidet beide Teile.
rule-text-flier-fn6 = Der Bürgermeister darf fliegen, darf aber nur in einer nicht abgeschlossenen Stadt auf der Landekarte landen; hat diese Karte keine, kehrt der Bürgermeister in den Vorrat seines Besitzers zurück (wie car:fn157).
rule-text-flier-fn7 = Der Abt darf fliegen, darf aber nur in einem nicht abgeschlossenen Kloster oder Garten landen; Gärten sind erlaubt, obwohl die Hauptregel nur Straßen, Städte und Klöster nennt. Gibt es auf der Landekarte keines von beiden, kehrt der Abt in den Vorrat seines Besitzers zurück.
rule-text-flier-fn8 = Eine Auslegung der Community: Durch fliegende Figuren können Figuren mehrerer Spieler in einem Kloster oder Garten stehen; dann erhalten nur die Spieler mit der größten Stärke dort die Punkte, wie bei anderen Gebieten.
rule-text-flier-must-land = Bietet die Karte, die ein Flug erreicht, der Figur ein Gebiet, das sie nehmen darf, muss sie eines nehmen, und der Spieler wählt, welches; ein Flug, der dort keine Landung nennt, wird abgelehnt. Das zweite Beispiel der Seite zeigt die Absicht: Ihr „darf“ lässt die Wahl zwischen Gebieten, nicht die Wahl, in der Luft zu bleiben (Auslegungen §6.4).
rule-text-flier-no-roll = Lässt die Aktion den Wurf weg, entscheidet der Schiedsrichter nur über den Entschluss zu fliegen: Der Zug ist erlaubt, wenn die Karte passt und die Figur fliegen darf; für jede Augenzahl wird gezeigt, was sie erreichen würde, und der Rest des Zugs wird ohne Landung gespielt. Die Punkte des Zugs können nicht vom Würfel abhängen, denn ein Gebiet, das diese Karte abschließt, ist nie ein Landeplatz (flier:fn3) (Auslegungen §6.6).

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-car-fn157 = Fußnote 157 (zum Bürgermeister: Einsetzen, eine Stadt ohne Ritter)
rule-section-flier-fly = 2. Einen Gefolgsmann einsetzen
rule-section-flier-crash = 2. Einen Gefolgsmann einsetzen
rule-section-flier-fn1 = Fußnote 1 (zu §2, einen Gefolgsmann auf der Flugmaschine einsetzen)
rule-section-flier-fn2 = Fußnote 2 (zu §2, einen Gefolgsmann auf der Flugmaschine einsetzen)
rule-section-flier-fn3 = Fußnote 3 (zu §2, Landen in einem nicht abgeschlossenen Gebiet)
rule-section-flier-fn4 = Fußnote 4 (zu §2, nie auf einer Wiese)
rule-section-flier-fn5 = Fußnote 5 (zu §2, nie auf einer Wiese)
rule-section-flier-fn6 = Fußnote 6 (zu §2, nie auf einer Wiese)
rule-section-flier-fn7 = Fußnote 7 (zu §2, nie auf einer Wiese)
rule-section-flier-fn8 = Fußnote 8 (zu §3, ein Gebiet werten, und zur Schlusswertung)
rule-section-flier-must-land = §6.4 eine fliegende Figur muss landen, wenn sie kann
rule-section-flier-no-roll = §6.6 ein Flug, beurteilt vor dem Wurf
