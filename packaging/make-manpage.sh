#!/bin/sh
# Writes the man page of sitemap-studio-cli or sitemap-studio from the program's own --help
# text (the CLI's page has a subsection for each command, from "COMMAND --help"), so that the
# page says what the program does. Writes OUTPUT and OUTPUT.gz (installed compressed, as Debian
# installs man pages).
#
#   make-manpage.sh cli|gui PROGRAM VERSION DATE OUTPUT
set -eu
kind=$1 program=$2 version=$3 date=$4 output=$5
awkscript="$(dirname "$0")/qthelp2man.awk"

help_of() {
    "$program" "$@" --help || {
        echo "make-manpage.sh: '$program $* --help' failed" >&2
        exit 1
    }
}
convert() {
    awk -v prog="$name" -v mode="$1" -f "$awkscript"
}

case $kind in
    cli)
        name=sitemap-studio-cli
        other=sitemap-studio
        top=$(help_of)
        commands=$(printf '%s\n' "$top" |
            awk '/^Commands:$/ { inside = 1; next } inside && /^  [^ ]/ { print $1; next } inside { exit }')
        [ -n "$commands" ] || { echo "make-manpage.sh: no commands in '$program --help'" >&2; exit 1; }
        ;;
    gui)
        name=sitemap-studio
        other=sitemap-studio-cli
        # The window is not shown for --help, but QApplication needs a platform.
        top=$(QT_QPA_PLATFORM=offscreen help_of 2>/dev/null)
        commands=
        ;;
    *)
        echo "make-manpage.sh: the kind is cli or gui, not '$kind'" >&2
        exit 2
        ;;
esac

upper=$(printf '%s' "$name" | tr '[:lower:]' '[:upper:]')
{
    printf '.TH %s 1 "%s" "Sitemap Studio %s" "User Commands"\n' "$upper" "$date" "$version"
    printf '%s\n' "$top" | convert page
    for command in $commands; do
        help_of "$command" | convert command
    done
    printf '%s\n' "$top" | convert exit
    printf '.SH "SEE ALSO"\n\\fB%s\\fR(1)\n' "$(printf '%s' "$other" | sed 's/-/\\-/g')"
} >"$output.tmp"
mv "$output.tmp" "$output"
gzip -9 -n -c "$output" >"$output.gz"
