// Fuzz target: the one way in, Loader::openBytes: InputSource's sniffing by content (gzip,
// zip bundle, plain), zlib's inflate, QuaZip, TextDecoder and whichever reader the content
// calls for. Also the gzip reader and the UTF-8 validator on their own, against their
// contracts.

#include "fuzzsupport.h"
#include "io/input/inputsource.h"
#include "io/loader.h"
#include "io/input/textdecoder.h"

using namespace Studio;
using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    LoadOptions options;
    options.limits = Fuzz::limits();
    options.loadChildren = false; // nothing on disk belongs to a fuzz input

    const Workspace workspace = Loader::openBytes(bytes, u"fuzz.xml"_s, options);
    // Every front end looks at the first sitemap for why an input could not be read.
    FUZZ_CHECK(!workspace.sitemaps.isEmpty(), u"no sitemap, not even a failed one"_s);
    for (const Sitemap &sitemap : workspace.sitemaps)
        FUZZ_CHECK(!sitemap.failed || sitemap.entries.isEmpty(),
                   u"a failed sitemap with %1 entries"_s.arg(sitemap.entries.size()));

    const InputSource::GunzipResult gunzipped = InputSource::gunzip(bytes, options.limits.maxBytes);
    FUZZ_CHECK(gunzipped.data.size() <= options.limits.maxBytes,
               u"%1 bytes out of gunzip"_s.arg(gunzipped.data.size()));

    // The decoder's validator is written by hand for its positions; Qt's says the same.
    FUZZ_CHECK((TextDecoder::firstInvalidUtf8(bytes) < 0) == QByteArrayView(bytes).isValidUtf8(),
               u"first invalid UTF-8 byte at %1"_s.arg(TextDecoder::firstInvalidUtf8(bytes)));
    // What the decoder hands to the parsers is valid UTF-8.
    const DecodedText text = TextDecoder::decode(bytes);
    FUZZ_CHECK(text.failed || TextDecoder::firstInvalidUtf8(text.utf8) < 0,
               u"decoded text invalid at %1"_s.arg(TextDecoder::firstInvalidUtf8(text.utf8)));
    return 0;
}
