// Saving from the window, as a user who keeps sitemaps in git does: fixes and edits made in the
// real window, then Ctrl+S. Untouched entries, the text between them and the root's start tag
// are written byte for byte; only edited entries are laid out anew; and the Warnings panel's
// lines are then those of the saved file.

#include "document/editordocument.h"
#include "io/input/inputsource.h"
#include "io/loader.h"
#include "io/writing/gzip.h"
#include "io/writing/sitemapsplicer.h"
#include "io/writing/sitemapwriter.h"
#include "models/findingsmodel.h"
#include "testpaths.h"
#include "widgets/warningsdock.h"
#include "windowfixture.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTreeView>
#include <QUndoStack>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

struct Window : Testing::WindowFixture
{
    bool open(const QString &name, const QByteArray &bytes)
    {
        if (!write(name, bytes) || !window.openFile(dir.filePath(name)))
            return false;
        find<WarningsDock>(u"warningsDock"_s)->raise();
        QCoreApplication::processEvents();
        return true;
    }
    QTableView *table() const { return find<QTableView>(u"entryTable"_s); }
    QTreeView *findings() const { return find<QTreeView>(u"findingsView"_s); }
    const FindingsModel *findingsModel() const
    {
        return find<WarningsDock>(u"warningsDock"_s)->model();
    }
    // Row `entry` of the table, clicked, so that the Entry panel shows it.
    void selectEntry(int entry) { Testing::clickRow(table(), entry); }
    // The first row of the Warnings list of `rule` on `entry`, clicked.
    bool selectFinding(const QString &rule, qsizetype entry)
    {
        const QAbstractItemModel *model = findings()->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, 0);
            if (index.data(FindingsModel::RuleRole).toString() == rule
                && index.data(FindingsModel::EntryRole).toLongLong() == entry) {
                Testing::clickRow(findings(), row);
                return true;
            }
        }
        return false;
    }
    void typeInto(const QString &name, const QString &text)
    {
        Testing::typeInto(find<QLineEdit>(name), text);
    }
    void save()
    {
        QTest::keySequence(&window, QKeySequence::Save);
        QCoreApplication::processEvents();
    }
    QByteArray saved(const QString &name) const
    {
        QFile file(dir.filePath(name));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
    // What the Warnings panel says of where finding `rule` on `entry` is.
    QString where(const QString &rule, qsizetype entry) const
    {
        const FindingsModel *model = findingsModel();
        for (int row = 0; row < model->rowCount(); ++row) {
            const Finding &f = model->findingAt(row);
            if (QString(f.ruleId) == rule && f.entryIndex == entry)
                return model->index(row, FindingsModel::Location).data().toString();
        }
        return {};
    }
};

// The lines of `after` that differ from those of `before` (compared line by line, the two
// having as many lines), as 1-based numbers; {-1} when the counts differ.
QList<int> changedLines(const QByteArray &before, const QByteArray &after)
{
    const QList<QByteArray> a = before.split('\n'), b = after.split('\n');
    if (a.size() != b.size())
        return { -1 };
    QList<int> out;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (a.at(i) != b.at(i))
            out.append(int(i + 1));
    return out;
}

// The 1-based line of `xml` holding `text`.
int lineOf(const QByteArray &xml, const QByteArray &text)
{
    const qsizetype at = xml.indexOf(text);
    return at < 0 ? -1 : int(xml.first(at).count('\n') + 1);
}

// 40 one-line entries under a root start tag spread over three lines, with two dates that are
// not W3C dates (entries 3 and 20) and a change frequency that is none (entry 35).
QByteArray shopSitemap()
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<?xml-stylesheet type=\"text/xsl\" href=\"/sitemap.xsl\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
                     "        xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"\n"
                     "        xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";
    for (int i = 0; i < 40; ++i) {
        xml += "<url><loc>https://www.example-shop.com/en-gb/collections/outdoor-and-garden-"
               "furniture/products/teak-extending-table-"
            + QByteArray::number(i) + "-seats-weatherproof?colour=natural&amp;size=large</loc>";
        xml += i == 3 ? "<lastmod>2024-05-20 18:00:00Z</lastmod>"
            : i == 20 ? "<lastmod>2024-06-01 09:30:00Z</lastmod>"
                      : "<lastmod>2024-05-" + QByteArray::number(10 + i % 20) + "</lastmod>";
        if (i == 35)
            xml += "<changefreq>Sometimes</changefreq>";
        xml += "</url>\n";
    }
    return xml + "</urlset>\n";
}

} // namespace

class TestSavingGui : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void twoFixedDatesAreTheWholeDiff();
    void linesAreThoseOfTheSavedFile();
    void corpusFilesSavedAfterOneEdit();
};

void TestSavingGui::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestSavingGui::twoFixedDatesAreTheWholeDiff()
{
    for (const QString &name : { u"shop.xml"_s, u"shop.xml.gz"_s }) {
        Window w;
        const QByteArray original = shopSitemap();
        const bool gzip = name.endsWith(u".gz"_s);
        QVERIFY(w.open(name, gzip ? gzipCompress(original) : original));
        // Both dates fixed from the Warnings panel, each with its Fix button.
        for (const qsizetype entry : { 3, 20 }) {
            QVERIFY(w.selectFinding(u"SM504"_s, entry));
            auto *fix = w.find<QPushButton>(u"fixButton"_s);
            QVERIFY(fix->isEnabled());
            fix->click();
        }
        QCOMPARE(w.window.document()->undoStack()->count(), 2);
        QVERIFY(w.window.isWindowModified());
        w.save();
        QVERIFY(!w.window.isWindowModified());

        QByteArray saved = w.saved(name);
        if (gzip)
            saved = InputSource::fromBytes(saved, name).documents().value(0).data;
        // Two lines changed, the two entries', each still one line, with the fixed date.
        QCOMPARE(changedLines(original, saved), QList<int>({ 6 + 3, 6 + 20 }));
        const QList<QByteArray> lines = saved.split('\n');
        QVERIFY2(lines.at(8).endsWith("<lastmod>2024-05-20T18:00:00Z</lastmod></url>"),
                 lines.at(8).constData());
        QVERIFY2(lines.at(25).endsWith("<lastmod>2024-06-01T09:30:00Z</lastmod></url>"),
                 lines.at(25).constData());
        // The root start tag as it was, over three lines.
        QVERIFY(saved.startsWith(original.first(original.indexOf("<url>"))));
        // Without the spliced save, the writer's layout: every entry over several lines.
        QVERIFY(
            changedLines(original, SitemapWriter(w.window.document()->workspace().root()).write())
            != QList<int>({ 9, 26 }));
    }
}

void TestSavingGui::linesAreThoseOfTheSavedFile()
{
    // Entries over several lines: a change frequency typed into the Entry panel for entry 1
    // adds a line, and what the panel says of entry 3 follows it.
    const QByteArray original
        = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
          "  <url>\n"
          "    <loc>https://www.example.com/en-gb/collections/garden/teak?colour=natural</loc>\n"
          "  </url>\n"
          "  <url>\n"
          "    <loc>https://www.example.com/en-gb/collections/garden/oak?colour=natural</loc>\n"
          "    <lastmod>2024-05-20</lastmod>\n"
          "  </url>\n"
          "  <url>\n"
          "    <loc>https://www.example.com/en-gb/collections/garden/ash?colour=natural</loc>\n"
          "  </url>\n"
          "  <url>\n"
          "    <loc>https://www.example.com/en-gb/collections/garden/elm?colour=natural</loc>\n"
          "    <lastmod>2024-05-20</lastmod>\n"
          "    <changefreq>Sometimes</changefreq>\n"
          "  </url>\n"
          "</urlset>\n";
    Window w;
    QVERIFY(w.open(u"garden.xml"_s, original));
    QTRY_COMPARE(w.where(u"SM508"_s, 3), u"line 16"_s);

    w.selectEntry(1);
    auto *changefreq = w.find<QComboBox>(u"changefreqCombo"_s);
    changefreq->setFocus();
    changefreq->setCurrentText(u"weekly"_s);
    QCOMPARE(w.window.document()->entry(EntryRef { 0, 1 }).changefreq(), ChangeFreq::Weekly);
    w.save();

    const QByteArray saved = w.saved(u"garden.xml"_s);
    QCOMPARE(saved,
             QByteArray(original).replace("<lastmod>2024-05-20</lastmod>\n  </url>\n  <url>\n"
                                          "    <loc>https://www.example.com/en-gb/collections/"
                                          "garden/ash",
                                          "<lastmod>2024-05-20</lastmod>\n"
                                          "    <changefreq>weekly</changefreq>\n  </url>\n"
                                          "  <url>\n    <loc>https://www.example.com/en-gb/"
                                          "collections/garden/ash"));
    // The field's line in the saved file, as the panel shows it after the save.
    const int line = lineOf(saved, "<changefreq>Sometimes");
    QCOMPARE(line, 17);
    QTRY_COMPARE(w.where(u"SM508"_s, 3), u"line %1"_s.arg(line));
    // And the entry's own line, for what reports it.
    QCOMPARE(w.window.document()->entry(EntryRef { 0, 3 }).sourceLine(),
             quint32(lineOf(saved,
                            "  <url>\n    <loc>https://www.example.com/en-gb/"
                            "collections/garden/elm")));
}

void TestSavingGui::corpusFilesSavedAfterOneEdit()
{
    SITEMAP_STUDIO_REQUIRE_CORPUS();
    const QDir corpus(TestPaths::corpusDir());
    int kept = 0;
    for (const QString &name : corpus.entryList({ u"*.xml"_s, u"*.xml.gz"_s }, QDir::Files)) {
        InputSource input = InputSource::fromFile(corpus.filePath(name));
        if (input.documents().size() != 1)
            continue;
        const QByteArray text = input.documents().constFirst().data;
        LoadOptions options;
        options.loadChildren = false;
        const Sitemap read = Loader::openBytes(text, name, options).sitemaps.value(0);
        if (read.failed || read.entries.size() < 1
            || (read.source.format != SourceFormat::UrlSet
                && read.source.format != SourceFormat::SitemapIndex))
            continue;

        Window w;
        QFile source(corpus.filePath(name));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QVERIFY(w.open(name, source.readAll()));
        // One entry in the middle given a new date in the Entry panel, and saved.
        const int middle = int(read.entries.size() / 2);
        w.selectEntry(middle);
        w.typeInto(u"lastmodEdit"_s, u"2026-11-29"_s);
        QCOMPARE(w.window.document()->entry(EntryRef { 0, middle }).lastmod().toString(),
                 u"2026-11-29"_s);
        // A file that is written anew (damaged, a namespace variant) is said so first.
        QStringList asked;
        w.window.setPrompt([&asked](QMessageBox::Icon, const QString &, const QString &text,
                                    QMessageBox::StandardButtons) {
            asked.append(text);
            return QMessageBox::Save;
        });
        w.save();
        QVERIFY2(!w.window.isWindowModified(), qPrintable(name));
        const bool keeps = !SitemapSplicer::plan(read, text).rewritesWhole();
        QVERIFY2(asked.isEmpty() == keeps, qPrintable(name + u": "_s + asked.join(u'\n')));

        QByteArray saved = w.saved(name);
        saved = InputSource::fromBytes(saved, name).documents().value(0).data;
        const SitemapSplicer::Layout before = SitemapSplicer::layout(text);
        const SitemapSplicer::Layout after = SitemapSplicer::layout(saved);
        QVERIFY(after.valid);
        const Sitemap back = Loader::openBytes(saved, name, options).sitemaps.value(0);
        QCOMPARE(back.entries.size(), read.entries.size());
        QCOMPARE(back.entries.at(middle).lastmod().toString(), u"2026-11-29"_s);
        // A file the splicer keeps: every byte outside the edited entry is the original's.
        // The others (damaged, a namespace variant) are written whole, and read back the same.
        if (SitemapSplicer::write(read, text).keptHeader) {
            ++kept;
            const QByteArrayView entryName = read.isIndex() ? "sitemap" : "url";
            QList<SitemapSplicer::Layout::Child> was, is;
            for (const auto &child : before.children)
                if (child.localName == entryName)
                    was.append(child);
            for (const auto &child : after.children)
                if (child.localName == entryName)
                    is.append(child);
            QCOMPARE(is.size(), was.size());
            QVERIFY2(saved.first(is.at(middle).start) == text.first(was.at(middle).start),
                     qPrintable(name));
            QVERIFY2(saved.sliced(is.at(middle).end) == text.sliced(was.at(middle).end),
                     qPrintable(name));
        }
        for (qsizetype i = 0; i < read.entries.size(); ++i)
            if (i != middle)
                QVERIFY2(back.entries.at(i) == read.entries.at(i), qPrintable(name));
    }
    QVERIFY2(kept >= 20, qPrintable(QString::number(kept)));
}

QTEST_MAIN(TestSavingGui)
#include "tst_saving_gui.moc"
