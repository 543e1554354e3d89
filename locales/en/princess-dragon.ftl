## car

document-princess-dragon = The Princess and The Dragon (WikiCarpedia, new edition)

rule-car-fn158 = The mayor through the magic portal

rule-car-fn181 = No fairy beside the barn

## princess-dragon

rule-pd-volcano = A volcano brings the dragon; no figure goes on it

rule-pd-dragon-set-aside = A dragon tile before the dragon is in play is set aside

rule-pd-dragon-move = The dragon moves six tiles, never back and never to the fairy

rule-pd-dragon-eats = The dragon eats every figure on the tiles it enters

rule-pd-fairy = Instead of deploying, move the fairy next to your follower

rule-pd-fairy-point = The fairy's follower's owner scores 1 at the start of their turn

rule-pd-fairy-score = The fairy's follower's feature pays its owner 3 more

rule-pd-portal = Through a magic portal onto any open, empty feature

rule-pd-princess = A princess sends a knight of her city home

## The steps of a ruling.

step-dragon-flies = the dragon comes into play on the volcano on { $at }
step-dragon-flies-from = the dragon flies from { $from } to the volcano on { $at }
step-dragon-step = the dragon's step { $step }: onto { $at }{ $count ->
    [0] , eating nothing
   *[other] , eating { $eaten }
}
step-dragon-stuck = the dragon stops on { $at } after { $steps ->
    [one] 1 step
   *[other] { $steps } steps
}: no tile around it is left to enter
step-fairy-moved = { $player } moves the fairy next to their { $kind ->
   *[other] { $figure }
} on { $at } instead of deploying
step-fairy-point = the fairy stands next to { $player }'s follower at the start of the turn: { $player } scores { $points }
step-fairy-scores = the fairy's follower is in { $feature }: { $player } scores { $points } more
step-portal-deployed = { $player } deploys { $figure } through the magic portal onto the { $on } of { $at }, part of { $feature }
step-princess-sends = { $player }'s princess sends { $owner }'s { $kind ->
   *[other] { $figure }
} on { $at } home from { $city }

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-princess-dragon-volcano-field = a volcano in a field
tiles-layout-princess-dragon-volcano-road-s = a road from S ends at a volcano
tiles-layout-princess-dragon-volcano-city-cap = city cap N; a volcano in the field
tiles-layout-princess-dragon-volcano-curve-ws = a road curves W-S past a volcano
tiles-layout-princess-dragon-volcano-straight-we = a road W-E past a volcano
tiles-layout-princess-dragon-volcano-two-caps-ne = separate city caps N and E; a volcano in the field
tiles-layout-princess-dragon-dragon-city-cap = city cap N; a dragon symbol
tiles-layout-princess-dragon-dragon-city-cap-garden = same as princess-dragon/dragon-city-cap, with a garden
tiles-layout-princess-dragon-dragon-monastery-three-roads = monastery; roads E, S and W end at it; a dragon symbol
tiles-layout-princess-dragon-dragon-three-roads = roads E, S and W meet; field N; a dragon symbol
tiles-layout-princess-dragon-dragon-monastery-in-city = a monastery inside a city on N, E and W; field S; a dragon symbol
tiles-layout-princess-dragon-dragon-curve-ws = a road curves W-S; a dragon symbol
tiles-layout-princess-dragon-dragon-straight-we = a road W-E; a dragon symbol
tiles-layout-princess-dragon-dragon-corner-city = city N-W; field E-S; a dragon symbol
tiles-layout-princess-dragon-dragon-band-we-pennant = city W-E with a pennant; fields N and S; a dragon symbol
tiles-layout-princess-dragon-dragon-tunnel = city W-E; a road N-S passes under it through a tunnel; a dragon symbol
tiles-layout-princess-dragon-dragon-cap-curve-ws = city cap N; a road curves W-S; a dragon symbol
tiles-layout-princess-dragon-dragon-cap-curve-es = city cap N; a road curves E-S; a dragon symbol
tiles-layout-princess-dragon-portal-two-curves = a road curves N-W and another S-E; a magic portal
tiles-layout-princess-dragon-portal-three-roads = roads E, S and W meet; field N; a magic portal
tiles-layout-princess-dragon-portal-three-sides-pennant = city on N, E and W with a pennant; field S; a magic portal
tiles-layout-princess-dragon-portal-corner-city-curve-es = city N-W; a road curves E-S; a magic portal
tiles-layout-princess-dragon-portal-cap-curve-ws = city cap N; a road curves W-S; a magic portal
tiles-layout-princess-dragon-portal-cap-curve-es = city cap N; a road curves E-S; a magic portal
tiles-layout-princess-dragon-princess-city-three-roads = city cap N with a princess; roads E, S and W meet
tiles-layout-princess-dragon-princess-cap-and-corner-city = city cap N with a princess; a separate city E-S with a pennant; field W and a small field between
tiles-layout-princess-dragon-princess-three-sides = city on N, E and W with a princess; field S
tiles-layout-princess-dragon-princess-corner-city-split-field = city N-W with a princess; a wall parts the field E from the field S
tiles-layout-princess-dragon-princess-corner-city = city N-W with a princess; field E-S
tiles-layout-princess-dragon-princess-corner-city-garden = same as princess-dragon/princess-corner-city, with a garden
tiles-layout-princess-dragon-princess-corner-city-curve-es = city N-W with a princess; a road curves E-S

show-svg-princess-dragon = The Princess & the Dragon
show-svg-volcano = a brown triangle a volcano
show-svg-dragon-tile = a green diamond a dragon tile
show-svg-portal = a purple arch a magic portal
show-svg-princess = a pink crown a princess
show-svg-dragon = D the dragon
show-svg-fairy = F the fairy
show-volcanoes = volcanoes
show-dragon-tiles = dragon tiles
show-portals = magic portals
show-princesses = princesses
show-dragon-on = the dragon is on { $at }
show-fairy-on = the fairy is on { $at }
show-dragon-title = dragon
show-fairy-title = fairy
# Where `expect` puts the dragon, and where the ruling has it.
check-dragon = dragon: expected it on { $expected }, ruled { $ruled }
check-dragon-on = { $at }
check-dragon-not-in-play = not in play

# The Princess & the Dragon.
aside-pd-fairy-here = the fairy stands here
refusal-pd-dragon-out-of-play = { $tile } shows a dragon, and the dragon is not in play yet
label-pd-dragon-out = a dragon tile before any volcano
help-pd-dragon-out = a dragon tile drawn before the first volcano is set aside; place another tile
refusal-pd-on-volcano = the { $figure-kind } cannot go on { $tile }: no figure is deployed on a volcano just placed
label-pd-volcano = on the volcano tile
help-pd-volcano = deploy nothing, move the fairy, or set the barn at one of the tile's corners
refusal-pd-no-path = the placed dragon tile makes the dragon on { $at } move, and the action gives no path
label-pd-no-path = the dragon must move
refusal-pd-path-not-asked = the dragon moves only when a dragon tile is placed while it is in play
label-pd-path-not-asked = no dragon move this turn
help-pd-no-path-here = leave `dragon` out of this action
refusal-pd-step-not-next = the dragon's step { $step } goes from { $from } to { $to }, which does not share a side with it
refusal-pd-step-empty = the dragon's step { $step } goes to { $to }, where no tile lies
refusal-pd-step-visited = the dragon's step { $step } goes back to { $to }, where it has already been in this movement
refusal-pd-step-fairy = the dragon's step { $step } goes to { $to }, the fairy's tile, which it never enters
label-pd-step = not a step the dragon may take
help-pd-steps = { $squares-count ->
    [0] from { $at } the dragon has nowhere left to go: its movement ends there
   *[other] from { $at } the dragon may go to { $squares }
}
refusal-pd-too-short = the dragon stops after { $steps ->
    [one] one step
   *[other] { $steps } steps
} on { $at }, but it moves six unless no tile is left to enter
refusal-pd-too-long = the dragon moves six steps, not { $steps }
label-pd-length = the dragon moves six steps
help-pd-six = list the six squares it moves to, and no more
refusal-pd-not-mine = { $figure } is not yours
refusal-pd-not-a-follower = { $figure } is no follower
refusal-pd-nobody-there = no figure stands on the { $on } of { $at }
refusal-pd-ambiguous = several of these stand there: { $figures }
label-pd-which = say which with `figure`
label-pd-figure = not a follower the fairy goes to
label-pd-knight = not a knight of the princess's city
help-pd-fairy = { $squares-count ->
    [0] { $player } has no follower on the table for the fairy
   *[other] { $player }'s followers stand on { $squares }
}
refusal-pd-no-portal = the placed tile shows no magic portal
label-pd-no-portal = no portal on the placed tile
help-pd-portal-tile = only a tile showing a magic portal lets the figure go elsewhere; deploy on the placed tile instead
refusal-pd-portal-complete = { $feature } is completed: no figure goes onto it through the portal
refusal-pd-portal-occupied = { $feature } already holds a follower
refusal-pd-portal-no-tile = no tile lies on { $at }
refusal-pd-portal-not-feature = a portal leads onto a feature of a tile, not to { $on }
label-pd-portal = not an open, empty feature
help-pd-portal = through a portal a figure goes onto a feature that is not completed and holds no follower
refusal-pd-barn-no-portal = the barn never goes through a magic portal
help-pd-barn-corner = set the barn at a corner of the placed tile where four fields meet (`deploy: {"{"}figure: barn, corner: NE{"}"}`)
refusal-pd-no-princess = the placed tile shows no princess
label-pd-no-princess = no princess on the placed tile
help-pd-no-princess = only a tile whose city shows a princess sends a knight home; deploy a figure instead, or nothing
refusal-pd-not-in-city = no knight of the princess's city, { $city }, stands on the { $on } of { $at }
help-pd-princess = { $figures-count ->
    [0] the princess's city holds no knight
   *[other] knights of the city: { $figures }
}

# The comment `carc new` writes for this box (each line after the box's name).
new-note-princess-dragon =
    the tiles `princess-dragon/*` (volcano, dragon, portal, princess); `dragon: [x, y]` and
    `fairy: {"{"}at: [x, y], on: N{"}"}` in the position; `dragon: [[x, y], ...]` in the action for a dragon tile;
    `deploy: {"{"}fairy: {"{"}at, on{"}"}{"}"}`, `deploy: {"{"}figure: follower, portal: {"{"}at, on{"}"}{"}"}`, `deploy: {"{"}princess: {"{"}at, on{"}"}{"}"}`

# Broken input: the diagnostics of a file that cannot be judged.
diag-fairy-x-y-feature-follower = `fairy` is `{"{"}at: [x, y], on: FEATURE{"}"}`: the follower it stands next to
diag-princess-x-y-feature-knight = `princess` is `{"{"}at: [x, y], on: FEATURE{"}"}`: the knight it sends home
diag-say-which-figure-goes-through = say which figure goes through the portal: `figure: follower`
diag-portal-x-y-feature-where = `portal` is `{"{"}at: [x, y], on: FEATURE{"}"}`: where the figure goes
diag-dragon-lists-squares-dragon-moves = `dragon` lists the squares the dragon moves to, e.g. `[[1, 0], [1, 1]]`
diag-dragon-moves-most-six-steps = the dragon moves at most six steps
diag-dragon-path-list-squares-one = the dragon's path is a list of squares, and this is one square
    .label = a square, not a list of squares
diag-princess-removal-choice-carc-box = the princess's removal is a choice in carc, as on the box's page; set the rule back in JCloisterZone
diag-carc-moves-fairy-next-follower = carc moves the fairy next to a follower, as the new edition does; set the rule back in JCloisterZone
diag-carc-moves-dragon-before-scoring = carc moves the dragon before scoring, as the box's page does; set the rule back in JCloisterZone
diag-place-carc-cannot-name-tile = a place carc cannot name on a tile
diag-carc-imports-dragon-fairy-princess = carc imports the dragon and the fairy of The Princess & the Dragon
diag-dragon-princess-dragon = the dragon is The Princess & the Dragon's
diag-where-dragon-would-step = where the dragon would step
diag-fairy-princess-dragon = the fairy is The Princess & the Dragon's
diag-princess-princess-dragon = the princess is The Princess & the Dragon's
diag-princess-dragons-own = The Princess & the Dragon's
diag-dragon-stands-tile-board = the dragon stands on a tile of the board
diag-fairy-stands-tile-board = the fairy stands on a tile of the board
diag-single-follower-stands-there-fairy = no single follower stands there for the fairy to stand next to
    .label = not one follower
    .help = name a follower of the board (add `owner` and `figure` when several share the place), or write `fairy: {"{"}at: [x, y]{"}"}` for a fairy next to nobody
diag-magic-portal-princess-dragon = the magic portal is The Princess & the Dragon's
diag-where-figure-would-go-through = where the figure would go through the portal
diag-squares-count = { $count } squares
diag-dragon-path-help = a path of one step is written `dragon: [[{ $x }, { $y }]]`; of two, `[[{ $x }, { $y }], [x, y]]`
diag-no-tile-for-dragon = no tile lies on { $at }, where the dragon would stand
diag-no-tile-for-fairy = no tile lies on { $at }, where the fairy would stand
diag-import-move-of = a move of `{ $figure }`, a figure of a box carc cannot import yet

## The rules in the project's own words

rule-text-car-fn158 = A mayor may use the magic portal, but only to enter a city that is unfinished and has no knight in it.
rule-text-car-fn181 = The fairy may not be set next to a barn, since a barn is not a follower.
rule-text-pd-volcano = Placing a volcano tile brings the dragon onto it, into play the first time and from wherever it stood later. No figure may be deployed on the volcano tile in that turn; other actions stay open: moving the fairy, or setting the barn at one of the tile's corners (car:fn180).
rule-text-pd-dragon-set-aside = Until a volcano has brought the dragon into play, a dragon tile drawn is set aside (and shuffled back in later) instead of being placed.
rule-text-pd-dragon-move = After a dragon tile is placed and the turn's figure is deployed, before anything is scored, the players move the dragon in turn, one tile at a time to a tile sharing a side with the one it is on, six times. It never enters a tile it has already been on in this movement, nor the fairy's tile, and it stops early only when no tile is left to enter.
rule-text-pd-dragon-eats = Every figure standing on a tile the dragon enters goes back to its owner: any follower, the builder and the pig. The barn, which stands where four tiles meet, is never eaten, nor is a follower on top of a tower.
rule-text-pd-fairy = Instead of deploying, a player may move the fairy onto a tile next to one of their own followers. The dragon never enters the fairy's tile. A barn, builder or pig is no follower to stand next to.
rule-text-pd-fairy-point = At the start of a player's turn, if the fairy stands next to one of that player's followers, they score 1 point.
rule-text-pd-fairy-score = When a feature is scored while the fairy stands next to a follower in it, that follower's owner scores 3 points more, whether or not they win the feature; at game end too. The fairy then stays on its tile, next to nobody.
rule-text-pd-portal = When the placed tile shows a magic portal, the turn's figure may go instead onto any feature of any tile of the table that is not completed and holds no follower, under the figure's own rules there. The barn never uses a portal (car:fn178); the mayor only enters a city with no knight (car:fn158).
rule-text-pd-princess = When the placed tile's princess city joins a city holding knights, the player may, instead of deploying, send one of those knights back to its owner, whoever it belongs to: the mayor and the wagon too (car:fn159, car:fn168).

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-car-fn158 = footnote 158 (to the mayor: deployment, a city with no knight)
rule-section-car-fn181 = footnote 181 (to the barn: placement at a four-field corner)
rule-section-pd-volcano = The dragon › 1. Placing a tile: the volcano
rule-section-pd-dragon-set-aside = The dragon › Additional clarifications (a dragon tile before the dragon is in play)
rule-section-pd-dragon-move = The dragon › 2b. The dragon moves
rule-section-pd-dragon-eats = The dragon › 2b. The dragon moves (what it eats)
rule-section-pd-fairy = The fairy › 2. Placing a meeple: the fairy moves
rule-section-pd-fairy-point = The fairy › at the start of your turn
rule-section-pd-fairy-score = The fairy › 3. Scoring a feature
rule-section-pd-portal = The magic portal › 2. Placing a meeple
rule-section-pd-princess = The princess › 2. Placing a meeple
