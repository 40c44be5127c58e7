#include "indexnow.h"

#include "model/workspace.h"

#include <QEventLoop>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace Studio {

namespace {

bool isHttpUrl(const QUrl &url)
{
    return url.isValid() && (url.scheme() == u"http" || url.scheme() == u"https")
        && !url.host().isEmpty();
}

QUrl rootKeyFile(const QUrl &url, const QString &key)
{
    QUrl file;
    file.setScheme(url.scheme());
    file.setHost(url.host());
    file.setPort(url.port());
    file.setPath(u'/' + key + QStringLiteral(".txt"));
    return file;
}

} // namespace

IndexNow::IndexNow(const FetchOptions &options, QObject *parent)
    : QObject(parent)
    , m_fetcher(new Fetcher(this))
    , m_options(options)
{
}

IndexNow::~IndexNow() = default;

bool IndexNow::isValidKey(QStringView key)
{
    if (key.size() < 8 || key.size() > 128)
        return false;
    for (QChar c : key) {
        const char16_t u = c.unicode();
        const bool allowed = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z')
            || (u >= u'0' && u <= u'9') || u == u'-';
        if (!allowed)
            return false;
    }
    return true;
}

QStringList IndexNow::urlsOf(const Workspace &workspace, const QDateTime &since, QStringList *notes)
{
    QStringList urls;
    qsizetype undated = 0;
    qsizetype older = 0;
    for (const Sitemap &sitemap : workspace.sitemaps) {
        if (sitemap.isIndex())
            continue;
        for (const UrlEntry &entry : sitemap.entries) {
            if (since.isValid()) {
                if (!entry.lastmod().isValid()) {
                    ++undated;
                    continue;
                }
                if (entry.lastmod().toDateTime() < since) {
                    ++older;
                    continue;
                }
            }
            urls.append(entry.loc().trimmed());
        }
    }
    if (notes) {
        if (undated > 0)
            notes->append(tr("%1 URLs without a lastmod left out: nothing says they changed "
                             "since %2",
                             nullptr, int(undated))
                              .arg(undated)
                              .arg(since.toString(Qt::ISODate)));
        if (older > 0)
            notes->append(tr("%1 URLs last modified before %2 left out", nullptr, int(older))
                              .arg(older)
                              .arg(since.toString(Qt::ISODate)));
    }
    return urls;
}

IndexNowPlan IndexNow::plan(const QStringList &urls, const QString &key, const QUrl &keyLocation,
                            int batchSize)
{
    IndexNowPlan plan;
    plan.key = key;
    if (!isValidKey(key)) {
        plan.error = tr("\"%1\" is not an IndexNow key: a key has 8 to 128 characters, each a "
                        "letter (a-z, A-Z), a digit or \"-\"")
                         .arg(key);
        return plan;
    }
    if (!keyLocation.isEmpty() && !isHttpUrl(keyLocation)) {
        plan.error = tr("The key location \"%1\" is not an http or https address")
                         .arg(keyLocation.toString());
        return plan;
    }
    batchSize = qBound(1, batchSize, MaxUrlsPerBatch);

    // Hosts in the order their first URL comes; a host's batches follow each other.
    QList<IndexNowBatch> hosts;
    QHash<QString, qsizetype> hostIndex;
    QSet<QString> seen;
    qsizetype invalid = 0;
    qsizetype duplicates = 0;
    QString firstInvalid;
    for (const QString &text : urls) {
        const QUrl url(text, QUrl::StrictMode);
        if (!isHttpUrl(url)) {
            if (invalid++ == 0)
                firstInvalid = text;
            continue;
        }
        const QString encoded = url.toString(QUrl::FullyEncoded);
        if (seen.contains(encoded)) {
            ++duplicates;
            continue;
        }
        seen.insert(encoded);
        const QString host = url.host(QUrl::FullyEncoded);
        auto it = hostIndex.constFind(host);
        if (it == hostIndex.cend()) {
            IndexNowBatch batch;
            batch.host = host;
            const bool ownKeyLocation
                = keyLocation.isValid() && keyLocation.host(QUrl::FullyEncoded) == host;
            if (ownKeyLocation)
                batch.keyLocation = keyLocation;
            batch.keyFile = ownKeyLocation ? keyLocation : rootKeyFile(url, key);
            it = hostIndex.insert(host, hosts.size());
            hosts.append(batch);
        }
        hosts[*it].urls.append(encoded);
        ++plan.urls;
    }
    for (const IndexNowBatch &all : std::as_const(hosts)) {
        for (qsizetype from = 0; from < all.urls.size(); from += batchSize) {
            IndexNowBatch batch = all;
            batch.urls = all.urls.mid(from, batchSize);
            plan.batches.append(batch);
        }
    }
    if (invalid > 0)
        plan.notes.append(tr("%1 entries left out: not an absolute http or https URL (the "
                             "first: \"%2\")",
                             nullptr, int(invalid))
                              .arg(invalid)
                              .arg(firstInvalid));
    if (duplicates > 0)
        plan.notes.append(tr("%1 duplicate URLs sent once").arg(duplicates));
    if (keyLocation.isValid() && !hostIndex.contains(keyLocation.host(QUrl::FullyEncoded)))
        plan.notes.append(tr("The key location %1 is on none of the hosts submitted, so it is "
                             "not sent; each host's key file is looked for at /%2.txt")
                              .arg(keyLocation.toString(QUrl::FullyEncoded), key));
    return plan;
}

QByteArray IndexNow::payload(const IndexNowBatch &batch, const QString &key)
{
    QJsonObject o { { QStringLiteral("host"), batch.host },
                    { QStringLiteral("key"), key },
                    { QStringLiteral("urlList"), QJsonArray::fromStringList(batch.urls) } };
    if (batch.keyLocation.isValid())
        o.insert(QStringLiteral("keyLocation"), batch.keyLocation.toString(QUrl::FullyEncoded));
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QString IndexNow::meaning(int status)
{
    // The protocol's table of answers (indexnow.org, "Response format").
    switch (status) {
    case 200:
        return tr("200 OK: the URLs were submitted");
    case 202:
        return tr("202 Accepted: the URLs were received; the key is still to be validated");
    case 400:
        return tr("400 Bad Request: the submission is not in the protocol's format");
    case 403:
        return tr("403 Forbidden: the key is not valid (no key file was found, or it does not "
                  "hold the key)");
    case 422:
        return tr("422 Unprocessable Entity: URLs that do not belong to the host, or a key that "
                  "does not match the protocol's pattern");
    case 429:
        return tr("429 Too Many Requests: the endpoint suspects spam; wait before submitting "
                  "again");
    default:
        break;
    }
    if (status >= 200 && status < 300)
        return tr("%1: the endpoint accepted the submission").arg(status);
    if (status >= 500)
        return tr("%1: the endpoint failed (a server error); try again later").arg(status);
    return tr("%1: not an answer the protocol defines").arg(status);
}

QString IndexNow::checkKeyFile(const FetchResult &fetched, const QString &key)
{
    if (!fetched.ok())
        return tr("The key file cannot be read: %1").arg(fetched.message);
    // The file holds the key and nothing else; a final line end is common and harmless.
    const QByteArray text = fetched.body.trimmed();
    if (text != key.toUtf8())
        return tr("The key file %1 does not hold the key \"%2\" (it holds \"%3\")")
            .arg(fetched.finalUrl.toString(QUrl::FullyEncoded), key,
                 QString::fromUtf8(text.left(160)));
    return {};
}

void IndexNow::submit(const QUrl &endpoint, const IndexNowPlan &plan)
{
    if (m_running)
        cancel();
    m_endpoint = endpoint;
    m_plan = plan;
    m_answers.clear();
    for (qsizetype i = 0; i < plan.batches.size(); ++i) {
        IndexNowAnswer answer;
        answer.batch = int(i);
        answer.host = plan.batches.at(i).host;
        answer.urls = plan.batches.at(i).urls.size();
        m_answers.append(answer);
    }
    m_next = 0;
    m_running = true;
    // Like a fetch, the result comes from the event loop even when nothing is to be sent.
    QMetaObject::invokeMethod(this, &IndexNow::sendNext, Qt::QueuedConnection);
}

void IndexNow::sendNext()
{
    if (!m_running)
        return;
    while (m_next < m_answers.size() && !m_answers.at(m_next).message.isEmpty())
        ++m_next; // stopped by an earlier answer
    if (m_next == m_answers.size()) {
        m_running = false;
        Q_EMIT finished();
        return;
    }
    FetchOptions options = m_options;
    options.post = true;
    options.postContentType = "application/json; charset=utf-8";
    options.postBody = payload(m_plan.batches.at(m_next), m_plan.key);
    m_fetcher->setOptions(options);
    m_reply = m_fetcher->fetch(m_endpoint);
    connect(m_reply, &FetchReply::finished, this, [this] {
        FetchReply *reply = std::exchange(m_reply, nullptr);
        reply->deleteLater();
        received(reply->result());
    });
}

void IndexNow::received(const FetchResult &fetched)
{
    IndexNowAnswer &answer = m_answers[m_next];
    answer.status = fetched.httpStatus;
    answer.error = fetched.error;
    answer.sent = fetched.httpStatus > 0; // the endpoint answered
    const bool redirected = fetched.httpStatus >= 300 && fetched.httpStatus < 400;
    const bool endpointAnswer = answer.sent && !redirected
        && (fetched.ok() || fetched.error == FetchResult::Error::HttpStatus);
    // The endpoint's own answer in the protocol's words; anything else (no answer, a redirect
    // that a submission must not follow) in the Fetcher's.
    answer.message = endpointAnswer ? meaning(fetched.httpStatus) : fetched.message;
    Q_EMIT answered(int(m_next));
    ++m_next;

    if (fetched.httpStatus == 429)
        stopRest(tr("Not sent: the endpoint answered 429 Too Many Requests to an earlier "
                    "batch"));
    else if (!endpointAnswer)
        stopRest(tr("Not sent: an earlier batch got no answer from the endpoint (%1)")
                     .arg(fetched.message));
    sendNext();
}

void IndexNow::stopRest(const QString &why)
{
    for (IndexNowAnswer &answer : m_answers) {
        if (!answer.sent && answer.message.isEmpty()) {
            answer.message = why;
            Q_EMIT answered(answer.batch);
        }
    }
}

void IndexNow::cancel()
{
    if (!m_running)
        return;
    if (FetchReply *reply = std::exchange(m_reply, nullptr)) {
        reply->disconnect(this);
        reply->deleteLater();
    }
    stopRest(tr("Not sent: the submission was cancelled"));
    m_running = false;
    Q_EMIT finished();
}

QList<IndexNowAnswer> IndexNow::submitBlocking(const QUrl &endpoint, const IndexNowPlan &plan,
                                               const FetchOptions &options)
{
    IndexNow submitter(options);
    QEventLoop loop;
    QObject::connect(&submitter, &IndexNow::finished, &loop, &QEventLoop::quit);
    submitter.submit(endpoint, plan);
    loop.exec();
    return submitter.answers();
}

} // namespace Studio
