"""Imports a file into an Anki collection with Anki's own backend and prints what happened as JSON.

Run by the Rust integration tests (tests/export_*.rs) with the interpreter named by QUIZDECK_PYTHON:

    anki_import.py COLLECTION (--apkg FILE | --csv FILE | --none) [--review N] [--add-notetype JSON]

COLLECTION is created when it does not exist. The JSON printed on standard output holds the import
log (new, updated, duplicate, conflicting, ... counts), the database check, and the collection's
decks, note types and notes (fields, tags, modification time, and each card's deck, rendered
question and answer with the markup they contain and the text they show, reviews and review-log
entries). --review N answers the first N cards due ("Good") after the import, giving them a review
history. --add-notetype '{"name": ..., "fields": [...], "template": ...}' first adds a note type of
that name, fields and template (showing every field) unless the collection has one of that name, as
an add-on that installs its own note type does; it may be given more than once.
"""

import argparse
import json
import os
import sys
from html.parser import HTMLParser

try:
    from anki.collection import (
        Collection,
        ImportAnkiPackageOptions,
        ImportAnkiPackageRequest,
        ImportCsvRequest,
    )
except ImportError as err:  # the Rust side turns this into a failing test, never a skip
    sys.stderr.write(f"the anki package is not importable: {err}\n")
    sys.exit(3)


def log_counts(log):
    return {
        "new": len(log.new),
        "updated": len(log.updated),
        "duplicate": len(log.duplicate),
        "conflicting": len(log.conflicting),
        "first_field_match": len(log.first_field_match),
        "missing_notetype": len(log.missing_notetype),
        "missing_deck": len(log.missing_deck),
        "empty_first_field": len(log.empty_first_field),
        "found_notes": log.found_notes,
    }


def import_apkg(col, path):
    request = ImportAnkiPackageRequest(
        package_path=os.path.abspath(path), options=ImportAnkiPackageOptions()
    )
    return log_counts(col.import_anki_package(request).log)


def import_csv(col, path):
    path = os.path.abspath(path)
    metadata = col.get_csv_metadata(path=path, delimiter=None)
    return log_counts(col.import_csv(ImportCsvRequest(path=path, metadata=metadata)).log)


def add_notetype(col, spec):
    models = col.models
    if models.by_name(spec["name"]):
        return
    model = models.new(spec["name"])
    for name in spec["fields"]:
        models.add_field(model, models.new_field(name))
    template = models.new_template(spec["template"])
    template["qfmt"] = "{{" + spec["fields"][0] + "}}"
    template["afmt"] = "{{FrontSide}}<hr id=answer>" + "".join(
        "<div>{{" + name + "}}</div>" for name in spec["fields"][1:]
    )
    models.add_template(model, template)
    models.add(model)


def review(col, count):
    done = 0
    for deck in col.decks.all_names_and_ids(skip_empty_default=True):
        if "::" in deck.name:
            continue
        col.decks.select(deck.id)
        while done < count:
            card = col.sched.getCard()
            if card is None:
                break
            col.sched.answerCard(card, 3)
            done += 1
    return done


class Markup(HTMLParser):
    """Collects the elements, attribute names and URLs that field HTML really contains (escaped
    text such as "&lt;script&gt;" is text, not an element)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.attrs, self.urls = set(), set(), []

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        for name, value in attrs:
            self.attrs.add(name)
            if name in ("src", "href", "action", "formaction", "data", "srcset"):
                self.urls.append(value or "")

    handle_startendtag = handle_starttag


class VisibleText(HTMLParser):
    """The text a person reads on a rendered card: tags dropped, the contents of scripts, styles,
    templates and hidden elements left out, one line per block, and the marker a browser draws
    before each item of an ordered list written in front of it ("A. ", "2. "), so that a label
    shown twice is seen twice."""

    BLOCKS = {"p", "div", "li", "br", "hr", "ol", "ul", "tr", "h1", "h2", "h3", "h4", "table"}
    SKIP = {"script", "style", "template"}
    VOID = {"br", "hr", "img", "input", "meta", "link", "source", "wbr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts, self.lists, self.stack = [], [], []

    def skipping(self):
        return any(tag in self.SKIP or hidden for tag, hidden in self.stack)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in self.BLOCKS:
            self.parts.append("\n")
        if tag == "ol":
            self.lists.append([attrs.get("type") or "1", 0])
        elif tag == "ul":
            self.lists.append([None, 0])
        elif tag == "li" and self.lists and not self.skipping():
            kind, n = self.lists[-1]
            self.lists[-1][1] = n + 1
            if kind in ("A", "a"):
                self.parts.append(chr(ord(kind) + n) + ". ")
            elif kind == "1":
                self.parts.append(f"{n + 1}. ")
        if tag not in self.VOID:
            self.stack.append((tag, "hidden" in attrs))

    def handle_endtag(self, tag):
        if tag in ("ol", "ul") and self.lists:
            self.lists.pop()
        if any(top == tag for top, _ in self.stack):
            while self.stack.pop()[0] != tag:
                pass
        if tag in self.BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data):
        if not self.skipping():
            self.parts.append(data)

    def text(self):
        lines = ("".join(self.parts)).split("\n")
        return "\n".join(" ".join(line.split()) for line in lines if line.strip())


def visible_text(html):
    parser = VisibleText()
    parser.feed(html)
    parser.close()
    return parser.text()


def markup(fields):
    parser = Markup()
    for value in fields:
        parser.feed(value)
        parser.close()
        parser.reset()
    return {"tags": sorted(parser.tags), "attrs": sorted(parser.attrs), "urls": parser.urls}


def state(col):
    decks = sorted(d.name for d in col.decks.all_names_and_ids())
    notetypes = [
        {
            "id": m["id"],
            "name": m["name"],
            "mod": m["mod"],
            "fields": [f["name"] for f in m["flds"]],
            "templates": [t["name"] for t in m["tmpls"]],
            "stock_kind": m.get("originalStockKind", 0),
            "css": m["css"],
        }
        for m in col.models.all()
    ]
    notes = []
    for nid in sorted(col.find_notes("")):
        note = col.get_note(nid)
        cards = []
        for card in note.cards():
            cards.append(
                {
                    "deck": col.decks.name(card.did),
                    "question": card.question(),
                    "answer": card.answer(),
                    "markup": markup([card.question(), card.answer()]),
                    "question_text": visible_text(card.question()),
                    "answer_text": visible_text(card.answer()),
                    "reps": card.reps,
                    "revlog": col.db.scalar("select count() from revlog where cid = ?", card.id),
                }
            )
        notes.append(
            {
                "id": nid,
                "guid": note.guid,
                "notetype": note.note_type()["name"],
                "mod": note.mod,
                "fields": dict(zip(note.keys(), note.values())),
                "tags": note.tags,
                "markup": markup(note.values()),
                "cards": cards,
            }
        )
    media_dir = col.media.dir()
    media = sorted(os.listdir(media_dir)) if os.path.isdir(media_dir) else []
    return {"decks": decks, "notetypes": notetypes, "notes": notes, "media": media}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("collection")
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--apkg")
    what.add_argument("--csv")
    what.add_argument("--none", action="store_true")
    parser.add_argument("--review", type=int, default=0)
    parser.add_argument("--add-notetype", action="append", default=[])
    args = parser.parse_args()

    col = Collection(args.collection)
    try:
        for spec in args.add_notetype:
            add_notetype(col, json.loads(spec))
        log = None
        if args.apkg:
            log = import_apkg(col, args.apkg)
        elif args.csv:
            log = import_csv(col, args.csv)
        reviewed = review(col, args.review)
        problems, ok = col.fix_integrity()
        out = {
            "log": log,
            "reviewed": reviewed,
            "integrity": {"ok": ok, "message": problems},
            **state(col),
        }
    finally:
        col.close()
    json.dump(out, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
