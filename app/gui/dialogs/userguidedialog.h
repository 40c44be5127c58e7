#pragma once

#include <QDialog>
#include <QUrl>

class QLabel;
class QLineEdit;
class QTreeWidget;
class QTextBrowser;
class QToolButton;

namespace Studio {

// Help → User Guide: docs/user-guide.md, compiled into the program, read offline in a
// browser ("userGuideBrowser") with its pictures. Beside it the guide's sections
// ("userGuideContents"), above it a search ("userGuideFind", with next and previous). Links to
// a section scroll there; those to the rule catalogue open it (ruleCatalogueRequested), those
// to the web open in the desktop's browser. The guide is English: it has no translation.
class UserGuideDialog : public QDialog
{
    Q_OBJECT

public:
    // Where the guide is among the program's resources.
    static QUrl guideUrl();
    // The anchor a heading gets, as GitHub makes it: lower case, spaces as hyphens, without
    // punctuation ("Languages, keyboard and themes" → "languages-keyboard-and-themes").
    static QString anchorOf(const QString &heading);

    explicit UserGuideDialog(QWidget *parent = nullptr);

    QTextBrowser *browser() const { return m_browser; }
    // Finds `text` after the cursor (before it with `backward`), from the other end when it
    // is not there; false, said beside the field, when the guide does not hold it.
    bool find(const QString &text, bool backward = false);
    // Scrolls to the section whose anchor is `anchor`.
    void showSection(const QString &anchor);

signals:
    // A link to the rule catalogue, at `rule` ("SM407"; empty for the top).
    void ruleCatalogueRequested(const QString &rule);

private:
    void openLink(const QUrl &url);
    // Names the headings of the page read from `source` (anchorOf()), fits its pictures to
    // the page, lists its sections.
    void prepare(const QUrl &source);

    QTextBrowser *m_browser;
    QTreeWidget *m_contents;
    QLineEdit *m_find;
    QLabel *m_findStatus;
};

} // namespace Studio
