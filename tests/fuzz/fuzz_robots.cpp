// Fuzz target: the robots.txt parser and its matcher, asked about the paths the file itself
// names, for each user agent it names.

#include "fuzzsupport.h"
#include "io/readers/robotstxt.h"

using namespace Studio;
using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView utf8(reinterpret_cast<const char *>(data), qsizetype(size));
    (void)RobotsTxt::looksLikeRobotsTxt(utf8);
    const RobotsTxt robots = RobotsTxt::parse(utf8);
    // Copies keep their rules by index, so they decide the same (the copy's own rules).
    const RobotsTxt copy = robots;

    QList<QString> agents { u"Googlebot/2.1"_s, u"*"_s };
    QList<QByteArray> paths { "/", "/robots.txt", "/a?b=c" };
    for (const RobotsTxt::Group &group : robots.groups()) {
        // A few of each: the matcher's cost grows with the rules, not with the questions.
        for (const QString &agent : group.userAgents.mid(0, 2))
            agents.append(agent);
        for (const RobotsTxt::PathRule &rule : group.rules.mid(0, 4)) {
            QByteArray path = rule.pattern.toUtf8();
            paths.append(path);
            paths.append(path.replace('*', "x").replace('$', ""));
        }
        if (agents.size() >= 6 || paths.size() >= 20)
            break;
    }
    for (const RobotsTxt::SitemapLine &line : robots.sitemaps().mid(0, 4))
        paths.append(line.value.toUtf8());

    for (const QString &agent : std::as_const(agents)) {
        for (const QByteArray &path : std::as_const(paths)) {
            const RobotsTxt::Decision decision = robots.decide(agent, path);
            const RobotsTxt::Decision again = copy.decide(agent, path);
            FUZZ_CHECK(decision.allowed == again.allowed && bool(decision.rule) == bool(again.rule)
                           && (!decision.rule || decision.rule->line == again.rule->line),
                       u"a copy decides otherwise on %1"_s.arg(QString::fromUtf8(path)));
            if (path == "/robots.txt")
                FUZZ_CHECK(decision.allowed, u"/robots.txt disallowed"_s);
            (void)robots.decide(agent, QUrl(QString::fromUtf8(path)));
        }
    }
    return 0;
}
