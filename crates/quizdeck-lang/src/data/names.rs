//! Names that sites' language switchers and text renderings show for languages the registry has
//! no tables for, beyond the one name per language that the Unicode CLDR gives (which `isolang`
//! carries, for languages with a two-letter code only): the languages of Wikipedia's editions
//! that have an ISO 639-3 code alone (Yakut `Саха тыла`, Ilocano `Ilokano`, Venetian `Vèneto`),
//! and names written with "language" or in another spelling (`ភាសាខ្មែរ`, `Basa Sunda`).
//!
//! Written by hand, since no crate lists them: `isolang`'s names of languages without a two-letter
//! code join several names with commas and transliterations in brackets, and name Tosk Albanian
//! `Shqip`. Names only, never tags: `new` (Newar), `war` (Waray), `min`, `kg` or `sa` alone on a
//! line are words as often as codes. Lower case, as [`crate::by_endonym`] compares them; names
//! that are also common words or titles (`Ladin`, `Scots`, `Picard`, `Kölsch`) are left out.

pub(crate) static NAMES: &[(&str, &[&str])] = &[
    // Abkhaz
    ("ab", &["аԥсшәа", "аҧсшәа", "аԥсуа бызшәа"]),
    // Adyghe
    ("ady", &["адыгабзэ"]),
    // Avar
    ("av", &["авар мацӏ", "авар мацi", "авар мацӏ"]),
    // Buryat
    ("bua", &["буряад хэлэн", "буряад"]),
    // Ingush
    ("inh", &["гӏалгӏай мотт", "гiалгiай мотт"]),
    // Kabardian
    ("kbd", &["адыгэбзэ", "къэбэрдеибзэ"]),
    // Karachay-Balkar
    ("krc", &["къарачай-малкъар тил", "къарачай-малкъар"]),
    // Komi
    ("kv", &["коми кыв", "коми"]),
    // Lezgian
    ("lez", &["лезги чӏал", "лезги чiал"]),
    // Moksha
    ("mdf", &["мокшень кяль", "мокшень"]),
    // Eastern Mari
    ("mhr", &["марий йылме", "олык марий"]),
    // Erzya
    ("myv", &["эрзянь кель", "эрзянь"]),
    // Rusyn
    ("rue", &["русиньскый", "русиньскый язык"]),
    // Yakut
    ("sah", &["саха тыла"]),
    // Tuvan
    ("tyv", &["тыва дыл"]),
    // Udmurt
    ("udm", &["удмурт кыл", "удмурт"]),
    // Kalmyk
    ("xal", &["хальмг келн"]),
    // Crimean Tatar
    ("crh", &["qırımtatarca", "qırımtatar tili", "къырымтатарджа"]),
    // Gagauz
    ("gag", &["gagauz dili", "gagauzça"]),
    // Karakalpak
    ("kaa", &["qaraqalpaqsha", "qaraqalpaq tili"]),
    // Khmer
    ("km", &["ភាសាខ្មែរ"]),
    // Burmese
    ("my", &["မြန်မာဘာသာ", "မြန်မာစာ"]),
    // Acehnese
    ("ace", &["bahsa acèh", "basa acèh"]),
    // Balinese
    ("ban", &["basa bali"]),
    // Banjar
    ("bjn", &["bahasa banjar"]),
    // Buginese
    ("bug", &["basa ugi"]),
    // Madurese
    ("mad", &["basa madhura"]),
    // Minangkabau
    ("min", &["baso minangkabau"]),
    // Sundanese
    ("su", &["basa sunda"]),
    // Central Bikol
    ("bcl", &["bikol central"]),
    // Hiligaynon
    ("hil", &["ilonggo", "hiligaynon"]),
    // Ilocano
    ("ilo", &["ilokano"]),
    // Kapampangan
    ("pam", &["kapampangan"]),
    // Waray
    ("war", &["winaray", "waray-waray"]),
    // Chamorro
    ("ch", &["chamoru"]),
    // Fijian
    ("fj", &["na vosa vakaviti", "vosa vakaviti"]),
    // Marshallese
    ("mh", &["kajin m̧ajeļ"]),
    // Afar
    ("aa", &["qafaraf", "qafar af"]),
    // Fula
    ("ff", &["fulfulde", "pulaar"]),
    // Kongo
    ("kg", &["kikongo"]),
    // Northern Sotho
    ("nso", &["sesotho sa leboa", "sepedi"]),
    // Bhojpuri
    ("bho", &["भोजपुरी"]),
    // Maithili
    ("mai", &["मैथिली"]),
    // Newar
    ("new", &["नेपाल भाषा", "नेवाः भाय्"]),
    // Sanskrit
    ("sa", &["संस्कृतम्", "संस्कृत भाषा"]),
    // Awadhi
    ("awa", &["अवधी"]),
    // Western Punjabi
    ("pnb", &["پنجابی"]),
    // Egyptian Arabic
    ("arz", &["مصرى", "مصري"]),
    // Moroccan Arabic
    ("ary", &["الدارجة", "الدارجة المغربية"]),
    // Gilaki
    ("glk", &["گیلکی"]),
    // Mazanderani
    ("mzn", &["مازِرونی", "مازرونی"]),
    // Northern Luri
    ("lrc", &["لۊری شومالی"]),
    // Baluchi
    ("bal", &["بلوچی"]),
    // Mingrelian
    ("xmf", &["მარგალური"]),
    // Friulian
    ("fur", &["furlan"]),
    // Ligurian
    ("lij", &["lìgure"]),
    // Neapolitan
    ("nap", &["napulitano"]),
    // Piedmontese
    ("pms", &["piemontèis"]),
    // Sardinian
    ("sc", &["sardu", "limba sarda"]),
    // Sicilian
    ("scn", &["sicilianu"]),
    // Venetian
    ("vec", &["vèneto", "łéngua vèneta"]),
    // Lombard
    ("lmo", &["lumbaart"]),
    // Walloon
    ("wa", &["walon"]),
    // Limburgish
    ("li", &["limburgs"]),
    // Low German
    ("nds", &["plattdüütsch", "plattdütsch", "neddersass’sch"]),
    // Alemannic
    ("gsw", &["alemannisch", "schwiizertüütsch"]),
    // Bavarian
    ("bar", &["boarisch"]),
    // Colognian
    ("ksh", &["ripoarisch"]),
    // Lower Sorbian
    ("dsb", &["dolnoserbski", "dolnoserbšćina"]),
    // Kashubian
    ("csb", &["kaszëbsczi"]),
    // Silesian
    ("szl", &["ślůnski"]),
    // Inari Sami
    ("smn", &["anarâškielâ"]),
    // Võro
    ("vro", &["võro", "võro kiil"]),
    // Latgalian
    ("ltg", &["latgaļu", "latgališu"]),
    // Samogitian
    ("sgs", &["žemaitėška"]),
    // Aymara
    ("ay", &["aymar aru"]),
    // Nahuatl
    ("nah", &["nāhuatlahtōlli", "nahuatlahtolli"]),
    // Yucatec Maya
    ("yua", &["maaya tʼaan", "maaya t’aan", "maaya t'aan"]),
    // Sranan Tongo
    ("srn", &["sranantongo", "sranan tongo"]),
    // Navajo
    ("nv", &["diné bizaad"]),
];

#[cfg(test)]
mod tests {
    use super::NAMES;

    /// Every name is written as `by_endonym` compares it, and each one names its language: none
    /// is shadowed by a name the registry or the CLDR already gives another language.
    #[test]
    fn every_name_is_lower_case_and_names_its_own_language() {
        for &(tag, names) in NAMES {
            assert!(crate::get(tag).is_none_or(|l| l.endonyms.is_empty()), "{tag} has names");
            for &name in names {
                assert_eq!(name, name.to_lowercase(), "{name}");
                assert_eq!(crate::by_endonym(name), Some(tag), "{name}");
            }
        }
    }

    /// A tag alone is no name: these are words (`New`, `War`, `Min`) or units (`kg`).
    #[test]
    fn tags_of_the_names_are_no_names() {
        for &(tag, _) in NAMES {
            if crate::get(tag).is_none() {
                assert_eq!(crate::by_endonym(tag), None, "{tag}");
            }
        }
    }
}
