## inns-cathedrals

document-inns-cathedrals = Auberges et Cathédrales (WikiCarpedia, nouvelle édition)

rule-ic-inn = Une route achevée avec une auberge compte double

rule-ic-inn-unfinished = Une route avec une auberge restée inachevée ne rapporte rien

rule-ic-cathedral = Une ville achevée avec une cathédrale rapporte 3 par tuile et par blason

rule-ic-cathedral-unfinished = Une ville avec une cathédrale restée inachevée ne rapporte rien
rule-ic-marks-once = Deux auberges sur une route, ou deux cathédrales dans une ville, comptent une seule fois

## The steps of a ruling.

working-marks-once = { $working } ({ $count } { $mark ->
    [inn] auberges
   *[other] cathédrales
}, comptées une seule fois)

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# La disposition de chaque tuile de l'extension, par son id (`base/D` donne
# `tiles-layout-base-D`), telle que `carc tiles` la liste.
tiles-layout-inns-cathedrals-monastery-two-roads = abbaye ; les routes O et E s'y arrêtent chacune
tiles-layout-inns-cathedrals-cathedral = ville sur les quatre côtés, avec une cathédrale
tiles-layout-inns-cathedrals-four-caps = quatre bouts de ville séparés N, E, S, O autour d'un pré intérieur
tiles-layout-inns-cathedrals-four-caps-garden = comme inns-cathedrals/four-caps, avec un jardin
tiles-layout-inns-cathedrals-three-caps = trois bouts de ville séparés N, E, O ; pré S
tiles-layout-inns-cathedrals-caps-n-s-roads-w-e = bouts de ville séparés N et S, dont les remparts se rejoignent au milieu ; les routes O et E s'y arrêtent
tiles-layout-inns-cathedrals-corner-city-cap-s = ville N-O (blason) et un bout de ville séparé S ; pré E
tiles-layout-inns-cathedrals-cap-split-fields = bout de ville N ; un rempart qui va de la ville au coin SE coupe le pré en deux
tiles-layout-inns-cathedrals-cap-road-s = bout de ville N ; route S qui entre dans la ville
tiles-layout-inns-cathedrals-corner-city-road-e = ville N-O ; route E qui entre dans la ville
tiles-layout-inns-cathedrals-band-roads-n-s = ville traversante O-E (blason) ; routes N et S qui y entrent
tiles-layout-inns-cathedrals-corner-city-road-s-inn = ville N-O ; route S avec une auberge, qui entre dans la ville
tiles-layout-inns-cathedrals-cap-curve-ws-inn = bout de ville N ; virage O-S avec une auberge
tiles-layout-inns-cathedrals-corner-city-curve-es-inn = ville N-O (blason) ; virage E-S avec une auberge
tiles-layout-inns-cathedrals-crossing-3-inn = carrefour des routes O, S et E ; une auberge sur la route E
tiles-layout-inns-cathedrals-straight-inn = route droite O-E avec une auberge
tiles-layout-inns-cathedrals-straight-inn-garden = comme inns-cathedrals/straight-inn, avec un jardin
tiles-layout-inns-cathedrals-curve-ws-inn = virage O-S avec une auberge
tiles-layout-inns-cathedrals-two-curves = deux virages, O-S et N-E

show-svg-inns-cathedrals = auberges et cathédrales
show-svg-inn = une maison au toit rouge au bord de sa route pour une auberge
show-svg-cathedral = une église grise dans sa ville pour une cathédrale
show-inns = auberges
show-cathedrals = cathédrales

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-inns-cathedrals =
    les tuiles `inns-cathedrals/*` (auberges au bord des routes, cathédrales dans les villes ; `carc tiles | grep inns-cathedrals`)
    et `figure: big-follower`

## The rules in the project's own words

rule-text-ic-inn = Une route bordée d'au moins une auberge rapporte, une fois achevée, 2 points par tuile au lieu de 1 ; une seconde auberge sur la même route n'ajoute rien. L'auberge ne compte que pour sa propre route : un carrefour ou une porte de ville arrête la route, et l'auberge avec elle.
rule-text-ic-inn-unfinished = En fin de partie, une route avec une auberge encore inachevée ne vaut rien du tout : ses partisans y marquent 0, même si la majorité est toujours établie et que les pions retournent dans la réserve.
rule-text-ic-cathedral = Une ville avec une ou deux cathédrales rapporte, une fois achevée, 3 points par tuile et par blason au lieu de 2. Les prés n'en sont pas affectés : pour les paysans, c'est une ville achevée comme une autre.
rule-text-ic-cathedral-unfinished = En fin de partie, une ville avec une cathédrale encore inachevée ne vaut rien du tout, quel que soit celui qui l'occupe.
rule-text-ic-marks-once = Une auberge relève une fois le taux de sa route, et une cathédrale celui de sa ville : une seconde auberge sur la même route ou une seconde cathédrale dans la même ville ne change rien, puisque la page de l'extension demande seulement que la zone en ait une ou plus (interprétations §1.6).

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-ic-inn = Règles › 3. Évaluer une zone › Évaluer une route avec une auberge
rule-section-ic-inn-unfinished = Règles › Évaluation finale (une route avec une auberge restée inachevée)
rule-section-ic-cathedral = Règles › 3. Évaluer une zone › Évaluer une ville avec une cathédrale
rule-section-ic-cathedral-unfinished = Règles › Évaluation finale (une ville avec une cathédrale restée inachevée)
rule-section-ic-marks-once = §1.6 deux auberges sur une route, ou deux cathédrales dans une ville, comptent une seule fois
