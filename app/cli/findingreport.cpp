#include "findingreport.h"

#include "command.h"

#include <QDir>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <charconv>
#include <string>
#include <vector>

namespace Studio::Cli {

namespace {

QString sarifLevel(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Notice:
        return QStringLiteral("note");
    }
    return {};
}

QString artifactUri(const QString &path)
{
    if (path.startsWith(u"http://") || path.startsWith(u"https://"))
        return path;
    if (QDir::isAbsolutePath(path))
        return QString::fromUtf8(QUrl::fromLocalFile(path).toEncoded());
    // A relative reference, resolved against the directory the tool ran in.
    return QString::fromUtf8(QUrl::toPercentEncoding(QDir::fromNativeSeparators(path), "/"));
}

QJsonValue orNull(qint64 value)
{
    return value > 0 ? QJsonValue(value) : QJsonValue();
}

// The translated title of each finding's rule, looked up once per run of findings of the same
// rule (a file with a problem on every URL reports it tens of thousands of times in a row).
class RuleTitles
{
public:
    const QString &of(const Finding &f)
    {
        const Rule *rule = f.rule();
        if (!m_known || rule != m_rule) {
            m_known = true;
            m_rule = rule;
            m_title = rule ? rule->translatedTitle() : QString();
        }
        return m_title;
    }

private:
    bool m_known = false;
    const Rule *m_rule = nullptr;
    QString m_title;
};

} // namespace

namespace {

// The UTF-8 of a string that most findings of a run share (their input, their rule's title, a
// message made once for many): converted again only when another string comes.
class SharedUtf8
{
public:
    QByteArrayView of(const QString &text)
    {
        if (!m_known || text.constData() != m_from.constData() || text.size() != m_from.size()) {
            if (!m_known || text != m_from)
                m_utf8 = text.toUtf8();
            m_known = true;
            m_from = text; // shares the string, so its data stays where it was compared
        }
        return m_utf8;
    }

private:
    bool m_known = false;
    QString m_from;
    QByteArray m_utf8;
};

// The lines of `findings`, as printFindings writes them, appended to `out`.
// A std::string, not a QByteArray: its appends are inlined, where QByteArray's go through
// QByteArray::insert(), which took most of the time of a line.
void formatFindings(const ReportedFinding *begin, const ReportedFinding *end, std::string &out)
{
    RuleTitles titles;
    SharedUtf8 input, title, message;
    QByteArray severities[3];
    for (int s = 0; s < 3; ++s)
        severities[s] = severityName(Severity(s)).toUtf8();
    const auto add = [&out](QByteArrayView bytes) {
        out.append(bytes.data(), size_t(bytes.size()));
    };
    const auto number = [&out](qint64 n) {
        char digits[24];
        const auto [at, ec] = std::to_chars(digits, digits + sizeof digits, n);
        Q_UNUSED(ec);
        out.append(digits, at);
    };
    for (const ReportedFinding *r = begin; r != end; ++r) {
        const Finding &f = r->finding;
        add(input.of(r->input));
        out += ':';
        if (f.line > 0) {
            number(f.line);
            out += ':';
            if (f.column > 0) {
                number(f.column);
                out += ':';
            }
        }
        out += ' ';
        add(severities[qBound(0, int(f.severity), 2)]);
        out += ": ";
        add(title.of(titles.of(f)));
        out += ": ";
        add(message.of(f.message));
        out += " [";
        add(QByteArrayView(f.ruleId.data(), f.ruleId.size()));
        out += "]\n";
    }
}

} // namespace

void printFindings(const QList<ReportedFinding> &findings)
{
    // Made as UTF-8 by all cores, a block each, and written in order: a file with a problem on
    // every URL prints tens of thousands of lines, and a line made as UTF-16, then encoded by
    // the stream, took longer than finding the problem. The blocks of a round are held at
    // once, not the whole text (fifty million findings would be gigabytes).
    QTextStream &s = Command::out();
    s.flush();
    QIODevice *device = s.device();
    constexpr qsizetype BlockFindings = 8192;
    const qsizetype threads = qMax(1, QThreadPool::globalInstance()->maxThreadCount());
    std::vector<std::string> blocks(static_cast<size_t>(threads));
    for (qsizetype round = 0; round < findings.size(); round += threads * BlockFindings) {
        const qsizetype count = qMin(threads * BlockFindings, findings.size() - round);
        const qsizetype used = (count + BlockFindings - 1) / BlockFindings;
        const auto format = [&](std::string &block) {
            const qsizetype b = &block - blocks.data();
            const qsizetype from = round + b * BlockFindings;
            const qsizetype to = qMin(from + BlockFindings, round + count);
            block.clear();
            formatFindings(findings.constData() + from, findings.constData() + to, block);
        };
        if (used == 1)
            format(blocks.front());
        else
            QtConcurrent::blockingMap(blocks.begin(), blocks.begin() + used, format);
        for (qsizetype b = 0; b < used; ++b)
            device->write(blocks[size_t(b)].data(), qint64(blocks[size_t(b)].size()));
    }
}

QJsonObject findingCountsJson(const qsizetype counts[3])
{
    return QJsonObject { { QStringLiteral("error"), counts[int(Severity::Error)] },
                         { QStringLiteral("warning"), counts[int(Severity::Warning)] },
                         { QStringLiteral("notice"), counts[int(Severity::Notice)] } };
}

QByteArray findingsJson(const QList<ReportedFinding> &findings, const qsizetype counts[3])
{
    QJsonArray array;
    RuleTitles titles;
    for (const ReportedFinding &r : findings) {
        const Finding &f = r.finding;
        const Rule *rule = f.rule();
        QJsonObject o {
            { QStringLiteral("rule"), QString(f.ruleId) },
            { QStringLiteral("title"), titles.of(f) },
            { QStringLiteral("severity"), severityName(f.severity) },
            { QStringLiteral("message"), f.message },
            { QStringLiteral("input"), r.input },
            { QStringLiteral("entry"),
              f.entryIndex >= 0 ? QJsonValue(qint64(f.entryIndex)) : QJsonValue() },
            { QStringLiteral("field"),
              f.field == FindingField::None ? QJsonValue()
                                            : QJsonValue(findingFieldName(f.field)) },
            { QStringLiteral("line"), orNull(f.line) },
            { QStringLiteral("column"), orNull(f.column) },
            { QStringLiteral("fixable"), rule && rule->hasFix() },
        };
        // What the fix writes, when it comes from outside the file (a redirect's target).
        if (!f.suggestion.isEmpty())
            o.insert(QStringLiteral("suggestion"), f.suggestion);
        array.append(o);
    }
    return QJsonDocument(QJsonObject { { QStringLiteral("findings"), array },
                                       { QStringLiteral("summary"), findingCountsJson(counts) } })
        .toJson();
}

// SARIF 2.1.0 (OASIS), the format code hosts and CI systems read to show findings inline.
QByteArray findingsSarif(const QList<ReportedFinding> &findings, const QStringList &inputs)
{
    QJsonArray rules;
    QHash<QString, int> ruleIndex;
    for (const Rule &rule : RuleCatalogue::rules()) {
        ruleIndex.insert(QString(rule.id), int(rules.size()));
        QJsonObject o {
            { QStringLiteral("id"), QString(rule.id) },
            { QStringLiteral("name"), rule.translatedTitle() },
            { QStringLiteral("shortDescription"),
              QJsonObject { { QStringLiteral("text"), rule.translatedTitle() } } },
            { QStringLiteral("fullDescription"),
              QJsonObject { { QStringLiteral("text"), rule.translatedHelp() } } },
            { QStringLiteral("help"),
              QJsonObject { { QStringLiteral("text"), rule.translatedHelp() } } },
            { QStringLiteral("defaultConfiguration"),
              QJsonObject { { QStringLiteral("level"), sarifLevel(rule.severity) } } },
            { QStringLiteral("properties"),
              QJsonObject { { QStringLiteral("category"), categoryName(rule.category) },
                            { QStringLiteral("profile"), profileName(rule.profile) } } },
        };
        rules.append(o);
    }
    QStringList artifacts = inputs;
    QJsonArray results;
    for (const ReportedFinding &r : findings) {
        const Finding &f = r.finding;
        qsizetype artifact = artifacts.indexOf(r.input);
        if (artifact < 0) {
            artifact = artifacts.size();
            artifacts.append(r.input);
        }
        QJsonObject physical { { QStringLiteral("artifactLocation"),
                                 QJsonObject { { QStringLiteral("uri"), artifactUri(r.input) },
                                               { QStringLiteral("index"), artifact } } } };
        if (f.line > 0) {
            QJsonObject region { { QStringLiteral("startLine"), f.line } };
            if (f.column > 0)
                region.insert(QStringLiteral("startColumn"), f.column);
            physical.insert(QStringLiteral("region"), region);
        }
        QJsonObject properties;
        if (f.entryIndex >= 0)
            properties.insert(QStringLiteral("entry"), f.entryIndex);
        if (f.field != FindingField::None)
            properties.insert(QStringLiteral("field"), findingFieldName(f.field));
        QJsonObject result {
            { QStringLiteral("ruleId"), QString(f.ruleId) },
            { QStringLiteral("ruleIndex"), ruleIndex.value(QString(f.ruleId), -1) },
            { QStringLiteral("level"), sarifLevel(f.severity) },
            { QStringLiteral("message"), QJsonObject { { QStringLiteral("text"), f.message } } },
            { QStringLiteral("locations"),
              QJsonArray { QJsonObject { { QStringLiteral("physicalLocation"), physical } } } },
        };
        if (!properties.isEmpty())
            result.insert(QStringLiteral("properties"), properties);
        results.append(result);
    }
    QJsonArray artifactArray;
    for (const QString &a : std::as_const(artifacts))
        artifactArray.append(
            QJsonObject { { QStringLiteral("location"),
                            QJsonObject { { QStringLiteral("uri"), artifactUri(a) } } } });
    const QJsonObject driver {
        { QStringLiteral("name"), QStringLiteral("Sitemap Studio") },
        { QStringLiteral("version"), QCoreApplication::applicationVersion() },
        { QStringLiteral("informationUri"), QStringLiteral("https://example.org/sitemap-studio") },
        { QStringLiteral("rules"), rules },
    };
    const QJsonObject run {
        { QStringLiteral("tool"), QJsonObject { { QStringLiteral("driver"), driver } } },
        { QStringLiteral("artifacts"), artifactArray },
        { QStringLiteral("results"), results },
        { QStringLiteral("columnKind"), QStringLiteral("utf16CodeUnits") },
    };
    return QJsonDocument(QJsonObject {
                             { QStringLiteral("$schema"),
                               QStringLiteral("https://json.schemastore.org/sarif-2.1.0.json") },
                             { QStringLiteral("version"), QStringLiteral("2.1.0") },
                             { QStringLiteral("runs"), QJsonArray { run } },
                         })
        .toJson();
}

bool parseSeverity(const QString &text, Severity *severity)
{
    if (text == u"error")
        *severity = Severity::Error;
    else if (text == u"warning")
        *severity = Severity::Warning;
    else if (text == u"notice")
        *severity = Severity::Notice;
    else
        return false;
    return true;
}

} // namespace Studio::Cli
