#include "entrycheck.h"

// The one rule that reads io/: robots.txt matching lives with the parser that compiled the
// rules (RFC 9309), and SM409 asks it for a URL's verdict.
#include "io/readers/robotstxt.h"

namespace Studio {

namespace {

// The crawler whose robots.txt rules SM409 applies (its group, else the '*' group).
constexpr QStringView RobotsAgent = u"Googlebot";

} // namespace

namespace EntryRules {

void checkRobots(const EntryCheck &c)
{
    const UrlEntry &entry = c.entry;
    const RobotsTxt *robots = c.run.robots.get();
    const PooledView loc = entry.locView();
    const RobotsTxt::Decision decision = robots->decide(RobotsAgent, loc);
    if (decision.allowed || !decision.rule)
        return;
    const RobotsTxt::PathRule &rule = *decision.rule;
    c.out.append(
        c.make(RuleId::BlockedByRobots,
               Checker::tr("robots.txt blocks \"%1\" for %2: line %3, \"Disallow: %4\", in the "
                           "group for %5")
                   .arg(entry.loc(), RobotsAgent.toString())
                   .arg(rule.line)
                   .arg(rule.pattern, robots->groups().at(rule.group).userAgents.join(u", ")),
               FindingField::Loc));
}

} // namespace EntryRules

} // namespace Studio
