//! Inns & Cathedrals (WikiCarpedia, "Inns and Cathedrals", new edition):
//! what an inn does to its road and a cathedral to its city.

use carc_engine::rules;

rules! {
    INN = "ic:inn" {
        document: InnsCathedrals,
        section: "Rules › 3. Scoring a feature › Scoring a road with an inn on it",
        authority: Rulebook,
        status: Adjudicated,
    }
    INN_UNFINISHED = "ic:inn-unfinished" {
        document: InnsCathedrals,
        section: "Rules › Final scoring (a road with an inn left open)",
        authority: Rulebook,
        status: Adjudicated,
    }
    CATHEDRAL = "ic:cathedral" {
        document: InnsCathedrals,
        section: "Rules › 3. Scoring a feature › Scoring a city with a cathedral in it",
        authority: Rulebook,
        status: Adjudicated,
    }
    CATHEDRAL_UNFINISHED = "ic:cathedral-unfinished" {
        document: InnsCathedrals,
        section: "Rules › Final scoring (a city with a cathedral left open)",
        authority: Rulebook,
        status: Adjudicated,
    }
    MARKS_ONCE = "ic:marks-once" {
        document: Rulings,
        section: "§1.6 two inns on a road, or two cathedrals in a city, count once",
        authority: ProjectRuling,
        status: Adjudicated,
    }
}
