## phantom

rule-phantom-deploy = The phantom is a second deployment

## The steps of a ruling.

step-deployed-phantom = { $player } also deploys { $figure } on the { $on } of the placed tile, part of { $feature }

## Why an action is refused.

# The phantom.
refusal-phantom-same-feature = the phantom must take another feature than the { $figure } deployed this turn
label-phantom-just-taken = the { $figure } just took this { $kind }
help-phantom-elsewhere = put the phantom on a different, unoccupied feature of the placed tile

# The comment `carc new` writes for this box (each line after the box's name).
new-note-phantom =
    `phantom: {"{"}on: S{"}"}` deploys the phantom as a second figure

# Broken input: the diagnostics of a file that cannot be judged.
diag-phantom-point-fly-roll-2 = the phantom is `{"{"}on: POINT{"}"}` or `{"{"}fly: {"{"}roll: 2{"}"}{"}"}`
diag-phantom-needs-exactly-one-fly = the phantom needs exactly one of `on` and `fly`
    .label = here
    .help = write `phantom: {"{"}on: S{"}"}` or `phantom: {"{"}fly: {"{"}roll: 1{"}"}{"}"}`

## The rules in the project's own words

rule-text-phantom-deploy = After the usual deployment (or instead of it) a player may deploy their phantom on the tile just placed, by the usual rules, on a different feature from the one their first figure took this turn. It counts as one follower.

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-phantom-deploy = The Phantom
