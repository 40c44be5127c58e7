#!/usr/bin/env bash
# Prints each ratio of CURRENT against the same row of BASELINE (files run-bench.sh writes: a
# key, a ratio against the reference tool measured in the same run, the goal, the reference),
# and fails when a ratio is more than 10% worse than its baseline, or a baseline row is gone.
# Ratios, not seconds, are compared: each is measured against its reference in the same run, so
# a slower or busier machine moves both sides.
#
#   tests/bench/compare-ratios.sh BASELINE CURRENT
set -euo pipefail
baseline=${1:?usage: compare-ratios.sh BASELINE CURRENT}
current=${2:?usage: compare-ratios.sh BASELINE CURRENT}
awk -F '\t' -v tolerance=1.10 '
    /^#/ || NF < 2 { next }
    FNR == NR { base[$1] = $2; order[++n] = $1; next }
    { now[$1] = $2; goal[$1] = $3; if (!($1 in base)) extra[++m] = $1 }
    END {
        printf "%-12s %9s %9s %8s\n", "row", "baseline", "now", "change"
        bad = 0
        for (i = 1; i <= n; ++i) {
            k = order[i]
            if (!(k in now)) {
                printf "%-12s %9.3f %9s %8s  MISSING\n", k, base[k], "-", "-"
                bad = 1
                continue
            }
            change = (now[k] / base[k] - 1) * 100
            worse = now[k] > base[k] * tolerance
            printf "%-12s %9.3f %9.3f %+7.1f%%%s\n", k, base[k], now[k], change,
                worse ? "  WORSE than the baseline by more than 10%" : ""
            bad = bad || worse
        }
        for (i = 1; i <= m; ++i)
            printf "%-12s %9s %9.3f %8s  (new row)\n", extra[i], "-", now[extra[i]], "-"
        exit bad
    }' "$baseline" "$current"
