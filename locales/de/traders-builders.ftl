## traders-builders

document-traders-builders = Händler und Baumeister (WikiCarpedia, neue Ausgabe)

rule-tb-goods = Wer eine Stadt abschließt, nimmt ihre Waren

rule-tb-goods-scoring = Die meisten Warenplättchen einer Sorte bringen 10

rule-tb-alone = Ein Baumeister oder Schwein ohne Gefolgsmann seines Besitzers geht heim

## The steps of a ruling.

step-goods-taken = { $player } hat { $city } abgeschlossen und nimmt ihre Waren: { $goods }
step-goods-scored = { $winners } hat am meisten { $good } und erhält { $points } Punkte (Warenplättchen: { $holdings })
step-goods-scored-tied = { $winners } haben gleich viel und am meisten { $good } und erhalten je { $points } Punkte (Warenplättchen: { $holdings })
# A good by its id (wine, grain, cloth).
good = { $good ->
    [wine] Wein
    [grain] Getreide
   *[cloth] Stoff
}
goods-count = { $count } { $good ->
    [wine] Wein
    [grain] Getreide
   *[cloth] Stoff
}

## The ruling's frame: verdict, points, figures back, notes, citations.

report-goods-taken = Genommene Waren: { $goods }

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# Der Aufbau jeder Karte der Schachtel nach ihrer Kennung (`base/D` ist
# `tiles-layout-base-D`), wie `carc tiles` ihn auflistet.
tiles-layout-traders-builders-corner-city-grain = Stadt N-W mit Getreide
tiles-layout-traders-builders-corner-city-wine = Stadt N-W mit Wein
tiles-layout-traders-builders-band-cap-s-cloth = Stadt quer W-O mit Stoff und eine getrennte Stadtkappe S
tiles-layout-traders-builders-band-cap-s-wine = Stadt quer W-O mit Wein und eine getrennte Stadtkappe S
tiles-layout-traders-builders-three-sides-grain = Stadt an N, O und W mit Getreide; Wiese S
tiles-layout-traders-builders-corner-city-two-caps-cloth = Stadt N-W mit Stoff; getrennte Stadtkappen O und S
tiles-layout-traders-builders-corner-city-roads-in-cloth = Stadt N-W mit Stoff; Straßen von O und S führen hinein, vier Wiesen
tiles-layout-traders-builders-corner-city-roads-in-wine = Stadt N-W mit Wein; Straßen von O und S führen hinein, die Wiese zwischen ihnen gemeinsam
tiles-layout-traders-builders-corner-city-roads-in-wine-garden = wie traders-builders/corner-city-roads-in-wine, mit einem Garten
tiles-layout-traders-builders-corner-city-road-e-cap-s-cloth = Stadt N-W mit Stoff; Straße von O führt hinein; getrennte Stadtkappe S
tiles-layout-traders-builders-corner-city-road-e-cap-s-grain = Stadt N-W mit Getreide; Straße von O führt hinein; getrennte Stadtkappe S
tiles-layout-traders-builders-corner-city-road-e-cloth = Stadt N-W mit Stoff; Straße von O führt hinein
tiles-layout-traders-builders-corner-city-road-e-cloth-garden = wie traders-builders/corner-city-road-e-cloth, mit einem Garten
tiles-layout-traders-builders-corner-city-road-e-wine = Stadt N-W mit Wein; Straße von O führt hinein; eine Mauer trennt die südliche Wiese ab
tiles-layout-traders-builders-three-sides-road-s-wine = Stadt an N, O und W mit Wein; Straße von S führt hinein
tiles-layout-traders-builders-two-corner-cities-wine = Stadt N-W mit Wein und eine getrennte Stadt O-S, dazwischen eine innere Wiese
tiles-layout-traders-builders-band-wine = Stadt quer W-O mit Wein
tiles-layout-traders-builders-cap-road-e = Stadtkappe N; Straße von O führt hinein
tiles-layout-traders-builders-band-road-s-grain = Stadt quer W-O mit Getreide; Straße von S führt hinein
tiles-layout-traders-builders-band-road-s-wine = Stadt quer W-O mit Wein; Straße von S führt hinein
tiles-layout-traders-builders-band-roads-n-s-wine = Stadt quer W-O mit Wein; Straßen von N und S führen hinein
tiles-layout-traders-builders-monastery-three-roads = Kloster; die Straßen O, S und W enden jeweils daran
tiles-layout-traders-builders-corner-city-road-s-grain = Stadt N-W mit Getreide; Straße von S führt hinein
tiles-layout-traders-builders-corner-city-road-s-grain-wall = Stadt N-W mit Getreide; Straße von S führt hinein; eine Mauer trennt die östliche Wiese ab
tiles-layout-traders-builders-cap-roads-w-s = Stadtkappe N; Straße von S führt hinein, und die Straße W endet, wo sie auf die Straße S trifft
tiles-layout-traders-builders-overpass = die Straßen N-S und W-O kreuzen sich auf einer Brücke, ohne sich zu treffen

show-svg-goods = Waren, die Warenplättchen in Städten
show-svg-wine = W Wein (violett)
show-svg-grain = G Getreide (gold)
show-svg-cloth = C Stoff (blau)
check-goods = `goods`: erwartet, dass { $player } { $expected } { $good } nimmt, tatsächlich { $ruled }

# The comment `carc new` writes for this box (each line after the box's name).
new-note-traders-builders =
    die Karten `traders-builders/*` (Waren in Städten; `carc tiles | grep traders-builders`),
    `goods: {"{"}red: {"{"}wine: 1{"}"}{"}"}` für gesammelte Waren, `figure: builder|pig`

# Broken input: the diagnostics of a file that cannot be judged.
diag-goods-tokens-per-player-e = Warenplättchen je Spieler, z. B. `{"{"}red: {"{"}wine: 2, cloth: 1{"}"}{"}"}` (Waren: wine, grain, cloth)
diag-more-than-box = mehr als in der Schachtel
diag-mapping-from-good-count = eine Zuordnung von Ware zu Anzahl
diag-goods-tokens-belong-traders-builders = Warenplättchen gehören zu den Regeln `traders-builders`, die nicht im Spiel sind
    .label = Waren ohne Händler und Baumeister
diag-add-traders-builders-rules-remove = füge `traders-builders` zu `rules` hinzu oder entferne `goods`
diag-called-grain = `{ $word }` heißt hier `grain`
    .label = ein anderer Name für Getreide
    .help = schreibe `grain`
diag-box-holds-only = die Schachtel enthält nur { $count } Warenplättchen { $good }
diag-player-holds-at-most = ein Spieler hält höchstens { $count } Warenplättchen { $good }
diag-tokens-too-many = { $over ->
    [one] ein Warenplättchen zu viel
   *[other] { $over } Warenplättchen zu viel
}
diag-players-hold = die Spieler halten { $count } Warenplättchen { $good }, und die Schachtel enthält nur { $box }
diag-tokens-add-up = die gehaltenen Warenplättchen { $good } ergeben zusammen höchstens { $box }
diag-word-good = Ware
    .unknown = unbekannte Ware
    .not = keine Ware

## The rules in the project's own words

rule-text-tb-goods = Wer eine Stadt durch das Anlegen einer Karte abschließt, nimmt für jedes Warensymbol (Wein, Getreide, Stoff) irgendwo in dieser Stadt ein Warenplättchen. Es spielt keine Rolle, wer die Stadt hält, ob der Spieler selbst eine Figur darin hat oder ob überhaupt jemand für sie punktet. Eine bei Spielende offene Stadt bringt keine Waren.
rule-text-tb-goods-scoring = In der Schlusswertung wird jede Ware für sich gewertet: Wer die meisten Warenplättchen davon hat, erhält 10 Punkte; haben mehrere gleich viele und die meisten, erhält jeder von ihnen 10. Eine Ware, die niemand hat, bringt nichts.
rule-text-tb-alone = Ein Baumeister oder ein Schwein braucht einen Gefolgsmann seines Besitzers in seinem Gebiet. Verlässt der letzte solche Gefolgsmann das Gebiet, bevor es gewertet wird (etwa weil ein Turm ihn gefangen nimmt), geht der Baumeister oder das Schwein sofort in den Vorrat seines Besitzers zurück.

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-tb-goods = Regeln › Die Warenplättchen › 1. Eine Karte legen (eine Stadt mit Warensymbolen abschließen)
rule-section-tb-alone = Regeln › Der Baumeister und das Schwein (kein Gefolgsmann seines Besitzers mehr im Gebiet)
rule-section-tb-goods-scoring = Regeln › Die Warenplättchen › Schlusswertung
