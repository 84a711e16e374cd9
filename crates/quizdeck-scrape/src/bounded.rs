//! Reading an input without trusting it to end: every read is bounded by the size limit itself,
//! not by the size a file claims (a device such as `/dev/zero` claims 0 bytes and never ends),
//! and only regular files, FIFOs and standard input are read.

use std::fs::File;
use std::io::Read;
use std::path::Path;
use std::time::SystemTime;

use crate::ErrorKind;

/// The bytes of the file at `path` (at most `limit` of them) and its modification time. A
/// regular file larger than `limit` is refused before it is read; a FIFO is read up to `limit`
/// bytes and refused past them; anything else (a device, a socket) is refused unread.
pub(crate) fn read_file(
    path: &Path,
    limit: u64,
) -> Result<(Vec<u8>, Option<SystemTime>), ErrorKind> {
    let file = File::open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() && !is_fifo(&meta.file_type()) {
        return Err(ErrorKind::NotAFile(kind(&meta.file_type())));
    }
    if meta.is_file() && meta.len() > limit {
        return Err(ErrorKind::TooLarge { size: meta.len(), limit });
    }
    let modified = if meta.is_file() { meta.modified().ok() } else { None };
    // A regular file's size is known (and under the limit): its bytes are read into one buffer
    // of that size (and a byte to see it end) instead of one grown as they come, which copied
    // a page several times and read it in several calls. The size is only a hint: a file that
    // grows meanwhile is still read up to the limit.
    let expected = if meta.is_file() { meta.len() } else { 0 };
    Ok((read_with_capacity(file, limit, expected)?, modified))
}

/// All of `reader` when it holds at most `limit` bytes; an error after reading `limit + 1`.
pub(crate) fn read_to_limit(reader: impl Read, limit: u64) -> Result<Vec<u8>, ErrorKind> {
    read_with_capacity(reader, limit, 0)
}

/// [`read_to_limit`], into a buffer made for `expected` bytes first.
fn read_with_capacity(reader: impl Read, limit: u64, expected: u64) -> Result<Vec<u8>, ErrorKind> {
    let capacity = usize::try_from(expected.min(limit).saturating_add(1)).unwrap_or(0);
    let mut bytes = Vec::with_capacity(capacity);
    reader.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(ErrorKind::StreamTooLarge { limit });
    }
    Ok(bytes)
}

#[cfg(unix)]
fn is_fifo(t: &std::fs::FileType) -> bool {
    use std::os::unix::fs::FileTypeExt;
    t.is_fifo()
}

#[cfg(not(unix))]
fn is_fifo(_: &std::fs::FileType) -> bool {
    false
}

/// What kind of file a non-regular file is, for the message.
fn kind(t: &std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_char_device() {
            return "a character device";
        }
        if t.is_block_device() {
            return "a block device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    if t.is_dir() { "a directory" } else { "not a regular file" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stream_is_read_only_up_to_the_limit() {
        // An endless stream: reading stops one byte past the limit.
        let err = read_to_limit(std::io::repeat(b'x'), 1000).unwrap_err();
        assert!(matches!(err, ErrorKind::StreamTooLarge { limit: 1000 }), "{err}");
        assert_eq!(read_to_limit(&b"12345"[..], 5).unwrap(), b"12345");
    }

    #[cfg(unix)]
    #[test]
    fn devices_are_refused_unread_and_large_files_unopened() {
        let err = read_file(Path::new("/dev/zero"), 1 << 20).unwrap_err();
        assert!(matches!(err, ErrorKind::NotAFile("a character device")), "{err}");
        let file = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(file.path(), "0123456789").unwrap();
        assert!(matches!(read_file(file.path(), 9), Err(ErrorKind::TooLarge { size: 10, .. })));
        assert_eq!(read_file(file.path(), 10).unwrap().0, b"0123456789");
    }
}
