## shrines

document-shrines = Sanctuaires (WikiCarpedia : « Count, King and Robber », Shrines, nouvelle édition, et « Heretics and Shrines (1st edition) »)

rule-shrines-shrine = Un sanctuaire se pose, s'occupe et s'évalue comme une abbaye
rule-shrines-neighbours = Aucun sanctuaire à côté de deux abbayes, aucune abbaye à côté de deux sanctuaires
rule-shrines-challenge = Un sanctuaire et une abbaye côte à côte : le premier achevé gagne le défi

## The steps of a ruling.

aside-shrines-loses = { $winner } s'achève en premier : { $loser } à côté perd le défi, et ses partisans retournent dans la réserve sans points

## Why an action is refused.

refusal-shrines-shrine-too-many = { $tile } mettrait son sanctuaire à côté de plus d'une abbaye, en { $squares } : un sanctuaire ne touche jamais plus d'une abbaye
refusal-shrines-monastery-too-many = { $tile } mettrait son abbaye à côté de plus d'un sanctuaire, en { $squares } : une abbaye ne touche jamais plus d'un sanctuaire
refusal-shrines-shrine-second = { $tile } mettrait son sanctuaire à côté de l'abbaye en { $at }, qui a déjà un sanctuaire à côté d'elle, en { $first } : une abbaye ne touche jamais plus d'un sanctuaire
refusal-shrines-monastery-second = { $tile } mettrait son abbaye à côté du sanctuaire en { $at }, qui a déjà une abbaye à côté de lui, en { $first } : un sanctuaire ne touche jamais plus d'une abbaye
label-shrines-neighbours = un second sanctuaire ou une seconde abbaye à côté d'un bâtiment de l'autre sorte
help-shrines-neighbours = posez la tuile où son sanctuaire ou son abbaye touche au plus un bâtiment de l'autre sorte, et celui-ci aucun autre

# Commands' words: moves, show, tiles, check, new, play, gen, import.

tiles-layout-shrines-shrine = un sanctuaire dans un pré
tiles-layout-shrines-shrine-cap = un sanctuaire ; un morceau de ville au N
tiles-layout-shrines-shrine-road = un sanctuaire avec une route venant du S qui s'y arrête
tiles-layout-shrines-shrine-cap-road = un sanctuaire avec une route venant du S qui s'y arrête ; un morceau de ville au N
tiles-layout-shrines-shrine-two-roads = un sanctuaire avec des routes venant du N et du S, qui s'y arrêtent chacune

new-note-shrines =
    un partisan se pose sur un sanctuaire avec `on: shrine` ; il s'évalue comme une abbaye ;
    aucun sanctuaire à côté de deux abbayes, aucune abbaye à côté de deux sanctuaires

## The rules in the project's own words

rule-text-shrines-shrine = Un sanctuaire se pose, s'occupe et s'évalue exactement comme une abbaye : un partisan dessus rapporte 9 points quand le sanctuaire et ses huit cases voisines sont toutes couvertes, et en fin de partie un point par tuile de cet ensemble sur la table ; l'abbé peut s'y tenir.
rule-text-shrines-neighbours = On ne peut pas poser une tuile de sorte qu'un sanctuaire ait deux abbayes ou plus sur ses huit cases voisines, ni qu'une abbaye ait deux sanctuaires ou plus ; le monastère compte comme une abbaye. Les sanctuaires côte à côte et les abbayes côte à côte sont libres.
rule-text-shrines-challenge = Un sanctuaire et une abbaye sur des cases voisines, chacun occupé par un partisan, se défient. Le premier achevé s'évalue comme d'habitude ; l'autre, s'il est encore inachevé et occupé, perd : ses partisans retournent dans la réserve sans points. Un bâtiment vide ne défie personne. Si une tuile achève les deux, les deux s'évaluent ; en fin de partie, les deux s'évaluent comme d'habitude.

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-shrines-shrine = Shrines (un sanctuaire est en tout point une abbaye : son partisan est un hérétique, il s'évalue comme une abbaye)
rule-section-shrines-neighbours = Shrines, poser une tuile (un sanctuaire ne touche pas plus d'une abbaye, ni une abbaye plus d'un sanctuaire ; lectures §1.18)
rule-section-shrines-challenge = Shrines, le défi (un sanctuaire et une abbaye occupés côte à côte : le premier achevé s'évalue, les partisans de l'autre retournent sans points ; lectures §1.18)
