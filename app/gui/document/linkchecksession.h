#pragma once

#include "model/workspace.h"
#include "net/linkchecker.h"
#include "rules/checker.h"
#include "model/finding.h"

#include <QObject>
#include <QSet>
#include <QTimer>
#include <QUrl>

namespace Studio {

class AccessSecrets;
class EditorDocument;

// The window's link checker and what it found for the open document.
//
// The LinkChecker and its cache live as long as the session (the window): a second check
// answers from the cache, a re-check (`force`) asks the servers again; opening another
// document keeps the cache. The findings (SM409-SM413) are those of the last check, for every
// place of the workspace that lists a URL that check covered. They follow the document:
// - an entry inserted or removed shifts the findings of the entries after it, and a removed
//   entry's go with it;
// - an edited entry has its findings taken again from the cache for its URLs as they are now
//   (a URL the last check did not cover gets none until the next check);
// - a bulk edit does the same for every entry that has findings (an entry whose new URL is a
//   known bad one gets its finding at the next check; its Status column shows it at once);
// - a new document (open, New, an import) drops them, and cancels a check under way.
// The findings are placed on the workspace as it is when the check ends, so edits made while
// it runs do not misplace them.
class LinkCheckSession : public QObject
{
    Q_OBJECT

public:
    explicit LinkCheckSession(EditorDocument *document, QObject *parent = nullptr);
    ~LinkCheckSession() override;

    // Starts checking the URLs, images and videos of `entries`, or of the whole workspace
    // (index entries included) when `entries` is empty. A check under way is cancelled first.
    void check(const QList<EntryRef> &entries, bool force);
    void cancel();
    bool isRunning() const;
    // A check ran in this session, so the table has something to show.
    bool hasResults() const { return m_hasResults; }

    // The result for an entry's location as written (trimmed, parsed as the checker does);
    // nullptr when it was not checked. One hash lookup: for the visible rows of the table.
    const LinkResult *result(const QString &loc) const;
    // "200", "301 → 200", "404", "blocked by robots.txt", "unreachable", ...
    static QString statusText(const LinkResult &result);

    const QList<Finding> &findings() const { return m_findings; }
    int count(Severity severity) const;

    // The concurrency and delay kept in QSettings (4 requests at once, no delay by default).
    static LinkCheckOptions savedOptions();
    static void saveOptions(int concurrency, int delayMs);

    LinkChecker *checker() const { return m_checker; }
    // Where the logins, cookies and headers the window was given come from: a check sends
    // those given for its URLs' origins (a sitemap opened by URL with a login, a crawled
    // staging site), to those origins alone. Not owned; may be null.
    void setAccessSecrets(const AccessSecrets *secrets) { m_secrets = secrets; }

Q_SIGNALS:
    void started();
    void progress(int done, int total);
    // Results arrived (at most a few times a second while a check runs, and at its end).
    void resultsChanged();
    void findingsChanged();
    void finished(bool cancelled);

private:
    // Every finding of the workspace again, from the cache.
    void deriveAll();
    void appendFindings(const QList<LinkTarget> &targets, QList<Finding> *out) const;
    bool covers(const QUrl &url) const;
    void entryChanged(const EntryRef &ref);
    // Takes the findings of `ref` again from the cache; whether they changed (not announced).
    bool rederive(const EntryRef &ref);
    void shift(const EntryRef &ref, int delta);

    EditorDocument *m_document; // not owned
    LinkChecker *m_checker; // owned (QObject child)
    const AccessSecrets *m_secrets = nullptr; // not owned
    QList<Finding> m_findings; // in the workspace's order
    // What the last check covered: everything, or these URLs.
    bool m_coversAll = true;
    QSet<QUrl> m_covered;
    bool m_hasResults = false;
    bool m_cancelled = false;
    QTimer m_resultsTimer; // gathers resultReady() into resultsChanged()
};

} // namespace Studio
