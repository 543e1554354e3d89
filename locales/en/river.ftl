## river

document-river = The River (WikiCarpedia: "River", new edition, with the publisher's answers quoted on "River (1st edition)")

rule-river-spring = The spring lies in place of the start tile
rule-river-first = Every river tile is placed before any other tile
rule-river-continue = A river tile continues the river at its open end
rule-river-lake = The lake is the last river tile
rule-river-turns = The river never turns the same way twice in a row
rule-river-fields = The river parts the fields; they go round the spring and the lake

## Why an action is refused.

refusal-river-first = { $tile } is not a river tile, and the river is still open at { $end }: every river tile is placed before any other tile
label-river-first = not a river tile while the river is open
help-river-first = place the river tile drawn at the river's open end; the other tiles come once the lake has closed the river
refusal-river-none = { $tile } is a river tile, and no spring lies on the table for it to continue
label-river-no-spring = no spring on the table
refusal-river-finished = { $tile } is a river tile, and the lake has already closed the river: there is no open end to continue
label-river-finished = the river is finished
help-river-finished = no river tile comes after the lake: place a land tile
refusal-river-not-at-end = { $tile } does not continue the river: a river tile goes on { $end }, at an open end of the river
label-river-not-at-end = away from the river's open end
help-river-not-at-end = place the tile on { $end }, its river meeting the river there
refusal-river-lake-early = { $tile } is the lake, the last river tile, and { $left ->
        [one] one other river tile is
       *[other] { $left } other river tiles are
    } still to be placed: the lake lies at the bottom of the river's stack
label-river-lake-early = the lake before the river's other tiles
help-river-lake-early = the lake comes out of the stack only after every other river tile
refusal-river-u-turn = { $tile } would turn the river { $way } again just after { $before }, which already turns it { $way }: two turns the same way in a row make a U-turn
refusal-river-third-turn = { $tile } would turn the river { $way } a third time in a row, after { $before }
label-river-turn = the river turns the same way again
help-river-turn = turn the tile so that its river runs straight on or turns the other way, if its edges allow
phrase-river-left = left
phrase-river-right = right

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-river-spring = the spring; the river leaves through E
tiles-layout-river-lake = the lake; the river comes in from W
tiles-layout-river-city-caps = river straight W-E between two city caps, N and S
tiles-layout-river-city-road-bridge = river straight W-E; city cap N; road from S over a bridge to the city
tiles-layout-river-monastery-road = river straight W-E; monastery with a road from S over a bridge
tiles-layout-river-road-bridge = river straight N-S; road W-E over a bridge
tiles-layout-river-straight = river straight W-E; fields on both banks
tiles-layout-river-city-curve = city over N and W; river curves S-E round the opposite corner
tiles-layout-river-road-curve = road curves N-E; river curves S-W
tiles-layout-river-curve = river curves W-S
tiles-layout-river-curve-garden = river curves W-S; a garden outside the curve

show-svg-river = a river the blue band
show-key-river = or river
show-svg-river-i = The River

# The comment `carc new` writes for this box (each line after the box's name).
new-note-river =
    the spring `river/spring` lies in place of the start tile (its river leaves through E);
    while the river is open only river tiles are placed, at its open end, the lake `river/lake` last

## The rules in the project's own words

rule-text-river-spring = The River's spring lies on the table in place of the start tile, which stays in the box. The other river tiles are shuffled into a stack of their own with the lake at its bottom, so they are drawn before any other tile and the lake comes last.
rule-text-river-first = Every river tile is placed before any other tile is drawn: while the river traced from the spring still ends at an empty square, the only tile a player may place is a river tile, and not even an abbey may be played.
rule-text-river-continue = A river tile continues the river: it goes on the empty square at the river's open end, its river meeting the river there, with its other sides matching their neighbours as always. No river tile is placed once the lake has closed the river.
rule-text-river-lake = The lake lies at the bottom of the river's stack, so it is placed only when the river's ten other tiles are on the table; then the river is finished and the other tiles follow.
rule-text-river-turns = As it flows from the spring, the river may not turn the same way twice in a row. The judge reads this as the publisher answered it (readings §1.15): a curve may not turn the same way as the tile just before it, which would be a U-turn, and may not be the third curve in a row to turn the same way, straight tiles between them or not; left, straight, left is allowed.
rule-text-river-fields = The river is no feature: no figure stands on it and it scores nothing. It parts the fields it crosses, as a road does, but the field goes round the spring and the lake (one field each), and no field passes under a bridge: the road bridge and the city's bridge leave four fields.

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-river-spring = Preparation (the spring in place of the start tile; the lake at the bottom of the river's stack)
rule-section-river-first = Placing a tile (every river tile before any other tile)
rule-section-river-continue = Placing a tile (a river tile continues the river)
rule-section-river-lake = Preparation (the lake, at the bottom of the stack, is the last river tile)
rule-section-river-turns = Placing a tile (the river never turns the same way twice in a row) and its footnote (the publisher's answer: no immediate U-turn, and no third turn the same way)
rule-section-river-fields = Scoring and the clarifications of the new landscape tiles (the river parts the fields; they go round the spring and the lake; none passes under a bridge)
