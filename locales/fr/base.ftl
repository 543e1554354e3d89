## base

document-base-rules = Règles de Carcassonne (nouvelle édition) et les pions qu'elles ajoutent

rule-base-place-tile = Poser une tuile

rule-base-deploy = Placer un pion

rule-base-deploy-occupied = Pas de placement dans une zone occupée

rule-base-score-road = Évaluation d'une route achevée

rule-base-score-city = Évaluation d'une ville achevée

rule-base-score-monastery = Évaluation d'une abbaye achevée

rule-base-majority = Qui marque les points d'une zone

rule-base-return = Les pions reviennent après l'évaluation

rule-base-final-road = Routes inachevées en fin de partie

rule-base-final-city = Villes inachevées en fin de partie

rule-base-final-monastery = Abbayes inachevées en fin de partie

rule-base-score-farm = Les prés en fin de partie

rule-base-final-scoring = L'évaluation finale
rule-base-zero-total = Une force maximale de 0 ne rapporte rien à personne
rule-base-second-try = Retenter une partie du tour qui n'a lieu qu'une fois est interdit
rule-base-one-turn = Les tuiles d'un double tour forment un seul tour

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# La disposition de chaque tuile de l'extension, par son id (`base/D` donne
# `tiles-layout-base-D`), telle que `carc tiles` la liste. Les points
# cardinaux s'écrivent comme en français : N, E, S, O.
tiles-layout-base-A = abbaye avec route
tiles-layout-base-B = abbaye
tiles-layout-base-C = ville sur les quatre côtés, blason
tiles-layout-base-D = bout de ville N, route droite O-E
tiles-layout-base-E = bout de ville N
tiles-layout-base-F = ville traversante O-E (une seule ville), blason
tiles-layout-base-G = ville traversante O-E (une seule ville)
tiles-layout-base-H = deux bouts de ville séparés, N et S
tiles-layout-base-I = deux bouts de ville séparés sur des côtés voisins, N et O
tiles-layout-base-J = bout de ville N, virage E-S
tiles-layout-base-K = bout de ville N, virage S-O
tiles-layout-base-L = bout de ville N, carrefour de trois routes E/S/O
tiles-layout-base-M = ville sur N+O (une seule ville), blason
tiles-layout-base-N = ville sur N+O (une seule ville)
tiles-layout-base-O = ville sur N+O, blason, virage E-S
tiles-layout-base-P = ville sur N+O, virage E-S
tiles-layout-base-Q = ville sur N+E+O, blason
tiles-layout-base-R = ville sur N+E+O
tiles-layout-base-S = ville sur N+E+O, blason, route S qui entre dans la ville
tiles-layout-base-T = ville sur N+E+O, route S qui entre dans la ville
tiles-layout-base-U = route droite O-E
tiles-layout-base-V = virage S-O
tiles-layout-base-W = carrefour de trois routes E/S/O
tiles-layout-base-X = carrefour de quatre routes
tiles-layout-base-E-garden = comme base/E, avec un jardin
tiles-layout-base-H-garden = comme base/H, avec un jardin
tiles-layout-base-I-garden = comme base/I, avec un jardin
tiles-layout-base-M-garden = comme base/M, avec un jardin
tiles-layout-base-N-garden = comme base/N, avec un jardin
tiles-layout-base-R-garden = comme base/R, avec un jardin
tiles-layout-base-U-garden = comme base/U, avec un jardin
tiles-layout-base-V-garden = comme base/V, avec un jardin

# La tuile.
refusal-square-taken = la case { $at } porte déjà { $tile }
label-taken-square = case occupée
aside-tile-here = { $tile } se trouve en { $at }
help-empty-square = une tuile se pose sur une case vide, à côté des tuiles de la table
refusal-not-next-to-table = la case { $at } n'a aucun côté commun avec une tuile de la table
label-not-next-to-table = pas à côté des tuiles de la table
help-free-squares = cases libres à côté des tuiles de la table : { $squares }
# `$mine` et `$theirs` sont des genres de bord : road, city, field, river.
refusal-edges-mismatch = { $tile }, { $rotation ->
    [0] sans rotation
   *[other] tournée de { $rotation }°
}, met { $mine ->
    [road] une route
    [city] une ville
    [field] un pré
    [river] une rivière
   *[other] un bord
} contre { $theirs ->
    [road] la route
    [city] la ville
    [field] le pré
    [river] la rivière
   *[other] le bord
} de la tuile en { $neighbour } (côté { $side })
label-edges-mismatch = les bords ne concordent pas
aside-edge-on-side = { $theirs ->
    [road] route
    [city] ville
    [field] pré
    [river] rivière
   *[other] bord
} sur son côté { $side }
help-fits-at = { $rotations-count ->
    [0] { $tile } ne trouve sa place en { $at } dans aucun sens
   *[other] { $tile } trouve sa place en { $at } tournée de { $rotations }°
}

# Le placement.
refusal-none-in-supply = { $player } n'a plus { $figure-kind ->
    [follower] de partisan
    [big-follower] de grand partisan
    [mayor] de maire
    [wagon] de chariot
    [barn] de grange
    [abbot] d'abbé
    [phantom] de fantôme
    [builder] de bâtisseur
    [pig] de cochon
    [tower-floor] d'étage de tour
    [castle] de jeton forteresse
   *[other] de pion « { $figure } »
} dans sa réserve
label-none-in-hand = aucun en réserve
help-all-on-board = { $figure-kind ->
    [follower] tous les partisans
    [big-follower] tous les grands partisans
    [mayor] tous les maires
    [wagon] tous les chariots
    [barn] toutes les granges
    [abbot] tous les abbés
    [phantom] tous les fantômes
    [builder] tous les bâtisseurs
    [pig] tous les cochons
    [tower-floor] tous les étages de tour
    [castle] tous les jetons forteresse
   *[other] tous les pions « { $figure } »
} de { $player } sont sur la table ; placez un autre pion, ou aucun
refusal-inconsistent = la position n'est pas cohérente ici (une erreur de carc, pas du scénario : merci de la signaler)
refusal-lake-not-a-feature = le lac de { $tile } n'est pas une zone : personne ne s'y tient ; ses bouts de route se nomment par leurs points ({ $jetties })
refusal-no-feature-at = { $tile } n'a aucune zone au point { $point }
refusal-no-centre = { $tile } n'a { $name ->
    [monastery] pas d'abbaye
    [garden] pas de jardin
    [abbey] pas de monastère
    [shrine] pas de sanctuaire
   *[other] pas de « { $name } »
}
refusal-no-tile-on = aucune tuile n'est posée en { $at }
label-not-on-placed-tile = pas une zone de la tuile posée
help-features-here = zones de la tuile { $tile } à cet endroit : { $features }
refusal-occupied = { $holder } se trouve déjà { $feature-in }
label-kind-occupied = { $kind ->
    [road] route occupée
    [city] ville occupée
    [field] pré occupé
    [monastery] abbaye occupée
    [garden] jardin occupé
    [abbey] monastère occupé
    [shrine] sanctuaire occupé
   *[other] zone occupée
}
aside-stands-here = { $figure } se trouve ici
help-free-for = { $free-count ->
    [0] aucune zone de la tuile { $tile } n'est libre pour { $figure-a }
   *[other] zones libres pour { $figure-a } sur cette tuile : { $free }
}
refusal-cannot-stand-on = { $figure-the } ne peut pas occuper { $spot } de la tuile { $tile }
label-a-kind = { $kind ->
    [road] une route
    [city] une ville
    [field] un pré
    [monastery] une abbaye
    [garden] un jardin
    [abbey] le monastère
    [shrine] le sanctuaire
   *[other] une zone « { $kind } »
}
help-goes-on = { $figure-the } se place { $figure-places }
refusal-never-at-corner = { $figure-the } se place sur une zone de la tuile posée, jamais à un coin
label-a-corner = un coin
help-stands-on = avec `on`, { $figure-the } se place { $figure-places }
refusal-figure-not-on = { $figure-the } ne peut pas se placer { $kind ->
    [road] sur une route
    [city] dans une ville
    [field] sur un pré
    [monastery] dans une abbaye
    [garden] dans un jardin
    [abbey] dans le monastère
    [shrine] dans le sanctuaire
   *[other] dans une zone « { $kind } »
}

refusal-one-deployment = le placement de ce tour a déjà eu lieu : on place une fois par tour, et une action faite au lieu de placer compte comme ce placement
label-one-deployment = un second placement
help-one-deployment = gardez l'un des deux ; l'autre peut attendre un tour suivant
refusal-no-next-tile = on pose une tuile par tour ; une seconde ne vient que si la tuile précédente l'a méritée, ce qui n'est pas le cas ici
label-no-next-tile = une tuile que le tour n'a pas méritée
help-no-next-tile = jouez cette tuile dans un tour à part
refusal-only-on-features = { $figure-the } ne se place que sur les zones que nomment ses propres règles, jamais au sommet d'une tour
label-only-on-features = pas un pion pour une tour
refusal-not-a-figure = { $figure-the } ne se place pas sur une zone : il se construit sur une tour avec `deploy: {"{"}floor: [x, y]{"}"}`
label-not-a-figure = ne se place pas sur une tuile

## The rules in the project's own words

rule-text-base-place-tile = La tuile piochée se pose sur une case vide qui partage au moins un côté avec une tuile déjà sur la table, tournée de sorte que chaque côté en contact prolonge celui de sa voisine : ville contre ville, route contre route, pré contre pré.
rule-text-base-deploy = Après avoir posé la tuile, le joueur peut mettre un pion de sa propre réserve sur une zone de cette tuile (une route, une ville, une abbaye ou un pré), ou ne rien placer. Seules les zones de la tuile qui vient d'être posée sont possibles.
rule-text-base-deploy-occupied = On ne peut pas placer un pion sur une zone où se trouve déjà un partisan, où qu'il soit le long de cette zone, quel que soit son propriétaire et à quelque distance qu'il se trouve. Une zone n'est occupée par plusieurs joueurs que lorsqu'une tuile réunit des parties occupées séparément.
rule-text-base-score-road = Une route est achevée quand ses deux extrémités s'arrêtent : à un carrefour, à une ville, à une abbaye, en cul-de-sac, ou quand elle se referme en boucle. Elle rapporte 1 point par tuile qu'elle traverse (chaque tuile compte une fois).
rule-text-base-score-city = Une ville est achevée quand ses remparts se referment sans brèche. Elle rapporte 2 points par tuile et 2 de plus par blason ; dans la nouvelle édition, une ville de deux tuiles seulement rapporte aussi 4 points.
rule-text-base-score-monastery = Une abbaye est achevée quand les huit cases qui l'entourent portent toutes une tuile ; elle rapporte alors 9 points : un pour sa propre tuile et un par voisine.
rule-text-base-majority = Quand une zone est évaluée, chaque joueur additionne la force de ses partisans qui s'y trouvent. Le joueur au total le plus élevé marque la valeur entière ; les joueurs à égalité pour le total le plus élevé la marquent chacun en entier ; les autres ne reçoivent rien.
rule-text-base-return = Une fois qu'une zone achevée a été évaluée, chaque pion qui s'y trouve retourne dans la réserve de son propriétaire, que celui-ci ait marqué des points ou non.
rule-text-base-final-road = En fin de partie, une route inachevée rapporte 1 point par tuile à la majorité, comme une route achevée.
rule-text-base-final-city = En fin de partie, une ville inachevée rapporte moitié moins : 1 point par tuile et 1 par blason.
rule-text-base-final-monastery = En fin de partie, une abbaye inachevée rapporte 1 point pour sa propre tuile, plus 1 pour chaque tuile parmi ses huit voisines.
rule-text-base-score-farm = En fin de partie, chaque pré (une étendue d'herbe d'un seul tenant, bordée par les routes, les villes et le bord de la table) est évalué pour la majorité de ses paysans : 3 points par ville achevée qui le borde. Une ville qui borde plusieurs prés compte pour chacun d'eux, mais une seule fois par pré.
rule-text-base-final-scoring = Quand la dernière tuile a été jouée, chaque zone qui porte encore des pions est évaluée à sa valeur de fin de partie, puis viennent les prés ; les pions quittent la table à mesure que leurs zones sont évaluées.
rule-text-base-zero-total = Quand la plus grande force sur une zone évaluée vaut 0 (seuls s'y trouvent des maires d'une ville sans blason), personne ne marque de points pour elle, et ses pions retournent tout de même dans la réserve. C'est ainsi que ce projet lit car:fn163 et car:fn164, qui traitent une telle ville comme si aucun partisan ne l'occupait (interprétations §2.2).
rule-text-base-second-try = Une action qui tente deux fois ce qu'un tour ne permet qu'une fois (un second placement, une rançon, une fuite, une entrée dans la Cité ou un déplacement du comte) est refusée comme interdite, au nom de la règle de cette partie, et non écartée comme un fichier incorrect : les joueurs peuvent la tenter à la table, et les règles l'interdisent (interprétations §6b.2).
rule-text-base-one-turn = Les deux tuiles du double tour d'un bâtisseur forment un seul tour : ce qu'un joueur peut faire une fois par tour (racheter un prisonnier, entrer dans la Cité de Carcassonne, déplacer un bac, fuir une ville assiégée), il le fait une seule fois pour les deux tuiles, et une tuile qui serait autorisée dans un tour à part est refusée quand la tuile précédente a déjà épuisé ce droit (interprétations §6b.3).

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-base-place-tile = Poser une tuile
rule-section-base-deploy = Placer un partisan
rule-section-base-deploy-occupied = Placer un partisan
rule-section-base-score-road = Évaluer une route
rule-section-base-score-city = Évaluer une ville
rule-section-base-score-monastery = Évaluer une abbaye
rule-section-base-majority = Évaluation : plusieurs partisans sur une zone
rule-section-base-return = Le retour des partisans
rule-section-base-final-road = Évaluation finale
rule-section-base-final-city = Évaluation finale
rule-section-base-final-monastery = Évaluation finale
rule-section-base-score-farm = Évaluation finale : les prés
rule-section-base-final-scoring = Fin de la partie
rule-section-base-zero-total = §2.2 un meilleur total de 0 ne rapporte rien à personne
rule-section-base-second-try = §6b.2 retenter une partie qu'un tour n'a qu'une fois est interdit, pas incorrect
rule-section-base-one-turn = §6b.3 les tuiles d'un double tour forment un seul tour
