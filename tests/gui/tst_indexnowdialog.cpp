// The IndexNow dialog, driven by its object names against the local test server on 127.0.0.1:
// the plan it shows as the fields change, a submission whose answers appear per batch, the key
// file checked before anything is sent, and what keeps Submit disabled. Proxies are switched
// off; the URLs of other hosts in the workspace are only named in the JSON, never fetched.

#include "dialogs/indexnowdialog.h"
#include "io/loader.h"
#include "namedchild.h"
#include "testhttpserver.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkProxy>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

using namespace Studio;
using namespace Studio::Testing;
using namespace Qt::StringLiterals;

namespace {

const QString Key = u"0f1e2d3c4b5a-9876"_s;

} // namespace

class TestIndexNowDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void planFollowsTheFields();
    void answersShownPerBatch();
    void keyFileCheckedFirst();

private:
    Workspace workspace() const;

    TestHttpServer m_server;
};

void TestIndexNowDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Sitemap Studio Tests"_s);
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_server.listen());
}

void TestIndexNowDialog::init()
{
    m_server.clearRequests();
    QSettings().remove(u"indexNow"_s);
}

// Three pages on the test server, two on another host (named in the JSON only).
Workspace TestIndexNowDialog::workspace() const
{
    QByteArray xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < 3; ++i)
        xml += "<url><loc>" + m_server.url(u"/page-%1"_s.arg(i)).toEncoded() + "</loc><lastmod>"
            + (i == 0 ? "2026-11-20" : "2024-01-01") + "</lastmod></url>\n";
    xml += "<url><loc>https://shop.example/a</loc></url>\n"
           "<url><loc>https://shop.example/b</loc></url>\n</urlset>\n";
    return Loader::openBytes(xml, u"sitemap.xml"_s);
}

void TestIndexNowDialog::planFollowsTheFields()
{
    const Workspace ws = workspace();
    IndexNowDialog dialog(ws);
    dialog.show();
    auto *key = child<QLineEdit>(dialog, u"indexNowKey"_s);
    auto *submit = child<QPushButton>(dialog, u"indexNowSubmit"_s);
    auto *error = child<QLabel>(dialog, u"indexNowError"_s);
    auto *summary = child<QLabel>(dialog, u"indexNowSummary"_s);
    QVERIFY(key && submit && error && summary);

    // No key yet, then one that is not a key: Submit stays off and the dialog says why.
    QVERIFY(!submit->isEnabled());
    QVERIFY(error->isVisible());
    QTest::keyClicks(key, u"short"_s);
    QVERIFY(!submit->isEnabled());
    QVERIFY2(error->text().contains(u"8 to 128 characters"_s), qPrintable(error->text()));
    key->clear();
    QTest::keyClicks(key, Key);
    QVERIFY(submit->isEnabled());
    QVERIFY(!error->isVisible());
    QVERIFY2(summary->text().startsWith(u"5 URLs in 2 requests"_s), qPrintable(summary->text()));

    // Only what changed since a date: the dated page of 2026 remains.
    auto *sinceCheck = child<QCheckBox>(dialog, u"indexNowSinceCheck"_s);
    auto *since = child<QDateTimeEdit>(dialog, u"indexNowSince"_s);
    since->setDateTime(QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC));
    sinceCheck->setChecked(true);
    QVERIFY2(summary->text().startsWith(u"1 URLs in 1 requests"_s), qPrintable(summary->text()));
    QVERIFY(summary->text().contains(u"2 URLs without a lastmod"_s));
    QCOMPARE(dialog.plan().batches.first().urls,
             QStringList { m_server.url(u"/page-0"_s).toString() });

    // An endpoint that is not an address to post to.
    child<QComboBox>(dialog, u"indexNowEndpoint"_s)->setCurrentText(u"ftp://example.com"_s);
    QVERIFY(!submit->isEnabled());
}

void TestIndexNowDialog::answersShownPerBatch()
{
    int answered = 0;
    m_server.route(u"/indexnow"_s, [&](const TestRequest &) {
        return ++answered == 1 ? TestResponse::ok({}) : TestResponse::error(403);
    });
    const Workspace ws = workspace();
    IndexNowDialog dialog(ws);
    dialog.show();
    child<QComboBox>(dialog, u"indexNowEndpoint"_s)
        ->setCurrentText(m_server.url(u"/indexnow"_s).toString());
    QTest::keyClicks(child<QLineEdit>(dialog, u"indexNowKey"_s), Key);
    child<QCheckBox>(dialog, u"indexNowVerifyKey"_s)->setChecked(false);
    QSignalSpy finished(&dialog, &IndexNowDialog::submissionFinished);
    QTest::mouseClick(child<QPushButton>(dialog, u"indexNowSubmit"_s), Qt::LeftButton);
    QVERIFY(finished.wait(30000));

    auto *table = child<QTableWidget>(dialog, u"indexNowBatches"_s);
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->item(0, 1)->text(), u"127.0.0.1"_s);
    QCOMPARE(table->item(0, 2)->text(), u"3"_s);
    QVERIFY2(table->item(0, 3)->text().startsWith(u"200 OK"_s),
             qPrintable(table->item(0, 3)->text()));
    QCOMPARE(table->item(1, 1)->text(), u"shop.example"_s);
    QVERIFY2(table->item(1, 3)->text().startsWith(u"403 Forbidden"_s),
             qPrintable(table->item(1, 3)->text()));
    QCOMPARE(child<QLabel>(dialog, u"indexNowResult"_s)->text(),
             u"3 of 5 URLs accepted, in 1 of 2 requests."_s);

    const QList<TestRequest> posts = m_server.requests(u"/indexnow"_s);
    QCOMPARE(posts.size(), 2);
    QCOMPARE(QJsonDocument::fromJson(posts.at(1).body).object().value(u"host"_s).toString(),
             u"shop.example"_s);
    // Remembered for the next time.
    IndexNowDialog again(ws);
    QCOMPARE(child<QLineEdit>(again, u"indexNowKey"_s)->text(), Key);
    QCOMPARE(child<QComboBox>(again, u"indexNowEndpoint"_s)->currentText(),
             m_server.url(u"/indexnow"_s).toString());
}

void TestIndexNowDialog::keyFileCheckedFirst()
{
    m_server.route(u"/indexnow"_s, TestResponse::ok({}));
    // The server's pages only: their key file is on the test server.
    const Workspace all = workspace();
    Workspace ws = all;
    ws.sitemaps.first().entries.resize(3);
    IndexNowDialog dialog(ws);
    dialog.show();
    child<QComboBox>(dialog, u"indexNowEndpoint"_s)
        ->setCurrentText(m_server.url(u"/indexnow"_s).toString());
    QTest::keyClicks(child<QLineEdit>(dialog, u"indexNowKey"_s), Key);
    QVERIFY(child<QCheckBox>(dialog, u"indexNowVerifyKey"_s)->isChecked()); // the default
    auto *result = child<QLabel>(dialog, u"indexNowResult"_s);
    QSignalSpy finished(&dialog, &IndexNowDialog::submissionFinished);

    dialog.submit();
    QVERIFY(finished.size() == 1 || finished.wait(30000));
    QVERIFY2(result->text().contains(u"404"_s) && result->text().contains(u"Nothing was sent"_s),
             qPrintable(result->text()));
    QVERIFY(m_server.requests(u"/indexnow"_s).isEmpty());
    QCOMPARE(m_server.requests(u"/"_s + Key + u".txt"_s).size(), 1);

    m_server.serve(u"/"_s + Key + u".txt"_s, Key.toUtf8(), "text/plain");
    dialog.submit();
    QVERIFY(finished.wait(30000));
    QCOMPARE(result->text(), u"3 of 3 URLs accepted, in 1 of 1 requests."_s);
    QCOMPARE(m_server.requests(u"/indexnow"_s).size(), 1);
}

QTEST_MAIN(TestIndexNowDialog)
#include "tst_indexnowdialog.moc"
