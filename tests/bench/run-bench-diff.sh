#!/usr/bin/env bash
# The diff benchmark, run by run-bench.sh (or alone): S3 against S3D, the same 1,000,000 URLs
# with every 100th removed, every 40th of the rest given another lastmod, 10,000 added and
# every second file written in reverse order (tests/bench/make_diff_set.py). Times the diff
# itself (bench_diff: SitemapDiff::compare, both sets read once) and the whole
# `sitemap-studio-cli diff OLD NEW`, against zcat and xmllint --stream over the same files,
# measured in the same run, and checks the counts against what the generator changed.
#
#   tests/bench/run-bench-diff.sh BUILD_DIR
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
build=${1:?usage: run-bench-diff.sh BUILD_DIR}
bench_diff="$build/tests/bench/bench_diff"
cli="$build/app/cli/sitemap-studio-cli"
data=build/bench-data

if [ ! -f "$data/S3/.done" ]; then
    echo "Generating S3 (--urls 1000000 --no-changefreq --split --gzip)" >&2
    rm -rf "${data:?}/S3"
    mkdir -p "$data/S3"
    python3 ../shared/tools/gen_sitemap.py --urls 1000000 --no-changefreq --split --gzip \
        "$data/S3/S3" >"$data/S3.log" 2>&1 || { cat "$data/S3.log" >&2; exit 1; }
    touch "$data/S3/.done"
fi
s3index=$(find "$data/S3" -name '*index*.xml' | head -n 1)
if [ ! -f "$data/S3D/.done" ]; then
    echo "Deriving S3D from S3 (tests/bench/make_diff_set.py)" >&2
    rm -rf "${data:?}/S3D"
    mkdir -p "$data/S3D/S3D"
    python3 tests/bench/make_diff_set.py "$(dirname "$s3index")" "$data/S3D/S3D" \
        >"$data/S3D/expected.json"
    touch "$data/S3D/.done"
fi
s3dindex=$(find "$data/S3D" -name '*index*.xml' | head -n 1)
mapfile -t s3parts < <(find "$data/S3" -name '*.xml.gz' | sort)
mapfile -t s3dparts < <(find "$data/S3D" -name '*.xml.gz' | sort)
expected=$(cat "$data/S3D/expected.json")

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
    sed -E "s/.*\"$2\": ?([0-9.e+-]+).*/\1/" <<<"$1"
}

echo "Measuring the diff references (zcat, xmllint --stream --noout over both sets)..." >&2
zcat_both=$(best_of 3 sh -c 'zcat "$@" >/dev/null' sh "${s3parts[@]}" "${s3dparts[@]}")
xmllint_both=$(best_of 1 xmllint --stream --noout "${s3parts[@]}" "${s3dparts[@]}")
echo "Measuring the diff..." >&2
d3=$("$bench_diff" --repeat 3 "$s3index" "$s3dindex")
# The CLI exits 1 when the sets differ, as they do here.
cli_diff() { "$cli" diff "$@" >/dev/null || [ $? -eq 1 ]; }
cli_seconds=$(best_of 3 cli_diff "$s3index" "$s3dindex")
cli_summary=$({ "$cli" diff "$s3index" "$s3dindex" || true; } | head -n 1)

echo
echo "Diff of S3 against S3D (1,000,000 URLs each side; 20 gzipped files and an index each):"
awk -v d="$(field "$d3" diffSeconds)" -v r="$(field "$d3" readSeconds)" \
    -v j="$(field "$d3" jsonSeconds)" -v jb="$(field "$d3" jsonBytes)" \
    -v ou="$(field "$d3" oldUrls)" -v nu="$(field "$d3" newUrls)" \
    -v a="$(field "$d3" added)" -v rm="$(field "$d3" removed)" -v c="$(field "$d3" changed)" \
    -v u="$(field "$d3" unchanged)" -v ea="$(field "$expected" added)" \
    -v erm="$(field "$expected" removed)" -v ec="$(field "$expected" changed)" \
    -v eu="$(field "$expected" unchanged)" -v cli="$cli_seconds" -v z="$zcat_both" \
    -v x="$xmllint_both" -v summary="$cli_summary" 'BEGIN {
    ok = (a == ea && rm == erm && c == ec && u == eu)
    printf "S3D diff alone (SitemapDiff::compare, best of 3) %.3f s for %d + %d URLs   reading both sets, same process %.3f s   ratio %.2fx (goal < 0.25x) %s\n",
        d, ou, nu, r, d / r, (d / r < 0.25 ? "MET" : "NOT MET")
    printf "S3D counts: %d added, %d removed, %d changed, %d unchanged; as generated: %s\n",
        a, rm, c, u, (ok ? "MATCH" : sprintf("MISMATCH (expected %d, %d, %d, %d)", ea, erm, ec, eu))
    printf "S3D JSON of the %d items: %.3f s, %.1f MB\n", a + rm + c, j, jb / 1e6
    printf "S3D sitemap-studio-cli diff, whole run (best of 3) %.3f s   zcat of both sets %.3f s: ratio %.2fx   xmllint --stream of both %.3f s: ratio %.2fx (goal <= 1.5x) %s\n",
        cli, z, cli / z, x, cli / x, (cli / x <= 1.5 ? "MET" : "NOT MET")
    printf "S3D CLI summary: %s\n", summary
}'
