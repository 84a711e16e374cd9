//! The boxes documentation tools draw around a part of a Markdown page, which quiz files use to
//! set a question or its answer apart: MkDocs' admonitions (`!!! question "Question 1"`, and
//! `??? success "Answer"` that folds, their bodies indented), Docusaurus' (`:::tip Answer` …
//! `:::`), Pandoc's and Quarto's fenced divs (`::: {.callout-tip collapse="true"}` … `:::`), and
//! the template tags of GitBook, Jekyll and Hugo (`{% hint style="success" %}`, `{{< details
//! "Answer" >}}`). None of them is CommonMark, so the parser would show their marks as text.
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
        t.starts_with("!!!") || t.starts_with("???") || t.starts_with(":::") || template_tag(t)
    });
    if !marked {
        return source.into();
    }
    let mut out = String::with_capacity(source.len());
    // The indentation of the bodies of the MkDocs boxes the reader is in, outermost first (a box
    // may hold another: `??? success "Answer"`, then `!!! note "Why"` indented in its body).
    let mut boxes: Vec<usize> = Vec::new();
    let mut fence: Option<char> = None;
    for line in source.split_inclusive('\n') {
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

/// The title a fenced div's attributes give (`{.callout-note title="Answer"}`), empty if none.
fn fenced_div_title(attributes: &str) -> &str {
    let Some((_, after)) = attributes.split_once("title=\"") else { return "" };
    after.split_once('"').map_or(after, |(t, _)| t)
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
        let untitled = "::: {.callout-note}\nB\n:::\n";
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
