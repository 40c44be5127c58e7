#pragma once

#include "dialogs/comparesourcedialog.h"
#include "net/remoteloader.h"
#include "review/diff.h"

#include <QDockWidget>
#include <QUrl>

#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace Studio {

class DiffFilterModel;
class DiffModel;
class EditorDocument;
struct Comparison;

// The Compare view: the document against an earlier version of the sitemap (a file, a web
// address, or the document's file as last saved), as the URLs added, removed and changed and,
// for a changed one, which fields. Filters by kind of change, by field and by text; a
// double-click on an added or changed URL goes to its entry; Export writes the whole diff as
// CSV or JSON.
//
// The comparison is of the document as it was when compared: an implicitly shared copy is
// kept with the result, so that the rows, their old and new values and the export stay as
// they were. An edit afterwards marks the view out of date, with a button to compare again.
class CompareDock : public QDockWidget
{
    Q_OBJECT

public:
    // Runs `work` off the GUI thread while the window waits, showing `label` with Cancel,
    // which calls `cancel` (see MainWindow::runInBackground); false when cancelled. Without a
    // runner the work runs in place.
    using BackgroundRunner = std::function<bool(const QString &label, std::function<void()> work,
                                                std::function<bool()> cancel)>;

    // The document is not owned and must outlive the dock.
    explicit CompareDock(EditorDocument *document, QWidget *parent = nullptr);
    ~CompareDock() override;

    void setBackgroundRunner(BackgroundRunner runner) { m_runner = std::move(runner); }

    // Asks what to compare with (CompareSourceDialog), then compares. Returns at once; the
    // dialog is window-modal.
    void chooseAndCompare();
    // Reads the other side and compares the document with it. False, with the reason shown in
    // the view, when it could not be read or the user cancelled.
    bool compareWithFile(const QString &path);
    bool compareWithUrl(const QUrl &url, const RemoteLoadOptions &options);
    bool compareWithSaved();
    // The last comparison again, against the document as it is now.
    bool compareAgain();

    // Writes the whole diff to `path`: JSON when it ends in .json, else CSV. False with the
    // reason in `error` when it could not be written (the file is then as it was).
    bool exportTo(const QString &path, QString *error = nullptr) const;

    // The comparison shown; null before the first.
    const Comparison *comparison() const;
    DiffModel *model() const { return m_model; }
    DiffFilterModel *filterModel() const { return m_filter; }
    QTableView *view() const { return m_view; }
    // True when the document changed after the comparison.
    bool isStale() const { return m_stale; }
    // The last message shown (an error, a cancel, why a row has no entry); empty when none.
    QString message() const;

signals:
    // The user asked to go to this entry of the document.
    void entryActivated(const Studio::EntryRef &ref);

private:
    struct Source
    {
        CompareSourceDialog::Kind kind = CompareSourceDialog::Kind::File;
        QString path;
        QUrl url;
        RemoteLoadOptions options;
    };
    bool compare(const Source &source);
    // Shows the view in front of the docks it shares a place with, tall enough to read.
    void bringForward();
    void setComparison(std::shared_ptr<const Comparison> comparison);
    void updateSummary();
    void applyFilters();
    void markStale();
    void activate(const QModelIndex &index);
    // The entry of the document with this location now: the compared place when the
    // document is unchanged, else looked for (same text, then same normalised URL).
    EntryRef findInDocument(const SitemapDiff::Item &item) const;
    void exportWithDialog();
    void showMessage(const QString &text, bool error = false);

    EditorDocument *m_document; // not owned
    BackgroundRunner m_runner;
    DiffModel *m_model; // owned (QObject child), as are the widgets below
    DiffFilterModel *m_filter;
    QStackedWidget *m_pages;
    QLabel *m_summary;
    QLabel *m_staleBanner;
    QPushButton *m_again;
    QPushButton *m_export;
    QCheckBox *m_added;
    QCheckBox *m_removed;
    QCheckBox *m_changed;
    QComboBox *m_field;
    QLineEdit *m_text;
    QTableView *m_view;
    QLabel *m_message;
    std::unique_ptr<Source> m_lastSource; // null before the first comparison
    bool m_stale = false;
};

} // namespace Studio
