//! What an HTML page says of itself: its language, canonical address, hreflang alternates,
//! `<base>`, JSON-LD and the address a browser saved it from ([`PageMeta`]), and what its links
//! say (a link home, links that lead down one path).

use crate::element::Attrs;

use super::Renderer;

/// What the `<head>` (and the root element) say about the page.
#[derive(Debug, Default)]
pub(crate) struct PageMeta {
    pub lang: Option<String>,
    pub canonical: Option<String>,
    /// `(hreflang, href)` of `<link rel="alternate">`, in page order.
    pub alternates: Vec<(String, String)>,
    /// `(hreflang, href)` of links in the body that carry `hreflang` (language switchers).
    pub body_hreflang: Vec<(String, String)>,
    pub title: Option<String>,
    /// `<base href>`.
    pub base: Option<String>,
    /// Text of each `<script type="application/ld+json">`.
    pub json_ld: Vec<String>,
    /// The address a browser saved the page from, as its mark of the web says (`<!-- saved from
    /// url=(0045)https://… -->`).
    pub saved_from: Option<String>,
    /// The `<body>`'s language, as word processors declare the document's (`<body lang=SK>`,
    /// `<body lang="gl-ES">`), and whether an element inside it declares another one.
    body_lang: Option<(String, bool)>,
}

impl PageMeta {
    /// Takes the `<body>`'s language for the page's where the root declares none and no element
    /// in the body declares another: Word writes the language it was set to on the body and the
    /// text's own on every run of it (`<body lang=EN-GB>` over `<span lang=CY>`).
    pub(super) fn settle_body_lang(&mut self) {
        if self.lang.is_none()
            && let Some((lang, false)) = self.body_lang.take()
        {
            self.lang = Some(lang);
        }
    }
}

/// A language tag's language, without its region or script (`gl` of `gl-ES`).
fn primary(tag: &str) -> &str {
    tag.trim().split(['-', '_']).next().unwrap_or("")
}

/// The address in a browser's mark of the web (`saved from url=(0045)https://quiz.example/q/12`),
/// when it is one with an absolute http(s) address.
pub(super) fn saved_from(comment: &str) -> Option<String> {
    let rest = comment.trim().strip_prefix("saved from url=(")?;
    let (_, url) = rest.split_once(')')?;
    let url = url.split_whitespace().next()?;
    (url.starts_with("https://") || url.starts_with("http://")).then(|| url.to_owned())
}

/// Whether `href` leads to a site's home page (`/`, `./`, `index.html`, `https://host/`): the
/// link a site puts on its name or logo.
///
/// Every link of every page is asked: the marks are found by byte searches (a search for a
/// string set up for each link was most of the cost).
pub(super) fn home_page(href: &str) -> bool {
    let href = href.trim();
    let href = memchr::memchr2(b'#', b'?', href.as_bytes()).map_or(href, |at| &href[..at]);
    let bytes = href.as_bytes();
    let scheme_end = memchr::memchr_iter(b':', bytes).find(|&at| bytes[at..].starts_with(b"://"));
    let path = match scheme_end {
        Some(at) => {
            let rest = &href[at + 3..];
            memchr::memchr(b'/', rest.as_bytes()).map_or("", |at| &rest[at..])
        }
        None if href.is_empty() => return false,
        None => href,
    };
    let path = path.trim_start_matches('.').trim_start_matches('/');
    path.is_empty() || matches!(path, "index.html" | "index.htm" | "index.php")
}

/// Whether a link leads to the home page of the page's own language on a site of several
/// (`/en/` on a page `lang="en"`, `/pt-br/` on `lang="pt-BR"`): a link home (a logo, a trail's
/// first part), no topic. Told from the page's tag, so no registry is asked per link.
pub(super) fn language_home(href: &str, page_lang: Option<&str>) -> bool {
    let Some(lang) = page_lang.map(str::trim).filter(|l| !l.is_empty()) else { return false };
    // The last segment first, found from the end: most links end in anything but the tag.
    let h = href.trim().trim_end_matches('/');
    let Some((before, seg)) = h.rsplit_once('/') else { return false };
    let primary = lang.split(['-', '_']).next().unwrap_or(lang);
    let same = |a: &str, b: &str| {
        a.len() == b.len()
            && a.bytes().zip(b.bytes()).all(|(x, y)| {
                x.eq_ignore_ascii_case(&y) || matches!((x, y), (b'-' | b'_', b'-' | b'_'))
            })
    };
    if seg.is_empty() || !(same(seg, primary) || same(seg, lang)) {
        return false;
    }
    // Nothing before it but the site: `https://host`, or a path from the root.
    match before.split_once("://") {
        Some((_, host)) => !host.contains('/'),
        None => before.is_empty() || before == ".",
    }
}

/// Whether links lead down one path (see [`Block::links_descend`]): two or more, the first not
/// home, each one's path (host and query aside) inside the one before, and the page's own
/// address, where it gives one, inside the last.
pub(super) fn descend(hrefs: &[String], page: Option<&str>) -> bool {
    hrefs.len() >= 2 && !home_page(&hrefs[0]) && nested(hrefs, page)
}

/// Whether each of `hrefs` (one or more) leads into the one before (its path, host and query
/// aside, inside the other's), and the page's own address, where it gives one, into the last.
pub(crate) fn nested<S: AsRef<str>>(hrefs: &[S], page: Option<&str>) -> bool {
    /// The path of `href`, without its host, query or fragment, ending in `/`.
    fn path(href: &str) -> String {
        let href = href.split(['#', '?']).next().unwrap_or("");
        let path = match href.split_once("://") {
            Some((_, rest)) => rest.find('/').map_or("/", |at| &rest[at..]),
            None => href,
        };
        let path = path.trim_start_matches("./");
        format!("/{}/", path.trim_matches('/'))
    }
    !hrefs.is_empty()
        && hrefs.windows(2).all(|w| {
            let (outer, inner) = (path(w[0].as_ref()), path(w[1].as_ref()));
            inner.len() > outer.len() && inner.starts_with(&outer)
        })
        && page.is_none_or(|p| {
            hrefs.last().is_some_and(|last| path(p).starts_with(&path(last.as_ref())))
        })
}

impl Renderer {
    pub(super) fn read_meta(&mut self, name: &str, attrs: &Attrs<'_>) {
        if let Some((body, other)) = &mut self.meta.body_lang
            && let Some(lang) = attrs.lang.or(attrs.xml_lang)
        {
            *other |= !primary(lang).eq_ignore_ascii_case(primary(body));
        }
        match name {
            "body" => {
                let lang = attrs.lang.or(attrs.xml_lang).map(str::trim).filter(|l| !l.is_empty());
                self.meta.body_lang = lang.map(|l| (l.to_owned(), false));
            }
            "html" => {
                if let Some(lang) = attrs.lang.or(attrs.xml_lang) {
                    self.meta.lang.get_or_insert_with(|| lang.trim().to_owned());
                }
            }
            "link" => {
                let rel = attrs.rel.unwrap_or("");
                let href = attrs.href.map(str::trim).filter(|h| !h.is_empty());
                let Some(href) = href else { return };
                let has = |r: &str| rel.split_whitespace().any(|x| x.eq_ignore_ascii_case(r));
                if has("canonical") {
                    self.meta.canonical.get_or_insert_with(|| href.to_owned());
                } else if has("alternate")
                    && let Some(lang) = attrs.hreflang.map(str::trim).filter(|l| !l.is_empty())
                {
                    self.meta.alternates.push((lang.to_owned(), href.to_owned()));
                }
            }
            "base" => {
                if let Some(href) = attrs.href {
                    self.meta.base.get_or_insert_with(|| href.trim().to_owned());
                }
            }
            "a" => {
                if let (Some(lang), Some(href)) = (attrs.hreflang, attrs.href) {
                    self.meta.body_hreflang.push((lang.trim().to_owned(), href.trim().to_owned()));
                }
            }
            "script" => {
                let ty = attrs.ty.unwrap_or("");
                self.in_json_ld = ty.trim().eq_ignore_ascii_case("application/ld+json");
            }
            "meta" => {
                // `og:url` is not read as the canonical URL: file views of code hosts set it to
                // the page they show, which is not the quiz's own address.
                if attrs.http_equiv.is_some_and(|h| h.eq_ignore_ascii_case("content-language"))
                    && let Some(c) = attrs.content
                {
                    self.meta.lang.get_or_insert_with(|| c.trim().to_owned());
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `home_page` was before its marks were found by byte searches.
    fn home_page_by_patterns(href: &str) -> bool {
        let href = href.trim();
        let href = href.split(['#', '?']).next().unwrap_or("");
        let path = match href.split_once("://") {
            Some((_, rest)) => rest.find('/').map_or("", |at| &rest[at..]),
            None if href.is_empty() => return false,
            None => href,
        };
        let path = path.trim_start_matches('.').trim_start_matches('/');
        path.is_empty() || matches!(path, "index.html" | "index.htm" | "index.php")
    }

    proptest::proptest! {
        #[test]
        fn a_link_is_home_as_the_search_by_patterns_told(
            href in "[ a-z:/.#?é]{0,6}(https?://[a-z.]{0,6})?[:/.#?]{0,4}(index\\.html?|index\\.php)?[#?/a-z ]{0,4}",
        ) {
            proptest::prop_assert_eq!(home_page(&href), home_page_by_patterns(&href), "{:?}", href);
        }
    }

    #[test]
    fn links_home_are_told_from_links_to_pages() {
        for href in [
            "/",
            "./",
            "index.html",
            "/index.php",
            "https://quiz.example",
            "https://quiz.example/#top",
        ] {
            assert!(home_page(href), "{href}");
        }
        for href in ["", "#", "/sl/astronomija/", "https://quiz.example/en/", "page.html", "?p=1"] {
            assert!(!home_page(href), "{href}");
        }
        for (href, lang) in
            [("https://quiz.example/en/", "en"), ("/pt-br/", "pt-BR"), ("/pt/", "pt-BR")]
        {
            assert!(language_home(href, Some(lang)), "{href}");
        }
        for (href, lang) in [("/sl/astronomija/", "sl"), ("/", "sl"), ("/de/", "en"), ("/en/", "")]
        {
            assert!(!language_home(href, Some(lang)), "{href}");
        }
    }
}
