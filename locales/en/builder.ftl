## builder

rule-builder-deploy = Deploying the builder

rule-builder-double-turn = The builder's double turn

## The steps of a ruling.

step-double-turn-extends = the tile extends { $feature }, where { $player }'s builder stands: { $player } takes a second turn after this one
step-double-turn-closes = the tile closes { $feature }, where { $player }'s builder stands, but joins nothing of it, so it does not extend it: no second turn
step-double-turn-second-tile = the tile extends { $feature }, where { $player }'s builder stands, but it is already the double turn's second tile: the builder earns one more tile a turn, never a third

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

check-double-turn = double-turn: expected { $expected }, ruled { $ruled }

# The builder.
help-builder-goes-on = the builder goes on a road or city of the placed tile that holds one of your followers
refusal-builder-no-follower = { $player } has no follower on { $feature }, so the builder cannot join it
label-builder-no-follower = no follower of yours on this feature
help-builder-joins = the builder joins a road or city where you already have a follower

# The comment `carc new` writes for this box (each line after the box's name).
new-note-builder =
    `figure: builder` on a road or city that holds your follower

# Broken input: the diagnostics of a file that cannot be judged.
diag-double-turn-not-bool = `double-turn` is true or false, not { $found }
    .label = not a boolean
    .help = write `double-turn: true` (the builder's second turn is granted) or `false`

## The rules in the project's own words

rule-text-builder-deploy = Instead of a follower a player may put their builder on a road or city of the tile just placed, but only if that feature already holds one of their own followers. The builder is not a follower: it neither occupies nor counts for majority, and it goes home when its feature is scored or no longer holds its owner's follower.
rule-text-builder-double-turn = When a player places a tile that extends a road or city holding their builder, they take a second turn right after this one. Only placing a tile can trigger it, and only once per turn.

# Where each rule stands in its source: the heading or footnote of its
# document (`carc rule`, `carc rules` and the rules reference print it).

rule-section-builder-deploy = Traders & Builders: the builder
rule-section-builder-double-turn = Traders & Builders: the builder
