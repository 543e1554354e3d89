## traders-builders

document-traders-builders = Traders and Builders (WikiCarpedia, new edition)

rule-tb-goods = Completing a city takes its goods

rule-tb-goods-scoring = The most tokens of each good score 10

rule-tb-alone = A builder or pig without its owner's follower goes home

## The steps of a ruling.

step-goods-taken = { $player } completed { $city } and takes its goods: { $goods }
step-goods-scored = { $winners } holds the most { $good } and scores { $points } (tokens held: { $holdings })
step-goods-scored-tied = { $winners } tie for the most { $good } and score { $points } each (tokens held: { $holdings })
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

## The ruling's frame: verdict, points, figures back, notes, citations.

report-goods-taken = Goods taken: { $goods }

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-traders-builders-corner-city-grain = city N-W with grain
tiles-layout-traders-builders-corner-city-wine = city N-W with wine
tiles-layout-traders-builders-band-cap-s-cloth = city across W-E with cloth, and a separate city cap S
tiles-layout-traders-builders-band-cap-s-wine = city across W-E with wine, and a separate city cap S
tiles-layout-traders-builders-three-sides-grain = city on N, E and W with grain; field S
tiles-layout-traders-builders-corner-city-two-caps-cloth = city N-W with cloth; separate city caps E and S
tiles-layout-traders-builders-corner-city-roads-in-cloth = city N-W with cloth; roads from E and S run into it, four fields
tiles-layout-traders-builders-corner-city-roads-in-wine = city N-W with wine; roads from E and S run into it, the field between them shared
tiles-layout-traders-builders-corner-city-roads-in-wine-garden = same as traders-builders/corner-city-roads-in-wine, with a garden
tiles-layout-traders-builders-corner-city-road-e-cap-s-cloth = city N-W with cloth; road from E runs into it; separate city cap S
tiles-layout-traders-builders-corner-city-road-e-cap-s-grain = city N-W with grain; road from E runs into it; separate city cap S
tiles-layout-traders-builders-corner-city-road-e-cloth = city N-W with cloth; road from E runs into it
tiles-layout-traders-builders-corner-city-road-e-cloth-garden = same as traders-builders/corner-city-road-e-cloth, with a garden
tiles-layout-traders-builders-corner-city-road-e-wine = city N-W with wine; road from E runs into it; a wall cuts the south field off
tiles-layout-traders-builders-three-sides-road-s-wine = city on N, E and W with wine; road from S runs into it
tiles-layout-traders-builders-two-corner-cities-wine = city N-W with wine and a separate city E-S, an inner field between
tiles-layout-traders-builders-band-wine = city across W-E with wine
tiles-layout-traders-builders-cap-road-e = city cap N; road from E runs into it
tiles-layout-traders-builders-band-road-s-grain = city across W-E with grain; road from S runs into it
tiles-layout-traders-builders-band-road-s-wine = city across W-E with wine; road from S runs into it
tiles-layout-traders-builders-band-roads-n-s-wine = city across W-E with wine; roads from N and S run into it
tiles-layout-traders-builders-monastery-three-roads = monastery; roads E, S and W each end at it
tiles-layout-traders-builders-corner-city-road-s-grain = city N-W with grain; road from S runs into it
tiles-layout-traders-builders-corner-city-road-s-grain-wall = city N-W with grain; road from S runs into it; a wall cuts the east field off
tiles-layout-traders-builders-cap-roads-w-s = city cap N; road from S runs into it, and road W ends where it meets road S
tiles-layout-traders-builders-overpass = roads N-S and W-E cross on a bridge without meeting

show-svg-goods = goods, the tokens in cities
show-svg-wine = W wine (purple)
show-svg-grain = G grain (gold)
show-svg-cloth = C cloth (blue)
check-goods = goods: expected { $player } to take { $expected } { $good }, ruled { $ruled }

# The comment `carc new` writes for this box (each line after the box's name).
new-note-traders-builders =
    the tiles `traders-builders/*` (goods in cities; `carc tiles | grep traders-builders`),
    `goods: {"{"}red: {"{"}wine: 1{"}"}{"}"}` for goods held, `figure: builder|pig`

# Broken input: the diagnostics of a file that cannot be judged.
diag-goods-tokens-per-player-e = goods tokens per player, e.g. `{"{"}red: {"{"}wine: 2, cloth: 1{"}"}{"}"}` (goods: wine, grain, cloth)
diag-more-than-box = more than the box
diag-mapping-from-good-count = a mapping from good to count
diag-goods-tokens-belong-traders-builders = goods tokens belong to the `traders-builders` rules, which are not in play
    .label = goods without Traders & Builders
diag-add-traders-builders-rules-remove = add `traders-builders` to `rules`, or remove `goods`
diag-called-grain = `{ $word }` is called `grain` here
    .label = another name for grain
    .help = write `grain`
diag-box-holds-only = the box holds only { $count } { $good } tokens
diag-player-holds-at-most = a player holds at most { $count } { $good }
diag-tokens-too-many = { $over ->
    [one] one token too many
   *[other] { $over } tokens too many
}
diag-players-hold = the players hold { $count } { $good } tokens, and the box holds only { $box }
diag-tokens-add-up = the { $good } tokens held add up to at most { $box }
diag-word-good = good
    .unknown = good
    .not = a good

## The rules in the project's own words

rule-text-tb-goods = Whoever completes a city by placing a tile takes one token for each goods symbol (wine, grain, cloth) anywhere in that city. It does not matter who holds the city, whether the completing player has a figure in it, or whether anyone scores it at all. A city still open at the end of the game yields no goods.
rule-text-tb-goods-scoring = In the final scoring, each kind of good is scored on its own: the player holding the most tokens of it scores 10 points, and if several players tie for the most, each of them scores 10. A good that no player holds scores nothing.
rule-text-tb-alone = A builder or a pig needs a follower of its owner in its feature. When the last such follower leaves before the feature is scored (a tower takes it prisoner, say), the builder or pig goes back to its owner's supply at once.

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-tb-goods = Rules › The goods tokens › 1. Placing a tile (completing a city with goods symbols)
rule-section-tb-alone = Rules › The builder and the pig (no meeple of its owner left in the feature)
rule-section-tb-goods-scoring = Rules › The goods tokens › Final scoring
