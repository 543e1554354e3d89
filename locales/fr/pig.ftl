## pig

rule-pig-deploy = Placer le cochon

rule-pig-score = Le cochon engraisse le pré

## The steps of a ruling.

step-farm-scored-bonus = { $farm } borde { $cities ->
    [one] { $cities } ville achevée
   *[other] { $cities } villes achevées
}{ $open-note } : { $player } marque { $cities } x { $per-city }{ $counted } = { $points }{ $herd-note } (avec { $figure ->
    [pig] le cochon
   *[other] le pion « { $figure } »
} : { $per-city } par ville) (force des paysans : { $strengths })

## Why an action is refused.

# Le cochon.
help-pig-goes-on = le cochon se place sur un pré de la tuile posée, à condition que ce pré porte déjà l'un de vos paysans
refusal-pig-no-farmer = { $player } n'a aucun paysan sur ce pré, donc le cochon ne peut pas s'y joindre
label-pig-no-farmer = aucun de vos paysans sur ce pré
help-pig-joins = le cochon rejoint un pré où vous avez déjà un paysan

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-pig =
    `figure: pig` sur un pré où se trouve votre paysan

## The rules in the project's own words

rule-text-pig-deploy = Au lieu d'un partisan, un joueur peut mettre son cochon sur un pré de la tuile qui vient d'être posée, mais seulement si l'un de ses propres paysans se trouve déjà sur ce pré. Le cochon n'est pas un partisan et ne compte pas pour la majorité.
rule-text-pig-score = Quand un pré est évalué, un joueur qui y détient la majorité des paysans et qui a aussi un cochon sur ce pré marque 1 point de plus par ville achevée (4 au lieu de 3 en fin de partie). Le cochon n'aide qu'un joueur qui remporte le pré.

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-pig-deploy = Marchands et Bâtisseurs : le cochon
rule-section-pig-score = Marchands et Bâtisseurs : le cochon
