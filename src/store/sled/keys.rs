//! Key encodings: big-endian numbers (so byte order is numeric order) and
//! length-prefixed strings (so a prefix scan of one string never matches a longer one).

/// A u64 as 8 big-endian bytes.
pub fn id(n: u64) -> [u8; 8] {
    n.to_be_bytes()
}

/// Reads a big-endian u64 at `at` (`None` if the key is too short).
pub fn read_u64(key: &[u8], at: usize) -> Option<u64> {
    let bytes: [u8; 8] = key.get(at..at + 8)?.try_into().ok()?;
    Some(u64::from_be_bytes(bytes))
}

/// Appends `s` with a 4-byte big-endian length before it.
pub fn push_str(key: &mut Vec<u8>, s: &str) {
    let len = u32::try_from(s.len()).unwrap_or(u32::MAX);
    key.extend_from_slice(&len.to_be_bytes());
    key.extend_from_slice(s.as_bytes());
}

/// The key of several strings, each length-prefixed.
pub fn strs(parts: &[&str]) -> Vec<u8> {
    let mut key = Vec::new();
    for p in parts {
        push_str(&mut key, p);
    }
    key
}

/// `strs(parts)` followed by a big-endian id.
pub fn strs_id(parts: &[&str], n: u64) -> Vec<u8> {
    let mut key = strs(parts);
    key.extend_from_slice(&id(n));
    key
}

/// Reads `n` length-prefixed strings from the start of `key` (`None` if malformed).
pub fn read_strs(key: &[u8], n: usize) -> Option<Vec<String>> {
    let mut at = 0;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let len: [u8; 4] = key.get(at..at + 4)?.try_into().ok()?;
        let len = u32::from_be_bytes(len) as usize;
        let s = key.get(at + 4..at + 4 + len)?;
        out.push(String::from_utf8(s.to_vec()).ok()?);
        at += 4 + len;
    }
    Some(out)
}

/// A key for error messages: an id for 8-byte keys, readable text otherwise.
pub fn describe(key: &[u8]) -> String {
    if let Some(n) = read_u64(key, 0).filter(|_| key.len() == 8) {
        return n.to_string();
    }
    key.iter()
        .map(|&b| {
            if b.is_ascii_graphic() {
                (b as char).to_string()
            } else {
                format!("\\x{b:02x}")
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_sort_numerically() {
        assert!(id(255) < id(256));
        assert_eq!(read_u64(&id(1234), 0), Some(1234));
        assert_eq!(read_u64(&[1, 2], 0), None);
    }

    #[test]
    fn string_prefix_does_not_match_a_longer_string() {
        let a = strs(&["ab"]);
        let b = strs_id(&["abc"], 1);
        assert!(!b.starts_with(&a));
        assert!(strs_id(&["ab"], 1).starts_with(&a));
    }

    #[test]
    fn strings_read_back() {
        let key = strs(&["server", "", "é"]);
        assert_eq!(
            read_strs(&key, 3),
            Some(vec!["server".into(), String::new(), "é".into()])
        );
        assert_eq!(read_strs(&key[..5], 1), None);
    }

    #[test]
    fn keys_are_described_readably() {
        assert_eq!(describe(&id(42)), "42");
        assert_eq!(describe(b"ab\x00"), "ab\\x00");
    }
}
