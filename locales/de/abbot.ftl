## abbot

rule-abbot-deploy = Den Abt einsetzen

rule-abbot-garden = Gärten gehören dem Abt

rule-abbot-take-back = Den Abt vorzeitig zurücknehmen

## The steps of a ruling.

step-abbot-taken-back = { $player } nimmt den Abt aus { $feature } zurück, statt einzusetzen; gewertet wird jetzt wie bei Spielende: { $working } = { $points }

## Why an action is refused.

# The abbot.
help-abbot-goes-on = der Abt kommt nur in ein Kloster oder einen Garten der gelegten Karte
refusal-abbot-garden-for-abbot = { $figure-the } kann nicht in einem Garten stehen: Gärten gehören allein dem Abt
label-abbot-a-garden = ein Garten
help-abbot-garden = setze hier den Abt ein, oder die Figur auf ein anderes Gebiet
refusal-abbot-no-abbot-there = { $player } hat auf { $at } keinen Abt, den er zurücknehmen könnte
label-abbot-no-abbot-here = kein Abt des Spielers am Zug
help-abbot-abbot-stands = { $squares-count ->
    [0] { $player } hat keinen Abt auf dem Tisch
   *[other] der Abt von { $player } steht auf { $squares }
}
refusal-abbot-completed-now = { $feature } wird von der gerade gelegten Karte abgeschlossen, darum kann sein Abt nicht zurückgenommen werden
label-abbot-completed-now = Abt in einem Gebiet, das in diesem Zug abgeschlossen wurde
aside-abbot-scores-instead = dieser Abt wird stattdessen mit seinem abgeschlossenen Gebiet gewertet
help-abbot-deploy-normally = setze normal ein (oder gar nicht); das abgeschlossene Gebiet wird in der Wertungsphase gewertet

# The comment `carc new` writes for this box (each line after the box's name).
new-note-abbot =
    `figure: abbot` in einem Kloster oder Garten; `deploy: {"{"}abbot: return, at: [x, y]{"}"}` nimmt ihn zurück

# Broken input: the diagnostics of a file that cannot be judged.
diag-abbot-action = Aktion des Abts
    .unknown = unbekannte Aktion des Abts
    .not = keine Aktion des Abts
diag-say-which-tile-abbot-comes = sage, von welcher Karte der Abt zurückkommt: `at: [x, y]`
diag-where-abbot-would-come-back = von wo der Abt zurückkäme
diag-no-abbot-on = auf der Karte auf { $at } steht kein Abt
    .label = hier kein Abt
    .help = nenne das Feld der Karte, auf der dein Abt steht

## The rules in the project's own words

rule-text-abbot-deploy = Statt eines Gefolgsmanns darf ein Spieler seinen Abt einsetzen, aber nur in ein Kloster oder einen Garten der gerade gelegten Karte. Der Abt zählt als ein Gefolgsmann.
rule-text-abbot-garden = Ein Garten darf nur von einem Abt besetzt werden; keine andere Figur darf dort eingesetzt werden. Er wird wie ein Kloster gewertet: 9 Punkte, wenn alle acht Nachbarkarten liegen, sonst bei Spielende 1 plus die Anzahl der Nachbarkarten.
rule-text-abbot-take-back = Statt einzusetzen darf ein Spieler seinen eigenen Abt aus einem nicht abgeschlossenen Kloster oder Garten zurücknehmen und ihn sofort wie bei Spielende werten (1 plus seine Nachbarkarten, die gerade gelegte Karte eingeschlossen). Ein Abt, dessen Gebiet durch die gerade gelegte Karte abgeschlossen wird, kann nicht zurückgenommen werden; dieses Gebiet wird normal gewertet (readings §7).

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-abbot-deploy = Der Abt
rule-section-abbot-garden = Der Abt: Gärten
rule-section-abbot-take-back = Der Abt: den Abt zurücknehmen
