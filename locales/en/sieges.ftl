## car

document-sieges = Besiegers, Cathars, Siege (WikiCarpedia: the siege tiles)

rule-car-fn186 = A besieged city still doubles on a barn farm

## sieges

rule-sieges-besieged = A besieged city scores 1 a tile and pennant

rule-sieges-unfinished = An open besieged city scores nothing at game end

rule-sieges-farm = A besieged city counts twice for a farm

rule-sieges-escape = A knight may leave a besieged city through a monastery beside its siege tile
rule-sieges-escape-around = Escape needs a monastery around a siege tile

## The steps of a ruling.

step-sieges-escape = at the end of the turn { $player }'s { $kind ->
   *[other] { $figure }
} on { $at } escapes from { $city } through the monastery on { $monastery } and goes back to supply

## The ruling's frame: verdict, points, figures back, notes, citations.

# A choice the action did not take: a knight that could have escaped.
offer-escape = { $player }'s { $figure ->
    [none] knight
   *[other] { $figure }
} on { $at } ({ $on }) could have escaped the siege (`escape`)
phrase-sieges-escape-offered = the monastery on { $monastery } lies on one of the eight squares around the siege tile on { $siege }
phrase-sieges-no-escape = { $player } has a knight in { $city }, but it may not escape: no monastery lies on the eight squares around { $sieges-count ->
    [one] the siege tile
   *[other] the siege tiles
} on { $sieges }

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-sieges-cathars-cap = besieged city cap N
tiles-layout-sieges-cathars-cap-road = besieged city cap N; straight road W-E
tiles-layout-sieges-cathars-corner = besieged city corner N-W
tiles-layout-sieges-cathars-corner-curve = besieged city corner N-W; road curve E-S
tiles-layout-sieges-besiegers-three-sides = besieged city N, E and W; field S
tiles-layout-sieges-besiegers-corner-road-e = besieged city corner N-W; a road from E ends
tiles-layout-sieges-besiegers-cap-road-s = besieged city cap N; a road from S ends
tiles-layout-sieges-besiegers-cap-curve-es = besieged city cap N; road curve E-S
tiles-layout-sieges-besiegers-corner-road-s = besieged city corner N-W; a road from S ends
tiles-layout-sieges-besiegers-cap-curve-sw = besieged city cap N; road curve S-W

show-svg-sieges = sieges: the dark shield rimmed in red in a besieged city
show-sieges = sieges
show-siege-title = siege

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
refusal-sieges-one-escape = a knight already escaped this turn: a player takes one knight out of a besieged city a turn, the tiles of a double turn together
label-sieges-one-escape = a second escape
help-sieges-one-escape = keep one escape; the other knight may leave at the end of a later turn

# The comment `carc new` writes for this box (each line after the box's name).
new-note-sieges =
    the tiles `sieges/*` (besieged cities); `escape: {"{"}at: [x, y], on: N{"}"}` takes your knight out of a
    besieged city whose siege tile has a monastery beside it

# Broken input: the diagnostics of a file that cannot be judged.
diag-escape-x-y-feature-your = `escape` is `{"{"}at: [x, y], on: FEATURE{"}"}`: your knight leaving a besieged city
diag-other-escape-rule-known = no other escape rule is known
diag-escape-from-besieged-city-sieges = an escape from a besieged city is the sieges'

## The rules in the project's own words

rule-text-car-fn186 = A city under siege still gives double points when it borders a farm that has a barn.
rule-text-sieges-besieged = A city that includes at least one siege tile is besieged; more siege tiles change nothing. Completed during the game, it scores 1 point for each tile and each pennant instead of 2 (with a cathedral, 2 instead of 3).
rule-text-sieges-unfinished = A besieged city still open when the game ends scores nothing, with or without a cathedral.
rule-text-sieges-farm = At game end a completed besieged city counts twice for the farmers who win a farm that borders it: 6 instead of 3, or 8 with the pig. It counts twice too whenever a barn's farm is scored (car:fn186).
rule-text-sieges-escape = At the end of their turn, after scoring, a player may take one of their own knights (any follower in the city: the mayor and wagon too, but not a builder or pig) out of a besieged city and back to supply if a monastery or the abbey stands on one of the 8 squares around one of that city's siege tiles; a monastery beside another tile of the city does not count. One escape a turn.
rule-text-sieges-escape-around = A knight escapes only when a monastery or an abbey stands on one of the eight squares around a tile of its city that shows a siege, as the German rules have it; a monastery next to some other tile of the city does not count. RGG's Siege rule, under which any tile of the city would do, is not offered (readings §1.11).

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-car-fn186 = footnote 186 (to scoring when placing a barn: 3 points per city)
rule-section-sieges-besieged = Rules › 3. Scoring: completed cities
rule-section-sieges-unfinished = Rules › Final scoring: incomplete besieged cities
rule-section-sieges-farm = Rules › Final scoring: farms
rule-section-sieges-escape = Rules › Escaping a besieged city
rule-section-sieges-escape-around = §1.11 the monastery must stand around a siege tile
