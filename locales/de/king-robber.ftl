## king-robber

document-king-robber = König & Räuber (WikiCarpedia: „King and Robber Baron (1st edition)“ für König und Räuber, „Count, King and Robber“ für die Schachtel und die Antworten des Verlags)

rule-kr-king = Die Königskarte geht an den, der eine größere Stadt als alle vorher abschließt
rule-kr-robber = Die Räuberkarte geht an den, der eine längere Straße als alle vorher abschließt
rule-kr-final = Am Ende je ein Punkt je abgeschlossene Stadt oder Straße für die Inhaber der Karten
rule-kr-city-of-carcassonne = Die Stadt Carcassonne zählt für den König als abgeschlossene Stadt

## The steps of a ruling.

aside-kr-king-first = { $player } hat { $feature } abgeschlossen, die erste abgeschlossene Stadt des Spiels ({ $size } Karten): { $player } nimmt die Königskarte
aside-kr-king-taken = { $player } hat { $feature } mit { $size } Karten abgeschlossen, größer als die größte bisher abgeschlossene Stadt ({ $record } Karten): Die Königskarte geht von { $holder } an { $player }
aside-kr-king-stays = { $player } hat { $feature } mit { $size } Karten abgeschlossen, nicht größer als die größte bisher abgeschlossene Stadt ({ $record } Karten): Die Königskarte bleibt bei { $holder }
aside-kr-robber-first = { $player } hat { $feature } abgeschlossen, die erste abgeschlossene Straße des Spiels ({ $size } Karten): { $player } nimmt die Räuberkarte
aside-kr-robber-taken = { $player } hat { $feature } mit { $size } Karten abgeschlossen, länger als die längste bisher abgeschlossene Straße ({ $record } Karten): Die Räuberkarte geht von { $holder } an { $player }
aside-kr-robber-stays = { $player } hat { $feature } mit { $size } Karten abgeschlossen, nicht länger als die längste bisher abgeschlossene Straße ({ $record } Karten): Die Räuberkarte bleibt bei { $holder }
aside-kr-king-raised = { $player } hat { $feature } mit { $size } Karten abgeschlossen, größer als die größte bisher abgeschlossene Stadt ({ $record } Karten): { $player } behält die Königskarte, mit dem neuen Rekord
aside-kr-robber-raised = { $player } hat { $feature } mit { $size } Karten abgeschlossen, länger als die längste bisher abgeschlossene Straße ({ $record } Karten): { $player } behält die Räuberkarte, mit dem neuen Rekord
aside-kr-king-scores-with-city = { $player } hat die Königskarte: { $count ->
        [one] eine abgeschlossene Stadt
       *[other] { $count } abgeschlossene Städte
    } auf dem Tisch und die Stadt Carcassonne, { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }
aside-kr-king-scores = { $player } hat die Königskarte: { $count ->
        [one] eine abgeschlossene Stadt
       *[other] { $count } abgeschlossene Städte
    } auf dem Tisch, { $count } { $count ->
        [one] Punkt
       *[other] Punkte
    }
aside-kr-robber-scores = { $player } hat die Räuberkarte: { $count ->
        [one] eine abgeschlossene Straße
       *[other] { $count } abgeschlossene Straßen
    } auf dem Tisch, { $count } { $count ->
        [one] Punkt
       *[other] Punkte
    }
aside-kr-king-held = Königskarte nach dem Zug: { $player } (die größte abgeschlossene Stadt, { $size } Karten)
aside-kr-robber-held = Räuberkarte nach dem Zug: { $player } (die längste abgeschlossene Straße, { $size } Karten)

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

tiles-layout-king-robber-monastery-cap = ein Kloster, ein Stadtteil im N
tiles-layout-king-robber-road-into-cap = Stadtteil im N; eine Straße von W biegt zum Stadttor ab
tiles-layout-king-robber-road-into-cap-garden = Stadtteil im N; eine Straße von W biegt zum Stadttor ab; ein Garten
tiles-layout-king-robber-cap-road-curve = Stadtteil im N mit einer Straße von W zum Tor; eine Straße biegt S-O
tiles-layout-king-robber-corner-city-two-roads-in = eine Stadt über N und W; Straßen von O und von S führen je in sie hinein
tiles-layout-king-robber-crossing-cities = zwei getrennte Städte kreuzen sich: N-S und W-O

check-kr-held = { $key }: erwartet { $expected }, geurteilt { $ruled }

new-note-king-robber =
    `king: {"{"}holder: red, size: 4{"}"}` nennt, wer die Königskarte hat, und die Karten der größten bisher abgeschlossenen Stadt;
    `robber:` dasselbe für die längste Straße; vor der ersten abgeschlossenen Stadt oder Straße weglassen

diag-kr-holding = `{ $key }` ist `{"{"}holder: red, size: 4{"}"}`: wer die Karte hat, und die Karten des Gebiets, das sie gewonnen hat
diag-kr-size = ein Rekord ist die Größe eines abgeschlossenen Gebiets: 1 bis { $max } Karten
diag-kr-not-in-play = die Karten von König & Räuber

## The rules in the project's own words

rule-text-kr-king = Wer die erste Stadt des Spiels abschließt, nimmt die Königskarte; danach nimmt sie ihrem Inhaber ab, wer eine Stadt mit mehr Karten abschließt als jede bisher abgeschlossene Stadt. Eine Stadt so groß wie der Rekord lässt die Karte, wo sie ist. Abgeschlossen hat eine Stadt, wessen Karte (oder Zug) sie schließt, gleich wer Gefolgsleute in ihr hat, und auch eine Stadt ohne Figuren zählt. Die Königskarte wird nie auf den Tisch gelegt.
rule-text-kr-robber = Die Räuberkarte geht genau wie die Königskarte, für Straßen: an den, der die erste Straße abschließt, dann an den, der eine Straße mit mehr Karten abschließt als jede bisher abgeschlossene, ob jemand auf ihr steht oder nicht.
rule-text-kr-final = Bei Spielende erhält der Inhaber der Königskarte einen Punkt je abgeschlossene Stadt auf dem Tisch und der Inhaber der Räuberkarte einen Punkt je abgeschlossene Straße, gleich wer sie gebaut oder besetzt hat; nicht abgeschlossene zählen nicht, und eine Burg ist keine Stadt mehr.
rule-text-kr-city-of-carcassonne = Gefragt, ob die Stadt Carcassonne für den König zählt, antwortete der Verlag, dass sie als eine abgeschlossene Stadt zählt; ihr Inhaber erhält also einen Punkt mehr, wenn Der Graf von Carcassonne im Spiel ist.

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-kr-king = King and Robber Baron (1st edition), Completed city › The King (die erste abgeschlossene Stadt, dann jede größere, nimmt die Königskarte; größer heißt mit mehr Karten: Lesarten §1.17)
rule-section-kr-robber = King and Robber Baron (1st edition), Completed road › The Robber Baron (wie der König, für Straßen; länger heißt mit mehr Karten: Lesarten §1.17)
rule-section-kr-final = King and Robber Baron (1st edition), The King und The Robber Baron (am Ende ein Punkt je abgeschlossene Stadt oder Straße auf dem Tisch)
rule-section-kr-city-of-carcassonne = Count, King and Robber (1st edition), The Count of Carcassonne › Preparation, Fußnote 1 (die Antwort des Verlags: Die Stadt Carcassonne zählt für den König als abgeschlossene Stadt)
