#pragma once

#include "net/crawldiff.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace Studio {

// Tools → Compare Crawls…: two crawls of a site kept in files (File → Save Crawl…, crawl
// --save) compared page by page, as crawl-diff does: the pages new, gone and changed, with the
// count of each kind as links that filter on a click, a filter by what changed and by URL
// text, and "N of M shown".
class CrawlCompareDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CrawlCompareDialog(QWidget *parent = nullptr);

    // The crawl open in the window, offered as the later side (ticked at once): it is read
    // from memory, not from a file. Not owned; it must stay while the dialog is open (the
    // dialog is closed before the crawl document changes).
    void setOpenCrawl(const CrawlResult *crawl, const QString &name);
    // Reads both and compares them; false with the reason shown and in `error`. With the open
    // crawl ticked, it is the later side and `newer` is not read.
    bool compare(const QString &older, const QString &newer, QString *error = nullptr);
    const CrawlDiff &diff() const { return m_diff; }
    // Shows only that kind ("new", "gone", "changed"; empty for all).
    void showKind(const QString &kind);

private:
    void browse(QLineEdit *field);
    void fill();

    QLineEdit *m_older;
    QLineEdit *m_newer;
    QCheckBox *m_useOpen;
    const CrawlResult *m_openCrawl = nullptr; // not owned
    QLabel *m_counts;
    QComboBox *m_field;
    QLineEdit *m_text;
    QLabel *m_shown;
    QTableWidget *m_table;
    CrawlDiff m_diff;
    QString m_kind;
};

} // namespace Studio
