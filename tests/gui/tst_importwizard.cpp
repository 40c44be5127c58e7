// The import wizard, driven through the real main window by object names, offscreen: a text
// list into a new sitemap (base URL, duplicates, the skipped comments shown), a CSV table with
// its column mapping changed, a paste from the clipboard, sources that cannot be imported, and
// a merge into the open document as one undo step, undone and redone.
//
// With SITEMAP_STUDIO_SCREENSHOTS set to a folder, the pages are saved there (import-*.png).

#include "document/language.h"
#include "document/editordocument.h"
#include "mainwindow.h"
#include "net/remoteloader.h"
#include "testhttpserver.h"
#include "testpaths.h"
#include "wizards/importwizard.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

// The sitemaps.org protocol's example: 5 URLs on www.example.com.
const QString Example = TestPaths::data(u"protocol-example.xml"_s);

struct Fixture
{
    MainWindow window;
    int prompts = 0;
    QTemporaryDir dir;

    Fixture()
    {
        window.setPrompt([this](QMessageBox::Icon, const QString &, const QString &,
                                QMessageBox::StandardButtons) {
            ++prompts;
            return QMessageBox::Discard;
        });
        window.show();
    }

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qWarning("could not write %s", qPrintable(path));
        return path;
    }

    ImportWizard *openWizard()
    {
        window.findChild<QAction *>(u"actionImport"_s)->trigger();
        return window.findChild<ImportWizard *>(u"importWizard"_s);
    }

    const Workspace &workspace() const { return window.document()->workspace(); }
};

template<typename T> T *field(QWidget *wizard, const QString &name)
{
    T *child = wizard->findChild<T *>(name);
    if (!child)
        qWarning("no field %s", qPrintable(name));
    return child;
}

bool pressNext(ImportWizard *wizard)
{
    QAbstractButton *next = wizard->button(QWizard::NextButton);
    const int before = wizard->currentId();
    if (!next->isEnabled() || !next->isVisible())
        return false;
    QTest::mouseClick(next, Qt::LeftButton);
    return wizard->currentId() != before;
}

bool pressFinish(ImportWizard *wizard)
{
    QAbstractButton *finish = wizard->button(QWizard::FinishButton);
    if (!finish->isEnabled() || !finish->isVisible())
        return false;
    QTest::mouseClick(finish, Qt::LeftButton);
    return true;
}

void shoot(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("SITEMAP_STUDIO_SCREENSHOTS");
    if (!folder.isEmpty())
        QVERIFY(widget->grab().save(folder + u'/' + name + u".png"_s));
}

QStringList locs(const Sitemap &sitemap)
{
    QStringList list;
    for (const UrlEntry &entry : sitemap.entries)
        list.append(entry.loc());
    return list;
}

QStringList column(QTableWidget *table, int column)
{
    QStringList out;
    for (int row = 0; row < table->rowCount(); ++row)
        out.append(table->item(row, column) ? table->item(row, column)->text() : QString());
    return out;
}

} // namespace

class TestImportWizard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void textListIntoNewSitemap();
    void tableWithChangedMapping();
    void pasteFromClipboard();
    void linesThatAreNoUrlAreShownAndSkipped();
    void fromAWebAddress();
    void sourcesThatCannotBeImported();
    void mergeIsOneUndoStep();
    void importedSourceIsNotOverwritten();
    void thePreviewCountsWhatComesIn();
};

void TestImportWizard::initTestCase()
{
    Language::install(qApp, u"en"_s);
    QVERIFY2(QFileInfo::exists(Example), qPrintable(u"missing test input "_s + Example));
}

void TestImportWizard::textListIntoNewSitemap()
{
    Fixture f;
    const QString list = f.write(u"urls.txt"_s,
                                 "# exported by a crawler\r\n"
                                 "/about\r\n"
                                 "https://www.example.com/team\r\n"
                                 "\r\n"
                                 "https://www.example.com/team\r\n"
                                 "/contact\r\n");
    ImportWizard *wizard = f.openWizard();
    QVERIFY(wizard);
    QVERIFY(wizard->isVisible());
    QCOMPARE(wizard->currentId(), int(ImportWizard::SourcePageId));
    QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled()); // no source yet
    field<QLineEdit>(wizard, u"importFileEdit"_s)->setText(list);
    shoot(wizard, u"import-source"_s);
    QVERIFY(pressNext(wizard));

    QCOMPARE(wizard->currentId(), int(ImportWizard::PreviewPageId));
    QVERIFY(field<QLabel>(wizard, u"importFormat"_s)->text().contains(u"Text list"_s));
    QVERIFY(field<QLabel>(wizard, u"importFormat"_s)->text().contains(u"4 entries to import"_s));
    QVERIFY(!field<QWidget>(wizard, u"importMappingGroup"_s)->isVisible());
    auto *table = field<QTableWidget>(wizard, u"importPreviewTable"_s);
    QCOMPARE(column(table, 1),
             (QStringList { u"/about"_s, u"https://www.example.com/team"_s,
                            u"https://www.example.com/team"_s, u"/contact"_s }));
    QCOMPARE(column(table, 0), (QStringList { u"2"_s, u"3"_s, u"5"_s, u"6"_s }));
    auto *skipped = field<QListWidget>(wizard, u"importSkipped"_s);
    QCOMPARE(skipped->count(), 1);
    QVERIFY(skipped->item(0)->text().contains(u"comment"_s));
    shoot(wizard, u"import-preview"_s);
    QVERIFY(pressNext(wizard));

    QCOMPARE(wizard->currentId(), int(ImportWizard::OptionsPageId));
    QVERIFY(field<QLabel>(wizard, u"importRelativeNote"_s)
                ->text()
                .contains(u"Relative locations: 2"_s));
    auto *drop = field<QCheckBox>(wizard, u"importDropDuplicates"_s);
    QVERIFY(drop->text().contains(u"1 found"_s));
    // A base that is not an absolute URL stops the page with a reason.
    field<QLineEdit>(wizard, u"importBaseUrl"_s)->setText(u"example.com"_s);
    QVERIFY(!pressNext(wizard));
    QVERIFY(field<QLabel>(wizard, u"importOptionsError"_s)->isVisible());
    field<QLineEdit>(wizard, u"importBaseUrl"_s)->setText(u"https://www.example.com/"_s);
    drop->setChecked(true);
    field<QComboBox>(wizard, u"importChangefreq"_s)->setCurrentIndex(4); // weekly
    shoot(wizard, u"import-options"_s);
    QVERIFY(pressNext(wizard));

    QCOMPARE(wizard->currentId(), int(ImportWizard::TargetPageId));
    QVERIFY(field<QRadioButton>(wizard, u"importTargetNew"_s)->isChecked());
    const QString summary = field<QLabel>(wizard, u"importSummary"_s)->text();
    QVERIFY2(summary.contains(u"URLs to import: 3"_s), qPrintable(summary));
    QVERIFY2(summary.contains(u"2 relative URLs resolved"_s), qPrintable(summary));
    // One of a kind is said in the singular (the window's English plurals, installed as the
    // program installs them).
    QVERIFY2(summary.contains(u"1 duplicate dropped"_s), qPrintable(summary));
    QVERIFY(pressFinish(wizard));

    QCOMPARE(locs(f.workspace().root()),
             (QStringList { u"https://www.example.com/about"_s, u"https://www.example.com/team"_s,
                            u"https://www.example.com/contact"_s }));
    for (const UrlEntry &entry : f.workspace().root().entries)
        QCOMPARE(entry.changefreq(), ChangeFreq::Weekly);
    QVERIFY(f.window.document()->isModified());
    QVERIFY(f.window.document()->undoStack()->undoText() == u"Import urls.txt"_s);
    QVERIFY(f.window.document()->filePath().isEmpty()); // a new, untitled sitemap
    f.window.document()->undoStack()->undo();
    QVERIFY(f.workspace().root().entries.isEmpty());
}

void TestImportWizard::tableWithChangedMapping()
{
    Fixture f;
    const QString csv = f.write(u"redirects.csv"_s,
                                "Old URL,New URL,Last Modified\n"
                                "https://old.example.com/a,https://www.example.com/a,2024-01-08\n"
                                "https://old.example.com/b,https://www.example.com/b,2024-02-09\n"
                                ",,2024-03-01\n");
    ImportWizard *wizard = f.openWizard();
    field<QLineEdit>(wizard, u"importFileEdit"_s)->setText(csv);
    QVERIFY(pressNext(wizard));
    QVERIFY(field<QLabel>(wizard, u"importFormat"_s)->text().contains(u"CSV table"_s));
    QVERIFY(field<QWidget>(wizard, u"importMappingGroup"_s)->isVisible());
    QVERIFY(field<QCheckBox>(wizard, u"importHeaderRow"_s)->isChecked());
    auto *first = field<QComboBox>(wizard, u"importColumn0"_s);
    auto *second = field<QComboBox>(wizard, u"importColumn1"_s);
    auto *third = field<QComboBox>(wizard, u"importColumn2"_s);
    QCOMPARE(first->currentData().toInt(), int(CsvMapping::Loc));
    QCOMPARE(second->currentData().toInt(), int(CsvMapping::Ignore));
    QCOMPARE(third->currentData().toInt(), int(CsvMapping::Lastmod));
    auto *table = field<QTableWidget>(wizard, u"importPreviewTable"_s);
    QCOMPARE(column(table, 1).first(), u"https://old.example.com/a"_s);
    // The row without a location is reported as skipped.
    auto *skipped = field<QListWidget>(wizard, u"importSkipped"_s);
    QCOMPARE(skipped->count(), 1);
    QVERIFY(skipped->item(0)->text().contains(u"line 4"_s));

    // The new URLs are the location: the old column loses the role.
    second->setCurrentIndex(second->findData(int(CsvMapping::Loc)));
    emit second->activated(second->currentIndex());
    QCOMPARE(first->currentData().toInt(), int(CsvMapping::Ignore));
    QCOMPARE(column(table, 1),
             (QStringList { u"https://www.example.com/a"_s, u"https://www.example.com/b"_s }));
    QCOMPARE(column(table, 2), (QStringList { u"2024-01-08"_s, u"2024-02-09"_s }));
    shoot(wizard, u"import-table"_s);
    QVERIFY(pressNext(wizard));
    QVERIFY(pressNext(wizard));
    QVERIFY(pressFinish(wizard));
    QCOMPARE(locs(f.workspace().root()),
             (QStringList { u"https://www.example.com/a"_s, u"https://www.example.com/b"_s }));
    QCOMPARE(f.workspace().root().entries.at(1).lastmod().toString(), u"2024-02-09"_s);
}

void TestImportWizard::pasteFromClipboard()
{
    Fixture f;
    QGuiApplication::clipboard()->setText(
        u"https://www.example.com/x\nhttps://www.example.com/y\n"_s);
    ImportWizard *wizard = f.openWizard();
    QTest::mouseClick(field<QPushButton>(wizard, u"importPasteButton"_s), Qt::LeftButton);
    QVERIFY(field<QRadioButton>(wizard, u"importFromPaste"_s)->isChecked());
    QCOMPARE(field<QPlainTextEdit>(wizard, u"importPasteEdit"_s)->toPlainText(),
             QGuiApplication::clipboard()->text());
    shoot(wizard, u"import-paste"_s);
    QVERIFY(pressNext(wizard));
    QCOMPARE(column(field<QTableWidget>(wizard, u"importPreviewTable"_s), 1),
             (QStringList { u"https://www.example.com/x"_s, u"https://www.example.com/y"_s }));
    QVERIFY(pressNext(wizard));
    QVERIFY(pressNext(wizard));
    QVERIFY(pressFinish(wizard));
    QCOMPARE(f.workspace().root().entries.size(), 2);
}

// A pasted list as people keep them: a note in words and a host name without its scheme are
// shown on "What Was Found" and skipped, not resolved into the base URL's folder; the options
// offer to add the scheme, and then the host's URL is imported.
void TestImportWizard::linesThatAreNoUrlAreShownAndSkipped()
{
    for (const bool addScheme : { false, true }) {
        Fixture f;
        ImportWizard *wizard = f.openWizard();
        field<QRadioButton>(wizard, u"importFromPaste"_s)->setChecked(true);
        field<QPlainTextEdit>(wizard, u"importPasteEdit"_s)
            ->setPlainText(u"https://shop.example.org/en-gb/collections/garden?sort=price\n"
                           "not a url at all\n"
                           "shop.example.org/no-scheme\n"
                           "/about-us\n"
                           "terms.html\n"
                           "https://shop.example.org/en-gb/products/teak-bench-180cm\n"
                           "/contact\n"_s);
        QVERIFY(pressNext(wizard));
        auto *found = field<QListWidget>(wizard, u"importSkipped"_s);
        QStringList said;
        for (int i = 0; i < found->count(); ++i)
            said.append(found->item(i)->text());
        QCOMPARE(said.size(), 2);
        if (!addScheme)
            shoot(wizard, u"import-skipped"_s);
        QVERIFY2(said.at(0).contains(u"2:"_s) && said.at(0).contains(u"not a URL"_s),
                 qPrintable(said.join(u'\n')));
        QVERIFY2(said.at(1).contains(u"3:"_s) && said.at(1).contains(u"no scheme"_s),
                 qPrintable(said.join(u'\n')));
        QVERIFY(pressNext(wizard));
        field<QLineEdit>(wizard, u"importBaseUrl"_s)->setText(u"https://shop.example.org/"_s);
        auto *scheme = field<QCheckBox>(wizard, u"importAddScheme"_s);
        QVERIFY(scheme->isVisible());
        QVERIFY2(scheme->text().contains(u"(1 found)"_s), qPrintable(scheme->text()));
        scheme->setChecked(addScheme);
        QVERIFY(pressNext(wizard));
        const QString summary = field<QLabel>(wizard, u"importSummary"_s)->text();
        QVERIFY2(summary.contains(addScheme ? u"1 lines skipped"_s : u"2 lines skipped"_s)
                     || summary.contains(addScheme ? u"1 line skipped"_s : u"2 lines skipped"_s),
                 qPrintable(summary));
        QVERIFY(pressFinish(wizard));
        QStringList expected { u"https://shop.example.org/en-gb/collections/garden?sort=price"_s };
        if (addScheme)
            expected.append(u"https://shop.example.org/no-scheme"_s);
        expected += { u"https://shop.example.org/about-us"_s, u"https://shop.example.org/terms.html"_s,
                      u"https://shop.example.org/en-gb/products/teak-bench-180cm"_s,
                      u"https://shop.example.org/contact"_s };
        QCOMPARE(locs(f.workspace().root()), expected);
    }
}

void TestImportWizard::fromAWebAddress()
{
    // A list fetched from the test server on 127.0.0.1: its relative lines are resolved
    // against where it was fetched, which the options page proposes as the base.
    Testing::TestHttpServer server;
    QVERIFY(server.listen());
    server.route(u"/lists/urls.txt"_s,
                 Testing::TestResponse::ok("/a\n/b\nhttps://www.example.com/c\n"));
    server.status(u"/missing.txt"_s, 404);
    Fixture f;
    ImportWizard *wizard = f.openWizard();
    field<QLineEdit>(wizard, u"importUrlEdit"_s)
        ->setText(server.url(u"/lists/urls.txt"_s).toString());
    QVERIFY(field<QRadioButton>(wizard, u"importFromUrl"_s)->isChecked());
    QVERIFY(pressNext(wizard));
    QCOMPARE(server.requests(u"/lists/urls.txt"_s).size(), 1);
    QCOMPARE(column(field<QTableWidget>(wizard, u"importPreviewTable"_s), 1),
             (QStringList { u"/a"_s, u"/b"_s, u"https://www.example.com/c"_s }));
    QVERIFY(pressNext(wizard));
    QCOMPARE(field<QLineEdit>(wizard, u"importBaseUrl"_s)->text(),
             server.url(u"/lists/urls.txt"_s).toString());
    QVERIFY(pressNext(wizard));
    QVERIFY(pressFinish(wizard));
    QCOMPARE(locs(f.workspace().root()),
             (QStringList { server.url(u"/a"_s).toString(), server.url(u"/b"_s).toString(),
                            u"https://www.example.com/c"_s }));
    QCOMPARE(f.window.document()->undoStack()->undoText(),
             u"Import "_s + server.url(u"/lists/urls.txt"_s).toString());

    // A fetch that fails keeps the wizard on its first page with the Fetcher's reason.
    wizard = f.openWizard();
    field<QLineEdit>(wizard, u"importUrlEdit"_s)->setText(server.url(u"/missing.txt"_s).toString());
    QVERIFY(!pressNext(wizard));
    const QString error = field<QLabel>(wizard, u"importSourceError"_s)->text();
    QVERIFY2(error.contains(u"404"_s), qPrintable(error));
    field<QLineEdit>(wizard, u"importUrlEdit"_s)->setText(u"ftp://example.com/list.txt"_s);
    QVERIFY(!pressNext(wizard));
    QVERIFY(field<QLabel>(wizard, u"importSourceError"_s)->text().contains(u"http"_s));
}

void TestImportWizard::sourcesThatCannotBeImported()
{
    Fixture f;
    ImportWizard *wizard = f.openWizard();
    auto *error = field<QLabel>(wizard, u"importSourceError"_s);
    field<QLineEdit>(wizard, u"importFileEdit"_s)->setText(f.dir.filePath(u"missing.txt"_s));
    QVERIFY(!pressNext(wizard));
    QVERIFY(error->isVisible());
    QVERIFY(error->text().contains(u"missing.txt"_s));

    field<QPlainTextEdit>(wizard, u"importPasteEdit"_s)
        ->setPlainText(u"Dear webmaster,\nplease find our pages below.\n"_s);
    QVERIFY(field<QRadioButton>(wizard, u"importFromPaste"_s)->isChecked());
    QVERIFY(!pressNext(wizard));
    QVERIFY2(error->text().contains(u"plain text"_s), qPrintable(error->text()));
    QCOMPARE(wizard->currentId(), int(ImportWizard::SourcePageId));
    shoot(wizard, u"import-error"_s);
}

void TestImportWizard::mergeIsOneUndoStep()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    const Workspace before = f.workspace();
    const QStringList original = locs(before.root());
    QCOMPARE(original.size(), 5);
    const int steps = f.window.document()->undoStack()->count();
    // The example's first URL with a newer lastmod, its second with another changefreq (a
    // conflict), its third with the priority it lacks, and one new URL.
    const QString lastmodOfFirst = before.root().entries.first().lastmod().toString();
    const QString csv
        = f.write(u"update.csv"_s,
                  "loc,lastmod,changefreq,priority\n"
                  "http://www.example.com/,2030-01-01,,\n"
                  "http://www.example.com/catalog?item=12&desc=vacation_hawaii,,daily,\n"
                  "http://www.example.com/catalog?item=73&desc=vacation_new_zealand,,,0.9\n"
                  "http://www.example.com/new-page,,,\n");
    ImportWizard *wizard = f.openWizard();
    field<QLineEdit>(wizard, u"importFileEdit"_s)->setText(csv);
    QVERIFY(pressNext(wizard));
    QVERIFY(pressNext(wizard));
    QVERIFY(pressNext(wizard));
    auto *merge = field<QRadioButton>(wizard, u"importTargetMerge"_s);
    QVERIFY(merge->isEnabled());
    QVERIFY(merge->text().contains(QFileInfo(Example).fileName()));
    merge->setChecked(true);
    const QString summary = field<QLabel>(wizard, u"importSummary"_s)->text();
    QVERIFY2(summary.contains(u"1 new, 2 updated, 1 already there"_s), qPrintable(summary));
    QVERIFY2(summary.contains(u"conflicts: 1"_s), qPrintable(summary));
    auto *conflicts = field<QListWidget>(wizard, u"importConflicts"_s);
    QCOMPARE(conflicts->count(), 1);
    QVERIFY(conflicts->item(0)->text().contains(u"changefreq"_s));
    QVERIFY(conflicts->item(0)->text().contains(u"daily"_s));
    shoot(wizard, u"import-merge"_s);
    QVERIFY(pressFinish(wizard));

    const Sitemap &merged = f.workspace().root();
    QCOMPARE(merged.entries.size(), 6);
    QCOMPARE(merged.entries.last().loc(), u"http://www.example.com/new-page"_s);
    QCOMPARE(merged.entries.first().lastmod().toString(), u"2030-01-01"_s);
    QCOMPARE(merged.entries.at(2).priorityText(), u"0.9"_s);
    QCOMPARE(merged.entries.at(1).changefreq(), ChangeFreq::Weekly); // the document's kept
    QCOMPARE(f.window.document()->undoStack()->count(), steps + 1);
    QCOMPARE(f.prompts, 0); // a merge does not ask to save first
    // The new findings follow: a lastmod in the future is reported.
    QVERIFY(f.window.document()->checker().worstSeverity(0, 0, RuleId::LastmodInFuture) >= 0);

    f.window.document()->undoStack()->undo();
    QCOMPARE(locs(f.workspace().root()), original);
    QCOMPARE(f.workspace().root().entries.first().lastmod().toString(), lastmodOfFirst);
    QCOMPARE(f.workspace().root().entries, before.root().entries);
    QVERIFY(f.window.document()->checker().worstSeverity(0, 0, RuleId::LastmodInFuture) < 0);
    f.window.document()->undoStack()->redo();
    QCOMPARE(f.workspace().root().entries.size(), 6);
}

void TestImportWizard::importedSourceIsNotOverwritten()
{
    Fixture f;
    const QString list = f.write(u"urls.txt"_s, "https://www.example.com/a\n");
    QVERIFY(f.window.openFile(list));
    QCOMPARE(f.workspace().root().source.format, SourceFormat::Text);
    QVERIFY(!f.window.isSitemapFile());
    QVERIFY(f.window.openFile(Example));
    QVERIFY(f.window.isSitemapFile());
}

// A newsletter's links pasted into the document opened from the web: the preview counts
// and lists what will be imported (not the lines it then refuses), the options offer to drop
// an ftp: and a mailto: and to remove utm_ and fbclid parameters (both ticked), and the target
// names the document by its address.
void TestImportWizard::thePreviewCountsWhatComesIn()
{
    Testing::TestHttpServer server;
    QVERIFY(server.listen());
    server.route(u"/sitemap.xml"_s,
                 Testing::TestResponse::ok(
                     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\""
                     "http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>https://"
                     "www.example-shop.com/en-gb/</loc></url></urlset>\n"));
    Fixture f;
    QVERIFY(f.window.openUrl(server.url(u"/sitemap.xml"_s), RemoteLoadOptions()));
    ImportWizard *wizard = f.openWizard();
    field<QRadioButton>(wizard, u"importFromPaste"_s)->setChecked(true);
    field<QPlainTextEdit>(wizard, u"importPasteEdit"_s)
        ->setPlainText(
            u"https://www.example-shop.com/en-gb/offers/winter-sale?utm_source=newsletter&utm_medium=email&utm_campaign=2026-12\n"
            "https://www.example-shop.com/en-gb/collections/garden-furniture/teak?sort=price&fbclid=IwAR2xYz&page=2\n"
            "ftp://files.example-shop.com/catalogue-2026.pdf\n"
            "mailto:orders@example-shop.com\n"
            "not a url at all\n"
            "https://www.example-shop.com/en-gb/products/teak-bench-180cm\n"_s);
    QVERIFY(pressNext(wizard));
    // Three URLs come in: the words, the ftp: and the mailto: do not.
    const QString format = field<QLabel>(wizard, u"importFormat"_s)->text();
    QVERIFY2(format.contains(u"3 entries to import"_s), qPrintable(format));
    auto *table = field<QTableWidget>(wizard, u"importPreviewTable"_s);
    QCOMPARE(column(table, 1),
             (QStringList { u"https://www.example-shop.com/en-gb/offers/winter-sale"_s,
                            u"https://www.example-shop.com/en-gb/collections/garden-furniture/teak?sort=price&page=2"_s,
                            u"https://www.example-shop.com/en-gb/products/teak-bench-180cm"_s }));
    auto *skipped = field<QListWidget>(wizard, u"importSkipped"_s);
    QCOMPARE(skipped->count(), 3);
    QVERIFY(pressNext(wizard));
    auto *nonWeb = field<QCheckBox>(wizard, u"importDropNonWeb"_s);
    auto *tracking = field<QCheckBox>(wizard, u"importStripTracking"_s);
    QVERIFY(nonWeb->isVisible() && nonWeb->isChecked());
    QVERIFY2(nonWeb->text().contains(u"(2 found)"_s), qPrintable(nonWeb->text()));
    QVERIFY(tracking->isVisible() && tracking->isChecked());
    QVERIFY2(tracking->text().contains(u"2 URLs"_s), qPrintable(tracking->text()));
    // Untied, the trackers stay: the choice is the user's.
    tracking->setChecked(false);
    QVERIFY(pressNext(wizard));
    auto *merge = field<QRadioButton>(wizard, u"importTargetMerge"_s);
    QVERIFY2(merge->text().contains(server.url(u"/sitemap.xml"_s).toString()),
             qPrintable(merge->text()));
    QVERIFY(!merge->text().contains(u"untitled"_s));
    merge->setChecked(true);
    QVERIFY(pressFinish(wizard));
    const QStringList imported = locs(f.workspace().root());
    QCOMPARE(imported.size(), 4);
    QVERIFY(imported.contains(
        u"https://www.example-shop.com/en-gb/offers/winter-sale?utm_source=newsletter&utm_medium=email&utm_campaign=2026-12"_s));
    QVERIFY(!imported.join(u' ').contains(u"ftp:"_s));
}

QTEST_MAIN(TestImportWizard)
#include "tst_importwizard.moc"
