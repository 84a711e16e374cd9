//! Counts of votes after a poll's options (`Python (18 balsų)`, `Murgap — 7 ses`, `Abacha (3
//! votu)`): a poll's page, whose one checked box is its author's vote, names no correct answer.

/// The words a count of votes is written with, lower case, in the languages polls are written in
/// (singular and the plurals a count takes). Written by hand: the language registry holds what
/// quiz pages say about their questions, and a poll's count is furniture around one, as the words
/// of [`crate::lexicon`]'s boxes are. A word a choice's own figures could take (Thai `เสียง`, a
/// sound; Malagasy `vato`, a stone) is left out.
const VOTE_WORDS: &[&str] = &[
    "vote",
    "votes",
    "stimme",
    "stimmen",
    "voix",
    "voto",
    "votos",
    "voti",
    "vot",
    "voturi",
    "vots",
    "stem",
    "stemmen",
    "stemme",
    "stemmer",
    "röst",
    "röster",
    "atkvæði",
    "atkvøða",
    "atkvøður",
    "ääni",
    "ääntä",
    "hääl",
    "häält",
    "balsas",
    "balsai",
    "balsų",
    "balss",
    "balsis",
    "głos",
    "głosy",
    "głosów",
    "hlas",
    "hlasy",
    "hlasů",
    "hlasov",
    "glas",
    "glasa",
    "glasova",
    "glasov",
    "голос",
    "голоса",
    "голосов",
    "голоси",
    "голосів",
    "глас",
    "гласа",
    "гласова",
    "szavazat",
    "ψήφος",
    "ψήφοι",
    "ψήφους",
    "oy",
    "ses",
    "səs",
    "suara",
    "kura",
    "boto",
    "phiếu",
    "votu",
    "cod",
    "codad",
    "ivoti",
    "amavoti",
    "pōti",
    "suffragium",
    "suffragia",
    "pleidlais",
    "pleidleisiau",
    "vóta",
    "קול",
    "קולות",
    "שטימע",
    "שטימען",
    "صوت",
    "أصوات",
    "صوتا",
    "رأی",
    "رای",
    "वोट",
    "मत",
    "票",
    "표",
];

/// The count of votes `text` ends in, set apart from the choice's words (`Sandoy (9 atkvøður)`,
/// `Murgap — 7 ses`, `Jollof rice (15 votu)`, `寿司（12票）`): a number and a word for votes, after
/// words of the choice's own. A choice that is only a count (`9 amavoti`, "9 votes", as a question
/// about a vote may ask) is none.
fn vote_count(text: &str) -> bool {
    let t = text.trim_end();
    let (inner, before) = match t.strip_suffix([')', '）']) {
        Some(t) => match t.rfind(['(', '（']) {
            Some(open) => (&t[open..], &t[..open]),
            None => return false,
        },
        None => match ['—', '–', '-', ':', '|', '·']
            .iter()
            .filter_map(|m| t.rfind(*m).map(|at| (at, m.len_utf8())))
            .max_by_key(|&(at, _)| at)
        {
            Some((at, len)) => (&t[at + len..], &t[..at]),
            None => return false,
        },
    };
    let inner = inner.trim_start_matches(['(', '（']).trim();
    let digits = inner.chars().take_while(|c| c.is_numeric()).count();
    if digits == 0 || !before.chars().any(char::is_alphabetic) {
        return false;
    }
    let word = inner.chars().skip(digits).collect::<String>();
    VOTE_WORDS.contains(&word.trim().to_lowercase().as_str())
}

/// Whether every choice (two at least) ends in a count of votes: a poll's options.
pub(crate) fn counted(choices: &[(usize, String, usize)]) -> bool {
    choices.len() >= 2 && choices.iter().all(|c| vote_count(&c.1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_of_votes_after_a_choices_words_is_a_polls() {
        for t in
            ["Sandoy (9 atkvøður)", "Murgap — 7 ses", "Hadrianus (5 suffragia)", "寿司（12票）"]
        {
            assert!(vote_count(t), "{t}");
        }
        // A choice's own figures, and a choice that is only a count, are none.
        for t in ["Webiga Juba (1 004 km)", "9 amavoti", "Nemunas (937 km)", "Oy (tree)"] {
            assert!(!vote_count(t), "{t}");
        }
    }
}
