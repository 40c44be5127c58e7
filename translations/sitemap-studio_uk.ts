<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>Checker</name>
    <message>
        <source>hreflang &quot;%1&quot; uses &apos;_&apos;; language and region are joined with &apos;-&apos;</source>
        <translation>hreflang «%1» містить &apos;_&apos;; мову й регіон поєднують символом &apos;-&apos;</translation>
    </message>
    <message>
        <source>hreflang &quot;%1&quot; is a region alone; start with a language, as in en-%2</source>
        <translation>hreflang «%1» містить лише регіон; почніть із мови, наприклад en-%2</translation>
    </message>
    <message>
        <source>hreflang &quot;%1&quot;: the United Kingdom&apos;s ISO 3166-1 code is GB, not UK</source>
        <translation>hreflang «%1»: код Великої Британії в ISO 3166-1 — GB, а не UK</translation>
    </message>
    <message>
        <source>hreflang &quot;%1&quot;: &quot;%2&quot; is not an ISO 3166-1 alpha-2 region</source>
        <translation>hreflang «%1»: «%2» не є кодом регіону ISO 3166-1 alpha-2</translation>
    </message>
    <message>
        <source>hreflang &quot;%1&quot; has more parts than language, script and region</source>
        <translation>hreflang «%1» містить більше частин, ніж мова, система письма й регіон</translation>
    </message>
</context>
<context>
    <name>Fetcher</name>
    <message>
        <source>%1 answered %2 %3 and asks to retry after %4 seconds</source>
        <translation>%1 відповідає %2 %3 і просить повторити спробу через %4 с</translation>
    </message>
    <message>
        <source>%1 answered %2 %3</source>
        <translation>%1 відповідає %2 %3</translation>
    </message>
    <message>
        <source>%1 declares %2 bytes, more than the limit of %3 bytes</source>
        <translation>%1 повідомляє розмір %2 байтів, що перевищує ліміт %3 байтів</translation>
    </message>
    <message>
        <source>%1 answered %2 %3 without saying where to (no Location header)</source>
        <translation>%1 відповідає %2 %3, але не вказує, куди переадресувати (немає заголовка Location)</translation>
    </message>
    <message>
        <source>%1 answered %2 %3 and points to %4; the submission is not sent on there as a GET: send it to that address instead</source>
        <translation>%1 відповідає %2 %3 і вказує на %4; надіслані дані не передаються туди запитом GET: надсилайте їх одразу на цю адресу</translation>
    </message>
    <message>
        <source>%1 sent more than the limit of %2 bytes</source>
        <translation>%1 надсилає більше даних, ніж дозволяє ліміт %2 байтів</translation>
    </message>
    <message>
        <source>Cannot fetch %1: the host %2 was not found</source>
        <translation>Не вдалося отримати %1: хост %2 не знайдено</translation>
    </message>
    <message>
        <source>Cannot fetch %1: %2 refused the connection</source>
        <translation>Не вдалося отримати %1: хост %2 відхилив з’єднання</translation>
    </message>
    <message>
        <source>Cannot fetch %1: the connection to %2 timed out</source>
        <translation>Не вдалося отримати %1: минув час очікування з’єднання з %2</translation>
    </message>
    <message>
        <source>Cannot fetch %1: the secure connection to %2 failed: %3</source>
        <translation>Не вдалося отримати %1: помилка захищеного з’єднання з %2: %3</translation>
    </message>
    <message>
        <source>Cannot fetch %1: the server closed the connection before the answer was complete (%2 bytes received)</source>
        <translation>Не вдалося отримати %1: сервер закрив з’єднання, не завершивши відповідь (отримано %2 байтів)</translation>
    </message>
    <message>
        <source>Cannot fetch %1: %2</source>
        <translation>Не вдалося отримати %1: %2</translation>
    </message>
    <message>
        <source>%1 sent its content in the encoding &quot;%2&quot;, which was not asked for and cannot be decoded</source>
        <translation>%1 надсилає вміст у кодуванні «%2», яке не запитувалося й не може бути декодоване</translation>
    </message>
    <message>
        <source>%1 expands to more than the limit of %2 bytes when its gzip content encoding is decoded (a decompression bomb)</source>
        <translation>Після декодування кодування вмісту gzip обсяг %1 перевищує ліміт %2 байтів (бомба декомпресії)</translation>
    </message>
    <message>
        <source>%1 sent a damaged gzip content encoding: %2</source>
        <translation>%1 надсилає пошкоджений вміст у кодуванні gzip: %2</translation>
    </message>
    <message>
        <source>Cannot fetch %1: no data arrived for %2 seconds (timed out)</source>
        <translation>Не вдалося отримати %1: дані не надходили протягом %2 с (минув час очікування)</translation>
    </message>
    <message>
        <source>Cannot fetch %1: the server did not answer within %2 seconds (timed out)</source>
        <translation>Не вдалося отримати %1: сервер не відповів протягом %2 с (минув час очікування)</translation>
    </message>
    <message>
        <source>Cannot fetch %1: it took longer than %2 seconds (timed out)</source>
        <translation>Не вдалося отримати %1: завантаження тривало понад %2 с (минув час очікування)</translation>
    </message>
    <message>
        <source>Cannot fetch &quot;%1&quot;: it is not a valid address</source>
        <translation>Не вдалося отримати «%1»: це недійсна адреса</translation>
    </message>
    <message>
        <source>Cannot fetch %1: only http and https addresses can be fetched</source>
        <translation>Не вдалося отримати %1: можна завантажувати лише адреси http і https</translation>
    </message>
    <message>
        <source>Fetching %1 was cancelled</source>
        <translation>Отримання %1 скасовано</translation>
    </message>
    <message>
        <source>%1 redirects without saying where to (no Location header)</source>
        <translation>%1 переадресовує, не вказуючи куди (немає заголовка Location)</translation>
    </message>
    <message>
        <source>%1 redirects to an invalid address: %2</source>
        <translation>%1 переадресовує на недійсну адресу: %2</translation>
    </message>
    <message>
        <source>%1 redirects to %2, which is not an http or https address; the redirect is not followed</source>
        <translation>%1 переадресовує на %2, яка не є адресою http або https; переадресацію не виконано</translation>
    </message>
    <message>
        <source>%1 redirects from https to the insecure address %2; the redirect is not followed</source>
        <translation>%1 переадресовує з https на незахищену адресу %2; переадресацію не виконано</translation>
    </message>
    <message>
        <source>%1 redirects back to %2, which was already visited (a redirect loop)</source>
        <translation>%1 переадресовує назад на %2, яку вже було відвідано (цикл переадресацій)</translation>
    </message>
    <message>
        <source>Fetching %1 took more than %2 redirects; the next one, from %3 to %4, is not followed</source>
        <translation>Під час отримання %1 було понад %2 переадресацій; наступну, з %3 на %4, не виконано</translation>
    </message>
    <message>
        <source>%1 answered 401 Unauthorized: the login of the user &quot;%2&quot; was refused</source>
        <translation>%1 відповів 401 Unauthorized: вхід користувача «%2» відхилено</translation>
    </message>
    <message>
        <source>%1 answered 401 Unauthorized: the login of the user &quot;%2&quot; was refused (realm &quot;%3&quot;)</source>
        <translation>%1 відповів 401 Unauthorized: вхід користувача «%2» відхилено (область «%3»)</translation>
    </message>
    <message>
        <source>%1 answered 401 Unauthorized: it asks for a login</source>
        <translation>%1 відповів 401 Unauthorized: потрібен вхід</translation>
    </message>
    <message>
        <source>%1 answered 401 Unauthorized: it asks for a login (realm &quot;%2&quot;)</source>
        <translation>%1 відповів 401 Unauthorized: потрібен вхід (область «%2»)</translation>
    </message>
</context>
<context>
    <name>RobotsTxt</name>
    <message>
        <source>The robots.txt has no Sitemap line</source>
        <translation>У файлі robots.txt немає рядка Sitemap</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Parsing error</source>
        <translation>Помилка синтаксичного аналізу</translation>
    </message>
    <message>
        <source>The file is not well-formed XML (XML 1.0, section 2.1), so search engines cannot read it past this point. The entries before the error were loaded; where possible reading resumed at the next entry and the skipped part is named. Fix the markup at the line and column given, typically an unescaped &apos;&amp;&apos; or &apos;&lt;&apos; in a value or an unclosed tag.</source>
        <translation>Файл не є правильно сформованим XML (XML 1.0, розділ 2.1), тому пошукові системи не можуть прочитати його далі цього місця. Записи перед помилкою завантажено; де можливо, читання продовжено з наступного запису, а пропущену частину вказано. Виправте розмітку в зазначених рядку й стовпці; зазвичай причина — неекранований &apos;&amp;&apos; або &apos;&lt;&apos; у значенні чи незакритий тег.</translation>
    </message>
    <message>
        <source>Unsupported format</source>
        <translation>Непідтримуваний формат</translation>
    </message>
    <message>
        <source>The file is not a sitemap: its root element is neither &lt;urlset&gt; nor &lt;sitemapindex&gt; (sitemaps.org protocol, &apos;XML tag definitions&apos;). A common cause is a server that answers the sitemap address with an HTML page. Point the sitemap address at the XML file itself.</source>
        <translation>Файл не є файлом Sitemap: його кореневий елемент — не &lt;urlset&gt; і не &lt;sitemapindex&gt; (протокол sitemaps.org, «Визначення тегів XML»). Поширена причина — сервер, який на адресу файлу Sitemap повертає HTML-сторінку. Вкажіть як адресу файлу Sitemap сам файл XML.</translation>
    </message>
    <message>
        <source>Incorrect namespace</source>
        <translation>Неправильний простір імен</translation>
    </message>
    <message>
        <source>The root element or an extension uses a namespace other than the one the protocol defines, for example &apos;https://&apos; instead of &apos;http://&apos;, a trailing slash, Google&apos;s old 0.9 namespace or none at all. Search engines may ignore such a file. Use xmlns=&quot;http://www.sitemaps.org/schemas/sitemap/0.9&quot; and the extensions&apos; documented namespaces; saving writes them.</source>
        <translation>Кореневий елемент або розширення використовує простір імен, відмінний від визначеного протоколом, наприклад &apos;https://&apos; замість &apos;http://&apos;, із кінцевою скісною рискою, старий простір імен Google 0.9 або взагалі без простору імен. Пошукові системи можуть ігнорувати такий файл. Використовуйте xmlns=&quot;http://www.sitemaps.org/schemas/sitemap/0.9&quot; і задокументовані простори імен розширень; під час збереження їх буде записано.</translation>
    </message>
    <message>
        <source>Leading whitespace</source>
        <translation>Пробіли на початку</translation>
    </message>
    <message>
        <source>The file starts with whitespace before the XML declaration, which XML 1.0 (section 2.8) does not allow; strict parsers reject the file. Remove everything before &apos;&lt;?xml&apos;. Saving writes the file without it.</source>
        <translation>Файл починається з пробільних символів перед оголошенням XML, чого XML 1.0 (розділ 2.8) не дозволяє; суворі синтаксичні аналізатори відхиляють такий файл. Видаліть усе, що стоїть перед &apos;&lt;?xml&apos;. Під час збереження файл буде записано без цих символів.</translation>
    </message>
    <message>
        <source>Empty sitemap</source>
        <translation>Порожній файл Sitemap</translation>
    </message>
    <message>
        <source>The file holds no URLs. A sitemap must list at least one &lt;url&gt; and an index at least one &lt;sitemap&gt; (sitemaps.org XML schema). Add entries or stop listing the file.</source>
        <translation>Файл не містить жодної URL-адреси. Файл Sitemap має містити принаймні один елемент &lt;url&gt;, а індекс — принаймні один елемент &lt;sitemap&gt; (XML-схема sitemaps.org). Додайте записи або більше не вказуйте цей файл у списках.</translation>
    </message>
    <message>
        <source>Missing XML tag</source>
        <translation>Відсутній тег XML</translation>
    </message>
    <message>
        <source>A required child element is missing, such as &lt;loc&gt; in a &lt;url&gt; or &lt;sitemap&gt; (sitemaps.org protocol), the title, description or thumbnail of a video, both its content_loc and player_loc (one of them is required), or the publication, date or title of a news entry (Google&apos;s extension documentation). Add the element.</source>
        <translation>Бракує обов’язкового дочірнього елемента, наприклад &lt;loc&gt; в &lt;url&gt; або &lt;sitemap&gt; (протокол sitemaps.org), назви, опису чи мініатюри відео, водночас content_loc і player_loc (потрібен один із них) або видання, дати чи заголовка новини (документація Google щодо розширення). Додайте елемент.</translation>
    </message>
    <message>
        <source>Invalid XML: too many tags</source>
        <translation>Недійсний XML: забагато тегів</translation>
    </message>
    <message>
        <source>An element that may appear once appears more than once, such as two &lt;loc&gt; in one &lt;url&gt;. Only the first is used by search engines. Keep one and move the other into an entry of its own.</source>
        <translation>Елемент, який може з’являтися лише один раз, трапляється кілька разів, наприклад два &lt;loc&gt; в одному &lt;url&gt;. Пошукові системи використовують лише перший. Залиште один, а інший перенесіть в окремий запис.</translation>
    </message>
    <message>
        <source>Missing XML attribute</source>
        <translation>Відсутній атрибут XML</translation>
    </message>
    <message>
        <source>An element lacks an attribute it requires: &lt;video:restriction&gt; and &lt;video:platform&gt; must carry relationship=&quot;allow&quot; or relationship=&quot;deny&quot; (Google Search Central&apos;s video sitemap documentation). Without it, it is unclear whether the listed countries or platforms are allowed or denied, and Google may ignore the element. Add the attribute.</source>
        <translation>В елементі бракує обов’язкового атрибута: &lt;video:restriction&gt; і &lt;video:platform&gt; повинні мати relationship=&quot;allow&quot; або relationship=&quot;deny&quot; (документація Google Search Central щодо файлів Sitemap для відео). Без нього незрозуміло, дозволено чи заборонено вказані країни або платформи, і Google може проігнорувати елемент. Додайте атрибут.</translation>
    </message>
    <message>
        <source>Invalid attribute value</source>
        <translation>Недійсне значення атрибута</translation>
    </message>
    <message>
        <source>An attribute holds a value it does not take: relationship must be &apos;allow&apos; or &apos;deny&apos;, the allow_embed and autoplay attributes of &lt;video:player_loc&gt; &apos;yes&apos; or &apos;no&apos;, the currency of &lt;video:price&gt; a three-letter ISO 4217 code and its type &apos;rent&apos; or &apos;own&apos;, and the info attribute of &lt;video:uploader&gt; a URL (Google Search Central&apos;s video sitemap documentation). Correct the value.</source>
        <translation>Атрибут містить неприпустиме значення: relationship має бути &apos;allow&apos; або &apos;deny&apos;; атрибути allow_embed і autoplay елемента &lt;video:player_loc&gt; — &apos;yes&apos; або &apos;no&apos;; атрибут currency елемента &lt;video:price&gt; — трилітерним кодом ISO 4217, а його атрибут type — &apos;rent&apos; або &apos;own&apos;; атрибут info елемента &lt;video:uploader&gt; — URL-адресою (документація Google Search Central щодо файлів Sitemap для відео). Виправте значення.</translation>
    </message>
    <message>
        <source>Nested indexes</source>
        <translation>Вкладені індекси</translation>
    </message>
    <message>
        <source>Unexpected element</source>
        <translation>Неочікуваний елемент</translation>
    </message>
    <message>
        <source>A &lt;sitemap&gt; appears inside a &lt;urlset&gt; or a &lt;url&gt; inside a &lt;sitemapindex&gt;. A sitemap lists pages and an index lists sitemaps; the two cannot be mixed in one file (sitemaps.org protocol).</source>
        <translation>Елемент &lt;sitemap&gt; трапляється всередині &lt;urlset&gt; або елемент &lt;url&gt; — всередині &lt;sitemapindex&gt;. Файл Sitemap містить сторінки, а індекс — файли Sitemap; поєднувати їх в одному файлі не можна (протокол sitemaps.org).</translation>
    </message>
    <message>
        <source>Unknown element</source>
        <translation>Невідомий елемент</translation>
    </message>
    <message>
        <source>An element that is not part of the protocol or of a known extension was found. Search engines ignore it. Sitemap Studio keeps it verbatim and writes it back when saving.</source>
        <translation>Знайдено елемент, який не належить ні до протоколу, ні до відомого розширення. Пошукові системи його ігнорують. Sitemap Studio зберігає його без змін і записує назад під час збереження.</translation>
    </message>
    <message>
        <source>Stylesheet reference</source>
        <translation>Посилання на таблицю стилів</translation>
    </message>
    <message>
        <source>The file names an XSL stylesheet (&lt;?xml-stylesheet?&gt;) so that browsers show it as a page. Search engines ignore it; it is kept when saving.</source>
        <translation>Файл указує таблицю стилів XSL (&lt;?xml-stylesheet?&gt;), щоб браузери показували його як сторінку. Пошукові системи її ігнорують; під час збереження посилання на неї залишається.</translation>
    </message>
    <message>
        <source>Undeclared namespace prefix</source>
        <translation>Неоголошений префікс простору імен</translation>
    </message>
    <message>
        <source>An element uses a prefix such as &apos;image:&apos; without declaring its namespace (Namespaces in XML 1.0, section 5). Strict parsers reject the file. The file was read by prefix instead; saving declares the namespaces.</source>
        <translation>Елемент використовує префікс, як-от &apos;image:&apos;, не оголосивши його простір імен (Namespaces in XML 1.0, розділ 5). Суворі синтаксичні аналізатори відхиляють такий файл. Натомість файл прочитано за префіксами; під час збереження простори імен буде оголошено.</translation>
    </message>
    <message>
        <source>Incomplete file</source>
        <translation>Неповний файл</translation>
    </message>
    <message>
        <source>The file ends before its root element is closed, usually because a download or a generator was cut off. The complete entries before the end were loaded. Regenerate or download the file again.</source>
        <translation>Файл закінчується до закриття кореневого елемента, зазвичай тому, що завантаження або роботу генератора було перервано. Повні записи перед кінцем файлу завантажено. Згенеруйте або завантажте файл ще раз.</translation>
    </message>
    <message>
        <source>Whitespace around a value</source>
        <translation>Пробіли навколо значення</translation>
    </message>
    <message>
        <source>A value such as a &lt;loc&gt; URL has spaces or line breaks around it. Most search engines trim them, but the protocol&apos;s values have none. Saving writes the trimmed value.</source>
        <translation>Значення, як-от URL-адреса в &lt;loc&gt;, оточене пробілами або розривами рядків. Більшість пошукових систем їх обрізає, але значення протоколу їх не містять. Під час збереження значення буде записано без них.</translation>
    </message>
    <message>
        <source>Not UTF-8</source>
        <translation>Не UTF-8</translation>
    </message>
    <message>
        <source>The file is not encoded in UTF-8, which the sitemaps.org protocol requires. It was decoded from the encoding it declares; saving writes UTF-8.</source>
        <translation>Файл закодовано не в UTF-8, якого вимагає протокол sitemaps.org. Його декодовано з кодування, оголошеного у файлі; під час збереження файл буде записано в UTF-8.</translation>
    </message>
    <message>
        <source>Invalid UTF-8 sequence</source>
        <translation>Недійсна послідовність UTF-8</translation>
    </message>
    <message>
        <source>The file contains bytes that are not valid UTF-8 (RFC 3629). They were replaced by U+FFFD while reading. Re-encode the file as UTF-8 at its source.</source>
        <translation>Файл містить байти, які не є дійсним UTF-8 (RFC 3629). Під час читання їх замінено на U+FFFD. Перекодуйте файл у UTF-8 там, де його створюють.</translation>
    </message>
    <message>
        <source>Unescaped characters in URL</source>
        <translation>Неекрановані символи в URL-адресі</translation>
    </message>
    <message>
        <source>The URL contains characters that must be percent-encoded: non-ASCII letters, spaces, the characters &quot; &lt; &gt; \ ^ ` { | } *, or control characters (RFC 3986, section 2; sitemaps.org protocol, &apos;Entity escaping&apos;). Google Search Central&apos;s sitemap documentation likewise requires URLs to be escaped. Percent-encode the characters as UTF-8, a space for example as %20, and write the host name in its ASCII (Punycode) form.</source>
        <translation>URL-адреса містить символи, які потрібно закодувати відсотковим кодуванням: літери не з ASCII, пробіли, символи &quot; &lt; &gt; \ ^ ` { | } * або керівні символи (RFC 3986, розділ 2; протокол sitemaps.org, «Екранування сутностей»). Документація Google Search Central щодо файлів Sitemap також вимагає, щоб URL-адреси були екрановані. Закодуйте символи відсотковим кодуванням як UTF-8, наприклад пробіл як %20, а назву хоста запишіть у формі ASCII (Punycode).</translation>
    </message>
    <message>
        <source>Percent-encode the URL as UTF-8 and write the host name in its ASCII (Punycode) form</source>
        <translation>Закодуйте URL-адресу відсотковим кодуванням як UTF-8 і запишіть назву хоста у формі ASCII (Punycode)</translation>
    </message>
    <message>
        <source>Double-escaped entity</source>
        <translation>Подвійно екранована сутність</translation>
    </message>
    <message>
        <source>The file contains an entity that was escaped twice, &apos;&amp;amp;amp;&apos;, so after XML unescaping the URL holds the text &apos;&amp;amp;&apos; where &apos;&amp;&apos; was meant. The sitemaps.org protocol (&apos;Entity escaping&apos;) escapes each &apos;&amp;&apos; once, as &apos;&amp;amp;&apos;; with the doubled form search engines request a URL other than the page&apos;s. Unescape the value once.</source>
        <translation>Файл містить двічі екрановану сутність &apos;&amp;amp;amp;&apos;, тому після скасування XML-екранування URL-адреса містить текст &apos;&amp;amp;&apos; там, де мався на увазі &apos;&amp;&apos;. Протокол sitemaps.org («Екранування сутностей») екранує кожен &apos;&amp;&apos; один раз, як &apos;&amp;amp;&apos;; із подвоєною формою пошукові системи запитують іншу URL-адресу, ніж адреса сторінки. Скасуйте екранування значення один раз.</translation>
    </message>
    <message>
        <source>Unescape the value once</source>
        <translation>Скасуйте екранування значення один раз</translation>
    </message>
    <message>
        <source>Control character in value</source>
        <translation>Керівний символ у значенні</translation>
    </message>
    <message>
        <source>A value contains a C0 or C1 control character or U+FFFE or U+FFFF. XML 1.0 (section 2.2) does not allow the C0 controls other than whitespace nor U+FFFE and U+FFFF, and discourages the C1 controls. They are often the trace of a wrong encoding conversion, such as Windows-1252 text read as ISO-8859-1. Remove the characters, or regenerate the value from its source with the right encoding.</source>
        <translation>Значення містить керівний символ C0 або C1 чи U+FFFE або U+FFFF. XML 1.0 (розділ 2.2) не дозволяє керівних символів C0, крім пробільних, а також U+FFFE і U+FFFF, і не рекомендує використовувати керівні символи C1. Часто вони є слідом неправильного перетворення кодування, наприклад тексту в Windows-1252, прочитаного як ISO-8859-1. Видаліть ці символи або повторно згенеруйте значення з джерела в правильному кодуванні.</translation>
    </message>
    <message>
        <source>Too many URLs</source>
        <translation>Забагато URL-адрес</translation>
    </message>
    <message>
        <source>The sitemap lists more than 50,000 URLs, the most one file may hold (sitemaps.org protocol). Search engines may reject the file or ignore the URLs beyond the limit. Split the URLs into several sitemaps listed by a sitemap index; the export wizard does this.</source>
        <translation>Файл Sitemap містить понад 50&#xa0;000 URL-адрес — максимум для одного файлу (протокол sitemaps.org). Пошукові системи можуть відхилити файл або проігнорувати URL-адреси понад ліміт. Розподіліть URL-адреси між кількома файлами Sitemap, указаними в індексі файлів Sitemap; це робить майстер експорту.</translation>
    </message>
    <message>
        <source>Sitemap file size error</source>
        <translation>Помилка розміру файлу Sitemap</translation>
    </message>
    <message>
        <source>The sitemap is larger than 52,428,800 bytes (50 MiB) uncompressed, the most the sitemaps.org protocol allows; the limit applies to the uncompressed size even when the file is served gzip-compressed. Search engines may reject the file. Split it into several sitemaps listed by a sitemap index.</source>
        <translation>Розмір файлу Sitemap без стиснення перевищує 52&#xa0;428&#xa0;800 байтів (50 МіБ) — максимум, дозволений протоколом sitemaps.org; ліміт стосується розміру без стиснення, навіть якщо файл передається стиснутим за допомогою gzip. Пошукові системи можуть відхилити файл. Розділіть його на кілька файлів Sitemap, указаних в індексі файлів Sitemap.</translation>
    </message>
    <message>
        <source>Too many sitemaps</source>
        <translation>Забагато файлів Sitemap</translation>
    </message>
    <message>
        <source>The sitemap index lists more than 50,000 sitemaps, the most one index may hold (sitemaps.org protocol). Split the list into several indexes and submit each of them.</source>
        <translation>Індекс файлів Sitemap містить понад 50&#xa0;000 файлів Sitemap — максимум для одного індексу (протокол sitemaps.org). Розділіть список на кілька індексів і надішліть кожен із них.</translation>
    </message>
    <message>
        <source>Too many images</source>
        <translation>Забагато зображень</translation>
    </message>
    <message>
        <source>A &lt;url&gt; lists more than 1,000 &lt;image:image&gt; elements, the most Google Search Central&apos;s image sitemap documentation allows per page. Google ignores the images beyond the limit. Keep the images that matter for the page.</source>
        <translation>Елемент &lt;url&gt; містить понад 1000 елементів &lt;image:image&gt; — максимум для однієї сторінки згідно з документацією Google Search Central щодо файлів Sitemap для зображень. Google ігнорує зображення понад ліміт. Залиште зображення, важливі для сторінки.</translation>
    </message>
    <message>
        <source>Too many news entries</source>
        <translation>Забагато записів новин</translation>
    </message>
    <message>
        <source>The file holds more than 1,000 &lt;news:news&gt; elements, the most Google Search Central&apos;s news sitemap documentation allows in one news sitemap. Split the articles into several news sitemaps listed by a sitemap index.</source>
        <translation>Файл містить понад 1000 елементів &lt;news:news&gt; — максимум для одного файлу Sitemap для новин згідно з документацією Google Search Central щодо файлів Sitemap для новин. Розподіліть статті між кількома файлами Sitemap для новин, указаними в індексі файлів Sitemap.</translation>
    </message>
    <message>
        <source>URL too long</source>
        <translation>Задовга URL-адреса</translation>
    </message>
    <message>
        <source>The URL is longer than 2,048 characters, the limit the sitemaps.org protocol sets for &lt;loc&gt;. Search engines may skip it. Shorten the URL, for example by dropping tracking parameters.</source>
        <translation>URL-адреса довша за 2048 символів — ліміт, який протокол sitemaps.org установлює для &lt;loc&gt;. Пошукові системи можуть її пропустити. Скоротіть URL-адресу, наприклад, вилучивши параметри відстеження.</translation>
    </message>
    <message>
        <source>Video description too long</source>
        <translation>Задовгий опис відео</translation>
    </message>
    <message>
        <source>The &lt;video:description&gt; is longer than 2,048 characters, the most Google Search Central&apos;s video sitemap documentation allows. Shorten the description.</source>
        <translation>Елемент &lt;video:description&gt; довший за 2048 символів — максимум, дозволений документацією Google Search Central щодо файлів Sitemap для відео. Скоротіть опис.</translation>
    </message>
    <message>
        <source>Too many video tags</source>
        <translation>Забагато тегів відео</translation>
    </message>
    <message>
        <source>A video has more than 32 &lt;video:tag&gt; elements, the most Google Search Central&apos;s video sitemap documentation allows. Keep the tags that describe the video best.</source>
        <translation>Відео має понад 32 елементи &lt;video:tag&gt; — максимум, дозволений документацією Google Search Central щодо файлів Sitemap для відео. Залиште теги, які найкраще описують відео.</translation>
    </message>
    <message>
        <source>Invalid video duration</source>
        <translation>Недійсна тривалість відео</translation>
    </message>
    <message>
        <source>The &lt;video:duration&gt; lies outside the range Google Search Central&apos;s video sitemap documentation allows: 1 to 28,800 seconds (8 hours). Give the length of the video in seconds.</source>
        <translation>Значення &lt;video:duration&gt; виходить за межі діапазону, дозволеного документацією Google Search Central щодо файлів Sitemap для відео: від 1 до 28&#xa0;800 секунд (8 годин). Укажіть тривалість відео в секундах.</translation>
    </message>
    <message>
        <source>Invalid video rating</source>
        <translation>Недійсний рейтинг відео</translation>
    </message>
    <message>
        <source>The &lt;video:rating&gt; lies outside the range Google Search Central&apos;s video sitemap documentation allows: a number from 0.0 to 5.0. Correct the rating or remove the element.</source>
        <translation>Значення &lt;video:rating&gt; виходить за межі діапазону, дозволеного документацією Google Search Central щодо файлів Sitemap для відео: число від 0.0 до 5.0. Виправте рейтинг або видаліть елемент.</translation>
    </message>
    <message>
        <source>Video title too long</source>
        <translation>Задовга назва відео</translation>
    </message>
    <message>
        <source>The &lt;video:title&gt; is longer than 100 characters, the maximum that earlier versions of Google&apos;s video sitemap documentation set. Search results cut longer titles, so their end is not shown. Shorten the title.</source>
        <translation>Елемент &lt;video:title&gt; довший за 100 символів — максимум, установлений попередніми версіями документації Google щодо файлів Sitemap для відео. У результатах пошуку довші назви обрізаються, тож їхнього кінця не видно. Скоротіть назву.</translation>
    </message>
    <message>
        <source>Invalid URL</source>
        <translation>Недійсна URL-адреса</translation>
    </message>
    <message>
        <source>The value is not a fully qualified absolute URL as the sitemaps.org protocol requires: it is relative, has no scheme or a scheme other than http or https, has no host, contains whitespace, or carries a #fragment (RFC 3986). Search engines skip such entries. Write the complete URL, such as https://www.example.com/page.html, without a fragment.</source>
        <translation>Значення не є повною абсолютною URL-адресою, як того вимагає протокол sitemaps.org: воно відносне, не має схеми або має схему, відмінну від http чи https, не має хоста, містить пробільні символи або має #фрагмент (RFC 3986). Пошукові системи пропускають такі записи. Запишіть повну URL-адресу, наприклад https://www.example.com/page.html, без фрагмента.</translation>
    </message>
    <message>
        <source>URL not allowed</source>
        <translation>Недозволена URL-адреса</translation>
    </message>
    <message>
        <source>The URL is on another host, scheme or port than the location the sitemap is published at, or lies outside the sitemap file&apos;s folder. The sitemaps.org protocol (&apos;Sitemap file location&apos;) lets a sitemap list only URLs in its own folder and below, so search engines drop the others. Publish the sitemap at the site&apos;s root, or, for another host, reference the sitemap from that host&apos;s robots.txt (sitemaps.org, &apos;Sitemaps &amp; Cross Submits&apos;).</source>
        <translation>URL-адреса розміщена на іншому хості або має іншу схему чи порт, ніж місце публікації файлу Sitemap, або лежить поза папкою файлу Sitemap. Протокол sitemaps.org («Розташування файлу Sitemap») дозволяє файлу Sitemap містити лише URL-адреси з його власної папки та її підпапок, тому пошукові системи відкидають решту. Опублікуйте файл Sitemap у кореневій папці сайту або, якщо йдеться про інший хост, укажіть файл Sitemap у файлі robots.txt того хоста (sitemaps.org, «Sitemaps &amp; Cross Submits»).</translation>
    </message>
    <message>
        <source>Path mismatch</source>
        <translation>Невідповідність шляху</translation>
    </message>
    <message>
        <source>The URL is on www.example.com while the sitemap is published on example.com, or the reverse. The two are different hosts to the sitemaps.org protocol (&apos;Sitemap file location&apos;), so search engines treat these URLs as not allowed. Use the host the site is served from in every URL, or publish the sitemap on that host.</source>
        <translation>URL-адреса розміщена на www.example.com, а файл Sitemap опубліковано на example.com, або навпаки. Для протоколу sitemaps.org («Розташування файлу Sitemap») це різні хости, тому пошукові системи вважають такі URL-адреси недозволеними. Використовуйте в кожній URL-адресі хост, з якого обслуговується сайт, або опублікуйте файл Sitemap на цьому хості.</translation>
    </message>
    <message>
        <source>Session ID in URL</source>
        <translation>Ідентифікатор сеансу в URL-адресі</translation>
    </message>
    <message>
        <source>The URL carries a session parameter such as PHPSESSID, jsessionid or sid. Each visit gets another value, so one page appears under many URLs and search engines crawl duplicates; Google Search Central&apos;s URL structure guidelines advise against session IDs in URLs. List the clean URL without the parameter.</source>
        <translation>URL-адреса містить параметр сеансу, як-от PHPSESSID, jsessionid або sid. Під час кожного відвідування він отримує інше значення, тож одна сторінка з’являється під багатьма URL-адресами, а пошукові системи сканують дублікати; рекомендації Google Search Central щодо структури URL-адрес не радять використовувати ідентифікатори сеансів в URL-адресах. Указуйте чисту URL-адресу без цього параметра.</translation>
    </message>
    <message>
        <source>Remove the session parameter from the URL</source>
        <translation>Видаліть параметр сеансу з URL-адреси</translation>
    </message>
    <message>
        <source>Duplicate URL</source>
        <translation>Дублікат URL-адреси</translation>
    </message>
    <message>
        <source>The same URL is listed more than once, counting also URLs that are equivalent under RFC 3986 normalisation (section 6: case of scheme and host, a default port such as :443) or differ only by a trailing index.html. Search engines use one of the entries, and the repeated entries can carry conflicting values. Keep one entry per page.</source>
        <translation>Ту саму URL-адресу вказано кілька разів; ураховуються також URL-адреси, еквівалентні після нормалізації за RFC 3986 (розділ 6: регістр схеми й хоста, стандартний порт, як-от :443), або такі, що відрізняються лише кінцевим index.html. Пошукові системи використовують один із записів, а повторні записи можуть мати суперечливі значення. Залиште по одному запису для кожної сторінки.</translation>
    </message>
    <message>
        <source>Remove the repeated entry (offered when it is identical to the first)</source>
        <translation>Видаліть повторний запис (пропонується, якщо він ідентичний першому)</translation>
    </message>
    <message>
        <source>Video URL same as page URL</source>
        <translation>URL-адреса відео збігається з URL-адресою сторінки</translation>
    </message>
    <message>
        <source>The &lt;video:content_loc&gt; or &lt;video:player_loc&gt; is the same URL as the page&apos;s &lt;loc&gt;. Google Search Central&apos;s video sitemap documentation requires content_loc to point at the video file and player_loc at the player, and neither may be the page URL. Enter the URL of the media file or of the player.</source>
        <translation>Елемент &lt;video:content_loc&gt; або &lt;video:player_loc&gt; містить ту саму URL-адресу, що й &lt;loc&gt; сторінки. Документація Google Search Central щодо файлів Sitemap для відео вимагає, щоб content_loc указував на відеофайл, а player_loc — на програвач, і жоден із них не може бути URL-адресою сторінки. Введіть URL-адресу медіафайлу або програвача.</translation>
    </message>
    <message>
        <source>Publish location assumed</source>
        <translation>Припущене місце публікації</translation>
    </message>
    <message>
        <source>No publish location was known: the sitemap was not fetched from a URL, and none was set with --publish-url or in the document. The host most URLs use was taken instead for the rules of the sitemaps.org protocol&apos;s &apos;Sitemap file location&apos;. Set the publish location to check the URLs against where the sitemap will be served.</source>
        <translation>Місце публікації невідоме: файл Sitemap не отримано за URL-адресою, і його не задано ні параметром --publish-url, ні в документі. Тому для правил розділу «Розташування файлу Sitemap» протоколу sitemaps.org використано хост, який мають більшість URL-адрес. Укажіть місце публікації, щоб перевіряти URL-адреси відносно того місця, де розміщуватиметься файл Sitemap.</translation>
    </message>
    <message>
        <source>Video content URL same as player URL</source>
        <translation>URL-адреса вмісту відео збігається з URL-адресою програвача</translation>
    </message>
    <message>
        <source>&lt;video:content_loc&gt; and &lt;video:player_loc&gt; hold the same URL. Google&apos;s video sitemap documentation defines content_loc as the URL of the media file itself (.mp4, .webm, ...) and player_loc as the URL of a player for it; one URL cannot be both, and Google cannot fetch the video from a page. Point content_loc at the video file, or drop it and keep player_loc.</source>
        <translation>Елементи &lt;video:content_loc&gt; і &lt;video:player_loc&gt; містять ту саму URL-адресу. Документація Google щодо файлів Sitemap для відео визначає content_loc як URL-адресу самого медіафайлу (.mp4, .webm, ...), а player_loc — як URL-адресу програвача для нього; одна URL-адреса не може бути і тим, і іншим, а Google не може отримати відео зі сторінки. Укажіть у content_loc відеофайл або видаліть цей елемент і залиште player_loc.</translation>
    </message>
    <message>
        <source>Sitemap contains URLs which are blocked by robots.txt</source>
        <translation>Файл Sitemap містить URL-адреси, заблоковані файлом robots.txt</translation>
    </message>
    <message>
        <source>The robots.txt of the URL&apos;s site disallows it for search engine crawlers (the group for Googlebot, else the group for *, matched as RFC 9309 says: the longest matching Allow or Disallow path wins, Allow on a tie). A crawler will not fetch a blocked URL, so listing it in a sitemap only asks for something it may not do; Search Console reports this as a warning. Remove the URL from the sitemap, or allow it in robots.txt if it should be crawled.</source>
        <translation>Файл robots.txt сайту цієї URL-адреси забороняє її для пошукових роботів (група для Googlebot, а якщо її немає — група для *, зіставлення за RFC 9309: перемагає найдовший відповідний шлях Allow або Disallow, за рівності — Allow). Пошуковий робот не завантажуватиме заблоковану URL-адресу, тож її наявність у файлі Sitemap — це лише прохання про те, чого йому робити не можна; Search Console повідомляє про це як про попередження. Видаліть URL-адресу з файлу Sitemap або дозвольте її у файлі robots.txt, якщо її потрібно сканувати.</translation>
    </message>
    <message>
        <source>Page with redirect</source>
        <translation>Сторінка з переадресацією</translation>
    </message>
    <message>
        <source>Not found (404)</source>
        <translation>Не знайдено (404)</translation>
    </message>
    <message>
        <source>The server answered 404 Not Found or 410 Gone for the URL. A sitemap should list only pages that exist; Search Console reports such URLs as &quot;Not found (404)&quot;. Remove the URL, or restore the page.</source>
        <translation>Сервер відповів на запит цієї URL-адреси кодом 404 Not Found або 410 Gone. Файл Sitemap має містити лише наявні сторінки; Search Console повідомляє про такі URL-адреси зі статусом «Не знайдено (404)». Видаліть URL-адресу або відновіть сторінку.</translation>
    </message>
    <message>
        <source>Server error (5xx)</source>
        <translation>Помилка сервера (5xx)</translation>
    </message>
    <message>
        <source>URL unreachable</source>
        <translation>URL-адреса недоступна</translation>
    </message>
    <message>
        <source>Invalid date</source>
        <translation>Недійсна дата</translation>
    </message>
    <message>
        <source>The value is not a date in W3C Datetime format (https://www.w3.org/TR/NOTE-datetime), which the sitemaps.org protocol requires for &lt;lastmod&gt; and Google Search Central&apos;s video and news sitemap documentation for their dates. Search engines ignore the value. Write the date as YYYY-MM-DD, or with a time as YYYY-MM-DDThh:mm:ss+hh:mm.</source>
        <translation>Значення не є датою у форматі W3C Datetime (https://www.w3.org/TR/NOTE-datetime), якого протокол sitemaps.org вимагає для &lt;lastmod&gt;, а документація Google Search Central щодо файлів Sitemap для відео й новин — для їхніх дат. Пошукові системи ігнорують це значення. Запишіть дату як YYYY-MM-DD або з часом як YYYY-MM-DDThh:mm:ss+hh:mm.</translation>
    </message>
    <message>
        <source>Invalid date: no time zone</source>
        <translation>Недійсна дата: немає часового поясу</translation>
    </message>
    <message>
        <source>The date has a time but no time zone designator. The W3C Datetime note requires one whenever a time is given, &apos;Z&apos; for UTC or an offset such as +01:00, and Google rejects dates without it. Add the zone, for example 2024-01-08T10:00:00+01:00.</source>
        <translation>Дата містить час, але не містить позначення часового поясу. Примітка W3C Datetime вимагає його щоразу, коли вказано час: &apos;Z&apos; для UTC або зміщення, як-от +01:00, і Google відхиляє дати без нього. Додайте часовий пояс, наприклад 2024-01-08T10:00:00+01:00.</translation>
    </message>
    <message>
        <source>Invalid date: offset without colon</source>
        <translation>Недійсна дата: зміщення без двокрапки</translation>
    </message>
    <message>
        <source>The time zone offset is written without a colon, such as +0100. The W3C Datetime note, which the sitemaps.org protocol requires, writes offsets as +hh:mm or -hh:mm, and search engines may reject the date. Write +01:00.</source>
        <translation>Зміщення часового поясу записано без двокрапки, наприклад +0100. Примітка W3C Datetime, якої вимагає протокол sitemaps.org, записує зміщення як +hh:mm або -hh:mm, і пошукові системи можуть відхилити дату. Запишіть +01:00.</translation>
    </message>
    <message>
        <source>Insert the colon into the offset</source>
        <translation>Вставте двокрапку в зміщення</translation>
    </message>
    <message>
        <source>Invalid date: space instead of T</source>
        <translation>Недійсна дата: пробіл замість T</translation>
    </message>
    <message>
        <source>The date and the time are separated by a space, such as 2024-01-08 10:00:00+01:00. The W3C Datetime note, which the sitemaps.org protocol requires, separates them with the letter T, and search engines may reject the date. Replace the space with T.</source>
        <translation>Дату й час розділено пробілом, наприклад 2024-01-08 10:00:00+01:00. Примітка W3C Datetime, якої вимагає протокол sitemaps.org, розділяє їх літерою T, і пошукові системи можуть відхилити дату. Замініть пробіл на T.</translation>
    </message>
    <message>
        <source>Replace the space with T</source>
        <translation>Замініть пробіл на T</translation>
    </message>
    <message>
        <source>Date in the future</source>
        <translation>Дата в майбутньому</translation>
    </message>
    <message>
        <source>The &lt;lastmod&gt; date lies after the current time. The sitemaps.org protocol defines lastmod as the date the page was last modified, which cannot be in the future, so search engines ignore the value and may distrust the file&apos;s other dates. Check the clock and time zone of the generator.</source>
        <translation>Дата &lt;lastmod&gt; пізніша за поточний час. Протокол sitemaps.org визначає lastmod як дату останньої зміни сторінки, яка не може бути в майбутньому, тому пошукові системи ігнорують це значення й можуть не довіряти іншим датам у файлі. Перевірте годинник і часовий пояс генератора.</translation>
    </message>
    <message>
        <source>Same lastmod on every URL</source>
        <translation>Однаковий lastmod в усіх URL-адресах</translation>
    </message>
    <message>
        <source>Every URL carries one identical &lt;lastmod&gt; stamp, typically the time the generator ran rather than when each page changed. Google Search Central&apos;s sitemap documentation says Google uses lastmod only when it is consistently and verifiably accurate. Set lastmod to each page&apos;s last significant change, or leave it out.</source>
        <translation>Усі URL-адреси мають однакову позначку &lt;lastmod&gt; — зазвичай час запуску генератора, а не час зміни кожної сторінки. У документації Google Search Central щодо файлів Sitemap сказано, що Google використовує lastmod, лише якщо це значення стабільно точне й це можна перевірити. Установіть для lastmod час останньої суттєвої зміни кожної сторінки або не вказуйте його.</translation>
    </message>
    <message>
        <source>Invalid priority</source>
        <translation>Недійсне значення priority</translation>
    </message>
    <message>
        <source>The &lt;priority&gt; is not a number from 0.0 to 1.0, as the sitemaps.org protocol requires; a decimal comma, as in 0,8, is a common cause. Search engines ignore the value. Write a decimal number in that range, such as 0.8.</source>
        <translation>Значення &lt;priority&gt; не є числом від 0.0 до 1.0, як того вимагає протокол sitemaps.org; поширена причина — десяткова кома, як у 0,8. Пошукові системи ігнорують це значення. Запишіть десяткове число в цьому діапазоні, наприклад 0.8.</translation>
    </message>
    <message>
        <source>Write the number with a decimal point</source>
        <translation>Запишіть число з десятковою крапкою</translation>
    </message>
    <message>
        <source>Invalid changefreq</source>
        <translation>Недійсне значення changefreq</translation>
    </message>
    <message>
        <source>The &lt;changefreq&gt; is not one of the values the sitemaps.org protocol defines: always, hourly, daily, weekly, monthly, yearly or never, in lower case. Search engines ignore other values. Use one of these words.</source>
        <translation>Значення &lt;changefreq&gt; не належить до значень, визначених протоколом sitemaps.org: always, hourly, daily, weekly, monthly, yearly або never, у нижньому регістрі. Пошукові системи ігнорують інші значення. Використовуйте одне з цих слів.</translation>
    </message>
    <message>
        <source>Write the word in lower case</source>
        <translation>Запишіть слово в нижньому регістрі</translation>
    </message>
    <message>
        <source>Invalid yes/no value</source>
        <translation>Недійсне значення yes/no</translation>
    </message>
    <message>
        <source>A video field that takes &apos;yes&apos; or &apos;no&apos;, such as &lt;video:family_friendly&gt;, &lt;video:requires_subscription&gt; or &lt;video:live&gt;, holds another value (Google Search Central&apos;s video sitemap documentation). Values such as &apos;true&apos; or &apos;1&apos; are not accepted. Write yes or no in lower case.</source>
        <translation>Поле відео, яке приймає &apos;yes&apos; або &apos;no&apos;, як-от &lt;video:family_friendly&gt;, &lt;video:requires_subscription&gt; чи &lt;video:live&gt;, містить інше значення (документація Google Search Central щодо файлів Sitemap для відео). Значення на зразок &apos;true&apos; чи &apos;1&apos; не приймаються. Запишіть yes або no в нижньому регістрі.</translation>
    </message>
    <message>
        <source>Write yes or no in lower case</source>
        <translation>Запишіть yes або no в нижньому регістрі</translation>
    </message>
    <message>
        <source>Invalid country code</source>
        <translation>Недійсний код країни</translation>
    </message>
    <message>
        <source>The country list of &lt;video:restriction&gt; contains a value that is not an ISO 3166-1 alpha-2 code. Google Search Central&apos;s video sitemap documentation asks for such codes separated by spaces, such as &apos;US CA GB&apos;. Correct the code; the United Kingdom, for example, is GB, not UK.</source>
        <translation>Список країн у &lt;video:restriction&gt; містить значення, яке не є кодом ISO 3166-1 alpha-2. Документація Google Search Central щодо файлів Sitemap для відео вимагає таких кодів, розділених пробілами, наприклад &apos;US CA GB&apos;. Виправте код; наприклад, Сполучене Королівство має код GB, а не UK.</translation>
    </message>
    <message>
        <source>Invalid language code</source>
        <translation>Недійсний код мови</translation>
    </message>
    <message>
        <source>Invalid value</source>
        <translation>Недійсне значення</translation>
    </message>
    <message>
        <source>A field holds a value it does not take: &lt;video:view_count&gt; must be a whole number, &lt;video:duration&gt; and &lt;video:rating&gt; numbers, and &lt;video:platform&gt; a space-separated list of the words web, mobile and tv (Google Search Central&apos;s video sitemap documentation). Correct the value.</source>
        <translation>Поле містить неприпустиме значення: &lt;video:view_count&gt; має бути цілим числом, &lt;video:duration&gt; і &lt;video:rating&gt; — числами, а &lt;video:platform&gt; — розділеним пробілами списком слів web, mobile і tv (документація Google Search Central щодо файлів Sitemap для відео). Виправте значення.</translation>
    </message>
    <message>
        <source>Unknown language code (hreflang)</source>
        <translation>Невідомий код мови (hreflang)</translation>
    </message>
    <message>
        <source>The hreflang of an alternate link is not a valid code. Google Search Central&apos;s &apos;Tell Google about localized versions of your page&apos; asks for an ISO 639-1 language code, optionally followed by a script and an ISO 3166-1 alpha-2 region as in BCP 47 (en, en-GB, zh-Hant-TW), or for x-default. Common errors are en-UK, as the United Kingdom&apos;s code is GB, and a region given alone; correct the code.</source>
        <translation>Значення hreflang альтернативного посилання не є дійсним кодом. Стаття Google Search Central «Повідомлення Google про локалізовані версії сторінки» вимагає коду мови ISO 639-1, за яким можуть іти код письма й регіон ISO 3166-1 alpha-2, як у BCP 47 (en, en-GB, zh-Hant-TW), або x-default. Поширені помилки — en-UK (код Сполученого Королівства — GB) і регіон, указаний без мови; виправте код.</translation>
    </message>
    <message>
        <source>Replace the region UK with GB</source>
        <translation>Замініть регіон UK на GB</translation>
    </message>
    <message>
        <source>Missing self-referencing hreflang</source>
        <translation>Відсутній hreflang із посиланням на саму сторінку</translation>
    </message>
    <message>
        <source>The URL&apos;s alternate links do not include the URL itself. Google Search Central&apos;s &apos;Tell Google about localized versions of your page&apos; asks each page to list itself along with all its language versions. Add an alternate link to the URL with its own language code.</source>
        <translation>Серед альтернативних посилань URL-адреси немає самої цієї URL-адреси. Стаття Google Search Central «Повідомлення Google про локалізовані версії сторінки» вимагає, щоб кожна сторінка вказувала себе разом з усіма своїми мовними версіями. Додайте альтернативне посилання на цю URL-адресу з її власним кодом мови.</translation>
    </message>
    <message>
        <source>No return tags</source>
        <translation>Немає зворотних тегів</translation>
    </message>
    <message>
        <source>Page A lists page B as an alternate, but B does not list A. Google ignores annotations that the other page does not confirm (Google Search Central, &apos;Tell Google about localized versions of your page&apos;). Add the return link to the other URL&apos;s alternates.</source>
        <translation>Сторінка A вказує сторінку B як альтернативну, але B не вказує A. Google ігнорує анотації, які інша сторінка не підтверджує (Google Search Central, «Повідомлення Google про локалізовані версії сторінки»). Додайте зворотне посилання до альтернативних версій іншої URL-адреси.</translation>
    </message>
    <message>
        <source>Add the return link to the other URL</source>
        <translation>Додайте зворотне посилання до іншої URL-адреси</translation>
    </message>
    <message>
        <source>Conflicting hreflang</source>
        <translation>Конфліктні значення hreflang</translation>
    </message>
    <message>
        <source>One language code is given to two different URLs in one set of alternates, so search engines cannot tell which version to show for that language, and Google may ignore the annotations (Google Search Central, &apos;Tell Google about localized versions of your page&apos;). Give each code to one URL only.</source>
        <translation>В одному наборі альтернативних версій той самий код мови надано двом різним URL-адресам, тому пошукові системи не можуть визначити, яку версію показувати для цієї мови, і Google може проігнорувати анотації (Google Search Central, «Повідомлення Google про локалізовані версії сторінки»). Надавайте кожен код лише одній URL-адресі.</translation>
    </message>
    <message>
        <source>No x-default</source>
        <translation>Немає x-default</translation>
    </message>
    <message>
        <source>A set of alternates has no x-default entry, so it names no page for users whose language matches none of the listed codes. Google Search Central&apos;s &apos;Tell Google about localized versions of your page&apos; recommends an x-default fallback, such as a language selector or the main version. Add one if the site has such a page.</source>
        <translation>Набір альтернативних версій не має запису x-default, тому в ньому немає сторінки для користувачів, мова яких не відповідає жодному з указаних кодів. Стаття Google Search Central «Повідомлення Google про локалізовані версії сторінки» рекомендує резервну сторінку x-default, як-от сторінку вибору мови або основну версію. Додайте її, якщо на сайті є така сторінка.</translation>
    </message>
    <message>
        <source>Article too old</source>
        <translation>Надто стара стаття</translation>
    </message>
    <message>
        <source>The &lt;news:publication_date&gt; is more than two days ago. Google Search Central&apos;s news sitemap documentation asks news sitemaps to list only articles published in the last two days. Remove older articles from the news sitemap; they can stay in the regular sitemap.</source>
        <translation>Дата &lt;news:publication_date&gt; — понад два дні тому. Документація Google Search Central щодо файлів Sitemap для новин вимагає, щоб файли Sitemap для новин містили лише статті, опубліковані за останні два дні. Видаліть старіші статті з файлу Sitemap для новин; у звичайному файлі Sitemap вони можуть залишитися.</translation>
    </message>
    <message>
        <source>Deprecated tag</source>
        <translation>Застарілий тег</translation>
    </message>
    <message>
        <source>The element or attribute is one Google has ignored since 2022: the image caption, title, geo_location and license, the video category, gallery_loc, price, tvshow, id and content_segment_loc and the autoplay attribute of player_loc, and the news keywords, stock_tickers, genres, access and geo_locations (Google Search Central&apos;s image, video and news sitemap documentation). They do no harm, but can be removed to keep the file small.</source>
        <translation>Це елемент або атрибут, який Google ігнорує з 2022 року: caption, title, geo_location і license зображення; category, gallery_loc, price, tvshow, id і content_segment_loc відео, а також атрибут autoplay елемента player_loc; keywords, stock_tickers, genres, access і geo_locations новин (документація Google Search Central щодо файлів Sitemap для зображень, відео та новин). Вони не шкодять, але їх можна видалити, щоб файл був меншим.</translation>
    </message>
    <message>
        <source>Remove the deprecated tags</source>
        <translation>Видаліть застарілі теги</translation>
    </message>
    <message>
        <source>Compression error</source>
        <translation>Помилка стиснення</translation>
    </message>
    <message>
        <source>The gzip data is truncated, corrupt (its CRC does not match) or not gzip at all (RFC 1952). What could be decompressed was read. Compress the file again with gzip.</source>
        <translation>Дані gzip обрізано, пошкоджено (контрольна сума CRC не збігається) або це взагалі не gzip (RFC 1952). Прочитано те, що вдалося розпакувати. Стисніть файл ще раз за допомогою gzip.</translation>
    </message>
    <message>
        <source>Unsafe XML refused</source>
        <translation>Небезпечний XML відхилено</translation>
    </message>
    <message>
        <source>The file declares a DTD internal subset, entities or several DOCTYPEs. Sitemaps never need them, and they are the means of entity-expansion (&apos;billion laughs&apos;) and external-entity attacks, so the file is not read. Remove the DOCTYPE.</source>
        <translation>Файл оголошує внутрішню підмножину DTD, сутності або кілька DOCTYPE. Файлам Sitemap вони ніколи не потрібні, а саме через них здійснюються атаки розкриття сутностей («billion laughs») і атаки через зовнішні сутності, тому файл не читається. Видаліть DOCTYPE.</translation>
    </message>
    <message>
        <source>Nesting too deep</source>
        <translation>Надто глибоке вкладення</translation>
    </message>
    <message>
        <source>Elements are nested deeper than any sitemap needs, a sign of a broken or hostile file. Reading stopped at that point.</source>
        <translation>Елементи вкладено глибше, ніж потрібно будь-якому файлу Sitemap, — це ознака пошкодженого або зловмисного файлу. Читання зупинено в цьому місці.</translation>
    </message>
    <message>
        <source>Archive entry skipped</source>
        <translation>Елемент архіву пропущено</translation>
    </message>
    <message>
        <source>An entry of the zip bundle was not read: it is a symbolic link, encrypted, larger than the limit, or its name is absolute or leads out of the bundle with &apos;..&apos;. Entries are never extracted to disk.</source>
        <translation>Один з елементів zip-пакета не прочитано: це символічне посилання, він зашифрований або більший за ліміт, або його ім’я абсолютне чи виводить за межі пакета через &apos;..&apos;. Елементи ніколи не розпаковуються на диск.</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>Завеликий файл</translation>
    </message>
    <message>
        <source>The file, or what it decompresses to, is larger than the reading limit. The protocol allows 52,428,800 bytes uncompressed per sitemap. A gzip file that expands far beyond that is a decompression bomb. The limit can be raised for trusted files.</source>
        <translation>Файл або його розпакований вміст перевищує ліміт читання. Протокол дозволяє 52&#xa0;428&#xa0;800 байтів без стиснення на один файл Sitemap. Файл gzip, який розпаковується в набагато більший обсяг, — це «бомба розпакування». Для надійних файлів ліміт можна збільшити.</translation>
    </message>
    <message>
        <source>Value too long</source>
        <translation>Задовге значення</translation>
    </message>
    <message>
        <source>A single text value is longer than any sitemap value can be (a URL may have at most 2,048 characters). Reading stopped at that point.</source>
        <translation>Окреме текстове значення довше, ніж може бути будь-яке значення у файлі Sitemap (URL-адреса може мати не більше 2048 символів). Читання зупинено в цьому місці.</translation>
    </message>
    <message>
        <source>Could not read file</source>
        <translation>Не вдалося прочитати файл</translation>
    </message>
    <message>
        <source>The file could not be opened or read: it does not exist, permission was denied, or the device failed.</source>
        <translation>Не вдалося відкрити або прочитати файл: його не існує, доступ заборонено або стався збій пристрою.</translation>
    </message>
    <message>
        <source>Child sitemap not found</source>
        <translation>Дочірній файл Sitemap не знайдено</translation>
    </message>
    <message>
        <source>A sitemap listed in the index was not found beside the index file, so its URLs were not loaded or checked. Put the file in the same folder or open it from its URL.</source>
        <translation>Файл Sitemap, указаний в індексі, не знайдено поруч із файлом індексу, тому його URL-адреси не завантажено й не перевірено. Покладіть файл у ту саму папку або відкрийте його за URL-адресою.</translation>
    </message>
    <message>
        <source>Content skipped</source>
        <translation>Вміст пропущено</translation>
    </message>
    <message>
        <source>Part of the file gave no entry: a comment or a line that is not a URL in a text list (the sitemaps.org text format has one URL per line and no comments, so search engines read every line as a URL), a feed item without a link, a robots.txt line that is no rule, a CSV row without a location. The message says which line and why. Correct the line, or remove it from the file.</source>
        <translation>Частина файлу не дала жодного запису: коментар або рядок, що не є URL-адресою, у текстовому списку (текстовий формат sitemaps.org містить по одній URL-адресі в рядку й не має коментарів, тому пошукові системи читають кожен рядок як URL-адресу), елемент стрічки без посилання, рядок robots.txt, що не є правилом, рядок CSV без адреси. У повідомленні зазначено, який саме рядок і чому. Виправте рядок або видаліть його з файлу.</translation>
    </message>
    <message>
        <source>Location taken from a fallback</source>
        <translation>Адресу взято з резервного джерела</translation>
    </message>
    <message>
        <source>A feed item has no link where its format puts one, so its location was taken from the next best place: an RSS &lt;guid&gt; marked isPermaLink=&quot;false&quot;, an Atom link with rel=&quot;self&quot;, an &lt;id&gt; that is a URL, or the text of a &lt;link&gt; without href. Such a URL may not be the page readers see; check it in the table, or give the item a link in the feed.</source>
        <translation>Елемент стрічки не має посилання там, де його передбачає формат, тому його адресу взято з наступного найкращого місця: RSS &lt;guid&gt; із позначкою isPermaLink=&quot;false&quot;, посилання Atom з rel=&quot;self&quot;, елемента &lt;id&gt;, що є URL-адресою, або тексту &lt;link&gt; без href. Така URL-адреса може не бути сторінкою, яку бачать читачі; перевірте її в таблиці або додайте елементу посилання в стрічці.</translation>
    </message>
    <message>
        <source>Sitemap index loop</source>
        <translation>Цикл в індексі файлів Sitemap</translation>
    </message>
    <message>
        <source>While an index was followed to its children, one of them named the index itself, or a sitemap already read. Search engines read each sitemap once and ignore such entries; list each sitemap once, in one index, and do not let an index list another index.</source>
        <translation>Під час переходу від індексу до його дочірніх файлів один із них указав на сам індекс або на вже прочитаний файл Sitemap. Пошукові системи читають кожен файл Sitemap один раз і ігнорують такі записи; указуйте кожен файл Sitemap один раз, в одному індексі, і не дозволяйте індексу містити інший індекс.</translation>
    </message>
    <message>
        <source>Schema: invalid lastmod</source>
        <translation>Схема: недійсний lastmod</translation>
    </message>
    <message>
        <source>The sitemaps.org XML schema accepts only xsd:date (YYYY-MM-DD) or xsd:dateTime (with seconds) in &lt;lastmod&gt;. A year alone, a year and month, or a time as hh:mm without seconds fail schema validation, although the W3C Datetime note and Google accept them. Write the full date, or the date and time with seconds.</source>
        <translation>XML-схема sitemaps.org приймає в &lt;lastmod&gt; лише xsd:date (YYYY-MM-DD) або xsd:dateTime (із секундами). Лише рік, рік і місяць або час у вигляді hh:mm без секунд не проходять перевірку за схемою, хоча примітка W3C Datetime і Google їх приймають. Запишіть повну дату або дату й час із секундами.</translation>
    </message>
    <message>
        <source>Schema: URL too short</source>
        <translation>Схема: закоротка URL-адреса</translation>
    </message>
    <message>
        <source>The sitemaps.org XML schema&apos;s tLoc type requires a &lt;loc&gt; of at least 12 characters, so shorter URLs fail schema validation. Search engines do not apply this limit. Check that the URL is complete.</source>
        <translation>Тип tLoc XML-схеми sitemaps.org вимагає, щоб &lt;loc&gt; мав щонайменше 12 символів, тому коротші URL-адреси не проходять перевірку за схемою. Пошукові системи цього ліміту не застосовують. Переконайтеся, що URL-адреса повна.</translation>
    </message>
    <message>
        <source>Schema: elements out of order</source>
        <translation>Схема: неправильний порядок елементів</translation>
    </message>
    <message>
        <source>Relative URL resolved</source>
        <translation>Відносну URL-адресу перетворено на абсолютну</translation>
    </message>
    <message>
        <source>The location was relative (&quot;/page&quot; or &quot;//host/page&quot;), which search engines reject: a sitemap must give complete URLs. The export resolved it against where its sitemap is published, or against the export&apos;s base URL, and wrote the complete URL. Check that it names the page you meant, and correct the source.</source>
        <translation>Адреса була відносною («/page» або «//host/page»), а такі адреси пошукові системи відхиляють: файл Sitemap має містити повні URL-адреси. Під час експорту її визначено відносно місця публікації її файлу Sitemap або відносно базової URL-адреси експорту й записано повну URL-адресу. Перевірте, чи вказує вона на потрібну сторінку, і виправте адресу в початковому документі.</translation>
    </message>
    <message>
        <source>Misspelt robots.txt key</source>
        <translation>Помилково написаний ключ robots.txt</translation>
    </message>
    <message>
        <source>A robots.txt line starts with a misspelling of a key that Google&apos;s robots.txt parser accepts all the same (&quot;Site-map&quot;, &quot;Useragent&quot;, &quot;Dissallow&quot; and a few more), so the line was read as that key. Other crawlers follow RFC 9309 and skip the line: write the key as the message says.</source>
        <translation>Рядок robots.txt починається з помилково написаного ключа, який синтаксичний аналізатор robots.txt від Google однаково приймає («Site-map», «Useragent», «Dissallow» та ще кілька), тому рядок прочитано як цей ключ. Інші пошукові роботи дотримуються RFC 9309 і пропускають такий рядок: запишіть ключ так, як зазначено в повідомленні.</translation>
    </message>
    <message>
        <source>The official XML schemas&apos; xsd:sequence fixes the order of children: loc, lastmod, changefreq, priority in &lt;url&gt; (loc, lastmod in &lt;sitemap&gt;), with extension elements after them, and the order of the fields of an image, video or news entry as Google&apos;s schemas list them. Search engines accept any order, but schema validation fails. Put the elements in that order.</source>
        <translation>Послідовність xsd:sequence в офіційних XML-схемах визначає порядок дочірніх елементів: loc, lastmod, changefreq, priority в &lt;url&gt; (loc, lastmod в &lt;sitemap&gt;), а елементи розширень — після них, а також порядок полів зображення, відео чи новини, як їх перелічують схеми Google. Пошукові системи приймають будь-який порядок, але перевірка за схемою не проходить. Розташуйте елементи в цьому порядку.</translation>
    </message>
    <message>
        <source>Schema: unexpected content</source>
        <translation>Схема: неочікуваний вміст</translation>
    </message>
    <message>
        <source>The element, or text, is somewhere the official XML schemas allow none: &lt;changefreq&gt; or &lt;priority&gt; in a &lt;sitemap&gt; of an index (siteindex.xsd allows loc and lastmod only), an element of a namespace no schema declares, such as Google&apos;s mobile or PageMap extensions (the xsd:any of &lt;url&gt; and &lt;sitemap&gt; is strict), an unknown element inside an image, video or news entry, or an element more often than the schema&apos;s maxOccurs. Search engines ignore most of these, but schema validation fails. Remove the element, or move it to where the schema puts it.</source>
        <translation>Елемент або текст стоїть там, де офіційні XML-схеми їх не допускають: &lt;changefreq&gt; або &lt;priority&gt; в елементі &lt;sitemap&gt; індексу (siteindex.xsd допускає лише loc і lastmod), елемент із простору імен, якого не оголошує жодна схема, наприклад розширення Google mobile чи PageMap (xsd:any в &lt;url&gt; і &lt;sitemap&gt; суворий), невідомий елемент усередині зображення, відео чи новини або елемент, що трапляється частіше, ніж дозволяє maxOccurs схеми. Пошукові системи здебільшого це ігнорують, але перевірка за схемою не проходить. Вилучіть елемент або перенесіть його туди, де його передбачає схема.</translation>
    </message>
    <message>
        <source>Schema: invalid value</source>
        <translation>Схема: недійсне значення</translation>
    </message>
    <message>
        <source>The value is not of the type the official XML schemas give the element: &lt;priority&gt; an xsd:decimal from 0.0 to 1.0, &lt;changefreq&gt; one of the seven words, &lt;loc&gt; an xsd:anyURI of at most 2,048 characters, the video title at most 100 characters and its description 2,048, numbers and yes/no values as Google&apos;s video schema defines them, the news language, genres and stock tickers as its patterns require. The message names the type. Write a value of that type.</source>
        <translation>Значення не належить до типу, який офіційні XML-схеми задають для елемента: &lt;priority&gt; — xsd:decimal від 0.0 до 1.0, &lt;changefreq&gt; — одне із семи слів, &lt;loc&gt; — xsd:anyURI довжиною щонайбільше 2048 символів, назва відео — щонайбільше 100 символів, а його опис — 2048, числа та значення yes/no — як їх визначає схема Google для відео, мова, жанри й біржові тикери новин — як вимагають шаблони схеми новин. Повідомлення називає тип. Запишіть значення цього типу.</translation>
    </message>
    <message>
        <source>Schema: invalid attribute</source>
        <translation>Схема: недійсний атрибут</translation>
    </message>
    <message>
        <source>An attribute the official XML schemas do not declare on this element (the schemas allow none on &lt;urlset&gt;, &lt;url&gt;, &lt;loc&gt; and the other protocol elements, except xsi:schemaLocation), one they require that is missing (type on &lt;video:id&gt;), or a value outside the attribute&apos;s type (the currency, type and resolution of &lt;video:price&gt;, hreflang on xhtml:link as xsd:language). Search engines ignore unknown attributes, but schema validation fails. Remove or correct the attribute.</source>
        <translation>Атрибут, якого офіційні XML-схеми не оголошують для цього елемента (для &lt;urlset&gt;, &lt;url&gt;, &lt;loc&gt; та інших елементів протоколу вони не допускають жодного, крім xsi:schemaLocation), відсутній атрибут, якого вони вимагають (type в &lt;video:id&gt;), або значення поза типом атрибута (currency, type і resolution в &lt;video:price&gt;, hreflang в xhtml:link як xsd:language). Пошукові системи ігнорують невідомі атрибути, але перевірка за схемою не проходить. Вилучіть або виправте атрибут.</translation>
    </message>
    <message>
        <source>Schema: required element missing</source>
        <translation>Схема: бракує обов’язкового елемента</translation>
    </message>
    <message>
        <source>The official XML schemas require an element that is not there: a &lt;urlset&gt; must hold at least one &lt;url&gt; and a &lt;sitemapindex&gt; at least one &lt;sitemap&gt;, and a &lt;video:tvshow&gt; needs its show_title and video_type. An empty sitemap is harmless to search engines, but schema validation fails. Add the element, or stop publishing the empty file.</source>
        <translation>Офіційні XML-схеми вимагають елемента, якого немає: &lt;urlset&gt; має містити щонайменше один елемент &lt;url&gt;, а &lt;sitemapindex&gt; — щонайменше один елемент &lt;sitemap&gt;, а &lt;video:tvshow&gt; потребує своїх show_title і video_type. Порожній файл Sitemap пошуковим системам не шкодить, але перевірка за схемою не проходить. Додайте елемент або припиніть публікувати порожній файл.</translation>
    </message>
    <message>
        <source>Element not allowed in a sitemap index entry</source>
        <translation>Недозволений елемент у записі індексу файлів Sitemap</translation>
    </message>
    <message>
        <source>A &lt;sitemap&gt; entry of an index names a sitemap file: it may hold only &lt;loc&gt; and &lt;lastmod&gt; (sitemaps.org protocol, &apos;Sitemap index XML tag definitions&apos;; siteindex.xsd). &lt;changefreq&gt; and &lt;priority&gt; describe a page and belong to the &lt;url&gt; entries of the child sitemap, as do image, video and news items and xhtml:link alternates. Search engines ignore them in an index, and the schema rejects &lt;changefreq&gt; and &lt;priority&gt; there. Remove them, or move them to the child sitemap&apos;s URLs.</source>
        <translation>Запис &lt;sitemap&gt; в індексі вказує на файл Sitemap: він може містити лише &lt;loc&gt; і &lt;lastmod&gt; (протокол sitemaps.org, «Визначення тегів XML для індексу файлів Sitemap»; siteindex.xsd). &lt;changefreq&gt; і &lt;priority&gt; описують сторінку й належать до записів &lt;url&gt; дочірнього файлу Sitemap, так само як елементи зображень, відео й новин і альтернативні версії xhtml:link. Пошукові системи ігнорують їх в індексі, а схема відхиляє там &lt;changefreq&gt; і &lt;priority&gt;. Видаліть їх або перенесіть до URL-адрес дочірнього файлу Sitemap.</translation>
    </message>
    <message>
        <source>Remove what the index entry may not hold</source>
        <translation>Видаліть із запису індексу те, чого він не може містити</translation>
    </message>
    <message>
        <source>Add the time zone most of the file uses, else UTC</source>
        <translation>Додайте часовий пояс, який використовує більша частина файлу, або UTC</translation>
    </message>
    <message>
        <source>The link checker or the site audit was redirected (HTTP 301, 302, 303, 307 or 308) when it fetched the URL. Search engines want the final URL in a sitemap: a redirecting URL is not indexed itself, and Search Console lists it as &quot;Submitted URL has a redirect&quot; or &quot;Page with redirect&quot;. Replace the URL with the one the redirect leads to, which the message names.</source>
        <translation>Під час отримання URL-адреси засіб перевірки посилань або аудит сайту було переадресовано (HTTP 301, 302, 303, 307 або 308). Пошукові системи очікують у файлі Sitemap кінцеву URL-адресу: URL-адреса з переадресацією сама не індексується, а Search Console показує її зі статусом «Надіслана URL-адреса містить переадресацію» або «Сторінка з переадресацією». Замініть URL-адресу на ту, до якої веде переадресація; її вказано в повідомленні.</translation>
    </message>
    <message>
        <source>Replace the URL by the page the redirects end at (offered by the site audit when that page is indexable and not listed yet)</source>
        <translation>Замініть URL-адресу на сторінку, якою закінчуються переадресації (пропонується під час аудиту сайту, якщо ця сторінка доступна для індексування й ще не вказана)</translation>
    </message>
    <message>
        <source>Submitted URL marked &apos;noindex&apos;</source>
        <translation>Надіслану URL-адресу позначено як «noindex»</translation>
    </message>
    <message>
        <source>The site audit fetched the page and found a noindex directive: in a &lt;meta name=&quot;robots&quot;&gt; or &lt;meta name=&quot;googlebot&quot;&gt; tag, or in an X-Robots-Tag HTTP header (for all crawlers or for googlebot). A sitemap asks search engines to index its pages while the page forbids it; Search Console reports the contradiction as an error under this name. Remove the URL from the sitemap, or the directive from the page if it should be indexed.</source>
        <translation>Під час аудиту сайту сторінку отримано й знайдено директиву noindex: у тегу &lt;meta name=&quot;robots&quot;&gt; або &lt;meta name=&quot;googlebot&quot;&gt; чи в HTTP-заголовку X-Robots-Tag (для всіх пошукових роботів або для googlebot). Файл Sitemap просить пошукові системи індексувати його сторінки, а сторінка це забороняє; Search Console повідомляє про цю суперечність як про помилку з такою назвою. Видаліть URL-адресу з файлу Sitemap або директиву зі сторінки, якщо її потрібно індексувати.</translation>
    </message>
    <message>
        <source>Remove the URL from the sitemap</source>
        <translation>Видаліть URL-адресу з файлу Sitemap</translation>
    </message>
    <message>
        <source>Submitted URL not selected as canonical</source>
        <translation>Надіслану URL-адресу не вибрано як канонічну</translation>
    </message>
    <message>
        <source>The page&apos;s &lt;link rel=&quot;canonical&quot;&gt; names another URL, so search engines index that one instead and leave this one out (Search Console: &quot;Duplicate, submitted URL not selected as canonical&quot;). Google&apos;s sitemap guide asks for the canonical version of each page. List the canonical URL, which the message names, instead.</source>
        <translation>Тег &lt;link rel=&quot;canonical&quot;&gt; сторінки вказує іншу URL-адресу, тож пошукові системи індексують саме її, а цю пропускають (Search Console: «Дублікат, надіслану URL-адресу не вибрано як канонічну»). Посібник Google щодо файлів Sitemap вимагає вказувати канонічну версію кожної сторінки. Натомість укажіть канонічну URL-адресу; її наведено в повідомленні.</translation>
    </message>
    <message>
        <source>Replace the URL by the page&apos;s canonical (offered when the canonical is indexable; removed instead when the sitemap lists it already)</source>
        <translation>Замініть URL-адресу на канонічну адресу сторінки (пропонується, якщо канонічна сторінка доступна для індексування; якщо файл Sitemap уже її містить, URL-адресу натомість буде видалено)</translation>
    </message>
    <message>
        <source>Submitted URL returns a non-HTML document</source>
        <translation>Надіслана URL-адреса повертає документ не у форматі HTML</translation>
    </message>
    <message>
        <source>The URL answers with a Content-Type other than text/html (a PDF, an image, plain text). Search engines index some such files, but a sitemap of pages usually lists them by mistake, and the audit cannot read their robots directives or canonical. Keep the URL only if the document should appear in search results.</source>
        <translation>URL-адреса відповідає із заголовком Content-Type, відмінним від text/html (PDF, зображення, звичайний текст). Пошукові системи індексують деякі такі файли, але у файлі Sitemap зі сторінками їх зазвичай указують помилково, а під час аудиту не можна прочитати їхні директиви robots чи канонічну адресу. Залишайте URL-адресу, лише якщо документ має з’являтися в результатах пошуку.</translation>
    </message>
    <message>
        <source>Indexable page missing from the sitemap</source>
        <translation>Сторінка, доступна для індексування, відсутня у файлі Sitemap</translation>
    </message>
    <message>
        <source>The crawl of the site reached a page that search engines would index (status 200, HTML, not noindex, its own canonical, not blocked by robots.txt) and the sitemap does not list it. A sitemap should list every page that ought to be found in search; Search Console shows such pages as &quot;Indexed, not submitted in sitemap&quot;. Add the page, or make it noindex or canonicalised if it should not be indexed.</source>
        <translation>Під час сканування сайту знайдено сторінку, яку пошукові системи проіндексували б (статус 200, HTML, без noindex, канонічна адреса вказує на неї саму, не заблокована файлом robots.txt), але файл Sitemap її не містить. Файл Sitemap має містити кожну сторінку, яку потрібно знаходити в пошуку; Search Console показує такі сторінки зі статусом «Проіндексовано, але не надіслано у файлі Sitemap». Додайте сторінку або позначте її як noindex чи вкажіть для неї іншу канонічну адресу, якщо її не потрібно індексувати.</translation>
    </message>
    <message>
        <source>hreflang in the page and in the sitemap disagree</source>
        <translation>hreflang на сторінці й у файлі Sitemap не збігаються</translation>
    </message>
    <message>
        <source>The page&apos;s &lt;link rel=&quot;alternate&quot; hreflang&gt; annotations and the sitemap&apos;s &lt;xhtml:link&gt; alternates for the URL name different language versions. Google reads both and merges them; when they contradict each other, the cluster is ambiguous and may be ignored. The message lists what only the page and only the sitemap say; make them the same, in one place or in both.</source>
        <translation>Анотації &lt;link rel=&quot;alternate&quot; hreflang&gt; сторінки й альтернативні версії &lt;xhtml:link&gt; для цієї URL-адреси у файлі Sitemap указують різні мовні версії. Google читає обидва джерела й об’єднує їх; якщо вони суперечать одне одному, набір стає неоднозначним і може бути проігнорований. У повідомленні наведено те, що вказано лише на сторінці, і те, що вказано лише у файлі Sitemap; узгодьте їх в одному місці або в обох.</translation>
    </message>
    <message>
        <source>The server answered with a 5xx status (500 Internal Server Error, 503 Service Unavailable, ...) when the link checker or the site audit fetched the URL. Search engines retry later but crawl less when errors persist. Check the server, then check the URL again.</source>
        <translation>Коли засіб перевірки посилань або аудит сайту отримував URL-адресу, сервер відповів статусом 5xx (500 Internal Server Error, 503 Service Unavailable, ...). Пошукові системи повторюють спробу пізніше, але сканують менше, якщо помилки не зникають. Перевірте сервер, а потім ще раз перевірте URL-адресу.</translation>
    </message>
    <message>
        <source>The link checker or the site audit got no (complete) answer for the URL: the host name does not resolve, the connection was refused or timed out, or the TLS handshake failed. The message says which. A search engine cannot fetch the page either; check the host name and the server.</source>
        <translation>Засіб перевірки посилань або аудит сайту не отримав (повної) відповіді для URL-адреси: назва хоста не розпізнається, з’єднання відхилено або перервано через тайм-аут, чи не вдалося встановити з’єднання TLS. Що саме сталося, зазначено в повідомленні. Пошукова система теж не може отримати сторінку; перевірте назву хоста й сервер.</translation>
    </message>
    <message>
        <source>A sitemap index lists another sitemap index. The sitemaps.org protocol lets an index list sitemaps only, not other indexes, and Google reads neither the nested index nor the sitemaps it lists. Sitemap Studio reads them all the same, so that every URL is checked, and marks them in the Workspace tree. List the nested index&apos;s sitemaps in this index directly, or submit the nested index on its own.</source>
        <translation>Індекс файлів Sitemap містить інший індекс файлів Sitemap. Протокол sitemaps.org дозволяє індексу містити лише файли Sitemap, а не інші індекси, і Google не читає ні вкладений індекс, ні файли Sitemap, які він містить. Sitemap Studio все одно читає їх, щоб перевірити кожну URL-адресу, і позначає їх у дереві «Робочий простір». Укажіть файли Sitemap вкладеного індексу безпосередньо в цьому індексі або надішліть вкладений індекс окремо.</translation>
    </message>
    <message>
        <source>Orphan URL: no link from the start page leads to it</source>
        <translation>Сирітська URL-адреса: від початкової сторінки до неї не веде жодне посилання</translation>
    </message>
    <message>
        <source>No chain of followed links from the crawl&apos;s start page reaches the URL (by &lt;a href&gt; on pages that are not nofollow, a redirect or an hreflang alternate): it is an orphan, found only through the sitemap, even when other orphans link to it, as a list&apos;s later pages link back to its first. The finding names the start page and, for orphans that link to each other, how many crawled pages their group holds. Search engines index such pages reluctantly and give them little weight. Link it from a page the site&apos;s navigation reaches, or drop it if it is obsolete. Reported only when the crawl covered the whole site, no limit cut it short.</source>
        <translation>Жоден ланцюжок відстежуваних посилань від початкової сторінки сканування не веде до URL-адреси (через &lt;a href&gt; на сторінках без nofollow, переспрямування або альтернативу hreflang): вона сирітська, її можна знайти лише через файл Sitemap, навіть коли на неї посилаються інші сирітські сторінки, як-от наступні сторінки списку посилаються на першу. Знахідка називає початкову сторінку, а для сирітських сторінок, що посилаються одна на одну, — скільки просканованих сторінок містить їхня група. Пошукові системи неохоче індексують такі сторінки й надають їм малої ваги. Додайте посилання на неї зі сторінки, до якої веде навігація сайту, або вилучіть її, якщо вона застаріла. Повідомляється лише тоді, коли сканування охопило весь сайт і жоден ліміт його не обірвав.</translation>
    </message>
    <message>
        <source>Lastmod later than the page&apos;s own date</source>
        <translation>Lastmod пізніший за власну дату сторінки</translation>
    </message>
    <message>
        <source>The site audit read the date the page itself says it was last changed (its JSON-LD dateModified, article:modified_time, og:updated_time or &lt;time itemprop=&quot;dateModified&quot;&gt;), and the sitemap&apos;s lastmod is more than a day later. Google uses lastmod only when it is consistently and verifiably accurate, and learns to ignore a sitemap whose dates move without the pages. Set the lastmod to the page&apos;s date, which the message names.</source>
        <translation>Аудит сайту прочитав дату, коли сторінка, за її власними даними, востаннє змінювалася (її JSON-LD dateModified, article:modified_time, og:updated_time або &lt;time itemprop=&quot;dateModified&quot;&gt;), і lastmod у файлі Sitemap пізніший більш ніж на день. Google використовує lastmod, лише коли він послідовно й перевірно точний, і вчиться ігнорувати файл Sitemap, чиї дати змінюються без сторінок. Установіть lastmod на дату сторінки, яку називає повідомлення.</translation>
    </message>
    <message>
        <source>Set the lastmod to the page&apos;s own date</source>
        <translation>Установити lastmod на власну дату сторінки</translation>
    </message>
    <message>
        <source>Lastmod earlier than the page&apos;s own date</source>
        <translation>Lastmod раніший за власну дату сторінки</translation>
    </message>
    <message>
        <source>The page says it was changed after the sitemap&apos;s lastmod (its JSON-LD dateModified, article:modified_time, og:updated_time or &lt;time itemprop=&quot;dateModified&quot;&gt;): the sitemap is stale, and search engines that trust it recrawl the page late. Set the lastmod to the page&apos;s date, which the message names, and have the sitemap written when pages change.</source>
        <translation>Сторінка повідомляє, що змінилася після lastmod у файлі Sitemap (її JSON-LD dateModified, article:modified_time, og:updated_time або &lt;time itemprop=&quot;dateModified&quot;&gt;): файл Sitemap застарів, і пошукові системи, які йому довіряють, повторно сканують сторінку із запізненням. Установіть lastmod на дату сторінки, яку називає повідомлення, і записуйте файл Sitemap, коли сторінки змінюються.</translation>
    </message>
    <message>
        <source>Lastmod follows the deploy time, not the pages</source>
        <translation>Lastmod відповідає часу розгортання, а не сторінкам</translation>
    </message>
    <message>
        <source>Most of the sitemap&apos;s lastmod values are the date of their page&apos;s Last-Modified header while the pages themselves give other dates. Static hosts and CDNs set that header to the time of the last deploy, the same for every page, so the sitemap says every page changed then. Google uses lastmod only when it is verifiably accurate. Take the dates from the pages (crawl --lastmod does) or leave lastmod out; the findings on each URL offer the page&apos;s date.</source>
        <translation>Більшість значень lastmod у файлі Sitemap — це дата заголовка Last-Modified їхньої сторінки, тоді як самі сторінки називають інші дати. Статичні хостинги й CDN установлюють цей заголовок на час останнього розгортання, однаковий для всіх сторінок, тож файл Sitemap стверджує, що кожна сторінка тоді змінилася. Google використовує lastmod, лише коли він перевірно точний. Беріть дати зі сторінок (crawl --lastmod так робить) або не вказуйте lastmod; висновки для окремих URL-адрес пропонують дату сторінки.</translation>
    </message>
    <message>
        <source>Page images missing from the sitemap entry</source>
        <translation>Зображення сторінки, яких немає в записі файлу Sitemap</translation>
    </message>
    <message>
        <source>The sitemap lists images, but its entry for this page lacks some that the page shows on its own host (&lt;img&gt;, its largest srcset candidate, &lt;picture&gt; sources, og:image). Image sitemaps are how image search finds pictures that pages load in ways a crawler may miss. Add the images the message names, or leave them out on purpose.</source>
        <translation>Файл Sitemap містить зображення, але в його записі для цієї сторінки бракує деяких, які сторінка показує на власному хості (&lt;img&gt;, найбільший кандидат його srcset, джерела &lt;picture&gt;, og:image). Файли Sitemap для зображень — це спосіб, у який пошук зображень знаходить картинки, що їх сторінки завантажують так, що сканер може їх пропустити. Додайте зображення, які називає повідомлення, або пропустіть їх свідомо.</translation>
    </message>
    <message>
        <source>Add the page&apos;s images to the entry</source>
        <translation>Додати зображення сторінки до запису</translation>
    </message>
    <message>
        <source>Image URL is not an image</source>
        <translation>URL-адреса зображення не є зображенням</translation>
    </message>
    <message>
        <source>The image&apos;s URL answers, but its Content-Type is no image (text/html, application/json, ...): typically an error page served with status 200, or a moved image whose old URL now shows a page. Google&apos;s image sitemap guide asks for the image files themselves; such entries are dropped. Point image:loc at the image, or remove the image from the entry.</source>
        <translation>URL-адреса зображення відповідає, але її Content-Type не є зображенням (text/html, application/json, ...): зазвичай це сторінка помилки зі станом 200 або переміщене зображення, стара адреса якого тепер показує сторінку. Посібник Google щодо файлів Sitemap для зображень вимагає самих файлів зображень; такі записи відкидаються. Спрямуйте image:loc на зображення або вилучіть зображення із запису.</translation>
    </message>
    <message>
        <source>Remove the URL from the sitemap (for an image, the image from its entry)</source>
        <translation>Вилучити URL-адресу з файлу Sitemap (для зображення — зображення з його запису)</translation>
    </message>
    <message>
        <source>Remove the image from the entry</source>
        <translation>Вилучити зображення із запису</translation>
    </message>
    <message>
        <source>The &lt;news:language&gt; is not an ISO 639 language code of two or three letters, such as &apos;en&apos; or &apos;fil&apos;, as Google Search Central&apos;s news sitemap documentation requires. The only exceptions it lists are zh-cn and zh-tw for Simplified and Traditional Chinese. Codes are read in any case (zh-CN is zh-cn). A longer tag such as en-US or zh-Hant is not taken: write the language&apos;s code alone (en), or zh-cn or zh-tw for Chinese by its script or region (zh-Hans, zh-SG: zh-cn; zh-Hant, zh-HK: zh-tw).</source>
        <translation>&lt;news:language&gt; не є двох- або трилітерним кодом мови за ISO 639, як-от «en» чи «fil», як вимагає документація Google Search Central щодо файлів Sitemap для новин. Єдині винятки, які вона наводить, — zh-cn і zh-tw для спрощеної та традиційної китайської. Регістр не має значення (zh-CN — це zh-cn). Довший тег, як-от en-US чи zh-Hant, не приймається: напишіть лише код мови (en), а для китайської — zh-cn або zh-tw за письмом чи регіоном (zh-Hans, zh-SG: zh-cn; zh-Hant, zh-HK: zh-tw).</translation>
    </message>
    <message>
        <source>Write the language code the message names</source>
        <translation>Записати код мови, названий у повідомленні</translation>
    </message>
    <message>
        <source>Placeholder lastmod</source>
        <translation>Заповнювач у lastmod</translation>
    </message>
    <message>
        <source>Remove the lastmod</source>
        <translation>Видалити lastmod</translation>
    </message>
    <message>
        <source>Couldn&apos;t fetch</source>
        <translation>Не вдалося отримати</translation>
    </message>
    <message>
        <source>Asked for as the search engine&apos;s crawler (the --user-agent chosen, Googlebot smartphone by default), the sitemap&apos;s address answered an error status or nothing at all, while a browser was given the file. Search Console shows such a sitemap as &quot;Couldn&apos;t fetch&quot; and reads none of its URLs. A firewall, a bot protection or a rule on the User-Agent that turns crawlers away is the usual cause: let the crawler fetch the sitemap (a real Googlebot is told apart by a reverse DNS lookup of its address, not by its User-Agent).</source>
        <translation>На запит пошукового робота (вибраний --user-agent, типово Googlebot для смартфонів) адреса файлу Sitemap повернула стан помилки або нічого, тоді як браузер отримав файл. Search Console показує такий файл Sitemap як «Не вдалося отримати» і не читає жодної його URL-адреси. Звичайна причина — брандмауер, захист від ботів або правило щодо User-Agent, яке відвертає роботів: дозвольте роботу отримати файл Sitemap (справжнього Googlebot розпізнають за зворотним запитом DNS його адреси, а не за User-Agent).</translation>
    </message>
    <message>
        <source>Sitemap is HTML</source>
        <translation>Файл Sitemap — це HTML</translation>
    </message>
    <message>
        <source>Asked for as the search engine&apos;s crawler, the sitemap&apos;s address answered an HTML page (a bot challenge, a consent wall, a login page) where a browser was given the sitemap. Search Console shows it as &quot;Sitemap is HTML&quot; and reads no URL from it. Serve the sitemap itself to crawlers: leave its address out of the challenge or the wall.</source>
        <translation>На запит пошукового робота адреса файлу Sitemap повернула сторінку HTML (перевірку на бота, стіну згоди, сторінку входу), тоді як браузер отримав файл Sitemap. Search Console показує його як «Файл Sitemap — це HTML» і не читає з нього жодної URL-адреси. Віддавайте роботам сам файл Sitemap: виключіть його адресу з перевірки або стіни.</translation>
    </message>
    <message>
        <source>Sitemap served differently to crawlers</source>
        <translation>Файл Sitemap віддається роботам інакше</translation>
    </message>
    <message>
        <source>The sitemap&apos;s address answered the search engine&apos;s crawler otherwise than a browser: with another status, another Content-Type, or a redirect to another address. Search engines read what their crawler is given, so what a browser shows is not what they read, and a redirect to another host or folder changes which URLs the sitemap may list. Serve crawlers and browsers the same file at the same address.</source>
        <translation>Адреса файлу Sitemap відповіла пошуковому роботу інакше, ніж браузеру: іншим станом, іншим Content-Type або переспрямуванням на іншу адресу. Пошукові системи читають те, що отримує їхній робот, тож те, що показує браузер, — не те, що вони читають, а переспрямування на інший хост чи в іншу теку змінює, які URL-адреси може містити файл Sitemap. Віддавайте роботам і браузерам той самий файл за тією самою адресою.</translation>
    </message>
    <message>
        <source>Noindex in the HTML, removed by JavaScript</source>
        <translation>Noindex у HTML, прибраний JavaScript</translation>
    </message>
    <message>
        <source>The page&apos;s HTML as the server sends it has a robots meta tag with noindex, and its JavaScript removes or changes it. Google&apos;s JavaScript guide: when Googlebot finds noindex it may skip rendering and running JavaScript, so a script cannot lift it; the page stays out of the index (Search Console: &quot;Excluded by &apos;noindex&apos; tag&quot;). If the page should be indexed, leave noindex out of the HTML the server sends.</source>
        <translation>HTML сторінки, яким його надсилає сервер, має метатег robots з noindex, а JavaScript сторінки прибирає або змінює його. Посібник Google з JavaScript: знайшовши noindex, Googlebot може не рендерити сторінку й не виконувати JavaScript, тож скрипт не може його скасувати; сторінка лишається поза індексом (Search Console: &quot;Excluded by &apos;noindex&apos; tag&quot;). Якщо сторінка має бути в індексі, не пишіть noindex у HTML, який надсилає сервер.</translation>
    </message>
    <message>
        <source>JavaScript changes the robots meta tag</source>
        <translation>JavaScript змінює метатег robots</translation>
    </message>
    <message>
        <source>The page&apos;s robots meta directives (noindex, nofollow) differ between its HTML as sent and the page once its JavaScript ran (the crawl rendered it as Google does). Google reads both, and a noindex in either keeps the page out of the index; other search engines may read only the HTML. Write the directives the page means into the HTML the server sends.</source>
        <translation>Директиви метатегу robots сторінки (noindex, nofollow) відрізняються між її HTML, яким його надіслано, і сторінкою після виконання її JavaScript (обхід відрендерив її, як це робить Google). Google читає обидва, і noindex у будь-якому з них тримає сторінку поза індексом; інші пошукові системи можуть читати лише HTML. Запишіть директиви, які має на увазі сторінка, у HTML, який надсилає сервер.</translation>
    </message>
    <message>
        <source>JavaScript changes the canonical URL</source>
        <translation>JavaScript змінює канонічну URL-адресу</translation>
    </message>
    <message>
        <source>The page&apos;s &lt;link rel=&quot;canonical&quot;&gt; differs between its HTML as sent and the page once its JavaScript ran: the script adds one, removes it or names another URL. Google&apos;s JavaScript guide advises against setting the canonical with JavaScript, and where a script does, asks that the HTML carries no other one: Google may take either. Put the canonical the page means into the HTML the server sends.</source>
        <translation>&lt;link rel=&quot;canonical&quot;&gt; сторінки відрізняється між її HTML, яким його надіслано, і сторінкою після виконання її JavaScript: скрипт додає його, прибирає або вказує іншу URL-адресу. Посібник Google з JavaScript не радить задавати канонічну адресу через JavaScript, а там, де скрипт це робить, просить, щоб HTML не містив іншої: Google може взяти будь-яку. Запишіть канонічну адресу, яку має на увазі сторінка, у HTML, який надсилає сервер.</translation>
    </message>
    <message>
        <source>Page reachable only through links JavaScript creates</source>
        <translation>Сторінка досяжна лише через посилання, які створює JavaScript</translation>
    </message>
    <message>
        <source>Every link the crawl followed to this page exists only once the linking pages&apos; JavaScript ran; their HTML as sent has none. Google renders pages and follows &lt;a href&gt; links of the rendered page, later than those of the HTML, and crawlers that run no JavaScript never find the page but through the sitemap. Render the links into the HTML the server sends (server-side rendering or prerendering), or link the page from a page that does.</source>
        <translation>Кожне посилання, яким обхід дійшов до цієї сторінки, з&apos;являється лише після виконання JavaScript сторінок, що посилаються; їхній HTML, яким його надіслано, не має жодного. Google рендерить сторінки й переходить за посиланнями &lt;a href&gt; відрендереної сторінки, пізніше, ніж за посиланнями з HTML, а пошукові роботи, які не виконують JavaScript, знайдуть сторінку лише через карту сайту. Рендеріть посилання в HTML, який надсилає сервер (рендеринг на сервері або попередній рендеринг), або посилайтеся на сторінку зі сторінки, яка це робить.</translation>
    </message>
    <message>
        <source>Page did not finish rendering</source>
        <translation>Сторінка не завершила рендеринг</translation>
    </message>
    <message>
        <source>Page resources blocked by robots.txt</source>
        <translation>Ресурси сторінки заблоковані файлом robots.txt</translation>
    </message>
    <message>
        <source>Rendering the page needed scripts, style sheets or data that robots.txt disallows for the crawl&apos;s user agent, so they were not loaded, as Google&apos;s renderer does not load them (URL Inspection: &quot;Page resources: couldn&apos;t be loaded, Blocked by robots.txt&quot;). What they would have built is missing from what Google sees. Allow them in robots.txt; the message names them.</source>
        <translation>Для рендерингу сторінки потрібні скрипти, таблиці стилів або дані, які robots.txt забороняє для агента користувача обходу, тож їх не завантажено, як не завантажує їх і рендерер Google (Перевірка URL: &quot;Page resources: couldn&apos;t be loaded, Blocked by robots.txt&quot;). Того, що вони побудували б, немає в тому, що бачить Google. Дозвольте їх у robots.txt; повідомлення їх називає.</translation>
    </message>
    <message>
        <source>The page&apos;s JavaScript kept the network busy until the crawl&apos;s page time ran out (a request that never ends, or one started again and again), so the page was read as it stood then. Google&apos;s renderer also gives a page limited time; what the page shows later may not be indexed (URL Inspection: &quot;Page partially loaded&quot;). Make the page&apos;s content and links load without waiting on endless requests, or give each page more seconds if the page is merely slow (crawl --page-time; in Crawl Site…, &quot;Give up on a page after&quot;).</source>
        <translation>JavaScript сторінки тримав мережу зайнятою, доки не сплив час обходу на сторінку (запит, який ніколи не закінчується, або той, що запускається знову й знову), тож сторінку прочитано такою, якою вона була тоді. Рендерер Google теж дає сторінці обмежений час; те, що сторінка покаже пізніше, може не потрапити до індексу (Перевірка URL: &quot;Page partially loaded&quot;). Зробіть так, щоб вміст і посилання сторінки завантажувалися без очікування нескінченних запитів, або дайте кожній сторінці більше секунд, якщо сторінка просто повільна (crawl --page-time; у «Сканувати сайт…» — «Покинути сторінку після»).</translation>
    </message>
    <message>
        <source>The &lt;lastmod&gt; date is one no page can have: it lies before 6 August 1991, when the first web page went online (1970-01-01, the start of Unix time, or 0001-01-01), or it is a midnight that many URLs of the file share, years before every other lastmod of the file (a generator that dates its tag and category pages 2000-01-01T00:00:00+00:00 while its articles are dated 2021 to 2023). Such dates are what a generator writes for a date it does not know. Google Search Central&apos;s sitemap documentation says Google uses lastmod only when it is consistently and verifiably accurate, so a placeholder weakens the file&apos;s other dates. Remove the lastmod, or write the page&apos;s real last change.</source>
        <translation>Дату &lt;lastmod&gt; не може мати жодна сторінка: вона раніша за 6 серпня 1991 року, коли запрацювала перша вебсторінка (1970-01-01, початок часу Unix, або 0001-01-01), або це північ, яку поділяють багато URL-адрес файлу, на роки раніша за всі інші lastmod файлу (генератор, що датує сторінки тегів і категорій 2000-01-01T00:00:00+00:00, тоді як статті датовано 2021–2023 роками). Такі дати генератор пише замість дати, якої не знає. Документація Google Search Central щодо файлів Sitemap каже, що Google використовує lastmod лише тоді, коли він постійно й перевірно точний, тож заповнювач послаблює й інші дати файлу. Видаліть lastmod або запишіть справжню останню зміну сторінки.</translation>
    </message>
    <message>
        <source>Duplicate, Google chose different canonical than user</source>
        <translation>Копія: Google вибрав іншу канонічну сторінку, ніж користувач</translation>
    </message>
    <message>
        <source>Search Console (URL Inspection or the Page indexing report) says that Google took the page for a duplicate and indexes another URL, which the message names, in its place, although the page declares itself or another URL canonical. A sitemap should list the URLs that are to be indexed: list Google&apos;s choice instead, or, if this URL is the one that should be shown, make the duplicates point to it (canonical, redirects, internal links).</source>
        <translation>Search Console (перевірка URL-адреси або звіт «Індексування сторінок») повідомляє, що Google вважає сторінку копією та індексує замість неї іншу URL-адресу, яку названо в повідомленні, хоча сторінка оголошує канонічною себе чи іншу адресу. Файл Sitemap має містити URL-адреси, які слід індексувати: укажіть натомість вибір Google або, якщо показувати слід саме цю адресу, спрямуйте на неї копії (канонічним посиланням, переадресаціями, внутрішніми посиланнями).</translation>
    </message>
    <message>
        <source>Replace the URL by the canonical Google chose (removed instead when the sitemap lists that URL already)</source>
        <translation>Замініть URL-адресу на канонічну, яку вибрав Google (якщо файл Sitemap уже її містить, URL-адресу натомість буде видалено)</translation>
    </message>
    <message>
        <source>Crawled - currently not indexed</source>
        <translation>Проскановано – наразі не проіндексовано</translation>
    </message>
    <message>
        <source>Search Console says that Google crawled the page and chose not to index it, for now. It may be indexed later; resubmitting it does not help. When many pages of a section are here, look at what sets them apart: thin or near-identical content, few internal links, or pages that should not be in the sitemap at all.</source>
        <translation>Search Console повідомляє, що Google просканував сторінку й поки що вирішив її не індексувати. Згодом її може бути проіндексовано; повторне надсилання не допоможе. Якщо таких сторінок з одного розділу багато, шукайте, чим вони відрізняються: бідним або майже однаковим вмістом, малою кількістю внутрішніх посилань, або ж це сторінки, яким у файлі Sitemap зовсім не місце.</translation>
    </message>
    <message>
        <source>Discovered - currently not indexed</source>
        <translation>Виявлено – наразі не проіндексовано</translation>
    </message>
    <message>
        <source>Search Console says that Google knows the URL (from the sitemap or a link) but has not crawled it yet, often because crawling the site seemed to overload it, or because Google does not expect much of the pages. A site that answers fast and links its important pages well is crawled more; keep the sitemap to the pages that matter.</source>
        <translation>Search Console повідомляє, що Google знає URL-адресу (з файлу Sitemap або з посилання), але ще не просканував її, часто тому, що сканування, вочевидь, перевантажило б сайт, або тому, що Google не очікує від сторінок багато. Сайт, який відповідає швидко й добре посилається на важливі сторінки, сканується більше; залишайте у файлі Sitemap лише сторінки, які мають значення.</translation>
    </message>
    <message>
        <source>Submitted URL blocked by robots.txt</source>
        <translation>Надіслану URL-адресу заблоковано файлом robots.txt</translation>
    </message>
    <message>
        <source>The sitemap lists the URL, and Search Console says that the site&apos;s robots.txt does not let Googlebot fetch it. A sitemap asks for its URLs to be crawled: remove the URL from the sitemap, or allow it in robots.txt if it should be found in search.</source>
        <translation>Файл Sitemap містить URL-адресу, а Search Console повідомляє, що файл robots.txt сайту не дозволяє Googlebot її завантажити. Файл Sitemap просить сканувати свої URL-адреси: видаліть URL-адресу з файлу Sitemap або дозвольте її у файлі robots.txt, якщо її мають знаходити в пошуку.</translation>
    </message>
    <message>
        <source>The sitemap lists the URL, and Search Console says that the page forbids indexing with a noindex rule, in a robots meta tag or an X-Robots-Tag HTTP header (&quot;Excluded by &apos;noindex&apos; tag&quot;). Remove the URL from the sitemap, or the rule from the page if it should be indexed.</source>
        <translation>Файл Sitemap містить URL-адресу, а Search Console повідомляє, що сторінка забороняє індексування правилом noindex у метатегу robots або в HTTP-заголовку X-Robots-Tag («Виключено тегом „noindex“»). Видаліть URL-адресу з файлу Sitemap або правило зі сторінки, якщо її слід індексувати.</translation>
    </message>
    <message>
        <source>Submitted URL not found (404)</source>
        <translation>Надісланої URL-адреси не знайдено (404)</translation>
    </message>
    <message>
        <source>The sitemap lists the URL, and Search Console says that the server answered Googlebot 404 Not Found (or 410 Gone). A sitemap should list only pages that exist: remove the URL, or restore the page, or redirect it to its new address and list that one.</source>
        <translation>Файл Sitemap містить URL-адресу, а Search Console повідомляє, що сервер відповів Googlebot 404 Not Found (або 410 Gone). Файл Sitemap має містити лише наявні сторінки: видаліть URL-адресу, відновіть сторінку або переадресуйте її на нову адресу й укажіть ту.</translation>
    </message>
    <message>
        <source>Submitted URL seems to be a Soft 404</source>
        <translation>Надіслана URL-адреса схожа на помилку soft 404</translation>
    </message>
    <message>
        <source>Search Console says that the page answers 200 OK but looks to Google like an error page: empty, &quot;no results&quot;, &quot;not found&quot; in the text. Google does not index it. Make a page that no longer exists answer 404 or 410 and remove it from the sitemap; give a page that does exist real content.</source>
        <translation>Search Console повідомляє, що сторінка відповідає 200 OK, але для Google виглядає як сторінка помилки: порожня, у тексті «немає результатів» чи «не знайдено». Google її не індексує. Нехай сторінка, якої вже немає, відповідає 404 або 410, і видаліть її з файлу Sitemap; наявній сторінці дайте справжній вміст.</translation>
    </message>
    <message>
        <source>Search Console says that the server answered Googlebot with a 5xx error, or took too long to answer, when it fetched the URL. Google cannot index a page it cannot fetch, and crawls a site that fails less. Look at the server&apos;s logs for Googlebot&apos;s requests at the last crawl time.</source>
        <translation>Search Console повідомляє, що під час завантаження URL-адреси сервер відповів Googlebot помилкою 5xx або відповідав надто довго. Google не може індексувати сторінку, яку не вдається завантажити, і менше сканує сайт, що дає збої. Шукайте в журналах сервера запити Googlebot на час останнього сканування.</translation>
    </message>
    <message>
        <source>Search Console says that the URL redirects, so Google indexes the page it leads to instead, if any. A sitemap should list final URLs: replace the URL by the one the redirect leads to.</source>
        <translation>Search Console повідомляє, що URL-адреса переадресовує, тож Google індексує замість неї сторінку, на яку вона веде, якщо таку взагалі. Файл Sitemap має містити кінцеві URL-адреси: замініть URL-адресу на ту, до якої веде переадресація.</translation>
    </message>
    <message>
        <source>Redirect error</source>
        <translation>Помилка переадресації</translation>
    </message>
    <message>
        <source>Search Console says that Googlebot could not follow the URL&apos;s redirects: a chain too long, a loop, a redirect to a URL too long or to an empty or bad URL. Make the URL answer directly, or redirect once to a page that answers 200, and list that page.</source>
        <translation>Search Console повідомляє, що Googlebot не зміг пройти переадресаціями URL-адреси: задовгий ланцюжок, цикл, переадресація на задовгу, порожню чи хибну URL-адресу. Нехай URL-адреса відповідає напряму або один раз переадресовує на сторінку, що відповідає 200, і вкажіть ту сторінку.</translation>
    </message>
    <message>
        <source>Submitted URL not indexed</source>
        <translation>Надіслану URL-адресу не проіндексовано</translation>
    </message>
    <message>
        <source>The sitemap lists the URL, and Search Console gives another reason for not indexing it, which the message quotes: an alternate page with a proper canonical tag, a duplicate without a user-selected canonical, a request blocked with 401, 403 or another 4xx status, and so on. Search Console&apos;s help on the Page indexing report explains each reason.</source>
        <translation>Файл Sitemap містить URL-адресу, а Search Console називає іншу причину, чому її не індексовано, яку цитує повідомлення: альтернативна сторінка з правильним канонічним тегом, копія без канонічної сторінки, вибраної користувачем, запит, заблокований зі статусом 401, 403 чи іншим 4xx, тощо. Кожну причину пояснює довідка Search Console до звіту «Індексування сторінок».</translation>
    </message>
    <message>
        <source>URL known to Google, not in the sitemap</source>
        <translation>URL-адреса, відома Google, якої немає у файлі Sitemap</translation>
    </message>
    <message>
        <source>Google knows the URL (it was inspected, or a Page indexing export lists it) and no sitemap read lists it. An indexed page that ought to be found belongs in the sitemap (&quot;Indexed, not submitted in sitemap&quot;); one that is gone, redirects or is a duplicate does not, and needs nothing.</source>
        <translation>Google знає URL-адресу (її перевірено або її містить експорт звіту «Індексування сторінок»), а жоден прочитаний файл Sitemap її не містить. Проіндексованій сторінці, яку мають знаходити, місце у файлі Sitemap («Проіндексовано, але не надіслано у файлі Sitemap»); сторінці, якої вже немає, яка переадресовує чи є копією, — ні, і з нею нічого робити не треба.</translation>
    </message>
    <message>
        <source>URL is unknown to Google</source>
        <translation>URL-адреса невідома Google</translation>
    </message>
    <message>
        <source>The sitemap lists the URL and URL Inspection says that Google has never seen it: the sitemap was not submitted or not read yet, or Google has not come to this URL. Check in Search Console that the sitemap is submitted and read without errors, and link the page from the site.</source>
        <translation>Файл Sitemap містить URL-адресу, а перевірка URL-адреси повідомляє, що Google ніколи її не бачив: файл Sitemap не надіслано або ще не прочитано, або Google ще не дійшов до цієї URL-адреси. Перевірте в Search Console, що файл Sitemap надіслано й прочитано без помилок, і пошліться на сторінку з сайту.</translation>
    </message>
    <message>
        <source>Lastmod claims a change the content history disproves</source>
        <translation>Lastmod стверджує зміну, яку спростовує історія вмісту</translation>
    </message>
    <message>
        <source>The crawls kept of the site (crawl --since) saw the page&apos;s main content as it is now before the lastmod&apos;s date, and again after it, unchanged (menus, footers and teasers left out). A lastmod that moves while the content does not is what makes Google stop trusting a sitemap&apos;s dates: it uses lastmod only when it is consistently and verifiably accurate. Set the lastmod to when the content last changed, which the message names.</source>
        <translation>Збережені сканування сайту (crawl --since) бачили основний вміст сторінки таким, як зараз, ще до дати lastmod і знову після неї без змін (меню, нижні колонтитули й тизери не враховуються). Lastmod, що змінюється, коли вміст не змінюється, — саме те, через що Google перестає довіряти датам карти сайту: він використовує lastmod, лише коли той постійно й перевірювано точний. Установіть lastmod на час останньої зміни вмісту, який називає повідомлення.</translation>
    </message>
    <message>
        <source>Set the lastmod to when the content last changed</source>
        <translation>Установити lastmod на час останньої зміни вмісту</translation>
    </message>
    <message>
        <source>Content changed, lastmod did not</source>
        <translation>Вміст змінився, lastmod — ні</translation>
    </message>
    <message>
        <source>A crawl after the lastmod&apos;s date saw other main content than the page has now: the page changed since, and the sitemap did not record it. Search engines that trust the sitemap recrawl the page late. Set the lastmod to the crawl that first saw the new content, which the message names, and have the sitemap written when pages change.</source>
        <translation>Сканування після дати lastmod бачило інший основний вміст, ніж сторінка має зараз: відтоді сторінка змінилася, а карта сайту цього не записала. Пошукові системи, що їй довіряють, повторно сканують сторінку із запізненням. Установіть lastmod на сканування, яке вперше побачило новий вміст (його називає повідомлення), і записуйте карту сайту, коли сторінки змінюються.</translation>
    </message>
    <message>
        <source>Set the lastmod to when the content changed</source>
        <translation>Установити lastmod на час зміни вмісту</translation>
    </message>
    <message>
        <source>Duplicate without user-selected canonical</source>
        <translation>Копія без канонічної сторінки, вибраної користувачем</translation>
    </message>
    <message>
        <source>The crawl found the same main content (menus, footers and teasers left out) on several pages the sitemap lists, and none of them names one of the others as its canonical URL. Google then picks one itself and leaves the rest out of its index, as Search Console reports under &quot;Duplicate without user-selected canonical&quot;. List one URL of each such group, and have the others name it as their canonical; the message names the group.</source>
        <translation>Сканування знайшло однаковий основний вміст (без меню, нижніх колонтитулів і тизерів) на кількох сторінках із карти сайту, і жодна з них не називає іншу канонічною URL-адресою. Тоді Google сам вибирає одну, а решту не додає до індексу, як Search Console повідомляє в розділі «Копія без канонічної сторінки, вибраної користувачем». Залиште в карті одну URL-адресу кожної такої групи, а інші хай називають її канонічною; групу називає повідомлення.</translation>
    </message>
    <message>
        <source>Keep one URL of the group, remove the others</source>
        <translation>Залишити одну URL-адресу групи, решту вилучити</translation>
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
Правила: %2</translation>
    </message>
</context>
<context>
    <name>Studio::AgentComparison</name>
    <message>
        <source>no answer (%1)</source>
        <translation>немає відповіді (%1)</translation>
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
        <translation>Не вдалося отримати як %1: %2 відповідає роботу %1 станом %3, а браузеру — %4</translation>
    </message>
    <message>
        <source>%1 answers %2 with %3 and a browser with %4</source>
        <translation>%1 відповідає роботу %2 станом %3, а браузеру — %4</translation>
    </message>
    <message>
        <source>Sitemap is HTML to %1: %2 gives %1 an HTML page with %3 and a browser the sitemap with %4</source>
        <translation>Файл Sitemap для %1 — це HTML: %2 віддає роботу %1 сторінку HTML (%3), а браузеру — файл Sitemap (%4)</translation>
    </message>
    <message>
        <source>Sitemap is HTML to %1: %2 gives %1 an HTML page titled &quot;%3&quot; with %4 and a browser the sitemap with %5</source>
        <translation>Файл Sitemap для %1 — це HTML: %2 віддає роботу %1 сторінку HTML із заголовком «%3» (%4), а браузеру — файл Sitemap (%5)</translation>
    </message>
    <message>
        <source>no Content-Type</source>
        <translation>без Content-Type</translation>
    </message>
    <message>
        <source>%1 is sent to %2 as %3 and to a browser as %4</source>
        <translation>%1 віддається роботу %2 як %3, а браузеру — як %4</translation>
    </message>
    <message>
        <source>no other address</source>
        <translation>жодної іншої адреси</translation>
    </message>
    <message>
        <source>%1 redirects %2 to %3 and a browser to %4</source>
        <translation>%1 переспрямовує робота %2 на %3, а браузер — на %4</translation>
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
        <translation>URL-адреса</translation>
    </message>
    <message>
        <source>rel</source>
        <translation>rel</translation>
    </message>
    <message>
        <source>Language, or language and region (ISO 639-1, ISO 3166-1), of the alternate to add; x-default for the fallback page</source>
        <translation>Мова або мова й регіон (ISO 639-1, ISO 3166-1) альтернативної версії, яку потрібно додати; x-default — для резервної сторінки</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Вил&amp;учити</translation>
    </message>
    <message>
        <source>Give every other URL of this set that is in the workspace the same language links, so that each links back (one undo step)</source>
        <translation>Додати ті самі мовні посилання до кожної іншої URL-адреси цього набору, що є в робочій області, щоб кожна з них посилалася у відповідь (один крок скасування)</translation>
    </message>
    <message>
        <source>Add hreflang %1 to %2</source>
        <translation>Додати hreflang %1 до %2</translation>
    </message>
    <message>
        <source>Remove an alternate of %1</source>
        <translation>Вилучити альтернативну версію %1</translation>
    </message>
    <message>
        <source>Edit an alternate of %1</source>
        <translation>Змінити альтернативну версію %1</translation>
    </message>
    <message>
        <source>Alternates of the entry</source>
        <translation>Альтернативні версії запису</translation>
    </message>
    <message>
        <source>Language of the alternate to add</source>
        <translation>Мова альтернативної версії, яку потрібно додати</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Дода&amp;ти</translation>
    </message>
    <message>
        <source>Add re&amp;ciprocal links</source>
        <translation>Додати вза&amp;ємні посилання</translation>
    </message>
    <message>
        <source>The alternate page&apos;s language: an ISO 639-1 code, with an ISO 3166-1 region if needed (en, en-GB, de-AT); x-default for the page shown when no language matches (Google).</source>
        <translation>Мова альтернативної сторінки: код ISO 639-1, за потреби з регіоном ISO 3166-1 (en, en-GB, de-AT); x-default — для сторінки, яку показують, коли жодна мова не збігається (Google).</translation>
    </message>
    <message>
        <source>The alternate page&apos;s absolute URL. Each page of the set lists every page of it, itself included, and each one links back.</source>
        <translation>Абсолютна URL-адреса альтернативної сторінки. Кожна сторінка набору вказує всі його сторінки, зокрема й саму себе, і кожна з них посилається у відповідь.</translation>
    </message>
    <message>
        <source>alternate for a language version of the page; other values are kept as found.</source>
        <translation>alternate — для мовної версії сторінки; інші значення зберігаються в тому вигляді, у якому їх знайдено.</translation>
    </message>
    <message numerus="yes">
        <source>Add reciprocal hreflang links to %Ln URLs</source>
        <translation>
            <numerusform>Додати взаємні посилання hreflang до %Ln URL-адреси</numerusform>
            <numerusform>Додати взаємні посилання hreflang до %Ln URL-адрес</numerusform>
            <numerusform>Додати взаємні посилання hreflang до %Ln URL-адрес</numerusform>
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
            <numerusform>%1: %2 сторінка
Клацніть, щоб показати їх у таблиці</numerusform>
            <numerusform>%1: %2 сторінки
Клацніть, щоб показати їх у таблиці</numerusform>
            <numerusform>%1: %2 сторінок
Клацніть, щоб показати їх у таблиці</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::Checker</name>
    <message>
        <source>%1 is empty</source>
        <translation>%1: значення порожнє</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 contains the control character %2 at position %3</source>
        <translation>%1 містить керівний символ %2 у позиції %3</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; contains %3 at position %4, which must be percent-encoded</source>
        <translation>%1 «%2» містить %3 у позиції %4; цей символ потрібно закодувати відсотковим кодуванням</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; contains an XML entity as text; it was escaped twice</source>
        <translation>%1 «%2» містить XML-сутність як текст; її екрановано двічі</translation>
    </message>
    <message>
        <source>The URL has %1 characters; at most %2 are allowed</source>
        <translation>Кількість символів в URL-адресі: %1; дозволено не більше %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; carries the session parameter &quot;%2&quot;</source>
        <translation>«%1» містить параметр сеансу «%2»</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a W3C Datetime</source>
        <translation>%1 «%2»: значення не у форматі W3C Datetime</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; separates date and time with a space instead of T</source>
        <translation>%1 «%2»: дату й час розділено пробілом замість T</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; writes the time zone offset without a colon</source>
        <translation>%1 «%2»: зміщення часового поясу записано без двокрапки</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; has a time but no time zone (Z or +hh:mm)</source>
        <translation>%1 «%2»: указано час, але немає часового поясу (Z або +hh:mm)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is neither xsd:date nor xsd:dateTime</source>
        <translation>%1 «%2»: значення не є ні xsd:date, ні xsd:dateTime</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is in the future</source>
        <translation>%1 «%2»: дата в майбутньому</translation>
    </message>
    <message>
        <source>%1 contains the control character U+%2 at position %3</source>
        <translation>%1 містить керівний символ U+%2 у позиції %3</translation>
    </message>
    <message>
        <source>The URL has %1 images; at most %2 are allowed</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Кількість зображень в URL-адресі: %1; дозволено не більше %2</translation>
    </message>
    <message>
        <source>Image %1 has no &lt;image:loc&gt;</source>
        <translation>Зображення %1 не має &lt;image:loc&gt;</translation>
    </message>
    <message>
        <source>Image %1 &lt;image:loc&gt;</source>
        <translation>Зображення %1 &lt;image:loc&gt;</translation>
    </message>
    <message>
        <source>Image %1 &lt;%2&gt;</source>
        <translation>Зображення %1 &lt;%2&gt;</translation>
    </message>
    <message>
        <source>Video %1 has no %2</source>
        <translation>Відео %1 не має %2</translation>
    </message>
    <message>
        <source>Video %1 has neither &lt;video:content_loc&gt; nor &lt;video:player_loc&gt;</source>
        <translation>Відео %1 не має ні &lt;video:content_loc&gt;, ні &lt;video:player_loc&gt;</translation>
    </message>
    <message>
        <source>Video %1 %2</source>
        <translation>Відео %1 %2</translation>
    </message>
    <message>
        <source>Video %1 %2 is the page&apos;s own URL &quot;%3&quot;</source>
        <translation>Відео %1: %2 — це власна URL-адреса сторінки «%3»</translation>
    </message>
    <message>
        <source>Video %1 &lt;video:content_loc&gt; and &lt;video:player_loc&gt; are both &quot;%2&quot;</source>
        <translation>Відео %1: &lt;video:content_loc&gt; і &lt;video:player_loc&gt; обидва мають значення «%2»</translation>
    </message>
    <message>
        <source>Video %1 title</source>
        <translation>Назва відео %1</translation>
    </message>
    <message>
        <source>Video %1 title has %2 characters; search results show about %3</source>
        <translation>Кількість символів у назві відео %1: %2; у результатах пошуку показується приблизно %3</translation>
    </message>
    <message>
        <source>Video %1 description</source>
        <translation>Опис відео %1</translation>
    </message>
    <message>
        <source>Video %1 description has %2 characters; at most %3 are allowed</source>
        <translation>Кількість символів в описі відео %1: %2; дозволено не більше %3</translation>
    </message>
    <message>
        <source>Video %1 has %2 tags; at most %3 are allowed</source>
        <translation>Кількість тегів відео %1: %2; дозволено не більше %3</translation>
    </message>
    <message>
        <source>Video %1 duration &quot;%2&quot; is not a whole number of seconds</source>
        <translation>Тривалість відео %1 «%2» не є цілим числом секунд</translation>
    </message>
    <message>
        <source>Video %1 duration %2 s is outside 1 to %3 seconds</source>
        <translation>Тривалість відео %1 (%2 с) виходить за межі від 1 до %3 секунд</translation>
    </message>
    <message>
        <source>Video %1 rating &quot;%2&quot; is not a number</source>
        <translation>Рейтинг відео %1 «%2» не є числом</translation>
    </message>
    <message>
        <source>Video %1 rating %2 is outside 0.0 to 5.0</source>
        <translation>Рейтинг відео %1 (%2) виходить за межі від 0.0 до 5.0</translation>
    </message>
    <message>
        <source>Video %1 view count &quot;%2&quot; is not a whole number</source>
        <translation>Кількість переглядів відео %1 «%2» не є цілим числом</translation>
    </message>
    <message>
        <source>Video %1 %2 is &quot;%3&quot;; it takes yes or no</source>
        <translation>Відео %1: %2 має значення «%3»; допустимі значення — yes або no</translation>
    </message>
    <message>
        <source>Video %1 %2 has no relationship attribute (allow or deny)</source>
        <translation>Відео %1: %2 не має атрибута relationship (allow або deny)</translation>
    </message>
    <message>
        <source>Video %1 %2 relationship=&quot;%3&quot;; it takes allow or deny</source>
        <translation>Відео %1: %2 relationship=&quot;%3&quot;; допустимі значення — allow або deny</translation>
    </message>
    <message>
        <source>Video %1 restriction &quot;%2&quot; is not an ISO 3166-1 alpha-2 country code</source>
        <translation>Обмеження відео %1 «%2» не є кодом країни ISO 3166-1 alpha-2</translation>
    </message>
    <message>
        <source>Video %1 platform &quot;%2&quot; is not web, mobile or tv</source>
        <translation>Платформа відео %1 «%2» не є значенням web, mobile або tv</translation>
    </message>
    <message>
        <source>Video %1 &lt;video:uploader&gt; info=&quot;%2&quot; is not an absolute URL</source>
        <translation>Відео %1: &lt;video:uploader&gt; info=&quot;%2&quot; не є абсолютною URL-адресою</translation>
    </message>
    <message>
        <source>Video %1 &lt;video:price&gt; currency=&quot;%2&quot; is not an ISO 4217 code</source>
        <translation>Відео %1: &lt;video:price&gt; currency=&quot;%2&quot; не є кодом ISO 4217</translation>
    </message>
    <message>
        <source>Video %1 &lt;video:price&gt; type=&quot;%2&quot;; it takes rent or own</source>
        <translation>Відео %1: &lt;video:price&gt; type=&quot;%2&quot;; допустимі значення — rent або own</translation>
    </message>
    <message>
        <source>News entry has no &lt;news:publication&gt;</source>
        <translation>Запис новини не має &lt;news:publication&gt;</translation>
    </message>
    <message>
        <source>News publication has no &lt;news:name&gt;</source>
        <translation>Видання новини не має &lt;news:name&gt;</translation>
    </message>
    <message>
        <source>News publication has no &lt;news:language&gt;</source>
        <translation>Видання новини не має &lt;news:language&gt;</translation>
    </message>
    <message>
        <source>News entry has no &lt;news:publication_date&gt;</source>
        <translation>Запис новини не має &lt;news:publication_date&gt;</translation>
    </message>
    <message>
        <source>News entry has no &lt;news:title&gt;</source>
        <translation>Запис новини не має &lt;news:title&gt;</translation>
    </message>
    <message>
        <source>News language &quot;%1&quot; is not an ISO 639 language code; write &quot;%2&quot; (only zh-cn and zh-tw carry a region)</source>
        <translation>Мова новини «%1» не є кодом мови ISO 639; запишіть «%2» (регіон мають лише zh-cn і zh-tw)</translation>
    </message>
    <message>
        <source>News language &quot;%1&quot; is not an ISO 639 language code</source>
        <translation>Мова новини «%1» не є кодом мови ISO 639</translation>
    </message>
    <message>
        <source>&lt;news:publication_date&gt;</source>
        <translation>&lt;news:publication_date&gt;</translation>
    </message>
    <message>
        <source>The article was published on %1, more than two days ago</source>
        <translation>Статтю опубліковано %1, понад два дні тому</translation>
    </message>
    <message>
        <source>News title</source>
        <translation>Заголовок новини</translation>
    </message>
    <message>
        <source>News publication name</source>
        <translation>Назва видання новини</translation>
    </message>
    <message>
        <source>hreflang &quot;%1&quot;: &quot;%2&quot; is not an ISO 639-1 language code</source>
        <translation>hreflang «%1»: «%2» не є кодом мови ISO 639-1</translation>
    </message>
    <message>
        <source>hreflang &quot;%1&quot;: &quot;%2&quot; is not an ISO 15924 script</source>
        <translation>hreflang «%1»: «%2» не є кодом системи письма ISO 15924</translation>
    </message>
    <message>
        <source>Alternate &quot;%1&quot; href</source>
        <translation>Альтернативна версія «%1», href</translation>
    </message>
    <message>
        <source>hreflang &quot;%1&quot; is given to both &quot;%2&quot; and &quot;%3&quot;</source>
        <translation>hreflang «%1» надано і «%2», і «%3»</translation>
    </message>
    <message>
        <source>The URL lists %1 language alternates but not itself</source>
        <translation>URL-адреса вказує мовні альтернативні версії (%1), але не саму себе</translation>
    </message>
    <message>
        <source>changefreq &quot;%1&quot; is not one of always, hourly, daily, weekly, monthly, yearly, never</source>
        <translation>changefreq «%1» не є одним зі значень always, hourly, daily, weekly, monthly, yearly, never</translation>
    </message>
    <message>
        <source>priority &quot;%1&quot; is not a number from 0.0 to 1.0</source>
        <translation>priority «%1» не є числом від 0.0 до 1.0</translation>
    </message>
    <message>
        <source>Deprecated tags that search engines ignore: %1</source>
        <translation>Застарілі теги, які ігнорують пошукові системи: %1</translation>
    </message>
    <message>
        <source>robots.txt blocks &quot;%1&quot; for %2: line %3, &quot;Disallow: %4&quot;, in the group for %5</source>
        <translation>robots.txt блокує «%1» для %2: рядок %3, «Disallow: %4», у групі для %5</translation>
    </message>
    <message>
        <source>The Sitemap line names &quot;%1&quot; on %2, another host than the robots.txt&apos;s %3. sitemaps.org allows this cross-submit; check that the host is the intended one</source>
        <translation>Рядок Sitemap указує «%1» на %2 — іншому хості, ніж хост файлу robots.txt (%3). sitemaps.org дозволяє таке перехресне надсилання; переконайтеся, що це саме потрібний хост</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is on %2, but the sitemap is published on %3</source>
        <translation>«%1» розміщено на %2, але файл Sitemap опубліковано на %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not on the host of the sitemap&apos;s location %2</source>
        <translation>«%1» розміщено не на хості, де розташовано файл Sitemap (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is outside the folder of the sitemap&apos;s location %2</source>
        <translation>«%1» розміщено поза папкою, де розташовано файл Sitemap (%2)</translation>
    </message>
    <message>
        <source>entry %1</source>
        <translation>запис %1</translation>
    </message>
    <message>
        <source>entry %1 of %2</source>
        <translation>запис %1 з %2</translation>
    </message>
    <message>
        <source>(line %1)</source>
        <translation>(рядок %1)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already listed at %2%3</source>
        <translation>«%1» уже вказано, див. %2%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the same URL as &quot;%2&quot; at %3%4</source>
        <translation>«%1» — та сама URL-адреса, що й «%2», див. %3%4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (hreflang &quot;%2&quot;) does not link back to this URL</source>
        <translation>«%1» (hreflang «%2») не містить зворотного посилання на цю URL-адресу</translation>
    </message>
    <message>
        <source>The robots.txt has no Sitemap line</source>
        <translation>У файлі robots.txt немає рядка Sitemap</translation>
    </message>
    <message>
        <source>The sitemap index lists no sitemaps</source>
        <translation>Індекс файлів Sitemap не містить жодного файлу Sitemap</translation>
    </message>
    <message>
        <source>The sitemap lists no URLs</source>
        <translation>Файл Sitemap не містить жодної URL-адреси</translation>
    </message>
    <message>
        <source>The sitemap lists %1 URLs; at most %2 are allowed per file</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Кількість URL-адрес у файлі Sitemap: %1; дозволено не більше %2 на файл</translation>
    </message>
    <message>
        <source>The index lists %1 sitemaps; at most %2 are allowed</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Кількість файлів Sitemap в індексі: %1; дозволено не більше %2</translation>
    </message>
    <message>
        <source>The file has %1 bytes uncompressed; at most %2 are allowed</source>
        <translation>Розмір файлу без стиснення: %1 Б; дозволено не більше %2 Б</translation>
    </message>
    <message>
        <source>The file has %1 news entries; at most %2 are allowed</source>
        <translation>Кількість записів новин у файлі: %1; дозволено не більше %2</translation>
    </message>
    <message>
        <source>All %1 URLs have the same lastmod &quot;%2&quot;</source>
        <translation>Усі URL-адреси (%1) мають однаковий lastmod «%2»</translation>
    </message>
    <message>
        <source>URLs with language alternates but no x-default alternate: %1</source>
        <translation>URL-адреси з мовними альтернативними версіями, але без альтернативної версії x-default: %1</translation>
    </message>
    <message numerus="yes">
        <source>No publish location is known; %1, the host of %2 of %3 URLs, was assumed. Set it to check the sitemap&apos;s folder too.</source>
        <translation>
            <numerusform>Місце публікації невідоме; припущено хост %1 (URL-адрес із цим хостом: %2 з %3). Укажіть місце публікації, щоб перевіряти також папку файлу Sitemap.</numerusform>
            <numerusform>Місце публікації невідоме; припущено хост %1 (URL-адрес із цим хостом: %2 з %3). Укажіть місце публікації, щоб перевіряти також папку файлу Sitemap.</numerusform>
            <numerusform>Місце публікації невідоме; припущено хост %1 (URL-адрес із цим хостом: %2 з %3). Укажіть місце публікації, щоб перевіряти також папку файлу Sitemap.</numerusform>
        </translation>
    </message>
    <message>
        <source>The URL</source>
        <translation>URL-адреса</translation>
    </message>
    <message>
        <source>The sitemap URL</source>
        <translation>URL-адреса файлу Sitemap</translation>
    </message>
    <message>
        <source>lastmod</source>
        <translation>lastmod</translation>
    </message>
    <message>
        <source>The index entry holds %1; a &lt;sitemap&gt; may hold only &lt;loc&gt; and &lt;lastmod&gt;</source>
        <translation>Запис індексу містить %1; елемент &lt;sitemap&gt; може містити лише &lt;loc&gt; і &lt;lastmod&gt;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is itself a sitemap index; an index may list sitemaps only, and Google reads neither it nor the sitemaps it lists</source>
        <translation>«%1» сам є індексом файлів Sitemap; індекс може містити лише файли Sitemap, і Google не читає ні його, ні файли Sitemap, які він містить</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; lies before the web began: a placeholder, not the page&apos;s last change</source>
        <translation>%1 «%2» раніша за появу вебу: це заповнювач, а не остання зміна сторінки</translation>
    </message>
    <message numerus="yes">
        <source>lastmod &quot;%1&quot; is shared by %2 URLs and lies %n years before every other lastmod of the file: a placeholder, not the page&apos;s last change</source>
        <translation>
            <numerusform>lastmod «%1» спільний для багатьох URL-адрес (%2) і на %n рік раніший за всі інші lastmod файлу: заповнювач, а не остання зміна сторінки</numerusform>
            <numerusform>lastmod «%1» спільний для багатьох URL-адрес (%2) і на %n роки раніший за всі інші lastmod файлу: заповнювач, а не остання зміна сторінки</numerusform>
            <numerusform>lastmod «%1» спільний для багатьох URL-адрес (%2) і на %n років раніший за всі інші lastmod файлу: заповнювач, а не остання зміна сторінки</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::CompareDock</name>
    <message>
        <source>%1 is not a sitemap.</source>
        <translation>%1 не є файлом Sitemap.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Не вдалося прочитати %1: %2</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Порівняння</translation>
    </message>
    <message>
        <source>Compare the document with an earlier version of the sitemap: another file, a web address, or its file as last saved. The URLs added, removed and changed are listed here, with the fields that changed.</source>
        <translation>Порівняйте документ із попередньою версією файлу Sitemap: іншим файлом, вебадресою або останньою збереженою версією його файлу. Тут буде показано додані, вилучені та змінені URL-адреси разом зі зміненими полями.</translation>
    </message>
    <message>
        <source>Compare the same source with the document as it is now</source>
        <translation>Порівняти те саме джерело з поточним станом документа</translation>
    </message>
    <message>
        <source>Write every difference to a CSV or JSON file</source>
        <translation>Записати всі відмінності у файл CSV або JSON</translation>
    </message>
    <message>
        <source>The document has changed since this comparison. Compare again to bring the list up to date.</source>
        <translation>Документ змінився після цього порівняння. Порівняйте ще раз, щоб оновити список.</translation>
    </message>
    <message>
        <source>Changed field</source>
        <translation>Змінене поле</translation>
    </message>
    <message>
        <source>Filter URLs</source>
        <translation>Фільтрувати URL-адреси</translation>
    </message>
    <message>
        <source>The document has no file yet: save it first.</source>
        <translation>Документ ще не має файлу: спершу збережіть його.</translation>
    </message>
    <message>
        <source>the saved version of %1</source>
        <translation>збереженою версією %1</translation>
    </message>
    <message>
        <source>Comparing with %1…</source>
        <translation>Порівняння з %1…</translation>
    </message>
    <message>
        <source>Comparing with %1 was cancelled.</source>
        <translation>Порівняння з %1 скасовано.</translation>
    </message>
    <message>
        <source>Child sitemaps of %1 that could not be read: %2. Their URLs show as added.</source>
        <translation>Дочірні файли Sitemap у %1, які не вдалося прочитати: %2. Їхні URL-адреси показано як додані.</translation>
    </message>
    <message>
        <source>No differences: the document and %1 list the same URLs (%2), with the same fields.</source>
        <translation>Відмінностей немає: документ збігається з %1 — ті самі URL-адреси (%2) з тими самими полями.</translation>
    </message>
    <message>
        <source>Against %1: %2 added, %3 removed, %4 changed, %5 unchanged.</source>
        <translation>Порівняно з %1: додано — %2, вилучено — %3, змінено — %4, без змін — %5.</translation>
    </message>
    <message>
        <source>Added (%1)</source>
        <translation>Додані (%1)</translation>
    </message>
    <message>
        <source>Removed (%1)</source>
        <translation>Вилучені (%1)</translation>
    </message>
    <message>
        <source>Changed (%1)</source>
        <translation>Змінені (%1)</translation>
    </message>
    <message>
        <source>Any change</source>
        <translation>Будь-яка зміна</translation>
    </message>
    <message>
        <source>loc spelling</source>
        <translation>Написання loc</translation>
    </message>
    <message>
        <source>%1 changed (%2)</source>
        <translation>%1 змінено (%2)</translation>
    </message>
    <message>
        <source>%1 was removed: it is not in the document.</source>
        <translation>%1 вилучено: цієї URL-адреси немає в документі.</translation>
    </message>
    <message>
        <source>%1 is no longer in the document.</source>
        <translation>%1 більше немає в документі.</translation>
    </message>
    <message>
        <source>There is no comparison to export.</source>
        <translation>Немає порівняння для експорту.</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Таблиця CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export Comparison</source>
        <translation>Експорт порівняння</translation>
    </message>
    <message>
        <source>Exported the comparison to %1.</source>
        <translation>Порівняння експортовано в %1.</translation>
    </message>
    <message>
        <source>Compare With…</source>
        <translation>Порівняти з…</translation>
    </message>
    <message>
        <source>Compare Again</source>
        <translation>Порівняти знову</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Експорт…</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Відмінності</translation>
    </message>
</context>
<context>
    <name>Studio::CompareSourceDialog</name>
    <message>
        <source>Compare With</source>
        <translation>Порівняти з</translation>
    </message>
    <message>
        <source>Compare the document with an earlier version of the sitemap to see the URLs added, removed and changed since. The document is the newer side.</source>
        <translation>Порівняйте документ із попередньою версією файлу Sitemap, щоб побачити, які URL-адреси відтоді додано, вилучено та змінено. Документ вважається новішою версією.</translation>
    </message>
    <message>
        <source>A &amp;file:</source>
        <translation>&amp;Файл:</translation>
    </message>
    <message>
        <source>sitemap.xml, .xml.gz or .zip</source>
        <translation>sitemap.xml, .xml.gz або .zip</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Огляд…</translation>
    </message>
    <message>
        <source>A &amp;web address:</source>
        <translation>&amp;Вебадреса:</translation>
    </message>
    <message>
        <source>The &amp;saved version of this document</source>
        <translation>&amp;Збережена версія цього документа</translation>
    </message>
    <message>
        <source>The document has no file yet: save it first.</source>
        <translation>Документ ще не має файлу: спершу збережіть його.</translation>
    </message>
    <message>
        <source>%1 as it is on disk, against the edits not saved yet.</source>
        <translation>Файл %1 у тому стані, у якому він є на диску, порівняно з ще не збереженими змінами.</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Порівняти</translation>
    </message>
    <message>
        <source>Choose the file to compare with.</source>
        <translation>Виберіть файл для порівняння.</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Файлу %1 не існує.</translation>
    </message>
    <message>
        <source>%1 is a folder; choose a sitemap file in it.</source>
        <translation>%1 — це папка; виберіть у ній файл Sitemap.</translation>
    </message>
    <message>
        <source>Type the address of a sitemap.</source>
        <translation>Введіть адресу файлу Sitemap.</translation>
    </message>
    <message>
        <source>Give the whole address, starting with https:// or http://.</source>
        <translation>Введіть повну адресу, що починається з https:// або http://.</translation>
    </message>
    <message>
        <source>This is not a valid address: %1</source>
        <translation>Це недійсна адреса: %1</translation>
    </message>
    <message>
        <source>Sitemaps (*.xml *.xml.gz *.gz *.zip);;Lists, feeds, robots.txt and tables (*.txt *.txt.gz *.rss *.atom *.xml *.csv *.tsv);;All files (*)</source>
        <translation>Файли Sitemap (*.xml *.xml.gz *.gz *.zip);;Списки, стрічки, robots.txt і таблиці (*.txt *.txt.gz *.rss *.atom *.xml *.csv *.tsv);;Усі файли (*)</translation>
    </message>
    <message>
        <source>File to compare with</source>
        <translation>Файл для порівняння</translation>
    </message>
    <message>
        <source>Address to compare with</source>
        <translation>Адреса для порівняння</translation>
    </message>
</context>
<context>
    <name>Studio::CoverageController</name>
    <message>
        <source>Import Search Console &amp;Data…</source>
        <translation>Імпортувати дані Search &amp;Console…</translation>
    </message>
    <message>
        <source>Read what Google says of the site&apos;s URLs: URL Inspection results and Page indexing exports of Search Console</source>
        <translation>Прочитати, що Google каже про URL-адреси сайту: результати перевірки URL-адрес і експорти звіту «Індексування сторінок» із Search Console</translation>
    </message>
    <message>
        <source>Clear Searc&amp;h Console Data</source>
        <translation>&amp;Очистити дані Search Console</translation>
    </message>
    <message>
        <source>Drop the Search Console data imported: the Coverage column, its filter and its findings go</source>
        <translation>Відкинути імпортовані дані Search Console: зникнуть стовпець «Охоплення», його фільтр і його зауваження</translation>
    </message>
    <message>
        <source>Import Search Console Data</source>
        <translation>Імпорт даних Search Console</translation>
    </message>
    <message>
        <source>Search Console data (*.jsonl *.json *.ndjson *.gz *.zip *.csv)</source>
        <translation>Дані Search Console (*.jsonl *.json *.ndjson *.gz *.zip *.csv)</translation>
    </message>
    <message>
        <source>URL Inspection results (*.jsonl *.json *.ndjson *.gz)</source>
        <translation>Результати перевірки URL-адрес (*.jsonl *.json *.ndjson *.gz)</translation>
    </message>
    <message>
        <source>Page indexing exports (*.zip *.csv)</source>
        <translation>Експорти «Індексування сторінок» (*.zip *.csv)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Усі файли (*)</translation>
    </message>
    <message>
        <source>%1 does not say which reason of Search Console&apos;s Page indexing report its pages are listed under. Which is it?</source>
        <translation>Файл %1 не вказує, під якою причиною звіту «Індексування сторінок» у Search Console наведено його сторінки. Яка це причина?</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Читання %1…</translation>
    </message>
    <message>
        <source>%1: not imported, no reason given</source>
        <translation>%1: не імпортовано, причину не вказано</translation>
    </message>
    <message>
        <source>%1 from %2: %3 indexed, %4 not indexed, %5 unknown to Google</source>
        <translation>%1 з %2: проіндексовано %3, не проіндексовано %4, невідомих Google %5</translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs</source>
        <translation>
            <numerusform>%Ln URL-адреса</numerusform>
            <numerusform>%Ln URL-адреси</numerusform>
            <numerusform>%Ln URL-адрес</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln файлу</numerusform>
            <numerusform>%Ln файлів</numerusform>
            <numerusform>%Ln файлів</numerusform>
        </translation>
    </message>
    <message>
        <source>Not imported:
%1</source>
        <translation>Не імпортовано:
%1</translation>
    </message>
    <message>
        <source>Ask Google&apos;s URL Inspection API what it did with the document&apos;s URLs, and show its answers</source>
        <translation>Запитати в Google URL Inspection API, що Google зробив з URL-адресами документа, і показати відповіді</translation>
    </message>
    <message>
        <source>Inspec&amp;t with Search Console…</source>
        <translation>&amp;Перевірити в Search Console…</translation>
    </message>
</context>
<context>
    <name>Studio::CoverageData</name>
    <message>
        <source>it cannot be read</source>
        <translation>його не вдається прочитати</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not text in an encoding that can be read</source>
        <translation>%1: це не текст у кодуванні, яке можна прочитати</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>not JSON: %1 at character %2</source>
        <translation>це не JSON: %1 на символі %2</translation>
    </message>
    <message>
        <source>not a JSON object; each line holds one inspection, {&quot;inspectionUrl&quot;: …, &quot;inspectionResult&quot;: {…}}</source>
        <translation>це не об’єкт JSON; кожен рядок містить одну перевірку, {&quot;inspectionUrl&quot;: …, &quot;inspectionResult&quot;: {…}}</translation>
    </message>
    <message>
        <source>no &quot;inspectionUrl&quot; (the URL inspected, a string)</source>
        <translation>немає &quot;inspectionUrl&quot; (перевірена URL-адреса, рядок)</translation>
    </message>
    <message>
        <source>&quot;inspectionUrl&quot; is &quot;%1&quot;, not an http or https URL</source>
        <translation>&quot;inspectionUrl&quot; — це «%1», а не URL-адреса http чи https</translation>
    </message>
    <message>
        <source>no &quot;inspectionResult&quot; object (the API&apos;s UrlInspectionResult)</source>
        <translation>немає об’єкта &quot;inspectionResult&quot; (UrlInspectionResult з API)</translation>
    </message>
    <message>
        <source>no &quot;inspectionResult.indexStatusResult&quot; object</source>
        <translation>немає об’єкта &quot;inspectionResult.indexStatusResult&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a string</source>
        <translation>&quot;%1&quot; — не рядок</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is &quot;%2&quot;, which the URL Inspection API does not give; it gives %3</source>
        <translation>&quot;%1&quot; — це «%2», чого URL Inspection API не повертає; воно повертає %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an array of URLs</source>
        <translation>&quot;%1&quot; — не масив URL-адрес</translation>
    </message>
    <message>
        <source>&quot;lastCrawlTime&quot; is &quot;%1&quot;, not an RFC 3339 time such as 2024-05-02T08:14:09Z</source>
        <translation>&quot;lastCrawlTime&quot; — це «%1», а не час за RFC 3339, наприклад 2024-05-02T08:14:09Z</translation>
    </message>
    <message>
        <source>%1: no Table.csv in the zip; Search Console&apos;s export of the pages of one reason (Page indexing, a reason, Export) holds it</source>
        <translation>%1: в архіві zip немає Table.csv; його містить експорт сторінок однієї причини з Search Console («Індексування сторінок», причина, «Експортувати»)</translation>
    </message>
    <message>
        <source>%1:%2: the Issue is empty</source>
        <translation>%1:%2: рядок Issue порожній</translation>
    </message>
    <message>
        <source>%1: the export lists the pages of &quot;%2&quot; (its Metadata.csv says so), not of &quot;%3&quot;</source>
        <translation>%1: експорт містить сторінки причини «%2» (так зазначено в його Metadata.csv), а не «%3»</translation>
    </message>
    <message>
        <source>%1: the export does not say which reason its pages are listed under (it has no Metadata.csv with an Issue); give the reason in Search Console&apos;s words</source>
        <translation>%1: експорт не зазначає, з якої причини в ньому перелічено сторінки (немає Metadata.csv з рядком Issue); укажіть причину словами Search Console</translation>
    </message>
    <message>
        <source>%1:1: no &quot;URL&quot; column; a Page indexing export&apos;s table starts with the line URL,Last crawled</source>
        <translation>%1:1: немає стовпця &quot;URL&quot;; таблиця експорту звіту «Індексування сторінок» починається рядком URL,Last crawled</translation>
    </message>
    <message>
        <source>%1:%2: no URL in the row</source>
        <translation>%1:%2: у рядку немає URL-адреси</translation>
    </message>
    <message>
        <source>%1:%2: &quot;%3&quot; is not an http or https URL</source>
        <translation>%1:%2: «%3» — не URL-адреса http чи https</translation>
    </message>
    <message numerus="yes">
        <source>%1: a zip of %n files; give the file of URL Inspection results itself</source>
        <extracomment>A zip of two files or more.</extracomment>
        <translation>
            <numerusform>%1: архів zip з %n файлу; укажіть сам файл із результатами URL Inspection</numerusform>
            <numerusform>%1: архів zip з %n файлів; укажіть сам файл із результатами URL Inspection</numerusform>
            <numerusform>%1: архів zip з %n файлів; укажіть сам файл із результатами URL Inspection</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::CoverageJoin</name>
    <message>
        <source>%1: Google has never seen this URL</source>
        <translation>%1: Google ніколи не бачив цієї URL-адреси</translation>
    </message>
    <message>
        <source>%1: Google chose %2 as its canonical</source>
        <translation>%1: Google вибрав канонічною адресою %2</translation>
    </message>
    <message>
        <source>%1: Google chose %2 as its canonical; the page declares %3</source>
        <translation>%1: Google вибрав канонічною адресою %2; сторінка оголошує %3</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot;</source>
        <translation>%1: «%2»</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot;, last crawled %3</source>
        <translation>%1: «%2», востаннє проскановано %3</translation>
    </message>
    <message>
        <source>indexed</source>
        <translation>проіндексовано</translation>
    </message>
    <message>
        <source>%1: Google knows this URL (&quot;%2&quot;) and no sitemap lists it</source>
        <translation>%1: Google знає цю URL-адресу («%2»), а жоден файл Sitemap її не містить</translation>
    </message>
</context>
<context>
    <name>Studio::CoverageSession</name>
    <message>
        <source>Indexed</source>
        <translation>Проіндексовано</translation>
    </message>
    <message>
        <source>Unknown to Google</source>
        <translation>Невідома Google</translation>
    </message>
    <message>
        <source>Not indexed</source>
        <translation>Не проіндексовано</translation>
    </message>
    <message>
        <source>Not indexed: %1</source>
        <translation>Не проіндексовано: %1</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlCompareDialog</name>
    <message>
        <source>New</source>
        <translation>Нова</translation>
    </message>
    <message>
        <source>Gone</source>
        <translation>Зникла</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Змінена</translation>
    </message>
    <message>
        <source>Compare Crawls</source>
        <translation>Порівняти сканування</translation>
    </message>
    <message>
        <source>A crawl saved with File → Save Crawl…</source>
        <translation>Сканування, збережене через Файл → Зберегти сканування…</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Огляд…</translation>
    </message>
    <message>
        <source>&amp;Earlier crawl:</source>
        <translation>&amp;Раніше сканування:</translation>
    </message>
    <message>
        <source>&amp;Later crawl:</source>
        <translation>&amp;Пізніше сканування:</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>По&amp;рівняти</translation>
    </message>
    <message>
        <source>Any change</source>
        <translation>Будь-яка зміна</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>Indexability</source>
        <translation>Індексованість</translation>
    </message>
    <message>
        <source>Canonical</source>
        <translation>Канонічна</translation>
    </message>
    <message>
        <source>Redirect</source>
        <translation>Переадресація</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Назва</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глибина</translation>
    </message>
    <message>
        <source>Filter by URL</source>
        <translation>Фільтр за URL-адресою</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>показано %1 з %2</translation>
    </message>
    <message>
        <source>Pages compared</source>
        <translation>Порівняні сторінки</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Зміна</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL-адреса</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Що змінилося</translation>
    </message>
    <message>
        <source>Before → after</source>
        <translation>До → після</translation>
    </message>
    <message>
        <source>Choose a Crawl</source>
        <translation>Вибрати сканування</translation>
    </message>
    <message>
        <source>Crawls (*.crawl);;All files (*)</source>
        <translation>Сканування (*.crawl);;Усі файли (*)</translation>
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
        <translation>Виберіть два сканування сайту, раніше — першим.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>new</source>
        <translation>нових</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>зниклих</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>змінених</translation>
    </message>
    <message>
        <source>%1 unchanged</source>
        <translation>%1 без змін</translation>
    </message>
    <message>
        <source>show all</source>
        <translation>показати все</translation>
    </message>
    <message>
        <source>Compare with the open crawl: %1</source>
        <translation>Порівняти з відкритим скануванням: %1</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlController</name>
    <message>
        <source>Open Craw&amp;l…</source>
        <translation>Ві&amp;дкрити сканування…</translation>
    </message>
    <message>
        <source>Open a crawl kept in a file and judge the open sitemap by it</source>
        <translation>Відкрити збережене сканування й оцінити за ним відкритий файл Sitemap</translation>
    </message>
    <message>
        <source>Save Cra&amp;wl</source>
        <translation>З&amp;берегти сканування</translation>
    </message>
    <message>
        <source>Keep the crawl of the site in a file, to open again without the network, compare with a later one or go on with</source>
        <translation>Зберегти сканування сайту у файл, щоб відкрити його без мережі, порівняти з пізнішим або продовжити</translation>
    </message>
    <message>
        <source>Sav&amp;e Crawl As…</source>
        <translation>Зберегти сканування я&amp;к…</translation>
    </message>
    <message>
        <source>Keep the crawl in another file</source>
        <translation>Зберегти сканування в інший файл</translation>
    </message>
    <message>
        <source>&amp;Close Crawl</source>
        <translation>Зак&amp;рити сканування</translation>
    </message>
    <message>
        <source>Put the crawl away (an unsaved one is asked about first)</source>
        <translation>Закрити сканування (якщо його не збережено, спершу буде запитання)</translation>
    </message>
    <message>
        <source>Cra&amp;wl Site…</source>
        <translation>&amp;Сканувати сайт…</translation>
    </message>
    <message>
        <source>Crawl a site as a search engine does and make a sitemap of the pages it would index</source>
        <translation>Просканувати сайт так, як це робить пошукова система, і створити файл Sitemap зі сторінок, які вона проіндексувала б</translation>
    </message>
    <message>
        <source>A&amp;udit Sitemap Against Site…</source>
        <translation>Провести &amp;аудит файлу Sitemap за сайтом…</translation>
    </message>
    <message>
        <source>List with the warnings what search engines will refuse of the open sitemap, and the indexable pages it lacks</source>
        <translation>Показати серед попереджень, що з відкритого файлу Sitemap відхилять пошукові системи, і доступні для індексування сторінки, яких у ньому бракує</translation>
    </message>
    <message>
        <source>Create Sitemap &amp;from Crawl</source>
        <translation>Створити файл Sitemap &amp;зі сканування</translation>
    </message>
    <message>
        <source>A new sitemap of the crawl&apos;s indexable pages</source>
        <translation>Новий файл Sitemap зі сторінок сканування, доступних для індексування</translation>
    </message>
    <message>
        <source>Add the Missing &amp;Pages</source>
        <translation>&amp;Додати відсутні сторінки</translation>
    </message>
    <message>
        <source>Add to the sitemap the indexable pages the site audit found that it does not list</source>
        <translation>Додати до файлу Sitemap доступні для індексування сторінки, які знайшов аудит сайту, але яких у файлі немає</translation>
    </message>
    <message>
        <source>C&amp;ompare Crawls…</source>
        <translation>Порівн&amp;яти сканування…</translation>
    </message>
    <message>
        <source>Compare two crawls of a site, the open one or saved ones: the pages new, gone and changed</source>
        <translation>Порівняти два сканування сайту, відкрите або збережені: нові, зниклі та змінені сторінки</translation>
    </message>
    <message>
        <source>Audit Sitemap Against Site</source>
        <translation>Аудит файлу Sitemap за сайтом</translation>
    </message>
    <message>
        <source>Crawl Site</source>
        <translation>Сканувати сайт</translation>
    </message>
    <message>
        <source>Crawling %1: the window stays usable, the Crawl view shows the pages as they come</source>
        <translation>Сканування %1: вікном можна користуватися далі, панель «Сканування» показує сторінки в міру надходження</translation>
    </message>
    <message>
        <source>Go On with a Kept Crawl</source>
        <translation>Продовжити збережене сканування</translation>
    </message>
    <message>
        <source>Going on with the crawl of %1 kept in %2</source>
        <translation>Продовжується сканування %1, збережене в %2</translation>
    </message>
    <message>
        <source>Go On</source>
        <translation>Продовжити</translation>
    </message>
    <message numerus="yes">
        <source>Audit: %n findings listed with the warnings</source>
        <translation>
            <numerusform>Аудит: %n зауваження додано до попереджень</numerusform>
            <numerusform>Аудит: %n зауваження додано до попереджень</numerusform>
            <numerusform>Аудит: %n зауважень додано до попереджень</numerusform>
        </translation>
    </message>
    <message>
        <source>Crawl done: %1</source>
        <translation>Сканування завершено: %1</translation>
    </message>
    <message>
        <source>Crawl done: %1 (%2)</source>
        <translation>Сканування завершено: %1 (%2)</translation>
    </message>
    <message>
        <source>The audit follows when the crawl running ends</source>
        <translation>Аудит буде проведено, коли завершиться поточне сканування</translation>
    </message>
    <message numerus="yes">
        <source>Audit the sitemap against the open crawl of %1 (%Ln pages)?

Yes uses it as it is; No crawls the site again first.</source>
        <translation>
            <numerusform>Провести аудит файлу Sitemap за відкритим скануванням %1 (%Ln сторінка)?

«Так» — використати його як є; «Ні» — спершу просканувати сайт знову.</numerusform>
            <numerusform>Провести аудит файлу Sitemap за відкритим скануванням %1 (%Ln сторінки)?

«Так» — використати його як є; «Ні» — спершу просканувати сайт знову.</numerusform>
            <numerusform>Провести аудит файлу Sitemap за відкритим скануванням %1 (%Ln сторінок)?

«Так» — використати його як є; «Ні» — спершу просканувати сайт знову.</numerusform>
        </translation>
    </message>
    <message>
        <source>Crawl %1</source>
        <translation>Сканування %1</translation>
    </message>
    <message>
        <source>The sitemap lists every indexable page the crawl found</source>
        <translation>Файл Sitemap містить усі доступні для індексування сторінки, знайдені під час сканування</translation>
    </message>
    <message numerus="yes">
        <source>Add %n missing pages</source>
        <translation>
            <numerusform>Додати %n відсутню сторінку</numerusform>
            <numerusform>Додати %n відсутні сторінки</numerusform>
            <numerusform>Додати %n відсутніх сторінок</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved the crawl in %1</source>
        <translation>Сканування збережено в %1</translation>
    </message>
    <message>
        <source>Save Crawl</source>
        <translation>Зберегти сканування</translation>
    </message>
    <message>
        <source>Crawls (*.crawl)</source>
        <translation>Сканування (*.crawl)</translation>
    </message>
    <message>
        <source>Opened the crawl of %1 kept in %2</source>
        <translation>Відкрито сканування %1, збережене в %2</translation>
    </message>
    <message>
        <source>Opened the crawl of %1 kept in %2; it did not run to its end</source>
        <translation>Відкрито сканування %1, збережене в %2; воно не дійшло до кінця</translation>
    </message>
    <message>
        <source>Open Crawl</source>
        <translation>Відкрити сканування</translation>
    </message>
    <message>
        <source>Crawls (*.crawl);;All files (*)</source>
        <translation>Сканування (*.crawl);;Усі файли (*)</translation>
    </message>
    <message numerus="yes">
        <source>The crawl of %1 is still running (%Ln pages done so far) and is not saved. Save what it has done?

The crawl stops either way; a saved crawl can go on later.</source>
        <translation>
            <numerusform>Сканування %1 ще триває (поки що оброблено %Ln сторінку) і не збережене. Зберегти вже зроблене?

Сканування в будь-якому разі зупиниться; збережене сканування можна продовжити пізніше.</numerusform>
            <numerusform>Сканування %1 ще триває (поки що оброблено %Ln сторінки) і не збережене. Зберегти вже зроблене?

Сканування в будь-якому разі зупиниться; збережене сканування можна продовжити пізніше.</numerusform>
            <numerusform>Сканування %1 ще триває (поки що оброблено %Ln сторінок) і не збережене. Зберегти вже зроблене?

Сканування в будь-якому разі зупиниться; збережене сканування можна продовжити пізніше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The crawl of %1 (%Ln pages) is not saved. Save it?</source>
        <translation>
            <numerusform>Сканування %1 (%Ln сторінка) не збережено. Зберегти його?</numerusform>
            <numerusform>Сканування %1 (%Ln сторінки) не збережено. Зберегти його?</numerusform>
            <numerusform>Сканування %1 (%Ln сторінок) не збережено. Зберегти його?</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved crawl</source>
        <translation>Незбережене сканування</translation>
    </message>
    <message>
        <source>Unsaved crawl found</source>
        <translation>Знайдено незбережене сканування</translation>
    </message>
    <message numerus="yes">
        <source>Sitemap Studio ended before the crawl of %1 was saved (%Ln pages done, the last at %2). Open it now?

Discard deletes it; Cancel keeps it for the next start.</source>
        <translation>
            <numerusform>Sitemap Studio завершила роботу, не зберігши сканування %1 (оброблено %Ln сторінку, останню — %2). Відкрити його зараз?

«Відхилити» видаляє його; «Скасувати» зберігає його до наступного запуску.</numerusform>
            <numerusform>Sitemap Studio завершила роботу, не зберігши сканування %1 (оброблено %Ln сторінки, останню — %2). Відкрити його зараз?

«Відхилити» видаляє його; «Скасувати» зберігає його до наступного запуску.</numerusform>
            <numerusform>Sitemap Studio завершила роботу, не зберігши сканування %1 (оброблено %Ln сторінок, останню — %2). Відкрити його зараз?

«Відхилити» видаляє його; «Скасувати» зберігає його до наступного запуску.</numerusform>
        </translation>
    </message>
    <message>
        <source>Recovered the crawl of %1: Go On takes it up where it stopped</source>
        <translation>Відновлено сканування %1: «Продовжити» відновить його з місця зупинки</translation>
    </message>
    <message>
        <source>Crawl Not Kept</source>
        <translation>Сканування не зберігається</translation>
    </message>
    <message>
        <source>%1

The crawl goes on; save it (File → Save Crawl) to keep it.</source>
        <translation>%1

Сканування триває; збережіть його (Файл → Зберегти сканування), щоб не втратити.</translation>
    </message>
    <message>
        <source>The keyring did not keep the login of %1 (%2): it is kept until Sitemap Studio ends</source>
        <translation>В’язка ключів не зберегла дані входу для %1 (%2): їх зберігатиметься до завершення роботи Sitemap Studio</translation>
    </message>
    <message>
        <source>the login of the user “%1”</source>
        <translation>вхід користувача «%1»</translation>
    </message>
    <message>
        <source>cookies (%1)</source>
        <translation>файли cookie (%1)</translation>
    </message>
    <message>
        <source>headers (%1)</source>
        <translation>заголовки (%1)</translation>
    </message>
    <message>
        <source>The crawl of %1 was given %2. A kept crawl never holds their values: give them again to go on with it.</source>
        <translation>Для сканування %1 було надано: %2. Збережене сканування ніколи не містить їхніх значень: щоб продовжити його, введіть їх знову.</translation>
    </message>
    <message>
        <source>Go O&amp;n</source>
        <translation>&amp;Продовжити</translation>
    </message>
    <message>
        <source>%1

Give the login, cookies or headers it asks for: the crawl starts again with them.</source>
        <translation>%1

Введіть дані входу, файли cookie або заголовки, яких вимагає сайт: сканування почнеться знову з ними.</translation>
    </message>
    <message>
        <source>Crawl &amp;Again</source>
        <translation>Сканувати &amp;знову</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlDialog</name>
    <message>
        <source>Crawl Site</source>
        <translation>Сканувати сайт</translation>
    </message>
    <message>
        <source>The whole host</source>
        <translation>Увесь хост</translation>
    </message>
    <message>
        <source>The start URL&apos;s folder and below</source>
        <translation>Папка початкової URL-адреси та все, що нижче</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Без обмежень</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Between the starts of two requests; a larger Crawl-delay in the site&apos;s robots.txt wins</source>
        <translation>Інтервал між початками двох запитів; якщо robots.txt сайту задає більший Crawl-delay, діє він</translation>
    </message>
    <message>
        <source>Language versions from the pages&apos; hreflang links</source>
        <translation>Мовні версії з посилань hreflang на сторінках</translation>
    </message>
    <message numerus="yes">
        <source>Fetch the open sitemap&apos;s URLs too (%n URLs)</source>
        <translation>
            <numerusform>Отримати також URL-адреси відкритого файлу Sitemap (%n URL-адреса)</numerusform>
            <numerusform>Отримати також URL-адреси відкритого файлу Sitemap (%n URL-адреси)</numerusform>
            <numerusform>Отримати також URL-адреси відкритого файлу Sitemap (%n URL-адрес)</numerusform>
        </translation>
    </message>
    <message>
        <source>So that the audit judges the sitemap&apos;s pages that no link reaches</source>
        <translation>Щоб аудит оцінив і ті сторінки файлу Sitemap, на які не веде жодне посилання</translation>
    </message>
    <message>
        <source>&amp;Start URL:</source>
        <translation>&amp;Початкова URL-адреса:</translation>
    </message>
    <message>
        <source>S&amp;cope:</source>
        <translation>&amp;Область:</translation>
    </message>
    <message>
        <source>At most &amp;pages:</source>
        <translation>Щонайбільше &amp;сторінок:</translation>
    </message>
    <message>
        <source>At most &amp;links deep:</source>
        <translation>Щонайбільше &amp;рівнів посилань:</translation>
    </message>
    <message>
        <source>&amp;Delay:</source>
        <translation>За&amp;тримка:</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>Зап&amp;устити</translation>
    </message>
    <message>
        <source>Enter the http or https address of a page of the site.</source>
        <translation>Введіть адресу http або https будь-якої сторінки сайту.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>A page still arriving after this long is given up and named in the summary</source>
        <translation>Сторінку, яка все ще надходить після цього часу, буде покинуто й названо в підсумку</translation>
    </message>
    <message>
        <source>Give up on a page &amp;after:</source>
        <translation>Поки&amp;нути сторінку після:</translation>
    </message>
    <message>
        <source>Go On with a &amp;Kept Crawl…</source>
        <translation>Продовжити &amp;збережене сканування…</translation>
    </message>
    <message>
        <source>Go on with a crawl saved in a file that was cut short (a crash, a kill or a limit), with the start URL and options kept there</source>
        <translation>Продовжити сканування, збережене у файлі, яке було перервано (збій, примусове завершення або обмеження), з початковою URL-адресою та параметрами, збереженими в ньому</translation>
    </message>
    <message>
        <source>Go On with a Kept Crawl</source>
        <translation>Продовжити збережене сканування</translation>
    </message>
    <message>
        <source>Crawls (*.crawl);;All files (*)</source>
        <translation>Сканування (*.crawl);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Last modified dates from</source>
        <translation>Дати останньої зміни з</translation>
    </message>
    <message>
        <source>Where the last modified dates come from</source>
        <translation>Звідки беруться дати останньої зміни</translation>
    </message>
    <message>
        <source>each page&apos;s own date, else its Last-Modified header</source>
        <translation>власної дати кожної сторінки, інакше із заголовка Last-Modified</translation>
    </message>
    <message>
        <source>the Last-Modified headers alone</source>
        <translation>лише із заголовків Last-Modified</translation>
    </message>
    <message>
        <source>Images of each page (an image sitemap)</source>
        <translation>Зображення кожної сторінки (файл Sitemap для зображень)</translation>
    </message>
    <message>
        <source>Each page&apos;s &lt;img&gt;, its largest srcset candidate, &lt;picture&gt; sources and og:image, on the site&apos;s host or the hosts named below, not blocked for Googlebot-Image</source>
        <translation>Елементи &lt;img&gt; кожної сторінки, найбільший кандидат їхнього srcset, джерела &lt;picture&gt; та og:image на хості сайту або на хостах, указаних нижче, якщо їх не заблоковано для Googlebot-Image</translation>
    </message>
    <message>
        <source>Other hosts of the site&apos;s images, such as cdn.example.com</source>
        <translation>Інші хости зображень сайту, наприклад cdn.example.com</translation>
    </message>
    <message>
        <source>Image &amp;hosts:</source>
        <translation>&amp;Хости зображень:</translation>
    </message>
    <message>
        <source>The crawl runs in the Crawl view: the window stays usable, and the crawl is kept until you save or close it.</source>
        <translation>Сканування виконується на панелі «Сканування»: вікном можна користуватися далі, а сканування лишається відкритим, доки ви його не збережете або не закриєте.</translation>
    </message>
    <message>
        <source>No profile</source>
        <translation>Без профілю</translation>
    </message>
    <message>
        <source>A profile fills every field but the password, cookies and headers, which are never kept in one</source>
        <translation>Профіль заповнює всі поля, крім пароля, файлів cookie і заголовків, які в ньому ніколи не зберігаються</translation>
    </message>
    <message>
        <source>Sa&amp;ve Profile…</source>
        <translation>З&amp;берегти профіль…</translation>
    </message>
    <message>
        <source>Keep the fields under a name, without the password, cookies and headers</source>
        <translation>Зберегти поля під назвою, без пароля, файлів cookie і заголовків</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <source>Pro&amp;file:</source>
        <translation>Про&amp;філь:</translation>
    </message>
    <message>
        <source>Who the crawl is to the site, and the login, cookies and headers a staging site asks for. They go to the start URL&apos;s site and the origins named here, never elsewhere.</source>
        <translation>Ким сканування представляється сайту, а також дані входу, файли cookie і заголовки, яких вимагає тестовий сайт (staging). Вони надсилаються лише сайту початкової URL-адреси та джерелам, указаним тут, і більше нікуди.</translation>
    </message>
    <message>
        <source>Which URLs the crawl asks for and lists, and where the site is published. Patterns are regular expressions searched in the whole URL, one a line.</source>
        <translation>Які URL-адреси сканування запитує та вносить до списку і де опубліковано сайт. Шаблони — це регулярні вирази, які шукаються в усій URL-адресі, по одному на рядок.</translation>
    </message>
    <message>
        <source>Cra&amp;wl</source>
        <translation>С&amp;канування</translation>
    </message>
    <message>
        <source>Acc&amp;ess</source>
        <translation>&amp;Доступ</translation>
    </message>
    <message>
        <source>U&amp;RLs</source>
        <translation>URL-&amp;адреси</translation>
    </message>
    <message>
        <source>The profile “%1” filled the fields.</source>
        <translation>Профіль «%1» заповнив поля.</translation>
    </message>
    <message>
        <source>Save Profile</source>
        <translation>Зберегти профіль</translation>
    </message>
    <message>
        <source>Name of the profile (the password, cookies and headers are not kept in it):</source>
        <translation>Назва профілю (пароль, файли cookie і заголовки в ньому не зберігаються):</translation>
    </message>
    <message>
        <source>Saved the profile “%1”, without the password, cookies and headers.</source>
        <translation>Профіль «%1» збережено без пароля, файлів cookie і заголовків.</translation>
    </message>
    <message>
        <source>Deleted the profile “%1”.</source>
        <translation>Профіль «%1» видалено.</translation>
    </message>
    <message>
        <source>The keyring could not be read (%1): give the login, cookies and headers again.</source>
        <translation>Не вдалося прочитати в’язку ключів (%1): введіть дані входу, файли cookie і заголовки ще раз.</translation>
    </message>
    <message>
        <source>Filled in from the keyring.</source>
        <translation>Заповнено з в’язки ключів.</translation>
    </message>
    <message>
        <source>as %1</source>
        <translation>як %1</translation>
    </message>
    <message>
        <source>as “%1”</source>
        <translation>як «%1»</translation>
    </message>
    <message>
        <source>logged in as %1</source>
        <translation>вхід як %1</translation>
    </message>
    <message>
        <source>with cookies</source>
        <translation>з файлами cookie</translation>
    </message>
    <message>
        <source>with headers</source>
        <translation>із заголовками</translation>
    </message>
    <message>
        <source>URL patterns</source>
        <translation>шаблони URL-адрес</translation>
    </message>
    <message>
        <source>removing %1</source>
        <translation>вилучення %1</translation>
    </message>
    <message>
        <source>every parameter kept</source>
        <translation>усі параметри збережено</translation>
    </message>
    <message>
        <source>published at %1</source>
        <translation>опубліковано на %1</translation>
    </message>
    <message>
        <source>A field of the Access or URLs tab is wrong; Start shows which.</source>
        <translation>Поле на вкладці «Доступ» або «URL-адреси» заповнено неправильно; «Запустити» покаже, яке саме.</translation>
    </message>
    <message>
        <source>Access and URLs: %1.</source>
        <translation>Доступ і URL-адреси: %1.</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Ніколи</translation>
    </message>
    <message>
        <source>When a page needs it</source>
        <translation>Коли сторінка цього потребує</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Завжди</translation>
    </message>
    <message>
        <source>Run pages&apos; JavaScript before reading them, as Google renders them. When a page needs it: pages whose HTML is an application shell (an empty app root, scripts and no link), and every page of a site once its pages keep being shells; a static site renders nothing</source>
        <translation>Виконувати JavaScript сторінок перед їх читанням, як їх рендерить Google. Коли сторінка цього потребує: сторінки, чий HTML — лише оболонка застосунку (порожній корінь застосунку, скрипти й жодного посилання), і кожна сторінка сайту, щойно його сторінки раз у раз виявляються оболонками; статичний сайт не рендерить нічого</translation>
    </message>
    <message>
        <source>JavaScript rendering is not available: the renderer program %1 is not installed</source>
        <translation>Рендеринг JavaScript недоступний: програму рендерера %1 не встановлено</translation>
    </message>
    <message>
        <source>Render &amp;JavaScript:</source>
        <translation>Рендерити &amp;JavaScript:</translation>
    </message>
    <message>
        <source>A page&apos;s own date is its JSON-LD dateModified, article:modified_time, og:updated_time or &lt;time itemprop=&quot;dateModified&quot;&gt;. Static hosts and CDNs often send the time of the last deploy as every page&apos;s Last-Modified. The content history gives the time a crawl first saw the page&apos;s main content as it is now: name the crawl kept last time under Content history.</source>
        <translation>Власна дата сторінки — це її dateModified у JSON-LD, article:modified_time, og:updated_time або &lt;time itemprop=&quot;dateModified&quot;&gt;. Статичні хостинги й CDN часто надсилають як Last-Modified кожної сторінки час останнього розгортання. Історія вмісту дає час, коли сканування вперше побачило основний вміст сторінки таким, як зараз: укажіть у полі «Історія вмісту» сканування, збережене минулого разу.</translation>
    </message>
    <message>
        <source>A crawl of the site kept earlier, to tell which pages changed</source>
        <translation>Раніше збережене сканування сайту, щоб побачити, які сторінки змінилися</translation>
    </message>
    <message>
        <source>The crawl kept last time (File → Save Crawl…): each page whose main content is unchanged keeps the time a crawl first saw it, menus, footers and teasers left out. Save this crawl in turn for the next one.</source>
        <translation>Сканування, збережене минулого разу (Файл → Зберегти сканування…): кожна сторінка, чий основний вміст не змінився, зберігає час, коли сканування вперше його побачило; меню, нижні колонтитули й тизери не враховуються. Збережіть і це сканування для наступного.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Огляд…</translation>
    </message>
    <message>
        <source>Content History from a Kept Crawl</source>
        <translation>Історія вмісту зі збереженого сканування</translation>
    </message>
    <message>
        <source>Content histor&amp;y:</source>
        <translation>Іс&amp;торія вмісту:</translation>
    </message>
    <message>
        <source>Content history: %1</source>
        <translation>Історія вмісту: %1</translation>
    </message>
    <message>
        <source>the pages&apos; content history (when their content changed)</source>
        <translation>історії вмісту сторінок (коли змінився їхній вміст)</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlDiff</name>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>status %1 → %2</source>
        <translation>стан %1 → %2</translation>
    </message>
    <message>
        <source>indexability %1 → %2</source>
        <translation>індексованість %1 → %2</translation>
    </message>
    <message>
        <source>canonical %1 → %2</source>
        <translation>канонічна %1 → %2</translation>
    </message>
    <message>
        <source>redirect %1 → %2</source>
        <translation>переадресація %1 → %2</translation>
    </message>
    <message>
        <source>title &quot;%1&quot; → &quot;%2&quot;</source>
        <translation>назва «%1» → «%2»</translation>
    </message>
    <message>
        <source>depth %1 → %2</source>
        <translation>глибина %1 → %2</translation>
    </message>
    <message>
        <source>not linked</source>
        <translation>без посилань</translation>
    </message>
    <message>
        <source>content changed</source>
        <translation>вміст змінився</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlDock</name>
    <message>
        <source>Crawl</source>
        <translation>Сканування</translation>
    </message>
    <message>
        <source>No crawl yet. Tools → Crawl Site… crawls the document&apos;s site; File → Open Crawl… opens one that was saved.</source>
        <translation>Сканування ще немає. Інструменти → Сканувати сайт… сканує сайт документа; Файл → Відкрити сканування… відкриває збережене.</translation>
    </message>
    <message>
        <source>Filter by URL or title</source>
        <translation>Фільтр за URL-адресою або назвою</translation>
    </message>
    <message>
        <source>Every status</source>
        <translation>Будь-який стан</translation>
    </message>
    <message>
        <source>2xx success</source>
        <translation>2xx успіх</translation>
    </message>
    <message>
        <source>3xx redirect</source>
        <translation>3xx переадресація</translation>
    </message>
    <message>
        <source>4xx client error</source>
        <translation>4xx помилка клієнта</translation>
    </message>
    <message>
        <source>5xx server error</source>
        <translation>5xx помилка сервера</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>Без відповіді</translation>
    </message>
    <message>
        <source>Not asked (robots.txt)</source>
        <translation>Не запитано (robots.txt)</translation>
    </message>
    <message>
        <source>&amp;Add to the Sitemap</source>
        <translation>&amp;Додати до файлу Sitemap</translation>
    </message>
    <message>
        <source>Re&amp;move from the Sitemap</source>
        <translation>&amp;Вилучити з файлу Sitemap</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 indexable</source>
        <translation>%1 доступних для індексування</translation>
    </message>
    <message>
        <source>%1 not indexable: %2</source>
        <translation>%1 недоступних для індексування: %2</translation>
    </message>
    <message>
        <source>show all</source>
        <translation>показати все</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>показано %1 з %2</translation>
    </message>
    <message>
        <source>Select a page to see the pages that link to it, where it leads and what the audit says of it.</source>
        <translation>Виберіть сторінку, щоб побачити сторінки, які на неї посилаються, куди вона веде і що про неї каже аудит.</translation>
    </message>
    <message>
        <source>No crawled page links here.</source>
        <translation>Жодна сканована сторінка сюди не посилається.</translation>
    </message>
    <message numerus="yes">
        <source>Linked from %n page(s): %1</source>
        <translation>
            <numerusform>Посилається %n сторінка: %1</numerusform>
            <numerusform>Посилаються %n сторінки: %1</numerusform>
            <numerusform>Посилаються %n сторінок: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links to %n page(s) of the site</source>
        <translation>
            <numerusform>Посилається на %n сторінку сайту</numerusform>
            <numerusform>Посилається на %n сторінки сайту</numerusform>
            <numerusform>Посилається на %n сторінок сайту</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) elsewhere.</source>
        <translation>
            <numerusform>%n посилання деінде.</numerusform>
            <numerusform>%n посилання деінде.</numerusform>
            <numerusform>%n посилань деінде.</numerusform>
        </translation>
    </message>
    <message>
        <source>Redirects to %1.</source>
        <translation>Переадресовує на %1.</translation>
    </message>
    <message>
        <source>The open sitemap lists it.</source>
        <translation>Відкритий файл Sitemap її містить.</translation>
    </message>
    <message>
        <source>The open sitemap does not list it.</source>
        <translation>Відкритий файл Sitemap її не містить.</translation>
    </message>
    <message>
        <source>Add %1 to the sitemap</source>
        <translation>Додати %1 до файлу Sitemap</translation>
    </message>
    <message>
        <source>Remove %1 from the sitemap</source>
        <translation>Вилучити %1 з файлу Sitemap</translation>
    </message>
    <message>
        <source>Crawled pages</source>
        <translation>Скановані сторінки</translation>
    </message>
    <message>
        <source>Pages by status</source>
        <translation>Сторінки за станом</translation>
    </message>
    <message>
        <source>Pages by indexability</source>
        <translation>Сторінки за індексованістю</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Сторінка</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Діаграми</translation>
    </message>
    <message>
        <source>Status %1</source>
        <translation>Стан %1</translation>
    </message>
    <message>
        <source>Crawl progress</source>
        <translation>Хід сканування</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>Призупи&amp;нити</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>Зуп&amp;инити</translation>
    </message>
    <message>
        <source>End the crawl here; what was crawled stays, and Go On takes it up again</source>
        <translation>Завершити сканування тут; проскановане залишиться, а «Продовжити» відновить сканування</translation>
    </message>
    <message>
        <source>&amp;Go On</source>
        <translation>Продовжи&amp;ти</translation>
    </message>
    <message>
        <source>Go on with this crawl where it stopped: the pages done are not asked again</source>
        <translation>Продовжити це сканування з місця зупинки: оброблені сторінки повторно не запитуються</translation>
    </message>
    <message>
        <source>Create &amp;Sitemap</source>
        <translation>&amp;Створити файл Sitemap</translation>
    </message>
    <message>
        <source>A new document of the pages search engines would index: status 200, HTML, not noindex, their own canonical, not blocked</source>
        <translation>Новий документ зі сторінок, які індексували б пошукові системи: статус 200, HTML, без noindex, канонічна адреса вказує на саму сторінку, не заблоковані</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>&amp;Експорт</translation>
    </message>
    <message>
        <source>Write one of the crawl&apos;s tables to a CSV file</source>
        <translation>Записати одну з таблиць сканування у файл CSV</translation>
    </message>
    <message>
        <source>&amp;Pages…</source>
        <translation>&amp;Сторінки…</translation>
    </message>
    <message>
        <source>&amp;Links, with Anchor Text…</source>
        <translation>&amp;Посилання з текстом посилання…</translation>
    </message>
    <message>
        <source>Export &amp;Links, with Anchor Text…</source>
        <translation>Експорт &amp;посилань з текстом посилання…</translation>
    </message>
    <message>
        <source>&amp;Redirect Chains…</source>
        <translation>&amp;Ланцюжки переспрямувань…</translation>
    </message>
    <message>
        <source>Export &amp;Redirect Chains…</source>
        <translation>Експорт &amp;ланцюжків переспрямувань…</translation>
    </message>
    <message>
        <source>&amp;Images…</source>
        <translation>&amp;Зображення…</translation>
    </message>
    <message>
        <source>Export &amp;Images…</source>
        <translation>Експорт з&amp;ображень…</translation>
    </message>
    <message>
        <source>&amp;Broken Links, with Their Pages…</source>
        <translation>&amp;Непрацюючі посилання зі сторінками-джерелами…</translation>
    </message>
    <message>
        <source>Export &amp;Broken Links, with Their Pages…</source>
        <translation>Експорт &amp;непрацюючих посилань зі сторінками-джерелами…</translation>
    </message>
    <message>
        <source>Indexable Pages &amp;Missing from the Sitemap…</source>
        <translation>Доступні для індексування сторінки, відсутні у &amp;файлі Sitemap…</translation>
    </message>
    <message>
        <source>Export Indexable Pages &amp;Missing from the Sitemap…</source>
        <translation>Експорт доступних для індексування сторінок, відсутніх у &amp;файлі Sitemap…</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Сторінки</translation>
    </message>
    <message>
        <source>The crawl&apos;s tables are written once it ends</source>
        <translation>Таблиці сканування можна записати лише після його завершення</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не вдалося записати %1: %2</translation>
    </message>
    <message>
        <source>Paused at %1</source>
        <translation>Призупинено на %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 з %2</translation>
    </message>
    <message>
        <source>%1 done, %2 waiting, %3 failed · %4 pages/s · %5 · %6</source>
        <translation>Оброблено: %1, у черзі: %2, з помилкою: %3 · %4 стор./с · %5 · %6</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>Пр&amp;одовжити</translation>
    </message>
    <message>
        <source>Export Pages</source>
        <translation>Експорт сторінок</translation>
    </message>
    <message>
        <source>Export Links</source>
        <translation>Експорт посилань</translation>
    </message>
    <message>
        <source>Export Redirect Chains</source>
        <translation>Експорт ланцюжків переспрямувань</translation>
    </message>
    <message>
        <source>Export Images</source>
        <translation>Експорт зображень</translation>
    </message>
    <message>
        <source>Export Broken Links</source>
        <translation>Експорт непрацюючих посилань</translation>
    </message>
    <message>
        <source>Export Missing Pages</source>
        <translation>Експорт відсутніх сторінок</translation>
    </message>
    <message>
        <source>%1 (“%2”)</source>
        <translation>%1 («%2»)</translation>
    </message>
    <message>
        <source>E&amp;nter Login…</source>
        <translation>Ввести дані в&amp;ходу…</translation>
    </message>
    <message>
        <source>Give the login, cookies or headers the site asks for, and crawl it again</source>
        <translation>Ввести дані входу, файли cookie або заголовки, яких вимагає сайт, і просканувати його знову</translation>
    </message>
    <message>
        <source>Rendered with JavaScript</source>
        <translation>Відрендерені з JavaScript</translation>
    </message>
    <message>
        <source>App shells not rendered</source>
        <translation>Невідрендерені оболонки застосунків</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message numerus="yes">
        <source>Rendered with JavaScript; it did not settle within the page time and was read as it stood then (%1 ms, %n request(s)).</source>
        <translation>
            <numerusform>Відрендерено з JavaScript; сторінка не усталилася за час на сторінку, і її прочитано такою, якою вона була тоді (%1 мс, %n запит).</numerusform>
            <numerusform>Відрендерено з JavaScript; сторінка не усталилася за час на сторінку, і її прочитано такою, якою вона була тоді (%1 мс, %n запити).</numerusform>
            <numerusform>Відрендерено з JavaScript; сторінка не усталилася за час на сторінку, і її прочитано такою, якою вона була тоді (%1 мс, %n запитів).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rendered with JavaScript (%1 ms, %n request(s)).</source>
        <translation>
            <numerusform>Відрендерено з JavaScript (%1 мс, %n запит).</numerusform>
            <numerusform>Відрендерено з JavaScript (%1 мс, %n запити).</numerusform>
            <numerusform>Відрендерено з JavaScript (%1 мс, %n запитів).</numerusform>
        </translation>
    </message>
    <message>
        <source>Its HTML is an application shell; rendering failed (%1), so the HTML as fetched was read.</source>
        <translation>Її HTML — оболонка застосунку; рендеринг не вдався (%1), тож прочитано HTML, яким його завантажено.</translation>
    </message>
    <message>
        <source>Its HTML is an application shell, read as fetched: it was not rendered.</source>
        <translation>Її HTML — оболонка застосунку, прочитана такою, якою її завантажено: сторінку не відрендерено.</translation>
    </message>
    <message>
        <source>Its HTML says noindex: Google does not render such a page, so the links its JavaScript writes were not followed.</source>
        <translation>Її HTML містить noindex: Google не рендерить таку сторінку, тож за посиланнями, які пише її JavaScript, не переходили.</translation>
    </message>
    <message>
        <source>Title: “%1” in the HTML, “%2” once rendered.</source>
        <translation>Заголовок: «%1» у HTML, «%2» після рендерингу.</translation>
    </message>
    <message>
        <source>Robots meta: %1 in the HTML, %2 once rendered.</source>
        <translation>Метатег robots: %1 у HTML, %2 після рендерингу.</translation>
    </message>
    <message>
        <source>Canonical: %1 in the HTML, %2 once rendered.</source>
        <translation>Канонічна адреса: %1 у HTML, %2 після рендерингу.</translation>
    </message>
    <message>
        <source>Its hreflang alternates differ once rendered.</source>
        <translation>Її альтернативи hreflang після рендерингу відрізняються.</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) only its JavaScript writes: %1</source>
        <translation>
            <numerusform>%n посилання, яке пише лише її JavaScript: %1</numerusform>
            <numerusform>%n посилання, які пише лише її JavaScript: %1</numerusform>
            <numerusform>%n посилань, які пише лише її JavaScript: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource(s) robots.txt blocks, not loaded: %1</source>
        <translation>
            <numerusform>%n ресурс, заблокований robots.txt, не завантажено: %1</numerusform>
            <numerusform>%n ресурси, заблоковані robots.txt, не завантажено: %1</numerusform>
            <numerusform>%n ресурсів, заблокованих robots.txt, не завантажено: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Content &amp;History…</source>
        <translation>&amp;Історія вмісту…</translation>
    </message>
    <message>
        <source>Export Content &amp;History…</source>
        <translation>Експорт &amp;історії вмісту…</translation>
    </message>
    <message>
        <source>Export Content History</source>
        <translation>Експорт історії вмісту</translation>
    </message>
    <message>
        <source>Its main content is unchanged since the crawl of %1 (fingerprint %2); it last changed %3.</source>
        <translation>Її основний вміст не змінився від сканування %1 (відбиток %2); востаннє він змінився %3.</translation>
    </message>
    <message>
        <source>Its main content changed since the crawl of %1 (fingerprint %2, before %3).</source>
        <translation>Її основний вміст змінився від сканування %1 (відбиток %2, раніше %3).</translation>
    </message>
    <message>
        <source>Its main content was first seen by this crawl (fingerprint %1); it is taken to have changed %2.</source>
        <translation>Її основний вміст уперше побачило це сканування (відбиток %1); часом зміни вважається %2.</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlDocument</name>
    <message numerus="yes">
        <source>the crawl of %1 (%Ln pages)</source>
        <translation>
            <numerusform>сканування %1 (%Ln сторінка)</numerusform>
            <numerusform>сканування %1 (%Ln сторінки)</numerusform>
            <numerusform>сканування %1 (%Ln сторінок)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pages done, %2 failed, %3 indexable</source>
        <translation>
            <numerusform>Оброблено сторінок: %1, з помилкою: %2, доступних для індексування: %3</numerusform>
            <numerusform>Оброблено сторінок: %1, з помилкою: %2, доступних для індексування: %3</numerusform>
            <numerusform>Оброблено сторінок: %1, з помилкою: %2, доступних для індексування: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them not fetched: robots.txt disallows them or could not be read</source>
        <translation>
            <numerusform>%Ln з них не завантажено: robots.txt забороняє її або його не вдалося прочитати</numerusform>
            <numerusform>%Ln з них не завантажено: robots.txt забороняє їх або його не вдалося прочитати</numerusform>
            <numerusform>%Ln з них не завантажено: robots.txt забороняє їх або його не вдалося прочитати</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped before the end: Go On takes it up where it stopped.</source>
        <translation>Зупинено до завершення: «Продовжити» відновить сканування з місця зупинки.</translation>
    </message>
    <message>
        <source>Cut short when Sitemap Studio ended: Go On takes it up where it stopped.</source>
        <translation>Перервано, коли Sitemap Studio завершила роботу: «Продовжити» відновить сканування з місця зупинки.</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>Failed: %1 (%2)</source>
        <translation>З помилкою: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more failed; the Crawl view lists them all</source>
        <translation>
            <numerusform>… і ще %Ln з помилкою; панель «Сканування» показує всі</numerusform>
            <numerusform>… і ще %Ln з помилкою; панель «Сканування» показує всі</numerusform>
            <numerusform>… і ще %Ln з помилкою; панель «Сканування» показує всі</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the http or https address of a page of the site.</source>
        <translation>Введіть адресу http або https будь-якої сторінки сайту.</translation>
    </message>
    <message>
        <source>There is no crawl to save</source>
        <translation>Немає сканування для збереження</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>Не вдалося записати %1</translation>
    </message>
    <message>
        <source>Another Sitemap Studio keeps %1</source>
        <translation>Папку %1 використовує інший запущений екземпляр Sitemap Studio</translation>
    </message>
    <message>
        <source>Cannot make the folder %1</source>
        <translation>Не вдалося створити папку %1</translation>
    </message>
    <message>
        <source>Cannot lock %1</source>
        <translation>Не вдалося заблокувати %1</translation>
    </message>
    <message>
        <source>The crawl is not kept as it goes, and a crash would lose it: %1</source>
        <translation>Сканування не зберігається під час роботи, і збій призведе до його втрати: %1</translation>
    </message>
    <message>
        <source>%1 refuses access (HTTP 403) with the login, cookies or headers given.</source>
        <translation>%1 відмовляє в доступі (HTTP 403) з наданими даними входу, файлами cookie або заголовками.</translation>
    </message>
    <message>
        <source>%1 refuses access (HTTP 403): it may want a login, a cookie or a header, or it turns this user agent away.</source>
        <translation>%1 відмовляє в доступі (HTTP 403): можливо, потрібен вхід, файл cookie або заголовок, або сайт відхиляє цього агента користувача.</translation>
    </message>
    <message>
        <source>%1 refused the login of the user “%2” (HTTP 401).</source>
        <translation>%1 відхилив вхід користувача «%2» (HTTP 401).</translation>
    </message>
    <message>
        <source>%1 refused the login of the user “%2” (HTTP 401, realm “%3”).</source>
        <translation>%1 відхилив вхід користувача «%2» (HTTP 401, область «%3»).</translation>
    </message>
    <message>
        <source>The site asks for a login (HTTP 401 at %1).</source>
        <translation>Сайт вимагає входу (HTTP 401 на %1).</translation>
    </message>
    <message>
        <source>The site asks for a login (HTTP 401 at %1, realm “%2”).</source>
        <translation>Сайт вимагає входу (HTTP 401 на %1, область «%2»).</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlRuleFields</name>
    <message>
        <source>/blog/, one regular expression a line</source>
        <translation>/blog/, по одному регулярному виразу на рядок</translation>
    </message>
    <message>
        <source>Ask only for URLs that match one of these regular expressions, searched in the whole URL. The start URL is asked all the same, for its links, and listed only when it matches.</source>
        <translation>Запитувати лише URL-адреси, що відповідають одному з цих регулярних виразів, які шукаються в усій URL-адресі. Початкова URL-адреса запитується попри все, заради її посилань, а до списку потрапляє, лише якщо відповідає.</translation>
    </message>
    <message>
        <source>&amp;Include only:</source>
        <translation>Включати &amp;лише:</translation>
    </message>
    <message>
        <source>/search\?, one regular expression a line</source>
        <translation>/search\?, по одному регулярному виразу на рядок</translation>
    </message>
    <message>
        <source>Never ask for URLs that match one of these regular expressions; a start URL that matches is refused.</source>
        <translation>Ніколи не запитувати URL-адреси, що відповідають одному з цих регулярних виразів; початкову URL-адресу, яка відповідає, буде відхилено.</translation>
    </message>
    <message>
        <source>E&amp;xclude:</source>
        <translation>&amp;Виключати:</translation>
    </message>
    <message>
        <source>/tag/, one regular expression a line</source>
        <translation>/tag/, по одному регулярному виразу на рядок</translation>
    </message>
    <message>
        <source>Ask for and follow URLs that match one of these regular expressions, but leave them out of the sitemap (tag pages, search pages).</source>
        <translation>Запитувати URL-адреси, що відповідають одному з цих регулярних виразів, і переходити за їхніми посиланнями, але не вносити їх до файлу Sitemap (сторінки тегів, сторінки пошуку).</translation>
    </message>
    <message>
        <source>Do &amp;not list:</source>
        <translation>&amp;Не вносити до списку:</translation>
    </message>
    <message>
        <source>ref, pk_*</source>
        <translation>ref, pk_*</translation>
    </message>
    <message>
        <source>Query parameters removed from links before they are queued, so that each page is asked once, besides the tracking parameters removed by default (utm_*, fbclid, gclid, msclkid, dclid, yclid, mc_cid, mc_eid, _ga, _gl): names or globs, separated by spaces or commas.</source>
        <translation>Параметри запиту, які вилучаються з посилань перед додаванням до черги, щоб кожну сторінку запитувати один раз, на додачу до параметрів відстеження, що вилучаються типово (utm_*, fbclid, gclid, msclkid, dclid, yclid, mc_cid, mc_eid, _ga, _gl): назви або шаблони glob, розділені пробілами чи комами.</translation>
    </message>
    <message>
        <source>Remove &amp;parameters:</source>
        <translation>Вилучати &amp;параметри:</translation>
    </message>
    <message>
        <source>Keep every parameter, trackin&amp;g ones too</source>
        <translation>Зберігати в&amp;сі параметри, зокрема параметри відстеження</translation>
    </message>
    <message>
        <source>Where the site is published when the crawl runs on another host (staging): the sitemap lists the pages of the start URL&apos;s host under this address, the start URL&apos;s folder standing for its folder.</source>
        <translation>Де опубліковано сайт, коли сканування виконується на іншому хості (staging): файл Sitemap містить сторінки хоста початкової URL-адреси під цією адресою, причому папці початкової URL-адреси відповідає її папка.</translation>
    </message>
    <message>
        <source>P&amp;ublish URL:</source>
        <translation>Адр&amp;еса публікації:</translation>
    </message>
    <message>
        <source>Include only, line %1: “%2” is no valid regular expression: %3 at character %4.</source>
        <translation>Включати лише, рядок %1: «%2» не є правильним регулярним виразом: %3 на символі %4.</translation>
    </message>
    <message>
        <source>Exclude, line %1: “%2” is no valid regular expression: %3 at character %4.</source>
        <translation>Виключати, рядок %1: «%2» не є правильним регулярним виразом: %3 на символі %4.</translation>
    </message>
    <message>
        <source>Do not list, line %1: “%2” is no valid regular expression: %3 at character %4.</source>
        <translation>Не вносити до списку, рядок %1: «%2» не є правильним регулярним виразом: %3 на символі %4.</translation>
    </message>
    <message>
        <source>Remove parameters: “%1” is no parameter name or glob such as pk_*.</source>
        <translation>Вилучати параметри: «%1» не є назвою параметра чи шаблоном glob на кшталт pk_*.</translation>
    </message>
    <message>
        <source>Publish URL: give the whole address of the published site, starting with https:// or http://.</source>
        <translation>Адреса публікації: введіть повну адресу опублікованого сайту, що починається з https:// або http://.</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlSheetView</name>
    <message>
        <source>Filter by any column</source>
        <translation>Фільтр за будь-яким стовпцем</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>показано %1 з %2</translation>
    </message>
    <message>
        <source>This table is made when the crawl ends.</source>
        <translation>Ця таблиця з’явиться після завершення сканування.</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlSitemap</name>
    <message>
        <source>%1 is blocked by robots.txt: %2</source>
        <translation>%1 заблоковано файлом robots.txt: %2</translation>
    </message>
    <message>
        <source>%1 was not fetched: %2</source>
        <translation>%1 не отримано: %2</translation>
    </message>
    <message>
        <source>%1 redirects in a loop: %2</source>
        <translation>%1 переадресовує в циклі: %2</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>поки немає</translation>
    </message>
    <message>
        <source>%1 answered %2 (%3)</source>
        <translation>%1 відповідає %2 (%3)</translation>
    </message>
    <message>
        <source>Gone</source>
        <translation>Видалено назавжди</translation>
    </message>
    <message>
        <source>Not Found</source>
        <translation>Не знайдено</translation>
    </message>
    <message>
        <source>%1 is %2, not an HTML page</source>
        <translation>%1 — це %2, а не сторінка HTML</translation>
    </message>
    <message>
        <source>its robots meta tag and its X-Robots-Tag header</source>
        <translation>метатегу robots і в заголовку X-Robots-Tag</translation>
    </message>
    <message>
        <source>its robots meta tag</source>
        <translation>метатегу robots</translation>
    </message>
    <message>
        <source>its X-Robots-Tag header</source>
        <translation>заголовку X-Robots-Tag</translation>
    </message>
    <message>
        <source>%1 is marked noindex by %2</source>
        <translation>%1 позначено як noindex у %2</translation>
    </message>
    <message>
        <source>%1 names %2 as its canonical URL</source>
        <translation>%1 вказує %2 як свою канонічну URL-адресу</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>нічого</translation>
    </message>
    <message>
        <source>The hreflang of %1 differs between the page and the sitemap: only the page gives %2; only the sitemap gives %3</source>
        <translation>Значення hreflang для %1 на сторінці й у файлі Sitemap різняться (лише на сторінці: %2; лише у файлі Sitemap: %3)</translation>
    </message>
    <message>
        <source>%1 is blocked by robots.txt for Googlebot (the crawl, allowed by the group it obeys, fetched it)</source>
        <translation>%1 заблоковано файлом robots.txt для Googlebot (сканування отримало цю адресу, бо її дозволяє група, якої воно дотримується)</translation>
    </message>
    <message>
        <source>%1 is a document of no type, not an HTML page</source>
        <translation>%1 — це документ без типу, а не сторінка HTML</translation>
    </message>
    <message>
        <source>%1 is in the sitemap, but no chain of followed links from the start page %2 reaches it: it is one of %3 crawled pages that link only among themselves</source>
        <translation>%1 є у файлі Sitemap, але жоден ланцюжок відстежуваних посилань від початкової сторінки %2 до неї не веде: це одна з просканованих сторінок (усього %3), які посилаються лише одна на одну</translation>
    </message>
    <message>
        <source>%1 is in the sitemap, but no chain of followed links from the start page %2 reaches it</source>
        <translation>%1 є у файлі Sitemap, але жоден ланцюжок відстежуваних посилань від початкової сторінки %2 до неї не веде</translation>
    </message>
    <message>
        <source>an instant meta refresh</source>
        <translation>миттєвий meta refresh</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>%1 redirects (%2) to %3, which answered %4, through %5</source>
        <translation>%1 переадресовує (%2) на %3 (відповідь: %4), ланцюжок переадресацій: %5</translation>
    </message>
    <message>
        <source>%1 redirects (%2) to %3, which answered %4</source>
        <translation>%1 переадресовує (%2) на %3 (відповідь: %4)</translation>
    </message>
    <message>
        <source>Indexable</source>
        <translation>Доступна для індексування</translation>
    </message>
    <message>
        <source>Not fetched</source>
        <translation>Не завантажена</translation>
    </message>
    <message>
        <source>Blocked by robots.txt</source>
        <translation>Заблокована файлом robots.txt</translation>
    </message>
    <message>
        <source>Redirect</source>
        <translation>Переадресація</translation>
    </message>
    <message>
        <source>Not found (404, 410)</source>
        <translation>Не знайдена (404, 410)</translation>
    </message>
    <message>
        <source>Error or no answer</source>
        <translation>Помилка або без відповіді</translation>
    </message>
    <message>
        <source>Not HTML</source>
        <translation>Не HTML</translation>
    </message>
    <message>
        <source>Marked noindex</source>
        <translation>Позначена noindex</translation>
    </message>
    <message>
        <source>Canonicalised elsewhere</source>
        <translation>Канонічна в іншому місці</translation>
    </message>
    <message>
        <source>not asked (robots.txt)</source>
        <translation>не запитано (robots.txt)</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>без відповіді</translation>
    </message>
    <message>
        <source>The lastmod %1 of %2 is later than the page&apos;s own date %3 (its %4)</source>
        <translation>Lastmod %1 адреси %2 пізніший за власну дату сторінки %3 (її %4)</translation>
    </message>
    <message>
        <source>The lastmod %1 of %2 is earlier than the page&apos;s own date %3 (its %4): the page changed since</source>
        <translation>Lastmod %1 адреси %2 раніший за власну дату сторінки %3 (її %4): відтоді сторінка змінилася</translation>
    </message>
    <message>
        <source>%1 shows images its entry lacks (%2): %3</source>
        <translation>%1 показує зображення, яких бракує в її записі (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %2 URLs whose pages give their own date carry their Last-Modified header&apos;s date instead (%3 of them %4, the time of a deploy rather than of their pages)</source>
        <translation>
            <numerusform>%1 з %2 URL-адреси, сторінки яких називають власну дату, натомість мають дату заголовка Last-Modified (%3 з них %4 — час розгортання, а не їхніх сторінок)</numerusform>
            <numerusform>%1 з %2 URL-адрес, сторінки яких називають власну дату, натомість мають дату заголовка Last-Modified (%3 з них %4 — час розгортання, а не їхніх сторінок)</numerusform>
            <numerusform>%1 з %2 URL-адрес, сторінки яких називають власну дату, натомість мають дату заголовка Last-Modified (%3 з них %4 — час розгортання, а не їхніх сторінок)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is indexable, but no sitemap lists it (crawled pages linking to it: %2)</source>
        <translation>%1 доступна для індексування, але жоден файл Sitemap її не містить (скановані сторінки, що на неї посилаються: %2)</translation>
    </message>
    <message>
        <source>a JavaScript redirect</source>
        <translation>переспрямування через JavaScript</translation>
    </message>
    <message>
        <source>The lastmod %1 of %2 claims a change the crawls disprove: the crawl of %3 saw the content the page has now, and the crawl of %4 saw it unchanged; it last changed %5</source>
        <translation>Lastmod %1 для %2 стверджує зміну, яку спростовують сканування: сканування %3 бачило вміст, який сторінка має зараз, а сканування %4 бачило його без змін; востаннє він змінився %5</translation>
    </message>
    <message>
        <source>The content of %1 changed after its lastmod %2: the crawl of %3 saw other content, the crawl of %4 the content it has now</source>
        <translation>Вміст %1 змінився після його lastmod %2: сканування %3 бачило інший вміст, сканування %4 — той, що є зараз</translation>
    </message>
    <message numerus="yes">
        <source>%n pages of the sitemap have the same main content, and none names one of them as its canonical URL: %1</source>
        <translation>
            <numerusform>%n сторінка карти сайту має однаковий основний вміст, і жодна не називає іншу канонічною URL-адресою: %1</numerusform>
            <numerusform>%n сторінки карти сайту мають однаковий основний вміст, і жодна не називає іншу канонічною URL-адресою: %1</numerusform>
            <numerusform>%n сторінок карти сайту мають однаковий основний вміст, і жодна не називає іншу канонічною URL-адресою: %1</numerusform>
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
        <translation>Неможливо зберігати сканування: драйвер SQLite для Qt не встановлено (пакет libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 не існує</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не вдалося прочитати %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a crawl kept by Sitemap Studio</source>
        <translation>%1 не є скануванням, збереженим Sitemap Studio</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не вдалося відкрити %1: %2</translation>
    </message>
    <message>
        <source>%1 was written by a newer Sitemap Studio (crawl store version %2; this one reads up to %3)</source>
        <translation>%1 записано новішою версією Sitemap Studio (версія сховища сканування %2; ця читає до %3)</translation>
    </message>
    <message>
        <source>The crawl store is not open</source>
        <translation>Сховище сканування не відкрито</translation>
    </message>
    <message>
        <source>%1 holds no crawl</source>
        <translation>%1 не містить сканування</translation>
    </message>
    <message>
        <source>%1 is damaged: its URL table does not match its ids</source>
        <translation>%1 пошкоджено: таблиця URL-адрес не відповідає ідентифікаторам</translation>
    </message>
    <message>
        <source>%1 is damaged: a page refers to a URL it does not hold</source>
        <translation>%1 пошкоджено: сторінка посилається на URL-адресу, якої в ньому немає</translation>
    </message>
    <message>
        <source>%1 is damaged: it has no crawl store version</source>
        <translation>%1 пошкоджено: у ньому немає версії сховища сканування</translation>
    </message>
    <message>
        <source>%1 is damaged: its anchor texts do not match their ids</source>
        <translation>%1 пошкоджено: тексти його посилань не відповідають своїм ідентифікаторам</translation>
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
        <translation>Стан</translation>
    </message>
    <message>
        <source>Indexability</source>
        <translation>Індексованість</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Повідомлення</translation>
    </message>
    <message>
        <source>Canonical</source>
        <translation>Канонічна URL</translation>
    </message>
    <message>
        <source>Redirects to</source>
        <translation>Переадресовує на</translation>
    </message>
    <message>
        <source>Final URL</source>
        <translation>Кінцева URL</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глибина</translation>
    </message>
    <message>
        <source>Inlinks</source>
        <translation>Вхідні посилання</translation>
    </message>
    <message>
        <source>Outlinks</source>
        <translation>Вихідні посилання</translation>
    </message>
    <message>
        <source>External links</source>
        <translation>Зовнішні посилання</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Заголовок</translation>
    </message>
    <message>
        <source>Content type</source>
        <translation>Тип вмісту</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Байти</translation>
    </message>
    <message>
        <source>Response (ms)</source>
        <translation>Відповідь (мс)</translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation>Остання зміна</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Джерело</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ціль</translation>
    </message>
    <message>
        <source>Anchor text</source>
        <translation>Текст посилання</translation>
    </message>
    <message>
        <source>Rel</source>
        <translation>Rel</translation>
    </message>
    <message>
        <source>Target status</source>
        <translation>Стан цілі</translation>
    </message>
    <message>
        <source>Target indexability</source>
        <translation>Індексованість цілі</translation>
    </message>
    <message>
        <source>Hops</source>
        <translation>Кроки</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Ланцюжок</translation>
    </message>
    <message>
        <source>Final status</source>
        <translation>Кінцевий стан</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>Цикл</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Сторінка</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Зображення</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Сторінки</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Посилання</translation>
    </message>
    <message>
        <source>Redirect chains</source>
        <translation>Ланцюжки переспрямувань</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Зображення</translation>
    </message>
    <message>
        <source>Broken links</source>
        <translation>Непрацюючі посилання</translation>
    </message>
    <message>
        <source>Indexable pages missing from the sitemap</source>
        <translation>Доступні для індексування сторінки, яких немає у файлі Sitemap</translation>
    </message>
    <message>
        <source>Not found (%1)</source>
        <translation>Не знайдено (%1)</translation>
    </message>
    <message>
        <source>The server answered %1</source>
        <translation>Сервер відповів %1</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>Немає відповіді</translation>
    </message>
    <message>
        <source>Content fingerprint</source>
        <translation>Відбиток вмісту</translation>
    </message>
    <message>
        <source>First seen</source>
        <translation>Уперше побачено</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Востаннє побачено</translation>
    </message>
    <message>
        <source>Content changed</source>
        <translation>Вміст змінено</translation>
    </message>
    <message>
        <source>Content history</source>
        <translation>Історія вмісту</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlTableModel</name>
    <message>
        <source>not asked</source>
        <translation>не запитано</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>без відповіді</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Так</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL-адреса</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>Indexability</source>
        <translation>Індексованість</translation>
    </message>
    <message>
        <source>Canonical</source>
        <translation>Канонічна</translation>
    </message>
    <message>
        <source>Redirects to</source>
        <translation>Переадресовує на</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глибина</translation>
    </message>
    <message>
        <source>Inlinks</source>
        <translation>Вхідні посилання</translation>
    </message>
    <message>
        <source>Outlinks</source>
        <translation>Вихідні посилання</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Назва</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <source>In sitemap</source>
        <translation>У файлі Sitemap</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>Без відповіді</translation>
    </message>
    <message>
        <source>Not asked (robots.txt)</source>
        <translation>Не запитано (robots.txt)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>Response time</source>
        <translation>Час відповіді</translation>
    </message>
    <message>
        <source>No chain of links from the start page reaches it: it was found through the sitemap</source>
        <translation>Жоден ланцюжок посилань від початкової сторінки до неї не веде: її знайдено через файл Sitemap</translation>
    </message>
    <message>
        <source>not linked</source>
        <translation>без посилань</translation>
    </message>
    <message>
        <source>JavaScript</source>
        <translation>JavaScript</translation>
    </message>
    <message>
        <source>rendered, did not settle</source>
        <translation>відрендерено, не усталилася</translation>
    </message>
    <message>
        <source>rendered</source>
        <translation>відрендерено</translation>
    </message>
    <message>
        <source>rendering failed</source>
        <translation>рендеринг не вдався</translation>
    </message>
    <message>
        <source>app shell, not rendered</source>
        <translation>оболонка застосунку, не відрендерено</translation>
    </message>
</context>
<context>
    <name>Studio::CrawlUrlRules</name>
    <message>
        <source>%1 &quot;%2&quot; is no valid regular expression: %3 at character %4</source>
        <translation>%1 «%2» не є правильним регулярним виразом: %3 на символі %4</translation>
    </message>
</context>
<context>
    <name>Studio::Crawler</name>
    <message>
        <source>The crawl stopped at its time limit of %1 seconds</source>
        <translation>Сканування зупинено після досягнення ліміту часу %1 с</translation>
    </message>
    <message>
        <source>Cannot crawl &quot;%1&quot;: only http and https addresses with a host can be crawled</source>
        <translation>Не вдалося просканувати «%1»: сканувати можна лише адреси http і https із хостом</translation>
    </message>
    <message>
        <source>Not fetched: %1; while a site&apos;s robots.txt cannot be read, crawlers fetch nothing there</source>
        <translation>Не завантажено: %1; поки robots.txt сайту не вдається прочитати, пошукові роботи нічого на ньому не завантажують</translation>
    </message>
    <message>
        <source>Not fetched: the robots.txt of %1 disallows %2 for %3 (line %4: Disallow: %5)</source>
        <translation>Не завантажено: robots.txt хоста %1 забороняє %2 для %3 (рядок %4: Disallow: %5)</translation>
    </message>
    <message numerus="yes">
        <source>The crawl stopped at its limit of %1 pages; %2 URLs it found were not fetched</source>
        <translation>
            <numerusform>Сканування зупинено після досягнення ліміту кількості сторінок (%1); знайдених URL-адрес, які не було завантажено: %2</numerusform>
            <numerusform>Сканування зупинено після досягнення ліміту кількості сторінок (%1); знайдених URL-адрес, які не було завантажено: %2</numerusform>
            <numerusform>Сканування зупинено після досягнення ліміту кількості сторінок (%1); знайдених URL-адрес, які не було завантажено: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>The crawl stopped at its limit of %1 bytes received</source>
        <translation>Сканування зупинено після досягнення ліміту %1 отриманих байтів</translation>
    </message>
    <message>
        <source>%1 is the end of more than %2 redirects; the next one, to %3, is not followed</source>
        <translation>%1 — кінець ланцюжка з понад %2 переадресацій; наступну, на %3, не виконано</translation>
    </message>
    <message>
        <source>The crawl did not follow links beyond its depth limit of %1 from the start page</source>
        <translation>Сканування не переходило за посиланнями далі за ліміт глибини (%1) від початкової сторінки</translation>
    </message>
    <message>
        <source>Not fetched: the crawl was cancelled first</source>
        <translation>Не завантажено: сканування було скасовано раніше</translation>
    </message>
    <message>
        <source>Not fetched: a limit of the crawl came first</source>
        <translation>Не завантажено: сканування раніше досягло одного зі своїх лімітів</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> і ще %1</translation>
    </message>
    <message>
        <source>Crawl trap: links under %1 longer than %2 characters, not followed: %3 (the first: %4)</source>
        <translation>Пастка для краулера: посилання в %1, довші за %2 символів, не відкриті: %3 (перше: %4)</translation>
    </message>
    <message>
        <source>Crawl trap: %1 has more than %2 variants that differ in their query (a calendar, filters or session ids); links to more of them, not followed: %3 (the first: %4)</source>
        <translation>Пастка для краулера: %1 має понад %2 варіантів, що різняться запитом (календар, фільтри чи ідентифікатори сесій); посилання на інші, не відкриті: %3 (перше: %4)</translation>
    </message>
    <message>
        <source>Crawl trap: links that repeat a path segment more than %1 times, as in %2, not followed: %3 (the first: %4)</source>
        <translation>Пастка для краулера: посилання, що повторюють сегмент шляху понад %1 разів, як-от %2, не відкриті: %3 (перше: %4)</translation>
    </message>
    <message>
        <source>%1 has more than %2 links; links after the first %2, not followed: %3</source>
        <translation>%1 має понад %2 посилань; посилання після перших %2, не відкриті: %3</translation>
    </message>
    <message>
        <source>%1 has more than %2 links; those after the first %2 were not followed</source>
        <translation>%1 має понад %2 посилань; посилання після перших %2 не відкривалися</translation>
    </message>
    <message>
        <source>Pages given up, sending too slowly or not at all (no full answer within %1 s): %2</source>
        <translation>Покинуті сторінки, що надсилали надто повільно або нічого (без повної відповіді за %1 с): %2</translation>
    </message>
    <message>
        <source>Pages read only in part, holding more than %1 elements or nested too deep (links after the cut were not seen): %2</source>
        <translation>Сторінки, прочитані лише частково: понад %1 елементів або надто глибоке вкладення (посилань після обрізу не видно): %2</translation>
    </message>
    <message>
        <source>Not rendered: the crawl stopped first</source>
        <translation>Не відрендерено: обхід зупинився раніше</translation>
    </message>
    <message>
        <source>Links to URLs that match no include pattern, not followed: %1 (the first: %2)</source>
        <translation>Посилання на URL, що не відповідають жодному шаблону включення, не відстежено: %1 (перше: %2)</translation>
    </message>
    <message>
        <source>Links to URLs that match the exclude pattern &quot;%1&quot;, not followed: %2 (the first: %3)</source>
        <translation>Посилання на URL, що відповідають шаблону виключення «%1», не відстежено: %2 (перше: %3)</translation>
    </message>
    <message>
        <source>Cannot crawl &quot;%1&quot;: the start URL matches the exclude pattern &quot;%2&quot;</source>
        <translation>Неможливо обійти «%1»: початкова URL відповідає шаблону виключення «%2»</translation>
    </message>
</context>
<context>
    <name>Studio::CsvReader</name>
    <message>
        <source>Row at line %1 was skipped: no column is chosen as the location</source>
        <translation>Рядок %1 пропущено: жоден стовпець не вибрано як адресу (loc)</translation>
    </message>
    <message>
        <source>Row at line %1 has no location in column %2; it was skipped</source>
        <translation>У рядку %1 немає адреси в стовпці %2; його пропущено</translation>
    </message>
</context>
<context>
    <name>Studio::DateTimeField</name>
    <message>
        <source>Date and time</source>
        <translation>Дата й час</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Точність</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Date and time with seconds</source>
        <translation>Дата й час із секундами</translation>
    </message>
    <message>
        <source>How much of the value is written: Google reads the date alone or a date and time with a time zone.</source>
        <translation>Яку частину значення записувати: Google читає лише дату або дату й час із часовим поясом.</translation>
    </message>
    <message>
        <source>Time zone</source>
        <translation>Часовий пояс</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Local time (%1)</source>
        <translation>Місцевий час (%1)</translation>
    </message>
    <message>
        <source>A time is always written with its zone (Z or +hh:mm): without one the value is not W3C Datetime.</source>
        <translation>Час завжди записується з часовим поясом (Z або +hh:mm): без нього значення не відповідає формату W3C Datetime.</translation>
    </message>
    <message>
        <source>A W3C Datetime: the date and time, how much of it is written, and its time zone</source>
        <translation>Значення у форматі W3C Datetime: дата й час, яку їх частину записано, і часовий пояс</translation>
    </message>
    <message>
        <source>The date, and the time in the chosen zone; Alt+Down opens a calendar</source>
        <translation>Дата й час у вибраному часовому поясі; Alt+Стрілка вниз відкриває календар</translation>
    </message>
</context>
<context>
    <name>Studio::DiffModel</name>
    <message>
        <source>Added</source>
        <translation>Додано</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Вилучено</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Змінено</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Зміна</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL-адреса</translation>
    </message>
    <message>
        <source>Changed fields</source>
        <translation>Змінені поля</translation>
    </message>
    <message>
        <source>Old lastmod</source>
        <translation>Старий lastmod</translation>
    </message>
    <message>
        <source>New lastmod</source>
        <translation>Новий lastmod</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>%1: %2, edited</source>
        <translation>%1: %2, змінено</translation>
    </message>
</context>
<context>
    <name>Studio::Discovery</name>
    <message>
        <source>No robots.txt: %1</source>
        <translation>Немає robots.txt: %1</translation>
    </message>
    <message>
        <source>robots.txt line %1: &quot;%2&quot; is not an absolute http or https URL; skipped</source>
        <translation>robots.txt, рядок %1: «%2» не є абсолютною URL-адресою http або https; пропущено</translation>
    </message>
    <message numerus="yes">
        <source>%1 names %2 sitemaps</source>
        <translation>
            <numerusform>Файлів Sitemap, указаних у %1: %2</numerusform>
            <numerusform>Файлів Sitemap, указаних у %1: %2</numerusform>
            <numerusform>Файлів Sitemap, указаних у %1: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 names no sitemap; the usual places are asked</source>
        <translation>У %1 не вказано жодного файлу Sitemap; перевіряються звичні розташування</translation>
    </message>
    <message>
        <source>No sitemap found: %1 names none, and none of %2 answered with a sitemap</source>
        <translation>Файл Sitemap не знайдено: у %1 його не вказано, і жодна з адрес %2 не повернула файл Sitemap</translation>
    </message>
    <message>
        <source>%1 answered %2 but with no sitemap</source>
        <translation>%1 відповідає %2, але не повертає файл Sitemap</translation>
    </message>
    <message>
        <source>%1 is a %2</source>
        <translation>%1 — це %2</translation>
    </message>
    <message>
        <source>%1 is not an http or https address</source>
        <translation>%1 не є адресою http або https</translation>
    </message>
    <message>
        <source>%1 names a file: it is taken as the sitemap</source>
        <translation>%1 вказує на файл: його взято як файл Sitemap</translation>
    </message>
    <message>
        <source>Discovery was cancelled</source>
        <translation>Пошук файлів Sitemap скасовано</translation>
    </message>
</context>
<context>
    <name>Studio::DurableFile</name>
    <message>
        <source>Could not write %1: %2. Nothing was changed on disk.</source>
        <translation>Не вдалося записати %1: %2. На диску нічого не змінено.</translation>
    </message>
    <message>
        <source>Could not write %1: %2. The file on disk is unchanged.</source>
        <translation>Не вдалося записати %1: %2. Файл на диску не змінено.</translation>
    </message>
    <message>
        <source>%1 was written, but its folder could not be flushed to disk; a power cut now could lose it</source>
        <translation>%1 записано, але не вдалося скинути на диск дані його папки; у разі збою живлення файл може бути втрачено</translation>
    </message>
</context>
<context>
    <name>Studio::EditController</name>
    <message>
        <source>Delete %1</source>
        <translation>Видалити %1</translation>
    </message>
    <message>
        <source>Delete %1 entries</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Видалити записи (%1)</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>Дублювати %1</translation>
    </message>
    <message>
        <source>Add an entry</source>
        <translation>Додати запис</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>Перемістити %1 вгору</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>Перемістити %1 вниз</translation>
    </message>
    <message>
        <source>Moved in the sitemap; the table is sorted by a column, so its order does not show it</source>
        <translation>Переміщено у файлі Sitemap; таблицю відсортовано за стовпцем, тому зміну порядку в ній не видно</translation>
    </message>
    <message>
        <source>No URL matched.</source>
        <translation>Жодна URL-адреса не збігається.</translation>
    </message>
    <message numerus="yes">
        <source>Replace &quot;%1&quot; with &quot;%2&quot; in %3 URLs</source>
        <translation>
            <numerusform>Замінити «%1» на «%2» в URL-адресах (%3)</numerusform>
            <numerusform>Замінити «%1» на «%2» в URL-адресах (%3)</numerusform>
            <numerusform>Замінити «%1» на «%2» в URL-адресах (%3)</numerusform>
        </translation>
    </message>
    <message>
        <source>No entry changed: they already have these values.</source>
        <translation>Жоден запис не змінено: вони вже мають ці значення.</translation>
    </message>
    <message numerus="yes">
        <source>%1 entries changed; Undo reverts them in one step.</source>
        <translation>
            <numerusform>Змінено записів: %1; команда «Скасувати» відновить їх за один крок.</numerusform>
            <numerusform>Змінено записів: %1; команда «Скасувати» відновить їх за один крок.</numerusform>
            <numerusform>Змінено записів: %1; команда «Скасувати» відновить їх за один крок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set fields of %1 entries</source>
        <translation>
            <numerusform>Задати поля записів (%1)</numerusform>
            <numerusform>Задати поля записів (%1)</numerusform>
            <numerusform>Задати поля записів (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs changed; Undo reverts the change in one step.</source>
        <translation>
            <numerusform>Змінено %Ln URL-адресу; «Скасувати» поверне зміну одним кроком.</numerusform>
            <numerusform>Змінено %Ln URL-адреси; «Скасувати» поверне зміну одним кроком.</numerusform>
            <numerusform>Змінено %Ln URL-адрес; «Скасувати» поверне зміну одним кроком.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::EditorDocument</name>
    <message>
        <source>%1 is not a sitemap.</source>
        <translation>%1 не є файлом Sitemap.</translation>
    </message>
    <message>
        <source>The child sitemap %1 was changed, but it was read from %2 and cannot be written back there. Nothing was saved; export the workspace instead.</source>
        <translation>Дочірній файл Sitemap %1 змінено, але його прочитано з %2, тож записати його назад неможливо. Нічого не збережено; натомість експортуйте робочу область.</translation>
    </message>
    <message>
        <source>the web</source>
        <translation>інтернету</translation>
    </message>
    <message>
        <source>a zip bundle</source>
        <translation>zip-пакета</translation>
    </message>
    <message>
        <source>Saving was cancelled; %1 and the files after it were not written.</source>
        <translation>Збереження скасовано; %1 і наступні файли не записано.</translation>
    </message>
    <message>
        <source>Checking with the new settings…</source>
        <translation>Перевірка з новими налаштуваннями…</translation>
    </message>
    <message>
        <source>Checking %1 edited entries…</source>
        <translation>Перевірка змінених записів (%1)…</translation>
    </message>
    <message>
        <source>Checking the saved file…</source>
        <translation>Перевірка збереженого файлу…</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Перевірка…</translation>
    </message>
    <message>
        <source>it had to be repaired to be read, is not UTF-8, or is not a sitemap</source>
        <translation>його довелося виправити, щоб прочитати, він не в UTF-8 або це не файл Sitemap</translation>
    </message>
    <message>
        <source>the declarations or attributes of its root element were edited</source>
        <translation>змінено оголошення або атрибути його кореневого елемента</translation>
    </message>
    <message>
        <source>its root does not declare the sitemap namespace, or gives an extension&apos;s prefix to another namespace</source>
        <translation>його корінь не оголошує простір імен Sitemap або віддає префікс розширення іншому простору імен</translation>
    </message>
    <message>
        <source>its markup could not be followed</source>
        <translation>його розмітку не вдалося розібрати</translation>
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
        <translation>Папка: %1</translation>
    </message>
</context>
<context>
    <name>Studio::EntryTableModel</name>
    <message>
        <source>Edit %1 of %2</source>
        <translation>Змінити %1 для %2</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL-адреса</translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation>Остання зміна</translation>
    </message>
    <message>
        <source>Change frequency</source>
        <translation>Частота змін</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Пріоритет</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Зображення</translation>
    </message>
    <message>
        <source>Videos</source>
        <translation>Відео</translation>
    </message>
    <message>
        <source>News</source>
        <translation>Новини</translation>
    </message>
    <message>
        <source>Alternates</source>
        <translation>Альтернативні версії</translation>
    </message>
    <message>
        <source>Worst finding</source>
        <translation>Найсерйозніше зауваження</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Final URL</source>
        <translation>Кінцева URL-адреса</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>Час (мс)</translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation>Завантажено</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Не знайдено</translation>
    </message>
    <message>
        <source>Not a sitemap</source>
        <translation>Не файл Sitemap</translation>
    </message>
    <message>
        <source>Listed before</source>
        <translation>Указано раніше</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>Цикл</translation>
    </message>
    <message>
        <source>Not loaded</source>
        <translation>Не завантажено</translation>
    </message>
    <message>
        <source>Looked for at %1</source>
        <translation>Місце пошуку: %1</translation>
    </message>
    <message>
        <source>Sitemap</source>
        <translation>Файл Sitemap</translation>
    </message>
    <message>
        <source>Child sitemap</source>
        <translation>Дочірній файл Sitemap</translation>
    </message>
    <message>
        <source>URLs</source>
        <translation>URL-адреси</translation>
    </message>
    <message>
        <source>Indexable</source>
        <translation>Доступна для індексування</translation>
    </message>
    <message>
        <source>Not crawled</source>
        <translation>Не проскановано</translation>
    </message>
    <message>
        <source>Blocked by robots.txt</source>
        <translation>Заблоковано файлом robots.txt</translation>
    </message>
    <message>
        <source>Redirect</source>
        <translation>Переадресація</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Помилка</translation>
    </message>
    <message>
        <source>Not HTML</source>
        <translation>Не HTML</translation>
    </message>
    <message>
        <source>Noindex</source>
        <translation>Noindex</translation>
    </message>
    <message>
        <source>Canonical elsewhere</source>
        <translation>Інша канонічна адреса</translation>
    </message>
    <message>
        <source>Page status</source>
        <translation>Статус сторінки</translation>
    </message>
    <message>
        <source>Indexability</source>
        <translation>Індексування</translation>
    </message>
    <message>
        <source>Canonical</source>
        <translation>Канонічна адреса</translation>
    </message>
    <message>
        <source>Inlinks</source>
        <translation>Вхідні посилання</translation>
    </message>
    <message>
        <source>%1: empty in every row</source>
        <translation>%1: порожній у всіх рядках</translation>
    </message>
    <message>
        <source>Last crawled: %1</source>
        <translation>Останнє сканування: %1</translation>
    </message>
    <message>
        <source>Google&apos;s canonical: %1</source>
        <translation>Канонічна адреса за Google: %1</translation>
    </message>
    <message>
        <source>Crawled as: Googlebot smartphone</source>
        <translation>Скановано як: Googlebot для смартфонів</translation>
    </message>
    <message>
        <source>Crawled as: Googlebot desktop</source>
        <translation>Скановано як: Googlebot для комп’ютерів</translation>
    </message>
    <message>
        <source>Crawled as: %1</source>
        <translation>Скановано як: %1</translation>
    </message>
    <message>
        <source>From %1, line %2</source>
        <translation>З файлу %1, рядок %2</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Охоплення</translation>
    </message>
</context>
<context>
    <name>Studio::ExportLimitsPage</name>
    <message>
        <source>Limits and names</source>
        <translation>Обмеження й назви</translation>
    </message>
    <message>
        <source>A file is closed before it would pass the first of the limits.</source>
        <translation>Файл закривається, перш ніж буде перевищено перше з обмежень.</translation>
    </message>
    <message>
        <source>A sitemap may list at most 50,000 URLs (sitemaps.org); a lower number makes smaller files that search engines fetch and re-read faster.</source>
        <translation>Файл Sitemap може містити щонайбільше 50&#xa0;000 URL-адрес (sitemaps.org); менше значення дає менші файли, які пошукові системи швидше завантажують і перечитують.</translation>
    </message>
    <message>
        <source>&amp;URLs per file:</source>
        <translation>URL-&amp;адрес на файл:</translation>
    </message>
    <message>
        <source>50 MB, the protocol&apos;s limit</source>
        <translation>50 МБ — ліміт протоколу</translation>
    </message>
    <message>
        <source>10 MB, for older search engines</source>
        <translation>10 МБ — для старіших пошукових систем</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Власне значення</translation>
    </message>
    <message>
        <source>A sitemap may take at most 52,428,800 bytes uncompressed (sitemaps.org), XML declaration and root element included; gzip does not raise it. Some older search engines read only 10 MB.</source>
        <translation>Файл Sitemap може мати щонайбільше 52&#xa0;428&#xa0;800 байтів без стиснення (sitemaps.org), включно з оголошенням XML і кореневим елементом; gzip цього ліміту не збільшує. Деякі старіші пошукові системи читають лише 10 МБ.</translation>
    </message>
    <message>
        <source> bytes</source>
        <translation> байтів</translation>
    </message>
    <message>
        <source>Custom bytes per file</source>
        <translation>Власний розмір файлу в байтах</translation>
    </message>
    <message>
        <source>Uncompressed bytes per file, 1 to 52,428,800</source>
        <translation>Байтів на файл без стиснення, від 1 до 52&#xa0;428&#xa0;800</translation>
    </message>
    <message>
        <source>Google News reads at most 1,000 news:news elements per sitemap; entries with news beyond that go to the next file.</source>
        <translation>Google Новини читає щонайбільше 1000 елементів news:news з одного файлу Sitemap; записи з новинами понад цю кількість потрапляють у наступний файл.</translation>
    </message>
    <message>
        <source>The sitemap index that lists the files, so that robots.txt needs one line; .xml.gz gzips it. An index lists at most 50,000 sitemaps in at most 50 MB. Switched off on the Options page.</source>
        <translation>Індекс файлів Sitemap, що містить перелік файлів, щоб у robots.txt був потрібен лише один рядок; .xml.gz стискає його за допомогою gzip. Індекс може містити щонайбільше 50&#xa0;000 файлів Sitemap і мати розмір до 50 МБ. Вимикається на сторінці «Параметри».</translation>
    </message>
    <message>
        <source>&amp;Index name:</source>
        <translation>Назва &amp;індексу:</translation>
    </message>
    <message>
        <source>The files the export writes with these limits, each with its exact size; the gzipped size is estimated from a sample</source>
        <translation>Файли, які буде записано під час експорту з цими обмеженнями, кожен зі своїм точним розміром; розмір після gzip оцінено за зразком</translation>
    </message>
    <message>
        <source>Pre&amp;view:</source>
        <translation>&amp;Попередній перегляд:</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>Планування…</translation>
    </message>
    <message>
        <source>B&amp;ytes per file:</source>
        <translation>&amp;Байтів на файл:</translation>
    </message>
    <message>
        <source>N&amp;ews per file:</source>
        <translation>Нов&amp;ин на файл:</translation>
    </message>
    <message>
        <source>File na&amp;mes:</source>
        <translation>Наз&amp;ви файлів:</translation>
    </message>
    <message>
        <source>%1, %2, %3 uncompressed</source>
        <translation>%1, %2, %3 без стиснення</translation>
    </message>
    <message>
        <source>Size only</source>
        <translation>Лише за розміром</translation>
    </message>
    <message>
        <source>Folder (/blog/, /shop/)</source>
        <translation>Тека (/blog/, /shop/)</translation>
    </message>
    <message>
        <source>Folder, two levels (/shop/shoes/)</source>
        <translation>Тека, два рівні (/shop/shoes/)</translation>
    </message>
    <message>
        <source>Language (hreflang, else /de/)</source>
        <translation>Мова (hreflang, інакше /de/)</translation>
    </message>
    <message>
        <source>Content type (news, videos, images, pages)</source>
        <translation>Тип вмісту (новини, відео, зображення, сторінки)</translation>
    </message>
    <message>
        <source>&amp;Split by:</source>
        <translation>&amp;Розділити за:</translation>
    </message>
    <message>
        <source>Patterns from a file</source>
        <translation>Шаблони з файлу</translation>
    </message>
    <message>
        <source>Files of their own for each section of the site, so that Search Console reports each section apart (sitemap-blog.xml.gz, sitemap-shop-2.xml.gz); every URL goes to one section, and each section&apos;s files keep within the limits above. Language takes the entry&apos;s own hreflang, else a language folder at the start of its path. A pattern file holds NAME REGEX lines: the first REGEX found in a URL gives its section, the rest go to &quot;other&quot;.</source>
        <translation>Окремі файли для кожного розділу сайту, щоб Search Console звітувала про кожен розділ окремо (sitemap-blog.xml.gz, sitemap-shop-2.xml.gz); кожна URL-адреса потрапляє до одного розділу, а файли кожного розділу тримаються в межах, указаних вище. Мова береться з власного hreflang запису, інакше з мовної теки на початку його шляху. Файл шаблонів містить рядки NAME REGEX: перший REGEX, знайдений в URL-адресі, визначає її розділ, решта йде до «other».</translation>
    </message>
    <message>
        <source>Pattern file</source>
        <translation>Файл шаблонів</translation>
    </message>
    <message>
        <source>A file of NAME REGEX lines</source>
        <translation>Файл рядків NAME REGEX</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>&amp;Вибрати…</translation>
    </message>
    <message>
        <source>Pattern File</source>
        <translation>Файл шаблонів</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Текстові файли (*.txt);;Усі файли (*)</translation>
    </message>
</context>
<context>
    <name>Studio::ExportLocationPage</name>
    <message>
        <source>Publish location</source>
        <translation>Місце публікації</translation>
    </message>
    <message>
        <source>Where the files will be published on the web, and where to write them now.</source>
        <translation>Де файли буде опубліковано в інтернеті й куди їх записати зараз.</translation>
    </message>
    <message>
        <source>The URL of the folder the files will be published in. The index&apos;s locations and the robots.txt lines start with it. A sitemap may list only URLs on its own scheme, host and port, in its folder and below, unless the other host&apos;s robots.txt points to it (sitemaps.org, &quot;Sitemaps &amp; Cross Submits&quot;).</source>
        <translation>URL-адреса папки, у якій буде опубліковано файли. З неї починаються адреси в індексі та рядки robots.txt. Файл Sitemap може містити лише URL-адреси з тією самою схемою, хостом і портом, у своїй папці та нижче, якщо тільки robots.txt іншого хоста не вказує на нього (sitemaps.org, «Sitemaps &amp; Cross Submits»).</translation>
    </message>
    <message>
        <source>A &amp;folder</source>
        <translation>&amp;Папка</translation>
    </message>
    <message>
        <source>Each file beside the others; a folder that does not exist is made (its parent must exist)</source>
        <translation>Кожен файл поруч з іншими; неіснуючу папку буде створено (її батьківська папка має існувати)</translation>
    </message>
    <message>
        <source>A &amp;zip bundle</source>
        <translation>Zip-пак&amp;ет</translation>
    </message>
    <message>
        <source>Every file in one .zip, to upload and unpack on the server</source>
        <translation>Усі файли в одному .zip, щоб вивантажити й розпакувати на сервері</translation>
    </message>
    <message>
        <source>Write &amp;to:</source>
        <translation>&amp;Записати в:</translation>
    </message>
    <message>
        <source>The files are written beside it first and renamed into place at the end, so that a failed or cancelled export leaves what was there as it was</source>
        <translation>Файли спершу записуються поруч і лише наприкінці перейменовуються на свої місця, тож невдалий або скасований експорт залишає все як було</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>&amp;Огляд…</translation>
    </message>
    <message>
        <source>F&amp;older:</source>
        <translation>Пап&amp;ка:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>Ф&amp;айл:</translation>
    </message>
    <message>
        <source>A base URL is needed: the URL of the folder the files are published in, such as https://example.com/sitemaps/.</source>
        <translation>Потрібна базова URL-адреса: URL-адреса папки, у якій буде опубліковано файли, наприклад https://example.com/sitemaps/.</translation>
    </message>
    <message>
        <source>The base URL is not an http or https URL of a folder (without query or fragment).</source>
        <translation>Базова URL-адреса не є URL-адресою папки http або https (без рядка запиту чи фрагмента).</translation>
    </message>
    <message>
        <source>Checking the URLs against the base URL…</source>
        <translation>Перевірка URL-адрес відносно базової URL-адреси…</translation>
    </message>
    <message>
        <source>Every URL lies within the base URL&apos;s scope.</source>
        <translation>Усі URL-адреси належать до області базової URL-адреси.</translation>
    </message>
    <message numerus="yes">
        <source>%1 URLs lie outside the base URL&apos;s scope. They are exported all the same (a site may list another host&apos;s URLs when that host&apos;s robots.txt points to the sitemap):</source>
        <translation>
            <numerusform>URL-адрес поза областю базової URL-адреси: %1. Їх однаково буде експортовано (сайт може містити URL-адреси іншого хоста, якщо robots.txt цього хоста вказує на файл Sitemap):</numerusform>
            <numerusform>URL-адрес поза областю базової URL-адреси: %1. Їх однаково буде експортовано (сайт може містити URL-адреси іншого хоста, якщо robots.txt цього хоста вказує на файл Sitemap):</numerusform>
            <numerusform>URL-адрес поза областю базової URL-адреси: %1. Їх однаково буде експортовано (сайт може містити URL-адреси іншого хоста, якщо robots.txt цього хоста вказує на файл Sitemap):</numerusform>
        </translation>
    </message>
    <message>
        <source>Zip Bundle</source>
        <translation>Zip-пакет</translation>
    </message>
    <message>
        <source>Zip bundles (*.zip)</source>
        <translation>Zip-пакети (*.zip)</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>Базова URL-ад&amp;реса:</translation>
    </message>
</context>
<context>
    <name>Studio::ExportOptionsPage</name>
    <message>
        <source>Options</source>
        <translation>Параметри</translation>
    </message>
    <message>
        <source>How the files are written.</source>
        <translation>Як записуються файли.</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Експортувати</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>&amp;Compact: the smallest files</source>
        <translation>&amp;Компактний: найменші файли</translation>
    </message>
    <message>
        <source>No indentation or line breaks between elements</source>
        <translation>Без відступів і розривів рядків між елементами</translation>
    </message>
    <message>
        <source>&amp;Pretty: indented, one element per line</source>
        <translation>&amp;Форматований: з відступами, один елемент у рядку</translation>
    </message>
    <message>
        <source>Easier to read and compare; the indentation counts against the size limit</source>
        <translation>Легше читати й порівнювати; відступи враховуються в ліміті розміру</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Файли</translation>
    </message>
    <message>
        <source>&amp;Gzip each sitemap (.xml.gz)</source>
        <translation>&amp;Стиснути кожен файл Sitemap у gzip (.xml.gz)</translation>
    </message>
    <message>
        <source>Search engines read gzipped sitemaps; the size limit still counts the uncompressed bytes</source>
        <translation>Пошукові системи читають файли Sitemap, стиснуті gzip; ліміт розміру однаково враховує байти без стиснення</translation>
    </message>
    <message>
        <source>Write an &amp;index that lists the files</source>
        <translation>Записати &amp;індекс із переліком файлів</translation>
    </message>
    <message>
        <source>Without an index, robots.txt needs a Sitemap: line per file</source>
        <translation>Без індексу в robots.txt потрібен окремий рядок Sitemap: для кожного файлу</translation>
    </message>
    <message>
        <source>Files of their own for entries with</source>
        <translation>Окремі файли для записів із</translation>
    </message>
    <message>
        <source>&amp;news</source>
        <translation>&amp;новинами</translation>
    </message>
    <message>
        <source>Google News fetches news sitemaps often; keeping them apart keeps them small</source>
        <translation>Google Новини часто завантажує файли Sitemap для новин; якщо тримати їх окремо, вони залишаються невеликими</translation>
    </message>
    <message>
        <source>&amp;videos</source>
        <translation>&amp;відео</translation>
    </message>
    <message>
        <source>Entries with videos go to sitemap files of their own</source>
        <translation>Записи з відео потрапляють в окремі файли Sitemap</translation>
    </message>
    <message>
        <source>i&amp;mages</source>
        <translation>&amp;зображеннями</translation>
    </message>
    <message>
        <source>Entries with images go to sitemap files of their own (an entry with news and images goes with the news)</source>
        <translation>Записи із зображеннями потрапляють в окремі файли Sitemap (запис із новинами та зображеннями потрапляє до файлів новин)</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>Планування…</translation>
    </message>
    <message>
        <source>%1 without an index, %2, to %3</source>
        <translation>%1 без індексу, %2, до %3</translation>
    </message>
    <message>
        <source>%1 and an index, %2, to %3</source>
        <translation>%1 та індекс, %2, до %3</translation>
    </message>
</context>
<context>
    <name>Studio::ExportPlanModel</name>
    <message>
        <source>index of %1</source>
        <translation>індекс для %1</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>%1 bytes uncompressed, XML declaration and root element included</source>
        <translation>%1 байтів без стиснення, включно з оголошенням XML і кореневим елементом</translation>
    </message>
    <message>
        <source>About %1 bytes once gzipped (estimated from a sample of this kind of file)</source>
        <translation>Приблизно %1 байтів після стиснення gzip (оцінено за зразком файлу цього типу)</translation>
    </message>
    <message>
        <source>Section %1</source>
        <translation>Розділ %1</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>URLs</source>
        <translation>URL-адреси</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Байти</translation>
    </message>
    <message>
        <source>Gzipped (est.)</source>
        <translation>Після gzip (оцінка)</translation>
    </message>
</context>
<context>
    <name>Studio::ExportProgressPage</name>
    <message>
        <source>Exporting</source>
        <translation>Експорт</translation>
    </message>
    <message>
        <source>The files are written beside the target and renamed into place at the end; Cancel leaves everything as it was.</source>
        <translation>Файли записуються поруч із цільовим розташуванням і наприкінці перейменовуються на свої місця; кнопка «Скасувати» залишає все як було.</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Хід експорту</translation>
    </message>
    <message>
        <source>&amp;Cancel Export</source>
        <translation>&amp;Скасувати експорт</translation>
    </message>
    <message>
        <source>Stop writing; no file is left behind</source>
        <translation>Зупинити записування; жодного файлу не залишиться</translation>
    </message>
    <message>
        <source>%1 of %2 written…</source>
        <translation>Записано %1 з %2…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Скасування…</translation>
    </message>
    <message numerus="yes">
        <source>Writing %Ln files…</source>
        <translation>
            <numerusform>Записується %Ln файл…</numerusform>
            <numerusform>Записуються %Ln файли…</numerusform>
            <numerusform>Записується %Ln файлів…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::ExportResultPage</name>
    <message>
        <source>Export finished</source>
        <translation>Експорт завершено</translation>
    </message>
    <message>
        <source>Add the robots.txt lines to the site&apos;s robots.txt, or submit the index in the search engines&apos; consoles.</source>
        <translation>Додайте рядки для robots.txt у файл robots.txt сайту або надішліть індекс через консолі пошукових систем.</translation>
    </message>
    <message>
        <source>Add these lines to the site&apos;s robots.txt so that search engines find the sitemaps</source>
        <translation>Додайте ці рядки у файл robots.txt сайту, щоб пошукові системи знайшли файли Sitemap</translation>
    </message>
    <message>
        <source>&amp;robots.txt lines:</source>
        <translation>&amp;Рядки для robots.txt:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <source>Copy the robots.txt lines to the clipboard</source>
        <translation>Копіювати рядки для robots.txt у буфер обміну</translation>
    </message>
    <message>
        <source>&amp;Files written:</source>
        <translation>&amp;Записані файли:</translation>
    </message>
    <message>
        <source>&amp;Open Folder</source>
        <translation>&amp;Відкрити папку</translation>
    </message>
    <message>
        <source>Show the folder in the file manager</source>
        <translation>Показати папку у файловому менеджері</translation>
    </message>
    <message>
        <source>Export cancelled</source>
        <translation>Експорт скасовано</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Помилка експорту</translation>
    </message>
    <message>
        <source>without an index</source>
        <translation>без індексу</translation>
    </message>
    <message>
        <source>and an index</source>
        <translation>та індекс</translation>
    </message>
    <message>
        <source>The export was cancelled: nothing was written and what was there is as it was.</source>
        <translation>Експорт скасовано: нічого не записано, і все залишилося як було.</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>Нічого не записано.</translation>
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
            <numerusform>%Ln файл Sitemap %1, %2, у %3.
Без стиснення: %4. Як збережено: %5.</numerusform>
            <numerusform>%Ln файли Sitemap %1, %2, у %3.
Без стиснення: %4. Як збережено: %5.</numerusform>
            <numerusform>%Ln файлів Sitemap %1, %2, у %3.
Без стиснення: %4. Як збережено: %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs</source>
        <translation>
            <numerusform>%Ln URL-адреса</numerusform>
            <numerusform>%Ln URL-адреси</numerusform>
            <numerusform>%Ln URL-адрес</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::ExportScopePage</name>
    <message>
        <source>What to export</source>
        <translation>Що експортувати</translation>
    </message>
    <message>
        <source>The entries are written in the order they have in the workspace.</source>
        <translation>Записи зберігаються в тому порядку, у якому вони розташовані в робочій області.</translation>
    </message>
    <message>
        <source>The &amp;whole workspace (%1)</source>
        <translation>&amp;Уся робоча область (%1)</translation>
    </message>
    <message>
        <source>Every URL of every sitemap the workspace holds; an index&apos;s own entries are replaced by the new index</source>
        <translation>Усі URL-адреси всіх файлів Sitemap у робочій області; власні записи індексу замінюються новим індексом</translation>
    </message>
    <message>
        <source>The &amp;selected entries (%1)</source>
        <translation>&amp;Вибрані записи (%1)</translation>
    </message>
    <message>
        <source>The rows selected in the table</source>
        <translation>Рядки, вибрані в таблиці</translation>
    </message>
    <message>
        <source>The entries the &amp;filter shows (%1)</source>
        <translation>Записи, які показує &amp;фільтр (%1)</translation>
    </message>
    <message>
        <source>Every row the table shows with its current filter</source>
        <translation>Усі рядки, які показує таблиця з поточним фільтром</translation>
    </message>
    <message>
        <source>The workspace has no URLs to export.</source>
        <translation>У робочій області немає URL-адрес для експорту.</translation>
    </message>
    <message>
        <source>Each entry is written with everything it holds: images, videos, news, alternates and unknown elements. The next page shows the files this makes.</source>
        <translation>Кожен запис зберігається з усім його вмістом: зображеннями, відео, новинами, альтернативними версіями та невідомими елементами. На наступній сторінці показано файли, які буде створено.</translation>
    </message>
</context>
<context>
    <name>Studio::ExportStream</name>
    <message>
        <source>A stream writes into a folder, not a bundle</source>
        <translation>Потік записує до теки, а не до пакета</translation>
    </message>
    <message>
        <source>The files&apos; roots need a survey of the input first</source>
        <translation>Кореням файлів спершу потрібне обстеження вхідних даних</translation>
    </message>
    <message>
        <source>A survey writes nothing</source>
        <translation>Обстеження нічого не записує</translation>
    </message>
    <message>
        <source>File %1 of the export (%2)</source>
        <translation>Файл %1 експорту (%2)</translation>
    </message>
</context>
<context>
    <name>Studio::ExportWizard</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 байтів</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 байтів)</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… і ще %1</translation>
    </message>
    <message>
        <source>Export Sitemaps</source>
        <translation>Експорт файлів Sitemap</translation>
    </message>
    <message>
        <source>The bundle %1 exists already. Replace it?</source>
        <translation>Пакет %1 уже існує. Замінити його?</translation>
    </message>
    <message>
        <source>%1 of the files exist already in %2 and would be replaced:
%3

Replace them?</source>
        <translation>Файли, які вже існують у %2 і будуть замінені (%1):
%3

Замінити їх?</translation>
    </message>
    <message>
        <source>Replace Files</source>
        <translation>Заміна файлів</translation>
    </message>
    <message>
        <source>%1-export</source>
        <translation>%1-export</translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs</source>
        <translation>
            <numerusform>%Ln URL-адреса</numerusform>
            <numerusform>%Ln URL-адреси</numerusform>
            <numerusform>%Ln URL-адрес</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln files</source>
        <translation>
            <numerusform>%Ln файл</numerusform>
            <numerusform>%Ln файли</numerusform>
            <numerusform>%Ln файлів</numerusform>
        </translation>
    </message>
    <message>
        <source>Split by patterns: choose the file of NAME REGEX lines.</source>
        <translation>Розділення за шаблонами: виберіть файл рядків NAME REGEX.</translation>
    </message>
    <message>
        <source>Split by patterns: %1</source>
        <translation>Розділення за шаблонами: %1</translation>
    </message>
</context>
<context>
    <name>Studio::Exporter</name>
    <message>
        <source>The file name pattern is empty</source>
        <translation>Шаблон назви файлу порожній</translation>
    </message>
    <message>
        <source>The file name pattern &quot;%1&quot; does not end in .xml (gzip adds .gz)</source>
        <translation>Шаблон назви файлу «%1» не закінчується на .xml (gzip додає .gz)</translation>
    </message>
    <message>
        <source>The file name pattern &quot;%1&quot; must name a plain file: no folder separators and no leading &apos;.&apos;</source>
        <translation>Шаблон назви файлу «%1» має описувати простий файл: без роздільників папок і без &apos;.&apos; на початку</translation>
    </message>
    <message>
        <source>The file name pattern &quot;%1&quot; has a &apos;}&apos; without &apos;{&apos;</source>
        <translation>Шаблон назви файлу «%1» містить &apos;}&apos; без &apos;{&apos;</translation>
    </message>
    <message>
        <source>The file name pattern &quot;%1&quot; has a &apos;{&apos; without &apos;}&apos;</source>
        <translation>Шаблон назви файлу «%1» містить &apos;{&apos; без &apos;}&apos;</translation>
    </message>
    <message>
        <source>In the file name pattern, &quot;{%1}&quot; needs a width of 1 to 9 digits, as in {n:3}</source>
        <translation>У шаблоні назви файлу для «{%1}» потрібна ширина від 1 до 9 цифр, як-от {n:3}</translation>
    </message>
    <message>
        <source>The file name pattern &quot;%1&quot; has {n} twice</source>
        <translation>Шаблон назви файлу «%1» містить {n} двічі</translation>
    </message>
    <message>
        <source>The file name pattern has an unknown token &quot;{%1}&quot;; known are {n}, {n:W}, {section} and {kind}</source>
        <translation>Шаблон назви файлу містить невідомий токен «{%1}»; відомі токени: {n}, {n:W}, {section} і {kind}</translation>
    </message>
    <message>
        <source>{n} is the file&apos;s number from 1, {n:W} the same padded with zeros to W digits (sitemap-{n:3}.xml gives sitemap-001.xml); {section} is the first folder of the URLs&apos; path (https://example.com/blog/a goes to sitemap-blog-1.xml with sitemap-{section}-{n}.xml; pages at the top have none); {kind} is news, videos or images for the entries sent to files of their own. A token that is empty takes a &apos;-&apos; or &apos;_&apos; beside it along. Numbers count within the files whose names differ only by {n}. The name ends in .xml; gzip adds .gz.</source>
        <translation>{n} — номер файлу, починаючи з 1, {n:W} — той самий номер, доповнений нулями до W цифр (sitemap-{n:3}.xml дає sitemap-001.xml); {section} — перша папка шляху URL-адрес (з шаблоном sitemap-{section}-{n}.xml адреса https://example.com/blog/a потрапляє в sitemap-blog-1.xml; сторінки верхнього рівня розділу не мають); {kind} — news, videos або images для записів, винесених в окремі файли. Порожній токен прибирає разом із собою сусідній символ &apos;-&apos; або &apos;_&apos;. Нумерація ведеться в межах файлів, назви яких відрізняються лише {n}. Назва закінчується на .xml; gzip додає .gz.</translation>
    </message>
    <message>
        <source>Entry %1 of sitemap %2 is not a URL of the workspace</source>
        <translation>Запис %1 файлу Sitemap %2 не є URL-адресою робочої області</translation>
    </message>
    <message>
        <source>The URLs per file must be 1 to %1, not %2</source>
        <translation>Кількість URL-адрес на файл має бути від 1 до %1, а не %2</translation>
    </message>
    <message>
        <source>The bytes per file must be 1 to %1, not %2</source>
        <translation>Кількість байтів на файл має бути від 1 до %1, а не %2</translation>
    </message>
    <message>
        <source>The news entries per file must be 1 to %1, not %2</source>
        <translation>Кількість новин на файл має бути від 1 до %1, а не %2</translation>
    </message>
    <message>
        <source>The gzip level must be 1 to 9, not %1</source>
        <translation>Рівень стиснення gzip має бути від 1 до 9, а не %1</translation>
    </message>
    <message>
        <source>The index name &quot;%1&quot; must be a plain file name ending in .xml or .xml.gz</source>
        <translation>Назва індексу «%1» має бути простою назвою файлу, що закінчується на .xml або .xml.gz</translation>
    </message>
    <message>
        <source>A base URL is needed: the URL of the folder the files are published in, such as https://example.com/</source>
        <translation>Потрібна базова URL-адреса: URL-адреса папки, у якій буде опубліковано файли, наприклад https://example.com/</translation>
    </message>
    <message>
        <source>The base URL &quot;%1&quot; is not an http or https URL of a folder (without query or fragment)</source>
        <translation>Базова URL-адреса «%1» не є URL-адресою папки http або https (без рядка запиту чи фрагмента)</translation>
    </message>
    <message>
        <source>There is nothing to export: the workspace has no URLs</source>
        <translation>Немає чого експортувати: у робочій області немає URL-адрес</translation>
    </message>
    <message>
        <source>entry %1 of %2</source>
        <translation>запис %1 з %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (%2) cannot fit in a file: it takes %3 bytes, %4 with the file&apos;s header and footer, over the limit of %5 bytes</source>
        <translation>«%1» (%2) не вміщається у файл: запис займає %3 байтів, а разом із початком і кінцем файлу — %4, що перевищує ліміт %5 байтів</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (%2) cannot fit in a file: it has %3 news entries, over the limit of %4 per file</source>
        <translation>«%1» (%2) не вміщається у файл: кількість новин у записі (%3) перевищує ліміт %4 на файл</translation>
    </message>
    <message>
        <source>… and %1 more entries that cannot fit in a file</source>
        <translation>… і ще записи, які не вміщаються у файл: %1</translation>
    </message>
    <message>
        <source>The pattern &quot;%1&quot; has no {n}, but %2 files are needed for &quot;%3&quot;</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Шаблон «%1» не містить {n}, але для «%3» потрібно кілька файлів: %2</translation>
    </message>
    <message>
        <source>Two files would be named &quot;%1&quot;; the pattern needs {n}, {section} or {kind} to tell them apart</source>
        <translation>Два файли мали б назву «%1»; щоб їх розрізнити, шаблон має містити {n}, {section} або {kind}</translation>
    </message>
    <message>
        <source>The index would list %1 sitemaps, more than the %2 an index may hold; raise the URLs or bytes per file</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Кількість файлів Sitemap в індексі (%1) перевищила б максимум для індексу (%2); збільште кількість URL-адрес або байтів на файл</translation>
    </message>
    <message>
        <source>The index would take %1 bytes, more than the %2 an index may take; raise the URLs or bytes per file</source>
        <translation>Розмір індексу (%1 байтів) перевищив би максимум для індексу (%2 байтів); збільште кількість URL-адрес або байтів на файл</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is on %2, but the files are published on %3</source>
        <translation>«%1» розміщено на %2, але файли публікуються на %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not on the host of the base URL %2</source>
        <translation>«%1» розміщено не на хості базової URL-адреси %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is outside the folder of the base URL %2</source>
        <translation>«%1» розміщено поза папкою базової URL-адреси %2</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Не записано: %1</translation>
    </message>
    <message>
        <source>There is nothing to export</source>
        <translation>Немає чого експортувати</translation>
    </message>
    <message>
        <source>No target was given</source>
        <translation>Не вказано, куди записати</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 does not exist</source>
        <translation>Не вдалося записати %1: папки %2 не існує</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 — це файл, а не папка</translation>
    </message>
    <message>
        <source>%1 is a folder; an exported file cannot replace it</source>
        <translation>%1 — це папка; експортований файл не може її замінити</translation>
    </message>
    <message>
        <source>Nothing was written: these exist already and replacing them was not allowed: %1</source>
        <translation>Нічого не записано: ці файли вже існують, а замінювати їх не дозволено: %1</translation>
    </message>
    <message>
        <source>%1 cannot be written: no temporary folder can be made in %2 (%3)</source>
        <translation>Не вдалося записати %1: не вдалося створити тимчасову папку в %2 (%3)</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Не вдалося записати %1: %2</translation>
    </message>
    <message>
        <source>%1 came out at %2 bytes where %3 were planned; the workspace changed while exporting</source>
        <translation>Розмір %1 становить %2 байтів, хоча планувалося %3; робоча область змінилася під час експорту</translation>
    </message>
    <message>
        <source>The export was cancelled</source>
        <translation>Експорт скасовано</translation>
    </message>
    <message>
        <source>%1 cannot be written (zip error %2)</source>
        <translation>Не вдалося записати %1 (помилка zip %2)</translation>
    </message>
    <message>
        <source>%1 cannot be written into %2 (zip error %3)</source>
        <translation>Не вдалося записати %1 у %2 (помилка zip %3)</translation>
    </message>
    <message>
        <source>%1 cannot be put in place: %2</source>
        <translation>Не вдалося перемістити %1 на місце: %2</translation>
    </message>
    <message>
        <source>%1 cannot be moved aside: %2</source>
        <translation>Не вдалося тимчасово перемістити %1 убік: %2</translation>
    </message>
    <message>
        <source>The relative location &quot;%1&quot; was written as %2, resolved against %3</source>
        <translation>Відносну адресу «%1» визначено відносно %3 і записано як %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was left out: %2</source>
        <translation>Запис «%1» пропущено: %2</translation>
    </message>
    <message>
        <source>the location is empty</source>
        <translation>адреса порожня</translation>
    </message>
    <message>
        <source>There is nothing to export: no entry has an http or https URL</source>
        <translation>Немає чого експортувати: жоден запис не має URL-адреси http або https</translation>
    </message>
    <message>
        <source>%1 cannot be compressed: out of memory</source>
        <translation>%1 не вдається стиснути: бракує пам’яті</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>бракує пам’яті</translation>
    </message>
</context>
<context>
    <name>Studio::FeedReader</name>
    <message>
        <source>Elements are nested more than %1 levels deep</source>
        <translation>Рівень вкладеності елементів перевищує %1</translation>
    </message>
    <message>
        <source>A text value is longer than %1 characters</source>
        <translation>Довжина текстового значення перевищує %1 символів</translation>
    </message>
    <message>
        <source>Unknown element &lt;%1&gt; (namespace &quot;%2&quot;); it has no place in a sitemap and is not kept</source>
        <translation>Невідомий елемент &lt;%1&gt; (простір імен «%2»); у файлі Sitemap йому немає місця, тому його не збережено</translation>
    </message>
    <message>
        <source>The file names a stylesheet: %1; it was made for the feed and is not kept</source>
        <translation>Файл посилається на таблицю стилів: %1; її створено для стрічки, тому її не збережено</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has no namespace; it was read as an Atom 1.0 feed (&quot;%2&quot;)</source>
        <translation>&lt;%1&gt; не має простору імен; файл прочитано як стрічку Atom 1.0 («%2»)</translation>
    </message>
    <message>
        <source>Namespace &quot;%1&quot; is neither Atom 1.0&apos;s &quot;%2&quot; nor Atom 0.3&apos;s; it was read as an Atom 1.0 feed</source>
        <translation>Простір імен «%1» не є ні простором імен Atom 1.0 «%2», ні простором імен Atom 0.3; файл прочитано як стрічку Atom 1.0</translation>
    </message>
    <message>
        <source>The &lt;link&gt; of entry %1 at line %2 has no href attribute; its text &quot;%3&quot; was taken as the location</source>
        <translation>&lt;link&gt; запису %1 у рядку %2 не має атрибута href; як адресу взято його текст «%3»</translation>
    </message>
    <message>
        <source>Entry %1 at line %2 has no alternate &lt;link&gt;; its rel=&quot;self&quot; link &quot;%3&quot; was taken as the location</source>
        <translation>Запис %1 у рядку %2 не має альтернативного &lt;link&gt;; як адресу взято його посилання rel=&quot;self&quot; «%3»</translation>
    </message>
    <message>
        <source>Entry %1 at line %2 has no alternate &lt;link&gt;; its &lt;id&gt; &quot;%3&quot; was taken as the location</source>
        <translation>Запис %1 у рядку %2 не має альтернативного &lt;link&gt;; як адресу взято його &lt;id&gt; «%3»</translation>
    </message>
    <message>
        <source>Entry %1 at line %2 has no &lt;link&gt; and no &lt;id&gt; that is a URL; skipped</source>
        <translation>Запис %1 у рядку %2 не має ні &lt;link&gt;, ні &lt;id&gt;, який є URL-адресою; пропущено</translation>
    </message>
    <message>
        <source>Entry %1 at line %2 has no alternate &lt;link&gt; (only rel=&quot;%3&quot;) and no &lt;id&gt; that is a URL; skipped</source>
        <translation>Запис %1 у рядку %2 не має ні альтернативного &lt;link&gt; (лише rel=&quot;%3&quot;), ні &lt;id&gt;, який є URL-адресою; пропущено</translation>
    </message>
    <message>
        <source>Item %1 at line %2 has no &lt;link&gt;; its &lt;guid&gt; &quot;%3&quot;, marked isPermaLink=&quot;false&quot;, was taken as the location</source>
        <translation>Елемент %1 у рядку %2 не має &lt;link&gt;; як адресу взято його &lt;guid&gt; «%3» з позначкою isPermaLink=&quot;false&quot;</translation>
    </message>
    <message>
        <source>Item %1 at line %2 has no &lt;link&gt;, and its &lt;guid&gt; &quot;%3&quot; is not a permalink; skipped</source>
        <translation>Елемент %1 у рядку %2 не має &lt;link&gt;, а його &lt;guid&gt; «%3» не є постійним посиланням; пропущено</translation>
    </message>
    <message>
        <source>Item %1 at line %2 has an empty &lt;link&gt; and no &lt;guid&gt;; skipped</source>
        <translation>Елемент %1 у рядку %2 має порожній &lt;link&gt; і не має &lt;guid&gt;; пропущено</translation>
    </message>
    <message>
        <source>Item %1 at line %2 has no &lt;link&gt; or &lt;guid&gt;; skipped</source>
        <translation>Елемент %1 у рядку %2 не має ні &lt;link&gt;, ні &lt;guid&gt;; пропущено</translation>
    </message>
    <message>
        <source>&lt;%1&gt; &quot;%2&quot; is not an RFC 822 date; it gives no lastmod</source>
        <translation>&lt;%1&gt; «%2» не є датою у форматі RFC 822; значення lastmod не отримано</translation>
    </message>
    <message>
        <source>&lt;%1&gt; &quot;%2&quot; is not an RFC 3339 date; it gives no lastmod</source>
        <translation>&lt;%1&gt; «%2» не є датою у форматі RFC 3339; значення lastmod не отримано</translation>
    </message>
    <message>
        <source>&lt;%1&gt; &quot;%2&quot; is not a W3C Datetime; it gives no lastmod</source>
        <translation>&lt;%1&gt; «%2» не є датою у форматі W3C Datetime; значення lastmod не отримано</translation>
    </message>
    <message>
        <source>The media item or enclosure &quot;%1&quot; is neither an image nor a video; it was not kept</source>
        <translation>Медіаелемент або вкладення «%1» не є ні зображенням, ні відео; його не збережено</translation>
    </message>
    <message>
        <source>%1 media items or enclosures are neither images nor videos and were not kept; the first is &quot;%2&quot;</source>
        <translation>Медіаелементи або вкладення, що не є ні зображеннями, ні відео, не збережено (%1); перше: «%2»</translation>
    </message>
    <message>
        <source>The item at line %1 that it cuts off was kept with the values read before it.</source>
        <translation>Елемент у рядку %1, який обірвано, збережено зі значеннями, прочитаними до місця обриву.</translation>
    </message>
    <message numerus="yes">
        <source>The file ends before the document is complete (%1); the %2 entries before the end were kept.</source>
        <translation>
            <numerusform>Файл закінчується раніше, ніж завершується документ (%1); записи до кінця файлу збережено (%2).</numerusform>
            <numerusform>Файл закінчується раніше, ніж завершується документ (%1); записи до кінця файлу збережено (%2).</numerusform>
            <numerusform>Файл закінчується раніше, ніж завершується документ (%1); записи до кінця файлу збережено (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; the %2 entries before it were kept and the rest of the feed was not read.</source>
        <translation>
            <numerusform>%1; записи до цього місця збережено (%2), а решту стрічки не прочитано.</numerusform>
            <numerusform>%1; записи до цього місця збережено (%2), а решту стрічки не прочитано.</numerusform>
            <numerusform>%1; записи до цього місця збережено (%2), а решту стрічки не прочитано.</numerusform>
        </translation>
    </message>
    <message>
        <source>The feed&apos;s only item has no location</source>
        <translation>Єдиний елемент стрічки не має адреси</translation>
    </message>
    <message>
        <source>None of the feed&apos;s %1 items has a location</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Жоден з елементів стрічки (%1) не має адреси</translation>
    </message>
    <message>
        <source>The feed has no &lt;channel&gt; and lists no items</source>
        <translation>Стрічка не має &lt;channel&gt; і не містить елементів</translation>
    </message>
    <message>
        <source>The feed lists no items</source>
        <translation>Стрічка не містить елементів</translation>
    </message>
    <message>
        <source>Item %1 at line %2 has no &lt;link&gt;; its Google Merchant &lt;g:link&gt; &quot;%3&quot; was taken as the location</source>
        <translation>Елемент %1 у рядку %2 не має &lt;link&gt;; як адресу взято його елемент Google Merchant &lt;g:link&gt; «%3»</translation>
    </message>
</context>
<context>
    <name>Studio::FileController</name>
    <message>
        <source>Opening %1…</source>
        <translation>Відкриття %1…</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Перевірка %1…</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled</source>
        <translation>Відкриття %1 скасовано</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Відкрити</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>Не вдалося відкрити %1:
%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Відкрито %1</translation>
    </message>
    <message>
        <source>Unsaved changes found</source>
        <translation>Знайдено незбережені зміни</translation>
    </message>
    <message>
        <source>Changes to %1 made before %2 were not saved when Sitemap Studio last ended. The file has changed on disk since, so they were not applied: they would undo those changes. The copy was kept in %3.</source>
        <translation>Зміни в %1, внесені до %2, не було збережено під час останнього завершення роботи Sitemap Studio. Відтоді файл на диску змінився, тому їх не застосовано: вони скасували б ті зміни. Копію збережено в %3.</translation>
    </message>
    <message>
        <source>Changes to %1 made before %2 were not saved when Sitemap Studio last ended. Recover them?</source>
        <translation>Зміни в %1, внесені до %2, не було збережено під час останнього завершення роботи Sitemap Studio. Відновити їх?</translation>
    </message>
    <message>
        <source>The copy in %1 could not be read; it was left there.</source>
        <translation>Не вдалося прочитати копію в %1; її залишено на місці.</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Відновлення незбережених змін</translation>
    </message>
    <message>
        <source>Recovered the changes made before %1</source>
        <translation>Відновлено зміни, внесені до %1</translation>
    </message>
    <message>
        <source>an untitled sitemap</source>
        <translation>безіменному файлі Sitemap</translation>
    </message>
    <message>
        <source>Unsaved work found</source>
        <translation>Знайдено незбережену роботу</translation>
    </message>
    <message>
        <source>Sitemap Studio ended without saving the changes to %1 made before %2. Open them now?

Discard deletes them; Cancel keeps them for the next start.</source>
        <translation>Sitemap Studio завершила роботу, не зберігши зміни в %1, внесені до %2. Відкрити їх зараз?

«Відкинути» видаляє їх; «Скасувати» зберігає їх до наступного запуску.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Зберегти</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Збереження %1…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Збережено %1</translation>
    </message>
    <message>
        <source>Open Sitemap</source>
        <translation>Відкрити файл Sitemap</translation>
    </message>
    <message>
        <source>Sitemaps (*.xml *.xml.gz *.gz *.zip);;Lists, feeds, robots.txt and tables (*.txt *.txt.gz *.rss *.atom *.xml *.csv *.tsv);;All files (*)</source>
        <translation>Файли Sitemap (*.xml *.xml.gz *.gz *.zip);;Списки, стрічки, robots.txt і таблиці (*.txt *.txt.gz *.rss *.atom *.xml *.csv *.tsv);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Looking for the sitemaps of %1…</source>
        <translation>Пошук файлів Sitemap для %1…</translation>
    </message>
    <message>
        <source>Looking for the sitemaps of %1 was cancelled</source>
        <translation>Пошук файлів Sitemap для %1 скасовано</translation>
    </message>
    <message>
        <source>Open URL</source>
        <translation>Відкрити URL-адресу</translation>
    </message>
    <message>
        <source>No sitemap was found for %1.

%2</source>
        <translation>Для %1 не знайдено жодного файлу Sitemap.

%2</translation>
    </message>
    <message>
        <source>Opening %1
files %2/%3, %4 URLs, %5</source>
        <translation>Відкриття %1
файли %2/%3, URL-адрес: %4, %5</translation>
    </message>
    <message>
        <source>Opened %1; the limits left some sitemaps unread (see the warnings)</source>
        <translation>Відкрито %1; через обмеження деякі файли Sitemap не прочитано (див. попередження)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без назви</translation>
    </message>
    <message>
        <source>%1 could only be read in part. Saving over it drops what could not be read. Save under another name instead?</source>
        <translation>Файл %1 вдалося прочитати лише частково. Якщо зберегти поверх нього, усе, що не вдалося прочитати, буде втрачено. Зберегти під іншою назвою?</translation>
    </message>
    <message>
        <source>URL list, one per line (*.txt)</source>
        <translation>Список URL-адрес, по одній у рядку (*.txt)</translation>
    </message>
    <message>
        <source>Save Sitemap As</source>
        <translation>Зберегти файл Sitemap як</translation>
    </message>
    <message>
        <source>Sitemap (*.xml);;Gzipped sitemap (*.xml.gz)</source>
        <translation>Файл Sitemap (*.xml);;Файл Sitemap, стиснений gzip (*.xml.gz)</translation>
    </message>
    <message>
        <source>Save as URL List</source>
        <translation>Зберегти як список URL-адрес</translation>
    </message>
    <message>
        <source>A URL list keeps only the locations: last modification, change frequency, priority, images, videos, news and alternates are not written. The document stays open as %1.</source>
        <translation>Список URL-адрес містить лише адреси: час останньої зміни, частота змін, пріоритет, зображення, відео, новини й альтернативні версії не записуються. Документ залишається відкритим як %1.</translation>
    </message>
    <message>
        <source>an unsaved sitemap</source>
        <translation>незбережений файл Sitemap</translation>
    </message>
    <message>
        <source>Wrote the URL list %1</source>
        <translation>Записано список URL-адрес %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Незбережені зміни</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 містить незбережені зміни. Зберегти їх?</translation>
    </message>
    <message>
        <source>The sitemap</source>
        <translation>Файл Sitemap</translation>
    </message>
    <message>
        <source>Reading Limit</source>
        <translation>Ліміт читання</translation>
    </message>
    <message>
        <source>Read at most this many megabytes of a compressed file, a zip entry or a download (an uncompressed file on disk is always read whole). Files opened from now on use it:</source>
        <translation>Читати не більше стількох мегабайтів зі стисненого файлу, елемента zip-пакета або завантаження (нестиснений файл на диску завжди читається повністю). Застосовується до файлів, відкритих після цього:</translation>
    </message>
    <message>
        <source>Read in Part</source>
        <translation>Прочитано частково</translation>
    </message>
    <message>
        <source>%1 was read only in part:

%2

The reading limit is %3 MB (Tools → Reading Limit…); raise it and open the file again to read it whole. Until then, Save and Export ask before writing a copy that lacks what was not read.</source>
        <translation>Файл %1 вдалося прочитати лише частково:

%2

Ліміт читання становить %3 МБ (Інструменти → Ліміт читання…); збільште його й знову відкрийте файл, щоб прочитати його повністю. До того часу «Зберегти» та «Експорт» перед записом питатимуть, чи записувати копію, у якій бракує непрочитаної частини.</translation>
    </message>
    <message>
        <source>The document was read only in part:

%1

What you write now lacks what was not read. Write it all the same?</source>
        <translation>Документ вдалося прочитати лише частково:

%1

У тому, що ви зараз запишете, бракуватиме непрочитаної частини. Усе одно записати?</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Повернути</translation>
    </message>
    <message>
        <source>Drop the unsaved changes and read %1 again?</source>
        <translation>Відкинути незбережені зміни й знову прочитати %1?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message numerus="yes">
        <source>Reading %1: %2 of %Ln files</source>
        <translation>
            <numerusform>Читання %1: %2 з %Ln файлу</numerusform>
            <numerusform>Читання %1: %2 з %Ln файлів</numerusform>
            <numerusform>Читання %1: %2 з %Ln файлів</numerusform>
        </translation>
    </message>
    <message>
        <source>Saving writes these files anew, every line laid out by Sitemap Studio, rather than changing only what was edited:

%1

Save all the same?</source>
        <translation>Збереження запише ці файли заново, кожен рядок у розкладці Sitemap Studio, а не змінить лише відредаговане:

%1

Усе одно зберегти?</translation>
    </message>
    <message>
        <source>Saved %1; its root element now declares %2</source>
        <translation>Збережено %1; його кореневий елемент тепер оголошує %2</translation>
    </message>
    <message>
        <source>The keyring did not keep the login of %1 (%2): it is kept until Sitemap Studio ends</source>
        <translation>В’язка ключів не зберегла дані входу для %1 (%2): їх зберігатиметься до завершення роботи Sitemap Studio</translation>
    </message>
</context>
<context>
    <name>Studio::FilterBar</name>
    <message>
        <source>Filter URLs</source>
        <translation>Фільтрувати URL-адреси</translation>
    </message>
    <message>
        <source>Regex</source>
        <translation>Регулярний вираз</translation>
    </message>
    <message>
        <source>Read the filter as a regular expression</source>
        <translation>Тлумачити фільтр як регулярний вираз</translation>
    </message>
    <message>
        <source>Findings filter</source>
        <translation>Фільтр зауважень</translation>
    </message>
    <message>
        <source>All entries</source>
        <translation>Усі записи</translation>
    </message>
    <message>
        <source>With findings</source>
        <translation>Із зауваженнями</translation>
    </message>
    <message>
        <source>With warnings or errors</source>
        <translation>З попередженнями або помилками</translation>
    </message>
    <message>
        <source>With errors</source>
        <translation>З помилками</translation>
    </message>
    <message>
        <source>Extension filter</source>
        <translation>Фільтр розширень</translation>
    </message>
    <message>
        <source>Any content</source>
        <translation>Будь-який вміст</translation>
    </message>
    <message>
        <source>With images</source>
        <translation>Із зображеннями</translation>
    </message>
    <message>
        <source>With videos</source>
        <translation>З відео</translation>
    </message>
    <message>
        <source>With news</source>
        <translation>З новинами</translation>
    </message>
    <message>
        <source>With alternates</source>
        <translation>З альтернативними версіями</translation>
    </message>
    <message>
        <source>Rule filter</source>
        <translation>Фільтр правил</translation>
    </message>
    <message>
        <source>Any rule</source>
        <translation>Будь-яке правило</translation>
    </message>
    <message>
        <source>any</source>
        <translation>будь-яка</translation>
    </message>
    <message>
        <source>Last modified from</source>
        <translation>Остання зміна з</translation>
    </message>
    <message>
        <source>Entries last modified on or after this day (UTC)</source>
        <translation>Записи, востаннє змінені цього дня або пізніше (UTC)</translation>
    </message>
    <message>
        <source>Last modified until</source>
        <translation>Остання зміна до</translation>
    </message>
    <message>
        <source>Entries last modified on or before this day (UTC)</source>
        <translation>Записи, востаннє змінені цього дня або раніше (UTC)</translation>
    </message>
    <message>
        <source>&amp;Modified:</source>
        <translation>З&amp;мінено:</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Показати все</translation>
    </message>
    <message>
        <source>Clear every filter and show all entries</source>
        <translation>Скинути всі фільтри й показати всі записи</translation>
    </message>
    <message>
        <source>Not a valid regular expression</source>
        <translation>Недійсний регулярний вираз</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 URLs shown</source>
        <translation>
            <numerusform>Показано %1 з %2 URL-адреси</numerusform>
            <numerusform>Показано %1 з %2 URL-адрес</numerusform>
            <numerusform>Показано %1 з %2 URL-адрес</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 URLs</source>
        <translation>
            <numerusform>%1 URL-адреса</numerusform>
            <numerusform>%1 URL-адреси</numerusform>
            <numerusform>%1 URL-адрес</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 sitemaps shown</source>
        <translation>
            <numerusform>Показано %1 з %2 файлу Sitemap</numerusform>
            <numerusform>Показано %1 з %2 файлів Sitemap</numerusform>
            <numerusform>Показано %1 з %2 файлів Sitemap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sitemaps</source>
        <translation>
            <numerusform>%1 файл Sitemap</numerusform>
            <numerusform>%1 файли Sitemap</numerusform>
            <numerusform>%1 файлів Sitemap</numerusform>
        </translation>
    </message>
    <message>
        <source>all under %1</source>
        <translation>усе в %1</translation>
    </message>
    <message>
        <source>Every URL listed starts with %1; where a URL is too long for its column, &quot;…/&quot; stands for this part</source>
        <translation>Кожна наведена URL-адреса починається з %1; де URL-адреса задовга для свого стовпця, цю частину заступає «…/»</translation>
    </message>
    <message>
        <source>Coverage filter</source>
        <translation>Фільтр охоплення</translation>
    </message>
    <message>
        <source>Entries by what Search Console says of their URL</source>
        <translation>Записи за тим, що Search Console каже про їхню URL-адресу</translation>
    </message>
    <message>
        <source>Any coverage</source>
        <translation>Будь-яке охоплення</translation>
    </message>
    <message>
        <source>Indexed</source>
        <translation>Проіндексовано</translation>
    </message>
    <message>
        <source>Not indexed</source>
        <translation>Не проіндексовано</translation>
    </message>
    <message>
        <source>Unknown to Google</source>
        <translation>Невідома Google</translation>
    </message>
    <message>
        <source>Not inspected</source>
        <translation>Не перевірено</translation>
    </message>
    <message>
        <source>Not indexed: %1</source>
        <translation>Не проіндексовано: %1</translation>
    </message>
    <message numerus="yes">
        <source>Finding the URLs among %1…</source>
        <translation>
            <numerusform>Шукаю серед %1 URL-адреси…</numerusform>
            <numerusform>Шукаю серед %1 URL-адрес…</numerusform>
            <numerusform>Шукаю серед %1 URL-адрес…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 URLs shown so far…</source>
        <translation>
            <numerusform>Поки що показано %1 з %2 URL-адреси…</numerusform>
            <numerusform>Поки що показано %1 з %2 URL-адрес…</numerusform>
            <numerusform>Поки що показано %1 з %2 URL-адрес…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::FilterChip</name>
    <message>
        <source>Clear</source>
        <translation>Очистити</translation>
    </message>
    <message>
        <source>Show all entries again (clear the chart filter)</source>
        <translation>Знову показати всі записи (очистити фільтр діаграми)</translation>
    </message>
    <message>
        <source>Clear the chart filter</source>
        <translation>Очистити фільтр діаграми</translation>
    </message>
    <message>
        <source>The table shows only the entries of the statistics bar %1</source>
        <translation>Таблиця показує лише записи зі стовпця статистики %1</translation>
    </message>
    <message>
        <source>Chart filter</source>
        <translation>Фільтр діаграми</translation>
    </message>
    <message>
        <source>Chart filter:</source>
        <translation>Фільтр діаграми:</translation>
    </message>
</context>
<context>
    <name>Studio::FindingsModel</name>
    <message>
        <source>line %1</source>
        <translation>рядок %1</translation>
    </message>
    <message>
        <source>entry %1</source>
        <translation>запис %1</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Помилка</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Попередження</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>Примітка</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Рівень серйозності</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Відомості</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Розташування</translation>
    </message>
</context>
<context>
    <name>Studio::Fixes</name>
    <message>
        <source>Write %1 (the time zone most of the file uses)</source>
        <translation>Запишіть %1 (часовий пояс, який використовує більша частина файлу)</translation>
    </message>
    <message>
        <source>Write %1 (UTC)</source>
        <translation>Запишіть %1 (UTC)</translation>
    </message>
    <message>
        <source>Set the lastmod to %1, the page&apos;s own date</source>
        <translation>Установити lastmod на %1, власну дату сторінки</translation>
    </message>
    <message>
        <source>Remove the image %1 from the entry</source>
        <translation>Вилучити зображення %1 із запису</translation>
    </message>
    <message>
        <source>Remove %1 from the sitemap</source>
        <translation>Вилучити %1 з файлу Sitemap</translation>
    </message>
    <message>
        <source>Replace the URL with %1, where its redirects end</source>
        <translation>Замінити URL-адресу на %1, де закінчуються переспрямування</translation>
    </message>
    <message>
        <source>Replace the URL with its canonical %1</source>
        <translation>Замінити URL-адресу її канонічною %1</translation>
    </message>
    <message>
        <source>Remove %1: the sitemap lists %2, where its redirects end, already</source>
        <translation>Вилучити %1: файл Sitemap уже містить %2, де закінчуються переспрямування</translation>
    </message>
    <message>
        <source>Remove %1: the sitemap lists its canonical %2 already</source>
        <translation>Вилучити %1: файл Sitemap уже містить її канонічну адресу %2</translation>
    </message>
    <message>
        <source>Set the lastmod to %1, when the crawls saw the content change</source>
        <translation>Установити lastmod на %1, коли сканування побачили зміну вмісту</translation>
    </message>
    <message numerus="yes">
        <source>Keep %1, remove the %n other(s) of its group</source>
        <translation>
            <numerusform>Залишити %1, вилучити ще %n сторінку групи</numerusform>
            <numerusform>Залишити %1, вилучити ще %n сторінки групи</numerusform>
            <numerusform>Залишити %1, вилучити ще %n сторінок групи</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::GeneralEditor</name>
    <message>
        <source>Set the last modification to the current time, in UTC</source>
        <translation>Установити поточний час (UTC) як час останньої зміни</translation>
    </message>
    <message>
        <source>Choose a date and time on a calendar; it is written in W3C Datetime with a time zone</source>
        <translation>Виберіть дату й час у календарі; значення буде записано у форматі W3C Datetime із часовим поясом</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>URL-&amp;адреса:</translation>
    </message>
    <message>
        <source>&amp;Last modified:</source>
        <translation>&amp;Остання зміна:</translation>
    </message>
    <message>
        <source>&amp;Change frequency:</source>
        <translation>&amp;Частота змін:</translation>
    </message>
    <message>
        <source>&amp;Priority:</source>
        <translation>&amp;Пріоритет:</translation>
    </message>
    <message>
        <source>Last Modified</source>
        <translation>Остання зміна</translation>
    </message>
    <message>
        <source>Set last modification of %1</source>
        <translation>Установити час останньої зміни для %1</translation>
    </message>
    <message>
        <source>Set last modification to now</source>
        <translation>Установити поточний час як час останньої зміни</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>Змінити %1 для %2</translation>
    </message>
    <message>
        <source>Required: the page&apos;s absolute URL with its scheme (https://), percent-encoded, at most %1 characters, on the host and below the folder the sitemap is published in (sitemaps.org).</source>
        <translation>Обов’язково: абсолютна URL-адреса сторінки зі схемою (https://) у відсотковому кодуванні, щонайбільше %1 символів, на тому самому хості й у тій самій папці (або нижче), де опубліковано файл Sitemap (sitemaps.org).</translation>
    </message>
    <message>
        <source>When the page last changed significantly, in W3C Datetime: a date, or a date and time with a time zone (Z or +hh:mm). Search engines use it when it is kept accurate.</source>
        <translation>Коли сторінка востаннє суттєво змінювалася, у форматі W3C Datetime: дата або дата й час із часовим поясом (Z або +hh:mm). Пошукові системи використовують це значення, якщо воно стабільно точне.</translation>
    </message>
    <message>
        <source>Pic&amp;k…</source>
        <translation>Ви&amp;брати…</translation>
    </message>
    <message>
        <source>No&amp;w</source>
        <translation>&amp;Тепер</translation>
    </message>
    <message>
        <source>How often the page is likely to change: always, hourly, daily, weekly, monthly, yearly or never (sitemaps.org). Search engines treat it as a hint at most.</source>
        <translation>Як часто сторінка, імовірно, змінюватиметься: always, hourly, daily, weekly, monthly, yearly або never (sitemaps.org). Пошукові системи сприймають це щонайбільше як підказку.</translation>
    </message>
    <message>
        <source>From 0.0 to 1.0, the URL&apos;s importance relative to the site&apos;s other URLs (sitemaps.org). Search engines may ignore it.</source>
        <translation>Від 0.0 до 1.0: важливість URL-адреси відносно інших URL-адрес сайту (sitemaps.org). Пошукові системи можуть ігнорувати це значення.</translation>
    </message>
    <message>
        <source>&amp;Sitemap:</source>
        <translation>&amp;Файл Sitemap:</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>не задано</translation>
    </message>
</context>
<context>
    <name>Studio::HelpController</name>
    <message>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <source>Sitemap Studio speaks %1 when it starts again.

Restart it now? Unsaved work is asked about first.</source>
        <translation>Після наступного запуску Sitemap Studio говоритиме мовою: %1.

Перезапустити зараз? Спершу буде запит щодо незбереженої роботи.</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>П&amp;осібник користувача</translation>
    </message>
    <message>
        <source>How to use Sitemap Studio, task by task, with a search</source>
        <translation>Як користуватися Sitemap Studio, завдання за завданням, з пошуком</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Клавіатурні &amp;скорочення</translation>
    </message>
    <message>
        <source>Every menu item&apos;s keys, with a filter</source>
        <translation>Клавіші всіх пунктів меню, з фільтром</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Нала&amp;штування…</translation>
    </message>
    <message>
        <source>The language, autosave, the crawl&apos;s and the link check&apos;s defaults, the reading limit and the table&apos;s columns</source>
        <translation>Мова, автозбереження, типові параметри сканування та перевірки посилань, ліміт читання і стовпці таблиці</translation>
    </message>
</context>
<context>
    <name>Studio::ImportWizard</name>
    <message>
        <source>Sitemap</source>
        <translation>Файл Sitemap</translation>
    </message>
    <message>
        <source>Sitemap index</source>
        <translation>Індекс файлів Sitemap</translation>
    </message>
    <message>
        <source>Text list of URLs</source>
        <translation>Текстовий список URL-адрес</translation>
    </message>
    <message>
        <source>RSS feed</source>
        <translation>Стрічка RSS</translation>
    </message>
    <message>
        <source>Atom feed</source>
        <translation>Стрічка Atom</translation>
    </message>
    <message>
        <source>robots.txt</source>
        <translation>robots.txt</translation>
    </message>
    <message>
        <source>CSV table</source>
        <translation>Таблиця CSV</translation>
    </message>
    <message>
        <source>Unknown format</source>
        <translation>Невідомий формат</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ігнорувати</translation>
    </message>
    <message>
        <source>Location (loc)</source>
        <translation>Адреса (loc)</translation>
    </message>
    <message>
        <source>Last modified (lastmod)</source>
        <translation>Остання зміна (lastmod)</translation>
    </message>
    <message>
        <source>Change frequency (changefreq)</source>
        <translation>Частота змін (changefreq)</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Пріоритет</translation>
    </message>
    <message>
        <source>Image location (image:loc)</source>
        <translation>Адреса зображення (image:loc)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Джерело</translation>
    </message>
    <message>
        <source>A text list of URLs, an RSS or Atom feed, a robots.txt, a CSV or TSV table, or a sitemap. The content decides how it is read, not the file name.</source>
        <translation>Текстовий список URL-адрес, стрічка RSS або Atom, файл robots.txt, таблиця CSV або TSV чи файл Sitemap. Спосіб читання визначає вміст, а не назва файлу.</translation>
    </message>
    <message>
        <source>From a &amp;file</source>
        <translation>З &amp;файлу</translation>
    </message>
    <message>
        <source>urls.txt, feed.xml, robots.txt, export.csv, …</source>
        <translation>urls.txt, feed.xml, robots.txt, export.csv, …</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>Файл для імпорту</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Огляд…</translation>
    </message>
    <message>
        <source>From a &amp;web address</source>
        <translation>З &amp;вебадреси</translation>
    </message>
    <message>
        <source>Web address to import</source>
        <translation>Вебадреса для імпорту</translation>
    </message>
    <message>
        <source>From &amp;pasted text</source>
        <translation>Зі вставленого &amp;тексту</translation>
    </message>
    <message>
        <source>One URL per line, or a feed, a table or a sitemap</source>
        <translation>Одна URL-адреса в рядку або стрічка, таблиця чи файл Sitemap</translation>
    </message>
    <message>
        <source>Text to import</source>
        <translation>Текст для імпорту</translation>
    </message>
    <message>
        <source>Paste from &amp;Clipboard</source>
        <translation>Вставити з &amp;буфера обміну</translation>
    </message>
    <message>
        <source>Import From</source>
        <translation>Джерело імпорту</translation>
    </message>
    <message>
        <source>Lists, feeds and tables (*.txt *.xml *.rss *.atom *.csv *.tsv *.gz *.zip);;All files (*)</source>
        <translation>Списки, стрічки й таблиці (*.txt *.xml *.rss *.atom *.csv *.tsv *.gz *.zip);;Усі файли (*)</translation>
    </message>
    <message>
        <source>What Was Found</source>
        <translation>Що знайдено</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Стовпці</translation>
    </message>
    <message>
        <source>The first row &amp;names the columns</source>
        <translation>Перший рядок містить &amp;назви стовпців</translation>
    </message>
    <message>
        <source>First entries</source>
        <translation>Перші записи</translation>
    </message>
    <message>
        <source>Skipped and reported</source>
        <translation>Пропущено й повідомлено</translation>
    </message>
    <message>
        <source>%1. “%2” (%3):</source>
        <translation>%1. «%2» (%3):</translation>
    </message>
    <message>
        <source>%1. (%2):</source>
        <translation>%1. (%2):</translation>
    </message>
    <message>
        <source>. Its entries are sitemaps: they are imported into a sitemap index.</source>
        <translation>. Його записи — файли Sitemap: їх буде імпортовано в індекс файлів Sitemap.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Рядок</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL-адреса</translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation>Остання зміна</translation>
    </message>
    <message>
        <source>Change freq.</source>
        <translation>Част. змін</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Зображення</translation>
    </message>
    <message>
        <source>Videos</source>
        <translation>Відео</translation>
    </message>
    <message>
        <source>Nothing is skipped: every line gave an entry. The checker reports problems of the entries after the import.</source>
        <translation>Нічого не пропущено: кожен рядок дав запис. Про проблеми в записах засіб перевірки повідомить після імпорту.</translation>
    </message>
    <message>
        <source>Skipped or reported while reading (%1):</source>
        <translation>Пропущено або повідомлено під час читання (%1):</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Параметри</translation>
    </message>
    <message>
        <source>Relative locations (&quot;/about&quot;) are resolved against this URL; sitemaps need absolute URLs</source>
        <translation>Відносні адреси («/about») обчислюються відносно цієї URL-адреси; файлам Sitemap потрібні абсолютні URL-адреси</translation>
    </message>
    <message>
        <source>Resolve relative URLs &amp;against:</source>
        <translation>&amp;Базова адреса для відносних URL-адрес:</translation>
    </message>
    <message>
        <source>Defaults for entries without a value</source>
        <translation>Типові значення для записів без значення</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Задати</translation>
    </message>
    <message>
        <source>Default last modified date</source>
        <translation>Типова дата останньої зміни</translation>
    </message>
    <message>
        <source>&amp;Last modified:</source>
        <translation>&amp;Остання зміна:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(немає)</translation>
    </message>
    <message>
        <source>&amp;Change frequency:</source>
        <translation>&amp;Частота змін:</translation>
    </message>
    <message>
        <source>&amp;Priority:</source>
        <translation>&amp;Пріоритет:</translation>
    </message>
    <message>
        <source>The feed&apos;s media</source>
        <translation>Медіа стрічки</translation>
    </message>
    <message>
        <source>No location is relative.</source>
        <translation>Відносних адрес немає.</translation>
    </message>
    <message>
        <source>Relative locations: %1.</source>
        <translation>Відносні адреси: %1.</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Drop duplicate URLs, keeping the first (%n found)</source>
        <translation>
            <numerusform>&amp;Вилучити дублікати URL-адрес, залишаючи перший (знайдено %n дублікат)</numerusform>
            <numerusform>&amp;Вилучити дублікати URL-адрес, залишаючи перший (знайдено %n дублікати)</numerusform>
            <numerusform>&amp;Вилучити дублікати URL-адрес, залишаючи перший (знайдено %n дублікатів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep &amp;images as image:image (%n found)</source>
        <translation>
            <numerusform>Зберегти &amp;зображення як image:image (знайдено %n зображення)</numerusform>
            <numerusform>Зберегти &amp;зображення як image:image (знайдено %n зображення)</numerusform>
            <numerusform>Зберегти &amp;зображення як image:image (знайдено %n зображень)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keep &amp;videos as video:video (%n found)</source>
        <translation>
            <numerusform>Зберегти ві&amp;део як video:video (знайдено %n відео)</numerusform>
            <numerusform>Зберегти ві&amp;део як video:video (знайдено %n відео)</numerusform>
            <numerusform>Зберегти ві&amp;део як video:video (знайдено %n відео)</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not an absolute http or https URL; relative locations cannot be resolved against it.</source>
        <translation>«%1» не є абсолютною URL-адресою http або https; відносні адреси не можна обчислити відносно неї.</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Призначення</translation>
    </message>
    <message>
        <source>A &amp;new sitemap</source>
        <translation>&amp;Новий файл Sitemap</translation>
    </message>
    <message>
        <source>keep the document&apos;s value</source>
        <translation>залишити значення документа</translation>
    </message>
    <message>
        <source>take the imported value</source>
        <translation>взяти імпортоване значення</translation>
    </message>
    <message>
        <source>On a &amp;conflict:</source>
        <translation>У разі &amp;конфлікту:</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>Конфлікти</translation>
    </message>
    <message>
        <source>&amp;Merge into %1: add new URLs, update existing ones</source>
        <translation>&amp;Об’єднати з %1: додати нові URL-адреси, оновити наявні</translation>
    </message>
    <message>
        <source>A merge needs an open document of the same kind: the import holds %1, the open document is %2.</source>
        <translation>Для об’єднання потрібен відкритий документ того самого типу: імпорт містить %1, а відкритий документ — %2.</translation>
    </message>
    <message>
        <source>sitemaps (an index)</source>
        <translation>файли Sitemap (індекс)</translation>
    </message>
    <message>
        <source>page URLs</source>
        <translation>URL-адреси сторінок</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>не вдалося прочитати</translation>
    </message>
    <message>
        <source>a sitemap index</source>
        <translation>індекс файлів Sitemap</translation>
    </message>
    <message>
        <source>a sitemap of pages</source>
        <translation>файл Sitemap сторінок</translation>
    </message>
    <message>
        <source>%1: %2 is “%3” in the document, “%4” in the import</source>
        <translation>%1: %2 у документі — «%3», в імпорті — «%4»</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Імпорт</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Імпортувати</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>вставлений текст</translation>
    </message>
    <message>
        <source>%1 is not a file that can be read.</source>
        <translation>%1 не є файлом, який можна прочитати.</translation>
    </message>
    <message>
        <source>“%1” is not an http or https address.</source>
        <translation>«%1» не є адресою http або https.</translation>
    </message>
    <message>
        <source>Nothing could be read from %1.</source>
        <translation>Не вдалося нічого прочитати з %1.</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>Не вдалося імпортувати %1: %2</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>Отримання %1…</translation>
    </message>
    <message>
        <source>%1 answered with an empty body.</source>
        <translation>%1 повертає порожню відповідь.</translation>
    </message>
    <message>
        <source>URLs to import: %1</source>
        <translation>URL-адрес для імпорту: %1</translation>
    </message>
    <message>
        <source>, into a new sitemap.</source>
        <translation>, у новий файл Sitemap.</translation>
    </message>
    <message>
        <source>: %1 new, %2 updated, %3 already there as they are</source>
        <translation>: нових — %1, оновлених — %2, уже наявних без змін — %3</translation>
    </message>
    <message>
        <source>; conflicts: %1, where %2:</source>
        <translation>; конфліктів: %1, у яких %2:</translation>
    </message>
    <message>
        <source>the imported value replaces the document&apos;s</source>
        <translation>імпортоване значення замінює значення документа</translation>
    </message>
    <message>
        <source>the document&apos;s value is kept</source>
        <translation>значення документа зберігається</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message numerus="yes">
        <source>%Ln relative URLs resolved</source>
        <translation>
            <numerusform>%Ln відносну URL-адресу розв’язано</numerusform>
            <numerusform>%Ln відносні URL-адреси розв’язано</numerusform>
            <numerusform>%Ln відносних URL-адрес розв’язано</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicates dropped</source>
        <translation>
            <numerusform>%Ln дублікат відкинуто</numerusform>
            <numerusform>%Ln дублікати відкинуто</numerusform>
            <numerusform>%Ln дублікатів відкинуто</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln given the defaults</source>
        <translation>
            <numerusform>%Ln отримала типові значення</numerusform>
            <numerusform>%Ln отримали типові значення</numerusform>
            <numerusform>%Ln отримали типові значення</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 dropped</source>
        <translation>%1 та %2 відкинуто</translation>
    </message>
    <message numerus="yes">
        <source>%Ln images</source>
        <translation>
            <numerusform>%Ln зображення</numerusform>
            <numerusform>%Ln зображення</numerusform>
            <numerusform>%Ln зображень</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln videos</source>
        <translation>
            <numerusform>%Ln відео</numerusform>
            <numerusform>%Ln відео</numerusform>
            <numerusform>%Ln відео</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add the &amp;scheme to locations that start with a host name (%n found)</source>
        <translation>
            <numerusform>Додати с&amp;хему до адрес, що починаються з імені хоста (знайдено %n)</numerusform>
            <numerusform>Додати с&amp;хему до адрес, що починаються з імені хоста (знайдено %n)</numerusform>
            <numerusform>Додати с&amp;хему до адрес, що починаються з імені хоста (знайдено %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;shop.example.org/page&quot; becomes https://shop.example.org/page (the base URL&apos;s scheme when one is given); unticked, such lines are skipped</source>
        <translation>«shop.example.org/page» стане https://shop.example.org/page (зі схемою базової URL-адреси, якщо її задано); без позначки такі рядки пропускаються</translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines skipped: not URLs</source>
        <translation>
            <numerusform>%Ln рядок пропущено: це не URL-адреса</numerusform>
            <numerusform>%Ln рядки пропущено: це не URL-адреси</numerusform>
            <numerusform>%Ln рядків пропущено: це не URL-адреси</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln given a scheme</source>
        <translation>
            <numerusform>%Ln отримала схему</numerusform>
            <numerusform>%Ln отримали схему</numerusform>
            <numerusform>%Ln отримали схему</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with %Ln image(s)</source>
        <translation>
            <numerusform>, з %Ln зображенням</numerusform>
            <numerusform>, з %Ln зображеннями</numerusform>
            <numerusform>, з %Ln зображеннями</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with %Ln video(s)</source>
        <translation>
            <numerusform>, з %Ln відео</numerusform>
            <numerusform>, з %Ln відео</numerusform>
            <numerusform>, з %Ln відео</numerusform>
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
            <numerusform>%Ln запис до імпорту</numerusform>
            <numerusform>%Ln записи до імпорту</numerusform>
            <numerusform>%Ln записів до імпорту</numerusform>
        </translation>
    </message>
    <message>
        <source>utm_source, utm_medium and the other utm_ parameters, fbclid, gclid, msclkid, dclid, yclid, mc_cid, mc_eid, _ga and _gl name a campaign, not a page: each page is imported once, at its own address</source>
        <translation>utm_source, utm_medium та інші параметри utm_, fbclid, gclid, msclkid, dclid, yclid, mc_cid, mc_eid, _ga і _gl позначають кампанію, а не сторінку: кожну сторінку імпортується один раз, за її власною адресою</translation>
    </message>
    <message numerus="yes">
        <source>Drop locations that are not &amp;http or https, such as ftp: or mailto: (%n found)</source>
        <translation>
            <numerusform>Пропустити адреси, що не є &amp;http чи https, як-от ftp: або mailto: (знайдено %n)</numerusform>
            <numerusform>Пропустити адреси, що не є &amp;http чи https, як-от ftp: або mailto: (знайдено %n)</numerusform>
            <numerusform>Пропустити адреси, що не є &amp;http чи https, як-от ftp: або mailto: (знайдено %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove &amp;tracking parameters (utm_*, fbclid, gclid, …) from %n URL(s)</source>
        <translation>
            <numerusform>Вилучити параметри &amp;відстеження (utm_*, fbclid, gclid, …) з %n URL-адреси</numerusform>
            <numerusform>Вилучити параметри &amp;відстеження (utm_*, fbclid, gclid, …) з %n URL-адрес</numerusform>
            <numerusform>Вилучити параметри &amp;відстеження (utm_*, fbclid, gclid, …) з %n URL-адрес</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::Importer</name>
    <message>
        <source>&quot;%1&quot; is not a URL: it holds spaces. It is not imported</source>
        <translation>«%1» не є URL-адресою: містить пробіли. Не імпортується</translation>
    </message>
    <message>
        <source>&quot;%1&quot; starts with a host name but has no scheme (%2://). It is not imported unless the scheme is added</source>
        <translation>«%1» починається з імені хоста, але не має схеми (%2://). Не імпортується, якщо схему не додано</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http or https URL, which a sitemap may not list. It is not imported</source>
        <translation>«%1» не є URL-адресою http чи https, яку може містити файл Sitemap. Її не імпортовано</translation>
    </message>
</context>
<context>
    <name>Studio::IndexNow</name>
    <message numerus="yes">
        <source>%1 URLs without a lastmod left out: nothing says they changed since %2</source>
        <translation>
            <numerusform>Пропущено URL-адреси без lastmod (%1): ніщо не вказує, що вони змінилися після %2</numerusform>
            <numerusform>Пропущено URL-адреси без lastmod (%1): ніщо не вказує, що вони змінилися після %2</numerusform>
            <numerusform>Пропущено URL-адреси без lastmod (%1): ніщо не вказує, що вони змінилися після %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 URLs last modified before %2 left out</source>
        <translation>
            <numerusform>Пропущено URL-адреси, востаннє змінені до %2 (%1)</numerusform>
            <numerusform>Пропущено URL-адреси, востаннє змінені до %2 (%1)</numerusform>
            <numerusform>Пропущено URL-адреси, востаннє змінені до %2 (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IndexNow key: a key has 8 to 128 characters, each a letter (a-z, A-Z), a digit or &quot;-&quot;</source>
        <translation>«%1» не є ключем IndexNow: ключ має містити від 8 до 128 символів, кожен з яких — літера (a-z, A-Z), цифра або &quot;-&quot;</translation>
    </message>
    <message>
        <source>The key location &quot;%1&quot; is not an http or https address</source>
        <translation>Розташування ключа «%1» не є адресою http або https</translation>
    </message>
    <message numerus="yes">
        <source>%1 entries left out: not an absolute http or https URL (the first: &quot;%2&quot;)</source>
        <translation>
            <numerusform>Пропущено записи, що не є абсолютними URL-адресами http або https (%1; перший: «%2»)</numerusform>
            <numerusform>Пропущено записи, що не є абсолютними URL-адресами http або https (%1; перший: «%2»)</numerusform>
            <numerusform>Пропущено записи, що не є абсолютними URL-адресами http або https (%1; перший: «%2»)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 duplicate URLs sent once</source>
        <translation>Повторювані URL-адреси надіслано по одному разу (%1)</translation>
    </message>
    <message>
        <source>The key location %1 is on none of the hosts submitted, so it is not sent; each host&apos;s key file is looked for at /%2.txt</source>
        <translation>Розташування ключа %1 не належить жодному з хостів, для яких надсилаються URL-адреси, тому його не надіслано; файл ключа кожного хоста шукатиметься за адресою /%2.txt</translation>
    </message>
    <message>
        <source>200 OK: the URLs were submitted</source>
        <translation>200 OK: URL-адреси надіслано</translation>
    </message>
    <message>
        <source>202 Accepted: the URLs were received; the key is still to be validated</source>
        <translation>202 Accepted: URL-адреси отримано; ключ ще має пройти перевірку</translation>
    </message>
    <message>
        <source>400 Bad Request: the submission is not in the protocol&apos;s format</source>
        <translation>400 Bad Request: дані надіслано не у форматі протоколу</translation>
    </message>
    <message>
        <source>403 Forbidden: the key is not valid (no key file was found, or it does not hold the key)</source>
        <translation>403 Forbidden: ключ недійсний (файл ключа не знайдено або він не містить ключа)</translation>
    </message>
    <message>
        <source>422 Unprocessable Entity: URLs that do not belong to the host, or a key that does not match the protocol&apos;s pattern</source>
        <translation>422 Unprocessable Entity: URL-адреси не належать хосту або ключ не відповідає шаблону протоколу</translation>
    </message>
    <message>
        <source>429 Too Many Requests: the endpoint suspects spam; wait before submitting again</source>
        <translation>429 Too Many Requests: кінцева точка підозрює спам; зачекайте, перш ніж надсилати знову</translation>
    </message>
    <message>
        <source>%1: the endpoint accepted the submission</source>
        <translation>%1: кінцева точка прийняла дані</translation>
    </message>
    <message>
        <source>%1: the endpoint failed (a server error); try again later</source>
        <translation>%1: збій кінцевої точки (помилка сервера); спробуйте пізніше</translation>
    </message>
    <message>
        <source>%1: not an answer the protocol defines</source>
        <translation>%1: ця відповідь не визначена протоколом</translation>
    </message>
    <message>
        <source>The key file cannot be read: %1</source>
        <translation>Не вдалося прочитати файл ключа: %1</translation>
    </message>
    <message>
        <source>The key file %1 does not hold the key &quot;%2&quot; (it holds &quot;%3&quot;)</source>
        <translation>Файл ключа %1 не містить ключа «%2» (він містить «%3»)</translation>
    </message>
    <message>
        <source>Not sent: the endpoint answered 429 Too Many Requests to an earlier batch</source>
        <translation>Не надіслано: кінцева точка відповіла 429 Too Many Requests на попередній пакет</translation>
    </message>
    <message>
        <source>Not sent: an earlier batch got no answer from the endpoint (%1)</source>
        <translation>Не надіслано: на попередній пакет кінцева точка не відповіла (%1)</translation>
    </message>
    <message>
        <source>Not sent: the submission was cancelled</source>
        <translation>Не надіслано: надсилання скасовано</translation>
    </message>
</context>
<context>
    <name>Studio::IndexNowDialog</name>
    <message>
        <source>Submit to IndexNow</source>
        <translation>Надіслати в IndexNow</translation>
    </message>
    <message>
        <source>IndexNow tells Bing, Yandex, Seznam, Naver and the other engines that take part about new or changed URLs. The site must publish its key in a text file, at /&lt;key&gt;.txt or at the key location given below.</source>
        <translation>IndexNow повідомляє Bing, Yandex, Seznam, Naver та інші пошукові системи-учасники про нові або змінені URL-адреси. Сайт має опублікувати свій ключ у текстовому файлі за адресою /&lt;key&gt;.txt або в розташуванні ключа, указаному нижче.</translation>
    </message>
    <message>
        <source>The address submissions are POSTed to. Engines that take part share what they receive with each other.</source>
        <translation>Адреса, на яку надсилаються запити POST. Пошукові системи-учасники обмінюються отриманими даними між собою.</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>&amp;Кінцева точка:</translation>
    </message>
    <message>
        <source>8 to 128 letters, digits or dashes</source>
        <translation>Від 8 до 128 літер, цифр або дефісів</translation>
    </message>
    <message>
        <source>The site&apos;s IndexNow key, the same as in its key file</source>
        <translation>Ключ IndexNow сайту, такий самий, як у його файлі ключа</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>К&amp;люч:</translation>
    </message>
    <message>
        <source>Optional: https://www.example.com/keys/key.txt</source>
        <translation>Необов’язково: https://www.example.com/keys/key.txt</translation>
    </message>
    <message>
        <source>Key &amp;location:</source>
        <translation>&amp;Розташування ключа:</translation>
    </message>
    <message>
        <source>Only URLs &amp;modified since</source>
        <translation>Лише URL-адреси, &amp;змінені після</translation>
    </message>
    <message>
        <source>Modified since</source>
        <translation>Змінено після</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Пакет</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Хост</translation>
    </message>
    <message>
        <source>URLs</source>
        <translation>URL-адреси</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Відповідь</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>&amp;Надіслати</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Зу&amp;пинити</translation>
    </message>
    <message>
        <source>Enter the site&apos;s key.</source>
        <translation>Введіть ключ сайту.</translation>
    </message>
    <message>
        <source>The endpoint must be an http or https address.</source>
        <translation>Кінцева точка має бути адресою http або https.</translation>
    </message>
    <message>
        <source>There is nothing to submit.</source>
        <translation>Немає чого надсилати.</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>очікування</translation>
    </message>
    <message>
        <source>Checking the key files…</source>
        <translation>Перевірка файлів ключів…</translation>
    </message>
    <message>
        <source>Nothing was sent.</source>
        <translation>Нічого не надіслано.</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>не надіслано</translation>
    </message>
    <message>
        <source>Submitting…</source>
        <translation>Надсилання…</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 URLs accepted, in %3 of %4 requests.</source>
        <translation>
            <numerusform>Прийнято URL-адрес: %1 з %2, запитів: %3 з %4.</numerusform>
            <numerusform>Прийнято URL-адрес: %1 з %2, запитів: %3 з %4.</numerusform>
            <numerusform>Прийнято URL-адрес: %1 з %2, запитів: %3 з %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the key &amp;file before submitting</source>
        <translation>Перевірити &amp;файл ключа перед надсиланням</translation>
    </message>
    <message>
        <source>%1 in %2 (at most %3 URLs each, one host per request).</source>
        <translation>%1, %2 (щонайбільше %3 URL-адрес у кожному, один хост на запит).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs</source>
        <translation>
            <numerusform>%Ln URL-адреса</numerusform>
            <numerusform>%Ln URL-адреси</numerusform>
            <numerusform>%Ln URL-адрес</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln requests</source>
        <translation>
            <numerusform>%Ln запит</numerusform>
            <numerusform>%Ln запити</numerusform>
            <numerusform>%Ln запитів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs in the workspace.</source>
        <translation>
            <numerusform>%Ln URL-адреса в робочому просторі.</numerusform>
            <numerusform>%Ln URL-адреси в робочому просторі.</numerusform>
            <numerusform>%Ln URL-адрес у робочому просторі.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::InputSource</name>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 — це папка, а не файл</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не вдалося відкрити %1: %2</translation>
    </message>
    <message>
        <source>%1 has %2 bytes, more than the reading limit of %3 bytes</source>
        <translation>Розмір %1 — %2 байтів, що перевищує ліміт читання %3 байтів</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не вдалося прочитати %1: %2</translation>
    </message>
    <message>
        <source>%1 grew beyond the reading limit of %2 bytes while it was read</source>
        <translation>Під час читання розмір %1 перевищив ліміт читання %2 байтів</translation>
    </message>
    <message>
        <source>%1 changed while it was read (%2 bytes before, %3 after); it is not read from a mix of two versions. Open it again once it is no longer being written</source>
        <translation>Файл %1 змінився під час читання (%2 байтів до, %3 після); суміш двох версій не читається. Відкрийте його знову, коли запис у нього завершиться</translation>
    </message>
    <message>
        <source>The file has %1 bytes, more than the reading limit of %2 bytes; only the first %2 bytes were read</source>
        <translation>Розмір файлу — %1 байтів, що перевищує ліміт читання %2 байтів; прочитано лише перші %2 байтів</translation>
    </message>
    <message>
        <source>The gzip data expands to more than the reading limit of %1 bytes from only %2 compressed bytes; a file that expands this far is not a sitemap (decompression bomb)</source>
        <translation>Дані gzip розгортаються понад ліміт читання %1 байтів лише з %2 стиснених байтів; файл, що розгортається настільки, не є файлом Sitemap (бомба декомпресії)</translation>
    </message>
    <message>
        <source>The gzip data expands to more than the reading limit of %1 bytes; only the first %1 bytes were read</source>
        <translation>Дані gzip розгортаються понад ліміт читання %1 байтів; прочитано лише перші %1 байтів</translation>
    </message>
    <message>
        <source>%1 bytes of data that is not gzip follow the compressed stream; they were ignored</source>
        <translation>Після стисненого потоку йде %1 байтів даних, що не є gzip; їх проігноровано</translation>
    </message>
    <message>
        <source>The gzip data is truncated: it ends before the end of the compressed stream (%1 bytes decompressed)</source>
        <translation>Дані gzip обрізано: вони закінчуються раніше, ніж стиснений потік (розпаковано %1 байтів)</translation>
    </message>
    <message>
        <source>The zip bundle cannot be opened (error %1): its central directory is missing or damaged</source>
        <translation>Не вдалося відкрити zip-пакет (помилка %1): його центральний каталог відсутній або пошкоджений</translation>
    </message>
    <message>
        <source>The zip bundle has %1 entries, more than the limit of %2</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Кількість елементів у zip-пакеті (%1) перевищує ліміт %2</translation>
    </message>
    <message>
        <source>Skipped zip entry &quot;%1&quot;: %2</source>
        <translation>Пропущено елемент zip-пакета «%1»: %2</translation>
    </message>
    <message>
        <source>A zip entry&apos;s header cannot be read</source>
        <translation>Не вдалося прочитати заголовок елемента zip-пакета</translation>
    </message>
    <message>
        <source>its name is absolute or leads out of the bundle</source>
        <translation>його назва абсолютна або виходить за межі пакета</translation>
    </message>
    <message>
        <source>it is a symbolic link</source>
        <translation>це символьне посилання</translation>
    </message>
    <message>
        <source>it is encrypted</source>
        <translation>його зашифровано</translation>
    </message>
    <message>
        <source>it declares %1 bytes, more than the reading limit of %2</source>
        <translation>він оголошує розмір %1 байтів, що перевищує ліміт читання %2</translation>
    </message>
    <message>
        <source>it cannot be decompressed (error %1)</source>
        <translation>його не вдалося розпакувати (помилка %1)</translation>
    </message>
    <message>
        <source>The zip entry &quot;%1&quot; is corrupt (error %2)</source>
        <translation>Елемент zip-пакета «%1» пошкоджено (помилка %2)</translation>
    </message>
    <message>
        <source>the bundle&apos;s entries expand to more than %1 bytes in all, more than %2 times the bundle&apos;s size (decompression bomb); it and the entries after it were not read</source>
        <translation>елементи пакета загалом розгортаються понад %1 байтів, що більше ніж у %2 раза перевищує розмір пакета (бомба декомпресії); цей і наступні елементи не прочитано</translation>
    </message>
    <message>
        <source>the bundle&apos;s entries expand to more than the reading limit of %1 bytes in all; it and the entries after it were not read</source>
        <translation>елементи пакета загалом розгортаються понад ліміт читання %1 байтів; цей і наступні елементи не прочитано</translation>
    </message>
    <message>
        <source>it expands beyond the reading limit of %1 bytes</source>
        <translation>він розгортається понад ліміт читання %1 байтів</translation>
    </message>
    <message>
        <source>The zip entry &quot;%1&quot; is corrupt: its CRC-32 check does not match</source>
        <translation>Елемент zip-пакета «%1» пошкоджено: контрольна сума CRC-32 не збігається</translation>
    </message>
    <message>
        <source>The zip bundle is damaged (error %1); some entries may be missing</source>
        <translation>Zip-пакет пошкоджено (помилка %1); деякі елементи можуть бути відсутні</translation>
    </message>
    <message>
        <source>The gzip data is corrupt: its CRC-32 or length check does not match (after %1 decompressed bytes)</source>
        <translation>Дані gzip пошкоджено: контрольна сума CRC-32 або перевірка довжини не збігається (після %1 розпакованих байтів)</translation>
    </message>
    <message>
        <source>The data is not valid gzip: its header is damaged or names another compression method</source>
        <translation>Дані не є коректним gzip: їхній заголовок пошкоджено або в ньому вказано інший метод стиснення</translation>
    </message>
    <message>
        <source>The gzip data is corrupt at compressed byte %1: a member&apos;s header is damaged</source>
        <translation>Дані gzip пошкоджено на стиснутому байті %1: заголовок однієї з частин пошкоджено</translation>
    </message>
    <message>
        <source>The data is not valid gzip: the compressed data is damaged from its start</source>
        <translation>Дані не є коректним gzip: стиснуті дані пошкоджено від самого початку</translation>
    </message>
    <message>
        <source>The gzip data is corrupt at compressed byte %1: an invalid deflate block</source>
        <translation>Дані gzip пошкоджено на стиснутому байті %1: некоректний блок deflate</translation>
    </message>
</context>
<context>
    <name>Studio::InspectDialog</name>
    <message>
        <source>Inspect with Search Console</source>
        <translation>Перевірка в Search Console</translation>
    </message>
    <message>
        <source>Asks Google&apos;s URL Inspection API what it did with each URL: indexed or not, why, and the canonical it chose. Google answers 2,000 URLs a day for a property; the answers are kept in a file, and the next run goes on where this one stops.</source>
        <translation>Запитує в Google URL Inspection API, що Google зробив з кожною URL-адресою: проіндексував чи ні, чому, і яку канонічну адресу вибрав. Google відповідає на 2000 URL-адрес на день для одного ресурсу; відповіді зберігаються у файлі, і наступний запуск продовжує з місця, де зупинився цей.</translation>
    </message>
    <message>
        <source>The Search Console property as Search Console writes it: a URL prefix (https://www.example.com/) or sc-domain:example.com</source>
        <translation>Ресурс Search Console так, як його записує Search Console: префікс URL (https://www.example.com/) або sc-domain:example.com</translation>
    </message>
    <message>
        <source>client_secret_….json of your Google Cloud project</source>
        <translation>client_secret_….json вашого проєкту Google Cloud</translation>
    </message>
    <message>
        <source>The OAuth client (Desktop app) made in your own Google Cloud project with the Search Console API enabled; Sitemap Studio ships none</source>
        <translation>Клієнт OAuth (настільний застосунок), створений у вашому власному проєкті Google Cloud з увімкненим Search Console API; Sitemap Studio не постачає жодного</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Вибрати…</translation>
    </message>
    <message>
        <source>Every URL of the document (%1)</source>
        <translation>Усі URL-адреси документа (%1)</translation>
    </message>
    <message>
        <source>The URLs the table shows (%1)</source>
        <translation>URL-адреси, показані в таблиці (%1)</translation>
    </message>
    <message>
        <source>Inspections of the property a day, the day&apos;s earlier ones in the file counted (Google&apos;s day runs on Pacific Time)</source>
        <translation>Перевірок ресурсу на день, з урахуванням попередніх перевірок цього дня у файлі (день Google рахується за тихоокеанським часом)</translation>
    </message>
    <message>
        <source>The answers are appended to this file as they come (JSON lines, as the command line&apos;s inspect and coverage read them)</source>
        <translation>Відповіді дописуються до цього файлу в міру надходження (рядки JSON, як їх читають команди inspect і coverage)</translation>
    </message>
    <message>
        <source>&amp;Property:</source>
        <translation>&amp;Ресурс:</translation>
    </message>
    <message>
        <source>&amp;Sign in with:</source>
        <translation>&amp;Увійти за допомогою:</translation>
    </message>
    <message>
        <source>&amp;URLs:</source>
        <translation>U&amp;RL-адреси:</translation>
    </message>
    <message>
        <source>At most &amp;today:</source>
        <translation>Не більше &amp;сьогодні:</translation>
    </message>
    <message>
        <source>&amp;Answers go to:</source>
        <translation>&amp;Відповіді до:</translation>
    </message>
    <message>
        <source>&amp;Inspect</source>
        <translation>&amp;Перевірити</translation>
    </message>
    <message>
        <source>OAuth Client of Your Google Cloud Project</source>
        <translation>Клієнт OAuth вашого проєкту Google Cloud</translation>
    </message>
    <message>
        <source>OAuth client (*.json)</source>
        <translation>Клієнт OAuth (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Усі файли (*)</translation>
    </message>
    <message>
        <source>File of the Answers</source>
        <translation>Файл відповідей</translation>
    </message>
    <message>
        <source>URL Inspection results (*.jsonl)</source>
        <translation>Результати перевірки URL (*.jsonl)</translation>
    </message>
    <message>
        <source>Property: write it as Search Console does, a URL prefix (https://www.example.com/) or sc-domain:example.com.</source>
        <translation>Ресурс: запишіть його так, як Search Console: префікс URL (https://www.example.com/) або sc-domain:example.com.</translation>
    </message>
    <message>
        <source>Sign in with: choose the OAuth client file of your Google Cloud project (a Desktop app client, with the Search Console API enabled).</source>
        <translation>Увійти за допомогою: виберіть файл клієнта OAuth вашого проєкту Google Cloud (клієнт настільного застосунку з увімкненим Search Console API).</translation>
    </message>
    <message>
        <source>Sign in with: %1</source>
        <translation>Увійти за допомогою: %1</translation>
    </message>
    <message>
        <source>Answers go to: choose a file in a folder that exists.</source>
        <translation>Відповіді до: виберіть файл в наявній теці.</translation>
    </message>
    <message>
        <source>Answers go to: %1</source>
        <translation>Відповіді до: %1</translation>
    </message>
    <message>
        <source>Every URL of %1 is in the file already (%2); nothing to inspect.</source>
        <translation>Усі URL-адреси ресурсу %1 уже є у файлі (%2); нічого перевіряти.</translation>
    </message>
    <message>
        <source>No URL of the document is in %1.</source>
        <translation>Жодна URL-адреса документа не належить до %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n URLs are outside the property.</source>
        <translation>
            <numerusform>%n URL-адреса поза ресурсом.</numerusform>
            <numerusform>%n URL-адреси поза ресурсом.</numerusform>
            <numerusform>%n URL-адрес поза ресурсом.</numerusform>
        </translation>
    </message>
    <message>
        <source>Signing in to Google…</source>
        <translation>Вхід до Google…</translation>
    </message>
    <message>
        <source>Google&apos;s consent page is open in your browser: let Sitemap Studio read Search Console there. Waiting for your answer… If no page opened, &lt;a href=&quot;%1&quot;&gt;open it here&lt;/a&gt;.</source>
        <translation>Сторінку згоди Google відкрито у браузері: дозвольте там Sitemap Studio читати Search Console. Очікування вашої відповіді… Якщо сторінка не відкрилася, &lt;a href=&quot;%1&quot;&gt;відкрийте її тут&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>The sign-in did not succeed: %1</source>
        <translation>Не вдалося увійти: %1</translation>
    </message>
    <message>
        <source>%1 of %2 inspected</source>
        <translation>Перевірено %1 з %2</translation>
    </message>
    <message>
        <source>%1 inspected, appended to %2</source>
        <translation>Перевірено: %1, дописано до %2</translation>
    </message>
    <message numerus="yes">
        <source>%n refused by Google (not in the property)</source>
        <translation>
            <numerusform>%n відхилена Google (поза ресурсом)</numerusform>
            <numerusform>%n відхилені Google (поза ресурсом)</numerusform>
            <numerusform>%n відхилених Google (поза ресурсом)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 left for the next run</source>
        <translation>на наступний запуск залишилося %1</translation>
    </message>
    <message>
        <source>The day&apos;s inspections for %1 are spent; inspect again tomorrow (Pacific Time) to go on where this run stopped.</source>
        <translation>Денні перевірки ресурсу %1 вичерпано; запустіть перевірку завтра (за тихоокеанським часом), щоб продовжити з місця зупинки.</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Зупинено: %1</translation>
    </message>
    <message>
        <source>The sign-in was stopped.</source>
        <translation>Вхід зупинено.</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>&amp;Зупинити</translation>
    </message>
    <message numerus="yes">
        <source>Inspecting %Ln URLs…</source>
        <translation>
            <numerusform>Перевірка %Ln URL-адреси…</numerusform>
            <numerusform>Перевірка %Ln URL-адрес…</numerusform>
            <numerusform>Перевірка %Ln URL-адрес…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::ItemsEditor</name>
    <message>
        <source>(empty)</source>
        <translation>(порожньо)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Вил&amp;учити</translation>
    </message>
    <message>
        <source>ISO 4217 code, e.g. EUR, USD</source>
        <translation>Код ISO 4217, наприклад EUR, USD</translation>
    </message>
    <message>
        <source>Add a video with its title, description, thumbnail and content or player URL</source>
        <translation>Додати відео з назвою, описом, мініатюрою та URL-адресою вмісту або програвача</translation>
    </message>
    <message>
        <source>%1, attribute %2</source>
        <translation>%1, атрибут %2</translation>
    </message>
    <message>
        <source>The %1 attribute of &lt;video:%2&gt;: %3. Enter the element&apos;s value first.</source>
        <translation>Атрибут %1 елемента &lt;video:%2&gt;: %3. Спершу введіть значення елемента.</translation>
    </message>
    <message>
        <source>%1 (deprecated)</source>
        <translation>%1 (застаріле)</translation>
    </message>
    <message>
        <source>Deprecated: search engines ignore &lt;%1&gt;; the Deprecated tag rule offers to remove it.</source>
        <translation>Застаріле: пошукові системи ігнорують &lt;%1&gt;; правило «Застарілий тег» пропонує вилучити його.</translation>
    </message>
    <message>
        <source>Change the %1 items of %2</source>
        <extracomment>%1 is the kind of item (image, video, news), not a count.</extracomment>
        <translation>Змінити елементи %1 для %2</translation>
    </message>
    <message>
        <source>Edit %1 of %2</source>
        <translation>Змінити %1 для %2</translation>
    </message>
    <message>
        <source>%1 / %2 characters</source>
        <translation>Символів: %1 / %2</translation>
    </message>
    <message>
        <source>Required: the image&apos;s URL, which may be on another host such as a CDN. A URL may list at most %1 images (Google image sitemaps).</source>
        <translation>Обов’язково: URL-адреса зображення; вона може бути на іншому хості, наприклад у CDN. Для однієї URL-адреси можна вказати щонайбільше %1 зображень (файли Sitemap для зображень Google).</translation>
    </message>
    <message>
        <source>Required: the URL of the image that stands for the video in search results.</source>
        <translation>Обов’язково: URL-адреса зображення, яке представляє відео в результатах пошуку.</translation>
    </message>
    <message>
        <source>Required: the video&apos;s title, plain text. Search results show about %1 characters of it.</source>
        <translation>Обов’язково: назва відео, звичайний текст. У результатах пошуку показується приблизно %1 перших символів назви.</translation>
    </message>
    <message>
        <source>Required: what the video is about, plain text, at most %1 characters.</source>
        <translation>Обов’язково: опис відео, звичайний текст, щонайбільше %1 символів.</translation>
    </message>
    <message>
        <source>The URL of the video file itself. It or the player&apos;s URL is required; neither may be the page&apos;s own URL.</source>
        <translation>URL-адреса самого відеофайлу. Потрібна вона або URL-адреса програвача; жодна з них не може збігатися з URL-адресою самої сторінки.</translation>
    </message>
    <message>
        <source>The URL of a player for the video. It or the video file&apos;s URL is required; neither may be the page&apos;s own URL.</source>
        <translation>URL-адреса програвача для відео. Потрібна вона або URL-адреса відеофайлу; жодна з них не може збігатися з URL-адресою самої сторінки.</translation>
    </message>
    <message>
        <source>The video&apos;s length in whole seconds, from 1 to %1.</source>
        <translation>Тривалість відео в цілих секундах, від 1 до %1.</translation>
    </message>
    <message>
        <source>When the video stops being available, in W3C Datetime; empty when it does not expire.</source>
        <translation>Коли відео перестане бути доступним, у форматі W3C Datetime; порожнє, якщо доступність відео не обмежено в часі.</translation>
    </message>
    <message>
        <source>The video&apos;s rating, a number from %1 to %2.</source>
        <translation>Рейтинг відео, число від %1 до %2.</translation>
    </message>
    <message>
        <source>How many times the video was watched, a whole number.</source>
        <translation>Скільки разів відео переглянули, ціле число.</translation>
    </message>
    <message>
        <source>When the video was first published, in W3C Datetime.</source>
        <translation>Коли відео вперше опубліковано, у форматі W3C Datetime.</translation>
    </message>
    <message>
        <source>yes, or no when the video is for adults only.</source>
        <translation>yes; no — якщо відео призначене лише для дорослих.</translation>
    </message>
    <message>
        <source>ISO 3166-1 alpha-2 country codes separated by spaces (DE FR): where the video may be shown, or may not, as the relationship below says.</source>
        <translation>Коди країн ISO 3166-1 alpha-2, розділені пробілами (DE FR): де відео можна або не можна показувати, залежно від значення relationship нижче.</translation>
    </message>
    <message>
        <source>web, mobile or tv, separated by spaces: where the video may be played, or may not, as the relationship below says.</source>
        <translation>web, mobile або tv, розділені пробілами: де відео можна або не можна відтворювати, залежно від значення relationship нижче.</translation>
    </message>
    <message>
        <source>yes or no: whether watching takes a subscription, paid or free.</source>
        <translation>yes або no: чи потрібна для перегляду підписка (платна або безкоштовна).</translation>
    </message>
    <message>
        <source>Who uploaded the video; its info attribute may give the absolute URL of their page.</source>
        <translation>Хто завантажив відео; атрибут info може містити абсолютну URL-адресу сторінки цього автора.</translation>
    </message>
    <message>
        <source>yes or no: whether the video is a live stream.</source>
        <translation>yes або no: чи є відео прямою трансляцією.</translation>
    </message>
    <message>
        <source>Keywords for the video, separated by commas, at most %1.</source>
        <translation>Ключові слова для відео, розділені комами, щонайбільше %1.</translation>
    </message>
    <message>
        <source>Required: the publication&apos;s name as it appears on news.google.com.</source>
        <translation>Обов’язково: назва видання в тому вигляді, у якому вона відображається на news.google.com.</translation>
    </message>
    <message>
        <source>Required: the article&apos;s language, an ISO 639 code such as en or de (zh-cn or zh-tw for Chinese).</source>
        <translation>Обов’язково: мова статті, код ISO 639, як-от en або de (для китайської — zh-cn або zh-tw).</translation>
    </message>
    <message>
        <source>Required: when the article was published, in W3C Datetime. Google News takes the articles of the last %1 hours only.</source>
        <translation>Обов’язково: коли статтю опубліковано, у форматі W3C Datetime. Google Новини враховує лише статті, опубліковані за останні %1 годин.</translation>
    </message>
    <message>
        <source>Required: the article&apos;s title, as it appears on the page.</source>
        <translation>Обов’язково: назва статті в тому вигляді, у якому вона відображається на сторінці.</translation>
    </message>
    <message>
        <source>Images of the entry</source>
        <translation>Зображення запису</translation>
    </message>
    <message>
        <source>Videos of the entry</source>
        <translation>Відео запису</translation>
    </message>
    <message>
        <source>News articles of the entry</source>
        <translation>Новини запису</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Дода&amp;ти</translation>
    </message>
    <message>
        <source>Add an image; a URL may have at most %1</source>
        <translation>Додати зображення; URL-адреса може мати щонайбільше %1 зображень</translation>
    </message>
    <message>
        <source>Add a news article; a file may list at most %1</source>
        <translation>Додати новину; файл може містити щонайбільше %1 новин</translation>
    </message>
    <message>
        <source>comma-separated, at most %1</source>
        <translation>через кому, щонайбільше %1</translation>
    </message>
    <message>
        <source>Image %1</source>
        <translation>Зображення %1</translation>
    </message>
    <message>
        <source>Video %1</source>
        <translation>Відео %1</translation>
    </message>
    <message>
        <source>News %1</source>
        <translation>Новина %1</translation>
    </message>
</context>
<context>
    <name>Studio::KeychainSecretStore</name>
    <message>
        <source>no keyring service is running</source>
        <translation>не запущено жодної служби в’язки ключів</translation>
    </message>
    <message>
        <source>the keyring refused access</source>
        <translation>в’язка ключів відмовила в доступі</translation>
    </message>
    <message>
        <source>no keyring service answered</source>
        <translation>жодна служба в’язки ключів не відповіла</translation>
    </message>
    <message>
        <source>the keyring did not answer in time</source>
        <translation>в’язка ключів не відповіла вчасно</translation>
    </message>
</context>
<context>
    <name>Studio::LinkCheckController</name>
    <message>
        <source>Check &amp;Links</source>
        <translation>Перевірити &amp;посилання</translation>
    </message>
    <message>
        <source>Ask the servers for the URLs, images and videos of the selected entries, or of all when none is selected; answers already had in this session are reused</source>
        <translation>Надіслати серверам запити щодо URL-адрес, зображень і відео вибраних записів (або всіх, якщо нічого не вибрано); відповіді, уже отримані в цьому сеансі, використовуються повторно</translation>
    </message>
    <message>
        <source>&amp;Re-check Links</source>
        <translation>Перевірити посилання &amp;ще раз</translation>
    </message>
    <message>
        <source>Check the links again, asking the servers anew rather than reusing this session&apos;s answers</source>
        <translation>Перевірити посилання ще раз, знову надсилаючи запити серверам, а не використовуючи відповіді цього сеансу</translation>
    </message>
    <message>
        <source>Links %v/%m</source>
        <translation>Посилання %v/%m</translation>
    </message>
    <message>
        <source>Link check progress</source>
        <translation>Хід перевірки посилань</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Stop checking links; the answers so far are kept</source>
        <translation>Зупинити перевірку посилань; отримані відповіді буде збережено</translation>
    </message>
    <message>
        <source>Checking the links of every entry…</source>
        <translation>Перевірка посилань усіх записів…</translation>
    </message>
    <message numerus="yes">
        <source>Checking the links of %Ln selected entries…</source>
        <translation>
            <numerusform>Перевіряються посилання %Ln вибраного запису…</numerusform>
            <numerusform>Перевіряються посилання %Ln вибраних записів…</numerusform>
            <numerusform>Перевіряються посилання %Ln вибраних записів…</numerusform>
        </translation>
    </message>
    <message>
        <source>Link check cancelled; the answers so far are shown</source>
        <translation>Перевірку посилань скасовано; показано вже отримані відповіді</translation>
    </message>
    <message>
        <source>Link check done: no problem found</source>
        <translation>Перевірку посилань завершено: проблем не виявлено</translation>
    </message>
    <message numerus="yes">
        <source>Link check done: %Ln problem(s) found, listed with the warnings</source>
        <translation>
            <numerusform>Перевірку посилань завершено: знайдено %Ln проблему, її наведено серед попереджень</numerusform>
            <numerusform>Перевірку посилань завершено: знайдено %Ln проблеми, їх наведено серед попереджень</numerusform>
            <numerusform>Перевірку посилань завершено: знайдено %Ln проблем, їх наведено серед попереджень</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::LinkCheckSession</name>
    <message>
        <source>blocked by robots.txt</source>
        <translation>заблоковано в robots.txt</translation>
    </message>
    <message>
        <source>robots.txt unavailable</source>
        <translation>robots.txt недоступний</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>скасовано</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>минув час очікування</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>недоступно</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 → unreachable</source>
        <translation>%1 → недоступно</translation>
    </message>
</context>
<context>
    <name>Studio::LinkChecker</name>
    <message>
        <source>The link checker did not fetch %1: %2; while a site&apos;s robots.txt cannot be read, crawlers fetch nothing there</source>
        <translation>Засіб перевірки посилань не завантажував %1: %2; поки robots.txt сайту не вдається прочитати, пошукові роботи нічого на ньому не завантажують</translation>
    </message>
    <message>
        <source>line %1: %2: %3</source>
        <translation>рядок %1: %2: %3</translation>
    </message>
    <message>
        <source>The link checker did not fetch %1: the robots.txt of %2 disallows it for %3 (%4)</source>
        <translation>Засіб перевірки посилань не завантажував %1: robots.txt хоста %2 забороняє це для %3 (%4)</translation>
    </message>
    <message>
        <source>%1 redirects (HTTP %2) to %3, which answered %4</source>
        <translation>%1 переадресовує (HTTP %2) на %3, яка відповідає %4</translation>
    </message>
    <message>
        <source>%1 redirects (HTTP %2) to %3: %4</source>
        <translation>%1 переадресовує (HTTP %2) на %3: %4</translation>
    </message>
    <message>
        <source>The image %1 answers with %2, not an image</source>
        <translation>Зображення %1 відповідає типом %2, а не зображенням</translation>
    </message>
</context>
<context>
    <name>Studio::Loader</name>
    <message>
        <source>The file is empty (0 bytes); a sitemap needs at least a root element</source>
        <translation>Файл порожній (0 байтів); файл Sitemap має містити принаймні кореневий елемент</translation>
    </message>
    <message>
        <source>The compressed data holds an empty document (0 bytes); a sitemap needs at least a root element</source>
        <translation>Стиснені дані містять порожній документ (0 байтів); файл Sitemap має містити принаймні кореневий елемент</translation>
    </message>
    <message>
        <source>The file holds only whitespace; a sitemap needs at least a root element</source>
        <translation>Файл містить лише пробільні символи; файл Sitemap має містити принаймні кореневий елемент</translation>
    </message>
    <message>
        <source>The file is plain text, not an XML sitemap: it does not start with &apos;&lt;&apos;</source>
        <translation>Файл — звичайний текст, а не XML-файл Sitemap: він не починається з &apos;&lt;&apos;</translation>
    </message>
    <message>
        <source>The file has no root element</source>
        <translation>Файл не має кореневого елемента</translation>
    </message>
    <message>
        <source>The file is %1, not a sitemap: the root element is &lt;%2&gt;, where &lt;urlset&gt; or &lt;sitemapindex&gt; was expected</source>
        <translation>Файл — %1, а не файл Sitemap: кореневий елемент — &lt;%2&gt;, а очікувався &lt;urlset&gt; або &lt;sitemapindex&gt;</translation>
    </message>
    <message>
        <source>The input holds no document</source>
        <translation>Вхідні дані не містять документа</translation>
    </message>
    <message>
        <source>The index entry %1 names no file that could be looked up</source>
        <translation>Запис індексу %1 не вказує на файл, який можна знайти</translation>
    </message>
    <message>
        <source>The child sitemap %1 was not found at %2</source>
        <translation>Дочірній файл Sitemap %1 не знайдено в %2</translation>
    </message>
    <message>
        <source>%1 names the index itself or one that lists it; it is not read again</source>
        <translation>%1 указує на сам індекс або на індекс, що містить його; повторно він не читається</translation>
    </message>
    <message>
        <source>Entries of the bundle %1 were left out at the reading limit of %2 bytes per file</source>
        <translation>Елементи пакета %1 пропущено через ліміт читання %2 байтів на файл</translation>
    </message>
    <message>
        <source>%1 was read only up to the reading limit of %2 bytes; the rest of it is missing</source>
        <translation>Файл %1 прочитано лише до ліміту читання %2 байтів; решта файлу відсутня</translation>
    </message>
    <message>
        <source>%1 is itself a sitemap index; an index may list sitemaps only, and Google reads neither it nor the sitemaps it lists</source>
        <translation>%1 сам є індексом файлів Sitemap; індекс може містити лише файли Sitemap, і Google не читає ні його, ні файли Sitemap, які він містить</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не вдається прочитати %1: %2</translation>
    </message>
</context>
<context>
    <name>Studio::LoginDialog</name>
    <message>
        <source>Log In to %1</source>
        <translation>Вхід на %1</translation>
    </message>
    <message>
        <source>Go On &amp;Without</source>
        <translation>Продовжити &amp;без</translation>
    </message>
    <message>
        <source>Go on without a login, cookies or headers</source>
        <translation>Продовжити без даних входу, файлів cookie і заголовків</translation>
    </message>
    <message>
        <source>The keyring could not be read (%1).</source>
        <translation>Не вдалося прочитати в’язку ключів (%1).</translation>
    </message>
    <message>
        <source>Give a login, a cookie or a header, or choose Cancel.</source>
        <translation>Введіть дані входу, файл cookie або заголовок чи виберіть «Скасувати».</translation>
    </message>
</context>
<context>
    <name>Studio::MainWindow</name>
    <message>
        <source>Entries</source>
        <translation>Записи</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Запис</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Загальне</translation>
    </message>
    <message>
        <source>&amp;Images</source>
        <translation>Зобра&amp;ження</translation>
    </message>
    <message>
        <source>Vide&amp;os</source>
        <translation>Від&amp;ео</translation>
    </message>
    <message>
        <source>&amp;News</source>
        <translation>&amp;Новини</translation>
    </message>
    <message>
        <source>&amp;Alternates</source>
        <translation>А&amp;льтернативні версії</translation>
    </message>
    <message>
        <source>&amp;XML</source>
        <translation>&amp;XML</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Робоча область</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Історія</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;opened&gt;</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Створити</translation>
    </message>
    <message>
        <source>Start an empty sitemap</source>
        <translation>Створити порожній файл Sitemap</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <source>Open a sitemap, sitemap index, .gz or .zip</source>
        <translation>Відкрити файл Sitemap, індекс файлів Sitemap, .gz або .zip</translation>
    </message>
    <message>
        <source>Open &amp;URL…</source>
        <translation>Відкрити URL-&amp;адресу…</translation>
    </message>
    <message>
        <source>Open a sitemap from the web, or find a site&apos;s sitemaps through its robots.txt</source>
        <translation>Відкрити файл Sitemap з інтернету або знайти файли Sitemap сайту через його robots.txt</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <source>Save the sitemap</source>
        <translation>Зберегти файл Sitemap</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>&amp;Експорт…</translation>
    </message>
    <message>
        <source>Split into sitemap files within the limits, with an index and the robots.txt lines</source>
        <translation>Розділити на файли Sitemap у межах обмежень, з індексом і рядками для robots.txt</translation>
    </message>
    <message>
        <source>Export Re&amp;port…</source>
        <translation>Експорт зві&amp;ту…</translation>
    </message>
    <message>
        <source>Write a review of the sitemaps for a client: summary, findings with explanations and fixes, charts; as HTML or PDF</source>
        <translation>Створити для клієнта огляд файлів Sitemap: підсумок, зауваження з поясненнями та способами виправлення, діаграми; у форматі HTML або PDF</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Імпорт…</translation>
    </message>
    <message>
        <source>Make a sitemap of a text list, a feed, a robots.txt or a CSV table, or merge one into this sitemap</source>
        <translation>Створити файл Sitemap із текстового списку, стрічки, robots.txt або таблиці CSV чи об’єднати їх із цим файлом Sitemap</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <source>&amp;Delete Entry</source>
        <translation>&amp;Видалити запис</translation>
    </message>
    <message>
        <source>Remove the selected entry from the sitemap</source>
        <translation>Вилучити вибраний запис із файлу Sitemap</translation>
    </message>
    <message>
        <source>&amp;Add Entry</source>
        <translation>&amp;Додати запис</translation>
    </message>
    <message>
        <source>Add a URL after the selected entry</source>
        <translation>Додати URL-адресу після вибраного запису</translation>
    </message>
    <message>
        <source>Dupl&amp;icate Entry</source>
        <translation>Д&amp;ублювати запис</translation>
    </message>
    <message>
        <source>Copy the selected entry with all its images, videos, news and alternates</source>
        <translation>Копіювати вибраний запис з усіма його зображеннями, відео, новинами та альтернативними версіями</translation>
    </message>
    <message>
        <source>&amp;Move Entry Up</source>
        <translation>Пере&amp;містити запис вгору</translation>
    </message>
    <message>
        <source>Move the selected entry one place up in its sitemap</source>
        <translation>Перемістити вибраний запис на одну позицію вгору в його файлі Sitemap</translation>
    </message>
    <message>
        <source>Move Entry Do&amp;wn</source>
        <translation>Перемістити запис в&amp;низ</translation>
    </message>
    <message>
        <source>Move the selected entry one place down in its sitemap</source>
        <translation>Перемістити вибраний запис на одну позицію вниз у його файлі Sitemap</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Поверн&amp;ути</translation>
    </message>
    <message>
        <source>Read the file again, dropping the unsaved changes</source>
        <translation>Прочитати файл знову, відкинувши незбережені зміни</translation>
    </message>
    <message>
        <source>&amp;Rule Catalogue</source>
        <translation>&amp;Каталог правил</translation>
    </message>
    <message>
        <source>&amp;About Sitemap Studio</source>
        <translation>&amp;Про Sitemap Studio</translation>
    </message>
    <message>
        <source>Re&amp;place in URLs…</source>
        <translation>&amp;Замінити в URL-адресах…</translation>
    </message>
    <message>
        <source>Find and replace in the URLs of the selection or of all entries, for example http:// → https:// or a domain move</source>
        <translation>Знайти й замінити текст в URL-адресах вибраних або всіх записів, наприклад http:// → https:// чи під час переходу на інший домен</translation>
    </message>
    <message>
        <source>Set &amp;Fields…</source>
        <translation>Задати по&amp;ля…</translation>
    </message>
    <message>
        <source>Set the change frequency, priority or last modification of the selected entries, or of every entry the table shows</source>
        <translation>Задати частоту змін, пріоритет або час останньої зміни для вибраних записів або для всіх записів, які показує таблиця</translation>
    </message>
    <message>
        <source>Link Check &amp;Settings…</source>
        <translation>&amp;Налаштування перевірки посилань…</translation>
    </message>
    <message>
        <source>Submit to &amp;IndexNow…</source>
        <translation>Над&amp;іслати в IndexNow…</translation>
    </message>
    <message>
        <source>Tell the search engines that take part in IndexNow about the document&apos;s URLs, or those changed since a date</source>
        <translation>Повідомити пошукові системи, що беруть участь в IndexNow, про URL-адреси документа або про ті, що змінилися після певної дати</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Відкрити &amp;нещодавні</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <source>Fi&amp;lter URLs</source>
        <translation>&amp;Фільтрувати URL-адреси</translation>
    </message>
    <message>
        <source>Go to the filter above the table</source>
        <translation>Перейти до фільтра над таблицею</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Інструменти</translation>
    </message>
    <message>
        <source>&amp;Compare With…</source>
        <translation>По&amp;рівняти з…</translation>
    </message>
    <message>
        <source>Compare the document with another sitemap, a web address or its saved version: the URLs added, removed and changed</source>
        <translation>Порівняти документ з іншим файлом Sitemap, вебадресою або його збереженою версією: додані, вилучені та змінені URL-адреси</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Основна панель</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Скасування…</translation>
    </message>
    <message>
        <source>New sitemap: add entries with %1</source>
        <translation>Новий файл Sitemap: додавайте записи за допомогою %1</translation>
    </message>
    <message>
        <source>%1[*] — Sitemap Studio</source>
        <translation>%1[*] — Sitemap Studio</translation>
    </message>
    <message>
        <source>About Sitemap Studio</source>
        <translation>Про Sitemap Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Sitemap Studio %1&lt;/h3&gt;&lt;p&gt;Edits and checks XML sitemaps: sitemaps.org 0.9 with the image, video, news and hreflang extensions.&lt;/p&gt;&lt;p&gt;%2 rules; Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sitemap Studio %1&lt;/h3&gt;&lt;p&gt;Редагує й перевіряє XML-файли Sitemap: sitemaps.org 0.9 з розширеннями для зображень, відео, новин і hreflang.&lt;/p&gt;&lt;p&gt;Правил: %2; Qt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Reading Li&amp;mit…</source>
        <translation>&amp;Ліміт читання…</translation>
    </message>
    <message>
        <source>How much of a compressed file, zip entry or download is read</source>
        <translation>Скільки даних читається зі стисненого файлу, елемента zip-пакета або завантаження</translation>
    </message>
    <message>
        <source>Go to Fi&amp;ndings</source>
        <translation>П&amp;ерейти до зауважень</translation>
    </message>
    <message>
        <source>Go to the list of findings in the Warnings panel</source>
        <translation>Перейти до списку зауважень на панелі «Попередження»</translation>
    </message>
    <message>
        <source>Sitemap: %1</source>
        <translation>Файл Sitemap: %1</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln errors</source>
        <translation>
            <numerusform>%Ln помилка</numerusform>
            <numerusform>%Ln помилки</numerusform>
            <numerusform>%Ln помилок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warnings</source>
        <translation>
            <numerusform>%Ln попередження</numerusform>
            <numerusform>%Ln попередження</numerusform>
            <numerusform>%Ln попереджень</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln notices</source>
        <translation>
            <numerusform>%Ln повідомлення</numerusform>
            <numerusform>%Ln повідомлення</numerusform>
            <numerusform>%Ln повідомлень</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checking %Ln entries…</source>
        <translation>
            <numerusform>Перевірка записів (%Ln)…</numerusform>
            <numerusform>Перевірка записів (%Ln)…</numerusform>
            <numerusform>Перевірка записів (%Ln)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Crawl</source>
        <translation>Відкрити сканування</translation>
    </message>
    <message>
        <source>Every rule Sitemap Studio checks, with its help text; opened at the rule of the selected finding</source>
        <translation>Усі правила, які перевіряє Sitemap Studio, з довідкою; відкривається на правилі вибраного зауваження</translation>
    </message>
</context>
<context>
    <name>Studio::OpenUrlDialog</name>
    <message>
        <source>Open URL</source>
        <translation>Відкрити URL-адресу</translation>
    </message>
    <message>
        <source>The address of a sitemap opens that file. The address of a site, with nothing after its name, finds the site&apos;s sitemaps through its robots.txt or in the usual places.</source>
        <translation>Адреса файлу Sitemap відкриває цей файл. За адресою сайту (без шляху після доменного імені) файли Sitemap сайту шукаються через його robots.txt або у звичних розташуваннях.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Адреса:</translation>
    </message>
    <message>
        <source>&amp;Follow the sitemaps of an index</source>
        <translation>&amp;Відкривати файли Sitemap з індексу</translation>
    </message>
    <message>
        <source>Fetch every sitemap an index lists, two at a time per host; otherwise open the index alone</source>
        <translation>Завантажити всі файли Sitemap, перелічені в індексі, по два одночасно з кожного хоста; інакше відкрити лише індекс</translation>
    </message>
    <message>
        <source>Files read in all, the index included; the sitemaps past it are left unread, with a finding that says so</source>
        <translation>Загальна кількість прочитаних файлів, включно з індексом; файли Sitemap понад цю кількість не читаються, і про це повідомляє окреме зауваження</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> МБ</translation>
    </message>
    <message>
        <source>Bytes received in all, as sent (before decompression); once reached, no further sitemap is fetched</source>
        <translation>Загальний обсяг отриманих даних у тому вигляді, у якому їх надіслано (до розпакування); після досягнення ліміту наступні файли Sitemap не завантажуються</translation>
    </message>
    <message>
        <source>At most &amp;downloaded:</source>
        <translation>Щонайбільше &amp;завантажено:</translation>
    </message>
    <message>
        <source>Type the address of a sitemap or of a site.</source>
        <translation>Введіть адресу файлу Sitemap або сайту.</translation>
    </message>
    <message>
        <source>Only http and https addresses can be opened here; open a file with File → Open.</source>
        <translation>Тут можна відкрити лише адреси http і https; файл відкривайте через «Файл → Відкрити».</translation>
    </message>
    <message>
        <source>Give the whole address, starting with https:// or http://.</source>
        <translation>Введіть повну адресу, що починається з https:// або http://.</translation>
    </message>
    <message>
        <source>This is not a valid address: %1</source>
        <translation>Це недійсна адреса: %1</translation>
    </message>
    <message>
        <source>At most f&amp;iles:</source>
        <translation>Щонайбільше &amp;файлів:</translation>
    </message>
    <message>
        <source>&amp;Site access: login, cookies, headers, user agent</source>
        <translation>&amp;Доступ до сайту: вхід, файли cookie, заголовки, агент користувача</translation>
    </message>
    <message>
        <source>The keyring could not be read (%1).</source>
        <translation>Не вдалося прочитати в’язку ключів (%1).</translation>
    </message>
</context>
<context>
    <name>Studio::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Сторінки</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Загальні</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Системна мова (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Мова:</translation>
    </message>
    <message>
        <source>Restart &amp;Now</source>
        <translation>&amp;Перезапустити зараз</translation>
    </message>
    <message>
        <source>Save these preferences, close the window as Quit does (unsaved work is asked about first) and start Sitemap Studio again</source>
        <translation>Зберегти ці налаштування, закрити вікно, як це робить «Вийти» (спершу буде запит щодо незбереженої роботи), і знову запустити Sitemap Studio</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> МБ</translation>
    </message>
    <message>
        <source>&amp;Reading limit:</source>
        <translation>&amp;Ліміт читання:</translation>
    </message>
    <message>
        <source>The reading limit is how much of a compressed file, a zip entry or a download is read; an uncompressed file on disk is always read whole. Files opened from now on use it.</source>
        <translation>Ліміт читання визначає, скільки читається зі стисненого файлу, запису архіву zip або завантаження; нестиснений файл на диску завжди читається повністю. Діє для файлів, відкритих відтепер.</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Автозбереження</translation>
    </message>
    <message>
        <source>A copy of unsaved work is kept while you edit. When Sitemap Studio or the computer stops before the work is saved, the next start offers the copy.</source>
        <translation>Під час редагування зберігається копія незбереженої роботи. Якщо Sitemap Studio або комп’ютер зупиниться до збереження роботи, наступний запуск запропонує цю копію.</translation>
    </message>
    <message>
        <source>&amp;Keep a copy of unsaved work</source>
        <translation>&amp;Зберігати копію незбереженої роботи</translation>
    </message>
    <message>
        <source> min</source>
        <translation> хв</translation>
    </message>
    <message>
        <source>&amp;Every:</source>
        <translation>&amp;Кожні:</translation>
    </message>
    <message>
        <source>Crawl</source>
        <translation>Сканування</translation>
    </message>
    <message>
        <source>Tools → Crawl Site… opens with these. Each crawl started keeps its own choices for the next one, here too.</source>
        <translation>Інструменти → Сканувати сайт… відкривається з цими значеннями. Кожне запущене сканування зберігає свої вибори для наступного, і тут також.</translation>
    </message>
    <message>
        <source>Link Check</source>
        <translation>Перевірка посилань</translation>
    </message>
    <message>
        <source>How politely Tools → Check Links asks the servers.</source>
        <translation>Наскільки ввічливо Інструменти → Перевірити посилання звертаються до серверів.</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Стовпці</translation>
    </message>
    <message>
        <source>The columns of the table of entries, as View → Columns and the table header&apos;s context menu choose them.</source>
        <translation>Стовпці таблиці записів, як їх вибирають Вигляд → Стовпці та контекстне меню заголовка таблиці.</translation>
    </message>
    <message>
        <source>Sitemap Studio speaks %1 when it starts again.</source>
        <translation>Після наступного запуску Sitemap Studio говоритиме мовою: %1.</translation>
    </message>
</context>
<context>
    <name>Studio::RemoteLoader</name>
    <message>
        <source>The index entry &quot;%1&quot; names no http or https address that could be fetched</source>
        <translation>Запис індексу «%1» не містить адреси http або https, яку можна отримати</translation>
    </message>
    <message>
        <source>The child sitemap %1 could not be fetched: %2</source>
        <translation>Не вдалося отримати дочірній файл Sitemap %1: %2</translation>
    </message>
    <message>
        <source>%1 redirects to %2, which was already read; it is not read again</source>
        <translation>%1 переадресовує на %2, яку вже прочитано; повторно її не читається</translation>
    </message>
    <message numerus="yes">
        <source>Reading was cancelled after %1 of %2 files; the %3 sitemaps not read yet are left out</source>
        <translation>
            <numerusform>Читання скасовано після %1 з %2 файлів; непрочитані файли Sitemap (%3) пропущено</numerusform>
            <numerusform>Читання скасовано після %1 з %2 файлів; непрочитані файли Sitemap (%3) пропущено</numerusform>
            <numerusform>Читання скасовано після %1 з %2 файлів; непрочитані файли Sitemap (%3) пропущено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading stopped at the limit of %1 bytes in all; the %2 sitemaps not read yet are left out</source>
        <translation>
            <numerusform>Читання зупинено на загальному ліміті %1 байтів; непрочитані файли Sitemap (%2) пропущено</numerusform>
            <numerusform>Читання зупинено на загальному ліміті %1 байтів; непрочитані файли Sitemap (%2) пропущено</numerusform>
            <numerusform>Читання зупинено на загальному ліміті %1 байтів; непрочитані файли Sitemap (%2) пропущено</numerusform>
        </translation>
    </message>
    <message>
        <source>At most %1 files are read; %2 more sitemaps the index lists were left out</source>
        <translation>Читається не більше ніж %1 файлів; інші файли Sitemap з індексу (%2) пропущено</translation>
    </message>
    <message>
        <source>%1 names the index itself or one that lists it; it is not read again</source>
        <translation>%1 указує на сам індекс або на індекс, що містить його; повторно він не читається</translation>
    </message>
    <message>
        <source>The child sitemap %1 was left out: %2</source>
        <translation>Дочірній файл Sitemap %1 пропущено: %2</translation>
    </message>
    <message numerus="yes">
        <source>Reading stopped at the limit of %1 bytes in all; %2 sitemaps were not read</source>
        <translation>
            <numerusform>Читання зупинено на загальному ліміті %1 байтів; не прочитано файлів Sitemap: %2</numerusform>
            <numerusform>Читання зупинено на загальному ліміті %1 байтів; не прочитано файлів Sitemap: %2</numerusform>
            <numerusform>Читання зупинено на загальному ліміті %1 байтів; не прочитано файлів Sitemap: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>At most %1 files are read; %2 more sitemaps were left out</source>
        <translation>Читається не більше ніж %1 файлів; інші файли Sitemap (%2) пропущено</translation>
    </message>
</context>
<context>
    <name>Studio::Render::PageRun</name>
    <message>
        <source>the page&apos;s script did not stop running: its DOM could not be read</source>
        <translation>скрипт сторінки не припинив виконання: її DOM не вдалося прочитати</translation>
    </message>
    <message>
        <source>the page could not be loaded</source>
        <translation>сторінку не вдалося завантажити</translation>
    </message>
</context>
<context>
    <name>Studio::RenderAudit</name>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>%1 is reached only through links that JavaScript writes: no crawled page&apos;s HTML as sent links to it</source>
        <translation>%1 досяжна лише через посилання, які пише JavaScript: HTML жодної пройденої сторінки, яким його надіслано, не посилається на неї</translation>
    </message>
    <message>
        <source>%1 says noindex in its HTML, and its JavaScript changes that to %2; Google does not render a noindex page, so the page stays out of the index</source>
        <translation>%1 має noindex у своєму HTML, а її JavaScript змінює це на %2; Google не рендерить сторінку з noindex, тож сторінка лишається поза індексом</translation>
    </message>
    <message>
        <source>The robots meta directives of %1 are %2 in its HTML and %3 once its JavaScript ran</source>
        <translation>Директиви метатегу robots сторінки %1 у її HTML — %2, а після виконання її JavaScript — %3</translation>
    </message>
    <message>
        <source>The canonical URL of %1 is %2 in its HTML and %3 once its JavaScript ran</source>
        <translation>Канонічна URL-адреса сторінки %1 у її HTML — %2, а після виконання її JavaScript — %3</translation>
    </message>
    <message>
        <source>several that differ</source>
        <translation>кілька різних</translation>
    </message>
    <message>
        <source>%1 did not settle within the page time (%2 ms): its requests went on, and it was read as it stood then</source>
        <translation>%1 не усталилася за час на сторінку (%2 мс): її запити тривали, і її прочитано такою, якою вона була тоді</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> і ще %1</translation>
    </message>
    <message>
        <source>Rendering %1 needed resources that robots.txt disallows, not loaded: %2</source>
        <translation>Рендеринг %1 потребував ресурсів, які забороняє robots.txt, не завантажено: %2</translation>
    </message>
</context>
<context>
    <name>Studio::RendererProcesses</name>
    <message>
        <source>the renderer program %1 was not found</source>
        <translation>програму рендерера %1 не знайдено</translation>
    </message>
    <message>
        <source>the renderer crashed</source>
        <translation>рендерер аварійно завершився</translation>
    </message>
    <message>
        <source>the renderer stopped (exit status %1)</source>
        <translation>рендерер зупинився (код завершення %1)</translation>
    </message>
    <message>
        <source>the renderer program %1 cannot be started: %2</source>
        <translation>програму рендерера %1 не вдається запустити: %2</translation>
    </message>
    <message>
        <source>the renderer did not answer within the page time and was stopped</source>
        <translation>рендерер не відповів за час на сторінку, і його зупинено</translation>
    </message>
    <message>
        <source>the renderer answered something that is no renderer message</source>
        <translation>рендерер відповів чимось, що не є повідомленням рендерера</translation>
    </message>
</context>
<context>
    <name>Studio::ReplaceDialog</name>
    <message>
        <source>Replace in URLs</source>
        <translation>Заміна в URL-адресах</translation>
    </message>
    <message>
        <source>Regular e&amp;xpression (\1 … \9 in the replacement)</source>
        <translation>&amp;Регулярний вираз (\1 … \9 у заміні)</translation>
    </message>
    <message>
        <source>Selected entries &amp;only</source>
        <translation>&amp;Лише вибрані записи</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Знайти:</translation>
    </message>
    <message>
        <source>Replace &amp;with:</source>
        <translation>Замінити &amp;на:</translation>
    </message>
    <message>
        <source>Replace &amp;All</source>
        <translation>Замінити &amp;все</translation>
    </message>
    <message>
        <source>Not a valid expression at position %1: %2</source>
        <translation>Недійсний вираз у позиції %1: %2</translation>
    </message>
</context>
<context>
    <name>Studio::ReportExport</name>
    <message>
        <source>Could not make the PDF document.</source>
        <translation>Не вдалося створити документ PDF.</translation>
    </message>
</context>
<context>
    <name>Studio::ReviewController</name>
    <message>
        <source>Link Check Settings</source>
        <translation>Налаштування перевірки посилань</translation>
    </message>
    <message>
        <source>Requests at once, all hosts together; never more than %1 to one host</source>
        <translation>Кількість одночасних запитів до всіх хостів разом; до одного хоста — не більше %1</translation>
    </message>
    <message>
        <source>&amp;Requests at once:</source>
        <translation>&amp;Одночасних запитів:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Between the starts of two requests to the same host</source>
        <translation>Інтервал між початками двох запитів до того самого хоста</translation>
    </message>
    <message>
        <source>&amp;Delay per host:</source>
        <translation>&amp;Затримка для хоста:</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>Звіт HTML (*.html)</translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>Звіт PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Експорт звіту</translation>
    </message>
    <message>
        <source>Wrote the report %1</source>
        <translation>Записано звіт %1</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Експорт</translation>
    </message>
    <message>
        <source>the untitled sitemap</source>
        <translation>безіменний файл Sitemap</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Імпорт %1</translation>
    </message>
    <message>
        <source>%1 as fetched on %2 at %3</source>
        <translation>%1, отримано %2 о %3</translation>
    </message>
    <message>
        <source>%1 as opened on %2 at %3</source>
        <translation>%1, відкрито %2 о %3</translation>
    </message>
</context>
<context>
    <name>Studio::ReviewReport</name>
    <message>
        <source>Error</source>
        <translation>Помилка</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Попередження</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>Примітка</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… і ще %n.</numerusform>
            <numerusform>… і ще %n.</numerusform>
            <numerusform>… і ще %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sitemap review</source>
        <translation>Огляд файлів Sitemap</translation>
    </message>
    <message>
        <source>Sitemap review: %1</source>
        <translation>Огляд файлів Sitemap: %1</translation>
    </message>
    <message>
        <source>(not saved)</source>
        <translation>(не збережено)</translation>
    </message>
    <message>
        <source>en</source>
        <comment>the BCP 47 code of the language of this translation</comment>
        <translation>uk</translation>
    </message>
    <message>
        <source>Made on %1 at %2 by Sitemap Studio %3.</source>
        <translation>Створено %1 о %2 у Sitemap Studio %3.</translation>
    </message>
    <message>
        <source>Rules and explanations: the Sitemap Studio rule catalogue (sitemap-studio-cli rules).</source>
        <translation>Правила й пояснення: каталог правил Sitemap Studio (sitemap-studio-cli rules).</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Підсумок</translation>
    </message>
    <message>
        <source>sitemap indexes: %1</source>
        <translation>індексів файлів Sitemap: %1</translation>
    </message>
    <message>
        <source>could not be read: %1</source>
        <translation>не вдалося прочитати: %1</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Файли</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>URLs</source>
        <translation>URL-адреси</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <source>%1 stored, %2 uncompressed</source>
        <translation>%1 у файлі, %2 без стиснення</translation>
    </message>
    <message>
        <source>Formats</source>
        <translation>Формати</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Зауваження</translation>
    </message>
    <message>
        <source>Errors: %1</source>
        <translation>Помилки: %1</translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation>Попередження: %1</translation>
    </message>
    <message>
        <source>Notices: %1</source>
        <translation>Примітки: %1</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>Порівняно з</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Формат</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Записи</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>не вдалося прочитати</translation>
    </message>
    <message>
        <source>No findings: the files pass every rule.</source>
        <translation>Зауважень немає: файли відповідають усім правилам.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Назва</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Рівень серйозності</translation>
    </message>
    <message>
        <source>Findings: %1</source>
        <translation>Зауваження: %1</translation>
    </message>
    <message>
        <source>How to fix:</source>
        <translation>Як виправити:</translation>
    </message>
    <message>
        <source>%1. Sitemap Studio does this for you: the Fix button of the warnings dock, or sitemap-studio-cli check --fix.</source>
        <translation>%1. Sitemap Studio робить це за вас: кнопка «Виправити» на панелі попереджень або sitemap-studio-cli check --fix.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Рядок</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL-адреса</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Повідомлення</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Nothing to count, so not drawn: %1.</source>
        <translation>Нічого підраховувати, тому не побудовано: %1.</translation>
    </message>
    <message>
        <source>Changes since %1</source>
        <translation>Зміни з %1</translation>
    </message>
    <message>
        <source>No changes: the same URLs with the same values (%1 compared).</source>
        <translation>Змін немає: ті самі URL-адреси з тими самими значеннями (порівняно: %1).</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Додано</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Вилучено</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Змінено</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Без змін</translation>
    </message>
    <message>
        <source>Added URLs</source>
        <translation>Додані URL-адреси</translation>
    </message>
    <message>
        <source>Removed URLs</source>
        <translation>Видалені URL-адреси</translation>
    </message>
    <message>
        <source>Changed URLs</source>
        <translation>Змінені URL-адреси</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Що змінилося</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>Crawled pages by indexability</source>
        <translation>Скановані сторінки за індексованістю</translation>
    </message>
    <message>
        <source>Crawled pages by HTTP status</source>
        <translation>Скановані сторінки за станом HTTP</translation>
    </message>
    <message>
        <source>Site audit</source>
        <translation>Аудит сайту</translation>
    </message>
    <message numerus="yes">
        <source>A crawl of %1, as a search engine crawls it: %2 pages fetched, %3 judged.</source>
        <translation>
            <numerusform>Сканування %1 так, як його сканує пошукова система: завантажено сторінок %2, оцінено %3.</numerusform>
            <numerusform>Сканування %1 так, як його сканує пошукова система: завантажено сторінок %2, оцінено %3.</numerusform>
            <numerusform>Сканування %1 так, як його сканує пошукова система: завантажено сторінок %2, оцінено %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>The crawl was cut short, so pages it did not reach are not judged and no page is called an orphan.</source>
        <translation>Сканування перервалося, тож сторінки, до яких воно не дійшло, не оцінено, і жодну сторінку не названо сирітською.</translation>
    </message>
    <message>
        <source>Nothing to report: search engines will take every page the sitemap lists, and it lists every indexable page the crawl found.</source>
        <translation>Немає про що повідомити: пошукові системи приймуть кожну сторінку з файлу Sitemap, а він містить кожну доступну для індексування сторінку, знайдену скануванням.</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Сторінки</translation>
    </message>
    <message>
        <source>Pages: %1</source>
        <translation>Сторінки: %1</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>виправлення: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of the sitemap&apos;s %2 URLs were not fetched (no link led the crawl there, they are outside the site, or a limit came first) and are not judged.</source>
        <translation>
            <numerusform>%1 з %2 URL-адреси файлу Sitemap не завантажено (жодне посилання не привело до них сканування, вони поза сайтом, або раніше спрацювало обмеження), тож їх не оцінено.</numerusform>
            <numerusform>%1 з %2 URL-адрес файлу Sitemap не завантажено (жодне посилання не привело до них сканування, вони поза сайтом, або раніше спрацювало обмеження), тож їх не оцінено.</numerusform>
            <numerusform>%1 з %2 URL-адрес файлу Sitemap не завантажено (жодне посилання не привело до них сканування, вони поза сайтом, або раніше спрацювало обмеження), тож їх не оцінено.</numerusform>
        </translation>
    </message>
    <message>
        <source>The audit judges the sitemap as published: %1. What the document fixed since is listed under “Fixed in the document, not yet published”.</source>
        <translation>Аудит оцінює опубліковану версію файлу Sitemap: %1. Те, що документ відтоді виправив, наведено в розділі «Виправлено в документі, ще не опубліковано».</translation>
    </message>
    <message>
        <source>Pages not found: %1</source>
        <translation>Незнайдені сторінки: %1</translation>
    </message>
    <message>
        <source>Each page the crawl found gone (HTTP 404 or 410), with the pages that link to it and the links&apos; anchor texts: mend or remove those links, and take the page out of the sitemap.</source>
        <translation>Кожна сторінка, яку сканування виявило зниклою (HTTP 404 або 410), разом зі сторінками, що на неї посилаються, і текстами цих посилань: виправте або вилучіть ці посилання та приберіть сторінку з файлу Sitemap.</translation>
    </message>
    <message>
        <source>Page not found</source>
        <translation>Незнайдена сторінка</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>Linked from (anchor text)</source>
        <translation>Звідки посилаються (текст посилання)</translation>
    </message>
    <message>
        <source>(listed in the sitemap)</source>
        <translation>(є у файлі Sitemap)</translation>
    </message>
    <message>
        <source>%1 (a link with no anchor text)</source>
        <translation>%1 (посилання без тексту)</translation>
    </message>
    <message>
        <source>%1 — “%2”</source>
        <translation>%1 — «%2»</translation>
    </message>
    <message>
        <source>No crawled page links to it; the crawl found it through the sitemap.</source>
        <translation>Жодна сканована сторінка на неї не посилається; сканування знайшло її через файл Sitemap.</translation>
    </message>
    <message>
        <source>added to the sitemap</source>
        <translation>додано до файлу Sitemap</translation>
    </message>
    <message>
        <source>no longer found</source>
        <translation>більше не виявляється</translation>
    </message>
    <message>
        <source>no longer found: the URL is unchanged, another change fixed it</source>
        <translation>більше не виявляється: URL-адреса не змінилася, це виправила інша зміна</translation>
    </message>
    <message>
        <source>changed: %1</source>
        <translation>змінено: %1</translation>
    </message>
    <message>
        <source>URL replaced by %1</source>
        <translation>URL-адресу замінено на %1</translation>
    </message>
    <message>
        <source>removed from the sitemap</source>
        <translation>вилучено з файлу Sitemap</translation>
    </message>
    <message numerus="yes">
        <source>This report describes the sitemap as published: %1. The document has %n fixes not yet published, listed under “Fixed in the document, not yet published”; until the fixed sitemap is published, search engines read it as the findings below say.</source>
        <translation>
            <numerusform>Цей звіт описує опубліковану версію файлу Sitemap: %1. Документ містить %n ще не опубліковане виправлення, наведене в розділі «Виправлено в документі, ще не опубліковано»; доки виправлений файл Sitemap не опубліковано, пошукові системи читають його так, як зазначено в зауваженнях нижче.</numerusform>
            <numerusform>Цей звіт описує опубліковану версію файлу Sitemap: %1. Документ містить %n ще не опубліковані виправлення, наведені в розділі «Виправлено в документі, ще не опубліковано»; доки виправлений файл Sitemap не опубліковано, пошукові системи читають його так, як зазначено в зауваженнях нижче.</numerusform>
            <numerusform>Цей звіт описує опубліковану версію файлу Sitemap: %1. Документ містить %n ще не опублікованих виправлень, наведених у розділі «Виправлено в документі, ще не опубліковано»; доки виправлений файл Sitemap не опубліковано, пошукові системи читають його так, як зазначено в зауваженнях нижче.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fixed in the document, not yet published</source>
        <translation>Виправлено в документі, ще не опубліковано</translation>
    </message>
    <message>
        <source>Findings of the sitemap as published (%1) that the document no longer has. The live site still shows each of them until the fixed sitemap is published.</source>
        <translation>Зауваження до опублікованої версії файлу Sitemap (%1), яких документ уже не має. Живий сайт показує кожне з них, доки виправлений файл Sitemap не опубліковано.</translation>
    </message>
    <message>
        <source>None of the changes made in the document fixes a finding.</source>
        <translation>Жодна зі змін, внесених у документ, не виправляє жодного зауваження.</translation>
    </message>
    <message>
        <source>fixed in the document, not yet published</source>
        <translation>виправлено в документі, ще не опубліковано</translation>
    </message>
    <message>
        <source>Site audit findings fixed: %1</source>
        <translation>Виправлені зауваження аудиту сайту: %1</translation>
    </message>
    <message>
        <source>Findings fixed: %1</source>
        <translation>Виправлені зауваження: %1</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>(the file as a whole)</source>
        <translation>(файл загалом)</translation>
    </message>
    <message numerus="yes">
        <source>The changes also bring %n findings the published sitemap does not have; the window&apos;s warnings list them.</source>
        <translation>
            <numerusform>Зміни також додають %n зауваження, якого немає в опублікованому файлі Sitemap; їх показано серед попереджень у вікні.</numerusform>
            <numerusform>Зміни також додають %n зауваження, яких немає в опублікованому файлі Sitemap; їх показано серед попереджень у вікні.</numerusform>
            <numerusform>Зміни також додають %n зауважень, яких немає в опублікованому файлі Sitemap; їх показано серед попереджень у вікні.</numerusform>
        </translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версія</translation>
    </message>
    <message>
        <source>As published: %1.</source>
        <translation>Опублікована версія: %1.</translation>
    </message>
    <message>
        <source>Fixes in the document, not yet published, are listed apart.</source>
        <translation>Ще не опубліковані виправлення в документі наведено окремо.</translation>
    </message>
    <message>
        <source>Of the sitemap as published: %1.</source>
        <translation>Стосуються опублікованої версії файлу Sitemap: %1.</translation>
    </message>
    <message>
        <source>Search Console coverage</source>
        <translation>Охоплення в Search Console</translation>
    </message>
    <message>
        <source>What Google says of the sitemap&apos;s URLs, from Search Console&apos;s data. URLs in Google&apos;s data: %1; submitted: %2; indexed: %3; not indexed: %4; unknown to Google: %5; not inspected: %6.</source>
        <translation>Що Google каже про URL-адреси файлу Sitemap, за даними Search Console. URL-адреси в даних Google: %1; надіслано: %2; проіндексовано: %3; не проіндексовано: %4; невідомих Google: %5; не перевірено: %6.</translation>
    </message>
    <message>
        <source>Google&apos;s verdicts are joined with the sitemap as published: %1.</source>
        <translation>Вердикти Google зіставлено з опублікованою версією файлу Sitemap: %1.</translation>
    </message>
    <message>
        <source>Segment (%1)</source>
        <translation>Сегмент (%1)</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Надіслано</translation>
    </message>
    <message>
        <source>Indexed</source>
        <translation>Проіндексовано</translation>
    </message>
    <message>
        <source>Not indexed</source>
        <translation>Не проіндексовано</translation>
    </message>
    <message>
        <source>Unknown to Google</source>
        <translation>Невідома Google</translation>
    </message>
    <message>
        <source>Not inspected</source>
        <translation>Не перевірено</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Усі</translation>
    </message>
    <message>
        <source>Not indexed, by reason</source>
        <translation>Не проіндексовано, за причиною</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Сегмент</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Nothing to report: Google indexed every URL of the sitemap it was asked about.</source>
        <translation>Немає про що повідомити: Google проіндексував кожну URL-адресу файлу Sitemap, про яку його запитали.</translation>
    </message>
    <message>
        <source>URLs: %1</source>
        <translation>URL-адреси: %1</translation>
    </message>
    <message>
        <source>Search Console</source>
        <translation>Search Console</translation>
    </message>
    <message>
        <source>Indexed: %1; not indexed: %2; unknown to Google: %3; not inspected: %4</source>
        <translation>Проіндексовано: %1; не проіндексовано: %2; невідомих Google: %3; не перевірено: %4</translation>
    </message>
</context>
<context>
    <name>Studio::RobotsTxt</name>
    <message>
        <source>&quot;%1&quot; is a &apos;//&apos; comment, which robots.txt does not have; comments start with &apos;#&apos;. Crawlers skip the line</source>
        <translation>«%1» — коментар &apos;//&apos;, яких у robots.txt не буває; коментарі починаються з &apos;#&apos;. Пошукові роботи пропускають цей рядок</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no &apos;:&apos; after the key, so RFC 9309 crawlers skip it (Google reads it as if the colon were there); write &quot;%2: %3&quot;</source>
        <translation>«%1» не має &apos;:&apos; після ключа, тому пошукові роботи, що дотримуються RFC 9309, його пропускають (Google читає його так, ніби двокрапка є); запишіть «%2: %3»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a &quot;key: value&quot; record; crawlers skip it</source>
        <translation>«%1» не є записом формату «ключ: значення»; пошукові роботи його пропускають</translation>
    </message>
    <message>
        <source>&quot;%1&quot; comes before any User-agent line, so it belongs to no group and crawlers ignore it</source>
        <translation>«%1» стоїть перед будь-яким рядком User-agent, тому не належить до жодної групи, і пошукові роботи його ігнорують</translation>
    </message>
    <message>
        <source>The path &quot;%1&quot; does not start with &apos;/&apos; or &apos;*&apos;, so the rule matches no URL; write &quot;/%1&quot;</source>
        <translation>Шлях «%1» не починається з &apos;/&apos; або &apos;*&apos;, тому правило не відповідає жодній URL-адресі; запишіть «/%1»</translation>
    </message>
    <message>
        <source>The Sitemap line names no URL</source>
        <translation>Рядок Sitemap не містить URL-адреси</translation>
    </message>
    <message>
        <source>The Sitemap value &quot;%1&quot; is not an absolute URL; robots.txt must give the complete URL of the sitemap, with scheme and host (sitemaps.org), and many crawlers ignore a relative one</source>
        <translation>Значення Sitemap «%1» не є абсолютною URL-адресою; robots.txt має містити повну URL-адресу файлу Sitemap зі схемою та хостом (sitemaps.org), а відносну адресу багато пошукових роботів ігнорують</translation>
    </message>
    <message>
        <source>The Sitemap value: %1</source>
        <translation>Значення Sitemap: %1</translation>
    </message>
    <message>
        <source>The Sitemap value &quot;%1&quot; has the host &quot;%2&quot;, which contains spaces; no host name can</source>
        <translation>Значення Sitemap «%1» має хост «%2», що містить пробіли; жодна назва хоста не може їх містити</translation>
    </message>
    <message>
        <source>The Sitemap value &quot;%1&quot; has the host &quot;%2&quot;, which contains &apos;%3&apos;; no host name can</source>
        <translation>Значення Sitemap «%1» має хост «%2», що містить &apos;%3&apos;; жодна назва хоста не може містити цей символ</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a robots.txt key; crawlers skip the line</source>
        <translation>«%1» не є ключем robots.txt; пошукові роботи пропускають цей рядок</translation>
    </message>
    <message>
        <source>User-agent &quot;%1&quot; is followed by no Allow or Disallow line, so its group allows everything to that crawler</source>
        <translation>Після User-agent «%1» немає жодного рядка Allow чи Disallow, тому його група дозволяє цьому пошуковому роботу все</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is read as &quot;%2&quot;, as Google&apos;s parser does; crawlers that follow RFC 9309 skip the line. Write &quot;%2:&quot;</source>
        <translation>«%1» прочитано як «%2», як це робить синтаксичний аналізатор Google; пошукові роботи, що дотримуються RFC 9309, пропускають цей рядок. Запишіть «%2:»</translation>
    </message>
    <message>
        <source>The robots.txt is over %1 KiB, all that crawlers read of it: from line %2 on (%3 bytes) its rules and Sitemap lines are ignored</source>
        <translation>Файл robots.txt перевищує %1 КіБ — стільки з нього читають роботи: з рядка %2 (%3 байтів) його правила й рядки Sitemap ігноруються</translation>
    </message>
</context>
<context>
    <name>Studio::RuleCatalogueDialog</name>
    <message>
        <source>Rule Catalogue</source>
        <translation>Каталог правил</translation>
    </message>
    <message>
        <source>Search the rules: an id such as SM407, or words</source>
        <translation>Пошук у правилах: ідентифікатор, як-от SM407, або слова</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Пошук у правилах</translation>
    </message>
    <message>
        <source>Rule catalogue</source>
        <translation>Каталог правил</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Виправлення: %1</translation>
    </message>
    <message>
        <source>No rule matches “%1”.</source>
        <translation>Жодне правило не відповідає «%1».</translation>
    </message>
</context>
<context>
    <name>Studio::SchemaRules</name>
    <message>
        <source>&lt;%1&gt; comes after &lt;%2&gt;; the schema&apos;s order in &lt;%3&gt; is %4</source>
        <translation>&lt;%1&gt; стоїть після &lt;%2&gt;; схема визначає в &lt;%3&gt; порядок %4</translation>
    </message>
    <message>
        <source>&lt;%1&gt; occurs in &lt;%2&gt; more often than the schema&apos;s maxOccurs=&quot;%3&quot; allows</source>
        <translation>&lt;%1&gt; трапляється в &lt;%2&gt; частіше, ніж дозволяє maxOccurs=&quot;%3&quot; схеми</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has no &lt;%2&gt;, which the schema requires</source>
        <translation>У &lt;%1&gt; немає елемента &lt;%2&gt;, якого вимагає схема</translation>
    </message>
    <message>
        <source>&lt;%1&gt; &quot;%2&quot; is not a value of the schema&apos;s type: %3</source>
        <translation>&lt;%1&gt; «%2»: значення не належить до типу схеми: %3</translation>
    </message>
    <message>
        <source>&lt;%1&gt; attribute %2=&quot;%3&quot; is not a value of the schema&apos;s type: %4</source>
        <translation>&lt;%1&gt;: атрибут %2=«%3» має значення поза типом схеми: %4</translation>
    </message>
    <message>
        <source>&lt;%1&gt; carries the attribute %2, which the schema does not declare</source>
        <translation>&lt;%1&gt; має атрибут %2, якого схема не оголошує</translation>
    </message>
    <message>
        <source>&lt;%1&gt; is not allowed in &lt;%2&gt; by the schema</source>
        <translation>Схема не допускає &lt;%1&gt; в &lt;%2&gt;</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has no namespace, and &lt;%2&gt; takes only elements that a schema declares</source>
        <translation>&lt;%1&gt; не має простору імен, а &lt;%2&gt; приймає лише елементи, оголошені якоюсь схемою</translation>
    </message>
    <message>
        <source>&lt;%1&gt; (namespace &quot;%2&quot;) is not allowed in &lt;%3&gt;: no schema declares it</source>
        <translation>&lt;%1&gt; (простір імен «%2») не допускається в &lt;%3&gt;: жодна схема його не оголошує</translation>
    </message>
    <message>
        <source>&lt;%1&gt; contains elements where the schema allows only text</source>
        <translation>&lt;%1&gt; містить елементи там, де схема допускає лише текст</translation>
    </message>
    <message>
        <source>&lt;%1&gt; contains text where the schema allows none</source>
        <translation>&lt;%1&gt; містить текст, якого схема не допускає</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has no %2 attribute, which the schema requires</source>
        <translation>&lt;%1&gt; не має атрибута %2, якого вимагає схема</translation>
    </message>
    <message>
        <source>&lt;%1&gt; &quot;%2&quot; is neither xsd:date nor xsd:dateTime</source>
        <translation>&lt;%1&gt; «%2»: значення не є ні xsd:date, ні xsd:dateTime</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has %2 characters; the schema allows at most %3</source>
        <translation>Кількість символів у &lt;%1&gt;: %2; схема допускає не більше %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is shorter than the schema&apos;s 12 characters</source>
        <translation>Значення «%1» коротше за 12 символів, яких вимагає схема</translation>
    </message>
    <message>
        <source>The schema requires loc and lastmod in this order, before the elements of other namespaces</source>
        <translation>Схема вимагає loc і lastmod саме в такому порядку, перед елементами інших просторів імен</translation>
    </message>
    <message>
        <source>The schema requires loc, lastmod, changefreq and priority in this order, before the elements of other namespaces</source>
        <translation>Схема вимагає loc, lastmod, changefreq і priority саме в такому порядку, перед елементами інших просторів імен</translation>
    </message>
</context>
<context>
    <name>Studio::SearchConsole</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Не вдається прочитати %1: %2</translation>
    </message>
    <message>
        <source>%1 is not an OAuth client file (JSON as the Google Cloud console downloads it: {&quot;installed&quot;: {&quot;client_id&quot;: …}})</source>
        <translation>%1 не є файлом клієнта OAuth (JSON, як його завантажує консоль Google Cloud: {&quot;installed&quot;: {&quot;client_id&quot;: …}})</translation>
    </message>
    <message>
        <source>%1 has no &quot;installed&quot; (or &quot;web&quot;) client with a client_id, an auth_uri and a token_uri: make an OAuth client of the Desktop app kind in the Google Cloud console and download its JSON</source>
        <translation>%1 не має клієнта &quot;installed&quot; (чи &quot;web&quot;) з client_id, auth_uri і token_uri: створіть у консолі Google Cloud клієнт OAuth типу Desktop app і завантажте його JSON</translation>
    </message>
    <message>
        <source>%1:%2: not a JSON object; each line holds one inspection</source>
        <translation>%1:%2: не об’єкт JSON; кожен рядок містить одну перевірку</translation>
    </message>
    <message>
        <source>submitted: Search Console reads it in the coming days and shows it under Sitemaps</source>
        <translation>надіслано: Search Console прочитає його найближчими днями й покаже в розділі «Файли Sitemap»</translation>
    </message>
    <message>
        <source>%1 could not be reached: %2</source>
        <translation>%1 недосяжний: %2</translation>
    </message>
    <message>
        <source>refused (HTTP 403: %1): the account signed in must be an owner or a full user of %2, and the sitemap must lie within it</source>
        <translation>відхилено (HTTP 403: %1): обліковий запис, у який виконано вхід, має бути власником або повним користувачем ресурсу %2, а файл Sitemap має лежати в ньому</translation>
    </message>
    <message>
        <source>Google did not take the sign-in (HTTP 401: %1)</source>
        <translation>Google не прийняв вхід (HTTP 401: %1)</translation>
    </message>
    <message>
        <source>refused (HTTP %1: %2)</source>
        <translation>відхилено (HTTP %1: %2)</translation>
    </message>
</context>
<context>
    <name>Studio::SearchConsoleAuthorization</name>
    <message>
        <source>no OAuth client to sign in to Google with</source>
        <translation>немає клієнта OAuth для входу до Google</translation>
    </message>
    <message>
        <source>no keyring</source>
        <translation>немає сховища ключів</translation>
    </message>
</context>
<context>
    <name>Studio::SearchConsoleSignIn</name>
    <message>
        <source>No port on 127.0.0.1 could be opened for Google&apos;s answer</source>
        <translation>Не вдалося відкрити жодного порту на 127.0.0.1 для відповіді Google</translation>
    </message>
    <message>
        <source>Google refused the sign-in: %1</source>
        <translation>Google відмовив у вході: %1</translation>
    </message>
    <message>
        <source>Google refused the sign-in: %1 (%2)</source>
        <translation>Google відмовив у вході: %1 (%2)</translation>
    </message>
    <message>
        <source>The token address of the client file could not be reached</source>
        <translation>Адреса токена з файлу клієнта недосяжна</translation>
    </message>
    <message>
        <source>Google&apos;s answer to the sign-in could not be used</source>
        <translation>Відповідь Google на вхід не вдалося використати</translation>
    </message>
    <message>
        <source>Sitemap Studio may now use Search Console. You can close this page.</source>
        <translation>Sitemap Studio тепер може користуватися Search Console. Цю сторінку можна закрити.</translation>
    </message>
</context>
<context>
    <name>Studio::Segmenter</name>
    <message>
        <source>%1:%2: a line is NAME REGEX, with a space between them, not &quot;%3&quot;</source>
        <translation>%1:%2: рядок має вигляд NAME REGEX із пробілом між ними, а не «%3»</translation>
    </message>
    <message>
        <source>%1:%2: &quot;%3&quot; is not a valid regular expression: %4 at character %5</source>
        <translation>%1:%2: «%3» — недійсний регулярний вираз: %4 на символі %5</translation>
    </message>
    <message>
        <source>%1 has no NAME REGEX line</source>
        <translation>%1 не має жодного рядка NAME REGEX</translation>
    </message>
    <message>
        <source>folder:DEPTH needs a DEPTH from 1 to %1, not &quot;%2&quot;</source>
        <translation>folder:DEPTH потребує DEPTH від 1 до %1, а не «%2»</translation>
    </message>
    <message>
        <source>pattern:FILE needs the FILE of NAME REGEX lines</source>
        <translation>pattern:FILE потребує файла FILE з рядками NAME REGEX</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Не вдається прочитати %1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 KiB; a pattern file is a list of NAME REGEX lines</source>
        <translation>%1 більший за %2 КіБ; файл шаблонів — це список рядків NAME REGEX</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no segmentation; %2</source>
        <translation>«%1» не є способом поділу; %2</translation>
    </message>
    <message>
        <source>folder[:DEPTH] (the first DEPTH folders of the path, 1 by default; pages at the top are &quot;root&quot;), language (the entry&apos;s own hreflang, else a path that starts with a language code such as /de/ or /pt-br/, else &quot;other&quot;), type (news, videos, images or pages) or pattern:FILE (lines of NAME REGEX, the first REGEX found in the URL gives its NAME, the rest are &quot;other&quot;)</source>
        <translation>folder[:DEPTH] (перші DEPTH тек шляху, типово 1; сторінки верхнього рівня — «root»), language (власний hreflang запису, інакше шлях, що починається з коду мови, як-от /de/ або /pt-br/, інакше «other»), type (news, videos, images або pages) або pattern:FILE (рядки NAME REGEX; перший REGEX, знайдений в URL, дає його NAME, решта — «other»)</translation>
    </message>
</context>
<context>
    <name>Studio::SetFieldsDialog</name>
    <message>
        <source>Set Fields</source>
        <translation>Задати поля</translation>
    </message>
    <message>
        <source>&amp;Change frequency:</source>
        <translation>&amp;Частота змін:</translation>
    </message>
    <message>
        <source>Change frequency</source>
        <translation>Частота змін</translation>
    </message>
    <message>
        <source>(remove)</source>
        <translation>(видалити)</translation>
    </message>
    <message>
        <source>&amp;Priority:</source>
        <translation>&amp;Пріоритет:</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Пріоритет</translation>
    </message>
    <message>
        <source>&amp;Last modified:</source>
        <translation>&amp;Остання зміна:</translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation>Остання зміна</translation>
    </message>
    <message>
        <source>Set to</source>
        <translation>Установити значення</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <source>Apply to</source>
        <translation>Застосувати до</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Застосувати</translation>
    </message>
    <message>
        <source>The &amp;selected entries (%1)</source>
        <translation>&amp;Вибрані записи (%1)</translation>
    </message>
    <message>
        <source>Every entry the table s&amp;hows (%1)</source>
        <translation>Усі записи, які по&amp;казує таблиця (%1)</translation>
    </message>
</context>
<context>
    <name>Studio::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Клавіатурні скорочення</translation>
    </message>
    <message>
        <source>Filter: an action, a menu or a key</source>
        <translation>Фільтр: дія, меню або клавіша</translation>
    </message>
    <message>
        <source>Filter the shortcuts</source>
        <translation>Фільтрувати скорочення</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Дія</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавіші</translation>
    </message>
    <message>
        <source>No shortcut matches “%1”.</source>
        <translation>Жодне скорочення не відповідає «%1».</translation>
    </message>
</context>
<context>
    <name>Studio::SiteAccessFields</name>
    <message>
        <source>Sitemap Studio (judged as Google judges)</source>
        <translation>Sitemap Studio (оцінює так, як Google)</translation>
    </message>
    <message>
        <source>Googlebot smartphone</source>
        <translation>Googlebot для смартфонів</translation>
    </message>
    <message>
        <source>Googlebot desktop</source>
        <translation>Googlebot для комп’ютерів</translation>
    </message>
    <message>
        <source>Bingbot</source>
        <translation>Bingbot</translation>
    </message>
    <message>
        <source>A browser (Chrome)</source>
        <translation>Браузер (Chrome)</translation>
    </message>
    <message>
        <source>The User-Agent sent, the robots.txt group obeyed and the robots meta tags heeded follow the crawler chosen. Or type the text of a User-Agent header: its product token picks the robots.txt group.</source>
        <translation>Від вибраного пошукового робота залежать надісланий User-Agent, група robots.txt, якої дотримуються, і метатеги robots, які враховуються. Або введіть текст заголовка User-Agent: його маркер продукту вибирає групу robots.txt.</translation>
    </message>
    <message>
        <source>&amp;User agent:</source>
        <translation>Аге&amp;нт користувача:</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Користувач</translation>
    </message>
    <message>
        <source>User name of the login</source>
        <translation>Ім’я користувача для входу</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <source>Password of the login</source>
        <translation>Пароль для входу</translation>
    </message>
    <message>
        <source>Lo&amp;gin:</source>
        <translation>В&amp;хід:</translation>
    </message>
    <message>
        <source>HTTP basic authentication, sent with the first request to the site and to the origins named below, never to another host</source>
        <translation>Базова автентифікація HTTP, що надсилається з першим запитом до сайту і до джерел, указаних нижче, ніколи до іншого хоста</translation>
    </message>
    <message>
        <source>NAME=VALUE, one a line</source>
        <translation>NAME=VALUE, по одному на рядок</translation>
    </message>
    <message>
        <source>Cookies sent to the site, such as a consent or a preview cookie</source>
        <translation>Файли cookie, що надсилаються сайту, наприклад cookie згоди або попереднього перегляду</translation>
    </message>
    <message>
        <source>&amp;Cookies:</source>
        <translation>Фай&amp;ли cookie:</translation>
    </message>
    <message>
        <source>Name: value, one a line</source>
        <translation>Name: value, по одному на рядок</translation>
    </message>
    <message>
        <source>Request headers sent to the site, such as a preview token</source>
        <translation>Заголовки запиту, що надсилаються сайту, наприклад токен попереднього перегляду</translation>
    </message>
    <message>
        <source>&amp;Headers:</source>
        <translation>За&amp;головки:</translation>
    </message>
    <message>
        <source>https://cdn.example.com, one address a line</source>
        <translation>https://cdn.example.com, по одній адресі на рядок</translation>
    </message>
    <message>
        <source>Other origins (scheme, host and port) the login, cookies and headers go to besides the start URL&apos;s; never others, redirects included</source>
        <translation>Інші джерела (схема, хост і порт), куди, крім джерела початкової URL-адреси, надсилаються дані входу, файли cookie і заголовки; більше нікуди, зокрема й під час переспрямувань</translation>
    </message>
    <message>
        <source>Al&amp;so send to:</source>
        <translation>&amp;Також надсилати на:</translation>
    </message>
    <message>
        <source>Re&amp;member the login, cookies and headers in the keyring</source>
        <translation>Запа&amp;м’ятати дані входу, файли cookie і заголовки у в’язці ключів</translation>
    </message>
    <message>
        <source>Kept in the desktop&apos;s keyring for this site, never in the settings or a saved crawl. Otherwise they are kept until Sitemap Studio ends.</source>
        <translation>Зберігаються у в’язці ключів робочого середовища для цього сайту, ніколи в налаштуваннях чи збереженому скануванні. Інакше вони зберігаються лише до завершення роботи Sitemap Studio.</translation>
    </message>
    <message>
        <source>Asking the keyring…</source>
        <translation>Запит до в’язки ключів…</translation>
    </message>
    <message>
        <source>No keyring is available (%1): the login, cookies and headers are kept until Sitemap Studio ends, not remembered.</source>
        <translation>В’язка ключів недоступна (%1): дані входу, файли cookie і заголовки зберігаються лише до завершення роботи Sitemap Studio і не запам’ятовуються.</translation>
    </message>
    <message>
        <source>Login: a user name cannot hold a colon (:).</source>
        <translation>Вхід: ім’я користувача не може містити двокрапку (:).</translation>
    </message>
    <message>
        <source>Also send to, line %1: “%2” is no http or https address.</source>
        <translation>Також надсилати на, рядок %1: «%2» не є адресою http або https.</translation>
    </message>
    <message>
        <source>Login: give the user name with the password.</source>
        <translation>Вхід: введіть ім’я користувача разом із паролем.</translation>
    </message>
    <message>
        <source>Cookies, line %1: write NAME=VALUE, a cookie name and a value without “;” or “,”.</source>
        <translation>Файли cookie, рядок %1: напишіть NAME=VALUE, тобто назву cookie і значення без «;» чи «,».</translation>
    </message>
    <message>
        <source>Headers, line %1: write “Name: value”, a header name, a colon and the value.</source>
        <translation>Заголовки, рядок %1: напишіть «Name: value», тобто назву заголовка, двокрапку і значення.</translation>
    </message>
    <message>
        <source>Also send to: there is no login, cookie or header to send.</source>
        <translation>Також надсилати на: немає даних входу, файлу cookie чи заголовка, які можна надіслати.</translation>
    </message>
    <message>
        <source>User agent: choose a crawler, or type the text of a User-Agent header on one line.</source>
        <translation>Агент користувача: виберіть пошукового робота або введіть текст заголовка User-Agent в одному рядку.</translation>
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
%n URL-адреса</numerusform>
            <numerusform>%1
%n URL-адреси</numerusform>
            <numerusform>%1
%n URL-адрес</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Studio::SitemapChoiceDialog</name>
    <message>
        <source>Open URL</source>
        <translation>Відкрити URL-адресу</translation>
    </message>
    <message>
        <source>%1 has %2 sitemaps. Which one do you want to open?</source>
        <extracomment>The count is over a limit of at least two: two or more.</extracomment>
        <translation>Для %1 знайдено файлів Sitemap: %2. Який із них відкрити?</translation>
    </message>
    <message>
        <source>robots.txt, line %1</source>
        <translation>robots.txt, рядок %1</translation>
    </message>
    <message>
        <source>found in the usual place</source>
        <translation>знайдено у звичному місці</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>як указано</translation>
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
        <translation>(без хоста)</translation>
    </message>
    <message numerus="yes">
        <source>Other (%n hosts)</source>
        <translation>
            <numerusform>Інше (%n хост)</numerusform>
            <numerusform>Інше (%n хости)</numerusform>
            <numerusform>Інше (%n хостів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Other (%n segments)</source>
        <translation>
            <numerusform>Інше (%n сегмент)</numerusform>
            <numerusform>Інше (%n сегменти)</numerusform>
            <numerusform>Інше (%n сегментів)</numerusform>
        </translation>
    </message>
    <message>
        <source>Invalid lastmod</source>
        <translation>Недійсний lastmod</translation>
    </message>
    <message>
        <source>No lastmod</source>
        <translation>Без lastmod</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>Недійсні</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Немає</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Зображення</translation>
    </message>
    <message>
        <source>Videos</source>
        <translation>Відео</translation>
    </message>
    <message>
        <source>News</source>
        <translation>Новини</translation>
    </message>
    <message>
        <source>Alternates</source>
        <translation>Альтернативні версії</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Помилки</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Попередження</translation>
    </message>
    <message>
        <source>Notices</source>
        <translation>Примітки</translation>
    </message>
    <message>
        <source>URLs per host</source>
        <translation>URL-адреси за хостом</translation>
    </message>
    <message>
        <source>URLs per first path segment</source>
        <translation>URL-адреси за першим сегментом шляху</translation>
    </message>
    <message>
        <source>URLs per lastmod month</source>
        <translation>URL-адреси за місяцем lastmod</translation>
    </message>
    <message>
        <source>URLs per change frequency</source>
        <translation>URL-адреси за частотою змін</translation>
    </message>
    <message>
        <source>URLs per priority</source>
        <translation>URL-адреси за пріоритетом</translation>
    </message>
    <message>
        <source>URLs with extensions</source>
        <translation>URL-адреси з розширеннями</translation>
    </message>
    <message>
        <source>Findings per rule</source>
        <translation>Зауваження за правилами</translation>
    </message>
    <message>
        <source>Findings per severity</source>
        <translation>Зауваження за рівнем серйозності</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Інше</translation>
    </message>
    <message>
        <source>URLs per section</source>
        <translation>URL-адреси за розділами</translation>
    </message>
</context>
<context>
    <name>Studio::StatisticsDock</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Show or hide the charts of hosts, dates and findings</source>
        <translation>Показати або приховати діаграми хостів, дат і зауважень</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Діаграма</translation>
    </message>
    <message>
        <source>Click a bar to show its entries in the table</source>
        <translation>Натисніть стовпчик, щоб показати його записи в таблиці</translation>
    </message>
    <message>
        <source>Host: %1</source>
        <translation>Хост: %1</translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation>Шлях: %1</translation>
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
        <translation>Priority: %1</translation>
    </message>
    <message>
        <source>With %1</source>
        <translation>З %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, %2 unreadable</source>
        <translation>%1, не вдалося прочитати: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, %2 uncompressed</source>
        <translation>%1, без стиснення: %2</translation>
    </message>
    <message>
        <source>URLs: %1 · Files: %2 · Size: %3
Errors: %4 · Warnings: %5 · Notices: %6</source>
        <translation>URL-адрес: %1 · Файлів: %2 · Розмір: %3
Помилок: %4 · Попереджень: %5 · Приміток: %6</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Підрахунок…</translation>
    </message>
    <message>
        <source>No findings: the checks found nothing to report.</source>
        <translation>Зауважень немає: перевірки не виявили нічого, про що слід повідомити.</translation>
    </message>
    <message>
        <source>No URLs to count.</source>
        <translation>Немає URL-адрес для підрахунку.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 findings
Click to show the entries that have them</source>
        <translation>
            <numerusform>%1 — зауважень: %2
Натисніть, щоб показати записи з ними</numerusform>
            <numerusform>%1 — зауважень: %2
Натисніть, щоб показати записи з ними</numerusform>
            <numerusform>%1 — зауважень: %2
Натисніть, щоб показати записи з ними</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 URLs
Click to show them in the table</source>
        <translation>
            <numerusform>%1 — URL-адрес: %2
Натисніть, щоб показати їх у таблиці</numerusform>
            <numerusform>%1 — URL-адрес: %2
Натисніть, щоб показати їх у таблиці</numerusform>
            <numerusform>%1 — URL-адрес: %2
Натисніть, щоб показати їх у таблиці</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation>Діаграма:</translation>
    </message>
    <message>
        <source>Statistics chart</source>
        <translation>Діаграма статистики</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>URLs per section: folder</source>
        <translation>URL-адреси за розділами: тека</translation>
    </message>
    <message>
        <source>URLs per section: two folder levels</source>
        <translation>URL-адреси за розділами: два рівні тек</translation>
    </message>
    <message>
        <source>URLs per section: language</source>
        <translation>URL-адреси за розділами: мова</translation>
    </message>
    <message>
        <source>URLs per section: content type</source>
        <translation>URL-адреси за розділами: тип вмісту</translation>
    </message>
    <message>
        <source>Other sections</source>
        <translation>Інші розділи</translation>
    </message>
    <message>
        <source>Section: %1</source>
        <translation>Розділ: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln URLs</source>
        <translation>
            <numerusform>%Ln URL-адреса</numerusform>
            <numerusform>%Ln URL-адреси</numerusform>
            <numerusform>%Ln URL-адрес</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln images</source>
        <translation>
            <numerusform>%Ln зображення</numerusform>
            <numerusform>%Ln зображення</numerusform>
            <numerusform>%Ln зображень</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln videos</source>
        <translation>
            <numerusform>%Ln відео</numerusform>
            <numerusform>%Ln відео</numerusform>
            <numerusform>%Ln відео</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln news</source>
        <translation>
            <numerusform>%Ln новина</numerusform>
            <numerusform>%Ln новини</numerusform>
            <numerusform>%Ln новин</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln errors</source>
        <translation>
            <numerusform>%Ln помилка</numerusform>
            <numerusform>%Ln помилки</numerusform>
            <numerusform>%Ln помилок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warnings</source>
        <translation>
            <numerusform>%Ln попередження</numerusform>
            <numerusform>%Ln попередження</numerusform>
            <numerusform>%Ln попереджень</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln notices</source>
        <translation>
            <numerusform>%Ln зауваження</numerusform>
            <numerusform>%Ln зауваження</numerusform>
            <numerusform>%Ln зауважень</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2
Click to show them in the table</source>
        <translation>%1: %2
Натисніть, щоб показати їх у таблиці</translation>
    </message>
    <message numerus="yes">
        <source>%Ln indexed</source>
        <translation>
            <numerusform>%Ln проіндексована</numerusform>
            <numerusform>%Ln проіндексовані</numerusform>
            <numerusform>%Ln проіндексованих</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln not indexed</source>
        <translation>
            <numerusform>%Ln не проіндексована</numerusform>
            <numerusform>%Ln не проіндексовані</numerusform>
            <numerusform>%Ln не проіндексованих</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln unknown to Google</source>
        <translation>
            <numerusform>%Ln невідома Google</numerusform>
            <numerusform>%Ln невідомі Google</numerusform>
            <numerusform>%Ln невідомих Google</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln not inspected</source>
        <translation>
            <numerusform>%Ln не перевірена</numerusform>
            <numerusform>%Ln не перевірені</numerusform>
            <numerusform>%Ln не перевірених</numerusform>
        </translation>
    </message>
    <message>
        <source>Not indexed: %1: %2</source>
        <translation>Не проіндексовано: %1: %2</translation>
    </message>
    <message>
        <source>Indexed</source>
        <translation>Проіндексовано</translation>
    </message>
    <message>
        <source>Not indexed</source>
        <translation>Не проіндексовано</translation>
    </message>
    <message>
        <source>Unknown to Google</source>
        <translation>Невідомо Google</translation>
    </message>
    <message>
        <source>Not inspected</source>
        <translation>Не перевірено</translation>
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
Клацніть частину, щоб показати її URL-адреси в таблиці</translation>
    </message>
</context>
<context>
    <name>Studio::SvgChart</name>
    <message>
        <source>Nothing to count</source>
        <translation>Нічого підраховувати</translation>
    </message>
</context>
<context>
    <name>Studio::TableActions</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <source>Copy the selected rows as tab-separated text, for a spreadsheet</source>
        <translation>Копіювати вибрані рядки як текст, розділений табуляціями, для електронної таблиці</translation>
    </message>
    <message>
        <source>Copy with &amp;Header</source>
        <translation>Копіювати із &amp;заголовком</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Виділити &amp;все</translation>
    </message>
    <message>
        <source>&amp;Export Table to CSV…</source>
        <translation>&amp;Експорт таблиці в CSV…</translation>
    </message>
    <message>
        <source>Write every row shown, with the columns shown, to a CSV file</source>
        <translation>Записати всі показані рядки з показаними стовпцями у файл CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Файли CSV (*.csv);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Export Table to CSV</source>
        <translation>Експорт таблиці в CSV</translation>
    </message>
</context>
<context>
    <name>Studio::TextDecoder</name>
    <message>
        <source>The file is encoded in %1, not UTF-8; it was converted while reading</source>
        <translation>Файл закодовано в %1, а не в UTF-8; під час читання його перетворено</translation>
    </message>
    <message>
        <source>The UTF-16 text contains unpaired surrogates or an odd final byte; they were replaced by U+FFFD</source>
        <translation>Текст UTF-16 містить сурогати без пари або непарний кінцевий байт; їх замінено на U+FFFD</translation>
    </message>
    <message numerus="yes">
        <source>%n whitespace character(s) precede the XML declaration</source>
        <translation>
            <numerusform>Перед оголошенням XML стоїть %n пробільний символ</numerusform>
            <numerusform>Перед оголошенням XML стоять %n пробільні символи</numerusform>
            <numerusform>Перед оголошенням XML стоять %n пробільних символів</numerusform>
        </translation>
    </message>
    <message>
        <source>The file declares encoding &quot;%1&quot; but is stored as 8-bit text; it was read as UTF-8</source>
        <translation>Файл оголошує кодування «%1», але збережений як 8-бітний текст; його прочитано як UTF-8</translation>
    </message>
    <message>
        <source>The file declares encoding &quot;%1&quot;, which cannot be decoded; sitemaps must be UTF-8</source>
        <translation>Файл оголошує кодування «%1», яке неможливо декодувати; файли Sitemap мають бути в UTF-8</translation>
    </message>
    <message>
        <source>Byte 0x%1 at offset %2 starts an invalid UTF-8 sequence; invalid bytes were replaced by U+FFFD</source>
        <translation>Байт 0x%1 зі зміщенням %2 починає недійсну послідовність UTF-8; недійсні байти замінено на U+FFFD</translation>
    </message>
</context>
<context>
    <name>Studio::TextListReader</name>
    <message>
        <source>Line %1 is a comment (&apos;#&apos;); the text format has no comments and a search engine reads it as a URL. It was skipped</source>
        <translation>Рядок %1 — коментар (&apos;#&apos;); текстовий формат не підтримує коментарів, і пошукова система прочитає його як URL-адресу. Його пропущено</translation>
    </message>
    <message>
        <source>Lines %1 to %2 are comments (&apos;#&apos;); the text format has no comments and a search engine reads them as URLs. They were skipped</source>
        <translation>Рядки з %1 по %2 — коментарі (&apos;#&apos;); текстовий формат не підтримує коментарів, і пошукова система прочитає їх як URL-адреси. Їх пропущено</translation>
    </message>
</context>
<context>
    <name>Studio::TreePane</name>
    <message>
        <source>Site</source>
        <translation>Сайт</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Файли</translation>
    </message>
    <message>
        <source>The files: an index, its sitemaps and their entries</source>
        <translation>Файли: індекс, його файли Sitemap та їхні записи</translation>
    </message>
    <message>
        <source>The site: hosts, folders and pages, with their URL counts and worst findings; a folder filters the table</source>
        <translation>Сайт: хости, папки й сторінки з кількістю URL-адрес і найсерйознішими зауваженнями; папка фільтрує таблицю</translation>
    </message>
</context>
<context>
    <name>Studio::UrlInspector</name>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Не вдається записати %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>the day&apos;s %n inspections for %1 are spent; run the same command again tomorrow (Pacific Time) to go on where it stopped</source>
        <translation>
            <numerusform>денну %n перевірку для %1 вичерпано; запустіть ту саму команду знову завтра (за тихоокеанським часом), і вона продовжить, де зупинилася</numerusform>
            <numerusform>денні %n перевірки для %1 вичерпано; запустіть ту саму команду знову завтра (за тихоокеанським часом), і вона продовжить, де зупинилася</numerusform>
            <numerusform>денних %n перевірок для %1 вичерпано; запустіть ту саму команду знову завтра (за тихоокеанським часом), і вона продовжить, де зупинилася</numerusform>
        </translation>
    </message>
    <message>
        <source>the API answered %1 without an inspectionResult</source>
        <translation>API відповів на %1 без inspectionResult</translation>
    </message>
    <message>
        <source>Search Console says: %1</source>
        <translation>Search Console повідомляє: %1</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2 again and again: %3</source>
        <translation>%1 знову й знову відповідав HTTP %2: %3</translation>
    </message>
    <message>
        <source>Google did not take the sign-in (HTTP 401: %1); run the command again to sign in anew</source>
        <translation>Google не прийняв вхід (HTTP 401: %1); запустіть команду знову, щоб увійти наново</translation>
    </message>
    <message>
        <source>Search Console refused to inspect URLs of %1 (HTTP 403: %2): the account signed in must be an owner or a full user of that property, written as Search Console writes it (https://www.example.com/ or sc-domain:example.com)</source>
        <translation>Search Console відмовився перевіряти URL-адреси ресурсу %1 (HTTP 403: %2): обліковий запис, у який виконано вхід, має бути власником або повним користувачем цього ресурсу, записаного так, як його записує Search Console (https://www.example.com/ або sc-domain:example.com)</translation>
    </message>
    <message>
        <source>HTTP 400: %1</source>
        <translation>HTTP 400: %1</translation>
    </message>
    <message>
        <source>%1 could not be reached: %2</source>
        <translation>%1 недосяжний: %2</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2: %3</source>
        <translation>%1 відповів HTTP %2: %3</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>зупинено</translation>
    </message>
</context>
<context>
    <name>Studio::UserGuideDialog</name>
    <message>
        <source>Sitemap Studio User Guide</source>
        <translation>Посібник користувача Sitemap Studio</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Зміст</translation>
    </message>
    <message>
        <source>Find in the guide</source>
        <translation>Знайти в посібнику</translation>
    </message>
    <message>
        <source>Previous match (%1)</source>
        <translation>Попередній збіг (%1)</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Попередній збіг</translation>
    </message>
    <message>
        <source>Next match (%1)</source>
        <translation>Наступний збіг (%1)</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Наступний збіг</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Посібник користувача</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Не знайдено</translation>
    </message>
</context>
<context>
    <name>Studio::ViewController</name>
    <message>
        <source>&amp;Entry</source>
        <translation>&amp;Запис</translation>
    </message>
    <message>
        <source>&amp;Workspace</source>
        <translation>&amp;Робоча область</translation>
    </message>
    <message>
        <source>W&amp;arnings</source>
        <translation>Поп&amp;ередження</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Історія</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Статистика</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Порівняти</translation>
    </message>
    <message>
        <source>Col&amp;umns</source>
        <translation>Сто&amp;впці</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <source>&amp;System Language (%1)</source>
        <translation>&amp;Системна мова (%1)</translation>
    </message>
    <message>
        <source>Sitemap Studio speaks %1 from its next start</source>
        <translation>Мову інтерфейсу (%1) буде застосовано після наступного запуску Sitemap Studio</translation>
    </message>
    <message>
        <source>C&amp;rawl</source>
        <translation>С&amp;канування</translation>
    </message>
</context>
<context>
    <name>Studio::WarningsDock</name>
    <message>
        <source>Warnings</source>
        <translation>Попередження</translation>
    </message>
    <message>
        <source>Severity filter</source>
        <translation>Фільтр за рівнем серйозності</translation>
    </message>
    <message>
        <source>All findings</source>
        <translation>Усі зауваження</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>Попередження й помилки</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>Лише помилки</translation>
    </message>
    <message>
        <source>Rule filter</source>
        <translation>Фільтр правил</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Усі правила</translation>
    </message>
    <message>
        <source>Rule profile</source>
        <translation>Профіль правил</translation>
    </message>
    <message>
        <source>Search engines</source>
        <translation>Пошукові системи</translation>
    </message>
    <message>
        <source>Schema-strict</source>
        <translation>Суворо за схемою</translation>
    </message>
    <message>
        <source>Search engines: what Google and others accept. Schema-strict: also what the sitemaps.org XML schemas reject.</source>
        <translation>Пошукові системи: те, що приймають Google та інші. Суворо за схемою: також те, що відхиляють XML-схеми sitemaps.org.</translation>
    </message>
    <message>
        <source>Publish location</source>
        <translation>Місце публікації</translation>
    </message>
    <message>
        <source>Publish location, e.g. https://www.example.com/sitemap.xml (assumed from the URLs when empty)</source>
        <translation>Місце публікації, напр. https://www.example.com/sitemap.xml (якщо не вказано, визначається за URL-адресами)</translation>
    </message>
    <message>
        <source>Where the sitemap is published: URLs on other hosts or outside its folder are reported. A file opened from the web uses its address.</source>
        <translation>Де опубліковано файл Sitemap: програма повідомляє про URL-адреси на інших хостах або поза його папкою. Для файлу, відкритого з інтернету, використовується його адреса.</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Профіль:</translation>
    </message>
    <message>
        <source>The selected finding has no fix that is safe to apply</source>
        <translation>Для вибраного зауваження немає виправлення, яке можна безпечно застосувати</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Виправлення: %1</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Виправити</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Зауваження</translation>
    </message>
    <message>
        <source>Fix All Like This</source>
        <translation>Виправити всі подібні</translation>
    </message>
    <message>
        <source>%1 of %2 fixable</source>
        <translation>Можна виправити: %1 з %2</translation>
    </message>
    <message>
        <source>How many of the findings listed have a fix that is safe to apply; the rule and severity filters do not change the count</source>
        <translation>Скільки з наведених зауважень мають виправлення, яке можна безпечно застосувати; фільтри правил і рівня серйозності не змінюють цю кількість</translation>
    </message>
    <message numerus="yes">
        <source>Fix %Ln</source>
        <translation>
            <numerusform>Виправити %Ln</numerusform>
            <numerusform>Виправити %Ln</numerusform>
            <numerusform>Виправити %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Select findings to fix them (Shift or Ctrl selects several)</source>
        <translation>Виберіть зауваження, щоб виправити їх (кілька можна вибрати за допомогою Shift або Ctrl)</translation>
    </message>
    <message numerus="yes">
        <source>Apply the fixes of the %Ln selected findings that have one, as one undo step</source>
        <translation>
            <numerusform>Застосувати виправлення до %Ln вибраного зауваження, для якого воно є, як один крок скасування</numerusform>
            <numerusform>Застосувати виправлення до %Ln вибраних зауважень, для яких вони є, як один крок скасування</numerusform>
            <numerusform>Застосувати виправлення до %Ln вибраних зауважень, для яких вони є, як один крок скасування</numerusform>
        </translation>
    </message>
    <message>
        <source>None of the selected findings has a fix that is safe to apply</source>
        <translation>Для жодного з вибраних зауважень немає виправлення, яке можна безпечно застосувати</translation>
    </message>
    <message>
        <source>Fix every finding of %1 &quot;%2&quot; that has a fix (%3 now), as one undo step</source>
        <translation>Виправити всі зауваження правила %1 «%2», для яких є виправлення (зараз %3), як один крок скасування</translation>
    </message>
    <message>
        <source>No finding of %1 &quot;%2&quot; has a fix that is safe to apply</source>
        <translation>Для жодного зауваження правила %1 «%2» немає виправлення, яке можна безпечно застосувати</translation>
    </message>
    <message>
        <source>Select a finding to fix every finding of its rule</source>
        <translation>Виберіть зауваження, щоб виправити всі зауваження його правила</translation>
    </message>
    <message>
        <source>Fix all: %1</source>
        <translation>Виправлення всіх: %1</translation>
    </message>
    <message numerus="yes">
        <source>Fix %Ln findings</source>
        <translation>
            <numerusform>Виправлення %Ln зауваження</numerusform>
            <numerusform>Виправлення %Ln зауважень</numerusform>
            <numerusform>Виправлення %Ln зауважень</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix All %1</source>
        <translation>Виправити всі %1</translation>
    </message>
    <message>
        <source>Checking the rules on every entry; the findings follow in a moment.</source>
        <translation>Перевіряються правила для всіх записів; знахідки з’являться за мить.</translation>
    </message>
    <message>
        <source>%1 (Edit → Undo takes it back)</source>
        <translation>%1 (Редагування → Скасувати поверне це)</translation>
    </message>
</context>
<context>
    <name>Studio::WorkspaceTreeModel</name>
    <message>
        <source>Image: %1</source>
        <translation>Зображення: %1</translation>
    </message>
    <message>
        <source>Video: %1</source>
        <translation>Відео: %1</translation>
    </message>
    <message>
        <source>News: %1</source>
        <translation>Новина: %1</translation>
    </message>
    <message>
        <source>Link (%1): %2</source>
        <translation>Посилання (%1): %2</translation>
    </message>
    <message>
        <source>hreflang %1: %2</source>
        <translation>hreflang %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (index of %2 sitemaps)</source>
        <translation>
            <numerusform>%1 (індекс, файлів Sitemap: %2)</numerusform>
            <numerusform>%1 (індекс, файлів Sitemap: %2)</numerusform>
            <numerusform>%1 (індекс, файлів Sitemap: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 URLs)</source>
        <translation>
            <numerusform>%1 (URL-адрес: %2)</numerusform>
            <numerusform>%1 (URL-адрес: %2)</numerusform>
            <numerusform>%1 (URL-адрес: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (index of %2 sitemaps, not read by Google)</source>
        <translation>
            <numerusform>%1 (індекс, файлів Sitemap: %2, Google не читає)</numerusform>
            <numerusform>%1 (індекс, файлів Sitemap: %2, Google не читає)</numerusform>
            <numerusform>%1 (індекс, файлів Sitemap: %2, Google не читає)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 URLs, not read by Google)</source>
        <translation>
            <numerusform>%1 (URL-адрес: %2, Google не читає)</numerusform>
            <numerusform>%1 (URL-адрес: %2, Google не читає)</numerusform>
            <numerusform>%1 (URL-адрес: %2, Google не читає)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Google does not read this file: it is an index listed by an index, or listed below one (SM110).</source>
        <translation>%1
Google не читає цей файл: це індекс, указаний в індексі, або файл, указаний нижче від такого індексу (SM110).</translation>
    </message>
    <message>
        <source>%1
Google does not read this URL&apos;s sitemap: it is behind a nested index (SM110).</source>
        <translation>%1
Google не читає файл Sitemap цієї URL-адреси: він розташований за вкладеним індексом (SM110).</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без назви</translation>
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
        <translation>Запис у форматі XML</translation>
    </message>
    <message>
        <source>Show the entry as it is again, dropping the edits in the text</source>
        <translation>Знову показати запис як є, відкинувши зміни в тексті</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Рядок %1, стовпець %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>The text holds %1 entries; it must hold exactly one &lt;%2&gt;.</source>
        <translation>
            <numerusform>Текст містить записів: %1; він має містити рівно один &lt;%2&gt;.</numerusform>
            <numerusform>Текст містить записів: %1; він має містити рівно один &lt;%2&gt;.</numerusform>
            <numerusform>Текст містить записів: %1; він має містити рівно один &lt;%2&gt;.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit %1 as XML</source>
        <translation>Редагувати %1 як XML</translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation>За&amp;стосувати</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Повернути</translation>
    </message>
    <message>
        <source>Read the XML back into the entry (Edit → Undo takes it back)</source>
        <translation>Прочитати XML назад у запис (Редагування → Скасувати поверне це)</translation>
    </message>
</context>
<context>
    <name>Studio::XmlPrescan</name>
    <message>
        <source>Unescaped &apos;&amp;&apos; in &quot;%1&quot;; it was read as a literal &apos;&amp;&apos;, which must be written &amp;amp;</source>
        <translation>Неекранований амперсанд у «%1» прочитано як звичайний символ; його потрібно записувати як &amp;amp;</translation>
    </message>
    <message>
        <source>%1 more unescaped &apos;&amp;&apos; were read as literal &apos;&amp;&apos;</source>
        <translation>Інші неекрановані символи &apos;&amp;&apos; (ще %1) прочитано як звичайні символи</translation>
    </message>
    <message>
        <source>An element has more than %1 attributes; the file is not read</source>
        <translation>Кількість атрибутів елемента перевищує %1; файл не читається</translation>
    </message>
    <message>
        <source>an HTML page</source>
        <translation>сторінка HTML</translation>
    </message>
    <message>
        <source>an RSS 2.0 feed</source>
        <translation>стрічка RSS 2.0</translation>
    </message>
    <message>
        <source>an RSS 1.0 (RDF) feed</source>
        <translation>стрічка RSS 1.0 (RDF)</translation>
    </message>
    <message>
        <source>an Atom feed</source>
        <translation>стрічка Atom</translation>
    </message>
    <message>
        <source>an XML document with root element &lt;%1&gt;</source>
        <translation>документ XML з кореневим елементом &lt;%1&gt;</translation>
    </message>
    <message>
        <source>A second DOCTYPE declaration was found; it was ignored</source>
        <translation>Знайдено друге оголошення DOCTYPE; його проігноровано</translation>
    </message>
    <message>
        <source>A DOCTYPE declaration appears inside the document; it was ignored</source>
        <translation>Усередині документа трапляється оголошення DOCTYPE; його проігноровано</translation>
    </message>
    <message>
        <source>The DOCTYPE declares an internal DTD subset (entity declarations: %1); sitemaps need none, and it can carry entity-expansion attacks, so it was ignored: its entities are never expanded</source>
        <translation>DOCTYPE оголошує внутрішню підмножину DTD (оголошень сутностей: %1); файлам Sitemap вона не потрібна, а через неї можливі атаки розкриття сутностей, тому її проігноровано: її сутності ніколи не розкриваються</translation>
    </message>
    <message>
        <source>An entity declaration (&lt;!ENTITY) outside a DOCTYPE was ignored</source>
        <translation>Оголошення сутності (&lt;!ENTITY) поза DOCTYPE проігноровано</translation>
    </message>
    <message>
        <source>The entity reference %1 is not defined (a sitemap has only &amp;amp;, &amp;lt;, &amp;gt;, &amp;apos; and &amp;quot;, and a DOCTYPE&apos;s entities are never expanded); it was read as the text &quot;%1&quot;</source>
        <translation>Посилання на сутність %1 не визначено (у файлі Sitemap є лише &amp;amp;, &amp;lt;, &amp;gt;, &amp;apos; і &amp;quot;, а сутності DOCTYPE ніколи не розкриваються); його прочитано як текст «%1»</translation>
    </message>
</context>
<context>
    <name>Studio::XmlSitemapReader</name>
    <message>
        <source>&lt;%1&gt; has no namespace; expected &quot;%2&quot;</source>
        <translation>&lt;%1&gt; не має простору імен; очікувався «%2»</translation>
    </message>
    <message>
        <source>Namespace &quot;%1&quot; is not the protocol&apos;s &quot;%2&quot;</source>
        <translation>Простір імен «%1» не є простором імен протоколу «%2»</translation>
    </message>
    <message>
        <source>The file names a stylesheet: %1</source>
        <translation>Файл посилається на таблицю стилів: %1</translation>
    </message>
    <message>
        <source>The root element&apos;s namespace &quot;%1&quot; is not the sitemap namespace &quot;%2&quot;</source>
        <translation>Простір імен кореневого елемента «%1» не є простором імен Sitemap «%2»</translation>
    </message>
    <message>
        <source>A &lt;url&gt; entry appears inside a sitemap index; it was kept but is not an index entry</source>
        <translation>В індексі файлів Sitemap трапився запис &lt;url&gt;; його збережено, але він не є записом індексу</translation>
    </message>
    <message>
        <source>A &lt;sitemap&gt; entry appears inside a urlset; it was kept but is not a URL entry</source>
        <translation>В urlset трапився запис &lt;sitemap&gt;; його збережено, але він не є записом URL-адреси</translation>
    </message>
    <message>
        <source>Unknown element &lt;%1&gt;; it is kept as it is</source>
        <translation>Невідомий елемент &lt;%1&gt;; його збережено без змін</translation>
    </message>
    <message>
        <source>Unknown element &lt;%1&gt; (namespace &quot;%2&quot;); it is kept as it is</source>
        <translation>Невідомий елемент &lt;%1&gt; (простір імен «%2»); його збережено без змін</translation>
    </message>
    <message>
        <source>Elements are nested more than %1 levels deep</source>
        <translation>Рівень вкладеності елементів перевищує %1</translation>
    </message>
    <message>
        <source>A text value is longer than %1 characters</source>
        <translation>Довжина текстового значення перевищує %1 символів</translation>
    </message>
    <message>
        <source>&lt;%1&gt; contains markup instead of a value; it was kept as it is</source>
        <translation>&lt;%1&gt; містить розмітку замість значення; його збережено без змін</translation>
    </message>
    <message>
        <source>&lt;%1&gt; appears more than once in this entry; the first is used</source>
        <translation>&lt;%1&gt; трапляється в цьому записі кілька разів; використовується перший</translation>
    </message>
    <message>
        <source>The URL in &lt;loc&gt; has whitespace around it</source>
        <translation>URL-адресу в &lt;loc&gt; оточують пробільні символи</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has no &lt;loc&gt;; its text &quot;%2&quot; was taken as the location</source>
        <translation>&lt;%1&gt; не має &lt;loc&gt;; як адресу взято його текст «%2»</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has no &lt;loc&gt;</source>
        <translation>&lt;%1&gt; не має &lt;loc&gt;</translation>
    </message>
    <message>
        <source>%1; the file was read by prefix instead</source>
        <translation>%1; натомість файл прочитано за префіксами</translation>
    </message>
    <message>
        <source>Reading resumed at line %1.</source>
        <translation>Читання продовжено з рядка %1.</translation>
    </message>
    <message>
        <source>The entry at line %1 that it cuts off was kept with the values read before it.</source>
        <translation>Запис у рядку %1, обірваний помилкою, збережено зі значеннями, прочитаними до неї.</translation>
    </message>
    <message numerus="yes">
        <source>The file ends before the document is complete (%1); the %2 entries before the end were kept.</source>
        <translation>
            <numerusform>Файл закінчується раніше, ніж завершується документ (%1); записи до кінця файлу збережено (%2).</numerusform>
            <numerusform>Файл закінчується раніше, ніж завершується документ (%1); записи до кінця файлу збережено (%2).</numerusform>
            <numerusform>Файл закінчується раніше, ніж завершується документ (%1); записи до кінця файлу збережено (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>The sitemap index lists no sitemaps</source>
        <translation>Індекс файлів Sitemap не містить жодного файлу Sitemap</translation>
    </message>
    <message>
        <source>The sitemap lists no URLs</source>
        <translation>Файл Sitemap не містить жодної URL-адреси</translation>
    </message>
</context>
<context>
    <name>Url</name>
    <message>
        <source>The URL is empty</source>
        <translation>URL-адреса порожня</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no scheme; write https:%1 or http:%1</source>
        <translation>«%1» не має схеми; запишіть https:%1 або http:%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no scheme; write https://%1</source>
        <translation>«%1» не має схеми; запишіть https://%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a relative URL; sitemaps need absolute URLs with scheme and host</source>
        <translation>«%1» — відносна URL-адреса; у файлах Sitemap потрібні абсолютні URL-адреси зі схемою та хостом</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http or https URL</source>
        <translation>«%1» не є URL-адресою http або https</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no host name</source>
        <translation>«%1» не має назви хоста</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an invalid port</source>
        <translation>«%1» має недійсний порт</translation>
    </message>
    <message>
        <source>&quot;%1&quot; contains a tab or a line break</source>
        <translation>«%1» містить табуляцію або розрив рядка</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has a #fragment, which search engines drop</source>
        <translation>«%1» містить #фрагмент, який пошукові системи відкидають</translation>
    </message>
</context>
<context>
    <name>XmlSitemapReader</name>
    <message>
        <source>The URL in &lt;loc&gt; has whitespace around it</source>
        <translation>URL-адресу в &lt;loc&gt; оточують пробільні символи</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Edits and checks XML sitemaps.</source>
        <translation>Редагує та перевіряє файли Sitemap у форматі XML.</translation>
    </message>
    <message>
        <source>A sitemap to open: a file, or an http(s) address.</source>
        <translation>Файл Sitemap, який потрібно відкрити: файл або адреса http(s).</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; once FILE is loaded, then quit (for the documentation).</source>
        <translation>Зберегти знімок вікна у &lt;file&gt; після завантаження FILE, а потім вийти (для документації).</translation>
    </message>
    <message>
        <source>Select table row &lt;n&gt;.</source>
        <translation>Вибрати рядок таблиці &lt;n&gt;.</translation>
    </message>
    <message>
        <source>Show the entry editor&apos;s tab &lt;name&gt; (generalEditor, imageEditor, videoEditor, newsEditor, alternateEditor, xmlEditor), or bring the dock &lt;name&gt; to the front (warningsDock, historyDock, statisticsDock, compareView).</source>
        <translation>Показати вкладку редактора записів &lt;name&gt; (generalEditor, imageEditor, videoEditor, newsEditor, alternateEditor, xmlEditor) або вивести на передній план панель &lt;name&gt; (warningsDock, historyDock, statisticsDock, compareView).</translation>
    </message>
    <message>
        <source>Use the Fusion style with a dark palette.</source>
        <translation>Використовувати стиль Fusion із темною палітрою.</translation>
    </message>
    <message>
        <source>Crawl the site at &lt;url&gt; in the Crawl view at start, with the choices of the last crawl.</source>
        <translation>Під час запуску просканувати сайт за адресою &lt;url&gt; на панелі «Сканування» з параметрами останнього сканування.</translation>
    </message>
    <message>
        <source>Show the statistics chart &lt;name&gt; (hosts, paths, lastmod, changefreq, priority, extensions, rules, severities, or segments:SPEC, the URLs per section of an export&apos;s --group-by SPEC: segments:folder:1, segments:language).</source>
        <translation>Показати діаграму статистики &lt;name&gt; (hosts, paths, lastmod, changefreq, priority, extensions, rules, severities, або segments:SPEC — URL-адреси за розділами, як у --group-by SPEC експорту: segments:folder:1, segments:language).</translation>
    </message>
</context>
</TS>
