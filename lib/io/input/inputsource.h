#pragma once

#include "model/sitemap.h"
#include "readlimits.h"
#include "model/finding.h"

#include <QCoreApplication>
#include <QByteArray>
#include <QList>

#include <functional>
#include <QString>

namespace Studio {

// One document found in an input: the whole file, the decompressed gzip member stream, or
// one entry of a zip bundle. `data` is in the document's own encoding; TextDecoder makes
// UTF-8 of it.
struct InputDocument
{
    QString name; // the archive entry's name; empty for a plain or gzip file
    QByteArray data;
    qint64 storedBytes = 0; // size as stored (compressed)
    Compression compression = Compression::None;
    QList<Finding> findings; // decompression problems
    // True when the bytes are incomplete (truncated or corrupt gzip, over a cap): a document
    // read from them is marked recovered.
    bool incomplete = false;
    // The compressed data reached the cap at a ratio no sitemap reaches: `data` is the start
    // of a decompression bomb and is not worth parsing.
    bool decompressionBomb = false;
    // A reading limit (not damage) cut the document short: its end was never read.
    bool cutByLimit = false;
};

// Bytes from a file or memory, decompressed and split into documents. The content decides,
// never the file name: a .gz that is plain XML is read as XML, and XML named .txt as XML.
// gzip goes through zlib's inflate with a running output cap (multi-member streams, and
// distinct errors for truncated, CRC-corrupt and non-gzip data); zip bundles through QuaZip,
// entry by entry into memory, never extracted to disk.
class InputSource
{
    // The translation context, spelt as lupdate files the class's strings.
    Q_DECLARE_TR_FUNCTIONS(Studio::InputSource)
public:
    static InputSource fromFile(const QString &path, const ReadLimits &limits = {});
    static InputSource fromBytes(const QByteArray &bytes, const QString &location,
                                 const ReadLimits &limits = {});

    QString location() const { return m_location; }
    Compression compression() const { return m_compression; }
    qint64 storedBytes() const { return m_storedBytes; }
    // False when nothing could be read at all; errorFinding() says why.
    bool isReadable() const { return m_readable; }
    const QList<InputDocument> &documents() const { return m_documents; }
    // The documents handed over, for a reader that then owns their bytes (and need not copy
    // them); documents() is empty afterwards.
    QList<InputDocument> takeDocuments() { return std::exchange(m_documents, {}); }
    // The bytes of document `i` handed over; the document keeps its name and findings.
    QByteArray takeData(qsizetype i) { return std::exchange(m_documents[i].data, {}); }
    // Problems of the input as a whole (unreadable file, skipped archive entries).
    const QList<Finding> &findings() const { return m_findings; }
    // A reading limit left out entries of a bundle (each reported in findings()).
    bool cutByLimit() const { return m_cutByLimit; }

    struct GunzipResult
    {
        QByteArray data;
        QList<Finding> findings;
        int members = 0;
        bool incomplete = false;
        // Stopped at `maxOutput` having read less than 1/ReadLimits::MaxCompressionRatio as
        // many compressed bytes. Judged on the bytes read up to the cap, not on the whole
        // input: a bomb of 2 GiB in 2 MB has the ratio of 1,000 whatever its length.
        bool bomb = false;
        bool cutByLimit = false; // stopped at maxOutput, not a bomb
    };
    // Decompresses all gzip members of `input`, stopping at `maxOutput` bytes.
    static GunzipResult gunzip(QByteArrayView input, qint64 maxOutput);
    // The same, with the bytes handed to `consume` a piece at a time (up to `pieceSize` bytes
    // each) rather than kept: result.data stays empty. `consume` returns false to stop.
    static GunzipResult gunzip(QByteArrayView input, qint64 maxOutput, qsizetype pieceSize,
                               const std::function<bool(QByteArrayView)> &consume);

private:
    template<typename Output>
    static GunzipResult gunzipInto(QByteArrayView input, qint64 maxOutput, Output &output);
    void load(const QByteArray &bytes, const ReadLimits &limits);
    void readZip(const QByteArray &bytes, const ReadLimits &limits);

    QString m_location;
    Compression m_compression = Compression::None;
    qint64 m_storedBytes = 0;
    bool m_readable = false;
    QList<InputDocument> m_documents;
    QList<Finding> m_findings;
    bool m_cutByLimit = false;
};

} // namespace Studio
