"""Reviews the cards of a package in headless Chromium, as Anki's reviewer shows them, and prints
what a learner saw as JSON. Run by tests/export_card.rs with the interpreter named by
QUIZDECK_PYTHON:

    browser_review.py PACKAGE CHROMIUM

The package is imported with Anki's own backend into a new collection; each card's rendered
question and answer, with the note type's stylesheet, go into one page that tests/anki/reviewer.js
drives (picks, keys, front then back, the front again and again); CHROMIUM runs the page headless
and its DOM, once the scripts are done, holds the result, keyed by the note's ID field.
"""

import html
import json
import os
import re
import subprocess
import sys
import tempfile

try:
    from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest
except ImportError as err:  # the Rust side turns this into a failing test, never a skip
    sys.stderr.write(f"the anki package is not importable: {err}\n")
    sys.exit(3)


def cards(package, folder):
    col = Collection(os.path.join(folder, "c.anki2"))
    try:
        request = ImportAnkiPackageRequest(
            package_path=os.path.abspath(package), options=ImportAnkiPackageOptions()
        )
        col.import_anki_package(request)
        out, css = [], ""
        for nid in sorted(col.find_notes("")):
            note = col.get_note(nid)
            css = note.note_type()["css"]
            card = note.cards()[0]
            answer = re.findall(r"[A-I]", note["Answer"])
            out.append(
                {"id": note["ID"], "front": card.question(), "back": card.answer(), "answer": answer}
            )
        return out, css
    finally:
        col.close()


def main():
    package, chromium = sys.argv[1], sys.argv[2]
    here = os.path.dirname(os.path.abspath(__file__))
    with tempfile.TemporaryDirectory() as folder:
        found, css = cards(package, folder)
        with open(os.path.join(here, "reviewer.js"), encoding="utf-8") as f:
            reviewer = f.read()
        page = os.path.join(folder, "review.html")
        with open(page, "w", encoding="utf-8") as f:
            f.write(
                "<!doctype html><html><head><meta charset='utf-8'><style>"
                + css
                + "</style></head><body class='card'><div id='qa'></div><pre id='result'></pre>"
                + "<script>var CARDS = "
                + json.dumps(found).replace("</", "<\\/")
                + ";</script><script>"
                + reviewer
                + "</script></body></html>"
            )
        run = subprocess.run(
            [
                chromium,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--user-data-dir=" + os.path.join(folder, "profile"),
                "--dump-dom",
                "file://" + page,
            ],
            capture_output=True,
            text=True,
            timeout=120,
        )
        match = re.search(r'<pre id="result">(.*?)</pre>', run.stdout, re.S)
        if run.returncode != 0 or not match or not match.group(1):
            sys.stderr.write(f"{chromium} gave no result ({run.returncode}): {run.stderr[-2000:]}\n")
            sys.exit(1)
        sys.stdout.write(html.unescape(match.group(1)))


if __name__ == "__main__":
    main()
