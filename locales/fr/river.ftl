## river

document-river = La Rivière (WikiCarpedia : « River », nouvelle édition, avec les réponses de l'éditeur citées sur « River (1st edition) »)

rule-river-spring = La source remplace la tuile de départ
rule-river-first = Toutes les tuiles rivière sont posées avant toute autre tuile
rule-river-continue = Une tuile rivière prolonge la rivière à son extrémité ouverte
rule-river-lake = Le lac est la dernière tuile rivière
rule-river-turns = La rivière ne tourne jamais deux fois de suite du même côté
rule-river-fields = La rivière sépare les prés ; ils font le tour de la source et du lac

## Why an action is refused.

refusal-river-first = { $tile } n'est pas une tuile rivière, et la rivière est encore ouverte en { $end } : toutes les tuiles rivière sont posées avant toute autre tuile
label-river-first = pas une tuile rivière tant que la rivière est ouverte
help-river-first = posez la tuile rivière piochée à l'extrémité ouverte de la rivière ; les autres tuiles viennent une fois que le lac a fermé la rivière
refusal-river-none = { $tile } est une tuile rivière, et aucune source n'est sur la table pour qu'elle en prolonge la rivière
label-river-no-spring = aucune source sur la table
refusal-river-finished = { $tile } est une tuile rivière, et le lac a déjà fermé la rivière : il n'y a plus d'extrémité ouverte à prolonger
label-river-finished = la rivière est achevée
help-river-finished = aucune tuile rivière ne vient après le lac : posez une tuile de paysage
refusal-river-not-at-end = { $tile } ne prolonge pas la rivière : une tuile rivière se pose en { $end }, à une extrémité ouverte de la rivière
label-river-not-at-end = loin de l'extrémité ouverte de la rivière
help-river-not-at-end = posez la tuile en { $end }, sa rivière rejoignant la rivière à cet endroit
refusal-river-lake-early = { $tile } est le lac, la dernière tuile rivière, et { $left ->
        [one] une autre tuile rivière reste
       *[other] { $left } autres tuiles rivière restent
    } à poser : le lac est au fond de la pile des tuiles rivière
label-river-lake-early = le lac avant les autres tuiles rivière
help-river-lake-early = le lac ne sort de la pile qu'après toutes les autres tuiles rivière
refusal-river-u-turn = { $tile } ferait tourner la rivière { $way } juste après { $before }, qui la fait déjà tourner { $way } : deux virages du même côté de suite font un demi-tour
refusal-river-third-turn = { $tile } ferait tourner la rivière { $way } pour la troisième fois de suite, après { $before }
label-river-turn = la rivière tourne encore du même côté
help-river-turn = tournez la tuile pour que sa rivière continue tout droit ou tourne de l'autre côté, si ses bords le permettent
phrase-river-left = à gauche
phrase-river-right = à droite

# Commands' words: moves, show, tiles, check, new, play, gen, import.

tiles-layout-river-spring = la source ; la rivière sort par E
tiles-layout-river-lake = le lac ; la rivière arrive par O
tiles-layout-river-city-caps = rivière droite O-E entre deux morceaux de ville, N et S
tiles-layout-river-city-road-bridge = rivière droite O-E ; morceau de ville au N ; route venant du S par un pont jusqu'à la ville
tiles-layout-river-monastery-road = rivière droite O-E ; abbaye avec une route venant du S par un pont
tiles-layout-river-road-bridge = rivière droite N-S ; route O-E sur un pont
tiles-layout-river-straight = rivière droite O-E ; prés sur les deux rives
tiles-layout-river-city-curve = ville sur N et O ; la rivière tourne S-E autour du coin opposé
tiles-layout-river-road-curve = route qui tourne N-E ; rivière qui tourne S-O
tiles-layout-river-curve = rivière qui tourne O-S
tiles-layout-river-curve-garden = rivière qui tourne O-S ; un jardin à l'extérieur du virage

show-svg-river = une bande bleue pour une rivière
show-key-river = ou rivière
show-svg-river-i = La Rivière

new-note-river =
    la source `river/spring` remplace la tuile de départ (sa rivière sort par E) ;
    tant que la rivière est ouverte, on ne pose que des tuiles rivière, à son extrémité ouverte, le lac `river/lake` en dernier

## The rules in the project's own words

rule-text-river-spring = La source de La Rivière est sur la table à la place de la tuile de départ, qui reste dans la boîte. Les autres tuiles rivière forment une pile à part, mélangée, avec le lac tout en dessous : elles sont piochées avant toute autre tuile, et le lac vient en dernier.
rule-text-river-first = Toutes les tuiles rivière sont posées avant qu'aucune autre tuile ne soit piochée : tant que la rivière, suivie depuis la source, finit encore sur une case vide, un joueur ne peut poser qu'une tuile rivière, pas même un monastère.
rule-text-river-continue = Une tuile rivière prolonge la rivière : elle se pose sur la case vide à l'extrémité ouverte de la rivière, sa rivière rejoignant la rivière à cet endroit, et ses autres bords s'accordent à leurs voisines comme toujours. Une fois que le lac a fermé la rivière, on ne pose plus de tuile rivière.
rule-text-river-lake = Le lac est tout en dessous de la pile des tuiles rivière : il n'est donc posé que lorsque les dix autres tuiles rivière sont sur la table. La rivière est alors achevée, et les autres tuiles suivent.
rule-text-river-turns = En suivant son cours depuis la source, la rivière ne peut pas tourner deux fois de suite du même côté. L'arbitre le lit comme l'éditeur l'a précisé (lectures §1.15) : un virage ne peut pas tourner du même côté que la tuile juste avant lui, ce qui ferait un demi-tour, ni être le troisième virage de suite du même côté, avec ou sans tuiles droites entre eux ; gauche, tout droit, gauche est permis.
rule-text-river-fields = La rivière n'est pas une zone : aucun pion ne s'y tient et elle ne rapporte rien. Elle sépare les prés qu'elle traverse, comme une route, mais le pré fait le tour de la source et du lac (un seul pré chacun), et aucun pré ne passe sous un pont : le pont de la route et celui qui mène à la ville laissent quatre prés.

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-river-spring = Préparation (la source à la place de la tuile de départ ; le lac au fond de la pile des tuiles rivière)
rule-section-river-first = Poser une tuile (toutes les tuiles rivière avant toute autre tuile)
rule-section-river-continue = Poser une tuile (une tuile rivière prolonge la rivière)
rule-section-river-lake = Préparation (le lac, au fond de la pile, est la dernière tuile rivière)
rule-section-river-turns = Poser une tuile (la rivière ne tourne jamais deux fois de suite du même côté) et sa note (la réponse de l'éditeur : pas de demi-tour immédiat, ni de troisième virage du même côté)
rule-section-river-fields = Évaluation et précisions sur les nouvelles tuiles de paysage (la rivière sépare les prés ; ils font le tour de la source et du lac ; aucun ne passe sous un pont)
