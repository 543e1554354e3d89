## river-ii

document-river-ii = The River II (WikiCarpedia: "River", the part on The River II, new edition, and "River (1st edition)" with the publisher's answers)

rule-river-ii-fork = The fork is placed first
rule-river-ii-branches = The river's two branches never meet
rule-river-ii-city-lake = The city lake closes a branch whenever it comes
rule-river-ii-volcano = The volcano comes last, takes no figure, and gives another turn
rule-river-ii-together = With both rivers, one spring and River I's lake leave the game

## Why an action is refused.

refusal-river-ii-fork-first = { $tile } cannot follow the spring: the fork of The River II is the first tile placed after it
refusal-river-ii-fork-late = { $tile } is the fork, and the river already runs past the spring: the fork is placed first or not at all
label-river-ii-fork = the fork comes right after the spring
help-river-ii-fork = place the fork first, one of its three river arms meeting the spring's river
refusal-river-ii-branches-meet = { $tile } would carry the river on into the river at { $other }: the two branches of the fork never meet
label-river-ii-branches-meet = the branches would meet
help-river-ii-branches-meet = turn the tile so that its river leaves towards an empty square, or place it at the other branch's open end
refusal-river-ii-volcano-early = { $tile } is the volcano, the last river tile, and { $left ->
        [one] one other river tile is
       *[other] { $left } other river tiles are
    } still to be placed: the volcano lies at the bottom of the river's stack
label-river-ii-volcano-early = the volcano before the river's other tiles
help-river-ii-volcano-early = the volcano comes out of the stack only after every other river tile, the city lake included
refusal-river-ii-on-volcano = the { $figure-kind } cannot go on { $tile }: no figure is deployed on the volcano, the last river tile
label-river-ii-on-volcano = no figure on the volcano
help-river-ii-on-volcano = leave the figure in supply: the player takes another turn at once instead
refusal-river-ii-lake-out = { $tile } is out of the game: with both rivers in play, one spring and one lake per fork remain, and River I's lake is the one left in the box
label-river-ii-lake-out = out of the game with both rivers
help-river-ii-lake-out = end a branch with the city lake, and the last one with the volcano
aside-river-ii-another-turn = having placed the volcano, { $player } takes another turn at once, with a land tile

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-river-ii-spring = the spring; the river leaves through E
tiles-layout-river-ii-fork = the fork: river arms W, N and E meet in the middle; field S
tiles-layout-river-ii-city-lake = the river comes in from W into a lake beside a city cap E
tiles-layout-river-ii-volcano = the river comes in from W and ends at a volcano
tiles-layout-river-ii-city-bridge = river straight N-S; one city joins W and E over a bridge
tiles-layout-river-ii-monastery = river straight W-E; a monastery beside it
tiles-layout-river-ii-inn-bridge = river straight N-S; a road W-E with an inn over a bridge
tiles-layout-river-ii-city-road-bridge = river straight W-E; city cap N; road from S over a bridge to the city
tiles-layout-river-ii-curve = river curves W-S
tiles-layout-river-ii-curve-garden = river curves W-S; a garden outside the curve
tiles-layout-river-ii-city-curve-pennant = city with a pennant over N and W; river curves S-E round the opposite corner
tiles-layout-river-ii-road-curve = road curves N-E; river curves S-W

# The comment `carc new` writes for this box (each line after the box's name).
new-note-river-ii =
    the spring `river-ii/spring` lies in place of the start tile (its river leaves through E), the fork `river-ii/fork` first after it;
    each river tile continues one branch at its open end, the branches never meet, the volcano `river-ii/volcano` last

## The rules in the project's own words

rule-text-river-ii-fork = The fork is set aside with the spring and the volcano and is the first tile placed after the spring, any of its three river arms meeting the spring's river. From it the river runs on in two branches, and each later river tile continues one of them at its open end. A branch that leaves the fork sideways has turned there, for the turning rule; the branch that runs straight through has not.
rule-text-river-ii-branches = The two branches of the river never meet: a river tile may not carry its river on into a river already on the table, so each of its other river sides must face an empty square.
rule-text-river-ii-city-lake = The lake beside a city is shuffled with the other river tiles and closes the branch it is placed on whenever it is drawn; the tiles after it continue the other branch. Its city and fields take figures as usual.
rule-text-river-ii-volcano = The volcano lake lies at the bottom of the river's stack: it is placed only when every other river tile is on the table, the city lake included. No figure may be deployed on it, and its player at once takes another turn, drawing a land tile. With The Princess & the Dragon, the dragon also comes to the volcano.
rule-text-river-ii-together = Both rivers may be played as one: one spring stays on the table, the fork still comes first, and since one spring and one fork keep two lakes, River I's lake leaves the game; the city lake is shuffled in, and the volcano comes last (readings §1.16).

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-river-ii-fork = River, Preparation of The River II (the fork set aside with the spring and the lake, and placed first)
rule-section-river-ii-branches = River (1st edition), The River II (each player extends one of the two branches; they never join)
rule-section-river-ii-city-lake = River (1st edition), The River II contents (two lakes: one beside a city, one at the volcano); shuffled with the other river tiles (readings §1.16)
rule-section-river-ii-volcano = River, Preparation of The River II (the volcano lake is the last river tile) and Placing a meeple (no figure on it; its player takes another turn at once)
rule-section-river-ii-together = River, Preparation, footnote 1 (river sets may be mixed: one lake for each spring and one more for each fork), and the publisher's answer on River (1st edition) (one spring and one lake leave the game)
