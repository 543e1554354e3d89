## builder

rule-builder-deploy = Placer le bâtisseur

rule-builder-double-turn = Le double tour du bâtisseur

## The steps of a ruling.

step-double-turn-extends = la tuile prolonge { $feature }, où se trouve le bâtisseur de { $player } : { $player } joue un second tour après celui-ci
step-double-turn-closes = la tuile ferme { $feature }, où se trouve le bâtisseur de { $player }, mais ne s'y raccorde pas, donc ne la prolonge pas : pas de second tour
step-double-turn-second-tile = la tuile prolonge { $feature }, où se trouve le bâtisseur de { $player }, mais c'est déjà la seconde tuile du double tour : le bâtisseur rapporte une seule tuile de plus par tour, jamais une troisième

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

check-double-turn = `double-turn` : attendu { $expected }, obtenu { $ruled }

# Le bâtisseur.
help-builder-goes-on = le bâtisseur se place sur une route ou dans une ville de la tuile posée où se trouve l'un de vos partisans
refusal-builder-no-follower = { $player } n'a aucun partisan { $feature-in }, donc le bâtisseur ne peut pas s'y joindre
label-builder-no-follower = aucun de vos partisans sur cette zone
help-builder-joins = le bâtisseur rejoint une route ou une ville où vous avez déjà un partisan

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-builder =
    `figure: builder` sur une route ou dans une ville où se trouve votre partisan

# Broken input: the diagnostics of a file that cannot be judged.
diag-double-turn-not-bool = `double-turn` vaut true ou false, pas { $found }
    .label = pas un booléen
    .help = écrivez `double-turn: true` (le second tour du bâtisseur est accordé) ou `false`

## The rules in the project's own words

rule-text-builder-deploy = Au lieu d'un partisan, un joueur peut mettre son bâtisseur sur une route ou dans une ville de la tuile qui vient d'être posée, mais seulement si l'un de ses propres partisans s'y trouve déjà. Le bâtisseur n'est pas un partisan : il n'occupe pas la zone et ne compte pas pour la majorité, et il retourne dans la réserve quand sa zone est évaluée ou qu'elle ne porte plus de partisan de son propriétaire.
rule-text-builder-double-turn = Quand un joueur pose une tuile qui prolonge une route ou une ville où se trouve son bâtisseur, il joue un second tour juste après celui-ci. Seule la pose d'une tuile peut le déclencher, et une seule fois par tour.

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-builder-deploy = Marchands et Bâtisseurs : le bâtisseur
rule-section-builder-double-turn = Marchands et Bâtisseurs : le bâtisseur
