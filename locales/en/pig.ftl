## pig

rule-pig-deploy = Deploying the pig

rule-pig-score = The pig fattens the farm

## The steps of a ruling.

step-farm-scored-bonus = { $farm } borders { $cities ->
    [one] 1 completed city
   *[other] { $cities } completed cities
}{ $open-note }: { $player } scores { $cities } x { $per-city }{ $counted } = { $points }{ $herd-note } (with the { $figure }: { $per-city } per city) (farmer strength: { $strengths })

## Why an action is refused.

# The pig.
help-pig-goes-on = the pig goes on a field of the placed tile whose farm holds one of your farmers
refusal-pig-no-farmer = { $player } has no farmer on this farm, so the pig cannot join it
label-pig-no-farmer = no farmer of yours on this farm
help-pig-joins = the pig joins a farm where you already have a farmer

# The comment `carc new` writes for this box (each line after the box's name).
new-note-pig =
    `figure: pig` on a field whose farm holds your farmer

## The rules in the project's own words

rule-text-pig-deploy = Instead of a follower a player may put their pig on a field of the tile just placed, but only if that farm already holds one of their own farmers. The pig is not a follower and does not count for majority.
rule-text-pig-score = When a farm is scored, a player who has the farmer majority there and also a pig on that farm scores 1 extra point per completed city (4 instead of 3 at game end). A pig helps only a player who wins the farm.

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-pig-deploy = Traders & Builders: the pig
rule-section-pig-score = Traders & Builders: the pig
