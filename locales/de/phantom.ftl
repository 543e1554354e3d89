## phantom

rule-phantom-deploy = Mit dem Phantom zweimal einsetzen

## The steps of a ruling.

step-deployed-phantom = { $player } setzt außerdem { $figure } in das Gebiet { $on } der gelegten Karte ein, das Teil { $feature } ist

## Why an action is refused.

# The phantom.
refusal-phantom-same-feature = das Phantom muss ein anderes Gebiet nehmen als { $figure-the }, der in diesem Zug eingesetzt wurde
label-phantom-just-taken = { $figure-the } hat { $kind ->
    [road] diese Straße
    [city] diese Stadt
    [field] diese Wiese
    [monastery] dieses Kloster
    [garden] diesen Garten
   *[other] dieses Gebiet
} gerade genommen
help-phantom-elsewhere = setze das Phantom auf ein anderes, freies Gebiet der gelegten Karte

# The comment `carc new` writes for this box (each line after the box's name).
new-note-phantom =
    `phantom: {"{"}on: S{"}"}` setzt das Phantom als zweite Figur ein

# Broken input: the diagnostics of a file that cannot be judged.
diag-phantom-point-fly-roll-2 = das Phantom ist `{"{"}on: POINT{"}"}` oder `{"{"}fly: {"{"}roll: 2{"}"}{"}"}`
diag-phantom-needs-exactly-one-fly = das Phantom braucht genau eines von `on` und `fly`
    .label = hier
    .help = schreibe `phantom: {"{"}on: S{"}"}` oder `phantom: {"{"}fly: {"{"}roll: 1{"}"}{"}"}`

## The rules in the project's own words

rule-text-phantom-deploy = Nach dem üblichen Einsetzen (oder stattdessen) darf ein Spieler sein Phantom nach den üblichen Regeln auf der gerade gelegten Karte einsetzen, und zwar in ein anderes Gebiet als das, in das seine erste Figur in diesem Zug gekommen ist. Es zählt als ein Gefolgsmann.

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-phantom-deploy = Das Phantom
