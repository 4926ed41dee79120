//! The review's images: the evaluation graph ([`crate::render::graph`]) and the board of
//! the worst moment with an arrow for the better move, with words in the reader's
//! language.

use super::classify::Class;
use super::graph::GraphData;
use super::report::Review;
use super::words::{tr, Lang};
use crate::game::codec;
use crate::render::graph::{graph_png, GraphMark, GraphSpec};
use crate::render::{self, RenderOptions};
use crate::rules::{Action, AnyPosition, RuleSet, Square, Viewer};

/// The evaluation graph as PNG bytes.
pub fn graph_image(review: &Review, lang: Lang) -> Vec<u8> {
    let data = GraphData::of(review);
    let marks: Vec<(usize, GraphMark)> = data
        .marks
        .iter()
        .filter_map(|&(ply, class)| Some((ply, mark_of(class)?)))
        .collect();
    let side = |key: &str, accuracy: Option<f64>| match accuracy {
        Some(a) => format!("{} {} %", tr(lang, key, &[]), decimal(lang, a)),
        None => tr(lang, key, &[]),
    };
    let spec = GraphSpec {
        white_win: &data.white_win,
        marks: &marks,
        title: tr(lang, "review-title", &[]),
        white_label: side("review-white", data.accuracy[0]),
        black_label: side("review-black", data.accuracy[1]),
        legend: ["review-inaccuracy", "review-mistake", "review-blunder"].map(|k| tr(lang, k, &[])),
    };
    graph_png(&spec)
}

/// `87.5` in English, `87,5` in French and German.
fn decimal(lang: Lang, x: f64) -> String {
    let text = format!("{x:.1}");
    match lang {
        Lang::En => text,
        Lang::Fr | Lang::De => text.replace('.', ","),
    }
}

fn mark_of(class: Class) -> Option<GraphMark> {
    match class {
        Class::Inaccuracy => Some(GraphMark::Inaccuracy),
        Class::Mistake => Some(GraphMark::Mistake),
        Class::Blunder => Some(GraphMark::Blunder),
        Class::Best | Class::Good => None,
    }
}

/// The board before the worst flagged move, the better move drawn as an arrow and a
/// banner `Qxb7? Better: Nf3`; `None` when no move was flagged.
pub fn worst_moment_image(review: &Review, lang: Lang) -> Option<Vec<u8>> {
    let moment = review.worst()?;
    let ruleset: RuleSet = review.ruleset.parse().ok()?;
    let pos = AnyPosition::from_fen(ruleset, &moment.fen_before).ok()?;
    let mut view = pos.view(Viewer::Revealed);
    let better = moment.better.as_deref().and_then(codec::parse_action);
    view.path = better.map(squares_of).unwrap_or_default();
    view.last_move = codec::parse_action(&moment.played)
        .map(squares_of)
        .unwrap_or_default();
    let letters = lang.letters();
    let played = moment.played_text(ruleset, letters);
    let banner = match moment.better_text(ruleset, letters) {
        Some(better) => tr(
            lang,
            "review-better",
            &[("played", &played), ("better", &better)],
        ),
        None => played,
    };
    let mut opts = RenderOptions {
        orientation: moment.mover,
        banner: Some(banner),
        show_turn: false,
        ..RenderOptions::default()
    };
    opts.players.white.name = tr(lang, "review-white", &[]);
    opts.players.black.name = tr(lang, "review-black", &[]);
    Some(render::render_png(&view, &opts))
}

/// The squares an arrow joins for an action.
fn squares_of(action: Action) -> Vec<Square> {
    match action {
        Action::Move { from, to, .. } | Action::Stealth { from, to } => vec![from, to],
        Action::Shell { from, target } => vec![from, target],
        Action::Swap { a, b } => vec![a, b],
        Action::Drop { to, .. } => vec![to],
        Action::Promote(_) => Vec::new(),
    }
}
