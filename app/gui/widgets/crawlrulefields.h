#pragma once

#include "net/crawlsettings.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace Studio {

// Which URLs a crawl asks for and lists, as form fields: include, exclude and do-not-list
// patterns (regular expressions, one a line), the parameters removed from links besides the
// tracking ones (names or globs) or every parameter kept, and the publish URL of a staging
// site. Checked as they change (UrlRuleSettings::read, as the command line's options are):
// problem() names the field and the line that is wrong.
//
// Object names: "crawlInclude", "crawlExclude", "crawlNoList", "crawlStripParams",
// "crawlKeepAllParams", "crawlPublishUrl", "crawlRulesProblem".
class CrawlRuleFields : public QWidget
{
    Q_OBJECT

public:
    explicit CrawlRuleFields(QWidget *parent = nullptr);

    UrlRuleSettings settings() const;
    void setSettings(const UrlRuleSettings &settings);
    // What is wrong with the fields, naming the field and the line; empty when nothing is.
    QString problem() const;
    // The rules the fields make; false with problem() set when a field is wrong.
    bool read(CrawlUrlRules *rules) const;
    // Puts the cursor in the field problem() names, on its line.
    void focusProblem();

Q_SIGNALS:
    // A field changed; problem() is up to date.
    void changed();

private:
    void check();

    QPlainTextEdit *m_include;
    QPlainTextEdit *m_exclude;
    QPlainTextEdit *m_noList;
    QLineEdit *m_stripParams;
    QCheckBox *m_keepAllParams;
    QLineEdit *m_publishUrl;
    QLabel *m_problem;
    QWidget *m_problemField = nullptr;
    int m_problemLine = 0; // of a field of lines, from 1; 0 for none
};

} // namespace Studio
