#include "searchconsolefiles.h"

#include <QBuffer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>

using namespace Qt::StringLiterals;

namespace Studio::Testing::SearchConsoleFiles {

QByteArray urlset(const QStringList &locs)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &loc : locs)
        xml += "  <url><loc>" + loc.toHtmlEscaped().toUtf8() + "</loc></url>\n";
    return xml + "</urlset>\n";
}

QByteArray inspectionLine(const QString &url, const QByteArray &status)
{
    return "{\"inspectionUrl\": \"" + url.toUtf8()
        + "\", \"inspectionResult\": {\"inspectionResultLink\": "
          "\"https://search.google.com/search-console/"
          "inspect?resource_id=sc-domain:example-shop.com\", "
          "\"indexStatusResult\": {"
        + status + "}, \"mobileUsabilityResult\": {\"verdict\": \"PASS\"}}}\n";
}

namespace {

bool zipInto(QuaZip &archive, const QList<std::pair<QString, QByteArray>> &files)
{
    if (!archive.open(QuaZip::mdCreate))
        return false;
    for (const auto &[name, data] : files) {
        QuaZipFile file(&archive);
        if (!file.open(QIODevice::WriteOnly, QuaZipNewInfo(name)))
            return false;
        file.write(data);
        file.close();
    }
    archive.close();
    return archive.getZipError() == 0;
}

} // namespace

QByteArray zipOf(const QList<std::pair<QString, QByteArray>> &files)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QuaZip archive(&buffer);
    return zipInto(archive, files) ? bytes : QByteArray();
}

bool writeZip(const QString &path, const QList<std::pair<QString, QByteArray>> &files)
{
    QuaZip archive(path);
    return zipInto(archive, files);
}

QString inspectedProperty()
{
    return u"https://www.example-shop.com/"_s;
}

QStringList inspectedShopUrls()
{
    return {
        u"https://www.example-shop.com/"_s,
        u"https://www.example-shop.com/blog/2024/05/how-to-choose-running-shoes-for-trail-and-"
        "road?utm_source=newsletter&ref=sitemap"_s,
        u"https://www.example-shop.com/shop/shoes/trail-runner-gtx-mens-wide-fit?colour=black&"
        "size=44"_s,
        u"https://www.example-shop.com/tags/merino/"_s,
        u"https://www.example-shop.com/old/summer-sale-2019"_s,
    };
}

QJsonObject inspectionResultFor(const QString &url)
{
    QJsonObject index;
    if (url.contains(u"/tags/"_s)) {
        index = { { u"verdict"_s, u"NEUTRAL"_s },
                  { u"coverageState"_s, u"Crawled - currently not indexed"_s },
                  { u"robotsTxtState"_s, u"ALLOWED"_s },
                  { u"indexingState"_s, u"INDEXING_ALLOWED"_s },
                  { u"lastCrawlTime"_s, u"2024-05-02T08:14:09Z"_s },
                  { u"pageFetchState"_s, u"SUCCESSFUL"_s },
                  { u"crawledAs"_s, u"MOBILE"_s } };
    } else if (url.contains(u"/old/"_s)) {
        index = { { u"verdict"_s, u"FAIL"_s },
                  { u"coverageState"_s, u"Not found (404)"_s },
                  { u"robotsTxtState"_s, u"ALLOWED"_s },
                  { u"indexingState"_s, u"INDEXING_ALLOWED"_s },
                  { u"lastCrawlTime"_s, u"2024-04-11T17:02:55Z"_s },
                  { u"pageFetchState"_s, u"NOT_FOUND"_s },
                  { u"crawledAs"_s, u"MOBILE"_s } };
    } else {
        index = { { u"verdict"_s, u"PASS"_s },
                  { u"coverageState"_s, u"Submitted and indexed"_s },
                  { u"robotsTxtState"_s, u"ALLOWED"_s },
                  { u"indexingState"_s, u"INDEXING_ALLOWED"_s },
                  { u"lastCrawlTime"_s, u"2024-05-20T03:41:12Z"_s },
                  { u"pageFetchState"_s, u"SUCCESSFUL"_s },
                  { u"googleCanonical"_s, url },
                  { u"userCanonical"_s, url },
                  { u"sitemap"_s, QJsonArray { u"https://www.example-shop.com/sitemap.xml"_s } },
                  { u"crawledAs"_s, u"MOBILE"_s } };
    }
    return { { u"inspectionResultLink"_s,
               u"https://search.google.com/search-console/inspect?resource_id=x&id=y"_s },
             { u"indexStatusResult"_s, index },
             { u"mobileUsabilityResult"_s, QJsonObject { { u"verdict"_s, u"PASS"_s } } } };
}

TestResponse apiJson(int status, const QJsonObject &object)
{
    TestResponse response = TestResponse::ok(QJsonDocument(object).toJson(QJsonDocument::Compact),
                                             "application/json; charset=UTF-8");
    response.status = status;
    return response;
}

TestResponse apiError(int status, const QString &message, const QString &state)
{
    return apiJson(status, { { u"error"_s, QJsonObject { { u"code"_s, status },
                                                         { u"message"_s, message },
                                                         { u"status"_s, state } } } });
}

} // namespace Studio::Testing::SearchConsoleFiles
