#include "comparesourcedialog.h"

#include "net/remoteloader.h"
#include "widgets/themecolours.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

const QString KindKey = u"compare/kind"_s;
const QString FileKey = u"compare/lastFile"_s;
const QString UrlKey = u"compare/lastUrl"_s;

} // namespace

CompareSourceDialog::CompareSourceDialog(const QString &savedPath, QWidget *parent)
    : QDialog(parent)
    , m_savedPath(savedPath)
{
    setObjectName(u"compareSourceDialog"_s);
    setWindowTitle(tr("Compare With"));
    const QSettings settings;

    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Compare the document with an earlier version of the sitemap "
                                "to see the URLs added, removed and changed since. The "
                                "document is the newer side."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *grid = new QGridLayout;
    grid->setColumnMinimumWidth(0, fontMetrics().averageCharWidth() * 3);
    m_file = new QRadioButton(tr("A &file:"), this);
    m_file->setObjectName(u"compareFileChoice"_s);
    m_fileEdit = new QLineEdit(this);
    m_fileEdit->setObjectName(u"compareFileEdit"_s);
    m_fileEdit->setPlaceholderText(tr("sitemap.xml, .xml.gz or .zip"));
    m_fileEdit->setClearButtonEnabled(true);
    m_fileEdit->setAccessibleName(tr("File to compare with"));
    m_fileEdit->setText(settings.value(FileKey).toString());
    m_fileEdit->setMinimumWidth(fontMetrics().averageCharWidth() * 56);
    m_browse = new QPushButton(tr("&Browse…"), this);
    m_browse->setObjectName(u"compareBrowseButton"_s);
    grid->addWidget(m_file, 0, 0, 1, 3);
    grid->addWidget(m_fileEdit, 1, 1);
    grid->addWidget(m_browse, 1, 2);

    m_url = new QRadioButton(tr("A &web address:"), this);
    m_url->setObjectName(u"compareUrlChoice"_s);
    m_urlEdit = new QLineEdit(this);
    m_urlEdit->setObjectName(u"compareUrlEdit"_s);
    m_urlEdit->setPlaceholderText(u"https://www.example.com/sitemap.xml"_s);
    m_urlEdit->setClearButtonEnabled(true);
    m_urlEdit->setAccessibleName(tr("Address to compare with"));
    m_urlEdit->setText(settings.value(UrlKey).toString());
    grid->addWidget(m_url, 2, 0, 1, 3);
    grid->addWidget(m_urlEdit, 3, 1, 1, 2);

    m_saved = new QRadioButton(tr("The &saved version of this document"), this);
    m_saved->setObjectName(u"compareSavedChoice"_s);
    m_savedNote = new QLabel(this);
    m_savedNote->setObjectName(u"compareSavedNote"_s);
    m_savedNote->setWordWrap(true);
    m_savedNote->setTextFormat(Qt::PlainText);
    m_savedNote->setEnabled(false); // greyed: a note, not a control
    m_savedNote->setText(savedPath.isEmpty()
                             ? tr("The document has no file yet: save it first.")
                             : tr("%1 as it is on disk, against the edits not saved yet.")
                                   .arg(QDir::toNativeSeparators(savedPath)));
    m_saved->setEnabled(!savedPath.isEmpty());
    grid->addWidget(m_saved, 4, 0, 1, 3);
    grid->addWidget(m_savedNote, 5, 1, 1, 2);
    layout->addLayout(grid);

    m_error = new QLabel(this);
    m_error->setObjectName(u"compareSourceError"_s);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->hide();
    layout->addWidget(m_error);

    auto *group = new QButtonGroup(this);
    group->addButton(m_file);
    group->addButton(m_url);
    group->addButton(m_saved);
    const Kind last = Kind(settings.value(KindKey, int(Kind::File)).toInt());
    setKind(last == Kind::Saved && savedPath.isEmpty() ? Kind::File : last);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
    ok->setText(tr("&Compare"));
    ok->setObjectName(u"compareOkButton"_s);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &CompareSourceDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_browse, &QPushButton::clicked, this, &CompareSourceDialog::browse);
    connect(group, &QButtonGroup::buttonToggled, this, [this] { showError(QString()); });
    // The fields stay editable whichever is chosen: typing in one, or browsing, chooses it.
    connect(m_fileEdit, &QLineEdit::textEdited, this, [this] { m_file->setChecked(true); });
    connect(m_urlEdit, &QLineEdit::textEdited, this, [this] { m_url->setChecked(true); });
    for (QLineEdit *edit : { m_fileEdit, m_urlEdit })
        connect(edit, &QLineEdit::textChanged, this, [this] { showError(QString()); });
}

CompareSourceDialog::Kind CompareSourceDialog::kind() const
{
    return m_saved->isChecked() ? Kind::Saved : m_url->isChecked() ? Kind::Url : Kind::File;
}

void CompareSourceDialog::setKind(Kind kind)
{
    (kind == Kind::Saved ? m_saved : kind == Kind::Url ? m_url : m_file)->setChecked(true);
}

QString CompareSourceDialog::filePath() const
{
    return kind() == Kind::Saved ? m_savedPath : m_fileEdit->text().trimmed();
}

void CompareSourceDialog::setFilePath(const QString &path)
{
    m_fileEdit->setText(path);
    m_file->setChecked(true);
}

QUrl CompareSourceDialog::url() const
{
    return QUrl(m_urlEdit->text().trimmed(), QUrl::TolerantMode);
}

void CompareSourceDialog::setUrl(const QString &url)
{
    m_urlEdit->setText(url);
    m_url->setChecked(true);
}

QString CompareSourceDialog::validate() const
{
    switch (kind()) {
    case Kind::File: {
        const QString path = filePath();
        if (path.isEmpty())
            return tr("Choose the file to compare with.");
        const QFileInfo info(path);
        if (!info.exists())
            return tr("There is no file %1.").arg(QDir::toNativeSeparators(path));
        if (info.isDir())
            return tr("%1 is a folder; choose a sitemap file in it.")
                .arg(QDir::toNativeSeparators(path));
        return {};
    }
    case Kind::Url: {
        const QString text = m_urlEdit->text().trimmed();
        if (text.isEmpty())
            return tr("Type the address of a sitemap.");
        if (!RemoteLoader::isRemote(text))
            return tr("Give the whole address, starting with https:// or http://.");
        if (!url().isValid() || url().host().isEmpty())
            return tr("This is not a valid address: %1").arg(text);
        return {};
    }
    case Kind::Saved:
        return m_savedPath.isEmpty() ? tr("The document has no file yet: save it first.")
                                     : QString();
    }
    return {};
}

void CompareSourceDialog::showError(const QString &text)
{
    m_error->setText(text);
    ThemeColours::markError(m_error, true);
    m_error->setVisible(!text.isEmpty());
}

void CompareSourceDialog::browse()
{
    const QString start = m_fileEdit->text().isEmpty() ? QFileInfo(m_savedPath).path()
                                                       : QFileInfo(m_fileEdit->text()).path();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Compare With"), start,
        tr("Sitemaps (*.xml *.xml.gz *.gz *.zip);;Lists, feeds, robots.txt and tables (*.txt "
           "*.txt.gz *.rss *.atom *.xml *.csv *.tsv);;All files (*)"));
    if (!path.isEmpty())
        setFilePath(path);
}

void CompareSourceDialog::accept()
{
    const QString error = validate();
    if (!error.isEmpty()) {
        showError(error);
        return;
    }
    QSettings settings;
    settings.setValue(KindKey, int(kind()));
    if (kind() == Kind::File)
        settings.setValue(FileKey, filePath());
    if (kind() == Kind::Url)
        settings.setValue(UrlKey, m_urlEdit->text().trimmed());
    QDialog::accept();
}

} // namespace Studio
