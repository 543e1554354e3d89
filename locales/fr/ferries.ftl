## ferries

document-ferries = Les Bacs (WikiCarpedia)

rule-ferries-place = Une tuile lac reçoit un bac reliant deux bouts de route

rule-ferries-move = Prolonger une route permet de déplacer son bac le plus proche

rule-ferries-score = Les zones achevées avec des bacs sont évaluées normalement

rule-ferries-fn1 = Un nouveau lac reçoit toujours son bac

rule-ferries-fn2 = Seul un bac que traverse la route peut être déplacé

rule-ferries-fn3 = Seul le premier bac le long de la route peut être déplacé

rule-ferries-fn4 = Déplacer un bac peut achever une route

rule-ferries-fn5 = Déplacer un bac peut renvoyer un bâtisseur dans la réserve

## The steps of a ruling.

step-double-turn-ferry-move = le déplacement d'un bac raccorde { $feature }, où se trouve le bâtisseur de { $player }, mais seule la pose d'une tuile sur la route du bâtisseur rapporte un second tour : pas de second tour
step-ferry-placed = { $player } met un bac sur le lac en { $at }, reliant ses quais { $a } et { $b } en une seule route{ $ends }
step-ferry-placed-without-figure = { $player } met un bac sur le lac en { $at }, reliant ses quais { $a } et { $b } en une seule route{ $ends } (le nouveau lac reçoit son bac, qu'un pion ait été placé ou non)
step-lake-end = { $count ->
    [one] {"\u00A0"}; la route au point { $points } s'arrête au lac
   *[other] {"\u00A0"}; les routes aux points { $points } s'arrêtent au lac
}
step-lake-end-now = { $count ->
    [one] {"\u00A0"}; la route au point { $points } s'arrête désormais au lac
   *[other] {"\u00A0"}; les routes aux points { $points } s'arrêtent désormais au lac
}
step-ferry-movable = la route qui quitte la tuile posée au point { $from } atteint d'abord le bac du lac en { $lake } ([{ $a }, { $b }]) par son quai { $jetty } : ce bac peut être déplacé
step-ferry-dead-end = la route qui part du point { $from } s'arrête au quai { $jetty } du lac en { $lake }, que son bac ([{ $a }, { $b }]) ne dessert pas : ce bac n'est pas atteint
step-ferry-beyond = au-delà, le long de la route partant du point { $from }, le bac du lac en { $lake } n'est pas le premier (c'est celui en { $first }) : il ne peut pas être déplacé
step-ferries-none-may-move = aucun bac ne peut être déplacé
step-ferries-none-moved = l'action n'en déplace aucun
step-ferry-moved = { $player } déplace le bac en { $at } de [{ $from-a }, { $from-b }] à [{ $to-a }, { $to-b }]{ $ends }
step-builder-stays = le bâtisseur de { $player } est séparé du partisan qu'il accompagnait, mais un autre partisan de { $player } se trouve sur { $road }, donc le bâtisseur reste

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# La disposition de chaque tuile de l'extension, par son id (`base/D` donne
# `tiles-layout-base-D`), telle que `carc tiles` la liste.
tiles-layout-ferries-1 = bout de ville N, routes O, S, E qui mènent à un lac (comme base L, avec un lac à la place du carrefour)
tiles-layout-ferries-2 = routes O, S, E qui mènent à un lac (comme base W, avec un lac à la place du carrefour)
tiles-layout-ferries-3 = routes N, E, S, O qui mènent à un lac (comme base X, avec un lac à la place du carrefour)

show-svg-lakes = lacs
show-svg-lake = le disque bleu, ses routes s'arrêtant sur sa rive
show-svg-ferry = son bac, le trait brun qui relie deux d'entre elles
show-key-lake = ~ lac
show-ferries = bacs
# Un bac sur le plan en texte : sa case et les deux bouts de route qu'il relie.
show-ferry = { $at } relie { $ends }

# Les bacs.
refusal-ferries-no-lake = { $tile } n'a pas de lac où mettre un bac
label-ferries-no-lake = pas de lac sur la tuile posée
help-ferries-remove-ferry = retirez `ferry` : seule une tuile avec un lac en reçoit un
refusal-ferries-lake-needs-ferry = { $tile } a un lac, et un nouveau lac reçoit toujours son bac, partisan placé ou non
label-ferries-lake-without-ferry = une tuile lac posée sans son bac
help-ferries-add-ferry = ajoutez `ferry:` à l'action, en reliant deux de ses quais : { $pairs }
# `$moved` vaut 1 quand une entrée précédente de `move_ferries` a déplacé un bac.
help-ferries-ferry-moves = { $moves-count ->
    [0] { $moved ->
        [1] tous les bacs qui pouvaient être déplacés à ce tour l'ont été : retirez cette entrée de `move_ferries` et gardez celles qui la précèdent
       *[other] aucun bac ne peut être déplacé à ce tour : retirez `move_ferries`
    }
   *[other] déplacements autorisés : { $moves }
}
phrase-ferries-ferry-move = `{"{"}at: { $at }, to: { $to }{"}"}`
refusal-ferries-no-ferry-to-move = { $tile } en { $at } n'a pas de bac à déplacer
refusal-ferries-just-placed = le bac en { $at } vient d'être mis sur le nouveau lac ; il ne peut pas aussi être déplacé à ce tour
label-ferries-new-lake-ferry = le bac propre au nouveau lac
refusal-ferries-moved-twice = le bac en { $at } a déjà été déplacé à ce tour ; chaque bac est déplacé au plus une fois par tour
refusal-ferries-moved-earlier = le bac en { $at } a été mis ou déplacé avec la première tuile de ce double tour ; chaque bac est mis ou déplacé au plus une fois par tour, les deux tuiles comptant ensemble
label-ferries-second-move = second déplacement du même bac
aside-ferries-first-move = son premier déplacement
refusal-ferries-already-joins = le bac en { $at } relie déjà { $pair } ; l'y déplacer ne change rien
label-ferries-not-a-move = pas un déplacement
refusal-ferries-joined-by-move = le bac en { $at } n'était pas sur la route que la tuile posée a prolongée : la route ne l'atteint que depuis que le bac en { $first } a été déplacé, et seul un bac sur la route prolongée peut être déplacé
label-ferries-not-on-extended-road = pas sur la route prolongée
aside-ferries-move-joined = le bac en { $first }, dont le déplacement a raccordé la route à celui-ci
refusal-ferries-dead-end = la route partant de la tuile posée atteint le lac en { $at } par son quai { $jetty }, que le bac (reliant { $a } et { $b }) ne dessert pas : la route s'arrête là, donc ce bac n'est pas atteint
label-ferries-ferry-not-on-road = bac absent de la route prolongée
aside-ferries-road-ends = { $tile } : la route s'arrête à son quai { $jetty }
refusal-ferries-not-first = le bac en { $at } n'est pas le premier le long de la route partant de la tuile posée : le bac en { $first } vient d'abord
label-ferries-not-first = pas le premier bac
aside-ferries-first-ferry = le premier bac le long de cette route, en { $first }
refusal-ferries-not-reached = aucune route de la tuile posée n'atteint le bac en { $at }
label-ferries-not-reached = bac absent des routes que prolonge la tuile

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-ferries =
    les tuiles lac `ferries/1..3` exigent `ferry: [W, E]` (sur la table et dans l'action) ;
    `move_ferries: [{"{"}at: [x, y], to: [W, S]{"}"}]` déplace le premier bac le long d'une route prolongée

# Broken input: the diagnostics of a file that cannot be judged.
diag-edge-point = point de bord
    .unknown = point de bord inconnu
    .not = pas un point de bord
diag-ferry-joins-two-road-ends = un bac relie deux bouts de route de son lac, par exemple `[W, E]`
diag-ferry-joins-two-different-road = un bac relie deux bouts de route différents
    .label = deux fois le même bout
diag-each-move-x-y-n = chaque déplacement est `{"{"}at: [x, y], to: [N, E]{"}"}`
diag-ferry-move = un déplacement de bac
diag-say-which-lake-x-y = dites quel lac : `at: [x, y]`
diag-say-which-two-road-ends = dites quels bouts de route il relie : `to: [N, E]`
diag-two-sides-lake-such-ne = deux côtés du lac, comme `NE`
diag-ferry-ferries = un bac vient des Bacs
diag-moving-ferry-ferries = déplacer un bac relève des Bacs
diag-names-square-lake-tile-board = `at` désigne la case d'une tuile lac de `board`
diag-not-a-lake-tile = pas une tuile lac
diag-ferry-not-two = un bac relie 2 bouts de route, pas { $count }
    .label = devrait nommer deux côtés
diag-no-tile-for-ferry = aucune tuile en { $at } où déplacer un bac
diag-no-lake-no-ferry = { $tile } en { $at } n'a ni lac ni bac
diag-lake-of-on = le lac de { $tile } en { $at }
diag-lake-at-rotation = le lac de { $tile } dans cette rotation
diag-no-jetty-at = { $lake } n'a pas de quai en { $points }
    .label = pas un quai de ce lac
diag-its-jetties = ses quais sont { $points }
diag-lake-no-ferry = le lac de { $tile } n'a pas de bac
    .label = tuile lac sans `ferry`
diag-every-lake-holds = chaque lac porte un bac qui relie deux de ses bouts de route ({ $points }) : ajoutez par exemple `ferry: [{ $a }, { $b }]`
diag-no-lake-for-ferry = { $tile } n'a pas de lac pour un bac
    .label = pas de lac sur cette tuile
    .help = seules les tuiles lac des Bacs (ferries/1, ferries/2, ferries/3) portent un bac ; retirez `ferry`

## The rules in the project's own words

rule-text-ferries-place = Celui qui pose une tuile lac met sur son lac un bac pris dans la réserve, de façon à relier deux bouts de route de la tuile, au choix de ce joueur ; tout autre bout de route de la tuile s'arrête au lac. Selon ferries:fn1, cela se fait qu'un partisan ait été placé ou non, et le bac vient après le partisan.
rule-text-ferries-move = Quand une tuile posée prolonge une route, le joueur peut déplacer, dans chaque direction où la route part de cette tuile, le bac le plus proche qui porte cette route ; jusqu'à quatre bacs peuvent donc être déplacés. Un bac déplacé doit toujours relier deux bouts de route et peut quitter la route prolongée. Le bac propre à une nouvelle tuile lac est mis en premier, et aucun bac n'est mis ou déplacé plus d'une fois par tour.
rule-text-ferries-score = Les zones achevées par une tuile lac ou par son bac, et les routes fermées par le déplacement d'un bac, sont évaluées comme d'habitude à l'étape d'évaluation ; celles qui restent inachevées sont évaluées normalement en fin de partie. Déplacer un bac peut aussi rouvrir une route déjà évaluée, et une fois achevée de nouveau, elle rapporte de nouveau tous ses points (interprétations §5.5).
rule-text-ferries-fn1 = Mettre le bac sur une tuile lac qui vient d'être posée se fait à chaque fois, que le joueur ait placé un partisan ou non ; le texte principal se lit comme si cela dépendait de la pose d'un voleur.
rule-text-ferries-fn2 = Un bac ne peut être déplacé que si la route prolongée passe effectivement par lui. Une route qui atteint un lac par un bout que le bac ne dessert pas s'y arrête, et prolonger cette route ne donne aucun droit de déplacer ce bac.
rule-text-ferries-fn3 = En suivant la route depuis la tuile qui vient d'être posée, le joueur peut déplacer le premier bac rencontré, et aucun de ceux qui se trouvent plus loin.
rule-text-ferries-fn4 = Une interprétation de la communauté : le seul déplacement d'un bac, sans qu'aucune tuile ne prolonge la route, peut achever une route, car un bout de route au bord d'un lac que ne dessert aucun bac est une extrémité fermée. L'arbitre évalue une telle route à l'étape d'évaluation (interprétations §5).
rule-text-ferries-fn5 = Si le déplacement d'un bac laisse un bâtisseur sur une route séparée du partisan de son propriétaire, le bâtisseur retourne à son propriétaire, que ce partisan soit encore sur une route ou non. L'arbitre garde le bâtisseur quand un autre partisan du même propriétaire se trouve sur la nouvelle route du bâtisseur, puisque la règle du bâtisseur n'en demande qu'un (interprétations §5).

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-ferries-place = 2. Placer un partisan et un bac
rule-section-ferries-move = Prolonger une route qui porte un bac
rule-section-ferries-score = 3. Évaluer une zone
rule-section-ferries-fn1 = note 1 (sur le §2, placer un partisan et un bac)
rule-section-ferries-fn2 = note 2 (sur le prolongement d'une route qui porte un bac)
rule-section-ferries-fn3 = note 3 (sur le prolongement d'une route qui porte un bac, plusieurs bacs)
rule-section-ferries-fn4 = note 4 (sur le prolongement d'une route qui porte un bac, routes évaluées rouvertes)
rule-section-ferries-fn5 = note 5 (sur les autres extensions : Marchands et Bâtisseurs)
