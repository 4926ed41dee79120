//! Every text a user sees, in English, French and German: the Fluent bundles and their
//! helpers (`i18n`), turn narration (`narrate`), refused moves (`refusal`) and positions
//! (`fen`), the help and rules texts (`help`) and the safe echo of user text (`text`).

pub mod fen;
pub mod help;
pub mod i18n;
pub mod narrate;
pub mod refusal;
pub mod text;
