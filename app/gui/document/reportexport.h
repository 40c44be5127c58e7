#pragma once

#include "review/report.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>
#include <QStringList>

#include <memory>

class QTextDocument;

namespace Studio {

// File → Export Report: the engine's ReviewReport written as HTML, as the CLI writes it, or
// as PDF. For the PDF the report is laid out by QTextDocument, which draws no inline SVG: the
// report names its charts as images instead, and each chart's SVG is drawn with QSvgRenderer
// into an image resource of that name. Files are written through DurableFile, so a failed
// export leaves an existing file as it was.
class ReportExport
{
    Q_DECLARE_TR_FUNCTIONS(Studio::ReportExport)

public:
    enum class Format : quint8 { Html, Pdf };
    // By the file's suffix: ".pdf" is PDF, anything else HTML.
    static Format formatFor(const QString &path);

    // Writes `report` to `path` in the format its suffix says; false with `error` set on
    // failure.
    static bool write(const ReviewReport &report, const QString &path, QString *error);
    static bool writeHtml(const ReviewReport &report, const QString &path, QString *error);
    static bool writePdf(const ReviewReport &report, const QString &path, QString *error);

    // The report as a QTextDocument with its charts as image resources, drawn at `chartScale`
    // times their size so that they stay sharp in print. Charts wider than `maxChartWidth`
    // (pixels at 96 dpi) are shown smaller.
    static std::unique_ptr<QTextDocument>
    textDocument(const ReviewReport &report, qreal chartScale = 2, int maxChartWidth = 660);
    // The report laid out in the PDF's pages, the closing note kept with the lines before it.
    static std::unique_ptr<QTextDocument> paginated(const ReviewReport &report);
    // What each page of the PDF shows above its footer, line by line (a chart as "[image]"),
    // in print order. The PDF prints exactly these pages: the layout's pages with nothing on
    // them are left out (see reportexport.cpp), so none holds only its footer.
    static QStringList pageTexts(const ReviewReport &report);
    // `chart` drawn on white at `scale` times its size.
    static QImage renderChart(const SvgChart &chart, qreal scale = 1);
    // Page `page` (from 0) of the report as the PDF lays it out on A4, `width` pixels wide: for
    // previews and the documentation's screenshot.
    static QImage renderPage(const ReviewReport &report, int page, int width = 1240);
};

} // namespace Studio
