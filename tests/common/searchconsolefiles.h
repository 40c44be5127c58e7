#pragma once

#include "testhttpserver.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

// What Search Console gives, written for the tests of `coverage`, `inspect` and the window's
// Search Console data: sitemaps of given URLs, URL Inspection results as the API documents
// them, Search Console's zip downloads, and the API's answers on a loopback server.
namespace Studio::Testing::SearchConsoleFiles {

// A urlset listing `locs` (escaped as XML text), one <url> a line.
QByteArray urlset(const QStringList &locs);

// One line of an inspections file: {"inspectionUrl": url, "inspectionResult": {…,
// "indexStatusResult": {status}, …}}, as `inspect` appends and the API answers. `status` is
// the inside of indexStatusResult, written as JSON members.
QByteArray inspectionLine(const QString &url, const QByteArray &status);

// A zip of `files` (name, bytes), as Search Console's Page indexing download is one; empty
// when it cannot be made. writeZip() writes one to `path`.
QByteArray zipOf(const QList<std::pair<QString, QByteArray>> &files);
bool writeZip(const QString &path, const QList<std::pair<QString, QByteArray>> &files);

// The shop whose URLs the tests of inspect ask about, in a sitemap's order: indexed ones, one
// "Crawled - currently not indexed" (/tags/) and one "Not found (404)" (/old/).
QString inspectedProperty();
QStringList inspectedShopUrls();
// The URL Inspection API's inspectionResult for one of those URLs, as Google's reference shows
// it.
QJsonObject inspectionResultFor(const QString &url);
// The API's answers: a JSON body with `status`, and an error as Google writes one
// ({"error": {"code", "message", "status"}}).
TestResponse apiJson(int status, const QJsonObject &object);
TestResponse apiError(int status, const QString &message, const QString &state);

} // namespace Studio::Testing::SearchConsoleFiles
