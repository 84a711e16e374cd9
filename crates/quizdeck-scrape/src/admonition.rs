//! The boxes documentation tools draw around a part of a Markdown page, which quiz files use to
//! set a question or its answer apart: MkDocs' admonitions (`!!! question "Question 1"`, and
//! `??? success "Answer"` that folds, their bodies indented), Docusaurus' (`:::tip Answer` …
//! `:::`), Pandoc's and Quarto's fenced divs (`::: {.callout-tip collapse="true"}` … `:::`),
//! MyST's directives as Jupyter Book and Sphinx write them (```` ```{admonition} Answer ````,
//! `:class: dropdown`, … ```` ``` ````; `:::{dropdown} Answer` … `:::`), a MkDocs quiz plugin's
//! `<quiz>` … `</quiz>`, and the template tags of GitBook, Jekyll and Hugo (`{% hint
//! style="success" %}`, `{{< details "Answer" >}}`). None of them is CommonMark, so the parser
//! would show their marks as text.
//!
//! Written by hand: no crate reads these dialects. Each box becomes what it shows: a box's title
//! a heading of its own (`###### Question 1`), a folding box's title the summary of a reveal
//! (`<summary>Answer</summary>`), its body the body, unindented, and its end a rule (`***`); the
//! marks that open and close a box are no text.

use std::borrow::Cow;

/// `source` with its boxes rewritten as CommonMark (see the module's documentation), or as it is
/// when it has none.
pub(crate) fn unboxed(source: &str) -> Cow<'_, str> {
    let marked = source.lines().any(|l| {
        let t = l.trim_start();
        t.starts_with("!!!")
            || t.starts_with("???")
            || t.starts_with(":::")
            || template_tag(t)
            || fenced(t).is_some_and(|(_, _, info)| info.starts_with('{'))
            || quiz_tag(t).is_some()
    });
    if !marked {
        return source.into();
    }
    let mut out = String::with_capacity(source.len());
    // The indentation of the bodies of the MkDocs boxes the reader is in, outermost first (a box
    // may hold another: `??? success "Answer"`, then `!!! note "Why"` indented in its body).
    let mut boxes: Vec<usize> = Vec::new();
    let mut fence: Option<char> = None;
    // The fences (their mark and length) of the MyST directives written with backticks or
    // tildes the reader is in, outermost first: a directive's fence is longer than the code's
    // fences in its body.
    let mut directives: Vec<(char, usize)> = Vec::new();
    let mut lines = source.split_inclusive('\n').peekable();
    while let Some(line) = lines.next() {
        let t = line.trim_start();
        let indent = line.len() - t.len();
        // Code is left as it is, boxes' marks and all.
        if let Some(f) = fence {
            if t.starts_with(f) && t.trim_start_matches(f).trim().is_empty() {
                fence = None;
            }
            out.push_str(dedent(line, boxes.last().copied()));
            continue;
        }
        if let Some(&(mark, length)) = directives.last()
            && fenced(t).is_some_and(|(m, l, info)| m == mark && l >= length && info.is_empty())
        {
            directives.pop();
            close(&mut out);
            continue;
        }
        // A MyST directive that draws a box (not `{code-cell}`, whose body is code).
        let opened = fenced(t).or_else(|| colon_fenced(t));
        if let Some((mark, length, info)) = opened
            && let Some((title, folding)) = directive(info)
        {
            let folds = directive_options(&mut lines, &mut out) || folding;
            if mark != ':' {
                directives.push((mark, length));
            }
            push_title(&mut out, title, folds);
            continue;
        }
        if t.starts_with("```") || t.starts_with("~~~") {
            fence = t.chars().next();
            out.push_str(dedent(line, boxes.last().copied()));
            continue;
        }
        // A MkDocs box's body ends at the first line written less indented; where the outermost
        // ends, the box is closed (a box in a box goes on with the one around it).
        if !t.is_empty() && boxes.last().is_some_and(|&by| indent < by) {
            boxes.retain(|&by| by <= indent);
            if boxes.is_empty() {
                close(&mut out);
            }
        }
        // A quiz plugin's element holds Markdown, which CommonMark would read as raw HTML.
        if let Some(opens) = quiz_tag(t) {
            if opens {
                out.push('\n');
            } else {
                close(&mut out);
            }
            continue;
        }
        if let Some((title, folds)) = mkdocs(t) {
            push_title(&mut out, title, folds);
            boxes.push(indent + 4);
            continue;
        }
        if let Some(title) = docusaurus(t) {
            let folds = title.contains("collapse=\"true\"") || title.contains("collapse=true");
            if title.is_empty() {
                close(&mut out);
                continue;
            }
            // A fenced div's title is among its attributes, if it has one.
            let title = if title.starts_with('{') { fenced_div_title(title) } else { title };
            push_title(&mut out, title, folds);
            continue;
        }
        if template_tag(t) {
            let inner = t.trim_start_matches(['{', '%', '<', ' ']);
            if inner.starts_with("end") || inner.starts_with('/') {
                close(&mut out);
            } else {
                push_title(&mut out, shortcode_title(t).unwrap_or(""), true);
            }
            continue;
        }
        out.push_str(dedent(line, boxes.last().copied()));
    }
    out.into()
}

/// Where a box ends: a rule (`***`), as a box is drawn apart from what follows it; an answer
/// box's explanation ends there. On the blank line before, where there is one, so that the lines
/// keep their numbers.
fn close(out: &mut String) {
    if out.ends_with("\n\n") || out == "\n" {
        out.pop();
        out.push_str("***\n");
    } else if !out.is_empty() {
        out.push_str("***\n");
    }
}

/// `line` without the indentation of the MkDocs box it is in.
fn dedent(line: &str, indented: Option<usize>) -> &str {
    let Some(by) = indented else { return line };
    let spaces = line.bytes().take(by).take_while(|&b| b == b' ').count();
    &line[spaces..]
}

/// A box's title as a heading of its own, or as a reveal's summary when the box folds, on the
/// line of the mark it replaces (a summary takes a blank line after it too, which ends it as an
/// HTML block); a blank line where the mark has no title.
fn push_title(out: &mut String, title: &str, folds: bool) {
    let title = title.trim().trim_matches('"').trim();
    if title.is_empty() {
        out.push('\n');
    } else if folds {
        out.push_str(&format!("<summary>{title}</summary>\n\n"));
    } else {
        out.push_str(&format!("###### {title}\n"));
    }
}

/// A fence's line (```` ``` ````, `~~~~`): its mark, its length and what follows it (a code
/// block's language, a directive's name).
fn fenced(t: &str) -> Option<(char, usize, &str)> {
    let mark = t.chars().next().filter(|&c| c == '`' || c == '~')?;
    let length = t.bytes().take_while(|&b| b == mark as u8).count();
    (length >= 3).then(|| (mark, length, t[length..].trim()))
}

/// A colon fence's opening line as MyST writes it (`:::{note}`, `::::{dropdown} Answer`).
fn colon_fenced(t: &str) -> Option<(char, usize, &str)> {
    let length = t.bytes().take_while(|&b| b == b':').count();
    let info = t[length..].trim();
    (length >= 3 && info.starts_with('{')).then_some((':', length, info))
}

/// The MyST directives that draw a box around Markdown (those that fold last): others, such as
/// `{code-cell}`, `{math}` or `{figure}`, hold code, formulas or a picture and stay as they are.
const BOX_DIRECTIVES: [&str; 18] = [
    "admonition",
    "note",
    "tip",
    "hint",
    "important",
    "warning",
    "caution",
    "attention",
    "danger",
    "error",
    "seealso",
    "exercise",
    "solution",
    "card",
    "margin",
    "sidebar",
    "dropdown",
    "toggle",
];

/// A MyST directive that draws a box (`{admonition} Answer`, `{dropdown} Answer`, `{note}`): its
/// title and whether it folds by its kind. Untitled, a box shows its kind as its title; so does
/// a solution, whose argument names the exercise it solves and is no title.
fn directive(info: &str) -> Option<(&str, bool)> {
    let (name, argument) = info.strip_prefix('{')?.split_once('}')?;
    let at = BOX_DIRECTIVES.iter().position(|&d| d == name)?;
    let argument = argument.trim();
    let title = if argument.is_empty() || name == "solution" { name } else { argument };
    Some((title, at >= BOX_DIRECTIVES.len() - 2))
}

/// Reads the options right under a MyST directive's opening line (`:class: dropdown`, `:open:`,
/// or a YAML block between `---` lines), which are no text, each left as a blank line so that
/// the lines keep their numbers: whether they make the box fold (the class `dropdown` or
/// `toggle`).
fn directive_options<'a>(
    lines: &mut std::iter::Peekable<impl Iterator<Item = &'a str>>,
    out: &mut String,
) -> bool {
    let mut folds = false;
    let mut yaml = false;
    while let Some(line) = lines.peek() {
        let t = line.trim();
        let option = if yaml || t == "---" {
            true
        } else {
            t.strip_prefix(':').and_then(|r| r.split_once(':')).is_some_and(|(key, _)| {
                !key.is_empty() && key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
            })
        };
        if !option {
            break;
        }
        if t == "---" {
            yaml = !yaml;
        }
        let (key, value) = t.trim_start_matches(':').split_once(':').unwrap_or((t, ""));
        folds |= key.trim() == "class"
            && value.split_whitespace().any(|c| c == "dropdown" || c == "toggle");
        out.push('\n');
        lines.next();
        if t == "---" && !yaml {
            break;
        }
    }
    folds
}

/// A line that is only the opening (`true`) or closing (`false`) tag of the element a MkDocs
/// quiz plugin wraps each question in (`<quiz>`, the question, its task list and the text it
/// shows once answered, `</quiz>`).
fn quiz_tag(t: &str) -> Option<bool> {
    let t = t.trim_end();
    if t == "</quiz>" {
        return Some(false);
    }
    let rest = t.strip_prefix("<quiz")?.strip_suffix('>')?;
    (rest.is_empty() || rest.starts_with(' ') && !rest.contains('<')).then_some(true)
}

/// A MkDocs box's opening line (`!!! note "Title"`, `??? success "Answer"`, `???+ tip`): its
/// title (empty without one) and whether it folds (`???`).
fn mkdocs(t: &str) -> Option<(&str, bool)> {
    let (rest, folds) = match t.strip_prefix("!!!") {
        Some(r) => (r, false),
        None => (t.strip_prefix("???")?.trim_start_matches('+'), true),
    };
    let rest = rest.strip_prefix(' ')?.trim();
    let kind_end = rest.find(char::is_whitespace).unwrap_or(rest.len());
    let kind = &rest[..kind_end];
    let word =
        !kind.is_empty() && kind.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_');
    let title = rest[kind_end..].trim();
    let quoted = title.is_empty() || title.starts_with('"') && title.ends_with('"');
    // Untitled, a box shows its kind as its title (`!!! note` shows "Note").
    let title = if title.is_empty() { kind } else { title };
    (word && quoted).then_some((title, folds))
}

/// A Docusaurus box's or a fenced div's line (`:::tip Answer`, `::: {.callout-tip}`, `:::`): what
/// follows its colons (its kind and title, or attributes; empty for a closing line).
fn docusaurus(t: &str) -> Option<&str> {
    let colons = t.bytes().take_while(|&b| b == b':').count();
    if colons < 3 {
        return None;
    }
    let rest = t[colons..].trim();
    if rest.is_empty() {
        return Some("");
    }
    // `:::tip Title`, `::: warning`, `::: {.callout-note}`, `:::: {#id .class}`.
    let kind_end = rest.find(char::is_whitespace).unwrap_or(rest.len());
    let kind = &rest[..kind_end];
    let attributes = rest.starts_with('{') && rest.ends_with('}');
    let word = kind.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_');
    // Untitled, a box shows its kind as its title (`:::caution` shows "Caution").
    let title = rest[kind_end..].trim();
    (attributes || word).then_some(if attributes || title.is_empty() && word {
        rest
    } else {
        title
    })
}

/// The title a fenced div's attributes give (`{.callout-note title="Answer"}`); where they are
/// one class alone (`{.answer}`, which Pandoc also writes `::: answer`), that class, as an
/// untitled box shows its kind; empty if none.
fn fenced_div_title(attributes: &str) -> &str {
    if let Some((_, after)) = attributes.split_once("title=\"") {
        return after.split_once('"').map_or(after, |(t, _)| t);
    }
    let inner = attributes.trim_start_matches('{').trim_end_matches('}').trim();
    match inner.strip_prefix('.') {
        Some(class)
            if !class.is_empty()
                && class.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_') =>
        {
            class
        }
        _ => "",
    }
}

/// Whether `t` is a line that is nothing but a template tag (`{% hint style="info" %}`, `{%
/// endhint %}`, `{{< details "Answer" >}}`, `{{% /notice %}}`).
fn template_tag(t: &str) -> bool {
    let t = t.trim_end();
    (t.starts_with("{%") && t.ends_with("%}") || t.starts_with("{{<") && t.ends_with(">}}"))
        || t.starts_with("{{%") && t.ends_with("%}}")
}

/// The title of a template tag that opens a folding box (`{{< details "Answer" >}}`, `{{<
/// spoiler text="Answer" >}}`, `{% details Answer %}`).
fn shortcode_title(t: &str) -> Option<&str> {
    let inner = t.trim().trim_start_matches(['{', '%', '<']).trim_end_matches(['}', '%', '>']);
    let inner = inner.trim();
    let (name, args) = inner.split_once(char::is_whitespace)?;
    let folding = ["details", "spoiler", "expand", "collapse", "reveal"];
    if !folding.iter().any(|f| name.eq_ignore_ascii_case(f)) {
        return None;
    }
    let args = args.trim();
    let value = args.split_once('=').map_or(args, |(_, v)| v).trim();
    Some(value.trim_matches('"')).filter(|v| !v.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mkdocs_boxes_give_their_titles_and_unindented_bodies() {
        let doc = "!!! question \"Vraag 1\"\n    Welke?\n\n    - a) x\n\n??? success \"Antwoord\"\n    **a)** x\n\nNa.\n";
        assert_eq!(
            unboxed(doc),
            "###### Vraag 1\nWelke?\n\n- a) x\n***\n<summary>Antwoord</summary>\n\n**a)** x\n***\nNa.\n"
        );
    }

    #[test]
    fn a_box_in_a_box_goes_on_with_the_one_around_it() {
        let doc = "??? success \"Antwoord\"\n    **a)**\n\n    !!! note \"Waarom\"\n        Omdat.\n\nNa.\n";
        assert_eq!(
            unboxed(doc),
            "<summary>Antwoord</summary>\n\n**a)**\n\n###### Waarom\nOmdat.\n***\nNa.\n"
        );
    }

    #[test]
    fn docusaurus_boxes_and_fenced_divs_lose_their_fences() {
        let doc = ":::tip Réponse\n**B** — oui.\n:::\n";
        assert_eq!(unboxed(doc), "###### Réponse\n**B** — oui.\n***\n");
        let quarto = "::: {.callout-tip collapse=\"true\"}\n## Ateb\n\n**b.**\n:::\n";
        assert_eq!(unboxed(quarto), "\n## Ateb\n\n**b.**\n***\n");
        let titled = "::: {.callout-note title=\"Answer\"}\nB\n:::\n";
        assert_eq!(unboxed(titled), "###### Answer\nB\n***\n");
        // Untitled, a box shows its kind: a heading that parts it from an explanation above.
        assert_eq!(unboxed(":::caution\nHot.\n:::\n"), "###### caution\nHot.\n***\n");
        assert_eq!(unboxed("!!! note\n    Hot.\n"), "###### note\nHot.\n");
        // One class alone is the box's kind, as `::: answer` writes it.
        let classed = "::: {.callout-note}\nB\n:::\n";
        assert_eq!(unboxed(classed), "###### callout-note\nB\n***\n");
        assert_eq!(unboxed("::: {.answer}\nc)\n:::\n"), unboxed("::: answer\nc)\n:::\n"));
        let untitled = "::: {#why .callout-note}\nB\n:::\n";
        assert_eq!(unboxed(untitled), "\nB\n***\n");
    }

    #[test]
    fn template_tags_are_no_text_and_a_details_tag_is_a_summary() {
        let doc = "{% hint style=\"success\" %}\n**Freagra:** B\n{% endhint %}\n";
        assert_eq!(unboxed(doc), "\n**Freagra:** B\n***\n");
        let hugo = "{{< details \"Answer\" >}}\nB\n{{< /details >}}\n";
        assert_eq!(unboxed(hugo), "<summary>Answer</summary>\n\nB\n***\n");
    }

    #[test]
    fn myst_directives_become_boxes_and_their_options_no_text() {
        let dropdown = "```{admonition} Freagra\n:class: dropdown\n\nB. 1922\n```\nNa.\n";
        assert_eq!(unboxed(dropdown), "\n<summary>Freagra</summary>\n\n\nB. 1922\n***\nNa.\n");
        let colons = ":::{dropdown} Svar\nB. 3\n:::\n";
        assert_eq!(unboxed(colons), "<summary>Svar</summary>\n\nB. 3\n***\n");
        // A solution's argument names its exercise; its code fence, shorter, is its body's.
        let solution = "````{solution} ex-2\n:class: dropdown\nC\n```python\nt = 1\n```\n````\n";
        assert_eq!(
            unboxed(solution),
            "\n<summary>solution</summary>\n\nC\n```python\nt = 1\n```\n***\n"
        );
        let untitled = "```{note}\n---\nclass: tip\n---\nHot.\n```\n";
        assert_eq!(unboxed(untitled), "\n\n\n###### note\nHot.\n***\n");
    }

    #[test]
    fn code_cells_and_other_directives_stay_code() {
        for doc in ["```{code-cell} python\nprint(1)\n```\n", "```{math}\nx^2\n```\n"] {
            assert_eq!(unboxed(doc), doc, "{doc}");
        }
    }

    #[test]
    fn a_quiz_plugins_elements_leave_their_markdown() {
        let doc = "<quiz>\nWhich?\n- [x] a\n- [ ] b\n</quiz>\n";
        assert_eq!(unboxed(doc), "\nWhich?\n- [x] a\n- [ ] b\n***\n");
        assert_eq!(unboxed("<quizzes>\n"), "<quizzes>\n");
    }

    #[test]
    fn marks_in_code_or_prose_stay() {
        for doc in [
            "```\n!!! note\n    x\n:::\n```\n",
            "Wow!!! That was close.\n",
            "Time ::: 10\n",
            "No box here.\n",
        ] {
            assert_eq!(unboxed(doc), doc, "{doc}");
        }
    }
}
