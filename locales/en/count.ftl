## car

document-count = The Count of Carcassonne (WikiCarpedia: "The Count of Carcassonne (1st edition)" for the City's twelve squares and the rules, "Count, King and Robber" for the new edition; the new edition's two double-sided City boards are not modelled)

rule-car-fn185 = Barn scoring lets followers leave Carcassonne

rule-car-fn187 = Barn owner may enter Carcassonne when others score

rule-car-fn191 = Joining farms lets a follower leave Carcassonne

## count

rule-count-city = The City of Carcassonne lies in place of the start tile

rule-count-enter = Others scored and you did not: one figure into the City

rule-count-figures = Which figure may stand in which quarter

rule-count-count = The count moves after an entry and holds its quarter

rule-count-leave = Followers leave the City for a feature completed this turn

rule-count-market = The market's followers go to farms only when farms score

rule-count-end = At game end only the market empties

rule-count-city-farm = The City counts as a completed city for its farms

## The ruling's frame: verdict, points, figures back, notes, citations.

report-city = The City of Carcassonne after the action: the count in { $count ->
    [castle] the castle
    [market] the market
    [blacksmith] the blacksmith
   *[cathedral] the cathedral
}; { $figures }
report-city-empty = The City of Carcassonne after the action: the count in { $count ->
    [castle] the castle
    [market] the market
    [blacksmith] the blacksmith
   *[cathedral] the cathedral
}; nobody in the quarters
# A figure in a quarter of the City of Carcassonne.
city-follower = { $player }'s { $figure } in the { $quarter }
# A quarter of the City of Carcassonne (`$case` matters in German only).
quarter = { $case ->
   *[other] { $quarter ->
        [castle] the castle quarter
        [market] the market
        [blacksmith] the blacksmith's quarter
       *[cathedral] the cathedral quarter
    }
}
# A choice the action did not take: a figure into the City of Carcassonne.
offer-enter-city = { $player } could have put a figure into the City of Carcassonne (`enter-city`)
phrase-count-enter-offered = { $others } scored this turn and { $player } did not
# A choice the action did not take: a figure out of the City of Carcassonne.
offer-leave-city = { $player }'s { $kind ->
   *[other] { $figure }
} could have left the { $quarter } for the feature on { $at } ({ $on }) (`leave-city`)

## The steps of a ruling.

step-count-left = { $player }'s { $kind ->
   *[other] { $figure }
} leaves { $quarter } of the City of Carcassonne for { $feature }, before it scores
step-count-entered = { $player } scored nothing this turn while { $scorers } { $count ->
    [one] scored
   *[other] scored
}, so { $player } puts { $figure-a } into { $quarter } of the City of Carcassonne
step-count-moved = { $player } moves the count from { $from } to { $to }; nobody leaves { $to } while it stands there

phrase-count-no-entry = { $others } scored this turn, but so did { $player }: no figure of { $player }'s enters the City of Carcassonne

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-count-1 = City of Carcassonne, north-west corner: a road from W to the wall; ring farm N and along the W side
tiles-layout-count-2 = City of Carcassonne, north side: ring farm along N
tiles-layout-count-3 = City of Carcassonne, north side: ring farm along N
tiles-layout-count-4 = City of Carcassonne, north-east corner: a road from N to the wall; ring farm on both sides of it
tiles-layout-count-5 = City of Carcassonne, west side: ring farm along W
tiles-layout-count-6 = City of Carcassonne, inside the wall
tiles-layout-count-7 = City of Carcassonne, inside the wall
tiles-layout-count-8 = City of Carcassonne, east side: ring farm along E
tiles-layout-count-9 = City of Carcassonne, south-west corner: a city cap opening S; ring farm along W and above the cap
tiles-layout-count-10 = City of Carcassonne, south side: ring farm along S
tiles-layout-count-11 = City of Carcassonne, south side: a road from S to the wall; ring farm on both sides of it
tiles-layout-count-12 = City of Carcassonne, south-east corner: a city cap opening E; ring farm round it

show-svg-city = City of Carcassonne: its wall in stone; its quarters drawn on its two inner squares, the count as a black disc
show-key-city = = inside the City's wall
# A quarter by its id: castle, market, blacksmith, cathedral.
show-quarter = { $quarter }
show-count-title = the count
show-nobody = nobody
show-quarter-holds = { $quarter }: { $figures }
show-quarter-with-count = { $quarter } (count): { $figures }
show-city = City of Carcassonne: { $quarters }
check-city-missing = city-of-carcassonne: expected the City, ruled no City (is `count` in play?)
# A figure of `expect` in a quarter, by the quarter's id.
check-city-follower = { $figure } in the { $quarter }
check-nobody = nobody
check-city = city-of-carcassonne: expected { $expected }, ruled { $ruled }
check-city-count = city-of-carcassonne: expected the count in the { $expected }, ruled in the { $ruled }

refusal-count-not-there = { $player } has no { $named ->
    [0] {""}
   *[other] other {""}
}{ $figure } in the { $quarter } of the City of Carcassonne
label-count-not-there = not in that quarter
help-count-not-there = name a quarter where the figure stands (`city-of-carcassonne` lists who stands where); `figure:` is a follower when left out
refusal-count-blocked = the count stands in the { $quarter }: nobody leaves it
label-count-blocked = this quarter is shut
help-count-blocked = the count keeps every figure in its quarter until it moves; leave this figure where it is
refusal-count-no-feature = there is no feature on the { $on } of { $at }
refusal-count-wrong-kind = the { $quarter } sends its followers to { $quarter ->
    [castle] cities
    [market] farms
    [blacksmith] roads
   *[cathedral] monasteries
}, and { $feature } is not one
label-count-wrong-kind = not a feature of this quarter
help-count-wrong-kind = the castle sends followers to cities, the blacksmith to roads, the cathedral to monasteries (the abbey too), the market to farms
refusal-count-not-completed = { $feature } was not completed this turn: followers leave the City only for a feature about to score
label-count-not-completed = not completed by this turn
help-count-not-completed = name a city, road or monastery this turn's tile completed; followers stay in the City otherwise
refusal-count-market-not-now = no farm scores this turn where this follower could go: the market's followers leave only for the farm of a barn placed this turn, a farm joined to a barn's farm, or at game end
label-count-market = no farm scores here now
help-count-market = leave the market's followers in the City until a barn makes their farm score or the game ends
refusal-count-end-market-only = at the end of the game only the market's followers leave the City; the { $quarter } keeps its own
help-count-end = at `final-scoring` name only followers of the market, each going to a farm
refusal-count-not-a-farm = { $feature } is not a farm
refusal-count-you-scored = { $player } scored points this turn: a figure goes into the City only when others scored and the active player did not
refusal-count-nobody-scored = no other player scored this turn: a figure goes into the City only when the tile made another player score
refusal-count-scored-before-tile = no other player scored from the tile: the points { $players } gained before it was placed (a ransom, the fairy's point) are not scoring the tile caused, and only that lets a figure into the City
label-count-enter = no entry into the City this turn
help-count-enter = leave out `enter-city`; it is allowed after a turn in which another player scored and you scored nothing, with a figure from your supply
refusal-count-wrong-quarter = { $figure-a } never stands in the { $quarter }
label-count-quarter = not this quarter
help-count-quarter = the mayor goes only to the castle quarter, the wagon to any quarter but the market, the abbot only to the cathedral; followers go anywhere
refusal-count-never-in-city = { $figure-a } never goes into the City of Carcassonne
help-count-never = only followers enter the City: a follower, the big follower, the phantom, the mayor, the wagon or the abbot
refusal-count-move-without-enter = { $player } put no figure into the City this turn, so the count stays where it is
label-count-move = the count stays
help-count-move = only the player who has just put a figure into the City moves the count: add `enter-city`, or leave out `move-count`

# The comment `carc new` writes for this box (each line after the box's name).
new-note-count =
    the City of Carcassonne fills x -2..1, y -1..1 (not listed on the board);
    `city-of-carcassonne: {"{"}count: castle, followers: [{"{"}owner: red, figure: follower, quarter: market{"}"}]{"}"}`;
    `leave-city: [{"{"}owner: red, quarter: castle, to: {"{"}at: [x, y], on: N{"}"}{"}"}]`, `enter-city: {"{"}figure: follower, quarter: market{"}"}`,
    `move-count: market` in the action

refusal-count-one-entry = a figure already entered the City of Carcassonne this turn: the active player puts one figure in a turn, the tiles of a double turn together
label-count-one-entry = a second entry
help-count-one-entry = keep one entry; another figure may enter after a later turn's scoring
refusal-count-one-move = the count was already moved this turn: the player who entered the City moves the count once, right after the entry
label-count-one-move = a second move of the count
help-count-one-move = name the quarter the count ends in once, with the entry

# Broken input: the diagnostics of a file that cannot be judged.
diag-city-carcassonne-count-castle-followers = `city-of-carcassonne` is `{"{"}count: castle, followers: [{"{"}owner: red, figure: follower, quarter: market{"}"}]{"}"}`
diag-each-figure-city-owner-red = each figure in the City is `{"{"}owner: red, figure: follower, quarter: castle{"}"}`
diag-figure-city = a figure in the City
diag-say-whose-figure-short = say whose figure: `owner: red`
diag-say-which-quarter-quarter-castle = say which quarter: `quarter: castle`
diag-each-figure-leaving-city-owner = each figure leaving the City is `{"{"}owner: red, quarter: castle, to: {"{"}at: [x, y], on: FEATURE{"}"}{"}"}` (add `figure:` for another figure than a follower)
diag-figure-leaving-city = a figure leaving the City
diag-say-which-quarter-leaves-quarter = say which quarter it leaves: `quarter: castle`
diag-say-where-goes-x-y = say where it goes: `to: {"{"}at: [x, y], on: FEATURE{"}"}`
diag-enter-city-figure-follower-quarter = `enter-city` is `{"{"}figure: follower, quarter: market{"}"}`: your figure from supply into a quarter
diag-say-which-quarter-quarter-market = say which quarter: `quarter: market`
diag-final-scoring-takes-leave-city = `final-scoring` takes `{"{"}leave-city: [{"{"}owner: red, quarter: market, to: {"{"}at: [x, y], on: FEATURE{"}"}{"}"}]{"}"}`
diag-carc-lets-player-who-entered = carc lets the player who entered the City move the count, as the box's rules do; set the rule back in JCloisterZone
diag-carc-scores-only-market-figures = carc scores only the market's figures for farms at the end, as the box's rules do; set the rule back in JCloisterZone
diag-figure-quarter-city = a figure in a quarter of the City
diag-feature-tile = a feature on a tile
diag-quarter-city = a quarter of the City
diag-count-puts-city-table = `count` puts the City on the table
diag-drop-rotation-city-lies-rules = drop `rotation`: the City lies as the rules lay it
diag-city-carcassonne-count-carcassonne = the City of Carcassonne is The Count of Carcassonne's
diag-not-of-this-quarter = not a figure of this quarter
diag-followers-go-any-quarter-mayor = followers go to any quarter, the mayor to the castle, the wagon anywhere but the market, the abbot to the cathedral; no other figure enters the City
diag-to-at-names-square = `to.at` names the square of a tile on the table
diag-nobody-there-leave = nobody there to leave
diag-name-figure-city-holds-city = name a figure the City holds (`city-of-carcassonne`): its owner, its kind and its quarter
diag-city-square = { $at } is a square of the City of Carcassonne, where { $tile } lies
    .label = the City lies here
diag-city-fills = the City fills x -2..1, y -1..1; place { $placed } elsewhere, or list `{ $tile }` here to put figures on it
diag-does-not-lie-on = { $tile } does not lie on { $at }
    .label = not this square of the City
diag-never-turned = { $tile } is never turned
diag-never-in-quarter = { $figure } never stands in the { $quarter } quarter
diag-no-tile-for-figure = there is no tile on { $at } for the figure to go to
diag-none-in-quarter = { $owner } has no { $figure } in the { $quarter } quarter
diag-leave-more-often = { $owner }'s { $figure } figures leave the { $quarter } quarter more often than they stand there ({ $there })
diag-city-squares = the City's squares: { $squares }
diag-tile-on-square = { $tile } on { $at }
diag-word-quarter = quarter
    .unknown = quarter
    .not = a quarter

## The rules in the project's own words

rule-text-car-fn185 = Placing a barn and scoring its farm is a chance to bring a follower out of the City of Carcassonne: a follower from the market may move onto the farm right after the barn is placed, before the farmers score. A bracketed editor's note suggests joining a farmer's farm to a barn farm should give the same chance.
rule-text-car-fn187 = If a player's barn makes only other players' farmers score, that player may still put a follower into the City of Carcassonne; what counts is the points scored right then, not the barn's later score.
rule-text-car-fn191 = Since joining a farm to a barn farm is a scoring, a follower may leave the City of Carcassonne for that farm; it is scored immediately at 1 point per city, so it is not on the farm at final scoring.
rule-text-count-city = With The Count of Carcassonne the twelve squares of the City of Carcassonne (first edition) lie on the table from the start instead of the start tile, four squares wide and three deep (x -2 to 1, y -1 to 1), never turned; the count starts in the castle quarter. Tiles go against the City's outer sides by the usual edge rule. Outside its wall the squares show three roads that end at the wall, two small city caps and a ring of farms: all ordinary features. Inside the wall there is no feature: nobody stands there, and its four quarters (castle, market, blacksmith, cathedral) are places off the squares.
rule-text-count-enter = After the scoring of a turn, if the tile made at least one other player score points (a barn's scoring included, car:fn187) and the active player scored nothing all turn, the active player may put one figure from their supply into a quarter of their choice, the count's included. Only one figure per turn; the figure stays there until it leaves by the rules of leaving.
rule-text-count-figures = A follower, the big follower and the phantom may stand in any quarter. The mayor and the wagon go only to the quarter matching the features they stand on (car:fn159, car:fn168): the mayor to the castle, the wagon to any quarter but the market. This project lets the abbot into the cathedral only, by the same logic (readings §1.13). The barn never enters the City (car:fn178), nor do the builder, the pig or any other piece that is no follower.
rule-text-count-count = Only the player who has just put a figure into the City may move the count, right then, to any quarter; moving it is optional. While the count stands in a quarter, no figure leaves that quarter.
rule-text-count-leave = When a turn completes a city, road or monastery, before it is scored, every player (the player after the active one first, the active player last) may move any number of their figures from the matching quarter onto it: from the castle to a city, from the blacksmith to a road, from the cathedral to a monastery or the abbey. The feature may be occupied or empty. The figure counts with its usual strength, scores with the others and goes home with them.
rule-text-count-market = The market's figures go to farms, and only when a farm scores: right after a barn is placed, before its farmers score (car:fn185); when a farm with farmers is joined to a barn's farm (car:fn191); and at the end of the game. A figure moved there scores like the farmers around it.
rule-text-count-end = At the end of the game, before the farms score, the market's figures may move onto any farm. In the new edition this is the only move out of the City at game end (readings §1.13); figures still in the quarters then score nothing and stay.
rule-text-count-city-farm = For farms the City of Carcassonne itself is one completed city (a dated publisher note of 11/2013): every farm with a field on the City's squares counts it once, at whatever rate the farm scores (3 at game end, 4 for a barn, 3 when a barn is placed, 1 when farms join).

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-car-fn185 = footnote 185 (to scoring when placing a barn: farmers scored at once)
rule-section-car-fn187 = footnote 187 (to scoring when placing a barn: owner need not take part)
rule-section-car-fn191 = footnote 191 (to scoring when a farm is connected: farmers scored at once)
rule-section-count-city = Preparation (the City of Carcassonne in place of the start tile; the count on the castle quarter) and placing tiles against it
rule-section-count-enter = Placing a follower in Carcassonne (another player scored and you did not)
rule-section-count-figures = §1.13 which figures may enter which quarter (the figure's own features; never the barn)
rule-section-count-count = Moving the count (by the player who entered; nobody leaves its quarter)
rule-section-count-leave = Moving followers out of Carcassonne (before a completed feature is scored)
rule-section-count-market = Moving followers out of Carcassonne › the market (only when farms are scored)
rule-section-count-end = End of the game (new edition: only the market's followers move out; the rest score nothing)
rule-section-count-city-farm = Footnote to final scoring (the City of Carcassonne counts as a completed city for farms)
