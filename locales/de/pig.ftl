## pig

rule-pig-deploy = Das Schwein einsetzen

rule-pig-score = Das Schwein macht die Wiese wertvoller

## The steps of a ruling.

step-farm-scored-bonus = { $farm } grenzt an { $cities ->
    [one] 1 abgeschlossene Stadt
   *[other] { $cities } abgeschlossene Städte
}{ $open-note }: { $player } erhält { $cities } x { $per-city }{ $counted } = { $points }{ $herd-note } (mit { $figure ->
    [pig] dem Schwein
    [tower-floor] dem Turmteil
    [castle] dem Burgplättchen
   *[other] { $figure }
}: { $per-city } pro Stadt) (Stärke der Bauern: { $strengths })

## Why an action is refused.

# The pig.
help-pig-goes-on = das Schwein kommt auf eine Wiese der gelegten Karte, auf der du schon einen Bauern hast
refusal-pig-no-farmer = { $player } hat auf dieser Wiese keinen Bauern, darum kann das Schwein nicht dazukommen
label-pig-no-farmer = kein eigener Bauer auf dieser Wiese
help-pig-joins = das Schwein kommt auf eine Wiese, auf der du schon einen Bauern hast

# The comment `carc new` writes for this box (each line after the box's name).
new-note-pig =
    `figure: pig` auf einer Wiese mit deinem Bauern

## The rules in the project's own words

rule-text-pig-deploy = Statt eines Gefolgsmanns darf ein Spieler sein Schwein auf eine Wiese der gerade gelegten Karte stellen, aber nur, wenn auf dieser Wiese bereits einer seiner eigenen Bauern steht. Das Schwein ist kein Gefolgsmann und zählt nicht für die Mehrheit.
rule-text-pig-score = Wird eine Wiese gewertet, erhält ein Spieler, der dort die Mehrheit der Bauern und außerdem ein Schwein auf dieser Wiese hat, 1 Punkt mehr pro abgeschlossener Stadt (bei Spielende 4 statt 3). Ein Schwein hilft nur einem Spieler, der die Wiese gewinnt.

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-pig-deploy = Händler & Baumeister: das Schwein
rule-section-pig-score = Händler & Baumeister: das Schwein
