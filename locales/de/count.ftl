## car

document-count = Der Graf von Carcassonne (WikiCarpedia: „Der Graf von Carcassonne (1. Edition)“ für die zwölf Felder der Stadt und die Regeln, „Graf, König und Räuber“ für die neue Ausgabe; die zwei doppelseitigen Stadttafeln der neuen Ausgabe sind nicht nachgebildet)

rule-car-fn185 = Die Scheunenwertung lässt Gefolgsleute Carcassonne verlassen

rule-car-fn187 = Der Besitzer der Scheune darf nach Carcassonne, wenn andere punkten

rule-car-fn191 = Das Anschließen von Wiesen lässt einen Gefolgsmann Carcassonne verlassen

## count

rule-count-city = Die Stadt Carcassonne liegt anstelle der Startkarte

rule-count-enter = Andere haben gepunktet, du nicht: eine Figur in die Stadt

rule-count-figures = Welche Figur in welchem Viertel stehen darf

rule-count-count = Der Graf zieht nach einem Einsetzen und sperrt sein Viertel

rule-count-leave = Gefolgsleute verlassen die Stadt für ein in diesem Zug abgeschlossenes Gebiet

rule-count-market = Die Figuren des Marktes gehen nur auf Wiesen, wenn Wiesen gewertet werden

rule-count-end = Bei Spielende leert sich nur der Markt

rule-count-city-farm = Die Stadt zählt für ihre Wiesen als abgeschlossene Stadt

## The steps of a ruling.

step-count-left = { $kind ->
    [phantom] das
   *[other] der
} { $figure } von { $player } verlässt { $quarter } der Stadt Carcassonne für { $feature }, noch vor der Wertung
step-count-entered = { $player } hat in diesem Zug keine Punkte erhalten, { $scorers } { $count ->
    [one] hat
   *[other] haben
} aber gepunktet; daher stellt { $player } { $figure-a } in { $quarter } der Stadt Carcassonne
step-count-moved = { $player } zieht den Grafen aus { $from } in { $to }; solange er dort steht, verlässt niemand dieses Viertel

## The ruling's frame: verdict, points, figures back, notes, citations.

report-city = Die Stadt Carcassonne nach der Aktion: der Graf { $count ->
    [castle] in der Burg
    [market] auf dem Markt
    [blacksmith] in der Schmiede
   *[cathedral] in der Kathedrale
}; { $figures }
report-city-empty = Die Stadt Carcassonne nach der Aktion: der Graf { $count ->
    [castle] in der Burg
    [market] auf dem Markt
    [blacksmith] in der Schmiede
   *[cathedral] in der Kathedrale
}; niemand in den Vierteln
# Eine Figur in einem Viertel der Stadt Carcassonne.
city-follower = { $figure } von { $player } { $quarter ->
    [castle] in der Burg
    [market] auf dem Markt
    [blacksmith] in der Schmiede
   *[cathedral] in der Kathedrale
}
# Ein Viertel der Stadt Carcassonne, im Fall `$case`.
quarter = { $case ->
    [dative] { $quarter ->
        [castle] dem Burgviertel
        [market] dem Markt
        [blacksmith] dem Schmiedeviertel
       *[cathedral] dem Kathedralenviertel
    }
   *[other] { $quarter ->
        [castle] das Burgviertel
        [market] den Markt
        [blacksmith] das Schmiedeviertel
       *[cathedral] das Kathedralenviertel
    }
}
# Eine nicht getroffene Wahl: eine Figur in die Stadt Carcassonne.
offer-enter-city = { $player } hätte eine Figur in die Stadt Carcassonne stellen können (`enter-city`)
phrase-count-enter-offered = { $others } { $others-count ->
    [one] hat
   *[other] haben
} in diesem Zug gepunktet, { $player } nicht
# Eine nicht getroffene Wahl: eine Figur aus der Stadt Carcassonne.
offer-leave-city = { $player } hätte { $kind ->
    [follower] einen Gefolgsmann
    [big-follower] den großen Gefolgsmann
    [mayor] den Bürgermeister
    [wagon] den Wagen
    [abbot] den Abt
    [phantom] das Phantom
   *[other] die Figur { $figure }
} aus dem Viertel { $quarter ->
    [castle] Burg
    [market] Markt
    [blacksmith] Schmiede
   *[cathedral] Kathedrale
} in das Gebiet auf { $at } ({ $on }) ziehen können (`leave-city`)

phrase-count-no-entry = { $others } { $others-count ->
    [one] hat
   *[other] haben
} in diesem Zug gepunktet, aber { $player } auch: keine Figur von { $player } kommt in die Stadt Carcassonne

## Why an action is refused.

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# Der Aufbau jeder Karte der Schachtel nach ihrer Kennung (`base/D` ist
# `tiles-layout-base-D`), wie `carc tiles` ihn auflistet.
tiles-layout-count-1 = Stadt Carcassonne, Nordwestecke: eine Straße von W bis an die Mauer; die Wiese um die Stadt im N und entlang der Westseite
tiles-layout-count-2 = Stadt Carcassonne, Nordseite: die Wiese um die Stadt entlang N
tiles-layout-count-3 = Stadt Carcassonne, Nordseite: die Wiese um die Stadt entlang N
tiles-layout-count-4 = Stadt Carcassonne, Nordostecke: eine Straße von N bis an die Mauer; die Wiese um die Stadt zu beiden Seiten
tiles-layout-count-5 = Stadt Carcassonne, Westseite: die Wiese um die Stadt entlang W
tiles-layout-count-6 = Stadt Carcassonne, innerhalb der Mauer
tiles-layout-count-7 = Stadt Carcassonne, innerhalb der Mauer
tiles-layout-count-8 = Stadt Carcassonne, Ostseite: die Wiese um die Stadt entlang O
tiles-layout-count-9 = Stadt Carcassonne, Südwestecke: eine Stadtkappe, nach S offen; die Wiese um die Stadt entlang W und über der Kappe
tiles-layout-count-10 = Stadt Carcassonne, Südseite: die Wiese um die Stadt entlang S
tiles-layout-count-11 = Stadt Carcassonne, Südseite: eine Straße von S bis an die Mauer; die Wiese um die Stadt zu beiden Seiten
tiles-layout-count-12 = Stadt Carcassonne, Südostecke: eine Stadtkappe, nach O offen; die Wiese um die Stadt ringsherum

show-svg-city = Stadt Carcassonne: ihre Mauer in Stein; ihre Viertel auf ihren beiden inneren Feldern, der Graf als schwarze Scheibe
show-key-city = = innerhalb der Mauer der Stadt Carcassonne
# Ein Viertel nach seiner Kennung.
show-quarter = { $quarter ->
    [castle] Burg
    [market] Markt
    [blacksmith] Schmiede
   *[cathedral] Kathedrale
}
show-count-title = der Graf
show-nobody = niemand
show-quarter-holds = { $quarter }: { $figures }
show-quarter-with-count = { $quarter } (Graf): { $figures }
show-city = Stadt Carcassonne: { $quarters }
check-city-missing = `city-of-carcassonne`: erwartet die Stadt Carcassonne, tatsächlich gibt es sie nicht (ist `count` im Spiel?)
# Eine Figur aus `expect` in einem Viertel, nach der Kennung des Viertels.
check-city-follower = { $figure } im Viertel { $quarter }
check-nobody = niemand
check-city = `city-of-carcassonne`: erwartet { $expected }, tatsächlich { $ruled }
check-city-count = `city-of-carcassonne`: erwartet den Grafen im Viertel { $expected }, tatsächlich im Viertel { $ruled }

refusal-count-not-there = { $player } hat { $named ->
    [0] keinen
   *[other] keinen weiteren
} { $figure } im Viertel { $quarter ->
    [castle] Burg
    [market] Markt
    [blacksmith] Schmiede
   *[cathedral] Kathedrale
} der Stadt Carcassonne
label-count-not-there = nicht in diesem Viertel
help-count-not-there = nenne ein Viertel, in dem die Figur steht (`city-of-carcassonne` sagt, wer wo steht); ohne `figure:` ist ein Gefolgsmann gemeint
refusal-count-blocked = der Graf steht im Viertel { $quarter ->
    [castle] Burg
    [market] Markt
    [blacksmith] Schmiede
   *[cathedral] Kathedrale
}: niemand verlässt es
label-count-blocked = dieses Viertel ist gesperrt
help-count-blocked = der Graf hält jede Figur in seinem Viertel fest, bis er weiterzieht; lass diese Figur stehen
refusal-count-no-feature = auf { $on } von { $at } liegt kein Gebiet
refusal-count-wrong-kind = das Viertel { $quarter ->
    [castle] Burg schickt seine Gefolgsleute in Städte
    [market] Markt schickt seine Gefolgsleute auf Wiesen
    [blacksmith] Schmiede schickt seine Gefolgsleute auf Straßen
   *[cathedral] Kathedrale schickt seine Gefolgsleute in Klöster
}, und { $feature } ist keines davon
label-count-wrong-kind = kein Gebiet dieses Viertels
help-count-wrong-kind = die Burg schickt Gefolgsleute in Städte, die Schmiede auf Straßen, die Kathedrale in Klöster (auch die Abtei), der Markt auf Wiesen
refusal-count-not-completed = { $feature } wurde nicht in diesem Zug abgeschlossen: Gefolgsleute verlassen die Stadt nur für ein Gebiet, das gleich gewertet wird
label-count-not-completed = nicht in diesem Zug abgeschlossen
help-count-not-completed = nenne eine Stadt, Straße oder ein Kloster, das die Karte dieses Zuges abgeschlossen hat; sonst bleiben die Gefolgsleute in der Stadt
refusal-count-market-not-now = in diesem Zug wird keine Wiese gewertet, auf die dieser Gefolgsmann ziehen könnte: der Markt gibt seine Figuren nur an die Wiese einer in diesem Zug gesetzten Scheune, an eine mit einer Scheunenwiese verbundene Wiese oder bei Spielende ab
label-count-market = hier wird jetzt keine Wiese gewertet
help-count-market = lass die Figuren des Marktes in der Stadt, bis eine Scheune ihre Wiese werten lässt oder das Spiel endet
refusal-count-end-market-only = bei Spielende verlassen nur die Figuren des Marktes die Stadt; das Viertel { $quarter ->
    [castle] Burg
    [market] Markt
    [blacksmith] Schmiede
   *[cathedral] Kathedrale
} behält seine
help-count-end = nenne bei `final-scoring` nur Gefolgsleute des Marktes, jeden mit einer Wiese als Ziel
refusal-count-not-a-farm = { $feature } ist keine Wiese
refusal-count-you-scored = { $player } hat in diesem Zug gepunktet: eine Figur kommt nur in die Stadt, wenn andere gepunktet haben und der Spieler am Zug nicht
refusal-count-nobody-scored = in diesem Zug hat kein anderer Spieler gepunktet: eine Figur kommt nur in die Stadt, wenn die Karte einen anderen Spieler punkten ließ
refusal-count-scored-before-tile = kein anderer Spieler hat durch die Karte gepunktet: die Punkte, die { $players } vor dem Anlegen bekam (ein Lösegeld, der Punkt der Fee), stammen nicht aus einer Wertung durch die Karte, und nur eine solche lässt eine Figur in die Stadt
label-count-enter = in diesem Zug kein Einsetzen in die Stadt
help-count-enter = lass `enter-city` weg; es ist nach einem Zug erlaubt, in dem ein anderer Spieler gepunktet hat und du nicht, mit einer Figur aus deinem Vorrat
refusal-count-wrong-quarter = { $figure-the } steht nie im Viertel { $quarter ->
    [castle] Burg
    [market] Markt
    [blacksmith] Schmiede
   *[cathedral] Kathedrale
}
label-count-quarter = nicht dieses Viertel
help-count-quarter = der Bürgermeister kommt nur ins Burgviertel, der Wagen in jedes Viertel außer dem Markt, der Abt nur in die Kathedrale; Gefolgsleute überallhin
refusal-count-never-in-city = { $figure-the } kommt nie in die Stadt Carcassonne
help-count-never = nur Gefolgsleute kommen in die Stadt: ein Gefolgsmann, der große Gefolgsmann, das Phantom, der Bürgermeister, der Wagen oder der Abt
refusal-count-move-without-enter = { $player } hat in diesem Zug keine Figur in die Stadt gestellt, also bleibt der Graf, wo er ist
label-count-move = der Graf bleibt
help-count-move = nur wer gerade eine Figur in die Stadt gestellt hat, zieht den Grafen: ergänze `enter-city` oder lass `move-count` weg

# The comment `carc new` writes for this box (each line after the box's name).
new-note-count =
    die Stadt Carcassonne belegt x -2..1, y -1..1 (nicht unter `board` aufgeführt);
    `city-of-carcassonne: {"{"}count: castle, followers: [{"{"}owner: red, figure: follower, quarter: market{"}"}]{"}"}`;
    `leave-city: [{"{"}owner: red, quarter: castle, to: {"{"}at: [x, y], on: N{"}"}{"}"}]`, `enter-city: {"{"}figure: follower, quarter: market{"}"}`,
    `move-count: market` in der Aktion

refusal-count-one-entry = in diesem Zug ist schon eine Figur in die Stadt Carcassonne gekommen: der aktive Spieler setzt eine Figur pro Zug hinein, auch über beide Karten eines Doppelzugs
label-count-one-entry = ein zweiter Einzug
help-count-one-entry = behalte einen Einzug; eine weitere Figur kann nach der Wertung eines späteren Zuges hinein
refusal-count-one-move = der Graf wurde in diesem Zug schon versetzt: wer in die Stadt gesetzt hat, versetzt den Grafen einmal, gleich nach dem Einsetzen
label-count-one-move = ein zweites Versetzen des Grafen
help-count-one-move = nenne das Viertel, in dem der Graf endet, einmal mit dem Einsetzen

# Broken input: the diagnostics of a file that cannot be judged.
diag-city-carcassonne-count-castle-followers = `city-of-carcassonne` ist `{"{"}count: castle, followers: [{"{"}owner: red, figure: follower, quarter: market{"}"}]{"}"}`
diag-each-figure-city-owner-red = jede Figur in der Stadt ist `{"{"}owner: red, figure: follower, quarter: castle{"}"}`
diag-figure-city = eine Figur in der Stadt
diag-say-whose-figure-short = sage, wessen Figur: `owner: red`
diag-say-which-quarter-quarter-castle = sage, welches Viertel: `quarter: castle`
diag-each-figure-leaving-city-owner = jede Figur, die die Stadt verlässt, ist `{"{"}owner: red, quarter: castle, to: {"{"}at: [x, y], on: FEATURE{"}"}{"}"}` (füge `figure:` für eine andere Figur als einen Gefolgsmann hinzu)
diag-figure-leaving-city = eine Figur, die die Stadt verlässt
diag-say-which-quarter-leaves-quarter = sage, welches Viertel sie verlässt: `quarter: castle`
diag-say-where-goes-x-y = sage, wohin sie geht: `to: {"{"}at: [x, y], on: FEATURE{"}"}`
diag-enter-city-figure-follower-quarter = `enter-city` ist `{"{"}figure: follower, quarter: market{"}"}`: deine Figur aus dem Vorrat in ein Viertel
diag-say-which-quarter-quarter-market = sage, welches Viertel: `quarter: market`
diag-final-scoring-takes-leave-city = `final-scoring` nimmt `{"{"}leave-city: [{"{"}owner: red, quarter: market, to: {"{"}at: [x, y], on: FEATURE{"}"}{"}"}]{"}"}`
diag-carc-lets-player-who-entered = carc lässt den Spieler, der die Stadt betreten hat, den Grafen bewegen, wie die Regeln der Schachtel; stelle die Regel in JCloisterZone zurück
diag-carc-scores-only-market-figures = carc wertet bei Spielende nur die Figuren des Markts für Wiesen, wie die Regeln der Schachtel; stelle die Regel in JCloisterZone zurück
diag-figure-quarter-city = eine Figur in einem Viertel der Stadt
diag-feature-tile = ein Gebiet auf einer Karte
diag-quarter-city = ein Viertel der Stadt
diag-count-puts-city-table = `count` legt die Stadt auf den Tisch
diag-drop-rotation-city-lies-rules = entferne `rotation`: die Stadt liegt, wie die Regeln sie legen
diag-city-carcassonne-count-carcassonne = die Stadt Carcassonne gehört zu Der Graf von Carcassonne
diag-not-of-this-quarter = keine Figur dieses Viertels
diag-followers-go-any-quarter-mayor = Gefolgsleute kommen in jedes Viertel, der Bürgermeister in die Burg, der Wagen überallhin außer in den Markt, der Abt in die Kathedrale; keine andere Figur betritt die Stadt
diag-to-at-names-square = `to.at` nennt das Feld einer Karte auf dem Tisch
diag-nobody-there-leave = dort ist niemand, der gehen könnte
diag-name-figure-city-holds-city = nenne eine Figur in der Stadt (`city-of-carcassonne`): ihren Besitzer, ihre Art und ihr Viertel
diag-city-square = { $at } ist ein Feld der Stadt Carcassonne, wo { $tile } liegt
    .label = hier liegt die Stadt
diag-city-fills = die Stadt füllt x -2..1, y -1..1; lege { $placed } woanders hin oder nenne `{ $tile }` hier, um Figuren darauf zu stellen
diag-does-not-lie-on = { $tile } liegt nicht auf { $at }
    .label = nicht dieses Feld der Stadt
diag-never-turned = { $tile } wird nie gedreht
diag-never-in-quarter = { $figure } steht nie im Viertel { $quarter ->
    [castle] Burg
    [market] Markt
    [blacksmith] Schmiede
    [cathedral] Kathedrale
   *[other] `{ $quarter }`
}
diag-no-tile-for-figure = auf { $at } liegt keine Karte, zu der die Figur gehen könnte
diag-none-in-quarter = { $owner } hat { $figure ->
    [follower] keinen Gefolgsmann
    [big-follower] keinen großen Gefolgsmann
    [mayor] keinen Bürgermeister
    [wagon] keinen Wagen
    [abbot] keinen Abt
    [phantom] kein Phantom
   *[other] keine Figur `{ $figure }`
} im Viertel { $quarter ->
    [castle] Burg
    [market] Markt
    [blacksmith] Schmiede
    [cathedral] Kathedrale
   *[other] `{ $quarter }`
}
diag-leave-more-often = die Figuren `{ $figure }` von { $owner } verlassen das Viertel { $quarter ->
    [castle] Burg
    [market] Markt
    [blacksmith] Schmiede
    [cathedral] Kathedrale
   *[other] `{ $quarter }`
} öfter, als sie dort stehen ({ $there })
diag-city-squares = die Felder der Stadt: { $squares }
diag-tile-on-square = { $tile } auf { $at }
diag-word-quarter = Viertel
    .unknown = unbekanntes Viertel
    .not = kein Viertel

## The rules in the project's own words

rule-text-car-fn185 = Das Setzen einer Scheune und die Wertung ihrer Wiese sind eine Gelegenheit, einen Gefolgsmann aus der Stadt Carcassonne zu holen: Ein Gefolgsmann vom Markt darf direkt nach dem Setzen der Scheune auf die Wiese ziehen, bevor die Bauern gewertet werden. Ein Hinweis des Herausgebers in eckigen Klammern regt an, dass auch das Verbinden der Wiese eines Bauern mit einer Scheunenwiese diese Gelegenheit bieten sollte.
rule-text-car-fn187 = Lässt die Scheune eines Spielers nur Bauern anderer Spieler punkten, darf dieser Spieler trotzdem einen Gefolgsmann in die Stadt Carcassonne stellen; entscheidend sind die Punkte, die in diesem Moment vergeben werden, nicht die spätere Wertung der Scheune.
rule-text-car-fn191 = Da das Verbinden einer Wiese mit einer Scheunenwiese eine Wertung ist, darf ein Gefolgsmann die Stadt Carcassonne verlassen und auf diese Wiese ziehen; er wird sofort mit 1 Punkt pro Stadt gewertet und steht bei der Schlusswertung daher nicht auf der Wiese.
rule-text-count-city = Mit Der Graf von Carcassonne liegen die zwölf Felder der Stadt Carcassonne (erste Ausgabe) von Beginn an anstelle der Startkarte auf dem Tisch, vier Felder breit und drei tief (x -2 bis 1, y -1 bis 1), nie gedreht; der Graf beginnt im Burgviertel. Karten werden nach der üblichen Kantenregel an die Außenseiten der Stadt gelegt. Außerhalb der Mauer zeigen die Felder drei Straßen, die an der Mauer enden, zwei kleine Stadtkappen und einen Ring von Wiesen: alles gewöhnliche Gebiete. Innerhalb der Mauer liegt kein Gebiet: dort steht niemand, und die vier Viertel (Burg, Markt, Schmiede, Kathedrale) sind Orte außerhalb der Felder.
rule-text-count-enter = Hat die Karte eines Zuges nach der Wertung mindestens einen anderen Spieler punkten lassen (auch durch eine Scheune, car:fn187) und hat der Spieler am Zug im ganzen Zug nichts gewertet, darf er eine Figur aus seinem Vorrat in ein Viertel seiner Wahl stellen, auch in das des Grafen. Nur eine Figur pro Zug; sie bleibt dort, bis sie nach den Regeln des Verlassens geht.
rule-text-count-figures = Ein Gefolgsmann, der große Gefolgsmann und das Phantom dürfen in jedem Viertel stehen. Bürgermeister und Wagen kommen nur in das Viertel, das zu ihren Gebieten passt (car:fn159, car:fn168): der Bürgermeister ins Burgviertel, der Wagen in jedes Viertel außer dem Markt. Dieses Projekt lässt den Abt nach derselben Logik nur in die Kathedrale (Auslegungen §1.13). Die Scheune kommt nie in die Stadt (car:fn178), ebenso wenig Baumeister, Schwein oder ein anderes Teil, das kein Gefolgsmann ist.
rule-text-count-count = Nur wer gerade eine Figur in die Stadt gestellt hat, darf den Grafen ziehen, sofort und in ein beliebiges Viertel; das Ziehen ist freiwillig. Solange der Graf in einem Viertel steht, verlässt keine Figur dieses Viertel.
rule-text-count-leave = Schließt ein Zug eine Stadt, Straße oder ein Kloster ab, darf vor der Wertung jeder Spieler (zuerst der nach dem Spieler am Zug, dieser zuletzt) beliebig viele seiner Figuren aus dem passenden Viertel dorthin ziehen: aus der Burg in eine Stadt, aus der Schmiede auf eine Straße, aus der Kathedrale in ein Kloster oder die Abtei. Das Gebiet darf besetzt oder leer sein. Die Figur zählt mit ihrer üblichen Stärke, wird mit den anderen gewertet und geht mit ihnen nach Hause.
rule-text-count-market = Die Figuren des Marktes gehen auf Wiesen, und nur wenn eine Wiese gewertet wird: direkt nachdem eine Scheune gesetzt wurde, bevor ihre Bauern gewertet werden (car:fn185); wenn eine Wiese mit Bauern an eine Scheunenwiese angeschlossen wird (car:fn191); und bei Spielende. Eine dorthin gezogene Figur wird wie die Bauern dort gewertet.
rule-text-count-end = Bei Spielende dürfen die Figuren des Marktes vor der Wiesenwertung auf eine beliebige Wiese ziehen. In der neuen Ausgabe ist das der einzige Weg aus der Stadt bei Spielende (Auslegungen §1.13); Figuren, die dann noch in den Vierteln stehen, werten nichts und bleiben.
rule-text-count-city-farm = Für Wiesen ist die Stadt Carcassonne selbst eine abgeschlossene Stadt (eine datierte Klarstellung des Verlags von 11/2013): jede Wiese mit einem Feld auf den Feldern der Stadt zählt sie einmal, zum Satz, mit dem die Wiese gewertet wird (3 bei Spielende, 4 für eine Scheune, 3 beim Setzen einer Scheune, 1 beim Verbinden von Wiesen).

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-car-fn185 = Fußnote 185 (zur Wertung beim Platzieren einer Scheune: Bauern werden sofort gewertet)
rule-section-car-fn187 = Fußnote 187 (zur Wertung beim Platzieren einer Scheune: der Besitzer muss nicht beteiligt sein)
rule-section-car-fn191 = Fußnote 191 (zur Wertung beim Anschließen einer Wiese: Bauern werden sofort gewertet)
rule-section-count-city = Vorbereitung (die Stadt Carcassonne anstelle der Startkarte; der Graf im Viertel der Burg) und Karten an sie anlegen
rule-section-count-enter = Einen Gefolgsmann nach Carcassonne setzen (ein anderer Spieler hat gepunktet, du nicht)
rule-section-count-figures = §1.13 welche Figuren welches Viertel betreten dürfen (die eigenen Gebiete der Figur; nie die Scheune)
rule-section-count-count = Den Grafen bewegen (durch den Spieler, der eine Figur hineingesetzt hat; niemand verlässt sein Viertel)
rule-section-count-leave = Gefolgsleute aus Carcassonne herausziehen (bevor ein abgeschlossenes Gebiet gewertet wird)
rule-section-count-market = Gefolgsleute aus Carcassonne herausziehen › der Markt (nur wenn Wiesen gewertet werden)
rule-section-count-end = Spielende (neue Ausgabe: nur die Gefolgsleute des Marktes ziehen heraus; die übrigen zählen nichts)
rule-section-count-city-farm = Fußnote zur Schlusswertung (die Stadt Carcassonne zählt für Wiesen als abgeschlossene Stadt)
