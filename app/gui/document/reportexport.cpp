#include "reportexport.h"

#include "io/writing/durablefile.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QColor>
#include <QFileInfo>
#include <QFont>
#include <QMap>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPalette>
#include <QPdfWriter>
#include <QPen>
#include <QSvgRenderer>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextImageFormat>
#include <QTextTable>
#include <QUrl>
#include <QtMath>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// The PDF's page: A4 with margins of 18 mm, laid out at 96 dots per inch, the resolution the
// report's CSS pixels and the charts' sizes are meant for; the PDF writer works at the same
// resolution, so one pixel of the layout is one CSS pixel on paper (1/96 inch). Text stays
// vector text; the charts' images keep their higher resolution.
constexpr int Dpi = 96;
constexpr qreal MarginMm = 18;
constexpr qreal FooterHeight = 28; // below each page's text: title and page number

QSizeF paintSize()
{
    const QSizeF page = QPageSize(QPageSize::A4).size(QPageSize::Millimeter);
    const qreal perMm = Dpi / 25.4;
    return QSizeF((page.width() - 2 * MarginMm) * perMm, (page.height() - 2 * MarginMm) * perMm);
}

// The height of the text on one page: the paint area less the footer.
QSizeF textPageSize()
{
    const QSizeF paint = paintSize();
    return QSizeF(std::floor(paint.width()), std::floor(paint.height() - FooterHeight));
}

// Draws page `page` of the layout (from 0) with its footer, which numbers it `number` of
// `count` printed pages.
void drawPage(QPainter &painter, QTextDocument &document, int page, int number, int count,
              const QString &title)
{
    const QSizeF text = textPageSize();
    painter.save();
    painter.translate(0, -page * text.height());
    QAbstractTextDocumentLayout::PaintContext context;
    context.clip = QRectF(0, page * text.height(), text.width(), text.height());
    context.palette.setColor(QPalette::Text, QColor(0x22, 0x22, 0x22));
    painter.setClipRect(context.clip);
    document.documentLayout()->draw(&painter, context);
    painter.restore();

    // The footer: a thin line, the title on the left, "3 / 7" on the right.
    const QSizeF paint = paintSize();
    painter.save();
    painter.setPen(QPen(QColor(0xcf, 0xd5, 0xdb), 0.8));
    const qreal lineY = paint.height() - FooterHeight + 8;
    painter.drawLine(QPointF(0, lineY), QPointF(text.width(), lineY));
    QFont font(document.defaultFont());
    font.setPixelSize(11);
    painter.setFont(font);
    painter.setPen(QColor(0x5f, 0x6b, 0x76));
    const QRectF footer(0, lineY + 4, text.width(), FooterHeight - 12);
    const QString numbers = u"%1 / %2"_s.arg(number).arg(count);
    painter.drawText(footer, Qt::AlignRight | Qt::AlignVCenter, numbers);
    const QString elided = painter.fontMetrics().elidedText(
        title, Qt::ElideRight,
        int(text.width() - painter.fontMetrics().horizontalAdvance(numbers) - 24));
    painter.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter, elided);
    painter.restore();
}

// The text that each page of `document`, laid out in pages (setPageSize()), shows: its lines
// top to bottom, a chart as "[image]", by the layout's page index. A page with nothing to
// read is absent.
//
// The layout's page count is its height in pages, and that height ends with the bottom
// margins of the last paragraph, table and section: when the last line ends a few pixels
// above a page's end, the margins after it make one page more that holds nothing. The same
// happens wherever a section, a table or a chart that does not fit is moved to the next page
// with margins or a border on the way. Pages are therefore printed by what is on them, never
// by the height.
QMap<int, QString> textByPage(QTextDocument &document)
{
    QMap<int, QString> pages;
    const qreal height = document.pageSize().height();
    QAbstractTextDocumentLayout *layout = document.documentLayout();
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const QTextLayout *lines = block.layout();
        if (!lines || !block.isVisible())
            continue;
        const qreal top = layout->blockBoundingRect(block).top();
        const QString text = block.text();
        for (int i = 0; i < lines->lineCount(); ++i) {
            const QTextLine line = lines->lineAt(i);
            QString shown = text.mid(line.textStart(), line.textLength());
            shown.replace(QChar::ObjectReplacementCharacter, u"[image]"_s);
            shown = shown.trimmed();
            if (shown.isEmpty())
                continue;
            // A line starts on the page it is drawn on: the layout moves a line that would
            // cross a page's end to the next page.
            const int page = qMax(0, int(std::floor((top + line.y()) / height)));
            QString &on = pages[page];
            if (!on.isEmpty())
                on += u'\n';
            on += shown;
        }
    }
    return pages;
}

// The closing note ("Rules and explanations: …") on paper: kept with what it closes. It is
// the document's last paragraph, with a wide top margin, after the statistics' charts; when
// the last chart ends near a page's end the note goes on alone, and that page shows one grey
// line above its footer, which reads as a page of footer only. Then the note loses its
// margin, and if it still starts a page, the block before it (the last chart or note; a
// table goes whole) starts that page with it. Returns true when the layout changed.
bool keepClosingNoteWithLastLines(QTextDocument &document)
{
    QTextBlock last = document.lastBlock();
    while (last.isValid() && last.text().trimmed().isEmpty())
        last = last.previous();
    if (!last.isValid())
        return false;
    const QMap<int, QString> pages = textByPage(document);
    if (pages.size() < 2 || pages.last() != last.text().trimmed())
        return false;
    QTextCursor cursor(last);
    QTextBlockFormat format = last.blockFormat();
    if (format.topMargin() > 0) {
        format.setTopMargin(0);
        cursor.setBlockFormat(format);
        const QMap<int, QString> again = textByPage(document);
        if (again.size() < 2 || again.last() != last.text().trimmed())
            return true;
    }
    // The nearest block before it that holds text and stands in the document's own flow.
    for (QTextBlock before = last.previous(); before.isValid(); before = before.previous()) {
        if (before.text().trimmed().isEmpty())
            continue;
        QTextCursor at(before);
        if (at.currentTable()) {
            QTextTable *table = at.currentTable();
            QTextTableFormat tableFormat = table->format();
            tableFormat.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            table->setFormat(tableFormat);
        } else {
            QTextBlockFormat beforeFormat = before.blockFormat();
            beforeFormat.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            at.setBlockFormat(beforeFormat);
        }
        return true;
    }
    return true;
}

} // namespace

QStringList ReportExport::pageTexts(const ReviewReport &report)
{
    const std::unique_ptr<QTextDocument> document = paginated(report);
    return textByPage(*document).values();
}

std::unique_ptr<QTextDocument> ReportExport::paginated(const ReviewReport &report)
{
    std::unique_ptr<QTextDocument> document = textDocument(report);
    document->setPageSize(textPageSize());
    keepClosingNoteWithLastLines(*document);
    return document;
}

ReportExport::Format ReportExport::formatFor(const QString &path)
{
    return path.endsWith(u".pdf"_s, Qt::CaseInsensitive) ? Format::Pdf : Format::Html;
}

bool ReportExport::write(const ReviewReport &report, const QString &path, QString *error)
{
    return formatFor(path) == Format::Pdf ? writePdf(report, path, error)
                                          : writeHtml(report, path, error);
}

bool ReportExport::writeHtml(const ReviewReport &report, const QString &path, QString *error)
{
    return DurableFile::write(path, report.toHtml(), error);
}

bool ReportExport::writePdf(const ReviewReport &report, const QString &path, QString *error)
{
    const std::unique_ptr<QTextDocument> document = paginated(report);
    const QList<int> pages = textByPage(*document).keys();
    QBuffer pdf;
    pdf.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&pdf);
        writer.setResolution(Dpi);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                         QMarginsF(MarginMm, MarginMm, MarginMm, MarginMm),
                                         QPageLayout::Millimeter));
        writer.setTitle(report.title());
        writer.setCreator(u"Sitemap Studio %1"_s.arg(QStringLiteral(SITEMAP_STUDIO_VERSION)));
        QPainter painter;
        if (!painter.begin(&writer)) {
            if (error)
                *error = tr("Could not make the PDF document.");
            return false;
        }
        // Only the pages with something on them (see textByPage()), numbered as printed.
        for (qsizetype i = 0; i < pages.size(); ++i) {
            if (i > 0)
                writer.newPage();
            drawPage(painter, *document, pages.at(i), int(i + 1), int(pages.size()),
                     report.title());
        }
        painter.end();
    }
    return DurableFile::write(path, pdf.data(), error);
}

std::unique_ptr<QTextDocument> ReportExport::textDocument(const ReviewReport &report,
                                                          qreal chartScale, int maxChartWidth)
{
    ReviewReport images = report;
    images.setChartMode(ReviewReport::ChartMode::ImageReferences);
    auto document = std::make_unique<QTextDocument>();
    QFont font(u"DejaVu Sans"_s);
    font.setStyleHint(QFont::SansSerif);
    font.setPixelSize(14);
    document->setDefaultFont(font);
    document->setDocumentMargin(0);
    for (const ReviewReport::ChartImage &chart : images.charts())
        document->addResource(QTextDocument::ImageResource, QUrl(chart.fileName),
                              renderChart(chart.svg, chartScale));
    // The report's screen rules centre it in a browser window; on paper the page's margins do
    // that.
    document->setMetaInformation(QTextDocument::CssMedia, u"print"_s);
    document->setHtml(QString::fromUtf8(images.toHtml()));

    // Charts wider than the page are shown smaller, keeping their proportions.
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isImageFormat())
                continue;
            QTextImageFormat image = fragment.charFormat().toImageFormat();
            if (image.width() <= maxChartWidth)
                continue;
            image.setHeight(image.height() * maxChartWidth / image.width());
            image.setWidth(maxChartWidth);
            QTextCursor cursor(document.get());
            cursor.setPosition(fragment.position());
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            cursor.setCharFormat(image);
        }
    }
    return document;
}

QImage ReportExport::renderChart(const SvgChart &chart, qreal scale)
{
    const QSize size(qCeil(chart.width() * scale), qCeil(chart.height() * scale));
    QImage image(size.isEmpty() ? QSize(1, 1) : size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QSvgRenderer renderer(chart.svg().toUtf8());
    if (renderer.isValid() && !size.isEmpty()) {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    image.setDevicePixelRatio(scale);
    return image;
}

QImage ReportExport::renderPage(const ReviewReport &report, int page, int width)
{
    const std::unique_ptr<QTextDocument> document = paginated(report);
    const QList<int> pages = textByPage(*document).keys();
    const QSizeF a4 = QPageSize(QPageSize::A4).size(QPageSize::Millimeter) * (Dpi / 25.4);
    const qreal scale = width / a4.width();
    QImage image(QSize(width, qRound(a4.height() * scale)), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    if (page < 0 || page >= pages.size())
        return image;
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.scale(scale, scale);
    const qreal margin = MarginMm * Dpi / 25.4;
    painter.translate(margin, margin);
    drawPage(painter, *document, pages.at(page), page + 1, int(pages.size()), report.title());
    return image;
}

} // namespace Studio
