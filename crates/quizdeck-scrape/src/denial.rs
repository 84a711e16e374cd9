//! Words that deny what a key line names: `Answer: not A`, `Tipp: nicht B`, `Pravilni odgovor ni
//! B`. A page's language is not known yet when its key lines are read, so a word of negation of
//! any language the registry knows counts, but those that say something else in another language
//! (Finnish `en`, French "and"); where the words before a label name the answer in languages
//! whose negations the registry knows, only theirs count ([`negates_for`]).

/// Words that negate in one language and say something else in another (see [`NEGATIONS`]).
pub(crate) const ELSEWHERE_WORDS: &[&str] = &[
    "en", "et", "ei", "nu", "sem", "tak", "mitte", "pole", "ega", "hindi", "nad", "dim", "jo",
    "si", "ba", "ez",
];

/// Whether `text` negates in the language of `lead`, the words before a label that name the
/// answer. A word that negates in one language says something else in another: Swahili `Jibu
/// sahihi ni B` says "the correct answer is B", where Slovenian `Pravilni odgovor ni B` says "is
/// not B". Where the lead's answer words are those of languages whose negations the registry
/// knows, only their negations count (Swahili's `si`, Finnish `ei`, which [`negates`] leaves
/// out); else any language's, as [`negates`] reads them.
pub(crate) fn negates_for(lead: &str, text: &str) -> bool {
    // Most lines hold no word that negates anywhere: the lead's languages are then not asked.
    let mut found = words_of(text)
        .map(lower)
        .filter(|w| NEGATIONS.contains(w.as_ref()) || ELSEWHERE_WORDS.contains(&w.as_ref()))
        .peekable();
    if found.peek().is_none() {
        return false;
    }
    let langs = crate::lexicon::answer_languages(lead);
    if langs.is_empty() || langs.iter().any(|l| l.negations.is_empty() && l.denials.is_empty()) {
        return negates(text);
    }
    let own = |l: &quizdeck_lang::Language, w: &str| {
        l.negations.iter().chain(l.denials).any(|n| n.to_lowercase() == w)
    };
    found.any(|w| langs.iter().any(|l| own(l, &w)))
}

/// A word in lower case, copied only when it has capitals.
fn lower(w: &str) -> std::borrow::Cow<'_, str> {
    if w.chars().any(char::is_uppercase) { w.to_lowercase().into() } else { w.into() }
}

/// The words of a text as [`negates`] reads them.
fn words_of(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_alphanumeric() && c != '\'').filter(|w| !w.is_empty())
}

// Hashed with foldhash, several times faster than the standard SipHash on short words: the words
// are the registry's, never an attacker's keys, so no resistance to collisions is needed.
type Words = std::collections::HashSet<String, foldhash::fast::FixedState>;

/// Every language's words of negation, lower case, but those that say something else in another
/// language, which a page in any language may write beside a label: Finnish `en`, `et` (French
/// "and", Dutch "in"), `ei` (Dutch "egg"), Romanian `nu` (Dutch and Danish "now"), Hungarian `sem`
/// (Portuguese "without"), Indonesian `tak` (Polish "yes"), Estonian `mitte` (German "middle"),
/// `pole` (Polish "field"), `ega`, Tagalog `hindi` (the language), Welsh `nad` (Polish "above")
/// and `dim` (English), Albanian `jo` (Finnish "already"), Swahili `si` (Romance "if", "yes"),
/// Hausa `ba` (Vietnamese "three", the Tagalog particle of a question), Basque `ez` (Hungarian
/// "this"). Words of languages whose texts `check` does not compare for negations
/// (`Language::denials`: Latvian `nav`, Czech `není`) count here too.
/// `check` reads them in their own language only, and so does [`negates_for`] where a lead names
/// the answer in a language whose negations the registry knows.
static NEGATIONS: std::sync::LazyLock<Words> = std::sync::LazyLock::new(|| {
    quizdeck_lang::languages()
        .iter()
        .flat_map(|l| l.negations.iter().chain(l.denials))
        .filter(|w| !w.starts_with('-') && !w.ends_with('-') && !w.contains(' '))
        .filter(|w| !ELSEWHERE_WORDS.contains(w))
        .filter(|w| {
            w.chars().all(|c| quizdeck_lang::script_of(c) != Some(quizdeck_lang::Script::Han))
        })
        .map(|w| w.to_lowercase())
        .collect()
});

/// Whether `text` has a word of negation of any language the registry knows (`not`, `nicht`,
/// `nie`, `no`), as a whole word; words that begin or end longer ones (`-n't`), scripts without
/// spaces and the words of [`ELSEWHERE_WORDS`] are left to the checks that know the language.
pub(crate) fn negates(text: &str) -> bool {
    // Most words are lower case already: looked up as they are, without a copy.
    words_of(text).any(|w| NEGATIONS.contains(lower(w).as_ref()))
}

/// Whether the words after a lead-in's colon begin with a negation (`Not A`, `Nicht B`).
pub(crate) fn negation_before_label(after: &str) -> bool {
    after.split_whitespace().next().is_some_and(negates)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_that_negate_in_another_language_only_are_no_denial() {
        assert!(negates("Answer: B, not C") && !negates("Another note"));
        // French "et", Dutch "en", "nu"; Swahili "si", Romance "if".
        assert!(!negates("B et C sont des gaz nobles"));
        assert!(!negates("Antwoord: C, en nu verder"));
        assert!(!negates("Respuesta: B, si se calienta"));
        assert!(negates("Svar: B, inte C"));
    }

    #[test]
    fn a_word_negates_in_the_language_the_lead_names_the_answer_in() {
        // Swahili `ni` is "is"; Slovenian `ni` "is not"; Swahili `si` "is not".
        assert!(!negates_for("Jibu sahihi ni", "Jibu sahihi ni B"));
        assert!(negates_for("Pravilni odgovor ni", "Pravilni odgovor ni B"));
        assert!(negates_for("Jibu sahihi", "Jibu sahihi si B"));
        // Finnish `ei`, left out of every language's list for Dutch "egg", negates in Finnish.
        assert!(negates_for("Oikea vastaus ei ole", "Oikea vastaus ei ole B"));
        assert!(!negates("Oikea vastaus ei ole B"));
        // Hausa `ne` is the copula ("it is B"), French's `ne` a negation; Hausa `ba … ba` is not.
        assert!(!negates_for("Amsa", "Amsa: B ne"));
        assert!(negates_for("Amsa", "Amsa: ba A ba ne"));
        assert!(!negates("Ano ba ang sagot? B"));
        // No negation at all, or no lead naming a language: as before.
        assert!(!negates_for("Odpověď", "Odpověď B"));
        assert!(negates_for("The answer is", "The answer is not B"));
        assert!(negates_for("", "not B"));
    }

    #[test]
    fn a_denial_of_a_language_without_negations_denies_the_label() {
        // Latvian, Czech, Lithuanian and Maltese list no negations for `check`, but their words
        // for "is not" deny the label beside them.
        assert!(negates_for("pareizā atbilde nav", "pareizā atbilde nav"));
        assert!(negates_for("správná odpověď není", "správná odpověď není"));
        assert!(negates_for("teisingas atsakymas nėra", "teisingas atsakymas nėra"));
        assert!(negates_for("it-tweġiba korretta mhijiex", "it-tweġiba korretta mhijiex"));
        // Basque `ez` after a Basque lead; Hungarian `ez` ("this") is no denial.
        assert!(negates_for("erantzun zuzena ez da", "erantzun zuzena ez da"));
        assert!(!negates_for("Ez a helyes válasz", "Ez a helyes válasz"));
        assert!(!negates("Ez a helyes válasz"));
    }
}
