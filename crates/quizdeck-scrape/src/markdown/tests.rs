use super::*;

#[test]
fn a_quote_under_a_task_option_is_no_text_of_it() {
    let doc = "# Qual?\n\n- [ ] Inn\n    > Der Inn mündet in die Donau.\n- [x] Elbe\n";
    let texts: Vec<String> = blocks(doc).into_iter().map(|b| b.text).collect();
    assert_eq!(texts, ["Qual?", "Inn", "Elbe"]);
}

#[test]
fn inline_scripts_and_styles_are_no_text_of_a_question() {
    let doc = "1. Which planet? <script>x = \"Mars\"</script>\n   - [x] Mercury <STYLE>li { color: red }</STYLE>\n   \
               - [ ] Venus <script type=\"module\">\n   - [ ] Mars\n";
    let texts: Vec<String> = blocks(doc).into_iter().map(|b| b.text.trim().to_owned()).collect();
    assert_eq!(texts, ["Which planet?", "Mercury", "Venus", "Mars"]);
}

#[test]
fn footnotes_are_no_text_of_the_stem_nor_of_the_explanation_above_them() {
    let doc = "### 1.\n\nCare vârf?[^1]\n\nA. Negoiu\nB. Omu\n\n**Răspuns:** A\n\nDe ce.\n\n\
               [^1]: O notă.\n\nRegex [^0-9] rămâne.\n";
    let texts: Vec<String> = blocks(doc).into_iter().map(|b| b.text).collect();
    assert!(texts.contains(&"Care vârf?".to_owned()), "{texts:?}");
    assert!(!texts.iter().any(|t| t.contains("notă")), "{texts:?}");
    // A reference with no note defined is text, as written.
    assert!(texts.contains(&"Regex [^0-9] rămâne.".to_owned()), "{texts:?}");
}

#[test]
fn choice_lines_labelled_with_a_spaced_dash_are_blocks_of_their_own() {
    let doc = "Ce in?\n\n```py\nprint(3)\n```\n\nA - `1`\nB - `3`\nC - B-trees\n";
    let texts: Vec<String> = blocks(doc).into_iter().map(|b| b.text).collect();
    assert_eq!(texts, ["Ce in?", "print(3)", "A - 1", "B - 3", "C - B-trees"]);
    // A dash glued to a letter is a word's (`B-trees`), no label's mark.
    let texts: Vec<String> =
        blocks("Ein B-Baum\nB-Bäume sind\n").into_iter().map(|b| b.text).collect();
    assert_eq!(texts, ["Ein B-Baum B-Bäume sind"]);
}

#[test]
fn comments_are_blanked_and_lines_keep_their_numbers() {
    let doc = "1. Kuri?\n<!-- answer: B\n(check) -->\nTekstas <!--x--> lieka\n<!-- open";
    let out = without_comments(doc);
    assert_eq!(out.lines().count(), doc.lines().count());
    assert!(!out.contains("answer") && !out.contains("open") && out.contains("Tekstas"));
    assert_eq!(out.len(), doc.len());
    assert!(matches!(without_comments("a <- b"), std::borrow::Cow::Borrowed(_)));
}

#[test]
fn callout_marks_go_and_a_titles_body_starts_after_it() {
    let doc = "> [!note]- Razlaga\n> Body.\n\n> [!TIP]\n> Tip.\n\nSee [!this] too.\n";
    let Callouts { text, bodies, folded } = callouts(doc);
    assert_eq!(text, "> Razlaga\n> Body.\n\n> \n> Tip.\n\nSee [!this] too.\n");
    // Only the titled callout's body starts a block of its own.
    assert_eq!(bodies, [text.find("> Body").unwrap()]);
    // The folding callout's title is a summary.
    assert_eq!(folded, [text.find("Razlaga").unwrap()]);
    let none = callouts("no marks");
    assert!(matches!(none.text, std::borrow::Cow::Borrowed(_)) && none.bodies.is_empty());
}

#[test]
fn front_matter_gives_way_to_its_title_as_a_heading() {
    let doc = "---\ntitle: \"Quiz di geografia\"\ntags: [a, b]\n---\n\n1. Qual è?\n";
    assert_eq!(
        front_matter(doc).map(|f| f.text).as_deref(),
        Some("# Quiz di geografia\n\n\n1. Qual è?\n")
    );
    let topical = "---\ntitle: Kvíz 4\ntéma: Sopky\n---\nText\n";
    assert_eq!(front_matter(topical).map(|f| f.text).as_deref(), Some("# Sopky\n\nText\n"));
    let listed = "---\ntitle: Kvíz 4\ntopic: [sopky, hory]\n---\nText\n";
    assert_eq!(front_matter(listed).map(|f| f.text).as_deref(), Some("# Kvíz 4\n\nText\n"));
    let declared = "---\nlang: pt_BR\ntema: Capoeira\n---\nTexto\n";
    assert_eq!(front_matter(declared).and_then(|f| f.lang).as_deref(), Some("pt-BR"));
    let toml = "+++\ntitle = \"Geografia\"\nlanguageCode = \"pt-BR\"\n[params]\n+++\nTexto\n";
    let lifted = front_matter(toml).expect("TOML front matter");
    assert_eq!(
        (lifted.text.as_str(), lifted.lang.as_deref()),
        ("# Geografia\n\nTexto\n", Some("pt-BR"))
    );
    let odd = "---\nlanguage: Português\n---\nTexto\n";
    assert_eq!(front_matter(odd).and_then(|f| f.lang), None);
    let untitled = "---\ndate: 2024-05-02\n---\nText\n";
    assert_eq!(front_matter(untitled).map(|f| f.text).as_deref(), Some("Text\n"));
    // A rule, not front matter: what follows is no `key: value`, or nothing closes it.
    for text in [
        "---\nJust a line.\n---\n",
        "---\ntitle: x\n",
        "Intro\n---\ntitle: x\n---\n",
        "---\n---\n",
        "+++\ntitle: x\n+++\n",
    ] {
        assert!(front_matter(text).is_none(), "{text:?}");
    }
}

#[test]
fn task_lists_code_and_headings_become_blocks_with_their_lines() {
    let b = blocks(
        "## Go\n\n#### Q1. What prints?\n\n```go\nfmt.Println(\"A\")\n```\n\n- [ ] `A`\n- [x] B\n",
    );
    let shown: Vec<(Kind, &str, bool, Option<usize>)> =
        b.iter().map(|b| (b.kind, b.text.as_str(), b.checked, b.line)).collect();
    assert_eq!(
        shown,
        [
            (Kind::Heading, "Go", false, Some(1)),
            (Kind::Heading, "Q1. What prints?", false, Some(3)),
            (Kind::Para, "fmt.Println(\"A\")", false, Some(5)),
            (Kind::Item, "A", false, Some(9)),
            (Kind::Item, "B", true, Some(10)),
        ]
    );
    assert!(b[2].code && b[3].task && b[3].radio.is_some());
    assert_eq!(b[3].parent, b[4].parent);
}

#[test]
fn two_task_lists_under_two_headings_stay_apart() {
    let b = blocks(
        "## Sums\n\n#### Q1. 1 + 1?\n\n- [ ] 1\n- [x] 2\n\n#### Q2. 2 + 2?\n\n- [ ] 3\n- [ ] 4\n",
    );
    let shown: Vec<(Kind, &str, bool)> =
        b.iter().map(|b| (b.kind, b.text.as_str(), b.task)).collect();
    assert_eq!(shown.len(), 7, "{shown:?}");
}

#[test]
fn an_option_that_is_a_blank_before_code_is_that_code() {
    let b = blocks("- [ ] \u{2800}\n  ```kotlin\n  launch { x() }\n  ```\n- [x] y\n");
    assert_eq!(b[0].text, "launch { x() }");
    assert_eq!(b.len(), 2);
}

#[test]
fn markdown_is_told_from_a_text_rendering() {
    use Markdown::{Maybe, Sure};
    assert_eq!(markdown("## Kotlin\n\n#### Q1. x?\n\n- [ ] a\n- [x] b\n"), Sure);
    assert_ne!(markdown("English\nMenu\n\nTopic\n\n  1. AOne\n  2. BTwo\n"), Sure);
    assert_ne!(markdown("# Notes\n\nSome text.\n"), Sure);
    let led = "# Coğrafya\n\n1. Soru?\n   - A) x\n\n   **Cevap:** A\n";
    assert_eq!(markdown(led), Maybe);
    assert_ne!(markdown("English\nMenu\n\n**Answer:** B\n"), Maybe, "no heading");
    assert_ne!(markdown("Q\n\n1. Soru?\n- A) x\n\n**Cevap:** A\n"), Maybe, "no nesting");
    assert_eq!(markdown("Q\n\n1. Soru?\n   - A) x\n\n**Cevap:** A\n"), Maybe);
    // A heading, a box or a reveal in HTML, which no text rendering writes.
    assert_eq!(markdown("# Q\n\n1. Soru?\n- A) x\n\n**Cevap:** A\n"), Maybe);
    assert_eq!(markdown("Q\n\n!!! question \"1\"\n    Soru?\n"), Maybe);
    assert_eq!(markdown("Q?\n\nA. x\n<details><summary>Cevap</summary>A</details>\n"), Maybe);
    assert_eq!(markdown("1\\. Q?\n\nA\\) x\nB\\) y\n"), Maybe);
    assert_ne!(markdown("Path C:\\Users\\x.\n"), Maybe);
    // Strong emphasis around more than a lead: a line of prose, not a quiz file's answer.
    assert_ne!(markdown("Quiz\n\n   - y\n**Correct answer: b) 41.** Well done.\n"), Maybe);
}

#[test]
fn lone_letters_over_code_fenced_after_them_are_one_lists_options() {
    let doc =
        "#### Which?\n\n- [ ] A\n\n```py\nx.sort()\n```\n\n- [x] B\n\n```py\nsorted(x)\n```\n";
    let read = blocks(doc);
    let items: Vec<&Block> = read.iter().filter(|b| b.kind == Kind::Item).collect();
    let texts: Vec<&str> = items.iter().map(|b| b.text.as_str()).collect();
    assert_eq!(texts, ["x.sort()", "sorted(x)"]);
    assert_eq!(items[0].parent, items[1].parent);
    assert!(items[1].checked && !items[0].checked);
    // A letter with no code under it: no box is checked, so no answer is read.
    let broken =
        "#### Which?\n\n- [ ] A\n\n```py\nx.sort()\n```\n\n- [x] B\n- [ ] C\n\n```py\ny\n```\n";
    let read = blocks(broken);
    let items: Vec<&Block> = read.iter().filter(|b| b.kind == Kind::Item).collect();
    assert_eq!(items.len(), 3);
    assert!(items.iter().all(|b| !b.checked), "{items:?}");
}
