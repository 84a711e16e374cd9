//! Whatever the bytes, the readers return questions or an error: never a panic.

use proptest::prelude::*;

fn page(name: &str) -> Vec<u8> {
    std::fs::read(crate::fixtures().join(name)).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
        let _ = quizdeck_scrape::parse_bytes(&bytes, "x", None);
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,400}") {
        let _ = quizdeck_scrape::parse_bytes(text.as_bytes(), "x", None);
    }

    #[test]
    fn truncated_pages_never_panic(cut in 0usize..9000, html in any::<bool>()) {
        let bytes = page(if html { "site/v1/nl-q2.html" } else { "site/text/nl-q2.txt" });
        let cut = cut.min(bytes.len());
        let _ = quizdeck_scrape::parse_bytes(&bytes[..cut], "x", None);
    }

    #[test]
    fn arbitrary_json_never_panics(shape in 0usize..3, body in "[\\[\\]{}\":,0-9a-z \n\\\\-]{0,300}") {
        let opening = ["{\"questions\": [", "[{\"lang\": ", "{\"lang\": \"en\", "][shape];
        let _ = quizdeck_scrape::parse_bytes(format!("{opening}{body}").as_bytes(), "x.json", None);
    }

    #[test]
    fn mutated_json_models_never_panic(at in 0usize..4000, byte in any::<u8>(), cut in any::<bool>()) {
        let mut bytes = page("export/hostile/questions.json");
        let at = at.min(bytes.len() - 1);
        if cut { bytes.truncate(at) } else { bytes[at] = byte }
        let _ = quizdeck_scrape::parse_bytes(&bytes, "x.json", None);
    }

    #[test]
    fn mutated_text_renderings_never_panic(at in 0usize..9000, text in "\\PC{0,40}") {
        let page = String::from_utf8(page("site/text/en-q2.txt")).unwrap();
        let mut at = at.min(page.len());
        while !page.is_char_boundary(at) { at -= 1; }
        let mutated = format!("{}{text}{}", &page[..at], &page[at..]);
        let _ = quizdeck_scrape::parse_bytes(mutated.as_bytes(), "x.txt", None);
    }

    #[test]
    fn deep_and_misnested_markup_never_panics(tags in proptest::collection::vec(0usize..12, 0..3000)) {
        const PARTS: [&str; 12] = ["<div>", "</div>", "<b>", "</b>", "<p>", "<li>", "<table>",
            "<td>", "<svg>", "x", "<span>", "</span>"];
        let body: String = tags.iter().map(|&t| PARTS[t]).collect();
        let _ = quizdeck_scrape::parse_bytes(format!("<html><body>{body}").as_bytes(), "x", None);
    }

    #[test]
    fn pages_with_a_line_removed_never_panic(line in 0usize..120, html in any::<bool>()) {
        let bytes = page(if html { "site/v1/fr-q3.html" } else { "site/text/fr-q3.txt" });
        let text = String::from_utf8(bytes).unwrap();
        let kept: Vec<&str> = text.lines().enumerate().filter(|(i, _)| *i != line).map(|(_, l)| l).collect();
        let _ = quizdeck_scrape::parse_bytes(kept.join("\n").as_bytes(), "x", None);
    }
}

#[test]
fn a_page_cut_inside_the_choices_is_incomplete_not_a_question() {
    let text = String::from_utf8(page("site/text/en-q3.txt")).unwrap();
    let cut = &text[..text.find("  3. C").unwrap()];
    let err = quizdeck_scrape::parse_bytes(cut.as_bytes(), "cut.txt", None).unwrap_err();
    assert!(err.to_string().starts_with("cut.txt: incomplete question"), "{err}");
}

#[test]
fn text_without_a_language_line_is_detected() {
    let text = String::from_utf8(page("site/text/fr-q1.txt")).unwrap();
    let body = text.split_once('\n').unwrap().1;
    let qs = quizdeck_scrape::parse_bytes(body.as_bytes(), "x.txt", None).unwrap();
    assert_eq!(qs[0].lang, "fr");
}

/// Taking a check mark out of a block's text (`<b>✔</b> ab세`) moves its text and leaves the
/// ends of its elements where they were, one of them inside `세`: no reader may cut the text there.
#[test]
fn element_ends_left_inside_a_character_by_a_removed_check_mark_never_panic() {
    let html = "<html><body><h2>Quiz</h2><p>Which?</p><ul><li><b>✔</b> ab세</li><li>B x</li>\
                <li>C y</li></ul><ol><li><b>✔</b> 1세</li><li>2</li></ol></body></html>";
    let _ = quizdeck_scrape::parse_bytes(html.as_bytes(), "x.html", None);
}

proptest! {
    #[test]
    fn check_marks_before_text_of_any_script_never_panic(
        text in "[a-z0-9 세가✔✓]{0,12}",
        mark in "[✔✓✅]",
    ) {
        let html = format!(
            "<html><body><p>Which?</p><ul><li><b>{mark}</b> {text}</li><li><i>{mark}</i>{text}</li>\
             <li>C</li></ul></body></html>"
        );
        let _ = quizdeck_scrape::parse_bytes(html.as_bytes(), "x.html", None);
    }
}
