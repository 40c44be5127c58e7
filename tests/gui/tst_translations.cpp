// The window in another language: the choice of translation by locale, the English plural
// forms, and the real window started in Czech (menus, a form label, a rule title, Qt's own
// buttons). That every string has a translation is checked by translations_complete
// (tests/translations/check-translations.sh), which runs lupdate on the sources.

#include "document/language.h"
#include "io/readers/robotstxt.h"
#include "mainwindow.h"
#include "net/crawler.h"
#include "testpaths.h"

#include <QAbstractItemModel>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSet>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTreeView>
#include <QScopeGuard>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;
using namespace Studio;

namespace {

constexpr int Patience = 60000;

// Not well-formed: a raw '<' in a changefreq.
const QString NotWellFormed = TestPaths::data(u"urlset-unescaped-lt.xml"_s);

// A message box would wait for a click that never comes: `window` records what it would have
// asked in `prompts` and answers Cancel.
void recordPrompts(MainWindow &window, QStringList &prompts)
{
    window.setPrompt([&prompts](QMessageBox::Icon, const QString &, const QString &text,
                                QMessageBox::StandardButtons) {
        prompts.append(text);
        return QMessageBox::Cancel;
    });
}

QStringList columnTexts(const QAbstractItemModel *model, int column)
{
    QStringList texts;
    for (int row = 0; row < model->rowCount(); ++row)
        texts.append(model->index(row, column).data().toString());
    return texts;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void matchesTheLocale_data();
    void matchesTheLocale();
    void translationsAreCompiledIn();
    void englishPluralForms();
    void ukrainian();
    void engineClassesFoundByTheirContext();
    void languageMenuChoosesForTheNextStart();
    // Last: it installs the Czech translators for the rest of the run.
    void windowInCzech();
};

void TestTranslations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"Sitemap Studio Tests"_s);
    QCoreApplication::setApplicationName(u"tst_translations"_s);
    QSettings().clear();
    QVERIFY2(QFileInfo::exists(NotWellFormed),
             qPrintable(u"missing test input "_s + NotWellFormed));
}

void TestTranslations::matchesTheLocale_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("language");
    QTest::newRow("Czech in Czechia") << u"cs_CZ"_s << u"cs"_s;
    QTest::newRow("Ukrainian") << u"uk_UA"_s << u"uk"_s;
    QTest::newRow("English") << u"en_GB"_s << u"en"_s;
    QTest::newRow("German: none, so English") << u"de_DE"_s << u"en"_s;
    QTest::newRow("C") << u"C"_s << u"en"_s;
}

void TestTranslations::matchesTheLocale()
{
    QFETCH(QString, locale);
    QFETCH(QString, language);
    QCOMPARE(Language::match(QLocale(locale)), language);
}

void TestTranslations::translationsAreCompiledIn()
{
    const QStringList languages = Language::available();
    QVERIFY2(languages.contains(u"cs"_s), qPrintable(languages.join(u' ')));
    QVERIFY2(languages.contains(u"uk"_s), qPrintable(languages.join(u' ')));
    QCOMPARE(languages.first(), u"en"_s);
    QCOMPARE(Language::nativeName(u"cs"_s), u"Čeština"_s);
    QCOMPARE(Language::nativeName(u"uk"_s), u"Українська"_s);
}

// English words its plurals through a translation of its own: without it, Qt would show
// the source's one form for every count.
void TestTranslations::englishPluralForms()
{
    QTranslator english;
    QVERIFY(english.load(u":/i18n/sitemap-studio_en.qm"_s));
    QCOMPARE(english.translate("Studio::Statistics", "Other (%n hosts)", nullptr, 1),
             u"Other (%n host)"_s);
    QCOMPARE(english.translate("Studio::Statistics", "Other (%n hosts)", nullptr, 2),
             u"Other (%n hosts)"_s);
    QCOMPARE(english.translate("Studio::TextDecoder",
                               "%n whitespace character(s) precede the XML declaration",
                               nullptr, 1),
             u"%n whitespace character precedes the XML declaration"_s);
}

void TestTranslations::ukrainian()
{
    QTranslator ukrainian;
    QVERIFY(ukrainian.load(QLocale(u"uk_UA"_s), u"sitemap-studio"_s, u"_"_s, u":/i18n"_s));
    QCOMPARE(ukrainian.translate("Studio::MainWindow", "&File"), u"&Файл"_s);
    QCOMPARE(ukrainian.translate("Rules", "Parsing error"), u"Помилка синтаксичного аналізу"_s);
    // Three plural forms: 1, 2 to 4, and 5 or more (and 11 to 14).
    const QString one = ukrainian.translate("Studio::Statistics", "Other (%n hosts)", nullptr, 1);
    const QString few = ukrainian.translate("Studio::Statistics", "Other (%n hosts)", nullptr, 3);
    const QString many = ukrainian.translate("Studio::Statistics", "Other (%n hosts)", nullptr, 11);
    QVERIFY(!one.isEmpty() && !few.isEmpty() && !many.isEmpty());
    QCOMPARE(QSet<QString>({ one, few, many }).size(), 3);
}

// The engine's classes translate under their own names (Studio::Crawler, Studio::RobotsTxt):
// a crawl's summary and a robots.txt finding come out in Czech when the window is.
void TestTranslations::engineClassesFoundByTheirContext()
{
    QTranslator czech;
    QVERIFY(czech.load(QLocale(u"cs_CZ"_s), u"sitemap-studio"_s, u"_"_s, u":/i18n"_s));
    QCoreApplication::installTranslator(&czech);
    const auto removed = qScopeGuard([&] { QCoreApplication::removeTranslator(&czech); });
    CrawlCut cut;
    cut.kind = CrawlCut::Kind::QueryVariants;
    cut.pattern = u"/calendar?…"_s;
    cut.count = 3;
    cut.limit = 1000;
    cut.examples = { u"https://example.com/calendar?month=1001"_s };
    QVERIFY2(cut.describe().startsWith(u"Past pro roboty: /calendar?…"_s), qPrintable(cut.describe()));
    QByteArray robots = "User-agent: *\nDisallow: /x\n";
    robots += QByteArray(RobotsTxt::MaxBytes, '#');
    const RobotsTxt parsed = RobotsTxt::parse(robots);
    QVERIFY(!parsed.findings().isEmpty());
    QVERIFY2(parsed.findings().last().message.startsWith(u"Soubor robots.txt má přes 500 KiB"_s),
             qPrintable(parsed.findings().last().message));
}

void TestTranslations::languageMenuChoosesForTheNextStart()
{
    QStringList prompts; // outlives the window that appends to it
    MainWindow window;
    recordPrompts(window, prompts);
    auto *menu = window.findChild<QMenu *>(u"languageMenu"_s);
    QVERIFY(menu);
    auto *system = window.findChild<QAction *>(u"actionLanguage_system"_s);
    auto *czech = window.findChild<QAction *>(u"actionLanguage_cs"_s);
    auto *ukrainian = window.findChild<QAction *>(u"actionLanguage_uk"_s);
    QVERIFY(system && czech && ukrainian);
    QVERIFY(system->isChecked());
    QCOMPARE(czech->text(), u"Čeština"_s);

    ukrainian->trigger();
    QCOMPARE(QSettings().value(u"language"_s).toString(), u"uk"_s);
    QVERIFY(ukrainian->isChecked() && !system->isChecked());
    QVERIFY2(window.statusBar()->currentMessage().contains(u"Українська"_s),
             qPrintable(window.statusBar()->currentMessage()));
    system->trigger();
    QVERIFY(!QSettings().contains(u"language"_s));
}

void TestTranslations::windowInCzech()
{
    Language::setChosen(u"cs"_s);
    QCOMPARE(Language::install(qApp, Language::chosen()), u"cs"_s);
    QCOMPARE(QLocale().language(), QLocale::Czech);

    QStringList prompts; // outlives the window that appends to it
    MainWindow window;
    recordPrompts(window, prompts);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // The menus.
    const QList<QAction *> menus = window.menuBar()->actions();
    QVERIFY(menus.size() >= 4);
    QCOMPARE(menus.at(0)->text(), u"&Soubor"_s);
    QCOMPARE(menus.at(1)->text(), u"Úpr&avy"_s);

    // A label of the entry form, found as the buddy of its field.
    auto *lastmod = window.findChild<QWidget *>(u"lastmodEdit"_s);
    QVERIFY(lastmod);
    QLabel *label = nullptr;
    for (QLabel *candidate : window.findChildren<QLabel *>())
        if (candidate->buddy() == lastmod)
            label = candidate;
    QVERIFY(label);
    QCOMPARE(label->text(), u"&Poslední změna:"_s);

    // A rule's title in the warnings dock, for a file that is not well-formed.
    QVERIFY2(window.openFile(NotWellFormed), qPrintable(prompts.join(u'\n')));
    auto *findings = window.findChild<QTreeView *>(u"findingsView"_s);
    QVERIFY(findings);
    QAbstractItemModelTester tester(findings->model());
    QVERIFY(QTest::qWaitFor([findings] { return findings->model()->rowCount() > 0; },
                            Patience));
    const QStringList problems = columnTexts(findings->model(), 1);
    QVERIFY2(problems.contains(u"Chyba analýzy"_s), qPrintable(problems.join(u" | ")));
    QVERIFY(!problems.contains(u"Parsing error"_s));
    QCOMPARE(findings->model()->headerData(1, Qt::Horizontal).toString(), u"Problém"_s);

    // Qt's own strings, from Qt's translations.
    QDialogButtonBox buttons(QDialogButtonBox::Cancel);
    QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), u"Zrušit"_s);
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
