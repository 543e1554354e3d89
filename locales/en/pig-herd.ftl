## car

rule-car-fn194 = Pig herds add nothing to barns (Big Box 2 only)

rule-car-fn195 = Pig herd and barn: read as the farmers' scoring

## pig-herd

rule-pigherd-score = The pig herd adds a point a city for the farm's winners

## The steps of a ruling.

# The River II's pig herd: the farm's winner gets this much more a city.
farm-herd-note = {" "}(with the pig herd: +{ $herd } per city)
step-herd-beside-barn = the pig herd on { $farm } adds nothing to { $player }'s barn

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-river-ii-pig-herd = river curve W-N; the pig herd on the field outside the curve

show-svg-river-ii = The River II
show-svg-pig-herd = a pig herd the pink mark on its field
show-pig-herds = pig herds
show-pig-herd-title = pig herd

# The comment `carc new` writes for this box (each line after the box's name).
new-note-pig-herd =
    the tile `river-ii/pig-herd` (its river sides meet only a river: leave those squares empty);
    its farm scores one more a completed city for the farmers who win it

## The rules in the project's own words

rule-text-car-fn194 = The sentence denying barns any bonus from a pig-herd tile first appeared in HiG's Big Box 2, confirming an older FAQ; Big Box 3 drops it, probably because River II is not in that box. The judge applies it: at game end a barn's owner scores a farm with the pig herd like any other, and the ruling says the herd adds nothing (readings §4.6).
rule-text-car-fn195 = This note says a pig-herd tile can add a point per city when a barn is on the farm, which seems to clash with fn194. The judge reads it as the farmers' scoring on a barn's farm, as the summary tables list it: farmers scored when a barn is placed get 4 a city on the herd's farm, and farmers joined to a barn farm that holds the herd get 2; the barn's own final score ignores the herd (car:fn194, readings §4.6).
rule-text-pigherd-score = The River II's pig-herd tile shows a herd on the field outside its river's curve. Whoever scores the farm that holds it (the farmer majority, every tied player) gets one point more for each completed city that farm borders: 4 at game end, 5 with their own pig. The river is no feature and splits the tile's fields; its sides meet only a river, so no other tile may lie against them. Only the pig-herd tile of River II is built.

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-car-fn194 = footnote 194 (to final scoring: the pig-herd tile and barns)
rule-section-car-fn195 = footnote 195 (to final scoring: the pig-herd tile and barns)
rule-section-pigherd-score = The pig herd (scoring the farm that holds it)
