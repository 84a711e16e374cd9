//! Images to pack into an Anki package: found on disk, named safely, each stored once.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use quizdeck_model::{Media, Question};
use sha2::{Digest, Sha256};

/// The media files of one package: Anki name → file on disk.
#[derive(Debug, Default)]
pub struct MediaSet {
    files: BTreeMap<String, PathBuf>,
    named: HashMap<PathBuf, String>,
    /// Images left out: not found, unreadable, or not an image file.
    pub warnings: Vec<String>,
    /// Images with no local file (remote URLs), which are left out.
    pub remote: usize,
}

/// Longest base name kept in a media name; Anki limits names to 120 bytes.
const MAX_BASE: usize = 60;

/// File endings packed as images. Anything else a page points at (`../../.ssh/id_rsa`) is left
/// out, so a hostile page cannot pull arbitrary local files into a deck.
const IMAGE_ENDINGS: &[&str] = &["png", "jpg", "jpeg", "gif", "webp", "svg", "avif", "bmp"];

impl MediaSet {
    /// Adds the image `m` of `q` and returns the name its field refers to, or `None` when there is
    /// no local file to pack (the image is then left out of the field).
    pub fn add(&mut self, q: &Question, m: &Media) -> Option<String> {
        let Some(file) = m.file.as_deref().filter(|f| !f.is_empty()) else {
            self.remote += 1;
            return None;
        };
        if !is_image(Path::new(file)) {
            self.warnings.push(format!("{}: {file} is not an image file, left out", q.source));
            return None;
        }
        let Some(path) = resolve(file, &q.source) else {
            self.warnings.push(format!("{}: image {file} not found, left out", q.source));
            return None;
        };
        if let Some(name) = self.named.get(&path) {
            return Some(name.clone());
        }
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) => {
                self.warnings.push(format!("{}: image {file}: {e}, left out", q.source));
                return None;
            }
        };
        if let Err(why) = check_content(&path, &bytes) {
            self.warnings.push(format!("{}: image {file} {why}, left out", q.source));
            return None;
        }
        let name = media_name(&path, &bytes);
        self.files.insert(name.clone(), path.clone());
        self.named.insert(path, name.clone());
        Some(name)
    }

    /// The files to pack, by name, in name order.
    pub fn files(&self) -> impl Iterator<Item = (&str, &Path)> {
        self.files.iter().map(|(n, p)| (n.as_str(), p.as_path()))
    }

    /// How many files are packed.
    pub fn len(&self) -> usize {
        self.files.len()
    }
}

fn is_image(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| IMAGE_ENDINGS.iter().any(|i| i.eq_ignore_ascii_case(e)))
}

/// Whether `bytes` really are an image of the kind `path`'s ending names. Anki's media folder
/// is served to the card webview, so a file named `.png` that holds HTML, or an SVG (XML that
/// browsers run scripts in when it is opened directly), must not get in. Raster formats are
/// told by their signature; an SVG is refused when it has scripts, event handlers, embedded
/// documents or references to other resources. A short hand-written check: the formats' magic
/// numbers are fixed, and a full SVG sanitizer would be far more than a deck needs.
fn check_content(path: &Path, bytes: &[u8]) -> Result<(), &'static str> {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or_default().to_ascii_lowercase();
    let ok = match ext.as_str() {
        "png" => bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
        "jpg" | "jpeg" => bytes.starts_with(&[0xff, 0xd8, 0xff]),
        "gif" => bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a"),
        "webp" => bytes.len() > 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP",
        "avif" => bytes.len() > 12 && &bytes[4..8] == b"ftyp",
        "bmp" => bytes.starts_with(b"BM"),
        "svg" => return svg_is_inert(bytes),
        _ => false,
    };
    if ok { Ok(()) } else { Err("does not hold the image its name says") }
}

/// An SVG may be packed when it is UTF-8 text with an `<svg` element and nothing active in it.
fn svg_is_inert(bytes: &[u8]) -> Result<(), &'static str> {
    let text = std::str::from_utf8(bytes).map_err(|_| "is not a UTF-8 SVG")?.to_ascii_lowercase();
    if !text.contains("<svg") {
        return Err("is not an SVG");
    }
    const ACTIVE: &[&str] = &[
        "<script",
        "javascript:",
        "vbscript:",
        "data:",
        "<foreignobject",
        "<iframe",
        "<embed",
        "<object",
        "<!entity",
        "<use",
        "<image",
        "<a",
        "href",
        "expression(",
        "@import",
        "url(",
        "<set",
        "<animate",
        "<handler",
        "<listener",
    ];
    if ACTIVE.iter().any(|a| text.contains(a)) || has_event_attribute(&text) {
        return Err("is an SVG with scripts or references to other content");
    }
    Ok(())
}

/// Whether lower-case markup has an `on…=` attribute (`onload=`, `onclick =`).
fn has_event_attribute(text: &str) -> bool {
    text.match_indices("on").any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let name_end = text[i + 2..].find(|c: char| !c.is_ascii_alphabetic()).map(|n| i + 2 + n);
        before.is_some_and(|c| c.is_whitespace() || c == '/' || c == '"' || c == '\'')
            && name_end.is_some_and(|e| e > i + 2 && text[e..].trim_start().starts_with('='))
    })
}

/// The file `file` names: first relative to the folder of `source` (the page that shows it, as
/// the model documents `Media::file`), then as given (the page readers store paths already joined
/// to the page's folder). The page's folder comes first: a file of the same name in the working
/// directory must not be packed in place of the page's own.
fn resolve(file: &str, source: &str) -> Option<PathBuf> {
    let beside = (!source.is_empty() && source != "-")
        .then(|| Path::new(source).parent().map(|dir| dir.join(file)))
        .flatten();
    beside.into_iter().chain([PathBuf::from(file)]).find(|p| p.is_file())
}

/// A media name that is safe on every system Anki runs on and cannot collide: the file's base name
/// reduced to ASCII letters, digits, `-` and `_`, then a digest of its content, then its extension
/// (`chip-3f9a1c2b4d.png`). Equal content under equal names is stored once; different content
/// never shares a name. Anki treats names starting with `_` as shared assets, so none does.
pub fn media_name(path: &Path, bytes: &[u8]) -> String {
    let stem = path.file_stem().map(|s| s.to_string_lossy()).unwrap_or_default();
    let mut base: String =
        stem.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '_' }).collect();
    base = base.trim_matches(|c| c == '_' || c == '-').to_owned();
    base.truncate(MAX_BASE);
    if base.is_empty() {
        base = "image".into();
    }
    let ext: String = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default()
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(8)
        .collect();
    let digest: String = Sha256::digest(bytes).iter().take(5).map(|b| format!("{b:02x}")).collect();
    if ext.is_empty() { format!("{base}-{digest}") } else { format!("{base}-{digest}.{ext}") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_sanitized_and_carry_a_content_digest() {
        let a = media_name(Path::new("img/_Chip Ø [1].PNG"), b"one");
        assert!(a.starts_with("Chip____1-") && a.ends_with(".png"), "{a}");
        assert!(a.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)), "{a}");
        assert_ne!(a, media_name(Path::new("other/_Chip Ø [1].PNG"), b"two"));
        assert_eq!(a, media_name(Path::new("other/_Chip Ø [1].PNG"), b"one"));
        assert!(media_name(Path::new("../../.."), b"x").starts_with("image-"));
        assert!(media_name(&PathBuf::from("x".repeat(300)), b"x").len() < 120);
    }

    #[test]
    fn files_resolve_beside_the_source_and_are_stored_once() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("img")).unwrap();
        std::fs::write(dir.path().join("img/a.png"), b"\x89PNG\r\n\x1a\n").unwrap();
        let mut q = Question::new("en", "t", "s");
        q.source = dir.path().join("page.html").to_string_lossy().into_owned();
        let m = Media { file: Some("img/a.png".into()), ..Media::default() };
        let mut set = MediaSet::default();
        let first = set.add(&q, &m).unwrap();
        assert_eq!(set.add(&q, &m), Some(first));
        assert_eq!(set.len(), 1);
        let gone = Media { file: Some("img/none.png".into()), ..Media::default() };
        assert_eq!(set.add(&q, &gone), None);
        assert_eq!(set.warnings.len(), 1);
        assert_eq!(set.add(&q, &Media { src: "https://x/y.png".into(), ..Media::default() }), None);
        assert_eq!(set.remote, 1);
        std::fs::write(dir.path().join("secret"), b"key").unwrap();
        let secret = Media { file: Some("secret".into()), ..Media::default() };
        assert_eq!(set.add(&q, &secret), None);
        assert!(set.warnings[1].contains("not an image"), "{:?}", set.warnings);
    }

    #[test]
    fn images_resolve_beside_their_page_not_in_the_working_directory() {
        // Tests run in the crate folder, where this path names the fixtures' chart.
        let file = "../../fixtures/export/media/shared/chart.png";
        let chart = std::fs::read(file).unwrap();
        let chip = std::fs::read("../../fixtures/export/media/img/chip.png").unwrap();
        let dir = tempfile::tempdir().unwrap();
        let beside = dir.path().join("a/b").join(file);
        std::fs::create_dir_all(beside.parent().unwrap()).unwrap();
        std::fs::write(&beside, &chip).unwrap();
        let mut q = Question::new("en", "t", "s");
        q.source = dir.path().join("a/b/page.html").to_string_lossy().into_owned();
        let m = Media { file: Some(file.into()), ..Media::default() };
        let mut set = MediaSet::default();
        assert_eq!(set.add(&q, &m), Some(media_name(Path::new(file), &chip)));
        q.source = "-".into();
        assert_eq!(set.add(&q, &m), Some(media_name(Path::new(file), &chart)));
    }

    #[test]
    fn files_that_are_not_the_image_they_claim_or_svgs_with_scripts_are_left_out() {
        let dir = tempfile::tempdir().unwrap();
        let png = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../fixtures/export/media/img/chip.png"
        ))
        .unwrap();
        let files: &[(&str, &[u8], bool)] = &[
            ("real.png", &png, true),
            ("page.png", b"<html><script>alert(1)</script></html>", false),
            ("real.jpg", b"\xff\xd8\xff\xe0 jfif", true),
            ("fake.gif", b"<svg onload=alert(1)>", false),
            ("ok.svg", b"<svg xmlns='http://www.w3.org/2000/svg'><rect width='1'/></svg>", true),
            ("script.svg", b"<svg><script>alert(1)</script></svg>", false),
            ("onload.svg", b"<svg xmlns='x' onload = 'alert(1)'></svg>", false),
            (
                "link.svg",
                b"<svg><a xlink:href='javascript:alert(1)'><text>x</text></a></svg>",
                false,
            ),
            ("embed.svg", b"<svg><foreignObject><iframe/></foreignObject></svg>", false),
            ("style.svg", b"<svg><rect style='fill:url(http://x/y)'/></svg>", false),
            ("notsvg.svg", b"<html></html>", false),
        ];
        let mut q = Question::new("en", "t", "s");
        q.source = dir.path().join("page.html").to_string_lossy().into_owned();
        let mut set = MediaSet::default();
        for (name, bytes, packed) in files {
            std::fs::write(dir.path().join(name), bytes).unwrap();
            let m = Media { file: Some((*name).into()), ..Media::default() };
            assert_eq!(set.add(&q, &m).is_some(), *packed, "{name}");
        }
        assert_eq!(set.len(), 3);
        assert_eq!(set.warnings.len(), 8, "{:?}", set.warnings);
    }
}
