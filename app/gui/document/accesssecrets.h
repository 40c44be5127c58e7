#pragma once

#include "net/secretstore.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <memory>

namespace Studio {

class SiteCredentials;

// The secrets of a site's access as the user wrote them: a login, cookies, headers.
struct SiteSecrets
{
    QString user; // not secret itself, but it goes with the password
    QString password;
    QStringList cookies; // "NAME=VALUE"
    QStringList headers; // "Name: value"

    bool isEmpty() const
    {
        return user.isEmpty() && password.isEmpty() && cookies.isEmpty() && headers.isEmpty();
    }
    // The credentials they make for the origin of `site`; null when there are none or one of
    // them is wrong (the fields that took them said so).
    std::shared_ptr<const SiteCredentials> credentialsFor(const QUrl &site) const
    {
        return credentialsFor(QList<QUrl> { site });
    }
    // The same for the origins of `sites`.
    std::shared_ptr<const SiteCredentials> credentialsFor(const QList<QUrl> &sites) const;

    friend bool operator==(const SiteSecrets &, const SiteSecrets &) = default;
    // For the keyring alone: JSON.
    QByteArray toBytes() const;
    static SiteSecrets fromBytes(const QByteArray &bytes);
};

// The secrets the window was given this session, by the origin of the site they were given
// for (a crawl's start URL, a sitemap's address), held in memory; and those the user asked to
// remember, in the desktop's keyring (SecretStore), one entry an origin. The settings list the
// origins remembered (site names, nothing secret), so that the keyring is asked for those
// only and a desktop without one is never asked at all. Nothing else keeps a secret.
class AccessSecrets : public QObject
{
    Q_OBJECT

public:
    using Recalled = std::function<void(const SiteSecrets &secrets, const QString &error)>;

    explicit AccessSecrets(QObject *parent = nullptr);
    ~AccessSecrets() override;

    // Where remembered secrets go: the desktop's keyring (KeychainSecretStore) unless another
    // store was set. Owned.
    SecretStore *store();
    void setStore(std::unique_ptr<SecretStore> store);

    // What this session was given for the origin of `site`; empty when nothing.
    SiteSecrets given(const QUrl &site) const;
    // The credentials for requests to `urls`: what this session was given for their origins,
    // each origin's secrets going to that origin alone. One request carries one set, so where
    // origins were given different secrets, those of the first such origin in `urls` are sent
    // (to the origins given the same); the others' go unsent rather than to a wrong site. Null
    // when none of the origins was given any.
    std::shared_ptr<const SiteCredentials> credentialsFor(const QList<QUrl> &urls) const;
    // Whether the user asked to remember the secrets of `site`'s origin in the keyring.
    static bool isRemembered(const QUrl &site);
    // Keeps `secrets` for the origin of `site` for the session (empty ones forget it); with
    // `remember`, in the keyring too (empty ones leave the keyring as it is), and without it,
    // out of the keyring when they were there. `done` says how the keyring took it (`ok` when
    // it was not asked).
    void keep(const QUrl &site, const SiteSecrets &secrets, bool remember, QObject *context,
              SecretStore::Done done = {});
    // What this session holds for `site`'s origin, else what the keyring holds (asked only
    // when the origin is listed as remembered); empty secrets when none. `done` may come at
    // once or later, never from inside the call; `error` says why the keyring could not be read.
    void recall(const QUrl &site, QObject *context, Recalled done);

    static QString keyFor(const QString &origin);

private:
    static void setRemembered(const QString &origin, bool remembered);

    QHash<QString, SiteSecrets> m_given; // by origin ("http://host:port")
    SecretStore *m_store = nullptr; // owned (child); made when first needed
};

} // namespace Studio
