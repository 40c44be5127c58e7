#pragma once

#include <QString>
#include <QTest>

// Where the tests find their inputs.
//
// The project's own fixtures live in tests/data/ and tests/corpus/ and are always there. Two
// collections live outside the repository and may be absent from a plain clone:
//  - the real-world corpus (files published by others, with MANIFEST.tsv saying what a correct
//    tool reports): $SITEMAP_STUDIO_CORPUS, else the folder configured at build time
//    (../shared/corpus/real beside the project);
//  - the official sitemaps.org and Google extension schemas (all.xsd): $SITEMAP_STUDIO_XSD,
//    else ../shared/xsd beside the project.
// Tests that need one call SITEMAP_STUDIO_REQUIRE_CORPUS() or SITEMAP_STUDIO_REQUIRE_XSD(),
// which skip them with one line saying how to run them, or fail when
// SITEMAP_STUDIO_REQUIRE_CORPUS=1 is set (CI: a skipped corpus test there is a failure).
namespace TestPaths {

// `name` in tests/data/, the project's own small fixtures.
QString data(const QString &name);
// The project's golden cases in tests/corpus/ (feeds/, robots/).
QString goldenDir();

// The real-world corpus folder, or an empty string when it is not there.
QString corpusDir();
// `name` in the real-world corpus (the folder must be there: see SITEMAP_STUDIO_REQUIRE_CORPUS).
QString corpusFile(const QString &name);
// The folder holding all.xsd, or an empty string when it is not there.
QString xsdDir();

// Whether this build has the JavaScript renderer (Qt WebEngine was found): the tests of
// crawl --render skip without it.
bool rendererBuilt();

// Settings and data folders of this process alone (QStandardPaths' test mode, under an
// organisation named `name` and this process's id), removed when the application ends. Two
// runs of one test at once (ctest's, and the documentation's commands running its pictures)
// then never read or clear each other's settings, autosaves or crawls.
void isolateSettings(const QString &name);

// True when a missing corpus or schema folder is a failure, not a skip.
bool collectionsRequired();
// The one line a skipped test prints.
QString corpusMissing();
QString xsdMissing();

} // namespace TestPaths

#define SITEMAP_STUDIO_REQUIRE_COLLECTION(present, message)                                      \
    do {                                                                                         \
        if (!(present)) {                                                                        \
            if (TestPaths::collectionsRequired())                                                \
                QFAIL(qPrintable(QStringLiteral("required by SITEMAP_STUDIO_REQUIRE_CORPUS=1, "  \
                                                "but ") + (message)));                           \
            QSKIP(qPrintable(QStringLiteral("skipped: ") + (message)));                          \
        }                                                                                        \
    } while (false)

#define SITEMAP_STUDIO_REQUIRE_CORPUS()                                                          \
    SITEMAP_STUDIO_REQUIRE_COLLECTION(!TestPaths::corpusDir().isEmpty(), TestPaths::corpusMissing())
#define SITEMAP_STUDIO_REQUIRE_XSD()                                                             \
    SITEMAP_STUDIO_REQUIRE_COLLECTION(!TestPaths::xsdDir().isEmpty(), TestPaths::xsdMissing())
