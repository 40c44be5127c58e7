// The statistics dock in the real editor window, offscreen: open a sample, read the bars
// the chart draws, click bars and see the entry table filtered to exactly their URLs (by the
// chart filter for the URL charts, by the rule and severity choices for the findings'
// charts), clear the filter from its chip, and edit an entry and see the numbers follow.
// The table's models have a QAbstractItemModelTester attached throughout.
// With SITEMAP_STUDIO_SCREENSHOTS set to a folder, the window with a bar clicked is saved there
// (statistics-filter.png, for docs/images/).

#include "document/editordocument.h"
#include "mainwindow.h"
#include "models/entryfiltermodel.h"
#include "models/entrytablemodel.h"
#include "testpaths.h"
#include "widgets/statisticsdock.h"

#include <QAbstractBarSeries>
#include <QAbstractItemModelTester>
#include <QAction>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QToolButton>

using namespace Studio;
using namespace Qt::StringLiterals;

using Chart = Statistics::Chart;

namespace {

// How long a wait for background work may take before it counts as a hang: generous for a
// loaded machine; a wait ends as soon as its condition holds.
constexpr int Patience = 60000;

// 7 URLs with images, videos, news and alternates, every value carrying escaped & > < ' ":
// 3 on example.com (lastmod 2019-03), 3 on media.example.net (one with lastmod 2022-09, two
// without), 1 on www.example.org (2021-06).
const QString EscapedExtensions = TestPaths::data(u"urlset-escaped-every-extension.xml"_s);
// A newspaper's 10 URLs, each with a lastmod.
const QString NewsSite = TestPaths::data(u"urlset-news-site-offset-lastmods.xml"_s);

// Saves a picture of `widget` for the user guide when SITEMAP_STUDIO_SCREENSHOTS names a folder.
void shoot(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("SITEMAP_STUDIO_SCREENSHOTS");
    if (!folder.isEmpty())
        QVERIFY(widget->grab().save(folder + u'/' + name + u".png"_s));
}

struct Fixture
{
    QStringList prompts; // what the window asked, answered with Cancel; outlives the window
    MainWindow window;
    StatisticsDock *dock = nullptr;
    QTableView *table = nullptr;
    QList<QAbstractItemModelTester *> testers;

    // `withTesters` false for timings: the testers check every row at each change, which
    // for a large table costs far more than what is timed.
    explicit Fixture(bool withTesters = true)
    {
        // A message box would wait for a click that never comes: recorded instead.
        window.setPrompt([this](QMessageBox::Icon, const QString &, const QString &text,
                                QMessageBox::StandardButtons) {
            prompts.append(text);
            return QMessageBox::Cancel;
        });
        dock = window.findChild<StatisticsDock *>(u"statisticsDock"_s);
        table = window.findChild<QTableView *>(u"entryTable"_s);
        for (QAbstractItemModel *model : withTesters ? QList<QAbstractItemModel *>{
                 window.entryModel(), table->model() } : QList<QAbstractItemModel *>{})
            testers.append(new QAbstractItemModelTester(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest, &window));
        window.resize(1280, 800);
        window.show();
    }

    template<typename T> T *find(const QString &name) const
    {
        T *child = window.findChild<T *>(name);
        if (!child)
            qWarning("no child %s", qPrintable(name));
        return child;
    }

    // Opens `path`, brings the dock forward and waits for its numbers. False, with the reason
    // in the log, when the file is missing or the window refused it.
    bool open(const QString &path)
    {
        if (!QFileInfo::exists(path)) {
            qWarning("missing test input %s", qPrintable(path));
            return false;
        }
        if (!window.openFile(path)) {
            qWarning("%s not opened: %s", qPrintable(path), qPrintable(prompts.join(u'\n')));
            return false;
        }
        dock->show();
        dock->raise();
        return QTest::qWaitFor([this] { return !dock->isUpdatePending(); }, Patience);
    }

    void choose(Chart chart)
    {
        auto *choice = find<QComboBox>(u"statisticsChartChoice"_s);
        choice->setCurrentIndex(choice->findData(int(chart)));
    }

    QAbstractBarSeries *series() const
    {
        QChart *chart = dock->chartView()->chart();
        return chart && !chart->series().isEmpty()
            ? qobject_cast<QAbstractBarSeries *>(chart->series().first())
            : nullptr;
    }

    // What the chart draws: per bar of the statistics, the length drawn for it (the sum of
    // its category over the stacked sets, one of which holds it).
    QList<qreal> drawnCounts() const
    {
        QList<qreal> counts(dock->statistics().bars(dock->chart()).size(), 0.0);
        for (QBarSet *set : series()->barSets())
            for (int category = 0; category < set->count(); ++category)
                counts[dock->barAt(category)] += set->at(category);
        return counts;
    }

    // The texts written beside the bars.
    QStringList writtenLabels() const
    {
        QStringList texts;
        for (QGraphicsItem *item : dock->chartView()->chart()->childItems())
            if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item))
                texts.append(text->text());
        return texts;
    }

    // The Segments chart's numbers after each count, whole (they are shortened to fit).
    QStringList sectionDetails() const
    {
        QStringList texts;
        for (QGraphicsItem *item : dock->chartView()->chart()->childItems())
            if (item->data(0).isValid())
                texts.append(item->data(0).toString());
        return texts;
    }

    int barOf(const QString &key) const
    {
        const QList<Statistics::Bar> &bars = dock->statistics().bars(dock->chart());
        for (int i = 0; i < bars.size(); ++i)
            if (bars.at(i).key == key)
                return i;
        return -1;
    }

    // Clicks the middle of bar `bar` with the mouse, where the chart draws it.
    void clickBar(int bar)
    {
        QChartView *view = dock->chartView();
        QChart *chart = view->chart();
        const qreal count = dock->statistics().bars(dock->chart()).at(bar).count;
        const qreal category = dock->categoryOf(bar);
        const bool upright = dock->chart() == Chart::LastmodMonths;
        const QPointF value = upright ? QPointF(category, count / 2) : QPointF(count / 2, category);
        const QPointF scene = chart->mapToScene(chart->mapToPosition(value, series()));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scene));
    }

    QStringList shownLocs() const
    {
        QStringList locs;
        for (const EntryRef &ref : window.shownEntries())
            locs.append(window.document()->entry(ref).loc());
        return locs;
    }
};

} // namespace

class TestStatisticsView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void dockAndToggleAction();
    void chartsShowTheFile();
    void clickABarFiltersTheTable();
    void findingsBarsChooseRuleAndSeverity();
    void followsEdits();
    void sectionsOfTheSite();
    void largeDocumentKeepsTyping();
};

void TestStatisticsView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Sitemap Studio Tests"_s);
    QCoreApplication::setApplicationName(u"tst_statisticsview"_s);
    for (const QString &path : { EscapedExtensions, NewsSite })
        QVERIFY2(QFileInfo::exists(path), qPrintable(u"missing test input "_s + path));
}

// The dock is in the window, tabbed with the entry editor, and the View menu shows and hides it.
void TestStatisticsView::dockAndToggleAction()
{
    Fixture f;
    QVERIFY(f.dock);
    auto *toggle = f.find<QAction>(u"actionShowStatistics"_s);
    QVERIFY(toggle);
    QVERIFY(toggle->isCheckable());
    bool inViewMenu = false;
    for (QAction *menu : f.window.menuBar()->actions())
        if (menu->menu() && menu->menu()->actions().contains(toggle))
            inViewMenu = true;
    QVERIFY(inViewMenu);
    toggle->trigger();
    QCOMPARE(f.dock->isHidden(), !toggle->isChecked());
    toggle->trigger();
    QCOMPARE(f.dock->isHidden(), !toggle->isChecked());
    QVERIFY(f.find<QComboBox>(u"statisticsChartChoice"_s));
    // The eight charts, then the four segmentations of the sections chart.
    QCOMPARE(f.find<QComboBox>(u"statisticsChartChoice"_s)->count(), 8 + 4);
}

// The escaped-extensions sample (7 URLs): the chart draws one bar per host with its URL count,
// the name and the count written beside it, the largest at the top.
void TestStatisticsView::chartsShowTheFile()
{
    Fixture f;
    QVERIFY(f.open(EscapedExtensions));
    QCOMPARE(f.dock->chart(), Chart::Hosts);
    QVERIFY(f.series());
    QCOMPARE(f.drawnCounts(), (QList<qreal>{ 3, 3, 1 }));
    const QList<Statistics::Bar> &hosts = f.dock->statistics().bars(Chart::Hosts);
    QCOMPARE(hosts.at(0).key, u"example.com"_s);
    QCOMPARE(hosts.at(2).key, u"www.example.org"_s);
    // The top of a horizontal chart is its last category.
    QCOMPARE(f.dock->barAt(2), 0);
    const QStringList labels = f.writtenLabels();
    for (const QString &text : { u"example.com"_s, u"media.example.net"_s, u"www.example.org"_s })
        QVERIFY2(labels.contains(text), qPrintable(labels.join(u", "_s)));
    QCOMPARE(labels.count(u"3"_s), 2);
    QVERIFY(f.find<QLabel>(u"statisticsSummary"_s)->text().contains(u"URLs: 7"_s));

    // Months stand upright, oldest first, with the URLs without a lastmod apart at the end.
    f.choose(Chart::LastmodMonths);
    QCOMPARE(f.dock->chart(), Chart::LastmodMonths);
    QCOMPARE(f.drawnCounts(), (QList<qreal>{ 3, 1, 1, 2 }));
    QCOMPARE(f.dock->barAt(0), 0);
    QCOMPARE(f.dock->statistics().bars(Chart::LastmodMonths).last().label, u"No lastmod"_s);
    // The two colours: months blue, the rest grey.
    QCOMPARE(f.series()->barSets().size(), 2);

    f.choose(Chart::Extensions);
    QCOMPARE(f.drawnCounts(), (QList<qreal>{ 3, 3, 1, 1 }));
}

void TestStatisticsView::clickABarFiltersTheTable()
{
    Fixture f;
    QVERIFY(f.open(EscapedExtensions));
    const QStringList all = f.shownLocs();
    QCOMPARE(all.size(), 7);
    auto *chip = f.find<QWidget>(u"chartFilterChip"_s);
    QVERIFY(chip->isHidden());

    // Hosts: a click on media.example.net shows its three URLs and nothing else.
    const int media = f.barOf(u"media.example.net"_s);
    QVERIFY(media >= 0);
    f.clickBar(media);
    QStringList expected;
    for (const QString &loc : all)
        if (QUrl(loc).host() == u"media.example.net"_s)
            expected.append(loc);
    QCOMPARE(expected.size(), 3);
    QCOMPARE(f.table->model()->rowCount(), 3);
    QCOMPARE(f.shownLocs(), expected);
    QVERIFY(chip->isVisible());
    QVERIFY(f.find<QLabel>(u"chartFilterLabel"_s)->text().contains(u"Host: media.example.net"_s));
    // The clicked bar is drawn highlighted.
    bool highlighted = false;
    for (QBarSet *set : f.series()->barSets())
        highlighted = highlighted || set->isBarSelected(f.dock->categoryOf(media));
    QVERIFY(highlighted);
    shoot(&f.window, u"statistics-filter"_s);

    // The chip's button shows every entry again.
    QTest::mouseClick(f.find<QToolButton>(u"chartFilterClear"_s), Qt::LeftButton);
    QCOMPARE(f.table->model()->rowCount(), 7);
    QVERIFY(chip->isHidden());

    // Extensions: the URLs with images, by the document's own entries.
    f.choose(Chart::Extensions);
    f.clickBar(f.barOf(u"images"_s));
    QCOMPARE(f.table->model()->rowCount(), 3);
    for (const EntryRef &ref : f.window.shownEntries())
        QVERIFY(!f.window.document()->entry(ref).images().isEmpty());

    // Lastmod: a month replaces the previous chart filter, and the rest bar picks out the
    // URLs without a lastmod.
    f.choose(Chart::LastmodMonths);
    f.clickBar(f.barOf(u"2019-03"_s));
    QCOMPARE(f.table->model()->rowCount(), 3);
    for (const EntryRef &ref : f.window.shownEntries())
        QVERIFY(f.window.document()->entry(ref).lastmod().toString().startsWith(u"2019-03"_s));
    f.clickBar(f.barOf(u"none"_s));
    QCOMPARE(f.table->model()->rowCount(), 2);
    for (const EntryRef &ref : f.window.shownEntries())
        QVERIFY(f.window.document()->entry(ref).lastmod().isNull());
    QVERIFY(f.find<QLabel>(u"chartFilterLabel"_s)->text().contains(u"No lastmod"_s));

    // Combined with the URL filter: both apply.
    f.find<QLineEdit>(u"filterEdit"_s)->setText(u"porch-repair"_s); // has a lastmod
    QCOMPARE(f.table->model()->rowCount(), 0);
    f.find<QLineEdit>(u"filterEdit"_s)->setText(u"kitchen-tiling"_s);
    QCOMPARE(f.table->model()->rowCount(), 1);
    f.find<QLineEdit>(u"filterEdit"_s)->clear();

    // Opening another file drops the filter: its bar belonged to the last one (every URL of
    // this one has a lastmod, so a kept filter would show none).
    QVERIFY(f.open(NewsSite));
    QCOMPARE(f.table->model()->rowCount(), 10);
    QVERIFY(chip->isHidden());
}

// The findings' charts set the table's rule and severity choices: the entries with a finding
// of the rule, or of that severity at least.
void TestStatisticsView::findingsBarsChooseRuleAndSeverity()
{
    Fixture f;
    QVERIFY(f.open(EscapedExtensions));
    f.choose(Chart::Rules);
    const QList<Statistics::Bar> &rules = f.dock->statistics().bars(Chart::Rules);
    QVERIFY(!rules.isEmpty());
    // The bar of a rule about entries (not the file): SM203, unescaped characters.
    const int unescaped = f.barOf(u"SM203"_s);
    QVERIFY(unescaped >= 0);
    f.clickBar(unescaped);
    auto *rule = f.find<QComboBox>(u"entryRuleFilter"_s);
    QCOMPARE(rule->currentData().toString(), u"SM203"_s);
    const Checker &checker = f.window.document()->checker();
    int expected = 0;
    const Workspace &workspace = f.window.document()->workspace();
    for (qsizetype e = 0; e < workspace.root().entries.size(); ++e)
        expected += checker.worstSeverity(0, e, RuleId::UnescapedCharacters) >= 0;
    QVERIFY(expected > 0 && expected < 7);
    QCOMPARE(f.table->model()->rowCount(), expected);
    rule->setCurrentIndex(0);
    QCOMPARE(f.table->model()->rowCount(), 7);

    f.choose(Chart::Severities);
    QCOMPARE(f.series()->barSets().size(), 3); // red, orange, blue
    f.clickBar(f.barOf(u"error"_s));
    auto *severity = f.find<QComboBox>(u"entrySeverityFilter"_s);
    QCOMPARE(severity->currentData().toInt(), int(Severity::Error));
    expected = 0;
    for (qsizetype e = 0; e < workspace.root().entries.size(); ++e)
        expected += checker.worstSeverity(0, e) == int(Severity::Error);
    QCOMPARE(f.table->model()->rowCount(), expected);
}

// The Segments chart: the site's sections as an export by section splits them, each bar the
// URLs of one section with its images, videos, news and findings written beside it; a click
// shows exactly its URLs; the other segmentations (two folder levels, content type, language)
// are counted when chosen. The sitemap is a shop's, shaped as real ones are: long paths with
// queries, an IDN folder, a root page, extensions on some entries and wrong values on others.
void TestStatisticsView::sectionsOfTheSite()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    struct Made
    {
        QString loc;
        int images = 0;
        bool video = false, news = false;
        QString lastmod = u"2024-05-17T09:30:00+02:00"_s;
    };
    QList<Made> made;
    const QString site = u"https://www.example-shop.com"_s;
    made.append({ site + u"/"_s });
    made.append({ site + u"/about-us"_s });
    for (int i = 0; i < 11; ++i)
        made.append({ site + u"/blog/2024/%1/how-to-choose-running-shoes-for-trail-and-road-part-%2?utm_source=newsletter&ref=sitemap"_s.arg(i % 12 + 1, 2, 10, QChar(u'0')).arg(i),
                      i % 4 == 0 ? 2 : 0 });
    for (int i = 0; i < 8; ++i)
        made.append({ site + u"/shop/shoes/trail-runner-gtx-%1-mens-wide-fit?colour=black&size=%2"_s.arg(i).arg(40 + i),
                      1, false, false,
                      i == 3 ? u"2024-13-45"_s : u"2024-05-17"_s });
    for (int i = 0; i < 5; ++i)
        made.append({ site + u"/shop/hats/merino-beanie-%1"_s.arg(i), 0, i == 2 });
    for (int i = 0; i < 6; ++i)
        made.append({ site + u"/de/blog/laufschuhe-richtig-waehlen-teil-%1"_s.arg(i) });
    for (int i = 0; i < 4; ++i)
        made.append({ site + u"/news/2024/05/store-opening-in-brno-%1"_s.arg(i), 0, false, true });
    made.append({ site + u"/%C4%8Dl%C3%A1nky/b%C4%9Bh%C3%A1n%C3%AD-v-zim%C4%9B"_s }); // /články/

    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                     "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" "
                     "xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\" "
                     "xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\">\n";
    for (const Made &m : std::as_const(made)) {
        xml += "<url><loc>" + m.loc.toHtmlEscaped().toUtf8() + "</loc><lastmod>"
            + m.lastmod.toUtf8() + "</lastmod>";
        for (int i = 0; i < m.images; ++i)
            xml += "<image:image><image:loc>" + site.toUtf8() + "/media/photo-"
                + QByteArray::number(i) + ".jpg</image:loc></image:image>";
        if (m.video)
            xml += "<video:video><video:thumbnail_loc>" + site.toUtf8()
                + "/media/beanie.jpg</video:thumbnail_loc><video:title>Merino beanie</video:title>"
                  "<video:description>How it is knitted</video:description><video:content_loc>"
                + site.toUtf8() + "/media/beanie.mp4</video:content_loc></video:video>";
        if (m.news)
            xml += "<news:news><news:publication><news:name>Example Shop</news:name>"
                   "<news:language>en</news:language></news:publication>"
                   "<news:publication_date>2024-05-17</news:publication_date>"
                   "<news:title>Store opening in Brno</news:title></news:news>";
        xml += "</url>\n";
    }
    xml += "</urlset>\n";
    const QString path = dir.filePath(u"sitemap.xml"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(xml), xml.size());
    }

    // English as the window speaks it: its plural forms ("1 video") come from a translation.
    QTranslator english;
    QVERIFY(english.load(u":/i18n/sitemap-studio_en"_s));
    QCoreApplication::installTranslator(&english);
    const auto removeEnglish = qScopeGuard([&] { QCoreApplication::removeTranslator(&english); });

    Fixture f;
    QVERIFY(f.open(path));
    QCOMPARE(f.shownLocs().size(), made.size());
    auto *choice = f.find<QComboBox>(u"statisticsChartChoice"_s);
    auto chooseSections = [&](const QString &spec) {
        int index = -1;
        for (int i = 0; i < choice->count(); ++i)
            if (choice->itemData(i, Qt::UserRole + 1).toString() == spec)
                index = i;
        QVERIFY2(index >= 0, qPrintable(spec));
        choice->setCurrentIndex(index);
        QCOMPARE(f.dock->chart(), Chart::Segments);
        QCOMPARE(f.dock->segments(), spec);
        QVERIFY(QTest::qWaitFor([&] { return !f.dock->isUpdatePending(); }, Patience));
    };

    // Folders, as the test counts them from what it wrote: the first folder of the path.
    chooseSections(u"folder:1"_s);
    auto folderOf = [](const QString &loc) {
        const QString path = QUrl(loc).path();
        const qsizetype end = path.indexOf(u'/', 1);
        return end < 0 ? QString() : path.mid(1, end - 1);
    };
    QMap<QString, int> urls, images, videos, news;
    for (const Made &m : std::as_const(made)) {
        const QString folder = folderOf(m.loc);
        ++urls[folder];
        images[folder] += m.images;
        videos[folder] += m.video;
        news[folder] += m.news;
    }
    QMap<QString, int> errors;
    for (const Finding &finding : f.window.document()->checker().findings())
        if (finding.severity == Severity::Error && finding.entryIndex >= 0)
            ++errors[folderOf(made.at(finding.entryIndex).loc)];
    QVERIFY2(errors.value(u"shop"_s) >= 1, "the impossible lastmod is an error");

    const QList<Statistics::Bar> &bars = f.dock->statistics().bars(Chart::Segments);
    QCOMPARE(bars.size(), urls.size());
    for (const Statistics::Bar &bar : bars) {
        QVERIFY2(urls.contains(bar.key), qPrintable(bar.key));
        QCOMPARE(bar.count, urls.value(bar.key));
    }
    // The largest first; the pages at the top are "root", the Czech folder its URL's own.
    QCOMPARE(bars.first().key, u"shop"_s);
    QCOMPARE(bars.at(1).key, u"blog"_s);
    QCOMPARE(f.barOf(QString()) >= 0 ? bars.at(f.barOf(QString())).label : QString(), u"root"_s);
    QVERIFY(f.barOf(u"články"_s) >= 0);
    QCOMPARE(f.drawnCounts().size(), bars.size());
    for (int i = 0; i < bars.size(); ++i)
        QCOMPARE(f.drawnCounts().at(i), qreal(bars.at(i).count));
    // Beside each bar: its URLs, images, videos, news and findings.
    const QStringList written = f.writtenLabels();
    // The shop: 13 URLs, 8 images, a video and the impossible lastmod's error.
    QCOMPARE(urls[u"shop"_s], 13);
    QCOMPARE(errors[u"shop"_s], 1);
    QVERIFY2(written.contains(u"13"_s), qPrintable(written.join(u" | "_s)));
    const QStringList details = f.sectionDetails();
    QCOMPARE(details.size(), bars.size());
    QVERIFY2(details.contains(u"8 images · 1 video · 1 error"_s), qPrintable(details.join(u" | "_s)));
    QVERIFY2(details.contains(u"6 images"_s), qPrintable(details.join(u" | "_s)));
    QVERIFY2(written.contains(u"články"_s), qPrintable(written.join(u" | "_s)));
    // The whole of each section's numbers in its tooltip's words, here through the findings
    // the news pages have (their publication has no language of its own to check, or the
    // like): four news and the warnings the checker gave them.
    qsizetype newsWarnings = 0;
    for (const Finding &finding : f.window.document()->checker().findings())
        newsWarnings += finding.severity == Severity::Warning && finding.entryIndex >= 0
            && folderOf(made.at(finding.entryIndex).loc) == u"news"_s;
    const QString newsDetail = newsWarnings > 0
        ? u"4 news · %1 warning"_s.arg(newsWarnings)
        : u"4 news"_s;
    QVERIFY2(!details.filter(newsDetail).isEmpty(), qPrintable(details.join(u" | "_s)));

    // A click shows the section's URLs, exactly.
    f.clickBar(f.barOf(u"shop"_s));
    QStringList expected;
    for (const Made &m : std::as_const(made))
        if (folderOf(m.loc) == u"shop"_s)
            expected.append(m.loc);
    QCOMPARE(f.shownLocs(), expected);
    QVERIFY(f.find<QLabel>(u"chartFilterLabel"_s)->text().contains(u"Section: shop"_s));
    shoot(&f.window, u"statistics-sections"_s);
    QTest::mouseClick(f.find<QToolButton>(u"chartFilterClear"_s), Qt::LeftButton);
    QCOMPARE(f.table->model()->rowCount(), made.size());

    // Two folder levels: the shop's shoes and hats apart.
    chooseSections(u"folder:2"_s);
    QCOMPARE(f.dock->statistics().bars(Chart::Segments).at(f.barOf(u"shop/shoes"_s)).count, 8);
    QCOMPARE(f.dock->statistics().bars(Chart::Segments).at(f.barOf(u"shop/hats"_s)).count, 5);
    QCOMPARE(f.dock->statistics().bars(Chart::Segments).at(f.barOf(u"blog/2024"_s)).count, 11);

    // Content type: news, videos, images, pages, the first an entry holds.
    chooseSections(u"type"_s);
    QCOMPARE(f.dock->statistics().bars(Chart::Segments).at(f.barOf(u"news"_s)).count, 4);
    QCOMPARE(f.dock->statistics().bars(Chart::Segments).at(f.barOf(u"videos"_s)).count, 1);
    QCOMPARE(f.dock->statistics().bars(Chart::Segments).at(f.barOf(u"images"_s)).count, 3 + 8);
    f.clickBar(f.barOf(u"videos"_s));
    QCOMPARE(f.shownLocs(), QStringList { site + u"/shop/hats/merino-beanie-2"_s });

    // Language: the /de/ pages by their path, the rest "other".
    chooseSections(u"language"_s);
    QCOMPARE(f.dock->statistics().bars(Chart::Segments).at(f.barOf(u"de"_s)).count, 6);
    QCOMPARE(f.dock->statistics().bars(Chart::Segments).at(f.barOf(u"other"_s)).count,
             made.size() - 6);

    // Another chart counts no sections; coming back counts them again.
    f.choose(Chart::Hosts);
    QVERIFY(QTest::qWaitFor([&] { return !f.dock->isUpdatePending(); }, Patience));
    chooseSections(u"folder:1"_s);
    QCOMPARE(f.dock->statistics().bars(Chart::Segments).size(), urls.size());
}

// An edit shows in the charts once typing pauses, without a stale intermediate result.
void TestStatisticsView::followsEdits()
{
    Fixture f;
    QVERIFY(f.open(EscapedExtensions));
    f.choose(Chart::LastmodMonths);
    QCOMPARE(f.drawnCounts(), (QList<qreal>{ 3, 1, 1, 2 }));
    QSignalSpy updated(f.dock, &StatisticsDock::statisticsUpdated);

    // Row 0 has no lastmod; give it one in March 2019, typed into the General form.
    f.table->setCurrentIndex(f.table->model()->index(0, 0));
    auto *lastmod = f.find<QLineEdit>(u"lastmodEdit"_s);
    QVERIFY(lastmod->text().isEmpty());
    lastmod->setFocus();
    QTest::keyClicks(lastmod, u"2019-03-30"_s);
    QCOMPARE(f.window.document()->workspace().root().entries.at(0).lastmod().toString(),
             u"2019-03-30"_s);
    // Typing is not interrupted by a computation for each keystroke: nothing new yet.
    QVERIFY(f.dock->isUpdatePending());
    QVERIFY(QTest::qWaitFor([&f] { return !f.dock->isUpdatePending(); }, Patience));
    QCOMPARE(updated.count(), 1);
    QCOMPARE(f.drawnCounts(), (QList<qreal>{ 4, 1, 1, 1 }));
    QCOMPARE(f.dock->statistics().bars(Chart::LastmodMonths).at(0).count, 4);

    // Undo puts the numbers back.
    f.window.document()->undoStack()->undo();
    QVERIFY(QTest::qWaitFor([&f] { return !f.dock->isUpdatePending(); }, Patience));
    QCOMPARE(f.drawnCounts(), (QList<qreal>{ 3, 1, 1, 2 }));
}

// 200,000 URLs (STATISTICS_VIEW_URLS=1000000 for a manual run): the statistics are counted
// on a worker thread while the window goes on, and edits during the counting end in the
// numbers of the last one.
void TestStatisticsView::largeDocumentKeepsTyping()
{
    Fixture f(false);
    Workspace workspace;
    Sitemap sitemap;
    const int Urls = qEnvironmentVariableIntValue("STATISTICS_VIEW_URLS") > 0
        ? qEnvironmentVariableIntValue("STATISTICS_VIEW_URLS") // 1000000 for a manual run
        : 200000;
    sitemap.entries.reserve(Urls);
    for (int i = 0; i < Urls; ++i)
        sitemap.entries.append(UrlEntry(u"https://host%1.example/section%2/page%3"_s.arg(i % 30)
                                            .arg(i % 700)
                                            .arg(i)));
    workspace.sitemaps.append(sitemap);
    f.dock->hide();
    f.window.document()->setWorkspace(workspace);
    QTest::qWait(StatisticsDock::UpdateDelayMs * 2); // the window settles; a hidden dock counts nothing
    QVERIFY(f.dock->isUpdatePending());

    // How long the counting takes here, on this thread.
    QElapsedTimer timer;
    timer.start();
    const Statistics direct = Statistics::compute(f.window.document()->workspace(),
                                                  f.window.document()->checker().findings());
    const qint64 counting = timer.elapsed();

    // The longest the event loop is kept from a 10 ms timer.
    QElapsedTimer sinceTick;
    qint64 longestStall = 0;
    QTimer ticker;
    ticker.setInterval(10);
    QObject::connect(&ticker, &QTimer::timeout, &ticker, [&] {
        longestStall = std::max(longestStall, sinceTick.restart());
    });

    // Showing the dock counts on a worker thread while the event loop turns. The figures go to
    // the log only: a loaded machine makes any bound on them flaky.
    sinceTick.start();
    ticker.start();
    f.dock->show();
    f.dock->raise();
    QVERIFY(QTest::qWaitFor([&f] { return !f.dock->isUpdatePending(); }, Patience));
    ticker.stop();
    qInfo("%d URLs: counting takes %lld ms; the window's event loop was held %lld ms at most",
          Urls, counting, longestStall);
    QCOMPARE(f.dock->statistics().summary().urls, Urls);
    QCOMPARE(f.dock->statistics().bars(Chart::Hosts), direct.bars(Chart::Hosts));
    QCOMPARE(f.dock->statistics().bars(Chart::Hosts).size(), 21);

    // A lastmod typed into an entry, key by key, with pauses long enough for a computation to
    // start between the keys: results of the intermediate values ("2024-0", not a date) are
    // stopped, dropped or replaced, and the numbers end up those of the final text.
    f.table->setCurrentIndex(f.table->model()->index(5, 0));
    auto *lastmod = f.find<QLineEdit>(u"lastmodEdit"_s);
    lastmod->setFocus();
    qint64 slowest = 0;
    for (const QChar c : u"2024-01-08"_s) {
        timer.start();
        QTest::keyClick(lastmod, c.toLatin1());
        slowest = std::max(slowest, timer.elapsed());
        QTest::qWait(StatisticsDock::UpdateDelayMs + 20);
    }
    qInfo("%d URLs: slowest keystroke while the statistics were counted %lld ms", Urls, slowest);
    QCOMPARE(f.window.document()->workspace().root().entries.at(5).lastmod().toString(),
             u"2024-01-08"_s);
    QVERIFY(QTest::qWaitFor([&f] { return !f.dock->isUpdatePending(); }, Patience));
    const QList<Statistics::Bar> &months = f.dock->statistics().bars(Chart::LastmodMonths);
    QCOMPARE(months.size(), 2);
    QCOMPARE(months.at(0), (Statistics::Bar{ u"2024-01"_s, u"2024-01"_s, 1, false }));
    QCOMPARE(months.at(1).count, Urls - 1);
    QVERIFY(months.at(1).rest);
}

QTEST_MAIN(TestStatisticsView)
#include "tst_statisticsview.moc"
