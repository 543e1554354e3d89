## base

document-base-rules = Carcassonne rules (new edition) and the figures it adds

rule-base-place-tile = Placing a tile

rule-base-deploy = Deploying a figure

rule-base-deploy-occupied = No deployment onto an occupied feature

rule-base-score-road = Scoring a completed road

rule-base-score-city = Scoring a completed city

rule-base-score-monastery = Scoring a completed monastery

rule-base-majority = Who scores a feature

rule-base-return = Figures go home after scoring

rule-base-final-road = Open roads at game end

rule-base-final-city = Open cities at game end

rule-base-final-monastery = Unfinished monasteries at game end

rule-base-score-farm = Farms at game end

rule-base-final-scoring = The final scoring
rule-base-zero-total = A best total of 0 pays nobody
rule-base-second-try = A second try at a once-a-turn part is illegal
rule-base-one-turn = The tiles of a double turn are one turn

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-base-A = monastery with road
tiles-layout-base-B = monastery
tiles-layout-base-C = city on all four sides, pennant
tiles-layout-base-D = city cap N, straight road W-E
tiles-layout-base-E = city cap N
tiles-layout-base-F = city across W-E (one city), pennant
tiles-layout-base-G = city across W-E (one city)
tiles-layout-base-H = two separate city caps, N and S
tiles-layout-base-I = two separate city caps on adjacent sides, N and W
tiles-layout-base-J = city cap N, road curve E-S
tiles-layout-base-K = city cap N, road curve S-W
tiles-layout-base-L = city cap N, 3-way crossing E/S/W
tiles-layout-base-M = city on N+W (one city), pennant
tiles-layout-base-N = city on N+W (one city)
tiles-layout-base-O = city on N+W, pennant, road curve E-S
tiles-layout-base-P = city on N+W, road curve E-S
tiles-layout-base-Q = city on N+E+W, pennant
tiles-layout-base-R = city on N+E+W
tiles-layout-base-S = city on N+E+W, pennant, road S into the city
tiles-layout-base-T = city on N+E+W, road S into the city
tiles-layout-base-U = straight road W-E
tiles-layout-base-V = road curve S-W
tiles-layout-base-W = 3-way crossing E/S/W
tiles-layout-base-X = 4-way crossing
tiles-layout-base-E-garden = same as base/E, with a garden
tiles-layout-base-H-garden = same as base/H, with a garden
tiles-layout-base-I-garden = same as base/I, with a garden
tiles-layout-base-M-garden = same as base/M, with a garden
tiles-layout-base-N-garden = same as base/N, with a garden
tiles-layout-base-R-garden = same as base/R, with a garden
tiles-layout-base-U-garden = same as base/U, with a garden
tiles-layout-base-V-garden = same as base/V, with a garden

# The tile.
refusal-square-taken = square { $at } already holds { $tile }
label-taken-square = taken square
aside-tile-here = { $tile } is on { $at }
help-empty-square = a tile goes on an empty square next to the tiles on the table
refusal-not-next-to-table = square { $at } does not share a side with any tile on the table
label-not-next-to-table = not next to the board
help-free-squares = free squares next to the board: { $squares }
# `$mine` and `$theirs` are edge kinds: road, city, field.
refusal-edges-mismatch = { $tile } at rotation { $rotation } puts { $mine } against the { $theirs } of the tile on { $neighbour } ({ $side } side)
label-edges-mismatch = edges do not match
aside-edge-on-side = { $theirs } on its { $side } side
help-fits-at = { $rotations-count ->
    [0] { $tile } fits on { $at } at no rotation
   *[other] { $tile } fits on { $at } at rotation { $rotations }
}

# The deployment.
refusal-none-in-supply = { $player } has no { $figure } left in supply
label-none-in-hand = none in hand
help-all-on-board = { $player }'s { $figure }s are all on the board; deploy another figure or none
refusal-inconsistent = the position does not hold together here (a fault of carc, not of the scenario: please report it)
refusal-lake-not-a-feature = the lake of { $tile } is not a feature: nobody stands on it; its road ends are named by their points ({ $jetties })
refusal-no-feature-at = { $tile } has no feature at { $point }
refusal-no-centre = { $tile } has no { $name }
refusal-no-tile-on = there is no tile on { $at }
label-not-on-placed-tile = not a feature of the placed tile
help-features-here = features of { $tile } here: { $features }
refusal-occupied = { $feature } already holds { $holder }
label-kind-occupied = { $kind } is occupied
aside-stands-here = { $figure } stands here
help-free-for = { $free-count ->
    [0] no feature of { $tile } is free for a { $figure }
   *[other] free for a { $figure } on this tile: { $free }
}
refusal-cannot-stand-on = a { $figure } cannot stand on the { $spot } of { $tile }
label-a-kind = a { $kind }
help-goes-on = { $figure-a } goes on { $figure-places }
refusal-never-at-corner = a { $figure } stands on a feature of the placed tile, never at a corner
label-a-corner = a corner
help-stands-on = a { $figure } stands `on` { $figure-places }
refusal-figure-not-on = the { $figure } cannot stand on a { $kind }

refusal-one-deployment = the turn's deployment was already made: a player deploys once a turn, and a move made instead of deploying counts as that one deployment
label-one-deployment = a second deployment
help-one-deployment = keep one of the two; the other may wait for a later turn
refusal-no-next-tile = a player places one tile a turn; a second comes only when the tile before earned it, and this one did not
label-no-next-tile = a tile the turn did not earn
help-no-next-tile = play this tile as a turn of its own
refusal-only-on-features = the { $figure } stands only on the features its own rules name, never on top of a tower
label-only-on-features = not a figure for a tower
refusal-not-a-figure = a { $figure } is not deployed on a feature: it is built onto a tower with `deploy: {"{"}floor: [x, y]{"}"}`
label-not-a-figure = not deployed on a tile

## The rules in the project's own words

rule-text-base-place-tile = The drawn tile goes on an empty square that shares at least one side with a tile already on the table, turned so that every side it shares matches its neighbour: city against city, road against road, field against field.
rule-text-base-deploy = After placing the tile, the player may put one figure from their own supply on one feature of that tile (a road, city, monastery or field), or deploy nothing. Only features of the tile just placed are eligible.
rule-text-base-deploy-occupied = A figure may not be deployed on a feature that already holds a follower anywhere along it, whoever owns that follower and however many tiles away it stands. Features occupied by several players arise only when a tile joins separately claimed parts.
rule-text-base-score-road = A road is complete when both of its ends stop: at a crossing, a city, a monastery, a dead end, or by closing into a loop. It scores 1 point for each tile it runs over (a tile counts once).
rule-text-base-score-city = A city is complete when its walls close with no gap. It scores 2 points per tile and 2 more per pennant; in the new edition a city of only two tiles scores 4 as well.
rule-text-base-score-monastery = A monastery is complete when all eight squares around it hold tiles; it then scores 9 points: one for its own tile and one for each neighbour.
rule-text-base-majority = When a feature scores, each player adds up the strength of their followers on it. The player with the greatest total scores the full value; players tied for the greatest total each score it in full; everyone else gets nothing.
rule-text-base-return = After a completed feature is scored, every figure on it goes back to its owner's supply, whether or not that owner scored.
rule-text-base-final-road = At the end of the game an unfinished road scores 1 point per tile for the majority, as a completed one does.
rule-text-base-final-city = At the end of the game an unfinished city scores half: 1 point per tile and 1 per pennant.
rule-text-base-final-monastery = At the end of the game an unfinished monastery scores 1 point for its own tile plus 1 for each tile among its eight neighbours.
rule-text-base-score-farm = At the end of the game each farm (a connected field, bounded by roads, cities and the edge of the table) is scored for the majority of its farmers: 3 points for every completed city that borders it. A city bordering several farms is counted for each of them, but only once per farm.
rule-text-base-final-scoring = When the last tile has been played, every feature that still holds figures is scored at its game-end value, then the farms; the figures come off the board as their features are scored.
rule-text-base-zero-total = Where the greatest strength on a scored feature is 0 (only mayors of a city without pennants stand there), nobody scores it, and its figures still go home. This project's reading of car:fn163 and car:fn164, which treat such a city as if no follower held it (readings §2.2).
rule-text-base-second-try = An action that tries twice what a turn allows once (a second deployment, ransom, escape, entry into the City or move of the count) is refused as illegal, by the rule of that part, and not set aside as a broken file: players can try it at the table, and the rules forbid it (readings §6b.2).
rule-text-base-one-turn = The two tiles of a builder's double turn make one turn: what a player may do once a turn (buy back a prisoner, enter the City of Carcassonne, move a ferry, escape from a siege) they do once over both tiles, and a tile that would be allowed on a turn of its own is refused when the tile before already used it up (readings §6b.3).

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-base-place-tile = Placing a tile
rule-section-base-deploy = Placing a meeple
rule-section-base-deploy-occupied = Placing a meeple
rule-section-base-score-road = Scoring a road
rule-section-base-score-city = Scoring a city
rule-section-base-score-monastery = Scoring a monastery
rule-section-base-majority = Scoring: several followers on one feature
rule-section-base-return = Returning meeples
rule-section-base-final-road = Final scoring
rule-section-base-final-city = Final scoring
rule-section-base-final-monastery = Final scoring
rule-section-base-score-farm = Final scoring: farms
rule-section-base-final-scoring = End of the game
rule-section-base-zero-total = §2.2 a best total of 0 pays nobody
rule-section-base-second-try = §6b.2 a second try at a part a turn has once is illegal, not broken
rule-section-base-one-turn = §6b.3 the tiles of a double turn are one turn
