// The export wizard, driven through the real main window by object names, offscreen: open a
// sample sitemap, File → Export, limits that split it, the live preview against
// Exporter::plan(), a folder and base URL, gzip, the export itself, and the files on disk read
// back; the overwrite question, Cancel, remembered choices and the selection scope.
//
// With SITEMAP_STUDIO_SCREENSHOTS set to a folder, largeExportWithScreenshots() saves a picture of
// each page there (export-*.png, for packaging/screenshots/).

#include "clirun.h"
#include "document/editordocument.h"
#include "hostileinput.h"
#include "io/writing/exporter.h"
#include "io/loader.h"
#include "mainwindow.h"
#include "models/exportplanmodel.h"
#include "testpaths.h"
#include "wizards/exportwizard.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

// How long a wait for background work may take before it counts as a hang. Generous, since a
// loaded machine is slow but not wrong; a wait ends as soon as its condition holds.
constexpr int Patience = 60000;

// The sitemaps.org protocol's example: 5 URLs on www.example.com.
const QString Example = TestPaths::data(u"protocol-example.xml"_s);

// Writes `path`: 50,000 URLs, the protocol's most for one file, gzipped, as a travel site
// serves its hotel pages, each with an alternate link to its app and no hreflang. Made here
// rather than kept in tests/data: some 15 MB of XML, 0.9 MB gzipped.
bool writeLargeSitemap(const QString &path)
{
    const QByteArray hotels[] = { "Golden_Swan",  "Lakeside_Inn", "Old_Mill_Guesthouse",
                                  "Harbour_View", "Pine_Lodge",   "Station_Hotel",
                                  "Rose_Cottage", "Bridge_House", "Camping_by_the_Lake" };
    const QByteArray places[]
        = { "Upper_Dale_North_Riding",      "Westhaven_Coast_County",    "Lindenfeld_Middle_Region",
            "Saint_Aubin_Sur_Mer_Normandy", "Kirkby_Moor_Lake_District", "Valbella_Alpine_Valley" };
    QRandomGenerator random(63);
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset\n xmlns:xhtml=\"http://www.w3.org/1999/xhtml\"\n"
                     " xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < 50000; ++i) {
        const QByteArray geo = QByteArray::number(random.bounded(180000, 2000000));
        const QByteArray page = "-d" + QByteArray::number(1000000 + i * 97 + random.bounded(97))
            + "-Reviews-" + hotels[random.bounded(int(std::size(hotels)))] + '-'
            + places[random.bounded(int(std::size(places)))] + ".html";
        xml += "<url>\n  <loc>https://www.example.com/Hotel_Review-g" + geo + page
            + "</loc>\n  <xhtml:link rel=\"alternate\" href=\"android-app://com.example.travel/"
              "travel/Hotel_Review-g"
            + geo + "-m1" + page + "\"/>\n</url>\n";
    }
    xml += "</urlset>\n";
    QFile file(path);
    const QByteArray gzip = Testing::gzipWithSpaces(xml, 0, {});
    return !gzip.isEmpty() && file.open(QIODevice::WriteOnly) && file.write(gzip) == gzip.size();
}

// A shop's sitemap: the blog, the shop (more than one file at 3 URLs a file), the pages at the
// top, a folder with an accent and queries.
bool writeShop(const QString &path)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset "
                     "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    QStringList paths { u"/"_s, u"/about"_s };
    for (int i = 1; i <= 4; ++i)
        paths.append(u"/shop/linen-shirt-%1?colour=sand&size=m"_s.arg(i));
    for (int i = 1; i <= 2; ++i)
        paths.append(u"/blog/2026/11/how-to-wash-linen-part-%1"_s.arg(i));
    paths.append(u"/café/menu"_s);
    for (const QString &path : std::as_const(paths))
        xml += "<url><loc>"
            + QUrl(u"https://www.example.com"_s + path).toEncoded().replace("&", "&amp;")
            + "</loc></url>\n";
    xml += "</urlset>\n";
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(xml) == xml.size();
}

// A window whose prompt answers `answer` and counts, and the wizard File → Export opens.
struct Fixture
{
    MainWindow window;
    QMessageBox::StandardButton answer = QMessageBox::No;
    int prompts = 0;
    QString lastPrompt;

    Fixture()
    {
        window.setPrompt([this](QMessageBox::Icon, const QString &, const QString &text,
                                QMessageBox::StandardButtons) {
            ++prompts;
            lastPrompt = text;
            return answer;
        });
        window.show();
    }

    ExportWizard *openWizard()
    {
        window.findChild<QAction *>(u"actionExport"_s)->trigger();
        auto *wizard = window.findChild<ExportWizard *>(u"exportWizard"_s);
        if (wizard)
            new QAbstractItemModelTester(wizard->planModel(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest,
                                         wizard);
        return wizard;
    }
};

template<typename T> T *field(ExportWizard *wizard, const QString &name)
{
    T *child = wizard->findChild<T *>(name);
    if (!child)
        qWarning("no field %s", qPrintable(name));
    return child;
}

// Presses Next (or the commit page's Export) once the page allows it.
bool pressNext(ExportWizard *wizard)
{
    QAbstractButton *next = wizard->button(
        wizard->currentPage()->isCommitPage() ? QWizard::CommitButton : QWizard::NextButton);
    const int before = wizard->currentId();
    if (!QTest::qWaitFor([next] { return next->isEnabled() && next->isVisible(); }, Patience))
        return false;
    QTest::mouseClick(next, Qt::LeftButton);
    return wizard->currentId() != before;
}

void setText(ExportWizard *wizard, const QString &name, const QString &text)
{
    auto *edit = field<QLineEdit>(wizard, name);
    edit->selectAll();
    edit->setText(text);
}

// Saves a picture of the wizard for the documentation when SITEMAP_STUDIO_SCREENSHOTS is set.
void shoot(ExportWizard *wizard, const QString &name)
{
    const QString folder = qEnvironmentVariable("SITEMAP_STUDIO_SCREENSHOTS");
    if (folder.isEmpty())
        return;
    QVERIFY(wizard->grab().save(folder + u'/' + name + u".png"_s));
}

QStringList filesIn(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden,
                                  QDir::Name);
}

QStringList locs(const Sitemap &sitemap)
{
    QStringList list;
    for (const UrlEntry &entry : sitemap.entries)
        list.append(entry.loc());
    return list;
}

} // namespace

class TestExportWizard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void splitGzipAndRobotsLines();
    void secondRunAsksAndSettingsAreKept();
    void cancelLeavesNothing();
    void selectionScope();
    void planErrorsBlockNext();
    void emptyWorkspace();
    void splitBySection();
    void splitByPatterns();
    void largeExportWithScreenshots();
};

void TestExportWizard::initTestCase()
{
    // The documentation runs this test for its pictures while ctest may run it too.
    TestPaths::isolateSettings(u"Sitemap Studio Export Tests"_s);
    QCoreApplication::setApplicationName(u"tst_exportwizard"_s);
    QSettings().remove(u"export"_s);
    QVERIFY2(QFileInfo::exists(Example), qPrintable(u"missing test input "_s + Example));
}

void TestExportWizard::init()
{
    // Each test starts from the defaults; secondRunAsksAndSettingsAreKept() tests keeping them.
    QSettings().remove(u"export"_s);
}

void TestExportWizard::splitGzipAndRobotsLines()
{
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    ExportWizard *wizard = f.openWizard();
    QVERIFY(wizard);
    QVERIFY(wizard->isVisible());
    QCOMPARE(wizard->windowModality(), Qt::WindowModal);
    QCOMPARE(wizard->currentId(), int(ExportWizard::ScopePageId));
    QVERIFY(field<QRadioButton>(wizard, u"exportScopeAll"_s)->isChecked());
    QVERIFY(field<QRadioButton>(wizard, u"exportScopeAll"_s)->text().contains(u"5 URLs"_s));

    // Limits: two URLs per file split the five into three files.
    QVERIFY(pressNext(wizard));
    QCOMPARE(wizard->currentId(), int(ExportWizard::LimitsPageId));
    field<QSpinBox>(wizard, u"maxUrlsSpin"_s)->setValue(2);
    QVERIFY(!wizard->isPlanCurrent()); // debounced
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    const Exporter exporter(f.window.document()->workspace());
    const ExportPlan expected = exporter.plan(wizard->options());
    QVERIFY(expected.isWritable());
    QCOMPARE(expected.files.size(), 3);
    auto *preview = field<QTableView>(wizard, u"previewTable"_s);
    QAbstractItemModel *model = preview->model();
    QCOMPARE(model->rowCount(), 4); // three files and the index
    for (int row = 0; row < 3; ++row) {
        const ExportFile &file = expected.files.at(row);
        QCOMPARE(model->index(row, ExportPlanModel::Name).data().toString(), file.name);
        QCOMPARE(model->index(row, ExportPlanModel::Urls).data(ExportPlanModel::ValueRole),
                 QVariant(qint64(file.urlCount())));
        QCOMPARE(model->index(row, ExportPlanModel::Bytes).data(ExportPlanModel::ValueRole),
                 QVariant(file.bytes));
        const qint64 gzip = model->index(row, ExportPlanModel::GzipEstimate)
                                .data(ExportPlanModel::ValueRole)
                                .toLongLong();
        QVERIFY(gzip > 0);
    }
    QCOMPARE(model->index(3, ExportPlanModel::Name).data().toString(), u"sitemap_index.xml"_s);
    QVERIFY(model->index(3, 0).data(ExportPlanModel::IsIndexRole).toBool());
    QCOMPARE(model->index(3, ExportPlanModel::Bytes).data(ExportPlanModel::ValueRole),
             QVariant(expected.indexBytes));
    QVERIFY(field<QLabel>(wizard, u"planSummary"_s)->text().startsWith(u"3 files, 5 URLs"_s));
    QVERIFY(field<QLabel>(wizard, u"planProblems"_s)->isHidden());

    // Publish location: the base URL is the majority host's, assumed; the folder is chosen.
    QVERIFY(pressNext(wizard));
    QCOMPARE(field<QLineEdit>(wizard, u"baseUrlEdit"_s)->text(), u"http://www.example.com/"_s);
    const QString out = temp.filePath(u"out"_s);
    setText(wizard, u"targetEdit"_s, out);
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    QVERIFY(field<QLabel>(wizard, u"scopeFindings"_s)->text().startsWith(u"Every URL"_s));
    // Another host: the URLs are reported, the export is still allowed.
    setText(wizard, u"baseUrlEdit"_s, u"https://other.example/maps/"_s);
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    QVERIFY(field<QLabel>(wizard, u"scopeFindings"_s)->text().startsWith(u"5 URLs lie outside"_s));
    QVERIFY(wizard->button(QWizard::NextButton)->isEnabled());
    setText(wizard, u"baseUrlEdit"_s, u"not a url"_s);
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
    setText(wizard, u"baseUrlEdit"_s, u"http://www.example.com/"_s);

    // Options: gzip, then Export.
    QVERIFY(pressNext(wizard));
    QCOMPARE(wizard->currentId(), int(ExportWizard::OptionsPageId));
    field<QCheckBox>(wizard, u"gzipCheck"_s)->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    QCOMPARE(model->index(0, ExportPlanModel::Name).data().toString(), u"sitemap-1.xml.gz"_s);
    QVERIFY(pressNext(wizard));
    QTRY_COMPARE_WITH_TIMEOUT(wizard->currentId(), int(ExportWizard::ResultPageId), Patience);
    QCOMPARE(f.prompts, 0); // nothing was in the way
    QVERIFY2(wizard->result().ok(), qPrintable(wizard->result().error));

    // On disk: three gzipped sitemaps and the index, nothing else.
    const QStringList names { u"sitemap-1.xml.gz"_s, u"sitemap-2.xml.gz"_s, u"sitemap-3.xml.gz"_s,
                              u"sitemap_index.xml"_s };
    QCOMPARE(filesIn(out), names);
    const Sitemap &source = f.window.document()->workspace().root();
    QStringList exported;
    const QString gzip = QStandardPaths::findExecutable(u"gzip"_s);
    for (int i = 0; i < 3; ++i) {
        const QString path = QDir(out).filePath(names.at(i));
        if (!gzip.isEmpty())
            QCOMPARE(QProcess::execute(gzip, { u"-t"_s, path }), 0);
        const Workspace read = Loader::open(path);
        QVERIFY(!read.isEmpty());
        QCOMPARE(read.root().source.compression, Compression::Gzip);
        QCOMPARE(read.root().entries.size(), i < 2 ? 2 : 1);
        exported += locs(read.root());
    }
    QCOMPARE(exported, locs(source));
    const Workspace index = Loader::open(QDir(out).filePath(u"sitemap_index.xml"_s));
    QVERIFY(index.root().isIndex());
    QCOMPARE(locs(index.root()),
             QStringList({ u"http://www.example.com/sitemap-1.xml.gz"_s,
                           u"http://www.example.com/sitemap-2.xml.gz"_s,
                           u"http://www.example.com/sitemap-3.xml.gz"_s }));
    QCOMPARE(index.childrenLoaded(), 3);

    // The result page: summary, robots.txt lines, copy, files, open folder.
    const QString robots = u"Sitemap: http://www.example.com/sitemap_index.xml"_s;
    QCOMPARE(field<QPlainTextEdit>(wizard, u"robotsText"_s)->toPlainText(), robots);
    QCOMPARE(wizard->result().robotsLines, QStringList { robots });
    QVERIFY(field<QLabel>(wizard, u"resultSummary"_s)->text().contains(u"5 URLs"_s));
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(field<QPushButton>(wizard, u"copyRobotsButton"_s), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), robots + u'\n');
    auto *list = field<QListWidget>(wizard, u"resultFileList"_s);
    QCOMPARE(list->count(), 4);
    for (int i = 0; i < 4; ++i) {
        const QString path = QDir(out).filePath(names.at(i));
        QVERIFY(list->item(i)->text().startsWith(names.at(i) + u" — "_s));
        QVERIFY(list->item(i)->text().contains(
            u"%1 bytes"_s.arg(QLocale().toString(QFileInfo(path).size()))));
        QCOMPARE(list->item(i)->toolTip(), QDir::toNativeSeparators(path));
    }
    QList<QUrl> opened;
    wizard->setUrlOpener([&opened](const QUrl &url) {
        opened.append(url);
        return true;
    });
    QTest::mouseClick(field<QPushButton>(wizard, u"openFolderButton"_s), Qt::LeftButton);
    QCOMPARE(opened, QList<QUrl> { QUrl::fromLocalFile(QFileInfo(out).absoluteFilePath()) });
    QTest::mouseClick(wizard->button(QWizard::FinishButton), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!f.window.findChild<ExportWizard *>(u"exportWizard"_s), Patience);
}

void TestExportWizard::secondRunAsksAndSettingsAreKept()
{
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    const QString document = temp.filePath(u"site.xml"_s);
    QVERIFY(QFile::copy(Example, document));
    const QString out = temp.filePath(u"out"_s);
    QByteArray firstIndex;
    {
        Fixture f;
        QVERIFY(f.window.openFile(document));
        ExportWizard *wizard = f.openWizard();
        // Untouched settings: the default target sits beside the document.
        QCOMPARE(QDir::fromNativeSeparators(field<QLineEdit>(wizard, u"targetEdit"_s)->text()),
                 temp.filePath(u"site-export"_s));
        QVERIFY(pressNext(wizard));
        field<QSpinBox>(wizard, u"maxUrlsSpin"_s)->setValue(3);
        setText(wizard, u"patternEdit"_s, u"part-{n:2}.xml"_s);
        QVERIFY(pressNext(wizard));
        setText(wizard, u"targetEdit"_s, out);
        QVERIFY(pressNext(wizard));
        field<QRadioButton>(wizard, u"prettyRadio"_s)->setChecked(true);
        QVERIFY(pressNext(wizard));
        QTRY_COMPARE_WITH_TIMEOUT(wizard->currentId(), int(ExportWizard::ResultPageId), Patience);
        QVERIFY(wizard->result().ok());
        QCOMPARE(filesIn(out),
                 QStringList({ u"part-01.xml"_s, u"part-02.xml"_s, u"sitemap_index.xml"_s }));
        QFile index(QDir(out).filePath(u"sitemap_index.xml"_s));
        QVERIFY(index.open(QIODevice::ReadOnly));
        firstIndex = index.readAll();
        QVERIFY(firstIndex.contains("\n  <sitemap>")); // pretty
        wizard->accept();
    }

    // A new window, the same document: the choices come back.
    Fixture f;
    QVERIFY(f.window.openFile(document));
    ExportWizard *wizard = f.openWizard();
    QCOMPARE(field<QSpinBox>(wizard, u"maxUrlsSpin"_s)->value(), 3);
    QCOMPARE(field<QLineEdit>(wizard, u"patternEdit"_s)->text(), u"part-{n:2}.xml"_s);
    QCOMPARE(QDir::fromNativeSeparators(field<QLineEdit>(wizard, u"targetEdit"_s)->text()), out);
    QVERIFY(field<QRadioButton>(wizard, u"prettyRadio"_s)->isChecked());
    QVERIFY(!field<QCheckBox>(wizard, u"gzipCheck"_s)->isChecked());
    QCOMPARE(field<QComboBox>(wizard, u"maxBytesCombo"_s)->currentIndex(), 0);
    QCOMPARE(wizard->options().maxUrls, 3);
    // Kept under the document's own key only.
    QVERIFY(QSettings().childGroups().contains(u"export"_s));
    QCOMPARE(QSettings().value(ExportWizard::settingsGroup(document) + u"/maxUrls"_s).toInt(), 3);

    // Compact this time, into the same folder: asked first; No leaves the files alone.
    for (int page = 0; page < 3; ++page)
        QVERIFY(pressNext(wizard));
    field<QRadioButton>(wizard, u"compactRadio"_s)->setChecked(true);
    f.answer = QMessageBox::No;
    QVERIFY(!pressNext(wizard));
    QCOMPARE(f.prompts, 1);
    QVERIFY(f.lastPrompt.contains(u"part-01.xml"_s));
    QCOMPARE(wizard->currentId(), int(ExportWizard::OptionsPageId));
    QFile index(QDir(out).filePath(u"sitemap_index.xml"_s));
    QVERIFY(index.open(QIODevice::ReadOnly));
    QCOMPARE(index.readAll(), firstIndex);
    index.close();
    // Yes replaces them.
    f.answer = QMessageBox::Yes;
    QVERIFY(pressNext(wizard));
    QCOMPARE(f.prompts, 2);
    QTRY_COMPARE_WITH_TIMEOUT(wizard->currentId(), int(ExportWizard::ResultPageId), Patience);
    QVERIFY2(wizard->result().ok(), qPrintable(wizard->result().error));
    QVERIFY(index.open(QIODevice::ReadOnly));
    const QByteArray second = index.readAll();
    QVERIFY(second != firstIndex);
    QVERIFY(!second.contains("\n  <sitemap>")); // compact
    QCOMPARE(filesIn(out),
             QStringList({ u"part-01.xml"_s, u"part-02.xml"_s, u"sitemap_index.xml"_s }));
}

void TestExportWizard::cancelLeavesNothing()
{
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    // 200,000 URLs made in memory: an export long enough that Cancel comes while it runs.
    constexpr int Urls = 200000;
    ExportSource source;
    Sitemap sitemap;
    sitemap.entries.reserve(Urls);
    for (int i = 0; i < Urls; ++i)
        sitemap.entries.append(UrlEntry(u"https://example.com/products/item-%1.html"_s.arg(i)));
    source.workspace.sitemaps.append(sitemap);
    source.suggestedBaseUrl = u"https://example.com/"_s;
    ExportWizard wizard(std::move(source));
    new QAbstractItemModelTester(wizard.planModel(),
                                 QAbstractItemModelTester::FailureReportingMode::QtTest, &wizard);
    wizard.show();
    QVERIFY(field<QRadioButton>(&wizard, u"exportScopeAll"_s)->text().contains(u"200,000"_s)
            || field<QRadioButton>(&wizard, u"exportScopeAll"_s)->text().contains(u"200000"_s));
    QVERIFY(!field<QRadioButton>(&wizard, u"exportScopeSelection"_s)->isEnabled());
    QVERIFY(!field<QRadioButton>(&wizard, u"exportScopeShown"_s)->isEnabled());
    QVERIFY(pressNext(&wizard));
    field<QSpinBox>(&wizard, u"maxUrlsSpin"_s)->setValue(1000);
    QVERIFY(pressNext(&wizard));
    const QString out = temp.filePath(u"out"_s);
    setText(&wizard, u"targetEdit"_s, out);
    QVERIFY(pressNext(&wizard));
    field<QCheckBox>(&wizard, u"gzipCheck"_s)->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(wizard.isPlanCurrent(), Patience);
    QCOMPARE(wizard.plan().files.size(), 200);
    // Cancel as soon as the progress page has started the export.
    auto *cancel = field<QPushButton>(&wizard, u"exportCancelButton"_s);
    bool wasWriting = false;
    connect(&wizard, &QWizard::currentIdChanged, cancel, [&](int id) {
        if (id != ExportWizard::ProgressPageId)
            return;
        wasWriting = wizard.isWriting();
        cancel->click();
    });
    QVERIFY(pressNext(&wizard));
    QVERIFY(wasWriting);
    QTRY_COMPARE_WITH_TIMEOUT(wizard.currentId(), int(ExportWizard::ResultPageId), Patience);
    const ExportResult &result = wizard.result();
    QCOMPARE(result.status, ExportResult::Status::Cancelled);
    QVERIFY(result.written.isEmpty());
    QCOMPARE(result.notWritten.size(), 201);
    QVERIFY(field<QLabel>(&wizard, u"resultSummary"_s)->text().contains(u"cancelled"_s));
    QVERIFY(field<QPlainTextEdit>(&wizard, u"robotsText"_s)->isHidden());
    // No folder, no staging folder, no file.
    QCOMPARE(filesIn(temp.path()), QStringList());
}

void TestExportWizard::selectionScope()
{
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    auto *table = f.window.findChild<QTableView *>(u"entryTable"_s);
    table->selectionModel()->select(
        QItemSelection(table->model()->index(1, 0), table->model()->index(3, 0)),
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    ExportWizard *wizard = f.openWizard();
    auto *selection = field<QRadioButton>(wizard, u"exportScopeSelection"_s);
    QVERIFY(selection->isEnabled());
    QVERIFY(selection->text().contains(u"3 URLs"_s));
    selection->setChecked(true);
    QCOMPARE(wizard->scope(), ExportWizard::Scope::Selection);
    QVERIFY(pressNext(wizard));
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    QCOMPARE(wizard->plan().urlCount(), 3);
    QVERIFY(pressNext(wizard));
    setText(wizard, u"targetEdit"_s, temp.filePath(u"out"_s));
    QVERIFY(pressNext(wizard));
    field<QCheckBox>(wizard, u"indexCheck"_s)->setChecked(false);
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    QVERIFY(!field<QLineEdit>(wizard, u"indexNameEdit"_s)->isEnabled());
    QVERIFY(pressNext(wizard));
    QTRY_COMPARE_WITH_TIMEOUT(wizard->currentId(), int(ExportWizard::ResultPageId), Patience);
    QVERIFY(wizard->result().ok());
    QCOMPARE(filesIn(temp.filePath(u"out"_s)), QStringList { u"sitemap-1.xml"_s });
    // Without an index, robots.txt lists the file itself.
    QCOMPARE(field<QPlainTextEdit>(wizard, u"robotsText"_s)->toPlainText(),
             u"Sitemap: http://www.example.com/sitemap-1.xml"_s);
    const Workspace read = Loader::open(temp.filePath(u"out/sitemap-1.xml"_s));
    const Sitemap &source = f.window.document()->workspace().root();
    QCOMPARE(locs(read.root()), locs(source).mid(1, 3));
    wizard->accept();

    // The filter's two rows; nothing selected, so that scope is off.
    f.window.findChild<QLineEdit *>(u"filterEdit"_s)->setText(u"vacation_new"_s);
    table->clearSelection();
    wizard = f.openWizard();
    QVERIFY(!field<QRadioButton>(wizard, u"exportScopeSelection"_s)->isEnabled());
    auto *shown = field<QRadioButton>(wizard, u"exportScopeShown"_s);
    QVERIFY(shown->text().contains(u"2 URLs"_s));
    shown->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    QCOMPARE(wizard->plan().urlCount(), 2);
    QCOMPARE(wizard->chosenEntries(), f.window.shownEntries());
}

void TestExportWizard::planErrorsBlockNext()
{
    Fixture f;
    QVERIFY(f.window.openFile(Example));
    ExportWizard *wizard = f.openWizard();
    QVERIFY(pressNext(wizard));
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    QVERIFY(wizard->button(QWizard::NextButton)->isEnabled());
    // Five files need {n} in the name.
    field<QSpinBox>(wizard, u"maxUrlsSpin"_s)->setValue(1);
    setText(wizard, u"patternEdit"_s, u"fixed.xml"_s);
    QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled()); // until planned
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    QVERIFY(!wizard->plan().isWritable());
    QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
    auto *problems = field<QLabel>(wizard, u"planProblems"_s);
    QVERIFY(!problems->isHidden());
    QVERIFY(problems->text().contains(u"{n}"_s));
    shoot(wizard, u"export-limits-errors"_s);
    // A custom size too small for one entry.
    setText(wizard, u"patternEdit"_s, u"s-{n}.xml"_s);
    auto *bytes = field<QComboBox>(wizard, u"maxBytesCombo"_s);
    bytes->setCurrentIndex(bytes->count() - 1);
    QVERIFY(field<QSpinBox>(wizard, u"maxBytesSpin"_s)->isEnabled());
    field<QSpinBox>(wizard, u"maxBytesSpin"_s)->setValue(200);
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    QVERIFY(!wizard->plan().isWritable());
    QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
    field<QSpinBox>(wizard, u"maxBytesSpin"_s)->setValue(100000);
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    QCOMPARE(wizard->plan().files.size(), 5);
    QVERIFY(wizard->button(QWizard::NextButton)->isEnabled());
    // Labels lead to their fields, every field has a name.
    for (QLabel *label : wizard->findChildren<QLabel *>())
        if (label->text().contains(u'&'))
            QVERIFY2(label->buddy(), qPrintable(label->text()));
    for (QWidget *input : wizard->findChildren<QWidget *>()) {
        const bool isField = qobject_cast<QLineEdit *>(input) || qobject_cast<QSpinBox *>(input)
            || qobject_cast<QComboBox *>(input) || qobject_cast<QCheckBox *>(input)
            || qobject_cast<QRadioButton *>(input) || qobject_cast<QPushButton *>(input)
            || qobject_cast<QTableView *>(input) || qobject_cast<QPlainTextEdit *>(input)
            || qobject_cast<QListWidget *>(input);
        if (!isField || qobject_cast<QAbstractSpinBox *>(input->parentWidget())
            || qobject_cast<QComboBox *>(input->parentWidget()))
            continue; // a spin box's or a combo box's own line edit
        if (input->objectName().startsWith(u"__qt__"_s)) // the wizard's own buttons
            continue;
        QVERIFY2(!input->objectName().isEmpty(), input->metaObject()->className());
    }
}

void TestExportWizard::emptyWorkspace()
{
    Fixture f;
    ExportWizard *wizard = f.openWizard();
    QVERIFY(wizard);
    for (const QString &name :
         { u"exportScopeAll"_s, u"exportScopeSelection"_s, u"exportScopeShown"_s })
        QVERIFY(!field<QRadioButton>(wizard, name)->isEnabled());
    QVERIFY(field<QLabel>(wizard, u"exportScopeEmpty"_s)->isVisible());
    QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
    shoot(wizard, u"export-empty"_s);
}

// Split by folder: files of their own for each section, named by it, the same bytes as
// `export --group-by folder` writes; every URL in one file; the choice kept for the next time.
void TestExportWizard::splitBySection()
{
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    const QString source = temp.filePath(u"shop.xml"_s);
    QVERIFY(writeShop(source));

    Fixture f;
    QVERIFY(f.window.openFile(source));
    ExportWizard *wizard = f.openWizard();
    QVERIFY(wizard);
    QVERIFY(pressNext(wizard));
    QCOMPARE(wizard->currentId(), int(ExportWizard::LimitsPageId));
    field<QSpinBox>(wizard, u"maxUrlsSpin"_s)->setValue(3);
    auto *split = field<QComboBox>(wizard, u"splitByCombo"_s);
    QCOMPARE(split->currentData().toString(), QString()); // size only, as before
    split->setCurrentIndex(split->findData(u"folder:1"_s));
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    QStringList planned;
    QAbstractItemModel *model = field<QTableView>(wizard, u"previewTable"_s)->model();
    for (int row = 0; row < model->rowCount(); ++row)
        planned.append(model->index(row, ExportPlanModel::Name).data().toString());
    const QStringList expected { u"sitemap-root.xml"_s, u"sitemap-shop-1.xml"_s,
                                 u"sitemap-shop-2.xml"_s, u"sitemap-blog.xml"_s,
                                 u"sitemap-cafe.xml"_s, u"sitemap_index.xml"_s };
    QCOMPARE(planned, expected);
    shoot(wizard, u"export-split-by"_s);

    QVERIFY(pressNext(wizard));
    const QString out = temp.filePath(u"out"_s);
    setText(wizard, u"targetEdit"_s, out);
    QVERIFY(pressNext(wizard));
    QVERIFY(pressNext(wizard));
    QTRY_COMPARE_WITH_TIMEOUT(wizard->currentId(), int(ExportWizard::ResultPageId), Patience);
    QVERIFY2(wizard->result().ok(), qPrintable(wizard->result().error));
    QStringList sorted = expected;
    sorted.sort();
    QCOMPARE(filesIn(out), sorted);

    // Each URL in exactly one file, each file holding one section.
    QStringList exported;
    for (const QString &name : expected.mid(0, 5)) {
        const Workspace read = Loader::open(QDir(out).filePath(name));
        QVERIFY(!read.isEmpty());
        for (const QString &loc : locs(read.root())) {
            const QString first = QUrl(loc).path().section(u'/', 1, 1);
            if (name.startsWith(u"sitemap-shop"_s))
                QCOMPARE(first, u"shop"_s);
            else if (name == u"sitemap-blog.xml"_s)
                QCOMPARE(first, u"blog"_s);
            exported.append(loc);
        }
    }
    QStringList all = locs(f.window.document()->workspace().root());
    all.sort();
    exported.sort();
    QCOMPARE(exported, all);

    // The same bytes as the command line writes with the same choices.
    const QString cliOut = temp.filePath(u"cli"_s);
    const CliRun run = runCli(
        { u"export"_s, source, u"--out"_s, cliOut, u"--max-urls"_s, u"3"_s, u"--group-by"_s,
          u"folder"_s, u"--base-url"_s, field<QLineEdit>(wizard, u"baseUrlEdit"_s)->text() });
    QVERIFY2(run.exitCode == 0, qPrintable(QString::fromUtf8(run.err)));
    QCOMPARE(filesIn(cliOut), sorted);
    for (const QString &name : expected) {
        QFile gui(QDir(out).filePath(name)), cli(QDir(cliOut).filePath(name));
        QVERIFY(gui.open(QIODevice::ReadOnly) && cli.open(QIODevice::ReadOnly));
        QVERIFY2(gui.readAll() == cli.readAll(), qPrintable(name));
    }
    QTest::mouseClick(wizard->button(QWizard::FinishButton), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!f.window.findChild<ExportWizard *>(u"exportWizard"_s), Patience);

    // Kept for the next export of this document.
    wizard = f.openWizard();
    QVERIFY(wizard);
    QCOMPARE(field<QComboBox>(wizard, u"splitByCombo"_s)->currentData().toString(),
             u"folder:1"_s);
    QTest::mouseClick(wizard->button(QWizard::CancelButton), Qt::LeftButton);
}

// Split by patterns from a file: the file's errors said on the page with its line, Next held
// back; then the sections it names, the same bytes as `export --group-by pattern:FILE`.
void TestExportWizard::splitByPatterns()
{
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    const QString source = temp.filePath(u"shop.xml"_s);
    QVERIFY(writeShop(source));
    const QString rules = temp.filePath(u"rules.txt"_s);
    auto writeRules = [&rules](const QByteArray &text) {
        QFile file(rules);
        return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
    };
    QVERIFY(writeRules("# sections of the shop\nshirts /shop/linen-shirt-[12]\\?\nbroken /blog/(\n"));

    Fixture f;
    QVERIFY(f.window.openFile(source));
    ExportWizard *wizard = f.openWizard();
    QVERIFY(wizard);
    QVERIFY(pressNext(wizard));
    auto *split = field<QComboBox>(wizard, u"splitByCombo"_s);
    QVERIFY(!field<QLineEdit>(wizard, u"patternFileEdit"_s)->isVisible());
    split->setCurrentIndex(split->findData(u"pattern"_s));
    QVERIFY(field<QLineEdit>(wizard, u"patternFileEdit"_s)->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    auto *problems = field<QLabel>(wizard, u"planProblems"_s);
    QVERIFY2(problems->text().contains(u"choose the file"_s), qPrintable(problems->text()));
    QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());

    setText(wizard, u"patternFileEdit"_s, QDir::toNativeSeparators(rules));
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    QVERIFY2(problems->text().contains(u"rules.txt:3:"_s)
                 && problems->text().contains(u"not a valid regular expression"_s),
             qPrintable(problems->text()));
    QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());

    QVERIFY(writeRules("# sections of the shop\nshirts /shop/linen-shirt-[12]\\?\nblog /blog/\n"));
    setText(wizard, u"patternFileEdit"_s, QDir::toNativeSeparators(rules) + u' ');
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    QVERIFY2(problems->isHidden(), qPrintable(problems->text()));
    QStringList planned;
    QAbstractItemModel *model = field<QTableView>(wizard, u"previewTable"_s)->model();
    for (int row = 0; row < model->rowCount(); ++row)
        planned.append(model->index(row, ExportPlanModel::Name).data().toString());
    const QStringList expected { u"sitemap-other.xml"_s, u"sitemap-shirts.xml"_s,
                                 u"sitemap-blog.xml"_s, u"sitemap_index.xml"_s };
    QCOMPARE(planned, expected);

    QVERIFY(pressNext(wizard));
    const QString out = temp.filePath(u"out"_s);
    setText(wizard, u"targetEdit"_s, out);
    QVERIFY(pressNext(wizard));
    QVERIFY(pressNext(wizard));
    QTRY_COMPARE_WITH_TIMEOUT(wizard->currentId(), int(ExportWizard::ResultPageId), Patience);
    QVERIFY2(wizard->result().ok(), qPrintable(wizard->result().error));
    const CliRun run = runCli({ u"export"_s, source, u"--out"_s, temp.filePath(u"cli"_s),
                                u"--group-by"_s, u"pattern:"_s + rules, u"--base-url"_s,
                                field<QLineEdit>(wizard, u"baseUrlEdit"_s)->text() });
    QVERIFY2(run.exitCode == 0, qPrintable(QString::fromUtf8(run.err)));
    QStringList sorted = expected;
    sorted.sort();
    QCOMPARE(filesIn(out), sorted);
    QCOMPARE(filesIn(temp.filePath(u"cli"_s)), sorted);
    for (const QString &name : expected) {
        QFile gui(QDir(out).filePath(name)), cli(QDir(temp.filePath(u"cli"_s)).filePath(name));
        QVERIFY(gui.open(QIODevice::ReadOnly) && cli.open(QIODevice::ReadOnly));
        QVERIFY2(gui.readAll() == cli.readAll(), qPrintable(name));
    }
    QTest::mouseClick(wizard->button(QWizard::FinishButton), Qt::LeftButton);
}

void TestExportWizard::largeExportWithScreenshots()
{
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    const QString large = temp.filePath(u"hotels.xml.gz"_s);
    QVERIFY(writeLargeSitemap(large));
    Fixture f;
    f.window.resize(1280, 800);
    QVERIFY2(f.window.openFile(large), qPrintable(f.lastPrompt));
    ExportWizard *wizard = f.openWizard();
    shoot(wizard, u"export-1-scope"_s);
    QVERIFY(pressNext(wizard));
    field<QSpinBox>(wizard, u"maxUrlsSpin"_s)->setValue(12000);
    setText(wizard, u"patternEdit"_s, u"sitemap-{n:3}.xml"_s);
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    QCOMPARE(wizard->plan().files.size(), 5);
    shoot(wizard, u"export-2-limits"_s);
    QVERIFY(pressNext(wizard));
    setText(wizard, u"baseUrlEdit"_s, u"https://www.example.com/"_s);
    setText(wizard, u"targetEdit"_s, temp.filePath(u"hotel-sitemaps"_s));
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    shoot(wizard, u"export-3-location"_s);
    QVERIFY(pressNext(wizard));
    field<QCheckBox>(wizard, u"gzipCheck"_s)->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(wizard->isPlanCurrent(), Patience);
    shoot(wizard, u"export-4-options"_s);
    QVERIFY(pressNext(wizard));
    shoot(wizard, u"export-5-progress"_s);
    QTRY_COMPARE_WITH_TIMEOUT(wizard->currentId(), int(ExportWizard::ResultPageId), Patience);
    QVERIFY(wizard->result().ok());
    QCOMPARE(wizard->result().urls, 50000);
    QVERIFY(wizard->result().storedBytes < wizard->result().uncompressedBytes);
    // The gzip estimates of the preview come within 10% of the files written.
    QAbstractItemModel *model = field<QTableView>(wizard, u"previewTable"_s)->model();
    for (int row = 0; row < 5; ++row) {
        const QString name = model->index(row, ExportPlanModel::Name).data().toString();
        const qint64 estimate = model->index(row, ExportPlanModel::GzipEstimate)
                                    .data(ExportPlanModel::ValueRole)
                                    .toLongLong();
        const qint64 actual = QFileInfo(temp.filePath(u"hotel-sitemaps/"_s + name)).size();
        QVERIFY2(qAbs(estimate - actual) * 10 < actual,
                 qPrintable(u"%1: estimated %2, written %3"_s.arg(name).arg(estimate).arg(actual)));
    }
    shoot(wizard, u"export-6-result"_s);
}

QTEST_MAIN(TestExportWizard)
#include "tst_exportwizard.moc"
