use super::*;
use crate::sequence::Slot;

#[test]
fn titles_held_without_their_comparable_text_score_as_their_full_anchors_do() {
    let titles = [
        "Welche Wellenlänge hat das H-alpha-Licht (656 nm)?",
        "Quelle est la longueur d'onde de la raie H-alpha (656 nm) ?",
        "welche   Wellenlänge hat das H-alpha-Licht (656 nm)?",
        "HTTP/3",
        "http/3",
        "",
    ];
    let slots = titles
        .iter()
        .enumerate()
        .map(|(k, t)| Slot { pos: k as i64, title: t, page: None })
        .collect();
    let seq = LangTopic { lang: "de".into(), period: None, slots };
    let held = features(&[], &seq);
    assert!(held.iter().all(|f| f.anchors.comparable.is_empty()));
    let full: Vec<Anchors> = titles.iter().map(|t| Anchors::of(t)).collect();
    let mut equal_whole = 0;
    for (a, (fa, xa)) in held.iter().zip(&full).enumerate() {
        for (b, (fb, xb)) in held.iter().zip(&full).enumerate() {
            let want = likeness(xa, xb, fa.rel_len, fb.rel_len);
            assert_eq!(similarity(fa, fb).to_bits(), want.to_bits(), "{a} {b}");
            equal_whole +=
                usize::from(a != b && !xa.comparable.is_empty() && xa.comparable == xb.comparable);
        }
    }
    assert!(equal_whole >= 4, "titles that compare equal whole are among them");
}

#[test]
fn a_linked_pages_choices_count_as_unknown_as_its_outline_holds_none() {
    let page = |key: Option<&str>| {
        let mut q = Question::new("de", "Optik", "Welche Brennweite hat 5 dpt?");
        q.choices = ["20 cm", "50 cm", "2 m"]
            .iter()
            .zip(["A", "B", "C"])
            .map(|(t, l)| quizdeck_model::Choice::new(l, *t))
            .collect();
        q.key = key.map(str::to_owned);
        q
    };
    let questions = [page(None), page(Some("7"))];
    let title = questions[0].stem.as_str();
    let slots = (0..2).map(|k| Slot { pos: k as i64, title, page: Some(k) }).collect();
    let seq = LangTopic { lang: "de".into(), period: None, slots };
    let counts: Vec<Option<usize>> = features(&questions, &seq).iter().map(|f| f.choices).collect();
    assert_eq!(counts, [Some(3), None]);
}
