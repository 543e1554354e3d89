# carc's words in English. Each rule's title is a message named after its id
# (`car:fn162` is `rule-car-fn162`); its paraphrase and reason are at the end
# of the file (`rule-text-car-fn162`, `rule-reason-car-fn162`).


## The rules reference and `carc rule`

rules-doc-title = Rules reference
rules-doc-intro =
    Generated from the rule registry (each box's `registry.rs` in `crates/core/src/boxes/`) by `carc rules --format markdown`; do not edit by hand.
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

document-rulings = carcassonne-judge readings (docs/readings.md: the readings chosen where the sources leave a choice)

authority-rulebook = rulebook
authority-publisher = publisher clarification
authority-community = community interpretation
authority-edition-note = edition note
authority-project-ruling = project ruling

status-adjudicated = adjudicated
status-wording = wording
status-unsupported = unsupported

## car

rule-car-fn159 = Mayor and wagon: dragon, tower, princess, portal

rule-car-fn168 = Wagon and mayor: dragon, tower, princess, portal

rule-car-fn178 = No barn in Carcassonne or through a portal

rule-car-fn180 = A barn may go on a volcano tile

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
# A tile not on the table, named by what it shows (its layout).
tile-shown = the tile ({ $layout })
figure = { $figure ->
    [big-follower] big follower
    [tower-floor] tower floor
    [castle] castle token
    [bridge] bridge
   *[other] { $figure }
}
# A figure with its article, as when it is deployed.
figure-a = { $figure ->
    [abbot] an abbot
    [big-follower] a big follower
    [tower-floor] a tower floor
    [castle] a castle token
    [bridge] a bridge
   *[other] a { $figure }
}
# `$kind` is the figure's id (as for `figure`), for languages whose article
# or plural depends on it; English writes the same words for every kind.
figure-of = { $kind ->
   *[other] { $player }'s { $figure }
}
figures-of = { $kind ->
   *[other] { $player }'s { $count } { $figure }s
}
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
step-next-tile = { $player } places the turn's next tile
step-tile-placed-turned = { $player } places { $tile } on { $at }, turned { $rotation }°; every side it shares matches
step-deployed = { $player } deploys { $figure } on the { $on } of the placed tile, part of { $feature }
step-deployed-beside = { $step }, where { $figures } already { $count ->
    [one] stands
   *[other] stand
}
step-completed = { $feature } is complete: { $working } = { $points }
step-completed-empty = { $feature } is complete: { $working } = { $points }; no figure stands on it, so nobody scores
step-final-scoring = final scoring: every feature that holds figures is scored at its game-end value, then the farms
step-valued = { $feature }: { $working } = { $points }
step-nobody-scores = nobody scores { $feature }: no follower strength on it
step-scored = { $winners } scores { $points } for { $feature } (strength: { $strengths })
step-scored-tied = { $winners } score { $points } each (tied) for { $feature } (strength: { $strengths })
step-farm-unscored = { $farm }: no farmer strength, nobody scores
step-farm-scored = { $farm } borders { $cities ->
    [one] 1 completed city
   *[other] { $cities } completed cities
}{ $open-note }: { $player } scores { $cities } x { $per-city }{ $counted } = { $points }{ $herd-note } (farmer strength: { $strengths })
# Cities a farm counts otherwise than at its rate, by `$how` (the rule's
# id, `sieges-farm`): `$cities` of them add `$points`.
farm-open-note = ({ $open ->
    [one] 1 open city beside it counts
   *[other] { $open } open cities beside it count
} for nothing)
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
step-returned-from = { $count ->
    [one] { $figures } leaves { $feature } for its owner's supply
   *[other] { $figures } leave { $feature } for their owners' supply
}
step-returned = { $count ->
    [one] { $figures } goes back to supply
   *[other] { $figures } go back to supply
}
note-separate-parts = the board is written in { $parts } separate parts; squares not listed are treated as empty

## How a value is counted, and who is how strong on a feature.

working-road = { $tiles } x { $rate }
working-forfeit = { $tiles } x 0 (left open)
working-city = { $tiles } + { $pennants }
working-city-rate = { $tiles } x { $rate } + { $pennants } x { $rate }
working-cloister-full = all 8 neighbours present
working-cloister = 1 + { $neighbours }
working-unscored = no rule in play scores it
strength-plain = { $player } { $total }
strength-parts = { $player } { $total } ({ $parts })
strength-idle = ; { $figures } { $count ->
    [one] adds
   *[other] add
} nothing, being no follower
strength-part = { $figure } { $strength }
strength-part-several = { $kind ->
   *[other] { $count } { $figure }s
}

## The ruling's frame: verdict, points, figures back, notes, citations.

report-verdict-legal = Verdict: LEGAL
report-verdict-illegal = Verdict: ILLEGAL
report-points = Points: { $points }
report-back-to-supply = Back to supply: { $figures }
report-offers = Left open: { $offers }
report-offer-because = { $offer }, since { $because }
# A figure back in supply, by its id (follower, big-follower, mayor, wagon,
# abbot, phantom, builder, pig).
# A compass direction in running text: a tile's side, or where something
# points. The file's own names of points (`on: NNE`) are never translated.
compass = { $direction ->
    [N] N
    [NE] NE
    [E] E
    [SE] SE
    [S] S
    [SW] SW
    [W] W
    [NW] NW
   *[other] { $direction }
}
# A kind of figure by its id, named as `figure` names it.
figure-returned = { $figure ->
   *[other] { figure }
}
# One player's figures, goods or castles in a summary line, and what
# separates two players there.
report-player-items = { $player }: { $items }
report-players-separator = {"; "}
report-note = Note: { $note }
report-rules-cited = Rules cited:
report-reading-title = { $title } (readings §{ $section })
# A replayed game (carc replay): each turn's heading and the score after it.
replay-turn = Turn { $turn }: { $player } places a tile on { $at }
replay-final = Turn { $turn }: the final scoring
replay-running = Score after turn { $turn }: { $scores }
# A citation of a rule that rests on a reading rather than the rulebook.
cite-community = { $id } (community reading)
cite-project-ruling = { $id } (project ruling)
cite-reading = { $id } (readings §{ $section })

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

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The command line's own words: `error: ` before what went wrong, and each
# error a command prints itself (a scenario's diagnostics are elsewhere).
cli-error = error: { $error }
cli-error-cannot-read = cannot read { $path }: { $reason }
cli-error-cannot-write-output = cannot write to standard output: { $reason }
cli-error-svg-one-file = `--svg` draws one scenario; give one file
cli-error-output = --output: { $error }
cli-error-out = --out: { $error }
cli-error-junit = cannot write the JUnit report: { $reason }
cli-error-no-rule = no rule `{ $id }`; { $suggestion }
cli-error-help-search-rules = help: `carc rules --search WORD` finds rules by their text
cli-error-unknown-tile = unknown tile `{ $id }`; { $suggestion }
cli-error-help-tiles = help: `carc tiles` lists every tile
cli-error-final-scoring-needs-tile = the scenario's action is the final scoring: say which tile with `--tile ID`
cli-error-unknown-rule-set = unknown rule set `{ $name }`; { $suggestion }
cli-error-no-turn = the game has turns 1 to { $last } as carc followed it; there is no turn { $turn }
cli-error-turn-not-read-back = turn { $turn } does not read back as a scenario
# What a misspelt name most likely meant: one name, several (`$names`,
# each in backticks), none close among `$count` names, or all of them.
cli-error-did-you-mean = did you mean `{ $name }`?
cli-error-did-you-mean-one-of = did you mean one of: { $names }?
cli-error-none-close = none of the { $count } known names is close to `{ $word }`
cli-error-expected-one-of = expected one of: { $names }
# Why a file was not written, or the paths hold nothing to check.
cli-error-file-exists = { $path } exists; carc replaces a file only with --force
cli-error-file-is-input = { $path } is the file being read; write to another path
cli-error-file-is-folder = { $path } is a folder
cli-error-cannot-write = cannot write { $path }: { $reason }
cli-error-no-such-path = { $path }: no such file or folder
cli-error-no-scenarios = { $path }: no scenario (.yaml or .yml file) in this folder or below it (hidden, ignored and excluded files are not searched; --no-ignore searches them)
cli-error-bad-exclude = --exclude `{ $glob }`: { $reason }
# Why a file was not read as a scenario's text.
cli-error-read-folder = is a folder, not a scenario file
cli-error-too-large = larger than { $limit } (the limit on what carc reads); a real scenario is a few kB: if this one is meant, raise the limit with --max-size
cli-error-not-text = not UTF-8 text (line { $line }, column { $column }): save the file as UTF-8

# `carc moves`: the counts, each square's rotations, the hints, and `--why`.
# `$degrees` is a rotation (90), `$at` and `$lakes` squares.
moves-summary = { $tile }: { $placements ->
    [one] 1 placement
   *[other] { $placements } placements
} on { $squares ->
    [one] 1 square
   *[other] { $squares } squares
}, { $actions ->
    [one] 1 legal action
   *[other] { $actions } legal actions
}
moves-rotation = { $degrees }° ({ $actions ->
    [one] 1 action
   *[other] { $actions } actions
})
moves-ferries-movable = at { $degrees }°, the ferries on { $lakes } could then move
moves-no-deployment = no deployment
moves-hint = (`--all` lists every action; `--format json` gives them as scenario actions)
moves-folded = (each action shows one path of the dragon; { $folded ->
    [one] 1 other path is
   *[other] { $folded } other paths are
} folded into them: `--every-choice` lists each)
moves-misfits = Does not fit:
moves-fits-everywhere = (it fits on every free square next to the table)
moves-refused = Refused on { $at } at { $degrees }° (the file's placement):

# `carc tiles`: the list's last line and one tile's description. Ids,
# point names and the layouts of the catalogue stay as they are written.
tiles-list-footer = { $count } tiles; columns: id, count in the first edition, count in the new edition (with gardens), layout
tiles-jcz-formerly = { $jcz }, formerly { $old }
tiles-jcz-turned = { $jcz }, drawn turned { $degrees }° there: its rotation r is r + { $degrees } here
tiles-count = count: { $first } in the first edition, { $new } in the new edition
# Each side's edge (`show-kind`), north, east, south and west.
tiles-edges = edges at rotation { $degrees }: N { $n }, E { $e }, S { $s }, W { $w }
tiles-features = features at rotation { $degrees } (named by any of their points, as on the table):
tiles-inn = an inn
tiles-cathedral = a cathedral
tiles-goods = goods: { $good }
tiles-road-end = { $end ->
    [through] runs through
    [crossing] ends at a crossing
    [monastery] ends at the monastery
    [city] ends at a city gate
    [dead-end] dead end
   *[lake] ends at the lake unless the ferry joins it
}
# The cities a field borders, by their names on the tile.
tiles-borders = borders the city { $name }
tiles-borders-also = { $cities } and the city { $name }
tiles-flier = flying machine: points { $direction } at rotation { $degrees }
tiles-lake = lake: its ferry joins two road ends
tiles-abbey = abbey: fits any edges; only into a square with all four neighbours
tiles-tower = tower foundation: floors are built on it (`tower: N` on the board)
tiles-volcano = volcano: the dragon flies here; no figure is deployed on it when placed
tiles-dragon = dragon: the dragon moves once it is placed (`dragon: [[x, y], ...]`)
tiles-portal = magic portal: the turn's figure may go onto any open, empty feature (`portal: {"{"}at, on{"}"}`)
tiles-princess = princess: a knight of the city it joins may be sent home (`princess: {"{"}at, on{"}"}`)
tiles-wagon = wagon connection: { $from } <-> { $to }

# `carc show`: the text board's key and legend, the SVG's legend and titles.
# A kind of feature or edge by its id: road, city, field, farm, monastery,
# garden, abbey, river.
show-kind = { $kind }
# A compass direction in prose (N, NE, E, SE, S, SW, W, NW).
show-direction = { $direction }
# A player's figure: `$figure` is its name (`figure`).
show-owned = { $owner }'s { $figure }
# Where on its tile a figure stands: a feature's kind and the point the
# file wrote, a corner (NE), or the top of a tower.
show-place = { $kind } { $point }
show-place-corner = corner { $corner }
show-place-tower = top of the tower
show-empty-table = (the table is empty)
show-key = # city  | - road  . field  M monastery  G garden
show-key-crossing = + crossing
show-key-placed = * placed tile
show-key-gaps = ⋯ ⋮ empty columns, rows left out
show-figure = { $figure } on { $at } ({ $place })
show-figures = { $count } figures on { $at }: { $figures }
show-pennants = pennants
# A feature of a tile: its kind, its name there and its square; one in the
# middle by its kind alone.
show-feature = { $kind } { $name } on { $at }
show-feature-inner = { $kind } on { $at }
# A marked feature after the preposition its kind takes (`$kind` is its id).
show-marked = { $kind ->
    [road] by the
    [field] on the
   *[other] in the
} { $feature }
# A line of what the action scored, and its parts. A feature is named by
# its kind and a square, with its name there when the tile has others of
# its kind.
show-scored = scored: { $line }
show-label = { $kind } { $at }
show-label-on = { $kind } { $on } on { $at }
show-pig-herd-bonus = the pig herd +{ $per-city } a city
show-figure-bonus = the { $figure } +{ $per-city } a city
# Whether the title of a rule after a colon begins in lower case (`lower`)
# or as the title is written (`keep`).
show-reason-case = lower
show-counted-more = { $cities ->
    [one] 1 city
   *[other] { $cities } cities
} +{ $points }: { $why }
show-fairy-scores = fairy beside { $player }'s follower in the { $feature }: { $player } +{ $points }
show-fairy-point = the fairy's point: { $player } +{ $points }
# `$kind` is the figure's id, `$figure` its name.
show-ransom = ransom: { $player } buys back their { $kind ->
   *[other] { $figure }
} from { $from }: { $player } -{ $points }, { $from } +{ $points }
show-barn-scores = barn on { $farm }: { $player } +{ $points }
show-castle-scores = castle { $at }: { $player } +{ $points }
show-most-goods = most { $good }: { $winners } +{ $points }
# The SVG's legend.
show-figures-heading = figures:
show-plain-figure = plain { $figure }
show-svg-key = key: { $marks }
show-svg-key-pennant = a blue shield a pennant
show-svg-key-monastery = a red square a monastery
show-svg-key-garden = a green disc a garden
show-svg-key-placed = the placed tile framed in orange
show-svg-key-scored = what scored in yellow
show-svg-farms = farms: hatched each in a colour of its own, as are their scored lines
show-counted-figures = { $count } figures: { $figures }
# A run of empty columns or rows: its title, and the label along it
# (`$count` written with `show-thousands-separator`).
show-gap-columns = columns { $from } to { $to }: no tiles
show-gap-rows = rows { $from } to { $to }: no tiles
show-empty-columns = { $count } empty columns
show-empty-rows = { $count } empty rows
show-thousands-separator = ,

# `carc check`: the counts, each file's findings, and each expectation
# that does not hold. A finding starts with the key of `expect` it breaks;
# `$expected` and `$ruled` are the file's values (`legal`, `+3`, `[follower]`).
check-summary = { $passed } passed, { $failed } failed, { $skipped } skipped
check-failed = failed
check-skip = SKIP { $file }: { $why }
check-no-expect = no `expect` block
check-no-expect-required = no `expect` block (--require-expect)
check-broken-input = broken input: { $code }: { $message }
check-cannot-read = cannot read: { $reason }
check-not-regular = { $kind ->
    [named-pipe] a named pipe, not a regular file
    [socket] a socket, not a regular file
    [device] a device, not a regular file
   *[other] not a regular file
}: not opened
check-crashed = the judge crashed on this file (a bug: please report it with the file)
check-thread-lost = a judging thread stopped and its files' results were lost (a bug: please report it)
check-unknown-rule = { $key }: `{ $id }` is not in the rule registry; { $suggestion }
check-verdict = verdict: expected { $expected }, ruled { $ruled }
check-verdict-because = verdict: expected { $expected }, ruled { $ruled } ({ $rule }: { $why })
check-scores = scores: expected { $player } { $expected }, ruled { $ruled }
check-returned = returned: expected { $player } { $expected }, ruled { $ruled }
check-nothing = nothing
check-none = none
check-owned = { $owner }'s { $figure }
check-not-cited = cites: the ruling does not cite { $id }
check-cited = not-cites: the ruling cites { $id }
check-rule-other = rule: expected { $expected }, the broken rule is { $ruled }
check-rule-none = rule: expected { $expected } broken, but nothing is
# A choice left open, by its kind's id, then by whom and where.
check-offer = { $kind ->
    [castle] a castle
    [escape] an escape
    [enter-city] an entry into the City
    [leave-city] a move out of the City
   *[other] { $kind }
}
check-offer-by = { $offer } by { $player }
check-offer-on = { $offer } on { $at }
check-offers-none = offers: expected none, ruled { $ruled }
check-offers-missing = offers: expected { $offer } left open, ruled { $ruled }
check-figure = { $owner }'s { $figure } on { $at } { $spot }
check-figures-no-place = figures: expected { $figure }, but there is no such place on the table
check-figures = figures: expected { $figure }, ruled { $ruled }
check-figures-none-on-table = none on the table
check-figures-on = on { $places }

# `carc new`: the comments of the starting scenario, and its title and
# source to replace (keys, values and point names stay as the format reads them).
new-intro =
    A starting scenario: edit the board and the action, then `carc judge FILE`.
    Squares are [x, y] (x east, y north); rotation turns clockwise (0, 90, 180, 270);
    features are named by an edge point (NNW N NNE ENE E ESE SSE S SSW WSW W WNW)
    or by monastery/garden/abbey. `carc tiles ID` shows a tile and its features.
new-count-board = the City of Carcassonne lies on x -2..1, y -1..1; list land tiles here
new-count-place = a straight road W-E beside the City's north side
new-board = the tiles on the table, with their figures
new-start-tile = the start tile: city N, road W-E
new-figures = e.g. {"{"}owner: blue, figure: follower, on: N{"}"}
new-place = a straight road W-E
new-title = Describe the case in one line
new-source = where the case comes from, e.g. base rules: road scoring
new-players = turn order; `current: blue` to change whose turn it is
new-action = the proposed turn (or `action: final-scoring`)
new-optional = optional
new-expect = optional: the ruling you expect; `carc check` compares
new-scores = points gained by this action
new-returned = figures back to supply

# `carc play`: what the games did, and a broken invariant.
play-decimal-point = .
play-played = played { $games ->
    [one] 1 game
   *[other] { $games } games
} ({ $sets }; { $players } players; seeds { $first }..={ $last }) in { $seconds } s: { $rate } games/s
play-turns = turns: { $turns } ({ $per-game } a game); tiles set aside as fitting nowhere: { $set-aside }
play-scores = scores: mean { $mean } a player; the winner's mean { $winners }, highest { $highest }, lowest { $lowest }
play-steps = steps taken: { $steps }
play-held = invariants held after every turn of every game; { $cross-checked ->
    [one] 1 game
   *[other] { $cross-checked } games
} also judged turn by turn through a written scenario, in words and as JSON
# A kind of step the games took, by its id; a figure's id counts its
# deployments.
play-step = { $step ->
    [double-turns] double turns
    [goods-tokens-taken] goods tokens taken
    [final-scorings] final scorings
    [abbeys-placed] abbeys placed
    [flights] flights
    [abbots-taken-back] abbots taken back
    [tower-floors-built] tower floors built
    [followers-captured] followers captured
    [towers-closed] towers closed
    [fairy-moves] fairy moves
    [portal-deployments] portal deployments
    [knights-sent-home] knights sent home by a princess
    [festival-figures-taken-back] figures taken back at a festival
    [festival-prisoners-named] prisoners named at a festival
    [knights-escaped] knights escaped from a siege
    [castles-built] castles built
    [figures-into-city] figures into the City of Carcassonne
    [count-moves] count moves
    [figures-out-of-city] figures out of the City of Carcassonne
    [lakes-placed] lakes placed
    [ferries-moved] ferries moved
    [wagons-moved-on] wagons moved on
    [ransoms-paid] ransoms paid
    [dragon-moves] dragon moves
    [follower] followers deployed
    [big-follower] big followers deployed
    [mayor] mayors deployed
    [wagon] wagons deployed
    [barn] barns placed
    [abbot] abbots deployed
    [phantom] phantoms deployed
    [builder] builders deployed
    [pig] pigs deployed
   *[other] { $step }
}
play-broken = invariant broken in game { $game } turn { $turn }: { $what }
play-broken-written = the scenario that shows it: { $path }
play-broken-not-written = { $broken } (and its scenario was not written: { $error })

# `carc gen` and `carc import`: what was written.
gen-summary = wrote { $count ->
    [one] 1 scenario
   *[other] { $count } scenarios
} to { $folder }: { $legal } legal, { $illegal } illegal, { $final-scorings } final scorings; { $scoring } score points
# `$final` is `yes` when the last turn is the final scoring; `$unfinished`
# the turn the file was saved in, 0 for a finished game.
import-summary = wrote { $count ->
    [one] 1 scenario
   *[other] { $count } scenarios
} to { $folder }{ $final ->
    [yes] , the last the final scoring
   *[no] {""}
}{ $unfinished ->
    [0] {""}
   *[other] ; the file was saved during turn { $unfinished }, which is left out
}
import-points = points: { $points }
import-stopped = carc rules turn { $turn } illegal, so it follows the game no further: { $reason }

report-see-also = see also: { $rules }
# A figure on the table: `$kind` is its id, `$figure` its name.
figure-standing = { $kind ->
   *[other] { $player }'s { $figure } on { $at }
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
    [bridge] nothing (a bridge is laid across a tile with `bridge`)
    [builder] a road or city
    [barn] a corner (`corner: NE`)
   *[other] a road, city, field or monastery
}

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
page-game = JCloisterZone game
page-game-prev = ◀
    .title = The turn before
page-game-next = ▶
    .title = The next turn
page-game-turn = Turn { $n } of { $count }: { $heading }. { $running }
page-game-too-large = The game is larger than { $limit }, the limit on what the judge reads.
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
   *[other] { figure-returned }
} on { $on } of [{ $at }]
page-exchange-chip = { $figure ->
   *[other] { figure-returned }
} back in the exchange
page-tower-top-chip = { figure-returned } on top of the tower on [{ $at }]
page-fairy-chip = fairy next to the follower on { $on } of [{ $at }]
page-princess-chip = princess sends home { $owner ->
    [none] {""}
   *[other] { $owner }'s {""}
}{ $figure ->
    [none] the knight
   *[other] { figure-returned }
} on { $on } of [{ $at }]
page-festival-chip = festival: take back your { $figure ->
    [none] figure
   *[other] { figure-returned }
} on { $on } of [{ $at }]
page-festival-prisoner-chip = festival: ask back your { $figure ->
   *[other] { figure-returned }
} held prisoner by { $holder }
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
   *[other] { figure-returned }
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
   *[other] { figure-returned }
} to { $on } of [{ $at }]
page-enter-city-group = a figure into the City of Carcassonne
page-enter-city-chip = { $figure ->
    [follower] follower
    [big-follower] big follower
   *[other] { figure-returned }
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

# Broken input: the diagnostics of a file that cannot be judged.
diag-problems-found = { $file }: { $count } { $count ->
    [one] problem
   *[other] problems
} found; nothing was judged
diag-more-not-shown = … and { $count } more problems not shown; fix these first
diag-did-you-mean = did you mean `{ $name }`?
diag-did-you-mean-one-of = did you mean one of: { $names }?
diag-none-close = none of the { $count } known names is close to `{ $word }`
diag-expected-one-of = expected one of: { $names }
# A value of the format in a list of them (English writes it bare).
diag-listed-name = { $name }
diag-type = expected { $wanted }, found { $found }
    .label = should be { $wanted }
diag-kind = { $kind ->
    [null] nothing
    [bool] a boolean
    [int] a number
    [float] a decimal number
    [text] text
    [list] a list
   *[mapping] a mapping
}
diag-text = text
diag-a-whole-number = a whole number
diag-a-list = a list
diag-a-mapping = a mapping
diag-a-mapping-by-player = a mapping from player to value
diag-a-key-name = a key name
diag-keys-are-words = keys are plain words like `tile` or `at`
diag-first-time = first time
diag-second-time = second time
diag-key-twice = `{ $name }` is given twice in { $what }
diag-keep-one = keep one `{ $name }`
diag-given-twice = `{ $name }` is given twice
diag-player-names-are-text = player names are text
diag-name-each-player-once = name each player once
diag-missing-key = { $what } needs `{ $key }`
    .label = no `{ $key }` here
diag-unknown-key = unknown key `{ $name }` in { $what }
    .label = not a key of the format
diag-one-of = { $what } is one of: { $names }
diag-unknown-word = unknown { $what } `{ $word }`
diag-not-a-word = not { $what }
diag-square-help = a square is written `[x, y]`: x grows to the east, y to the north
diag-square-not-two = a square has 2 coordinates, not { $count }
    .label = should be [x, y]
diag-square-too-far = square is too far from the origin
    .label = coordinates this large are not a table
    .help = keep coordinates within ±{ $limit }
diag-limit-reached-here = a limit is reached here
diag-yaml-tag = a YAML tag
diag-remove-tag-scenario-values-are = remove the tag: scenario values are plain words, numbers, lists and mappings
diag-second-document = a second document
diag-one-scenario-per-file-move = one scenario per file: move the second document to a file of its own
diag-yaml-parser-stopped-here = the YAML parser stopped here
diag-check-indentation-spaces-tabs-quotes = check indentation (spaces, not tabs), quotes and brackets
diag-file-holds-no-scenario = the file holds no scenario
diag-nothing-but-comments-blank-lines = nothing but comments or blank lines
diag-scenario-needs-least-title-rules = a scenario needs at least `title`, `rules`, `players`, `board` and `action`
diag-the-scenario = the scenario
diag-scenario-mapping-keys-like-title = a scenario is a mapping with keys like `title:` and `board:`
diag-add-line-title-what-scenario = add a line `title: what this scenario shows`
diag-title-free-text = the title is free text
diag-source-free-text = the source is free text
diag-say-what-play-e-g = say what is in play, e.g. `rules: [base, abbey-mayor]`
diag-list-players-turn-order-e = list the players in turn order, e.g. `players: [red, blue]`
diag-current-names-player = `current` names a player
diag-set-aside-tile-ids = `set-aside` lists tile ids, e.g. `set-aside: [river/straight]`
diag-list-tiles-table-under-board = list the tiles on the table under `board:` (an empty list `[]` is allowed)
diag-give-proposed-turn-e-g = give the proposed turn, e.g. `action: {"{"}place: {"{"}tile: base/U, at: [1, 0]{"}"}{"}"}`
diag-rules-list-such-base-abbey = `rules` is a list such as `[base, abbey-mayor]`
diag-rule-set = rule set
    .unknown = rule set
    .not = a rule set
diag-list-each-rule-set-once = list each rule set once
diag-players-list-such-red-blue = `players` is a list such as `[red, blue]`
diag-player-named-word-quote-names = a player is named by a word; quote names that look like numbers
diag-each-player-appears-once-players = each player appears once in `players`, in turn order
diag-no-players = there are no players
    .label = empty list
    .help = name at least one player, e.g. `players: [red, blue]`
diag-points-per-player-e-g = points per player, e.g. `{"{"}red: 10, blue: 4{"}"}`
diag-more-points-than-any-game = more points than any game
diag-out-range = out of range
diag-owner-player-name = the owner is a player's name
diag-say-which-square-x-y = say which square: `at: [x, y]`
diag-count-cannot-negative = a count cannot be negative
    .label = below zero
    .help = write 0 for none
diag-figures-hand-per-player-e = figures in hand per player, e.g. `{"{"}red: {"{"}follower: 2, mayor: 1{"}"}{"}"}`
diag-more-figures-than-any-game = more figures than any game
diag-mapping-from-figure-count = a mapping from figure to count
diag-rotation-clockwise-degrees-0-90 = rotation is clockwise in degrees: 0, 90, 180 or 270
diag-feature-name = feature name
    .unknown = feature name
    .not = a feature name
diag-board-list-tiles-each-tile = `board` is a list of tiles, each `- tile: ID` with `at: [x, y]`
diag-each-board-entry-mapping-tile = each board entry is a mapping: `- tile: base/D` with `at: [0, 0]`
diag-board-tile = a board tile
diag-name-tile-catalogue-id-carc = name the tile by its catalogue id (`carc tiles` lists them)
diag-tile-id-like-base-d = a tile id like `base/D`
diag-give-square-x-y = give the square as `at: [x, y]`
diag-figures-list-owner-red-figure = `figures` is a list of `{"{"}owner: red, figure: follower, on: N{"}"}`
diag-figure-owner-red-figure-follower = a figure is `{"{"}owner: red, figure: follower, on: N{"}"}`
diag-a-figure = a figure
diag-say-whose-figure-owner-red = say whose figure it is: `owner: red`
diag-say-which-figure-figure-follower = say which figure: `figure: follower`
diag-figure-stands-either-feature-corner = a figure stands either `on` a feature or at a `corner`, not both
    .label = second place given
    .help = only the barn stands at a corner; drop one of the two keys
diag-figure-does-say-where-stands = the figure does not say where it stands
    .label = no `on` or `corner`
    .help = add `on: POINT` (or `on: monastery`), or `corner: NE` for a barn
diag-the-action = the action
diag-action-final-scoring-mapping-place = the action is `final-scoring` or a mapping with `place:`
diag-turn-starts-placing-tile-place = a turn starts by placing a tile: `place: {"{"}tile: base/U, at: [1, 0]{"}"}`
diag-also-list-such-deploy-figure = `also` is a list such as `[{"{"}deploy: {"{"}figure: follower, on: S{"}"}{"}"}]`
diag-each-entry-also-mapping-deploy = each entry of `also` is a mapping: `{"{"}deploy: ...{"}"}`, `{"{"}escape: ...{"}"}`, or a tile's turn with `place:`
diag-entry-also = an entry of `also`
diag-place-mapping-tile-base-u = `place` is a mapping: `{"{"}tile: base/U, at: [1, 0], rotation: 90{"}"}`
diag-name-tile-place-catalogue-id = name the tile to place by its catalogue id
diag-tile-id-like-base-u = a tile id like `base/U`
diag-deploy-mapping-such-figure-follower = `deploy` is a mapping such as `{"{"}figure: follower, on: N{"}"}`
diag-expect-mapping-verdict-scores-returned = `expect` is a mapping with `verdict`, `scores`, `returned`, `cites`, `not-cites`, `rule`, `figures`, `double-turn`, `goods`
diag-expect-block-says-least-verdict = an `expect` block says at least the verdict: `verdict: legal` or `verdict: illegal`
diag-rule-citation-like-car-fn154 = the rule is a citation like `car:fn154`
diag-each-choice-left-open-kind = each choice left open is `{"{"}kind: castle, at: [x, y], on: FEATURE{"}"}` (or `kind: escape`, `kind: leave-city`), or `{"{"}kind: enter-city, player: red{"}"}`; `offers: []` expects none
diag-choice-left-open = a choice left open
diag-say-which-choice-kind-castle = say which choice: `kind: castle`, `escape`, `enter-city` or `leave-city`
diag-kind-choice = kind of choice
    .unknown = kind of choice
    .not = a kind of choice
diag-player-player-name = the player is a player's name
diag-name-feature-n = name the feature: `on: N`
diag-figures-lists-figures-table-after = `figures` lists figures on the table after the action: `[{"{"}owner: red, figure: wagon, at: [1, 0], on: N{"}"}]`
diag-expected-figure = an expected figure
diag-say-which-figure-figure-wagon = say which figure: `figure: wagon`
diag-say-which-square-1-0 = say which square: `at: [1, 0]`
diag-figures-back-supply-per-player = figures back to supply per player, e.g. `{"{"}red: [follower, mayor]{"}"}`
diag-cites-list-such-car-fn162 = `cites` is a list such as `[car:fn162, base:score-city]`
diag-citation-like-car-fn162 = a citation like `car:fn162`
diag-player-name = a player's name
diag-carc-imports-games-base-game = carc imports games of the base game, the abbot, the big follower, the phantom, Inns & Cathedrals, Traders & Builders, Abbey & Mayor, The Princess & the Dragon, The Tower, the sieges, the castles, the flier, the ferries, the festival and the Count (not a figure leaving a quarter)
diag-file-stops-making-sense-here = the file stops making sense here
diag-import-jcz-file-jcloisterzone-saved = import a `.jcz` file as JCloisterZone saved it
diag-game-most-2000-tiles = a game of at most 2000 tiles
diag-square-x-y = a square `[x, y]`
diag-coordinate-real-table-most-10000 = a coordinate of a real table (at most 10000 either way)
diag-not-importable = not importable
diag-undo-nothing-before-take-back = an UNDO with nothing before it to take back
diag-import-file-jcloisterzone-saved = import the file as JCloisterZone saved it
diag-index-one-game-players = the index of one of the game's players
diag-r0-r90-r180-r270 = R0, R90, R180 or R270
diag-figure-deployed-another-tile-than = a figure deployed on another tile than the one placed (a tower, a portal or a flight)
diag-meeple-id-such-0-small = a meeple id such as `0.small.1`
diag-meeple-one-game-players = a meeple of one of the game's players
diag-open-game-jcloisterzone-5-7 = open the game in JCloisterZone 5.7 or later and save it again
diag-rule-value = a rule's value
diag-import-game-keeps-rule-jcloisterzone = import a game that keeps this rule at JCloisterZone's default
diag-player-without-name-their-own = a player without a name of their own
diag-give-every-player-different-name = give every player a different name in JCloisterZone
diag-between-one-eight-players = between one and eight players
diag-0-90-180-270 = 0, 90, 180 or 270
diag-carc-tiles-all-lists-every = carc tiles --all lists every tile with its JCloisterZone id
diag-carc-scores-completed-city-two = carc scores a completed city of two tiles 4, as the new edition does (readings §1.1); set the rule to 4 in JCloisterZone
diag-second-move-instead-deploying-one = a second move instead of deploying in one turn
diag-carc-tiles-lists-every-tile = `carc tiles` lists every tile id
diag-rules-in-play = rules in play
diag-tile-placed-empty-table-but = a tile is placed on an empty table, but every game starts with the start tile on the table
    .label = placed on an empty table
    .help = add the start tile to the board: `board: [{"{"}tile: base/D, at: [0, 0]{"}"}]`, then place next to it
diag-each-square-holds-one-tile = each square holds one tile; move one of them or remove it
diag-nothing-to-stand-on-here = nothing to stand on here
diag-box-rules-play-reads-deployment = no box of the rules in play reads this deployment
    .label = not read
    .help = `deploy` is `{"{"}figure, on{"}"}` or `{"{"}figure, corner{"}"}`, or a box's own form
diag-placed-tile = the placed tile
diag-where-figure-would-stand = where the figure would stand
diag-that-tile = that tile
diag-top-tower = on top of the tower
diag-nobody-there = nobody there
diag-name-figure-table-square-where = name a figure of the table: its square and where it stands on the tile, with `owner` and `figure` when several stand there
diag-empty-square = an empty square
diag-name-square-tile-table-board = name the square of a tile on the table (`board`) or of the tile placed
diag-turn-one-tiles-rotation-choose = turn one of the tiles (`rotation`) or choose tiles whose touching sides match
diag-rotation-given = rotation given
diag-empty-square-bare = empty square
diag-needs-other-rules = needs other rules
diag-yaml-limit-help = a scenario needs a few levels and a few thousand values; this file is { $bytes } bytes: split it, or write it without repeating anchors
diag-not-yaml = not valid YAML: { $reason }
diag-listed-twice = `{ $name }` is listed twice
diag-player-listed-twice = player `{ $name }` is listed twice
diag-points-stay-within = points stay within ±{ $max }
diag-a-role = `{ $word }` is a role, not a figure
    .label = a role
diag-role-help = a { $role } is a follower on { $role ->
    [knight] a city
    [highwayman] a road
    [thief] a road
    [monk] a monastery
    [farmer] a field
   *[other] any feature
}: write `figure: follower` (or `big-follower`) and say where it stands with `on`
diag-hand-holds-at-most = a hand holds at most { $max } figures of a kind
diag-not-a-rotation = { $value } is not a rotation
    .label = not a quarter turn
diag-unknown-action = unknown action `{ $word }`
    .label = not an action
    .help = the only action written as a word is `final-scoring`; a turn is a mapping with `place:`
diag-also-holds = `also` holds { $count } entries; at most { $max }
    .label = too many entries
    .help = a turn tries a few things more at most: keep the ones in dispute
diag-key-quoted = `{ $key }`
diag-import-missing = no `{ $key }` here, which a saved game of JCloisterZone has
    .label = `{ $key }` missing
    .help = import a file saved by JCloisterZone 5.7 or later, unchanged
diag-import-unexpected = expected { $expected }, found { $found }
    .label = not { $expected }
    .help = import a file saved by JCloisterZone 5.7 or later, unchanged
diag-import-too-old = a game saved by JCloisterZone { $version }, older than 5.7
diag-import-tile-set = the tile set `{ $key }`, of a box carc cannot import yet
diag-import-element = the element `{ $key }`, of a box carc cannot import yet
diag-import-rule-not-judged = the rule `{ $key }: { $value }`, which carc does not judge
diag-import-rule-of-box = the rule `{ $key }: { $value }`, of a box carc cannot import yet
diag-parser-says = { $reason }
diag-import-tile-unknown = the tile `{ $tile }`, which carc's catalogue does not hold
diag-import-place-unnamed = the place `{ $feature } { $location }`, which carc cannot name on a tile
diag-import-meeple-kind = a meeple of the kind `{ $kind }`, of a box carc cannot import yet
diag-import-message-here = a `{ $kind }` message carc cannot import here
diag-cannot-rule-yet = the judge cannot rule on the `{ $rules }` rules yet
    .label = not built yet
    .help = docs/rules.md lists every rule with its status; `carc rules --search` finds one
diag-did-you-mean-tile = did you mean `{ $name }`? `carc tiles` lists every id
diag-unknown-tile = unknown tile `{ $tile }`
    .label = not in the catalogue
diag-the-players-are = the players are: { $names }
diag-not-a-player = `{ $name }` is not a player
    .label = not in `players`
diag-not-in-play = { $what }, and `{ $set }` is not in play
diag-add-to-rules = add `{ $set }` to `rules`
diag-two-tiles-on = two tiles on square { $at }
diag-goes-here = { $tile } goes here
diag-already-on = { $tile } is already on { $at }
# A kind of figure (its id) with its article, as the subject of a diagnostic.
diag-figure-a = { $figure ->
    [abbot] an { $figure }
   *[other] a { $figure }
}
diag-figure-the = the { $figure }
diag-does-not-stand-there = { $figure } does not stand there
    .label = no box of the rules in play places it here
    .help = name the feature it stands on: `on: N`
diag-features-of = features of { $tile }: { $features }
diag-features-here = features of { $tile } here: { $features }
diag-cannot-stand-on = { $figure } cannot stand on a { $kind }
diag-this-is-a = this is a { $kind }
diag-stands-on = { $figure } stands on { $places }
diag-also-first = `also` tries `{ $key }` once more, but the tile's turn has no `{ $key }`
    .label = no first one to repeat
diag-also-first-help = write `{ $key }` in the turn itself (or in the tile entry of `also` before this one); `also` is for a second try
diag-no-tower = { $tile } has no tower
    .label = no tower on this tile
    .help = name the feature the follower stands on: `on: N`
diag-spot-on = on { $name }
diag-spot-corner = at the { $name } corner
diag-spot-of-tile = { $spot } of the tile on { $at }
diag-owner-has-no = { $owner } has no { $figure } { $place }
diag-owner-has-no-figure = { $owner } has no figure { $place }
diag-no-figure-stands = no { $figure } stands { $place }
diag-nobody-stands = nobody stands { $place }
diag-no-tile = no tile lies on { $at }, { $what }
# `where` is "the placed tile", "that tile".
diag-not-a-feature-of = not a feature of { $where }
diag-figure-needs-rules = { $figure } belongs to the `{ $set }` rules, which are not in play
    .label = figure of rules not in play
diag-tile-needs-rules = { $tile } is a tile of `{ $set }`, which is not in play
    .label = expansion tile
diag-edge-mismatch = the edge between { $a } and { $b } does not match: { $edge-a } against { $edge-b }
diag-tile-shows = { $tile } shows { $edge } on its { $side } side
diag-too-many-figures = { $player } has { $count } { $figure }s on the board but owns { $owned }
# The figure one too many, counted from 1 (never more than a player owns of a kind, and so never past the 20th).
diag-nth-figure = { $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $n }th
} { $figure } of { $player }
diag-too-many-figures-help = remove figures, or give `supply: {"{"}{ $player }: {"{"}...{"}"}{"}"}` if this table really has more
diag-the-tile-on = the tile on { $at }
# The kinds of word a key takes, each with the word unknown and a word that is not one.
diag-word-figure = figure
    .unknown = figure
    .not = a figure
diag-word-corner = corner
    .unknown = corner
    .not = a corner
diag-word-verdict = verdict
    .unknown = verdict
    .not = a verdict
diag-yaml-second-document = the file holds a second YAML document; a scenario is one document (remove the `---` or `...` line)
diag-yaml-expands-past = the document expands to more than { $max } values (anchors and aliases repeat large parts of it)
diag-yaml-holds-more-than = the document holds more than { $max } values
diag-yaml-repeat-more-than = anchors and aliases repeat more than { $mib } MiB of text
diag-yaml-deeper-than = the document nests deeper than { $max } levels
diag-yaml-alias-contains-itself = the alias `{ $name }` stands for a value that contains it
diag-yaml-unknown-anchor = the alias `*{ $name }` names no anchor: `&{ $name }` is not defined before it
diag-yaml-merge-takes = a merge key `<<` takes a mapping or a list of mappings, not { $found }
diag-yaml-tag-does-not-fit = the tag `{ $tag }` does not fit { $what ->
    [a-list] a list
   *[a-mapping] a mapping
}
diag-yaml-tag-not-supported = the tag `{ $tag }` is not supported here; remove it
diag-yaml-tagged = { $value } is not { $what ->
    [bool] a boolean (true or false)
    [int] an integer
   *[float] a number
}, yet it is tagged `{ $tag }`
diag-yaml-empty-value = an empty value
diag-yaml-too-small = the integer { $value } is too small (the least is { $bound })
diag-yaml-too-large = the integer { $value } is too large (the largest is { $bound })
diag-yaml-not-finite = `{ $value }` is not a finite number

## The rules in the project's own words
# Each rule's paraphrase (`rule-text-ID`) and, for a rule the judge does not
# apply yet, the reason (`rule-reason-ID`). carc reads this part only when a
# rule's text is asked for (`carc rule`, `carc rules`, the rules reference),
# so that a ruling does not pay for it.

rule-text-car-fn159 = The dragon can eat the mayor or the wagon, a tower can take either prisoner, and a princess can send either home. Both may also be put into the matching district of the City of Carcassonne and may travel through a magic portal. The judge adjudicates every part: the tower, the dragon, the princess and the portal, and the City, where the mayor stands only in the castle quarter and the wagon in any quarter but the market (count:figures).
rule-text-car-fn168 = Repeats car:fn159 for the wagon: the dragon may eat it, a tower may capture it, a princess may remove it, and it may enter its district of the City of Carcassonne or pass through a magic portal, just like the mayor. The judge adjudicates every part: the tower, the dragon, the princess and the portal, and the City, where the wagon stands in any quarter but the market, since it never stands on a field (count:figures).
rule-text-car-fn178 = A barn may not be placed in the City of Carcassonne, and it may not travel through a magic portal. Both parts are adjudicated: `enter-city` with the barn is refused, and so is the barn through a portal. A barn may still stand at a corner of the City's squares outside its wall where four fields meet, as on any farm.
rule-text-car-fn180 = A volcano on one of the tiles does not prevent placing a barn on that tile.

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-car-fn159 = footnote 159 (to the mayor: deployment, usual rules still apply)
rule-section-car-fn168 = footnote 168 (to the wagon: deployment, no other figure)
rule-section-car-fn178 = footnote 178 (to the barn: placement at a four-field corner)
rule-section-car-fn180 = footnote 180 (to the barn: placement at a four-field corner)
