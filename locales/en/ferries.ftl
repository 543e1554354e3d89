## ferries

document-ferries = The Ferries (WikiCarpedia)

rule-ferries-place = A lake tile gets a ferry joining two road ends

rule-ferries-move = Extending a road lets you move its nearest ferry

rule-ferries-score = Features completed with ferries score normally

rule-ferries-fn1 = A new lake always gets its ferry

rule-ferries-fn2 = Only a ferry the road runs through may move

rule-ferries-fn3 = Only the first ferry along the road may move

rule-ferries-fn4 = Moving a ferry can close a road

rule-ferries-fn5 = A ferry move can send a builder home

## The steps of a ruling.

step-double-turn-ferry-move = a ferry move joins { $feature }, where { $player }'s builder stands, but only placing a tile on the builder's road earns a second turn: none
step-ferry-placed = { $player } puts a ferry on the lake on { $at }, joining its { $a } and { $b } jetties into one road{ $ends }
step-ferry-placed-without-figure = { $player } puts a ferry on the lake on { $at }, joining its { $a } and { $b } jetties into one road{ $ends } (the new lake gets its ferry whether or not a figure was deployed)
step-lake-end = { $count ->
    [one] ; the road at { $points } ends at the lake
   *[other] ; the roads at { $points } end at the lake
}
step-lake-end-now = { $count ->
    [one] ; the road at { $points } now ends at the lake
   *[other] ; the roads at { $points } now end at the lake
}
step-ferry-movable = the road leaving the placed tile at { $from } reaches the ferry on { $lake } ([{ $a }, { $b }]) at its { $jetty } jetty first: it may move
step-ferry-dead-end = the road leaving at { $from } ends at the { $jetty } jetty on { $lake }, which its ferry ([{ $a }, { $b }]) does not serve: that ferry is not reached
step-ferry-beyond = beyond it along the road from { $from }, the ferry on { $lake } is not the first (the one on { $first } is): it may not move
step-ferries-none-may-move = no ferry may move
step-ferries-none-moved = the action moves none
step-ferry-moved = { $player } moves the ferry on { $at } from [{ $from-a }, { $from-b }] to [{ $to-a }, { $to-b }]{ $ends }
step-builder-stays = { $player }'s builder is parted from the follower it was with, but another follower of { $player }'s is on { $road }, so the builder stays

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-ferries-1 = city cap N, roads W, S, E into a lake (like base L with a lake at the crossing)
tiles-layout-ferries-2 = roads W, S, E into a lake (like base W with a lake at the crossing)
tiles-layout-ferries-3 = roads N, E, S, W into a lake (like base X with a lake at the crossing)

show-svg-lakes = lakes
show-svg-lake = the blue disc, its roads ending at its shore
show-svg-ferry = its ferry the brown line joining two of them
show-key-lake = ~ lake
show-ferries = ferries
# A ferry on the text board: its square and the two road ends it joins.
show-ferry = { $at } joins { $ends }

# The ferries.
refusal-ferries-no-lake = { $tile } has no lake to put a ferry on
label-ferries-no-lake = no lake on the placed tile
help-ferries-remove-ferry = remove `ferry`: only a tile with a lake gets one
refusal-ferries-lake-needs-ferry = { $tile } has a lake, and a new lake always gets its ferry, meeple or not
label-ferries-lake-without-ferry = a lake tile placed without its ferry
help-ferries-add-ferry = add `ferry:` to the action, joining two of its jetties: { $pairs }
# `$moved` is 1 when an earlier entry of `move_ferries` moved a ferry.
help-ferries-ferry-moves = { $moves-count ->
    [0] { $moved ->
        [1] every ferry that may move this turn has moved: leave out this entry of `move_ferries` and keep the ones before it
       *[other] no ferry may move this turn: leave out `move_ferries`
    }
   *[other] legal moves: { $moves }
}
phrase-ferries-ferry-move = `{"{"}at: { $at }, to: { $to }{"}"}`
refusal-ferries-no-ferry-to-move = { $tile } on { $at } has no ferry to move
refusal-ferries-just-placed = the ferry on { $at } was just placed on the new lake; it cannot also move this turn
label-ferries-new-lake-ferry = the new lake's own ferry
refusal-ferries-moved-twice = the ferry on { $at } has already moved this turn; each ferry moves at most once a turn
refusal-ferries-moved-earlier = the ferry on { $at } was placed or moved with the first tile of this double turn; each ferry is placed or moved at most once a turn, both tiles together
label-ferries-second-move = second move of the same ferry
aside-ferries-first-move = its first move
refusal-ferries-already-joins = the ferry on { $at } already joins { $pair }; moving it there changes nothing
label-ferries-not-a-move = not a move
refusal-ferries-joined-by-move = the ferry on { $at } was not on the road the placed tile extended: the road reaches it only since the ferry on { $first } moved, and only a ferry on the extended road may move
label-ferries-not-on-extended-road = not on the extended road
aside-ferries-move-joined = the ferry on { $first }, whose move joined the road to it
refusal-ferries-dead-end = the road from the placed tile reaches the lake on { $at } at its { $jetty } jetty, which the ferry (joining { $a } and { $b }) does not serve: the road ends there, so that ferry is not reached
label-ferries-ferry-not-on-road = ferry not on the extended road
aside-ferries-road-ends = { $tile }: the road ends at its { $jetty } jetty
refusal-ferries-not-first = the ferry on { $at } is not the first along the road from the placed tile: the ferry on { $first } comes first
label-ferries-not-first = not the first ferry
aside-ferries-first-ferry = the first ferry along this road, on { $first }
refusal-ferries-not-reached = no road of the placed tile reaches the ferry on { $at }
label-ferries-not-reached = ferry not on a road the tile extends

# The comment `carc new` writes for this box (each line after the box's name).
new-note-ferries =
    lake tiles `ferries/1..3` need `ferry: [W, E]` (on the board and in the action);
    `move_ferries: [{"{"}at: [x, y], to: [W, S]{"}"}]` moves the first ferry along an extended road

# Broken input: the diagnostics of a file that cannot be judged.
diag-edge-point = edge point
    .unknown = edge point
    .not = an edge point
diag-ferry-joins-two-road-ends = a ferry joins two road ends of its lake, e.g. `[W, E]`
diag-ferry-joins-two-different-road = a ferry joins two different road ends
    .label = same end twice
diag-each-move-x-y-n = each move is `{"{"}at: [x, y], to: [N, E]{"}"}`
diag-ferry-move = a ferry move
diag-say-which-lake-x-y = say which lake: `at: [x, y]`
diag-say-which-two-road-ends = say which two road ends it joins: `to: [N, E]`
diag-two-sides-lake-such-ne = two sides of the lake, such as `NE`
diag-ferry-ferries = a ferry is The Ferries'
diag-moving-ferry-ferries = moving a ferry is The Ferries'
diag-names-square-lake-tile-board = `at` names the square of a lake tile on the board
diag-not-a-lake-tile = not a lake tile
diag-ferry-not-two = a ferry joins 2 road ends, not { $count }
    .label = should name two sides
diag-no-tile-for-ferry = no tile on { $at } to move a ferry on
diag-no-lake-no-ferry = { $tile } on { $at } has no lake and no ferry
diag-lake-of-on = the lake of { $tile } on { $at }
diag-lake-at-rotation = the lake of { $tile } at this rotation
diag-no-jetty-at = { $lake } has no jetty at { $points }
    .label = not a jetty of this lake
diag-its-jetties = its jetties are { $points }
diag-lake-no-ferry = the lake of { $tile } has no ferry
    .label = lake tile without `ferry`
diag-every-lake-holds = every lake holds a ferry joining two of its road ends ({ $points }): add e.g. `ferry: [{ $a }, { $b }]`
diag-no-lake-for-ferry = { $tile } has no lake for a ferry
    .label = no lake on this tile
    .help = only the lake tiles of The Ferries (ferries/1, ferries/2, ferries/3) carry a ferry; remove `ferry`

## The rules in the project's own words

rule-text-ferries-place = Whoever places a lake tile sets a ferry from the supply on its lake so that it joins two of the tile's road ends, of that player's choosing; every other road end on the tile stops at the lake. Per ferries:fn1 this happens whether or not a meeple was deployed, and the ferry comes after the meeple.
rule-text-ferries-move = When a placed tile extends a road, the player may reposition, in each direction the road runs from that tile, the nearest ferry that carries the road, so up to four ferries may move; a moved ferry must still join two road ends and may leave the extended road. A new lake tile's own ferry is placed first, and no ferry is placed or moved more than once in a turn.
rule-text-ferries-score = Features finished by a lake tile or its ferry, and roads closed off by moving a ferry, are scored as usual in the scoring step; unfinished ones score normally at game end. A ferry move may also reopen a road that was already scored, and when completed again it scores again in full (readings §5.5).
rule-text-ferries-fn1 = Placing the ferry on a newly placed lake tile happens every time, whether or not the player deployed a meeple; the body text reads as if it depended on a highwayman being placed.
rule-text-ferries-fn2 = A ferry may be moved only if the extended road actually passes over it. A road that reaches a lake at an end the ferry does not serve stops there, so extending that road gives no right to move the ferry.
rule-text-ferries-fn3 = Walking along the road outward from the newly placed tile, the player may move the first ferry met, and none that lie further along.
rule-text-ferries-fn4 = A community reading: a ferry move alone, with no tile extending the road, can complete a road, because a road end at a lake that no ferry serves is a closed end. The judge scores such a road in the scoring step (readings §5).
rule-text-ferries-fn5 = If moving a ferry leaves a builder on a road apart from its owner's follower, the builder returns to its owner, whether or not that follower is still on some road. The judge keeps the builder when another follower of the same owner is on the builder's new road, since the builder rule asks only for one (readings §5).

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-ferries-place = 2. Placing a meeple and a ferry
rule-section-ferries-move = Extending a road with a ferry on it
rule-section-ferries-score = 3. Scoring a feature
rule-section-ferries-fn1 = footnote 1 (to §2, placing a meeple and a ferry)
rule-section-ferries-fn2 = footnote 2 (to extending a road with a ferry on it)
rule-section-ferries-fn3 = footnote 3 (to extending a road with a ferry on it, several ferries)
rule-section-ferries-fn4 = footnote 4 (to extending a road with a ferry on it, scored roads reopened)
rule-section-ferries-fn5 = footnote 5 (to other expansions: Traders and Builders)
