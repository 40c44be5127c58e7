// The entry table's sort and filter proxy against a plain reference: after every change of the
// criteria, of the sort order and of the document (edits that move, hide and show rows,
// inserts, removals, bulk edits, undo), the proxy's rows must be exactly the source rows that
// the reference keeps, in the reference's order. The document is large enough for the proxy
// to filter on several threads.

#include "commands/insertentry.h"
#include "commands/removeentry.h"
#include "commands/replaceentries.h"
#include "commands/replaceentry.h"
#include "document/editordocument.h"
#include "models/entryfiltermodel.h"
#include "models/entrytablemodel.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

// What the proxy is asked for, as the reference applies it.
struct Criteria
{
    QString text;
    bool regex = false;
    int severity = -1;
    QString rule;
    EntryFilterModel::Extension extension = EntryFilterModel::AnyExtension;
    QDateTime from, to;
    int sortColumn = -1;
    Qt::SortOrder order = Qt::AscendingOrder;
};

Workspace makeWorkspace(int urls)
{
    static const char *const sections[] = { "news", "Products", "blog", "page" };
    Workspace workspace;
    // The first file's locations as the reader keeps them: in a pool, most in two parts (the
    // origin kept once; see PooledBytes), runs of a second site among them. The second file's
    // are each in one part, as an edit makes them.
    ByteArrayPool pool;
    for (int s = 0; s < 2; ++s) {
        Sitemap sitemap;
        sitemap.source.location = u"/tmp/sitemap-%1.xml"_s.arg(s);
        const int count = s == 0 ? urls : 300;
        for (int i = 0; i < count; ++i) {
            // Every 97th location repeats an earlier one: duplicates give findings.
            const int n = i % 97 == 96 ? i - 50 : i;
            const QString loc = u"https://%1/%2/Page-%3"_s
                                    .arg(n % 13 < 3 ? "www.example.co.uk"_L1 : "example.com"_L1,
                                         QLatin1StringView(sections[n % 4]))
                                    .arg((n * 7919) % 100003);
            UrlEntry entry(loc);
            if (s == 0)
                entry.setLocation(pool.make(loc.toUtf8()));
            if (i % 3 != 0)
                entry.setLastmod(W3cDateTime::fromString(
                    i % 29 == 0 ? u"2024-01-08 10:00"_s
                                : u"2024-%1-%2"_s.arg(1 + i % 12, 2, 10, QChar(u'0'))
                                      .arg(1 + i % 28, 2, 10, QChar(u'0'))));
            if (i % 5 == 0)
                entry.setChangefreq(ChangeFreq(1 + i % 7));
            if (i % 4 == 0)
                entry.setPriority((i % 11) / 10.0);
            if (i % 7 == 0) {
                Image image;
                image.setLoc(u"https://example.com/img/%1.jpg"_s.arg(i));
                entry.mutableImages().append(image);
            }
            sitemap.entries.append(entry);
        }
        workspace.sitemaps.append(sitemap);
    }
    return workspace;
}

bool matches(const EntryTableModel &model, const EditorDocument &document, int row,
             const Criteria &c)
{
    const EntryRef ref = model.entryAt(row);
    const UrlEntry &entry = document.entry(ref);
    if (!c.text.isEmpty()) {
        if (c.regex) {
            if (!QRegularExpression(c.text, QRegularExpression::CaseInsensitiveOption)
                     .match(entry.loc())
                     .hasMatch())
                return false;
        } else if (!entry.loc().contains(c.text, Qt::CaseInsensitive)) {
            return false;
        }
    }
    const auto count = [&](int column) {
        return model.data(model.index(row, column), EntryTableModel::SortRole).toInt();
    };
    switch (c.extension) {
    case EntryFilterModel::AnyExtension:
        break;
    case EntryFilterModel::WithImages:
        if (count(EntryTableModel::Images) == 0)
            return false;
        break;
    case EntryFilterModel::WithVideos:
        if (count(EntryTableModel::Videos) == 0)
            return false;
        break;
    case EntryFilterModel::WithNews:
        if (count(EntryTableModel::News) == 0)
            return false;
        break;
    case EntryFilterModel::WithAlternates:
        if (count(EntryTableModel::Alternates) == 0)
            return false;
        break;
    }
    if (c.from.isValid() || c.to.isValid()) {
        if (!entry.lastmod().isValid())
            return false;
        const QDateTime at = entry.lastmod().toDateTime();
        if ((c.from.isValid() && at < c.from) || (c.to.isValid() && at > c.to))
            return false;
    }
    if (c.severity >= 0
        && model.data(model.index(row, 0), EntryTableModel::SeverityRole).toInt() < c.severity)
        return false;
    if (!c.rule.isEmpty()) {
        const QList<Finding> findings = document.checker().entryFindings(ref.sitemap, ref.entry);
        if (std::none_of(findings.cbegin(), findings.cend(),
                         [&](const Finding &f) { return f.ruleId == c.rule; }))
            return false;
    }
    return true;
}

QList<int> expectedRows(const EntryTableModel &model, const EditorDocument &document,
                        const Criteria &c)
{
    QList<int> rows;
    for (int row = 0; row < model.rowCount(); ++row)
        if (matches(model, document, row, c))
            rows.append(row);
    if (c.sortColumn >= 0) {
        QList<QVariant> keys(model.rowCount());
        for (int row : std::as_const(rows))
            keys[row] = model.data(model.index(row, c.sortColumn), EntryTableModel::SortRole);
        std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) {
            const QPartialOrdering order = QVariant::compare(keys[a], keys[b]);
            return c.order == Qt::AscendingOrder ? order == QPartialOrdering::Less
                                                 : order == QPartialOrdering::Greater;
        });
    }
    return rows;
}

} // namespace

class TestEntryFilterModel : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void criteria();
    void sorting();
    void editsMoveHideAndShowRows();
    void insertAndRemove();
    // With no filter and no order the proxy shows the source's rows without maps of its own;
    // it leaves that state for a filter or a sort and comes back to it.
    void everyRowUnfilteredAndUnsorted();
    void bulkEdit();
    void selectionSurvivesSortAndEdits();
    // The same on a small document with QAbstractItemModelTester attached, which walks the
    // whole model at every signal.
    void underModelTester();

private:
    void setUp(int urls, bool tester);
    void apply(const Criteria &c);
    QList<int> proxyRows() const;
    // Compares the proxy with the reference for the criteria last applied.
    void verify(const char *step);

    std::unique_ptr<EditorDocument> m_document;
    std::unique_ptr<EntryTableModel> m_model;
    std::unique_ptr<EntryFilterModel> m_proxy;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
    Criteria m_criteria;
};

void TestEntryFilterModel::init()
{
    setUp(30000, false);
}

void TestEntryFilterModel::setUp(int urls, bool tester)
{
    cleanup();
    m_document = std::make_unique<EditorDocument>();
    m_document->setWorkspace(makeWorkspace(urls));
    m_model = std::make_unique<EntryTableModel>(m_document.get());
    m_proxy = std::make_unique<EntryFilterModel>(m_document.get(), m_model.get());
    if (tester)
        m_tester = std::make_unique<QAbstractItemModelTester>(
            m_proxy.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_criteria = {};
    QCOMPARE(m_model->rowCount(), urls + 300);
    QVERIFY(m_document->entry(EntryRef { 0, 5 }).location().isSplit());
}

void TestEntryFilterModel::underModelTester()
{
    setUp(700, true);
    criteria();
    setUp(700, true);
    sorting();
    setUp(700, true);
    editsMoveHideAndShowRows();
    setUp(700, true);
    insertAndRemove();
    setUp(700, true);
    everyRowUnfilteredAndUnsorted();
    setUp(700, true);
    bulkEdit();
    setUp(700, true);
    selectionSurvivesSortAndEdits();
}

void TestEntryFilterModel::cleanup()
{
    m_tester.reset();
    m_proxy.reset();
    m_model.reset();
    m_document.reset();
}

void TestEntryFilterModel::apply(const Criteria &c)
{
    QVERIFY(m_proxy->setUrlFilter(c.text, c.regex));
    m_proxy->setMinimumSeverity(c.severity);
    m_proxy->setRule(c.rule);
    m_proxy->setExtension(c.extension);
    m_proxy->setLastmodRange(c.from, c.to);
    m_proxy->sort(c.sortColumn, c.order);
    m_criteria = c;
}

QList<int> TestEntryFilterModel::proxyRows() const
{
    QList<int> rows;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        rows.append(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
    return rows;
}

void TestEntryFilterModel::verify(const char *step)
{
    const QList<int> expected = expectedRows(*m_model, *m_document, m_criteria);
    const QList<int> actual = proxyRows();
    if (actual != expected) {
        qsizetype i = 0;
        while (i < actual.size() && i < expected.size() && actual[i] == expected[i])
            ++i;
        QFAIL(qPrintable(
            u"%1: %2 rows, expected %3; first difference at row %4"_s.arg(QLatin1StringView(step))
                .arg(actual.size())
                .arg(expected.size())
                .arg(i)));
    }
    // And back: every source row maps to its proxy row, or to none.
    std::vector<bool> shown(size_t(m_model->rowCount()));
    for (int row : expected)
        shown[size_t(row)] = true;
    for (int row = 0; row < m_model->rowCount(); row += 7) {
        const QModelIndex proxy = m_proxy->mapFromSource(m_model->index(row, 0));
        QCOMPARE(proxy.isValid() ? actual.at(proxy.row()) : -1, shown[size_t(row)] ? row : -1);
    }
}

void TestEntryFilterModel::criteria()
{
    verify("everything");
    Criteria c;
    // Typing narrows, deleting widens; letters in any case.
    for (const QString &text :
         { u"p"_s, u"pA"_s, u"pAg"_s, u"page-1"_s, u"page-12"_s, u"page-1"_s, u"PRODUCTS/"_s,
           u"/news/page-99"_s, u"zzz"_s,
           // Across the seam of a location kept in two parts.
           u"COM/news"_s, u"example.com/pro"_s, u".UK/blog/page-1"_s, u"s://example.com/b"_s,
           u"m/"_s, u"https://www.example.co.uk/"_s, QString() }) {
        c.text = text;
        apply(c);
        verify(qPrintable(u"text "_s + text));
    }
    c.text = u"/(news|blog)/page-9\\d$"_s;
    c.regex = true;
    apply(c);
    QVERIFY(m_proxy->rowCount() > 0);
    verify("regular expression");
    QVERIFY(!m_proxy->setUrlFilter(u"(unclosed"_s, true));
    verify("an invalid expression leaves the filter");
    c = {};
    c.severity = int(Severity::Warning);
    apply(c);
    QVERIFY(m_proxy->rowCount() > 0);
    verify("warnings or errors");
    c.severity = -1;
    c.rule = u"SM405"_s; // duplicate URL
    apply(c);
    QVERIFY(m_proxy->rowCount() > 0);
    verify("one rule");
    c.rule.clear();
    c.extension = EntryFilterModel::WithImages;
    apply(c);
    QVERIFY(m_proxy->rowCount() > 0);
    verify("with images");
    c.from = QDateTime(QDate(2024, 3, 1), QTime(0, 0), Qt::UTC);
    c.to = QDateTime(QDate(2024, 5, 31), QTime(23, 59, 59), Qt::UTC);
    apply(c);
    QVERIFY(m_proxy->rowCount() > 0);
    verify("images and a lastmod range");
    c.extension = EntryFilterModel::AnyExtension;
    c.to = {};
    apply(c);
    verify("lastmod from a day on");
}

void TestEntryFilterModel::sorting()
{
    Criteria c;
    for (int column = 0; column < EntryTableModel::ColumnCount; ++column) {
        for (Qt::SortOrder order : { Qt::AscendingOrder, Qt::DescendingOrder }) {
            c.sortColumn = column;
            c.order = order;
            c.text.clear();
            apply(c);
            verify(qPrintable(u"sorted by column %1"_s.arg(column)));
            // Filtering a sorted table keeps it sorted.
            c.text = u"blog/page-2"_s;
            apply(c);
            verify(qPrintable(u"sorted by column %1 and filtered"_s.arg(column)));
        }
    }
    c = {};
    apply(c);
    verify("unsorted again");
}

void TestEntryFilterModel::editsMoveHideAndShowRows()
{
    Criteria c;
    c.text = u"page"_s;
    c.sortColumn = EntryTableModel::Loc;
    apply(c);
    const int rows = m_proxy->rowCount();
    auto edit = [&](int sourceRow, const QString &loc) {
        const EntryRef ref = m_model->entryAt(sourceRow);
        UrlEntry changed = m_document->entry(ref);
        changed.setLoc(loc);
        m_document->undoStack()->push(new ReplaceEntry(m_document.get(), ref, changed, u"edit"_s));
    };
    edit(10, u"https://aaa.example.com/page-first"_s); // moves to the top
    verify("moved to the top");
    QCOMPARE(m_proxy->mapToSource(m_proxy->index(0, 0)).row(), 10);
    edit(20, u"https://example.com/gone"_s); // no longer matches
    verify("hidden by an edit");
    QCOMPARE(m_proxy->rowCount(), rows - 1);
    edit(20, u"https://zzz.example.com/page-last"_s); // matches again, at the end
    verify("shown by an edit");
    QCOMPARE(m_proxy->mapToSource(m_proxy->index(m_proxy->rowCount() - 1, 0)).row(), 20);
    // A change of the findings (a duplicate made and undone) reaches a severity filter.
    c.severity = int(Severity::Warning);
    apply(c);
    verify("warnings");
    edit(30, m_document->entry(m_model->entryAt(31)).loc());
    verify("a new duplicate");
    while (m_document->undoStack()->canUndo()) {
        m_document->undoStack()->undo();
        verify("undo");
    }
    m_document->undoStack()->redo();
    verify("redo");
    // Sorted by lastmod, an edit of the date moves the row.
    c = {};
    c.sortColumn = EntryTableModel::Lastmod;
    c.order = Qt::DescendingOrder;
    apply(c);
    const EntryRef ref = m_model->entryAt(m_model->rowCount() / 2);
    UrlEntry changed = m_document->entry(ref);
    changed.setLastmod(W3cDateTime::fromString(u"2030-01-01"_s));
    m_document->undoStack()->push(new ReplaceEntry(m_document.get(), ref, changed, u"date"_s));
    verify("newest first");
    QCOMPARE(m_proxy->mapToSource(m_proxy->index(0, 0)).row(), m_model->rowCount() / 2);
}

void TestEntryFilterModel::insertAndRemove()
{
    Criteria c;
    c.text = u"news"_s;
    c.sortColumn = EntryTableModel::Loc;
    c.order = Qt::DescendingOrder;
    apply(c);
    const int rows = m_model->rowCount();
    auto *stack = m_document->undoStack();
    stack->push(new InsertEntry(m_document.get(), EntryRef { 0, 5 },
                                UrlEntry(u"https://zzz.example.com/news/zzzz"_s), u"add"_s));
    verify("inserted, shown");
    QCOMPARE(m_proxy->mapToSource(m_proxy->index(0, 0)).row(), 5);
    stack->push(new InsertEntry(m_document.get(), EntryRef { 1, 0 },
                                UrlEntry(u"https://example.com/other"_s), u"add"_s));
    verify("inserted, hidden");
    stack->push(new RemoveEntry(m_document.get(), EntryRef { 0, 8 }, u"remove"_s));
    verify("removed");
    stack->push(new RemoveEntry(m_document.get(), EntryRef { 0, 0 }, u"remove"_s));
    verify("removed the first");
    while (stack->canUndo()) {
        stack->undo();
        verify("undo");
    }
    QCOMPARE(m_model->rowCount(), rows);
}

void TestEntryFilterModel::everyRowUnfilteredAndUnsorted()
{
    auto *stack = m_document->undoStack();
    const int rows = m_model->rowCount();

    auto insertAndRemove = [&](const char *step, bool every = true) {
        stack->push(new InsertEntry(m_document.get(), EntryRef { 0, 3 },
                                    UrlEntry(u"https://example.com/news/inserted"_s), u"add"_s));
        verify(step);
        if (every)
            QCOMPARE(m_proxy->rowCount(), m_model->rowCount());
        stack->push(new RemoveEntry(m_document.get(), EntryRef { 0, 0 }, u"remove"_s));
        verify(step);
        stack->push(new RemoveEntry(m_document.get(), EntryRef { 1, 2 }, u"remove"_s));
        verify(step);
        stack->undo();
        stack->undo();
        stack->undo();
        verify(step);
        QCOMPARE(m_model->rowCount(), rows);
    };
    verify("opened");
    QCOMPARE(m_proxy->rowCount(), rows);
    insertAndRemove("every row");
    // A filter, then none again.
    Criteria c;
    c.text = u"news"_s;
    apply(c);
    verify("filtered");
    QVERIFY(m_proxy->rowCount() < rows);
    insertAndRemove("filtered", false);
    apply(Criteria());
    verify("filter cleared");
    QCOMPARE(m_proxy->rowCount(), rows);
    insertAndRemove("every row again");
    // An order, then none again.
    c = Criteria();
    c.sortColumn = EntryTableModel::Loc;
    c.order = Qt::DescendingOrder;
    apply(c);
    verify("sorted");
    apply(Criteria());
    verify("unsorted");
    insertAndRemove("every row after a sort");
    // An edit of the data shows in place.
    const QModelIndex first = m_proxy->index(0, EntryTableModel::Loc);
    QVERIFY(m_proxy->setData(first, u"https://example.com/edited"_s, Qt::EditRole)
            || m_model->setData(m_proxy->mapToSource(first), u"https://example.com/edited"_s,
                                Qt::EditRole));
    verify("edited");
    QCOMPARE(m_proxy->index(0, EntryTableModel::Loc).data().toString(),
             u"https://example.com/edited"_s);
}

void TestEntryFilterModel::bulkEdit()
{
    Criteria c;
    c.text = u"https://"_s;
    c.sortColumn = EntryTableModel::Loc;
    apply(c);
    // Every 10th URL goes to http: a large change, filtered again as a whole.
    const int rows = m_model->rowCount();
    QList<EntryRef> refs;
    QList<UrlEntry> after;
    for (int row = 0; row < rows; row += 10) {
        const EntryRef ref = m_model->entryAt(row);
        UrlEntry entry = m_document->entry(ref);
        entry.setLoc(entry.loc().replace(u"https://"_s, u"http://"_s));
        refs.append(ref);
        after.append(entry);
    }
    m_document->undoStack()->push(new ReplaceEntries(m_document.get(), refs, after, u"bulk"_s));
    verify("bulk edit");
    QCOMPARE(m_proxy->rowCount(), rows - refs.size());
    m_document->undoStack()->undo();
    verify("bulk edit undone");
    QCOMPARE(m_proxy->rowCount(), rows);
}

void TestEntryFilterModel::selectionSurvivesSortAndEdits()
{
    // Persistent indexes (the view's selection and current row) follow their entries.
    const QPersistentModelIndex kept(
        m_proxy->index(m_proxy->rowCount() / 3, EntryTableModel::Lastmod));
    const int source = m_proxy->mapToSource(kept).row();
    Criteria c;
    c.sortColumn = EntryTableModel::Loc;
    c.order = Qt::DescendingOrder;
    apply(c);
    QVERIFY(kept.isValid());
    QCOMPARE(m_proxy->mapToSource(kept).row(), source);
    QCOMPARE(kept.column(), int(EntryTableModel::Lastmod));
    const EntryRef ref = m_model->entryAt(source);
    UrlEntry changed = m_document->entry(ref);
    changed.setLoc(u"https://zzzzzz.example.com/"_s);
    m_document->undoStack()->push(new ReplaceEntry(m_document.get(), ref, changed, u"edit"_s));
    QCOMPARE(kept.row(), 0);
    QCOMPARE(m_proxy->mapToSource(kept).row(), source);
}

QTEST_MAIN(TestEntryFilterModel)
#include "tst_entryfiltermodel.moc"
