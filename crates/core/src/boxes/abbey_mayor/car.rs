//! Footnotes and sections of the Complete Annotated Rules, Abbey & Mayor
//! chapter (mayor, wagon, barn; footnotes 154 to 195), in our own words.

use carc_engine::{rules, says};

rules! {
    // ----- Section anchors -------------------------------------------------

    MAYOR = "car:mayor" {
        document: Car,
        section: "The mayor: deployment",
        authority: Rulebook,
        status: Adjudicated,
    }
    MAYOR_STRENGTH = "car:mayor-strength" {
        document: Car,
        section: "The mayor: scoring",
        authority: Rulebook,
        status: Adjudicated,
    }
    WAGON = "car:wagon" {
        document: Car,
        section: "The wagon: deployment",
        authority: Rulebook,
        status: Adjudicated,
    }
    WAGON_MOVE = "car:wagon-move" {
        document: Car,
        section: "The wagon: moving after scoring",
        authority: Rulebook,
        status: Adjudicated,
    }
    WAGON_ORDER = "car:wagon-order" {
        document: Car,
        section: "The wagon: several wagons in one scoring",
        authority: Rulebook,
        status: Adjudicated,
    }
    BARN = "car:barn" {
        document: Car,
        section: "The barn: placement",
        authority: Rulebook,
        status: Adjudicated,
    }
    BARN_STAYS = "car:barn-stays" {
        document: Car,
        section: "The barn: it stays until the game ends (neither the dragon nor a tower removes it)",
        authority: Rulebook,
        status: Adjudicated,
    }
    BARN_SCORE_PLACE = "car:barn-score-place" {
        document: Car,
        section: "Scoring when placing a barn",
        authority: Rulebook,
        status: Adjudicated,
    }
    BARN_SCORE_JOIN = "car:barn-score-join" {
        document: Car,
        section: "Scoring when a farm is connected",
        authority: Rulebook,
        status: Adjudicated,
    }
    BARN_FINAL = "car:barn-final" {
        document: Car,
        section: "Final scoring: scoring barns",
        authority: Rulebook,
        status: Adjudicated,
    }

    // ----- Footnotes 154 to 195 --------------------------------------------

    FN154 = "car:fn154" {
        document: Car,
        section: "footnote 154 (to the mayor: deployment, a city with no knight)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN155 = "car:fn155" {
        document: Car,
        section: "footnote 155 (to the mayor: deployment, a city with no knight)",
        date: "1/2015",
        authority: EditionNote,
        status: Wording,
    }
    FN156 = "car:fn156" {
        document: Car,
        section: "footnote 156 (to the mayor: deployment, a city with no knight)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN157 = "car:fn157" {
        document: Car,
        section: "footnote 157 (to the mayor: deployment, a city with no knight)",
        date: "2/2013",
        authority: Publisher,
        status: Adjudicated,
    }
    FN158 = "car:fn158" {
        document: Car,
        section: "footnote 158 (to the mayor: deployment, a city with no knight)",
        date: "2/2013",
        authority: Publisher,
        status: Adjudicated,
    }
    FN159 = "car:fn159" {
        document: Car,
        section: "footnote 159 (to the mayor: deployment, usual rules still apply)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN160 = "car:fn160" {
        document: Car,
        section: "footnote 160 (to the mayor: deployment, usual rules still apply)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN161 = "car:fn161" {
        document: Car,
        section: "footnote 161 (to the mayor: deployment, usual rules still apply)",
        date: "2/2013",
        authority: Publisher,
        status: Adjudicated,
    }
    FN162 = "car:fn162" {
        document: Car,
        section: "footnote 162 (to the mayor: scoring, strength equals pennants)",
        authority: EditionNote,
        status: Wording,
    }
    FN163 = "car:fn163" {
        document: Car,
        section: "footnote 163 (to the mayor: scoring, a city without pennants)",
        authority: EditionNote,
        status: Wording,
    }
    FN164 = "car:fn164" {
        document: Car,
        section: "footnote 164 (to the mayor: scoring, a city without pennants)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN165 = "car:fn165" {
        document: Car,
        section: "footnote 165 (to the mayor: scoring, a city without pennants)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN166 = "car:fn166" {
        document: Car,
        section: "footnote 166 (to the wagon: deployment, no other figure)",
        authority: EditionNote,
        status: Wording,
    }
    FN167 = "car:fn167" {
        document: Car,
        section: "footnote 167 (to the wagon: deployment, no other figure)",
        authority: EditionNote,
        status: Wording,
    }
    FN168 = "car:fn168" {
        document: Car,
        section: "footnote 168 (to the wagon: deployment, no other figure)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN169 = "car:fn169" {
        document: Car,
        section: "footnote 169 (to the wagon: deployment, no other figure)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN170 = "car:fn170" {
        document: Car,
        section: "footnote 170 (to the wagon: moving to a directly adjacent feature)",
        date: "5/2013",
        authority: Publisher,
        status: Adjudicated,
    }
    FN171 = "car:fn171" {
        document: Car,
        section: "footnote 171 (to the wagon: moving to a directly adjacent feature)",
        date: "8/2013",
        authority: Publisher,
        status: Adjudicated,
    }
    FN172 = "car:fn172" {
        document: Car,
        section: "footnote 172 (to the wagon: moving to a directly adjacent feature)",
        date: "5/2013",
        authority: Publisher,
        status: Adjudicated,
    }
    FN173 = "car:fn173" {
        document: Car,
        section: "footnote 173 (to the wagon: moving to a directly adjacent feature)",
        date: "5/2013",
        authority: Publisher,
        status: Adjudicated,
    }
    FN174 = "car:fn174" {
        document: Car,
        section: "footnote 174 (to the wagon: moving to a directly adjacent feature)",
        date: "5/2013",
        authority: Publisher,
        status: Adjudicated,
    }
    FN175 = "car:fn175" {
        document: Car,
        section: "footnote 175 (to the wagon: the feature it is moved into)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN176 = "car:fn176" {
        document: Car,
        section: "footnote 176 (to the wagon: target must be incomplete and unoccupied)",
        authority: EditionNote,
        status: Wording,
    }
    FN177 = "car:fn177" {
        document: Car,
        section: "footnote 177 (to the wagon: returning it when no target is free)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN178 = "car:fn178" {
        document: Car,
        section: "footnote 178 (to the barn: placement at a four-field corner)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN179 = "car:fn179" {
        document: Car,
        section: "footnote 179 (to the barn: placement at a four-field corner)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN180 = "car:fn180" {
        document: Car,
        section: "footnote 180 (to the barn: placement at a four-field corner)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN181 = "car:fn181" {
        document: Car,
        section: "footnote 181 (to the barn: placement at a four-field corner)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN182 = "car:fn182" {
        document: Car,
        section: "footnote 182 (to the barn: not on a farm that already has a barn)",
        authority: EditionNote,
        status: Wording,
    }
    FN183 = "car:fn183" {
        document: Car,
        section: "footnote 183 (to the barn: it stays until the game ends)",
        date: "12/2014",
        authority: Publisher,
        status: Adjudicated,
    }
    FN184 = "car:fn184" {
        document: Car,
        section: "footnote 184 (to scoring when placing a barn: farmers scored at once)",
        date: "10/2012",
        authority: Publisher,
        status: Adjudicated,
    }
    FN185 = "car:fn185" {
        document: Car,
        section: "footnote 185 (to scoring when placing a barn: farmers scored at once)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN186 = "car:fn186" {
        document: Car,
        section: "footnote 186 (to scoring when placing a barn: 3 points per city)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN187 = "car:fn187" {
        document: Car,
        section: "footnote 187 (to scoring when placing a barn: owner need not take part)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN188 = "car:fn188" {
        document: Car,
        section: "footnote 188 (to scoring when placing a barn: farmers return)",
        authority: EditionNote,
        status: Wording,
    }
    FN189 = "car:fn189" {
        document: Car,
        section: "footnote 189 (to scoring when a farm is connected: no farmer on a barn farm)",
        authority: EditionNote,
        status: Adjudicated,
    }
    FN190 = "car:fn190" {
        document: Car,
        section: "footnote 190 (to scoring when a farm is connected: farmers scored at once)",
        date: "10/2012",
        authority: Publisher,
        status: Adjudicated,
    }
    FN191 = "car:fn191" {
        document: Car,
        section: "footnote 191 (to scoring when a farm is connected: farmers scored at once)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN192 = "car:fn192" {
        document: Car,
        section: "footnote 192 (to scoring when a farm is connected: 2 points with a pig)",
        authority: Publisher,
        status: Adjudicated,
    }
    FN193 = "car:fn193" {
        document: Car,
        section: "footnote 193 (to final scoring: 4 points per city on the barn's farm)",
        authority: EditionNote,
        status: Wording,
    }
    FN194 = "car:fn194" {
        document: Car,
        section: "footnote 194 (to final scoring: the pig-herd tile and barns)",
        authority: EditionNote,
        status: Adjudicated,
    }
    FN195 = "car:fn195" {
        document: Car,
        section: "footnote 195 (to final scoring: the pig-herd tile and barns)",
        authority: Publisher,
        status: Adjudicated,
    }
}

says! {
    BARN_NOT_TAKEN = "refusal-car-barn-not-taken";
    LABEL_BARN_STAYS = "label-car-barn-stays";
    HELP_BARN_STAYS = "help-car-barn-stays";
    ASIDE_BARN_ALREADY = "aside-car-barn-already";
    ASIDE_BARN_ON_FARM = "aside-car-barn-on-farm";
    ASIDE_FIRST_CHOICE = "aside-car-first-choice";
    ASIDE_ZERO_MAYOR = "aside-car-zero-mayor";
    BARN_NOT_ON_FEATURE = "refusal-car-barn-not-on-feature";
    FARM_HAS_BARN = "refusal-car-farm-has-barn";
    HELP_BARN_CORNER = "help-car-barn-corner";
    HELP_BARN_CORNERS = "help-car-barn-corners";
    HELP_FARM_WITH_BARN = "help-car-farm-with-barn";
    HELP_FREED_WAGONS = "help-car-freed-wagons";
    HELP_FREED_SQUARES = "help-car-freed-squares";
    HELP_MAYOR_GOES_ON = "help-car-mayor-goes-on";
    HELP_MAYOR_NO_KNIGHT = "help-car-mayor-no-knight";
    HELP_ONE_BARN = "help-car-one-barn";
    HELP_ONE_BARN_PER_FARM = "help-car-one-barn-per-farm";
    HELP_ONE_CHOICE = "help-car-one-choice";
    HELP_WAGON_FREE = "help-car-wagon-free";
    HELP_WAGON_GOES_ON = "help-car-wagon-goes-on";
    HELP_WAGON_TARGETS = "help-car-wagon-targets";
    HELP_ZERO_MAYOR = "help-car-zero-mayor";
    LABEL_FARM_WITH_BARN = "label-car-farm-with-barn";
    LABEL_NOT_A_CORNER = "label-car-not-a-corner";
    LABEL_NOT_FOUR_FIELDS = "label-car-not-four-fields";
    LABEL_NOT_WAGON_TARGET = "label-car-not-wagon-target";
    LABEL_NO_FREED_WAGON = "label-car-no-freed-wagon";
    LABEL_WHICH_WAGON = "label-car-which-wagon";
    LABEL_NO_SUCH_FEATURE = "label-car-no-such-feature";
    LABEL_SECOND_BARN = "label-car-second-barn";
    LABEL_SECOND_CHOICE = "label-car-second-choice";
    NOT_FOUR_FIELDS = "refusal-car-not-four-fields";
    NO_WAGON_FREED = "refusal-car-no-wagon-freed";
    PHRASE_SQUARE_ABBEY = "phrase-car-square-abbey";
    PHRASE_SQUARE_EMPTY = "phrase-car-square-empty";
    PHRASE_SQUARE_SHOWS = "phrase-car-square-shows";
    PHRASE_SQUARE_SPLIT = "phrase-car-square-split";
    PHRASE_TARGET_COMPLETE = "phrase-car-target-complete";
    PHRASE_TARGET_FIELD = "phrase-car-target-field";
    PHRASE_TARGET_NOT_CONNECTED = "phrase-car-target-not-connected";
    PHRASE_TARGET_NOT_NEARBY = "phrase-car-target-not-nearby";
    PHRASE_TARGET_OCCUPIED = "phrase-car-target-occupied";
    PHRASE_TARGET_SCORED = "phrase-car-target-scored";
    PHRASE_WAGON_TARGET = "phrase-car-wagon-target";
    SECOND_BARN = "refusal-car-second-barn";
    WAGON_CHOSEN_TWICE = "refusal-car-wagon-chosen-twice";
    WAGON_NOT_FREED = "refusal-car-wagon-not-freed";
    WHICH_WAGON = "refusal-car-which-wagon";
    WAGON_TARGET_REFUSED = "refusal-car-wagon-target-refused";
}
