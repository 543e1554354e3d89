## car

document-count = Le Comte de Carcassonne (WikiCarpedia : « The Count of Carcassonne (1st edition) » pour les douze cases de la Cité et les règles, « Count, King and Robber » pour la nouvelle édition ; les deux pièces recto verso qui forment la Cité dans la nouvelle édition ne sont pas modélisées)

rule-car-fn185 = L'évaluation d'une grange permet aux partisans de quitter Carcassonne

rule-car-fn187 = Le propriétaire d'une grange peut entrer dans Carcassonne quand d'autres marquent

rule-car-fn191 = Raccorder des prés permet à un partisan de quitter Carcassonne

## count

rule-count-city = La Cité de Carcassonne remplace la tuile de départ

rule-count-enter = D'autres ont marqué et pas vous : un pion entre dans la Cité

rule-count-figures = Quel pion peut se trouver dans quel quartier

rule-count-count = Le comte se déplace après une entrée et bloque son quartier

rule-count-leave = Les partisans quittent la Cité pour une zone achevée à ce tour

rule-count-market = Les partisans du marché ne vont aux prés que lorsque des prés sont évalués

rule-count-end = En fin de partie, seul le marché se vide

rule-count-city-farm = La Cité compte comme une ville achevée pour ses prés

## The ruling's frame: verdict, points, figures back, notes, citations.

report-city = La Cité de Carcassonne après l'action : le comte dans le { $count ->
    [castle] quartier du château
    [market] quartier du marché
    [blacksmith] quartier de la forge
   *[cathedral] quartier de la cathédrale
} ; { $figures }
report-city-empty = La Cité de Carcassonne après l'action : le comte dans le { $count ->
    [castle] quartier du château
    [market] quartier du marché
    [blacksmith] quartier de la forge
   *[cathedral] quartier de la cathédrale
} ; personne dans les quartiers
# Un pion dans un quartier de la Cité de Carcassonne.
city-follower = { $figure } de { $player } dans le { $quarter ->
    [castle] quartier du château
    [market] quartier du marché
    [blacksmith] quartier de la forge
   *[cathedral] quartier de la cathédrale
}
# Un quartier de la Cité de Carcassonne, sans article : tous sont « le
# quartier … », et les phrases écrivent « le », « du » ou « au » devant.
quarter = { $case ->
   *[other] { $quarter ->
        [castle] quartier du château
        [market] quartier du marché
        [blacksmith] quartier de la forge
       *[cathedral] quartier de la cathédrale
    }
}
# Un choix que l'action n'a pas fait : un pion dans la Cité de Carcassonne.
offer-enter-city = { $player } aurait pu faire entrer un pion dans la Cité de Carcassonne (`enter-city`)
phrase-count-enter-offered = { $others } { $others-count ->
    [one] a marqué
   *[other] ont marqué
} des points à ce tour, et pas { $player }
# Un choix que l'action n'a pas fait : un pion qui sort de la Cité de Carcassonne.
offer-leave-city = { $kind ->
    [follower] un partisan
    [big-follower] le grand partisan
    [mayor] le maire
    [wagon] le chariot
    [abbot] l'abbé
    [phantom] le fantôme
   *[other] le pion « { $figure } »
} de { $player } aurait pu quitter le { $quarter ->
    [castle] quartier du château
    [market] quartier du marché
    [blacksmith] quartier de la forge
   *[cathedral] quartier de la cathédrale
} pour la zone en { $at } ({ $on }) (`leave-city`)

## The steps of a ruling.

step-count-left = { $kind ->
    [follower] un partisan
    [big-follower] le grand partisan
    [abbot] l'abbé
   *[other] le { $figure }
} de { $player } quitte le { $quarter } de la Cité de Carcassonne pour { $feature }, avant son évaluation
step-count-entered = { $player } n'a marqué aucun point à ce tour alors que { $scorers } { $count ->
    [one] en a marqué
   *[other] en ont marqué
}, donc { $player } place { $figure-a } dans le { $quarter } de la Cité de Carcassonne
step-count-moved = { $player } déplace le comte du { $from } au { $to } ; tant qu'il s'y trouve, personne ne quitte ce quartier

phrase-count-no-entry = { $others } { $others-count ->
    [one] a marqué
   *[other] ont marqué
} des points à ce tour, mais { $player } aussi : aucun pion de { $player } n'entre dans la Cité de Carcassonne

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# La disposition de chaque tuile de l'extension, par son id (`base/D` donne
# `tiles-layout-base-D`), telle que `carc tiles` la liste.
tiles-layout-count-1 = Cité de Carcassonne, angle nord-ouest : une route O qui va jusqu'au rempart ; le pré qui entoure la Cité au N et le long du côté O
tiles-layout-count-2 = Cité de Carcassonne, côté nord : le pré qui entoure la Cité, le long du côté N
tiles-layout-count-3 = Cité de Carcassonne, côté nord : le pré qui entoure la Cité, le long du côté N
tiles-layout-count-4 = Cité de Carcassonne, angle nord-est : une route N qui va jusqu'au rempart ; le pré qui entoure la Cité, des deux côtés de cette route
tiles-layout-count-5 = Cité de Carcassonne, côté ouest : le pré qui entoure la Cité, le long du côté O
tiles-layout-count-6 = Cité de Carcassonne, à l'intérieur des remparts
tiles-layout-count-7 = Cité de Carcassonne, à l'intérieur des remparts
tiles-layout-count-8 = Cité de Carcassonne, côté est : le pré qui entoure la Cité, le long du côté E
tiles-layout-count-9 = Cité de Carcassonne, angle sud-ouest : un bout de ville ouvert côté S ; le pré qui entoure la Cité, le long du côté O et au-dessus du bout de ville
tiles-layout-count-10 = Cité de Carcassonne, côté sud : le pré qui entoure la Cité, le long du côté S
tiles-layout-count-11 = Cité de Carcassonne, côté sud : une route S qui va jusqu'au rempart ; le pré qui entoure la Cité, des deux côtés de cette route
tiles-layout-count-12 = Cité de Carcassonne, angle sud-est : un bout de ville ouvert côté E ; le pré qui entoure la Cité, tout autour

show-svg-city = Cité de Carcassonne : ses remparts en pierre ; ses quartiers dessinés sur ses deux cases intérieures, le comte en disque noir
show-key-city = = dans les remparts de la Cité
# Un quartier par son id : castle, market, blacksmith, cathedral.
show-quarter = { $quarter ->
    [castle] château
    [market] marché
    [blacksmith] forge
   *[cathedral] cathédrale
}
show-count-title = le comte
show-nobody = personne
show-quarter-holds = { $quarter } : { $figures }
show-quarter-with-count = { $quarter } (comte) : { $figures }
show-city = Cité de Carcassonne : { $quarters }
check-city-missing = `city-of-carcassonne` : attendu la Cité, obtenu aucune Cité (`count` est-il en jeu ?)
# Un pion d'`expect` dans un quartier, par l'id du quartier.
check-city-follower = { $figure } dans le { $quarter ->
    [castle] quartier du château
    [market] quartier du marché
    [blacksmith] quartier de la forge
   *[cathedral] quartier de la cathédrale
}
check-nobody = personne
check-city = `city-of-carcassonne` : attendu { $expected }, obtenu { $ruled }
check-city-count = `city-of-carcassonne` : attendu le comte dans le { $expected ->
    [castle] quartier du château
    [market] quartier du marché
    [blacksmith] quartier de la forge
   *[cathedral] quartier de la cathédrale
}, obtenu dans le { $ruled ->
    [castle] quartier du château
    [market] quartier du marché
    [blacksmith] quartier de la forge
   *[cathedral] quartier de la cathédrale
}

refusal-count-not-there = { $player } n'a { $named ->
    [0] aucun
   *[other] pas d'autre
} { $figure-kind ->
    [follower] partisan
    [big-follower] grand partisan
    [mayor] maire
    [wagon] chariot
    [abbot] abbé
    [phantom] fantôme
   *[other] pion « { $figure } »
} dans le { $quarter ->
    [castle] quartier du château
    [market] quartier du marché
    [blacksmith] quartier de la forge
   *[cathedral] quartier de la cathédrale
} de la Cité de Carcassonne
label-count-not-there = pas dans ce quartier
help-count-not-there = indiquez un quartier où se trouve ce pion (`city-of-carcassonne` indique qui se trouve où) ; sans `figure:`, il s'agit d'un partisan
refusal-count-blocked = le comte se trouve dans le { $quarter ->
    [castle] quartier du château
    [market] quartier du marché
    [blacksmith] quartier de la forge
   *[cathedral] quartier de la cathédrale
} : personne n'en sort
label-count-blocked = ce quartier est bloqué
help-count-blocked = le comte garde chaque pion dans son quartier jusqu'à ce qu'il se déplace ; laissez ce pion où il est
refusal-count-no-feature = aucune zone ne se trouve en { $at } ({ $on })
refusal-count-wrong-kind = le { $quarter ->
    [castle] quartier du château envoie ses partisans dans les villes
    [market] quartier du marché envoie ses partisans sur les prés
    [blacksmith] quartier de la forge envoie ses partisans sur les routes
   *[cathedral] quartier de la cathédrale envoie ses partisans dans les abbayes
}, et { $feature } n'en est pas { $feature-kind ->
    [garden] un
    [farm] un
    [field] un
    [abbey] un
    [shrine] un
   *[other] une
}
label-count-wrong-kind = pas une zone de ce quartier
help-count-wrong-kind = le château envoie les partisans dans les villes, la forge sur les routes, la cathédrale dans les abbayes (et le monastère), le marché sur les prés
refusal-count-not-completed = { $feature } n'a pas été { $feature-kind ->
    [garden] achevé
    [farm] achevé
    [field] achevé
    [abbey] achevé
    [shrine] achevé
   *[other] achevée
} à ce tour : les partisans ne quittent la Cité que pour une zone sur le point d'être évaluée
label-count-not-completed = pas achevée à ce tour
help-count-not-completed = indiquez une ville, une route ou une abbaye que la tuile de ce tour a achevée ; sinon, les partisans restent dans la Cité
refusal-count-market-not-now = aucun pré où ce partisan pourrait aller n'est évalué à ce tour : les partisans du marché ne sortent que pour le pré d'une grange placée à ce tour, pour un pré raccordé au pré d'une grange, ou en fin de partie
label-count-market = aucun pré n'est évalué ici maintenant
help-count-market = laissez les partisans du marché dans la Cité jusqu'à ce qu'une grange fasse évaluer leur pré ou que la partie s'achève
refusal-count-end-market-only = en fin de partie, seuls les partisans du marché quittent la Cité ; le { $quarter ->
    [castle] quartier du château
    [market] quartier du marché
    [blacksmith] quartier de la forge
   *[cathedral] quartier de la cathédrale
} garde les siens
help-count-end = à `final-scoring`, n'indiquez que des partisans du marché, chacun allant sur un pré
refusal-count-not-a-farm = { $feature } n'est pas un pré
refusal-count-you-scored = { $player } a marqué des points à ce tour : un pion n'entre dans la Cité que lorsque d'autres ont marqué et que le joueur actif n'a rien marqué
refusal-count-nobody-scored = aucun autre joueur n'a marqué à ce tour : un pion n'entre dans la Cité que lorsque la tuile a fait marquer un autre joueur
refusal-count-scored-before-tile = aucun autre joueur n'a marqué grâce à la tuile : les points gagnés par { $players } avant sa pose (une rançon, le point de la fée) ne viennent pas d'une évaluation causée par la tuile, et seule une telle évaluation fait entrer un pion dans la Cité
label-count-enter = pas d'entrée dans la Cité à ce tour
help-count-enter = retirez `enter-city` ; l'entrée est permise après un tour où un autre joueur a marqué et pas vous, avec un pion de votre réserve
refusal-count-wrong-quarter = { $figure-the } ne se place jamais dans le { $quarter ->
    [castle] quartier du château
    [market] quartier du marché
    [blacksmith] quartier de la forge
   *[cathedral] quartier de la cathédrale
}
label-count-quarter = pas ce quartier
help-count-quarter = le maire ne va que dans le quartier du château, le chariot dans tout quartier sauf le marché, l'abbé seulement dans la cathédrale ; les partisans vont partout
refusal-count-never-in-city = { $figure-the } n'entre jamais dans la Cité de Carcassonne
help-count-never = seuls les partisans entrent dans la Cité : un partisan, le grand partisan, le fantôme, le maire, le chariot ou l'abbé
refusal-count-move-without-enter = { $player } n'a fait entrer aucun pion dans la Cité à ce tour, donc le comte reste où il est
label-count-move = le comte reste
help-count-move = seul le joueur qui vient de faire entrer un pion dans la Cité déplace le comte : ajoutez `enter-city`, ou retirez `move-count`

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-count =
    la Cité de Carcassonne occupe x -2..1, y -1..1 (sans figurer parmi les tuiles de la table) ;
    `city-of-carcassonne: {"{"}count: castle, followers: [{"{"}owner: red, figure: follower, quarter: market{"}"}]{"}"}` ;
    `leave-city: [{"{"}owner: red, quarter: castle, to: {"{"}at: [x, y], on: N{"}"}{"}"}]`, `enter-city: {"{"}figure: follower, quarter: market{"}"}`,
    `move-count: market` dans l'action

refusal-count-one-entry = un pion est déjà entré dans la Cité de Carcassonne à ce tour : le joueur actif en fait entrer un par tour, les tuiles d'un double tour comptant ensemble
label-count-one-entry = une seconde entrée
help-count-one-entry = gardez une seule entrée ; un autre pion pourra entrer après l'évaluation d'un tour suivant
refusal-count-one-move = le comte a déjà été déplacé à ce tour : le joueur qui est entré dans la Cité déplace le comte une seule fois, juste après l'entrée
label-count-one-move = un second déplacement du comte
help-count-one-move = indiquez une seule fois, avec l'entrée, le quartier où finit le comte

# Broken input: the diagnostics of a file that cannot be judged.
diag-city-carcassonne-count-castle-followers = `city-of-carcassonne` est `{"{"}count: castle, followers: [{"{"}owner: red, figure: follower, quarter: market{"}"}]{"}"}`
diag-each-figure-city-owner-red = chaque pion dans la Cité est `{"{"}owner: red, figure: follower, quarter: castle{"}"}`
diag-figure-city = un pion dans la Cité
diag-say-whose-figure-short = dites à qui est le pion : `owner: red`
diag-say-which-quarter-quarter-castle = dites quel quartier : `quarter: castle`
diag-each-figure-leaving-city-owner = chaque pion qui quitte la Cité est `{"{"}owner: red, quarter: castle, to: {"{"}at: [x, y], on: FEATURE{"}"}{"}"}` (ajoutez `figure:` pour un autre pion qu'un partisan)
diag-figure-leaving-city = un pion qui quitte la Cité
diag-say-which-quarter-leaves-quarter = dites quel quartier il quitte : `quarter: castle`
diag-say-where-goes-x-y = dites où il va : `to: {"{"}at: [x, y], on: FEATURE{"}"}`
diag-enter-city-figure-follower-quarter = `enter-city` est `{"{"}figure: follower, quarter: market{"}"}` : votre pion de la réserve dans un quartier
diag-say-which-quarter-quarter-market = dites quel quartier : `quarter: market`
diag-final-scoring-takes-leave-city = `final-scoring` prend `{"{"}leave-city: [{"{"}owner: red, quarter: market, to: {"{"}at: [x, y], on: FEATURE{"}"}{"}"}]{"}"}`
diag-carc-lets-player-who-entered = carc laisse le joueur qui est entré dans la Cité déplacer le comte, comme les règles de la boîte ; remettez la règle dans JCloisterZone
diag-carc-scores-only-market-figures = carc n'évalue en fin de partie que les pions du marché pour les prés, comme les règles de la boîte ; remettez la règle dans JCloisterZone
diag-figure-quarter-city = un pion dans un quartier de la Cité
diag-feature-tile = une zone sur une tuile
diag-quarter-city = un quartier de la Cité
diag-count-puts-city-table = `count` met la Cité sur la table
diag-drop-rotation-city-lies-rules = retirez `rotation` : la Cité est posée comme les règles la posent
diag-city-carcassonne-count-carcassonne = la Cité de Carcassonne vient du Comte de Carcassonne
diag-not-of-this-quarter = pas un pion de ce quartier
diag-followers-go-any-quarter-mayor = les partisans vont dans tout quartier, le maire au château, le chariot partout sauf au marché, l'abbé à la cathédrale ; aucun autre pion n'entre dans la Cité
diag-to-at-names-square = `to.at` désigne la case d'une tuile de la table
diag-nobody-there-leave = personne ici qui puisse partir
diag-name-figure-city-holds-city = désignez un pion de la Cité (`city-of-carcassonne`) : son propriétaire, sa sorte et son quartier
diag-city-square = { $at } est une case de la Cité de Carcassonne, où se trouve { $tile }
    .label = la Cité est ici
diag-city-fills = la Cité couvre x -2..1, y -1..1 ; posez { $placed } ailleurs, ou nommez `{ $tile }` ici pour y mettre des pions
diag-does-not-lie-on = { $tile } n'est pas en { $at }
    .label = pas cette case de la Cité
diag-never-turned = { $tile } ne se tourne jamais
diag-never-in-quarter = { $figure } ne se trouve jamais dans le quartier { $quarter ->
    [castle] du château
    [market] du marché
    [blacksmith] de la forge
    [cathedral] de la cathédrale
   *[other] `{ $quarter }`
}
diag-no-tile-for-figure = aucune tuile en { $at } où le pion pourrait aller
diag-none-in-quarter = { $owner } n'a { $figure ->
    [follower] aucun partisan
    [big-follower] aucun grand partisan
    [mayor] aucun maire
    [wagon] aucun chariot
    [abbot] aucun abbé
    [phantom] aucun fantôme
   *[other] aucun pion `{ $figure }`
} dans le quartier { $quarter ->
    [castle] du château
    [market] du marché
    [blacksmith] de la forge
    [cathedral] de la cathédrale
   *[other] `{ $quarter }`
}
diag-leave-more-often = les pions `{ $figure }` de { $owner } quittent le quartier { $quarter ->
    [castle] du château
    [market] du marché
    [blacksmith] de la forge
    [cathedral] de la cathédrale
   *[other] `{ $quarter }`
} plus souvent qu'ils ne s'y trouvent ({ $there })
diag-city-squares = les cases de la Cité : { $squares }
diag-tile-on-square = { $tile } en { $at }
diag-word-quarter = quartier
    .unknown = quartier inconnu
    .not = pas un quartier

## The rules in the project's own words

rule-text-car-fn185 = Placer une grange et évaluer son pré est l'occasion de faire sortir un partisan de la Cité de Carcassonne : un partisan du marché peut aller sur le pré juste après la pose de la grange, avant l'évaluation des paysans. Une note entre crochets de l'éditeur suggère que raccorder le pré d'un paysan au pré d'une grange devrait offrir la même occasion.
rule-text-car-fn187 = Si la grange d'un joueur ne fait marquer que les paysans d'autres joueurs, ce joueur peut tout de même faire entrer un partisan dans la Cité de Carcassonne ; ce qui compte, ce sont les points marqués sur le moment, et non l'évaluation ultérieure de la grange.
rule-text-car-fn191 = Comme raccorder un pré au pré d'une grange est une évaluation, un partisan peut quitter la Cité de Carcassonne pour ce pré ; il est évalué immédiatement à 1 point par ville, si bien qu'il n'est plus sur le pré lors de l'évaluation finale.
rule-text-count-city = Avec Le Comte de Carcassonne, la Cité de Carcassonne (première édition) occupe dès le début douze cases de la table à la place de la tuile de départ, sur quatre cases de large et trois de profondeur (x de -2 à 1, y de -1 à 1), et n'est jamais tournée ; le comte commence dans le quartier du château. Les tuiles se posent contre les côtés extérieurs de la Cité selon la règle habituelle des bords. Hors des remparts, les cases montrent trois routes qui s'arrêtent aux remparts, deux petits morceaux de ville et une ceinture de prés : ce sont toutes des zones ordinaires. À l'intérieur des remparts, il n'y a aucune zone : personne ne s'y tient, et les quatre quartiers de la Cité (château, marché, forge, cathédrale) sont des lieux hors des cases.
rule-text-count-enter = Après l'évaluation d'un tour, si la tuile a fait marquer des points à au moins un autre joueur (y compris par l'évaluation d'une grange, car:fn187) et que le joueur actif n'a rien marqué de tout le tour, celui-ci peut faire entrer un pion de sa réserve dans le quartier de son choix, y compris celui du comte. Un seul pion par tour ; il y reste jusqu'à ce qu'il en sorte selon les règles de sortie.
rule-text-count-figures = Un partisan, le grand partisan et le fantôme peuvent se trouver dans n'importe quel quartier. Le maire et le chariot ne vont que dans le quartier qui correspond aux zones où ils se placent (car:fn159, car:fn168) : le maire au château, le chariot dans tout quartier sauf le marché. Ce projet, par la même logique, ne laisse entrer l'abbé que dans la cathédrale (interprétations §1.13). La grange n'entre jamais dans la Cité (car:fn178), pas plus que le bâtisseur, le cochon ou toute autre pièce qui n'est pas un partisan.
rule-text-count-count = Seul le joueur qui vient de faire entrer un pion dans la Cité peut déplacer le comte, à ce moment-là, vers n'importe quel quartier ; le déplacer est facultatif. Tant que le comte se trouve dans un quartier, aucun pion n'en sort.
rule-text-count-leave = Quand un tour achève une ville, une route ou une abbaye, avant son évaluation, chaque joueur (celui qui suit le joueur actif d'abord, le joueur actif en dernier) peut déplacer autant de ses pions qu'il veut du quartier correspondant vers cette zone : du château vers une ville, de la forge vers une route, de la cathédrale vers une abbaye ou le monastère. La zone peut être occupée ou vide. Le pion compte avec sa force habituelle, marque avec les autres et retourne dans la réserve avec eux.
rule-text-count-market = Les pions du marché vont sur les prés, et seulement quand un pré est évalué : juste après la pose d'une grange, avant l'évaluation de ses paysans (car:fn185) ; quand un pré qui porte des paysans est raccordé au pré d'une grange (car:fn191) ; et en fin de partie. Un pion qui y va marque comme les paysans qui l'entourent.
rule-text-count-end = En fin de partie, avant l'évaluation des prés, les pions du marché peuvent aller sur n'importe quel pré. Dans la nouvelle édition, c'est la seule sortie de la Cité en fin de partie (interprétations §1.13) ; les pions encore dans les quartiers ne marquent alors rien et y restent.
rule-text-count-city-farm = Pour les prés, la Cité de Carcassonne elle-même compte comme une ville achevée (une note datée de l'éditeur, 11/2013) : chaque pré qui a une partie sur les cases de la Cité la compte une fois, au taux auquel ce pré est évalué (3 en fin de partie, 4 pour une grange, 3 quand une grange est placée, 1 quand des prés se raccordent).

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-car-fn185 = note 185 (sur l'évaluation lors du placement d'une grange : les paysans sont évalués aussitôt)
rule-section-car-fn187 = note 187 (sur l'évaluation lors du placement d'une grange : le propriétaire n'a pas à y prendre part)
rule-section-car-fn191 = note 191 (sur l'évaluation lors du raccordement d'un pré : les paysans sont évalués aussitôt)
rule-section-count-city = Préparation (la Cité de Carcassonne à la place de la tuile de départ ; le comte sur le quartier du château) et poser des tuiles à côté d'elle
rule-section-count-enter = Placer un partisan dans Carcassonne (un autre joueur a marqué et pas vous)
rule-section-count-figures = §1.13 quels pions peuvent entrer dans quel quartier (les zones propres au pion ; jamais la grange)
rule-section-count-count = Déplacer le comte (par le joueur qui a fait entrer un pion ; personne ne quitte son quartier)
rule-section-count-leave = Faire sortir des partisans de Carcassonne (avant l'évaluation d'une zone achevée)
rule-section-count-market = Faire sortir des partisans de Carcassonne › le marché (seulement quand des prés sont évalués)
rule-section-count-end = Fin de la partie (nouvelle édition : seuls les partisans du marché sortent ; les autres ne rapportent rien)
rule-section-count-city-farm = Note sur l'évaluation finale (la Cité de Carcassonne compte comme une ville achevée pour les prés)
