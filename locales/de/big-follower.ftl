## big-follower

rule-big-follower-strength = Der große Gefolgsmann zählt doppelt

## How a value is counted, and who is how strong on a feature.

strength-part-several-fixed = { $kind ->
    [follower] { $count } Gefolgsleute
    [big-follower] { $count } große Gefolgsleute
    [mayor] { $count } Bürgermeister
    [wagon] { $count } Wagen
    [abbot] { $count } Äbte
    [phantom] { $count } Phantome
    [builder] { $count } Baumeister
    [pig] { $count } Schweine
    [tower-floor] { $count } Turmteile
    [castle] { $count } Burgplättchen
    [barn] { $count } Scheunen
   *[other] { $count } x { $figure }
} zu je { $strength }

## Why an action is refused.

# The comment `carc new` writes for this box (each line after the box's name).
new-note-big-follower =
    `figure: big-follower` zählt 2

## The rules in the project's own words

rule-text-big-follower-strength = Der große Gefolgsmann wird wie ein Gefolgsmann eingesetzt und darf überall stehen, wo ein Gefolgsmann stehen darf, zählt aber bei der Ermittlung der Mehrheit in seinem Gebiet wie zwei Gefolgsleute.

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-big-follower-strength = Wirtshäuser & Kathedralen: der große Gefolgsmann
