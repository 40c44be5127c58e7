#pragma once

#include "model/finding.h"

#include <QLatin1StringView>
#include <QList>
#include <QString>

namespace Studio {
class Workspace;
}

namespace Studio::Testing {

// The findings of `rule` among `findings`, in order.
QList<Finding> withRule(const QList<Finding> &findings, QLatin1StringView rule);

// A robots.txt read alone whose first line is 'Sitemap: /sitemap.xml' (a path where a URL must
// be): the reader's finding, with its column, is the one SM-InvalidUrl finding; edited, still
// relative, the checker's own; edited to a URL, none. Asserts with QTest: the caller returns
// when QTest::currentTestFailed().
void verifyRelativeSitemapReportedOnce(Workspace &workspace);

// The feed at `path`, with `videos` videos in all, written as a urlset and read back: the same
// entries, no finding, and the video namespace declared where there are videos. Asserts with
// QTest.
void verifyFeedRoundTrip(const QString &path, int videos);

} // namespace Studio::Testing
