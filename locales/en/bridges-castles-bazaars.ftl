## bridges-castles-bazaars

document-bcb = Bridges, Castles & Bazaars (WikiCarpedia: "Bridges, Castles and Bazaars", new edition, for the bridges and the bazaars; "Bridges, Castles and Bazaars (1st edition)" for the publisher's answers and the auction's example)

rule-bcb-supply = Three bridges a player at a table of two to four, two at five or six
rule-bcb-bridge = One bridge a turn, laid with the tile across it or across a tile beside it
rule-bcb-bridge-ends = A bridge runs between two field sides, one a tile, and its ends meet no field
rule-bcb-bridge-fit = A road may meet a field side when the turn's bridge carries it on
rule-bcb-bridge-road = A bridge is a road over whatever lies beneath it
rule-bcb-bazaar = A bazaar tile placed calls an auction once the turn is over
rule-bcb-auction = The auction: a tile for each player, chosen in turn, bought or sold for the best bid
rule-bcb-bazaar-round = The bought tiles are played one a turn, from the placer's left round to the placer

## The steps of a ruling.

aside-bcb-bridge-laid = { $player } lays a bridge across { $at }, { $axis ->
        [north-south] from its north side to its south side
       *[east-west] from its east side to its west side
    }
aside-bcb-bridge-laid-to-fit = { $player } lays a bridge across { $at }, { $axis ->
        [north-south] from its north side to its south side
       *[east-west] from its east side to its west side
    }: the tile fits only because the bridge carries its road on
aside-bcb-auction-follows = the placed tile shows a bazaar: once this turn is over, { $player } holds an auction, which the action does not name, so the judge rules on the turn alone
aside-bcb-revealed = { $player } reveals a tile for each player for the bazaar's auction: { $tiles }
aside-bcb-chooses = { $player } chooses { $tile } and bids { $bid } { $bid ->
        [one] point
       *[other] points
    }
aside-bcb-passes = { $player } does not outbid
aside-bcb-raises = { $player } bids { $bid }
aside-bcb-unchallenged = nobody outbids { $player }, who keeps { $tile } at the opening bid of { $bid }
aside-bcb-buys = { $player } buys { $tile } at { $bidder }'s bid of { $bid }, paid to { $bidder }
aside-bcb-sells = { $player } sells { $tile } to { $bidder } for { $bidder }'s bid of { $bid }, paid to { $player }
aside-bcb-pays = { $player } pays { $points } { $points ->
        [one] point
       *[other] points
    }
aside-bcb-receives = { $player } receives { $points } { $points ->
        [one] point
       *[other] points
    }
aside-bcb-last-takes = { $player }, the last without a tile, takes { $tile } for nothing
aside-bcb-round-order = the bought tiles are played next, one a turn, from { $first } round to { $player }, before anyone draws again
aside-bcb-plays-bought = { $player } plays { $tile }, bought at the bazaar, instead of drawing
aside-bcb-bought-held = Bought tiles still to play after the action, in order: { $tiles }
phrase-bcb-bought-item = { $player } ({ $tile })

## Why an action is refused.

refusal-bcb-one-bridge-a-turn = { $player } has laid a bridge this turn already: a player lays one bridge a turn, the tiles of a double turn together
label-bcb-one-bridge-a-turn = a second bridge in one turn
help-bcb-one-bridge-a-turn = lay this tile without `bridge`
refusal-bcb-not-the-bought-tile = { $player } bought { $bought } at the bazaar and plays it this turn, not { $tile }
label-bcb-not-the-bought-tile = not the tile bought
help-bcb-not-the-bought-tile = place { $bought }: in a bazaar round each player plays the tile bought
refusal-bcb-auction-without-bazaar = { $tile } shows no bazaar, so no auction follows this turn
refusal-bcb-auction-in-round = { $tile } shows a bazaar but comes in a bazaar round, where no auction is held
label-bcb-no-auction = no auction this turn
help-bcb-no-auction = leave `auction` out: an auction follows the turn of a bazaar tile drawn from the stack, outside a bazaar round
refusal-bcb-auction-tile-count = the auction reveals { $count } { $count ->
        [one] tile
       *[other] tiles
    } at a table of { $players }: a bazaar reveals one tile for each player
label-bcb-auction-tile-count = not a tile for each player
help-bcb-auction-tile-count = name { $players } tiles under `tiles`
refusal-bcb-round-too-many = every player has a tile already: the auction has no round left
label-bcb-auction-round = this round
refusal-bcb-not-the-chooser = { $player } chooses in this round, but it is { $chooser }'s turn to choose: the players without a tile choose in turn, round the table from the left of the one who placed the bazaar
help-bcb-chooser = write { $chooser } as the round's `player`
refusal-bcb-tile-not-on-offer = { $tile } is not among the tiles left on offer in this round
refusal-bcb-last-tile-free = { $player } is the last without a tile and takes the last tile for nothing: no bid, no sale
refusal-bcb-bid-in-own-round = { $player } chose this round's tile and bids only when opening it
refusal-bcb-bid-with-a-tile = { $player } has { $tile } already and bids no more
label-bcb-bid = this bid
refusal-bcb-bid-too-low = { $player } bids { $bid }, which does not beat the bid of { $over }: a bid must be higher than the one before it
help-bcb-bid-too-low = bid more than { $over }, or leave the player out (a pass)
refusal-bcb-nothing-to-sell = nobody outbid { $player }, who can only keep the tile at the opening bid
refusal-bcb-rounds-missing = the auction stops before every player has a tile: { $player } is next to choose
help-bcb-rounds-missing = write a round for each player who chooses; the last player's round may be left out, as that player takes the last tile for nothing
refusal-bcb-no-bridge-left = { $player } has no bridge left to lay
label-bcb-no-bridge-left = no bridge in hand
help-bcb-no-bridge-left = play the turn without `bridge`: a player has three bridges at a table of two to four, two at five or six, and laid bridges stay on the table
refusal-bcb-bridge-too-far = the bridge would cross { $at }, which is neither the placed tile on { $placed } nor a tile beside it
label-bcb-bridge-too-far = too far from the placed tile
help-bcb-bridge-too-far = lay the bridge across the tile placed on { $placed } or across a tile sharing one of its sides
refusal-bcb-bridge-end-not-field = the bridge across { $at } would end on the { $shows } of its { $side } side: both ends of a bridge lie on field sides
label-bcb-bridge-end-not-field = an end on the { $shows } of side { $side }
help-bcb-bridge-end-not-field = lay the bridge between the middles of two opposite sides that show only field
refusal-bcb-second-bridge-on-tile = the tile on { $at } has a bridge already, and a tile takes one bridge
label-bcb-second-bridge-on-tile = a second bridge on one tile
help-bcb-second-bridge-on-tile = lay the bridge across another tile, or play the turn without it
refusal-bcb-bridge-end-meets = the bridge across { $at } would end on its { $side } side against the { $theirs } of { $neighbour }: a bridge end is a road end, and meets a road or an empty square
label-bcb-bridge-end-meets = a bridge end against the { $theirs } of { $neighbour }
help-bcb-bridge-end-meets = lay the bridge the other way, or where each of its ends faces a road or an empty square

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-bridges-castles-bazaars-city-bazaar = one city over all four sides, a bazaar in it
tiles-layout-bridges-castles-bazaars-three-caps-road = three separate city caps N, E and W; a road from S turns into the E cap's gate
tiles-layout-bridges-castles-bazaars-city-band-bazaar = one city across the tile from W to E, a bazaar in it; fields N and S
tiles-layout-bridges-castles-bazaars-road-into-wide-city = a city W reaching past the middle; a road from E into its gate; fields N, a strip NE, and S
tiles-layout-bridges-castles-bazaars-road-into-wide-city-garden = a city W reaching past the middle; a road from E into its gate; fields N, a strip NE, and S; a garden
tiles-layout-bridges-castles-bazaars-cap-road-bazaar = a city cap N; a bazaar in the middle; a road from S ends at it
tiles-layout-bridges-castles-bazaars-bazaar = a bazaar alone in a field
tiles-layout-bridges-castles-bazaars-monastery-in-city = one city across the tile from W to E with a monastery in it; fields N and S
tiles-layout-bridges-castles-bazaars-monastery-road = a monastery; a road from W to E bends south past it
tiles-layout-bridges-castles-bazaars-road-inn-bazaar = a bazaar; a road from S ends at it, an inn beside the road
tiles-layout-bridges-castles-bazaars-two-roads-bazaar = a bazaar in the middle; roads from N and from S end at it
tiles-layout-bridges-castles-bazaars-two-roads-inn-bazaar = a bazaar in the middle; roads from N and from S end at it, an inn beside the S road

check-bcb-bought = bazaar: expected { $expected }, ruled { $ruled }

# `carc play`'s summary: how often a turn took each of the box's keys.
play-step-key-bridge = bridges laid
play-step-key-auction = bazaar auctions

# The comment `carc new` writes for this box (each line after the box's name).
new-note-bridges-castles-bazaars =
    a bridge is laid with the tile: `bridge: {"{"}at: [x, y], axis: north-south{"}"}`;
    the bridges on the table: `bridges: [{"{"}at: [x, y], axis: east-west{"}"}]`;
    after a bazaar tile, the auction: `auction: {"{"}tiles: [...], rounds: [{"{"}player: blue, tile: base/D, bid: 1, bids: {"{"}red: 2{"}"}, choice: sell{"}"}]{"}"}`

# The pictures' legends.

show-svg-bcb-bridges = bridges: the timber decks with two rails across a tile, each a road
show-svg-bcb-bazaars = bazaar tiles: the red and white awning above a tile's middle
show-bcb-bridges = bridges
show-bcb-bazaar-tiles = bazaar tiles

# Broken input.

diag-bcb-import-bridge-location = JCloisterZone lays a bridge `{ $location }`, which is no way across a tile
diag-bcb-too-many = `{ $key }` holds { $count } entries; at most { $max }
diag-bcb-auction = `auction` is `{"{"}tiles: [...], rounds: [...]{"}"}`: the tiles revealed, one for each player, and the rounds in which the players choose
diag-bcb-round = a round is `{"{"}player: blue, tile: base/D, bid: 1, bids: {"{"}red: 2{"}"}, choice: sell{"}"}`: who chooses, the tile, the opening bid, the other players' bids and `buy` or `sell`
diag-word-choice = choice
    .unknown = choice
    .not = neither `buy` nor `sell`
diag-bcb-bid-negative = a bid is a number of points from 0 to { $max }
diag-bcb-choice-missing = the round has bids but no `choice`: write whether { $player } buys the tile or sells it
diag-bcb-not-revealed = { $tile } is not among the tiles the auction reveals, or was chosen in an earlier round
diag-bcb-not-revealed-label = not on offer
diag-bcb-bought = `bazaar` lists the tiles bought at a bazaar and not yet played, in the order they are played: `[{"{"}player: blue, tile: base/D{"}"}, ...]`
diag-bcb-bought-twice = { $player } holds two bought tiles: a bazaar gives each player one

diag-bcb-bridge = `{ $key }` is `{"{"}at: [x, y], axis: north-south{"}"}`: the square of the tile the bridge crosses, and its way, `north-south` or `east-west`
diag-bcb-bridges = `bridges` is a list of bridges on the table, each `{"{"}at: [x, y], axis: east-west{"}"}`
diag-word-axis = way
    .unknown = way of a bridge
    .not = north-south or east-west
diag-bcb-not-in-play = a bridge of Bridges, Castles & Bazaars
diag-bcb-no-tile = no tile lies on { $at } for the bridge to cross
diag-bcb-no-tile-label = no tile on this square
diag-bcb-crosses-a-tile = a bridge crosses a tile of the table, or the tile the turn places
diag-bcb-second = two bridges cross the tile on { $at }
diag-bcb-second-label = a second bridge on this tile
diag-bcb-one-a-tile = a tile takes one bridge: write one of them
diag-bcb-not-field = the bridge across { $at } would end on the { $shows } of its { $side } side, and no game lays it there
diag-bcb-not-field-label = side { $side } is not a field there
diag-bcb-between-fields = a bridge runs between the middles of two opposite sides that show only field
diag-bcb-meets = the bridge across { $at } ends on its { $side } side against the { $theirs } of { $neighbour }, and no game lays it there
diag-bcb-meets-label = its { $side } end meets no road
diag-bcb-end-meets-road = a bridge end meets a road or an empty square: check the bridge's way and the tiles beside it

## The rules in the project's own words

rule-text-bcb-supply = Each player has three bridges at a table of two, three or four players, and two at a table of five or six. A bridge laid stays on the table for the rest of the game and belongs to nobody; a player with none left lays no more.
rule-text-bcb-bridge = Once a turn, right after placing the tile, a player may lay a bridge: across the placed tile or across a tile sharing one of its sides (never a diagonal one), straight from the middle of one side to the middle of the opposite side. The bridge is laid in addition to the turn's figure.
rule-text-bcb-bridge-ends = Both ends of a bridge lie on sides of its tile that show only field; between them it may pass over a road, a city, a monastery or figures. A tile takes one bridge. A bridge end is a road end, so it faces an empty square or a road: never a field or a city of a tile beside it (readings §1.19).
rule-text-bcb-bridge-fit = A tile may be placed with a road running against a field side of its neighbour, or with a field side against a road, when the bridge laid that turn carries the road on: across the neighbour, or across the placed tile itself. A tile that fits only so may be laid with the bridge; the other edges must still match.
rule-text-bcb-bazaar = A player who places a bazaar tile drawn from the stack holds an auction once the turn is over (after the scoring, and after a builder's second tile). No auction follows a tile bought at a bazaar and played in a bazaar round, nor one placed while bought tiles are still to be played, nor a bazaar when fewer tiles are left in the stack than there are players. The judge rules on an auction the action names under `auction`, right after the bazaar tile's turn (readings §1.20).
rule-text-bcb-auction = The auction reveals one tile for each player. Starting with the player on the left of the one who placed the bazaar and going on round the table, the next player still without a tile chooses one of the tiles left and makes an opening bid of zero points or more (a chooser who sold the tile chooses again when the turn comes round); each other player still without a tile, in turn order, may then bid once, higher than the bid before, or pass. The chooser then buys the tile, paying the best bid to its bidder, or sells it to that bidder, who pays the chooser; if nobody outbid, the chooser takes the tile and pays the own bid to nobody. The last player without a tile takes the last tile for nothing. Scores may fall below zero.
rule-text-bcb-bazaar-round = After the auction each player plays the tile bought, one a turn, as a turn of its own: from the player on the left of the one who placed the bazaar round to that player, who thus has a turn more; then play goes on with the player on the placer's left drawing from the stack. A tile bought shows no new auction.
rule-text-bcb-bridge-road = A bridge is a road from one of its ends to the other, joined to nothing on its tile: the roads, cities and fields beneath it stay as they are, and the fields are not cut. A figure may go onto a bridge laid across the tile just placed, as onto any road; a road over bridges scores a point for each tile it covers, as any road.

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-bcb-supply = Bridges, Castles and Bazaars, Preparation (three bridges a player at a table of two to four, two at five or six)
rule-section-bcb-bridge = Bridges, Castles and Bazaars, Bridges › 1. Placing a tile (one bridge a turn, laid right after the tile, on it or on a tile beside it, never diagonally; straight across, between the middles of two opposite sides)
rule-section-bcb-bridge-ends = Bridges, Castles and Bazaars, Bridges › 1. Placing a tile (both ends on field sides of the tile; one bridge a tile; a bridge end is a road end, which meets no field: readings §1.19)
rule-section-bcb-bridge-fit = Bridges, Castles and Bazaars, Bridges › 1. Placing a tile (a road may run against a field side when a bridge laid that turn, on the tile or on its neighbour, carries it on)
rule-section-bcb-bazaar = Bridges, Castles and Bazaars, Bazaars › 4. Host a bazaar auction (the player who placed a bazaar tile holds an auction once the turn is over; not for a tile bought at a bazaar; not when too few tiles are left: readings §1.20)
rule-section-bcb-auction = Bridges, Castles and Bazaars, Bazaars › 4. Host a bazaar auction, and the first edition's example (a tile for each player; from the placer's left each player without a tile chooses one and bids, the others outbid once in turn; buy from the best bidder or sell to it; the last tile free: readings §1.20)
rule-section-bcb-bazaar-round = Bridges, Castles and Bazaars, Bazaars (the bought tiles are played one a turn, from the placer's left round to the placer, each as a turn of its own, before anyone draws again)
rule-section-bcb-bridge-road = Bridges, Castles and Bazaars, Bridges › 2. Placing a meeple and 3. Scoring (the bridge is a road joined to nothing beneath it, fields stay whole; a figure may go onto it on the tile just placed; it scores as any road)

