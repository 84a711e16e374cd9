//! Images to pack into an Anki package: confined to the input, read once, checked with real
//! decoders, named safely, each stored once.
//!
//! A page someone sent you can name any file (`../../Pictures/passport.jpg`, a percent-encoded
//! absolute path, a symlink pointing out of its folder), and a JSON model can name any path with
//! any `source`. A file is packed only when its path, with every `..` and symlink resolved, lies
//! inside the input root of its question ([`MediaPolicy`]): the folder named on the command line,
//! or the folder of a file named there. Its bytes are read once, bounded by the size limit; the
//! same bytes are checked (a full decode for raster formats, an allow-list for SVG) and packed.

use std::collections::{BTreeMap, HashMap};
use std::io::Read;
use std::path::{Path, PathBuf};

use quizdeck_model::{Media, Question};
use sha2::{Digest, Sha256};

use crate::svg;

/// Largest image packed by default, in bytes.
pub const DEFAULT_MAX_IMAGE_BYTES: u64 = 20 * 1024 * 1024;

/// Where media may come from, and how large they may be.
#[derive(Debug, Clone)]
pub struct MediaPolicy {
    /// The input root of each question, by id (the first given wins), resolved.
    roots: HashMap<String, PathBuf>,
    /// Resolved roots already seen, by the path given.
    resolved: HashMap<PathBuf, Option<PathBuf>>,
    /// Folders every question may take media from (`--media-root`), resolved.
    extra: Vec<PathBuf>,
    /// Largest image packed, in bytes.
    pub max_image_bytes: u64,
}

impl Default for MediaPolicy {
    fn default() -> Self {
        Self {
            roots: HashMap::new(),
            resolved: HashMap::new(),
            extra: Vec::new(),
            max_image_bytes: DEFAULT_MAX_IMAGE_BYTES,
        }
    }
}

impl MediaPolicy {
    /// Sets the input root of the question `id`: the folder named on the command line that its
    /// input was found in, or the folder of the file named there. A root that does not exist
    /// allows nothing.
    pub fn set_root(&mut self, id: impl Into<String>, root: &Path) {
        let resolved = self
            .resolved
            .entry(root.to_path_buf())
            .or_insert_with(|| std::fs::canonicalize(root).ok())
            .clone();
        if let Some(dir) = resolved {
            self.roots.entry(id.into()).or_insert(dir);
        }
    }

    /// Lets every question take media from `dir` too (`--media-root`).
    pub fn allow(&mut self, dir: &Path) -> std::io::Result<()> {
        self.extra.push(std::fs::canonicalize(dir)?);
        Ok(())
    }

    /// Whether the resolved path `file` lies inside a root `q` may take media from.
    fn allows(&self, q: &Question, file: &Path) -> bool {
        self.roots.get(&q.id).into_iter().chain(&self.extra).any(|root| file.starts_with(root))
    }

    /// The root named in a refusal.
    fn root_of(&self, q: &Question) -> String {
        self.roots
            .get(&q.id)
            .map_or_else(|| "(none: standard input)".to_owned(), |r| r.display().to_string())
    }
}

/// The media files of one package: Anki name → the bytes that were checked.
#[derive(Debug)]
pub struct MediaSet {
    policy: MediaPolicy,
    files: BTreeMap<String, Vec<u8>>,
    named: HashMap<PathBuf, String>,
    /// Images left out: outside the input, not found, unreadable, too large or not an image.
    pub warnings: Vec<String>,
    /// Images with no local file (remote URLs), which are left out.
    pub remote: usize,
}

/// Longest base name kept in a media name; Anki limits names to 120 bytes.
const MAX_BASE: usize = 60;

/// File endings packed as images. Anything else a page points at (`../../.ssh/id_rsa`) is left
/// out. AVIF is not among them: no well-kept decoder of it builds without native libraries, and
/// a file is packed only when a decoder has read it.
const IMAGE_ENDINGS: &[&str] = &["png", "jpg", "jpeg", "gif", "webp", "svg", "bmp"];

/// Largest width or height of an image packed, and the most memory its decoding may take: an
/// image small on disk can claim a size that would exhaust a phone's memory when shown.
const MAX_SIDE: u32 = 16_384;
const MAX_DECODE_BYTES: u64 = 512 * 1024 * 1024;

impl MediaSet {
    /// An empty set whose files follow `policy` (whose input roots can still be set as questions
    /// come, see [`set_root`](Self::set_root)).
    pub fn new(policy: MediaPolicy) -> Self {
        Self {
            policy,
            files: BTreeMap::new(),
            named: HashMap::new(),
            warnings: Vec::new(),
            remote: 0,
        }
    }

    /// Adds the image `m` of `q` and returns the name its field refers to, or `None` when there is
    /// no local file to pack (the image is then left out of the field, with a warning naming the
    /// page and the reference).
    pub fn add(&mut self, q: &Question, m: &Media) -> Option<String> {
        let Some(file) = m.file.as_deref().filter(|f| !f.is_empty()) else {
            self.remote += 1;
            return None;
        };
        match self.pack(q, file) {
            Ok(name) => Some(name),
            Err(why) => {
                self.warnings.push(format!("{}: image {file} {why}, left out", q.source));
                None
            }
        }
    }

    fn pack(&mut self, q: &Question, file: &str) -> Result<String, String> {
        let ext = extension(Path::new(file));
        if !IMAGE_ENDINGS.contains(&ext.as_str()) {
            return Err("is not an image file".into());
        }
        let found = resolve(file, &q.source).ok_or("not found")?;
        // Every `..` and symlink resolved: what is checked is the file that would be read.
        let path = std::fs::canonicalize(&found).map_err(|e| format!("not found ({e})"))?;
        if !self.policy.allows(q, &path) {
            return Err(format!("is outside the input folder {}", self.policy.root_of(q)));
        }
        if let Some(name) = self.named.get(&path) {
            return Ok(name.clone());
        }
        let bytes = read_bounded(&path, self.policy.max_image_bytes)?;
        check_content(&ext, &bytes)?;
        let name = media_name(&path, &bytes);
        self.files.insert(name.clone(), bytes);
        self.named.insert(path, name.clone());
        Ok(name)
    }

    /// Sets the input root of the question `id` (see [`MediaPolicy::set_root`]).
    pub fn set_root(&mut self, id: &str, root: &Path) {
        self.policy.set_root(id, root);
    }

    /// The files to pack, by name, in name order: the very bytes that were checked.
    pub fn files(&self) -> impl Iterator<Item = (&str, &[u8])> {
        self.files.iter().map(|(n, b)| (n.as_str(), b.as_slice()))
    }

    /// How many files are packed.
    pub fn len(&self) -> usize {
        self.files.len()
    }
}

/// A path's extension, lower case.
fn extension(path: &Path) -> String {
    path.extension().and_then(|e| e.to_str()).unwrap_or_default().to_ascii_lowercase()
}

/// The bytes of the regular file at `path`, at most `limit` of them.
fn read_bounded(path: &Path, limit: u64) -> Result<Vec<u8>, String> {
    let file = std::fs::File::open(path).map_err(|e| e.to_string())?;
    let meta = file.metadata().map_err(|e| e.to_string())?;
    if !meta.is_file() {
        return Err("is not a regular file".into());
    }
    let mut bytes = Vec::with_capacity(meta.len().min(limit) as usize);
    file.take(limit + 1).read_to_end(&mut bytes).map_err(|e| e.to_string())?;
    if bytes.len() as u64 > limit {
        return Err(format!("is larger than the {limit}-byte limit for an image"));
    }
    Ok(bytes)
}

/// Whether `bytes` really are an image of the kind the ending `ext` names. Anki's media folder is
/// served to the card webview, so a file named `.png` that holds HTML must not get in. Raster
/// images are decoded whole with the `image` crate's decoders (a signature alone let a text
/// file starting with `BM` pass as a bitmap), within limits on size and memory; SVG passes an
/// allow-list ([`svg::check`]).
fn check_content(ext: &str, bytes: &[u8]) -> Result<(), String> {
    use image::ImageFormat as F;
    let format = match ext {
        "png" => F::Png,
        "jpg" | "jpeg" => F::Jpeg,
        "gif" => F::Gif,
        "webp" => F::WebP,
        "bmp" => F::Bmp,
        "svg" => {
            return svg::check(bytes).map_err(|e| format!("is an SVG quizdeck does not pack: {e}"));
        }
        _ => return Err("is not an image file".into()),
    };
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_DECODE_BYTES);
    let mut reader = image::ImageReader::with_format(std::io::Cursor::new(bytes), format);
    reader.limits(limits);
    reader.decode().map(drop).map_err(|e| format!("does not hold the image its name says ({e})"))
}

/// The file `file` names: first relative to the folder of `source` (the page that shows it, as
/// the model documents `Media::file`), then as given (the page readers store paths already joined
/// to the page's folder). The page's folder comes first: a file of the same name in the working
/// directory must not be packed in place of the page's own. Whichever is found must still lie
/// inside the question's input root.
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

    const CHIP: &str =
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/export/media/img/chip.png");

    /// A question whose page is `dir/page.html`, with `dir` as its input root.
    fn page_in(dir: &Path, policy: &mut MediaPolicy) -> Question {
        let mut q = Question::new("en", "t", "s");
        q.id = "q-en".into();
        q.source = dir.join("page.html").to_string_lossy().into_owned();
        policy.set_root(&q.id, dir);
        q
    }

    fn image(file: &str) -> Media {
        Media { file: Some(file.into()), ..Media::default() }
    }

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
        std::fs::copy(CHIP, dir.path().join("img/a.png")).unwrap();
        let mut policy = MediaPolicy::default();
        let q = page_in(dir.path(), &mut policy);
        let mut set = MediaSet::new(policy.clone());
        let first = set.add(&q, &image("img/a.png")).unwrap();
        assert_eq!(set.add(&q, &image("img/./a.png")), Some(first));
        assert_eq!(set.len(), 1);
        assert_eq!(set.add(&q, &image("img/none.png")), None);
        assert_eq!(set.warnings.len(), 1);
        assert_eq!(set.add(&q, &Media { src: "https://x/y.png".into(), ..Media::default() }), None);
        assert_eq!(set.remote, 1);
        std::fs::write(dir.path().join("secret"), b"key").unwrap();
        assert_eq!(set.add(&q, &image("secret")), None);
        assert!(set.warnings[1].contains("not an image"), "{:?}", set.warnings);
    }

    #[test]
    fn images_resolve_beside_their_page_not_in_the_working_directory() {
        // Tests run in the crate folder, where this path names the fixtures' chart.
        let file = "../../fixtures/export/media/shared/chart.png";
        let chip = std::fs::read(CHIP).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let beside = dir.path().join("a/b").join(file);
        std::fs::create_dir_all(beside.parent().unwrap()).unwrap();
        std::fs::write(&beside, &chip).unwrap();
        let mut policy = MediaPolicy::default();
        let mut q = page_in(&dir.path().join("a/b"), &mut policy);
        // The page's folder is named on the command line: the file it names is outside it.
        assert_eq!(MediaSet::new(policy.clone()).add(&q, &image(file)), None);
        let mut policy = MediaPolicy::default();
        policy.set_root(&q.id, dir.path());
        let mut set = MediaSet::new(policy.clone());
        assert_eq!(set.add(&q, &image(file)), Some(media_name(&beside, &chip)));
        // From standard input, the same reference names the fixture, outside every root.
        q.source = "-".into();
        let mut set = MediaSet::new(policy.clone());
        assert_eq!(set.add(&q, &image(file)), None);
        assert!(set.warnings[0].contains("outside the input folder"), "{:?}", set.warnings);
    }

    #[test]
    fn media_outside_the_input_root_is_refused_whatever_the_path_looks_like() {
        let home = tempfile::tempdir().unwrap();
        let pages = home.path().join("Downloads/quiz");
        std::fs::create_dir_all(&pages).unwrap();
        std::fs::create_dir_all(home.path().join("Pictures")).unwrap();
        let passport = home.path().join("Pictures/passport.png");
        std::fs::copy(CHIP, &passport).unwrap();
        let mut policy = MediaPolicy::default();
        let mut q = page_in(&pages, &mut policy);
        let up_to_root = format!("{}{}", "../".repeat(12), passport.display());
        #[cfg(unix)]
        std::os::unix::fs::symlink(home.path().join("Pictures"), pages.join("pics")).unwrap();
        for file in [
            "../../Pictures/passport.png",
            passport.to_str().unwrap(),
            up_to_root.as_str(),
            #[cfg(unix)]
            "pics/passport.png",
        ] {
            let mut set = MediaSet::new(policy.clone());
            assert_eq!(set.add(&q, &image(file)), None, "{file}");
            assert!(set.warnings[0].contains("outside the input folder"), "{:?}", set.warnings);
        }
        // A JSON model may say its page is anywhere: the root is still its input's.
        q.source = passport.to_string_lossy().into_owned();
        assert_eq!(MediaSet::new(policy.clone()).add(&q, &image("passport.png")), None);
        // --media-root widens the root explicitly.
        policy.allow(&home.path().join("Pictures")).unwrap();
        assert!(MediaSet::new(policy.clone()).add(&q, &image("passport.png")).is_some());
    }

    #[test]
    fn the_bytes_checked_are_the_bytes_packed_even_if_the_file_changes() {
        let dir = tempfile::tempdir().unwrap();
        let png = std::fs::read(CHIP).unwrap();
        std::fs::write(dir.path().join("a.png"), &png).unwrap();
        let mut policy = MediaPolicy::default();
        let q = page_in(dir.path(), &mut policy);
        let mut set = MediaSet::new(policy.clone());
        set.add(&q, &image("a.png")).unwrap();
        // Swapped after the check, before the package is written.
        std::fs::write(dir.path().join("a.png"), b"<html><script>x</script>").unwrap();
        let packed: Vec<&[u8]> = set.files().map(|(_, b)| b).collect();
        assert_eq!(packed, [png.as_slice()]);
    }

    #[test]
    fn images_larger_than_the_limit_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::copy(CHIP, dir.path().join("a.png")).unwrap();
        let mut policy = MediaPolicy::default();
        let q = page_in(dir.path(), &mut policy);
        policy.max_image_bytes = std::fs::metadata(CHIP).unwrap().len() - 1;
        let mut set = MediaSet::new(policy.clone());
        assert_eq!(set.add(&q, &image("a.png")), None);
        assert!(set.warnings[0].contains("byte limit"), "{:?}", set.warnings);
        policy.max_image_bytes += 1;
        assert!(MediaSet::new(policy.clone()).add(&q, &image("a.png")).is_some());
    }

    #[test]
    fn files_that_are_not_the_image_they_claim_are_left_out() {
        let dir = tempfile::tempdir().unwrap();
        let png = std::fs::read(CHIP).unwrap();
        let mut bmp = b"BM this is a text file, not a bitmap at all".to_vec();
        bmp.resize(200, b' ');
        let mut mp4 = b"\0\0\0\x20ftypisom\0\0\x02\0isomiso2avc1mp41".to_vec();
        mp4.resize(200, 0);
        let files: &[(&str, &[u8], bool)] = &[
            ("real.png", &png, true),
            ("page.png", b"<html><script>alert(1)</script></html>", false),
            ("cut.png", &png[..png.len() / 2], false),
            ("fake.jpg", b"\xff\xd8\xff\xe0 jfif", false),
            ("fake.gif", b"GIF89a<svg onload=alert(1)>", false),
            ("text.bmp", &bmp, false),
            ("movie.avif", &mp4, false),
            ("ok.svg", b"<svg xmlns='http://www.w3.org/2000/svg'><rect width='1'/></svg>", true),
            ("notsvg.svg", b"<html></html>", false),
        ];
        let mut policy = MediaPolicy::default();
        let q = page_in(dir.path(), &mut policy);
        let mut set = MediaSet::new(policy.clone());
        for (name, bytes, packed) in files {
            std::fs::write(dir.path().join(name), bytes).unwrap();
            assert_eq!(set.add(&q, &image(name)).is_some(), *packed, "{name}: {:?}", set.warnings);
        }
        assert_eq!(set.len(), 2);
        assert_eq!(set.warnings.len(), 7, "{:?}", set.warnings);
    }
}
