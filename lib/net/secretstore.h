#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

namespace QKeychain {
class Job;
}

namespace Studio {

// Where a secret the user asked to be remembered is kept: the desktop's keyring (a site's login
// in the window, the Search Console sign-in of the window and the command line). Every
// call is asynchronous (a keyring may ask the user to unlock it first) and ends with its
// callback, also when there is no keyring at all (no secret service, no D-Bus, as in CI):
// then with `ok` false and a sentence that says why. The callback is dropped when `context`
// is gone by then. Nothing here ever writes a secret anywhere but the keyring.
class SecretStore : public QObject
{
    Q_OBJECT

public:
    // `found` is false for a key the keyring does not hold (then `ok` is true and `value`
    // empty).
    using ReadDone
        = std::function<void(bool ok, bool found, const QByteArray &value, const QString &error)>;
    using Done = std::function<void(bool ok, const QString &error)>;

    using QObject::QObject;

    virtual void read(const QString &key, QObject *context, ReadDone done) = 0;
    virtual void write(const QString &key, const QByteArray &value, QObject *context, Done done)
        = 0;
    virtual void remove(const QString &key, QObject *context, Done done) = 0;
};

// The desktop's keyring through QtKeychain (the Secret Service, KWallet, ...), under the
// service "Sitemap Studio". QtKeychain runs its jobs one after the other: a job that has not
// ended after `timeoutMs` is taken as a failure (a keyring that never answers), and from then
// on every call fails at once for the rest of the session, so that nothing waits on it again.
// Never the plain-text fallback QtKeychain offers: without a keyring, nothing is kept.
class KeychainSecretStore : public SecretStore
{
    Q_OBJECT

public:
    static constexpr int DefaultTimeoutMs = 8000;

    explicit KeychainSecretStore(QObject *parent = nullptr, int timeoutMs = DefaultTimeoutMs);

    void read(const QString &key, QObject *context, ReadDone done) override;
    void write(const QString &key, const QByteArray &value, QObject *context, Done done) override;
    void remove(const QString &key, QObject *context, Done done) override;

    // The service name the secrets are kept under.
    static QString service();

private:
    // Starts `job` (a child of this store, deleted once it ended), calling `finish` once: when
    // it ends, or with `timedOut` once timeoutMs passed without an end.
    void run(QKeychain::Job *job, std::function<void(bool timedOut)> finish);
    // Why nothing can be kept, once a job timed out.
    QString unavailable() const;
    // Why `job` failed, in a few words.
    static QString describe(const QKeychain::Job *job);

    int m_timeoutMs;
    bool m_dead = false; // a job timed out: the keyring is taken as absent for the session
};

} // namespace Studio
