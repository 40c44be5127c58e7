#pragma once

#include <QByteArray>
#include <QString>

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
// Checks every file of `plan` written in `dir`: the .gz pass `gzip -t`, and each file,
// decompressed, is well-formed XML of exactly the planned size; so is the index, if any.
// Asserts with QTest: the caller returns when QTest::currentTestFailed().
void checkWrittenFiles(const QString &dir, const ExportPlan &plan);

} // namespace Studio::Testing
