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
        if (XmlPrescan::escapeBareAmpersands(text, &sitemap.findings) > 0)
            XmlSitemapReader(limits).read(text, XmlPrescan::scan(text), sitemap);
        else
            XmlSitemapReader(limits).read(text, prescan, sitemap);
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
