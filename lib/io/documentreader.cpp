#include "documentreader.h"

#include "xmlsitemapreader.h"

namespace Studio {

namespace {

// <urlset> and <sitemapindex>.
class XmlSitemapDocumentReader final : public DocumentReader
{
public:
    QString formatName() const override { return QStringLiteral("urlset"); }
    bool canRead(const QByteArray &, const XmlPrescan &prescan) const override
    {
        return prescan.format == SourceFormat::UrlSet
            || prescan.format == SourceFormat::SitemapIndex;
    }
    void read(const QByteArray &utf8, const XmlPrescan &prescan, Sitemap &sitemap,
              const ReadLimits &limits) const override
    {
        // A copy of the text is made only when an unescaped '&' must be repaired.
        QByteArray text = utf8;
        QList<std::pair<qint64, qint64>> repairs;
        if (XmlPrescan::escapeBareAmpersands(text, &sitemap.findings, &repairs) == 0) {
            XmlSitemapReader(limits).read(text, prescan, sitemap);
            return;
        }
        const qsizetype first = sitemap.findings.size();
        XmlSitemapReader(limits).read(text, XmlPrescan::scan(text), sitemap);
        // Positions of the reader's findings are in the repaired text, where each "&amp;"
        // is 4 columns longer than the '&' the file has: map them back.
        for (qsizetype i = first; i < sitemap.findings.size(); ++i) {
            Finding &f = sitemap.findings[i];
            qint64 shift = 0;
            for (const auto &[line, column] : std::as_const(repairs))
                shift += line == f.line && column < f.column ? 4 : 0;
            f.column -= shift;
        }
    }
};

} // namespace

const QList<const DocumentReader *> &DocumentReaders::all()
{
    static const XmlSitemapDocumentReader xmlSitemap;
    static const QList<const DocumentReader *> readers{&xmlSitemap};
    return readers;
}

const DocumentReader *DocumentReaders::find(const QByteArray &utf8, const XmlPrescan &prescan)
{
    for (const DocumentReader *reader : all())
        if (reader->canRead(utf8, prescan))
            return reader;
    return nullptr;
}

} // namespace Studio
