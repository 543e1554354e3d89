## car

document-princess-dragon = Princesse et Dragon (WikiCarpedia, nouvelle édition)

rule-car-fn158 = Le maire et le portail magique

rule-car-fn181 = Pas de fée à côté d'une grange

## princess-dragon

rule-pd-volcano = Un volcan amène le dragon ; aucun pion ne s'y place

rule-pd-dragon-set-aside = Une tuile dragon piochée avant que le dragon soit en jeu est mise de côté

rule-pd-dragon-move = Le dragon parcourt six tuiles, sans revenir en arrière ni entrer sur la tuile de la fée

rule-pd-dragon-eats = Le dragon dévore tous les pions des tuiles où il entre

rule-pd-fairy = Au lieu de placer un pion, déplacez la fée à côté de votre partisan

rule-pd-fairy-point = Le propriétaire du partisan de la fée marque 1 point au début de son tour

rule-pd-fairy-score = La zone du partisan de la fée rapporte 3 points de plus à son propriétaire

rule-pd-portal = Par un portail magique, vers toute zone inachevée et inoccupée

rule-pd-princess = Une princesse renvoie un chevalier de sa ville

## The steps of a ruling.

step-dragon-flies = le dragon entre en jeu sur le volcan en { $at }
step-dragon-flies-from = le dragon s'envole de { $from } vers le volcan en { $at }
step-dragon-step = pas { $step } du dragon : il entre en { $at }{ $count ->
    [0] , sans rien dévorer
   *[other] {" "}et dévore { $eaten }
}
step-dragon-stuck = le dragon s'arrête en { $at } après { $steps ->
    [one] { $steps } pas
   *[other] { $steps } pas
} : il ne reste autour de lui aucune tuile où entrer
step-fairy-moved = { $player } déplace la fée à côté de { $kind ->
    [follower] son partisan
    [big-follower] son grand partisan
    [mayor] son maire
    [wagon] son chariot
    [abbot] son abbé
    [phantom] son fantôme
   *[other] son pion « { $figure } »
} en { $at } au lieu de placer un pion
step-fairy-point = la fée se trouve à côté d'un partisan de { $player } au début du tour : { $player } marque { $points ->
    [one] { $points } point
   *[other] { $points } points
}
step-fairy-scores = le partisan de la fée se trouve { $feature } : { $player } marque { $points ->
    [one] { $points } point
   *[other] { $points } points
} de plus
step-portal-deployed = { $player } place { $figure } par le portail magique en { $at } ({ $on }) ; cette zone fait partie { $feature }
step-princess-sends = la princesse de { $player } renvoie { $kind ->
    [follower] le partisan
    [big-follower] le grand partisan
    [mayor] le maire
    [wagon] le chariot
    [abbot] l'abbé
    [phantom] le fantôme
   *[other] le pion « { $figure } »
} de { $owner } en { $at } hors de { $city }

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# La disposition de chaque tuile de l'extension, par son id (`base/D` donne
# `tiles-layout-base-D`), telle que `carc tiles` la liste.
tiles-layout-princess-dragon-volcano-field = un volcan dans un pré
tiles-layout-princess-dragon-volcano-road-s = une route S s'arrête à un volcan
tiles-layout-princess-dragon-volcano-city-cap = bout de ville N ; un volcan dans le pré
tiles-layout-princess-dragon-volcano-curve-ws = une route en virage O-S passe à côté d'un volcan
tiles-layout-princess-dragon-volcano-straight-we = une route O-E passe à côté d'un volcan
tiles-layout-princess-dragon-volcano-two-caps-ne = bouts de ville séparés N et E ; un volcan dans le pré
tiles-layout-princess-dragon-dragon-city-cap = bout de ville N ; un symbole de dragon
tiles-layout-princess-dragon-dragon-city-cap-garden = comme princess-dragon/dragon-city-cap, avec un jardin
tiles-layout-princess-dragon-dragon-monastery-three-roads = abbaye ; les routes E, S et O s'y arrêtent ; un symbole de dragon
tiles-layout-princess-dragon-dragon-three-roads = les routes E, S et O se rejoignent ; pré N ; un symbole de dragon
tiles-layout-princess-dragon-dragon-monastery-in-city = une abbaye au sein d'une ville sur N, E et O ; pré S ; un symbole de dragon
tiles-layout-princess-dragon-dragon-curve-ws = une route en virage O-S ; un symbole de dragon
tiles-layout-princess-dragon-dragon-straight-we = une route O-E ; un symbole de dragon
tiles-layout-princess-dragon-dragon-corner-city = ville N-O ; pré E-S ; un symbole de dragon
tiles-layout-princess-dragon-dragon-band-we-pennant = ville O-E avec un blason ; prés N et S ; un symbole de dragon
tiles-layout-princess-dragon-dragon-tunnel = ville O-E ; une route N-S passe dessous par un tunnel ; un symbole de dragon
tiles-layout-princess-dragon-dragon-cap-curve-ws = bout de ville N ; une route en virage O-S ; un symbole de dragon
tiles-layout-princess-dragon-dragon-cap-curve-es = bout de ville N ; une route en virage E-S ; un symbole de dragon
tiles-layout-princess-dragon-portal-two-curves = une route en virage N-O et une autre S-E ; un portail magique
tiles-layout-princess-dragon-portal-three-roads = les routes E, S et O se rejoignent ; pré N ; un portail magique
tiles-layout-princess-dragon-portal-three-sides-pennant = ville sur N, E et O avec un blason ; pré S ; un portail magique
tiles-layout-princess-dragon-portal-corner-city-curve-es = ville N-O ; une route en virage E-S ; un portail magique
tiles-layout-princess-dragon-portal-cap-curve-ws = bout de ville N ; une route en virage O-S ; un portail magique
tiles-layout-princess-dragon-portal-cap-curve-es = bout de ville N ; une route en virage E-S ; un portail magique
tiles-layout-princess-dragon-princess-city-three-roads = bout de ville N avec une princesse ; les routes E, S et O se rejoignent
tiles-layout-princess-dragon-princess-cap-and-corner-city = bout de ville N avec une princesse ; une ville E-S séparée, avec un blason ; pré O, et un petit pré entre les deux villes
tiles-layout-princess-dragon-princess-three-sides = ville sur N, E et O avec une princesse ; pré S
tiles-layout-princess-dragon-princess-corner-city-split-field = ville N-O avec une princesse ; un rempart sépare le pré E du pré S
tiles-layout-princess-dragon-princess-corner-city = ville N-O avec une princesse ; pré E-S
tiles-layout-princess-dragon-princess-corner-city-garden = comme princess-dragon/princess-corner-city, avec un jardin
tiles-layout-princess-dragon-princess-corner-city-curve-es = ville N-O avec une princesse ; une route en virage E-S

show-svg-princess-dragon = Princesse et Dragon
show-svg-volcano = un triangle brun pour un volcan
show-svg-dragon-tile = un losange vert pour une tuile dragon
show-svg-portal = une arche violette pour un portail magique
show-svg-princess = une couronne rose pour une princesse
show-svg-dragon = D le dragon
show-svg-fairy = F la fée
show-volcanoes = volcans
show-dragon-tiles = tuiles dragon
show-portals = portails magiques
show-princesses = princesses
show-dragon-on = le dragon est en { $at }
show-fairy-on = la fée est en { $at }
show-dragon-title = le dragon
show-fairy-title = la fée
# Où `expect` met le dragon, et où la décision le place.
check-dragon = `dragon` : attendu { $expected }, obtenu { $ruled }
check-dragon-on = en { $at }
check-dragon-not-in-play = pas en jeu

# Princesse et Dragon.
aside-pd-fairy-here = la fée se trouve ici
refusal-pd-dragon-out-of-play = { $tile } montre un dragon, et le dragon n'est pas encore en jeu
label-pd-dragon-out = une tuile dragon avant tout volcan
help-pd-dragon-out = une tuile dragon piochée avant le premier volcan est mise de côté ; posez une autre tuile
refusal-pd-on-volcano = { $figure-the } ne peut pas aller sur { $tile } : aucun pion ne se place sur un volcan qui vient d'être posé
label-pd-volcano = sur la tuile volcan
help-pd-volcano = ne placez rien, déplacez la fée, ou placez la grange à l'un des coins de la tuile
refusal-pd-no-path = la tuile dragon posée fait se déplacer le dragon en { $at }, et l'action ne donne aucun parcours
label-pd-no-path = le dragon doit se déplacer
refusal-pd-path-not-asked = le dragon ne se déplace que lorsqu'une tuile dragon est posée pendant qu'il est en jeu
label-pd-path-not-asked = pas de déplacement du dragon à ce tour
help-pd-no-path-here = retirez `dragon` de cette action
refusal-pd-step-not-next = le pas { $step } du dragon va de { $from } à { $to }, qui n'a aucun côté commun avec cette case
refusal-pd-step-empty = le pas { $step } du dragon va en { $to }, où aucune tuile n'est posée
refusal-pd-step-visited = le pas { $step } du dragon revient en { $to }, où il est déjà passé pendant ce déplacement
refusal-pd-step-fairy = le pas { $step } du dragon va en { $to }, la tuile de la fée, où il n'entre jamais
label-pd-step = pas un pas que le dragon peut faire
help-pd-steps = { $squares-count ->
    [0] depuis { $at }, le dragon n'a plus nulle part où aller : son déplacement s'arrête là
   *[other] depuis { $at }, le dragon peut aller en { $squares }
}
refusal-pd-too-short = le dragon s'arrête en { $at } après { $steps ->
    [one] un seul pas
   *[other] { $steps } pas
}, mais il en fait six tant qu'il lui reste une tuile où entrer
refusal-pd-too-long = le dragon fait six pas, et non { $steps }
label-pd-length = le dragon fait six pas
help-pd-six = indiquez les six cases où il va, et pas davantage
refusal-pd-not-mine = { $figure } ne vous appartient pas
refusal-pd-not-a-follower = { $figure } n'est pas un partisan
refusal-pd-nobody-there = aucun pion ne se trouve en { $at } ({ $on })
refusal-pd-ambiguous = plusieurs de ceux-ci se trouvent là : { $figures }
label-pd-which = précisez lequel avec `figure`
label-pd-figure = pas un partisan auprès duquel va la fée
label-pd-knight = pas un chevalier de la ville de la princesse
help-pd-fairy = { $squares-count ->
    [0] { $player } n'a aucun partisan sur la table pour la fée
   *[other] les partisans de { $player } se trouvent en { $squares }
}
refusal-pd-no-portal = la tuile posée ne montre aucun portail magique
label-pd-no-portal = pas de portail sur la tuile posée
help-pd-portal-tile = seule une tuile qui montre un portail magique permet au pion d'aller ailleurs ; placez plutôt sur la tuile posée
refusal-pd-portal-complete = { $feature-accusative } est { $feature-kind ->
    [garden] achevé
    [farm] achevé
    [field] achevé
    [abbey] achevé
    [shrine] achevé
   *[other] achevée
} : aucun pion n'y va par le portail
refusal-pd-portal-occupied = un partisan se trouve déjà { $feature-in }
refusal-pd-portal-no-tile = aucune tuile n'est posée en { $at }
refusal-pd-portal-not-feature = un portail mène vers une zone d'une tuile, pas vers { $on }
label-pd-portal = pas une zone inachevée et inoccupée
help-pd-portal = par un portail, un pion va sur une zone qui n'est pas achevée et où ne se trouve aucun partisan
refusal-pd-barn-no-portal = la grange ne passe jamais par un portail magique
help-pd-barn-corner = placez la grange à un coin de la tuile posée où quatre prés se rejoignent (`deploy: {"{"}figure: barn, corner: NE{"}"}`)
refusal-pd-no-princess = la tuile posée ne montre aucune princesse
label-pd-no-princess = pas de princesse sur la tuile posée
help-pd-no-princess = seule une tuile dont la ville montre une princesse renvoie un chevalier ; placez plutôt un pion, ou rien
refusal-pd-not-in-city = aucun chevalier de la ville de la princesse ({ $city }) ne se trouve en { $at } ({ $on })
help-pd-princess = { $figures-count ->
    [0] la ville de la princesse n'abrite aucun chevalier
   *[other] chevaliers de la ville : { $figures }
}

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-princess-dragon =
    les tuiles `princess-dragon/*` (volcan, dragon, portail, princesse) ; `dragon: [x, y]` et
    `fairy: {"{"}at: [x, y], on: N{"}"}` dans la position ; `dragon: [[x, y], ...]` dans l'action pour une tuile dragon ;
    `deploy: {"{"}fairy: {"{"}at, on{"}"}{"}"}`, `deploy: {"{"}figure: follower, portal: {"{"}at, on{"}"}{"}"}`, `deploy: {"{"}princess: {"{"}at, on{"}"}{"}"}`

# Broken input: the diagnostics of a file that cannot be judged.
diag-fairy-x-y-feature-follower = `fairy` est `{"{"}at: [x, y], on: FEATURE{"}"}` : le partisan à côté duquel elle se trouve
diag-princess-x-y-feature-knight = `princess` est `{"{"}at: [x, y], on: FEATURE{"}"}` : le chevalier qu'elle renvoie
diag-say-which-figure-goes-through = dites quel pion passe par le portail magique : `figure: follower`
diag-portal-x-y-feature-where = `portal` est `{"{"}at: [x, y], on: FEATURE{"}"}` : où va le pion
diag-dragon-lists-squares-dragon-moves = `dragon` liste les cases où va le dragon, par exemple `[[1, 0], [1, 1]]`
diag-dragon-moves-most-six-steps = le dragon se déplace d'au plus six pas
diag-dragon-path-list-squares-one = le trajet du dragon est une liste de cases, et ceci est une seule case
    .label = une case, pas une liste de cases
diag-princess-removal-choice-carc-box = le retrait par la princesse est un choix dans carc, comme sur la page de la boîte ; remettez la règle dans JCloisterZone
diag-carc-moves-fairy-next-follower = carc place la fée à côté d'un partisan, comme la nouvelle édition ; remettez la règle dans JCloisterZone
diag-carc-moves-dragon-before-scoring = carc déplace le dragon avant l'évaluation, comme la page de la boîte ; remettez la règle dans JCloisterZone
diag-place-carc-cannot-name-tile = un endroit que carc ne sait pas nommer sur une tuile
diag-carc-imports-dragon-fairy-princess = carc importe le dragon et la fée de Princesse et Dragon
diag-dragon-princess-dragon = le dragon vient de Princesse et Dragon
diag-where-dragon-would-step = où irait le dragon
diag-fairy-princess-dragon = la fée vient de Princesse et Dragon
diag-princess-princess-dragon = la princesse vient de Princesse et Dragon
diag-princess-dragons-own = de Princesse et Dragon
diag-dragon-stands-tile-board = le dragon se trouve sur une tuile de `board`
diag-fairy-stands-tile-board = la fée se trouve sur une tuile de `board`
diag-single-follower-stands-there-fairy = aucun partisan seul ne se trouve là, à côté duquel la fée pourrait se trouver
    .label = pas un seul partisan
    .help = désignez un partisan de `board` (ajoutez `owner` et `figure` quand plusieurs partagent l'endroit), ou écrivez `fairy: {"{"}at: [x, y]{"}"}` pour une fée à côté de personne
diag-magic-portal-princess-dragon = le portail magique vient de Princesse et Dragon
diag-where-figure-would-go-through = où le pion passerait par le portail magique
diag-squares-count = { $count } cases
diag-dragon-path-help = un trajet d'un pas s'écrit `dragon: [[{ $x }, { $y }]]` ; de deux, `[[{ $x }, { $y }], [x, y]]`
diag-no-tile-for-dragon = aucune tuile en { $at }, où se trouverait le dragon
diag-no-tile-for-fairy = aucune tuile en { $at }, où se trouverait la fée
diag-import-move-of = un déplacement de `{ $figure }`, un pion d'une boîte que carc ne sait pas encore importer

## The rules in the project's own words

rule-text-car-fn158 = Un maire peut emprunter le portail magique, mais seulement pour entrer dans une ville inachevée où ne se trouve aucun chevalier.
rule-text-car-fn181 = La fée ne peut pas être placée à côté d'une grange, puisqu'une grange n'est pas un partisan.
rule-text-pd-volcano = Poser une tuile volcan y amène le dragon : il entre en jeu la première fois, et ensuite il vient d'où qu'il se trouvait. Aucun pion ne peut être placé sur la tuile volcan pendant ce tour ; les autres actions restent possibles : déplacer la fée, ou placer la grange à l'un des coins de la tuile (car:fn180).
rule-text-pd-dragon-set-aside = Tant qu'aucun volcan n'a fait entrer le dragon en jeu, une tuile dragon piochée est mise de côté (puis remélangée plus tard) au lieu d'être posée.
rule-text-pd-dragon-move = Une fois une tuile dragon posée et le pion du tour placé, avant toute évaluation, les joueurs déplacent le dragon chacun à leur tour, d'une tuile à la fois, vers une tuile qui partage un côté avec celle où il se trouve, six fois. Il n'entre jamais dans une tuile où il est déjà passé pendant ce déplacement, ni sur la tuile de la fée, et il ne s'arrête plus tôt que lorsqu'il ne lui reste aucune tuile où entrer.
rule-text-pd-dragon-eats = Chaque pion qui se trouve sur une tuile où entre le dragon retourne à son propriétaire : tout partisan, le bâtisseur et le cochon. La grange, qui se place là où quatre tuiles se rejoignent, n'est jamais dévorée, pas plus qu'un partisan au sommet d'une tour.
rule-text-pd-fairy = Au lieu de placer un pion, un joueur peut déplacer la fée sur une tuile à côté de l'un de ses propres partisans. Le dragon n'entre jamais sur la tuile de la fée. Une grange, un bâtisseur ou un cochon n'est pas un partisan auprès duquel se placer.
rule-text-pd-fairy-point = Au début du tour d'un joueur, si la fée se trouve à côté de l'un de ses partisans, il marque 1 point.
rule-text-pd-fairy-score = Quand une zone est évaluée alors que la fée se trouve à côté d'un partisan qui l'occupe, le propriétaire de ce partisan marque 3 points de plus, qu'il remporte la zone ou non ; en fin de partie aussi. La fée reste ensuite sur sa tuile, à côté de personne.
rule-text-pd-portal = Quand la tuile posée montre un portail magique, le pion du tour peut aller à la place sur n'importe quelle zone de n'importe quelle tuile de la table, pourvu qu'elle ne soit pas achevée et qu'aucun partisan ne s'y trouve, selon les règles propres à ce pion. La grange n'emprunte jamais un portail (car:fn178) ; le maire n'entre que dans une ville sans chevalier (car:fn158).
rule-text-pd-princess = Quand la ville de la princesse de la tuile posée se raccorde à une ville où se trouvent des chevaliers, le joueur peut, au lieu de placer un pion, renvoyer l'un de ces chevaliers à son propriétaire, quel qu'il soit : le maire et le chariot aussi (car:fn159, car:fn168).

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-car-fn158 = note 158 (sur le maire : placement, une ville sans chevalier)
rule-section-car-fn181 = note 181 (sur la grange : placement à un coin où se rejoignent quatre prés)
rule-section-pd-volcano = Le dragon › 1. Poser une tuile : le volcan
rule-section-pd-dragon-set-aside = Le dragon › Précisions supplémentaires (une tuile dragon avant que le dragon soit en jeu)
rule-section-pd-dragon-move = Le dragon › 2b. Le dragon se déplace
rule-section-pd-dragon-eats = Le dragon › 2b. Le dragon se déplace (ce qu'il dévore)
rule-section-pd-fairy = La fée › 2. Placer un partisan : la fée se déplace
rule-section-pd-fairy-point = La fée › au début de votre tour
rule-section-pd-fairy-score = La fée › 3. Évaluer une zone
rule-section-pd-portal = Le portail magique › 2. Placer un partisan
rule-section-pd-princess = La princesse › 2. Placer un partisan
