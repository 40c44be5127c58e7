#!/usr/bin/env bash
# Sitemap Studio's developer entry point. On a fresh Debian 12 (or Ubuntu) machine each command
# installs the system packages that are missing, configures with a CMake preset and builds.
#
#   ./dev.sh run [FILE|URL]   build, then open FILE (default: the bundled example)
#   ./dev.sh test             build and run the test suite (ctest), then the fuzz targets on
#                             their seeds (regression mode)
#   ./dev.sh bench            build in release mode and print the reading benchmarks
#   ./dev.sh fuzz [TARGET|all] [SECONDS] [libFuzzer options]
#                             fuzz each target for SECONDS (default 60); new inputs go to
#                             build/fuzz/corpus/TARGET, crashes to build/fuzz/artifacts/TARGET
#   ./dev.sh build [PRESET]   configure and build only
#   ./dev.sh package          build in release mode and make the Debian package
#                             (build/release/sitemap-studio_VERSION_ARCH.deb)
#   ./dev.sh docs             write docs/RULES.md again from the rule catalogue
#   ./dev.sh translations     add the sources' new strings to translations/*.ts (unfinished,
#                             for a translator) and drop those no longer used
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

# What builds and tests the project (Debian 12 package names).
BUILD_PACKAGES=(
    cmake g++ make pkg-config ccache
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n
    libqt6opengl6-dev qt6-charts-dev qt6-svg-dev libquazip1-qt6-dev zlib1g-dev libdeflate-dev libisal-dev libgumbo-dev qt6-qpa-plugins libqt6svg6
    libxkbcommon-dev libgl1-mesa-dev
    libxml2-utils
    libqt6sql6-sqlite
    qtkeychain-qt6-dev qt6-networkauth-dev
    poppler-utils
    qt6-webengine-dev libqt6webenginecore6-bin
)
# The benchmark's reference tools and data generator (igzip from isal, libdeflate-gzip from
# libdeflate-tools; xmllint, from libxml2-utils, is in
# BUILD_PACKAGES: tst_realworld_schema checks files against the schemas with it; pdftotext, from
# poppler-utils, reads the PDF report back in tst_reportpages). Qt WebEngine builds the
# JavaScript renderer (crawl --render); libqt6webenginecore6-bin holds Chromium's helper
# process, QtWebEngineProcess, which it starts.
BENCH_PACKAGES=(gzip python3 isal libdeflate-tools)
# The Debian package: dpkg-shlibdeps for its dependencies, and the validators the package test
# runs on its desktop file and AppStream metainfo.
PACKAGE_PACKAGES=(dpkg-dev desktop-file-utils appstream)
# The fuzz preset: clang 14 and its runtime libraries (libFuzzer, the sanitizers).
FUZZ_PACKAGES=(clang-14 libclang-rt-14-dev)

log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

ensure_packages() {
    local missing=() p
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' \
            || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if ! command -v apt-get >/dev/null; then
        echo "Missing packages (${missing[*]}) and no apt-get to install them." >&2
        exit 1
    fi
    local sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    log "Installing ${missing[*]}"
    # A fresh machine has empty package lists: update once before the first install.
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        "${missing[@]}"
}

build() {
    local preset=$1
    ensure_packages "${BUILD_PACKAGES[@]}"
    if [ "$preset" = fuzz ]; then
        ensure_packages "${FUZZ_PACKAGES[@]}"
    fi
    if [ ! -f "build/$preset/CMakeCache.txt" ]; then
        log "Configuring ($preset)"
        cmake --preset "$preset"
    fi
    log "Building ($preset)"
    cmake --build --preset "$preset"
}

# One line per target from the fuzz build's manifest: name, executable, seed folder, dictionary.
fuzz_targets() {
    cat build/fuzz/tests/fuzz/fuzzers.tsv
}

# Runs one target for $2 seconds and prints a one-line summary from libFuzzer's final stats.
fuzz_one() {
    local name=$1 exe=$2 seeds=$3 dict=$4 seconds=$5
    shift 5
    local corpus=build/fuzz/corpus/$name artifacts=build/fuzz/artifacts/$name
    local logfile=build/fuzz/logs/$name.log
    mkdir -p "$corpus" "$artifacts" "$(dirname "$logfile")"
    local args=(-max_total_time="$seconds" -timeout=25 -max_len=16384 -print_final_stats=1
                -artifact_prefix="$artifacts/")
    [ -n "$dict" ] && args+=(-dict="$dict")
    log "Fuzzing $name for ${seconds}s (log: $logfile)"
    local status=0
    "$exe" "${args[@]}" "$@" "$corpus" "$seeds" </dev/null >"$logfile" 2>&1 || status=$?
    local runs execs cov ft corp crash
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$logfile" | tail -1)
    execs=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$logfile" | tail -1)
    cov=$(grep -o 'cov: [0-9]*' "$logfile" | tail -1 | cut -d' ' -f2)
    ft=$(grep -o 'ft: [0-9]*' "$logfile" | tail -1 | cut -d' ' -f2)
    corp=$(grep -o 'corp: [0-9]*/[0-9a-zA-Z]*' "$logfile" | tail -1 | cut -d' ' -f2)
    crash=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$logfile" | tail -1)
    if [ "$status" -ne 0 ] && [ -z "$crash" ]; then
        crash="exit status $status, see $logfile"
    fi
    printf '%-15s %5ss  runs %-10s exec/s %-6s cov %-6s ft %-7s corpus %-10s crashes: %s\n' \
        "$name" "$seconds" "${runs:-?}" "${execs:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" \
        "${crash:-none}"
    return "$status"
}

cmd=${1:-}
[ $# -gt 0 ] && shift
case "$cmd" in
    run)
        build dev
        input=${1:-resources/example/sitemap.xml}
        exec build/dev/app/gui/sitemap-studio "$input"
        ;;
    test)
        ensure_packages "${PACKAGE_PACKAGES[@]}"
        build dev
        log "Testing"
        ctest --preset dev "$@"
        # The fuzz targets, built with clang and the sanitizers, each run once over its seeds.
        build fuzz
        log "Fuzz targets on their seeds (regression mode)"
        ctest --preset fuzz "$@"
        ;;
    bench)
        ensure_packages "${BENCH_PACKAGES[@]}"
        build release
        exec tests/bench/run-bench.sh build/release "$@"
        ;;
    fuzz)
        target=${1:-all}
        seconds=${2:-60}
        shift $(($# < 2 ? $# : 2))
        build fuzz
        found=0 failed=0
        while IFS=$'\t' read -r name exe seeds dict; do
            [ "$target" = all ] || [ "$target" = "$name" ] || continue
            found=1
            fuzz_one "$name" "$exe" "$seeds" "$dict" "$seconds" "$@" || failed=1
        done < <(fuzz_targets)
        if [ "$found" -eq 0 ]; then
            echo "No fuzz target $target; there are: $(fuzz_targets | cut -f1 | tr '\n' ' ')" >&2
            exit 2
        fi
        exit "$failed"
        ;;
    build)
        build "${1:-dev}"
        ;;
    package)
        ensure_packages "${PACKAGE_PACKAGES[@]}"
        build release
        log "Packaging"
        (cd build/release && cpack -G DEB)
        ;;
    docs)
        # Only the CLI is needed. The C locale keeps the page in English.
        ensure_packages "${BUILD_PACKAGES[@]}"
        [ -f build/dev/CMakeCache.txt ] || cmake --preset dev
        cmake --build --preset dev --target sitemap-studio-cli
        log "Writing docs/RULES.md"
        LC_ALL=C.UTF-8 build/dev/app/cli/sitemap-studio-cli rules --markdown >docs/RULES.md
        ;;
    translations)
        ensure_packages "${BUILD_PACKAGES[@]}"
        log "Updating translations/*.ts from the sources"
        translations/update.sh
        tests/translations/check-translations.sh || true
        ;;
    *)
        sed -n '2,/^[^#]/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
        exit 2
        ;;
esac
