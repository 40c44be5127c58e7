#pragma once

#include "exporter.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <memory>

namespace Studio {

// An export fed one document at a time, for sets that do not fit in memory: a text list of
// fifty million URLs, an index of a thousand files. It writes what Exporter writes for the
// same entries, byte for byte, holding one open file per group of files (at most the 50 MB a
// sitemap may have) and the few being compressed and written.
//
// Each batch of entries is checked and serialised (in parallel slices), then laid into files
// in input order by the same greedy rule as Exporter::plan(): a file is closed before the
// next entry would pass a limit, knowing every entry's exact size before it is written. A
// closed file is compressed and written into a staging folder on a thread of its own while
// the next batch is read. finish() names the files (numbers within a stem follow the
// plan's order, known only at the end), writes the index and moves everything into place;
// until then the target is untouched, and a stream destroyed unfinished leaves nothing.
//
// The root of each file declares what its group's entries use (Exporter's rule), which the
// stream cannot know before it has seen every entry. So it writes with a Layout that says so:
// an empty one to begin with, which holds for every input without extensions or foreign
// namespaces (text lists, CSV without media, most sitemaps). An entry or source the layout
// does not cover makes needsLayout() true and the stream stop writing; the caller then runs
// the input through a Survey stream, which only learns the layout, and again through a Write
// stream with it.
//
// Not thread-safe: one thread feeds it. The files are written on the stream's own threads.
class ExportStream
{
    Q_DECLARE_TR_FUNCTIONS(Studio::ExportStream)

public:
    // What the roots of the files declare: for each group of files (kind and section), the
    // extensions its entries use (bits of ExportDetail::Usage), and every source's own
    // namespace declarations in input order.
    struct Layout
    {
        QHash<QString, quint8> extensions;
        QList<NamespaceDeclaration> sources;
    };
    enum class Mode : quint8 {
        Write, // plan and write
        Survey, // only learn the Layout: nothing is serialised or written
    };

    explicit ExportStream(const ExportOptions &options, const Layout &layout = {},
                          Mode mode = Mode::Write);
    ~ExportStream();
    ExportStream(const ExportStream &) = delete;
    ExportStream &operator=(const ExportStream &) = delete;

    // The next document of the input: its namespaces go into the roots, its location into
    // findings (Finding::sitemap is the number returned), and its publish location resolves
    // relative locations. A text list read in pieces is one source.
    qint32 addSource(const Sitemap &sitemap);
    // The source's next entries, in input order.
    void addEntries(qint32 source, const QList<UrlEntry> &entries);

    // Write mode: an entry or source needs a root the layout did not foresee; nothing more
    // is written and finish() writes nothing. Run a Survey stream and write again with its
    // layout().
    bool needsLayout() const;
    // What the entries and sources so far call for.
    Layout layout() const;
    // The location of source `source` (for printing findings).
    QString sourceLocation(qint32 source) const;
    // The entries given so far (before any is left out).
    qsizetype entriesAdded() const;

    // Closes the last files, writes the index and moves every file into place. Returns what
    // Exporter::write() would; plan() then holds the files (without their entries), the
    // findings, the entries left out and the errors, as Exporter::plan() gives them, except
    // that the findings and the entries left out beyond ExportPlan::MaxScopeFindings each
    // are counted, not listed.
    ExportResult finish();
    const ExportPlan &plan() const;

private:
    ExportResult finishWriting();

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Studio
