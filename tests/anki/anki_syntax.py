"""Reports what Anki's own backend reads as its syntax in the cards of a collection: the sound and
text-to-speech tags of each rendered card, and the LaTeX it would run `latex` on in each field and
each rendered side. Run by tests/security.rs with the interpreter named by QUIZDECK_PYTHON:

    anki_syntax.py COLLECTION

Prints {"av_tags": [...], "latex": [...], "rendered": [...]} as JSON.
"""

import json
import sys

try:
    from anki.collection import Collection
except ImportError as err:  # the Rust side turns this into a failing test, never a skip
    sys.stderr.write(f"the anki package is not importable: {err}\n")
    sys.exit(3)


def latex_in(col, text):
    found = col._backend.extract_latex(text=text, svg=False, expand_clozes=False)
    return [item.latex_body for item in found.latex]


def main():
    col = Collection(sys.argv[1])
    try:
        av_tags, latex, rendered = [], [], []
        for nid in sorted(col.find_notes("")):
            note = col.get_note(nid)
            for value in note.values():
                latex.extend(latex_in(col, value))
            for card in note.cards():
                for tag in card.question_av_tags() + card.answer_av_tags():
                    av_tags.append(repr(tag))
                for side in (card.question(), card.answer()):
                    latex.extend(latex_in(col, side))
                    rendered.append(side)
        print(json.dumps({"av_tags": av_tags, "latex": latex, "rendered": rendered}))
    finally:
        col.close()


if __name__ == "__main__":
    main()
