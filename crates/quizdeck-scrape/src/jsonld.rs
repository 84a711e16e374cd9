//! schema.org `Quiz` / `Question` JSON-LD, which some quiz pages carry as their only content.

use quizdeck_model::Question;
use quizdeck_model::text::{clip, letter_for_index};
use serde_json::Value;

use crate::block::collapse;
use crate::label::leading_label;

/// A question read from JSON-LD.
#[derive(Debug, Default)]
pub(crate) struct LdQuestion {
    pub stem: String,
    pub choices: Vec<(String, String)>,
    pub answer: String,
    pub explanation: String,
    pub topic: Option<String>,
    pub lang: Option<String>,
    pub key: Option<String>,
    pub url: Option<String>,
}

/// Every `Question` (with answers) in the page's JSON-LD scripts, in document order.
pub(crate) fn questions(scripts: &[String]) -> Vec<LdQuestion> {
    let mut out = Vec::new();
    for script in scripts {
        let Ok(value) = serde_json::from_str::<Value>(script.trim()) else { continue };
        walk(&value, &Context::default(), &mut out, 0);
    }
    out
}

#[derive(Clone, Default)]
struct Context {
    topic: Option<String>,
    lang: Option<String>,
}

fn walk(v: &Value, ctx: &Context, out: &mut Vec<LdQuestion>, depth: usize) {
    if depth > 64 {
        return;
    }
    match v {
        Value::Array(items) => items.iter().for_each(|i| walk(i, ctx, out, depth + 1)),
        Value::Object(map) => {
            let mut ctx = ctx.clone();
            if has_type(v, "Quiz") || has_type(v, "LearningResource") {
                ctx.topic =
                    name_of(map.get("about")).or_else(|| text_of(map.get("name"))).or(ctx.topic);
            }
            if let Some(l) = text_of(map.get("inLanguage")) {
                ctx.lang = Some(l);
            }
            if has_type(v, "Question")
                && let Some(q) = question(v, &ctx)
            {
                out.push(q);
                return;
            }
            for child in map.values() {
                walk(child, &ctx, out, depth + 1);
            }
        }
        _ => {}
    }
}

fn has_type(v: &Value, ty: &str) -> bool {
    match v.get("@type") {
        Some(Value::String(s)) => s == ty,
        Some(Value::Array(a)) => a.iter().any(|t| t.as_str() == Some(ty)),
        _ => false,
    }
}

/// Text of a value: a string (HTML tags removed), or an object's `text` / `name`.
fn text_of(v: Option<&Value>) -> Option<String> {
    let s = match v? {
        Value::String(s) => strip_tags(s),
        Value::Object(m) => return text_of(m.get("text")).or_else(|| text_of(m.get("name"))),
        Value::Array(a) => return a.iter().find_map(|x| text_of(Some(x))),
        Value::Number(n) => n.to_string(),
        _ => return None,
    };
    Some(s).filter(|s| !s.is_empty())
}

fn name_of(v: Option<&Value>) -> Option<String> {
    match v? {
        Value::Object(m) => text_of(m.get("name")),
        other => text_of(Some(other)),
    }
}

/// Removes tags from an HTML string, keeping paragraph breaks as blank lines. The content of a
/// `script` or `style` is left out, and only that: the text before it in the same paragraph
/// stays (`Which <script>…</script> is right?` keeps `Which` and `is right?`).
pub(crate) fn strip_tags(s: &str) -> String {
    if !s.contains('<') {
        return collapse(s);
    }
    let frag = scraper::Html::parse_fragment(&crate::depth::cap_depth(s));
    let mut paras = Vec::new();
    let mut cur = String::new();
    // Where the text of the open `script` or `style` starts in `cur`.
    let mut raw_from: Option<usize> = None;
    let raw = |n: &scraper::Node| {
        n.as_element().is_some_and(|el| matches!(el.name(), "script" | "style"))
    };
    for edge in frag.tree.root().traverse() {
        match edge {
            ego_tree::iter::Edge::Open(n) => {
                if let Some(t) = n.value().as_text() {
                    cur.push_str(t);
                } else if raw(n.value()) {
                    raw_from.get_or_insert(cur.len());
                } else if let Some(el) = n.value().as_element()
                    && matches!(el.name(), "p" | "br" | "div" | "li")
                {
                    paras.push(collapse(&std::mem::take(&mut cur)));
                    // A paragraph inside (SVG's `style` holds elements): the rest of it starts
                    // the new paragraph.
                    raw_from = raw_from.map(|_| 0);
                }
            }
            ego_tree::iter::Edge::Close(n) => {
                if raw(n.value())
                    && let Some(at) = raw_from.take()
                {
                    cur.truncate(at);
                }
            }
        }
    }
    paras.push(collapse(&cur));
    paras.retain(|p| !p.is_empty());
    paras.join("\n\n")
}

struct Option_ {
    text: String,
    position: Option<i64>,
    correct: bool,
}

fn answers(v: Option<&Value>, correct: bool) -> Vec<Option_> {
    let items: Vec<&Value> = match v {
        Some(Value::Array(a)) => a.iter().collect(),
        Some(other) => vec![other],
        None => vec![],
    };
    items
        .into_iter()
        .filter_map(|a| {
            let text = text_of(Some(a))?;
            let position =
                a.get("position").and_then(|p| p.as_i64().or_else(|| p.as_str()?.parse().ok()));
            Some(Option_ { text, position, correct })
        })
        .collect()
}

fn question(v: &Value, ctx: &Context) -> Option<LdQuestion> {
    let stem = text_of(v.get("text")).or_else(|| text_of(v.get("name")))?;
    let accepted = answers(v.get("acceptedAnswer"), true);
    let mut options = answers(v.get("suggestedAnswer"), false);
    // Some sites list every option under suggestedAnswer, others only the wrong ones.
    for a in accepted {
        if let Some(o) = options.iter_mut().find(|o| o.text == a.text) {
            o.correct = true;
            o.position = o.position.or(a.position);
        } else {
            options.push(a);
        }
    }
    if options.iter().all(|o| o.position.is_some()) {
        options.sort_by_key(|o| o.position);
    }
    // A question with fewer than two options is no multiple-choice question (an FAQ entry).
    if options.len() < 2 {
        return None;
    }
    let answer = options.iter().position(|o| o.correct)?;
    // Options may carry their own letters ("A. Paris").
    let lettered = options
        .iter()
        .enumerate()
        .all(|(i, o)| leading_label(&o.text, false).is_some_and(|(j, _, _)| i == j));
    let choices = options
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let text = if lettered {
                leading_label(&o.text, false).map_or(o.text.as_str(), |l| l.2)
            } else {
                &o.text
            };
            (letter_for_index(i).to_string(), text.to_owned())
        })
        .collect();
    let explanation = text_of(v.get("answerExplanation"))
        .or_else(|| v.get("acceptedAnswer").and_then(|a| text_of(a.get("answerExplanation"))))
        .or_else(|| {
            v.get("acceptedAnswer").and_then(|a| {
                a.as_array()
                    .and_then(|a| a.first())
                    .unwrap_or(a)
                    .get("answerExplanation")
                    .and_then(|e| text_of(Some(e)))
            })
        })
        .unwrap_or_default();
    let topic = name_of(v.get("about")).or_else(|| ctx.topic.clone());
    let lang = text_of(v.get("inLanguage")).or_else(|| ctx.lang.clone());
    let key = text_of(v.get("identifier"))
        .or_else(|| text_of(v.get("@id")).filter(|id| !id.starts_with("http")));
    let url = v.get("url").and_then(Value::as_str).map(str::to_owned);
    let answer = letter_for_index(answer).to_string();
    Some(LdQuestion { stem, choices, answer, explanation, topic, lang, key, url })
}

/// How the answer `ld` (the page's JSON-LD questions) gives `q`, a question read from the page's
/// visible text, contradicts the reveal's, if it does: the JSON-LD question that is `q` marks as
/// correct a choice the reveal does not. That question asks `q`'s stem, or is the one question
/// of both (`alone`), and each of its options is one of `q`'s choices (texts compared with case
/// and spacing aside): true/false questions share their options, and only the stem tells them
/// apart. A JSON-LD question whose correct option is none of the page's says nothing of `q`.
pub(crate) fn contradiction(q: &Question, ld: &[LdQuestion], alone: bool) -> Option<String> {
    let norm = |t: &str| collapse(t).to_lowercase();
    let label_of = |text: &str| {
        let text = norm(text);
        q.choices.iter().find(|c| norm(&c.text) == text).map(|c| c.label.as_str())
    };
    let fits = |l: &&LdQuestion| l.choices.iter().all(|(_, t)| label_of(t).is_some());
    let stem = norm(&q.stem);
    let same = (ld.iter().filter(fits).find(|l| norm(&l.stem) == stem))
        .or_else(|| ld.iter().filter(|_| alone && ld.len() == 1).find(fits))?;
    let marked = same.choices.iter().find(|(l, _)| *l == same.answer)?;
    let label = label_of(&marked.1)?;
    let revealed = q.correct_labels();
    if revealed.contains(&label) {
        return None;
    }
    let given = |label: &str| {
        let text = q.choices.iter().find(|c| c.label == label).map_or("", |c| c.text.as_str());
        format!("{label} (\"{}\")", clip(text, 60))
    };
    let reveal: Vec<String> = revealed.iter().map(|l| given(l)).collect();
    Some(format!(
        "the page names different answers: its reveal gives {}, its structured data (JSON-LD) {}",
        reveal.join(" and "),
        given(label)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_script_or_style_drops_its_own_text_and_not_the_text_before_it() {
        assert_eq!(
            strip_tags("<p>Which <script>alert(1)</script>is <style>p{}</style>right?</p>"),
            "Which is right?"
        );
        assert_eq!(strip_tags("a<script>x</script><p>b</p>"), "a\n\nb");
        // A paragraph in SVG's style ends the SVG (`y` is text after it), with text of several
        // bytes a character: no cut inside one.
        assert_eq!(strip_tags("ab<svg><style>x<p>ééé</p>y</style></svg>z"), "ab\n\néééyz");
        assert_eq!(strip_tags("ab<svg><style>x<g>é</g></style></svg>z"), "abz");
    }

    #[test]
    fn quiz_with_suggested_and_accepted_answers() {
        let ld = r#"{"@context":"https://schema.org","@type":"Quiz","about":{"name":"Networks"},"inLanguage":"de",
          "hasPart":[{"@type":"Question","text":"<p>Welcher Port?</p>",
            "suggestedAnswer":[{"@type":"Answer","text":"21","position":0},{"@type":"Answer","text":"25","position":2}],
            "acceptedAnswer":{"@type":"Answer","text":"22","position":1,
              "answerExplanation":{"@type":"Comment","text":"<p>SSH nutzt 22.</p><p>Zweiter Absatz.</p>"}}}]}"#;
        let qs = questions(&[ld.to_owned()]);
        assert_eq!(qs.len(), 1);
        let q = &qs[0];
        assert_eq!(q.stem, "Welcher Port?");
        assert_eq!(q.choices.iter().map(|c| c.1.as_str()).collect::<Vec<_>>(), ["21", "22", "25"]);
        assert_eq!(q.answer, "B");
        assert_eq!(q.explanation, "SSH nutzt 22.\n\nZweiter Absatz.");
        assert_eq!(q.topic.as_deref(), Some("Networks"));
        assert_eq!(q.lang.as_deref(), Some("de"));
    }

    /// A question read from a page's text: `choices` lettered from A, `answer` correct.
    fn shown(stem: &str, choices: &[&str], answer: &str) -> Question {
        let mut q = Question { stem: stem.to_owned(), ..Question::default() };
        for (i, t) in choices.iter().enumerate() {
            q.choices.push(quizdeck_model::Choice::new(letter_for_index(i).to_string(), *t));
        }
        q.set_correct_labels([answer]);
        q
    }

    #[test]
    fn structured_data_marking_another_choice_contradicts_the_reveal() {
        let ld = r#"{"@type":"Question","name":"Která planeta má nejkratší rok?",
            "suggestedAnswer":[{"text":"Mars"},{"text":"Země"}],"acceptedAnswer":{"text":"venuše"}}"#;
        let ld = questions(&[ld.to_owned()]);
        let q =
            shown("Která planeta má nejkratší rok?", &["Venuše", "Merkur", "Mars", "Země"], "B");
        let said = contradiction(&q, &ld, true).expect("A against B");
        assert!(said.contains(r#"B ("Merkur")"#) && said.contains(r#"A ("Venuše")"#), "{said}");
        // The same options in another order, the same answer.
        let agree = shown("Která planeta má nejkratší rok?", &["Země", "Mars", "Venuše"], "C");
        assert_eq!(contradiction(&agree, &ld, true), None);
        // A correct option that is none of the page's choices says nothing.
        let other = shown("Která planeta má nejkratší rok?", &["Merkur", "Mars", "Země"], "A");
        assert_eq!(contradiction(&other, &ld, true), None);
    }

    #[test]
    fn questions_sharing_their_options_are_told_apart_by_their_stems() {
        let ld = r#"[{"@type":"Question","name":"Je Pluto planeta?",
              "suggestedAnswer":[{"text":"Ano"}],"acceptedAnswer":{"text":"Ne"}},
            {"@type":"Question","name":"Je Ceres trpasličí planeta?",
              "suggestedAnswer":[{"text":"Ne"}],"acceptedAnswer":{"text":"Ano"}}]"#;
        let ld = questions(&[ld.to_owned()]);
        let ceres = shown("Je Ceres trpasličí planeta?", &["Ano", "Ne"], "A");
        assert_eq!(contradiction(&ceres, &ld, false), None);
        let wrong = shown("Je Ceres trpasličí planeta?", &["Ano", "Ne"], "B");
        assert!(contradiction(&wrong, &ld, false).is_some());
        // Another stem, on a page of several questions: no JSON-LD question is this one.
        let other = shown("Je Eris trpasličí planeta?", &["Ano", "Ne"], "B");
        assert_eq!(contradiction(&other, &ld, false), None);
    }

    #[test]
    fn accepted_answer_only_in_suggested_list() {
        let ld = r#"[{"@type":"Question","name":"2+2?","suggestedAnswer":[{"text":"3"},{"text":"4"}],
                      "acceptedAnswer":{"text":"4"}}]"#;
        let q = &questions(&[ld.to_owned()])[0];
        assert_eq!(q.choices.len(), 2);
        assert_eq!(q.answer, "B");
    }
}
