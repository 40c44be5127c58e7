// docs/RULES.md against the rule catalogue: the committed page must be what
// `sitemap-studio-cli rules --markdown` prints today, and that Markdown must say what the rules'
// help texts say (no element name taken for HTML, no quoted character taken for markup).

#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString Regenerate
    = u"Regenerate it with ./dev.sh docs, or: LC_ALL=C.UTF-8 "
      "build/dev/app/cli/sitemap-studio-cli rules --markdown > docs/RULES.md"_s;

// What CommonMark lets a backslash escape.
const QString AsciiPunctuation = u"!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"_s;

// What a Markdown renderer shows for `markdown`, for the subset rulescommand.cpp writes: code
// spans shown verbatim, backslash escapes of ASCII punctuation dropped.
QString rendered(const QString &markdown)
{
    QString text;
    for (qsizetype i = 0; i < markdown.size(); ++i) {
        const QChar c = markdown.at(i);
        if (c == u'`') {
            const qsizetype end = markdown.indexOf(u'`', i + 1);
            if (end < 0)
                return text + u"<unclosed code span>"_s;
            text += markdown.mid(i + 1, end - i - 1);
            i = end;
        } else if (c == u'\\' && i + 1 < markdown.size()
                   && AsciiPunctuation.contains(markdown.at(i + 1))) {
            text += markdown.at(++i);
        } else {
            text += c;
        }
    }
    return text;
}

const QRegularExpression Entity(u"&(?:[A-Za-z][A-Za-z0-9]*|#[0-9]+|#[xX][0-9A-Fa-f]+);"_s);

// Places outside code spans where Markdown would read markup: an unescaped '<' (HTML), '*'
// (emphasis) or entity reference such as &amp;.
QStringList hazards(const QString &markdown)
{
    QStringList found;
    bool inCode = false;
    for (qsizetype i = 0; i < markdown.size(); ++i) {
        const QChar c = markdown.at(i);
        if (c == u'\\' && !inCode) {
            ++i;
            continue;
        }
        if (c == u'`') {
            inCode = !inCode;
            continue;
        }
        if (inCode)
            continue;
        const bool entity = c == u'&'
            && Entity
                   .match(markdown, i, QRegularExpression::NormalMatch,
                          QRegularExpression::AnchorAtOffsetMatchOption)
                   .hasMatch();
        if (c == u'<' || c == u'*' || entity)
            found << u"'%1' in \"%2\""_s.arg(c).arg(markdown.mid(qMax(i - 15, qsizetype(0)), 30));
    }
    return found;
}

} // namespace

class TestRulesDoc : public QObject
{
    Q_OBJECT

private slots:
    void upToDate();
    void markdownSaysWhatTheHelpSays();
};

void TestRulesDoc::upToDate()
{
    const CliRun run = runCli({ u"rules"_s, u"--markdown"_s });
    QCOMPARE(run.exitCode, 0);
    QFile file(QStringLiteral(SITEMAP_STUDIO_RULES_DOC));
    if (!file.open(QIODevice::ReadOnly))
        QFAIL(qPrintable(u"docs/RULES.md is missing. "_s + Regenerate));
    const QByteArray committed = file.readAll();
    if (committed == run.out)
        return;
    const QList<QByteArray> have = committed.split('\n');
    const QList<QByteArray> want = run.out.split('\n');
    qsizetype line = 0;
    while (line < have.size() && line < want.size() && have.at(line) == want.at(line))
        ++line;
    QFAIL(qPrintable(u"docs/RULES.md is not what the rule catalogue gives today; first difference "
                     "at line %1:\n  docs/RULES.md: %2\n  the CLI:       %3\n"_s.arg(line + 1)
                         .arg(QString::fromUtf8(have.value(line, "(end of file)")),
                              QString::fromUtf8(want.value(line, "(end of output)")))
                     + Regenerate));
}

void TestRulesDoc::markdownSaysWhatTheHelpSays()
{
    const CliRun json = runCli({ u"rules"_s, u"--json"_s });
    QCOMPARE(json.exitCode, 0);
    const QJsonArray rules = QJsonDocument::fromJson(json.out).object().value(u"rules"_s).toArray();
    QVERIFY(rules.size() > 40);
    const CliRun markdown = runCli({ u"rules"_s, u"--markdown"_s });
    QCOMPARE(markdown.exitCode, 0);
    const QStringList lines = QString::fromUtf8(markdown.out).split(u'\n');

    int withElements = 0;
    for (const QJsonValue &value : rules) {
        const QJsonObject rule = value.toObject();
        const QString id = rule.value(u"id"_s).toString();
        const QString heading = u"## "_s + id + u": "_s;
        qsizetype at = 0;
        while (at < lines.size() && !lines.at(at).startsWith(heading))
            ++at;
        QVERIFY2(at < lines.size(), qPrintable(id + u" has no section"_s));
        QCOMPARE(rendered(lines.at(at).mid(heading.size())), rule.value(u"title"_s).toString());
        // Then a list (severity, category, maybe profile and fix), a blank line and the help.
        QString fix;
        ++at;
        QCOMPARE(lines.value(at), QString());
        while (++at < lines.size() && lines.at(at).startsWith(u"- "_s)) {
            if (lines.at(at).startsWith(u"- Fix: "_s))
                fix = lines.at(at).mid(7);
        }
        QCOMPARE(lines.value(at), QString());
        const QString help = lines.value(at + 1);
        QCOMPARE(rendered(help), rule.value(u"help"_s).toString());
        if (rule.value(u"fix"_s).isString())
            QCOMPARE(rendered(fix), rule.value(u"fix"_s).toString());
        else
            QVERIFY2(fix.isEmpty(), qPrintable(id));
        const QStringList problems = hazards(help) + hazards(fix);
        QVERIFY2(problems.isEmpty(), qPrintable(id + u": "_s + problems.join(u"; "_s)));
        withElements += rule.value(u"help"_s).toString().contains(u"<loc>"_s);
    }
    // The help texts do name elements, so the escaping above was put to the test.
    QVERIFY(withElements >= 2);
    QVERIFY(markdown.out.contains("such as `<loc>` in a `<url>`"));
}

QTEST_GUILESS_MAIN(TestRulesDoc)
#include "tst_rulesdoc.moc"
