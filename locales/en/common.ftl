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
figure-returned = { $figure }
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
page-festival-prisoner-chip = festival: ask back your { $figure ->
   *[other] { $figure }
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

## The rules in the project's own words
# Each rule's paraphrase (`rule-text-ID`) and, for a rule the judge does not
# apply yet, the reason (`rule-reason-ID`). carc reads this part only when a
# rule's text is asked for (`carc rule`, `carc rules`, the rules reference),
# so that a ruling does not pay for it.

rule-text-car-fn159 = The dragon can eat the mayor or the wagon, a tower can take either prisoner, and a princess can send either home. Both may also be put into the matching district of the City of Carcassonne and may travel through a magic portal. The judge adjudicates every part: the tower, the dragon, the princess and the portal, and the City, where the mayor stands only in the castle quarter and the wagon in any quarter but the market (count:figures).
rule-text-car-fn168 = Repeats car:fn159 for the wagon: the dragon may eat it, a tower may capture it, a princess may remove it, and it may enter its district of the City of Carcassonne or pass through a magic portal, just like the mayor. The judge adjudicates every part: the tower, the dragon, the princess and the portal, and the City, where the wagon stands in any quarter but the market, since it never stands on a field (count:figures).
rule-text-car-fn178 = A barn may not be placed in the City of Carcassonne, and it may not travel through a magic portal. Both parts are adjudicated: `enter-city` with the barn is refused, and so is the barn through a portal. A barn may still stand at a corner of the City's squares outside its wall where four fields meet, as on any farm.
rule-text-car-fn180 = A volcano on one of the tiles does not prevent placing a barn on that tile.
