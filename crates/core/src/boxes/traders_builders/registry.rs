//! Traders & Builders (WikiCarpedia, "Traders and Builders", new edition):
//! the goods tokens. The builder and the pig have their own modules.

use carc_engine::rules;

rules! {
    GOODS = "tb:goods" {
        document: TradersBuilders,
        section: "Rules › The goods tokens › 1. Placing a tile (completing a city with goods symbols)",
        authority: Rulebook,
        status: Adjudicated,
    }
    ALONE = "tb:alone" {
        document: TradersBuilders,
        section: "Rules › The builder and the pig (no meeple of its owner left in the feature)",
        authority: Rulebook,
        status: Adjudicated,
    }
    GOODS_SCORING = "tb:goods-scoring" {
        document: TradersBuilders,
        section: "Rules › The goods tokens › Final scoring",
        authority: Rulebook,
        status: Adjudicated,
    }
}
