#pragma once

#include "net/crawler.h"

#include <QString>

namespace Studio::Testing {

// A crawl built by hand, the same on every run, for the crawl tables' expected files
// (tests/data/crawltables/): https://example.com/ with pages of every verdict, a redirect chain
// and a loop, links whose anchors hold quotes, commas, CR, LF, tabs, Czech, Ukrainian and an
// emoji with each rel, a 120-character URL with a query string and a comma, and an image on an
// IDN host. Inlinks and link depths are settled as CrawlStore::load() settles them, so that the
// crawl kept in a store and read back writes the same tables.
CrawlResult hostileCrawl();

// The sitemap that tests/data/crawltables/sitemap.xml is: the home page and the redirect's
// target, for the table of missing pages.
QString hostileCrawlSitemap();

} // namespace Studio::Testing
