//! Stable names and ids: note GUIDs, deck names and ids, tags.
//!
//! Everything here is a pure function of the question's stable id, language and topic, never of
//! the time or of the question's wording, so that one export after another names the same notes
//! and decks and Anki updates them in place.

use quizdeck_model::text::collapse_whitespace;
use quizdeck_model::{Question, digest_u64, short_hash};

/// Where questions go: one deck per language and topic under a root, or all in the root.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeckLayout {
    /// The root deck (`--deck`).
    pub root: String,
    /// Put every question in the root deck itself.
    pub single: bool,
}

impl Default for DeckLayout {
    fn default() -> Self {
        Self { root: DEFAULT_ROOT.to_owned(), single: false }
    }
}

/// The root deck when none is named.
pub const DEFAULT_ROOT: &str = "Quizdeck";

impl DeckLayout {
    /// The deck of `q`: `<root>::<language>::<topic>`, or the root alone.
    pub fn deck_name(&self, q: &Question) -> String {
        let root = deck_path(&self.root);
        let root = if root.is_empty() { DEFAULT_ROOT.to_owned() } else { root };
        if self.single {
            return root;
        }
        let lang = lang_component(&q.lang);
        let topic = deck_component(&q.topic);
        format!(
            "{root}::{}::{}",
            if lang.is_empty() { "und" } else { &lang },
            if topic.is_empty() { "(no topic)" } else { &topic }
        )
    }
}

/// A deck path given by the user: `::` separates levels; each level is cleaned, empty ones dropped.
fn deck_path(name: &str) -> String {
    name.split("::").map(deck_component).filter(|c| !c.is_empty()).collect::<Vec<_>>().join("::")
}

/// One level of a deck name: whitespace (and control characters) collapsed, no `::` (which would
/// nest decks), and no `<` or `>`, so that no tool that shows deck names as HTML can meet markup
/// taken from a page.
fn deck_component(text: &str) -> String {
    one_level(&collapse_whitespace(&without(text, &['<', '>'])))
}

/// `text` without the characters `drop` and the bidi controls, and with control characters as
/// spaces.
fn without(text: &str, drop: &[char]) -> String {
    text.chars()
        .filter(|c| !drop.contains(c) && !BIDI_CONTROLS.contains(c))
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// The embeddings, overrides and isolates of Unicode's bidirectional algorithm (U+202A–U+202E,
/// U+2066–U+2069). Anki shows deck names and tags as they are, where an override from a page
/// (`U+202E`) would make a name read backwards (`exe.gnp` shown as `png.exe`) and an unclosed
/// one the names after it; their words stay, only the direction forced on them goes. The marks
/// (U+200E, U+200F) are kept: they force nothing beyond themselves.
const BIDI_CONTROLS: [char; 9] = [
    '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}',
    '\u{2069}',
];

/// `text` as one level of a `::` hierarchy: every run of colons becomes one (`a:::b` would
/// otherwise still hold a `::`), and none is left at either end, where it would join the
/// separator to its neighbour (`a:` + `::b` reads as `a` + `:b`).
fn one_level(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if !(c == ':' && out.ends_with(':')) {
            out.push(c);
        }
    }
    out.trim_matches(|c: char| c == ':' || c.is_whitespace()).to_owned()
}

/// A language tag as a deck or tag level: ASCII letters, digits and `-` only (`pt-BR`), so a
/// hostile `lang` cannot put text of its choosing into deck names and tags.
pub fn lang_component(lang: &str) -> String {
    let tag: String =
        lang.trim().chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').take(35).collect();
    tag.trim_matches('-').to_owned()
}

/// Every deck `names` need, parents included, sorted and without repeats.
pub fn with_parents<'a>(names: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut all = std::collections::BTreeSet::new();
    for name in names {
        let mut end = 0;
        for part in name.split("::") {
            end += part.len();
            all.insert(name[..end].to_owned());
            end += 2;
        }
    }
    all.into_iter().collect()
}

/// The Anki note GUID of a question: a digest of its stable id, so editing the wording keeps the
/// note, and two questions never share one unless they share an id.
pub fn note_guid(question_id: &str) -> String {
    format!("qd{}", short_hash(["anki-note-guid", question_id]))
}

/// A deck's id: a digest of its full name, within `1..2^52` so it is exact in JavaScript too, and
/// never Anki's Default deck (1).
pub fn deck_id(name: &str) -> i64 {
    const SPAN: u64 = 1 << 52;
    2 + (digest_u64(["anki-deck", name]) % (SPAN - 2)) as i64
}

/// Anki tags of a question: `lang::<tag>` and `topic::<Topic_with_underscores>`.
pub fn tags(q: &Question) -> Vec<String> {
    let mut tags = Vec::with_capacity(2);
    let lang = lang_component(&q.lang);
    if !lang.is_empty() {
        tags.push(format!("lang::{lang}"));
    }
    let topic = tag_component(&q.topic);
    if !topic.is_empty() {
        tags.push(format!("topic::{topic}"));
    }
    tags
}

/// What no tag keeps: quotes, which Anki refuses in a tag, angle brackets, and square brackets,
/// since the card shows its tags (`{{Tags}}`, read by its script) and Anki finds its own syntax
/// (`[sound:…]`, `[anki:tts]`, `[latex]`, `[$]`) in the rendered card, tags included.
const NOT_IN_TAGS: [char; 5] = ['"', '<', '>', '[', ']'];

/// Tags a user gave (`--tags`), as Anki tags: each split where Anki splits tags (white space),
/// without the quotes and brackets no tag of quizdeck's carries ([`NOT_IN_TAGS`]), a hierarchy
/// (`course::bio`) kept but with no empty level, and each tag once (Anki compares tags without
/// case).
pub fn user_tags<'a>(given: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut tags: Vec<String> = Vec::new();
    let cleaned: Vec<String> = given.into_iter().map(|g| without(g, &NOT_IN_TAGS)).collect();
    for word in cleaned.iter().flat_map(|c| c.split_whitespace()) {
        let levels: Vec<String> = word.split("::").map(one_level).collect();
        let tag = levels.into_iter().filter(|l| !l.is_empty()).collect::<Vec<_>>().join("::");
        if !tag.is_empty() && !tags.iter().any(|t| t.eq_ignore_ascii_case(&tag)) {
            tags.push(tag);
        }
    }
    tags
}

/// A tag level: Anki splits tags on whitespace, so spaces become `_`, and [`NOT_IN_TAGS`] go;
/// `::` is flattened so a topic stays one level.
fn tag_component(text: &str) -> String {
    one_level(&collapse_whitespace(&without(text, &NOT_IN_TAGS))).replace(' ', "_")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(lang: &str, topic: &str) -> Question {
        Question::new(lang, topic, "stem")
    }

    #[test]
    fn bidi_controls_from_a_page_leave_deck_names_and_tags() {
        let layout = DeckLayout::default();
        let hostile = q("en", "Invoices \u{202E}fdp.exe\u{202C} and \u{2067}\u{05D0}\u{2069}");
        assert_eq!(layout.deck_name(&hostile), "Quizdeck::en::Invoices fdp.exe and \u{05D0}");
        assert_eq!(tags(&hostile), ["lang::en", "topic::Invoices_fdp.exe_and_\u{05D0}"]);
        assert_eq!(user_tags(["\u{202E}course::bio"]), ["course::bio"]);
        let root = DeckLayout { root: "My\u{202D} deck".into(), single: true };
        assert_eq!(root.deck_name(&hostile), "My deck");
        // A right-to-left mark forces nothing: it stays.
        assert_eq!(
            layout.deck_name(&q("he", "\u{05D0}\u{200F} 2")),
            "Quizdeck::he::\u{05D0}\u{200F} 2"
        );
    }

    #[test]
    fn decks_are_root_language_topic() {
        let layout = DeckLayout::default();
        assert_eq!(layout.deck_name(&q("nl", "AI-hardware")), "Quizdeck::nl::AI-hardware");
        let layout = DeckLayout { root: " My  quiz :: sub ".into(), single: false };
        assert_eq!(layout.deck_name(&q("fr", "A::B\tC")), "My quiz::sub::fr::A:B C");
        let layout = DeckLayout { root: "Root".into(), single: true };
        assert_eq!(layout.deck_name(&q("fr", "x")), "Root");
        assert_eq!(DeckLayout::default().deck_name(&q("", " ")), "Quizdeck::und::(no topic)");
        let layout = DeckLayout::default();
        assert_eq!(
            layout.deck_name(&q("en", "a <script>x</script>")),
            "Quizdeck::en::a scriptx/script"
        );
    }

    #[test]
    fn colon_runs_and_edge_colons_never_nest_a_topic() {
        let layout = DeckLayout::default();
        for (topic, deck, tag) in [
            ("a:::b", "Quizdeck::en::a:b", "topic::a:b"),
            (
                "::leading and trailing::",
                "Quizdeck::en::leading and trailing",
                "topic::leading_and_trailing",
            ),
            ("x : :: y", "Quizdeck::en::x : : y", "topic::x_:_:_y"),
            ("::", "Quizdeck::en::(no topic)", ""),
        ] {
            assert_eq!(layout.deck_name(&q("en", topic)), deck, "{topic}");
            let tags = tags(&q("en", topic));
            assert_eq!(tags.get(1).map_or("", String::as_str), tag, "{topic}");
            assert!(!deck.split("::").any(|l| l.starts_with(':') || l.ends_with(':')), "{deck}");
        }
    }

    #[test]
    fn a_hostile_language_tag_is_reduced_to_tag_characters() {
        let evil = q("en<script>alert(\"x\")</script>", "T");
        assert_eq!(DeckLayout::default().deck_name(&evil), "Quizdeck::enscriptalertxscript::T");
        assert_eq!(tags(&evil)[0], "lang::enscriptalertxscript");
        assert_eq!(DeckLayout::default().deck_name(&q("<>", "T")), "Quizdeck::und::T");
    }

    #[test]
    fn parents_are_listed_once() {
        let all = with_parents(["R::nl::A", "R::nl::B", "R::fr::A"]);
        assert_eq!(all, ["R", "R::fr", "R::fr::A", "R::nl", "R::nl::A", "R::nl::B"]);
    }

    #[test]
    fn guid_follows_the_id_only() {
        assert_eq!(note_guid("1041-en"), note_guid("1041-en"));
        assert_ne!(note_guid("1041-en"), note_guid("1041-nl"));
        // Changing this value makes every user's next import add duplicates of all notes.
        assert_eq!(note_guid("1041-en"), "qdb5e24436fc61e306");
        assert!(note_guid("x").chars().all(|c| c.is_ascii_alphanumeric()));
    }

    #[test]
    fn deck_ids_are_stable_and_never_default() {
        assert_eq!(deck_id("Quizdeck::nl::A"), deck_id("Quizdeck::nl::A"));
        assert_ne!(deck_id("Quizdeck::nl::A"), deck_id("Quizdeck::fr::A"));
        assert!(deck_id("") > 1 && deck_id("") < 1 << 52);
    }

    #[test]
    fn given_tags_keep_their_hierarchy_and_lose_what_no_tag_may_hold() {
        let given = ["course::bio 101", "\"exam\"", "Exam", "a:::b::", "::", "<x>\u{7}y"];
        assert_eq!(user_tags(given), ["course::bio", "101", "exam", "a::b", "x", "y"]);
        assert_eq!(user_tags(["", " "]), Vec::<String>::new());
    }

    #[test]
    fn tags_open_no_anki_sound_or_latex_tag() {
        let t = tags(&q("en", "Tides [sound:a.mp3] [$]\\input{/etc/hostname}[/$]"));
        assert_eq!(t, ["lang::en", "topic::Tides_sound:a.mp3_$\\input{/etc/hostname}/$"]);
        let given = ["[anki:tts]x[/anki:tts]", "[latex]y[/latex]"];
        assert_eq!(user_tags(given), ["anki:ttsx/anki:tts", "latexy/latex"]);
    }

    #[test]
    fn tags_have_no_spaces_or_quotes() {
        let t = tags(&q("pt-BR", "AI \"hardware\" and  software::stack"));
        assert_eq!(t, ["lang::pt-BR", "topic::AI_hardware_and_software:stack"]);
        assert_eq!(tags(&q("", "")), Vec::<String>::new());
    }
}
