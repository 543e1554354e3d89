//! Footnotes and sections of the Complete Annotated Rules, Abbey & Mayor
//! chapter (mayor, wagon, barn; footnotes 154 to 195), in our own words.

rules! {
    // ----- Section anchors -------------------------------------------------

    MAYOR = "car:mayor" {
        title: "Deploying the mayor",
        document: Car,
        section: "The mayor: deployment",
        authority: Rulebook,
        status: Adjudicated,
        text: "A player may deploy the mayor in place of a follower, but only into a city of the placed tile where no knight stands yet; all other deployment rules still hold. The mayor goes into cities only, never onto a road, monastery or field.",
    }
    MAYOR_STRENGTH = "car:mayor-strength" {
        title: "The mayor's strength is its city's pennants",
        document: Car,
        section: "The mayor: scoring",
        authority: Rulebook,
        status: Adjudicated,
        text: "When a city is scored, a follower weighs 1, a big follower 2, and the mayor as many as the pennants in the whole city, so a mayor in a city without pennants weighs 0 and earns nothing. The mayor does not alter the city's points and goes back to its owner's supply once the city is scored.",
    }
    WAGON = "car:wagon" {
        title: "Deploying the wagon",
        document: Car,
        section: "The wagon: deployment",
        authority: Rulebook,
        status: Adjudicated,
        text: "A player may deploy the wagon in place of a normal follower onto a road, city or monastery of the placed tile that holds no other follower. A wagon is never put on a field.",
    }
    WAGON_MOVE = "car:wagon-move" {
        title: "Moving the wagon after scoring",
        document: Car,
        section: "The wagon: moving after scoring",
        authority: Rulebook,
        status: Adjudicated,
        text: "The wagon counts as an ordinary follower when its feature is scored. Afterwards, whether its owner won or lost, the owner takes it back or drives it to a directly connected road, city or monastery that is still incomplete and unoccupied; with no such feature it must go back to the supply. The judge applies this connected rule by default and the new edition's nearby rule only as a variant (rulings §3).",
    }
    WAGON_ORDER = "car:wagon-order" {
        title: "Several wagons: active player first, then clockwise",
        document: Car,
        section: "The wagon: several wagons in one scoring",
        authority: Rulebook,
        status: Adjudicated,
        text: "When one scoring step frees several wagons, their owners choose in turn whether to take back or move them, beginning with the active player and going on clockwise. The judge moves no wagon at final scoring.",
    }
    BARN = "car:barn" {
        title: "Placing the barn",
        document: Car,
        section: "The barn: placement",
        authority: Rulebook,
        status: Adjudicated,
        text: "Instead of a follower, a player may set the barn on a corner shared by four tiles, one of them the tile just placed, where all four show field. The farm may already hold farmers but not another barn, and the barn then stays put until the game ends.",
    }
    BARN_SCORE_PLACE = "car:barn-score-place" {
        title: "Placing a barn scores the farm's farmers",
        document: Car,
        section: "Scoring when placing a barn",
        authority: Rulebook,
        status: Adjudicated,
        text: "Farmers already on the farm are scored as they would be at game end: the majority players get 3 points per completed city, plus 1 per city for a majority player's pig, no matter whether the barn's owner is among them. The farmers (and pigs) then return to supply while the barn stays.",
    }
    BARN_SCORE_JOIN = "car:barn-score-join" {
        title: "Farmers joined to a barn farm score 1 per city",
        document: Car,
        section: "Scoring when a farm is connected",
        authority: Rulebook,
        status: Adjudicated,
        text: "Nobody may deploy a farmer onto a farm that has a barn. When a placed tile joins a farm holding farmers to a farm with a barn, the farmer majority scores right away but gets only 1 point per completed city (2 with a pig), and those farmers go back to their owners.",
    }
    BARN_FINAL = "car:barn-final" {
        title: "Barns at game end: 4 per city",
        document: Car,
        section: "Final scoring: scoring barns",
        authority: Rulebook,
        status: Adjudicated,
        text: "At the end of the game a barn's owner earns 4 points for each completed city bordering the barn's farm (castles, worth 5, are out of scope). If joining tiles have put several barns on one farm, every owner scores in full; the judge pays each player once per farm, however many of their barns lie on it.",
    }

    // ----- Footnotes 154 to 195 --------------------------------------------

    FN154 = "car:fn154" {
        title: "Any follower in a city is a knight",
        document: Car,
        section: "footnote 154 (to the mayor: deployment, a city with no knight)",
        authority: Publisher,
        status: Adjudicated,
        text: "Every follower standing in a city, the mayor included, counts as a knight of that city. So the mayor needs a city where no follower of any kind stands.",
    }
    FN155 = "car:fn155" {
        title: "Editions word the mayor's condition differently",
        document: Car,
        section: "footnote 155 (to the mayor: deployment, a city with no knight)",
        date: "1/2015",
        authority: EditionNote,
        status: Wording,
        text: "RGG's Big Box 2 asks for a city with neither knight nor follower, and some printings say neither knight nor mayor. Neither changes the rule, because the mayor and all other followers in a city are knights anyway.",
    }
    FN156 = "car:fn156" {
        title: "No mayor in a city that holds a wagon",
        document: Car,
        section: "footnote 156 (to the mayor: deployment, a city with no knight)",
        authority: Publisher,
        status: Adjudicated,
        text: "A wagon in a city is a follower, so that city is already occupied and the mayor may not be deployed into it.",
    }
    FN157 = "car:fn157" {
        title: "The mayor may fly but lands only in a city",
        document: Car,
        section: "footnote 157 (to the mayor: deployment, a city with no knight)",
        date: "2/2013",
        authority: Publisher,
        status: Adjudicated,
        text: "The mayor may be deployed through the flying machine, but it may end up only in an unfinished city on the landing tile; if that tile offers none, the mayor goes back to its owner's supply.",
    }
    FN158 = "car:fn158" {
        title: "The mayor through the magic portal",
        document: Car,
        section: "footnote 158 (to the mayor: deployment, a city with no knight)",
        date: "2/2013",
        authority: Publisher,
        status: Unsupported("needs The Princess & the Dragon (magic portal), which is not built"),
        text: "A mayor may use the magic portal, but only to enter a city that is unfinished and has no knight in it.",
    }
    FN159 = "car:fn159" {
        title: "Mayor and wagon: dragon, tower, princess, portal",
        document: Car,
        section: "footnote 159 (to the mayor: deployment, usual rules still apply)",
        authority: Publisher,
        status: Unsupported("needs The Princess & the Dragon, The Tower and The Count of Carcassonne, which are not built"),
        text: "The dragon can eat the mayor or the wagon, a tower can take either prisoner, and a princess can send either home. Both may also be put into the matching district of the City of Carcassonne and may travel through a magic portal.",
    }
    FN160 = "car:fn160" {
        title: "No mayor, wagon or barn on top of a tower",
        document: Car,
        section: "footnote 160 (to the mayor: deployment, usual rules still apply)",
        authority: Publisher,
        status: Unsupported("needs The Tower, which is not built"),
        text: "None of these three figures may stand on a tower; each goes only onto the features its own rule names.",
    }
    FN161 = "car:fn161" {
        title: "No mayor in a castle",
        document: Car,
        section: "footnote 161 (to the mayor: deployment, usual rules still apply)",
        date: "2/2013",
        authority: Publisher,
        status: Unsupported("needs Bridges, Castles & Bazaars (castles), which is not built"),
        text: "A mayor may not be deployed into a castle.",
    }
    FN162 = "car:fn162" {
        title: "RGG example: the mayor counts as its pennants",
        document: Car,
        section: "footnote 162 (to the mayor: scoring, strength equals pennants)",
        authority: EditionNote,
        status: Wording,
        text: "The RGG edition adds an example in which a city with three pennants makes the mayor worth three followers. It only restates the rule; the judge counts the pennants of the whole city at the moment it is scored.",
    }
    FN163 = "car:fn163" {
        title: "A mayor without pennants scores nothing (new text)",
        document: Car,
        section: "footnote 163 (to the mayor: scoring, a city without pennants)",
        authority: EditionNote,
        status: Wording,
        text: "HiG's Big Box 2 is the first printing to state that a mayor in a city without pennants earns nothing, confirming an older FAQ answer (car:fn164). The judge applies it through car:mayor-strength.",
    }
    FN164 = "car:fn164" {
        title: "A mayor of strength 0 still occupies its city",
        document: Car,
        section: "footnote 164 (to the mayor: scoring, a city without pennants)",
        authority: Publisher,
        status: Adjudicated,
        text: "A mayor in a city with no pennants still occupies it, so nobody may deploy there. At scoring it weighs nothing and is treated as though no follower were there: its owner gets no points, and if nobody has more than 0 strength, nobody scores the city.",
    }
    FN165 = "car:fn165" {
        title: "A mayor in a castle earns nothing",
        document: Car,
        section: "footnote 165 (to the mayor: scoring, a city without pennants)",
        authority: Publisher,
        status: Unsupported("needs Bridges, Castles & Bazaars (castles), which is not built"),
        text: "Should a mayor end up in a castle, the castle is occupied, but castles carry no pennants, so the mayor weighs 0 and its owner gets nothing when the castle is completed.",
    }
    FN166 = "car:fn166" {
        title: "The wagon rule means no other follower",
        document: Car,
        section: "footnote 166 (to the wagon: deployment, no other figure)",
        authority: EditionNote,
        status: Wording,
        text: "The annotator says the wagon rule should speak of no other follower rather than no other figure. Within this judge's scope the two readings never differ on a road, city or monastery, and the judge refuses the wagon wherever any figure already stands (rulings §3).",
    }
    FN167 = "car:fn167" {
        title: "RGG: no other wagon or follower",
        document: Car,
        section: "footnote 167 (to the wagon: deployment, no other figure)",
        authority: EditionNote,
        status: Wording,
        text: "The RGG edition words the condition as no other wagon or follower. That avoids muddle over the word figure but wrongly suggests the wagon is not a follower; nothing changes in play.",
    }
    FN168 = "car:fn168" {
        title: "Wagon and mayor: dragon, tower, princess, portal",
        document: Car,
        section: "footnote 168 (to the wagon: deployment, no other figure)",
        authority: Publisher,
        status: Unsupported("needs The Princess & the Dragon, The Tower and The Count of Carcassonne, which are not built"),
        text: "Repeats car:fn159 for the wagon: the dragon may eat it, a tower may capture it, a princess may remove it, and it may enter its district of the City of Carcassonne or pass through a magic portal, just like the mayor.",
    }
    FN169 = "car:fn169" {
        title: "No wagon, mayor or barn on top of a tower",
        document: Car,
        section: "footnote 169 (to the wagon: deployment, no other figure)",
        authority: Publisher,
        status: Unsupported("needs The Tower, which is not built"),
        text: "Repeats car:fn160 for the wagon: these figures may not be set on a tower, only on the features their own rules allow.",
    }
    FN170 = "car:fn170" {
        title: "What connected means for the wagon",
        document: Car,
        section: "footnote 170 (to the wagon: moving to a directly adjacent feature)",
        date: "5/2013",
        authority: Publisher,
        status: Adjudicated,
        text: "Connected features are roads meeting at a crossing and a road running straight into a city gate or a monastery; two cities never connect, not even where their walls touch at a tile corner, so the wagon has to travel by road. A bracketed editor's addition, which the judge follows, adds that a road touching a city only at a point rather than a gate, or passing under it through a tunnel, is not connected to that city.",
    }
    FN171 = "car:fn171" {
        title: "No wagon from city to city through a crossing",
        document: Car,
        section: "footnote 171 (to the wagon: moving to a directly adjacent feature)",
        date: "8/2013",
        authority: Publisher,
        status: Adjudicated,
        text: "A crossing is part of the roads, so a wagon may pass it only if it set out from a road; a wagon leaving a city cannot use a crossing to reach another city. The tiny road stubs on which followers may not be placed are no targets either.",
    }
    FN172 = "car:fn172" {
        title: "The wagon never drives through a feature",
        document: Car,
        section: "footnote 172 (to the wagon: moving to a directly adjacent feature)",
        date: "5/2013",
        authority: Publisher,
        status: Adjudicated,
        text: "A wagon may not cross one feature to reach another; anything a follower can claim or that sets off an effect counts as a feature, so a monastery between two roads blocks the way. This reverses an older answer. The judge adjudicates the monastery part; bazaars, crop circles and fairs need expansions that are not built.",
    }
    FN173 = "car:fn173" {
        title: "Wagon on and off the abbey",
        document: Car,
        section: "footnote 173 (to the wagon: moving to a directly adjacent feature)",
        date: "5/2013",
        authority: Publisher,
        status: Adjudicated,
        text: "The wagon may be deployed on an abbey. After scoring it may drive from the abbey onto a road or city that touches it directly, or from such a road or city onto the abbey, as long as the target is still incomplete.",
    }
    FN174 = "car:fn174" {
        title: "Wagon between a city and a monastery inside it",
        document: Car,
        section: "footnote 174 (to the wagon: moving to a directly adjacent feature)",
        date: "5/2013",
        authority: Publisher,
        status: Unsupported("no tile in scope has a monastery inside a city"),
        text: "A wagon may go from a city to a monastery lying within it, or the reverse, because a shared edge or surface is enough to connect them and no road is needed.",
    }
    FN175 = "car:fn175" {
        title: "The moved wagon may stand on any tile of the target",
        document: Car,
        section: "footnote 175 (to the wagon: the feature it is moved into)",
        authority: Publisher,
        status: Adjudicated,
        text: "When a wagon moves into a feature, its owner chooses the tile it stands on, for instance any tile of a five-tile road rather than the nearest one. This does not affect scoring and matters only for expansions that strike single tiles.",
    }
    FN176 = "car:fn176" {
        title: "RGG: the wagon always counts as a follower",
        document: Car,
        section: "footnote 176 (to the wagon: target must be incomplete and unoccupied)",
        authority: EditionNote,
        status: Wording,
        text: "The RGG version adds that at scoring the wagon is always treated as a follower. The judge gives it strength 1 and lets it move after its feature is scored, whether its owner won or lost.",
    }
    FN177 = "car:fn177" {
        title: "Deploy, score and move a wagon in one turn",
        document: Car,
        section: "footnote 177 (to the wagon: returning it when no target is free)",
        authority: Publisher,
        status: Adjudicated,
        text: "A wagon deployed instead of a follower onto a feature that the same tile completes is scored at once and may then move on, all in the same turn. A bracketed note adds that moving the wagon does not replace the deployment step.",
    }
    FN178 = "car:fn178" {
        title: "No barn in Carcassonne or through a portal",
        document: Car,
        section: "footnote 178 (to the barn: placement at a four-field corner)",
        authority: Publisher,
        status: Unsupported("needs The Count of Carcassonne and The Princess & the Dragon, which are not built"),
        text: "A barn may not be placed in the City of Carcassonne, and it may not travel through a magic portal.",
    }
    FN179 = "car:fn179" {
        title: "No barn, mayor or wagon on top of a tower",
        document: Car,
        section: "footnote 179 (to the barn: placement at a four-field corner)",
        authority: Publisher,
        status: Unsupported("needs The Tower, which is not built"),
        text: "Repeats car:fn160 for the barn: it may not be set on a tower, only where its own rule allows.",
    }
    FN180 = "car:fn180" {
        title: "A barn may go on a volcano tile",
        document: Car,
        section: "footnote 180 (to the barn: placement at a four-field corner)",
        authority: Publisher,
        status: Unsupported("needs The Princess & the Dragon (volcano tiles), which is not built"),
        text: "A volcano on one of the tiles does not prevent placing a barn on that tile.",
    }
    FN181 = "car:fn181" {
        title: "No fairy beside the barn",
        document: Car,
        section: "footnote 181 (to the barn: placement at a four-field corner)",
        authority: Publisher,
        status: Unsupported("needs The Princess & the Dragon (the fairy), which is not built"),
        text: "The fairy may not be set next to a barn, since a barn is not a follower.",
    }
    FN182 = "car:fn182" {
        title: "RGG leaves out the one-barn-per-farm sentence",
        document: Car,
        section: "footnote 182 (to the barn: not on a farm that already has a barn)",
        authority: EditionNote,
        status: Wording,
        text: "The RGG printing drops the sentence forbidding a barn on a farm that already has one. The judge keeps the rule, which car:fn189 shows RGG states elsewhere.",
    }
    FN183 = "car:fn183" {
        title: "A Festival tile can remove a barn",
        document: Car,
        section: "footnote 183 (to the barn: it stays until the game ends)",
        date: "12/2014",
        authority: Publisher,
        status: Unsupported("needs The Festival, which is not built"),
        text: "Although a barn otherwise remains until the game ends, a Festival tile may take it off the board.",
    }
    FN184 = "car:fn184" {
        title: "Barn scoring happens in the turn's scoring step",
        document: Car,
        section: "footnote 184 (to scoring when placing a barn: farmers scored at once)",
        date: "10/2012",
        authority: Publisher,
        status: Adjudicated,
        text: "At once means the farmers are scored and taken off during this turn's normal scoring step instead of staying until game end; play does not pause for a separate scoring. Everything that comes before scoring in a turn happens first, so cities the same tile completes count.",
    }
    FN185 = "car:fn185" {
        title: "Barn scoring lets followers leave Carcassonne",
        document: Car,
        section: "footnote 185 (to scoring when placing a barn: farmers scored at once)",
        authority: Publisher,
        status: Unsupported("needs The Count of Carcassonne, which is not built"),
        text: "Placing a barn and scoring its farm is a chance to bring a follower out of the City of Carcassonne: a follower from the market may move onto the farm right after the barn is placed, before the farmers score. A bracketed editor's note suggests joining a farmer's farm to a barn farm should give the same chance.",
    }
    FN186 = "car:fn186" {
        title: "A besieged city still doubles on a barn farm",
        document: Car,
        section: "footnote 186 (to scoring when placing a barn: 3 points per city)",
        authority: Publisher,
        status: Unsupported("needs The Cathars (sieges), which is not built"),
        text: "A city under siege still gives double points when it borders a farm that has a barn.",
    }
    FN187 = "car:fn187" {
        title: "Barn owner may enter Carcassonne when others score",
        document: Car,
        section: "footnote 187 (to scoring when placing a barn: owner need not take part)",
        authority: Publisher,
        status: Unsupported("needs The Count of Carcassonne, which is not built"),
        text: "If a player's barn makes only other players' farmers score, that player may still put a follower into the City of Carcassonne; what counts is the points scored right then, not the barn's later score.",
    }
    FN188 = "car:fn188" {
        title: "RGG: the barn itself stays",
        document: Car,
        section: "footnote 188 (to scoring when placing a barn: farmers return)",
        authority: EditionNote,
        status: Wording,
        text: "The RGG edition adds that the barn, unlike the farmers, is not removed after this scoring. The rule already implies it; the judge leaves the barn on the board.",
    }
    FN189 = "car:fn189" {
        title: "One barn per farm; joined barn farms are fine",
        document: Car,
        section: "footnote 189 (to scoring when a farm is connected: no farmer on a barn farm)",
        authority: EditionNote,
        status: Adjudicated,
        text: "No farmer may be deployed onto a farm that has a barn. The RGG text adds that a barn may not be placed on a farm that already holds one, yet a tile may later join two farms that each have a barn.",
    }
    FN190 = "car:fn190" {
        title: "Joined-farm scoring happens in the scoring step",
        document: Car,
        section: "footnote 190 (to scoring when a farm is connected: farmers scored at once)",
        date: "10/2012",
        authority: Publisher,
        status: Adjudicated,
        text: "As with placing a barn, the farmers joined to a barn farm are scored and removed in this turn's ordinary scoring step, with no separate pause; everything due before scoring in the turn happens first.",
    }
    FN191 = "car:fn191" {
        title: "Joining farms lets a follower leave Carcassonne",
        document: Car,
        section: "footnote 191 (to scoring when a farm is connected: farmers scored at once)",
        authority: Publisher,
        status: Unsupported("needs The Count of Carcassonne, which is not built"),
        text: "Since joining a farm to a barn farm is a scoring, a follower may leave the City of Carcassonne for that farm; it is scored immediately at 1 point per city, so it is not on the farm at final scoring.",
    }
    FN192 = "car:fn192" {
        title: "A pig on the joining tile counts",
        document: Car,
        section: "footnote 192 (to scoring when a farm is connected: 2 points with a pig)",
        authority: Publisher,
        status: Adjudicated,
        text: "The pig may be placed on the newly placed tile that joins a farm to a barn farm, even though that farm is already occupied. It is placed before the scoring step, so a majority player's pig raises the score to 2 per city.",
    }
    FN193 = "car:fn193" {
        title: "RGG: cities count at any distance from the barn",
        document: Car,
        section: "footnote 193 (to final scoring: 4 points per city on the barn's farm)",
        authority: EditionNote,
        status: Wording,
        text: "The RGG edition adds that cities count however far they lie from the barn, likely to ease players into third-edition farm scoring. The judge counts every completed city bordering the barn's farm.",
    }
    FN194 = "car:fn194" {
        title: "Pig herds add nothing to barns (Big Box 2 only)",
        document: Car,
        section: "footnote 194 (to final scoring: the pig-herd tile and barns)",
        authority: EditionNote,
        status: Unsupported("needs River II (the pig-herd tile), which is not built; the reading is recorded"),
        text: "The sentence denying barns any bonus from a pig-herd tile first appeared in HiG's Big Box 2, confirming an older FAQ; Big Box 3 drops it, probably because River II is not in that box. The judge records this reading: at game end a barn ignores pig herds.",
    }
    FN195 = "car:fn195" {
        title: "Pig herd and barn: read as the farmers' scoring",
        document: Car,
        section: "footnote 195 (to final scoring: the pig-herd tile and barns)",
        authority: Publisher,
        status: Unsupported("needs River II (the pig-herd tile), which is not built; rulings §4 reads this as the farmer scoring on a barn farm, not the barn's final score (car:fn194)"),
        text: "This note says a pig-herd tile can add a point per city when a barn is on the farm, which seems to clash with fn194. Following rulings §4, the judge reads it as the farmers' scoring when a barn is placed or joined (the extra point per city in those summary tables), while the barn's own final score ignores pig herds; the tile is out of scope.",
    }
}
