#pragma once

#include "pagerenderer.h"

#include <QByteArray>
#include <QCborMap>
#include <QHash>
#include <QList>
#include <QString>

#include <utility>

namespace Studio {

// What the crawl and the renderer program (sitemap-studio-render) say to each other over the
// program's standard input and output: messages, each a CBOR map framed by its length (four
// bytes, big-endian). Both sides read it here, so that the two halves cannot drift apart.
//
//   crawl → renderer   {"type": "settings", …}   RenderSettings (before the first page, and
//                                                 whenever they change)
//                      {"type": "render", "id", …} one page (RenderRequest)
//                      {"type": "quit"}
//   renderer → crawl   {"type": "ready"}          the browser is up
//                      {"type": "rendered", "id", …} one page's answer (RenderedPage)
//
// A renderer renders one page at a time and answers each "render" once, in order.
namespace RenderProtocol {

// The most a message may hold: a page of 15 MB as fetched, or its DOM, and room besides.
constexpr qsizetype MaxMessage = 64 * 1024 * 1024;

using Header = std::pair<QByteArray, QByteArray>;

// The settings as the renderer keeps them: the credentials become the headers each origin
// gets (SiteCredentials::headersFor(), by SiteCredentials::originOf()), so that the renderer
// sends them where the crawl would and nowhere else.
struct Settings
{
    QByteArray userAgent;
    QString robotsAgent;
    bool obeyRobots = true;
    int pageTimeMs = 20000;
    int idleMs = 500;
    QHash<QString, QList<Header>> headersByOrigin;
};

QByteArray frame(const QCborMap &message);
// Takes the first whole message out of `buffer`. False when none is whole yet, or when what
// the buffer holds is no message (`bad` set: the other side is not speaking this protocol).
bool take(QByteArray *buffer, QCborMap *message, bool *bad);
QString typeOf(const QCborMap &message);

QCborMap settingsMessage(const RenderSettings &settings);
Settings readSettings(const QCborMap &message);
QCborMap renderMessage(quint64 id, const RenderRequest &request);
RenderRequest readRender(const QCborMap &message, quint64 *id);
QCborMap renderedMessage(quint64 id, const RenderedPage &page);
RenderedPage readRendered(const QCborMap &message, quint64 *id);
QCborMap simpleMessage(QLatin1StringView type); // "ready", "quit"

} // namespace RenderProtocol

} // namespace Studio
