// The entry table's URL filter found on a thread (EntryFilterModel::setBackgroundFrom()): the
// rows it shows for every text are exactly those a full scan finds, whether the text grew
// (narrowing the rows shown), shrank or was replaced, on locations with IDN hosts, percent
// escapes and long queries; an answer to an earlier keystroke is never shown after a later
// one; a change of the data or of the order while rows are being found leaves the right rows;
// and the current row and the selection stay on their entries where these are still shown.

#include "commands/replaceentry.h"
#include "document/language.h"
#include "document/editordocument.h"
#include "models/entryfiltermodel.h"
#include "models/entrytablemodel.h"
#include "widgets/filterbar.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QScopeGuard>
#include <QTranslator>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

// Locations of every kind the filter meets: ASCII in both cases, IDN hosts as typed and as
// punycode, percent escapes in both cases, and 120-character URLs with queries. Most share
// their origin with the one before, so the reader's pool keeps them in two parts.
QStringList makeLocations(int count)
{
    static const QString origins[] = {
        u"https://www.example.com"_s,
        u"https://bücher.example"_s,
        u"https://xn--bcher-kva.example"_s,
        u"http://EXAMPLE.org:8080"_s,
        u"https://straße.de"_s,
        u"https://例え.jp"_s,
    };
    static const QString paths[] = {
        u"/Products/Page-%1"_s, u"/caf%C3%A9/%1"_s, u"/caf%c3%a9/menu-%1?lang=fr&q=cr%C3%A8me"_s,
        u"/straße/größe-%1"_s,  u"/blog/%1/"_s,     u"/search?q=%1&sort=price&Filter=A%20B"_s,
    };
    QStringList locations;
    for (int i = 0; i < count; ++i) {
        const QString &origin = origins[(i / 7) % std::size(origins)];
        QString loc = origin + paths[i % std::size(paths)].arg((i * 7919) % 10007);
        if (i % 5 == 0) {
            // 120 characters with a query.
            loc += u"?utm_source=newsletter&utm_medium=email&ref="_s;
            while (loc.size() < 120)
                loc += QChar(char16_t(u'a' + (loc.size() + i) % 26));
            loc.truncate(120);
        }
        locations.append(loc);
    }
    return locations;
}

Workspace makeWorkspace(int count)
{
    Workspace workspace;
    ByteArrayPool pool;
    Sitemap sitemap;
    sitemap.source.location = u"/tmp/sitemap.xml"_s;
    for (const QString &loc : makeLocations(count)) {
        UrlEntry entry(loc);
        entry.setLocation(pool.make(loc.toUtf8()));
        sitemap.entries.append(entry);
    }
    workspace.sitemaps.append(sitemap);
    return workspace;
}

// What the filter promises, spelt out: the UTF-8 location holds the UTF-8 text, ASCII letters
// in any case and every other byte exactly.
bool holds(const QString &loc, const QString &text)
{
    auto fold = [](QByteArray bytes) {
        for (char &c : bytes)
            if (c >= 'A' && c <= 'Z')
                c = char(c + 32);
        return bytes;
    };
    return fold(loc.toUtf8()).contains(fold(text.toUtf8()));
}

} // namespace

class TestEntryFilterBackground : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    // Growing, shrinking and replaced texts, each answered from a thread, against a full scan.
    void narrowingMatchesFullScan_data();
    void narrowingMatchesFullScan();
    // Texts typed faster than they are answered: only the last one's rows are ever shown.
    void staleAnswerDropped();
    void editWhileFinding();
    void sortWhileFinding();
    void otherCriteriaWhileFinding();
    void currentRowAndSelectionKept();
    // On a very large table the first rows are shown first: always the first rows of the
    // full answer, in display order, then the full answer; the filter bar says which.
    void firstRowsThenTheRest_data();
    void firstRowsThenTheRest();
    void typingOnWhileFirstRowsShown();
    void everyRowMatchingChangesNothing();
    // The filter bar while the first rows are shown, in each language: it asks for no more
    // width than it did before (with SITEMAP_STUDIO_SCREENSHOTS set, saved there as PNGs).
    void firstRowsSaidInEveryLanguage_data();
    void firstRowsSaidInEveryLanguage();

private:
    // Sets `text`, waits for its rows and compares them with a full scan's.
    void typeAndCompare(const QString &text);
    QList<int> proxyRows() const;
    // The rows a fresh model finds for `text` in one full scan, on this thread.
    QList<int> fullScan(const QString &text) const;

    std::unique_ptr<EditorDocument> m_document;
    std::unique_ptr<EntryTableModel> m_model;
    std::unique_ptr<EntryFilterModel> m_proxy;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestEntryFilterBackground::init()
{
    m_document = std::make_unique<EditorDocument>();
    // More rows than one thread filters alone, so the rows are split over the cores too.
    m_document->setWorkspace(makeWorkspace(24000));
    m_model = std::make_unique<EntryTableModel>(m_document.get());
    m_proxy = std::make_unique<EntryFilterModel>(m_document.get(), m_model.get());
    m_proxy->setBackgroundFrom(0); // every URL filter on a thread
    m_tester = std::make_unique<QAbstractItemModelTester>(
        m_proxy.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(m_document->entry(EntryRef { 0, 3 }).location().isSplit());
}

void TestEntryFilterBackground::cleanup()
{
    m_tester.reset();
    m_proxy.reset();
    m_model.reset();
    m_document.reset();
}

QList<int> TestEntryFilterBackground::proxyRows() const
{
    QList<int> rows;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        rows.append(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
    return rows;
}

QList<int> TestEntryFilterBackground::fullScan(const QString &text) const
{
    EntryFilterModel fresh(m_document.get(), m_model.get());
    fresh.setBackgroundFrom(std::numeric_limits<int>::max());
    fresh.sort(m_proxy->sortColumn(), m_proxy->sortOrder());
    fresh.setUrlFilter(text, false);
    QList<int> rows;
    for (int row = 0; row < fresh.rowCount(); ++row)
        rows.append(fresh.mapToSource(fresh.index(row, 0)).row());
    return rows;
}

void TestEntryFilterBackground::typeAndCompare(const QString &text)
{
    QVERIFY(m_proxy->setUrlFilter(text, false));
    m_proxy->waitForRows();
    QVERIFY(!m_proxy->isPending());
    const QList<int> expected = fullScan(text);
    QCOMPARE(proxyRows(), expected);
    // And the reference spelt out, for the order of the source.
    if (m_proxy->sortColumn() < 0) {
        QList<int> spelt;
        for (int row = 0; row < m_model->rowCount(); ++row)
            if (holds(m_document->entry(m_model->entryAt(row)).loc(), text))
                spelt.append(row);
        QCOMPARE(expected, spelt);
    }
}

void TestEntryFilterBackground::narrowingMatchesFullScan_data()
{
    QTest::addColumn<QStringList>("texts");
    auto typed = [](const QString &text) {
        QStringList steps;
        for (qsizetype n = 1; n <= text.size(); ++n)
            steps.append(text.first(n));
        return steps;
    };
    auto erased = [&](const QString &text) {
        QStringList steps = typed(text);
        std::reverse(steps.begin(), steps.end());
        steps.append(QString());
        return steps;
    };
    QTest::newRow("growing") << typed(u"/products/page-1"_s);
    QTest::newRow("growing, letters in any case") << typed(u"HTTPS://WWW.EXAMPLE.COM/PRO"_s);
    QTest::newRow("shrinking") << erased(u"/blog/12"_s);
    QTest::newRow("grown at the front")
        << QStringList { u"age"_s, u"page"_s, u"/page"_s, u"s/page"_s, u"ts/page"_s };
    QTest::newRow("replaced") << QStringList { u"blog"_s, u"café"_s,  u"caf%c3"_s,
                                               u"zzz"_s,  u"q="_s,    u"page-9"_s,
                                               u"pa-9"_s, u"Page-"_s, u"menu"_s };
    QTest::newRow("across the origin's seam")
        << QStringList { u"m/"_s, u"com/p"_s, u"example.com/products"_s, u"le/s"_s, u"8080/"_s };
    QTest::newRow("IDN") << typed(u"bücher.example/straße/größe"_s) + typed(u"例え.jp/"_s)
            + typed(u"xn--bcher-KVA"_s);
    QTest::newRow("percent escapes")
        << typed(u"%C3%A9/menu"_s) + erased(u"%c3%a8me"_s) + typed(u"a%20b"_s);
    QTest::newRow("long queries") << typed(u"?utm_source=newsletter&utm_medium=email&ref=b"_s)
            + erased(u"&ref="_s) + typed(u"q=cr%C3%A8me"_s);
}

void TestEntryFilterBackground::narrowingMatchesFullScan()
{
    QFETCH(QStringList, texts);
    for (const QString &text : std::as_const(texts)) {
        typeAndCompare(text);
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(u"at the text \"%1\""_s.arg(text)));
    }
    // Sorted by location, descending: the same rows, in that order.
    m_proxy->sort(EntryTableModel::Loc, Qt::DescendingOrder);
    m_proxy->waitForRows();
    for (const QString &text : std::as_const(texts)) {
        typeAndCompare(text);
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(u"sorted, at the text \"%1\""_s.arg(text)));
    }
}

void TestEntryFilterBackground::staleAnswerDropped()
{
    // Every change the view is told of must show the latest text's rows.
    QString latest;
    QList<int> latestRows;
    int changes = 0;
    int mismatches = 0;
    auto check = [&] {
        ++changes;
        if (proxyRows() != latestRows)
            ++mismatches;
    };
    connect(m_proxy.get(), &QAbstractItemModel::layoutChanged, this, check);
    connect(m_proxy.get(), &QAbstractItemModel::rowsRemoved, this, [&] { ++changes; });
    connect(m_proxy.get(), &QAbstractItemModel::rowsInserted, this, [&] { ++changes; });
    connect(m_proxy.get(), &QAbstractItemModel::modelReset, this, check);
    QSignalSpy applied(m_proxy.get(), &EntryFilterModel::criteriaApplied);
    connect(m_proxy.get(), &EntryFilterModel::criteriaApplied, this, check);

    // The first text's answer is ready (its worker done, its answer posted) before the second
    // text is typed: it arrives first and is dropped.
    latest = u"caf"_s;
    QVERIFY(m_proxy->setUrlFilter(u"blog"_s, false));
    QVERIFY(m_proxy->isPending());
    QThread::msleep(300);
    latestRows = fullScan(latest);
    QVERIFY(m_proxy->setUrlFilter(latest, false));
    QVERIFY(m_proxy->isPending());
    QTRY_VERIFY(!m_proxy->isPending());
    QCOMPARE(applied.size(), 1);
    QCOMPARE(proxyRows(), latestRows);
    QVERIFY(changes > 0);
    QCOMPARE(mismatches, 0);

    // A burst of keystrokes, none waited for: growing, then replaced, then shrinking.
    applied.clear();
    changes = 0;
    const QStringList burst { u"s"_s,   u"st"_s, u"str"_s, u"stra"_s, u"b"_s,   u"bü"_s,
                              u"büc"_s, u"bü"_s, u"b"_s,   u"bl"_s,   u"blo"_s, u"blog/1"_s };
    latestRows = fullScan(burst.last());
    for (const QString &text : burst) {
        latest = text;
        QVERIFY(m_proxy->setUrlFilter(text, false));
        // Some answers get ready meanwhile; none may be shown.
        QThread::msleep(2);
    }
    QTRY_VERIFY(!m_proxy->isPending());
    QCOMPARE(proxyRows(), latestRows);
    QCOMPARE(applied.size(), 1);
    QCOMPARE(mismatches, 0);

    // And when the events come between keystrokes, each shown state is a text's own.
    applied.clear();
    for (const QString &text : burst) {
        latest = text;
        latestRows = fullScan(text);
        QVERIFY(m_proxy->setUrlFilter(text, false));
        QCoreApplication::processEvents();
    }
    QTRY_VERIFY(!m_proxy->isPending());
    QCOMPARE(proxyRows(), latestRows);
    QVERIFY(applied.size() >= 1);
    QCOMPARE(mismatches, 0);
}

void TestEntryFilterBackground::editWhileFinding()
{
    typeAndCompare(u"blog"_s);
    // An edit while the rows for a longer text are being found: the worker stops before the
    // document changes, and the rows come for the text and the edited data.
    QVERIFY(m_proxy->setUrlFilter(u"blog/1"_s, false));
    QVERIFY(m_proxy->isPending());
    const EntryRef ref = m_model->entryAt(5);
    UrlEntry changed = m_document->entry(ref);
    changed.setLoc(u"https://www.example.com/blog/1-edited"_s);
    m_document->undoStack()->push(new ReplaceEntry(m_document.get(), ref, changed, u"edit"_s));
    m_proxy->waitForRows();
    QCOMPARE(proxyRows(), fullScan(u"blog/1"_s));
    QVERIFY(proxyRows().contains(5));
    // Narrowing after that is right too.
    typeAndCompare(u"blog/1-"_s);
    m_document->undoStack()->undo();
    m_proxy->waitForRows();
    QCOMPARE(proxyRows(), fullScan(u"blog/1-"_s));
}

void TestEntryFilterBackground::sortWhileFinding()
{
    QVERIFY(m_proxy->setUrlFilter(u"page"_s, false));
    m_proxy->sort(EntryTableModel::Loc, Qt::AscendingOrder);
    m_proxy->waitForRows();
    QCOMPARE(proxyRows(), fullScan(u"page"_s));
    QVERIFY(m_proxy->setUrlFilter(u"page-1"_s, false));
    m_proxy->sort(EntryTableModel::Loc, Qt::DescendingOrder);
    m_proxy->waitForRows();
    QCOMPARE(proxyRows(), fullScan(u"page-1"_s));
}

void TestEntryFilterBackground::otherCriteriaWhileFinding()
{
    // Another criterion set while rows are being found filters at once, with the text too.
    QVERIFY(m_proxy->setUrlFilter(u"%C3"_s, false));
    QVERIFY(m_proxy->isPending());
    m_proxy->setEntryPredicate(u"Long"_s,
                               [](const UrlEntry &entry) { return entry.loc().size() == 120; });
    QVERIFY(!m_proxy->isPending());
    QList<int> expected;
    for (int row : fullScan(u"%C3"_s))
        if (m_document->entry(m_model->entryAt(row)).loc().size() == 120)
            expected.append(row);
    QVERIFY(!expected.isEmpty());
    QCOMPARE(proxyRows(), expected);
    m_proxy->clearEntryPredicate();
    QCOMPARE(proxyRows(), fullScan(u"%C3"_s));
}

void TestEntryFilterBackground::currentRowAndSelectionKept()
{
    QItemSelectionModel selection(m_proxy.get());
    typeAndCompare(u"example.com"_s);
    // Rows far apart, so that the next text shows and hides many runs (a layout change).
    const QList<int> rows = proxyRows();
    int kept = -1, hidden = -1;
    for (int i = 0; i < rows.size(); ++i) {
        const bool stays
            = holds(m_document->entry(m_model->entryAt(rows[i])).loc(), u"example.com/products"_s);
        if (stays && kept < 0 && i > 100)
            kept = i;
        if (!stays && hidden < 0)
            hidden = i;
    }
    QVERIFY(kept >= 0 && hidden >= 0);
    const int keptSource = rows[kept];
    selection.setCurrentIndex(m_proxy->index(kept, EntryTableModel::Loc),
                              QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    selection.select(m_proxy->index(hidden, 0),
                     QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QSignalSpy reset(m_proxy.get(), &QAbstractItemModel::modelReset);
    typeAndCompare(u"example.com/products"_s);
    QCOMPARE(reset.size(), 0);
    QVERIFY(selection.currentIndex().isValid());
    QCOMPARE(m_proxy->mapToSource(selection.currentIndex()).row(), keptSource);
    QCOMPARE(selection.currentIndex().column(), int(EntryTableModel::Loc));
    const QModelIndexList selected = selection.selectedRows();
    QCOMPARE(selected.size(), 1);
    QCOMPARE(m_proxy->mapToSource(selected.first()).row(), keptSource);
    // Widening again keeps them too; the text cleared shows every row at once, with no
    // thread (nothing to test).
    QVERIFY(m_proxy->setUrlFilter(QString(), false));
    QVERIFY(!m_proxy->isPending());
    QCOMPARE(m_proxy->rowCount(), m_model->rowCount());
    typeAndCompare(QString());
    QCOMPARE(m_proxy->mapToSource(selection.currentIndex()).row(), keptSource);
    QCOMPARE(selection.selectedRows().size(), 1);
}

void TestEntryFilterBackground::firstRowsThenTheRest_data()
{
    QTest::addColumn<int>("sortColumn");
    QTest::addColumn<QString>("text");
    QTest::newRow("source order, most rows") << -1 << u"https"_s;
    QTest::newRow("source order, a folder") << -1 << u"/caf%c3%a9/"_s;
    QTest::newRow("source order, IDN") << -1 << u"bücher"_s;
    QTest::newRow("by location, descending") << int(EntryTableModel::Loc) << u"page"_s;
}

void TestEntryFilterBackground::firstRowsThenTheRest()
{
    QFETCH(int, sortColumn);
    QFETCH(QString, text);
    if (sortColumn >= 0)
        m_proxy->sort(sortColumn, Qt::DescendingOrder);
    m_proxy->setFirstRowsFrom(0); // the first rows shown first at any size
    FilterBar bar(m_proxy.get(), m_model.get());
    auto *shownLabel = [&bar]() -> QLabel * {
        for (QLabel *label : bar.findChildren<QLabel *>())
            if (label->text() == bar.shownText())
                return label;
        return nullptr;
    }();
    QVERIFY(shownLabel);
    const QList<int> expected = fullScan(text);
    QVERIFY(expected.size() > 2000); // more than the first rows

    // The first rows: a prefix of the full answer, said to be so.
    QList<int> firstRows;
    QString firstLabel;
    connect(m_proxy.get(), &EntryFilterModel::firstRowsShown, this, [&] {
        QVERIFY(m_proxy->isPartial());
        QVERIFY(m_proxy->isPending());
        firstRows = proxyRows();
        firstLabel = bar.shownText();
    });
    QSignalSpy relaidOut(m_proxy.get(), &QAbstractItemModel::layoutChanged);
    auto *edit = bar.findChild<QLineEdit *>(u"filterEdit"_s);
    QVERIFY(edit);
    edit->setText(text); // as typed into the filter bar
    QVERIFY(m_proxy->isPending());
    QCOMPARE(bar.shownText(), u"Finding the URLs among %1…"_s.arg(QLocale().toString(24000)));
    m_proxy->waitForRows();
    QVERIFY(!firstRows.isEmpty());
    QVERIFY(firstRows.size() < expected.size());
    QCOMPARE(firstRows, expected.first(firstRows.size()));
    QCOMPARE(firstLabel,
             u"%1 of %2 URLs shown so far…"_s.arg(QLocale().toString(firstRows.size()),
                                                  QLocale().toString(24000)));
    // Then every row: each answer one layout change for the view.
    QVERIFY(!m_proxy->isPartial());
    QCOMPARE(proxyRows(), expected);
    QCOMPARE(relaidOut.size(), 2);
    QCOMPARE(bar.shownText(),
             u"%1 of %2 URLs shown"_s.arg(QLocale().toString(expected.size()),
                                          QLocale().toString(24000)));
}

void TestEntryFilterBackground::typingOnWhileFirstRowsShown()
{
    // Each keystroke typed once the first rows of the one before are shown: those rows are
    // not all of that text's, so the next one must not narrow them.
    m_proxy->setFirstRowsFrom(0);
    const QStringList texts { u"h"_s,         u"ht"_s,       u"htt"_s, u"https:"_s,
                              u"https://b"_s, u"https://"_s, u"e"_s,   u"ex"_s };
    for (const QString &text : texts) {
        QSignalSpy first(m_proxy.get(), &EntryFilterModel::firstRowsShown);
        QVERIFY(m_proxy->setUrlFilter(text, false));
        QTRY_VERIFY(!first.isEmpty() || !m_proxy->isPending());
    }
    m_proxy->waitForRows();
    QCOMPARE(proxyRows(), fullScan(texts.last()));
    // And narrowing from a complete answer again.
    typeAndCompare(u"exa"_s);
    typeAndCompare(u"exam"_s);
}

void TestEntryFilterBackground::everyRowMatchingChangesNothing()
{
    // A text every row holds: the rows shown are right from the top at once, and the view is
    // told of no change (it would shrink to the first rows only to grow again).
    m_proxy->setFirstRowsFrom(0);
    QSignalSpy first(m_proxy.get(), &EntryFilterModel::firstRowsShown);
    QSignalSpy relaidOut(m_proxy.get(), &QAbstractItemModel::layoutChanged);
    QSignalSpy removed(m_proxy.get(), &QAbstractItemModel::rowsRemoved);
    QVERIFY(m_proxy->setUrlFilter(u"/"_s, false));
    m_proxy->waitForRows();
    QCOMPARE(first.size(), 1);
    QVERIFY(!m_proxy->isPartial());
    QCOMPARE(relaidOut.size(), 0);
    QCOMPARE(removed.size(), 0);
    QCOMPARE(proxyRows(), fullScan(u"/"_s));
    QCOMPARE(m_proxy->rowCount(), m_model->rowCount());
    // Narrowing from them still gives the right rows.
    typeAndCompare(u"/b"_s);
    typeAndCompare(u"/bl"_s);
}

void TestEntryFilterBackground::firstRowsSaidInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : { u"en"_s, u"cs"_s, u"uk"_s })
        QTest::newRow(qPrintable(language)) << language;
}

void TestEntryFilterBackground::firstRowsSaidInEveryLanguage()
{
    QFETCH(QString, language);
    const auto speak = [](const QString &code) {
        for (QTranslator *translator : qApp->findChildren<QTranslator *>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        QLocale::setDefault(QLocale(code));
        return Language::install(qApp, code);
    };
    const auto english = qScopeGuard([&] { speak(u"en"_s); });
    QCOMPARE(speak(language), language);
    m_proxy->setFirstRowsFrom(0);
    FilterBar bar(m_proxy.get(), m_model.get());
    bar.resize(1024, bar.sizeHint().height());
    const int widthBefore = bar.minimumSizeHint().width();
    QString said;
    int widthThen = 0;
    QImage shot;
    connect(m_proxy.get(), &EntryFilterModel::firstRowsShown, this, [&] {
        said = bar.shownText();
        widthThen = bar.minimumSizeHint().width();
        shot = bar.grab().toImage();
    });
    bar.findChild<QLineEdit *>(u"filterEdit"_s)->setText(u"https"_s);
    m_proxy->waitForRows();
    QVERIFY(!said.isEmpty());
    // Translated, with the count in it, and no wider than the bar asked to be before.
    QVERIFY2(said.contains(QLocale().toString(24000)), qPrintable(said));
    if (language != u"en")
        QVERIFY2(!said.contains(u"so far"_s), qPrintable(said));
    QVERIFY2(widthThen <= qMax(widthBefore, 600),
             qPrintable(u"%1 > %2"_s.arg(widthThen).arg(widthBefore)));
    const QString folder = qEnvironmentVariable("SITEMAP_STUDIO_SCREENSHOTS");
    if (!folder.isEmpty()) {
        QDir().mkpath(folder);
        QVERIFY(shot.save(QDir(folder).filePath(u"filterbar-first-rows-%1.png"_s.arg(language))));
    }
}

QTEST_MAIN(TestEntryFilterBackground)
#include "tst_entryfilterbackground.moc"
