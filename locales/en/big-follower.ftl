## big-follower

rule-big-follower-strength = The big follower counts double

## How a value is counted, and who is how strong on a feature.

strength-part-several-fixed = { $kind ->
   *[other] { $count } { $figure }s
} of { $strength } each

## Why an action is refused.

# The comment `carc new` writes for this box (each line after the box's name).
new-note-big-follower =
    `figure: big-follower` counts 2

## The rules in the project's own words

rule-text-big-follower-strength = The big follower is deployed like a follower and stands where a follower may, but counts as two followers when the majority on its feature is worked out.

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-big-follower-strength = Inns & Cathedrals: the big follower
