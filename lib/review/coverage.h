#pragma once

#include "io/segmenter.h"
#include "model/finding.h"
#include "model/sitemap.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <atomic>

namespace Studio {

// What Google says of one URL: a URL Inspection API result, or a row of a Search Console Page
// indexing export with the reason the export is about.
struct CoverageRecord
{
    enum class Source : quint8 { Inspection, PagesExport };
    // Unknown: "URL is unknown to Google", Google has never seen the URL.
    enum class State : quint8 { Indexed, NotIndexed, Unknown };

    QString url; // as Google writes it
    State state = State::NotIndexed;
    // In Search Console's words: the API's coverageState ("Crawled - currently not indexed"),
    // or the export's issue. Empty when an inspection leaves coverageState out.
    QString reason;
    // The API's enum values as it writes them ("PASS", "DISALLOWED", "NOT_FOUND"); empty for
    // an export's row and for what a result leaves out.
    QString verdict, robotsTxtState, indexingState, pageFetchState, crawledAs;
    QString lastCrawlTime; // RFC 3339 from the API; the export's "Last crawled", as written
    QString googleCanonical, userCanonical;
    QStringList sitemaps, referringUrls;
    Source source = Source::Inspection;
    QString file; // where it was read: "inspection.jsonl", "export.zip:Table.csv"
    qint64 line = 0; // its line (JSON) or the line its row starts on (CSV)
};

// Google's verdicts on a site's URLs, read from files, offline:
//
//  - URL Inspection API results, one JSON object a line: {"inspectionUrl": "…",
//    "inspectionResult": {…}}, the result as the API's reference documents it
//    (UrlInspectionResult; what is read is its indexStatusResult). Blank lines are skipped.
//  - Page indexing exports of Search Console: the CSV of a reason's list of pages ("URL" and
//    "Last crawled" columns, in any order, among others), or the zip Search Console downloads
//    (Table.csv with the pages, Chart.csv, and Metadata.csv, whose Property/Value rows carry
//    the reason as "Issue" and the scope as "Sitemap"). A byte order mark, quoted fields and
//    CRLF are read as spreadsheets write them.
//
// Records are keyed by the URL as Url::normalized() makes it, as sitemap entries are compared
// for duplicates. A later record for a URL replaces an earlier one (a file of inspections is
// appended to across days), but an export's row never replaces an inspection: the inspection
// is of that URL alone and carries what the findings need (Google's canonical).
//
// A file that is wrong is refused whole, with a message that says where: "file:line: why".
class CoverageData
{
    Q_DECLARE_TR_FUNCTIONS(Studio::CoverageData)

public:
    // Reads the JSON lines of `path` (plain or gzip).
    bool readInspection(const QString &path, QString *error);
    bool readInspection(const QByteArray &bytes, const QString &file, QString *error);
    // Reads a Page indexing export, a CSV or the zip. `reason` is the reason to give its
    // pages when the export does not say (a CSV alone, a zip without an Issue): empty, such an
    // export is refused with a message asking for it; given where the export names another
    // reason, the export is refused too. A reason that says the pages are indexed
    // ("Indexed", "Indexed pages", "Submitted and indexed") makes them indexed.
    // `reasonMissing`, when given, is set when the export was refused for want of a reason.
    bool readPagesExport(const QString &path, const QString &reason, QString *error,
                         bool *reasonMissing = nullptr);
    bool readPagesExport(const QByteArray &bytes, const QString &file, const QString &reason,
                         QString *error, bool *reasonMissing = nullptr);

    // The record of `url`, compared as Url::normalized() compares; null when there is none.
    const CoverageRecord *find(QByteArrayView url) const;
    // The record whose keyOf() is `key`; null when there is none.
    const CoverageRecord *findKey(const QByteArray &key) const;
    // Every record, in the order their URLs first came.
    const QList<CoverageRecord> &records() const { return m_records; }
    bool isEmpty() const { return m_records.isEmpty(); }

    // What a reason in Search Console's words says of the pages: Indexed ("Indexed",
    // "Submitted and indexed", "Indexed, not submitted in sitemap", …), Unknown ("URL is
    // unknown to Google") or NotIndexed (every other).
    static CoverageRecord::State stateOfReason(QStringView reason);
    // The reason as reasons are compared: lower case, dashes, quotes and spaces made one.
    // Search Console writes "Crawled – currently not indexed" where the API writes "-".
    static QString reasonKey(QStringView reason);
    // How URLs are compared: Url::normalized() of the URL with its host in Punycode and its
    // path escaped (Url::escaped()).
    static QByteArray keyOf(QByteArrayView url);
    // Whether keyOf(`url`) may be one of the keys whose Url::normalizedHash() `hashes` holds:
    // false only where it cannot be. Answered without allocating for a URL written escaped,
    // as nearly every sitemap's are, so that a million URLs Google was not asked about cost
    // a hash each rather than a normalised copy.
    static bool mayMatch(QByteArrayView url, const QSet<quint64> &hashes);

private:
    bool readTable(QByteArrayView utf8, const QString &file, const QString &reason, QString *error);
    void add(CoverageRecord &&record);

    QList<CoverageRecord> m_records;
    QHash<QByteArray, qsizetype> m_byUrl; // normalised URL → index in m_records
    QSet<quint64> m_keyHashes; // Url::normalizedHash() of m_byUrl's keys, for mayMatch()
};

// A sitemap's URLs joined with CoverageData: each URL's state, the counts per segment
// (submitted, indexed, not indexed by reason, unknown to Google, not inspected), and
// findings in Search Console's words (rules SM901-SM913), each on its sitemap entry.
//
// Fed a document at a time (add()), as a command that reads an index's children in order and
// drops them gives them, then finish(). Segments are named as SegmentStatistics and an export
// name them.
class CoverageJoin
{
    Q_DECLARE_TR_FUNCTIONS(Studio::CoverageJoin)

public:
    enum class UrlState : quint8 { Indexed, NotIndexed, Unknown, NotInspected };
    struct Reason
    {
        QString text; // as the first record that gave it wrote it
        qsizetype urls = 0;
    };
    // What a join keeps beside its counts: the state of every URL (urls(), for a listing of
    // them), the findings, or neither (a chart's counts). A million URLs cost a string and a
    // record each in urls(); a join for findings or counts costs a lookup a URL.
    enum class Keep : quint8 { Urls, Findings, Counts };
    struct Counts
    {
        qsizetype submitted = 0, indexed = 0, notIndexed = 0, unknown = 0, notInspected = 0;
        QList<Reason> reasons; // of the URLs not indexed, in the order they first came
    };
    struct Row
    {
        QString name; // for files and reports ("blog", "root")
        QString key; // as Segmenter::keyOf() gives it
        Counts counts;
    };
    struct Url
    {
        QString loc;
        qint32 sitemap = 0; // position in the workspace
        qsizetype entry = -1;
        qsizetype row = -1; // in rows(); -1 without a segmenter
        UrlState state = UrlState::NotInspected;
        qsizetype record = -1; // in CoverageData::records(); -1 when not inspected
    };

    // `data` must outlive the join. A null segmenter gives no rows, only the total.
    explicit CoverageJoin(const CoverageData &data, const Segmenter &segmenter = {},
                          Keep keep = Keep::Urls);

    // The entries of a urlset (an index has none) at `position` in the workspace. With
    // `cancel` set part-way (by another thread), it stops, and the join is to be dropped.
    void add(const Sitemap &sitemap, qint32 position, const std::atomic<bool> *cancel = nullptr);
    // After the last add(): the URLs Google knows that no sitemap lists (SM912), on the file
    // at `rootPosition`.
    void finish(qint32 rootPosition = 0);

    const Segmenter &segmenter() const { return m_segmenter; }
    const QList<Row> &rows() const { return m_rows; }
    const Counts &total() const { return m_total; }
    const QList<Url> &urls() const { return m_urls; }
    // The records of URLs no sitemap lists, in the order they were read (Keep::Counts: none).
    const QList<qsizetype> &unlisted() const { return m_unlisted; }
    const QList<Finding> &findings() const { return m_findings; }

    static QString stateName(UrlState state); // "indexed", "not-indexed", "unknown", ...
    // The rule a record that is not indexed earns: from its reason where Search Console's
    // words name one, else from the API's states, else SM911 (another reason).
    static QLatin1StringView ruleFor(const CoverageRecord &record);
    // The reason a record that is not indexed is counted under: Google's words, else the
    // title of the rule its states earn (ruleFor()), translated.
    static QString countedReason(const CoverageRecord &record);

private:
    qsizetype rowOf(const QString &key);
    // The reason `record` (at `at` in the data) is counted under, an index into m_reasons.
    qint32 reasonOf(const CoverageRecord &record, qsizetype at);
    void count(Counts &counts, UrlState state, qint32 reason) const;
    Finding findingFor(const CoverageRecord &record, const UrlEntry &entry, qint32 position,
                       qsizetype entryIndex) const;

    const CoverageData &m_data;
    Keep m_keep;
    Segmenter m_segmenter;
    SegmentNames m_names;
    QList<Row> m_rows;
    QHash<QString, qsizetype> m_rowByKey;
    Counts m_total;
    QList<Url> m_urls;
    QList<qsizetype> m_unlisted;
    QList<Finding> m_findings;
    // Which records a sitemap lists (by index in the data): the others are SM912's.
    QList<bool> m_listed;
    // Google's canonicals that differ from the URL inspected, by keyOf(): the entry that
    // lists each first, {-1, -1} while none does. Only these are looked for among the
    // sitemaps' URLs, so that a million URLs are not kept in a table.
    QHash<QByteArray, std::pair<qint32, qsizetype>> m_canonicalEntry;
    QSet<quint64> m_canonicalHashes; // Url::normalizedHash() of its keys
    QList<qsizetype> m_canonicalFindings; // SM901 findings, their related entry set in finish()
    // The reasons URLs are counted under, each once: its words and its reasonKey(); and
    // which each record's is (by index in the data; -1 until it is first counted).
    QList<std::pair<QString, QString>> m_reasons;
    QHash<QString, qint32> m_reasonByKey;
    QList<qint32> m_reasonOf;
};

} // namespace Studio
