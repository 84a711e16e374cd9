//! Telling a page's language: language names as pages show them, and detection from the text.
//! Both go through the language registry (`quizdeck_lang`).

use unicode_normalization::char::is_combining_mark;

/// The tag of a language name (`Nederlands` → `nl`), if `text` is one. A language switcher may
/// also show the tag itself (`EN`, `pt-BR`), or an arrow after the name.
pub(crate) fn endonym(text: &str) -> Option<&'static str> {
    quizdeck_lang::by_endonym(text)
}

/// The tag of the language a line names after a one-word lead (`Språk: Norsk bokmål`, `Language:
/// English`), as a text rendering shows the page's language.
pub(crate) fn led_endonym(line: &str) -> Option<&'static str> {
    endonym(after_lead(line)?)
}

/// What follows a one-word lead and a colon at the start of `line` (`Språk: Norsk bokmål`,
/// `Tungumál: Íslenska · English`), if it has one.
fn after_lead(line: &str) -> Option<&str> {
    let (lead, rest) = line.split_once([':', '：'])?;
    let lead = lead.trim();
    (!lead.is_empty() && !lead.contains(' ')).then_some(rest)
}

/// The languages a language switcher lists (`Galego | Castellano | English`, `EN · FR · DE`):
/// every part of the line between bars, dots or slashes a language's name or tag, two or more.
/// Empty when `line` is no switcher.
pub(crate) fn switcher(line: &str) -> Vec<&'static str> {
    // A one-word lead (`Tungumál: Íslenska · English · Dansk`, `Language: …`) says what the line
    // is, and lists nothing.
    let line = after_lead(line).unwrap_or(line);
    let parts: Vec<&str> =
        line.split(['|', '·', '•', '/']).map(str::trim).filter(|p| !p.is_empty()).collect();
    let tags: Vec<&'static str> = parts.iter().filter_map(|p| endonym(p)).collect();
    if parts.len() >= 2 && tags.len() == parts.len() { tags } else { Vec::new() }
}

/// What `detected` says of a page whose switcher lists `listed` (see [`switcher`]): the
/// detected language where the switcher lists it. Where it does not, the detector took the
/// text for a language near the page's own, which the detector does not know (Galician text
/// read as Portuguese): the page's is the one listed language the detector does not know, if
/// there is one; else nothing is known. Without a switcher, `detected` as it is.
pub(crate) fn among(
    detected: Option<&'static str>,
    listed: &[&'static str],
) -> Option<&'static str> {
    if listed.is_empty() {
        return detected;
    }
    let primary = |t: &str| t.split('-').next().unwrap_or(t).to_ascii_lowercase();
    let found = detected?;
    if listed.iter().any(|l| primary(l) == primary(found)) {
        return Some(found);
    }
    let unknown: Vec<&'static str> = listed
        .iter()
        .copied()
        .filter(|t| {
            quizdeck_lang::get(t).is_none_or(|l| whatlang::Lang::from_code(l.iso639_3).is_none())
        })
        .collect();
    match unknown[..] {
        [only] => Some(only),
        _ => None,
    }
}

/// Detects the language of `text`, when the detector is confident, or when its script alone
/// names it (a Chinese text full of Latin terms the detector cannot place). Chinese is told apart
/// as Simplified (`zh-Hans`) or Traditional (`zh-Hant`) script when the text shows which.
pub(crate) fn detect(text: &str) -> Option<&'static str> {
    let Some(info) = whatlang::detect(text) else { return quizdeck_lang::by_script(text) };
    if !info.is_reliable() && info.confidence() < 0.5 {
        let devanagari = info.script() == whatlang::Script::Devanagari;
        return devanagari
            .then(|| devanagari_by_words(text))
            .flatten()
            .or_else(|| quizdeck_lang::by_script(text))
            .or_else(|| plainly_unknown(text));
    }
    let lang = quizdeck_lang::by_iso639_3(info.lang().code())?;
    if foreign_to(lang.tag, text)
        || lang.tag == "vi" && !vietnamese_letters(text)
        || lacks_common_words(lang.tag, text)
    {
        return None;
    }
    if let Some(own) = lettered_beyond_detector(text) {
        return Some(own);
    }
    if let Some(own) = written_only_in(lang.tag, text) {
        return Some(own);
    }
    if let Some(own) = plainly_beyond_detector(lang, text) {
        return Some(own);
    }
    Some(quizdeck_lang::tag_for_text(lang, text))
}

/// The language the detector does not know that `text`, which it could not tell, is plainly in
/// among every language with common words (see [`quizdeck_lang::common::plainly_in`]): a few
/// short questions in Faroese (`Hvør fuglur er tjóðarfuglur Føroya?`) or Scottish Gaelic, whose
/// words no other language uses as commonly. One such language, or none.
fn plainly_unknown(text: &str) -> Option<&'static str> {
    use quizdeck_lang::common::{Candidates, plainly_in};
    the_only(unknown_to_detector().filter(|l| plainly_in(l.iso639_3, Candidates::All, text)))
        .map(|l| l.tag)
}

/// The language the detector does not know that `text`, taken for `detected`, is plainly in by
/// its commonest words (see [`quizdeck_lang::common::plainly_in`]): Albanian, which the detector
/// takes for French; Malay, for Indonesian. One such language of the same script, or none. Where
/// several are, each beside the detected one alone (Irish and Welsh share `a`, `i`, `ar`, `na`),
/// the one plainly in among them all: the others' own words rule each other out.
fn plainly_beyond_detector(detected: &quizdeck_lang::Language, text: &str) -> Option<&'static str> {
    use quizdeck_lang::common::{Candidates, plainly_in};
    let plainly: Vec<&quizdeck_lang::Language> = unknown_to_detector()
        .filter(|l| {
            l.scripts == detected.scripts
                && plainly_in(l.iso639_3, Candidates::Among(&[detected.iso639_3, l.iso639_3]), text)
        })
        .collect();
    match plainly[..] {
        [] => None,
        [one] => Some(one.tag),
        _ => {
            let mut codes: Vec<&str> = plainly.iter().map(|l| l.iso639_3).collect();
            codes.push(detected.iso639_3);
            the_only(
                plainly.iter().filter(|l| plainly_in(l.iso639_3, Candidates::Among(&codes), text)),
            )
            .map(|l| l.tag)
        }
    }
}

/// The languages with common words in the registry that the detector does not know.
fn unknown_to_detector() -> impl Iterator<Item = &'static quizdeck_lang::Language> {
    quizdeck_lang::languages().iter().copied().filter(|l| {
        whatlang::Lang::from_code(l.iso639_3).is_none()
            && quizdeck_lang::common::has_common_words(l.iso639_3)
    })
}

/// The one item of `items`, if there is exactly one.
fn the_only<T>(mut items: impl Iterator<Item = T>) -> Option<T> {
    match (items.next(), items.next()) {
        (Some(one), None) => Some(one),
        _ => None,
    }
}

/// Whether `text`, of a dozen words or more, uses none of the commonest words of `tag`, a
/// language the detector gives text of languages it does not know (Basque `Zein da Euskal
/// Herriko mendirik altuena?` reads to it as Indonesian): no text that long in the language
/// goes without them. Written by hand: a few words per language, for the languages seen taking
/// others' text; not words other languages the detector does not know use as often (Swahili's
/// `na`, `ni`, `si`, which it took for Tagalog). Every other language is judged by the
/// registry's common words, where it has them: the detector gives Sesotho to Zulu, Chichewa to
/// Shona, Luganda to Zulu and Malagasy to Shona, none of whose words they use.
pub(crate) fn lacks_common_words(tag: &str, text: &str) -> bool {
    common_words_in(tag, text).is_some_and(|(found, count)| !found && count >= 12)
}

/// Whether `text` holds words and none of the commonest words of `tag`, where they are known
/// (see [`lacks_common_words`]): however short, no question asked in the language is expected
/// to go without them, and this is asked of a page's stems before its whole prose is read.
pub(crate) fn without_common_words(tag: &str, text: &str) -> bool {
    common_words_in(tag, text).is_some_and(|(found, count)| !found && count > 0)
}

/// Whether `text` holds one of the commonest words of `tag` (stopping at the first), and how
/// many words it holds before it; `None` where the words of `tag` are not known.
fn common_words_in(tag: &str, text: &str) -> Option<(bool, usize)> {
    const COMMON: &[(&str, &[&str])] = &[
        (
            "id",
            &[
                "yang", "dan", "di", "ini", "itu", "dengan", "untuk", "dari", "adalah", "pada",
                "ke", "tidak", "akan", "dalam", "apa", "siapa", "berapa", "mana", "atau", "oleh",
                "juga", "sebagai", "ada", "telah", "sudah", "karena", "bahwa", "paling", "manakah",
                "apakah", "berikut", "kota", "negara",
            ],
        ),
        (
            "tl",
            &[
                "ang", "ng", "sa", "mga", "ay", "at", "ito", "kung", "para", "ano", "sino", "alin",
                "saan", "kailan", "ilan", "hindi", "may", "nasa",
            ],
        ),
        // Not `a`, `I`: other languages write them as words (Hausa `a cikin`, Yoruba `a`).
        (
            "en",
            &[
                "the", "of", "and", "is", "are", "was", "to", "in", "on", "for", "with", "by",
                "which", "what", "who", "how", "this", "that", "it", "its", "an", "from", "be",
                "not", "or", "as", "at", "has", "have",
            ],
        ),
    ];
    let words = match COMMON.iter().find(|(t, _)| *t == tag) {
        Some((_, words)) => *words,
        None => match quizdeck_lang::get(tag) {
            Some(l) if !l.common_words.is_empty() => l.common_words,
            _ => return None,
        },
    };
    let mut count = 0;
    for word in text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()) {
        if words.iter().any(|w| w.eq_ignore_ascii_case(word)) {
            return Some((true, count));
        }
        count += 1;
    }
    Some((false, count))
}

/// The language of Devanagari text the detector cannot place among Hindi, Marathi and Nepali (it
/// is seldom sure of any of them on a question or two): the one whose commonest words (`है`,
/// `में`, `का`; `आहे`, `आणि`; `छ`, `मा`, `ले`), which the other two do not use, the text holds
/// at least twice, and twice as often as either other's. Written by hand: a few dozen words
/// decide what the detector's trigrams cannot.
fn devanagari_by_words(text: &str) -> Option<&'static str> {
    const WORDS: &[(&str, &[&str])] = &[
        (
            "hi",
            &[
                "है",
                "हैं",
                "में",
                "का",
                "की",
                "के",
                "ने",
                "था",
                "थी",
                "थे",
                "किस",
                "किसने",
                "कौन",
                "क्या",
                "और",
                "से",
                "यह",
                "वह",
                "गया",
                "गई",
            ],
        ),
        (
            "mr",
            &[
                "आहे",
                "आहेत",
                "मध्ये",
                "आणि",
                "कोणत्या",
                "कोणता",
                "कोणती",
                "कोण",
                "होते",
                "होता",
                "होती",
                "नाही",
                "हे",
                "या",
                "ला",
                "केली",
                "झाली",
            ],
        ),
        (
            "ne",
            &[
                "छ",
                "छन्",
                "हो",
                "हुन्",
                "मा",
                "ले",
                "थियो",
                "कुन",
                "भएको",
                "गरेको",
                "र",
                "पनि",
                "छैन",
                "गर्छ",
                "हुन्छ",
            ],
        ),
    ];
    let mut counts = [0usize; 3];
    for word in text.split(|c: char| !c.is_alphanumeric() && !is_combining_mark(c)) {
        for (k, (_, words)) in WORDS.iter().enumerate() {
            counts[k] += usize::from(words.contains(&word));
        }
    }
    let (best, &most) = counts.iter().enumerate().max_by_key(|&(_, c)| c)?;
    let others = counts.iter().enumerate().filter(|&(k, _)| k != best).map(|(_, c)| *c).max()?;
    (most >= 2 && most >= 2 * others.max(1)).then_some(WORDS[best].0)
}

/// The language `text` is in when the detector took it for `tag`, a language of its script, but
/// it holds letters only another language of that script writes: Assamese `ৰ` and `ৱ`, which
/// Bengali does not have (the detector knows Bengali, not Assamese).
fn written_only_in(tag: &str, text: &str) -> Option<&'static str> {
    const OWN_LETTERS: &[(&str, &[char], &str)] = &[("bn", &['ৰ', 'ৱ'], "as")];
    OWN_LETTERS.iter().find(|(t, letters, _)| *t == tag && text.contains(*letters)).map(|l| l.2)
}

/// The language that Latin text is in when it writes, often, letters only that language of the
/// registry writes and the detector does not know it (it takes Icelandic for Swedish, Maltese
/// for Italian): Icelandic's thorn with its eth (`þ`, `ð`), Maltese's `ħ`, `ġ`, `ċ`. Often: a
/// fiftieth of the letters or more, three at least, so that a few names (`Þingvellir` in an
/// English question) name nothing.
pub(crate) fn lettered_beyond_detector(text: &str) -> Option<&'static str> {
    const MARKS: &[(&[char], &[char], &str)] = &[
        (&['þ', 'Þ'], &['þ', 'Þ', 'ð', 'Ð'], "is"),
        (&['ħ', 'Ħ'], &['ħ', 'Ħ', 'ġ', 'Ġ', 'ċ', 'Ċ'], "mt"),
    ];
    let letters = text.chars().filter(|c| c.is_alphabetic()).count();
    MARKS.iter().find_map(|&(first, all, tag)| {
        if !text.contains(first) {
            return None;
        }
        let marked = text.chars().filter(|c| all.contains(c)).count();
        (marked >= 3 && marked * 50 >= letters).then_some(tag)
    })
}

/// The language a page's leads name (`**Jawapan:** C`, `**Galdera:** …`), when the detector,
/// which does not know that language, took the page for another (Malay for Indonesian, Basque
/// for Indonesian, Hausa for Javanese, Shona for Swahili) or could not tell (`detected` is
/// `None`). A lead is the word or two (three at most) before a colon that starts a line; it names a
/// language when it is one of its words for "answer" (by their beginnings, as the registry gives
/// them) or one of its words for "question". The words before a label a line starts with, with no
/// colon (`Jibu sahihi ni B.`), are a lead too, that names a language by its words for "answer"
/// only. Nothing is named when a lead names the detected language, when no lead names any
/// language, when the leads name more than one language the detector does not know, or (when
/// nothing was detected) more than one language at all; a language the detector knows is never
/// named this way (an English template's `Answer:` around a question in another language):
/// when the leads name one such language and not the one detected, they contradict it.
pub(crate) fn by_leads<'a>(
    detected: Option<&str>,
    lines: impl Iterator<Item = &'a str>,
) -> Option<Leads> {
    /// Each language with its words for "question" and for "answer", in lower case once.
    type Words = (&'static quizdeck_lang::Language, Vec<String>, Vec<String>);
    static WORDS: std::sync::LazyLock<Vec<Words>> = std::sync::LazyLock::new(|| {
        let lower = |w: &[&str]| w.iter().map(|w| w.to_lowercase()).collect();
        (quizdeck_lang::languages().iter())
            .map(|&l| (l, lower(l.question_prefixes), lower(l.answer_words)))
            .collect()
    });
    let primary = |t: &str| t.split('-').next().unwrap_or(t).to_ascii_lowercase();
    let mut named: Vec<&'static quizdeck_lang::Language> = Vec::new();
    for line in lines {
        let t = line.trim_start_matches(['*', '_', '#', '>', ' ']);
        // Or the words a line says its answer with before the label, with no colon (`Jibu
        // sahihi ni B.`): only words for "answer" name a language that way.
        let (lead, said) = match t.split_once([':', '：']) {
            Some((lead, _)) => (lead, false),
            None => match said_lead(t) {
                Some(lead) => (lead, true),
                None => continue,
            },
        };
        // The key line of Moodle's Aiken format (`ANSWER: B`), which the format writes so, in
        // capitals, whatever the language of its questions: no word of theirs.
        if !said && lead.trim_end() == AIKEN_KEY {
            continue;
        }
        let lead = lead.trim_end_matches(['*', '_', ' ']).to_lowercase();
        // A word or two, three where an article or an adjective goes with the answer word
        // (`Përgjigja e saktë`, `La bonne réponse`).
        // A letter alone (`Q:`, `A:`) is shorthand written in every language.
        if lead.chars().nth(1).is_none() || lead.split_whitespace().count() > 3 || lead.len() > 30 {
            continue;
        }
        for (l, questions, answers) in WORDS.iter() {
            let asks = !said && questions.contains(&lead);
            let answers =
                answers.iter().any(|w| lead.split_whitespace().any(|word| word.starts_with(w)));
            if (asks || answers) && !named.iter().any(|n| n.tag == l.tag) {
                named.push(l);
            }
        }
    }
    if named.is_empty()
        || named.iter().any(|l| detected.is_some_and(|d| primary(l.tag) == primary(d)))
    {
        return None;
    }
    // Undetected, the leads must name one language alone: `Svar:` is Icelandic as much as
    // Swedish, Danish or Norwegian.
    if detected.is_none() && named.len() > 1 {
        return None;
    }
    let unknown: Vec<&&quizdeck_lang::Language> =
        named.iter().filter(|l| whatlang::Lang::from_code(l.iso639_3).is_none()).collect();
    match (&unknown[..], &named[..]) {
        // Named alone: where a language the detector knows shares the word (`Jawaban:` is
        // Indonesian as well as Malay), the leads do not tell the two apart.
        ([only], [_]) => Some(Leads::Name(only.tag)),
        ([_], _) if detected.is_some() => Some(Leads::Contradict),
        // One language the detector knows, not the one it chose (Javanese `Pitakon:` /
        // `Wangsulan:` read as Tagalog): the evidence disagrees, and no language is told.
        ([], [_]) if detected.is_some() => Some(Leads::Contradict),
        _ => None,
    }
}

/// The words before a label a line starts with, three at most (`Jibu sahihi ni` of `Jibu
/// sahihi ni B kwa sababu …`): a capital letter alone, maybe in brackets or before a full stop
/// or a comma.
fn said_lead(line: &str) -> Option<&str> {
    let (at, _) = crate::sentence::words_at(line).take(4).find(|(_, w)| {
        let bare = w.trim_start_matches('(').trim_end_matches([')', '.', ',', '*']);
        bare.len() == 1 && bare.bytes().all(|b| b.is_ascii_uppercase())
    })?;
    (at > 0).then(|| &line[..at])
}

/// The lead of the key line of Moodle's Aiken format, the same in a file of any language.
const AIKEN_KEY: &str = "ANSWER";

/// What a page's leads say of the language detected (see [`by_leads`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Leads {
    /// The page is in this language.
    Name(&'static str),
    /// The leads name another language than the one detected: neither is taken.
    Contradict,
}

/// Whether `text` holds Cyrillic letters that none of the detector's Cyrillic languages
/// (Russian, Ukrainian, Belarusian, Bulgarian, Macedonian, Serbian) writes, while `tag` is one
/// of them: Kazakh, Kyrgyz, Mongolian, Tatar or Tajik text, which the detector would take for
/// one of those.
pub(crate) fn foreign_to(tag: &str, text: &str) -> bool {
    const OTHER_CYRILLIC: &[char] = &[
        'ә', 'ғ', 'қ', 'ң', 'ө', 'ұ', 'ү', 'һ', 'җ', 'ӣ', 'ӯ', 'ҳ', 'ҷ', 'Ә', 'Ғ', 'Қ', 'Ң', 'Ө',
        'Ұ', 'Ү', 'Һ',
    ];
    cyrillic_of_detector(tag) && text.contains(OTHER_CYRILLIC)
}

/// Whether `text` is Latin text that English does not write: a sixth of its Latin letters or more
/// (twenty at least) are beyond the basic ones, with accents or marks under them (`ẹ`, `ọ`, `ṣ`,
/// tones), as Yoruba, Vietnamese or Lithuanian text is and no English text is.
pub(crate) fn beyond_basic_latin(text: &str) -> bool {
    let (mut latin, mut beyond) = (0usize, 0usize);
    for c in text.chars().filter(|c| c.is_alphabetic()) {
        if c.is_ascii_alphabetic() {
            latin += 1;
        } else if quizdeck_lang::script_of(c) == Some(quizdeck_lang::Script::Latin) {
            latin += 1;
            beyond += 1;
        }
    }
    beyond >= 20 && beyond * 6 >= latin
}

/// Whether `text` writes a letter only Vietnamese of the detector's languages writes (`ơ`, `ư`,
/// `đ`, `ă`): Latin text with many tone marks and none of those (Yoruba, which the detector
/// does not know) is no Vietnamese.
fn vietnamese_letters(text: &str) -> bool {
    // `ơ`, `ư` carry a horn and `ă` a breve, in whatever tone they take (`ờ` is `o`, horn, grave).
    text.chars().any(|c| {
        let mut found = matches!(c, 'đ' | 'Đ' | '\u{31b}' | '\u{306}');
        if !c.is_ascii() && !found {
            unicode_normalization::char::decompose_canonical(c, |d| {
                found |= matches!(d, '\u{31b}' | '\u{306}');
            });
        }
        found
    })
}

/// Whether `tag` is a language written first in Cyrillic that the detector knows, the only
/// ones [`foreign_to`] can find foreign letters in.
pub(crate) fn cyrillic_of_detector(tag: &str) -> bool {
    quizdeck_lang::get(tag).is_some_and(|l| {
        l.scripts.first() == Some(&quizdeck_lang::Script::Cyrillic)
            && whatlang::Lang::from_code(l.iso639_3).is_some()
    })
}

/// The language of a quiz's text when it is clearly not `declared`, the language its page
/// declares (a code host serves `<html lang="en">` around a Polish quiz file). Clearly: the
/// detector is sure of it, and either the text is written in a script the declared language does
/// not use, or both use one script and the detector is very sure of a language that is not one
/// the declared one is easily taken for.
pub(crate) fn overruling(declared: &str, text: &str) -> Option<&'static str> {
    let declared = quizdeck_lang::get(declared)?;
    let letters: Vec<quizdeck_lang::Script> =
        text.chars().filter_map(quizdeck_lang::script_of).take(2000).collect();
    let main = |s: quizdeck_lang::Script| letters.iter().filter(|&&x| x == s).count();
    let own = declared.scripts.iter().map(|&s| main(s)).max().unwrap_or(0);
    let other_script = own * 4 < letters.len();
    // A detector that does not know the declared language cannot say the text is not in it.
    let knows = whatlang::Lang::from_code(declared.iso639_3).is_some();
    // What the detector could still say does not matter when neither reason can hold: the text
    // is in the declared language's script, and too short (or the language unknown) for the
    // detector to be sure. Detection, the costly part, is then left out.
    let could_be_sure = knows && letters.len() >= SURE_LETTERS;
    if !other_script && !could_be_sure {
        return None;
    }
    // Nor when the text is plainly in the declared language by its commonest words, among every
    // language's (see `quizdeck_lang::common`): the detector would name that language, or a
    // language it is easily taken for, or not be sure.
    let all = quizdeck_lang::common::Candidates::All;
    if !other_script && quizdeck_lang::common::plainly_in(declared.iso639_3, all, text) {
        return None;
    }
    let info = whatlang::detect(text)?;
    let found = quizdeck_lang::by_iso639_3(info.lang().code())?;
    if found.tag == declared.tag || !info.is_reliable() {
        return None;
    }
    let alike = declared.families.iter().any(|f| found.families.contains(f));
    let sure = could_be_sure && info.confidence() >= 0.9 && !alike;
    if !(other_script || sure) {
        return None;
    }
    Some(named(found, text))
}

/// The tag for `text` that the detector took for `found`: not a language whose letters the text
/// goes beyond (Mongolian's `ө`, `ү` taken for Russian), which leaves the text in no language
/// named; one the detector does not know, where its commonest words name it (Hausa, taken for
/// Javanese).
fn named(found: &'static quizdeck_lang::Language, text: &str) -> &'static str {
    if foreign_to(found.tag, text) {
        return UNDETERMINED;
    }
    plainly_beyond_detector(found, text).unwrap_or(quizdeck_lang::tag_for_text(found, text))
}

/// The language of a text no language can be named for.
pub(crate) const UNDETERMINED: &str = "und";

/// Whether three quarters of the letters of `text` or more are in the scripts of language `tag`.
pub(crate) fn written_in(tag: &str, text: &str) -> bool {
    let Some(language) = quizdeck_lang::get(tag) else { return false };
    let (mut letters, mut own) = (0usize, 0usize);
    for s in text.chars().filter_map(quizdeck_lang::script_of).take(2000) {
        letters += 1;
        own += usize::from(language.scripts.contains(&s));
    }
    letters > 0 && own * 4 >= letters * 3
}

/// How many letters a text needs for the detector to be sure of its language.
const SURE_LETTERS: usize = 120;

/// The language short `text` (a question's stem, too short for [`overruling`] to be sure of)
/// leans towards, when the detector's best guess is not `declared`; only a hint, for the whole
/// prose to confirm. `None` for a text long enough for [`overruling`] to decide.
pub(crate) fn leaning(declared: &str, text: &str) -> Option<&'static str> {
    let letters =
        text.chars().filter(|&c| quizdeck_lang::script_of(c).is_some()).take(SURE_LETTERS);
    if letters.count() >= SURE_LETTERS {
        return None;
    }
    let info = whatlang::detect(text)?;
    let found = quizdeck_lang::by_iso639_3(info.lang().code())?;
    let declared = quizdeck_lang::get(declared)?;
    if found.tag == declared.tag {
        return None;
    }
    Some(named(found, text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_that_says_its_answer_without_a_colon_names_the_language_of_its_answer_words() {
        let lines = ["Jibu sahihi ni B kwa sababu mimea hutumia mwanga wa jua."];
        // The detector, which does not know Swahili, takes it for Shona.
        assert_eq!(by_leads(Some("sn"), lines.into_iter()), Some(Leads::Name("sw")));
        assert_eq!(said_lead("Jibu sahihi ni (C), kwa kuwa …"), Some("Jibu sahihi ni "));
        // A label past the third word, or none, is no lead; nor are words for "question".
        assert_eq!(said_lead("Jawaban yang benar adalah B"), None);
        assert_eq!(said_lead("Mimea hutengeneza chakula chake"), None);
        assert_eq!(by_leads(Some("sn"), ["Swali B ni gani?"].into_iter()), None);
    }

    #[test]
    fn assamese_letters_make_bengali_text_assamese() {
        assert_eq!(written_only_in("bn", "অসমৰ ৰাজধানী কি?"), Some("as"));
        assert_eq!(written_only_in("bn", "বাংলাদেশের রাজধানী কী?"), None);
        assert_eq!(written_only_in("hi", "ৰ"), None);
    }

    #[test]
    fn thorn_and_h_bar_name_languages_the_detector_does_not_know() {
        let icelandic = "Hvaða ár var Alþingi stofnað á Þingvöllum? Það var árið 930 og þingið \
                         kom saman á hverju sumri.";
        assert_eq!(lettered_beyond_detector(icelandic), Some("is"));
        let maltese = "Liema hu l-ikel tradizzjonali tal-Ħadd? Il-ħobż biż-żejt jittiekel \
                       ħafna, u l-ġbejniet ukoll.";
        assert_eq!(lettered_beyond_detector(maltese), Some("mt"));
        // A few names in another language's text name nothing.
        let english = "In which year was the Althing first held at Þingvellir, the valley \
                       where the Icelandic parliament met every summer for centuries?";
        assert_eq!(lettered_beyond_detector(english), None);
        assert_eq!(lettered_beyond_detector("Polish: żółw, życie, może"), None);
    }

    #[test]
    fn names_map_to_tags() {
        assert_eq!(endonym("Nederlands"), Some("nl"));
        assert_eq!(endonym(" Français "), Some("fr"));
        assert_eq!(endonym("日本語"), Some("ja"));
        assert_eq!(endonym("Português (Brasil)"), Some("pt-BR"));
        assert_eq!(endonym("Menu"), None);
        assert_eq!(endonym("DE"), Some("de"));
        assert_eq!(endonym("Español ▾"), Some("es"));
        assert_eq!(endonym("O‘zbekcha"), Some("uz"));
        assert_eq!(endonym("Srpski (latinica)"), Some("sr-Latn"));
        assert_eq!(endonym("Српски (ћирилица)"), Some("sr-Cyrl"));
        assert_eq!(endonym("অসমীয়া"), Some("as"));
        assert_eq!(led_endonym("Språk: Norsk bokmål"), Some("nb"));
        assert_eq!(led_endonym("Kieli: suomi"), Some("fi"));
        assert_eq!(led_endonym("Valitse kieli: suomi"), None);
        assert_eq!(led_endonym("Aihe: Historia"), None);
    }

    #[test]
    fn a_switcher_lists_the_languages_a_page_may_be_in() {
        assert_eq!(switcher("Galego | Castellano | English"), ["gl", "es", "en"]);
        assert_eq!(switcher("EN · FR"), ["en", "fr"]);
        assert!(switcher("Inicio | Receitas | Xogos").is_empty());
        assert!(switcher("Nederlands").is_empty());
        assert_eq!(switcher("Tungumál: Íslenska · English · Dansk"), ["is", "en", "da"]);
        assert!(switcher("Tungumál: Íslenska").is_empty());
        assert!(switcher("Sjá einnig: Saga | Náttúra").is_empty());
        // Detected and listed: as detected.
        assert_eq!(among(Some("es"), &["gl", "es", "en"]), Some("es"));
        assert_eq!(among(Some("pt-BR"), &["pt", "en"]), Some("pt-BR"));
        // Detected, not listed: the one listed language the detector does not know.
        assert_eq!(among(Some("pt"), &["gl", "es", "en"]), Some("gl"));
        assert_eq!(among(Some("vi"), &["en", "yo", "ha", "ig"]), None);
        assert_eq!(among(Some("da"), &["nb", "en"]), None);
        assert_eq!(among(None, &["gl", "es", "en"]), None);
        assert_eq!(among(Some("pt"), &[]), Some("pt"));
    }

    #[test]
    fn tells_chinese_scripts_apart() {
        assert_eq!(
            detect("这个问题的答案是什么？我们应该选择哪一个选项来处理数据？"),
            Some("zh-Hans")
        );
        assert_eq!(
            detect("這個問題的答案是什麼？我們應該選擇哪一個選項來處理數據？"),
            Some("zh-Hant")
        );
    }

    #[test]
    fn text_overrules_a_declaration_only_when_clearly_other() {
        let polish = "Które polecenie wyświetla uruchomione kontenery? Kopiuje pliki z wcześniejszego \
            etapu budowania o nazwie builder. Usuwa zatrzymane kontenery, nieużywane sieci, wiszące \
            obrazy i pamięć podręczną budowania. Każda instrukcja tworzy nową warstwę.";
        assert_eq!(overruling("en", polish), Some("pl"));
        assert_eq!(overruling("pl", polish), None);
        assert_eq!(
            overruling("en", "哪个子句用于筛选分组之后的结果？哪种连接会保留左表中的所有行？"),
            Some("zh-Hans")
        );
        assert_eq!(overruling("en", "Which planet is closest to the Sun?"), None);
        // Cyrillic the detector takes for Russian that writes letters Russian never does
        // (Mongolian `ө`, `ү`): not English, and no language the detector can name.
        let mongolian = "Монгол улсын хамгийн өндөр уул нь Хүйтэний оргил бөгөөд Алтайн нуруунд \
            оршдог. Өвөл нь маш хүйтэн, зун нь богино байдаг.";
        assert_eq!(overruling("en", mongolian), Some("und"));
        assert_eq!(leaning("en", "Хөвсгөл нуур хаана байдаг вэ?"), Some("und"));
    }

    #[test]
    fn devanagari_words_tell_hindi_marathi_and_nepali_apart() {
        let hindi = "भारत का संविधान किस तारीख को लागू हुआ? यह 1950 में था।";
        assert_eq!(devanagari_by_words(hindi), Some("hi"));
        let marathi = "महाराष्ट्राची राजधानी कोणती आहे? मुंबई ही राजधानी आहे आणि";
        assert_eq!(devanagari_by_words(marathi), Some("mr"));
        let nepali = "नेपालको सबैभन्दा अग्लो हिमाल कुन हो? सगरमाथा नेपालमा छ।";
        assert_eq!(devanagari_by_words(nepali), Some("ne"));
        // Too few of them, or as many of two languages' words: nothing is told.
        assert_eq!(devanagari_by_words("सगरमाथा में"), None);
        assert_eq!(devanagari_by_words("यह है और आहे आणि"), None);
    }

    #[test]
    fn swahili_is_not_tagalog_for_the_words_they_share() {
        let sw = "Ziwa Viktoria lina eneo la takriban kilomita za mraba 68,800 na linashirikiwa \
                  na Kenya, Uganda na Tanzania.";
        assert!(lacks_common_words("tl", sw));
        let tl = "Ang Bundok Apo ay ang pinakamataas na bundok sa Pilipinas at nasa Mindanao ito.";
        assert!(!lacks_common_words("tl", tl));
    }

    #[test]
    fn text_without_the_registrys_common_words_of_the_language_detected_is_not_in_it() {
        let st = "Noka e kgolo ka ho fetisisa naheng ke efe? Metsi a yona a phallela \
                  lewatleng le leholo ka bophirimela.";
        assert!(lacks_common_words("zu", st));
        let zu = "Uyini umfula omude kunayo yonke eNingizimu Afrika? Umfula i-Orange \
                  ugeleza ngaphesheya kwezwe futhi ungena olwandle.";
        assert!(!lacks_common_words("zu", zu));
        // A language the registry has no common words for is judged by none.
        assert!(!lacks_common_words("xx", st));
    }

    #[test]
    fn breton_is_not_taken_for_albanian() {
        let br = "E peseurt bloavezh e oa bet unanet Dugelezh Breizh gant Rouantelezh Frañs?\n\n\
                  Pere kêrioù a zo bet kêr-benn Dugelezh Breizh? Dibabit meur a respont.";
        assert_eq!(detect(br), Some("br"));
    }

    #[test]
    fn scottish_gaelic_is_not_taken_for_irish() {
        // `sa` ("in the") is as common in Scottish Gaelic as in Irish; `dè`, `cò`, `tha` are its own.
        let gd = "Dè a' bheinn as àirde ann an Alba?\n\nCò na beanntan a tha sa Mhonadh Ruadh?\n\n\
                  Dè an t-àirde as lugha airson Rothach (Munro)?";
        assert_eq!(detect(gd), Some("gd"));
    }

    #[test]
    fn short_questions_the_detector_cannot_tell_are_told_by_their_commonest_words() {
        let fo = "Hvør fuglur er tjóðarfuglur Føroya?\n\n\
                  Nær kemur tjaldurin aftur til Føroya eftir siðvenju?\n\n\
                  Hvat eitur oyggin, har flestu lundar verpa í Føroyum?\n\n\
                  Hvussu nógvar oyggjar eru í Føroyum?";
        assert!(whatlang::detect(fo).is_some_and(|i| !i.is_reliable() && i.confidence() < 0.5));
        assert_eq!(detect(fo), Some("fo"));
        let ga = "Cé acu díobh seo atá ina gcúigí de chuid na hÉireann?\n\n\
                  Cén comhartha a chuirtear roimh fhreagra ceart i GIFT?";
        assert_eq!(detect(ga), Some("ga"));
    }

    #[test]
    fn the_aiken_formats_answer_keyword_names_no_language() {
        let lines = ["Hvør fuglur er tjóðarfuglur Føroya?", "A) Lundi", "B) Tjaldur", "ANSWER: B"];
        assert_eq!(by_leads(Some("fo"), lines.into_iter()), None);
        assert_eq!(by_leads(Some("fo"), ["Answer: B"].into_iter()), Some(Leads::Contradict));
    }

    #[test]
    fn detects_confident_text() {
        assert_eq!(
            detect(
                "Welke uitspraak over de rol van de cache bij de inferentie van grote taalmodellen is juist?"
            ),
            Some("nl")
        );
    }
}
