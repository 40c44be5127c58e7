#include "renderprotocol.h"

#include "siteaccess.h"

#include <QCborArray>
#include <QCborValue>
#include <QtEndian>

namespace Studio::RenderProtocol {

namespace {

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

QCborArray stringArray(const QStringList &list)
{
    QCborArray out;
    for (const QString &text : list)
        out.append(text);
    return out;
}

QStringList strings(const QCborValue &value)
{
    QStringList out;
    for (const QCborValue &item : value.toArray())
        out.append(item.toString());
    return out;
}

} // namespace

QByteArray frame(const QCborMap &message)
{
    const QByteArray body = message.toCborValue().toCbor();
    QByteArray out(4, Qt::Uninitialized);
    qToBigEndian(quint32(body.size()), out.data());
    return out + body;
}

bool take(QByteArray *buffer, QCborMap *message, bool *bad)
{
    *bad = false;
    if (buffer->size() < 4)
        return false;
    const quint32 length = qFromBigEndian<quint32>(buffer->constData());
    if (length > quint32(MaxMessage)) {
        *bad = true;
        return false;
    }
    if (buffer->size() < 4 + qsizetype(length))
        return false;
    QCborParserError error;
    const QCborValue value = QCborValue::fromCbor(buffer->mid(4, length), &error);
    buffer->remove(0, 4 + length);
    if (error.error != QCborError::NoError || !value.isMap()) {
        *bad = true;
        return false;
    }
    *message = value.toMap();
    return true;
}

QString typeOf(const QCborMap &message)
{
    return message.value(key("type")).toString();
}

QCborMap simpleMessage(QLatin1StringView type)
{
    return QCborMap { { key("type"), QString(type) } };
}

QCborMap settingsMessage(const RenderSettings &settings)
{
    QCborMap credentials;
    if (const auto &given = settings.credentials) {
        auto add = [&](const QString &origin) {
            QCborArray headers;
            for (const auto &[name, value] : given->headersFor(QUrl(origin)))
                headers.append(QCborArray { QCborValue(name), QCborValue(value) });
            if (!headers.isEmpty())
                credentials.insert(origin, headers);
        };
        for (const QString &origin : given->origins()) {
            add(origin);
            // An http origin covers its https upgrade (SiteCredentials::appliesTo()).
            const QUrl url(origin);
            if (url.scheme() == u"http" && url.port(80) == 80)
                add(QStringLiteral("https://%1:443").arg(url.host()));
        }
    }
    return QCborMap {
        { key("type"), key("settings") },
        { key("userAgent"), QCborValue(settings.userAgent) },
        { key("robotsAgent"), settings.robotsAgent },
        { key("obeyRobots"), settings.obeyRobots },
        { key("pageTimeMs"), settings.pageTimeMs },
        { key("idleMs"), settings.idleMs },
        { key("credentials"), credentials },
    };
}

Settings readSettings(const QCborMap &message)
{
    Settings settings;
    settings.userAgent = message.value(key("userAgent")).toByteArray();
    settings.robotsAgent = message.value(key("robotsAgent")).toString();
    settings.obeyRobots = message.value(key("obeyRobots")).toBool(true);
    settings.pageTimeMs = int(message.value(key("pageTimeMs")).toInteger(20000));
    settings.idleMs = int(message.value(key("idleMs")).toInteger(500));
    const QCborMap credentials = message.value(key("credentials")).toMap();
    for (auto it = credentials.cbegin(); it != credentials.cend(); ++it) {
        QList<Header> headers;
        for (const QCborValue &header : it.value().toArray()) {
            const QCborArray pair = header.toArray();
            headers.append({ pair.at(0).toByteArray(), pair.at(1).toByteArray() });
        }
        settings.headersByOrigin.insert(it.key().toString(), headers);
    }
    return settings;
}

QCborMap renderMessage(quint64 id, const RenderRequest &request)
{
    QCborMap robots;
    for (auto it = request.robots.cbegin(); it != request.robots.cend(); ++it)
        robots.insert(it.key(), QCborValue(it.value()));
    return QCborMap {
        { key("type"), key("render") },
        { key("id"), qint64(id) },
        { key("url"), QString::fromUtf8(request.url.toEncoded()) },
        { key("html"), QCborValue(request.html) },
        { key("contentType"), QCborValue(request.contentType) },
        { key("robots"), robots },
    };
}

RenderRequest readRender(const QCborMap &message, quint64 *id)
{
    RenderRequest request;
    *id = quint64(message.value(key("id")).toInteger());
    request.url = QUrl::fromEncoded(message.value(key("url")).toString().toUtf8());
    request.html = message.value(key("html")).toByteArray();
    request.contentType = message.value(key("contentType")).toByteArray();
    const QCborMap robots = message.value(key("robots")).toMap();
    for (auto it = robots.cbegin(); it != robots.cend(); ++it)
        request.robots.insert(it.key().toString(), it.value().toByteArray());
    return request;
}

QCborMap renderedMessage(quint64 id, const RenderedPage &page)
{
    return QCborMap {
        { key("type"), key("rendered") },
        { key("id"), qint64(id) },
        { key("outcome"), int(page.outcome) },
        { key("html"), QCborValue(page.html) },
        { key("finalUrl"), QString::fromUtf8(page.finalUrl.toEncoded()) },
        { key("blockedByRobots"), stringArray(page.blockedByRobots) },
        { key("unknownOrigins"), stringArray(page.unknownOrigins) },
        { key("requests"), page.requests },
        { key("blockedRequests"), page.blockedRequests },
        { key("elapsedMs"), page.elapsedMs },
        { key("memoryKiB"), page.memoryKiB },
        { key("error"), page.error },
    };
}

RenderedPage readRendered(const QCborMap &message, quint64 *id)
{
    RenderedPage page;
    *id = quint64(message.value(key("id")).toInteger());
    const qint64 outcome
        = message.value(key("outcome")).toInteger(int(RenderedPage::Outcome::Failed));
    page.outcome = outcome >= 0 && outcome <= int(RenderedPage::Outcome::Failed)
        ? RenderedPage::Outcome(outcome)
        : RenderedPage::Outcome::Failed;
    page.html = message.value(key("html")).toByteArray();
    page.finalUrl = QUrl::fromEncoded(message.value(key("finalUrl")).toString().toUtf8());
    page.blockedByRobots = strings(message.value(key("blockedByRobots")));
    page.unknownOrigins = strings(message.value(key("unknownOrigins")));
    page.requests = int(message.value(key("requests")).toInteger());
    page.blockedRequests = int(message.value(key("blockedRequests")).toInteger());
    page.elapsedMs = message.value(key("elapsedMs")).toInteger();
    page.memoryKiB = message.value(key("memoryKiB")).toInteger();
    page.error = message.value(key("error")).toString();
    return page;
}

} // namespace Studio::RenderProtocol
