//! The review's post, in the reader's language: the evaluation graph (PNG), each side's
//! accuracy and counts of inaccuracies, mistakes and blunders, the worst moments (the
//! move played and the better one in the reader's letters, and what it changed), the
//! engine's depth, and the board of the worst moment with the better move as an arrow.

use crate::game::Game;
use crate::host::desk::{Desk, HostError};
use crate::host::io::reply::{File, Reply, Target};
use crate::host::think_queue::Asker;
use crate::host::words::i18n::{keys, ruleset_name, tr, Arg, Lang};
use crate::review::moments::MomentKind;
use crate::review::{images, Class, Moment, Review, Score};
use crate::rules::{Color, EggEffect, Object, Outcome, RuleSet};

/// The stored review of game `id`; `None` when none was stored, or when the stored one
/// cannot be read any more (then it is computed again).
pub(crate) fn stored(desk: &Desk, id: u64) -> Result<Option<Review>, HostError> {
    let Some(bytes) = desk.store.review(id)? else {
        return Ok(None);
    };
    match serde_json::from_slice::<Review>(&bytes) {
        Ok(review) => Ok(Some(review)),
        Err(e) => {
            tracing::warn!(game = id, error = %e, "a stored review cannot be read: reviewed again");
            Ok(None)
        }
    }
}

/// The posts of `review` for those who asked: one per place and language (two people
/// asking in one channel see it once).
pub(crate) fn posts(desk: &Desk, game: &Game, review: &Review, askers: &[Asker]) -> Vec<Reply> {
    let mut seen: Vec<(&Target, Lang)> = Vec::new();
    let mut out = Vec::new();
    for a in askers {
        if seen.contains(&(&a.to, a.lang)) {
            continue;
        }
        seen.push((&a.to, a.lang));
        out.extend(post(desk, game, review, a.to.clone(), a.lang));
    }
    out
}

/// The post to `to` in `lang`: the text with the graph, then the worst moment's board.
fn post(desk: &Desk, game: &Game, review: &Review, to: Target, lang: Lang) -> Vec<Reply> {
    let id = game.id();
    let mut main = Reply::text(to.clone(), text(desk, lang, game, review)).with_game(id);
    main.file = Some(File {
        name: format!("chakbot-review-{id}.png"),
        content: images::graph_image(review, lang),
    });
    let mut out = vec![main];
    if let (Some(worst), Some(png)) = (review.worst(), images::worst_moment_image(review, lang)) {
        let ruleset = ruleset_of(review);
        let text = tr(
            lang,
            keys::HOST_REVIEW_WORST,
            &[
                ("move", move_number(worst.ply, worst.mover).into()),
                ("played", worst.played_text(ruleset, lang.letters()).into()),
            ],
        );
        let mut board = Reply::text(to, text).with_game(id);
        board.file = Some(File {
            name: format!("chakbot-review-{id}-worst.png"),
            content: png,
        });
        out.push(board);
    }
    out
}

fn ruleset_of(review: &Review) -> RuleSet {
    review.ruleset.parse().unwrap_or(RuleSet::Chess)
}

/// The review's text in `lang`.
pub(crate) fn text(desk: &Desk, lang: Lang, game: &Game, review: &Review) -> String {
    let ruleset = ruleset_of(review);
    let players = game.players();
    let mut lines = vec![tr(
        lang,
        keys::HOST_REVIEW_TITLE,
        &[
            ("game", game.id().into()),
            ("ruleset", ruleset_name(lang, ruleset).into()),
            ("white", desk.who(lang, &players.white).into()),
            ("black", desk.who(lang, &players.black).into()),
            ("result", game.outcome().map_or("*", Outcome::score).into()),
        ],
    )];
    for (i, color) in [Color::White, Color::Black].into_iter().enumerate() {
        let side = tr(
            lang,
            if i == 0 {
                keys::REVIEW_WHITE
            } else {
                keys::REVIEW_BLACK
            },
            &[],
        );
        let player = desk.who(lang, players.get(color));
        let line = match review.accuracy[i] {
            Some(accuracy) => {
                let c = review.counts[i];
                tr(
                    lang,
                    keys::HOST_REVIEW_SIDE,
                    &[
                        ("color", side.into()),
                        ("player", player.into()),
                        ("accuracy", decimal(lang, accuracy, 1).into()),
                        ("inaccuracies", u64::from(c.inaccuracies).into()),
                        ("mistakes", u64::from(c.mistakes).into()),
                        ("blunders", u64::from(c.blunders).into()),
                    ],
                )
            }
            None => tr(
                lang,
                keys::HOST_REVIEW_SIDE_IDLE,
                &[("color", side.into()), ("player", player.into())],
            ),
        };
        lines.push(line);
    }
    if review.moments.is_empty() {
        lines.push(tr(lang, keys::HOST_REVIEW_CLEAN, &[]));
    } else {
        lines.push(tr(lang, keys::HOST_REVIEW_MOMENTS, &[]));
        for m in &review.moments {
            lines.push(format!("- {}", moment_line(lang, ruleset, m)));
        }
    }
    if ruleset.is_chakart() {
        lines.push(tr(lang, keys::HOST_REVIEW_CHAKART, &[]));
    } else if ruleset == RuleSet::Koopa {
        lines.push(tr(lang, keys::HOST_REVIEW_KOOPA, &[]));
    }
    lines.push(tr(
        lang,
        keys::HOST_REVIEW_DEPTH,
        &[
            ("depth", decimal(lang, review.mean_depth, 1).into()),
            ("min", u64::from(review.min_depth).into()),
            ("ms", review.ms_per_step.into()),
        ],
    ));
    lines.join("\n")
}

/// One worst moment: the move played and the better one in the reader's letters, and
/// the evaluation before and after (or, for luck, the draws that came).
fn moment_line(lang: Lang, ruleset: RuleSet, m: &Moment) -> String {
    let letters = lang.letters();
    let mut args: Vec<(&str, Arg)> = vec![
        ("move", move_number(m.ply, m.mover).into()),
        ("played", m.played_text(ruleset, letters).into()),
        ("before", pawns(lang, m.before).into()),
        ("after", pawns(lang, m.after).into()),
    ];
    if m.kind == MomentKind::Luck {
        let causes: Vec<String> = m.causes.iter().map(|c| cause_words(lang, c)).collect();
        args.push(("causes", causes.join(", ").into()));
        return tr(lang, keys::HOST_REVIEW_LUCK, &args);
    }
    args.push(("class", class_word(lang, m.class).into()));
    match m.better_text(ruleset, letters) {
        Some(better) => {
            args.push(("better", better.into()));
            tr(lang, keys::HOST_REVIEW_MOMENT, &args)
        }
        None => tr(lang, keys::HOST_REVIEW_MOMENT_ONLY, &args),
    }
}

/// A luck moment's cause (`banana`, `egg:bowser`, as the review records them) in the
/// reader's words: the item (`banane`), or the egg and its effect (`œuf : Bowser`), as
/// `history` names them; an unknown one as it is.
fn cause_words(lang: Lang, cause: &str) -> String {
    if let Some(effect) = cause.strip_prefix("egg:") {
        let name = EggEffect::ALL
            .iter()
            .find(|e| e.name().replace(' ', "").eq_ignore_ascii_case(effect))
            .map_or(effect, |e| e.name());
        return tr(lang, keys::HOST_HISTORY_EGG, &[("effect", name.into())]);
    }
    match [Object::Mushroom, Object::Banana, Object::Bomb, Object::Egg]
        .into_iter()
        .find(|o| o.name() == cause)
    {
        Some(o) => tr(
            lang,
            keys::HOST_HISTORY_ITEM,
            &[("object", o.name().into())],
        ),
        None => cause.to_string(),
    }
}

fn class_word(lang: Lang, class: Class) -> String {
    let key = match class {
        Class::Inaccuracy => keys::REVIEW_CLASS_INACCURACY,
        Class::Mistake => keys::REVIEW_CLASS_MISTAKE,
        Class::Blunder => keys::REVIEW_CLASS_BLUNDER,
        Class::Best | Class::Good => return String::new(),
    };
    tr(lang, key, &[])
}

/// `12.` for White's twelfth move, `12…` for Black's.
fn move_number(ply: usize, mover: Color) -> String {
    let n = ply.div_ceil(2).max(1);
    match mover {
        Color::White => format!("{n}."),
        Color::Black => format!("{n}…"),
    }
}

/// An evaluation in pawns from White's side, as players read it: `+0.35`, `-1.20` (a
/// decimal comma in French and German), `#3`, `#-2`.
pub(crate) fn pawns(lang: Lang, score: Score) -> String {
    match score {
        Score::Cp(cp) => {
            let text = format!("{:+.2}", f64::from(cp) / 100.0);
            let text = if cp == 0 { "0.00".to_string() } else { text };
            localise(lang, &text)
        }
        Score::Mate { .. } => score.text(),
    }
}

fn decimal(lang: Lang, x: f64, places: usize) -> String {
    localise(lang, &format!("{x:.places$}"))
}

fn localise(lang: Lang, text: &str) -> String {
    match lang {
        Lang::En => text.to_string(),
        Lang::Fr | Lang::De => text.replace('.', ","),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_as_each_language_reads_them() {
        assert_eq!(pawns(Lang::En, Score::Cp(35)), "+0.35");
        assert_eq!(pawns(Lang::Fr, Score::Cp(-120)), "-1,20");
        assert_eq!(pawns(Lang::De, Score::Cp(0)), "0,00");
        assert_eq!(pawns(Lang::En, Score::mate(Color::Black, 2)), "#-2");
        assert_eq!(move_number(1, Color::White), "1.");
        assert_eq!(move_number(4, Color::Black), "2…");
        assert_eq!(decimal(Lang::Fr, 87.25, 1), "87,2");
    }

    #[test]
    fn every_cause_the_review_records_has_words() {
        use crate::review::moments::causes;
        use crate::rules::Event;
        for effect in EggEffect::ALL {
            for cause in causes(&[Event::Egg { effect }]) {
                assert_eq!(
                    cause_words(Lang::En, &cause),
                    format!("egg: {}", effect.name())
                );
            }
        }
        assert_eq!(cause_words(Lang::De, "bomb"), "Bombe");
    }
}
