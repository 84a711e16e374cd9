//! Every rule on a small multilingual set: silent on the faithful translations, and each planted
//! mistake reported with its code on the page that has it.

use quizdeck_model::{Choice, NoProgress, Question};

use crate::{Code, Options, Report, Severity, check};

pub(super) const LANGS: [&str; 5] = ["en", "fr", "de", "es", "ja"];

/// Question 1: numbers, units and acronyms in every part.
pub(super) fn bandwidth(lang: &str) -> Question {
    let (stem, choices, explanation): (&str, [&str; 4], &str) = match lang {
        "en" => (
            "A model with about 14 GB of weights in FP16 is decoded on a GPU with 2 TB/s of memory \
             bandwidth. Which value best approximates the time to generate one token?",
            ["About 0.7 ms", "About 7 ms", "About 70 ms", "About 700 ms"],
            "Each token reads all 14 GB of weights once: 14 GB ÷ 2 TB/s = 7 ms. The KV cache adds a \
             little more.",
        ),
        "fr" => (
            "Un modèle dont les poids occupent environ 14 Go en FP16 est décodé sur un GPU de 2 To/s \
             de bande passante mémoire. Quelle valeur est la plus proche du temps de génération \
             d'un jeton ?",
            ["Environ 0,7 ms", "Environ 7 ms", "Environ 70 ms", "Environ 700 ms"],
            "Chaque jeton lit une fois les 14 Go de poids : 14 Go ÷ 2 To/s = 7 ms. Le cache KV \
             ajoute un peu plus.",
        ),
        "de" => (
            "Ein Modell mit etwa 14 GB Gewichten in FP16 wird auf einer GPU mit 2 TB/s \
             Speicherbandbreite dekodiert. Welcher Wert kommt der Zeit für die Erzeugung eines \
             Tokens am nächsten?",
            ["Etwa 0,7 ms", "Etwa 7 ms", "Etwa 70 ms", "Etwa 700 ms"],
            "Jedes Token liest alle 14 GB Gewichte einmal: 14 GB ÷ 2 TB/s = 7 ms. Der KV-Cache \
             kommt noch hinzu.",
        ),
        "es" => (
            "Un modelo con unos 14 GB de pesos en FP16 se decodifica en una GPU con 2 TB/s de ancho \
             de banda de memoria. ¿Qué valor se aproxima mejor al tiempo para generar un token?",
            ["Unos 0,7 ms", "Unos 7 ms", "Unos 70 ms", "Unos 700 ms"],
            "Cada token lee una vez los 14 GB de pesos: 14 GB ÷ 2 TB/s = 7 ms. La caché KV añade \
             un poco más.",
        ),
        _ => (
            "FP16で約14 GBの重みを持つモデルを、メモリ帯域幅が2 TB/sのGPUでデコードします。\
             1トークンの生成時間に最も近い値はどれですか？",
            ["約0.7 ms", "約7 ms", "約70 ms", "約700 ms"],
            "各トークンで14 GBの重みを1回読むので、14 GB ÷ 2 TB/s = 7 msです。KVキャッシュの分が\
             少し加わります。",
        ),
    };
    page(lang, "1", stem, &choices, "B", explanation)
}

/// Question 2: choices in words only.
pub(super) fn batching(lang: &str) -> Question {
    let (stem, choices, explanation): (&str, [&str; 3], &str) = match lang {
        "en" => (
            "Why does processing requests in batches raise the throughput of inference?",
            [
                "Because weights read once from memory serve several inputs",
                "Because a larger batch reduces the number of weights",
                "Because the processor runs at a higher clock speed",
            ],
            "Reading the weights costs the same for one input or many, so a batch spreads that \
             cost over all its inputs and the arithmetic units stay busy.",
        ),
        "fr" => (
            "Pourquoi le traitement des requêtes par lots augmente-t-il le débit de l'inférence ?",
            [
                "Parce que les poids lus une fois en mémoire servent à plusieurs entrées",
                "Parce qu'un lot plus grand réduit le nombre de poids",
                "Parce que le processeur tourne à une fréquence d'horloge plus élevée",
            ],
            "Lire les poids coûte autant pour une entrée que pour plusieurs : un lot répartit ce \
             coût sur toutes ses entrées et les unités de calcul restent occupées.",
        ),
        "de" => (
            "Warum erhöht die Verarbeitung von Anfragen in Stapeln den Durchsatz der Inferenz?",
            [
                "Weil einmal aus dem Speicher gelesene Gewichte mehreren Eingaben dienen",
                "Weil ein größerer Stapel die Zahl der Gewichte verringert",
                "Weil der Prozessor mit einem höheren Takt läuft",
            ],
            "Das Lesen der Gewichte kostet für eine Eingabe so viel wie für viele, daher verteilt \
             ein Stapel diese Kosten auf alle Eingaben und die Recheneinheiten bleiben ausgelastet.",
        ),
        "es" => (
            "¿Por qué procesar las solicitudes por lotes aumenta el rendimiento de la inferencia?",
            [
                "Porque los pesos leídos una vez de la memoria sirven para varias entradas",
                "Porque un lote más grande reduce el número de pesos",
                "Porque el procesador funciona a una frecuencia de reloj más alta",
            ],
            "Leer los pesos cuesta lo mismo para una entrada que para muchas, así que un lote \
             reparte ese coste entre todas sus entradas y las unidades de cálculo siguen ocupadas.",
        ),
        _ => (
            "リクエストをバッチで処理すると推論のスループットが上がるのはなぜですか？",
            [
                "メモリから一度読んだ重みを複数の入力に使えるから",
                "バッチが大きいと重みの数が減るから",
                "プロセッサのクロック周波数が上がるから",
            ],
            "重みの読み込みは入力が一つでも多数でも同じなので、バッチはその負担を全入力に分散し、\
             演算ユニットを休ませません。",
        ),
    };
    page(lang, "2", stem, &choices, "A", explanation)
}

pub(super) fn page(
    lang: &str,
    key: &str,
    stem: &str,
    choices: &[&str],
    answer: &str,
    expl: &str,
) -> Question {
    let mut q = Question::new(lang, "Inference", stem);
    q.key = Some(key.into());
    q.choices = choices
        .iter()
        .zip(["A", "B", "C", "D", "E"])
        .map(|(text, label)| Choice::new(label, *text))
        .collect();
    q.answer = answer.into();
    q.answer_text = q.correct_choice().map(|c| c.text.clone());
    q.explanation = expl.into();
    q.source = format!("{lang}-q{key}.html");
    q.assign_id();
    q
}

fn consistent() -> Vec<Question> {
    LANGS.iter().flat_map(|l| [bandwidth(l), batching(l)]).collect()
}

pub(super) fn run(questions: &[Question]) -> Report {
    check(questions, &Options::default(), &NoProgress)
}

/// The (code, source) pairs of the findings of severity warning or worse.
pub(super) fn problems(report: &Report) -> Vec<(Code, String)> {
    let mut out: Vec<(Code, String)> = report
        .findings
        .iter()
        .filter(|f| f.severity >= Severity::Warning)
        .flat_map(|f| f.sources.iter().map(move |s| (f.code, s.clone())))
        .collect();
    out.sort();
    out.dedup();
    out
}

#[test]
fn faithful_translations_give_no_error_and_no_warning() {
    let report = run(&consistent());
    assert_eq!(problems(&report), [], "{:#?}", report.findings);
    assert_eq!(report.groups.len(), 2);
    assert!(report.groups.iter().all(|g| g.langs.len() == 5));
    assert!(!report.summary.failed);
}

/// Applies `mutate` to the page of `lang` in question `key` and expects `code` on that page.
fn planted(key: &str, lang: &str, code: Code, mutate: impl Fn(&mut Question)) {
    let mut qs = consistent();
    let target = qs.iter_mut().find(|q| q.lang == lang && q.key.as_deref() == Some(key)).unwrap();
    mutate(target);
    let source = target.source.clone();
    let report = run(&qs);
    let found = problems(&report);
    assert!(
        found.contains(&(code, source.clone())),
        "{code} not reported on {source}: {:#?}",
        report.findings
    );
    let elsewhere: Vec<_> = found.iter().filter(|(_, s)| *s != source).collect();
    assert!(elsewhere.is_empty(), "{code} on {source}; also {elsewhere:?}");
}

#[test]
fn a_different_correct_letter() {
    planted("1", "fr", Code::AnswerMismatch, |q| {
        q.answer = "C".into();
        q.answer_text = q.correct_choice().map(|c| c.text.clone());
    });
}

#[test]
fn a_dropped_choice() {
    planted("1", "de", Code::ChoiceCountMismatch, |q| {
        q.choices.pop();
    });
}

#[test]
fn a_changed_number() {
    planted("1", "es", Code::NumberMismatch, |q| q.choices[2].text = "Unos 80 ms".into());
    planted("1", "ja", Code::NumberMismatch, |q| q.explanation = q.explanation.replace("14", "16"));
}

/// A small number changed into a larger one (`8 min` into `18 min`): the report quotes the small
/// number the others give, which alone would be excused as written in words.
#[test]
fn a_small_number_changed_is_quoted_against_what_the_others_give() {
    let mut qs = consistent();
    qs.iter_mut().filter(|q| q.key.as_deref() == Some("1")).for_each(|q| {
        q.choices[3].text = q.choices[3].text.replace("700 ms", "8 min");
    });
    let de = qs.iter_mut().find(|q| q.lang == "de" && q.key.as_deref() == Some("1")).unwrap();
    de.choices[3].text = "Etwa 18 min".into();
    let report = run(&qs);
    let f = report.findings.iter().find(|f| f.code == Code::NumberMismatch).unwrap();
    assert!(f.message.ends_with("de has 18 min where others have 8 min"), "{}", f.message);
}

#[test]
fn a_changed_unit() {
    planted("1", "ja", Code::UnitMismatch, |q| q.choices[3].text = "約700 µs".into());
    planted("1", "fr", Code::UnitMismatch, |q| q.stem = q.stem.replace("14 Go", "14 Mo"));
}

#[test]
fn a_changed_acronym() {
    planted("1", "fr", Code::AcronymMismatch, |q| q.stem = q.stem.replace("FP16", "FP8"));
}

/// The findings of severity `info` on `source`.
fn infos(report: &Report, source: &str) -> Vec<Code> {
    let on =
        |f: &&crate::Finding| f.severity == Severity::Info && f.sources.iter().any(|s| s == source);
    report.findings.iter().filter(on).map(|f| f.code).collect()
}

/// The French stem of question 1 with `old` replaced by `with`: its acronym is recorded as an
/// info there, and nothing is an error or a warning.
fn acronym_recorded_not_warned_about(old: &str, with: &str) {
    let mut qs = consistent();
    let fr = qs.iter_mut().find(|q| q.lang == "fr" && q.key.as_deref() == Some("1")).unwrap();
    fr.stem = fr.stem.replace(old, with);
    let report = run(&qs);
    assert_eq!(problems(&report), [], "{:#?}", report.findings);
    assert!(infos(&report, "fr-q1.html").contains(&Code::AcronymMismatch));
}

/// The French stem without `FP16`, which Japanese keeps in Latin letters: lost, not written out.
#[test]
fn a_dropped_acronym_other_scripts_keep_is_a_warning() {
    let mut qs = consistent();
    let fr = qs.iter_mut().find(|q| q.lang == "fr" && q.key.as_deref() == Some("1")).unwrap();
    fr.stem = fr.stem.replace(" en FP16", "");
    let report = run(&qs);
    assert_eq!(problems(&report), [(Code::AcronymMismatch, "fr-q1.html".to_owned())]);
}

/// The Japanese page without `FP16` anywhere: a language of another script may write it out, and
/// its page writes it nowhere else, so it is only recorded.
#[test]
fn a_dropped_acronym_is_recorded_not_warned_about() {
    let mut qs = consistent();
    let ja = qs.iter_mut().find(|q| q.lang == "ja" && q.key.as_deref() == Some("1")).unwrap();
    ja.stem = ja.stem.replace("FP16", "");
    ja.explanation = ja.explanation.replace("FP16", "");
    for c in &mut ja.choices {
        c.text = c.text.replace("FP16", "");
    }
    let report = run(&qs);
    assert_eq!(problems(&report), [], "{:#?}", report.findings);
    assert!(infos(&report, "ja-q1.html").contains(&Code::AcronymMismatch));
}

/// A language's own acronym unlike the original (`VFD` for `FP16`: another word, not a slip) is
/// recorded as info; one alike (`FP8`, above) is a warning.
#[test]
fn a_localized_acronym_is_recorded_not_warned_about() {
    acronym_recorded_not_warned_about("FP16", "VFD");
}

#[test]
fn swapped_choices_with_the_answer_letter_left_in_place() {
    // The correct B and D change places; the page still says B.
    planted("1", "de", Code::ChoiceOrderMismatch, |q| swap_texts(q, 1, 3));
}

#[test]
fn swapped_choices_that_keep_the_correct_one_are_recorded_not_errors() {
    for (a, b, answer) in [(0, 3, "B"), (1, 3, "D")] {
        let mut qs = consistent();
        let de = qs.iter_mut().find(|q| q.lang == "de" && q.key.as_deref() == Some("1")).unwrap();
        swap_texts(de, a, b);
        de.answer = answer.into();
        de.answer_text = de.correct_choice().map(|c| c.text.clone());
        let report = run(&qs);
        assert_eq!(problems(&report), [], "{:#?}", report.findings);
        assert!(infos(&report, "de-q1.html").contains(&Code::ChoiceOrderMismatch));
    }
}

/// Swaps the texts of two choices, the labels staying in place.
fn swap_texts(q: &mut Question, a: usize, b: usize) {
    let text = q.choices[a].text.clone();
    q.choices[a].text = std::mem::replace(&mut q.choices[b].text, text);
}

#[test]
fn swapped_choices_without_numbers() {
    planted("2", "fr", Code::ChoiceOrderMismatch, |q| swap_texts(q, 0, 2));
    planted("2", "es", Code::ChoiceOrderMismatch, |q| swap_texts(q, 0, 1));
}

#[test]
fn a_choice_left_in_english() {
    let english = batching("en").choices[2].text.clone();
    planted("2", "es", Code::Untranslated, |q| q.choices[2].text = english.clone());
    planted("2", "fr", Code::WrongLanguage, |q| q.choices[2].text = english.clone());
}

#[test]
fn answer_text_not_matching_its_choice() {
    planted("2", "fr", Code::AnswerTextMismatch, |q| {
        q.answer_text = Some(q.choices[1].text.clone());
    });
}

#[test]
fn a_reveal_may_cut_the_answer_text_short() {
    let mut qs = consistent();
    for q in qs.iter_mut().filter(|q| q.key.as_deref() == Some("2")) {
        let text = q.choices[0].text.clone();
        let head: String = text.chars().take(20).collect();
        q.answer_text = Some(format!("{head}…"));
    }
    assert_eq!(problems(&run(&qs)), []);
}

#[test]
fn a_missing_explanation() {
    planted("2", "ja", Code::MissingExplanation, |q| q.explanation.clear());
}

#[test]
fn page_rules() {
    let mut q = batching("en");
    q.choices[1].label = "C".into();
    q.choices[2].text = q.choices[0].text.to_uppercase();
    q.choices.push(Choice::new("D", " "));
    q.answer = "E".into();
    q.stem.clear();
    let report = run(&[q]);
    let codes: Vec<Code> = report.findings.iter().map(|f| f.code).collect();
    for code in [
        Code::AnswerNotAChoice,
        Code::EmptyChoice,
        Code::DuplicateChoice,
        Code::LabelSequence,
        Code::MissingStem,
    ] {
        assert!(codes.contains(&code), "{code}: {codes:?}");
    }
    let mut one = batching("fr");
    one.choices.truncate(1);
    one.answer = "A".into();
    let report = run(&[one]);
    assert!(report.findings.iter().any(|f| f.code == Code::TooFewChoices));
}

#[test]
fn other_label_alphabets_are_sequences_too() {
    for labels in [["1", "2", "3"], ["a", "b", "c"], ["ア", "イ", "ウ"], ["А", "Б", "В"]] {
        let mut q = batching("ja");
        for (c, l) in q.choices.iter_mut().zip(labels) {
            c.label = l.into();
        }
        q.answer = labels[0].into();
        let report = run(&[q]);
        assert!(report.findings.iter().all(|f| f.code != Code::LabelSequence), "{labels:?}");
    }
}

#[test]
fn georgian_labels_are_a_sequence_and_out_of_order_ones_are_not() {
    let lettered = |labels: [&str; 3]| {
        let mut q = batching("ja");
        for (c, l) in q.choices.iter_mut().zip(labels) {
            c.label = l.into();
        }
        q.answer = labels[0].into();
        run(&[q]).findings.iter().any(|f| f.code == Code::LabelSequence)
    };
    assert!(!lettered(["ა", "ბ", "გ"]));
    assert!(lettered(["ა", "გ", "ბ"]));
}

#[test]
fn language_neutral_choices_may_be_identical() {
    let mut qs = consistent();
    for q in qs.iter_mut().filter(|q| q.key.as_deref() == Some("2")) {
        q.choices[2].text = "PyTorch 2.1".into();
    }
    assert_eq!(problems(&run(&qs)), []);
}

#[test]
fn the_same_page_twice_is_a_duplicate_id() {
    let mut qs = consistent();
    let mut again = qs[0].clone();
    again.source = "copy/en-q1.html".into();
    qs.push(again);
    let report = run(&qs);
    let dup: Vec<_> = report.findings.iter().filter(|f| f.code == Code::DuplicateId).collect();
    assert_eq!(dup.len(), 1);
    assert_eq!(dup[0].sources, ["en-q1.html", "copy/en-q1.html"]);
    assert_eq!(problems(&report).len(), 2, "nothing else: {:#?}", report.findings);
}

#[test]
fn a_missing_language_is_recorded_in_the_coverage() {
    let qs: Vec<Question> = consistent()
        .into_iter()
        .filter(|q| !(q.lang == "ja" && q.key.as_deref() == Some("2")))
        .collect();
    let report = run(&qs);
    let missing: Vec<_> =
        report.findings.iter().filter(|f| f.code == Code::MissingTranslation).collect();
    assert_eq!(missing.len(), 1);
    assert_eq!(
        (missing[0].question.as_str(), missing[0].langs.as_slice()),
        ("2", &["ja".to_owned()][..])
    );
    assert_eq!(report.summary.coverage["ja"], 1);
    assert_eq!(report.summary.coverage["en"], 2);
    assert!(!report.summary.failed);
}

#[test]
fn a_stale_topic_title_within_a_language() {
    let titles: Vec<String> = (0..4).map(|i| format!("Vraag nummer {i} over geheugen")).collect();
    let mut qs: Vec<Question> = (0..4)
        .map(|i| {
            let mut q = batching("nl");
            q.lang = "nl".into();
            q.key = Some(format!("k{i}"));
            q.topic = "Geheugen".into();
            q.stem = titles[i].clone();
            q.related = (1..4).map(|k| titles[(i + k) % 4].as_str().into()).collect();
            q.source = format!("nl-{i}.txt");
            q.assign_id();
            q
        })
        .collect();
    qs[2].topic = "Geheugen en opslag".into();
    let report = run(&qs);
    let stale: Vec<_> = report.findings.iter().filter(|f| f.code == Code::TopicMismatch).collect();
    assert_eq!(stale.len(), 1, "{:#?}", report.findings);
    assert_eq!(stale[0].sources, ["nl-2.txt"]);
}

#[test]
fn deny_warnings_fails_on_warnings() {
    let mut qs = consistent();
    qs[0].explanation.clear();
    let report = check(&qs, &Options { deny_warnings: true, ..Options::default() }, &NoProgress);
    assert_eq!((report.summary.errors, report.summary.warnings), (0, 1));
    assert!(report.summary.failed);
    assert!(!run(&qs).summary.failed);
}

#[test]
fn a_negation_added_to_the_correct_choice() {
    planted("2", "fr", Code::NegationMismatch, |q| {
        q.choices[0].text =
            "Parce que les poids lus une fois en mémoire ne servent pas à plusieurs entrées".into();
        q.answer_text = q.correct_choice().map(|c| c.text.clone());
    });
}

#[test]
fn a_negation_added_to_the_stem() {
    planted("2", "es", Code::NegationMismatch, |q| {
        q.stem = "¿Por qué procesar las solicitudes por lotes no aumenta el rendimiento de la \
                  inferencia?"
            .into();
    });
}

#[test]
fn a_bound_with_a_negation_word_is_no_flip() {
    let mut qs = consistent();
    let ru = |stem: &str| {
        let mut q = batching("ja");
        q.lang = "ru".into();
        q.stem = stem.into();
        q.source = "ru-q2.html".into();
        q.assign_id();
        q
    };
    qs.push(ru(
        "Почему обработка запросов пакетами повышает пропускную способность не более чем вдвое?",
    ));
    for q in qs.iter_mut().filter(|q| q.key.as_deref() == Some("2") && q.lang == "en") {
        q.stem = "Why does processing requests in batches raise the throughput of inference by \
                  no more than a factor of two?"
            .into();
    }
    let report = run(&qs);
    assert!(
        report.findings.iter().all(|f| f.code != Code::NegationMismatch),
        "{:#?}",
        report.findings
    );
}

#[test]
fn a_choice_cut_after_a_word_that_needs_more() {
    planted("2", "fr", Code::Truncated, |q| {
        q.choices[1].text = "Parce qu'un lot plus grand réduit le nombre de".into();
    });
}

#[test]
fn a_stem_cut_before_its_question_mark() {
    planted("2", "de", Code::Truncated, |q| {
        q.stem = "Warum erhöht die Verarbeitung von Anfragen in Stapeln den Durchsatz".into();
    });
}

#[test]
fn an_answer_and_a_list_of_answers_that_disagree() {
    planted("2", "ja", Code::ConflictingAnswers, |q| {
        q.answers = vec!["A".into(), "C".into()];
    });
}

#[test]
fn an_explanation_paragraph_left_in_english() {
    let second = |lang: &str| match lang {
        "en" => "Larger batches also need more memory for the intermediate activations.",
        "fr" => "Des lots plus grands demandent aussi plus de mémoire pour les activations.",
        "de" => "Größere Stapel brauchen auch mehr Speicher für die Zwischenaktivierungen.",
        "es" => "Los lotes más grandes también necesitan más memoria para las activaciones.",
        _ => "バッチが大きいほど、中間の活性化にも多くのメモリが必要です。",
    };
    let mut qs = consistent();
    for q in qs.iter_mut().filter(|q| q.key.as_deref() == Some("2")) {
        let own = if q.lang == "es" { second("en") } else { second(&q.lang) };
        q.explanation = format!("{}\n\n{own}", q.explanation);
    }
    let report = run(&qs);
    let found = problems(&report);
    assert!(found.contains(&(Code::Untranslated, "es-q2.html".into())), "{found:?}");
    assert!(found.iter().all(|(_, s)| s == "es-q2.html"), "{found:?}");
}

#[test]
fn a_choice_copied_from_english_negates_as_english_does() {
    let mut qs = consistent();
    for q in qs.iter_mut().filter(|q| q.key.as_deref() == Some("2")) {
        let text = match q.lang.as_str() {
            "de" => "Weil der Prozessor nicht schneller läuft",
            "ja" => "プロセッサが速く動かないから",
            _ => "Because the processor does not run faster",
        };
        q.choices[2].text = text.into();
    }
    let report = run(&qs);
    assert!(
        report.findings.iter().all(|f| f.code != Code::NegationMismatch),
        "{:#?}",
        report.findings
    );
}

/// Question 1 as a multiple-response question: A and C are both correct.
fn with_two_answers(qs: &mut [Question]) {
    for q in qs.iter_mut().filter(|q| q.key.as_deref() == Some("1")) {
        q.set_correct_labels(["A", "C"]);
        q.answer_text = None;
    }
}

#[test]
fn multiple_response_answers_are_compared_as_sets_of_what_they_say() {
    let mut qs = consistent();
    with_two_answers(&mut qs);
    assert_eq!(problems(&run(&qs)), [], "the same set in every language");
    let fr = qs.iter_mut().find(|q| q.lang == "fr" && q.key.as_deref() == Some("1")).unwrap();
    fr.set_correct_labels(["A", "B"]);
    let found = problems(&run(&qs));
    assert_eq!(found, [(Code::AnswerMismatch, "fr-q1.html".to_owned())]);
}

#[test]
fn multiple_response_choices_reordered_with_their_letters_are_recorded() {
    let mut qs = consistent();
    with_two_answers(&mut qs);
    let de = qs.iter_mut().find(|q| q.lang == "de" && q.key.as_deref() == Some("1")).unwrap();
    // C and D change places, and the letters follow: A and D are correct.
    swap_texts(de, 2, 3);
    de.set_correct_labels(["A", "D"]);
    let report = run(&qs);
    assert_eq!(problems(&report), [], "{:#?}", report.findings);
    assert!(infos(&report, "de-q1.html").contains(&Code::ChoiceOrderMismatch));
}

#[test]
fn pages_without_ids_are_checked_as_with_the_ids_they_would_be_given() {
    let mut with_ids = consistent();
    with_ids[1].choices[0].text = "Quatorze".into();
    with_ids.push(with_ids[0].clone());
    let without: Vec<Question> =
        with_ids.iter().cloned().map(|q| Question { id: String::new(), ..q }).collect();
    for q in &mut with_ids {
        q.assign_id();
    }
    let (a, b) = (run(&with_ids), run(&without));
    assert!(a.findings.iter().any(|f| f.code == Code::DuplicateId), "{:#?}", a.findings);
    assert_eq!(serde_json::to_value(&b).unwrap(), serde_json::to_value(&a).unwrap());
}

#[test]
fn choices_in_orders_no_language_can_describe_are_reported_without_an_empty_reason() {
    // Three pages keyed as one question, each listing the same distances in another order: no
    // order is the majority's, and no language can be told to be the one out of order.
    let en = ["About 1 km", "About 3 km", "About 5 km", "About 12 km"];
    let fi = ["Noin 12 km", "Noin 1 km", "Noin 5 km", "Noin 3 km"];
    let sw = ["Karibu km 3", "Karibu km 12", "Karibu km 1", "Karibu km 5"];
    let qs = [
        page(
            "en",
            "7",
            "Why do bees dance?",
            &en,
            "A",
            "The waggle dance tells other bees the direction and distance of flowers, sometimes more than 3 km away.",
        ),
        page(
            "fi",
            "7",
            "Mistä työmehiläiset tekevät vahaa?",
            &fi,
            "C",
            "Työmehiläiset erittävät vahaa erityisistä rauhasista takaruumiinsa alapuolella.",
        ),
        page(
            "sw",
            "7",
            "Kwa nini nyuki hucheza dansi?",
            &sw,
            "A",
            "Dansi ya kutikisa huwaambia nyuki wengine mwelekeo na umbali wa maua, wakati mwingine zaidi ya 3 km.",
        ),
    ];
    let report = run(&qs);
    let order = report.findings.iter().find(|f| f.code == Code::ChoiceOrderMismatch);
    assert!(order.is_some(), "{:#?}", report.findings);
    for f in &report.findings {
        let m = f.message.as_str();
        assert!(!m.contains(": ;") && !m.contains("()") && !m.ends_with(':'), "{f:#?}");
    }
}
