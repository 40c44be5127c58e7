#include "linkchecksession.h"

#include "accesssecrets.h"
#include "editordocument.h"

#include <QSettings>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

const QString ConcurrencyKey = u"linkCheck/concurrency"_s;
const QString DelayKey = u"linkCheck/delayMs"_s;

bool placedBefore(const Finding &a, const Finding &b)
{
    return a.sitemap != b.sitemap ? a.sitemap < b.sitemap : a.entryIndex < b.entryIndex;
}

} // namespace

LinkCheckSession::LinkCheckSession(EditorDocument *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_checker(new LinkChecker(savedOptions(), this))
{
    setObjectName(u"linkCheckSession"_s);
    m_resultsTimer.setSingleShot(true);
    m_resultsTimer.setInterval(250);
    connect(&m_resultsTimer, &QTimer::timeout, this, &LinkCheckSession::resultsChanged);
    connect(m_checker, &LinkChecker::resultReady, this, [this] {
        if (!m_resultsTimer.isActive())
            m_resultsTimer.start();
    });
    connect(m_checker, &LinkChecker::progress, this, &LinkCheckSession::progress);
    connect(m_checker, &LinkChecker::finished, this, [this] {
        m_resultsTimer.stop();
        deriveAll();
        emit resultsChanged();
        emit finished(m_cancelled);
    });

    connect(document, &EditorDocument::reset, this, [this] {
        cancel();
        if (!m_findings.isEmpty()) {
            m_findings.clear();
            emit findingsChanged();
        }
    });
    connect(document, &EditorDocument::entryInserted, this,
            [this](const EntryRef &ref) { shift(ref, 1); });
    connect(document, &EditorDocument::entryRemoved, this,
            [this](const EntryRef &ref) { shift(ref, -1); });
    connect(document, &EditorDocument::entryChanged, this, &LinkCheckSession::entryChanged);
    // A bulk edit: the entries that have findings take them again for their URLs as they are
    // now, one pass over the findings rather than over a million entries.
    connect(document, &EditorDocument::entriesChanged, this, [this] {
        QList<EntryRef> flagged;
        for (const Finding &f : std::as_const(m_findings))
            if (flagged.isEmpty() || flagged.last() != EntryRef { f.sitemap, f.entryIndex })
                flagged.append(EntryRef { f.sitemap, f.entryIndex });
        bool changed = false;
        for (const EntryRef &ref : std::as_const(flagged))
            changed = rederive(ref) || changed;
        if (changed)
            emit findingsChanged();
    });
}

LinkCheckSession::~LinkCheckSession() = default;

LinkCheckOptions LinkCheckSession::savedOptions()
{
    const QSettings settings;
    LinkCheckOptions options;
    options.concurrency = qBound(1, settings.value(ConcurrencyKey, 4).toInt(), 32);
    options.delayMs = qBound(0, settings.value(DelayKey, 0).toInt(), 60000);
    return options;
}

void LinkCheckSession::saveOptions(int concurrency, int delayMs)
{
    QSettings settings;
    settings.setValue(ConcurrencyKey, concurrency);
    settings.setValue(DelayKey, delayMs);
}

void LinkCheckSession::check(const QList<EntryRef> &entries, bool force)
{
    if (m_checker->isRunning())
        m_checker->cancel(); // its finished() places what was done so far
    m_cancelled = false;
    QList<LinkTarget> targets;
    m_covered.clear();
    m_coversAll = entries.isEmpty();
    if (m_coversAll) {
        targets = LinkChecker::targets(m_document->workspace());
    } else {
        for (const EntryRef &ref : entries) {
            if (!m_document->isValid(ref))
                continue;
            targets.append(LinkChecker::targets(m_document->entry(ref), ref.sitemap, ref.entry));
        }
        for (const LinkTarget &target : std::as_const(targets))
            m_covered.insert(target.url.adjusted(QUrl::RemoveFragment));
    }
    LinkCheckOptions options = savedOptions();
    if (m_secrets) {
        QList<QUrl> urls;
        urls.reserve(targets.size());
        for (const LinkTarget &target : std::as_const(targets))
            urls.append(target.url);
        options.credentials = m_secrets->credentialsFor(urls);
    }
    m_checker->setOptions(options);
    m_hasResults = true;
    emit started();
    m_checker->check(targets, force);
}

void LinkCheckSession::cancel()
{
    if (!m_checker->isRunning())
        return;
    m_cancelled = true;
    m_checker->cancel();
}

bool LinkCheckSession::isRunning() const
{
    return m_checker->isRunning();
}

const LinkResult *LinkCheckSession::result(const QString &loc) const
{
    if (!m_hasResults || loc.isEmpty())
        return nullptr;
    return m_checker->result(QUrl(loc.trimmed(), QUrl::TolerantMode));
}

QString LinkCheckSession::statusText(const LinkResult &result)
{
    if (result.blockedByRobots)
        return tr("blocked by robots.txt");
    if (result.robotsUnavailable)
        return tr("robots.txt unavailable");
    if (result.status == 0) {
        if (result.error == FetchResult::Error::Cancelled)
            return tr("cancelled");
        return result.error == FetchResult::Error::TimedOut ? tr("timed out") : tr("unreachable");
    }
    if (result.redirected() || (result.finalStatus != 0 && result.finalStatus != result.status))
        return result.finalStatus != 0 ? tr("%1 → %2").arg(result.status).arg(result.finalStatus)
                                       : tr("%1 → unreachable").arg(result.status);
    return QString::number(result.status);
}

int LinkCheckSession::count(Severity severity) const
{
    return int(std::count_if(m_findings.cbegin(), m_findings.cend(),
                             [severity](const Finding &f) { return f.severity == severity; }));
}

bool LinkCheckSession::covers(const QUrl &url) const
{
    return m_coversAll || m_covered.contains(url.adjusted(QUrl::RemoveFragment));
}

void LinkCheckSession::appendFindings(const QList<LinkTarget> &targets, QList<Finding> *out) const
{
    for (const LinkTarget &target : targets) {
        if (!covers(target.url))
            continue;
        const LinkResult *checked = m_checker->result(target.url);
        if (!checked)
            continue;
        Finding finding = LinkChecker::findingFor(*checked, target);
        if (!finding.ruleId.isEmpty())
            out->append(std::move(finding));
    }
}

void LinkCheckSession::deriveAll()
{
    QList<Finding> findings;
    appendFindings(LinkChecker::targets(m_document->workspace()), &findings);
    if (findings == m_findings)
        return;
    m_findings = std::move(findings);
    emit findingsChanged();
}

void LinkCheckSession::entryChanged(const EntryRef &ref)
{
    if (rederive(ref))
        emit findingsChanged();
}

bool LinkCheckSession::rederive(const EntryRef &ref)
{
    if (!m_hasResults || !m_document->isValid(ref))
        return false;
    const auto isThere = [&ref](const Finding &f) {
        return f.sitemap == ref.sitemap && f.entryIndex == ref.entry;
    };
    const auto first = std::find_if(m_findings.cbegin(), m_findings.cend(), isThere);
    QList<Finding> now;
    appendFindings(LinkChecker::targets(m_document->entry(ref), ref.sitemap, ref.entry), &now);
    Finding place;
    place.sitemap = ref.sitemap;
    place.entryIndex = ref.entry;
    const qsizetype at = first == m_findings.cend()
        ? std::lower_bound(m_findings.cbegin(), m_findings.cend(), place, placedBefore)
            - m_findings.cbegin()
        : first - m_findings.cbegin();
    const qsizetype old = std::count_if(m_findings.cbegin() + at, m_findings.cend(), isThere);
    if (QList<Finding>(m_findings.cbegin() + at, m_findings.cbegin() + at + old) == now)
        return false;
    m_findings.remove(at, old);
    for (qsizetype i = 0; i < now.size(); ++i)
        m_findings.insert(at + i, now.at(i));
    return true;
}

void LinkCheckSession::shift(const EntryRef &ref, int delta)
{
    bool changed = false;
    if (delta < 0) {
        changed = m_findings.removeIf([&ref](const Finding &f) {
            return f.sitemap == ref.sitemap && f.entryIndex == ref.entry;
        }) > 0;
    }
    for (Finding &f : m_findings) {
        if (f.sitemap == ref.sitemap && f.entryIndex >= ref.entry) {
            f.entryIndex += delta;
            changed = true;
        }
    }
    if (changed)
        emit findingsChanged();
}

} // namespace Studio
