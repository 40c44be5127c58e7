#pragma once

#include <QByteArray>
#include <QString>

// What expected-file tests share: a file's bytes, and where two byte strings first part, for a
// failure message that shows the place rather than two whole files.

// The bytes of `path`; empty when it cannot be read.
QByteArray fileBytes(const QString &path);
// "first difference at byte N: got "…", expected "…"", with up to 60 bytes of each from there.
QString firstDifference(const QByteArray &actual, const QByteArray &expected);

// What a line diff (as git shows it) of two texts counts: the lines of `before` it removes
// and the lines of `after` it adds, after the longest common subsequence of lines. A line
// ends at "\n"; a "\r" before it is part of the line.
struct LineChanges
{
    int removed = 0;
    int added = 0;
};
LineChanges lineChanges(const QByteArray &before, const QByteArray &after);
