// File → Inspect with Search Console… in the real window, offscreen, against a Google of the
// test's own on 127.0.0.1: the consent page opened (the test plays the browser: Google sends
// it back to the window's loopback server with a code), the code exchanged at the client
// file's token_uri, the URL Inspection API asked for each URL of the property and not for a
// URL outside it, the answers appended to the file and shown at once in the Coverage column;
// the refresh token in the keyring only, and no token in the file, the settings or the
// dialog; the day's quota stopping a run and the next run going on with the URLs left; Stop
// during a wait; a token Google refuses; fields that cannot be used, said.

#include "controllers/coveragecontroller.h"
#include "dialogs/inspectdialog.h"
#include "document/accesssecrets.h"
#include "document/coveragesession.h"
#include "memorysecretstore.h"
#include "models/entrytablemodel.h"
#include "net/searchconsole.h"
#include "searchconsolefiles.h"
#include "testhttpserver.h"
#include "testpaths.h"
#include "windowfixture.h"

#include <QAction>
#include <QComboBox>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QTest>
#include <QUrlQuery>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;
using namespace Studio::Testing::SearchConsoleFiles;

namespace {

constexpr int Patience = 30000;

const QString Property = inspectedProperty();
const QByteArray Token = "ya29.a0AfB_window-access-token-Lq71xK3mFf90bLw7uQ";
const QByteArray Code = "4/0AeanS0b-window-authorization-code-PTx8";
const QByteArray RefreshToken = "1//09window-refresh-token-CgYIARAAGAkSNwF";
const QString ClientId = u"81234-desktop.apps.googleusercontent.com"_s;

const QStringList ShopUrls = inspectedShopUrls();
// Another site's URL in the same sitemap: outside the property, never asked.
const QString ForeignUrl = u"https://www.b\u00fccher-laden.de/neuerscheinungen/"_s;





} // namespace

class TestInspectGui : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void signsInInspectsAndShows();
    void quotaStopsAndTheNextRunGoesOn();
    void stopDuringAWait();
    void refusedToken();
    void fieldsThatCannotBeUsed();

private:
    struct Window : WindowFixture
    {
        std::shared_ptr<MemoryStore::Keyring> keyring = std::make_shared<MemoryStore::Keyring>();
        QStringList prompts;

        Window()
        {
            window.accessSecrets()->setStore(std::make_unique<MemoryStore>(keyring));
            window.setPrompt([this](QMessageBox::Icon, const QString &, const QString &text,
                                    QMessageBox::StandardButtons) {
                prompts.append(text);
                return QMessageBox::Ok;
            });
        }
        InspectDialog *dialog()
        {
            window.findChild<QAction *>(u"actionInspectCoverage"_s)->trigger();
            return window.findChild<InspectDialog *>(u"inspectDialog"_s);
        }
        QString cell(int entry) const
        {
            return window.entryModel()->index(entry, EntryTableModel::Coverage).data().toString();
        }
    };

    // Fills the dialog's fields and presses Inspect; waits for the run's end.
    bool run(InspectDialog *dialog, int perDay = 2000);
    QStringList inspectedUrls() const;
    QString answers() const { return m_dir.filePath(u"sitemap-inspections.jsonl"_s); }

    QTemporaryDir m_dir;
    TestHttpServer m_google;
    QString m_sitemap;
    QString m_client;
    QList<QByteArray> m_authorizations;
    std::function<TestResponse(const QString &url)> m_answer;
};

void TestInspectGui::initTestCase()
{
    TestPaths::isolateSettings(u"Sitemap Studio Inspect Tests"_s);
    QVERIFY(m_dir.isValid());
    QVERIFY(m_google.listen());
    qputenv("SITEMAP_STUDIO_SEARCH_CONSOLE_API", m_google.url().toString().toUtf8());
    m_sitemap = m_dir.filePath(u"sitemap.xml"_s);
    QFile sitemap(m_sitemap);
    QVERIFY(sitemap.open(QIODevice::WriteOnly));
    sitemap.write(urlset(ShopUrls + QStringList { ForeignUrl }));
    sitemap.close();
    m_client = m_dir.filePath(u"client_secret_81234-desktop.apps.googleusercontent.com.json"_s);
    QFile client(m_client);
    QVERIFY(client.open(QIODevice::WriteOnly));
    client.write(QJsonDocument(
                     QJsonObject { { u"installed"_s,
                                     QJsonObject {
                                         { u"client_id"_s, ClientId },
                                         { u"project_id"_s, u"shop-seo-2024"_s },
                                         { u"auth_uri"_s,
                                           m_google.url(u"/o/oauth2/auth"_s).toString() },
                                         { u"token_uri"_s, m_google.url(u"/token"_s).toString() },
                                         { u"client_secret"_s, u"GOCSPX-test-client-secret"_s },
                                         { u"redirect_uris"_s,
                                           QJsonArray { u"http://localhost"_s } },
                                     } } })
                     .toJson());
    client.close();
    m_google.route(u"/token"_s, [](const TestRequest &request) {
        const QUrlQuery form(QString::fromUtf8(request.body));
        if (form.queryItemValue(u"code"_s, QUrl::FullyDecoded) != QString::fromLatin1(Code)
            && form.queryItemValue(u"refresh_token"_s, QUrl::FullyDecoded)
                != QString::fromLatin1(RefreshToken))
            return apiJson(400, { { u"error"_s, u"invalid_grant"_s } });
        return apiJson(200, { { u"access_token"_s, QString::fromLatin1(Token) },
                                 { u"refresh_token"_s, QString::fromLatin1(RefreshToken) },
                                 { u"expires_in"_s, 3599 },
                                 { u"scope"_s, QString::fromLatin1(SearchConsole::ReadOnlyScope) },
                                 { u"token_type"_s, u"Bearer"_s } });
    });
    m_google.route(u"/v1/urlInspection/index:inspect"_s, [this](const TestRequest &request) {
        m_authorizations.append(request.header("Authorization"));
        const QJsonObject body = QJsonDocument::fromJson(request.body).object();
        const QString url = body.value(u"inspectionUrl"_s).toString();
        if (body.value(u"siteUrl"_s) != Property)
            return apiError(400, u"Bad request"_s, u"INVALID_ARGUMENT"_s);
        if (m_answer)
            return m_answer(url);
        if (request.header("Authorization") != "Bearer " + Token)
            return apiError(401, u"Request had invalid authentication credentials."_s,
                            u"UNAUTHENTICATED"_s);
        return apiJson(200, { { u"inspectionResult"_s, inspectionResultFor(url) } });
    });
}

void TestInspectGui::init()
{
    QFile::remove(answers());
    m_google.clearRequests();
    m_authorizations.clear();
    m_answer = {};
    qunsetenv("SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN");
    QSettings().clear();
}

bool TestInspectGui::run(InspectDialog *dialog, int perDay)
{
    dialog->findChild<QComboBox *>(u"inspectProperty"_s)->setEditText(Property);
    dialog->findChild<QLineEdit *>(u"inspectClient"_s)->setText(m_client);
    dialog->findChild<QSpinBox *>(u"inspectPerDay"_s)->setValue(perDay);
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"inspectStart"_s), Qt::LeftButton);
    return QTest::qWaitFor([dialog] { return !dialog->isRunning(); }, Patience);
}

QStringList TestInspectGui::inspectedUrls() const
{
    QStringList urls;
    for (const TestRequest &request : m_google.requests())
        if (request.path == u"/v1/urlInspection/index:inspect"_s)
            urls.append(
                QJsonDocument::fromJson(request.body).object().value(u"inspectionUrl"_s).toString());
    return urls;
}

void TestInspectGui::signsInInspectsAndShows()
{
    Window w;
    QVERIFY(w.window.openFile(m_sitemap));
    QCOMPARE(w.cell(0), QString());
    InspectDialog *dialog = w.dialog();
    QVERIFY(dialog && dialog->isVisible());
    // Suggested from the URLs: the shop's prefix first, then its domain.
    auto *property = dialog->findChild<QComboBox *>(u"inspectProperty"_s);
    QCOMPARE(property->itemText(0), Property);
    QVERIFY(property->findText(u"sc-domain:example-shop.com"_s) >= 0);
    QVERIFY(dialog->findChild<QRadioButton *>(u"inspectEvery"_s)->text().contains(u"(6)"_s));
    // The answers beside the document.
    QCOMPARE(QDir::fromNativeSeparators(dialog->findChild<QLineEdit *>(u"inspectOutput"_s)->text()),
             answers());

    // The test is the browser: Google's consent page sends it back to the window with a code.
    QNetworkAccessManager browser;
    browser.setProxy(QNetworkProxy::NoProxy);
    QUrl consent;
    QNetworkReply *page = nullptr;
    dialog->setBrowser([&](const QUrl &url) {
        consent = url;
        const QUrlQuery asked(url);
        QUrl back(asked.queryItemValue(u"redirect_uri"_s, QUrl::FullyDecoded));
        QUrlQuery query;
        query.addQueryItem(u"state"_s, asked.queryItemValue(u"state"_s));
        query.addQueryItem(u"code"_s,
                           QString::fromLatin1(QUrl::toPercentEncoding(QString::fromLatin1(Code))));
        query.addQueryItem(u"scope"_s, QString::fromLatin1(SearchConsole::ReadOnlyScope));
        back.setQuery(query);
        page = browser.get(QNetworkRequest(back));
    });
    QVERIFY(run(dialog));
    QVERIFY(consent.isValid());
    QCOMPARE(consent.path(), u"/o/oauth2/auth"_s);
    QCOMPARE(QUrlQuery(consent).queryItemValue(u"client_id"_s), ClientId);
    QVERIFY(page && QTest::qWaitFor([page] { return page->isFinished(); }, Patience));
    delete page;

    // Every URL of the property asked once, with the token; the other site's not at all.
    QCOMPARE(inspectedUrls(), ShopUrls);
    for (const QByteArray &authorization : std::as_const(m_authorizations))
        QCOMPARE(authorization, "Bearer " + Token);
    QVERIFY2(dialog->status().contains(u"5 inspected"_s), qPrintable(dialog->status()));

    // The answers are in the window at once: the column, and the data.
    QCOMPARE(w.cell(0), u"Indexed"_s);
    QCOMPARE(w.cell(3), u"Not indexed: Crawled - currently not indexed"_s);
    QCOMPARE(w.cell(4), u"Not indexed: Not found (404)"_s);
    QCOMPARE(w.cell(5), QString()); // not inspected
    QCOMPARE(w.window.coverage()->data()->records().size(), 5);

    // The refresh token in the keyring, under the client and the scope; no token anywhere
    // else: the answers, the settings, what the dialog says.
    QCOMPARE(w.keyring->entries.value(u"search-console %1 %2"_s.arg(
                 ClientId, QString::fromLatin1(SearchConsole::ReadOnlyScope))),
             RefreshToken);
    QFile file(answers());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    QCOMPARE(written.count('\n'), 5);
    QSettings settings;
    settings.sync();
    QByteArray settingsText;
    for (const QString &key : settings.allKeys())
        settingsText += key.toUtf8() + '=' + settings.value(key).toString().toUtf8() + '\n';
    QFile settingsFile(settings.fileName());
    if (settingsFile.open(QIODevice::ReadOnly))
        settingsText += settingsFile.readAll();
    for (const QByteArray &secret : { Token, Code, RefreshToken }) {
        QVERIFY(!written.contains(secret));
        QVERIFY(!settingsText.contains(secret));
        QVERIFY(!dialog->status().toUtf8().contains(secret));
    }
    QVERIFY(settingsText.contains(Property.toUtf8())); // the property is remembered

    // The next run signs in with the keyring's refresh token, without the consent page, and
    // has nothing left to ask.
    m_google.clearRequests();
    bool consentAgain = false;
    dialog->setBrowser([&](const QUrl &) { consentAgain = true; });
    QVERIFY(run(dialog));
    QVERIFY(!consentAgain);
    QVERIFY(inspectedUrls().isEmpty());
    QVERIFY2(dialog->status().contains(u"in the file already"_s), qPrintable(dialog->status()));
}

// A day's quota of 2: two inspected, the run says the day's inspections are spent and how many
// are left; the next run (a larger quota) asks only the three left.
void TestInspectGui::quotaStopsAndTheNextRunGoesOn()
{
    qputenv("SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN", Token);
    Window w;
    QVERIFY(w.window.openFile(m_sitemap));
    InspectDialog *dialog = w.dialog();
    QVERIFY(run(dialog, 2));
    QCOMPARE(inspectedUrls(), ShopUrls.mid(0, 2));
    QVERIFY2(dialog->status().contains(u"2 inspected"_s)
                 && dialog->status().contains(u"3 left for the next run"_s)
                 && dialog->status().contains(u"spent"_s),
             qPrintable(dialog->status()));
    QCOMPARE(w.cell(0), u"Indexed"_s);
    QCOMPARE(w.cell(3), QString());

    m_google.clearRequests();
    QVERIFY(run(dialog, 2)); // the same day: today's two count
    QVERIFY(inspectedUrls().isEmpty());
    QVERIFY2(dialog->status().contains(u"spent"_s), qPrintable(dialog->status()));

    QVERIFY(run(dialog, 10));
    QCOMPARE(inspectedUrls(), ShopUrls.mid(2));
    QCOMPARE(w.cell(3), u"Not indexed: Crawled - currently not indexed"_s);
    QCOMPARE(w.window.coverage()->data()->records().size(), 5);
}

// Google asks to wait (429, Retry-After: 30): Stop ends the run at once; the URLs are left.
void TestInspectGui::stopDuringAWait()
{
    qputenv("SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN", Token);
    m_answer = [](const QString &) {
        TestResponse response = apiError(429, u"Quota exceeded for quota metric 'URL "
                                              "inspection requests' per minute"_s,
                                         u"RESOURCE_EXHAUSTED"_s);
        response.headers.append(std::pair<QByteArray, QByteArray>("Retry-After", "30"));
        return response;
    };
    Window w;
    QVERIFY(w.window.openFile(m_sitemap));
    InspectDialog *dialog = w.dialog();
    dialog->findChild<QComboBox *>(u"inspectProperty"_s)->setEditText(Property);
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"inspectStart"_s), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return !inspectedUrls().isEmpty(); }, Patience));
    QTest::qWait(100);
    QVERIFY(dialog->isRunning());
    QElapsedTimer stopped;
    stopped.start();
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"inspectStop"_s), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([dialog] { return !dialog->isRunning(); }, 2000));
    QVERIFY(stopped.elapsed() < 2000);
    QVERIFY2(dialog->status().contains(u"0 inspected"_s)
                 && dialog->status().contains(u"5 left for the next run"_s),
             qPrintable(dialog->status()));
    QCOMPARE(inspectedUrls().size(), 1);
    QVERIFY(!w.window.coverage()->hasData());
}

// A token Google does not take: the run says so, and nothing is imported.
void TestInspectGui::refusedToken()
{
    qputenv("SITEMAP_STUDIO_SEARCH_CONSOLE_TOKEN", "ya29.expired");
    Window w;
    QVERIFY(w.window.openFile(m_sitemap));
    InspectDialog *dialog = w.dialog();
    QVERIFY(run(dialog));
    QCOMPARE(inspectedUrls().size(), 1);
    QVERIFY2(dialog->status().contains(u"Google did not take the sign-in (HTTP 401"_s),
             qPrintable(dialog->status()));
    QVERIFY(!w.window.coverage()->hasData());
    QVERIFY(!QFileInfo::exists(answers()) || QFileInfo(answers()).size() == 0);
    QVERIFY(!dialog->status().contains(u"ya29.expired"_s));
}

void TestInspectGui::fieldsThatCannotBeUsed()
{
    Window w;
    QVERIFY(w.window.openFile(m_sitemap));
    InspectDialog *dialog = w.dialog();
    auto *property = dialog->findChild<QComboBox *>(u"inspectProperty"_s);
    property->setEditText(u"example-shop.com"_s);
    QVERIFY(!dialog->start());
    QVERIFY2(dialog->status().startsWith(u"Property:"_s), qPrintable(dialog->status()));
    property->setEditText(Property);
    dialog->findChild<QLineEdit *>(u"inspectClient"_s)->clear();
    QVERIFY(!dialog->start());
    QVERIFY2(dialog->status().contains(u"OAuth client file"_s), qPrintable(dialog->status()));
    // A client file that is no client: said with the file.
    dialog->findChild<QLineEdit *>(u"inspectClient"_s)->setText(m_sitemap);
    QVERIFY(!dialog->start());
    QVERIFY2(dialog->status().startsWith(u"Sign in with:"_s), qPrintable(dialog->status()));
    dialog->findChild<QLineEdit *>(u"inspectClient"_s)->setText(m_client);
    dialog->findChild<QLineEdit *>(u"inspectOutput"_s)->setText(
        m_dir.filePath(u"no-such-folder/answers.jsonl"_s));
    QVERIFY(!dialog->start());
    QVERIFY2(dialog->status().startsWith(u"Answers go to:"_s), qPrintable(dialog->status()));
    QVERIFY(inspectedUrls().isEmpty());
    QVERIFY(m_google.requests().isEmpty());
}

QTEST_MAIN(TestInspectGui)
#include "tst_inspect_gui.moc"
