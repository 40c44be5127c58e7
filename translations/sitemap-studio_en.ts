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
</TS>
