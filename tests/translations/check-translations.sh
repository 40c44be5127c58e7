#!/usr/bin/env bash
# translations_complete: every string the window shows has a translation in each language.
# Runs lupdate on the sources into copies of translations/*.ts (as `./dev.sh translations`
# would) and fails on any message left unfinished: a string added or changed in the sources
# and not yet translated, or a plural form missing.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cp "$root"/translations/sitemap-studio_*.ts "$work/"
"$root/translations/update.sh" "$work" 2>"$work/lupdate.log" || {
    cat "$work/lupdate.log" >&2
    exit 1
}

status=0
for ts in "$work"/sitemap-studio_*.ts; do
    name=$(basename "$ts")
    # The source of each unfinished message, from the <source> line before its translation.
    missing=$(awk '
        /<source>/ { source = $0; sub(/^ *<source>/, "", source); sub(/<\/source>$/, "", source) }
        /<translation type="unfinished"/ { print "  " source }
        /<numerusform><\/numerusform>/ { print "  (a plural form) " source }
    ' "$ts")
    if [[ -n $missing ]]; then
        count=$(printf '%s\n' "$missing" | wc -l)
        echo "$name: $count strings without a translation:" >&2
        printf '%s\n' "$missing" >&2
        status=1
    else
        messages=$(grep -c '<message' "$ts")
        echo "$name: all $messages messages translated"
    fi
done
# Every context is one the code asks for: a class's own (Studio::Name) or a name passed to
# translate() or QT_TRANSLATE_NOOP(). lupdate files a class's strings under its bare name when it
# loses the namespace (Qt 6.4 does after an `enum E : T` inside a class); tr() then never finds
# them, and the window shows English.
for context in $(grep -ho '<name>[^<]*</name>' "$work"/sitemap-studio_cs.ts | sed 's/<[^>]*>//g' | sort -u); do
    [[ $context == Studio::* ]] && continue
    if ! grep -rqzP "(translate|QT_TRANSLATE_NOOP)\\(\\s*\"\\Q$context\\E\"" "$root/lib" "$root/app/gui"; then
        echo "The context \"$context\" is asked for by no code: lupdate lost a class's namespace" >&2
        status=1
    fi
done
if [[ $status != 0 ]]; then
    echo "Run ./dev.sh translations, translate the new strings in translations/, and build again." >&2
fi
exit $status
