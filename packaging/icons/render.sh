#!/bin/sh
# Renders the hicolor PNG sizes of the application icon from sitemap-studio.svg. The PNGs are
# committed, so that building and packaging need no SVG renderer; run this after changing the
# SVG (needs rsvg-convert, Debian package librsvg2-bin).
set -eu
cd "$(dirname "$0")"
for size in 16 22 24 32 48 64 128 256; do
    rsvg-convert --width "$size" --height "$size" sitemap-studio.svg -o "sitemap-studio-$size.png"
done
