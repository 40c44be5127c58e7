#pragma once

#include "model/finding.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>

namespace Studio {

class Workspace;

// Where a finding's own field is in the file it was read from: the line of its <lastmod>, of
// an image's <image:loc>, of the second <xhtml:link>, rather than the line of the <url> that
// holds them.
//
// Entries keep one line, where their element starts (UrlEntry::sourceLine()); a field's line
// is found from there when findings are shown or reported: the file is read again and its
// text scanned forward, once, from entry to entry, to each field's element; a large text is
// cut into ranges searched on all cores, and a gzip file is inflated a piece at a time. Nothing more
// is kept per entry. When the file is not at hand (read from the web, changed since, the
// entry edited so that it no longer reads as in the file) the finding keeps its own line.
class FieldLocator
{
public:
    // `workspace` is not owned and must outlive the locator, or be given again with reset().
    explicit FieldLocator(const Workspace *workspace = nullptr);

    // Forgets what was found (the workspace changed) and reads `workspace` from now on.
    void reset(const Workspace *workspace);

    // Finds the fields of `findings`, reading each file they are about once, and keeps their
    // lines (not the files). Findings of files already read are skipped. plan(), run() and
    // take() in one.
    void locate(const QList<Finding> &findings);

    // What locating some findings takes: the files to read and, for each field, where its
    // entry starts and what the entry says, copied, so that run() reads no workspace.
    struct Job
    {
        struct Field
        {
            quint64 key;
            qint64 entryLine;
            qsizetype ordinal;
            qsizetype locAt; // the entry's location: these bytes of File::locs
            qsizetype locSize;
            FindingField field;
            qint32 item;
            QString hint;
        };
        struct File
        {
            QString location;
            QString archiveEntry;
            QList<Field> fields;
            QByteArray text; // the file's text when the workspace kept it (Sitemap::text)
            // The fields' entries' locations end to end: one array for a file's fields, not
            // one each (a file with a problem on every URL has tens of thousands).
            QByteArray locs;

            QByteArrayView locOf(const Field &field) const
            {
                return QByteArrayView(locs).sliced(field.locAt, field.locSize);
            }
        };
        QList<File> files;
    };
    // On the workspace's thread: the job for the findings of files not read yet, which count
    // as read from now on.
    Job plan(const QList<Finding> &findings);
    // Any thread: reads the files of `job` and finds its fields; their lines by key (0 for
    // those not found).
    static QHash<quint64, qint64> run(const Job &job);
    // Keeps what run() found.
    void take(const QHash<quint64, qint64> &lines);

    // Whether the findings of sitemap `sitemap` were located (a plan took its file).
    bool isLocated(qint32 sitemap) const { return m_readSitemaps.contains(sitemap); }
    // The line to show for `finding`: its field's line when it was found, else its own.
    qint64 lineOf(const Finding &finding) const;

    // The line of the field `field` (item `item` of a list field, from 0; -1 for the entry's
    // own field, or for a list as a whole, which is shown at its first item) of the entry element that starts on line `entryLine` of the UTF-8 `text`,
    // the `ordinal`-th of those starting there (from 0, for files with several entries on a
    // line). `hint` names the element within an item, or an unknown element ("<image:loc>",
    // as the finding's message does). Returns 0 when the field is not found inside the entry,
    // or the entry's <loc> there is not `loc` (the file no longer says what the entry does).
    static qint64 lineIn(QByteArrayView text, qint64 entryLine, qsizetype ordinal,
                         QByteArrayView loc, FindingField field, qint32 item, const QString &hint);

private:
    static quint64 keyOf(const Finding &finding);

    const Workspace *m_workspace; // not owned
    QHash<quint64, qint64> m_lines; // keyOf() → the field's line; 0 when not found
    QHash<qint32, bool> m_readSitemaps;
};

} // namespace Studio
