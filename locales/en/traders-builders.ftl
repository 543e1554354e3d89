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
