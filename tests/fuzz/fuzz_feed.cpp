// Fuzz target: the RSS and Atom reader, with the RSS date parser and the HTML-to-text helper
// it uses, on the text as the loader hands it over (decoded, scanned).

#include "fuzzsupport.h"
#include "io/readers/feedreader.h"
#include "io/input/textdecoder.h"
#include "io/input/xmlprescan.h"

using namespace Studio;
using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const DecodedText text = TextDecoder::decode(bytes);
    if (text.failed)
        return 0;
    const XmlPrescan prescan = XmlPrescan::scan(text.utf8);
    if (!prescan.unsafe
        && (prescan.format == SourceFormat::Rss || prescan.format == SourceFormat::Atom)) {
        Sitemap sitemap;
        FeedReader(Fuzz::limits()).read(text.utf8, prescan, sitemap);
        FUZZ_CHECK(sitemap.kind == Sitemap::Kind::UrlSet, u"a feed read as an index"_s);
        return 0;
    }
    // Anything else exercises the helpers, which see element text in real feeds.
    const QString string = QString::fromUtf8(text.utf8.left(4096));
    (void)FeedReader::parseRssDate(string);
    (void)FeedReader::plainText(string);
    return 0;
}
