"""Prints the rows of a CSV file as a JSON list of lists, read the way a spreadsheet app reads RFC
4180 (a UTF-8 byte order mark is dropped). Run by tests/export_csv.rs:

    csv_rows.py FILE
"""

import csv
import json
import sys

with open(sys.argv[1], newline="", encoding="utf-8-sig") as f:
    json.dump(list(csv.reader(f, strict=True)), sys.stdout, ensure_ascii=False)
