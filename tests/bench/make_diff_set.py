#!/usr/bin/env python3
"""Derives the "newer" set of the diff benchmark from a set written by gen_sitemap.py --split.

    make_diff_set.py OLD_DIR NEW_DIR

Copies the index and rewrites each child: every 100th URL removed, every 40th of the others
given another lastmod, 500 new URLs appended to each child, and the URLs of every second child
written in reverse order (a reordering, which the diff must not report). Prints the expected
counts as one line of JSON: {"removed": n, "changed": n, "added": n, "unchanged": n}.
"""
import gzip
import json
import os
import re
import shutil
import sys

LASTMOD = re.compile(rb"<lastmod>([^<]*)</lastmod>")


def main():
    old_dir, new_dir = sys.argv[1], sys.argv[2]
    os.makedirs(new_dir, exist_ok=True)
    counts = {"removed": 0, "changed": 0, "added": 0, "unchanged": 0}
    k = 0
    parts = sorted(n for n in os.listdir(old_dir) if n.endswith(".xml.gz"))
    for name in os.listdir(old_dir):
        if name.endswith(".xml") and not name.endswith(".xml.gz"):
            shutil.copy(os.path.join(old_dir, name), os.path.join(new_dir, name))
    for p, name in enumerate(parts):
        with gzip.open(os.path.join(old_dir, name), "rb") as f:
            data = f.read()
        start = data.index(b"<url>")
        start = data.rindex(b"\n", 0, start) + 1
        end = data.rindex(b"</urlset>")
        head, body, tail = data[:start], data[start:end], data[end:]
        blocks = body.split(b"</url>\n")
        last = blocks.pop()  # the indentation before </urlset>
        out = []
        for block in blocks:
            k += 1
            if k % 100 == 0:
                counts["removed"] += 1
                continue
            if k % 40 == 0:
                m = LASTMOD.search(block)
                if m:
                    stamp = b"2025-01-15" if m.group(1) != b"2025-01-15" else b"2025-01-16"
                    block = block[: m.start(1)] + stamp + block[m.end(1):]
                else:
                    block = block.replace(b"</loc>", b"</loc>\n    <lastmod>2025-01-15</lastmod>", 1)
                counts["changed"] += 1
            else:
                counts["unchanged"] += 1
            out.append(block + b"</url>\n")
        if p % 2 == 1:
            out.reverse()
        for i in range(500):
            out.append(b"  <url>\n    <loc>https://www.example.com/new/%d/item-%d.html</loc>\n"
                       b"    <lastmod>2025-01-15</lastmod>\n  </url>\n" % (p, i))
            counts["added"] += 1
        with gzip.open(os.path.join(new_dir, name), "wb", compresslevel=6) as f:
            f.write(head + b"".join(out) + last + tail)
    print(json.dumps(counts))


if __name__ == "__main__":
    main()
