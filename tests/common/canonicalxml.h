#pragma once

#include <QByteArray>
#include <QStringList>

namespace Studio::Testing {

// A canonical form of an XML document for comparing a file with its rewrite: one line per
// element with its namespace (the sitemap protocol's variants folded into one name each), local
// name, sorted attributes and trimmed text, in document order. Comments, processing
// instructions, namespace declarations and whitespace between elements do not count.
// Returns an empty list with `*error` set when the text is not well-formed.
QStringList canonicalXml(const QByteArray &xml, QString *error = nullptr);

// Reads a file, gunzipping it when it starts with the gzip magic bytes.
QByteArray readMaybeGzipped(const QString &path);

} // namespace Studio::Testing
