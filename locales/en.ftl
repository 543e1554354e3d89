# carc's words in English. Each rule's title is a message named after its id
# (`car:fn162` is `rule-car-fn162`); its paraphrase and reason are at the end
# of the file (`rule-text-car-fn162`, `rule-reason-car-fn162`).


## The rules reference and `carc rule`

rules-doc-title = Rules reference
rules-doc-intro =
    Generated from the rule registry (`crates/engine/src/registry/`) by `carc rules --format markdown`; do not edit by hand.
    Every rule the judge cites is here, in the project's own words, with where it comes from and whether the judge applies it.
rules-doc-unsupported = Not supported ({ $count })
rules-doc-unsupported-head = | id | reason |
rules-doc-none-unsupported = None: the judge applies every rule of the registry. Where a footnote also speaks of a box carc does not build, the rule's text names that part (flier:fn4: the Wheel of Fortune and the school tiles).
rules-source = source
rules-authority = authority
rules-status = status
rules-cited-by = scenarios that cite it:
rules-cited-by-none = no scenario cites it
rules-no-scenarios-folder = no scenarios folder found from here to look for citing scenarios: run inside a checkout, or give --scenarios DIR
rules-count = { $count ->
    [one] { $count } rule
   *[other] { $count } rules
}

document-base-rules = Carcassonne rules (new edition) and the figures it adds
document-car = Complete Annotated Rules, Abbey & Mayor: mayor, wagon, barn
document-ferries = The Ferries (WikiCarpedia)
document-flier = The Flier (WikiCarpedia)
document-inns-cathedrals = Inns and Cathedrals (WikiCarpedia, new edition)
document-traders-builders = Traders and Builders (WikiCarpedia, new edition)
document-tower = The Tower (WikiCarpedia, new edition)
document-princess-dragon = The Princess and The Dragon (WikiCarpedia, new edition)
document-festival = The Festival (WikiCarpedia)
document-sieges = Besiegers, Cathars, Siege (WikiCarpedia: the siege tiles)
document-castles = Bridges, Castles and Bazaars (WikiCarpedia, new edition: the castles only; its bridges and bazaars are not built yet and may follow)
document-river-ii = The River II (WikiCarpedia: the pig-herd tile only; its other river tiles and the river's course are not built yet)
document-count = The Count of Carcassonne (WikiCarpedia: "The Count of Carcassonne (1st edition)" for the City's twelve squares and the rules, "Count, King and Robber" for the new edition; the new edition's two double-sided City boards are not modelled)
document-rulings = carcassonne-judge readings (docs/readings.md: the readings chosen where the sources leave a choice)

authority-rulebook = rulebook
authority-publisher = publisher clarification
authority-community = community interpretation
authority-edition-note = edition note
authority-project-ruling = project ruling

status-adjudicated = adjudicated
status-wording = wording
status-unsupported = unsupported

## base

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

## big-follower

rule-big-follower-strength = The big follower counts double

## phantom

rule-phantom-deploy = The phantom is a second deployment

## abbot

rule-abbot-deploy = Deploying the abbot

rule-abbot-garden = Gardens belong to the abbot

rule-abbot-take-back = Taking the abbot back early

## builder

rule-builder-deploy = Deploying the builder

rule-builder-double-turn = The builder's double turn

## pig

rule-pig-deploy = Deploying the pig

rule-pig-score = The pig fattens the farm

## abbey-mayor

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

rule-car-fn157 = The mayor may fly but lands only in a city

rule-car-fn158 = The mayor through the magic portal

rule-car-fn159 = Mayor and wagon: dragon, tower, princess, portal

rule-car-fn160 = No mayor, wagon or barn on top of a tower

rule-car-fn161 = No mayor in a castle

rule-car-fn162 = RGG example: the mayor counts as its pennants

rule-car-fn163 = A mayor without pennants scores nothing (new text)

rule-car-fn164 = A mayor of strength 0 still occupies its city

rule-car-fn165 = A mayor in a castle earns nothing

rule-car-fn166 = The wagon rule means no other follower

rule-car-fn167 = RGG: no other wagon or follower

rule-car-fn168 = Wagon and mayor: dragon, tower, princess, portal

rule-car-fn169 = No wagon, mayor or barn on top of a tower

rule-car-fn170 = What connected means for the wagon

rule-car-fn171 = No wagon from city to city through a crossing

rule-car-fn172 = The wagon never drives through a feature

rule-car-fn173 = Wagon on and off the abbey

rule-car-fn174 = Wagon between a city and a monastery inside it

rule-car-fn175 = The moved wagon may stand on any tile of the target

rule-car-fn176 = RGG: the wagon always counts as a follower

rule-car-fn177 = Deploy, score and move a wagon in one turn

rule-car-fn178 = No barn in Carcassonne or through a portal

rule-car-fn179 = No barn, mayor or wagon on top of a tower

rule-car-fn180 = A barn may go on a volcano tile

rule-car-fn181 = No fairy beside the barn

rule-car-fn182 = RGG leaves out the one-barn-per-farm sentence

rule-car-fn183 = A Festival tile can remove a barn

rule-car-fn184 = Barn scoring happens in the turn's scoring step

rule-car-fn185 = Barn scoring lets followers leave Carcassonne

rule-car-fn186 = A besieged city still doubles on a barn farm

rule-car-fn187 = Barn owner may enter Carcassonne when others score

rule-car-fn188 = RGG: the barn itself stays

rule-car-fn189 = One barn per farm; joined barn farms are fine

rule-car-fn190 = Joined-farm scoring happens in the scoring step

rule-car-fn191 = Joining farms lets a follower leave Carcassonne

rule-car-fn192 = A pig on the joining tile counts

rule-car-fn193 = RGG: cities count at any distance from the barn

rule-car-fn194 = Pig herds add nothing to barns (Big Box 2 only)

rule-car-fn195 = Pig herd and barn: read as the farmers' scoring

## ferries

rule-ferries-place = A lake tile gets a ferry joining two road ends

rule-ferries-move = Extending a road lets you move its nearest ferry

rule-ferries-score = Features completed with ferries score normally

rule-ferries-fn1 = A new lake always gets its ferry

rule-ferries-fn2 = Only a ferry the road runs through may move

rule-ferries-fn3 = Only the first ferry along the road may move

rule-ferries-fn4 = Moving a ferry can close a road

rule-ferries-fn5 = A ferry move can send a builder home

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

## inns-cathedrals

rule-ic-inn = A completed road with an inn scores double

rule-ic-inn-unfinished = A road with an inn left open scores nothing

rule-ic-cathedral = A completed city with a cathedral scores 3 a tile and pennant

rule-ic-cathedral-unfinished = A city with a cathedral left open scores nothing

## traders-builders

rule-tb-goods = Completing a city takes its goods

rule-tb-goods-scoring = The most tokens of each good score 10

rule-tb-alone = A builder or pig without its owner's follower goes home

## tower

rule-tower-floors = Tower floors in hand by the number of players

rule-tower-floor = Instead of deploying, build a floor onto any open tower

rule-tower-top = Instead of deploying, close an open tower with a follower

rule-tower-capture = A new floor may capture one follower

rule-tower-reach = A tower reaches as many tiles each way as it has floors

rule-tower-exchange = Players holding each other's followers exchange them

rule-tower-ransom = Buy a prisoner back for 3 points, once a turn

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

## festival

rule-festival-return = On a festival tile, take one of your figures back instead of deploying

rule-festival-own = Only your own figures go back at a festival

## sieges

rule-sieges-besieged = A besieged city scores 1 a tile and pennant

rule-sieges-unfinished = An open besieged city scores nothing at game end

rule-sieges-farm = A besieged city counts twice for a farm

rule-sieges-escape = A knight may leave a besieged city through a monastery beside its siege tile

## castles

rule-castles-tokens = Castle tokens: 3 each with 2 to 4 players, 2 with 5 or 6

rule-castles-build = The holder of a small city just completed may make it a castle

rule-castles-score = A castle scores the first feature completed beside it

rule-castles-end = A castle still occupied at game end scores nothing

rule-castles-farm = A castle is worth one more than a city on a farm
rule-pigherd-score = The pig herd adds a point a city for the farm's winners

## count

rule-count-city = The City of Carcassonne lies in place of the start tile

rule-count-enter = Others scored and you did not: one figure into the City

rule-count-figures = Which figure may stand in which quarter

rule-count-count = The count moves after an entry and holds its quarter

rule-count-leave = Followers leave the City for a feature completed this turn

rule-count-market = The market's followers go to farms only when farms score

rule-count-end = At game end only the market empties

rule-count-city-farm = The City counts as a completed city for its farms

## The steps of a ruling. Variables hold names (`$player`), numbers, ids of
## tiles, squares (`[0, 1]`) and edge points (`NNE`), and phrases made by
## the messages below (`$feature`).

list-and = { $rest } and { $last }
list-or = { $rest } or { $last }

# A feature and the squares it covers. `$kind` is road, city, monastery,
# garden, farm or abbey. `$case` is the grammatical case the sentence around
# it needs (nominative, accusative, dative, genitive), for languages that
# decline; English has no use for it. `$marked` is `inn` or `cathedral` for
# a road or city holding one (it changes what the feature is worth), else
# `none`.
feature = { $case ->
   *[other] the { $kind }{ $marked ->
        [inn] {" "}with an inn
        [cathedral] {" "}with a cathedral
       *[none] {""}
    } on { $squares }
}
# A feature named by one square and the point there, so that several
# features on the same squares read apart.
feature-at = { $case ->
   *[other] the { $kind } { $on } on { $at }
}
# The same, for a feature its square alone names: the only one of its kind
# on that tile, or one that touches no edge (a monastery, a garden).
feature-at-inner = { $case ->
   *[other] the { $kind } on { $at }
}
# A figure kind: follower, big-follower, mayor, wagon, barn, abbot, phantom,
# builder, pig.
figure = { $figure ->
    [big-follower] big follower
    [tower-floor] tower floor
    [castle] castle token
   *[other] { $figure }
}
# A figure with its article, as when it is deployed.
figure-a = { $figure ->
    [abbot] an abbot
    [big-follower] a big follower
    [tower-floor] a tower floor
    [castle] a castle token
   *[other] a { $figure }
}
# `$kind` is the figure's id (as for `figure`), for languages whose article
# or plural depends on it; English writes the same words for every kind.
figure-of = { $kind ->
   *[other] { $player }'s { $figure }
}
figure-as-phantom = { $figure } (as the phantom)
counted-tiles = { $count ->
    [one] 1 tile
   *[other] { $count } tiles
}
counted-pennants = { $count ->
    [one] 1 pennant
   *[other] { $count } pennants
}
counted-neighbours = { $count ->
    [one] 1 neighbour
   *[other] { $count } neighbours
}

step-tile-placed = { $player } places { $tile } on { $at }; every side it shares matches
step-tile-placed-turned = { $player } places { $tile } on { $at }, turned { $rotation }°; every side it shares matches
step-abbey-placed = { $player } places the abbey on { $at }, a square whose four neighbours all hold tiles; it fits against any edge and joins nothing, so every road, city and farm touching it ends at it, each on its own, and the abbey is no tile of theirs
step-deployed = { $player } deploys { $figure } on the { $on } of the placed tile, part of { $feature }
step-deployed-phantom = { $player } also deploys { $figure } on the { $on } of the placed tile, part of { $feature }
step-barn-set = { $player } sets the barn at the { $corner } corner of { $at }, where four fields meet, on { $farm }
step-abbot-taken-back = { $player } takes the abbot back from { $feature } instead of deploying; it is scored now as at game end: { $working } = { $points }
step-double-turn-extends = the tile extends { $feature }, where { $player }'s builder stands: { $player } takes a second turn after this one
step-double-turn-ferry-move = a ferry move joins { $feature }, where { $player }'s builder stands, but only placing a tile on the builder's road earns a second turn: none
step-double-turn-closes = the tile closes { $feature }, where { $player }'s builder stands, but joins nothing of it, so it does not extend it: no second turn
step-completed = { $feature } is complete: { $working } = { $points }
step-completed-empty = { $feature } is complete: { $working } = { $points }; no figure stands on it, so nobody scores
step-final-scoring = final scoring: every feature that holds figures is scored at its game-end value, then the farms
step-valued = { $feature }: { $working } = { $points }
step-nobody-scores = nobody scores { $feature }: no follower strength on it
step-scored = { $winners } scores { $points } for { $feature } (strength: { $strengths })
step-scored-tied = { $winners } score { $points } each (tied) for { $feature } (strength: { $strengths })
step-barn-scores-farmers = the new barn scores the farmers already on { $farm } now, as at game end, whoever owns the barn
step-joined-barn-farm = the tile joins farmers to a farm with a barn: { $farm } is scored for its farmers now, at 1 per completed city
step-farm-unscored = { $farm }: no farmer strength, nobody scores
step-farm-scored = { $farm } borders { $cities ->
    [one] 1 completed city
   *[other] { $cities } completed cities
}: { $player } scores { $cities } x { $per-city }{ $counted } = { $points }{ $herd-note } (farmer strength: { $strengths })
step-farm-scored-bonus = { $farm } borders { $cities ->
    [one] 1 completed city
   *[other] { $cities } completed cities
}: { $player } scores { $cities } x { $per-city }{ $counted } = { $points }{ $herd-note } (with the { $figure }: { $per-city } per city) (farmer strength: { $strengths })
step-barn-final = { $player }'s barn on { $farm }: { $cities } completed { $cities ->
    [one] city
   *[other] cities
} x 4{ $counted } = { $points }; { $player } scores { $points }
# The River II's pig herd: the farm's winner gets this much more a city.
farm-herd-note = {" "}(with the pig herd: +{ $herd } per city)
step-herd-beside-barn = the pig herd on { $farm } adds nothing to { $player }'s barn
step-barns-joined = the tile joins farms that each hold a barn into { $farm }; that is allowed, and each barn stays
step-goods-taken = { $player } completed { $city } and takes its goods: { $goods }
step-goods-scored = { $winners } holds the most { $good } and scores { $points } (tokens held: { $holdings })
step-goods-scored-tied = { $winners } tie for the most { $good } and score { $points } each (tokens held: { $holdings })
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
step-exchanged = { $player } and { $other } now each hold one of the other's followers, so the two are exchanged: { $player } gets their { $back-kind ->
   *[other] { $back }
} back, { $other } their { $freed-kind ->
   *[other] { $freed }
}
step-ransomed = before placing the tile, { $player } pays { $points } points to { $other } and buys back their { $kind ->
   *[other] { $figure }
}
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
step-festival-return = { $player } celebrates the festival and takes their { $kind ->
   *[other] { $figure }
} on { $at } back instead of deploying
step-sieges-escape = at the end of the turn { $player }'s { $kind ->
   *[other] { $figure }
} on { $at } escapes from { $city } through the monastery on { $monastery } and goes back to supply
# Cities a farm counts otherwise than at its rate, by `$how` (the rule's
# id, `sieges-farm`): `$cities` of them add `$points`.
farm-counted = { $points } ({ $how ->
    [sieges-farm] { $cities ->
        [one] 1 besieged city counts
       *[other] { $cities } besieged cities count
    } twice
    [castles-farm] { $cities ->
        [one] 1 castle counts
       *[other] { $cities } castles count
    } one more
    [count-city-farm] the City of Carcassonne counts as a completed city
   *[other] { $cities } more
})
# A good by its id (wine, grain, cloth).
good = { $good ->
    [wine] wine
    [grain] grain
   *[cloth] cloth
}
goods-count = { $count } { $good ->
    [wine] wine
    [grain] grain
   *[cloth] cloth
}
step-returned-from = { $count ->
    [one] { $figures } leaves { $feature } for its owner's supply
   *[other] { $figures } leave { $feature } for their owners' supply
}
step-returned = { $count ->
    [one] { $figures } goes back to supply
   *[other] { $figures } go back to supply
}
step-barn-stays = the barn stays where it is
step-flight = { $who } takes the flying machine on { $from }, pointing { $direction }; the die shows { $roll }, so it flies to { $square }
step-flew-landed = { $flight } and lands on { $feature }
step-flew-landed-beside = { $flight } and lands on { $feature }, beside { $sharing }: a flight may end on a feature others already hold, which a deployment may not
step-flew-no-tile = { $flight }, where there is no tile: it goes back to supply and nothing else is deployed
step-flew-nowhere = { $flight }, but { $tile } there offers it no unfinished feature it may take: it goes back to supply and nothing else is deployed
step-flight-options = { $kind ->
   *[other] { $player } puts the { $figure }
} on the flying machine on { $from }, pointing { $direction }; no roll is given, so each face of the die: { $faces }
step-flight-face = { $roll } reaches { $square } ({ $place })
step-flight-face-no-tile = no tile: back to supply
step-flight-face-nothing = { $tile }, nothing to land on: back to supply
step-flight-face-landings = { $tile }, land on { $landings }
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
step-wagon-moved = { $player }'s wagon rolls on from { $from } to { $to }, set at `{"{"}at: [{ $x }, { $y }], on: { $on }{"}"}`, under { $rule }
step-wagon-stays-by-choice = { $player }'s wagon stays in supply (from { $from } it could have moved to { $options })
step-wagon-nowhere = { $player }'s wagon stays in supply: no incomplete, unoccupied feature is within reach of { $from } under { $rule }
wagon-rule-connected = the connected rule (the CAR's, first edition)
wagon-rule-nearby = the nearby rule (new edition, a variant)
note-separate-parts = the board is written in { $parts } separate parts; squares not listed are treated as empty

## How a value is counted, and who is how strong on a feature.

working-road = { $tiles } x { $rate }
working-forfeit = { $tiles } x 0 (left open)
working-castle = { $tiles }, a castle still occupied at game end: 0
working-city = { $tiles } + { $pennants }
working-city-rate = { $tiles } x { $rate } + { $pennants } x { $rate }
working-cloister-full = all 8 neighbours present
working-cloister = 1 + { $neighbours }
working-unscored = no rule in play scores it
strength-plain = { $player } { $total }
strength-parts = { $player } { $total } ({ $parts })
strength-part = { $figure } { $strength }
strength-part-no-pennants = { $figure } 0 for no pennants
strength-part-pennants = { $figure } { $strength } for { $pennants }
strength-part-several = { $kind ->
   *[other] { $count } { $figure }s
}
strength-part-several-fixed = { $kind ->
   *[other] { $count } { $figure }s
} of { $strength } each
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

## The ruling's frame: verdict, points, figures back, notes, citations.

report-verdict-legal = Verdict: LEGAL
report-verdict-illegal = Verdict: ILLEGAL
report-points = Points: { $points }
report-back-to-supply = Back to supply: { $figures }
report-goods-taken = Goods taken: { $goods }
report-prisoners = Prisoners after the action: { $prisoners }
report-castles = Castles after the action: { $castles }
report-offers = Left open: { $offers }
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
# A choice the action did not take: a figure out of the City of Carcassonne.
offer-leave-city = { $player }'s { $figure } could have left the { $quarter } for the feature on { $at } ({ $on }) (`leave-city`)
# A choice the action did not take: a castle it could have built.
offer-castle = { $player } could have covered the city on { $at } ({ $on }) with a castle (`castles`)
# A choice the action did not take: a knight that could have escaped.
offer-escape = { $player }'s { $figure ->
    [none] knight
   *[other] { $figure }
} on { $at } ({ $on }) could have escaped the siege (`escape`)
# A figure back in supply, by its id (follower, big-follower, mayor, wagon,
# abbot, phantom, builder, pig).
figure-returned = { $figure }
report-note = Note: { $note }
report-rules-cited = Rules cited:
# A citation of a rule that rests on a reading rather than the rulebook.
cite-community = { $id } (community reading)
cite-project-ruling = { $id } (project ruling)

# A feature of one tile as a scenario names it: its kind and edge points.
spot = { $kind } ({ $points })
# The same for a feature that touches no edge (a monastery).
spot-inner = { $kind }

## Why an action is refused. Each message writes one clause the judge gives
## as data (`refusal-*` what is wrong, `label-*` the part at fault, written
## with its refusal's variables, `help-*` what would be legal instead,
## `aside-*` another part of the position, `phrase-*` a part of another
## clause). A fact comes as a variable of its name; a figure also as
## `-kind` (its id), `-a` and `-the` (with an article) and `-places` (where it may
## stand); a feature also in each case (`-accusative`, `-dative`,
## `-genitive`) and as `-kind`; a list also as `-count`.

report-see-also = see also: { $rules }
# A figure on the table: `$kind` is its id, `$figure` its name.
figure-standing = { $figure ->
   *[other] { $player }'s { $kind } on { $at }
}
# A kind of figure with its definite article, as the subject of a clause.
figure-the = { $figure ->
    [big-follower] the big follower
   *[other] the { $figure }
}
# Where a kind of figure may stand, by its id.
figure-places = { $figure ->
    [abbot] a monastery or a garden
    [mayor] a city
    [wagon] a road, city or monastery
    [pig] a field
    [tower-floor] nothing (a tower floor goes on a tower foundation)
    [castle] nothing (a castle token covers a small city)
    [builder] a road or city
    [barn] a corner (`corner: NE`)
   *[other] a road, city, field or monastery
}
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
refusal-none-in-supply = { $player } has no { $figure-kind } left in supply
label-none-in-hand = none in hand
help-all-on-board = { $player }'s { $figure-kind }s are all on the board; deploy another figure or none
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
    [0] no feature of { $tile } is free for a { $figure-kind }
   *[other] free for a { $figure-kind } on this tile: { $free }
}
refusal-cannot-stand-on = a { $figure-kind } cannot stand on the { $spot } of { $tile }
label-a-kind = a { $kind }
help-goes-on = { $figure-a } goes on { $figure-places }
refusal-never-at-corner = a { $figure-kind } stands on a feature of the placed tile, never at a corner
label-a-corner = a corner
help-stands-on = a { $figure-kind } stands `on` { $figure-places }
refusal-figure-not-on = the { $figure-kind } cannot stand on a { $kind }

refusal-only-on-features = the { $figure-kind } stands only on the features its own rules name, never on top of a tower
label-only-on-features = not a figure for a tower
refusal-not-a-figure = a { $figure } is not deployed on a feature: it is built onto a tower with `deploy: {"{"}floor: [x, y]{"}"}`
label-not-a-figure = not deployed on a tile

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
help-tower-in-reach = the tower on { $tower } reaches its own tile and { $floors } tiles straight north, east, south and west, never diagonally
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
refusal-tower-nothing-to-choose = there is nothing to choose in an exchange here, so `exchange: { $figure-kind }` does not happen
label-tower-nothing-to-choose = no choice to make
refusal-tower-no-floors = { $player } has no tower floor left in supply
label-tower-no-floors = no floor in hand
help-tower-no-floors = every floor { $player } had is built into a tower: deploy a figure instead, or nothing
help-tower-no-exchange = name `exchange` only when the captured follower's owner holds several kinds of your followers; otherwise leave it out
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
refusal-pd-too-short = the dragon stops after { $steps } steps on { $at }, but it moves six unless no tile is left to enter
refusal-pd-too-long = the dragon moves six steps, not { $steps }
label-pd-length = the dragon moves six steps
help-pd-six = list the six squares it moves to, and no more
refusal-pd-not-mine = { $figure } is not yours
refusal-pd-not-a-follower = { $figure } is no follower
refusal-pd-nobody-there = no figure stands on the { $on } of { $at }
refusal-pd-ambiguous = several of these stand there: { $figures }
label-pd-which = say which with `figure`
label-pd-figure = not a follower the fairy goes to
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
step-castle-built = { $player } covers { $city } with a castle instead of scoring it; { $player }'s figures stay in the castle{ $count ->
    [0] {""}
    [1] , and { $home } goes home unscored
   *[other] , and { $home } go home unscored
}
step-castle-scores = { $feature } is completed beside the castle of { $castle }: { $player } scores { $points } for the castle
step-count-left = { $player }'s { $kind ->
   *[other] { $figure }
} leaves { $quarter } of the City of Carcassonne for { $feature }, before it scores
step-count-entered = { $player } scored nothing this turn while { $scorers } { $count ->
    [one] scored
   *[other] scored
}, so { $player } puts { $figure-a } into { $quarter } of the City of Carcassonne
step-count-moved = { $player } moves the count from { $from } to { $to }; nobody leaves { $to } while it stands there
help-pd-princess = { $figures-count ->
    [0] the princess's city holds no knight
   *[other] knights of the city: { $figures }
}
# The Festival.
refusal-festival-not-festival = the placed tile has no festival place
label-festival-not-festival = not a festival tile
help-festival-not-festival = only on a festival tile may a figure be taken back instead of deploying; deploy a figure instead, or nothing
refusal-festival-not-own = a festival gives back only your own figures, and none stands there: { $figures }
label-festival-not-own = not your figure
help-festival-not-own = name a spot where one of your own figures stands
refusal-festival-nothing-there = no figure stands on the { $on } of { $at }
label-festival-nothing-there = nothing to take back here
help-festival-nothing-there = { $figures-count ->
    [0] you have no figure on the table to take back
   *[other] your figures on the table: { $figures }
}
refusal-festival-ambiguous = several of your figures stand there: { $figures }
label-festival-which = say which with `figure`
# Sieges.
refusal-sieges-not-besieged = the { $on } of { $at } is not part of a besieged city
refusal-sieges-no-monastery = no monastery stands beside a siege tile of { $city } (siege tiles: { $sieges })
refusal-sieges-not-own = none of your knights stands on the { $on } of { $at } ({ $figures-count ->
    [0] nothing stands there
   *[other] there: { $figures }
})
refusal-sieges-ambiguous = several of your knights stand there: { $figures }
label-sieges-escape = this escape
help-sieges-escape = a knight of yours escapes only from a besieged city with a monastery (the abbey too) on one of the 8 squares around one of its siege tiles, one a turn
# Castles.
refusal-castles-not-a-city = the { $on } of { $at } is not a city
refusal-castles-not-complete = { $city } is not complete
refusal-castles-not-small = { $city } is not a small city (two tiles, each with one city segment on one side)
refusal-castles-already = { $city } is a castle already
refusal-castles-not-held = nobody holds { $city }
refusal-castles-shared = several players hold { $city } with equal strength
refusal-castles-mayor-only = only a mayor holds { $city }, and the mayor is never placed in a castle
refusal-castles-no-token = { $player } has no castle token left
label-castles-build = this castle
help-castles-build = a castle covers a small city completed by this turn's tile and held by one player who still has a castle token; leave it out to score the city
refusal-castles-not-a-castle = no castle that scores this turn stands on { $at }
refusal-castles-not-beside = the { $on } of { $at } is no feature completed beside { $castle }
label-castles-score = this choice
help-castles-score = name a castle that scores this turn and one of the features completed on its six neighbouring squares, or leave the choice out
refusal-count-not-there = { $player } has no { $named ->
    [0] {""}
   *[other] other {""}
}{ $figure-kind } in the { $quarter } of the City of Carcassonne
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
# The phantom.
refusal-phantom-same-feature = the phantom must take another feature than the { $figure-kind } deployed this turn
label-phantom-just-taken = the { $figure-kind } just took this { $kind }
help-phantom-elsewhere = put the phantom on a different, unoccupied feature of the placed tile

# The abbot.
help-abbot-goes-on = the abbot goes only on a monastery or a garden of the placed tile
refusal-abbot-garden-for-abbot = a { $figure-kind } cannot stand on a garden: gardens are for the abbot alone
label-abbot-a-garden = a garden
help-abbot-garden = deploy the abbot here, or the figure on another feature
refusal-abbot-no-abbot-there = { $player } has no abbot on { $at } to take back
label-abbot-no-abbot-here = no abbot of the current player here
help-abbot-abbot-stands = { $squares-count ->
    [0] { $player } has no abbot on the board
   *[other] { $player }'s abbot stands on { $squares }
}
refusal-abbot-completed-now = { $feature } is completed by the tile just placed, so its abbot cannot be taken back
label-abbot-completed-now = abbot on a feature completed this turn
aside-abbot-scores-instead = this abbot scores with its completed feature instead
help-abbot-deploy-normally = deploy normally (or not at all); the completed feature scores in the scoring step

# The builder.
help-builder-goes-on = the builder goes on a road or city of the placed tile that holds one of your followers
refusal-builder-no-follower = { $player } has no follower on { $feature }, so the builder cannot join it
label-builder-no-follower = no follower of yours on this feature
help-builder-joins = the builder joins a road or city where you already have a follower

# The pig.
help-pig-goes-on = the pig goes on a field of the placed tile whose farm holds one of your farmers
refusal-pig-no-farmer = { $player } has no farmer on this farm, so the pig cannot join it
label-pig-no-farmer = no farmer of yours on this farm
help-pig-joins = the pig joins a farm where you already have a farmer

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

# The ferries.
refusal-ferries-no-lake = { $tile } has no lake to put a ferry on
label-ferries-no-lake = no lake on the placed tile
help-ferries-remove-ferry = remove `ferry`: only a tile with a lake gets one
refusal-ferries-lake-needs-ferry = { $tile } has a lake, and a new lake always gets its ferry, meeple or not
label-ferries-lake-without-ferry = lake tile placed without `ferry`
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

# The flying machine.
phrase-flier-never-field = a flier never lands on a field
phrase-flier-completed-now = the tile just placed completed it, and a feature counts as complete once the tile closing it is down
phrase-flier-complete = it is complete; a flier lands only on an unfinished feature
phrase-flier-lands-only = { $figure-kind ->
    [abbot] an abbot
    [big-follower] a big follower
   *[other] a { $figure-kind }
} lands only on { $figure-places }
refusal-flier-no-flying-machine = { $tile } has no flying machine
label-flier-no-flying-machine = a flight from a tile without a flying machine
help-flier-deploy-on-instead = deploy `on` a feature of the placed tile instead
refusal-flier-not-a-follower = the { $figure-kind } is not a follower and cannot use the flying machine
label-flier-not-a-follower = not a follower
help-flier-only-followers = only followers fly: follower, big follower, mayor, wagon, abbot, phantom
refusal-flier-phantom-second-flight = the flying machine was used by the figure deployed this turn, so the phantom cannot use it as well
label-flier-second-flight = second flight this turn
help-flier-phantom-on-instead = put the phantom `on` a free feature of the placed tile instead
help-flier-fly-in-hand = fly a figure that is in hand, or deploy none
refusal-flier-nothing-to-land-on = a roll of { $roll } sends the { $figure-kind } to { $square }, where there is no tile to land on
label-flier-no-tile-on = no tile on { $square }
help-flier-leave-out-on = leave out `on` (nothing to land on: the { $figure-kind } goes back to supply)
refusal-flier-must-land = a roll of { $roll } sends the { $figure-kind } to { $square }, where it must land: landing is compulsory when a place exists
label-flier-no-landing-given = no landing place given
help-flier-land-on = land it on { $places } of { $tile }
help-flier-may-land = { $places-count ->
    [0] { $tile } on { $square } offers the { $figure-kind } nothing: leave out `on`, and it goes back to supply
   *[other] it may land on { $places } of { $tile } on { $square }
}
phrase-flier-landing = `on: { $on }`
phrase-flier-landing-spot = `on: { $on }` ({ $spot })
refusal-flier-cannot-land = the { $figure-kind } cannot land on the { $spot } of { $tile } on { $square }: { $why }
label-flier-roll-reaches = a roll of { $roll } reaches { $square }
aside-flier-tile-reached = { $tile } is reached

## A broken invariant of a random game (`carc play`): a fault of carc.

breach-score-falls = { $player }'s score falls by { $by }
# `$kind` is the figure's id, `$figure` its name.
breach-figures-miscounted = { $kind ->
   *[other] { $player } has { $on-table } { $figure }(s) on the table and { $in-hand } in hand, but owns { $owned }
}
breach-goods-miscounted = the players hold { $held } { $good ->
    [wine] wine
    [grain] grain
   *[cloth] cloth
} tokens, but the completed cities show { $in-cities } such symbols
breach-off-the-table = the { $piece ->
    [dragon] dragon
   *[other] fairy
} stands on { $at }, where no tile lies
breach-stands-on-nothing = { $kind ->
   *[other] a { $figure } stands on { $at } where the graph has no feature
}
breach-stands-on-completed = { $kind ->
   *[other] a { $figure } of { $player } still stands on a completed feature at { $at }
}
breach-missed-placement-legal = a placement the move list left out is judged legal
breach-refused-deployment-legal = a deployment the move list refuses is judged legal
# `$on`: verdict, scores, returned, double-turn or steps.
breach-differs = the game (graph grown turn by turn) and the judge (graph built from the file) differ on the { $on ->
    [returned] figures returned
    [double-turn] double turn
    [steps] number of steps
   *[other] { $on }
}
breach-nothing-listed = a placement that fits has no legal action listed (not even placing alone)
# `$why` is the kind of refusal, `$rule` the rule broken.
breach-listed-illegal = an action the move list gave is judged illegal: { $why } ({ $rule })
breach-refused-on-play = an action the move list gave is refused when played on

## The page for the table

# The words of the page for the table (web/src/labels.js): its controls,
# hints and the frame around a ruling. A message with attributes is an
# element of the page: the value is its text, each attribute (`.title`,
# `.aria-label`, `.placeholder`) the HTML attribute of that name. `$tile`
# is a tile's id (`base/D`), `$at` a square (`3, -1`), `$on` and `$point`
# an edge point (`NNE`), `$figure` a figure's id (`big-follower`), `$owner`
# and `$player` a player's name; `$where` is `turn` (the turn's tile) or
# `table` (a tile of the position).

# The language's name in its own words, for the language switch.
page-language-name = English
page-language = Language
page-heading = Carcassonne judge
page-loading = Loading the judge…
page-cannot-start = The judge could not start: { $error }

# The header and the setup.
page-undo = Undo
    .title = Undo the last change (board or text)
page-redo = Redo
    .title = Redo the change undone
page-share = Share link
    .title = Put the whole scenario in a link
page-new = New
    .title = Start again from the start tile
page-build =
    .aria-label = The position
page-examples = Examples
page-examples-pick = Open an example…
page-examples-failed = The examples could not be loaded.
page-setup = Rules and players
page-rule-sets =
    .aria-label = Rule sets
page-players = Players
page-current = Whose turn
page-wagon-move = Wagon move
page-wagon-move-connected = connected (first edition)
page-wagon-move-nearby = nearby (new edition)

# The tools and the board.
page-toolbar =
    .aria-label = What a tap does
page-tool =
    .aria-label = Tool
page-tool-tile = Tile
page-tool-figure = Figure
page-tool-erase = Erase
page-target =
    .aria-label = Where a tile goes
page-target-turn = Turn's tile
page-target-table = Table
page-figure-owner =
    .aria-label = Whose figure
page-figure-kind =
    .aria-label = Which figure
page-board =
    .aria-label = The table: arrow keys move between squares, Enter places or turns a tile, Delete takes it off
page-tile-filter =
    .placeholder = Filter tiles (e.g. road, city, ferries)
    .aria-label = Filter tiles
page-picker =
    .aria-label = Tile catalogue
page-zoom-tile =
    .aria-label = The tile, large: each point is a button
page-zoom-cancel = Cancel

page-read-only = The board is read-only: the YAML box holds text that is not YAML. Fix it, or undo, to edit on the board again.
page-read-only-line = The board is read-only: the YAML box holds text that is not YAML (line { $line }). Fix it, or undo, to edit on the board again.
page-hint-figure = Tap a tile to open it large and tap a point to put the figure there (with a mouse, the points on the board work too); on the turn's tile that is the deployment. Tap a figure to take it off.
page-hint-erase = Tap a tile to take it off the table.
page-hint-fits-nowhere = { $tile } fits nowhere on this table.
page-hint-place = Tap a highlighted square to place { $tile } { $where ->
    [turn] as the turn's tile
   *[table] on the table
}; tap it again to turn it.
page-hint-start = Pick a tile below; the squares where it fits light up. Tap a placed tile to turn it.
page-cannot-turn = { $tile } on [{ $at }] fits only this way round: it cannot turn.
page-fits-nowhere-here = { $tile } does not fit on [{ $at }].

page-gap-columns = x { $from } to { $to }: no tiles
page-gap-rows = y { $from } to { $to }: no tiles
page-square-empty = [{ $at }], empty
page-square-fit = [{ $at }]: place { $tile } here
page-square-tile = [{ $at }]: { $tile }, turned { $rotation }°{ $where ->
    [turn] , the turn's tile
   *[table] {""}
}
page-figure-title = { $owner }'s { figure-returned } on { $on }
page-figure-remove = { $owner }'s { figure-returned } on { $on }: take it off
page-spot-label = put the figure on { $on }
page-zoom-title = Where does { $owner }'s { figure-returned } go on { $tile } at [{ $at }]?

# The action under the board.
page-action =
    .aria-label = The action
page-action-heading = The action
page-final = Final scoring instead of a turn
page-no-tile-yet = No tile placed yet: pick one and tap a square.
page-turn-line = { $tile } on [{ $at }], turned { $rotation }°
page-does-not-fit = The tile does not fit here as it lies: the judge will say why.
page-none = none
# A legal deployment: the figure by its id (as `figure-returned` names it) and where it goes (`page-on-point`, `page-at-corner`, `page-flies-*`).
page-deploy-chip = { figure-returned } { $where }
page-floor-chip = tower floor on [{ $at }]
page-capture-chip = capturing { $owner ->
    [none] {""}
   *[other] { $owner }'s {""}
}{ $figure ->
    [none] the follower
   *[other] { $figure }
} on { $on } of [{ $at }]
page-exchange-chip = { $figure } back in the exchange
page-tower-top-chip = { figure-returned } on top of the tower on [{ $at }]
page-fairy-chip = fairy next to the follower on { $on } of [{ $at }]
page-princess-chip = princess sends home { $owner ->
    [none] {""}
   *[other] { $owner }'s {""}
}{ $figure ->
    [none] the knight
   *[other] { $figure }
} on { $on } of [{ $at }]
page-festival-chip = festival: take back your { $figure ->
    [none] figure
   *[other] { $figure }
} on { $on } of [{ $at }]
page-portal-chip = { figure-returned } through the portal to { $on } of [{ $at }]
page-dragon-path = The dragon's path
page-dragon-chip = { $path }
page-dragon = the dragon
page-fairy = the fairy
page-tower-floors = a tower of { $floors ->
    [one] 1 floor
   *[other] { $floors } floors
}
page-prisoners = Prisoners:{" "}
page-deployment = Deployment (legal ones for this placement)
page-phantom = Phantom
page-new-ferry = The new lake's ferry
page-flies-to = flies to { $on }
page-flies-nowhere = flies, lands nowhere
page-flies-roll-to = flies (roll { $roll }) to { $on }
page-flies-roll-nowhere = flies (roll { $roll }), lands nowhere
page-at-corner = at corner { $corner }
page-on-point = on { $point }
page-abbot-back = abbot back from [{ $at }]
page-phantom-where = phantom { $where }
page-joins = joins { $pair }
page-table-ferry = The ferry on the table's lake at [{ $at }]
page-move-ferry = Move the ferry on [{ $at }] (now { $now })
page-leave-it = leave it
page-freed-wagon = { $player }'s freed wagon
page-to-supply = to supply
page-castle-group = { $player ->
    [none] the small city on [{ $at }]
   *[other] { $player }'s small city on [{ $at }]
}
page-castle-chip = castle on { $on } of [{ $at }]
page-escape-group = a knight's escape from a siege
page-escape-chip = escape: { $figure ->
    [none] knight
   *[other] { $figure }
} on { $on } of [{ $at }]
page-leave-city-group = { $player }'s figure in the { $quarter ->
    [castle] castle quarter
    [market] market
    [blacksmith] blacksmith's quarter
   *[cathedral] cathedral quarter
} of the City
page-leave-city-chip = { $figure ->
    [follower] follower
    [big-follower] big follower
   *[other] { $figure }
} to { $on } of [{ $at }]
page-enter-city-group = a figure into the City of Carcassonne
page-enter-city-chip = { $figure ->
    [follower] follower
    [big-follower] big follower
   *[other] { $figure }
} into the { $quarter ->
    [castle] castle quarter
    [market] market
    [blacksmith] blacksmith's quarter
   *[cathedral] cathedral quarter
}
page-move-count-group = the count
page-quarter = to the { $quarter ->
    [castle] castle quarter
    [market] market
    [blacksmith] blacksmith's quarter
   *[cathedral] cathedral quarter
}

# The ruling's frame; the ruling's own words are the messages below.
page-judge =
    .aria-label = The ruling
page-nothing-judged = Nothing judged
page-pill-unreadable = Link cannot be read
page-legal = Legal
page-illegal = Illegal
page-broken = Broken input
page-pill-broken = Broken input · line { $line }
page-pill-legal-gains = Legal · { $gains }
page-pill-illegal = Illegal · { $rule }
page-broken-note = The YAML does not describe a position and an action; nothing was judged.
page-show-in-yaml = Show it in the YAML
page-line-column = line { $line }, column { $column }
page-broken-rule = Broken:{" "}
page-yaml-line = line { $line } of the YAML
page-points = Points:{" "}
page-back-to-supply = Back to supply:{" "}
page-goods-taken = Goods taken:{" "}
page-second-turn = The builder grants a second turn.
page-note = Note: { $text }
page-would-be-legal = What would be legal with this tile
page-terminal-report = The report as the terminal prints it
page-after-legal = The table after the action
page-after-illegal = The table (the action is illegal, so nothing changes)
page-draw-after = Draw it ({ $count } tiles)
page-play-on = Play on from here
    .title = The table after this turn becomes the next position, with the next player to move
# The title of the scenario a turn played on leaves.
page-played-on-title = { $title }, played on
page-rule-source = Source: { $source }
page-rule-source-dated = Source: { $source } ({ $date })
page-rule-status-reason = { $status }: { $reason }
page-rule-close = Close

# The text, the link and the footer.
page-text =
    .aria-label = The scenario's text
page-yaml-box = Scenario (YAML)
page-yaml =
    .aria-label = Scenario YAML
page-share-url =
    .aria-label = Link to this scenario
page-link-ready = Link ready: copy it.
page-copied = Copied.
page-footer = The judge runs in this page; the scenario never leaves it. A shared link carries the scenario in its fragment, which browsers do not send to servers.

# Why a link cannot be read: `$reason` of `page-link-unreadable`, each
# saying what is wrong with the link ("it ...").
page-link-unreadable = This link cannot be read: { $reason }. Nothing was judged. Ask for the link again, or paste the scenario's YAML in the box.
page-link-unpack-failed = it does not unpack ({ $error })
page-link-not-a-link = it is not a link to a scenario, or something changed it on the way
page-link-newer = it was made by a newer version of this page (link format { $version })
page-link-version-damaged = its format version is damaged
page-link-empty = it holds no scenario
page-link-checksum-missing = its checksum is missing or damaged: the link was cut short or changed on the way
page-link-checksum-mismatch = it was changed on the way: what it holds does not match its checksum
page-link-not-text = it does not unpack to text
page-link-odd-character = it holds “{ $character }”, which a scenario link never does: something changed it on the way
page-link-cut-short = it is cut short or damaged
page-link-too-large = its scenario would be larger than { $limit }, the most the judge reads
page-link-damaged = it is damaged or cut short: it does not unpack

## The rules in the project's own words
# Each rule's paraphrase (`rule-text-ID`) and, for a rule the judge does not
# apply yet, the reason (`rule-reason-ID`). carc reads this part only when a
# rule's text is asked for (`carc rule`, `carc rules`, the rules reference),
# so that a ruling does not pay for it.

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
rule-text-big-follower-strength = The big follower is deployed like a follower and stands where a follower may, but counts as two followers when the majority on its feature is worked out.
rule-text-phantom-deploy = After the usual deployment (or instead of it) a player may deploy their phantom on the tile just placed, by the usual rules, on a different feature from the one their first figure took this turn. It counts as one follower.
rule-text-abbot-deploy = Instead of a follower a player may deploy their abbot, but only on a monastery or a garden of the tile just placed. The abbot counts as one follower.
rule-text-abbot-garden = A garden may be occupied by an abbot only; no other figure may be deployed there. It is scored like a monastery: 9 when its eight neighbours are all present, else 1 plus the number of neighbours at game end.
rule-text-abbot-take-back = Instead of deploying, a player may take their own abbot back from an unfinished monastery or garden and score it at once as at game end (1 plus its neighbours, the tile just placed included). An abbot whose feature the tile just placed completes cannot be taken back; that feature scores normally (readings §7).
rule-text-builder-deploy = Instead of a follower a player may put their builder on a road or city of the tile just placed, but only if that feature already holds one of their own followers. The builder is not a follower: it neither occupies nor counts for majority, and it goes home when its feature is scored or no longer holds its owner's follower.
rule-text-builder-double-turn = When a player places a tile that extends a road or city holding their builder, they take a second turn right after this one. Only placing a tile can trigger it, and only once per turn.
rule-text-pig-deploy = Instead of a follower a player may put their pig on a field of the tile just placed, but only if that farm already holds one of their own farmers. The pig is not a follower and does not count for majority.
rule-text-pig-score = When a farm is scored, a player who has the farmer majority there and also a pig on that farm scores 1 extra point per completed city (4 instead of 3 at game end). A pig helps only a player who wins the farm.
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
rule-text-car-fn157 = The mayor may be deployed through the flying machine, but it may end up only in an unfinished city on the landing tile; if that tile offers none, the mayor goes back to its owner's supply.
rule-text-car-fn158 = A mayor may use the magic portal, but only to enter a city that is unfinished and has no knight in it.
rule-text-car-fn159 = The dragon can eat the mayor or the wagon, a tower can take either prisoner, and a princess can send either home. Both may also be put into the matching district of the City of Carcassonne and may travel through a magic portal. The judge adjudicates every part: the tower, the dragon, the princess and the portal, and the City, where the mayor stands only in the castle quarter and the wagon in any quarter but the market (count:figures).
rule-text-car-fn160 = None of these three figures may stand on a tower; each goes only onto the features its own rule names.
rule-text-car-fn161 = A mayor may not be deployed into a castle.
rule-text-car-fn162 = The RGG edition adds an example in which a city with three pennants makes the mayor worth three followers. It only restates the rule; the judge counts the pennants of the whole city at the moment it is scored.
rule-text-car-fn163 = HiG's Big Box 2 is the first printing to state that a mayor in a city without pennants earns nothing, confirming an older FAQ answer (car:fn164). The judge applies it through car:mayor-strength.
rule-text-car-fn164 = A mayor in a city with no pennants still occupies it, so nobody may deploy there. At scoring it weighs nothing and is treated as though no follower were there: its owner gets no points, and if nobody has more than 0 strength, nobody scores the city.
rule-text-car-fn165 = Should a mayor end up in a castle, the castle is occupied, but castles carry no pennants, so the mayor weighs 0 and its owner gets nothing when the castle is completed.
rule-text-car-fn166 = The annotator says the wagon rule should speak of no other follower rather than no other figure. Within this judge's scope the two readings never differ on a road, city or monastery, and the judge refuses the wagon wherever any figure already stands (readings §3).
rule-text-car-fn167 = The RGG edition words the condition as no other wagon or follower. That avoids muddle over the word figure but wrongly suggests the wagon is not a follower; nothing changes in play.
rule-text-car-fn168 = Repeats car:fn159 for the wagon: the dragon may eat it, a tower may capture it, a princess may remove it, and it may enter its district of the City of Carcassonne or pass through a magic portal, just like the mayor. The judge adjudicates every part: the tower, the dragon, the princess and the portal, and the City, where the wagon stands in any quarter but the market, since it never stands on a field (count:figures).
rule-text-car-fn169 = Repeats car:fn160 for the wagon: these figures may not be set on a tower, only on the features their own rules allow.
rule-text-car-fn170 = Connected features are roads meeting at a crossing and a road running straight into a city gate or a monastery; two cities never connect, not even where their walls touch at a tile corner, so the wagon has to travel by road. A bracketed editor's addition, which the judge follows, adds that a road touching a city only at a point rather than a gate, or passing under it through a tunnel, is not connected to that city.
rule-text-car-fn171 = A crossing is part of the roads, so a wagon may pass it only if it set out from a road; a wagon leaving a city cannot use a crossing to reach another city. The tiny road stubs on which followers may not be placed are no targets either.
rule-text-car-fn172 = A wagon may not cross one feature to reach another; anything a follower can claim or that sets off an effect counts as a feature, so a monastery between two roads blocks the way. This reverses an older answer. The judge adjudicates the monastery part; bazaars, crop circles and fairs need expansions that are not built.
rule-text-car-fn173 = The wagon may be deployed on an abbey. After scoring it may drive from the abbey onto a road or city that touches it directly, or from such a road or city onto the abbey, as long as the target is still incomplete.
rule-text-car-fn174 = A wagon may go from a city to a monastery lying within it, or the reverse, because a shared edge or surface is enough to connect them and no road is needed.
rule-text-car-fn175 = When a wagon moves into a feature, its owner chooses the tile it stands on, for instance any tile of a five-tile road rather than the nearest one. This does not affect scoring and matters only for expansions that strike single tiles.
rule-text-car-fn176 = The RGG version adds that at scoring the wagon is always treated as a follower. The judge gives it strength 1 and lets it move after its feature is scored, whether its owner won or lost.
rule-text-car-fn177 = A wagon deployed instead of a follower onto a feature that the same tile completes is scored at once and may then move on, all in the same turn. A bracketed note adds that moving the wagon does not replace the deployment step.
rule-text-car-fn178 = A barn may not be placed in the City of Carcassonne, and it may not travel through a magic portal. Both parts are adjudicated: `enter-city` with the barn is refused, and so is the barn through a portal. A barn may still stand at a corner of the City's squares outside its wall where four fields meet, as on any farm.
rule-text-car-fn179 = Repeats car:fn160 for the barn: it may not be set on a tower, only where its own rule allows.
rule-text-car-fn180 = A volcano on one of the tiles does not prevent placing a barn on that tile.
rule-text-car-fn181 = The fairy may not be set next to a barn, since a barn is not a follower.
rule-text-car-fn182 = The RGG printing drops the sentence forbidding a barn on a farm that already has one. The judge keeps the rule, which car:fn189 shows RGG states elsewhere.
rule-text-car-fn183 = Although a barn otherwise remains until the game ends, a Festival tile may take it off the board.
rule-text-car-fn184 = At once means the farmers are scored and taken off during this turn's normal scoring step instead of staying until game end; play does not pause for a separate scoring. Everything that comes before scoring in a turn happens first, so cities the same tile completes count.
rule-text-car-fn185 = Placing a barn and scoring its farm is a chance to bring a follower out of the City of Carcassonne: a follower from the market may move onto the farm right after the barn is placed, before the farmers score. A bracketed editor's note suggests joining a farmer's farm to a barn farm should give the same chance.
rule-text-car-fn186 = A city under siege still gives double points when it borders a farm that has a barn.
rule-text-car-fn187 = If a player's barn makes only other players' farmers score, that player may still put a follower into the City of Carcassonne; what counts is the points scored right then, not the barn's later score.
rule-text-car-fn188 = The RGG edition adds that the barn, unlike the farmers, is not removed after this scoring. The rule already implies it; the judge leaves the barn on the board.
rule-text-car-fn189 = No farmer may be deployed onto a farm that has a barn. The RGG text adds that a barn may not be placed on a farm that already holds one, yet a tile may later join two farms that each have a barn.
rule-text-car-fn190 = As with placing a barn, the farmers joined to a barn farm are scored and removed in this turn's ordinary scoring step, with no separate pause; everything due before scoring in the turn happens first.
rule-text-car-fn191 = Since joining a farm to a barn farm is a scoring, a follower may leave the City of Carcassonne for that farm; it is scored immediately at 1 point per city, so it is not on the farm at final scoring.
rule-text-car-fn192 = The pig may be placed on the newly placed tile that joins a farm to a barn farm, even though that farm is already occupied. It is placed before the scoring step, so a majority player's pig raises the score to 2 per city.
rule-text-car-fn193 = The RGG edition adds that cities count however far they lie from the barn, likely to ease players into third-edition farm scoring. The judge counts every completed city bordering the barn's farm.
rule-text-car-fn194 = The sentence denying barns any bonus from a pig-herd tile first appeared in HiG's Big Box 2, confirming an older FAQ; Big Box 3 drops it, probably because River II is not in that box. The judge applies it: at game end a barn's owner scores a farm with the pig herd like any other, and the ruling says the herd adds nothing (readings §4.6).
rule-text-car-fn195 = This note says a pig-herd tile can add a point per city when a barn is on the farm, which seems to clash with fn194. The judge reads it as the farmers' scoring on a barn's farm, as the summary tables list it: farmers scored when a barn is placed get 4 a city on the herd's farm, and farmers joined to a barn farm that holds the herd get 2; the barn's own final score ignores the herd (car:fn194, readings §4.6).
rule-text-ferries-place = Whoever places a lake tile sets a ferry from the supply on its lake so that it joins two of the tile's road ends, of that player's choosing; every other road end on the tile stops at the lake. Per ferries:fn1 this happens whether or not a meeple was deployed, and the ferry comes after the meeple.
rule-text-ferries-move = When a placed tile extends a road, the player may reposition, in each direction the road runs from that tile, the nearest ferry that carries the road, so up to four ferries may move; a moved ferry must still join two road ends and may leave the extended road. A new lake tile's own ferry is placed first, and no ferry is placed or moved more than once in a turn.
rule-text-ferries-score = Features finished by a lake tile or its ferry, and roads closed off by moving a ferry, are scored as usual in the scoring step; unfinished ones score normally at game end. A ferry move may also reopen a road that was already scored, and when completed again it scores again in full (readings §5.5).
rule-text-ferries-fn1 = Placing the ferry on a newly placed lake tile happens every time, whether or not the player deployed a meeple; the body text reads as if it depended on a highwayman being placed.
rule-text-ferries-fn2 = A ferry may be moved only if the extended road actually passes over it. A road that reaches a lake at an end the ferry does not serve stops there, so extending that road gives no right to move the ferry.
rule-text-ferries-fn3 = Walking along the road outward from the newly placed tile, the player may move the first ferry met, and none that lie further along.
rule-text-ferries-fn4 = A community reading: a ferry move alone, with no tile extending the road, can complete a road, because a road end at a lake that no ferry serves is a closed end. The judge scores such a road in the scoring step (readings §5).
rule-text-ferries-fn5 = If moving a ferry leaves a builder on a road apart from its owner's follower, the builder returns to its owner, whether or not that follower is still on some road. The judge keeps the builder when another follower of the same owner is on the builder's new road, since the builder rule asks only for one (readings §5).
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
rule-text-ic-inn = A road with at least one inn beside it scores 2 points for each of its tiles when it is completed, instead of 1; a second inn on the same road adds nothing more. The inn matters only on its own road: a crossing or a city gate ends the road and the inn with it.
rule-text-ic-inn-unfinished = At the end of the game, a road with an inn that is still open is worth nothing at all: its followers score 0 for it, although the majority is still worked out and the figures go home.
rule-text-ic-cathedral = A city with one or both cathedrals scores 3 points for each of its tiles and each of its pennants when it is completed, instead of 2. Farms are not affected: to farmers it is one completed city like any other.
rule-text-ic-cathedral-unfinished = At the end of the game, a city with a cathedral that is still open is worth nothing at all, whoever holds it.
rule-text-tb-goods = Whoever completes a city by placing a tile takes one token for each goods symbol (wine, grain, cloth) anywhere in that city. It does not matter who holds the city, whether the completing player has a figure in it, or whether anyone scores it at all. A city still open at the end of the game yields no goods.
rule-text-tb-goods-scoring = In the final scoring, each kind of good is scored on its own: the player holding the most tokens of it scores 10 points, and if several players tie for the most, each of them scores 10. A good that no player holds scores nothing.
rule-text-tb-alone = A builder or a pig needs a follower of its owner in its feature. When the last such follower leaves before the feature is scored (a tower takes it prisoner, say), the builder or pig goes back to its owner's supply at once.
rule-text-tower-floors = Each player starts with tower floors of their own: 10 each with two players, 9 with three, 7 with four, 6 with five and 5 with six. A floor comes from the player's supply; without one left, no floor can be built.
rule-text-tower-floor = After placing the tile, instead of deploying a figure, a player may put one of their floors on any tower foundation on the table, on the tile just placed or any other, or on top of a tower that is still open. Once built, a floor belongs to nobody. A tower with a follower on top takes no more floors.
rule-text-tower-top = After placing the tile, instead of deploying, a player may set one of their followers on top of an open tower (one with at least a floor), which closes it. The follower stays there for the rest of the game unless a tower captures it; it never scores. A bare foundation cannot be closed.
rule-text-tower-capture = Right after building a floor, the player may take one follower off the table from a tile within the tower's reach, whoever owns it. Their own goes back to their supply; anyone else's becomes their prisoner. Only followers can be captured: never a barn, a builder or a pig. It happens before the turn's scoring, so the captured follower scores nothing.
rule-text-tower-reach = A tower reaches its own tile and, straight north, east, south and west, as many tiles as it has floors, the floor just built included. Empty squares and other towers do not stop it; diagonal tiles are out of reach.
rule-text-tower-exchange = As soon as two players each hold a follower of the other, the two are exchanged and each goes back to its owner's supply. When one of them holds several kinds of the other's, the owner chooses which comes back.
rule-text-tower-ransom = Once in their turn, a player may buy back one of their followers held by another player by paying that player 3 points; the freed follower returns to their supply. The judge has it paid before the tile is placed, so the freed follower may be deployed in the same turn.
rule-text-pd-volcano = Placing a volcano tile brings the dragon onto it, into play the first time and from wherever it stood later. No figure may be deployed on the volcano tile in that turn; other actions stay open: moving the fairy, or setting the barn at one of the tile's corners (car:fn180).
rule-text-pd-dragon-set-aside = Until a volcano has brought the dragon into play, a dragon tile drawn is set aside (and shuffled back in later) instead of being placed.
rule-text-pd-dragon-move = After a dragon tile is placed and the turn's figure is deployed, before anything is scored, the players move the dragon in turn, one tile at a time to a tile sharing a side with the one it is on, six times. It never enters a tile it has already been on in this movement, nor the fairy's tile, and it stops early only when no tile is left to enter.
rule-text-pd-dragon-eats = Every figure standing on a tile the dragon enters goes back to its owner: any follower, the builder and the pig. The barn, which stands where four tiles meet, is never eaten, nor is a follower on top of a tower.
rule-text-pd-fairy = Instead of deploying, a player may move the fairy onto a tile next to one of their own followers. The dragon never enters the fairy's tile. A barn, builder or pig is no follower to stand next to.
rule-text-pd-fairy-point = At the start of a player's turn, if the fairy stands next to one of that player's followers, they score 1 point.
rule-text-pd-fairy-score = When a feature is scored while the fairy stands next to a follower in it, that follower's owner scores 3 points more, whether or not they win the feature; at game end too. The fairy then stays on its tile, next to nobody.
rule-text-pd-portal = When the placed tile shows a magic portal, the turn's figure may go instead onto any feature of any tile of the table that is not completed and holds no follower, under the figure's own rules there. The barn never uses a portal (car:fn178); the mayor only enters a city with no knight (car:fn158).
rule-text-pd-princess = When the placed tile's princess city joins a city holding knights, the player may, instead of deploying, send one of those knights back to its owner, whoever it belongs to: the mayor and the wagon too (car:fn159, car:fn168).
rule-text-festival-return = When the placed tile shows a festival place, its player may, instead of deploying a figure, take one of their own figures back to supply from anywhere on the table: a follower of any kind, the barn, builder or pig too. That figure scores nothing. The player may also deploy on the festival tile as usual, or do neither; the festival place itself is no feature.
rule-text-festival-own = The festival gives back only the player's own figures: never another player's, nor a neutral piece such as the dragon or the fairy. A follower held as a prisoner by a tower's owner is not on the table and stays captive.
rule-text-sieges-besieged = A city that includes at least one siege tile is besieged; more siege tiles change nothing. Completed during the game, it scores 1 point for each tile and each pennant instead of 2 (with a cathedral, 2 instead of 3).
rule-text-sieges-unfinished = A besieged city still open when the game ends scores nothing, with or without a cathedral.
rule-text-sieges-farm = At game end a completed besieged city counts twice for the farmers who win a farm that borders it: 6 instead of 3, or 8 with the pig. It counts twice too whenever a barn's farm is scored (car:fn186).
rule-text-sieges-escape = At the end of their turn, after scoring, a player may take one of their own knights (any follower in the city: the mayor and wagon too, but not a builder or pig) out of a besieged city and back to supply if a monastery or the abbey stands on one of the 8 squares around one of that city's siege tiles; a monastery beside another tile of the city does not count. One escape a turn.
rule-text-castles-tokens = Each player holds castle tokens: three with two to four players, two with five or six.
rule-text-castles-build = When a tile completes a small city (two tiles, each with a city segment on a single side), the player holding it may cover it with one of their castle tokens instead of scoring it, whoever placed the tile. The follower stays, now in the castle; the city is not counted as completed.
rule-text-castles-score = In a later turn, the first feature completed with a tile among the castle's six neighbouring squares (its two tiles and the two beside each along its long side; a monastery only if its own tile is one of them) makes the castle score: its owner gets the points that feature is worth, whoever holds it, and the castle's follower goes home; the castle stays, empty. If several complete at once, the owner chooses (carc takes the one worth most unless the action names one). A castle that scores counts as a completed feature for a castle beside it.
rule-text-castles-end = At game end a castle still holding its follower scores nothing, and the follower goes home.
rule-text-castles-farm = For farms a castle counts as a completed city worth one point more: 4 for farmers at game end (5 with the pig), 5 for a barn at game end, 4 when a barn is placed, 2 when a farm joins a barn's farm.
rule-text-pigherd-score = The River II's pig-herd tile shows a herd on the field outside its river's curve. Whoever scores the farm that holds it (the farmer majority, every tied player) gets one point more for each completed city that farm borders: 4 at game end, 5 with their own pig. The river is no feature and splits the tile's fields; its sides meet only a river, so no other tile may lie against them. Only the pig-herd tile of River II is built.
rule-text-count-city = With The Count of Carcassonne the twelve squares of the City of Carcassonne (first edition) lie on the table from the start instead of the start tile, four squares wide and three deep (x -2 to 1, y -1 to 1), never turned; the count starts in the castle quarter. Tiles go against the City's outer sides by the usual edge rule. Outside its wall the squares show three roads that end at the wall, two small city caps and a ring of farms: all ordinary features. Inside the wall there is no feature: nobody stands there, and its four quarters (castle, market, blacksmith, cathedral) are places off the squares.
rule-text-count-enter = After the scoring of a turn, if the tile made at least one other player score points (a barn's scoring included, car:fn187) and the active player scored nothing all turn, the active player may put one figure from their supply into a quarter of their choice, the count's included. Only one figure per turn; the figure stays there until it leaves by the rules of leaving.
rule-text-count-figures = A follower, the big follower and the phantom may stand in any quarter. The mayor and the wagon go only to the quarter matching the features they stand on (car:fn159, car:fn168): the mayor to the castle, the wagon to any quarter but the market. This project lets the abbot into the cathedral only, by the same logic (readings §1.13). The barn never enters the City (car:fn178), nor do the builder, the pig or any other piece that is no follower.
rule-text-count-count = Only the player who has just put a figure into the City may move the count, right then, to any quarter; moving it is optional. While the count stands in a quarter, no figure leaves that quarter.
rule-text-count-leave = When a turn completes a city, road or monastery, before it is scored, every player (the player after the active one first, the active player last) may move any number of their figures from the matching quarter onto it: from the castle to a city, from the blacksmith to a road, from the cathedral to a monastery or the abbey. The feature may be occupied or empty. The figure counts with its usual strength, scores with the others and goes home with them.
rule-text-count-market = The market's figures go to farms, and only when a farm scores: right after a barn is placed, before its farmers score (car:fn185); when a farm with farmers is joined to a barn's farm (car:fn191); and at the end of the game. A figure moved there scores like the farmers around it.
rule-text-count-end = At the end of the game, before the farms score, the market's figures may move onto any farm. In the new edition this is the only move out of the City at game end (readings §1.13); figures still in the quarters then score nothing and stay.
rule-text-count-city-farm = For farms the City of Carcassonne itself is one completed city (a dated publisher note of 11/2013): every farm with a field on the City's squares counts it once, at whatever rate the farm scores (3 at game end, 4 for a barn, 3 when a barn is placed, 1 when farms join).
