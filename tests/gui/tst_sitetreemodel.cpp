// The site tree: hosts, folders and pages of the workspace's URLs, made lazily, with counts
// and worst findings, checked against a tree built here the plain way, and by Qt's model
// tester through expansions and edits.

#include "document/editordocument.h"
#include "models/sitetreemodel.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <map>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

// The locations as the reader keeps them: in a pool, where one that follows another of its
// origin keeps only the rest of its bytes (PooledBytes). Prefixes the tree cuts then span the
// two parts.
Workspace workspaceOf(const QStringList &locs)
{
    Workspace workspace;
    Sitemap sitemap;
    ByteArrayPool pool;
    for (const QString &loc : locs) {
        UrlEntry entry;
        entry.setLocation(pool.make(loc.toUtf8()));
        sitemap.entries.append(entry);
    }
    workspace.sitemaps.append(sitemap);
    return workspace;
}

const QStringList Locations = {
    u"https://www.example.com/"_s,
    u"https://www.example.com/blog/"_s,
    u"https://www.example.com/blog/2024/a.html"_s,
    u"https://www.example.com/blog/2024/b.html"_s,
    u"https://www.example.com/blog-archive.html"_s, // '-' sorts before '/': not in blog/
    u"https://www.example.com/blog/2023/c.html?x=1/2"_s, // a '/' in the query is no folder
    u"https://www.example.com/shop/p1"_s,
    u"http://www.example.com/old"_s, // another scheme: another host node
    u"https://cdn.example.com/x/y/z.png"_s,
    u"https://www.example.com/blog/2024/a.html"_s, // listed twice: two pages
    u"not a url"_s,
};

// Display text without the count: "blog/ (5)" → "blog/".
QString labelOf(const QModelIndex &index)
{
    QString text = index.data().toString();
    const qsizetype paren = text.lastIndexOf(u" ("_s);
    return paren > 0 ? text.left(paren) : text;
}

// The whole tree as lines "label count", expanding every node.
QStringList dump(SiteTreeModel &model, const QModelIndex &parent = {}, int depth = 0)
{
    QStringList lines;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex child = model.index(row, 0, parent);
        lines.append(QString(depth * 2, u' ') + labelOf(child) + u' '
                     + QString::number(child.data(SiteTreeModel::CountRole).toInt()));
        lines += dump(model, child, depth + 1);
    }
    return lines;
}

// The tree a model made now of `document` shows.
QStringList truthOf(EditorDocument &document)
{
    SiteTreeModel fresh(&document);
    return dump(fresh);
}

} // namespace

class TestSiteTreeModel : public QObject
{
    Q_OBJECT

private slots:
    void hostsFoldersAndPages();
    void worstFindingAndPrefixes();
    void entriesAddedAndRemovedComeAndGo();
    void anEditedLocationMovesItsPage();
    void manyEditsFollowTheTruth();
    void bulkEdits();
    void largeFolderExpandsQuickly();
};

void TestSiteTreeModel::hostsFoldersAndPages()
{
    EditorDocument document;
    document.setWorkspace(workspaceOf(Locations));
    // The tree reads locations kept in two parts as the reader keeps them.
    QVERIFY(document.entry(EntryRef { 0, 2 }).location().isSplit());
    QCOMPARE(document.entry(EntryRef { 0, 2 }).location().parts().head, "https://www.example.com");
    SiteTreeModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QStringList expected = {
        u"http://www.example.com 1"_s,
        u"  old 1"_s,
        u"https://cdn.example.com 1"_s,
        u"  x/ 1"_s,
        u"    y/ 1"_s,
        u"      z.png 1"_s,
        u"https://www.example.com 8"_s,
        u"  / 1"_s,
        u"  blog-archive.html 1"_s,
        u"  blog/ 5"_s,
        u"    / 1"_s,
        u"    2023/ 1"_s,
        u"      c.html?x=1/2 1"_s,
        u"    2024/ 3"_s,
        u"      a.html 1"_s,
        u"      a.html 1"_s,
        u"      b.html 1"_s,
        u"  shop/ 1"_s,
        u"    p1 1"_s,
        u"not a url 1"_s,
    };
    QCOMPARE(dump(model), expected);
    // The home page is a page: no children.
    SiteTreeModel fresh(&document);
    QCOMPARE(fresh.rowCount(), 4);
    const QModelIndex www = fresh.index(2, 0);
    QVERIFY(fresh.hasChildren(www));
    QCOMPARE(fresh.rowCount(www), 4);
    QVERIFY(!fresh.hasChildren(fresh.index(0, 0, www)));
}

void TestSiteTreeModel::worstFindingAndPrefixes()
{
    EditorDocument document;
    QStringList locs = Locations;
    locs.append(u"https://www.example.com/shop/bad url"_s); // a space: an error
    document.setWorkspace(workspaceOf(locs));
    SiteTreeModel model(&document);
    const QModelIndex www = model.index(2, 0);
    QCOMPARE(model.prefixAt(www), "https://www.example.com/");
    QModelIndex shop;
    QModelIndex blog;
    for (int row = 0; row < model.rowCount(www); ++row) {
        if (labelOf(model.index(row, 0, www)) == u"shop/")
            shop = model.index(row, 0, www);
        if (labelOf(model.index(row, 0, www)) == u"blog/")
            blog = model.index(row, 0, www);
    }
    QVERIFY(shop.isValid() && blog.isValid());
    QCOMPARE(model.prefixAt(shop), "https://www.example.com/shop/");
    QCOMPARE(shop.data(SiteTreeModel::SeverityRole).toInt(), int(Severity::Error));
    QCOMPARE(www.data(SiteTreeModel::SeverityRole).toInt(), int(Severity::Error));
    QVERIFY(blog.data(SiteTreeModel::SeverityRole).toInt() < int(Severity::Error));
    QVERIFY(!shop.data(Qt::DecorationRole).isNull());
    // A page gives its entry, a folder none.
    const QModelIndex page = model.index(0, 0, shop);
    const EntryRef ref = model.entryAt(page);
    QCOMPARE(document.entry(ref).loc(), page.data(Qt::ToolTipRole).toString());
    QCOMPARE(model.entryAt(shop).entry, qsizetype(-1));
}

void TestSiteTreeModel::entriesAddedAndRemovedComeAndGo()
{
    EditorDocument document;
    document.setWorkspace(workspaceOf(Locations));
    SiteTreeModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    dump(model);
    document.insertEntry(EntryRef { 0, 0 }, UrlEntry(u"https://www.example.com/new/page"_s));
    QVERIFY(dump(model).contains(u"  new/ 1"_s));
    QCOMPARE(dump(model), truthOf(document));
    document.removeEntry(EntryRef { 0, 0 });
    QVERIFY(!dump(model).contains(u"  new/ 1"_s));
    QCOMPARE(dump(model), truthOf(document));
    QCOMPARE(resets.size(), 0); // followed, not made again
}

void TestSiteTreeModel::anEditedLocationMovesItsPage()
{
    EditorDocument document;
    document.setWorkspace(workspaceOf(Locations));
    SiteTreeModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    dump(model);
    const QModelIndex www = model.index(2, 0);
    QCOMPARE(www.data(SiteTreeModel::CountRole).toInt(), 8);
    // shop/p1 (entry 6) moves to blog/2024/: shop/ goes, 2024/ counts 4, www stays at 8.
    QPersistentModelIndex blog;
    for (int row = 0; row < model.rowCount(www); ++row)
        if (labelOf(model.index(row, 0, www)) == u"blog/")
            blog = model.index(row, 0, www);
    QVERIFY(blog.isValid());
    document.setEntry(EntryRef { 0, 6 }, UrlEntry(u"https://www.example.com/blog/2024/p1"_s));
    QStringList expected = truthOf(document);
    QCOMPARE(dump(model), expected);
    QVERIFY(!expected.contains(u"  shop/ 1"_s));
    QVERIFY(expected.contains(u"    2024/ 4"_s));
    QVERIFY(blog.isValid()); // the folder stayed: it was moved into, not made again
    QCOMPARE(blog.data(SiteTreeModel::CountRole).toInt(), 6);
    // To another host, and back.
    document.setEntry(EntryRef { 0, 6 }, UrlEntry(u"https://shop.example.com/p1"_s));
    QCOMPARE(dump(model), truthOf(document));
    QCOMPARE(model.rowCount(), 5);
    document.setEntry(EntryRef { 0, 6 }, UrlEntry(u"https://www.example.com/shop/p1"_s));
    QCOMPARE(dump(model), truthOf(document));
    QCOMPARE(model.rowCount(), 4);
    // A page renamed in its place keeps its row.
    QPersistentModelIndex page;
    for (int row = 0; row < model.rowCount(blog); ++row)
        if (labelOf(model.index(row, 0, blog)) == u"/")
            page = model.index(row, 0, blog);
    QVERIFY(page.isValid());
    document.setEntry(EntryRef { 0, 1 }, UrlEntry(u"https://www.example.com/blog/0.html"_s));
    QCOMPARE(dump(model), truthOf(document));
    QVERIFY(page.isValid());
    QCOMPARE(page.data().toString(), u"0.html"_s);
    QCOMPARE(resets.size(), 0);
}

void TestSiteTreeModel::manyEditsFollowTheTruth()
{
    // Random moves, additions and removals in a tree opened here and there: after each, the
    // tree is the one a fresh model makes of the document, and it was never made again.
    QStringList locs;
    const QStringList folders = { u"a/"_s, u"a/b/"_s, u"a/b/c/"_s, u"d/"_s, u"e/f/"_s, QString() };
    const QStringList hosts = { u"https://www.example.com/"_s, u"https://m.example.com/"_s };
    for (int i = 0; i < 60; ++i)
        locs.append(hosts.at(i % 7 == 0 ? 1 : 0) + folders.at(i % folders.size())
                    + u"p%1"_s.arg(i % 13));
    EditorDocument document;
    document.setWorkspace(workspaceOf(locs));
    SiteTreeModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    // Opened: the hosts and www's folders, not deeper.
    const QModelIndex www = model.index(1, 0);
    QCOMPARE(labelOf(www), u"https://www.example.com"_s);
    model.rowCount(www);
    quint32 seed = 21;
    auto next = [&seed](int bound) {
        seed = seed * 1103515245u + 12345u;
        return int((seed >> 8) % quint32(bound));
    };
    for (int step = 0; step < 300; ++step) {
        const qsizetype count = document.workspace().root().entries.size();
        const QString loc = hosts.at(next(2)) + folders.at(next(int(folders.size())))
            + u"p%1"_s.arg(next(13));
        // Mostly edits; now and then an entry added or removed, or a removal undone.
        const int what = next(10);
        if (what == 0) {
            document.insertEntry(EntryRef { 0, next(int(count) + 1) }, UrlEntry(loc));
        } else if (what == 1 && count > 1) {
            const EntryRef ref { 0, next(int(count)) };
            const EditorDocument::Removed removed = document.removeEntry(ref);
            if (next(2) == 0)
                document.restoreEntry(ref, removed);
        } else {
            document.setEntry(EntryRef { 0, next(int(count)) }, UrlEntry(loc));
        }
        QCoreApplication::processEvents(); // one edit after the other, as a user makes them
        if (step % 50 == 49) { // now and then, everything opened
            QCOMPARE(dump(model), truthOf(document));
            continue;
        }
        // Compared without opening more than the model has open.
        SiteTreeModel fresh(&document);
        QCOMPARE(model.rowCount(), fresh.rowCount());
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex host = model.index(row, 0);
            QCOMPARE(host.data().toString(), fresh.index(row, 0).data().toString());
        }
    }
    QCOMPARE(dump(model), truthOf(document));
    QCOMPARE(resets.size(), 0);
}

void TestSiteTreeModel::bulkEdits()
{
    QStringList locs;
    for (int i = 0; i < 2000; ++i)
        locs.append(u"https://www.example.com/%1/p%2"_s.arg(i % 2 ? u"odd"_s : u"even"_s).arg(i));
    EditorDocument document;
    document.setWorkspace(workspaceOf(locs));
    SiteTreeModel model(&document);
    // No model tester here: it reads the tree again at each reset, as a view does only when
    // it next lays out its rows.
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    dump(model);
    // Set Fields on 1,000 entries: no URL moves, the tree stays as it is.
    QList<EntryRef> refs;
    QList<UrlEntry> entries;
    for (qsizetype e = 0; e < 1000; ++e) {
        refs.append(EntryRef { 0, e });
        UrlEntry entry = document.entry(refs.last());
        entry.setPriority(0.5);
        entries.append(entry);
    }
    document.setEntries(refs, entries);
    QCOMPARE(resets.size(), 0);
    QCOMPARE(dump(model), truthOf(document));
    // Replace in URLs on 1,000: made again once, lazily, rather than 1,000 moves.
    for (UrlEntry &entry : entries)
        entry.setLoc(entry.loc().replace(u"/odd/"_s, u"/even/"_s));
    document.setEntries(refs, entries);
    QCOMPARE(resets.size(), 1);
    QCOMPARE(dump(model), truthOf(document));
}

void TestSiteTreeModel::largeFolderExpandsQuickly()
{
    // 200,000 URLs, 50,000 of them in one folder: opening that folder reads its range once.
    QStringList locs;
    locs.reserve(200000);
    for (int i = 0; i < 200000; ++i)
        locs.append(u"https://www.example.com/%1/page-%2.html"_s
                        .arg(i % 4 == 0 ? u"big"_s : u"f%1"_s.arg(i % 97))
                        .arg(i));
    EditorDocument document;
    document.setWorkspace(workspaceOf(locs));
    SiteTreeModel model(&document);
    QCOMPARE(model.rowCount(), 1);
    const QModelIndex www = model.index(0, 0);
    QModelIndex big;
    for (int row = 0; row < model.rowCount(www); ++row)
        if (labelOf(model.index(row, 0, www)) == u"big/")
            big = model.index(row, 0, www);
    QVERIFY(big.isValid());
    QCOMPARE(big.data(SiteTreeModel::CountRole).toInt(), 50000);
    QCOMPARE(model.rowCount(big), 50000);
}

QTEST_MAIN(TestSiteTreeModel)
#include "tst_sitetreemodel.moc"
