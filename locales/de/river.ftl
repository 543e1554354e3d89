## river

document-river = Der Fluss (WikiCarpedia: „River“, neue Ausgabe, mit den Antworten des Verlags, die „River (1st edition)“ wiedergibt)

rule-river-spring = Die Quelle liegt anstelle der Startkarte
rule-river-first = Alle Flusskarten werden vor jeder anderen Karte gelegt
rule-river-continue = Eine Flusskarte setzt den Fluss an seinem offenen Ende fort
rule-river-lake = Der See ist die letzte Flusskarte
rule-river-turns = Der Fluss biegt nie zweimal hintereinander in dieselbe Richtung ab
rule-river-fields = Der Fluss teilt die Wiesen; um die Quelle und den See führen sie herum

## Why an action is refused.

refusal-river-first = { $tile } ist keine Flusskarte, und der Fluss ist bei { $end } noch offen: Alle Flusskarten werden vor jeder anderen Karte gelegt
label-river-first = keine Flusskarte, solange der Fluss offen ist
help-river-first = lege die gezogene Flusskarte an das offene Ende des Flusses; die anderen Karten kommen erst, wenn der See den Fluss abgeschlossen hat
refusal-river-none = { $tile } ist eine Flusskarte, und auf dem Tisch liegt keine Quelle, deren Fluss sie fortsetzen könnte
label-river-no-spring = keine Quelle auf dem Tisch
refusal-river-finished = { $tile } ist eine Flusskarte, und der See hat den Fluss schon abgeschlossen: Es gibt kein offenes Ende mehr, an das sie passt
label-river-finished = der Fluss ist abgeschlossen
help-river-finished = nach dem See kommt keine Flusskarte mehr: lege eine Landschaftskarte an
refusal-river-not-at-end = { $tile } setzt den Fluss nicht fort: Eine Flusskarte kommt auf { $end }, an ein offenes Ende des Flusses
label-river-not-at-end = abseits vom offenen Ende des Flusses
help-river-not-at-end = lege die Karte auf { $end }, sodass ihr Fluss dort an den Fluss stößt
refusal-river-lake-early = { $tile } ist der See, die letzte Flusskarte, und { $left ->
        [one] eine andere Flusskarte ist
       *[other] { $left } andere Flusskarten sind
    } noch zu legen: Der See liegt zuunterst im Stapel der Flusskarten
label-river-lake-early = der See vor den übrigen Flusskarten
help-river-lake-early = der See kommt erst nach allen anderen Flusskarten aus dem Stapel
refusal-river-u-turn = { $tile } würde den Fluss direkt nach { $before } nach { $way } lenken, wo er schon nach { $way } abbiegt: Zwei Biegungen in dieselbe Richtung hintereinander ergeben eine Kehrtwende
refusal-river-third-turn = { $tile } würde den Fluss zum dritten Mal hintereinander nach { $way } lenken, nach { $before }
label-river-turn = der Fluss biegt wieder in dieselbe Richtung ab
help-river-turn = drehe die Karte so, dass ihr Fluss geradeaus weiterläuft oder in die andere Richtung abbiegt, wenn ihre Kanten es erlauben
phrase-river-left = links
phrase-river-right = rechts

# Commands' words: moves, show, tiles, check, new, play, gen, import.

tiles-layout-river-spring = die Quelle; der Fluss verlässt die Karte nach O
tiles-layout-river-lake = der See; der Fluss kommt von W
tiles-layout-river-city-caps = Fluss gerade W-O zwischen zwei Stadtteilen, N und S
tiles-layout-river-city-road-bridge = Fluss gerade W-O; Stadtteil N; Straße von S über eine Brücke zur Stadt
tiles-layout-river-monastery-road = Fluss gerade W-O; Kloster mit einer Straße von S über eine Brücke
tiles-layout-river-road-bridge = Fluss gerade N-S; Straße W-O über eine Brücke
tiles-layout-river-straight = Fluss gerade W-O; Wiesen an beiden Ufern
tiles-layout-river-city-curve = Stadt über N und W; der Fluss biegt S-O um die gegenüberliegende Ecke
tiles-layout-river-road-curve = Straße biegt N-O; Fluss biegt S-W
tiles-layout-river-curve = Fluss biegt W-S
tiles-layout-river-curve-garden = Fluss biegt W-S; ein Garten außerhalb der Biegung

show-svg-river = ein Fluss als blaues Band
show-key-river = oder Fluss
show-svg-river-i = Der Fluss

new-note-river =
    die Quelle `river/spring` liegt anstelle der Startkarte (ihr Fluss verlässt sie nach O);
    solange der Fluss offen ist, werden nur Flusskarten gelegt, an sein offenes Ende, der See `river/lake` zuletzt

## The rules in the project's own words

rule-text-river-spring = Die Quelle des Flusses liegt anstelle der Startkarte auf dem Tisch; die Startkarte bleibt in der Schachtel. Die übrigen Flusskarten werden zu einem eigenen Stapel gemischt, mit dem See zuunterst, sodass sie vor jeder anderen Karte gezogen werden und der See als letzte kommt.
rule-text-river-first = Alle Flusskarten werden gelegt, bevor eine andere Karte gezogen wird: Solange der Fluss, von der Quelle aus verfolgt, noch an einem leeren Feld endet, darf man nur eine Flusskarte legen, auch keine Abtei.
rule-text-river-continue = Eine Flusskarte setzt den Fluss fort: Sie kommt auf das leere Feld am offenen Ende des Flusses, ihr Fluss stößt dort an den Fluss, und ihre übrigen Kanten passen wie immer zu den Nachbarn. Hat der See den Fluss abgeschlossen, wird keine Flusskarte mehr gelegt.
rule-text-river-lake = Der See liegt zuunterst im Stapel der Flusskarten; er wird also erst gelegt, wenn die zehn übrigen Flusskarten auf dem Tisch liegen. Dann ist der Fluss abgeschlossen, und die anderen Karten folgen.
rule-text-river-turns = Von der Quelle aus gesehen darf der Fluss nicht zweimal hintereinander in dieselbe Richtung abbiegen. Der Schiedsrichter liest das so, wie der Verlag es beantwortet hat (Lesarten §1.15): Eine Biegung darf nicht in dieselbe Richtung gehen wie die Karte direkt davor, denn das wäre eine Kehrtwende, und sie darf nicht die dritte Biegung in Folge in dieselbe Richtung sein, mit geraden Karten dazwischen oder ohne; links, gerade, links ist erlaubt.
rule-text-river-fields = Der Fluss ist kein Gebiet: Keine Figur steht auf ihm, und er bringt keine Punkte. Er teilt die Wiesen, die er durchquert, wie eine Straße, aber die Wiese führt um die Quelle und um den See herum (je eine Wiese), und keine Wiese führt unter einer Brücke durch: Die Straßenbrücke und die Brücke zur Stadt lassen vier Wiesen.

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-river-spring = Vorbereitung (die Quelle anstelle der Startkarte; der See zuunterst im Stapel der Flusskarten)
rule-section-river-first = Eine Karte legen (alle Flusskarten vor jeder anderen Karte)
rule-section-river-continue = Eine Karte legen (eine Flusskarte setzt den Fluss fort)
rule-section-river-lake = Vorbereitung (der See, zuunterst im Stapel, ist die letzte Flusskarte)
rule-section-river-turns = Eine Karte legen (der Fluss biegt nie zweimal hintereinander in dieselbe Richtung ab) und ihre Fußnote (die Antwort des Verlags: keine sofortige Kehrtwende und keine dritte Biegung in dieselbe Richtung)
rule-section-river-fields = Wertung und die Klarstellungen zu den neuen Landschaftskarten (der Fluss teilt die Wiesen; sie führen um Quelle und See herum; keine führt unter einer Brücke durch)
