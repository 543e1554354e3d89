## car

document-castles = Ponts, Forteresses et Bazars (WikiCarpedia, nouvelle édition : les forteresses seulement ; ses ponts et bazars ne sont pas encore gérés et pourront suivre)

rule-car-fn161 = Pas de maire dans une forteresse

rule-car-fn165 = Un maire dans une forteresse ne rapporte rien

## castles

rule-castles-tokens = Jetons forteresse : 3 chacun de 2 à 4 joueurs, 2 à 5 ou 6

rule-castles-build = Celui qui occupe une petite ville qui vient d'être achevée peut en faire une forteresse

rule-castles-score = Une forteresse rapporte la première zone achevée à côté d'elle

rule-castles-end = Une forteresse encore occupée en fin de partie ne rapporte rien

rule-castles-farm = Une forteresse vaut un point de plus qu'une ville pour un pré

## How a value is counted, and who is how strong on a feature.

working-castle = { $tiles }, une forteresse encore occupée en fin de partie : 0

## The ruling's frame: verdict, points, figures back, notes, citations.

report-castles = Forteresses après l'action : { $castles }
# Un choix que l'action n'a pas fait : une forteresse qu'elle aurait pu bâtir.
offer-castle = { $player } aurait pu recouvrir la ville en { $at } ({ $on }) d'une forteresse (`castles`)
phrase-castles-offered = { $city } est une petite ville achevée à ce tour, et { $player } y avait la plus grande force
phrase-castles-not-offered = { $city } est une petite ville achevée à ce tour, mais personne ne peut la recouvrir d'une forteresse : { $why }

## The steps of a ruling.

step-castle-built = { $player } recouvre { $city } d'une forteresse au lieu de l'évaluer ; les pions de { $player } restent dans la forteresse{ $count ->
    [0] {""}
    [1] , et { $home } retourne dans la réserve sans marquer de points
   *[other] , et { $home } retournent dans la réserve sans marquer de points
}
step-castle-scores = { $feature } s'achève à côté de la forteresse { $castle } : { $player } marque { $points ->
    [one] { $points } point
   *[other] { $points } points
} pour la forteresse
step-castle-left-out = la forteresse { $castle } ne rapporte rien : { $completed } { $count ->
    [one] s'achève à côté de ses six cases, mais n'a
   *[other] s'achèvent à côté de ses six cases, mais n'ont
} aucune tuile sur ces cases (une abbaye ne compte qu'avec sa propre tuile parmi elles)

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

show-svg-castles = forteresses : les jetons crénelés, aux couleurs de leurs propriétaires
show-castles = forteresses
# Une forteresse sur le plan en texte : à qui elle est, et la ville où elle
# se trouve (ou sa case).
show-castle = celle de { $owner }, dans la { $feature }
show-castle-at = celle de { $owner }, en { $at }
show-castle-title = forteresse de { $owner }
check-castle-ruled = celle de { $owner } en { $parts }
check-castles = `castles` : attendu la forteresse de { $owner } en { $at } { $on }, obtenu { $ruled }

# Les forteresses.
refusal-castles-not-a-city = la zone en { $at } ({ $on }) n'est pas une ville
refusal-castles-not-complete = { $city } n'est pas achevée
refusal-castles-not-small = { $city } n'est pas une petite ville (deux tuiles, chacune avec un bout de ville arrondi sur un seul côté, non une ville qui dépasse le milieu de la tuile)
refusal-castles-already = { $city } est déjà une forteresse
refusal-castles-not-held = personne n'occupe { $city }
refusal-castles-shared = plusieurs joueurs occupent { $city } avec une force égale
refusal-castles-mayor-only = seul un maire occupe { $city }, et le maire ne se place jamais dans une forteresse
refusal-castles-no-token = { $player } n'a plus de jeton forteresse
label-castles-build = cette forteresse
help-castles-build = une forteresse recouvre une petite ville achevée par la tuile de ce tour et occupée par un seul joueur à qui il reste un jeton forteresse ; retirez-la pour évaluer la ville
refusal-castles-not-a-castle = aucune forteresse qui rapporte à ce tour ne se trouve en { $at }
refusal-castles-not-beside = la zone en { $at } ({ $on }) ne s'est pas achevée à côté de la forteresse { $castle-genitive }
label-castles-score = ce choix
help-castles-score = désignez une forteresse qui rapporte à ce tour et l'une des zones achevées sur ses six cases voisines, ou retirez ce choix

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-castles =
    `castle: 3` dans `supply` ; `castles: [{"{"}owner: red, at: [x, y], on: N{"}"}]` dans la position pour les forteresses de
    la table ; `castles: [{"{"}at: [x, y], on: N{"}"}]` dans l'action change en forteresse une petite ville qui vient d'être achevée

# Broken input: the diagnostics of a file that cannot be judged.
diag-each-castle-owner-red-x = chaque forteresse est `{"{"}owner: red, at: [x, y], on: FEATURE{"}"}` : une tuile de sa petite ville et la ville qui s'y trouve
diag-each-small-city-turn-into = chaque petite ville à changer en forteresse est `{"{"}at: [x, y], on: FEATURE{"}"}`
diag-castle = une forteresse
diag-say-whose-castle-owner-red = dites à qui est la forteresse : `owner: red`
diag-name-city-n = désignez la ville : `on: N`
diag-each-choice-castle-x-y = chaque choix est `{"{"}castle: [x, y], from: {"{"}at: [x, y], on: FEATURE{"}"}{"}"}`
diag-castle-choice = le choix d'une forteresse
diag-say-which-castle-square-castle = dites quelle forteresse, par l'une de ses cases : `castle: [x, y]`
diag-say-which-feature-scores-from = dites quelle zone elle évalue : `from: {"{"}at: [x, y], on: N{"}"}`
diag-castle-place-carc-cannot-name = une forteresse à un endroit que carc ne sait pas nommer sur une tuile
diag-name-square-board = désignez une case de `board`
diag-not-a-city = pas une ville
diag-castle-stands-small-city-name = une forteresse se place sur une petite ville : désignez son morceau de ville
diag-castles-are-bridges-castles-bazaars = les forteresses viennent de Ponts, Forteresses et Bazars
diag-where-castle-would-stand = où se trouverait la forteresse
diag-castle-not-city = { $on } de { $at } est { $kind ->
    [road] une route
    [field] un pré
    [monastery] une abbaye
    [garden] un jardin
   *[other] `{ $kind }`
}, pas une ville
diag-no-tile-on = aucune tuile en { $at }

## The rules in the project's own words

rule-text-car-fn161 = Un maire ne peut pas être placé dans une forteresse.
rule-text-car-fn165 = Si un maire se retrouve dans une forteresse, celle-ci est occupée ; mais les forteresses ne portent pas de blason, si bien que le maire a une force de 0 et que son propriétaire ne reçoit rien quand la forteresse est achevée.
rule-text-castles-tokens = Chaque joueur a des jetons forteresse : trois de deux à quatre joueurs, deux à cinq ou six.
rule-text-castles-build = Quand une tuile achève une petite ville (deux tuiles, chacune avec un bout de ville arrondi sur un seul côté ; une ville qui dépasse le milieu de sa tuile n'en est pas un), le joueur qui l'occupe peut la recouvrir de l'un de ses jetons forteresse au lieu de l'évaluer, quel que soit celui qui a posé la tuile. Le partisan reste, désormais dans la forteresse ; la ville ne compte pas comme achevée.
rule-text-castles-score = À un tour ultérieur, la première zone achevée avec une tuile parmi les six cases voisines de la forteresse (ses deux tuiles et les deux qui bordent chacune le long de son grand côté ; une abbaye seulement si sa propre tuile en fait partie) fait rapporter la forteresse : son propriétaire marque les points que vaut cette zone, quel que soit celui qui l'occupe, et le partisan de la forteresse retourne dans la réserve ; la forteresse reste, vide. Si plusieurs zones s'achèvent en même temps, le propriétaire choisit (carc prend celle qui vaut le plus, sauf si l'action en nomme une). Une forteresse qui rapporte compte comme une zone achevée pour une forteresse voisine.
rule-text-castles-end = En fin de partie, une forteresse qui abrite encore son partisan ne rapporte rien, et le partisan retourne dans la réserve.
rule-text-castles-farm = Pour les prés, une forteresse compte comme une ville achevée valant un point de plus : 4 pour les paysans en fin de partie (5 avec le cochon), 5 pour une grange en fin de partie, 4 quand une grange est placée, 2 quand un pré se raccorde au pré d'une grange.

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-car-fn161 = note 161 (sur le maire : placement, les règles habituelles s'appliquent toujours)
rule-section-car-fn165 = note 165 (sur le maire : évaluation, une ville sans blason)
rule-section-castles-tokens = Préparation (jetons forteresse selon le nombre de joueurs)
rule-section-castles-build = Forteresses › transformer une petite ville en forteresse
rule-section-castles-score = Forteresses › évaluer une forteresse (la prochaine zone voisine achevée)
rule-section-castles-end = Forteresses › évaluation finale (une forteresse encore occupée ne rapporte rien)
rule-section-castles-farm = Forteresses › prés (4 points par forteresse ; la grange 5 : CAR, récapitulatif avec les autres extensions)
