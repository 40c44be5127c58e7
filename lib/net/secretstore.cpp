#include "secretstore.h"

#include <qt6keychain/keychain.h>

#include <QTimer>

namespace Studio {

namespace {

// Calls `call` from the event loop, when `context` is still there: a caller is never called
// back from inside its own call, whether the keyring answered at once or not.
void deliver(QObject *context, std::function<void()> call)
{
    if (!context)
        return;
    QMetaObject::invokeMethod(
        context, [call = std::move(call)] { call(); }, Qt::QueuedConnection);
}

} // namespace

QString KeychainSecretStore::describe(const QKeychain::Job *job)
{
    switch (job->error()) {
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        return tr("no keyring service is running");
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return tr("the keyring refused access");
    default:
        break;
    }
    // QtKeychain's own words when it has some ("Unknown error" says nothing).
    const QString text = job->errorString();
    if (text.isEmpty() || text == u"Unknown error")
        return tr("no keyring service answered");
    return text;
}

KeychainSecretStore::KeychainSecretStore(QObject *parent, int timeoutMs)
    : SecretStore(parent)
    , m_timeoutMs(timeoutMs)
{
}

QString KeychainSecretStore::service()
{
    return QStringLiteral("Sitemap Studio");
}

QString KeychainSecretStore::unavailable() const
{
    return tr("the keyring did not answer in time");
}

void KeychainSecretStore::run(QKeychain::Job *job, std::function<void(bool timedOut)> finish)
{
    // Never the plain-text file QtKeychain falls back on when asked: no keyring, no keeping.
    job->setInsecureFallback(false);
    job->setAutoDelete(false);
    auto settled = std::make_shared<bool>(false);
    auto *timer = new QTimer(job);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, this, [this, settled, finish] {
        if (*settled)
            return;
        *settled = true;
        // The job stays queued in QtKeychain (it may still end, unheard); the calls after it
        // would only queue behind it.
        m_dead = true;
        finish(true);
    });
    connect(job, &QKeychain::Job::finished, this, [settled, finish, timer, job] {
        timer->stop();
        job->deleteLater();
        if (*settled)
            return;
        *settled = true;
        finish(false);
    });
    timer->start(m_timeoutMs);
    job->start();
}

void KeychainSecretStore::read(const QString &key, QObject *context, ReadDone done)
{
    QPointer<QObject> guard(context);
    if (m_dead) {
        deliver(guard, [done, why = unavailable()] { done(false, false, {}, why); });
        return;
    }
    auto *job = new QKeychain::ReadPasswordJob(service(), this);
    job->setKey(key);
    run(job, [this, job, guard, done](bool timedOut) {
        if (timedOut) {
            deliver(guard, [done, why = unavailable()] { done(false, false, {}, why); });
            return;
        }
        const QKeychain::Error error = job->error();
        if (error == QKeychain::NoError) {
            deliver(guard, [done, value = job->binaryData()] { done(true, true, value, {}); });
            return;
        }
        if (error == QKeychain::EntryNotFound) {
            deliver(guard, [done] { done(true, false, {}, {}); });
            return;
        }
        deliver(guard, [done, why = describe(job)] { done(false, false, {}, why); });
    });
}

void KeychainSecretStore::write(const QString &key, const QByteArray &value, QObject *context,
                                Done done)
{
    QPointer<QObject> guard(context);
    if (m_dead) {
        deliver(guard, [done, why = unavailable()] { done(false, why); });
        return;
    }
    auto *job = new QKeychain::WritePasswordJob(service(), this);
    job->setKey(key);
    job->setBinaryData(value);
    run(job, [this, job, guard, done](bool timedOut) {
        const QString why = timedOut             ? unavailable()
            : job->error() == QKeychain::NoError ? QString()
                                                 : describe(job);
        deliver(guard, [done, why] { done(why.isEmpty(), why); });
    });
}

void KeychainSecretStore::remove(const QString &key, QObject *context, Done done)
{
    QPointer<QObject> guard(context);
    if (m_dead) {
        deliver(guard, [done, why = unavailable()] { done(false, why); });
        return;
    }
    auto *job = new QKeychain::DeletePasswordJob(service(), this);
    job->setKey(key);
    run(job, [this, job, guard, done](bool timedOut) {
        const QKeychain::Error error = timedOut ? QKeychain::OtherError : job->error();
        const QString why = timedOut                                           ? unavailable()
            : error == QKeychain::NoError || error == QKeychain::EntryNotFound ? QString()
                                                                               : describe(job);
        deliver(guard, [done, why] { done(why.isEmpty(), why); });
    });
}

} // namespace Studio
