#!/usr/bin/env bash
# Runs the commands of the documentation, so that they cannot drift.
#
#   tests/docs/check-doc-commands.sh CLI_BINARY REPO_ROOT
#
# Takes every command inside a ```sh block of README.md and docs/*.md (lines ending in "\" are
# joined with the next; a trailing "# comment" is dropped):
#  - a sitemap-studio-cli command is run with bash. The commands of one document run in
#    order, in a scratch folder of their own that holds a copy of resources/ and an empty
#    out/, with the binary's folder first on PATH: an example may read what an earlier one of
#    the same document wrote. It fails when it exits with anything but 0 or 1 (check, diff and
#    others exit 1 when they find problems; 2 means a wrong call or an unreadable input), or
#    when its output holds an "Unknown option" / "unknown command" style error;
#  - a command that runs the window or a test program from the build (build/dev/...) is run
#    too, offscreen, from the build beside CLI_BINARY, and must exit 0;
#  - every other command (./dev.sh, ctest) builds or runs everything and is checked, not run:
#    each dev.sh command, preset and test it names must exist.
# Each failure is named with its file, line and command.
#
# Exit status: 0 every command passed, 1 one failed (or none was found), 2 a wrong call.
set -uo pipefail

if [ $# -ne 2 ]; then
    echo "usage: $0 CLI_BINARY REPO_ROOT" >&2
    exit 2
fi
cli=$1
root=$2
if [ ! -x "$cli" ] || [ -d "$cli" ]; then
    echo "$0: $cli is not an executable file" >&2
    exit 2
fi
if [ ! -f "$root/README.md" ] || [ ! -d "$root/resources" ]; then
    echo "$0: $root does not look like the repository (README.md, resources/)" >&2
    exit 2
fi
cli=$(cd "$(dirname "$cli")" && pwd)/$(basename "$cli")
root=$(cd "$root" && pwd)

scratch=$(mktemp -d "${TMPDIR:-/tmp}/check-doc-commands.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

# The examples call the program by its name: the binary's folder goes first on PATH, and a
# link of that name stands in for a binary named otherwise.
bindir=$(dirname "$cli")
if [ "$(basename "$cli")" != sitemap-studio-cli ]; then
    bindir=$scratch/bin
    mkdir -p "$bindir"
    ln -s "$cli" "$bindir/sitemap-studio-cli"
fi

# Error messages of a wrong call: QCommandLineParser's and the program's own.
wrong_call='[Uu]nknown (option|command)|Unexpected value after|Missing value after'
# A command stuck on something (a network address, a prompt) fails rather than hangs.
timeout_seconds=${CHECK_DOC_COMMANDS_TIMEOUT:-300}

# Prints "LINE<TAB>COMMAND" for each command of the ```sh blocks of FILE.
extract() {
    local file=$1 number=0 in_sh=0 pending="" start=0 line command
    local open='^[[:space:]]*```sh[[:space:]]*$' fence='^[[:space:]]*```'
    while IFS= read -r line || [ -n "$line" ]; do
        number=$((number + 1))
        line=${line%$'\r'}
        if [ "$in_sh" -eq 0 ]; then
            [[ $line =~ $open ]] && in_sh=1
            continue
        fi
        if [[ $line =~ $fence ]]; then
            in_sh=0
            [ -n "$pending" ] && emit "$start" "$pending"
            pending=""
            continue
        fi
        if [ -z "$pending" ]; then
            start=$number
        else
            line=${line#"${line%%[![:space:]]*}"} # a continued line's indentation
        fi
        if [[ $line =~ \\[[:space:]]*$ ]]; then
            line=${line%"${line##*[![:space:]]}"} # trailing blanks
            line=${line%\\}
            line=${line%"${line##*[![:space:]]}"}
            pending+="$line "
            continue
        fi
        pending+=$line
        emit "$start" "$pending"
        pending=""
    done <"$file"
}

emit() {
    local start=$1 command=$2
    # Leading blanks, a trailing comment, trailing blanks.
    command=$(sed -E -e 's/^[[:space:]]+//' -e 's/[[:space:]]+#.*$//' -e 's/[[:space:]]+$//' \
        <<<"$command")
    case $command in
        "sitemap-studio-cli "*) printf 'run\t%s\t%s\n' "$start" "$command" ;;
        "mkdir "* | "export "*) ;;
        # The window and the test programs, run offscreen from the build.
        *build/dev/app/gui/sitemap-studio\ * | *build/dev/tests/*) printf 'build\t%s\t%s\n' "$start" "$command" ;;
        # What builds or runs everything (./dev.sh, ctest) is checked, not run: each name it
        # uses must exist.
        *) printf 'name\t%s\t%s\n' "$start" "$command" ;;
    esac
}

builddir=$(cd "$(dirname "$cli")/../.." && pwd)

# Why COMMAND names something that does not exist (a dev.sh command, a preset, a test, a test
# function); empty when every name it uses is there.
unknown_names() {
    local command=$1 word previous="" why=""
    for word in $command; do
        case $previous in
            ./dev.sh)
                grep -Eq "^    $word\)" "$root/dev.sh" || why+="dev.sh has no command $word; " ;;
            --preset)
                grep -q "\"name\": \"$word\"" "$root/CMakePresets.json" \
                    || why+="no preset $word; " ;;
            -R)
                grep -rqE "(sitemap_studio_add_test|add_test)\((NAME )?$word( |\$)" \
                    --include=CMakeLists.txt "$root/tests" || why+="no test $word; " ;;
        esac
        previous=$word
    done
    echo "$why"
}


run=0
named=0
failed=0
documents=0
for doc in "$root/README.md" "$root"/docs/*.md; do
    [ -f "$doc" ] || continue
    name=${doc#"$root"/}
    mapfile -t commands < <(extract "$doc")
    [ ${#commands[@]} -eq 0 ] && continue
    documents=$((documents + 1))
    work=$scratch/$(tr '/.' '__' <<<"$name")
    mkdir -p "$work/out"
    cp -R "$root/resources" "$work/resources"
    for entry in "${commands[@]}"; do
        kind=${entry%%$'\t'*}
        entry=${entry#*$'\t'}
        line=${entry%%$'\t'*}
        command=${entry#*$'\t'}
        if [ "$kind" = name ]; then
            named=$((named + 1))
            why=$(unknown_names "$command")
            if [ -n "$why" ]; then
                failed=$((failed + 1))
                echo "FAIL $name:$line: $command" >&2
                echo "  ${why%; }" >&2
            else
                echo "ok   $name:$line: names exist: $command"
            fi
            continue
        fi
        if [ "$kind" = build ]; then
            # From the build this test runs in; pictures go to the scratch folder.
            command=${command//build\/dev\//$builddir/}
            mkdir -p "$work/docs/images" "$work/packaging/screenshots" "$work/out/screenshots" \
                "$work/tests/common"
            # The screen the GUI tests' commands name.
            cp "$root/tests/common/desktop-screen.json" "$work/tests/common/"
            command="QT_QPA_PLATFORM=offscreen $command"
        fi
        run=$((run + 1))
        output=$scratch/output
        (cd "$work" && PATH="$bindir:$PATH" LC_ALL=C.UTF-8 LANG=C.UTF-8 \
            timeout "$timeout_seconds" bash -c "$command") </dev/null >"$output" 2>&1
        status=$?
        problem=""
        # A finished check may exit 1; a test program or a screenshot must succeed.
        if [ "$status" -ne 0 ] && { [ "$status" -ne 1 ] || [ "$kind" = build ]; }; then
            problem="exit status $status"
        fi
        if grep -Eq "$wrong_call" "$output"; then
            problem="${problem:+$problem, }a wrong call: $(grep -Em1 "$wrong_call" "$output")"
        fi
        if [ -n "$problem" ]; then
            failed=$((failed + 1))
            echo "FAIL $name:$line: $command" >&2
            echo "  $problem; its output ends with:" >&2
            tail -n 10 "$output" | sed 's/^/    /' >&2
        else
            echo "ok   $name:$line: exit $status: $command"
        fi
    done
done

echo "$run commands run and $named checked for the names they use, from $documents documents;" \
    "$failed failed"
if [ "$run" -eq 0 ]; then
    echo 'No sitemap-studio-cli command found in the ```sh blocks of README.md and docs/*.md' >&2
    exit 1
fi
[ "$failed" -eq 0 ] || exit 1
exit 0
