## king-robber

document-king-robber = Roi et Pillard (WikiCarpedia : « King and Robber Baron (1st edition) » pour le roi et le pillard, « Count, King and Robber » pour la boîte et les réponses de l'éditeur)

rule-kr-king = La tuile du Roi va à qui achève une ville plus grande que toutes les précédentes
rule-kr-robber = La tuile du Pillard va à qui achève une route plus longue que toutes les précédentes
rule-kr-final = À la fin, un point par ville ou route achevée pour les détenteurs des tuiles
rule-kr-city-of-carcassonne = La Cité de Carcassonne compte comme une ville achevée pour le Roi

## The steps of a ruling.

aside-kr-king-first = { $player } a achevé { $feature }, la première ville achevée de la partie ({ $size } tuiles) : { $player } prend la tuile du Roi
aside-kr-king-taken = { $player } a achevé { $feature } de { $size } tuiles, plus grande que la plus grande ville achevée jusqu'ici ({ $record } tuiles) : la tuile du Roi passe de { $holder } à { $player }
aside-kr-king-stays = { $player } a achevé { $feature } de { $size } tuiles, pas plus grande que la plus grande ville achevée jusqu'ici ({ $record } tuiles) : la tuile du Roi reste à { $holder }
aside-kr-robber-first = { $player } a achevé { $feature }, la première route achevée de la partie ({ $size } tuiles) : { $player } prend la tuile du Pillard
aside-kr-robber-taken = { $player } a achevé { $feature } de { $size } tuiles, plus longue que la plus longue route achevée jusqu'ici ({ $record } tuiles) : la tuile du Pillard passe de { $holder } à { $player }
aside-kr-robber-stays = { $player } a achevé { $feature } de { $size } tuiles, pas plus longue que la plus longue route achevée jusqu'ici ({ $record } tuiles) : la tuile du Pillard reste à { $holder }
aside-kr-king-raised = { $player } a achevé { $feature } de { $size } tuiles, plus grande que la plus grande ville achevée jusqu'ici ({ $record } tuiles) : { $player } garde la tuile du Roi, avec le nouveau record
aside-kr-robber-raised = { $player } a achevé { $feature } de { $size } tuiles, plus longue que la plus longue route achevée jusqu'ici ({ $record } tuiles) : { $player } garde la tuile du Pillard, avec le nouveau record
aside-kr-king-scores-with-city = { $player } détient la tuile du Roi : { $count ->
        [one] une ville achevée
       *[other] { $count } villes achevées
    } sur la table et la Cité de Carcassonne, { $points } { $points ->
        [one] point
       *[other] points
    }
aside-kr-king-scores = { $player } détient la tuile du Roi : { $count ->
        [one] une ville achevée
       *[other] { $count } villes achevées
    } sur la table, { $count } { $count ->
        [one] point
       *[other] points
    }
aside-kr-robber-scores = { $player } détient la tuile du Pillard : { $count ->
        [one] une route achevée
       *[other] { $count } routes achevées
    } sur la table, { $count } { $count ->
        [one] point
       *[other] points
    }
aside-kr-king-held = Tuile du Roi après l'action : { $player } (la plus grande ville achevée, { $size } tuiles)
aside-kr-robber-held = Tuile du Pillard après l'action : { $player } (la plus longue route achevée, { $size } tuiles)

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

tiles-layout-king-robber-monastery-cap = une abbaye, un morceau de ville au N
tiles-layout-king-robber-road-into-cap = morceau de ville au N ; une route venant d'O tourne vers la porte de la ville
tiles-layout-king-robber-road-into-cap-garden = morceau de ville au N ; une route venant d'O tourne vers la porte de la ville ; un jardin
tiles-layout-king-robber-cap-road-curve = morceau de ville au N avec une route venant d'O jusqu'à sa porte ; une route tourne S-E
tiles-layout-king-robber-corner-city-two-roads-in = une ville sur N et O ; des routes venant d'E et du S y entrent chacune
tiles-layout-king-robber-crossing-cities = deux villes séparées qui se croisent : N-S et O-E

check-kr-held = { $key } : attendu { $expected }, jugé { $ruled }

new-note-king-robber =
    `king: {"{"}holder: red, size: 4{"}"}` dit qui détient la tuile du Roi, et les tuiles de la plus grande ville achevée jusqu'ici ;
    `robber:` de même pour la plus longue route ; à omettre avant la première ville ou route achevée

diag-kr-holding = `{ $key }` s'écrit `{"{"}holder: red, size: 4{"}"}` : qui détient la tuile, et les tuiles de la zone qui l'a gagnée
diag-kr-size = un record est la taille d'une zone achevée : de 1 à { $max } tuiles
diag-kr-not-in-play = les tuiles de Roi et Pillard

## The rules in the project's own words

rule-text-kr-king = Qui achève la première ville de la partie prend la tuile du Roi ; ensuite, qui achève une ville de plus de tuiles que toutes les villes achevées avant elle la prend à son détenteur. Une ville de la taille du record laisse la tuile où elle est. Achève une ville le joueur dont la tuile (ou le tour) la ferme, quels que soient les partisans qui s'y trouvent, et une ville que personne n'occupe compte aussi. La tuile du Roi n'est jamais posée sur la table.
rule-text-kr-robber = La tuile du Pillard va exactement comme celle du Roi, pour les routes : à qui achève la première route, puis à qui achève une route de plus de tuiles que toutes les routes achevées avant elle, qu'elle soit occupée ou non.
rule-text-kr-final = À la fin de la partie, le détenteur de la tuile du Roi marque un point par ville achevée sur la table, et le détenteur de la tuile du Pillard un point par route achevée, quels qu'en soient les bâtisseurs ou les occupants ; les zones inachevées ne comptent pas, et un château n'est plus une ville.
rule-text-kr-city-of-carcassonne = À la question de savoir si la Cité de Carcassonne compte pour le Roi, l'éditeur a répondu qu'elle compte comme une ville achevée : son détenteur marque donc un point de plus quand Le Comte de Carcassonne est en jeu.

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-kr-king = King and Robber Baron (1st edition), Completed city › The King (la première ville achevée, puis chaque ville plus grande, prend la tuile du Roi ; plus grande veut dire de plus de tuiles : lectures §1.17)
rule-section-kr-robber = King and Robber Baron (1st edition), Completed road › The Robber Baron (comme le Roi, pour les routes ; plus longue veut dire de plus de tuiles : lectures §1.17)
rule-section-kr-final = King and Robber Baron (1st edition), The King et The Robber Baron (à la fin, un point par ville ou route achevée sur la table)
rule-section-kr-city-of-carcassonne = Count, King and Robber (1st edition), The Count of Carcassonne › Preparation, note 1 (la réponse de l'éditeur : la Cité de Carcassonne compte comme une ville achevée pour le Roi)
