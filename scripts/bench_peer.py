"""The script a user would write without quizdeck, for the benchmark's comparison.

Reads a folder of the bundled site's pages (the HTML of fixtures/site/v1 and the text renderings
of fixtures/site/text) and writes an Anki package with genanki: one note per page with the
question, its lettered choices, the answer and the explanation, in a deck per language and topic
(as quizdeck files its cards). BeautifulSoup with the lxml parser reads the HTML, the way most
scraping tutorials do it.

It is a straightforward scraper of that one site: it knows the site's class names and the three
languages it is written in, which quizdeck may not rely on. It checks little and skips a page it
cannot read, printing its name. By default it runs in one process, as such a script usually does;
`--jobs J` reads the pages in J worker processes (the package is still written by one).

Usage: python bench_peer.py [--jobs J] SITE_DIR OUT.apkg
"""

import argparse
import hashlib
import html
import multiprocessing
import os
import re
import sys

import genanki
from bs4 import BeautifulSoup

# The language-name line that starts a text rendering, for the site's three languages.
TEXT_LANGUAGES = {"English": "en", "Nederlands": "nl", "Français": "fr"}

CHOICE_LINE = re.compile(r"^\s+\d+\.\s+([A-Z])(.*)$")
ANSWER_LINE = re.compile(r":\s*([A-Z])\.(\s|$)")

MODEL = genanki.Model(
    1607392319,
    "Quiz question (peer)",
    fields=[{"name": "Question"}, {"name": "Choices"}, {"name": "Answer"},
            {"name": "Explanation"}],
    templates=[{
        "name": "Card 1",
        "qfmt": "{{Question}}{{Choices}}",
        "afmt": "{{FrontSide}}<hr id=answer><p>{{Answer}}</p>{{Explanation}}",
    }],
)


def read_html(data):
    soup = BeautifulSoup(data, "lxml")
    article = soup.select_one("article.question")
    choices = []
    for li in article.select("ol.choices > li.choice"):
        label = li.select_one(".choice-label").extract().get_text(strip=True)
        choices.append((label, li.get_text(" ", strip=True)))
    answer = article.select_one(".answer-key strong").get_text(strip=True)
    canonical = soup.select_one('link[rel="canonical"]')
    return {
        "lang": soup.html.get("lang", ""),
        "topic": article.select_one(".question-topic").get_text(" ", strip=True),
        "stem": article.select_one(".question-stem").get_text(" ", strip=True),
        "choices": choices,
        "answer": answer[-1],
        "explanation": [p.get_text(" ", strip=True) for p in article.select(".explanation p")],
        "id": canonical["href"] if canonical else None,
    }


def read_text(data):
    """The text rendering: language line, menu line, topic, stem, numbered choices with the
    letter glued to the text, a reveal line, `<Answer>: X. …`, the explanation's paragraphs,
    a line of links, then the "more questions" heading and list."""
    lines = data.splitlines()
    first = next(i for i, line in enumerate(lines) if CHOICE_LINE.match(line))
    end = first
    while end < len(lines) and CHOICE_LINE.match(lines[end]):
        end += 1
    before = [line.strip() for line in lines[:first] if line.strip()]
    answer_at = next(i for i in range(end, len(lines)) if ANSWER_LINE.search(lines[i]))
    # Paragraphs after the answer, up to the "more questions" list; the last two are the line of
    # links and the list's heading.
    paragraphs = []
    for line in lines[answer_at + 1:]:
        if CHOICE_LINE.match(line):
            break
        if line.strip():
            paragraphs.append(line.strip())
    topic, stem = before[-2], before[-1]
    lang = TEXT_LANGUAGES.get(before[0], before[0])
    return {
        "lang": lang,
        "topic": topic,
        "stem": stem,
        "choices": [CHOICE_LINE.match(line).groups() for line in lines[first:end]],
        "answer": ANSWER_LINE.search(lines[answer_at]).group(1),
        "explanation": paragraphs[:-2],
        "id": None,
    }


def read_page(path):
    try:
        with open(path, encoding="utf-8") as f:
            data = f.read()
        page = read_html(data) if data.lstrip().startswith("<") else read_text(data)
    except (AttributeError, StopIteration, IndexError, TypeError, UnicodeDecodeError, OSError):
        print(f"skipped {path}: not a question page", file=sys.stderr)
        return None
    if page["id"] is None:
        page["id"] = "|".join([page["lang"], page["topic"], page["stem"]])
    return page


def note(page):
    esc = html.escape
    items = "".join(f"<li>{esc(text)}</li>" for _, text in page["choices"])
    return genanki.Note(
        model=MODEL,
        fields=[
            esc(page["stem"]),
            f'<ol type="A">{items}</ol>',
            page["answer"],
            "".join(f"<p>{esc(p)}</p>" for p in page["explanation"]),
        ],
        guid=genanki.guid_for(page["id"]),
    )


def deck_id(name):
    return int(hashlib.sha1(name.encode()).hexdigest()[:8], 16)


def into_decks(pages):
    decks = {}
    for page in pages:
        if page is None:
            continue
        name = f"Quiz::{page['lang']}::{page['topic']}"
        if name not in decks:
            decks[name] = genanki.Deck(deck_id(name), name)
        decks[name].add_note(note(page))
    return decks


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("site")
    ap.add_argument("out")
    args = ap.parse_args()
    paths = sorted(os.path.join(d, f) for d, _, files in os.walk(args.site) for f in files)
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            decks = into_decks(pool.imap(read_page, paths, chunksize=64))
    else:
        decks = into_decks(map(read_page, paths))
    genanki.Package(list(decks.values())).write_to_file(args.out)
    print(f"{sum(len(d.notes) for d in decks.values())} notes in {len(decks)} decks")


if __name__ == "__main__":
    main()
