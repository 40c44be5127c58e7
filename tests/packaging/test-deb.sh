#!/usr/bin/env bash
# Makes the .deb from a build folder with CPack, unpacks it with dpkg -x into a temporary root
# and checks it as a user's machine would see it: the control fields and dependencies, that
# only /usr is touched, the desktop file, metainfo, icons and man pages (validated when
# desktop-file-validate, appstreamcli and man are installed), and that the installed programs
# run from there on their own: no build-tree RPATH, no LD_LIBRARY_PATH.
#
#   test-deb.sh BUILD_DIR APP_ID VERSION SITEMAP
# SITEMAP is a small sitemap with errors, among them an SM106 on line 2 (CMakeLists.txt gives
# tests/data/urlset-video-no-thumbnail-no-declaration.xml); the installed CLI must check it
# exactly as the built one does.
set -euo pipefail
build=$1 app_id=$2 version=$3 sitemap=$4

if ! command -v dpkg-deb >/dev/null; then
    echo "SKIP: no dpkg-deb here (not a Debian system)"
    exit 77
fi
command -v dpkg-shlibdeps >/dev/null || {
    echo "FAIL: dpkg-shlibdeps is missing (package dpkg-dev); without it CPack writes a package"
    echo "      without its library dependencies. ./dev.sh test installs it."
    exit 1
}

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
ok() { echo "ok: $*"; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cpack --config "$build/CPackConfig.cmake" -G DEB -B "$tmp/out" >"$tmp/cpack.log" 2>&1 || {
    cat "$tmp/cpack.log"
    echo "FAIL: cpack"
    exit 1
}
debs=("$tmp"/out/*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || { echo "FAIL: not one .deb: ${debs[*]}"; exit 1; }
deb=${debs[0]}
arch=$(dpkg --print-architecture)
[ "$(basename "$deb")" = "sitemap-studio_${version}_${arch}.deb" ] \
    && ok "file name $(basename "$deb")" || fail "file name $(basename "$deb")"

# Control fields.
dpkg-deb --info "$deb" control >"$tmp/control"
field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = sitemap-studio ] || fail "Package: $(field Package)"
[ "$(field Version)" = "$version" ] || fail "Version: $(field Version), the project is $version"
[ "$(field Architecture)" = "$arch" ] || fail "Architecture: $(field Architecture)"
[ "$(field Section)" = web ] || fail "Section: $(field Section)"
[[ "$(field Maintainer)" == *"<"*"@"*">" ]] || fail "Maintainer: $(field Maintainer)"
[ -n "$(field Description | sed -n 2p)" ] || fail "Description has no long text"
depends=$(field Depends)
# The libraries the binaries link (found by dpkg-shlibdeps; Debian 12 names), the SVG icon
# engine and the SQLite driver that Qt loads as plugins.
for package in libqt6core6 libqt6gui6 libqt6widgets6 libqt6network6 libqt6concurrent6 \
    libqt6sql6 libquazip1-qt6-1 zlib1g libstdc++6 libc6 libqt6svg6 libqt6sql6-sqlite \
    libqt6keychain1; do
    [[ ", $depends," == *", $package "* || ", $depends," == *", $package,"* ]] \
        || fail "Depends lacks $package: $depends"
done
duplicates=$(sed 's/, /\n/g' <<<"$depends" | awk '{ print $1 }' | sort | uniq -d | tr '\n' ' ')
[ -z "$duplicates" ] || fail "Depends lists $duplicates more than once"
ok "Depends: $depends"

# Only /usr, and only the two programs in /usr/bin.
dpkg-deb --contents "$deb" | awk '{ print $6 }' >"$tmp/contents"
if grep -v -e '^\./$' -e '^\./usr/' "$tmp/contents"; then fail "files outside /usr (above)"; fi
if grep -e '^\./usr/local/' "$tmp/contents"; then fail "files in /usr/local (above)"; fi
bins=$(grep '^\./usr/bin/.' "$tmp/contents" | sort | tr '\n' ' ')
[ "$bins" = "./usr/bin/sitemap-studio ./usr/bin/sitemap-studio-cli " ] || fail "/usr/bin holds: $bins"

root=$tmp/root
dpkg -x "$deb" "$root"
share=$root/usr/share

# The programs run from the unpacked root alone.
for program in sitemap-studio sitemap-studio-cli; do
    if readelf -d "$root/usr/bin/$program" | grep -E 'RPATH|RUNPATH'; then
        fail "$program keeps a run path (above)"
    fi
done
run() { (cd "$tmp" && env -i PATH=/usr/bin:/bin HOME="$tmp" LANG=C.UTF-8 "$@"); }
cli=$root/usr/bin/sitemap-studio-cli
out=$(run "$cli" --version) && [ "$out" = "sitemap-studio-cli $version" ] \
    && ok "installed CLI: $out" || fail "installed CLI --version: '$out'"
status=0
run "$cli" check --now 2026-01-01T00:00:00Z "$sitemap" >"$tmp/check.installed" 2>&1 || status=$?
built=0
(cd "$tmp" && "$build/app/cli/sitemap-studio-cli" check --now 2026-01-01T00:00:00Z "$sitemap") \
    >"$tmp/check.built" 2>&1 || built=$?
if [ "$status" -ne 1 ]; then
    fail "installed CLI check: exit status $status, not 1 (the sitemap has errors)"
elif ! grep -q ':2: error: .*\[SM106\]$' "$tmp/check.installed"; then
    fail "installed CLI check: no SM106 error on line 2"
elif ! cmp -s "$tmp/check.installed" "$tmp/check.built" || [ "$built" -ne "$status" ]; then
    diff "$tmp/check.built" "$tmp/check.installed" || true
    fail "installed CLI check differs from the built one's (above)"
else
    ok "installed CLI check: exit status 1, $(tail -1 "$tmp/check.installed"), as built"
fi
gui=$root/usr/bin/sitemap-studio
out=$(run QT_QPA_PLATFORM=offscreen "$gui" --version 2>/dev/null) \
    && [ "$out" = "Sitemap Studio $version" ] \
    && ok "installed GUI: $out" || fail "installed GUI --version: '$out'"
if run QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$tmp" "$gui" --screenshot "$tmp/window.png" \
        "$sitemap" 2>"$tmp/gui.log" && [ "$(head -c 8 "$tmp/window.png" | od -An -tx1 | tr -d ' ')" = 89504e470d0a1a0a ]; then
    ok "installed GUI opens the sitemap and draws its window"
else
    cat "$tmp/gui.log"
    fail "installed GUI --screenshot"
fi

# Desktop file.
desktop=$share/applications/$app_id.desktop
if [ -f "$desktop" ]; then
    grep -qx "Icon=$app_id" "$desktop" || fail "desktop file: Icon is not $app_id"
    exec_program=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
    [ -x "$root/usr/bin/$exec_program" ] || fail "desktop file: Exec '$exec_program' is not installed"
    if command -v desktop-file-validate >/dev/null; then
        report=$(desktop-file-validate "$desktop" 2>&1) && [ -z "$report" ] \
            && ok "desktop-file-validate: clean" || fail "desktop-file-validate: $report"
    else
        echo "note: desktop-file-validate (desktop-file-utils) missing, desktop file not validated"
    fi
else
    fail "no $desktop"
fi

# The licence, where Debian looks for it.
copyright=$share/doc/sitemap-studio/copyright
if [ -f "$copyright" ] && grep -q '^License: GPL-3.0-or-later' "$copyright"; then
    ok "copyright: GPL-3.0-or-later"
else
    fail "no $copyright naming the licence"
fi

# AppStream metainfo.
metainfo=$share/metainfo/$app_id.metainfo.xml
if [ -f "$metainfo" ]; then
    grep -q "<id>$app_id</id>" "$metainfo" || fail "metainfo: id is not $app_id"
    grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" \
        || fail "metainfo: the launchable is not $app_id.desktop"
    newest=$(grep -o '<release version="[^"]*"' "$metainfo" | head -1 | cut -d'"' -f2)
    [ "$newest" = "$version" ] \
        || fail "metainfo: the newest release is '$newest', not $version: add a <release>"
    for binary in $(sed -n 's:.*<binary>\(.*\)</binary>.*:\1:p' "$metainfo"); do
        [ -x "$root/usr/bin/$binary" ] || fail "metainfo: binary $binary is not installed"
    done
    if command -v appstreamcli >/dev/null; then
        if report=$(appstreamcli validate --no-net --no-color "$metainfo" 2>&1) \
                && ! grep -qE '^[EW]: ' <<<"$report"; then
            ok "appstreamcli validate --no-net: $(tail -1 <<<"$report")"
        else
            fail "appstreamcli validate --no-net: $report"
        fi
    else
        echo "note: appstreamcli (appstream) missing, metainfo not validated"
    fi
else
    fail "no $metainfo"
fi

# Icons: the SVG and each PNG size, of that size.
icons=$share/icons/hicolor
[ -f "$icons/scalable/apps/$app_id.svg" ] || fail "no scalable icon"
png_sizes=0
for dir in "$icons"/*x*/; do
    size=${dir%/}
    size=${size##*/}
    png=$dir/apps/$app_id.png
    [ -f "$png" ] || { fail "no $size icon"; continue; }
    read -r w1 w2 w3 w4 h1 h2 h3 h4 < <(od -An -tu1 -j16 -N8 "$png")
    actual="$(((w1 << 24) + (w2 << 16) + (w3 << 8) + w4))x$(((h1 << 24) + (h2 << 16) + (h3 << 8) + h4))"
    [ "$actual" = "$size" ] || fail "icon $size is $actual"
    png_sizes=$((png_sizes + 1))
done
[ "$png_sizes" -ge 6 ] && ok "icons: SVG and $png_sizes PNG sizes" || fail "only $png_sizes PNG icon sizes"

# Man pages: one per program, the CLI's with a subsection for every command it lists.
man1=$share/man/man1
for program in sitemap-studio sitemap-studio-cli; do
    page=$man1/$program.1.gz
    if ! gzip -t "$page" 2>/dev/null; then
        fail "no gzipped man page $program.1.gz"
        continue
    fi
    grep -q '^\.SH OPTIONS\|^\.SH COMMANDS' <<<"$(zcat "$page")" || fail "$program.1: no OPTIONS or COMMANDS"
    if command -v man >/dev/null; then
        warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null)
        [ -z "$warnings" ] || fail "man --warnings $program.1: $warnings"
    fi
done
commands=$(run "$cli" --help | awk '/^Commands:$/ { c = 1; next } c && /^  [^ ]/ { print $1 }')
missing=
# Inflated once: `zcat | grep -q` fails under pipefail when grep stops before zcat has written
# the rest of a page longer than the pipe's buffer.
cli_page=$(zcat "$man1/sitemap-studio-cli.1.gz")
for command in $commands; do
    # roff writes a hyphen as \- ("crawl\-diff").
    grep -qxF ".SS \"${command//-/\\-}\"" <<<"$cli_page" || missing+=" $command"
done
[ -z "$missing" ] && ok "man pages; sitemap-studio-cli.1 documents $(wc -w <<<"$commands") commands" \
    || fail "sitemap-studio-cli.1 lacks the commands$missing"

if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "The package is sound: $(basename "$deb"), $(du -h "$deb" | cut -f1)"
