## tower

document-tower = La Tour (WikiCarpedia, nouvelle édition)

rule-tower-floors = Étages de tour en réserve selon le nombre de joueurs

rule-tower-floor = Au lieu de placer un pion, bâtir un étage sur toute tour ouverte

rule-tower-top = Au lieu de placer un pion, fermer une tour ouverte avec un partisan

rule-tower-capture = Un nouvel étage peut capturer un partisan

rule-tower-reach = La portée d'une tour : autant de tuiles dans chaque direction que d'étages

rule-tower-exchange = Les joueurs qui détiennent chacun un partisan de l'autre les échangent

rule-tower-ransom = Racheter un prisonnier pour 3 points, une fois par tour
rule-tower-ransom-any-score = Une rançon peut faire passer un score sous zéro
rule-tower-top-reopens = Une tour dont le partisan du sommet est capturé est de nouveau ouverte

## The steps of a ruling.

# La Tour. `$reach` compte les tuiles qu'atteint une tour, la sienne comprise.
step-floor-built = au lieu de placer un pion, { $player } bâtit un étage de tour en { $at } : la tour compte { $floors ->
    [one] { $floors } étage
   *[other] { $floors } étages
} et atteint { $reach } tuiles, la sienne et { $floors } en ligne droite dans chaque direction
step-tower-closed = au lieu de placer un pion, { $player } met { $figure-a } au sommet de la tour en { $at } et la ferme : plus aucun étage ne s'y pose, et le pion y reste sans marquer de points
step-captured = { $player } capture { $kind ->
    [follower] un partisan
    [big-follower] le grand partisan
    [mayor] le maire
    [wagon] le chariot
    [abbot] l'abbé
    [phantom] le fantôme
   *[other] le pion « { $figure } »
} de { $owner } { $on ->
    [tower] au sommet de la tour
   *[other] ({ $on })
} en { $at }, à portée de la tour : c'est désormais un prisonnier de { $player }
step-captured-own = avec la tour, { $player } retire { $kind ->
    [follower] son propre partisan
    [big-follower] son propre grand partisan
    [mayor] son propre maire
    [wagon] son propre chariot
    [abbot] son propre abbé
    [phantom] son propre fantôme
   *[other] son propre pion « { $figure } »
} { $on ->
    [tower] du sommet de la tour
   *[other] ({ $on })
} en { $at } : il retourne dans sa réserve
step-exchanged = { $player } et { $other } détiennent désormais chacun un partisan de l'autre, les deux sont donc échangés : { $player } récupère { $back-kind ->
    [follower] son partisan
    [big-follower] son grand partisan
    [mayor] son maire
    [wagon] son chariot
    [abbot] son abbé
    [phantom] son fantôme
   *[other] son pion « { $back } »
} et { $other } { $freed-kind ->
    [follower] son partisan
    [big-follower] son grand partisan
    [mayor] son maire
    [wagon] son chariot
    [abbot] son abbé
    [phantom] son fantôme
   *[other] son pion « { $freed } »
}
step-ransomed = avant de poser sa tuile, { $player } paie { $points ->
    [one] { $points } point
   *[other] { $points } points
} à { $other } et rachète { $kind ->
    [follower] son partisan
    [big-follower] son grand partisan
    [mayor] son maire
    [wagon] son chariot
    [abbot] son abbé
    [phantom] son fantôme
   *[other] son pion « { $figure } »
}{ $below ->
    [yes] , ce qui amène son score à { $score } : rien n'interdit un score inférieur à zéro
   *[no] {""}
}

## The ruling's frame: verdict, points, figures back, notes, citations.

report-prisoners = Prisonniers après l'action : { $prisoners }

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# La disposition de chaque tuile de l'extension, par son id (`base/D` donne
# `tiles-layout-base-D`), telle que `carc tiles` la liste.
tiles-layout-tower-city-cap = bout de ville N ; pré tout autour ; fondation dans le pré
tiles-layout-tower-field = pré seul, avec la fondation au milieu
tiles-layout-tower-field-garden = comme tower/field, avec un jardin
tiles-layout-tower-monastery = abbaye dans un pré, avec la fondation à côté
tiles-layout-tower-roads-w-s = les routes O et S s'arrêtent à la fondation
tiles-layout-tower-roads-w-s-garden = comme tower/roads-w-s, avec un jardin
tiles-layout-tower-three-roads = les routes O, N et E se rejoignent à la fondation ; pré S
tiles-layout-tower-two-curves = une route en virage N-O et une autre S-E, la fondation entre les deux
tiles-layout-tower-crossing = quatre routes se rejoignent à la fondation
tiles-layout-tower-road-through-city = ville O-E ; une route N-S la traverse ; quatre prés dans les coins
tiles-layout-tower-cap-road-s = bout de ville N ; une route S s'arrête à la fondation, sous la ville, et coupe le pré en deux
tiles-layout-tower-cap-curve-ws = bout de ville N ; une route en virage O-S
tiles-layout-tower-cap-road-we = bout de ville N ; une route O-E ; la fondation coupe en deux la bande de pré qui les sépare
tiles-layout-tower-corner-city = ville N-O ; pré E-S
tiles-layout-tower-corner-city-road-e = ville N-O ; une route E y entre ; trois prés
tiles-layout-tower-two-caps = bouts de ville séparés N et O ; pré E-S
tiles-layout-tower-caps-n-s-road-we = bouts de ville N et S ; une route O-E entre les deux
tiles-layout-tower-three-sides-road-s = ville sur N, O et E ; une route S y entre
tiles-layout-tower-three-sides-cap-s = ville sur N, O et E, blason, et un bout de ville séparé S, avec un petit pré entre les deux

show-svg-towers = tours : un pavé gris pour une fondation, un bloc clair portant un nombre pour une tour d'autant d'étages ; un pion à son sommet la ferme
# Une tour sur le plan en texte, par ses étages ; fermée par un pion à son
# sommet, ou ouverte.
show-tower = { $floors ->
    [0] une fondation de tour, encore sans étage
    [one] une tour de { $floors } étage
   *[other] une tour de { $floors } étages
}
show-tower-closed = { $tower }, fermée : { $figure } à son sommet
show-tower-open = { $tower }, ouverte
show-prisoner = prisonnier de { $holder } : { $figure }
check-prisoners = `prisoners` de { $holder } : attendu { $expected }, obtenu { $ruled }

# La Tour.
refusal-tower-no-foundation = { $tile } en { $at } n'a pas de fondation de tour
refusal-tower-no-tile = aucune tuile n'est posée en { $at }, donc aucune tour ne s'y dresse
label-tower-no-foundation = pas de tour ici
refusal-tower-closed = la tour en { $at } est fermée : { $closer } se trouve à son sommet
label-tower-closed = une tour fermée
aside-tower-closed-by = ce partisan ferme la tour
help-tower-foundations = { $squares-count ->
    [0] aucune tour de la table n'est ouverte
   *[other] tours ouvertes et fondations nues sur la table : { $squares }
}
refusal-tower-out-of-reach = { $at } est hors de portée de la tour en { $tower }, qui compte { $floors ->
    [one] { $floors } étage
   *[other] { $floors } étages
}
label-tower-out-of-reach = hors de portée de la tour
help-tower-in-reach = la tour en { $tower } atteint sa propre tuile et { $floors ->
    [one] une tuile
   *[other] { $floors } tuiles
} en ligne droite au nord, à l'est, au sud et à l'ouest, jamais en diagonale
refusal-tower-nobody-there = aucun partisan ne se trouve en { $at } ({ $on })
label-tower-nobody-there = aucun partisan ici
refusal-tower-not-capturable = { $figure } n'est pas un partisan, et une tour ne capture que des partisans
help-tower-capture-whom = désignez un partisan avec `capture: {"{"}at: [x, y], on: FEATURE{"}"}` (`on: tower` pour celui qui est au sommet d'une tour), en ajoutant `owner` et `figure` quand plusieurs s'y trouvent
refusal-tower-ambiguous = plusieurs partisans se trouvent à cet endroit de { $at } : { $figures }
label-tower-which = précisez lequel
refusal-tower-bare = la fondation en { $at } n'a encore aucun étage, et seule une tour déjà commencée peut être fermée
label-tower-bare = une fondation nue
help-tower-top-first-floor = bâtissez-y d'abord un étage (`deploy: {"{"}floor: [x, y]{"}"}`)
refusal-tower-not-on-tower = { $figure-the } ne ferme pas une tour
label-tower-not-on-tower = pas un pion pour une tour
help-tower-top-followers = un partisan ou un grand partisan ferme une tour
refusal-tower-not-held = { $other } ne détient aucun { $figure-kind ->
    [follower] partisan
    [big-follower] grand partisan
    [mayor] maire
    [wagon] chariot
    [abbot] abbé
    [phantom] fantôme
   *[other] pion « { $figure } »
} de { $player }
label-tower-not-held = prisonnier introuvable
help-tower-ransom-held = { $figures-count ->
    [0] { $other } ne détient aucun de vos partisans
   *[other] { $other } détient vos pions suivants : { $figures }
}
refusal-tower-exchange-which = { $other } détient plusieurs sortes de vos partisans, et l'échange en rend un
refusal-tower-exchange-not-held = { $other } ne détient aucun { $figure-kind ->
    [follower] partisan
    [big-follower] grand partisan
    [mayor] maire
    [wagon] chariot
    [abbot] abbé
    [phantom] fantôme
   *[other] pion « { $figure } »
} à vous à rendre par l'échange
help-tower-exchange-name = ajoutez `exchange:` à côté de `floor`, en nommant l'un de ceux-ci : { $figures }
refusal-tower-nothing-to-choose = aucun échange avec un choix n'a lieu ici : désigner { $figure-the } qui reviendrait par un échange ne répond donc à rien
label-tower-nothing-to-choose = aucun choix à faire
refusal-tower-no-floors = { $player } n'a plus d'étage de tour dans sa réserve
label-tower-no-floors = aucun étage en réserve
help-tower-no-floors = tous les étages de { $player } sont bâtis sur des tours : placez plutôt un pion, ou rien
help-tower-no-exchange = n'indiquez `exchange` que si le propriétaire du partisan capturé détient plusieurs sortes de vos partisans ; sinon, retirez-le

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-tower =
    les tuiles `tower/*` (chacune avec une fondation) ; `tower: 2` sur une tuile de la table donne ses étages,
    `on: tower` un partisan au sommet ; `deploy: {"{"}floor: [x, y], capture: {"{"}at: [x, y], on: N{"}"}{"}"}` bâtit et capture,
    `deploy: {"{"}figure: follower, tower: [x, y]{"}"}` ferme une tour ; `prisoners:` et `ransom: {"{"}from: blue, figure: follower{"}"}`

refusal-tower-one-ransom = un prisonnier a déjà été racheté à ce tour : un joueur paie une rançon une fois par tour, les tuiles d'un double tour comptant ensemble
label-tower-one-ransom = une seconde rançon
help-tower-one-ransom = gardez une seule rançon ; l'autre prisonnier pourra être racheté à un tour suivant

# Broken input: the diagnostics of a file that cannot be judged.
diag-tower-number-floors-e-g = `tower` est le nombre d'étages, par exemple `tower: 2` (0 pour une simple fondation)
diag-figures-held-captive-per-player = les pions retenus prisonniers par joueur, par exemple `{"{"}red: [{"{"}owner: blue, figure: follower{"}"}]{"}"}`
diag-prisoner-owner-blue-figure-follower = un prisonnier est `{"{"}owner: blue, figure: follower{"}"}`
diag-prisoner = un prisonnier
diag-say-whose-figure-owner-blue = dites à qui est le pion : `owner: blue`
diag-capture-x-y-feature-tower = `capture` est `{"{"}at: [x, y], on: FEATURE{"}"}`, ou `on: tower` pour un partisan sur une tour
diag-say-which-follower-goes-top = dites quel partisan va au sommet : `figure: follower`
diag-follower-goes-top-tower-naming = un partisan va au sommet d'une tour en nommant la case de la tour
    .label = `on: tower` dans `deploy`
    .help = écrivez `deploy: {"{"}figure: follower, tower: [x, y]{"}"}`
diag-ransom-from-player-figure-figure = `ransom` est `{"{"}from: PLAYER, figure: FIGURE{"}"}`
diag-say-who-holds-prisoner-from = dites qui retient le prisonnier : `from: blue`
diag-say-which-your-figures-figure = dites lequel de vos pions : `figure: follower`
diag-no-tower-here = pas de tour ici
diag-only-tiles-tower-have-tower = seules les tuiles `tower/*` ont une tour où se placer
diag-ransom-paid-tower-prisoners = la rançon se paie pour les prisonniers de La Tour
diag-where-follower-would-climb = où monterait le partisan
diag-towers-are-tower = les tours viennent de La Tour
diag-tower-floors-are-tower = les étages de tour viennent de La Tour
diag-where-floor-would-go = où irait l'étage
diag-the-towers-own = de La Tour
diag-prisoners-are-taken-towers = les prisonniers sont pris par les tours
diag-not-a-follower = pas un partisan
diag-only-followers-are-captured-follower = seuls les partisans sont faits prisonniers : follower, big-follower, mayor, wagon, abbot, phantom
diag-player-own-captured-figure-goes = un joueur qui capture son propre pion le remet dans sa réserve, jamais en prison
diag-no-tower-can-stand = aucune tour ne peut se trouver ici
diag-towers-stand-tiles-tower-drop = les tours se trouvent sur les tuiles `tower/*` ; retirez `tower` de cette entrée
diag-import-message-out-of-place = un message `{ $kind }` hors de sa place dans le tour
diag-tower-floors-range = une tour a de 0 à { $max } étages
diag-no-foundation = { $tile } n'a pas de fondation de tour
diag-no-foundation-on = { $tile } en { $at } n'a pas de fondation de tour
    .label = pas de fondation de tour sur cette tuile
    .help = désignez la case d'une tuile avec une fondation de tour : une tour ne se trouve que sur l'une d'elles
diag-never-prisoner = une tour ne fait jamais prisonnier { $figure ->
    [barn] une grange
    [builder] un bâtisseur
    [pig] un cochon
    [tower-floor] un étage de tour
    [castle] un jeton forteresse
    [follower] un partisan
    [big-follower] un grand partisan
    [mayor] un maire
    [wagon] un chariot
    [abbot] un abbé
    [phantom] un fantôme
   *[other] un pion `{ $figure }`
}
diag-holds-own-figure = { $player } retient son propre pion
    .label = celui qui retient et le propriétaire sont le même joueur
diag-never-on-top = { $figure } ne se trouve jamais au sommet d'une tour
    .label = pas un partisan qui ferme les tours
    .help = un partisan ou un grand partisan ferme une tour (car:fn160, fn169, fn179)
diag-tower-no-floors = la tour en { $at } n'a pas d'étage
    .label = rien où se placer
    .help = donnez ses étages à la tour de la tuile, par exemple `tower: 1`
diag-tower-taken = la tour en { $at } a déjà un partisan au sommet
    .label = second partisan au sommet
    .help = un seul partisan ferme une tour ; retirez-en un

## The rules in the project's own words

rule-text-tower-floors = Chaque joueur commence avec ses propres étages de tour : 10 chacun à deux joueurs, 9 à trois, 7 à quatre, 6 à cinq et 5 à six. Un étage vient de la réserve du joueur ; quand il n'en reste plus, on ne peut plus en bâtir.
rule-text-tower-floor = Après avoir posé la tuile, au lieu de placer un pion, un joueur peut poser l'un de ses étages sur n'importe quelle fondation de tour de la table, sur la tuile qui vient d'être posée ou sur une autre, ou au sommet d'une tour encore ouverte. Une fois bâti, un étage n'appartient à personne. Une tour avec un partisan à son sommet ne reçoit plus d'étage.
rule-text-tower-top = Après avoir posé la tuile, au lieu de placer un pion, un joueur peut mettre l'un de ses partisans au sommet d'une tour ouverte (qui a au moins un étage), ce qui la ferme. Le partisan y reste jusqu'à la fin de la partie, sauf si une tour le capture ; il ne marque jamais de points. Une fondation nue ne peut pas être fermée.
rule-text-tower-capture = Juste après avoir bâti un étage, le joueur peut retirer de la table un partisan qui se trouve sur une tuile à portée de la tour, quel que soit son propriétaire. Le sien retourne dans sa réserve ; celui d'un autre devient son prisonnier. Seuls les partisans peuvent être capturés : jamais une grange, un bâtisseur ou un cochon. La capture a lieu avant l'évaluation du tour, si bien que le partisan capturé ne marque rien.
rule-text-tower-reach = Une tour atteint sa propre tuile et, en ligne droite au nord, à l'est, au sud et à l'ouest, autant de tuiles qu'elle a d'étages, y compris celui qui vient d'être bâti. Les cases vides et les autres tours ne l'arrêtent pas ; les tuiles en diagonale sont hors de portée.
rule-text-tower-exchange = Dès que deux joueurs détiennent chacun un partisan de l'autre, les deux sont échangés et chacun retourne dans la réserve de son propriétaire. Quand l'un d'eux détient plusieurs genres de partisans de l'autre, c'est le propriétaire qui choisit lequel revient.
rule-text-tower-ransom = Une fois pendant son tour, un joueur peut racheter l'un de ses partisans détenus par un autre joueur en lui payant 3 points ; le partisan libéré retourne dans sa réserve. L'arbitre fait payer la rançon avant la pose de la tuile, si bien que le partisan libéré peut être placé pendant le même tour.
rule-text-tower-ransom-any-score = La page ne fixe aucune limite inférieure au score : un joueur peut donc payer les 3 points d'une rançon quel que soit son score, et finir sous zéro. Une décision le précise chaque fois qu'une rançon fait passer le score du payeur (tel que le donne le scénario, 0 s'il n'est pas indiqué) sous zéro (interprétations §1.8).
rule-text-tower-top-reopens = Un partisan au sommet d'une tour à portée d'un nouvel étage peut être capturé comme n'importe quel autre. Une fois qu'il est parti, la tour est de nouveau ouverte et peut recevoir des étages et un nouveau partisan à son sommet : la page dit qu'un partisan au sommet ferme une tour, et rien d'autre ne la garde fermée (interprétations §1.8).

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-tower-floors = Préparation (étages de tour selon le nombre de joueurs)
rule-section-tower-floor = 2. Placer un partisan › A et B : poser un étage de tour sur une fondation ou une tour ouverte
rule-section-tower-top = 2. Placer un partisan › C : placer un partisan sur une tour
rule-section-tower-capture = Poser un étage de tour et capturer un partisan
rule-section-tower-reach = Poser un étage de tour et capturer un partisan (la portée d'une tour)
rule-section-tower-exchange = Échanger des prisonniers
rule-section-tower-ransom = Payer une rançon
rule-section-tower-ransom-any-score = §1.8 une rançon peut faire passer un score sous zéro
rule-section-tower-top-reopens = §1.8 une tour dont le partisan du sommet est capturé est de nouveau ouverte
