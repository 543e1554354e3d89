## car

document-sieges = Assiégeants, Cathares, Siège (WikiCarpedia : les tuiles de siège)

rule-car-fn186 = Une ville assiégée compte toujours double pour le pré d'une grange

## sieges

rule-sieges-besieged = Une ville assiégée rapporte 1 par tuile et par blason

rule-sieges-unfinished = Une ville assiégée inachevée ne rapporte rien en fin de partie

rule-sieges-farm = Une ville assiégée compte double pour un pré

rule-sieges-escape = Un chevalier peut quitter une ville assiégée grâce à une abbaye voisine de sa tuile de siège
rule-sieges-escape-around = La fuite exige une abbaye autour d'une tuile de siège

## The steps of a ruling.

step-sieges-escape = à la fin du tour, { $kind ->
    [follower] un partisan
    [big-follower] le grand partisan
    [mayor] le maire
    [wagon] le chariot
    [abbot] l'abbé
    [phantom] le fantôme
   *[other] le pion « { $figure } »
} de { $player } en { $at } s'enfuit hors de { $city } grâce à l'abbaye en { $monastery } et retourne dans la réserve

## The ruling's frame: verdict, points, figures back, notes, citations.

# Un choix que l'action n'a pas fait : un chevalier qui aurait pu s'enfuir.
offer-escape = { $player } aurait pu faire fuir { $figure ->
    [none] son chevalier
   *[other] son chevalier ({ $figure })
} en { $at } ({ $on }) hors de la ville assiégée (`escape`)
phrase-sieges-escape-offered = l'abbaye en { $monastery } se trouve sur l'une des huit cases qui entourent la tuile de siège en { $siege }
phrase-sieges-no-escape = { $player } a un chevalier dans { $city }, mais il ne peut pas s'enfuir : aucune abbaye ne se trouve sur les huit cases qui entourent { $sieges-count ->
    [one] la tuile de siège
   *[other] les tuiles de siège
} en { $sieges }

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# La disposition de chaque tuile de l'extension, par son id (`base/D` donne
# `tiles-layout-base-D`), telle que `carc tiles` la liste.
tiles-layout-sieges-cathars-cap = bout de ville assiégée N
tiles-layout-sieges-cathars-cap-road = bout de ville assiégée N ; route droite O-E
tiles-layout-sieges-cathars-corner = ville assiégée en angle N-O
tiles-layout-sieges-cathars-corner-curve = ville assiégée en angle N-O ; virage E-S
tiles-layout-sieges-besiegers-three-sides = ville assiégée sur N, E et O ; pré S
tiles-layout-sieges-besiegers-corner-road-e = ville assiégée en angle N-O ; une route E s'arrête
tiles-layout-sieges-besiegers-cap-road-s = bout de ville assiégée N ; une route S s'arrête
tiles-layout-sieges-besiegers-cap-curve-es = bout de ville assiégée N ; virage E-S
tiles-layout-sieges-besiegers-corner-road-s = ville assiégée en angle N-O ; une route S s'arrête
tiles-layout-sieges-besiegers-cap-curve-sw = bout de ville assiégée N ; virage S-O

show-svg-sieges = sièges : l'écu sombre bordé de rouge dans une ville assiégée
show-sieges = sièges
show-siege-title = siège

# Les sièges.
refusal-sieges-not-besieged = la zone en { $at } ({ $on }) ne fait pas partie d'une ville assiégée
refusal-sieges-no-monastery = aucune abbaye ne se trouve à côté d'une tuile de siège de { $city } (tuiles de siège : { $sieges })
refusal-sieges-not-own = aucun de vos chevaliers ne se trouve en { $at } ({ $on }) ; { $figures-count ->
    [0] rien ne s'y trouve
   *[other] on y trouve { $figures }
}
refusal-sieges-ambiguous = plusieurs de vos chevaliers se trouvent là : { $figures }
label-sieges-escape = cette fuite
help-sieges-escape = l'un de vos chevaliers ne s'enfuit que d'une ville assiégée ayant une abbaye (ou le monastère) sur l'une des 8 cases autour de l'une de ses tuiles de siège, un seul par tour
refusal-sieges-one-escape = un chevalier s'est déjà enfui à ce tour : un joueur fait sortir un seul chevalier d'une ville assiégée par tour, les tuiles d'un double tour comptant ensemble
label-sieges-one-escape = une seconde fuite
help-sieges-one-escape = gardez une seule fuite ; l'autre chevalier pourra partir à la fin d'un tour suivant

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-sieges =
    les tuiles `sieges/*` (villes assiégées) ; `escape: {"{"}at: [x, y], on: N{"}"}` fait sortir votre chevalier d'une
    ville assiégée dont la tuile de siège a une abbaye à côté d'elle

# Broken input: the diagnostics of a file that cannot be judged.
diag-escape-x-y-feature-your = `escape` est `{"{"}at: [x, y], on: FEATURE{"}"}` : votre chevalier qui quitte une ville assiégée
diag-other-escape-rule-known = aucune autre règle d'évasion n'est connue
diag-escape-from-besieged-city-sieges = la fuite hors d'une ville assiégée relève des sièges

## The rules in the project's own words

rule-text-car-fn186 = Une ville assiégée rapporte toujours le double quand elle borde un pré où se trouve une grange.
rule-text-sieges-besieged = Une ville qui comprend au moins une tuile de siège est assiégée ; d'autres tuiles de siège n'y changent rien. Achevée en cours de partie, elle rapporte 1 point par tuile et par blason au lieu de 2 (avec une cathédrale, 2 au lieu de 3).
rule-text-sieges-unfinished = Une ville assiégée encore inachevée à la fin de la partie ne rapporte rien, avec ou sans cathédrale.
rule-text-sieges-farm = En fin de partie, une ville assiégée achevée compte double pour les paysans qui remportent un pré qui la borde : 6 au lieu de 3, ou 8 avec le cochon. Elle compte double aussi chaque fois que le pré d'une grange est évalué (car:fn186).
rule-text-sieges-escape = À la fin de son tour, après l'évaluation, un joueur peut faire sortir d'une ville assiégée l'un de ses propres chevaliers (tout partisan dans la ville : le maire et le chariot aussi, mais pas un bâtisseur ni un cochon) et le remettre dans sa réserve, si une abbaye ou le monastère se trouve sur l'une des 8 cases autour de l'une des tuiles de siège de cette ville ; une abbaye à côté d'une autre tuile de la ville ne compte pas. Une seule fuite par tour.
rule-text-sieges-escape-around = Un chevalier ne s'enfuit que si une abbaye ou un monastère se trouve sur l'une des huit cases autour d'une tuile de sa ville qui montre un siège, comme le veulent les règles allemandes ; une abbaye à côté d'une autre tuile de la ville ne compte pas. La règle de siège de RGG, selon laquelle n'importe quelle tuile de la ville suffirait, n'est pas proposée (interprétations §1.11).

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-car-fn186 = note 186 (sur l'évaluation lors du placement d'une grange : 3 points par ville)
rule-section-sieges-besieged = Règles › 3. Évaluation : villes achevées
rule-section-sieges-unfinished = Règles › Évaluation finale : villes assiégées inachevées
rule-section-sieges-farm = Règles › Évaluation finale : les prés
rule-section-sieges-escape = Règles › S'échapper d'une ville assiégée
rule-section-sieges-escape-around = §1.11 l'abbaye doit se trouver autour d'une tuile de siège
