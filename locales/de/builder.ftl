## builder

rule-builder-deploy = Den Baumeister einsetzen

rule-builder-double-turn = Der Doppelzug des Baumeisters

## The steps of a ruling.

step-double-turn-extends = die Karte erweitert { $feature }, wo der Baumeister von { $player } steht: { $player } macht nach diesem Zug einen zweiten Zug
step-double-turn-closes = die Karte schließt { $feature } ab, wo der Baumeister von { $player } steht, fügt ihr aber keinen Teil hinzu und erweitert sie also nicht: kein zweiter Zug
step-double-turn-second-tile = die Karte erweitert { $feature }, wo der Baumeister von { $player } steht, ist aber schon die zweite Karte des Doppelzugs: der Baumeister bringt eine weitere Karte pro Zug, nie eine dritte

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

check-double-turn = `double-turn`: erwartet { $expected }, tatsächlich { $ruled }

# The builder.
help-builder-goes-on = der Baumeister kommt auf eine Straße oder in eine Stadt der gelegten Karte, wo schon einer deiner Gefolgsleute steht
refusal-builder-no-follower = { $player } hat keinen Gefolgsmann { $feature-in }, darum kann der Baumeister nicht dazukommen
label-builder-no-follower = kein eigener Gefolgsmann in diesem Gebiet
help-builder-joins = der Baumeister kommt auf eine Straße oder in eine Stadt, wo du schon einen Gefolgsmann hast

# The comment `carc new` writes for this box (each line after the box's name).
new-note-builder =
    `figure: builder` auf einer Straße oder in einer Stadt mit deinem Gefolgsmann

# Broken input: the diagnostics of a file that cannot be judged.
diag-double-turn-not-bool = `double-turn` ist true oder false, nicht { $found }
    .label = kein Wahrheitswert
    .help = schreibe `double-turn: true` (der zweite Zug des Baumeisters wird gewährt) oder `false`

## The rules in the project's own words

rule-text-builder-deploy = Statt eines Gefolgsmanns darf ein Spieler seinen Baumeister auf eine Straße oder in eine Stadt der gerade gelegten Karte stellen, aber nur, wenn in diesem Gebiet bereits einer seiner eigenen Gefolgsleute steht. Der Baumeister ist kein Gefolgsmann: Er besetzt nichts und zählt nicht für die Mehrheit, und er kehrt zurück, sobald sein Gebiet gewertet ist oder dort kein Gefolgsmann seines Besitzers mehr steht.
rule-text-builder-double-turn = Legt ein Spieler eine Karte, die eine Straße oder Stadt mit seinem Baumeister erweitert, macht er direkt im Anschluss einen zweiten Zug. Nur das Legen einer Karte kann ihn auslösen, und nur einmal pro Zug.

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-builder-deploy = Händler & Baumeister: der Baumeister
rule-section-builder-double-turn = Händler & Baumeister: der Baumeister
