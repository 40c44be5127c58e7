#pragma once

#include "finding.h"

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
// text scanned forward from that line to the field's element, inside the entry. Nothing more
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
    // lines (not the files). Findings of files already read are skipped.
    void locate(const QList<Finding> &findings);
    // Whether the findings of sitemap `sitemap` were located (locate() read its file).
    bool isLocated(qint32 sitemap) const { return m_readSitemaps.contains(sitemap); }
    // The line to show for `finding`: its field's line when locate() found it, else its own.
    qint64 lineOf(const Finding &finding) const;

    // The line of the field `field` (item `item` of a list field, from 0; -1 for the entry's
    // own field) of the entry element that starts on line `entryLine` of the UTF-8 `text`,
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
