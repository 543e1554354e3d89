## car

document-flier = Les Machines volantes (WikiCarpedia)

rule-car-fn157 = Le maire peut voler, mais n'atterrit que dans une ville

## flier

rule-flier-fly = Placer un partisan par la machine volante

rule-flier-crash = Aucun lieu d'atterrissage : le pion volant retourne dans la réserve

rule-flier-fn1 = Tout partisan peut voler

rule-flier-fn2 = Le fantôme peut voler, mais pas après un autre pion

rule-flier-fn3 = Pas d'atterrissage sur une zone qui vient d'être achevée

rule-flier-fn4 = Les pions volants près de Carcassonne, la Roue et les écoles

rule-flier-fn5 = Les pions volants n'atterrissent que sur les routes, les villes et les abbayes

rule-flier-fn6 = Un maire volant n'atterrit que dans une ville

rule-flier-fn7 = Un abbé volant atterrit dans une abbaye ou un jardin

rule-flier-fn8 = Les abbayes et jardins partagés sont évalués à la majorité
rule-flier-must-land = Un pion volant doit atterrir là où il le peut
rule-flier-no-roll = Un vol jugé avant le lancer du dé

## The steps of a ruling.

figure-as-phantom = { $figure } (en tant que fantôme)
step-flight = { $who } prend la machine volante en { $from }, orientée { $direction ->
    [N] vers le nord
    [NE] vers le nord-est
    [E] vers l'est
    [SE] vers le sud-est
    [S] vers le sud
    [SO] vers le sud-ouest
    [O] vers l'ouest
    [NO] vers le nord-ouest
   *[other] vers { $direction }
} ; le dé indique { $roll }, le pion vole donc en { $square }
step-flew-landed = { $flight } et atterrit : il occupe { $feature }
step-flew-landed-beside = { $flight } et atterrit : il occupe { $feature }, comme déjà { $sharing } ; un vol peut s'achever sur une zone que d'autres occupent, ce qu'un placement ne peut pas
step-flew-no-tile = { $flight }, où aucune tuile n'est posée : il retourne dans la réserve, et aucun autre pion n'est placé
step-flew-nowhere = { $flight }, mais la tuile qui s'y trouve ne lui offre aucune zone inachevée qu'il puisse prendre : il retourne dans la réserve, et aucun autre pion n'est placé
step-flight-options = { $player } met { $kind ->
    [follower] un { $figure }
    [abbot] l'{ $figure }
   *[other] le { $figure }
} sur la machine volante en { $from }, orientée { $direction ->
    [N] vers le nord
    [NE] vers le nord-est
    [E] vers l'est
    [SE] vers le sud-est
    [S] vers le sud
    [SO] vers le sud-ouest
    [O] vers l'ouest
    [NO] vers le nord-ouest
   *[other] vers { $direction }
} ; aucun lancer n'est indiqué, voici donc chaque face du dé : { $faces }
step-flight-face = { $roll } mène en { $square } ({ $place })
step-flight-face-no-tile = aucune tuile : retour dans la réserve
step-flight-face-nothing = rien où atterrir : retour dans la réserve
step-flight-face-landings = atterrir et occuper { $landings }

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# La disposition de chaque tuile de l'extension, par son id (`base/D` donne
# `tiles-layout-base-D`), telle que `carc tiles` la liste.
tiles-layout-flier-field-w = pré seul ; machine volante orthogonale
tiles-layout-flier-field-nw = pré seul ; machine volante diagonale (1re édition)
tiles-layout-flier-field-nw-garden = pré seul ; machine volante diagonale ; jardin (2e édition)
tiles-layout-flier-straight-we-nw = route droite O-E ; machine volante diagonale
tiles-layout-flier-straight-ns-w = route droite N-S ; machine volante orthogonale, perpendiculaire à la route
tiles-layout-flier-straight-we-w = route droite O-E ; machine volante orthogonale, dans l'axe de la route
tiles-layout-flier-curve-es-nw = virage E-S ; machine volante diagonale
tiles-layout-flier-curve-nw-w = virage N-O ; machine volante orthogonale, dans l'axe d'une des branches
tiles-layout-flier-curve-sw-w = virage S-O ; machine volante orthogonale, dans l'axe d'une des branches

show-svg-fliers = machines volantes : le trait sombre qui part du milieu d'une tuile, dans la direction où s'envole un pion
show-fliers = machines volantes
# Une machine volante : sa case et sa direction (`show-direction`).
show-flier = { $at } orientée { $direction }

# La machine volante.
phrase-flier-never-field = un pion volant n'atterrit jamais sur un pré
phrase-flier-completed-now = la tuile qui vient d'être posée a achevé cette zone, et une zone compte comme achevée dès que la tuile qui la ferme est posée
phrase-flier-complete = cette zone est achevée ; un pion volant n'atterrit que sur une zone inachevée
phrase-flier-lands-only = { $figure-the } n'atterrit que { $figure-places }
refusal-flier-no-flying-machine = { $tile } n'a pas de machine volante
label-flier-no-flying-machine = un vol depuis une tuile sans machine volante
help-flier-deploy-on-instead = placez plutôt avec `on` sur une zone de la tuile posée
refusal-flier-not-a-follower = { $figure-the } n'est pas un partisan et ne peut pas prendre la machine volante
label-flier-not-a-follower = pas un partisan
help-flier-only-followers = seuls les partisans volent : partisan, grand partisan, maire, chariot, abbé, fantôme
refusal-flier-phantom-second-flight = la machine volante a servi au pion placé à ce tour, le fantôme ne peut donc pas s'en servir aussi
label-flier-second-flight = second vol à ce tour
help-flier-phantom-on-instead = mettez plutôt le fantôme avec `on` sur une zone libre de la tuile posée
help-flier-fly-in-hand = faites voler un pion de votre réserve, ou ne placez rien
refusal-flier-nothing-to-land-on = un { $roll } au dé envoie { $figure-the } en { $square }, où aucune tuile ne permet d'atterrir
label-flier-no-tile-on = aucune tuile en { $square }
help-flier-leave-out-on = retirez `on` (rien où atterrir : { $figure-the } retourne dans la réserve)
refusal-flier-must-land = un { $roll } au dé envoie { $figure-the } en { $square }, où il doit atterrir : l'atterrissage est obligatoire quand un lieu existe
label-flier-no-landing-given = aucun lieu d'atterrissage indiqué
help-flier-land-on = faites-le atterrir sur { $places } de la tuile { $tile }
help-flier-may-land = { $places-count ->
    [0] { $tile } en { $square } n'offre aucune zone où { $figure-the } puisse atterrir : retirez `on`, et il retourne dans la réserve
   *[other] il peut atterrir sur { $places } de la tuile { $tile } en { $square }
}
phrase-flier-landing = `on: { $on }`
phrase-flier-landing-spot = `on: { $on }` ({ $spot })
refusal-flier-cannot-land = { $figure-the } ne peut pas atterrir sur { $spot } de la tuile { $tile } en { $square } : { $why }
label-flier-roll-reaches = un { $roll } au dé atteint { $square }
aside-flier-tile-reached = { $tile } est atteinte

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-flier =
    `deploy: {"{"}figure: follower, fly: {"{"}roll: 2, on: N{"}"}{"}"}` sur une tuile avec une machine volante (`carc tiles | grep flier`)

# Broken input: the diagnostics of a file that cannot be judged.
diag-flight-roll-2-n-both = un vol est `{"{"}roll: 2, on: N{"}"}` ; les deux clés peuvent manquer
diag-die-shows-1-2-3 = le dé montre 1, 2 ou 3
diag-flying-figure-lands-where-flight = un pion volant atterrit là où le vol le mène
    .label = pas utilisé avec `fly`
    .help = mettez la zone d'atterrissage dans le vol : `fly: {"{"}roll: 2, on: N{"}"}`
diag-landing-place-carc-cannot-name = un atterrissage à un endroit que carc ne sait pas nommer sur une tuile
diag-die-random-value-from-0 = la valeur aléatoire du dé, de 0 à 1
diag-flight-flier = un vol relève des Machines volantes
diag-die-has-no = le dé de vol n'a pas de { $value }
    .label = pas une face du dé
    .help = le dé montre 1, 2 ou 3 (chacun deux fois)
# Written after « pas une zone de ».
diag-roll-reaches = { $tile } en { $at }, qu'un jet de { $roll } atteint

## The rules in the project's own words

rule-text-car-fn157 = Le maire peut être placé par la machine volante, mais il ne peut finir que dans une ville inachevée de la tuile d'atterrissage ; si cette tuile n'en offre aucune, le maire retourne dans la réserve de son propriétaire.
rule-text-flier-fly = Après avoir posé une tuile avec une machine volante, un joueur peut mettre un partisan sur la machine au lieu de placer normalement, lancer le dé et le déplacer de 1 à 3 cases en ligne droite dans la direction de la machine, diagonales comprises. Il doit atterrir sur une route, une ville ou une abbaye inachevée de la tuile qui s'y trouve, même déjà occupée, et y prend le rôle de cette zone ; il ne peut jamais atterrir sur un pré.
rule-text-flier-crash = Si la case atteinte ne porte aucune tuile, ou si sa tuile n'offre que des zones achevées et des prés, le pion volant retourne dans la réserve de son propriétaire, et le joueur ne place aucun autre pion à sa place. Le placement propre au fantôme, plus tard, en est distinct (interprétations §6).
rule-text-flier-fn1 = Tout genre de partisan peut prendre la machine volante, puisque la machine n'est pas l'endroit où il reste, mais il doit atterrir sur une zone que ce pion pourrait normalement prendre, par exemple le maire seulement dans une ville. La grange, le bâtisseur et le cochon ne sont pas des partisans et ne peuvent pas voler.
rule-text-flier-fn2 = Un fantôme peut prendre la machine volante. Si un partisan normal a déjà volé à ce tour, la machine compte comme une zone prise : le fantôme ne peut donc pas s'en servir aussi et ne peut aller que sur une autre zone de la tuile posée.
rule-text-flier-fn3 = Une zone compte comme achevée dès que la tuile qui la ferme est posée : un pion volant ne peut donc atterrir sur rien de ce que cette tuile vient d'achever ; seules les zones inachevées sont des lieux d'atterrissage.
rule-text-flier-fn4 = Un pion volant peut atterrir sur les zones autour de la Cité de Carcassonne ou autour de la Roue de la Fortune, mais pas sur la Cité ni sur la Roue elles-mêmes, et il peut atterrir sur les routes des tuiles École. L'arbitre tranche la partie qui concerne la Cité : un vol compte les cases de la Cité comme les autres, peut atterrir sur les routes, les morceaux de ville et les prés hors de ses remparts, et ne trouve rien où atterrir à l'intérieur (le pion retourne dans la réserve) ; aucun vol n'atteint un quartier. La Roue de la Fortune et les tuiles École appartiennent à d'autres extensions, qui ne sont pas gérées : cette partie reste non jugée (docs/rules.md).
rule-text-flier-fn5 = Un pion volant ne peut atterrir que sur une route, une ville ou une abbaye, jamais sur une autre zone, sauf qu'un abbé peut aussi atterrir dans un jardin (décidé en 2/2013, mis à jour en 3/2015). Un portail magique sur la tuile atteinte n'est pas non plus un lieu d'atterrissage : le pion atterrit sur une zone de cette tuile et ne poursuit jamais par le portail. L'arbitre tranche les deux parties.
rule-text-flier-fn6 = Le maire peut voler, mais il ne peut finir que dans une ville inachevée de la tuile d'atterrissage ; si cette tuile n'en a aucune, le maire retourne dans la réserve de son propriétaire (comme car:fn157).
rule-text-flier-fn7 = L'abbé peut voler, mais ne peut atterrir que dans une abbaye ou un jardin inachevés ; les jardins sont permis bien que la règle principale ne nomme que les routes, les villes et les abbayes. S'il n'y a ni l'un ni l'autre sur la tuile d'atterrissage, l'abbé retourne dans la réserve de son propriétaire.
rule-text-flier-fn8 = Une interprétation de la communauté : les pions volants peuvent mettre les pions de plusieurs joueurs sur une même abbaye ou un même jardin, et seuls les joueurs qui y ont la plus grande force l'évaluent alors, comme pour les autres zones.
rule-text-flier-must-land = Quand la tuile qu'atteint un vol offre au pion une zone qu'il peut prendre, le pion doit en prendre une, et le joueur choisit laquelle ; un vol qui n'indique là aucun atterrissage est refusé. Le second exemple de la page montre l'intention : son « peut » offre un choix entre zones, pas le choix de rester en l'air (interprétations §6.4).
rule-text-flier-no-roll = Quand l'action omet le lancer, l'arbitre se prononce sur la seule décision de voler : le tour est autorisé si la tuile trouve sa place et si le pion peut voler ; chaque face du dé est montrée avec ce qu'elle atteindrait, et le reste du tour se joue sans atterrissage. Les points du tour ne peuvent pas dépendre du dé, puisqu'une zone que cette tuile achève n'est jamais un lieu d'atterrissage (flier:fn3) (interprétations §6.6).

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-car-fn157 = note 157 (sur le maire : placement, une ville sans chevalier)
rule-section-flier-fly = 2. Placer un partisan
rule-section-flier-crash = 2. Placer un partisan
rule-section-flier-fn1 = note 1 (sur le §2, placer un partisan sur la machine volante)
rule-section-flier-fn2 = note 2 (sur le §2, placer un partisan sur la machine volante)
rule-section-flier-fn3 = note 3 (sur le §2, atterrir sur une zone inachevée)
rule-section-flier-fn4 = note 4 (sur le §2, jamais sur un pré)
rule-section-flier-fn5 = note 5 (sur le §2, jamais sur un pré)
rule-section-flier-fn6 = note 6 (sur le §2, jamais sur un pré)
rule-section-flier-fn7 = note 7 (sur le §2, jamais sur un pré)
rule-section-flier-fn8 = note 8 (sur le §3, évaluer une zone, et sur l'évaluation finale)
rule-section-flier-must-land = §6.4 un pion volant doit atterrir s'il le peut
rule-section-flier-no-roll = §6.6 un vol jugé avant le lancer du dé
