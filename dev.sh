#!/usr/bin/env bash
# Sitemap Studio's developer entry point. On a fresh Debian 12 (or Ubuntu) machine each command
# installs the system packages that are missing, configures with a CMake preset and builds.
#
#   ./dev.sh run [FILE|URL]   build, then open FILE (default: the bundled example)
#   ./dev.sh test             build and run the test suite (ctest)
#   ./dev.sh bench            build in release mode and print the reading benchmarks
#   ./dev.sh build            configure and build only
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

# What builds and tests the project (Debian 12 package names).
BUILD_PACKAGES=(
    cmake g++ make pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libqt6opengl6-dev qt6-charts-dev libquazip1-qt6-dev zlib1g-dev qt6-qpa-plugins libqt6svg6
    libxkbcommon-dev libgl1-mesa-dev
)
# The benchmark's reference tools and data generator.
BENCH_PACKAGES=(libxml2-utils gzip python3)

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
    if [ ! -f "build/$preset/CMakeCache.txt" ]; then
        log "Configuring ($preset)"
        cmake --preset "$preset"
    fi
    log "Building ($preset)"
    cmake --build --preset "$preset"
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
        build dev
        log "Testing"
        ctest --preset dev "$@"
        ;;
    bench)
        ensure_packages "${BENCH_PACKAGES[@]}"
        build release
        exec tests/bench/run-bench.sh build/release "$@"
        ;;
    build)
        build "${1:-dev}"
        ;;
    *)
        sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
        exit 2
        ;;
esac
