#include "autosave.h"

#include "editordocument.h"
#include "io/durablefile.h"
#include "io/loader.h"
#include "io/sitemapwriter.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace Studio {

namespace {

const QString MetaFile = QStringLiteral("recovery.json");

QString sitemapFile(int n)
{
    return QStringLiteral("sitemap-%1.xml").arg(n);
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    return DurableFile::write(path, bytes);
}

} // namespace

Autosave::Autosave(EditorDocument *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("autosave"));
    m_timer.setInterval(60 * 1000);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    m_timer.start();
    // Saved, or undone back to the file: the copy is not needed any more.
    connect(document->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean)
            discard();
    });
}

QString Autosave::folderFor(const QString &source)
{
    const QByteArray key = QCryptographicHash::hash(QFileInfo(source).absoluteFilePath().toUtf8(),
                                                    QCryptographicHash::Sha1)
                               .toHex()
                               .left(16);
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/autosave/") + QString::fromLatin1(key);
}

bool Autosave::saveNow()
{
    const QString source = m_document->filePath();
    if (source.isEmpty() || !m_document->isModified())
        return false;
    const QString folder = folderFor(source);
    // Nothing new since the last copy: a million-URL workspace is not rewritten every minute.
    if (m_document->undoStack()->index() == m_savedIndex && QFile::exists(folder + u'/' + MetaFile))
        return true;
    if (!QDir().mkpath(folder))
        return false;
    // The description goes first and comes back last: a copy cut off by a crash while it is
    // written is never offered.
    QFile::remove(folder + u'/' + MetaFile);
    const Workspace &workspace = m_document->workspace();
    for (int n = 0; n < workspace.sitemaps.size(); ++n)
        if (!writeFile(folder + u'/' + sitemapFile(n),
                       SitemapWriter(workspace.sitemaps.at(n)).write()))
            return false;
    const QFileInfo info(source);
    const QJsonObject meta {
        { QStringLiteral("source"), info.absoluteFilePath() },
        { QStringLiteral("size"), info.size() },
        { QStringLiteral("modified"), info.lastModified().toMSecsSinceEpoch() },
        { QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate) },
        { QStringLiteral("sitemaps"), int(workspace.sitemaps.size()) },
    };
    if (!writeFile(folder + u'/' + MetaFile, QJsonDocument(meta).toJson()))
        return false;
    m_savedIndex = m_document->undoStack()->index();
    return true;
}

QString Autosave::keepAside(const Recovery &recovery)
{
    const QString kept = recovery.folder + QStringLiteral("-kept-")
        + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    return QDir().rename(recovery.folder, kept) ? kept : QString();
}

void Autosave::discard()
{
    m_savedIndex = -1;
    const QString source = m_document->filePath();
    if (!source.isEmpty())
        QDir(folderFor(source)).removeRecursively();
}

std::optional<Autosave::Recovery> Autosave::find(const QString &source)
{
    const QString folder = folderFor(source);
    QFile file(folder + u'/' + MetaFile);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject meta = QJsonDocument::fromJson(file.readAll()).object();
    if (meta.isEmpty())
        return std::nullopt;
    Recovery recovery;
    recovery.folder = folder;
    recovery.source = meta.value(QStringLiteral("source")).toString();
    recovery.savedAt
        = QDateTime::fromString(meta.value(QStringLiteral("savedAt")).toString(), Qt::ISODate);
    recovery.sitemaps = meta.value(QStringLiteral("sitemaps")).toInt();
    const QFileInfo info(source);
    recovery.sourceChanged = !info.exists()
        || info.size() != meta.value(QStringLiteral("size")).toInteger()
        || info.lastModified().toMSecsSinceEpoch()
            != meta.value(QStringLiteral("modified")).toInteger();
    return recovery;
}

bool Autosave::apply(const Recovery &recovery, Workspace *workspace)
{
    if (recovery.sitemaps != workspace->sitemaps.size())
        return false;
    LoadOptions options;
    options.loadChildren = false;
    QList<Sitemap> sitemaps;
    for (int n = 0; n < recovery.sitemaps; ++n) {
        Workspace copy = Loader::open(recovery.folder + u'/' + sitemapFile(n), options);
        if (copy.root().failed || copy.root().kind != workspace->sitemaps.at(n).kind)
            return false;
        Sitemap sitemap = workspace->sitemaps.at(n);
        // The entries and what the writer keeps come from the copy; where the file came from
        // stays the original's.
        sitemap.entries = copy.root().entries;
        sitemap.foreignElements = copy.root().foreignElements;
        sitemap.findings.clear();
        sitemaps.append(sitemap);
    }
    workspace->sitemaps = sitemaps;
    return true;
}

void Autosave::remove(const Recovery &recovery)
{
    QDir(recovery.folder).removeRecursively();
}

} // namespace Studio
