#include "sitemapcompare.h"

#include "model/sitemap.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace Studio::Testing {

void compareSitemaps(const Sitemap &a, const Sitemap &b)
{
    QCOMPARE(a.kind, b.kind);
    QCOMPARE(a.failed, b.failed);
    QCOMPARE(a.recovered, b.recovered);
    QCOMPARE(a.entries.size(), b.entries.size());
    for (qsizetype i = 0; i < a.entries.size(); ++i) {
        QVERIFY2(a.entries.at(i) == b.entries.at(i), qPrintable(u"entry %1"_s.arg(i)));
        QCOMPARE(a.entries.at(i).sourceLine(), b.entries.at(i).sourceLine());
    }
    QCOMPARE(a.foreignElements, b.foreignElements);
    QCOMPARE(a.namespaces, b.namespaces);
    QCOMPARE(a.rootAttributes, b.rootAttributes);
    QCOMPARE(a.prolog, b.prolog);
    QCOMPARE(a.findings.size(), b.findings.size());
    for (qsizetype i = 0; i < a.findings.size(); ++i) {
        const Finding &x = a.findings.at(i);
        const Finding &y = b.findings.at(i);
        QCOMPARE(QString(x.ruleId), QString(y.ruleId));
        QCOMPARE(x.message, y.message);
        QCOMPARE(x.line, y.line);
        QCOMPARE(x.column, y.column);
        QCOMPARE(x.entryIndex, y.entryIndex);
    }
}

void compareCounted(const Sitemap &kept, const Sitemap &counted)
{
    Sitemap expected = kept;
    if (!kept.isIndex()) {
        for (const UrlEntry &entry : kept.entries)
            expected.counted.add(entry);
        expected.entries.clear();
    }
    compareSitemaps(expected, counted);
    QCOMPARE(counted.counted.entries, expected.counted.entries);
    QCOMPARE(counted.counted.images, expected.counted.images);
    QCOMPARE(counted.counted.videos, expected.counted.videos);
    QCOMPARE(counted.counted.news, expected.counted.news);
    QCOMPARE(counted.counted.alternates, expected.counted.alternates);
}

} // namespace Studio::Testing
