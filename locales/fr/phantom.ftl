## phantom

rule-phantom-deploy = Le fantôme est un second placement

## The steps of a ruling.

step-deployed-phantom = { $player } place aussi { $figure } sur la tuile posée : { $on }, qui fait partie { $feature }

## Why an action is refused.

# Le fantôme.
refusal-phantom-same-feature = le fantôme doit prendre une autre zone que { $figure-the } placé à ce tour
label-phantom-just-taken = { $figure-the } vient de prendre { $kind ->
    [road] cette route
    [city] cette ville
    [field] ce pré
    [monastery] cette abbaye
    [garden] ce jardin
    [abbey] ce monastère
    [shrine] ce sanctuaire
   *[other] cette zone
}
help-phantom-elsewhere = mettez le fantôme sur une autre zone, inoccupée, de la tuile posée

# Le commentaire qu'écrit `carc new` pour cette extension (chaque ligne après son nom).
new-note-phantom =
    `phantom: {"{"}on: S{"}"}` place le fantôme comme second pion

# Broken input: the diagnostics of a file that cannot be judged.
diag-phantom-point-fly-roll-2 = le fantôme est `{"{"}on: POINT{"}"}` ou `{"{"}fly: {"{"}roll: 2{"}"}{"}"}`
diag-phantom-needs-exactly-one-fly = le fantôme demande exactement une des deux clés `on` et `fly`
    .label = ici
    .help = écrivez `phantom: {"{"}on: S{"}"}` ou `phantom: {"{"}fly: {"{"}roll: 1{"}"}{"}"}`

## The rules in the project's own words

rule-text-phantom-deploy = Après le placement habituel (ou à sa place), un joueur peut placer son fantôme sur la tuile qui vient d'être posée, selon les règles habituelles, sur une autre zone que celle qu'a prise son premier pion à ce tour. Il compte pour un partisan.

# Où chaque règle se trouve dans sa source : le titre ou la note de son
# document (`carc rule`, `carc rules` et la référence des règles l'affichent).

rule-section-phantom-deploy = Le fantôme
