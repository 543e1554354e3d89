## traders-builders

document-traders-builders = Marchands et Bâtisseurs (WikiCarpedia, nouvelle édition)

rule-tb-goods = Achever une ville rapporte ses marchandises

rule-tb-goods-scoring = La majorité de jetons de chaque marchandise rapporte 10

rule-tb-alone = Un bâtisseur ou un cochon sans partisan de son propriétaire retourne dans la réserve

## The steps of a ruling.

step-goods-taken = { $player } a achevé { $city } et en prend les marchandises : { $goods }
step-goods-scored = { $winners } détient le plus de jetons { $good } et marque { $points ->
    [one] { $points } point
   *[other] { $points } points
} (jetons détenus : { $holdings })
step-goods-scored-tied = { $winners } sont à égalité pour le plus de jetons { $good } et marquent chacun { $points ->
    [one] { $points } point
   *[other] { $points } points
} (jetons détenus : { $holdings })
# Une marchandise par son id (wine, grain, cloth).
good = { $good ->
    [wine] vin
    [grain] blé
   *[cloth] tissu
}
# `$count` arrive parfois comme texte : la forme « 2 × vin » ne dépend pas du pluriel.
goods-count = { $count } × { $good ->
    [wine] vin
    [grain] blé
   *[cloth] tissu
}

## The ruling's frame: verdict, points, figures back, notes, citations.

report-goods-taken = Marchandises prises : { $goods }

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# La disposition de chaque tuile de l'extension, par son id (`base/D` donne
# `tiles-layout-base-D`), telle que `carc tiles` la liste.
tiles-layout-traders-builders-corner-city-grain = ville N-O avec du blé
tiles-layout-traders-builders-corner-city-wine = ville N-O avec du vin
tiles-layout-traders-builders-band-cap-s-cloth = ville traversante O-E avec du tissu, et un bout de ville séparé S
tiles-layout-traders-builders-band-cap-s-wine = ville traversante O-E avec du vin, et un bout de ville séparé S
tiles-layout-traders-builders-three-sides-grain = ville sur N, E et O avec du blé ; pré S
tiles-layout-traders-builders-corner-city-two-caps-cloth = ville N-O avec du tissu ; bouts de ville séparés E et S
tiles-layout-traders-builders-corner-city-roads-in-cloth = ville N-O avec du tissu ; les routes E et S y entrent, quatre prés
tiles-layout-traders-builders-corner-city-roads-in-wine = ville N-O avec du vin ; les routes E et S y entrent, le pré qui les sépare étant commun
tiles-layout-traders-builders-corner-city-roads-in-wine-garden = comme traders-builders/corner-city-roads-in-wine, avec un jardin
tiles-layout-traders-builders-corner-city-road-e-cap-s-cloth = ville N-O avec du tissu ; la route E y entre ; bout de ville séparé S
tiles-layout-traders-builders-corner-city-road-e-cap-s-grain = ville N-O avec du blé ; la route E y entre ; bout de ville séparé S
tiles-layout-traders-builders-corner-city-road-e-cloth = ville N-O avec du tissu ; la route E y entre
tiles-layout-traders-builders-corner-city-road-e-cloth-garden = comme traders-builders/corner-city-road-e-cloth, avec un jardin
tiles-layout-traders-builders-corner-city-road-e-wine = ville N-O avec du vin ; la route E y entre ; un rempart isole le pré côté S
tiles-layout-traders-builders-three-sides-road-s-wine = ville sur N, E et O avec du vin ; la route S y entre
tiles-layout-traders-builders-two-corner-cities-wine = ville N-O avec du vin et une ville E-S séparée, un pré intérieur entre les deux
tiles-layout-traders-builders-band-wine = ville traversante O-E avec du vin
tiles-layout-traders-builders-cap-road-e = bout de ville N ; la route E y entre
tiles-layout-traders-builders-band-road-s-grain = ville traversante O-E avec du blé ; la route S y entre
tiles-layout-traders-builders-band-road-s-wine = ville traversante O-E avec du vin ; la route S y entre
tiles-layout-traders-builders-band-roads-n-s-wine = ville traversante O-E avec du vin ; les routes N et S y entrent
tiles-layout-traders-builders-monastery-three-roads = abbaye ; les routes E, S et O s'y arrêtent chacune
tiles-layout-traders-builders-corner-city-road-s-grain = ville N-O avec du blé ; la route S y entre
tiles-layout-traders-builders-corner-city-road-s-grain-wall = ville N-O avec du blé ; la route S y entre ; un rempart isole le pré côté E
tiles-layout-traders-builders-cap-roads-w-s = bout de ville N ; la route S y entre, et la route O s'arrête là où elle rencontre la route S
tiles-layout-traders-builders-overpass = les routes N-S et O-E se croisent sur un pont sans se rejoindre

show-svg-goods = jetons marchandise, dans les villes
show-svg-wine = W vin (violet)
show-svg-grain = G blé (doré)
show-svg-cloth = C tissu (bleu)
check-goods = `goods` de { $player } : attendu { $expected } × { $good ->
    [wine] vin
    [grain] blé
   *[cloth] tissu
}, obtenu { $ruled }

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-traders-builders =
    les tuiles `traders-builders/*` (marchandises dans les villes ; `carc tiles | grep traders-builders`),
    `goods: {"{"}red: {"{"}wine: 1{"}"}{"}"}` pour les marchandises détenues, `figure: builder|pig`

# Broken input: the diagnostics of a file that cannot be judged.
diag-goods-tokens-per-player-e = les jetons marchandise par joueur, par exemple `{"{"}red: {"{"}wine: 2, cloth: 1{"}"}{"}"}` (marchandises : wine, grain, cloth)
diag-more-than-box = plus que la boîte
diag-mapping-from-good-count = une table de marchandise à nombre
diag-goods-tokens-belong-traders-builders = les jetons marchandise appartiennent aux règles `traders-builders`, qui ne sont pas en jeu
    .label = des marchandises sans Marchands et Bâtisseurs
diag-add-traders-builders-rules-remove = ajoutez `traders-builders` à `rules`, ou retirez `goods`
diag-called-grain = `{ $word }` s'appelle ici `grain`
    .label = un autre nom du blé
    .help = écrivez `grain`
diag-box-holds-only = la boîte ne contient que { $count } jetons de { $good }
diag-player-holds-at-most = un joueur a au plus { $count } jetons de { $good }
diag-tokens-too-many = { $over ->
    [one] un jeton de trop
   *[other] { $over } jetons de trop
}
diag-players-hold = les joueurs ont { $count } jetons de { $good }, et la boîte n'en contient que { $box }
diag-tokens-add-up = les jetons de { $good } détenus font au plus { $box } en tout
diag-word-good = marchandise
    .unknown = marchandise inconnue
    .not = pas une marchandise

## The rules in the project's own words

rule-text-tb-goods = Celui qui achève une ville en posant une tuile prend un jeton pour chaque symbole de marchandise (vin, blé, tissu) présent dans cette ville. Peu importe qui occupe la ville, que le joueur qui l'achève y ait un pion ou non, ou que quelqu'un marque des points pour elle. Une ville encore inachevée en fin de partie ne rapporte aucune marchandise.
rule-text-tb-goods-scoring = Lors de l'évaluation finale, chaque marchandise est évaluée séparément : le joueur qui en détient le plus de jetons marque 10 points, et si plusieurs joueurs sont à égalité pour le plus grand nombre, chacun d'eux marque 10 points. Une marchandise que personne ne détient ne rapporte rien.
rule-text-tb-alone = Un bâtisseur ou un cochon a besoin d'un partisan de son propriétaire dans sa zone. Quand le dernier de ces partisans s'en va avant l'évaluation de la zone (capturé par une tour, par exemple), le bâtisseur ou le cochon retourne aussitôt dans la réserve de son propriétaire.

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-tb-goods = Règles › Les jetons marchandise › 1. Poser une tuile (achever une ville avec des symboles de marchandise)
rule-section-tb-alone = Règles › Le bâtisseur et le cochon (plus aucun partisan de son propriétaire dans la zone)
rule-section-tb-goods-scoring = Règles › Les jetons marchandise › Évaluation finale
