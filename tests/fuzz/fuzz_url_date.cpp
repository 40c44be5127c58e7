// Fuzz target: the URL code (split, checks, escaping, normalisation, scope, session
// parameters) and the W3C Datetime parser, each held to its documented contract.

#include "fuzzsupport.h"
#include "io/readers/feedreader.h"
#include "util/url.h"
#include "util/w3cdatetime.h"

using namespace Studio;
using namespace Qt::StringLiterals;

namespace {

QString text(QByteArrayView bytes)
{
    return Fuzz::show(QString::fromUtf8(bytes));
}

void url(QByteArrayView url)
{
    const Url::Parts parts = Url::split(url);
    (void)Url::effectivePort(parts);
    (void)Url::problemText(Url::check(url, parts), url);
    (void)Url::sessionParameter(parts);
    (void)Url::withoutSessionParameter(url);
    (void)Url::originHash(parts);

    // escaped() leaves nothing that firstUnescaped() would point at.
    const QByteArray escaped = Url::escaped(url);
    FUZZ_CHECK(Url::firstUnescaped(escaped) < 0,
               u"%1 escaped to %2, unescaped at %3"_s.arg(text(url), text(escaped))
                   .arg(Url::firstUnescaped(escaped)));

    // normalizedHash() is a hash of normalized(): its shortcut for URLs already in normal
    // form must agree with hashing the normal form. (normalized() is not idempotent for every
    // malformed authority, "x://:[:" say, so only a normal form that stays put is compared.)
    const QByteArray normal = Url::normalized(url);
    FUZZ_CHECK(Url::normalizedHash(url) == Url::normalizedHash(url, parts),
               u"two hashes of %1"_s.arg(text(url)));
    if (Url::normalized(normal) == normal)
        FUZZ_CHECK(Url::normalizedHash(normal) == Url::normalizedHash(url),
                   u"%1 and its normal form %2 hash apart"_s.arg(text(url), text(normal)));

    const Url::Scope scope = Url::Scope::fromUrl(url);
    if (scope.isValid()) {
        (void)Url::inScope(scope, parts);
        (void)Url::inScope(scope, Url::split(scope.toString()));
    }
}

void date(const QString &string)
{
    // An untouched value is written back as it came: read again, it is the same value.
    const W3cDateTime value = W3cDateTime::fromString(string);
    if (!value.isNull()) {
        const W3cDateTime again = W3cDateTime::fromString(value.toString());
        FUZZ_CHECK(again == value,
                   u"%1 written as %2, read back as %3"_s.arg(Fuzz::show(string),
                                                              Fuzz::show(value.toString()),
                                                              Fuzz::show(again.toString())));
    }
    if (value.isValid()) {
        (void)value.toDateTime();
        (void)value.toMSecsSinceEpoch();
        (void)value.canonicalString();
    }
    const W3cDateTime rss = FeedReader::parseRssDate(string);
    if (rss.isValid())
        (void)rss.canonicalString();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    url(bytes);
    date(QString::fromUtf8(bytes));
    return 0;
}
