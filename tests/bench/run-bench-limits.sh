#!/usr/bin/env bash
# The "physical limit" goals: whole commands and the in-process reader on rich sitemaps (S1,
# S4) and on gzip (S3), the export against gzip and libdeflate, peak memory, and the window on
# S3. Every row is a ratio to a reference tool measured in the same run on the same bytes;
# whole-process rows are the median of several runs (tests/bench/measure.py).
#
#   tests/bench/run-bench-limits.sh BUILD_DIR [RATIOS_FILE]
#
# Run by run-bench.sh (./dev.sh bench, and alone with --quick); runs alone too, for a quick
# look at these rows. With RATIOS_FILE, each row that has a goal is appended to it (see
# run-bench.sh).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
build=${1:?usage: run-bench-limits.sh BUILD_DIR [RATIOS_FILE]}
ratios=${2:-}
cli="$build/app/cli/sitemap-studio-cli"
bench_read="$build/tests/bench/bench_read"
bench_export="$build/tests/bench/bench_export"
bench_gui="$build/tests/bench/bench_gui"
runs=${SITEMAP_STUDIO_BENCH_RUNS:-5}

for tool in xmllint zcat igzip gzip libdeflate-gzip python3; do
    command -v "$tool" >/dev/null || { echo "run-bench-limits.sh: $tool is not installed" >&2; exit 2; }
done

# generate NAME ARGS...: the data sets, made once (tests/bench/bench-data.sh).
source tests/bench/bench-data.sh
generate S1 --urls 50000 --images-per-url 1 --hreflang 2
generate S3 --urls 1000000 --no-changefreq --split --gzip
generate S4 --urls 50000 --video-every 10 --news-every 20
s1=$(find "$data/S1" -name '*.xml' | head -n 1)
s4=$(find "$data/S4" -name '*.xml' | head -n 1)
s3index=$(find "$data/S3" -name '*index*.xml' | head -n 1)
mapfile -t s3parts < <(find "$data/S3" -name '*.xml.gz' | sort)

measure() { python3 tests/bench/measure.py "$runs" "$@"; }
# The rows of a tenth of a second (S1, S4): three times the runs, at least 15, so that their
# median is not one slow start of the machine.
short_runs=$((runs * 3 < 15 ? 15 : runs * 3))
measure_short() { python3 tests/bench/measure.py "$short_runs" "$@"; }
field() { # JSON-LINE KEY
    sed -E "s/.*\"$2\":([0-9.e+-]+).*/\1/" <<<"$1"
}
# KEY NAME SECONDS REFERENCE-NAME REFERENCE-SECONDS GOAL-RATIO: printed, and recorded under KEY
# when it has a goal.
row() {
    local key=$1
    shift
    if [ -n "$ratios" ] && [ -n "$5" ]; then
        awk -v k="$key" -v s="$2" -v r="$4" -v g="$5" -v rn="$3" 'BEGIN {
            printf "%s\t%.4f\t%s\t%s\n", k, s / r, g, rn }' >>"$ratios"
    fi
    awk -v n="$1" -v s="$2" -v rn="$3" -v r="$4" -v g="$5" 'BEGIN {
        ratio = s / r
        printf "  %-34s %7.3f s   %-26s %7.3f s   %5.2fx", n, s, rn, r, ratio
        if (g != "") printf "  (goal <= %sx) %s", g, (ratio <= g ? "MET" : "NOT MET")
        printf "\n"
    }'
}
# NAME MiB GOAL-MiB
memory_row() {
    awk -v n="$1" -v m="$2" -v g="$3" 'BEGIN {
        printf "  %-34s %7.0f MiB (goal <= %d MiB) %s\n", n, m, g, (m <= g ? "MET" : "NOT MET") }'
}

echo "Measuring the references (median of $runs runs)..." >&2
xmllint_s1=$(measure_short xmllint --stream --noout "$s1")
xmllint_s4=$(measure_short xmllint --stream --noout "$s4")
zcat_s3=$(measure sh -c 'zcat "$@" >/dev/null' sh "${s3parts[@]}")
igzip_s3=$(measure sh -c 'igzip -dc "$@" >/dev/null' sh "${s3parts[@]}")

echo "Measuring Sitemap Studio's commands (median of $runs runs)..." >&2
stats_s1=$(measure_short "$cli" stats "$s1")
check_s1=$(measure_short "$cli" check "$s1")
stats_s3=$(measure "$cli" stats "$s3index")
check_s3=$(measure "$cli" check "$s3index")
check_s3_byfile=$(measure "$cli" check --memory 0 "$s3index")
open_s1=$("$bench_read" --repeat "$runs" "$s1")
open_s4=$("$bench_read" --repeat "$runs" "$s4")

echo
echo "Physical limit: rich sitemaps ($(nproc) cores; whole commands are the median of $short_runs runs):"
row stats-S1 "stats S1 (whole process)" "$(field "$stats_s1" median)" "xmllint --stream" "$(field "$xmllint_s1" median)" 0.6
row check-S1 "check S1 (whole process)" "$(field "$check_s1" median)" "xmllint --stream" "$(field "$xmllint_s1" median)" 1.2
row open-S1 "Loader::open S1 (in process, best)" "$(field "$open_s1" seconds)" "xmllint --stream" "$(field "$xmllint_s1" best)" 1.0
row open-S4 "Loader::open S4 (in process, best)" "$(field "$open_s4" seconds)" "xmllint --stream" "$(field "$xmllint_s4" best)" 1.0

echo
echo "Physical limit: gzip in (S3, 1,000,000 URLs in 20 .xml.gz files):"
row stats-S3 "stats S3 (whole process)" "$(field "$stats_s3" median)" "zcat" "$(field "$zcat_s3" median)" 0.25
row check-S3 "check S3 (whole process)" "$(field "$check_s3" median)" "zcat" "$(field "$zcat_s3" median)" 0.4
row check-S3-byfile "check S3 a file at a time" "$(field "$check_s3_byfile" median)" "zcat" "$(field "$zcat_s3" median)" ""
row stats-S3-isal "stats S3 against ISA-L" "$(field "$stats_s3" median)" "igzip -d" "$(field "$igzip_s3" median)" ""
memory_row "stats S3 peak memory" "$(field "$stats_s3" peakMiB)" 160
memory_row "check S3 peak memory" "$(field "$check_s3" peakMiB)" 200
memory_row "check S3 a file at a time, peak" "$(field "$check_s3_byfile" peakMiB)" 200

# The set held whole and checked a file at a time give the same report, byte for byte.
for set in "$s1" "$s3index"; do
    for format in text json; do
        whole=$("$cli" check --format "$format" --now 2026-12-01T00:00:00Z "$set" 2>&1 || true)
        byfile=$("$cli" check --format "$format" --now 2026-12-01T00:00:00Z --memory 0 "$set" 2>&1 || true)
        if [ "$whole" != "$byfile" ]; then
            echo "run-bench-limits.sh: check of $set ($format) held whole and a file at a time differ" >&2
            exit 1
        fi
    done
    printf "  %-34s %s\n" "check of $(basename "$set")" "the same report whole and a file at a time ($(wc -l <<<"$whole") lines of JSON)"
done

# Export: the workspace of S3 split and gzipped (in process: plan + write), against gzip -6 and
# libdeflate-gzip -6 of the same uncompressed bytes on one core; the whole command as well.
echo "Measuring the export..." >&2
export_out=$data/limits-export
rm -rf "$export_out" "$data/limits-export-cli"
e3=$("$bench_export" --repeat 3 --keep "$export_out" "$s3index")
export_xml=$data/limits-export-all.xml
cat "$export_out"/*.xml.gz | gzip -dc >"$export_xml"
gzip6=$(measure sh -c 'gzip -6 -c "$1" >/dev/null' sh "$export_xml")
libdeflate6=$(measure sh -c 'libdeflate-gzip -6 -c "$1" >/dev/null' sh "$export_xml")
export_cli=$(measure sh -c 'rm -rf "$2" && "$1" export --gzip --force --base-url https://www.example.com/ --out "$2" "$3"' sh \
    "$cli" "$data/limits-export-cli" "$s3index")
# The files against zlib level 6 of the same XML, file by file.
zlib_bytes=0
for f in "$export_out"/*.xml.gz; do
    zlib_bytes=$((zlib_bytes + $(gzip -dc "$f" | gzip -6 -c | wc -c)))
done
rm -rf "$export_xml" "$data/limits-export-cli"

echo
echo "Physical limit: gzip out (export of S3, split at 50,000 URLs, gzip, index):"
row exportlib-S3 "export S3 (in process: plan + write)" "$(field "$e3" seconds)" "gzip -6 (one core)" "$(field "$gzip6" median)" 0.4
row exportlib-S3-libdeflate "export S3 (in process: plan + write)" "$(field "$e3" seconds)" "libdeflate-gzip -6" "$(field "$libdeflate6" median)" ""
row export-S3 "export S3 (whole process, reads too)" "$(field "$export_cli" median)" "gzip -6 (one core)" "$(field "$gzip6" median)" 0.35
awk -v s="$(field "$e3" storedBytes)" -v z="$zlib_bytes" 'BEGIN {
    printf "  %-34s %7.2f MB   zlib -6 file by file %7.2f MB   %5.3fx  (goal <= 1.01x) %s\n",
        "exported .xml.gz files", s / 1e6, z / 1e6, s / z, (s <= z * 1.01 ? "MET" : "NOT MET") }'

echo "Measuring the editor window on S3 (offscreen)..." >&2
g3=$(QT_QPA_PLATFORM=offscreen:configfile=$PWD/tests/common/desktop-screen.json "$bench_gui" "$s3index" 2>/dev/null | tail -n 1)
echo
echo "Physical limit: the window with S3:"
awk -v first="$(field "$g3" firstRowsMs)" 'BEGIN {
    printf "  %-34s %7.2f s   (goal <= 1.0 s) %s\n", "first rows painted", first / 1000, (first <= 1000 ? "MET" : "NOT MET") }'
memory_row "window peak memory" "$(field "$g3" peakMiB)" 250
awk -v first="$(field "$g3" siteTreeFirstMs)" -v host="$(field "$g3" siteTreeHostMs)" \
    -v urls="$(field "$g3" siteTreeFolderUrls)" -v folder="$(field "$g3" siteTreeFolderMs)" \
    -v move="$(field "$g3" siteTreeMoveMs)" 'BEGIN {
    printf "  %-34s %7.0f ms  (its hosts, when the site view is first shown)\n", "site tree first shown", first
    printf "  %-34s %7.0f ms\n", "site tree: expand the host", host
    printf "  %-34s %7.0f ms  (%d URLs; goal < 100 ms for 50,000) %s\n", "site tree: expand the largest folder", folder, urls,
        (folder < 100 * (urls > 50000 ? urls / 50000 : 1) ? "MET" : "NOT MET")
    printf "  %-34s %7.0f ms  (a URL edited into that folder, or back)\n", "site tree: a page moved", move }'
