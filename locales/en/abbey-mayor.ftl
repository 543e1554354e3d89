## abbey-mayor

document-car = Complete Annotated Rules, Abbey & Mayor: mayor, wagon, barn

rule-abbey-mayor-wagon-nearby = Variant: the new edition's nearby wagon move

rule-abbey-mayor-abbey = Placing the abbey

## car

rule-car-mayor = Deploying the mayor

rule-car-mayor-strength = The mayor's strength is its city's pennants

rule-car-wagon = Deploying the wagon

rule-car-wagon-move = Moving the wagon after scoring

rule-car-wagon-order = Several wagons: active player first, then clockwise

rule-car-barn = Placing the barn

rule-car-barn-score-place = Placing a barn scores the farm's farmers

rule-car-barn-score-join = Farmers joined to a barn farm score 1 per city

rule-car-barn-final = Barns at game end: 4 per city

rule-car-barn-stays = The barn stays: no dragon or tower removes it

rule-car-fn154 = Any follower in a city is a knight

rule-car-fn155 = Editions word the mayor's condition differently

rule-car-fn156 = No mayor in a city that holds a wagon

rule-car-fn160 = No mayor, wagon or barn on top of a tower

rule-car-fn162 = RGG example: the mayor counts as its pennants

rule-car-fn163 = A mayor without pennants scores nothing (new text)

rule-car-fn164 = A mayor of strength 0 still occupies its city

rule-car-fn166 = The wagon rule means no other follower

rule-car-fn167 = RGG: no other wagon or follower

rule-car-fn169 = No wagon, mayor or barn on top of a tower

rule-car-fn170 = What connected means for the wagon

rule-car-fn171 = No wagon from city to city through a crossing

rule-car-fn172 = The wagon never drives through a feature

rule-car-fn173 = Wagon on and off the abbey

rule-car-fn174 = Wagon between a city and a monastery inside it

rule-car-fn175 = The moved wagon may stand on any tile of the target

rule-car-fn176 = RGG: the wagon always counts as a follower

rule-car-fn177 = Deploy, score and move a wagon in one turn

rule-car-fn179 = No barn, mayor or wagon on top of a tower

rule-car-fn182 = RGG leaves out the one-barn-per-farm sentence

rule-car-fn184 = Barn scoring happens in the turn's scoring step

rule-car-fn188 = RGG: the barn itself stays

rule-car-fn189 = One barn per farm; joined barn farms are fine

rule-car-fn190 = Joined-farm scoring happens in the scoring step

rule-car-fn192 = A pig on the joining tile counts

rule-car-fn193 = RGG: cities count at any distance from the barn
rule-abbey-mayor-own-wagons = A player's several freed wagons move in the order written
rule-abbey-mayor-wagon-final = No wagon moves at game end
rule-abbey-mayor-barns-once = Several barns of one player on a farm pay once

## The steps of a ruling.

step-abbey-placed = { $player } places the abbey on { $at }, a square whose four neighbours all hold tiles; it fits against any edge and joins nothing, so every road, city and farm touching it ends at it, each on its own, and the abbey is no tile of theirs
step-barn-set = { $player } sets the barn at the { $corner } corner of { $at }, where four fields meet, on { $farm }
step-barn-scores-farmers = the new barn scores the farmers already on { $farm } now, as at game end, whoever owns the barn
step-joined-barn-farm = the tile joins farmers to a farm with a barn: { $farm } is scored for its farmers now, at 1 per completed city
step-barn-final = { $player }'s barn on { $farm }: { $cities } completed { $cities ->
    [one] city
   *[other] cities
} x 4{ $counted } = { $points }; { $player } scores { $points }
step-barns-joined = the tile joins farms that each hold a barn into { $farm }; that is allowed, and each barn stays
step-barn-stays = the barn stays where it is
step-wagon-moved = { $player }'s wagon rolls on from { $from } to { $to }, standing on [{ $x }, { $y }] at { $on }, under { $rule }
step-wagon-stays-by-choice = { $player }'s wagon stays in supply (from { $from } it could have moved to { $options })
step-wagon-nowhere = { $player }'s wagon stays in supply: no incomplete, unoccupied feature is within reach of { $from } under { $rule }
wagon-rule-connected = the connected rule (the CAR's, first edition)
wagon-rule-nearby = the nearby rule (new edition, a variant)

## How a value is counted, and who is how strong on a feature.

strength-part-no-pennants = { $figure } 0 for no pennants
strength-part-pennants = { $figure } { $strength } for { $pennants }
# A wagon taken off a scored feature whose owner moves it on to another
# feature in a later step.
step-lifted-to-roll-on = { $count ->
    [one] { $figures } leaves { $feature } to roll on
   *[other] { $figures } leave { $feature } to roll on
}
# The same, after other figures of that feature went to supply.
step-lifted-too-to-roll-on = { $count ->
    [one] { $figures } leaves it too, to roll on
   *[other] { $figures } leave it too, to roll on
}

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-abbey-mayor-city-4-sides = city on all four sides, 2 pennants
tiles-layout-abbey-mayor-crossing-cities = two separate cities crossing: N-S city (pennant) and E-W city
tiles-layout-abbey-mayor-cap-over-band = city cap N (pennant) plus separate E-W city
tiles-layout-abbey-mayor-two-caps-roads-in = separate city caps N and W; road E runs into city N, road S runs into city W
tiles-layout-abbey-mayor-monastery-4-roads = monastery with four roads
tiles-layout-abbey-mayor-road-into-cap = city cap N, road W curving into the city
tiles-layout-abbey-mayor-cap-curve-es = city cap N, road curve E-S (variant of base J with the outer field cut in two)
tiles-layout-abbey-mayor-cap-curve-sw = city cap N, road curve S-W (variant of base K with the outer field cut in two)
tiles-layout-abbey-mayor-walled-cap = city cap W with pennant whose walls reach the NE and SE corners
tiles-layout-abbey-mayor-dead-end = road from S ending in the middle of the tile (dead end)
tiles-layout-abbey-mayor-fork = road fork: one road joining N, E and W
tiles-layout-abbey-mayor-tunnel = E-W city with pennant; road N-S passing under the city
tiles-layout-abbey-mayor-dead-end-garden = same as abbey-mayor/dead-end, with a garden
tiles-layout-abbey-mayor-abbey = the abbey: a monastery that fits any edges, placed instead of a drawn tile

show-svg-abbeys = abbeys: the grey block in a tile's middle
show-key-abbey = A abbey

# The abbey.
refusal-abbey-mayor-not-in-hole = the abbey goes only into a hole, but { $at } has no neighbour on { $empty }
label-abbey-mayor-not-surrounded = not surrounded on all four sides
help-abbey-mayor-in-hole = place the abbey on an empty square whose four neighbours all hold tiles
phrase-abbey-mayor-side-square = { $side } ({ $at })

# The mayor.
help-car-mayor-goes-on = the mayor goes only into a city of the placed tile that holds no follower
help-car-mayor-no-knight = the mayor goes only into a city without a knight; deploy it elsewhere or another figure
aside-car-zero-mayor = { $figure } stands here: without pennants it weighs 0, yet it occupies the city
help-car-zero-mayor = a mayor of strength 0 still occupies its city; deploy on another feature

# The wagon.
help-car-wagon-goes-on = the wagon goes on a road, city, monastery or the abbey, never a field or garden
help-car-wagon-free = the wagon goes only onto a feature with no follower on it
refusal-car-wagon-chosen-twice = { $player } chooses for the wagon twice
label-car-second-choice = second choice for the same wagon
aside-car-first-choice = first choice
help-car-one-choice = give one choice per freed wagon
refusal-car-wagon-not-freed = { $player }'s wagon on { $square } was not scored this turn, so it does not move
refusal-car-which-wagon = { $player } has { $count } wagons freed this turn, and the choice does not say which it moves
label-car-which-wagon = which wagon?
help-car-freed-squares = name the wagon by its square, `from: [x, y]`; { $squares-count ->
    [one] the freed wagon stands on { $squares }
   *[other] the freed wagons stand on { $squares }
}
refusal-car-no-wagon-freed = no wagon of { $player } was scored this turn, so there is nothing to move
label-car-no-freed-wagon = no freed wagon
help-car-freed-wagons = { $owners-count ->
    [0] only a wagon whose feature is scored this turn moves; this turn frees none
   *[other] wagons freed this turn belong to: { $owners }
}
label-car-no-such-feature = no such feature
# `$rule` is the wagon's movement rule in play: connected or nearby.
help-car-wagon-targets = { $targets-count ->
    [0] nothing is within reach under { $rule ->
        [nearby] the nearby rule (new edition, a variant)
       *[other] the connected rule (the CAR's, first edition)
    }: send it `to: supply`
   *[other] legal targets under { $rule ->
        [nearby] the nearby rule (new edition, a variant)
       *[other] the connected rule (the CAR's, first edition)
    }: { $targets }; or `to: supply`
}
phrase-car-wagon-target = { $feature } (`{"{"}at: { $at }, on: { $on }{"}"}`)
refusal-car-wagon-target-refused = { $player }'s wagon cannot move to { $target }: { $why }
label-car-not-wagon-target = not a legal target for the wagon
phrase-car-target-complete = it is complete
phrase-car-target-occupied = it is occupied by { $figures }
phrase-car-target-field = a wagon never goes on a field or garden
phrase-car-target-scored = it is the feature just scored
phrase-car-target-not-connected = it is not directly connected to the scored feature
phrase-car-target-not-nearby = no part of it lies on the wagon's square or the 8 around it

# The barn.
refusal-car-barn-not-taken = { $figure } stays until the game ends: nothing takes a barn off the table
label-car-barn-stays = the barn stays
help-car-barn-stays = only followers can be taken off the table: a follower, big follower, mayor, wagon, abbot or phantom
refusal-car-barn-not-on-feature = the barn stands only at a corner where four fields meet, never on the { $spot } of a tile
label-car-not-a-corner = not a corner
help-car-barn-corner = set the barn with `corner:` (NE, SE, SW or NW of the placed tile) instead of `on:`
refusal-car-farm-has-barn = { $feature } holds { $player }'s barn: no farmer may be deployed there
label-car-farm-with-barn = a farm with a barn
aside-car-barn-on-farm = the barn on this farm
help-car-farm-with-barn = deploy on another feature; a farm with a barn takes no more farmers
help-car-one-barn = each player has one barn; it stays where it was placed
refusal-car-second-barn = { $feature } already holds { $player }'s barn
label-car-second-barn = a second barn on one farm
aside-car-barn-already = the barn already on this farm
help-car-one-barn-per-farm = one barn per farm; two barn farms may later be joined by a tile
refusal-car-not-four-fields = the barn needs four fields meeting at the { $corner } corner of { $at }, but { $spoilers }
label-car-not-four-fields = not four fields here
help-car-barn-corners = corners of { $at } where four fields meet: { $corners-count ->
    [0] none
   *[other] { $corners }
}
phrase-car-square-empty = { $square } is empty
phrase-car-square-abbey = { $square } is the abbey, which has no field
phrase-car-square-shows = { $tile } on { $square } shows { $kind } at its { $corner } corner
phrase-car-square-split = { $tile } on { $square } shows two separate fields at its { $corner } corner

# The comment `carc new` writes for this box (each line after the box's name).
new-note-abbey-mayor =
    `figure: mayor|wagon|barn` (the barn stands at a `corner: NE`), the tile `abbey-mayor/abbey`,
    `wagons: [{"{"}owner: red, to: {"{"}at: [x, y], on: N{"}"}{"}"}]` for freed wagons, `variants: {"{"}wagon-move: nearby{"}"}`

# Broken input: the diagnostics of a file that cannot be judged.
diag-variants-mapping-like-wagon-move = variants is a mapping like `{"{"}wagon-move: nearby{"}"}`
diag-wagon-move-variant = wagon-move variant
    .unknown = wagon-move variant
    .not = a wagon-move variant
diag-each-choice-owner-red-supply = each choice is `{"{"}owner: red, to: supply{"}"}` or `{"{"}owner: red, to: {"{"}at: [x, y], on: N{"}"}{"}"}`
diag-wagon-choice = a wagon choice
diag-say-whose-wagon-owner-red = say whose wagon: `owner: red`
diag-say-where-wagon-goes = say where the wagon goes
diag-wagon-goes-supply-x-y = a wagon goes `to: supply` or `to: {"{"}at: [x, y], on: POINT{"}"}`
diag-wagon-target = a wagon target
diag-carc-lets-barn-onto-farm = carc lets a barn onto a farm only where no barn stands yet (car:barn); set the rule back in JCloisterZone
diag-barn-corner-tile-placed-turn = a barn at no corner of the tile placed this turn
diag-barn-stands-corner-feature = a barn stands at a corner, not on a feature
    .label = `on` given for a barn
    .help = write `corner: NE` (or SE, SW, NW) instead of `on`
diag-abbey-not-turned = the abbey is not turned
diag-drop-rotation-abbey-fits-any = drop `rotation`: the abbey fits any edges
diag-names-square-tile-table = `at` names the square of a tile on the table
diag-not-a-wagon-place = `{ $word }` is not a place for a wagon
    .label = not `supply` nor a feature
diag-corner-not-field = the { $corner } corner of { $tile } is not field
    .label = the barn needs field here
    .help = a barn stands where four fields meet
diag-only-barn-at-corner = only the barn stands at a corner, not { $figure }
    .label = corner given
diag-stands-on-key = { $figure } stands `on` { $places }
diag-no-wagon-on = { $player } has no wagon on { $at }
    .label = no wagon of this player here
    .help = `from` names the square of the player's wagon that the choice moves
diag-no-tile-for-wagon = there is no tile on { $at } for the wagon to go to
diag-import-no-wagon-rule = no wagon rule `{ $value }` is known

## The rules in the project's own words

rule-text-abbey-mayor-wagon-nearby = With `variants: {"{"}wagon-move: nearby{"}"}` the judge applies the new edition's rule instead of the CAR's: after scoring, the wagon may go to an incomplete, unoccupied road, city or monastery that has a part on the wagon's own square or one of the eight around it, crossing fields if need be, with no printed connection needed. The CAR (first edition) rule is the default.
rule-text-abbey-mayor-abbey = Instead of drawing, a player may place their abbey tile into a square whose four neighbours all hold tiles; it fits against any edges. It closes each road, city and farm that touches it, without being counted as a tile of them, and scores as a monastery.
rule-text-car-mayor = A player may deploy the mayor in place of a follower, but only into a city of the placed tile where no knight stands yet; all other deployment rules still hold. The mayor goes into cities only, never onto a road, monastery or field.
rule-text-car-mayor-strength = When a city is scored, a follower weighs 1, a big follower 2, and the mayor as many as the pennants in the whole city, so a mayor in a city without pennants weighs 0 and earns nothing. The mayor does not alter the city's points and goes back to its owner's supply once the city is scored.
rule-text-car-wagon = A player may deploy the wagon in place of a normal follower onto a road, city or monastery of the placed tile that holds no other follower. A wagon is never put on a field.
rule-text-car-wagon-move = The wagon counts as an ordinary follower when its feature is scored. Afterwards, whether its owner won or lost, the owner takes it back or drives it to a directly connected road, city or monastery that is still incomplete and unoccupied; with no such feature it must go back to the supply. The judge applies this connected rule by default and the new edition's nearby rule only as a variant (readings §3).
rule-text-car-wagon-order = When one scoring step frees several wagons, their owners choose in turn whether to take back or move them, beginning with the active player and going on clockwise. The judge moves no wagon at final scoring (readings §3.9).
rule-text-car-barn = Instead of a follower, a player may set the barn on a corner shared by four tiles, one of them the tile just placed, where all four show field. The farm may already hold farmers but not another barn, and the barn then stays put until the game ends.
rule-text-car-barn-score-place = Farmers already on the farm are scored as they would be at game end: the majority players get 3 points per completed city, plus 1 per city for a majority player's pig, no matter whether the barn's owner is among them. The farmers (and pigs) then return to supply while the barn stays.
rule-text-car-barn-score-join = Nobody may deploy a farmer onto a farm that has a barn. When a placed tile joins a farm holding farmers to a farm with a barn, the farmer majority scores right away but gets only 1 point per completed city (2 with a pig), and those farmers go back to their owners.
rule-text-car-barn-final = At the end of the game a barn's owner earns 4 points for each completed city bordering the barn's farm, and 5 for each castle there (castles:farm, readings §1.12). If joining tiles have put several barns on one farm, every owner scores in full; the judge pays each player once per farm, however many of their barns lie on it (readings §4.5).
rule-text-car-barn-stays = Once set, the barn stays on its corner until the game ends: the dragon cannot remove it and a tower cannot take it prisoner.
rule-text-car-fn154 = Every follower standing in a city, the mayor included, counts as a knight of that city. So the mayor needs a city where no follower of any kind stands.
rule-text-car-fn155 = RGG's Big Box 2 asks for a city with neither knight nor follower, and some printings say neither knight nor mayor. Neither changes the rule, because the mayor and all other followers in a city are knights anyway.
rule-text-car-fn156 = A wagon in a city is a follower, so that city is already occupied and the mayor may not be deployed into it.
rule-text-car-fn160 = None of these three figures may stand on a tower; each goes only onto the features its own rule names.
rule-text-car-fn162 = The RGG edition adds an example in which a city with three pennants makes the mayor worth three followers. It only restates the rule; the judge counts the pennants of the whole city at the moment it is scored.
rule-text-car-fn163 = HiG's Big Box 2 is the first printing to state that a mayor in a city without pennants earns nothing, confirming an older FAQ answer (car:fn164). The judge applies it through car:mayor-strength.
rule-text-car-fn164 = A mayor in a city with no pennants still occupies it, so nobody may deploy there. At scoring it weighs nothing and is treated as though no follower were there: its owner gets no points, and if nobody has more than 0 strength, nobody scores the city.
rule-text-car-fn166 = The annotator says the wagon rule should speak of no other follower rather than no other figure. Within this judge's scope the two readings never differ on a road, city or monastery, and the judge refuses the wagon wherever any figure already stands (readings §3).
rule-text-car-fn167 = The RGG edition words the condition as no other wagon or follower. That avoids muddle over the word figure but wrongly suggests the wagon is not a follower; nothing changes in play.
rule-text-car-fn169 = Repeats car:fn160 for the wagon: these figures may not be set on a tower, only on the features their own rules allow.
rule-text-car-fn170 = Connected features are roads meeting at a crossing and a road running straight into a city gate or a monastery; two cities never connect, not even where their walls touch at a tile corner, so the wagon has to travel by road. A bracketed editor's addition, which the judge follows, adds that a road touching a city only at a point rather than a gate, or passing under it through a tunnel, is not connected to that city.
rule-text-car-fn171 = A crossing is part of the roads, so a wagon may pass it only if it set out from a road; a wagon leaving a city cannot use a crossing to reach another city. The tiny road stubs on which followers may not be placed are no targets either.
rule-text-car-fn172 = A wagon may not cross one feature to reach another; anything a follower can claim or that sets off an effect counts as a feature, so a monastery between two roads blocks the way. This reverses an older answer. The judge adjudicates the monastery part; bazaars, crop circles and fairs need expansions that are not built.
rule-text-car-fn173 = The wagon may be deployed on an abbey. After scoring it may drive from the abbey onto a road or city that touches it directly, or from such a road or city onto the abbey, as long as the target is still incomplete.
rule-text-car-fn174 = A wagon may go from a city to a monastery lying within it, or the reverse, because a shared edge or surface is enough to connect them and no road is needed.
rule-text-car-fn175 = When a wagon moves into a feature, its owner chooses the tile it stands on, for instance any tile of a five-tile road rather than the nearest one. This does not affect scoring and matters only for expansions that strike single tiles.
rule-text-car-fn176 = The RGG version adds that at scoring the wagon is always treated as a follower. The judge gives it strength 1 and lets it move after its feature is scored, whether its owner won or lost.
rule-text-car-fn177 = A wagon deployed instead of a follower onto a feature that the same tile completes is scored at once and may then move on, all in the same turn. A bracketed note adds that moving the wagon does not replace the deployment step.
rule-text-car-fn179 = Repeats car:fn160 for the barn: it may not be set on a tower, only where its own rule allows.
rule-text-car-fn182 = The RGG printing drops the sentence forbidding a barn on a farm that already has one. The judge keeps the rule, which car:fn189 shows RGG states elsewhere.
rule-text-car-fn184 = At once means the farmers are scored and taken off during this turn's normal scoring step instead of staying until game end; play does not pause for a separate scoring. Everything that comes before scoring in a turn happens first, so cities the same tile completes count.
rule-text-car-fn188 = The RGG edition adds that the barn, unlike the farmers, is not removed after this scoring. The rule already implies it; the judge leaves the barn on the board.
rule-text-car-fn189 = No farmer may be deployed onto a farm that has a barn. The RGG text adds that a barn may not be placed on a farm that already holds one, yet a tile may later join two farms that each have a barn.
rule-text-car-fn190 = As with placing a barn, the farmers joined to a barn farm are scored and removed in this turn's ordinary scoring step, with no separate pause; everything due before scoring in the turn happens first.
rule-text-car-fn192 = The pig may be placed on the newly placed tile that joins a farm to a barn farm, even though that farm is already occupied. It is placed before the scoring step, so a majority player's pig raises the score to 2 per city.
rule-text-car-fn193 = The RGG edition adds that cities count however far they lie from the barn, likely to ease players into third-edition farm scoring. The judge counts every completed city bordering the barn's farm.
rule-text-abbey-mayor-own-wagons = The box gives each player one wagon, but a table may deal more. When one player has several wagons freed at once, each choice names its wagon by the square it stands on, and the wagons move one after another in the order the choices are written; a choice that does not say which wagon, or names one that was not freed, is refused. The player choosing the order is the rule for several wagons of different players, applied within one player's place in the round (readings §3.8).
rule-text-abbey-mayor-wagon-final = At the final scoring a wagon counts as a follower on its feature and goes home with the others; none moves on. Its move belongs to a turn's scoring, and the final scoring is no turn; a wagon moving then could add its weight to a feature not yet scored, and the outcome would hang on an order of scoring the rules leave open (readings §3.9).
rule-text-abbey-mayor-barns-once = At game end a player with one or more barns on a farm earns 4 for each completed city of the farm once, however many of their barns stand there: the rule pays players, not barns, and a farm's cities count once everywhere else too (readings §4.5).

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-abbey-mayor-wagon-nearby = §3.5 (and §3.1), the variant wagon-move: nearby
rule-section-abbey-mayor-abbey = Abbey & Mayor: the abbey
rule-section-abbey-mayor-wagon-final = §3.9 no wagon moves at game end
rule-section-abbey-mayor-own-wagons = §3.8 a player's several freed wagons move in the order written
rule-section-abbey-mayor-barns-once = §4.5 several barns of one player on a farm pay once
rule-section-car-mayor = The mayor: deployment
rule-section-car-mayor-strength = The mayor: scoring
rule-section-car-wagon = The wagon: deployment
rule-section-car-wagon-move = The wagon: moving after scoring
rule-section-car-wagon-order = The wagon: several wagons in one scoring
rule-section-car-barn = The barn: placement
rule-section-car-barn-stays = The barn: it stays until the game ends (neither the dragon nor a tower removes it)
rule-section-car-barn-score-place = Scoring when placing a barn
rule-section-car-barn-score-join = Scoring when a farm is connected
rule-section-car-barn-final = Final scoring: scoring barns
rule-section-car-fn154 = footnote 154 (to the mayor: deployment, a city with no knight)
rule-section-car-fn155 = footnote 155 (to the mayor: deployment, a city with no knight)
rule-section-car-fn156 = footnote 156 (to the mayor: deployment, a city with no knight)
rule-section-car-fn160 = footnote 160 (to the mayor: deployment, usual rules still apply)
rule-section-car-fn162 = footnote 162 (to the mayor: scoring, strength equals pennants)
rule-section-car-fn163 = footnote 163 (to the mayor: scoring, a city without pennants)
rule-section-car-fn164 = footnote 164 (to the mayor: scoring, a city without pennants)
rule-section-car-fn166 = footnote 166 (to the wagon: deployment, no other figure)
rule-section-car-fn167 = footnote 167 (to the wagon: deployment, no other figure)
rule-section-car-fn169 = footnote 169 (to the wagon: deployment, no other figure)
rule-section-car-fn170 = footnote 170 (to the wagon: moving to a directly adjacent feature)
rule-section-car-fn171 = footnote 171 (to the wagon: moving to a directly adjacent feature)
rule-section-car-fn172 = footnote 172 (to the wagon: moving to a directly adjacent feature)
rule-section-car-fn173 = footnote 173 (to the wagon: moving to a directly adjacent feature)
rule-section-car-fn174 = footnote 174 (to the wagon: moving to a directly adjacent feature)
rule-section-car-fn175 = footnote 175 (to the wagon: the feature it is moved into)
rule-section-car-fn176 = footnote 176 (to the wagon: target must be incomplete and unoccupied)
rule-section-car-fn177 = footnote 177 (to the wagon: returning it when no target is free)
rule-section-car-fn179 = footnote 179 (to the barn: placement at a four-field corner)
rule-section-car-fn182 = footnote 182 (to the barn: not on a farm that already has a barn)
rule-section-car-fn184 = footnote 184 (to scoring when placing a barn: farmers scored at once)
rule-section-car-fn188 = footnote 188 (to scoring when placing a barn: farmers return)
rule-section-car-fn189 = footnote 189 (to scoring when a farm is connected: no farmer on a barn farm)
rule-section-car-fn190 = footnote 190 (to scoring when a farm is connected: farmers scored at once)
rule-section-car-fn192 = footnote 192 (to scoring when a farm is connected: 2 points with a pig)
rule-section-car-fn193 = footnote 193 (to final scoring: 4 points per city on the barn's farm)
