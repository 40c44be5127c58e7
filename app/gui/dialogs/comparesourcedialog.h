#pragma once

#include <QDialog>
#include <QUrl>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace Studio {

// Tools → Compare With: what to compare the document with. A file, a web address (a sitemap's,
// not a site's: the Open URL dialog finds those), or the document's file as last saved, which
// is offered only when the document has a file. Checks the choice before it closes; the Compare
// view does the work.
class CompareSourceDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Kind { File, Url, Saved };

    // `savedPath` is the document's file; empty when it has none.
    explicit CompareSourceDialog(const QString &savedPath, QWidget *parent = nullptr);

    Kind kind() const;
    void setKind(Kind kind);
    QString filePath() const;
    void setFilePath(const QString &path);
    QUrl url() const;
    void setUrl(const QString &url);

    void accept() override;

private:
    // Why the choice cannot be compared; empty when it can.
    QString validate() const;
    void showError(const QString &text);
    void browse();

    QString m_savedPath;
    QRadioButton *m_file;
    QRadioButton *m_url;
    QRadioButton *m_saved;
    QLineEdit *m_fileEdit;
    QPushButton *m_browse;
    QLineEdit *m_urlEdit;
    QLabel *m_savedNote;
    QLabel *m_error;
};

} // namespace Studio
