// Fuzz target: the CSV/TSV reader: detection, the row splitter at each delimiter, and reading
// with the detected mapping and with one that takes every column (the first input byte picks
// its delimiter), so that every value parser sees the fuzzer's text.

#include "fuzzsupport.h"
#include "io/readers/csvreader.h"

using namespace Studio;
using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView utf8(reinterpret_cast<const char *>(data), qsizetype(size));
    (void)CsvReader::looksLikeTable(utf8);
    for (const char delimiter : { ',', ';', '\t' }) {
        const QList<CsvReader::Row> rows = CsvReader::rows(utf8, delimiter, 64);
        FUZZ_CHECK(rows.size() <= 64, u"%1 rows of 64"_s.arg(rows.size()));
    }

    Sitemap detected;
    CsvReader::read(utf8, CsvReader::detect(utf8), detected);

    CsvMapping every;
    every.delimiter = size > 0 ? ",;\t"[data[0] % 3] : ',';
    every.header = size > 0 && (data[0] & 0x4);
    every.loc = 0;
    every.lastmod = 1;
    every.changefreq = 2;
    every.priority = 3;
    every.imageLoc = 4;
    Sitemap all;
    CsvReader::read(utf8, every, all);
    for (const UrlEntry &entry : std::as_const(all.entries))
        FUZZ_CHECK(!entry.locUtf8().isEmpty(), u"an entry without a location"_s);
    return 0;
}
