#pragma once

#include <QByteArray>
#include <QString>

#include "model/workspace.h"

#include <QList>

namespace Studio {
struct ExportPlan;
}

namespace Studio::Testing {

// `gzip -t path`: true when the file is a sound gzip stream, else false with gzip's words in
// `why`.
bool gzipTest(const QString &path, QString *why);
// `gzip -dc path`'s output.
QByteArray gunzip(const QString &path);
// Parses `xml` to the end; empty when well-formed, else the reader's message.
QString xmlError(const QByteArray &xml);
// The entries of every urlset of `workspace`, in order (an index's own entries left out).
QList<UrlEntry> urlEntries(const Workspace &workspace);
// True when the two lists hold equal entries in the same order, else false with the first
// difference in `why` (a list of a million entries is not printed).
bool sameEntries(const QList<UrlEntry> &a, const QList<UrlEntry> &b, QString *why);
// Checks every file of `plan` written in `dir`: the .gz pass `gzip -t`, and each file,
// decompressed, is well-formed XML of exactly the planned size; so is the index, if any.
// Asserts with QTest: the caller returns when QTest::currentTestFailed().
void checkWrittenFiles(const QString &dir, const ExportPlan &plan);

} // namespace Studio::Testing
