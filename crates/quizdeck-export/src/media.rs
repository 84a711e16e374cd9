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

/// The file `file` names: as given when it exists, else relative to the folder of `source`.
fn resolve(file: &str, source: &str) -> Option<PathBuf> {
    let given = PathBuf::from(file);
    if given.is_file() {
        return Some(given);
    }
    if given.is_relative() && source != "-" {
        let beside = Path::new(source).parent()?.join(&given);
        if beside.is_file() {
            return Some(beside);
        }
    }
    None
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
        std::fs::write(dir.path().join("img/a.png"), b"png").unwrap();
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
}
