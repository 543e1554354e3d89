# Die Texte von carc auf Deutsch. Der Titel jeder Regel ist eine Nachricht, die
# nach ihrer id benannt ist (`car:fn162` ist `rule-car-fn162`); ihre Umschreibung
# und ihr Grund stehen am Ende der Datei (`rule-text-car-fn162`,
# `rule-reason-car-fn162`).


## The rules reference and `carc rule`

rules-doc-title = Regelreferenz
rules-doc-intro =
    Erzeugt aus dem Regelverzeichnis (die `registry.rs` jeder Erweiterung in `crates/core/src/boxes/`) mit `carc rules --format markdown`; nicht von Hand bearbeiten.
    Hier steht jede Regel, auf die sich der Schiedsrichter beruft, in den eigenen Worten des Projekts, mit ihrer Herkunft und der Angabe, ob der Schiedsrichter sie anwendet.
rules-doc-unsupported = Nicht unterstützt ({ $count })
rules-doc-unsupported-head = | id | Grund |
rules-doc-none-unsupported = Keine: der Schiedsrichter wendet jede Regel des Verzeichnisses an. Wo eine Fußnote auch von einer Erweiterung spricht, die carc nicht umsetzt, nennt der Text der Regel diesen Teil (flier:fn4: das Glücksrad und die Schulkarten).
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

document-rulings = Auslegungen von carcassonne-judge (docs/readings.md: die gewählten Auslegungen, wo die Quellen eine Wahl lassen)

authority-rulebook = Regelheft
authority-publisher = Klarstellung des Verlags
authority-community = Auslegung der Community
authority-edition-note = Hinweis zur Ausgabe
authority-project-ruling = Entscheidung des Projekts

status-adjudicated = entschieden
status-wording = Formulierung
status-unsupported = nicht unterstützt

## car

rule-car-fn159 = Bürgermeister und Wagen: Drache, Turm, Prinzessin, Magisches Tor

rule-car-fn168 = Wagen und Bürgermeister: Drache, Turm, Prinzessin, Magisches Tor

rule-car-fn178 = Keine Scheune in Carcassonne oder durch ein Magisches Tor

rule-car-fn180 = Eine Scheune ist auch an einer Vulkankarte erlaubt

## The steps of a ruling. Variables hold names (`$player`), numbers, ids of
## tiles, squares (`[0, 1]`) and edge points (`NNE`), and phrases made by
## the messages below (`$feature`).

list-and = { $rest } und { $last }
list-or = { $rest } oder { $last }

# A feature and the squares it covers. `$kind` is road, city, monastery,
# garden, farm or abbey. `$case` is the grammatical case the sentence around
# it needs (nominative, accusative, dative, genitive), for languages that
# decline; English has no use for it. Two more cases carry the preposition
# that fits the kind, for a language whose preposition changes with it:
# `in` where something is (auf der Straße, in der Stadt, im Kloster) and
# `into` where something goes (auf die Straße, in die Stadt, ins Kloster).
# `$marked` is `inn` or `cathedral` for a road or city holding one (it
# changes what the feature is worth), else `none`.
feature = { $case ->
    [accusative] { $kind ->
        [road] die Straße
        [city] die Stadt
        [monastery] das Kloster
        [garden] den Garten
        [farm] die Wiese
        [field] die Wiese
        [abbey] die Abtei
        [shrine] die Kultstätte
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
        [shrine] der Kultstätte
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
        [shrine] der Kultstätte
       *[other] des Gebiets
    }
    [in] { $kind ->
        [road] auf der Straße
        [city] in der Stadt
        [monastery] im Kloster
        [garden] im Garten
        [farm] auf der Wiese
        [field] auf der Wiese
        [abbey] in der Abtei
        [shrine] in der Kultstätte
       *[other] im Gebiet
    }
    [into] { $kind ->
        [road] auf die Straße
        [city] in die Stadt
        [monastery] ins Kloster
        [garden] in den Garten
        [farm] auf die Wiese
        [field] auf die Wiese
        [abbey] in die Abtei
        [shrine] in die Kultstätte
       *[other] ins Gebiet
    }
   *[other] { $kind ->
        [road] die Straße
        [city] die Stadt
        [monastery] das Kloster
        [garden] der Garten
        [farm] die Wiese
        [field] die Wiese
        [abbey] die Abtei
        [shrine] die Kultstätte
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
        [shrine] die Kultstätte
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
        [shrine] der Kultstätte
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
        [shrine] der Kultstätte
       *[other] des Gebiets
    }
    [in] { $kind ->
        [road] auf der Straße
        [city] in der Stadt
        [monastery] im Kloster
        [garden] im Garten
        [farm] auf der Wiese
        [field] auf der Wiese
        [abbey] in der Abtei
        [shrine] in der Kultstätte
       *[other] im Gebiet
    }
    [into] { $kind ->
        [road] auf die Straße
        [city] in die Stadt
        [monastery] ins Kloster
        [garden] in den Garten
        [farm] auf die Wiese
        [field] auf die Wiese
        [abbey] in die Abtei
        [shrine] in die Kultstätte
       *[other] ins Gebiet
    }
   *[other] { $kind ->
        [road] die Straße
        [city] die Stadt
        [monastery] das Kloster
        [garden] der Garten
        [farm] die Wiese
        [field] die Wiese
        [abbey] die Abtei
        [shrine] die Kultstätte
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
        [shrine] die Kultstätte
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
        [shrine] der Kultstätte
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
        [shrine] der Kultstätte
       *[other] des Gebiets
    }
    [in] { $kind ->
        [road] auf der Straße
        [city] in der Stadt
        [monastery] im Kloster
        [garden] im Garten
        [farm] auf der Wiese
        [field] auf der Wiese
        [abbey] in der Abtei
        [shrine] in der Kultstätte
       *[other] im Gebiet
    }
    [into] { $kind ->
        [road] auf die Straße
        [city] in die Stadt
        [monastery] ins Kloster
        [garden] in den Garten
        [farm] auf die Wiese
        [field] auf die Wiese
        [abbey] in die Abtei
        [shrine] in die Kultstätte
       *[other] ins Gebiet
    }
   *[other] { $kind ->
        [road] die Straße
        [city] die Stadt
        [monastery] das Kloster
        [garden] der Garten
        [farm] die Wiese
        [field] die Wiese
        [abbey] die Abtei
        [shrine] die Kultstätte
       *[other] das Gebiet
    }
} auf { $at }
# A figure kind: follower, big-follower, mayor, wagon, barn, abbot, phantom,
# builder, pig.
# A tile not on the table, named by what it shows (its layout).
tile-shown = die Karte ({ $layout })
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
    [bridge] Brücke
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
    [bridge] eine Brücke
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
    [bridge] die Brücke
   *[other] { $figure }
} von { $player }
counted-tiles = { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
}
figures-of = { $kind ->
    [follower] { $count } Gefolgsleute
    [big-follower] { $count } große Gefolgsleute
    [mayor] { $count } Bürgermeister
    [wagon] { $count } Wagen
    [abbot] { $count } Äbte
    [phantom] { $count } Phantome
    [builder] { $count } Baumeister
    [pig] { $count } Schweine
    [barn] { $count } Scheunen
   *[other] { $count } x { $figure }
} von { $player }
counted-pennants = { $count ->
    [one] 1 Wappen
   *[other] { $count } Wappen
}
counted-neighbours = { $count ->
    [one] 1 Nachbarkarte
   *[other] { $count } Nachbarkarten
}

step-tile-placed = { $player } legt { $tile } auf { $at }; jede angrenzende Seite passt
step-next-tile = { $player } legt die nächste Karte dieses Zuges
step-tile-placed-turned = { $player } legt { $tile } auf { $at }, um { $rotation }° gedreht; jede angrenzende Seite passt
step-deployed = { $player } setzt { $figure } in das Gebiet { $on } der gelegten Karte ein, das Teil { $feature } ist
step-deployed-beside = { $step }, wo schon { $figures } { $count ->
    [one] steht
   *[other] stehen
}
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
step-farm-unscored = { $farm }: keine Stärke durch Bauern, niemand punktet
step-farm-scored = { $farm } grenzt an { $cities ->
    [one] 1 abgeschlossene Stadt
   *[other] { $cities } abgeschlossene Städte
}{ $open-note }: { $player } erhält { $cities } x { $per-city }{ $counted } = { $points }{ $herd-note } (Stärke der Bauern: { $strengths })
farm-open-note = ({ $open ->
    [one] 1 offene Stadt daneben zählt
   *[other] { $open } offene Städte daneben zählen
} nicht)
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
step-returned-from = { $count ->
    [one] { $figures } verlässt { $feature } und kehrt in den Vorrat des Besitzers zurück
   *[other] { $figures } verlassen { $feature } und kehren in den Vorrat ihrer Besitzer zurück
}
step-returned = { $count ->
    [one] { $figures } kehrt in den Vorrat zurück
   *[other] { $figures } kehren in den Vorrat zurück
}
note-separate-parts = die Karten auf dem Tisch sind in { $parts } getrennten Teilen angegeben; nicht aufgeführte Felder gelten als leer

## How a value is counted, and who is how strong on a feature.

working-road = { $tiles } x { $rate }
working-forfeit = { $tiles } x 0 (offen geblieben)
working-city = { $tiles } + { $pennants }
working-city-rate = { $tiles } x { $rate } + { $pennants } x { $rate }
working-cloister-full = alle 8 Nachbarkarten liegen
working-cloister = 1 + { $neighbours }
working-unscored = keine Regel im Spiel wertet dies
strength-plain = { $player } { $total }
strength-parts = { $player } { $total } ({ $parts })
strength-idle = ; { $figures } { $count ->
    [one] zählt
   *[other] zählen
} nicht mit, da kein Gefolgsmann
strength-part = { $figure } { $strength }
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
    [bridge] { $count } Brücken
    [barn] { $count } Scheunen
   *[other] { $count } x { $figure }
}

## The ruling's frame: verdict, points, figures back, notes, citations.

report-verdict-legal = Urteil: ERLAUBT
report-verdict-illegal = Urteil: NICHT ERLAUBT
report-points = Punkte: { $points }
report-back-to-supply = Zurück in den Vorrat: { $figures }
report-offers = Offen gelassen: { $offers }
report-offer-because = { $offer }, denn { $because }
# Eine Figur, die in den Vorrat zurückkehrt, nach ihrer Kennung.
# Eine Himmelsrichtung im Fließtext: die Seite einer Karte, oder wohin etwas
# zeigt. Die Namen der Punkte in der Datei (`on: NNE`) werden nie übersetzt.
compass = { $direction ->
    [N] N
    [NE] NO
    [E] O
    [SE] SO
    [S] S
    [SW] SW
    [W] W
    [NW] NW
   *[other] { $direction }
}
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
    [bridge] Brücke
   *[other] { $figure }
}
# One player's figures, goods or castles in a summary line, and what
# separates two players there.
report-player-items = { $player }: { $items }
report-players-separator = {"; "}
report-note = Hinweis: { $note }
report-rules-cited = Zitierte Regeln:
report-reading-title = { $title } (Auslegungen §{ $section })
# Eine nachgespielte Partie (carc replay): jeder Zug mit Überschrift und dem Punktestand danach.
replay-turn = Zug { $turn }: { $player } legt eine Karte auf { $at }
replay-final = Zug { $turn }: die Schlusswertung
replay-running = Punktestand nach Zug { $turn }: { $scores }
# Das Zitat einer Regel, die auf einer Auslegung statt auf dem Regelheft beruht.
cite-community = { $id } (Auslegung der Community)
cite-project-ruling = { $id } (Entscheidung des Projekts)
cite-reading = { $id } (Auslegungen §{ $section })

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
    [shrine] Kultstätte
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

# Commands' words: moves, show, tiles, check, new, play, gen, import.

# Die eigenen Wörter der Befehlszeile: `Fehler: ` vor dem, was schiefging,
# und jeder Fehler, den ein Befehl selbst meldet.
cli-error = Fehler: { $error }
cli-error-cannot-read = { $path } kann nicht gelesen werden: { $reason }
cli-error-cannot-write-output = die Standardausgabe kann nicht geschrieben werden: { $reason }
cli-error-svg-one-file = `--svg` zeichnet ein Szenario; gib eine einzige Datei an
cli-error-output = Ausgabedatei (--output): { $error }
cli-error-out = Ordner (--out): { $error }
cli-error-junit = der JUnit-Bericht kann nicht geschrieben werden: { $reason }
cli-error-no-rule = keine Regel `{ $id }`; { $suggestion }
cli-error-help-search-rules = Hinweis: `carc rules --search WORT` findet Regeln nach ihrem Text
cli-error-unknown-tile = unbekannte Karte `{ $id }`; { $suggestion }
cli-error-help-tiles = Hinweis: `carc tiles` listet jede Karte auf
cli-error-final-scoring-needs-tile = die Aktion des Szenarios ist die Schlusswertung: gib die Karte mit `--tile ID` an
cli-error-unknown-rule-set = unbekannter Regelsatz `{ $name }`; { $suggestion }
cli-error-no-turn = die Partie hat die Züge 1 bis { $last }, soweit carc ihr gefolgt ist; einen Zug { $turn } gibt es nicht
cli-error-turn-not-read-back = Zug { $turn } lässt sich nicht als Szenario zurücklesen
# Was ein falsch geschriebener Name wohl meinte: ein Name, mehrere
# (`$names`, jeder in Backticks), keiner unter `$count` Namen, oder alle.
cli-error-did-you-mean = meintest du `{ $name }`?
cli-error-did-you-mean-one-of = meintest du einen von diesen: { $names }?
cli-error-none-close = keiner der { $count } bekannten Namen ähnelt `{ $word }`
cli-error-expected-one-of = erwartet wird einer von diesen: { $names }
# Warum eine Datei nicht geschrieben wurde oder die Pfade nichts zu prüfen enthalten.
cli-error-file-exists = { $path } gibt es schon; carc ersetzt eine Datei nur mit --force
cli-error-file-is-input = { $path } ist die Datei, die gelesen wird; schreibe an einen anderen Ort
cli-error-file-is-folder = { $path } ist ein Ordner
cli-error-cannot-write = { $path } kann nicht geschrieben werden: { $reason }
cli-error-no-such-path = { $path }: diese Datei oder diesen Ordner gibt es nicht
cli-error-no-scenarios = { $path }: kein Szenario (.yaml- oder .yml-Datei) in diesem Ordner oder darunter (versteckte, ignorierte und ausgeschlossene Dateien werden nicht durchsucht; --no-ignore durchsucht sie)
cli-error-bad-exclude = Muster für --exclude `{ $glob }`: { $reason }
# Warum eine Datei nicht als Text eines Szenarios gelesen wurde.
cli-error-read-folder = ist ein Ordner, keine Szenariodatei
cli-error-too-large = größer als { $limit } (die Grenze dessen, was carc liest); ein echtes Szenario hat wenige kB: ist diese Datei gemeint, hebe die Grenze mit --max-size an
cli-error-not-text = kein UTF-8-Text (Zeile { $line }, Spalte { $column }): speichere die Datei als UTF-8

# `carc moves`: die Anzahlen, die Drehungen je Feld, die Hinweise und `--why`.
# `$degrees` ist eine Drehung (90), `$at` und `$lakes` sind Felder.
moves-summary = { $tile }: { $placements ->
    [one] 1 Möglichkeit anzulegen
   *[other] { $placements } Möglichkeiten anzulegen
} auf { $squares ->
    [one] 1 Feld
   *[other] { $squares } Feldern
}, { $actions ->
    [one] 1 erlaubte Aktion
   *[other] { $actions } erlaubte Aktionen
}
moves-rotation = { $degrees }° ({ $actions ->
    [one] 1 Aktion
   *[other] { $actions } Aktionen
})
moves-ferries-movable = bei { $degrees }° könnten danach die Fähren auf { $lakes } versetzt werden
moves-no-deployment = kein Einsetzen
moves-hint = (`--all` listet jede Aktion auf; `--format json` gibt sie als Aktionen eines Szenarios aus)
moves-folded = (jede Aktion zeigt einen Weg des Drachen; { $folded ->
    [one] 1 weiterer Weg ist
   *[other] { $folded } weitere Wege sind
} darin zusammengefasst: `--every-choice` listet jeden einzeln auf)
moves-misfits = Passt nicht:
moves-fits-everywhere = (die Karte passt auf jedes freie Feld, das an die Karten auf dem Tisch grenzt)
moves-refused = Verweigert auf { $at } bei { $degrees }° (das Anlegen aus der Datei):

# `carc tiles`: die letzte Zeile der Liste und die Beschreibung einer Karte.
# Kennungen, Punktnamen und die Aufbauten des Katalogs bleiben, wie sie geschrieben sind.
tiles-list-footer = { $count } Karten; Spalten: Kennung, Anzahl in der ersten Ausgabe, Anzahl in der neuen Ausgabe (mit Gärten), Aufbau
tiles-jcz-formerly = { $jcz }, früher { $old }
tiles-jcz-turned = { $jcz }, dort um { $degrees }° gedreht gezeichnet: ihre Drehung r ist hier r + { $degrees }
tiles-count = Anzahl: { $first } in der ersten Ausgabe, { $new } in der neuen Ausgabe
# Die Kante jeder Seite (`show-kind`): Norden, Osten, Süden, Westen.
tiles-edges = Kanten bei Drehung { $degrees }: N { $n }, O { $e }, S { $s }, W { $w }
tiles-features = Gebiete bei Drehung { $degrees } (benannt nach einem ihrer Punkte, wie auf dem Tisch):
tiles-inn = ein Wirtshaus
tiles-cathedral = eine Kathedrale
tiles-goods = Ware: { $good }
tiles-road-end = { $end ->
    [through] läuft durch
    [crossing] endet an einer Kreuzung
    [monastery] endet am Kloster
    [city] endet an einem Stadttor
    [dead-end] Sackgasse
   *[lake] endet am See, sofern die Fähre sie nicht anschließt
}
# Die Städte, an die eine Wiese grenzt, nach ihren Namen auf der Karte.
tiles-borders = grenzt an die Stadt { $name }
tiles-borders-also = { $cities } und an die Stadt { $name }
tiles-flier = Flugmaschine: zeigt bei Drehung { $degrees } nach { $direction }
tiles-lake = See: seine Fähre verbindet zwei Straßenenden
tiles-abbey = Abtei: passt an jede Kante; nur auf ein Feld mit allen vier Nachbarn
tiles-tower = Turmfundament: darauf werden Turmteile gebaut (`tower: N` unter `board`)
tiles-volcano = Vulkan: hierhin fliegt der Drache; wer die Karte legt, setzt auf ihr keine Figur ein
tiles-dragon = Drache: der Drache zieht, sobald die Karte gelegt ist (`dragon: [[x, y], ...]`)
tiles-portal = Magisches Tor: die Figur des Zuges darf in jedes nicht abgeschlossene, unbesetzte Gebiet (`portal: {"{"}at, on{"}"}`)
tiles-princess = Prinzessin: ein Ritter der Stadt, an die sie angelegt wird, darf in den Vorrat zurückgeschickt werden (`princess: {"{"}at, on{"}"}`)
tiles-wagon = Wagenverbindung: { $from } <-> { $to }

# `carc show`: Schlüssel und Legende des Textbilds, Legende und Titel des SVG.
# Eine Art von Gebiet oder Kante nach ihrer Kennung.
show-kind = { $kind ->
    [road] Straße
    [city] Stadt
    [field] Wiese
    [farm] Wiese
    [monastery] Kloster
    [garden] Garten
    [abbey] Abtei
    [shrine] Kultstätte
    [river] Fluss
   *[other] { $kind }
}
# Eine Himmelsrichtung im Text: N, NO, O, SO, S, SW, W, NW.
show-direction = { $direction ->
    [NE] NO
    [E] O
    [SE] SO
   *[other] { $direction }
}
# Die Figur eines Spielers: `$figure` ist ihr Name (`figure`).
show-owned = { $figure } von { $owner }
# Wo auf ihrer Karte eine Figur steht: die Art des Gebiets und der Punkt aus
# der Datei, eine Ecke (NE) oder oben auf einem Turm.
show-place = { $kind } { $point }
show-place-corner = Ecke { $corner }
show-place-tower = oben auf dem Turm
show-empty-table = (der Tisch ist leer)
show-key = # Stadt  | - Straße  . Wiese  M Kloster  G Garten
show-key-crossing = + Kreuzung
show-key-placed = * gelegte Karte
show-key-gaps = ⋯ ⋮ leere Spalten und Zeilen ausgelassen
show-figure = { $figure } auf { $at } ({ $place })
show-figures = { $count } Figuren auf { $at }: { $figures }
show-pennants = Wappen
# Ein Gebiet einer Karte: seine Art, sein Name dort und sein Feld; eines in
# der Mitte nur nach seiner Art.
show-feature = { $kind } { $name } auf { $at }
show-feature-inner = { $kind } auf { $at }
# Ein markiertes Gebiet mit der Präposition, die seine Art verlangt (`$kind` ist die Kennung).
show-marked = { $kind ->
    [road] an der
    [field] auf der
    [monastery] im
    [garden] im
   *[other] in der
} { $feature }
# Eine Zeile dessen, was die Aktion gewertet hat, und ihre Teile.
show-scored = gewertet: { $line }
show-label = { $kind } { $at }
show-label-on = { $kind } { $on } auf { $at }
show-pig-herd-bonus = Schweineherde +{ $per-city } je Stadt
show-figure-bonus = { $figure } +{ $per-city } je Stadt
# Ob der Titel einer Regel nach einem Doppelpunkt klein beginnt (`lower`)
# oder so, wie er geschrieben ist (`keep`): ein deutscher Satz behält seinen Anfang.
show-reason-case = keep
show-counted-more = { $cities ->
    [one] 1 Stadt
   *[other] { $cities } Städte
} +{ $points }: { $why }
show-fairy-scores = Fee beim Gefolgsmann von { $player } ({ $feature }): { $player } +{ $points }
show-fairy-point = Punkt der Fee: { $player } +{ $points }
# `$kind` ist die Kennung der Figur, `$figure` ihr Name.
show-ransom = Lösegeld: { $player } kauft { $kind ->
    [big-follower] den eigenen großen Gefolgsmann
    [phantom] das eigene Phantom
    [pig] das eigene Schwein
    [barn] die eigene Scheune
   *[other] den eigenen { $figure }
} von { $from } frei: { $player } -{ $points }, { $from } +{ $points }
show-barn-scores = Scheune, { $farm }: { $player } +{ $points }
show-castle-scores = Burg { $at }: { $player } +{ $points }
show-most-goods = am meisten { $good }: { $winners } +{ $points }
# Die Legende des SVG.
show-figures-heading = Figuren:
show-plain-figure = einfacher { $figure }
show-svg-key = Legende: { $marks }
show-svg-key-pennant = ein blaues Schild für ein Wappen
show-svg-key-monastery = ein rotes Quadrat für ein Kloster
show-svg-key-garden = eine grüne Scheibe für einen Garten
show-svg-key-placed = die gelegte Karte orange umrandet
show-svg-key-scored = was gewertet wurde, gelb
show-svg-farms = Wiesen: jede in einer eigenen Farbe schraffiert, ebenso ihre Zeilen der Wertung
show-counted-figures = { $count } Figuren: { $figures }
# Eine Folge leerer Spalten oder Zeilen: ihr Titel und die Beschriftung
# (`$count` mit `show-thousands-separator` geschrieben).
show-gap-columns = Spalten { $from } bis { $to }: keine Karten
show-gap-rows = Zeilen { $from } bis { $to }: keine Karten
show-empty-columns = { $count } leere Spalten
show-empty-rows = { $count } leere Zeilen
show-thousands-separator = .

# `carc check`: die Anzahlen, die Befunde jeder Datei und jede Erwartung, die
# nicht zutrifft. Ein Befund beginnt mit dem Schlüssel von `expect`, den er
# verletzt; `$expected` und `$ruled` sind Werte, wie die Datei sie schreibt.
check-summary = { $passed } bestanden, { $failed } fehlgeschlagen, { $skipped } übersprungen
check-failed = fehlgeschlagen
check-skip = ÜBERSPRUNGEN { $file }: { $why }
check-no-expect = kein `expect`-Block
check-no-expect-required = kein `expect`-Block (--require-expect)
check-broken-input = fehlerhafte Eingabe: { $code }: { $message }
check-cannot-read = nicht lesbar: { $reason }
check-not-regular = { $kind ->
    [named-pipe] eine benannte Pipe
    [socket] ein Socket
    [device] ein Gerät
   *[other] keine gewöhnliche Datei
}, keine gewöhnliche Datei: nicht geöffnet
check-crashed = der Schiedsrichter ist an dieser Datei abgestürzt (ein Fehler in carc: bitte melde ihn mit der Datei)
check-thread-lost = ein prüfender Thread hat angehalten, und die Ergebnisse seiner Dateien sind verloren (ein Fehler in carc: bitte melde ihn)
check-unknown-rule = `{ $key }`: `{ $id }` steht nicht im Regelverzeichnis; { $suggestion }
check-verdict = `verdict`: erwartet { $expected }, tatsächlich { $ruled }
check-verdict-because = `verdict`: erwartet { $expected }, tatsächlich { $ruled } ({ $rule }: { $why })
check-scores = `scores`: erwartet { $player } { $expected }, tatsächlich { $ruled }
check-returned = `returned`: erwartet { $player } { $expected }, tatsächlich { $ruled }
check-nothing = nichts
check-none = keine
check-owned = { $figure } von { $owner }
check-not-cited = `cites`: das Urteil zitiert { $id } nicht
check-cited = `not-cites`: das Urteil zitiert { $id }
check-rule-other = `rule`: erwartet { $expected }, gebrochen ist { $ruled }
check-rule-none = `rule`: erwartet, dass { $expected } gebrochen ist, aber keine Regel ist gebrochen
# Eine offen gelassene Wahl nach der Kennung ihrer Art, dann von wem und wo.
check-offer = { $kind ->
    [castle] eine Burg
    [escape] eine Flucht
    [enter-city] ein Gang in die Stadt Carcassonne
    [leave-city] ein Gang aus der Stadt Carcassonne
   *[other] { $kind }
}
check-offer-by = { $offer } von { $player }
check-offer-on = { $offer } auf { $at }
check-offers-none = `offers`: erwartet keine, tatsächlich { $ruled }
check-offers-missing = `offers`: erwartet, dass { $offer } offen bleibt, tatsächlich { $ruled }
check-figure = { $figure } von { $owner } auf { $at } { $spot }
check-figures-no-place = `figures`: erwartet { $figure }, aber diesen Ort gibt es auf dem Tisch nicht
check-figures = `figures`: erwartet { $figure }, tatsächlich { $ruled }
check-figures-none-on-table = keine auf dem Tisch
check-figures-on = auf { $places }

# `carc new`: die Kommentare des Anfangsszenarios sowie Titel und Quelle zum
# Ersetzen (Schlüssel, Werte und Punktnamen bleiben, wie das Format sie liest).
new-intro =
    Ein Szenario zum Anfangen: bearbeite den Tisch und die Aktion, dann `carc judge DATEI`.
    Felder sind [x, y] (x nach Osten, y nach Norden); die Drehung geht im Uhrzeigersinn (0, 90, 180, 270);
    Gebiete werden nach einem Randpunkt benannt (NNW N NNE ENE E ESE SSE S SSW WSW W WNW)
    oder mit `monastery`/`garden`/`abbey`. `carc tiles ID` zeigt eine Karte und ihre Gebiete.
new-count-board = die Stadt Carcassonne liegt auf x -2..1, y -1..1; Landschaftskarten hier eintragen
new-count-place = eine gerade Straße von W nach O am Nordrand der Stadt Carcassonne
new-board = die Karten auf dem Tisch, mit ihren Figuren
new-start-tile = die Startkarte: Stadt N, Straße W-O
new-figures = z. B. {"{"}owner: blue, figure: follower, on: N{"}"}
new-place = eine gerade Straße W-O
new-title = Beschreibe den Fall in einer Zeile
new-source = woher der Fall stammt, z. B. Grundregeln: Wertung einer Straße
new-players = Zugreihenfolge; `current: blue` ändert, wer am Zug ist
new-action = der vorgeschlagene Zug (oder `action: final-scoring`)
new-optional = kann fehlen
new-expect = kann fehlen: das Urteil, das du erwartest; `carc check` vergleicht
new-scores = Punkte, die diese Aktion bringt
new-returned = Figuren zurück in den Vorrat

# `carc play`: was die Partien taten, und eine verletzte Invariante.
play-decimal-point = ,
play-played = { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
} gespielt ({ $sets }; { $players } Spieler; Seeds { $first }..={ $last }) in { $seconds } s: { $rate } Partien/s
play-turns = Züge: { $turns } ({ $per-game } je Partie); beiseitegelegte Karten, weil sie nirgends passten: { $set-aside }
play-scores = Punkte: im Mittel { $mean } je Spieler; der Sieger im Mittel { $winners }, Höchstwert { $highest }, Tiefstwert { $lowest }
play-steps = ausgeführte Schritte: { $steps }
play-held = die Invarianten hielten nach jedem Zug jeder Partie; { $cross-checked ->
    [one] 1 Partie wurde
   *[other] { $cross-checked } Partien wurden
} zudem Zug für Zug über ein geschriebenes Szenario beurteilt, in Worten und als JSON
# Eine Art von Schritt der Partien nach ihrer Kennung; die Kennung einer
# Figur zählt, wie oft sie eingesetzt wurde.
play-step = { $step ->
    [double-turns] Doppelzüge
    [goods-tokens-taken] genommene Warenplättchen
    [final-scorings] Schlusswertungen
    [abbeys-placed] gelegte Abteien
    [flights] Flüge
    [abbots-taken-back] zurückgenommene Äbte
    [tower-floors-built] gebaute Turmteile
    [followers-captured] gefangene Gefolgsleute
    [towers-closed] abgeschlossene Türme
    [fairy-moves] Züge der Fee
    [portal-deployments] Einsätze durch ein Magisches Tor
    [knights-sent-home] von einer Prinzessin in den Vorrat geschickte Ritter
    [festival-figures-taken-back] beim Fest zurückgenommene Figuren
    [festival-prisoners-named] beim Fest benannte Gefangene
    [knights-escaped] aus einer Belagerung geflohene Ritter
    [castles-built] gebaute Burgen
    [figures-into-city] Figuren in die Stadt Carcassonne
    [count-moves] Züge des Grafen
    [figures-out-of-city] Figuren aus der Stadt Carcassonne
    [lakes-placed] gelegte Seen
    [ferries-moved] versetzte Fähren
    [wagons-moved-on] weitergezogene Wagen
    [ransoms-paid] gezahlte Lösegelder
    [dragon-moves] Züge des Drachen
    [follower] Gefolgsmann
    [big-follower] großer Gefolgsmann
    [mayor] Bürgermeister
    [wagon] Wagen
    [barn] Scheune
    [abbot] Abt
    [phantom] Phantom
    [builder] Baumeister
    [pig] Schwein
   *[other] { $step }
}
play-broken = Invariante verletzt in Partie { $game }, Zug { $turn }: { $what }
play-broken-written = das Szenario, das es zeigt: { $path }
play-broken-not-written = { $broken } (und sein Szenario wurde nicht geschrieben: { $error })

# `carc gen` und `carc import`: was geschrieben wurde.
gen-summary = { $count ->
    [one] 1 Szenario
   *[other] { $count } Szenarien
} nach { $folder } geschrieben: { $legal } erlaubt, { $illegal } nicht erlaubt, { $final-scorings } Schlusswertungen; in { $scoring } gibt es Punkte
# `$final` ist `yes`, wenn der letzte Zug die Schlusswertung ist; `$unfinished`
# der Zug, in dem die Datei gespeichert wurde, 0 für eine beendete Partie.
import-summary = { $count ->
    [one] 1 Szenario
   *[other] { $count } Szenarien
} nach { $folder } geschrieben{ $final ->
    [yes] , das letzte ist die Schlusswertung
   *[no] {""}
}{ $unfinished ->
    [0] {""}
   *[other] ; die Datei wurde während Zug { $unfinished } gespeichert, der ausgelassen wird
}
import-points = Punkte: { $points }
import-stopped = carc beurteilt Zug { $turn } als nicht erlaubt und folgt der Partie daher nicht weiter: { $reason }

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
    [bridge] die Brücke
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
    [bridge] die Brücke
   *[other] { $figure }
}
# Where a kind of figure may stand, by its id.
# With the preposition each place takes (auf eine Straße, in eine Stadt).
figure-places = { $figure ->
    [abbot] in ein Kloster oder einen Garten
    [mayor] in eine Stadt
    [wagon] auf eine Straße, in eine Stadt oder in ein Kloster
    [pig] auf eine Wiese
    [tower-floor] auf kein Gebiet (ein Turmteil kommt auf ein Turmfundament)
    [castle] auf kein Gebiet (ein Burgplättchen deckt eine kleine Stadt ab)
    [bridge] auf kein Gebiet (eine Brücke wird mit `bridge` über eine Karte gelegt)
    [builder] auf eine Straße oder in eine Stadt
    [barn] an eine Ecke (`corner: NE`)
   *[other] auf eine Straße, in eine Stadt, auf eine Wiese oder in ein Kloster
}

## A broken invariant of a random game (`carc play`): a fault of carc.

breach-score-falls = der Punktestand von { $player } fällt um { $by }
# `$kind` is the figure's id, `$figure` its name.
breach-figures-miscounted = { $player } hat { $on-table }-mal { $kind ->
   *[other] { $figure }
} auf dem Tisch und { $in-hand } im Vorrat, besitzt aber { $owned }
breach-goods-miscounted = die Spieler haben { $held } Warenplättchen { $good ->
    [wine] Wein
    [grain] Getreide
   *[cloth] Stoff
}, die abgeschlossenen Städte zeigen aber { $in-cities } solche Symbole
breach-off-the-table = { $piece ->
    [dragon] der Drache steht
   *[other] die Fee steht
} auf { $at }, wo keine Karte liegt
breach-stands-on-nothing = { $kind ->
   *[other] ein { $figure }
} steht auf { $at }, wo der Graph kein Gebiet hat
breach-stands-on-completed = { $kind ->
   *[other] ein { $figure }
} von { $player } steht noch auf einem abgeschlossenen Gebiet auf { $at }
breach-missed-placement-legal = ein Anlegen, das die Zugliste ausließ, wird als erlaubt beurteilt
breach-refused-deployment-legal = ein Einsetzen, das die Zugliste verweigert, wird als erlaubt beurteilt
# `$on`: verdict, scores, returned, double-turn or steps.
breach-differs = das Spiel (Graph Zug um Zug gewachsen) und der Schiedsrichter (Graph aus der Datei gebaut) unterscheiden sich { $on ->
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
    .title = Die letzte Änderung (am Tisch oder im Text) rückgängig machen
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
page-game = JCloisterZone-Partie
page-game-prev = ◀
    .title = Der Zug davor
page-game-next = ▶
    .title = Der nächste Zug
page-game-turn = Zug { $n } von { $count }: { $heading }. { $running }
page-game-too-large = Die Partie ist größer als { $limit }, die Grenze dessen, was der Schiedsrichter liest.
page-setup = Regeln und Spieler
page-rule-sets =
    .aria-label = Regelsätze
page-players = Spieler
page-current = Wer ist am Zug
page-wagon-move = Wagenregel
page-wagon-move-connected = verbunden (erste Ausgabe)
page-wagon-move-nearby = benachbart (neue Ausgabe)

# Werkzeuge und Tisch.
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

page-read-only = Der Tisch ist gesperrt: im YAML-Feld steht Text, der kein YAML ist. Korrigiere ihn oder mache die Änderung rückgängig, um wieder am Tisch zu arbeiten.
page-read-only-line = Der Tisch ist gesperrt: im YAML-Feld steht Text, der kein YAML ist (Zeile { $line }). Korrigiere ihn oder mache die Änderung rückgängig, um wieder am Tisch zu arbeiten.
page-hint-figure = Tippe auf eine Karte, um sie groß zu öffnen, und tippe auf einen Punkt, um die Figur dorthin zu stellen (mit der Maus gehen auch die Punkte auf dem Tisch); auf der Karte des Zuges ist das der Einsatz. Tippe auf eine Figur, um sie wegzunehmen.
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

# Die Aktion unter dem Tisch.
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
   *[other] { figure-returned }
} auf { $on } von [{ $at }]
page-exchange-chip = { $figure ->
   *[other] { figure-returned }
} kommt im Austausch zurück
page-tower-top-chip = { figure-returned } oben auf den Turm auf [{ $at }]
page-fairy-chip = Fee neben den Gefolgsmann auf { $on } von [{ $at }]
page-princess-chip = Prinzessin schickt { $owner ->
    [none] {""}
   *[other] von { $owner } {""}
}{ $figure ->
    [none] den Ritter
   *[other] { figure-returned }
} auf { $on } von [{ $at }] heim
page-festival-chip = Fest: { $figure ->
    [none] deine Figur
   *[other] { figure-returned }
} auf { $on } von [{ $at }] zurücknehmen
page-festival-prisoner-chip = Fest: { $figure ->
    [follower] deinen Gefolgsmann
    [big-follower] deinen großen Gefolgsmann
    [mayor] deinen Bürgermeister
    [wagon] deinen Wagen
    [abbot] deinen Abt
    [phantom] dein Phantom
   *[other] { figure-returned }
} zurückfordern (gefangen bei { $holder })
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
   *[other] { figure-returned }
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
   *[other] { figure-returned }
} auf { $on } von [{ $at }]
page-enter-city-group = eine Figur in die Stadt Carcassonne
page-enter-city-chip = { $figure ->
    [follower] Gefolgsmann
    [big-follower] großer Gefolgsmann
    [mayor] Bürgermeister
    [wagon] Wagen
    [abbot] Abt
    [phantom] Phantom
   *[other] { figure-returned }
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
page-link-ready = Der Link steht bereit: kopiere ihn.
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

# Broken input: the diagnostics of a file that cannot be judged.
diag-problems-found = { $file }: { $count ->
    [one] { $count } Problem
   *[other] { $count } Probleme
} gefunden; nichts wurde beurteilt
diag-more-not-shown = … und { $count } weitere Probleme, hier nicht gezeigt; behebe zuerst diese
diag-did-you-mean = meintest du `{ $name }`?
diag-did-you-mean-one-of = meintest du eines von: { $names }?
diag-none-close = keiner der { $count } bekannten Namen kommt `{ $word }` nahe
diag-expected-one-of = erwartet wird eines von: { $names }
# A value of the format in a list of them (English writes it bare).
diag-listed-name = `{ $name }`
diag-type = erwartet: { $wanted }, gefunden: { $found }
    .label = sollte { $wanted } sein
diag-kind = { $kind ->
    [null] nichts
    [bool] ein Wahrheitswert
    [int] eine Zahl
    [float] eine Dezimalzahl
    [text] Text
    [list] eine Liste
   *[mapping] eine Zuordnung
}
diag-text = Text
diag-a-whole-number = eine ganze Zahl
diag-a-list = eine Liste
diag-a-mapping = eine Zuordnung
diag-a-mapping-by-player = eine Zuordnung von Spieler zu Wert
diag-a-key-name = ein Schlüsselname
diag-keys-are-words = Schlüssel sind schlichte Wörter wie `tile` oder `at`
diag-first-time = zum ersten Mal
diag-second-time = zum zweiten Mal
diag-key-twice = { $what } nennt `{ $name }` zweimal
diag-keep-one = behalte nur ein `{ $name }`
diag-given-twice = `{ $name }` steht zweimal da
diag-player-names-are-text = Spielernamen sind Text
diag-name-each-player-once = nenne jeden Spieler nur einmal
diag-missing-key = { $what } braucht `{ $key }`
    .label = hier fehlt `{ $key }`
diag-unknown-key = { $what } kennt keinen Schlüssel `{ $name }`
    .label = kein Schlüssel des Formats
diag-one-of = { $what } – möglich sind: { $names }
diag-unknown-word = { $what } `{ $word }`
diag-not-a-word = { $what }
diag-square-help = ein Feld wird `[x, y]` geschrieben: x wächst nach Osten, y nach Norden
diag-square-not-two = ein Feld hat 2 Koordinaten, nicht { $count }
    .label = sollte [x, y] sein
diag-square-too-far = das Feld liegt zu weit vom Ursprung entfernt
    .label = so große Koordinaten ergeben keinen Tisch
    .help = halte die Koordinaten innerhalb von ±{ $limit }
diag-limit-reached-here = hier ist eine Grenze erreicht
diag-yaml-tag = ein YAML-Tag
diag-remove-tag-scenario-values-are = entferne den Tag: die Werte eines Szenarios sind schlichte Wörter, Zahlen, Listen und Zuordnungen
diag-second-document = ein zweites Dokument
diag-one-scenario-per-file-move = ein Szenario pro Datei: verschiebe das zweite Dokument in eine eigene Datei
diag-yaml-parser-stopped-here = hier hat der YAML-Leser aufgehört
diag-check-indentation-spaces-tabs-quotes = prüfe die Einrückung (Leerzeichen, keine Tabulatoren), Anführungszeichen und Klammern
diag-file-holds-no-scenario = die Datei enthält kein Szenario
diag-nothing-but-comments-blank-lines = nur Kommentare oder Leerzeilen
diag-scenario-needs-least-title-rules = ein Szenario braucht mindestens `title`, `rules`, `players`, `board` und `action`
diag-the-scenario = das Szenario
diag-scenario-mapping-keys-like-title = ein Szenario ist eine Zuordnung mit Schlüsseln wie `title:` und `board:`
diag-add-line-title-what-scenario = füge eine Zeile `title: was dieses Szenario zeigt` hinzu
diag-title-free-text = der Titel ist freier Text
diag-source-free-text = die Quelle ist freier Text
diag-say-what-play-e-g = sage, was im Spiel ist, z. B. `rules: [base, abbey-mayor]`
diag-list-players-turn-order-e = nenne die Spieler in Zugreihenfolge, z. B. `players: [red, blue]`
diag-current-names-player = `current` nennt einen Spieler
diag-set-aside-tile-ids = `set-aside` listet Karten-IDs auf, z. B. `set-aside: [river/straight]`
diag-list-tiles-table-under-board = nenne die Karten auf dem Tisch unter `board:` (eine leere Liste `[]` ist erlaubt)
diag-give-proposed-turn-e-g = gib den vorgeschlagenen Zug an, z. B. `action: {"{"}place: {"{"}tile: base/U, at: [1, 0]{"}"}{"}"}`
diag-rules-list-such-base-abbey = `rules` ist eine Liste wie `[base, abbey-mayor]`
diag-rule-set = Regelsatz
    .unknown = unbekannter Regelsatz
    .not = kein Regelsatz
diag-list-each-rule-set-once = nenne jeden Regelsatz nur einmal
diag-players-list-such-red-blue = `players` ist eine Liste wie `[red, blue]`
diag-player-named-word-quote-names = ein Spieler wird mit einem Wort benannt; setze Namen, die wie Zahlen aussehen, in Anführungszeichen
diag-each-player-appears-once-players = jeder Spieler steht einmal in `players`, in Zugreihenfolge
diag-no-players = es gibt keine Spieler
    .label = leere Liste
    .help = nenne mindestens einen Spieler, z. B. `players: [red, blue]`
diag-points-per-player-e-g = Punkte je Spieler, z. B. `{"{"}red: 10, blue: 4{"}"}`
diag-more-points-than-any-game = mehr Punkte als in jedem Spiel
diag-out-range = außerhalb des Bereichs
diag-owner-player-name = der Besitzer ist der Name eines Spielers
diag-say-which-square-x-y = sage, welches Feld: `at: [x, y]`
diag-count-cannot-negative = eine Anzahl kann nicht negativ sein
    .label = unter null
    .help = schreibe 0 für keine
diag-figures-hand-per-player-e = Figuren im Vorrat je Spieler, z. B. `{"{"}red: {"{"}follower: 2, mayor: 1{"}"}{"}"}`
diag-more-figures-than-any-game = mehr Figuren als in jedem Spiel
diag-mapping-from-figure-count = eine Zuordnung von Figur zu Anzahl
diag-rotation-clockwise-degrees-0-90 = die Drehung geht im Uhrzeigersinn in Grad: 0, 90, 180 oder 270
diag-feature-name = Name eines Gebiets
    .unknown = unbekannter Name eines Gebiets
    .not = kein Name eines Gebiets
diag-board-list-tiles-each-tile = `board` ist eine Liste von Karten, jede `- tile: ID` mit `at: [x, y]`
diag-each-board-entry-mapping-tile = jeder Eintrag von `board` ist eine Zuordnung: `- tile: base/D` mit `at: [0, 0]`
diag-board-tile = eine Karte von `board`
diag-name-tile-catalogue-id-carc = nenne die Karte mit ihrer Kennung im Katalog (`carc tiles` listet sie)
diag-tile-id-like-base-d = eine Kartenkennung wie `base/D`
diag-give-square-x-y = gib das Feld als `at: [x, y]` an
diag-figures-list-owner-red-figure = `figures` ist eine Liste von `{"{"}owner: red, figure: follower, on: N{"}"}`
diag-figure-owner-red-figure-follower = eine Figur ist `{"{"}owner: red, figure: follower, on: N{"}"}`
diag-a-figure = eine Figur
diag-say-whose-figure-owner-red = sage, wem die Figur gehört: `owner: red`
diag-say-which-figure-figure-follower = sage, welche Figur: `figure: follower`
diag-figure-stands-either-feature-corner = eine Figur steht entweder `on` einem Gebiet oder an einer Ecke (`corner`), nicht beides
    .label = zweiter Standort angegeben
    .help = nur die Scheune steht an einer Ecke; entferne einen der beiden Schlüssel
diag-figure-does-say-where-stands = die Figur sagt nicht, wo sie steht
    .label = kein `on` und kein `corner`
    .help = füge `on: POINT` (oder `on: monastery`) hinzu, oder `corner: NE` für eine Scheune
diag-the-action = die Aktion
diag-action-final-scoring-mapping-place = die Aktion ist `final-scoring` oder eine Zuordnung mit `place:`
diag-turn-starts-placing-tile-place = ein Zug beginnt damit, eine Karte zu legen: `place: {"{"}tile: base/U, at: [1, 0]{"}"}`
diag-also-list-such-deploy-figure = `also` ist eine Liste wie `[{"{"}deploy: {"{"}figure: follower, on: S{"}"}{"}"}]`
diag-each-entry-also-mapping-deploy = jeder Eintrag von `also` ist eine Zuordnung: `{"{"}deploy: ...{"}"}`, `{"{"}escape: ...{"}"}` oder der Zug einer Karte mit `place:`
diag-entry-also = ein Eintrag von `also`
diag-place-mapping-tile-base-u = `place` ist eine Zuordnung: `{"{"}tile: base/U, at: [1, 0], rotation: 90{"}"}`
diag-name-tile-place-catalogue-id = nenne die zu legende Karte mit ihrer Kennung im Katalog
diag-tile-id-like-base-u = eine Kartenkennung wie `base/U`
diag-deploy-mapping-such-figure-follower = `deploy` ist eine Zuordnung wie `{"{"}figure: follower, on: N{"}"}`
diag-expect-mapping-verdict-scores-returned = `expect` ist eine Zuordnung mit `verdict`, `scores`, `returned`, `cites`, `not-cites`, `rule`, `figures`, `double-turn`, `goods`
diag-expect-block-says-least-verdict = ein Block `expect` nennt mindestens das Urteil: `verdict: legal` oder `verdict: illegal`
diag-rule-citation-like-car-fn154 = die Regel ist ein Verweis wie `car:fn154`
diag-each-choice-left-open-kind = jede offene Wahl ist `{"{"}kind: castle, at: [x, y], on: FEATURE{"}"}` (oder `kind: escape`, `kind: leave-city`) oder `{"{"}kind: enter-city, player: red{"}"}`; `offers: []` erwartet keine
diag-choice-left-open = eine offene Wahl
diag-say-which-choice-kind-castle = sage, welche Wahl: `kind: castle`, `escape`, `enter-city` oder `leave-city`
diag-kind-choice = Art der Wahl
    .unknown = unbekannte Art der Wahl
    .not = keine Art der Wahl
diag-player-player-name = der Spieler ist der Name eines Spielers
diag-name-feature-n = nenne das Gebiet: `on: N`
diag-figures-lists-figures-table-after = `figures` nennt die Figuren auf dem Tisch nach der Aktion: `[{"{"}owner: red, figure: wagon, at: [1, 0], on: N{"}"}]`
diag-expected-figure = eine erwartete Figur
diag-say-which-figure-figure-wagon = sage, welche Figur: `figure: wagon`
diag-say-which-square-1-0 = sage, welches Feld: `at: [1, 0]`
diag-figures-back-supply-per-player = Figuren zurück in den Vorrat je Spieler, z. B. `{"{"}red: [follower, mayor]{"}"}`
diag-cites-list-such-car-fn162 = `cites` ist eine Liste wie `[car:fn162, base:score-city]`
diag-citation-like-car-fn162 = ein Verweis wie `car:fn162`
diag-player-name = der Name eines Spielers
diag-carc-imports-games-base-game = carc importiert Spiele des Grundspiels, des Abts, des großen Gefolgsmanns, des Phantoms, von Wirtshäuser und Kathedralen, Händler und Baumeister, Abtei und Bürgermeister, Die Prinzessin und der Drache, Der Turm, den Belagerungen, den Burgen, der Flugmaschine, den Fähren, dem Fest und dem Grafen (ohne eine Figur, die ein Viertel verlässt)
diag-file-stops-making-sense-here = hier ergibt die Datei keinen Sinn mehr
diag-import-jcz-file-jcloisterzone-saved = importiere eine Datei `.jcz` so, wie JCloisterZone sie gespeichert hat
diag-game-most-2000-tiles = ein Spiel mit höchstens 2000 Karten
diag-square-x-y = ein Feld `[x, y]`
diag-coordinate-real-table-most-10000 = eine Koordinate eines echten Tisches (höchstens 10000 in jede Richtung)
diag-not-importable = nicht importierbar
diag-undo-nothing-before-take-back = ein UNDO ohne etwas davor, das es zurücknehmen könnte
diag-import-file-jcloisterzone-saved = importiere die Datei so, wie JCloisterZone sie gespeichert hat
diag-index-one-game-players = die Nummer eines der Spieler des Spiels
diag-r0-r90-r180-r270 = R0, R90, R180 oder R270
diag-figure-deployed-another-tile-than = eine Figur, die auf einer anderen als der gelegten Karte eingesetzt wird (ein Turm, ein Magisches Tor oder ein Flug)
diag-meeple-id-such-0-small = eine Figurenkennung wie `0.small.1`
diag-meeple-one-game-players = eine Figur eines der Spieler des Spiels
diag-open-game-jcloisterzone-5-7 = öffne das Spiel in JCloisterZone 5.7 oder neuer und speichere es erneut
diag-rule-value = der Wert einer Regel
diag-import-game-keeps-rule-jcloisterzone = importiere ein Spiel, das diese Regel auf dem Standard von JCloisterZone lässt
diag-player-without-name-their-own = ein Spieler ohne eigenen Namen
diag-give-every-player-different-name = gib jedem Spieler in JCloisterZone einen anderen Namen
diag-between-one-eight-players = zwischen einem und acht Spielern
diag-0-90-180-270 = 0, 90, 180 oder 270
diag-carc-tiles-all-lists-every = carc tiles --all listet jede Karte mit ihrer Kennung in JCloisterZone
diag-carc-scores-completed-city-two = carc wertet eine abgeschlossene Stadt aus zwei Karten mit 4, wie die neue Ausgabe (Auslegungen §1.1); stelle die Regel in JCloisterZone auf 4
diag-second-move-instead-deploying-one = ein zweiter Zug statt eines Einsetzens in einem Spielzug
diag-carc-tiles-lists-every-tile = `carc tiles` listet jede Kartenkennung
diag-rules-in-play = Regeln im Spiel
diag-tile-placed-empty-table-but = eine Karte wird an einen leeren Tisch gelegt, aber jedes Spiel beginnt mit der Startkarte auf dem Tisch
    .label = an einen leeren Tisch gelegt
    .help = füge die Startkarte zu `board` hinzu: `board: [{"{"}tile: base/D, at: [0, 0]{"}"}]`, und lege dann daneben an
diag-each-square-holds-one-tile = jedes Feld trägt eine Karte; verschiebe oder entferne eine davon
diag-nothing-to-stand-on-here = hier ist nichts, worauf sie stehen könnte
diag-box-rules-play-reads-deployment = keine Schachtel der Regeln im Spiel liest dieses Einsetzen
    .label = nicht gelesen
    .help = `deploy` ist `{"{"}figure, on{"}"}` oder `{"{"}figure, corner{"}"}` oder die eigene Form einer Schachtel
diag-placed-tile = der gelegten Karte
diag-where-figure-would-stand = wo die Figur stehen würde
diag-that-tile = dieser Karte
diag-top-tower = oben auf dem Turm
diag-nobody-there = dort steht niemand
diag-name-figure-table-square-where = nenne eine Figur auf dem Tisch: ihr Feld und wo sie auf der Karte steht, mit `owner` und `figure`, wenn dort mehrere stehen
diag-empty-square = ein leeres Feld
diag-name-square-tile-table-board = nenne das Feld einer Karte auf dem Tisch (`board`) oder der gelegten Karte
diag-turn-one-tiles-rotation-choose = drehe eine der Karten (`rotation`) oder wähle Karten, deren aneinanderliegende Seiten passen
diag-rotation-given = Drehung angegeben
diag-empty-square-bare = leeres Feld
diag-needs-other-rules = braucht andere Regeln
diag-yaml-limit-help = ein Szenario braucht wenige Ebenen und wenige tausend Werte; diese Datei hat { $bytes } Bytes: teile sie auf oder schreibe sie ohne wiederholte Anker
diag-not-yaml = kein gültiges YAML: { $reason }
diag-listed-twice = `{ $name }` steht zweimal in der Liste
diag-player-listed-twice = der Spieler `{ $name }` steht zweimal in der Liste
diag-points-stay-within = Punkte liegen innerhalb von ±{ $max }
diag-a-role = `{ $word }` ist eine Rolle, keine Figur
    .label = eine Rolle
diag-role-help = { $role ->
    [knight] ein Ritter ist ein Gefolgsmann in einer Stadt
    [highwayman] ein Wegelagerer ist ein Gefolgsmann auf einer Straße
    [thief] ein Wegelagerer ist ein Gefolgsmann auf einer Straße
    [monk] ein Mönch ist ein Gefolgsmann in einem Kloster
    [farmer] ein Bauer ist ein Gefolgsmann auf einer Wiese
   *[other] ein { $role } ist ein Gefolgsmann in einem beliebigen Gebiet
}: schreibe `figure: follower` (oder `big-follower`) und sage mit `on`, wo er steht
diag-hand-holds-at-most = ein Vorrat hält höchstens { $max } Figuren einer Art
diag-not-a-rotation = { $value } ist keine Drehung
    .label = keine Vierteldrehung
diag-unknown-action = unbekannte Aktion `{ $word }`
    .label = keine Aktion
    .help = die einzige als Wort geschriebene Aktion ist `final-scoring`; ein Zug ist eine Zuordnung mit `place:`
diag-also-holds = `also` hat { $count } Einträge; höchstens { $max }
    .label = zu viele Einträge
    .help = ein Zug versucht höchstens wenige Dinge mehr: behalte die strittigen
diag-key-quoted = `{ $key }`
diag-import-missing = hier fehlt `{ $key }`, das ein gespeichertes Spiel von JCloisterZone hat
    .label = `{ $key }` fehlt
    .help = importiere eine Datei, die JCloisterZone 5.7 oder neuer gespeichert hat, unverändert
diag-import-unexpected = erwartet: { $expected }, gefunden: { $found }
    .label = nicht { $expected }
    .help = importiere eine Datei, die JCloisterZone 5.7 oder neuer gespeichert hat, unverändert
diag-import-too-old = ein Spiel, das JCloisterZone { $version } gespeichert hat, älter als 5.7
diag-import-tile-set = der Kartensatz `{ $key }`, aus einer Schachtel, die carc noch nicht importieren kann
diag-import-element = das Element `{ $key }`, aus einer Schachtel, die carc noch nicht importieren kann
diag-import-rule-not-judged = die Regel `{ $key }: { $value }`, die carc nicht beurteilt
diag-import-rule-of-box = die Regel `{ $key }: { $value }`, aus einer Schachtel, die carc noch nicht importieren kann
diag-parser-says = `{ $reason }`
diag-import-tile-unknown = die Karte `{ $tile }`, die der Katalog von carc nicht enthält
diag-import-place-unnamed = die Stelle `{ $feature } { $location }`, die carc auf einer Karte nicht benennen kann
diag-import-meeple-kind = eine Figur der Art `{ $kind }`, aus einer Schachtel, die carc noch nicht importieren kann
diag-import-message-here = eine Nachricht `{ $kind }`, die carc hier nicht importieren kann
diag-cannot-rule-yet = der Schiedsrichter kann über die Regeln `{ $rules }` noch nicht urteilen
    .label = noch nicht umgesetzt
    .help = docs/rules.md listet jede Regel mit ihrem Stand; `carc rules --search` findet eine
diag-did-you-mean-tile = meintest du `{ $name }`? `carc tiles` listet jede Kennung
diag-unknown-tile = unbekannte Karte `{ $tile }`
    .label = nicht im Katalog
diag-the-players-are = die Spieler sind: { $names }
diag-not-a-player = `{ $name }` ist kein Spieler
    .label = nicht in `players`
diag-not-in-play = { $what }, und `{ $set }` ist nicht im Spiel
diag-add-to-rules = füge `{ $set }` zu `rules` hinzu
diag-two-tiles-on = zwei Karten auf dem Feld { $at }
diag-goes-here = { $tile } kommt hierhin
diag-already-on = { $tile } liegt schon auf { $at }
# A kind of figure (its id) with its article, as the subject of a diagnostic.
diag-figure-a = { $figure ->
    [follower] ein Gefolgsmann
    [big-follower] ein großer Gefolgsmann
    [mayor] ein Bürgermeister
    [wagon] ein Wagen
    [barn] eine Scheune
    [abbot] ein Abt
    [phantom] ein Phantom
    [builder] ein Baumeister
    [pig] ein Schwein
    [tower-floor] ein Turmteil
    [castle] ein Burgplättchen
    [bridge] eine Brücke
   *[other] eine Figur `{ $figure }`
}
diag-figure-the = { $figure ->
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
    [bridge] die Brücke
   *[other] die Figur `{ $figure }`
}
diag-does-not-stand-there = { $figure } steht dort nicht
    .label = keine Schachtel der Regeln im Spiel stellt sie hierhin
    .help = nenne das Gebiet, auf dem sie steht: `on: N`
diag-features-of = Gebiete von { $tile }: { $features }
diag-features-here = Gebiete von { $tile } hier: { $features }
diag-cannot-stand-on = { $figure } kann nicht { $kind ->
    [city] in einer Stadt
    [road] auf einer Straße
    [field] auf einer Wiese
    [monastery] in einem Kloster
    [garden] in einem Garten
   *[other] auf `{ $kind }`
} stehen
diag-this-is-a = das ist { $kind ->
    [city] eine Stadt
    [road] eine Straße
    [field] eine Wiese
    [monastery] ein Kloster
    [garden] ein Garten
   *[other] `{ $kind }`
}
diag-stands-on = { $figure } kommt { $places }
diag-also-first = `also` versucht `{ $key }` noch einmal, aber der Zug der Karte hat kein `{ $key }`
    .label = kein erster Versuch zum Wiederholen
diag-also-first-help = schreibe `{ $key }` in den Zug selbst (oder in den Karteneintrag von `also` davor); `also` ist für einen zweiten Versuch
diag-no-tower = { $tile } hat keinen Turm
    .label = kein Turm auf dieser Karte
    .help = nenne das Gebiet, auf dem der Gefolgsmann steht: `on: N`
diag-spot-on = auf { $name }
diag-spot-corner = an der Ecke { $name }
diag-spot-of-tile = { $spot } der Karte auf { $at }
diag-owner-has-no = { $owner } hat { $figure ->
    [follower] keinen Gefolgsmann
    [big-follower] keinen großen Gefolgsmann
    [mayor] keinen Bürgermeister
    [wagon] keinen Wagen
    [barn] keine Scheune
    [abbot] keinen Abt
    [phantom] kein Phantom
    [builder] keinen Baumeister
    [pig] kein Schwein
    [tower-floor] kein Turmteil
    [castle] kein Burgplättchen
    [bridge] keine Brücke
   *[other] keine Figur `{ $figure }`
} { $place }
diag-owner-has-no-figure = { $owner } hat keine Figur { $place }
diag-no-figure-stands = { $figure ->
    [follower] kein Gefolgsmann
    [big-follower] kein großer Gefolgsmann
    [mayor] kein Bürgermeister
    [wagon] kein Wagen
    [barn] keine Scheune
    [abbot] kein Abt
    [phantom] kein Phantom
    [builder] kein Baumeister
    [pig] kein Schwein
    [tower-floor] kein Turmteil
    [castle] kein Burgplättchen
    [bridge] keine Brücke
   *[other] keine Figur `{ $figure }`
} steht { $place }
diag-nobody-stands = niemand steht { $place }
diag-no-tile = auf { $at } liegt keine Karte, { $what }
# `where` is "the placed tile", "that tile", in the genitive.
diag-not-a-feature-of = kein Gebiet { $where }
diag-figure-needs-rules = { $figure } gehört zu den Regeln `{ $set }`, die nicht im Spiel sind
    .label = Figur von Regeln, die nicht im Spiel sind
diag-tile-needs-rules = { $tile } ist eine Karte von `{ $set }`, das nicht im Spiel ist
    .label = Karte einer Erweiterung
diag-edge-mismatch = die Kante zwischen { $a } und { $b } passt nicht: { $edge-a ->
    [city] Stadt
    [road] Straße
    [field] Wiese
    [river] Fluss
   *[other] `{ $edge-a }`
} gegen { $edge-b ->
    [city] Stadt
    [road] Straße
    [field] Wiese
    [river] Fluss
   *[other] `{ $edge-b }`
}
diag-tile-shows = { $tile } zeigt { $edge ->
    [city] Stadt
    [road] Straße
    [field] Wiese
    [river] Fluss
   *[other] `{ $edge }`
} auf der Seite { $side }
diag-too-many-figures = { $player } hat { $count } { $figure ->
    [follower] Gefolgsleute
    [big-follower] große Gefolgsleute
    [mayor] Bürgermeister
    [wagon] Wagen
    [barn] Scheunen
    [abbot] Äbte
    [phantom] Phantome
    [builder] Baumeister
    [pig] Schweine
    [tower-floor] Turmteile
    [castle] Burgplättchen
    [bridge] Brücken
   *[other] Figuren `{ $figure }`
} auf dem Tisch, besitzt aber nur { $owned }
diag-nth-figure = { $n }. { $figure ->
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
    [bridge] Brücke
   *[other] Figur `{ $figure }`
} von { $player }
diag-too-many-figures-help = entferne Figuren oder gib `supply: {"{"}{ $player }: {"{"}...{"}"}{"}"}` an, wenn dieser Tisch wirklich mehr hat
# In the genitive: "not a feature of the tile on [1, 0]".
diag-the-tile-on = der Karte auf { $at }
# The kinds of word a key takes, each with the word unknown and a word that is not one.
diag-word-figure = Figur
    .unknown = unbekannte Figur
    .not = keine Figur
diag-word-corner = Ecke
    .unknown = unbekannte Ecke
    .not = keine Ecke
diag-word-verdict = Urteil
    .unknown = unbekanntes Urteil
    .not = kein Urteil
diag-yaml-second-document = die Datei enthält ein zweites YAML-Dokument; ein Szenario ist ein Dokument (entferne die Zeile `---` oder `...`)
diag-yaml-expands-past = das Dokument wächst auf mehr als { $max } Werte an (Anker und Aliase wiederholen große Teile davon)
diag-yaml-holds-more-than = das Dokument enthält mehr als { $max } Werte
diag-yaml-repeat-more-than = Anker und Aliase wiederholen mehr als { $mib } MiB Text
diag-yaml-deeper-than = das Dokument ist tiefer als { $max } Ebenen verschachtelt
diag-yaml-alias-contains-itself = der Alias `{ $name }` steht für einen Wert, der ihn selbst enthält
diag-yaml-unknown-anchor = der Alias `*{ $name }` nennt keinen Anker: `&{ $name }` ist davor nicht definiert
diag-yaml-merge-takes = ein Zusammenführungsschlüssel `<<` nimmt eine Zuordnung oder eine Liste von Zuordnungen, nicht { $found }
diag-yaml-tag-does-not-fit = der Tag `{ $tag }` passt nicht zu { $what ->
    [a-list] einer Liste
   *[a-mapping] einer Zuordnung
}
diag-yaml-tag-not-supported = der Tag `{ $tag }` wird hier nicht unterstützt; entferne ihn
diag-yaml-tagged = { $value } ist { $what ->
    [bool] kein Wahrheitswert (true oder false)
    [int] keine ganze Zahl
   *[float] keine Zahl
}, trägt aber den Tag `{ $tag }`
diag-yaml-empty-value = ein leerer Wert
diag-yaml-too-small = die ganze Zahl { $value } ist zu klein (die kleinste ist { $bound })
diag-yaml-too-large = die ganze Zahl { $value } ist zu groß (die größte ist { $bound })
diag-yaml-not-finite = `{ $value }` ist keine endliche Zahl

## The rules in the project's own words
# Die Umschreibung jeder Regel (`rule-text-ID`) und, für eine Regel, die der
# Schiedsrichter noch nicht anwendet, der Grund (`rule-reason-ID`). carc liest
# diesen Teil nur, wenn der Text einer Regel gebraucht wird.

rule-text-car-fn159 = Der Drache kann den Bürgermeister oder den Wagen fressen, ein Turm kann jeden der beiden gefangen nehmen, und eine Prinzessin kann jeden der beiden nach Hause schicken. Beide dürfen außerdem in das passende Viertel der Stadt Carcassonne gestellt werden und durch ein Magisches Tor reisen. Der Schiedsrichter entscheidet jeden Teil: Turm, Drache, Prinzessin und Magisches Tor sowie die Stadt, in der der Bürgermeister nur im Burgviertel steht und der Wagen in jedem Viertel außer dem Markt (count:figures).
rule-text-car-fn168 = Wiederholt car:fn159 für den Wagen: Der Drache darf ihn fressen, ein Turm darf ihn gefangen nehmen, eine Prinzessin darf ihn entfernen, und er darf sein Viertel der Stadt Carcassonne betreten oder durch ein Magisches Tor reisen, genau wie der Bürgermeister. Der Schiedsrichter entscheidet jeden Teil: Turm, Drache, Prinzessin und Magisches Tor sowie die Stadt, in der der Bürgermeister nur im Burgviertel steht und der Wagen in jedem Viertel außer dem Markt (count:figures).
rule-text-car-fn178 = Eine Scheune darf nicht in die Stadt Carcassonne gestellt werden und nicht durch ein Magisches Tor reisen. Beide Teile werden entschieden: `enter-city` mit der Scheune wird abgelehnt, ebenso die Scheune durch ein Tor. An einer Ecke der Stadtfelder außerhalb der Mauer, wo vier Wiesen zusammentreffen, darf eine Scheune dennoch stehen wie auf jeder Wiese.
rule-text-car-fn180 = Ein Vulkan auf einer der Karten hindert nicht daran, auf dieser Karte eine Scheune zu platzieren.

# Wo jede Regel in ihrer Quelle steht: die Überschrift oder Fußnote ihres
# Dokuments (`carc rule`, `carc rules` und die Regelreferenz zeigen sie).

rule-section-car-fn159 = Fußnote 159 (zum Bürgermeister: Einsetzen, die üblichen Regeln gelten weiter)
rule-section-car-fn168 = Fußnote 168 (zum Wagen: Einsetzen, keine andere Figur)
rule-section-car-fn178 = Fußnote 178 (zur Scheune: Platzieren an einer Ecke, an der vier Wiesen zusammentreffen)
rule-section-car-fn180 = Fußnote 180 (zur Scheune: Platzieren an einer Ecke, an der vier Wiesen zusammentreffen)
