# Sourced by the benchmark scripts: generate NAME ARGS... writes a data set with
# ../shared/tools/gen_sitemap.py into build/bench-data/NAME/ once, and keeps it between runs.
generator=../shared/tools/gen_sitemap.py
data=build/bench-data

generate() { # NAME ARGS...
    local name=$1
    shift
    if [ ! -f "$data/$name/.done" ]; then
        echo "Generating $name ($*)" >&2
        rm -rf "${data:?}/$name"
        mkdir -p "$data/$name"
        python3 "$generator" "$@" "$data/$name/$name" >"$data/$name.log" 2>&1 \
            || { cat "$data/$name.log" >&2; exit 1; }
        touch "$data/$name/.done"
    fi
}
