//! A pending choice asked in steps of at most 25 options (a Discord select menu's limit,
//! and a list a player can read): King Boo by the first piece, then the piece to swap it
//! with; Toadette by piece, then square; a long list split by colour, rank, piece or kind
//! of move. A step is asked with a partial answer (`swap a2`, `drop n`, `swap black`), so
//! typed and picked answers go the same way; the whole answer (`swap a2 f7`) is read by
//! the notation reader as always. Every option is written in the reader's words and
//! letters (French `échanger a2 f7`, `poser rangée5`, `promouvoir t`) and reads back, in
//! that language, to the same option (`tests/properties.rs`); English words are read too.

use crate::host::io::reply::MenuOption;
use crate::host::words::i18n::{keys, tr, Lang};
use crate::host::words::narrate;
use crate::rules::notation::{answer_text, normalize, san_plain_in, Letters, Special};
use crate::rules::{
    Action, BoardView, ChoiceKind, Color, MoveDesc, Role, Square, ViewCell, Viewer,
};

/// At most this many options at a step.
pub const MAX_OPTIONS: usize = 25;

/// What a part of an answer is, for the steps.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Kind {
    /// A way to split a long list (colour, rank, piece, kind of move): skipped when the
    /// list it splits is short enough.
    Group,
    /// A step of its own (the first piece of a swap, the piece Toadette puts).
    Pick,
    /// The answer's last part: picking it answers.
    Last,
}

/// One part of an answer: its word in the answer text, its label, the square it marks.
#[derive(Clone, Debug)]
struct Key {
    kind: Kind,
    /// Groups with a lower number open first (the chooser's own pieces, say).
    priority: u8,
    token: String,
    /// Other words read as this part (the English word of a group, a word typed without
    /// its accents, an English piece letter the language gives no other meaning).
    alts: Vec<String>,
    label: String,
    square: Option<Square>,
}

impl Key {
    /// Whether a typed word (lower case) is this part.
    fn is(&self, word: &str) -> bool {
        self.token == word
            || self.alts.iter().any(|a| a == word)
            || plain(word) == plain(&self.token)
    }
}

/// A word without its accents, as it may be typed (`rangee5`, `weiss`, `weisse-bauern`).
fn plain(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        match c {
            'é' | 'è' | 'ê' | 'ë' => out.push('e'),
            'à' | 'â' => out.push('a'),
            'î' | 'ï' => out.push('i'),
            'ô' => out.push('o'),
            'ù' | 'û' => out.push('u'),
            'ç' => out.push('c'),
            'ä' => out.push_str("ae"),
            'ö' => out.push_str("oe"),
            'ü' => out.push_str("ue"),
            'ß' => out.push_str("ss"),
            c => out.push(c),
        }
    }
    out
}

/// One legal answer as the parts that lead to it.
struct Path {
    keys: Vec<Key>,
    answer: String,
}

/// One step of a choice: what to offer and mark.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Step {
    /// What is chosen so far, in words (`♘b1`, or a group typed as a step: `Rank 5`),
    /// empty at the first step.
    pub picked: Vec<String>,
    /// At most [`MAX_OPTIONS`]; each value is an answer text (whole or partial).
    pub options: Vec<MenuOption>,
    /// The squares to ring on the board.
    pub marks: Vec<Square>,
    /// A whole answer this step leads to (an example to type).
    pub example: String,
}

/// The special whose word starts an answer to `kind` (none for Daisy's, a move).
fn special(kind: ChoiceKind) -> Option<Special> {
    match kind {
        ChoiceKind::Promotion { .. } => Some(Special::Promote),
        ChoiceKind::KingBooSwap => Some(Special::Swap),
        ChoiceKind::ToadetteDrop { .. } => Some(Special::Drop),
        ChoiceKind::DaisyMove => None,
    }
}

/// The word that starts a partial answer to `kind`, in the reader's language
/// (`promote`, `promouvoir`, `umwandeln`; `daisy`, a name, everywhere).
pub fn keyword(kind: ChoiceKind, lang: Lang) -> &'static str {
    match special(kind) {
        Some(s) => lang.letters().special_word(s),
        None => "daisy",
    }
}

/// Whether `word` (lower case) starts a partial answer to `kind`, in any language.
fn is_keyword(kind: ChoiceKind, word: &str) -> bool {
    match special(kind) {
        Some(s) => Special::read(word) == Some(s),
        None => word == "daisy",
    }
}

/// The step `text` asks for, among `moves` (the legal answers to `kind`, seen in `view`,
/// the chooser's own): `None` when `text` is no partial answer (a whole answer, or
/// something else: the notation reader answers it).
pub fn step(
    kind: ChoiceKind,
    moves: &[MoveDesc],
    view: &BoardView,
    lang: Lang,
    text: &str,
) -> Option<Step> {
    let read = normalize(text).to_lowercase();
    let mut words = read.split_whitespace();
    if !words.next().is_some_and(|w| is_keyword(kind, w)) {
        return None;
    }
    let typed: Vec<&str> = words.collect();
    let paths = paths(moves, view, lang);
    let (mut state, mut picked) = typed_state(&paths, &typed)?;
    let mut prefix: Vec<String> = typed.iter().map(|w| w.to_string()).collect();
    loop {
        state = open_groups(state, &paths);
        if !take_only_option(&mut state, &paths, &mut prefix, &mut picked) {
            break;
        }
    }
    Some(step_at(kind, lang, &paths, &state, prefix, picked))
}

/// A place on the paths: a path's index and the index of one of its parts.
type Place = (usize, usize);

/// The part a place on the paths is at.
fn key_at<'a>(paths: &'a [Path], (i, p): &Place) -> &'a Key {
    &paths[*i].keys[*p]
}

/// Where `typed` leads on each of `paths` it stays on, with the labels it picked (once
/// each); `None` when it leaves them all or goes to the end of one (a whole answer).
fn typed_state(paths: &[Path], typed: &[&str]) -> Option<(Vec<Place>, Vec<String>)> {
    let mut picked = Vec::new();
    let mut state: Vec<Place> = Vec::new();
    for (i, path) in paths.iter().enumerate() {
        match follow(path, typed, &mut picked) {
            Some(pos) if pos < path.keys.len() => state.push((i, pos)),
            Some(_) => return None,
            None => {}
        }
    }
    if state.is_empty() {
        return None;
    }
    picked.dedup();
    Some((state, picked))
}

/// `state` with its groups opened, the first ones first, while the list of options
/// stays short enough.
fn open_groups(mut state: Vec<Place>, paths: &[Path]) -> Vec<Place> {
    loop {
        let mut opened = false;
        for token in next_groups(&state, paths) {
            let open: Vec<Place> = state
                .iter()
                .map(|&(i, p)| {
                    let k = &paths[i].keys[p];
                    let hit = k.kind == Kind::Group && k.token == token;
                    (i, if hit { p + 1 } else { p })
                })
                .collect();
            if distinct(&open, paths).len() <= MAX_OPTIONS {
                state = open;
                opened = true;
            }
        }
        if !opened {
            return state;
        }
    }
}

/// The tokens of the groups `state` is at, each once, those that open first first.
fn next_groups<'a>(state: &[Place], paths: &'a [Path]) -> Vec<&'a str> {
    let mut groups: Vec<(u8, &str)> = Vec::new();
    for s in state {
        let k = key_at(paths, s);
        if k.kind == Kind::Group && !groups.contains(&(k.priority, k.token.as_str())) {
            groups.push((k.priority, k.token.as_str()));
        }
    }
    groups.sort_by_key(|g| g.0);
    groups.into_iter().map(|(_, token)| token).collect()
}

/// Takes the one option `state` offers if it does not answer yet (its token added to
/// `prefix`, its label to `picked` if it is a pick): whether there was one to take.
fn take_only_option(
    state: &mut Vec<Place>,
    paths: &[Path],
    prefix: &mut Vec<String>,
    picked: &mut Vec<String>,
) -> bool {
    let options = distinct(state, paths);
    let [one] = options.as_slice() else {
        return false;
    };
    if key_at(paths, one).kind == Kind::Last {
        return false;
    }
    let k = key_at(paths, one).clone();
    prefix.push(k.token);
    if k.kind == Kind::Pick {
        picked.push(k.label);
    }
    *state = state.iter().map(|&(i, p)| (i, p + 1)).collect();
    true
}

/// The step `state` stands at, after `prefix` (the words typed or taken after the
/// keyword) and with `picked`: its options (picks before groups), the squares they
/// mark, and an example.
fn step_at(
    kind: ChoiceKind,
    lang: Lang,
    paths: &[Path],
    state: &[Place],
    prefix: Vec<String>,
    picked: Vec<String>,
) -> Step {
    let key = |s: &Place| key_at(paths, s);
    let mut options = distinct(state, paths);
    options.sort_by_key(|s| key(s).kind == Kind::Group);
    let head = std::iter::once(keyword(kind, lang).to_string())
        .chain(prefix)
        .collect::<Vec<_>>()
        .join(" ");
    let mut marks: Vec<Square> = state
        .iter()
        .filter_map(|&(i, p)| paths[i].keys[p..].iter().find_map(|k| k.square))
        .collect();
    marks.sort();
    marks.dedup();
    Step {
        picked,
        options: options
            .iter()
            .map(|s| {
                let k = key(s);
                MenuOption {
                    label: k.label.clone(),
                    value: if k.kind == Kind::Last {
                        paths[s.0].answer.clone()
                    } else {
                        format!("{head} {}", k.token)
                    },
                }
            })
            .collect(),
        marks,
        example: state
            .first()
            .map_or(String::new(), |s| paths[s.0].answer.clone()),
    }
}

/// How far `typed` goes along `path` (groups may be left out), noting the labels of the
/// steps it picks; `None` if it leaves the path.
fn follow(path: &Path, typed: &[&str], picked: &mut Vec<String>) -> Option<usize> {
    let mut pos = 0;
    let mut labels = Vec::new();
    for word in typed {
        let rest = path.keys.get(pos..)?;
        let j = rest.iter().position(|k| k.is(word))?;
        if rest[..j].iter().any(|k| k.kind != Kind::Group) {
            return None;
        }
        // A group typed as a step (`swap white`, `drop rank5`) is what was picked so
        // far, as a piece is: the step's text says so.
        if rest[j].kind != Kind::Last {
            labels.push(rest[j].label.clone());
        }
        pos += j + 1;
    }
    if picked.is_empty() {
        *picked = labels;
    }
    Some(pos)
}

/// The first of each different next part.
fn distinct(state: &[Place], paths: &[Path]) -> Vec<Place> {
    let mut seen: Vec<(Kind, &str)> = Vec::new();
    let mut out = Vec::new();
    for &(i, p) in state {
        let k = &paths[i].keys[p];
        let id = if k.kind == Kind::Last {
            paths[i].answer.as_str()
        } else {
            k.token.as_str()
        };
        if !seen.contains(&(k.kind, id)) {
            seen.push((k.kind, id));
            out.push((i, p));
        }
    }
    out
}

/// Every legal answer as its parts.
fn paths(moves: &[MoveDesc], view: &BoardView, lang: Lang) -> Vec<Path> {
    let letters = lang.letters();
    let mut out = Vec::new();
    for m in moves {
        let answer = answer_text(&m.action, letters);
        let written = san_plain_in(moves, m, letters);
        match m.action {
            Action::Swap { a, b } => out.extend(swap_paths(view, lang, (a, b), &answer)),
            Action::Drop { role, to } => out.push(drop_path(lang, (role, to), written, answer)),
            Action::Promote(r) => out.push(Path {
                keys: vec![last_key(
                    letters.letter(r).to_ascii_lowercase().to_string(),
                    written,
                    m.to,
                )],
                answer,
            }),
            Action::Move { .. } | Action::Stealth { .. } | Action::Shell { .. } => {
                out.push(move_path(view, lang, m, written, answer));
            }
        }
    }
    out
}

/// The last part of an answer: its `token`, its `label`, the `square` it marks.
fn last_key(token: String, label: String, square: Square) -> Key {
    Key {
        kind: Kind::Last,
        priority: 0,
        token,
        alts: Vec::new(),
        label,
        square: Some(square),
    }
}

/// The two paths to the King Boo swap of `a` and `b` (`answer`): by either piece first.
fn swap_paths(view: &BoardView, lang: Lang, (a, b): (Square, Square), answer: &str) -> [Path; 2] {
    // The chooser's pieces first; then, for the second piece, the other side's.
    let chooser = match view.viewer {
        Viewer::Player(c) => c,
        _ => Color::White,
    };
    // Then, for the second piece, the first one's side: a swap within one side
    // takes two steps even when more than 25 pieces qualify (see
    // `swap_groups`).
    [(a, b), (b, a)].map(|(x, y)| {
        let both = format!("{} ⇄ {}", piece_label(view, x), piece_label(view, y));
        let mut keys = swap_groups(view, x, lang, chooser);
        keys.push(Key {
            kind: Kind::Pick,
            priority: 0,
            token: x.to_string(),
            alts: Vec::new(),
            label: piece_label(view, x),
            square: Some(x),
        });
        keys.extend(swap_groups(view, y, lang, side_of(view, x)));
        keys.push(last_key(y.to_string(), both, y));
        Path {
            keys,
            answer: answer.to_string(),
        }
    })
}

/// The path to Toadette's drop (of `role`, if the answer names it) on `to`: the piece,
/// the rank, the square (`written`).
fn drop_path(
    lang: Lang,
    (role, to): (Option<Role>, Square),
    written: String,
    answer: String,
) -> Path {
    let letters = lang.letters();
    let mut keys = Vec::new();
    if let Some(r) = role {
        // The reader's letter; the English one where it means nothing else
        // in the language (German `b` is the pawn, never the bishop).
        let english = Letters::English.letter(r);
        let alts = if letters.role(english).is_none() {
            vec![english.to_ascii_lowercase().to_string()]
        } else {
            Vec::new()
        };
        keys.push(Key {
            kind: Kind::Pick,
            priority: 0,
            token: letters.letter(r).to_ascii_lowercase().to_string(),
            alts,
            label: capitalized(&narrate::role(lang, r)),
            square: None,
        });
    }
    keys.push(rank_key(to, lang));
    keys.push(last_key(to.to_string(), written, to));
    Path { keys, answer }
}

/// The path to a move `m` answering a choice (Daisy's): its piece, its kind (move,
/// stealth, shell), the rank it goes to, the move (`written`).
fn move_path(view: &BoardView, lang: Lang, m: &MoveDesc, written: String, answer: String) -> Path {
    let letters = lang.letters();
    // The kind's name (the label's selector) and its word in the reader's
    // language, with the English one.
    let (kind, token, english) = match m.action {
        Action::Stealth { .. } => (
            "stealth",
            letters.special_word(Special::Stealth).to_string(),
            "stealth",
        ),
        Action::Shell { .. } => (
            "shell",
            letters.special_word(Special::Shell).to_string(),
            "shell",
        ),
        _ => ("move", tr(lang, keys::CHOICE_TOKEN_MOVE, &[]), "move"),
    };
    Path {
        keys: vec![
            Key {
                kind: Kind::Group,
                priority: 0,
                token: m.from.to_string(),
                alts: Vec::new(),
                label: piece_label(view, m.from),
                square: Some(m.from),
            },
            Key {
                kind: Kind::Group,
                priority: 0,
                token,
                alts: vec![english.to_string()],
                label: tr(lang, keys::CHOICE_GROUP_KIND, &[("kind", kind.into())]),
                square: None,
            },
            rank_key(m.to, lang),
            last_key(answer.clone(), written, m.to),
        ],
        answer,
    }
}

/// The groups of a piece to swap: its side, then, for a pawn, its side's pawns (each
/// opened first when the side is `prefer`).
///
/// Groups open while a step keeps at most 25 options, so with up to 32 pieces a step
/// shows: every piece of the preferred side (16 at most), the other side's pieces but
/// pawns (8), and that side's pawns as one option (25 in all). The first step prefers
/// the chooser's side, the second the first piece's side, so every swap is chosen in two
/// steps (the first piece, the second: both sides' pieces and the chooser's pawns are
/// offered first, and a piece's own side second) but a swap of a pawn of the chooser's
/// opponent with anything other than a piece (not a pawn) of that side: it takes three.
/// Three is the least for some swap whenever more than 26 pieces qualify: a first step of
/// 25 options cannot offer every piece, and after a first piece its 26 or more partners
/// cannot all be offered at once either, so some pair is never two picks away.
fn swap_groups(view: &BoardView, sq: Square, lang: Lang, prefer: Color) -> Vec<Key> {
    let colour = colour_key(view, sq, lang, prefer);
    let pawn = matches!(view.get(sq), ViewCell::Piece { piece, .. } if piece.role == Role::Pawn);
    if !pawn {
        return vec![colour];
    }
    let side = side_of(view, sq);
    let token = match side {
        Color::White => keys::CHOICE_TOKEN_WHITE_PAWNS,
        Color::Black => keys::CHOICE_TOKEN_BLACK_PAWNS,
    };
    let pawns = Key {
        kind: Kind::Group,
        priority: colour.priority,
        token: tr(lang, token, &[]),
        alts: vec![format!("{}-pawns", side.name())],
        label: tr(
            lang,
            keys::CHOICE_GROUP_PAWNS,
            &[("color", side.name().into())],
        ),
        square: None,
    };
    vec![colour, pawns]
}

/// The side of the piece on `sq`, as a group (opened first when it is `prefer`).
fn colour_key(view: &BoardView, sq: Square, lang: Lang, prefer: Color) -> Key {
    let side = side_of(view, sq);
    let white = side == Color::White;
    let (english, token, key) = if white {
        ("white", keys::CHOICE_TOKEN_WHITE, keys::CHOICE_GROUP_WHITE)
    } else {
        ("black", keys::CHOICE_TOKEN_BLACK, keys::CHOICE_GROUP_BLACK)
    };
    Key {
        kind: Kind::Group,
        priority: u8::from(side != prefer),
        token: tr(lang, token, &[]),
        alts: vec![english.to_string()],
        label: tr(lang, key, &[]),
        square: None,
    }
}

/// The side of the piece on `sq` (White for an empty square).
fn side_of(view: &BoardView, sq: Square) -> Color {
    match view.get(sq) {
        ViewCell::Piece { piece, .. } => piece.color,
        _ => Color::White,
    }
}

/// The rank of `sq`, as a group.
fn rank_key(sq: Square, lang: Lang) -> Key {
    let rank = u64::from(sq.rank()) + 1;
    Key {
        kind: Kind::Group,
        priority: 0,
        token: format!("{}{rank}", tr(lang, keys::CHOICE_TOKEN_RANK, &[])),
        alts: vec![format!("rank{rank}")],
        label: tr(lang, keys::CHOICE_GROUP_RANK, &[("rank", rank.into())]),
        square: None,
    }
}

/// `♘b1`: the piece on a square as its figurine (white or black) and the square.
fn piece_label(view: &BoardView, sq: Square) -> String {
    match view.get(sq) {
        ViewCell::Piece { piece, .. } => format!("{}{sq}", figurine(piece.color, piece.role)),
        _ => sq.to_string(),
    }
}

fn figurine(color: Color, role: Role) -> char {
    let white = color == Color::White;
    match (role, white) {
        (Role::King, true) => '♔',
        (Role::King, false) => '♚',
        (Role::Queen, true) => '♕',
        (Role::Queen, false) => '♛',
        (Role::Rook, true) => '♖',
        (Role::Rook, false) => '♜',
        (Role::Bishop, true) => '♗',
        (Role::Bishop, false) => '♝',
        (Role::Knight, true) => '♘',
        (Role::Knight, false) => '♞',
        (Role::Pawn, true) => '♙',
        (Role::Pawn, false) => '♟',
        (Role::Maharaja, _) => 'M',
    }
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or(String::new(), |f| f.to_uppercase().chain(c).collect())
}

/// Texts that answer (or start answering) `kind`, in the reader's letters: what a wrong
/// answer suggests. `example` is a whole answer (from [`step`]).
pub fn forms(kind: ChoiceKind, lang: Lang, example: &str) -> Vec<String> {
    let letters = lang.letters();
    let word = keyword(kind, lang);
    match kind {
        ChoiceKind::Promotion { square } => {
            let q = letters.letter(Role::Queen);
            let mut v = vec![q.to_string(), format!("={q}")];
            if let Some(w) = letters.word(Role::Queen) {
                v.push(w.to_string());
                v.push(format!("{word} {w}"));
            }
            v.push(format!("{square}={q}"));
            v
        }
        ChoiceKind::KingBooSwap | ChoiceKind::ToadetteDrop { .. } => {
            let mut v = vec![example.to_string()];
            let mut parts: Vec<&str> = example.split_whitespace().collect();
            parts.pop();
            if parts.len() > 1 {
                v.push(parts.join(" "));
            }
            v.push(word.to_string());
            v
        }
        ChoiceKind::DaisyMove => vec![example.to_string(), word.to_string()],
    }
}
