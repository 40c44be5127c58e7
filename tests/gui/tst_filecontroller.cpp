// FileController on its own: a document, an autosave and a window of the test's making that
// answers the questions and runs the background work at once. No MainWindow.

#include "controllers/filecontroller.h"
#include "controllers/windowservices.h"
#include "document/autosave.h"
#include "document/editordocument.h"

#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

// Answers with the next of `answers` and records what was asked.
class TestWindow : public WindowServices
{
public:
    QWidget widget;
    QList<QMessageBox::StandardButton> answers;
    QStringList asked; // "title: text"
    QStringList status;
    bool busy = false;

    QWidget *dialogParent() override { return &widget; }
    QMessageBox::StandardButton ask(QMessageBox::Icon, const QString &title, const QString &text,
                                    QMessageBox::StandardButtons) override
    {
        asked.append(title + u": "_s + text);
        return answers.isEmpty() ? QMessageBox::Ok : answers.takeFirst();
    }
    bool runInBackground(const QString &, std::function<void()> work, std::function<bool()>,
                         std::function<void(QProgressDialog &)>) override
    {
        work();
        return true;
    }
    void showStatus(const QString &message, int) override { status.append(message); }
    bool isBusy() const override { return busy; }
    void setBusy(bool on) override { busy = on; }
};

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

const QByteArray TwoUrls = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                           "<url><loc>https://example.com/a</loc></url>"
                           "<url><loc>https://example.com/b</loc></url></urlset>";

} // namespace

class TestFileController : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void openSaveAndRecent();
    void failuresAndQuestions();
};

void TestFileController::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestFileController::openSaveAndRecent()
{
    QTemporaryDir dir;
    EditorDocument document;
    Autosave autosave(&document);
    TestWindow window;
    FileController files(&document, &autosave, &window);
    QMenu recent;
    files.setRecentMenu(&recent);
    QSignalSpy opened(&files, &FileController::opened);

    const QString path = dir.filePath(u"sitemap.xml"_s);
    writeFile(path, TwoUrls);
    QVERIFY(files.openFile(path));
    QCOMPARE(opened.count(), 1);
    QCOMPARE(document.workspace().root().entries.size(), 2);
    QCOMPARE(files.documentName(), u"sitemap.xml"_s);
    QVERIFY(files.isSitemapFile());
    QVERIFY(window.asked.isEmpty());
    // The recent files name it, first.
    QCOMPARE(recent.actions().size(), 1);
    QVERIFY(recent.actions().first()->text().contains(u"sitemap.xml"_s));

    // Save As a copy, then the URL list (asked first, the document stays on its file).
    const QString copy = dir.filePath(u"copy.xml"_s);
    QVERIFY(files.saveFile(copy));
    QVERIFY(QFile::exists(copy));
    window.answers = {QMessageBox::Save};
    const QString list = dir.filePath(u"urls.txt"_s);
    QVERIFY(files.saveUrlList(list));
    QFile text(list);
    QVERIFY(text.open(QIODevice::ReadOnly));
    QCOMPARE(text.readAll(), "https://example.com/a\nhttps://example.com/b\n");
    QCOMPARE(document.filePath(), copy);

    // A text list opened: Save must not write a sitemap over it.
    QVERIFY(files.openFile(list));
    QVERIFY(!files.isSitemapFile());
    QCOMPARE(recent.actions().size(), 2); // files opened, not written
}

void TestFileController::failuresAndQuestions()
{
    QTemporaryDir dir;
    EditorDocument document;
    Autosave autosave(&document);
    TestWindow window;
    FileController files(&document, &autosave, &window);
    const QString path = dir.filePath(u"sitemap.xml"_s);
    writeFile(path, TwoUrls);
    QVERIFY(files.openFile(path));

    // A file that is not there: one message, and the document stays.
    QVERIFY(!files.openFile(dir.filePath(u"missing.xml"_s)));
    QCOMPARE(window.asked.size(), 1);
    QVERIFY(window.asked.first().contains(u"missing.xml"_s));
    QCOMPARE(document.filePath(), path);

    // Unsaved changes: asked before another file replaces them; Cancel keeps them.
    document.undoStack()->push(new QUndoCommand(u"edit"_s));
    window.asked.clear();
    window.answers = {QMessageBox::Cancel};
    QVERIFY(!files.maybeSave());
    QCOMPARE(window.asked.size(), 1);
    window.answers = {QMessageBox::Cancel};
    QVERIFY(!files.openFile(path));
    window.answers = {QMessageBox::Discard};
    QVERIFY(files.maybeSave());
    // Busy: nothing else starts.
    window.busy = true;
    QVERIFY(!files.openFile(path));
}

QTEST_MAIN(TestFileController)
#include "tst_filecontroller.moc"
