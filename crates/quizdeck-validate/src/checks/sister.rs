//! Text of a language close to the page's own: a Ukrainian explanation that goes on in Russian,
//! a Slovak one in Czech, a Portuguese sentence on a Spanish page.
//!
//! Detection alone cannot tell such languages apart on a sentence or two (they share most of
//! their trigrams), so `wrong-language` leaves them alone unless the letters speak first: the text
//! writes letters the page's language never does and that a language close to it writes (`ы`,
//! `ё` on a Ukrainian page; `ř`, `ů` on a Slovak one), in words that are not names, and none of
//! the letters only the page's language writes (`і`, `ї`, `є`). Only then is the detector asked to
//! choose between the page's language and those close to it, and it must be sure.

use whatlang::Lang;

use super::language::{Detector, entry};

/// What the letters of `text` say of it against the page's language `own`: how many of `own`'s
/// foreign letters it writes in words that are not names (a capital first: `Søren` on a Swedish
/// page), and whether it writes any of `own`'s distinct letters.
fn letters(own: &quizdeck_lang::Language, text: &str) -> (usize, bool) {
    let (mut foreign, mut distinct) = (0usize, false);
    for word in text.split(|c: char| !c.is_alphabetic()) {
        let name = word.chars().next().is_some_and(char::is_uppercase);
        for c in word.chars().flat_map(char::to_lowercase) {
            distinct |= own.distinct_letters.contains(&c);
            foreign += usize::from(!name && own.foreign_letters.contains(&c));
        }
    }
    (foreign, distinct)
}

/// Whether `text` writes any letter foreign to `own` at all: the cheap first look, before an
/// explanation is split into sentences.
pub(super) fn hints_at(own: Lang, text: &str) -> bool {
    let Some(lang) = entry(own) else { return false };
    !lang.foreign_letters.is_empty()
        && text.chars().flat_map(char::to_lowercase).any(|c| lang.foreign_letters.contains(&c))
}

/// The language close to `own` that `text` is in, when its letters say it is not `own` and the
/// detector, asked to choose among `own` and the languages close to it, is sure of another.
pub(super) fn sister_language(detector: &Detector, own: Lang, text: &str) -> Option<&'static str> {
    let lang = entry(own)?;
    if lang.foreign_letters.is_empty() {
        return None;
    }
    let (foreign, distinct) = letters(lang, text);
    if foreign == 0 || distinct {
        return None;
    }
    let mut candidates: Vec<Lang> = vec![own];
    for other in quizdeck_lang::languages().iter().filter(|l| l.is_close_to(lang)) {
        if let Some(l) = super::language::model_lang_of_code(other.iso639_3)
            && !candidates.contains(&l)
        {
            candidates.push(l);
        }
    }
    let found = detector.detect(text, &candidates)?;
    (found != own).then(|| found.eng_name())
}

#[cfg(test)]
mod tests {
    use super::*;

    const RUSSIAN: &str = "В натуральном строе её соотношение частот составляет три к двум.";
    const UKRAINIAN: &str = "У натуральному строї її співвідношення частот становить три до двох.";

    #[test]
    fn a_russian_sentence_on_a_ukrainian_page_is_found() {
        let detector = Detector::new(true);
        assert_eq!(sister_language(&detector, Lang::Ukr, RUSSIAN), Some("Russian"));
        assert_eq!(sister_language(&detector, Lang::Ukr, UKRAINIAN), None);
        // On a Russian page the Russian sentence is at home; the Ukrainian one writes `і`, `ї`.
        assert_eq!(sister_language(&detector, Lang::Rus, RUSSIAN), None);
        assert_eq!(sister_language(&detector, Lang::Rus, UKRAINIAN), Some("Ukrainian"));
    }

    #[test]
    fn letters_in_names_or_beside_the_own_ones_are_no_sign() {
        let detector = Detector::new(true);
        // A Danish name in a Swedish sentence.
        let swedish = "Filosofen Søren Kierkegaard skrev sina böcker i Köpenhamn under pseudonym.";
        assert_eq!(sister_language(&detector, Lang::Swe, swedish), None);
        // A Czech sentence quoting a Slovak word keeps its own `ř`.
        let czech = "Slovenské slovo „päť“ se v češtině řekne jinak než v nářečí.";
        assert_eq!(letters(quizdeck_lang::get("cs").unwrap(), czech), (1, true));
        assert_eq!(sister_language(&detector, Lang::Ces, czech), None);
        // Languages without the letters' table are not judged.
        assert_eq!(sister_language(&detector, Lang::Fra, RUSSIAN), None);
        assert!(!hints_at(Lang::Fra, RUSSIAN));
        assert!(hints_at(Lang::Ukr, RUSSIAN));
    }
}
