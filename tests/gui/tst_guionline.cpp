// The window's network features, driven by object names against the test HTTP server on
// 127.0.0.1, offscreen: File → Open URL on a site (robots.txt → an index → its children, with
// progress), on a site with several sitemaps (the user picks one) or none, on an address that
// answers 404 (the document in the window stays as it was) or that is not http(s); and the
// link checker in the window: the Status, Final URL and Time columns, the findings in the
// warnings dock and the status bar, the session cache (a second check asks nothing, a re-check
// asks again), a check of the selection only, and findings that follow edits.
//
// With SITEMAP_STUDIO_SCREENSHOTS set to a folder, the dialog and the window are saved there.

#include "dialogs/openurldialog.h"
#include "document/editordocument.h"
#include "document/linkchecksession.h"
#include "mainwindow.h"
#include "models/entrytablemodel.h"
#include "models/findingsmodel.h"
#include "models/workspacetreemodel.h"
#include "testhttpserver.h"
#include "testpaths.h"
#include "widgets/warningsdock.h"

#include <QAbstractItemModelTester>
#include <QAbstractProxyModel>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QNetworkProxy>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

// How long a wait for background work may take before it counts as a hang. Generous, since a
// loaded machine is slow but not wrong; a wait ends as soon as its condition holds.
constexpr int Patience = 60000;

// The sitemaps.org protocol's example: 5 URLs on www.example.com.
const QString Example = TestPaths::data(u"protocol-example.xml"_s);

QByteArray urlset(const QStringList &locs)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &loc : locs)
        xml += "  <url><loc>" + loc.toUtf8() + "</loc></url>\n";
    return xml + "</urlset>\n";
}

QByteArray sitemapIndex(const QStringList &locs)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &loc : locs)
        xml += "  <sitemap><loc>" + loc.toUtf8() + "</loc></sitemap>\n";
    return xml + "</sitemapindex>\n";
}

void shoot(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("SITEMAP_STUDIO_SCREENSHOTS");
    if (!folder.isEmpty())
        QVERIFY(widget->grab().save(folder + u'/' + name + u".png"_s));
}

struct Prompt
{
    QMessageBox::Icon icon;
    QString title;
    QString text;
};

// A window with testers on its models, and a prompt that records what it was asked.
struct Fixture
{
    MainWindow window;
    QList<Prompt> prompts;
    QMessageBox::StandardButton answer = QMessageBox::Discard;

    Fixture()
    {
        window.setPrompt([this](QMessageBox::Icon icon, const QString &title, const QString &text,
                                QMessageBox::StandardButtons) {
            prompts.append({ icon, title, text });
            return answer;
        });
        for (QAbstractItemModel *model : { static_cast<QAbstractItemModel *>(window.entryModel()),
                                           static_cast<QAbstractItemModel *>(findingsModel()),
                                           static_cast<QAbstractItemModel *>(proxy()),
                                           static_cast<QAbstractItemModel *>(window.treeModel()) })
            new QAbstractItemModelTester(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest, &window);
        window.show();
    }

    FindingsModel *findingsModel() const
    {
        return window.findChild<WarningsDock *>(u"warningsDock"_s)->model();
    }
    QAbstractProxyModel *proxy() const
    {
        return window.findChild<QAbstractProxyModel *>(u"entryProxy"_s);
    }
    QTableView *table() const { return window.findChild<QTableView *>(u"entryTable"_s); }

    // The texts of one column of the table, in its order.
    QStringList column(int column) const
    {
        QStringList texts;
        for (int row = 0; row < proxy()->rowCount(); ++row)
            texts.append(proxy()->index(row, column).data().toString());
        return texts;
    }

    // Text of a column for the row whose URL is `loc`.
    QString cell(const QString &loc, int column) const
    {
        for (int row = 0; row < proxy()->rowCount(); ++row)
            if (proxy()->index(row, EntryTableModel::Loc).data().toString() == loc)
                return proxy()->index(row, column).data().toString();
        qWarning("no row %s", qPrintable(loc));
        return {};
    }

    // The link checker's rules (SM409 to SM413) among the findings the dock lists, sorted.
    QStringList findingRules() const
    {
        QStringList rules;
        for (int row = 0; row < findingsModel()->rowCount(); ++row) {
            const QString rule
                = findingsModel()->index(row, 0).data(FindingsModel::RuleRole).toString();
            if (rule >= u"SM409"_s && rule <= u"SM413"_s)
                rules.append(rule);
        }
        rules.sort();
        return rules;
    }

    // File → Open URL with `address` typed in; the dialog, still open when it refused it.
    OpenUrlDialog *openUrlDialog(const QString &address)
    {
        window.findChild<QAction *>(u"actionOpenUrl"_s)->trigger();
        auto *dialog = window.findChild<OpenUrlDialog *>(u"openUrlDialog"_s);
        if (!dialog)
            return nullptr;
        auto *edit = dialog->findChild<QLineEdit *>(u"openUrlEdit"_s);
        edit->setFocus();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, address);
        return dialog;
    }

    // Opens `address` through the dialog and waits until the window has done with it: a new
    // document or a message.
    bool openUrl(const QString &address)
    {
        OpenUrlDialog *dialog = openUrlDialog(address);
        if (!dialog)
            return false;
        const qsizetype promptsBefore = prompts.size();
        QSignalSpy reset(window.document(), &EditorDocument::reset);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"openUrlOpenButton"_s), Qt::LeftButton);
        if (!QTest::qWaitFor([&] { return reset.count() > 0 || prompts.size() > promptsBefore; },
                             60000))
            return false;
        return reset.count() > 0;
    }

    bool checkLinks(const QString &action)
    {
        QSignalSpy finished(window.linkCheck(), &LinkCheckSession::finished);
        window.findChild<QAction *>(action)->trigger();
        return finished.wait(60000) || finished.count() > 0;
    }
};

// Watches the window's background progress dialog while a test runs and keeps what it said.
struct ProgressWatch
{
    QTimer timer;
    QStringList labels;

    explicit ProgressWatch(QWidget *window)
    {
        timer.setInterval(20);
        QObject::connect(&timer, &QTimer::timeout, [this, window] {
            auto *dialog = window->findChild<QProgressDialog *>(u"backgroundProgress"_s);
            if (dialog && dialog->isVisible() && !labels.contains(dialog->labelText()))
                labels.append(dialog->labelText());
        });
        timer.start();
    }
};

} // namespace

class TestGuiOnline : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void openSiteThroughRobotsTxtAndIndex();
    void siteWithSeveralSitemapsAsksWhichOne();
    void siteWithoutSitemapSaysWhatWasAsked();
    void failedOpenKeepsTheDocument();
    void addressMustBeHttp();
    void checkLinksFillsColumnsAndFindings();
    void linkFindingsFollowEdits();
};

void TestGuiOnline::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Sitemap Studio Tests"_s);
    QCoreApplication::setApplicationName(u"tst_guionline"_s);
    // Only 127.0.0.1 is ever asked, and never through a proxy of the machine.
    for (const char *name :
         { "http_proxy", "https_proxy", "all_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY" })
        qunsetenv(name);
    qputenv("no_proxy", "127.0.0.1,localhost");
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY2(QFileInfo::exists(Example), qPrintable(u"missing test input "_s + Example));
}

void TestGuiOnline::init()
{
    QSettings().clear();
}

void TestGuiOnline::openSiteThroughRobotsTxtAndIndex()
{
    Testing::TestHttpServer server;
    QVERIFY(server.listen());
    const QString index = server.url(u"/sitemap_index.xml"_s).toString();
    server.robotsTxt({ index });
    QStringList children, all;
    for (int n = 1; n <= 3; ++n) {
        const QString child = u"/sitemaps/part-%1.xml"_s.arg(n);
        children.append(server.url(child).toString());
        QStringList locs;
        for (int page = 1; page <= n + 1; ++page)
            locs.append(server.url(u"/part%1/page-%2"_s.arg(n).arg(page)).toString());
        all.append(locs);
        // Slow enough for the progress to show (it waits 400 ms before it appears).
        Testing::TestResponse response = Testing::TestResponse::ok(urlset(locs));
        response.delayMs = 500;
        server.route(child, response);
    }
    server.serve(u"/sitemap_index.xml"_s, sitemapIndex(children));

    Fixture f;
    ProgressWatch watch(&f.window);
    QVERIFY(f.openUrl(server.url(u"/"_s).toString()));
    QVERIFY2(f.prompts.isEmpty(), qPrintable(f.prompts.value(0).text));

    // robots.txt, then the index it names, then each child once.
    QCOMPARE(server.requests(u"/robots.txt"_s).size(), 1);
    QCOMPARE(server.requests(u"/sitemap_index.xml"_s).size(), 1);
    for (int n = 1; n <= 3; ++n)
        QCOMPARE(server.requests(u"/sitemaps/part-%1.xml"_s.arg(n)).size(), 1);
    QCOMPARE(f.window.document()->workspace().sitemaps.size(), 4);
    QVERIFY(f.window.document()->workspace().root().isIndex());
    QStringList shown = f.column(EntryTableModel::Loc);
    shown.sort();
    all.sort();
    QCOMPARE(shown, all);

    // The address is the document's name; it has no file, so Save asks where.
    QVERIFY2(f.window.windowTitle().contains(server.url(u"/sitemap_index.xml"_s).toDisplayString()),
             qPrintable(f.window.windowTitle()));
    QCOMPARE(f.window.sourceUrl(), server.url(u"/sitemap_index.xml"_s));
    QVERIFY(f.window.document()->filePath().isEmpty());
    QVERIFY(!f.window.document()->isModified());
    // The progress said how far the crawl was: files of the four, URLs, bytes.
    QVERIFY(!watch.labels.isEmpty());
    QVERIFY2(std::any_of(watch.labels.cbegin(), watch.labels.cend(),
                         [](const QString &label) {
                             return label.contains(u"/4"_s) && label.contains(u"URLs"_s);
                         }),
             qPrintable(watch.labels.join(u" | "_s)));
    // Kept among the recent files as the address.
    QCOMPARE(QSettings().value(u"recentFiles"_s).toStringList().value(0), index);
    shoot(&f.window, u"open-url-window"_s);
}

void TestGuiOnline::siteWithSeveralSitemapsAsksWhichOne()
{
    Testing::TestHttpServer server;
    QVERIFY(server.listen());
    const QString first = server.url(u"/sitemap-pages.xml"_s).toString();
    const QString second = server.url(u"/sitemap-posts.xml"_s).toString();
    server.robotsTxt({ first, second });
    server.serve(u"/sitemap-pages.xml"_s, urlset({ server.url(u"/about"_s).toString() }));
    server.serve(
        u"/sitemap-posts.xml"_s,
        urlset({ server.url(u"/posts/1"_s).toString(), server.url(u"/posts/2"_s).toString() }));

    Fixture f;
    // The choice is a modal dialog: answered once it shows.
    QStringList offered;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        auto *choice = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!choice || choice->objectName() != u"openUrlChoice"_s)
            return;
        answer.stop();
        auto *list = choice->findChild<QListWidget *>(u"openUrlChoiceList"_s);
        for (int row = 0; row < list->count(); ++row)
            offered.append(list->item(row)->text());
        shoot(choice, u"open-url-choice"_s);
        list->setCurrentRow(1);
        choice->accept();
    });
    answer.start();
    QVERIFY(f.openUrl(server.url(u"/"_s).toString()));
    QCOMPARE(offered.size(), 2);
    QVERIFY2(offered.at(0).contains(first) && offered.at(0).contains(u"robots.txt"_s),
             qPrintable(offered.at(0)));
    QVERIFY(offered.at(1).contains(second));
    QCOMPARE(server.requests(u"/sitemap-pages.xml"_s).size(), 0);
    QCOMPARE(f.column(EntryTableModel::Loc),
             (QStringList { server.url(u"/posts/1"_s).toString(),
                            server.url(u"/posts/2"_s).toString() }));
}

void TestGuiOnline::siteWithoutSitemapSaysWhatWasAsked()
{
    Testing::TestHttpServer server;
    QVERIFY(server.listen());
    server.robotsTxt({}); // no Sitemap line; the usual places answer 404

    Fixture f;
    QVERIFY(f.window.openFile(Example));
    const QStringList before = f.column(EntryTableModel::Loc);
    QVERIFY(!f.openUrl(server.url(u"/"_s).toString()));
    QCOMPARE(f.prompts.size(), 1);
    const QString text = f.prompts.first().text;
    QVERIFY2(text.contains(server.url(u"/"_s).toDisplayString()), qPrintable(text));
    // What was asked: robots.txt and each usual place.
    for (const QString &path : Discovery::fallbackPaths())
        QVERIFY2(text.contains(path), qPrintable(text));
    QVERIFY2(text.contains(u"robots.txt"_s), qPrintable(text));
    QCOMPARE(server.requests(u"/sitemap.xml"_s).size(), 1);
    QCOMPARE(f.column(EntryTableModel::Loc), before);
}

void TestGuiOnline::failedOpenKeepsTheDocument()
{
    Testing::TestHttpServer server;
    QVERIFY(server.listen());
    server.status(u"/missing.xml"_s, 404);
    server.serve(u"/page.html"_s, "<!DOCTYPE html><html><body>Hello</body></html>", "text/html");

    Fixture f;
    QVERIFY(f.window.openFile(Example));
    // An unsaved edit, which a failed open must not lose either.
    f.table()->model()->setData(f.proxy()->index(0, EntryTableModel::Priority), u"0.3"_s);
    QVERIFY(f.window.document()->isModified());
    const QStringList before = f.column(EntryTableModel::Loc);
    const QString title = f.window.windowTitle();
    const QString path = f.window.document()->filePath();

    // The unsaved-changes question comes first; Cancel stops before anything is fetched.
    f.answer = QMessageBox::Cancel;
    QVERIFY(!f.openUrl(server.url(u"/missing.xml"_s).toString()));
    QCOMPARE(f.prompts.size(), 1);
    QCOMPARE(f.prompts.first().icon, QMessageBox::Warning);
    QCOMPARE(server.requests().size(), 0);

    // Discarding goes on to the fetch, whose error is shown; the document stays as it was.
    f.answer = QMessageBox::Discard;
    f.prompts.clear();
    QVERIFY(!f.openUrl(server.url(u"/missing.xml"_s).toString()));
    QCOMPARE(f.prompts.size(), 2); // unsaved changes, then the error
    QCOMPARE(f.prompts.last().icon, QMessageBox::Critical);
    QVERIFY2(f.prompts.last().text.contains(u"404"_s), qPrintable(f.prompts.last().text));
    QCOMPARE(server.requests(u"/missing.xml"_s).size(), 1);
    QCOMPARE(f.column(EntryTableModel::Loc), before);
    QCOMPARE(f.window.document()->filePath(), path);
    QCOMPARE(f.window.windowTitle(), title);
    QVERIFY(!f.window.sourceUrl().isValid());

    // Something that is not a sitemap: said so, the document kept.
    f.prompts.clear();
    QVERIFY(!f.openUrl(server.url(u"/page.html"_s).toString()));
    QCOMPARE(f.prompts.last().icon, QMessageBox::Critical);
    QVERIFY2(f.prompts.last().text.contains(u"page.html"_s), qPrintable(f.prompts.last().text));
    QCOMPARE(f.column(EntryTableModel::Loc), before);
    QCOMPARE(f.window.document()->filePath(), path);
}

void TestGuiOnline::addressMustBeHttp()
{
    Fixture f;
    // The dialog as it first comes, for the user guide: no error for a whole address.
    OpenUrlDialog *first = f.openUrlDialog(u"https://www.example.com/"_s);
    QVERIFY(first);
    QVERIFY(first->findChild<QLabel *>(u"openUrlError"_s)->isHidden());
    shoot(first, u"open-url-dialog"_s);
    first->reject();
    QTRY_VERIFY_WITH_TIMEOUT(!f.window.findChild<OpenUrlDialog *>(u"openUrlDialog"_s), Patience);
    for (const QString &address : { u"ftp://example.com/sitemap.xml"_s, u"example.com"_s }) {
        OpenUrlDialog *dialog = f.openUrlDialog(address);
        QVERIFY(dialog);
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"openUrlOpenButton"_s), Qt::LeftButton);
        QVERIFY(dialog->isVisible());
        auto *error = dialog->findChild<QLabel *>(u"openUrlError"_s);
        QVERIFY(error->isVisible());
        QVERIFY2(error->text().contains(u"http"_s), qPrintable(error->text()));
        shoot(dialog, u"open-url-dialog-error"_s);
        // Typing clears it.
        QTest::keyClick(dialog->findChild<QLineEdit *>(u"openUrlEdit"_s), Qt::Key_A);
        QVERIFY(!error->isVisible());
        dialog->reject();
        QTRY_VERIFY_WITH_TIMEOUT(!f.window.findChild<OpenUrlDialog *>(u"openUrlDialog"_s), Patience);
    }
    // The limits are remembered for the next time.
    OpenUrlDialog *dialog = f.openUrlDialog(u"https://127.0.0.1:1/sitemap.xml"_s);
    QCOMPARE(dialog->findChild<QSpinBox *>(u"openUrlMaxFiles"_s)->value(), 1000);
    dialog->findChild<QSpinBox *>(u"openUrlMaxFiles"_s)->setValue(20);
    dialog->findChild<QSpinBox *>(u"openUrlMaxMegabytes"_s)->setValue(5);
    dialog->findChild<QCheckBox *>(u"openUrlFollowIndex"_s)->setChecked(false);
    const RemoteLoadOptions options = dialog->options();
    QCOMPARE(options.maxFiles, 20);
    QCOMPARE(options.maxTotalBytes, qint64(5) * 1024 * 1024);
    QVERIFY(!options.loadChildren);
    dialog->accept(); // saves; the open that follows fails at once (nothing listens on port 1)
    QTRY_COMPARE_WITH_TIMEOUT(f.prompts.size(), 1, Patience);
    QCOMPARE(OpenUrlDialog::savedOptions().maxFiles, 20);
    dialog = f.openUrlDialog(u"x"_s);
    QCOMPARE(dialog->findChild<QSpinBox *>(u"openUrlMaxMegabytes"_s)->value(), 5);
    QVERIFY(!dialog->findChild<QCheckBox *>(u"openUrlFollowIndex"_s)->isChecked());
    dialog->reject();
}

namespace {

// A sitemap of five URLs that answer 200, 301 → 200, 404, 500, and one robots.txt forbids.
struct LinkSite
{
    Testing::TestHttpServer server;
    QStringList locs;

    LinkSite()
    {
        if (!server.listen())
            qWarning("the test server does not listen");
        server.robotsTxt({}); // Disallow: /private/
        server.serve(u"/ok"_s, "fine", "text/plain");
        server.redirect(u"/moved"_s, server.url(u"/new-home"_s).toString().toUtf8(), 301);
        server.serve(u"/new-home"_s, "here now", "text/plain");
        server.status(u"/gone"_s, 404);
        server.status(u"/broken"_s, 500);
        for (const QString &path :
             { u"/ok"_s, u"/moved"_s, u"/gone"_s, u"/broken"_s, u"/private/secret"_s })
            locs.append(server.url(path).toString());
        server.serve(u"/links.xml"_s, urlset(locs));
    }

    int pageRequests() const
    {
        int n = 0;
        for (const Testing::TestRequest &request : server.requests())
            if (request.path != u"/links.xml"_s)
                ++n;
        return n;
    }
};

} // namespace

void TestGuiOnline::checkLinksFillsColumnsAndFindings()
{
    LinkSite site;
    Fixture f;
    QVERIFY(f.openUrl(site.server.url(u"/links.xml"_s).toString()));
    QHeaderView *header = f.table()->horizontalHeader();
    // Out of the way until a check ran.
    QVERIFY(header->isSectionHidden(EntryTableModel::LinkStatus));
    QCOMPARE(f.column(EntryTableModel::LinkStatus), QStringList(5, QString()));
    QVERIFY(f.findingRules().isEmpty());
    const QString countsBefore = f.window.findChild<QLabel *>(u"findingCounts"_s)->text();

    QVERIFY(f.checkLinks(u"actionCheckLinks"_s));
    QVERIFY(!header->isSectionHidden(EntryTableModel::LinkStatus));
    QVERIFY(!header->isSectionHidden(EntryTableModel::FinalUrl));
    QVERIFY(!header->isSectionHidden(EntryTableModel::ResponseTime));
    const QStringList &locs = site.locs;
    QCOMPARE(f.cell(locs[0], EntryTableModel::LinkStatus), u"200"_s);
    QCOMPARE(f.cell(locs[1], EntryTableModel::LinkStatus), u"301 → 200"_s);
    QCOMPARE(f.cell(locs[2], EntryTableModel::LinkStatus), u"404"_s);
    QCOMPARE(f.cell(locs[3], EntryTableModel::LinkStatus), u"500"_s);
    QCOMPARE(f.cell(locs[4], EntryTableModel::LinkStatus), u"blocked by robots.txt"_s);
    QCOMPARE(f.cell(locs[0], EntryTableModel::FinalUrl), QString());
    QCOMPARE(f.cell(locs[1], EntryTableModel::FinalUrl),
             site.server.url(u"/new-home"_s).toDisplayString());
    QCOMPARE(f.cell(locs[2], EntryTableModel::FinalUrl), QString());
    for (int i = 0; i < 4; ++i) {
        bool isNumber = false;
        f.cell(locs[i], EntryTableModel::ResponseTime).toLongLong(&isNumber);
        QVERIFY2(isNumber, qPrintable(locs[i]));
    }
    QCOMPARE(f.cell(locs[4], EntryTableModel::ResponseTime), QString()); // not asked
    QCOMPARE(site.server.requests(u"/private/secret"_s).size(), 0);
    // The findings are in the warnings dock, placed on their entries, and counted.
    QCOMPARE(f.findingRules(), (QStringList { u"SM409"_s, u"SM410"_s, u"SM411"_s, u"SM412"_s }));
    for (int row = 0; row < f.findingsModel()->rowCount(); ++row) {
        const QModelIndex index = f.findingsModel()->index(row, 0);
        if (index.data(FindingsModel::RuleRole).toString() == u"SM411"_s)
            QCOMPARE(index.data(FindingsModel::EntryRole).toLongLong(), 2);
    }
    QVERIFY(f.window.findChild<QLabel *>(u"findingCounts"_s)->text() != countsBefore);

    // Sorted by status: by the first answer, then the last.
    f.table()->sortByColumn(EntryTableModel::LinkStatus, Qt::DescendingOrder);
    QCOMPARE(
        f.column(EntryTableModel::LinkStatus),
        (QStringList { u"500"_s, u"404"_s, u"301 → 200"_s, u"200"_s, u"blocked by robots.txt"_s }));
    f.table()->sortByColumn(-1, Qt::AscendingOrder);
    shoot(&f.window, u"link-check-window"_s);

    // A second check answers from the session's cache; a re-check asks the servers again.
    const int asked = site.pageRequests();
    QVERIFY(asked >= 5); // robots.txt and the four pages at least
    QVERIFY(f.checkLinks(u"actionCheckLinks"_s));
    QCOMPARE(site.pageRequests(), asked);
    QCOMPARE(f.cell(locs[2], EntryTableModel::LinkStatus), u"404"_s);
    QCOMPARE(f.findingRules().size(), 4);
    QVERIFY(f.checkLinks(u"actionRecheckLinks"_s));
    QVERIFY(site.pageRequests() >= 2 * asked);
    QCOMPARE(site.server.requests(u"/gone"_s).size(), 2);

    // With several rows selected, only those are checked.
    const int okBefore = int(site.server.requests(u"/ok"_s).size());
    const int goneBefore = int(site.server.requests(u"/gone"_s).size());
    f.table()->clearSelection();
    for (const int row : { 2, 3 })
        f.table()->selectionModel()->select(
            f.proxy()->index(row, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QVERIFY(f.checkLinks(u"actionRecheckLinks"_s));
    QCOMPARE(site.server.requests(u"/gone"_s).size(), goneBefore + 1);
    QCOMPARE(site.server.requests(u"/ok"_s).size(), okBefore);
    // The findings are those of that check: the two entries checked.
    QCOMPARE(f.findingRules(), (QStringList { u"SM411"_s, u"SM412"_s }));
}

void TestGuiOnline::linkFindingsFollowEdits()
{
    LinkSite site;
    Fixture f;
    QVERIFY(f.openUrl(site.server.url(u"/links.xml"_s).toString()));
    QVERIFY(f.checkLinks(u"actionCheckLinks"_s));
    auto entryOf = [&f](const QString &rule) {
        for (int row = 0; row < f.findingsModel()->rowCount(); ++row) {
            const QModelIndex index = f.findingsModel()->index(row, 0);
            if (index.data(FindingsModel::RuleRole).toString() == rule)
                return index.data(FindingsModel::EntryRole).toLongLong();
        }
        return qlonglong(-100);
    };
    QCOMPARE(entryOf(u"SM411"_s), 2);

    // The first entry removed: the finding moves with its entry.
    f.table()->setCurrentIndex(f.proxy()->index(0, 0));
    f.window.findChild<QAction *>(u"actionDeleteEntry"_s)->trigger();
    QCOMPARE(entryOf(u"SM411"_s), 1);
    QCOMPARE(f.window.document()->entry({ 0, 1 }).loc(), site.locs[2]);
    // Undone: back in its place.
    f.window.findChild<QAction *>(u"actionUndo"_s)->trigger();
    QCOMPARE(entryOf(u"SM411"_s), 2);
    // The 404 entry's URL edited to the one that answered 200: its finding goes, and the
    // status column follows the URL.
    f.table()->model()->setData(f.proxy()->index(2, EntryTableModel::Loc), site.locs[0]);
    QCOMPARE(entryOf(u"SM411"_s), -100);
    QCOMPARE(f.proxy()->index(2, EntryTableModel::LinkStatus).data().toString(), u"200"_s);
    QCOMPARE(f.findingRules(), (QStringList { u"SM409"_s, u"SM410"_s, u"SM412"_s }));
    f.window.findChild<QAction *>(u"actionUndo"_s)->trigger();
    QCOMPARE(entryOf(u"SM411"_s), 2);
    // A bulk edit (Replace in URLs) does the same for the entries it changed.
    QCOMPARE(f.window.replaceInUrls(u"/broken"_s, u"/ok"_s, false, false), 1);
    QCOMPARE(f.findingRules(), (QStringList { u"SM409"_s, u"SM410"_s, u"SM411"_s }));
    f.window.findChild<QAction *>(u"actionUndo"_s)->trigger();
    QCOMPARE(f.findingRules().size(), 4);

    // A new document drops them; the session's answers stay for the next check.
    f.window.findChild<QAction *>(u"actionNew"_s)->trigger();
    QVERIFY(f.findingRules().isEmpty());
    const int asked = site.pageRequests();
    QVERIFY(f.openUrl(site.server.url(u"/links.xml"_s).toString()));
    QVERIFY(f.findingRules().isEmpty());
    QVERIFY(f.checkLinks(u"actionCheckLinks"_s));
    QCOMPARE(site.pageRequests(), asked);
    QCOMPARE(f.findingRules().size(), 4);
}

QTEST_MAIN(TestGuiOnline)
#include "tst_guionline.moc"
