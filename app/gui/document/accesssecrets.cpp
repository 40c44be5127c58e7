#include "accesssecrets.h"

#include "net/crawlsettings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QSet>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// The origins whose secrets the keyring holds (QSettings; names of sites only).
const QString RememberedKey = u"siteAccess/remembered"_s;

QStringList strings(const QJsonValue &value)
{
    QStringList out;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array)
        out.append(item.toString());
    return out;
}

} // namespace

std::shared_ptr<const SiteCredentials> SiteSecrets::credentialsFor(const QList<QUrl> &sites) const
{
    AccessSettings settings;
    if (!password.isEmpty())
        settings.login = user + u':' + password;
    settings.cookies = cookies;
    settings.headers = headers;
    SiteCredentials given;
    CrawlerIdentity unused;
    AccessSettings::Problem problem;
    if (!settings.read(&given, &unused, &problem))
        return nullptr;
    return given.forSites(sites);
}

QByteArray SiteSecrets::toBytes() const
{
    return QJsonDocument(QJsonObject { { u"user"_s, user },
                                       { u"password"_s, password },
                                       { u"cookies"_s, QJsonArray::fromStringList(cookies) },
                                       { u"headers"_s, QJsonArray::fromStringList(headers) } })
        .toJson(QJsonDocument::Compact);
}

SiteSecrets SiteSecrets::fromBytes(const QByteArray &bytes)
{
    const QJsonObject json = QJsonDocument::fromJson(bytes).object();
    SiteSecrets secrets;
    secrets.user = json.value(u"user"_s).toString();
    secrets.password = json.value(u"password"_s).toString();
    secrets.cookies = strings(json.value(u"cookies"_s));
    secrets.headers = strings(json.value(u"headers"_s));
    return secrets;
}

AccessSecrets::AccessSecrets(QObject *parent)
    : QObject(parent)
{
}

AccessSecrets::~AccessSecrets() = default;

SecretStore *AccessSecrets::store()
{
    if (!m_store)
        m_store = new KeychainSecretStore(this);
    return m_store;
}

void AccessSecrets::setStore(std::unique_ptr<SecretStore> store)
{
    delete m_store;
    m_store = store.release();
    if (m_store)
        m_store->setParent(this);
}

QString AccessSecrets::keyFor(const QString &origin)
{
    return u"site-access "_s + origin;
}

SiteSecrets AccessSecrets::given(const QUrl &site) const
{
    return m_given.value(SiteCredentials::originOf(site));
}

std::shared_ptr<const SiteCredentials> AccessSecrets::credentialsFor(const QList<QUrl> &urls) const
{
    if (m_given.isEmpty())
        return nullptr;
    const SiteSecrets *sent = nullptr;
    QList<QUrl> sites;
    QSet<QString> seen;
    for (const QUrl &url : urls) {
        const QString origin = SiteCredentials::originOf(url);
        if (origin.isEmpty() || seen.contains(origin))
            continue;
        seen.insert(origin);
        const auto given = m_given.constFind(origin);
        if (given == m_given.cend() || given->isEmpty())
            continue;
        if (!sent)
            sent = &*given;
        if (*given == *sent)
            sites.append(url);
    }
    return sent ? sent->credentialsFor(sites) : nullptr;
}

bool AccessSecrets::isRemembered(const QUrl &site)
{
    const QString origin = SiteCredentials::originOf(site);
    return !origin.isEmpty() && QSettings().value(RememberedKey).toStringList().contains(origin);
}

void AccessSecrets::setRemembered(const QString &origin, bool remembered)
{
    QSettings settings;
    QStringList origins = settings.value(RememberedKey).toStringList();
    if (origins.contains(origin) == remembered)
        return;
    if (remembered)
        origins.append(origin);
    else
        origins.removeAll(origin);
    if (origins.isEmpty())
        settings.remove(RememberedKey);
    else
        settings.setValue(RememberedKey, origins);
}

void AccessSecrets::keep(const QUrl &site, const SiteSecrets &secrets, bool remember,
                         QObject *context, SecretStore::Done done)
{
    const QString origin = SiteCredentials::originOf(site);
    if (origin.isEmpty())
        return;
    if (secrets.isEmpty())
        m_given.remove(origin);
    else
        m_given.insert(origin, secrets);
    const bool wasRemembered = isRemembered(site);
    const QPointer<QObject> guard(context);
    const auto tell = [guard, done](bool ok, const QString &error) {
        if (guard && done)
            done(ok, error);
    };
    // Remember with empty fields (the keyring's answer not in yet) leaves the keyring as it is.
    if (remember && !secrets.isEmpty()) {
        store()->write(keyFor(origin), secrets.toBytes(), this,
                       [origin, tell](bool ok, const QString &error) {
                           // Listed only once the keyring holds them.
                           if (ok)
                               setRemembered(origin, true);
                           tell(ok, error);
                       });
    } else if (!remember && wasRemembered) {
        setRemembered(origin, false);
        store()->remove(keyFor(origin), this, tell);
    } else if (done && guard) {
        QMetaObject::invokeMethod(
            context, [tell] { tell(true, {}); }, Qt::QueuedConnection);
    }
}

void AccessSecrets::recall(const QUrl &site, QObject *context, Recalled done)
{
    const QString origin = SiteCredentials::originOf(site);
    const auto it = m_given.constFind(origin);
    if (it != m_given.cend() || !isRemembered(site)) {
        const SiteSecrets secrets = it != m_given.cend() ? *it : SiteSecrets();
        QMetaObject::invokeMethod(
            context, [done, secrets] { done(secrets, {}); }, Qt::QueuedConnection);
        return;
    }
    const QPointer<QObject> guard(context);
    store()->read(
        keyFor(origin), this,
        [guard, done](bool ok, bool found, const QByteArray &value, const QString &error) {
            if (!guard)
                return;
            done(ok && found ? SiteSecrets::fromBytes(value) : SiteSecrets(),
                 ok ? QString() : error);
        });
}

} // namespace Studio
