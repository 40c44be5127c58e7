// File → Export Report from the real window, offscreen, with a sample sitemap open: the save
// dialog is answered as a user would (a file name, the HTML or the PDF filter); the HTML
// parses back and names every rule the window's checker found; the PDF is a PDF with pages and
// the charts as images; a failed export says why. The page preview is drawn, and with
// SITEMAP_STUDIO_SCREENSHOTS set saved there as report.png for the documentation.

#include "document/editordocument.h"
#include "document/reportexport.h"
#include "mainwindow.h"
#include "models/diffmodel.h"
#include "review/report.h"
#include "testpaths.h"
#include "widgets/comparedock.h"
#include "xmltree.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// 7 URLs with images, videos, news and alternates, every value carrying escaped & > < ' ":
// errors, warnings and notices of many rules.
const QString Sample = TestPaths::data(u"urlset-escaped-every-extension.xml"_s);
const QString SampleName = QFileInfo(Sample).fileName();

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A window with a prompt that records what it was asked.
struct Fixture
{
    MainWindow window;
    QStringList prompts;

    Fixture()
    {
        window.setPrompt([this](QMessageBox::Icon, const QString &, const QString &text,
                                QMessageBox::StandardButtons) {
            prompts.append(text);
            return QMessageBox::Ok;
        });
        window.show();
    }

    QSet<QString> rules() const
    {
        QSet<QString> ids;
        for (const Finding &f : window.document()->checker().findings())
            ids.insert(QString(f.ruleId));
        return ids;
    }
};

// Triggers File → Export Report and answers its save dialog with `fileName` under the filter
// whose text starts with `filter`. Returns whether the dialog was seen.
bool exportThroughDialog(MainWindow &window, const QString &fileName, const QString &filter)
{
    bool seen = false;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, &poll, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll.stop();
        seen = true;
        for (const QString &name : dialog->nameFilters())
            if (name.startsWith(filter))
                dialog->selectNameFilter(name);
        // selectFile() leaves the name field alone while it has the keyboard focus, which it
        // may or may not have yet when this runs: the folder and the name are set directly.
        dialog->setDirectory(QFileInfo(fileName).absolutePath());
        auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s);
        if (name)
            name->setText(QFileInfo(fileName).fileName());
        else
            dialog->selectFile(fileName);
        static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept(), as OK does
    });
    poll.start();
    QAction *action = window.findChild<QAction *>(u"actionExportReport"_s);
    if (!action)
        return false;
    action->trigger();
    return seen;
}

} // namespace

class TestReportExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void html();
    void pdf();
    void failureIsShown();
    void withComparison();
    void pagePreview();
};

void TestReportExport::initTestCase()
{
    QVERIFY2(QFileInfo::exists(Sample), qPrintable(u"missing test input "_s + Sample));
}

void TestReportExport::html()
{
    Fixture f;
    QVERIFY(f.window.openFile(Sample));
    const QSet<QString> rules = f.rules();
    QVERIFY(rules.size() >= 5);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"review.html"_s);
    QVERIFY(exportThroughDialog(f.window, path, u"HTML"_s));
    QVERIFY2(f.prompts.isEmpty(), qPrintable(f.prompts.join(u'\n')));
    QVERIFY(QFileInfo::exists(path));

    QString error;
    const XmlNode root = parseXmlTree(readFile(path), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSet<QString> named;
    for (const XmlNode *div : root.findAll(
             [](const XmlNode &node) { return node.name == u"div" && node.hasClass(u"rule"_s); }))
        named.insert(div->attribute(u"id"_s).mid(5));
    QCOMPARE(named, rules);
    QVERIFY(root.findAll(u"h1"_s).first()->text().contains(SampleName));
    // The HTML keeps its charts inline: one file to hand over.
    QVERIFY(!root.findAll(u"svg"_s).isEmpty());
    QVERIFY(root.findAll(u"img"_s).isEmpty());
    QVERIFY(!root.byId(u"changes"_s)); // nothing compared
}

void TestReportExport::pdf()
{
    Fixture f;
    QVERIFY(f.window.openFile(Sample));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // The PDF filter and a name without suffix: the filter's suffix is added.
    QVERIFY(exportThroughDialog(f.window, dir.filePath(u"review"_s), u"PDF"_s));
    QVERIFY2(f.prompts.isEmpty(), qPrintable(f.prompts.join(u'\n')));
    const QString path = dir.filePath(u"review.pdf"_s);
    QVERIFY(QFileInfo::exists(path));
    const QByteArray pdf = readFile(path);
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY2(pdf.size() > 20 * 1024, QByteArray::number(pdf.size()).constData());
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    // Page objects ("/Type /Page", not the "/Pages" tree) and the page tree's count agree.
    const qsizetype pages
        = QString::fromLatin1(pdf).count(QRegularExpression(u"/Type\\s*/Page(?!s)"_s));
    QVERIFY(pages >= 1);
    const QRegularExpressionMatch count
        = QRegularExpression(u"/Type\\s*/Pages\\s*/Kids\\s*\\[[^\\]]*\\]\\s*/Count\\s+(\\d+)"_s)
              .match(QString::fromLatin1(pdf));
    if (count.hasMatch())
        QCOMPARE(count.captured(1).toLongLong(), pages);
    // The charts are in it as images, one each.
    ReviewReport report(f.window.document()->workspace(),
                        f.window.document()->checker().findings());
    const qsizetype images
        = QString::fromLatin1(pdf).count(QRegularExpression(u"/Subtype\\s*/Image"_s));
    QVERIFY2(images >= report.charts().size(),
             qPrintable(u"%1 images for %2 charts"_s.arg(images).arg(report.charts().size())));
}

void TestReportExport::failureIsShown()
{
    Fixture f;
    QVERIFY(f.window.openFile(Sample));
    // /proc takes no new files, whoever runs the test.
    const QString path = u"/proc/sitemap-studio-review.pdf"_s;
    QVERIFY(!f.window.exportReport(path));
    QCOMPARE(f.prompts.size(), 1);
    QVERIFY2(f.prompts.first().contains(path), qPrintable(f.prompts.first()));
    QVERIFY(!QFileInfo::exists(path));
}

void TestReportExport::withComparison()
{
    Fixture f;
    QVERIFY(f.window.openFile(Sample));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // The older version: one of the file's seven URLs, without its fields, and one that went.
    const QString old = dir.filePath(u"old.xml"_s);
    {
        QFile file(old);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                   "<url><loc>https://media.example.net/episode/porch-repair-live</loc></url>\n"
                   "<url><loc>https://example.com/gone</loc></url>\n</urlset>\n");
    }
    auto *compare = f.window.findChild<CompareDock *>();
    QVERIFY(compare);
    QVERIFY(compare->compareWithFile(old));
    const SitemapDiff &diff = compare->comparison()->diff;
    QCOMPARE(diff.added(), 6);
    QCOMPARE(diff.removed(), 1);
    QCOMPARE(diff.changed(), 1);

    const QString path = dir.filePath(u"review.html"_s);
    QVERIFY(f.window.exportReport(path));
    QString error;
    const XmlNode root = parseXmlTree(readFile(path), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const XmlNode *changes = root.byId(u"changes"_s);
    QVERIFY(changes);
    QVERIFY2(changes->text().contains(compare->comparison()->olderName),
             qPrintable(changes->text()));
    QStringList listed;
    for (const XmlNode *table : root.findAll([](const XmlNode &node) {
             return node.name == u"table" && node.hasClass(u"changes"_s);
         }))
        for (const XmlNode *td : table->findAll(u"td"_s))
            listed.append(td->text());
    QVERIFY(listed.contains(u"https://example.com/gone"_s));
    QVERIFY(listed.contains(u"https://media.example.net/episode/porch-repair-live"_s));
    // An added one, unescaped once.
    QCOMPARE(listed.count(u"http://example.com/photos/1&%3E%3C'%22"_s), 1);
}

void TestReportExport::pagePreview()
{
    Fixture f;
    QVERIFY(f.window.openFile(Sample));
    ReviewReport report(f.window.document()->workspace(),
                        f.window.document()->checker().findings());
    report.setTitle(u"Sitemap review: %1"_s.arg(SampleName));

    // Each chart drawn from its SVG: the bars' blue is there.
    const QList<ReviewReport::ChartImage> charts = report.charts();
    QVERIFY(!charts.isEmpty());
    const QImage chart = ReportExport::renderChart(charts.first().svg, 2);
    QCOMPARE(chart.size(), QSize(charts.first().svg.width() * 2, charts.first().svg.height() * 2));
    bool blue = false;
    for (int y = 0; y < chart.height() && !blue; ++y)
        for (int x = 0; x < chart.width() && !blue; ++x)
            blue = chart.pixelColor(x, y) == QColor(QLatin1StringView(SvgChart::BarColour));
    QVERIFY(blue);

    // The laid-out report: more than one page, the first one well filled, the charts as
    // resources of the names the report gives them.
    const std::unique_ptr<QTextDocument> document = ReportExport::textDocument(report);
    for (const ReviewReport::ChartImage &c : charts)
        QVERIFY(!document->resource(QTextDocument::ImageResource, QUrl(c.fileName)).isNull());
    QVERIFY(document->toPlainText().contains(u"SM203"_s));
    const QImage page = ReportExport::renderPage(report, 0, 1240);
    QCOMPARE(page.width(), 1240);
    QVERIFY(page.height() > 1700);
    qsizetype ink = 0;
    for (int y = 0; y < page.height(); y += 2)
        for (int x = 0; x < page.width(); x += 2)
            ink += page.pixel(x, y) != qRgb(255, 255, 255);
    QVERIFY2(ink > 20000, QByteArray::number(ink).constData());
    const QString screenshots = qEnvironmentVariable("SITEMAP_STUDIO_SCREENSHOTS");
    if (!screenshots.isEmpty())
        QVERIFY(page.save(QDir(screenshots).filePath(u"report.png"_s)));
}

QTEST_MAIN(TestReportExport)
#include "tst_reportexport.moc"
