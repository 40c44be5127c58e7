#!/usr/bin/env bash
# bench_compare: tests/bench/compare-ratios.sh on the recorded baseline: equal ratios pass,
# a row 10% worse or less passes, one more than 10% worse fails and is named, a baseline row
# that is gone fails, a better or a new row passes.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
compare="$here/compare-ratios.sh"
baseline="$here/baseline-2cores.tsv"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "bench_compare: $*" >&2; exit 1; }

grep -q $'^check-S3\t' "$baseline" || fail "the baseline has no check-S3 row"
# scaled ROW FACTOR: the baseline with ROW's ratio multiplied by FACTOR.
scaled() {
    awk -F '\t' -v OFS='\t' -v row="$1" -v f="$2" '$1 == row { $2 = sprintf("%.4f", $2 * f) } 1' \
        "$baseline"
}
"$compare" "$baseline" "$baseline" >"$work/same" || fail "the baseline against itself failed"
scaled check-S3 1.09 >"$work/slower"
"$compare" "$baseline" "$work/slower" >/dev/null || fail "9% worse failed"
scaled check-S3 1.12 >"$work/worse"
if "$compare" "$baseline" "$work/worse" >"$work/out"; then fail "12% worse passed"; fi
grep -q '^check-S3 .*WORSE' "$work/out" || fail "the worse row is not named: $(cat "$work/out")"
grep -v $'^stats-S1\t' "$baseline" >"$work/missing"
if "$compare" "$baseline" "$work/missing" >"$work/out"; then fail "a missing row passed"; fi
grep -q '^stats-S1 .*MISSING' "$work/out" || fail "the missing row is not named"
{ scaled check-S3 0.5; printf 'new-row\t1.0\t1.0\tsomething\n'; } >"$work/better"
"$compare" "$baseline" "$work/better" >"$work/out" || fail "a better row and a new one failed"
grep -q 'new-row .*(new row)' "$work/out" || fail "the new row is not shown"
echo "bench_compare: every case as expected"
