//! Input lines read with a bound: a line longer than [`MAX_LINE_BYTES`] is not kept in
//! memory; the rest of it is skipped as it arrives, so any input costs bounded memory.

use std::io::{self, BufRead};

/// The longest input line kept, in bytes (newline excluded). A command is at most
/// `host::command::MAX_INPUT_CHARS` (1,000) characters of up to 4 bytes each, after a
/// name of at most 32 characters and ` (dm): `: 8 KiB holds any line the host can read.
pub const MAX_LINE_BYTES: usize = 8 * 1024;

/// What one read gave.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Read {
    /// A line (with its newline, if it had one).
    Line(Vec<u8>),
    /// A line longer than the limit: `bytes` long (newline excluded); it was skipped.
    TooLong { bytes: u64 },
}

/// Reads the next line of `reader`, keeping at most `max` bytes of it. `None` at the end
/// of the input.
pub fn next_line(reader: &mut impl BufRead, max: usize) -> io::Result<Option<Read>> {
    let mut line = Vec::new();
    let mut skipped: u64 = 0;
    let mut any = false;
    loop {
        let chunk = match reader.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            break;
        }
        any = true;
        let (part, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..=i], true),
            None => (chunk, false),
        };
        let used = part.len();
        let content = if done { &part[..used - 1] } else { part };
        if skipped == 0 && line.len() + content.len() <= max {
            line.extend_from_slice(part);
        } else {
            if skipped == 0 {
                skipped = line.len() as u64;
                line = Vec::new();
            }
            skipped += content.len() as u64;
        }
        reader.consume(used);
        if done {
            break;
        }
    }
    Ok(match (any, skipped) {
        (false, _) => None,
        (true, 0) => Some(Read::Line(line)),
        (true, bytes) => Some(Read::TooLong { bytes }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::BufReader;

    fn all(input: &[u8], max: usize, buffer: usize) -> Vec<Read> {
        let mut r = BufReader::with_capacity(buffer, input);
        let mut out = Vec::new();
        while let Some(line) = next_line(&mut r, max).expect("reads") {
            out.push(line);
        }
        out
    }

    #[test]
    fn long_lines_are_skipped_whole_and_the_next_line_is_read() {
        let input = b"ab\nabcdef\nabcd\n\nxyz";
        for buffer in [1, 2, 3, 64] {
            assert_eq!(
                all(input, 4, buffer),
                vec![
                    Read::Line(b"ab\n".to_vec()),
                    Read::TooLong { bytes: 6 },
                    Read::Line(b"abcd\n".to_vec()),
                    Read::Line(b"\n".to_vec()),
                    Read::Line(b"xyz".to_vec()),
                ],
                "buffer {buffer}"
            );
        }
        assert_eq!(all(b"abcdefgh", 4, 3), vec![Read::TooLong { bytes: 8 }]);
        assert!(all(b"", 4, 3).is_empty());
    }
}
