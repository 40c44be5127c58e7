#include "remoteloader.h"

#include "io/loader.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QHash>
#include <QTimer>

#include <functional>
#include <optional>
#include <vector>

namespace Studio {

namespace {

bool isHttp(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return url.isValid() && (scheme == u"http" || scheme == u"https") && !url.host().isEmpty();
}

int defaultPort(const QUrl &url)
{
    return url.scheme().compare(u"https", Qt::CaseInsensitive) == 0 ? 443 : 80;
}

// What two URLs share when they name the same file: scheme and host in lower case, the
// default port left out, an empty path as "/", no fragment.
QString sameFileKey(const QUrl &url)
{
    QUrl key = url.adjusted(QUrl::RemoveFragment | QUrl::NormalizePathSegments);
    key.setScheme(key.scheme().toLower());
    key.setHost(key.host().toLower());
    if (key.port() == defaultPort(key))
        key.setPort(-1);
    if (key.path().isEmpty())
        key.setPath(QStringLiteral("/"));
    return key.toString(QUrl::FullyEncoded);
}

// Children are limited per scheme, host and port: one server's share.
QString hostKey(const QUrl &url)
{
    return url.scheme().toLower() + QStringLiteral("://") + url.host().toLower() + u':'
        + QString::number(url.port(defaultPort(url)));
}

QString display(const QUrl &url)
{
    return url.toString(QUrl::FullyEncoded);
}

// A loader with `options`, started by `start`, until it finishes, in a local event loop.
RemoteLoadResult loadAndWait(const RemoteLoadOptions &options,
                             const std::function<void(RemoteLoader &)> &start)
{
    RemoteLoader loader(options);
    QEventLoop loop;
    QObject::connect(&loader, &RemoteLoader::finished, &loop, &QEventLoop::quit);
    start(loader);
    if (loader.isRunning())
        loop.exec();
    return loader.takeResult();
}

} // namespace

struct RemoteLoader::Private
{
    enum class State : quint8 { Pending, Running, Done, Skipped };

    struct Child
    {
        // The index listing it: -1 for the fetched file, else the position in children of an
        // index a robots.txt named (followed, as search engines do).
        qsizetype parent = -1;
        qsizetype entry = -1; // entry of that index
        qsizetype repeatOf = -1; // the child that reads the same URL
        bool loop = false; // the index itself or one that lists it
        QString loc; // as the entry gives it
        qint64 line = 0; // of the entry
        QUrl url;
        QString host;
        State state = State::Pending;
        FetchReply *reply = nullptr; // owned by the Fetcher; handed to deleteLater() when done
        // Its byte cap is what maxTotalBytes left, below the per-file one.
        bool cappedByTotal = false;
        std::optional<Sitemap> sitemap;
        QList<Finding> findings; // about this entry, for the workspace
    };

    RemoteLoader *q;
    RemoteLoadOptions options;
    Fetcher *fetcher = nullptr; // owned (child of q)
    QTimer *poll = nullptr; // owned (child of q)
    FetchReply *rootReply = nullptr; // owned by the Fetcher
    QUrl requested;
    bool running = false;
    bool finished = false;
    RemoteLoadResult result;

    std::vector<Child> children; // one per index entry, then those of followed indexes
    QList<qsizetype> pending; // positions in children, in the index's order
    QHash<QString, qsizetype> readKeys; // sameFileKey → child position, -1 for the index
    QHash<QString, int> activePerHost;
    int active = 0;
    int filesDone = 0;
    int filesTotal = 1;
    qint64 urls = 0;
    qint64 bytes = 0;
    qsizetype leftByFileLimit = 0;
    qsizetype planned = 0; // children fetched or to fetch
    int budget = 0; // files maxFiles still allows
    bool stoppedByBytes = false;

    void rootFinished();
    void readRoot(FetchResult r);
    void planChildren();
    // Adds the entries of `entries` (of the fetched file when parent is -1, else of the index
    // children[parent]) as children to fetch, resolved against `base`.
    void planEntries(const QList<UrlEntry> &entries, const QUrl &base, qsizetype parent);
    void pump();
    void startChild(qsizetype i);
    void childFinished(qsizetype i);
    void stopChildren();
    void finish();
    void fileDone(qint64 fileBytes, qint64 fileUrls);
    bool bytesExhausted() const
    {
        return options.maxTotalBytes > 0 && bytes >= options.maxTotalBytes;
    }
};

void RemoteLoader::Private::fileDone(qint64 fileBytes, qint64 fileUrls)
{
    ++filesDone;
    bytes += fileBytes;
    urls += fileUrls;
    if (options.progress) {
        options.progress->fileDone();
        options.progress->addBytes(fileBytes);
        options.progress->addUrls(fileUrls);
    }
}

void RemoteLoader::Private::rootFinished()
{
    FetchResult r = rootReply->result();
    rootReply->deleteLater();
    rootReply = nullptr;
    readRoot(std::move(r));
}

void RemoteLoader::Private::readRoot(FetchResult r)
{
    if (!r.ok()) {
        Sitemap failed;
        failed.source.location = display(requested);
        failed.failed = true;
        failed.findings.append(Finding::make(RuleId::ReadError, r.message));
        result.workspace.sitemaps.append(std::move(failed));
        result.cancelled = r.error == FetchResult::Error::Cancelled;
        result.root = std::move(r);
        fileDone(result.root.bytes, 0);
        finish();
        return;
    }

    LoadOptions read;
    read.limits = options.limits;
    read.loadChildren = false;
    result.workspace = Loader::openBytes(r.body, display(r.finalUrl), read);
    for (Sitemap &sitemap : result.workspace.sitemaps)
        sitemap.publishLocation = r.finalUrl;
    r.body = QByteArray();
    result.root = std::move(r);

    const Sitemap &root = result.workspace.root();
    fileDone(result.root.bytes, root.isIndex() ? 0 : root.entries.size());
    if (root.isIndex() && !root.failed && options.loadChildren)
        planChildren();
    if (options.progress)
        options.progress->setFilesTotal(filesTotal);
    Q_EMIT q->progress(filesDone, filesTotal, urls, bytes);
    if (!running)
        return;
    pump();
}

void RemoteLoader::Private::planChildren()
{
    const QUrl base = result.root.finalUrl;
    readKeys.insert(sameFileKey(requested), -1);
    readKeys.insert(sameFileKey(base), -1);
    budget = qMax(0, options.maxFiles - 1);
    planEntries(result.workspace.root().entries, base, -1);
}

void RemoteLoader::Private::planEntries(const QList<UrlEntry> &entries, const QUrl &base,
                                        qsizetype parent)
{
    const qsizetype first = qsizetype(children.size());
    children.resize(children.size() + size_t(entries.size()));
    for (qsizetype i = 0; i < entries.size(); ++i) {
        Child &c = children[size_t(first + i)];
        c.parent = parent;
        c.entry = i;
        c.loc = entries.at(i).loc();
        c.line = entries.at(i).sourceLine();
        const QString &loc = c.loc;
        c.url = base.resolved(QUrl(loc.trimmed(), QUrl::TolerantMode));
        auto report = [&c, i](QLatin1StringView rule, const QString &message) {
            Finding f = Finding::make(rule, message, c.line);
            f.entryIndex = i;
            f.field = FindingField::Loc;
            c.findings.append(f);
            c.state = State::Done;
        };
        if (!isHttp(c.url)) {
            report(RuleId::ChildSitemapMissing,
                   tr("The index entry \"%1\" names no http or https address that could be "
                      "fetched")
                       .arg(loc));
            continue;
        }
        const QString key = sameFileKey(c.url);
        const auto seen = readKeys.constFind(key);
        if (seen != readKeys.constEnd()) {
            if (*seen < 0 || *seen == parent) {
                c.loop = true;
                report(RuleId::IndexLoop,
                       tr("%1 names the index itself or one that lists it; it is not read "
                          "again")
                           .arg(loc));
            } else {
                // The same sitemap listed again: read once. The checker reports the repeated
                // entry as a duplicate.
                c.repeatOf = *seen;
                c.state = State::Done;
            }
            continue;
        }
        if (budget <= 0) {
            c.state = State::Skipped;
            ++leftByFileLimit;
            continue;
        }
        --budget;
        readKeys.insert(key, first + i);
        c.host = hostKey(c.url);
        pending.append(first + i);
        ++planned;
    }
    filesTotal = int(1 + planned);
    if (leftByFileLimit > 0)
        result.truncated = true;
}

void RemoteLoader::Private::pump()
{
    const int perHost = qMax(1, options.perHost);
    const int maxParallel = qMax(1, options.maxParallel);
    for (qsizetype p = 0; p < pending.size() && active < maxParallel && !stoppedByBytes;) {
        if (bytesExhausted()) {
            stoppedByBytes = true;
            result.truncated = true;
            stopChildren();
            break;
        }
        const qsizetype i = pending.at(p);
        if (activePerHost.value(children[size_t(i)].host) >= perHost) {
            ++p;
            continue;
        }
        pending.removeAt(p);
        startChild(i);
    }
    if (active == 0 && (pending.isEmpty() || stoppedByBytes))
        finish();
}

void RemoteLoader::Private::startChild(qsizetype i)
{
    Child &c = children[size_t(i)];
    FetchOptions fetch = options.fetch;
    if (options.maxTotalBytes > 0) {
        const qint64 left = options.maxTotalBytes - bytes;
        if (fetch.maxBytes <= 0 || left < fetch.maxBytes) {
            fetch.maxBytes = qMax<qint64>(1, left);
            c.cappedByTotal = true;
        }
    }
    fetcher->setOptions(fetch);
    c.reply = fetcher->fetch(c.url);
    c.state = State::Running;
    ++active;
    ++activePerHost[c.host];
    QObject::connect(c.reply, &FetchReply::finished, q, [this, i] { childFinished(i); });
}

void RemoteLoader::Private::childFinished(qsizetype i)
{
    Child &c = children[size_t(i)];
    FetchResult r = c.reply->result();
    c.reply->deleteLater();
    c.reply = nullptr;
    c.state = State::Done;
    --active;
    --activePerHost[c.host];

    const QString loc = c.loc;
    auto report = [&c](QLatin1StringView rule, const QString &message) {
        Finding f = Finding::make(rule, message, c.line);
        f.entryIndex = c.entry;
        f.field = FindingField::Loc;
        c.findings.append(f);
    };
    qint64 fileUrls = 0;
    if (r.error == FetchResult::Error::TooLarge && c.cappedByTotal) {
        // Cut by what the total left, not by the per-file cap: unread, like those after it.
        c.state = State::Skipped;
        stoppedByBytes = true;
        result.truncated = true;
    } else if (!r.ok()) {
        report(RuleId::ChildSitemapMissing,
               tr("The child sitemap %1 could not be fetched: %2").arg(loc, r.message));
        if (r.error == FetchResult::Error::TooLarge)
            result.workspace.limitsReached.append(
                tr("The child sitemap %1 was left out: %2").arg(loc, r.message));
    } else if (const QString finalKey = sameFileKey(r.finalUrl);
               finalKey != sameFileKey(c.url) && readKeys.contains(finalKey)) {
        report(RuleId::IndexLoop,
               tr("%1 redirects to %2, which was already read; it is not read again")
                   .arg(loc, display(r.finalUrl)));
    } else {
        readKeys.insert(finalKey, i);
        LoadOptions read;
        read.limits = options.limits;
        read.limits.parallel = false;
        read.loadChildren = false;
        Workspace one = Loader::openBytes(r.body, display(r.finalUrl), read);
        r.body = QByteArray();
        result.workspace.limitsReached.append(one.limitsReached);
        Sitemap sitemap = std::move(one.sitemaps.first());
        sitemap.findings.append(one.findings);
        sitemap.publishLocation = r.finalUrl;
        fileUrls = sitemap.isIndex() ? 0 : sitemap.entries.size();
        // A child that is an index is followed to its sitemaps, so that every URL is seen: a
        // robots.txt is no index in the protocol's sense, and an index listed by an index is
        // one Google does not read (SM110).
        const bool fromRobots = c.parent < 0
            && result.workspace.root().source.format == SourceFormat::Robots;
        if (sitemap.isIndex() && !sitemap.failed && !fromRobots)
            report(RuleId::NestedIndex, Loader::nestedIndexMessage(loc));
        // A robots.txt an index lists is no sitemap: read, not followed.
        const bool follow = sitemap.isIndex() && !sitemap.failed && options.loadChildren
            && sitemap.source.format != SourceFormat::Robots;
        const QList<UrlEntry> entries = follow ? sitemap.entries : QList<UrlEntry>();
        c.sitemap = std::move(sitemap);
        if (follow) {
            planEntries(entries, r.finalUrl, i);
            if (options.progress)
                options.progress->setFilesTotal(filesTotal);
        }
    }
    fileDone(r.bytes, fileUrls);
    if (stoppedByBytes || (bytesExhausted() && (!pending.isEmpty() || active > 0))) {
        stoppedByBytes = true;
        result.truncated = true;
        stopChildren();
    }
    Q_EMIT q->progress(filesDone, filesTotal, urls, bytes);
    if (!running)
        return;
    if (options.progress && options.progress->isCancelled()) {
        q->cancel();
        return;
    }
    pump();
}

void RemoteLoader::Private::stopChildren()
{
    for (Child &c : children) {
        if (c.state != State::Running || !c.reply)
            continue;
        QObject::disconnect(c.reply, nullptr, q, nullptr);
        // Deleting a reply aborts it without finished().
        delete c.reply;
        c.reply = nullptr;
        c.state = State::Pending;
        --active;
        --activePerHost[c.host];
    }
}

void RemoteLoader::Private::finish()
{
    if (finished)
        return;
    running = false;
    finished = true;
    poll->stop();

    Workspace &ws = result.workspace;
    qsizetype unread = 0;
    // A followed index comes before the children it lists, so its place is known by then.
    std::vector<qsizetype> placed(children.size(), -1);
    for (size_t n = 0; n < children.size(); ++n) {
        Child &c = children[n];
        Workspace::ChildLink link;
        link.parent = c.parent < 0 ? 0 : placed[size_t(c.parent)];
        link.indexEntry = c.entry;
        link.repeatOf = c.repeatOf;
        link.loop = c.loop;
        link.resolvedLocation = c.url.isValid() ? display(c.url) : QString();
        if (c.sitemap) {
            link.sitemap = ws.sitemaps.size();
            placed[n] = link.sitemap;
            ws.sitemaps.append(std::move(*c.sitemap));
            c.sitemap.reset();
        }
        unread += c.state == State::Pending || c.state == State::Running;
        // Findings about the fetched file's entries are the workspace's; about a followed
        // index's entries, that index's own.
        if (c.parent < 0)
            ws.findings.append(c.findings);
        else if (link.parent >= 0)
            ws.sitemaps[link.parent].findings.append(c.findings);
        ws.children.append(link);
    }
    const bool rootRead = result.root.ok();
    if (stoppedByBytes && !result.cancelled)
        ws.limitsReached.append(
            tr("Reading stopped at the limit of %1 bytes in all; %2 sitemaps were not read", nullptr,
               int(unread))
                .arg(options.maxTotalBytes)
                .arg(unread));
    if (leftByFileLimit > 0)
        ws.limitsReached.append(tr("At most %1 files are read; %2 more sitemaps were left out")
                                    .arg(options.maxFiles)
                                    .arg(leftByFileLimit));
    if (result.cancelled && rootRead) {
        ws.findings.append(Finding::make(
            RuleId::ChildSitemapMissing,
            tr("Reading was cancelled after %1 of %2 files; the %3 sitemaps not read yet are "
               "left out",
               nullptr, int(unread))
                .arg(filesDone)
                .arg(filesTotal)
                .arg(unread)));
    } else if (stoppedByBytes) {
        ws.findings.append(Finding::make(
            RuleId::ChildSitemapMissing,
            tr("Reading stopped at the limit of %1 bytes in all; the %2 sitemaps not read yet "
               "are left out",
               nullptr, int(unread))
                .arg(options.maxTotalBytes)
                .arg(unread)));
    }
    if (leftByFileLimit > 0)
        ws.findings.append(Finding::make(
            RuleId::ChildSitemapMissing,
            tr("At most %1 files are read; %2 more sitemaps the index lists were left out")
                .arg(options.maxFiles)
                .arg(leftByFileLimit)));
    Q_EMIT q->finished();
}

RemoteLoader::RemoteLoader(const RemoteLoadOptions &options, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    d->q = this;
    d->options = options;
    d->fetcher = new Fetcher(options.fetch, this);
    d->poll = new QTimer(this);
    d->poll->setInterval(50);
    connect(d->poll, &QTimer::timeout, this, [this] {
        if (d->options.progress && d->options.progress->isCancelled())
            cancel();
    });
}

RemoteLoader::~RemoteLoader()
{
    // The replies go with the Fetcher, aborted, before the state their slots use.
    delete d->fetcher;
}

void RemoteLoader::start(const QUrl &url)
{
    if (d->running || d->finished)
        return;
    d->running = true;
    d->requested = url;
    d->fetcher->setOptions(d->options.fetch);
    d->rootReply = d->fetcher->fetch(url);
    connect(d->rootReply, &FetchReply::finished, this, [this] { d->rootFinished(); });
    if (d->options.progress)
        d->poll->start();
}

void RemoteLoader::startFrom(const FetchResult &fetched)
{
    if (d->running || d->finished)
        return;
    d->running = true;
    d->requested = fetched.requested;
    d->fetcher->setOptions(d->options.fetch);
    // Read from the event loop, as an answer that arrives is: finished() never comes from
    // inside this call.
    QMetaObject::invokeMethod(
        this,
        [this, fetched] {
            if (d->running) // not cancelled meanwhile
                d->readRoot(fetched);
        },
        Qt::QueuedConnection);
    if (d->options.progress)
        d->poll->start();
}

void RemoteLoader::cancel()
{
    if (!d->running)
        return;
    d->result.cancelled = true;
    if (d->rootReply) {
        // Finishes through rootFinished(), as Cancelled.
        d->rootReply->cancel();
        return;
    }
    d->stopChildren();
    d->finish();
}

bool RemoteLoader::isRunning() const
{
    return d->running;
}

const RemoteLoadResult &RemoteLoader::result() const
{
    return d->result;
}

RemoteLoadResult RemoteLoader::takeResult()
{
    return std::move(d->result);
}

RemoteLoadResult RemoteLoader::load(const QUrl &url, const RemoteLoadOptions &options)
{
    return loadAndWait(options, [&url](RemoteLoader &loader) { loader.start(url); });
}

RemoteLoadResult RemoteLoader::load(const FetchResult &fetched, const RemoteLoadOptions &options)
{
    return loadAndWait(options, [&fetched](RemoteLoader &loader) { loader.startFrom(fetched); });
}

bool RemoteLoader::isRemote(const QString &input)
{
    return input.startsWith(u"http://", Qt::CaseInsensitive)
        || input.startsWith(u"https://", Qt::CaseInsensitive);
}

} // namespace Studio
