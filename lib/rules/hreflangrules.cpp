#include "checker_p.h"
#include "entrycheck.h"
#include "util/languagecodes.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

using Id = QLatin1StringView;

struct HreflangVerdict
{
    QString lower; // the code trimmed and in lower case: what clusters compare
    QString problem; // empty when the code is valid
};

HreflangVerdict judgeHreflang(const QString &hreflang)
{
    HreflangVerdict verdict;
    const QString code = hreflang.trimmed();
    verdict.lower = code.toLower();
    if (verdict.lower == u"x-default")
        return verdict;
    const QStringList parts = verdict.lower.split(u'-');
    QString &problem = verdict.problem;
    if (code.contains(u'_')) {
        problem = QCoreApplication::translate(
                      "Checker",
                      "hreflang \"%1\" uses '_'; language and region are joined with "
                      "'-'")
                      .arg(code);
    } else if (!LanguageCodes::isLanguage(parts.first(), QLocale::ISO639Part1)) {
        problem = LanguageCodes::isTerritory(parts.first().toUpper()) && parts.size() == 1
            ? QCoreApplication::translate(
                  "Checker",
                  "hreflang \"%1\" is a region alone; start with a language, as in "
                  "en-%2")
                  .arg(code, parts.first().toUpper())
            : QCoreApplication::translate(
                  "Studio::Checker", "hreflang \"%1\": \"%2\" is not an ISO 639-1 language code")
                  .arg(code, parts.first());
    } else {
        int next = 1;
        if (next < parts.size() && parts.at(next).size() == 4) {
            QString script = parts.at(next);
            script[0] = script[0].toUpper();
            if (!LanguageCodes::isScript(script))
                problem
                    = QCoreApplication::translate(
                          "Studio::Checker", "hreflang \"%1\": \"%2\" is not an ISO 15924 script")
                          .arg(code, parts.at(next));
            ++next;
        }
        if (problem.isEmpty() && next < parts.size()) {
            const QString region = parts.at(next).toUpper();
            if (region == u"UK")
                problem = QCoreApplication::translate(
                              "Checker",
                              "hreflang \"%1\": the United Kingdom's ISO 3166-1 code "
                              "is GB, not UK")
                              .arg(code);
            else if (LanguageCodes::isExceptionallyReserved(region)
                     || !LanguageCodes::isTerritory(region))
                problem = QCoreApplication::translate(
                              "Checker",
                              "hreflang \"%1\": \"%2\" is not an ISO 3166-1 alpha-2 "
                              "region")
                              .arg(code, parts.at(next));
            ++next;
        }
        if (problem.isEmpty() && next < parts.size())
            problem = QCoreApplication::translate(
                          "Checker",
                          "hreflang \"%1\" has more parts than language, script and "
                          "region")
                          .arg(code);
    }
    return verdict;
}

const HreflangVerdict &hreflangVerdict(const QString &hreflang)
{
    thread_local QHash<QString, HreflangVerdict> verdicts;
    auto it = verdicts.find(hreflang);
    if (it == verdicts.end()) {
        if (verdicts.size() > 4096) // a hostile file with endless codes: start over
            verdicts.clear();
        it = verdicts.insert(hreflang, judgeHreflang(hreflang));
    }
    return *it;
}

} // namespace

QString Checker::hreflangProblem(const QString &hreflang)
{
    return hreflangVerdict(hreflang).problem;
}

void CheckerDetail::linkTargets(const UrlEntry &entry, QList<quint64> &links)
{
    for (const Alternate &a : entry.alternates()) {
        if (!a.isLanguageAlternate())
            continue;
        const Utf8Url utf8(a.href);
        const QByteArrayView href = utf8.view();
        links.append(Url::normalizedHash(href, Url::split(href)));
    }
}

namespace EntryRules {

void checkAlternates(const EntryCheck &c, quint64 selfHash, QList<quint64> &links,
                     bool *xDefaultFound)
{
    const UrlEntry &entry = c.entry;
    QList<Finding> &out = c.out;
    const QList<Alternate> &alternates = entry.alternates();
    links.reserve(alternates.size());
    // Lower-case hreflang and href of the links seen so far; a cluster is small.
    QVarLengthArray<std::pair<QString, QString>, 32> byLanguage;
    bool xDefault = false;
    bool self = false;
    for (qint32 i = 0; i < alternates.size(); ++i) {
        const Alternate &a = alternates.at(i);
        // xhtml:link without hreflang (rel="amphtml", app deep links) is not a language
        // alternate and is not checked here.
        if (!a.isLanguageAlternate())
            continue;
        auto add = [&](Id rule, const QString &message) {
            out.append(c.make(rule, message, FindingField::Alternate, i));
        };
        const HreflangVerdict &verdict = hreflangVerdict(a.hreflang);
        const QString &lower = verdict.lower;
        const QString &code = a.hreflang;
        if (QStringView(lower) == QStringView(u"x-default")) // the size compared first
            xDefault = true;
        else if (!verdict.problem.isEmpty())
            add(RuleId::InvalidHreflang, verdict.problem);
        const Utf8Url utf8(a.href);
        const QByteArrayView href = utf8.view();
        const Url::Parts hrefParts = Url::split(href);
        checkUrl(
            c, href, hrefParts, FindingField::Alternate, i,
            [&code] { return Checker::tr("Alternate \"%1\" href").arg(code); }, false);
        const quint64 target = Url::normalizedHash(href, hrefParts);
        links.append(target);
        if (target == selfHash)
            self = true;
        const auto it = std::find_if(byLanguage.cbegin(), byLanguage.cend(),
                                     [&lower](const auto &seen) { return seen.first == lower; });
        if (it == byLanguage.cend())
            byLanguage.append({ lower, a.href });
        else if (Url::normalized(it->second.toUtf8()) != Url::normalized(href))
            add(RuleId::HreflangDuplicate,
                Checker::tr("hreflang \"%1\" is given to both \"%2\" and \"%3\"")
                    .arg(code, it->second, a.href));
    }
    *xDefaultFound = xDefault;
    if (links.isEmpty())
        return;
    if (!self && entry.hasLoc()) {
        // A file that lacks the self link lacks it on every URL, with the same count: the
        // message is made once per thread and count, and its findings share it.
        thread_local struct
        {
            quint64 serial = 0;
            quint64 run = 0;
            qsizetype count = -1;
            QString text;
        } last;
        if (last.serial != c.run.serial || last.run != c.run.number
            || last.count != byLanguage.size())
            last = { c.run.serial, c.run.number, byLanguage.size(),
                     c.run.missingSelfText.arg(byLanguage.size()) };
        out.append(c.make(RuleId::HreflangMissingSelf, last.text, FindingField::Alternate));
    }
}

void checkReturnLinks(const EntryCheck &c, quint64 selfHash, const QList<quint64> &links,
                      MissingReturnLink missing)
{
    const QList<Alternate> &alternates = c.entry.alternates();
    qint32 linkIndex = 0;
    for (qint32 i = 0; i < alternates.size(); ++i) {
        const Alternate &a = alternates.at(i);
        if (!a.isLanguageAlternate())
            continue;
        const quint64 target = links.at(linkIndex++);
        if (target == selfHash)
            continue;
        const std::optional<RelatedEntry> other = missing(target);
        if (!other)
            continue;
        Finding f = c.make(RuleId::HreflangNoReturnLink,
                           Checker::tr("\"%1\" (hreflang \"%2\") does not link back to this URL")
                               .arg(a.href, a.hreflang),
                           FindingField::Alternate, i);
        f.relatedSitemap = other->sitemap;
        f.relatedEntry = other->id;
        c.out.append(f);
    }
}

} // namespace EntryRules

} // namespace Studio
