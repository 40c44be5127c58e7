// Fuzz target: read → write → read. Whatever the input (any format the loader takes), each
// sitemap read from it is written with SitemapWriter and the output read again.
//
// What "equal" means: when the first reading lost nothing (neither failed nor recovered,
// which is what "saving over it would lose data" is flagged by), the second must also lose
// nothing and give the same content: the same kind, the same entries by UrlEntry's equality
// (every field and extension, unknown elements and attributes, the child order; not the source
// line), the same root attributes, prolog, epilogue and unknown elements between entries.
// Writing the second reading gives the first output byte for byte, so the namespaces the
// writer declares are stable too. Not compared: findings and positions (the written file is
// laid out anew, and its repairs, such as an escaped '&', leave nothing to report), the
// root's namespace declarations as found (the writer orders them and adds the ones the
// entries need), the source information. Unknown elements are compared by what their XML
// says: a prefix of a namespace the writer binds itself may change ("img:image" in the image
// namespace comes back as "image:image"), and an element keeps every namespace declaration
// it had but may gain the ones its new surroundings no longer provide (a <url> of an unknown
// namespace under a root that was in it, now in the protocol's).
// When the first reading failed or recovered, the output only has to be readable without
// a crash.
//
// One exception to content equality: the writer drops the characters XML 1.0 cannot hold
// (C0 controls other than tab, LF and CR; U+FFFE, U+FFFF). Only readers of formats other
// than XML (text lists, CSV, robots.txt) can put them into a model; for such a model the
// output must still read back cleanly, but it cannot give the same values, nor the same
// bytes when written again (a URL of control characters only is written as an empty <loc>,
// which reads back as no URL, which is written without <loc>).

#include "fuzzsupport.h"
#include "io/loader.h"
#include "io/writing/sitemapwriter.h"

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

bool xmlCharacters(QStringView text)
{
    return std::all_of(text.begin(), text.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return (u >= 0x20 || u == u'\t' || u == u'\n' || u == u'\r') && u != 0xFFFE && u != 0xFFFF;
    });
}

// Whether the values a reader of a non-XML format fills are all XML characters.
bool xmlCharacters(const Sitemap &sitemap)
{
    return std::all_of(sitemap.entries.cbegin(), sitemap.entries.cend(), [](const UrlEntry &e) {
        if (!xmlCharacters(e.loc()) || !xmlCharacters(e.lastmod().toString())
            || !xmlCharacters(e.changefreqText()) || !xmlCharacters(e.priorityText()))
            return false;
        for (const Image &image : e.images())
            for (const ExtensionField &field : image.fields())
                if (!xmlCharacters(field.text))
                    return false;
        return true;
    });
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    LoadOptions options;
    options.limits = Fuzz::limits();
    options.loadChildren = false;
    const Workspace first = Loader::openBytes(bytes, u"fuzz.xml"_s, options);

    for (const Sitemap &sitemap : first.sitemaps) {
        if (sitemap.failed)
            continue;
        const bool pretty = size > 0 && (data[size - 1] & 1);
        const QByteArray written = SitemapWriter(sitemap, WriteOptions { pretty }).write();
        // Escaping makes the output longer than what was read; the caps must not cut it.
        LoadOptions again = options;
        again.limits.maxBytes = written.size() + 1;
        again.limits.maxValueLength = written.size() + 1;
        const Workspace second = Loader::openBytes(written, u"roundtrip.xml"_s, again);
        if (sitemap.recovered)
            continue;

        const Sitemap &back = second.root();
        FUZZ_CHECK(second.sitemaps.size() == 1 && !back.failed && !back.recovered,
                   u"the written sitemap reads back failed or recovered: %1\n%2"_s.arg(
                       back.findings.value(0).toString(), QString::fromUtf8(written.left(2000))));
        if (!xmlCharacters(sitemap))
            continue;
        const QStringList differences = Fuzz::differences(sitemap, back, Fuzz::Compare::Content);
        FUZZ_CHECK(differences.isEmpty(),
                   differences.join(u'\n') + u"\nwritten:\n"_s
                       + QString::fromUtf8(written.left(2000)));
        const QByteArray rewritten = SitemapWriter(back, WriteOptions { pretty }).write();
        FUZZ_CHECK(rewritten == written,
                   u"written again differently:\n"_s + QString::fromUtf8(written.left(2000))
                       + u"\n---\n"_s + QString::fromUtf8(rewritten.left(2000)));
    }
    return 0;
}
