//! The URI of a finding's source file, relative to a folder: what the HTML report links to and
//! what SARIF names as the location.

use std::path::{Component, Path, PathBuf};

use url::Url;

/// The URI reference of input `source` relative to the folder `base` (`../pages/fr%20q1.html`),
/// or its absolute `file:` URL when there is no relative way from one to the other (another
/// drive). Relative paths are taken from the current directory. Standard input (`-`) and an
/// empty source have none.
pub(crate) fn relative_uri(source: &str, base: &Path) -> Option<String> {
    if source.is_empty() || source == "-" {
        return None;
    }
    let target = Url::from_file_path(absolute(Path::new(source))?).ok()?;
    let relative =
        Url::from_directory_path(absolute(base)?).ok().and_then(|b| b.make_relative(&target));
    Some(match relative {
        // A first segment with a colon would read as a scheme (`javascript:…`, `c:…`):
        // RFC 3986 §4.2 has it start with `./`.
        Some(r) if r.split('/').next().is_some_and(|first| first.contains(':')) => format!("./{r}"),
        Some(r) if !r.is_empty() => r,
        _ => target.to_string(),
    })
}

/// `path` made absolute from the current directory, with `.` and `..` resolved by name (a
/// link goes where its text says, symbolic links or not).
fn absolute(path: &Path) -> Option<PathBuf> {
    let path = std::path::absolute(path).ok()?;
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_relative_to_the_folder_and_encoded() {
        let cwd = std::env::current_dir().unwrap();
        let uri = |source: &str, base: &Path| relative_uri(source, base).unwrap();
        assert_eq!(uri("pages/fr q1.html", &cwd), "pages/fr%20q1.html");
        assert_eq!(uri("pages/a#b?.html", &cwd.join("out")), "../pages/a%23b%3F.html");
        assert_eq!(uri("./x/../pages/ja.html", &cwd.join("reports/..")), "pages/ja.html");
        assert_eq!(uri(&cwd.join("p.html").to_string_lossy(), &cwd), "p.html");
        assert_eq!(relative_uri("-", &cwd), None);
        assert_eq!(relative_uri("", &cwd), None);
    }

    #[test]
    fn a_source_that_looks_like_a_scheme_stays_a_path() {
        let cwd = std::env::current_dir().unwrap();
        let uri = relative_uri("javascript:alert(1)", &cwd).unwrap();
        assert_eq!(uri, "./javascript:alert(1)");
        assert!(Url::parse(&uri).is_err(), "not an absolute URL");
    }
}
