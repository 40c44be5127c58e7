<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>Checker</name>
    <message>
        <source>hreflang &quot;%1&quot; uses &apos;_&apos;; language and region are joined with &apos;-&apos;</source>
        <translation>hreflang „%1“ používá &apos;_&apos;; jazyk a oblast se spojují znakem &apos;-&apos;</translation>
    </message>
    <message>
        <source>hreflang &quot;%1&quot; is a region alone; start with a language, as in en-%2</source>
        <translation>hreflang „%1“ uvádí jen oblast; začněte jazykem, např. en-%2</translation>
    </message>
    <message>
        <source>hreflang &quot;%1&quot;: the United Kingdom&apos;s ISO 3166-1 code is GB, not UK</source>
        <translation>hreflang „%1“: kód Spojeného království podle ISO 3166-1 je GB, ne UK</translation>
    </message>
    <message>
        <source>hreflang &quot;%1&quot;: &quot;%2&quot; is not an ISO 3166-1 alpha-2 region</source>
        <translation>hreflang „%1“: „%2“ není oblast podle ISO 3166-1 alpha-2</translation>
    </message>
    <message>
        <source>hreflang &quot;%1&quot; has more parts than language, script and region</source>
        <translation>hreflang „%1“ má více částí než jazyk, písmo a oblast</translation>
    </message>
</context>
<context>
    <name>Fetcher</name>
    <message>
        <source>%1 answered %2 %3 and asks to retry after %4 seconds</source>
        <translation>%1 vrací %2 %3 a žádá opakování za %4 s</translation>
    </message>
    <message>
        <source>%1 answered %2 %3</source>
        <translation>%1 vrací %2 %3</translation>
    </message>
    <message>
        <source>%1 declares %2 bytes, more than the limit of %3 bytes</source>
        <translation>%1 ohlašuje %2 bajtů, více než limit %3 bajtů</translation>
    </message>
    <message>
        <source>%1 answered %2 %3 without saying where to (no Location header)</source>
        <translation>%1 vrací %2 %3, ale neuvádí kam (chybí hlavička Location)</translation>
    </message>
    <message>
        <source>%1 answered %2 %3 and points to %4; the submission is not sent on there as a GET: send it to that address instead</source>
        <translation>%1 vrací %2 %3 a odkazuje na %4; odeslání se tam jako GET nepřeposílá: odešlete je přímo na tuto adresu</translation>
    </message>
    <message>
        <source>%1 sent more than the limit of %2 bytes</source>
        <translation>%1 posílá více než limit %2 bajtů</translation>
    </message>
    <message>
        <source>Cannot fetch %1: the host %2 was not found</source>
        <translation>Nelze načíst %1: hostitel %2 nebyl nalezen</translation>
    </message>
    <message>
        <source>Cannot fetch %1: %2 refused the connection</source>
        <translation>Nelze načíst %1: %2 odmítl spojení</translation>
    </message>
    <message>
        <source>Cannot fetch %1: the connection to %2 timed out</source>
        <translation>Nelze načíst %1: vypršel časový limit spojení s %2</translation>
    </message>
    <message>
        <source>Cannot fetch %1: the secure connection to %2 failed: %3</source>
        <translation>Nelze načíst %1: zabezpečené spojení s %2 selhalo: %3</translation>
    </message>
    <message>
        <source>Cannot fetch %1: the server closed the connection before the answer was complete (%2 bytes received)</source>
        <translation>Nelze načíst %1: server ukončil spojení dříve, než byla odpověď úplná (přijato bajtů: %2)</translation>
    </message>
    <message>
        <source>Cannot fetch %1: %2</source>
        <translation>Nelze načíst %1: %2</translation>
    </message>
    <message>
        <source>%1 sent its content in the encoding &quot;%2&quot;, which was not asked for and cannot be decoded</source>
        <translation>%1 posílá obsah v kódování „%2“, o které nebylo žádáno a které nelze dekódovat</translation>
    </message>
    <message>
        <source>%1 expands to more than the limit of %2 bytes when its gzip content encoding is decoded (a decompression bomb)</source>
        <translation>%1 se po dekódování kódování obsahu gzip rozbalí na více než limit %2 bajtů (dekompresní bomba)</translation>
    </message>
    <message>
        <source>%1 sent a damaged gzip content encoding: %2</source>
        <translation>%1 posílá poškozené kódování obsahu gzip: %2</translation>
    </message>
    <message>
        <source>Cannot fetch %1: no data arrived for %2 seconds (timed out)</source>
        <translation>Nelze načíst %1: po dobu %2 s nepřišla žádná data (vypršel časový limit)</translation>
    </message>
    <message>
        <source>Cannot fetch %1: the server did not answer within %2 seconds (timed out)</source>
        <translation>Nelze načíst %1: server neodpověděl do %2 s (vypršel časový limit)</translation>
    </message>
    <message>
        <source>Cannot fetch %1: it took longer than %2 seconds (timed out)</source>
        <translation>Nelze načíst %1: trvalo to déle než %2 s (vypršel časový limit)</translation>
    </message>
    <message>
        <source>Cannot fetch &quot;%1&quot;: it is not a valid address</source>
        <translation>Nelze načíst „%1“: není to platná adresa</translation>
    </message>
    <message>
        <source>Cannot fetch %1: only http and https addresses can be fetched</source>
        <translation>Nelze načíst %1: načíst lze jen adresy http a https</translation>
    </message>
    <message>
        <source>Fetching %1 was cancelled</source>
        <translation>Načítání %1 bylo zrušeno</translation>
    </message>
    <message>
        <source>%1 redirects without saying where to (no Location header)</source>
        <translation>%1 přesměrovává, ale neuvádí kam (chybí hlavička Location)</translation>
    </message>
    <message>
        <source>%1 redirects to an invalid address: %2</source>
        <translation>%1 přesměrovává na neplatnou adresu: %2</translation>
    </message>
    <message>
        <source>%1 redirects to %2, which is not an http or https address; the redirect is not followed</source>
        <translation>%1 přesměrovává na %2, což není adresa http ani https; přesměrování se nenásleduje</translation>
    </message>
    <message>
        <source>%1 redirects from https to the insecure address %2; the redirect is not followed</source>
        <translation>%1 přesměrovává z https na nezabezpečenou adresu %2; přesměrování se nenásleduje</translation>
    </message>
    <message>
        <source>%1 redirects back to %2, which was already visited (a redirect loop)</source>
        <translation>%1 přesměrovává zpět na již navštívenou adresu %2 (smyčka přesměrování)</translation>
    </message>
    <message>
        <source>Fetching %1 took more than %2 redirects; the next one, from %3 to %4, is not followed</source>
        <translation>Načítání %1 vyžadovalo více než %2 přesměrování; další z nich, z %3 na %4, se nenásleduje</translation>
    </message>
    <message>
        <source>%1 answered 401 Unauthorized: the login of the user &quot;%2&quot; was refused</source>
        <translation>%1 odpověděl 401 Unauthorized: přihlášení uživatele „%2“ bylo odmítnuto</translation>
    </message>
    <message>
        <source>%1 answered 401 Unauthorized: the login of the user &quot;%2&quot; was refused (realm &quot;%3&quot;)</source>
        <translation>%1 odpověděl 401 Unauthorized: přihlášení uživatele „%2“ bylo odmítnuto (oblast „%3“)</translation>
    </message>
    <message>
        <source>%1 answered 401 Unauthorized: it asks for a login</source>
        <translation>%1 odpověděl 401 Unauthorized: vyžaduje přihlášení</translation>
    </message>
    <message>
        <source>%1 answered 401 Unauthorized: it asks for a login (realm &quot;%2&quot;)</source>
        <translation>%1 odpověděl 401 Unauthorized: vyžaduje přihlášení (oblast „%2“)</translation>
    </message>
</context>
<context>
    <name>RobotsTxt</name>
    <message>
        <source>The robots.txt has no Sitemap line</source>
        <translation>Soubor robots.txt neobsahuje řádek Sitemap</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Parsing error</source>
        <translation>Chyba analýzy</translation>
    </message>
    <message>
        <source>The file is not well-formed XML (XML 1.0, section 2.1), so search engines cannot read it past this point. The entries before the error were loaded; where possible reading resumed at the next entry and the skipped part is named. Fix the markup at the line and column given, typically an unescaped &apos;&amp;&apos; or &apos;&lt;&apos; in a value or an unclosed tag.</source>
        <translation>Soubor není správně utvořený XML (XML 1.0, oddíl 2.1), takže vyhledávače ho od tohoto místa nemohou přečíst. Položky před chybou byly načteny; kde to bylo možné, čtení pokračovalo další položkou a přeskočená část je uvedena. Opravte kód na uvedeném řádku a sloupci; obvykle jde o neescapovaný znak &apos;&amp;&apos; nebo &apos;&lt;&apos; v hodnotě nebo o neuzavřenou značku.</translation>
    </message>
    <message>
        <source>Unsupported format</source>
        <translation>Nepodporovaný formát</translation>
    </message>
    <message>
        <source>The file is not a sitemap: its root element is neither &lt;urlset&gt; nor &lt;sitemapindex&gt; (sitemaps.org protocol, &apos;XML tag definitions&apos;). A common cause is a server that answers the sitemap address with an HTML page. Point the sitemap address at the XML file itself.</source>
        <translation>Soubor není soubor Sitemap: jeho kořenový prvek není &lt;urlset&gt; ani &lt;sitemapindex&gt; (protokol sitemaps.org, oddíl „XML tag definitions“). Častou příčinou je server, který na adrese souboru Sitemap vrací stránku HTML. Nasměrujte adresu souboru Sitemap přímo na soubor XML.</translation>
    </message>
    <message>
        <source>Incorrect namespace</source>
        <translation>Nesprávný jmenný prostor</translation>
    </message>
    <message>
        <source>The root element or an extension uses a namespace other than the one the protocol defines, for example &apos;https://&apos; instead of &apos;http://&apos;, a trailing slash, Google&apos;s old 0.9 namespace or none at all. Search engines may ignore such a file. Use xmlns=&quot;http://www.sitemaps.org/schemas/sitemap/0.9&quot; and the extensions&apos; documented namespaces; saving writes them.</source>
        <translation>Kořenový prvek nebo rozšíření používá jiný jmenný prostor, než jaký definuje protokol, například &apos;https://&apos; místo &apos;http://&apos;, lomítko na konci, starý jmenný prostor Googlu 0.9 nebo žádný. Vyhledávače takový soubor mohou ignorovat. Použijte xmlns=&quot;http://www.sitemaps.org/schemas/sitemap/0.9&quot; a jmenné prostory rozšíření uvedené v dokumentaci; při uložení se zapíší.</translation>
    </message>
    <message>
        <source>Leading whitespace</source>
        <translation>Úvodní prázdné znaky</translation>
    </message>
    <message>
        <source>The file starts with whitespace before the XML declaration, which XML 1.0 (section 2.8) does not allow; strict parsers reject the file. Remove everything before &apos;&lt;?xml&apos;. Saving writes the file without it.</source>
        <translation>Soubor začíná před deklarací XML prázdnými znaky, což XML 1.0 (oddíl 2.8) nepovoluje; striktní analyzátory soubor odmítnou. Odstraňte vše před &apos;&lt;?xml&apos;. Při uložení se soubor zapíše bez nich.</translation>
    </message>
    <message>
        <source>Empty sitemap</source>
        <translation>Prázdný soubor Sitemap</translation>
    </message>
    <message>
        <source>The file holds no URLs. A sitemap must list at least one &lt;url&gt; and an index at least one &lt;sitemap&gt; (sitemaps.org XML schema). Add entries or stop listing the file.</source>
        <translation>Soubor neobsahuje žádné adresy URL. Soubor Sitemap musí obsahovat alespoň jeden prvek &lt;url&gt; a index alespoň jeden prvek &lt;sitemap&gt; (schéma XML sitemaps.org). Přidejte položky, nebo soubor přestaňte uvádět.</translation>
    </message>
    <message>
        <source>Missing XML tag</source>
        <translation>Chybí značka XML</translation>
    </message>
    <message>
        <source>A required child element is missing, such as &lt;loc&gt; in a &lt;url&gt; or &lt;sitemap&gt; (sitemaps.org protocol), the title, description or thumbnail of a video, both its content_loc and player_loc (one of them is required), or the publication, date or title of a news entry (Google&apos;s extension documentation). Add the element.</source>
        <translation>Chybí povinný podřízený prvek, například &lt;loc&gt; v prvku &lt;url&gt; nebo &lt;sitemap&gt; (protokol sitemaps.org), název, popis nebo miniatura videa, současně content_loc i player_loc videa (jeden z nich je povinný) nebo publikace, datum či název zpravodajské položky (dokumentace rozšíření od Googlu). Prvek doplňte.</translation>
    </message>
    <message>
        <source>Invalid XML: too many tags</source>
        <translation>Neplatný kód XML: příliš mnoho značek</translation>
    </message>
    <message>
        <source>An element that may appear once appears more than once, such as two &lt;loc&gt; in one &lt;url&gt;. Only the first is used by search engines. Keep one and move the other into an entry of its own.</source>
        <translation>Prvek, který se smí vyskytovat jen jednou, se vyskytuje vícekrát, například dva prvky &lt;loc&gt; v jednom prvku &lt;url&gt;. Vyhledávače použijí jen první. Jeden ponechte a druhý přesuňte do samostatné položky.</translation>
    </message>
    <message>
        <source>Missing XML attribute</source>
        <translation>Chybí atribut XML</translation>
    </message>
    <message>
        <source>An element lacks an attribute it requires: &lt;video:restriction&gt; and &lt;video:platform&gt; must carry relationship=&quot;allow&quot; or relationship=&quot;deny&quot; (Google Search Central&apos;s video sitemap documentation). Without it, it is unclear whether the listed countries or platforms are allowed or denied, and Google may ignore the element. Add the attribute.</source>
        <translation>Prvku chybí povinný atribut: &lt;video:restriction&gt; a &lt;video:platform&gt; musí mít relationship=&quot;allow&quot; nebo relationship=&quot;deny&quot; (dokumentace Google Search Central k souborům Sitemap pro videa). Bez něj není jasné, zda jsou uvedené země nebo platformy povoleny, nebo zakázány, a Google může prvek ignorovat. Atribut doplňte.</translation>
    </message>
    <message>
        <source>Invalid attribute value</source>
        <translation>Neplatná hodnota atributu</translation>
    </message>
    <message>
        <source>An attribute holds a value it does not take: relationship must be &apos;allow&apos; or &apos;deny&apos;, the allow_embed and autoplay attributes of &lt;video:player_loc&gt; &apos;yes&apos; or &apos;no&apos;, the currency of &lt;video:price&gt; a three-letter ISO 4217 code and its type &apos;rent&apos; or &apos;own&apos;, and the info attribute of &lt;video:uploader&gt; a URL (Google Search Central&apos;s video sitemap documentation). Correct the value.</source>
        <translation>Atribut obsahuje hodnotu, kterou nepřijímá: relationship musí mít hodnotu &apos;allow&apos; nebo &apos;deny&apos;, atributy allow_embed a autoplay prvku &lt;video:player_loc&gt; hodnotu &apos;yes&apos; nebo &apos;no&apos;, atribut currency prvku &lt;video:price&gt; třípísmenný kód ISO 4217 a jeho atribut type hodnotu &apos;rent&apos; nebo &apos;own&apos; a atribut info prvku &lt;video:uploader&gt; adresu URL (dokumentace Google Search Central k souborům Sitemap pro videa). Hodnotu opravte.</translation>
    </message>
    <message>
        <source>Nested indexes</source>
        <translation>Vnořené indexy</translation>
    </message>
    <message>
        <source>Unexpected element</source>
        <translation>Neočekávaný prvek</translation>
    </message>
    <message>
        <source>A &lt;sitemap&gt; appears inside a &lt;urlset&gt; or a &lt;url&gt; inside a &lt;sitemapindex&gt;. A sitemap lists pages and an index lists sitemaps; the two cannot be mixed in one file (sitemaps.org protocol).</source>
        <translation>Prvek &lt;sitemap&gt; se nachází uvnitř prvku &lt;urlset&gt; nebo prvek &lt;url&gt; uvnitř prvku &lt;sitemapindex&gt;. Soubor Sitemap uvádí stránky a index uvádí soubory Sitemap; obojí nelze v jednom souboru kombinovat (protokol sitemaps.org).</translation>
    </message>
    <message>
        <source>Unknown element</source>
        <translation>Neznámý prvek</translation>
    </message>
    <message>
        <source>An element that is not part of the protocol or of a known extension was found. Search engines ignore it. Sitemap Studio keeps it verbatim and writes it back when saving.</source>
        <translation>Byl nalezen prvek, který není součástí protokolu ani žádného známého rozšíření. Vyhledávače ho ignorují. Sitemap Studio ho zachová beze změny a při uložení ho znovu zapíše.</translation>
    </message>
    <message>
        <source>Stylesheet reference</source>
        <translation>Odkaz na šablonu stylů</translation>
    </message>
    <message>
        <source>The file names an XSL stylesheet (&lt;?xml-stylesheet?&gt;) so that browsers show it as a page. Search engines ignore it; it is kept when saving.</source>
        <translation>Soubor odkazuje na šablonu stylů XSL (&lt;?xml-stylesheet?&gt;), aby ho prohlížeče zobrazily jako stránku. Vyhledávače ji ignorují; při uložení se zachová.</translation>
    </message>
    <message>
        <source>Undeclared namespace prefix</source>
        <translation>Nedeklarovaná předpona jmenného prostoru</translation>
    </message>
    <message>
        <source>An element uses a prefix such as &apos;image:&apos; without declaring its namespace (Namespaces in XML 1.0, section 5). Strict parsers reject the file. The file was read by prefix instead; saving declares the namespaces.</source>
        <translation>Prvek používá předponu, například &apos;image:&apos;, aniž by byl deklarován její jmenný prostor (Namespaces in XML 1.0, oddíl 5). Striktní analyzátory soubor odmítnou. Soubor byl proto načten podle předpon; při uložení se jmenné prostory deklarují.</translation>
    </message>
    <message>
        <source>Incomplete file</source>
        <translation>Neúplný soubor</translation>
    </message>
    <message>
        <source>The file ends before its root element is closed, usually because a download or a generator was cut off. The complete entries before the end were loaded. Regenerate or download the file again.</source>
        <translation>Soubor končí dříve, než je uzavřen jeho kořenový prvek, obvykle proto, že se stahování nebo generátor přerušily. Úplné položky před koncem byly načteny. Soubor znovu vygenerujte nebo stáhněte.</translation>
    </message>
    <message>
        <source>Whitespace around a value</source>
        <translation>Prázdné znaky kolem hodnoty</translation>
    </message>
    <message>
        <source>A value such as a &lt;loc&gt; URL has spaces or line breaks around it. Most search engines trim them, but the protocol&apos;s values have none. Saving writes the trimmed value.</source>
        <translation>Hodnota, například adresa URL v prvku &lt;loc&gt;, je obklopena mezerami nebo zalomeními řádků. Většina vyhledávačů je odstraní, hodnoty protokolu je však neobsahují. Při uložení se zapíše hodnota bez nich.</translation>
    </message>
    <message>
        <source>Not UTF-8</source>
        <translation>Kódování není UTF-8</translation>
    </message>
    <message>
        <source>The file is not encoded in UTF-8, which the sitemaps.org protocol requires. It was decoded from the encoding it declares; saving writes UTF-8.</source>
        <translation>Soubor není v kódování UTF-8, které protokol sitemaps.org vyžaduje. Byl dekódován podle kódování, které deklaruje; při uložení se zapíše v UTF-8.</translation>
    </message>
    <message>
        <source>Invalid UTF-8 sequence</source>
        <translation>Neplatná sekvence UTF-8</translation>
    </message>
    <message>
        <source>The file contains bytes that are not valid UTF-8 (RFC 3629). They were replaced by U+FFFD while reading. Re-encode the file as UTF-8 at its source.</source>
        <translation>Soubor obsahuje bajty, které nejsou platné UTF-8 (RFC 3629). Při čtení byly nahrazeny znakem U+FFFD. Převeďte soubor do UTF-8 přímo u jeho zdroje.</translation>
    </message>
    <message>
        <source>Unescaped characters in URL</source>
        <translation>Neescapované znaky v adrese URL</translation>
    </message>
    <message>
        <source>The URL contains characters that must be percent-encoded: non-ASCII letters, spaces, the characters &quot; &lt; &gt; \ ^ ` { | } *, or control characters (RFC 3986, section 2; sitemaps.org protocol, &apos;Entity escaping&apos;). Google Search Central&apos;s sitemap documentation likewise requires URLs to be escaped. Percent-encode the characters as UTF-8, a space for example as %20, and write the host name in its ASCII (Punycode) form.</source>
        <translation>Adresa URL obsahuje znaky, které musí být zakódovány procentovým kódováním: písmena mimo ASCII, mezery, znaky &quot; &lt; &gt; \ ^ ` { | } * nebo řídicí znaky (RFC 3986, oddíl 2; protokol sitemaps.org, oddíl „Entity escaping“). Také dokumentace Google Search Central k souborům Sitemap vyžaduje, aby adresy URL byly escapovány. Zakódujte znaky procentovým kódováním jako UTF-8, například mezeru jako %20, a název hostitele zapište v podobě ASCII (Punycode).</translation>
    </message>
    <message>
        <source>Percent-encode the URL as UTF-8 and write the host name in its ASCII (Punycode) form</source>
        <translation>Zakódovat adresu URL procentovým kódováním jako UTF-8 a zapsat název hostitele v podobě ASCII (Punycode)</translation>
    </message>
    <message>
        <source>Double-escaped entity</source>
        <translation>Dvakrát escapovaná entita</translation>
    </message>
    <message>
        <source>The file contains an entity that was escaped twice, &apos;&amp;amp;amp;&apos;, so after XML unescaping the URL holds the text &apos;&amp;amp;&apos; where &apos;&amp;&apos; was meant. The sitemaps.org protocol (&apos;Entity escaping&apos;) escapes each &apos;&amp;&apos; once, as &apos;&amp;amp;&apos;; with the doubled form search engines request a URL other than the page&apos;s. Unescape the value once.</source>
        <translation>Soubor obsahuje dvakrát escapovanou entitu, &apos;&amp;amp;amp;&apos;, takže po zrušení escapování XML obsahuje adresa URL tam, kde měl být jen ampersand, celý zápis entity amp (ampersand, „amp“ a středník). Protokol sitemaps.org (oddíl „Entity escaping“) escapuje každý ampersand jen jednou, jako entitu amp, a při zdvojeném zápisu vyhledávače požadují jinou adresu URL, než je adresa stránky. Zrušte escapování hodnoty jednou.</translation>
    </message>
    <message>
        <source>Unescape the value once</source>
        <translation>Zrušit escapování hodnoty jednou</translation>
    </message>
    <message>
        <source>Control character in value</source>
        <translation>Řídicí znak v hodnotě</translation>
    </message>
    <message>
        <source>A value contains a C0 or C1 control character or U+FFFE or U+FFFF. XML 1.0 (section 2.2) does not allow the C0 controls other than whitespace nor U+FFFE and U+FFFF, and discourages the C1 controls. They are often the trace of a wrong encoding conversion, such as Windows-1252 text read as ISO-8859-1. Remove the characters, or regenerate the value from its source with the right encoding.</source>
        <translation>Hodnota obsahuje řídicí znak C0 nebo C1 nebo znak U+FFFE či U+FFFF. XML 1.0 (oddíl 2.2) nepovoluje řídicí znaky C0 kromě prázdných znaků ani znaky U+FFFE a U+FFFF a nedoporučuje řídicí znaky C1. Často jde o stopu chybného převodu kódování, například textu ve Windows-1252 přečteného jako ISO-8859-1. Znaky odstraňte, nebo hodnotu znovu vygenerujte ze zdroje se správným kódováním.</translation>
    </message>
    <message>
        <source>Too many URLs</source>
        <translation>Příliš mnoho adres URL</translation>
    </message>
    <message>
        <source>The sitemap lists more than 50,000 URLs, the most one file may hold (sitemaps.org protocol). Search engines may reject the file or ignore the URLs beyond the limit. Split the URLs into several sitemaps listed by a sitemap index; the export wizard does this.</source>
        <translation>Soubor Sitemap uvádí více než 50 000 adres URL, což je maximum pro jeden soubor (protokol sitemaps.org). Vyhledávače mohou soubor odmítnout nebo adresy URL nad limit ignorovat. Rozdělte adresy URL do několika souborů Sitemap uvedených v indexu souborů Sitemap; průvodce exportem to udělá za vás.</translation>
    </message>
    <message>
        <source>Sitemap file size error</source>
        <translation>Chyba velikosti souboru Sitemap</translation>
    </message>
    <message>
        <source>The sitemap is larger than 52,428,800 bytes (50 MiB) uncompressed, the most the sitemaps.org protocol allows; the limit applies to the uncompressed size even when the file is served gzip-compressed. Search engines may reject the file. Split it into several sitemaps listed by a sitemap index.</source>
        <translation>Soubor Sitemap je v nekomprimované podobě větší než 52 428 800 bajtů (50 MiB), což je maximum, které protokol sitemaps.org povoluje; limit platí pro nekomprimovanou velikost i tehdy, když je soubor poskytován komprimovaný pomocí gzip. Vyhledávače mohou soubor odmítnout. Rozdělte ho do několika souborů Sitemap uvedených v indexu souborů Sitemap.</translation>
    </message>
    <message>
        <source>Too many sitemaps</source>
        <translation>Příliš mnoho souborů Sitemap</translation>
    </message>
    <message>
        <source>The sitemap index lists more than 50,000 sitemaps, the most one index may hold (sitemaps.org protocol). Split the list into several indexes and submit each of them.</source>
        <translation>Index souborů Sitemap uvádí více než 50 000 souborů Sitemap, což je maximum pro jeden index (protokol sitemaps.org). Rozdělte seznam do několika indexů a odešlete každý z nich.</translation>
    </message>
    <message>
        <source>Too many images</source>
        <translation>Příliš mnoho obrázků</translation>
    </message>
    <message>
        <source>A &lt;url&gt; lists more than 1,000 &lt;image:image&gt; elements, the most Google Search Central&apos;s image sitemap documentation allows per page. Google ignores the images beyond the limit. Keep the images that matter for the page.</source>
        <translation>Prvek &lt;url&gt; uvádí více než 1 000 prvků &lt;image:image&gt;, což je maximum na stránku podle dokumentace Google Search Central k souborům Sitemap pro obrázky. Google obrázky nad limit ignoruje. Ponechte obrázky, které jsou pro stránku důležité.</translation>
    </message>
    <message>
        <source>Too many news entries</source>
        <translation>Příliš mnoho zpravodajských položek</translation>
    </message>
    <message>
        <source>The file holds more than 1,000 &lt;news:news&gt; elements, the most Google Search Central&apos;s news sitemap documentation allows in one news sitemap. Split the articles into several news sitemaps listed by a sitemap index.</source>
        <translation>Soubor obsahuje více než 1 000 prvků &lt;news:news&gt;, což je maximum pro jeden soubor Sitemap pro zprávy podle dokumentace Google Search Central k souborům Sitemap pro zprávy. Rozdělte články do několika souborů Sitemap pro zprávy uvedených v indexu souborů Sitemap.</translation>
    </message>
    <message>
        <source>URL too long</source>
        <translation>Příliš dlouhá adresa URL</translation>
    </message>
    <message>
        <source>The URL is longer than 2,048 characters, the limit the sitemaps.org protocol sets for &lt;loc&gt;. Search engines may skip it. Shorten the URL, for example by dropping tracking parameters.</source>
        <translation>Adresa URL je delší než 2 048 znaků, což je limit, který protokol sitemaps.org stanoví pro &lt;loc&gt;. Vyhledávače ji mohou přeskočit. Adresu URL zkraťte, například odstraněním sledovacích parametrů.</translation>
    </message>
    <message>
        <source>Video description too long</source>
        <translation>Příliš dlouhý popis videa</translation>
    </message>
    <message>
        <source>The &lt;video:description&gt; is longer than 2,048 characters, the most Google Search Central&apos;s video sitemap documentation allows. Shorten the description.</source>
        <translation>Prvek &lt;video:description&gt; je delší než 2 048 znaků, což je maximum podle dokumentace Google Search Central k souborům Sitemap pro videa. Popis zkraťte.</translation>
    </message>
    <message>
        <source>Too many video tags</source>
        <translation>Příliš mnoho značek videa</translation>
    </message>
    <message>
        <source>A video has more than 32 &lt;video:tag&gt; elements, the most Google Search Central&apos;s video sitemap documentation allows. Keep the tags that describe the video best.</source>
        <translation>Video má více než 32 prvků &lt;video:tag&gt;, což je maximum podle dokumentace Google Search Central k souborům Sitemap pro videa. Ponechte značky, které video nejlépe popisují.</translation>
    </message>
    <message>
        <source>Invalid video duration</source>
        <translation>Neplatná délka videa</translation>
    </message>
    <message>
        <source>The &lt;video:duration&gt; lies outside the range Google Search Central&apos;s video sitemap documentation allows: 1 to 28,800 seconds (8 hours). Give the length of the video in seconds.</source>
        <translation>Hodnota &lt;video:duration&gt; je mimo rozsah, který povoluje dokumentace Google Search Central k souborům Sitemap pro videa: 1 až 28 800 sekund (8 hodin). Uveďte délku videa v sekundách.</translation>
    </message>
    <message>
        <source>Invalid video rating</source>
        <translation>Neplatné hodnocení videa</translation>
    </message>
    <message>
        <source>The &lt;video:rating&gt; lies outside the range Google Search Central&apos;s video sitemap documentation allows: a number from 0.0 to 5.0. Correct the rating or remove the element.</source>
        <translation>Hodnota &lt;video:rating&gt; je mimo rozsah, který povoluje dokumentace Google Search Central k souborům Sitemap pro videa: číslo od 0.0 do 5.0. Hodnocení opravte, nebo prvek odstraňte.</translation>
    </message>
    <message>
        <source>Video title too long</source>
        <translation>Příliš dlouhý název videa</translation>
    </message>
    <message>
        <source>The &lt;video:title&gt; is longer than 100 characters, the maximum that earlier versions of Google&apos;s video sitemap documentation set. Search results cut longer titles, so their end is not shown. Shorten the title.</source>
        <translation>Prvek &lt;video:title&gt; je delší než 100 znaků, což je maximum stanovené dřívějšími verzemi dokumentace Googlu k souborům Sitemap pro videa. Výsledky vyhledávání delší názvy zkracují, takže jejich konec se nezobrazí. Název zkraťte.</translation>
    </message>
    <message>
        <source>Invalid URL</source>
        <translation>Neplatná adresa URL</translation>
    </message>
    <message>
        <source>The value is not a fully qualified absolute URL as the sitemaps.org protocol requires: it is relative, has no scheme or a scheme other than http or https, has no host, contains whitespace, or carries a #fragment (RFC 3986). Search engines skip such entries. Write the complete URL, such as https://www.example.com/page.html, without a fragment.</source>
        <translation>Hodnota není plně kvalifikovaná absolutní adresa URL, jak vyžaduje protokol sitemaps.org: je relativní, nemá schéma nebo má jiné schéma než http či https, nemá hostitele, obsahuje prázdné znaky nebo obsahuje #fragment (RFC 3986). Vyhledávače takové položky přeskakují. Zapište úplnou adresu URL bez fragmentu, například https://www.example.com/page.html.</translation>
    </message>
    <message>
        <source>URL not allowed</source>
        <translation>Adresa URL není povolena</translation>
    </message>
    <message>
        <source>The URL is on another host, scheme or port than the location the sitemap is published at, or lies outside the sitemap file&apos;s folder. The sitemaps.org protocol (&apos;Sitemap file location&apos;) lets a sitemap list only URLs in its own folder and below, so search engines drop the others. Publish the sitemap at the site&apos;s root, or, for another host, reference the sitemap from that host&apos;s robots.txt (sitemaps.org, &apos;Sitemaps &amp; Cross Submits&apos;).</source>
        <translation>Adresa URL je na jiném hostiteli, s jiným schématem nebo portem než umístění, kde je soubor Sitemap zveřejněn, nebo leží mimo složku souboru Sitemap. Protokol sitemaps.org (oddíl „Sitemap file location“) dovoluje, aby soubor Sitemap uváděl jen adresy URL ve vlastní složce a pod ní, takže ostatní adresy URL vyhledávače zahodí. Zveřejněte soubor Sitemap v kořenovém adresáři webu, nebo v případě jiného hostitele na soubor Sitemap odkažte ze souboru robots.txt tohoto hostitele (sitemaps.org, oddíl „Sitemaps &amp; Cross Submits“).</translation>
    </message>
    <message>
        <source>Path mismatch</source>
        <translation>Nesoulad cesty</translation>
    </message>
    <message>
        <source>The URL is on www.example.com while the sitemap is published on example.com, or the reverse. The two are different hosts to the sitemaps.org protocol (&apos;Sitemap file location&apos;), so search engines treat these URLs as not allowed. Use the host the site is served from in every URL, or publish the sitemap on that host.</source>
        <translation>Adresa URL je na www.example.com, zatímco soubor Sitemap je zveřejněn na example.com, nebo naopak. Pro protokol sitemaps.org (oddíl „Sitemap file location“) jde o dva různé hostitele, takže vyhledávače tyto adresy URL považují za nepovolené. Ve všech adresách URL použijte hostitele, ze kterého se web poskytuje, nebo soubor Sitemap zveřejněte na tomto hostiteli.</translation>
    </message>
    <message>
        <source>Session ID in URL</source>
        <translation>ID relace v adrese URL</translation>
    </message>
    <message>
        <source>The URL carries a session parameter such as PHPSESSID, jsessionid or sid. Each visit gets another value, so one page appears under many URLs and search engines crawl duplicates; Google Search Central&apos;s URL structure guidelines advise against session IDs in URLs. List the clean URL without the parameter.</source>
        <translation>Adresa URL obsahuje parametr relace, například PHPSESSID, jsessionid nebo sid. Každá návštěva dostane jinou hodnotu, takže se jedna stránka objevuje pod mnoha adresami URL a vyhledávače procházejí duplikáty; pokyny Google Search Central ke struktuře adres URL nedoporučují ID relací v adresách URL. Uveďte čistou adresu URL bez tohoto parametru.</translation>
    </message>
    <message>
        <source>Remove the session parameter from the URL</source>
        <translation>Odstranit parametr relace z adresy URL</translation>
    </message>
    <message>
        <source>Duplicate URL</source>
        <translation>Duplicitní adresa URL</translation>
    </message>
    <message>
        <source>The same URL is listed more than once, counting also URLs that are equivalent under RFC 3986 normalisation (section 6: case of scheme and host, a default port such as :443) or differ only by a trailing index.html. Search engines use one of the entries, and the repeated entries can carry conflicting values. Keep one entry per page.</source>
        <translation>Stejná adresa URL je uvedena vícekrát; započítávají se i adresy URL, které jsou ekvivalentní podle normalizace RFC 3986 (oddíl 6: velikost písmen ve schématu a hostiteli, výchozí port, například :443), nebo se liší jen koncovým index.html. Vyhledávače použijí jednu z položek a opakované položky mohou obsahovat protichůdné hodnoty. Pro každou stránku ponechte jednu položku.</translation>
    </message>
    <message>
        <source>Remove the repeated entry (offered when it is identical to the first)</source>
        <translation>Odstranit opakovanou položku (nabízí se, pokud je totožná s první)</translation>
    </message>
    <message>
        <source>Video URL same as page URL</source>
        <translation>Adresa URL videa je stejná jako adresa URL stránky</translation>
    </message>
    <message>
        <source>The &lt;video:content_loc&gt; or &lt;video:player_loc&gt; is the same URL as the page&apos;s &lt;loc&gt;. Google Search Central&apos;s video sitemap documentation requires content_loc to point at the video file and player_loc at the player, and neither may be the page URL. Enter the URL of the media file or of the player.</source>
        <translation>Prvek &lt;video:content_loc&gt; nebo &lt;video:player_loc&gt; obsahuje stejnou adresu URL jako prvek &lt;loc&gt; stránky. Dokumentace Google Search Central k souborům Sitemap pro videa vyžaduje, aby content_loc odkazoval na soubor videa a player_loc na přehrávač, a ani jeden nesmí být adresou URL stránky. Zadejte adresu URL mediálního souboru nebo přehrávače.</translation>
    </message>
    <message>
        <source>Publish location assumed</source>
        <translation>Předpokládaná adresa zveřejnění</translation>
    </message>
    <message>
        <source>No publish location was known: the sitemap was not fetched from a URL, and none was set with --publish-url or in the document. The host most URLs use was taken instead for the rules of the sitemaps.org protocol&apos;s &apos;Sitemap file location&apos;. Set the publish location to check the URLs against where the sitemap will be served.</source>
        <translation>Adresa zveřejnění nebyla známa: soubor Sitemap nebyl načten z adresy URL a adresa nebyla nastavena parametrem --publish-url ani v dokumentu. Pro pravidla oddílu „Sitemap file location“ protokolu sitemaps.org byl proto použit hostitel, kterého používá většina adres URL. Nastavte adresu zveřejnění, aby se adresy URL kontrolovaly vůči místu, kde bude soubor Sitemap poskytován.</translation>
    </message>
    <message>
        <source>Video content URL same as player URL</source>
        <translation>Adresa URL obsahu videa je stejná jako adresa URL přehrávače</translation>
    </message>
    <message>
        <source>&lt;video:content_loc&gt; and &lt;video:player_loc&gt; hold the same URL. Google&apos;s video sitemap documentation defines content_loc as the URL of the media file itself (.mp4, .webm, ...) and player_loc as the URL of a player for it; one URL cannot be both, and Google cannot fetch the video from a page. Point content_loc at the video file, or drop it and keep player_loc.</source>
        <translation>Prvky &lt;video:content_loc&gt; a &lt;video:player_loc&gt; obsahují stejnou adresu URL. Dokumentace Googlu k souborům Sitemap pro videa definuje content_loc jako adresu URL samotného mediálního souboru (.mp4, .webm, ...) a player_loc jako adresu URL jeho přehrávače; jedna adresa URL nemůže být obojím a Google nemůže video načíst ze stránky. Nasměrujte content_loc na soubor videa, nebo ho odstraňte a ponechte player_loc.</translation>
    </message>
    <message>
        <source>Sitemap contains URLs which are blocked by robots.txt</source>
        <translation>Soubor Sitemap obsahuje adresy URL, které jsou blokovány souborem robots.txt</translation>
    </message>
    <message>
        <source>The robots.txt of the URL&apos;s site disallows it for search engine crawlers (the group for Googlebot, else the group for *, matched as RFC 9309 says: the longest matching Allow or Disallow path wins, Allow on a tie). A crawler will not fetch a blocked URL, so listing it in a sitemap only asks for something it may not do; Search Console reports this as a warning. Remove the URL from the sitemap, or allow it in robots.txt if it should be crawled.</source>
        <translation>Soubor robots.txt webu, na kterém adresa URL leží, ji prohledávačům vyhledávačů zakazuje (skupina pro Googlebot, jinak skupina pro *, vyhodnoceno podle RFC 9309: vyhrává nejdelší odpovídající cesta Allow nebo Disallow, při shodě Allow). Prohledávač blokovanou adresu URL nenačte, takže její uvedení v souboru Sitemap jen žádá o něco, co nesmí udělat; Search Console to hlásí jako upozornění. Odstraňte adresu URL ze souboru Sitemap, nebo ji v souboru robots.txt povolte, pokud se má procházet.</translation>
    </message>
    <message>
        <source>Page with redirect</source>
        <translation>Stránka s přesměrováním</translation>
    </message>
    <message>
        <source>Not found (404)</source>
        <translation>Nenalezeno (404)</translation>
    </message>
    <message>
        <source>The server answered 404 Not Found or 410 Gone for the URL. A sitemap should list only pages that exist; Search Console reports such URLs as &quot;Not found (404)&quot;. Remove the URL, or restore the page.</source>
        <translation>Server na adresu URL odpověděl 404 Not Found nebo 410 Gone. Soubor Sitemap by měl uvádět jen existující stránky; Search Console takové adresy URL hlásí jako „Nenalezeno (404)“. Adresu URL odstraňte, nebo stránku obnovte.</translation>
    </message>
    <message>
        <source>Server error (5xx)</source>
        <translation>Chyba serveru (5xx)</translation>
    </message>
    <message>
        <source>URL unreachable</source>
        <translation>Adresa URL je nedostupná</translation>
    </message>
    <message>
        <source>Invalid date</source>
        <translation>Neplatné datum</translation>
    </message>
    <message>
        <source>The value is not a date in W3C Datetime format (https://www.w3.org/TR/NOTE-datetime), which the sitemaps.org protocol requires for &lt;lastmod&gt; and Google Search Central&apos;s video and news sitemap documentation for their dates. Search engines ignore the value. Write the date as YYYY-MM-DD, or with a time as YYYY-MM-DDThh:mm:ss+hh:mm.</source>
        <translation>Hodnota není datum ve formátu W3C Datetime (https://www.w3.org/TR/NOTE-datetime), který protokol sitemaps.org vyžaduje pro &lt;lastmod&gt; a dokumentace Google Search Central k souborům Sitemap pro videa a zprávy pro jejich data. Vyhledávače hodnotu ignorují. Zapište datum jako YYYY-MM-DD, nebo s časem jako YYYY-MM-DDThh:mm:ss+hh:mm.</translation>
    </message>
    <message>
        <source>Invalid date: no time zone</source>
        <translation>Neplatné datum: chybí časové pásmo</translation>
    </message>
    <message>
        <source>The date has a time but no time zone designator. The W3C Datetime note requires one whenever a time is given, &apos;Z&apos; for UTC or an offset such as +01:00, and Google rejects dates without it. Add the zone, for example 2024-01-08T10:00:00+01:00.</source>
        <translation>Datum obsahuje čas, ale ne označení časového pásma. Poznámka W3C Datetime ho vyžaduje vždy, když je uveden čas, a to &apos;Z&apos; pro UTC nebo posun, například +01:00, a Google data bez něj odmítá. Doplňte pásmo, například 2024-01-08T10:00:00+01:00.</translation>
    </message>
    <message>
        <source>Invalid date: offset without colon</source>
        <translation>Neplatné datum: posun bez dvojtečky</translation>
    </message>
    <message>
        <source>The time zone offset is written without a colon, such as +0100. The W3C Datetime note, which the sitemaps.org protocol requires, writes offsets as +hh:mm or -hh:mm, and search engines may reject the date. Write +01:00.</source>
        <translation>Posun časového pásma je zapsán bez dvojtečky, například +0100. Poznámka W3C Datetime, kterou protokol sitemaps.org vyžaduje, zapisuje posuny jako +hh:mm nebo -hh:mm a vyhledávače mohou datum odmítnout. Zapište +01:00.</translation>
    </message>
    <message>
        <source>Insert the colon into the offset</source>
        <translation>Vložit do posunu dvojtečku</translation>
    </message>
    <message>
        <source>Invalid date: space instead of T</source>
        <translation>Neplatné datum: mezera místo T</translation>
    </message>
    <message>
        <source>The date and the time are separated by a space, such as 2024-01-08 10:00:00+01:00. The W3C Datetime note, which the sitemaps.org protocol requires, separates them with the letter T, and search engines may reject the date. Replace the space with T.</source>
        <translation>Datum a čas jsou odděleny mezerou, například 2024-01-08 10:00:00+01:00. Poznámka W3C Datetime, kterou protokol sitemaps.org vyžaduje, je odděluje písmenem T a vyhledávače mohou datum odmítnout. Nahraďte mezeru písmenem T.</translation>
    </message>
    <message>
        <source>Replace the space with T</source>
        <translation>Nahradit mezeru písmenem T</translation>
    </message>
    <message>
        <source>Date in the future</source>
        <translation>Datum v budoucnosti</translation>
    </message>
    <message>
        <source>The &lt;lastmod&gt; date lies after the current time. The sitemaps.org protocol defines lastmod as the date the page was last modified, which cannot be in the future, so search engines ignore the value and may distrust the file&apos;s other dates. Check the clock and time zone of the generator.</source>
        <translation>Datum v prvku &lt;lastmod&gt; je pozdější než aktuální čas. Protokol sitemaps.org definuje lastmod jako datum poslední úpravy stránky, které nemůže být v budoucnosti, takže vyhledávače hodnotu ignorují a mohou přestat důvěřovat i ostatním datům v souboru. Zkontrolujte hodiny a časové pásmo generátoru.</translation>
    </message>
    <message>
        <source>Same lastmod on every URL</source>
        <translation>Stejné lastmod u všech adres URL</translation>
    </message>
    <message>
        <source>Every URL carries one identical &lt;lastmod&gt; stamp, typically the time the generator ran rather than when each page changed. Google Search Central&apos;s sitemap documentation says Google uses lastmod only when it is consistently and verifiably accurate. Set lastmod to each page&apos;s last significant change, or leave it out.</source>
        <translation>Všechny adresy URL mají jedno a totéž razítko &lt;lastmod&gt;, obvykle čas spuštění generátoru, a ne čas změny jednotlivých stránek. Podle dokumentace Google Search Central k souborům Sitemap Google používá lastmod jen tehdy, když je soustavně a ověřitelně přesné. Nastavte lastmod na poslední podstatnou změnu každé stránky, nebo ho vynechte.</translation>
    </message>
    <message>
        <source>Invalid priority</source>
        <translation>Neplatná priorita</translation>
    </message>
    <message>
        <source>The &lt;priority&gt; is not a number from 0.0 to 1.0, as the sitemaps.org protocol requires; a decimal comma, as in 0,8, is a common cause. Search engines ignore the value. Write a decimal number in that range, such as 0.8.</source>
        <translation>Hodnota &lt;priority&gt; není číslo od 0.0 do 1.0, jak vyžaduje protokol sitemaps.org; častou příčinou je desetinná čárka, například 0,8. Vyhledávače hodnotu ignorují. Zapište desetinné číslo v tomto rozsahu, například 0.8.</translation>
    </message>
    <message>
        <source>Write the number with a decimal point</source>
        <translation>Zapsat číslo s desetinnou tečkou</translation>
    </message>
    <message>
        <source>Invalid changefreq</source>
        <translation>Neplatná hodnota changefreq</translation>
    </message>
    <message>
        <source>The &lt;changefreq&gt; is not one of the values the sitemaps.org protocol defines: always, hourly, daily, weekly, monthly, yearly or never, in lower case. Search engines ignore other values. Use one of these words.</source>
        <translation>Hodnota &lt;changefreq&gt; není žádná z hodnot, které definuje protokol sitemaps.org: always, hourly, daily, weekly, monthly, yearly nebo never, malými písmeny. Jiné hodnoty vyhledávače ignorují. Použijte jedno z těchto slov.</translation>
    </message>
    <message>
        <source>Write the word in lower case</source>
        <translation>Zapsat slovo malými písmeny</translation>
    </message>
    <message>
        <source>Invalid yes/no value</source>
        <translation>Neplatná hodnota yes/no</translation>
    </message>
    <message>
        <source>A video field that takes &apos;yes&apos; or &apos;no&apos;, such as &lt;video:family_friendly&gt;, &lt;video:requires_subscription&gt; or &lt;video:live&gt;, holds another value (Google Search Central&apos;s video sitemap documentation). Values such as &apos;true&apos; or &apos;1&apos; are not accepted. Write yes or no in lower case.</source>
        <translation>Pole videa, které přijímá &apos;yes&apos; nebo &apos;no&apos;, například &lt;video:family_friendly&gt;, &lt;video:requires_subscription&gt; nebo &lt;video:live&gt;, obsahuje jinou hodnotu (dokumentace Google Search Central k souborům Sitemap pro videa). Hodnoty jako &apos;true&apos; nebo &apos;1&apos; se nepřijímají. Zapište yes nebo no malými písmeny.</translation>
    </message>
    <message>
        <source>Write yes or no in lower case</source>
        <translation>Zapsat yes nebo no malými písmeny</translation>
    </message>
    <message>
        <source>Invalid country code</source>
        <translation>Neplatný kód země</translation>
    </message>
    <message>
        <source>The country list of &lt;video:restriction&gt; contains a value that is not an ISO 3166-1 alpha-2 code. Google Search Central&apos;s video sitemap documentation asks for such codes separated by spaces, such as &apos;US CA GB&apos;. Correct the code; the United Kingdom, for example, is GB, not UK.</source>
        <translation>Seznam zemí v prvku &lt;video:restriction&gt; obsahuje hodnotu, která není kódem ISO 3166-1 alpha-2. Dokumentace Google Search Central k souborům Sitemap pro videa požaduje takové kódy oddělené mezerami, například &apos;US CA GB&apos;. Kód opravte; Spojené království má například kód GB, nikoli UK.</translation>
    </message>
    <message>
        <source>Invalid language code</source>
        <translation>Neplatný kód jazyka</translation>
    </message>
    <message>
        <source>Invalid value</source>
        <translation>Neplatná hodnota</translation>
    </message>
    <message>
        <source>A field holds a value it does not take: &lt;video:view_count&gt; must be a whole number, &lt;video:duration&gt; and &lt;video:rating&gt; numbers, and &lt;video:platform&gt; a space-separated list of the words web, mobile and tv (Google Search Central&apos;s video sitemap documentation). Correct the value.</source>
        <translation>Pole obsahuje hodnotu, kterou nepřijímá: &lt;video:view_count&gt; musí být celé číslo, &lt;video:duration&gt; a &lt;video:rating&gt; čísla a &lt;video:platform&gt; seznam slov web, mobile a tv oddělených mezerami (dokumentace Google Search Central k souborům Sitemap pro videa). Hodnotu opravte.</translation>
    </message>
    <message>
        <source>Unknown language code (hreflang)</source>
        <translation>Neznámý kód jazyka (hreflang)</translation>
    </message>
    <message>
        <source>The hreflang of an alternate link is not a valid code. Google Search Central&apos;s &apos;Tell Google about localized versions of your page&apos; asks for an ISO 639-1 language code, optionally followed by a script and an ISO 3166-1 alpha-2 region as in BCP 47 (en, en-GB, zh-Hant-TW), or for x-default. Common errors are en-UK, as the United Kingdom&apos;s code is GB, and a region given alone; correct the code.</source>
        <translation>Hodnota hreflang alternativního odkazu není platný kód. Stránka Google Search Central „Informování Googlu o lokalizovaných verzích stránky“ požaduje kód jazyka ISO 639-1, volitelně následovaný písmem a oblastí ISO 3166-1 alpha-2 podle BCP 47 (en, en-GB, zh-Hant-TW), nebo x-default. Častými chybami jsou en-UK, protože Spojené království má kód GB, a samotná oblast bez jazyka; kód opravte.</translation>
    </message>
    <message>
        <source>Replace the region UK with GB</source>
        <translation>Nahradit oblast UK kódem GB</translation>
    </message>
    <message>
        <source>Missing self-referencing hreflang</source>
        <translation>Chybí odkaz hreflang na sebe sama</translation>
    </message>
    <message>
        <source>The URL&apos;s alternate links do not include the URL itself. Google Search Central&apos;s &apos;Tell Google about localized versions of your page&apos; asks each page to list itself along with all its language versions. Add an alternate link to the URL with its own language code.</source>
        <translation>Alternativní odkazy adresy URL nezahrnují samotnou adresu URL. Stránka Google Search Central „Informování Googlu o lokalizovaných verzích stránky“ požaduje, aby každá stránka uváděla sama sebe spolu se všemi svými jazykovými verzemi. Přidejte alternativní odkaz na tuto adresu URL s jejím vlastním kódem jazyka.</translation>
    </message>
    <message>
        <source>No return tags</source>
        <translation>Žádné návratové značky</translation>
    </message>
    <message>
        <source>Page A lists page B as an alternate, but B does not list A. Google ignores annotations that the other page does not confirm (Google Search Central, &apos;Tell Google about localized versions of your page&apos;). Add the return link to the other URL&apos;s alternates.</source>
        <translation>Stránka A uvádí stránku B jako alternativu, ale B neuvádí A. Google ignoruje anotace, které druhá stránka nepotvrdí (Google Search Central, „Informování Googlu o lokalizovaných verzích stránky“). Přidejte návratový odkaz mezi alternativy druhé adresy URL.</translation>
    </message>
    <message>
        <source>Add the return link to the other URL</source>
        <translation>Přidat návratový odkaz k druhé adrese URL</translation>
    </message>
    <message>
        <source>Conflicting hreflang</source>
        <translation>Konfliktní hreflang</translation>
    </message>
    <message>
        <source>One language code is given to two different URLs in one set of alternates, so search engines cannot tell which version to show for that language, and Google may ignore the annotations (Google Search Central, &apos;Tell Google about localized versions of your page&apos;). Give each code to one URL only.</source>
        <translation>Jeden kód jazyka je v jedné sadě alternativ přiřazen dvěma různým adresám URL, takže vyhledávače nemohou určit, kterou verzi pro daný jazyk zobrazit, a Google může anotace ignorovat (Google Search Central, „Informování Googlu o lokalizovaných verzích stránky“). Každý kód přiřaďte jen jedné adrese URL.</translation>
    </message>
    <message>
        <source>No x-default</source>
        <translation>Chybí x-default</translation>
    </message>
    <message>
        <source>A set of alternates has no x-default entry, so it names no page for users whose language matches none of the listed codes. Google Search Central&apos;s &apos;Tell Google about localized versions of your page&apos; recommends an x-default fallback, such as a language selector or the main version. Add one if the site has such a page.</source>
        <translation>Sada alternativ nemá položku x-default, takže neurčuje žádnou stránku pro uživatele, jejichž jazyk neodpovídá žádnému z uvedených kódů. Stránka Google Search Central „Informování Googlu o lokalizovaných verzích stránky“ doporučuje záložní x-default, například výběr jazyka nebo hlavní verzi. Pokud web takovou stránku má, přidejte ji.</translation>
    </message>
    <message>
        <source>Article too old</source>
        <translation>Příliš starý článek</translation>
    </message>
    <message>
        <source>The &lt;news:publication_date&gt; is more than two days ago. Google Search Central&apos;s news sitemap documentation asks news sitemaps to list only articles published in the last two days. Remove older articles from the news sitemap; they can stay in the regular sitemap.</source>
        <translation>Hodnota &lt;news:publication_date&gt; je starší než dva dny. Dokumentace Google Search Central k souborům Sitemap pro zprávy požaduje, aby soubory Sitemap pro zprávy uváděly jen články zveřejněné za poslední dva dny. Starší články ze souboru Sitemap pro zprávy odstraňte; v běžném souboru Sitemap mohou zůstat.</translation>
    </message>
    <message>
        <source>Deprecated tag</source>
        <translation>Zastaralá značka</translation>
    </message>
    <message>
        <source>The element or attribute is one Google has ignored since 2022: the image caption, title, geo_location and license, the video category, gallery_loc, price, tvshow, id and content_segment_loc and the autoplay attribute of player_loc, and the news keywords, stock_tickers, genres, access and geo_locations (Google Search Central&apos;s image, video and news sitemap documentation). They do no harm, but can be removed to keep the file small.</source>
        <translation>Jde o prvek nebo atribut, který Google od roku 2022 ignoruje: u obrázků caption, title, geo_location a license, u videí category, gallery_loc, price, tvshow, id a content_segment_loc a atribut autoplay prvku player_loc a u zpráv keywords, stock_tickers, genres, access a geo_locations (dokumentace Google Search Central k souborům Sitemap pro obrázky, videa a zprávy). Neškodí, ale lze je odstranit, aby byl soubor menší.</translation>
    </message>
    <message>
        <source>Remove the deprecated tags</source>
        <translation>Odstranit zastaralé značky</translation>
    </message>
    <message>
        <source>Compression error</source>
        <translation>Chyba komprese</translation>
    </message>
    <message>
        <source>The gzip data is truncated, corrupt (its CRC does not match) or not gzip at all (RFC 1952). What could be decompressed was read. Compress the file again with gzip.</source>
        <translation>Data gzip jsou zkrácená, poškozená (jejich CRC nesouhlasí) nebo vůbec nejsou ve formátu gzip (RFC 1952). Načetlo se to, co bylo možné dekomprimovat. Soubor znovu zkomprimujte pomocí gzip.</translation>
    </message>
    <message>
        <source>Unsafe XML refused</source>
        <translation>Nebezpečný kód XML odmítnut</translation>
    </message>
    <message>
        <source>The file declares a DTD internal subset, entities or several DOCTYPEs. Sitemaps never need them, and they are the means of entity-expansion (&apos;billion laughs&apos;) and external-entity attacks, so the file is not read. Remove the DOCTYPE.</source>
        <translation>Soubor deklaruje interní podmnožinu DTD, entity nebo několik deklarací DOCTYPE. Soubory Sitemap je nikdy nepotřebují a slouží k útokům rozšiřováním entit („billion laughs“) a k útokům přes externí entity, proto se soubor nenačte. Odstraňte DOCTYPE.</translation>
    </message>
    <message>
        <source>Nesting too deep</source>
        <translation>Příliš hluboké vnoření</translation>
    </message>
    <message>
        <source>Elements are nested deeper than any sitemap needs, a sign of a broken or hostile file. Reading stopped at that point.</source>
        <translation>Prvky jsou vnořeny hlouběji, než jakýkoli soubor Sitemap potřebuje, což ukazuje na poškozený nebo záškodnický soubor. Čtení se v tomto místě zastavilo.</translation>
    </message>
    <message>
        <source>Archive entry skipped</source>
        <translation>Položka archivu přeskočena</translation>
    </message>
    <message>
        <source>An entry of the zip bundle was not read: it is a symbolic link, encrypted, larger than the limit, or its name is absolute or leads out of the bundle with &apos;..&apos;. Entries are never extracted to disk.</source>
        <translation>Položka balíčku zip nebyla načtena: je to symbolický odkaz, je zašifrovaná, je větší než limit nebo má absolutní název či název, který pomocí &apos;..&apos; vede mimo balíček. Položky se nikdy nerozbalují na disk.</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>Příliš velký soubor</translation>
    </message>
    <message>
        <source>The file, or what it decompresses to, is larger than the reading limit. The protocol allows 52,428,800 bytes uncompressed per sitemap. A gzip file that expands far beyond that is a decompression bomb. The limit can be raised for trusted files.</source>
        <translation>Soubor nebo jeho dekomprimovaný obsah je větší než limit pro čtení. Protokol povoluje 52 428 800 bajtů na jeden nekomprimovaný soubor Sitemap. Soubor gzip, který se rozbalí daleko nad tuto velikost, je dekompresní bomba. U důvěryhodných souborů lze limit zvýšit.</translation>
    </message>
    <message>
        <source>Value too long</source>
        <translation>Příliš dlouhá hodnota</translation>
    </message>
    <message>
        <source>A single text value is longer than any sitemap value can be (a URL may have at most 2,048 characters). Reading stopped at that point.</source>
        <translation>Jedna textová hodnota je delší, než může být jakákoli hodnota v souboru Sitemap (adresa URL smí mít nejvýše 2 048 znaků). Čtení se v tomto místě zastavilo.</translation>
    </message>
    <message>
        <source>Could not read file</source>
        <translation>Soubor nelze načíst</translation>
    </message>
    <message>
        <source>The file could not be opened or read: it does not exist, permission was denied, or the device failed.</source>
        <translation>Soubor nebylo možné otevřít ani načíst: neexistuje, přístup byl odepřen nebo selhalo zařízení.</translation>
    </message>
    <message>
        <source>Child sitemap not found</source>
        <translation>Podřízený soubor Sitemap nebyl nalezen</translation>
    </message>
    <message>
        <source>A sitemap listed in the index was not found beside the index file, so its URLs were not loaded or checked. Put the file in the same folder or open it from its URL.</source>
        <translation>Soubor Sitemap uvedený v indexu nebyl nalezen vedle souboru indexu, takže jeho adresy URL nebyly načteny ani zkontrolovány. Umístěte soubor do stejné složky, nebo ho otevřete z jeho adresy URL.</translation>
    </message>
    <message>
        <source>Content skipped</source>
        <translation>Obsah přeskočen</translation>
    </message>
    <message>
        <source>Part of the file gave no entry: a comment or a line that is not a URL in a text list (the sitemaps.org text format has one URL per line and no comments, so search engines read every line as a URL), a feed item without a link, a robots.txt line that is no rule, a CSV row without a location. The message says which line and why. Correct the line, or remove it from the file.</source>
        <translation>Část souboru nedala žádnou položku: komentář nebo řádek, který není adresou URL, v textovém seznamu (textový formát sitemaps.org má jednu adresu URL na řádek a žádné komentáře, takže vyhledávače čtou každý řádek jako adresu URL), položka zdroje bez odkazu, řádek souboru robots.txt, který není pravidlem, nebo řádek CSV bez umístění. Zpráva uvádí, o který řádek jde a proč. Řádek opravte, nebo ho ze souboru odstraňte.</translation>
    </message>
    <message>
        <source>Location taken from a fallback</source>
        <translation>Umístění převzato z náhradního zdroje</translation>
    </message>
    <message>
        <source>A feed item has no link where its format puts one, so its location was taken from the next best place: an RSS &lt;guid&gt; marked isPermaLink=&quot;false&quot;, an Atom link with rel=&quot;self&quot;, an &lt;id&gt; that is a URL, or the text of a &lt;link&gt; without href. Such a URL may not be the page readers see; check it in the table, or give the item a link in the feed.</source>
        <translation>Položka zdroje nemá odkaz tam, kde ho její formát uvádí, takže její umístění bylo převzato z nejbližšího vhodného místa: z prvku RSS &lt;guid&gt; označeného isPermaLink=&quot;false&quot;, z odkazu Atom s rel=&quot;self&quot;, z prvku &lt;id&gt;, který je adresou URL, nebo z textu prvku &lt;link&gt; bez href. Taková adresa URL nemusí být stránkou, kterou vidí čtenáři; zkontrolujte ji v tabulce, nebo položce ve zdroji přidejte odkaz.</translation>
    </message>
    <message>
        <source>Sitemap index loop</source>
        <translation>Smyčka indexu souborů Sitemap</translation>
    </message>
    <message>
        <source>While an index was followed to its children, one of them named the index itself, or a sitemap already read. Search engines read each sitemap once and ignore such entries; list each sitemap once, in one index, and do not let an index list another index.</source>
        <translation>Při procházení podřízených souborů indexu jeden z nich uváděl samotný index nebo již načtený soubor Sitemap. Vyhledávače čtou každý soubor Sitemap jednou a takové položky ignorují; každý soubor Sitemap uveďte jen jednou, v jednom indexu, a nedovolte, aby index uváděl jiný index.</translation>
    </message>
    <message>
        <source>Schema: invalid lastmod</source>
        <translation>Schéma: neplatné lastmod</translation>
    </message>
    <message>
        <source>The sitemaps.org XML schema accepts only xsd:date (YYYY-MM-DD) or xsd:dateTime (with seconds) in &lt;lastmod&gt;. A year alone, a year and month, or a time as hh:mm without seconds fail schema validation, although the W3C Datetime note and Google accept them. Write the full date, or the date and time with seconds.</source>
        <translation>Schéma XML sitemaps.org přijímá v prvku &lt;lastmod&gt; jen xsd:date (YYYY-MM-DD) nebo xsd:dateTime (se sekundami). Samotný rok, rok a měsíc nebo čas ve tvaru hh:mm bez sekund validací podle schématu neprojdou, přestože je poznámka W3C Datetime i Google přijímají. Zapište úplné datum, nebo datum a čas se sekundami.</translation>
    </message>
    <message>
        <source>Schema: URL too short</source>
        <translation>Schéma: příliš krátká adresa URL</translation>
    </message>
    <message>
        <source>The sitemaps.org XML schema&apos;s tLoc type requires a &lt;loc&gt; of at least 12 characters, so shorter URLs fail schema validation. Search engines do not apply this limit. Check that the URL is complete.</source>
        <translation>Typ tLoc schématu XML sitemaps.org vyžaduje, aby &lt;loc&gt; měl alespoň 12 znaků, takže kratší adresy URL validací podle schématu neprojdou. Vyhledávače tento limit neuplatňují. Zkontrolujte, zda je adresa URL úplná.</translation>
    </message>
    <message>
        <source>Schema: elements out of order</source>
        <translation>Schéma: prvky v nesprávném pořadí</translation>
    </message>
    <message>
        <source>Relative URL resolved</source>
        <translation>Relativní adresa URL převedena na absolutní</translation>
    </message>
    <message>
        <source>The location was relative (&quot;/page&quot; or &quot;//host/page&quot;), which search engines reject: a sitemap must give complete URLs. The export resolved it against where its sitemap is published, or against the export&apos;s base URL, and wrote the complete URL. Check that it names the page you meant, and correct the source.</source>
        <translation>Umístění bylo relativní („/page“ nebo „//host/page“), což vyhledávače odmítají: soubor Sitemap musí uvádět úplné adresy URL. Export ho vyhodnotil vůči místu, kde je jeho soubor Sitemap zveřejněn, nebo vůči základní adrese URL exportu, a zapsal úplnou adresu URL. Zkontrolujte, zda odkazuje na zamýšlenou stránku, a umístění opravte ve zdrojovém dokumentu.</translation>
    </message>
    <message>
        <source>Misspelt robots.txt key</source>
        <translation>Překlep v klíči souboru robots.txt</translation>
    </message>
    <message>
        <source>A robots.txt line starts with a misspelling of a key that Google&apos;s robots.txt parser accepts all the same (&quot;Site-map&quot;, &quot;Useragent&quot;, &quot;Dissallow&quot; and a few more), so the line was read as that key. Other crawlers follow RFC 9309 and skip the line: write the key as the message says.</source>
        <translation>Řádek souboru robots.txt začíná chybně napsaným klíčem, který analyzátor souborů robots.txt od Googlu přesto přijímá („Site-map“, „Useragent“, „Dissallow“ a několik dalších), takže byl řádek přečten jako tento klíč. Ostatní prohledávače se řídí RFC 9309 a řádek přeskočí: zapište klíč tak, jak uvádí zpráva.</translation>
    </message>
    <message>
        <source>The official XML schemas&apos; xsd:sequence fixes the order of children: loc, lastmod, changefreq, priority in &lt;url&gt; (loc, lastmod in &lt;sitemap&gt;), with extension elements after them, and the order of the fields of an image, video or news entry as Google&apos;s schemas list them. Search engines accept any order, but schema validation fails. Put the elements in that order.</source>
        <translation>Konstrukce xsd:sequence oficiálních schémat XML určuje pořadí podřízených prvků: loc, lastmod, changefreq, priority v &lt;url&gt; (loc, lastmod v &lt;sitemap&gt;) a prvky rozšíření až po nich, a také pořadí polí položky obrázku, videa nebo zpráv, jak je uvádějí schémata Google. Vyhledávače přijímají libovolné pořadí, ale validace podle schématu selže. Seřaďte prvky v tomto pořadí.</translation>
    </message>
    <message>
        <source>Schema: unexpected content</source>
        <translation>Schéma: neočekávaný obsah</translation>
    </message>
    <message>
        <source>The element, or text, is somewhere the official XML schemas allow none: &lt;changefreq&gt; or &lt;priority&gt; in a &lt;sitemap&gt; of an index (siteindex.xsd allows loc and lastmod only), an element of a namespace no schema declares, such as Google&apos;s mobile or PageMap extensions (the xsd:any of &lt;url&gt; and &lt;sitemap&gt; is strict), an unknown element inside an image, video or news entry, or an element more often than the schema&apos;s maxOccurs. Search engines ignore most of these, but schema validation fails. Remove the element, or move it to where the schema puts it.</source>
        <translation>Prvek nebo text je na místě, kde jej oficiální schémata XML nepřipouštějí: &lt;changefreq&gt; nebo &lt;priority&gt; v prvku &lt;sitemap&gt; indexu (siteindex.xsd připouští jen loc a lastmod), prvek z oboru názvů, který nedeklaruje žádné schéma, například rozšíření Google mobile nebo PageMap (xsd:any v &lt;url&gt; a &lt;sitemap&gt; je striktní), neznámý prvek uvnitř položky obrázku, videa nebo zpráv, nebo prvek uvedený častěji, než dovoluje maxOccurs schématu. Vyhledávače většinu z toho ignorují, ale validace podle schématu selže. Prvek odstraňte, nebo jej přesuňte tam, kam jej schéma umisťuje.</translation>
    </message>
    <message>
        <source>Schema: invalid value</source>
        <translation>Schéma: neplatná hodnota</translation>
    </message>
    <message>
        <source>The value is not of the type the official XML schemas give the element: &lt;priority&gt; an xsd:decimal from 0.0 to 1.0, &lt;changefreq&gt; one of the seven words, &lt;loc&gt; an xsd:anyURI of at most 2,048 characters, the video title at most 100 characters and its description 2,048, numbers and yes/no values as Google&apos;s video schema defines them, the news language, genres and stock tickers as its patterns require. The message names the type. Write a value of that type.</source>
        <translation>Hodnota nemá typ, který prvku dávají oficiální schémata XML: &lt;priority&gt; je xsd:decimal od 0.0 do 1.0, &lt;changefreq&gt; jedno ze sedmi slov, &lt;loc&gt; xsd:anyURI o nejvýše 2 048 znacích, název videa má nejvýše 100 znaků a jeho popis 2 048, čísla a hodnoty yes/no jsou takové, jak je definuje schéma Google pro videa, a jazyk, žánry a burzovní symboly zpráv takové, jak vyžadují vzory schématu pro zprávy. Zpráva typ uvádí. Zapište hodnotu tohoto typu.</translation>
    </message>
    <message>
        <source>Schema: invalid attribute</source>
        <translation>Schéma: neplatný atribut</translation>
    </message>
    <message>
        <source>An attribute the official XML schemas do not declare on this element (the schemas allow none on &lt;urlset&gt;, &lt;url&gt;, &lt;loc&gt; and the other protocol elements, except xsi:schemaLocation), one they require that is missing (type on &lt;video:id&gt;), or a value outside the attribute&apos;s type (the currency, type and resolution of &lt;video:price&gt;, hreflang on xhtml:link as xsd:language). Search engines ignore unknown attributes, but schema validation fails. Remove or correct the attribute.</source>
        <translation>Atribut, který oficiální schémata XML u tohoto prvku nedeklarují (u &lt;urlset&gt;, &lt;url&gt;, &lt;loc&gt; a dalších prvků protokolu nepřipouštějí žádný kromě xsi:schemaLocation), chybějící atribut, který vyžadují (type u &lt;video:id&gt;), nebo hodnota mimo typ atributu (currency, type a resolution u &lt;video:price&gt;, hreflang u xhtml:link jako xsd:language). Vyhledávače neznámé atributy ignorují, ale validace podle schématu selže. Atribut odstraňte nebo opravte.</translation>
    </message>
    <message>
        <source>Schema: required element missing</source>
        <translation>Schéma: chybí povinný prvek</translation>
    </message>
    <message>
        <source>The official XML schemas require an element that is not there: a &lt;urlset&gt; must hold at least one &lt;url&gt; and a &lt;sitemapindex&gt; at least one &lt;sitemap&gt;, and a &lt;video:tvshow&gt; needs its show_title and video_type. An empty sitemap is harmless to search engines, but schema validation fails. Add the element, or stop publishing the empty file.</source>
        <translation>Oficiální schémata XML vyžadují prvek, který chybí: &lt;urlset&gt; musí obsahovat alespoň jeden prvek &lt;url&gt; a &lt;sitemapindex&gt; alespoň jeden prvek &lt;sitemap&gt; a &lt;video:tvshow&gt; potřebuje své prvky show_title a video_type. Prázdný soubor Sitemap vyhledávačům neškodí, ale validace podle schématu selže. Prvek přidejte, nebo prázdný soubor přestaňte zveřejňovat.</translation>
    </message>
    <message>
        <source>Element not allowed in a sitemap index entry</source>
        <translation>Nepovolený prvek v položce indexu souborů Sitemap</translation>
    </message>
    <message>
        <source>A &lt;sitemap&gt; entry of an index names a sitemap file: it may hold only &lt;loc&gt; and &lt;lastmod&gt; (sitemaps.org protocol, &apos;Sitemap index XML tag definitions&apos;; siteindex.xsd). &lt;changefreq&gt; and &lt;priority&gt; describe a page and belong to the &lt;url&gt; entries of the child sitemap, as do image, video and news items and xhtml:link alternates. Search engines ignore them in an index, and the schema rejects &lt;changefreq&gt; and &lt;priority&gt; there. Remove them, or move them to the child sitemap&apos;s URLs.</source>
        <translation>Položka &lt;sitemap&gt; v indexu určuje soubor Sitemap: smí obsahovat jen &lt;loc&gt; a &lt;lastmod&gt; (protokol sitemaps.org, oddíl „Sitemap index XML tag definitions“; siteindex.xsd). Prvky &lt;changefreq&gt; a &lt;priority&gt; popisují stránku a patří do položek &lt;url&gt; podřízeného souboru Sitemap, stejně jako položky obrázků, videí a zpráv a alternativy xhtml:link. Vyhledávače je v indexu ignorují a schéma tam prvky &lt;changefreq&gt; a &lt;priority&gt; odmítá. Odstraňte je, nebo je přesuňte k adresám URL podřízeného souboru Sitemap.</translation>
    </message>
    <message>
        <source>Remove what the index entry may not hold</source>
        <translation>Odstranit z položky indexu, co v ní nesmí být</translation>
    </message>
    <message>
        <source>Add the time zone most of the file uses, else UTC</source>
        <translation>Doplnit časové pásmo, které používá většina souboru, jinak UTC</translation>
    </message>
    <message>
        <source>The link checker or the site audit was redirected (HTTP 301, 302, 303, 307 or 308) when it fetched the URL. Search engines want the final URL in a sitemap: a redirecting URL is not indexed itself, and Search Console lists it as &quot;Submitted URL has a redirect&quot; or &quot;Page with redirect&quot;. Replace the URL with the one the redirect leads to, which the message names.</source>
        <translation>Kontrola odkazů nebo audit webu byly při načítání adresy URL přesměrovány (HTTP 301, 302, 303, 307 nebo 308). Vyhledávače chtějí v souboru Sitemap konečnou adresu URL: přesměrovávající adresa URL se sama neindexuje a Search Console ji uvádí jako „Odeslaná adresa URL obsahuje přesměrování“ nebo „Stránka s přesměrováním“. Nahraďte adresu URL adresou, na kterou přesměrování vede; uvádí ji zpráva.</translation>
    </message>
    <message>
        <source>Replace the URL by the page the redirects end at (offered by the site audit when that page is indexable and not listed yet)</source>
        <translation>Nahradit adresu URL stránkou, na které přesměrování končí (nabízí se při auditu webu, pokud je tato stránka indexovatelná a ještě není uvedena)</translation>
    </message>
    <message>
        <source>Submitted URL marked &apos;noindex&apos;</source>
        <translation>Odeslaná adresa URL označena jako „noindex“</translation>
    </message>
    <message>
        <source>The site audit fetched the page and found a noindex directive: in a &lt;meta name=&quot;robots&quot;&gt; or &lt;meta name=&quot;googlebot&quot;&gt; tag, or in an X-Robots-Tag HTTP header (for all crawlers or for googlebot). A sitemap asks search engines to index its pages while the page forbids it; Search Console reports the contradiction as an error under this name. Remove the URL from the sitemap, or the directive from the page if it should be indexed.</source>
        <translation>Audit webu stránku načetl a našel direktivu noindex: ve značce &lt;meta name=&quot;robots&quot;&gt; nebo &lt;meta name=&quot;googlebot&quot;&gt;, nebo v hlavičce HTTP X-Robots-Tag (pro všechny prohledávače nebo pro googlebot). Soubor Sitemap žádá vyhledávače, aby jeho stránky indexovaly, zatímco stránka to zakazuje; Search Console tento rozpor hlásí jako chybu pod tímto názvem. Odstraňte adresu URL ze souboru Sitemap, nebo direktivu ze stránky, pokud se má indexovat.</translation>
    </message>
    <message>
        <source>Remove the URL from the sitemap</source>
        <translation>Odstranit adresu URL ze souboru Sitemap</translation>
    </message>
    <message>
        <source>Submitted URL not selected as canonical</source>
        <translation>Odeslaná adresa URL nebyla vybrána jako kanonická</translation>
    </message>
    <message>
        <source>The page&apos;s &lt;link rel=&quot;canonical&quot;&gt; names another URL, so search engines index that one instead and leave this one out (Search Console: &quot;Duplicate, submitted URL not selected as canonical&quot;). Google&apos;s sitemap guide asks for the canonical version of each page. List the canonical URL, which the message names, instead.</source>
        <translation>Prvek &lt;link rel=&quot;canonical&quot;&gt; stránky uvádí jinou adresu URL, takže vyhledávače indexují místo této adresy tu uvedenou a tuto vynechají (Search Console: „Duplicitní, odeslaná adresa URL nebyla vybrána jako kanonická“). Příručka Googlu k souborům Sitemap požaduje kanonickou verzi každé stránky. Uveďte místo ní kanonickou adresu URL; uvádí ji zpráva.</translation>
    </message>
    <message>
        <source>Replace the URL by the page&apos;s canonical (offered when the canonical is indexable; removed instead when the sitemap lists it already)</source>
        <translation>Nahradit adresu URL kanonickou adresou stránky (nabízí se, pokud je kanonická stránka indexovatelná; pokud ji soubor Sitemap už uvádí, adresa URL se místo toho odstraní)</translation>
    </message>
    <message>
        <source>Submitted URL returns a non-HTML document</source>
        <translation>Odeslaná adresa URL vrací dokument, který není HTML</translation>
    </message>
    <message>
        <source>The URL answers with a Content-Type other than text/html (a PDF, an image, plain text). Search engines index some such files, but a sitemap of pages usually lists them by mistake, and the audit cannot read their robots directives or canonical. Keep the URL only if the document should appear in search results.</source>
        <translation>Adresa URL odpovídá s hlavičkou Content-Type jinou než text/html (PDF, obrázek, prostý text). Vyhledávače některé takové soubory indexují, ale soubor Sitemap se stránkami je obvykle uvádí omylem a audit v nich nemůže přečíst direktivy robots ani kanonickou adresu. Adresu URL ponechte, jen pokud se má dokument zobrazovat ve výsledcích vyhledávání.</translation>
    </message>
    <message>
        <source>Indexable page missing from the sitemap</source>
        <translation>Indexovatelná stránka chybí v souboru Sitemap</translation>
    </message>
    <message>
        <source>The crawl of the site reached a page that search engines would index (status 200, HTML, not noindex, its own canonical, not blocked by robots.txt) and the sitemap does not list it. A sitemap should list every page that ought to be found in search; Search Console shows such pages as &quot;Indexed, not submitted in sitemap&quot;. Add the page, or make it noindex or canonicalised if it should not be indexed.</source>
        <translation>Procházení webu dosáhlo stránky, kterou by vyhledávače indexovaly (stav 200, HTML, bez noindex, s kanonickou adresou na sebe samu, neblokovaná souborem robots.txt), a soubor Sitemap ji neuvádí. Soubor Sitemap by měl uvádět každou stránku, která má být k nalezení ve vyhledávání; Search Console takové stránky zobrazuje jako „Indexováno, ale neodesláno v souboru Sitemap“. Stránku přidejte, nebo ji označte jako noindex či jí nastavte jinou kanonickou adresu, pokud se indexovat nemá.</translation>
    </message>
    <message>
        <source>hreflang in the page and in the sitemap disagree</source>
        <translation>hreflang na stránce a v souboru Sitemap si odporují</translation>
    </message>
    <message>
        <source>The page&apos;s &lt;link rel=&quot;alternate&quot; hreflang&gt; annotations and the sitemap&apos;s &lt;xhtml:link&gt; alternates for the URL name different language versions. Google reads both and merges them; when they contradict each other, the cluster is ambiguous and may be ignored. The message lists what only the page and only the sitemap say; make them the same, in one place or in both.</source>
        <translation>Anotace &lt;link rel=&quot;alternate&quot; hreflang&gt; na stránce a alternativy &lt;xhtml:link&gt; této adresy URL v souboru Sitemap uvádějí různé jazykové verze. Google čte obojí a slučuje je; když si odporují, je sada nejednoznačná a může být ignorována. Zpráva uvádí, co říká jen stránka a co jen soubor Sitemap; sjednoťte je, ať už na jednom místě, nebo na obou.</translation>
    </message>
    <message>
        <source>The server answered with a 5xx status (500 Internal Server Error, 503 Service Unavailable, ...) when the link checker or the site audit fetched the URL. Search engines retry later but crawl less when errors persist. Check the server, then check the URL again.</source>
        <translation>Když kontrola odkazů nebo audit webu načítaly adresu URL, server odpověděl stavem 5xx (500 Internal Server Error, 503 Service Unavailable, ...). Vyhledávače to zkusí později znovu, ale při přetrvávajících chybách procházejí méně. Zkontrolujte server a pak adresu URL zkontrolujte znovu.</translation>
    </message>
    <message>
        <source>The link checker or the site audit got no (complete) answer for the URL: the host name does not resolve, the connection was refused or timed out, or the TLS handshake failed. The message says which. A search engine cannot fetch the page either; check the host name and the server.</source>
        <translation>Kontrola odkazů nebo audit webu nedostaly na adresu URL žádnou (úplnou) odpověď: název hostitele nelze přeložit, spojení bylo odmítnuto nebo vypršel jeho časový limit, nebo selhal handshake TLS. Zpráva uvádí, co z toho nastalo. Ani vyhledávač stránku nenačte; zkontrolujte název hostitele a server.</translation>
    </message>
    <message>
        <source>A sitemap index lists another sitemap index. The sitemaps.org protocol lets an index list sitemaps only, not other indexes, and Google reads neither the nested index nor the sitemaps it lists. Sitemap Studio reads them all the same, so that every URL is checked, and marks them in the Workspace tree. List the nested index&apos;s sitemaps in this index directly, or submit the nested index on its own.</source>
        <translation>Index souborů Sitemap uvádí jiný index souborů Sitemap. Protokol sitemaps.org dovoluje, aby index uváděl jen soubory Sitemap, nikoli další indexy, a Google nečte ani vnořený index, ani soubory Sitemap, které uvádí. Sitemap Studio je přesto přečte, aby zkontrolovalo každou adresu URL, a ve stromu Pracovní prostor je označí. Uveďte soubory Sitemap z vnořeného indexu přímo v tomto indexu, nebo vnořený index odešlete samostatně.</translation>
    </message>
    <message>
        <source>Orphan URL: no link from the start page leads to it</source>
        <translation>Osiřelá adresa URL: z úvodní stránky k ní nevede žádný odkaz</translation>
    </message>
    <message>
        <source>No chain of followed links from the crawl&apos;s start page reaches the URL (by &lt;a href&gt; on pages that are not nofollow, a redirect or an hreflang alternate): it is an orphan, found only through the sitemap, even when other orphans link to it, as a list&apos;s later pages link back to its first. The finding names the start page and, for orphans that link to each other, how many crawled pages their group holds. Search engines index such pages reluctantly and give them little weight. Link it from a page the site&apos;s navigation reaches, or drop it if it is obsolete. Reported only when the crawl covered the whole site, no limit cut it short.</source>
        <translation>K adrese URL nevede z úvodní stránky procházení žádný řetězec sledovaných odkazů (přes &lt;a href&gt; na stránkách bez nofollow, přesměrování nebo alternativu hreflang): je osiřelá a lze ji najít jen přes soubor Sitemap, i když na ni odkazují jiné osiřelé stránky, jako když další stránky výpisu odkazují zpět na první. Nález uvádí úvodní stránku a u osiřelých stránek, které odkazují jedna na druhou, kolik procházených stránek jejich skupina obsahuje. Vyhledávače takové stránky indexují neochotně a přikládají jim malou váhu. Odkažte na ni ze stránky, kam vede navigace webu, nebo ji odstraňte, je-li zastaralá. Hlásí se jen tehdy, když procházení pokrylo celý web a žádný limit je nezkrátil.</translation>
    </message>
    <message>
        <source>Lastmod later than the page&apos;s own date</source>
        <translation>Lastmod pozdější než vlastní datum stránky</translation>
    </message>
    <message>
        <source>The site audit read the date the page itself says it was last changed (its JSON-LD dateModified, article:modified_time, og:updated_time or &lt;time itemprop=&quot;dateModified&quot;&gt;), and the sitemap&apos;s lastmod is more than a day later. Google uses lastmod only when it is consistently and verifiably accurate, and learns to ignore a sitemap whose dates move without the pages. Set the lastmod to the page&apos;s date, which the message names.</source>
        <translation>Audit webu přečetl datum, kdy se stránka podle sebe naposledy změnila (její JSON-LD dateModified, article:modified_time, og:updated_time nebo &lt;time itemprop=&quot;dateModified&quot;&gt;), a lastmod v souboru Sitemap je o více než den pozdější. Google používá lastmod jen tehdy, když je soustavně a ověřitelně přesné, a naučí se přehlížet soubor Sitemap, jehož data se mění bez stránek. Nastavte lastmod na datum stránky, které zpráva uvádí.</translation>
    </message>
    <message>
        <source>Set the lastmod to the page&apos;s own date</source>
        <translation>Nastavit lastmod na vlastní datum stránky</translation>
    </message>
    <message>
        <source>Lastmod earlier than the page&apos;s own date</source>
        <translation>Lastmod dřívější než vlastní datum stránky</translation>
    </message>
    <message>
        <source>The page says it was changed after the sitemap&apos;s lastmod (its JSON-LD dateModified, article:modified_time, og:updated_time or &lt;time itemprop=&quot;dateModified&quot;&gt;): the sitemap is stale, and search engines that trust it recrawl the page late. Set the lastmod to the page&apos;s date, which the message names, and have the sitemap written when pages change.</source>
        <translation>Stránka uvádí, že se změnila po datu lastmod v souboru Sitemap (její JSON-LD dateModified, article:modified_time, og:updated_time nebo &lt;time itemprop=&quot;dateModified&quot;&gt;): soubor Sitemap je zastaralý a vyhledávače, které mu věří, procházejí stránku znovu pozdě. Nastavte lastmod na datum stránky, které zpráva uvádí, a nechte soubor Sitemap zapisovat, když se stránky mění.</translation>
    </message>
    <message>
        <source>Lastmod follows the deploy time, not the pages</source>
        <translation>Lastmod sleduje čas nasazení, ne stránky</translation>
    </message>
    <message>
        <source>Most of the sitemap&apos;s lastmod values are the date of their page&apos;s Last-Modified header while the pages themselves give other dates. Static hosts and CDNs set that header to the time of the last deploy, the same for every page, so the sitemap says every page changed then. Google uses lastmod only when it is verifiably accurate. Take the dates from the pages (crawl --lastmod does) or leave lastmod out; the findings on each URL offer the page&apos;s date.</source>
        <translation>Většina hodnot lastmod v souboru Sitemap je datem hlavičky Last-Modified jejich stránky, zatímco stránky samy uvádějí jiná data. Statické hostingy a CDN nastavují tuto hlavičku na čas posledního nasazení, stejný pro všechny stránky, takže soubor Sitemap tvrdí, že se tehdy změnila každá stránka. Google používá lastmod jen tehdy, když je ověřitelně přesné. Berte data ze stránek (crawl --lastmod to dělá), nebo lastmod vynechte; zjištění u jednotlivých adres URL nabízejí datum stránky.</translation>
    </message>
    <message>
        <source>Page images missing from the sitemap entry</source>
        <translation>Obrázky stránky chybějící v položce souboru Sitemap</translation>
    </message>
    <message>
        <source>The sitemap lists images, but its entry for this page lacks some that the page shows on its own host (&lt;img&gt;, its largest srcset candidate, &lt;picture&gt; sources, og:image). Image sitemaps are how image search finds pictures that pages load in ways a crawler may miss. Add the images the message names, or leave them out on purpose.</source>
        <translation>Soubor Sitemap uvádí obrázky, ale jeho položce pro tuto stránku chybějí některé, které stránka zobrazuje na vlastním hostiteli (&lt;img&gt;, největší kandidát jeho srcset, zdroje &lt;picture&gt;, og:image). Soubory Sitemap pro obrázky jsou cestou, jak vyhledávání obrázků najde obrázky, které stránky načítají způsobem, jenž prohledávač může přehlédnout. Přidejte obrázky, které zpráva uvádí, nebo je vynechte záměrně.</translation>
    </message>
    <message>
        <source>Add the page&apos;s images to the entry</source>
        <translation>Přidat obrázky stránky do položky</translation>
    </message>
    <message>
        <source>Image URL is not an image</source>
        <translation>Adresa URL obrázku není obrázek</translation>
    </message>
    <message>
        <source>The image&apos;s URL answers, but its Content-Type is no image (text/html, application/json, ...): typically an error page served with status 200, or a moved image whose old URL now shows a page. Google&apos;s image sitemap guide asks for the image files themselves; such entries are dropped. Point image:loc at the image, or remove the image from the entry.</source>
        <translation>Adresa URL obrázku odpovídá, ale její Content-Type není obrázek (text/html, application/json, ...): obvykle chybová stránka vrácená se stavem 200, nebo přesunutý obrázek, jehož stará adresa nyní zobrazuje stránku. Návod Googlu k souborům Sitemap pro obrázky žádá samotné soubory obrázků; takové položky se zahazují. Nasměrujte image:loc na obrázek, nebo obrázek z položky odeberte.</translation>
    </message>
    <message>
        <source>Remove the URL from the sitemap (for an image, the image from its entry)</source>
        <translation>Odebrat adresu URL ze souboru Sitemap (u obrázku odebrat obrázek z jeho položky)</translation>
    </message>
    <message>
        <source>Remove the image from the entry</source>
        <translation>Odebrat obrázek z položky</translation>
    </message>
    <message>
        <source>The &lt;news:language&gt; is not an ISO 639 language code of two or three letters, such as &apos;en&apos; or &apos;fil&apos;, as Google Search Central&apos;s news sitemap documentation requires. The only exceptions it lists are zh-cn and zh-tw for Simplified and Traditional Chinese. Codes are read in any case (zh-CN is zh-cn). A longer tag such as en-US or zh-Hant is not taken: write the language&apos;s code alone (en), or zh-cn or zh-tw for Chinese by its script or region (zh-Hans, zh-SG: zh-cn; zh-Hant, zh-HK: zh-tw).</source>
        <translation>Prvek &lt;news:language&gt; není kód jazyka podle ISO 639 o dvou nebo třech písmenech, například „en“ nebo „fil“, jak vyžaduje dokumentace Google Search Central k souborům Sitemap pro zprávy. Jediné výjimky, které uvádí, jsou zh-cn a zh-tw pro zjednodušenou a tradiční čínštinu. Na velikosti písmen nezáleží (zh-CN je zh-cn). Delší značka jako en-US nebo zh-Hant se nepřijímá: napište jen kód jazyka (en), pro čínštinu podle písma nebo oblasti zh-cn či zh-tw (zh-Hans, zh-SG: zh-cn; zh-Hant, zh-HK: zh-tw).</translation>
    </message>
    <message>
        <source>Write the language code the message names</source>
        <translation>Zapsat kód jazyka uvedený ve zprávě</translation>
    </message>
    <message>
        <source>Placeholder lastmod</source>
        <translation>Zástupné lastmod</translation>
    </message>
    <message>
        <source>Remove the lastmod</source>
        <translation>Odstranit lastmod</translation>
    </message>
    <message>
        <source>Couldn&apos;t fetch</source>
        <translation>Nepodařilo se načíst</translation>
    </message>
    <message>
        <source>Asked for as the search engine&apos;s crawler (the --user-agent chosen, Googlebot smartphone by default), the sitemap&apos;s address answered an error status or nothing at all, while a browser was given the file. Search Console shows such a sitemap as &quot;Couldn&apos;t fetch&quot; and reads none of its URLs. A firewall, a bot protection or a rule on the User-Agent that turns crawlers away is the usual cause: let the crawler fetch the sitemap (a real Googlebot is told apart by a reverse DNS lookup of its address, not by its User-Agent).</source>
        <translation>Na žádost prohledávače vyhledávače (zvolený --user-agent, výchozí Googlebot pro chytré telefony) vrátila adresa souboru Sitemap chybový stav nebo nic, zatímco prohlížeč soubor dostal. Search Console takový soubor Sitemap zobrazí jako „Nepodařilo se načíst“ a nepřečte z něj žádnou adresu URL. Obvyklou příčinou je firewall, ochrana proti botům nebo pravidlo na User-Agent, které prohledávače odmítá: nechte prohledávač soubor Sitemap načíst (skutečný Googlebot se pozná podle zpětného dotazu DNS na jeho adresu, ne podle User-Agent).</translation>
    </message>
    <message>
        <source>Sitemap is HTML</source>
        <translation>Soubor Sitemap je HTML</translation>
    </message>
    <message>
        <source>Asked for as the search engine&apos;s crawler, the sitemap&apos;s address answered an HTML page (a bot challenge, a consent wall, a login page) where a browser was given the sitemap. Search Console shows it as &quot;Sitemap is HTML&quot; and reads no URL from it. Serve the sitemap itself to crawlers: leave its address out of the challenge or the wall.</source>
        <translation>Na žádost prohledávače vyhledávače vrátila adresa souboru Sitemap stránku HTML (ověření proti botům, stěnu se souhlasem, přihlašovací stránku), zatímco prohlížeč dostal soubor Sitemap. Search Console ho zobrazí jako „Soubor Sitemap je HTML“ a nepřečte z něj žádnou adresu URL. Posílejte prohledávačům samotný soubor Sitemap: vyjměte jeho adresu z ověření nebo stěny.</translation>
    </message>
    <message>
        <source>Sitemap served differently to crawlers</source>
        <translation>Soubor Sitemap se prohledávačům posílá jinak</translation>
    </message>
    <message>
        <source>The sitemap&apos;s address answered the search engine&apos;s crawler otherwise than a browser: with another status, another Content-Type, or a redirect to another address. Search engines read what their crawler is given, so what a browser shows is not what they read, and a redirect to another host or folder changes which URLs the sitemap may list. Serve crawlers and browsers the same file at the same address.</source>
        <translation>Adresa souboru Sitemap odpověděla prohledávači vyhledávače jinak než prohlížeči: jiným stavem, jiným Content-Type nebo přesměrováním na jinou adresu. Vyhledávače čtou to, co dostane jejich prohledávač, takže to, co ukazuje prohlížeč, není to, co čtou, a přesměrování na jiného hostitele nebo do jiné složky mění, které adresy URL smí soubor Sitemap uvádět. Posílejte prohledávačům i prohlížečům stejný soubor na stejné adrese.</translation>
    </message>
    <message>
        <source>Noindex in the HTML, removed by JavaScript</source>
        <translation>Noindex v HTML, odstraněný JavaScriptem</translation>
    </message>
    <message>
        <source>The page&apos;s HTML as the server sends it has a robots meta tag with noindex, and its JavaScript removes or changes it. Google&apos;s JavaScript guide: when Googlebot finds noindex it may skip rendering and running JavaScript, so a script cannot lift it; the page stays out of the index (Search Console: &quot;Excluded by &apos;noindex&apos; tag&quot;). If the page should be indexed, leave noindex out of the HTML the server sends.</source>
        <translation>HTML stránky, jak ho posílá server, má meta značku robots s noindex a JavaScript stránky ji odstraní nebo změní. Průvodce JavaScriptem od Googlu: když Googlebot najde noindex, může vykreslení a spuštění JavaScriptu vynechat, takže skript ho zrušit nemůže; stránka zůstane mimo index (Search Console: &quot;Excluded by &apos;noindex&apos; tag&quot;). Má-li být stránka v indexu, vynechte noindex z HTML, které posílá server.</translation>
    </message>
    <message>
        <source>JavaScript changes the robots meta tag</source>
        <translation>JavaScript mění meta značku robots</translation>
    </message>
    <message>
        <source>The page&apos;s robots meta directives (noindex, nofollow) differ between its HTML as sent and the page once its JavaScript ran (the crawl rendered it as Google does). Google reads both, and a noindex in either keeps the page out of the index; other search engines may read only the HTML. Write the directives the page means into the HTML the server sends.</source>
        <translation>Direktivy meta robots stránky (noindex, nofollow) se liší mezi jejím HTML, jak bylo odesláno, a stránkou po spuštění jejího JavaScriptu (procházení ji vykreslilo jako Google). Google čte obojí a noindex v kterémkoli z nich drží stránku mimo index; jiné vyhledávače mohou číst jen HTML. Zapište direktivy, které stránka myslí, do HTML, které posílá server.</translation>
    </message>
    <message>
        <source>JavaScript changes the canonical URL</source>
        <translation>JavaScript mění kanonickou URL</translation>
    </message>
    <message>
        <source>The page&apos;s &lt;link rel=&quot;canonical&quot;&gt; differs between its HTML as sent and the page once its JavaScript ran: the script adds one, removes it or names another URL. Google&apos;s JavaScript guide advises against setting the canonical with JavaScript, and where a script does, asks that the HTML carries no other one: Google may take either. Put the canonical the page means into the HTML the server sends.</source>
        <translation>&lt;link rel=&quot;canonical&quot;&gt; stránky se liší mezi jejím HTML, jak bylo odesláno, a stránkou po spuštění jejího JavaScriptu: skript ho přidá, odstraní nebo uvede jinou URL. Průvodce JavaScriptem od Googlu nedoporučuje nastavovat kanonickou URL JavaScriptem, a kde to skript dělá, žádá, aby HTML žádnou jinou neneslo: Google může vzít kteroukoli. Dejte kanonickou URL, kterou stránka myslí, do HTML, které posílá server.</translation>
    </message>
    <message>
        <source>Page reachable only through links JavaScript creates</source>
        <translation>Stránka dosažitelná jen přes odkazy vytvořené JavaScriptem</translation>
    </message>
    <message>
        <source>Every link the crawl followed to this page exists only once the linking pages&apos; JavaScript ran; their HTML as sent has none. Google renders pages and follows &lt;a href&gt; links of the rendered page, later than those of the HTML, and crawlers that run no JavaScript never find the page but through the sitemap. Render the links into the HTML the server sends (server-side rendering or prerendering), or link the page from a page that does.</source>
        <translation>Každý odkaz, po kterém procházení na tuto stránku přišlo, existuje až po spuštění JavaScriptu odkazujících stránek; jejich HTML, jak bylo odesláno, žádný nemá. Google stránky vykresluje a sleduje odkazy &lt;a href&gt; vykreslené stránky, později než odkazy z HTML, a prohledávače, které JavaScript nespouštějí, stránku najdou jen přes soubor sitemap. Vykreslete odkazy do HTML, které posílá server (vykreslování na serveru nebo předběžné vykreslení), nebo na stránku odkažte ze stránky, která to dělá.</translation>
    </message>
    <message>
        <source>Page did not finish rendering</source>
        <translation>Stránka nedokončila vykreslení</translation>
    </message>
    <message>
        <source>Page resources blocked by robots.txt</source>
        <translation>Zdroje stránky blokované souborem robots.txt</translation>
    </message>
    <message>
        <source>Rendering the page needed scripts, style sheets or data that robots.txt disallows for the crawl&apos;s user agent, so they were not loaded, as Google&apos;s renderer does not load them (URL Inspection: &quot;Page resources: couldn&apos;t be loaded, Blocked by robots.txt&quot;). What they would have built is missing from what Google sees. Allow them in robots.txt; the message names them.</source>
        <translation>Vykreslení stránky potřebovalo skripty, styly nebo data, které robots.txt pro user agenta procházení zakazuje, takže nebyly načteny, stejně jako je nenačte vykreslovač Googlu (Kontrola URL: &quot;Page resources: couldn&apos;t be loaded, Blocked by robots.txt&quot;). Co by vytvořily, v tom, co vidí Google, chybí. Povolte je v robots.txt; zpráva je jmenuje.</translation>
    </message>
    <message>
        <source>The page&apos;s JavaScript kept the network busy until the crawl&apos;s page time ran out (a request that never ends, or one started again and again), so the page was read as it stood then. Google&apos;s renderer also gives a page limited time; what the page shows later may not be indexed (URL Inspection: &quot;Page partially loaded&quot;). Make the page&apos;s content and links load without waiting on endless requests, or give each page more seconds if the page is merely slow (crawl --page-time; in Crawl Site…, &quot;Give up on a page after&quot;).</source>
        <translation>JavaScript stránky zaměstnával síť, dokud nevypršel čas procházení na stránku (požadavek, který nikdy neskončí, nebo jeden spouštěný stále znovu), takže stránka byla přečtena, jak byla v tu chvíli. I vykreslovač Googlu dává stránce omezený čas; co stránka ukáže později, nemusí být indexováno (Kontrola URL: &quot;Page partially loaded&quot;). Zařiďte, aby se obsah a odkazy stránky načetly bez čekání na nekonečné požadavky, nebo dejte každé stránce více sekund, je-li stránka jen pomalá (crawl --page-time; v Procházet web… „Vzdát stránku po“).</translation>
    </message>
    <message>
        <source>The &lt;lastmod&gt; date is one no page can have: it lies before 6 August 1991, when the first web page went online (1970-01-01, the start of Unix time, or 0001-01-01), or it is a midnight that many URLs of the file share, years before every other lastmod of the file (a generator that dates its tag and category pages 2000-01-01T00:00:00+00:00 while its articles are dated 2021 to 2023). Such dates are what a generator writes for a date it does not know. Google Search Central&apos;s sitemap documentation says Google uses lastmod only when it is consistently and verifiably accurate, so a placeholder weakens the file&apos;s other dates. Remove the lastmod, or write the page&apos;s real last change.</source>
        <translation>Datum &lt;lastmod&gt; nemůže mít žádná stránka: leží před 6. srpnem 1991, kdy začala fungovat první webová stránka (1970-01-01, počátek času Unixu, nebo 0001-01-01), nebo je to půlnoc, kterou sdílí mnoho adres URL souboru, roky před všemi ostatními lastmod souboru (generátor, který dává stránkám štítků a kategorií 2000-01-01T00:00:00+00:00, zatímco články mají data 2021 až 2023). Taková data zapisuje generátor místo data, které nezná. Dokumentace Google Search Central k souborům Sitemap uvádí, že Google používá lastmod, jen pokud je soustavně a ověřitelně přesné, takže zástupné datum oslabuje i ostatní data souboru. Odstraňte lastmod, nebo zapište skutečnou poslední změnu stránky.</translation>
    </message>
    <message>
        <source>Duplicate, Google chose different canonical than user</source>
        <translation>Duplicitní, Google zvolil jinou kanonickou stránku než uživatel</translation>
    </message>
    <message>
        <source>Search Console (URL Inspection or the Page indexing report) says that Google took the page for a duplicate and indexes another URL, which the message names, in its place, although the page declares itself or another URL canonical. A sitemap should list the URLs that are to be indexed: list Google&apos;s choice instead, or, if this URL is the one that should be shown, make the duplicates point to it (canonical, redirects, internal links).</source>
        <translation>Search Console (kontrola adresy URL nebo přehled Indexování stránek) hlásí, že Google stránku považuje za duplikát a místo ní indexuje jinou adresu URL, kterou zpráva uvádí, přestože stránka jako kanonickou deklaruje sebe nebo jinou adresu. Soubor Sitemap má uvádět adresy URL, které se mají indexovat: uveďte místo ní volbu Googlu, nebo, má-li se ve vyhledávání zobrazovat právě tato adresa, nasměrujte na ni duplikáty (kanonickým odkazem, přesměrováním, interními odkazy).</translation>
    </message>
    <message>
        <source>Replace the URL by the canonical Google chose (removed instead when the sitemap lists that URL already)</source>
        <translation>Nahradit adresu URL kanonickou adresou, kterou zvolil Google (pokud ji soubor Sitemap už uvádí, adresa URL se místo toho odstraní)</translation>
    </message>
    <message>
        <source>Crawled - currently not indexed</source>
        <translation>Procházeno – momentálně neindexováno</translation>
    </message>
    <message>
        <source>Search Console says that Google crawled the page and chose not to index it, for now. It may be indexed later; resubmitting it does not help. When many pages of a section are here, look at what sets them apart: thin or near-identical content, few internal links, or pages that should not be in the sitemap at all.</source>
        <translation>Search Console hlásí, že Google stránku prošel a zatím se rozhodl ji neindexovat. Později indexována být může; opakované odeslání nepomůže. Je-li takových stránek z jedné sekce mnoho, hledejte, čím se liší: slabým nebo téměř shodným obsahem, malým počtem interních odkazů, nebo jde o stránky, které do souboru Sitemap vůbec nepatří.</translation>
    </message>
    <message>
        <source>Discovered - currently not indexed</source>
        <translation>Objeveno – momentálně neindexováno</translation>
    </message>
    <message>
        <source>Search Console says that Google knows the URL (from the sitemap or a link) but has not crawled it yet, often because crawling the site seemed to overload it, or because Google does not expect much of the pages. A site that answers fast and links its important pages well is crawled more; keep the sitemap to the pages that matter.</source>
        <translation>Search Console hlásí, že Google adresu URL zná (ze souboru Sitemap nebo z odkazu), ale dosud ji neprošel, často proto, že by procházení web zřejmě přetížilo, nebo proto, že od stránek mnoho neočekává. Web, který odpovídá rychle a na důležité stránky dobře odkazuje, se prochází víc; uvádějte v souboru Sitemap jen stránky, na kterých záleží.</translation>
    </message>
    <message>
        <source>Submitted URL blocked by robots.txt</source>
        <translation>Odeslaná adresa URL je blokována souborem robots.txt</translation>
    </message>
    <message>
        <source>The sitemap lists the URL, and Search Console says that the site&apos;s robots.txt does not let Googlebot fetch it. A sitemap asks for its URLs to be crawled: remove the URL from the sitemap, or allow it in robots.txt if it should be found in search.</source>
        <translation>Soubor Sitemap adresu URL uvádí a Search Console hlásí, že soubor robots.txt webu robotovi Googlebot nedovolí ji načíst. Soubor Sitemap žádá o procházení svých adres URL: odstraňte adresu URL ze souboru Sitemap, nebo ji v souboru robots.txt povolte, má-li být k nalezení ve vyhledávání.</translation>
    </message>
    <message>
        <source>The sitemap lists the URL, and Search Console says that the page forbids indexing with a noindex rule, in a robots meta tag or an X-Robots-Tag HTTP header (&quot;Excluded by &apos;noindex&apos; tag&quot;). Remove the URL from the sitemap, or the rule from the page if it should be indexed.</source>
        <translation>Soubor Sitemap adresu URL uvádí a Search Console hlásí, že stránka zakazuje indexování pravidlem noindex v metaznačce robots nebo v hlavičce HTTP X-Robots-Tag („Vyloučeno značkou ‚noindex‘“). Odstraňte adresu URL ze souboru Sitemap, nebo pravidlo ze stránky, má-li být indexována.</translation>
    </message>
    <message>
        <source>Submitted URL not found (404)</source>
        <translation>Odeslaná adresa URL nebyla nalezena (404)</translation>
    </message>
    <message>
        <source>The sitemap lists the URL, and Search Console says that the server answered Googlebot 404 Not Found (or 410 Gone). A sitemap should list only pages that exist: remove the URL, or restore the page, or redirect it to its new address and list that one.</source>
        <translation>Soubor Sitemap adresu URL uvádí a Search Console hlásí, že server robotovi Googlebot odpověděl 404 Not Found (nebo 410 Gone). Soubor Sitemap má uvádět jen existující stránky: odstraňte adresu URL, nebo stránku obnovte, nebo ji přesměrujte na novou adresu a uveďte tu.</translation>
    </message>
    <message>
        <source>Submitted URL seems to be a Soft 404</source>
        <translation>Odeslaná adresa URL se zdá být chybou soft 404</translation>
    </message>
    <message>
        <source>Search Console says that the page answers 200 OK but looks to Google like an error page: empty, &quot;no results&quot;, &quot;not found&quot; in the text. Google does not index it. Make a page that no longer exists answer 404 or 410 and remove it from the sitemap; give a page that does exist real content.</source>
        <translation>Search Console hlásí, že stránka odpovídá 200 OK, ale Googlu připadá jako chybová stránka: prázdná, v textu „žádné výsledky“ nebo „nenalezeno“. Google ji neindexuje. Ať stránka, která už neexistuje, odpovídá 404 nebo 410, a odstraňte ji ze souboru Sitemap; stránce, která existuje, dejte skutečný obsah.</translation>
    </message>
    <message>
        <source>Search Console says that the server answered Googlebot with a 5xx error, or took too long to answer, when it fetched the URL. Google cannot index a page it cannot fetch, and crawls a site that fails less. Look at the server&apos;s logs for Googlebot&apos;s requests at the last crawl time.</source>
        <translation>Search Console hlásí, že server při načítání adresy URL odpověděl robotovi Googlebot chybou 5xx nebo odpovídal příliš dlouho. Stránku, kterou nelze načíst, Google indexovat nemůže, a web, který selhává, prochází méně. Hledejte v protokolech serveru požadavky robota Googlebot v čase posledního procházení.</translation>
    </message>
    <message>
        <source>Search Console says that the URL redirects, so Google indexes the page it leads to instead, if any. A sitemap should list final URLs: replace the URL by the one the redirect leads to.</source>
        <translation>Search Console hlásí, že adresa URL přesměrovává, takže Google místo ní indexuje stránku, na kterou vede, pokud vůbec. Soubor Sitemap má uvádět cílové adresy URL: nahraďte adresu URL tou, na kterou přesměrování vede.</translation>
    </message>
    <message>
        <source>Redirect error</source>
        <translation>Chyba přesměrování</translation>
    </message>
    <message>
        <source>Search Console says that Googlebot could not follow the URL&apos;s redirects: a chain too long, a loop, a redirect to a URL too long or to an empty or bad URL. Make the URL answer directly, or redirect once to a page that answers 200, and list that page.</source>
        <translation>Search Console hlásí, že Googlebot nemohl sledovat přesměrování adresy URL: příliš dlouhý řetězec, smyčka, přesměrování na příliš dlouhou, prázdnou nebo chybnou adresu URL. Ať adresa URL odpovídá přímo, nebo jednou přesměruje na stránku, která odpovídá 200, a uveďte tu stránku.</translation>
    </message>
    <message>
        <source>Submitted URL not indexed</source>
        <translation>Odeslaná adresa URL není indexována</translation>
    </message>
    <message>
        <source>The sitemap lists the URL, and Search Console gives another reason for not indexing it, which the message quotes: an alternate page with a proper canonical tag, a duplicate without a user-selected canonical, a request blocked with 401, 403 or another 4xx status, and so on. Search Console&apos;s help on the Page indexing report explains each reason.</source>
        <translation>Soubor Sitemap adresu URL uvádí a Search Console uvádí jiný důvod, proč ji neindexuje, který zpráva cituje: alternativní stránka se správnou kanonickou značkou, duplikát bez kanonické stránky zvolené uživatelem, požadavek blokovaný stavem 401, 403 nebo jiným 4xx a podobně. Každý důvod vysvětluje nápověda Search Console k přehledu Indexování stránek.</translation>
    </message>
    <message>
        <source>URL known to Google, not in the sitemap</source>
        <translation>Adresa URL známá Googlu, která není v souboru Sitemap</translation>
    </message>
    <message>
        <source>Google knows the URL (it was inspected, or a Page indexing export lists it) and no sitemap read lists it. An indexed page that ought to be found belongs in the sitemap (&quot;Indexed, not submitted in sitemap&quot;); one that is gone, redirects or is a duplicate does not, and needs nothing.</source>
        <translation>Google adresu URL zná (byla zkontrolována, nebo ji uvádí export z přehledu Indexování stránek) a žádný načtený soubor Sitemap ji neuvádí. Indexovaná stránka, která má být k nalezení, do souboru Sitemap patří („Indexováno, ale neodesláno v souboru Sitemap“); stránka, která zmizela, přesměrovává nebo je duplikátem, nepatří a nic nepotřebuje.</translation>
    </message>
    <message>
        <source>URL is unknown to Google</source>
        <translation>Adresa URL není Googlu známa</translation>
    </message>
    <message>
        <source>The sitemap lists the URL and URL Inspection says that Google has never seen it: the sitemap was not submitted or not read yet, or Google has not come to this URL. Check in Search Console that the sitemap is submitted and read without errors, and link the page from the site.</source>
        <translation>Soubor Sitemap adresu URL uvádí a kontrola adresy URL hlásí, že ji Google nikdy neviděl: soubor Sitemap nebyl odeslán nebo ještě nebyl načten, nebo se Google k této adrese URL zatím nedostal. Ověřte v Search Console, že je soubor Sitemap odeslán a načten bez chyb, a odkažte na stránku z webu.</translation>
    </message>
    <message>
        <source>Lastmod claims a change the content history disproves</source>
        <translation>Lastmod tvrdí změnu, kterou historie obsahu vyvrací</translation>
    </message>
    <message>
        <source>The crawls kept of the site (crawl --since) saw the page&apos;s main content as it is now before the lastmod&apos;s date, and again after it, unchanged (menus, footers and teasers left out). A lastmod that moves while the content does not is what makes Google stop trusting a sitemap&apos;s dates: it uses lastmod only when it is consistently and verifiably accurate. Set the lastmod to when the content last changed, which the message names.</source>
        <translation>Uchovaná procházení webu (crawl --since) viděla hlavní obsah stránky v dnešní podobě už před datem lastmod a po něm znovu beze změny (nabídky, patičky a upoutávky se nepočítají). Lastmod, který se mění, zatímco obsah ne, je přesně to, kvůli čemu Google přestává datům v souboru Sitemap věřit: lastmod používá, jen když je soustavně a ověřitelně přesný. Nastavte lastmod na dobu poslední změny obsahu, kterou uvádí zpráva.</translation>
    </message>
    <message>
        <source>Set the lastmod to when the content last changed</source>
        <translation>Nastavit lastmod na dobu poslední změny obsahu</translation>
    </message>
    <message>
        <source>Content changed, lastmod did not</source>
        <translation>Obsah se změnil, lastmod ne</translation>
    </message>
    <message>
        <source>A crawl after the lastmod&apos;s date saw other main content than the page has now: the page changed since, and the sitemap did not record it. Search engines that trust the sitemap recrawl the page late. Set the lastmod to the crawl that first saw the new content, which the message names, and have the sitemap written when pages change.</source>
        <translation>Procházení po datu lastmod vidělo jiný hlavní obsah, než má stránka nyní: stránka se od té doby změnila a soubor Sitemap to nezaznamenal. Vyhledávače, které mu věří, stránku projdou znovu pozdě. Nastavte lastmod na procházení, které nový obsah vidělo poprvé (uvádí ho zpráva), a nechte soubor Sitemap zapisovat při změnách stránek.</translation>
    </message>
    <message>
        <source>Set the lastmod to when the content changed</source>
        <translation>Nastavit lastmod na dobu změny obsahu</translation>
    </message>
    <message>
        <source>Duplicate without user-selected canonical</source>
        <translation>Duplicitní stránka bez kanonické verze vybrané uživatelem</translation>
    </message>
    <message>
        <source>The crawl found the same main content (menus, footers and teasers left out) on several pages the sitemap lists, and none of them names one of the others as its canonical URL. Google then picks one itself and leaves the rest out of its index, as Search Console reports under &quot;Duplicate without user-selected canonical&quot;. List one URL of each such group, and have the others name it as their canonical; the message names the group.</source>
        <translation>Procházení našlo stejný hlavní obsah (bez nabídek, patiček a upoutávek) na několika stránkách ze souboru Sitemap a žádná z nich neuvádí jinou z nich jako svou kanonickou URL. Google pak jednu vybere sám a ostatní do indexu nezařadí, jak Search Console hlásí pod „Duplicitní stránka bez kanonické verze vybrané uživatelem“. Uveďte z každé takové skupiny jednu URL a ostatní ať ji uvádějí jako kanonickou; skupinu jmenuje zpráva.</translation>
    </message>
    <message>
        <source>Keep one URL of the group, remove the others</source>
        <translation>Ponechat jednu URL skupiny, ostatní odebrat</translation>
    </message>
</context>
<context>
    <name>Studio::Accessibility</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A toolbar button&apos;s tooltip: the action&apos;s name and its keyboard shortcut.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1
Rules: %2</source>
        <extracomment>A form field&apos;s tooltip: what the field takes, then the rules that check it.</extracomment>
        <translation>%1
Pravidla: %2</translation>
    </message>
</context>
<context>
    <name>Studio::AgentComparison</name>
    <message>
        <source>no answer (%1)</source>
        <translation>žádná odpověď (%1)</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>HTTP %1 (%2)</source>
        <translation>HTTP %1 (%2)</translation>
    </message>
    <message>
        <source>Couldn&apos;t fetch as %1: %2 answers %1 with %3 and a browser with %4</source>
        <translation>Nepodařilo se načíst jako %1: %2 odpovídá prohledávači %1 stavem %3 a prohlížeči stavem %4</translation>
    </message>
    <message>
        <source>%1 answers %2 with %3 and a browser with %4</source>
        <translation>%1 odpovídá prohledávači %2 stavem %3 a prohlížeči stavem %4</translation>
    </message>
    <message>
        <source>Sitemap is HTML to %1: %2 gives %1 an HTML page with %3 and a browser the sitemap with %4</source>
        <translation>Soubor Sitemap je pro %1 HTML: %2 dává prohledávači %1 stránku HTML (%3) a prohlížeči soubor Sitemap (%4)</translation>
    </message>
    <message>
        <source>Sitemap is HTML to %1: %2 gives %1 an HTML page titled &quot;%3&quot; with %4 and a browser the sitemap with %5</source>
        <translation>Soubor Sitemap je pro %1 HTML: %2 dává prohledávači %1 stránku HTML s názvem „%3“ (%4) a prohlížeči soubor Sitemap (%5)</translation>
    </message>
    <message>
        <source>no Content-Type</source>
        <translation>bez Content-Type</translation>
    </message>
    <message>
        <source>%1 is sent to %2 as %3 and to a browser as %4</source>
        <translation>%1 se posílá prohledávači %2 jako %3 a prohlížeči jako %4</translation>
    </message>
    <message>
        <source>no other address</source>
        <translation>žádnou jinou adresu</translation>
    </message>
    <message>
        <source>%1 redirects %2 to %3 and a browser to %4</source>
        <translation>%1 přesměrovává prohledávač %2 na %3 a prohlížeč na %4</translation>
    </message>
</context>
<context>
    <name>Studio::AlternatesEditor</name>
    <message>
        <source>hreflang</source>
        <translation>hreflang</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>rel</source>
        <translation>rel</translation>
    </message>
    <message>
        <source>Language, or language and region (ISO 639-1, ISO 3166-1), of the alternate to add; x-default for the fallback page</source>
        <translation>Jazyk, nebo jazyk a oblast (ISO 639-1, ISO 3166-1), přidávané alternativy; x-default pro záložní stránku</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Od&amp;ebrat</translation>
    </message>
    <message>
        <source>Give every other URL of this set that is in the workspace the same language links, so that each links back (one undo step)</source>
        <translation>Všem ostatním adresám URL této sady, které jsou v pracovním prostoru, doplní stejné odkazy hreflang, aby každá odkazovala zpět (vrátit lze jedním krokem)</translation>
    </message>
    <message>
        <source>Add hreflang %1 to %2</source>
        <translation>Přidat hreflang %1 k %2</translation>
    </message>
    <message>
        <source>Remove an alternate of %1</source>
        <translation>Odebrat alternativu stránky %1</translation>
    </message>
    <message>
        <source>Edit an alternate of %1</source>
        <translation>Upravit alternativu stránky %1</translation>
    </message>
    <message>
        <source>Alternates of the entry</source>
        <translation>Alternativy položky</translation>
    </message>
    <message>
        <source>Language of the alternate to add</source>
        <translation>Jazyk přidávané alternativy</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Při&amp;dat</translation>
    </message>
    <message>
        <source>Add re&amp;ciprocal links</source>
        <translation>Přidat vzá&amp;jemné odkazy</translation>
    </message>
    <message>
        <source>The alternate page&apos;s language: an ISO 639-1 code, with an ISO 3166-1 region if needed (en, en-GB, de-AT); x-default for the page shown when no language matches (Google).</source>
        <translation>Jazyk alternativní stránky: kód ISO 639-1, v případě potřeby s oblastí podle ISO 3166-1 (en, en-GB, de-AT); x-default pro stránku, která se zobrazí, když žádný jazyk neodpovídá (Google).</translation>
    </message>
    <message>
        <source>The alternate page&apos;s absolute URL. Each page of the set lists every page of it, itself included, and each one links back.</source>
        <translation>Absolutní adresa URL alternativní stránky. Každá stránka sady uvádí všechny stránky sady včetně sebe samé a každá z nich odkazuje zpět.</translation>
    </message>
    <message>
        <source>alternate for a language version of the page; other values are kept as found.</source>
        <translation>alternate pro jazykovou verzi stránky; ostatní hodnoty se zachovají tak, jak byly nalezeny.</translation>
    </message>
    <message numerus="yes">
        <source>Add reciprocal hreflang links to %Ln URLs</source>
        <translation>
            <numerusform>Přidat vzájemné odkazy hreflang k %Ln adrese URL</numerusform>
            <numerusform>Přidat vzájemné odkazy hreflang ke %Ln adresám URL</numerusform>
            <numerusform>Přidat vzájemné odkazy hreflang k %Ln adresám URL</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::BarChartView</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 pages
Click to show them in the table</source>
        <translation>
            <numerusform>%1: %2 stránka
Kliknutím je zobrazíte v tabulce</numerusform>
            <numerusform>%1: %2 stránky
Kliknutím je zobrazíte v tabulce</numerusform>
            <numerusform>%1: %2 stránek
Kliknutím je zobrazíte v tabulce</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::Checker</name>
    <message>
        <source>%1 is empty</source>
        <translation>%1: hodnota je prázdná</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 contains the control character %2 at position %3</source>
        <translation>%1 obsahuje na pozici %3 řídicí znak %2</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; contains %3 at position %4, which must be percent-encoded</source>
        <translation>%1 „%2“ obsahuje na pozici %4 znak %3, který musí být zakódován procentovým kódováním</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; contains an XML entity as text; it was escaped twice</source>
        <translation>%1 „%2“ obsahuje entitu XML jako text; byla escapována dvakrát</translation>
    </message>
    <message>
        <source>The URL has %1 characters; at most %2 are allowed</source>
        <translation>Počet znaků adresy URL: %1; povoleno je nejvýše %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; carries the session parameter &quot;%2&quot;</source>
        <translation>„%1“ obsahuje parametr relace „%2“</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a W3C Datetime</source>
        <translation>%1 „%2“ není ve formátu W3C Datetime</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; separates date and time with a space instead of T</source>
        <translation>%1 „%2“ odděluje datum a čas mezerou místo písmene T</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; writes the time zone offset without a colon</source>
        <translation>%1 „%2“ zapisuje posun časového pásma bez dvojtečky</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has a time but no time zone (Z or +hh:mm)</source>
        <translation>%1 „%2“ obsahuje čas, ale ne časové pásmo (Z nebo +hh:mm)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is neither xsd:date nor xsd:dateTime</source>
        <translation>%1 „%2“ není xsd:date ani xsd:dateTime</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is in the future</source>
        <translation>%1 „%2“ leží v budoucnosti</translation>
    </message>
    <message>
        <source>%1 contains the control character U+%2 at position %3</source>
        <translation>%1 obsahuje na pozici %3 řídicí znak U+%2</translation>
    </message>
    <message>
        <source>The URL has %1 images; at most %2 are allowed</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Počet obrázků u adresy URL: %1; povoleno je nejvýše %2</translation>
    </message>
    <message>
        <source>Image %1 has no &lt;image:loc&gt;</source>
        <translation>Obrázek %1 nemá &lt;image:loc&gt;</translation>
    </message>
    <message>
        <source>Image %1 &lt;image:loc&gt;</source>
        <translation>Obrázek %1, &lt;image:loc&gt;</translation>
    </message>
    <message>
        <source>Image %1 &lt;%2&gt;</source>
        <translation>Obrázek %1, &lt;%2&gt;</translation>
    </message>
    <message>
        <source>Video %1 has no %2</source>
        <translation>Video %1 nemá %2</translation>
    </message>
    <message>
        <source>Video %1 has neither &lt;video:content_loc&gt; nor &lt;video:player_loc&gt;</source>
        <translation>Video %1 nemá &lt;video:content_loc&gt; ani &lt;video:player_loc&gt;</translation>
    </message>
    <message>
        <source>Video %1 %2</source>
        <translation>Video %1, %2</translation>
    </message>
    <message>
        <source>Video %1 %2 is the page&apos;s own URL &quot;%3&quot;</source>
        <translation>Video %1: %2 je vlastní adresa URL stránky „%3“</translation>
    </message>
    <message>
        <source>Video %1 &lt;video:content_loc&gt; and &lt;video:player_loc&gt; are both &quot;%2&quot;</source>
        <translation>Video %1: &lt;video:content_loc&gt; i &lt;video:player_loc&gt; mají hodnotu „%2“</translation>
    </message>
    <message>
        <source>Video %1 title</source>
        <translation>Název videa %1</translation>
    </message>
    <message>
        <source>Video %1 title has %2 characters; search results show about %3</source>
        <translation>Počet znaků názvu videa %1: %2; výsledky vyhledávání zobrazí přibližně %3</translation>
    </message>
    <message>
        <source>Video %1 description</source>
        <translation>Popis videa %1</translation>
    </message>
    <message>
        <source>Video %1 description has %2 characters; at most %3 are allowed</source>
        <translation>Počet znaků popisu videa %1: %2; povoleno je nejvýše %3</translation>
    </message>
    <message>
        <source>Video %1 has %2 tags; at most %3 are allowed</source>
        <translation>Počet značek videa %1: %2; povoleno je nejvýše %3</translation>
    </message>
    <message>
        <source>Video %1 duration &quot;%2&quot; is not a whole number of seconds</source>
        <translation>Délka videa %1 „%2“ není celý počet sekund</translation>
    </message>
    <message>
        <source>Video %1 duration %2 s is outside 1 to %3 seconds</source>
        <translation>Délka videa %1 (%2 s) je mimo rozsah 1 až %3 sekund</translation>
    </message>
    <message>
        <source>Video %1 rating &quot;%2&quot; is not a number</source>
        <translation>Hodnocení videa %1 „%2“ není číslo</translation>
    </message>
    <message>
        <source>Video %1 rating %2 is outside 0.0 to 5.0</source>
        <translation>Hodnocení videa %1 (%2) je mimo rozsah 0.0 až 5.0</translation>
    </message>
    <message>
        <source>Video %1 view count &quot;%2&quot; is not a whole number</source>
        <translation>Počet zhlédnutí videa %1 „%2“ není celé číslo</translation>
    </message>
    <message>
        <source>Video %1 %2 is &quot;%3&quot;; it takes yes or no</source>
        <translation>Video %1: %2 má hodnotu „%3“; přípustné hodnoty jsou yes nebo no</translation>
    </message>
    <message>
        <source>Video %1 %2 has no relationship attribute (allow or deny)</source>
        <translation>Video %1: %2 nemá atribut relationship (allow nebo deny)</translation>
    </message>
    <message>
        <source>Video %1 %2 relationship=&quot;%3&quot;; it takes allow or deny</source>
        <translation>Video %1: %2 má relationship=&quot;%3&quot;; přípustné hodnoty jsou allow nebo deny</translation>
    </message>
    <message>
        <source>Video %1 restriction &quot;%2&quot; is not an ISO 3166-1 alpha-2 country code</source>
        <translation>Omezení videa %1 „%2“ není kód země ISO 3166-1 alpha-2</translation>
    </message>
    <message>
        <source>Video %1 platform &quot;%2&quot; is not web, mobile or tv</source>
        <translation>Platforma videa %1 „%2“ není web, mobile ani tv</translation>
    </message>
    <message>
        <source>Video %1 &lt;video:uploader&gt; info=&quot;%2&quot; is not an absolute URL</source>
        <translation>Video %1: &lt;video:uploader&gt; info=&quot;%2&quot; není absolutní adresa URL</translation>
    </message>
    <message>
        <source>Video %1 &lt;video:price&gt; currency=&quot;%2&quot; is not an ISO 4217 code</source>
        <translation>Video %1: &lt;video:price&gt; currency=&quot;%2&quot; není kód ISO 4217</translation>
    </message>
    <message>
        <source>Video %1 &lt;video:price&gt; type=&quot;%2&quot;; it takes rent or own</source>
        <translation>Video %1: &lt;video:price&gt; type=&quot;%2&quot;; přípustné hodnoty jsou rent nebo own</translation>
    </message>
    <message>
        <source>News entry has no &lt;news:publication&gt;</source>
        <translation>Zpravodajská položka nemá &lt;news:publication&gt;</translation>
    </message>
    <message>
        <source>News publication has no &lt;news:name&gt;</source>
        <translation>Publikace zprávy nemá &lt;news:name&gt;</translation>
    </message>
    <message>
        <source>News publication has no &lt;news:language&gt;</source>
        <translation>Publikace zprávy nemá &lt;news:language&gt;</translation>
    </message>
    <message>
        <source>News entry has no &lt;news:publication_date&gt;</source>
        <translation>Zpravodajská položka nemá &lt;news:publication_date&gt;</translation>
    </message>
    <message>
        <source>News entry has no &lt;news:title&gt;</source>
        <translation>Zpravodajská položka nemá &lt;news:title&gt;</translation>
    </message>
    <message>
        <source>News language &quot;%1&quot; is not an ISO 639 language code; write &quot;%2&quot; (only zh-cn and zh-tw carry a region)</source>
        <translation>Jazyk zprávy „%1“ není kód jazyka ISO 639; zapište „%2“ (oblast obsahují jen zh-cn a zh-tw)</translation>
    </message>
    <message>
        <source>News language &quot;%1&quot; is not an ISO 639 language code</source>
        <translation>Jazyk zprávy „%1“ není kód jazyka ISO 639</translation>
    </message>
    <message>
        <source>&lt;news:publication_date&gt;</source>
        <translation>&lt;news:publication_date&gt;</translation>
    </message>
    <message>
        <source>The article was published on %1, more than two days ago</source>
        <translation>Článek byl zveřejněn %1, před více než dvěma dny</translation>
    </message>
    <message>
        <source>News title</source>
        <translation>Název zprávy</translation>
    </message>
    <message>
        <source>News publication name</source>
        <translation>Název publikace zprávy</translation>
    </message>
    <message>
        <source>hreflang &quot;%1&quot;: &quot;%2&quot; is not an ISO 639-1 language code</source>
        <translation>hreflang „%1“: „%2“ není kód jazyka podle ISO 639-1</translation>
    </message>
    <message>
        <source>hreflang &quot;%1&quot;: &quot;%2&quot; is not an ISO 15924 script</source>
        <translation>hreflang „%1“: „%2“ není písmo podle ISO 15924</translation>
    </message>
    <message>
        <source>Alternate &quot;%1&quot; href</source>
        <translation>Alternativa „%1“, href</translation>
    </message>
    <message>
        <source>hreflang &quot;%1&quot; is given to both &quot;%2&quot; and &quot;%3&quot;</source>
        <translation>hreflang „%1“ je přiřazen adrese „%2“ i „%3“</translation>
    </message>
    <message>
        <source>The URL lists %1 language alternates but not itself</source>
        <translation>Adresa URL uvádí jazykové alternativy (%1), ale ne sebe samu</translation>
    </message>
    <message>
        <source>changefreq &quot;%1&quot; is not one of always, hourly, daily, weekly, monthly, yearly, never</source>
        <translation>changefreq „%1“ není žádná z hodnot always, hourly, daily, weekly, monthly, yearly, never</translation>
    </message>
    <message>
        <source>priority &quot;%1&quot; is not a number from 0.0 to 1.0</source>
        <translation>priority „%1“ není číslo od 0.0 do 1.0</translation>
    </message>
    <message>
        <source>Deprecated tags that search engines ignore: %1</source>
        <translation>Zastaralé značky, které vyhledávače ignorují: %1</translation>
    </message>
    <message>
        <source>robots.txt blocks &quot;%1&quot; for %2: line %3, &quot;Disallow: %4&quot;, in the group for %5</source>
        <translation>Soubor robots.txt blokuje „%1“ pro %2: řádek %3, „Disallow: %4“, ve skupině pro %5</translation>
    </message>
    <message>
        <source>The Sitemap line names &quot;%1&quot; on %2, another host than the robots.txt&apos;s %3. sitemaps.org allows this cross-submit; check that the host is the intended one</source>
        <translation>Řádek Sitemap uvádí „%1“ na hostiteli %2, který se liší od hostitele souboru robots.txt %3. Sitemaps.org takové křížové odeslání povoluje; zkontrolujte, zda jde o zamýšleného hostitele</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is on %2, but the sitemap is published on %3</source>
        <translation>„%1“ je na hostiteli %2, ale soubor Sitemap je zveřejněn na %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not on the host of the sitemap&apos;s location %2</source>
        <translation>„%1“ není na hostiteli umístění souboru Sitemap %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is outside the folder of the sitemap&apos;s location %2</source>
        <translation>„%1“ leží mimo složku umístění souboru Sitemap %2</translation>
    </message>
    <message>
        <source>entry %1</source>
        <translation>položka %1</translation>
    </message>
    <message>
        <source>entry %1 of %2</source>
        <translation>položka %1 z %2</translation>
    </message>
    <message>
        <source>(line %1)</source>
        <translation>(řádek %1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already listed at %2%3</source>
        <translation>Adresa „%1“ je již uvedena: %2%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the same URL as &quot;%2&quot; at %3%4</source>
        <translation>Adresa „%1“ je stejná adresa URL jako „%2“: %3%4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (hreflang &quot;%2&quot;) does not link back to this URL</source>
        <translation>„%1“ (hreflang „%2“) neodkazuje zpět na tuto adresu URL</translation>
    </message>
    <message>
        <source>The robots.txt has no Sitemap line</source>
        <translation>Soubor robots.txt neobsahuje řádek Sitemap</translation>
    </message>
    <message>
        <source>The sitemap index lists no sitemaps</source>
        <translation>Index souborů Sitemap neuvádí žádné soubory Sitemap</translation>
    </message>
    <message>
        <source>The sitemap lists no URLs</source>
        <translation>Soubor Sitemap neuvádí žádné adresy URL</translation>
    </message>
    <message>
        <source>The sitemap lists %1 URLs; at most %2 are allowed per file</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Počet adres URL v souboru Sitemap: %1; povoleno je nejvýše %2 na soubor</translation>
    </message>
    <message>
        <source>The index lists %1 sitemaps; at most %2 are allowed</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Počet souborů Sitemap v indexu: %1; povoleno je nejvýše %2</translation>
    </message>
    <message>
        <source>The file has %1 bytes uncompressed; at most %2 are allowed</source>
        <translation>Nekomprimovaná velikost souboru: %1 bajtů; povoleno je nejvýše %2</translation>
    </message>
    <message>
        <source>The file has %1 news entries; at most %2 are allowed</source>
        <translation>Počet zpravodajských položek v souboru: %1; povoleno je nejvýše %2</translation>
    </message>
    <message>
        <source>All %1 URLs have the same lastmod &quot;%2&quot;</source>
        <translation>Všechny adresy URL (%1) mají stejné lastmod „%2“</translation>
    </message>
    <message>
        <source>URLs with language alternates but no x-default alternate: %1</source>
        <translation>Adresy URL s jazykovými alternativami, ale bez alternativy x-default: %1</translation>
    </message>
    <message numerus="yes">
        <source>No publish location is known; %1, the host of %2 of %3 URLs, was assumed. Set it to check the sitemap&apos;s folder too.</source>
        <translation>
            <numerusform>Adresa zveřejnění není známa; předpokládá se %1, hostitel %2 z %3 adresy URL. Nastavte ji, aby se kontrolovala i složka souboru Sitemap.</numerusform>
            <numerusform>Adresa zveřejnění není známa; předpokládá se %1, hostitel %2 z %3 adres URL. Nastavte ji, aby se kontrolovala i složka souboru Sitemap.</numerusform>
            <numerusform>Adresa zveřejnění není známa; předpokládá se %1, hostitel %2 z %3 adres URL. Nastavte ji, aby se kontrolovala i složka souboru Sitemap.</numerusform>
        </translation>
    </message>
    <message>
        <source>The URL</source>
        <translation>Adresa URL</translation>
    </message>
    <message>
        <source>The sitemap URL</source>
        <translation>Adresa URL souboru Sitemap</translation>
    </message>
    <message>
        <source>lastmod</source>
        <translation>lastmod</translation>
    </message>
    <message>
        <source>The index entry holds %1; a &lt;sitemap&gt; may hold only &lt;loc&gt; and &lt;lastmod&gt;</source>
        <translation>Položka indexu obsahuje %1; prvek &lt;sitemap&gt; smí obsahovat jen &lt;loc&gt; a &lt;lastmod&gt;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is itself a sitemap index; an index may list sitemaps only, and Google reads neither it nor the sitemaps it lists</source>
        <translation>„%1“ je index souborů Sitemap; index smí uvádět jen soubory Sitemap a Google nečte ani jej, ani soubory Sitemap, které uvádí</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; lies before the web began: a placeholder, not the page&apos;s last change</source>
        <translation>%1 „%2“ leží před vznikem webu: je to zástupná hodnota, ne poslední změna stránky</translation>
    </message>
    <message numerus="yes">
        <source>lastmod &quot;%1&quot; is shared by %2 URLs and lies %n years before every other lastmod of the file: a placeholder, not the page&apos;s last change</source>
        <translation>
            <numerusform>lastmod „%1“ sdílí %2 adres URL a leží %n rok před všemi ostatními lastmod souboru: zástupné datum, ne poslední změna stránky</numerusform>
            <numerusform>lastmod „%1“ sdílí %2 adres URL a leží %n roky před všemi ostatními lastmod souboru: zástupné datum, ne poslední změna stránky</numerusform>
            <numerusform>lastmod „%1“ sdílí %2 adres URL a leží %n let před všemi ostatními lastmod souboru: zástupné datum, ne poslední změna stránky</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::CompareDock</name>
    <message>
        <source>%1 is not a sitemap.</source>
        <translation>%1 není soubor Sitemap.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Nelze přečíst %1: %2</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Porovnání</translation>
    </message>
    <message>
        <source>Compare the document with an earlier version of the sitemap: another file, a web address, or its file as last saved. The URLs added, removed and changed are listed here, with the fields that changed.</source>
        <translation>Porovná dokument se starší verzí souboru Sitemap: s jiným souborem, webovou adresou nebo naposledy uloženou verzí jeho souboru. Zde se zobrazí přidané, odebrané a změněné adresy URL i pole, která se změnila.</translation>
    </message>
    <message>
        <source>Compare the same source with the document as it is now</source>
        <translation>Porovná stejný zdroj s aktuálním stavem dokumentu</translation>
    </message>
    <message>
        <source>Write every difference to a CSV or JSON file</source>
        <translation>Zapíše všechny rozdíly do souboru CSV nebo JSON</translation>
    </message>
    <message>
        <source>The document has changed since this comparison. Compare again to bring the list up to date.</source>
        <translation>Dokument se od tohoto porovnání změnil. Porovnejte znovu, aby byl seznam aktuální.</translation>
    </message>
    <message>
        <source>Changed field</source>
        <translation>Změněné pole</translation>
    </message>
    <message>
        <source>Filter URLs</source>
        <translation>Filtrovat adresy URL</translation>
    </message>
    <message>
        <source>The document has no file yet: save it first.</source>
        <translation>Dokument zatím nemá soubor: nejprve jej uložte.</translation>
    </message>
    <message>
        <source>the saved version of %1</source>
        <translation>uložená verze souboru %1</translation>
    </message>
    <message>
        <source>Comparing with %1…</source>
        <translation>Porovnávání se zdrojem %1…</translation>
    </message>
    <message>
        <source>Comparing with %1 was cancelled.</source>
        <translation>Porovnávání se zdrojem %1 bylo zrušeno.</translation>
    </message>
    <message>
        <source>Child sitemaps of %1 that could not be read: %2. Their URLs show as added.</source>
        <translation>Podřízené soubory Sitemap zdroje %1, které nešlo přečíst: %2. Jejich adresy URL se zobrazují jako přidané.</translation>
    </message>
    <message>
        <source>No differences: the document and %1 list the same URLs (%2), with the same fields.</source>
        <translation>Žádné rozdíly: dokument i zdroj %1 uvádějí stejné adresy URL (%2) se stejnými poli.</translation>
    </message>
    <message>
        <source>Against %1: %2 added, %3 removed, %4 changed, %5 unchanged.</source>
        <translation>Oproti zdroji %1: přidáno %2, odebráno %3, změněno %4, beze změny %5.</translation>
    </message>
    <message>
        <source>Added (%1)</source>
        <translation>Přidané (%1)</translation>
    </message>
    <message>
        <source>Removed (%1)</source>
        <translation>Odebrané (%1)</translation>
    </message>
    <message>
        <source>Changed (%1)</source>
        <translation>Změněné (%1)</translation>
    </message>
    <message>
        <source>Any change</source>
        <translation>Jakákoli změna</translation>
    </message>
    <message>
        <source>loc spelling</source>
        <translation>zápis loc</translation>
    </message>
    <message>
        <source>%1 changed (%2)</source>
        <translation>%1 změněno (%2)</translation>
    </message>
    <message>
        <source>%1 was removed: it is not in the document.</source>
        <translation>Adresa %1 byla odebrána: v dokumentu není.</translation>
    </message>
    <message>
        <source>%1 is no longer in the document.</source>
        <translation>Adresa %1 už v dokumentu není.</translation>
    </message>
    <message>
        <source>There is no comparison to export.</source>
        <translation>Není žádné porovnání k exportu.</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tabulka CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export Comparison</source>
        <translation>Exportovat porovnání</translation>
    </message>
    <message>
        <source>Exported the comparison to %1.</source>
        <translation>Porovnání bylo exportováno do %1.</translation>
    </message>
    <message>
        <source>Compare With…</source>
        <translation>Porovnat s…</translation>
    </message>
    <message>
        <source>Compare Again</source>
        <translation>Porovnat znovu</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportovat…</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Rozdíly</translation>
    </message>
</context>
<context>
    <name>Studio::CompareSourceDialog</name>
    <message>
        <source>Compare With</source>
        <translation>Porovnat s</translation>
    </message>
    <message>
        <source>Compare the document with an earlier version of the sitemap to see the URLs added, removed and changed since. The document is the newer side.</source>
        <translation>Porovnejte dokument se starší verzí souboru Sitemap a zjistěte, které adresy URL od té doby přibyly, ubyly nebo se změnily. Dokument je novější strana.</translation>
    </message>
    <message>
        <source>A &amp;file:</source>
        <translation>&amp;Soubor:</translation>
    </message>
    <message>
        <source>sitemap.xml, .xml.gz or .zip</source>
        <translation>sitemap.xml, .xml.gz nebo .zip</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Procházet…</translation>
    </message>
    <message>
        <source>A &amp;web address:</source>
        <translation>&amp;Webová adresa:</translation>
    </message>
    <message>
        <source>The &amp;saved version of this document</source>
        <translation>&amp;Uložená verze tohoto dokumentu</translation>
    </message>
    <message>
        <source>The document has no file yet: save it first.</source>
        <translation>Dokument zatím nemá soubor: nejprve jej uložte.</translation>
    </message>
    <message>
        <source>%1 as it is on disk, against the edits not saved yet.</source>
        <translation>%1 tak, jak je na disku, oproti dosud neuloženým úpravám.</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>P&amp;orovnat</translation>
    </message>
    <message>
        <source>Choose the file to compare with.</source>
        <translation>Vyberte soubor k porovnání.</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Soubor %1 neexistuje.</translation>
    </message>
    <message>
        <source>%1 is a folder; choose a sitemap file in it.</source>
        <translation>%1 je složka; vyberte v ní soubor Sitemap.</translation>
    </message>
    <message>
        <source>Type the address of a sitemap.</source>
        <translation>Zadejte adresu souboru Sitemap.</translation>
    </message>
    <message>
        <source>Give the whole address, starting with https:// or http://.</source>
        <translation>Zadejte celou adresu začínající https:// nebo http://.</translation>
    </message>
    <message>
        <source>This is not a valid address: %1</source>
        <translation>Toto není platná adresa: %1</translation>
    </message>
    <message>
        <source>Sitemaps (*.xml *.xml.gz *.gz *.zip);;Lists, feeds, robots.txt and tables (*.txt *.txt.gz *.rss *.atom *.xml *.csv *.tsv);;All files (*)</source>
        <translation>Soubory Sitemap (*.xml *.xml.gz *.gz *.zip);;Seznamy, zdroje, robots.txt a tabulky (*.txt *.txt.gz *.rss *.atom *.xml *.csv *.tsv);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>File to compare with</source>
        <translation>Soubor k porovnání</translation>
    </message>
    <message>
        <source>Address to compare with</source>
        <translation>Adresa k porovnání</translation>
    </message>
</context>
<context>
    <name>Studio::CoverageController</name>
    <message>
        <source>Import Search Console &amp;Data…</source>
        <translation>Importovat data z Search &amp;Console…</translation>
    </message>
    <message>
        <source>Read what Google says of the site&apos;s URLs: URL Inspection results and Page indexing exports of Search Console</source>
        <translation>Načíst, co Google říká o adresách URL webu: výsledky kontroly URL a exporty přehledu Indexování stránek ze Search Console</translation>
    </message>
    <message>
        <source>Clear Searc&amp;h Console Data</source>
        <translation>Vy&amp;mazat data ze Search Console</translation>
    </message>
    <message>
        <source>Drop the Search Console data imported: the Coverage column, its filter and its findings go</source>
        <translation>Zahodit importovaná data ze Search Console: zmizí sloupec Pokrytí, jeho filtr i jeho zjištění</translation>
    </message>
    <message>
        <source>Import Search Console Data</source>
        <translation>Import dat ze Search Console</translation>
    </message>
    <message>
        <source>Search Console data (*.jsonl *.json *.ndjson *.gz *.zip *.csv)</source>
        <translation>Data ze Search Console (*.jsonl *.json *.ndjson *.gz *.zip *.csv)</translation>
    </message>
    <message>
        <source>URL Inspection results (*.jsonl *.json *.ndjson *.gz)</source>
        <translation>Výsledky kontroly URL (*.jsonl *.json *.ndjson *.gz)</translation>
    </message>
    <message>
        <source>Page indexing exports (*.zip *.csv)</source>
        <translation>Exporty Indexování stránek (*.zip *.csv)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
    <message>
        <source>%1 does not say which reason of Search Console&apos;s Page indexing report its pages are listed under. Which is it?</source>
        <translation>Soubor %1 neuvádí, pod kterým důvodem přehledu Indexování stránek ve Search Console jsou jeho stránky vedeny. Který to je?</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Důvod</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Čtení %1…</translation>
    </message>
    <message>
        <source>%1: not imported, no reason given</source>
        <translation>%1: neimportováno, nebyl zadán důvod</translation>
    </message>
    <message>
        <source>%1 from %2: %3 indexed, %4 not indexed, %5 unknown to Google</source>
        <translation>%1 z %2: indexováno %3, neindexováno %4, Googlu neznámých %5</translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs</source>
        <translation>
            <numerusform>%Ln adresa URL</numerusform>
            <numerusform>%Ln adresy URL</numerusform>
            <numerusform>%Ln adres URL</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln souboru</numerusform>
            <numerusform>%Ln souborů</numerusform>
            <numerusform>%Ln souborů</numerusform>
        </translation>
    </message>
    <message>
        <source>Not imported:
%1</source>
        <translation>Neimportováno:
%1</translation>
    </message>
    <message>
        <source>Ask Google&apos;s URL Inspection API what it did with the document&apos;s URLs, and show its answers</source>
        <translation>Zeptat se rozhraní Google URL Inspection API, co udělal s adresami URL dokumentu, a zobrazit jeho odpovědi</translation>
    </message>
    <message>
        <source>Inspec&amp;t with Search Console…</source>
        <translation>Zkon&amp;trolovat adresy v Search Console…</translation>
    </message>
</context>
<context>
    <name>Studio::CoverageData</name>
    <message>
        <source>it cannot be read</source>
        <translation>nelze jej přečíst</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not text in an encoding that can be read</source>
        <translation>%1: není text v kódování, které lze přečíst</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>not JSON: %1 at character %2</source>
        <translation>není JSON: %1 na znaku %2</translation>
    </message>
    <message>
        <source>not a JSON object; each line holds one inspection, {&quot;inspectionUrl&quot;: …, &quot;inspectionResult&quot;: {…}}</source>
        <translation>není objekt JSON; každý řádek obsahuje jednu kontrolu, {&quot;inspectionUrl&quot;: …, &quot;inspectionResult&quot;: {…}}</translation>
    </message>
    <message>
        <source>no &quot;inspectionUrl&quot; (the URL inspected, a string)</source>
        <translation>chybí &quot;inspectionUrl&quot; (kontrolovaná adresa URL, řetězec)</translation>
    </message>
    <message>
        <source>&quot;inspectionUrl&quot; is &quot;%1&quot;, not an http or https URL</source>
        <translation>&quot;inspectionUrl&quot; je „%1“, což není adresa URL http ani https</translation>
    </message>
    <message>
        <source>no &quot;inspectionResult&quot; object (the API&apos;s UrlInspectionResult)</source>
        <translation>chybí objekt &quot;inspectionResult&quot; (UrlInspectionResult z API)</translation>
    </message>
    <message>
        <source>no &quot;inspectionResult.indexStatusResult&quot; object</source>
        <translation>chybí objekt &quot;inspectionResult.indexStatusResult&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a string</source>
        <translation>&quot;%1&quot; není řetězec</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is &quot;%2&quot;, which the URL Inspection API does not give; it gives %3</source>
        <translation>&quot;%1&quot; je „%2“, což rozhraní URL Inspection API nevrací; vrací %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an array of URLs</source>
        <translation>&quot;%1&quot; není pole adres URL</translation>
    </message>
    <message>
        <source>&quot;lastCrawlTime&quot; is &quot;%1&quot;, not an RFC 3339 time such as 2024-05-02T08:14:09Z</source>
        <translation>&quot;lastCrawlTime&quot; je „%1“, což není čas podle RFC 3339, například 2024-05-02T08:14:09Z</translation>
    </message>
    <message>
        <source>%1: no Table.csv in the zip; Search Console&apos;s export of the pages of one reason (Page indexing, a reason, Export) holds it</source>
        <translation>%1: v archivu zip chybí Table.csv; obsahuje jej export stránek jednoho důvodu ze Search Console (Indexování stránek, důvod, Exportovat)</translation>
    </message>
    <message>
        <source>%1:%2: the Issue is empty</source>
        <translation>%1:%2: položka Issue je prázdná</translation>
    </message>
    <message>
        <source>%1: the export lists the pages of &quot;%2&quot; (its Metadata.csv says so), not of &quot;%3&quot;</source>
        <translation>%1: export uvádí stránky důvodu „%2“ (uvádí to jeho Metadata.csv), ne „%3“</translation>
    </message>
    <message>
        <source>%1: the export does not say which reason its pages are listed under (it has no Metadata.csv with an Issue); give the reason in Search Console&apos;s words</source>
        <translation>%1: export neuvádí, pod jakým důvodem jsou jeho stránky vedeny (nemá Metadata.csv s položkou Issue); zadejte důvod slovy Search Console</translation>
    </message>
    <message>
        <source>%1:1: no &quot;URL&quot; column; a Page indexing export&apos;s table starts with the line URL,Last crawled</source>
        <translation>%1:1: chybí sloupec &quot;URL&quot;; tabulka exportu z přehledu Indexování stránek začíná řádkem URL,Last crawled</translation>
    </message>
    <message>
        <source>%1:%2: no URL in the row</source>
        <translation>%1:%2: v řádku chybí adresa URL</translation>
    </message>
    <message>
        <source>%1:%2: &quot;%3&quot; is not an http or https URL</source>
        <translation>%1:%2: „%3“ není adresa URL http ani https</translation>
    </message>
    <message numerus="yes">
        <source>%1: a zip of %n files; give the file of URL Inspection results itself</source>
        <extracomment>A zip of two files or more.</extracomment>
        <translation>
            <numerusform>%1: archiv zip s %n souborem; zadejte přímo soubor s výsledky URL Inspection</numerusform>
            <numerusform>%1: archiv zip s %n soubory; zadejte přímo soubor s výsledky URL Inspection</numerusform>
            <numerusform>%1: archiv zip s %n soubory; zadejte přímo soubor s výsledky URL Inspection</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::CoverageJoin</name>
    <message>
        <source>%1: Google has never seen this URL</source>
        <translation>%1: Google tuto adresu URL nikdy neviděl</translation>
    </message>
    <message>
        <source>%1: Google chose %2 as its canonical</source>
        <translation>%1: Google zvolil jako kanonickou adresu %2</translation>
    </message>
    <message>
        <source>%1: Google chose %2 as its canonical; the page declares %3</source>
        <translation>%1: Google zvolil jako kanonickou adresu %2; stránka deklaruje %3</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot;</source>
        <translation>%1: „%2“</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot;, last crawled %3</source>
        <translation>%1: „%2“, naposledy procházeno %3</translation>
    </message>
    <message>
        <source>indexed</source>
        <translation>indexováno</translation>
    </message>
    <message>
        <source>%1: Google knows this URL (&quot;%2&quot;) and no sitemap lists it</source>
        <translation>%1: Google tuto adresu URL zná („%2“) a žádný soubor Sitemap ji neuvádí</translation>
    </message>
</context>
<context>
    <name>Studio::CoverageSession</name>
    <message>
        <source>Indexed</source>
        <translation>Indexováno</translation>
    </message>
    <message>
        <source>Unknown to Google</source>
        <translation>Googlu neznámá</translation>
    </message>
    <message>
        <source>Not indexed</source>
        <translation>Neindexováno</translation>
    </message>
    <message>
        <source>Not indexed: %1</source>
        <translation>Neindexováno: %1</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlCompareDialog</name>
    <message>
        <source>New</source>
        <translation>Nová</translation>
    </message>
    <message>
        <source>Gone</source>
        <translation>Zmizelá</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Změněná</translation>
    </message>
    <message>
        <source>Compare Crawls</source>
        <translation>Porovnat procházení</translation>
    </message>
    <message>
        <source>A crawl saved with File → Save Crawl…</source>
        <translation>Procházení uložené přes Soubor → Uložit procházení…</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procházet…</translation>
    </message>
    <message>
        <source>&amp;Earlier crawl:</source>
        <translation>&amp;Dřívější procházení:</translation>
    </message>
    <message>
        <source>&amp;Later crawl:</source>
        <translation>&amp;Pozdější procházení:</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>P&amp;orovnat</translation>
    </message>
    <message>
        <source>Any change</source>
        <translation>Jakákoli změna</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Indexability</source>
        <translation>Indexovatelnost</translation>
    </message>
    <message>
        <source>Canonical</source>
        <translation>Kanonická</translation>
    </message>
    <message>
        <source>Redirect</source>
        <translation>Přesměrování</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Hloubka</translation>
    </message>
    <message>
        <source>Filter by URL</source>
        <translation>Filtrovat podle adresy URL</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>zobrazeno %1 z %2</translation>
    </message>
    <message>
        <source>Pages compared</source>
        <translation>Porovnané stránky</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Změna</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>Adresa URL</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Co se změnilo</translation>
    </message>
    <message>
        <source>Before → after</source>
        <translation>Předtím → potom</translation>
    </message>
    <message>
        <source>Choose a Crawl</source>
        <translation>Zvolit procházení</translation>
    </message>
    <message>
        <source>Crawls (*.crawl);;All files (*)</source>
        <translation>Procházení (*.crawl);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>%1 →</source>
        <translation>%1 →</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Choose two crawls of a site, the earlier first.</source>
        <translation>Zvolte dvě procházení webu, dřívější jako první.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nových</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>zmizelých</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>změněných</translation>
    </message>
    <message>
        <source>%1 unchanged</source>
        <translation>%1 beze změny</translation>
    </message>
    <message>
        <source>show all</source>
        <translation>zobrazit vše</translation>
    </message>
    <message>
        <source>Compare with the open crawl: %1</source>
        <translation>Porovnat s otevřeným procházením: %1</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlController</name>
    <message>
        <source>Open Craw&amp;l…</source>
        <translation>Otevřít pro&amp;cházení…</translation>
    </message>
    <message>
        <source>Open a crawl kept in a file and judge the open sitemap by it</source>
        <translation>Otevře uložené procházení a posoudí podle něj otevřený soubor Sitemap</translation>
    </message>
    <message>
        <source>Save Cra&amp;wl</source>
        <translation>U&amp;ložit procházení</translation>
    </message>
    <message>
        <source>Keep the crawl of the site in a file, to open again without the network, compare with a later one or go on with</source>
        <translation>Uloží procházení webu do souboru, aby šlo znovu otevřít bez sítě, porovnat s pozdějším nebo v něm pokračovat</translation>
    </message>
    <message>
        <source>Sav&amp;e Crawl As…</source>
        <translation>Uložit procházení &amp;jako…</translation>
    </message>
    <message>
        <source>Keep the crawl in another file</source>
        <translation>Uloží procházení do jiného souboru</translation>
    </message>
    <message>
        <source>&amp;Close Crawl</source>
        <translation>&amp;Zavřít procházení</translation>
    </message>
    <message>
        <source>Put the crawl away (an unsaved one is asked about first)</source>
        <translation>Zavře procházení (u neuloženého se nejprve zeptá)</translation>
    </message>
    <message>
        <source>Cra&amp;wl Site…</source>
        <translation>Procházet &amp;web…</translation>
    </message>
    <message>
        <source>Crawl a site as a search engine does and make a sitemap of the pages it would index</source>
        <translation>Projde web tak jako vyhledávač a vytvoří soubor Sitemap ze stránek, které by indexoval</translation>
    </message>
    <message>
        <source>A&amp;udit Sitemap Against Site…</source>
        <translation>A&amp;uditovat soubor Sitemap podle webu…</translation>
    </message>
    <message>
        <source>List with the warnings what search engines will refuse of the open sitemap, and the indexable pages it lacks</source>
        <translation>Uvede mezi upozorněními, co z otevřeného souboru Sitemap vyhledávače odmítnou, a indexovatelné stránky, které v něm chybějí</translation>
    </message>
    <message>
        <source>Create Sitemap &amp;from Crawl</source>
        <translation>&amp;Vytvořit soubor Sitemap z procházení</translation>
    </message>
    <message>
        <source>A new sitemap of the crawl&apos;s indexable pages</source>
        <translation>Nový soubor Sitemap z indexovatelných stránek procházení</translation>
    </message>
    <message>
        <source>Add the Missing &amp;Pages</source>
        <translation>Přidat &amp;chybějící stránky</translation>
    </message>
    <message>
        <source>Add to the sitemap the indexable pages the site audit found that it does not list</source>
        <translation>Přidá do souboru Sitemap indexovatelné stránky, které audit webu našel a které soubor Sitemap neuvádí</translation>
    </message>
    <message>
        <source>C&amp;ompare Crawls…</source>
        <translation>Po&amp;rovnat procházení…</translation>
    </message>
    <message>
        <source>Compare two crawls of a site, the open one or saved ones: the pages new, gone and changed</source>
        <translation>Porovná dvě procházení webu, otevřené nebo uložená: stránky nové, zmizelé a změněné</translation>
    </message>
    <message>
        <source>Audit Sitemap Against Site</source>
        <translation>Audit souboru Sitemap podle webu</translation>
    </message>
    <message>
        <source>Crawl Site</source>
        <translation>Procházet web</translation>
    </message>
    <message>
        <source>Crawling %1: the window stays usable, the Crawl view shows the pages as they come</source>
        <translation>Prochází se %1: okno zůstává použitelné, zobrazení Procházení ukazuje stránky tak, jak přicházejí</translation>
    </message>
    <message>
        <source>Go On with a Kept Crawl</source>
        <translation>Pokračovat v uloženém procházení</translation>
    </message>
    <message>
        <source>Going on with the crawl of %1 kept in %2</source>
        <translation>Pokračuje procházení %1 uložené v %2</translation>
    </message>
    <message>
        <source>Go On</source>
        <translation>Pokračovat</translation>
    </message>
    <message numerus="yes">
        <source>Audit: %n findings listed with the warnings</source>
        <translation>
            <numerusform>Audit: %n zjištění uvedeno mezi upozorněními</numerusform>
            <numerusform>Audit: %n zjištění uvedena mezi upozorněními</numerusform>
            <numerusform>Audit: %n zjištění uvedeno mezi upozorněními</numerusform>
        </translation>
    </message>
    <message>
        <source>Crawl done: %1</source>
        <translation>Procházení dokončeno: %1</translation>
    </message>
    <message>
        <source>Crawl done: %1 (%2)</source>
        <translation>Procházení dokončeno: %1 (%2)</translation>
    </message>
    <message>
        <source>The audit follows when the crawl running ends</source>
        <translation>Audit proběhne, až skončí běžící procházení</translation>
    </message>
    <message numerus="yes">
        <source>Audit the sitemap against the open crawl of %1 (%Ln pages)?

Yes uses it as it is; No crawls the site again first.</source>
        <translation>
            <numerusform>Auditovat soubor Sitemap podle otevřeného procházení %1 (%Ln stránka)?

Tlačítko Ano je použije tak, jak je; Ne nejprve projde web znovu.</numerusform>
            <numerusform>Auditovat soubor Sitemap podle otevřeného procházení %1 (%Ln stránky)?

Tlačítko Ano je použije tak, jak je; Ne nejprve projde web znovu.</numerusform>
            <numerusform>Auditovat soubor Sitemap podle otevřeného procházení %1 (%Ln stránek)?

Tlačítko Ano je použije tak, jak je; Ne nejprve projde web znovu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Crawl %1</source>
        <translation>Procházení %1</translation>
    </message>
    <message>
        <source>The sitemap lists every indexable page the crawl found</source>
        <translation>Soubor Sitemap uvádí všechny indexovatelné stránky, které procházení našlo</translation>
    </message>
    <message numerus="yes">
        <source>Add %n missing pages</source>
        <translation>
            <numerusform>Přidat %n chybějící stránku</numerusform>
            <numerusform>Přidat %n chybějící stránky</numerusform>
            <numerusform>Přidat %n chybějících stránek</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved the crawl in %1</source>
        <translation>Procházení uloženo do %1</translation>
    </message>
    <message>
        <source>Save Crawl</source>
        <translation>Uložit procházení</translation>
    </message>
    <message>
        <source>Crawls (*.crawl)</source>
        <translation>Procházení (*.crawl)</translation>
    </message>
    <message>
        <source>Opened the crawl of %1 kept in %2</source>
        <translation>Otevřeno procházení %1 uložené v %2</translation>
    </message>
    <message>
        <source>Opened the crawl of %1 kept in %2; it did not run to its end</source>
        <translation>Otevřeno procházení %1 uložené v %2; nedoběhlo do konce</translation>
    </message>
    <message>
        <source>Open Crawl</source>
        <translation>Otevřít procházení</translation>
    </message>
    <message>
        <source>Crawls (*.crawl);;All files (*)</source>
        <translation>Procházení (*.crawl);;Všechny soubory (*)</translation>
    </message>
    <message numerus="yes">
        <source>The crawl of %1 is still running (%Ln pages done so far) and is not saved. Save what it has done?

The crawl stops either way; a saved crawl can go on later.</source>
        <translation>
            <numerusform>Procházení %1 stále běží (zatím hotova %Ln stránka) a není uložené. Uložit dosavadní výsledek?

Procházení se v každém případě zastaví; v uloženém lze později pokračovat.</numerusform>
            <numerusform>Procházení %1 stále běží (zatím hotovy %Ln stránky) a není uložené. Uložit dosavadní výsledek?

Procházení se v každém případě zastaví; v uloženém lze později pokračovat.</numerusform>
            <numerusform>Procházení %1 stále běží (zatím hotovo %Ln stránek) a není uložené. Uložit dosavadní výsledek?

Procházení se v každém případě zastaví; v uloženém lze později pokračovat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The crawl of %1 (%Ln pages) is not saved. Save it?</source>
        <translation>
            <numerusform>Procházení %1 (%Ln stránka) není uložené. Uložit je?</numerusform>
            <numerusform>Procházení %1 (%Ln stránky) není uložené. Uložit je?</numerusform>
            <numerusform>Procházení %1 (%Ln stránek) není uložené. Uložit je?</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved crawl</source>
        <translation>Neuložené procházení</translation>
    </message>
    <message>
        <source>Unsaved crawl found</source>
        <translation>Nalezeno neuložené procházení</translation>
    </message>
    <message numerus="yes">
        <source>Sitemap Studio ended before the crawl of %1 was saved (%Ln pages done, the last at %2). Open it now?

Discard deletes it; Cancel keeps it for the next start.</source>
        <translation>
            <numerusform>Sitemap Studio se ukončilo dřív, než se procházení %1 uložilo (hotova %Ln stránka, poslední v %2). Otevřít je nyní?

Tlačítko Zahodit je odstraní; Zrušit je ponechá pro příští spuštění.</numerusform>
            <numerusform>Sitemap Studio se ukončilo dřív, než se procházení %1 uložilo (hotovy %Ln stránky, poslední v %2). Otevřít je nyní?

Tlačítko Zahodit je odstraní; Zrušit je ponechá pro příští spuštění.</numerusform>
            <numerusform>Sitemap Studio se ukončilo dřív, než se procházení %1 uložilo (hotovo %Ln stránek, poslední v %2). Otevřít je nyní?

Tlačítko Zahodit je odstraní; Zrušit je ponechá pro příští spuštění.</numerusform>
        </translation>
    </message>
    <message>
        <source>Recovered the crawl of %1: Go On takes it up where it stopped</source>
        <translation>Obnoveno procházení %1: tlačítko Pokračovat naváže tam, kde skončilo</translation>
    </message>
    <message>
        <source>Crawl Not Kept</source>
        <translation>Procházení se neukládá průběžně</translation>
    </message>
    <message>
        <source>%1

The crawl goes on; save it (File → Save Crawl) to keep it.</source>
        <translation>%1

Procházení pokračuje; uložte je (Soubor → Uložit procházení), aby se zachovalo.</translation>
    </message>
    <message>
        <source>The keyring did not keep the login of %1 (%2): it is kept until Sitemap Studio ends</source>
        <translation>Klíčenka neuložila přihlášení pro %1 (%2): uchová se do ukončení aplikace Sitemap Studio</translation>
    </message>
    <message>
        <source>the login of the user “%1”</source>
        <translation>přihlášení uživatele „%1“</translation>
    </message>
    <message>
        <source>cookies (%1)</source>
        <translation>cookies (%1)</translation>
    </message>
    <message>
        <source>headers (%1)</source>
        <translation>hlavičky (%1)</translation>
    </message>
    <message>
        <source>The crawl of %1 was given %2. A kept crawl never holds their values: give them again to go on with it.</source>
        <translation>Procházení %1 dostalo tyto údaje: %2. Uložené procházení jejich hodnoty nikdy neobsahuje: chcete-li v něm pokračovat, zadejte je znovu.</translation>
    </message>
    <message>
        <source>Go O&amp;n</source>
        <translation>Po&amp;kračovat</translation>
    </message>
    <message>
        <source>%1

Give the login, cookies or headers it asks for: the crawl starts again with them.</source>
        <translation>%1

Zadejte přihlášení, cookies nebo hlavičky, které web vyžaduje: procházení s nimi začne znovu.</translation>
    </message>
    <message>
        <source>Crawl &amp;Again</source>
        <translation>Procházet &amp;znovu</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlDialog</name>
    <message>
        <source>Crawl Site</source>
        <translation>Procházet web</translation>
    </message>
    <message>
        <source>The whole host</source>
        <translation>Celý hostitel</translation>
    </message>
    <message>
        <source>The start URL&apos;s folder and below</source>
        <translation>Složka počáteční adresy URL a vše pod ní</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Bez omezení</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Between the starts of two requests; a larger Crawl-delay in the site&apos;s robots.txt wins</source>
        <translation>Mezi začátky dvou požadavků; pokud soubor robots.txt webu uvádí větší Crawl-delay, platí ten</translation>
    </message>
    <message>
        <source>Language versions from the pages&apos; hreflang links</source>
        <translation>Jazykové verze z odkazů hreflang na stránkách</translation>
    </message>
    <message numerus="yes">
        <source>Fetch the open sitemap&apos;s URLs too (%n URLs)</source>
        <translation>
            <numerusform>Načíst i adresy URL otevřeného souboru Sitemap (%n adresa URL)</numerusform>
            <numerusform>Načíst i adresy URL otevřeného souboru Sitemap (%n adresy URL)</numerusform>
            <numerusform>Načíst i adresy URL otevřeného souboru Sitemap (%n adres URL)</numerusform>
        </translation>
    </message>
    <message>
        <source>So that the audit judges the sitemap&apos;s pages that no link reaches</source>
        <translation>Aby audit posoudil i stránky ze souboru Sitemap, na které nevede žádný odkaz</translation>
    </message>
    <message>
        <source>&amp;Start URL:</source>
        <translation>&amp;Počáteční adresa URL:</translation>
    </message>
    <message>
        <source>S&amp;cope:</source>
        <translation>&amp;Rozsah:</translation>
    </message>
    <message>
        <source>At most &amp;pages:</source>
        <translation>Nejvýše &amp;stránek:</translation>
    </message>
    <message>
        <source>At most &amp;links deep:</source>
        <translation>Nejvýše úrovní &amp;odkazů:</translation>
    </message>
    <message>
        <source>&amp;Delay:</source>
        <translation>Pro&amp;dleva:</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>Spus&amp;tit</translation>
    </message>
    <message>
        <source>Enter the http or https address of a page of the site.</source>
        <translation>Zadejte adresu http nebo https některé stránky webu.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>A page still arriving after this long is given up and named in the summary</source>
        <translation>Stránka, která po této době stále přichází, se vzdá a uvede v souhrnu</translation>
    </message>
    <message>
        <source>Give up on a page &amp;after:</source>
        <translation>V&amp;zdát stránku po:</translation>
    </message>
    <message>
        <source>Go On with a &amp;Kept Crawl…</source>
        <translation>Pokračovat v &amp;uloženém procházení…</translation>
    </message>
    <message>
        <source>Go on with a crawl saved in a file that was cut short (a crash, a kill or a limit), with the start URL and options kept there</source>
        <translation>Pokračovat v procházení uloženém v souboru, které bylo přerušeno (pád, ukončení nebo limit), s počáteční adresou URL a volbami, které v něm zůstaly</translation>
    </message>
    <message>
        <source>Go On with a Kept Crawl</source>
        <translation>Pokračovat v uloženém procházení</translation>
    </message>
    <message>
        <source>Crawls (*.crawl);;All files (*)</source>
        <translation>Procházení (*.crawl);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Last modified dates from</source>
        <translation>Data poslední změny z</translation>
    </message>
    <message>
        <source>Where the last modified dates come from</source>
        <translation>Odkud se berou data poslední změny</translation>
    </message>
    <message>
        <source>each page&apos;s own date, else its Last-Modified header</source>
        <translation>vlastního data každé stránky, jinak z její hlavičky Last-Modified</translation>
    </message>
    <message>
        <source>the Last-Modified headers alone</source>
        <translation>pouze z hlaviček Last-Modified</translation>
    </message>
    <message>
        <source>Images of each page (an image sitemap)</source>
        <translation>Obrázky každé stránky (soubor Sitemap pro obrázky)</translation>
    </message>
    <message>
        <source>Each page&apos;s &lt;img&gt;, its largest srcset candidate, &lt;picture&gt; sources and og:image, on the site&apos;s host or the hosts named below, not blocked for Googlebot-Image</source>
        <translation>Prvky &lt;img&gt; každé stránky, největší kandidát jejich srcset, zdroje &lt;picture&gt; a og:image na hostiteli webu nebo na hostitelích uvedených níže, pokud nejsou blokovány pro Googlebot-Image</translation>
    </message>
    <message>
        <source>Other hosts of the site&apos;s images, such as cdn.example.com</source>
        <translation>Další hostitelé obrázků webu, např. cdn.example.com</translation>
    </message>
    <message>
        <source>Image &amp;hosts:</source>
        <translation>&amp;Hostitelé obrázků:</translation>
    </message>
    <message>
        <source>The crawl runs in the Crawl view: the window stays usable, and the crawl is kept until you save or close it.</source>
        <translation>Procházení běží v zobrazení Procházení: okno zůstává použitelné a procházení se uchová, dokud je neuložíte nebo nezavřete.</translation>
    </message>
    <message>
        <source>No profile</source>
        <translation>Bez profilu</translation>
    </message>
    <message>
        <source>A profile fills every field but the password, cookies and headers, which are never kept in one</source>
        <translation>Profil vyplní všechna pole kromě hesla, cookies a hlaviček, které se v profilu nikdy neukládají</translation>
    </message>
    <message>
        <source>Sa&amp;ve Profile…</source>
        <translation>U&amp;ložit profil…</translation>
    </message>
    <message>
        <source>Keep the fields under a name, without the password, cookies and headers</source>
        <translation>Uložit pole pod názvem, bez hesla, cookies a hlaviček</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>Pro&amp;file:</source>
        <translation>Pro&amp;fil:</translation>
    </message>
    <message>
        <source>Who the crawl is to the site, and the login, cookies and headers a staging site asks for. They go to the start URL&apos;s site and the origins named here, never elsewhere.</source>
        <translation>Za koho se procházení webu představuje a jaké přihlášení, cookies a hlavičky vyžaduje testovací web (staging). Posílají se jen webu počáteční adresy URL a původům uvedeným zde, nikam jinam.</translation>
    </message>
    <message>
        <source>Which URLs the crawl asks for and lists, and where the site is published. Patterns are regular expressions searched in the whole URL, one a line.</source>
        <translation>Které adresy URL procházení požaduje a uvádí a kde je web zveřejněn. Vzory jsou regulární výrazy hledané v celé adrese URL, jeden na řádek.</translation>
    </message>
    <message>
        <source>Cra&amp;wl</source>
        <translation>Procház&amp;ení</translation>
    </message>
    <message>
        <source>Acc&amp;ess</source>
        <translation>Přístup k &amp;webu</translation>
    </message>
    <message>
        <source>U&amp;RLs</source>
        <translation>&amp;Adresy URL</translation>
    </message>
    <message>
        <source>The profile “%1” filled the fields.</source>
        <translation>Profil „%1“ vyplnil pole.</translation>
    </message>
    <message>
        <source>Save Profile</source>
        <translation>Uložit profil</translation>
    </message>
    <message>
        <source>Name of the profile (the password, cookies and headers are not kept in it):</source>
        <translation>Název profilu (heslo, cookies a hlavičky se v něm neukládají):</translation>
    </message>
    <message>
        <source>Saved the profile “%1”, without the password, cookies and headers.</source>
        <translation>Profil „%1“ uložen bez hesla, cookies a hlaviček.</translation>
    </message>
    <message>
        <source>Deleted the profile “%1”.</source>
        <translation>Profil „%1“ smazán.</translation>
    </message>
    <message>
        <source>The keyring could not be read (%1): give the login, cookies and headers again.</source>
        <translation>Klíčenku nešlo přečíst (%1): zadejte přihlášení, cookies a hlavičky znovu.</translation>
    </message>
    <message>
        <source>Filled in from the keyring.</source>
        <translation>Vyplněno z klíčenky.</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>jako %1</translation>
    </message>
    <message>
        <source>as “%1”</source>
        <translation>jako „%1“</translation>
    </message>
    <message>
        <source>logged in as %1</source>
        <translation>přihlášení jako %1</translation>
    </message>
    <message>
        <source>with cookies</source>
        <translation>s cookies</translation>
    </message>
    <message>
        <source>with headers</source>
        <translation>s hlavičkami</translation>
    </message>
    <message>
        <source>URL patterns</source>
        <translation>vzory adres URL</translation>
    </message>
    <message>
        <source>removing %1</source>
        <translation>odebírané parametry %1</translation>
    </message>
    <message>
        <source>every parameter kept</source>
        <translation>ponechány všechny parametry</translation>
    </message>
    <message>
        <source>published at %1</source>
        <translation>zveřejněno na %1</translation>
    </message>
    <message>
        <source>A field of the Access or URLs tab is wrong; Start shows which.</source>
        <translation>Některé pole na kartě Přístup k webu nebo Adresy URL je chybné; tlačítko Spustit ukáže které.</translation>
    </message>
    <message>
        <source>Access and URLs: %1.</source>
        <translation>Přístup k webu a adresy URL: %1.</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nikdy</translation>
    </message>
    <message>
        <source>When a page needs it</source>
        <translation>Když to stránka potřebuje</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Vždy</translation>
    </message>
    <message>
        <source>Run pages&apos; JavaScript before reading them, as Google renders them. When a page needs it: pages whose HTML is an application shell (an empty app root, scripts and no link), and every page of a site once its pages keep being shells; a static site renders nothing</source>
        <translation>Spustit JavaScript stránek před jejich čtením, jak je vykresluje Google. Když to stránka potřebuje: stránky, jejichž HTML je jen obal aplikace (prázdný kořen aplikace, skripty a žádný odkaz), a každá stránka webu, jakmile jeho stránky opakovaně jsou obaly; statický web nevykreslí nic</translation>
    </message>
    <message>
        <source>JavaScript rendering is not available: the renderer program %1 is not installed</source>
        <translation>Vykreslování JavaScriptu není k dispozici: program vykreslovače %1 není nainstalován</translation>
    </message>
    <message>
        <source>Render &amp;JavaScript:</source>
        <translation>Vykreslovat &amp;JavaScript:</translation>
    </message>
    <message>
        <source>A page&apos;s own date is its JSON-LD dateModified, article:modified_time, og:updated_time or &lt;time itemprop=&quot;dateModified&quot;&gt;. Static hosts and CDNs often send the time of the last deploy as every page&apos;s Last-Modified. The content history gives the time a crawl first saw the page&apos;s main content as it is now: name the crawl kept last time under Content history.</source>
        <translation>Vlastní datum stránky je její dateModified v JSON-LD, article:modified_time, og:updated_time nebo &lt;time itemprop=&quot;dateModified&quot;&gt;. Statické hostingy a CDN často posílají jako Last-Modified každé stránky čas posledního nasazení. Historie obsahu dává čas, kdy procházení poprvé vidělo hlavní obsah stránky v dnešní podobě: v poli Historie obsahu uveďte procházení uchované minule.</translation>
    </message>
    <message>
        <source>A crawl of the site kept earlier, to tell which pages changed</source>
        <translation>Dříve uchované procházení webu, aby bylo vidět, které stránky se změnily</translation>
    </message>
    <message>
        <source>The crawl kept last time (File → Save Crawl…): each page whose main content is unchanged keeps the time a crawl first saw it, menus, footers and teasers left out. Save this crawl in turn for the next one.</source>
        <translation>Procházení uchované minule (Soubor → Uložit procházení…): každá stránka, jejíž hlavní obsah se nezměnil, si ponechá čas, kdy ho procházení vidělo poprvé; nabídky, patičky a upoutávky se nepočítají. Uložte i toto procházení pro to příští.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procházet…</translation>
    </message>
    <message>
        <source>Content History from a Kept Crawl</source>
        <translation>Historie obsahu z uchovaného procházení</translation>
    </message>
    <message>
        <source>Content histor&amp;y:</source>
        <translation>Historie o&amp;bsahu:</translation>
    </message>
    <message>
        <source>Content history: %1</source>
        <translation>Historie obsahu: %1</translation>
    </message>
    <message>
        <source>the pages&apos; content history (when their content changed)</source>
        <translation>historie obsahu stránek (kdy se jejich obsah změnil)</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlDiff</name>
    <message>
        <source>none</source>
        <translation>žádný</translation>
    </message>
    <message>
        <source>status %1 → %2</source>
        <translation>stav %1 → %2</translation>
    </message>
    <message>
        <source>indexability %1 → %2</source>
        <translation>indexovatelnost %1 → %2</translation>
    </message>
    <message>
        <source>canonical %1 → %2</source>
        <translation>kanonická %1 → %2</translation>
    </message>
    <message>
        <source>redirect %1 → %2</source>
        <translation>přesměrování %1 → %2</translation>
    </message>
    <message>
        <source>title &quot;%1&quot; → &quot;%2&quot;</source>
        <translation>název „%1“ → „%2“</translation>
    </message>
    <message>
        <source>depth %1 → %2</source>
        <translation>hloubka %1 → %2</translation>
    </message>
    <message>
        <source>not linked</source>
        <translation>bez odkazu</translation>
    </message>
    <message>
        <source>content changed</source>
        <translation>obsah se změnil</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlDock</name>
    <message>
        <source>Crawl</source>
        <translation>Procházení</translation>
    </message>
    <message>
        <source>No crawl yet. Tools → Crawl Site… crawls the document&apos;s site; File → Open Crawl… opens one that was saved.</source>
        <translation>Zatím žádné procházení. Nástroje → Procházet web… projde web dokumentu; Soubor → Otevřít procházení… otevře uložené.</translation>
    </message>
    <message>
        <source>Filter by URL or title</source>
        <translation>Filtrovat podle adresy URL nebo názvu</translation>
    </message>
    <message>
        <source>Every status</source>
        <translation>Každý stav</translation>
    </message>
    <message>
        <source>2xx success</source>
        <translation>2xx úspěch</translation>
    </message>
    <message>
        <source>3xx redirect</source>
        <translation>3xx přesměrování</translation>
    </message>
    <message>
        <source>4xx client error</source>
        <translation>4xx chyba klienta</translation>
    </message>
    <message>
        <source>5xx server error</source>
        <translation>5xx chyba serveru</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>Bez odpovědi</translation>
    </message>
    <message>
        <source>Not asked (robots.txt)</source>
        <translation>Nedotázáno (robots.txt)</translation>
    </message>
    <message>
        <source>&amp;Add to the Sitemap</source>
        <translation>&amp;Přidat do souboru Sitemap</translation>
    </message>
    <message>
        <source>Re&amp;move from the Sitemap</source>
        <translation>O&amp;debrat ze souboru Sitemap</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 indexable</source>
        <translation>%1 indexovatelných</translation>
    </message>
    <message>
        <source>%1 not indexable: %2</source>
        <translation>%1 neindexovatelných: %2</translation>
    </message>
    <message>
        <source>show all</source>
        <translation>zobrazit vše</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>zobrazeno %1 z %2</translation>
    </message>
    <message>
        <source>Select a page to see the pages that link to it, where it leads and what the audit says of it.</source>
        <translation>Vyberte stránku a uvidíte stránky, které na ni odkazují, kam vede a co o ní říká audit.</translation>
    </message>
    <message>
        <source>No crawled page links here.</source>
        <translation>Žádná procházená stránka sem neodkazuje.</translation>
    </message>
    <message numerus="yes">
        <source>Linked from %n page(s): %1</source>
        <translation>
            <numerusform>Odkazuje sem %n stránka: %1</numerusform>
            <numerusform>Odkazují sem %n stránky: %1</numerusform>
            <numerusform>Odkazuje sem %n stránek: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links to %n page(s) of the site</source>
        <translation>
            <numerusform>Odkazuje na %n stránku webu</numerusform>
            <numerusform>Odkazuje na %n stránky webu</numerusform>
            <numerusform>Odkazuje na %n stránek webu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) elsewhere.</source>
        <translation>
            <numerusform>%n odkaz jinam.</numerusform>
            <numerusform>%n odkazy jinam.</numerusform>
            <numerusform>%n odkazů jinam.</numerusform>
        </translation>
    </message>
    <message>
        <source>Redirects to %1.</source>
        <translation>Přesměrovává na %1.</translation>
    </message>
    <message>
        <source>The open sitemap lists it.</source>
        <translation>Otevřený soubor Sitemap ji uvádí.</translation>
    </message>
    <message>
        <source>The open sitemap does not list it.</source>
        <translation>Otevřený soubor Sitemap ji neuvádí.</translation>
    </message>
    <message>
        <source>Add %1 to the sitemap</source>
        <translation>Přidat %1 do souboru Sitemap</translation>
    </message>
    <message>
        <source>Remove %1 from the sitemap</source>
        <translation>Odebrat %1 ze souboru Sitemap</translation>
    </message>
    <message>
        <source>Crawled pages</source>
        <translation>Procházené stránky</translation>
    </message>
    <message>
        <source>Pages by status</source>
        <translation>Stránky podle stavu</translation>
    </message>
    <message>
        <source>Pages by indexability</source>
        <translation>Stránky podle indexovatelnosti</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Stránka</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafy</translation>
    </message>
    <message>
        <source>Status %1</source>
        <translation>Stav %1</translation>
    </message>
    <message>
        <source>Crawl progress</source>
        <translation>Průběh procházení</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>Pozas&amp;tavit</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>Zastav&amp;it</translation>
    </message>
    <message>
        <source>End the crawl here; what was crawled stays, and Go On takes it up again</source>
        <translation>Ukončí procházení zde; co se prošlo, zůstane a tlačítko Pokračovat na to znovu naváže</translation>
    </message>
    <message>
        <source>&amp;Go On</source>
        <translation>Po&amp;kračovat</translation>
    </message>
    <message>
        <source>Go on with this crawl where it stopped: the pages done are not asked again</source>
        <translation>Pokračuje v tomto procházení tam, kde skončilo: hotové stránky se znovu nestahují</translation>
    </message>
    <message>
        <source>Create &amp;Sitemap</source>
        <translation>V&amp;ytvořit soubor Sitemap</translation>
    </message>
    <message>
        <source>A new document of the pages search engines would index: status 200, HTML, not noindex, their own canonical, not blocked</source>
        <translation>Nový dokument se stránkami, které by vyhledávače indexovaly: stav 200, HTML, bez noindex, s kanonickou adresou na sebe samu, neblokované</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportovat</translation>
    </message>
    <message>
        <source>Write one of the crawl&apos;s tables to a CSV file</source>
        <translation>Zapíše jednu z tabulek procházení do souboru CSV</translation>
    </message>
    <message>
        <source>&amp;Pages…</source>
        <translation>&amp;Stránky…</translation>
    </message>
    <message>
        <source>&amp;Links, with Anchor Text…</source>
        <translation>&amp;Odkazy s textem odkazu…</translation>
    </message>
    <message>
        <source>Export &amp;Links, with Anchor Text…</source>
        <translation>Exportovat &amp;odkazy s textem odkazu…</translation>
    </message>
    <message>
        <source>&amp;Redirect Chains…</source>
        <translation>Řetězce &amp;přesměrování…</translation>
    </message>
    <message>
        <source>Export &amp;Redirect Chains…</source>
        <translation>Exportovat řetězce &amp;přesměrování…</translation>
    </message>
    <message>
        <source>&amp;Images…</source>
        <translation>O&amp;brázky…</translation>
    </message>
    <message>
        <source>Export &amp;Images…</source>
        <translation>Exportovat o&amp;brázky…</translation>
    </message>
    <message>
        <source>&amp;Broken Links, with Their Pages…</source>
        <translation>&amp;Nefunkční odkazy se zdrojovými stránkami…</translation>
    </message>
    <message>
        <source>Export &amp;Broken Links, with Their Pages…</source>
        <translation>Exportovat &amp;nefunkční odkazy se zdrojovými stránkami…</translation>
    </message>
    <message>
        <source>Indexable Pages &amp;Missing from the Sitemap…</source>
        <translation>Indexovatelné stránky &amp;chybějící v souboru Sitemap…</translation>
    </message>
    <message>
        <source>Export Indexable Pages &amp;Missing from the Sitemap…</source>
        <translation>Exportovat indexovatelné stránky &amp;chybějící v souboru Sitemap…</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Stránky</translation>
    </message>
    <message>
        <source>The crawl&apos;s tables are written once it ends</source>
        <translation>Tabulky procházení lze zapsat až po jeho skončení</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Nelze zapsat %1: %2</translation>
    </message>
    <message>
        <source>Paused at %1</source>
        <translation>Pozastaveno na %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>%1 done, %2 waiting, %3 failed · %4 pages/s · %5 · %6</source>
        <translation>Hotové: %1, čekající: %2, neúspěšné: %3 · %4 stránek/s · %5 · %6</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>Pok&amp;račovat</translation>
    </message>
    <message>
        <source>Export Pages</source>
        <translation>Export stránek</translation>
    </message>
    <message>
        <source>Export Links</source>
        <translation>Export odkazů</translation>
    </message>
    <message>
        <source>Export Redirect Chains</source>
        <translation>Export řetězců přesměrování</translation>
    </message>
    <message>
        <source>Export Images</source>
        <translation>Export obrázků</translation>
    </message>
    <message>
        <source>Export Broken Links</source>
        <translation>Export nefunkčních odkazů</translation>
    </message>
    <message>
        <source>Export Missing Pages</source>
        <translation>Export chybějících stránek</translation>
    </message>
    <message>
        <source>%1 (“%2”)</source>
        <translation>%1 („%2“)</translation>
    </message>
    <message>
        <source>E&amp;nter Login…</source>
        <translation>&amp;Zadat přihlášení…</translation>
    </message>
    <message>
        <source>Give the login, cookies or headers the site asks for, and crawl it again</source>
        <translation>Zadat přihlášení, cookies nebo hlavičky, které web vyžaduje, a projít ho znovu</translation>
    </message>
    <message>
        <source>Rendered with JavaScript</source>
        <translation>Vykreslené JavaScriptem</translation>
    </message>
    <message>
        <source>App shells not rendered</source>
        <translation>Nevykreslené obaly aplikací</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádná</translation>
    </message>
    <message numerus="yes">
        <source>Rendered with JavaScript; it did not settle within the page time and was read as it stood then (%1 ms, %n request(s)).</source>
        <translation>
            <numerusform>Vykresleno JavaScriptem; neustálila se v čase na stránku a byla přečtena, jak byla v tu chvíli (%1 ms, %n požadavek).</numerusform>
            <numerusform>Vykresleno JavaScriptem; neustálila se v čase na stránku a byla přečtena, jak byla v tu chvíli (%1 ms, %n požadavky).</numerusform>
            <numerusform>Vykresleno JavaScriptem; neustálila se v čase na stránku a byla přečtena, jak byla v tu chvíli (%1 ms, %n požadavků).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rendered with JavaScript (%1 ms, %n request(s)).</source>
        <translation>
            <numerusform>Vykresleno JavaScriptem (%1 ms, %n požadavek).</numerusform>
            <numerusform>Vykresleno JavaScriptem (%1 ms, %n požadavky).</numerusform>
            <numerusform>Vykresleno JavaScriptem (%1 ms, %n požadavků).</numerusform>
        </translation>
    </message>
    <message>
        <source>Its HTML is an application shell; rendering failed (%1), so the HTML as fetched was read.</source>
        <translation>Její HTML je obal aplikace; vykreslení selhalo (%1), proto bylo přečteno HTML, jak bylo staženo.</translation>
    </message>
    <message>
        <source>Its HTML is an application shell, read as fetched: it was not rendered.</source>
        <translation>Její HTML je obal aplikace, přečtený, jak byl stažen: nebyla vykreslena.</translation>
    </message>
    <message>
        <source>Its HTML says noindex: Google does not render such a page, so the links its JavaScript writes were not followed.</source>
        <translation>Její HTML říká noindex: Google takovou stránku nevykresluje, proto se odkazy, které píše její JavaScript, nesledovaly.</translation>
    </message>
    <message>
        <source>Title: “%1” in the HTML, “%2” once rendered.</source>
        <translation>Titulek: „%1“ v HTML, „%2“ po vykreslení.</translation>
    </message>
    <message>
        <source>Robots meta: %1 in the HTML, %2 once rendered.</source>
        <translation>Meta robots: %1 v HTML, %2 po vykreslení.</translation>
    </message>
    <message>
        <source>Canonical: %1 in the HTML, %2 once rendered.</source>
        <translation>Kanonická URL: %1 v HTML, %2 po vykreslení.</translation>
    </message>
    <message>
        <source>Its hreflang alternates differ once rendered.</source>
        <translation>Její alternativy hreflang se po vykreslení liší.</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) only its JavaScript writes: %1</source>
        <translation>
            <numerusform>%n odkaz, který píše jen její JavaScript: %1</numerusform>
            <numerusform>%n odkazy, které píše jen její JavaScript: %1</numerusform>
            <numerusform>%n odkazů, které píše jen její JavaScript: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s) robots.txt blocks, not loaded: %1</source>
        <translation>
            <numerusform>%n zdroj blokovaný souborem robots.txt, nenačten: %1</numerusform>
            <numerusform>%n zdroje blokované souborem robots.txt, nenačteny: %1</numerusform>
            <numerusform>%n zdrojů blokovaných souborem robots.txt, nenačteno: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Content &amp;History…</source>
        <translation>&amp;Historie obsahu…</translation>
    </message>
    <message>
        <source>Export Content &amp;History…</source>
        <translation>Exportovat &amp;historii obsahu…</translation>
    </message>
    <message>
        <source>Export Content History</source>
        <translation>Export historie obsahu</translation>
    </message>
    <message>
        <source>Its main content is unchanged since the crawl of %1 (fingerprint %2); it last changed %3.</source>
        <translation>Její hlavní obsah se od procházení z %1 nezměnil (otisk %2); naposledy se změnil %3.</translation>
    </message>
    <message>
        <source>Its main content changed since the crawl of %1 (fingerprint %2, before %3).</source>
        <translation>Její hlavní obsah se od procházení z %1 změnil (otisk %2, předtím %3).</translation>
    </message>
    <message>
        <source>Its main content was first seen by this crawl (fingerprint %1); it is taken to have changed %2.</source>
        <translation>Její hlavní obsah poprvé vidělo toto procházení (otisk %1); za dobu změny se bere %2.</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlDocument</name>
    <message numerus="yes">
        <source>the crawl of %1 (%Ln pages)</source>
        <translation>
            <numerusform>procházení %1 (%Ln stránka)</numerusform>
            <numerusform>procházení %1 (%Ln stránky)</numerusform>
            <numerusform>procházení %1 (%Ln stránek)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pages done, %2 failed, %3 indexable</source>
        <translation>
            <numerusform>Hotové stránky: %1, neúspěšné: %2, indexovatelné: %3</numerusform>
            <numerusform>Hotové stránky: %1, neúspěšné: %2, indexovatelné: %3</numerusform>
            <numerusform>Hotové stránky: %1, neúspěšné: %2, indexovatelné: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them not fetched: robots.txt disallows them or could not be read</source>
        <translation>
            <numerusform>%Ln z nich nestažena: robots.txt ji zakazuje nebo ho nešlo přečíst</numerusform>
            <numerusform>%Ln z nich nestaženy: robots.txt je zakazuje nebo ho nešlo přečíst</numerusform>
            <numerusform>%Ln z nich nestaženo: robots.txt je zakazuje nebo ho nešlo přečíst</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped before the end: Go On takes it up where it stopped.</source>
        <translation>Zastaveno před koncem: tlačítko Pokračovat naváže tam, kde procházení skončilo.</translation>
    </message>
    <message>
        <source>Cut short when Sitemap Studio ended: Go On takes it up where it stopped.</source>
        <translation>Přerušeno, když se Sitemap Studio ukončilo: tlačítko Pokračovat naváže tam, kde procházení skončilo.</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>Failed: %1 (%2)</source>
        <translation>Neúspěšná: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more failed; the Crawl view lists them all</source>
        <translation>
            <numerusform>… a %Ln další neúspěšná; zobrazení Procházení je uvádí všechny</numerusform>
            <numerusform>… a %Ln další neúspěšné; zobrazení Procházení je uvádí všechny</numerusform>
            <numerusform>… a %Ln dalších neúspěšných; zobrazení Procházení je uvádí všechny</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the http or https address of a page of the site.</source>
        <translation>Zadejte adresu http nebo https některé stránky webu.</translation>
    </message>
    <message>
        <source>There is no crawl to save</source>
        <translation>Není co uložit: žádné procházení</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>Nelze zapsat %1</translation>
    </message>
    <message>
        <source>Another Sitemap Studio keeps %1</source>
        <translation>Složku %1 používá jiné spuštěné Sitemap Studio</translation>
    </message>
    <message>
        <source>Cannot make the folder %1</source>
        <translation>Nelze vytvořit složku %1</translation>
    </message>
    <message>
        <source>Cannot lock %1</source>
        <translation>Nelze zamknout %1</translation>
    </message>
    <message>
        <source>The crawl is not kept as it goes, and a crash would lose it: %1</source>
        <translation>Procházení se neukládá průběžně a pád aplikace by je ztratil: %1</translation>
    </message>
    <message>
        <source>%1 refuses access (HTTP 403) with the login, cookies or headers given.</source>
        <translation>%1 odmítá přístup (HTTP 403) se zadaným přihlášením, cookies nebo hlavičkami.</translation>
    </message>
    <message>
        <source>%1 refuses access (HTTP 403): it may want a login, a cookie or a header, or it turns this user agent away.</source>
        <translation>%1 odmítá přístup (HTTP 403): možná vyžaduje přihlášení, cookie nebo hlavičku, nebo odmítá tohoto user agenta.</translation>
    </message>
    <message>
        <source>%1 refused the login of the user “%2” (HTTP 401).</source>
        <translation>%1 odmítl přihlášení uživatele „%2“ (HTTP 401).</translation>
    </message>
    <message>
        <source>%1 refused the login of the user “%2” (HTTP 401, realm “%3”).</source>
        <translation>%1 odmítl přihlášení uživatele „%2“ (HTTP 401, oblast „%3“).</translation>
    </message>
    <message>
        <source>The site asks for a login (HTTP 401 at %1).</source>
        <translation>Web vyžaduje přihlášení (HTTP 401 na %1).</translation>
    </message>
    <message>
        <source>The site asks for a login (HTTP 401 at %1, realm “%2”).</source>
        <translation>Web vyžaduje přihlášení (HTTP 401 na %1, oblast „%2“).</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlRuleFields</name>
    <message>
        <source>/blog/, one regular expression a line</source>
        <translation>/blog/, jeden regulární výraz na řádek</translation>
    </message>
    <message>
        <source>Ask only for URLs that match one of these regular expressions, searched in the whole URL. The start URL is asked all the same, for its links, and listed only when it matches.</source>
        <translation>Požadovat jen adresy URL, které odpovídají některému z těchto regulárních výrazů hledaných v celé adrese URL. Počáteční adresa URL se kvůli svým odkazům požaduje vždy, ale uvede se, jen když odpovídá.</translation>
    </message>
    <message>
        <source>&amp;Include only:</source>
        <translation>&amp;Zahrnout jen:</translation>
    </message>
    <message>
        <source>/search\?, one regular expression a line</source>
        <translation>/search\?, jeden regulární výraz na řádek</translation>
    </message>
    <message>
        <source>Never ask for URLs that match one of these regular expressions; a start URL that matches is refused.</source>
        <translation>Nikdy nepožadovat adresy URL, které odpovídají některému z těchto regulárních výrazů; odpovídající počáteční adresa URL se odmítne.</translation>
    </message>
    <message>
        <source>E&amp;xclude:</source>
        <translation>&amp;Vyloučit:</translation>
    </message>
    <message>
        <source>/tag/, one regular expression a line</source>
        <translation>/tag/, jeden regulární výraz na řádek</translation>
    </message>
    <message>
        <source>Ask for and follow URLs that match one of these regular expressions, but leave them out of the sitemap (tag pages, search pages).</source>
        <translation>Adresy URL odpovídající některému z těchto regulárních výrazů požadovat a sledovat, ale vynechat je ze souboru Sitemap (stránky štítků, stránky vyhledávání).</translation>
    </message>
    <message>
        <source>Do &amp;not list:</source>
        <translation>&amp;Neuvádět:</translation>
    </message>
    <message>
        <source>ref, pk_*</source>
        <translation>ref, pk_*</translation>
    </message>
    <message>
        <source>Query parameters removed from links before they are queued, so that each page is asked once, besides the tracking parameters removed by default (utm_*, fbclid, gclid, msclkid, dclid, yclid, mc_cid, mc_eid, _ga, _gl): names or globs, separated by spaces or commas.</source>
        <translation>Parametry dotazu odebírané z odkazů před zařazením do fronty, aby se každá stránka požadovala jen jednou, navíc ke sledovacím parametrům odebíraným ve výchozím stavu (utm_*, fbclid, gclid, msclkid, dclid, yclid, mc_cid, mc_eid, _ga, _gl): názvy nebo masky glob oddělené mezerami nebo čárkami.</translation>
    </message>
    <message>
        <source>Remove &amp;parameters:</source>
        <translation>Odebrat &amp;parametry:</translation>
    </message>
    <message>
        <source>Keep every parameter, trackin&amp;g ones too</source>
        <translation>Ponechat všechny parametry včetně &amp;sledovacích</translation>
    </message>
    <message>
        <source>Where the site is published when the crawl runs on another host (staging): the sitemap lists the pages of the start URL&apos;s host under this address, the start URL&apos;s folder standing for its folder.</source>
        <translation>Kde je web zveřejněn, když procházení běží na jiném hostiteli (staging): soubor Sitemap uvede stránky hostitele počáteční adresy URL pod touto adresou, přičemž složce počáteční adresy URL odpovídá její složka.</translation>
    </message>
    <message>
        <source>P&amp;ublish URL:</source>
        <translation>A&amp;dresa zveřejnění:</translation>
    </message>
    <message>
        <source>Include only, line %1: “%2” is no valid regular expression: %3 at character %4.</source>
        <translation>Zahrnout jen, řádek %1: „%2“ není platný regulární výraz: %3 na znaku %4.</translation>
    </message>
    <message>
        <source>Exclude, line %1: “%2” is no valid regular expression: %3 at character %4.</source>
        <translation>Vyloučit, řádek %1: „%2“ není platný regulární výraz: %3 na znaku %4.</translation>
    </message>
    <message>
        <source>Do not list, line %1: “%2” is no valid regular expression: %3 at character %4.</source>
        <translation>Neuvádět, řádek %1: „%2“ není platný regulární výraz: %3 na znaku %4.</translation>
    </message>
    <message>
        <source>Remove parameters: “%1” is no parameter name or glob such as pk_*.</source>
        <translation>Odebrat parametry: „%1“ není název parametru ani maska glob jako pk_*.</translation>
    </message>
    <message>
        <source>Publish URL: give the whole address of the published site, starting with https:// or http://.</source>
        <translation>Adresa zveřejnění: zadejte celou adresu zveřejněného webu začínající https:// nebo http://.</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlSheetView</name>
    <message>
        <source>Filter by any column</source>
        <translation>Filtrovat podle libovolného sloupce</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>zobrazeno %1 z %2</translation>
    </message>
    <message>
        <source>This table is made when the crawl ends.</source>
        <translation>Tato tabulka vznikne po skončení procházení.</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlSitemap</name>
    <message>
        <source>%1 is blocked by robots.txt: %2</source>
        <translation>Soubor robots.txt blokuje %1: %2</translation>
    </message>
    <message>
        <source>%1 was not fetched: %2</source>
        <translation>%1 nebylo možné načíst: %2</translation>
    </message>
    <message>
        <source>%1 redirects in a loop: %2</source>
        <translation>%1 přesměrovává ve smyčce: %2</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>zatím žádná</translation>
    </message>
    <message>
        <source>%1 answered %2 (%3)</source>
        <translation>%1 vrací %2 (%3)</translation>
    </message>
    <message>
        <source>Gone</source>
        <translation>Trvale odstraněno</translation>
    </message>
    <message>
        <source>Not Found</source>
        <translation>Nenalezeno</translation>
    </message>
    <message>
        <source>%1 is %2, not an HTML page</source>
        <translation>%1 je %2, nikoli stránka HTML</translation>
    </message>
    <message>
        <source>its robots meta tag and its X-Robots-Tag header</source>
        <translation>metaznačce robots a v hlavičce X-Robots-Tag</translation>
    </message>
    <message>
        <source>its robots meta tag</source>
        <translation>metaznačce robots</translation>
    </message>
    <message>
        <source>its X-Robots-Tag header</source>
        <translation>hlavičce X-Robots-Tag</translation>
    </message>
    <message>
        <source>%1 is marked noindex by %2</source>
        <translation>%1 má direktivu noindex v %2</translation>
    </message>
    <message>
        <source>%1 names %2 as its canonical URL</source>
        <translation>%1 uvádí jako svou kanonickou adresu URL %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>The hreflang of %1 differs between the page and the sitemap: only the page gives %2; only the sitemap gives %3</source>
        <translation>Hodnoty hreflang pro %1 se na stránce a v souboru Sitemap liší (jen na stránce: %2; jen v souboru Sitemap: %3)</translation>
    </message>
    <message>
        <source>%1 is blocked by robots.txt for Googlebot (the crawl, allowed by the group it obeys, fetched it)</source>
        <translation>Soubor robots.txt blokuje %1 pro Googlebot (procházení adresu načetlo, protože ji povoluje skupina, kterou se řídí)</translation>
    </message>
    <message>
        <source>%1 is a document of no type, not an HTML page</source>
        <translation>%1 je dokument bez typu, nikoli stránka HTML</translation>
    </message>
    <message>
        <source>%1 is in the sitemap, but no chain of followed links from the start page %2 reaches it: it is one of %3 crawled pages that link only among themselves</source>
        <translation>%1 je v souboru Sitemap, ale žádný řetězec sledovaných odkazů z úvodní stránky %2 k ní nevede: je jednou z procházených stránek (celkem %3), které odkazují jen mezi sebou</translation>
    </message>
    <message>
        <source>%1 is in the sitemap, but no chain of followed links from the start page %2 reaches it</source>
        <translation>%1 je v souboru Sitemap, ale žádný řetězec sledovaných odkazů z úvodní stránky %2 k ní nevede</translation>
    </message>
    <message>
        <source>an instant meta refresh</source>
        <translation>okamžité meta refresh</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>%1 redirects (%2) to %3, which answered %4, through %5</source>
        <translation>%1 přesměrovává (%2) na %3 (odpověď: %4), řetězec přesměrování: %5</translation>
    </message>
    <message>
        <source>%1 redirects (%2) to %3, which answered %4</source>
        <translation>%1 přesměrovává (%2) na %3 (odpověď: %4)</translation>
    </message>
    <message>
        <source>Indexable</source>
        <translation>Indexovatelná</translation>
    </message>
    <message>
        <source>Not fetched</source>
        <translation>Nenačtená</translation>
    </message>
    <message>
        <source>Blocked by robots.txt</source>
        <translation>Blokovaná souborem robots.txt</translation>
    </message>
    <message>
        <source>Redirect</source>
        <translation>Přesměrování</translation>
    </message>
    <message>
        <source>Not found (404, 410)</source>
        <translation>Nenalezena (404, 410)</translation>
    </message>
    <message>
        <source>Error or no answer</source>
        <translation>Chyba nebo bez odpovědi</translation>
    </message>
    <message>
        <source>Not HTML</source>
        <translation>Není HTML</translation>
    </message>
    <message>
        <source>Marked noindex</source>
        <translation>Označená noindex</translation>
    </message>
    <message>
        <source>Canonicalised elsewhere</source>
        <translation>Kanonická jinde</translation>
    </message>
    <message>
        <source>not asked (robots.txt)</source>
        <translation>nedotázáno (robots.txt)</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>bez odpovědi</translation>
    </message>
    <message>
        <source>The lastmod %1 of %2 is later than the page&apos;s own date %3 (its %4)</source>
        <translation>Lastmod %1 adresy %2 je pozdější než vlastní datum stránky %3 (její %4)</translation>
    </message>
    <message>
        <source>The lastmod %1 of %2 is earlier than the page&apos;s own date %3 (its %4): the page changed since</source>
        <translation>Lastmod %1 adresy %2 je dřívější než vlastní datum stránky %3 (její %4): stránka se od té doby změnila</translation>
    </message>
    <message>
        <source>%1 shows images its entry lacks (%2): %3</source>
        <translation>%1 zobrazuje obrázky, které její položce chybějí (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %2 URLs whose pages give their own date carry their Last-Modified header&apos;s date instead (%3 of them %4, the time of a deploy rather than of their pages)</source>
        <translation>
            <numerusform>%1 z %2 adresy URL, jejichž stránky uvádějí vlastní datum, nese místo něj datum hlavičky Last-Modified (%3 z nich %4, čas nasazení, ne jejich stránek)</numerusform>
            <numerusform>%1 z %2 adres URL, jejichž stránky uvádějí vlastní datum, nese místo něj datum hlavičky Last-Modified (%3 z nich %4, čas nasazení, ne jejich stránek)</numerusform>
            <numerusform>%1 z %2 adres URL, jejichž stránky uvádějí vlastní datum, nese místo něj datum hlavičky Last-Modified (%3 z nich %4, čas nasazení, ne jejich stránek)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is indexable, but no sitemap lists it (crawled pages linking to it: %2)</source>
        <translation>%1 lze indexovat, ale žádný soubor Sitemap ji neuvádí (procházené stránky, které na ni odkazují: %2)</translation>
    </message>
    <message>
        <source>a JavaScript redirect</source>
        <translation>přesměrování JavaScriptem</translation>
    </message>
    <message>
        <source>The lastmod %1 of %2 claims a change the crawls disprove: the crawl of %3 saw the content the page has now, and the crawl of %4 saw it unchanged; it last changed %5</source>
        <translation>Lastmod %1 u %2 tvrdí změnu, kterou procházení vyvracejí: procházení z %3 vidělo obsah, který stránka má nyní, a procházení z %4 ho vidělo beze změny; naposledy se změnil %5</translation>
    </message>
    <message>
        <source>The content of %1 changed after its lastmod %2: the crawl of %3 saw other content, the crawl of %4 the content it has now</source>
        <translation>Obsah %1 se změnil po jeho lastmod %2: procházení z %3 vidělo jiný obsah, procházení z %4 ten, který má nyní</translation>
    </message>
    <message numerus="yes">
        <source>%n pages of the sitemap have the same main content, and none names one of them as its canonical URL: %1</source>
        <translation>
            <numerusform>%n stránka souboru Sitemap má stejný hlavní obsah a žádná z nich neuvádí jinou jako kanonickou URL: %1</numerusform>
            <numerusform>%n stránky souboru Sitemap mají stejný hlavní obsah a žádná z nich neuvádí jinou jako kanonickou URL: %1</numerusform>
            <numerusform>%n stránek souboru Sitemap má stejný hlavní obsah a žádná z nich neuvádí jinou jako kanonickou URL: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::CrawlStore</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot keep crawls: Qt&apos;s SQLite driver is not installed (the libqt6sql6-sqlite package)</source>
        <translation>Procházení nelze uchovat: ovladač SQLite pro Qt není nainstalován (balíček libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 neexistuje</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nelze číst %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a crawl kept by Sitemap Studio</source>
        <translation>%1 není procházení uložené aplikací Sitemap Studio</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Nelze otevřít %1: %2</translation>
    </message>
    <message>
        <source>%1 was written by a newer Sitemap Studio (crawl store version %2; this one reads up to %3)</source>
        <translation>%1 zapsala novější verze Sitemap Studio (verze úložiště procházení %2; tato čte nejvýše %3)</translation>
    </message>
    <message>
        <source>The crawl store is not open</source>
        <translation>Úložiště procházení není otevřené</translation>
    </message>
    <message>
        <source>%1 holds no crawl</source>
        <translation>%1 neobsahuje žádné procházení</translation>
    </message>
    <message>
        <source>%1 is damaged: its URL table does not match its ids</source>
        <translation>%1 je poškozený: jeho tabulka adres URL neodpovídá identifikátorům</translation>
    </message>
    <message>
        <source>%1 is damaged: a page refers to a URL it does not hold</source>
        <translation>%1 je poškozený: stránka odkazuje na adresu URL, kterou neobsahuje</translation>
    </message>
    <message>
        <source>%1 is damaged: it has no crawl store version</source>
        <translation>%1 je poškozen: nemá verzi úložiště procházení</translation>
    </message>
    <message>
        <source>%1 is damaged: its anchor texts do not match their ids</source>
        <translation>%1 je poškozen: jeho texty odkazů neodpovídají svým identifikátorům</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlTable</name>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Indexability</source>
        <translation>Indexovatelnost</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Zpráva</translation>
    </message>
    <message>
        <source>Canonical</source>
        <translation>Kanonická URL</translation>
    </message>
    <message>
        <source>Redirects to</source>
        <translation>Přesměrovává na</translation>
    </message>
    <message>
        <source>Final URL</source>
        <translation>Cílová URL</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Hloubka</translation>
    </message>
    <message>
        <source>Inlinks</source>
        <translation>Příchozí odkazy</translation>
    </message>
    <message>
        <source>Outlinks</source>
        <translation>Odchozí odkazy</translation>
    </message>
    <message>
        <source>External links</source>
        <translation>Externí odkazy</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titulek</translation>
    </message>
    <message>
        <source>Content type</source>
        <translation>Typ obsahu</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bajty</translation>
    </message>
    <message>
        <source>Response (ms)</source>
        <translation>Odezva (ms)</translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation>Naposledy změněno</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Zdroj</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>Anchor text</source>
        <translation>Text odkazu</translation>
    </message>
    <message>
        <source>Rel</source>
        <translation>Rel</translation>
    </message>
    <message>
        <source>Target status</source>
        <translation>Stav cíle</translation>
    </message>
    <message>
        <source>Target indexability</source>
        <translation>Indexovatelnost cíle</translation>
    </message>
    <message>
        <source>Hops</source>
        <translation>Kroky</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Řetězec</translation>
    </message>
    <message>
        <source>Final status</source>
        <translation>Stav cíle řetězce</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>Smyčka</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Stránka</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Obrázek</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Důvod</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Stránky</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Odkazy</translation>
    </message>
    <message>
        <source>Redirect chains</source>
        <translation>Řetězce přesměrování</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Obrázky</translation>
    </message>
    <message>
        <source>Broken links</source>
        <translation>Nefunkční odkazy</translation>
    </message>
    <message>
        <source>Indexable pages missing from the sitemap</source>
        <translation>Indexovatelné stránky, které v souboru Sitemap chybí</translation>
    </message>
    <message>
        <source>Not found (%1)</source>
        <translation>Nenalezeno (%1)</translation>
    </message>
    <message>
        <source>The server answered %1</source>
        <translation>Server odpověděl %1</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>Bez odpovědi</translation>
    </message>
    <message>
        <source>Content fingerprint</source>
        <translation>Otisk obsahu</translation>
    </message>
    <message>
        <source>First seen</source>
        <translation>Poprvé viděno</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Naposledy viděno</translation>
    </message>
    <message>
        <source>Content changed</source>
        <translation>Obsah změněn</translation>
    </message>
    <message>
        <source>Content history</source>
        <translation>Historie obsahu</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlTableModel</name>
    <message>
        <source>not asked</source>
        <translation>nedotázáno</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>bez odpovědi</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ano</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>Adresa URL</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Indexability</source>
        <translation>Indexovatelnost</translation>
    </message>
    <message>
        <source>Canonical</source>
        <translation>Kanonická</translation>
    </message>
    <message>
        <source>Redirects to</source>
        <translation>Přesměrovává na</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Hloubka</translation>
    </message>
    <message>
        <source>Inlinks</source>
        <translation>Příchozí odkazy</translation>
    </message>
    <message>
        <source>Outlinks</source>
        <translation>Odchozí odkazy</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Velikost</translation>
    </message>
    <message>
        <source>In sitemap</source>
        <translation>V souboru Sitemap</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>Bez odpovědi</translation>
    </message>
    <message>
        <source>Not asked (robots.txt)</source>
        <translation>Nedotázáno (robots.txt)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Response time</source>
        <translation>Doba odezvy</translation>
    </message>
    <message>
        <source>No chain of links from the start page reaches it: it was found through the sitemap</source>
        <translation>Žádný řetězec odkazů z počáteční stránky k ní nevede: byla nalezena prostřednictvím souboru Sitemap</translation>
    </message>
    <message>
        <source>not linked</source>
        <translation>bez odkazu</translation>
    </message>
    <message>
        <source>JavaScript</source>
        <translation>JavaScript</translation>
    </message>
    <message>
        <source>rendered, did not settle</source>
        <translation>vykresleno, neustálilo se</translation>
    </message>
    <message>
        <source>rendered</source>
        <translation>vykresleno</translation>
    </message>
    <message>
        <source>rendering failed</source>
        <translation>vykreslení selhalo</translation>
    </message>
    <message>
        <source>app shell, not rendered</source>
        <translation>obal aplikace, nevykresleno</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlUrlRules</name>
    <message>
        <source>%1 &quot;%2&quot; is no valid regular expression: %3 at character %4</source>
        <translation>%1 „%2“ není platný regulární výraz: %3 na znaku %4</translation>
    </message>
</context>
<context>
    <name>Studio::Crawler</name>
    <message>
        <source>The crawl stopped at its time limit of %1 seconds</source>
        <translation>Procházení se zastavilo po dosažení časového limitu %1 s</translation>
    </message>
    <message>
        <source>Cannot crawl &quot;%1&quot;: only http and https addresses with a host can be crawled</source>
        <translation>Nelze procházet „%1“: procházet lze jen adresy http a https s hostitelem</translation>
    </message>
    <message>
        <source>Not fetched: %1; while a site&apos;s robots.txt cannot be read, crawlers fetch nothing there</source>
        <translation>Nenačteno: %1; dokud nelze přečíst robots.txt webu, prohledávače tam nic nenačítají</translation>
    </message>
    <message>
        <source>Not fetched: the robots.txt of %1 disallows %2 for %3 (line %4: Disallow: %5)</source>
        <translation>Nenačteno: robots.txt hostitele %1 zakazuje %2 pro %3 (řádek %4: Disallow: %5)</translation>
    </message>
    <message numerus="yes">
        <source>The crawl stopped at its limit of %1 pages; %2 URLs it found were not fetched</source>
        <translation>
            <numerusform>Procházení se zastavilo po dosažení limitu počtu stránek (%1); nalezené adresy URL, které nebyly načteny: %2</numerusform>
            <numerusform>Procházení se zastavilo po dosažení limitu počtu stránek (%1); nalezené adresy URL, které nebyly načteny: %2</numerusform>
            <numerusform>Procházení se zastavilo po dosažení limitu počtu stránek (%1); nalezené adresy URL, které nebyly načteny: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>The crawl stopped at its limit of %1 bytes received</source>
        <translation>Procházení se zastavilo po dosažení limitu %1 přijatých bajtů</translation>
    </message>
    <message>
        <source>%1 is the end of more than %2 redirects; the next one, to %3, is not followed</source>
        <translation>%1 je koncem řetězce více než %2 přesměrování; další přesměrování, na %3, se nenásleduje</translation>
    </message>
    <message>
        <source>The crawl did not follow links beyond its depth limit of %1 from the start page</source>
        <translation>Procházení nenásledovalo odkazy za limitem hloubky (%1) od počáteční stránky</translation>
    </message>
    <message>
        <source>Not fetched: the crawl was cancelled first</source>
        <translation>Nenačteno: procházení bylo předtím zrušeno</translation>
    </message>
    <message>
        <source>Not fetched: a limit of the crawl came first</source>
        <translation>Nenačteno: procházení předtím dosáhlo některého ze svých limitů</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> a %1 dalších</translation>
    </message>
    <message>
        <source>Crawl trap: links under %1 longer than %2 characters, not followed: %3 (the first: %4)</source>
        <translation>Past pro roboty: odkazy pod %1 delší než %2 znaků, nenásledované: %3 (první: %4)</translation>
    </message>
    <message>
        <source>Crawl trap: %1 has more than %2 variants that differ in their query (a calendar, filters or session ids); links to more of them, not followed: %3 (the first: %4)</source>
        <translation>Past pro roboty: %1 má víc než %2 variant lišících se dotazem (kalendář, filtry nebo identifikátory relací); odkazy na další z nich, nenásledované: %3 (první: %4)</translation>
    </message>
    <message>
        <source>Crawl trap: links that repeat a path segment more than %1 times, as in %2, not followed: %3 (the first: %4)</source>
        <translation>Past pro roboty: odkazy, které opakují část cesty víc než %1krát, jako %2, nenásledované: %3 (první: %4)</translation>
    </message>
    <message>
        <source>%1 has more than %2 links; links after the first %2, not followed: %3</source>
        <translation>%1 má víc než %2 odkazů; odkazy za prvními %2, nenásledované: %3</translation>
    </message>
    <message>
        <source>%1 has more than %2 links; those after the first %2 were not followed</source>
        <translation>%1 má víc než %2 odkazů; odkazy za prvními %2 nebyly následovány</translation>
    </message>
    <message>
        <source>Pages given up, sending too slowly or not at all (no full answer within %1 s): %2</source>
        <translation>Vzdané stránky, které posílaly příliš pomalu nebo vůbec (bez celé odpovědi do %1 s): %2</translation>
    </message>
    <message>
        <source>Pages read only in part, holding more than %1 elements or nested too deep (links after the cut were not seen): %2</source>
        <translation>Stránky přečtené jen zčásti, s víc než %1 prvky nebo příliš hlubokým vnořením (odkazy za místem řezu nebyly vidět): %2</translation>
    </message>
    <message>
        <source>Not rendered: the crawl stopped first</source>
        <translation>Nevykresleno: procházení skončilo dřív</translation>
    </message>
    <message>
        <source>Links to URLs that match no include pattern, not followed: %1 (the first: %2)</source>
        <translation>Odkazy na URL, které neodpovídají žádnému vzoru pro zahrnutí, nesledovány: %1 (první: %2)</translation>
    </message>
    <message>
        <source>Links to URLs that match the exclude pattern &quot;%1&quot;, not followed: %2 (the first: %3)</source>
        <translation>Odkazy na URL odpovídající vzoru pro vyloučení „%1“, nesledovány: %2 (první: %3)</translation>
    </message>
    <message>
        <source>Cannot crawl &quot;%1&quot;: the start URL matches the exclude pattern &quot;%2&quot;</source>
        <translation>Nelze procházet „%1“: počáteční URL odpovídá vzoru pro vyloučení „%2“</translation>
    </message>
</context>
<context>
    <name>Studio::CsvReader</name>
    <message>
        <source>Row at line %1 was skipped: no column is chosen as the location</source>
        <translation>Záznam na řádku %1 byl přeskočen: jako umístění není vybrán žádný sloupec</translation>
    </message>
    <message>
        <source>Row at line %1 has no location in column %2; it was skipped</source>
        <translation>Záznam na řádku %1 nemá ve sloupci %2 umístění; byl přeskočen</translation>
    </message>
</context>
<context>
    <name>Studio::DateTimeField</name>
    <message>
        <source>Date and time</source>
        <translation>Datum a čas</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Přesnost</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Date and time with seconds</source>
        <translation>Datum a čas se sekundami</translation>
    </message>
    <message>
        <source>How much of the value is written: Google reads the date alone or a date and time with a time zone.</source>
        <translation>Jak velká část hodnoty se zapíše: Google čte samotné datum nebo datum a čas s časovým pásmem.</translation>
    </message>
    <message>
        <source>Time zone</source>
        <translation>Časové pásmo</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Local time (%1)</source>
        <translation>Místní čas (%1)</translation>
    </message>
    <message>
        <source>A time is always written with its zone (Z or +hh:mm): without one the value is not W3C Datetime.</source>
        <translation>Čas se vždy zapisuje s časovým pásmem (Z nebo +hh:mm): bez něj hodnota není ve formátu W3C Datetime.</translation>
    </message>
    <message>
        <source>A W3C Datetime: the date and time, how much of it is written, and its time zone</source>
        <translation>Hodnota ve formátu W3C Datetime: datum a čas, jak velká část se zapíše a časové pásmo</translation>
    </message>
    <message>
        <source>The date, and the time in the chosen zone; Alt+Down opens a calendar</source>
        <translation>Datum a čas ve zvoleném časovém pásmu; Alt+šipka dolů otevře kalendář</translation>
    </message>
</context>
<context>
    <name>Studio::DiffModel</name>
    <message>
        <source>Added</source>
        <translation>Přidáno</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Odebráno</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Změněno</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Změna</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Changed fields</source>
        <translation>Změněná pole</translation>
    </message>
    <message>
        <source>Old lastmod</source>
        <translation>Původní lastmod</translation>
    </message>
    <message>
        <source>New lastmod</source>
        <translation>Nový lastmod</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(žádné)</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>%1: %2, edited</source>
        <translation>%1: %2, upraveno</translation>
    </message>
</context>
<context>
    <name>Studio::Discovery</name>
    <message>
        <source>No robots.txt: %1</source>
        <translation>Žádný robots.txt: %1</translation>
    </message>
    <message>
        <source>robots.txt line %1: &quot;%2&quot; is not an absolute http or https URL; skipped</source>
        <translation>robots.txt, řádek %1: „%2“ není absolutní adresa URL http ani https; přeskočeno</translation>
    </message>
    <message numerus="yes">
        <source>%1 names %2 sitemaps</source>
        <translation>
            <numerusform>%1 uvádí soubory Sitemap (%2)</numerusform>
            <numerusform>%1 uvádí soubory Sitemap (%2)</numerusform>
            <numerusform>%1 uvádí soubory Sitemap (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 names no sitemap; the usual places are asked</source>
        <translation>%1 neuvádí žádný soubor Sitemap; zkoušejí se obvyklá umístění</translation>
    </message>
    <message>
        <source>No sitemap found: %1 names none, and none of %2 answered with a sitemap</source>
        <translation>Nebyl nalezen žádný soubor Sitemap: %1 žádný neuvádí a žádná z adres %2 neodpověděla souborem Sitemap</translation>
    </message>
    <message>
        <source>%1 answered %2 but with no sitemap</source>
        <translation>%1 vrací %2, ale bez souboru Sitemap</translation>
    </message>
    <message>
        <source>%1 is a %2</source>
        <translation>%1 je %2</translation>
    </message>
    <message>
        <source>%1 is not an http or https address</source>
        <translation>%1 není adresa http ani https</translation>
    </message>
    <message>
        <source>%1 names a file: it is taken as the sitemap</source>
        <translation>%1 označuje soubor: bere se jako soubor Sitemap</translation>
    </message>
    <message>
        <source>Discovery was cancelled</source>
        <translation>Hledání bylo zrušeno</translation>
    </message>
</context>
<context>
    <name>Studio::DurableFile</name>
    <message>
        <source>Could not write %1: %2. Nothing was changed on disk.</source>
        <translation>Nelze zapsat %1: %2. Na disku se nic nezměnilo.</translation>
    </message>
    <message>
        <source>Could not write %1: %2. The file on disk is unchanged.</source>
        <translation>Nelze zapsat %1: %2. Soubor na disku zůstal beze změny.</translation>
    </message>
    <message>
        <source>%1 was written, but its folder could not be flushed to disk; a power cut now could lose it</source>
        <translation>Soubor %1 byl zapsán, ale zápis jeho složky na disk se nepodařilo dokončit; při výpadku napájení by teď mohl být ztracen</translation>
    </message>
</context>
<context>
    <name>Studio::EditController</name>
    <message>
        <source>Delete %1</source>
        <translation>Odstranit %1</translation>
    </message>
    <message>
        <source>Delete %1 entries</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Odstranit položky (%1)</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>Duplikovat %1</translation>
    </message>
    <message>
        <source>Add an entry</source>
        <translation>Přidat položku</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>Posunout %1 nahoru</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>Posunout %1 dolů</translation>
    </message>
    <message>
        <source>Moved in the sitemap; the table is sorted by a column, so its order does not show it</source>
        <translation>Přesunuto v souboru Sitemap; tabulka je seřazena podle sloupce, takže její pořadí to neukazuje</translation>
    </message>
    <message>
        <source>No URL matched.</source>
        <translation>Žádná adresa URL neodpovídá.</translation>
    </message>
    <message numerus="yes">
        <source>Replace &quot;%1&quot; with &quot;%2&quot; in %3 URLs</source>
        <translation>
            <numerusform>Nahradit „%1“ za „%2“ v adresách URL (%3)</numerusform>
            <numerusform>Nahradit „%1“ za „%2“ v adresách URL (%3)</numerusform>
            <numerusform>Nahradit „%1“ za „%2“ v adresách URL (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>No entry changed: they already have these values.</source>
        <translation>Žádná položka se nezměnila: tyto hodnoty už mají.</translation>
    </message>
    <message numerus="yes">
        <source>%1 entries changed; Undo reverts them in one step.</source>
        <translation>
            <numerusform>Změněné položky: %1; Zpět je vrátí jedním krokem.</numerusform>
            <numerusform>Změněné položky: %1; Zpět je vrátí jedním krokem.</numerusform>
            <numerusform>Změněné položky: %1; Zpět je vrátí jedním krokem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set fields of %1 entries</source>
        <translation>
            <numerusform>Nastavit pole položek (%1)</numerusform>
            <numerusform>Nastavit pole položek (%1)</numerusform>
            <numerusform>Nastavit pole položek (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs changed; Undo reverts the change in one step.</source>
        <translation>
            <numerusform>%Ln adresa URL změněna; Zpět změnu vrátí v jednom kroku.</numerusform>
            <numerusform>%Ln adresy URL změněny; Zpět změnu vrátí v jednom kroku.</numerusform>
            <numerusform>%Ln adres URL změněno; Zpět změnu vrátí v jednom kroku.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::EditorDocument</name>
    <message>
        <source>%1 is not a sitemap.</source>
        <translation>%1 není soubor Sitemap.</translation>
    </message>
    <message>
        <source>The child sitemap %1 was changed, but it was read from %2 and cannot be written back there. Nothing was saved; export the workspace instead.</source>
        <translation>Podřízený soubor Sitemap %1 byl změněn, ale jeho zdrojem je %2 a tam jej zpět zapsat nelze. Nic nebylo uloženo; místo toho exportujte pracovní prostor.</translation>
    </message>
    <message>
        <source>the web</source>
        <translation>web</translation>
    </message>
    <message>
        <source>a zip bundle</source>
        <translation>balíček zip</translation>
    </message>
    <message>
        <source>Saving was cancelled; %1 and the files after it were not written.</source>
        <translation>Ukládání bylo zrušeno; %1 a soubory po něm nebyly zapsány.</translation>
    </message>
    <message>
        <source>Checking with the new settings…</source>
        <translation>Kontrola s novým nastavením…</translation>
    </message>
    <message>
        <source>Checking %1 edited entries…</source>
        <translation>Kontrola upravených položek (%1)…</translation>
    </message>
    <message>
        <source>Checking the saved file…</source>
        <translation>Kontroluje se uložený soubor…</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Kontrola…</translation>
    </message>
    <message>
        <source>it had to be repaired to be read, is not UTF-8, or is not a sitemap</source>
        <translation>bylo nutné jej pro čtení opravit, není v UTF-8 nebo to není soubor Sitemap</translation>
    </message>
    <message>
        <source>the declarations or attributes of its root element were edited</source>
        <translation>byly upraveny deklarace nebo atributy jeho kořenového prvku</translation>
    </message>
    <message>
        <source>its root does not declare the sitemap namespace, or gives an extension&apos;s prefix to another namespace</source>
        <translation>jeho kořen nedeklaruje jmenný prostor Sitemap nebo dává předponu rozšíření jinému jmennému prostoru</translation>
    </message>
    <message>
        <source>its markup could not be followed</source>
        <translation>jeho kódu nebylo možné porozumět</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Studio::EntryFilterModel</name>
    <message>
        <source>Folder: %1</source>
        <translation>Složka: %1</translation>
    </message>
</context>
<context>
    <name>Studio::EntryTableModel</name>
    <message>
        <source>Edit %1 of %2</source>
        <translation>Upravit %1 u %2</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation>Poslední změna</translation>
    </message>
    <message>
        <source>Change frequency</source>
        <translation>Frekvence změn</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorita</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Obrázky</translation>
    </message>
    <message>
        <source>Videos</source>
        <translation>Videa</translation>
    </message>
    <message>
        <source>News</source>
        <translation>Zprávy</translation>
    </message>
    <message>
        <source>Alternates</source>
        <translation>Alternativy</translation>
    </message>
    <message>
        <source>Worst finding</source>
        <translation>Nejzávažnější zjištění</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Final URL</source>
        <translation>Konečná adresa URL</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>Čas (ms)</translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation>Načten</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nenalezen</translation>
    </message>
    <message>
        <source>Not a sitemap</source>
        <translation>Není soubor Sitemap</translation>
    </message>
    <message>
        <source>Listed before</source>
        <translation>Uveden dříve</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>Smyčka</translation>
    </message>
    <message>
        <source>Not loaded</source>
        <translation>Nenačten</translation>
    </message>
    <message>
        <source>Looked for at %1</source>
        <translation>Hledáno v %1</translation>
    </message>
    <message>
        <source>Sitemap</source>
        <translation>Soubor Sitemap</translation>
    </message>
    <message>
        <source>Child sitemap</source>
        <translation>Podřízený soubor Sitemap</translation>
    </message>
    <message>
        <source>URLs</source>
        <translation>Adresy URL</translation>
    </message>
    <message>
        <source>Indexable</source>
        <translation>Indexovatelná</translation>
    </message>
    <message>
        <source>Not crawled</source>
        <translation>Neprocházeno</translation>
    </message>
    <message>
        <source>Blocked by robots.txt</source>
        <translation>Blokováno souborem robots.txt</translation>
    </message>
    <message>
        <source>Redirect</source>
        <translation>Přesměrování</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Chyba</translation>
    </message>
    <message>
        <source>Not HTML</source>
        <translation>Není HTML</translation>
    </message>
    <message>
        <source>Noindex</source>
        <translation>Noindex</translation>
    </message>
    <message>
        <source>Canonical elsewhere</source>
        <translation>Jiná kanonická adresa</translation>
    </message>
    <message>
        <source>Page status</source>
        <translation>Stav stránky</translation>
    </message>
    <message>
        <source>Indexability</source>
        <translation>Indexovatelnost</translation>
    </message>
    <message>
        <source>Canonical</source>
        <translation>Kanonická adresa</translation>
    </message>
    <message>
        <source>Inlinks</source>
        <translation>Příchozí odkazy</translation>
    </message>
    <message>
        <source>%1: empty in every row</source>
        <translation>%1: prázdné ve všech řádcích</translation>
    </message>
    <message>
        <source>Last crawled: %1</source>
        <translation>Naposledy procházeno: %1</translation>
    </message>
    <message>
        <source>Google&apos;s canonical: %1</source>
        <translation>Kanonická adresa podle Googlu: %1</translation>
    </message>
    <message>
        <source>Crawled as: Googlebot smartphone</source>
        <translation>Procházeno jako: Googlebot pro smartphony</translation>
    </message>
    <message>
        <source>Crawled as: Googlebot desktop</source>
        <translation>Procházeno jako: Googlebot pro počítače</translation>
    </message>
    <message>
        <source>Crawled as: %1</source>
        <translation>Procházeno jako: %1</translation>
    </message>
    <message>
        <source>From %1, line %2</source>
        <translation>Ze souboru %1, řádek %2</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Pokrytí</translation>
    </message>
</context>
<context>
    <name>Studio::ExportLimitsPage</name>
    <message>
        <source>Limits and names</source>
        <translation>Limity a názvy</translation>
    </message>
    <message>
        <source>A file is closed before it would pass the first of the limits.</source>
        <translation>Soubor se uzavře dříve, než by překročil první z limitů.</translation>
    </message>
    <message>
        <source>A sitemap may list at most 50,000 URLs (sitemaps.org); a lower number makes smaller files that search engines fetch and re-read faster.</source>
        <translation>Soubor Sitemap smí uvádět nejvýše 50 000 adres URL (sitemaps.org); nižší počet dává menší soubory, které vyhledávače rychleji načtou a znovu přečtou.</translation>
    </message>
    <message>
        <source>&amp;URLs per file:</source>
        <translation>&amp;Adres URL na soubor:</translation>
    </message>
    <message>
        <source>50 MB, the protocol&apos;s limit</source>
        <translation>50 MB, limit protokolu</translation>
    </message>
    <message>
        <source>10 MB, for older search engines</source>
        <translation>10 MB, pro starší vyhledávače</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Vlastní</translation>
    </message>
    <message>
        <source>A sitemap may take at most 52,428,800 bytes uncompressed (sitemaps.org), XML declaration and root element included; gzip does not raise it. Some older search engines read only 10 MB.</source>
        <translation>Soubor Sitemap smí mít nejvýše 52 428 800 bajtů v nekomprimované podobě (sitemaps.org), včetně deklarace XML a kořenového prvku; gzip tento limit nezvyšuje. Některé starší vyhledávače čtou jen 10 MB.</translation>
    </message>
    <message>
        <source> bytes</source>
        <translation> bajtů</translation>
    </message>
    <message>
        <source>Custom bytes per file</source>
        <translation>Vlastní počet bajtů na soubor</translation>
    </message>
    <message>
        <source>Uncompressed bytes per file, 1 to 52,428,800</source>
        <translation>Nekomprimované bajty na soubor, 1 až 52 428 800</translation>
    </message>
    <message>
        <source>Google News reads at most 1,000 news:news elements per sitemap; entries with news beyond that go to the next file.</source>
        <translation>Zprávy Google čtou v jednom souboru Sitemap nejvýše 1 000 prvků news:news; zpravodajské položky nad tento počet přejdou do dalšího souboru.</translation>
    </message>
    <message>
        <source>The sitemap index that lists the files, so that robots.txt needs one line; .xml.gz gzips it. An index lists at most 50,000 sitemaps in at most 50 MB. Switched off on the Options page.</source>
        <translation>Index souborů Sitemap, který soubory uvádí, aby v robots.txt stačil jeden řádek; přípona .xml.gz jej zkomprimuje gzipem. Index uvádí nejvýše 50 000 souborů Sitemap v nejvýše 50 MB. Vypíná se na stránce Možnosti.</translation>
    </message>
    <message>
        <source>&amp;Index name:</source>
        <translation>Název &amp;indexu:</translation>
    </message>
    <message>
        <source>The files the export writes with these limits, each with its exact size; the gzipped size is estimated from a sample</source>
        <translation>Soubory, které export s těmito limity zapíše, každý s přesnou velikostí; velikost po kompresi gzip je odhadnuta ze vzorku</translation>
    </message>
    <message>
        <source>Pre&amp;view:</source>
        <translation>Ná&amp;hled:</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>Plánování…</translation>
    </message>
    <message>
        <source>B&amp;ytes per file:</source>
        <translation>&amp;Bajtů na soubor:</translation>
    </message>
    <message>
        <source>N&amp;ews per file:</source>
        <translation>Z&amp;práv na soubor:</translation>
    </message>
    <message>
        <source>File na&amp;mes:</source>
        <translation>&amp;Názvy souborů:</translation>
    </message>
    <message>
        <source>%1, %2, %3 uncompressed</source>
        <translation>%1, %2, %3 nekomprimovaně</translation>
    </message>
    <message>
        <source>Size only</source>
        <translation>Jen podle velikosti</translation>
    </message>
    <message>
        <source>Folder (/blog/, /shop/)</source>
        <translation>Složka (/blog/, /shop/)</translation>
    </message>
    <message>
        <source>Folder, two levels (/shop/shoes/)</source>
        <translation>Složka, dvě úrovně (/shop/shoes/)</translation>
    </message>
    <message>
        <source>Language (hreflang, else /de/)</source>
        <translation>Jazyk (hreflang, jinak /de/)</translation>
    </message>
    <message>
        <source>Content type (news, videos, images, pages)</source>
        <translation>Typ obsahu (zprávy, videa, obrázky, stránky)</translation>
    </message>
    <message>
        <source>&amp;Split by:</source>
        <translation>&amp;Rozdělit podle:</translation>
    </message>
    <message>
        <source>Patterns from a file</source>
        <translation>Vzory ze souboru</translation>
    </message>
    <message>
        <source>Files of their own for each section of the site, so that Search Console reports each section apart (sitemap-blog.xml.gz, sitemap-shop-2.xml.gz); every URL goes to one section, and each section&apos;s files keep within the limits above. Language takes the entry&apos;s own hreflang, else a language folder at the start of its path. A pattern file holds NAME REGEX lines: the first REGEX found in a URL gives its section, the rest go to &quot;other&quot;.</source>
        <translation>Vlastní soubory pro každou část webu, aby Search Console hlásila každou část zvlášť (sitemap-blog.xml.gz, sitemap-shop-2.xml.gz); každá URL patří do jedné části a soubory každé části drží výše uvedené limity. Jazyk se bere z vlastního hreflang položky, jinak z jazykové složky na začátku její cesty. Soubor vzorů obsahuje řádky NAME REGEX: první REGEX nalezený v URL určí její část, ostatní jdou do „other“.</translation>
    </message>
    <message>
        <source>Pattern file</source>
        <translation>Soubor vzorů</translation>
    </message>
    <message>
        <source>A file of NAME REGEX lines</source>
        <translation>Soubor řádků NAME REGEX</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>&amp;Vybrat…</translation>
    </message>
    <message>
        <source>Pattern File</source>
        <translation>Soubor vzorů</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Textové soubory (*.txt);;Všechny soubory (*)</translation>
    </message>
</context>
<context>
    <name>Studio::ExportLocationPage</name>
    <message>
        <source>Publish location</source>
        <translation>Umístění publikace</translation>
    </message>
    <message>
        <source>Where the files will be published on the web, and where to write them now.</source>
        <translation>Kde budou soubory na webu publikovány a kam je nyní zapsat.</translation>
    </message>
    <message>
        <source>The URL of the folder the files will be published in. The index&apos;s locations and the robots.txt lines start with it. A sitemap may list only URLs on its own scheme, host and port, in its folder and below, unless the other host&apos;s robots.txt points to it (sitemaps.org, &quot;Sitemaps &amp; Cross Submits&quot;).</source>
        <translation>Adresa URL složky, ve které budou soubory publikovány. Začínají jí umístění v indexu i řádky pro robots.txt. Soubor Sitemap smí uvádět jen adresy URL se stejným schématem, hostitelem a portem, ve své složce a pod ní, pokud na něj neodkazuje robots.txt jiného hostitele (sitemaps.org, „Sitemaps &amp; Cross Submits“).</translation>
    </message>
    <message>
        <source>A &amp;folder</source>
        <translation>&amp;Složka</translation>
    </message>
    <message>
        <source>Each file beside the others; a folder that does not exist is made (its parent must exist)</source>
        <translation>Každý soubor vedle ostatních; neexistující složka se vytvoří (její nadřazená složka musí existovat)</translation>
    </message>
    <message>
        <source>A &amp;zip bundle</source>
        <translation>&amp;Balíček zip</translation>
    </message>
    <message>
        <source>Every file in one .zip, to upload and unpack on the server</source>
        <translation>Všechny soubory v jednom .zip k nahrání a rozbalení na serveru</translation>
    </message>
    <message>
        <source>Write &amp;to:</source>
        <translation>Zapsat &amp;do:</translation>
    </message>
    <message>
        <source>The files are written beside it first and renamed into place at the end, so that a failed or cancelled export leaves what was there as it was</source>
        <translation>Soubory se nejprve zapíší vedle cíle a na konci se přejmenují na místo, takže neúspěšný nebo zrušený export ponechá původní obsah beze změny</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>P&amp;rocházet…</translation>
    </message>
    <message>
        <source>F&amp;older:</source>
        <translation>Sl&amp;ožka:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>So&amp;ubor:</translation>
    </message>
    <message>
        <source>A base URL is needed: the URL of the folder the files are published in, such as https://example.com/sitemaps/.</source>
        <translation>Je potřeba základní adresa URL: adresa URL složky, ve které jsou soubory publikovány, například https://example.com/sitemaps/.</translation>
    </message>
    <message>
        <source>The base URL is not an http or https URL of a folder (without query or fragment).</source>
        <translation>Základní adresa URL není adresa URL složky http ani https (bez dotazu a fragmentu).</translation>
    </message>
    <message>
        <source>Checking the URLs against the base URL…</source>
        <translation>Kontrola adres URL vůči základní adrese URL…</translation>
    </message>
    <message>
        <source>Every URL lies within the base URL&apos;s scope.</source>
        <translation>Všechny adresy URL leží v rozsahu základní adresy URL.</translation>
    </message>
    <message numerus="yes">
        <source>%1 URLs lie outside the base URL&apos;s scope. They are exported all the same (a site may list another host&apos;s URLs when that host&apos;s robots.txt points to the sitemap):</source>
        <translation>
            <numerusform>Adresy URL mimo rozsah základní adresy URL (%1). Přesto se exportují (web může uvádět adresy URL jiného hostitele, pokud robots.txt tohoto hostitele odkazuje na soubor Sitemap):</numerusform>
            <numerusform>Adresy URL mimo rozsah základní adresy URL (%1). Přesto se exportují (web může uvádět adresy URL jiného hostitele, pokud robots.txt tohoto hostitele odkazuje na soubor Sitemap):</numerusform>
            <numerusform>Adresy URL mimo rozsah základní adresy URL (%1). Přesto se exportují (web může uvádět adresy URL jiného hostitele, pokud robots.txt tohoto hostitele odkazuje na soubor Sitemap):</numerusform>
        </translation>
    </message>
    <message>
        <source>Zip Bundle</source>
        <translation>Balíček zip</translation>
    </message>
    <message>
        <source>Zip bundles (*.zip)</source>
        <translation>Balíčky zip (*.zip)</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Složka</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>Základní &amp;adresa URL:</translation>
    </message>
</context>
<context>
    <name>Studio::ExportOptionsPage</name>
    <message>
        <source>Options</source>
        <translation>Možnosti</translation>
    </message>
    <message>
        <source>How the files are written.</source>
        <translation>Jak se soubory zapíší.</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportovat</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formát</translation>
    </message>
    <message>
        <source>&amp;Compact: the smallest files</source>
        <translation>&amp;Kompaktní: nejmenší soubory</translation>
    </message>
    <message>
        <source>No indentation or line breaks between elements</source>
        <translation>Bez odsazení a zalomení řádků mezi prvky</translation>
    </message>
    <message>
        <source>&amp;Pretty: indented, one element per line</source>
        <translation>&amp;Přehledný: odsazený, jeden prvek na řádek</translation>
    </message>
    <message>
        <source>Easier to read and compare; the indentation counts against the size limit</source>
        <translation>Snadněji se čte a porovnává; odsazení se započítává do limitu velikosti</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Soubory</translation>
    </message>
    <message>
        <source>&amp;Gzip each sitemap (.xml.gz)</source>
        <translation>Zkomprimovat každý soubor Sitemap &amp;gzipem (.xml.gz)</translation>
    </message>
    <message>
        <source>Search engines read gzipped sitemaps; the size limit still counts the uncompressed bytes</source>
        <translation>Vyhledávače čtou soubory Sitemap komprimované gzipem; do limitu velikosti se stále počítají nekomprimované bajty</translation>
    </message>
    <message>
        <source>Write an &amp;index that lists the files</source>
        <translation>Zapsat &amp;index, který soubory uvádí</translation>
    </message>
    <message>
        <source>Without an index, robots.txt needs a Sitemap: line per file</source>
        <translation>Bez indexu potřebuje robots.txt řádek Sitemap: pro každý soubor</translation>
    </message>
    <message>
        <source>Files of their own for entries with</source>
        <translation>Samostatné soubory pro položky s</translation>
    </message>
    <message>
        <source>&amp;news</source>
        <translation>&amp;zprávami</translation>
    </message>
    <message>
        <source>Google News fetches news sitemaps often; keeping them apart keeps them small</source>
        <translation>Zprávy Google načítají své soubory Sitemap často; když jsou samostatné, zůstanou malé</translation>
    </message>
    <message>
        <source>&amp;videos</source>
        <translation>&amp;videi</translation>
    </message>
    <message>
        <source>Entries with videos go to sitemap files of their own</source>
        <translation>Položky s videi se zapíší do samostatných souborů Sitemap</translation>
    </message>
    <message>
        <source>i&amp;mages</source>
        <translation>&amp;obrázky</translation>
    </message>
    <message>
        <source>Entries with images go to sitemap files of their own (an entry with news and images goes with the news)</source>
        <translation>Položky s obrázky se zapíší do samostatných souborů Sitemap (zpravodajská položka s obrázky patří ke zprávám)</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>Plánování…</translation>
    </message>
    <message>
        <source>%1 without an index, %2, to %3</source>
        <translation>%1 bez indexu, %2, do %3</translation>
    </message>
    <message>
        <source>%1 and an index, %2, to %3</source>
        <translation>%1 a index, %2, do %3</translation>
    </message>
</context>
<context>
    <name>Studio::ExportPlanModel</name>
    <message>
        <source>index of %1</source>
        <translation>index souborů (%1)</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>%1 bytes uncompressed, XML declaration and root element included</source>
        <translation>%1 bajtů bez komprese, včetně deklarace XML a kořenového prvku</translation>
    </message>
    <message>
        <source>About %1 bytes once gzipped (estimated from a sample of this kind of file)</source>
        <translation>Po kompresi gzip asi %1 bajtů (odhad ze vzorku tohoto druhu souboru)</translation>
    </message>
    <message>
        <source>Section %1</source>
        <translation>Sekce %1</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Soubor</translation>
    </message>
    <message>
        <source>URLs</source>
        <translation>Adresy URL</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bajty</translation>
    </message>
    <message>
        <source>Gzipped (est.)</source>
        <translation>Gzip (odhad)</translation>
    </message>
</context>
<context>
    <name>Studio::ExportProgressPage</name>
    <message>
        <source>Exporting</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>The files are written beside the target and renamed into place at the end; Cancel leaves everything as it was.</source>
        <translation>Soubory se zapisují vedle cíle a na konci se přejmenují na místo; Zrušit ponechá vše beze změny.</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Průběh exportu</translation>
    </message>
    <message>
        <source>&amp;Cancel Export</source>
        <translation>&amp;Zrušit export</translation>
    </message>
    <message>
        <source>Stop writing; no file is left behind</source>
        <translation>Zastaví zápis; nezůstane po něm žádný soubor</translation>
    </message>
    <message>
        <source>%1 of %2 written…</source>
        <translation>Zapsáno %1 z %2…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Rušení…</translation>
    </message>
    <message numerus="yes">
        <source>Writing %Ln files…</source>
        <translation>
            <numerusform>Zapisuje se %Ln soubor…</numerusform>
            <numerusform>Zapisují se %Ln soubory…</numerusform>
            <numerusform>Zapisuje se %Ln souborů…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::ExportResultPage</name>
    <message>
        <source>Export finished</source>
        <translation>Export dokončen</translation>
    </message>
    <message>
        <source>Add the robots.txt lines to the site&apos;s robots.txt, or submit the index in the search engines&apos; consoles.</source>
        <translation>Přidejte řádky pro robots.txt do souboru robots.txt webu, nebo odešlete index v konzolích vyhledávačů.</translation>
    </message>
    <message>
        <source>Add these lines to the site&apos;s robots.txt so that search engines find the sitemaps</source>
        <translation>Přidejte tyto řádky do souboru robots.txt webu, aby vyhledávače soubory Sitemap našly</translation>
    </message>
    <message>
        <source>&amp;robots.txt lines:</source>
        <translation>Řádky pro &amp;robots.txt:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopírovat</translation>
    </message>
    <message>
        <source>Copy the robots.txt lines to the clipboard</source>
        <translation>Zkopíruje řádky pro robots.txt do schránky</translation>
    </message>
    <message>
        <source>&amp;Files written:</source>
        <translation>&amp;Zapsané soubory:</translation>
    </message>
    <message>
        <source>&amp;Open Folder</source>
        <translation>&amp;Otevřít složku</translation>
    </message>
    <message>
        <source>Show the folder in the file manager</source>
        <translation>Zobrazí složku ve správci souborů</translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>Export zrušen</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export se nezdařil</translation>
    </message>
    <message>
        <source>without an index</source>
        <translation>bez indexu</translation>
    </message>
    <message>
        <source>and an index</source>
        <translation>a index</translation>
    </message>
    <message>
        <source>The export was cancelled: nothing was written and what was there is as it was.</source>
        <translation>Export byl zrušen: nic nebylo zapsáno a původní obsah zůstal beze změny.</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>Nic nebylo zapsáno.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln sitemap files %1, %2, in %3.
Uncompressed: %4. As stored: %5.</source>
        <extracomment>%1 is &quot;without an index&quot; or &quot;and an index&quot;, %2 the URLs (&quot;1,200 URLs&quot;).</extracomment>
        <translation>
            <numerusform>%Ln soubor Sitemap %1, %2, ve složce %3.
Nekomprimovaně: %4. Uloženo: %5.</numerusform>
            <numerusform>%Ln soubory Sitemap %1, %2, ve složce %3.
Nekomprimovaně: %4. Uloženo: %5.</numerusform>
            <numerusform>%Ln souborů Sitemap %1, %2, ve složce %3.
Nekomprimovaně: %4. Uloženo: %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs</source>
        <translation>
            <numerusform>%Ln adresa URL</numerusform>
            <numerusform>%Ln adresy URL</numerusform>
            <numerusform>%Ln adres URL</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::ExportScopePage</name>
    <message>
        <source>What to export</source>
        <translation>Co exportovat</translation>
    </message>
    <message>
        <source>The entries are written in the order they have in the workspace.</source>
        <translation>Položky se zapíší v pořadí, jaké mají v pracovním prostoru.</translation>
    </message>
    <message>
        <source>The &amp;whole workspace (%1)</source>
        <translation>&amp;Celý pracovní prostor (%1)</translation>
    </message>
    <message>
        <source>Every URL of every sitemap the workspace holds; an index&apos;s own entries are replaced by the new index</source>
        <translation>Všechny adresy URL všech souborů Sitemap v pracovním prostoru; vlastní položky indexu nahradí nový index</translation>
    </message>
    <message>
        <source>The &amp;selected entries (%1)</source>
        <translation>&amp;Vybrané položky (%1)</translation>
    </message>
    <message>
        <source>The rows selected in the table</source>
        <translation>Řádky vybrané v tabulce</translation>
    </message>
    <message>
        <source>The entries the &amp;filter shows (%1)</source>
        <translation>Položky zobrazené &amp;filtrem (%1)</translation>
    </message>
    <message>
        <source>Every row the table shows with its current filter</source>
        <translation>Všechny řádky, které tabulka s aktuálním filtrem zobrazuje</translation>
    </message>
    <message>
        <source>The workspace has no URLs to export.</source>
        <translation>Pracovní prostor neobsahuje žádné adresy URL k exportu.</translation>
    </message>
    <message>
        <source>Each entry is written with everything it holds: images, videos, news, alternates and unknown elements. The next page shows the files this makes.</source>
        <translation>Každá položka se zapíše se vším, co obsahuje: obrázky, videa, zprávy, alternativy i neznámé prvky. Další stránka ukáže soubory, které tím vzniknou.</translation>
    </message>
</context>
<context>
    <name>Studio::ExportStream</name>
    <message>
        <source>A stream writes into a folder, not a bundle</source>
        <translation>Proud zapisuje do složky, ne do balíku</translation>
    </message>
    <message>
        <source>The files&apos; roots need a survey of the input first</source>
        <translation>Kořeny souborů vyžadují nejprve průzkum vstupu</translation>
    </message>
    <message>
        <source>A survey writes nothing</source>
        <translation>Průzkum nic nezapisuje</translation>
    </message>
    <message>
        <source>File %1 of the export (%2)</source>
        <translation>Soubor %1 exportu (%2)</translation>
    </message>
</context>
<context>
    <name>Studio::ExportWizard</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bajtů</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 bajtů)</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… a další (%1)</translation>
    </message>
    <message>
        <source>Export Sitemaps</source>
        <translation>Exportovat soubory Sitemap</translation>
    </message>
    <message>
        <source>The bundle %1 exists already. Replace it?</source>
        <translation>Balíček %1 již existuje. Nahradit jej?</translation>
    </message>
    <message>
        <source>%1 of the files exist already in %2 and would be replaced:
%3

Replace them?</source>
        <translation>Některé soubory (%1) již v umístění %2 existují a byly by nahrazeny:
%3

Nahradit je?</translation>
    </message>
    <message>
        <source>Replace Files</source>
        <translation>Nahradit soubory</translation>
    </message>
    <message>
        <source>%1-export</source>
        <translation>%1-export</translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs</source>
        <translation>
            <numerusform>%Ln adresa URL</numerusform>
            <numerusform>%Ln adresy URL</numerusform>
            <numerusform>%Ln adres URL</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln soubor</numerusform>
            <numerusform>%Ln soubory</numerusform>
            <numerusform>%Ln souborů</numerusform>
        </translation>
    </message>
    <message>
        <source>Split by patterns: choose the file of NAME REGEX lines.</source>
        <translation>Rozdělení podle vzorů: vyberte soubor řádků NAME REGEX.</translation>
    </message>
    <message>
        <source>Split by patterns: %1</source>
        <translation>Rozdělení podle vzorů: %1</translation>
    </message>
</context>
<context>
    <name>Studio::Exporter</name>
    <message>
        <source>The file name pattern is empty</source>
        <translation>Vzor názvu souboru je prázdný</translation>
    </message>
    <message>
        <source>The file name pattern &quot;%1&quot; does not end in .xml (gzip adds .gz)</source>
        <translation>Vzor názvu souboru „%1“ nekončí na .xml (gzip přidá .gz)</translation>
    </message>
    <message>
        <source>The file name pattern &quot;%1&quot; must name a plain file: no folder separators and no leading &apos;.&apos;</source>
        <translation>Vzor názvu souboru „%1“ musí určovat prostý soubor: bez oddělovačů složek a bez úvodní &apos;.&apos;</translation>
    </message>
    <message>
        <source>The file name pattern &quot;%1&quot; has a &apos;}&apos; without &apos;{&apos;</source>
        <translation>Vzor názvu souboru „%1“ obsahuje &apos;}&apos; bez &apos;{&apos;</translation>
    </message>
    <message>
        <source>The file name pattern &quot;%1&quot; has a &apos;{&apos; without &apos;}&apos;</source>
        <translation>Vzor názvu souboru „%1“ obsahuje &apos;{&apos; bez &apos;}&apos;</translation>
    </message>
    <message>
        <source>In the file name pattern, &quot;{%1}&quot; needs a width of 1 to 9 digits, as in {n:3}</source>
        <translation>Ve vzoru názvu souboru potřebuje „{%1}“ šířku 1 až 9 číslic, například {n:3}</translation>
    </message>
    <message>
        <source>The file name pattern &quot;%1&quot; has {n} twice</source>
        <translation>Vzor názvu souboru „%1“ obsahuje {n} dvakrát</translation>
    </message>
    <message>
        <source>The file name pattern has an unknown token &quot;{%1}&quot;; known are {n}, {n:W}, {section} and {kind}</source>
        <translation>Vzor názvu souboru obsahuje neznámý token „{%1}“; známé jsou {n}, {n:W}, {section} a {kind}</translation>
    </message>
    <message>
        <source>{n} is the file&apos;s number from 1, {n:W} the same padded with zeros to W digits (sitemap-{n:3}.xml gives sitemap-001.xml); {section} is the first folder of the URLs&apos; path (https://example.com/blog/a goes to sitemap-blog-1.xml with sitemap-{section}-{n}.xml; pages at the top have none); {kind} is news, videos or images for the entries sent to files of their own. A token that is empty takes a &apos;-&apos; or &apos;_&apos; beside it along. Numbers count within the files whose names differ only by {n}. The name ends in .xml; gzip adds .gz.</source>
        <translation>{n} je číslo souboru od 1, {n:W} totéž doplněné nulami na W číslic (sitemap-{n:3}.xml dává sitemap-001.xml); {section} je první složka cesty adres URL (https://example.com/blog/a jde se vzorem sitemap-{section}-{n}.xml do sitemap-blog-1.xml; stránky na nejvyšší úrovni žádnou nemají); {kind} je news, videos nebo images pro položky zapisované do samostatných souborů. Prázdný token s sebou odstraní i sousední &apos;-&apos; nebo &apos;_&apos;. Čísla se počítají v rámci souborů, jejichž názvy se liší jen v {n}. Název končí na .xml; gzip přidá .gz.</translation>
    </message>
    <message>
        <source>Entry %1 of sitemap %2 is not a URL of the workspace</source>
        <translation>Položka %1 souboru Sitemap %2 není adresou URL pracovního prostoru</translation>
    </message>
    <message>
        <source>The URLs per file must be 1 to %1, not %2</source>
        <translation>Počet adres URL na soubor musí být 1 až %1, nikoli %2</translation>
    </message>
    <message>
        <source>The bytes per file must be 1 to %1, not %2</source>
        <translation>Počet bajtů na soubor musí být 1 až %1, nikoli %2</translation>
    </message>
    <message>
        <source>The news entries per file must be 1 to %1, not %2</source>
        <translation>Počet zpravodajských položek na soubor musí být 1 až %1, nikoli %2</translation>
    </message>
    <message>
        <source>The gzip level must be 1 to 9, not %1</source>
        <translation>Úroveň komprese gzip musí být 1 až 9, nikoli %1</translation>
    </message>
    <message>
        <source>The index name &quot;%1&quot; must be a plain file name ending in .xml or .xml.gz</source>
        <translation>Název indexu „%1“ musí být prostý název souboru končící na .xml nebo .xml.gz</translation>
    </message>
    <message>
        <source>A base URL is needed: the URL of the folder the files are published in, such as https://example.com/</source>
        <translation>Je potřeba základní adresa URL: adresa URL složky, ve které jsou soubory publikovány, například https://example.com/</translation>
    </message>
    <message>
        <source>The base URL &quot;%1&quot; is not an http or https URL of a folder (without query or fragment)</source>
        <translation>Základní adresa URL „%1“ není adresa URL složky http ani https (bez dotazu a fragmentu)</translation>
    </message>
    <message>
        <source>There is nothing to export: the workspace has no URLs</source>
        <translation>Není co exportovat: pracovní prostor neobsahuje žádné adresy URL</translation>
    </message>
    <message>
        <source>entry %1 of %2</source>
        <translation>položka %1 z %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (%2) cannot fit in a file: it takes %3 bytes, %4 with the file&apos;s header and footer, over the limit of %5 bytes</source>
        <translation>„%1“ (%2) se nevejde do souboru: zabírá %3 bajtů, s hlavičkou a zakončením souboru %4, což překračuje limit %5 bajtů</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (%2) cannot fit in a file: it has %3 news entries, over the limit of %4 per file</source>
        <translation>„%1“ (%2) se nevejde do souboru: počet zpravodajských položek je %3, což překračuje limit %4 na soubor</translation>
    </message>
    <message>
        <source>… and %1 more entries that cannot fit in a file</source>
        <translation>… a další položky, které se nevejdou do souboru (%1)</translation>
    </message>
    <message>
        <source>The pattern &quot;%1&quot; has no {n}, but %2 files are needed for &quot;%3&quot;</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Vzor „%1“ neobsahuje {n}, ale pro „%3“ je potřeba souborů: %2</translation>
    </message>
    <message>
        <source>Two files would be named &quot;%1&quot;; the pattern needs {n}, {section} or {kind} to tell them apart</source>
        <translation>Dva soubory by se jmenovaly „%1“; vzor potřebuje {n}, {section} nebo {kind}, aby je rozlišil</translation>
    </message>
    <message>
        <source>The index would list %1 sitemaps, more than the %2 an index may hold; raise the URLs or bytes per file</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Index by uváděl %1 souborů Sitemap, více než %2, které index smí obsahovat; zvyšte počet adres URL nebo bajtů na soubor</translation>
    </message>
    <message>
        <source>The index would take %1 bytes, more than the %2 an index may take; raise the URLs or bytes per file</source>
        <translation>Index by zabíral %1 bajtů, více než %2, které index smí mít; zvyšte počet adres URL nebo bajtů na soubor</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is on %2, but the files are published on %3</source>
        <translation>„%1“ je na %2, ale soubory jsou publikovány na %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not on the host of the base URL %2</source>
        <translation>„%1“ není na hostiteli základní adresy URL %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is outside the folder of the base URL %2</source>
        <translation>„%1“ leží mimo složku základní adresy URL %2</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Nezapsáno: %1</translation>
    </message>
    <message>
        <source>There is nothing to export</source>
        <translation>Není co exportovat</translation>
    </message>
    <message>
        <source>No target was given</source>
        <translation>Nebyl zadán žádný cíl</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 does not exist</source>
        <translation>%1 nelze zapsat: složka %2 neexistuje</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 je soubor, ne složka</translation>
    </message>
    <message>
        <source>%1 is a folder; an exported file cannot replace it</source>
        <translation>%1 je složka; exportovaný soubor ji nemůže nahradit</translation>
    </message>
    <message>
        <source>Nothing was written: these exist already and replacing them was not allowed: %1</source>
        <translation>Nic nebylo zapsáno: tyto soubory již existují a jejich nahrazení nebylo povoleno: %1</translation>
    </message>
    <message>
        <source>%1 cannot be written: no temporary folder can be made in %2 (%3)</source>
        <translation>%1 nelze zapsat: v %2 nelze vytvořit dočasnou složku (%3)</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 nelze zapsat: %2</translation>
    </message>
    <message>
        <source>%1 came out at %2 bytes where %3 were planned; the workspace changed while exporting</source>
        <translation>%1 má %2 bajtů, ačkoli bylo plánováno %3; pracovní prostor se během exportu změnil</translation>
    </message>
    <message>
        <source>The export was cancelled</source>
        <translation>Export byl zrušen</translation>
    </message>
    <message>
        <source>%1 cannot be written (zip error %2)</source>
        <translation>%1 nelze zapsat (chyba zip %2)</translation>
    </message>
    <message>
        <source>%1 cannot be written into %2 (zip error %3)</source>
        <translation>%1 nelze zapsat do %2 (chyba zip %3)</translation>
    </message>
    <message>
        <source>%1 cannot be put in place: %2</source>
        <translation>%1 nelze umístit na místo: %2</translation>
    </message>
    <message>
        <source>%1 cannot be moved aside: %2</source>
        <translation>%1 nelze přesunout stranou: %2</translation>
    </message>
    <message>
        <source>The relative location &quot;%1&quot; was written as %2, resolved against %3</source>
        <translation>Relativní umístění „%1“ bylo vyhodnoceno vůči %3 a zapsáno jako %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was left out: %2</source>
        <translation>Položka „%1“ byla vynechána: %2</translation>
    </message>
    <message>
        <source>the location is empty</source>
        <translation>umístění je prázdné</translation>
    </message>
    <message>
        <source>There is nothing to export: no entry has an http or https URL</source>
        <translation>Není co exportovat: žádná položka nemá adresu URL http ani https</translation>
    </message>
    <message>
        <source>%1 cannot be compressed: out of memory</source>
        <translation>%1 nelze zkomprimovat: nedostatek paměti</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>nedostatek paměti</translation>
    </message>
</context>
<context>
    <name>Studio::FeedReader</name>
    <message>
        <source>Elements are nested more than %1 levels deep</source>
        <translation>Prvky jsou vnořeny do hloubky více než %1 úrovní</translation>
    </message>
    <message>
        <source>A text value is longer than %1 characters</source>
        <translation>Textová hodnota je delší než %1 znaků</translation>
    </message>
    <message>
        <source>Unknown element &lt;%1&gt; (namespace &quot;%2&quot;); it has no place in a sitemap and is not kept</source>
        <translation>Neznámý prvek &lt;%1&gt; (obor názvů „%2“); v souboru Sitemap nemá místo a nezachová se</translation>
    </message>
    <message>
        <source>The file names a stylesheet: %1; it was made for the feed and is not kept</source>
        <translation>Soubor odkazuje na šablonu stylů: %1; byla určena pro zdroj a nezachová se</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has no namespace; it was read as an Atom 1.0 feed (&quot;%2&quot;)</source>
        <translation>&lt;%1&gt; nemá obor názvů; soubor byl přečten jako zdroj Atom 1.0 („%2“)</translation>
    </message>
    <message>
        <source>Namespace &quot;%1&quot; is neither Atom 1.0&apos;s &quot;%2&quot; nor Atom 0.3&apos;s; it was read as an Atom 1.0 feed</source>
        <translation>Obor názvů „%1“ není ani „%2“ formátu Atom 1.0, ani obor názvů formátu Atom 0.3; soubor byl přečten jako zdroj Atom 1.0</translation>
    </message>
    <message>
        <source>The &lt;link&gt; of entry %1 at line %2 has no href attribute; its text &quot;%3&quot; was taken as the location</source>
        <translation>&lt;link&gt; položky %1 na řádku %2 nemá atribut href; jako umístění byl použit jeho text „%3“</translation>
    </message>
    <message>
        <source>Entry %1 at line %2 has no alternate &lt;link&gt;; its rel=&quot;self&quot; link &quot;%3&quot; was taken as the location</source>
        <translation>Položka %1 na řádku %2 nemá alternativní &lt;link&gt;; jako umístění byl použit její odkaz rel=&quot;self&quot; „%3“</translation>
    </message>
    <message>
        <source>Entry %1 at line %2 has no alternate &lt;link&gt;; its &lt;id&gt; &quot;%3&quot; was taken as the location</source>
        <translation>Položka %1 na řádku %2 nemá alternativní &lt;link&gt;; jako umístění bylo použito její &lt;id&gt; „%3“</translation>
    </message>
    <message>
        <source>Entry %1 at line %2 has no &lt;link&gt; and no &lt;id&gt; that is a URL; skipped</source>
        <translation>Položka %1 na řádku %2 nemá &lt;link&gt; ani &lt;id&gt;, které by bylo adresou URL; přeskočeno</translation>
    </message>
    <message>
        <source>Entry %1 at line %2 has no alternate &lt;link&gt; (only rel=&quot;%3&quot;) and no &lt;id&gt; that is a URL; skipped</source>
        <translation>Položka %1 na řádku %2 nemá alternativní &lt;link&gt; (jen rel=&quot;%3&quot;) ani &lt;id&gt;, které by bylo adresou URL; přeskočeno</translation>
    </message>
    <message>
        <source>Item %1 at line %2 has no &lt;link&gt;; its &lt;guid&gt; &quot;%3&quot;, marked isPermaLink=&quot;false&quot;, was taken as the location</source>
        <translation>Položka %1 na řádku %2 nemá &lt;link&gt;; jako umístění byl použit její &lt;guid&gt; „%3“ s označením isPermaLink=&quot;false&quot;</translation>
    </message>
    <message>
        <source>Item %1 at line %2 has no &lt;link&gt;, and its &lt;guid&gt; &quot;%3&quot; is not a permalink; skipped</source>
        <translation>Položka %1 na řádku %2 nemá &lt;link&gt; a její &lt;guid&gt; „%3“ není trvalý odkaz; přeskočeno</translation>
    </message>
    <message>
        <source>Item %1 at line %2 has an empty &lt;link&gt; and no &lt;guid&gt;; skipped</source>
        <translation>Položka %1 na řádku %2 má prázdný &lt;link&gt; a nemá &lt;guid&gt;; přeskočeno</translation>
    </message>
    <message>
        <source>Item %1 at line %2 has no &lt;link&gt; or &lt;guid&gt;; skipped</source>
        <translation>Položka %1 na řádku %2 nemá &lt;link&gt; ani &lt;guid&gt;; přeskočeno</translation>
    </message>
    <message>
        <source>&lt;%1&gt; &quot;%2&quot; is not an RFC 822 date; it gives no lastmod</source>
        <translation>&lt;%1&gt; „%2“ není datum podle RFC 822; neposkytuje lastmod</translation>
    </message>
    <message>
        <source>&lt;%1&gt; &quot;%2&quot; is not an RFC 3339 date; it gives no lastmod</source>
        <translation>&lt;%1&gt; „%2“ není datum podle RFC 3339; neposkytuje lastmod</translation>
    </message>
    <message>
        <source>&lt;%1&gt; &quot;%2&quot; is not a W3C Datetime; it gives no lastmod</source>
        <translation>&lt;%1&gt; „%2“ není ve formátu W3C Datetime; neposkytuje lastmod</translation>
    </message>
    <message>
        <source>The media item or enclosure &quot;%1&quot; is neither an image nor a video; it was not kept</source>
        <translation>Mediální položka nebo příloha „%1“ není obrázek ani video; nebyla zachována</translation>
    </message>
    <message>
        <source>%1 media items or enclosures are neither images nor videos and were not kept; the first is &quot;%2&quot;</source>
        <translation>Mediální položky nebo přílohy, které nejsou obrázky ani videa, nebyly zachovány (%1); první je „%2“</translation>
    </message>
    <message>
        <source>The item at line %1 that it cuts off was kept with the values read before it.</source>
        <translation>Položka na řádku %1, kterou chyba přerušila, byla zachována s hodnotami přečtenými před chybou.</translation>
    </message>
    <message numerus="yes">
        <source>The file ends before the document is complete (%1); the %2 entries before the end were kept.</source>
        <translation>
            <numerusform>Soubor končí dříve, než je dokument úplný (%1); položky před koncem (%2) byly zachovány.</numerusform>
            <numerusform>Soubor končí dříve, než je dokument úplný (%1); položky před koncem (%2) byly zachovány.</numerusform>
            <numerusform>Soubor končí dříve, než je dokument úplný (%1); položky před koncem (%2) byly zachovány.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; the %2 entries before it were kept and the rest of the feed was not read.</source>
        <translation>
            <numerusform>%1; položky před tímto místem (%2) byly zachovány a zbytek zdroje nebyl přečten.</numerusform>
            <numerusform>%1; položky před tímto místem (%2) byly zachovány a zbytek zdroje nebyl přečten.</numerusform>
            <numerusform>%1; položky před tímto místem (%2) byly zachovány a zbytek zdroje nebyl přečten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The feed&apos;s only item has no location</source>
        <translation>Jediná položka zdroje nemá umístění</translation>
    </message>
    <message>
        <source>None of the feed&apos;s %1 items has a location</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Žádná z položek zdroje (%1) nemá umístění</translation>
    </message>
    <message>
        <source>The feed has no &lt;channel&gt; and lists no items</source>
        <translation>Zdroj nemá &lt;channel&gt; a neuvádí žádné položky</translation>
    </message>
    <message>
        <source>The feed lists no items</source>
        <translation>Zdroj neuvádí žádné položky</translation>
    </message>
    <message>
        <source>Item %1 at line %2 has no &lt;link&gt;; its Google Merchant &lt;g:link&gt; &quot;%3&quot; was taken as the location</source>
        <translation>Položka %1 na řádku %2 nemá &lt;link&gt;; jako umístění byl použit její prvek Google Merchant &lt;g:link&gt; „%3“</translation>
    </message>
</context>
<context>
    <name>Studio::FileController</name>
    <message>
        <source>Opening %1…</source>
        <translation>Otevírání %1…</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Kontrola %1…</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled</source>
        <translation>Otevírání %1 bylo zrušeno</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>Nelze otevřít %1:
%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Otevřeno: %1</translation>
    </message>
    <message>
        <source>Unsaved changes found</source>
        <translation>Nalezeny neuložené změny</translation>
    </message>
    <message>
        <source>Changes to %1 made before %2 were not saved when Sitemap Studio last ended. The file has changed on disk since, so they were not applied: they would undo those changes. The copy was kept in %3.</source>
        <translation>Změny souboru %1 provedené před %2 nebyly uloženy, když se Sitemap Studio naposledy ukončilo. Soubor se mezitím na disku změnil, proto změny nebyly použity: vrátily by zpět změny provedené na disku. Kopie zůstala zachována v %3.</translation>
    </message>
    <message>
        <source>Changes to %1 made before %2 were not saved when Sitemap Studio last ended. Recover them?</source>
        <translation>Změny souboru %1 provedené před %2 nebyly uloženy, když se Sitemap Studio naposledy ukončilo. Obnovit je?</translation>
    </message>
    <message>
        <source>The copy in %1 could not be read; it was left there.</source>
        <translation>Kopii v %1 nelze přečíst; zůstala na místě.</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Obnovit neuložené změny</translation>
    </message>
    <message>
        <source>Recovered the changes made before %1</source>
        <translation>Obnoveny změny provedené před %1</translation>
    </message>
    <message>
        <source>an untitled sitemap</source>
        <translation>nepojmenovaný soubor Sitemap</translation>
    </message>
    <message>
        <source>Unsaved work found</source>
        <translation>Nalezena neuložená práce</translation>
    </message>
    <message>
        <source>Sitemap Studio ended without saving the changes to %1 made before %2. Open them now?

Discard deletes them; Cancel keeps them for the next start.</source>
        <translation>Sitemap Studio se ukončilo bez uložení změn souboru %1 provedených před %2. Otevřít je nyní?

Tlačítko Zahodit je odstraní; Zrušit je ponechá pro příští spuštění.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Ukládání %1…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Uloženo: %1</translation>
    </message>
    <message>
        <source>Open Sitemap</source>
        <translation>Otevřít soubor Sitemap</translation>
    </message>
    <message>
        <source>Sitemaps (*.xml *.xml.gz *.gz *.zip);;Lists, feeds, robots.txt and tables (*.txt *.txt.gz *.rss *.atom *.xml *.csv *.tsv);;All files (*)</source>
        <translation>Soubory Sitemap (*.xml *.xml.gz *.gz *.zip);;Seznamy, zdroje, robots.txt a tabulky (*.txt *.txt.gz *.rss *.atom *.xml *.csv *.tsv);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Looking for the sitemaps of %1…</source>
        <translation>Hledání souborů Sitemap webu %1…</translation>
    </message>
    <message>
        <source>Looking for the sitemaps of %1 was cancelled</source>
        <translation>Hledání souborů Sitemap webu %1 bylo zrušeno</translation>
    </message>
    <message>
        <source>Open URL</source>
        <translation>Otevřít URL</translation>
    </message>
    <message>
        <source>No sitemap was found for %1.

%2</source>
        <translation>Pro %1 nebyl nalezen žádný soubor Sitemap.

%2</translation>
    </message>
    <message>
        <source>Opening %1
files %2/%3, %4 URLs, %5</source>
        <translation>Otevírání %1
soubory %2/%3, adresy URL: %4, %5</translation>
    </message>
    <message>
        <source>Opened %1; the limits left some sitemaps unread (see the warnings)</source>
        <translation>Otevřeno: %1; kvůli limitům zůstaly některé soubory Sitemap nepřečtené (viz upozornění)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Bez názvu</translation>
    </message>
    <message>
        <source>%1 could only be read in part. Saving over it drops what could not be read. Save under another name instead?</source>
        <translation>Soubor %1 se podařilo přečíst jen zčásti. Uložením přes něj se ztratí to, co přečíst nešlo. Uložit jej raději pod jiným názvem?</translation>
    </message>
    <message>
        <source>URL list, one per line (*.txt)</source>
        <translation>Seznam adres URL, jedna na řádek (*.txt)</translation>
    </message>
    <message>
        <source>Save Sitemap As</source>
        <translation>Uložit soubor Sitemap jako</translation>
    </message>
    <message>
        <source>Sitemap (*.xml);;Gzipped sitemap (*.xml.gz)</source>
        <translation>Soubor Sitemap (*.xml);;Soubor Sitemap komprimovaný gzipem (*.xml.gz)</translation>
    </message>
    <message>
        <source>Save as URL List</source>
        <translation>Uložit jako seznam adres URL</translation>
    </message>
    <message>
        <source>A URL list keeps only the locations: last modification, change frequency, priority, images, videos, news and alternates are not written. The document stays open as %1.</source>
        <translation>Seznam adres URL zachovává jen umístění: poslední změna, frekvence změn, priorita, obrázky, videa, zprávy a alternativy se nezapíší. Dokument zůstane otevřený jako %1.</translation>
    </message>
    <message>
        <source>an unsaved sitemap</source>
        <translation>neuložený soubor Sitemap</translation>
    </message>
    <message>
        <source>Wrote the URL list %1</source>
        <translation>Seznam adres URL zapsán: %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Neuložené změny</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 obsahuje neuložené změny. Uložit je?</translation>
    </message>
    <message>
        <source>The sitemap</source>
        <translation>Soubor Sitemap</translation>
    </message>
    <message>
        <source>Reading Limit</source>
        <translation>Limit čtení</translation>
    </message>
    <message>
        <source>Read at most this many megabytes of a compressed file, a zip entry or a download (an uncompressed file on disk is always read whole). Files opened from now on use it:</source>
        <translation>Z komprimovaného souboru, položky zip nebo stahovaných dat přečíst nejvýše tolik megabajtů (nekomprimovaný soubor na disku se vždy přečte celý). Platí pro soubory otevřené od této chvíle:</translation>
    </message>
    <message>
        <source>Read in Part</source>
        <translation>Přečteno jen zčásti</translation>
    </message>
    <message>
        <source>%1 was read only in part:

%2

The reading limit is %3 MB (Tools → Reading Limit…); raise it and open the file again to read it whole. Until then, Save and Export ask before writing a copy that lacks what was not read.</source>
        <translation>Soubor %1 se podařilo přečíst jen zčásti:

%2

Limit čtení je %3 MB (Nástroje → Limit čtení…); zvyšte ho a otevřete soubor znovu, aby se přečetl celý. Do té doby se Uložit a Exportovat před zápisem zeptají, zda zapsat kopii, ve které chybí to, co nebylo přečteno.</translation>
    </message>
    <message>
        <source>The document was read only in part:

%1

What you write now lacks what was not read. Write it all the same?</source>
        <translation>Dokument se podařilo přečíst jen zčásti:

%1

V tom, co nyní zapíšete, bude chybět to, co nebylo přečteno. Přesto zapsat?</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Vrátit k uloženému</translation>
    </message>
    <message>
        <source>Drop the unsaved changes and read %1 again?</source>
        <translation>Zahodit neuložené změny a znovu načíst %1?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message numerus="yes">
        <source>Reading %1: %2 of %Ln files</source>
        <translation>
            <numerusform>Čte se %1: %2 z %Ln souboru</numerusform>
            <numerusform>Čte se %1: %2 ze %Ln souborů</numerusform>
            <numerusform>Čte se %1: %2 z %Ln souborů</numerusform>
        </translation>
    </message>
    <message>
        <source>Saving writes these files anew, every line laid out by Sitemap Studio, rather than changing only what was edited:

%1

Save all the same?</source>
        <translation>Uložení zapíše tyto soubory celé znovu, každý řádek v rozvržení Sitemap Studia, místo aby změnilo jen to, co bylo upraveno:

%1

Přesto uložit?</translation>
    </message>
    <message>
        <source>Saved %1; its root element now declares %2</source>
        <translation>Uloženo %1; jeho kořenový prvek nyní deklaruje %2</translation>
    </message>
    <message>
        <source>The keyring did not keep the login of %1 (%2): it is kept until Sitemap Studio ends</source>
        <translation>Klíčenka neuložila přihlášení pro %1 (%2): uchová se do ukončení aplikace Sitemap Studio</translation>
    </message>
</context>
<context>
    <name>Studio::FilterBar</name>
    <message>
        <source>Filter URLs</source>
        <translation>Filtrovat adresy URL</translation>
    </message>
    <message>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <source>Read the filter as a regular expression</source>
        <translation>Číst filtr jako regulární výraz</translation>
    </message>
    <message>
        <source>Findings filter</source>
        <translation>Filtr zjištění</translation>
    </message>
    <message>
        <source>All entries</source>
        <translation>Všechny položky</translation>
    </message>
    <message>
        <source>With findings</source>
        <translation>Se zjištěními</translation>
    </message>
    <message>
        <source>With warnings or errors</source>
        <translation>S upozorněními nebo chybami</translation>
    </message>
    <message>
        <source>With errors</source>
        <translation>S chybami</translation>
    </message>
    <message>
        <source>Extension filter</source>
        <translation>Filtr rozšíření</translation>
    </message>
    <message>
        <source>Any content</source>
        <translation>Jakýkoli obsah</translation>
    </message>
    <message>
        <source>With images</source>
        <translation>S obrázky</translation>
    </message>
    <message>
        <source>With videos</source>
        <translation>S videi</translation>
    </message>
    <message>
        <source>With news</source>
        <translation>Se zprávami</translation>
    </message>
    <message>
        <source>With alternates</source>
        <translation>S alternativami</translation>
    </message>
    <message>
        <source>Rule filter</source>
        <translation>Filtr pravidel</translation>
    </message>
    <message>
        <source>Any rule</source>
        <translation>Jakékoli pravidlo</translation>
    </message>
    <message>
        <source>any</source>
        <translation>libovolné</translation>
    </message>
    <message>
        <source>Last modified from</source>
        <translation>Poslední změna od</translation>
    </message>
    <message>
        <source>Entries last modified on or after this day (UTC)</source>
        <translation>Položky naposledy změněné v tento den nebo později (UTC)</translation>
    </message>
    <message>
        <source>Last modified until</source>
        <translation>Poslední změna do</translation>
    </message>
    <message>
        <source>Entries last modified on or before this day (UTC)</source>
        <translation>Položky naposledy změněné v tento den nebo dříve (UTC)</translation>
    </message>
    <message>
        <source>&amp;Modified:</source>
        <translation>Z&amp;měněno:</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Zobrazit vše</translation>
    </message>
    <message>
        <source>Clear every filter and show all entries</source>
        <translation>Zrušit všechny filtry a zobrazit všechny záznamy</translation>
    </message>
    <message>
        <source>Not a valid regular expression</source>
        <translation>Neplatný regulární výraz</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 URLs shown</source>
        <translation>
            <numerusform>Zobrazeno %1 z %2 adresy URL</numerusform>
            <numerusform>Zobrazeno %1 z %2 adres URL</numerusform>
            <numerusform>Zobrazeno %1 z %2 adres URL</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 URLs</source>
        <translation>
            <numerusform>%1 adresa URL</numerusform>
            <numerusform>%1 adresy URL</numerusform>
            <numerusform>%1 adres URL</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 sitemaps shown</source>
        <translation>
            <numerusform>Zobrazeno %1 z %2 souboru Sitemap</numerusform>
            <numerusform>Zobrazeno %1 z %2 souborů Sitemap</numerusform>
            <numerusform>Zobrazeno %1 z %2 souborů Sitemap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sitemaps</source>
        <translation>
            <numerusform>%1 soubor Sitemap</numerusform>
            <numerusform>%1 soubory Sitemap</numerusform>
            <numerusform>%1 souborů Sitemap</numerusform>
        </translation>
    </message>
    <message>
        <source>all under %1</source>
        <translation>vše pod %1</translation>
    </message>
    <message>
        <source>Every URL listed starts with %1; where a URL is too long for its column, &quot;…/&quot; stands for this part</source>
        <translation>Každá uvedená adresa URL začíná %1; kde je adresa URL na svůj sloupec příliš dlouhá, tuto část zastupuje „…/“</translation>
    </message>
    <message>
        <source>Coverage filter</source>
        <translation>Filtr pokrytí</translation>
    </message>
    <message>
        <source>Entries by what Search Console says of their URL</source>
        <translation>Položky podle toho, co o jejich adrese URL říká Search Console</translation>
    </message>
    <message>
        <source>Any coverage</source>
        <translation>Jakékoli pokrytí</translation>
    </message>
    <message>
        <source>Indexed</source>
        <translation>Indexováno</translation>
    </message>
    <message>
        <source>Not indexed</source>
        <translation>Neindexováno</translation>
    </message>
    <message>
        <source>Unknown to Google</source>
        <translation>Googlu neznámá</translation>
    </message>
    <message>
        <source>Not inspected</source>
        <translation>Nezkontrolováno</translation>
    </message>
    <message>
        <source>Not indexed: %1</source>
        <translation>Neindexováno: %1</translation>
    </message>
    <message numerus="yes">
        <source>Finding the URLs among %1…</source>
        <translation>
            <numerusform>Hledám mezi %1 adresou URL…</numerusform>
            <numerusform>Hledám mezi %1 adresami URL…</numerusform>
            <numerusform>Hledám mezi %1 adresami URL…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 URLs shown so far…</source>
        <translation>
            <numerusform>Zatím zobrazeno %1 z %2 adresy URL…</numerusform>
            <numerusform>Zatím zobrazeno %1 z %2 adres URL…</numerusform>
            <numerusform>Zatím zobrazeno %1 z %2 adres URL…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::FilterChip</name>
    <message>
        <source>Clear</source>
        <translation>Vymazat</translation>
    </message>
    <message>
        <source>Show all entries again (clear the chart filter)</source>
        <translation>Znovu zobrazí všechny položky (zruší filtr grafu)</translation>
    </message>
    <message>
        <source>Clear the chart filter</source>
        <translation>Zrušit filtr grafu</translation>
    </message>
    <message>
        <source>The table shows only the entries of the statistics bar %1</source>
        <translation>Tabulka zobrazuje jen položky z pruhu statistiky %1</translation>
    </message>
    <message>
        <source>Chart filter</source>
        <translation>Filtr grafu</translation>
    </message>
    <message>
        <source>Chart filter:</source>
        <translation>Filtr grafu:</translation>
    </message>
</context>
<context>
    <name>Studio::FindingsModel</name>
    <message>
        <source>line %1</source>
        <translation>řádek %1</translation>
    </message>
    <message>
        <source>entry %1</source>
        <translation>položka %1</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Chyba</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Upozornění</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>Poznámka</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Závažnost</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problém</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Podrobnosti</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Umístění</translation>
    </message>
</context>
<context>
    <name>Studio::Fixes</name>
    <message>
        <source>Write %1 (the time zone most of the file uses)</source>
        <translation>Zapsat %1 (časové pásmo, které používá většina souboru)</translation>
    </message>
    <message>
        <source>Write %1 (UTC)</source>
        <translation>Zapsat %1 (UTC)</translation>
    </message>
    <message>
        <source>Set the lastmod to %1, the page&apos;s own date</source>
        <translation>Nastavit lastmod na %1, vlastní datum stránky</translation>
    </message>
    <message>
        <source>Remove the image %1 from the entry</source>
        <translation>Odebrat obrázek %1 z položky</translation>
    </message>
    <message>
        <source>Remove %1 from the sitemap</source>
        <translation>Odebrat %1 ze souboru Sitemap</translation>
    </message>
    <message>
        <source>Replace the URL with %1, where its redirects end</source>
        <translation>Nahradit adresu URL adresou %1, kde přesměrování končí</translation>
    </message>
    <message>
        <source>Replace the URL with its canonical %1</source>
        <translation>Nahradit adresu URL její kanonickou adresou %1</translation>
    </message>
    <message>
        <source>Remove %1: the sitemap lists %2, where its redirects end, already</source>
        <translation>Odebrat %1: soubor Sitemap už obsahuje %2, kde přesměrování končí</translation>
    </message>
    <message>
        <source>Remove %1: the sitemap lists its canonical %2 already</source>
        <translation>Odebrat %1: soubor Sitemap už obsahuje její kanonickou adresu %2</translation>
    </message>
    <message>
        <source>Set the lastmod to %1, when the crawls saw the content change</source>
        <translation>Nastavit lastmod na %1, kdy procházení viděla změnu obsahu</translation>
    </message>
    <message numerus="yes">
        <source>Keep %1, remove the %n other(s) of its group</source>
        <translation>
            <numerusform>Ponechat %1, odebrat %n další stránku skupiny</numerusform>
            <numerusform>Ponechat %1, odebrat %n další stránky skupiny</numerusform>
            <numerusform>Ponechat %1, odebrat %n dalších stránek skupiny</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::GeneralEditor</name>
    <message>
        <source>Set the last modification to the current time, in UTC</source>
        <translation>Nastaví poslední změnu na aktuální čas v UTC</translation>
    </message>
    <message>
        <source>Choose a date and time on a calendar; it is written in W3C Datetime with a time zone</source>
        <translation>Vyberte datum a čas v kalendáři; zapíše se ve formátu W3C Datetime s časovým pásmem</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>&amp;Last modified:</source>
        <translation>&amp;Poslední změna:</translation>
    </message>
    <message>
        <source>&amp;Change frequency:</source>
        <translation>&amp;Frekvence změn:</translation>
    </message>
    <message>
        <source>&amp;Priority:</source>
        <translation>P&amp;riorita:</translation>
    </message>
    <message>
        <source>Last Modified</source>
        <translation>Poslední změna</translation>
    </message>
    <message>
        <source>Set last modification of %1</source>
        <translation>Nastavit poslední změnu u %1</translation>
    </message>
    <message>
        <source>Set last modification to now</source>
        <translation>Nastavit poslední změnu na nyní</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>Upravit %1 u %2</translation>
    </message>
    <message>
        <source>Required: the page&apos;s absolute URL with its scheme (https://), percent-encoded, at most %1 characters, on the host and below the folder the sitemap is published in (sitemaps.org).</source>
        <translation>Povinné: absolutní adresa URL stránky se schématem (https://), zakódovaná procentovým kódováním, nejvýše %1 znaků, na hostiteli a ve složce (nebo pod ní), kde je soubor Sitemap publikován (sitemaps.org).</translation>
    </message>
    <message>
        <source>When the page last changed significantly, in W3C Datetime: a date, or a date and time with a time zone (Z or +hh:mm). Search engines use it when it is kept accurate.</source>
        <translation>Kdy se stránka naposledy podstatně změnila, ve formátu W3C Datetime: datum, nebo datum a čas s časovým pásmem (Z nebo +hh:mm). Vyhledávače tuto hodnotu používají, pokud je soustavně přesná.</translation>
    </message>
    <message>
        <source>Pic&amp;k…</source>
        <translation>Vybra&amp;t…</translation>
    </message>
    <message>
        <source>No&amp;w</source>
        <translation>N&amp;yní</translation>
    </message>
    <message>
        <source>How often the page is likely to change: always, hourly, daily, weekly, monthly, yearly or never (sitemaps.org). Search engines treat it as a hint at most.</source>
        <translation>Jak často se stránka pravděpodobně mění: always, hourly, daily, weekly, monthly, yearly nebo never (sitemaps.org). Vyhledávače to berou nanejvýš jako nápovědu.</translation>
    </message>
    <message>
        <source>From 0.0 to 1.0, the URL&apos;s importance relative to the site&apos;s other URLs (sitemaps.org). Search engines may ignore it.</source>
        <translation>Hodnota od 0.0 do 1.0: důležitost adresy URL vzhledem k ostatním adresám URL webu (sitemaps.org). Vyhledávače ji mohou ignorovat.</translation>
    </message>
    <message>
        <source>&amp;Sitemap:</source>
        <translation>&amp;Soubor Sitemap:</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nenastaveno</translation>
    </message>
</context>
<context>
    <name>Studio::HelpController</name>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>Sitemap Studio speaks %1 when it starts again.

Restart it now? Unsaved work is asked about first.</source>
        <translation>Po příštím spuštění bude Sitemap Studio v jazyce: %1.

Restartovat ho nyní? Na neuloženou práci se nejprve zeptá.</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Uživatelská příručka</translation>
    </message>
    <message>
        <source>How to use Sitemap Studio, task by task, with a search</source>
        <translation>Jak Sitemap Studio používat, úkol po úkolu, s vyhledáváním</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Klávesové &amp;zkratky</translation>
    </message>
    <message>
        <source>Every menu item&apos;s keys, with a filter</source>
        <translation>Klávesy všech položek nabídek, s filtrem</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Předvol&amp;by…</translation>
    </message>
    <message>
        <source>The language, autosave, the crawl&apos;s and the link check&apos;s defaults, the reading limit and the table&apos;s columns</source>
        <translation>Jazyk, automatické ukládání, výchozí hodnoty procházení a kontroly odkazů, limit čtení a sloupce tabulky</translation>
    </message>
</context>
<context>
    <name>Studio::ImportWizard</name>
    <message>
        <source>Sitemap</source>
        <translation>Soubor Sitemap</translation>
    </message>
    <message>
        <source>Sitemap index</source>
        <translation>Index souborů Sitemap</translation>
    </message>
    <message>
        <source>Text list of URLs</source>
        <translation>Textový seznam adres URL</translation>
    </message>
    <message>
        <source>RSS feed</source>
        <translation>Zdroj RSS</translation>
    </message>
    <message>
        <source>Atom feed</source>
        <translation>Zdroj Atom</translation>
    </message>
    <message>
        <source>robots.txt</source>
        <translation>robots.txt</translation>
    </message>
    <message>
        <source>CSV table</source>
        <translation>Tabulka CSV</translation>
    </message>
    <message>
        <source>Unknown format</source>
        <translation>Neznámý formát</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorovat</translation>
    </message>
    <message>
        <source>Location (loc)</source>
        <translation>Umístění (loc)</translation>
    </message>
    <message>
        <source>Last modified (lastmod)</source>
        <translation>Poslední změna (lastmod)</translation>
    </message>
    <message>
        <source>Change frequency (changefreq)</source>
        <translation>Frekvence změn (changefreq)</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorita</translation>
    </message>
    <message>
        <source>Image location (image:loc)</source>
        <translation>Umístění obrázku (image:loc)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Zdroj</translation>
    </message>
    <message>
        <source>A text list of URLs, an RSS or Atom feed, a robots.txt, a CSV or TSV table, or a sitemap. The content decides how it is read, not the file name.</source>
        <translation>Textový seznam adres URL, zdroj RSS nebo Atom, robots.txt, tabulka CSV nebo TSV, nebo soubor Sitemap. O způsobu čtení rozhoduje obsah, ne název souboru.</translation>
    </message>
    <message>
        <source>From a &amp;file</source>
        <translation>Ze &amp;souboru</translation>
    </message>
    <message>
        <source>urls.txt, feed.xml, robots.txt, export.csv, …</source>
        <translation>urls.txt, feed.xml, robots.txt, export.csv, …</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>Soubor k importu</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Procházet…</translation>
    </message>
    <message>
        <source>From a &amp;web address</source>
        <translation>Z &amp;webové adresy</translation>
    </message>
    <message>
        <source>Web address to import</source>
        <translation>Webová adresa k importu</translation>
    </message>
    <message>
        <source>From &amp;pasted text</source>
        <translation>Z &amp;vloženého textu</translation>
    </message>
    <message>
        <source>One URL per line, or a feed, a table or a sitemap</source>
        <translation>Jedna adresa URL na řádek, nebo zdroj RSS/Atom, tabulka či soubor Sitemap</translation>
    </message>
    <message>
        <source>Text to import</source>
        <translation>Text k importu</translation>
    </message>
    <message>
        <source>Paste from &amp;Clipboard</source>
        <translation>Vložit ze s&amp;chránky</translation>
    </message>
    <message>
        <source>Import From</source>
        <translation>Importovat z</translation>
    </message>
    <message>
        <source>Lists, feeds and tables (*.txt *.xml *.rss *.atom *.csv *.tsv *.gz *.zip);;All files (*)</source>
        <translation>Seznamy, zdroje a tabulky (*.txt *.xml *.rss *.atom *.csv *.tsv *.gz *.zip);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>What Was Found</source>
        <translation>Co bylo nalezeno</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Sloupce</translation>
    </message>
    <message>
        <source>The first row &amp;names the columns</source>
        <translation>První řádek obsahuje &amp;názvy sloupců</translation>
    </message>
    <message>
        <source>First entries</source>
        <translation>První položky</translation>
    </message>
    <message>
        <source>Skipped and reported</source>
        <translation>Přeskočeno a nahlášeno</translation>
    </message>
    <message>
        <source>%1. “%2” (%3):</source>
        <translation>%1. „%2“ (%3):</translation>
    </message>
    <message>
        <source>%1. (%2):</source>
        <translation>%1. (%2):</translation>
    </message>
    <message>
        <source>. Its entries are sitemaps: they are imported into a sitemap index.</source>
        <translation>. Jeho položky jsou soubory Sitemap: importují se do indexu souborů Sitemap.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Řádek</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation>Poslední změna</translation>
    </message>
    <message>
        <source>Change freq.</source>
        <translation>Frekv. změn</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Obrázky</translation>
    </message>
    <message>
        <source>Videos</source>
        <translation>Videa</translation>
    </message>
    <message>
        <source>Nothing is skipped: every line gave an entry. The checker reports problems of the entries after the import.</source>
        <translation>Nic se nepřeskočilo: každý řádek dal položku. Problémy položek ohlásí kontrola po importu.</translation>
    </message>
    <message>
        <source>Skipped or reported while reading (%1):</source>
        <translation>Přeskočeno nebo nahlášeno při čtení (%1):</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Možnosti</translation>
    </message>
    <message>
        <source>Relative locations (&quot;/about&quot;) are resolved against this URL; sitemaps need absolute URLs</source>
        <translation>Relativní umístění („/about“) se převedou vůči této adrese URL; soubory Sitemap vyžadují absolutní adresy URL</translation>
    </message>
    <message>
        <source>Resolve relative URLs &amp;against:</source>
        <translation>Převést &amp;relativní adresy URL vůči:</translation>
    </message>
    <message>
        <source>Defaults for entries without a value</source>
        <translation>Výchozí hodnoty pro položky bez hodnoty</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Nastavit</translation>
    </message>
    <message>
        <source>Default last modified date</source>
        <translation>Výchozí datum poslední změny</translation>
    </message>
    <message>
        <source>&amp;Last modified:</source>
        <translation>&amp;Poslední změna:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(žádné)</translation>
    </message>
    <message>
        <source>&amp;Change frequency:</source>
        <translation>&amp;Frekvence změn:</translation>
    </message>
    <message>
        <source>&amp;Priority:</source>
        <translation>P&amp;riorita:</translation>
    </message>
    <message>
        <source>The feed&apos;s media</source>
        <translation>Média zdroje</translation>
    </message>
    <message>
        <source>No location is relative.</source>
        <translation>Žádné umístění není relativní.</translation>
    </message>
    <message>
        <source>Relative locations: %1.</source>
        <translation>Relativní umístění: %1.</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Drop duplicate URLs, keeping the first (%n found)</source>
        <translation>
            <numerusform>&amp;Odstranit duplicitní adresy URL, ponechat první (nalezena %n)</numerusform>
            <numerusform>&amp;Odstranit duplicitní adresy URL, ponechat první (nalezeny %n)</numerusform>
            <numerusform>&amp;Odstranit duplicitní adresy URL, ponechat první (nalezeno %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep &amp;images as image:image (%n found)</source>
        <translation>
            <numerusform>Ponechat o&amp;brázky jako image:image (nalezen %n)</numerusform>
            <numerusform>Ponechat o&amp;brázky jako image:image (nalezeny %n)</numerusform>
            <numerusform>Ponechat o&amp;brázky jako image:image (nalezeno %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep &amp;videos as video:video (%n found)</source>
        <translation>
            <numerusform>Ponechat &amp;videa jako video:video (nalezeno %n)</numerusform>
            <numerusform>Ponechat &amp;videa jako video:video (nalezena %n)</numerusform>
            <numerusform>Ponechat &amp;videa jako video:video (nalezeno %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not an absolute http or https URL; relative locations cannot be resolved against it.</source>
        <translation>„%1“ není absolutní adresa URL http ani https; relativní umístění vůči ní nelze převést.</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>A &amp;new sitemap</source>
        <translation>&amp;Nový soubor Sitemap</translation>
    </message>
    <message>
        <source>keep the document&apos;s value</source>
        <translation>ponechat hodnotu dokumentu</translation>
    </message>
    <message>
        <source>take the imported value</source>
        <translation>převzít importovanou hodnotu</translation>
    </message>
    <message>
        <source>On a &amp;conflict:</source>
        <translation>Při &amp;konfliktu:</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>Konflikty</translation>
    </message>
    <message>
        <source>&amp;Merge into %1: add new URLs, update existing ones</source>
        <translation>&amp;Sloučit do %1: přidat nové adresy URL, aktualizovat stávající</translation>
    </message>
    <message>
        <source>A merge needs an open document of the same kind: the import holds %1, the open document is %2.</source>
        <translation>Sloučení vyžaduje otevřený dokument stejného druhu: import obsahuje %1, otevřený dokument je %2.</translation>
    </message>
    <message>
        <source>sitemaps (an index)</source>
        <translation>soubory Sitemap (index)</translation>
    </message>
    <message>
        <source>page URLs</source>
        <translation>adresy URL stránek</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>nečitelný obsah</translation>
    </message>
    <message>
        <source>a sitemap index</source>
        <translation>index souborů Sitemap</translation>
    </message>
    <message>
        <source>a sitemap of pages</source>
        <translation>soubor Sitemap se stránkami</translation>
    </message>
    <message>
        <source>%1: %2 is “%3” in the document, “%4” in the import</source>
        <translation>%1: %2 má v dokumentu hodnotu „%3“, v importu „%4“</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importovat</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>vložený text</translation>
    </message>
    <message>
        <source>%1 is not a file that can be read.</source>
        <translation>%1 není soubor, který lze přečíst.</translation>
    </message>
    <message>
        <source>“%1” is not an http or https address.</source>
        <translation>„%1“ není adresa http ani https.</translation>
    </message>
    <message>
        <source>Nothing could be read from %1.</source>
        <translation>Z %1 nelze nic přečíst.</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>%1 nelze importovat: %2</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>Načítání %1…</translation>
    </message>
    <message>
        <source>%1 answered with an empty body.</source>
        <translation>%1 vrací prázdné tělo odpovědi.</translation>
    </message>
    <message>
        <source>URLs to import: %1</source>
        <translation>Adresy URL k importu: %1</translation>
    </message>
    <message>
        <source>, into a new sitemap.</source>
        <translation>, do nového souboru Sitemap.</translation>
    </message>
    <message>
        <source>: %1 new, %2 updated, %3 already there as they are</source>
        <translation>: nové: %1, aktualizované: %2, již existující beze změny: %3</translation>
    </message>
    <message>
        <source>; conflicts: %1, where %2:</source>
        <translation>; konflikty: %1, přičemž %2:</translation>
    </message>
    <message>
        <source>the imported value replaces the document&apos;s</source>
        <translation>importovaná hodnota nahradí hodnotu dokumentu</translation>
    </message>
    <message>
        <source>the document&apos;s value is kept</source>
        <translation>hodnota dokumentu zůstane zachována</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message numerus="yes">
        <source>%Ln relative URLs resolved</source>
        <translation>
            <numerusform>%Ln relativní adresa URL vyřešena</numerusform>
            <numerusform>%Ln relativní adresy URL vyřešeny</numerusform>
            <numerusform>%Ln relativních adres URL vyřešeno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicates dropped</source>
        <translation>
            <numerusform>%Ln duplicita vynechána</numerusform>
            <numerusform>%Ln duplicity vynechány</numerusform>
            <numerusform>%Ln duplicit vynecháno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln given the defaults</source>
        <translation>
            <numerusform>%Ln dostala výchozí hodnoty</numerusform>
            <numerusform>%Ln dostaly výchozí hodnoty</numerusform>
            <numerusform>%Ln dostalo výchozí hodnoty</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 dropped</source>
        <translation>%1 a %2 vynecháno</translation>
    </message>
    <message numerus="yes">
        <source>%Ln images</source>
        <translation>
            <numerusform>%Ln obrázek</numerusform>
            <numerusform>%Ln obrázky</numerusform>
            <numerusform>%Ln obrázků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln videos</source>
        <translation>
            <numerusform>%Ln video</numerusform>
            <numerusform>%Ln videa</numerusform>
            <numerusform>%Ln videí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add the &amp;scheme to locations that start with a host name (%n found)</source>
        <translation>
            <numerusform>Doplnit &amp;schéma k umístěním, která začínají názvem hostitele (nalezeno %n)</numerusform>
            <numerusform>Doplnit &amp;schéma k umístěním, která začínají názvem hostitele (nalezeno %n)</numerusform>
            <numerusform>Doplnit &amp;schéma k umístěním, která začínají názvem hostitele (nalezeno %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;shop.example.org/page&quot; becomes https://shop.example.org/page (the base URL&apos;s scheme when one is given); unticked, such lines are skipped</source>
        <translation>Z „shop.example.org/page“ se stane https://shop.example.org/page (se schématem základní adresy URL, je-li zadána); bez zaškrtnutí se takové řádky vynechají</translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines skipped: not URLs</source>
        <translation>
            <numerusform>%Ln řádek vynechán: nejde o adresu URL</numerusform>
            <numerusform>%Ln řádky vynechány: nejde o adresy URL</numerusform>
            <numerusform>%Ln řádků vynecháno: nejde o adresy URL</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln given a scheme</source>
        <translation>
            <numerusform>%Ln doplněno schéma</numerusform>
            <numerusform>%Ln doplněno schéma</numerusform>
            <numerusform>%Ln doplněno schéma</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with %Ln image(s)</source>
        <translation>
            <numerusform>, s %Ln obrázkem</numerusform>
            <numerusform>, s %Ln obrázky</numerusform>
            <numerusform>, s %Ln obrázky</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with %Ln video(s)</source>
        <translation>
            <numerusform>, s %Ln videem</numerusform>
            <numerusform>, s %Ln videi</numerusform>
            <numerusform>, s %Ln videi</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <comment>format: entries to import</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entries to import</source>
        <translation>
            <numerusform>%Ln položka k importu</numerusform>
            <numerusform>%Ln položky k importu</numerusform>
            <numerusform>%Ln položek k importu</numerusform>
        </translation>
    </message>
    <message>
        <source>utm_source, utm_medium and the other utm_ parameters, fbclid, gclid, msclkid, dclid, yclid, mc_cid, mc_eid, _ga and _gl name a campaign, not a page: each page is imported once, at its own address</source>
        <translation>utm_source, utm_medium a další parametry utm_, fbclid, gclid, msclkid, dclid, yclid, mc_cid, mc_eid, _ga a _gl označují kampaň, ne stránku: každá stránka se importuje jednou, pod svou vlastní adresou</translation>
    </message>
    <message numerus="yes">
        <source>Drop locations that are not &amp;http or https, such as ftp: or mailto: (%n found)</source>
        <translation>
            <numerusform>Vynechat adresy, které nejsou &amp;http ani https, např. ftp: nebo mailto: (nalezena %n)</numerusform>
            <numerusform>Vynechat adresy, které nejsou &amp;http ani https, např. ftp: nebo mailto: (nalezeny %n)</numerusform>
            <numerusform>Vynechat adresy, které nejsou &amp;http ani https, např. ftp: nebo mailto: (nalezeno %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove &amp;tracking parameters (utm_*, fbclid, gclid, …) from %n URL(s)</source>
        <translation>
            <numerusform>Odstranit sledovací parame&amp;try (utm_*, fbclid, gclid, …) z %n adresy URL</numerusform>
            <numerusform>Odstranit sledovací parame&amp;try (utm_*, fbclid, gclid, …) ze %n adres URL</numerusform>
            <numerusform>Odstranit sledovací parame&amp;try (utm_*, fbclid, gclid, …) z %n adres URL</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::Importer</name>
    <message>
        <source>&quot;%1&quot; is not a URL: it holds spaces. It is not imported</source>
        <translation>„%1“ není adresa URL: obsahuje mezery. Neimportuje se</translation>
    </message>
    <message>
        <source>&quot;%1&quot; starts with a host name but has no scheme (%2://). It is not imported unless the scheme is added</source>
        <translation>„%1“ začíná názvem hostitele, ale nemá schéma (%2://). Neimportuje se, pokud se schéma nedoplní</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http or https URL, which a sitemap may not list. It is not imported</source>
        <translation>„%1“ není adresa URL http ani https, kterou soubor Sitemap smí uvádět. Neimportuje se</translation>
    </message>
</context>
<context>
    <name>Studio::IndexNow</name>
    <message numerus="yes">
        <source>%1 URLs without a lastmod left out: nothing says they changed since %2</source>
        <translation>
            <numerusform>Vynechané adresy URL bez lastmod (%1): nic nenasvědčuje, že se od %2 změnily</numerusform>
            <numerusform>Vynechané adresy URL bez lastmod (%1): nic nenasvědčuje, že se od %2 změnily</numerusform>
            <numerusform>Vynechané adresy URL bez lastmod (%1): nic nenasvědčuje, že se od %2 změnily</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 URLs last modified before %2 left out</source>
        <translation>
            <numerusform>Vynechané adresy URL naposledy změněné před %2: %1</numerusform>
            <numerusform>Vynechané adresy URL naposledy změněné před %2: %1</numerusform>
            <numerusform>Vynechané adresy URL naposledy změněné před %2: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IndexNow key: a key has 8 to 128 characters, each a letter (a-z, A-Z), a digit or &quot;-&quot;</source>
        <translation>„%1“ není klíč IndexNow: klíč má 8 až 128 znaků a každý z nich je písmeno (a–z, A–Z), číslice nebo „-“</translation>
    </message>
    <message>
        <source>The key location &quot;%1&quot; is not an http or https address</source>
        <translation>Umístění klíče „%1“ není adresa http ani https</translation>
    </message>
    <message numerus="yes">
        <source>%1 entries left out: not an absolute http or https URL (the first: &quot;%2&quot;)</source>
        <translation>
            <numerusform>Vynechané položky, které nejsou absolutní adresou URL http ani https: %1 (první: „%2“)</numerusform>
            <numerusform>Vynechané položky, které nejsou absolutní adresou URL http ani https: %1 (první: „%2“)</numerusform>
            <numerusform>Vynechané položky, které nejsou absolutní adresou URL http ani https: %1 (první: „%2“)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 duplicate URLs sent once</source>
        <translation>Duplicitní adresy URL odeslané jen jednou: %1</translation>
    </message>
    <message>
        <source>The key location %1 is on none of the hosts submitted, so it is not sent; each host&apos;s key file is looked for at /%2.txt</source>
        <translation>Umístění klíče %1 neleží na žádném z odesílaných hostitelů, proto se neodesílá; soubor s klíčem se u každého hostitele hledá na /%2.txt</translation>
    </message>
    <message>
        <source>200 OK: the URLs were submitted</source>
        <translation>200 OK: adresy URL byly odeslány</translation>
    </message>
    <message>
        <source>202 Accepted: the URLs were received; the key is still to be validated</source>
        <translation>202 Accepted: adresy URL byly přijaty; klíč ještě čeká na ověření</translation>
    </message>
    <message>
        <source>400 Bad Request: the submission is not in the protocol&apos;s format</source>
        <translation>400 Bad Request: odeslání není ve formátu protokolu</translation>
    </message>
    <message>
        <source>403 Forbidden: the key is not valid (no key file was found, or it does not hold the key)</source>
        <translation>403 Forbidden: klíč není platný (soubor s klíčem nebyl nalezen nebo klíč neobsahuje)</translation>
    </message>
    <message>
        <source>422 Unprocessable Entity: URLs that do not belong to the host, or a key that does not match the protocol&apos;s pattern</source>
        <translation>422 Unprocessable Entity: adresy URL nepatří k hostiteli, nebo klíč neodpovídá vzoru protokolu</translation>
    </message>
    <message>
        <source>429 Too Many Requests: the endpoint suspects spam; wait before submitting again</source>
        <translation>429 Too Many Requests: koncový bod má podezření na spam; před dalším odesláním počkejte</translation>
    </message>
    <message>
        <source>%1: the endpoint accepted the submission</source>
        <translation>%1: koncový bod odeslání přijal</translation>
    </message>
    <message>
        <source>%1: the endpoint failed (a server error); try again later</source>
        <translation>%1: koncový bod selhal (chyba serveru); zkuste to později</translation>
    </message>
    <message>
        <source>%1: not an answer the protocol defines</source>
        <translation>%1: odpověď, kterou protokol nedefinuje</translation>
    </message>
    <message>
        <source>The key file cannot be read: %1</source>
        <translation>Soubor s klíčem nelze přečíst: %1</translation>
    </message>
    <message>
        <source>The key file %1 does not hold the key &quot;%2&quot; (it holds &quot;%3&quot;)</source>
        <translation>Soubor s klíčem %1 neobsahuje klíč „%2“ (obsahuje „%3“)</translation>
    </message>
    <message>
        <source>Not sent: the endpoint answered 429 Too Many Requests to an earlier batch</source>
        <translation>Neodesláno: koncový bod odpověděl na předchozí dávku 429 Too Many Requests</translation>
    </message>
    <message>
        <source>Not sent: an earlier batch got no answer from the endpoint (%1)</source>
        <translation>Neodesláno: na předchozí dávku koncový bod neodpověděl (%1)</translation>
    </message>
    <message>
        <source>Not sent: the submission was cancelled</source>
        <translation>Neodesláno: odeslání bylo zrušeno</translation>
    </message>
</context>
<context>
    <name>Studio::IndexNowDialog</name>
    <message>
        <source>Submit to IndexNow</source>
        <translation>Odeslat do IndexNow</translation>
    </message>
    <message>
        <source>IndexNow tells Bing, Yandex, Seznam, Naver and the other engines that take part about new or changed URLs. The site must publish its key in a text file, at /&lt;key&gt;.txt or at the key location given below.</source>
        <translation>IndexNow informuje Bing, Yandex, Seznam, Naver a další zapojené vyhledávače o nových nebo změněných adresách URL. Web musí svůj klíč zveřejnit v textovém souboru na /&lt;key&gt;.txt nebo v níže zadaném umístění klíče.</translation>
    </message>
    <message>
        <source>The address submissions are POSTed to. Engines that take part share what they receive with each other.</source>
        <translation>Adresa, na kterou se odeslání posílají metodou POST. Zapojené vyhledávače si přijatá data navzájem sdílejí.</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>&amp;Koncový bod:</translation>
    </message>
    <message>
        <source>8 to 128 letters, digits or dashes</source>
        <translation>8 až 128 písmen, číslic nebo pomlček</translation>
    </message>
    <message>
        <source>The site&apos;s IndexNow key, the same as in its key file</source>
        <translation>Klíč IndexNow webu, stejný jako v jeho souboru s klíčem</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>K&amp;líč:</translation>
    </message>
    <message>
        <source>Optional: https://www.example.com/keys/key.txt</source>
        <translation>Volitelné: https://www.example.com/keys/key.txt</translation>
    </message>
    <message>
        <source>Key &amp;location:</source>
        <translation>&amp;Umístění klíče:</translation>
    </message>
    <message>
        <source>Only URLs &amp;modified since</source>
        <translation>Jen adresy URL &amp;změněné od</translation>
    </message>
    <message>
        <source>Modified since</source>
        <translation>Změněno od</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Dávka</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hostitel</translation>
    </message>
    <message>
        <source>URLs</source>
        <translation>Adresy URL</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Odpověď</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>&amp;Odeslat</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Zas&amp;tavit</translation>
    </message>
    <message>
        <source>Enter the site&apos;s key.</source>
        <translation>Zadejte klíč webu.</translation>
    </message>
    <message>
        <source>The endpoint must be an http or https address.</source>
        <translation>Koncový bod musí být adresa http nebo https.</translation>
    </message>
    <message>
        <source>There is nothing to submit.</source>
        <translation>Není co odeslat.</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>čeká</translation>
    </message>
    <message>
        <source>Checking the key files…</source>
        <translation>Kontrola souborů s klíčem…</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>Nic nebylo odesláno.</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>neodesláno</translation>
    </message>
    <message>
        <source>Submitting…</source>
        <translation>Odesílání…</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 URLs accepted, in %3 of %4 requests.</source>
        <translation>
            <numerusform>Přijato %1 z %2 adresy URL v %3 z %4 požadavků.</numerusform>
            <numerusform>Přijato %1 z %2 adres URL v %3 z %4 požadavků.</numerusform>
            <numerusform>Přijato %1 z %2 adres URL v %3 z %4 požadavků.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the key &amp;file before submitting</source>
        <translation>Před odesláním ověřit &amp;soubor s klíčem</translation>
    </message>
    <message>
        <source>%1 in %2 (at most %3 URLs each, one host per request).</source>
        <translation>%1, %2 (nejvýše %3 adres URL v každém, jeden hostitel na požadavek).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs</source>
        <translation>
            <numerusform>%Ln adresa URL</numerusform>
            <numerusform>%Ln adresy URL</numerusform>
            <numerusform>%Ln adres URL</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln requests</source>
        <translation>
            <numerusform>%Ln požadavek</numerusform>
            <numerusform>%Ln požadavky</numerusform>
            <numerusform>%Ln požadavků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs in the workspace.</source>
        <translation>
            <numerusform>%Ln adresa URL v pracovním prostoru.</numerusform>
            <numerusform>%Ln adresy URL v pracovním prostoru.</numerusform>
            <numerusform>%Ln adres URL v pracovním prostoru.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::InputSource</name>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 je složka, ne soubor</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Nelze otevřít %1: %2</translation>
    </message>
    <message>
        <source>%1 has %2 bytes, more than the reading limit of %3 bytes</source>
        <translation>%1 má %2 bajtů, více než limit čtení %3 bajtů</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nelze přečíst %1: %2</translation>
    </message>
    <message>
        <source>%1 grew beyond the reading limit of %2 bytes while it was read</source>
        <translation>Soubor %1 se během čtení zvětšil nad limit čtení %2 bajtů</translation>
    </message>
    <message>
        <source>%1 changed while it was read (%2 bytes before, %3 after); it is not read from a mix of two versions. Open it again once it is no longer being written</source>
        <translation>Soubor %1 se během čtení změnil (předtím %2 bajtů, potom %3); nečte se ze směsi dvou verzí. Otevřete jej znovu, až se do něj přestane zapisovat</translation>
    </message>
    <message>
        <source>The file has %1 bytes, more than the reading limit of %2 bytes; only the first %2 bytes were read</source>
        <translation>Soubor má %1 bajtů, více než limit čtení %2 bajtů; přečteno bylo jen prvních %2 bajtů</translation>
    </message>
    <message>
        <source>The gzip data expands to more than the reading limit of %1 bytes from only %2 compressed bytes; a file that expands this far is not a sitemap (decompression bomb)</source>
        <translation>Data gzip se rozbalí na více než limit čtení %1 bajtů z pouhých %2 komprimovaných bajtů; soubor, který se rozbalí takto daleko, není soubor Sitemap (dekompresní bomba)</translation>
    </message>
    <message>
        <source>The gzip data expands to more than the reading limit of %1 bytes; only the first %1 bytes were read</source>
        <translation>Data gzip se rozbalí na více než limit čtení %1 bajtů; přečteno bylo jen prvních %1 bajtů</translation>
    </message>
    <message>
        <source>%1 bytes of data that is not gzip follow the compressed stream; they were ignored</source>
        <translation>Za komprimovaným proudem následují data, která nejsou gzip (%1 bajtů); byla ignorována</translation>
    </message>
    <message>
        <source>The gzip data is truncated: it ends before the end of the compressed stream (%1 bytes decompressed)</source>
        <translation>Data gzip jsou zkrácena: končí před koncem komprimovaného proudu (dekomprimováno bajtů: %1)</translation>
    </message>
    <message>
        <source>The zip bundle cannot be opened (error %1): its central directory is missing or damaged</source>
        <translation>Balíček zip nelze otevřít (chyba %1): jeho centrální adresář chybí nebo je poškozen</translation>
    </message>
    <message>
        <source>The zip bundle has %1 entries, more than the limit of %2</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Balíček zip má %1 položek, více než limit %2</translation>
    </message>
    <message>
        <source>Skipped zip entry &quot;%1&quot;: %2</source>
        <translation>Přeskočená položka zip „%1“: %2</translation>
    </message>
    <message>
        <source>A zip entry&apos;s header cannot be read</source>
        <translation>Hlavičku položky zip nelze přečíst</translation>
    </message>
    <message>
        <source>its name is absolute or leads out of the bundle</source>
        <translation>její název je absolutní nebo vede mimo balíček</translation>
    </message>
    <message>
        <source>it is a symbolic link</source>
        <translation>je to symbolický odkaz</translation>
    </message>
    <message>
        <source>it is encrypted</source>
        <translation>je zašifrovaná</translation>
    </message>
    <message>
        <source>it declares %1 bytes, more than the reading limit of %2</source>
        <translation>ohlašuje %1 bajtů, více než limit čtení %2</translation>
    </message>
    <message>
        <source>it cannot be decompressed (error %1)</source>
        <translation>nelze ji dekomprimovat (chyba %1)</translation>
    </message>
    <message>
        <source>The zip entry &quot;%1&quot; is corrupt (error %2)</source>
        <translation>Položka zip „%1“ je poškozena (chyba %2)</translation>
    </message>
    <message>
        <source>the bundle&apos;s entries expand to more than %1 bytes in all, more than %2 times the bundle&apos;s size (decompression bomb); it and the entries after it were not read</source>
        <translation>položky balíčku se celkem rozbalí na více než %1 bajtů, více než %2násobek velikosti balíčku (dekompresní bomba); tato položka a položky za ní nebyly přečteny</translation>
    </message>
    <message>
        <source>the bundle&apos;s entries expand to more than the reading limit of %1 bytes in all; it and the entries after it were not read</source>
        <translation>položky balíčku se celkem rozbalí na více než limit čtení %1 bajtů; tato položka a položky za ní nebyly přečteny</translation>
    </message>
    <message>
        <source>it expands beyond the reading limit of %1 bytes</source>
        <translation>rozbalí se nad limit čtení %1 bajtů</translation>
    </message>
    <message>
        <source>The zip entry &quot;%1&quot; is corrupt: its CRC-32 check does not match</source>
        <translation>Položka zip „%1“ je poškozena: kontrolní součet CRC-32 nesouhlasí</translation>
    </message>
    <message>
        <source>The zip bundle is damaged (error %1); some entries may be missing</source>
        <translation>Balíček zip je poškozen (chyba %1); některé položky mohou chybět</translation>
    </message>
    <message>
        <source>The gzip data is corrupt: its CRC-32 or length check does not match (after %1 decompressed bytes)</source>
        <translation>Data gzip jsou poškozena: kontrolní součet CRC-32 nebo kontrola délky nesouhlasí (po %1 rozbalených bajtech)</translation>
    </message>
    <message>
        <source>The data is not valid gzip: its header is damaged or names another compression method</source>
        <translation>Data nejsou platný gzip: jejich hlavička je poškozena nebo uvádí jinou metodu komprese</translation>
    </message>
    <message>
        <source>The gzip data is corrupt at compressed byte %1: a member&apos;s header is damaged</source>
        <translation>Data gzip jsou poškozena na komprimovaném bajtu %1: hlavička jedné části je poškozena</translation>
    </message>
    <message>
        <source>The data is not valid gzip: the compressed data is damaged from its start</source>
        <translation>Data nejsou platný gzip: komprimovaná data jsou poškozena od samého začátku</translation>
    </message>
    <message>
        <source>The gzip data is corrupt at compressed byte %1: an invalid deflate block</source>
        <translation>Data gzip jsou poškozena na komprimovaném bajtu %1: neplatný blok deflate</translation>
    </message>
</context>
<context>
    <name>Studio::InspectDialog</name>
    <message>
        <source>Inspect with Search Console</source>
        <translation>Kontrola v Search Console</translation>
    </message>
    <message>
        <source>Asks Google&apos;s URL Inspection API what it did with each URL: indexed or not, why, and the canonical it chose. Google answers 2,000 URLs a day for a property; the answers are kept in a file, and the next run goes on where this one stops.</source>
        <translation>Zeptá se rozhraní Google URL Inspection API, co udělal s každou adresou URL: zda ji indexoval, proč ne a kterou kanonickou adresu zvolil. Google odpoví na 2 000 adres URL denně pro jednu službu; odpovědi se ukládají do souboru a další spuštění pokračuje tam, kde toto skončí.</translation>
    </message>
    <message>
        <source>The Search Console property as Search Console writes it: a URL prefix (https://www.example.com/) or sc-domain:example.com</source>
        <translation>Služba Search Console tak, jak ji Search Console zapisuje: předpona URL (https://www.example.com/) nebo sc-domain:example.com</translation>
    </message>
    <message>
        <source>client_secret_….json of your Google Cloud project</source>
        <translation>client_secret_….json vašeho projektu Google Cloud</translation>
    </message>
    <message>
        <source>The OAuth client (Desktop app) made in your own Google Cloud project with the Search Console API enabled; Sitemap Studio ships none</source>
        <translation>Klient OAuth (aplikace pro počítač) vytvořený ve vašem vlastním projektu Google Cloud se zapnutým rozhraním Search Console API; Sitemap Studio žádného nedodává</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Vybrat…</translation>
    </message>
    <message>
        <source>Every URL of the document (%1)</source>
        <translation>Všechny adresy URL dokumentu (%1)</translation>
    </message>
    <message>
        <source>The URLs the table shows (%1)</source>
        <translation>Adresy URL zobrazené v tabulce (%1)</translation>
    </message>
    <message>
        <source>Inspections of the property a day, the day&apos;s earlier ones in the file counted (Google&apos;s day runs on Pacific Time)</source>
        <translation>Kontroly služby za den, včetně dřívějších kontrol téhož dne v souboru (den Googlu se řídí tichomořským časem)</translation>
    </message>
    <message>
        <source>The answers are appended to this file as they come (JSON lines, as the command line&apos;s inspect and coverage read them)</source>
        <translation>Odpovědi se připojují do tohoto souboru, jak přicházejí (řádky JSON, jak je čtou příkazy inspect a coverage)</translation>
    </message>
    <message>
        <source>&amp;Property:</source>
        <translation>&amp;Služba:</translation>
    </message>
    <message>
        <source>&amp;Sign in with:</source>
        <translation>&amp;Přihlásit pomocí:</translation>
    </message>
    <message>
        <source>&amp;URLs:</source>
        <translation>&amp;Adresy URL:</translation>
    </message>
    <message>
        <source>At most &amp;today:</source>
        <translation>Nejvýše &amp;dnes:</translation>
    </message>
    <message>
        <source>&amp;Answers go to:</source>
        <translation>&amp;Odpovědi do:</translation>
    </message>
    <message>
        <source>&amp;Inspect</source>
        <translation>&amp;Zkontrolovat</translation>
    </message>
    <message>
        <source>OAuth Client of Your Google Cloud Project</source>
        <translation>Klient OAuth vašeho projektu Google Cloud</translation>
    </message>
    <message>
        <source>OAuth client (*.json)</source>
        <translation>Klient OAuth (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
    <message>
        <source>File of the Answers</source>
        <translation>Soubor s odpověďmi</translation>
    </message>
    <message>
        <source>URL Inspection results (*.jsonl)</source>
        <translation>Výsledky kontroly URL (*.jsonl)</translation>
    </message>
    <message>
        <source>Property: write it as Search Console does, a URL prefix (https://www.example.com/) or sc-domain:example.com.</source>
        <translation>Služba: zapište ji jako Search Console, tedy předponu URL (https://www.example.com/) nebo sc-domain:example.com.</translation>
    </message>
    <message>
        <source>Sign in with: choose the OAuth client file of your Google Cloud project (a Desktop app client, with the Search Console API enabled).</source>
        <translation>Přihlásit pomocí: vyberte soubor klienta OAuth vašeho projektu Google Cloud (klient typu aplikace pro počítač se zapnutým rozhraním Search Console API).</translation>
    </message>
    <message>
        <source>Sign in with: %1</source>
        <translation>Přihlásit pomocí: %1</translation>
    </message>
    <message>
        <source>Answers go to: choose a file in a folder that exists.</source>
        <translation>Odpovědi do: vyberte soubor ve složce, která existuje.</translation>
    </message>
    <message>
        <source>Answers go to: %1</source>
        <translation>Odpovědi do: %1</translation>
    </message>
    <message>
        <source>Every URL of %1 is in the file already (%2); nothing to inspect.</source>
        <translation>Všechny adresy URL služby %1 už v souboru jsou (%2); není co kontrolovat.</translation>
    </message>
    <message>
        <source>No URL of the document is in %1.</source>
        <translation>Žádná adresa URL dokumentu nepatří do služby %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n URLs are outside the property.</source>
        <translation>
            <numerusform>%n adresa URL je mimo službu.</numerusform>
            <numerusform>%n adresy URL jsou mimo službu.</numerusform>
            <numerusform>%n adres URL je mimo službu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Signing in to Google…</source>
        <translation>Přihlašování ke Googlu…</translation>
    </message>
    <message>
        <source>Google&apos;s consent page is open in your browser: let Sitemap Studio read Search Console there. Waiting for your answer… If no page opened, &lt;a href=&quot;%1&quot;&gt;open it here&lt;/a&gt;.</source>
        <translation>Stránka souhlasu Googlu je otevřená v prohlížeči: povolte tam aplikaci Sitemap Studio číst Search Console. Čeká se na vaši odpověď… Pokud se žádná stránka neotevřela, &lt;a href=&quot;%1&quot;&gt;otevřete ji zde&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>The sign-in did not succeed: %1</source>
        <translation>Přihlášení se nezdařilo: %1</translation>
    </message>
    <message>
        <source>%1 of %2 inspected</source>
        <translation>Zkontrolováno %1 z %2</translation>
    </message>
    <message>
        <source>%1 inspected, appended to %2</source>
        <translation>Zkontrolováno: %1, připojeno do %2</translation>
    </message>
    <message numerus="yes">
        <source>%n refused by Google (not in the property)</source>
        <translation>
            <numerusform>%n odmítnuta Googlem (mimo službu)</numerusform>
            <numerusform>%n odmítnuty Googlem (mimo službu)</numerusform>
            <numerusform>%n odmítnuto Googlem (mimo službu)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 left for the next run</source>
        <translation>na další spuštění zbývá %1</translation>
    </message>
    <message>
        <source>The day&apos;s inspections for %1 are spent; inspect again tomorrow (Pacific Time) to go on where this run stopped.</source>
        <translation>Denní kontroly služby %1 jsou vyčerpány; zítra (podle tichomořského času) spusťte kontrolu znovu a bude pokračovat tam, kde tato skončila.</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Zastaveno: %1</translation>
    </message>
    <message>
        <source>The sign-in was stopped.</source>
        <translation>Přihlašování bylo zastaveno.</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>Zastav&amp;it</translation>
    </message>
    <message numerus="yes">
        <source>Inspecting %Ln URLs…</source>
        <translation>
            <numerusform>Kontrola %Ln adresy URL…</numerusform>
            <numerusform>Kontrola %Ln adres URL…</numerusform>
            <numerusform>Kontrola %Ln adres URL…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::ItemsEditor</name>
    <message>
        <source>(empty)</source>
        <translation>(prázdné)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Od&amp;ebrat</translation>
    </message>
    <message>
        <source>ISO 4217 code, e.g. EUR, USD</source>
        <translation>Kód ISO 4217, např. EUR, USD</translation>
    </message>
    <message>
        <source>Add a video with its title, description, thumbnail and content or player URL</source>
        <translation>Přidá video s názvem, popisem, miniaturou a adresou URL obsahu nebo přehrávače</translation>
    </message>
    <message>
        <source>%1, attribute %2</source>
        <translation>%1, atribut %2</translation>
    </message>
    <message>
        <source>The %1 attribute of &lt;video:%2&gt;: %3. Enter the element&apos;s value first.</source>
        <translation>Atribut %1 prvku &lt;video:%2&gt;: %3. Nejprve zadejte hodnotu prvku.</translation>
    </message>
    <message>
        <source>%1 (deprecated)</source>
        <translation>%1 (zastaralé)</translation>
    </message>
    <message>
        <source>Deprecated: search engines ignore &lt;%1&gt;; the Deprecated tag rule offers to remove it.</source>
        <translation>Zastaralé: vyhledávače &lt;%1&gt; ignorují; pravidlo Zastaralá značka nabízí jeho odstranění.</translation>
    </message>
    <message>
        <source>Change the %1 items of %2</source>
        <extracomment>%1 is the kind of item (image, video, news), not a count.</extracomment>
        <translation>Změnit položky (%1) u %2</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>Upravit %1 u %2</translation>
    </message>
    <message>
        <source>%1 / %2 characters</source>
        <translation>%1 / %2 znaků</translation>
    </message>
    <message>
        <source>Required: the image&apos;s URL, which may be on another host such as a CDN. A URL may list at most %1 images (Google image sitemaps).</source>
        <translation>Povinné: adresa URL obrázku, která může být i na jiném hostiteli, například v síti CDN. Jedna adresa URL smí uvádět nejvýše %1 obrázků (dokumentace Googlu k souborům Sitemap pro obrázky).</translation>
    </message>
    <message>
        <source>Required: the URL of the image that stands for the video in search results.</source>
        <translation>Povinné: adresa URL obrázku (miniatury), který video zastupuje ve výsledcích vyhledávání.</translation>
    </message>
    <message>
        <source>Required: the video&apos;s title, plain text. Search results show about %1 characters of it.</source>
        <translation>Povinné: název videa jako prostý text. Výsledky vyhledávání z něj zobrazí přibližně %1 znaků.</translation>
    </message>
    <message>
        <source>Required: what the video is about, plain text, at most %1 characters.</source>
        <translation>Povinné: popis obsahu videa jako prostý text, nejvýše %1 znaků.</translation>
    </message>
    <message>
        <source>The URL of the video file itself. It or the player&apos;s URL is required; neither may be the page&apos;s own URL.</source>
        <translation>Adresa URL samotného souboru videa. Povinná je tato adresa, nebo adresa URL přehrávače; žádná z nich nesmí být vlastní adresou URL stránky.</translation>
    </message>
    <message>
        <source>The URL of a player for the video. It or the video file&apos;s URL is required; neither may be the page&apos;s own URL.</source>
        <translation>Adresa URL přehrávače videa. Povinná je tato adresa, nebo adresa URL souboru videa; žádná z nich nesmí být vlastní adresou URL stránky.</translation>
    </message>
    <message>
        <source>The video&apos;s length in whole seconds, from 1 to %1.</source>
        <translation>Délka videa v celých sekundách, od 1 do %1.</translation>
    </message>
    <message>
        <source>When the video stops being available, in W3C Datetime; empty when it does not expire.</source>
        <translation>Kdy video přestane být dostupné, ve formátu W3C Datetime; prázdné, pokud jeho platnost nevyprší.</translation>
    </message>
    <message>
        <source>The video&apos;s rating, a number from %1 to %2.</source>
        <translation>Hodnocení videa, číslo od %1 do %2.</translation>
    </message>
    <message>
        <source>How many times the video was watched, a whole number.</source>
        <translation>Kolikrát bylo video zhlédnuto, celé číslo.</translation>
    </message>
    <message>
        <source>When the video was first published, in W3C Datetime.</source>
        <translation>Kdy bylo video poprvé zveřejněno, ve formátu W3C Datetime.</translation>
    </message>
    <message>
        <source>yes, or no when the video is for adults only.</source>
        <translation>yes, nebo no, pokud je video určeno jen pro dospělé.</translation>
    </message>
    <message>
        <source>ISO 3166-1 alpha-2 country codes separated by spaces (DE FR): where the video may be shown, or may not, as the relationship below says.</source>
        <translation>Kódy zemí ISO 3166-1 alpha-2 oddělené mezerami (DE FR): kde se video smí, nebo nesmí zobrazovat, jak určuje atribut relationship níže.</translation>
    </message>
    <message>
        <source>web, mobile or tv, separated by spaces: where the video may be played, or may not, as the relationship below says.</source>
        <translation>web, mobile nebo tv, oddělené mezerami: kde se video smí, nebo nesmí přehrávat, jak určuje atribut relationship níže.</translation>
    </message>
    <message>
        <source>yes or no: whether watching takes a subscription, paid or free.</source>
        <translation>yes, nebo no: zda sledování vyžaduje předplatné, placené nebo bezplatné.</translation>
    </message>
    <message>
        <source>Who uploaded the video; its info attribute may give the absolute URL of their page.</source>
        <translation>Kdo video nahrál; atribut info může uvádět absolutní adresu URL stránky tohoto uživatele.</translation>
    </message>
    <message>
        <source>yes or no: whether the video is a live stream.</source>
        <translation>yes, nebo no: zda jde o živý přenos.</translation>
    </message>
    <message>
        <source>Keywords for the video, separated by commas, at most %1.</source>
        <translation>Klíčová slova videa oddělená čárkami, nejvýše %1.</translation>
    </message>
    <message>
        <source>Required: the publication&apos;s name as it appears on news.google.com.</source>
        <translation>Povinné: název publikace tak, jak se zobrazuje na news.google.com.</translation>
    </message>
    <message>
        <source>Required: the article&apos;s language, an ISO 639 code such as en or de (zh-cn or zh-tw for Chinese).</source>
        <translation>Povinné: jazyk článku, kód ISO 639, například en nebo de (pro čínštinu zh-cn nebo zh-tw).</translation>
    </message>
    <message>
        <source>Required: when the article was published, in W3C Datetime. Google News takes the articles of the last %1 hours only.</source>
        <translation>Povinné: kdy byl článek zveřejněn, ve formátu W3C Datetime. Zprávy Google přebírají jen články z posledních %1 hodin.</translation>
    </message>
    <message>
        <source>Required: the article&apos;s title, as it appears on the page.</source>
        <translation>Povinné: název článku tak, jak je uveden na stránce.</translation>
    </message>
    <message>
        <source>Images of the entry</source>
        <translation>Obrázky položky</translation>
    </message>
    <message>
        <source>Videos of the entry</source>
        <translation>Videa položky</translation>
    </message>
    <message>
        <source>News articles of the entry</source>
        <translation>Novinové články položky</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Při&amp;dat</translation>
    </message>
    <message>
        <source>Add an image; a URL may have at most %1</source>
        <translation>Přidá obrázek; jedna adresa URL smí mít nejvýše %1 obrázků</translation>
    </message>
    <message>
        <source>Add a news article; a file may list at most %1</source>
        <translation>Přidá novinový článek; soubor smí uvádět nejvýše %1 článků</translation>
    </message>
    <message>
        <source>comma-separated, at most %1</source>
        <translation>oddělené čárkami, nejvýše %1</translation>
    </message>
    <message>
        <source>Image %1</source>
        <translation>Obrázek %1</translation>
    </message>
    <message>
        <source>Video %1</source>
        <translation>Video %1</translation>
    </message>
    <message>
        <source>News %1</source>
        <translation>Zpráva %1</translation>
    </message>
</context>
<context>
    <name>Studio::KeychainSecretStore</name>
    <message>
        <source>no keyring service is running</source>
        <translation>neběží žádná služba klíčenky</translation>
    </message>
    <message>
        <source>the keyring refused access</source>
        <translation>klíčenka odepřela přístup</translation>
    </message>
    <message>
        <source>no keyring service answered</source>
        <translation>žádná služba klíčenky neodpověděla</translation>
    </message>
    <message>
        <source>the keyring did not answer in time</source>
        <translation>klíčenka neodpověděla včas</translation>
    </message>
</context>
<context>
    <name>Studio::LinkCheckController</name>
    <message>
        <source>Check &amp;Links</source>
        <translation>Zkontrolovat &amp;odkazy</translation>
    </message>
    <message>
        <source>Ask the servers for the URLs, images and videos of the selected entries, or of all when none is selected; answers already had in this session are reused</source>
        <translation>Vyžádá si od serverů adresy URL, obrázky a videa vybraných položek, nebo všech, pokud není nic vybráno; odpovědi získané již v této relaci se použijí znovu</translation>
    </message>
    <message>
        <source>&amp;Re-check Links</source>
        <translation>Znovu &amp;zkontrolovat odkazy</translation>
    </message>
    <message>
        <source>Check the links again, asking the servers anew rather than reusing this session&apos;s answers</source>
        <translation>Zkontroluje odkazy znovu a místo opětovného použití odpovědí z této relace se znovu dotáže serverů</translation>
    </message>
    <message>
        <source>Links %v/%m</source>
        <translation>Odkazy %v/%m</translation>
    </message>
    <message>
        <source>Link check progress</source>
        <translation>Průběh kontroly odkazů</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Stop checking links; the answers so far are kept</source>
        <translation>Zastaví kontrolu odkazů; dosavadní odpovědi zůstanou zachovány</translation>
    </message>
    <message>
        <source>Checking the links of every entry…</source>
        <translation>Kontrola odkazů všech položek…</translation>
    </message>
    <message numerus="yes">
        <source>Checking the links of %Ln selected entries…</source>
        <translation>
            <numerusform>Kontrolují se odkazy %Ln vybrané položky…</numerusform>
            <numerusform>Kontrolují se odkazy %Ln vybraných položek…</numerusform>
            <numerusform>Kontrolují se odkazy %Ln vybraných položek…</numerusform>
        </translation>
    </message>
    <message>
        <source>Link check cancelled; the answers so far are shown</source>
        <translation>Kontrola odkazů zrušena; zobrazují se dosavadní odpovědi</translation>
    </message>
    <message>
        <source>Link check done: no problem found</source>
        <translation>Kontrola odkazů dokončena: žádný problém nebyl nalezen</translation>
    </message>
    <message numerus="yes">
        <source>Link check done: %Ln problem(s) found, listed with the warnings</source>
        <translation>
            <numerusform>Kontrola odkazů dokončena: nalezen %Ln problém, je uveden mezi upozorněními</numerusform>
            <numerusform>Kontrola odkazů dokončena: nalezeny %Ln problémy, jsou uvedeny mezi upozorněními</numerusform>
            <numerusform>Kontrola odkazů dokončena: nalezeno %Ln problémů, jsou uvedeny mezi upozorněními</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::LinkCheckSession</name>
    <message>
        <source>blocked by robots.txt</source>
        <translation>blokováno souborem robots.txt</translation>
    </message>
    <message>
        <source>robots.txt unavailable</source>
        <translation>robots.txt nedostupný</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>zrušeno</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>vypršel časový limit</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>nedostupné</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 → unreachable</source>
        <translation>%1 → nedostupné</translation>
    </message>
</context>
<context>
    <name>Studio::LinkChecker</name>
    <message>
        <source>The link checker did not fetch %1: %2; while a site&apos;s robots.txt cannot be read, crawlers fetch nothing there</source>
        <translation>Kontrola odkazů nenačetla %1: %2; dokud nelze přečíst robots.txt webu, prohledávače tam nic nenačítají</translation>
    </message>
    <message>
        <source>line %1: %2: %3</source>
        <translation>řádek %1: %2: %3</translation>
    </message>
    <message>
        <source>The link checker did not fetch %1: the robots.txt of %2 disallows it for %3 (%4)</source>
        <translation>Kontrola odkazů nenačetla %1: robots.txt hostitele %2 to pro %3 zakazuje (%4)</translation>
    </message>
    <message>
        <source>%1 redirects (HTTP %2) to %3, which answered %4</source>
        <translation>%1 přesměrovává (HTTP %2) na %3 s odpovědí %4</translation>
    </message>
    <message>
        <source>%1 redirects (HTTP %2) to %3: %4</source>
        <translation>%1 přesměrovává (HTTP %2) na %3: %4</translation>
    </message>
    <message>
        <source>The image %1 answers with %2, not an image</source>
        <translation>Obrázek %1 odpovídá typem %2, ne obrázkem</translation>
    </message>
</context>
<context>
    <name>Studio::Loader</name>
    <message>
        <source>The file is empty (0 bytes); a sitemap needs at least a root element</source>
        <translation>Soubor je prázdný (0 bajtů); soubor Sitemap potřebuje alespoň kořenový prvek</translation>
    </message>
    <message>
        <source>The compressed data holds an empty document (0 bytes); a sitemap needs at least a root element</source>
        <translation>Komprimovaná data obsahují prázdný dokument (0 bajtů); soubor Sitemap potřebuje alespoň kořenový prvek</translation>
    </message>
    <message>
        <source>The file holds only whitespace; a sitemap needs at least a root element</source>
        <translation>Soubor obsahuje jen prázdné znaky; soubor Sitemap potřebuje alespoň kořenový prvek</translation>
    </message>
    <message>
        <source>The file is plain text, not an XML sitemap: it does not start with &apos;&lt;&apos;</source>
        <translation>Soubor je prostý text, ne soubor Sitemap ve formátu XML: nezačíná znakem &apos;&lt;&apos;</translation>
    </message>
    <message>
        <source>The file has no root element</source>
        <translation>Soubor nemá kořenový prvek</translation>
    </message>
    <message>
        <source>The file is %1, not a sitemap: the root element is &lt;%2&gt;, where &lt;urlset&gt; or &lt;sitemapindex&gt; was expected</source>
        <translation>Soubor je %1, ne soubor Sitemap: kořenový prvek je &lt;%2&gt;, ale byl očekáván &lt;urlset&gt; nebo &lt;sitemapindex&gt;</translation>
    </message>
    <message>
        <source>The input holds no document</source>
        <translation>Vstup neobsahuje žádný dokument</translation>
    </message>
    <message>
        <source>The index entry %1 names no file that could be looked up</source>
        <translation>Položka indexu %1 neuvádí žádný soubor, který by šlo vyhledat</translation>
    </message>
    <message>
        <source>The child sitemap %1 was not found at %2</source>
        <translation>Podřízený soubor Sitemap %1 nebyl v %2 nalezen</translation>
    </message>
    <message>
        <source>%1 names the index itself or one that lists it; it is not read again</source>
        <translation>%1 odkazuje na samotný index nebo na index, který jej uvádí; znovu se nečte</translation>
    </message>
    <message>
        <source>Entries of the bundle %1 were left out at the reading limit of %2 bytes per file</source>
        <translation>Položky balíčku %1 byly vynechány kvůli limitu čtení %2 bajtů na soubor</translation>
    </message>
    <message>
        <source>%1 was read only up to the reading limit of %2 bytes; the rest of it is missing</source>
        <translation>Soubor %1 byl přečten jen do limitu čtení %2 bajtů; jeho zbytek chybí</translation>
    </message>
    <message>
        <source>%1 is itself a sitemap index; an index may list sitemaps only, and Google reads neither it nor the sitemaps it lists</source>
        <translation>%1 je také index souborů Sitemap; index smí uvádět jen soubory Sitemap a Google nečte ani jej, ani soubory Sitemap, které uvádí</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nelze číst %1: %2</translation>
    </message>
</context>
<context>
    <name>Studio::LoginDialog</name>
    <message>
        <source>Log In to %1</source>
        <translation>Přihlášení k %1</translation>
    </message>
    <message>
        <source>Go On &amp;Without</source>
        <translation>Pokračovat &amp;bez</translation>
    </message>
    <message>
        <source>Go on without a login, cookies or headers</source>
        <translation>Pokračovat bez přihlášení, cookies a hlaviček</translation>
    </message>
    <message>
        <source>The keyring could not be read (%1).</source>
        <translation>Klíčenku nešlo přečíst (%1).</translation>
    </message>
    <message>
        <source>Give a login, a cookie or a header, or choose Cancel.</source>
        <translation>Zadejte přihlášení, cookie nebo hlavičku, nebo zvolte Zrušit.</translation>
    </message>
</context>
<context>
    <name>Studio::MainWindow</name>
    <message>
        <source>Entries</source>
        <translation>Položky</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Položka</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Obecné</translation>
    </message>
    <message>
        <source>&amp;Images</source>
        <translation>O&amp;brázky</translation>
    </message>
    <message>
        <source>Vide&amp;os</source>
        <translation>V&amp;idea</translation>
    </message>
    <message>
        <source>&amp;News</source>
        <translation>Zpr&amp;ávy</translation>
    </message>
    <message>
        <source>&amp;Alternates</source>
        <translation>A&amp;lternativy</translation>
    </message>
    <message>
        <source>&amp;XML</source>
        <translation>&amp;XML</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Pracovní prostor</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;opened&gt;</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nový</translation>
    </message>
    <message>
        <source>Start an empty sitemap</source>
        <translation>Založí prázdný soubor Sitemap</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>Open a sitemap, sitemap index, .gz or .zip</source>
        <translation>Otevře soubor Sitemap, index souborů Sitemap, .gz nebo .zip</translation>
    </message>
    <message>
        <source>Open &amp;URL…</source>
        <translation>Otevřít U&amp;RL…</translation>
    </message>
    <message>
        <source>Open a sitemap from the web, or find a site&apos;s sitemaps through its robots.txt</source>
        <translation>Otevře soubor Sitemap z webu, nebo najde soubory Sitemap webu přes jeho robots.txt</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Save the sitemap</source>
        <translation>Uloží soubor Sitemap</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Uložit j&amp;ako…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportovat…</translation>
    </message>
    <message>
        <source>Split into sitemap files within the limits, with an index and the robots.txt lines</source>
        <translation>Rozdělí obsah do souborů Sitemap v rámci limitů, s indexem a řádky pro robots.txt</translation>
    </message>
    <message>
        <source>Export Re&amp;port…</source>
        <translation>Exportovat posu&amp;dek…</translation>
    </message>
    <message>
        <source>Write a review of the sitemaps for a client: summary, findings with explanations and fixes, charts; as HTML or PDF</source>
        <translation>Vytvoří pro klienta posudek souborů Sitemap: shrnutí, zjištění s vysvětlením a opravami, grafy; jako HTML nebo PDF</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importovat…</translation>
    </message>
    <message>
        <source>Make a sitemap of a text list, a feed, a robots.txt or a CSV table, or merge one into this sitemap</source>
        <translation>Vytvoří soubor Sitemap z textového seznamu, zdroje RSS/Atom, souboru robots.txt nebo tabulky CSV, nebo je sloučí do tohoto souboru Sitemap</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Zno&amp;vu</translation>
    </message>
    <message>
        <source>&amp;Delete Entry</source>
        <translation>&amp;Odstranit položku</translation>
    </message>
    <message>
        <source>Remove the selected entry from the sitemap</source>
        <translation>Odstraní vybranou položku ze souboru Sitemap</translation>
    </message>
    <message>
        <source>&amp;Add Entry</source>
        <translation>&amp;Přidat položku</translation>
    </message>
    <message>
        <source>Add a URL after the selected entry</source>
        <translation>Přidá adresu URL za vybranou položku</translation>
    </message>
    <message>
        <source>Dupl&amp;icate Entry</source>
        <translation>D&amp;uplikovat položku</translation>
    </message>
    <message>
        <source>Copy the selected entry with all its images, videos, news and alternates</source>
        <translation>Zkopíruje vybranou položku se všemi jejími obrázky, videi, zprávami a alternativami</translation>
    </message>
    <message>
        <source>&amp;Move Entry Up</source>
        <translation>Po&amp;sunout položku nahoru</translation>
    </message>
    <message>
        <source>Move the selected entry one place up in its sitemap</source>
        <translation>Posune vybranou položku v jejím souboru Sitemap o jedno místo nahoru</translation>
    </message>
    <message>
        <source>Move Entry Do&amp;wn</source>
        <translation>Posunout položku &amp;dolů</translation>
    </message>
    <message>
        <source>Move the selected entry one place down in its sitemap</source>
        <translation>Posune vybranou položku v jejím souboru Sitemap o jedno místo dolů</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Vrá&amp;tit k uloženému</translation>
    </message>
    <message>
        <source>Read the file again, dropping the unsaved changes</source>
        <translation>Znovu načte soubor a zahodí neuložené změny</translation>
    </message>
    <message>
        <source>&amp;Rule Catalogue</source>
        <translation>&amp;Katalog pravidel</translation>
    </message>
    <message>
        <source>&amp;About Sitemap Studio</source>
        <translation>&amp;O aplikaci Sitemap Studio</translation>
    </message>
    <message>
        <source>Re&amp;place in URLs…</source>
        <translation>&amp;Nahradit v adresách URL…</translation>
    </message>
    <message>
        <source>Find and replace in the URLs of the selection or of all entries, for example http:// → https:// or a domain move</source>
        <translation>Najde a nahradí text v adresách URL výběru nebo všech položek, například http:// → https:// nebo přesun domény</translation>
    </message>
    <message>
        <source>Set &amp;Fields…</source>
        <translation>Nastavit po&amp;le…</translation>
    </message>
    <message>
        <source>Set the change frequency, priority or last modification of the selected entries, or of every entry the table shows</source>
        <translation>Nastaví frekvenci změn, prioritu nebo poslední změnu u vybraných položek nebo u všech položek, které tabulka zobrazuje</translation>
    </message>
    <message>
        <source>Link Check &amp;Settings…</source>
        <translation>Na&amp;stavení kontroly odkazů…</translation>
    </message>
    <message>
        <source>Submit to &amp;IndexNow…</source>
        <translation>Odeslat do &amp;IndexNow…</translation>
    </message>
    <message>
        <source>Tell the search engines that take part in IndexNow about the document&apos;s URLs, or those changed since a date</source>
        <translation>Informuje vyhledávače zapojené do IndexNow o adresách URL dokumentu nebo o těch, které se změnily od určitého data</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Otevřít &amp;poslední</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Úpr&amp;avy</translation>
    </message>
    <message>
        <source>Fi&amp;lter URLs</source>
        <translation>&amp;Filtrovat adresy URL</translation>
    </message>
    <message>
        <source>Go to the filter above the table</source>
        <translation>Přejde na filtr nad tabulkou</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Nástroje</translation>
    </message>
    <message>
        <source>&amp;Compare With…</source>
        <translation>&amp;Porovnat s…</translation>
    </message>
    <message>
        <source>Compare the document with another sitemap, a web address or its saved version: the URLs added, removed and changed</source>
        <translation>Porovná dokument s jiným souborem Sitemap, webovou adresou nebo jeho uloženou verzí: přidané, odebrané a změněné adresy URL</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hlavní</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Rušení…</translation>
    </message>
    <message>
        <source>New sitemap: add entries with %1</source>
        <translation>Nový soubor Sitemap: přidejte položky pomocí %1</translation>
    </message>
    <message>
        <source>%1[*] — Sitemap Studio</source>
        <translation>%1[*] — Sitemap Studio</translation>
    </message>
    <message>
        <source>About Sitemap Studio</source>
        <translation>O aplikaci Sitemap Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Sitemap Studio %1&lt;/h3&gt;&lt;p&gt;Edits and checks XML sitemaps: sitemaps.org 0.9 with the image, video, news and hreflang extensions.&lt;/p&gt;&lt;p&gt;%2 rules; Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sitemap Studio %1&lt;/h3&gt;&lt;p&gt;Upravuje a kontroluje soubory Sitemap ve formátu XML: sitemaps.org 0.9 s rozšířeními pro obrázky, videa, zprávy a hreflang.&lt;/p&gt;&lt;p&gt;Pravidla: %2; Qt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Reading Li&amp;mit…</source>
        <translation>&amp;Limit čtení…</translation>
    </message>
    <message>
        <source>How much of a compressed file, zip entry or download is read</source>
        <translation>Kolik se přečte z komprimovaného souboru, položky zip nebo stahovaných dat</translation>
    </message>
    <message>
        <source>Go to Fi&amp;ndings</source>
        <translation>Př&amp;ejít na zjištění</translation>
    </message>
    <message>
        <source>Go to the list of findings in the Warnings panel</source>
        <translation>Přejít na seznam zjištění v panelu Upozornění</translation>
    </message>
    <message>
        <source>Sitemap: %1</source>
        <translation>Soubor Sitemap: %1</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln errors</source>
        <translation>
            <numerusform>%Ln chyba</numerusform>
            <numerusform>%Ln chyby</numerusform>
            <numerusform>%Ln chyb</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warnings</source>
        <translation>
            <numerusform>%Ln varování</numerusform>
            <numerusform>%Ln varování</numerusform>
            <numerusform>%Ln varování</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln notices</source>
        <translation>
            <numerusform>%Ln upozornění</numerusform>
            <numerusform>%Ln upozornění</numerusform>
            <numerusform>%Ln upozornění</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checking %Ln entries…</source>
        <translation>
            <numerusform>Kontrola položek (%Ln)…</numerusform>
            <numerusform>Kontrola položek (%Ln)…</numerusform>
            <numerusform>Kontrola položek (%Ln)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Crawl</source>
        <translation>Otevřít procházení</translation>
    </message>
    <message>
        <source>Every rule Sitemap Studio checks, with its help text; opened at the rule of the selected finding</source>
        <translation>Všechna pravidla, která Sitemap Studio kontroluje, s nápovědou; otevře se u pravidla vybraného zjištění</translation>
    </message>
</context>
<context>
    <name>Studio::OpenUrlDialog</name>
    <message>
        <source>Open URL</source>
        <translation>Otevřít URL</translation>
    </message>
    <message>
        <source>The address of a sitemap opens that file. The address of a site, with nothing after its name, finds the site&apos;s sitemaps through its robots.txt or in the usual places.</source>
        <translation>Adresa souboru Sitemap otevře tento soubor. Adresa webu, bez čehokoli za jeho názvem, najde soubory Sitemap webu přes jeho robots.txt nebo na obvyklých místech.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresa:</translation>
    </message>
    <message>
        <source>&amp;Follow the sitemaps of an index</source>
        <translation>&amp;Načíst i soubory Sitemap z indexu</translation>
    </message>
    <message>
        <source>Fetch every sitemap an index lists, two at a time per host; otherwise open the index alone</source>
        <translation>Načte každý soubor Sitemap, který index uvádí, po dvou najednou na hostitele; jinak otevře jen samotný index</translation>
    </message>
    <message>
        <source>Files read in all, the index included; the sitemaps past it are left unread, with a finding that says so</source>
        <translation>Celkový počet přečtených souborů včetně indexu; soubory Sitemap nad tento počet zůstanou nepřečtené a ohlásí to zjištění</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Bytes received in all, as sent (before decompression); once reached, no further sitemap is fetched</source>
        <translation>Celkem přijaté bajty tak, jak byly odeslány (před dekompresí); po dosažení se už žádný další soubor Sitemap nenačte</translation>
    </message>
    <message>
        <source>At most &amp;downloaded:</source>
        <translation>Nejvýše s&amp;taženo:</translation>
    </message>
    <message>
        <source>Type the address of a sitemap or of a site.</source>
        <translation>Zadejte adresu souboru Sitemap nebo webu.</translation>
    </message>
    <message>
        <source>Only http and https addresses can be opened here; open a file with File → Open.</source>
        <translation>Zde lze otevřít jen adresy http a https; soubor otevřete příkazem Soubor → Otevřít.</translation>
    </message>
    <message>
        <source>Give the whole address, starting with https:// or http://.</source>
        <translation>Zadejte celou adresu začínající https:// nebo http://.</translation>
    </message>
    <message>
        <source>This is not a valid address: %1</source>
        <translation>Toto není platná adresa: %1</translation>
    </message>
    <message>
        <source>At most f&amp;iles:</source>
        <translation>Nejvýše so&amp;uborů:</translation>
    </message>
    <message>
        <source>&amp;Site access: login, cookies, headers, user agent</source>
        <translation>Přístup k &amp;webu: přihlášení, cookies, hlavičky, user agent</translation>
    </message>
    <message>
        <source>The keyring could not be read (%1).</source>
        <translation>Klíčenku nešlo přečíst (%1).</translation>
    </message>
</context>
<context>
    <name>Studio::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Předvolby</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Stránky</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Obecné</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Systémový jazyk (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Jazyk:</translation>
    </message>
    <message>
        <source>Restart &amp;Now</source>
        <translation>Restartovat &amp;nyní</translation>
    </message>
    <message>
        <source>Save these preferences, close the window as Quit does (unsaved work is asked about first) and start Sitemap Studio again</source>
        <translation>Uložit tyto předvolby, zavřít okno jako příkaz Konec (na neuloženou práci se nejprve zeptá) a spustit Sitemap Studio znovu</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>&amp;Reading limit:</source>
        <translation>&amp;Limit čtení:</translation>
    </message>
    <message>
        <source>The reading limit is how much of a compressed file, a zip entry or a download is read; an uncompressed file on disk is always read whole. Files opened from now on use it.</source>
        <translation>Limit čtení určuje, kolik se přečte z komprimovaného souboru, položky archivu zip nebo stahovaných dat; nekomprimovaný soubor na disku se čte vždy celý. Platí pro soubory otevřené od této chvíle.</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Automatické ukládání</translation>
    </message>
    <message>
        <source>A copy of unsaved work is kept while you edit. When Sitemap Studio or the computer stops before the work is saved, the next start offers the copy.</source>
        <translation>Během úprav se uchovává kopie neuložené práce. Když se Sitemap Studio nebo počítač zastaví dřív, než je práce uložena, příští spuštění kopii nabídne.</translation>
    </message>
    <message>
        <source>&amp;Keep a copy of unsaved work</source>
        <translation>&amp;Uchovávat kopii neuložené práce</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Every:</source>
        <translation>&amp;Každých:</translation>
    </message>
    <message>
        <source>Crawl</source>
        <translation>Procházení</translation>
    </message>
    <message>
        <source>Tools → Crawl Site… opens with these. Each crawl started keeps its own choices for the next one, here too.</source>
        <translation>Nástroje → Procházet web… se otevře s těmito hodnotami. Každé spuštěné procházení si své volby ponechá pro příští, i zde.</translation>
    </message>
    <message>
        <source>Link Check</source>
        <translation>Kontrola odkazů</translation>
    </message>
    <message>
        <source>How politely Tools → Check Links asks the servers.</source>
        <translation>Jak zdvořile se Nástroje → Zkontrolovat odkazy ptají serverů.</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Sloupce</translation>
    </message>
    <message>
        <source>The columns of the table of entries, as View → Columns and the table header&apos;s context menu choose them.</source>
        <translation>Sloupce tabulky položek, jak je volí Zobrazení → Sloupce a místní nabídka záhlaví tabulky.</translation>
    </message>
    <message>
        <source>Sitemap Studio speaks %1 when it starts again.</source>
        <translation>Po příštím spuštění bude Sitemap Studio v jazyce: %1.</translation>
    </message>
</context>
<context>
    <name>Studio::RemoteLoader</name>
    <message>
        <source>The index entry &quot;%1&quot; names no http or https address that could be fetched</source>
        <translation>Položka indexu „%1“ neuvádí žádnou adresu http ani https, kterou by šlo načíst</translation>
    </message>
    <message>
        <source>The child sitemap %1 could not be fetched: %2</source>
        <translation>Podřízený soubor Sitemap %1 nelze načíst: %2</translation>
    </message>
    <message>
        <source>%1 redirects to %2, which was already read; it is not read again</source>
        <translation>%1 přesměrovává na %2, což už bylo přečteno; znovu se nečte</translation>
    </message>
    <message numerus="yes">
        <source>Reading was cancelled after %1 of %2 files; the %3 sitemaps not read yet are left out</source>
        <translation>
            <numerusform>Čtení bylo zrušeno po %1 z %2 souborů; dosud nepřečtené soubory Sitemap (%3) jsou vynechány</numerusform>
            <numerusform>Čtení bylo zrušeno po %1 z %2 souborů; dosud nepřečtené soubory Sitemap (%3) jsou vynechány</numerusform>
            <numerusform>Čtení bylo zrušeno po %1 z %2 souborů; dosud nepřečtené soubory Sitemap (%3) jsou vynechány</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading stopped at the limit of %1 bytes in all; the %2 sitemaps not read yet are left out</source>
        <translation>
            <numerusform>Čtení se zastavilo na celkovém limitu %1 bajtů; dosud nepřečtené soubory Sitemap (%2) jsou vynechány</numerusform>
            <numerusform>Čtení se zastavilo na celkovém limitu %1 bajtů; dosud nepřečtené soubory Sitemap (%2) jsou vynechány</numerusform>
            <numerusform>Čtení se zastavilo na celkovém limitu %1 bajtů; dosud nepřečtené soubory Sitemap (%2) jsou vynechány</numerusform>
        </translation>
    </message>
    <message>
        <source>At most %1 files are read; %2 more sitemaps the index lists were left out</source>
        <translation>Maximální počet čtených souborů je %1; další soubory Sitemap uvedené v indexu (%2) byly vynechány</translation>
    </message>
    <message>
        <source>%1 names the index itself or one that lists it; it is not read again</source>
        <translation>%1 odkazuje na samotný index nebo na index, který jej uvádí; znovu se nečte</translation>
    </message>
    <message>
        <source>The child sitemap %1 was left out: %2</source>
        <translation>Podřízený soubor Sitemap %1 byl vynechán: %2</translation>
    </message>
    <message numerus="yes">
        <source>Reading stopped at the limit of %1 bytes in all; %2 sitemaps were not read</source>
        <translation>
            <numerusform>Čtení se zastavilo na celkovém limitu %1 bajtů; počet nepřečtených souborů Sitemap: %2</numerusform>
            <numerusform>Čtení se zastavilo na celkovém limitu %1 bajtů; počet nepřečtených souborů Sitemap: %2</numerusform>
            <numerusform>Čtení se zastavilo na celkovém limitu %1 bajtů; počet nepřečtených souborů Sitemap: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>At most %1 files are read; %2 more sitemaps were left out</source>
        <translation>Maximální počet čtených souborů je %1; další soubory Sitemap (%2) byly vynechány</translation>
    </message>
</context>
<context>
    <name>Studio::Render::PageRun</name>
    <message>
        <source>the page&apos;s script did not stop running: its DOM could not be read</source>
        <translation>skript stránky nepřestal běžet: její DOM nešlo přečíst</translation>
    </message>
    <message>
        <source>the page could not be loaded</source>
        <translation>stránku nešlo načíst</translation>
    </message>
</context>
<context>
    <name>Studio::RenderAudit</name>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>%1 is reached only through links that JavaScript writes: no crawled page&apos;s HTML as sent links to it</source>
        <translation>%1 je dosažitelná jen přes odkazy, které píše JavaScript: HTML žádné procházené stránky, jak bylo odesláno, na ni neodkazuje</translation>
    </message>
    <message>
        <source>%1 says noindex in its HTML, and its JavaScript changes that to %2; Google does not render a noindex page, so the page stays out of the index</source>
        <translation>%1 má ve svém HTML noindex a její JavaScript to mění na %2; Google stránku s noindex nevykresluje, takže stránka zůstane mimo index</translation>
    </message>
    <message>
        <source>The robots meta directives of %1 are %2 in its HTML and %3 once its JavaScript ran</source>
        <translation>Direktivy meta robots stránky %1 jsou v jejím HTML %2 a po spuštění jejího JavaScriptu %3</translation>
    </message>
    <message>
        <source>The canonical URL of %1 is %2 in its HTML and %3 once its JavaScript ran</source>
        <translation>Kanonická URL stránky %1 je v jejím HTML %2 a po spuštění jejího JavaScriptu %3</translation>
    </message>
    <message>
        <source>several that differ</source>
        <translation>několik různých</translation>
    </message>
    <message>
        <source>%1 did not settle within the page time (%2 ms): its requests went on, and it was read as it stood then</source>
        <translation>%1 se neustálila v čase na stránku (%2 ms): její požadavky pokračovaly a byla přečtena, jak byla v tu chvíli</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> a %1 dalších</translation>
    </message>
    <message>
        <source>Rendering %1 needed resources that robots.txt disallows, not loaded: %2</source>
        <translation>Vykreslení %1 potřebovalo zdroje, které robots.txt zakazuje, nenačteny: %2</translation>
    </message>
</context>
<context>
    <name>Studio::RendererProcesses</name>
    <message>
        <source>the renderer program %1 was not found</source>
        <translation>program vykreslovače %1 nebyl nalezen</translation>
    </message>
    <message>
        <source>the renderer crashed</source>
        <translation>vykreslovač spadl</translation>
    </message>
    <message>
        <source>the renderer stopped (exit status %1)</source>
        <translation>vykreslovač skončil (návratový kód %1)</translation>
    </message>
    <message>
        <source>the renderer program %1 cannot be started: %2</source>
        <translation>program vykreslovače %1 nelze spustit: %2</translation>
    </message>
    <message>
        <source>the renderer did not answer within the page time and was stopped</source>
        <translation>vykreslovač neodpověděl v čase na stránku a byl zastaven</translation>
    </message>
    <message>
        <source>the renderer answered something that is no renderer message</source>
        <translation>vykreslovač odpověděl něčím, co není zpráva vykreslovače</translation>
    </message>
</context>
<context>
    <name>Studio::ReplaceDialog</name>
    <message>
        <source>Replace in URLs</source>
        <translation>Nahradit v adresách URL</translation>
    </message>
    <message>
        <source>Regular e&amp;xpression (\1 … \9 in the replacement)</source>
        <translation>&amp;Regulární výraz (\1 … \9 v náhradě)</translation>
    </message>
    <message>
        <source>Selected entries &amp;only</source>
        <translation>&amp;Jen vybrané položky</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Najít:</translation>
    </message>
    <message>
        <source>Replace &amp;with:</source>
        <translation>Nahradit &amp;za:</translation>
    </message>
    <message>
        <source>Replace &amp;All</source>
        <translation>Nahradit &amp;vše</translation>
    </message>
    <message>
        <source>Not a valid expression at position %1: %2</source>
        <translation>Neplatný výraz na pozici %1: %2</translation>
    </message>
</context>
<context>
    <name>Studio::ReportExport</name>
    <message>
        <source>Could not make the PDF document.</source>
        <translation>Dokument PDF nelze vytvořit.</translation>
    </message>
</context>
<context>
    <name>Studio::ReviewController</name>
    <message>
        <source>Link Check Settings</source>
        <translation>Nastavení kontroly odkazů</translation>
    </message>
    <message>
        <source>Requests at once, all hosts together; never more than %1 to one host</source>
        <translation>Souběžné požadavky na všechny hostitele dohromady; na jednoho hostitele nikdy více než %1</translation>
    </message>
    <message>
        <source>&amp;Requests at once:</source>
        <translation>&amp;Souběžné požadavky:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Between the starts of two requests to the same host</source>
        <translation>Mezi začátky dvou požadavků na stejného hostitele</translation>
    </message>
    <message>
        <source>&amp;Delay per host:</source>
        <translation>&amp;Prodleva na hostitele:</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>Posudek HTML (*.html)</translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>Posudek PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Exportovat posudek</translation>
    </message>
    <message>
        <source>Wrote the report %1</source>
        <translation>Posudek zapsán: %1</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportovat</translation>
    </message>
    <message>
        <source>the untitled sitemap</source>
        <translation>nepojmenovaný soubor Sitemap</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Importovat %1</translation>
    </message>
    <message>
        <source>%1 as fetched on %2 at %3</source>
        <translation>%1, načteno %2 v %3</translation>
    </message>
    <message>
        <source>%1 as opened on %2 at %3</source>
        <translation>%1, otevřeno %2 v %3</translation>
    </message>
</context>
<context>
    <name>Studio::ReviewReport</name>
    <message>
        <source>Error</source>
        <translation>Chyba</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Upozornění</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>Poznámka</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… a %n další.</numerusform>
            <numerusform>… a %n další.</numerusform>
            <numerusform>… a %n dalších.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sitemap review</source>
        <translation>Posudek souborů Sitemap</translation>
    </message>
    <message>
        <source>Sitemap review: %1</source>
        <translation>Posudek souborů Sitemap: %1</translation>
    </message>
    <message>
        <source>(not saved)</source>
        <translation>(neuloženo)</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the BCP 47 code of the language of this translation</comment>
        <translation>cs</translation>
    </message>
    <message>
        <source>Made on %1 at %2 by Sitemap Studio %3.</source>
        <translation>Vytvořeno %1 v %2 aplikací Sitemap Studio %3.</translation>
    </message>
    <message>
        <source>Rules and explanations: the Sitemap Studio rule catalogue (sitemap-studio-cli rules).</source>
        <translation>Pravidla a vysvětlení: katalog pravidel Sitemap Studio (sitemap-studio-cli rules).</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Shrnutí</translation>
    </message>
    <message>
        <source>sitemap indexes: %1</source>
        <translation>indexy souborů Sitemap: %1</translation>
    </message>
    <message>
        <source>could not be read: %1</source>
        <translation>nelze přečíst: %1</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Soubor</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Soubory</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>URLs</source>
        <translation>Adresy URL</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Velikost</translation>
    </message>
    <message>
        <source>%1 stored, %2 uncompressed</source>
        <translation>%1 uloženo, %2 nekomprimováno</translation>
    </message>
    <message>
        <source>Formats</source>
        <translation>Formáty</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Zjištění</translation>
    </message>
    <message>
        <source>Errors: %1</source>
        <translation>Chyby: %1</translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation>Upozornění: %1</translation>
    </message>
    <message>
        <source>Notices: %1</source>
        <translation>Poznámky: %1</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>Porovnáno s</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formát</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Položky</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>nečitelný obsah</translation>
    </message>
    <message>
        <source>No findings: the files pass every rule.</source>
        <translation>Žádná zjištění: soubory splňují všechna pravidla.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Pravidlo</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Závažnost</translation>
    </message>
    <message>
        <source>Findings: %1</source>
        <translation>Zjištění: %1</translation>
    </message>
    <message>
        <source>How to fix:</source>
        <translation>Jak opravit:</translation>
    </message>
    <message>
        <source>%1. Sitemap Studio does this for you: the Fix button of the warnings dock, or sitemap-studio-cli check --fix.</source>
        <translation>%1. Sitemap Studio to udělá za vás: tlačítkem Opravit na panelu upozornění nebo příkazem sitemap-studio-cli check --fix.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Řádek</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Zpráva</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message>
        <source>Nothing to count, so not drawn: %1.</source>
        <translation>Není co počítat, proto se nevykreslilo: %1.</translation>
    </message>
    <message>
        <source>Changes since %1</source>
        <translation>Změny od %1</translation>
    </message>
    <message>
        <source>No changes: the same URLs with the same values (%1 compared).</source>
        <translation>Žádné změny: stejné adresy URL se stejnými hodnotami (porovnáno: %1).</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Přidáno</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Odebráno</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Změněno</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Beze změny</translation>
    </message>
    <message>
        <source>Added URLs</source>
        <translation>Přidané adresy URL</translation>
    </message>
    <message>
        <source>Removed URLs</source>
        <translation>Odebrané adresy URL</translation>
    </message>
    <message>
        <source>Changed URLs</source>
        <translation>Změněné adresy URL</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Co se změnilo</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>Crawled pages by indexability</source>
        <translation>Procházené stránky podle indexovatelnosti</translation>
    </message>
    <message>
        <source>Crawled pages by HTTP status</source>
        <translation>Procházené stránky podle stavu HTTP</translation>
    </message>
    <message>
        <source>Site audit</source>
        <translation>Audit webu</translation>
    </message>
    <message numerus="yes">
        <source>A crawl of %1, as a search engine crawls it: %2 pages fetched, %3 judged.</source>
        <translation>
            <numerusform>Procházení %1 tak, jak ho prochází vyhledávač: načteno stránek %2, posouzeno %3.</numerusform>
            <numerusform>Procházení %1 tak, jak ho prochází vyhledávač: načteno stránek %2, posouzeno %3.</numerusform>
            <numerusform>Procházení %1 tak, jak ho prochází vyhledávač: načteno stránek %2, posouzeno %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>The crawl was cut short, so pages it did not reach are not judged and no page is called an orphan.</source>
        <translation>Procházení skončilo předčasně, takže stránky, kam nedošlo, nejsou posouzeny a žádná stránka není označena jako osiřelá.</translation>
    </message>
    <message>
        <source>Nothing to report: search engines will take every page the sitemap lists, and it lists every indexable page the crawl found.</source>
        <translation>Není co hlásit: vyhledávače přijmou každou stránku ze souboru Sitemap a ten uvádí každou indexovatelnou stránku, kterou procházení našlo.</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Stránky</translation>
    </message>
    <message>
        <source>Pages: %1</source>
        <translation>Stránky: %1</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>oprava: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of the sitemap&apos;s %2 URLs were not fetched (no link led the crawl there, they are outside the site, or a limit came first) and are not judged.</source>
        <translation>
            <numerusform>%1 z %2 adresy URL souboru Sitemap nebylo načteno (procházení k nim nevedl žádný odkaz, leží mimo web, nebo dříve zasáhl limit), a nejsou tedy posouzeny.</numerusform>
            <numerusform>%1 z %2 adres URL souboru Sitemap nebylo načteno (procházení k nim nevedl žádný odkaz, leží mimo web, nebo dříve zasáhl limit), a nejsou tedy posouzeny.</numerusform>
            <numerusform>%1 z %2 adres URL souboru Sitemap nebylo načteno (procházení k nim nevedl žádný odkaz, leží mimo web, nebo dříve zasáhl limit), a nejsou tedy posouzeny.</numerusform>
        </translation>
    </message>
    <message>
        <source>The audit judges the sitemap as published: %1. What the document fixed since is listed under “Fixed in the document, not yet published”.</source>
        <translation>Audit posuzuje zveřejněnou verzi souboru Sitemap: %1. Co dokument od té doby opravil, je uvedeno v oddílu „Opraveno v dokumentu, dosud nezveřejněno“.</translation>
    </message>
    <message>
        <source>Pages not found: %1</source>
        <translation>Nenalezené stránky: %1</translation>
    </message>
    <message>
        <source>Each page the crawl found gone (HTTP 404 or 410), with the pages that link to it and the links&apos; anchor texts: mend or remove those links, and take the page out of the sitemap.</source>
        <translation>Každá stránka, kterou procházení našlo jako neexistující (HTTP 404 nebo 410), se stránkami, které na ni odkazují, a s texty těchto odkazů: opravte nebo odstraňte tyto odkazy a vyřaďte stránku ze souboru Sitemap.</translation>
    </message>
    <message>
        <source>Page not found</source>
        <translation>Nenalezená stránka</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Linked from (anchor text)</source>
        <translation>Odkazuje sem (text odkazu)</translation>
    </message>
    <message>
        <source>(listed in the sitemap)</source>
        <translation>(uvedena v souboru Sitemap)</translation>
    </message>
    <message>
        <source>%1 (a link with no anchor text)</source>
        <translation>%1 (odkaz bez textu)</translation>
    </message>
    <message>
        <source>%1 — “%2”</source>
        <translation>%1 — „%2“</translation>
    </message>
    <message>
        <source>No crawled page links to it; the crawl found it through the sitemap.</source>
        <translation>Žádná procházená stránka na ni neodkazuje; procházení ji našlo přes soubor Sitemap.</translation>
    </message>
    <message>
        <source>added to the sitemap</source>
        <translation>přidáno do souboru Sitemap</translation>
    </message>
    <message>
        <source>no longer found</source>
        <translation>již se nevyskytuje</translation>
    </message>
    <message>
        <source>no longer found: the URL is unchanged, another change fixed it</source>
        <translation>již se nevyskytuje: adresa URL je beze změny, opravila to jiná změna</translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation>změněno: %1</translation>
    </message>
    <message>
        <source>URL replaced by %1</source>
        <translation>adresa URL nahrazena adresou %1</translation>
    </message>
    <message>
        <source>removed from the sitemap</source>
        <translation>odebráno ze souboru Sitemap</translation>
    </message>
    <message numerus="yes">
        <source>This report describes the sitemap as published: %1. The document has %n fixes not yet published, listed under “Fixed in the document, not yet published”; until the fixed sitemap is published, search engines read it as the findings below say.</source>
        <translation>
            <numerusform>Tento posudek popisuje zveřejněnou verzi souboru Sitemap: %1. Dokument obsahuje %n dosud nezveřejněnou opravu, uvedenou v oddílu „Opraveno v dokumentu, dosud nezveřejněno“; dokud opravený soubor Sitemap nebude zveřejněn, vyhledávače jej čtou tak, jak uvádějí zjištění níže.</numerusform>
            <numerusform>Tento posudek popisuje zveřejněnou verzi souboru Sitemap: %1. Dokument obsahuje %n dosud nezveřejněné opravy, uvedené v oddílu „Opraveno v dokumentu, dosud nezveřejněno“; dokud opravený soubor Sitemap nebude zveřejněn, vyhledávače jej čtou tak, jak uvádějí zjištění níže.</numerusform>
            <numerusform>Tento posudek popisuje zveřejněnou verzi souboru Sitemap: %1. Dokument obsahuje %n dosud nezveřejněných oprav, uvedených v oddílu „Opraveno v dokumentu, dosud nezveřejněno“; dokud opravený soubor Sitemap nebude zveřejněn, vyhledávače jej čtou tak, jak uvádějí zjištění níže.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fixed in the document, not yet published</source>
        <translation>Opraveno v dokumentu, dosud nezveřejněno</translation>
    </message>
    <message>
        <source>Findings of the sitemap as published (%1) that the document no longer has. The live site still shows each of them until the fixed sitemap is published.</source>
        <translation>Zjištění zveřejněné verze souboru Sitemap (%1), která dokument už nemá. Na živém webu se každé z nich projevuje, dokud opravený soubor Sitemap nebude zveřejněn.</translation>
    </message>
    <message>
        <source>None of the changes made in the document fixes a finding.</source>
        <translation>Žádná ze změn provedených v dokumentu neopravuje žádné zjištění.</translation>
    </message>
    <message>
        <source>fixed in the document, not yet published</source>
        <translation>opraveno v dokumentu, dosud nezveřejněno</translation>
    </message>
    <message>
        <source>Site audit findings fixed: %1</source>
        <translation>Opravená zjištění auditu webu: %1</translation>
    </message>
    <message>
        <source>Findings fixed: %1</source>
        <translation>Opravená zjištění: %1</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>(the file as a whole)</source>
        <translation>(soubor jako celek)</translation>
    </message>
    <message numerus="yes">
        <source>The changes also bring %n findings the published sitemap does not have; the window&apos;s warnings list them.</source>
        <translation>
            <numerusform>Změny zároveň přinášejí %n zjištění, které zveřejněná verze souboru Sitemap nemá; uvádějí je upozornění v okně.</numerusform>
            <numerusform>Změny zároveň přinášejí %n zjištění, která zveřejněná verze souboru Sitemap nemá; uvádějí je upozornění v okně.</numerusform>
            <numerusform>Změny zároveň přinášejí %n zjištění, která zveřejněná verze souboru Sitemap nemá; uvádějí je upozornění v okně.</numerusform>
        </translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Verze</translation>
    </message>
    <message>
        <source>As published: %1.</source>
        <translation>Zveřejněná verze: %1.</translation>
    </message>
    <message>
        <source>Fixes in the document, not yet published, are listed apart.</source>
        <translation>Opravy v dokumentu, dosud nezveřejněné, jsou uvedeny zvlášť.</translation>
    </message>
    <message>
        <source>Of the sitemap as published: %1.</source>
        <translation>Týkají se zveřejněné verze souboru Sitemap: %1.</translation>
    </message>
    <message>
        <source>Search Console coverage</source>
        <translation>Pokrytí ve Search Console</translation>
    </message>
    <message>
        <source>What Google says of the sitemap&apos;s URLs, from Search Console&apos;s data. URLs in Google&apos;s data: %1; submitted: %2; indexed: %3; not indexed: %4; unknown to Google: %5; not inspected: %6.</source>
        <translation>Co Google říká o adresách URL souboru Sitemap, podle dat ze Search Console. Adresy URL v datech Googlu: %1; odesláno: %2; indexováno: %3; neindexováno: %4; Googlu neznámých: %5; nezkontrolováno: %6.</translation>
    </message>
    <message>
        <source>Google&apos;s verdicts are joined with the sitemap as published: %1.</source>
        <translation>Verdikty Googlu jsou spojeny se zveřejněnou verzí souboru Sitemap: %1.</translation>
    </message>
    <message>
        <source>Segment (%1)</source>
        <translation>Segment (%1)</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Odesláno</translation>
    </message>
    <message>
        <source>Indexed</source>
        <translation>Indexováno</translation>
    </message>
    <message>
        <source>Not indexed</source>
        <translation>Neindexováno</translation>
    </message>
    <message>
        <source>Unknown to Google</source>
        <translation>Googlu neznámá</translation>
    </message>
    <message>
        <source>Not inspected</source>
        <translation>Nezkontrolováno</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Vše</translation>
    </message>
    <message>
        <source>Not indexed, by reason</source>
        <translation>Neindexováno, podle důvodu</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Důvod</translation>
    </message>
    <message>
        <source>Nothing to report: Google indexed every URL of the sitemap it was asked about.</source>
        <translation>Není co hlásit: Google indexoval každou adresu URL souboru Sitemap, na kterou byl dotázán.</translation>
    </message>
    <message>
        <source>URLs: %1</source>
        <translation>Adresy URL: %1</translation>
    </message>
    <message>
        <source>Search Console</source>
        <translation>Search Console</translation>
    </message>
    <message>
        <source>Indexed: %1; not indexed: %2; unknown to Google: %3; not inspected: %4</source>
        <translation>Indexováno: %1; neindexováno: %2; Googlu neznámých: %3; nezkontrolováno: %4</translation>
    </message>
</context>
<context>
    <name>Studio::RobotsTxt</name>
    <message>
        <source>&quot;%1&quot; is a &apos;//&apos; comment, which robots.txt does not have; comments start with &apos;#&apos;. Crawlers skip the line</source>
        <translation>„%1“ je komentář &apos;//&apos;, který soubor robots.txt nezná; komentáře začínají znakem &apos;#&apos;. Prohledávače řádek přeskočí</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no &apos;:&apos; after the key, so RFC 9309 crawlers skip it (Google reads it as if the colon were there); write &quot;%2: %3&quot;</source>
        <translation>„%1“ nemá za klíčem &apos;:&apos;, takže ho prohledávače podle RFC 9309 přeskočí (Google ho čte, jako by tam dvojtečka byla); zapište „%2: %3“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a &quot;key: value&quot; record; crawlers skip it</source>
        <translation>„%1“ není záznam ve tvaru „klíč: hodnota“; prohledávače ho přeskočí</translation>
    </message>
    <message>
        <source>&quot;%1&quot; comes before any User-agent line, so it belongs to no group and crawlers ignore it</source>
        <translation>„%1“ se nachází před jakýmkoli řádkem User-agent, takže nepatří do žádné skupiny a prohledávače ho ignorují</translation>
    </message>
    <message>
        <source>The path &quot;%1&quot; does not start with &apos;/&apos; or &apos;*&apos;, so the rule matches no URL; write &quot;/%1&quot;</source>
        <translation>Cesta „%1“ nezačíná znakem &apos;/&apos; ani &apos;*&apos;, takže pravidlu neodpovídá žádná adresa URL; zapište „/%1“</translation>
    </message>
    <message>
        <source>The Sitemap line names no URL</source>
        <translation>Řádek Sitemap neuvádí žádnou adresu URL</translation>
    </message>
    <message>
        <source>The Sitemap value &quot;%1&quot; is not an absolute URL; robots.txt must give the complete URL of the sitemap, with scheme and host (sitemaps.org), and many crawlers ignore a relative one</source>
        <translation>Hodnota Sitemap „%1“ není absolutní adresa URL; soubor robots.txt musí uvádět úplnou adresu URL souboru Sitemap se schématem a hostitelem (sitemaps.org) a mnoho prohledávačů relativní adresu ignoruje</translation>
    </message>
    <message>
        <source>The Sitemap value: %1</source>
        <translation>Hodnota Sitemap: %1</translation>
    </message>
    <message>
        <source>The Sitemap value &quot;%1&quot; has the host &quot;%2&quot;, which contains spaces; no host name can</source>
        <translation>Hodnota Sitemap „%1“ má hostitele „%2“, který obsahuje mezery; žádný název hostitele je obsahovat nemůže</translation>
    </message>
    <message>
        <source>The Sitemap value &quot;%1&quot; has the host &quot;%2&quot;, which contains &apos;%3&apos;; no host name can</source>
        <translation>Hodnota Sitemap „%1“ má hostitele „%2“, který obsahuje &apos;%3&apos;; žádný název hostitele ho obsahovat nemůže</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a robots.txt key; crawlers skip the line</source>
        <translation>„%1“ není klíč souboru robots.txt; prohledávače řádek přeskočí</translation>
    </message>
    <message>
        <source>User-agent &quot;%1&quot; is followed by no Allow or Disallow line, so its group allows everything to that crawler</source>
        <translation>Za User-agent „%1“ nenásleduje žádný řádek Allow ani Disallow, takže jeho skupina tomuto prohledávači povoluje vše</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is read as &quot;%2&quot;, as Google&apos;s parser does; crawlers that follow RFC 9309 skip the line. Write &quot;%2:&quot;</source>
        <translation>„%1“ se čte jako „%2“, stejně jako to dělá analyzátor Googlu; prohledávače, které se řídí RFC 9309, řádek přeskočí. Zapište „%2:“</translation>
    </message>
    <message>
        <source>The robots.txt is over %1 KiB, all that crawlers read of it: from line %2 on (%3 bytes) its rules and Sitemap lines are ignored</source>
        <translation>Soubor robots.txt má přes %1 KiB, což je vše, co z něj roboti čtou: od řádku %2 dál (%3 bajtů) se jeho pravidla a řádky Sitemap nečtou</translation>
    </message>
</context>
<context>
    <name>Studio::RuleCatalogueDialog</name>
    <message>
        <source>Rule Catalogue</source>
        <translation>Katalog pravidel</translation>
    </message>
    <message>
        <source>Search the rules: an id such as SM407, or words</source>
        <translation>Hledat v pravidlech: identifikátor jako SM407, nebo slova</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Hledat v pravidlech</translation>
    </message>
    <message>
        <source>Rule catalogue</source>
        <translation>Katalog pravidel</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Oprava: %1</translation>
    </message>
    <message>
        <source>No rule matches “%1”.</source>
        <translation>Hledání „%1“ neodpovídá žádné pravidlo.</translation>
    </message>
</context>
<context>
    <name>Studio::SchemaRules</name>
    <message>
        <source>&lt;%1&gt; comes after &lt;%2&gt;; the schema&apos;s order in &lt;%3&gt; is %4</source>
        <translation>&lt;%1&gt; následuje po &lt;%2&gt;; schéma v &lt;%3&gt; určuje pořadí %4</translation>
    </message>
    <message>
        <source>&lt;%1&gt; occurs in &lt;%2&gt; more often than the schema&apos;s maxOccurs=&quot;%3&quot; allows</source>
        <translation>&lt;%1&gt; se v &lt;%2&gt; vyskytuje častěji, než dovoluje maxOccurs=&quot;%3&quot; schématu</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has no &lt;%2&gt;, which the schema requires</source>
        <translation>&lt;%1&gt; nemá prvek &lt;%2&gt;, který schéma vyžaduje</translation>
    </message>
    <message>
        <source>&lt;%1&gt; &quot;%2&quot; is not a value of the schema&apos;s type: %3</source>
        <translation>&lt;%1&gt; „%2“ není hodnotou typu ze schématu: %3</translation>
    </message>
    <message>
        <source>&lt;%1&gt; attribute %2=&quot;%3&quot; is not a value of the schema&apos;s type: %4</source>
        <translation>&lt;%1&gt;: atribut %2=„%3“ není hodnotou typu ze schématu: %4</translation>
    </message>
    <message>
        <source>&lt;%1&gt; carries the attribute %2, which the schema does not declare</source>
        <translation>&lt;%1&gt; nese atribut %2, který schéma nedeklaruje</translation>
    </message>
    <message>
        <source>&lt;%1&gt; is not allowed in &lt;%2&gt; by the schema</source>
        <translation>Schéma nepřipouští &lt;%1&gt; v &lt;%2&gt;</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has no namespace, and &lt;%2&gt; takes only elements that a schema declares</source>
        <translation>&lt;%1&gt; nemá obor názvů a &lt;%2&gt; přijímá jen prvky, které deklaruje některé schéma</translation>
    </message>
    <message>
        <source>&lt;%1&gt; (namespace &quot;%2&quot;) is not allowed in &lt;%3&gt;: no schema declares it</source>
        <translation>&lt;%1&gt; (obor názvů „%2“) není v &lt;%3&gt; přípustný: žádné schéma jej nedeklaruje</translation>
    </message>
    <message>
        <source>&lt;%1&gt; contains elements where the schema allows only text</source>
        <translation>&lt;%1&gt; obsahuje prvky, kde schéma připouští jen text</translation>
    </message>
    <message>
        <source>&lt;%1&gt; contains text where the schema allows none</source>
        <translation>&lt;%1&gt; obsahuje text, který schéma nepřipouští</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has no %2 attribute, which the schema requires</source>
        <translation>&lt;%1&gt; nemá atribut %2, který schéma vyžaduje</translation>
    </message>
    <message>
        <source>&lt;%1&gt; &quot;%2&quot; is neither xsd:date nor xsd:dateTime</source>
        <translation>&lt;%1&gt; „%2“ není xsd:date ani xsd:dateTime</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has %2 characters; the schema allows at most %3</source>
        <translation>Počet znaků &lt;%1&gt;: %2; schéma připouští nejvýše %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is shorter than the schema&apos;s 12 characters</source>
        <translation>„%1“ je kratší než 12 znaků požadovaných schématem</translation>
    </message>
    <message>
        <source>The schema requires loc and lastmod in this order, before the elements of other namespaces</source>
        <translation>Schéma vyžaduje prvky loc a lastmod v tomto pořadí, před prvky jiných oborů názvů</translation>
    </message>
    <message>
        <source>The schema requires loc, lastmod, changefreq and priority in this order, before the elements of other namespaces</source>
        <translation>Schéma vyžaduje prvky loc, lastmod, changefreq a priority v tomto pořadí, před prvky jiných oborů názvů</translation>
    </message>
</context>
<context>
    <name>Studio::SearchConsole</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 nelze přečíst: %2</translation>
    </message>
    <message>
        <source>%1 is not an OAuth client file (JSON as the Google Cloud console downloads it: {&quot;installed&quot;: {&quot;client_id&quot;: …}})</source>
        <translation>%1 není soubor klienta OAuth (JSON, jak jej stáhne konzole Google Cloud: {&quot;installed&quot;: {&quot;client_id&quot;: …}})</translation>
    </message>
    <message>
        <source>%1 has no &quot;installed&quot; (or &quot;web&quot;) client with a client_id, an auth_uri and a token_uri: make an OAuth client of the Desktop app kind in the Google Cloud console and download its JSON</source>
        <translation>%1 nemá klienta &quot;installed&quot; (ani &quot;web&quot;) s client_id, auth_uri a token_uri: vytvořte v konzoli Google Cloud klienta OAuth typu Desktop app a stáhněte jeho JSON</translation>
    </message>
    <message>
        <source>%1:%2: not a JSON object; each line holds one inspection</source>
        <translation>%1:%2: není objekt JSON; každý řádek obsahuje jednu kontrolu</translation>
    </message>
    <message>
        <source>submitted: Search Console reads it in the coming days and shows it under Sitemaps</source>
        <translation>odesláno: Search Console jej v příštích dnech načte a zobrazí v části Soubory Sitemap</translation>
    </message>
    <message>
        <source>%1 could not be reached: %2</source>
        <translation>%1 není dosažitelný: %2</translation>
    </message>
    <message>
        <source>refused (HTTP 403: %1): the account signed in must be an owner or a full user of %2, and the sitemap must lie within it</source>
        <translation>odmítnuto (HTTP 403: %1): přihlášený účet musí být vlastníkem nebo úplným uživatelem služby %2 a soubor Sitemap v ní musí ležet</translation>
    </message>
    <message>
        <source>Google did not take the sign-in (HTTP 401: %1)</source>
        <translation>Google přihlášení nepřijal (HTTP 401: %1)</translation>
    </message>
    <message>
        <source>refused (HTTP %1: %2)</source>
        <translation>odmítnuto (HTTP %1: %2)</translation>
    </message>
</context>
<context>
    <name>Studio::SearchConsoleAuthorization</name>
    <message>
        <source>no OAuth client to sign in to Google with</source>
        <translation>chybí klient OAuth pro přihlášení ke Googlu</translation>
    </message>
    <message>
        <source>no keyring</source>
        <translation>žádná klíčenka</translation>
    </message>
</context>
<context>
    <name>Studio::SearchConsoleSignIn</name>
    <message>
        <source>No port on 127.0.0.1 could be opened for Google&apos;s answer</source>
        <translation>Pro odpověď Googlu nebylo možné otevřít žádný port na 127.0.0.1</translation>
    </message>
    <message>
        <source>Google refused the sign-in: %1</source>
        <translation>Google přihlášení odmítl: %1</translation>
    </message>
    <message>
        <source>Google refused the sign-in: %1 (%2)</source>
        <translation>Google přihlášení odmítl: %1 (%2)</translation>
    </message>
    <message>
        <source>The token address of the client file could not be reached</source>
        <translation>Adresa tokenu ze souboru klienta není dosažitelná</translation>
    </message>
    <message>
        <source>Google&apos;s answer to the sign-in could not be used</source>
        <translation>Odpověď Googlu na přihlášení nelze použít</translation>
    </message>
    <message>
        <source>Sitemap Studio may now use Search Console. You can close this page.</source>
        <translation>Sitemap Studio nyní smí používat Search Console. Tuto stránku můžete zavřít.</translation>
    </message>
</context>
<context>
    <name>Studio::Segmenter</name>
    <message>
        <source>%1:%2: a line is NAME REGEX, with a space between them, not &quot;%3&quot;</source>
        <translation>%1:%2: řádek má tvar NAME REGEX s mezerou mezi nimi, ne „%3“</translation>
    </message>
    <message>
        <source>%1:%2: &quot;%3&quot; is not a valid regular expression: %4 at character %5</source>
        <translation>%1:%2: „%3“ není platný regulární výraz: %4 na znaku %5</translation>
    </message>
    <message>
        <source>%1 has no NAME REGEX line</source>
        <translation>%1 nemá žádný řádek NAME REGEX</translation>
    </message>
    <message>
        <source>folder:DEPTH needs a DEPTH from 1 to %1, not &quot;%2&quot;</source>
        <translation>folder:DEPTH potřebuje DEPTH od 1 do %1, ne „%2“</translation>
    </message>
    <message>
        <source>pattern:FILE needs the FILE of NAME REGEX lines</source>
        <translation>pattern:FILE potřebuje soubor FILE s řádky NAME REGEX</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 nelze přečíst: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 KiB; a pattern file is a list of NAME REGEX lines</source>
        <translation>%1 je větší než %2 KiB; soubor vzorů je seznam řádků NAME REGEX</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no segmentation; %2</source>
        <translation>„%1“ není žádné členění; %2</translation>
    </message>
    <message>
        <source>folder[:DEPTH] (the first DEPTH folders of the path, 1 by default; pages at the top are &quot;root&quot;), language (the entry&apos;s own hreflang, else a path that starts with a language code such as /de/ or /pt-br/, else &quot;other&quot;), type (news, videos, images or pages) or pattern:FILE (lines of NAME REGEX, the first REGEX found in the URL gives its NAME, the rest are &quot;other&quot;)</source>
        <translation>folder[:DEPTH] (prvních DEPTH složek cesty, výchozí 1; stránky nejvyšší úrovně jsou „root“), language (vlastní hreflang záznamu, jinak cesta začínající kódem jazyka, např. /de/ nebo /pt-br/, jinak „other“), type (news, videos, images nebo pages) nebo pattern:FILE (řádky NAME REGEX; první REGEX nalezený v URL dává jeho NAME, ostatní jsou „other“)</translation>
    </message>
</context>
<context>
    <name>Studio::SetFieldsDialog</name>
    <message>
        <source>Set Fields</source>
        <translation>Nastavit pole</translation>
    </message>
    <message>
        <source>&amp;Change frequency:</source>
        <translation>&amp;Frekvence změn:</translation>
    </message>
    <message>
        <source>Change frequency</source>
        <translation>Frekvence změn</translation>
    </message>
    <message>
        <source>(remove)</source>
        <translation>(odstranit)</translation>
    </message>
    <message>
        <source>&amp;Priority:</source>
        <translation>P&amp;riorita:</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorita</translation>
    </message>
    <message>
        <source>&amp;Last modified:</source>
        <translation>&amp;Poslední změna:</translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation>Poslední změna</translation>
    </message>
    <message>
        <source>Set to</source>
        <translation>Nastavit na</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Odstranit</translation>
    </message>
    <message>
        <source>Apply to</source>
        <translation>Použít na</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Použít</translation>
    </message>
    <message>
        <source>The &amp;selected entries (%1)</source>
        <translation>&amp;Vybrané položky (%1)</translation>
    </message>
    <message>
        <source>Every entry the table s&amp;hows (%1)</source>
        <translation>Všechny položky, které tabulka &amp;zobrazuje (%1)</translation>
    </message>
</context>
<context>
    <name>Studio::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
    <message>
        <source>Filter: an action, a menu or a key</source>
        <translation>Filtr: příkaz, nabídka nebo klávesa</translation>
    </message>
    <message>
        <source>Filter the shortcuts</source>
        <translation>Filtrovat zkratky</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Příkaz</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klávesy</translation>
    </message>
    <message>
        <source>No shortcut matches “%1”.</source>
        <translation>Hledání „%1“ neodpovídá žádná zkratka.</translation>
    </message>
</context>
<context>
    <name>Studio::SiteAccessFields</name>
    <message>
        <source>Sitemap Studio (judged as Google judges)</source>
        <translation>Sitemap Studio (posuzuje jako Google)</translation>
    </message>
    <message>
        <source>Googlebot smartphone</source>
        <translation>Googlebot pro chytré telefony</translation>
    </message>
    <message>
        <source>Googlebot desktop</source>
        <translation>Googlebot pro počítače</translation>
    </message>
    <message>
        <source>Bingbot</source>
        <translation>Bingbot</translation>
    </message>
    <message>
        <source>A browser (Chrome)</source>
        <translation>Prohlížeč (Chrome)</translation>
    </message>
    <message>
        <source>The User-Agent sent, the robots.txt group obeyed and the robots meta tags heeded follow the crawler chosen. Or type the text of a User-Agent header: its product token picks the robots.txt group.</source>
        <translation>Podle zvoleného prohledávače se řídí odesílaný User-Agent, dodržovaná skupina v robots.txt i respektované meta značky robots. Nebo zadejte text hlavičky User-Agent: její token produktu vybere skupinu v robots.txt.</translation>
    </message>
    <message>
        <source>&amp;User agent:</source>
        <translation>U&amp;ser agent:</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Uživatel</translation>
    </message>
    <message>
        <source>User name of the login</source>
        <translation>Uživatelské jméno pro přihlášení</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Heslo</translation>
    </message>
    <message>
        <source>Password of the login</source>
        <translation>Heslo pro přihlášení</translation>
    </message>
    <message>
        <source>Lo&amp;gin:</source>
        <translation>&amp;Přihlášení:</translation>
    </message>
    <message>
        <source>HTTP basic authentication, sent with the first request to the site and to the origins named below, never to another host</source>
        <translation>Základní ověřování HTTP, odesílané s prvním požadavkem na web a na původy uvedené níže, nikdy na jiného hostitele</translation>
    </message>
    <message>
        <source>NAME=VALUE, one a line</source>
        <translation>NAME=VALUE, jedna na řádek</translation>
    </message>
    <message>
        <source>Cookies sent to the site, such as a consent or a preview cookie</source>
        <translation>Cookies odesílané webu, například cookie souhlasu nebo náhledu</translation>
    </message>
    <message>
        <source>&amp;Cookies:</source>
        <translation>&amp;Cookies:</translation>
    </message>
    <message>
        <source>Name: value, one a line</source>
        <translation>Name: value, jedna na řádek</translation>
    </message>
    <message>
        <source>Request headers sent to the site, such as a preview token</source>
        <translation>Hlavičky požadavku odesílané webu, například token náhledu</translation>
    </message>
    <message>
        <source>&amp;Headers:</source>
        <translation>&amp;Hlavičky:</translation>
    </message>
    <message>
        <source>https://cdn.example.com, one address a line</source>
        <translation>https://cdn.example.com, jedna adresa na řádek</translation>
    </message>
    <message>
        <source>Other origins (scheme, host and port) the login, cookies and headers go to besides the start URL&apos;s; never others, redirects included</source>
        <translation>Další původy (schéma, hostitel a port) kromě původu počáteční adresy URL, kam se posílá přihlášení, cookies a hlavičky; nikam jinam, ani při přesměrování</translation>
    </message>
    <message>
        <source>Al&amp;so send to:</source>
        <translation>&amp;Odesílat také na:</translation>
    </message>
    <message>
        <source>Re&amp;member the login, cookies and headers in the keyring</source>
        <translation>Zapa&amp;matovat si přihlášení, cookies a hlavičky v klíčence</translation>
    </message>
    <message>
        <source>Kept in the desktop&apos;s keyring for this site, never in the settings or a saved crawl. Otherwise they are kept until Sitemap Studio ends.</source>
        <translation>Uchovávají se v klíčence pracovního prostředí pro tento web, nikdy v nastavení ani v uloženém procházení. Jinak se uchovají jen do ukončení aplikace Sitemap Studio.</translation>
    </message>
    <message>
        <source>Asking the keyring…</source>
        <translation>Dotaz na klíčenku…</translation>
    </message>
    <message>
        <source>No keyring is available (%1): the login, cookies and headers are kept until Sitemap Studio ends, not remembered.</source>
        <translation>Žádná klíčenka není k dispozici (%1): přihlášení, cookies a hlavičky se uchovají jen do ukončení aplikace Sitemap Studio, trvale se nezapamatují.</translation>
    </message>
    <message>
        <source>Login: a user name cannot hold a colon (:).</source>
        <translation>Přihlášení: uživatelské jméno nesmí obsahovat dvojtečku (:).</translation>
    </message>
    <message>
        <source>Also send to, line %1: “%2” is no http or https address.</source>
        <translation>Odesílat také na, řádek %1: „%2“ není adresa http ani https.</translation>
    </message>
    <message>
        <source>Login: give the user name with the password.</source>
        <translation>Přihlášení: zadejte k heslu i uživatelské jméno.</translation>
    </message>
    <message>
        <source>Cookies, line %1: write NAME=VALUE, a cookie name and a value without “;” or “,”.</source>
        <translation>Cookies, řádek %1: napište NAME=VALUE, tedy název cookie a hodnotu bez „;“ a „,“.</translation>
    </message>
    <message>
        <source>Headers, line %1: write “Name: value”, a header name, a colon and the value.</source>
        <translation>Hlavičky, řádek %1: napište „Name: value“, tedy název hlavičky, dvojtečku a hodnotu.</translation>
    </message>
    <message>
        <source>Also send to: there is no login, cookie or header to send.</source>
        <translation>Odesílat také na: není co odeslat, chybí přihlášení, cookie i hlavička.</translation>
    </message>
    <message>
        <source>User agent: choose a crawler, or type the text of a User-Agent header on one line.</source>
        <translation>User agent: vyberte prohledávač nebo zadejte text hlavičky User-Agent na jednom řádku.</translation>
    </message>
</context>
<context>
    <name>Studio::SiteTreeModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1
%n URLs</source>
        <translation>
            <numerusform>%1
%n adresa URL</numerusform>
            <numerusform>%1
%n adresy URL</numerusform>
            <numerusform>%1
%n adres URL</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::SitemapChoiceDialog</name>
    <message>
        <source>Open URL</source>
        <translation>Otevřít URL</translation>
    </message>
    <message>
        <source>%1 has %2 sitemaps. Which one do you want to open?</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Počet souborů Sitemap na %1: %2. Který z nich chcete otevřít?</translation>
    </message>
    <message>
        <source>robots.txt, line %1</source>
        <translation>robots.txt, řádek %1</translation>
    </message>
    <message>
        <source>found in the usual place</source>
        <translation>nalezeno na obvyklém místě</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>jak bylo zadáno</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Studio::Statistics</name>
    <message>
        <source>(no host)</source>
        <translation>(bez hostitele)</translation>
    </message>
    <message numerus="yes">
        <source>Other (%n hosts)</source>
        <translation>
            <numerusform>Ostatní (%n hostitel)</numerusform>
            <numerusform>Ostatní (%n hostitelé)</numerusform>
            <numerusform>Ostatní (%n hostitelů)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Other (%n segments)</source>
        <translation>
            <numerusform>Ostatní (%n segment)</numerusform>
            <numerusform>Ostatní (%n segmenty)</numerusform>
            <numerusform>Ostatní (%n segmentů)</numerusform>
        </translation>
    </message>
    <message>
        <source>Invalid lastmod</source>
        <translation>Neplatné lastmod</translation>
    </message>
    <message>
        <source>No lastmod</source>
        <translation>Bez lastmod</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>Neplatné</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Žádné</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Obrázky</translation>
    </message>
    <message>
        <source>Videos</source>
        <translation>Videa</translation>
    </message>
    <message>
        <source>News</source>
        <translation>Zprávy</translation>
    </message>
    <message>
        <source>Alternates</source>
        <translation>Alternativy</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Chyby</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Upozornění</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Poznámky</translation>
    </message>
    <message>
        <source>URLs per host</source>
        <translation>Adresy URL podle hostitele</translation>
    </message>
    <message>
        <source>URLs per first path segment</source>
        <translation>Adresy URL podle prvního segmentu cesty</translation>
    </message>
    <message>
        <source>URLs per lastmod month</source>
        <translation>Adresy URL podle měsíce lastmod</translation>
    </message>
    <message>
        <source>URLs per change frequency</source>
        <translation>Adresy URL podle frekvence změn</translation>
    </message>
    <message>
        <source>URLs per priority</source>
        <translation>Adresy URL podle priority</translation>
    </message>
    <message>
        <source>URLs with extensions</source>
        <translation>Adresy URL s rozšířeními</translation>
    </message>
    <message>
        <source>Findings per rule</source>
        <translation>Zjištění podle pravidla</translation>
    </message>
    <message>
        <source>Findings per severity</source>
        <translation>Zjištění podle závažnosti</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Ostatní</translation>
    </message>
    <message>
        <source>URLs per section</source>
        <translation>Adresy URL podle sekcí</translation>
    </message>
</context>
<context>
    <name>Studio::StatisticsDock</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message>
        <source>Show or hide the charts of hosts, dates and findings</source>
        <translation>Zobrazit nebo skrýt grafy hostitelů, dat a zjištění</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Graf</translation>
    </message>
    <message>
        <source>Click a bar to show its entries in the table</source>
        <translation>Kliknutím na sloupec zobrazíte jeho položky v tabulce</translation>
    </message>
    <message>
        <source>Host: %1</source>
        <translation>Hostitel: %1</translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation>Cesta: %1</translation>
    </message>
    <message>
        <source>Lastmod: %1</source>
        <translation>Lastmod: %1</translation>
    </message>
    <message>
        <source>Changefreq: %1</source>
        <translation>Changefreq: %1</translation>
    </message>
    <message>
        <source>Priority: %1</source>
        <translation>Priorita: %1</translation>
    </message>
    <message>
        <source>With %1</source>
        <translation>S %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, %2 unreadable</source>
        <translation>%1, nečitelné: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, %2 uncompressed</source>
        <translation>%1, nekomprimováno %2</translation>
    </message>
    <message>
        <source>URLs: %1 · Files: %2 · Size: %3
Errors: %4 · Warnings: %5 · Notices: %6</source>
        <translation>Adresy URL: %1 · Soubory: %2 · Velikost: %3
Chyby: %4 · Upozornění: %5 · Poznámky: %6</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Počítání…</translation>
    </message>
    <message>
        <source>No findings: the checks found nothing to report.</source>
        <translation>Žádná zjištění: kontroly nenašly nic, co by bylo nutné hlásit.</translation>
    </message>
    <message>
        <source>No URLs to count.</source>
        <translation>Žádné adresy URL k započítání.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 findings
Click to show the entries that have them</source>
        <translation>
            <numerusform>%1: zjištění: %2
Kliknutím zobrazíte položky, kterých se týkají</numerusform>
            <numerusform>%1: zjištění: %2
Kliknutím zobrazíte položky, kterých se týkají</numerusform>
            <numerusform>%1: zjištění: %2
Kliknutím zobrazíte položky, kterých se týkají</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 URLs
Click to show them in the table</source>
        <translation>
            <numerusform>%1: adresy URL: %2
Kliknutím je zobrazíte v tabulce</numerusform>
            <numerusform>%1: adresy URL: %2
Kliknutím je zobrazíte v tabulce</numerusform>
            <numerusform>%1: adresy URL: %2
Kliknutím je zobrazíte v tabulce</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation>Graf:</translation>
    </message>
    <message>
        <source>Statistics chart</source>
        <translation>Graf statistiky</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>URLs per section: folder</source>
        <translation>Adresy URL podle sekcí: složka</translation>
    </message>
    <message>
        <source>URLs per section: two folder levels</source>
        <translation>Adresy URL podle sekcí: dvě úrovně složek</translation>
    </message>
    <message>
        <source>URLs per section: language</source>
        <translation>Adresy URL podle sekcí: jazyk</translation>
    </message>
    <message>
        <source>URLs per section: content type</source>
        <translation>Adresy URL podle sekcí: typ obsahu</translation>
    </message>
    <message>
        <source>Other sections</source>
        <translation>Ostatní sekce</translation>
    </message>
    <message>
        <source>Section: %1</source>
        <translation>Sekce: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs</source>
        <translation>
            <numerusform>%Ln adresa URL</numerusform>
            <numerusform>%Ln adresy URL</numerusform>
            <numerusform>%Ln adres URL</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln images</source>
        <translation>
            <numerusform>%Ln obrázek</numerusform>
            <numerusform>%Ln obrázky</numerusform>
            <numerusform>%Ln obrázků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln videos</source>
        <translation>
            <numerusform>%Ln video</numerusform>
            <numerusform>%Ln videa</numerusform>
            <numerusform>%Ln videí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln news</source>
        <translation>
            <numerusform>%Ln zpráva</numerusform>
            <numerusform>%Ln zprávy</numerusform>
            <numerusform>%Ln zpráv</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln errors</source>
        <translation>
            <numerusform>%Ln chyba</numerusform>
            <numerusform>%Ln chyby</numerusform>
            <numerusform>%Ln chyb</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warnings</source>
        <translation>
            <numerusform>%Ln varování</numerusform>
            <numerusform>%Ln varování</numerusform>
            <numerusform>%Ln varování</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln notices</source>
        <translation>
            <numerusform>%Ln upozornění</numerusform>
            <numerusform>%Ln upozornění</numerusform>
            <numerusform>%Ln upozornění</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2
Click to show them in the table</source>
        <translation>%1: %2
Kliknutím je zobrazíte v tabulce</translation>
    </message>
    <message numerus="yes">
        <source>%Ln indexed</source>
        <translation>
            <numerusform>%Ln indexována</numerusform>
            <numerusform>%Ln indexovány</numerusform>
            <numerusform>%Ln indexováno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln not indexed</source>
        <translation>
            <numerusform>%Ln neindexována</numerusform>
            <numerusform>%Ln neindexovány</numerusform>
            <numerusform>%Ln neindexováno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln unknown to Google</source>
        <translation>
            <numerusform>%Ln Googlu neznámá</numerusform>
            <numerusform>%Ln Googlu neznámé</numerusform>
            <numerusform>%Ln Googlu neznámých</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln not inspected</source>
        <translation>
            <numerusform>%Ln nezkontrolována</numerusform>
            <numerusform>%Ln nezkontrolovány</numerusform>
            <numerusform>%Ln nezkontrolováno</numerusform>
        </translation>
    </message>
    <message>
        <source>Not indexed: %1: %2</source>
        <translation>Neindexováno: %1: %2</translation>
    </message>
    <message>
        <source>Indexed</source>
        <translation>Indexováno</translation>
    </message>
    <message>
        <source>Not indexed</source>
        <translation>Neindexováno</translation>
    </message>
    <message>
        <source>Unknown to Google</source>
        <translation>Googlu neznámé</translation>
    </message>
    <message>
        <source>Not inspected</source>
        <translation>Nezkontrolováno</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Search Console: %1</source>
        <translation>Search Console: %1</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2
%3
Click a part to show its URLs in the table</source>
        <translation>%1: %2
%3
Kliknutím na část zobrazíte její adresy URL v tabulce</translation>
    </message>
</context>
<context>
    <name>Studio::SvgChart</name>
    <message>
        <source>Nothing to count</source>
        <translation>Není co počítat</translation>
    </message>
</context>
<context>
    <name>Studio::TableActions</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopírovat</translation>
    </message>
    <message>
        <source>Copy the selected rows as tab-separated text, for a spreadsheet</source>
        <translation>Zkopíruje vybrané řádky jako text oddělený tabulátory, pro tabulkový procesor</translation>
    </message>
    <message>
        <source>Copy with &amp;Header</source>
        <translation>Kopírovat se &amp;záhlavím</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Vybrat &amp;vše</translation>
    </message>
    <message>
        <source>&amp;Export Table to CSV…</source>
        <translation>&amp;Exportovat tabulku do CSV…</translation>
    </message>
    <message>
        <source>Write every row shown, with the columns shown, to a CSV file</source>
        <translation>Zapíše všechny zobrazené řádky se zobrazenými sloupci do souboru CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Soubory CSV (*.csv);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Export Table to CSV</source>
        <translation>Exportovat tabulku do CSV</translation>
    </message>
</context>
<context>
    <name>Studio::TextDecoder</name>
    <message>
        <source>The file is encoded in %1, not UTF-8; it was converted while reading</source>
        <translation>Soubor je v kódování %1, ne v UTF-8; při čtení byl převeden</translation>
    </message>
    <message>
        <source>The UTF-16 text contains unpaired surrogates or an odd final byte; they were replaced by U+FFFD</source>
        <translation>Text v UTF-16 obsahuje nepárové náhradní znaky (surrogates) nebo lichý poslední bajt; byly nahrazeny znakem U+FFFD</translation>
    </message>
    <message numerus="yes">
        <source>%n whitespace character(s) precede the XML declaration</source>
        <translation>
            <numerusform>Deklaraci XML předchází %n prázdný znak</numerusform>
            <numerusform>Deklaraci XML předcházejí %n prázdné znaky</numerusform>
            <numerusform>Deklaraci XML předchází %n prázdných znaků</numerusform>
        </translation>
    </message>
    <message>
        <source>The file declares encoding &quot;%1&quot; but is stored as 8-bit text; it was read as UTF-8</source>
        <translation>Soubor deklaruje kódování „%1“, ale je uložen jako 8bitový text; byl načten jako UTF-8</translation>
    </message>
    <message>
        <source>The file declares encoding &quot;%1&quot;, which cannot be decoded; sitemaps must be UTF-8</source>
        <translation>Soubor deklaruje kódování „%1“, které nelze dekódovat; soubory Sitemap musí být v UTF-8</translation>
    </message>
    <message>
        <source>Byte 0x%1 at offset %2 starts an invalid UTF-8 sequence; invalid bytes were replaced by U+FFFD</source>
        <translation>Bajt 0x%1 na pozici %2 zahajuje neplatnou sekvenci UTF-8; neplatné bajty byly nahrazeny znakem U+FFFD</translation>
    </message>
</context>
<context>
    <name>Studio::TextListReader</name>
    <message>
        <source>Line %1 is a comment (&apos;#&apos;); the text format has no comments and a search engine reads it as a URL. It was skipped</source>
        <translation>Řádek %1 je komentář (&apos;#&apos;); textový formát komentáře nemá a vyhledávač jej čte jako adresu URL. Řádek byl přeskočen</translation>
    </message>
    <message>
        <source>Lines %1 to %2 are comments (&apos;#&apos;); the text format has no comments and a search engine reads them as URLs. They were skipped</source>
        <translation>Řádky %1 až %2 jsou komentáře (&apos;#&apos;); textový formát komentáře nemá a vyhledávač je čte jako adresy URL. Řádky byly přeskočeny</translation>
    </message>
</context>
<context>
    <name>Studio::TreePane</name>
    <message>
        <source>Site</source>
        <translation>Web</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Soubory</translation>
    </message>
    <message>
        <source>The files: an index, its sitemaps and their entries</source>
        <translation>Soubory: index, jeho soubory Sitemap a jejich položky</translation>
    </message>
    <message>
        <source>The site: hosts, folders and pages, with their URL counts and worst findings; a folder filters the table</source>
        <translation>Web: hostitelé, složky a stránky s počty adres URL a nejzávažnějšími zjištěními; složka filtruje tabulku</translation>
    </message>
</context>
<context>
    <name>Studio::UrlInspector</name>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Do %1 nelze zapisovat: %2</translation>
    </message>
    <message numerus="yes">
        <source>the day&apos;s %n inspections for %1 are spent; run the same command again tomorrow (Pacific Time) to go on where it stopped</source>
        <translation>
            <numerusform>denní %n kontrola pro %1 je vyčerpána; spusťte stejný příkaz znovu zítra (tichomořského času) a bude pokračovat, kde skončil</numerusform>
            <numerusform>denní %n kontroly pro %1 jsou vyčerpány; spusťte stejný příkaz znovu zítra (tichomořského času) a bude pokračovat, kde skončil</numerusform>
            <numerusform>denních %n kontrol pro %1 je vyčerpáno; spusťte stejný příkaz znovu zítra (tichomořského času) a bude pokračovat, kde skončil</numerusform>
        </translation>
    </message>
    <message>
        <source>the API answered %1 without an inspectionResult</source>
        <translation>API odpovědělo na %1 bez inspectionResult</translation>
    </message>
    <message>
        <source>Search Console says: %1</source>
        <translation>Search Console hlásí: %1</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2 again and again: %3</source>
        <translation>%1 znovu a znovu odpověděl HTTP %2: %3</translation>
    </message>
    <message>
        <source>Google did not take the sign-in (HTTP 401: %1); run the command again to sign in anew</source>
        <translation>Google přihlášení nepřijal (HTTP 401: %1); spusťte příkaz znovu a přihlaste se znovu</translation>
    </message>
    <message>
        <source>Search Console refused to inspect URLs of %1 (HTTP 403: %2): the account signed in must be an owner or a full user of that property, written as Search Console writes it (https://www.example.com/ or sc-domain:example.com)</source>
        <translation>Search Console odmítl kontrolovat adresy URL služby %1 (HTTP 403: %2): přihlášený účet musí být vlastníkem nebo úplným uživatelem této služby, zapsané tak, jak ji zapisuje Search Console (https://www.example.com/ nebo sc-domain:example.com)</translation>
    </message>
    <message>
        <source>HTTP 400: %1</source>
        <translation>HTTP 400: %1</translation>
    </message>
    <message>
        <source>%1 could not be reached: %2</source>
        <translation>%1 není dosažitelný: %2</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2: %3</source>
        <translation>%1 odpověděl HTTP %2: %3</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>zastaveno</translation>
    </message>
</context>
<context>
    <name>Studio::UserGuideDialog</name>
    <message>
        <source>Sitemap Studio User Guide</source>
        <translation>Uživatelská příručka Sitemap Studio</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Obsah</translation>
    </message>
    <message>
        <source>Find in the guide</source>
        <translation>Najít v příručce</translation>
    </message>
    <message>
        <source>Previous match (%1)</source>
        <translation>Předchozí výskyt (%1)</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Předchozí výskyt</translation>
    </message>
    <message>
        <source>Next match (%1)</source>
        <translation>Další výskyt (%1)</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Další výskyt</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Uživatelská příručka</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nenalezeno</translation>
    </message>
</context>
<context>
    <name>Studio::ViewController</name>
    <message>
        <source>&amp;Entry</source>
        <translation>&amp;Položka</translation>
    </message>
    <message>
        <source>&amp;Workspace</source>
        <translation>P&amp;racovní prostor</translation>
    </message>
    <message>
        <source>W&amp;arnings</source>
        <translation>&amp;Upozornění</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historie</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistiky</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>P&amp;orovnat</translation>
    </message>
    <message>
        <source>Col&amp;umns</source>
        <translation>S&amp;loupce</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;System Language (%1)</source>
        <translation>&amp;Systémový jazyk (%1)</translation>
    </message>
    <message>
        <source>Sitemap Studio speaks %1 from its next start</source>
        <translation>Jazyk aplikace Sitemap Studio od příštího spuštění: %1</translation>
    </message>
    <message>
        <source>C&amp;rawl</source>
        <translation>P&amp;rocházení</translation>
    </message>
</context>
<context>
    <name>Studio::WarningsDock</name>
    <message>
        <source>Warnings</source>
        <translation>Upozornění</translation>
    </message>
    <message>
        <source>Severity filter</source>
        <translation>Filtr závažnosti</translation>
    </message>
    <message>
        <source>All findings</source>
        <translation>Všechna zjištění</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>Upozornění a chyby</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>Jen chyby</translation>
    </message>
    <message>
        <source>Rule filter</source>
        <translation>Filtr pravidel</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Všechna pravidla</translation>
    </message>
    <message>
        <source>Rule profile</source>
        <translation>Profil pravidel</translation>
    </message>
    <message>
        <source>Search engines</source>
        <translation>Vyhledávače</translation>
    </message>
    <message>
        <source>Schema-strict</source>
        <translation>Přísně podle schématu</translation>
    </message>
    <message>
        <source>Search engines: what Google and others accept. Schema-strict: also what the sitemaps.org XML schemas reject.</source>
        <translation>Vyhledávače: co přijímá Google a další. Přísně podle schématu: navíc i to, co odmítají schémata XML sitemaps.org.</translation>
    </message>
    <message>
        <source>Publish location</source>
        <translation>Umístění publikace</translation>
    </message>
    <message>
        <source>Publish location, e.g. https://www.example.com/sitemap.xml (assumed from the URLs when empty)</source>
        <translation>Adresa zveřejnění, např. https://www.example.com/sitemap.xml (pokud je prázdná, odvodí se z adres URL)</translation>
    </message>
    <message>
        <source>Where the sitemap is published: URLs on other hosts or outside its folder are reported. A file opened from the web uses its address.</source>
        <translation>Kde je soubor Sitemap zveřejněn: hlásí se adresy URL na jiných hostitelích nebo mimo jeho složku. Soubor otevřený z webu používá svou adresu.</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>The selected finding has no fix that is safe to apply</source>
        <translation>Pro vybrané zjištění neexistuje oprava, kterou by bylo bezpečné použít</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Oprava: %1</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Opravit</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Zjištění</translation>
    </message>
    <message>
        <source>Fix All Like This</source>
        <translation>Opravit všechna podobná</translation>
    </message>
    <message>
        <source>%1 of %2 fixable</source>
        <translation>Opravitelná: %1 z %2</translation>
    </message>
    <message>
        <source>How many of the findings listed have a fix that is safe to apply; the rule and severity filters do not change the count</source>
        <translation>Kolik z uvedených zjištění má opravu, kterou je bezpečné použít; filtry pravidel a závažnosti tento počet nemění</translation>
    </message>
    <message numerus="yes">
        <source>Fix %Ln</source>
        <translation>
            <numerusform>Opravit %Ln</numerusform>
            <numerusform>Opravit %Ln</numerusform>
            <numerusform>Opravit %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Select findings to fix them (Shift or Ctrl selects several)</source>
        <translation>Vyberte zjištění, která chcete opravit (více jich vyberete s klávesou Shift nebo Ctrl)</translation>
    </message>
    <message numerus="yes">
        <source>Apply the fixes of the %Ln selected findings that have one, as one undo step</source>
        <translation>
            <numerusform>Použije opravu u %Ln vybraného zjištění, které ji má (vrátit lze jedním krokem)</numerusform>
            <numerusform>Použije opravy u %Ln vybraných zjištění, která je mají (vrátit lze jedním krokem)</numerusform>
            <numerusform>Použije opravy u %Ln vybraných zjištění, která je mají (vrátit lze jedním krokem)</numerusform>
        </translation>
    </message>
    <message>
        <source>None of the selected findings has a fix that is safe to apply</source>
        <translation>Pro žádné z vybraných zjištění neexistuje oprava, kterou by bylo bezpečné použít</translation>
    </message>
    <message>
        <source>Fix every finding of %1 &quot;%2&quot; that has a fix (%3 now), as one undo step</source>
        <translation>Opraví všechna zjištění pravidla %1 „%2“, která mají opravu (nyní %3); vrátit lze jedním krokem</translation>
    </message>
    <message>
        <source>No finding of %1 &quot;%2&quot; has a fix that is safe to apply</source>
        <translation>Žádné zjištění pravidla %1 „%2“ nemá opravu, kterou by bylo bezpečné použít</translation>
    </message>
    <message>
        <source>Select a finding to fix every finding of its rule</source>
        <translation>Vyberte zjištění, chcete-li opravit všechna zjištění jeho pravidla</translation>
    </message>
    <message>
        <source>Fix all: %1</source>
        <translation>Oprava všech: %1</translation>
    </message>
    <message numerus="yes">
        <source>Fix %Ln findings</source>
        <translation>
            <numerusform>Oprava %Ln zjištění</numerusform>
            <numerusform>Oprava %Ln zjištění</numerusform>
            <numerusform>Oprava %Ln zjištění</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix All %1</source>
        <translation>Opravit vše %1</translation>
    </message>
    <message>
        <source>Checking the rules on every entry; the findings follow in a moment.</source>
        <translation>Kontrolují se pravidla u všech položek; nálezy se zobrazí za okamžik.</translation>
    </message>
    <message>
        <source>%1 (Edit → Undo takes it back)</source>
        <translation>%1 (Úpravy → Zpět to vrátí)</translation>
    </message>
</context>
<context>
    <name>Studio::WorkspaceTreeModel</name>
    <message>
        <source>Image: %1</source>
        <translation>Obrázek: %1</translation>
    </message>
    <message>
        <source>Video: %1</source>
        <translation>Video: %1</translation>
    </message>
    <message>
        <source>News: %1</source>
        <translation>Zpráva: %1</translation>
    </message>
    <message>
        <source>Link (%1): %2</source>
        <translation>Odkaz (%1): %2</translation>
    </message>
    <message>
        <source>hreflang %1: %2</source>
        <translation>hreflang %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (index of %2 sitemaps)</source>
        <translation>
            <numerusform>%1 (index, soubory Sitemap: %2)</numerusform>
            <numerusform>%1 (index, soubory Sitemap: %2)</numerusform>
            <numerusform>%1 (index, soubory Sitemap: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 URLs)</source>
        <translation>
            <numerusform>%1 (adresy URL: %2)</numerusform>
            <numerusform>%1 (adresy URL: %2)</numerusform>
            <numerusform>%1 (adresy URL: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (index of %2 sitemaps, not read by Google)</source>
        <translation>
            <numerusform>%1 (index, soubory Sitemap: %2, Google jej nečte)</numerusform>
            <numerusform>%1 (index, soubory Sitemap: %2, Google jej nečte)</numerusform>
            <numerusform>%1 (index, soubory Sitemap: %2, Google jej nečte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 URLs, not read by Google)</source>
        <translation>
            <numerusform>%1 (adresy URL: %2, Google jej nečte)</numerusform>
            <numerusform>%1 (adresy URL: %2, Google jej nečte)</numerusform>
            <numerusform>%1 (adresy URL: %2, Google jej nečte)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Google does not read this file: it is an index listed by an index, or listed below one (SM110).</source>
        <translation>%1
Google tento soubor nečte: je to index uvedený v indexu, nebo je uveden pod takovým indexem (SM110).</translation>
    </message>
    <message>
        <source>%1
Google does not read this URL&apos;s sitemap: it is behind a nested index (SM110).</source>
        <translation>%1
Google nečte soubor Sitemap této adresy URL: je pod vnořeným indexem (SM110).</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Bez názvu</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>Studio::XmlEditor</name>
    <message>
        <source>Entry as XML</source>
        <translation>Položka jako XML</translation>
    </message>
    <message>
        <source>Show the entry as it is again, dropping the edits in the text</source>
        <translation>Znovu zobrazit položku v aktuálním stavu a zahodit úpravy v textu</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Řádek %1, sloupec %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>The text holds %1 entries; it must hold exactly one &lt;%2&gt;.</source>
        <translation>
            <numerusform>Počet položek v textu: %1; text musí obsahovat právě jeden prvek &lt;%2&gt;.</numerusform>
            <numerusform>Počet položek v textu: %1; text musí obsahovat právě jeden prvek &lt;%2&gt;.</numerusform>
            <numerusform>Počet položek v textu: %1; text musí obsahovat právě jeden prvek &lt;%2&gt;.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit %1 as XML</source>
        <translation>Upravit %1 jako XML</translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation>&amp;Použít</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>V&amp;rátit k uloženému</translation>
    </message>
    <message>
        <source>Read the XML back into the entry (Edit → Undo takes it back)</source>
        <translation>Načíst XML zpět do položky (Úpravy → Zpět to vrátí)</translation>
    </message>
</context>
<context>
    <name>Studio::XmlPrescan</name>
    <message>
        <source>Unescaped &apos;&amp;&apos; in &quot;%1&quot;; it was read as a literal &apos;&amp;&apos;, which must be written &amp;amp;</source>
        <translation>Neescapovaný ampersand v „%1“ byl přečten doslovně; musí být zapsán jako &amp;amp;</translation>
    </message>
    <message>
        <source>%1 more unescaped &apos;&amp;&apos; were read as literal &apos;&amp;&apos;</source>
        <translation>Další neescapované ampersandy přečtené doslovně jako &apos;&amp;&apos;: %1</translation>
    </message>
    <message>
        <source>An element has more than %1 attributes; the file is not read</source>
        <translation>Prvek má více než %1 atributů; soubor se nenačte</translation>
    </message>
    <message>
        <source>an HTML page</source>
        <translation>stránka HTML</translation>
    </message>
    <message>
        <source>an RSS 2.0 feed</source>
        <translation>zdroj RSS 2.0</translation>
    </message>
    <message>
        <source>an RSS 1.0 (RDF) feed</source>
        <translation>zdroj RSS 1.0 (RDF)</translation>
    </message>
    <message>
        <source>an Atom feed</source>
        <translation>zdroj Atom</translation>
    </message>
    <message>
        <source>an XML document with root element &lt;%1&gt;</source>
        <translation>dokument XML s kořenovým prvkem &lt;%1&gt;</translation>
    </message>
    <message>
        <source>A second DOCTYPE declaration was found; it was ignored</source>
        <translation>Byla nalezena druhá deklarace DOCTYPE; byla ignorována</translation>
    </message>
    <message>
        <source>A DOCTYPE declaration appears inside the document; it was ignored</source>
        <translation>Uvnitř dokumentu se nachází deklarace DOCTYPE; byla ignorována</translation>
    </message>
    <message>
        <source>The DOCTYPE declares an internal DTD subset (entity declarations: %1); sitemaps need none, and it can carry entity-expansion attacks, so it was ignored: its entities are never expanded</source>
        <translation>DOCTYPE deklaruje interní podmnožinu DTD (deklarace entit: %1); soubory Sitemap ji nepotřebují a může sloužit k útokům rozšiřováním entit, proto byla ignorována: její entity se nikdy nerozšiřují</translation>
    </message>
    <message>
        <source>An entity declaration (&lt;!ENTITY) outside a DOCTYPE was ignored</source>
        <translation>Deklarace entity (&lt;!ENTITY) mimo DOCTYPE byla ignorována</translation>
    </message>
    <message>
        <source>The entity reference %1 is not defined (a sitemap has only &amp;amp;, &amp;lt;, &amp;gt;, &amp;apos; and &amp;quot;, and a DOCTYPE&apos;s entities are never expanded); it was read as the text &quot;%1&quot;</source>
        <translation>Odkaz na entitu %1 není definován (soubor Sitemap má jen &amp;amp;, &amp;lt;, &amp;gt;, &amp;apos; a &amp;quot; a entity z DOCTYPE se nikdy nerozšiřují); byl přečten jako text „%1“</translation>
    </message>
</context>
<context>
    <name>Studio::XmlSitemapReader</name>
    <message>
        <source>&lt;%1&gt; has no namespace; expected &quot;%2&quot;</source>
        <translation>&lt;%1&gt; nemá obor názvů; očekáván byl „%2“</translation>
    </message>
    <message>
        <source>Namespace &quot;%1&quot; is not the protocol&apos;s &quot;%2&quot;</source>
        <translation>Obor názvů „%1“ není obor názvů protokolu „%2“</translation>
    </message>
    <message>
        <source>The file names a stylesheet: %1</source>
        <translation>Soubor odkazuje na šablonu stylů: %1</translation>
    </message>
    <message>
        <source>The root element&apos;s namespace &quot;%1&quot; is not the sitemap namespace &quot;%2&quot;</source>
        <translation>Obor názvů kořenového prvku „%1“ není obor názvů souborů Sitemap „%2“</translation>
    </message>
    <message>
        <source>A &lt;url&gt; entry appears inside a sitemap index; it was kept but is not an index entry</source>
        <translation>Uvnitř indexu souborů Sitemap se nachází položka &lt;url&gt;; byla zachována, ale není položkou indexu</translation>
    </message>
    <message>
        <source>A &lt;sitemap&gt; entry appears inside a urlset; it was kept but is not a URL entry</source>
        <translation>Uvnitř urlset se nachází položka &lt;sitemap&gt;; byla zachována, ale není položkou adresy URL</translation>
    </message>
    <message>
        <source>Unknown element &lt;%1&gt;; it is kept as it is</source>
        <translation>Neznámý prvek &lt;%1&gt;; zachová se beze změny</translation>
    </message>
    <message>
        <source>Unknown element &lt;%1&gt; (namespace &quot;%2&quot;); it is kept as it is</source>
        <translation>Neznámý prvek &lt;%1&gt; (obor názvů „%2“); zachová se beze změny</translation>
    </message>
    <message>
        <source>Elements are nested more than %1 levels deep</source>
        <translation>Prvky jsou vnořeny do hloubky více než %1 úrovní</translation>
    </message>
    <message>
        <source>A text value is longer than %1 characters</source>
        <translation>Textová hodnota je delší než %1 znaků</translation>
    </message>
    <message>
        <source>&lt;%1&gt; contains markup instead of a value; it was kept as it is</source>
        <translation>&lt;%1&gt; obsahuje místo hodnoty značkování; prvek byl zachován beze změny</translation>
    </message>
    <message>
        <source>&lt;%1&gt; appears more than once in this entry; the first is used</source>
        <translation>&lt;%1&gt; se v této položce vyskytuje vícekrát; použije se první výskyt</translation>
    </message>
    <message>
        <source>The URL in &lt;loc&gt; has whitespace around it</source>
        <translation>Adresa URL v &lt;loc&gt; je obklopena prázdnými znaky</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has no &lt;loc&gt;; its text &quot;%2&quot; was taken as the location</source>
        <translation>&lt;%1&gt; nemá &lt;loc&gt;; jako umístění byl použit jeho text „%2“</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has no &lt;loc&gt;</source>
        <translation>&lt;%1&gt; nemá &lt;loc&gt;</translation>
    </message>
    <message>
        <source>%1; the file was read by prefix instead</source>
        <translation>%1; soubor byl proto načten podle předpon</translation>
    </message>
    <message>
        <source>Reading resumed at line %1.</source>
        <translation>Čtení pokračovalo na řádku %1.</translation>
    </message>
    <message>
        <source>The entry at line %1 that it cuts off was kept with the values read before it.</source>
        <translation>Položka na řádku %1, kterou chyba přerušila, byla zachována s hodnotami načtenými před chybou.</translation>
    </message>
    <message numerus="yes">
        <source>The file ends before the document is complete (%1); the %2 entries before the end were kept.</source>
        <translation>
            <numerusform>Soubor končí dříve, než je dokument úplný (%1); položky před koncem (%2) byly zachovány.</numerusform>
            <numerusform>Soubor končí dříve, než je dokument úplný (%1); položky před koncem (%2) byly zachovány.</numerusform>
            <numerusform>Soubor končí dříve, než je dokument úplný (%1); položky před koncem (%2) byly zachovány.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sitemap index lists no sitemaps</source>
        <translation>Index souborů Sitemap neuvádí žádné soubory Sitemap</translation>
    </message>
    <message>
        <source>The sitemap lists no URLs</source>
        <translation>Soubor Sitemap neuvádí žádné adresy URL</translation>
    </message>
</context>
<context>
    <name>Url</name>
    <message>
        <source>The URL is empty</source>
        <translation>Adresa URL je prázdná</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no scheme; write https:%1 or http:%1</source>
        <translation>„%1“ nemá schéma; zapište https:%1 nebo http:%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no scheme; write https://%1</source>
        <translation>„%1“ nemá schéma; zapište https://%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a relative URL; sitemaps need absolute URLs with scheme and host</source>
        <translation>„%1“ je relativní adresa URL; soubory Sitemap vyžadují absolutní adresy URL se schématem a hostitelem</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http or https URL</source>
        <translation>„%1“ není adresa URL http ani https</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no host name</source>
        <translation>„%1“ nemá název hostitele</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an invalid port</source>
        <translation>„%1“ má neplatný port</translation>
    </message>
    <message>
        <source>&quot;%1&quot; contains a tab or a line break</source>
        <translation>„%1“ obsahuje tabulátor nebo zalomení řádku</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has a #fragment, which search engines drop</source>
        <translation>„%1“ obsahuje #fragment, který vyhledávače zahazují</translation>
    </message>
</context>
<context>
    <name>XmlSitemapReader</name>
    <message>
        <source>The URL in &lt;loc&gt; has whitespace around it</source>
        <translation>Adresa URL v &lt;loc&gt; je obklopena prázdnými znaky</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Edits and checks XML sitemaps.</source>
        <translation>Upravuje a kontroluje soubory Sitemap ve formátu XML.</translation>
    </message>
    <message>
        <source>A sitemap to open: a file, or an http(s) address.</source>
        <translation>Soubor Sitemap k otevření: soubor, nebo adresa http(s).</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; once FILE is loaded, then quit (for the documentation).</source>
        <translation>Po načtení souboru FILE uloží obrázek okna do &lt;file&gt; a ukončí se (pro dokumentaci).</translation>
    </message>
    <message>
        <source>Select table row &lt;n&gt;.</source>
        <translation>Vybere řádek tabulky &lt;n&gt;.</translation>
    </message>
    <message>
        <source>Show the entry editor&apos;s tab &lt;name&gt; (generalEditor, imageEditor, videoEditor, newsEditor, alternateEditor, xmlEditor), or bring the dock &lt;name&gt; to the front (warningsDock, historyDock, statisticsDock, compareView).</source>
        <translation>Zobrazí kartu &lt;name&gt; editoru položek (generalEditor, imageEditor, videoEditor, newsEditor, alternateEditor, xmlEditor) nebo přenese panel &lt;name&gt; do popředí (warningsDock, historyDock, statisticsDock, compareView).</translation>
    </message>
    <message>
        <source>Use the Fusion style with a dark palette.</source>
        <translation>Použije styl Fusion s tmavou paletou.</translation>
    </message>
    <message>
        <source>Crawl the site at &lt;url&gt; in the Crawl view at start, with the choices of the last crawl.</source>
        <translation>Při spuštění projde web na adrese &lt;url&gt; v zobrazení Procházení s volbami posledního procházení.</translation>
    </message>
    <message>
        <source>Show the statistics chart &lt;name&gt; (hosts, paths, lastmod, changefreq, priority, extensions, rules, severities, or segments:SPEC, the URLs per section of an export&apos;s --group-by SPEC: segments:folder:1, segments:language).</source>
        <translation>Zobrazí graf statistiky &lt;name&gt; (hosts, paths, lastmod, changefreq, priority, extensions, rules, severities, nebo segments:SPEC, adresy URL podle sekcí jako u --group-by SPEC exportu: segments:folder:1, segments:language).</translation>
    </message>
</context>
</TS>
