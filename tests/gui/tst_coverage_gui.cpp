// Search Console's data in the real window, offscreen: File → Import Search Console Data…
// with URL Inspection results (long URLs with queries, an IDN host in Punycode where the
// sitemap writes it in Unicode), the zip Search Console downloads (made here with QuaZip, with
// its Metadata.csv) and a CSV that names no reason (answered through the window's reason
// dialog, by its object names); the Coverage column's text and tooltip per row; the coverage
// filter showing exactly the rows of each state and reason, alone and with the URL filter;
// the findings in the Warnings panel and SM901's fix (the entry replaced by Google's
// canonical); a wrong file refused with its file and line and nothing imported; a new
// document joined with the data kept; the report's section; Clear; the Statistics dock's
// sections split by Google's verdicts, a click on a part showing its URLs; a hidden Coverage
// column staying hidden as the table turns to an index's sitemaps and back.
// With SITEMAP_STUDIO_SCREENSHOTS set to a folder, the window with the column and the filter
// is saved there at 1024x700 and 1280x800 in English, Czech and Ukrainian
// (coverage-LANG-WIDTH.png; coverage-en-1280.png is the user guide's).

#include "controllers/coveragecontroller.h"
#include "document/coveragesession.h"
#include "document/editordocument.h"
#include "document/language.h"
#include "models/entryfiltermodel.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "searchconsolefiles.h"
#include "testpaths.h"
#include "widgets/filterbar.h"
#include "widgets/statisticsdock.h"
#include "windowfixture.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHorizontalStackedBarSeries>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>
#include <QUndoStack>


using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;
using namespace Studio::Testing::SearchConsoleFiles;

namespace {

constexpr int Patience = 30000;

const QString Shop = u"https://www.example-shop.com"_s;

// The sitemap's URLs, in its order, and what Google says of each in the files below.
const QString Home = Shop + u"/"_s; // indexed (inspection)
const QString BlogCare = Shop
    + u"/blog/teak-pflege-im-herbst-und-winter?utm_campaign=none&seite=2&sort=neu"_s; // indexed
const QString BlogWinter = Shop + u"/blog/winter-garten"_s; // crawled, not indexed (the zip)
const QString BlogNew = Shop + u"/blog/neu-im-sortiment"_s; // indexed (the CSV, reason asked)
const QString ShopBench = Shop
    + u"/shop/gartenmoebel/teak-bank-180cm?farbe=natur&laenge=180&utm_source=mail"_s; // SM901
const QString ShopBenchCanonical = Shop + u"/shop/gartenmoebel/teak-bank-180cm"_s;
const QString ShopTable = Shop + u"/shop/tisch"_s; // crawled, not indexed (inspection)
const QString ShopGone = Shop + u"/shop/stuhl-alt"_s; // not found (inspection)
const QString BooksIdn = u"https://bücher.example/shop/romane?ausgabe=2"_s; // unknown to Google
const QString BooksPunycode = u"https://xn--bcher-kva.example/shop/romane?ausgabe=2"_s;
const QString ShopChair = Shop + u"/shop/stuhl-neu"_s; // not inspected
const QString Unlisted = Shop + u"/aktion/sommer"_s; // in the zip, in no sitemap: SM912

const QStringList Listed
    = { Home, BlogCare, BlogWinter, BlogNew, ShopBench, ShopTable, ShopGone, BooksIdn, ShopChair };

const QString Crawled = u"Crawled - currently not indexed"_s;
const QString Duplicate = u"Duplicate, Google chose different canonical than user"_s;
const QString NotFound = u"Not found (404)"_s;



QByteArray indexed(const QString &url)
{
    return "\"sitemap\": [\"https://www.example-shop.com/sitemap.xml\"], "
           "\"referringUrls\": [\"https://www.example-shop.com/\"], \"verdict\": \"PASS\", "
           "\"coverageState\": \"Submitted and indexed\", \"robotsTxtState\": \"ALLOWED\", "
           "\"indexingState\": \"INDEXING_ALLOWED\", \"lastCrawlTime\": "
           "\"2024-05-01T06:12:44.123456Z\", \"pageFetchState\": \"SUCCESSFUL\", "
           "\"googleCanonical\": \""
        + url.toUtf8() + "\", \"userCanonical\": \"" + url.toUtf8()
        + "\", \"crawledAs\": \"MOBILE\"";
}

// Two days of inspections: the table was "Discovered" on Monday and crawled by Tuesday.
QByteArray inspections()
{
    return inspectionLine(Home, indexed(Home)) + inspectionLine(BlogCare, indexed(BlogCare))
        + inspectionLine(ShopTable,
                     "\"verdict\": \"NEUTRAL\", \"coverageState\": \"Discovered - currently "
                     "not indexed\"")
        + "\n"
        + inspectionLine(ShopBench,
                     "\"verdict\": \"NEUTRAL\", \"coverageState\": \"" + Duplicate.toUtf8()
                         + "\", \"robotsTxtState\": \"ALLOWED\", \"indexingState\": "
                           "\"INDEXING_ALLOWED\", \"lastCrawlTime\": \"2024-04-28T19:03:11Z\", "
                           "\"pageFetchState\": \"SUCCESSFUL\", \"googleCanonical\": \""
                         + ShopBenchCanonical.toUtf8() + "\", \"userCanonical\": \""
                         + ShopBench.toUtf8() + "\", \"crawledAs\": \"MOBILE\"")
        + inspectionLine(ShopGone,
                     "\"verdict\": \"FAIL\", \"coverageState\": \"Not found (404)\", "
                     "\"robotsTxtState\": \"ALLOWED\", \"indexingState\": \"INDEXING_ALLOWED\", "
                     "\"lastCrawlTime\": \"2024-04-30T02:40:00Z\", \"pageFetchState\": "
                     "\"NOT_FOUND\", \"crawledAs\": \"DESKTOP\"")
        + inspectionLine(BooksPunycode,
                     "\"verdict\": \"NEUTRAL\", \"coverageState\": \"URL is unknown to Google\"")
        + inspectionLine(ShopTable,
                     "\"verdict\": \"NEUTRAL\", \"coverageState\": \"Crawled - currently not "
                     "indexed\", \"lastCrawlTime\": \"2024-05-01T11:00:00Z\"");
}


// Drops the translations installed so far and installs those of `language`.
void speak(const QString &language)
{
    for (QTranslator *translator : qApp->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    QLocale::setDefault(QLocale(language));
    QCOMPARE(Language::install(qApp, language), language);
}

struct Window : WindowFixture
{
    QStringList prompts; // what the window said in message boxes
    QList<QAbstractItemModelTester *> testers;

    Window()
    {
        window.setPrompt([this](QMessageBox::Icon, const QString &, const QString &text,
                                QMessageBox::StandardButtons) {
            prompts.append(text);
            return QMessageBox::Ok;
        });
        for (QAbstractItemModel *model :
             { static_cast<QAbstractItemModel *>(window.entryModel()), table()->model() })
            testers.append(new QAbstractItemModelTester(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest, &window));
    }

    CoverageSession *coverage() const { return window.coverage(); }
    EditorDocument *document() const { return window.document(); }
    QTableView *table() const { return find<QTableView>(u"entryTable"_s); }
    EntryFilterModel *proxy() const { return static_cast<EntryFilterModel *>(table()->model()); }
    QComboBox *filter() const { return find<QComboBox>(u"coverageFilter"_s); }
    QTreeView *findings() const { return find<QTreeView>(u"findingsView"_s); }

    QString path(const QString &name) const { return dir.filePath(name); }

    bool writeFiles()
    {
        return write(u"sitemap.xml"_s, urlset(Listed))
            && write(u"other.xml"_s, urlset({ Home, ShopGone }))
            && write(u"inspection.jsonl"_s, inspections())
            // The zip Search Console downloads for "Crawled - currently not indexed".
            && writeZip(path(u"www.example-shop.com-Coverage-Drilldown-2024-05-02.zip"_s),
                        { { u"Chart.csv"_s, "Date,Affected pages\n2024-04-30,2\n2024-05-01,2\n" },
                          { u"Table.csv"_s,
                            "URL,Last crawled\n" + BlogWinter.toUtf8() + ",2024-04-29\n"
                                + Unlisted.toUtf8() + ",2024-04-27\n" },
                          { u"Metadata.csv"_s,
                            "Property,Value\nSitemap,All known pages\nIssue," + Crawled.toUtf8()
                                + "\n" } })
            // The indexed pages, as a spreadsheet saved them: BOM, CRLF, quotes, columns
            // swapped; nothing says which reason they are listed under.
            && write(u"indexed.csv"_s,
                     "\xef\xbb\xbf\"Last crawled\",\"URL\"\r\n\"2024-05-01\",\"" + BlogNew.toUtf8()
                         + "\"\r\n")
            // A line cut short on line 2.
            && write(u"broken.jsonl"_s,
                     inspectionLine(Home, indexed(Home)) + "{\"inspectionUrl\": \"" + Home.toUtf8()
                         + "\", \"inspectionResult\": {\"indexStatusResult\": {\n");
    }

    // Imports the three files, the reason of the CSV chosen in the window's dialog.
    bool importAll(const QString &reason = u"Indexed"_s)
    {
        bool asked = false;
        QTimer answer;
        answer.setInterval(20);
        QObject::connect(&answer, &QTimer::timeout, &window, [&] {
            auto *dialog = window.findChild<QDialog *>(u"coverageReasonDialog"_s);
            if (!dialog || !dialog->isVisible())
                return;
            auto *combo = dialog->findChild<QComboBox *>(u"coverageReasonCombo"_s);
            if (!combo)
                return;
            asked = true;
            // The reasons offered are Search Console's.
            if (combo->findText(Crawled) < 0 || combo->findText(u"Indexed"_s) < 0)
                return dialog->reject();
            combo->setEditText(reason);
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        answer.start();
        const int read = window.coverageController()->importFiles(
            { path(u"inspection.jsonl"_s),
              path(u"www.example-shop.com-Coverage-Drilldown-2024-05-02.zip"_s),
              path(u"indexed.csv"_s) });
        answer.stop();
        if (!asked)
            qWarning("the reason was not asked");
        return asked && read == 3 && joined();
    }

    bool joined() const
    {
        return QTest::qWaitFor([this] { return !coverage()->isJoining(); }, Patience);
    }

    QString cell(int entry) const
    {
        return window.entryModel()->index(entry, EntryTableModel::Coverage).data().toString();
    }

    // The URLs the table shows, in the sitemap's order.
    QStringList shown() const
    {
        proxy()->waitForRows();
        QList<int> rows;
        for (int row = 0; row < proxy()->rowCount(); ++row)
            rows.append(proxy()->mapToSource(proxy()->index(row, 0)).row());
        std::sort(rows.begin(), rows.end());
        QStringList urls;
        for (const int row : std::as_const(rows))
            urls.append(window.entryModel()->index(row, EntryTableModel::Loc).data().toString());
        return urls;
    }

    // The Warnings panel's rows of `rule`.
    QList<int> rows(const QString &rule) const
    {
        QList<int> out;
        const QAbstractItemModel *model = findings()->model();
        for (int row = 0; row < model->rowCount(); ++row)
            if (model->index(row, 0).data(FindingsModel::RuleRole).toString() == rule)
                out.append(row);
        return out;
    }
};

} // namespace

class TestCoverageGui : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void importShowsColumnAndFindings();
    void filterShowsEachState();
    void canonicalFix();
    void wrongFileRefused();
    void newDocumentAndClear();
    void report();
    void coverageBySection();
    void hiddenColumnStaysHidden();
    void screenshots_data();
    void screenshots();
};

void TestCoverageGui::initTestCase()
{
    TestPaths::isolateSettings(u"Sitemap Studio Coverage Tests"_s);
}

void TestCoverageGui::importShowsColumnAndFindings()
{
    Window w;
    QVERIFY(w.writeFiles());
    QVERIFY(w.window.openFile(w.path(u"sitemap.xml"_s)));
    QHeaderView *header = w.table()->horizontalHeader();
    // Nothing of Search Console before its data.
    QVERIFY(header->isSectionHidden(EntryTableModel::Coverage));
    QVERIFY(!w.filter()->isVisible());
    QVERIFY(!w.find<QAction>(u"actionClearCoverage"_s)->isEnabled());
    QVERIFY(w.find<QAction>(u"actionImportCoverage"_s));
    QCOMPARE(w.cell(0), QString());
    // The status bar's counts of findings, as numbers: errors, warnings, notices.
    const auto counts = [&w] {
        QList<int> numbers;
        const QString text = w.find<QLabel>(u"findingCounts"_s)->text();
        for (const QString &part : text.split(u", "_s))
            numbers.append(part.section(u' ', 0, 0).toInt());
        return numbers;
    };
    const QList<int> before = counts();
    QCOMPARE(before.size(), 3);

    QVERIFY(w.importAll());
    QVERIFY(w.prompts.isEmpty());
    QVERIFY(!header->isSectionHidden(EntryTableModel::Coverage));
    QVERIFY(w.filter()->isVisible());
    QVERIFY(w.find<QAction>(u"actionClearCoverage"_s)->isEnabled());
    // 9 URLs in the files: Home, BlogCare, ShopTable, ShopBench, ShopGone, the books, the
    // zip's two and the CSV's one.
    QCOMPARE(w.window.statusBar()->currentMessage(),
             u"9 URLs from 3 files: 3 indexed, 5 not indexed, 1 unknown to Google"_s);

    const QStringList expected = {
        u"Indexed"_s,
        u"Indexed"_s,
        u"Not indexed: "_s + Crawled,
        u"Indexed"_s,
        u"Not indexed: "_s + Duplicate,
        u"Not indexed: "_s + Crawled,
        u"Not indexed: "_s + NotFound,
        u"Unknown to Google"_s,
        QString(),
    };
    for (int entry = 0; entry < expected.size(); ++entry)
        QCOMPARE(w.cell(entry), expected.at(entry));
    // The tooltip: the last crawl, Google's canonical where it differs, as what it crawled.
    const QString bench = w.window.entryModel()
                              ->index(4, EntryTableModel::Coverage)
                              .data(Qt::ToolTipRole)
                              .toString();
    QVERIFY2(bench.contains(u"Google's canonical: "_s + ShopBenchCanonical), qPrintable(bench));
    QVERIFY(bench.contains(u"Crawled as: Googlebot smartphone"_s));
    QVERIFY(bench.contains(u"Last crawled: "_s));
    QVERIFY(bench.contains(u"From inspection.jsonl, line 5"_s));
    const QString home = w.window.entryModel()
                             ->index(0, EntryTableModel::Coverage)
                             .data(Qt::ToolTipRole)
                             .toString();
    QVERIFY2(!home.contains(u"canonical"_s), qPrintable(home));
    QCOMPARE(w.window.entryModel()->index(8, EntryTableModel::Coverage).data(Qt::ToolTipRole),
             QVariant());
    // Sorted by the column: not inspected first, unknown to Google last.
    w.table()->sortByColumn(EntryTableModel::Coverage, Qt::AscendingOrder);
    w.proxy()->waitForRows();
    QCOMPARE(w.proxy()->index(0, EntryTableModel::Loc).data().toString(), ShopChair);
    QCOMPARE(w.proxy()->index(8, EntryTableModel::Loc).data().toString(), BooksIdn);

    // The findings in the Warnings panel, each on its entry.
    QVERIFY(QTest::qWaitFor([&] { return !w.rows(u"SM901"_s).isEmpty(); }, Patience));
    QCOMPARE(w.rows(u"SM901"_s).size(), 1);
    QCOMPARE(w.rows(u"SM902"_s).size(), 2);
    QCOMPARE(w.rows(u"SM906"_s).size(), 1);
    QCOMPARE(w.rows(u"SM913"_s).size(), 1);
    QCOMPARE(w.rows(u"SM912"_s).size(), 1);
    // Counted with the others: SM906 an error; SM901, SM902 twice and SM913 warnings; SM912
    // a notice.
    QCOMPARE(counts(), QList<int>({ before.at(0) + 1, before.at(1) + 4, before.at(2) + 1 }));
    const QModelIndex gone = w.findings()->model()->index(w.rows(u"SM906"_s).first(), 0);
    QCOMPARE(gone.data(FindingsModel::EntryRole).toLongLong(), 6);
    // The Worst finding column has them too.
    QCOMPARE(w.window.entryModel()->index(6, EntryTableModel::Finding).data().toString(),
             u"Submitted URL not found (404)"_s);
}

void TestCoverageGui::filterShowsEachState()
{
    Window w;
    QVERIFY(w.writeFiles());
    QVERIFY(w.window.openFile(w.path(u"sitemap.xml"_s)));
    QVERIFY(w.importAll());
    QComboBox *filter = w.filter();
    QHash<QString, QStringList> expected {
        { u"Any coverage"_s, Listed },
        { u"Indexed"_s, { Home, BlogCare, BlogNew } },
        { u"Not indexed"_s, { BlogWinter, ShopBench, ShopTable, ShopGone } },
        { u"Unknown to Google"_s, { BooksIdn } },
        { u"Not inspected"_s, { ShopChair } },
        { u"Not indexed: "_s + Crawled, { BlogWinter, ShopTable } },
        { u"Not indexed: "_s + Duplicate, { ShopBench } },
        { u"Not indexed: "_s + NotFound, { ShopGone } },
    };
    QStringList offered;
    for (int i = 0; i < filter->count(); ++i)
        offered.append(filter->itemText(i));
    QStringList wanted = expected.keys();
    std::sort(offered.begin(), offered.end());
    std::sort(wanted.begin(), wanted.end());
    QCOMPARE(offered, wanted);
    for (int i = 0; i < filter->count(); ++i) {
        filter->setCurrentIndex(i);
        QCOMPARE(w.shown(), expected.value(filter->itemText(i)));
    }
    // With the URL filter: both hold.
    filter->setCurrentIndex(filter->findText(u"Indexed"_s));
    typeInto(w.find<QLineEdit>(u"filterEdit"_s), u"/blog/"_s);
    QCOMPARE(w.shown(), QStringList({ BlogCare, BlogNew }));
    QVERIFY(w.find<FilterBar>(u"filterBar"_s)->shownText().startsWith(u"2 of 9"_s));
    // Show all clears it.
    w.find<QToolButton>(u"showAllButton"_s)->click();
    QCOMPARE(filter->currentIndex(), 0);
    QCOMPARE(w.shown(), Listed);

    // The choice holds the data it was made with: a new import keeps the choice and filters
    // with the new data (the CSV now names a reason not indexed).
    filter->setCurrentIndex(filter->findText(u"Not indexed: "_s + Crawled));
    QCOMPARE(w.shown(), QStringList({ BlogWinter, ShopTable }));
    w.window.coverageController()->setReasonPrompt([](const QString &) { return Crawled; });
    QCOMPARE(w.window.coverageController()->importFiles({ w.path(u"indexed.csv"_s) }), 1);
    QVERIFY(w.joined());
    QCOMPARE(filter->currentText(), u"Not indexed: "_s + Crawled);
    QCOMPARE(w.shown(), QStringList({ BlogWinter, BlogNew, ShopTable }));
}

void TestCoverageGui::canonicalFix()
{
    Window w;
    QVERIFY(w.writeFiles());
    QVERIFY(w.window.openFile(w.path(u"sitemap.xml"_s)));
    QVERIFY(w.importAll());
    QVERIFY(QTest::qWaitFor([&] { return w.rows(u"SM901"_s).size() == 1; }, Patience));
    clickRow(w.findings(), w.rows(u"SM901"_s).first());
    auto *fix = w.find<QPushButton>(u"fixButton"_s);
    QVERIFY(fix->isEnabled());
    fix->click();
    // The entry is Google's canonical now, as one undo step.
    QCOMPARE(w.document()->workspace().sitemaps.first().entries.at(4).loc(), ShopBenchCanonical);
    QCOMPARE(w.document()->undoStack()->count(), 1);
    QVERIFY(w.document()->isModified());
    // Joined again: the canonical was not inspected, so the finding is gone.
    QVERIFY(QTest::qWaitFor([&] { return w.rows(u"SM901"_s).isEmpty(); }, Patience));
    QVERIFY(w.joined());
    QCOMPARE(w.cell(4), QString());
    QCOMPARE(w.rows(u"SM902"_s).size(), 2);
    // Undone, the finding comes back.
    w.document()->undoStack()->undo();
    QVERIFY(QTest::qWaitFor([&] { return w.rows(u"SM901"_s).size() == 1; }, Patience));
    QCOMPARE(w.cell(4), u"Not indexed: "_s + Duplicate);
}

void TestCoverageGui::wrongFileRefused()
{
    Window w;
    QVERIFY(w.writeFiles());
    QVERIFY(w.window.openFile(w.path(u"sitemap.xml"_s)));
    // Alone: nothing imported, the message names the file and the line.
    QCOMPARE(w.window.coverageController()->importFiles({ w.path(u"broken.jsonl"_s) }), 0);
    QVERIFY(!w.coverage()->hasData());
    QCOMPARE(w.prompts.size(), 1);
    QVERIFY2(w.prompts.first().contains(u"broken.jsonl:2:"_s), qPrintable(w.prompts.first()));
    QVERIFY(w.table()->horizontalHeader()->isSectionHidden(EntryTableModel::Coverage));
    QVERIFY(!w.filter()->isVisible());
    QCOMPARE(w.cell(0), QString());

    // Among good files: they are imported, it adds nothing (its first line is good).
    w.prompts.clear();
    w.window.coverageController()->setReasonPrompt([](const QString &) { return QString(); });
    QCOMPARE(w.window.coverageController()->importFiles(
                 { w.path(u"broken.jsonl"_s),
                   w.path(u"www.example-shop.com-Coverage-Drilldown-2024-05-02.zip"_s),
                   w.path(u"indexed.csv"_s) }),
             1);
    QVERIFY(w.joined());
    QCOMPARE(w.coverage()->data()->records().size(), 2);
    QCOMPARE(w.cell(0), QString());
    QCOMPARE(w.cell(2), u"Not indexed: "_s + Crawled);
    QCOMPARE(w.prompts.size(), 1);
    QVERIFY(w.prompts.first().contains(u"broken.jsonl:2:"_s));
    // The CSV whose reason was not given is said, and not imported.
    QVERIFY2(w.prompts.first().contains(u"indexed.csv: not imported, no reason given"_s),
             qPrintable(w.prompts.first()));
    QCOMPARE(w.cell(3), QString());
}

void TestCoverageGui::newDocumentAndClear()
{
    Window w;
    QVERIFY(w.writeFiles());
    QVERIFY(w.window.openFile(w.path(u"sitemap.xml"_s)));
    QVERIFY(w.importAll());
    QVERIFY(QTest::qWaitFor([&] { return w.rows(u"SM906"_s).size() == 1; }, Patience));
    // Another document keeps the data and is joined with it.
    QVERIFY(w.window.openFile(w.path(u"other.xml"_s)));
    QVERIFY(w.coverage()->hasData());
    QVERIFY(w.joined());
    QCOMPARE(w.cell(0), u"Indexed"_s);
    QCOMPARE(w.cell(1), u"Not indexed: "_s + NotFound);
    QVERIFY(QTest::qWaitFor([&] { return w.rows(u"SM906"_s).size() == 1; }, Patience));
    QCOMPARE(w.findings()
                 ->model()
                 ->index(w.rows(u"SM906"_s).first(), 0)
                 .data(FindingsModel::EntryRole)
                 .toLongLong(),
             1);
    QVERIFY(w.rows(u"SM901"_s).isEmpty());
    QVERIFY(!w.table()->horizontalHeader()->isSectionHidden(EntryTableModel::Coverage));

    // Clear: the column, the filter and the findings go.
    w.filter()->setCurrentIndex(w.filter()->findText(u"Indexed"_s));
    QCOMPARE(w.shown(), QStringList({ Home }));
    w.find<QAction>(u"actionClearCoverage"_s)->trigger();
    QVERIFY(!w.coverage()->hasData());
    QVERIFY(w.table()->horizontalHeader()->isSectionHidden(EntryTableModel::Coverage));
    QVERIFY(!w.filter()->isVisible());
    QCOMPARE(w.shown(), QStringList({ Home, ShopGone }));
    QVERIFY(QTest::qWaitFor([&] { return w.rows(u"SM906"_s).isEmpty(); }, Patience));
    QCOMPARE(w.cell(1), QString());
    QVERIFY(!w.find<QAction>(u"actionClearCoverage"_s)->isEnabled());
}

void TestCoverageGui::report()
{
    Window w;
    QVERIFY(w.writeFiles());
    QVERIFY(w.window.openFile(w.path(u"sitemap.xml"_s)));
    const QString path = w.path(u"review.html"_s);
    QVERIFY(w.window.exportReport(path));
    QFile before(path);
    QVERIFY(before.open(QIODevice::ReadOnly));
    QVERIFY(!before.readAll().contains("search-console-coverage"));

    QVERIFY(w.importAll());
    QVERIFY(w.window.exportReport(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY(html.contains(u"<h2 id=\"coverage\">Search Console coverage</h2>"_s));
    // Per folder: submitted, indexed, not indexed, unknown, not inspected.
    QVERIFY2(html.contains(u"<tr><td>blog</td><td class=\"num\">3</td><td class=\"num\">2</td>"
                           "<td class=\"num\">1</td><td class=\"num\">0</td>"
                           "<td class=\"num\">0</td></tr>"_s),
             qPrintable(html.mid(html.indexOf(u"search-console-coverage"_s), 3000)));
    QVERIFY(html.contains(u"<tr><td>shop</td><td class=\"num\">5</td><td class=\"num\">0</td>"
                          "<td class=\"num\">3</td><td class=\"num\">1</td>"
                          "<td class=\"num\">1</td></tr>"_s));
    QVERIFY(
        html.contains(u"<tr><td>shop</td><td>"_s + Crawled + u"</td><td class=\"num\">1</td>"_s));
    QVERIFY(html.contains(u"id=\"coverage-SM901\""_s));
    QVERIFY(html.contains(u"fix: "_s + ShopBenchCanonical));

    // The sections the Statistics dock shows are those the report counts by.
    w.find<StatisticsDock>(u"statisticsDock"_s)->setSegments(u"folder:2"_s);
    QVERIFY(w.window.exportReport(path));
    QFile bySections(path);
    QVERIFY(bySections.open(QIODevice::ReadOnly));
    const QString two = QString::fromUtf8(bySections.readAll());
    const QString section = two.mid(two.indexOf(u"<h2 id=\"coverage\">"_s));
    // The bench under shop/gartenmoebel alone, the table and the chairs under shop.
    QVERIFY2(section.contains(u"<tr><td>shop-gartenmoebel</td><td class=\"num\">1</td>"
                              "<td class=\"num\">0</td><td class=\"num\">1</td>"_s),
             qPrintable(section.left(4000)));
    QVERIFY(!section.contains(u"<tr><td>shop</td><td class=\"num\">5</td>"_s));
}

// The Statistics dock's sections, each bar split into what Google made of its URLs: the parts
// drawn as the data says, the numbers said to screen readers and in the summary, a click on a
// part showing exactly its URLs in the table, and the plain bars back once the data is cleared.
void TestCoverageGui::coverageBySection()
{
    Window w;
    QVERIFY(w.writeFiles());
    QVERIFY(w.window.openFile(w.path(u"sitemap.xml"_s)));
    auto *dock = w.find<StatisticsDock>(u"statisticsDock"_s);
    dock->show();
    dock->raise();
    dock->setSegments(u"folder:1"_s);
    const auto settled = [&] {
        return QTest::qWaitFor([&] { return !dock->isUpdatePending(); }, Patience);
    };
    QVERIFY(settled());
    QVERIFY(!dock->showsCoverage());
    auto *legend = w.find<QLabel>(u"statisticsLegend"_s);
    QVERIFY(!legend->isVisible());
    const auto series = [&] {
        const QList<QAbstractSeries *> all = dock->chartView()->chart()->series();
        return all.isEmpty() ? nullptr : qobject_cast<QHorizontalStackedBarSeries *>(all.first());
    };
    QCOMPARE(series()->count(), 1); // one colour for the sections

    QVERIFY(w.importAll());
    QVERIFY(QTest::qWaitFor([&] { return dock->showsCoverage() && !dock->isUpdatePending(); },
                            Patience));
    // The bars by the sections' names, as the chart lists them now (a chart drawn anew has
    // new series and sets).
    const auto barOf = [&](const QString &section) {
        const QList<Statistics::Bar> &bars = dock->statistics().bars(Statistics::Chart::Segments);
        for (int bar = 0; bar < bars.size(); ++bar)
            if (bars.at(bar).label == section)
                return bar;
        return -1;
    };
    const QList<Statistics::Bar> &bars = dock->statistics().bars(Statistics::Chart::Segments);
    QCOMPARE(bars.size(), 3);
    QVERIFY(barOf(u"blog"_s) >= 0 && barOf(u"shop"_s) >= 0);
    const QString root = bars.at(3 - barOf(u"blog"_s) - barOf(u"shop"_s)).label;

    // Each part of each bar: indexed, not indexed, unknown to Google, not inspected.
    QStringList parts;
    for (QBarSet *set : series()->barSets())
        parts.append(set->label());
    QCOMPARE(parts, QStringList({ u"Indexed"_s, u"Not indexed"_s, u"Unknown to Google"_s,
                                  u"Not inspected"_s }));
    QVERIFY(legend->isVisible());
    const QString legendText
        = QTextDocumentFragment::fromHtml(legend->text()).toPlainText().replace(QChar(0xa0), u' ');
    for (const QString &part : std::as_const(parts))
        QVERIFY2(legendText.contains(part), qPrintable(legendText));
    const auto partsOf = [&](const QString &section) {
        QList<qreal> values;
        const int category = dock->categoryOf(barOf(section));
        for (QBarSet *set : series()->barSets())
            values.append(set->at(category));
        return values;
    };
    QCOMPARE(partsOf(u"blog"_s), QList<qreal>({ 2, 1, 0, 0 }));
    QCOMPARE(partsOf(u"shop"_s), QList<qreal>({ 0, 3, 1, 1 }));
    QCOMPARE(partsOf(root), QList<qreal>({ 1, 0, 0, 0 }));
    const CoverageJoin::Counts shop = dock->sectionCoverage().value(bars.at(barOf(u"shop"_s)).key);
    QCOMPARE(shop.submitted, 5);
    QCOMPARE(shop.reasons.size(), 3); // crawled, duplicate, not found
    // Said to screen readers and in the summary.
    const QString described = dock->chartView()->accessibleDescription();
    QVERIFY2(described.contains(
                 u"shop: 5 (3 not indexed · 1 unknown to Google · 1 not inspected)"_s),
             qPrintable(described));
    QVERIFY2(described.contains(u"blog: 3 (2 indexed · 1 not indexed)"_s), qPrintable(described));
    const QString summary = w.find<QLabel>(u"statisticsSummary"_s)->text();
    QVERIFY2(summary.contains(u"Search Console: 3 indexed · 4 not indexed · 1 unknown to Google "
                              "· 1 not inspected"_s),
             qPrintable(summary));

    // A click on a part, where the chart draws it, shows exactly the section's URLs in it.
    const auto clickPart = [&](const QString &section, qreal from, qreal to) {
        QChartView *view = dock->chartView();
        QChart *chart = view->chart();
        const QPointF value((from + to) / 2, dock->categoryOf(barOf(section)));
        const QPointF scene = chart->mapToScene(chart->mapToPosition(value, series()));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scene));
    };
    clickPart(u"shop"_s, 0, 3);
    QCOMPARE(w.shown(), QStringList({ ShopBench, ShopTable, ShopGone }));
    QVERIFY2(w.find<FilterBar>(u"filterBar"_s)->shownText().startsWith(u"3 of 9"_s),
             qPrintable(w.find<FilterBar>(u"filterBar"_s)->shownText()));
    clickPart(u"shop"_s, 4, 5);
    QCOMPARE(w.shown(), QStringList({ ShopChair }));
    clickPart(u"blog"_s, 0, 2);
    QCOMPARE(w.shown(), QStringList({ BlogCare, BlogNew }));
    clickPart(u"blog"_s, 2, 3);
    QCOMPARE(w.shown(), QStringList({ BlogWinter }));

    // An edit moves a URL out of "not indexed": the parts follow.
    w.find<QToolButton>(u"showAllButton"_s)->click();
    QVERIFY(w.window.coverageController());
    QCOMPARE(w.rows(u"SM901"_s).size(), 1);
    clickRow(w.findings(), w.rows(u"SM901"_s).first());
    w.find<QPushButton>(u"fixButton"_s)->click(); // the bench becomes Google's canonical
    QVERIFY(QTest::qWaitFor(
        [&] {
            return !dock->isUpdatePending() && partsOf(u"shop"_s) == QList<qreal>({ 0, 2, 1, 2 });
        },
        Patience));

    // Cleared: one colour again, no legend, no Search Console line.
    w.find<QAction>(u"actionClearCoverage"_s)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return !dock->showsCoverage() && !dock->isUpdatePending(); },
                            Patience));
    QCOMPARE(series()->count(), 1);
    QVERIFY(!legend->isVisible());
    QVERIFY(!w.find<QLabel>(u"statisticsSummary"_s)->text().contains(u"Search Console"_s));
}

// The user hides the Coverage column: it stays hidden as the table lists an index's sitemaps
// and its URLs again, and comes back with data imported anew.
void TestCoverageGui::hiddenColumnStaysHidden()
{
    Window w;
    QVERIFY(w.writeFiles());
    QVERIFY(w.write(u"index.xml"_s,
                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                    "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                    "  <sitemap><loc>https://www.example-shop.com/sitemap.xml</loc></sitemap>\n"
                    "  <sitemap><loc>https://www.example-shop.com/other.xml</loc></sitemap>\n"
                    "</sitemapindex>\n"));
    QVERIFY(w.window.openFile(w.path(u"index.xml"_s)));
    QVERIFY(w.importAll());
    QHeaderView *header = w.table()->horizontalHeader();
    auto *tree = w.find<QTreeView>(u"workspaceTree"_s);
    const QAbstractItemModel *files = tree->model();
    QCOMPARE(files->rowCount(), 3); // the index, sitemap.xml, other.xml
    // -1: the index's node, listing its sitemaps; else the first URL of child `child`.
    const auto select = [&](int child) {
        tree->setCurrentIndex(child < 0 ? files->index(0, 0)
                                        : files->index(0, 0, files->index(child + 1, 0)));
        QCoreApplication::processEvents();
    };
    select(0); // the URLs
    QCOMPARE(w.window.entryModel()->listing(), EntryTableModel::Listing::Urls);
    QVERIFY(!header->isSectionHidden(EntryTableModel::Coverage));
    header->hideSection(EntryTableModel::Coverage); // as the header's menu does
    select(-1); // the index: its sitemaps
    QCOMPARE(w.window.entryModel()->listing(), EntryTableModel::Listing::Sitemaps);
    QVERIFY(header->isSectionHidden(EntryTableModel::Coverage));
    select(1);
    QCOMPARE(w.window.entryModel()->listing(), EntryTableModel::Listing::Urls);
    QVERIFY(header->isSectionHidden(EntryTableModel::Coverage));
    // Shown by the user, it stays shown the same way.
    header->showSection(EntryTableModel::Coverage);
    select(-1);
    QVERIFY(header->isSectionHidden(EntryTableModel::Coverage));
    select(0);
    QVERIFY(!header->isSectionHidden(EntryTableModel::Coverage));
    // Hidden, then the data cleared and imported anew: shown.
    header->hideSection(EntryTableModel::Coverage);
    w.find<QAction>(u"actionClearCoverage"_s)->trigger();
    QVERIFY(header->isSectionHidden(EntryTableModel::Coverage));
    QVERIFY(w.importAll());
    QVERIFY(!header->isSectionHidden(EntryTableModel::Coverage));
}

void TestCoverageGui::screenshots_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const QString &language : { u"en"_s, u"cs"_s, u"uk"_s })
        for (const QSize &size : { QSize(1024, 700), QSize(1280, 800) })
            QTest::addRow("%s %dx%d", qPrintable(language), size.width(), size.height())
                << language << size;
}

// The window with the column and the filter in each language, at the smallest screen the
// window fits and the usual one: the filter and the column's header stay in the window.
void TestCoverageGui::screenshots()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    speak(language);
    {
        Window w;
        w.window.resize(size);
        QVERIFY(w.writeFiles());
        QVERIFY(w.window.openFile(w.path(u"sitemap.xml"_s)));
        w.window.coverageController()->setReasonPrompt(
            [](const QString &) { return u"Indexed"_s; });
        QCOMPARE(w.window.coverageController()->importFiles(
                     { w.path(u"inspection.jsonl"_s),
                       w.path(u"www.example-shop.com-Coverage-Drilldown-2024-05-02.zip"_s),
                       w.path(u"indexed.csv"_s) }),
                 3);
        QVERIFY(w.joined());
        w.filter()->setCurrentIndex(2); // not indexed
        w.proxy()->waitForRows();
        QCOMPARE(w.proxy()->rowCount(), 4);
        w.table()->setCurrentIndex(w.proxy()->index(1, EntryTableModel::Loc));
        QTest::qWait(50);
        const QRect inside = w.window.rect();
        const QRect combo(w.filter()->mapTo(&w.window, QPoint()), w.filter()->size());
        QVERIFY2(inside.contains(combo), qPrintable(language));
        QVERIFY(w.filter()->width() >= w.filter()->fontMetrics().averageCharWidth() * 8);
        shoot(&w.window, u"coverage-%1-%2"_s.arg(language).arg(size.width()));

        // The coverage by section: the Statistics dock's sections split by Google's verdicts,
        // the reasons of a section's part in the table beside it.
        auto *dock = w.find<StatisticsDock>(u"statisticsDock"_s);
        dock->show();
        dock->raise();
        dock->setSegments(u"folder:1"_s);
        QVERIFY(QTest::qWaitFor(
            [&] { return dock->showsCoverage() && !dock->isUpdatePending(); }, Patience));
        w.filter()->setCurrentIndex(0);
        QTest::qWait(50);
        const int width = w.window.width();
        dock->activateBar(0, int(CoverageJoin::UrlState::NotIndexed));
        QTest::qWait(50);
        // The legend and the bars' words stay inside the dock.
        auto *legend = w.find<QLabel>(u"statisticsLegend"_s);
        QVERIFY(legend->isVisible());
        QVERIFY2(dock->rect().contains(QRect(legend->mapTo(dock, QPoint()), legend->size())),
                 qPrintable(language));
        // The chart filter, "Section: shop, not indexed", cut short rather than widening the
        // window; its tooltip says it whole.
        QCOMPARE(w.window.width(), width);
        auto *chip = w.find<QWidget>(u"chartFilterChip"_s);
        QVERIFY(QRect(QPoint(), w.window.size())
                    .contains(QRect(chip->mapTo(&w.window, QPoint()), chip->size())));
        QVERIFY(w.find<QLabel>(u"chartFilterLabel"_s)->toolTip().contains(u"shop"_s));
        shoot(&w.window, u"coverage-sections-%1-%2"_s.arg(language).arg(size.width()));
    }
    speak(u"en"_s);
}

QTEST_MAIN(TestCoverageGui)
#include "tst_coverage_gui.moc"
