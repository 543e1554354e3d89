## big-follower

rule-big-follower-strength = Le grand partisan compte double

## How a value is counted, and who is how strong on a feature.

strength-part-several-fixed = { $kind ->
    [follower] { $count } partisans
    [big-follower] { $count } grands partisans
    [mayor] { $count } maires
    [wagon] { $count } chariots
    [abbot] { $count } abbés
    [phantom] { $count } fantômes
   *[other] { $count } x { $figure }
} valant { $strength } chacun

## Why an action is refused.

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-big-follower =
    `figure: big-follower` compte pour 2

## The rules in the project's own words

rule-text-big-follower-strength = Le grand partisan se place comme un partisan, là où un partisan peut aller, mais compte pour deux partisans quand on établit la majorité sur sa zone.

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-big-follower-strength = Auberges et Cathédrales : le grand partisan
