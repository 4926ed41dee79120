//! Tournaments: the Swiss pairing engine (FIDE Dutch system), the TRF file format and tie-breaks.

pub mod swiss;
pub mod tiebreak;
pub mod trf;
