// A site behind a login, through the real window, against a loopback staging shop (HTTP basic
// auth, realm "staging"; a consent wall that a cookie opens; a preview page that a header
// opens; robots.txt with a group for Googlebot; search pages, tag pages and links with
// tracking parameters). Tools → Crawl Site… with every setting of its Access and URLs tabs,
// the fields checked as they are typed, named profiles that keep no secret, the keyring (a
// store of the test's own, one that is absent, and the real QtKeychain without a D-Bus), a
// kept crawl gone on with that asks for its login again, the Crawl view's Enter Login… after
// a 401, File → Open URL… of a sitemap and of a site behind the login, and every file the
// window writes searched for the secrets.

#include "controllers/crawlcontroller.h"
#include "dialogs/crawldialog.h"
#include "dialogs/logindialog.h"
#include "dialogs/openurldialog.h"
#include "document/accesssecrets.h"
#include "document/autosave.h"
#include "document/crawldocument.h"
#include "document/editordocument.h"
#include "document/linkchecksession.h"
#include "memorysecretstore.h"
#include "net/secretstore.h"
#include "namedchild.h"
#include "net/crawlstore.h"
#include "testhttpserver.h"
#include "widgets/crawldock.h"
#include "widgets/crawlrulefields.h"
#include "widgets/siteaccessfields.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkProxy>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <functional>
#include <memory>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

// Distinctive secrets, so that a search for them in what was written cannot match by chance.
const QByteArray User = "preview-team";
const QByteArray Password = "Spr1ng!Launch-gui-pw-7Qx9vK";
const QByteArray CookieValue = "consent-granted-gui-c00k1e-5ecret-B94E";
const QByteArray SessionValue = "sess-gui-4f1c2e9a7b3d5f60c8e1a2b4d6f80913";
const QByteArray TokenValue = "prv_tok_gui_8d1f0b8a9c15224a8228b9a98ca1531d";
const QString Production = u"https://www.example.com/"_s;

QByteArray basic(const QByteArray &user, const QByteArray &password)
{
    return "Basic " + (user + ':' + password).toBase64();
}

QList<QByteArray> needles()
{
    return { Password, (User + ':' + Password).toBase64(), CookieValue, SessionValue, TokenValue };
}

QByteArray page(const QByteArray &title, const QStringList &links = {}, const QByteArray &head = {})
{
    QByteArray html = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>"
        + title + "</title>" + head + "</head><body><h1>" + title + "</h1>";
    for (const QString &link : links)
        html += "<a href=\"" + link.toUtf8().replace("&", "&amp;") + "\">" + link.toUtf8()
            + "</a>\n";
    return html + "</body></html>\n";
}


// A window whose keyring is `keyring`.
struct Window : WindowFixture
{
    explicit Window(const std::shared_ptr<MemoryStore::Keyring> &keyring)
    {
        window.accessSecrets()->setStore(std::make_unique<MemoryStore>(keyring));
    }
};

// Tools → Crawl Site…: the dialog, shown.
CrawlDialog *openCrawlDialog(WindowFixture &f)
{
    f.find<QAction>(u"actionCrawlSite"_s)->trigger();
    auto *dialog = f.find<CrawlDialog>(u"crawlDialog"_s);
    return dialog && dialog->isVisible() ? dialog : nullptr;
}

// Start: the dialog goes and the crawl runs; null when it did not.
CrawlDocument *clickStart(WindowFixture &f, CrawlDialog *dialog)
{
    QTest::mouseClick(child<QPushButton>(*dialog, u"crawlStart"_s), Qt::LeftButton);
    if (!QTest::qWaitFor([&] { return !f.window.findChild<CrawlDialog *>(u"crawlDialog"_s); }))
        return nullptr;
    CrawlDocument *crawls = f.window.crawlDocument();
    return crawls->isRunning() ? crawls : nullptr;
}

bool ended(CrawlDocument *crawls, int timeoutMs = 30000)
{
    return QTest::qWaitFor([crawls] { return !crawls->isRunning(); }, timeoutMs);
}

void showTab(CrawlDialog *dialog, int tab)
{
    child<QTabWidget>(*dialog, u"crawlTabs"_s)->setCurrentIndex(tab);
}

void typeLines(QPlainTextEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    // Typed line by line, Return between them, as a user does.
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            QTest::keyClick(edit, Qt::Key_Return);
        QTest::keyClicks(edit, lines.at(i));
    }
}

// Picks `choice` (a CrawlerIdentity::choices() name) in a user agent combo box.
void chooseUserAgent(QComboBox *box, const QString &choice)
{
    const int index = box->findData(choice);
    QVERIFY(index >= 0);
    box->setCurrentIndex(index);
}

// Answers the modal dialog of type T that shows next with `answer`, once it shows (looked for
// every 20 ms, for 10 s at most).
template<typename T> void answerModal(QObject *context, std::function<void(T *)> answer)
{
    auto *poll = new QTimer(context);
    auto tries = std::make_shared<int>(0);
    QObject::connect(poll, &QTimer::timeout, context, [poll, tries, answer] {
        auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget());
        if (!dialog && ++*tries < 500)
            return;
        poll->stop();
        poll->deleteLater();
        if (dialog)
            answer(dialog);
        else
            qWarning("no modal %s showed", T::staticMetaObject.className());
    });
    poll->start(20);
}

// Every file under `folders` (and the files `files`) that holds one of the secrets, named;
// `count` gets how many were read.
QStringList filesHoldingSecrets(const QStringList &folders, const QStringList &files, int *count)
{
    QStringList paths = files;
    for (const QString &folder : folders) {
        QDirIterator it(folder, QDir::Files | QDir::Hidden | QDir::System,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            paths.append(it.next());
    }
    QStringList holding;
    *count = 0;
    for (const QString &path : std::as_const(paths)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        ++*count;
        const QByteArray bytes = file.readAll();
        for (const QByteArray &needle : needles())
            if (bytes.contains(needle))
                holding.append(path + u" holds "_s + QString::fromLatin1(needle.left(6)) + u"…"_s);
    }
    return holding;
}

} // namespace

class TestCrawlAccessGui : public QObject
{
    Q_OBJECT

private:
    TestHttpServer m_site;
    bool m_requireLogin = true;
    int m_delayMs = 0;
    std::shared_ptr<MemoryStore::Keyring> m_keyring;

    QString site() const { return m_site.url(u"/"_s).toString(); }
    int count(const QByteArray &target) const
    {
        int n = 0;
        for (const TestRequest &request : m_site.requests())
            n += request.target == target;
        return n;
    }
    QSet<QString> targets() const
    {
        QSet<QString> out;
        for (const TestRequest &request : m_site.requests())
            out.insert(QString::fromUtf8(request.target));
        return out;
    }
    TestResponse answer(const TestRequest &request);
    // The access settings of the staging shop, typed into the crawl dialog's Access tab.
    void fillAccess(CrawlDialog *dialog, const QByteArray &password = Password);
    // The URL rules of the shop, typed into the URLs tab.
    void fillRules(CrawlDialog *dialog);
    // The sitemap the crawl makes, as the window's document: its locations.
    QStringList sitemapOfTheCrawl(WindowFixture &f);

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void everySettingThroughTheDialog();
    void includeOnly();
    void fieldsCheckedAsTyped();
    void profilesKeepNoSecret();
    void keyringUnavailable();
    void realKeychainWithoutDBus();
    void loginAskedInTheCrawlView();
    void keptCrawlAsksForItsLoginAgain();
    void openUrlBehindALogin();
    void secretsNeverWritten();
};

TestResponse TestCrawlAccessGui::answer(const TestRequest &request)
{
    TestResponse response = [&] {
        if (m_requireLogin && request.header("Authorization") != basic(User, Password))
            return TestResponse::error(401, page("401 Authorization Required"))
                .header("WWW-Authenticate", "Basic realm=\"staging\", charset=\"UTF-8\"");
        const QString path = request.path;
        const QByteArray html = "text/html; charset=utf-8";
        if (path == u"/robots.txt")
            return TestResponse::ok("User-agent: Googlebot\n"
                                    "Disallow: /not-for-google/\n"
                                    "\n"
                                    "User-agent: *\n"
                                    "Disallow: /private/\n"
                                    "\n"
                                    "Sitemap: "
                                        + m_site.url(u"/sitemap.xml"_s).toEncoded() + "\n",
                                    "text/plain");
        if (path == u"/sitemap.xml")
            return TestResponse::ok(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n<url><loc>"
                + m_site.url(u"/"_s).toEncoded() + "</loc></url>\n<url><loc>"
                + m_site.url(u"/products/linen-shirt"_s).toEncoded() + "</loc></url>\n</urlset>\n");
        if (path == u"/")
            return TestResponse::ok(
                page("Linen & Co. staging",
                     { u"/products/linen-shirt?utm_source=newsletter&utm_medium=email"_s,
                       u"/products/linen-shirt?fbclid=IwAR0abc"_s, u"/products/linen-shirt"_s,
                       u"/about?ref=nav"_s, u"/about"_s, u"/search?q=linen"_s, u"/search?q=sand"_s,
                       u"/tag/linen"_s, u"/shop"_s, u"/preview/spring"_s,
                       u"/not-for-google/compare"_s, u"/private/drafts"_s }),
                html);
        // A consent wall hides the shop from those without the cookie.
        if (path == u"/shop") {
            if (!request.header("Cookie").contains("consent=" + CookieValue))
                return TestResponse::ok(
                    page("We value your privacy", {}, "<meta name=\"robots\" content=\"noindex\">"),
                    html);
            return TestResponse::ok(page("Shop", { u"/shop/sand-shirt"_s }), html);
        }
        // A preview page for those with the token alone.
        if (path == u"/preview/spring") {
            if (request.header("X-Preview-Token") != TokenValue)
                return TestResponse::error(404, page("Not found"));
            return TestResponse::ok(page("Spring preview"), html);
        }
        for (const QString &known :
             { u"/products/linen-shirt"_s, u"/about"_s, u"/search"_s, u"/tag/linen"_s,
               u"/shop/sand-shirt"_s, u"/not-for-google/compare"_s, u"/private/drafts"_s })
            if (path == known)
                return TestResponse::ok(page(path.toUtf8()), html);
        return TestResponse::error(404, page("Not found"));
    }();
    response.delayMs = m_delayMs;
    return response;
}

void TestCrawlAccessGui::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // Settings and autosave folders of this test's own.
    QCoreApplication::setOrganizationName(u"Sitemap Studio Access Tests"_s);
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_site.listen());
    m_site.setFallback([this](const TestRequest &request) { return answer(request); });
    m_site.setMaxRequests(2000);
}

void TestCrawlAccessGui::init()
{
    m_requireLogin = true;
    m_delayMs = 0;
    m_site.clearRequests();
    m_keyring = std::make_shared<MemoryStore::Keyring>();
    // The dialog's defaults, no profile, no site remembered.
    QSettings().clear();
}

// The windows go without closing, as after a kill: their crawls' copies are not left for the
// next test.
void TestCrawlAccessGui::cleanup()
{
    QDir(Autosave::root()).removeRecursively();
}

void TestCrawlAccessGui::fillAccess(CrawlDialog *dialog, const QByteArray &password)
{
    showTab(dialog, CrawlDialog::AccessTab);
    chooseUserAgent(child<QComboBox>(*dialog, u"accessUserAgent"_s), u"googlebot-smartphone"_s);
    typeInto(child<QLineEdit>(*dialog, u"accessUser"_s), QString::fromUtf8(User));
    typeInto(child<QLineEdit>(*dialog, u"accessPassword"_s), QString::fromUtf8(password));
    typeLines(child<QPlainTextEdit>(*dialog, u"accessCookies"_s),
              u"consent="_s + QString::fromUtf8(CookieValue) + u"\nsession_id="_s
                  + QString::fromUtf8(SessionValue));
    typeLines(child<QPlainTextEdit>(*dialog, u"accessHeaders"_s),
              u"X-Preview-Token: "_s + QString::fromUtf8(TokenValue));
}

void TestCrawlAccessGui::fillRules(CrawlDialog *dialog)
{
    showTab(dialog, CrawlDialog::UrlsTab);
    typeLines(child<QPlainTextEdit>(*dialog, u"crawlExclude"_s), u"/search\\?"_s);
    typeLines(child<QPlainTextEdit>(*dialog, u"crawlNoList"_s), u"/tag/"_s);
    typeInto(child<QLineEdit>(*dialog, u"crawlStripParams"_s), u"ref"_s);
    typeInto(child<QLineEdit>(*dialog, u"crawlPublishUrl"_s), Production);
}

QStringList TestCrawlAccessGui::sitemapOfTheCrawl(WindowFixture &f)
{
    if (!f.window.crawlController()->createSitemap())
        return {};
    QStringList locations;
    for (const Sitemap &sitemap : f.window.document()->workspace().sitemaps)
        for (const UrlEntry &entry : sitemap.entries)
            locations.append(entry.loc());
    return locations;
}

void TestCrawlAccessGui::everySettingThroughTheDialog()
{
    Window f(m_keyring);
    CrawlDialog *dialog = openCrawlDialog(f);
    QVERIFY(dialog);
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(site());
    fillAccess(dialog);
    QVERIFY(child<QLineEdit>(*dialog, u"accessPassword"_s)->echoMode() == QLineEdit::Password);
    fillRules(dialog);
    // What the other tabs set is said on the first.
    showTab(dialog, CrawlDialog::CrawlTab);
    QTest::qWait(50); // laid out
    const QString summary = child<QLabel>(*dialog, u"crawlSettingsSummary"_s)->text();
    QVERIFY2(summary.contains(u"Googlebot smartphone"_s) && summary.contains(u"preview-team"_s)
                 && summary.contains(Production),
             qPrintable(summary));
    QVERIFY2(!summary.contains(QString::fromUtf8(Password)), qPrintable(summary));
    shoot(dialog, u"crawl-access-settings"_s);

    CrawlDocument *crawls = clickStart(f, dialog);
    QVERIFY(crawls);
    QVERIFY(ended(crawls));
    QVERIFY2(!crawls->crawl().loginRequired, qPrintable(crawls->summary()));

    // What the server saw: every request with the login, the cookies, the header, as
    // Googlebot smartphone; each page once (the login with the first request, no 401 round
    // trip; the tracking and ref= variants removed before they were queued).
    const QList<TestRequest> requests = m_site.requests();
    QVERIFY(requests.size() >= 9);
    for (const TestRequest &request : requests) {
        QCOMPARE(request.header("Authorization"), basic(User, Password));
        QCOMPARE(request.header("Cookie"),
                 "consent=" + CookieValue + "; session_id=" + SessionValue);
        QCOMPARE(request.header("X-Preview-Token"), TokenValue);
        QVERIFY2(request.header("User-Agent").contains("Android")
                     && request.header("User-Agent").contains("Googlebot/2.1"),
                 request.header("User-Agent").constData());
        QVERIFY2(count(request.target) == 1, request.target.constData());
    }
    const QSet<QString> asked = targets();
    for (const QString &expected :
         { u"/robots.txt"_s, u"/"_s, u"/products/linen-shirt"_s, u"/about"_s, u"/tag/linen"_s,
           u"/shop"_s, u"/shop/sand-shirt"_s, u"/preview/spring"_s, u"/private/drafts"_s })
        QVERIFY2(asked.contains(expected), qPrintable(expected));
    for (const QString &target : asked) {
        QVERIFY2(!target.startsWith(u"/search"_s), qPrintable(target)); // excluded
        QVERIFY2(!target.contains(u"utm_"_s) && !target.contains(u"fbclid"_s)
                     && !target.contains(u"ref="_s),
                 qPrintable(target));
        // robots.txt's Googlebot group, not '*' (which disallows /private/).
        QVERIFY2(!target.startsWith(u"/not-for-google/"_s), qPrintable(target));
    }

    // The sitemap lists the production URLs, the do-not-list pages left out.
    const QStringList locations = sitemapOfTheCrawl(f);
    for (const QString &loc : locations)
        QVERIFY2(loc.startsWith(Production), qPrintable(loc));
    for (const QString &path : { u""_s, u"products/linen-shirt"_s, u"about"_s, u"shop"_s,
                                 u"shop/sand-shirt"_s, u"preview/spring"_s, u"private/drafts"_s })
        QVERIFY2(locations.contains(Production + path), qPrintable(locations.join(u' ')));
    QVERIFY2(!locations.contains(Production + u"tag/linen"_s), qPrintable(locations.join(u' ')));
    QCOMPARE(locations.size(), 7);
}

void TestCrawlAccessGui::includeOnly()
{
    m_requireLogin = false;
    Window f(m_keyring);
    CrawlDialog *dialog = openCrawlDialog(f);
    QVERIFY(dialog);
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(site());
    showTab(dialog, CrawlDialog::UrlsTab);
    typeLines(child<QPlainTextEdit>(*dialog, u"crawlInclude"_s), u"/products/"_s);
    CrawlDocument *crawls = clickStart(f, dialog);
    QVERIFY(crawls);
    QVERIFY(ended(crawls));
    // The start URL is asked all the same, for its links; nothing else the pattern leaves out.
    QCOMPARE(targets(), QSet<QString>({ u"/robots.txt"_s, u"/"_s, u"/products/linen-shirt"_s }));
    QCOMPARE(sitemapOfTheCrawl(f),
             QStringList { m_site.url(u"/products/linen-shirt"_s).toString() });
}

void TestCrawlAccessGui::fieldsCheckedAsTyped()
{
    Window f(m_keyring);
    CrawlDialog *dialog = openCrawlDialog(f);
    QVERIFY(dialog);
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(site());
    auto *rulesProblem = child<QLabel>(*dialog, u"crawlRulesProblem"_s);
    auto *accessProblem = child<QLabel>(*dialog, u"accessProblem"_s);
    auto *tabs = child<QTabWidget>(*dialog, u"crawlTabs"_s);

    // A pattern that is no regular expression, on its second line: said at once, naming the
    // field and the line.
    showTab(dialog, CrawlDialog::UrlsTab);
    auto *exclude = child<QPlainTextEdit>(*dialog, u"crawlExclude"_s);
    typeLines(exclude, u"/search\\?\n*.pdf"_s);
    QVERIFY(rulesProblem->isVisible());
    QVERIFY2(rulesProblem->text().startsWith(u"Exclude, line 2: “*.pdf” is no valid regular "
                                             "expression"_s),
             qPrintable(rulesProblem->text()));
    QTest::qWait(50); // the layout makes room for the message
    shoot(dialog, u"crawl-access-bad-pattern"_s);
    // Start refuses, on the URLs tab, the cursor on that line.
    showTab(dialog, CrawlDialog::CrawlTab);
    QVERIFY2(child<QLabel>(*dialog, u"crawlSettingsSummary"_s)->text().contains(u"wrong"_s),
             qPrintable(child<QLabel>(*dialog, u"crawlSettingsSummary"_s)->text()));
    QTest::mouseClick(child<QPushButton>(*dialog, u"crawlStart"_s), Qt::LeftButton);
    QVERIFY(dialog->isVisible());
    QCOMPARE(tabs->currentIndex(), int(CrawlDialog::UrlsTab));
    QCOMPARE(exclude->textCursor().blockNumber(), 1);
    QVERIFY(child<QLabel>(*dialog, u"crawlStatus"_s)->text().contains(u"line 2"_s));
    typeLines(exclude, u"/search\\?\n\\.pdf$"_s);
    QVERIFY(rulesProblem->text().isEmpty() && !rulesProblem->isVisible());

    // A parameter name that is none, and a publish URL that is no address.
    typeInto(child<QLineEdit>(*dialog, u"crawlStripParams"_s), u"ref=1"_s);
    QVERIFY2(rulesProblem->text().contains(u"“ref=1” is no parameter name"_s),
             qPrintable(rulesProblem->text()));
    typeInto(child<QLineEdit>(*dialog, u"crawlStripParams"_s), u"ref, pk_*"_s);
    typeInto(child<QLineEdit>(*dialog, u"crawlPublishUrl"_s), u"www.example.com"_s);
    QVERIFY2(rulesProblem->text().startsWith(u"Publish URL:"_s), qPrintable(rulesProblem->text()));
    typeInto(child<QLineEdit>(*dialog, u"crawlPublishUrl"_s), Production);
    QVERIFY(rulesProblem->text().isEmpty());

    // A cookie and a header that are wrong, named by their line; a password without a user.
    showTab(dialog, CrawlDialog::AccessTab);
    typeLines(child<QPlainTextEdit>(*dialog, u"accessCookies"_s), u"consent=yes\n=no-name"_s);
    QVERIFY2(accessProblem->text().startsWith(u"Cookies, line 2:"_s),
             qPrintable(accessProblem->text()));
    typeLines(child<QPlainTextEdit>(*dialog, u"accessCookies"_s), u"consent=yes"_s);
    typeLines(child<QPlainTextEdit>(*dialog, u"accessHeaders"_s), u"Bad Name: x"_s);
    QVERIFY2(accessProblem->text().startsWith(u"Headers, line 1:"_s),
             qPrintable(accessProblem->text()));
    typeLines(child<QPlainTextEdit>(*dialog, u"accessHeaders"_s), u"X-Preview-Token: t"_s);
    typeInto(child<QLineEdit>(*dialog, u"accessPassword"_s), u"secret"_s);
    QVERIFY2(accessProblem->text().startsWith(u"Login:"_s), qPrintable(accessProblem->text()));
    showTab(dialog, CrawlDialog::CrawlTab);
    QTest::mouseClick(child<QPushButton>(*dialog, u"crawlStart"_s), Qt::LeftButton);
    QVERIFY(dialog->isVisible());
    QCOMPARE(tabs->currentIndex(), int(CrawlDialog::AccessTab));
    typeInto(child<QLineEdit>(*dialog, u"accessUser"_s), u"a:b"_s);
    QVERIFY2(accessProblem->text().contains(u"colon"_s), qPrintable(accessProblem->text()));
    typeInto(child<QLineEdit>(*dialog, u"accessUser"_s), u"editor"_s);
    auto *origins = child<QPlainTextEdit>(*dialog, u"accessOrigins"_s);
    typeLines(origins, u"https://cdn.example.com\nftp://files.example.com"_s);
    QVERIFY2(accessProblem->text().startsWith(u"Also send to, line 2:"_s),
             qPrintable(accessProblem->text()));
    typeLines(origins, u"https://cdn.example.com"_s);
    QVERIFY(accessProblem->text().isEmpty());

    // Now right: the options are what the command line makes of the same values.
    const CrawlOptions options = dialog->options();
    QVERIFY(options.credentials);
    QCOMPARE(options.credentials->user(), u"editor"_s);
    QVERIFY(options.credentials->appliesTo(QUrl(site())));
    QVERIFY(options.credentials->appliesTo(QUrl(u"https://cdn.example.com/a.css"_s)));
    QVERIFY(!options.credentials->appliesTo(QUrl(u"https://other.example.com/"_s)));
    QCOMPARE(options.urlRules.exclude.size(), 2);
    QCOMPARE(options.urlRules.parameters.extra, QList<QByteArray>({ "ref", "pk_*" }));
    QCOMPARE(options.urlRules.publishUrl, QUrl(Production));
    QCOMPARE(dialog->generateOptions().urlRules.publishUrl, QUrl(Production));
    // Keep all parameters turns the names off.
    showTab(dialog, CrawlDialog::UrlsTab);
    child<QCheckBox>(*dialog, u"crawlKeepAllParams"_s)->setChecked(true);
    QVERIFY(!child<QLineEdit>(*dialog, u"crawlStripParams"_s)->isEnabled());
    QVERIFY(!dialog->options().urlRules.parameters.defaults);
    QVERIFY(dialog->options().urlRules.parameters.extra.isEmpty());
    dialog->reject();
}

void TestCrawlAccessGui::profilesKeepNoSecret()
{
    Window f(m_keyring);
    CrawlDialog *dialog = openCrawlDialog(f);
    QVERIFY(dialog);
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(site());
    fillAccess(dialog);
    fillRules(dialog);
    // Save Profile… asks for a name.
    answerModal<QInputDialog>(dialog, [](QInputDialog *input) {
        input->setTextValue(u"Staging shop"_s);
        input->accept();
    });
    QTest::mouseClick(child<QPushButton>(*dialog, u"crawlSaveProfile"_s), Qt::LeftButton);
    auto *profile = child<QComboBox>(*dialog, u"crawlProfile"_s);
    QCOMPARE(profile->currentText(), u"Staging shop"_s);
    QCOMPARE(CrawlChoices::profiles(), QStringList { u"Staging shop"_s });

    // The settings hold the user's name, the patterns and the rest; no secret.
    QSettings settings;
    settings.sync();
    QCOMPARE(settings.value(u"crawlProfiles/Staging shop/user"_s).toString(),
             QString::fromUtf8(User));
    QCOMPARE(settings.value(u"crawlProfiles/Staging shop/userAgent"_s).toString(),
             u"googlebot-smartphone"_s);
    QCOMPARE(settings.value(u"crawlProfiles/Staging shop/publishUrl"_s).toString(), Production);
    QFile file(settings.fileName());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    QVERIFY(written.contains("Staging"));
    for (const QByteArray &needle : needles())
        QVERIFY2(!written.contains(needle), needle.constData());

    // Another profile, then the first chosen again: its fields come back, and its site's
    // secrets with them (this dialog still holds them: the site is the same).
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(u"https://other.example.org/"_s);
    showTab(dialog, CrawlDialog::UrlsTab);
    typeLines(child<QPlainTextEdit>(*dialog, u"crawlExclude"_s), u"/cart"_s);
    dialog->saveProfile(u"Other/site"_s); // a '/' would make a group of the settings
    QCOMPARE(CrawlChoices::profiles(), QStringList({ u"Other-site"_s, u"Staging shop"_s }));
    // Another site: the staging site's secrets do not go with it.
    dialog->chooseProfile(u"Staging shop"_s);
    QCOMPARE(child<QLineEdit>(*dialog, u"crawlUrl"_s)->text(), site());
    QCOMPARE(child<QPlainTextEdit>(*dialog, u"crawlExclude"_s)->toPlainText(), u"/search\\?"_s);
    dialog->chooseProfile(u"Other-site"_s);
    QCOMPARE(child<QPlainTextEdit>(*dialog, u"crawlExclude"_s)->toPlainText(), u"/cart"_s);
    QVERIFY(child<QLineEdit>(*dialog, u"accessPassword"_s)->text().isEmpty());
    QVERIFY(child<QPlainTextEdit>(*dialog, u"accessCookies"_s)->toPlainText().isEmpty());
    // Delete takes the one chosen away.
    QTest::mouseClick(child<QPushButton>(*dialog, u"crawlDeleteProfile"_s), Qt::LeftButton);
    QCOMPARE(CrawlChoices::profiles(), QStringList { u"Staging shop"_s });
    QCOMPARE(profile->currentIndex(), -1);

    // A crawl started with the secrets keeps them for the session (not remembered here): the
    // profile chosen in the next dialog fills them.
    dialog->chooseProfile(u"Staging shop"_s);
    fillAccess(dialog);
    CrawlDocument *crawls = clickStart(f, dialog);
    QVERIFY(crawls);
    QVERIFY(ended(crawls));
    QVERIFY(m_keyring->entries.isEmpty());
    dialog = openCrawlDialog(f);
    QVERIFY(dialog);
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(u"https://other.example.org/"_s);
    dialog->chooseProfile(u"Staging shop"_s);
    auto *password = child<QLineEdit>(*dialog, u"accessPassword"_s);
    QTRY_COMPARE(password->text(), QString::fromUtf8(Password));
    QCOMPARE(child<QPlainTextEdit>(*dialog, u"accessHeaders"_s)->toPlainText(),
             u"X-Preview-Token: "_s + QString::fromUtf8(TokenValue));
    dialog->reject();

    // A new session (another window) has nothing: the secrets were not remembered.
    Window next(m_keyring);
    dialog = openCrawlDialog(next);
    QVERIFY(dialog);
    dialog->chooseProfile(u"Staging shop"_s);
    QTest::qWait(100);
    QCOMPARE(child<QLineEdit>(*dialog, u"accessUser"_s)->text(), QString::fromUtf8(User));
    QVERIFY(child<QLineEdit>(*dialog, u"accessPassword"_s)->text().isEmpty());
    dialog->reject();
}

void TestCrawlAccessGui::keyringUnavailable()
{
    m_keyring->available = false;
    Window f(m_keyring);
    CrawlDialog *dialog = openCrawlDialog(f);
    QVERIFY(dialog);
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(site());
    fillAccess(dialog);
    auto *remember = child<QCheckBox>(*dialog, u"accessRemember"_s);
    auto *note = child<QLabel>(*dialog, u"accessKeyringNote"_s);
    QTest::mouseClick(remember, Qt::LeftButton);
    // Said in the dialog at once: not remembered, kept for the session.
    QTRY_VERIFY(note->isVisible() && note->text().startsWith(u"No keyring is available"_s));
    QVERIFY(!remember->isChecked());
    QTest::qWait(50); // laid out
    shoot(dialog, u"crawl-access-no-keyring"_s);
    // The crawl runs all the same, with the secrets; nothing was kept anywhere.
    CrawlDocument *crawls = clickStart(f, dialog);
    QVERIFY(crawls);
    QVERIFY(ended(crawls));
    QVERIFY(crawls->crawl().pagesFetched() > 5);
    QVERIFY(m_keyring->entries.isEmpty());
    QVERIFY(!AccessSecrets::isRemembered(QUrl(site())));
}

void TestCrawlAccessGui::realKeychainWithoutDBus()
{
    // main() pointed D-Bus at nothing: QtKeychain finds no keyring, and says so soon, without
    // a hang (or the store's own time limit says it).
    KeychainSecretStore store(nullptr, 3000);
    QObject context;
    bool readDone = false, readOk = true, found = true;
    QString readError;
    QElapsedTimer clock;
    clock.start();
    store.read(AccessSecrets::keyFor(u"http://127.0.0.1:1"_s), &context,
               [&](bool ok, bool isFound, const QByteArray &, const QString &error) {
                   readDone = true;
                   readOk = ok;
                   found = isFound;
                   readError = error;
               });
    QVERIFY(!readDone); // never from inside the call
    QTRY_VERIFY_WITH_TIMEOUT(readDone, 6000);
    QVERIFY(clock.elapsed() < 6000);
    QVERIFY2(!readOk && !found, qPrintable(readError));
    QVERIFY(!readError.isEmpty());
    bool writeDone = false, writeOk = true;
    store.write(AccessSecrets::keyFor(u"http://127.0.0.1:1"_s), "not kept", &context,
                [&](bool ok, const QString &) {
                    writeDone = true;
                    writeOk = ok;
                });
    QTRY_VERIFY_WITH_TIMEOUT(writeDone, 6000);
    QVERIFY(!writeOk);
    // Nothing went to a plain-text file in its place.
    QSettings settings;
    settings.sync();
    QFile file(settings.fileName());
    QVERIFY(!file.open(QIODevice::ReadOnly) || !file.readAll().contains("not kept"));

    // Through the window, with its own store: the note, and the crawl dialog usable.
    WindowFixture f;
    f.window.accessSecrets()->setStore(std::make_unique<KeychainSecretStore>(nullptr, 3000));
    CrawlDialog *dialog = openCrawlDialog(f);
    QVERIFY(dialog);
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(site());
    showTab(dialog, CrawlDialog::AccessTab);
    QTest::mouseClick(child<QCheckBox>(*dialog, u"accessRemember"_s), Qt::LeftButton);
    auto *note = child<QLabel>(*dialog, u"accessKeyringNote"_s);
    QTRY_VERIFY_WITH_TIMEOUT(note->text().startsWith(u"No keyring is available"_s), 6000);
    dialog->reject();
}

void TestCrawlAccessGui::loginAskedInTheCrawlView()
{
    Window f(m_keyring);
    CrawlDialog *dialog = openCrawlDialog(f);
    QVERIFY(dialog);
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(site());
    CrawlDocument *crawls = clickStart(f, dialog);
    QVERIFY(crawls);
    QVERIFY(ended(crawls));
    // The start page asked for a login: said in the Crawl view with the realm, nothing else
    // asked for, and Enter Login… offered.
    QVERIFY(crawls->crawl().loginRequired);
    auto *summary = f.find<QLabel>(u"crawlSummary"_s);
    QVERIFY2(summary->text().contains(u"The site asks for a login (HTTP 401 at "_s)
                 && summary->text().contains(u"realm “staging”"_s),
             qPrintable(summary->text()));
    QVERIFY(QSet<QString>({ u"/"_s, u"/robots.txt"_s }).contains(targets()));
    auto *login = f.find<QPushButton>(u"crawlLoginButton"_s);
    QVERIFY(login->isVisible());
    shoot(&f.window, u"crawl-login-asked"_s);

    // A wrong password: refused, said with the user's name, never the password.
    const QByteArray wrong = "Wr0ng-gui-pa55word-Zt4";
    QTest::mouseClick(login, Qt::LeftButton);
    auto *loginDialog = f.find<LoginDialog>(u"loginDialog"_s);
    QVERIFY(loginDialog && loginDialog->isVisible());
    QVERIFY(child<QLabel>(*loginDialog, u"loginText"_s)->text().contains(u"realm “staging”"_s));
    shoot(loginDialog, u"crawl-login-dialog"_s);
    typeInto(child<QLineEdit>(*loginDialog, u"accessUser"_s), QString::fromUtf8(User));
    typeInto(child<QLineEdit>(*loginDialog, u"accessPassword"_s), QString::fromUtf8(wrong));
    m_site.clearRequests();
    QTest::mouseClick(child<QPushButton>(*loginDialog, u"loginAccept"_s), Qt::LeftButton);
    QTRY_VERIFY(crawls->isRunning() || crawls->hasCrawl());
    QVERIFY(ended(crawls));
    QVERIFY(crawls->crawl().loginRequired);
    QVERIFY2(summary->text().contains(u"refused the login of the user “preview-team” (HTTP 401, "
                                      "realm “staging”)"_s),
             qPrintable(summary->text()));
    QVERIFY(!summary->text().contains(QString::fromUtf8(wrong)));
    QCOMPARE(count("/"), 1);

    // The right one: the crawl goes through, each request with it.
    QTest::mouseClick(login, Qt::LeftButton);
    loginDialog = f.find<LoginDialog>(u"loginDialog"_s);
    QVERIFY(loginDialog);
    QCOMPARE(child<QLineEdit>(*loginDialog, u"accessUser"_s)->text(), QString::fromUtf8(User));
    typeInto(child<QLineEdit>(*loginDialog, u"accessPassword"_s), QString::fromUtf8(Password));
    m_site.clearRequests();
    QTest::mouseClick(child<QPushButton>(*loginDialog, u"loginAccept"_s), Qt::LeftButton);
    QTRY_VERIFY(crawls->isRunning() || crawls->crawl().pagesFetched() > 1);
    QVERIFY(ended(crawls));
    QVERIFY(!crawls->crawl().loginRequired);
    QVERIFY(crawls->crawl().pagesFetched() > 5);
    QVERIFY(!login->isVisible());
    for (const TestRequest &request : m_site.requests())
        QCOMPARE(request.header("Authorization"), basic(User, Password));
}

void TestCrawlAccessGui::keptCrawlAsksForItsLoginAgain()
{
    // A crawl with the login, the cookies and the header, kept in a file as it went and cut
    // short, as a kill leaves it.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"staging.crawl"_s);
    m_delayMs = 150;
    {
        CrawlOptions options;
        SiteCredentials given;
        QVERIFY(given.setLogin(QString::fromUtf8(User + ':' + Password)));
        QVERIFY(given.addCookie(u"consent="_s + QString::fromUtf8(CookieValue)));
        QVERIFY(given.addHeader(u"X-Preview-Token: "_s + QString::fromUtf8(TokenValue)));
        options.credentials = given.forSites({ QUrl(site()) });
        CrawlStore store;
        QString error;
        QVERIFY2(store.open(path, true, &error) && store.begin(QUrl(site()), options, &error),
                 qPrintable(error));
        Crawler crawler(options);
        int reported = 0;
        connect(&crawler, &Crawler::pageDone, [&](qsizetype index) {
            store.pageDone(crawler.result(), index);
            ++reported;
        });
        crawler.start(QUrl(site()));
        QTRY_VERIFY_WITH_TIMEOUT(reported >= 3, 20000);
        QVERIFY(store.flush(crawler.result(), &error));
    }
    // The file names what was given, never a value.
    {
        CrawlResult kept;
        CrawlOptions keptOptions;
        bool whole = true;
        QString error;
        QVERIFY2(CrawlStore::read(path, &kept, &keptOptions, &whole, &error), qPrintable(error));
        QVERIFY(!whole);
        QVERIFY(!keptOptions.credentials);
        QCOMPARE(keptOptions.keptCredentials.user, QString::fromUtf8(User));
        QCOMPARE(keptOptions.keptCredentials.cookies, QStringList { u"consent"_s });
        QCOMPARE(keptOptions.keptCredentials.headers, QStringList { u"X-Preview-Token"_s });
    }
    int files = 0;
    QVERIFY2(filesHoldingSecrets({ dir.path() }, {}, &files).isEmpty(),
             qPrintable(filesHoldingSecrets({ dir.path() }, {}, &files).join(u'\n')));
    QTest::qWait(400); // requests sent before the end reach the server, not the next count
    m_delayMs = 0;
    m_site.clearRequests();

    Window f(m_keyring);
    CrawlDocument *crawls = f.window.crawlDocument();
    // Asked before it goes on; Cancel leaves it.
    QString asked;
    auto answer = [&](const std::function<void(LoginDialog *)> &fill) {
        answerModal<LoginDialog>(&f.window, [&asked, fill](LoginDialog *dialog) {
            asked = child<QLabel>(*dialog, u"loginText"_s)->text();
            fill(dialog);
        });
    };
    answer([](LoginDialog *dialog) { dialog->reject(); });
    QVERIFY(!f.window.crawlController()->goOnWith(path));
    QVERIFY2(asked.contains(u"the login of the user “preview-team”"_s)
                 && asked.contains(u"consent"_s) && asked.contains(u"X-Preview-Token"_s),
             qPrintable(asked));
    QVERIFY(!crawls->isRunning());
    QVERIFY(m_site.requests().isEmpty());

    // A wrong password: the start page, asked once more, refuses it; nothing goes on, and the
    // window says why, with the user's name and the realm, never the password.
    QStringList said;
    f.window.setPrompt([&said](QMessageBox::Icon, const QString &, const QString &text,
                               QMessageBox::StandardButtons) {
        said.append(text);
        return QMessageBox::Ok;
    });
    const QByteArray wrong = "Wr0ng-kept-pa55word-Qz8";
    answer([&wrong](LoginDialog *dialog) {
        typeInto(child<QLineEdit>(*dialog, u"accessPassword"_s), QString::fromUtf8(wrong));
        QTest::mouseClick(child<QPushButton>(*dialog, u"loginAccept"_s), Qt::LeftButton);
    });
    QVERIFY(!f.window.crawlController()->goOnWith(path));
    QVERIFY(!crawls->isRunning());
    QCOMPARE(said.size(), 1);
    QVERIFY2(said.first().contains(u"refused the login of the user “preview-team” (HTTP 401, "
                                   "realm “staging”)"_s),
             qPrintable(said.first()));
    QVERIFY(!said.first().contains(QString::fromUtf8(wrong)));
    QCOMPARE(m_site.requests().size(), 1);
    QCOMPARE(m_site.requests().first().header("Authorization"), basic(User, wrong));
    m_site.clearRequests();

    // Given again: it goes on, every request with them.
    answer([](LoginDialog *dialog) {
        QCOMPARE(child<QLineEdit>(*dialog, u"accessUser"_s)->text(), QString::fromUtf8(User));
        shoot(dialog, u"crawl-login-kept"_s);
        typeInto(child<QLineEdit>(*dialog, u"accessPassword"_s), QString::fromUtf8(Password));
        typeLines(child<QPlainTextEdit>(*dialog, u"accessCookies"_s),
                  u"consent="_s + QString::fromUtf8(CookieValue));
        typeLines(child<QPlainTextEdit>(*dialog, u"accessHeaders"_s),
                  u"X-Preview-Token: "_s + QString::fromUtf8(TokenValue));
        QTest::mouseClick(child<QPushButton>(*dialog, u"loginAccept"_s), Qt::LeftButton);
    });
    QVERIFY(f.window.crawlController()->goOnWith(path));
    QVERIFY(crawls->isRunning());
    QVERIFY(ended(crawls));
    QVERIFY(!crawls->crawl().loginRequired);
    QVERIFY(!m_site.requests().isEmpty());
    for (const TestRequest &request : m_site.requests()) {
        QCOMPARE(request.header("Authorization"), basic(User, Password));
        QCOMPARE(request.header("Cookie"), "consent=" + CookieValue);
        QCOMPARE(request.header("X-Preview-Token"), TokenValue);
    }
    // The whole crawl is in the file now, still without a secret.
    QVERIFY(crawls->crawl().pagesFetched() >= 8);
    QVERIFY2(filesHoldingSecrets({ dir.path() }, {}, &files).isEmpty(),
             qPrintable(filesHoldingSecrets({ dir.path() }, {}, &files).join(u'\n')));
}

void TestCrawlAccessGui::openUrlBehindALogin()
{
    Window f(m_keyring);
    QStringList said;
    f.window.setPrompt([&said](QMessageBox::Icon, const QString &, const QString &text,
                               QMessageBox::StandardButtons) {
        said.append(text);
        return QMessageBox::Discard;
    });
    const QString sitemap = m_site.url(u"/sitemap.xml"_s).toString();
    auto openDialog = [&f]() -> OpenUrlDialog * {
        f.find<QAction>(u"actionOpenUrl"_s)->trigger();
        auto *dialog = f.find<OpenUrlDialog>(u"openUrlDialog"_s);
        return dialog && dialog->isVisible() ? dialog : nullptr;
    };

    // Without the login: the site's words (401, the realm).
    OpenUrlDialog *dialog = openDialog();
    QVERIFY(dialog);
    QVERIFY(!child<SiteAccessFields>(*dialog, u"openUrlAccess"_s)->isVisible());
    typeInto(child<QLineEdit>(*dialog, u"openUrlEdit"_s), sitemap);
    QTest::mouseClick(child<QPushButton>(*dialog, u"openUrlOpenButton"_s), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!said.isEmpty(), 15000);
    QVERIFY2(said.last().contains(u"401"_s) && said.last().contains(u"realm \"staging\""_s),
             qPrintable(said.last()));
    QVERIFY(f.window.document()->workspace().isEmpty()
            || f.window.document()->workspace().entryCount() == 0);

    // With it, as bingbot: each request with the login and that user agent.
    dialog = openDialog();
    QVERIFY(dialog);
    QTest::mouseClick(child<QToolButton>(*dialog, u"openUrlAccessToggle"_s), Qt::LeftButton);
    QVERIFY(child<SiteAccessFields>(*dialog, u"openUrlAccess"_s)->isVisible());
    chooseUserAgent(child<QComboBox>(*dialog, u"accessUserAgent"_s), u"bingbot"_s);
    typeInto(child<QLineEdit>(*dialog, u"accessUser"_s), QString::fromUtf8(User));
    typeInto(child<QLineEdit>(*dialog, u"accessPassword"_s), QString::fromUtf8(Password));
    QVERIFY(child<QLineEdit>(*dialog, u"accessPassword"_s)->echoMode() == QLineEdit::Password);
    shoot(dialog, u"open-url-login"_s);
    m_site.clearRequests();
    QTest::mouseClick(child<QPushButton>(*dialog, u"openUrlOpenButton"_s), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(f.window.document()->workspace().entryCount(), qsizetype(2), 15000);
    QCOMPARE(count("/sitemap.xml"), 1);
    for (const TestRequest &request : m_site.requests()) {
        QCOMPARE(request.header("Authorization"), basic(User, Password));
        QVERIFY2(request.header("User-Agent").contains("bingbot/2.0"),
                 request.header("User-Agent").constData());
    }

    // The link check of what was opened goes with the login given for the site: each URL
    // answers 200, where without it the site answers 401 to every one.
    m_site.clearRequests();
    QSignalSpy checked(f.window.linkCheck(), &LinkCheckSession::finished);
    f.find<QAction>(u"actionCheckLinks"_s)->trigger();
    QVERIFY(checked.wait(15000) || checked.count() > 0);
    for (const QString &path : { u"/"_s, u"/products/linen-shirt"_s }) {
        const LinkResult *result = f.window.linkCheck()->result(m_site.url(path).toString());
        QVERIFY2(result, qPrintable(path));
        QCOMPARE(result->finalStatus, 200);
        QCOMPARE(count(path.toUtf8()), 1);
    }
    QVERIFY(!m_site.requests().isEmpty());
    for (const TestRequest &request : m_site.requests())
        QCOMPARE(request.header("Authorization"), basic(User, Password));

    // The site's address, opened again without the dialog (as a recent address): its
    // sitemaps found through robots.txt with the login given this session.
    m_site.clearRequests();
    f.window.document()->clear();
    QVERIFY(f.window.openUrl(QUrl(site()), OpenUrlDialog::savedOptions()));
    QCOMPARE(f.window.document()->workspace().entryCount(), qsizetype(2));
    QVERIFY(count("/robots.txt") == 1);
    for (const TestRequest &request : m_site.requests()) {
        QCOMPARE(request.header("Authorization"), basic(User, Password));
        QVERIFY(request.header("User-Agent").contains("bingbot/2.0"));
    }
    // The settings keep the user agent and the user's name, not the password.
    QSettings settings;
    settings.sync();
    QCOMPARE(settings.value(u"openUrl/userAgent"_s).toString(), u"bingbot"_s);
    QFile file(settings.fileName());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    for (const QByteArray &needle : needles())
        QVERIFY2(!written.contains(needle), needle.constData());
}

void TestCrawlAccessGui::secretsNeverWritten()
{
    QTemporaryDir dir;
    Window f(m_keyring);
    CrawlDialog *dialog = openCrawlDialog(f);
    QVERIFY(dialog);
    child<QLineEdit>(*dialog, u"crawlUrl"_s)->setText(site());
    fillAccess(dialog);
    fillRules(dialog);
    // Remembered in the keyring (the test's): the only place they may go.
    showTab(dialog, CrawlDialog::AccessTab);
    QTest::mouseClick(child<QCheckBox>(*dialog, u"accessRemember"_s), Qt::LeftButton);
    QTest::qWait(50);
    QVERIFY(child<QCheckBox>(*dialog, u"accessRemember"_s)->isChecked());
    dialog->saveProfile(u"Staging"_s);
    CrawlDocument *crawls = clickStart(f, dialog);
    QVERIFY(crawls);
    // While it runs, its copy is in the autosave folder.
    QTRY_VERIFY(!crawls->autosavePath().isEmpty() && QFile::exists(crawls->autosavePath()));
    QVERIFY(ended(crawls));
    QVERIFY2(crawls->crawl().pagesFetched() >= 8, qPrintable(crawls->summary()));
    const QString key = AccessSecrets::keyFor(SiteCredentials::originOf(QUrl(site())));
    QTRY_VERIFY(m_keyring->entries.contains(key));
    const SiteSecrets kept = SiteSecrets::fromBytes(m_keyring->entries.value(key));
    QCOMPARE(kept.password, QString::fromUtf8(Password));
    QVERIFY(AccessSecrets::isRemembered(QUrl(site())));

    // The sitemap made of it, its autosave, the crawl saved, the report.
    QVERIFY(!sitemapOfTheCrawl(f).isEmpty());
    QVERIFY(f.window.autosave()->saveNow());
    int files = 0;
    QStringList holding = filesHoldingSecrets({ Autosave::root() }, {}, &files);
    QVERIFY2(holding.isEmpty(), qPrintable(holding.join(u'\n')));
    QVERIFY2(files >= 2, qPrintable(QString::number(files))); // the crawl's copy, the document's
    QString error;
    QVERIFY2(f.window.crawlController()->saveCrawl(dir.filePath(u"staging.crawl"_s), &error),
             qPrintable(error));
    QVERIFY(f.window.exportReport(dir.filePath(u"report.html"_s)));
    QVERIFY(f.window.saveFile(dir.filePath(u"sitemap.xml"_s)));
    QSettings settings;
    settings.sync();
    QVERIFY(QFile::exists(settings.fileName()));
    holding
        = filesHoldingSecrets({ dir.path(), Autosave::root() }, { settings.fileName() }, &files);
    QVERIFY2(holding.isEmpty(), qPrintable(holding.join(u'\n')));
    QVERIFY2(files >= 4, qPrintable(QString::number(files)));
    // The names are there: a resumed crawl knows what to ask for.
    QFile store(dir.filePath(u"staging.crawl"_s));
    QVERIFY(store.open(QIODevice::ReadOnly));
    QVERIFY(store.readAll().contains("X-Preview-Token"));

    // The next session fills them from the keyring for the profile's site.
    Window next(m_keyring);
    dialog = openCrawlDialog(next);
    QVERIFY(dialog);
    dialog->chooseProfile(u"Staging"_s);
    QTRY_COMPARE(child<QLineEdit>(*dialog, u"accessPassword"_s)->text(),
                 QString::fromUtf8(Password));
    QCOMPARE(child<QLabel>(*dialog, u"accessKeyringNote"_s)->text(),
             u"Filled in from the keyring."_s);
    QVERIFY(child<QCheckBox>(*dialog, u"accessRemember"_s)->isChecked());
    // Remember cleared: out of the keyring at the next Start.
    child<QCheckBox>(*dialog, u"accessRemember"_s)->setChecked(false);
    crawls = clickStart(next, dialog);
    QVERIFY(crawls);
    QTRY_VERIFY(!m_keyring->entries.contains(key));
    QVERIFY(!AccessSecrets::isRemembered(QUrl(site())));
    QVERIFY(ended(crawls));
}

int main(int argc, char *argv[])
{
    // No keyring for this test but its own: D-Bus points at nothing, so that the real
    // QtKeychain finds none and a desktop's keyring is never asked.
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sitemap-studio-tests-bus");
    QApplication app(argc, argv);
    TestCrawlAccessGui test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_crawlaccess_gui.moc"
