#pragma once

#include "fetcher.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace Studio {

class Workspace;

// One POST of an IndexNow submission: URLs of one host, at most IndexNow::MaxUrlsPerBatch.
struct IndexNowBatch
{
    QString host; // the JSON "host": the host name, without scheme or port
    // Sent as "keyLocation" when valid: the user named a key file of this host.
    QUrl keyLocation;
    // Where the key file is looked for when verifying: keyLocation, or /<key>.txt at the root
    // of the first URL's scheme, host and port (the protocol's default place).
    QUrl keyFile;
    QStringList urls; // fully encoded, in the order found
};

// What a submission is made of, before anything is sent.
struct IndexNowPlan
{
    QString key;
    QList<IndexNowBatch> batches;
    qsizetype urls = 0; // in all the batches
    // URLs left out (not absolute http or https, duplicates, or older than `since`), with
    // what they were, for the user.
    QStringList notes;
    // Set when nothing can be submitted (a key that is not a key, a key location that is not
    // an http(s) address); the batches are then empty.
    QString error;

    bool ok() const { return error.isEmpty(); }
};

// The endpoint's answer to one batch.
struct IndexNowAnswer
{
    int batch = 0; // its index in the plan
    QString host;
    qsizetype urls = 0;
    // False when the batch was not sent: an earlier answer (429, an unreachable endpoint) or a
    // cancel stopped the submission; message says which.
    bool sent = false;
    int status = 0; // 0 when no HTTP answer came
    FetchResult::Error error = FetchResult::Error::None; // the Fetcher's, for the status too
    // What the answer means, in the protocol's words, or why no answer came.
    QString message;

    bool accepted() const { return sent && (status == 200 || status == 202); }
};

// IndexNow submission (https://www.indexnow.org/documentation), the way to tell Bing, Yandex,
// Seznam, Naver and the other engines that take part about new or changed URLs: a JSON POST of
// {host, key, keyLocation, urlList} with up to 10,000 URLs of one host to an endpoint the user
// chooses. The engines check that the key is in a file on the site (/<key>.txt, or the
// keyLocation sent). Batches go one at a time; a 429 (too many requests) or an endpoint that
// cannot be reached stops the batches after it, which are reported as not sent.
//
// Lives on the thread that created it and needs that thread's event loop.
class IndexNow : public QObject
{
    Q_OBJECT

public:
    static constexpr int MaxUrlsPerBatch = 10000;

    explicit IndexNow(const FetchOptions &options = {}, QObject *parent = nullptr);
    ~IndexNow() override;

    // The protocol's key: 8 to 128 characters of a-z, A-Z, 0-9 and "-".
    static bool isValidKey(QStringView key);
    // The locs of the workspace's URL sets (index entries are sitemaps, not pages), in file
    // order. With a valid `since`, only entries whose lastmod is at or after it: entries
    // without a lastmod cannot say they changed and are left out, counted in `notes`.
    static QStringList urlsOf(const Workspace &workspace, const QDateTime &since = {},
                              QStringList *notes = nullptr);
    // Groups `urls` by host and cuts them into batches of at most `batchSize` (capped at
    // MaxUrlsPerBatch). A key location is sent with the batches of its own host only.
    static IndexNowPlan plan(const QStringList &urls, const QString &key,
                             const QUrl &keyLocation = {}, int batchSize = MaxUrlsPerBatch);
    // The body of one POST, as sent: compact UTF-8 JSON.
    static QByteArray payload(const IndexNowBatch &batch, const QString &key);
    // What an endpoint's HTTP status means for a submission.
    static QString meaning(int status);
    // Empty when the fetched key file holds the key; else what is wrong with it.
    static QString checkKeyFile(const FetchResult &fetched, const QString &key);

    // Sends the batches of `plan` to `endpoint`, one after the other; answered() after each,
    // finished() once at the end, later, from the event loop.
    void submit(const QUrl &endpoint, const IndexNowPlan &plan);
    // Stops: the batch under way and those after it are reported as not sent. finished() is
    // emitted before cancel() returns. Nothing happens once finished.
    void cancel();
    bool isRunning() const { return m_running; }
    // One per batch of the plan, in order, once finished().
    const QList<IndexNowAnswer> &answers() const { return m_answers; }

    // submit() with a local event loop.
    static QList<IndexNowAnswer> submitBlocking(const QUrl &endpoint, const IndexNowPlan &plan,
                                                const FetchOptions &options = {});

Q_SIGNALS:
    void answered(int batch);
    void finished();

private:
    void sendNext();
    void received(const FetchResult &fetched);
    void stopRest(const QString &why);

    Fetcher *m_fetcher; // owned (child)
    FetchOptions m_options;
    QUrl m_endpoint;
    IndexNowPlan m_plan;
    QList<IndexNowAnswer> m_answers;
    FetchReply *m_reply = nullptr;
    qsizetype m_next = 0; // the batch being sent or next to send
    bool m_running = false;
};

} // namespace Studio
