## abbot

rule-abbot-deploy = Placer l'abbé

rule-abbot-garden = Les jardins sont réservés à l'abbé

rule-abbot-take-back = Reprendre l'abbé avant la fin

## The steps of a ruling.

step-abbot-taken-back = { $player } reprend son abbé au lieu de placer un pion ; sa zone, { $feature }, est évaluée dès maintenant comme en fin de partie : { $working } = { $points }

## Why an action is refused.

# L'abbé.
help-abbot-goes-on = l'abbé ne se place que dans une abbaye ou un jardin de la tuile posée
refusal-abbot-garden-for-abbot = { $figure-the } ne peut pas se placer dans un jardin : les jardins sont réservés à l'abbé
label-abbot-a-garden = un jardin
help-abbot-garden = placez l'abbé ici, ou ce pion sur une autre zone
refusal-abbot-no-abbot-there = { $player } n'a pas d'abbé à reprendre en { $at }
label-abbot-no-abbot-here = pas d'abbé du joueur actif ici
help-abbot-abbot-stands = { $squares-count ->
    [0] { $player } n'a pas d'abbé sur la table
   *[other] l'abbé de { $player } se trouve en { $squares }
}
refusal-abbot-completed-now = la tuile qui vient d'être posée achève { $feature-accusative } : son abbé ne peut donc pas être repris
label-abbot-completed-now = abbé sur une zone achevée à ce tour
aside-abbot-scores-instead = cet abbé marque plutôt des points avec sa zone achevée
help-abbot-deploy-normally = placez normalement (ou pas du tout) ; la zone achevée est évaluée à l'étape d'évaluation

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-abbot =
    `figure: abbot` dans une abbaye ou un jardin ; `deploy: {"{"}abbot: return, at: [x, y]{"}"}` le reprend

# Broken input: the diagnostics of a file that cannot be judged.
diag-abbot-action = action de l'abbé
    .unknown = action de l'abbé inconnue
    .not = pas une action de l'abbé
diag-say-which-tile-abbot-comes = dites de quelle tuile revient l'abbé : `at: [x, y]`
diag-where-abbot-would-come-back = d'où reviendrait l'abbé
diag-no-abbot-on = aucun abbé sur la tuile en { $at }
    .label = aucun abbé ici
    .help = désignez la case de la tuile où se trouve votre abbé

## The rules in the project's own words

rule-text-abbot-deploy = Au lieu d'un partisan, un joueur peut placer son abbé, mais seulement dans une abbaye ou un jardin de la tuile qui vient d'être posée. L'abbé compte pour un partisan.
rule-text-abbot-garden = Seul un abbé peut occuper un jardin ; aucun autre pion ne peut y être placé. Le jardin est évalué comme une abbaye : 9 points quand ses huit voisines sont toutes présentes, sinon 1 plus le nombre de voisines en fin de partie.
rule-text-abbot-take-back = Au lieu de placer un pion, un joueur peut reprendre son propre abbé d'une abbaye ou d'un jardin inachevés et l'évaluer aussitôt comme en fin de partie (1 plus ses voisines, y compris la tuile qui vient d'être posée). Un abbé dont la zone est achevée par la tuile qui vient d'être posée ne peut pas être repris ; cette zone est évaluée normalement (interprétations §7).

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-abbot-deploy = L'abbé
rule-section-abbot-garden = L'abbé : les jardins
rule-section-abbot-take-back = L'abbé : reprendre l'abbé
