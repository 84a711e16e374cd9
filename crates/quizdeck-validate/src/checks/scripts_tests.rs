//! The two test questions in eight more languages (Cyrillic, Han, Hangul, Arabic and Devanagari
//! scripts, and three more Latin-script languages with their own number and unit conventions):
//! faithful translations stay silent in every script.

use quizdeck_model::Question;

use super::tests::{LANGS, bandwidth, batching, page, problems, run};
use crate::Code;

const MORE: [&str; 8] = ["ru", "zh", "ko", "ar", "hi", "it", "pl", "tr"];

fn bandwidth_more(lang: &str) -> Question {
    let (stem, choices, explanation): (&str, [&str; 4], &str) = match lang {
        "ru" => (
            "Модель с весами около 14 ГБ в FP16 декодируется на GPU с пропускной способностью \
             памяти 2 ТБ/с. Какое значение лучше всего приближает время генерации одного токена?",
            ["Около 0,7 мс", "Около 7 мс", "Около 70 мс", "Около 700 мс"],
            "Каждый токен один раз читает все 14 ГБ весов: 14 ГБ ÷ 2 ТБ/с = 7 мс. Кэш KV \
             добавляет ещё немного.",
        ),
        "zh" => (
            "一个 FP16 权重约为 14 GB 的模型在内存带宽为 2 TB/s 的 GPU 上解码。生成一个词元所需的\
             时间最接近哪个值？",
            ["约 0.7 毫秒", "约 7 毫秒", "约 70 毫秒", "约 700 毫秒"],
            "每个词元都要把 14 GB 的权重完整读取一次：14 GB ÷ 2 TB/s = 7 ms。KV 缓存还会再增加\
             一些。",
        ),
        "ko" => (
            "FP16 가중치가 약 14 GB인 모델을 메모리 대역폭이 2 TB/s인 GPU에서 디코딩합니다. \
             토큰 하나를 생성하는 시간에 가장 가까운 값은 무엇입니까?",
            ["약 0.7 ms", "약 7 ms", "약 70 ms", "약 700 ms"],
            "각 토큰은 14 GB의 가중치를 한 번씩 모두 읽습니다: 14 GB ÷ 2 TB/s = 7 ms. KV 캐시가 \
             조금 더 추가됩니다.",
        ),
        "ar" => (
            "يُفك ترميز نموذج بأوزان تبلغ نحو 14 GB بصيغة FP16 على وحدة GPU بعرض نطاق ذاكري قدره \
             2 TB/s. ما القيمة الأقرب إلى زمن توليد رمز واحد؟",
            ["نحو 0.7 ms", "نحو 7 ms", "نحو 70 ms", "نحو 700 ms"],
            "يقرأ كل رمز أوزان الـ 14 GB كلها مرة واحدة: 14 GB ÷ 2 TB/s = 7 ms. وتضيف ذاكرة KV \
             المؤقتة قليلًا.",
        ),
        "hi" => (
            "FP16 में लगभग 14 GB भार वाले एक मॉडल को 2 TB/s मेमोरी बैंडविड्थ वाले GPU पर डिकोड किया \
             जाता है। एक टोकन बनाने का समय किस मान के सबसे करीब है?",
            ["लगभग 0.7 ms", "लगभग 7 ms", "लगभग 70 ms", "लगभग 700 ms"],
            "हर टोकन सभी 14 GB भार एक बार पढ़ता है: 14 GB ÷ 2 TB/s = 7 ms। KV कैश थोड़ा और जोड़ता है।",
        ),
        "it" => (
            "Un modello con circa 14 GB di pesi in FP16 viene decodificato su una GPU con 2 TB/s di \
             banda di memoria. Quale valore approssima meglio il tempo per generare un token?",
            ["Circa 0,7 ms", "Circa 7 ms", "Circa 70 ms", "Circa 700 ms"],
            "Ogni token legge una volta tutti i 14 GB di pesi: 14 GB ÷ 2 TB/s = 7 ms. La cache KV \
             aggiunge ancora un po'.",
        ),
        "pl" => (
            "Model z wagami zajmującymi około 14 GB w FP16 jest dekodowany na GPU o przepustowości \
             pamięci 2 TB/s. Która wartość najlepiej przybliża czas generowania jednego tokenu?",
            ["Około 0,7 ms", "Około 7 ms", "Około 70 ms", "Około 700 ms"],
            "Każdy token odczytuje raz wszystkie 14 GB wag: 14 GB ÷ 2 TB/s = 7 ms. Pamięć \
             podręczna KV dodaje jeszcze trochę.",
        ),
        _ => (
            "FP16 biçiminde yaklaşık 14 GB ağırlığa sahip bir model, 2 TB/s bellek bant \
             genişliğine sahip bir GPU üzerinde çözülüyor. Bir belirteç üretme süresine en yakın \
             değer hangisidir?",
            ["Yaklaşık 0,7 ms", "Yaklaşık 7 ms", "Yaklaşık 70 ms", "Yaklaşık 700 ms"],
            "Her belirteç 14 GB ağırlığın tamamını bir kez okur: 14 GB ÷ 2 TB/s = 7 ms. KV \
             önbelleği biraz daha ekler.",
        ),
    };
    page(lang, "1", stem, &choices, "B", explanation)
}

fn batching_more(lang: &str) -> Question {
    let (stem, choices, explanation): (&str, [&str; 3], &str) = match lang {
        "ru" => (
            "Почему обработка запросов пакетами повышает пропускную способность инференса?",
            [
                "Потому что веса, один раз прочитанные из памяти, служат нескольким входам",
                "Потому что больший пакет уменьшает число весов",
                "Потому что процессор работает на более высокой тактовой частоте",
            ],
            "Чтение весов стоит одинаково для одного входа и для многих, поэтому пакет \
             распределяет эти затраты на все входы, и вычислительные блоки остаются занятыми.",
        ),
        "zh" => (
            "为什么成批处理请求会提高推理的吞吐量？",
            [
                "因为从内存读取一次的权重可以服务多个输入",
                "因为更大的批次会减少权重的数量",
                "因为处理器以更高的时钟频率运行",
            ],
            "无论一个输入还是多个输入，读取权重的代价都相同，因此批处理把这部分代价分摊到所有输入上，\
             运算单元也保持忙碌。",
        ),
        "ko" => (
            "요청을 배치로 처리하면 왜 추론 처리량이 높아집니까?",
            [
                "메모리에서 한 번 읽은 가중치를 여러 입력에 사용할 수 있기 때문에",
                "배치가 커지면 가중치 수가 줄어들기 때문에",
                "프로세서가 더 높은 클럭 속도로 동작하기 때문에",
            ],
            "가중치를 읽는 비용은 입력이 하나든 여러 개든 같으므로, 배치는 그 비용을 모든 입력에 \
             나누고 연산 장치를 계속 바쁘게 유지합니다.",
        ),
        "ar" => (
            "لماذا تزيد معالجة الطلبات على دفعات من إنتاجية الاستدلال؟",
            [
                "لأن الأوزان المقروءة مرة واحدة من الذاكرة تخدم عدة مدخلات",
                "لأن الدفعة الأكبر تقلل عدد الأوزان",
                "لأن المعالج يعمل بتردد ساعة أعلى",
            ],
            "تكلفة قراءة الأوزان واحدة لمدخل واحد أو لعدة مدخلات، لذا توزع الدفعة هذه التكلفة على \
             جميع مدخلاتها وتبقى وحدات الحساب مشغولة.",
        ),
        "hi" => (
            "अनुरोधों को बैच में संसाधित करने से अनुमान का थ्रूपुट क्यों बढ़ता है?",
            [
                "क्योंकि मेमोरी से एक बार पढ़े गए भार कई इनपुट के काम आते हैं",
                "क्योंकि बड़ा बैच भारों की संख्या घटा देता है",
                "क्योंकि प्रोसेसर अधिक क्लॉक गति पर चलता है",
            ],
            "भार पढ़ने की लागत एक इनपुट के लिए भी उतनी ही है जितनी कई के लिए, इसलिए बैच उस लागत \
             को अपने सभी इनपुट में बाँट देता है और गणना इकाइयाँ व्यस्त रहती हैं।",
        ),
        "it" => (
            "Perché elaborare le richieste in lotti aumenta il throughput dell'inferenza?",
            [
                "Perché i pesi letti una volta dalla memoria servono a più input",
                "Perché un lotto più grande riduce il numero di pesi",
                "Perché il processore funziona a una frequenza di clock più alta",
            ],
            "Leggere i pesi costa lo stesso per un input o per molti, quindi un lotto distribuisce \
             quel costo su tutti i suoi input e le unità di calcolo restano occupate.",
        ),
        "pl" => (
            "Dlaczego przetwarzanie żądań w partiach zwiększa przepustowość wnioskowania?",
            [
                "Ponieważ wagi odczytane raz z pamięci służą wielu wejściom",
                "Ponieważ większa partia zmniejsza liczbę wag",
                "Ponieważ procesor pracuje z wyższą częstotliwością taktowania",
            ],
            "Odczyt wag kosztuje tyle samo dla jednego wejścia co dla wielu, więc partia rozkłada \
             ten koszt na wszystkie swoje wejścia, a jednostki obliczeniowe pozostają zajęte.",
        ),
        _ => (
            "İstekleri toplu olarak işlemek çıkarımın verimini neden artırır?",
            [
                "Çünkü bellekten bir kez okunan ağırlıklar birden çok girdiye hizmet eder",
                "Çünkü daha büyük bir toplu iş ağırlık sayısını azaltır",
                "Çünkü işlemci daha yüksek bir saat hızında çalışır",
            ],
            "Ağırlıkları okumak bir girdi için de birçok girdi için de aynı maliyettedir, bu yüzden \
             toplu iş bu maliyeti tüm girdilerine dağıtır ve hesaplama birimleri meşgul kalır.",
        ),
    };
    page(lang, "2", stem, &choices, "A", explanation)
}

fn thirteen_languages() -> Vec<Question> {
    let mut qs: Vec<Question> = LANGS.iter().flat_map(|l| [bandwidth(l), batching(l)]).collect();
    qs.extend(MORE.iter().flat_map(|l| [bandwidth_more(l), batching_more(l)]));
    qs
}

#[test]
fn faithful_translations_in_every_script_give_no_error_and_no_warning() {
    let report = run(&thirteen_languages());
    assert_eq!(problems(&report), [], "{:#?}", report.findings);
    assert!(report.groups.iter().all(|g| g.langs.len() == 13));
}

#[test]
fn mistakes_are_found_in_every_script() {
    /// (question key, language, expected code, the mistake)
    type Case = (&'static str, &'static str, Code, fn(&mut Question));
    let cases: [Case; 5] = [
        ("1", "ru", Code::NumberMismatch, |q| q.choices[1].text = "Около 8 мс".into()),
        ("1", "ar", Code::UnitMismatch, |q| q.stem = q.stem.replace("14 GB", "14 MB")),
        ("1", "zh", Code::AcronymMismatch, |q| q.explanation = q.explanation.replace("KV ", "QK ")),
        ("2", "hi", Code::AnswerMismatch, |q| q.answer = "C".into()),
        ("2", "ko", Code::WrongLanguage, |q| {
            q.choices[2].text = "Because the processor runs at a higher clock speed".into();
        }),
    ];
    for (key, lang, code, mutate) in cases {
        let mut qs = thirteen_languages();
        let target =
            qs.iter_mut().find(|q| q.lang == lang && q.key.as_deref() == Some(key)).unwrap();
        mutate(target);
        let source = target.source.clone();
        let found = problems(&run(&qs));
        assert!(found.contains(&(code, source.clone())), "{code} on {source}: {found:?}");
        assert!(found.iter().all(|(_, s)| *s == source), "{code} on {source}: {found:?}");
    }
}

#[test]
fn text_renderings_in_every_script_group_by_their_topic_sequence() {
    let mut qs = thirteen_languages();
    let stems: Vec<(String, String, String)> = qs
        .iter()
        .map(|q| (q.lang.clone(), q.key.clone().unwrap_or_default(), q.stem.clone()))
        .collect();
    for q in &mut qs {
        let other = if q.key.as_deref() == Some("1") { "2" } else { "1" };
        let listed = stems.iter().find(|(l, k, _)| *l == q.lang && k == other).unwrap();
        q.related = vec![listed.2.as_str().into()];
        q.key = None;
        q.source = q.source.replace(".html", ".txt");
        q.assign_id();
    }
    let report = run(&qs);
    assert_eq!(problems(&report), [], "{:#?}", report.findings);
    assert_eq!(report.groups.len(), 2);
    for g in &report.groups {
        assert_eq!(g.by, crate::GroupBy::Sequence);
        assert_eq!(g.langs.len(), 13);
        let q: Vec<&str> = g.pages.iter().map(|p| &p.source[p.source.len() - 6..]).collect();
        assert!(q.iter().all(|s| *s == q[0]), "{q:?}");
    }
}

/// Code in a stem or a choice (a component, a template, a decorator, a call) reads as English
/// or as Latin-script text to a detector whatever language the question is asked in: it is no
/// `wrong-language`, while a prose choice left in English on the same page still is.
#[test]
fn code_in_stems_and_choices_is_no_wrong_language_but_english_prose_is() {
    let code = "@Component({\n  selector: 'app-price',\n  template: '<p>{{ price | currency }}</p>'\n})\n\
                export class PriceComponent { @Input() price = 0; }";
    let mut qs = thirteen_languages();
    for q in qs.iter_mut().filter(|q| q.key.as_deref() == Some("2")) {
        q.stem = format!("{}\n\n{code}", q.stem);
        let wrong = (0..q.choices.len()).find(|&i| Some(i) != q.correct_index()).unwrap();
        q.choices[wrong].text = "this.price.set(42)".into();
    }
    let report = run(&qs);
    assert_eq!(problems(&report), [], "{:#?}", report.findings);

    let ko = qs.iter_mut().find(|q| q.lang == "ko" && q.key.as_deref() == Some("2")).unwrap();
    ko.choices[2].text = "Because the processor runs at a higher clock speed".into();
    let source = ko.source.clone();
    let found = problems(&run(&qs));
    assert!(found.contains(&(Code::WrongLanguage, source.clone())), "{found:?}");
}

/// An interval's size in a choice, which each language words its own way (`5 semitonos`, `5
/// demi-tons`, `5半音`): a page of another script that gives the English `5 semitones` left it
/// untranslated, even where only one other page of another script writes it in its own, when
/// three Latin-script pages or more word it otherwise. Where they word it alike (`5 Hz`), nothing
/// was left.
#[test]
fn a_choice_left_in_english_on_a_cyrillic_page_is_untranslated_beside_one_other_script() {
    let stem = |lang: &str| match lang {
        "en" => "How many semitones make a perfect fourth?",
        "es" => "¿Cuántos semitonos forman una cuarta justa?",
        "fr" => "Combien de demi-tons forment une quarte juste ?",
        "it" => "Quanti semitoni formano una quarta giusta?",
        "ja" => "完全四度は何半音ですか？",
        _ => "Сколько полутонов в чистой кварте?",
    };
    let words = |lang: &str| match lang {
        "en" => "semitones",
        "es" => "semitonos",
        "fr" => "demi-tons",
        "it" => "semitoni",
        "ja" => "半音",
        _ => "полутонов",
    };
    let explanation = |lang: &str| match lang {
        "en" => "From C up to F is a perfect fourth.",
        "es" => "De do a fa hay una cuarta justa.",
        "fr" => "De do à fa, c'est une quarte juste.",
        "it" => "Da do a fa c'è una quarta giusta.",
        "ja" => "ハからヘまでが完全四度です。",
        _ => "От до до фа — чистая кварта.",
    };
    let q = |lang: &str, left: bool| {
        let word = words(lang);
        let sep = if lang == "ja" { "" } else { " " };
        let a = if left { "5 semitones".to_owned() } else { format!("5{sep}{word}") };
        let choices = [a, format!("4{sep}{word}"), format!("7{sep}{word}")];
        let choices: Vec<&str> = choices.iter().map(String::as_str).collect();
        let mut q = page(lang, "4101", stem(lang), &choices, "A", explanation(lang));
        q.topic = "Music".into();
        q
    };
    let langs = ["en", "es", "fr", "it", "ja", "ru"];
    let faithful: Vec<Question> = langs.iter().map(|l| q(l, false)).collect();
    assert!(problems(&run(&faithful)).is_empty(), "{:?}", problems(&run(&faithful)));
    let left: Vec<Question> = langs.iter().map(|&l| q(l, l == "ru")).collect();
    let found = problems(&run(&left));
    assert!(found.iter().any(|(c, s)| *c == Code::Untranslated && s.contains("ru")), "{found:?}");
}
