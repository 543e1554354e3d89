# Die Texte von carc auf Deutsch. Der Titel jeder Regel ist eine Nachricht, die
# nach ihrer id benannt ist (`car:fn162` ist `rule-car-fn162`); ihre Umschreibung
# und ihr Grund stehen am Ende der Datei (`rule-text-car-fn162`,
# `rule-reason-car-fn162`).


## The rules reference and `carc rule`

rules-doc-title = Regelreferenz
rules-doc-intro =
    Erzeugt aus dem Regelverzeichnis (`crates/engine/src/registry/`) mit `carc rules --format markdown`; nicht von Hand bearbeiten.
    Hier steht jede Regel, auf die sich der Schiedsrichter beruft, in den eigenen Worten des Projekts, mit ihrer Herkunft und der Angabe, ob der Schiedsrichter sie anwendet.
rules-doc-unsupported = Nicht unterstützt ({ $count })
rules-doc-unsupported-head = | id | Grund |
rules-doc-none-unsupported = Keine: der Richter wendet jede Regel des Verzeichnisses an. Wo eine Fußnote auch von einer Schachtel spricht, die carc nicht umsetzt, nennt der Text der Regel diesen Teil (flier:fn4: das Glücksrad und die Schulkarten).
rules-source = Quelle
rules-authority = Verbindlichkeit
rules-status = Status
rules-cited-by = Szenarien, die sich auf sie berufen:
rules-cited-by-none = kein Szenario beruft sich auf sie
rules-no-scenarios-folder = von hier aus wurde kein Szenario-Ordner gefunden, in dem nach Szenarien gesucht werden könnte, die sich auf sie berufen: innerhalb eines Checkouts ausführen oder --scenarios DIR angeben
rules-count = { $count ->
    [one] { $count } Regel
   *[other] { $count } Regeln
}

document-base-rules = Carcassonne-Spielregel (neue Ausgabe) und die Figuren, die sie hinzufügt
document-car = Complete Annotated Rules (CAR), Abtei & Bürgermeister: Bürgermeister, Wagen, Scheune
document-ferries = Die Fähren (WikiCarpedia)
document-flier = Die Flugmaschinen (WikiCarpedia)
document-inns-cathedrals = Wirtshäuser und Kathedralen (WikiCarpedia, neue Ausgabe)
document-traders-builders = Händler und Baumeister (WikiCarpedia, neue Ausgabe)
document-tower = Der Turm (WikiCarpedia, neue Ausgabe)
document-princess-dragon = Die Prinzessin und der Drache (WikiCarpedia, neue Ausgabe)
document-festival = Das Fest (WikiCarpedia)
document-sieges = Die Belagerer, Die Katharer, Belagerung (WikiCarpedia: die Belagerungskarten)
document-castles = Brücken, Burgen und Basare (WikiCarpedia, neue Ausgabe: nur die Burgen; Brücken und Basare sind noch nicht umgesetzt und können folgen)
document-river-ii = Der Fluss II (WikiCarpedia: nur die Schweineherde; die übrigen Flusskarten und der Flusslauf sind noch nicht umgesetzt)
document-count = Der Graf von Carcassonne (WikiCarpedia: „Der Graf von Carcassonne (1. Edition)“ für die zwölf Felder der Stadt und die Regeln, „Graf, König und Räuber“ für die neue Ausgabe; die zwei doppelseitigen Stadttafeln der neuen Ausgabe sind nicht nachgebildet)
document-rulings = Auslegungen von carcassonne-judge (docs/readings.md: die gewählten Auslegungen, wo die Quellen eine Wahl lassen)

authority-rulebook = Regelheft
authority-publisher = Klarstellung des Verlags
authority-community = Auslegung der Community
authority-edition-note = Hinweis zur Ausgabe
authority-project-ruling = Entscheidung des Projekts

status-adjudicated = entschieden
status-wording = Formulierung
status-unsupported = nicht unterstützt

## base

rule-base-place-tile = Eine Karte anlegen

rule-base-deploy = Eine Figur einsetzen

rule-base-deploy-occupied = Kein Einsetzen in ein besetztes Gebiet

rule-base-score-road = Wertung einer abgeschlossenen Straße

rule-base-score-city = Wertung einer abgeschlossenen Stadt

rule-base-score-monastery = Wertung eines abgeschlossenen Klosters

rule-base-majority = Wer für ein Gebiet punktet

rule-base-return = Figuren kehren nach der Wertung zurück

rule-base-final-road = Offene Straßen bei Spielende

rule-base-final-city = Offene Städte bei Spielende

rule-base-final-monastery = Nicht abgeschlossene Klöster bei Spielende

rule-base-score-farm = Wiesen bei Spielende

rule-base-final-scoring = Die Schlusswertung

## big-follower

rule-big-follower-strength = Der große Gefolgsmann zählt doppelt

## phantom

rule-phantom-deploy = Das Phantom ist ein zweites Einsetzen

## abbot

rule-abbot-deploy = Den Abt einsetzen

rule-abbot-garden = Gärten gehören dem Abt

rule-abbot-take-back = Den Abt vorzeitig zurücknehmen

## builder

rule-builder-deploy = Den Baumeister einsetzen

rule-builder-double-turn = Der Doppelzug des Baumeisters

## pig

rule-pig-deploy = Das Schwein einsetzen

rule-pig-score = Das Schwein mästet die Wiese

## abbey-mayor

rule-abbey-mayor-wagon-nearby = Variante: die Wagenbewegung „in der Nähe“ der neuen Ausgabe

rule-abbey-mayor-abbey = Die Abtei legen

## car

rule-car-mayor = Den Bürgermeister einsetzen

rule-car-mayor-strength = Die Stärke des Bürgermeisters sind die Wappen seiner Stadt

rule-car-wagon = Den Wagen einsetzen

rule-car-wagon-move = Den Wagen nach der Wertung bewegen

rule-car-wagon-order = Mehrere Wagen: zuerst der aktive Spieler, dann im Uhrzeigersinn

rule-car-barn = Die Scheune platzieren

rule-car-barn-score-place = Das Platzieren einer Scheune wertet die Bauern der Wiese

rule-car-barn-score-join = Bauern, die an eine Scheunenwiese angeschlossen werden, erhalten 1 pro Stadt

rule-car-barn-final = Scheunen bei Spielende: 4 pro Stadt

rule-car-barn-stays = Die Scheune bleibt: weder Drache noch Turm entfernen sie

rule-car-fn154 = Jeder Gefolgsmann in einer Stadt ist ein Ritter

rule-car-fn155 = Die Ausgaben formulieren die Bedingung für den Bürgermeister unterschiedlich

rule-car-fn156 = Kein Bürgermeister in einer Stadt mit Wagen

rule-car-fn157 = Der Bürgermeister darf fliegen, landet aber nur in einer Stadt

rule-car-fn158 = Der Bürgermeister durch das Magische Tor

rule-car-fn159 = Bürgermeister und Wagen: Drache, Turm, Prinzessin, Magisches Tor

rule-car-fn160 = Kein Bürgermeister, kein Wagen, keine Scheune auf einem Turm

rule-car-fn161 = Kein Bürgermeister in einer Burg

rule-car-fn162 = Beispiel von RGG: Der Bürgermeister zählt so viel wie seine Wappen

rule-car-fn163 = Ein Bürgermeister ohne Wappen bringt nichts (neuer Text)

rule-car-fn164 = Ein Bürgermeister mit Stärke 0 besetzt seine Stadt trotzdem

rule-car-fn165 = Ein Bürgermeister in einer Burg bringt nichts

rule-car-fn166 = Die Wagenregel meint „kein anderer Gefolgsmann“

rule-car-fn167 = RGG: kein anderer Wagen oder Gefolgsmann

rule-car-fn168 = Wagen und Bürgermeister: Drache, Turm, Prinzessin, Magisches Tor

rule-car-fn169 = Kein Wagen, kein Bürgermeister, keine Scheune auf einem Turm

rule-car-fn170 = Was „verbunden“ für den Wagen bedeutet

rule-car-fn171 = Kein Wagen über eine Kreuzung von Stadt zu Stadt

rule-car-fn172 = Der Wagen fährt nie durch ein Gebiet hindurch

rule-car-fn173 = Der Wagen auf die Abtei und von ihr weg

rule-car-fn174 = Der Wagen zwischen einer Stadt und einem Kloster darin

rule-car-fn175 = Der bewegte Wagen darf auf jeder Karte des Ziels stehen

rule-car-fn176 = RGG: Der Wagen zählt immer als Gefolgsmann

rule-car-fn177 = Einen Wagen in einem Zug einsetzen, werten und bewegen

rule-car-fn178 = Keine Scheune in Carcassonne oder durch ein Magisches Tor

rule-car-fn179 = Keine Scheune, kein Bürgermeister, kein Wagen auf einem Turm

rule-car-fn180 = Eine Scheune ist auch an einer Vulkankarte erlaubt

rule-car-fn181 = Keine Fee neben der Scheune

rule-car-fn182 = RGG lässt den Satz „eine Scheune pro Wiese“ weg

rule-car-fn183 = Eine Karte aus Das Fest kann eine Scheune entfernen

rule-car-fn184 = Die Scheunenwertung findet im Wertungsschritt des Zuges statt

rule-car-fn185 = Die Scheunenwertung lässt Gefolgsleute Carcassonne verlassen

rule-car-fn186 = Eine belagerte Stadt zählt auf einer Scheunenwiese weiterhin doppelt

rule-car-fn187 = Der Besitzer der Scheune darf nach Carcassonne, wenn andere punkten

rule-car-fn188 = RGG: Die Scheune selbst bleibt stehen

rule-car-fn189 = Eine Scheune pro Wiese; verbundene Scheunenwiesen sind erlaubt

rule-car-fn190 = Die Wertung angeschlossener Wiesen findet im Wertungsschritt statt

rule-car-fn191 = Das Anschließen von Wiesen lässt einen Gefolgsmann Carcassonne verlassen

rule-car-fn192 = Ein Schwein auf der verbindenden Karte zählt

rule-car-fn193 = RGG: Städte zählen in jeder Entfernung von der Scheune

rule-car-fn194 = Schweineherden bringen Scheunen nichts (nur Big Box 2)

rule-car-fn195 = Schweineherde und Scheune: als Wertung der Bauern gelesen

## ferries

rule-ferries-place = Eine Seekarte erhält eine Fähre, die zwei Straßenenden verbindet

rule-ferries-move = Wer eine Straße verlängert, darf ihre nächste Fähre versetzen

rule-ferries-score = Mit Fähren abgeschlossene Gebiete werden normal gewertet

rule-ferries-fn1 = Ein neuer See erhält immer seine Fähre

rule-ferries-fn2 = Nur eine Fähre, über die die Straße führt, darf versetzt werden

rule-ferries-fn3 = Nur die erste Fähre entlang der Straße darf versetzt werden

rule-ferries-fn4 = Das Versetzen einer Fähre kann eine Straße abschließen

rule-ferries-fn5 = Das Versetzen einer Fähre kann einen Baumeister zurückschicken

## flier

rule-flier-fly = Einen Gefolgsmann mit der Flugmaschine einsetzen

rule-flier-crash = Kein Landeplatz: Die fliegende Figur kehrt in den Vorrat zurück

rule-flier-fn1 = Jeder Gefolgsmann darf fliegen

rule-flier-fn2 = Das Phantom darf fliegen, aber nicht nach einer anderen Figur

rule-flier-fn3 = Keine Landung in einem gerade abgeschlossenen Gebiet

rule-flier-fn4 = Fliegende Figuren bei Carcassonne, dem Glücksrad und den Schulen

rule-flier-fn5 = Fliegende Figuren landen nur auf Straßen, in Städten und in Klöstern

rule-flier-fn6 = Ein fliegender Bürgermeister landet nur in einer Stadt

rule-flier-fn7 = Ein fliegender Abt landet in einem Kloster oder Garten

rule-flier-fn8 = Geteilte Klöster und Gärten werden nach Mehrheit gewertet

## inns-cathedrals

rule-ic-inn = Eine abgeschlossene Straße mit Wirtshaus zählt doppelt

rule-ic-inn-unfinished = Eine offene Straße mit Wirtshaus zählt nichts

rule-ic-cathedral = Eine abgeschlossene Stadt mit Kathedrale zählt 3 pro Karte und Wappen

rule-ic-cathedral-unfinished = Eine offene Stadt mit Kathedrale zählt nichts

## traders-builders

rule-tb-goods = Wer eine Stadt abschließt, nimmt ihre Waren

rule-tb-goods-scoring = Die meisten Plättchen jeder Ware bringen 10

rule-tb-alone = Ein Baumeister oder Schwein ohne Gefolgsmann seines Besitzers geht heim

## tower

rule-tower-floors = Turmteile im Vorrat nach Spielerzahl

rule-tower-floor = Statt einzusetzen, ein Turmteil auf einen offenen Turm bauen

rule-tower-top = Statt einzusetzen, einen offenen Turm mit einem Gefolgsmann abschließen

rule-tower-capture = Ein neues Turmteil darf einen Gefolgsmann gefangen nehmen

rule-tower-reach = Ein Turm reicht so viele Karten weit, wie er Teile hat

rule-tower-exchange = Wer Gefangene des anderen hält, tauscht sie aus

rule-tower-ransom = Einen Gefangenen für 3 Punkte freikaufen, einmal im Zug

## princess-dragon

rule-pd-volcano = Ein Vulkan holt den Drachen; keine Figur kommt auf ihn

rule-pd-dragon-set-aside = Eine Drachenkarte, bevor der Drache im Spiel ist, wird beiseitegelegt

rule-pd-dragon-move = Der Drache zieht sechs Karten weit, nie zurück und nie zur Fee

rule-pd-dragon-eats = Der Drache frisst jede Figur auf den Karten, die er betritt

rule-pd-fairy = Statt einzusetzen, die Fee neben einen eigenen Gefolgsmann stellen

rule-pd-fairy-point = Der Besitzer des Gefolgsmanns der Fee erhält zu Beginn seines Zuges 1 Punkt

rule-pd-fairy-score = Das Gebiet des Gefolgsmanns der Fee bringt seinem Besitzer 3 Punkte mehr

rule-pd-portal = Durch ein Magisches Tor auf jedes offene, leere Gebiet

rule-pd-princess = Eine Prinzessin schickt einen Ritter ihrer Stadt heim

## festival

rule-festival-return = Auf einer Festkarte statt einzusetzen eine eigene Figur zurücknehmen

rule-festival-own = Beim Fest kommen nur eigene Figuren zurück

## sieges

rule-sieges-besieged = Eine belagerte Stadt zählt 1 Punkt je Karte und Wappen

rule-sieges-unfinished = Eine offene belagerte Stadt zählt bei Spielende nichts

rule-sieges-farm = Eine belagerte Stadt zählt für eine Wiese doppelt

rule-sieges-escape = Ein Ritter darf über ein Kloster neben der Belagerungskarte aus der belagerten Stadt fliehen

## castles

rule-castles-tokens = Burgplättchen: je 3 bei 2 bis 4 Spielern, 2 bei 5 oder 6

rule-castles-build = Wer eine eben abgeschlossene kleine Stadt besetzt, darf sie zur Burg machen

rule-castles-score = Eine Burg wertet das erste Gebiet, das neben ihr abgeschlossen wird

rule-castles-end = Eine bei Spielende besetzte Burg zählt nichts

rule-castles-farm = Eine Burg ist für eine Wiese einen Punkt mehr wert als eine Stadt
rule-pigherd-score = Die Schweineherde bringt den Gewinnern der Wiese einen Punkt pro Stadt

## count

rule-count-city = Die Stadt Carcassonne liegt anstelle der Startkarte

rule-count-enter = Andere haben gepunktet, du nicht: eine Figur in die Stadt

rule-count-figures = Welche Figur in welchem Viertel stehen darf

rule-count-count = Der Graf zieht nach einem Einsetzen und sperrt sein Viertel

rule-count-leave = Gefolgsleute verlassen die Stadt für ein in diesem Zug abgeschlossenes Gebiet

rule-count-market = Die Figuren des Marktes gehen nur auf Wiesen, wenn Wiesen gewertet werden

rule-count-end = Bei Spielende leert sich nur der Markt

rule-count-city-farm = Die Stadt zählt für ihre Wiesen als abgeschlossene Stadt

## The steps of a ruling. Variables hold names (`$player`), numbers, ids of
## tiles, squares (`[0, 1]`) and edge points (`NNE`), and phrases made by
## the messages below (`$feature`).

list-and = { $rest } und { $last }
list-or = { $rest } oder { $last }

# A feature and the squares it covers. `$kind` is road, city, monastery,
# garden, farm or abbey. `$case` is the grammatical case the sentence around
# it needs (nominative, accusative, dative, genitive), for languages that
# decline; English has no use for it. `$marked` is `inn` or `cathedral` for
# a road or city holding one (it changes what the feature is worth), else
# `none`.
feature = { $case ->
    [accusative] { $kind ->
        [road] die Straße
        [city] die Stadt
        [monastery] das Kloster
        [garden] den Garten
        [farm] die Wiese
        [field] die Wiese
        [abbey] die Abtei
       *[other] das Gebiet
    }
    [dative] { $kind ->
        [road] der Straße
        [city] der Stadt
        [monastery] dem Kloster
        [garden] dem Garten
        [farm] der Wiese
        [field] der Wiese
        [abbey] der Abtei
       *[other] dem Gebiet
    }
    [genitive] { $kind ->
        [road] der Straße
        [city] der Stadt
        [monastery] des Klosters
        [garden] des Gartens
        [farm] der Wiese
        [field] der Wiese
        [abbey] der Abtei
       *[other] des Gebiets
    }
   *[other] { $kind ->
        [road] die Straße
        [city] die Stadt
        [monastery] das Kloster
        [garden] der Garten
        [farm] die Wiese
        [field] die Wiese
        [abbey] die Abtei
       *[other] das Gebiet
    }
}{ $marked ->
    [inn] {" "}mit Wirtshaus
    [cathedral] {" "}mit Kathedrale
   *[none] {""}
} auf { $squares }
# A feature named by one square and the point there, so that several
# features on the same squares read apart.
feature-at = { $case ->
    [accusative] { $kind ->
        [road] die Straße
        [city] die Stadt
        [monastery] das Kloster
        [garden] den Garten
        [farm] die Wiese
        [field] die Wiese
        [abbey] die Abtei
       *[other] das Gebiet
    }
    [dative] { $kind ->
        [road] der Straße
        [city] der Stadt
        [monastery] dem Kloster
        [garden] dem Garten
        [farm] der Wiese
        [field] der Wiese
        [abbey] der Abtei
       *[other] dem Gebiet
    }
    [genitive] { $kind ->
        [road] der Straße
        [city] der Stadt
        [monastery] des Klosters
        [garden] des Gartens
        [farm] der Wiese
        [field] der Wiese
        [abbey] der Abtei
       *[other] des Gebiets
    }
   *[other] { $kind ->
        [road] die Straße
        [city] die Stadt
        [monastery] das Kloster
        [garden] der Garten
        [farm] die Wiese
        [field] die Wiese
        [abbey] die Abtei
       *[other] das Gebiet
    }
} { $on } auf { $at }
# The same, for a feature that touches no edge (a monastery, a garden).
feature-at-inner = { $case ->
    [accusative] { $kind ->
        [road] die Straße
        [city] die Stadt
        [monastery] das Kloster
        [garden] den Garten
        [farm] die Wiese
        [field] die Wiese
        [abbey] die Abtei
       *[other] das Gebiet
    }
    [dative] { $kind ->
        [road] der Straße
        [city] der Stadt
        [monastery] dem Kloster
        [garden] dem Garten
        [farm] der Wiese
        [field] der Wiese
        [abbey] der Abtei
       *[other] dem Gebiet
    }
    [genitive] { $kind ->
        [road] der Straße
        [city] der Stadt
        [monastery] des Klosters
        [garden] des Gartens
        [farm] der Wiese
        [field] der Wiese
        [abbey] der Abtei
       *[other] des Gebiets
    }
   *[other] { $kind ->
        [road] die Straße
        [city] die Stadt
        [monastery] das Kloster
        [garden] der Garten
        [farm] die Wiese
        [field] die Wiese
        [abbey] die Abtei
       *[other] das Gebiet
    }
} auf { $at }
# A figure kind: follower, big-follower, mayor, wagon, barn, abbot, phantom,
# builder, pig.
figure = { $figure ->
    [follower] Gefolgsmann
    [big-follower] großer Gefolgsmann
    [mayor] Bürgermeister
    [wagon] Wagen
    [barn] Scheune
    [abbot] Abt
    [phantom] Phantom
    [builder] Baumeister
    [pig] Schwein
    [tower-floor] Turmteil
    [castle] Burgplättchen
   *[other] { $figure }
}
# A figure with its article, as when it is deployed.
figure-a = { $figure ->
    [follower] einen Gefolgsmann
    [big-follower] einen großen Gefolgsmann
    [mayor] einen Bürgermeister
    [wagon] einen Wagen
    [barn] eine Scheune
    [abbot] einen Abt
    [phantom] ein Phantom
    [builder] einen Baumeister
    [pig] ein Schwein
    [tower-floor] ein Turmteil
    [castle] ein Burgplättchen
   *[other] { $figure }
}
figure-of = { $kind ->
    [follower] ein Gefolgsmann
    [big-follower] der große Gefolgsmann
    [mayor] der Bürgermeister
    [wagon] der Wagen
    [barn] die Scheune
    [abbot] der Abt
    [phantom] das Phantom
    [builder] der Baumeister
    [pig] das Schwein
    [tower-floor] das Turmteil
    [castle] das Burgplättchen
   *[other] { $figure }
} von { $player }
figure-as-phantom = { $figure } (als Phantom)
counted-tiles = { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
counted-pennants = { $count ->
    [one] 1 Wappen
   *[other] { $count } Wappen
}
counted-neighbours = { $count ->
    [one] 1 Nachbarkarte
   *[other] { $count } Nachbarkarten
}

step-tile-placed = { $player } legt { $tile } auf { $at }; jede angrenzende Seite passt
step-tile-placed-turned = { $player } legt { $tile } auf { $at }, um { $rotation }° gedreht; jede angrenzende Seite passt
step-abbey-placed = { $player } legt die Abtei auf { $at }, einen Platz, auf dessen vier Nachbarplätzen Karten liegen; sie passt an jede Kante und verbindet nichts, daher endet jede Straße, Stadt und Wiese, die an sie grenzt, an ihr, jede für sich, und die Abtei zählt nicht als Karte dieser Gebiete
step-deployed = { $player } setzt { $figure } in das Gebiet { $on } der gelegten Karte ein, das Teil { $feature } ist
step-deployed-phantom = { $player } setzt außerdem { $figure } in das Gebiet { $on } der gelegten Karte ein, das Teil { $feature } ist
step-barn-set = { $player } stellt die Scheune an die Ecke { $corner } von { $at }, an der vier Wiesen zusammenstoßen; sie steht auf { $farm }
step-abbot-taken-back = { $player } nimmt den Abt aus { $feature } zurück, statt einzusetzen; gewertet wird jetzt wie bei Spielende: { $working } = { $points }
step-double-turn-extends = die Karte erweitert { $feature }, wo der Baumeister von { $player } steht: { $player } macht nach diesem Zug einen zweiten Zug
step-double-turn-ferry-move = das Versetzen einer Fähre erweitert { $feature }, wo der Baumeister von { $player } steht, aber einen zweiten Zug bringt nur das Legen einer Karte an die Straße des Baumeisters: keiner
step-double-turn-closes = die Karte schließt { $feature } ab, wo der Baumeister von { $player } steht, fügt ihr aber keinen Teil hinzu und erweitert sie also nicht: kein zweiter Zug
step-completed = { $feature } ist abgeschlossen: { $working } = { $points }
step-completed-empty = { $feature } ist abgeschlossen: { $working } = { $points }; dort steht keine Figur, also punktet niemand
step-final-scoring = Schlusswertung: jedes Gebiet, in dem Figuren stehen, wird mit seinem Wert bei Spielende gewertet, danach die Wiesen
step-valued = { $feature }: { $working } = { $points }
step-nobody-scores = niemand punktet für { $feature }: dort hat kein Gefolgsmann Stärke
step-scored = { $winners } erhält { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} für { $feature } (Stärke: { $strengths })
step-scored-tied = { $winners } erhalten je { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} (gleichauf) für { $feature } (Stärke: { $strengths })
step-barn-scores-farmers = die neue Scheune wertet jetzt die Bauern, die bereits auf { $farm } stehen, wie bei Spielende, gleich wem die Scheune gehört
step-joined-barn-farm = die Karte schließt Bauern an eine Wiese mit Scheune an: { $farm } wird jetzt für ihre Bauern gewertet, mit 1 pro abgeschlossener Stadt
step-farm-unscored = { $farm }: keine Stärke durch Bauern, niemand punktet
step-farm-scored = { $farm } grenzt an { $cities ->
    [one] 1 abgeschlossene Stadt
   *[other] { $cities } abgeschlossene Städte
}: { $player } erhält { $cities } x { $per-city }{ $counted } = { $points }{ $herd-note } (Stärke der Bauern: { $strengths })
step-farm-scored-bonus = { $farm } grenzt an { $cities ->
    [one] 1 abgeschlossene Stadt
   *[other] { $cities } abgeschlossene Städte
}: { $player } erhält { $cities } x { $per-city }{ $counted } = { $points }{ $herd-note } (mit { $figure ->
    [pig] dem Schwein
    [tower-floor] dem Turmteil
    [castle] dem Burgplättchen
   *[other] { $figure }
}: { $per-city } pro Stadt) (Stärke der Bauern: { $strengths })
step-barn-final = die Scheune von { $player } auf { $farm }: { $cities } { $cities ->
    [one] abgeschlossene Stadt
   *[other] abgeschlossene Städte
} x 4{ $counted } = { $points }; { $player } erhält { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
# The River II's pig herd: the farm's winner gets this much more a city.
farm-herd-note = {" "}(mit der Schweineherde: +{ $herd } pro Stadt)
step-herd-beside-barn = die Schweineherde auf { $farm } bringt der Scheune von { $player } nichts
step-barns-joined = die Karte verbindet Wiesen mit je einer Scheune und bildet so { $farm }; das ist erlaubt, und jede Scheune bleibt stehen
step-goods-taken = { $player } hat { $city } abgeschlossen und nimmt ihre Waren: { $goods }
step-goods-scored = { $winners } hat am meisten { $good } und erhält { $points } Punkte (Plättchen: { $holdings })
step-goods-scored-tied = { $winners } haben gleich viel und am meisten { $good } und erhalten je { $points } Punkte (Plättchen: { $holdings })
# The Tower. `$reach` counts the tiles a tower reaches, its own included.
step-floor-built = { $player } baut statt einzusetzen ein Turmteil auf { $at }: der Turm hat { $floors ->
    [one] 1 Teil
   *[other] { $floors } Teile
} und reicht auf { $reach } Karten, seine eigene und { $floors } geradeaus in jede Richtung
step-tower-closed = { $player } stellt statt einzusetzen { $figure-a } oben auf den Turm auf { $at } und schließt ihn ab: kein Teil kommt mehr darauf, und die Figur bleibt dort, ohne zu werten
step-captured = { $player } nimmt { $kind ->
    [follower] einen Gefolgsmann
    [big-follower] einen großen Gefolgsmann
    [mayor] einen Bürgermeister
    [wagon] einen Wagen
    [abbot] einen Abt
    [phantom] ein Phantom
   *[other] { $figure }
} von { $owner } { $on ->
    [tower] oben vom Turm
   *[other] von der Stelle { $on }
} auf { $at } gefangen, in Reichweite des Turms: er ist jetzt Gefangener von { $player }
step-captured-own = { $player } nimmt mit dem Turm { $kind ->
    [follower] seinen Gefolgsmann
    [big-follower] seinen großen Gefolgsmann
    [mayor] seinen Bürgermeister
    [wagon] seinen Wagen
    [abbot] seinen Abt
    [phantom] sein Phantom
   *[other] { $figure }
} { $on ->
    [tower] oben vom Turm
   *[other] von der Stelle { $on }
} auf { $at }: er geht in den Vorrat zurück
step-exchanged = { $player } und { $other } halten jetzt je einen Gefolgsmann des anderen, also werden die beiden ausgetauscht: { $player } bekommt { $back-kind ->
    [follower] seinen Gefolgsmann
    [big-follower] seinen großen Gefolgsmann
    [mayor] seinen Bürgermeister
    [wagon] seinen Wagen
    [abbot] seinen Abt
    [phantom] sein Phantom
   *[other] { $back }
} zurück, { $other } bekommt { $freed-kind ->
    [follower] seinen Gefolgsmann
    [big-follower] seinen großen Gefolgsmann
    [mayor] seinen Bürgermeister
    [wagon] seinen Wagen
    [abbot] seinen Abt
    [phantom] sein Phantom
   *[other] { $freed }
} zurück
step-ransomed = vor dem Anlegen zahlt { $player } { $points } Punkte an { $other } und kauft { $kind ->
    [follower] seinen Gefolgsmann
    [big-follower] seinen großen Gefolgsmann
    [mayor] seinen Bürgermeister
    [wagon] seinen Wagen
    [abbot] seinen Abt
    [phantom] sein Phantom
   *[other] { $figure }
} frei
step-dragon-flies = der Drache kommt auf den Vulkan auf { $at } ins Spiel
step-dragon-flies-from = der Drache fliegt von { $from } zum Vulkan auf { $at }
step-dragon-step = Schritt { $step } des Drachen: auf { $at }{ $count ->
    [0] , er frisst nichts
   *[other] ; gefressen: { $eaten }
}
step-dragon-stuck = der Drache hält nach { $steps ->
    [one] 1 Schritt
   *[other] { $steps } Schritten
} auf { $at } an: keine Karte um ihn ist mehr zu betreten
step-fairy-moved = { $player } stellt statt einzusetzen die Fee neben { $kind ->
    [follower] seinen Gefolgsmann
    [big-follower] seinen großen Gefolgsmann
    [mayor] seinen Bürgermeister
    [wagon] seinen Wagen
    [abbot] seinen Abt
    [phantom] sein Phantom
   *[other] { $figure }
} auf { $at }
step-fairy-point = die Fee steht zu Beginn des Zuges neben einem Gefolgsmann von { $player }: { $player } erhält { $points } Punkt
step-fairy-scores = der Gefolgsmann der Fee steht in { $feature }: { $player } erhält { $points } Punkte mehr
step-portal-deployed = { $player } setzt { $figure } durch das Magische Tor auf { $on } von { $at } ein, Teil { $feature }
step-princess-sends = die Prinzessin von { $player } schickt { $kind ->
    [follower] den Gefolgsmann
    [big-follower] den großen Gefolgsmann
    [mayor] den Bürgermeister
    [wagon] den Wagen
    [abbot] den Abt
    [phantom] das Phantom
   *[other] { $figure }
} von { $owner } auf { $at } aus { $city } heim
step-festival-return = { $player } feiert das Fest und nimmt { $kind ->
    [follower] seinen Gefolgsmann
    [big-follower] seinen großen Gefolgsmann
    [mayor] seinen Bürgermeister
    [wagon] seinen Wagen
    [barn] seine Scheune
    [abbot] seinen Abt
    [phantom] sein Phantom
    [builder] seinen Baumeister
    [pig] sein Schwein
   *[other] { $figure }
} auf { $at } zurück, statt einzusetzen
step-sieges-escape = am Ende des Zuges flieht { $kind ->
    [follower] der Gefolgsmann
    [big-follower] der große Gefolgsmann
    [mayor] der Bürgermeister
    [wagon] der Wagen
    [phantom] das Phantom
   *[other] { $figure }
} von { $player } auf { $at } über das Kloster auf { $monastery } aus { $city } und geht in den Vorrat zurück
step-castle-built = { $player } deckt { $city } mit einer Burg ab, statt sie zu werten; die Figuren von { $player } bleiben in der Burg{ $count ->
    [0] {""}
    [1] , und { $home } kehrt ohne Wertung zurück
   *[other] , und { $home } kehren ohne Wertung zurück
}
step-castle-scores = { $feature } ist neben der Burg { $castle } abgeschlossen: { $player } erhält { $points } Punkte für die Burg
step-count-left = { $kind ->
    [phantom] das
   *[other] der
} { $figure } von { $player } verlässt { $quarter } der Stadt Carcassonne für { $feature }, noch vor der Wertung
step-count-entered = { $player } hat in diesem Zug nichts gewertet, während { $scorers } gepunktet { $count ->
    [one] hat
   *[other] haben
}; daher stellt { $player } { $figure-a } in { $quarter } der Stadt Carcassonne
step-count-moved = { $player } zieht den Grafen aus { $from } in { $to }; solange er dort steht, verlässt niemand dieses Viertel
farm-counted = { $points } ({ $how ->
    [sieges-farm] { $cities ->
        [one] 1 belagerte Stadt zählt
       *[other] { $cities } belagerte Städte zählen
    } doppelt
    [castles-farm] { $cities ->
        [one] 1 Burg zählt
       *[other] { $cities } Burgen zählen
    } einen Punkt mehr
    [count-city-farm] die Stadt Carcassonne zählt als abgeschlossene Stadt
   *[other] { $cities } weitere
})
# A good by its id (wine, grain, cloth).
good = { $good ->
    [wine] Wein
    [grain] Getreide
   *[cloth] Stoff
}
goods-count = { $count } { $good ->
    [wine] Wein
    [grain] Getreide
   *[cloth] Stoff
}
step-returned-from = { $count ->
    [one] { $figures } verlässt { $feature } und kehrt in den Vorrat des Besitzers zurück
   *[other] { $figures } verlassen { $feature } und kehren in den Vorrat ihrer Besitzer zurück
}
step-returned = { $count ->
    [one] { $figures } kehrt in den Vorrat zurück
   *[other] { $figures } kehren in den Vorrat zurück
}
step-barn-stays = die Scheune bleibt, wo sie ist
step-flight = { $who } startet mit der Flugmaschine auf { $from }, die nach { $direction } ausgerichtet ist; der Würfel zeigt { $roll }, also fliegt die Figur nach { $square }
step-flew-landed = { $flight } und landet; sie besetzt { $feature }
step-flew-landed-beside = { $flight } und landet; sie besetzt { $feature } wie bereits { $sharing }: ein Flug darf in einem Gebiet enden, das andere schon besetzen, ein Einsetzen nicht
step-flew-no-tile = { $flight }, wo keine Karte liegt: sie kehrt in den Vorrat zurück, und es wird nichts anderes eingesetzt
step-flew-nowhere = { $flight }, aber die Karte { $tile } dort bietet ihr kein nicht abgeschlossenes Gebiet, das sie besetzen darf: sie kehrt in den Vorrat zurück, und es wird nichts anderes eingesetzt
step-flight-options = { $kind ->
    [follower] ein Gefolgsmann
    [big-follower] der große Gefolgsmann
    [mayor] der Bürgermeister
    [wagon] der Wagen
    [abbot] der Abt
    [phantom] das Phantom
    [builder] der Baumeister
    [pig] das Schwein
    [tower-floor] das Turmteil
    [castle] das Burgplättchen
   *[other] { $figure }
} von { $player } kommt auf die Flugmaschine auf { $from }, die nach { $direction } ausgerichtet ist; es ist kein Wurf angegeben, daher für jede Augenzahl: { $faces }
step-flight-face = { $roll } führt nach { $square } ({ $place })
step-flight-face-no-tile = keine Karte: zurück in den Vorrat
step-flight-face-nothing = { $tile }, kein Landeplatz: zurück in den Vorrat
step-flight-face-landings = { $tile }, landen und { $landings } besetzen
step-ferry-placed = { $player } setzt eine Fähre auf den See auf { $at } und verbindet so dessen Anleger { $a } und { $b } zu einer Straße{ $ends }
step-ferry-placed-without-figure = { $player } setzt eine Fähre auf den See auf { $at } und verbindet so dessen Anleger { $a } und { $b } zu einer Straße{ $ends } (der neue See erhält seine Fähre, ob eine Figur eingesetzt wurde oder nicht)
step-lake-end = { $count ->
    [one] ; die Straße an { $points } endet am See
   *[other] ; die Straßen an { $points } enden am See
}
step-lake-end-now = { $count ->
    [one] ; die Straße an { $points } endet jetzt am See
   *[other] ; die Straßen an { $points } enden jetzt am See
}
step-ferry-movable = die Straße, die die gelegte Karte bei { $from } verlässt, erreicht zuerst die Fähre auf { $lake } ([{ $a }, { $b }]), und zwar an deren Anleger { $jetty }: sie darf versetzt werden
step-ferry-dead-end = die Straße, die die gelegte Karte bei { $from } verlässt, endet am Anleger { $jetty } auf { $lake }, den die Fähre dieses Sees ([{ $a }, { $b }]) nicht anfährt: diese Fähre wird nicht erreicht
step-ferry-beyond = dahinter, entlang der Straße von { $from } aus, ist die Fähre auf { $lake } nicht die erste (das ist die auf { $first }): sie darf nicht versetzt werden
step-ferries-none-may-move = keine Fähre darf versetzt werden
step-ferries-none-moved = die Aktion versetzt keine Fähre
step-ferry-moved = { $player } versetzt die Fähre auf { $at } von [{ $from-a }, { $from-b }] nach [{ $to-a }, { $to-b }]{ $ends }
step-builder-stays = der Baumeister von { $player } ist von dem Gefolgsmann getrennt, bei dem er stand, aber { $road } ist mit einem anderen Gefolgsmann von { $player } besetzt, also bleibt der Baumeister stehen
step-wagon-moved = der Wagen von { $player } fährt von { $from } weiter in { $to }, gesetzt als `{"{"}at: [{ $x }, { $y }], on: { $on }{"}"}`, gemäß { $rule }
step-wagon-stays-by-choice = der Wagen von { $player } bleibt im Vorrat (von { $from } aus hätte er in { $options } fahren können)
step-wagon-nowhere = der Wagen von { $player } bleibt im Vorrat: gemäß { $rule } ist von { $from } aus kein nicht abgeschlossenes, unbesetztes Gebiet erreichbar
wagon-rule-connected = der Verbindungsregel (der CAR, erste Ausgabe)
wagon-rule-nearby = der Nähe-Regel (neue Ausgabe, eine Variante)
note-separate-parts = die Auslage ist in { $parts } getrennten Teilen angegeben; nicht aufgeführte Plätze gelten als leer

## How a value is counted, and who is how strong on a feature.

working-road = { $tiles } x { $rate }
working-forfeit = { $tiles } x 0 (offen geblieben)
working-castle = { $tiles }, eine bei Spielende noch besetzte Burg: 0
working-city = { $tiles } + { $pennants }
working-city-rate = { $tiles } x { $rate } + { $pennants } x { $rate }
working-cloister-full = alle 8 Nachbarkarten liegen
working-cloister = 1 + { $neighbours }
working-unscored = keine Regel im Spiel wertet dies
strength-plain = { $player } { $total }
strength-parts = { $player } { $total } ({ $parts })
strength-part = { $figure } { $strength }
strength-part-no-pennants = { $figure } 0 ohne Wappen
strength-part-pennants = { $figure } { $strength } für { $pennants }
strength-part-several = { $kind ->
    [follower] { $count } Gefolgsleute
    [big-follower] { $count } große Gefolgsleute
    [mayor] { $count } Bürgermeister
    [wagon] { $count } Wagen
    [abbot] { $count } Äbte
    [phantom] { $count } Phantome
    [builder] { $count } Baumeister
    [pig] { $count } Schweine
    [tower-floor] { $count } Turmteile
    [castle] { $count } Burgplättchen
    [barn] { $count } Scheunen
   *[other] { $count } x { $figure }
}
strength-part-several-fixed = { $kind ->
    [follower] { $count } Gefolgsleute
    [big-follower] { $count } große Gefolgsleute
    [mayor] { $count } Bürgermeister
    [wagon] { $count } Wagen
    [abbot] { $count } Äbte
    [phantom] { $count } Phantome
    [builder] { $count } Baumeister
    [pig] { $count } Schweine
    [tower-floor] { $count } Turmteile
    [castle] { $count } Burgplättchen
    [barn] { $count } Scheunen
   *[other] { $count } x { $figure }
} zu je { $strength }
# A wagon taken off a scored feature whose owner moves it on to another
# feature in a later step.
step-lifted-to-roll-on = { $count ->
    [one] { $figures } verlässt { $feature }, um weiterzufahren
   *[other] { $figures } verlassen { $feature }, um weiterzufahren
}
# The same, after other figures of that feature went to supply.
step-lifted-too-to-roll-on = { $count ->
    [one] { $figures } verlässt das Gebiet ebenfalls, um weiterzufahren
   *[other] { $figures } verlassen das Gebiet ebenfalls, um weiterzufahren
}

## The ruling's frame: verdict, points, figures back, notes, citations.

report-verdict-legal = Urteil: ERLAUBT
report-verdict-illegal = Urteil: NICHT ERLAUBT
report-points = Punkte: { $points }
report-back-to-supply = Zurück in den Vorrat: { $figures }
report-goods-taken = Genommene Waren: { $goods }
report-prisoners = Gefangene nach der Aktion: { $prisoners }
report-castles = Burgen nach der Aktion: { $castles }
report-offers = Offen gelassen: { $offers }
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
# Eine nicht getroffene Wahl: eine Figur aus der Stadt Carcassonne.
offer-leave-city = { $player } hätte { $figure } aus dem Viertel { $quarter ->
    [castle] Burg
    [market] Markt
    [blacksmith] Schmiede
   *[cathedral] Kathedrale
} auf das Gebiet auf { $at } ({ $on }) ziehen können (`leave-city`)
# A choice the action did not take: a castle it could have built.
offer-castle = { $player } hätte die Stadt auf { $at } ({ $on }) mit einer Burg abdecken können (`castles`)
# A choice the action did not take: a knight that could have escaped.
offer-escape = { $player } hätte { $figure ->
    [none] einen Ritter
   *[other] { $figure }
} auf { $at } ({ $on }) aus der Belagerung fliehen lassen können (`escape`)
# Eine Figur, die in den Vorrat zurückkehrt, nach ihrer Kennung.
figure-returned = { $figure ->
    [follower] Gefolgsmann
    [big-follower] großer Gefolgsmann
    [mayor] Bürgermeister
    [wagon] Wagen
    [barn] Scheune
    [abbot] Abt
    [phantom] Phantom
    [builder] Baumeister
    [pig] Schwein
    [tower-floor] Turmteil
    [castle] Burgplättchen
   *[other] { $figure }
}
report-note = Hinweis: { $note }
report-rules-cited = Zitierte Regeln:
# Das Zitat einer Regel, die auf einer Auslegung statt auf dem Regelheft beruht.
cite-community = { $id } (Auslegung der Community)
cite-project-ruling = { $id } (Entscheidung des Projekts)

# A feature of one tile as a scenario names it: its kind and edge points.
spot = { $kind ->
    [road] Straße
    [city] Stadt
    [field] Wiese
    [monastery] Kloster
    [garden] Garten
   *[other] { $kind }
} ({ $points })
# The same for a feature that touches no edge (a monastery).
spot-inner = { $kind ->
    [monastery] Kloster
    [garden] Garten
    [abbey] Abtei
   *[other] { $kind }
}

## Why an action is refused. Each message writes one clause the judge gives
## as data (`refusal-*` what is wrong, `label-*` the part at fault, written
## with its refusal's variables, `help-*` what would be legal instead,
## `aside-*` another part of the position, `phrase-*` a part of another
## clause). A fact comes as a variable of its name; a figure also as
## `-kind` (its id), `-a` and `-the` (with an article) and `-places` (where
## it may stand); a feature also in each case (`-accusative`, `-dative`,
## `-genitive`) and as `-kind`; a list also as `-count`.

report-see-also = siehe auch: { $rules }
# A figure on the table: `$kind` is its id, `$figure` its name.
figure-standing = { $kind ->
    [follower] ein Gefolgsmann
    [big-follower] der große Gefolgsmann
    [mayor] der Bürgermeister
    [wagon] der Wagen
    [barn] die Scheune
    [abbot] der Abt
    [phantom] das Phantom
    [builder] der Baumeister
    [pig] das Schwein
    [tower-floor] das Turmteil
    [castle] das Burgplättchen
   *[other] { $figure }
} von { $player } auf { $at }
# A kind of figure with its definite article, as the subject of a clause.
figure-the = { $figure ->
    [follower] der Gefolgsmann
    [big-follower] der große Gefolgsmann
    [mayor] der Bürgermeister
    [wagon] der Wagen
    [barn] die Scheune
    [abbot] der Abt
    [phantom] das Phantom
    [builder] der Baumeister
    [pig] das Schwein
    [tower-floor] das Turmteil
    [castle] das Burgplättchen
   *[other] { $figure }
}
# Where a kind of figure may stand, by its id.
figure-places = { $figure ->
    [abbot] ein Kloster oder einen Garten
    [mayor] eine Stadt
    [wagon] eine Straße, eine Stadt oder ein Kloster
    [pig] eine Wiese
    [tower-floor] nichts (ein Turmteil kommt auf ein Turmfundament)
    [castle] nichts (ein Burgplättchen deckt eine kleine Stadt ab)
    [builder] eine Straße oder eine Stadt
    [barn] eine Ecke (`corner: NE`)
   *[other] eine Straße, eine Stadt, eine Wiese oder ein Kloster
}
# The tile.
refusal-square-taken = auf Feld { $at } liegt schon { $tile }
label-taken-square = belegtes Feld
aside-tile-here = { $tile } liegt auf { $at }
help-empty-square = eine Karte kommt auf ein leeres Feld neben den Karten auf dem Tisch
refusal-not-next-to-table = Feld { $at } grenzt mit keiner Seite an eine Karte auf dem Tisch
label-not-next-to-table = nicht neben der Auslage
help-free-squares = freie Felder neben der Auslage: { $squares }
# `$mine` and `$theirs` are edge kinds: road, city, field.
refusal-edges-mismatch = { $tile } legt um { $rotation }° gedreht { $mine ->
    [road] eine Straße
    [city] eine Stadt
   *[other] eine Wiese
} an { $theirs ->
    [road] die Straße
    [city] die Stadt
   *[other] die Wiese
} der Karte auf { $neighbour } (Seite { $side })
label-edges-mismatch = Kanten passen nicht
aside-edge-on-side = { $theirs ->
    [road] Straße
    [city] Stadt
   *[other] Wiese
} an ihrer Seite { $side }
help-fits-at = { $rotations-count ->
    [0] { $tile } passt in keiner Drehung auf { $at }
   *[other] { $tile } passt auf { $at } um { $rotations }° gedreht
}

# The deployment.
refusal-none-in-supply = { $player } hat { $figure-kind ->
    [big-follower] keinen großen Gefolgsmann
    [barn] keine Scheune
    [phantom] kein Phantom
    [pig] kein Schwein
    [tower-floor] kein Turmteil
    [castle] kein Burgplättchen
   *[other] keinen { $figure }
} mehr im Vorrat
label-none-in-hand = keiner im Vorrat
help-all-on-board = alle Figuren dieser Art ({ $figure }) von { $player } stehen auf dem Tisch; setze eine andere Figur oder keine ein
refusal-inconsistent = die Stellung passt hier nicht zusammen (ein Fehler von carc, nicht des Szenarios: bitte melden)
refusal-lake-not-a-feature = der See von { $tile } ist kein Gebiet: niemand steht darauf; seine Straßenenden heißen nach ihren Punkten ({ $jetties })
refusal-no-feature-at = { $tile } hat bei { $point } kein Gebiet
refusal-no-centre = { $tile } hat { $name ->
    [monastery] kein Kloster
    [garden] keinen Garten
    [abbey] keine Abtei
   *[other] kein { $name }
}
refusal-no-tile-on = auf { $at } liegt keine Karte
label-not-on-placed-tile = kein Gebiet der gelegten Karte
help-features-here = Gebiete von { $tile } hier: { $features }
refusal-occupied = auf { $feature-dative } steht schon { $holder }
label-kind-occupied = { $kind ->
    [road] Straße
    [city] Stadt
    [field] Wiese
    [monastery] Kloster
    [garden] Garten
   *[other] Gebiet
} ist besetzt
aside-stands-here = hier steht { $figure }
help-free-for = { $free-count ->
    [0] kein Gebiet von { $tile } ist frei für { $figure-a }
   *[other] frei für { $figure-a } auf dieser Karte: { $free }
}
refusal-cannot-stand-on = { $figure-the } kann nicht auf dem Gebiet { $spot } von { $tile } stehen
label-a-kind = { $kind ->
    [road] eine Straße
    [city] eine Stadt
    [field] eine Wiese
    [monastery] ein Kloster
    [garden] ein Garten
   *[other] ein { $kind }
}
help-goes-on = { $figure-the } kommt auf { $figure-places }
refusal-never-at-corner = { $figure-the } steht auf einem Gebiet der gelegten Karte, nie an einer Ecke
label-a-corner = eine Ecke
help-stands-on = mit `on` kommt { $figure-the } auf { $figure-places }
refusal-figure-not-on = { $figure-the } kann nicht auf { $kind ->
    [road] einer Straße
    [city] einer Stadt
    [field] einer Wiese
    [monastery] einem Kloster
    [garden] einem Garten
   *[other] { $kind }
} stehen

refusal-only-on-features = { $figure-the } steht nur auf den Gebieten, die seine eigene Regel nennt, nie oben auf einem Turm
label-only-on-features = keine Figur für einen Turm
refusal-not-a-figure = { $figure-the } wird nicht auf ein Gebiet gesetzt, sondern mit `deploy: {"{"}floor: [x, y]{"}"}` auf einen Turm gebaut
label-not-a-figure = wird nicht auf eine Karte gesetzt

# The Tower.
refusal-tower-no-foundation = { $tile } auf { $at } hat kein Turmfundament
refusal-tower-no-tile = auf { $at } liegt keine Karte, also steht dort kein Turm
label-tower-no-foundation = kein Turm hier
refusal-tower-closed = der Turm auf { $at } ist abgeschlossen: obenauf steht { $closer }
label-tower-closed = ein abgeschlossener Turm
aside-tower-closed-by = dieser Gefolgsmann schließt den Turm ab
help-tower-foundations = { $squares-count ->
    [0] kein Turm auf dem Tisch ist offen
   *[other] offene Türme und leere Fundamente auf dem Tisch: { $squares }
}
refusal-tower-out-of-reach = { $at } liegt außer Reichweite des Turms auf { $tower }, der { $floors } Teile hat
label-tower-out-of-reach = außer Reichweite des Turms
help-tower-in-reach = der Turm auf { $tower } reicht auf seine eigene Karte und { $floors } Karten geradeaus nach Norden, Osten, Süden und Westen, nie diagonal
refusal-tower-nobody-there = auf { $on } von { $at } steht kein Gefolgsmann
label-tower-nobody-there = kein Gefolgsmann hier
refusal-tower-not-capturable = { $figure } ist kein Gefolgsmann, und ein Turm nimmt nur Gefolgsleute gefangen
help-tower-capture-whom = nenne einen Gefolgsmann mit `capture: {"{"}at: [x, y], on: GEBIET{"}"}` (`on: tower` für einen auf einem Turm), mit `owner` und `figure`, wenn dort mehrere stehen
refusal-tower-ambiguous = an dieser Stelle von { $at } stehen mehrere Gefolgsleute: { $figures }
label-tower-which = sag, welcher
refusal-tower-bare = das Fundament auf { $at } hat noch kein Teil, und nur ein begonnener Turm kann abgeschlossen werden
label-tower-bare = ein leeres Fundament
help-tower-top-first-floor = baue zuerst ein Teil darauf (`deploy: {"{"}floor: [x, y]{"}"}`)
refusal-tower-not-on-tower = { $figure-the } schließt keinen Turm ab
label-tower-not-on-tower = keine Figur für einen Turm
help-tower-top-followers = ein Gefolgsmann oder ein großer Gefolgsmann schließt einen Turm ab
refusal-tower-not-held = { $other } hält keinen { $figure-kind } von { $player } gefangen
label-tower-not-held = kein solcher Gefangener
help-tower-ransom-held = { $figures-count ->
    [0] { $other } hält keinen deiner Gefolgsleute gefangen
   *[other] { $other } hält deine { $figures } gefangen
}
refusal-tower-exchange-which = { $other } hält mehrere Arten deiner Gefolgsleute, und der Austausch gibt einen zurück
refusal-tower-exchange-not-held = { $other } hält keinen { $figure-kind } von dir, der im Austausch zurückkäme
help-tower-exchange-name = ergänze `exchange:` neben `floor` mit einem von { $figures }
refusal-tower-nothing-to-choose = hier gibt es beim Austausch nichts zu wählen, also geschieht `exchange: { $figure-kind }` nicht
label-tower-nothing-to-choose = keine Wahl zu treffen
refusal-tower-no-floors = { $player } hat kein Turmteil mehr im Vorrat
label-tower-no-floors = kein Turmteil in der Hand
help-tower-no-floors = jedes Turmteil von { $player } ist in einem Turm verbaut: setze stattdessen eine Figur ein oder nichts
help-tower-no-exchange = nenne `exchange` nur, wenn der Besitzer des Gefangenen mehrere Arten deiner Gefolgsleute hält; sonst lass es weg
# The Princess & the Dragon.
aside-pd-fairy-here = hier steht die Fee
refusal-pd-dragon-out-of-play = { $tile } zeigt einen Drachen, und der Drache ist noch nicht im Spiel
label-pd-dragon-out = eine Drachenkarte vor jedem Vulkan
help-pd-dragon-out = eine Drachenkarte, die vor dem ersten Vulkan gezogen wird, wird beiseitegelegt; lege eine andere Karte an
refusal-pd-on-volcano = { $figure-the } kann nicht auf { $tile }: auf einen gerade angelegten Vulkan wird keine Figur eingesetzt
label-pd-volcano = auf der Vulkankarte
help-pd-volcano = setze nichts ein, versetze die Fee oder stelle die Scheune an eine Ecke der Karte
refusal-pd-no-path = die angelegte Drachenkarte lässt den Drachen auf { $at } ziehen, und die Aktion nennt keinen Weg
label-pd-no-path = der Drache muss ziehen
refusal-pd-path-not-asked = der Drache zieht nur, wenn eine Drachenkarte angelegt wird, während er im Spiel ist
label-pd-path-not-asked = kein Drachenzug in diesem Zug
help-pd-no-path-here = lass `dragon` in dieser Aktion weg
refusal-pd-step-not-next = Schritt { $step } des Drachen geht von { $from } nach { $to }, das keine Seite mit ihm teilt
refusal-pd-step-empty = Schritt { $step } des Drachen geht nach { $to }, wo keine Karte liegt
refusal-pd-step-visited = Schritt { $step } des Drachen geht zurück nach { $to }, wo er in diesem Zug schon war
refusal-pd-step-fairy = Schritt { $step } des Drachen geht nach { $to }, auf die Karte der Fee, die er nie betritt
label-pd-step = kein Schritt, den der Drache machen darf
help-pd-steps = { $squares-count ->
    [0] von { $at } kann der Drache nirgends mehr hin: sein Zug endet dort
   *[other] von { $at } darf der Drache nach { $squares }
}
refusal-pd-too-short = der Drache hält nach { $steps } Schritten auf { $at } an, aber er zieht sechs, solange eine Karte zu betreten bleibt
refusal-pd-too-long = der Drache zieht sechs Schritte, nicht { $steps }
label-pd-length = der Drache zieht sechs Schritte
help-pd-six = nenne die sechs Felder, auf die er zieht, und nicht mehr
refusal-pd-not-mine = { $figure } gehört nicht dir
refusal-pd-not-a-follower = { $figure } ist kein Gefolgsmann
refusal-pd-nobody-there = auf { $on } von { $at } steht keine Figur
refusal-pd-ambiguous = dort stehen mehrere davon: { $figures }
label-pd-which = sag mit `figure`, welcher
label-pd-figure = kein Gefolgsmann, zu dem die Fee geht
help-pd-fairy = { $squares-count ->
    [0] { $player } hat keinen Gefolgsmann auf dem Tisch für die Fee
   *[other] die Gefolgsleute von { $player } stehen auf { $squares }
}
refusal-pd-no-portal = die angelegte Karte zeigt kein Magisches Tor
label-pd-no-portal = kein Tor auf der angelegten Karte
help-pd-portal-tile = nur eine Karte mit Magischem Tor lässt die Figur anderswohin; setze stattdessen auf der angelegten Karte ein
refusal-pd-portal-complete = { $feature } ist abgeschlossen: durch das Tor kommt keine Figur darauf
refusal-pd-portal-occupied = { $feature } hat schon einen Gefolgsmann
refusal-pd-portal-no-tile = auf { $at } liegt keine Karte
refusal-pd-portal-not-feature = ein Tor führt auf ein Gebiet einer Karte, nicht zu { $on }
label-pd-portal = kein offenes, leeres Gebiet
help-pd-portal = durch ein Tor kommt eine Figur auf ein Gebiet, das nicht abgeschlossen ist und keinen Gefolgsmann hat
refusal-pd-barn-no-portal = die Scheune geht nie durch ein Magisches Tor
help-pd-barn-corner = stelle die Scheune an eine Ecke der angelegten Karte, an der vier Wiesen zusammentreffen (`deploy: {"{"}figure: barn, corner: NE{"}"}`)
refusal-pd-no-princess = die angelegte Karte zeigt keine Prinzessin
label-pd-no-princess = keine Prinzessin auf der angelegten Karte
help-pd-no-princess = nur eine Karte, deren Stadt eine Prinzessin zeigt, schickt einen Ritter heim; setze stattdessen eine Figur ein oder nichts
refusal-pd-not-in-city = auf { $on } von { $at } steht kein Ritter der Stadt der Prinzessin, { $city }
help-pd-princess = { $figures-count ->
    [0] die Stadt der Prinzessin hat keinen Ritter
   *[other] Ritter der Stadt: { $figures }
}
# The Festival.
refusal-festival-not-festival = die angelegte Karte hat keinen Festplatz
label-festival-not-festival = keine Festkarte
help-festival-not-festival = nur auf einer Festkarte darf statt des Einsetzens eine Figur zurückgenommen werden; setze stattdessen eine Figur ein oder nichts
refusal-festival-not-own = das Fest gibt nur eigene Figuren zurück, und dort steht keine: { $figures }
label-festival-not-own = nicht deine Figur
help-festival-not-own = nenne einen Platz, auf dem eine deiner Figuren steht
refusal-festival-nothing-there = auf { $on } von { $at } steht keine Figur
label-festival-nothing-there = hier ist nichts zurückzunehmen
help-festival-nothing-there = { $figures-count ->
    [0] du hast keine Figur auf dem Tisch, die du zurücknehmen könntest
   *[other] deine Figuren auf dem Tisch: { $figures }
}
refusal-festival-ambiguous = dort stehen mehrere deiner Figuren: { $figures }
label-festival-which = sag mit `figure`, welche
# Sieges.
refusal-sieges-not-besieged = { $on } von { $at } gehört zu keiner belagerten Stadt
refusal-sieges-no-monastery = neben keiner Belagerungskarte von { $city } steht ein Kloster (Belagerungskarten: { $sieges })
refusal-sieges-not-own = auf { $on } von { $at } steht keiner deiner Ritter ({ $figures-count ->
    [0] dort steht nichts
   *[other] dort: { $figures }
})
refusal-sieges-ambiguous = dort stehen mehrere deiner Ritter: { $figures }
label-sieges-escape = diese Flucht
help-sieges-escape = ein Ritter von dir flieht nur aus einer belagerten Stadt, wenn ein Kloster (auch die Abtei) auf einem der 8 Felder um eine ihrer Belagerungskarten steht, einer je Zug
# Castles.
refusal-castles-not-a-city = { $on } von { $at } ist keine Stadt
refusal-castles-not-complete = { $city } ist nicht abgeschlossen
refusal-castles-not-small = { $city } ist keine kleine Stadt (zwei Karten mit je einem Stadtteil an einer Seite)
refusal-castles-already = { $city } ist schon eine Burg
refusal-castles-not-held = niemand besetzt { $city }
refusal-castles-shared = mehrere Spieler besetzen { $city } mit gleicher Stärke
refusal-castles-mayor-only = nur ein Bürgermeister besetzt { $city }, und der Bürgermeister kommt nie in eine Burg
refusal-castles-no-token = { $player } hat kein Burgplättchen mehr
label-castles-build = diese Burg
help-castles-build = eine Burg deckt eine kleine Stadt ab, die die Karte dieses Zuges abgeschlossen hat und die ein Spieler mit einem Burgplättchen allein besetzt; lass sie weg, um die Stadt zu werten
refusal-castles-not-a-castle = auf { $at } steht keine Burg, die in diesem Zug wertet
refusal-castles-not-beside = { $on } von { $at } ist kein Gebiet, das neben { $castle } abgeschlossen wurde
label-castles-score = diese Wahl
help-castles-score = nenne eine Burg, die in diesem Zug wertet, und eines der auf ihren sechs Nachbarfeldern abgeschlossenen Gebiete, oder lass die Wahl weg
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
label-count-enter = in diesem Zug kein Einsetzen in die Stadt
help-count-enter = lass `enter-city` weg; es ist nach einem Zug erlaubt, in dem ein anderer Spieler gepunktet hat und du nicht, mit einer Figur aus deinem Vorrat
refusal-count-wrong-quarter = { $figure-a } steht nie im Viertel { $quarter ->
    [castle] Burg
    [market] Markt
    [blacksmith] Schmiede
   *[cathedral] Kathedrale
}
label-count-quarter = nicht dieses Viertel
help-count-quarter = der Bürgermeister kommt nur ins Burgviertel, der Wagen in jedes Viertel außer dem Markt, der Abt nur in die Kathedrale; Gefolgsleute überallhin
refusal-count-never-in-city = { $figure-a } kommt nie in die Stadt Carcassonne
help-count-never = nur Gefolgsleute kommen in die Stadt: ein Gefolgsmann, der große Gefolgsmann, das Phantom, der Bürgermeister, der Wagen oder der Abt
refusal-count-move-without-enter = { $player } hat in diesem Zug keine Figur in die Stadt gestellt, also bleibt der Graf, wo er ist
label-count-move = der Graf bleibt
help-count-move = nur wer gerade eine Figur in die Stadt gestellt hat, zieht den Grafen: ergänze `enter-city` oder lass `move-count` weg
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

# The abbot.
help-abbot-goes-on = der Abt kommt nur auf ein Kloster oder einen Garten der gelegten Karte
refusal-abbot-garden-for-abbot = { $figure-the } kann nicht auf einem Garten stehen: Gärten gehören allein dem Abt
label-abbot-a-garden = ein Garten
help-abbot-garden = setze hier den Abt ein, oder die Figur auf ein anderes Gebiet
refusal-abbot-no-abbot-there = { $player } hat auf { $at } keinen Abt, den er zurücknehmen könnte
label-abbot-no-abbot-here = kein Abt des Spielers am Zug
help-abbot-abbot-stands = { $squares-count ->
    [0] { $player } hat keinen Abt auf dem Tisch
   *[other] der Abt von { $player } steht auf { $squares }
}
refusal-abbot-completed-now = { $feature } wird von der gerade gelegten Karte fertiggestellt, darum kann sein Abt nicht zurückgenommen werden
label-abbot-completed-now = Abt auf einem Gebiet, das in diesem Zug fertig wurde
aside-abbot-scores-instead = dieser Abt wird stattdessen mit seinem fertigen Gebiet gewertet
help-abbot-deploy-normally = setze normal ein (oder gar nicht); das fertige Gebiet wird in der Wertungsphase gewertet

# The builder.
help-builder-goes-on = der Baumeister kommt auf eine Straße oder Stadt der gelegten Karte, auf der schon einer deiner Gefolgsleute steht
refusal-builder-no-follower = { $player } hat keinen Gefolgsmann auf { $feature-dative }, darum kann der Baumeister nicht dazukommen
label-builder-no-follower = kein eigener Gefolgsmann auf diesem Gebiet
help-builder-joins = der Baumeister kommt zu einer Straße oder Stadt, auf der du schon einen Gefolgsmann hast

# The pig.
help-pig-goes-on = das Schwein kommt auf eine Wiese der gelegten Karte, auf der du schon einen Bauern hast
refusal-pig-no-farmer = { $player } hat auf dieser Wiese keinen Bauern, darum kann das Schwein nicht dazukommen
label-pig-no-farmer = kein eigener Bauer auf dieser Wiese
help-pig-joins = das Schwein kommt auf eine Wiese, auf der du schon einen Bauern hast

# The abbey.
refusal-abbey-mayor-not-in-hole = die Abtei kommt nur in eine Lücke, aber { $at } hat keinen Nachbarn auf { $empty }
label-abbey-mayor-not-surrounded = nicht an allen vier Seiten umgeben
help-abbey-mayor-in-hole = lege die Abtei auf ein leeres Feld, dessen vier Nachbarfelder alle belegt sind
phrase-abbey-mayor-side-square = { $side } ({ $at })

# The mayor.
help-car-mayor-goes-on = der Bürgermeister kommt nur in eine Stadt der gelegten Karte, in der kein Gefolgsmann steht
help-car-mayor-no-knight = der Bürgermeister kommt nur in eine Stadt ohne Ritter; setze ihn anderswo ein oder eine andere Figur
aside-car-zero-mayor = hier steht { $figure }: ohne Wappen zählt er 0, besetzt die Stadt aber trotzdem
help-car-zero-mayor = ein Bürgermeister der Stärke 0 besetzt seine Stadt trotzdem; setze auf ein anderes Gebiet ein

# The wagon.
help-car-wagon-goes-on = der Wagen kommt auf eine Straße, eine Stadt, ein Kloster oder die Abtei, nie auf eine Wiese oder einen Garten
help-car-wagon-free = der Wagen kommt nur auf ein Gebiet, auf dem kein Gefolgsmann steht
refusal-car-wagon-chosen-twice = { $player } wählt zweimal für den Wagen
label-car-second-choice = zweite Wahl für denselben Wagen
aside-car-first-choice = erste Wahl
help-car-one-choice = gib für jeden freien Wagen eine Wahl an
refusal-car-no-wagon-freed = kein Wagen von { $player } wurde in diesem Zug gewertet, also gibt es nichts zu bewegen
label-car-no-freed-wagon = kein frei gewordener Wagen
help-car-freed-wagons = { $owners-count ->
    [0] nur ein Wagen, dessen Gebiet in diesem Zug gewertet wird, fährt weiter; dieser Zug macht keinen frei
   *[other] die in diesem Zug frei gewordenen Wagen gehören: { $owners }
}
label-car-no-such-feature = kein solches Gebiet
# `$rule` is the wagon's movement rule in play: connected or nearby.
help-car-wagon-targets = { $targets-count ->
    [0] nach { $rule ->
        [nearby] der Nachbarschaftsregel (neue Ausgabe, eine Variante)
       *[other] der Verbindungsregel (der CAR, erste Ausgabe)
    } ist nichts erreichbar: schicke ihn `to: supply`
   *[other] erlaubte Ziele nach { $rule ->
        [nearby] der Nachbarschaftsregel (neue Ausgabe, eine Variante)
       *[other] der Verbindungsregel (der CAR, erste Ausgabe)
    }: { $targets }; oder `to: supply`
}
phrase-car-wagon-target = { $feature } (`{"{"}at: { $at }, on: { $on }{"}"}`)
refusal-car-wagon-target-refused = der Wagen von { $player } kann nicht auf { $target-accusative } fahren: { $why }
label-car-not-wagon-target = kein erlaubtes Ziel für den Wagen
phrase-car-target-complete = es ist fertig
phrase-car-target-occupied = dort steht { $figures }
phrase-car-target-field = ein Wagen fährt nie auf eine Wiese oder einen Garten
phrase-car-target-scored = es ist das gerade gewertete Gebiet
phrase-car-target-not-connected = es ist nicht direkt mit dem gewerteten Gebiet verbunden
phrase-car-target-not-nearby = kein Teil davon liegt auf dem Feld des Wagens oder den 8 Feldern darum

# The barn.
refusal-car-barn-not-taken = { $figure } bleibt bis Spielende: nichts nimmt eine Scheune vom Tisch
label-car-barn-stays = die Scheune bleibt
help-car-barn-stays = vom Tisch genommen werden nur Gefolgsleute: Gefolgsmann, großer Gefolgsmann, Bürgermeister, Wagen, Abt oder Phantom
refusal-car-barn-not-on-feature = die Scheune steht nur an einer Ecke, an der vier Wiesen zusammentreffen, nie auf dem Gebiet { $spot } einer Karte
label-car-not-a-corner = keine Ecke
help-car-barn-corner = setze die Scheune mit `corner:` (NE, SE, SW oder NW der gelegten Karte) statt mit `on:`
refusal-car-farm-has-barn = auf { $feature-dative } steht die Scheune von { $player }: dort darf kein Bauer eingesetzt werden
label-car-farm-with-barn = eine Wiese mit Scheune
aside-car-barn-on-farm = die Scheune auf dieser Wiese
help-car-farm-with-barn = setze auf ein anderes Gebiet ein; eine Wiese mit Scheune nimmt keine Bauern mehr auf
help-car-one-barn = jeder Spieler hat eine Scheune; sie bleibt, wo sie gesetzt wurde
refusal-car-second-barn = auf { $feature-dative } steht schon die Scheune von { $player }
label-car-second-barn = eine zweite Scheune auf einer Wiese
aside-car-barn-already = die Scheune, die schon auf dieser Wiese steht
help-car-one-barn-per-farm = eine Scheune pro Wiese; zwei Wiesen mit Scheune dürfen später durch eine Karte verbunden werden
refusal-car-not-four-fields = die Scheune braucht vier Wiesen, die an der Ecke { $corner } von { $at } zusammentreffen, aber { $spoilers }
label-car-not-four-fields = hier treffen keine vier Wiesen zusammen
help-car-barn-corners = Ecken von { $at }, an denen vier Wiesen zusammentreffen: { $corners-count ->
    [0] keine
   *[other] { $corners }
}
phrase-car-square-empty = { $square } ist leer
phrase-car-square-abbey = { $square } ist die Abtei, die keine Wiese hat
phrase-car-square-shows = { $tile } auf { $square } zeigt an seiner Ecke { $corner } { $kind ->
    [road] eine Straße
    [city] eine Stadt
    [monastery] ein Kloster
    [garden] einen Garten
   *[other] { $kind }
}
phrase-car-square-split = { $tile } auf { $square } zeigt an seiner Ecke { $corner } zwei getrennte Wiesen

# The ferries.
refusal-ferries-no-lake = { $tile } hat keinen See, auf den eine Fähre käme
label-ferries-no-lake = kein See auf der gelegten Karte
help-ferries-remove-ferry = entferne `ferry`: nur eine Karte mit See bekommt eine
refusal-ferries-lake-needs-ferry = { $tile } hat einen See, und ein neuer See bekommt immer seine Fähre, mit oder ohne Gefolgsmann
label-ferries-lake-without-ferry = Seekarte ohne `ferry` gelegt
help-ferries-add-ferry = ergänze `ferry:` in der Aktion, die zwei ihrer Anleger verbindet: { $pairs }
# `$moved` is 1 when an earlier entry of `move_ferries` moved a ferry.
help-ferries-ferry-moves = { $moves-count ->
    [0] { $moved ->
        [1] jede Fähre, die in diesem Zug fahren darf, ist gefahren: lass diesen Eintrag von `move_ferries` weg und behalte die davor
       *[other] in diesem Zug darf keine Fähre fahren: lass `move_ferries` weg
    }
   *[other] erlaubte Züge: { $moves }
}
phrase-ferries-ferry-move = `{"{"}at: { $at }, to: { $to }{"}"}`
refusal-ferries-no-ferry-to-move = { $tile } auf { $at } hat keine Fähre, die fahren könnte
refusal-ferries-just-placed = die Fähre auf { $at } wurde gerade auf den neuen See gesetzt; sie kann in diesem Zug nicht auch noch fahren
label-ferries-new-lake-ferry = die eigene Fähre des neuen Sees
refusal-ferries-moved-twice = die Fähre auf { $at } ist in diesem Zug schon gefahren; jede Fähre fährt höchstens einmal pro Zug
label-ferries-second-move = zweiter Zug derselben Fähre
aside-ferries-first-move = ihr erster Zug
refusal-ferries-already-joins = die Fähre auf { $at } verbindet schon { $pair }; sie dorthin zu bewegen ändert nichts
label-ferries-not-a-move = kein Zug
refusal-ferries-joined-by-move = die Fähre auf { $at } lag nicht an der Straße, die die gelegte Karte verlängert hat: die Straße erreicht sie erst, seit die Fähre auf { $first } gefahren ist, und nur eine Fähre an der verlängerten Straße darf fahren
label-ferries-not-on-extended-road = nicht an der verlängerten Straße
aside-ferries-move-joined = die Fähre auf { $first }, deren Zug die Straße mit ihr verbunden hat
refusal-ferries-dead-end = die Straße von der gelegten Karte erreicht den See auf { $at } an seinem Anleger { $jetty }, den die Fähre (zwischen { $a } und { $b }) nicht bedient: die Straße endet dort, also wird diese Fähre nicht erreicht
label-ferries-ferry-not-on-road = Fähre nicht an der verlängerten Straße
aside-ferries-road-ends = { $tile }: die Straße endet an seinem Anleger { $jetty }
refusal-ferries-not-first = die Fähre auf { $at } ist nicht die erste entlang der Straße von der gelegten Karte: die Fähre auf { $first } kommt zuerst
label-ferries-not-first = nicht die erste Fähre
aside-ferries-first-ferry = die erste Fähre an dieser Straße, auf { $first }
refusal-ferries-not-reached = keine Straße der gelegten Karte erreicht die Fähre auf { $at }
label-ferries-not-reached = Fähre an keiner Straße, die die Karte verlängert

# The flying machine.
phrase-flier-never-field = ein Flieger landet nie auf einer Wiese
phrase-flier-completed-now = die gerade gelegte Karte hat es fertiggestellt, und ein Gebiet gilt als fertig, sobald die Karte liegt, die es schließt
phrase-flier-complete = es ist fertig; ein Flieger landet nur auf einem unfertigen Gebiet
phrase-flier-lands-only = { $figure-the } landet nur auf { $figure-places }
refusal-flier-no-flying-machine = { $tile } hat keine Flugmaschine
label-flier-no-flying-machine = ein Flug von einer Karte ohne Flugmaschine
help-flier-deploy-on-instead = setze stattdessen `on` auf ein Gebiet der gelegten Karte ein
refusal-flier-not-a-follower = { $figure-the } ist kein Gefolgsmann und kann die Flugmaschine nicht benutzen
label-flier-not-a-follower = kein Gefolgsmann
help-flier-only-followers = nur Gefolgsleute fliegen: Gefolgsmann, großer Gefolgsmann, Bürgermeister, Wagen, Abt, Phantom
refusal-flier-phantom-second-flight = die Flugmaschine wurde schon von der in diesem Zug eingesetzten Figur benutzt, darum kann das Phantom sie nicht auch benutzen
label-flier-second-flight = zweiter Flug in diesem Zug
help-flier-phantom-on-instead = setze das Phantom stattdessen `on` auf ein freies Gebiet der gelegten Karte
help-flier-fly-in-hand = lass eine Figur fliegen, die im Vorrat ist, oder setze keine ein
refusal-flier-nothing-to-land-on = ein Wurf von { $roll } schickt { $figure-a } nach { $square }, wo keine Karte zum Landen liegt
label-flier-no-tile-on = keine Karte auf { $square }
help-flier-leave-out-on = lass `on` weg (nichts zum Landen: { $figure-the } geht zurück in den Vorrat)
refusal-flier-must-land = ein Wurf von { $roll } schickt { $figure-a } nach { $square }, wo die Figur landen muss: Landen ist Pflicht, wenn es einen Platz gibt
label-flier-no-landing-given = kein Landeplatz angegeben
help-flier-land-on = lande auf { $places } von { $tile }
help-flier-may-land = { $places-count ->
    [0] { $tile } auf { $square } bietet der Figur nichts: lass `on` weg, dann geht sie zurück in den Vorrat
   *[other] die Figur darf auf { $places } von { $tile } auf { $square } landen
}
phrase-flier-landing = `on: { $on }`
phrase-flier-landing-spot = `on: { $on }` ({ $spot })
refusal-flier-cannot-land = { $figure-the } kann nicht auf dem Gebiet { $spot } von { $tile } auf { $square } landen: { $why }
label-flier-roll-reaches = ein Wurf von { $roll } erreicht { $square }
aside-flier-tile-reached = { $tile } wird erreicht

## A broken invariant of a random game (`carc play`): a fault of carc.

breach-score-falls = der Punktestand von { $player } fällt um { $by }
# `$kind` is the figure's id, `$figure` its name.
breach-figures-miscounted = { $player } hat { $on-table }-mal { $kind ->
   *[other] { $figure }
} auf dem Tisch und { $in-hand } im Vorrat, besitzt aber { $owned }
breach-goods-miscounted = die Spieler haben { $held } { $good ->
    [wine] Wein
    [grain] Getreide
   *[cloth] Stoff
}-Plättchen, die abgeschlossenen Städte zeigen aber { $in-cities } solche Symbole
breach-off-the-table = { $piece ->
    [dragon] der Drache steht
   *[other] die Fee steht
} auf { $at }, wo keine Karte liegt
breach-stands-on-nothing = { $kind ->
   *[other] ein { $figure }
} steht auf { $at }, wo der Graph kein Gebiet hat
breach-stands-on-completed = { $kind ->
   *[other] ein { $figure }
} von { $player } steht noch auf einem fertigen Gebiet auf { $at }
breach-missed-placement-legal = ein Anlegen, das die Zugliste ausließ, wird als erlaubt beurteilt
breach-refused-deployment-legal = ein Einsetzen, das die Zugliste verweigert, wird als erlaubt beurteilt
# `$on`: verdict, scores, returned, double-turn or steps.
breach-differs = das Spiel (Graph Zug um Zug gewachsen) und der Richter (Graph aus der Datei gebaut) unterscheiden sich { $on ->
    [verdict] im Urteil
    [scores] in den Punkten
    [returned] in den zurückgegebenen Figuren
    [double-turn] im Doppelzug
    [steps] in der Zahl der Schritte
   *[other] in { $on }
}
breach-nothing-listed = ein passendes Anlegen hat keine erlaubte Aktion in der Liste (nicht einmal das bloße Anlegen)
# `$why` is the kind of refusal, `$rule` the rule broken.
breach-listed-illegal = eine Aktion aus der Zugliste wird als unerlaubt beurteilt: { $why } ({ $rule })
breach-refused-on-play = eine Aktion aus der Zugliste wird beim Weiterspielen verweigert

## The page for the table

# Die Wörter der Seite für den Spieltisch (web/src/labels.js): ihre
# Bedienelemente, Hinweise und der Rahmen um ein Urteil. Eine Nachricht mit
# Attributen ist ein Element der Seite: der Wert ist sein Text, jedes Attribut
# (`.title`, `.aria-label`, `.placeholder`) das HTML-Attribut gleichen
# Namens. `$tile` ist die Kennung einer Karte (`base/D`), `$at` ein Feld
# (`3, -1`), `$on` und `$point` ein Randpunkt (`NNE`), `$figure` die Kennung
# einer Figur (`big-follower`), `$owner` und `$player` der Name eines
# Spielers; `$where` ist `turn` (die Karte des Zuges) oder `table` (eine
# Karte der Stellung).

# Der Name der Sprache in ihren eigenen Worten, für die Sprachauswahl.
page-language-name = Deutsch
page-language = Sprache
page-heading = Carcassonne-Schiedsrichter
page-loading = Der Schiedsrichter wird geladen …
page-cannot-start = Der Schiedsrichter konnte nicht starten: { $error }

# Kopfzeile und Aufbau.
page-undo = Rückgängig
    .title = Die letzte Änderung (am Brett oder im Text) rückgängig machen
page-redo = Wiederholen
    .title = Die rückgängig gemachte Änderung wiederholen
page-share = Link teilen
    .title = Das ganze Szenario in einen Link packen
page-new = Neu
    .title = Noch einmal mit der Startkarte beginnen
page-build =
    .aria-label = Die Stellung
page-examples = Beispiele
page-examples-pick = Ein Beispiel öffnen …
page-examples-failed = Die Beispiele konnten nicht geladen werden.
page-setup = Regeln und Spieler
page-rule-sets =
    .aria-label = Regelsätze
page-players = Spieler
page-current = Wer ist am Zug
page-wagon-move = Wagenregel
page-wagon-move-connected = verbunden (erste Ausgabe)
page-wagon-move-nearby = benachbart (neue Ausgabe)

# Werkzeuge und Brett.
page-toolbar =
    .aria-label = Was ein Tippen bewirkt
page-tool =
    .aria-label = Werkzeug
page-tool-tile = Karte
page-tool-figure = Figur
page-tool-erase = Entfernen
page-target =
    .aria-label = Wohin eine Karte kommt
page-target-turn = Karte des Zuges
page-target-table = Tisch
page-figure-owner =
    .aria-label = Wessen Figur
page-figure-kind =
    .aria-label = Welche Figur
page-board =
    .aria-label = Der Tisch: mit den Pfeiltasten von Feld zu Feld, Enter legt oder dreht eine Karte, Entf nimmt sie weg
page-tile-filter =
    .placeholder = Karten filtern (z. B. road, city, ferries)
    .aria-label = Karten filtern
page-picker =
    .aria-label = Kartenkatalog
page-zoom-tile =
    .aria-label = Die Karte, groß: jeder Punkt ist eine Schaltfläche
page-zoom-cancel = Abbrechen

page-read-only = Das Brett ist schreibgeschützt: im YAML-Feld steht Text, der kein YAML ist. Korrigiere ihn oder mache die Änderung rückgängig, um wieder am Brett zu arbeiten.
page-read-only-line = Das Brett ist schreibgeschützt: im YAML-Feld steht Text, der kein YAML ist (Zeile { $line }). Korrigiere ihn oder mache die Änderung rückgängig, um wieder am Brett zu arbeiten.
page-hint-figure = Tippe auf eine Karte, um sie groß zu öffnen, und tippe auf einen Punkt, um die Figur dorthin zu stellen (mit der Maus gehen auch die Punkte auf dem Brett); auf der Karte des Zuges ist das der Einsatz. Tippe auf eine Figur, um sie wegzunehmen.
page-hint-erase = Tippe auf eine Karte, um sie vom Tisch zu nehmen.
page-hint-fits-nowhere = { $tile } passt nirgends auf diesen Tisch.
page-hint-place = Tippe auf ein hervorgehobenes Feld, um { $tile } { $where ->
    [turn] als Karte des Zuges
   *[table] auf den Tisch
} zu legen; tippe noch einmal, um sie zu drehen.
page-hint-start = Wähle unten eine Karte; die Felder, auf die sie passt, leuchten auf. Tippe auf eine gelegte Karte, um sie zu drehen.
page-cannot-turn = { $tile } auf [{ $at }] passt nur so herum: sie lässt sich nicht drehen.
page-fits-nowhere-here = { $tile } passt nicht auf [{ $at }].

page-gap-columns = x { $from } bis { $to }: keine Karten
page-gap-rows = y { $from } bis { $to }: keine Karten
page-square-empty = [{ $at }], leer
page-square-fit = [{ $at }]: { $tile } hier legen
page-square-tile = [{ $at }]: { $tile }, um { $rotation }° gedreht{ $where ->
    [turn] , die Karte des Zuges
   *[table] {""}
}
page-figure-title = { figure-returned } von { $owner } auf { $on }
page-figure-remove = { figure-returned } von { $owner } auf { $on }: wegnehmen
page-spot-label = die Figur auf { $on } stellen
page-zoom-title = Wohin kommt { figure-returned } von { $owner } auf { $tile } bei [{ $at }]?

# Die Aktion unter dem Brett.
page-action =
    .aria-label = Die Aktion
page-action-heading = Die Aktion
page-final = Schlusswertung statt eines Zuges
page-no-tile-yet = Noch keine Karte gelegt: wähle eine und tippe auf ein Feld.
page-turn-line = { $tile } auf [{ $at }], um { $rotation }° gedreht
page-does-not-fit = Die Karte passt so, wie sie liegt, hier nicht: der Schiedsrichter sagt, warum.
page-none = keine
# Ein erlaubter Einsatz: die Figur nach ihrer Kennung (wie `figure-returned` sie nennt) und wohin sie kommt (`page-on-point`, `page-at-corner`, `page-flies-*`).
page-deploy-chip = { figure-returned } { $where }
page-floor-chip = Turmteil auf [{ $at }]
page-capture-chip = fängt { $owner ->
    [none] {""}
   *[other] von { $owner } {""}
}{ $figure ->
    [none] den Gefolgsmann
   *[other] { $figure }
} auf { $on } von [{ $at }]
page-exchange-chip = { $figure } kommt im Austausch zurück
page-tower-top-chip = { figure-returned } oben auf den Turm auf [{ $at }]
page-fairy-chip = Fee neben den Gefolgsmann auf { $on } von [{ $at }]
page-princess-chip = Prinzessin schickt { $owner ->
    [none] {""}
   *[other] von { $owner } {""}
}{ $figure ->
    [none] den Ritter
   *[other] { $figure }
} auf { $on } von [{ $at }] heim
page-festival-chip = Fest: { $figure ->
    [none] deine Figur
   *[other] { $figure }
} auf { $on } von [{ $at }] zurücknehmen
page-portal-chip = { figure-returned } durch das Tor auf { $on } von [{ $at }]
page-dragon-path = Der Weg des Drachen
page-dragon-chip = { $path }
page-dragon = der Drache
page-fairy = die Fee
page-tower-floors = ein Turm mit { $floors ->
    [one] 1 Teil
   *[other] { $floors } Teilen
}
page-prisoners = Gefangene:{" "}
page-deployment = Einsetzen (die erlaubten für dieses Anlegen)
page-phantom = Phantom
page-new-ferry = Die Fähre des neuen Sees
page-flies-to = fliegt nach { $on }
page-flies-nowhere = fliegt, landet nirgends
page-flies-roll-to = fliegt (Wurf { $roll }) nach { $on }
page-flies-roll-nowhere = fliegt (Wurf { $roll }), landet nirgends
page-at-corner = an Ecke { $corner }
page-on-point = auf { $point }
page-abbot-back = Abt zurück von [{ $at }]
page-phantom-where = Phantom { $where }
page-joins = verbindet { $pair }
page-table-ferry = Die Fähre auf dem See bei [{ $at }] auf dem Tisch
page-move-ferry = Die Fähre auf [{ $at }] versetzen (jetzt { $now })
page-leave-it = stehen lassen
page-freed-wagon = Befreiter Wagen von { $player }
page-to-supply = in den Vorrat
page-castle-group = { $player ->
    [none] die kleine Stadt auf [{ $at }]
   *[other] die kleine Stadt von { $player } auf [{ $at }]
}
page-castle-chip = Burg auf { $on } von [{ $at }]
page-escape-group = Flucht eines Ritters aus der Belagerung
page-escape-chip = Flucht: { $figure ->
    [none] Ritter
   *[other] { $figure }
} auf { $on } von [{ $at }]
page-leave-city-group = Figur von { $player } im Viertel { $quarter ->
    [castle] Burg
    [market] Markt
    [blacksmith] Schmiede
   *[cathedral] Kathedrale
} der Stadt
page-leave-city-chip = { $figure ->
    [follower] Gefolgsmann
    [big-follower] großer Gefolgsmann
    [mayor] Bürgermeister
    [wagon] Wagen
    [abbot] Abt
    [phantom] Phantom
   *[other] { $figure }
} auf { $on } von [{ $at }]
page-enter-city-group = eine Figur in die Stadt Carcassonne
page-enter-city-chip = { $figure ->
    [follower] Gefolgsmann
    [big-follower] großer Gefolgsmann
    [mayor] Bürgermeister
    [wagon] Wagen
    [abbot] Abt
    [phantom] Phantom
   *[other] { $figure }
} ins Viertel { $quarter ->
    [castle] Burg
    [market] Markt
    [blacksmith] Schmiede
   *[cathedral] Kathedrale
}
page-move-count-group = der Graf
page-quarter = ins Viertel { $quarter ->
    [castle] Burg
    [market] Markt
    [blacksmith] Schmiede
   *[cathedral] Kathedrale
}

# Der Rahmen des Urteils; die Wörter des Urteils selbst sind die Nachrichten
# weiter unten.
page-judge =
    .aria-label = Das Urteil
page-nothing-judged = Nichts beurteilt
page-pill-unreadable = Link nicht lesbar
page-legal = Erlaubt
page-illegal = Nicht erlaubt
page-broken = Fehlerhafte Eingabe
page-pill-broken = Fehlerhafte Eingabe · Zeile { $line }
page-pill-legal-gains = Erlaubt · { $gains }
page-pill-illegal = Nicht erlaubt · { $rule }
page-broken-note = Das YAML beschreibt keine Stellung mit einer Aktion; es wurde nichts beurteilt.
page-show-in-yaml = Im YAML zeigen
page-line-column = Zeile { $line }, Spalte { $column }
page-broken-rule = Verletzt:{" "}
page-yaml-line = Zeile { $line } des YAML
page-points = Punkte:{" "}
page-back-to-supply = Zurück in den Vorrat:{" "}
page-goods-taken = Genommene Waren:{" "}
page-second-turn = Der Baumeister gewährt einen zweiten Zug.
page-note = Hinweis: { $text }
page-would-be-legal = Was mit dieser Karte erlaubt wäre
page-terminal-report = Der Bericht, wie ihn das Terminal ausgibt
page-after-legal = Der Tisch nach der Aktion
page-after-illegal = Der Tisch (die Aktion ist nicht erlaubt, also ändert sich nichts)
page-draw-after = Zeichnen ({ $count ->
    [one] eine Karte
   *[other] { $count } Karten
})
page-play-on = Von hier weiterspielen
    .title = Der Tisch nach diesem Zug wird die nächste Stellung, und der nächste Spieler ist am Zug
# Der Titel des Szenarios, das ein weitergespielter Zug hinterlässt.
page-played-on-title = { $title }, weitergespielt
page-rule-source = Quelle: { $source }
page-rule-source-dated = Quelle: { $source } ({ $date })
page-rule-status-reason = { $status }: { $reason }
page-rule-close = Schließen

# Der Text, der Link und die Fußzeile.
page-text =
    .aria-label = Der Text des Szenarios
page-yaml-box = Szenario (YAML)
page-yaml =
    .aria-label = YAML des Szenarios
page-share-url =
    .aria-label = Link zu diesem Szenario
page-link-ready = Der Link ist fertig: kopiere ihn.
page-copied = Kopiert.
page-footer = Der Schiedsrichter läuft in dieser Seite; das Szenario verlässt sie nie. Ein geteilter Link trägt das Szenario in seinem Fragment, das Browser nicht an Server schicken.

# Warum ein Link nicht gelesen werden kann: `$reason` von
# `page-link-unreadable`, jeweils ein Satz über den Link („er …“).
page-link-unreadable = Dieser Link kann nicht gelesen werden: { $reason }. Es wurde nichts beurteilt. Lass dir den Link noch einmal schicken oder füge das YAML des Szenarios in das Feld ein.
page-link-unpack-failed = er lässt sich nicht entpacken ({ $error })
page-link-not-a-link = er ist kein Link zu einem Szenario, oder unterwegs hat ihn etwas verändert
page-link-newer = er stammt von einer neueren Version dieser Seite (Linkformat { $version })
page-link-version-damaged = seine Formatversion ist beschädigt
page-link-empty = er enthält kein Szenario
page-link-checksum-missing = seine Prüfsumme fehlt oder ist beschädigt: der Link wurde unterwegs gekürzt oder verändert
page-link-checksum-mismatch = er wurde unterwegs verändert: sein Inhalt passt nicht zu seiner Prüfsumme
page-link-not-text = er entpackt sich nicht zu Text
page-link-odd-character = er enthält „{ $character }“, was ein Szenario-Link nie tut: unterwegs hat ihn etwas verändert
page-link-cut-short = er ist gekürzt oder beschädigt
page-link-too-large = sein Szenario wäre größer als { $limit }, das Höchste, was der Schiedsrichter liest
page-link-damaged = er ist beschädigt oder gekürzt: er lässt sich nicht entpacken

## The rules in the project's own words
# Die Umschreibung jeder Regel (`rule-text-ID`) und, für eine Regel, die der
# Schiedsrichter noch nicht anwendet, der Grund (`rule-reason-ID`). carc liest
# diesen Teil nur, wenn der Text einer Regel gebraucht wird.

rule-text-base-place-tile = Die gezogene Karte wird auf einen freien Platz gelegt, der mit mindestens einer Seite an eine bereits ausliegende Karte grenzt, und so gedreht, dass jede angrenzende Seite zu ihrer Nachbarkarte passt: Stadt an Stadt, Straße an Straße, Wiese an Wiese.
rule-text-base-deploy = Nach dem Anlegen der Karte darf der Spieler eine Figur aus seinem eigenen Vorrat in ein Gebiet dieser Karte einsetzen (eine Straße, eine Stadt, ein Kloster oder eine Wiese) oder auf das Einsetzen verzichten. Infrage kommen nur Gebiete der gerade gelegten Karte.
rule-text-base-deploy-occupied = Eine Figur darf nicht in ein Gebiet eingesetzt werden, in dem irgendwo bereits ein Gefolgsmann steht, gleich wem dieser Gefolgsmann gehört und wie viele Karten entfernt er steht. Gebiete, die von mehreren Spielern besetzt sind, entstehen nur, wenn eine Karte getrennt besetzte Teile verbindet.
rule-text-base-score-road = Eine Straße ist abgeschlossen, wenn sie an beiden Enden begrenzt ist: durch eine Kreuzung, eine Stadt, ein Kloster, eine Sackgasse oder dadurch, dass sie sich zu einem Ring schließt. Sie bringt 1 Punkt für jede Karte, über die sie verläuft (jede Karte zählt einmal).
rule-text-base-score-city = Eine Stadt ist abgeschlossen, wenn ihre Stadtmauer lückenlos geschlossen ist. Sie bringt 2 Punkte pro Karte und 2 weitere pro Wappen; in der neuen Ausgabe bringt auch eine Stadt aus nur zwei Karten 4 Punkte.
rule-text-base-score-monastery = Ein Kloster ist abgeschlossen, wenn auf allen acht Plätzen um es herum Karten liegen; es bringt dann 9 Punkte: einen für die eigene Karte und je einen für jede Nachbarkarte.
rule-text-base-majority = Wird ein Gebiet gewertet, zählt jeder Spieler die Stärke seiner Gefolgsleute darin zusammen. Der Spieler mit der höchsten Summe erhält den vollen Wert; haben mehrere Spieler gleichauf die höchste Summe, erhält jeder von ihnen den vollen Wert; alle anderen gehen leer aus.
rule-text-base-return = Nach der Wertung eines abgeschlossenen Gebiets kehrt jede Figur darin in den Vorrat ihres Besitzers zurück, gleich ob dieser Punkte erhalten hat oder nicht.
rule-text-base-final-road = Bei Spielende bringt eine nicht abgeschlossene Straße der Mehrheit 1 Punkt pro Karte, genau wie eine abgeschlossene.
rule-text-base-final-city = Bei Spielende zählt eine nicht abgeschlossene Stadt die Hälfte: 1 Punkt pro Karte und 1 pro Wappen.
rule-text-base-final-monastery = Bei Spielende bringt ein nicht abgeschlossenes Kloster 1 Punkt für die eigene Karte plus 1 für jede Karte auf seinen acht Nachbarplätzen.
rule-text-base-score-farm = Bei Spielende wird jede Wiese (eine zusammenhängende Wiesenfläche, begrenzt durch Straßen, Städte und den Rand der Auslage) für die Mehrheit ihrer Bauern gewertet: 3 Punkte für jede abgeschlossene Stadt, die an sie grenzt. Eine Stadt, die an mehrere Wiesen grenzt, zählt für jede von ihnen, aber nur einmal pro Wiese.
rule-text-base-final-scoring = Ist die letzte Karte gelegt, wird jedes Gebiet, in dem noch Figuren stehen, mit seinem Wert bei Spielende gewertet, danach die Wiesen; die Figuren werden vom Spielfeld genommen, sobald ihr Gebiet gewertet ist.
rule-text-big-follower-strength = Der große Gefolgsmann wird wie ein Gefolgsmann eingesetzt und darf überall stehen, wo ein Gefolgsmann stehen darf, zählt aber bei der Ermittlung der Mehrheit in seinem Gebiet wie zwei Gefolgsleute.
rule-text-phantom-deploy = Nach dem üblichen Einsetzen (oder stattdessen) darf ein Spieler sein Phantom nach den üblichen Regeln auf der gerade gelegten Karte einsetzen, und zwar in ein anderes Gebiet als das, in das seine erste Figur in diesem Zug gekommen ist. Es zählt als ein Gefolgsmann.
rule-text-abbot-deploy = Statt eines Gefolgsmanns darf ein Spieler seinen Abt einsetzen, aber nur in ein Kloster oder einen Garten der gerade gelegten Karte. Der Abt zählt als ein Gefolgsmann.
rule-text-abbot-garden = Ein Garten darf nur von einem Abt besetzt werden; keine andere Figur darf dort eingesetzt werden. Er wird wie ein Kloster gewertet: 9 Punkte, wenn alle acht Nachbarkarten liegen, sonst bei Spielende 1 plus die Anzahl der Nachbarkarten.
rule-text-abbot-take-back = Statt einzusetzen darf ein Spieler seinen eigenen Abt aus einem nicht abgeschlossenen Kloster oder Garten zurücknehmen und ihn sofort wie bei Spielende werten (1 plus seine Nachbarkarten, die gerade gelegte Karte eingeschlossen). Ein Abt, dessen Gebiet durch die gerade gelegte Karte abgeschlossen wird, kann nicht zurückgenommen werden; dieses Gebiet wird normal gewertet (readings §7).
rule-text-builder-deploy = Statt eines Gefolgsmanns darf ein Spieler seinen Baumeister auf eine Straße oder in eine Stadt der gerade gelegten Karte stellen, aber nur, wenn in diesem Gebiet bereits einer seiner eigenen Gefolgsleute steht. Der Baumeister ist kein Gefolgsmann: Er besetzt nichts und zählt nicht für die Mehrheit, und er kehrt zurück, sobald sein Gebiet gewertet ist oder dort kein Gefolgsmann seines Besitzers mehr steht.
rule-text-builder-double-turn = Legt ein Spieler eine Karte, die eine Straße oder Stadt mit seinem Baumeister erweitert, macht er direkt im Anschluss einen zweiten Zug. Nur das Legen einer Karte kann ihn auslösen, und nur einmal pro Zug.
rule-text-pig-deploy = Statt eines Gefolgsmanns darf ein Spieler sein Schwein auf eine Wiese der gerade gelegten Karte stellen, aber nur, wenn auf dieser Wiese bereits einer seiner eigenen Bauern steht. Das Schwein ist kein Gefolgsmann und zählt nicht für die Mehrheit.
rule-text-pig-score = Wird eine Wiese gewertet, erhält ein Spieler, der dort die Mehrheit der Bauern und außerdem ein Schwein auf dieser Wiese hat, 1 Punkt mehr pro abgeschlossener Stadt (bei Spielende 4 statt 3). Ein Schwein hilft nur einem Spieler, der die Wiese gewinnt.
rule-text-abbey-mayor-wagon-nearby = Mit `variants: {"{"}wagon-move: nearby{"}"}` wendet der Schiedsrichter statt der Regel der CAR die Regel der neuen Ausgabe an: Nach der Wertung darf der Wagen in eine nicht abgeschlossene, unbesetzte Straße, Stadt oder in ein solches Kloster fahren, das einen Teil auf dem Platz des Wagens selbst oder auf einem der acht Plätze um ihn herum hat, notfalls über Wiesen hinweg und ohne dass eine aufgedruckte Verbindung nötig ist. Standard ist die Regel der CAR (erste Ausgabe).
rule-text-abbey-mayor-abbey = Statt eine Karte zu ziehen, darf ein Spieler seine Abteikarte auf einen Platz legen, auf dessen vier Nachbarplätzen Karten liegen; sie passt an jede Kante. Sie schließt jede Straße, Stadt und Wiese ab, die an sie grenzt, ohne als Karte dieser Gebiete mitzuzählen, und wird wie ein Kloster gewertet.
rule-text-car-mayor = Ein Spieler darf statt eines Gefolgsmanns den Bürgermeister einsetzen, aber nur in eine Stadt der gelegten Karte, in der noch kein Ritter steht; alle anderen Regeln zum Einsetzen gelten weiterhin. Der Bürgermeister kommt nur in Städte, nie auf eine Straße, in ein Kloster oder auf eine Wiese.
rule-text-car-mayor-strength = Bei der Wertung einer Stadt zählt ein Gefolgsmann 1, ein großer Gefolgsmann 2 und der Bürgermeister so viel, wie die ganze Stadt Wappen hat; ein Bürgermeister in einer Stadt ohne Wappen zählt also 0 und bringt nichts ein. Der Bürgermeister ändert die Punkte der Stadt nicht und kehrt nach der Wertung der Stadt in den Vorrat seines Besitzers zurück.
rule-text-car-wagon = Ein Spieler darf statt eines normalen Gefolgsmanns den Wagen auf eine Straße, in eine Stadt oder in ein Kloster der gelegten Karte einsetzen, in dem kein anderer Gefolgsmann steht. Ein Wagen kommt nie auf eine Wiese.
rule-text-car-wagon-move = Bei der Wertung seines Gebiets zählt der Wagen als gewöhnlicher Gefolgsmann. Danach nimmt sein Besitzer ihn zurück, gleich ob er gewonnen oder verloren hat, oder fährt ihn in ein direkt verbundenes Gebiet (Straße, Stadt oder Kloster), das noch nicht abgeschlossen und unbesetzt ist; gibt es kein solches Gebiet, muss der Wagen in den Vorrat zurück. Der Schiedsrichter wendet standardmäßig diese Regel der Verbindung an und die Nähe-Regel der neuen Ausgabe nur als Variante (readings §3).
rule-text-car-wagon-order = Werden in einem Wertungsschritt mehrere Wagen frei, entscheiden ihre Besitzer nacheinander, ob sie sie zurücknehmen oder bewegen, beginnend beim aktiven Spieler und weiter im Uhrzeigersinn. Bei der Schlusswertung bewegt der Schiedsrichter keinen Wagen (readings §3.9).
rule-text-car-barn = Statt eines Gefolgsmanns darf ein Spieler die Scheune auf eine Ecke setzen, an der vier Karten zusammenstoßen, darunter die gerade gelegte Karte, und an der alle vier Karten Wiese zeigen. Auf der Wiese dürfen bereits Bauern stehen, aber keine andere Scheune; die Scheune bleibt dann bis Spielende stehen.
rule-text-car-barn-score-place = Bauern, die bereits auf der Wiese stehen, werden so gewertet wie bei Spielende: Die Spieler mit der Mehrheit erhalten 3 Punkte pro abgeschlossener Stadt, dazu 1 pro Stadt für das Schwein eines Mehrheitsspielers, gleich ob der Besitzer der Scheune zu ihnen gehört. Danach kehren die Bauern (und Schweine) in den Vorrat zurück, während die Scheune stehen bleibt.
rule-text-car-barn-score-join = Niemand darf einen Bauern auf eine Wiese mit Scheune einsetzen. Verbindet eine gelegte Karte eine Wiese mit Bauern mit einer Wiese mit Scheune, wird die Mehrheit der Bauern sofort gewertet, erhält aber nur 1 Punkt pro abgeschlossener Stadt (2 mit Schwein), und diese Bauern kehren zu ihren Besitzern zurück.
rule-text-car-barn-final = Bei Spielende erhält der Besitzer einer Scheune 4 Punkte für jede abgeschlossene Stadt, die an die Wiese der Scheune grenzt, und 5 für jede Burg dort (castles:farm, readings §1.12). Liegen durch verbindende Karten mehrere Scheunen auf einer Wiese, erhält jeder Besitzer die volle Punktzahl; der Schiedsrichter zahlt jedem Spieler pro Wiese einmal aus, gleich wie viele seiner Scheunen darauf stehen (readings §4.5).
rule-text-car-barn-stays = Einmal gesetzt, bleibt die Scheune bis Spielende an ihrer Ecke: Der Drache kann sie nicht entfernen, und ein Turm kann sie nicht gefangen nehmen.
rule-text-car-fn154 = Jeder Gefolgsmann, der in einer Stadt steht, auch der Bürgermeister, gilt als Ritter dieser Stadt. Der Bürgermeister braucht also eine Stadt, in der keinerlei Gefolgsmann steht.
rule-text-car-fn155 = Die Big Box 2 von RGG verlangt eine Stadt ohne Ritter und ohne Gefolgsmann, und manche Auflagen sagen „weder Ritter noch Bürgermeister“. Keine der beiden Formulierungen ändert die Regel, denn der Bürgermeister und alle anderen Gefolgsleute in einer Stadt sind ohnehin Ritter.
rule-text-car-fn156 = Ein Wagen in einer Stadt ist ein Gefolgsmann; diese Stadt ist also bereits besetzt, und der Bürgermeister darf nicht in sie eingesetzt werden.
rule-text-car-fn157 = Der Bürgermeister darf über die Flugmaschine eingesetzt werden, darf aber nur in einer nicht abgeschlossenen Stadt auf der Landekarte landen; bietet diese Karte keine, kehrt der Bürgermeister in den Vorrat seines Besitzers zurück.
rule-text-car-fn158 = Ein Bürgermeister darf das Magische Tor benutzen, aber nur, um in eine Stadt zu gelangen, die nicht abgeschlossen ist und in der kein Ritter steht.
rule-text-car-fn159 = Der Drache kann den Bürgermeister oder den Wagen fressen, ein Turm kann jeden der beiden gefangen nehmen, und eine Prinzessin kann jeden der beiden nach Hause schicken. Beide dürfen außerdem in das passende Viertel der Stadt Carcassonne gestellt werden und durch ein Magisches Tor reisen. Der Richter entscheidet jeden Teil: Turm, Drache, Prinzessin und Magisches Tor sowie die Stadt, in der der Bürgermeister nur im Burgviertel steht und der Wagen in jedem Viertel außer dem Markt (count:figures).
rule-text-car-fn160 = Keine dieser drei Figuren darf auf einem Turm stehen; jede kommt nur in die Gebiete, die ihre eigene Regel nennt.
rule-text-car-fn161 = Ein Bürgermeister darf nicht in eine Burg eingesetzt werden.
rule-text-car-fn162 = Die Ausgabe von RGG ergänzt ein Beispiel, in dem eine Stadt mit drei Wappen den Bürgermeister so viel wert macht wie drei Gefolgsleute. Es wiederholt nur die Regel; der Schiedsrichter zählt die Wappen der ganzen Stadt im Moment ihrer Wertung.
rule-text-car-fn163 = Die Big Box 2 von HiG ist die erste Auflage, die ausdrücklich sagt, dass ein Bürgermeister in einer Stadt ohne Wappen nichts einbringt, und bestätigt damit eine ältere FAQ-Antwort (car:fn164). Der Schiedsrichter wendet das über car:mayor-strength an.
rule-text-car-fn164 = Ein Bürgermeister in einer Stadt ohne Wappen besetzt sie trotzdem, sodass niemand dort einsetzen darf. Bei der Wertung zählt er nichts und wird behandelt, als stünde dort kein Gefolgsmann: Sein Besitzer erhält keine Punkte, und hat niemand eine Stärke über 0, erhält niemand Punkte für die Stadt.
rule-text-car-fn165 = Gelangt ein Bürgermeister doch in eine Burg, ist die Burg besetzt; Burgen haben aber keine Wappen, also zählt der Bürgermeister 0, und sein Besitzer erhält nichts, wenn die Burg abgeschlossen wird.
rule-text-car-fn166 = Der Kommentator sagt, die Wagenregel sollte von „keinem anderen Gefolgsmann“ statt von „keiner anderen Figur“ sprechen. Im Rahmen dieses Schiedsrichters unterscheiden sich die beiden Lesarten auf einer Straße, in einer Stadt oder in einem Kloster nie, und der Schiedsrichter verweigert den Wagen überall, wo bereits irgendeine Figur steht (readings §3).
rule-text-car-fn167 = Die Ausgabe von RGG formuliert die Bedingung als „kein anderer Wagen oder Gefolgsmann“. Das vermeidet Unklarheiten um das Wort „Figur“, legt aber fälschlich nahe, der Wagen sei kein Gefolgsmann; am Spiel ändert sich nichts.
rule-text-car-fn168 = Wiederholt car:fn159 für den Wagen: Der Drache darf ihn fressen, ein Turm darf ihn gefangen nehmen, eine Prinzessin darf ihn entfernen, und er darf sein Viertel der Stadt Carcassonne betreten oder durch ein Magisches Tor reisen, genau wie der Bürgermeister. Der Richter entscheidet jeden Teil: Turm, Drache, Prinzessin und Magisches Tor sowie die Stadt, in der der Bürgermeister nur im Burgviertel steht und der Wagen in jedem Viertel außer dem Markt (count:figures).
rule-text-car-fn169 = Wiederholt car:fn160 für den Wagen: Diese Figuren dürfen nicht auf einen Turm gestellt werden, sondern nur in die Gebiete, die ihre eigenen Regeln erlauben.
rule-text-car-fn170 = Verbunden sind Straßen, die sich an einer Kreuzung treffen, sowie eine Straße, die geradewegs in ein Stadttor oder ein Kloster führt; zwei Städte sind nie verbunden, auch nicht dort, wo sich ihre Mauern an einer Kartenecke berühren, daher muss der Wagen über Straßen fahren. Ein Zusatz des Herausgebers in eckigen Klammern, dem der Schiedsrichter folgt, ergänzt: Eine Straße, die eine Stadt nur in einem Punkt statt an einem Tor berührt oder in einem Tunnel unter ihr hindurchführt, ist nicht mit dieser Stadt verbunden.
rule-text-car-fn171 = Eine Kreuzung gehört zu den Straßen, daher darf ein Wagen sie nur passieren, wenn er von einer Straße aus losgefahren ist; ein Wagen, der eine Stadt verlässt, kann keine Kreuzung benutzen, um eine andere Stadt zu erreichen. Auch die winzigen Straßenstücke, auf die keine Gefolgsleute gestellt werden dürfen, sind keine Ziele.
rule-text-car-fn172 = Ein Wagen darf kein Gebiet durchqueren, um ein anderes zu erreichen; als Gebiet zählt alles, was ein Gefolgsmann beanspruchen kann oder was eine Wirkung auslöst, sodass ein Kloster zwischen zwei Straßen den Weg versperrt. Das kehrt eine ältere Antwort um. Der Schiedsrichter entscheidet den Teil mit dem Kloster; Basare, Kornkreise und Jahrmärkte benötigen Erweiterungen, die noch nicht umgesetzt sind.
rule-text-car-fn173 = Der Wagen darf auf eine Abtei eingesetzt werden. Nach der Wertung darf er von der Abtei auf eine Straße oder in eine Stadt fahren, die direkt an sie grenzt, oder von einer solchen Straße oder Stadt auf die Abtei, sofern das Ziel noch nicht abgeschlossen ist.
rule-text-car-fn174 = Ein Wagen darf von einer Stadt in ein Kloster fahren, das in ihr liegt, oder umgekehrt, denn eine gemeinsame Kante oder Fläche genügt für eine Verbindung, und es ist keine Straße nötig.
rule-text-car-fn175 = Fährt ein Wagen in ein Gebiet, wählt sein Besitzer die Karte, auf der er steht, etwa eine beliebige Karte einer Straße aus fünf Karten statt der nächstgelegenen. Das beeinflusst die Wertung nicht und ist nur für Erweiterungen wichtig, die einzelne Karten betreffen.
rule-text-car-fn176 = Die Fassung von RGG ergänzt, dass der Wagen bei der Wertung immer als Gefolgsmann behandelt wird. Der Schiedsrichter gibt ihm die Stärke 1 und lässt ihn nach der Wertung seines Gebiets weiterfahren, gleich ob sein Besitzer gewonnen oder verloren hat.
rule-text-car-fn177 = Ein Wagen, der statt eines Gefolgsmanns in ein Gebiet eingesetzt wird, das dieselbe Karte abschließt, wird sofort gewertet und darf dann weiterfahren, alles im selben Zug. Ein Hinweis in eckigen Klammern ergänzt, dass das Bewegen des Wagens den Schritt des Einsetzens nicht ersetzt.
rule-text-car-fn178 = Eine Scheune darf nicht in die Stadt Carcassonne gestellt werden und nicht durch ein Magisches Tor reisen. Beide Teile werden entschieden: `enter-city` mit der Scheune wird abgelehnt, ebenso die Scheune durch ein Tor. An einer Ecke der Stadtfelder außerhalb der Mauer, wo vier Wiesen zusammentreffen, darf eine Scheune dennoch stehen wie auf jeder Wiese.
rule-text-car-fn179 = Wiederholt car:fn160 für die Scheune: Sie darf nicht auf einen Turm gesetzt werden, sondern nur dorthin, wo ihre eigene Regel es erlaubt.
rule-text-car-fn180 = Ein Vulkan auf einer der Karten hindert nicht daran, auf dieser Karte eine Scheune zu platzieren.
rule-text-car-fn181 = Die Fee darf nicht neben eine Scheune gestellt werden, da eine Scheune kein Gefolgsmann ist.
rule-text-car-fn182 = Die Auflage von RGG streicht den Satz, der eine Scheune auf einer Wiese verbietet, auf der bereits eine steht. Der Schiedsrichter behält die Regel bei, die RGG, wie car:fn189 zeigt, an anderer Stelle nennt.
rule-text-car-fn183 = Obwohl eine Scheune sonst bis Spielende stehen bleibt, kann eine Karte aus Das Fest sie vom Spielfeld nehmen.
rule-text-car-fn184 = „Sofort“ bedeutet, dass die Bauern im normalen Wertungsschritt dieses Zuges gewertet und entfernt werden, statt bis Spielende stehen zu bleiben; das Spiel wird nicht für eine eigene Wertung unterbrochen. Alles, was in einem Zug vor der Wertung kommt, geschieht zuerst, daher zählen Städte mit, die dieselbe Karte abschließt.
rule-text-car-fn185 = Das Platzieren einer Scheune und die Wertung ihrer Wiese sind eine Gelegenheit, einen Gefolgsmann aus der Stadt Carcassonne zu holen: Ein Gefolgsmann vom Markt darf direkt nach dem Platzieren der Scheune auf die Wiese ziehen, bevor die Bauern gewertet werden. Ein Hinweis des Herausgebers in eckigen Klammern regt an, dass auch das Verbinden der Wiese eines Bauern mit einer Scheunenwiese diese Gelegenheit bieten sollte.
rule-text-car-fn186 = Eine belagerte Stadt bringt weiterhin doppelte Punkte, wenn sie an eine Wiese mit Scheune grenzt.
rule-text-car-fn187 = Lässt die Scheune eines Spielers nur Bauern anderer Spieler punkten, darf dieser Spieler trotzdem einen Gefolgsmann in die Stadt Carcassonne stellen; entscheidend sind die Punkte, die in diesem Moment vergeben werden, nicht die spätere Wertung der Scheune.
rule-text-car-fn188 = Die Ausgabe von RGG ergänzt, dass die Scheune anders als die Bauern nach dieser Wertung nicht entfernt wird. Das ergibt sich bereits aus der Regel; der Schiedsrichter lässt die Scheune auf dem Spielfeld.
rule-text-car-fn189 = Auf eine Wiese mit Scheune darf kein Bauer eingesetzt werden. Der Text von RGG ergänzt, dass eine Scheune nicht auf eine Wiese gesetzt werden darf, auf der bereits eine steht, dass eine Karte später aber zwei Wiesen mit je einer Scheune verbinden darf.
rule-text-car-fn190 = Wie beim Platzieren einer Scheune werden die Bauern, die an eine Scheunenwiese angeschlossen werden, im gewöhnlichen Wertungsschritt dieses Zuges gewertet und entfernt, ohne eigene Unterbrechung; alles, was in dem Zug vor der Wertung fällig ist, geschieht zuerst.
rule-text-car-fn191 = Da das Verbinden einer Wiese mit einer Scheunenwiese eine Wertung ist, darf ein Gefolgsmann die Stadt Carcassonne verlassen und auf diese Wiese ziehen; er wird sofort mit 1 Punkt pro Stadt gewertet und steht bei der Schlusswertung daher nicht auf der Wiese.
rule-text-car-fn192 = Das Schwein darf auf die neu gelegte Karte gesetzt werden, die eine Wiese mit einer Scheunenwiese verbindet, obwohl diese Wiese bereits besetzt ist. Es wird vor dem Wertungsschritt eingesetzt, daher erhöht das Schwein eines Mehrheitsspielers die Wertung auf 2 pro Stadt.
rule-text-car-fn193 = Die Ausgabe von RGG ergänzt, dass Städte zählen, egal wie weit sie von der Scheune entfernt liegen, vermutlich um den Spielern den Umstieg auf die Wiesenwertung der dritten Ausgabe zu erleichtern. Der Schiedsrichter zählt jede abgeschlossene Stadt, die an die Wiese der Scheune grenzt.
rule-text-car-fn194 = Der Satz, der Scheunen jeden Bonus durch eine Schweineherde verweigert, erschien zuerst in der Big Box 2 von HiG und bestätigte eine ältere FAQ; die Big Box 3 lässt ihn weg, vermutlich weil Der Fluss II nicht in dieser Box enthalten ist. Der Schiedsrichter wendet ihn an: Bei Spielende wertet der Besitzer einer Scheune eine Wiese mit der Schweineherde wie jede andere, und das Urteil sagt, dass die Herde nichts hinzufügt (readings §4.6).
rule-text-car-fn195 = Diese Anmerkung sagt, eine Schweineherde könne einen Punkt pro Stadt hinzufügen, wenn eine Scheune auf der Wiese steht, was fn194 zu widersprechen scheint. Der Schiedsrichter liest sie als Wertung der Bauern auf einer Scheunenwiese, wie die Übersichtstabellen sie aufführen: Bauern, die beim Einsetzen einer Scheune gewertet werden, erhalten auf der Wiese der Herde 4 pro Stadt, und Bauern, die an eine Scheunenwiese mit der Herde angeschlossen werden, 2; die eigene Schlusswertung der Scheune lässt die Herde unberücksichtigt (car:fn194, readings §4.6).
rule-text-ferries-place = Wer eine Seekarte legt, setzt eine Fähre aus dem Vorrat so auf deren See, dass sie zwei Straßenenden der Karte nach Wahl dieses Spielers verbindet; jedes andere Straßenende der Karte endet am See. Laut ferries:fn1 geschieht dies unabhängig davon, ob ein Gefolgsmann eingesetzt wurde, und die Fähre kommt nach dem Gefolgsmann.
rule-text-ferries-move = Verlängert eine gelegte Karte eine Straße, darf der Spieler in jeder Richtung, in der die Straße von dieser Karte aus verläuft, die nächstgelegene Fähre versetzen, über die die Straße führt; so können bis zu vier Fähren versetzt werden. Eine versetzte Fähre muss weiterhin zwei Straßenenden verbinden und darf die verlängerte Straße verlassen. Die eigene Fähre einer neuen Seekarte wird zuerst gesetzt, und keine Fähre wird in einem Zug mehr als einmal gesetzt oder versetzt.
rule-text-ferries-score = Gebiete, die durch eine Seekarte oder ihre Fähre abgeschlossen werden, und Straßen, die durch das Versetzen einer Fähre abgeschlossen werden, werden wie üblich im Wertungsschritt gewertet; nicht abgeschlossene werden bei Spielende normal gewertet. Das Versetzen einer Fähre kann auch eine bereits gewertete Straße wieder öffnen; wird sie erneut abgeschlossen, wird sie erneut voll gewertet (readings §5.5).
rule-text-ferries-fn1 = Auf eine neu gelegte Seekarte wird jedes Mal eine Fähre gesetzt, gleich ob der Spieler einen Gefolgsmann eingesetzt hat oder nicht; der Haupttext liest sich, als hinge das davon ab, dass ein Wegelagerer eingesetzt wurde.
rule-text-ferries-fn2 = Eine Fähre darf nur versetzt werden, wenn die verlängerte Straße tatsächlich über sie führt. Eine Straße, die an einem Ende, das die Fähre nicht anfährt, auf den See trifft, endet dort; wer diese Straße verlängert, erhält also kein Recht, die Fähre zu versetzen.
rule-text-ferries-fn3 = Folgt man der Straße von der neu gelegten Karte aus nach außen, darf der Spieler die erste Fähre versetzen, auf die er trifft, aber keine, die weiter entfernt liegt.
rule-text-ferries-fn4 = Eine Auslegung der Community: Schon das Versetzen einer Fähre, ohne dass eine Karte die Straße verlängert, kann eine Straße abschließen, denn ein Straßenende an einem See, das keine Fähre anfährt, ist ein geschlossenes Ende. Der Schiedsrichter wertet eine solche Straße im Wertungsschritt (readings §5).
rule-text-ferries-fn5 = Trennt das Versetzen einer Fähre einen Baumeister auf einer Straße vom Gefolgsmann seines Besitzers, kehrt der Baumeister zu seinem Besitzer zurück, gleich ob dieser Gefolgsmann noch auf irgendeiner Straße steht oder nicht. Der Schiedsrichter lässt den Baumeister stehen, wenn ein anderer Gefolgsmann desselben Besitzers auf der neuen Straße des Baumeisters steht, da die Baumeisterregel nur einen verlangt (readings §5).
rule-text-flier-fly = Nach dem Legen einer Karte mit Flugmaschine darf ein Spieler statt des normalen Einsetzens einen Gefolgsmann auf die Flugmaschine stellen, würfeln und ihn 1 bis 3 Plätze geradeaus in Flugrichtung der Maschine bewegen, auch diagonal. Er muss in einem nicht abgeschlossenen Gebiet (Straße, Stadt oder Kloster) der dort liegenden Karte landen, auch in einem bereits besetzten, und übernimmt die Rolle dieses Gebiets; auf einer Wiese darf er nie landen.
rule-text-flier-crash = Liegt auf dem erreichten Platz keine Karte oder bietet die Karte dort nur abgeschlossene Gebiete und Wiesen, kehrt die fliegende Figur in den Vorrat ihres Besitzers zurück, und der Spieler setzt an ihrer Stelle keine andere Figur ein. Der spätere eigene Schritt des Phantoms ist davon getrennt (readings §6).
rule-text-flier-fn1 = Jede Art von Gefolgsmann darf die Flugmaschine benutzen, da er nicht auf der Maschine bleibt; er muss aber in einem Gebiet landen, das diese Figur normalerweise besetzen dürfte, z. B. der Bürgermeister nur in einer Stadt. Scheune, Baumeister und Schwein sind keine Gefolgsleute und können nicht fliegen.
rule-text-flier-fn2 = Ein Phantom darf die Flugmaschine benutzen. Ist in diesem Zug bereits ein normaler Gefolgsmann geflogen, gilt die Flugmaschine als beanspruchtes Gebiet; das Phantom kann sie dann nicht ebenfalls benutzen und darf nur in ein anderes Gebiet der gelegten Karte.
rule-text-flier-fn3 = Ein Gebiet gilt als abgeschlossen, sobald die Karte gelegt ist, die es abschließt; eine fliegende Figur darf also in nichts landen, was diese Karte gerade abgeschlossen hat. Landeplätze sind nur nicht abgeschlossene Gebiete.
rule-text-flier-fn4 = Eine fliegende Figur darf in Gebieten rund um die Stadt Carcassonne oder rund um das Glücksrad landen, aber nicht in der Stadt oder auf dem Rad selbst, und sie darf auf den Straßen der Schulkarten landen. Der Richter entscheidet den Teil der Stadt: ein Flug zählt die Felder der Stadt wie alle anderen, darf auf Straßen, Stadtkappen und Wiesen außerhalb ihrer Mauer landen und findet innerhalb nichts zum Landen (die Figur geht in den Vorrat zurück); kein Flug erreicht ein Viertel. Glücksrad und Schulkarten gehören zu anderen Schachteln, die nicht umgesetzt sind: dieser Teil bleibt unentschieden (docs/rules.md).
rule-text-flier-fn5 = Eine fliegende Figur darf nur auf einer Straße, in einer Stadt oder in einem Kloster landen, nie in einem anderen Gebiet; nur ein Abt darf auch in einem Garten landen (erstmals entschieden 2/2013, aktualisiert 3/2015). Auch ein Magisches Tor auf der erreichten Karte ist kein Landeplatz: die Figur landet auf einem Gebiet dieser Karte und reist nie durch das Tor weiter. Der Schiedsrichter entscheidet beide Teile.
rule-text-flier-fn6 = Der Bürgermeister darf fliegen, darf aber nur in einer nicht abgeschlossenen Stadt auf der Landekarte landen; hat diese Karte keine, kehrt der Bürgermeister in den Vorrat seines Besitzers zurück (wie car:fn157).
rule-text-flier-fn7 = Der Abt darf fliegen, darf aber nur in einem nicht abgeschlossenen Kloster oder Garten landen; Gärten sind erlaubt, obwohl die Hauptregel nur Straßen, Städte und Klöster nennt. Gibt es auf der Landekarte keines von beiden, kehrt der Abt in den Vorrat seines Besitzers zurück.
rule-text-flier-fn8 = Eine Auslegung der Community: Durch fliegende Figuren können Figuren mehrerer Spieler in einem Kloster oder Garten stehen; dann erhalten nur die Spieler mit der größten Stärke dort die Punkte, wie bei anderen Gebieten.
rule-text-ic-inn = Eine Straße mit mindestens einem Wirtshaus daneben bringt beim Abschluss 2 Punkte für jede ihrer Karten statt 1; ein zweites Wirtshaus an derselben Straße bringt nichts dazu. Das Wirtshaus zählt nur für seine eigene Straße: Eine Kreuzung oder ein Stadttor beendet die Straße und damit auch das Wirtshaus.
rule-text-ic-inn-unfinished = Bei Spielende ist eine Straße mit Wirtshaus, die noch offen ist, gar nichts wert: Ihre Gefolgsleute erhalten 0 Punkte, die Mehrheit wird trotzdem ermittelt, und die Figuren kehren heim.
rule-text-ic-cathedral = Eine Stadt mit einer oder beiden Kathedralen bringt beim Abschluss 3 Punkte für jede ihrer Karten und jedes ihrer Wappen statt 2. Wiesen ändert das nicht: Für Bauern ist sie eine abgeschlossene Stadt wie jede andere.
rule-text-ic-cathedral-unfinished = Bei Spielende ist eine Stadt mit Kathedrale, die noch offen ist, gar nichts wert, wer sie auch hält.
rule-text-tb-goods = Wer eine Stadt durch das Anlegen einer Karte abschließt, nimmt für jedes Warensymbol (Wein, Getreide, Stoff) irgendwo in dieser Stadt ein Plättchen. Es spielt keine Rolle, wer die Stadt hält, ob der Spieler selbst eine Figur darin hat oder ob überhaupt jemand für sie punktet. Eine bei Spielende offene Stadt bringt keine Waren.
rule-text-tb-goods-scoring = In der Schlusswertung wird jede Ware für sich gewertet: Wer die meisten Plättchen davon hat, erhält 10 Punkte; haben mehrere gleich viele und die meisten, erhält jeder von ihnen 10. Eine Ware, die niemand hat, bringt nichts.
rule-text-tb-alone = Ein Baumeister oder ein Schwein braucht einen Gefolgsmann seines Besitzers in seinem Gebiet. Verlässt der letzte solche Gefolgsmann das Gebiet, bevor es gewertet wird (etwa weil ein Turm ihn gefangen nimmt), geht der Baumeister oder das Schwein sofort in den Vorrat seines Besitzers zurück.
rule-text-tower-floors = Jeder Spieler beginnt mit eigenen Turmteilen: je 10 bei zwei Spielern, 9 bei drei, 7 bei vier, 6 bei fünf und 5 bei sechs. Ein Turmteil kommt aus dem Vorrat des Spielers; ohne ein übriges kann er keines bauen.
rule-text-tower-floor = Nach dem Anlegen der Karte darf ein Spieler, statt eine Figur einzusetzen, eines seiner Turmteile auf ein beliebiges Turmfundament auf dem Tisch setzen, auf der gerade gelegten Karte oder einer anderen, oder auf einen Turm, der noch offen ist. Gebaut gehört ein Turmteil niemandem mehr. Ein Turm mit einem Gefolgsmann obenauf nimmt keine Teile mehr.
rule-text-tower-top = Nach dem Anlegen der Karte darf ein Spieler, statt einzusetzen, einen seiner Gefolgsleute oben auf einen offenen Turm (mit mindestens einem Teil) stellen; damit ist der Turm abgeschlossen. Der Gefolgsmann bleibt dort für den Rest des Spiels, sofern ihn kein Turm gefangen nimmt, und wertet nie. Ein leeres Fundament kann nicht abgeschlossen werden.
rule-text-tower-capture = Gleich nach dem Bau eines Turmteils darf der Spieler einen Gefolgsmann von einer Karte in Reichweite des Turms vom Tisch nehmen, gleich wem er gehört. Der eigene geht in seinen Vorrat zurück, jeder andere wird sein Gefangener. Gefangen werden nur Gefolgsleute, nie eine Scheune, ein Baumeister oder ein Schwein. Das geschieht vor der Wertung des Zuges, der Gefangene wertet also nicht.
rule-text-tower-reach = Ein Turm reicht auf seine eigene Karte und geradeaus nach Norden, Osten, Süden und Westen so viele Karten weit, wie er Teile hat, das gerade gebaute eingerechnet. Leere Felder und andere Türme halten ihn nicht auf; diagonale Karten liegen außer Reichweite.
rule-text-tower-exchange = Sobald zwei Spieler je einen Gefolgsmann des anderen halten, werden die beiden ausgetauscht und gehen in den Vorrat ihrer Besitzer zurück. Hält einer mehrere Arten des anderen, wählt der Besitzer, welcher zurückkommt.
rule-text-tower-ransom = Einmal in seinem Zug darf ein Spieler einen seiner Gefolgsleute, den ein anderer gefangen hält, freikaufen, indem er diesem 3 Punkte zahlt; der Freigekaufte kommt in seinen Vorrat zurück. Der Richter lässt vor dem Anlegen zahlen, sodass der Freigekaufte im selben Zug eingesetzt werden kann.
rule-text-pd-volcano = Das Anlegen einer Vulkankarte bringt den Drachen auf sie, beim ersten Mal ins Spiel und später von wo er stand. Auf die Vulkankarte darf in diesem Zug keine Figur eingesetzt werden; andere Aktionen bleiben offen: die Fee versetzen oder die Scheune an eine Ecke der Karte stellen (car:fn180).
rule-text-pd-dragon-set-aside = Solange kein Vulkan den Drachen ins Spiel gebracht hat, wird eine gezogene Drachenkarte beiseitegelegt (und später wieder eingemischt), statt angelegt zu werden.
rule-text-pd-dragon-move = Nachdem eine Drachenkarte angelegt und die Figur des Zuges eingesetzt ist, noch vor jeder Wertung, ziehen die Spieler den Drachen reihum Karte um Karte auf eine Karte, die eine Seite mit seiner teilt, sechsmal. Er betritt nie eine Karte, auf der er in diesem Zug schon war, und nie die Karte der Fee, und er hält nur früher an, wenn keine Karte mehr zu betreten ist.
rule-text-pd-dragon-eats = Jede Figur auf einer Karte, die der Drache betritt, geht an ihren Besitzer zurück: jeder Gefolgsmann, der Baumeister und das Schwein. Die Scheune, die dort steht, wo vier Karten sich treffen, wird nie gefressen, ebenso wenig ein Gefolgsmann oben auf einem Turm.
rule-text-pd-fairy = Statt einzusetzen, darf ein Spieler die Fee auf eine Karte neben einen seiner Gefolgsleute stellen. Der Drache betritt nie die Karte der Fee. Scheune, Baumeister und Schwein sind keine Gefolgsleute, neben die sie sich stellt.
rule-text-pd-fairy-point = Zu Beginn des Zuges eines Spielers erhält er 1 Punkt, wenn die Fee neben einem seiner Gefolgsleute steht.
rule-text-pd-fairy-score = Wird ein Gebiet gewertet, während die Fee neben einem Gefolgsmann darin steht, erhält dessen Besitzer 3 Punkte mehr, ob er das Gebiet gewinnt oder nicht; auch bei Spielende. Die Fee bleibt dann auf ihrer Karte, neben niemandem.
rule-text-pd-portal = Zeigt die angelegte Karte ein Magisches Tor, darf die Figur des Zuges stattdessen auf ein beliebiges Gebiet einer Karte des Tisches, das nicht abgeschlossen ist und keinen Gefolgsmann hat, nach den Regeln der Figur dort. Die Scheune nutzt nie ein Tor (car:fn178); der Bürgermeister betritt nur eine Stadt ohne Ritter (car:fn158).
rule-text-pd-princess = Schließt die Prinzessinnenstadt der angelegten Karte an eine Stadt mit Rittern an, darf der Spieler statt einzusetzen einen dieser Ritter zu seinem Besitzer zurückschicken, gleich wem er gehört, auch den Bürgermeister und den Wagen (car:fn159, car:fn168).
rule-text-festival-return = Zeigt die angelegte Karte einen Festplatz, darf ihr Spieler, statt eine Figur einzusetzen, eine seiner eigenen Figuren von irgendwo auf dem Tisch in seinen Vorrat zurücknehmen: einen Gefolgsmann jeder Art, auch die Scheune, den Baumeister oder das Schwein. Diese Figur wertet nichts. Er darf auch wie üblich auf der Festkarte einsetzen oder nichts von beidem tun; der Festplatz selbst ist kein Gebiet.
rule-text-festival-own = Das Fest gibt nur die eigenen Figuren des Spielers zurück: nie die eines anderen Spielers und keine neutrale Figur wie den Drachen oder die Fee. Ein Gefolgsmann, den ein Turmbesitzer gefangen hält, steht nicht auf dem Tisch und bleibt gefangen.
rule-text-sieges-besieged = Eine Stadt mit mindestens einer Belagerungskarte ist belagert; weitere Belagerungskarten ändern nichts. Während des Spiels abgeschlossen, zählt sie je Karte und Wappen 1 Punkt statt 2 (mit Kathedrale 2 statt 3).
rule-text-sieges-unfinished = Eine belagerte Stadt, die bei Spielende noch offen ist, zählt nichts, mit oder ohne Kathedrale.
rule-text-sieges-farm = Bei Spielende zählt eine abgeschlossene belagerte Stadt doppelt für die Bauern, die eine angrenzende Wiese gewinnen: 6 statt 3 Punkte, mit dem Schwein 8. Doppelt zählt sie auch, wann immer die Wiese einer Scheune gewertet wird (car:fn186).
rule-text-sieges-escape = Am Ende seines Zuges, nach der Wertung, darf ein Spieler einen eigenen Ritter (jeden Gefolgsmann in der Stadt, auch Bürgermeister und Wagen, nicht aber Baumeister oder Schwein) aus einer belagerten Stadt in den Vorrat zurücknehmen, wenn ein Kloster oder die Abtei auf einem der 8 Felder um eine Belagerungskarte dieser Stadt steht; ein Kloster neben einer anderen Karte der Stadt zählt nicht. Eine Flucht je Zug.
rule-text-castles-tokens = Jeder Spieler hat Burgplättchen: drei bei zwei bis vier Spielern, zwei bei fünf oder sechs.
rule-text-castles-build = Schließt eine Karte eine kleine Stadt ab (zwei Karten mit je einem Stadtteil an nur einer Seite), darf der Spieler, der sie besetzt, sie mit einem seiner Burgplättchen abdecken, statt sie zu werten, gleich wer die Karte gelegt hat. Der Gefolgsmann bleibt, nun in der Burg; die Stadt gilt nicht als abgeschlossen.
rule-text-castles-score = In einem späteren Zug lässt das erste abgeschlossene Gebiet mit einer Karte auf einem der sechs Nachbarfelder der Burg (ihre beiden Karten und die beiden neben jeder entlang ihrer Längsseite; ein Kloster nur, wenn seine eigene Karte eines davon ist) die Burg werten: ihr Besitzer erhält die Punkte, die dieses Gebiet wert ist, gleich wem es gehört, und der Gefolgsmann der Burg geht heim; die Burg bleibt leer liegen. Werden mehrere zugleich abgeschlossen, wählt der Besitzer (carc nimmt das wertvollste, wenn die Aktion keines nennt). Eine wertende Burg zählt für eine Burg daneben als abgeschlossenes Gebiet.
rule-text-castles-end = Bei Spielende zählt eine Burg, die noch ihren Gefolgsmann hat, nichts, und der Gefolgsmann geht heim.
rule-text-castles-farm = Für Wiesen zählt eine Burg als abgeschlossene Stadt, die einen Punkt mehr wert ist: 4 für Bauern bei Spielende (5 mit dem Schwein), 5 für eine Scheune bei Spielende, 4 beim Einsetzen einer Scheune, 2 wenn eine Wiese an eine Scheunenwiese anschließt.
rule-text-pigherd-score = Die Karte mit der Schweineherde aus Der Fluss II zeigt eine Herde auf der Wiese außerhalb der Flussbiegung. Wer die Wiese mit der Herde wertet (die Mehrheit der Bauern, bei Gleichstand jeder Beteiligte), erhält für jede angrenzende abgeschlossene Stadt einen Punkt mehr: 4 bei Spielende, 5 mit dem eigenen Schwein. Der Fluss ist kein Gebiet und trennt die Wiesen der Karte; seine Seiten passen nur an einen Fluss, sodass keine andere Karte an ihnen anliegen darf. Von Der Fluss II ist nur diese Karte umgesetzt.
rule-text-count-city = Mit Der Graf von Carcassonne liegen die zwölf Felder der Stadt Carcassonne (erste Ausgabe) von Beginn an anstelle der Startkarte auf dem Tisch, vier Felder breit und drei tief (x -2 bis 1, y -1 bis 1), nie gedreht; der Graf beginnt im Burgviertel. Karten werden nach der üblichen Kantenregel an die Außenseiten der Stadt gelegt. Außerhalb der Mauer zeigen die Felder drei Straßen, die an der Mauer enden, zwei kleine Stadtkappen und einen Ring von Wiesen: alles gewöhnliche Gebiete. Innerhalb der Mauer liegt kein Gebiet: dort steht niemand, und die vier Viertel (Burg, Markt, Schmiede, Kathedrale) sind Orte außerhalb der Felder.
rule-text-count-enter = Hat die Karte eines Zuges nach der Wertung mindestens einen anderen Spieler punkten lassen (auch durch eine Scheune, car:fn187) und hat der Spieler am Zug im ganzen Zug nichts gewertet, darf er eine Figur aus seinem Vorrat in ein Viertel seiner Wahl stellen, auch in das des Grafen. Nur eine Figur pro Zug; sie bleibt dort, bis sie nach den Regeln des Verlassens geht.
rule-text-count-figures = Ein Gefolgsmann, der große Gefolgsmann und das Phantom dürfen in jedem Viertel stehen. Bürgermeister und Wagen kommen nur in das Viertel, das zu ihren Gebieten passt (car:fn159, car:fn168): der Bürgermeister ins Burgviertel, der Wagen in jedes Viertel außer dem Markt. Dieses Projekt lässt den Abt nach derselben Logik nur in die Kathedrale (Auslegungen §1.13). Die Scheune kommt nie in die Stadt (car:fn178), ebenso wenig Baumeister, Schwein oder ein anderes Teil, das kein Gefolgsmann ist.
rule-text-count-count = Nur wer gerade eine Figur in die Stadt gestellt hat, darf den Grafen ziehen, sofort und in ein beliebiges Viertel; das Ziehen ist freiwillig. Solange der Graf in einem Viertel steht, verlässt keine Figur dieses Viertel.
rule-text-count-leave = Schließt ein Zug eine Stadt, Straße oder ein Kloster ab, darf vor der Wertung jeder Spieler (zuerst der nach dem Spieler am Zug, dieser zuletzt) beliebig viele seiner Figuren aus dem passenden Viertel dorthin ziehen: aus der Burg in eine Stadt, aus der Schmiede auf eine Straße, aus der Kathedrale in ein Kloster oder die Abtei. Das Gebiet darf besetzt oder leer sein. Die Figur zählt mit ihrer üblichen Stärke, wird mit den anderen gewertet und geht mit ihnen nach Hause.
rule-text-count-market = Die Figuren des Marktes gehen auf Wiesen, und nur wenn eine Wiese gewertet wird: direkt nachdem eine Scheune gesetzt wurde, bevor ihre Bauern gewertet werden (car:fn185); wenn eine Wiese mit Bauern an eine Scheunenwiese angeschlossen wird (car:fn191); und bei Spielende. Eine dorthin gezogene Figur wird wie die Bauern dort gewertet.
rule-text-count-end = Bei Spielende dürfen die Figuren des Marktes vor der Wiesenwertung auf eine beliebige Wiese ziehen. In der neuen Ausgabe ist das der einzige Weg aus der Stadt bei Spielende (Auslegungen §1.13); Figuren, die dann noch in den Vierteln stehen, werten nichts und bleiben.
rule-text-count-city-farm = Für Wiesen ist die Stadt Carcassonne selbst eine abgeschlossene Stadt (eine datierte Klarstellung des Verlags von 11/2013): jede Wiese mit einem Feld auf den Feldern der Stadt zählt sie einmal, zum Satz, mit dem die Wiese gewertet wird (3 bei Spielende, 4 für eine Scheune, 3 beim Setzen einer Scheune, 1 beim Verbinden von Wiesen).
