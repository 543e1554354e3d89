## car

document-flier = The Flier (WikiCarpedia)

rule-car-fn157 = The mayor may fly but lands only in a city

## flier

rule-flier-fly = Deploying a follower by flying machine

rule-flier-crash = No landing place: the flier returns to supply

rule-flier-fn1 = Any follower may fly

rule-flier-fn2 = The phantom may fly, but not after another figure

rule-flier-fn3 = No landing on a feature just completed

rule-flier-fn4 = Fliers near Carcassonne, the Wheel and schools

rule-flier-fn5 = Fliers land only on roads, cities and monasteries

rule-flier-fn6 = A flying mayor lands only in a city

rule-flier-fn7 = A flying abbot lands on a monastery or garden

rule-flier-fn8 = Shared monasteries and gardens score by majority
rule-flier-must-land = A flier must land where it can
rule-flier-no-roll = A flight judged before the roll

## The steps of a ruling.

figure-as-phantom = { $figure } (as the phantom)
step-flight = { $who } takes the flying machine on { $from }, pointing { $direction }; the die shows { $roll }, so it flies to { $square }
step-flew-landed = { $flight } and lands on { $feature }
step-flew-landed-beside = { $flight } and lands on { $feature }, beside { $sharing }: a flight may end on a feature others already hold, which a deployment may not
step-flew-no-tile = { $flight }, where there is no tile: it goes back to supply and nothing else is deployed
step-flew-nowhere = { $flight }, but the tile there offers it no unfinished feature it may take: it goes back to supply and nothing else is deployed
step-flight-options = { $kind ->
   *[other] { $player } puts the { $figure }
} on the flying machine on { $from }, pointing { $direction }; no roll is given, so each face of the die: { $faces }
step-flight-face = { $roll } reaches { $square } ({ $place })
step-flight-face-no-tile = no tile: back to supply
step-flight-face-nothing = nothing to land on: back to supply
step-flight-face-landings = land on { $landings }

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-flier-field-w = field only; flier orthogonal
tiles-layout-flier-field-nw = field only; flier diagonal (edition 1)
tiles-layout-flier-field-nw-garden = field only; flier diagonal; garden (edition 2)
tiles-layout-flier-straight-we-nw = straight road W-E; flier diagonal
tiles-layout-flier-straight-ns-w = straight road N-S; flier orthogonal, perpendicular to the road
tiles-layout-flier-straight-we-w = straight road W-E; flier orthogonal, along the road
tiles-layout-flier-curve-es-nw = road curve E-S; flier diagonal
tiles-layout-flier-curve-nw-w = road curve N-W; flier orthogonal along one arm
tiles-layout-flier-curve-sw-w = road curve S-W; flier orthogonal along one arm

show-svg-fliers = flying machines: the dark line from a tile's middle, pointing the way a figure flies
show-fliers = flying machines
# A flying machine: its square and the way it points (`show-direction`).
show-flier = { $at } pointing { $direction }

# The flying machine.
phrase-flier-never-field = a flier never lands on a field
phrase-flier-completed-now = the tile just placed completed it, and a feature counts as complete once the tile closing it is down
phrase-flier-complete = it is complete; a flier lands only on an unfinished feature
phrase-flier-lands-only = { $figure-kind ->
    [abbot] an abbot
    [big-follower] a big follower
   *[other] a { $figure }
} lands only on { $figure-places }
refusal-flier-no-flying-machine = { $tile } has no flying machine
label-flier-no-flying-machine = a flight from a tile without a flying machine
help-flier-deploy-on-instead = deploy `on` a feature of the placed tile instead
refusal-flier-not-a-follower = the { $figure } is not a follower and cannot use the flying machine
label-flier-not-a-follower = not a follower
help-flier-only-followers = only followers fly: follower, big follower, mayor, wagon, abbot, phantom
refusal-flier-phantom-second-flight = the flying machine was used by the figure deployed this turn, so the phantom cannot use it as well
label-flier-second-flight = second flight this turn
help-flier-phantom-on-instead = put the phantom `on` a free feature of the placed tile instead
help-flier-fly-in-hand = fly a figure that is in hand, or deploy none
refusal-flier-nothing-to-land-on = a roll of { $roll } sends the { $figure } to { $square }, where there is no tile to land on
label-flier-no-tile-on = no tile on { $square }
help-flier-leave-out-on = leave out `on` (nothing to land on: the { $figure } goes back to supply)
refusal-flier-must-land = a roll of { $roll } sends the { $figure } to { $square }, where it must land: landing is compulsory when a place exists
label-flier-no-landing-given = no landing place given
help-flier-land-on = land it on { $places } of { $tile }
help-flier-may-land = { $places-count ->
    [0] { $tile } on { $square } offers the { $figure } nothing: leave out `on`, and it goes back to supply
   *[other] it may land on { $places } of { $tile } on { $square }
}
phrase-flier-landing = `on: { $on }`
phrase-flier-landing-spot = `on: { $on }` ({ $spot })
refusal-flier-cannot-land = the { $figure } cannot land on the { $spot } of { $tile } on { $square }: { $why }
label-flier-roll-reaches = a roll of { $roll } reaches { $square }
aside-flier-tile-reached = { $tile } is reached

# The comment `carc new` writes for this box (each line after the box's name).
new-note-flier =
    `deploy: {"{"}figure: follower, fly: {"{"}roll: 2, on: N{"}"}{"}"}` on a tile with a flying machine (`carc tiles | grep flier`)

# Broken input: the diagnostics of a file that cannot be judged.
diag-flight-roll-2-n-both = a flight is `{"{"}roll: 2, on: N{"}"}`; both keys may be left out
diag-die-shows-1-2-3 = the die shows 1, 2 or 3
diag-flying-figure-lands-where-flight = a flying figure lands where the flight takes it
    .label = not used with `fly`
    .help = put the landing feature inside the flight: `fly: {"{"}roll: 2, on: N{"}"}`
diag-landing-place-carc-cannot-name = a landing on a place carc cannot name on a tile
diag-die-random-value-from-0 = the die's random value, from 0 to 1
diag-flight-flier = a flight is The Flier's
diag-die-has-no = the flight die has no { $value }
    .label = not a face of the die
    .help = the die shows 1, 2 or 3 (each twice)
diag-roll-reaches = { $tile } on { $at }, which a roll of { $roll } reaches

## The rules in the project's own words

rule-text-car-fn157 = The mayor may be deployed through the flying machine, but it may end up only in an unfinished city on the landing tile; if that tile offers none, the mayor goes back to its owner's supply.
rule-text-flier-fly = After placing a flying-machine tile, a player may put a follower on the machine instead of deploying normally, roll the die and move it 1 to 3 squares straight in the machine's direction, diagonals included. It must land on an unfinished road, city or monastery of the tile found there, even one already occupied, and takes that feature's role; it may never land on a field.
rule-text-flier-crash = If the square reached holds no tile, or its tile offers only completed features and fields, the flying figure goes back to its owner's supply and the player deploys no other figure in its place. The phantom's own later step is separate (readings §6).
rule-text-flier-fn1 = Every kind of follower may use the flying machine, since the machine is not where it stays, but it must land on a feature that figure could normally take, e.g. the mayor only in a city. Barn, builder and pig are not followers and cannot fly.
rule-text-flier-fn2 = A phantom may use the flying machine. If a normal follower already flew this turn, the machine counts as a claimed feature, so the phantom cannot use it as well and may only go onto another feature of the placed tile.
rule-text-flier-fn3 = A feature counts as complete as soon as the tile closing it is placed, so a flier may not land on anything that tile has just finished; only unfinished features are landing places.
rule-text-flier-fn4 = A flier may land on features around the City of Carcassonne or around the Wheel of Fortune, but not on the City or the Wheel itself, and it may land on the roads of the school tiles. The judge adjudicates the City's part: a flight counts the City's squares like any others, may land on the roads, caps and farms outside its wall, and finds nothing to land on inside it (the figure goes back to supply); no flight reaches a quarter. The Wheel of Fortune and the school tiles belong to other boxes, which are not built: that part stays unjudged (docs/rules.md).
rule-text-flier-fn5 = A flier may land only on a road, a city or a monastery, never on any other feature, except that an abbot may also land on a garden (first ruled 2/2013, updated 3/2015). A magic portal on the tile reached is no landing place either: the figure lands on a feature of that tile and never goes on through the portal. The judge adjudicates both parts.
rule-text-flier-fn6 = The mayor may fly, but it may end up only in an unfinished city on the landing tile; if that tile has none, the mayor goes back to its owner's supply (as car:fn157).
rule-text-flier-fn7 = The abbot may fly, but may land only on an unfinished monastery or garden; gardens are allowed even though the main rule names only roads, cities and monasteries. With neither on the landing tile, the abbot returns to its owner's supply.
rule-text-flier-fn8 = A community reading: fliers can put several players' figures on one monastery or garden, and then only the players with the most strength there score it, as with other features.
rule-text-flier-must-land = When the tile a flight reaches offers the figure a feature it may take, the figure must take one, and the player chooses which; a flight that names no landing there is refused. The page's second example shows the intent: its "may" offers a choice among features, not a choice to stay in the air (readings §6.4).
rule-text-flier-no-roll = When the action leaves out the roll, the judge rules on the decision to fly alone: the turn is legal if the tile fits and the figure may fly; every face of the die is shown with what it would reach, and the rest of the turn is played without a landing. The turn's points cannot hang on the die, since a feature this tile completes is never a landing place (flier:fn3) (readings §6.6).

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-car-fn157 = footnote 157 (to the mayor: deployment, a city with no knight)
rule-section-flier-fly = 2. Placing a meeple
rule-section-flier-crash = 2. Placing a meeple
rule-section-flier-fn1 = footnote 1 (to §2, placing a meeple on the flying machine)
rule-section-flier-fn2 = footnote 2 (to §2, placing a meeple on the flying machine)
rule-section-flier-fn3 = footnote 3 (to §2, landing on an incomplete feature)
rule-section-flier-fn4 = footnote 4 (to §2, never on a field)
rule-section-flier-fn5 = footnote 5 (to §2, never on a field)
rule-section-flier-fn6 = footnote 6 (to §2, never on a field)
rule-section-flier-fn7 = footnote 7 (to §2, never on a field)
rule-section-flier-fn8 = footnote 8 (to §3, scoring a feature, and to final scoring)
rule-section-flier-must-land = §6.4 a flier must land if it can
rule-section-flier-no-roll = §6.6 a flight judged before the roll
