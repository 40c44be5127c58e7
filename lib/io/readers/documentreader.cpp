#include "documentreader.h"

#include "csvreader.h"
#include "feedreader.h"
#include "robotstxt.h"
#include "textlistreader.h"
#include "xmlsitemapreader.h"

#include <QCoreApplication>

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
        // The fast scanner declines any '&' that does not start a reference, so a document it
        // reads has none to repair: it is tried first, on the text as it is, and the search for
        // bare '&' (a pass over the whole text, with a look at each reference) is made only for
        // the documents it declines.
        const XmlSitemapReader reader(limits);
        if (reader.readFast(utf8, prescan, sitemap))
            return;
        // A copy of the text is made only when an unescaped '&' must be repaired.
        QByteArray text = utf8;
        QList<std::pair<qint64, qint64>> repairs;
        if (XmlPrescan::escapeBareAmpersands(text, &sitemap.findings, &repairs) == 0) {
            reader.read(text, prescan, sitemap, XmlSitemapReader::FastPath::Declined);
            return;
        }
        const qsizetype first = sitemap.findings.size();
        reader.read(text, XmlPrescan::scan(text), sitemap);
        XmlPrescan::mapRepairedColumns(sitemap.findings, first, repairs);
    }
};

// An RSS (rss, rdf:RDF) or Atom (feed) feed, as a urlset of its items; one reader per
// format, so that each has its name.
class FeedDocumentReader final : public DocumentReader
{
public:
    explicit FeedDocumentReader(SourceFormat format) : m_format(format) { }
    QString formatName() const override { return sourceFormatName(m_format); }
    bool canRead(const QByteArray &, const XmlPrescan &prescan) const override
    {
        return prescan.format == m_format;
    }
    void read(const QByteArray &utf8, const XmlPrescan &prescan, Sitemap &sitemap,
              const ReadLimits &limits) const override
    {
        FeedReader(limits).read(utf8, prescan, sitemap);
    }

private:
    SourceFormat m_format; // Rss or Atom
};

// A robots.txt: an index of the sitemaps its Sitemap lines name, one entry per line, whatever
// they hold (relative and malformed values are kept and reported, so that they can be fixed).
// Its Allow/Disallow rules are not part of a Sitemap; the loader keeps them in the workspace.
class RobotsDocumentReader final : public DocumentReader
{
public:
    QString formatName() const override { return QStringLiteral("robots"); }
    bool canRead(const QByteArray &utf8, const XmlPrescan &prescan) const override
    {
        return !prescan.isXml && RobotsTxt::looksLikeRobotsTxt(utf8);
    }
    void read(const QByteArray &utf8, const XmlPrescan &, Sitemap &sitemap,
              const ReadLimits &) const override
    {
        const RobotsTxt robots = RobotsTxt::parse(utf8);
        sitemap.kind = Sitemap::Kind::Index;
        sitemap.source.format = SourceFormat::Robots;
        sitemap.entries.reserve(robots.sitemaps().size());
        for (const RobotsTxt::SitemapLine &line : robots.sitemaps()) {
            UrlEntry entry;
            entry.setLoc(line.value);
            entry.setSourceLine(quint32(line.line));
            sitemap.entries.append(entry);
        }
        sitemap.findings.append(robots.findings());
        if (robots.sitemaps().isEmpty())
            sitemap.findings.append(Finding::make(
                RuleId::EmptySitemap,
                QCoreApplication::translate("RobotsTxt", "The robots.txt has no Sitemap line")));
    }
};

// A URL list: one URL per line.
class TextListDocumentReader final : public DocumentReader
{
public:
    QString formatName() const override { return QStringLiteral("text"); }
    bool canRead(const QByteArray &utf8, const XmlPrescan &prescan) const override
    {
        return !prescan.isXml && TextListReader::looksLikeUrlList(utf8);
    }
    void read(const QByteArray &utf8, const XmlPrescan &, Sitemap &sitemap,
              const ReadLimits &limits) const override
    {
        TextListReader(limits).read(utf8, sitemap);
    }
};

// A CSV or TSV table, with the column mapping detection proposes.
class CsvDocumentReader final : public DocumentReader
{
public:
    QString formatName() const override { return QStringLiteral("csv"); }
    bool canRead(const QByteArray &utf8, const XmlPrescan &prescan) const override
    {
        return !prescan.isXml && CsvReader::looksLikeTable(utf8);
    }
    void read(const QByteArray &utf8, const XmlPrescan &, Sitemap &sitemap,
              const ReadLimits &) const override
    {
        CsvReader::read(utf8, CsvReader::detect(utf8), sitemap);
    }
};

} // namespace

const QList<const DocumentReader *> &DocumentReaders::all()
{
    static const XmlSitemapDocumentReader xmlSitemap;
    static const FeedDocumentReader rssFeed(SourceFormat::Rss);
    static const FeedDocumentReader atomFeed(SourceFormat::Atom);
    static const RobotsDocumentReader robots;
    static const CsvDocumentReader csv;
    static const TextListDocumentReader textList;
    // A table before a list: a CSV row with a URL in its first column reads as a URL list
    // too, but a list's lines do not split into columns.
    // A robots.txt before both: it is no list of URLs, though its Sitemap lines hold some.
    static const QList<const DocumentReader *> readers{&xmlSitemap, &rssFeed, &atomFeed,
                                                       &robots,     &csv,     &textList};
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
