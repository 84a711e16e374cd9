//! Layout variants recognized by structure alone: other languages' words, other markup, other
//! ways of showing labels and answers.

use quizdeck_model::Question;

fn parse(page: &str) -> Question {
    let mut qs = quizdeck_scrape::parse_bytes(page.as_bytes(), "page", None)
        .unwrap_or_else(|e| panic!("{e}\n{page}"));
    assert_eq!(qs.len(), 1);
    qs.remove(0)
}

fn texts(q: &Question) -> Vec<&str> {
    q.choices.iter().map(|c| c.text.as_str()).collect()
}

#[test]
fn text_with_separated_letters_and_no_menu_line() {
    let q = parse(
        "Italiano\n\nReti\n\nQuale porta usa HTTPS?\n\nA) 21\nB) 443\nC) 8080\n\nRisposta: B) 443\n\n\
         HTTPS usa la porta 443.\n\nAltre domande su Reti\n\n  1. Che cos'è il DNS?\n",
    );
    assert_eq!((q.lang.as_str(), q.topic.as_str(), q.answer.as_str()), ("it", "Reti", "B"));
    assert_eq!(texts(&q), ["21", "443", "8080"]);
    assert_eq!(q.explanation, "HTTPS usa la porta 443.");
    assert_eq!(q.related, ["Che cos'è il DNS?"].map(std::sync::Arc::<str>::from));
}

#[test]
fn answer_without_a_colon() {
    let q = parse(
        "Deutsch\nMenü\n\nNetze\n\nWelcher Port?\n\n  1. A21\n  2. B443\nLösung zeigen\n\nRichtig ist B. 443\n\n\
         Port 443.\n\nMehr Fragen zu Netze\n\n  1. Was ist DNS?\n",
    );
    assert_eq!(q.answer, "B");
    assert_eq!(q.answer_text.as_deref(), Some("443"));
    assert_eq!(q.explanation, "Port 443.");
}

#[test]
fn cyrillic_labels_are_stored_as_latin_letters() {
    let q = parse(
        "Русский\nМеню\n\nСети\n\nКакой порт у HTTPS?\n\n  1. А) 21\n  2. Б) 443\n  3. В) 8080\nПоказать ответ\n\n\
         Ответ: Б. 443\n\nHTTPS использует порт 443.\n\nДругие вопросы по теме Сети\n\n  1. Что такое DNS?\n",
    );
    assert_eq!((q.lang.as_str(), q.answer.as_str()), ("ru", "B"));
    assert_eq!(q.choices.iter().map(|c| c.label.as_str()).collect::<Vec<_>>(), ["A", "B", "C"]);
    assert_eq!(q.topic, "Сети");
}

#[test]
fn eight_choices_and_a_full_width_colon() {
    let mut page = String::from("日本語\nメニュー\n\nストレージ\n\n正しいものはどれか。\n\n");
    for (i, l) in "ABCDEFGH".chars().enumerate() {
        page.push_str(&format!("  {}. {l}選択肢{}\n", i + 1, i + 1));
    }
    page.push_str("答えを表示\n\n答え：H. 選択肢8\n\n説明です。\n\n「ストレージ」に関するその他の問題\n\n  1. 次の問題？\n");
    let q = parse(&page);
    assert_eq!(q.choices.len(), 8);
    assert_eq!((q.answer.as_str(), q.topic.as_str(), q.lang.as_str()), ("H", "ストレージ", "ja"));
    assert_eq!(q.related, ["次の問題？"].map(std::sync::Arc::<str>::from));
}

#[test]
fn html_list_with_dotted_labels_and_a_bare_letter_in_the_reveal() {
    let q = parse(
        r#"<html lang="es"><body><p><a href="/t">Redes</a></p><h2>¿Qué puerto usa HTTPS?</h2>
        <ul><li>A. 21</li><li>B. 443</li><li>C. 8080</li></ul>
        <details><summary>Ver solución</summary><p>B</p><p>HTTPS usa el puerto 443.</p></details>
        <h3>Más preguntas sobre Redes</h3><ul><li><a href="/q2">¿Qué es DNS?</a></li></ul></body></html>"#,
    );
    assert_eq!((q.answer.as_str(), q.topic.as_str()), ("B", "Redes"));
    assert_eq!(texts(&q), ["21", "443", "8080"]);
    assert_eq!(q.explanation, "HTTPS usa el puerto 443.");
    assert_eq!(q.related, ["¿Qué es DNS?"].map(std::sync::Arc::<str>::from));
}

#[test]
fn html_table_of_choices_and_answer_marked_by_an_attribute() {
    let q = parse(
        r#"<html lang="pl"><body><div>Sieci</div><p>Który port?</p>
        <table><tr><td>A</td><td>21</td></tr><tr data-correct="true"><td>B</td><td>443</td></tr></table>
        <p>Port 443 to HTTPS.</p></body></html>"#,
    );
    assert_eq!(q.answer, "B");
    assert_eq!(texts(&q), ["21", "443"]);
}

#[test]
fn topic_named_only_in_the_title() {
    let q = parse(
        r#"<html lang="nl"><head><title>Welke poort? | Netwerken</title></head><body>
        <div>Netwerken</div><div>Quiz</div><h1>Welke poort?</h1>
        <ol><li>A21</li><li>B443</li></ol><p>Antwoord: B. 443</p><p>Poort 443.</p></body></html>"#,
    );
    assert_eq!(q.topic, "Netwerken");
}

#[test]
fn explanation_with_a_list_keeps_the_list_and_finds_the_related_section() {
    let q = parse(
        "English\nMenu\n\nNetworks\n\nWhich are transport protocols?\n\n  1. ATCP and UDP\n  2. BIP and ARP\n\
         Show answer\n\nAnswer: A. TCP and UDP\n\nTwo of them:\n\n  • TCP is reliable.\n  • UDP is not.\n\n\
         Practice this topic\n\nMore questions about Networks\n\n  1. What is DNS?\n  2. What is ARP?\n",
    );
    assert_eq!(q.explanation, "Two of them:\n\nTCP is reliable.\n\nUDP is not.");
    assert_eq!(q.related, ["What is DNS?", "What is ARP?"].map(std::sync::Arc::<str>::from));
}

#[test]
fn a_skipped_letter_is_kept_for_the_validator() {
    let q = parse(
        "English\nMenu\n\nT\n\nStem?\n\n  1. AOne\n  2. BTwo\n  3. DFour\nShow\n\nAnswer: D. Four\n\nBecause.\n",
    );
    assert_eq!(q.choices.iter().map(|c| c.label.as_str()).collect::<Vec<_>>(), ["A", "B", "D"]);
}

#[test]
fn choices_two_to_a_row_with_their_letters_in_cells_are_not_glued_in_pairs() {
    let q = parse(
        "<html lang=\"id\"><body><main><h1>Danau terbesar?</h1><table>\
         <tr><td>A</td><td>Toba</td><td>B</td><td>Singkarak</td></tr>\
         <tr><td>C</td><td>Poso</td><td>D</td><td>Maninjau</td></tr></table>\
         <p>Jawaban: A. Toba</p><p>Danau Toba paling luas.</p></main></body></html>",
    );
    assert_eq!(
        q.choices.iter().map(|c| c.label.as_str()).collect::<Vec<_>>(),
        ["A", "B", "C", "D"]
    );
    assert_eq!(texts(&q), ["Toba", "Singkarak", "Poso", "Maninjau"]);
    assert_eq!(q.answer, "A");
}

#[test]
fn a_sponsors_box_between_two_paragraphs_of_a_reveal_does_not_end_its_explanation() {
    let q = parse(
        "<html lang=\"uk\"><body><main><h1>Яке озеро найглибше?</h1><ul><li>А. Світязь</li>\
         <li>Б. Синевир</li></ul><details><summary>Відповідь</summary><p>Відповідь: А</p>\
         <p>Глибина сягає 58 метрів.</p><aside><a href=\"https://x.example/\">Тури!</a></aside>\
         <p>Озеро лежить на Волині.</p></details></main></body></html>",
    );
    assert_eq!(q.explanation, "Глибина сягає 58 метрів.\n\nОзеро лежить на Волині.");
}

#[test]
fn a_text_browsers_rule_set_in_as_far_as_the_choices_is_no_part_of_the_last_one() {
    let q = parse(
        "   Kiswahili\n\n   Milima\n\n   Mlima mrefu zaidi ni upi?\n\n     * A) Mlima Kenya\n\
         \u{20}    * B) Mlima Kilimanjaro\n     ________________________________\n\n   Jibu: B\n\n\
         \u{20}  Kibo ina urefu wa mita 5895.\n",
    );
    assert_eq!(texts(&q), ["Mlima Kenya", "Mlima Kilimanjaro"]);
    assert_eq!(q.answer, "B");
}

#[test]
fn radio_buttons_a_text_browser_lists_after_bullets_are_no_part_of_the_choices() {
    let q = parse(
        "Cymraeg\n\nDaearyddiaeth\n\nBeth yw prifddinas Cymru?\n\n     * (*) A. Abertawe\n\
         \u{20}    * ( ) B. Wrecsam\n     * ( ) C. Caerdydd\n\nAteb: C. Caerdydd\n\nDaeth yn brifddinas yn 1955.\n",
    );
    assert_eq!(texts(&q), ["Abertawe", "Wrecsam", "Caerdydd"]);
    assert_eq!(q.answer, "C");
}

#[test]
fn choices_two_to_a_line_of_a_text_rendering_are_not_glued_in_pairs_unless_a_letter_repeats() {
    let q = parse(
        "Bahasa Indonesia\n\nDanau\n\nDanau terbesar?\n\nA Toba B Singkarak\nC Poso D Maninjau\n\n\
         Jawaban: C\n\nDanau Poso dalam.\n",
    );
    assert_eq!(texts(&q), ["Toba", "Singkarak", "Poso", "Maninjau"]);
    let q = parse(
        "Bahasa Indonesia\n\nVitamin\n\nVitamin apa?\n\nA Vitamin B kompleks B Asam folat\nC Biotin D Niasin\n\n\
         Jawaban: C\n\nBiotin.\n",
    );
    assert_eq!(q.choices.len(), 2);
}

#[test]
fn related_titles_that_start_with_a_do_not_make_a_second_question() {
    let q = parse(
        "English\nMenu\n\nStorage\n\nWhat is an SSD?\n\n  1. AA disk\n  2. BA drive without moving parts\nShow\n\n\
         Answer: B. A drive without moving parts\n\nIt uses flash.\n\nPractice\n\nMore questions about Storage\n\n\
         \u{20} 1. A DNS record has a TTL of 3600 s. How long?\n  2. An HDD spins at 7200 rpm. Why?\n  3. Bits?\n",
    );
    assert_eq!(texts(&q), ["A disk", "A drive without moving parts"]);
    assert_eq!(q.related.len(), 3);
}

#[test]
fn label_and_text_in_separate_blocks() {
    let q = parse(
        r#"<html lang="sv"><body><p>Nätverk</p><h1>Vilken port?</h1>
        <ol><li><b>A</b><p>21</p></li><li><b>B</b><p>443</p></li><li><b>C</b><p>80</p></li></ol>
        <div hidden><p>Svar: C</p><p>Port 80 är HTTP.</p></div></body></html>"#,
    );
    assert_eq!(texts(&q), ["21", "443", "80"]);
    assert_eq!(
        (q.answer.as_str(), q.explanation.as_str(), q.lang.as_str()),
        ("C", "Port 80 är HTTP.", "sv")
    );
}

#[test]
fn answer_in_a_hidden_form_field() {
    let q = parse(
        r#"<html lang="fi"><body><p>Verkot</p><h1>Mikä portti?</h1>
        <form><label><input type="radio" name="q" value="A"> 21</label><label><input type="radio" name="q" value="B"> 443</label>
        <input type="hidden" name="correct_answer" value="b"></form></body></html>"#,
    );
    assert_eq!((q.answer.as_str(), q.topic.as_str()), ("B", "Verkot"));
    assert_eq!(texts(&q), ["21", "443"]);
}

#[test]
fn figures_between_stem_and_choices_belong_to_the_stem() {
    let page = r#"<html lang="en"><body><p>Chips</p><h1>What does the diagram show?</h1>
        <figure><img src="img/die.png" alt="a die"></figure>
        <ol><li>AA GPU</li><li>BA CPU <img src="img/cpu.png"></li></ol>
        <p>Answer: A. A GPU</p><p>It is a GPU.</p><figure><img src="img/gpu.png"></figure>
        <h2>More questions about Chips</h2><ol><li><a href="/q">Next?</a></li></ol></body></html>"#;
    let qs =
        quizdeck_scrape::parse_bytes(page.as_bytes(), "p.html", Some(std::path::Path::new("site")))
            .unwrap();
    let media: Vec<(String, &str, Option<&str>)> = qs[0]
        .media
        .iter()
        .map(|m| {
            (
                serde_json::to_value(&m.field).unwrap()["part"].as_str().unwrap().to_owned(),
                m.src.as_str(),
                m.file.as_deref(),
            )
        })
        .collect();
    assert_eq!(
        media,
        [
            ("stem".to_owned(), "img/die.png", Some("site/img/die.png")),
            ("choice".to_owned(), "img/cpu.png", Some("site/img/cpu.png")),
            ("explanation".to_owned(), "img/gpu.png", Some("site/img/gpu.png")),
        ]
    );
    assert_eq!(qs[0].explanation, "It is a GPU.");
}

#[test]
fn a_lang_attribute_that_is_no_language_tag_is_not_taken() {
    let q = parse(
        r#"<html lang='en"><script>alert(1)</script>'><head><link rel="canonical" href='https://q.example/a"b/1'></head>
        <body><p>Networks</p><h1>Which port does HTTPS use by default?</h1><ol><li>A21</li><li>B443</li></ol>
        <p>Answer: B. 443</p><p>HTTPS listens on port 443 unless told otherwise.</p></body></html>"#,
    );
    assert_eq!(q.lang, "en", "detected from the text instead");
    assert_eq!(q.url.as_deref(), Some("https://q.example/a%22b/1"));
}

/// A translated page that left one long paragraph of its explanation in the source language is
/// still a page in the language it declares: the text overrules a declaration only when the
/// stems say so too.
#[test]
fn an_explanation_paragraph_left_in_english_does_not_overrule_the_declared_language() {
    let q = parse(
        "<html lang=\"cs\"><body><h1>Astronomie</h1>\
         <p>Kolik trvá, než světlo ze Slunce doletí na Zemi?</p>\
         <ol type=\"A\"><li>Asi osm sekund</li><li>Asi osm minut</li><li>Asi osm hodin</li></ol>\
         <p>Odpověď: B</p>\
         <p>Světlo urazí přibližně 150 milionů kilometrů za zhruba 499 sekund.</p>\
         <p>The distance from the Sun to the Earth changes a little over the year, so the time the \
         light takes is slightly shorter in January, when the Earth is closest to the Sun, and \
         slightly longer in July, when it is farthest away; on average it is about eight minutes \
         and twenty seconds, which astronomers round to eight minutes in most textbooks.</p>\
         </body></html>",
    );
    assert_eq!((q.lang.as_str(), q.declared_lang.as_deref()), ("cs", None));
    assert_eq!(q.answer, "B");
}

/// A quiz that names no language is in the language its questions are asked in: a Chinese quiz
/// file whose explanations quote English documentation at length is Chinese.
#[test]
fn an_undeclared_quiz_takes_the_language_of_its_stems() {
    let explanation = "The official documentation says: an index lets the database find the rows \
        that match a condition without reading the whole table, at the cost of extra storage and \
        slower writes, because every insert and update must also change the index.";
    let mut page = String::from("## 数据库\n\n");
    for (n, (stem, choices)) in [
        ("索引主要用来做什么？", ["加快查询", "压缩数据", "备份表格"]),
        ("哪一种连接会保留左表中的所有行？", ["内连接", "左外连接", "交叉连接"]),
    ]
    .iter()
    .enumerate()
    {
        page.push_str(&format!("#### Q{}. {stem}\n\n", n + 1));
        for (i, c) in choices.iter().enumerate() {
            page.push_str(&format!("- [{}] {c}\n", if i == n { 'x' } else { ' ' }));
        }
        page.push_str(&format!("\n{explanation}\n\n"));
    }
    let qs = quizdeck_scrape::parse_bytes(page.as_bytes(), "quiz.md", None).unwrap();
    assert_eq!(qs.len(), 2);
    assert!(
        qs.iter().all(|q| q.lang == "zh-Hans"),
        "{:?}",
        qs.iter().map(|q| &q.lang).collect::<Vec<_>>()
    );
    assert_eq!((qs[0].answer.as_str(), qs[1].answer.as_str()), ("A", "B"));
}

/// A poll shows the reader's vote in a line like an answer's ("Sinu valik: (b)") and then every
/// choice again with its share of the votes: it names no correct answer, and none is read.
#[test]
fn a_polls_vote_and_results_give_no_answer() {
    let poll = "<html lang=\"et\"><body><h1>Küsitlus</h1>\
        <p>Milline linn peaks korraldama järgmise laulupeo?</p>\
        <p>(a) Tallinn (b) Tartu (c) Pärnu (d) Viljandi</p>\
        <p>Sinu valik: (b)</p><h3>Tulemused</h3>\
        <table><tr><td>(a) Tallinn</td><td>41%</td></tr><tr><td>(b) Tartu</td><td>33 %</td></tr>\
        <tr><td>(c) Pärnu</td><td>19%</td></tr><tr><td>(d) Viljandi</td><td>7%</td></tr></table>\
        <p>Hääli kokku: 2 318.</p></body></html>";
    let out = quizdeck_scrape::parse_bytes(poll.as_bytes(), "poll.html", None);
    assert!(out.as_ref().is_ok_and(|qs| qs.is_empty()) || out.is_err(), "{out:?}");
}

/// Near misses of a poll: a quiz that names its answer and shows how readers answered by letter
/// only, and one whose choices are themselves shares, which its explanation names again.
#[test]
fn a_quiz_with_answer_statistics_or_percent_choices_keeps_its_answer() {
    let q = parse(
        "<html lang=\"lv\"><body><h1>Ģeogrāfija</h1>\
         <p>Kura ir Latvijas garākā upe?</p>\
         <ol type=\"A\"><li>Daugava</li><li>Gauja</li><li>Venta</li></ol>\
         <p>Atbilde: B</p><p>Gauja tek tikai pa Latvijas teritoriju, 452 km.</p>\
         <p>Lasītāju atbildes: A 58%, B 30%, C 12%</p></body></html>",
    );
    assert_eq!(q.answer, "B");
    let q = parse(
        "<html lang=\"lv\"><body><h1>Ģeogrāfija</h1>\
         <p>Cik liela daļa Latvijas ir klāta ar mežu?</p>\
         <ol type=\"A\"><li>25%</li><li>52%</li><li>75%</li></ol>\
         <p>Atbilde: B</p><p>Ne 25% un ne 75%, bet aptuveni 52% no teritorijas.</p></body></html>",
    );
    assert_eq!(q.answer, "B");
}

/// A score after a quiz with numbered choices (`Rezultat: 1 / 4`) ends in a number like a
/// choice's, but it is a total of points, not an answer: the question keeps the one it names.
#[test]
fn a_score_after_numbered_choices_is_no_answer() {
    let q = parse(
        "<html lang=\"sl\"><body><h1>Zgodovina</h1>\
         <p>Katerega leta je Slovenija razglasila samostojnost?</p>\
         <p>1) 1989<br>2) 1991<br>3) 1995<br>4) 2004</p>\
         <details><summary>Pokaži odgovor</summary><p>Odgovor: 2</p></details>\
         <p class=\"score\">Rezultat: 1 / 4</p></body></html>",
    );
    assert_eq!(q.answer, "B");
}

/// A Markdown file with headings but no task list or code fence reads as text, its choices on
/// lines of their own: its headings' `#`, its quotes' `>` and its strong text's `**` are marks,
/// not words of its topic, stems or explanations.
#[test]
fn a_markdown_file_read_as_text_leaves_its_marks_out() {
    let mut qs = quizdeck_scrape::parse_bytes(
        "# Kvíz: magyar folyók\n\nMinden kérdés után ott a válasz.\n\n\
         ## 1. Melyik folyó szeli ketté Budapestet?\n\n- A. Tisza\n- B. Duna\n- C. Dráva\n\n\
         > **Válasz:** B\n>\n> A Duna Budát és Pestet választja el.\n\n\
         **2. Melyik a leghosszabb folyó, amely teljes egészében Magyarországon folyik?**\n\n\
         A) Zagyva\nB) Sajó\nC) Tisza\n\n**Válasz:** A\n"
            .as_bytes(),
        "folyok.md",
        None,
    )
    .unwrap();
    assert_eq!(qs.len(), 2);
    let (a, b) = (qs.remove(0), qs.remove(0));
    // The heading's label ("Kvíz:", quiz) is no part of its topic.
    assert_eq!(a.topic, "magyar folyók");
    assert_eq!((a.stem.as_str(), a.answer.as_str()), ("Melyik folyó szeli ketté Budapestet?", "B"));
    assert_eq!(a.explanation, "A Duna Budát és Pestet választja el.");
    assert_eq!(b.stem, "Melyik a leghosszabb folyó, amely teljes egészében Magyarországon folyik?");
    assert_eq!(b.answer, "A");
}

/// A magazine quiz whose answers come in the next issue lists last issue's winners lettered like
/// choices ("A. Horvat (Split), B. Kovač (Osijek), …"): a list, not an answer and its text. No
/// question of it gets an answer; a line giving one label and its choice's text still does.
#[test]
fn a_list_lettered_like_the_choices_is_no_answer() {
    let magazine = "<html lang=\"hr\"><body><h1>Nagradni kviz</h1>\
        <ol><li><p>Koji je najveći hrvatski otok?</p>\
        <p>A) Krk<br>B) Cres<br>C) Brač<br>D) Hvar</p></li>\
        <li><p>Koja rijeka protječe kroz Karlovac?</p>\
        <p>A) Sava<br>B) Kupa<br>C) Drava<br>D) Neretva</p></li></ol>\
        <p><strong>Točne odgovore objavljujemo u idućem broju.</strong></p>\
        <p>Dobitnici prošlog broja: A. Horvat (Split), B. Kovač (Osijek), C. Babić (Rijeka).</p>\
        </body></html>";
    let out = quizdeck_scrape::parse_bytes(magazine.as_bytes(), "kviz.html", None);
    let answered = out.iter().flatten().filter(|q| !q.answer.is_empty()).count();
    assert_eq!(answered, 0, "{out:?}");
    let q = parse(
        "<html lang=\"hr\"><body><h1>Zemljopis</h1><p>Koji je glavni grad Hrvatske?</p>\
         <p>A) Zagreb<br>B) Split<br>C) Rijeka</p>\
         <p>Odgovor: A. Zagreb, glavni grad od 1557.</p></body></html>",
    );
    assert_eq!(q.answer, "A");
}

/// A Markdown question whose lettered choices no line answers is reported for want of an answer
/// (as a question, at its line, once its choices are nested under it), rather than as having no
/// choices; a document with no lettered list at all still says it has no choices.
#[test]
fn lettered_choices_without_an_answer_are_reported_as_a_missing_answer() {
    use quizdeck_scrape::{ErrorKind, Missing};
    let unanswered = "# Sõnavara\n\n1. Mis on „laulupidu“ inglise keeles?\n   \
                      - A) song festival\n   - B) dance party\n   - C) choir school\n";
    let err = quizdeck_scrape::parse_bytes(unanswered.as_bytes(), "sõnad.md", None).unwrap_err();
    assert!(
        matches!(
            err.kind,
            ErrorKind::NotAQuiz(Missing::Answer)
                | ErrorKind::Incomplete { missing: Missing::Answer, .. }
        ),
        "{err}"
    );
    assert!(err.to_string().contains("no answer naming one of the choice letters"), "{err}");
    let listless = "# Sõnavara\n\nLaulupidu on suur koorilaulu pidu.\n\n- Tallinn\n- Tartu\n";
    let err = quizdeck_scrape::parse_bytes(listless.as_bytes(), "pidu.md", None).unwrap_err();
    assert!(
        matches!(err.kind, quizdeck_scrape::ErrorKind::NotAQuiz(quizdeck_scrape::Missing::Choices)),
        "{err}"
    );
}

/// An answer key of several questions at the end of a page (`2 – D, 1 – B`) gives no question
/// the answer of its last pair: each question is reported without an answer instead.
#[test]
fn an_answer_key_of_several_questions_is_no_answer_of_the_last() {
    let page = "<html lang=\"lv\"><body><h1>Ģeogrāfijas viktorīna</h1>\
        <h2>1. jautājums</h2><p>Kura ir Latvijas garākā upe?</p>\
        <ul><li>A) Daugava</li><li>B) Gauja</li><li>C) Venta</li></ul>\
        <h2>2. jautājums</h2><p>Kura ir Latvijas augstākā virsotne?</p>\
        <ul><li>A) Gaiziņkalns</li><li>B) Vaivariņkalns</li><li>C) Dzierkaļu kalns</li></ul>\
        <h2>Atbildes</h2><p>2 – A, 1 – B</p></body></html>";
    let out = quizdeck_scrape::parse_page(page.as_bytes(), "viktorina.html", None).unwrap();
    assert_eq!(out.len(), 2);
    let answered: Vec<(&str, &str)> =
        out.iter().flatten().map(|q| (q.stem.as_str(), q.answer.as_str())).collect();
    assert!(answered.is_empty(), "{answered:?}");
}

/// A line naming every choice in order (`Pořadí je: A, B, C.`) lists the labels of steps; it is
/// no answer. Naming some of them is still a multiple answer.
#[test]
fn a_line_naming_every_choice_is_no_answer() {
    let page = |line: &str| {
        format!(
            "<html lang=\"cs\"><body><h1>Knedlíky</h1>\
             <p>V jakém pořadí se připravují houskové knedlíky?</p>\
             <ol type=\"A\"><li>Smíchat mouku, vejce a mléko.</li><li>Přidat kostky housky.</li>\
             <li>Vařit ve vodě asi 20 minut.</li></ol><p>{line}</p></body></html>"
        )
    };
    let out = quizdeck_scrape::parse_page(page("Pořadí je: A, B, C.").as_bytes(), "k.html", None);
    assert!(out.as_ref().map_or(true, |qs| qs.iter().all(Result::is_err)), "{out:?}");
    let some = quizdeck_scrape::parse_bytes(page("Správně: A, C").as_bytes(), "k.html", None);
    assert_eq!(some.unwrap()[0].answers, ["A", "C"]);
}

/// The page's answer line is not overruled by a short line in its explanation that happens to
/// end in another label ("Veel leerlingen kiezen C."), and a negation after the answer's label is
/// no part of the answer's text.
#[test]
fn a_short_line_ending_in_a_label_gives_way_to_the_answer_line() {
    let page = "Nederlands\nMenu\n\nGetijden\n\nHoe vaak is het ongeveer hoogwater op een dag?\n\n  \
                1. AEén keer\n  2. BTwee keer\n  3. CDrie keer\nToon antwoord\n\nAntwoord: B. Twee keer\n\n\
                Veel leerlingen kiezen C.\n\nDe maan trekt het water aan twee kanten op.\n";
    let q = &quizdeck_scrape::parse_bytes(page.as_bytes(), "nl.txt", None).unwrap()[0];
    assert_eq!((q.answer.as_str(), q.answer_text.as_deref()), ("B", Some("Twee keer")));
    let denied = page.replace("Antwoord: B. Twee keer", "Antwoord: B, niet C");
    let q = &quizdeck_scrape::parse_bytes(denied.as_bytes(), "nl.txt", None).unwrap()[0];
    assert_eq!((q.answer.as_str(), q.answer_text.as_deref()), ("B", None));
}

/// Readers' comments under a question: one weighs two of its choices in a lettered list of its
/// own, another names a letter after a colon. The page's one question keeps the answer its own
/// box gives; the quoted list is no second question.
#[test]
fn comments_quoting_the_choices_are_no_question_and_no_answer() {
    let page = "<html lang=\"pl\"><body><main><article>\
        <p><a href=\"/chemia/\">Chemia</a></p><h1>Który gaz stanowi większość powietrza?</h1>\
        <ol><li><span>A</span>Tlen</li><li><span>B</span>Azot</li><li><span>C</span>Argon</li></ol>\
        <details><summary>Pokaż</summary><p><strong>Odpowiedź: B</strong>. Azot</p>\
        <p>Azot to około 78% powietrza.</p></details></article>\
        <section><h3>Komentarze</h3><div><b>ola_k</b><p>Wahałam się między</p>\
        <ol type=\"A\"><li>Tlen</li><li>Azot</li></ol><p>Odpowiedź: A chyba?</p></div>\
        <div><b>nauczyciel</b><p>Odpowiedź: A jest błędna, przeczytaj wyjaśnienie.</p></div></section>\
        </main></body></html>";
    let qs = quizdeck_scrape::parse_bytes(page.as_bytes(), "gaz.html", None).unwrap();
    assert_eq!(qs.len(), 1, "{qs:#?}");
    assert_eq!((qs[0].answer.as_str(), qs[0].answer_text.as_deref()), ("B", Some("Azot")));
}

/// Armenian marks a question over the stressed word (`Ո՞ր`, `Քանի՞`), and ends it with `։`: the
/// one title under "Other questions on Lakes", which names the lakes too, is a title that asks,
/// not a heading over a list, and the explanation ends before it.
#[test]
fn an_armenian_title_asks_with_its_mark_inside_a_word() {
    let q = parse(
        "Հայերեն\n\nԼճեր\n\nՈ՞ր լիճն է Հայաստանի ամենամեծը։\n\nA) Արփի\nB) Սևան\nC) Ախուրյան\n\n\
         Պատասխան՝ B) Սևան\n\nՍևանը Հայաստանի ամենամեծ լիճն է։\n\nԱյլ հարցեր Լճեր թեմայով\n\n  \
         1. Քանի՞ լճեր կան Հայաստանում։\n",
    );
    assert_eq!((q.lang.as_str(), q.answer.as_str()), ("hy", "B"));
    assert_eq!(q.explanation, "Սևանը Հայաստանի ամենամեծ լիճն է։");
    assert_eq!(q.related, ["Քանի՞ լճեր կան Հայաստանում։"].map(std::sync::Arc::<str>::from));
}

/// A key's line that goes on after a bar gives the question's other fields there (`Svar: C |
/// Sværhedsgrad: let`, its difficulty): the answer is C, with no text of its own; the choice's
/// text after the label is still its text.
#[test]
fn a_bar_after_the_answers_label_starts_another_field() {
    let page = |key: &str| {
        format!(
            "<html lang=\"da\"><body><h1>Hvilken planet er nærmest Solen?</h1>\
             <ol type=\"A\"><li>Venus</li><li>Mars</li><li>Merkur</li></ol>\
             <p>{key}</p><p>Merkur ligger i gennemsnit 58 millioner km fra Solen.</p></body></html>"
        )
    };
    let q = &quizdeck_scrape::parse_bytes(
        page("Svar: C | Sværhedsgrad: let").as_bytes(),
        "p.html",
        None,
    )
    .unwrap()[0];
    assert_eq!((q.answer.as_str(), q.answer_text.as_deref()), ("C", None));
    let q = &quizdeck_scrape::parse_bytes(page("Svar: C. Merkur").as_bytes(), "p.html", None)
        .unwrap()[0];
    assert_eq!((q.answer.as_str(), q.answer_text.as_deref()), ("C", Some("Merkur")));
}

#[test]
fn a_heading_that_repeats_a_lettered_contents_entry_names_no_answer() {
    // A guide's contents lettered as choices are, then the section one entry heads: its title is
    // no key, with or without markup around it.
    let guide = "# Canllaw Gosod\n\n## Cynnwys\n\nA. Gofynion y system\nB. Lawrlwytho'r pecyn\n\
                 C. Gosod ar Linux\nD. Gosod ar Windows\n\n## B. Lawrlwytho'r pecyn\n\n\
                 Mae'r pecyn ar gael o'r dudalen ryddhau.\n";
    let out = quizdeck_scrape::parse_bytes(guide.as_bytes(), "canllaw.md", None);
    assert!(out.as_ref().is_ok_and(|qs| qs.is_empty()) || out.is_err(), "{out:?}");
    let html = "<html lang=\"cy\"><body><h1>Canllaw</h1><h2>Cynnwys</h2><p>A. Gofynion y system<br>\
                B. Lawrlwytho'r pecyn<br>C. Gosod ar Linux</p><h3><strong>C. Gosod ar Linux</strong></h3>\
                <p>Defnyddiwch y rheolwr pecynnau.</p></body></html>";
    let out = quizdeck_scrape::parse_bytes(html.as_bytes(), "canllaw.html", None);
    assert!(out.as_ref().is_ok_and(|qs| qs.is_empty()) || out.is_err(), "{out:?}");
    // A heading that says it names the answer still does.
    let q = parse(
        "# Cwis Cyfrifiadura\n\n### Pa orchymyn sy'n gosod pecyn ar Debian?\n\nA. apt install\n\
         B. git clone\nC. ls -l\n\n#### Ateb: A. apt install\n",
    );
    assert_eq!(
        (q.answer.as_str(), q.stem.as_str()),
        ("A", "Pa orchymyn sy'n gosod pecyn ar Debian?")
    );
}

#[test]
fn labels_a_key_names_out_of_order_are_the_answers_in_page_order() {
    // `Jibu: C, A` names A and C: it agrees with the boxes ticked beside them, and the answers
    // come out as the page orders its choices.
    let ticked = "# Maswali\n\n#### Q1. Ni zipi kati ya hizi ni nchi za Afrika Mashariki?\n\n\
                  - [x] Kenya\n- [ ] Ghana\n- [x] Uganda\n- [ ] Senegal\n\n**Jibu:** C, A\n";
    assert_eq!(parse(ticked).answers, ["A", "C"]);
    let lettered = "# Maswali\n\n#### Q1. Ni zipi kati ya hizi ni nchi za Afrika Mashariki?\n\n\
                    A. Kenya\nB. Ghana\nC. Uganda\nD. Senegal\n\n**Jibu:** C, A\n";
    assert_eq!(parse(lettered).answers, ["A", "C"]);
}

#[test]
fn choices_each_boxed_in_a_wrapper_of_its_own_are_one_list() {
    // `<div><div><span>A.</span> …</div></div>` for each choice: the wrappers box one choice
    // each, side by side in one container, as list items are.
    let q = parse(
        "<html lang=\"qu\"><body><p>Mayukuna</p><div><h1>Mayqen mayutaq Qusqu llaqtata pasan?</h1></div>\
         <div><div><div><span>A.</span> <span>Willkamayu</span></div></div>\
         <div><div><span>B.</span> <span>Apurimaq</span></div></div>\
         <div><div><span>C.</span> <span>Mantaru</span></div></div></div>\
         <div hidden><div><b>Kutichiy:</b> A. Willkamayu</div></div></body></html>",
    );
    assert_eq!(texts(&q), ["Willkamayu", "Apurimaq", "Mantaru"]);
    assert_eq!(q.answer, "A");
    // Boxes of unequal depth are no list of one another.
    let page = "<html lang=\"qu\"><body><h1>Mayqen mayutaq?</h1><div><div><div>A. Willkamayu</div></div>\
                <div>B. Apurimaq</div></div><p>Kutichiy: A</p></body></html>";
    let out = quizdeck_scrape::parse_bytes(page.as_bytes(), "page", None);
    assert!(out.is_err(), "{out:?}");
}

#[test]
fn bullets_a_blank_line_apart_under_the_more_questions_heading_are_one_list() {
    let q = parse(
        "Føroyskt\n\nValmynd\n\n\nFuglar\n\n\nHvør fuglur er tjóðfuglur Føroya?\n\n\n\t1.\tA. Lundi\n\n\
         \t2.\tB. Tjaldur\n\n\t3.\tC. Ravnur\n\n\nVís svarið\n\n\nSvar: B. Tjaldur\n\n\n\
         Tjaldurin kemur aftur til Føroya um várið.\n\n\nFleiri spurningar um Fuglar\n\n\n\
         \t•\tHvar býr lundin?\n\n\t•\tNær verpir tjaldurin?\n",
    );
    assert_eq!(q.answer, "B");
    assert_eq!(
        q.related,
        ["Hvar býr lundin?", "Nær verpir tjaldurin?"].map(std::sync::Arc::<str>::from)
    );
}

#[test]
fn a_heading_that_asks_over_prose_and_code_starts_the_stem() {
    // Under each heading that asks, a sentence that only sets the scene, then code, then the
    // options: a task list (the question was lost) and lettered options with a key (the stem
    // was the sentence and the code alone).
    let doc = "# Go-quiz\n\n### 1. Wat druk hierdie program af?\n\nDie funksie kry 'n kopie van \
               die skikking.\n\n```go\nfmt.Println(len(a))\n```\n\n- [ ] `0`\n- [x] `3`\n\n\
               ### 2. Hoeveel keer loop die lus?\n\nDie teller verdubbel elke keer.\n\n```go\n\
               for i := 1; i < 9; i *= 2 {}\n```\n\nA. 3\nB. 4\nC. 8\n\n**Antwoord:** A\n";
    let qs = quizdeck_scrape::parse_bytes(doc.as_bytes(), "quiz.md", None).unwrap();
    let stems: Vec<&str> = qs.iter().map(|q| q.stem.split("\n\n").next().unwrap()).collect();
    assert_eq!(stems, ["Wat druk hierdie program af?", "Hoeveel keer loop die lus?"]);
    assert!(qs[0].stem.contains("fmt.Println") && qs[1].stem.contains("verdubbel"));
    assert_eq!((qs[0].answer.as_str(), qs[1].answer.as_str()), ("B", "A"));
    // A heading that asks nothing stays out: the sentence under it and the code are the stem.
    let doc = "### 1. Lusse\n\nDie teller verdubbel elke keer.\n\n```go\nfor i := 1; i < 9; i *= 2 \
               {}\n```\n\nA. 3\nB. 4\nC. 8\n\n**Antwoord:** A\n";
    let qs = quizdeck_scrape::parse_bytes(doc.as_bytes(), "quiz.md", None).unwrap();
    assert!(qs[0].stem.starts_with("Die teller verdubbel"), "{}", qs[0].stem);
}

#[test]
fn a_key_naming_one_label_twice_names_no_answer() {
    let page = |key: &str| {
        format!(
            "Тэст\n\n1. Якое возера самае глыбокае?\nа) Доўгае\nб) Нарач\nв) Рычы\nАдказ: {key}\n"
        )
    };
    let out = quizdeck_scrape::parse_bytes(page("а, а").as_bytes(), "test.txt", None);
    assert!(out.is_err(), "{out:?}");
    let q = parse(&page("а"));
    assert_eq!(q.answer, "A");
}

#[test]
fn points_in_brackets_before_the_question_are_no_part_of_its_stem() {
    let page = |stem: &str| {
        format!("Kontrolni\n\n1. {stem}\nA. masa\nB. pomeraj\nC. energija\nOdgovor: B\n")
    };
    for (stem, want) in [
        ("(2 boda) Koja veličina je vektorska?", "Koja veličina je vektorska?"),
        ("[1 bod] Koja veličina je vektorska?", "Koja veličina je vektorska?"),
        // Brackets that give no points are the question's own.
        ("(3 + 4) · 2 = ?", "(3 + 4) · 2 = ?"),
        ("(Dodatno) Koja veličina je vektorska?", "(Dodatno) Koja veličina je vektorska?"),
    ] {
        assert_eq!(parse(&page(stem)).stem, want);
    }
}

#[test]
fn a_second_key_that_names_other_answers_leaves_the_page_without_a_key() {
    let page = |second: &str| {
        format!(
            "Kviz\n\n1. Koja rijeka protiče kroz Mostar?\na) Bosna\nb) Neretva\nc) Una\n\n\
             2. Gdje izvire rijeka Bosna?\na) na Ilidži\nb) kod Zenice\nc) kod Bihaća\n\n\
             Odgovori: 1-b, 2-a\n{second}\n"
        )
    };
    // A corrected key that names another answer for question 2: neither key holds.
    let out = quizdeck_scrape::parse_page(
        page("Ispravljeni odgovori: 1-b, 2-b").as_bytes(),
        "kviz.txt",
        None,
    )
    .unwrap();
    assert!(out.iter().all(Result::is_err), "{out:?}");
    // Each question's error names both keys and the question they disagree on.
    for e in &out {
        let why = e.as_ref().unwrap_err().to_string();
        assert!(
            why.contains(
                "at line 13 and a second one at line 14 give question 2 different answers"
            ),
            "{why}"
        );
    }
    // The same key again agrees with itself.
    let qs = quizdeck_scrape::parse_bytes(page("Odgovori: 1-b, 2-a").as_bytes(), "kviz.txt", None)
        .unwrap();
    assert_eq!(qs.iter().map(|q| q.answer.as_str()).collect::<Vec<_>>(), ["B", "A"]);
}
