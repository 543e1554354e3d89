## tower

document-tower = The Tower (WikiCarpedia, new edition)

rule-tower-floors = Tower floors in hand by the number of players

rule-tower-floor = Instead of deploying, build a floor onto any open tower

rule-tower-top = Instead of deploying, close an open tower with a follower

rule-tower-capture = A new floor may capture one follower

rule-tower-reach = A tower reaches as many tiles each way as it has floors

rule-tower-exchange = Players holding each other's followers exchange them

rule-tower-ransom = Buy a prisoner back for 3 points, once a turn
rule-tower-ransom-any-score = A ransom may take a score below zero
rule-tower-top-reopens = A tower whose top follower is captured is open again

## The steps of a ruling.

# The Tower. `$reach` counts the tiles a tower reaches, its own included.
step-floor-built = { $player } builds a tower floor on { $at } instead of deploying: the tower has { $floors ->
    [one] 1 floor
   *[other] { $floors } floors
} and reaches { $reach } tiles, its own and { $floors } straight in each direction
step-tower-closed = { $player } sets { $figure-a } on top of the tower on { $at } instead of deploying, closing it: no floor goes on it any more, and the figure stays there without scoring
step-captured = { $player } captures { $kind ->
   *[other] { $owner }'s { $figure }
} from { $on ->
    [tower] the top of the tower
   *[other] the { $on }
} of { $at }, within the tower's reach: it is { $player }'s prisoner now
step-captured-own = { $player } takes their own { $kind ->
   *[other] { $figure }
} off { $on ->
    [tower] the top of the tower
   *[other] the { $on }
} of { $at } with the tower: it goes back to supply
step-exchanged = { $player } and { $other } now each hold one of the other's followers, so the two are exchanged: { $player }'s { $back-kind ->
   *[other] { $back }
} goes back to { $player }, and { $other }'s { $freed-kind ->
   *[other] { $freed }
} to { $other }
step-ransomed = before placing the tile, { $player } pays { $points } points to { $other } and buys back { $player }'s { $kind ->
   *[other] { $figure }
}{ $below ->
    [yes] , which takes { $player }'s score to { $score }: nothing forbids a score below zero
   *[no] {""}
}

## The ruling's frame: verdict, points, figures back, notes, citations.

report-prisoners = Prisoners after the action: { $prisoners }

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-tower-city-cap = city cap N; field around; foundation in the field
tiles-layout-tower-field = field only, with the foundation in the middle
tiles-layout-tower-field-garden = same as tower/field, with a garden
tiles-layout-tower-monastery = monastery in a field, with the foundation beside it
tiles-layout-tower-roads-w-s = roads from W and from S end at the foundation
tiles-layout-tower-roads-w-s-garden = same as tower/roads-w-s, with a garden
tiles-layout-tower-three-roads = roads W, N and E meet at the foundation; field S
tiles-layout-tower-two-curves = a road curves N-W and another S-E, the foundation between them
tiles-layout-tower-crossing = four roads meet at the foundation
tiles-layout-tower-road-through-city = city W-E; a road N-S passes through it; four corner fields
tiles-layout-tower-cap-road-s = city cap N; a road from S ends at the foundation below it, parting the field
tiles-layout-tower-cap-curve-ws = city cap N; a road curves W-S
tiles-layout-tower-cap-road-we = city cap N; a road W-E; the foundation parts the strip between them
tiles-layout-tower-corner-city = city N-W; field E-S
tiles-layout-tower-corner-city-road-e = city N-W; a road from E runs into it; three fields
tiles-layout-tower-two-caps = separate city caps N and W; field E-S
tiles-layout-tower-caps-n-s-road-we = city caps N and S; a road W-E between them
tiles-layout-tower-three-sides-road-s = city on N, W and E; a road from S runs into it
tiles-layout-tower-three-sides-cap-s = city on N, W and E, pennant, and a separate city cap S, with a small field between them

show-svg-towers = towers: a grey square a foundation, a pale block with a number a tower of that many floors; a figure on top of it closes it
# A tower on the text board by its floors; closed by a figure on top, or open.
show-tower = { $floors ->
    [0] a tower foundation, no floor yet
    [one] a tower of 1 floor
   *[other] a tower of { $floors } floors
}
show-tower-closed = { $tower }, closed by { $figure } on top
show-tower-open = { $tower }, open
show-prisoner = { $holder } holds { $figure } prisoner
check-prisoners = prisoners: expected { $holder } to hold { $expected }, ruled { $ruled }

# The Tower.
refusal-tower-no-foundation = { $tile } on { $at } has no tower foundation
refusal-tower-no-tile = no tile lies on { $at }, so no tower stands there
label-tower-no-foundation = no tower here
refusal-tower-closed = the tower on { $at } is closed: { $closer } stands on top
label-tower-closed = a closed tower
aside-tower-closed-by = this follower closes the tower
help-tower-foundations = { $squares-count ->
    [0] no tower on the table is open
   *[other] open towers and bare foundations on the table: { $squares }
}
refusal-tower-out-of-reach = { $at } is out of reach of the tower on { $tower }, which has { $floors } floors
label-tower-out-of-reach = out of the tower's reach
help-tower-in-reach = the tower on { $tower } reaches its own tile and { $floors ->
    [one] one tile
   *[other] { $floors } tiles
} straight north, east, south and west, never diagonally
refusal-tower-nobody-there = no follower stands on the { $on } of { $at }
label-tower-nobody-there = no follower here
refusal-tower-not-capturable = { $figure } is not a follower, and a tower captures only followers
help-tower-capture-whom = name a follower with `capture: {"{"}at: [x, y], on: FEATURE{"}"}` (`on: tower` for one on a tower), adding `owner` and `figure` when several stand there
refusal-tower-ambiguous = several followers stand on that place of { $at }: { $figures }
label-tower-which = say which
refusal-tower-bare = the foundation on { $at } has no floor yet, and only a tower already begun can be closed
label-tower-bare = a bare foundation
help-tower-top-first-floor = build a floor on it first (`deploy: {"{"}floor: [x, y]{"}"}`)
refusal-tower-not-on-tower = the { $figure-kind } does not close a tower
label-tower-not-on-tower = not a figure for a tower
help-tower-top-followers = a follower or a big follower closes a tower
refusal-tower-not-held = { $other } holds no { $figure-kind } of { $player }
label-tower-not-held = no such prisoner
help-tower-ransom-held = { $figures-count ->
    [0] { $other } holds none of your followers
   *[other] { $other } holds your { $figures }
}
refusal-tower-exchange-which = { $other } holds several kinds of your followers, and the exchange gives one back
refusal-tower-exchange-not-held = { $other } holds no { $figure-kind } of yours to give back in the exchange
help-tower-exchange-name = add `exchange:` beside `floor`, naming one of { $figures }
refusal-tower-nothing-to-choose = no exchange with a choice happens here, so naming { $figure-the } to come back in one answers nothing
label-tower-nothing-to-choose = no choice to make
refusal-tower-no-floors = { $player } has no tower floor left in supply
label-tower-no-floors = no floor in hand
help-tower-no-floors = every floor { $player } had is built into a tower: deploy a figure instead, or nothing
help-tower-no-exchange = name `exchange` only when the captured follower's owner holds several kinds of your followers; otherwise leave it out

# The comment `carc new` writes for this box (each line after the box's name).
new-note-tower =
    the tiles `tower/*` (each with a foundation); `tower: 2` on a board tile gives its floors,
    `on: tower` a follower on top; `deploy: {"{"}floor: [x, y], capture: {"{"}at: [x, y], on: N{"}"}{"}"}` builds and captures,
    `deploy: {"{"}figure: follower, tower: [x, y]{"}"}` closes a tower; `prisoners:` and `ransom: {"{"}from: blue, figure: follower{"}"}`

refusal-tower-one-ransom = a prisoner was already bought back this turn: a player pays a ransom once a turn, the tiles of a double turn together
label-tower-one-ransom = a second ransom
help-tower-one-ransom = keep one ransom; the other prisoner may be bought back in a later turn

# Broken input: the diagnostics of a file that cannot be judged.
diag-tower-number-floors-e-g = `tower` is the number of floors, e.g. `tower: 2` (0 for a bare foundation)
diag-figures-held-captive-per-player = figures held captive per player, e.g. `{"{"}red: [{"{"}owner: blue, figure: follower{"}"}]{"}"}`
diag-prisoner-owner-blue-figure-follower = a prisoner is `{"{"}owner: blue, figure: follower{"}"}`
diag-prisoner = a prisoner
diag-say-whose-figure-owner-blue = say whose figure it is: `owner: blue`
diag-capture-x-y-feature-tower = `capture` is `{"{"}at: [x, y], on: FEATURE{"}"}`, or `on: tower` for a follower on a tower
diag-say-which-follower-goes-top = say which follower goes on top: `figure: follower`
diag-follower-goes-top-tower-naming = a follower goes on top of a tower by naming the tower's square
    .label = `on: tower` in `deploy`
    .help = write `deploy: {"{"}figure: follower, tower: [x, y]{"}"}`
diag-ransom-from-player-figure-figure = `ransom` is `{"{"}from: PLAYER, figure: FIGURE{"}"}`
diag-say-who-holds-prisoner-from = say who holds the prisoner: `from: blue`
diag-say-which-your-figures-figure = say which of your figures: `figure: follower`
diag-no-tower-here = no tower here
diag-only-tiles-tower-have-tower = only the tiles `tower/*` have a tower to stand on
diag-ransom-paid-tower-prisoners = ransom is paid for The Tower's prisoners
diag-where-follower-would-climb = where the follower would climb
diag-towers-are-tower = towers are The Tower's
diag-tower-floors-are-tower = tower floors are The Tower's
diag-where-floor-would-go = where the floor would go
diag-the-towers-own = The Tower's
diag-prisoners-are-taken-towers = prisoners are taken by towers
diag-not-a-follower = not a follower
diag-only-followers-are-captured-follower = only followers are captured: follower, big-follower, mayor, wagon, abbot, phantom
diag-player-own-captured-figure-goes = a player's own captured figure goes back to their supply, never to prison
diag-no-tower-can-stand = no tower can stand here
diag-towers-stand-tiles-tower-drop = towers stand on the tiles `tower/*`; drop `tower` from this entry
diag-import-message-out-of-place = a `{ $kind }` message out of its place in the turn
diag-tower-floors-range = a tower has from 0 to { $max } floors
diag-no-foundation = { $tile } has no tower foundation
diag-no-foundation-on = { $tile } on { $at } has no tower foundation
    .label = no tower foundation on this tile
    .help = name the square of a tile with a tower foundation: a tower stands only on one
diag-never-prisoner = a tower never takes a { $figure } prisoner
diag-holds-own-figure = { $player } holds their own figure
    .label = holder and owner are the same player
diag-never-on-top = { $figure } never stands on top of a tower
    .label = not a follower that closes towers
    .help = a follower or big follower closes a tower (car:fn160, fn169, fn179)
diag-tower-no-floors = the tower on { $at } has no floors
    .label = nothing to stand on
    .help = give the tile's tower its floors, e.g. `tower: 1`
diag-tower-taken = the tower on { $at } already has a follower on top
    .label = second follower on top
    .help = one follower closes a tower; remove one

## The rules in the project's own words

rule-text-tower-floors = Each player starts with tower floors of their own: 10 each with two players, 9 with three, 7 with four, 6 with five and 5 with six. A floor comes from the player's supply; without one left, no floor can be built.
rule-text-tower-floor = After placing the tile, instead of deploying a figure, a player may put one of their floors on any tower foundation on the table, on the tile just placed or any other, or on top of a tower that is still open. Once built, a floor belongs to nobody. A tower with a follower on top takes no more floors.
rule-text-tower-top = After placing the tile, instead of deploying, a player may set one of their followers on top of an open tower (one with at least a floor), which closes it. The follower stays there for the rest of the game unless a tower captures it; it never scores. A bare foundation cannot be closed.
rule-text-tower-capture = Right after building a floor, the player may take one follower off the table from a tile within the tower's reach, whoever owns it. Their own goes back to their supply; anyone else's becomes their prisoner. Only followers can be captured: never a barn, a builder or a pig. It happens before the turn's scoring, so the captured follower scores nothing.
rule-text-tower-reach = A tower reaches its own tile and, straight north, east, south and west, as many tiles as it has floors, the floor just built included. Empty squares and other towers do not stop it; diagonal tiles are out of reach.
rule-text-tower-exchange = As soon as two players each hold a follower of the other, the two are exchanged and each goes back to its owner's supply. When one of them holds several kinds of the other's, the owner chooses which comes back.
rule-text-tower-ransom = Once in their turn, a player may buy back one of their followers held by another player by paying that player 3 points; the freed follower returns to their supply. The judge has it paid before the tile is placed, so the freed follower may be deployed in the same turn.
rule-text-tower-ransom-any-score = The page sets no lower limit on a score, so a player may pay the 3 points of a ransom whatever their score and end below zero. A ruling says so whenever a ransom takes the payer's score (as the scenario gives it, 0 when left out) below zero (readings §1.8).
rule-text-tower-top-reopens = A follower on top of a tower within reach of a new floor may be captured like any other. Once it is gone the tower is open again and may take floors and a new follower on top: the page says a follower on top closes a tower, and nothing else keeps it closed (readings §1.8).

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-tower-floors = Preparation (tower floors by the number of players)
rule-section-tower-floor = 2. Placing a meeple › A and B: placing a tower floor on a foundation or an open tower
rule-section-tower-top = 2. Placing a meeple › C: placing a meeple on a tower
rule-section-tower-capture = Placing a tower floor and capturing a meeple
rule-section-tower-reach = Placing a tower floor and capturing a meeple (the reach of a tower)
rule-section-tower-exchange = Exchanging prisoners
rule-section-tower-ransom = Paying ransom
rule-section-tower-ransom-any-score = §1.8 a ransom may take a score below zero
rule-section-tower-top-reopens = §1.8 a tower whose top follower is captured is open again
