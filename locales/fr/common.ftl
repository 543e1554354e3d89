# Les textes de carc en français. Le titre de chaque règle est un message nommé
# d'après son id (`car:fn162` donne `rule-car-fn162`) ; sa reformulation et sa
# raison sont à la fin du fichier (`rule-text-car-fn162`,
# `rule-reason-car-fn162`).
#
# Vocabulaire : celui de l'édition française du jeu (docs/translating.md,
# glossaire `fr`). Typographie : une espace insécable (U+00A0) précède « : »,
# « ; », « ? » et « ! », et suit « « » ; les apostrophes sont droites.


## The rules reference and `carc rule`

rules-doc-title = Référence des règles
rules-doc-intro =
    Généré à partir du registre des règles (le `registry.rs` de chaque extension, dans `crates/core/src/boxes/`) par `carc rules --format markdown` ; ne pas modifier à la main.
    Toutes les règles que cite l'arbitre figurent ici, reformulées par le projet, avec leur provenance et l'indication que l'arbitre les applique ou non.
rules-doc-unsupported = Non prises en charge ({ $count })
rules-doc-unsupported-head = | id | raison |
rules-doc-none-unsupported = Aucune : l'arbitre applique toutes les règles du registre. Quand une note de bas de page parle aussi d'une extension que carc ne gère pas, le texte de la règle nomme cette partie (flier:fn4 : la Roue de la Fortune et les tuiles École).
rules-source = source
rules-authority = autorité
rules-status = statut
rules-cited-by = scénarios qui la citent :
rules-cited-by-none = aucun scénario ne la cite
rules-no-scenarios-folder = aucun dossier de scénarios trouvé à partir d'ici pour chercher ceux qui la citent : lancez la commande dans une copie du dépôt, ou indiquez --scenarios DIR
rules-count = { $count ->
    [one] { $count } règle
   *[other] { $count } règles
}

document-rulings = interprétations de carcassonne-judge (docs/readings.md : les interprétations retenues là où les sources laissent un choix)

authority-rulebook = livret de règles
authority-publisher = précision de l'éditeur
authority-community = interprétation de la communauté
authority-edition-note = note d'édition
authority-project-ruling = décision du projet

status-adjudicated = tranchée
status-wording = formulation
status-unsupported = non prise en charge

## car

rule-car-fn159 = Maire et chariot : dragon, tour, princesse, portail

rule-car-fn168 = Chariot et maire : dragon, tour, princesse, portail

rule-car-fn178 = Pas de grange dans la Cité de Carcassonne ni par un portail

rule-car-fn180 = Une grange peut se placer sur une tuile volcan

## The steps of a ruling. Variables hold names (`$player`), numbers, ids of
## tiles, squares (`[0, 1]`) and edge points (`NNE`), and phrases made by
## the messages below (`$feature`).

list-and = { $rest } et { $last }
list-or = { $rest } ou { $last }

# Une zone et les cases qu'elle couvre. `$kind` vaut road, city, monastery,
# garden, farm, field ou abbey. `$case` est le cas que demande la phrase
# allemande ; le français en tire l'article et la préposition : `genitive`
# donne « de la route », « du pré » ; `in` et `into` donnent la préposition
# propre à la zone (« sur la route », « dans la ville », « dans l'abbaye »,
# « sur le pré ») ; les autres cas, l'article seul (« la route »). `$marked`
# vaut `inn` ou `cathedral` pour une route ou une ville qui en compte une
# (cela change sa valeur), sinon `none`.
feature = { $case ->
    [genitive] { $kind ->
        [road] de la route
        [city] de la ville
        [monastery] de l'abbaye
        [garden] du jardin
        [farm] du pré
        [field] du pré
        [abbey] du monastère
        [shrine] du sanctuaire
       *[other] de la zone
    }
    [in] { $kind ->
        [road] sur la route
        [city] dans la ville
        [monastery] dans l'abbaye
        [garden] dans le jardin
        [farm] sur le pré
        [field] sur le pré
        [abbey] dans le monastère
        [shrine] dans le sanctuaire
       *[other] dans la zone
    }
    [into] { $kind ->
        [road] sur la route
        [city] dans la ville
        [monastery] dans l'abbaye
        [garden] dans le jardin
        [farm] sur le pré
        [field] sur le pré
        [abbey] dans le monastère
        [shrine] dans le sanctuaire
       *[other] dans la zone
    }
   *[other] { $kind ->
        [road] la route
        [city] la ville
        [monastery] l'abbaye
        [garden] le jardin
        [farm] le pré
        [field] le pré
        [abbey] le monastère
        [shrine] le sanctuaire
       *[other] la zone
    }
}{ $marked ->
    [inn] {" "}avec une auberge
    [cathedral] {" "}avec une cathédrale
   *[none] {""}
} en { $squares }
# Une zone nommée par une case et le point qu'elle y occupe, pour distinguer
# plusieurs zones sur les mêmes cases.
feature-at = { $case ->
    [genitive] { $kind ->
        [road] de la route
        [city] de la ville
        [monastery] de l'abbaye
        [garden] du jardin
        [farm] du pré
        [field] du pré
        [abbey] du monastère
        [shrine] du sanctuaire
       *[other] de la zone
    }
    [in] { $kind ->
        [road] sur la route
        [city] dans la ville
        [monastery] dans l'abbaye
        [garden] dans le jardin
        [farm] sur le pré
        [field] sur le pré
        [abbey] dans le monastère
        [shrine] dans le sanctuaire
       *[other] dans la zone
    }
    [into] { $kind ->
        [road] sur la route
        [city] dans la ville
        [monastery] dans l'abbaye
        [garden] dans le jardin
        [farm] sur le pré
        [field] sur le pré
        [abbey] dans le monastère
        [shrine] dans le sanctuaire
       *[other] dans la zone
    }
   *[other] { $kind ->
        [road] la route
        [city] la ville
        [monastery] l'abbaye
        [garden] le jardin
        [farm] le pré
        [field] le pré
        [abbey] le monastère
        [shrine] le sanctuaire
       *[other] la zone
    }
} { $on } en { $at }
# La même, pour une zone que sa case suffit à nommer : la seule de son genre
# sur la tuile, ou une zone qui ne touche aucun bord (une abbaye, un jardin).
feature-at-inner = { $case ->
    [genitive] { $kind ->
        [road] de la route
        [city] de la ville
        [monastery] de l'abbaye
        [garden] du jardin
        [farm] du pré
        [field] du pré
        [abbey] du monastère
        [shrine] du sanctuaire
       *[other] de la zone
    }
    [in] { $kind ->
        [road] sur la route
        [city] dans la ville
        [monastery] dans l'abbaye
        [garden] dans le jardin
        [farm] sur le pré
        [field] sur le pré
        [abbey] dans le monastère
        [shrine] dans le sanctuaire
       *[other] dans la zone
    }
    [into] { $kind ->
        [road] sur la route
        [city] dans la ville
        [monastery] dans l'abbaye
        [garden] dans le jardin
        [farm] sur le pré
        [field] sur le pré
        [abbey] dans le monastère
        [shrine] dans le sanctuaire
       *[other] dans la zone
    }
   *[other] { $kind ->
        [road] la route
        [city] la ville
        [monastery] l'abbaye
        [garden] le jardin
        [farm] le pré
        [field] le pré
        [abbey] le monastère
        [shrine] le sanctuaire
       *[other] la zone
    }
} en { $at }
# Un genre de pion : follower, big-follower, mayor, wagon, barn, abbot,
# phantom, builder, pig, tower-floor, castle.
# A tile not on the table, named by what it shows (its layout).
tile-shown = la tuile ({ $layout })
figure = { $figure ->
    [follower] partisan
    [big-follower] grand partisan
    [mayor] maire
    [wagon] chariot
    [barn] grange
    [abbot] abbé
    [phantom] fantôme
    [builder] bâtisseur
    [pig] cochon
    [tower-floor] étage de tour
    [castle] jeton forteresse
    [bridge] pont
   *[other] { $figure }
}
# Un pion avec son article indéfini, comme lorsqu'on le place.
figure-a = { $figure ->
    [follower] un partisan
    [big-follower] un grand partisan
    [mayor] un maire
    [wagon] un chariot
    [barn] une grange
    [abbot] un abbé
    [phantom] un fantôme
    [builder] un bâtisseur
    [pig] un cochon
    [tower-floor] un étage de tour
    [castle] un jeton forteresse
    [bridge] un pont
   *[other] { $figure }
}
# `$kind` est l'id du pion, qui choisit l'article ; `$figure` son nom (qui
# peut porter « (en tant que fantôme) »). Un joueur a plusieurs partisans,
# d'où « un partisan de red », mais un seul maire : « le maire de red ».
figure-of = { $kind ->
    [follower] un { $figure } de { $player }
    [tower-floor] un { $figure } de { $player }
    [barn] la { $figure } de { $player }
    [abbot] l'{ $figure } de { $player }
   *[other] le { $figure } de { $player }
}
figures-of = { $kind ->
    [follower] { $count } partisans de { $player }
    [big-follower] { $count } grands partisans de { $player }
    [mayor] { $count } maires de { $player }
    [wagon] { $count } chariots de { $player }
    [barn] { $count } granges de { $player }
    [abbot] { $count } abbés de { $player }
    [phantom] { $count } fantômes de { $player }
    [builder] { $count } bâtisseurs de { $player }
    [pig] { $count } cochons de { $player }
    [tower-floor] { $count } étages de tour de { $player }
    [castle] { $count } jetons forteresse de { $player }
    [bridge] { $count } ponts de { $player }
   *[other] { $count } pions « { $figure } » de { $player }
}
counted-tiles = { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
}
counted-pennants = { $count ->
    [one] { $count } blason
   *[other] { $count } blasons
}
counted-neighbours = { $count ->
    [one] { $count } tuile voisine
   *[other] { $count } tuiles voisines
}

step-tile-placed = { $player } pose { $tile } en { $at } ; chacun de ses côtés en contact concorde
step-next-tile = { $player } pose la tuile suivante de ce tour
step-tile-placed-turned = { $player } pose { $tile } en { $at }, tournée de { $rotation }° ; chacun de ses côtés en contact concorde
step-deployed = { $player } place { $figure } sur la tuile posée : { $on }, qui fait partie { $feature }
step-deployed-beside = { $step }, où { $count ->
    [one] se trouve
   *[other] se trouvent
} déjà { $figures }
step-completed = { $feature } s'achève : { $working } = { $points }
step-completed-empty = { $feature } s'achève : { $working } = { $points } ; aucun pion ne s'y trouve, donc personne ne marque de points
step-final-scoring = évaluation finale : chaque zone où se trouvent encore des pions est évaluée à sa valeur de fin de partie, puis viennent les prés
step-valued = { $feature } : { $working } = { $points }
step-nobody-scores = personne ne marque de points pour { $feature } : aucun partisan n'y a de force
step-scored = { $winners } marque { $points ->
    [one] { $points } point
   *[other] { $points } points
} pour { $feature } (force : { $strengths })
step-scored-tied = { $winners } marquent chacun { $points ->
    [one] { $points } point
   *[other] { $points } points
} (égalité) pour { $feature } (force : { $strengths })
step-farm-unscored = { $farm } : aucun paysan n'y a de force, personne ne marque de points
step-farm-scored = { $farm } borde { $cities ->
    [one] { $cities } ville achevée
   *[other] { $cities } villes achevées
}{ $open-note } : { $player } marque { $cities } x { $per-city }{ $counted } = { $points }{ $herd-note } (force des paysans : { $strengths })
# Villes qu'un pré compte autrement qu'à son taux, selon `$how` (l'id de la
# règle, `sieges-farm`) : `$cities` d'entre elles ajoutent `$points`.
farm-open-note = ({ $open ->
    [one] { $open } ville inachevée voisine ne compte pas
   *[other] { $open } villes inachevées voisines ne comptent pas
})
farm-counted = { $points } ({ $how ->
    [sieges-farm] { $cities ->
        [one] { $cities } ville assiégée compte
       *[other] { $cities } villes assiégées comptent
    } double
    [castles-farm] { $cities ->
        [one] { $cities } forteresse compte
       *[other] { $cities } forteresses comptent
    } un point de plus
    [count-city-farm] la Cité de Carcassonne compte comme une ville achevée
   *[other] { $cities } de plus
})
step-returned-from = { $count ->
    [one] { $figures } quitte { $feature } et retourne dans la réserve de son propriétaire
   *[other] { $figures } quittent { $feature } et retournent dans la réserve de leurs propriétaires
}
step-returned = { $count ->
    [one] { $figures } retourne dans la réserve
   *[other] { $figures } retournent dans la réserve
}
note-separate-parts = les tuiles de la table sont données en { $parts } parties séparées ; les cases non indiquées sont considérées comme vides

## How a value is counted, and who is how strong on a feature.

working-road = { $tiles } x { $rate }
working-forfeit = { $tiles } x 0 (restée inachevée)
working-city = { $tiles } + { $pennants }
working-city-rate = { $tiles } x { $rate } + { $pennants } x { $rate }
working-cloister-full = les 8 tuiles voisines présentes
working-cloister = 1 + { $neighbours }
working-unscored = aucune règle en jeu ne l'évalue
strength-plain = { $player } { $total }
strength-parts = { $player } { $total } ({ $parts })
strength-idle = {"\u00A0"}; { $count ->
    [one] { $figures } n'ajoute rien, n'étant pas un partisan
   *[other] { $figures } n'ajoutent rien, n'étant pas des partisans
}
strength-part = { $figure } { $strength }
strength-part-several = { $kind ->
    [follower] { $count } partisans
    [big-follower] { $count } grands partisans
    [mayor] { $count } maires
    [wagon] { $count } chariots
    [barn] { $count } granges
    [abbot] { $count } abbés
    [phantom] { $count } fantômes
    [builder] { $count } bâtisseurs
    [pig] { $count } cochons
    [tower-floor] { $count } étages de tour
    [castle] { $count } jetons forteresse
    [bridge] { $count } ponts
   *[other] { $count } x { $figure }
}

## The ruling's frame: verdict, points, figures back, notes, citations.

report-verdict-legal = Verdict : AUTORISÉ
report-verdict-illegal = Verdict : INTERDIT
report-points = Points : { $points }
report-back-to-supply = Retour dans la réserve : { $figures }
report-offers = Possibilités non utilisées : { $offers }
report-offer-because = { $offer }, car { $because }
# Un pion qui retourne dans la réserve, par son id.
# Un point cardinal dans le texte courant : le côté d'une tuile, ou la
# direction d'une machine volante. Les noms de points du fichier
# (`on: NNE`) ne se traduisent jamais.
compass = { $direction ->
    [N] N
    [NE] NE
    [E] E
    [SE] SE
    [S] S
    [SW] SO
    [W] O
    [NW] NO
   *[other] { $direction }
}
figure-returned = { $figure ->
    [follower] partisan
    [big-follower] grand partisan
    [mayor] maire
    [wagon] chariot
    [barn] grange
    [abbot] abbé
    [phantom] fantôme
    [builder] bâtisseur
    [pig] cochon
    [tower-floor] étage de tour
    [castle] jeton forteresse
    [bridge] pont
   *[other] { $figure }
}
# One player's figures, goods or castles in a summary line, and what
# separates two players there.
report-player-items = { $player } : { $items }
report-players-separator = {"\u00A0; "}
report-note = Remarque : { $note }
report-rules-cited = Règles citées :
report-reading-title = { $title } (interprétations §{ $section })
# Une partie rejouée (carc replay) : le titre de chaque tour et le score qui suit.
replay-turn = Tour { $turn } : { $player } pose une tuile en { $at }
replay-final = Tour { $turn } : l'évaluation finale
replay-running = Score après le tour { $turn } : { $scores }
# La citation d'une règle qui repose sur une interprétation plutôt que sur le livret.
cite-community = { $id } (interprétation de la communauté)
cite-project-ruling = { $id } (décision du projet)
cite-reading = { $id } (interprétations §{ $section })

# Une zone d'une tuile telle qu'un scénario la nomme : son genre et ses
# points de bord, avec l'article, car les phrases la citent telle quelle.
spot = { $kind ->
    [road] la route
    [city] la ville
    [field] le pré
    [monastery] l'abbaye
    [garden] le jardin
    [abbey] le monastère
    [shrine] le sanctuaire
    [river] la rivière
   *[other] { $kind }
} ({ $points })
# La même pour une zone qui ne touche aucun bord (une abbaye).
spot-inner = { $kind ->
    [monastery] l'abbaye
    [garden] le jardin
    [abbey] le monastère
    [shrine] le sanctuaire
   *[other] { $kind }
}

## Why an action is refused. Each message writes one clause the judge gives
## as data (`refusal-*` what is wrong, `label-*` the part at fault, written
## with its refusal's variables, `help-*` what would be legal instead,
## `aside-*` another part of the position, `phrase-*` a part of another
## clause). A fact comes as a variable of its name; a figure also as
## `-kind` (its id), `-a` and `-the` (with an article) and `-places` (where it may
## stand); a feature also in each case (`-accusative`, `-dative`,
## `-genitive`) and as `-kind`; a list also as `-count`.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# Les mots propres à la ligne de commande : `erreur : ` devant ce qui n'a pas
# marché, et chaque erreur qu'une commande écrit elle-même (les diagnostics
# d'un scénario sont ailleurs).
cli-error = erreur : { $error }
cli-error-cannot-read = impossible de lire { $path } : { $reason }
cli-error-cannot-write-output = impossible d'écrire sur la sortie standard : { $reason }
cli-error-svg-one-file = `--svg` dessine un seul scénario : indiquez un seul fichier
cli-error-output = fichier de sortie (--output) : { $error }
cli-error-out = dossier de sortie (--out) : { $error }
cli-error-junit = impossible d'écrire le rapport JUnit : { $reason }
cli-error-no-rule = aucune règle `{ $id }` ; { $suggestion }
cli-error-help-search-rules = aide : `carc rules --search MOT` trouve les règles d'après leur texte
cli-error-unknown-tile = tuile inconnue `{ $id }` ; { $suggestion }
cli-error-help-tiles = aide : `carc tiles` liste toutes les tuiles
cli-error-final-scoring-needs-tile = l'action du scénario est l'évaluation finale : indiquez la tuile avec `--tile ID`
cli-error-unknown-rule-set = extension inconnue `{ $name }` ; { $suggestion }
cli-error-no-turn = la partie, telle que carc l'a suivie, compte les tours 1 à { $last } ; il n'y a pas de tour { $turn }
cli-error-turn-not-read-back = le tour { $turn } ne se relit pas comme un scénario
# Ce que voulait sans doute dire un nom mal écrit : un nom, plusieurs
# (`$names`, chacun entre backticks), aucun de proche parmi `$count` noms, ou
# tous.
cli-error-did-you-mean = vouliez-vous dire `{ $name }` ?
cli-error-did-you-mean-one-of = vouliez-vous dire l'un de ceux-ci : { $names } ?
cli-error-none-close = aucun des { $count } noms connus ne ressemble à `{ $word }`
cli-error-expected-one-of = attendu l'un de ceux-ci : { $names }
# Pourquoi un fichier n'a pas été écrit, ou pourquoi les chemins donnés ne
# contiennent rien à vérifier.
cli-error-file-exists = { $path } existe déjà ; carc ne remplace un fichier qu'avec --force
cli-error-file-is-input = { $path } est le fichier en cours de lecture ; écrivez dans un autre fichier
cli-error-file-is-folder = { $path } est un dossier
cli-error-cannot-write = impossible d'écrire { $path } : { $reason }
cli-error-no-such-path = { $path } : aucun fichier ni dossier de ce nom
cli-error-no-scenarios = { $path } : aucun scénario (fichier .yaml ou .yml) dans ce dossier ni en dessous (les fichiers cachés, ignorés et exclus ne sont pas parcourus ; --no-ignore les parcourt)
cli-error-bad-exclude = motif de --exclude `{ $glob }` : { $reason }
# Pourquoi un fichier n'a pas été lu comme le texte d'un scénario.
cli-error-read-folder = est un dossier, pas un fichier de scénario
cli-error-too-large = dépasse { $limit } (la limite de ce que lit carc) ; un vrai scénario pèse quelques ko : si c'est bien ce fichier que vous voulez, relevez la limite avec --max-size
cli-error-not-text = pas du texte UTF-8 (ligne { $line }, colonne { $column }) : enregistrez le fichier en UTF-8

# `carc moves` : les nombres, les rotations de chaque case, les indications
# et `--why`. `$degrees` est une rotation (90), `$at` et `$lakes` des cases.
# En français, `[one]` vaut pour 0 comme pour 1 : le nombre s'écrit donc
# toujours avec sa variable.
moves-summary = { $tile } : { $placements ->
    [one] { $placements } pose
   *[other] { $placements } poses
} sur { $squares ->
    [one] { $squares } case
   *[other] { $squares } cases
}, { $actions ->
    [one] { $actions } action autorisée
   *[other] { $actions } actions autorisées
}
moves-rotation = { $degrees }° ({ $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
})
moves-ferries-movable = à { $degrees }°, les bacs en { $lakes } pourraient ensuite être déplacés
moves-no-deployment = aucun placement
moves-hint = (`--all` liste toutes les actions ; `--format json` les donne sous forme d'actions de scénario)
moves-folded = (chaque action montre un seul parcours du dragon ; { $folded ->
    [one] { $folded } autre parcours y est regroupé
   *[other] { $folded } autres parcours y sont regroupés
} : `--every-choice` les liste un à un)
moves-misfits = Ne trouve pas sa place :
moves-fits-everywhere = (elle trouve sa place sur chaque case libre à côté des tuiles de la table)
moves-refused = Refusé en { $at } à { $degrees }° (la pose du fichier) :

# `carc tiles` : la dernière ligne de la liste et la description d'une tuile.
# Les id, les noms de points et les dispositions du catalogue restent tels
# qu'ils sont écrits.
tiles-list-footer = { $count } tuiles ; colonnes : id, nombre dans la première édition, nombre dans la nouvelle édition (avec jardins), disposition
tiles-jcz-formerly = { $jcz }, anciennement { $old }
tiles-jcz-turned = { $jcz }, dessinée là-bas tournée de { $degrees }° : sa rotation r vaut ici r + { $degrees }
tiles-count = nombre : { $first } dans la première édition, { $new } dans la nouvelle édition
# Le bord de chaque côté (`show-kind`) : nord, est, sud, ouest.
tiles-edges = bords à la rotation { $degrees } : N { $n }, E { $e }, S { $s }, O { $w }
tiles-features = zones à la rotation { $degrees } (nommées par l'un quelconque de leurs points, comme sur la table) :
tiles-inn = une auberge
tiles-cathedral = une cathédrale
tiles-goods = marchandise : { $good }
tiles-road-end = { $end ->
    [through] traverse la tuile
    [crossing] s'arrête à un carrefour
    [monastery] s'arrête à l'abbaye
    [city] s'arrête à une porte de ville
    [dead-end] cul-de-sac
   *[lake] s'arrête au lac, sauf si le bac la relie
}
# Les villes que borde un pré, par leurs noms sur la tuile.
tiles-borders = borde la ville { $name }
tiles-borders-also = { $cities } et la ville { $name }
tiles-flier = machine volante : orientée { $direction } à la rotation { $degrees }
tiles-lake = lac : son bac relie deux bouts de route
tiles-abbey = monastère : s'accorde à tous les bords ; ne se pose que sur une case dont les quatre voisines portent une tuile
tiles-tower = fondation de tour : on y construit des étages (`tower: N` sous `board`)
tiles-volcano = volcan : le dragon s'y rend ; on ne place aucun pion sur cette tuile en la posant
tiles-dragon = dragon : le dragon se déplace une fois la tuile posée (`dragon: [[x, y], ...]`)
tiles-portal = portail magique : le pion du tour peut aller sur n'importe quelle zone inachevée et inoccupée (`portal: {"{"}at, on{"}"}`)
tiles-princess = princesse : un chevalier de la ville que la tuile prolonge peut être renvoyé dans la réserve de son propriétaire (`princess: {"{"}at, on{"}"}`)
tiles-wagon = passage du chariot : { $from } <-> { $to }

# `carc show` : la clé et la légende du plan en texte, la légende et les
# titres du SVG. Un genre de zone ou de bord par son id : road, city, field,
# farm, monastery, garden, abbey, river.
show-kind = { $kind ->
    [road] route
    [city] ville
    [field] pré
    [farm] pré
    [monastery] abbaye
    [garden] jardin
    [abbey] monastère
    [shrine] sanctuaire
    [river] rivière
   *[other] { $kind }
}
# Un point cardinal dans le texte courant : N, NE, E, SE, S, SO, O, NO.
show-direction = { $direction ->
    [SW] SO
    [W] O
    [NW] NO
   *[other] { $direction }
}
# Le pion d'un joueur : `$figure` est son nom (`figure`).
show-owned = { $figure } de { $owner }
# Où se trouve un pion sur sa tuile : le genre de la zone et le point
# qu'écrit le fichier, un coin (NE, tel que l'écrit le fichier) ou le sommet
# d'une tour.
show-place = { $kind } { $point }
show-place-corner = coin { $corner }
show-place-tower = au sommet de la tour
show-empty-table = (la table est vide)
show-key = # ville  | - route  . pré  M abbaye  G jardin
show-key-crossing = + carrefour
show-key-placed = * tuile posée
show-key-gaps = ⋯ ⋮ colonnes et lignes vides omises
show-figure = { $figure } en { $at } ({ $place })
show-figures = { $count } pions en { $at } : { $figures }
show-pennants = blasons
# Une zone d'une tuile : son genre, son nom sur la tuile et sa case ; une zone
# au milieu de la tuile, par son seul genre.
show-feature = { $kind } { $name } en { $at }
show-feature-inner = { $kind } en { $at }
# Une zone marquée, avec la préposition et l'article que prend son genre
# (`$kind` est son id) ; `$feature` commence par le nom du genre.
show-marked = { $kind ->
    [road] au bord de la { $feature }
    [field] sur le { $feature }
    [farm] sur le { $feature }
    [monastery] dans l'{ $feature }
    [garden] dans le { $feature }
    [abbey] dans le { $feature }
    [shrine] dans le { $feature }
    [river] sur la { $feature }
   *[other] dans la { $feature }
}
# Une ligne de ce qu'a évalué l'action, et ses parties. Une zone se nomme par
# son genre et une case, avec son nom sur la tuile quand la tuile en porte
# d'autres du même genre.
show-scored = évaluation : { $line }
show-label = { $kind } { $at }
show-label-on = { $kind } { $on } en { $at }
show-pig-herd-bonus = le troupeau de cochons +{ $per-city } par ville
show-figure-bonus = le { $figure } +{ $per-city } par ville
# Si le titre d'une règle, après un deux-points, commence par une minuscule
# (`lower`) ou tel qu'il est écrit (`keep`) : le français poursuit en minuscule.
show-reason-case = lower
show-counted-more = { $cities ->
    [one] { $cities } ville
   *[other] { $cities } villes
} +{ $points } : { $why }
show-fairy-scores = fée à côté du partisan de { $player } ({ $feature }) : { $player } +{ $points }
show-fairy-point = le point de la fée : { $player } +{ $points }
# `$kind` est l'id du pion, `$figure` son nom.
show-ransom = rançon : { $player } rachète { $kind ->
    [barn] sa { $figure }
   *[other] son { $figure }
} à { $from } : { $player } -{ $points }, { $from } +{ $points }
show-barn-scores = grange sur le { $farm } : { $player } +{ $points }
show-castle-scores = forteresse en { $at } : { $player } +{ $points }
show-most-goods = le plus de { $good } : { $winners } +{ $points }
# La légende du SVG.
show-figures-heading = pions :
show-plain-figure = { $figure } sans lettre
show-svg-key = légende : { $marks }
show-svg-key-pennant = un écu bleu pour un blason
show-svg-key-monastery = un pavé rouge pour une abbaye
show-svg-key-garden = un disque vert pour un jardin
show-svg-key-placed = la tuile posée encadrée d'orange
show-svg-key-scored = ce qui a été évalué, en jaune
show-svg-farms = prés : chacun hachuré d'une couleur qui lui est propre, comme leurs lignes d'évaluation
show-counted-figures = { $count } pions : { $figures }
# Une suite de colonnes ou de lignes vides : son titre, et l'étiquette qui la
# longe (`$count` écrit avec `show-thousands-separator`).
show-gap-columns = colonnes { $from } à { $to } : aucune tuile
show-gap-rows = lignes { $from } à { $to } : aucune tuile
show-empty-columns = { $count } colonnes vides
show-empty-rows = { $count } lignes vides
# Le séparateur des milliers : une espace fine insécable.
show-thousands-separator = {"\u202F"}

# `carc check` : les nombres, les constats de chaque fichier, et chaque
# attente qui ne se vérifie pas. Un constat commence par la clé d'`expect`
# qu'il contredit ; `$expected` et `$ruled` sont des valeurs telles que le
# fichier les écrit (`legal`, `+3`, `[follower]`).
check-summary = { $passed ->
    [one] { $passed } réussi
   *[other] { $passed } réussis
}, { $failed } en échec, { $skipped ->
    [one] { $skipped } ignoré
   *[other] { $skipped } ignorés
}
check-failed = échec
check-skip = IGNORÉ { $file } : { $why }
check-no-expect = pas de bloc `expect`
check-no-expect-required = pas de bloc `expect` (--require-expect)
check-broken-input = saisie incorrecte : { $code } : { $message }
check-cannot-read = illisible : { $reason }
check-not-regular = { $kind ->
    [named-pipe] un tube nommé
    [socket] une socket
    [device] un périphérique
   *[other] un fichier spécial
}, pas un fichier ordinaire : non ouvert
check-crashed = l'arbitre a planté sur ce fichier (un bogue de carc : merci de le signaler avec le fichier)
check-thread-lost = un fil d'exécution chargé de la vérification s'est arrêté, et les résultats de ses fichiers sont perdus (un bogue de carc : merci de le signaler)
check-unknown-rule = `{ $key }` : `{ $id }` ne figure pas dans le registre des règles ; { $suggestion }
check-verdict = `verdict` : attendu { $expected }, obtenu { $ruled }
check-verdict-because = `verdict` : attendu { $expected }, obtenu { $ruled } ({ $rule } : { $why })
check-scores = `scores` de { $player } : attendu { $expected }, obtenu { $ruled }
check-returned = `returned` de { $player } : attendu { $expected }, obtenu { $ruled }
check-nothing = rien
check-none = aucun
# Le pion d'un joueur tel que le nomme le fichier : `$figure` est son id.
check-owned = { $figure ->
    [follower] partisan
    [big-follower] grand partisan
    [mayor] maire
    [wagon] chariot
    [barn] grange
    [abbot] abbé
    [phantom] fantôme
    [builder] bâtisseur
    [pig] cochon
   *[other] { $figure }
} de { $owner }
check-not-cited = `cites` : la décision ne cite pas { $id }
check-cited = `not-cites` : la décision cite { $id }
check-rule-other = `rule` : attendu { $expected }, la règle enfreinte est { $ruled }
check-rule-none = `rule` : attendu que { $expected } soit enfreinte, mais aucune règle ne l'est
# Un choix laissé ouvert, par l'id de son genre, puis par qui et où.
check-offer = { $kind ->
    [castle] une forteresse
    [escape] une fuite
    [enter-city] une entrée dans la Cité
    [leave-city] une sortie de la Cité
   *[other] { $kind }
}
check-offer-by = { $offer } de { $player }
check-offer-on = { $offer } en { $at }
check-offers-none = `offers` : attendu aucun choix, obtenu { $ruled }
check-offers-missing = `offers` : attendu { $offer } encore possible, obtenu { $ruled }
check-figure = { $figure ->
    [follower] partisan
    [big-follower] grand partisan
    [mayor] maire
    [wagon] chariot
    [barn] grange
    [abbot] abbé
    [phantom] fantôme
    [builder] bâtisseur
    [pig] cochon
   *[other] { $figure }
} de { $owner } en { $at } { $spot }
check-figures-no-place = `figures` : attendu { $figure }, mais ce lieu n'existe pas sur la table
check-figures = `figures` : attendu { $figure }, obtenu { $ruled }
check-figures-none-on-table = aucun sur la table
check-figures-on = en { $places }

# `carc new` : les commentaires du scénario de départ, son titre et sa source
# à remplacer (les clés, les valeurs et les noms de points restent tels que
# le format les lit).
new-intro =
    Un scénario de départ : modifiez la table et l'action, puis lancez `carc judge FICHIER`.
    Les cases s'écrivent [x, y] (x vers l'est, y vers le nord) ; la rotation tourne dans le sens des aiguilles d'une montre (0, 90, 180, 270) ;
    les zones se nomment par un point de bord (NNW N NNE ENE E ESE SSE S SSW WSW W WNW)
    ou par `monastery`/`garden`/`abbey`. `carc tiles ID` montre une tuile et ses zones.
new-count-board = la Cité de Carcassonne occupe x -2..1, y -1..1 ; indiquez ici les tuiles Terrain
new-count-place = une route droite O-E le long du côté nord de la Cité
new-board = les tuiles de la table, avec leurs pions
new-start-tile = la tuile de départ : ville N, route O-E
new-figures = p. ex. {"{"}owner: blue, figure: follower, on: N{"}"}
new-place = une route droite O-E
new-title = Décrivez le cas en une ligne
new-source = d'où vient le cas, p. ex. règles de base : évaluation d'une route
new-players = ordre du tour ; `current: blue` change le joueur dont c'est le tour
new-action = le tour proposé (ou `action: final-scoring`)
new-optional = facultatif
new-expect = facultatif : la décision que vous attendez ; `carc check` la compare
new-scores = points que rapporte cette action
new-returned = pions qui retournent dans la réserve

# `carc play` : ce qu'ont fait les parties, et un invariant enfreint.
play-decimal-point = ,
play-played = { $games ->
    [one] { $games } partie jouée
   *[other] { $games } parties jouées
} ({ $sets } ; { $players } joueurs ; graines { $first }..={ $last }) en { $seconds } s : { $rate } parties/s
play-turns = tours : { $turns } ({ $per-game } par partie) ; tuiles écartées faute de trouver leur place : { $set-aside }
play-scores = scores : { $mean } en moyenne par joueur ; { $winners } en moyenne pour le vainqueur, au plus { $highest }, au moins { $lowest }
play-steps = étapes jouées : { $steps }
play-held = les invariants ont tenu après chaque tour de chaque partie ; { $cross-checked ->
    [one] { $cross-checked } partie a aussi été jugée
   *[other] { $cross-checked } parties ont aussi été jugées
} tour par tour au travers d'un scénario écrit, en mots et en JSON
# Un genre d'étape des parties, par son id ; l'id d'un pion compte ses
# placements.
play-step = { $step ->
    [double-turns] doubles tours
    [goods-tokens-taken] jetons marchandise pris
    [final-scorings] évaluations finales
    [abbeys-placed] monastères posés
    [flights] vols
    [abbots-taken-back] abbés repris
    [tower-floors-built] étages de tour construits
    [followers-captured] partisans capturés
    [towers-closed] tours fermées
    [fairy-moves] déplacements de la fée
    [portal-deployments] placements par un portail magique
    [knights-sent-home] chevaliers renvoyés par une princesse
    [festival-figures-taken-back] pions repris lors d'un festival
    [festival-prisoners-named] prisonniers réclamés lors d'un festival
    [knights-escaped] chevaliers enfuis d'une ville assiégée
    [castles-built] forteresses construites
    [figures-into-city] pions entrés dans la Cité de Carcassonne
    [count-moves] déplacements du comte
    [figures-out-of-city] pions sortis de la Cité de Carcassonne
    [lakes-placed] lacs posés
    [ferries-moved] bacs déplacés
    [wagons-moved-on] chariots repartis
    [ransoms-paid] rançons payées
    [dragon-moves] déplacements du dragon
    [follower] partisans placés
    [big-follower] grands partisans placés
    [mayor] maires placés
    [wagon] chariots placés
    [barn] granges placées
    [abbot] abbés placés
    [phantom] fantômes placés
    [builder] bâtisseurs placés
    [pig] cochons placés
   *[other] { $step }
}
play-broken = invariant enfreint dans la partie { $game }, au tour { $turn } : { $what }
play-broken-written = le scénario qui le montre : { $path }
play-broken-not-written = { $broken } (et son scénario n'a pas pu être écrit : { $error })

# `carc gen` et `carc import` : ce qui a été écrit.
gen-summary = { $count ->
    [one] { $count } scénario écrit
   *[other] { $count } scénarios écrits
} dans { $folder } : { $legal ->
    [one] { $legal } autorisé
   *[other] { $legal } autorisés
}, { $illegal ->
    [one] { $illegal } interdit
   *[other] { $illegal } interdits
}, { $final-scorings ->
    [one] { $final-scorings } évaluation finale
   *[other] { $final-scorings } évaluations finales
} ; { $scoring ->
    [one] { $scoring } rapporte des points
   *[other] { $scoring } rapportent des points
}
# `$final` vaut `yes` quand le dernier tour est l'évaluation finale ;
# `$unfinished` est le tour pendant lequel le fichier a été enregistré, 0
# pour une partie achevée.
import-summary = { $count ->
    [one] { $count } scénario écrit
   *[other] { $count } scénarios écrits
} dans { $folder }{ $final ->
    [yes] , le dernier étant l'évaluation finale
   *[no] {""}
}{ $unfinished ->
    [0] {""}
   *[other] ; le fichier a été enregistré pendant le tour { $unfinished }, qui est laissé de côté
}
import-points = points : { $points }
import-stopped = carc déclare le tour { $turn } interdit et ne suit donc pas la partie plus loin : { $reason }

report-see-also = voir aussi : { $rules }
# Un pion sur la table : `$kind` est son id, `$figure` son nom.
figure-standing = { $kind ->
    [follower] un partisan de { $player } en { $at }
    [big-follower] le grand partisan de { $player } en { $at }
    [mayor] le maire de { $player } en { $at }
    [wagon] le chariot de { $player } en { $at }
    [barn] la grange de { $player } en { $at }
    [abbot] l'abbé de { $player } en { $at }
    [phantom] le fantôme de { $player } en { $at }
    [builder] le bâtisseur de { $player } en { $at }
    [pig] le cochon de { $player } en { $at }
    [tower-floor] un étage de tour de { $player } en { $at }
    [castle] le jeton forteresse de { $player } en { $at }
    [bridge] le pont en { $at }
   *[other] le pion « { $figure } » de { $player } en { $at }
}
# Un genre de pion avec son article défini, comme sujet d'une proposition.
figure-the = { $figure ->
    [follower] le partisan
    [big-follower] le grand partisan
    [mayor] le maire
    [wagon] le chariot
    [barn] la grange
    [abbot] l'abbé
    [phantom] le fantôme
    [builder] le bâtisseur
    [pig] le cochon
    [tower-floor] l'étage de tour
    [castle] le jeton forteresse
    [bridge] le pont
   *[other] le pion « { $figure } »
}
# Où un genre de pion peut se placer, par son id, avec la préposition que
# prend chaque lieu (sur une route, dans une ville).
figure-places = { $figure ->
    [abbot] dans une abbaye ou dans un jardin
    [mayor] dans une ville
    [wagon] sur une route, dans une ville ou dans une abbaye
    [pig] sur un pré
    [tower-floor] hors de toute zone (un étage de tour se pose sur une fondation de tour)
    [castle] hors de toute zone (un jeton forteresse recouvre une petite ville)
    [bridge] hors de toute zone (un pont se pose en travers d'une tuile avec `bridge`)
    [builder] sur une route ou dans une ville
    [barn] à un coin (`corner: NE`)
   *[other] sur une route, dans une ville, sur un pré ou dans une abbaye
}

## A broken invariant of a random game (`carc play`): a fault of carc.

breach-score-falls = le score de { $player } baisse de { $by }
# `$kind` est l'id du pion, `$figure` son nom.
breach-figures-miscounted = { $kind ->
   *[other] { $player } a { $on-table } pion(s) « { $figure } » sur la table et { $in-hand } en réserve, mais en possède { $owned }
}
breach-goods-miscounted = les joueurs détiennent { $held } jetons { $good ->
    [wine] vin
    [grain] blé
   *[cloth] tissu
}, mais les villes achevées montrent { $in-cities } symboles de ce type
breach-off-the-table = { $piece ->
    [dragon] le dragon se trouve
   *[other] la fée se trouve
} en { $at }, où aucune tuile n'est posée
breach-stands-on-nothing = { $kind ->
   *[other] un pion « { $figure } » se trouve en { $at }, où le graphe n'a aucune zone
}
breach-stands-on-completed = { $kind ->
   *[other] un pion « { $figure } » de { $player } se trouve encore sur une zone achevée en { $at }
}
breach-missed-placement-legal = une pose que la liste des coups a omise est jugée autorisée
breach-refused-deployment-legal = un placement que la liste des coups refuse est jugé autorisé
# `$on` : verdict, scores, returned, double-turn ou steps.
breach-differs = la partie (graphe construit tour après tour) et l'arbitre (graphe construit à partir du fichier) divergent sur { $on ->
    [verdict] le verdict
    [scores] les scores
    [returned] les pions rendus
    [double-turn] le double tour
    [steps] le nombre d'étapes
   *[other] { $on }
}
breach-nothing-listed = une pose qui convient n'a aucune action autorisée dans la liste (pas même la pose seule)
# `$why` est le genre de refus, `$rule` la règle enfreinte.
breach-listed-illegal = une action que donnait la liste des coups est jugée interdite : { $why } ({ $rule })
breach-refused-on-play = une action que donnait la liste des coups est refusée quand on la joue

## The page for the table

# Les mots de la page de la table (web/src/labels.js) : ses commandes, ses
# indications et le cadre d'une décision. Un message à attributs est un
# élément de la page : la valeur est son texte, chaque attribut (`.title`,
# `.aria-label`, `.placeholder`) l'attribut HTML de ce nom. `$tile` est l'id
# d'une tuile (`base/D`), `$at` une case (`3, -1`), `$on` et `$point` un
# point de bord (`NNE`), `$figure` l'id d'un pion (`big-follower`), `$owner`
# et `$player` le nom d'un joueur ; `$where` vaut `turn` (la tuile du tour)
# ou `table` (une tuile de la position).

# Le nom de la langue dans cette langue, pour le choix de la langue.
page-language-name = Français
page-language = Langue
page-heading = Arbitre de Carcassonne
page-loading = Chargement de l'arbitre…
page-cannot-start = L'arbitre n'a pas pu démarrer : { $error }

# L'en-tête et la mise en place.
page-undo = Annuler
    .title = Annuler la dernière modification (sur la table ou dans le texte)
page-redo = Rétablir
    .title = Rétablir la modification annulée
page-share = Partager le lien
    .title = Mettre tout le scénario dans un lien
page-new = Nouveau
    .title = Recommencer à partir de la tuile de départ
page-build =
    .aria-label = La position
page-examples = Exemples
page-examples-pick = Ouvrir un exemple…
page-examples-failed = Les exemples n'ont pas pu être chargés.
page-game = Partie JCloisterZone
page-game-prev = ◀
    .title = Le tour précédent
page-game-next = ▶
    .title = Le tour suivant
page-game-turn = Tour { $n } sur { $count } : { $heading }. { $running }
page-game-too-large = La partie dépasse { $limit }, la limite de ce que lit l'arbitre.
page-setup = Règles et joueurs
page-rule-sets =
    .aria-label = Extensions en jeu
page-players = Joueurs
page-current = À qui le tour
page-wagon-move = Déplacement du chariot
page-wagon-move-connected = relié (première édition)
page-wagon-move-nearby = à proximité (nouvelle édition)

# Les outils et la table.
page-toolbar =
    .aria-label = Ce que fait un appui
page-tool =
    .aria-label = Outil
page-tool-tile = Tuile
page-tool-figure = Pion
page-tool-erase = Effacer
page-target =
    .aria-label = Où va une tuile
page-target-turn = Tuile du tour
page-target-table = Table
page-figure-owner =
    .aria-label = À qui est le pion
page-figure-kind =
    .aria-label = Quel pion
page-board =
    .aria-label = La table : les flèches passent d'une case à l'autre, Entrée pose ou tourne une tuile, Suppr la retire
page-tile-filter =
    .placeholder = Filtrer les tuiles (p. ex. road, city, ferries)
    .aria-label = Filtrer les tuiles
page-picker =
    .aria-label = Catalogue des tuiles
page-zoom-tile =
    .aria-label = La tuile en grand : chaque point est un bouton
page-zoom-cancel = Annuler

page-read-only = La table est en lecture seule : l'encadré YAML contient un texte qui n'est pas du YAML. Corrigez-le, ou annulez, pour modifier de nouveau la table.
page-read-only-line = La table est en lecture seule : l'encadré YAML contient un texte qui n'est pas du YAML (ligne { $line }). Corrigez-le, ou annulez, pour modifier de nouveau la table.
page-hint-figure = Touchez une tuile pour l'ouvrir en grand, puis touchez un point pour y mettre le pion (à la souris, les points de la table fonctionnent aussi) ; sur la tuile du tour, c'est le placement du tour. Touchez un pion pour le retirer.
page-hint-erase = Touchez une tuile pour la retirer de la table.
page-hint-fits-nowhere = { $tile } ne trouve sa place nulle part sur cette table.
page-hint-place = Touchez une case en surbrillance pour poser { $tile } { $where ->
    [turn] comme tuile du tour
   *[table] sur la table
} ; touchez-la de nouveau pour la tourner.
page-hint-start = Choisissez une tuile ci-dessous : les cases où elle trouve sa place s'allument. Touchez une tuile posée pour la tourner.
page-cannot-turn = { $tile } en [{ $at }] ne trouve sa place que dans ce sens : elle ne peut pas tourner.
page-fits-nowhere-here = { $tile } ne trouve pas sa place en [{ $at }].

page-gap-columns = x de { $from } à { $to } : aucune tuile
page-gap-rows = y de { $from } à { $to } : aucune tuile
page-square-empty = [{ $at }], vide
page-square-fit = [{ $at }] : poser { $tile } ici
page-square-tile = [{ $at }] : { $tile }, tournée de { $rotation }°{ $where ->
    [turn] , la tuile du tour
   *[table] {""}
}
page-figure-title = { figure-the } de { $owner } sur { $on }
page-figure-remove = { figure-the } de { $owner } sur { $on } : retirer
page-spot-label = mettre le pion sur { $on }
page-zoom-title = Où va { figure-the } de { $owner } sur { $tile } en [{ $at }] ?

# L'action sous la table.
page-action =
    .aria-label = L'action
page-action-heading = L'action
page-final = Évaluation finale au lieu d'un tour
page-no-tile-yet = Aucune tuile posée pour l'instant : choisissez-en une et touchez une case.
page-turn-line = { $tile } en [{ $at }], tournée de { $rotation }°
page-does-not-fit = La tuile ne trouve pas sa place ici telle qu'elle est tournée : l'arbitre dira pourquoi.
page-none = aucun
# Un placement autorisé : le pion par son id (comme le nomme `figure-returned`) et où il va (`page-on-point`, `page-at-corner`, `page-flies-*`).
page-deploy-chip = { figure-returned } { $where }
page-floor-chip = étage de tour en [{ $at }]
page-capture-chip = capturer { $figure ->
    [none] le partisan
    [follower] le partisan
    [big-follower] le grand partisan
    [mayor] le maire
    [wagon] le chariot
    [abbot] l'abbé
    [phantom] le fantôme
   *[other] le pion « { figure-returned } »
}{ $owner ->
    [none] {""}
   *[other] {" "}de { $owner }
} en [{ $at }] ({ $on })
page-exchange-chip = { $figure ->
    [follower] le partisan
    [big-follower] le grand partisan
    [mayor] le maire
    [wagon] le chariot
    [abbot] l'abbé
    [phantom] le fantôme
   *[other] le pion « { figure-returned } »
} revient par l'échange
page-tower-top-chip = { figure-returned } au sommet de la tour en [{ $at }]
page-fairy-chip = fée à côté du partisan en [{ $at }] ({ $on })
page-princess-chip = la princesse renvoie { $figure ->
    [none] le chevalier
    [follower] le partisan
    [big-follower] le grand partisan
    [mayor] le maire
    [wagon] le chariot
    [abbot] l'abbé
    [phantom] le fantôme
   *[other] le pion « { figure-returned } »
}{ $owner ->
    [none] {""}
   *[other] {" "}de { $owner }
} en [{ $at }] ({ $on })
page-festival-chip = festival : reprendre { $figure ->
    [none] votre pion
    [follower] votre partisan
    [big-follower] votre grand partisan
    [mayor] votre maire
    [wagon] votre chariot
    [barn] votre grange
    [abbot] votre abbé
    [phantom] votre fantôme
    [builder] votre bâtisseur
    [pig] votre cochon
   *[other] votre pion « { figure-returned } »
} en [{ $at }] ({ $on })
page-festival-prisoner-chip = festival : réclamer { $figure ->
    [follower] votre partisan
    [big-follower] votre grand partisan
    [mayor] votre maire
    [wagon] votre chariot
    [abbot] votre abbé
    [phantom] votre fantôme
   *[other] votre pion « { figure-returned } »
} détenu par { $holder }
page-portal-chip = { figure-returned } par le portail vers [{ $at }] ({ $on })
page-dragon-path = Le parcours du dragon
page-dragon-chip = { $path }
page-dragon = le dragon
page-fairy = la fée
page-tower-floors = une tour de { $floors ->
    [one] { $floors } étage
   *[other] { $floors } étages
}
page-prisoners = Prisonniers :{" "}
page-deployment = Placement (ceux qu'autorise cette pose)
page-phantom = Fantôme
page-new-ferry = Le bac du nouveau lac
page-flies-to = vole vers { $on }
page-flies-nowhere = vole, n'atterrit nulle part
page-flies-roll-to = vole (dé : { $roll }) vers { $on }
page-flies-roll-nowhere = vole (dé : { $roll }), n'atterrit nulle part
page-at-corner = au coin { $corner }
page-on-point = sur { $point }
page-abbot-back = abbé repris en [{ $at }]
page-phantom-where = fantôme { $where }
page-joins = relie { $pair }
page-table-ferry = Le bac du lac de la table en [{ $at }]
page-move-ferry = Déplacer le bac en [{ $at }] (actuellement { $now })
page-leave-it = le laisser
page-freed-wagon = Chariot libéré de { $player }
page-to-supply = vers la réserve
page-castle-group = { $player ->
    [none] la petite ville en [{ $at }]
   *[other] la petite ville de { $player } en [{ $at }]
}
page-castle-chip = forteresse en [{ $at }] ({ $on })
page-escape-group = la fuite d'un chevalier hors d'une ville assiégée
page-escape-chip = fuite : { $figure ->
    [none] chevalier
    [follower] partisan
    [big-follower] grand partisan
    [mayor] maire
    [wagon] chariot
    [abbot] abbé
    [phantom] fantôme
   *[other] { figure-returned }
} en [{ $at }] ({ $on })
page-leave-city-group = Pion de { $player } dans le { $quarter ->
    [castle] quartier du château
    [market] quartier du marché
    [blacksmith] quartier de la forge
   *[cathedral] quartier de la cathédrale
} de la Cité
page-leave-city-chip = { $figure ->
    [follower] partisan
    [big-follower] grand partisan
    [mayor] maire
    [wagon] chariot
    [abbot] abbé
    [phantom] fantôme
   *[other] { figure-returned }
} vers [{ $at }] ({ $on })
page-enter-city-group = un pion dans la Cité de Carcassonne
page-enter-city-chip = { $figure ->
    [follower] partisan
    [big-follower] grand partisan
    [mayor] maire
    [wagon] chariot
    [abbot] abbé
    [phantom] fantôme
   *[other] { figure-returned }
} dans le { $quarter ->
    [castle] quartier du château
    [market] quartier du marché
    [blacksmith] quartier de la forge
   *[cathedral] quartier de la cathédrale
}
page-move-count-group = le comte
page-quarter = vers le { $quarter ->
    [castle] quartier du château
    [market] quartier du marché
    [blacksmith] quartier de la forge
   *[cathedral] quartier de la cathédrale
}

# Le cadre de la décision ; les mots de la décision elle-même sont les
# messages plus bas.
page-judge =
    .aria-label = La décision
page-nothing-judged = Rien n'a été jugé
page-pill-unreadable = Lien illisible
page-legal = Autorisé
page-illegal = Interdit
page-broken = Saisie incorrecte
page-pill-broken = Saisie incorrecte · ligne { $line }
page-pill-legal-gains = Autorisé · { $gains }
page-pill-illegal = Interdit · { $rule }
page-broken-note = Le YAML ne décrit pas une position et une action ; rien n'a été jugé.
page-show-in-yaml = Montrer dans le YAML
page-line-column = ligne { $line }, colonne { $column }
page-broken-rule = Enfreinte :{" "}
page-yaml-line = ligne { $line } du YAML
page-points = Points :{" "}
page-back-to-supply = Retour dans la réserve :{" "}
page-goods-taken = Marchandises prises :{" "}
page-second-turn = Le bâtisseur accorde un second tour.
page-note = Remarque : { $text }
page-would-be-legal = Ce qui serait autorisé avec cette tuile
page-terminal-report = Le rapport tel que l'affiche le terminal
page-after-legal = La table après l'action
page-after-illegal = La table (l'action est interdite, rien ne change donc)
page-draw-after = Dessiner la table ({ $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
})
page-play-on = Continuer à partir d'ici
    .title = La table après ce tour devient la position suivante, et c'est au joueur suivant de jouer
# Le titre du scénario que laisse un tour joué à la suite.
page-played-on-title = { $title }, suite
page-rule-source = Source : { $source }
page-rule-source-dated = Source : { $source } ({ $date })
page-rule-status-reason = { $status } : { $reason }
page-rule-close = Fermer

# Le texte, le lien et le pied de page.
page-text =
    .aria-label = Le texte du scénario
page-yaml-box = Scénario (YAML)
page-yaml =
    .aria-label = YAML du scénario
page-share-url =
    .aria-label = Lien vers ce scénario
page-link-ready = Le lien est prêt : copiez-le.
page-copied = Copié.
page-footer = L'arbitre fonctionne dans cette page ; le scénario ne la quitte jamais. Un lien partagé porte le scénario dans son fragment, que les navigateurs n'envoient pas aux serveurs.

# Pourquoi un lien ne peut pas être lu : `$reason` de `page-link-unreadable`,
# chacune disant ce qui ne va pas avec le lien (« il … »).
page-link-unreadable = Ce lien ne peut pas être lu : { $reason }. Rien n'a été jugé. Demandez à nouveau le lien, ou collez le YAML du scénario dans l'encadré.
page-link-unpack-failed = il ne se décompresse pas ({ $error })
page-link-not-a-link = ce n'est pas un lien vers un scénario, ou quelque chose l'a modifié au passage
page-link-newer = il a été créé par une version plus récente de cette page (format de lien { $version })
page-link-version-damaged = sa version de format est endommagée
page-link-empty = il ne contient aucun scénario
page-link-checksum-missing = sa somme de contrôle manque ou est endommagée : le lien a été tronqué ou modifié au passage
page-link-checksum-mismatch = il a été modifié au passage : son contenu ne correspond pas à sa somme de contrôle
page-link-not-text = il ne se décompresse pas en texte
page-link-odd-character = il contient « { $character } », ce que ne fait jamais un lien de scénario : quelque chose l'a modifié au passage
page-link-cut-short = il est tronqué ou endommagé
page-link-too-large = son scénario dépasserait { $limit }, le maximum que lit l'arbitre
page-link-damaged = il est endommagé ou tronqué : il ne se décompresse pas

# Broken input: the diagnostics of a file that cannot be judged.
diag-problems-found = { $file } : { $count ->
    [one] { $count } problème trouvé
   *[other] { $count } problèmes trouvés
} ; rien n'a été arbitré
diag-more-not-shown = … et { $count } autres problèmes non montrés ; corrigez d'abord ceux-ci
diag-did-you-mean = vouliez-vous dire `{ $name }` ?
diag-did-you-mean-one-of = vouliez-vous dire l'un de : { $names } ?
diag-none-close = aucun des { $count } noms connus n'est proche de `{ $word }`
diag-expected-one-of = attendu l'un de : { $names }
# A value of the format in a list of them (English writes it bare).
diag-listed-name = `{ $name }`
diag-type = attendu : { $wanted }, trouvé : { $found }
    .label = devrait être { $wanted }
diag-kind = { $kind ->
    [null] rien
    [bool] un booléen
    [int] un nombre
    [float] un nombre décimal
    [text] du texte
    [list] une liste
   *[mapping] une table
}
diag-text = du texte
diag-a-whole-number = un nombre entier
diag-a-list = une liste
diag-a-mapping = une table
diag-a-mapping-by-player = une table de joueur à valeur
diag-a-key-name = un nom de clé
diag-keys-are-words = les clés sont de simples mots comme `tile` ou `at`
diag-first-time = première fois
diag-second-time = deuxième fois
diag-key-twice = { $what } donne `{ $name }` deux fois
diag-keep-one = gardez un seul `{ $name }`
diag-given-twice = `{ $name }` est donné deux fois
diag-player-names-are-text = les noms des joueurs sont du texte
diag-name-each-player-once = nommez chaque joueur une seule fois
diag-missing-key = { $what } demande `{ $key }`
    .label = pas de `{ $key }` ici
diag-unknown-key = { $what } ne connaît pas de clé `{ $name }`
    .label = pas une clé du format
diag-one-of = { $what } : l'un de { $names }
diag-unknown-word = { $what } `{ $word }`
diag-not-a-word = { $what }
diag-square-help = une case s'écrit `[x, y]` : x croît vers l'est, y vers le nord
diag-square-not-two = une case a 2 coordonnées, pas { $count }
    .label = devrait être [x, y]
diag-square-too-far = la case est trop loin de l'origine
    .label = des coordonnées aussi grandes ne sont pas une table
    .help = gardez les coordonnées dans ±{ $limit }
diag-limit-reached-here = une limite est atteinte ici
diag-yaml-tag = une étiquette YAML
diag-remove-tag-scenario-values-are = retirez l'étiquette : les valeurs d'un scénario sont de simples mots, nombres, listes et tables
diag-second-document = un second document
diag-one-scenario-per-file-move = un scénario par fichier : déplacez le second document dans un fichier à part
diag-yaml-parser-stopped-here = le lecteur YAML s'est arrêté ici
diag-check-indentation-spaces-tabs-quotes = vérifiez l'indentation (des espaces, pas de tabulations), les guillemets et les crochets
diag-file-holds-no-scenario = le fichier ne contient aucun scénario
diag-nothing-but-comments-blank-lines = rien que des commentaires ou des lignes vides
diag-scenario-needs-least-title-rules = un scénario demande au moins `title`, `rules`, `players`, `board` et `action`
diag-the-scenario = le scénario
diag-scenario-mapping-keys-like-title = un scénario est une table avec des clés comme `title:` et `board:`
diag-add-line-title-what-scenario = ajoutez une ligne `title: ce que montre ce scénario`
diag-title-free-text = le titre est du texte libre
diag-source-free-text = la source est du texte libre
diag-say-what-play-e-g = dites ce qui est en jeu, par exemple `rules: [base, abbey-mayor]`
diag-list-players-turn-order-e = nommez les joueurs dans l'ordre du tour, par exemple `players: [red, blue]`
diag-current-names-player = `current` désigne un joueur
diag-set-aside-tile-ids = `set-aside` liste des identifiants de tuiles, par exemple `set-aside: [river/straight]`
diag-list-tiles-table-under-board = nommez les tuiles de la table sous `board:` (une liste vide `[]` est permise)
diag-give-proposed-turn-e-g = donnez le tour proposé, par exemple `action: {"{"}place: {"{"}tile: base/U, at: [1, 0]{"}"}{"}"}`
diag-rules-list-such-base-abbey = `rules` est une liste comme `[base, abbey-mayor]`
diag-rule-set = jeu de règles
    .unknown = jeu de règles inconnu
    .not = pas un jeu de règles
diag-list-each-rule-set-once = nommez chaque jeu de règles une seule fois
diag-players-list-such-red-blue = `players` est une liste comme `[red, blue]`
diag-player-named-word-quote-names = un joueur se nomme par un mot ; mettez entre guillemets les noms qui ressemblent à des nombres
diag-each-player-appears-once-players = chaque joueur figure une fois dans `players`, dans l'ordre du tour
diag-no-players = il n'y a aucun joueur
    .label = liste vide
    .help = nommez au moins un joueur, par exemple `players: [red, blue]`
diag-points-per-player-e-g = les points par joueur, par exemple `{"{"}red: 10, blue: 4{"}"}`
diag-more-points-than-any-game = plus de points que dans toute partie
diag-out-range = hors limites
diag-owner-player-name = le propriétaire est le nom d'un joueur
diag-say-which-square-x-y = dites quelle case : `at: [x, y]`
diag-count-cannot-negative = un nombre ne peut pas être négatif
    .label = sous zéro
    .help = écrivez 0 pour aucun
diag-figures-hand-per-player-e = les pions en réserve par joueur, par exemple `{"{"}red: {"{"}follower: 2, mayor: 1{"}"}{"}"}`
diag-more-figures-than-any-game = plus de pions que dans toute partie
diag-mapping-from-figure-count = une table de pion à nombre
diag-rotation-clockwise-degrees-0-90 = la rotation se donne en degrés dans le sens des aiguilles d'une montre : 0, 90, 180 ou 270
diag-feature-name = nom de zone
    .unknown = nom de zone inconnu
    .not = pas un nom de zone
diag-board-list-tiles-each-tile = `board` est une liste de tuiles, chacune `- tile: ID` avec `at: [x, y]`
diag-each-board-entry-mapping-tile = chaque entrée de `board` est une table : `- tile: base/D` avec `at: [0, 0]`
diag-board-tile = une tuile de `board`
diag-name-tile-catalogue-id-carc = désignez la tuile par son identifiant du catalogue (`carc tiles` les liste)
diag-tile-id-like-base-d = un identifiant de tuile comme `base/D`
diag-give-square-x-y = donnez la case sous la forme `at: [x, y]`
diag-figures-list-owner-red-figure = `figures` est une liste de `{"{"}owner: red, figure: follower, on: N{"}"}`
diag-figure-owner-red-figure-follower = un pion est `{"{"}owner: red, figure: follower, on: N{"}"}`
diag-a-figure = un pion
diag-say-whose-figure-owner-red = dites à qui est le pion : `owner: red`
diag-say-which-figure-figure-follower = dites quel pion : `figure: follower`
diag-figure-stands-either-feature-corner = un pion se place soit `on` une zone, soit à un coin (`corner`), pas les deux
    .label = second endroit donné
    .help = seule la grange se place à un coin ; retirez l'une des deux clés
diag-figure-does-say-where-stands = le pion ne dit pas où il se trouve
    .label = ni `on` ni `corner`
    .help = ajoutez `on: POINT` (ou `on: monastery`), ou `corner: NE` pour une grange
diag-the-action = l'action
diag-action-final-scoring-mapping-place = l'action est `final-scoring` ou une table avec `place:`
diag-turn-starts-placing-tile-place = un tour commence par la pose d'une tuile : `place: {"{"}tile: base/U, at: [1, 0]{"}"}`
diag-also-list-such-deploy-figure = `also` est une liste comme `[{"{"}deploy: {"{"}figure: follower, on: S{"}"}{"}"}]`
diag-each-entry-also-mapping-deploy = chaque entrée de `also` est une table : `{"{"}deploy: ...{"}"}`, `{"{"}escape: ...{"}"}`, ou le tour d'une tuile avec `place:`
diag-entry-also = une entrée de `also`
diag-place-mapping-tile-base-u = `place` est une table : `{"{"}tile: base/U, at: [1, 0], rotation: 90{"}"}`
diag-name-tile-place-catalogue-id = désignez la tuile à poser par son identifiant du catalogue
diag-tile-id-like-base-u = un identifiant de tuile comme `base/U`
diag-deploy-mapping-such-figure-follower = `deploy` est une table comme `{"{"}figure: follower, on: N{"}"}`
diag-expect-mapping-verdict-scores-returned = `expect` est une table avec `verdict`, `scores`, `returned`, `cites`, `not-cites`, `rule`, `figures`, `double-turn`, `goods`
diag-expect-block-says-least-verdict = un bloc `expect` donne au moins le verdict : `verdict: legal` ou `verdict: illegal`
diag-rule-citation-like-car-fn154 = la règle est une référence comme `car:fn154`
diag-each-choice-left-open-kind = chaque choix laissé ouvert est `{"{"}kind: castle, at: [x, y], on: FEATURE{"}"}` (ou `kind: escape`, `kind: leave-city`), ou `{"{"}kind: enter-city, player: red{"}"}` ; `offers: []` n'en attend aucun
diag-choice-left-open = un choix laissé ouvert
diag-say-which-choice-kind-castle = dites quel choix : `kind: castle`, `escape`, `enter-city` ou `leave-city`
diag-kind-choice = sorte de choix
    .unknown = sorte de choix inconnue
    .not = pas une sorte de choix
diag-player-player-name = le joueur est le nom d'un joueur
diag-name-feature-n = désignez la zone : `on: N`
diag-figures-lists-figures-table-after = `figures` liste les pions sur la table après l'action : `[{"{"}owner: red, figure: wagon, at: [1, 0], on: N{"}"}]`
diag-expected-figure = un pion attendu
diag-say-which-figure-figure-wagon = dites quel pion : `figure: wagon`
diag-say-which-square-1-0 = dites quelle case : `at: [1, 0]`
diag-figures-back-supply-per-player = les pions rendus à la réserve par joueur, par exemple `{"{"}red: [follower, mayor]{"}"}`
diag-cites-list-such-car-fn162 = `cites` est une liste comme `[car:fn162, base:score-city]`
diag-citation-like-car-fn162 = une référence comme `car:fn162`
diag-player-name = le nom d'un joueur
diag-carc-imports-games-base-game = carc importe les parties du jeu de base, de l'abbé, du grand partisan, du fantôme, d'Auberges et Cathédrales, de Marchands et Bâtisseurs, de L'Abbaye et le Maire, de Princesse et Dragon, de La Tour, des sièges, des forteresses, de la machine volante, des bacs, du festival et du comte (sans pion quittant un quartier)
diag-file-stops-making-sense-here = ici le fichier n'a plus de sens
diag-import-jcz-file-jcloisterzone-saved = importez un fichier `.jcz` tel que JCloisterZone l'a enregistré
diag-game-most-2000-tiles = une partie d'au plus 2000 tuiles
diag-square-x-y = une case `[x, y]`
diag-coordinate-real-table-most-10000 = une coordonnée d'une vraie table (au plus 10000 dans chaque sens)
diag-not-importable = pas importable
diag-undo-nothing-before-take-back = un UNDO sans rien avant lui à reprendre
diag-import-file-jcloisterzone-saved = importez le fichier tel que JCloisterZone l'a enregistré
diag-index-one-game-players = le numéro de l'un des joueurs de la partie
diag-r0-r90-r180-r270 = R0, R90, R180 ou R270
diag-figure-deployed-another-tile-than = un pion placé sur une autre tuile que la tuile posée (une tour, un portail magique ou un vol)
diag-meeple-id-such-0-small = un identifiant de pion comme `0.small.1`
diag-meeple-one-game-players = un pion de l'un des joueurs de la partie
diag-open-game-jcloisterzone-5-7 = ouvrez la partie dans JCloisterZone 5.7 ou plus récent et enregistrez-la de nouveau
diag-rule-value = la valeur d'une règle
diag-import-game-keeps-rule-jcloisterzone = importez une partie qui garde cette règle à sa valeur par défaut dans JCloisterZone
diag-player-without-name-their-own = un joueur sans nom qui lui soit propre
diag-give-every-player-different-name = donnez à chaque joueur un nom différent dans JCloisterZone
diag-between-one-eight-players = entre un et huit joueurs
diag-0-90-180-270 = 0, 90, 180 ou 270
diag-carc-tiles-all-lists-every = carc tiles --all liste chaque tuile avec son identifiant JCloisterZone
diag-carc-scores-completed-city-two = carc évalue une ville achevée de deux tuiles à 4, comme la nouvelle édition (interprétations §1.1) ; mettez la règle à 4 dans JCloisterZone
diag-second-move-instead-deploying-one = un second coup au lieu de placer un pion en un tour
diag-carc-tiles-lists-every-tile = `carc tiles` liste chaque identifiant de tuile
diag-rules-in-play = règles en jeu
diag-tile-placed-empty-table-but = une tuile est posée sur une table vide, mais toute partie commence avec la tuile de départ sur la table
    .label = posée sur une table vide
    .help = ajoutez la tuile de départ à `board` : `board: [{"{"}tile: base/D, at: [0, 0]{"}"}]`, puis posez à côté
diag-each-square-holds-one-tile = chaque case porte une tuile ; déplacez ou retirez l'une d'elles
diag-box-rules-play-reads-deployment = aucune boîte des règles en jeu ne lit ce placement
    .label = pas lu
    .help = `deploy` est `{"{"}figure, on{"}"}` ou `{"{"}figure, corner{"}"}`, ou la forme propre à une boîte
# Written after « pas une zone de ».
diag-placed-tile = la tuile posée
diag-where-figure-would-stand = où se trouverait le pion
# Written after « pas une zone de ».
diag-that-tile = cette tuile
diag-top-tower = au sommet de la tour
diag-nobody-there = personne ici
diag-name-figure-table-square-where = désignez un pion de la table : sa case et où il se trouve sur la tuile, avec `owner` et `figure` quand il y en a plusieurs
diag-empty-square = une case vide
diag-name-square-tile-table-board = désignez la case d'une tuile de la table (`board`) ou de la tuile posée
diag-turn-one-tiles-rotation-choose = tournez l'une des tuiles (`rotation`) ou choisissez des tuiles dont les côtés qui se touchent concordent
diag-rotation-given = rotation donnée
diag-empty-square-bare = case vide
diag-nothing-to-stand-on-here = rien où se placer ici
diag-yaml-limit-help = un scénario demande peu d'imbrication et quelques milliers de valeurs ; ce fichier fait { $bytes } octets : découpez-le, ou écrivez-le sans répéter d'ancres
diag-not-yaml = YAML non valide : { $reason }
diag-needs-other-rules = demande d'autres règles
diag-a-role = `{ $word }` est un rôle, pas un pion
    .label = un rôle
diag-role-help = { $role ->
    [knight] un chevalier est un partisan dans une ville
    [highwayman] un voleur est un partisan sur une route
    [thief] un voleur est un partisan sur une route
    [monk] un moine est un partisan dans une abbaye
    [farmer] un paysan est un partisan sur un pré
   *[other] un { $role } est un partisan sur une zone quelconque
} : écrivez `figure: follower` (ou `big-follower`) et dites où il se trouve avec `on`
diag-listed-twice = `{ $name }` figure deux fois dans la liste
diag-player-listed-twice = le joueur `{ $name }` figure deux fois dans la liste
diag-points-stay-within = les points restent dans ±{ $max }
diag-hand-holds-at-most = une réserve compte au plus { $max } pions d'une sorte
diag-not-a-rotation = { $value } n'est pas une rotation
    .label = pas un quart de tour
diag-unknown-action = action inconnue `{ $word }`
    .label = pas une action
    .help = la seule action écrite comme un mot est `final-scoring` ; un tour est une table avec `place:`
diag-also-holds = `also` a { $count } entrées ; au plus { $max }
    .label = trop d'entrées
    .help = un tour essaie au plus quelques choses de plus : gardez celles qui sont en litige
diag-key-quoted = `{ $key }`
diag-import-missing = pas de `{ $key }` ici, alors que toute partie enregistrée par JCloisterZone en contient
    .label = `{ $key }` manque
    .help = importez un fichier enregistré par JCloisterZone 5.7 ou plus récent, sans le modifier
diag-import-unexpected = attendu : { $expected }, trouvé : { $found }
    .label = pas { $expected }
    .help = importez un fichier enregistré par JCloisterZone 5.7 ou plus récent, sans le modifier
diag-import-too-old = une partie enregistrée par JCloisterZone { $version }, plus ancien que 5.7
diag-import-tile-set = le jeu de tuiles `{ $key }`, d'une boîte que carc ne sait pas encore importer
diag-import-element = l'élément `{ $key }`, d'une boîte que carc ne sait pas encore importer
diag-import-rule-not-judged = la règle `{ $key }: { $value }`, que carc n'arbitre pas
diag-import-rule-of-box = la règle `{ $key }: { $value }`, d'une boîte que carc ne sait pas encore importer
diag-parser-says = `{ $reason }`
diag-import-tile-unknown = la tuile `{ $tile }`, que le catalogue de carc ne contient pas
diag-import-place-unnamed = l'endroit `{ $feature } { $location }`, que carc ne sait pas nommer sur une tuile
diag-import-meeple-kind = un pion de la sorte `{ $kind }`, d'une boîte que carc ne sait pas encore importer
diag-import-message-here = un message `{ $kind }` que carc ne sait pas importer ici
diag-cannot-rule-yet = l'arbitre ne sait pas encore arbitrer les règles `{ $rules }`
    .label = pas encore pris en charge
    .help = docs/rules.md liste chaque règle avec son état ; `carc rules --search` en trouve une
diag-did-you-mean-tile = vouliez-vous dire `{ $name }` ? `carc tiles` liste chaque identifiant
diag-unknown-tile = tuile inconnue `{ $tile }`
    .label = pas dans le catalogue
diag-the-players-are = les joueurs sont : { $names }
diag-not-a-player = `{ $name }` n'est pas un joueur
    .label = pas dans `players`
diag-not-in-play = { $what }, et `{ $set }` n'est pas en jeu
diag-add-to-rules = ajoutez `{ $set }` à `rules`
diag-two-tiles-on = deux tuiles sur la case { $at }
diag-goes-here = { $tile } va ici
diag-already-on = { $tile } est déjà en { $at }
# A kind of figure (its id) with its article, as the subject of a diagnostic.
diag-figure-a = { $figure ->
    [follower] un partisan
    [big-follower] un grand partisan
    [mayor] un maire
    [wagon] un chariot
    [barn] une grange
    [abbot] un abbé
    [phantom] un fantôme
    [builder] un bâtisseur
    [pig] un cochon
    [tower-floor] un étage de tour
    [castle] un jeton forteresse
    [bridge] un pont
   *[other] un pion `{ $figure }`
}
diag-figure-the = { $figure ->
    [follower] le partisan
    [big-follower] le grand partisan
    [mayor] le maire
    [wagon] le chariot
    [barn] la grange
    [abbot] l'abbé
    [phantom] le fantôme
    [builder] le bâtisseur
    [pig] le cochon
    [tower-floor] l'étage de tour
    [castle] le jeton forteresse
    [bridge] le pont
   *[other] le pion `{ $figure }`
}
diag-does-not-stand-there = { $figure } ne se place pas là
    .label = aucune boîte des règles en jeu ne le place ici
    .help = désignez la zone où il se trouve : `on: N`
diag-features-of = zones de { $tile } : { $features }
diag-features-here = zones de { $tile } ici : { $features }
diag-cannot-stand-on = { $figure } ne peut pas se placer { $kind ->
    [city] dans une ville
    [road] sur une route
    [field] sur un pré
    [monastery] dans une abbaye
    [garden] dans un jardin
   *[other] sur `{ $kind }`
}
diag-this-is-a = c'est { $kind ->
    [city] une ville
    [road] une route
    [field] un pré
    [monastery] une abbaye
    [garden] un jardin
   *[other] `{ $kind }`
}
diag-stands-on = { $figure } se place { $places }
diag-also-first = `also` essaie `{ $key }` une fois de plus, mais le tour de la tuile n'a pas de `{ $key }`
    .label = pas de premier essai à répéter
diag-also-first-help = écrivez `{ $key }` dans le tour lui-même (ou dans l'entrée de tuile de `also` qui précède) ; `also` sert à un second essai
diag-no-tower = { $tile } n'a pas de tour
    .label = pas de tour sur cette tuile
    .help = désignez la zone où se trouve le partisan : `on: N`
diag-spot-on = sur { $name }
diag-spot-corner = au coin { $name }
diag-spot-of-tile = { $spot } de la tuile en { $at }
diag-owner-has-no = { $owner } n'a { $figure ->
    [follower] aucun partisan
    [big-follower] aucun grand partisan
    [mayor] aucun maire
    [wagon] aucun chariot
    [barn] aucune grange
    [abbot] aucun abbé
    [phantom] aucun fantôme
    [builder] aucun bâtisseur
    [pig] aucun cochon
    [tower-floor] aucun étage de tour
    [castle] aucun jeton forteresse
    [bridge] aucun pont
   *[other] aucun pion `{ $figure }`
} { $place }
diag-owner-has-no-figure = { $owner } n'a aucun pion { $place }
diag-no-figure-stands = { $figure ->
    [follower] aucun partisan
    [big-follower] aucun grand partisan
    [mayor] aucun maire
    [wagon] aucun chariot
    [barn] aucune grange
    [abbot] aucun abbé
    [phantom] aucun fantôme
    [builder] aucun bâtisseur
    [pig] aucun cochon
    [tower-floor] aucun étage de tour
    [castle] aucun jeton forteresse
    [bridge] aucun pont
   *[other] aucun pion `{ $figure }`
} ne se trouve { $place }
diag-nobody-stands = personne ne se trouve { $place }
diag-no-tile = aucune tuile en { $at }, { $what }
# `where` is "la tuile posée", "cette tuile".
diag-not-a-feature-of = pas une zone de { $where }
diag-figure-needs-rules = { $figure } appartient aux règles `{ $set }`, qui ne sont pas en jeu
    .label = pion de règles qui ne sont pas en jeu
diag-tile-needs-rules = { $tile } est une tuile de `{ $set }`, qui n'est pas en jeu
    .label = tuile d'extension
diag-edge-mismatch = le bord entre { $a } et { $b } ne concorde pas : { $edge-a ->
    [city] ville
    [road] route
    [field] pré
    [river] rivière
   *[other] `{ $edge-a }`
} contre { $edge-b ->
    [city] ville
    [road] route
    [field] pré
    [river] rivière
   *[other] `{ $edge-b }`
}
diag-tile-shows = { $tile } montre { $edge ->
    [city] ville
    [road] route
    [field] pré
    [river] rivière
   *[other] `{ $edge }`
} sur son côté { $side }
diag-too-many-figures = { $player } a { $count } { $figure ->
    [follower] partisans
    [big-follower] grands partisans
    [mayor] maires
    [wagon] chariots
    [barn] granges
    [abbot] abbés
    [phantom] fantômes
    [builder] bâtisseurs
    [pig] cochons
    [tower-floor] étages de tour
    [castle] jetons forteresse
    [bridge] ponts
   *[other] pions `{ $figure }`
} sur la table, mais n'en possède que { $owned }
diag-nth-figure = { $n ->
    [1] 1er
   *[other] { $n }e
} { $figure ->
    [follower] partisan
    [big-follower] grand partisan
    [mayor] maire
    [wagon] chariot
    [barn] grange
    [abbot] abbé
    [phantom] fantôme
    [builder] bâtisseur
    [pig] cochon
    [tower-floor] étage de tour
    [castle] jeton forteresse
    [bridge] pont
   *[other] pion `{ $figure }`
} de { $player }
diag-too-many-figures-help = retirez des pions, ou donnez `supply: {"{"}{ $player }: {"{"}...{"}"}{"}"}` si cette table en a vraiment plus
diag-the-tile-on = la tuile en { $at }
# The kinds of word a key takes, each with the word unknown and a word that is not one.
diag-word-figure = pion
    .unknown = pion inconnu
    .not = pas un pion
diag-word-corner = coin
    .unknown = coin inconnu
    .not = pas un coin
diag-word-verdict = verdict
    .unknown = verdict inconnu
    .not = pas un verdict
diag-yaml-second-document = le fichier contient un second document YAML ; un scénario est un seul document (retirez la ligne `---` ou `...`)
diag-yaml-expands-past = le document s'étend à plus de { $max } valeurs (des ancres et des alias en répètent de grandes parties)
diag-yaml-holds-more-than = le document contient plus de { $max } valeurs
diag-yaml-repeat-more-than = des ancres et des alias répètent plus de { $mib } Mio de texte
diag-yaml-deeper-than = le document s'imbrique sur plus de { $max } degrés
diag-yaml-alias-contains-itself = l'alias `{ $name }` représente une valeur qui le contient
diag-yaml-unknown-anchor = l'alias `*{ $name }` ne désigne aucune ancre : `&{ $name }` n'est pas défini avant lui
diag-yaml-merge-takes = une clé de fusion `<<` prend une table ou une liste de tables, pas { $found }
diag-yaml-tag-does-not-fit = l'étiquette `{ $tag }` ne convient pas à { $what ->
    [a-list] une liste
   *[a-mapping] une table
}
diag-yaml-tag-not-supported = l'étiquette `{ $tag }` n'est pas prise en charge ici ; retirez-la
diag-yaml-tagged = { $value } n'est pas { $what ->
    [bool] un booléen (true ou false)
    [int] un nombre entier
   *[float] un nombre
}, mais porte l'étiquette `{ $tag }`
diag-yaml-empty-value = une valeur vide
diag-yaml-too-small = le nombre entier { $value } est trop petit (le plus petit est { $bound })
diag-yaml-too-large = le nombre entier { $value } est trop grand (le plus grand est { $bound })
diag-yaml-not-finite = `{ $value }` n'est pas un nombre réel (infini ou NaN)

## The rules in the project's own words
# La reformulation de chaque règle (`rule-text-ID`) et, pour une règle que
# l'arbitre n'applique pas encore, la raison (`rule-reason-ID`). carc ne lit
# cette partie que lorsqu'on demande le texte d'une règle (`carc rule`,
# `carc rules`, la référence des règles), pour qu'une décision n'en paie pas
# le prix.

rule-text-car-fn159 = Le dragon peut dévorer le maire ou le chariot, une tour peut capturer l'un comme l'autre, et une princesse peut renvoyer l'un comme l'autre chez son propriétaire. Tous deux peuvent aussi entrer dans le quartier correspondant de la Cité de Carcassonne et passer par un portail magique. L'arbitre tranche chaque partie : la tour, le dragon, la princesse et le portail, ainsi que la Cité, où le maire ne se place que dans le quartier du château et le chariot dans tout quartier sauf le marché (count:figures).
rule-text-car-fn168 = Reprend car:fn159 pour le chariot : le dragon peut le dévorer, une tour peut le capturer, une princesse peut le renvoyer, et il peut entrer dans son quartier de la Cité de Carcassonne ou passer par un portail magique, exactement comme le maire. L'arbitre tranche chaque partie : la tour, le dragon, la princesse et le portail, ainsi que la Cité, où le chariot se place dans tout quartier sauf le marché, puisqu'il ne se trouve jamais sur un pré (count:figures).
rule-text-car-fn178 = Une grange ne peut pas être placée dans la Cité de Carcassonne, ni passer par un portail magique. Les deux parties sont tranchées : `enter-city` avec la grange est refusé, tout comme la grange passant par un portail. Une grange peut toutefois se placer à un coin des cases de la Cité, hors de ses remparts, là où quatre prés se rejoignent, comme sur n'importe quel pré.
rule-text-car-fn180 = Un volcan sur l'une des tuiles n'empêche pas de placer une grange sur cette tuile.

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-car-fn159 = note 159 (sur le maire : placement, les règles habituelles s'appliquent toujours)
rule-section-car-fn168 = note 168 (sur le chariot : placement, aucun autre pion)
rule-section-car-fn178 = note 178 (sur la grange : placement à un coin où se rejoignent quatre prés)
rule-section-car-fn180 = note 180 (sur la grange : placement à un coin où se rejoignent quatre prés)
