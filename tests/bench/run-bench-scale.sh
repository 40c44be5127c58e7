#!/usr/bin/env bash
# Memory with the number of URLs: the peak resident memory of whole commands on 1,000,000 and
# 10,000,000 URLs, as a text list and as an index of gzipped sitemaps, and the ratio of the two
# peaks (a command that streams holds the same at both sizes). Times are printed against zcat
# of the same gzipped files, measured in the same run. Each row is the median of several runs
# (tests/bench/measure.py); the peak is the largest of them.
#
#   tests/bench/run-bench-scale.sh BUILD_DIR
#
# L1T, L1X: --urls 1000000 as a text list, and --split --gzip (an index of 20 gzipped files)
# L10T, L10X: the same with --urls 10000000 (about 1 GB of text, 200 gzipped files)
#
# The window (bench_gui, when it is built) opens both indexes too: the time until its first
# rows are painted, its peak memory, one keystroke of the URL filter and one edit until the
# warnings show it.
#
# Run by run-bench.sh (./dev.sh bench); runs alone too. The 10,000,000-URL sets take about
# 8 minutes to generate the first time, and 3 GB of disk.
#
# With SITEMAP_STUDIO_BENCH_FIFTY=1, 50,000,000 URLs too (L50T, a text list of 4.8 GB, about
# 12 minutes to generate): `export --gzip` of it into 1,000 files and `check` of the list and
# of the export's index, one run each.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
build=${1:?usage: run-bench-scale.sh BUILD_DIR}
cli="$build/app/cli/sitemap-studio-cli"
gui="$build/tests/bench/bench_gui"
runs=${SITEMAP_STUDIO_BENCH_RUNS:-3}

for tool in zcat python3; do
    command -v "$tool" >/dev/null || { echo "run-bench-scale.sh: $tool is not installed" >&2; exit 2; }
done

source tests/bench/bench-data.sh
generate L1T --urls 1000000 --no-changefreq --format txt
generate L1X --urls 1000000 --no-changefreq --split --gzip
generate L10T --urls 10000000 --no-changefreq --format txt
generate L10X --urls 10000000 --no-changefreq --split --gzip

measure() { # COMMAND...: one JSON line, median seconds and peak MiB
    python3 tests/bench/measure.py "$runs" "$@"
}
value() { # JSON KEY
    python3 -c 'import json, sys; print(json.loads(sys.argv[1])[sys.argv[2]])' "$1" "$2"
}

echo "Measuring the scale of whole commands (median of $runs)..." >&2
declare -A peak seconds
for set in L1T L1X L10T L10X; do
    if [[ $set == *T ]]; then
        input=$(find "$data/$set" -name '*.txt' | head -n 1)
    else
        input=$(find "$data/$set" -name '*index*.xml' | head -n 1)
        parts=$(find "$data/$set" -name '*.xml.gz' | sort)
        # shellcheck disable=SC2086
        zc=$(measure sh -c 'zcat "$@" >/dev/null' sh $parts)
        seconds[zcat-$set]=$(value "$zc" median)
    fi
    for command in urls stats; do
        r=$(measure "$cli" "$command" "$input")
        peak[$command-$set]=$(value "$r" peakMiB)
        seconds[$command-$set]=$(value "$r" median)
    done
    # export: the URLs into gzipped files of 50,000 with an index, replacing the last run's;
    # check: every rule over the set.
    out=$data/scale-export-$set
    r=$(measure "$cli" export "$input" --out "$out" --base-url https://www.example.com/ --gzip --force)
    peak[export-$set]=$(value "$r" peakMiB)
    seconds[export-$set]=$(value "$r" median)
    # check a file at a time (--memory 0), the path whose memory is 16 bytes a URL; and as it
    # runs by default, whole while the set fits 1 GiB.
    r=$(measure "$cli" check --memory 0 "$input")
    peak[check-$set]=$(value "$r" peakMiB)
    seconds[check-$set]=$(value "$r" median)
    r=$(measure "$cli" check "$input")
    peak[checkwhole-$set]=$(value "$r" peakMiB)
    seconds[checkwhole-$set]=$(value "$r" median)
    if [[ $set == *X ]]; then
        # gzip -6 of the same XML the export writes (its files' text, uncompressed, the index
        # left out), for the export's time.
        xml=$data/scale-$set.xml
        find "$out" -name '*.xml.gz' ! -name '*index*' -print0 | sort -z | xargs -0 zcat >"$xml"
        gz=$(measure sh -c 'gzip -6 -c "$1" >/dev/null' sh "$xml")
        seconds[gzip-$set]=$(value "$gz" median)
        rm -f "$xml"
    fi
done

declare -A window
if [ -x "$gui" ]; then
    for set in L1X L10X; do
        input=$(find "$data/$set" -name '*index*.xml' | head -n 1)
        lines=()
        for ((run = 0; run < runs; ++run)); do
            lines+=("$(QT_QPA_PLATFORM=offscreen:configfile=$PWD/tests/common/desktop-screen.json \
                "$gui" "$input" 2>/dev/null | tail -n 1)")
        done
        # The median of each time, the largest peak.
        window[$set]=$(printf '%s\n' "${lines[@]}" | python3 -c '
import json, statistics, sys
runs = [json.loads(line) for line in sys.stdin if line.strip()]
median = lambda key: statistics.median(r[key] for r in runs)
print("%d %.0f %.0f %.0f %.0f %.0f %.0f %.0f %.1f" % (runs[0]["rows"], median("firstRowsMs"),
      median("findingsInMs"), max(r["loadedPeakMiB"] for r in runs),
      max(r["peakMiB"] for r in runs), median("filterFirstRowsMaxMs"),
      median("filterKeystrokeMaxMs"), median("filterBusyMaxMs"),
      median("editToWarningsMedianMs")))')
    done
fi

echo
echo "Memory of whole commands with the number of URLs (peak MiB; goal for commands that stream:"
echo "10M ≤ 1.2x 1M and ≤ 150 MiB):"
printf '  %-8s %-22s %10s %10s %8s %s\n' command input "1M MiB" "10M MiB" ratio verdict
for command in urls stats export check; do
    for kind in T X; do
        one=${peak[$command-L1$kind]}
        ten=${peak[$command-L10$kind]}
        ratio=$(awk -v a="$ten" -v b="$one" 'BEGIN { printf "%.2f", a / b }')
        if [ "$command" = check ]; then # the cross-file rules keep up to 16 bytes a URL
            verdict=$(awk -v t="$ten" 'BEGIN { print (t <= 400) ? "met (goal 10M <= 400 MiB)" : "NOT MET (goal 10M <= 400 MiB)" }')
        else
            verdict=$(awk -v r="$ratio" -v t="$ten" 'BEGIN { print (r <= 1.2 && t <= 150) ? "met" : "NOT MET" }')
        fi
        name=$([ $kind = T ] && echo "text list" || echo "gzip index")
        printf '  %-8s %-22s %10s %10s %8s %s\n' "$command" "$name" "$one" "$ten" "$ratio" "$verdict"
    done
done
echo "  (check with --memory 0: a file at a time. By default, whole while the heaps hold at most"
echo "  1 GiB, a file at a time beyond:"
for set in L1T L10T L1X L10X; do
    printf '  %-6s check %ss, peak %s MiB)\n' "$set" "${seconds[checkwhole-$set]}" "${peak[checkwhole-$set]}"
done
echo
echo "Time of export against gzip -6 of the same XML (goal ≤ 0.35x):"
for set in L1X L10X; do
    ratio=$(awk -v a="${seconds[export-$set]}" -v b="${seconds[gzip-$set]}" 'BEGIN { printf "%.2f", a / b }')
    printf '  %-6s export %ss, gzip -6 %ss: %sx\n' "$set" "${seconds[export-$set]}" "${seconds[gzip-$set]}" "$ratio"
done
echo
echo "Time of stats against zcat of the same gzipped files (goal ≤ 0.3x):"
for set in L1X L10X; do
    ratio=$(awk -v a="${seconds[stats-$set]}" -v b="${seconds[zcat-$set]}" 'BEGIN { printf "%.2f", a / b }')
    printf '  %-6s stats %ss, zcat %ss: %sx\n' "$set" "${seconds[stats-$set]}" "${seconds[zcat-$set]}" "$ratio"
done
if [ -x "$gui" ]; then
    echo
    echo "The window on the gzip index (bench_gui, median of $runs; goal at 10M: first rows < 5 s,"
    echo "open within 1.5 GiB; the rules of a large file run after its rows show, until 'findings"
    echo "in'; 'open peak' is taken once they are in, 'session peak' after the filter, the edits"
    echo "and the site tree's host and folder opened too):"
    echo "('filter key ms': the slowest keystroke until all its rows are painted; 'first rows ms':"
    echo "until its first rows are painted, the rest following on a table of millions of rows (goal"
    echo "at 10M: <= 50 ms); 'busy ms': how long it keeps the window busy, the rows of a large table"
    echo "being found on a thread)"
    printf '  %-6s %10s %14s %14s %15s %18s %15s %14s %8s %18s %s\n' set rows "first rows ms" \
        "findings in ms" "open peak MiB" "session peak MiB" "filter first ms" "filter key ms" \
        "busy ms" "edit→warnings ms" verdict
    for set in L1X L10X; do
        read -r rows first findings loadedMiB peakMiB filterfirst filter busy edit <<<"${window[$set]}"
        verdict=""
        if [ $set = L10X ]; then
            verdict=$(awk -v f="$first" -v p="$loadedMiB" -v k="$filterfirst" 'BEGIN {
                print (f < 5000 && p <= 1536 && k <= 50) ? "met" : "NOT MET" }')
        fi
        printf '  %-6s %10s %14s %14s %15s %18s %15s %14s %8s %18s %s\n' $set "$rows" "$first" \
            "$findings" "$loadedMiB" "$peakMiB" "$filterfirst" "$filter" "$busy" "$edit" "$verdict"
    done
fi

if [ "${SITEMAP_STUDIO_BENCH_FIFTY:-0}" = 1 ]; then
    generate L50T --urls 50000000 --no-changefreq --format txt
    list=$(find "$data/L50T" -name '*.txt' | head -n 1)
    out=$data/scale-export-L50T
    once() { # LABEL COMMAND...: one run, its seconds and peak
        local label=$1
        shift
        r=$(python3 tests/bench/measure.py 1 "$cli" "$@")
        printf '  %-28s %8ss %10s MiB\n' "$label" "$(value "$r" median)" "$(value "$r" peakMiB)"
    }
    echo
    echo "50,000,000 URLs (one run each; seconds, peak MiB):"
    once "export --gzip of the list" export "$list" --out "$out" \
        --base-url https://www.example.com/ --gzip --force
    echo "  ($(find "$out" -name '*.xml.gz' | wc -l) files written)"
    once "check of the list" check "$list"
    once "check of the export's index" check "$(find "$out" -name '*index*.xml' | head -n 1)"
fi
