## shrines

document-shrines = Shrines (WikiCarpedia: "Count, King and Robber", Shrines, new edition, and "Heretics and Shrines (1st edition)")

rule-shrines-shrine = A shrine is laid, held and scored as a monastery
rule-shrines-neighbours = No shrine beside two monasteries, no monastery beside two shrines
rule-shrines-challenge = A shrine and a monastery side by side: the first completed wins the challenge

## The steps of a ruling.

aside-shrines-loses = { $winner } is completed first: { $loser } beside it loses the challenge, and its followers go home without points

## Why an action is refused.

refusal-shrines-shrine-too-many = { $tile } would put its shrine beside more than one monastery, on { $squares }: a shrine never touches more than one monastery
refusal-shrines-monastery-too-many = { $tile } would put its monastery beside more than one shrine, on { $squares }: a monastery never touches more than one shrine
refusal-shrines-shrine-second = { $tile } would put its shrine beside the monastery on { $at }, which has a shrine beside it already, on { $first }: a monastery never touches more than one shrine
refusal-shrines-monastery-second = { $tile } would put its monastery beside the shrine on { $at }, which has a monastery beside it already, on { $first }: a shrine never touches more than one monastery
label-shrines-neighbours = a second shrine or monastery beside one of the other kind
help-shrines-neighbours = place the tile where its shrine or monastery touches at most one building of the other kind, and that one no other

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-shrines-shrine = a shrine in a field
tiles-layout-shrines-shrine-cap = a shrine; a city cap N
tiles-layout-shrines-shrine-road = a shrine with a road from S ending at it
tiles-layout-shrines-shrine-cap-road = a shrine with a road from S ending at it; a city cap N
tiles-layout-shrines-shrine-two-roads = a shrine with roads from N and from S, each ending at it

# The comment `carc new` writes for this box (each line after the box's name).
new-note-shrines =
    a follower goes on a shrine with `on: shrine`; it scores as a monastery;
    a shrine never beside two monasteries, a monastery never beside two shrines

## The rules in the project's own words

rule-text-shrines-shrine = A shrine is laid, held and scored exactly as a monastery: a follower on it scores 9 points when the shrine and its eight neighbouring squares are all covered, and at the end of the game a point for each of those tiles on the table; the abbot may stand on it.
rule-text-shrines-neighbours = A tile may not be placed so that a shrine has two or more monasteries on its eight neighbouring squares, nor a monastery two or more shrines; the abbey counts as a monastery. Shrines beside shrines and monasteries beside monasteries are free.
rule-text-shrines-challenge = A shrine and a monastery on neighbouring squares, each with a follower, challenge each other. The first to be completed scores as usual; the other, if it is still incomplete and occupied, loses: its followers go home without points. An empty building challenges nobody. If one tile completes both, both score; at the end of the game both score as usual.

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-shrines-shrine = Shrines (a shrine is a monastery in every respect: its follower is a heretic, it scores as a monastery)
rule-section-shrines-neighbours = Shrines, placing a tile (a shrine may not touch more than one monastery, nor a monastery more than one shrine; readings §1.18)
rule-section-shrines-challenge = Shrines, the challenge (an occupied shrine and an occupied monastery side by side: the first completed scores, the other's followers go home without points; readings §1.18)
