#pragma once

#include <QCoreApplication>
#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QStackedWidget;

namespace Studio {

class CrawlLimitFields;

// The link check's settings as form fields ("linkCheckConcurrency", "linkCheckDelay"), shown
// with LinkCheckSession::savedOptions(): Tools → Link Check Settings… and the Preferences'
// link check page.
class LinkCheckFields
{
    Q_DECLARE_TR_FUNCTIONS(Studio::ReviewController)

public:
    explicit LinkCheckFields(QWidget *parent);
    void addRows(QFormLayout *form);
    // Into the settings (LinkCheckSession::saveOptions()).
    void save() const;

    QSpinBox *concurrency;
    QSpinBox *delay;
};

// Edit → Preferences…: what the menus set here and there, in one place, on the settings keys
// the rest of the window reads (one source of truth): the language of the next start, the
// reading limit, autosave, the crawl dialog's limits, the link check, the table's columns.
//
// A language other than the one this run speaks is said in the dialog ("languageNotice"),
// with Restart Now ("restartNow"), which saves and ends the dialog with RestartRequested: the
// caller closes the window the usual way (unsaved work asked about) and starts the program
// again.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    // The result of finished() for Restart Now; Accepted for OK.
    enum { RestartRequested = 2 };

    struct Column
    {
        QString name;
        bool shown = true;
        bool fixed = false; // always shown (the URL)
    };

    // `columns` are the entry table's, in their order, as they show now.
    explicit PreferencesDialog(const QList<Column> &columns, QWidget *parent = nullptr);
    ~PreferencesDialog() override;

    // Writes every page to the settings; the columns are the caller's to apply
    // (shownColumns()).
    void save() const;
    QList<bool> shownColumns() const;
    // Shows the page of that object name ("preferencesGeneral", "preferencesAutosave",
    // "preferencesCrawl", "preferencesLinkCheck", "preferencesColumns").
    void showPage(const QString &name);

private:
    QWidget *addPage(const QString &name, const QString &title);
    void updateLanguageNotice();

    QListWidget *m_pages;
    QStackedWidget *m_stack;
    QComboBox *m_language;
    QLabel *m_languageNotice;
    QPushButton *m_restart;
    QSpinBox *m_readingLimit;
    QCheckBox *m_autosave;
    QSpinBox *m_autosaveMinutes;
    std::unique_ptr<CrawlLimitFields> m_crawl;
    std::unique_ptr<LinkCheckFields> m_linkCheck;
    QList<QCheckBox *> m_columns;
};

} // namespace Studio
