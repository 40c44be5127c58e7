#include "csvreader.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {


constexpr int SampleRows = 50;
constexpr char Delimiters[] = { '\t', ',', ';' };

bool isUrlLike(const QString &value)
{
    return value.contains(u"://") && !value.contains(u' ');
}

// A header's name reduced to letters, for matching "Last Modified", "last_modified", ...
QString simplifiedName(const QString &name)
{
    QString out;
    for (const QChar c : name)
        if (c.isLetter())
            out.append(c.toLower());
    return out;
}

CsvMapping::Role roleFromHeader(const QString &name)
{
    static const QHash<QString, CsvMapping::Role> names = {
        { u"loc"_s, CsvMapping::Loc },
        { u"url"_s, CsvMapping::Loc },
        { u"urls"_s, CsvMapping::Loc },
        { u"location"_s, CsvMapping::Loc },
        { u"address"_s, CsvMapping::Loc },
        { u"page"_s, CsvMapping::Loc },
        { u"pageurl"_s, CsvMapping::Loc },
        { u"link"_s, CsvMapping::Loc },
        { u"permalink"_s, CsvMapping::Loc },
        { u"lastmod"_s, CsvMapping::Lastmod },
        { u"lastmodified"_s, CsvMapping::Lastmod },
        { u"modified"_s, CsvMapping::Lastmod },
        { u"lastmodification"_s, CsvMapping::Lastmod },
        { u"updated"_s, CsvMapping::Lastmod },
        { u"lastupdated"_s, CsvMapping::Lastmod },
        { u"date"_s, CsvMapping::Lastmod },
        { u"changefreq"_s, CsvMapping::Changefreq },
        { u"changefrequency"_s, CsvMapping::Changefreq },
        { u"frequency"_s, CsvMapping::Changefreq },
        { u"priority"_s, CsvMapping::Priority },
        { u"image"_s, CsvMapping::ImageLoc },
        { u"images"_s, CsvMapping::ImageLoc },
        { u"imageloc"_s, CsvMapping::ImageLoc },
        { u"imageurl"_s, CsvMapping::ImageLoc },
        { u"imagesrc"_s, CsvMapping::ImageLoc },
    };
    return names.value(simplifiedName(name), CsvMapping::Ignore);
}

bool isImageUrl(const QString &value)
{
    static const QRegularExpression image(
        QStringLiteral(R"(\.(jpe?g|png|gif|webp|avif|svg|bmp|tiff?)(\?|#|$))"),
        QRegularExpression::CaseInsensitiveOption);
    return isUrlLike(value) && image.match(value).hasMatch();
}

// The rows of the sample split at `delimiter`, when they all have the same number of
// fields, two or more; else an empty list.
QList<CsvReader::Row> consistentRows(QByteArrayView utf8, char delimiter)
{
    QList<CsvReader::Row> rows = CsvReader::rows(utf8, delimiter, SampleRows + 1);
    // The last row of a sample may be cut off.
    if (rows.size() > SampleRows)
        rows.removeLast();
    if (rows.isEmpty())
        return {};
    const qsizetype columns = rows.first().fields.size();
    if (columns < 2)
        return {};
    for (const CsvReader::Row &row : std::as_const(rows))
        if (row.fields.size() != columns)
            return {};
    return rows;
}

// How many of the rows (after `from`) hold a value `test` accepts in `column`, and how many
// hold a value at all.
template<typename Test>
std::pair<int, int> columnScore(const QList<CsvReader::Row> &rows, qsizetype from, int column,
                                Test test)
{
    int yes = 0, filled = 0;
    for (qsizetype r = from; r < rows.size(); ++r) {
        const QString &value = rows.at(r).fields.at(column);
        if (value.isEmpty())
            continue;
        ++filled;
        yes += test(value);
    }
    return { yes, filled };
}

template<typename Test>
bool columnHolds(const QList<CsvReader::Row> &rows, qsizetype from, int column, Test test)
{
    const auto [yes, filled] = columnScore(rows, from, column, test);
    return filled > 0 && yes * 2 >= filled;
}

} // namespace

CsvMapping::Role CsvMapping::roleOf(int column) const
{
    if (column < 0)
        return Ignore;
    if (column == loc)
        return Loc;
    if (column == lastmod)
        return Lastmod;
    if (column == changefreq)
        return Changefreq;
    if (column == priority)
        return Priority;
    if (column == imageLoc)
        return ImageLoc;
    return Ignore;
}

void CsvMapping::setRole(int column, Role role)
{
    for (int *field : { &loc, &lastmod, &changefreq, &priority, &imageLoc })
        if (*field == column)
            *field = -1;
    switch (role) {
    case Ignore:
        break;
    case Loc:
        loc = column;
        break;
    case Lastmod:
        lastmod = column;
        break;
    case Changefreq:
        changefreq = column;
        break;
    case Priority:
        priority = column;
        break;
    case ImageLoc:
        imageLoc = column;
        break;
    }
}

QString CsvMapping::roleName(Role role)
{
    switch (role) {
    case Ignore:
        return {};
    case Loc:
        return QStringLiteral("loc");
    case Lastmod:
        return QStringLiteral("lastmod");
    case Changefreq:
        return QStringLiteral("changefreq");
    case Priority:
        return QStringLiteral("priority");
    case ImageLoc:
        return QStringLiteral("image:loc");
    }
    return {};
}

QList<CsvReader::Row> CsvReader::rows(QByteArrayView utf8, char delimiter, qsizetype maxRows,
                                      qint64 firstLine)
{
    // RFC 4180 with the leniency spreadsheets need: CR, LF or CRLF end rows, a quote only
    // opens a quoted field at the field's start, blanks around an unquoted field are
    // dropped, and blank lines give no row.
    QList<Row> out;
    const qsizetype n = utf8.size();
    qsizetype i = 0;
    qint64 line = firstLine;
    while (i < n && (maxRows < 0 || out.size() < maxRows)) {
        Row row;
        row.line = line;
        QByteArray field;
        bool quoted = false, wasQuoted = false, rowEnded = false, anyText = false;
        auto endField = [&] {
            QString value = QString::fromUtf8(field);
            row.fields.append(wasQuoted ? value : value.trimmed());
            field.clear();
            wasQuoted = false;
        };
        while (i < n && !rowEnded) {
            const char c = utf8[i];
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < n && utf8[i + 1] == '"') {
                        field.append('"');
                        i += 2;
                        continue;
                    }
                    quoted = false;
                    ++i;
                    continue;
                }
                if (c == '\n' || (c == '\r' && !(i + 1 < n && utf8[i + 1] == '\n')))
                    ++line;
                field.append(c);
                ++i;
                continue;
            }
            if (c == '"' && field.trimmed().isEmpty()) {
                field.clear();
                quoted = wasQuoted = anyText = true;
                ++i;
                continue;
            }
            if (c == delimiter) {
                endField();
                anyText = true;
                ++i;
                continue;
            }
            if (c == '\r' || c == '\n') {
                i += (c == '\r' && i + 1 < n && utf8[i + 1] == '\n') ? 2 : 1;
                ++line;
                rowEnded = true;
                continue;
            }
            if (c != ' ' && c != '\t')
                anyText = true;
            field.append(c);
            ++i;
        }
        if (!anyText && field.trimmed().isEmpty())
            continue; // a blank line
        endField();
        row.end = i;
        row.ended = rowEnded;
        out.append(std::move(row));
    }
    return out;
}

bool CsvReader::looksLikeTable(QByteArrayView utf8)
{
    const CsvMapping mapping = detect(utf8);
    return mapping.loc >= 0;
}

CsvMapping CsvReader::detect(QByteArrayView utf8)
{
    CsvMapping mapping;
    const QByteArrayView sample = utf8.first(qMin<qsizetype>(utf8.size(), 64 * 1024));
    QList<Row> rows;
    for (const char delimiter : Delimiters) {
        rows = consistentRows(sample, delimiter);
        if (!rows.isEmpty()) {
            mapping.delimiter = delimiter;
            break;
        }
    }
    if (rows.isEmpty())
        return mapping;

    const QStringList &first = rows.first().fields;
    const int columns = int(first.size());
    // A header: the first row names a known column, or holds no URL while the rows below do.
    bool named = false, firstHasUrl = false;
    for (const QString &name : first) {
        named = named || roleFromHeader(name) != CsvMapping::Ignore;
        firstHasUrl = firstHasUrl || isUrlLike(name);
    }
    bool belowHasUrl = false;
    for (qsizetype r = 1; r < rows.size() && !belowHasUrl; ++r)
        belowHasUrl = std::any_of(rows.at(r).fields.cbegin(), rows.at(r).fields.cend(), isUrlLike);
    mapping.header = !firstHasUrl && (named || belowHasUrl);
    const qsizetype from = mapping.header ? 1 : 0;

    if (mapping.header)
        for (int c = 0; c < columns; ++c) {
            const CsvMapping::Role role = roleFromHeader(first.at(c));
            if (role != CsvMapping::Ignore && mapping.roleOf(c) == CsvMapping::Ignore) {
                const bool taken = (role == CsvMapping::Loc && mapping.loc >= 0)
                    || (role == CsvMapping::Lastmod && mapping.lastmod >= 0)
                    || (role == CsvMapping::Changefreq && mapping.changefreq >= 0)
                    || (role == CsvMapping::Priority && mapping.priority >= 0)
                    || (role == CsvMapping::ImageLoc && mapping.imageLoc >= 0);
                if (!taken)
                    mapping.setRole(c, role);
            }
        }
    // Columns no header named: guessed from their values.
    for (int c = 0; c < columns; ++c) {
        if (mapping.roleOf(c) != CsvMapping::Ignore)
            continue;
        if (mapping.header && roleFromHeader(first.at(c)) != CsvMapping::Ignore)
            continue;
        if (mapping.loc < 0 && columnHolds(rows, from, c, isUrlLike)
            && !columnHolds(rows, from, c, isImageUrl)) {
            mapping.loc = c;
        } else if (mapping.imageLoc < 0 && columnHolds(rows, from, c, isImageUrl)) {
            mapping.imageLoc = c;
        } else if (mapping.lastmod < 0 && columnHolds(rows, from, c, [](const QString &v) {
                       return W3cDateTime::fromString(v).isValid();
                   })) {
            mapping.lastmod = c;
        } else if (mapping.changefreq < 0 && columnHolds(rows, from, c, [](const QString &v) {
                       UrlEntry probe;
                       probe.setChangefreqText(v);
                       return probe.changefreq() != ChangeFreq::Invalid;
                   })) {
            mapping.changefreq = c;
        } else if (mapping.priority < 0 && columnHolds(rows, from, c, [](const QString &v) {
                       bool ok = false;
                       const double p = v.toDouble(&ok);
                       return ok && p >= 0.0 && p <= 1.0;
                   })) {
            mapping.priority = c;
        }
    }
    // An image column alone is still the location when nothing else holds URLs.
    if (mapping.loc < 0 && mapping.imageLoc >= 0 && !mapping.header) {
        mapping.loc = mapping.imageLoc;
        mapping.imageLoc = -1;
    }
    return mapping;
}

void CsvReader::read(QByteArrayView utf8, const CsvMapping &mapping, Sitemap &sitemap)
{
    addRows(rows(utf8, mapping.delimiter), mapping, sitemap);
}

qsizetype CsvReader::readPiece(QByteArrayView utf8, CsvMapping &mapping, Sitemap &sitemap,
                               qint64 firstLine, bool last)
{
    QList<Row> all = rows(utf8, mapping.delimiter, -1, firstLine);
    qsizetype taken = utf8.size();
    if (!last && !all.isEmpty() && !all.constLast().ended) {
        // Cut inside a row: it waits for the next piece, its blank lines before it too.
        all.removeLast();
        taken = all.isEmpty() ? 0 : all.constLast().end;
    }
    addRows(all, mapping, sitemap);
    if (!all.isEmpty())
        mapping.header = false;
    return taken;
}

void CsvReader::addRows(const QList<Row> &all, const CsvMapping &mapping, Sitemap &sitemap)
{
    sitemap.kind = Sitemap::Kind::UrlSet;
    sitemap.source.format = SourceFormat::Csv;
    sitemap.entries.reserve(sitemap.entries.size() + all.size());
    // Every column read is one the XML format reads trimmed (loc, lastmod, changefreq,
    // priority, image loc), so blanks and line breaks a quoted value kept around it do not
    // reach the sitemap: the entry is the one the same values give when written as XML.
    auto field = [](const Row &row, int column) {
        return column >= 0 && column < row.fields.size() ? row.fields.at(column).trimmed()
                                                         : QString();
    };
    for (qsizetype r = mapping.header ? 1 : 0; r < all.size(); ++r) {
        const Row &row = all.at(r);
        const QString loc = field(row, mapping.loc);
        if (loc.isEmpty()) {
            sitemap.findings.append(Finding::make(
                RuleId::ContentSkipped,
                mapping.loc < 0
                    ? tr("Row at line %1 was skipped: no column is chosen as the location")
                          .arg(row.line)
                    : tr("Row at line %1 has no location in column %2; it was skipped")
                          .arg(row.line)
                          .arg(mapping.loc + 1),
                row.line, 1));
            continue;
        }
        UrlEntry entry(loc);
        entry.setSourceLine(quint32(qMin<qint64>(row.line, std::numeric_limits<quint32>::max())));
        if (const QString lastmod = field(row, mapping.lastmod); !lastmod.isEmpty())
            entry.setLastmod(W3cDateTime::fromString(lastmod));
        if (const QString changefreq = field(row, mapping.changefreq); !changefreq.isEmpty())
            entry.setChangefreqText(changefreq);
        if (const QString priority = field(row, mapping.priority); !priority.isEmpty())
            entry.setPriorityText(priority);
        // Several images in one cell are separated by blanks or '|'.
        static const QRegularExpression separators(QStringLiteral(R"([\s|]+)"));
        const QStringList images
            = field(row, mapping.imageLoc).split(separators, Qt::SkipEmptyParts);
        for (const QString &imageLoc : images) {
            Image image;
            image.setLoc(imageLoc);
            entry.mutableImages().append(image);
        }
        sitemap.entries.append(std::move(entry));
    }
}

} // namespace Studio
