#!/usr/bin/env python3
"""Runs a command several times and prints one JSON line: the median and best wall-clock
seconds, and the largest peak resident memory of the runs in MiB (the kernel's ru_maxrss of
each child, read with wait4 so that every run is measured on its own).

    measure.py RUNS COMMAND [ARGS...]

Output goes to /dev/null; a run that exits with a status other than 0 or 1 (findings) stops
the measurement with that status, so that a broken command is never reported as fast.
"""
import json
import os
import statistics
import subprocess
import sys
import time


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    runs = int(sys.argv[1])
    command = sys.argv[2:]
    seconds = []
    peak_kib = 0
    for _ in range(runs):
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        seconds.append(time.perf_counter() - start)
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode not in (0, 1):
            print(f"{' '.join(command)} exited with {process.returncode}", file=sys.stderr)
            return 3
        peak_kib = max(peak_kib, usage.ru_maxrss)
    print(json.dumps({
        "median": round(statistics.median(seconds), 4),
        "best": round(min(seconds), 4),
        "runs": runs,
        "peakMiB": round(peak_kib / 1024, 1),
    }, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
