## car

document-festival = Le Festival (WikiCarpedia)

rule-car-fn183 = Une tuile Festival peut retirer une grange

## festival

rule-festival-return = Sur une tuile Festival, reprendre l'un de ses pions au lieu d'en placer un

rule-festival-own = Un festival ne rend que vos propres pions

## The steps of a ruling.

step-festival-return = { $player } célèbre le festival et reprend { $kind ->
    [follower] son partisan
    [big-follower] son grand partisan
    [mayor] son maire
    [wagon] son chariot
    [barn] sa grange
    [abbot] son abbé
    [phantom] son fantôme
    [builder] son bâtisseur
    [pig] son cochon
   *[other] son pion « { $figure } »
} en { $at } au lieu de placer un pion

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# La disposition de chaque tuile de l'extension, par son id (`base/D` donne
# `tiles-layout-base-D`), telle que `carc tiles` la liste.
tiles-layout-festival-city-band-cap = bande de ville O-E ; un bout de ville séparé S ; pré N ; un petit pré entre les villes
tiles-layout-festival-two-corner-cities = ville en angle N-O ; ville en angle S-E ; un petit pré entre les deux
tiles-layout-festival-cap-road-s = bout de ville N ; une route S s'arrête au festival
tiles-layout-festival-cap-road-e = bout de ville N ; une route E s'arrête au festival
tiles-layout-festival-two-caps-two-roads = bouts de ville N et S ; les routes O et E s'arrêtent chacune au festival
tiles-layout-festival-cap-curve-es = bout de ville N ; virage E-S
tiles-layout-festival-monastery-roads = abbaye ; les routes S et O s'y arrêtent
tiles-layout-festival-cap-road-w = bout de ville N ; une route O s'arrête au festival
tiles-layout-festival-cap-curve-sw = bout de ville N ; virage S-O
tiles-layout-festival-two-curves = virages N-O et S-E

show-svg-festival = tuiles Festival : l'étoile jaune au milieu d'une tuile
show-festival-tiles = tuiles Festival

# Le Festival.
refusal-festival-not-festival = la tuile posée n'a pas de place de festival
label-festival-not-festival = pas une tuile Festival
help-festival-not-festival = ce n'est que sur une tuile Festival qu'on peut reprendre un pion au lieu de placer ; placez plutôt un pion, ou rien
refusal-festival-not-own = un festival ne rend que vos propres pions, et aucun ne se trouve là : { $figures }
label-festival-not-own = pas votre pion
help-festival-not-own = indiquez un endroit où se trouve l'un de vos propres pions
refusal-festival-nothing-there = aucun pion ne se trouve en { $at } ({ $on })
label-festival-nothing-there = rien à reprendre ici
help-festival-nothing-there = { $figures-count ->
    [0] vous n'avez aucun pion sur la table à reprendre
   *[other] vos pions sur la table : { $figures }
}
refusal-festival-ambiguous = plusieurs de vos pions se trouvent là : { $figures }
label-festival-which = précisez lequel avec `figure`

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-festival =
    les tuiles `festival/*` ; sur l'une d'elles, `deploy: {"{"}festival: {"{"}at: [x, y], on: N{"}"}{"}"}` reprend l'un de vos pions
    de la table au lieu de placer (`corner: NE` pour une grange)

refusal-festival-prisoner = { $figure-the } de { $player } est prisonnier de { $holder }, hors de la table : un festival ne reprend que des pions qui se trouvent sur la table, et un prisonnier reste captif
label-festival-prisoner = un prisonnier, pas sur la table
help-festival-prisoner = reprenez l'un de vos pions sur la table ; un prisonnier revient par une rançon ou un échange de prisonniers

# Broken input: the diagnostics of a file that cannot be judged.
diag-festival-x-y-feature-corner = `festival` est `{"{"}at: [x, y], on: FEATURE{"}"}` (ou `corner: NE` pour une grange) : votre pion repris ; ou `{"{"}held-by: PLAYER, figure: FOLLOWER{"}"}` pour l'un des vôtres retenu prisonnier
diag-say-who-holds-prisoner-held = dites qui retient le prisonnier : `held-by: blue`
diag-say-which-your-followers-figure = dites lequel de vos partisans : `figure: follower`
diag-carc-lets-any-player-figures = carc laisse revenir d'une tuile Festival n'importe quel pion du joueur, comme la page de la boîte ; remettez la règle dans JCloisterZone
diag-festival-festival = le festival vient du Festival
diag-prisoners-are-taken-tower-towers = les prisonniers sont pris par les tours de La Tour
diag-no-such-prisoner = prisonnier introuvable
diag-name-prisoner-prisoners-player-holding = désignez un prisonnier de `prisoners` : le joueur qui le retient et sa sorte
diag-holds-no-prisoner = { $holder } ne retient aucun prisonnier de { $owner } de la sorte « { $figure } »

## The rules in the project's own words

rule-text-car-fn183 = Alors qu'une grange reste d'ordinaire jusqu'à la fin de la partie, une tuile Festival peut la retirer de la table.
rule-text-festival-return = Quand la tuile posée montre une place de festival, son joueur peut, au lieu de placer un pion, reprendre dans sa réserve l'un de ses propres pions, n'importe où sur la table : un partisan de n'importe quel genre, et aussi la grange, le bâtisseur ou le cochon. Ce pion ne marque aucun point. Le joueur peut aussi placer un pion sur la tuile Festival comme d'habitude, ou ne faire ni l'un ni l'autre ; la place de festival elle-même n'est pas une zone.
rule-text-festival-own = Le festival ne rend que les propres pions du joueur : jamais ceux d'un autre joueur, ni une pièce neutre comme le dragon ou la fée. Un partisan retenu prisonnier par le propriétaire d'une tour n'est pas sur la table et reste captif.

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-car-fn183 = note 183 (sur la grange : elle reste jusqu'à la fin de la partie)
rule-section-festival-return = Déroulement de la partie › 2. Placer un partisan
rule-section-festival-own = Déroulement de la partie › 2. Placer un partisan, notes (vos propres pions seulement, aucun d'un autre joueur et aucune pièce neutre)
