"""Helper of scripts/bench (Python 3, standard library only).

  bench.py generate N DIR          write the site of N pages into DIR/html and DIR/text
  bench.py notes QUIZDECK.apkg PEER.apkg
                                   count both packages' notes and how many agree
  bench.py table RUNS.tsv          the medians and ratios of the recorded runs
"""

import html
import json
import os
import re
import sqlite3
import statistics
import sys
import tempfile
import zipfile
from collections import Counter

SITE = "fixtures/site"
# Copies of the site that share one topic: topics of 30 questions per language and rendering,
# about the size of a real site's topic, so that neither deck count nor topic size is extreme.
COPIES_PER_TOPIC = 10


def generate(n, out):
    """N pages from the bundled site (9 HTML pages, 9 text renderings of the same 3 questions in
    3 languages), as a consistent site of distinct questions: N pages give N notes.

    Copy g of the site (pages 18g to 18g+17) holds questions `<g>1041` to `<g>1043`: URLs,
    hreflang links and `data-question-id` carry that number, so a question's languages group by
    key as on the real site; each stem ends in ` (g)`, alike in every language and rendering, so
    that text renderings (whose id comes from topic and stem) are distinct questions too. Every
    COPIES_PER_TOPIC copies form a topic (its name numbered), and each page's "more questions"
    list names the next five questions of its topic, wrapping round, as the real site does: the
    text renderings' topic sequences are consistent, and check can align them.

    HTML goes to DIR/html and text to DIR/text, so that the parser's floor can be compared with
    `quizdeck parse DIR/html` on the very same files."""
    sources = []
    for kind, ext in (("v1", "html"), ("text", "txt")):
        folder = os.path.join(SITE, kind)
        for name in sorted(os.listdir(folder)):
            lang, k = re.fullmatch(r"(.+)-q(\d)\.\w+", name).groups()
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                sources.append((ext, lang, int(k), f.read()))
    # Stems (by question number 1, 2, 3) and topics per language, from the expected parse.
    stems, topics = {}, {}
    for name in sorted(os.listdir(os.path.join(SITE, "expected"))):
        if name.endswith(".html.json"):
            with open(os.path.join(SITE, "expected", name), encoding="utf-8") as f:
                q = json.load(f)["questions"][0]
            stems.setdefault(q["lang"], []).append(q["stem"])
            topics[q["lang"]] = q["topic"]
    per_copy = len(stems[sources[0][1]])
    copies = -(-n // len(sources))
    for i in range(n):
        g, (ext, lang, k, page) = i // len(sources), sources[i % len(sources)]
        page = re.sub(r"/(104\d)/", rf"/{g}\1/", page)
        page = re.sub(r'data-question-id="(104\d)"', rf'data-question-id="{g}\1"', page)
        pairs = [(s, f"{s} ({g})") for s in stems[lang]]
        pairs.append((topics[lang], f"{topics[lang]} {g // COPIES_PER_TOPIC}"))
        # Longest first, so that no replaced text is part of a longer one still to replace.
        for old, new in sorted(pairs, key=lambda p: -len(p[0])):
            # In the HTML the texts are escaped (`l&#x27;IA`), in the text renderings not.
            for old, new in {(old, new), (html.escape(old), html.escape(new))}:
                page = page.replace(old, new)
        if f"{stems[lang][k - 1]} ({g})" not in html.unescape(page):
            sys.exit(f"bench: page {i}: its stem was not found to make it unique")
        # The topic's questions in order: (copy, question number).
        first = g // COPIES_PER_TOPIC * COPIES_PER_TOPIC
        topic = [(c, j) for c in range(first, min(first + COPIES_PER_TOPIC, copies))
                 for j in range(1, per_copy + 1)]
        at = topic.index((g, k))
        nxt = [topic[(at + d) % len(topic)] for d in range(1, min(5, len(topic) - 1) + 1)]
        related = [(c, j, f"{stems[lang][j - 1]} ({c})") for c, j in nxt]
        page = with_related(page, ext, related)
        folder = os.path.join(out, ext.replace("txt", "text"), f"{i // 1000:03d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"p{i:06d}.{ext}"), "w", encoding="utf-8") as f:
            f.write(page)
    html_pages = sum(1 for i in range(n) if sources[i % len(sources)][0] == "html")
    print(f"{n} {html_pages} {n - html_pages}")


def with_related(page, ext, related):
    """`page` with its "more questions" list replaced by `related`: (copy, number, stem) each."""
    if ext == "html":
        items = re.search(r'(<section class="related">.*?<ol>\n)(.*?\n)(\s*</ol>)', page, re.S)
        template = items.group(2).splitlines()[0]
        lines = [re.sub(r"/\d+104\d/\">.*</a>", f'/{c}104{j}/">{html.escape(s)}</a>', template)
                 for c, j, s in related]
        return page[:items.start(2)] + "".join(f"{line}\n" for line in lines) + page[items.end(2):]
    # The text rendering ends with the list: `  1. <stem>` lines.
    head = page.rstrip("\n").split("\n")
    while head and re.match(r"\s+\d+\. ", head[-1]):
        head.pop()
    lines = [f"  {d}. {s}" for d, (_, _, s) in enumerate(related, 1)]
    return "\n".join(head + lines) + ("\n" if page.endswith("\n") else "")


def note_fields(apkg):
    """The fields of every note of an Anki package, as lists of strings."""
    with tempfile.TemporaryDirectory() as d, zipfile.ZipFile(apkg) as z:
        z.extract("collection.anki2", d)
        db = sqlite3.connect(os.path.join(d, "collection.anki2"))
        rows = [r[0].split("\x1f") for r in db.execute("SELECT flds FROM notes")]
        db.close()
    return rows


def plain(field):
    """A field's text: tags dropped, entities decoded, spaces collapsed."""
    return " ".join(html.unescape(re.sub(r"<[^>]*>", " ", field)).split())


def notes(quizdeck_apkg, peer_apkg):
    """Prints both note counts and how many peer notes have the same stem, choices, answer letter
    and explanation as a quizdeck note (quizdeck's fields: stem, choices A to I, answer,
    explanation, …; the peer's: stem, choices as a list, answer, explanation)."""
    ours = Counter()
    for f in note_fields(quizdeck_apkg):
        choices = tuple(plain(c) for c in f[1:10] if c)
        ours[(plain(f[0]), choices, f[10], plain(f[11]))] += 1
    theirs = Counter()
    for f in note_fields(peer_apkg):
        choices = tuple(plain(c) for c in re.split(r"<li>", f[1])[1:])
        theirs[(plain(f[0]), choices, f[2], plain(f[3]))] += 1
    same = sum((ours & theirs).values())
    print(f"{sum(ours.values())} {sum(theirs.values())} {same}")


def table(runs_tsv):
    """Medians per N and command of the runs recorded as `N command wall user sys maxrss_kib exit`
    lines, and the ratios the project's goals name."""
    runs = {}
    with open(runs_tsv) as f:
        for line in f:
            n, cmd, wall, user, sys_, kib, status = line.split()
            runs.setdefault(int(n), {}).setdefault(cmd, []).append(
                (float(wall), float(user) + float(sys_), int(kib) / 1024, int(status)))
    labels = {
        "floor": "floor: html5ever only, HTML pages",
        "parse-html": "quizdeck parse, HTML pages",
        "parse": "quizdeck parse",
        "check": "quizdeck check",
        "export": "quizdeck export (.apkg)",
        "peer": "peer: Python, 1 process",
        "peer-mp": "peer: Python, multiprocessing",
    }
    for n, cmds in sorted(runs.items()):
        k = len(next(iter(cmds.values())))
        print(f"\n{n} pages, median of {k} run{'s' * (k > 1)}:")
        print(f"  {'command':<36} {'wall s':>8} {'CPU s':>8} {'peak RSS MiB':>13}  exit")
        med = {}
        for cmd, label in labels.items():
            if cmd not in cmds:
                continue
            rs = cmds[cmd]
            med[cmd] = [statistics.median(r[j] for r in rs) for j in range(3)]
            exits = ",".join(sorted({str(r[3]) for r in rs}))
            wall, cpu, mib = med[cmd]
            print(f"  {label:<36} {wall:8.2f} {cpu:8.2f} {mib:13.0f}  {exits}")
        # Wall time is what the goals name; CPU time says more when other work shares the cores.
        print(f"  {'ratio':<36} {'wall':>8} {'CPU':>8}  goal (wall)")
        for a, b, goal in (("parse-html", "floor", "<= 1.3"), ("check", "parse", "<= 1.5"),
                           ("peer", "export", ">= 30"), ("peer-mp", "export", "")):
            if a in med and b in med and med[b][0] > 0 and med[b][1] > 0:
                name = f"{a} / {b}"
                wall, cpu = med[a][0] / med[b][0], med[a][1] / med[b][1]
                print(f"  {name:<36} {wall:8.2f} {cpu:8.2f}  {goal}")


def main():
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "generate":
        generate(int(args[0]), args[1])
    elif cmd == "notes":
        notes(*args)
    elif cmd == "table":
        table(args[0])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
