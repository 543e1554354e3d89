## car

document-festival = Das Fest (WikiCarpedia)

rule-car-fn183 = Eine Karte aus Das Fest kann eine Scheune entfernen

## festival

rule-festival-return = Auf einer Festkarte statt einzusetzen eine eigene Figur zurücknehmen

rule-festival-own = Beim Fest kommen nur eigene Figuren zurück

## The steps of a ruling.

step-festival-return = { $player } feiert das Fest und nimmt { $kind ->
    [follower] seinen Gefolgsmann
    [big-follower] seinen großen Gefolgsmann
    [mayor] seinen Bürgermeister
    [wagon] seinen Wagen
    [barn] seine Scheune
    [abbot] seinen Abt
    [phantom] sein Phantom
    [builder] seinen Baumeister
    [pig] sein Schwein
   *[other] { $figure }
} auf { $at } zurück, statt einzusetzen

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# Der Aufbau jeder Karte der Schachtel nach ihrer Kennung (`base/D` ist
# `tiles-layout-base-D`), wie `carc tiles` ihn auflistet.
tiles-layout-festival-city-band-cap = Stadtband W-O; eine getrennte Stadtkappe S; Wiese N; eine kleine Wiese zwischen den Städten
tiles-layout-festival-two-corner-cities = Stadtecke N-W; Stadtecke S-O; eine kleine Wiese dazwischen
tiles-layout-festival-cap-road-s = Stadtkappe N; eine Straße von S endet am Fest
tiles-layout-festival-cap-road-e = Stadtkappe N; eine Straße von O endet am Fest
tiles-layout-festival-two-caps-two-roads = Stadtkappen N und S; Straßen von W und von O enden jeweils am Fest
tiles-layout-festival-cap-curve-es = Stadtkappe N; Straßenkurve O-S
tiles-layout-festival-monastery-roads = Kloster; Straßen von S und von W enden daran
tiles-layout-festival-cap-road-w = Stadtkappe N; eine Straße von W endet am Fest
tiles-layout-festival-cap-curve-sw = Stadtkappe N; Straßenkurve S-W
tiles-layout-festival-two-curves = Straßenkurven N-W und S-O

show-svg-festival = Festkarten: der gelbe Stern in der Mitte einer Karte
show-festival-tiles = Festkarten

# The Festival.
refusal-festival-not-festival = die gelegte Karte hat keinen Festplatz
label-festival-not-festival = keine Festkarte
help-festival-not-festival = nur auf einer Festkarte darf statt des Einsetzens eine Figur zurückgenommen werden; setze stattdessen eine Figur ein oder nichts
refusal-festival-not-own = das Fest gibt nur eigene Figuren zurück, und dort steht keine: { $figures }
label-festival-not-own = nicht deine Figur
help-festival-not-own = nenne eine Stelle, an der eine deiner Figuren steht
refusal-festival-nothing-there = auf { $on } von { $at } steht keine Figur
label-festival-nothing-there = hier ist nichts zurückzunehmen
help-festival-nothing-there = { $figures-count ->
    [0] du hast keine Figur auf dem Tisch, die du zurücknehmen könntest
   *[other] deine Figuren auf dem Tisch: { $figures }
}
refusal-festival-ambiguous = dort stehen mehrere deiner Figuren: { $figures }
label-festival-which = sag mit `figure`, welche

# The comment `carc new` writes for this box (each line after the box's name).
new-note-festival =
    die Karten `festival/*`; auf einem davon nimmt `deploy: {"{"}festival: {"{"}at: [x, y], on: N{"}"}{"}"}` statt des Einsetzens
    eine deiner Figuren vom Tisch zurück (`corner: NE` für eine Scheune)

refusal-festival-prisoner = ein { $figure } von { $player } ist Gefangener von { $holder } und steht nicht auf dem Tisch: ein Fest holt nur Figuren zurück, die auf dem Tisch stehen, und ein Gefangener bleibt gefangen
label-festival-prisoner = ein Gefangener, nicht auf dem Tisch
help-festival-prisoner = hole eine deiner Figuren vom Tisch zurück; ein Gefangener kommt durch Lösegeld oder einen Gefangenenaustausch heim

# Broken input: the diagnostics of a file that cannot be judged.
diag-festival-x-y-feature-corner = `festival` ist `{"{"}at: [x, y], on: FEATURE{"}"}` (oder `corner: NE` für eine Scheune): deine zurückgenommene Figur; oder `{"{"}held-by: PLAYER, figure: FOLLOWER{"}"}` für einen deiner Gefangenen
diag-say-who-holds-prisoner-held = sage, wer den Gefangenen hält: `held-by: blue`
diag-say-which-your-followers-figure = sage, welcher deiner Gefolgsleute: `figure: follower`
diag-carc-lets-any-player-figures = carc lässt jede Figur des Spielers von einer Festkarte zurückkehren, wie die Seite der Schachtel; stelle die Regel in JCloisterZone zurück
diag-festival-festival = das Fest gehört zu Das Fest
diag-prisoners-are-taken-tower-towers = Gefangene werden von den Türmen von Der Turm genommen
diag-no-such-prisoner = kein solcher Gefangener
diag-name-prisoner-prisoners-player-holding = nenne einen Gefangenen aus `prisoners`: den Spieler, der ihn hält, und seine Art
diag-holds-no-prisoner = { $holder } hält keinen Gefangenen von { $owner } der Art „{ $figure }“

## The rules in the project's own words

rule-text-car-fn183 = Obwohl eine Scheune sonst bis Spielende stehen bleibt, kann eine Karte aus Das Fest sie vom Tisch nehmen.
rule-text-festival-return = Zeigt die gelegte Karte einen Festplatz, darf ihr Spieler, statt eine Figur einzusetzen, eine seiner eigenen Figuren von irgendwo auf dem Tisch in seinen Vorrat zurücknehmen: einen Gefolgsmann jeder Art, auch die Scheune, den Baumeister oder das Schwein. Diese Figur wertet nichts. Er darf auch wie üblich auf der Festkarte einsetzen oder nichts von beidem tun; der Festplatz selbst ist kein Gebiet.
rule-text-festival-own = Das Fest gibt nur die eigenen Figuren des Spielers zurück: nie die eines anderen Spielers und keine neutrale Figur wie den Drachen oder die Fee. Ein Gefolgsmann, den ein Turmbesitzer gefangen hält, steht nicht auf dem Tisch und bleibt gefangen.

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-car-fn183 = Fußnote 183 (zur Scheune: Sie bleibt bis zum Spielende)
rule-section-festival-return = Spielablauf › 2. Einen Gefolgsmann einsetzen
rule-section-festival-own = Spielablauf › 2. Einen Gefolgsmann einsetzen, Fußnoten (nur eigene Figuren, keine eines anderen Spielers und keine neutrale Figur)
