## car

document-castles = Bridges, Castles and Bazaars (WikiCarpedia, new edition: the castles only; its bridges and bazaars are not built yet and may follow)

rule-car-fn161 = No mayor in a castle

rule-car-fn165 = A mayor in a castle earns nothing

## castles

rule-castles-tokens = Castle tokens: 3 each with 2 to 4 players, 2 with 5 or 6

rule-castles-build = The holder of a small city just completed may make it a castle

rule-castles-score = A castle scores the first feature completed beside it

rule-castles-end = A castle still occupied at game end scores nothing

rule-castles-farm = A castle is worth one more than a city on a farm

## How a value is counted, and who is how strong on a feature.

working-castle = { $tiles }, a castle still occupied at game end: 0

## The ruling's frame: verdict, points, figures back, notes, citations.

report-castles = Castles after the action: { $castles }
# A choice the action did not take: a castle it could have built.
offer-castle = { $player } could have covered the city on { $at } ({ $on }) with a castle (`castles`)
phrase-castles-offered = { $city } is a small city completed this turn, and { $player } had the most strength in it
phrase-castles-not-offered = { $city } is a small city completed this turn, but nobody may cover it with a castle: { $why }

## The steps of a ruling.

step-castle-built = { $player } covers { $city } with a castle instead of scoring it; { $player }'s figures stay in the castle{ $count ->
    [0] {""}
    [1] , and { $home } goes home unscored
   *[other] , and { $home } go home unscored
}
step-castle-scores = { $feature } is completed beside the castle of { $castle }: { $player } scores { $points } for the castle
step-castle-left-out = the castle of { $castle } scores nothing: { $completed } { $count ->
    [one] was completed beside its six squares but has
   *[other] were completed beside its six squares but have
} no tile on them (a monastery counts only with its own tile there)

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

show-svg-castles = castles: the crenellated tokens, in their owners' colours
show-castles = castles
# A castle on the text board: whose, and the city it stands in (or its square).
show-castle = { $owner }'s, the { $feature }
show-castle-at = { $owner }'s on { $at }
show-castle-title = { $owner }'s castle
check-castle-ruled = { $owner }'s on { $parts }
check-castles = castles: expected { $owner }'s castle on { $at } { $on }, ruled { $ruled }

# Castles.
refusal-castles-not-a-city = the { $on } of { $at } is not a city
refusal-castles-not-complete = { $city } is not complete
refusal-castles-not-small = { $city } is not a small city (two tiles, each with a rounded cap on one side, not a city reaching past the tile's middle)
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

# The comment `carc new` writes for this box (each line after the box's name).
new-note-castles =
    `castle: 3` in `supply`; `castles: [{"{"}owner: red, at: [x, y], on: N{"}"}]` in the position for castles on
    the table; `castles: [{"{"}at: [x, y], on: N{"}"}]` in the action turns a small city just completed into a castle

# Broken input: the diagnostics of a file that cannot be judged.
diag-each-castle-owner-red-x = each castle is `{"{"}owner: red, at: [x, y], on: FEATURE{"}"}`: a tile of its small city and the city there
diag-each-small-city-turn-into = each small city to turn into a castle is `{"{"}at: [x, y], on: FEATURE{"}"}`
diag-castle = a castle
diag-say-whose-castle-owner-red = say whose castle: `owner: red`
diag-name-city-n = name the city: `on: N`
diag-each-choice-castle-x-y = each choice is `{"{"}castle: [x, y], from: {"{"}at: [x, y], on: FEATURE{"}"}{"}"}`
diag-castle-choice = a castle's choice
diag-say-which-castle-square-castle = say which castle, by a square of it: `castle: [x, y]`
diag-say-which-feature-scores-from = say which feature it scores: `from: {"{"}at: [x, y], on: N{"}"}`
diag-castle-place-carc-cannot-name = a castle on a place carc cannot name on a tile
diag-name-square-board = name a square of the board
diag-not-a-city = not a city
diag-castle-stands-small-city-name = a castle stands on a small city: name its city segment
diag-castles-are-bridges-castles-bazaars = castles are Bridges, Castles & Bazaars'
diag-where-castle-would-stand = where the castle would stand
diag-castle-not-city = the { $on } of { $at } is a { $kind }, not a city
diag-no-tile-on = no tile lies on { $at }

## The rules in the project's own words

rule-text-car-fn161 = A mayor may not be deployed into a castle.
rule-text-car-fn165 = Should a mayor end up in a castle, the castle is occupied, but castles carry no pennants, so the mayor weighs 0 and its owner gets nothing when the castle is completed.
rule-text-castles-tokens = Each player holds castle tokens: three with two to four players, two with five or six.
rule-text-castles-build = When a tile completes a small city (two tiles, each with a rounded city cap on a single side; a city reaching past the middle of its tile is no cap), the player holding it may cover it with one of their castle tokens instead of scoring it, whoever placed the tile. The follower stays, now in the castle; the city is not counted as completed.
rule-text-castles-score = In a later turn, the first feature completed with a tile among the castle's six neighbouring squares (its two tiles and the two beside each along its long side; a monastery only if its own tile is one of them) makes the castle score: its owner gets the points that feature is worth, whoever holds it, and the castle's follower goes home; the castle stays, empty. If several complete at once, the owner chooses (carc takes the one worth most unless the action names one). A castle that scores counts as a completed feature for a castle beside it.
rule-text-castles-end = At game end a castle still holding its follower scores nothing, and the follower goes home.
rule-text-castles-farm = For farms a castle counts as a completed city worth one point more: 4 for farmers at game end (5 with the pig), 5 for a barn at game end, 4 when a barn is placed, 2 when a farm joins a barn's farm.

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-car-fn161 = footnote 161 (to the mayor: deployment, usual rules still apply)
rule-section-car-fn165 = footnote 165 (to the mayor: scoring, a city without pennants)
rule-section-castles-tokens = Preparation (castle tokens by number of players)
rule-section-castles-build = Castles › turning a small city into a castle
rule-section-castles-score = Castles › scoring a castle (the neighbouring feature completed next)
rule-section-castles-end = Castles › final scoring (a castle still occupied scores nothing)
rule-section-castles-farm = Castles › farms (4 points a castle; the barn 5: car, summary with other expansions)
