use super::alike_acronyms;

#[test]
fn an_acronym_after_a_name_that_does_not_spell_it_is_another_names() {
    use super::named_otherwise;
    assert!(named_otherwise("Kính viễn vọng Không gian James Webb (HST) quan sát", "HST"));
    assert!(named_otherwise("conservazione della natura (WWF)", "WWF"));
    // Names that spell their acronym, accents aside, or compounds that hold its letters.
    assert!(!named_otherwise(
        "l'Union internationale pour la conservation de la nature (UICN)",
        "UICN"
    ));
    assert!(!named_otherwise("Die Europäische Zentralbank (EZB) hat", "EZB"));
    assert!(!named_otherwise("Agencia Espacial Europea (AEE)", "AEE"));
    // A name in another script, one word, or the acronym not in brackets: not told.
    assert!(!named_otherwise("世界保健機関 (WHO) は", "WHO"));
    assert!(!named_otherwise("Weltnaturschutzunion (IUCN)", "IUCN"));
    assert!(!named_otherwise("the WWF, founded in 1961", "WWF"));
}

#[test]
fn a_name_spells_its_acronym_by_its_words_initials() {
    use super::initialed;
    assert!(initialed("eine Astronomische Einheit (AE). Das Licht", "AE"));
    assert!(initialed("la Organización Mundial de la Salud (OMS) recomienda", "OMS"));
    assert!(initialed("Die Europäische Zentralbank (EZB) hat", "EZB"));
    assert!(initialed("Agence spatiale européenne (ASE)", "ASE"));
    // Letters in order, but not begun by the name's words; no name; no brackets.
    assert!(!initialed("Random Access Memory (ROM)", "ROM"));
    assert!(!initialed("Weltnaturschutzunion (IUCN)", "IUCN"));
    assert!(!initialed("conservazione della natura (WWF)", "WWF"));
    assert!(!initialed("the WWF, founded in 1961", "WWF"));
    assert!(!initialed("Kính viễn vọng Không gian James Webb (HST)", "HST"));
}

#[test]
fn a_name_introduced_with_its_acronym_is_the_acronym_written_out() {
    use super::spelled_out_in;
    let stem = "توصي منظمة الصحة العالمية (WHO) بأن";
    assert!(spelled_out_in(stem, "WHO", "المبادئ التوجيهية لمنظمة الصحة العالمية الصادرة"));
    let stem = "Le WHO (Organisation mondiale de la santé) recommande";
    assert!(spelled_out_in(stem, "WHO", "selon l'Organisation mondiale de la santé"));
    // Not introduced with its name, or the name not written: no.
    assert!(!spelled_out_in("Der WHO-Bericht", "WHO", "Weltgesundheitsorganisation"));
    assert!(!spelled_out_in(stem, "WHO", "la directive de 2015"));
    // Two short words are no name (`de la (WHO)`).
    assert!(!spelled_out_in("selon de la (WHO)", "WHO", "de la santé"));
}

#[test]
fn a_number_left_in_the_same_unit_replaced_the_one_lacking() {
    use super::replaced;
    use quizdeck_group::anchors::numbers;
    let (one, ten) = (numbers("1 g"), numbers("10 g"));
    let (one, ten) = (one.iter().collect::<Vec<_>>(), ten.iter().collect::<Vec<_>>());
    assert!(replaced(&one, &ten));
    // Another unit, or no number at all, leaves the lacking one possibly written out.
    let kcal = numbers("4 kcal");
    assert!(!replaced(&kcal.iter().collect::<Vec<_>>(), &ten));
    assert!(!replaced(&[], &ten));
    // A number without a unit says nothing of one with a unit.
    let bare = numbers("1");
    assert!(!replaced(&bare.iter().collect::<Vec<_>>(), &ten));
}

#[test]
fn acronyms_of_other_cased_scripts_are_counted() {
    use super::own_script_acronyms;
    assert_eq!(own_script_acronyms("Το καταστατικό του ΠΟΥ (Παγκόσμιος Οργανισμός)"), 1);
    assert_eq!(own_script_acronyms("Устав ВОЗ и НАТО"), 2);
    // Latin capitals, a capital alone, a word capitalized: none.
    assert_eq!(own_script_acronyms("WHO, ÉÉ, Б, Москва"), 0);
}

#[test]
fn acronyms_alike_are_slips_and_unlike_ones_localized() {
    for (a, b) in
        [("GPU", "CPU"), ("RAM", "ROM"), ("IPv4", "IPv6"), ("FP16", "FP32"), ("HTTP", "HTTPS")]
    {
        assert!(alike_acronyms(a, b) && alike_acronyms(b, a), "{a} {b}");
    }
    for (a, b) in [("VAT", "KDV"), ("VAT", "TVA"), ("AU", "UA"), ("VAT", "GTGT"), ("NATO", "OTAN")]
    {
        assert!(!alike_acronyms(a, b), "{a} {b}");
    }
}

/// A fraction's denominator is a figure its text writes: a text in a language without number
/// words that gives `160/100 mmHg` did not write the other's `110` of `160/110 mmHg` in words.
/// Before, the `100` (read as the denominator of 1.6) was left out, and the `110` excused.
#[test]
fn a_fractions_denominator_is_a_figure_its_text_gives() {
    use super::{in_figures, unread};
    use quizdeck_group::anchors::{match_numbers, numbers};
    let (mine, theirs) = (numbers("160/100 mmHg"), numbers("160/110 mmHg"));
    let m = match_numbers(&mine, &theirs);
    let (x, y) = m.unmatched();
    assert_eq!(y.len(), 1, "{y:?}");
    let given = in_figures(&x, &m.unpaired_a());
    assert_eq!(given.iter().map(|n| n.text.as_str()).collect::<Vec<_>>(), ["100"]);
    // Belarusian has no number words: the `110` is not excused as written out.
    assert!(!unread("be", &given, &y));
}
