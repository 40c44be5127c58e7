#include "xmleditor.h"

#include "commands/replaceentry.h"
#include "document/editordocument.h"
#include "io/loader.h"
#include "model/namespaces.h"
#include "io/writing/sitemapwriter.h"
#include "widgets/themecolours.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Studio {

namespace {

// The root start tag the entry text is parsed inside, on one line: the protocol's namespaces
// and every one the file declares, so that the entry's prefixes resolve as in the file.
QByteArray rootStartTag(const Sitemap &sitemap)
{
    QByteArray tag = sitemap.isIndex() ? "<sitemapindex" : "<urlset";
    QStringList prefixes;
    auto declare = [&](const QString &prefix, const QString &uri) {
        if (prefixes.contains(prefix))
            return;
        prefixes.append(prefix);
        tag += prefix.isEmpty() ? " xmlns=\"" : " xmlns:" + prefix.toUtf8() + "=\"";
        SitemapWriter::appendEscaped(tag, uri, true);
        tag += '"';
    };
    for (const Ns ns : { Ns::Sitemap, Ns::Image, Ns::Video, Ns::News, Ns::Xhtml })
        declare(Namespaces::canonicalPrefix(ns), Namespaces::canonical(ns));
    for (const NamespaceDeclaration &d : sitemap.namespaces)
        declare(d.prefix, d.namespaceUri);
    return tag + ">\n";
}

} // namespace

XmlEditor::XmlEditor(EditorDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("xmlEditor"));
    auto *layout = new QVBoxLayout(this);
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(QStringLiteral("xmlEdit"));
    m_text->setAccessibleName(tr("Entry as XML"));
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    // Tab leaves the text for the buttons, as in every other form, rather than typing a tab
    // character: the keyboard is never kept in the text.
    m_text->setTabChangesFocus(true);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("xmlError"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    // Not Alt+A, the Alternates tab's, nor Alt+V, the View menu's.
    m_apply = new QPushButton(tr("A&pply"), this);
    m_apply->setObjectName(QStringLiteral("xmlApplyButton"));
    m_apply->setToolTip(tr("Read the XML back into the entry (Edit → Undo takes it back)"));
    m_revert = new QPushButton(tr("&Revert"), this);
    m_revert->setObjectName(QStringLiteral("xmlRevertButton"));
    m_revert->setToolTip(tr("Show the entry as it is again, dropping the edits in the text"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_error, 1);
    buttons->addWidget(m_revert);
    buttons->addWidget(m_apply);
    layout->addWidget(m_text, 1);
    layout->addLayout(buttons);
    setTabOrder(m_text, m_revert);
    setTabOrder(m_revert, m_apply);

    connect(m_apply, &QPushButton::clicked, this, &XmlEditor::apply);
    connect(m_revert, &QPushButton::clicked, this, &XmlEditor::refresh);
    connect(m_text, &QPlainTextEdit::textChanged, this, [this] {
        if (m_refreshing)
            return;
        m_apply->setEnabled(true);
        m_revert->setEnabled(true);
    });
    connect(document, &EditorDocument::entryChanged, this, [this](const EntryRef &ref) {
        // Edits made elsewhere show here unless the text holds edits of its own.
        if (ref == m_ref && !m_apply->isEnabled())
            refresh();
    });
    connect(document, &EditorDocument::reset, this, [this] { setEntry(EntryRef { 0, -1 }); });
    setEntry(EntryRef { 0, -1 });
}

void XmlEditor::setEntry(const EntryRef &ref)
{
    m_ref = ref;
    refresh();
}

void XmlEditor::refresh()
{
    m_refreshing = true;
    const bool valid = m_document->isValid(m_ref);
    setEnabled(valid);
    QByteArray xml;
    if (valid)
        SitemapWriter(m_document->workspace().sitemaps.at(m_ref.sitemap))
            .appendEntry(xml, m_document->entry(m_ref));
    // The writer indents the entry as a child of the root: shown without that indentation.
    QStringList lines = QString::fromUtf8(xml).split(u'\n');
    while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
        lines.removeLast();
    const qsizetype indent
        = lines.isEmpty() ? 0 : lines.first().size() - QStringView(lines.first()).trimmed().size();
    for (QString &line : lines)
        if (line.left(indent).trimmed().isEmpty())
            line.remove(0, indent);
    m_text->setPlainText(lines.join(u'\n'));
    m_error->clear();
    m_apply->setEnabled(false);
    m_revert->setEnabled(false);
    m_refreshing = false;
}

bool XmlEditor::apply()
{
    if (!m_document->isValid(m_ref))
        return false;
    const Sitemap &sitemap = m_document->workspace().sitemaps.at(m_ref.sitemap);
    // Line 1 is the root start tag, so the text's own lines are the reader's minus one.
    const QByteArray bytes = rootStartTag(sitemap) + m_text->toPlainText().toUtf8() + '\n'
        + (sitemap.isIndex() ? "</sitemapindex>\n" : "</urlset>\n");
    LoadOptions options;
    options.loadChildren = false;
    const Workspace parsed = Loader::openBytes(bytes, QStringLiteral("entry.xml"), options);
    const Sitemap &result = parsed.root();
    QString problem;
    for (const Finding &f : result.findings) {
        if (f.severity != Severity::Error)
            continue;
        problem = f.line > 1
            ? tr("Line %1, column %2: %3").arg(f.line - 1).arg(f.column).arg(f.message)
            : f.message;
        break;
    }
    if (problem.isEmpty() && result.entries.size() != 1)
        problem = tr("The text holds %1 entries; it must hold exactly one <%2>.", nullptr,
                     int(result.entries.size()))
                      .arg(result.entries.size())
                      .arg(sitemap.isIndex() ? QStringLiteral("sitemap") : QStringLiteral("url"));
    if (!problem.isEmpty()) {
        m_error->setText(problem);
        ThemeColours::markError(m_error, true); // in the palette of the moment
        return false;
    }
    UrlEntry entry = result.entries.first();
    entry.setSourceLine(m_document->entry(m_ref).sourceLine());
    m_error->clear();
    m_apply->setEnabled(false);
    m_revert->setEnabled(false);
    if (!(entry == m_document->entry(m_ref)))
        m_document->undoStack()->push(
            new ReplaceEntry(m_document, m_ref, entry, tr("Edit %1 as XML").arg(entry.loc())));
    refresh();
    return true;
}

} // namespace Studio
