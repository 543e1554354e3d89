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
