//! The piece letters of each notation language (English K Q R B N, French R D T F C,
//! German K D T L S), the words of its Chakart specials (`promote`, `promouvoir`,
//! `umwandeln`…) and the figurines every language reads.

use crate::rules::role::Role;
use std::fmt;
use std::str::FromStr;

/// Which letters name the pieces in move text. Adding a language is one arm here plus its
/// `.ftl` file.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Letters {
    /// K Q R B N, pawn P.
    #[default]
    English,
    /// R(oi) D(ame) T(our) F(ou) C(avalier), pion P.
    French,
    /// K(önig) D(ame) T(urm) L(äufer) S(pringer), Bauer B.
    German,
}

impl Letters {
    pub const ALL: [Letters; 3] = [Letters::English, Letters::French, Letters::German];

    /// `en`, `fr`, `de`.
    pub const fn code(self) -> &'static str {
        match self {
            Letters::English => "en",
            Letters::French => "fr",
            Letters::German => "de",
        }
    }

    /// Upper-case letters for pawn, knight, bishop, rook, queen, king, Maharaja (the
    /// Maharaja keeps its `M`: no other letter is established for it).
    const fn table(self) -> [char; 7] {
        match self {
            Letters::English => ['P', 'N', 'B', 'R', 'Q', 'K', 'M'],
            Letters::French => ['P', 'C', 'F', 'T', 'D', 'R', 'M'],
            Letters::German => ['B', 'S', 'L', 'T', 'D', 'K', 'M'],
        }
    }

    /// The upper-case letter of `role`.
    ///
    /// ```
    /// use chakbot::rules::notation::Letters;
    /// use chakbot::rules::Role;
    /// assert_eq!(Letters::French.letter(Role::Bishop), 'F');
    /// assert_eq!(Letters::German.letter(Role::Knight), 'S');
    /// ```
    pub fn letter(self, role: Role) -> char {
        // Each letter table lists the roles in the order of `Role::ALL`.
        let i = Role::ALL.iter().position(|r| *r == role).unwrap_or(0);
        self.table()[i]
    }

    /// The role an upper-case letter names in this language.
    pub fn role(self, upper: char) -> Option<Role> {
        let i = self.table().iter().position(|c| *c == upper)?;
        Some(Role::ALL[i])
    }

    /// The role a letter of either case names (lower case too: `nf3`, `cf3`).
    pub fn role_any_case(self, c: char) -> Option<Role> {
        self.role(c.to_ascii_uppercase())
    }

    /// A promotion letter, either case: this language's first, then an English letter
    /// that means nothing else here (`e8=Q` is understood in French).
    pub fn promotion(self, c: char) -> Option<Role> {
        if let Some(r) = figurine(c) {
            return Some(r);
        }
        let up = c.to_ascii_uppercase();
        self.role(up).or_else(|| Letters::English.role(up))
    }

    /// The role a whole word names, either case: this language's word first, then the
    /// other languages' (`queen`, `dame`, `Dame`, `Springer`, `cavalier`).
    ///
    /// ```
    /// use chakbot::rules::notation::Letters;
    /// use chakbot::rules::Role;
    /// assert_eq!(Letters::French.role_word("Dame"), Some(Role::Queen));
    /// assert_eq!(Letters::German.role_word("läufer"), Some(Role::Bishop));
    /// assert_eq!(Letters::English.role_word("queen"), Some(Role::Queen));
    /// assert_eq!(Letters::English.role_word("qu"), None);
    /// ```
    pub fn role_word(self, word: &str) -> Option<Role> {
        let word = word.to_lowercase();
        let others = Letters::ALL.into_iter().filter(|l| *l != self);
        std::iter::once(self)
            .chain(others)
            .find_map(|l| l.words().iter().find(|(w, _)| *w == word).map(|(_, r)| *r))
    }

    /// This language's word for a piece a pawn may become (`queen`, `dame`, `Springer`
    /// written in lower case), if it has one.
    pub fn word(self, role: Role) -> Option<&'static str> {
        self.words()
            .iter()
            .find(|(_, r)| *r == role)
            .map(|(w, _)| *w)
    }

    /// The words of this language for the pieces a pawn may become (lower case).
    const fn words(self) -> &'static [(&'static str, Role)] {
        match self {
            Letters::English => &[
                ("queen", Role::Queen),
                ("rook", Role::Rook),
                ("bishop", Role::Bishop),
                ("knight", Role::Knight),
                ("king", Role::King),
            ],
            Letters::French => &[
                ("dame", Role::Queen),
                ("reine", Role::Queen),
                ("tour", Role::Rook),
                ("fou", Role::Bishop),
                ("cavalier", Role::Knight),
                ("roi", Role::King),
            ],
            Letters::German => &[
                ("dame", Role::Queen),
                ("turm", Role::Rook),
                ("läufer", Role::Bishop),
                ("laeufer", Role::Bishop),
                ("springer", Role::Knight),
                ("könig", Role::King),
                ("koenig", Role::King),
            ],
        }
    }
}

/// A Chakart special, started by a word of its own: `stealth Qh5`, `shell e7`,
/// `swap b1 g8`, `drop N f3`, `promote q` (French `furtif Dh5`, `carapace e7`,
/// `échanger b1 g8`, `poser C f3`, `promouvoir d`; German `tarnzug Dh5`, `panzer e7`,
/// `tauschen b1 g8`, `einsetzen S f3`, `umwandeln d`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Special {
    Stealth,
    Shell,
    Swap,
    Drop,
    Promote,
}

impl Special {
    pub const ALL: [Special; 5] = [
        Special::Stealth,
        Special::Shell,
        Special::Swap,
        Special::Drop,
        Special::Promote,
    ];

    /// The special a word starts, in any language (either case; a word written with an
    /// accent also without it: `echanger`): every language's words are read everywhere,
    /// as command words are.
    ///
    /// ```
    /// use chakbot::rules::notation::Special;
    /// assert_eq!(Special::read("Promote"), Some(Special::Promote));
    /// assert_eq!(Special::read("promouvoir"), Some(Special::Promote));
    /// assert_eq!(Special::read("echanger"), Some(Special::Swap));
    /// assert_eq!(Special::read("einsetzen"), Some(Special::Drop));
    /// assert_eq!(Special::read("queen"), None);
    /// ```
    pub fn read(word: &str) -> Option<Special> {
        let word = word.to_lowercase();
        Letters::ALL.into_iter().find_map(|l| {
            Special::ALL
                .into_iter()
                .find(|s| l.special_words(*s).contains(&word.as_str()))
        })
    }
}

impl Letters {
    /// The word that starts `special` in this language, as the bot writes it.
    ///
    /// ```
    /// use chakbot::rules::notation::{Letters, Special};
    /// assert_eq!(Letters::English.special_word(Special::Drop), "drop");
    /// assert_eq!(Letters::French.special_word(Special::Swap), "échanger");
    /// assert_eq!(Letters::German.special_word(Special::Promote), "umwandeln");
    /// ```
    pub fn special_word(self, special: Special) -> &'static str {
        self.special_words(special)[0]
    }

    /// The words of `special` in this language (lower case), the written one first.
    pub const fn special_words(self, special: Special) -> &'static [&'static str] {
        use Special::*;
        match (self, special) {
            (Letters::English, Stealth) => &["stealth"],
            (Letters::English, Shell) => &["shell"],
            (Letters::English, Swap) => &["swap"],
            (Letters::English, Drop) => &["drop"],
            (Letters::English, Promote) => &["promote"],
            (Letters::French, Stealth) => &["furtif"],
            (Letters::French, Shell) => &["carapace"],
            (Letters::French, Swap) => &["échanger", "echanger"],
            (Letters::French, Drop) => &["poser"],
            (Letters::French, Promote) => &["promouvoir"],
            (Letters::German, Stealth) => &["tarnzug"],
            (Letters::German, Shell) => &["panzer"],
            (Letters::German, Swap) => &["tauschen"],
            (Letters::German, Drop) => &["einsetzen"],
            (Letters::German, Promote) => &["umwandeln"],
        }
    }
}

/// The role of a figurine, white or black (`♘`, `♞`).
pub fn figurine(c: char) -> Option<Role> {
    Some(match c {
        '♔' | '♚' => Role::King,
        '♕' | '♛' => Role::Queen,
        '♖' | '♜' => Role::Rook,
        '♗' | '♝' => Role::Bishop,
        '♘' | '♞' => Role::Knight,
        '♙' | '♟' => Role::Pawn,
        _ => return None,
    })
}

impl fmt::Display for Letters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Letters {
    type Err = String;
    /// `en`, `fr`, `de` (a locale such as `fr-FR` too).
    fn from_str(s: &str) -> Result<Letters, String> {
        let primary = s.trim().split(['-', '_']).next().unwrap_or("");
        match primary.to_ascii_lowercase().as_str() {
            "en" => Ok(Letters::English),
            "fr" => Ok(Letters::French),
            "de" => Ok(Letters::German),
            _ => Err(format!(
                "'{}' is not a notation language (choose en, fr or de)",
                s.chars().take(20).collect::<String>()
            )),
        }
    }
}
