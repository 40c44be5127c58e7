#include "reportexport.h"

#include "io/writing/durablefile.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QColor>
#include <QFileInfo>
#include <QFont>
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

void drawPage(QPainter &painter, QTextDocument &document, int page, const QString &title)
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
    const QString number = u"%1 / %2"_s.arg(page + 1).arg(document.pageCount());
    painter.drawText(footer, Qt::AlignRight | Qt::AlignVCenter, number);
    const QString elided = painter.fontMetrics().elidedText(
        title, Qt::ElideRight,
        int(text.width() - painter.fontMetrics().horizontalAdvance(number) - 24));
    painter.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter, elided);
    painter.restore();
}

} // namespace

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
    const std::unique_ptr<QTextDocument> document = textDocument(report);
    document->setPageSize(textPageSize());
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
        const int pages = document->pageCount();
        for (int page = 0; page < pages; ++page) {
            if (page > 0)
                writer.newPage();
            drawPage(painter, *document, page, report.title());
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
    const std::unique_ptr<QTextDocument> document = textDocument(report);
    document->setPageSize(textPageSize());
    const QSizeF a4 = QPageSize(QPageSize::A4).size(QPageSize::Millimeter) * (Dpi / 25.4);
    const qreal scale = width / a4.width();
    QImage image(QSize(width, qRound(a4.height() * scale)), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    if (page < 0 || page >= document->pageCount())
        return image;
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.scale(scale, scale);
    const qreal margin = MarginMm * Dpi / 25.4;
    painter.translate(margin, margin);
    drawPage(painter, *document, page, report.title());
    return image;
}

} // namespace Studio
