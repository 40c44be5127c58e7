#!/usr/bin/env bash
# The reading and checking benchmarks: generates the data sets with
# ../shared/tools/gen_sitemap.py, times the reference tools on the same bytes in the same run,
# then Sitemap Studio's reader and checker, and prints each result as a ratio to its reference
# (the full check's reference is reading the same workspace, measured in the same process).
#
#   tests/bench/run-bench.sh BUILD_DIR
#
# S1: --urls 50000 --images-per-url 1 --hreflang 2 (one 33 MB file)
# S3: --urls 1000000 --no-changefreq --split --gzip (an index of gzipped files, 200 MB of XML)
# S3J: the same 1,000,000 URLs as JSON lines, for the npm `sitemap` package (export section)
# S5T: 1,000,000 URLs as a text list, one per line (import section)
# S5X: the same 1,000,000 URLs as one XML urlset with <loc> alone (import section)
# K1: a loopback site of 10,000 pages made by bench_crawl itself (crawl section)
# K6: the hostile loopback site of tests/common/hostilesite.cpp, every trap at once (crawl section)
# K7: a single-page application of 1,000 routes served by bench_crawl, rendered (crawl section)
# K8: --render auto against never on the K1 site (crawl section)
#
# Options after BUILD_DIR:
#   --ratios FILE   where the ratios go (default BUILD_DIR/bench-ratios.tsv): one line a row,
#                   the row's key, its ratio to the reference measured in the same run, the goal
#                   and the reference, tab-separated
#   --compare FILE  afterwards, each ratio against FILE's (a baseline such as
#                   tests/bench/baseline-2cores.tsv); fails when one is more than 10% worse
#   --quick         the "physical limit" rows only (run-bench-limits.sh: the whole commands
#                   check, stats and export, the reader, the window on S3)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
build=${1:?usage: run-bench.sh BUILD_DIR [--ratios FILE] [--compare FILE] [--quick]}
shift
ratios="$build/bench-ratios.tsv"
compare=""
quick=""
while [ $# -gt 0 ]; do
    case $1 in
    --ratios) ratios=$2; shift 2 ;;
    --compare) compare=$2; shift 2 ;;
    --quick) quick=1; shift ;;
    *) echo "run-bench.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
{
    echo "# Sitemap Studio benchmark ratios, $(date -u +%Y-%m-%dT%H:%MZ), $(git rev-parse --short HEAD 2>/dev/null || echo unknown), $(nproc) cores"
    echo "# row	ratio	goal	reference"
} >"$ratios"
# record KEY RATIO GOAL REFERENCE: one line of the ratios file.
record() { printf '%s\t%.4f\t%s\t%s\n' "$1" "$2" "$3" "$4" >>"$ratios"; }
# Compares with the baseline (when asked) once the rows are in, and says where they are.
finish() {
    echo
    echo "Ratios written to $ratios"
    if [ -n "$compare" ]; then
        echo "Against the baseline $compare:"
        tests/bench/compare-ratios.sh "$compare" "$ratios"
    fi
}

if [ -n "$quick" ]; then
    tests/bench/run-bench-limits.sh "$build" "$ratios"
    finish
    exit $?
fi
bench="$build/tests/bench/bench_read"
bench_check="$build/tests/bench/bench_check"
bench_export="$build/tests/bench/bench_export"

# generate NAME ARGS...: the data sets, made once (tests/bench/bench-data.sh).
source tests/bench/bench-data.sh
generate S1 --urls 50000 --images-per-url 1 --hreflang 2
generate S3 --urls 1000000 --no-changefreq --split --gzip
s1=$(find "$data/S1" -name '*.xml' | head -n 1)
s3index=$(find "$data/S3" -name '*index*.xml' | head -n 1)
mapfile -t s3parts < <(find "$data/S3" -name '*.xml.gz' | sort)

# Best wall-clock seconds of N runs of a command.
best_of() {
    local n=$1 best="" t
    shift
    for _ in $(seq "$n"); do
        local start end
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1
        end=$(date +%s%N)
        t=$(( end - start ))
        if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
    done
    awk -v ns="$best" 'BEGIN { printf "%.4f", ns / 1e9 }'
}
field() { # JSON-LINE KEY
    sed -E "s/.*\"$2\":([0-9.e+-]+).*/\1/" <<<"$1"
}

echo "Measuring references (xmllint --stream --noout, zcat)..." >&2
xmllint_s1=$(best_of 5 xmllint --stream --noout "$s1")
xmllint_s3=$(best_of 3 xmllint --stream --noout "${s3parts[@]}")
zcat_s3=$(best_of 3 sh -c 'zcat "$@" >/dev/null' sh "${s3parts[@]}")

echo "Measuring Sitemap Studio..." >&2
r1=$("$bench" --repeat 5 "$s1")
r3=$("$bench" --repeat 3 "$s3index")
m3=$("$bench" --repeat 1 --memory "$s3index")

report() { # NAME RESULT REFERENCE-NAME REFERENCE-SECONDS GOAL
    local seconds mb urls
    seconds=$(field "$2" seconds)
    mb=$(field "$2" mbPerSecond)
    urls=$(field "$2" urlsPerSecond)
    awk -v n="$1" -v s="$seconds" -v mb="$mb" -v u="$urls" -v rn="$3" -v r="$4" -v g="$5" 'BEGIN {
        ratio = s / r
        printf "%-3s %8.3f s  %7.1f MB/s  %9.0f URLs/s   %-22s %7.3f s   ratio %.2fx (goal <= %.1fx) %s\n",
            n, s, mb, u, rn, r, ratio, g, (ratio <= g ? "MET" : "NOT MET")
    }'
}
echo
echo "Reading into the model, best of several runs ($(nproc) cores):"
report S1 "$r1" "xmllint --stream" "$xmllint_s1" 1.5
report S3 "$r3" "xmllint --stream" "$xmllint_s3" 1.5
record read-S1 "$(awk -v s="$(field "$r1" seconds)" -v r="$xmllint_s1" 'BEGIN { print s / r }')" 1.5 "xmllint --stream S1"
record read-S3 "$(awk -v s="$(field "$r3" seconds)" -v r="$xmllint_s3" 'BEGIN { print s / r }')" 1.5 "xmllint --stream S3"
awk -v z="$zcat_s3" -v s="$(field "$r3" seconds)" 'BEGIN {
    printf "S3 against zcat of the same files (%.3f s): %.2fx\n", z, s / z }'
awk -v w="$(field "$m3" workspaceMiB)" -v p="$(field "$m3" peakMiB)" -v u="$(field "$m3" urls)" 'BEGIN {
    printf "Memory for S3 (%d URLs): %.0f MiB held by the workspace (goal < 250 MB: %s), peak %.0f MiB\n",
        u, w, (w * 1.048576 < 250 ? "MET" : "NOT MET"), p }'

# Saving: S1 with one entry edited, written over its file with the untouched entries' bytes
# kept and read back for its lines (what File > Save does), against the writer alone and
# xmllint --stream reading the same file.
sv1=$("$build/tests/bench/bench_save" --repeat 3 "$s1")
awk -v s="$(field "$sv1" spliceSeconds)" -v w="$(field "$sv1" writeSeconds)" -v x="$xmllint_s1" \
    -v k="$(field "$sv1" keptEntries)" -v n="$(field "$sv1" entries)" 'BEGIN {
    printf "Saving S1 after one edit, %d of %d entries kept byte for byte: %.3f s (the writer alone %.3f s); %.2fx xmllint --stream (goal <= 3x: %s)\n",
        k, n, s, w, s / x, (s / x <= 3 ? "MET" : "NOT MET") }'

echo "Measuring the checker..." >&2
c1=$("$bench_check" --repeat 3 --edits 2000 "$s1")
c3=$("$bench_check" --repeat 2 --edits 2000 "$s3index")
check_report() { # NAME RESULT
    awk -v n="$1" -v r="$(field "$2" readSeconds)" -v c="$(field "$2" checkSeconds)" \
        -v u="$(field "$2" urls)" -v f="$(field "$2" findings)" \
        -v med="$(field "$2" recheckMedianMs)" -v p99="$(field "$2" recheckP99Ms)" \
        -v max="$(field "$2" recheckMaxMs)" -v e="$(field "$2" edits)" \
        -v se="$(field "$2" structuralEdits)" -v im="$(field "$2" insertMedianMs)" \
        -v ix="$(field "$2" insertMaxMs)" -v rm="$(field "$2" removeMedianMs)" \
        -v rx="$(field "$2" removeMaxMs)" -v mm="$(field "$2" moveMedianMs)" \
        -v mx="$(field "$2" moveMaxMs)" 'BEGIN {
        printf "%-3s full check %7.3f s for %d URLs (%d findings)   reading %7.3f s   ratio %.2fx (goal < 1.0x) %s\n",
            n, c, u, f, r, c / r, (c < r ? "MET" : "NOT MET")
        printf "%-3s one edit + recheck, %d edits: median %.3f ms, p99 %.3f ms, max %.3f ms (goal < 5 ms) %s\n",
            n, e, med, p99, max, (max < 5 ? "MET" : (p99 < 5 ? "MET at p99" : "NOT MET"))
        printf "%-3s insert / remove / move an entry, %d edits: median %.3f / %.3f / %.3f ms, max %.1f / %.1f / %.1f ms (goal < 16 ms) %s\n",
            n, se, im, rm, mm, ix, rx, mx, (im < 16 && rm < 16 && mm < 16 ? "MET" : "NOT MET")
    }'
}
echo
echo "Checking (Checker::checkAll, best of several runs; Checker::recheck after single edits):"
check_report S1 "$c1"
check_report S3 "$c3"
for set in S1 S3; do
    result=$c1
    [ "$set" = S3 ] && result=$c3
    record "checkall-$set" "$(awk -v c="$(field "$result" checkSeconds)" -v r="$(field "$result" readSeconds)" 'BEGIN { print c / r }')" 1.0 "reading $set, same process"
done

echo "Measuring the editor window (offscreen)..." >&2
# Search Console's verdicts on every 500th URL of S3 (2,000, a day's inspections), for the
# window's import and coverage filter.
s3inspections=$data/S3-inspections.jsonl
[ -s "$s3inspections" ] || python3 tests/bench/make_inspections.py "$(dirname "$s3index")" "$s3inspections" 500 >/dev/null
g3=$(QT_QPA_PLATFORM=offscreen:configfile=$PWD/tests/common/desktop-screen.json "$build/tests/bench/bench_gui" "$s3index" --coverage "$s3inspections" 2>/dev/null | tail -n 1)
awk -v rows="$(field "$g3" rows)" -v first="$(field "$g3" firstRowsMs)" -v loaded="$(field "$g3" loadedMs)" \
    -v filter="$(field "$g3" filterKeystrokeMaxMs)" -v edit="$(field "$g3" editToWarningsMedianMs)" -v editmax="$(field "$g3" editToWarningsMaxMs)" \
    -v peak="$(field "$g3" peakMiB)" -v read="$(field "$r3" seconds)" \
    -v models="$(field "$g3" editModelsMedianMs)" -v filtermodel="$(field "$g3" filterModelMaxMs)" \
    -v filterbusy="$(field "$g3" filterBusyMaxMs)" \
    -v covjoin="$(field "$g3" coverageJoinMs)" -v covfilter="$(field "$g3" coverageFilterMs)" \
    -v covshown="$(field "$g3" coverageNotIndexed)" 'BEGIN {
    printf "\nEditor window on S3 (%d rows):\n", rows
    printf "  open until the first rows are painted: %.2f s, until the load completes: %.2f s (reading alone: %.2f s)\n", first / 1000, loaded / 1000, read
    printf "  peak memory: %.0f MiB (goal < 500 MB: %s)\n", peak, (peak * 1.048576 < 500 ? "MET" : "NOT MET")
    printf "  one filter keystroke over all rows until its rows are painted (the slowest of four, each the median of 5): %.0f ms, of which %.0f ms until the model has them (goal < 100 ms: %s); the window busy at most %.0f ms of it\n", filter, filtermodel, (filter < 100 ? "MET" : "NOT MET"), filterbusy
    printf "  one edit until the warnings dock is updated: median %.1f ms (max %.1f ms), of which %.1f ms before painting (goal < 16 ms: %s)\n", edit, editmax, models, (edit < 16 ? "MET" : "NOT MET")
    printf "  Search Console data of 2,000 URLs imported until joined with every URL: %.0f ms (goal < 1000 ms: %s)\n", covjoin, (covjoin < 1000 ? "MET" : "NOT MET")
    printf "  coverage filter \"Not indexed\" (%d rows) and back, until painted (median of 5, the slower): %.0f ms (goal < 150 ms, a choice rather than a keystroke: %s)\n", covshown, covfilter, (covfilter < 150 ? "MET" : "NOT MET")
}'

# Export: the 1,000,000 URLs of S3 split at the protocol's limits and gzipped, with an index,
# against gzip -6 of the same uncompressed bytes (one core) and the npm `sitemap` package's
# SitemapAndIndexStream on the same URLs (installed into a temporary folder for this run).
echo "Measuring the export..." >&2
export_out=$data/export-out
e3=$("$bench_export" --repeat 3 --keep "$export_out" "$s3index")
e3one=$("$bench_export" --repeat 1 --threads 1 "$s3index")
# The same bytes, uncompressed, in one file for gzip -6.
export_xml=$data/export-all.xml
cat "$export_out"/*.xml.gz | gzip -dc >"$export_xml"
gzip6=$(best_of 3 sh -c 'gzip -6 -c "$1" >/dev/null' sh "$export_xml")
rm -f "$export_xml"
npm_seconds=""
npm_note=""
if command -v npm >/dev/null && command -v node >/dev/null; then
    generate S3J --urls 1000000 --no-changefreq --format jsonl
    s3jsonl=$(find "$data/S3J" -name '*.jsonl' | head -n 1)
    npm_dir=$(mktemp -d)
    if npm install --prefix "$npm_dir" --no-audit --no-fund --no-save --silent sitemap \
        >"$data/npm-install.log" 2>&1; then
        npm_version=$(node -p "require('$npm_dir/node_modules/sitemap/package.json').version")
        echo "Measuring npm sitemap $npm_version (SitemapAndIndexStream, one run)..." >&2
        if n3=$(node tests/bench/npm_sitemap_export.js "$npm_dir/node_modules" "$s3jsonl" \
            "$data/npm-out" 2>"$data/npm-run.log"); then
            npm_seconds=$(field "$n3" seconds)
        else
            npm_note="npm sitemap failed: $(tail -n 1 "$data/npm-run.log")"
        fi
    else
        npm_note="npm install sitemap failed (see $data/npm-install.log)"
    fi
    rm -rf "$npm_dir" "$data/npm-out"
else
    npm_note="npm or node not found"
fi
echo
echo "Export of S3 (split at 50,000 URLs, gzip -6, index; plan + write, best of 3):"
awk -v s="$(field "$e3" seconds)" -v p="$(field "$e3" planSeconds)" -v w="$(field "$e3" writeSeconds)" \
    -v one="$(field "$e3one" seconds)" -v t="$(field "$e3" threads)" \
    -v u="$(field "$e3" urls)" -v f="$(field "$e3" files)" -v ub="$(field "$e3" uncompressedBytes)" \
    -v sb="$(field "$e3" storedBytes)" -v g="$gzip6" 'BEGIN {
    printf "S3  %7.3f s (plan %.3f s, write %.3f s) for %d URLs in %d files, %.0f MB -> %.1f MB, %d threads; one thread %.3f s\n",
        s, p, w, u, f, ub / 1e6, sb / 1e6, t, one
    printf "S3  against gzip -6 of the same %.0f MB (%.3f s): ratio %.2fx (goal < 1.0x) %s\n",
        ub / 1e6, g, s / g, (s < g ? "MET" : "NOT MET")
}'
record export-plan-write-S3 "$(awk -v s="$(field "$e3" seconds)" -v g="$gzip6" 'BEGIN { print s / g }')" 1.0 "gzip -6 of S3's XML"
if [ -n "$npm_seconds" ]; then
    awk -v s="$(field "$e3" seconds)" -v n="$npm_seconds" -v v="$npm_version" 'BEGIN {
        printf "S3  against npm sitemap %s SitemapAndIndexStream + gzip (%.3f s): %.1fx faster (goal >= 5x) %s\n",
            v, n, n / s, (n / s >= 5 ? "MET" : "NOT MET")
    }'
else
    echo "S3  against npm sitemap: skipped ($npm_note)"
fi

# Import: a 1,000,000-line text list against the same URLs as one XML urlset, both read
# into the model (what the import wizard does first), with the per-file cap raised so
# that both single files are read whole.
echo "Measuring the text list import..." >&2
generate S5T --urls 1000000 --format txt
generate S5X --urls 1000000 --no-lastmod --no-changefreq --no-priority
s5t=$(find "$data/S5T" -name '*.txt' | head -n 1)
s5x=$(find "$data/S5X" -name '*.xml' | head -n 1)
big=$((1024 * 1024 * 1024))
t5=$("$bench" --repeat 3 --max-bytes "$big" "$s5t")
x5=$("$bench" --repeat 3 --max-bytes "$big" "$s5x")
echo
echo "Import of a text list (Loader::open, best of 3):"
awk -v t="$(field "$t5" seconds)" -v x="$(field "$x5" seconds)" -v tu="$(field "$t5" urls)" \
    -v xu="$(field "$x5" urls)" -v tb="$(field "$t5" uncompressedBytes)" -v xb="$(field "$x5" uncompressedBytes)" 'BEGIN {
    printf "S5  text list %7.3f s for %d URLs (%.0f MB); the same URLs as XML %7.3f s (%d URLs, %.0f MB)\n",
        t, tu, tb / 1e6, x, xu, xb / 1e6
    printf "S5  ratio %.2fx (goal < 1.0x: the list imports faster than the XML reads) %s\n",
        t / x, (t < x && tu == xu ? "MET" : "NOT MET")
}'
record import-S5 "$(awk -v t="$(field "$t5" seconds)" -v x="$(field "$x5" seconds)" 'BEGIN { print t / x }')" 1.0 "reading the same URLs as XML"

# The crawler: a loopback site of 10,000 pages served from a thread of the same process, no
# delay; pages per second, peak memory, and the crawler thread's share of the CPU.
echo "Measuring the crawler..." >&2
k=$("$build/tests/bench/bench_crawl" --pages 10000)
echo
echo "Crawl of a loopback site (10,000 pages of 4 KB, no delay, two requests at once):"
awk -v p="$(field "$k" pages)" -v s="$(field "$k" seconds)" -v r="$(field "$k" pagesPerSecond)" \
    -v c="$(field "$k" crawlerCpuSeconds)" -v sh="$(field "$k" crawlerCpuShare)" \
    -v sv="$(field "$k" serverCpuSeconds)" -v pk="$(field "$k" peakMiB)" \
    -v held="$(field "$k" resultMiB)" 'BEGIN {
    printf "K1  %d pages in %.2f s: %.0f pages/s; crawler thread %.2f s of CPU (%.0f%% of the process; parser and network threads apart), server %.2f s\n",
        p, s, r, c, sh * 100, sv
    printf "K1  peak memory %.0f MiB (the server thread included), %.1f MiB held after the crawl\n", pk, held
}'

# The same crawler on a site ten times larger: the goal is at least 3,000 pages a second on two
# cores and at most 150 MiB at the peak (1.5 KB a page), the server thread included.
echo "Measuring the crawler on 100,000 pages..." >&2
k2=$("$build/tests/bench/bench_crawl" --pages 100000)
echo
echo "Crawl of a loopback site of 100,000 pages (4 KB each, no delay):"
awk -v p="$(field "$k2" pages)" -v s="$(field "$k2" seconds)" -v r="$(field "$k2" pagesPerSecond)" \
    -v c="$(field "$k2" crawlerCpuSeconds)" -v pk="$(field "$k2" peakMiB)" \
    -v held="$(field "$k2" resultMiB)" 'BEGIN {
    printf "K2  %d pages in %.2f s: %.0f pages/s (goal >= 3,000) %s; crawler thread %.2f s of CPU\n",
        p, s, r, (r >= 3000 && p == 100000 ? "MET" : "NOT MET"), c
    printf "K2  peak memory %.0f MiB (goal <= 150) %s: %.2f KB a page; %.1f MiB held after the crawl\n",
        pk, (pk <= 150 ? "MET" : "NOT MET"), pk * 1024 / p, held
}'

# What content fingerprints cost (ContentFingerprint): the 100,000-page crawl with them and
# without (bench_crawl --no-fingerprints), three runs each, interleaved, medians compared. The
# goal is at most 5% more time.
echo "Measuring content fingerprints..." >&2
with=() without=()
for _ in 1 2 3; do
    without+=("$(field "$("$build/tests/bench/bench_crawl" --pages 100000 --no-fingerprints)" seconds)")
    k9=$("$build/tests/bench/bench_crawl" --pages 100000)
    with+=("$(field "$k9" seconds)")
done
median() { printf '%s\n' "$@" | sort -g | sed -n 2p; }
echo
echo "A crawl of 100,000 pages with content fingerprints and without (median of 3):"
awk -v w="$(median "${with[@]}")" -v n="$(median "${without[@]}")" -v f="$(field "$k9" fingerprinted)" \
    -v p="$(field "$k9" pages)" 'BEGIN {
    printf "K9  %.2f s with %d pages fingerprinted against %.2f s without: ratio %.3f (goal <= 1.05) %s\n",
        w, f, n, w / n, (w / n <= 1.05 && f == p ? "MET" : "NOT MET")
}'

# The same crawl kept in a crawl store as it goes (crawl --save): the goal is at most 10% slower.
# Three runs each, interleaved, medians compared.
echo "Measuring the crawl store..." >&2
store=$(mktemp -d)
plain=() saved=()
for _ in 1 2 3; do
    plain+=("$(field "$("$build/tests/bench/bench_crawl" --pages 100000)" seconds)")
    k3=$("$build/tests/bench/bench_crawl" --pages 100000 --save "$store/bench.crawl")
    saved+=("$(field "$k3" seconds)")
done
storeBytes=$(stat -c %s "$store/bench.crawl")

# 10,000 pages showing two images each, made into a sitemap with their images (crawl --images)
# and without: the images may cost at most 15% more time.
bare=() imaged=()
for _ in 1 2 3; do
    bare+=("$(field "$("$build/tests/bench/bench_crawl" --pages 10000 --site-images)" seconds)")
    k5=$("$build/tests/bench/bench_crawl" --pages 10000 --site-images --images)
    imaged+=("$(field "$k5" seconds)")
done

# 200,000 pages kept, then opened in the window (File → Open Crawl…): the goal is at most
# 250 MiB at the peak for each.
k4=$("$build/tests/bench/bench_crawl" --pages 200000 --save "$store/big.crawl")
g4=$(QT_QPA_PLATFORM=offscreen:configfile=$PWD/tests/common/desktop-screen.json "$build/tests/bench/bench_gui" --crawl "$store/big.crawl" 2>/dev/null | tail -n 1)
rm -rf "$store"
echo
echo "Crawl of 100,000 pages kept in a crawl store as it goes (median of 3):"
awk -v p="$(median "${plain[@]}")" -v s="$(median "${saved[@]}")" -v b="$storeBytes" \
    -v pk="$(field "$k3" peakMiB)" 'BEGIN {
    printf "K3  %.2f s saved against %.2f s not: ratio %.3f (goal <= 1.10) %s; store %.1f MB, peak %.0f MiB\n",
        s, p, s / p, (s / p <= 1.10 ? "MET" : "NOT MET"), b / 1e6, pk
}'

echo
echo "A crawl of 10,000 pages of two images each made into a sitemap, with its images and without (median of 3):"
awk -v b="$(median "${bare[@]}")" -v i="$(median "${imaged[@]}")" -v n="$(field "$k5" imagesListed)" 'BEGIN {
    printf "K5  %.2f s with --images (%d images listed) against %.2f s without: ratio %.3f (goal <= 1.15) %s\n",
        i, n, b, i / b, (i / b <= 1.15 && n > 0 ? "MET" : "NOT MET")
}'

echo
echo "A crawl of 200,000 pages, kept as it goes, then opened in the window:"
awk -v p="$(field "$k4" pages)" -v r="$(field "$k4" pagesPerSecond)" -v pk="$(field "$k4" peakMiB)" \
    -v gp="$(field "$g4" pages)" -v gms="$(field "$g4" shownMs)" -v gpk="$(field "$g4" peakMiB)" \
    -v gf="$(field "$g4" findingsListed)" 'BEGIN {
    printf "K4  crawl --save: %d pages at %.0f pages/s, peak %.0f MiB (goal <= 250) %s\n",
        p, r, pk, (pk <= 250 && p == 200000 ? "MET" : "NOT MET")
    printf "K4  window, Open Crawl: %d rows painted in %.2f s, %d findings listed, peak %.0f MiB (goal <= 250) %s\n",
        gp, gms / 1000, gf, gpk, (gpk <= 250 && gp == 200000 ? "MET" : "NOT MET")
}'

# The hostile loopback site with every trap at once (a gzip bomb, a drip, a page of 100,000
# links to 404s, an endless calendar, session ids, a 10 MB robots.txt, ...) crawled by the CLI
# with 3,000 pages as the limit: tst_attacks' row of that name, whose peak is the CLI's own
# (wait4). The goal is at most 200 MiB at any page limit: one memory budget for the pages
# being received, waiting to be read and being read (CrawlOptions::memoryBudget).
# The release build has no tests: the row runs from the build that has them (dev, as ./dev.sh
# test makes it), and says so when there is none.
attacks="$build/tests/unit/tst_attacks"
[ -x "$attacks" ] || attacks="$(dirname "$build")/dev/tests/unit/tst_attacks"
echo "Measuring the crawl of the hostile site ($attacks)..." >&2
h=$("$attacks" "crawlAttack:every case at once, 3,000 pages" 2>&1 || true)
hk=$(printf '%s\n' "$h" | sed -n 's/.* crawl: \([0-9]*\) ms, peak \([0-9]*\) MiB.*/\1 \2/p' | head -n 1)
hp=$(printf '%s\n' "$h" | grep -c '^PASS   : TestAttacks::crawlAttack(' || true)
echo
echo "Crawl of the hostile loopback site, every trap at once, --max-pages 3000 (the CLI):"
awk -v ms="${hk% *}" -v pk="${hk#* }" -v passed="$hp" 'BEGIN {
    printf "K6  %.2f s, peak %d MiB (goal <= 200) %s; the test row %s\n",
        ms / 1000, pk, (pk > 0 && pk <= 200 ? "MET" : "NOT MET"), (passed > 0 ? "passed" : "FAILED")
}'

# Sites built by JavaScript (crawl --render): a single-page application of 1,000 routes, every
# path answering the same index.html whose script draws the route's links once its data came,
# rendered by the renderer program; pages per second and the peak memory, the renderers'
# processes included. Then `auto` on the static site of 10,000 pages against `never`: auto
# renders nothing there and must cost nothing (median of 3, interleaved).
renderer="$build/app/render/sitemap-studio-render"
if [ -x "$renderer" ]; then
    echo "Measuring the rendered crawl..." >&2
    k7=$(SITEMAP_STUDIO_RENDERER="$renderer" "$build/tests/bench/bench_crawl" --app --render always --pages 1000)
    never=() auto=()
    for _ in 1 2 3; do
        never+=("$(field "$("$build/tests/bench/bench_crawl" --pages 10000 --render never)" seconds)")
        auto+=("$(field "$(SITEMAP_STUDIO_RENDERER="$renderer" "$build/tests/bench/bench_crawl" --pages 10000 --render auto)" seconds)")
    done
    echo
    echo "A single-page application of 1,000 routes, every page rendered (--render always, the default renderers):"
    awk -v n="$(field "$k7" rendered)" -v s="$(field "$k7" seconds)" -v r="$(field "$k7" renderersStarted)" \
        -v pk="$(field "$k7" peakMiB)" -v rk="$(field "$k7" renderersPeakMiB)" 'BEGIN {
        rate = (s > 0 ? n / s : 0); total = pk + rk
        printf "K7  %d pages rendered in %.1f s: %.1f pages/s (goal >= 20) %s; %d renderer processes started\n",
            n, s, rate, (rate >= 20 ? "MET" : "NOT MET"), r
        printf "K7  peak memory %.0f MiB: the crawl %.0f MiB, the renderers together %.0f MiB (goal <= 1,536) %s\n",
            total, pk, rk, (total > 0 && total <= 1536 ? "MET" : "NOT MET")
    }'
    awk -v a="$(median "${auto[@]}")" -v n="$(median "${never[@]}")" 'BEGIN {
        ratio = (n > 0 ? a / n : 0)
        printf "K8  the static site of 10,000 pages: --render auto %.2f s, never %.2f s: %.2fx (goal <= 1.1x) %s\n",
            a, n, ratio, (ratio > 0 && ratio <= 1.1 ? "MET" : "NOT MET")
    }'
else
    echo
    echo "K7, K8: skipped, this build has no renderer program ($renderer)"
fi

# The goals at the physical limit (whole commands, gzip in and out, memory, the window) and
# the diff of two 1,000,000-URL sets: scripts of their own, so that each can also run alone.
tests/bench/run-bench-limits.sh "$build" "$ratios"
tests/bench/run-bench-diff.sh "$build"
tests/bench/run-bench-scale.sh "$build"

finish
