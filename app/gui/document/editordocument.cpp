#include "editordocument.h"

#include "io/gzip.h"
#include "io/loader.h"
#include "io/sitemapwriter.h"
#include "rules/fixes.h"

#include <QSaveFile>
#include <QSet>

namespace Studio {

EditorDocument::EditorDocument(QObject *parent)
    : QObject(parent)
{
    m_workspace.sitemaps.append(Sitemap());
    m_checker.checkAll(m_workspace);
}

EditorDocument::~EditorDocument()
{
    // QUndoStack's destructor clears it, which would announce a clean stack to the listeners
    // (autosave would throw away the copy of unsaved work) from a half-destroyed document.
    m_undoStack.blockSignals(true);
}

bool EditorDocument::load(const QString &path, QString *error)
{
    Workspace workspace = Loader::open(path);
    if (workspace.root().failed) {
        if (error) {
            QStringList reasons;
            for (const Finding &f : workspace.root().findings)
                if (f.severity == Severity::Error)
                    reasons.append(f.toString());
            *error = reasons.isEmpty() ? tr("%1 is not a sitemap.").arg(path) : reasons.join(u'\n');
        }
        return false;
    }
    m_undoStack.clear();
    m_workspace = std::move(workspace);
    m_checker.checkAll(m_workspace);
    m_filePath = path;
    emit reset();
    emit findingsChanged({});
    emit filePathChanged(m_filePath);
    return true;
}

bool EditorDocument::save(const QString &path, QString *error)
{
    QByteArray bytes = SitemapWriter(m_workspace.root()).write();
    if (path.endsWith(u".gz", Qt::CaseInsensitive))
        bytes = gzipCompress(bytes);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    m_undoStack.setClean();
    if (m_filePath != path) {
        m_filePath = path;
        emit filePathChanged(m_filePath);
    }
    return true;
}

bool EditorDocument::isValid(const EntryRef &ref) const
{
    return ref.sitemap >= 0 && ref.sitemap < m_workspace.sitemaps.size() && ref.entry >= 0
        && ref.entry < m_workspace.sitemaps.at(ref.sitemap).entries.size();
}

const UrlEntry &EditorDocument::entry(const EntryRef &ref) const
{
    return m_workspace.sitemaps.at(ref.sitemap).entries.at(ref.entry);
}

void EditorDocument::setEntry(const EntryRef &ref, const UrlEntry &entry)
{
    if (!isValid(ref))
        return;
    Sitemap &sitemap = m_workspace.sitemaps[ref.sitemap];
    sitemap.entries[ref.entry] = entry;
    // The entry is written anew: what the reader said about its spelling no longer applies
    // (the checker's contract).
    sitemap.findings.removeIf([&ref](const Finding &f) { return f.entryIndex == ref.entry; });
    const QList<EntryRef> affected = m_checker.recheck(ref.sitemap, ref.entry);
    for (const EntryRef &changed : affected)
        emit entryChanged(changed);
    emit findingsChanged(affected);
}

void EditorDocument::setEntries(const QList<EntryRef> &refs, const QList<UrlEntry> &entries)
{
    constexpr qsizetype RecheckLimit = 4096;
    if (refs.size() <= RecheckLimit) {
        for (qsizetype i = 0; i < refs.size(); ++i)
            setEntry(refs.at(i), entries.at(i));
        return;
    }
    for (qsizetype i = 0; i < refs.size(); ++i) {
        const EntryRef &ref = refs.at(i);
        if (!isValid(ref))
            continue;
        Sitemap &sitemap = m_workspace.sitemaps[ref.sitemap];
        sitemap.entries[ref.entry] = entries.at(i);
    }
    QHash<qint32, QSet<qsizetype>> edited;
    for (const EntryRef &ref : refs)
        edited[ref.sitemap].insert(ref.entry);
    for (auto it = edited.cbegin(); it != edited.cend(); ++it)
        m_workspace.sitemaps[it.key()].findings.removeIf(
            [&set = it.value()](const Finding &f) { return set.contains(f.entryIndex); });
    m_checker.checkAll(m_workspace);
    emit entriesChanged();
    emit findingsChanged({});
}

void EditorDocument::setWorkspace(const Workspace &workspace)
{
    m_workspace = workspace;
    m_checker.checkAll(m_workspace);
    emit reset();
    emit findingsChanged({});
}

void EditorDocument::insertEntry(const EntryRef &ref, const UrlEntry &entry)
{
    if (ref.sitemap < 0 || ref.sitemap >= m_workspace.sitemaps.size() || ref.entry < 0
        || ref.entry > m_workspace.sitemaps.at(ref.sitemap).entries.size())
        return;
    emit entryAboutToBeInserted(ref);
    Sitemap &sitemap = m_workspace.sitemaps[ref.sitemap];
    sitemap.entries.insert(ref.entry, entry);
    for (Finding &f : sitemap.findings)
        if (f.entryIndex >= ref.entry)
            ++f.entryIndex;
    emit entryInserted(ref);
    m_checker.sitemapChanged(ref.sitemap);
    emit findingsChanged({});
}

void EditorDocument::removeEntry(const EntryRef &ref)
{
    if (!isValid(ref))
        return;
    emit entryAboutToBeRemoved(ref);
    Fixes::removeEntry(m_workspace, ref.sitemap, ref.entry);
    emit entryRemoved(ref);
    m_checker.sitemapChanged(ref.sitemap);
    emit findingsChanged({});
}

} // namespace Studio
