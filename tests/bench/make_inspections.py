#!/usr/bin/env python3
"""URL Inspection results for a benchmark set: every STEP-th URL of the sitemaps in FOLDER
(plain or gzipped, in name order), one JSON object a line as the `inspect` command writes them,
their verdicts taken in turn from Search Console's usual states. Deterministic.

    make_inspections.py FOLDER OUT.jsonl [STEP]
"""
import gzip
import json
import os
import re
import sys

STATES = [
    ("PASS", "Submitted and indexed"),
    ("PASS", "Submitted and indexed"),
    ("NEUTRAL", "Crawled - currently not indexed"),
    ("NEUTRAL", "Discovered - currently not indexed"),
    ("NEUTRAL", "Duplicate, Google chose different canonical than user"),
    ("FAIL", "Not found (404)"),
]


def main():
    folder, out = sys.argv[1], sys.argv[2]
    step = int(sys.argv[3]) if len(sys.argv) > 3 else 500
    seen = 0
    written = 0
    with open(out, "w", encoding="utf-8") as sink:
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if not (name.endswith(".xml") or name.endswith(".xml.gz")):
                continue
            opener = gzip.open if name.endswith(".gz") else open
            with opener(path, "rt", encoding="utf-8") as source:
                text = source.read()
            if "<urlset" not in text:
                continue
            for loc in re.findall(r"<loc>([^<]*)</loc>", text):
                seen += 1
                if seen % step:
                    continue
                url = loc.replace("&amp;", "&")
                verdict, state = STATES[written % len(STATES)]
                status = {"verdict": verdict, "coverageState": state,
                          "lastCrawlTime": "2024-05-01T06:12:44Z",
                          "userCanonical": url, "googleCanonical": url}
                if state.startswith("Duplicate"):
                    status["googleCanonical"] = url.split("?")[0] + "?canonical=1"
                sink.write(json.dumps({"inspectionUrl": url,
                                       "inspectionResult": {"indexStatusResult": status}}) + "\n")
                written += 1
    print(written)


if __name__ == "__main__":
    main()
