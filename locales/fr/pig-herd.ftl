## car

rule-car-fn194 = Le troupeau de cochons n'apporte rien aux granges (Big Box 2 seulement)

rule-car-fn195 = Troupeau de cochons et grange : lu comme l'évaluation des paysans

## pig-herd

rule-pigherd-score = Le troupeau de cochons ajoute un point par ville aux gagnants du pré

## The steps of a ruling.

# Le troupeau de cochons de La Rivière II : le gagnant du pré reçoit autant de plus par ville.
farm-herd-note = {" "}(avec le troupeau de cochons : +{ $herd } par ville)
step-herd-beside-barn = le troupeau de cochons sur { $farm } n'apporte rien à la grange de { $player }

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# La disposition de chaque tuile de l'extension, par son id (`base/D` donne
# `tiles-layout-base-D`), telle que `carc tiles` la liste.
tiles-layout-river-ii-pig-herd = rivière en virage O-N ; le troupeau de cochons sur le pré à l'extérieur du virage

show-svg-river-ii = La Rivière II
show-svg-pig-herd = une tache rose sur son pré pour un troupeau de cochons
show-pig-herds = troupeaux de cochons
show-pig-herd-title = troupeau de cochons

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-pig-herd =
    la tuile `river-ii/pig-herd` (ses côtés rivière ne touchent qu'une rivière : laissez ces cases vides) ;
    son pré rapporte un point de plus par ville achevée aux paysans qui le remportent

## The rules in the project's own words

rule-text-car-fn194 = La phrase qui refuse aux granges tout bonus d'une tuile de troupeau de cochons apparaît pour la première fois dans la Big Box 2 de HiG, confirmant une ancienne FAQ ; la Big Box 3 l'abandonne, sans doute parce que La Rivière II ne fait pas partie de cette boîte. L'arbitre l'applique : en fin de partie, le propriétaire d'une grange évalue un pré avec le troupeau comme n'importe quel autre, et la décision précise que le troupeau n'apporte rien (interprétations §4.6).
rule-text-car-fn195 = Cette note dit qu'une tuile de troupeau de cochons peut ajouter un point par ville quand une grange se trouve sur le pré, ce qui semble contredire fn194. L'arbitre la lit comme l'évaluation des paysans sur le pré d'une grange, telle que la présentent les tableaux récapitulatifs : les paysans évalués quand une grange est placée reçoivent 4 par ville sur le pré du troupeau, et les paysans raccordés à un pré à grange qui porte le troupeau en reçoivent 2 ; l'évaluation finale de la grange elle-même ignore le troupeau (car:fn194, interprétations §4.6).
rule-text-pigherd-score = La tuile du troupeau de cochons de La Rivière II montre un troupeau sur le pré situé à l'extérieur de la courbe de sa rivière. Quiconque remporte le pré qui le porte (la majorité des paysans, chaque joueur à égalité) marque un point de plus pour chaque ville achevée que borde ce pré : 4 en fin de partie, 5 avec son propre cochon. La rivière n'est pas une zone et sépare les prés de la tuile ; ses côtés ne touchent qu'une rivière, si bien qu'aucune autre tuile ne peut être posée contre eux. Seule la tuile du troupeau de cochons de La Rivière II est gérée.

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-car-fn194 = note 194 (sur l'évaluation finale : la tuile du troupeau de cochons et les granges)
rule-section-car-fn195 = note 195 (sur l'évaluation finale : la tuile du troupeau de cochons et les granges)
rule-section-pigherd-score = Le troupeau de cochons (évaluation du pré qui le porte)
