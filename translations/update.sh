#!/usr/bin/env bash
# Brings the translation files up to date with the sources: new strings are added as
# unfinished (tst_translations then fails until they are translated), strings no longer in the
# sources are dropped. Usage: translations/update.sh [FOLDER] — FOLDER holds the .ts files to
# update (default: translations/ itself; the test passes a copy). Run through `./dev.sh
# translations`.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
folder=${1:-$root/translations}
lupdate=${LUPDATE:-/usr/lib/qt6/bin/lupdate}

cd "$root"
# The window's strings and the engine's (rule titles and help texts, the readers' messages).
# The command-line program is not translated: scripts read what it prints.
sources=(lib app/gui)
options=(-silent -no-obsolete -locations none -extensions cpp,h)
"$lupdate" "${options[@]}" "${sources[@]}" \
    -ts "$folder/sitemap-studio_cs.ts" "$folder/sitemap-studio_uk.ts"
# English needs only its plural forms ("1 host", "2 hosts"); the source text is the rest.
"$lupdate" "${options[@]}" -pluralonly "${sources[@]}" -ts "$folder/sitemap-studio_en.ts"
