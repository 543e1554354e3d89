## abbey-mayor

document-car = Complete Annotated Rules, Maires et Monastères (L'Abbaye et le Maire) : maire, chariot, grange

rule-abbey-mayor-wagon-nearby = Variante : le déplacement « à proximité » du chariot de la nouvelle édition

rule-abbey-mayor-abbey = Poser le monastère

## car

rule-car-mayor = Placer le maire

rule-car-mayor-strength = La force du maire, ce sont les blasons de sa ville

rule-car-wagon = Placer le chariot

rule-car-wagon-move = Déplacer le chariot après l'évaluation

rule-car-wagon-order = Plusieurs chariots : le joueur actif d'abord, puis dans le sens horaire

rule-car-barn = Placer la grange

rule-car-barn-score-place = Placer une grange fait marquer les paysans du pré

rule-car-barn-score-join = Les paysans raccordés au pré d'une grange marquent 1 par ville

rule-car-barn-final = Les granges en fin de partie : 4 par ville

rule-car-barn-stays = La grange reste : ni dragon ni tour ne la retire

rule-car-fn154 = Tout partisan dans une ville est un chevalier

rule-car-fn155 = Les éditions formulent différemment la condition du maire

rule-car-fn156 = Pas de maire dans une ville qui porte un chariot

rule-car-fn160 = Ni maire, ni chariot, ni grange au sommet d'une tour

rule-car-fn162 = Exemple de RGG : le maire compte pour ses blasons

rule-car-fn163 = Un maire sans blason ne rapporte rien (nouveau texte)

rule-car-fn164 = Un maire de force 0 occupe tout de même sa ville

rule-car-fn166 = La règle du chariot veut dire aucun autre partisan

rule-car-fn167 = RGG : ni autre chariot ni partisan

rule-car-fn169 = Ni chariot, ni maire, ni grange au sommet d'une tour

rule-car-fn170 = Ce que signifie « relié » pour le chariot

rule-car-fn171 = Pas de chariot d'une ville à l'autre par un carrefour

rule-car-fn172 = Le chariot ne traverse jamais une zone

rule-car-fn173 = Le chariot vers le monastère et depuis celui-ci

rule-car-fn174 = Le chariot entre une ville et une abbaye située à l'intérieur

rule-car-fn175 = Le chariot déplacé peut se placer sur n'importe quelle tuile de sa destination

rule-car-fn176 = RGG : le chariot compte toujours comme un partisan

rule-car-fn177 = Placer, évaluer et déplacer un chariot en un seul tour

rule-car-fn179 = Ni grange, ni maire, ni chariot au sommet d'une tour

rule-car-fn182 = RGG omet la phrase « une grange par pré »

rule-car-fn184 = L'évaluation de la grange a lieu à l'étape d'évaluation du tour

rule-car-fn188 = RGG : la grange elle-même reste

rule-car-fn189 = Une grange par pré ; des prés à grange raccordés sont permis

rule-car-fn190 = L'évaluation d'un pré raccordé a lieu à l'étape d'évaluation

rule-car-fn192 = Un cochon sur la tuile qui raccorde compte

rule-car-fn193 = RGG : les villes comptent à toute distance de la grange
rule-abbey-mayor-own-wagons = Les chariots libérés d'un même joueur se déplacent dans l'ordre écrit
rule-abbey-mayor-wagon-final = Aucun chariot ne se déplace en fin de partie
rule-abbey-mayor-barns-once = Plusieurs granges d'un même joueur sur un pré ne paient qu'une fois

## The steps of a ruling.

step-abbey-placed = { $player } pose le monastère en { $at }, une case dont les quatre voisines portent toutes une tuile ; il s'adapte à tous les bords et ne raccorde rien : chaque route, ville et pré qui le touche s'y arrête, chacun de son côté, et le monastère ne compte pas parmi leurs tuiles
step-barn-set = { $player } place la grange au coin { $corner } de { $at }, où quatre prés se rejoignent, sur { $farm }
step-barn-scores-farmers = la nouvelle grange fait évaluer dès maintenant les paysans qui se trouvent déjà sur { $farm }, comme en fin de partie, quel que soit le propriétaire de la grange
step-joined-barn-farm = la tuile raccorde des paysans à un pré où se trouve une grange : { $farm } est évalué dès maintenant pour ses paysans, à 1 par ville achevée
step-barn-final = la grange de { $player } sur { $farm } : { $cities } { $cities ->
    [one] ville achevée
   *[other] villes achevées
} x 4{ $counted } = { $points } ; { $player } marque { $points ->
    [one] { $points } point
   *[other] { $points } points
}
step-barns-joined = la tuile raccorde des prés qui portent chacun une grange pour former { $farm } ; c'est permis, et chaque grange reste
step-barn-stays = la grange reste où elle est
step-wagon-moved = le chariot de { $player } quitte { $from } et roule { $to }, où il se place en [{ $x }, { $y }] ({ $on }), selon { $rule }
step-wagon-stays-by-choice = le chariot de { $player } reste dans la réserve (depuis { $from }, il aurait pu aller { $options })
step-wagon-nowhere = le chariot de { $player } reste dans la réserve : selon { $rule }, aucune zone inachevée et inoccupée n'est à sa portée depuis { $from }
wagon-rule-connected = la règle « relié » (celle du CAR, première édition)
wagon-rule-nearby = la règle « à proximité » (nouvelle édition, une variante)

## How a value is counted, and who is how strong on a feature.

strength-part-no-pennants = { $figure } 0 faute de blason
strength-part-pennants = { $figure } { $strength } pour { $pennants }
# Un chariot retiré d'une zone évaluée, que son propriétaire fait rouler
# vers une autre zone à une étape suivante.
step-lifted-to-roll-on = { $count ->
    [one] { $figures } quitte { $feature } pour rouler plus loin
   *[other] { $figures } quittent { $feature } pour rouler plus loin
}
# La même chose, après que d'autres pions de cette zone sont retournés dans la réserve.
step-lifted-too-to-roll-on = { $count ->
    [one] { $figures } la quitte aussi, pour rouler plus loin
   *[other] { $figures } la quittent aussi, pour rouler plus loin
}

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# La disposition de chaque tuile de l'extension, par son id (`base/D` donne
# `tiles-layout-base-D`), telle que `carc tiles` la liste.
tiles-layout-abbey-mayor-city-4-sides = ville sur les quatre côtés, 2 blasons
tiles-layout-abbey-mayor-crossing-cities = deux villes séparées qui se croisent : une ville N-S (blason) et une ville E-O
tiles-layout-abbey-mayor-cap-over-band = bout de ville N (blason) et une ville E-O séparée
tiles-layout-abbey-mayor-two-caps-roads-in = bouts de ville séparés N et O ; la route E entre dans la ville N, la route S dans la ville O
tiles-layout-abbey-mayor-monastery-4-roads = abbaye avec quatre routes
tiles-layout-abbey-mayor-road-into-cap = bout de ville N, route O qui tourne pour entrer dans la ville
tiles-layout-abbey-mayor-cap-curve-es = bout de ville N, virage E-S (variante de base J, dont le pré extérieur est coupé en deux)
tiles-layout-abbey-mayor-cap-curve-sw = bout de ville N, virage S-O (variante de base K, dont le pré extérieur est coupé en deux)
tiles-layout-abbey-mayor-walled-cap = bout de ville O avec blason, dont les remparts atteignent les coins NE et SE
tiles-layout-abbey-mayor-dead-end = route S qui s'arrête au milieu de la tuile (cul-de-sac)
tiles-layout-abbey-mayor-fork = embranchement : une seule route qui relie N, E et O
tiles-layout-abbey-mayor-tunnel = ville E-O avec blason ; route N-S qui passe sous la ville
tiles-layout-abbey-mayor-dead-end-garden = comme abbey-mayor/dead-end, avec un jardin
tiles-layout-abbey-mayor-abbey = le monastère : une abbaye qui s'accorde à tous les bords, posée à la place d'une tuile piochée

show-svg-abbeys = monastères : le bloc gris au milieu d'une tuile
show-key-abbey = A monastère

# Le monastère.
refusal-abbey-mayor-not-in-hole = le monastère ne se pose que dans un trou, mais { $at } n'a pas de voisine { $empty }
label-abbey-mayor-not-surrounded = case non entourée sur ses quatre côtés
help-abbey-mayor-in-hole = posez le monastère sur une case vide dont les quatre voisines portent toutes une tuile
phrase-abbey-mayor-side-square = { $side ->
    [N] au nord
    [E] à l'est
    [S] au sud
    [O] à l'ouest
   *[other] { $side }
} ({ $at })

# Le maire.
help-car-mayor-goes-on = le maire ne se place que dans une ville de la tuile posée où ne se trouve aucun partisan
help-car-mayor-no-knight = le maire ne se place que dans une ville sans chevalier ; placez-le ailleurs, ou placez un autre pion
aside-car-zero-mayor = { $figure } se trouve ici : sans blason, il a une force de 0, mais il occupe la ville
help-car-zero-mayor = un maire de force 0 occupe tout de même sa ville ; placez votre pion sur une autre zone

# Le chariot.
help-car-wagon-goes-on = le chariot se place sur une route, dans une ville, dans une abbaye ou dans le monastère, jamais sur un pré ni dans un jardin
help-car-wagon-free = le chariot ne va que sur une zone où ne se trouve aucun partisan
refusal-car-wagon-chosen-twice = { $player } choisit deux fois pour le chariot
label-car-second-choice = second choix pour le même chariot
aside-car-first-choice = premier choix
help-car-one-choice = donnez un seul choix par chariot libéré
refusal-car-wagon-not-freed = le chariot de { $player } en { $square } n'a pas été évalué à ce tour, il ne se déplace donc pas
refusal-car-which-wagon = { $player } a { $count } chariots libérés à ce tour, et le choix ne dit pas lequel il déplace
label-car-which-wagon = quel chariot ?
help-car-freed-squares = désignez le chariot par sa case, `from: [x, y]` ; { $squares-count ->
    [one] le chariot libéré se trouve en { $squares }
   *[other] les chariots libérés se trouvent en { $squares }
}
refusal-car-no-wagon-freed = aucun chariot de { $player } n'a été évalué à ce tour : il n'y a donc rien à déplacer
label-car-no-freed-wagon = aucun chariot libéré
help-car-freed-wagons = { $owners-count ->
    [0] seul un chariot dont la zone est évaluée à ce tour se déplace ; ce tour n'en libère aucun
   *[other] les chariots libérés à ce tour appartiennent à : { $owners }
}
label-car-no-such-feature = zone introuvable
# `$rule` est la règle de déplacement du chariot en jeu : connected ou nearby.
help-car-wagon-targets = { $targets-count ->
    [0] rien n'est à portée selon { $rule ->
        [nearby] la règle « à proximité » (nouvelle édition, une variante)
       *[other] la règle « relié » (celle du CAR, première édition)
    } : envoyez-le `to: supply`
   *[other] destinations autorisées selon { $rule ->
        [nearby] la règle « à proximité » (nouvelle édition, une variante)
       *[other] la règle « relié » (celle du CAR, première édition)
    } : { $targets } ; ou `to: supply`
}
phrase-car-wagon-target = { $feature } (`{"{"}at: { $at }, on: { $on }{"}"}`)
refusal-car-wagon-target-refused = le chariot de { $player } ne peut pas aller { $target-into } : { $why }
label-car-not-wagon-target = pas une destination autorisée pour le chariot
phrase-car-target-complete = cette zone est achevée
phrase-car-target-occupied = la zone est occupée par { $figures }
phrase-car-target-field = un chariot ne va jamais sur un pré ni dans un jardin
phrase-car-target-scored = c'est la zone qui vient d'être évaluée
phrase-car-target-not-connected = cette zone n'est pas directement reliée à la zone évaluée
phrase-car-target-not-nearby = aucune partie de cette zone ne se trouve sur la case du chariot ni sur les 8 cases qui l'entourent

# La grange.
refusal-car-barn-not-taken = { $figure } reste jusqu'à la fin de la partie : rien ne retire une grange de la table
label-car-barn-stays = la grange reste
help-car-barn-stays = seuls des partisans peuvent être retirés de la table : un partisan, un grand partisan, un maire, un chariot, un abbé ou un fantôme
refusal-car-barn-not-on-feature = la grange ne se place qu'à un coin où quatre prés se rejoignent, jamais sur une zone d'une tuile comme { $spot }
label-car-not-a-corner = pas un coin
help-car-barn-corner = placez la grange avec `corner:` (NE, SE, SW ou NW de la tuile posée) au lieu de `on:`
refusal-car-farm-has-barn = la grange de { $player } se trouve { $feature-in } : aucun paysan ne peut y être placé
label-car-farm-with-barn = un pré avec une grange
aside-car-barn-on-farm = la grange de ce pré
help-car-farm-with-barn = placez votre pion sur une autre zone ; un pré avec une grange ne reçoit plus de paysans
help-car-one-barn = chaque joueur a une seule grange ; elle reste là où elle a été placée
refusal-car-second-barn = la grange de { $player } se trouve déjà { $feature-in }
label-car-second-barn = une seconde grange sur un même pré
aside-car-barn-already = la grange déjà présente sur ce pré
help-car-one-barn-per-farm = une grange par pré ; deux prés à grange pourront ensuite être raccordés par une tuile
refusal-car-not-four-fields = la grange a besoin de quatre prés qui se rejoignent au coin { $corner } de { $at }, mais { $spoilers }
label-car-not-four-fields = pas quatre prés ici
help-car-barn-corners = coins de { $at } où quatre prés se rejoignent : { $corners-count ->
    [0] aucun
   *[other] { $corners }
}
phrase-car-square-empty = { $square } est vide
phrase-car-square-abbey = { $square } est le monastère, qui n'a pas de pré
phrase-car-square-shows = { $tile } en { $square } montre { $kind ->
    [road] une route
    [city] une ville
    [monastery] une abbaye
    [garden] un jardin
    [river] une rivière
   *[other] « { $kind } »
} à son coin { $corner }
phrase-car-square-split = { $tile } en { $square } montre deux prés séparés à son coin { $corner }

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-abbey-mayor =
    `figure: mayor|wagon|barn` (la grange se place à un `corner: NE`), la tuile `abbey-mayor/abbey` (le monastère),
    `wagons: [{"{"}owner: red, to: {"{"}at: [x, y], on: N{"}"}{"}"}]` pour les chariots libérés, `variants: {"{"}wagon-move: nearby{"}"}`

# Broken input: the diagnostics of a file that cannot be judged.
diag-variants-mapping-like-wagon-move = `variants` est une table comme `{"{"}wagon-move: nearby{"}"}`
diag-wagon-move-variant = variante du déplacement du chariot
    .unknown = variante du déplacement du chariot inconnue
    .not = pas une variante du déplacement du chariot
diag-each-choice-owner-red-supply = chaque choix est `{"{"}owner: red, to: supply{"}"}` ou `{"{"}owner: red, to: {"{"}at: [x, y], on: N{"}"}{"}"}`
diag-wagon-choice = un choix de chariot
diag-say-whose-wagon-owner-red = dites à qui est le chariot : `owner: red`
diag-say-where-wagon-goes = dites où va le chariot
diag-wagon-goes-supply-x-y = un chariot va `to: supply` ou `to: {"{"}at: [x, y], on: POINT{"}"}`
diag-wagon-target = une destination de chariot
diag-carc-lets-barn-onto-farm = carc ne laisse une grange aller sur un pré que si aucune grange ne s'y trouve encore (car:barn) ; remettez la règle dans JCloisterZone
diag-barn-corner-tile-placed-turn = une grange qui ne se trouve à aucun coin de la tuile posée à ce tour
diag-barn-stands-corner-feature = une grange se place à un coin, pas sur une zone
    .label = `on` donné pour une grange
    .help = écrivez `corner: NE` (ou SE, SW, NW) au lieu de `on`
diag-abbey-not-turned = le monastère ne se tourne pas
diag-drop-rotation-abbey-fits-any = retirez `rotation` : le monastère s'accorde à tous les bords
diag-names-square-tile-table = `at` désigne la case d'une tuile de la table
diag-not-a-wagon-place = `{ $word }` n'est pas une destination de chariot
    .label = ni `supply` ni une zone
diag-corner-not-field = le coin { $corner } de { $tile } n'est pas un pré
    .label = la grange demande ici un pré
    .help = une grange se place là où quatre prés se rejoignent
diag-only-barn-at-corner = seule la grange se place à un coin, pas { $figure }
    .label = coin donné
diag-stands-on-key = { $figure } se place avec `on` { $places }
diag-no-wagon-on = { $player } n'a pas de chariot en { $at }
    .label = aucun chariot de ce joueur ici
    .help = `from` désigne la case du chariot du joueur que le choix déplace
diag-no-tile-for-wagon = aucune tuile en { $at } où le chariot pourrait aller
diag-import-no-wagon-rule = aucune règle de chariot `{ $value }` n'est connue

## The rules in the project's own words

rule-text-abbey-mayor-wagon-nearby = Avec `variants: {"{"}wagon-move: nearby{"}"}`, l'arbitre applique la règle de la nouvelle édition au lieu de celle du CAR : après l'évaluation, le chariot peut aller sur une route, une ville ou une abbaye inachevée et inoccupée dont une partie se trouve sur la case même du chariot ou sur l'une des huit qui l'entourent, en traversant des prés s'il le faut, sans qu'aucune liaison imprimée soit nécessaire. La règle du CAR (première édition) est celle par défaut.
rule-text-abbey-mayor-abbey = Au lieu de piocher, un joueur peut poser sa tuile Monastère sur une case dont les quatre voisines portent toutes une tuile ; elle s'adapte à tous les bords. Elle ferme chaque route, ville et pré qui la touche, sans compter parmi leurs tuiles, et elle est évaluée comme une abbaye.
rule-text-car-mayor = Un joueur peut placer le maire à la place d'un partisan, mais seulement dans une ville de la tuile posée où ne se trouve encore aucun chevalier ; toutes les autres règles de placement s'appliquent. Le maire ne va que dans les villes, jamais sur une route, dans une abbaye ou sur un pré.
rule-text-car-mayor-strength = Quand une ville est évaluée, un partisan a une force de 1, un grand partisan de 2, et le maire autant que de blasons dans toute la ville : un maire dans une ville sans blason a donc une force de 0 et ne rapporte rien. Le maire ne change pas les points de la ville et retourne dans la réserve de son propriétaire une fois la ville évaluée.
rule-text-car-wagon = Un joueur peut placer le chariot à la place d'un partisan ordinaire sur une route, dans une ville ou dans une abbaye de la tuile posée où ne se trouve aucun autre partisan. Un chariot ne se place jamais sur un pré.
rule-text-car-wagon-move = Le chariot compte comme un partisan ordinaire quand sa zone est évaluée. Ensuite, que son propriétaire ait gagné ou perdu, celui-ci le reprend ou le fait rouler vers une route, une ville ou une abbaye directement reliée, encore inachevée et inoccupée ; sans zone de ce genre, il doit retourner dans la réserve. L'arbitre applique par défaut cette règle « relié », et la règle « à proximité » de la nouvelle édition seulement comme variante (interprétations §3).
rule-text-car-wagon-order = Quand une même étape d'évaluation libère plusieurs chariots, leurs propriétaires choisissent tour à tour de les reprendre ou de les déplacer, en commençant par le joueur actif puis dans le sens horaire. L'arbitre ne déplace aucun chariot lors de l'évaluation finale (interprétations §3.9).
rule-text-car-barn = Au lieu d'un partisan, un joueur peut placer la grange sur un coin commun à quatre tuiles, dont la tuile qui vient d'être posée, là où toutes les quatre montrent du pré. Le pré peut déjà porter des paysans, mais pas une autre grange, et la grange reste ensuite en place jusqu'à la fin de la partie.
rule-text-car-barn-score-place = Les paysans déjà présents sur le pré sont évalués comme ils le seraient en fin de partie : les joueurs majoritaires reçoivent 3 points par ville achevée, plus 1 par ville pour le cochon d'un joueur majoritaire, que le propriétaire de la grange soit parmi eux ou non. Les paysans (et les cochons) retournent ensuite dans la réserve, tandis que la grange reste.
rule-text-car-barn-score-join = Personne ne peut placer un paysan sur un pré où se trouve une grange. Quand une tuile posée raccorde un pré portant des paysans à un pré où se trouve une grange, la majorité des paysans est évaluée aussitôt, mais ne reçoit que 1 point par ville achevée (2 avec un cochon), et ces paysans retournent à leurs propriétaires.
rule-text-car-barn-final = En fin de partie, le propriétaire d'une grange gagne 4 points pour chaque ville achevée qui borde le pré de la grange, et 5 pour chaque forteresse qui s'y trouve (castles:farm, interprétations §1.12). Si des tuiles de raccord ont réuni plusieurs granges sur un même pré, chaque propriétaire marque en entier ; l'arbitre paie chaque joueur une seule fois par pré, quel que soit le nombre de ses granges qui s'y trouvent (interprétations §4.5).
rule-text-car-barn-stays = Une fois placée, la grange reste sur son coin jusqu'à la fin de la partie : le dragon ne peut pas la retirer, et une tour ne peut pas la faire prisonnière.
rule-text-car-fn154 = Tout partisan qui se trouve dans une ville, maire compris, compte comme un chevalier de cette ville. Le maire a donc besoin d'une ville où ne se trouve aucun partisan, de quelque genre que ce soit.
rule-text-car-fn155 = La Big Box 2 de RGG demande une ville sans chevalier ni partisan, et certaines impressions disent sans chevalier ni maire. Aucune des deux formulations ne change la règle, puisque le maire et tous les autres partisans d'une ville sont de toute façon des chevaliers.
rule-text-car-fn156 = Un chariot dans une ville est un partisan : cette ville est donc déjà occupée, et le maire ne peut pas y être placé.
rule-text-car-fn160 = Aucun de ces trois pions ne peut se trouver sur une tour ; chacun ne va que sur les zones que nomme sa propre règle.
rule-text-car-fn162 = L'édition RGG ajoute un exemple où une ville avec trois blasons fait valoir le maire autant que trois partisans. Il ne fait que redire la règle ; l'arbitre compte les blasons de toute la ville au moment où elle est évaluée.
rule-text-car-fn163 = La Big Box 2 de HiG est la première impression à dire qu'un maire dans une ville sans blason ne rapporte rien, confirmant une ancienne réponse de la FAQ (car:fn164). L'arbitre l'applique par car:mayor-strength.
rule-text-car-fn164 = Un maire dans une ville sans blason l'occupe tout de même, si bien que personne ne peut y placer de pion. Lors de l'évaluation, il n'a aucune force et il est traité comme si aucun partisan ne s'y trouvait : son propriétaire ne reçoit aucun point, et si personne n'a plus de 0 de force, personne ne marque la ville.
rule-text-car-fn166 = L'annotateur dit que la règle du chariot devrait parler d'aucun autre partisan plutôt que d'aucun autre pion. Dans le périmètre de cet arbitre, les deux lectures ne diffèrent jamais sur une route, une ville ou une abbaye, et l'arbitre refuse le chariot partout où se trouve déjà un pion, quel qu'il soit (interprétations §3).
rule-text-car-fn167 = L'édition RGG formule la condition ainsi : aucun autre chariot ni partisan. Cela évite la confusion autour du mot « pion », mais laisse entendre à tort que le chariot n'est pas un partisan ; rien ne change en jeu.
rule-text-car-fn169 = Reprend car:fn160 pour le chariot : ces pions ne peuvent pas être mis sur une tour, seulement sur les zones que permettent leurs propres règles.
rule-text-car-fn170 = Sont reliées les routes qui se rejoignent à un carrefour et une route qui mène tout droit à une porte de ville ou à une abbaye ; deux villes ne sont jamais reliées, même là où leurs remparts se touchent à un coin de tuile, si bien que le chariot doit voyager par la route. Un ajout de l'éditeur entre crochets, que suit l'arbitre, précise qu'une route qui ne touche une ville qu'en un point plutôt qu'à une porte, ou qui passe dessous par un tunnel, n'est pas reliée à cette ville.
rule-text-car-fn171 = Un carrefour fait partie des routes : un chariot ne peut le franchir que s'il est parti d'une route ; un chariot qui quitte une ville ne peut pas emprunter un carrefour pour gagner une autre ville. Les minuscules amorces de route sur lesquelles on ne peut pas placer de partisan ne sont pas non plus des destinations.
rule-text-car-fn172 = Un chariot ne peut pas traverser une zone pour en atteindre une autre ; tout ce qu'un partisan peut occuper ou qui déclenche un effet compte comme une zone, si bien qu'une abbaye entre deux routes barre le passage. Cela renverse une ancienne réponse. L'arbitre tranche la partie qui concerne l'abbaye ; les bazars, les cercles de culture et les foires demandent des extensions qui ne sont pas gérées.
rule-text-car-fn173 = Le chariot peut être placé sur le monastère. Après l'évaluation, il peut rouler du monastère vers une route ou une ville qui le touche directement, ou d'une telle route ou ville vers le monastère, tant que la destination est encore inachevée.
rule-text-car-fn174 = Un chariot peut aller d'une ville à une abbaye située à l'intérieur de celle-ci, ou l'inverse, car un bord ou une surface en commun suffit à les relier, sans qu'une route soit nécessaire.
rule-text-car-fn175 = Quand un chariot entre dans une zone, son propriétaire choisit la tuile où il se place, par exemple n'importe quelle tuile d'une route de cinq tuiles plutôt que la plus proche. Cela ne change rien à l'évaluation et ne compte que pour les extensions qui frappent des tuiles isolées.
rule-text-car-fn176 = La version RGG ajoute que, lors de l'évaluation, le chariot est toujours traité comme un partisan. L'arbitre lui donne une force de 1 et le laisse se déplacer une fois sa zone évaluée, que son propriétaire ait gagné ou perdu.
rule-text-car-fn177 = Un chariot placé au lieu d'un partisan sur une zone que la même tuile achève est évalué aussitôt et peut ensuite rouler plus loin, le tout au cours du même tour. Une note entre crochets ajoute que déplacer le chariot ne remplace pas l'étape de placement.
rule-text-car-fn179 = Reprend car:fn160 pour la grange : elle ne peut pas être mise sur une tour, seulement là où sa propre règle le permet.
rule-text-car-fn182 = L'impression RGG omet la phrase qui interdit une grange sur un pré qui en a déjà une. L'arbitre garde la règle, que RGG énonce ailleurs, comme le montre car:fn189.
rule-text-car-fn184 = « Aussitôt » signifie que les paysans sont évalués et retirés pendant l'étape d'évaluation normale de ce tour au lieu de rester jusqu'à la fin de la partie ; le jeu ne s'interrompt pas pour une évaluation à part. Tout ce qui précède l'évaluation dans un tour a lieu d'abord, si bien que les villes que la même tuile achève comptent.
rule-text-car-fn188 = L'édition RGG ajoute que la grange, contrairement aux paysans, n'est pas retirée après cette évaluation. La règle le sous-entend déjà ; l'arbitre laisse la grange sur la table.
rule-text-car-fn189 = Aucun paysan ne peut être placé sur un pré où se trouve une grange. Le texte RGG ajoute qu'une grange ne peut pas être placée sur un pré qui en a déjà une, mais qu'une tuile peut ensuite raccorder deux prés qui ont chacun une grange.
rule-text-car-fn190 = Comme pour la pose d'une grange, les paysans raccordés au pré d'une grange sont évalués et retirés pendant l'étape d'évaluation ordinaire de ce tour, sans pause à part ; tout ce qui doit précéder l'évaluation dans le tour a lieu d'abord.
rule-text-car-fn192 = Le cochon peut être placé sur la tuile qui vient d'être posée et qui raccorde un pré au pré d'une grange, même si ce pré est déjà occupé. Il est placé avant l'étape d'évaluation, si bien que le cochon d'un joueur majoritaire porte l'évaluation à 2 par ville.
rule-text-car-fn193 = L'édition RGG ajoute que les villes comptent à quelque distance de la grange qu'elles se trouvent, sans doute pour préparer les joueurs à l'évaluation des prés de la troisième édition. L'arbitre compte chaque ville achevée qui borde le pré de la grange.
rule-text-abbey-mayor-own-wagons = La boîte donne un chariot à chaque joueur, mais une table peut en distribuer davantage. Quand un joueur a plusieurs chariots libérés en même temps, chaque choix désigne son chariot par la case où il se trouve, et les chariots se déplacent l'un après l'autre dans l'ordre où les choix sont écrits ; un choix qui ne dit pas de quel chariot il s'agit, ou qui en désigne un qui n'a pas été libéré, est refusé. Que le joueur choisisse l'ordre, c'est la règle qui vaut pour plusieurs chariots de joueurs différents, appliquée à l'intérieur du tour de rôle d'un même joueur (interprétations §3.8).
rule-text-abbey-mayor-wagon-final = Lors de l'évaluation finale, un chariot compte comme un partisan sur sa zone et retourne dans la réserve avec les autres ; aucun ne roule plus loin. Son déplacement appartient à l'évaluation d'un tour, et l'évaluation finale n'est pas un tour ; un chariot qui se déplacerait alors pourrait ajouter sa force à une zone pas encore évaluée, et le résultat dépendrait d'un ordre d'évaluation que les règles laissent ouvert (interprétations §3.9).
rule-text-abbey-mayor-barns-once = En fin de partie, un joueur qui a une ou plusieurs granges sur un pré gagne 4 points pour chaque ville achevée de ce pré une seule fois, quel que soit le nombre de ses granges qui s'y trouvent : la règle paie les joueurs, pas les granges, et les villes d'un pré ne comptent qu'une fois partout ailleurs aussi (interprétations §4.5).

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-abbey-mayor-wagon-nearby = §3.5 (et §3.1), la variante wagon-move: nearby
rule-section-abbey-mayor-abbey = Maires et Monastères : le monastère
rule-section-abbey-mayor-wagon-final = §3.9 aucun chariot ne se déplace en fin de partie
rule-section-abbey-mayor-own-wagons = §3.8 les chariots libérés d'un même joueur se déplacent dans l'ordre écrit
rule-section-abbey-mayor-barns-once = §4.5 plusieurs granges d'un même joueur sur un pré ne paient qu'une fois
rule-section-car-mayor = Le maire : placement
rule-section-car-mayor-strength = Le maire : évaluation
rule-section-car-wagon = Le chariot : placement
rule-section-car-wagon-move = Le chariot : déplacement après l'évaluation
rule-section-car-wagon-order = Le chariot : plusieurs chariots dans une même évaluation
rule-section-car-barn = La grange : placement
rule-section-car-barn-stays = La grange : elle reste jusqu'à la fin de la partie (ni le dragon ni une tour ne la retire)
rule-section-car-barn-score-place = Évaluation lors du placement d'une grange
rule-section-car-barn-score-join = Évaluation lors du raccordement d'un pré
rule-section-car-barn-final = Évaluation finale : évaluer les granges
rule-section-car-fn154 = note 154 (sur le maire : placement, une ville sans chevalier)
rule-section-car-fn155 = note 155 (sur le maire : placement, une ville sans chevalier)
rule-section-car-fn156 = note 156 (sur le maire : placement, une ville sans chevalier)
rule-section-car-fn160 = note 160 (sur le maire : placement, les règles habituelles s'appliquent toujours)
rule-section-car-fn162 = note 162 (sur le maire : évaluation, la force est le nombre de blasons)
rule-section-car-fn163 = note 163 (sur le maire : évaluation, une ville sans blason)
rule-section-car-fn164 = note 164 (sur le maire : évaluation, une ville sans blason)
rule-section-car-fn166 = note 166 (sur le chariot : placement, aucun autre pion)
rule-section-car-fn167 = note 167 (sur le chariot : placement, aucun autre pion)
rule-section-car-fn169 = note 169 (sur le chariot : placement, aucun autre pion)
rule-section-car-fn170 = note 170 (sur le chariot : déplacement vers une zone directement adjacente)
rule-section-car-fn171 = note 171 (sur le chariot : déplacement vers une zone directement adjacente)
rule-section-car-fn172 = note 172 (sur le chariot : déplacement vers une zone directement adjacente)
rule-section-car-fn173 = note 173 (sur le chariot : déplacement vers une zone directement adjacente)
rule-section-car-fn174 = note 174 (sur le chariot : déplacement vers une zone directement adjacente)
rule-section-car-fn175 = note 175 (sur le chariot : la zone où il est déplacé)
rule-section-car-fn176 = note 176 (sur le chariot : la destination doit être inachevée et inoccupée)
rule-section-car-fn177 = note 177 (sur le chariot : le reprendre quand aucune destination n'est libre)
rule-section-car-fn179 = note 179 (sur la grange : placement à un coin où se rejoignent quatre prés)
rule-section-car-fn182 = note 182 (sur la grange : pas sur un pré qui a déjà une grange)
rule-section-car-fn184 = note 184 (sur l'évaluation lors du placement d'une grange : les paysans sont évalués aussitôt)
rule-section-car-fn188 = note 188 (sur l'évaluation lors du placement d'une grange : les paysans reviennent)
rule-section-car-fn189 = note 189 (sur l'évaluation lors du raccordement d'un pré : aucun paysan sur le pré d'une grange)
rule-section-car-fn190 = note 190 (sur l'évaluation lors du raccordement d'un pré : les paysans sont évalués aussitôt)
rule-section-car-fn192 = note 192 (sur l'évaluation lors du raccordement d'un pré : 2 points avec un cochon)
rule-section-car-fn193 = note 193 (sur l'évaluation finale : 4 points par ville du pré de la grange)
