## river-ii

document-river-ii = Der Fluss II (WikiCarpedia: „River“, der Teil über Der Fluss II, neue Ausgabe, und „River (1st edition)“ mit den Antworten des Verlags)

rule-river-ii-fork = Die Gabelung wird zuerst gelegt
rule-river-ii-branches = Die beiden Arme des Flusses treffen nie aufeinander
rule-river-ii-city-lake = Der See an der Stadt schließt einen Arm ab, wann immer er kommt
rule-river-ii-volcano = Der Vulkan kommt zuletzt, nimmt keine Figur und bringt einen weiteren Zug
rule-river-ii-together = Mit beiden Flüssen bleiben eine Quelle und der See von Der Fluss I aus dem Spiel

## Why an action is refused.

refusal-river-ii-fork-first = { $tile } kann nicht direkt auf die Quelle folgen: Die Gabelung von Der Fluss II ist die erste Karte nach ihr
refusal-river-ii-fork-late = { $tile } ist die Gabelung, und der Fluss reicht schon über die Quelle hinaus: Die Gabelung wird als erste gelegt oder gar nicht
label-river-ii-fork = die Gabelung kommt direkt nach der Quelle
help-river-ii-fork = lege zuerst die Gabelung, sodass einer ihrer drei Flussarme an den Fluss der Quelle stößt
refusal-river-ii-branches-meet = { $tile } würde den Fluss in den Fluss bei { $other } weiterführen: Die beiden Arme der Gabelung treffen nie aufeinander
label-river-ii-branches-meet = die Arme würden sich treffen
help-river-ii-branches-meet = drehe die Karte so, dass ihr Fluss zu einem leeren Feld hin weiterläuft, oder lege sie an das offene Ende des anderen Arms
refusal-river-ii-volcano-early = { $tile } ist der Vulkan, die letzte Flusskarte, und { $left ->
        [one] eine andere Flusskarte ist
       *[other] { $left } andere Flusskarten sind
    } noch zu legen: Der Vulkan liegt zuunterst im Stapel der Flusskarten
label-river-ii-volcano-early = der Vulkan vor den übrigen Flusskarten
help-river-ii-volcano-early = der Vulkan kommt erst nach allen anderen Flusskarten aus dem Stapel, auch nach dem See an der Stadt
refusal-river-ii-on-volcano = { $figure-the } kann nicht auf { $tile } eingesetzt werden: Auf den Vulkan, die letzte Flusskarte, wird keine Figur eingesetzt
label-river-ii-on-volcano = keine Figur auf dem Vulkan
help-river-ii-on-volcano = lass die Figur im Vorrat: Stattdessen ist derselbe Spieler sofort noch einmal am Zug
refusal-river-ii-lake-out = { $tile } ist aus dem Spiel: Mit beiden Flüssen bleiben eine Quelle und ein See je Gabelung, und der See von Der Fluss I bleibt in der Schachtel
label-river-ii-lake-out = mit beiden Flüssen aus dem Spiel
help-river-ii-lake-out = schließe einen Arm mit dem See an der Stadt ab und den letzten mit dem Vulkan
aside-river-ii-another-turn = nach dem Vulkan ist { $player } sofort noch einmal am Zug, mit einer Landschaftskarte

# Commands' words: moves, show, tiles, check, new, play, gen, import.

tiles-layout-river-ii-spring = die Quelle; der Fluss verlässt die Karte nach O
tiles-layout-river-ii-fork = die Gabelung: Flussarme von W, N und O treffen sich in der Mitte; Wiese im S
tiles-layout-river-ii-city-lake = der Fluss kommt von W in einen See neben einem Stadtteil im O
tiles-layout-river-ii-volcano = der Fluss kommt von W und endet an einem Vulkan
tiles-layout-river-ii-city-bridge = Fluss gerade N-S; eine Stadt verbindet W und O über eine Brücke
tiles-layout-river-ii-monastery = Fluss gerade W-O; ein Kloster daneben
tiles-layout-river-ii-inn-bridge = Fluss gerade N-S; eine Straße W-O mit einem Wirtshaus über eine Brücke
tiles-layout-river-ii-city-road-bridge = Fluss gerade W-O; Stadtteil N; Straße von S über eine Brücke zur Stadt
tiles-layout-river-ii-curve = Fluss biegt W-S
tiles-layout-river-ii-curve-garden = Fluss biegt W-S; ein Garten außerhalb der Biegung
tiles-layout-river-ii-city-curve-pennant = Stadt mit einem Wappen über N und W; der Fluss biegt S-O um die gegenüberliegende Ecke
tiles-layout-river-ii-road-curve = Straße biegt N-O; Fluss biegt S-W

new-note-river-ii =
    die Quelle `river-ii/spring` liegt anstelle der Startkarte (ihr Fluss verlässt sie nach O), die Gabelung `river-ii/fork` als erste Karte danach;
    jede Flusskarte setzt einen Arm an seinem offenen Ende fort, die Arme treffen nie aufeinander, der Vulkan `river-ii/volcano` zuletzt

## The rules in the project's own words

rule-text-river-ii-fork = Die Gabelung wird mit der Quelle und dem Vulkan beiseitegelegt und als erste Karte nach der Quelle gelegt; einer ihrer drei Flussarme stößt an den Fluss der Quelle. Von ihr aus läuft der Fluss in zwei Armen weiter, und jede spätere Flusskarte setzt einen davon an seinem offenen Ende fort. Ein Arm, der die Gabelung seitlich verlässt, ist dort für die Regel der Biegungen abgebogen; der Arm, der geradeaus hindurchläuft, nicht.
rule-text-river-ii-branches = Die beiden Arme des Flusses treffen nie aufeinander: Eine Flusskarte darf ihren Fluss nicht in einen Fluss weiterführen, der schon auf dem Tisch liegt; jede ihrer übrigen Flussseiten muss also an ein leeres Feld grenzen.
rule-text-river-ii-city-lake = Der See an der Stadt wird mit den anderen Flusskarten gemischt und schließt den Arm ab, an den er gelegt wird, wann immer er gezogen wird; die Karten danach setzen den anderen Arm fort. Auf seine Stadt und seine Wiesen kann man wie üblich Figuren setzen.
rule-text-river-ii-volcano = Der Vulkansee liegt zuunterst im Stapel der Flusskarten: Er wird erst gelegt, wenn alle anderen Flusskarten auf dem Tisch liegen, auch der See an der Stadt. Auf ihn wird keine Figur gesetzt, und sein Spieler ist sofort noch einmal am Zug und zieht eine Landschaftskarte. Mit „Die Prinzessin und der Drache“ kommt außerdem der Drache auf den Vulkan.
rule-text-river-ii-together = Beide Flüsse können als einer gespielt werden: Eine Quelle bleibt auf dem Tisch, die Gabelung kommt weiterhin zuerst, und weil eine Quelle und eine Gabelung zwei Seen behalten, bleibt der See von Der Fluss I aus dem Spiel; der See an der Stadt wird mitgemischt, und der Vulkan kommt zuletzt (Lesarten §1.16).

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-river-ii-fork = River, Vorbereitung von Der Fluss II (die Gabelung wird mit Quelle und See beiseitegelegt und zuerst gelegt)
rule-section-river-ii-branches = River (1st edition), The River II (jeder Spieler verlängert einen der beiden Arme; sie treffen nie aufeinander)
rule-section-river-ii-city-lake = River (1st edition), Inhalt von Der Fluss II (zwei Seen: einer an einer Stadt, einer am Vulkan); mit den anderen Flusskarten gemischt (Lesarten §1.16)
rule-section-river-ii-volcano = River, Vorbereitung von Der Fluss II (der Vulkansee ist die letzte Flusskarte) und Einen Gefolgsmann einsetzen (keine Figur darauf; sein Spieler ist sofort noch einmal am Zug)
rule-section-river-ii-together = River, Vorbereitung, Fußnote 1 (Flusssets dürfen gemischt werden: ein See je Quelle und einer mehr je Gabelung) und die Antwort des Verlags auf „River (1st edition)“ (eine Quelle und ein See bleiben aus dem Spiel)
