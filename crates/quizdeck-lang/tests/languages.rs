//! The registry as a whole: `languages.md` is current, every entry is well formed, and lookups
//! find what pages and detectors give.

use std::collections::HashMap;

use quizdeck_lang::{Script, by_endonym, by_iso639_3, get, label_alphabets, languages, scripts};

/// `languages.md` is the table generated from the registry. Run with `SNAPSHOTS=overwrite` to
/// rewrite it after changing an entry.
#[test]
fn languages_md_lists_every_language_with_its_parts() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("languages.md");
    let generated = quizdeck_lang::table();
    snapbox::Assert::new()
        .action_env(snapbox::assert::DEFAULT_ACTION_ENV)
        .normalize_paths(false)
        .eq(generated.clone(), snapbox::Data::read_from(&path, None).raw());
    for l in languages() {
        assert!(generated.contains(&format!("\n| {} | {} |", l.tag, l.name)), "{}", l.tag);
    }
}

#[test]
fn tags_codes_and_names_are_unique_and_well_formed() {
    let mut seen: HashMap<String, &str> = HashMap::new();
    for l in languages() {
        assert!(!l.name.is_empty() && !l.scripts.is_empty(), "{} lacks a name or script", l.tag);
        assert_eq!(l.iso639_3.len(), 3, "{}", l.tag);
        let tags = std::iter::once(l.tag).chain(l.variants.iter().map(|v| v.tag));
        let names = l.endonyms.iter().chain(l.variants.iter().flat_map(|v| v.endonyms));
        for key in tags.chain(names.copied()).chain([l.iso639_3]) {
            assert_eq!(key, key.trim());
            if let Some(other) = seen.insert(key.to_lowercase(), l.tag) {
                assert_eq!(other, l.tag, "{key} names both {other} and {}", l.tag);
            }
        }
        for name in l.endonyms {
            assert_eq!(*name, name.to_lowercase(), "endonyms are lower case");
        }
    }
}

#[test]
fn every_script_has_an_entry_and_letters_of_one_script_only() {
    for s in scripts() {
        assert_eq!(quizdeck_lang::script(s.script).script, s.script);
        for &(from, to) in s.letters {
            for other in scripts().iter().filter(|o| o.script != s.script) {
                assert!(
                    other.letters.iter().all(|&(a, b)| b < from || a > to),
                    "{:?} and {:?} overlap",
                    s.script,
                    other.script
                );
            }
        }
        for alphabet in s.labels {
            for c in alphabet.chars() {
                assert_eq!(quizdeck_lang::script_of(c).unwrap_or(s.script), s.script, "{c}");
            }
        }
    }
    for l in languages() {
        for &script in l.scripts {
            assert_eq!(quizdeck_lang::script(script).script, script, "{}", l.tag);
        }
    }
}

#[test]
fn lookups_by_tag_code_and_name() {
    assert_eq!(get("PT_br").map(|l| l.tag), Some("pt"));
    assert_eq!(get("zh-Hant").map(|l| l.tag), Some("zh"));
    assert_eq!(get("iw").map(|l| l.tag), Some("he"));
    assert_eq!(get("no").map(|l| l.iso639_3), Some("nob"));
    assert_eq!(get("no-NO").map(|l| l.iso639_3), Some("nob"));
    assert_eq!(get("iw-IL").map(|l| l.tag), Some("he"));
    assert_eq!(get("fil").map(|l| l.iso639_3), Some("tgl"));
    assert!(get("xx").is_none());
    assert_eq!(by_iso639_3("nob").map(|l| l.tag), Some("nb"));
    assert_eq!(by_iso639_3("pes").map(|l| l.tag), Some("fa"));
    assert_eq!(by_endonym("Nederlands"), Some("nl"));
    assert_eq!(by_endonym(" Français "), Some("fr"));
    assert_eq!(by_endonym("中文（简体）"), Some("zh-Hans"));
    assert_eq!(by_endonym("Español ▾"), Some("es"));
    assert_eq!(by_endonym("DE"), Some("de"));
    assert_eq!(by_endonym("norsk"), Some("no"));
    assert_eq!(by_endonym("Menu"), None);
    // Tags are names only of languages pages are known to name.
    assert_eq!(by_endonym("my"), None);
    assert_eq!(by_endonym("IT"), Some("it"));
    assert_eq!(by_endonym("NO"), Some("no"));
}

/// Languages the registry has no tables for are still named by their own names, as the Unicode
/// CLDR writes them, in any case; never by their codes.
#[test]
fn own_names_of_languages_beyond_the_registry() {
    assert_eq!(by_endonym("Қазақ тілі"), Some("kk"));
    assert_eq!(by_endonym("Монгол"), Some("mn"));
    assert_eq!(by_endonym("Melayu"), Some("ms"));
    assert_eq!(by_endonym("Èdè Yorùbá"), Some("yo"));
    assert_eq!(by_endonym("ქართული"), Some("ka"));
    assert_eq!(by_endonym("Қазақша"), Some("kk"));
    assert_eq!(by_endonym("mn"), None);
    assert_eq!(by_endonym("Menu"), None);
    assert_eq!(by_endonym("Astronomy"), None);
}

/// Languages with no two-letter code and no tables, named by the names their sites write: Yakut,
/// Ingush (with its palochka, or a Latin `I` for it), Ilocano, Sundanese; and Khmer and Burmese
/// with their word for "language", whose entries have no names (their tags, `km` and `my`, stay
/// no names).
#[test]
fn names_of_languages_without_tables_or_a_two_letter_code() {
    assert_eq!(by_endonym("Саха тыла"), Some("sah"));
    assert_eq!(by_endonym("ГӀалгӀай мотт"), Some("inh"));
    assert_eq!(by_endonym("ГIалгIай мотт"), Some("inh"));
    assert_eq!(by_endonym("Ilokano"), Some("ilo"));
    assert_eq!(by_endonym("Basa Sunda"), Some("su"));
    assert_eq!(by_endonym("ភាសាខ្មែរ"), Some("km"));
    assert_eq!(by_endonym("မြန်မာဘာသာ"), Some("my"));
    for word in ["KM", "my", "New", "War", "Min", "kg", "Sa"] {
        assert_eq!(by_endonym(word), None, "{word}");
    }
}

/// The names sites write for languages beyond the CLDR's one spelling: Yiddish without its
/// hiriq, Turkmen's `-çe` form, Kurmanji, Twi for Akan, Sorani's `کوردی`, Guarani with a
/// modifier apostrophe.
#[test]
fn names_sites_write_beside_the_cldr_ones() {
    assert_eq!(by_endonym("יידיש"), Some("yi"));
    assert_eq!(by_endonym("Türkmençe"), Some("tk"));
    assert_eq!(by_endonym("Kurmancî"), Some("ku"));
    assert_eq!(by_endonym("Kurdî (Kurmancî)"), Some("ku"));
    assert_eq!(by_endonym("Кыргыз тили"), Some("ky"));
    assert_eq!(by_endonym("کوردی"), Some("ckb"));
    assert_eq!(by_endonym("Twi"), Some("ak"));
    assert_eq!(by_endonym("Татарча"), Some("tt"));
    assert_eq!(by_endonym("Azərbaycanca"), Some("az"));
    assert_eq!(by_endonym("Avañeʼẽ"), Some("gn"));
    // Latin stays unnamed: its tag would become a name, and `La` is an article.
    assert_eq!(by_endonym("La"), None);
}

#[test]
fn families_are_symmetric_and_scripts_say_latin() {
    let es = get("es").unwrap();
    let pt = get("pt").unwrap();
    let fr = get("fr").unwrap();
    assert!(es.is_close_to(pt) && pt.is_close_to(es));
    assert!(!es.is_close_to(fr));
    assert!(get("sr").unwrap().is_latin() && !get("ru").unwrap().is_latin());
    assert!(!get("ja").unwrap().is_latin());
}

#[test]
fn label_alphabets_keep_their_order() {
    let alphabets = label_alphabets();
    assert!(alphabets[0].starts_with("ABC") && alphabets[1].starts_with("abc"));
    let index = |first: &str| alphabets.iter().position(|a| a.starts_with(first)).unwrap();
    assert!(index("アイウ") < index("イロハ"), "イ reads as the second of アイウ first");
    assert_eq!(quizdeck_lang::script(Script::Han).labels[0].chars().next(), Some('甲'));
}

#[test]
fn chinese_forms_are_told_apart() {
    let zh = get("zh").unwrap();
    assert_eq!(quizdeck_lang::tag_for_text(zh, "这个问题的答案是什么"), "zh-Hans");
    assert_eq!(quizdeck_lang::tag_for_text(zh, "這個問題的答案是什麼"), "zh-Hant");
    assert_eq!(quizdeck_lang::tag_for_text(zh, "算"), "zh");
}

#[test]
fn digits_of_every_script_read_as_ascii() {
    assert_eq!(quizdeck_lang::ascii_digit('٣'), Some('3'));
    assert_eq!(quizdeck_lang::ascii_digit('९'), Some('9'));
    assert_eq!(quizdeck_lang::ascii_digit('３'), Some('3'));
    assert_eq!(quizdeck_lang::ascii_digit('x'), None);
}

/// The names lookup as a scan of the registry, as it was before it became one map: the map must
/// answer every text as the scan does.
fn by_endonym_scan(text: &str) -> Option<&'static str> {
    let t = text.trim().trim_end_matches(['▾', '▼', '⌄', '˅', ' ']).trim().to_lowercase();
    let t = t.replace(['（', '）'], "");
    languages()
        .iter()
        .flat_map(|l| {
            let own = l.endonyms.iter().map(move |&n| (n, l.tag));
            own.chain(l.variants.iter().flat_map(|v| v.endonyms.iter().map(move |&n| (n, v.tag))))
        })
        .find(|(name, tag)| {
            t == *name || t == name.replace(['(', ')'], "") || t == tag.to_lowercase()
        })
        .map(|(_, tag)| tag)
        .or_else(|| {
            // The CLDR's own names, the last language of a name winning as in a map collected.
            isolang::languages()
                .filter_map(|l| Some((l.to_autonym()?.to_lowercase(), l.to_639_1()?)))
                .filter(|(name, _)| *name == t)
                .last()
                .map(|(_, code)| code)
        })
}

#[test]
fn endonym_lookup_answers_as_the_registry_scan_does() {
    let mut texts: Vec<String> = Vec::new();
    for l in languages() {
        let names = l.endonyms.iter().chain(l.variants.iter().flat_map(|v| v.endonyms.iter()));
        for name in names {
            texts.push((*name).to_owned());
            texts.push(name.to_uppercase());
            texts.push(format!("  {name} ▾"));
            texts.push(name.replace('(', "（").replace(')', "）"));
            texts.push(name.replace(['(', ')'], ""));
            texts.push(format!("{name}x"));
        }
        texts.push(l.tag.to_owned());
        texts.push(l.tag.to_uppercase());
        texts.extend(l.variants.iter().map(|v| v.tag.to_owned()));
    }
    texts.extend(
        ["", " ", "Menu", "qazaq", "İstanbul", "Which planet is the largest?"].map(String::from),
    );
    for t in &texts {
        assert_eq!(by_endonym(t), by_endonym_scan(t), "{t:?}");
    }
}

proptest::proptest! {
    #[test]
    fn endonym_lookup_answers_any_text_as_the_scan_does(t in "\\PC{0,24}") {
        proptest::prop_assert_eq!(by_endonym(&t), by_endonym_scan(&t));
    }
}

/// [`get`] and [`by_iso639_3`] as scans of the registry, as they were before they became maps.
fn get_scan(tag: &str) -> Option<&'static quizdeck_lang::Language> {
    let tag = tag.trim().replace('_', "-");
    let primary = tag.split('-').next().unwrap_or("");
    let variant = |t: &str| {
        languages()
            .iter()
            .copied()
            .find(|l| l.variants.iter().any(|v| v.tag.eq_ignore_ascii_case(t)))
    };
    variant(&tag)
        .or_else(|| languages().iter().copied().find(|l| l.tag.eq_ignore_ascii_case(primary)))
        .or_else(|| variant(primary))
}

fn by_iso639_3_scan(code: &str) -> Option<&'static quizdeck_lang::Language> {
    languages().iter().copied().find(|l| l.iso639_3.eq_ignore_ascii_case(code))
}

#[test]
fn code_lookups_answer_as_the_registry_scans_do() {
    let mut tags: Vec<String> = vec!["".into(), "-".into(), "x-klingon".into(), " pt_br ".into()];
    for l in languages() {
        let own = [l.tag, l.iso639_3].into_iter();
        for t in own.chain(l.variants.iter().map(|v| v.tag)) {
            tags.extend([t.to_owned(), t.to_uppercase(), t.replace('-', "_"), format!("{t}-XX")]);
            tags.push(format!(" {t}\n"));
        }
    }
    for t in &tags {
        let name = |l: Option<&quizdeck_lang::Language>| l.map(|l| l.tag);
        assert_eq!(name(get(t)), name(get_scan(t)), "{t:?}");
        assert_eq!(name(by_iso639_3(t)), name(by_iso639_3_scan(t)), "{t:?}");
    }
}

proptest::proptest! {
    #[test]
    fn code_lookups_answer_any_text_as_the_scans_do(t in "[a-zA-Z_ -]{0,12}|\\PC{0,8}") {
        let name = |l: Option<&quizdeck_lang::Language>| l.map(|l| l.tag);
        proptest::prop_assert_eq!(name(get(&t)), name(get_scan(&t)));
        proptest::prop_assert_eq!(name(by_iso639_3(&t)), name(by_iso639_3_scan(&t)));
    }
}
