## car

document-festival = The Festival (WikiCarpedia)

rule-car-fn183 = A Festival tile can remove a barn

## festival

rule-festival-return = On a festival tile, take one of your figures back instead of deploying

rule-festival-own = Only your own figures go back at a festival

## The steps of a ruling.

step-festival-return = { $player } celebrates the festival and takes their { $kind ->
   *[other] { $figure }
} on { $at } back instead of deploying

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-festival-city-band-cap = city band W-E; a separate city cap S; field N; a small field between the cities
tiles-layout-festival-two-corner-cities = city corner N-W; city corner S-E; a small field between them
tiles-layout-festival-cap-road-s = city cap N; a road from S ends at the festival
tiles-layout-festival-cap-road-e = city cap N; a road from E ends at the festival
tiles-layout-festival-two-caps-two-roads = city caps N and S; roads from W and from E each end at the festival
tiles-layout-festival-cap-curve-es = city cap N; road curve E-S
tiles-layout-festival-monastery-roads = monastery; roads from S and from W end at it
tiles-layout-festival-cap-road-w = city cap N; a road from W ends at the festival
tiles-layout-festival-cap-curve-sw = city cap N; road curve S-W
tiles-layout-festival-two-curves = road curves N-W and S-E

show-svg-festival = festival tiles: the yellow star in a tile's middle
show-festival-tiles = festival tiles

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

# The comment `carc new` writes for this box (each line after the box's name).
new-note-festival =
    the tiles `festival/*`; on one, `deploy: {"{"}festival: {"{"}at: [x, y], on: N{"}"}{"}"}` takes one of your figures
    back from the table instead of deploying (`corner: NE` for a barn)

refusal-festival-prisoner = { $player }'s { $figure } is { $holder }'s prisoner, off the table: a festival takes back only figures that stand on the table, and a prisoner stays captive
label-festival-prisoner = a prisoner, not on the table
help-festival-prisoner = take back one of your figures on the table; a prisoner comes home by a ransom or an exchange of prisoners

# Broken input: the diagnostics of a file that cannot be judged.
diag-festival-x-y-feature-corner = `festival` is `{"{"}at: [x, y], on: FEATURE{"}"}` (or `corner: NE` for a barn): your figure taken back; or `{"{"}held-by: PLAYER, figure: FOLLOWER{"}"}` for one of yours held prisoner
diag-say-who-holds-prisoner-held = say who holds the prisoner: `held-by: blue`
diag-say-which-your-followers-figure = say which of your followers: `figure: follower`
diag-carc-lets-any-player-figures = carc lets any of the player's figures go back from a festival tile, as the box's page does; set the rule back in JCloisterZone
diag-festival-festival = the festival is The Festival's
diag-prisoners-are-taken-tower-towers = prisoners are taken by The Tower's towers
diag-no-such-prisoner = no such prisoner
diag-name-prisoner-prisoners-player-holding = name a prisoner of `prisoners`: the player holding it and its kind
diag-holds-no-prisoner = { $holder } holds no { $figure } of { $owner }'s as a prisoner

## The rules in the project's own words

rule-text-car-fn183 = Although a barn otherwise remains until the game ends, a Festival tile may take it off the board.
rule-text-festival-return = When the placed tile shows a festival place, its player may, instead of deploying a figure, take one of their own figures back to supply from anywhere on the table: a follower of any kind, the barn, builder or pig too. That figure scores nothing. The player may also deploy on the festival tile as usual, or do neither; the festival place itself is no feature.
rule-text-festival-own = The festival gives back only the player's own figures: never another player's, nor a neutral piece such as the dragon or the fairy. A follower held as a prisoner by a tower's owner is not on the table and stays captive.

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-car-fn183 = footnote 183 (to the barn: it stays until the game ends)
rule-section-festival-return = Gameplay › 2. Placing a meeple
rule-section-festival-own = Gameplay › 2. Placing a meeple, footnotes (your own figures only, none of another player's and no neutral piece)
