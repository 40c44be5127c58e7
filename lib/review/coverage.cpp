#include "coverage.h"

#include "io/input/inputsource.h"
#include "io/input/textdecoder.h"
#include "io/readers/csvreader.h"
#include "util/url.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// The values the URL Inspection API documents for its enums (UrlInspectionResult), the
// *_UNSPECIFIED ones included. A value outside them means the line is not what the API wrote.
const QStringList Verdicts { u"VERDICT_UNSPECIFIED"_s, u"PASS"_s, u"PARTIAL"_s, u"FAIL"_s,
                             u"NEUTRAL"_s };
const QStringList RobotsTxtStates { u"ROBOTS_TXT_STATE_UNSPECIFIED"_s, u"ALLOWED"_s,
                                    u"DISALLOWED"_s };
const QStringList IndexingStates { u"INDEXING_STATE_UNSPECIFIED"_s, u"INDEXING_ALLOWED"_s,
                                   u"BLOCKED_BY_META_TAG"_s, u"BLOCKED_BY_HTTP_HEADER"_s,
                                   u"BLOCKED_BY_ROBOTS_TXT"_s };
const QStringList PageFetchStates { u"PAGE_FETCH_STATE_UNSPECIFIED"_s,
                                    u"SUCCESSFUL"_s,
                                    u"SOFT_404"_s,
                                    u"BLOCKED_ROBOTS_TXT"_s,
                                    u"NOT_FOUND"_s,
                                    u"ACCESS_DENIED"_s,
                                    u"SERVER_ERROR"_s,
                                    u"REDIRECT_ERROR"_s,
                                    u"ACCESS_FORBIDDEN"_s,
                                    u"BLOCKED_4XX"_s,
                                    u"INTERNAL_CRAWL_ERROR"_s,
                                    u"INVALID_URL"_s };
const QStringList CrawlingUserAgents { u"CRAWLING_USER_AGENT_UNSPECIFIED"_s, u"DESKTOP"_s,
                                       u"MOBILE"_s };

// An http or https URL with a host: what Google inspects and exports.
bool isWebUrl(const QString &url)
{
    const QByteArray utf8 = url.toUtf8();
    const Url::Parts parts = Url::split(utf8);
    const QByteArray scheme = parts.scheme.toByteArray().toLower();
    return (scheme == "http" || scheme == "https") && parts.hasAuthority && !parts.host.isEmpty();
}

// The last path segment of a zip entry's name, for finding Table.csv in a folder of the zip.
QString baseName(const QString &name)
{
    return name.section(u'/', -1);
}

// Google's reasons, by their key (CoverageData::reasonKey()), and the rule each earns: the
// Page indexing report's current words and the older Coverage report's.
QLatin1StringView ruleOfReason(const QString &key)
{
    static const QHash<QString, QLatin1StringView> rules {
        { u"duplicate, google chose different canonical than user"_s,
          RuleId::GoogleChoseOtherCanonical },
        { u"duplicate, submitted url not selected as canonical"_s,
          RuleId::GoogleChoseOtherCanonical },
        { u"crawled - currently not indexed"_s, RuleId::CrawledNotIndexed },
        { u"discovered - currently not indexed"_s, RuleId::DiscoveredNotIndexed },
        { u"submitted url blocked by robots.txt"_s, RuleId::SubmittedBlockedByRobots },
        { u"blocked by robots.txt"_s, RuleId::SubmittedBlockedByRobots },
        { u"submitted url marked 'noindex'"_s, RuleId::SubmittedMarkedNoindex },
        { u"excluded by 'noindex' tag"_s, RuleId::SubmittedMarkedNoindex },
        { u"submitted url not found (404)"_s, RuleId::SubmittedNotFound },
        { u"not found (404)"_s, RuleId::SubmittedNotFound },
        { u"submitted url seems to be a soft 404"_s, RuleId::SubmittedSoft404 },
        { u"soft 404"_s, RuleId::SubmittedSoft404 },
        { u"server error (5xx)"_s, RuleId::SubmittedServerError },
        { u"submitted url returns server error (5xx)"_s, RuleId::SubmittedServerError },
        { u"page with redirect"_s, RuleId::SubmittedRedirect },
        { u"submitted url has a redirect"_s, RuleId::SubmittedRedirect },
        { u"redirect error"_s, RuleId::SubmittedRedirectError },
    };
    return rules.value(key);
}

} // namespace

QString CoverageData::reasonKey(QStringView reason)
{
    QString key;
    key.reserve(reason.size());
    for (const QChar c : reason) {
        switch (c.unicode()) {
        case 0x2010: // hyphen
        case 0x2011: // non-breaking hyphen
        case 0x2012: // figure dash
        case 0x2013: // en dash
        case 0x2014: // em dash
        case 0x2212: // minus
            key += u'-';
            break;
        case 0x2018:
        case 0x2019:
            key += u'\'';
            break;
        default:
            key += c.isSpace() ? QChar(u' ') : c.toLower();
        }
    }
    return key.simplified();
}

CoverageRecord::State CoverageData::stateOfReason(QStringView reason)
{
    const QString key = reasonKey(reason);
    // "Indexed", "Indexed pages", "Indexed, not submitted in sitemap", "Indexed, though
    // blocked by robots.txt": every reason that starts with it is a page in the index.
    if (key.startsWith(u"indexed"_s) || key == u"submitted and indexed"
        || key == u"page indexed without content" || key == u"all indexed pages")
        return CoverageRecord::State::Indexed;
    if (key == u"url is unknown to google")
        return CoverageRecord::State::Unknown;
    return CoverageRecord::State::NotIndexed;
}

QByteArray CoverageData::keyOf(QByteArrayView url)
{
    // The host as Punycode and the path escaped, so that https://bücher.example/café and
    // https://xn--bcher-kva.example/caf%C3%A9 are one URL, as they are to Google.
    return Url::normalized(Url::escaped(url.trimmed()));
}

bool CoverageData::mayMatch(QByteArrayView url, const QSet<quint64> &hashes)
{
    // Escaped already, the URL is its own escaped() (a non-ASCII host would be unescaped
    // bytes), so that keyOf() is normalized() of it, whose hash is taken without a copy.
    const QByteArrayView trimmed = url.trimmed();
    return Url::firstUnescaped(trimmed) >= 0 || hashes.contains(Url::normalizedHash(trimmed));
}

const CoverageRecord *CoverageData::find(QByteArrayView url) const
{
    if (!mayMatch(url, m_keyHashes))
        return nullptr;
    return findKey(keyOf(url));
}

const CoverageRecord *CoverageData::findKey(const QByteArray &key) const
{
    const auto it = m_byUrl.constFind(key);
    return it == m_byUrl.cend() ? nullptr : &m_records.at(*it);
}

void CoverageData::add(CoverageRecord &&record)
{
    const QByteArray key = keyOf(record.url.toUtf8());
    const auto it = m_byUrl.constFind(key);
    if (it == m_byUrl.cend()) {
        m_keyHashes.insert(Url::normalizedHash(key));
        m_byUrl.insert(key, m_records.size());
        m_records.append(std::move(record));
        return;
    }
    CoverageRecord &earlier = m_records[*it];
    if (earlier.source == CoverageRecord::Source::Inspection
        && record.source == CoverageRecord::Source::PagesExport)
        return;
    earlier = std::move(record);
}

bool CoverageData::readInspection(const QString &path, QString *error)
{
    InputSource input = InputSource::fromFile(path);
    if (!input.isReadable() || input.documents().isEmpty()) {
        const QString why = input.findings().isEmpty() ? tr("it cannot be read")
                                                       : input.findings().first().message;
        *error = tr("%1: %2").arg(path, why);
        return false;
    }
    if (input.documents().size() > 1) {
        //: A zip of two files or more.
        *error = tr("%1: a zip of %n files; give the file of URL Inspection results itself",
                    nullptr, int(input.documents().size()))
                     .arg(path);
        return false;
    }
    return readInspection(input.takeData(0), path, error);
}

bool CoverageData::readInspection(const QByteArray &bytes, const QString &file, QString *error)
{
    static const QRegularExpression rfc3339(QStringLiteral(
        R"(^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$)"));
    const DecodedText text = TextDecoder::decode(bytes);
    if (text.failed) {
        *error = tr("%1: not text in an encoding that can be read").arg(file);
        return false;
    }
    // All of the file or nothing: records are added once every line is read.
    QList<CoverageRecord> read;
    qint64 lineNumber = 0;
    const QByteArrayView utf8(text.utf8);
    qsizetype at = 0;
    while (at < utf8.size()) {
        qsizetype end = utf8.indexOf('\n', at);
        if (end < 0)
            end = utf8.size();
        const QByteArray line = utf8.sliced(at, end - at).trimmed().toByteArray();
        at = end + 1;
        ++lineNumber;
        if (line.isEmpty())
            continue;
        const auto fail = [&](const QString &why) {
            *error = tr("%1:%2: %3").arg(file).arg(lineNumber).arg(why);
            return false;
        };
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            return fail(tr("not JSON: %1 at character %2")
                            .arg(parseError.errorString())
                            .arg(parseError.offset + 1));
        if (!document.isObject())
            return fail(tr("not a JSON object; each line holds one inspection, "
                           "{\"inspectionUrl\": …, \"inspectionResult\": {…}}"));
        const QJsonObject object = document.object();
        const QJsonValue url = object.value(u"inspectionUrl"_s);
        if (!url.isString() || url.toString().trimmed().isEmpty())
            return fail(tr("no \"inspectionUrl\" (the URL inspected, a string)"));
        CoverageRecord record;
        record.url = url.toString().trimmed();
        if (!isWebUrl(record.url))
            return fail(
                tr("\"inspectionUrl\" is \"%1\", not an http or https URL").arg(record.url));
        const QJsonValue result = object.value(u"inspectionResult"_s);
        if (!result.isObject())
            return fail(tr("no \"inspectionResult\" object (the API's UrlInspectionResult)"));
        const QJsonValue status = result.toObject().value(u"indexStatusResult"_s);
        if (!status.isObject())
            return fail(tr("no \"inspectionResult.indexStatusResult\" object"));
        const QJsonObject index = status.toObject();

        // A field the API writes as a string, optional; for an enum, one of its values.
        QString wrong;
        const auto string
            = [&](const QString &name, QString *into, const QStringList &values = {}) {
                  const QJsonValue value = index.value(name);
                  if (value.isUndefined() || value.isNull())
                      return true;
                  if (!value.isString()) {
                      wrong = tr("\"%1\" is not a string").arg(name);
                      return false;
                  }
                  *into = value.toString();
                  if (!values.isEmpty() && !values.contains(*into)) {
                      wrong = tr("\"%1\" is \"%2\", which the URL Inspection API does not give; it "
                                 "gives %3")
                                  .arg(name, *into, values.join(u", "_s));
                      return false;
                  }
                  return true;
              };
        const auto strings = [&](const QString &name, QStringList *into) {
            const QJsonValue value = index.value(name);
            if (value.isUndefined() || value.isNull())
                return true;
            if (!value.isArray()) {
                wrong = tr("\"%1\" is not an array of URLs").arg(name);
                return false;
            }
            for (const QJsonValue &item : value.toArray()) {
                if (!item.isString()) {
                    wrong = tr("\"%1\" is not an array of URLs").arg(name);
                    return false;
                }
                into->append(item.toString());
            }
            return true;
        };
        if (!string(u"verdict"_s, &record.verdict, Verdicts)
            || !string(u"coverageState"_s, &record.reason)
            || !string(u"robotsTxtState"_s, &record.robotsTxtState, RobotsTxtStates)
            || !string(u"indexingState"_s, &record.indexingState, IndexingStates)
            || !string(u"lastCrawlTime"_s, &record.lastCrawlTime)
            || !string(u"pageFetchState"_s, &record.pageFetchState, PageFetchStates)
            || !string(u"googleCanonical"_s, &record.googleCanonical)
            || !string(u"userCanonical"_s, &record.userCanonical)
            || !string(u"crawledAs"_s, &record.crawledAs, CrawlingUserAgents)
            || !strings(u"sitemap"_s, &record.sitemaps)
            || !strings(u"referringUrls"_s, &record.referringUrls))
            return fail(wrong);
        if (!record.lastCrawlTime.isEmpty() && !rfc3339.match(record.lastCrawlTime).hasMatch())
            return fail(tr("\"lastCrawlTime\" is \"%1\", not an RFC 3339 time such as "
                           "2024-05-02T08:14:09Z")
                            .arg(record.lastCrawlTime));
        // The verdict says whether the URL is on Google whatever the language coverageState
        // was asked in (the API localises it); the words say why not.
        if (record.verdict == u"PASS" || record.verdict == u"PARTIAL") {
            record.state = CoverageRecord::State::Indexed;
        } else {
            record.state = stateOfReason(record.reason);
            if (record.state == CoverageRecord::State::Indexed
                && (record.verdict == u"FAIL" || record.verdict == u"NEUTRAL"))
                record.state = CoverageRecord::State::NotIndexed;
        }
        record.source = CoverageRecord::Source::Inspection;
        record.file = file;
        record.line = lineNumber;
        read.append(std::move(record));
    }
    for (CoverageRecord &record : read)
        add(std::move(record));
    return true;
}

bool CoverageData::readPagesExport(const QString &path, const QString &reason, QString *error,
                                   bool *reasonMissing)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: %2").arg(path, file.errorString());
        return false;
    }
    return readPagesExport(file.readAll(), path, reason, error, reasonMissing);
}

bool CoverageData::readPagesExport(const QByteArray &bytes, const QString &file,
                                   const QString &reason, QString *error, bool *reasonMissing)
{
    if (reasonMissing)
        *reasonMissing = false;
    InputSource input = InputSource::fromBytes(bytes, file);
    if (!input.isReadable() || input.documents().isEmpty()) {
        const QString why = input.findings().isEmpty() ? tr("it cannot be read")
                                                       : input.findings().first().message;
        *error = tr("%1: %2").arg(file, why);
        return false;
    }
    QString exportReason;
    QString tableName = file;
    QByteArray table;
    if (input.compression() == Compression::Zip) {
        // The zip of a Page indexing report's list of pages: Table.csv, Chart.csv (the count
        // per day) and Metadata.csv (Property,Value rows: "Sitemap", the pages the report was
        // filtered to, and "Issue", the reason the pages are listed under).
        qsizetype tableAt = -1, metadataAt = -1;
        for (qsizetype i = 0; i < input.documents().size(); ++i) {
            const QString name = baseName(input.documents().at(i).name);
            if (name.compare(u"Table.csv"_s, Qt::CaseInsensitive) == 0)
                tableAt = i;
            else if (name.compare(u"Metadata.csv"_s, Qt::CaseInsensitive) == 0)
                metadataAt = i;
        }
        if (tableAt < 0) {
            *error = tr("%1: no Table.csv in the zip; Search Console's export of the pages of one "
                        "reason (Page indexing, a reason, Export) holds it")
                         .arg(file);
            return false;
        }
        if (metadataAt >= 0) {
            const QString metadataName
                = u"%1:%2"_s.arg(file, input.documents().at(metadataAt).name);
            const DecodedText metadata = TextDecoder::decode(input.takeData(metadataAt));
            for (const CsvReader::Row &row : CsvReader::rows(metadata.utf8, ',')) {
                if (row.fields.size() < 2)
                    continue;
                const QString property = row.fields.at(0).trimmed();
                if (property.compare(u"Issue"_s, Qt::CaseInsensitive) == 0) {
                    exportReason = row.fields.at(1).trimmed();
                    if (exportReason.isEmpty()) {
                        *error = tr("%1:%2: the Issue is empty").arg(metadataName).arg(row.line);
                        return false;
                    }
                }
            }
        }
        tableName = u"%1:%2"_s.arg(file, input.documents().at(tableAt).name);
        table = input.takeData(tableAt);
    } else {
        table = input.takeData(0);
    }
    QString given = reason.trimmed();
    if (!exportReason.isEmpty() && !given.isEmpty()
        && reasonKey(exportReason) != reasonKey(given)) {
        *error = tr("%1: the export lists the pages of \"%2\" (its Metadata.csv says so), not "
                    "of \"%3\"")
                     .arg(file, exportReason, given);
        return false;
    }
    if (!exportReason.isEmpty())
        given = exportReason;
    if (given.isEmpty()) {
        if (reasonMissing)
            *reasonMissing = true;
        *error = tr("%1: the export does not say which reason its pages are listed under (it "
                    "has no Metadata.csv with an Issue); give the reason in Search Console's "
                    "words")
                     .arg(file);
        return false;
    }
    const DecodedText text = TextDecoder::decode(std::move(table));
    if (text.failed) {
        *error = tr("%1: not text in an encoding that can be read").arg(tableName);
        return false;
    }
    return readTable(text.utf8, tableName, given, error);
}

bool CoverageData::readTable(QByteArrayView utf8, const QString &file, const QString &reason,
                             QString *error)
{
    // The delimiter that gives a "URL" column in the header: Search Console writes commas,
    // a spreadsheet saved again in some languages semicolons or tabs.
    int urlColumn = -1, crawledColumn = -1;
    char delimiter = ',';
    QStringList header;
    for (const char candidate : { ',', ';', '\t' }) {
        const QList<CsvReader::Row> first = CsvReader::rows(utf8, candidate, 1);
        if (first.isEmpty())
            break;
        const QStringList fields = first.first().fields;
        for (qsizetype i = 0; i < fields.size(); ++i) {
            const QString name = fields.at(i).trimmed();
            if (name.compare(u"URL"_s, Qt::CaseInsensitive) == 0 && urlColumn < 0)
                urlColumn = int(i);
            else if (name.compare(u"Last crawled"_s, Qt::CaseInsensitive) == 0)
                crawledColumn = int(i);
        }
        if (urlColumn >= 0) {
            delimiter = candidate;
            header = fields;
            break;
        }
        crawledColumn = -1;
    }
    if (urlColumn < 0) {
        *error = tr("%1:1: no \"URL\" column; a Page indexing export's table starts with the "
                    "line URL,Last crawled")
                     .arg(file);
        return false;
    }
    const CoverageRecord::State state = stateOfReason(reason);
    QList<CoverageRecord> read;
    const QList<CsvReader::Row> rows = CsvReader::rows(utf8, delimiter);
    for (qsizetype r = 1; r < rows.size(); ++r) {
        const CsvReader::Row &row = rows.at(r);
        const auto cell = [&row](int column) {
            return column >= 0 && column < row.fields.size() ? row.fields.at(column).trimmed()
                                                             : QString();
        };
        const QString url = cell(urlColumn);
        if (url.isEmpty()) {
            *error = tr("%1:%2: no URL in the row").arg(file).arg(row.line);
            return false;
        }
        if (!isWebUrl(url)) {
            *error
                = tr("%1:%2: \"%3\" is not an http or https URL").arg(file).arg(row.line).arg(url);
            return false;
        }
        CoverageRecord record;
        record.url = url;
        record.state = state;
        record.reason = state == CoverageRecord::State::Indexed ? QString() : reason;
        record.lastCrawlTime = cell(crawledColumn);
        record.source = CoverageRecord::Source::PagesExport;
        record.file = file;
        record.line = row.line;
        read.append(std::move(record));
    }
    for (CoverageRecord &record : read)
        add(std::move(record));
    return true;
}

// ---------------------------------------------------------------------------------------------

CoverageJoin::CoverageJoin(const CoverageData &data, const Segmenter &segmenter, Keep keep)
    : m_data(data)
    , m_keep(keep)
    , m_segmenter(segmenter)
{
    const QList<CoverageRecord> &records = data.records();
    m_reasonOf.fill(-1, records.size());
    if (keep == Keep::Counts)
        return;
    m_listed.fill(false, records.size());
    for (const CoverageRecord &record : records) {
        if (record.googleCanonical.isEmpty())
            continue;
        const QByteArray canonical = CoverageData::keyOf(record.googleCanonical.toUtf8());
        if (canonical != CoverageData::keyOf(record.url.toUtf8())) {
            m_canonicalEntry.insert(canonical, { -1, -1 });
            m_canonicalHashes.insert(Studio::Url::normalizedHash(canonical));
        }
    }
}

QString CoverageJoin::stateName(UrlState state)
{
    switch (state) {
    case UrlState::Indexed:
        return u"indexed"_s;
    case UrlState::NotIndexed:
        return u"not-indexed"_s;
    case UrlState::Unknown:
        return u"unknown"_s;
    case UrlState::NotInspected:
        return u"not-inspected"_s;
    }
    return {};
}

QLatin1StringView CoverageJoin::ruleFor(const CoverageRecord &record)
{
    if (record.state == CoverageRecord::State::Unknown)
        return RuleId::UnknownToGoogle;
    const QLatin1StringView byReason = ruleOfReason(CoverageData::reasonKey(record.reason));
    if (!byReason.isEmpty())
        return byReason;
    // Words the table above does not know (another language, a new reason): what the API's
    // states say, else Google's canonical where it chose another.
    const QString &fetch = record.pageFetchState;
    if (fetch == u"NOT_FOUND")
        return RuleId::SubmittedNotFound;
    if (fetch == u"SOFT_404")
        return RuleId::SubmittedSoft404;
    if (fetch == u"SERVER_ERROR")
        return RuleId::SubmittedServerError;
    if (fetch == u"REDIRECT_ERROR")
        return RuleId::SubmittedRedirectError;
    if (fetch == u"BLOCKED_ROBOTS_TXT" || record.robotsTxtState == u"DISALLOWED"
        || record.indexingState == u"BLOCKED_BY_ROBOTS_TXT")
        return RuleId::SubmittedBlockedByRobots;
    if (record.indexingState == u"BLOCKED_BY_META_TAG"
        || record.indexingState == u"BLOCKED_BY_HTTP_HEADER")
        return RuleId::SubmittedMarkedNoindex;
    if (!record.googleCanonical.isEmpty()
        && CoverageData::keyOf(record.googleCanonical.toUtf8())
            != CoverageData::keyOf(record.url.toUtf8()))
        return RuleId::GoogleChoseOtherCanonical;
    return RuleId::NotIndexedOtherReason;
}

qsizetype CoverageJoin::rowOf(const QString &key)
{
    const auto it = m_rowByKey.constFind(key);
    if (it != m_rowByKey.cend())
        return *it;
    m_rows.append({ m_names.nameOf(key), key, {} });
    m_rowByKey.insert(key, m_rows.size() - 1);
    return m_rows.size() - 1;
}

QString CoverageJoin::countedReason(const CoverageRecord &record)
{
    if (!record.reason.trimmed().isEmpty())
        return record.reason.trimmed();
    const Rule *rule = RuleCatalogue::find(CoverageJoin::ruleFor(record));
    return rule ? rule->translatedTitle() : QString();
}

qint32 CoverageJoin::reasonOf(const CoverageRecord &record, qsizetype at)
{
    qint32 &known = m_reasonOf[at];
    if (known >= 0)
        return known;
    QString reason = countedReason(record);
    QString key = CoverageData::reasonKey(reason);
    const auto it = m_reasonByKey.constFind(key);
    if (it != m_reasonByKey.cend())
        return known = *it;
    known = qint32(m_reasons.size());
    m_reasonByKey.insert(key, known);
    m_reasons.append({ std::move(reason), std::move(key) });
    return known;
}

void CoverageJoin::count(Counts &counts, UrlState state, qint32 reason) const
{
    ++counts.submitted;
    switch (state) {
    case UrlState::Indexed:
        ++counts.indexed;
        return;
    case UrlState::Unknown:
        ++counts.unknown;
        return;
    case UrlState::NotInspected:
        ++counts.notInspected;
        return;
    case UrlState::NotIndexed:
        break;
    }
    ++counts.notIndexed;
    // A reason's words are one string for the whole join: comparing them is comparing two
    // pointers, mostly.
    const QString &text = m_reasons.at(reason).first;
    for (Reason &known : counts.reasons) {
        if (known.text == text) {
            ++known.urls;
            return;
        }
    }
    counts.reasons.append({ text, 1 });
}

Finding CoverageJoin::findingFor(const CoverageRecord &record, const UrlEntry &entry,
                                 qint32 position, qsizetype entryIndex) const
{
    const QLatin1StringView rule = ruleFor(record);
    const QString loc = entry.loc();
    QString message;
    if (rule == RuleId::UnknownToGoogle) {
        message = tr("%1: Google has never seen this URL").arg(loc);
    } else if (rule == RuleId::GoogleChoseOtherCanonical && !record.googleCanonical.isEmpty()) {
        message = record.userCanonical.isEmpty()
            ? tr("%1: Google chose %2 as its canonical").arg(loc, record.googleCanonical)
            : tr("%1: Google chose %2 as its canonical; the page declares %3")
                  .arg(loc, record.googleCanonical, record.userCanonical);
    } else {
        const QString reason = countedReason(record);
        message = record.lastCrawlTime.isEmpty()
            ? tr("%1: \"%2\"").arg(loc, reason)
            : tr("%1: \"%2\", last crawled %3").arg(loc, reason, record.lastCrawlTime);
    }
    Finding f = Finding::make(rule, message);
    f.sitemap = position;
    f.entryIndex = entryIndex;
    f.field = FindingField::Loc;
    f.line = entry.sourceLine();
    if (rule == RuleId::GoogleChoseOtherCanonical)
        f.suggestion = record.googleCanonical;
    return f;
}

void CoverageJoin::add(const Sitemap &sitemap, qint32 position, const std::atomic<bool> *cancel)
{
    if (sitemap.isIndex())
        return;
    const QList<CoverageRecord> &records = m_data.records();
    for (qsizetype i = 0; i < sitemap.entries.size(); ++i) {
        if (cancel && (i & 0xfff) == 0 && cancel->load(std::memory_order_relaxed))
            return;
        const UrlEntry &entry = sitemap.entries.at(i);
        const PooledView loc = entry.locView(); // no copy of the URL
        const CoverageRecord *record = m_data.find(loc);
        const qsizetype at = record ? record - records.constData() : -1;
        UrlState state = UrlState::NotInspected;
        qint32 reason = -1;
        if (record) {
            switch (record->state) {
            case CoverageRecord::State::Indexed:
                state = UrlState::Indexed;
                break;
            case CoverageRecord::State::NotIndexed:
                state = UrlState::NotIndexed;
                reason = reasonOf(*record, at);
                break;
            case CoverageRecord::State::Unknown:
                state = UrlState::Unknown;
                break;
            }
        }
        qsizetype row = -1;
        if (!m_segmenter.isNull()) {
            row = rowOf(m_segmenter.keyOf(entry));
            count(m_rows[row].counts, state, reason);
        }
        count(m_total, state, reason);
        if (m_keep == Keep::Counts)
            continue;
        if (record)
            m_listed[at] = true;
        if (!m_canonicalEntry.isEmpty()
            && CoverageData::mayMatch(loc, m_canonicalHashes)) {
            const auto canonical = m_canonicalEntry.find(CoverageData::keyOf(loc));
            if (canonical != m_canonicalEntry.end() && canonical->first < 0)
                *canonical = { position, i };
        }
        if (record && state != UrlState::Indexed) {
            m_findings.append(findingFor(*record, entry, position, i));
            if (m_findings.constLast().ruleId == RuleId::GoogleChoseOtherCanonical)
                m_canonicalFindings.append(m_findings.size() - 1);
        }
        if (m_keep == Keep::Urls)
            m_urls.append({ entry.loc(), position, i, row, state, at });
    }
}

void CoverageJoin::finish(qint32 rootPosition)
{
    // Google's canonical listed elsewhere in the sitemaps: the fix removes this entry rather
    // than list the canonical twice.
    for (const qsizetype at : std::as_const(m_canonicalFindings)) {
        Finding &f = m_findings[at];
        if (f.suggestion.isEmpty())
            continue;
        const auto listed
            = m_canonicalEntry.constFind(CoverageData::keyOf(f.suggestion.toUtf8()));
        if (listed == m_canonicalEntry.cend() || listed->first < 0
            || (listed->first == f.sitemap && listed->second == f.entryIndex))
            continue;
        f.relatedSitemap = listed->first;
        f.relatedEntry = listed->second;
        // As the crawl audit's findings do: a suggestion is a URL to write, and this one is
        // written already; the message still names it.
        f.suggestion.clear();
    }
    if (m_keep == Keep::Counts)
        return;
    const QList<CoverageRecord> &records = m_data.records();
    for (qsizetype i = 0; i < records.size(); ++i) {
        const CoverageRecord &record = records.at(i);
        if (m_listed.at(i))
            continue;
        m_unlisted.append(i);
        const QString state = record.state == CoverageRecord::State::Indexed
            ? tr("indexed")
            : countedReason(record);
        Finding f = Finding::make(RuleId::KnownNotInSitemap,
                                  tr("%1: Google knows this URL (\"%2\") and no sitemap lists it")
                                      .arg(record.url, state));
        f.sitemap = rootPosition;
        f.suggestion = record.url;
        m_findings.append(std::move(f));
    }
}

} // namespace Studio
