// Fuzz target: the text sitemap (URL list) reader and its detection.

#include "fuzzsupport.h"
#include "io/readers/textlistreader.h"

using namespace Studio;
using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView utf8(reinterpret_cast<const char *>(data), qsizetype(size));
    (void)TextListReader::looksLikeUrlList(utf8);
    Sitemap sitemap;
    TextListReader(Fuzz::limits()).read(utf8, sitemap);
    // Each line gives at most one entry.
    const qsizetype lines = utf8.count('\n') + utf8.count('\r') + 1;
    FUZZ_CHECK(sitemap.entries.size() <= lines,
               u"%1 entries from %2 lines"_s.arg(sitemap.entries.size()).arg(lines));
    for (const UrlEntry &entry : std::as_const(sitemap.entries))
        FUZZ_CHECK(!entry.locUtf8().isEmpty(), u"an entry without a URL"_s);
    return 0;
}
