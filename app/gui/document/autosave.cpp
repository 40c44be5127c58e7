#include "autosave.h"

#include "editordocument.h"
#include "io/loader.h"
#include "io/writing/durablefile.h"
#include "io/writing/sitemapwriter.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace Studio {

namespace {

const QString MetaFile = QStringLiteral("recovery.json");
const QString MinutesKey = QStringLiteral("autosave/minutes");

QString sitemapFile(int n)
{
    return QStringLiteral("sitemap-%1.xml").arg(n);
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    return DurableFile::write(path, bytes);
}

const QString LockFile = QStringLiteral("session.lock");

QString autosaveRoot()
{
    return Autosave::root();
}

QJsonObject readMeta(const QString &folder)
{
    QFile file(folder + u'/' + MetaFile);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

bool keptByRunningSession(const QString &folder)
{
    return Autosave::isKeptByRunningSession(folder);
}

} // namespace

QString Autosave::root()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/autosave");
}

QString Autosave::lockFileName()
{
    return LockFile;
}

// A Sitemap Studio that is running keeps this copy (this process too, through another
// window's Autosave). A lock whose process is gone is stale: QLockFile removes it here.
bool Autosave::isKeptByRunningSession(const QString &folder)
{
    const QString path = folder + u'/' + LockFile;
    if (!QFile::exists(path))
        return false;
    QLockFile lock(path);
    lock.setStaleLockTime(0);
    if (!lock.tryLock(0))
        return true;
    lock.unlock();
    return false;
}

Autosave::Autosave(EditorDocument *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("autosave"));
    connect(&m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    applySavedInterval();
    // Saved, or undone back to the file: the copy is not needed any more.
    connect(document->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean)
            discard();
    });
}

// The copy stays: a window that goes without its changes being saved or discarded is what a
// crash looks like to the next run. Only the lock goes, so that the next run may take it.
Autosave::~Autosave() = default;

int Autosave::savedMinutes()
{
    return qBound(0, QSettings().value(MinutesKey, DefaultMinutes).toInt(), MaxMinutes);
}

void Autosave::saveMinutes(int minutes)
{
    QSettings().setValue(MinutesKey, qBound(0, minutes, MaxMinutes));
}

void Autosave::applySavedInterval()
{
    const int minutes = savedMinutes();
    if (minutes == 0) {
        m_timer.stop();
        return;
    }
    m_timer.start(minutes * 60 * 1000);
}

QString Autosave::folderFor(const QString &source)
{
    const QByteArray key = QCryptographicHash::hash(QFileInfo(source).absoluteFilePath().toUtf8(),
                                                    QCryptographicHash::Sha1)
                               .toHex()
                               .left(16);
    return autosaveRoot() + u'/' + QString::fromLatin1(key);
}

QString Autosave::currentFolder()
{
    const QString source = m_document->filePath();
    if (!source.isEmpty())
        return folderFor(source);
    if (m_untitledFolder.isEmpty())
        m_untitledFolder = autosaveRoot() + QStringLiteral("/untitled-")
            + QUuid::createUuid().toString(QUuid::Id128).left(16);
    return m_untitledFolder;
}

bool Autosave::saveNow()
{
    if (!m_document->isModified())
        return false;
    const QString folder = currentFolder();
    if (folder != m_folder)
        discard(); // the document has another file now: its old copy is not its work any more
    // Nothing new since the last copy: a million-URL workspace is not rewritten every minute.
    if (m_document->undoStack()->index() == m_savedIndex && QFile::exists(folder + u'/' + MetaFile))
        return true;
    if (!QDir().mkpath(folder))
        return false;
    if (!m_lock) {
        auto lock = std::make_unique<QLockFile>(folder + u'/' + LockFile);
        // Stale only when its process is gone, however long a session lasts.
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0))
            return false; // another running Sitemap Studio keeps this file's copy
        m_lock = std::move(lock);
        m_folder = folder;
    }
    // The description goes first and comes back last: a copy cut off by a crash while it is
    // written is never offered.
    QFile::remove(folder + u'/' + MetaFile);
    const Workspace &workspace = m_document->workspace();
    QJsonArray locations;
    for (int n = 0; n < workspace.sitemaps.size(); ++n) {
        const Sitemap &sitemap = workspace.sitemaps.at(n);
        if (!writeFile(folder + u'/' + sitemapFile(n), SitemapWriter(sitemap).write()))
            return false;
        locations.append(QJsonObject {
            { QStringLiteral("location"), sitemap.source.location },
            { QStringLiteral("publishLocation"), sitemap.publishLocation.toString() } });
    }
    QJsonArray children;
    for (const Workspace::ChildLink &link : workspace.children)
        children.append(QJsonArray { link.indexEntry, link.sitemap, link.resolvedLocation,
                                     link.parent, link.repeatOf, link.loop });
    const QString source = m_document->filePath();
    QJsonObject meta {
        { QStringLiteral("source"),
          source.isEmpty() ? QString() : QFileInfo(source).absoluteFilePath() },
        { QStringLiteral("title"), m_title },
        { QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) },
        { QStringLiteral("sitemaps"), int(workspace.sitemaps.size()) },
        { QStringLiteral("locations"), locations },
        { QStringLiteral("children"), children },
    };
    if (!source.isEmpty()) {
        const QFileInfo info(source);
        meta.insert(QStringLiteral("size"), info.size());
        meta.insert(QStringLiteral("modified"), info.lastModified().toMSecsSinceEpoch());
    }
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
    if (m_folder.isEmpty())
        return;
    m_lock.reset();
    QDir(m_folder).removeRecursively();
    m_folder.clear();
}

Autosave::Recovery Autosave::readRecovery(const QString &folder, const QJsonObject &meta)
{
    Recovery recovery;
    recovery.folder = folder;
    recovery.source = meta.value(QStringLiteral("source")).toString();
    recovery.title = meta.value(QStringLiteral("title")).toString();
    recovery.savedAt
        = QDateTime::fromString(meta.value(QStringLiteral("savedAt")).toString(), Qt::ISODate);
    recovery.sitemaps = meta.value(QStringLiteral("sitemaps")).toInt();
    if (!recovery.source.isEmpty()) {
        const QFileInfo info(recovery.source);
        recovery.sourceChanged = !info.exists()
            || info.size() != meta.value(QStringLiteral("size")).toInteger()
            || info.lastModified().toMSecsSinceEpoch()
                != meta.value(QStringLiteral("modified")).toInteger();
    }
    return recovery;
}

std::optional<Autosave::Recovery> Autosave::find(const QString &source)
{
    const QString folder = folderFor(source);
    const QJsonObject meta = readMeta(folder);
    if (meta.isEmpty() || keptByRunningSession(folder))
        return std::nullopt;
    return readRecovery(folder, meta);
}

QList<Autosave::Recovery> Autosave::leftBehind()
{
    QList<Recovery> found;
    const QDir root(autosaveRoot());
    for (const QString &name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (name.contains(u"-kept-"))
            continue; // set aside for the user on purpose, with a message saying where
        const QString folder = root.filePath(name);
        const QJsonObject meta = readMeta(folder);
        if (meta.isEmpty() || keptByRunningSession(folder))
            continue;
        found.append(readRecovery(folder, meta));
    }
    std::sort(found.begin(), found.end(),
              [](const Recovery &a, const Recovery &b) { return a.savedAt > b.savedAt; });
    return found;
}

std::optional<Workspace> Autosave::load(const Recovery &recovery)
{
    const QJsonObject meta = readMeta(recovery.folder);
    if (meta.isEmpty() || recovery.sitemaps < 1)
        return std::nullopt;
    const QJsonArray locations = meta.value(QStringLiteral("locations")).toArray();
    LoadOptions options;
    options.loadChildren = false;
    Workspace workspace;
    for (int n = 0; n < recovery.sitemaps; ++n) {
        Workspace copy = Loader::open(recovery.folder + u'/' + sitemapFile(n), options);
        if (copy.isEmpty() || copy.root().failed)
            return std::nullopt;
        Sitemap sitemap = copy.root();
        // Where the work came from, not where the copy is.
        const QJsonObject where = locations.at(n).toObject();
        sitemap.source.location = where.value(QStringLiteral("location")).toString();
        sitemap.publishLocation = QUrl(where.value(QStringLiteral("publishLocation")).toString());
        sitemap.findings.clear();
        workspace.sitemaps.append(sitemap);
    }
    for (const QJsonValue &value : meta.value(QStringLiteral("children")).toArray()) {
        const QJsonArray link = value.toArray();
        // Copies written before chains were followed have three fields.
        workspace.children.append(Workspace::ChildLink {
            link.at(0).toInteger(), link.at(1).toInteger(), link.at(2).toString(),
            link.at(3).toInteger(0), link.at(4).toInteger(-1), link.at(5).toBool() });
    }
    return workspace;
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
