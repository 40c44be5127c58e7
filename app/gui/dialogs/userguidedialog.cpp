#include "userguidedialog.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFile>
#include <QHBoxLayout>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// The pictures are screenshots of a large window: at most this many average characters wide,
// so that a page of the guide reads without scrolling sideways.
constexpr int PictureChars = 90;

QString resourcePath(const QUrl &url)
{
    return u':' + url.path();
}

// Reads the guide's Markdown without its HTML comments and with its raw HTML pictures
// (<img src alt width>, which GitHub sizes) as Markdown ones: Qt's Markdown reader shows a
// comment as text and loses the text of every heading after such a picture.
class GuideBrowser : public QTextBrowser
{
public:
    using QTextBrowser::QTextBrowser;

    QVariant loadResource(int type, const QUrl &name) override
    {
        if (type != QTextDocument::MarkdownResource)
            return QTextBrowser::loadResource(type, name);
        QFile file(resourcePath(name));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        static const QRegularExpression picture(
            QStringLiteral(R"re(<img\s+src="([^"]*)"\s+alt="([^"]*)"[^>]*>)re"));
        // The notes for the guide's writers, which it would show as text.
        static const QRegularExpression comment(QStringLiteral("<!--.*?-->"),
                                                QRegularExpression::DotMatchesEverythingOption);
        return QString::fromUtf8(file.readAll())
            .remove(comment)
            .replace(picture, QStringLiteral("![\\2](\\1)"));
    }
};

} // namespace

QUrl UserGuideDialog::guideUrl()
{
    return QUrl(u"qrc:/guide/docs/user-guide.md"_s);
}

QString UserGuideDialog::anchorOf(const QString &heading)
{
    QString anchor;
    for (const QChar c : heading.trimmed().toLower()) {
        if (c.isLetterOrNumber() || c == u'-' || c == u'_')
            anchor += c;
        else if (c.isSpace())
            anchor += u'-';
    }
    return anchor;
}

UserGuideDialog::UserGuideDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"userGuideDialog"_s);
    setWindowTitle(tr("Sitemap Studio User Guide"));
    setWindowFlag(Qt::WindowMaximizeButtonHint);

    m_contents = new QTreeWidget(this);
    m_contents->setObjectName(u"userGuideContents"_s);
    m_contents->setHeaderHidden(true);
    m_contents->setAccessibleName(tr("Contents"));
    m_contents->setRootIsDecorated(false);
    m_contents->setIndentation(fontMetrics().averageCharWidth() * 2);

    m_find = new QLineEdit(this);
    m_find->setObjectName(u"userGuideFind"_s);
    m_find->setClearButtonEnabled(true);
    m_find->setPlaceholderText(tr("Find in the guide"));
    m_find->setAccessibleName(tr("Find in the guide"));
    auto *previous = new QToolButton(this);
    previous->setObjectName(u"userGuideFindPrevious"_s);
    previous->setArrowType(Qt::UpArrow);
    previous->setToolTip(tr("Previous match (%1)")
                             .arg(QKeySequence(QKeySequence::FindPrevious)
                                      .toString(QKeySequence::NativeText)));
    previous->setAccessibleName(tr("Previous match"));
    auto *next = new QToolButton(this);
    next->setObjectName(u"userGuideFindNext"_s);
    next->setArrowType(Qt::DownArrow);
    next->setToolTip(
        tr("Next match (%1)")
            .arg(QKeySequence(QKeySequence::FindNext).toString(QKeySequence::NativeText)));
    next->setAccessibleName(tr("Next match"));
    m_findStatus = new QLabel(this);
    m_findStatus->setObjectName(u"userGuideFindStatus"_s);
    auto *back = new QToolButton(this);
    back->setObjectName(u"userGuideBack"_s);
    back->setArrowType(Qt::LeftArrow);
    back->setToolTip(tr("Back"));
    back->setAccessibleName(tr("Back"));
    back->setEnabled(false);

    m_browser = new GuideBrowser(this);
    m_browser->setObjectName(u"userGuideBrowser"_s);
    m_browser->setOpenLinks(false);
    m_browser->setAccessibleName(tr("User guide"));

    auto *findRow = new QHBoxLayout;
    findRow->addWidget(back);
    findRow->addWidget(m_find, 1);
    findRow->addWidget(previous);
    findRow->addWidget(next);
    findRow->addWidget(m_findStatus);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(findRow);
    rightLayout->addWidget(m_browser);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_contents);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);

    connect(m_find, &QLineEdit::textEdited, this, [this](const QString &text) {
        // As the word grows, the match stays where it began.
        QTextCursor cursor = m_browser->textCursor();
        cursor.setPosition(cursor.selectionStart());
        m_browser->setTextCursor(cursor);
        find(text);
    });
    connect(m_find, &QLineEdit::returnPressed, this, [this] { find(m_find->text()); });
    connect(next, &QToolButton::clicked, this, [this] { find(m_find->text()); });
    connect(previous, &QToolButton::clicked, this, [this] { find(m_find->text(), true); });
    const auto onKeys = [this](QKeySequence::StandardKey key, auto slot) {
        auto *shortcut = new QShortcut(key, this);
        connect(shortcut, &QShortcut::activated, this, slot);
    };
    onKeys(QKeySequence::FindNext, [this] { find(m_find->text()); });
    onKeys(QKeySequence::FindPrevious, [this] { find(m_find->text(), true); });
    onKeys(QKeySequence::Find, [this] {
        m_find->setFocus(Qt::ShortcutFocusReason);
        m_find->selectAll();
    });
    auto *previousFromField = new QShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Return), m_find);
    previousFromField->setContext(Qt::WidgetShortcut);
    connect(previousFromField, &QShortcut::activated, this, [this] { find(m_find->text(), true); });
    connect(m_contents, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        showSection(item->data(0, Qt::UserRole).toString());
    });
    connect(m_contents, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) {
        showSection(item->data(0, Qt::UserRole).toString());
    });
    connect(m_browser, &QTextBrowser::anchorClicked, this, &UserGuideDialog::openLink);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QWidget::setEnabled);
    connect(back, &QToolButton::clicked, m_browser, &QTextBrowser::backward);
    connect(m_browser, &QTextBrowser::sourceChanged, this, &UserGuideDialog::prepare);

    m_browser->setSource(guideUrl(), QTextDocument::MarkdownResource);

    // Room for the guide's text and its pictures, within the screen.
    const int chars = fontMetrics().averageCharWidth();
    QSize size(chars * (PictureChars + 40), fontMetrics().height() * 45);
    if (const QScreen *screen = parent ? parent->screen() : this->screen())
        size = size.boundedTo(screen->availableGeometry().size() * 9 / 10);
    resize(size);
    splitter->setSizes({ chars * 30, size.width() - chars * 30 });
}

void UserGuideDialog::prepare(const QUrl &source)
{
    QTextDocument *document = m_browser->document();
    m_contents->clear();
    QTreeWidgetItem *section = nullptr;
    const int pictureWidth = fontMetrics().averageCharWidth() * PictureChars;
    struct Picture
    {
        int position;
        int length;
        QTextImageFormat format;
    };
    QList<Picture> pictures;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level > 0) {
            // A heading: the anchor its links name, and a line in the contents.
            const QString anchor = anchorOf(block.text());
            QTextCursor cursor(block);
            cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
            QTextCharFormat named;
            named.setAnchor(true);
            named.setAnchorNames({ anchor });
            cursor.mergeCharFormat(named);
            if (level == 2 || (level == 3 && section)) {
                auto *item = level == 2 ? new QTreeWidgetItem(m_contents)
                                        : new QTreeWidgetItem(section);
                item->setText(0, block.text());
                item->setData(0, Qt::UserRole, anchor);
                if (level == 2)
                    section = item;
            }
        }
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isImageFormat())
                continue;
            QTextImageFormat format = fragment.charFormat().toImageFormat();
            const QImageReader reader(
                resourcePath(source.resolved(QUrl(format.name()))));
            const QSize size = reader.size();
            if (size.width() <= pictureWidth)
                continue;
            format.setWidth(pictureWidth);
            format.setHeight(qreal(size.height()) * pictureWidth / size.width());
            pictures.append({ fragment.position(), fragment.length(), format });
        }
    }
    for (const Picture &picture : pictures) {
        QTextCursor cursor(document);
        cursor.setPosition(picture.position);
        cursor.setPosition(picture.position + picture.length, QTextCursor::KeepAnchor);
        cursor.setCharFormat(picture.format);
    }
    m_contents->expandAll();
}

bool UserGuideDialog::find(const QString &text, bool backward)
{
    if (text.isEmpty()) {
        m_findStatus->clear();
        return false;
    }
    const QTextDocument::FindFlags flags
        = backward ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    bool found = m_browser->find(text, flags);
    if (!found) {
        // From the other end of the guide.
        QTextCursor cursor = m_browser->textCursor();
        cursor.movePosition(backward ? QTextCursor::End : QTextCursor::Start);
        m_browser->setTextCursor(cursor);
        found = m_browser->find(text, flags);
    }
    m_findStatus->setText(found ? QString() : tr("Not found"));
    return found;
}

void UserGuideDialog::showSection(const QString &anchor)
{
    if (!anchor.isEmpty())
        m_browser->scrollToAnchor(anchor);
}

void UserGuideDialog::openLink(const QUrl &url)
{
    const QUrl target = m_browser->source().resolved(url);
    if (target.scheme() != u"qrc") {
        QDesktopServices::openUrl(target);
        return;
    }
    // The rule catalogue is in the program: "RULES.md#sm407-publish-location-assumed".
    if (target.fileName() == u"RULES.md") {
        emit ruleCatalogueRequested(target.fragment().section(u'-', 0, 0).toUpper());
        return;
    }
    if (target.adjusted(QUrl::RemoveFragment) == m_browser->source().adjusted(QUrl::RemoveFragment)) {
        showSection(target.fragment());
        return;
    }
    // Another page of the documentation that came with the guide (cli.md).
    if (QFile::exists(resourcePath(target)))
        m_browser->setSource(target, QTextDocument::MarkdownResource);
}

} // namespace Studio
