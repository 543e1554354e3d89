## bridges-castles-bazaars

document-bcb = Ponts, Forteresses et Bazars (WikiCarpedia : « Bridges, Castles and Bazaars », nouvelle édition, pour les ponts et les bazars ; « Bridges, Castles and Bazaars (1st edition) » pour les réponses de l'éditeur et l'exemple des enchères)

rule-bcb-supply = Trois ponts par joueur de deux à quatre joueurs, deux à cinq ou six
rule-bcb-bridge = Un pont par tour, posé avec la tuile, sur elle ou sur une tuile voisine
rule-bcb-bridge-ends = Un pont relie deux côtés de pré, un seul par tuile, et ses extrémités ne touchent aucun pré
rule-bcb-bridge-fit = Une route peut toucher un côté de pré quand le pont du tour la prolonge
rule-bcb-bridge-road = Un pont est une route qui passe au-dessus de tout ce qu'il enjambe
rule-bcb-bazaar = Une tuile bazar posée déclenche des enchères à la fin du tour
rule-bcb-auction = Les enchères : une tuile par joueur, choisie à tour de rôle, achetée ou vendue à la meilleure offre
rule-bcb-bazaar-round = Les tuiles achetées se jouent une par tour, de la gauche du joueur qui a posé le bazar jusqu'à lui

## The steps of a ruling.

aside-bcb-bridge-laid = { $player } pose un pont sur la tuile en { $at }, { $axis ->
        [north-south] de son côté nord à son côté sud
       *[east-west] de son côté est à son côté ouest
    }
aside-bcb-bridge-laid-to-fit = { $player } pose un pont sur la tuile en { $at }, { $axis ->
        [north-south] de son côté nord à son côté sud
       *[east-west] de son côté est à son côté ouest
    } : la tuile ne trouve sa place que parce que le pont prolonge sa route
aside-bcb-auction-follows = la tuile posée montre un bazar : à la fin de ce tour, { $player } organise des enchères, que l'action ne décrit pas ; l'arbitre se prononce donc sur le tour seul
aside-bcb-revealed = { $player } révèle une tuile par joueur pour les enchères du bazar : { $tiles }
aside-bcb-chooses = { $player } choisit { $tile } et propose { $bid } { $bid ->
        [one] point
       *[other] points
    }
aside-bcb-passes = { $player } ne surenchérit pas
aside-bcb-raises = { $player } propose { $bid }
aside-bcb-unchallenged = personne ne surenchérit sur { $player }, qui garde { $tile } pour son offre d'ouverture de { $bid }
aside-bcb-buys = { $player } achète { $tile } pour l'offre de { $bid } de { $bidder }, payée à { $bidder }
aside-bcb-sells = { $player } vend { $tile } à { $bidder } pour l'offre de { $bid } de { $bidder }, payée à { $player }
aside-bcb-pays = { $player } paie { $points } { $points ->
        [one] point
       *[other] points
    }
aside-bcb-receives = { $player } reçoit { $points } { $points ->
        [one] point
       *[other] points
    }
aside-bcb-last-takes = { $player }, le dernier joueur sans tuile, prend { $tile } gratuitement
aside-bcb-round-order = les tuiles achetées se jouent ensuite, une par tour, de { $first } jusqu'à { $player }, avant que quiconque ne pioche de nouveau
aside-bcb-plays-bought = { $player } joue { $tile }, achetée au bazar, au lieu de piocher
aside-bcb-bought-held = Tuiles achetées encore à jouer après l'action, dans l'ordre : { $tiles }
phrase-bcb-bought-item = { $player } ({ $tile })

## Why an action is refused.

refusal-bcb-one-bridge-a-turn = { $player } a déjà posé un pont ce tour-ci : un joueur pose un pont par tour, et les tuiles d'un double tour forment un seul tour
label-bcb-one-bridge-a-turn = un second pont dans le même tour
help-bcb-one-bridge-a-turn = posez cette tuile sans `bridge`
refusal-bcb-not-the-bought-tile = { $player } a acheté { $bought } au bazar et la joue ce tour-ci, pas { $tile }
label-bcb-not-the-bought-tile = pas la tuile achetée
help-bcb-not-the-bought-tile = posez { $bought } : pendant une manche de bazar, chaque joueur joue la tuile qu'il a achetée
refusal-bcb-auction-without-bazaar = { $tile } ne montre aucun bazar : aucune enchère ne suit donc ce tour
refusal-bcb-auction-in-round = { $tile } montre un bazar mais arrive pendant une manche de bazar, où l'on ne tient pas d'enchères
label-bcb-no-auction = pas d'enchères ce tour-ci
help-bcb-no-auction = omettez `auction` : des enchères suivent le tour d'une tuile bazar piochée, hors d'une manche de bazar
refusal-bcb-auction-tile-count = les enchères révèlent { $count } { $count ->
        [one] tuile
       *[other] tuiles
    } pour { $players } joueurs : un bazar révèle une tuile par joueur
label-bcb-auction-tile-count = pas une tuile par joueur
help-bcb-auction-tile-count = nommez { $players } tuiles sous `tiles`
refusal-bcb-round-too-many = chaque joueur a déjà une tuile : les enchères n'ont plus de tour
label-bcb-auction-round = ce tour d'enchères
refusal-bcb-not-the-chooser = { $player } choisit dans ce tour d'enchères, mais c'est à { $chooser } de choisir : les joueurs sans tuile choisissent à tour de rôle, en partant de la gauche du joueur qui a posé le bazar
help-bcb-chooser = écrivez { $chooser } comme `player` de ce tour d'enchères
refusal-bcb-tile-not-on-offer = { $tile } ne fait pas partie des tuiles encore proposées dans ce tour d'enchères
refusal-bcb-last-tile-free = { $player } est le dernier joueur sans tuile et prend la dernière tuile gratuitement : ni offre ni vente
refusal-bcb-bid-in-own-round = { $player } a choisi la tuile de ce tour d'enchères et ne fait que l'offre d'ouverture
refusal-bcb-bid-with-a-tile = { $player } a déjà { $tile } et n'enchérit plus
label-bcb-bid = cette offre
refusal-bcb-bid-too-low = { $player } propose { $bid }, ce qui ne dépasse pas l'offre de { $over } : une offre doit être plus haute que la précédente
help-bcb-bid-too-low = proposez plus de { $over }, ou omettez le joueur (il passe)
refusal-bcb-nothing-to-sell = personne n'a surenchéri sur { $player }, qui ne peut que garder la tuile pour son offre d'ouverture
refusal-bcb-rounds-missing = les enchères s'arrêtent avant que chaque joueur ait une tuile : { $player } est le prochain à choisir
help-bcb-rounds-missing = écrivez un tour d'enchères pour chaque joueur qui choisit ; celui du dernier joueur peut être omis, puisque ce joueur prend la dernière tuile gratuitement
refusal-bcb-no-bridge-left = { $player } n'a plus de pont à poser
label-bcb-no-bridge-left = aucun pont en réserve
help-bcb-no-bridge-left = jouez le tour sans `bridge` : chaque joueur a trois ponts de deux à quatre joueurs, deux à cinq ou six, et les ponts posés restent sur la table
refusal-bcb-bridge-too-far = le pont enjamberait la tuile en { $at }, qui n'est ni la tuile posée en { $placed } ni une tuile voisine
label-bcb-bridge-too-far = trop loin de la tuile posée
help-bcb-bridge-too-far = posez le pont sur la tuile posée en { $placed } ou sur une tuile qui partage un de ses côtés
refusal-bcb-bridge-end-not-field = le pont sur la tuile en { $at } aboutirait, côté { $side }, sur { $shows ->
        [road] une route
        [city] une ville
        [river] une rivière
        [field] un pré
       *[other] un bord
    } : les deux extrémités d'un pont reposent sur des côtés qui ne montrent que du pré
label-bcb-bridge-end-not-field = une extrémité sur { $shows ->
        [road] une route
        [city] une ville
        [river] une rivière
        [field] un pré
       *[other] un bord
    } côté { $side }
help-bcb-bridge-end-not-field = posez le pont entre les milieux de deux côtés opposés qui ne montrent que du pré
refusal-bcb-second-bridge-on-tile = la tuile en { $at } porte déjà un pont, et une tuile n'en porte qu'un
label-bcb-second-bridge-on-tile = un second pont sur une même tuile
help-bcb-second-bridge-on-tile = posez le pont sur une autre tuile, ou jouez le tour sans pont
refusal-bcb-bridge-end-meets = le pont sur la tuile en { $at } aboutirait, côté { $side }, contre { $theirs ->
        [city] la ville
        [field] le pré
        [river] la rivière
        [road] la route
       *[other] le bord
    } de la tuile en { $neighbour } : une extrémité de pont est une extrémité de route, et touche une route ou une case vide
label-bcb-bridge-end-meets = une extrémité de pont contre { $theirs ->
        [city] la ville
        [field] le pré
        [river] la rivière
        [road] la route
       *[other] le bord
    } de la tuile en { $neighbour }
help-bcb-bridge-end-meets = posez le pont dans l'autre sens, ou là où chacune de ses extrémités fait face à une route ou à une case vide

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# The layout of each of the box's tiles, by its id (`base/D` is
# `tiles-layout-base-D`), as `carc tiles` lists it.
tiles-layout-bridges-castles-bazaars-city-bazaar = une ville sur les quatre côtés, avec un bazar
tiles-layout-bridges-castles-bazaars-three-caps-road = trois bouts de ville séparés N, E et O ; une route venant du S tourne vers la porte du bout de ville E
tiles-layout-bridges-castles-bazaars-city-band-bazaar = une ville qui traverse la tuile d'O en E, avec un bazar ; prés N et S
tiles-layout-bridges-castles-bazaars-road-into-wide-city = une ville O qui dépasse le milieu ; une route venant d'E jusqu'à sa porte ; prés N, NE (une bande) et S
tiles-layout-bridges-castles-bazaars-road-into-wide-city-garden = une ville O qui dépasse le milieu ; une route venant d'E jusqu'à sa porte ; prés N, NE (une bande) et S ; un jardin
tiles-layout-bridges-castles-bazaars-cap-road-bazaar = un bout de ville N ; un bazar au milieu ; une route venant du S s'y arrête
tiles-layout-bridges-castles-bazaars-bazaar = un bazar seul dans un pré
tiles-layout-bridges-castles-bazaars-monastery-in-city = une ville qui traverse la tuile d'O en E, avec une abbaye ; prés N et S
tiles-layout-bridges-castles-bazaars-monastery-road = une abbaye ; une route d'O en E la contourne par le sud
tiles-layout-bridges-castles-bazaars-road-inn-bazaar = un bazar ; une route venant du S s'y arrête, une auberge au bord de la route
tiles-layout-bridges-castles-bazaars-two-roads-bazaar = un bazar au milieu ; des routes venant du N et du S s'y arrêtent
tiles-layout-bridges-castles-bazaars-two-roads-inn-bazaar = un bazar au milieu ; des routes venant du N et du S s'y arrêtent, une auberge au bord de la route S

check-bcb-bought = bazaar : attendu { $expected }, jugé { $ruled }

# `carc play`'s summary: how often a turn took each of the box's keys.
play-step-key-bridge = ponts posés
play-step-key-auction = enchères de bazar

# The comment `carc new` writes for this box (each line after the box's name).
new-note-bridges-castles-bazaars =
    un pont se pose avec la tuile : `bridge: {"{"}at: [x, y], axis: north-south{"}"}` ;
    les ponts sur la table : `bridges: [{"{"}at: [x, y], axis: east-west{"}"}]` ;
    après une tuile bazar, les enchères : `auction: {"{"}tiles: [...], rounds: [{"{"}player: blue, tile: base/D, bid: 1, bids: {"{"}red: 2{"}"}, choice: sell{"}"}]{"}"}`

# The pictures' legends.

show-svg-bcb-bridges = ponts : les tabliers de bois à deux garde-corps en travers d'une tuile, chacun une route
show-svg-bcb-bazaars = tuiles bazar : l'auvent rouge et blanc au-dessus du milieu d'une tuile
show-bcb-bridges = ponts
show-bcb-bazaar-tiles = tuiles bazar

# Broken input.

diag-bcb-import-bridge-location = JCloisterZone pose un pont `{ $location }`, qui n'est pas un sens de traversée d'une tuile
diag-bcb-too-many = `{ $key }` a { $count } entrées ; au plus { $max }
diag-bcb-auction = `auction` s'écrit `{"{"}tiles: [...], rounds: [...]{"}"}` : les tuiles révélées, une par joueur, et les tours d'enchères où les joueurs choisissent
diag-bcb-round = un tour d'enchères s'écrit `{"{"}player: blue, tile: base/D, bid: 1, bids: {"{"}red: 2{"}"}, choice: sell{"}"}` : qui choisit, la tuile, l'offre d'ouverture, les offres des autres joueurs et `buy` ou `sell`
diag-word-choice = choix
    .unknown = choix inconnu
    .not = ni `buy` ni `sell`
diag-bcb-bid-negative = une offre est un nombre de points de 0 à { $max }
diag-bcb-choice-missing = le tour d'enchères a des offres mais pas de `choice` : écrivez si { $player } achète la tuile ou la vend
diag-bcb-not-revealed = { $tile } ne fait pas partie des tuiles que révèlent les enchères, ou a été choisie lors d'un tour précédent
diag-bcb-not-revealed-label = pas proposée
diag-bcb-bought = `bazaar` liste les tuiles achetées à un bazar et pas encore jouées, dans l'ordre où elles se jouent : `[{"{"}player: blue, tile: base/D{"}"}, ...]`
diag-bcb-bought-twice = { $player } détient deux tuiles achetées : un bazar en donne une à chaque joueur

diag-bcb-bridge = `{ $key }` s'écrit `{"{"}at: [x, y], axis: north-south{"}"}` : la case de la tuile que le pont enjambe, et son sens, `north-south` ou `east-west`
diag-bcb-bridges = `bridges` est une liste des ponts sur la table, chacun `{"{"}at: [x, y], axis: east-west{"}"}`
diag-word-axis = sens
    .unknown = sens de pont inconnu
    .not = ni `north-south` ni `east-west`
diag-bcb-not-in-play = un pont de Ponts, Forteresses et Bazars
diag-bcb-no-tile = aucune tuile en { $at } que le pont puisse enjamber
diag-bcb-no-tile-label = aucune tuile sur cette case
diag-bcb-crosses-a-tile = un pont enjambe une tuile de la table, ou la tuile que pose le tour
diag-bcb-second = deux ponts enjambent la tuile en { $at }
diag-bcb-second-label = un second pont sur cette tuile
diag-bcb-one-a-tile = une tuile ne porte qu'un pont : n'en écrivez qu'un
diag-bcb-not-field = le pont sur la tuile en { $at } aboutirait, côté { $side }, sur { $shows ->
        [road] une route
        [city] une ville
        [river] une rivière
        [field] un pré
       *[other] un bord
    }, et aucune partie ne le pose là
diag-bcb-not-field-label = le côté { $side } n'est pas du pré ici
diag-bcb-between-fields = un pont relie les milieux de deux côtés opposés qui ne montrent que du pré
diag-bcb-meets = le pont sur la tuile en { $at } aboutit, côté { $side }, contre { $theirs ->
        [city] la ville
        [field] le pré
        [river] la rivière
        [road] la route
       *[other] le bord
    } de la tuile en { $neighbour }, et aucune partie ne le pose là
diag-bcb-meets-label = son extrémité côté { $side } ne touche aucune route
diag-bcb-end-meets-road = une extrémité de pont touche une route ou une case vide : vérifiez le sens du pont et les tuiles voisines

## The rules in the project's own words

rule-text-bcb-supply = Chaque joueur a trois ponts dans une partie à deux, trois ou quatre joueurs, et deux dans une partie à cinq ou six. Un pont posé reste sur la table jusqu'à la fin de la partie et n'appartient à personne ; un joueur qui n'en a plus n'en pose plus.
rule-text-bcb-bridge = Une fois par tour, juste après avoir posé sa tuile, un joueur peut poser un pont : sur la tuile posée ou sur une tuile qui partage un de ses côtés (jamais en diagonale), tout droit du milieu d'un côté au milieu du côté opposé. Le pont se pose en plus du pion que le joueur place pendant son tour.
rule-text-bcb-bridge-ends = Les deux extrémités d'un pont reposent sur des côtés de sa tuile qui ne montrent que du pré ; entre elles, il peut passer au-dessus d'une route, d'une ville, d'une abbaye ou de pions. Une tuile ne porte qu'un pont. Une extrémité de pont est une extrémité de route : elle fait donc face à une case vide ou à une route, jamais au pré ni à la ville d'une tuile voisine (lectures §1.19).
rule-text-bcb-bridge-fit = Une tuile peut être posée avec une route contre un côté de pré de sa voisine, ou avec un côté de pré contre une route, quand le pont posé pendant ce tour prolonge la route : sur la voisine, ou sur la tuile posée elle-même. Une tuile qui ne trouve sa place qu'ainsi peut être posée avec le pont ; ses autres bords doivent toujours concorder.
rule-text-bcb-bazaar = Le joueur qui pose une tuile bazar piochée organise des enchères à la fin de son tour (après l'évaluation, et après la seconde tuile d'un bâtisseur). Aucune enchère ne suit une tuile achetée à un bazar et jouée pendant une manche de bazar, ni une tuile posée alors que des tuiles achetées restent à jouer, ni un bazar quand il reste dans la pile moins de tuiles qu'il n'y a de joueurs. L'arbitre se prononce sur les enchères que l'action écrit sous `auction`, juste après le tour de la tuile bazar (lectures §1.20).
rule-text-bcb-auction = Les enchères révèlent une tuile par joueur. En commençant par le voisin de gauche du joueur qui a posé le bazar, puis dans le sens du jeu, le prochain joueur encore sans tuile choisit l'une des tuiles restantes et fait une offre d'ouverture de zéro point ou plus (un joueur qui a vendu sa tuile choisit de nouveau quand son tour revient) ; chaque autre joueur encore sans tuile peut ensuite, dans l'ordre du jeu, faire une seule offre, plus haute que la précédente, ou passer. Celui qui a choisi achète alors la tuile, en payant la meilleure offre à son auteur, ou la vend à cet enchérisseur, qui lui paie son offre ; si personne n'a surenchéri, il prend la tuile et paie sa propre offre sans que personne ne la reçoive. Le dernier joueur sans tuile prend la dernière tuile gratuitement. Les scores peuvent descendre sous zéro.
rule-text-bcb-bazaar-round = Après les enchères, chaque joueur joue la tuile qu'il a achetée, une par tour, comme un tour à part entière : du voisin de gauche du joueur qui a posé le bazar jusqu'à ce joueur, qui a ainsi un tour de plus ; puis le jeu reprend avec le voisin de gauche de ce joueur, qui pioche. Une tuile achetée ne déclenche pas de nouvelles enchères.
rule-text-bcb-bridge-road = Un pont est une route d'une de ses extrémités à l'autre, qui ne se relie à rien sur sa tuile : les routes, villes et prés qu'il enjambe restent tels quels, et les prés ne sont pas coupés. Un pion peut être placé sur un pont posé sur la tuile qui vient d'être posée, comme sur n'importe quelle route ; une route qui passe par des ponts rapporte, comme toute route, un point par tuile qu'elle traverse.

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-bcb-supply = Bridges, Castles and Bazaars, Préparation (trois ponts par joueur de deux à quatre joueurs, deux à cinq ou six)
rule-section-bcb-bridge = Bridges, Castles and Bazaars, Ponts › 1. Poser une tuile (un pont par tour, posé juste après la tuile, sur elle ou sur une tuile voisine, jamais en diagonale ; tout droit, entre les milieux de deux côtés opposés)
rule-section-bcb-bridge-ends = Bridges, Castles and Bazaars, Ponts › 1. Poser une tuile (les deux extrémités sur des côtés de pré de la tuile ; un pont par tuile ; une extrémité de pont est une extrémité de route, qui ne touche aucun pré : lectures §1.19)
rule-section-bcb-bridge-fit = Bridges, Castles and Bazaars, Ponts › 1. Poser une tuile (une route peut toucher un côté de pré quand un pont posé ce tour-là, sur la tuile ou sur sa voisine, la prolonge)
rule-section-bcb-bazaar = Bridges, Castles and Bazaars, Bazars › 4. Organiser des enchères au bazar (le joueur qui a posé une tuile bazar organise des enchères à la fin du tour ; pas pour une tuile achetée à un bazar ; pas quand il reste trop peu de tuiles : lectures §1.20)
rule-section-bcb-auction = Bridges, Castles and Bazaars, Bazars › 4. Organiser des enchères au bazar, et l'exemple de la première édition (une tuile par joueur ; à partir de la gauche du poseur du bazar, chaque joueur sans tuile en choisit une et fait une offre, les autres surenchérissent une fois chacun à leur tour ; acheter au meilleur enchérisseur ou lui vendre ; la dernière tuile gratuite : lectures §1.20)
rule-section-bcb-bazaar-round = Bridges, Castles and Bazaars, Bazars (les tuiles achetées se jouent une par tour, de la gauche du poseur du bazar jusqu'à lui, chacune comme un tour à part entière, avant que quiconque ne pioche de nouveau)
rule-section-bcb-bridge-road = Bridges, Castles and Bazaars, Ponts › 2. Placer un partisan et 3. Évaluation (le pont est une route qui n'est reliée à rien de ce qui se trouve dessous, les prés restent entiers ; un pion peut y être placé sur la tuile qui vient d'être posée ; il s'évalue comme toute route)
