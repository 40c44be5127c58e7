<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Studio::AlternatesEditor</name>
    <message numerus="yes">
        <source>Add reciprocal hreflang links to %Ln URLs</source>
        <translation>
            <numerusform>Add reciprocal hreflang links to %Ln URL</numerusform>
            <numerusform>Add reciprocal hreflang links to %Ln URLs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::BarChartView</name>
    <message numerus="yes">
        <source>%1: %2 pages
Click to show them in the table</source>
        <translation>
            <numerusform>%1: %2 page
Click to show them in the table</numerusform>
            <numerusform>%1: %2 pages
Click to show them in the table</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::Checker</name>
    <message numerus="yes">
        <source>No publish location is known; %1, the host of %2 of %3 URLs, was assumed. Set it to check the sitemap&apos;s folder too.</source>
        <translation>
            <numerusform>No publish location is known; %1, the host of %2 of %3 URL, was assumed. Set it to check the sitemap&apos;s folder too.</numerusform>
            <numerusform>No publish location is known; %1, the host of %2 of %3 URLs, was assumed. Set it to check the sitemap&apos;s folder too.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lastmod &quot;%1&quot; is shared by %2 URLs and lies %n years before every other lastmod of the file: a placeholder, not the page&apos;s last change</source>
        <translation>
            <numerusform>lastmod &quot;%1&quot; is shared by %2 URLs and lies %n year before every other lastmod of the file: a placeholder, not the page&apos;s last change</numerusform>
            <numerusform>lastmod &quot;%1&quot; is shared by %2 URLs and lies %n years before every other lastmod of the file: a placeholder, not the page&apos;s last change</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::CoverageController</name>
    <message numerus="yes">
        <source>%Ln URLs</source>
        <translation>
            <numerusform>%Ln URL</numerusform>
            <numerusform>%Ln URLs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln file</numerusform>
            <numerusform>%Ln files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::CoverageData</name>
    <message numerus="yes">
        <source>%1: a zip of %n files; give the file of URL Inspection results itself</source>
        <extracomment>A zip of two files or more.</extracomment>
        <translation>
            <numerusform>%1: a zip of %n file; give the file of URL Inspection results itself</numerusform>
            <numerusform>%1: a zip of %n files; give the file of URL Inspection results itself</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::CrawlController</name>
    <message numerus="yes">
        <source>Audit: %n findings listed with the warnings</source>
        <translation>
            <numerusform>Audit: %n finding listed with the warnings</numerusform>
            <numerusform>Audit: %n findings listed with the warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Audit the sitemap against the open crawl of %1 (%Ln pages)?

Yes uses it as it is; No crawls the site again first.</source>
        <translation>
            <numerusform>Audit the sitemap against the open crawl of %1 (%Ln page)?

Yes uses it as it is; No crawls the site again first.</numerusform>
            <numerusform>Audit the sitemap against the open crawl of %1 (%Ln pages)?

Yes uses it as it is; No crawls the site again first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n missing pages</source>
        <translation>
            <numerusform>Add %n missing page</numerusform>
            <numerusform>Add %n missing pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The crawl of %1 is still running (%Ln pages done so far) and is not saved. Save what it has done?

The crawl stops either way; a saved crawl can go on later.</source>
        <translation>
            <numerusform>The crawl of %1 is still running (%Ln page done so far) and is not saved. Save what it has done?

The crawl stops either way; a saved crawl can go on later.</numerusform>
            <numerusform>The crawl of %1 is still running (%Ln pages done so far) and is not saved. Save what it has done?

The crawl stops either way; a saved crawl can go on later.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The crawl of %1 (%Ln pages) is not saved. Save it?</source>
        <translation>
            <numerusform>The crawl of %1 (%Ln page) is not saved. Save it?</numerusform>
            <numerusform>The crawl of %1 (%Ln pages) is not saved. Save it?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sitemap Studio ended before the crawl of %1 was saved (%Ln pages done, the last at %2). Open it now?

Discard deletes it; Cancel keeps it for the next start.</source>
        <translation>
            <numerusform>Sitemap Studio ended before the crawl of %1 was saved (%Ln page done, the last at %2). Open it now?

Discard deletes it; Cancel keeps it for the next start.</numerusform>
            <numerusform>Sitemap Studio ended before the crawl of %1 was saved (%Ln pages done, the last at %2). Open it now?

Discard deletes it; Cancel keeps it for the next start.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::CrawlDialog</name>
    <message numerus="yes">
        <source>Fetch the open sitemap&apos;s URLs too (%n URLs)</source>
        <translation>
            <numerusform>Fetch the open sitemap&apos;s URLs too (%n URL)</numerusform>
            <numerusform>Fetch the open sitemap&apos;s URLs too (%n URLs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::CrawlDock</name>
    <message numerus="yes">
        <source>Linked from %n page(s): %1</source>
        <translation>
            <numerusform>Linked from %n page: %1</numerusform>
            <numerusform>Linked from %n pages: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links to %n page(s) of the site</source>
        <translation>
            <numerusform>Links to %n page of the site</numerusform>
            <numerusform>Links to %n pages of the site</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) elsewhere.</source>
        <translation>
            <numerusform>%n link elsewhere.</numerusform>
            <numerusform>%n links elsewhere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rendered with JavaScript; it did not settle within the page time and was read as it stood then (%1 ms, %n request(s)).</source>
        <translation>
            <numerusform>Rendered with JavaScript; it did not settle within the page time and was read as it stood then (%1 ms, %n request).</numerusform>
            <numerusform>Rendered with JavaScript; it did not settle within the page time and was read as it stood then (%1 ms, %n requests).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rendered with JavaScript (%1 ms, %n request(s)).</source>
        <translation>
            <numerusform>Rendered with JavaScript (%1 ms, %n request).</numerusform>
            <numerusform>Rendered with JavaScript (%1 ms, %n requests).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) only its JavaScript writes: %1</source>
        <translation>
            <numerusform>%n link only its JavaScript writes: %1</numerusform>
            <numerusform>%n links only its JavaScript writes: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s) robots.txt blocks, not loaded: %1</source>
        <translation>
            <numerusform>%n resource robots.txt blocks, not loaded: %1</numerusform>
            <numerusform>%n resources robots.txt blocks, not loaded: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::CrawlDocument</name>
    <message numerus="yes">
        <source>the crawl of %1 (%Ln pages)</source>
        <translation>
            <numerusform>the crawl of %1 (%Ln page)</numerusform>
            <numerusform>the crawl of %1 (%Ln pages)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them not fetched: robots.txt disallows them or could not be read</source>
        <translation>
            <numerusform>%Ln of them not fetched: robots.txt disallows it or could not be read</numerusform>
            <numerusform>%Ln of them not fetched: robots.txt disallows them or could not be read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more failed; the Crawl view lists them all</source>
        <translation>
            <numerusform>… and %Ln more failed; the Crawl view lists them all</numerusform>
            <numerusform>… and %Ln more failed; the Crawl view lists them all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pages done, %2 failed, %3 indexable</source>
        <translation>
            <numerusform>%1 page done, %2 failed, %3 indexable</numerusform>
            <numerusform>%1 pages done, %2 failed, %3 indexable</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::CrawlSitemap</name>
    <message numerus="yes">
        <source>%1 of the %2 URLs whose pages give their own date carry their Last-Modified header&apos;s date instead (%3 of them %4, the time of a deploy rather than of their pages)</source>
        <translation>
            <numerusform>%1 of the %2 URL whose pages give their own date carry their Last-Modified header&apos;s date instead (%3 of them %4, the time of a deploy rather than of their pages)</numerusform>
            <numerusform>%1 of the %2 URLs whose pages give their own date carry their Last-Modified header&apos;s date instead (%3 of them %4, the time of a deploy rather than of their pages)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages of the sitemap have the same main content, and none names one of them as its canonical URL: %1</source>
        <translation>
            <numerusform>%n page of the sitemap has the same main content as another, and none names one of them as its canonical URL: %1</numerusform>
            <numerusform>%n pages of the sitemap have the same main content, and none names one of them as its canonical URL: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::Crawler</name>
    <message numerus="yes">
        <source>The crawl stopped at its limit of %1 pages; %2 URLs it found were not fetched</source>
        <translation>
            <numerusform>The crawl stopped at its limit of %1 page; %2 URLs it found was not fetched</numerusform>
            <numerusform>The crawl stopped at its limit of %1 pages; %2 URLs it found were not fetched</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::Discovery</name>
    <message numerus="yes">
        <source>%1 names %2 sitemaps</source>
        <translation>
            <numerusform>%1 names %2 sitemap</numerusform>
            <numerusform>%1 names %2 sitemaps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::EditController</name>
    <message numerus="yes">
        <source>%Ln URLs changed; Undo reverts the change in one step.</source>
        <translation>
            <numerusform>%Ln URL changed; Undo reverts the change in one step.</numerusform>
            <numerusform>%Ln URLs changed; Undo reverts the change in one step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace &quot;%1&quot; with &quot;%2&quot; in %3 URLs</source>
        <translation>
            <numerusform>Replace &quot;%1&quot; with &quot;%2&quot; in %3 URL</numerusform>
            <numerusform>Replace &quot;%1&quot; with &quot;%2&quot; in %3 URLs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 entries changed; Undo reverts them in one step.</source>
        <translation>
            <numerusform>%1 entry changed; Undo reverts them in one step.</numerusform>
            <numerusform>%1 entries changed; Undo reverts them in one step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set fields of %1 entries</source>
        <translation>
            <numerusform>Set fields of %1 entry</numerusform>
            <numerusform>Set fields of %1 entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::ExportLocationPage</name>
    <message numerus="yes">
        <source>%1 URLs lie outside the base URL&apos;s scope. They are exported all the same (a site may list another host&apos;s URLs when that host&apos;s robots.txt points to the sitemap):</source>
        <translation>
            <numerusform>%1 URL lies outside the base URL&apos;s scope. It is exported all the same (a site may list another host&apos;s URLs when that host&apos;s robots.txt points to the sitemap):</numerusform>
            <numerusform>%1 URLs lie outside the base URL&apos;s scope. They are exported all the same (a site may list another host&apos;s URLs when that host&apos;s robots.txt points to the sitemap):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::ExportProgressPage</name>
    <message numerus="yes">
        <source>Writing %Ln files…</source>
        <translation>
            <numerusform>Writing %Ln file…</numerusform>
            <numerusform>Writing %Ln files…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::ExportResultPage</name>
    <message numerus="yes">
        <source>%Ln sitemap files %1, %2, in %3.
Uncompressed: %4. As stored: %5.</source>
        <extracomment>%1 is &quot;without an index&quot; or &quot;and an index&quot;, %2 the URLs (&quot;1,200 URLs&quot;).</extracomment>
        <translation>
            <numerusform>%Ln sitemap file %1, %2, in %3.
Uncompressed: %4. As stored: %5.</numerusform>
            <numerusform>%Ln sitemap files %1, %2, in %3.
Uncompressed: %4. As stored: %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs</source>
        <translation>
            <numerusform>%Ln URL</numerusform>
            <numerusform>%Ln URLs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::ExportWizard</name>
    <message numerus="yes">
        <source>%Ln URLs</source>
        <translation>
            <numerusform>%Ln URL</numerusform>
            <numerusform>%Ln URLs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln file</numerusform>
            <numerusform>%Ln files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::FeedReader</name>
    <message numerus="yes">
        <source>The file ends before the document is complete (%1); the %2 entries before the end were kept.</source>
        <translation>
            <numerusform>The file ends before the document is complete (%1); the %2 entry before the end was kept.</numerusform>
            <numerusform>The file ends before the document is complete (%1); the %2 entries before the end were kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; the %2 entries before it were kept and the rest of the feed was not read.</source>
        <translation>
            <numerusform>%1; the %2 entry before it was kept and the rest of the feed was not read.</numerusform>
            <numerusform>%1; the %2 entries before it were kept and the rest of the feed was not read.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::FileController</name>
    <message numerus="yes">
        <source>Reading %1: %2 of %Ln files</source>
        <translation>
            <numerusform>Reading %1: %2 of %Ln file</numerusform>
            <numerusform>Reading %1: %2 of %Ln files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::FilterBar</name>
    <message numerus="yes">
        <source>%1 of %2 URLs shown</source>
        <translation>
            <numerusform>%1 of %2 URL shown</numerusform>
            <numerusform>%1 of %2 URLs shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 URLs</source>
        <translation>
            <numerusform>%1 URL</numerusform>
            <numerusform>%1 URLs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 sitemaps shown</source>
        <translation>
            <numerusform>%1 of %2 sitemap shown</numerusform>
            <numerusform>%1 of %2 sitemaps shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sitemaps</source>
        <translation>
            <numerusform>%1 sitemap</numerusform>
            <numerusform>%1 sitemaps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finding the URLs among %1…</source>
        <translation>
            <numerusform>Finding the URL among %1…</numerusform>
            <numerusform>Finding the URLs among %1…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 URLs shown so far…</source>
        <translation>
            <numerusform>%1 of %2 URL shown so far…</numerusform>
            <numerusform>%1 of %2 URLs shown so far…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::Fixes</name>
    <message numerus="yes">
        <source>Keep %1, remove the %n other(s) of its group</source>
        <translation>
            <numerusform>Keep %1, remove the %n other of its group</numerusform>
            <numerusform>Keep %1, remove the %n others of its group</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::ImportWizard</name>
    <message numerus="yes">
        <source>&amp;Drop duplicate URLs, keeping the first (%n found)</source>
        <translation>
            <numerusform>&amp;Drop duplicate URLs, keeping the first (%n found)</numerusform>
            <numerusform>&amp;Drop duplicate URLs, keeping the first (%n found)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep &amp;images as image:image (%n found)</source>
        <translation>
            <numerusform>Keep &amp;images as image:image (%n found)</numerusform>
            <numerusform>Keep &amp;images as image:image (%n found)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep &amp;videos as video:video (%n found)</source>
        <translation>
            <numerusform>Keep &amp;videos as video:video (%n found)</numerusform>
            <numerusform>Keep &amp;videos as video:video (%n found)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relative URLs resolved</source>
        <translation>
            <numerusform>%Ln relative URL resolved</numerusform>
            <numerusform>%Ln relative URLs resolved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicates dropped</source>
        <translation>
            <numerusform>%Ln duplicate dropped</numerusform>
            <numerusform>%Ln duplicates dropped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln given the defaults</source>
        <translation>
            <numerusform>%Ln given the defaults</numerusform>
            <numerusform>%Ln given the defaults</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln images</source>
        <translation>
            <numerusform>%Ln image</numerusform>
            <numerusform>%Ln images</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln videos</source>
        <translation>
            <numerusform>%Ln video</numerusform>
            <numerusform>%Ln videos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add the &amp;scheme to locations that start with a host name (%n found)</source>
        <translation>
            <numerusform>Add the &amp;scheme to locations that start with a host name (%n found)</numerusform>
            <numerusform>Add the &amp;scheme to locations that start with a host name (%n found)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines skipped: not URLs</source>
        <translation>
            <numerusform>%Ln line skipped: not a URL</numerusform>
            <numerusform>%Ln lines skipped: not URLs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln given a scheme</source>
        <translation>
            <numerusform>%Ln given a scheme</numerusform>
            <numerusform>%Ln given a scheme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with %Ln image(s)</source>
        <translation>
            <numerusform>, with %Ln image</numerusform>
            <numerusform>, with %Ln images</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with %Ln video(s)</source>
        <translation>
            <numerusform>, with %Ln video</numerusform>
            <numerusform>, with %Ln videos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entries to import</source>
        <translation>
            <numerusform>%Ln entry to import</numerusform>
            <numerusform>%Ln entries to import</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drop locations that are not &amp;http or https, such as ftp: or mailto: (%n found)</source>
        <translation>
            <numerusform>Drop locations that are not &amp;http or https, such as ftp: or mailto: (%n found)</numerusform>
            <numerusform>Drop locations that are not &amp;http or https, such as ftp: or mailto: (%n found)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove &amp;tracking parameters (utm_*, fbclid, gclid, …) from %n URL(s)</source>
        <translation>
            <numerusform>Remove &amp;tracking parameters (utm_*, fbclid, gclid, …) from %n URL</numerusform>
            <numerusform>Remove &amp;tracking parameters (utm_*, fbclid, gclid, …) from %n URLs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::IndexNow</name>
    <message numerus="yes">
        <source>%1 URLs without a lastmod left out: nothing says they changed since %2</source>
        <translation>
            <numerusform>%1 URL without a lastmod left out: nothing says it changed since %2</numerusform>
            <numerusform>%1 URLs without a lastmod left out: nothing says they changed since %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 URLs last modified before %2 left out</source>
        <translation>
            <numerusform>%1 URL last modified before %2 left out</numerusform>
            <numerusform>%1 URLs last modified before %2 left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 entries left out: not an absolute http or https URL (the first: &quot;%2&quot;)</source>
        <translation>
            <numerusform>%1 entry left out: not an absolute http or https URL (the first: &quot;%2&quot;)</numerusform>
            <numerusform>%1 entries left out: not an absolute http or https URL (the first: &quot;%2&quot;)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::IndexNowDialog</name>
    <message numerus="yes">
        <source>%Ln URLs</source>
        <translation>
            <numerusform>%Ln URL</numerusform>
            <numerusform>%Ln URLs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln requests</source>
        <translation>
            <numerusform>%Ln request</numerusform>
            <numerusform>%Ln requests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs in the workspace.</source>
        <translation>
            <numerusform>%Ln URL in the workspace.</numerusform>
            <numerusform>%Ln URLs in the workspace.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 URLs accepted, in %3 of %4 requests.</source>
        <translation>
            <numerusform>%1 of %2 URL accepted, in %3 of %4 requests.</numerusform>
            <numerusform>%1 of %2 URLs accepted, in %3 of %4 requests.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::InspectDialog</name>
    <message numerus="yes">
        <source>%n URLs are outside the property.</source>
        <translation>
            <numerusform>%n URL is outside the property.</numerusform>
            <numerusform>%n URLs are outside the property.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused by Google (not in the property)</source>
        <translation>
            <numerusform>%n refused by Google (not in the property)</numerusform>
            <numerusform>%n refused by Google (not in the property)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Inspecting %Ln URLs…</source>
        <translation>
            <numerusform>Inspecting %Ln URL…</numerusform>
            <numerusform>Inspecting %Ln URLs…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::LinkCheckController</name>
    <message numerus="yes">
        <source>Checking the links of %Ln selected entries…</source>
        <translation>
            <numerusform>Checking the links of %Ln selected entry…</numerusform>
            <numerusform>Checking the links of %Ln selected entries…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Link check done: %Ln problem(s) found, listed with the warnings</source>
        <translation>
            <numerusform>Link check done: %Ln problem found, listed with the warnings</numerusform>
            <numerusform>Link check done: %Ln problems found, listed with the warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::MainWindow</name>
    <message numerus="yes">
        <source>%Ln errors</source>
        <translation>
            <numerusform>%Ln error</numerusform>
            <numerusform>%Ln errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warnings</source>
        <translation>
            <numerusform>%Ln warning</numerusform>
            <numerusform>%Ln warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln notices</source>
        <translation>
            <numerusform>%Ln notice</numerusform>
            <numerusform>%Ln notices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checking %Ln entries…</source>
        <translation>
            <numerusform>Checking %Ln entry…</numerusform>
            <numerusform>Checking %Ln entries…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::RemoteLoader</name>
    <message numerus="yes">
        <source>Reading stopped at the limit of %1 bytes in all; %2 sitemaps were not read</source>
        <translation>
            <numerusform>Reading stopped at the limit of %1 bytes in all; %2 sitemap was not read</numerusform>
            <numerusform>Reading stopped at the limit of %1 bytes in all; %2 sitemaps were not read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading was cancelled after %1 of %2 files; the %3 sitemaps not read yet are left out</source>
        <translation>
            <numerusform>Reading was cancelled after %1 of %2 file; the %3 sitemaps not read yet is left out</numerusform>
            <numerusform>Reading was cancelled after %1 of %2 files; the %3 sitemaps not read yet are left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading stopped at the limit of %1 bytes in all; the %2 sitemaps not read yet are left out</source>
        <translation>
            <numerusform>Reading stopped at the limit of %1 bytes in all; the %2 sitemap not read yet is left out</numerusform>
            <numerusform>Reading stopped at the limit of %1 bytes in all; the %2 sitemaps not read yet are left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::ReviewReport</name>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This report describes the sitemap as published: %1. The document has %n fixes not yet published, listed under “Fixed in the document, not yet published”; until the fixed sitemap is published, search engines read it as the findings below say.</source>
        <translation>
            <numerusform>This report describes the sitemap as published: %1. The document has %n fix not yet published, listed under “Fixed in the document, not yet published”; until the fixed sitemap is published, search engines read it as the findings below say.</numerusform>
            <numerusform>This report describes the sitemap as published: %1. The document has %n fixes not yet published, listed under “Fixed in the document, not yet published”; until the fixed sitemap is published, search engines read it as the findings below say.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The changes also bring %n findings the published sitemap does not have; the window&apos;s warnings list them.</source>
        <translation>
            <numerusform>The changes also bring %n finding the published sitemap does not have; the window&apos;s warnings list it.</numerusform>
            <numerusform>The changes also bring %n findings the published sitemap does not have; the window&apos;s warnings list them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A crawl of %1, as a search engine crawls it: %2 pages fetched, %3 judged.</source>
        <translation>
            <numerusform>A crawl of %1, as a search engine crawls it: %2 page fetched, %3 judged.</numerusform>
            <numerusform>A crawl of %1, as a search engine crawls it: %2 pages fetched, %3 judged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the sitemap&apos;s %2 URLs were not fetched (no link led the crawl there, they are outside the site, or a limit came first) and are not judged.</source>
        <translation>
            <numerusform>%1 of the sitemap&apos;s %2 URL was not fetched (no link led the crawl there, they are outside the site, or a limit came first) and are not judged.</numerusform>
            <numerusform>%1 of the sitemap&apos;s %2 URLs were not fetched (no link led the crawl there, they are outside the site, or a limit came first) and are not judged.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::SiteTreeModel</name>
    <message numerus="yes">
        <source>%1
%n URLs</source>
        <translation>
            <numerusform>%1
%n URL</numerusform>
            <numerusform>%1
%n URLs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::Statistics</name>
    <message numerus="yes">
        <source>Other (%n hosts)</source>
        <translation>
            <numerusform>Other (%n host)</numerusform>
            <numerusform>Other (%n hosts)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Other (%n segments)</source>
        <translation>
            <numerusform>Other (%n segment)</numerusform>
            <numerusform>Other (%n segments)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::StatisticsDock</name>
    <message numerus="yes">
        <source>%1: %2 findings
Click to show the entries that have them</source>
        <translation>
            <numerusform>%1: %2 finding
Click to show the entries that have them</numerusform>
            <numerusform>%1: %2 findings
Click to show the entries that have them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 URLs
Click to show them in the table</source>
        <translation>
            <numerusform>%1: %2 URL
Click to show them in the table</numerusform>
            <numerusform>%1: %2 URLs
Click to show them in the table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs</source>
        <translation>
            <numerusform>%Ln URL</numerusform>
            <numerusform>%Ln URLs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln images</source>
        <translation>
            <numerusform>%Ln image</numerusform>
            <numerusform>%Ln images</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln videos</source>
        <translation>
            <numerusform>%Ln video</numerusform>
            <numerusform>%Ln videos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln news</source>
        <translation>
            <numerusform>%Ln news</numerusform>
            <numerusform>%Ln news</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln errors</source>
        <translation>
            <numerusform>%Ln error</numerusform>
            <numerusform>%Ln errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warnings</source>
        <translation>
            <numerusform>%Ln warning</numerusform>
            <numerusform>%Ln warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln notices</source>
        <translation>
            <numerusform>%Ln notice</numerusform>
            <numerusform>%Ln notices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln indexed</source>
        <translation>
            <numerusform>%Ln indexed</numerusform>
            <numerusform>%Ln indexed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln not indexed</source>
        <translation>
            <numerusform>%Ln not indexed</numerusform>
            <numerusform>%Ln not indexed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln unknown to Google</source>
        <translation>
            <numerusform>%Ln unknown to Google</numerusform>
            <numerusform>%Ln unknown to Google</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln not inspected</source>
        <translation>
            <numerusform>%Ln not inspected</numerusform>
            <numerusform>%Ln not inspected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::TextDecoder</name>
    <message numerus="yes">
        <source>%n whitespace character(s) precede the XML declaration</source>
        <translation>
            <numerusform>%n whitespace character precedes the XML declaration</numerusform>
            <numerusform>%n whitespace characters precede the XML declaration</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::UrlInspector</name>
    <message numerus="yes">
        <source>the day&apos;s %n inspections for %1 are spent; run the same command again tomorrow (Pacific Time) to go on where it stopped</source>
        <translation>
            <numerusform>the day&apos;s %n inspection for %1 is spent; run the same command again tomorrow (Pacific Time) to go on where it stopped</numerusform>
            <numerusform>the day&apos;s %n inspections for %1 are spent; run the same command again tomorrow (Pacific Time) to go on where it stopped</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::WarningsDock</name>
    <message numerus="yes">
        <source>Fix %Ln</source>
        <translation>
            <numerusform>Fix %Ln</numerusform>
            <numerusform>Fix %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Apply the fixes of the %Ln selected findings that have one, as one undo step</source>
        <translation>
            <numerusform>Apply the fix of the %Ln selected finding that has one, as one undo step</numerusform>
            <numerusform>Apply the fixes of the %Ln selected findings that have one, as one undo step</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fix %Ln findings</source>
        <translation>
            <numerusform>Fix %Ln finding</numerusform>
            <numerusform>Fix %Ln findings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::WorkspaceTreeModel</name>
    <message numerus="yes">
        <source>%1 (index of %2 sitemaps, not read by Google)</source>
        <translation>
            <numerusform>%1 (index of %2 sitemap, not read by Google)</numerusform>
            <numerusform>%1 (index of %2 sitemaps, not read by Google)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 URLs, not read by Google)</source>
        <translation>
            <numerusform>%1 (%2 URL, not read by Google)</numerusform>
            <numerusform>%1 (%2 URLs, not read by Google)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (index of %2 sitemaps)</source>
        <translation>
            <numerusform>%1 (index of %2 sitemap)</numerusform>
            <numerusform>%1 (index of %2 sitemaps)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 URLs)</source>
        <translation>
            <numerusform>%1 (%2 URL)</numerusform>
            <numerusform>%1 (%2 URLs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::XmlEditor</name>
    <message numerus="yes">
        <source>The text holds %1 entries; it must hold exactly one &lt;%2&gt;.</source>
        <translation>
            <numerusform>The text holds %1 entry; it must hold exactly one &lt;%2&gt;.</numerusform>
            <numerusform>The text holds %1 entries; it must hold exactly one &lt;%2&gt;.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::XmlSitemapReader</name>
    <message numerus="yes">
        <source>The file ends before the document is complete (%1); the %2 entries before the end were kept.</source>
        <translation>
            <numerusform>The file ends before the document is complete (%1); the %2 entry before the end was kept.</numerusform>
            <numerusform>The file ends before the document is complete (%1); the %2 entries before the end were kept.</numerusform>
        </translation>
    </message>
</context>
</TS>
