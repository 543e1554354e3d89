## car

document-princess-dragon = Die Prinzessin und der Drache (WikiCarpedia, neue Ausgabe)

rule-car-fn158 = Der Bürgermeister durch das Magische Tor

rule-car-fn181 = Keine Fee neben der Scheune

## princess-dragon

rule-pd-volcano = Ein Vulkan holt den Drachen; keine Figur kommt auf ihn

rule-pd-dragon-set-aside = Eine Drachenkarte, bevor der Drache im Spiel ist, wird beiseitegelegt

rule-pd-dragon-move = Der Drache zieht sechs Karten weit, nie zurück und nie zur Fee

rule-pd-dragon-eats = Der Drache frisst jede Figur auf den Karten, die er betritt

rule-pd-fairy = Statt einzusetzen, die Fee neben einen eigenen Gefolgsmann stellen

rule-pd-fairy-point = Der Besitzer des Gefolgsmanns der Fee erhält zu Beginn seines Zuges 1 Punkt

rule-pd-fairy-score = Das Gebiet des Gefolgsmanns der Fee bringt seinem Besitzer 3 Punkte mehr

rule-pd-portal = Durch ein Magisches Tor auf jedes offene, leere Gebiet

rule-pd-princess = Eine Prinzessin schickt einen Ritter ihrer Stadt heim

## The steps of a ruling.

step-dragon-flies = der Drache kommt auf den Vulkan auf { $at } ins Spiel
step-dragon-flies-from = der Drache fliegt von { $from } zum Vulkan auf { $at }
step-dragon-step = Schritt { $step } des Drachen: auf { $at }{ $count ->
    [0] , er frisst nichts
   *[other] ; gefressen: { $eaten }
}
step-dragon-stuck = der Drache hält nach { $steps ->
    [one] 1 Schritt
   *[other] { $steps } Schritten
} auf { $at } an: keine Karte um ihn ist mehr zu betreten
step-fairy-moved = { $player } stellt statt einzusetzen die Fee neben { $kind ->
    [follower] seinen Gefolgsmann
    [big-follower] seinen großen Gefolgsmann
    [mayor] seinen Bürgermeister
    [wagon] seinen Wagen
    [abbot] seinen Abt
    [phantom] sein Phantom
   *[other] { $figure }
} auf { $at }
step-fairy-point = die Fee steht zu Beginn des Zuges neben einem Gefolgsmann von { $player }: { $player } erhält { $points } Punkt
step-fairy-scores = der Gefolgsmann der Fee steht { $feature }: { $player } erhält { $points } Punkte mehr
step-portal-deployed = { $player } setzt { $figure } durch das Magische Tor auf { $on } von { $at } ein, Teil { $feature }
step-princess-sends = die Prinzessin von { $player } schickt { $kind ->
    [follower] den Gefolgsmann
    [big-follower] den großen Gefolgsmann
    [mayor] den Bürgermeister
    [wagon] den Wagen
    [abbot] den Abt
    [phantom] das Phantom
   *[other] { $figure }
} von { $owner } auf { $at } aus { $city } heim

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# Der Aufbau jeder Karte der Schachtel nach ihrer Kennung (`base/D` ist
# `tiles-layout-base-D`), wie `carc tiles` ihn auflistet.
tiles-layout-princess-dragon-volcano-field = ein Vulkan in einer Wiese
tiles-layout-princess-dragon-volcano-road-s = eine Straße von S endet an einem Vulkan
tiles-layout-princess-dragon-volcano-city-cap = Stadtkappe N; ein Vulkan in der Wiese
tiles-layout-princess-dragon-volcano-curve-ws = eine Straßenkurve W-S an einem Vulkan vorbei
tiles-layout-princess-dragon-volcano-straight-we = eine Straße W-O an einem Vulkan vorbei
tiles-layout-princess-dragon-volcano-two-caps-ne = getrennte Stadtkappen N und O; ein Vulkan in der Wiese
tiles-layout-princess-dragon-dragon-city-cap = Stadtkappe N; ein Drachensymbol
tiles-layout-princess-dragon-dragon-city-cap-garden = wie princess-dragon/dragon-city-cap, mit einem Garten
tiles-layout-princess-dragon-dragon-monastery-three-roads = Kloster; die Straßen O, S und W enden daran; ein Drachensymbol
tiles-layout-princess-dragon-dragon-three-roads = die Straßen O, S und W treffen sich; Wiese N; ein Drachensymbol
tiles-layout-princess-dragon-dragon-monastery-in-city = ein Kloster in einer Stadt an N, O und W; Wiese S; ein Drachensymbol
tiles-layout-princess-dragon-dragon-curve-ws = eine Straßenkurve W-S; ein Drachensymbol
tiles-layout-princess-dragon-dragon-straight-we = eine Straße W-O; ein Drachensymbol
tiles-layout-princess-dragon-dragon-corner-city = Stadt N-W; Wiese O-S; ein Drachensymbol
tiles-layout-princess-dragon-dragon-band-we-pennant = Stadt W-O mit einem Wappen; Wiesen N und S; ein Drachensymbol
tiles-layout-princess-dragon-dragon-tunnel = Stadt W-O; eine Straße N-S führt durch einen Tunnel unter ihr hindurch; ein Drachensymbol
tiles-layout-princess-dragon-dragon-cap-curve-ws = Stadtkappe N; eine Straßenkurve W-S; ein Drachensymbol
tiles-layout-princess-dragon-dragon-cap-curve-es = Stadtkappe N; eine Straßenkurve O-S; ein Drachensymbol
tiles-layout-princess-dragon-portal-two-curves = eine Straßenkurve N-W und eine zweite S-O; ein Magisches Tor
tiles-layout-princess-dragon-portal-three-roads = die Straßen O, S und W treffen sich; Wiese N; ein Magisches Tor
tiles-layout-princess-dragon-portal-three-sides-pennant = Stadt an N, O und W mit einem Wappen; Wiese S; ein Magisches Tor
tiles-layout-princess-dragon-portal-corner-city-curve-es = Stadt N-W; eine Straßenkurve O-S; ein Magisches Tor
tiles-layout-princess-dragon-portal-cap-curve-ws = Stadtkappe N; eine Straßenkurve W-S; ein Magisches Tor
tiles-layout-princess-dragon-portal-cap-curve-es = Stadtkappe N; eine Straßenkurve O-S; ein Magisches Tor
tiles-layout-princess-dragon-princess-city-three-roads = Stadtkappe N mit einer Prinzessin; die Straßen O, S und W treffen sich
tiles-layout-princess-dragon-princess-cap-and-corner-city = Stadtkappe N mit einer Prinzessin; eine getrennte Stadt O-S mit einem Wappen; Wiese W und eine kleine Wiese dazwischen
tiles-layout-princess-dragon-princess-three-sides = Stadt an N, O und W mit einer Prinzessin; Wiese S
tiles-layout-princess-dragon-princess-corner-city-split-field = Stadt N-W mit einer Prinzessin; eine Mauer trennt die Wiese O von der Wiese S
tiles-layout-princess-dragon-princess-corner-city = Stadt N-W mit einer Prinzessin; Wiese O-S
tiles-layout-princess-dragon-princess-corner-city-garden = wie princess-dragon/princess-corner-city, mit einem Garten
tiles-layout-princess-dragon-princess-corner-city-curve-es = Stadt N-W mit einer Prinzessin; eine Straßenkurve O-S

show-svg-princess-dragon = Die Prinzessin und der Drache
show-svg-volcano = ein braunes Dreieck für einen Vulkan
show-svg-dragon-tile = eine grüne Raute für eine Drachenkarte
show-svg-portal = ein violetter Bogen für ein Magisches Tor
show-svg-princess = eine rosa Krone für eine Prinzessin
show-svg-dragon = D der Drache
show-svg-fairy = F die Fee
show-volcanoes = Vulkane
show-dragon-tiles = Drachenkarten
show-portals = Magische Tore
show-princesses = Prinzessinnen
show-dragon-on = der Drache steht auf { $at }
show-fairy-on = die Fee steht auf { $at }
show-dragon-title = Drache
show-fairy-title = Fee
# Wo `expect` den Drachen erwartet, und wo das Urteil ihn hat.
check-dragon = `dragon`: erwartet auf { $expected }, tatsächlich { $ruled }
check-dragon-on = auf { $at }
check-dragon-not-in-play = nicht im Spiel

# The Princess & the Dragon.
aside-pd-fairy-here = hier steht die Fee
refusal-pd-dragon-out-of-play = { $tile } zeigt einen Drachen, und der Drache ist noch nicht im Spiel
label-pd-dragon-out = eine Drachenkarte vor jedem Vulkan
help-pd-dragon-out = eine Drachenkarte, die vor dem ersten Vulkan gezogen wird, wird beiseitegelegt; lege eine andere Karte an
refusal-pd-on-volcano = { $figure-the } kann nicht auf { $tile } eingesetzt werden: auf einen gerade gelegten Vulkan wird keine Figur eingesetzt
label-pd-volcano = auf der Vulkankarte
help-pd-volcano = setze nichts ein, versetze die Fee oder stelle die Scheune an eine Ecke der Karte
refusal-pd-no-path = die gelegte Drachenkarte lässt den Drachen auf { $at } ziehen, und die Aktion nennt keinen Weg
label-pd-no-path = der Drache muss ziehen
refusal-pd-path-not-asked = der Drache zieht nur, wenn eine Drachenkarte angelegt wird, während er im Spiel ist
label-pd-path-not-asked = kein Drachenzug in diesem Zug
help-pd-no-path-here = lass `dragon` in dieser Aktion weg
refusal-pd-step-not-next = Schritt { $step } des Drachen geht von { $from } nach { $to }, das keine Seite mit ihm teilt
refusal-pd-step-empty = Schritt { $step } des Drachen geht nach { $to }, wo keine Karte liegt
refusal-pd-step-visited = Schritt { $step } des Drachen geht zurück nach { $to }, wo er in diesem Zug schon war
refusal-pd-step-fairy = Schritt { $step } des Drachen geht nach { $to }, auf die Karte der Fee, die er nie betritt
label-pd-step = kein Schritt, den der Drache machen darf
help-pd-steps = { $squares-count ->
    [0] von { $at } kann der Drache nirgends mehr hin: sein Zug endet dort
   *[other] von { $at } darf der Drache nach { $squares }
}
refusal-pd-too-short = der Drache hält nach { $steps ->
    [one] einem Schritt
   *[other] { $steps } Schritten
} auf { $at } an, aber er zieht sechs, solange eine Karte zu betreten bleibt
refusal-pd-too-long = der Drache zieht sechs Schritte, nicht { $steps }
label-pd-length = der Drache zieht sechs Schritte
help-pd-six = nenne die sechs Felder, auf die er zieht, und nicht mehr
refusal-pd-not-mine = { $figure } gehört nicht dir
refusal-pd-not-a-follower = { $figure } ist kein Gefolgsmann
refusal-pd-nobody-there = auf { $on } von { $at } steht keine Figur
refusal-pd-ambiguous = dort stehen mehrere davon: { $figures }
label-pd-which = sag mit `figure`, welcher
label-pd-figure = kein Gefolgsmann, zu dem die Fee geht
label-pd-knight = kein Ritter der Stadt der Prinzessin
help-pd-fairy = { $squares-count ->
    [0] { $player } hat keinen Gefolgsmann auf dem Tisch für die Fee
   *[other] die Gefolgsleute von { $player } stehen auf { $squares }
}
refusal-pd-no-portal = die gelegte Karte zeigt kein Magisches Tor
label-pd-no-portal = kein Tor auf der gelegten Karte
help-pd-portal-tile = nur eine Karte mit Magischem Tor lässt die Figur anderswohin; setze stattdessen auf der gelegten Karte ein
refusal-pd-portal-complete = { $feature } ist abgeschlossen: durch das Tor kommt keine Figur dorthin
refusal-pd-portal-occupied = { $feature } hat schon einen Gefolgsmann
refusal-pd-portal-no-tile = auf { $at } liegt keine Karte
refusal-pd-portal-not-feature = ein Tor führt auf ein Gebiet einer Karte, nicht zu { $on }
label-pd-portal = kein offenes, leeres Gebiet
help-pd-portal = durch ein Tor kommt eine Figur in ein Gebiet, das nicht abgeschlossen ist und keinen Gefolgsmann hat
refusal-pd-barn-no-portal = die Scheune geht nie durch ein Magisches Tor
help-pd-barn-corner = stelle die Scheune an eine Ecke der gelegten Karte, an der vier Wiesen zusammentreffen (`deploy: {"{"}figure: barn, corner: NE{"}"}`)
refusal-pd-no-princess = die gelegte Karte zeigt keine Prinzessin
label-pd-no-princess = keine Prinzessin auf der gelegten Karte
help-pd-no-princess = nur eine Karte, deren Stadt eine Prinzessin zeigt, schickt einen Ritter heim; setze stattdessen eine Figur ein oder nichts
refusal-pd-not-in-city = auf { $on } von { $at } steht kein Ritter der Stadt der Prinzessin, { $city }
help-pd-princess = { $figures-count ->
    [0] die Stadt der Prinzessin hat keinen Ritter
   *[other] Ritter der Stadt: { $figures }
}

# The comment `carc new` writes for this box (each line after the box's name).
new-note-princess-dragon =
    die Karten `princess-dragon/*` (Vulkan, Drache, Magisches Tor, Prinzessin); `dragon: [x, y]` und
    `fairy: {"{"}at: [x, y], on: N{"}"}` in der Stellung; `dragon: [[x, y], ...]` in der Aktion für eine Drachenkarte;
    `deploy: {"{"}fairy: {"{"}at, on{"}"}{"}"}`, `deploy: {"{"}figure: follower, portal: {"{"}at, on{"}"}{"}"}`, `deploy: {"{"}princess: {"{"}at, on{"}"}{"}"}`

# Broken input: the diagnostics of a file that cannot be judged.
diag-fairy-x-y-feature-follower = `fairy` ist `{"{"}at: [x, y], on: FEATURE{"}"}`: der Gefolgsmann, neben dem sie steht
diag-princess-x-y-feature-knight = `princess` ist `{"{"}at: [x, y], on: FEATURE{"}"}`: der Ritter, den sie nach Hause schickt
diag-say-which-figure-goes-through = sage, welche Figur durch das Magische Tor geht: `figure: follower`
diag-portal-x-y-feature-where = `portal` ist `{"{"}at: [x, y], on: FEATURE{"}"}`: wohin die Figur geht
diag-dragon-lists-squares-dragon-moves = `dragon` nennt die Felder, auf die der Drache zieht, z. B. `[[1, 0], [1, 1]]`
diag-dragon-moves-most-six-steps = der Drache zieht höchstens sechs Schritte
diag-dragon-path-list-squares-one = der Weg des Drachen ist eine Liste von Feldern, und dies ist ein einzelnes Feld
    .label = ein Feld, keine Liste von Feldern
diag-princess-removal-choice-carc-box = das Entfernen durch die Prinzessin ist in carc eine Wahl, wie auf der Seite der Schachtel; stelle die Regel in JCloisterZone zurück
diag-carc-moves-fairy-next-follower = carc stellt die Fee neben einen Gefolgsmann, wie die neue Ausgabe; stelle die Regel in JCloisterZone zurück
diag-carc-moves-dragon-before-scoring = carc bewegt den Drachen vor der Wertung, wie die Seite der Schachtel; stelle die Regel in JCloisterZone zurück
diag-place-carc-cannot-name-tile = eine Stelle, die carc auf einer Karte nicht benennen kann
diag-carc-imports-dragon-fairy-princess = carc importiert den Drachen und die Fee von Die Prinzessin und der Drache
diag-dragon-princess-dragon = der Drache gehört zu Die Prinzessin und der Drache
diag-where-dragon-would-step = wohin der Drache ziehen würde
diag-fairy-princess-dragon = die Fee gehört zu Die Prinzessin und der Drache
diag-princess-princess-dragon = die Prinzessin gehört zu Die Prinzessin und der Drache
diag-princess-dragons-own = gehört zu Die Prinzessin und der Drache
diag-dragon-stands-tile-board = der Drache steht auf einer Karte von `board`
diag-fairy-stands-tile-board = die Fee steht auf einer Karte von `board`
diag-single-follower-stands-there-fairy = dort steht kein einzelner Gefolgsmann, neben dem die Fee stehen könnte
    .label = nicht genau ein Gefolgsmann
    .help = nenne einen Gefolgsmann von `board` (mit `owner` und `figure`, wenn sich mehrere die Stelle teilen), oder schreibe `fairy: {"{"}at: [x, y]{"}"}` für eine Fee neben niemandem
diag-magic-portal-princess-dragon = das Magische Tor gehört zu Die Prinzessin und der Drache
diag-where-figure-would-go-through = wohin die Figur durch das Magische Tor gehen würde
diag-squares-count = { $count } Felder
diag-dragon-path-help = ein Weg von einem Schritt wird `dragon: [[{ $x }, { $y }]]` geschrieben; einer von zwei `[[{ $x }, { $y }], [x, y]]`
diag-no-tile-for-dragon = auf { $at } liegt keine Karte, auf der der Drache stehen könnte
diag-no-tile-for-fairy = auf { $at } liegt keine Karte, auf der die Fee stehen könnte
diag-import-move-of = ein Zug von `{ $figure }`, einer Figur aus einer Schachtel, die carc noch nicht importieren kann

## The rules in the project's own words

rule-text-car-fn158 = Ein Bürgermeister darf das Magische Tor benutzen, aber nur, um in eine Stadt zu gelangen, die nicht abgeschlossen ist und in der kein Ritter steht.
rule-text-car-fn181 = Die Fee darf nicht neben eine Scheune gestellt werden, da eine Scheune kein Gefolgsmann ist.
rule-text-pd-volcano = Das Anlegen einer Vulkankarte bringt den Drachen auf sie, beim ersten Mal ins Spiel und später von wo er stand. Auf die Vulkankarte darf in diesem Zug keine Figur eingesetzt werden; andere Aktionen bleiben offen: die Fee versetzen oder die Scheune an eine Ecke der Karte stellen (car:fn180).
rule-text-pd-dragon-set-aside = Solange kein Vulkan den Drachen ins Spiel gebracht hat, wird eine gezogene Drachenkarte beiseitegelegt (und später wieder eingemischt), statt angelegt zu werden.
rule-text-pd-dragon-move = Nachdem eine Drachenkarte angelegt und die Figur des Zuges eingesetzt ist, noch vor jeder Wertung, ziehen die Spieler den Drachen reihum Karte um Karte auf eine Karte, die eine Seite mit seiner teilt, sechsmal. Er betritt nie eine Karte, auf der er in diesem Zug schon war, und nie die Karte der Fee, und er hält nur früher an, wenn keine Karte mehr zu betreten ist.
rule-text-pd-dragon-eats = Jede Figur auf einer Karte, die der Drache betritt, geht an ihren Besitzer zurück: jeder Gefolgsmann, der Baumeister und das Schwein. Die Scheune, die dort steht, wo vier Karten sich treffen, wird nie gefressen, ebenso wenig ein Gefolgsmann oben auf einem Turm.
rule-text-pd-fairy = Statt einzusetzen, darf ein Spieler die Fee auf eine Karte neben einen seiner Gefolgsleute stellen. Der Drache betritt nie die Karte der Fee. Scheune, Baumeister und Schwein sind keine Gefolgsleute, neben die sie sich stellt.
rule-text-pd-fairy-point = Zu Beginn des Zuges eines Spielers erhält er 1 Punkt, wenn die Fee neben einem seiner Gefolgsleute steht.
rule-text-pd-fairy-score = Wird ein Gebiet gewertet, während die Fee neben einem Gefolgsmann darin steht, erhält dessen Besitzer 3 Punkte mehr, ob er das Gebiet gewinnt oder nicht; auch bei Spielende. Die Fee bleibt dann auf ihrer Karte, neben niemandem.
rule-text-pd-portal = Zeigt die gelegte Karte ein Magisches Tor, darf die Figur des Zuges stattdessen auf ein beliebiges Gebiet einer Karte des Tisches, das nicht abgeschlossen ist und keinen Gefolgsmann hat, nach den Regeln der Figur dort. Die Scheune nutzt nie ein Tor (car:fn178); der Bürgermeister betritt nur eine Stadt ohne Ritter (car:fn158).
rule-text-pd-princess = Schließt die Prinzessinnenstadt der gelegten Karte an eine Stadt mit Rittern an, darf der Spieler statt einzusetzen einen dieser Ritter zu seinem Besitzer zurückschicken, gleich wem er gehört, auch den Bürgermeister und den Wagen (car:fn159, car:fn168).

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-car-fn158 = Fußnote 158 (zum Bürgermeister: Einsetzen, eine Stadt ohne Ritter)
rule-section-car-fn181 = Fußnote 181 (zur Scheune: Platzieren an einer Ecke, an der vier Wiesen zusammentreffen)
rule-section-pd-volcano = Der Drache › 1. Eine Karte legen: der Vulkan
rule-section-pd-dragon-set-aside = Der Drache › Weitere Klarstellungen (eine Drachenkarte, bevor der Drache im Spiel ist)
rule-section-pd-dragon-move = Der Drache › 2b. Der Drache zieht
rule-section-pd-dragon-eats = Der Drache › 2b. Der Drache zieht (was er frisst)
rule-section-pd-fairy = Die Fee › 2. Einen Gefolgsmann einsetzen: die Fee zieht
rule-section-pd-fairy-point = Die Fee › zu Beginn deines Zuges
rule-section-pd-fairy-score = Die Fee › 3. Ein Gebiet werten
rule-section-pd-portal = Das Magische Tor › 2. Einen Gefolgsmann einsetzen
rule-section-pd-princess = Die Prinzessin › 2. Einen Gefolgsmann einsetzen
