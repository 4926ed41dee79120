//! A refused FEN in the reader's language: [`fen_error`] words the rules core's
//! structured [`FenError`] through Fluent (`fen-*` keys), naming the rank, the square or
//! the field and why, as `chakbot rules --fen` does in English.

use crate::host::words::i18n::{keys, ruleset_args, tr, Arg, Lang};
use crate::host::words::text::echo;
use crate::rules::{EnPassantWhy, FenError, PendingWhy, RuleSet, StunsWhy};

/// Why `error` refuses a FEN of `ruleset`, as a clause in `lang`.
pub fn fen_error(lang: Lang, ruleset: RuleSet, error: &FenError) -> String {
    let n = |v: usize| -> Arg<'static> { (v as u64).into() };
    let s = |v: &dyn ToString| -> Arg<'static> { v.to_string().into() };
    match error {
        FenError::Empty => tr(lang, keys::FEN_EMPTY, &[]),
        FenError::TooLong(chars) => tr(
            lang,
            keys::FEN_TOO_LONG,
            &[("chars", n(*chars)), ("max", n(crate::rules::MAX_FEN_LEN))],
        ),
        FenError::RankCount(count) => tr(lang, keys::FEN_RANK_COUNT, &[("count", n(*count))]),
        FenError::RankLength { rank, squares } => tr(
            lang,
            keys::FEN_RANK_LENGTH,
            &[
                ("rank", n(*rank as usize)),
                ("squares", n(*squares as usize)),
            ],
        ),
        FenError::BadDigits { rank } => {
            tr(lang, keys::FEN_BAD_DIGITS, &[("rank", n(*rank as usize))])
        }
        FenError::UnknownLetter { letter, rank } => tr(
            lang,
            keys::FEN_UNKNOWN_LETTER,
            &[
                ("letter", echo(&letter.to_string()).into()),
                ("rank", n(*rank as usize)),
            ],
        ),
        FenError::BadField { field, value, .. } => tr(
            lang,
            keys::FEN_BAD_FIELD,
            &[
                ("field", field_id(ruleset, field).into()),
                ("value", echo(value).into()),
            ],
        ),
        FenError::TooManyFields(count) => {
            tr(lang, keys::FEN_TOO_MANY_FIELDS, &[("count", n(*count))])
        }
        FenError::Unusable { square, ruleset } => {
            let mut args = ruleset_args(lang, *ruleset).to_vec();
            args.push(("square", s(square)));
            tr(lang, keys::FEN_UNUSABLE, &args)
        }
        FenError::OpponentInCheck { checked } => {
            tr(lang, keys::FEN_OPPONENT_IN_CHECK, &[("color", s(checked))])
        }
        FenError::Maharaja { maharajas, kings } => tr(
            lang,
            keys::FEN_MAHARAJA,
            &[
                ("maharajas", n(*maharajas as usize)),
                ("kings", n(*kings as usize)),
            ],
        ),
        FenError::KingCount { color, kings } => tr(
            lang,
            keys::FEN_KING_COUNT,
            &[("color", s(color)), ("kings", n(*kings as usize))],
        ),
        FenError::TooManyKings { color, kings } => tr(
            lang,
            keys::FEN_TOO_MANY_KINGS,
            &[("color", s(color)), ("kings", n(*kings as usize))],
        ),
        FenError::TooManyPieces { color, pieces, max } => tr(
            lang,
            keys::FEN_TOO_MANY_PIECES,
            &[
                ("color", s(color)),
                ("pieces", n(*pieces as usize)),
                ("max", n(*max as usize)),
            ],
        ),
        FenError::PawnOnEdge { square } => {
            tr(lang, keys::FEN_PAWN_ON_EDGE, &[("square", s(square))])
        }
        FenError::CastlingKing {
            right,
            color,
            square,
        }
        | FenError::CastlingRook {
            right,
            color,
            square,
        } => {
            let key = match error {
                FenError::CastlingKing { .. } => keys::FEN_CASTLING_KING,
                _ => keys::FEN_CASTLING_ROOK,
            };
            let args = [
                ("right", s(right)),
                ("color", s(color)),
                ("square", s(square)),
            ];
            tr(lang, key, &args)
        }
        FenError::EnPassant { square, why } => {
            let mut args = vec![("square", s(square))];
            let why = match why {
                EnPassantWhy::Rank { mover, rank } => {
                    args.extend([("color", s(mover)), ("rank", n(*rank as usize))]);
                    "rank"
                }
                EnPassantWhy::OffRanks => "off",
                EnPassantWhy::NoPawn { color, pawn } => {
                    args.extend([("color", s(color)), ("pawn", s(pawn))]);
                    "pawn"
                }
                EnPassantWhy::NotEmpty { start } => {
                    args.push(("start", s(start)));
                    "occupied"
                }
            };
            args.push(("why", why.into()));
            tr(lang, keys::FEN_EN_PASSANT, &args)
        }
        FenError::Stuns { square, why } => {
            let why = match why {
                StunsWhy::Twice => "twice",
                StunsWhy::Empty => "empty",
                StunsWhy::NotWritten => "not-written",
                StunsWhy::Missing => "missing",
            };
            tr(
                lang,
                keys::FEN_STUNS,
                &[("square", s(square)), ("why", why.into())],
            )
        }
        FenError::Pending { token, why } => {
            let why = match why {
                PendingWhy::NoPawn => "no-pawn",
                PendingWhy::NoPiece => "no-piece",
                PendingWhy::PromotedOrder => "promoted",
                PendingWhy::TooMany => "too-many",
            };
            tr(
                lang,
                keys::FEN_PENDING,
                &[("token", echo(token).into()), ("why", why.into())],
            )
        }
        FenError::NoAnswer => tr(lang, keys::FEN_NO_ANSWER, &[]),
    }
}

/// The `fen-bad-field` selector of a field: the rules core's field name made one word,
/// castling told apart by rule set (chess letters, Koopa rook files).
fn field_id(ruleset: RuleSet, field: &str) -> &'static str {
    match field {
        "side" | "side to move" => "side",
        "plies" => "plies",
        "half-move clock" => "halfmove",
        "move number" => "fullmove",
        "castling" if ruleset == RuleSet::Koopa => "castling-files",
        "castling" => "castling",
        "en-passant" => "en-passant",
        "stuns" => "stuns",
        "powers" => "powers",
        "pool" => "pool",
        "suffix" => "suffix",
        _ => "other",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every field name the rules core uses has its own words.
    #[test]
    fn every_field_has_words() {
        for field in [
            "side",
            "side to move",
            "plies",
            "half-move clock",
            "move number",
            "castling",
            "en-passant",
            "stuns",
            "powers",
            "pool",
            "suffix",
        ] {
            assert_ne!(field_id(RuleSet::Chess, field), "other", "{field}");
        }
    }
}
