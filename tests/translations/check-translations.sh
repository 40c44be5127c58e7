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
# A count before a noun ("%1 URLs", "%2 findings") reads "1 URLs" for one unless the string
# takes the count (tr(text, nullptr, n): lupdate marks it numerus) and each language gives its
# plural forms. The English file lists every string the window counts with.
plain=$(awk '
    /<message numerus="yes">/ { numerus = 1; note = ""; source = ""; next }
    /<message>/ { numerus = 0; note = ""; source = ""; next }
    /<source>/ { source = $0; sub(/^ *<source>/, "", source); sub(/<\/source>$/, "", source) }
    /<extracomment>/ { note = $0 }
    /<\/message>/ && !numerus {
        # A limit ("at most %1 URLs", "the limit of %1 pages") or a count that is never one
        # (a translator note, //:, saying "two or more") needs no singular.
        counted = source
        gsub(/(All|all|than|most|limit of|first) %[0-9]+ /, "", counted)
        if (counted ~ /%[0-9]+ (URLs|entries|pages|sitemaps|images|videos|findings|problems|files|errors|requests|lines|items|hosts)([^\/a-z]|$)/ \
            && note !~ /two or more|not a count/)
            print "  " source
    }
' "$work/sitemap-studio_cs.ts")
if [[ -n $plain ]]; then
    echo "Counted without plural forms (pass the count to tr() and give each form):" >&2
    printf '%s\n' "$plain" >&2
    status=1
fi
if [[ $status != 0 ]]; then
    echo "Run ./dev.sh translations, translate the new strings in translations/, and build again." >&2
fi
exit $status
