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
