## abbot

rule-abbot-deploy = Deploying the abbot

rule-abbot-garden = Gardens belong to the abbot

rule-abbot-take-back = Taking the abbot back early

## The steps of a ruling.

step-abbot-taken-back = { $player } takes the abbot back from { $feature } instead of deploying; it is scored now as at game end: { $working } = { $points }

## Why an action is refused.

# The abbot.
help-abbot-goes-on = the abbot goes only on a monastery or a garden of the placed tile
refusal-abbot-garden-for-abbot = a { $figure } cannot stand on a garden: gardens are for the abbot alone
label-abbot-a-garden = a garden
help-abbot-garden = deploy the abbot here, or the figure on another feature
refusal-abbot-no-abbot-there = { $player } has no abbot on { $at } to take back
label-abbot-no-abbot-here = no abbot of the current player here
help-abbot-abbot-stands = { $squares-count ->
    [0] { $player } has no abbot on the board
   *[other] { $player }'s abbot stands on { $squares }
}
refusal-abbot-completed-now = { $feature } is completed by the tile just placed, so its abbot cannot be taken back
label-abbot-completed-now = abbot on a feature completed this turn
aside-abbot-scores-instead = this abbot scores with its completed feature instead
help-abbot-deploy-normally = deploy normally (or not at all); the completed feature scores in the scoring step

# The comment `carc new` writes for this box (each line after the box's name).
new-note-abbot =
    `figure: abbot` on a monastery or garden; `deploy: {"{"}abbot: return, at: [x, y]{"}"}` takes it back

# Broken input: the diagnostics of a file that cannot be judged.
diag-abbot-action = abbot action
    .unknown = abbot action
    .not = an abbot action
diag-say-which-tile-abbot-comes = say which tile the abbot comes back from: `at: [x, y]`
diag-where-abbot-would-come-back = where the abbot would come back from
diag-no-abbot-on = no abbot stands on the tile on { $at }
    .label = no abbot here
    .help = name the square of the tile your abbot stands on

## The rules in the project's own words

rule-text-abbot-deploy = Instead of a follower a player may deploy their abbot, but only on a monastery or a garden of the tile just placed. The abbot counts as one follower.
rule-text-abbot-garden = A garden may be occupied by an abbot only; no other figure may be deployed there. It is scored like a monastery: 9 when its eight neighbours are all present, else 1 plus the number of neighbours at game end.
rule-text-abbot-take-back = Instead of deploying, a player may take their own abbot back from an unfinished monastery or garden and score it at once as at game end (1 plus its neighbours, the tile just placed included). An abbot whose feature the tile just placed completes cannot be taken back; that feature scores normally (readings §7).

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-abbot-deploy = The Abbot
rule-section-abbot-garden = The Abbot: gardens
rule-section-abbot-take-back = The Abbot: returning the abbot
