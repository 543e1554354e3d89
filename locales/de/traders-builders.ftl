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
