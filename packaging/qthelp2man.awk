# Turns the --help text of a program that uses QCommandLineParser into man page (troff) text.
# The help text has a "Usage: PROGRAM ..." line, one line per paragraph, and blocks such as
# "Options:", "Arguments:" or "Commands:" whose items are "  TERM  DESCRIPTION" with the
# description wrapped onto lines indented further.
#
# Variables (awk -v):
#   prog  the program's name; the usage line shows the path it was run by instead
#   mode  "page": NAME, SYNOPSIS, DESCRIPTION and one section per block;
#         "command": one subsection (.SS) for a subcommand, its blocks as labelled lists;
#         "exit": only the EXIT STATUS section, from the paragraph that starts "Exit status:"
#         (left out of DESCRIPTION in page mode, so that a page can put it after the commands)

# Escapes for troff: a backslash is \e, and every hyphen \- so that options copy and paste as
# typed (a bare "-" may be set as a hyphen glyph).
function esc(s) {
    gsub(/\\/, "\\\\e", s)
    gsub(/-/, "\\\\-", s)
    return s
}

# A text line must not start with a control character.
function text(s) {
    if (s ~ /^[.']/)
        s = "\\&" s
    print s
}

# An option or command name in bold, its <argument> in italics.
function term(t) {
    t = esc(t)
    gsub(/<[^>]*>/, "\\fI&\\fB", t)
    return "\\fB" t "\\fR"
}

function items(b,    i) {
    for (i = 1; i <= count[b]; ++i) {
        print ".TP"
        print term(itemTerm[b, i])
        if (itemText[b, i] != "")
            text(esc(itemText[b, i]))
    }
}

NR == 1 && /^Usage: / {
    usage = $0
    sub(/^Usage: [^ ]+ */, "", usage)
    next
}
/^[A-Z][A-Za-z ]*:$/ {
    ++blocks
    blockName[blocks] = substr($0, 1, length($0) - 1)
    order[++parts] = "b" blocks
    inBlock = 1
    next
}
inBlock && /^  [^ ]/ {
    line = substr($0, 3)
    description = ""
    if (match(line, /  +/)) {
        description = substr(line, RSTART + RLENGTH)
        line = substr(line, 1, RSTART - 1)
    }
    n = ++count[blocks]
    itemTerm[blocks, n] = line
    itemText[blocks, n] = description
    next
}
inBlock && /^   +[^ ]/ {
    line = $0
    sub(/^ +/, "", line)
    n = count[blocks]
    itemText[blocks, n] = itemText[blocks, n] == "" ? line : itemText[blocks, n] " " line
    next
}
/^[ \t]*$/ { next }
{
    inBlock = 0
    if ($0 ~ /^Exit status: /) {
        exitStatus = substr($0, 14)
        if (mode != "command")
            next
    }
    ++paragraphs
    paragraph[paragraphs] = $0
    order[++parts] = "p" paragraphs
}

END {
    if (mode == "exit") {
        if (exitStatus != "") {
            print ".SH \"EXIT STATUS\""
            text(esc(exitStatus))
        }
        exit
    }
    if (mode == "page") {
        summary = paragraph[1]
        sub(/\.$/, "", summary)
        print ".SH NAME"
        text(esc(prog) " \\- " esc(summary))
        print ".SH SYNOPSIS"
        text("\\fB" esc(prog) "\\fR " esc(usage))
        print ".SH DESCRIPTION"
        for (i = 1; i <= paragraphs; ++i) {
            if (i > 1)
                print ".PP"
            text(esc(paragraph[i]))
        }
        for (b = 1; b <= blocks; ++b) {
            print ".SH " toupper(blockName[b])
            items(b)
        }
        exit
    }
    # A subcommand: its usage line starts with the command's name.
    name = usage
    sub(/ .*/, "", name)
    arguments = substr(usage, length(name) + 2)
    print ".SS \"" esc(name) "\""
    text("\\fB" esc(prog) " " esc(name) "\\fR " esc(arguments))
    for (k = 1; k <= parts; ++k) {
        i = substr(order[k], 2) + 0
        print ".PP"
        if (order[k] ~ /^p/) {
            text(esc(paragraph[i]))
        } else {
            text(esc(blockName[i]) ":")
            print ".RS"
            items(i)
            print ".RE"
        }
    }
}
