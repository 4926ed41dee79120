//! The bot's Ed25519 signature on a finished game's export: the key, the canonical
//! record it signs, and the check `chakbot verify` makes (docs/FAIRNESS.md).
//!
//! # The canonical record (version 1)
//! The signed bytes are `chakbot signed game record v1\n` followed by every line of
//! the export except the one `[Signature "…"]` line, each line followed by `\n`. The
//! lines are the export split at `\n`, with one `\r` dropped from the end of each line
//! (so a file whose line endings were changed to CRLF still checks), and without the
//! empty piece after a final `\n`. Nothing else is normalised: every tag (its name,
//! value, escapes, order, how many), the `Signer` tag with the public key, the blank
//! line, every move line with its draws, the result token and anything after it are
//! covered byte for byte.

use super::fairness::{from_hex, to_hex, FairnessError};
use ed25519_dalek::{Signer, SigningKey, VerifyingKey};

/// The tag that carries the signer's public key (inside the signed bytes).
pub const SIGNER_TAG: &str = "Signer";
/// The tag that carries the signature (the one line outside the signed bytes).
pub const SIGNATURE_TAG: &str = "Signature";
/// What the signed bytes start with: a signature over anything else is never one of ours.
const DOMAIN: &str = "chakbot signed game record v1\n";
const SIGNATURE_PREFIX: &str = "[Signature \"";

/// The bot's signing key. Its 32-byte seed is kept with the store, never in the repository.
#[derive(Clone)]
pub struct RecordKey(SigningKey);

impl RecordKey {
    /// A new key from the operating system's random source.
    pub fn generate() -> Result<RecordKey, FairnessError> {
        use rand::TryRngCore;
        let mut seed = [0u8; 32];
        rand::rngs::OsRng
            .try_fill_bytes(&mut seed)
            .map_err(|e| FairnessError::RandomSource(e.to_string()))?;
        Ok(RecordKey::from_seed(seed))
    }

    /// The key of a stored 32-byte seed.
    pub fn from_seed(seed: [u8; 32]) -> RecordKey {
        RecordKey(SigningKey::from_bytes(&seed))
    }

    /// The 32-byte seed to store (secret).
    pub fn seed(&self) -> [u8; 32] {
        self.0.to_bytes()
    }

    /// The public key, as people compare it.
    pub fn public(&self) -> PublicKey {
        PublicKey(self.0.verifying_key().to_bytes())
    }

    /// `record` (an export without a `Signature` tag, with this key's `Signer` tag) with
    /// its `[Signature "…"]` line added as the last tag, before the blank line.
    pub fn sign(&self, record: &str) -> String {
        let signature = self.0.sign(&canonical(record));
        let line = format!("{SIGNATURE_PREFIX}{}\"]\n", to_hex(&signature.to_bytes()));
        match record.find("\n\n") {
            Some(end) => format!("{}{line}{}", &record[..=end], &record[end + 1..]),
            None => format!("{record}{line}"),
        }
    }
}

impl std::fmt::Debug for RecordKey {
    /// Shows the public key only.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RecordKey(public {})", self.public())
    }
}

/// An Ed25519 public key (a valid curve point), written as 64 hexadecimal digits.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct PublicKey([u8; 32]);

impl PublicKey {
    /// Reads 64 hexadecimal digits.
    pub fn from_hex(text: &str) -> Result<PublicKey, FairnessError> {
        let bad = || FairnessError::BadHex {
            what: "public key",
            value: text.chars().take(80).collect(),
            digits: 64,
        };
        let bytes = from_hex::<32>(text, "public key")?;
        VerifyingKey::from_bytes(&bytes)
            .map(|_| PublicKey(bytes))
            .map_err(|_| bad())
    }

    pub fn to_hex(&self) -> String {
        to_hex(&self.0)
    }
}

impl std::fmt::Display for PublicKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_hex())
    }
}

fn is_signature_line(line: &str) -> bool {
    line.starts_with(SIGNATURE_PREFIX)
}

/// The signed bytes of `export` (see the module documentation).
pub fn canonical(export: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(DOMAIN.len() + export.len() + 1);
    out.extend_from_slice(DOMAIN.as_bytes());
    for line in export.split_inclusive('\n') {
        let line = line.strip_suffix('\n').unwrap_or(line);
        let line = line.strip_suffix('\r').unwrap_or(line);
        if !is_signature_line(line) {
            out.extend_from_slice(line.as_bytes());
            out.push(b'\n');
        }
    }
    out
}

/// Why a signature does not check out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SignatureError {
    #[error("the record is not signed (no Signature tag): anyone could have written it")]
    Unsigned,
    #[error("the record has no Signer tag: it does not say which key signed it")]
    NoSigner,
    #[error("the Signature tag is not 128 hexadecimal digits")]
    BadSignature,
    #[error("the signature does not match the record: a byte of it was changed after it was signed by {signer}")]
    Mismatch { signer: PublicKey },
    #[error("the record is signed by key {found}, not by the key {expected} you asked for")]
    OtherSigner {
        found: PublicKey,
        expected: PublicKey,
    },
}

/// Checks `signature` (the Signature tag's value) over `export` by `signer` (the Signer
/// tag's key), and that `signer` is `expected` when one is asked for.
pub fn check(
    export: &str,
    signer: PublicKey,
    signature: &str,
    expected: Option<PublicKey>,
) -> Result<(), SignatureError> {
    let bytes = from_hex::<64>(signature, "signature").map_err(|_| SignatureError::BadSignature)?;
    let signature = ed25519_dalek::Signature::from_bytes(&bytes);
    VerifyingKey::from_bytes(&signer.0)
        .and_then(|key| key.verify_strict(&canonical(export), &signature))
        .map_err(|_| SignatureError::Mismatch { signer })?;
    match expected {
        Some(expected) if expected != signer => Err(SignatureError::OtherSigner {
            found: signer,
            expected,
        }),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RECORD: &str = "[Event \"x\"]\n[Signer \"k\"]\n\n1. e2e4\n1-0\n";

    #[test]
    fn the_signature_line_goes_last_among_the_tags_and_is_not_signed() {
        let key = RecordKey::from_seed([7; 32]);
        let signed = key.sign(RECORD);
        let lines: Vec<&str> = signed.lines().collect();
        assert!(lines[2].starts_with("[Signature \""), "{signed}");
        assert_eq!(lines[3], "");
        assert_eq!(canonical(&signed), canonical(RECORD));
        let value = &lines[2][12..lines[2].len() - 2];
        check(&signed, key.public(), value, Some(key.public())).expect("checks");
        // CRLF line endings sign the same bytes; one more space does not.
        let crlf = signed.replace('\n', "\r\n");
        check(&crlf, key.public(), value, None).expect("CRLF checks");
        let spaced = signed.replace("1. e2e4", "1.  e2e4");
        assert!(matches!(
            check(&spaced, key.public(), value, None),
            Err(SignatureError::Mismatch { .. })
        ));
        let other = RecordKey::from_seed([8; 32]).public();
        assert!(matches!(
            check(&signed, key.public(), value, Some(other)),
            Err(SignatureError::OtherSigner { .. })
        ));
        assert_eq!(
            check(&signed, key.public(), "00", None),
            Err(SignatureError::BadSignature)
        );
    }

    #[test]
    fn keys_round_trip_and_debug_shows_only_the_public_half() {
        let key = RecordKey::from_seed([1; 32]);
        assert_eq!(RecordKey::from_seed(key.seed()).public(), key.public());
        let hex = key.public().to_hex();
        assert_eq!(PublicKey::from_hex(&hex), Ok(key.public()));
        assert!(PublicKey::from_hex("zz").is_err());
        let shown = format!("{key:?}");
        assert!(shown.contains(&hex));
        assert!(!shown.contains(&to_hex(&key.seed())));
    }
}
