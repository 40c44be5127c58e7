#!/usr/bin/env bash
# The engine's layering, written once and checked on every test run (docs/architecture.md):
#
#   util ← model ← io ← rules ← net, review ← render   (app/ on top, never included from lib/)
#
# A folder of lib/ may include its own files and those of the folders below it, nothing else:
# model/ only util/; io/ (with input/, readers/, writing/) never rules/, net/ or review/; net/
# and review/ not each other. rules/ takes from io/ only the headers in RULES_FROM_IO. render/
# (the JavaScript renderer, a library of its own on Qt WebEngine) implements what net/ declares
# and may include every engine folder; none includes it, and the engine (sitemapcore) never links
# it or Qt WebEngine. No file of lib/ includes app/ or a header of Qt Gui or Widgets, and
# lib/CMakeLists.txt links neither.
#
#   check-layers.sh LIB_DIR QT_INCLUDE_DIR    check LIB_DIR (the source tree's lib/)
#   check-layers.sh --selftest LIB_DIR QT_INCLUDE_DIR
#                                             break a copy of LIB_DIR once for each kind of
#                                             violation and fail unless each one is caught
set -uo pipefail

# What rules/ may take from io/, and why: SM409 judges a URL by the robots.txt's rules, and
# matching a path against them belongs with the parser that compiled them (RFC 9309).
RULES_FROM_IO=(io/readers/robotstxt.h)

# The folders each folder of lib/ may include from, besides its own.
declare -A ALLOWED=(
    [util]=""
    [model]="util"
    [io]="util model"
    [rules]="util model"
    [net]="util model io rules"
    [review]="util model io rules"
    [render]="util model io rules net"
)

check() {
    local lib=$1 qtinc=$2 failed=0 file line target top own allowed ok
    lib=${lib%/}
    if [ ! -d "$lib/model" ] || [ ! -d "$qtinc/QtGui" ] || [ ! -d "$qtinc/QtWidgets" ]; then
        echo "check-layers: expected the engine in $lib and Qt's headers in $qtinc" >&2
        return 2
    fi
    # Every header name of Qt Gui and Widgets, as <QPainter> or <QtGui/QPainter> would name it.
    local -A gui=()
    for file in "$qtinc"/QtGui/* "$qtinc"/QtWidgets/*; do
        gui[$(basename "$file")]=1
    done
    while IFS= read -r file; do
        local rel=${file#"$lib"/}
        own=${rel%%/*}
        if [ -z "${ALLOWED[$own]+set}" ]; then
            echo "$rel: lib/$own/ is not a known layer; add it to ALLOWED in $0"
            failed=1
            continue
        fi
        while IFS= read -r line; do
            local number=${line%%:*}
            line=${line#*:}
            if [[ $line =~ ^[[:space:]]*#[[:space:]]*include[[:space:]]*\"([^\"]+)\" ]]; then
                target=${BASH_REMATCH[1]}
                [[ $target == */* ]] || continue # the same folder
                top=${target%%/*}
                [ "$top" = "$own" ] && continue
                ok=0
                for allowed in ${ALLOWED[$own]}; do
                    [ "$top" = "$allowed" ] && ok=1
                done
                if [ "$own" = rules ] && [ "$top" = io ]; then
                    for allowed in "${RULES_FROM_IO[@]}"; do
                        [ "$target" = "$allowed" ] && ok=1
                    done
                fi
                if [ $ok = 0 ]; then
                    echo "$rel:$number: lib/$own/ may not include \"$target\" (layers: util <- model <- io <- rules <- net, review <- render)"
                    failed=1
                fi
            elif [[ $line =~ ^[[:space:]]*#[[:space:]]*include[[:space:]]*\<([^\>]+)\> ]]; then
                target=${BASH_REMATCH[1]}
                if [[ $target == QtGui/* || $target == QtWidgets/* || $target == QtGui \
                      || $target == QtWidgets || -n ${gui[$target]+set} ]]; then
                    echo "$rel:$number: the engine may not include <$target> (Qt Gui or Widgets)"
                    failed=1
                fi
            fi
        done < <(grep -n '^[[:space:]]*#[[:space:]]*include' "$file")
    done < <(find "$lib" -type f \( -name '*.h' -o -name '*.cpp' \) | sort)
    if grep -nE 'Qt6?::(Gui|Widgets)|sitemapgui' "$lib/CMakeLists.txt"; then
        echo "lib/CMakeLists.txt: the engine links Qt Gui, Widgets or the window's library"
        failed=1
    fi
    # What sitemapcore links, every target_link_libraries(sitemapcore …) to its closing ')'.
    if awk '/target_link_libraries\(sitemapcore/ { on = 1 } on { print } on && /\)/ { on = 0 }' \
           "$lib/CMakeLists.txt" | grep -qE 'sitemaprender|WebEngine'; then
        echo "lib/CMakeLists.txt: the engine links the renderer (sitemaprender) or Qt WebEngine"
        failed=1
    fi
    return $failed
}

selftest() {
    local lib=${1%/} qtinc=$2 scratch kind failed=0
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' RETURN
    if ! check "$lib" "$qtinc" > "$scratch/clean.txt"; then
        echo "selftest: the engine itself does not pass:"
        cat "$scratch/clean.txt"
        return 1
    fi
    # Each line: the file to break, and the line to add to it.
    local cases=(
        'model/urlentry.h|#include "rules/checker.h"'
        'model/sitemap.cpp|#include "io/loader.h"'
        'io/loader.cpp|#include "rules/checker.h"'
        'io/readers/xmlsitemapreader.h|#include "rules/fixes.h"'
        'io/writing/exporter.cpp|#include "net/fetcher.h"'
        'rules/fixes.cpp|#include "io/loader.h"'
        'rules/checker.h|#include "net/crawler.h"'
        'net/crawler.cpp|#include "review/report.h"'
        'review/diff.cpp|#include "app/gui/mainwindow.h"'
        'util/url.cpp|#include "model/urlentry.h"'
        'review/report.cpp|#include <QPainter>'
        'net/fetcher.h|#include <QtWidgets/QWidget>'
        'model/urlentry.cpp|#  include <QColor>'
        'net/crawler.cpp|#include "render/pagerun.h"'
        'review/report.cpp|#include "render/renderserver.h"'
        'render/pagerun.cpp|#include <QtGui/QImage>'
    )
    for kind in "${cases[@]}"; do
        local file=${kind%%|*} add=${kind#*|}
        rm -rf "$scratch/lib"
        cp -r "$lib" "$scratch/lib"
        printf '%s\n' "$add" >> "$scratch/lib/$file"
        if check "$scratch/lib" "$qtinc" > "$scratch/out.txt"; then
            echo "selftest: not caught: $add in lib/$file"
            failed=1
        elif ! grep -q "^$file:" "$scratch/out.txt"; then
            echo "selftest: $add in lib/$file was reported elsewhere:"
            cat "$scratch/out.txt"
            failed=1
        else
            echo "caught: $(head -1 "$scratch/out.txt")"
        fi
    done
    rm -rf "$scratch/lib"
    cp -r "$lib" "$scratch/lib"
    echo 'target_link_libraries(sitemapcore PRIVATE Qt6::Widgets)' >> "$scratch/lib/CMakeLists.txt"
    if check "$scratch/lib" "$qtinc" > "$scratch/out.txt"; then
        echo "selftest: not caught: the engine linking Qt6::Widgets"
        failed=1
    else
        echo "caught: $(tail -1 "$scratch/out.txt")"
    fi
    rm -rf "$scratch/lib"
    cp -r "$lib" "$scratch/lib"
    printf 'target_link_libraries(sitemapcore\n    PRIVATE sitemaprender)\n' >> "$scratch/lib/CMakeLists.txt"
    if check "$scratch/lib" "$qtinc" > "$scratch/out.txt"; then
        echo "selftest: not caught: the engine linking the renderer"
        failed=1
    else
        echo "caught: $(tail -1 "$scratch/out.txt")"
    fi
    [ $failed = 0 ] && echo "selftest: every violation was caught"
    return $failed
}

if [ "${1:-}" = --selftest ]; then
    [ $# = 3 ] || { echo "usage: $0 --selftest LIB_DIR QT_INCLUDE_DIR" >&2; exit 2; }
    selftest "$2" "$3"
else
    [ $# = 2 ] || { echo "usage: $0 LIB_DIR QT_INCLUDE_DIR" >&2; exit 2; }
    check "$1" "$2" && echo "layers: every include of lib/ points down"
fi
