// Fuzz target: the XML sitemap reader (urlset and sitemapindex), as the loader calls it: the
// text decoded, scanned for what QXmlStreamReader must not see, bare '&'s repaired, then
// read. Where the fast scanner takes a document, QXmlStreamReader must read it to the same
// result, positions and findings included (FastSitemapScanner's contract).

#include "fuzzsupport.h"
#include "io/loader.h"
#include "io/input/textdecoder.h"
#include "io/input/xmlprescan.h"

using namespace Studio;
using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    InputDocument document;
    document.data = QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
    document.storedBytes = document.data.size();

    // Other roots belong to the other targets; the decoder and the scan are cheap.
    const XmlPrescan prescan = XmlPrescan::scan(TextDecoder::decode(document.data).utf8);
    if (prescan.format != SourceFormat::UrlSet && prescan.format != SourceFormat::SitemapIndex)
        return 0;

    ReadLimits limits = Fuzz::limits();
    limits.fastPath = true;
    const Sitemap fast = Loader::readDocument(document, u"fuzz.xml"_s, limits);
    if (fast.source.parser != SourceInfo::Parser::FastScanner)
        return 0;
    limits.fastPath = false;
    const Sitemap reference = Loader::readDocument(document, u"fuzz.xml"_s, limits);
    const QStringList differences = Fuzz::differences(reference, fast, Fuzz::Compare::Everything);
    FUZZ_CHECK(differences.isEmpty(),
               u"QXmlStreamReader / fast scanner:\n"_s + differences.join(u'\n'));
    return 0;
}
