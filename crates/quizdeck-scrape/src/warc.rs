//! Crawl archives (WARC, ISO 28500: what `wget --warc-file`, Heritrix and browser-based
//! crawlers write when they save a whole site): the HTML pages among their records, one at a
//! time, so that an archive of any size is read in bounded memory.
//!
//! Written here rather than taken from the `warc` crate: that crate reads a record's header lines
//! with no bound on their length (one line with no end would take all memory), creates the file
//! when asked to open a path that does not exist, and leaves the HTTP message inside a response
//! record (chunks, compression, charset) to the caller, which is most of the work. The HTTP head
//! itself is read with `httparse`, compressed bodies with `flate2`.

use std::io::{BufRead, Read};

use encoding_rs::Encoding;

use crate::ErrorKind;

/// Most bytes of a record's WARC header lines together.
const MAX_HEAD: u64 = 64 * 1024;
/// Most header lines of an HTTP response read.
const MAX_HTTP_HEADERS: usize = 128;

/// An HTML page of an archive: the address it was fetched from and its bytes (the HTTP body,
/// unchunked and uncompressed; in UTF-8 behind a byte-order mark when the response named its
/// charset, which comes before any the page declares).
#[derive(Debug)]
pub(crate) struct ArchivedPage {
    /// `WARC-Target-URI`, or `record <n>` when the record has none.
    pub uri: String,
    pub bytes: Vec<u8>,
}

/// Whether `name` is a crawl archive's by its ending: `.warc`, or `.warc.gz` (each record its
/// own gzip member, as crawlers write them; one stream compressed whole reads alike).
pub(crate) fn is_archive_name(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    lower.ends_with(".warc") || lower.ends_with(".warc.gz")
}

/// The records of an archive, read one after the other.
#[derive(Debug)]
pub(crate) struct Records<R> {
    reader: R,
    /// Records read so far (the next one's number is one more).
    count: usize,
    /// The largest page taken; a larger record is passed over unread.
    limit: u64,
    /// The addresses of the pages taken: a crawler that reaches a page twice (by a link, then by
    /// a redirect to it) records it twice, and the first capture is the one read.
    taken: std::collections::HashSet<String>,
    done: bool,
}

impl<R: BufRead> Records<R> {
    pub fn new(reader: R, limit: u64) -> Self {
        Self { reader, count: 0, limit, taken: Default::default(), done: false }
    }

    /// The next record's WARC header lines, or `None` at the end of the archive.
    fn head(&mut self) -> Result<Option<Vec<(String, String)>>, String> {
        let mut budget = (&mut self.reader).take(MAX_HEAD);
        let mut line = Vec::new();
        // Blank lines between records (the two line ends each record closes with) are passed.
        loop {
            line.clear();
            if budget.read_until(b'\n', &mut line).map_err(|e| e.to_string())? == 0 {
                return Ok(None);
            }
            if !line.trim_ascii().is_empty() {
                break;
            }
        }
        if !line.starts_with(b"WARC/") {
            return Err(format!("{:?} where a record should begin with WARC/", clip(&line)));
        }
        let mut fields = Vec::new();
        loop {
            line.clear();
            let n = budget.read_until(b'\n', &mut line).map_err(|e| e.to_string())?;
            if n == 0 || !line.ends_with(b"\n") {
                return Err(format!("header longer than {MAX_HEAD} bytes, or cut off"));
            }
            let text = String::from_utf8_lossy(line.trim_ascii());
            if text.is_empty() {
                return Ok(Some(fields));
            }
            if let Some((name, value)) = text.split_once(':') {
                fields.push((name.trim().to_ascii_lowercase(), value.trim().to_owned()));
            }
        }
    }

    /// Reads the next record whole, or passes over it. An `Err` leaves the archive unreadable
    /// from there on.
    fn next_record(&mut self) -> Result<Next, String> {
        let Some(head) = self.head()? else { return Ok(Next::End) };
        self.count += 1;
        let field = |name: &str| head.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
        let length: u64 = field("content-length")
            .and_then(|v| v.parse().ok())
            .ok_or("no Content-Length, so where it ends cannot be told")?;
        let kind = field("warc-type").unwrap_or("").to_ascii_lowercase();
        let content_type = field("content-type").unwrap_or("").to_ascii_lowercase();
        let wanted = (kind == "response" && content_type.starts_with("application/http"))
            || (kind == "resource" && is_html(&content_type));
        if !wanted || length > self.limit {
            let skipped = std::io::copy(&mut (&mut self.reader).take(length), &mut std::io::sink())
                .map_err(|e| e.to_string())?;
            return if skipped < length { Err(cut_off(length, skipped)) } else { Ok(Next::Passed) };
        }
        let mut block = Vec::with_capacity(usize::try_from(length).unwrap_or(0));
        (&mut self.reader).take(length).read_to_end(&mut block).map_err(|e| e.to_string())?;
        if (block.len() as u64) < length {
            return Err(cut_off(length, block.len() as u64));
        }
        let uri = field("warc-target-uri")
            .map(|u| u.trim_matches(['<', '>']).to_owned())
            .unwrap_or_else(|| format!("record {}", self.count));
        // The record is read whole: one that holds no page, or one that cannot be read, leaves
        // the next where it was.
        let page = if kind == "resource" {
            Ok(Some(in_charset(block, charset(&content_type))))
        } else {
            http_page(&block, self.limit)
        };
        Ok(match page {
            Ok(Some(_)) if self.taken.contains(&uri) => Next::Passed,
            Ok(Some(bytes)) => {
                self.taken.insert(uri.clone());
                Next::Page(ArchivedPage { uri, bytes })
            }
            Ok(None) => Next::Passed,
            Err(e) => Next::Unreadable(format!("{uri}: {e}")),
        })
    }
}

/// What reading a record gave.
enum Next {
    End,
    /// A record that holds no page.
    Passed,
    Page(ArchivedPage),
    /// A page that cannot be read; the records after it can.
    Unreadable(String),
}

impl<R: BufRead> Iterator for Records<R> {
    /// A page, or a record that cannot be read (its number and what is wrong). After a record
    /// whose own bounds cannot be read, the archive ends there: where the next begins cannot be
    /// told.
    type Item = Result<ArchivedPage, (usize, String)>;

    fn next(&mut self) -> Option<Self::Item> {
        while !self.done {
            match self.next_record() {
                Ok(Next::End) => self.done = true,
                Ok(Next::Passed) => {}
                Ok(Next::Page(page)) => return Some(Ok(page)),
                Ok(Next::Unreadable(e)) => return Some(Err((self.count, e))),
                Err(e) => {
                    self.done = true;
                    return Some(Err((self.count.max(1), e)));
                }
            }
        }
        None
    }
}

fn cut_off(length: u64, read: u64) -> String {
    format!("cut off: {read} of its {length} bytes")
}

fn clip(line: &[u8]) -> String {
    String::from_utf8_lossy(&line[..line.len().min(40)]).trim_end().to_owned()
}

/// Whether a media type is an HTML page's.
fn is_html(content_type: &str) -> bool {
    let essence = content_type.split(';').next().unwrap_or("").trim();
    essence == "text/html" || essence == "application/xhtml+xml"
}

/// The charset a media type names (`text/html; charset=windows-1252`).
fn charset(content_type: &str) -> Option<&'static Encoding> {
    content_type.split(';').skip(1).find_map(|p| {
        let (name, value) = p.split_once('=')?;
        (name.trim() == "charset")
            .then(|| Encoding::for_label(value.trim().trim_matches('"').as_bytes()))?
    })
}

/// The page an HTTP response holds: `None` for what is not a page (a redirect, an error, an
/// image, a style sheet), the body unchunked and uncompressed otherwise.
fn http_page(block: &[u8], limit: u64) -> Result<Option<Vec<u8>>, String> {
    let mut headers = [httparse::EMPTY_HEADER; MAX_HTTP_HEADERS];
    let mut response = httparse::Response::new(&mut headers);
    let start = match response.parse(block) {
        Ok(httparse::Status::Complete(n)) => n,
        Ok(httparse::Status::Partial) => return Err("HTTP response head cut off".into()),
        Err(e) => return Err(format!("HTTP response head not readable ({e})")),
    };
    if !response.code.is_some_and(|c| (200..300).contains(&c) && c != 204 && c != 206) {
        return Ok(None);
    }
    let header = |name: &str| {
        (response.headers.iter())
            .filter(|h| h.name.eq_ignore_ascii_case(name))
            .map(|h| String::from_utf8_lossy(h.value).to_ascii_lowercase())
            .collect::<Vec<_>>()
            .join(",")
    };
    let content_type = header("content-type");
    if !is_html(&content_type) {
        return Ok(None);
    }
    let body = &block[start..];
    let mut body = if header("transfer-encoding").contains("chunked") {
        unchunked(body)?
    } else {
        body.to_vec()
    };
    for coding in header("content-encoding").split(',').map(str::trim).rev() {
        body = match coding {
            "" | "identity" => body,
            "gzip" | "x-gzip" => bounded(flate2::read::MultiGzDecoder::new(&body[..]), limit)?,
            // HTTP's `deflate` is zlib's format, but some servers send the raw stream.
            "deflate" => bounded(flate2::read::ZlibDecoder::new(&body[..]), limit)
                .or_else(|_| bounded(flate2::read::DeflateDecoder::new(&body[..]), limit))?,
            other => return Err(format!("body compressed as {other}, which is not read")),
        };
    }
    Ok(Some(in_charset(body, charset(&content_type))))
}

/// At most `limit` bytes of what `reader` gives.
fn bounded(reader: impl Read, limit: u64) -> Result<Vec<u8>, String> {
    crate::bounded::read_to_limit(reader, limit).map_err(|e| match e {
        ErrorKind::StreamTooLarge { limit } => format!("body larger than {limit} bytes unpacked"),
        e => format!("compressed body not readable: {e}"),
    })
}

/// A chunked HTTP body put back together.
fn unchunked(mut body: &[u8]) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(body.len());
    loop {
        let (start, size) = match httparse::parse_chunk_size(body) {
            Ok(httparse::Status::Complete(c)) => c,
            _ => return Err("chunked body not readable".into()),
        };
        let size = usize::try_from(size).map_err(|_| "chunk too large")?;
        if size == 0 {
            return Ok(out);
        }
        let chunk = body.get(start..start.saturating_add(size)).ok_or("chunked body cut off")?;
        out.extend_from_slice(chunk);
        body = &body[start + size..];
        body = body.strip_prefix(b"\r\n").unwrap_or(body);
    }
}

/// `bytes` in the charset the response named, as UTF-8 behind a byte-order mark, which the
/// decoder takes before any charset the page declares (HTTP's word comes first, as in a
/// browser); as they are when it named none, or when they start with a byte-order mark already.
fn in_charset(bytes: Vec<u8>, charset: Option<&'static Encoding>) -> Vec<u8> {
    let Some(encoding) = charset else { return bytes };
    if Encoding::for_bom(&bytes).is_some() {
        return bytes;
    }
    let (text, _) = encoding.decode_without_bom_handling(&bytes);
    let mut out = Vec::with_capacity(text.len() + 3);
    out.extend_from_slice(b"\xEF\xBB\xBF");
    out.extend_from_slice(text.as_bytes());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(kind: &str, uri: &str, content_type: &str, block: &[u8]) -> Vec<u8> {
        let mut r = format!(
            "WARC/1.1\r\nWARC-Type: {kind}\r\nWARC-Target-URI: {uri}\r\nContent-Type: \
             {content_type}\r\nContent-Length: {}\r\n\r\n",
            block.len()
        )
        .into_bytes();
        r.extend_from_slice(block);
        r.extend_from_slice(b"\r\n\r\n");
        r
    }

    /// A page's address and bytes, or a record's number and what is wrong with it.
    type Read = Result<(String, Vec<u8>), (usize, String)>;

    fn pages(archive: &[u8]) -> Vec<Read> {
        Records::new(archive, 1 << 20).map(|r| r.map(|p| (p.uri, p.bytes))).collect()
    }

    const HTTP: &str = "application/http; msgtype=response";

    #[test]
    fn html_responses_are_read_once_and_other_records_passed_over() {
        let mut a = record("warcinfo", "", "application/warc-fields", b"software: x\r\n");
        a.extend(record("request", "https://q.example/a", "application/http", b"GET /a"));
        let ok = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<p>A</p>";
        a.extend(record("response", "<https://q.example/a>", HTTP, ok));
        let moved = b"HTTP/1.1 301 Moved\r\nLocation: /b\r\nContent-Type: text/html\r\n\r\nx";
        a.extend(record("response", "https://q.example/old", HTTP, moved));
        let png = b"HTTP/1.1 200 OK\r\nContent-Type: image/png\r\n\r\n\x89PNG";
        a.extend(record("response", "https://q.example/i.png", HTTP, png));
        a.extend(record("resource", "file:///b.html", "text/html", b"<p>B</p>"));
        let again = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<p>A again</p>";
        a.extend(record("response", "https://q.example/a", HTTP, again));
        let got = pages(&a);
        let want: Vec<Read> = vec![
            Ok(("https://q.example/a".into(), b"<p>A</p>".to_vec())),
            Ok(("file:///b.html".into(), b"<p>B</p>".to_vec())),
        ];
        assert_eq!(got, want);
    }

    #[test]
    fn a_chunked_gzipped_body_in_a_named_charset_is_unpacked_to_utf8() {
        use std::io::Write;
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        gz.write_all(b"<p>caf\xe9</p>").unwrap();
        let gz = gz.finish().unwrap();
        let mut http = b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=ISO-8859-1\r\n\
            Transfer-Encoding: chunked\r\nContent-Encoding: gzip\r\n\r\n"
            .to_vec();
        let (a, b) = gz.split_at(7);
        for part in [a, b] {
            http.extend(format!("{:x}\r\n", part.len()).bytes());
            http.extend_from_slice(part);
            http.extend_from_slice(b"\r\n");
        }
        http.extend_from_slice(b"0\r\n\r\n");
        let got = pages(&record("response", "https://q.example/c", HTTP, &http));
        assert_eq!(got, vec![Ok(("https://q.example/c".into(), "\u{feff}<p>café</p>".into()))]);
    }

    #[test]
    fn a_broken_record_stops_the_archive_with_its_number() {
        let mut a = record("resource", "u1", "text/html", b"<p>1</p>");
        a.extend_from_slice(b"WARC/1.1\r\nWARC-Type: resource\r\nContent-Type: text/html\r\n\r\n");
        a.extend(record("resource", "u3", "text/html", b"<p>3</p>"));
        let got = pages(&a);
        assert_eq!(got.len(), 2);
        assert_eq!(got[1], Err((2, "no Content-Length, so where it ends cannot be told".into())));
        let whole = record("resource", "u1", "text/html", b"<p>1</p>");
        let cut = &whole[..whole.len() - 8];
        assert!(matches!(&pages(cut)[..], [Err((1, m))] if m.starts_with("cut off")));
        let endless = [b"WARC/1.1\r\nX: ".as_slice(), &[b'x'; 70_000]].concat();
        assert!(matches!(&pages(&endless)[..], [Err((1, m))] if m.starts_with("header longer")));
        assert!(matches!(&pages(b"<html>")[..], [Err((1, m))] if m.contains("WARC/")));
    }

    #[test]
    fn a_body_compressed_beyond_the_limit_or_in_an_unread_coding_is_named() {
        let http = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: br\r\n\r\nzz";
        let mut a = record("response", "https://q.example/d", HTTP, http);
        a.extend(record("resource", "u2", "text/html", b"<p>2</p>"));
        let got = pages(&a);
        assert_eq!(
            got,
            vec![
                Err((1, "https://q.example/d: body compressed as br, which is not read".into())),
                Ok(("u2".into(), b"<p>2</p>".to_vec()))
            ]
        );
        assert!(is_archive_name("crawl-00001.WARC.gz") && is_archive_name("site.warc"));
        assert!(!is_archive_name("page.html.gz"));
    }
}
