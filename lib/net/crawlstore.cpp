#include "crawlstore.h"

#include "io/readers/robotstxt.h"
#include "util/url.h"

#include <QAtomicInt>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSet>
#include <QVariant>
#include <QtEndian>

#include <algorithm>
#include <cstring>

namespace Studio {

namespace {

// What tells a crawl store from any other SQLite file (PRAGMA application_id).
constexpr qint32 ApplicationId = 0x53534352; // "SSCR"

QAtomicInt connectionCounter;

// The schema of version 1. Ids are CrawlResult's URL ids; a page is keyed by its URL's, and
// `ord` orders the pages as they were met (an index in the crawl's page list, past those of the
// earlier runs for a resumed crawl).
constexpr const char *SchemaV1[] = {
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value)",
    "CREATE TABLE urls (id INTEGER PRIMARY KEY, url BLOB NOT NULL)",
    "CREATE TABLE pages (url INTEGER PRIMARY KEY, ord INTEGER NOT NULL, redirect INTEGER,"
    " canonical INTEGER, status INTEGER, depth INTEGER, flags INTEGER, content_type BLOB,"
    " error INTEGER, bytes INTEGER, last_modified INTEGER, title TEXT, message TEXT,"
    " answered_url TEXT, external_links INTEGER, links BLOB, alternates TEXT)",
    // Pages are read back in this order: without the index SQLite sorts them all in memory.
    "CREATE INDEX pages_by_ord ON pages (ord)",
    "CREATE TABLE cuts (ord INTEGER PRIMARY KEY, kind INTEGER, pattern TEXT, count INTEGER,"
    " lim INTEGER, examples TEXT)",
    "CREATE TABLE robots (origin TEXT PRIMARY KEY, location TEXT, body BLOB)",
    "CREATE TABLE extra_urls (ord INTEGER PRIMARY KEY, url BLOB)",
};

// Each later version as the step from the one before (Migrations[0] makes version 2); a store
// is made at version 1 and taken through every step, so that a new store and a migrated one
// are the same.
struct Migration
{
    const char *statements[6];
};
constexpr Migration Migrations[] = {
    // Version 2: each page's response time.
    { { "ALTER TABLE pages ADD COLUMN response_ms INTEGER" } },
    // Version 3: the page's own modified date and where it says it, and its content images.
    { { "ALTER TABLE pages ADD COLUMN page_modified TEXT",
        "ALTER TABLE pages ADD COLUMN modified_source INTEGER",
        "ALTER TABLE pages ADD COLUMN images BLOB" } },
    // Version 4: each link's anchor text and rel. The texts once each in `anchors` (a menu's
    // words are on every page), by id as CrawlResult::internAnchor() gives them; a page's
    // link_anchors holds an id per link (packed as its links are) and link_rels a byte of
    // HtmlLink::Rel flags per link, each NULL when none of its links has one. A store
    // migrated from version 3 has neither: its links read with no text and no rel.
    { { "CREATE TABLE anchors (id INTEGER PRIMARY KEY, text TEXT NOT NULL)",
        "ALTER TABLE pages ADD COLUMN link_anchors BLOB",
        "ALTER TABLE pages ADD COLUMN link_rels BLOB" } },
    // Version 5: what rendering did to the page (PageRendering) as a JSON object
    // (renderingJson()), NULL for a page it did not touch; the crawl's totals of rendering
    // are in the totals' "render".
    { { "ALTER TABLE pages ADD COLUMN rendering TEXT" } },
    // Version 6: each page's content (ContentFingerprint). Until the crawl's boilerplate is
    // settled (its first ContentFingerprint::SamplePages pages read as HTML), a page read keeps
    // its blocks' hashes (8 bytes each, little-endian); once settled, its fingerprint (16 hex
    // digits) and when a crawl first and last saw that content (ms since the epoch, UTC) and
    // when it is taken to have changed (a W3C Datetime), each NULL where it is the crawl's own
    // time, and the blocks are dropped. `history` holds what the crawl was given of earlier
    // crawls (crawl --since), by the URL as the duplicate rule normalises it, so that the crawl
    // carries it on; the crawl's time, its boilerplate and whether it is settled are in the
    // meta rows "crawledAt", "boilerplate", "contentSettled" and "historyBoilerplate". A store
    // migrated from version 5 has none of it: its pages are new to the next crawl's history.
    { { "ALTER TABLE pages ADD COLUMN content_blocks BLOB",
        "ALTER TABLE pages ADD COLUMN fingerprint TEXT",
        "ALTER TABLE pages ADD COLUMN first_seen INTEGER",
        "ALTER TABLE pages ADD COLUMN last_seen INTEGER",
        "ALTER TABLE pages ADD COLUMN content_changed TEXT",
        "CREATE TABLE history (url BLOB PRIMARY KEY, fingerprint TEXT NOT NULL,"
        " first_seen INTEGER, last_seen INTEGER, content_changed TEXT)" } },
};
static_assert(std::size(Migrations) + 1 == Studio::CrawlStore::SchemaVersion,
              "one migration for each version after the first");

QByteArray packIds(const std::vector<quint32> &ids)
{
    QByteArray out(qsizetype(ids.size() * sizeof(quint32)), Qt::Uninitialized);
    for (size_t i = 0; i < ids.size(); ++i)
        qToLittleEndian(ids[i], out.data() + i * sizeof(quint32));
    return out;
}

std::vector<quint32> unpackIds(const QByteArray &bytes)
{
    std::vector<quint32> ids(size_t(bytes.size()) / sizeof(quint32));
    for (size_t i = 0; i < ids.size(); ++i)
        ids[i] = qFromLittleEndian<quint32>(bytes.constData() + i * sizeof(quint32));
    return ids;
}

QByteArray packHashes(const std::vector<quint64> &hashes)
{
    // Never null, also when empty: a page read as HTML with no text has content too.
    QByteArray out(qsizetype(hashes.size() * sizeof(quint64)), Qt::Uninitialized);
    for (size_t i = 0; i < hashes.size(); ++i)
        qToLittleEndian(hashes[i], out.data() + i * sizeof(quint64));
    return out.isNull() ? QByteArray("") : out;
}

std::vector<quint64> unpackHashes(const QByteArray &bytes)
{
    std::vector<quint64> hashes(size_t(bytes.size()) / sizeof(quint64));
    for (size_t i = 0; i < hashes.size(); ++i)
        hashes[i] = qFromLittleEndian<quint64>(bytes.constData() + i * sizeof(quint64));
    return hashes;
}

QByteArray packSet(const QSet<quint64> &set)
{
    std::vector<quint64> hashes(set.cbegin(), set.cend());
    std::sort(hashes.begin(), hashes.end());
    return packHashes(hashes);
}

QSet<quint64> unpackSet(const QByteArray &bytes)
{
    const std::vector<quint64> hashes = unpackHashes(bytes);
    return QSet<quint64>(hashes.cbegin(), hashes.cend());
}

// A content's columns (fingerprint, first seen, last seen, changed) as bind values, the times
// NULL where they are `crawledAt` and the change where it is `crawledAtText`: most pages of a
// crawl were first seen by it, and a store of millions of pages keeps no copies of its time.
// With `crawledAt` -1 (a history) every time is written.
QVariantList contentValues(const PageContent &c, qint64 crawledAt, const QString &crawledAtText)
{
    auto time = [crawledAt](qint64 ms) {
        return ms < 0 || ms == crawledAt ? QVariant() : QVariant(ms);
    };
    return { ContentFingerprint::toHex(c.fingerprint), time(c.firstSeen), time(c.lastSeen),
             c.changed.isEmpty() || c.changed == crawledAtText ? QVariant()
                                                                : QVariant(c.changed) };
}

// A content read back from contentValues()'s columns; false when the fingerprint is none.
bool contentFrom(const QVariant &fingerprint, const QVariant &firstSeen,
                 const QVariant &lastSeen, const QVariant &changed, qint64 crawledAt,
                 const QString &crawledAtText, PageContent *c)
{
    if (!ContentFingerprint::fromHex(fingerprint.toString(), &c->fingerprint))
        return false;
    c->firstSeen = firstSeen.isNull() ? crawledAt : firstSeen.toLongLong();
    c->lastSeen = lastSeen.isNull() ? crawledAt : lastSeen.toLongLong();
    c->changed = changed.isNull() ? crawledAtText : changed.toString();
    return true;
}

QVariant idOrNull(quint32 id)
{
    return id == CrawledPage::NoUrl ? QVariant() : QVariant(qint64(id));
}

QJsonValue idJson(quint32 id)
{
    return id == CrawledPage::NoUrl ? QJsonValue() : QJsonValue(qint64(id));
}

quint32 idFrom(const QJsonValue &value)
{
    return value.isDouble() ? quint32(value.toInteger()) : CrawledPage::NoUrl;
}

QJsonArray robotsJson(const RobotsDirectives &robots)
{
    return QJsonArray { robots.noindex, robots.nofollow };
}

RobotsDirectives robotsFrom(const QJsonValue &value)
{
    RobotsDirectives robots;
    robots.noindex = value[0].toBool();
    robots.nofollow = value[1].toBool();
    return robots;
}

QString renderingJson(const PageRendering &r)
{
    QJsonArray links;
    for (const quint32 id : r.javascriptLinks)
        links.append(qint64(id));
    const QJsonObject o {
        { QStringLiteral("flags"), int(r.flags) },
        { QStringLiteral("shell"), int(r.shell) },
        { QStringLiteral("robotsBefore"), robotsJson(r.robotsBefore) },
        { QStringLiteral("robotsAfter"), robotsJson(r.robotsAfter) },
        { QStringLiteral("canonicalBefore"), idJson(r.canonicalBefore) },
        { QStringLiteral("canonicalAfter"), idJson(r.canonicalAfter) },
        { QStringLiteral("titleBefore"), r.titleBefore },
        { QStringLiteral("titleAfter"), r.titleAfter },
        { QStringLiteral("javascriptLinks"), links },
        { QStringLiteral("blockedResources"), QJsonArray::fromStringList(r.blockedResources) },
        { QStringLiteral("blockedByRobots"), r.blockedByRobots },
        { QStringLiteral("requests"), r.requests },
        { QStringLiteral("elapsedMs"), qint64(r.elapsedMs) },
        { QStringLiteral("message"), r.message },
    };
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

// False when `json` names a URL id of `urls` or more (a damaged store).
bool renderingFrom(const QString &json, quint32 urls, PageRendering *r)
{
    const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
    r->flags = quint16(o.value(QStringLiteral("flags")).toInt());
    const int shell = o.value(QStringLiteral("shell")).toInt();
    r->shell = shell >= 0 && shell <= int(AppShell::Sign::NoLinks) ? AppShell::Sign(shell)
                                                                   : AppShell::Sign::None;
    r->robotsBefore = robotsFrom(o.value(QStringLiteral("robotsBefore")));
    r->robotsAfter = robotsFrom(o.value(QStringLiteral("robotsAfter")));
    r->canonicalBefore = idFrom(o.value(QStringLiteral("canonicalBefore")));
    r->canonicalAfter = idFrom(o.value(QStringLiteral("canonicalAfter")));
    r->titleBefore = o.value(QStringLiteral("titleBefore")).toString();
    r->titleAfter = o.value(QStringLiteral("titleAfter")).toString();
    for (const QJsonValue &link : o.value(QStringLiteral("javascriptLinks")).toArray())
        r->javascriptLinks.push_back(idFrom(link));
    for (const QJsonValue &url : o.value(QStringLiteral("blockedResources")).toArray())
        r->blockedResources.append(url.toString());
    r->blockedByRobots = o.value(QStringLiteral("blockedByRobots")).toInt();
    r->requests = o.value(QStringLiteral("requests")).toInt();
    r->elapsedMs = quint32(o.value(QStringLiteral("elapsedMs")).toInteger());
    r->message = o.value(QStringLiteral("message")).toString();
    bool valid = (r->canonicalBefore == CrawledPage::NoUrl || r->canonicalBefore < urls)
        && (r->canonicalAfter == CrawledPage::NoUrl || r->canonicalAfter < urls);
    for (const quint32 id : r->javascriptLinks)
        valid = valid && id < urls;
    return valid;
}

QJsonObject renderTotalsJson(const RenderTotals &t)
{
    return QJsonObject {
        { QStringLiteral("mode"), QString(renderModeId(t.mode)) },
        { QStringLiteral("available"), t.available },
        { QStringLiteral("renderersStarted"), t.renderersStarted },
        { QStringLiteral("pagesRendered"), t.pagesRendered },
        { QStringLiteral("timedOut"), t.timedOut },
        { QStringLiteral("failed"), t.failed },
        { QStringLiteral("shells"), t.shells },
        { QStringLiteral("retries"), t.retries },
        { QStringLiteral("requests"), t.requests },
        { QStringLiteral("blockedByRobots"), t.blockedByRobots },
        { QStringLiteral("elapsedMs"), t.elapsedMs },
        { QStringLiteral("peakMemoryKiB"), t.peakMemoryKiB },
    };
}

RenderTotals renderTotalsFrom(const QJsonObject &o)
{
    RenderTotals t;
    if (!renderModeFromId(o.value(QStringLiteral("mode")).toString(), &t.mode))
        t.mode = RenderMode::Never;
    t.available = o.value(QStringLiteral("available")).toBool();
    t.renderersStarted = o.value(QStringLiteral("renderersStarted")).toInt();
    t.pagesRendered = o.value(QStringLiteral("pagesRendered")).toInt();
    t.timedOut = o.value(QStringLiteral("timedOut")).toInt();
    t.failed = o.value(QStringLiteral("failed")).toInt();
    t.shells = o.value(QStringLiteral("shells")).toInt();
    t.retries = o.value(QStringLiteral("retries")).toInt();
    t.requests = o.value(QStringLiteral("requests")).toInt();
    t.blockedByRobots = o.value(QStringLiteral("blockedByRobots")).toInt();
    t.elapsedMs = o.value(QStringLiteral("elapsedMs")).toInteger();
    t.peakMemoryKiB = o.value(QStringLiteral("peakMemoryKiB")).toInteger();
    return t;
}

quint32 idOf(const QVariant &value)
{
    return value.isNull() ? CrawledPage::NoUrl : quint32(value.toLongLong());
}

QJsonObject optionsJson(const CrawlOptions &o)
{
    QJsonObject json {
        { QStringLiteral("scope"), o.scope == CrawlOptions::Scope::Folder ? 1 : 0 },
        { QStringLiteral("bothSchemes"), o.bothSchemes },
        { QStringLiteral("maxPages"), o.maxPages },
        { QStringLiteral("maxDepth"), o.maxDepth },
        { QStringLiteral("maxBytes"), o.maxBytes },
        { QStringLiteral("maxTimeMs"), o.maxTimeMs },
        { QStringLiteral("delayMs"), o.delayMs },
        { QStringLiteral("perHost"), o.perHost },
        { QStringLiteral("timeoutMs"), o.timeoutMs },
        { QStringLiteral("pageTimeoutMs"), o.pageTimeoutMs },
        { QStringLiteral("maxPageBytes"), o.maxPageBytes },
        { QStringLiteral("maxRedirects"), o.maxRedirects },
        { QStringLiteral("maxRetryAfterSeconds"), o.maxRetryAfterSeconds },
        { QStringLiteral("userAgent"), QString::fromUtf8(o.userAgent) },
        { QStringLiteral("robotsAgent"), o.robotsAgent },
        { QStringLiteral("metaAgent"), QString::fromLatin1(o.metaAgent) },
        { QStringLiteral("obeyRobots"), o.obeyRobots },
        { QStringLiteral("maxUrlLength"), o.maxUrlLength },
        { QStringLiteral("maxQueryVariants"), o.maxQueryVariants },
        { QStringLiteral("maxSegmentRepeats"), o.maxSegmentRepeats },
        { QStringLiteral("maxLinksPerPage"), o.maxLinksPerPage },
        { QStringLiteral("render"), QString(renderModeId(o.render)) },
        { QStringLiteral("renderers"), o.renderers },
    };
    // Not o.credentials: secrets are never kept (a resumed crawl is given them again). Their
    // names are, so that it knows which to ask for.
    const CredentialsOutline outline = o.credentials ? o.credentials->outline() : o.keptCredentials;
    if (!outline.isEmpty())
        json.insert(QStringLiteral("credentials"), outline.toJson());
    return json;
}

// Values absent from an older store keep their defaults.
CrawlOptions optionsFrom(const QJsonObject &j)
{
    CrawlOptions o;
    auto integer = [&j](const char *key, auto *value) {
        const QJsonValue v = j.value(QLatin1StringView(key));
        if (v.isDouble())
            *value = decltype(+*value)(v.toInteger());
    };
    o.scope = j.value(QStringLiteral("scope")).toInt() == 1 ? CrawlOptions::Scope::Folder
                                                           : CrawlOptions::Scope::Host;
    o.bothSchemes = j.value(QStringLiteral("bothSchemes")).toBool();
    integer("maxPages", &o.maxPages);
    integer("maxDepth", &o.maxDepth);
    integer("maxBytes", &o.maxBytes);
    integer("maxTimeMs", &o.maxTimeMs);
    integer("delayMs", &o.delayMs);
    integer("perHost", &o.perHost);
    integer("timeoutMs", &o.timeoutMs);
    integer("pageTimeoutMs", &o.pageTimeoutMs);
    integer("maxPageBytes", &o.maxPageBytes);
    integer("maxRedirects", &o.maxRedirects);
    integer("maxRetryAfterSeconds", &o.maxRetryAfterSeconds);
    integer("maxUrlLength", &o.maxUrlLength);
    integer("maxQueryVariants", &o.maxQueryVariants);
    integer("maxSegmentRepeats", &o.maxSegmentRepeats);
    integer("maxLinksPerPage", &o.maxLinksPerPage);
    integer("renderers", &o.renderers);
    // A crawl kept before rendering was: its pages were read as fetched.
    if (!renderModeFromId(j.value(QStringLiteral("render")).toString(), &o.render))
        o.render = RenderMode::Never;
    if (j.contains(QStringLiteral("userAgent")))
        o.userAgent = j.value(QStringLiteral("userAgent")).toString().toUtf8();
    if (j.contains(QStringLiteral("robotsAgent")))
        o.robotsAgent = j.value(QStringLiteral("robotsAgent")).toString();
    if (j.contains(QStringLiteral("metaAgent")))
        o.metaAgent = j.value(QStringLiteral("metaAgent")).toString().toLatin1();
    o.obeyRobots = j.value(QStringLiteral("obeyRobots")).toBool(true);
    o.keptCredentials
        = CredentialsOutline::fromJson(j.value(QStringLiteral("credentials")).toObject());
    return o;
}

} // namespace

struct CrawlStore::Private
{
    QString connection; // the QSqlDatabase connection's name, this store's own
    QString path;
    QList<qsizetype> pending; // page indexes done, not yet written
    qsizetype urlsWritten = 0; // URL ids below this are in the file
    qsizetype anchorsWritten = 1; // anchor ids below this are (0, the empty text, never is)
    // For a crawl loaded and going on: its pages below `loadedPages` are in the file already,
    // and a new page's `ord` is its index less loadedPages plus nextOrd.
    qsizetype loadedPages = 0;
    qint64 nextOrd = 0;
    int version = 0; // of the schema in the file
    QSet<QString> robotsWritten;
    // The pages written with their blocks, before the crawl's boilerplate settled (URL ids):
    // given their fingerprints by the first write after it did (contentSettled).
    std::vector<quint32> unsettledWritten;
    bool contentSettled = false; // the store has the settled boilerplate
    QElapsedTimer sinceWrite; // a slow crawl writes at least every MaxWaitMs
    static constexpr int MaxWaitMs = 2000;

    QSqlDatabase db() const { return QSqlDatabase::database(connection, false); }

    bool exec(const QString &sql, QString *error) const
    {
        QSqlQuery query(db());
        if (query.exec(sql))
            return true;
        if (error)
            *error = CrawlStore::tr("%1: %2").arg(path, query.lastError().text());
        return false;
    }
    bool fail(const QSqlQuery &query, QString *error) const
    {
        if (error)
            *error = CrawlStore::tr("%1: %2").arg(path, query.lastError().text());
        return false;
    }
    bool setMeta(const QString &key, const QVariant &value, QString *error) const
    {
        QSqlQuery query(db());
        query.prepare(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"));
        query.addBindValue(key);
        query.addBindValue(value);
        return query.exec() || fail(query, error);
    }
    QVariant meta(const QString &key) const
    {
        QSqlQuery query(db());
        query.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
        query.addBindValue(key);
        return query.exec() && query.next() ? query.value(0) : QVariant();
    }
    bool write(const CrawlResult &result, bool finished, QString *error);
};

CrawlStore::CrawlStore()
    : d(std::make_unique<Private>())
{
    d->connection = QStringLiteral("crawlstore-%1").arg(connectionCounter.fetchAndAddRelaxed(1));
}

CrawlStore::~CrawlStore()
{
    if (QSqlDatabase::contains(d->connection)) {
        {
            QSqlDatabase db = d->db();
            if (db.isOpen())
                db.close();
        }
        QSqlDatabase::removeDatabase(d->connection);
    }
}

bool CrawlStore::isOpen() const
{
    return QSqlDatabase::contains(d->connection) && d->db().isOpen();
}

QString CrawlStore::path() const
{
    return d->path;
}

bool CrawlStore::open(const QString &path, bool create, QString *error)
{
    d->path = path;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        *error = tr("Cannot keep crawls: Qt's SQLite driver is not installed (the "
                    "libqt6sql6-sqlite package)");
        return false;
    }
    const bool exists = QFileInfo::exists(path);
    if (!exists && !create) {
        *error = tr("%1 does not exist").arg(path);
        return false;
    }
    if (exists) {
        // Only a file that starts as SQLite does is opened: SQLite would take any other as a
        // new, empty database once written.
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = tr("Cannot read %1: %2").arg(path, file.errorString());
            return false;
        }
        const QByteArray head = file.read(16);
        if (file.size() > 0 && head != QByteArrayView("SQLite format 3\0", 16)) {
            *error = tr("%1 is not a crawl kept by Sitemap Studio").arg(path);
            return false;
        }
    }
    if (QSqlDatabase::contains(d->connection)) { // opened before: closed for this file
        QSqlDatabase::database(d->connection, false).close();
        QSqlDatabase::removeDatabase(d->connection);
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), d->connection);
    db.setDatabaseName(path);
    if (!db.open()) {
        *error = tr("Cannot open %1: %2").arg(path, db.lastError().text());
        return false;
    }
    QSqlQuery query(db);
    query.exec(QStringLiteral("PRAGMA application_id"));
    const qint64 application = query.next() ? query.value(0).toLongLong() : 0;
    query.exec(QStringLiteral("PRAGMA user_version"));
    const int version = query.next() ? query.value(0).toInt() : 0;
    query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"));
    const bool empty = query.next() && query.value(0).toInt() == 0;
    if (!empty && application != ApplicationId) {
        *error = tr("%1 is not a crawl kept by Sitemap Studio").arg(path);
        db.close();
        return false;
    }
    if (!empty && version < 1) {
        *error = tr("%1 is damaged: it has no crawl store version").arg(path);
        db.close();
        return false;
    }
    if (version > SchemaVersion) {
        *error = tr("%1 was written by a newer Sitemap Studio (crawl store version %2; this one "
                    "reads up to %3)")
                     .arg(path)
                     .arg(version)
                     .arg(SchemaVersion);
        db.close();
        return false;
    }
    // The write-ahead log: a crash leaves the last committed batch whole; NORMAL syncs at
    // checkpoints only, which keeps the crawl's pace.
    d->exec(QStringLiteral("PRAGMA journal_mode=WAL"), nullptr);
    d->exec(QStringLiteral("PRAGMA synchronous=NORMAL"), nullptr);
    d->version = version;
    if (empty) {
        if (!db.transaction())
            return d->fail(QSqlQuery(db), error);
        for (const char *sql : SchemaV1)
            if (!d->exec(QString::fromLatin1(sql), error)) {
                db.rollback();
                return false;
            }
        d->exec(QStringLiteral("PRAGMA application_id=%1").arg(ApplicationId), nullptr);
        d->exec(QStringLiteral("PRAGMA user_version=1"), nullptr);
        if (!db.commit())
            return d->fail(QSqlQuery(db), error);
        d->version = 1;
    }
    // An older store is taken up one version at a time, each step in its own transaction. A
    // store that cannot be written (a read-only file) stays as it is and is read as it is.
    while (d->version < SchemaVersion) {
        if (!db.transaction())
            break;
        bool done = true;
        for (const char *sql : Migrations[d->version - 1].statements)
            if (sql)
                done = done && d->exec(QString::fromLatin1(sql), nullptr);
        done = done && d->exec(QStringLiteral("PRAGMA user_version=%1").arg(d->version + 1), nullptr);
        if (!done || !db.commit()) {
            db.rollback();
            break;
        }
        ++d->version;
    }
    return true;
}

bool CrawlStore::begin(const QUrl &start, const CrawlOptions &options, QString *error)
{
    QSqlDatabase db = d->db();
    if (!db.transaction())
        return d->fail(QSqlQuery(db), error);
    for (const char *table :
         { "meta", "urls", "pages", "cuts", "robots", "extra_urls", "anchors", "history" })
        if (!d->exec(QStringLiteral("DELETE FROM %1").arg(QLatin1StringView(table)), error)) {
            db.rollback();
            return false;
        }
    bool ok = d->setMeta(QStringLiteral("start"), start.toString(QUrl::FullyEncoded), error)
        && d->setMeta(QStringLiteral("options"),
                      QString::fromUtf8(QJsonDocument(optionsJson(options)).toJson(
                          QJsonDocument::Compact)),
                      error)
        && d->setMeta(QStringLiteral("finished"), 0, error);
    // The URL rules in a meta row of their own (patterns, parameters, publish URL: no secret).
    ok = ok
        && d->setMeta(QStringLiteral("urlRules"),
                      QString::fromUtf8(
                          QJsonDocument(options.urlRules.toJson()).toJson(QJsonDocument::Compact)),
                      error);
    if (ok && !options.extraUrls.isEmpty()) {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("INSERT INTO extra_urls (ord, url) VALUES (?, ?)"));
        for (qsizetype i = 0; ok && i < options.extraUrls.size(); ++i) {
            query.addBindValue(qint64(i));
            query.addBindValue(options.extraUrls.at(i).toEncoded());
            ok = query.exec() || d->fail(query, error);
        }
    }
    // What earlier crawls knew (crawl --since), carried on by this one.
    if (ok && options.history) {
        const CrawlHistory &history = *options.history;
        ok = d->setMeta(QStringLiteral("historyBoilerplate"), packSet(history.boilerplate), error);
        QSqlQuery query(db);
        query.prepare(QStringLiteral("INSERT INTO history (url, fingerprint, first_seen, last_seen,"
                                     " content_changed) VALUES (?, ?, ?, ?, ?)"));
        for (auto it = history.pages.cbegin(); ok && it != history.pages.cend(); ++it) {
            query.addBindValue(it.key());
            for (const QVariant &value : contentValues(*it, -1, QString()))
                query.addBindValue(value);
            ok = query.exec() || d->fail(query, error);
        }
    }
    if (!ok) {
        db.rollback();
        return false;
    }
    d->pending.clear();
    d->urlsWritten = 0;
    d->anchorsWritten = 1;
    d->loadedPages = 0;
    d->nextOrd = 0;
    d->robotsWritten.clear();
    d->unsettledWritten.clear();
    d->contentSettled = false;
    return db.commit() || d->fail(QSqlQuery(db), error);
}

void CrawlStore::pageDone(const CrawlResult &result, qsizetype index)
{
    d->pending.append(index);
    if (d->pending.size() >= BatchPages || !d->sinceWrite.isValid()
        || d->sinceWrite.hasExpired(Private::MaxWaitMs))
        flush(result);
}

bool CrawlStore::flush(const CrawlResult &result, QString *error)
{
    return d->write(result, false, error);
}

bool CrawlStore::finish(const CrawlResult &result, QString *error)
{
    return d->write(result, true, error);
}

bool CrawlStore::Private::write(const CrawlResult &result, bool finished, QString *error)
{
    QSqlDatabase db = this->db();
    if (!db.isOpen()) {
        if (error)
            *error = CrawlStore::tr("The crawl store is not open");
        return false;
    }
    if (!db.transaction())
        return fail(QSqlQuery(db), error);
    auto rollback = [&] {
        db.rollback();
        return false;
    };

    // The URLs met since the last batch: every id a page below refers to.
    {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("INSERT OR REPLACE INTO urls (id, url) VALUES (?, ?)"));
        for (qsizetype id = urlsWritten; id < result.urlCount(); ++id) {
            query.addBindValue(qint64(id));
            query.addBindValue(result.urlText(quint32(id)).toUtf8());
            if (!query.exec())
                return fail(query, error) || rollback();
        }
    }
    // The anchor texts met since the last batch, as the URLs.
    {
        QSqlQuery query(db);
        query.prepare(QStringLiteral("INSERT OR REPLACE INTO anchors (id, text) VALUES (?, ?)"));
        for (qsizetype id = anchorsWritten; id < result.anchorCount(); ++id) {
            query.addBindValue(qint64(id));
            query.addBindValue(result.anchorText(quint32(id)));
            if (!query.exec())
                return fail(query, error) || rollback();
        }
    }
    {
        QSqlQuery query(db);
        query.prepare(QStringLiteral(
            "INSERT OR REPLACE INTO pages (url, ord, redirect, canonical, status, depth, flags,"
            " content_type, error, bytes, last_modified, title, message, answered_url,"
            " external_links, links, alternates, response_ms, page_modified, modified_source,"
            " images, link_anchors, link_rels, rendering, content_blocks, fingerprint, first_seen,"
            " last_seen, content_changed)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
            " ?, ?, ?)"));
        const QString crawledAtText = ContentFingerprint::timeText(result.crawledAt);
        for (const qsizetype index : std::as_const(pending)) {
            const CrawledPage &page = result.pages.at(index);
            QJsonArray alternates;
            for (const CrawledPage::Alternate &a : page.alternates)
                alternates.append(QJsonArray { result.hreflang(a.hreflang), qint64(a.url) });
            query.addBindValue(qint64(page.url));
            query.addBindValue(index >= loadedPages ? qint64(index - loadedPages) + nextOrd
                                                    : qint64(index));
            query.addBindValue(idOrNull(page.redirect));
            query.addBindValue(idOrNull(page.canonical));
            query.addBindValue(int(page.status));
            query.addBindValue(int(page.depth));
            query.addBindValue(int(page.flags));
            query.addBindValue(result.contentType(page));
            query.addBindValue(int(page.error));
            query.addBindValue(page.bytes);
            query.addBindValue(page.lastModified);
            query.addBindValue(page.title);
            query.addBindValue(page.message);
            query.addBindValue(result.answeredUrl(page));
            query.addBindValue(qint64(page.externalLinks));
            query.addBindValue(packIds(page.links));
            query.addBindValue(alternates.isEmpty()
                                   ? QString()
                                   : QString::fromUtf8(QJsonDocument(alternates).toJson(
                                       QJsonDocument::Compact)));
            query.addBindValue(qint64(page.responseMs));
            const QString modified = result.pageModified(page);
            query.addBindValue(modified.isEmpty() ? QVariant() : QVariant(modified));
            query.addBindValue(int(page.modifiedSource));
            const std::vector<quint32> &images = result.images(page);
            query.addBindValue(images.empty() ? QVariant() : QVariant(packIds(images)));
            const std::vector<quint32> anchors = result.linkAnchorIds(page);
            query.addBindValue(anchors.empty() ? QVariant() : QVariant(packIds(anchors)));
            const std::vector<quint8> rels = result.linkRels(page);
            query.addBindValue(
                rels.empty() ? QVariant()
                             : QVariant(QByteArray(reinterpret_cast<const char *>(rels.data()),
                                                   qsizetype(rels.size()))));
            const PageRendering *rendering = result.rendering(page);
            query.addBindValue(rendering ? QVariant(renderingJson(*rendering)) : QVariant());
            // Before the boilerplate settled, the blocks; after, the fingerprint.
            const std::vector<quint64> *blocks = result.unsettledBlocks(page);
            query.addBindValue(blocks ? QVariant(packHashes(*blocks)) : QVariant());
            if (blocks)
                unsettledWritten.push_back(page.url);
            const std::optional<PageContent> content = result.content(page);
            const QVariantList values = content
                ? contentValues(*content, result.crawledAt, crawledAtText)
                : QVariantList(4);
            for (const QVariant &value : values)
                query.addBindValue(value);
            if (!query.exec())
                return fail(query, error) || rollback();
        }
    }
    // Once the boilerplate settled: the pages written before get their fingerprints, and lose
    // their blocks.
    if (result.contentSettled && !contentSettled) {
        const QString crawledAtText = ContentFingerprint::timeText(result.crawledAt);
        QSqlQuery query(db);
        query.prepare(QStringLiteral("UPDATE pages SET content_blocks = NULL, fingerprint = ?,"
                                     " first_seen = ?, last_seen = ?, content_changed = ?"
                                     " WHERE url = ?"));
        for (const quint32 url : std::as_const(unsettledWritten)) {
            const CrawledPage *page = result.page(url);
            const std::optional<PageContent> content = page ? result.content(*page) : std::nullopt;
            const QVariantList values = content
                ? contentValues(*content, result.crawledAt, crawledAtText)
                : QVariantList(4);
            for (const QVariant &value : values)
                query.addBindValue(value);
            query.addBindValue(qint64(url));
            if (!query.exec())
                return fail(query, error) || rollback();
        }
        if (!setMeta(QStringLiteral("boilerplate"), packSet(result.boilerplate), error)
            || !setMeta(QStringLiteral("contentSettled"), 1, error))
            return rollback();
        unsettledWritten = {};
        contentSettled = true;
    }
    if (result.crawledAt >= 0 && !setMeta(QStringLiteral("crawledAt"), result.crawledAt, error))
        return rollback();
    // The robots.txt files read so far, each once.
    {
        QSqlQuery query(db);
        query.prepare(QStringLiteral(
            "INSERT OR REPLACE INTO robots (origin, location, body) VALUES (?, ?, ?)"));
        for (auto it = result.robotsText.cbegin(); it != result.robotsText.cend(); ++it) {
            if (robotsWritten.contains(it.key()))
                continue;
            const std::shared_ptr<const RobotsTxt> rules = result.robots.value(it.key());
            query.addBindValue(it.key());
            query.addBindValue(rules ? rules->location().toString(QUrl::FullyEncoded)
                                     : QString());
            query.addBindValue(it.value());
            if (!query.exec())
                return fail(query, error) || rollback();
            robotsWritten.insert(it.key());
        }
    }
    // The cuts and totals: a few rows, written whole.
    if (!exec(QStringLiteral("DELETE FROM cuts"), error))
        return rollback();
    {
        QSqlQuery query(db);
        query.prepare(QStringLiteral(
            "INSERT INTO cuts (ord, kind, pattern, count, lim, examples) VALUES (?, ?, ?, ?, ?, ?)"));
        for (qsizetype i = 0; i < result.cuts.size(); ++i) {
            const CrawlCut &cut = result.cuts.at(i);
            query.addBindValue(qint64(i));
            query.addBindValue(int(cut.kind));
            query.addBindValue(cut.pattern);
            query.addBindValue(cut.count);
            query.addBindValue(cut.limit);
            query.addBindValue(QString::fromUtf8(
                QJsonDocument(QJsonArray::fromStringList(cut.examples)).toJson(
                    QJsonDocument::Compact)));
            if (!query.exec())
                return fail(query, error) || rollback();
        }
    }
    const QJsonObject totals {
        { QStringLiteral("bytes"), result.bytes },
        { QStringLiteral("elapsedMs"), result.elapsedMs },
        { QStringLiteral("requests"), result.requests },
        { QStringLiteral("limitsReached"), QJsonArray::fromStringList(result.limitsReached) },
        { QStringLiteral("pageLimit"), result.pageLimitReached },
        { QStringLiteral("depthLimit"), result.depthLimitReached },
        { QStringLiteral("byteLimit"), result.byteLimitReached },
        { QStringLiteral("timeLimit"), result.timeLimitReached },
        { QStringLiteral("cancelled"), result.cancelled },
        { QStringLiteral("render"), renderTotalsJson(result.renderTotals) },
    };
    if (!setMeta(QStringLiteral("totals"),
                 QString::fromUtf8(QJsonDocument(totals).toJson(QJsonDocument::Compact)), error)
        || !setMeta(QStringLiteral("finished"), finished ? 1 : 0, error))
        return rollback();
    if (!db.commit())
        return fail(QSqlQuery(db), error) || rollback();
    pending.clear();
    urlsWritten = result.urlCount();
    anchorsWritten = result.anchorCount();
    sinceWrite.start();
    return true;
}

bool CrawlStore::load(CrawlResult *result, CrawlOptions *options, bool *finished,
                      QString *error)
{
    QSqlDatabase db = d->db();
    *result = CrawlResult();
    const QVariant start = d->meta(QStringLiteral("start"));
    if (!start.isValid()) {
        *error = tr("%1 holds no crawl").arg(d->path);
        return false;
    }
    result->startUrl = QUrl::fromEncoded(start.toByteArray());
    *options = optionsFrom(
        QJsonDocument::fromJson(d->meta(QStringLiteral("options")).toByteArray()).object());
    *finished = d->meta(QStringLiteral("finished")).toInt() == 1;
    const QVariant rules = d->meta(QStringLiteral("urlRules"));
    options->urlRules
        = CrawlUrlRules::fromJson(QJsonDocument::fromJson(rules.toByteArray()).object());
    // A crawl kept before the rules were: its links kept their parameters, and still do.
    if (!rules.isValid())
        options->urlRules.parameters.defaults = false;
    // The crawl's time: the pages' content times default to it.
    if (const QVariant at = d->meta(QStringLiteral("crawledAt")); at.isValid())
        result->crawledAt = at.toLongLong();
    const QString crawledAtText = ContentFingerprint::timeText(result->crawledAt);
    std::vector<std::pair<qsizetype, std::vector<quint64>>> unsettled;

    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT url FROM extra_urls ORDER BY ord")))
        return d->fail(query, error);
    while (query.next())
        options->extraUrls.append(QUrl::fromEncoded(query.value(0).toByteArray()));

    qsizetype urlCount = 0, pageCount = 0;
    if (query.exec(QStringLiteral("SELECT (SELECT count(*) FROM urls), (SELECT count(*) FROM pages)"))
        && query.next()) {
        urlCount = query.value(0).toLongLong();
        pageCount = query.value(1).toLongLong();
    }
    result->reserve(urlCount, pageCount);
    // The URL table, in id order: interning it again gives every URL its id.
    if (!query.exec(QStringLiteral("SELECT id, url FROM urls ORDER BY id")))
        return d->fail(query, error);
    while (query.next()) {
        const quint32 id = result->intern(QUrl::fromEncoded(query.value(1).toByteArray()));
        if (id != quint32(query.value(0).toLongLong())) {
            *error = tr("%1 is damaged: its URL table does not match its ids").arg(d->path);
            return false;
        }
    }
    const quint32 urls = quint32(result->urlCount());
    auto known = [urls](quint32 id) { return id == CrawledPage::NoUrl || id < urls; };
    // The anchor texts, in id order, as the URLs (a store before version 4 has none).
    if (d->version >= 4) {
        if (!query.exec(QStringLiteral("SELECT id, text FROM anchors ORDER BY id")))
            return d->fail(query, error);
        while (query.next()) {
            const quint32 id = result->appendAnchor(query.value(1).toString());
            if (id != quint32(query.value(0).toLongLong())) {
                *error = tr("%1 is damaged: its anchor texts do not match their ids").arg(d->path);
                return false;
            }
        }
    }
    const auto anchorCount = quint32(result->anchorCount());

    // A store left at version 1 (read-only, not migrated) has no response times.
    if (!query.exec(
            QStringLiteral(
                "SELECT url, redirect, canonical, status, depth, flags, content_type, error, bytes,"
                " last_modified, title, message, answered_url, external_links, links, alternates,"
                " ord, %1, %2, %3, %4, %5 FROM pages ORDER BY ord")
                .arg(d->version >= 2 ? QStringLiteral("response_ms") : QStringLiteral("0"),
                     d->version >= 3 ? QStringLiteral("page_modified, modified_source, images")
                                     : QStringLiteral("NULL, 0, NULL"),
                     d->version >= 4 ? QStringLiteral("link_anchors, link_rels")
                                     : QStringLiteral("NULL, NULL"),
                     d->version >= 5 ? QStringLiteral("rendering") : QStringLiteral("NULL"),
                     d->version >= 6 ? QStringLiteral("content_blocks, fingerprint, first_seen,"
                                                      " last_seen, content_changed")
                                     : QStringLiteral("NULL, NULL, NULL, NULL, NULL"))))
        return d->fail(query, error);
    qint64 maxOrd = -1;
    while (query.next()) {
        maxOrd = qMax(maxOrd, query.value(16).toLongLong());
        CrawledPage page;
        page.url = quint32(query.value(0).toLongLong());
        page.redirect = idOf(query.value(1));
        page.canonical = idOf(query.value(2));
        page.status = qint16(query.value(3).toInt());
        page.depth = quint16(query.value(4).toInt());
        page.flags = quint16(query.value(5).toInt());
        page.contentType = quint16(result->internContentType(query.value(6).toByteArray()));
        page.error = FetchResult::Error(query.value(7).toInt());
        page.bytes = query.value(8).toLongLong();
        page.lastModified = query.value(9).toLongLong();
        page.title = query.value(10).toString();
        page.message = query.value(11).toString();
        result->setAnsweredUrl(page.url, query.value(12).toString());
        page.externalLinks = quint32(query.value(13).toLongLong());
        page.responseMs = quint32(query.value(17).toLongLong());
        const QString pageModified = query.value(18).toString();
        const int source = query.value(19).toInt();
        page.modifiedSource = source >= 0 && source <= int(PageDateSource::LastModifiedHeader)
            ? PageDateSource(source)
            : PageDateSource::None;
        std::vector<quint32> images = unpackIds(query.value(20).toByteArray());
        page.links = unpackIds(query.value(14).toByteArray());
        std::vector<quint32> anchors = unpackIds(query.value(21).toByteArray());
        const QByteArray relBytes = query.value(22).toByteArray();
        std::vector<quint8> rels(relBytes.cbegin(), relBytes.cend());
        const QString alternates = query.value(15).toString();
        if (!alternates.isEmpty())
            for (const QJsonValue &a : QJsonDocument::fromJson(alternates.toUtf8()).array())
                page.alternates.push_back(
                    { result->internHreflang(a[0].toString()), quint32(a[1].toInteger()) });
        bool valid = page.url < urls && known(page.redirect) && known(page.canonical)
            && result->pageIndex(page.url) < 0;
        for (const quint32 id : page.links)
            valid = valid && id < urls;
        for (const CrawledPage::Alternate &a : page.alternates)
            valid = valid && a.url < urls;
        for (const quint32 id : images)
            valid = valid && id < urls;
        // The details of the links, when kept, are one per link.
        valid = valid && (anchors.empty() || anchors.size() == page.links.size())
            && (rels.empty() || rels.size() == page.links.size());
        for (const quint32 id : anchors)
            valid = valid && id < anchorCount;
        PageRendering rendering;
        const QString renderingText = query.value(23).toString();
        const bool rendered = !renderingText.isEmpty();
        if (rendered)
            valid = valid && renderingFrom(renderingText, urls, &rendering);
        if (!valid) {
            *error = tr("%1 is damaged: a page refers to a URL it does not hold").arg(d->path);
            return false;
        }
        result->setPageExtras(page.url, pageModified, std::move(images));
        result->setLinkDetails(page.url, std::move(anchors), std::move(rels));
        if (rendered)
            result->setRendering(page.url, std::move(rendering));
        if (PageContent content;
            contentFrom(query.value(25), query.value(26), query.value(27), query.value(28),
                        result->crawledAt, crawledAtText, &content))
            result->setContent(page, content);
        else if (!query.value(24).isNull())
            unsettled.emplace_back(result->pages.size(), unpackHashes(query.value(24).toByteArray()));
        result->addPage(std::move(page));
    }
    // Inlinks, as the crawl counted them: each followed page's links, each once.
    for (const CrawledPage &page : std::as_const(result->pages))
        if (page.has(CrawledPage::Html) && !page.nofollow())
            for (const quint32 id : page.links)
                result->addInlink(id);
    result->settleLinkDepths();

    if (!query.exec(QStringLiteral("SELECT origin, location, body FROM robots")))
        return d->fail(query, error);
    while (query.next()) {
        const QString origin = query.value(0).toString();
        const QByteArray body = query.value(2).toByteArray();
        auto rules = std::make_shared<RobotsTxt>(RobotsTxt::parse(body));
        rules->setLocation(QUrl::fromEncoded(query.value(1).toByteArray()));
        result->robots.insert(origin, std::move(rules));
        result->robotsText.insert(origin, body);
    }
    if (!query.exec(QStringLiteral(
            "SELECT kind, pattern, count, lim, examples FROM cuts ORDER BY ord")))
        return d->fail(query, error);
    while (query.next()) {
        CrawlCut cut;
        cut.kind = CrawlCut::Kind(query.value(0).toInt());
        cut.pattern = query.value(1).toString();
        cut.count = query.value(2).toLongLong();
        cut.limit = query.value(3).toInt();
        for (const QJsonValue &e :
             QJsonDocument::fromJson(query.value(4).toByteArray()).array())
            cut.examples.append(e.toString());
        result->cuts.append(std::move(cut));
    }
    const QJsonObject totals
        = QJsonDocument::fromJson(d->meta(QStringLiteral("totals")).toByteArray()).object();
    result->bytes = totals.value(QStringLiteral("bytes")).toInteger();
    result->elapsedMs = totals.value(QStringLiteral("elapsedMs")).toInteger();
    result->requests = int(totals.value(QStringLiteral("requests")).toInteger());
    for (const QJsonValue &limit : totals.value(QStringLiteral("limitsReached")).toArray())
        result->limitsReached.append(limit.toString());
    result->pageLimitReached = totals.value(QStringLiteral("pageLimit")).toBool();
    result->depthLimitReached = totals.value(QStringLiteral("depthLimit")).toBool();
    result->byteLimitReached = totals.value(QStringLiteral("byteLimit")).toBool();
    result->timeLimitReached = totals.value(QStringLiteral("timeLimit")).toBool();
    result->renderTotals = renderTotalsFrom(totals.value(QStringLiteral("render")).toObject());
    result->boilerplate = unpackSet(d->meta(QStringLiteral("boilerplate")).toByteArray());
    result->contentSettled = d->meta(QStringLiteral("contentSettled")).toInt() == 1;
    // The history it was given, to be carried on.
    if (d->version >= 6) {
        auto history = std::make_shared<CrawlHistory>();
        history->boilerplate
            = unpackSet(d->meta(QStringLiteral("historyBoilerplate")).toByteArray());
        if (!query.exec(QStringLiteral("SELECT url, fingerprint, first_seen, last_seen,"
                                       " content_changed FROM history")))
            return d->fail(query, error);
        while (query.next())
            if (PageContent content; contentFrom(query.value(1), query.value(2), query.value(3),
                                                 query.value(4), -1, QString(), &content))
                history->pages.insert(query.value(0).toByteArray(), std::move(content));
        if (!history->isEmpty() || !history->boilerplate.isEmpty())
            options->history = std::move(history);
    }
    // The pages read before the boilerplate settled: still waiting for it, or (killed between
    // settling and writing) fingerprinted now, their rows on the next write.
    result->history = options->history;
    d->unsettledWritten.clear();
    for (auto &[index, blocks] : unsettled) {
        d->unsettledWritten.push_back(result->pages.at(index).url);
        result->setContentBlocks(index, std::move(blocks));
    }
    d->contentSettled = result->contentSettled && unsettled.empty();
    // A crawl that never finished (killed) is as one cancelled: what it did not reach is
    // unknown, so nothing is judged by its absence (orphans).
    result->cancelled = totals.value(QStringLiteral("cancelled")).toBool() || !*finished;
    // Going on from here, only what is new is written.
    d->pending.clear();
    d->urlsWritten = result->urlCount();
    d->anchorsWritten = result->anchorCount();
    d->loadedPages = result->pages.size();
    d->nextOrd = maxOrd + 1;
    d->robotsWritten = QSet<QString>(result->robotsText.keyBegin(), result->robotsText.keyEnd());
    return true;
}

bool CrawlStore::read(const QString &path, CrawlResult *result, CrawlOptions *options,
                      bool *finished, QString *error)
{
    CrawlStore store;
    return store.open(path, false, error) && store.load(result, options, finished, error);
}

std::shared_ptr<const CrawlHistory> CrawlStore::historyOf(const QString &path, QString *error)
{
    CrawlResult old;
    CrawlOptions options;
    bool finished = false;
    if (!read(path, &old, &options, &finished, error))
        return nullptr;
    return std::make_shared<CrawlHistory>(CrawlHistory::of(old, options.history.get()));
}

} // namespace Studio
