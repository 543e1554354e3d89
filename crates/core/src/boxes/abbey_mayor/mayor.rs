//! The mayor (Abbey & Mayor): cities only, and as strong as its city has
//! pennants.

use crate::board::Figure;
use crate::catalogue::Kind;
use crate::engine::hooks::Hook;
use crate::engine::{Clause, Detail, Turn, Violation};
use crate::figure::{FigureKind, RuleSet};
use crate::graph::GroupId;
use crate::registry::{Rule, base};
use crate::boxes::abbey_mayor::car;
use crate::ruling::Basis;

use crate::rules::{Deployment, Module, Share};

pub struct Mayor;

impl Module for Mayor {
    fn rules(&self) -> RuleSet {
        RuleSet::AbbeyMayor
    }

    fn hooks(&self) -> &'static [Hook] {
        &[Hook::CheckOffFeature, Hook::CheckDeploy, Hook::Strength]
    }

    /// Its rules name the features it stands on; the top of a tower is
    /// none of them.
    fn check_off_feature(&self, _t: &Turn, figure: FigureKind) -> Result<(), Violation> {
        if figure == FigureKind::Mayor {
            return Err(crate::rules::only_on_features(car::FN160, figure));
        }
        Ok(())
    }

    fn check_deploy(&self, t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
        if d.kind != FigureKind::Mayor {
            zero_mayor_occupies(t, d)?;
            return Ok(knight_for_a_builder(t, d));
        }
        if d.feature_kind != Kind::City {
            return Err(d.not_on_this_kind(car::MAYOR, Clause::new(&car::HELP_MAYOR_GOES_ON)));
        }
        // The mayor's own occupancy rule: any follower in a city is a knight
        // (fn154), the wagon included (fn156).
        let holders: Vec<&Figure> = d.followers().collect();
        if let Some(h) = holders.first() {
            let mut v = Violation::new(car::MAYOR, d.on_locus, occupied_by(t, d, h))
                .label(&base::LABEL_KIND_OCCUPIED)
                .help(Clause::new(&car::HELP_MAYOR_NO_KNIGHT))
                .cite(car::FN154)
                .cite(car::FN155);
            if holders.iter().any(|f| f.kind == FigureKind::Wagon) {
                v = v.cite(car::FN156);
            }
            for f in holders {
                v = v.also(
                    t.locus_of(f),
                    Clause::new(&base::ASIDE_STANDS_HERE).with("figure", t.standing(f)),
                );
            }
            return Err(v);
        }
        Ok(vec![car::MAYOR])
    }

    fn strength(&self, t: &Turn, f: &Figure, g: GroupId) -> Option<Share> {
        if f.kind != FigureKind::Mayor {
            return None;
        }
        let pennants = t.graph.group(g).pennants;
        let mut rules = vec![car::MAYOR_STRENGTH, car::FN162];
        if pennants == 0 {
            // A mayor without pennants counts as nobody, yet still occupies.
            rules.extend([car::FN163, car::FN164]);
        }
        Some(Share {
            strength: pennants,
            basis: Basis::Pennants(pennants),
            rules,
        })
    }
}

/// A mayor in a city without pennants weighs nothing but still occupies the
/// city (fn164): say so when another figure is refused there.
/// A builder joins a city where its owner's only followers are mayors: the
/// mayor is the knight that lets it in (car:fn154), which the step cites.
fn knight_for_a_builder(t: &Turn, d: &Deployment) -> Vec<Rule> {
    let mut own = d.followers().filter(|f| f.owner == t.player).peekable();
    let only_mayors = own.peek().is_some() && own.all(|f| f.kind == FigureKind::Mayor);
    if d.kind == FigureKind::Builder && d.feature_kind == Kind::City && only_mayors {
        vec![car::FN154]
    } else {
        Vec::new()
    }
}

fn zero_mayor_occupies(t: &Turn, d: &Deployment) -> Result<Vec<Rule>, Violation> {
    if d.feature_kind != Kind::City || !d.kind.is_follower() || t.graph.group(d.group).pennants > 0
    {
        return Ok(Vec::new());
    }
    let mayor = d.holders.iter().find(|f| f.kind == FigureKind::Mayor);
    let Some(m) = mayor else {
        return Ok(Vec::new());
    };
    Err(
        Violation::new(base::DEPLOY_OCCUPIED, d.on_locus, occupied_by(t, d, m))
            .label(&base::LABEL_KIND_OCCUPIED)
            .also(
                t.locus_of(m),
                Clause::new(&car::ASIDE_ZERO_MAYOR).with("figure", t.standing(m)),
            )
            .help(Clause::new(&car::HELP_ZERO_MAYOR))
            .cite(car::FN164),
    )
}

/// The feature of `d` already holds `holder`.
fn occupied_by(t: &Turn, d: &Deployment, holder: &Figure) -> Clause {
    Clause::new(&base::OCCUPIED)
        .with("feature", Detail::Feature(t.feature(d.group)))
        .with("holder", t.standing(holder))
        .kind("kind", d.feature_kind.name())
}
