## river-ii

document-river-ii = La Rivière II (WikiCarpedia : « River », la partie sur La Rivière II, nouvelle édition, et « River (1st edition) » avec les réponses de l'éditeur)

rule-river-ii-fork = L'embranchement est posé en premier
rule-river-ii-branches = Les deux bras de la rivière ne se rejoignent jamais
rule-river-ii-city-lake = Le lac de la ville ferme un bras dès qu'il vient
rule-river-ii-volcano = Le volcan vient en dernier, ne prend aucun pion et donne un autre tour
rule-river-ii-together = Avec les deux rivières, une source et le lac de La Rivière I quittent le jeu

## Why an action is refused.

refusal-river-ii-fork-first = { $tile } ne peut pas suivre la source : l'embranchement de La Rivière II est la première tuile posée après elle
refusal-river-ii-fork-late = { $tile } est l'embranchement, et la rivière va déjà au-delà de la source : l'embranchement se pose en premier ou pas du tout
label-river-ii-fork = l'embranchement vient juste après la source
help-river-ii-fork = posez d'abord l'embranchement, l'un de ses trois bras de rivière rejoignant la rivière de la source
refusal-river-ii-branches-meet = { $tile } ferait couler la rivière jusque dans la rivière en { $other } : les deux bras de l'embranchement ne se rejoignent jamais
label-river-ii-branches-meet = les bras se rejoindraient
help-river-ii-branches-meet = tournez la tuile pour que sa rivière parte vers une case vide, ou posez-la à l'extrémité ouverte de l'autre bras
refusal-river-ii-volcano-early = { $tile } est le volcan, la dernière tuile rivière, et { $left ->
        [one] une autre tuile rivière reste
       *[other] { $left } autres tuiles rivière restent
    } à poser : le volcan est au fond de la pile des tuiles rivière
label-river-ii-volcano-early = le volcan avant les autres tuiles rivière
help-river-ii-volcano-early = le volcan ne sort de la pile qu'après toutes les autres tuiles rivière, le lac de la ville compris
refusal-river-ii-on-volcano = { $figure-the } ne peut pas aller sur { $tile } : aucun pion ne se place sur le volcan, la dernière tuile rivière
label-river-ii-on-volcano = aucun pion sur le volcan
help-river-ii-on-volcano = laissez le pion dans la réserve : le joueur joue aussitôt un autre tour à la place
refusal-river-ii-lake-out = { $tile } est hors du jeu : avec les deux rivières, il reste une source et un lac par embranchement, et le lac de La Rivière I est celui qui reste dans la boîte
label-river-ii-lake-out = hors du jeu avec les deux rivières
help-river-ii-lake-out = fermez un bras avec le lac de la ville, et le dernier avec le volcan
aside-river-ii-another-turn = après avoir posé le volcan, { $player } joue aussitôt un autre tour, avec une tuile de paysage

# Commands' words: moves, show, tiles, check, new, play, gen, import.

tiles-layout-river-ii-spring = la source ; la rivière sort par E
tiles-layout-river-ii-fork = l'embranchement : des bras de rivière venant d'O, de N et d'E se rejoignent au milieu ; pré au S
tiles-layout-river-ii-city-lake = la rivière arrive par O dans un lac à côté d'un morceau de ville à l'E
tiles-layout-river-ii-volcano = la rivière arrive par O et finit à un volcan
tiles-layout-river-ii-city-bridge = rivière droite N-S ; une ville relie O et E par un pont
tiles-layout-river-ii-monastery = rivière droite O-E ; une abbaye à côté
tiles-layout-river-ii-inn-bridge = rivière droite N-S ; une route O-E avec une auberge sur un pont
tiles-layout-river-ii-city-road-bridge = rivière droite O-E ; morceau de ville au N ; route venant du S par un pont jusqu'à la ville
tiles-layout-river-ii-curve = rivière qui tourne O-S
tiles-layout-river-ii-curve-garden = rivière qui tourne O-S ; un jardin à l'extérieur du virage
tiles-layout-river-ii-city-curve-pennant = ville avec un blason sur N et O ; la rivière tourne S-E autour du coin opposé
tiles-layout-river-ii-road-curve = route qui tourne N-E ; rivière qui tourne S-O

new-note-river-ii =
    la source `river-ii/spring` remplace la tuile de départ (sa rivière sort par E), l'embranchement `river-ii/fork` en premier après elle ;
    chaque tuile rivière prolonge un bras à son extrémité ouverte, les bras ne se rejoignent jamais, le volcan `river-ii/volcano` en dernier

## The rules in the project's own words

rule-text-river-ii-fork = L'embranchement est mis de côté avec la source et le volcan, et c'est la première tuile posée après la source, l'un de ses trois bras de rivière rejoignant la rivière de la source. De là, la rivière continue en deux bras, et chaque tuile rivière suivante prolonge l'un d'eux à son extrémité ouverte. Un bras qui quitte l'embranchement par le côté y a tourné, pour la règle des virages ; le bras qui le traverse tout droit, non.
rule-text-river-ii-branches = Les deux bras de la rivière ne se rejoignent jamais : une tuile rivière ne peut pas faire couler sa rivière dans une rivière déjà sur la table ; chacun de ses autres côtés rivière doit donc donner sur une case vide.
rule-text-river-ii-city-lake = Le lac de la ville est mélangé aux autres tuiles rivière et ferme le bras où il est posé, dès qu'il est pioché ; les tuiles suivantes prolongent l'autre bras. Sa ville et ses prés reçoivent des pions comme d'habitude.
rule-text-river-ii-volcano = Le lac du volcan est tout en dessous de la pile des tuiles rivière : il n'est posé que lorsque toutes les autres tuiles rivière sont sur la table, le lac de la ville compris. Aucun pion ne peut y être posé, et son joueur joue aussitôt un autre tour, en piochant une tuile de paysage. Avec Princesse et Dragon, le dragon vient aussi sur le volcan.
rule-text-river-ii-together = Les deux rivières peuvent être jouées comme une seule : une source reste sur la table, l'embranchement vient toujours en premier, et comme une source et un embranchement gardent deux lacs, le lac de La Rivière I quitte le jeu ; le lac de la ville est mélangé aux autres, et le volcan vient en dernier (lectures §1.16).

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-river-ii-fork = River, Préparation de La Rivière II (l'embranchement mis de côté avec la source et le lac, et posé en premier)
rule-section-river-ii-branches = River (1st edition), La Rivière II (chaque joueur prolonge l'un des deux bras ; ils ne se rejoignent jamais)
rule-section-river-ii-city-lake = River (1st edition), contenu de La Rivière II (deux lacs : l'un près d'une ville, l'autre au volcan) ; mélangé aux autres tuiles rivière (lectures §1.16)
rule-section-river-ii-volcano = River, Préparation de La Rivière II (le lac du volcan est la dernière tuile rivière) et Poser un partisan (aucun pion dessus ; son joueur joue aussitôt un autre tour)
rule-section-river-ii-together = River, Préparation, note 1 (on peut mélanger les jeux de rivière : un lac par source et un de plus par embranchement), et la réponse de l'éditeur sur « River (1st edition) » (une source et un lac quittent le jeu)
