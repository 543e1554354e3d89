## inns-cathedrals

document-inns-cathedrals = Inns and Cathedrals (WikiCarpedia, new edition)

rule-ic-inn = A completed road with an inn scores double

rule-ic-inn-unfinished = A road with an inn left open scores nothing

rule-ic-cathedral = A completed city with a cathedral scores 3 a tile and pennant

rule-ic-cathedral-unfinished = A city with a cathedral left open scores nothing
rule-ic-marks-once = Two inns on a road, or two cathedrals in a city, count once

## The steps of a ruling.

working-marks-once = { $working } ({ $count } { $mark ->
    [inn] inns
   *[other] cathedrals
}, counted once)

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-inns-cathedrals-monastery-two-roads = monastery; roads W and E each end at it
tiles-layout-inns-cathedrals-cathedral = city on all four sides with a cathedral
tiles-layout-inns-cathedrals-four-caps = four separate city caps N, E, S, W around an inner field
tiles-layout-inns-cathedrals-four-caps-garden = same as inns-cathedrals/four-caps, with a garden
tiles-layout-inns-cathedrals-three-caps = three separate city caps N, E, W; field S
tiles-layout-inns-cathedrals-caps-n-s-roads-w-e = separate city caps N and S whose walls meet in the middle; roads W and E end there
tiles-layout-inns-cathedrals-corner-city-cap-s = city N-W (pennant) and a separate city cap S; field E
tiles-layout-inns-cathedrals-cap-split-fields = city cap N; a wall from the city to the SE corner cuts the field in two
tiles-layout-inns-cathedrals-cap-road-s = city cap N; road from S runs into the city
tiles-layout-inns-cathedrals-corner-city-road-e = city N-W; road from E runs into the city
tiles-layout-inns-cathedrals-band-roads-n-s = city across W-E (pennant); roads from N and S run into it
tiles-layout-inns-cathedrals-corner-city-road-s-inn = city N-W; road from S with an inn runs into the city
tiles-layout-inns-cathedrals-cap-curve-ws-inn = city cap N; road curve W-S with an inn
tiles-layout-inns-cathedrals-corner-city-curve-es-inn = city N-W (pennant); road curve E-S with an inn
tiles-layout-inns-cathedrals-crossing-3-inn = crossing of roads W, S and E; an inn on the road E
tiles-layout-inns-cathedrals-straight-inn = straight road W-E with an inn
tiles-layout-inns-cathedrals-straight-inn-garden = same as inns-cathedrals/straight-inn, with a garden
tiles-layout-inns-cathedrals-curve-ws-inn = road curve W-S with an inn
tiles-layout-inns-cathedrals-two-curves = two road curves, W-S and N-E

show-svg-inns-cathedrals = inns & cathedrals
show-svg-inn = an inn the house with a red roof beside its road
show-svg-cathedral = a cathedral the grey church in its city
show-inns = inns
show-cathedrals = cathedrals

# The comment `carc new` writes for this box (each line after the box's name).
new-note-inns-cathedrals =
    the tiles `inns-cathedrals/*` (inns on roads, cathedrals in cities; `carc tiles | grep inns-cathedrals`)
    and `figure: big-follower`

## The rules in the project's own words

rule-text-ic-inn = A road with at least one inn beside it scores 2 points for each of its tiles when it is completed, instead of 1; a second inn on the same road adds nothing more. The inn matters only on its own road: a crossing or a city gate ends the road and the inn with it.
rule-text-ic-inn-unfinished = At the end of the game, a road with an inn that is still open is worth nothing at all: its followers score 0 for it, although the majority is still worked out and the figures go home.
rule-text-ic-cathedral = A city with one or both cathedrals scores 3 points for each of its tiles and each of its pennants when it is completed, instead of 2. Farms are not affected: to farmers it is one completed city like any other.
rule-text-ic-cathedral-unfinished = At the end of the game, a city with a cathedral that is still open is worth nothing at all, whoever holds it.
rule-text-ic-marks-once = An inn raises its road's rate and a cathedral its city's once: a second inn on the same road or a second cathedral in the same city changes nothing, since the box's page asks only that the feature have one or more (readings §1.6).

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-ic-inn = Rules › 3. Scoring a feature › Scoring a road with an inn on it
rule-section-ic-inn-unfinished = Rules › Final scoring (a road with an inn left open)
rule-section-ic-cathedral = Rules › 3. Scoring a feature › Scoring a city with a cathedral in it
rule-section-ic-cathedral-unfinished = Rules › Final scoring (a city with a cathedral left open)
rule-section-ic-marks-once = §1.6 two inns on a road, or two cathedrals in a city, count once
