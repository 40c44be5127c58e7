#include "inspectdialog.h"

#include "controllers/coveragecontroller.h"
#include "net/searchconsole.h"
#include "widgets/savelocation.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

const QString PropertyKey = u"searchConsole/property"_s;
const QString ClientKey = u"searchConsole/client"_s;

// The properties the URLs suggest, most URLs first: each host as a URL-prefix property, then
// its domain property (the host without "www.").
QStringList suggestedProperties(const QStringList &urls)
{
    QHash<QString, int> hosts;
    QStringList order;
    for (const QString &loc : urls) {
        const QUrl url(loc);
        if (url.host().isEmpty() || (url.scheme() != u"https" && url.scheme() != u"http"))
            continue;
        const QString prefix = url.scheme() + u"://"_s + url.host(QUrl::FullyEncoded) + u'/';
        if (!hosts.contains(prefix))
            order.append(prefix);
        ++hosts[prefix];
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](const QString &a, const QString &b) { return hosts[a] > hosts[b]; });
    QStringList properties = order;
    for (const QString &prefix : std::as_const(order)) {
        QString host = QUrl(prefix).host(QUrl::FullyEncoded);
        if (host.startsWith(u"www."_s))
            host = host.mid(4);
        const QString domain = u"sc-domain:"_s + host;
        if (!properties.contains(domain))
            properties.append(domain);
    }
    return properties;
}

// Whether `url` belongs to `property` as Search Console reads one: under the URL prefix, or on
// the domain or a host under it.
bool inProperty(const QString &url, const QString &property)
{
    if (property.startsWith(u"sc-domain:"_s)) {
        const QString domain = property.mid(10).toLower();
        const QString host = QUrl(url).host(QUrl::FullyEncoded).toLower();
        return host == domain || host.endsWith(u'.' + domain);
    }
    return url.startsWith(property);
}

} // namespace

InspectDialog::InspectDialog(CoverageController *coverage, UrlSource urls, SecretStore *keyring,
                             const QString &documentPath, QWidget *parent)
    : QDialog(parent)
    , m_coverage(coverage)
    , m_urls(std::move(urls))
    , m_keyring(keyring)
    , m_browser([](const QUrl &url) { QDesktopServices::openUrl(url); })
{
    setObjectName(u"inspectDialog"_s);
    setWindowTitle(tr("Inspect with Search Console"));
    const QSettings settings;

    auto *intro = new QLabel(
        tr("Asks Google's URL Inspection API what it did with each URL: indexed or not, why, "
           "and the canonical it chose. Google answers 2,000 URLs a day for a property; the "
           "answers are kept in a file, and the next run goes on where this one stops."),
        this);
    intro->setWordWrap(true);

    m_property = new QComboBox(this);
    m_property->setObjectName(u"inspectProperty"_s);
    m_property->setEditable(true);
    m_property->setInsertPolicy(QComboBox::NoInsert);
    m_property->setToolTip(tr("The Search Console property as Search Console writes it: a URL "
                              "prefix (https://www.example.com/) or sc-domain:example.com"));
    const QStringList all = m_urls(false);
    QStringList properties = suggestedProperties(all);
    if (const QString last = settings.value(PropertyKey).toString();
        !last.isEmpty() && properties.contains(last))
        properties.move(properties.indexOf(last), 0);
    m_property->addItems(properties);

    m_client = new QLineEdit(settings.value(ClientKey).toString(), this);
    m_client->setObjectName(u"inspectClient"_s);
    m_client->setPlaceholderText(tr("client_secret_….json of your Google Cloud project"));
    m_client->setToolTip(tr("The OAuth client (Desktop app) made in your own Google Cloud "
                            "project with the Search Console API enabled; Sitemap Studio "
                            "ships none"));
    m_chooseClient = new QPushButton(tr("Choose…"), this);
    m_chooseClient->setObjectName(u"inspectChooseClient"_s);
    connect(m_chooseClient, &QPushButton::clicked, this, &InspectDialog::chooseClient);
    auto *clientRow = new QHBoxLayout;
    clientRow->addWidget(m_client, 1);
    clientRow->addWidget(m_chooseClient);

    const QLocale locale;
    m_every = new QRadioButton(
        tr("Every URL of the document (%1)").arg(locale.toString(qsizetype(all.size()))), this);
    m_every->setObjectName(u"inspectEvery"_s);
    m_every->setChecked(true);
    m_shown = new QRadioButton(
        tr("The URLs the table shows (%1)").arg(locale.toString(qsizetype(m_urls(true).size()))),
        this);
    m_shown->setObjectName(u"inspectShown"_s);
    auto *which = new QVBoxLayout;
    which->addWidget(m_every);
    which->addWidget(m_shown);

    m_perDay = new QSpinBox(this);
    m_perDay->setObjectName(u"inspectPerDay"_s);
    m_perDay->setRange(1, InspectionQuota::GooglePerDay);
    m_perDay->setValue(InspectionQuota::GooglePerDay);
    m_perDay->setToolTip(tr("Inspections of the property a day, the day's earlier ones in the "
                            "file counted (Google's day runs on Pacific Time)"));

    QString output;
    if (!documentPath.isEmpty() && !documentPath.contains(u"://"_s)) {
        const QFileInfo document(documentPath);
        output = document.dir().filePath(document.completeBaseName() + u"-inspections.jsonl"_s);
    } else {
        output = SaveLocation::suggested(QString(), u"inspections.jsonl"_s);
    }
    m_output = new QLineEdit(QDir::toNativeSeparators(output), this);
    m_output->setObjectName(u"inspectOutput"_s);
    m_output->setToolTip(tr("The answers are appended to this file as they come (JSON lines, "
                            "as the command line's inspect and coverage read them)"));
    m_chooseOutput = new QPushButton(tr("Choose…"), this);
    m_chooseOutput->setObjectName(u"inspectChooseOutput"_s);
    connect(m_chooseOutput, &QPushButton::clicked, this, &InspectDialog::chooseOutput);
    auto *outputRow = new QHBoxLayout;
    outputRow->addWidget(m_output, 1);
    outputRow->addWidget(m_chooseOutput);

    auto *form = new QFormLayout;
    form->addRow(tr("&Property:"), m_property);
    form->addRow(tr("&Sign in with:"), clientRow);
    form->addRow(tr("&URLs:"), which);
    form->addRow(tr("At most &today:"), m_perDay);
    form->addRow(tr("&Answers go to:"), outputRow);
    for (QWidget *field : { static_cast<QWidget *>(m_property), static_cast<QWidget *>(m_perDay) })
        if (auto *label = qobject_cast<QLabel *>(form->labelForField(field)))
            label->setBuddy(field);
    for (const auto &[row, field] : { std::pair<QLayout *, QWidget *> { clientRow, m_client },
                                      std::pair<QLayout *, QWidget *> { outputRow, m_output },
                                      std::pair<QLayout *, QWidget *> { which, m_every } })
        if (auto *label = qobject_cast<QLabel *>(form->labelForField(row)))
            label->setBuddy(field);

    m_status = new QLabel(this);
    m_status->setObjectName(u"inspectStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    m_status->setOpenExternalLinks(false);
    connect(m_status, &QLabel::linkActivated, this,
            [this](const QString &link) { m_browser(QUrl(link)); });
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(u"inspectProgress"_s);
    m_progress->hide();

    auto *buttons = new QDialogButtonBox(this);
    m_inspect = buttons->addButton(tr("&Inspect"), QDialogButtonBox::AcceptRole);
    m_inspect->setObjectName(u"inspectStart"_s);
    m_stop = buttons->addButton(tr("St&op"), QDialogButtonBox::ActionRole);
    m_stop->setObjectName(u"inspectStop"_s);
    m_stop->setEnabled(false);
    QPushButton *close = buttons->addButton(QDialogButtonBox::Close);
    // The buttons act; the box's accepted/rejected would close the dialog.
    connect(m_inspect, &QPushButton::clicked, this, &InspectDialog::start);
    connect(m_stop, &QPushButton::clicked, this, &InspectDialog::stop);
    connect(close, &QPushButton::clicked, this, &QDialog::close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_progress);
    layout->addStretch(1);
    layout->addWidget(buttons);
    m_inspect->setDefault(true);
    setMinimumWidth(fontMetrics().averageCharWidth() * 70);
}

InspectDialog::~InspectDialog()
{
    if (m_inspector)
        m_inspector->stop();
}

bool InspectDialog::isRunning() const
{
    return m_authorization || m_inspector;
}

QString InspectDialog::status() const
{
    return m_status->text();
}

void InspectDialog::say(const QString &status)
{
    m_status->setText(status.toHtmlEscaped());
}

void InspectDialog::setRunning(bool running)
{
    for (QWidget *field : std::initializer_list<QWidget *> {
             m_property, m_client, m_chooseClient, m_every, m_shown, m_perDay, m_output,
             m_chooseOutput, m_inspect })
        field->setEnabled(!running);
    m_stop->setEnabled(running);
    m_progress->setVisible(running);
}

void InspectDialog::chooseClient()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("OAuth Client of Your Google Cloud Project"), QFileInfo(m_client->text()).path(),
        tr("OAuth client (*.json)") + u";;"_s + tr("All files (*)"));
    if (!path.isEmpty())
        m_client->setText(QDir::toNativeSeparators(path));
}

void InspectDialog::chooseOutput()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("File of the Answers"), QDir::fromNativeSeparators(m_output->text()),
        tr("URL Inspection results (*.jsonl)") + u";;"_s + tr("All files (*)"), nullptr,
        QFileDialog::DontConfirmOverwrite); // appended to, never replaced
    if (!path.isEmpty())
        m_output->setText(QDir::toNativeSeparators(path));
}

bool InspectDialog::start()
{
    if (isRunning())
        return false;
    const QString property = m_property->currentText().trimmed();
    if (!property.startsWith(u"sc-domain:"_s) && !property.startsWith(u"https://"_s)
        && !property.startsWith(u"http://"_s)) {
        say(tr("Property: write it as Search Console does, a URL prefix "
               "(https://www.example.com/) or sc-domain:example.com."));
        m_property->setFocus();
        return false;
    }
    OAuthClient client;
    if (SearchConsoleAuthorization::environmentToken().isEmpty()) {
        QString error;
        const QString clientPath = QDir::fromNativeSeparators(m_client->text().trimmed());
        client = clientPath.isEmpty() ? OAuthClient() : OAuthClient::read(clientPath, &error);
        if (client.clientId.isEmpty()) {
            say(clientPath.isEmpty()
                    ? tr("Sign in with: choose the OAuth client file of your Google Cloud "
                         "project (a Desktop app client, with the Search Console API enabled).")
                    : tr("Sign in with: %1").arg(error));
            m_client->setFocus();
            return false;
        }
    }
    const QString output = QDir::fromNativeSeparators(m_output->text().trimmed());
    if (output.isEmpty() || !QFileInfo(QFileInfo(output).path()).isDir()) {
        say(tr("Answers go to: choose a file in a folder that exists."));
        m_output->setFocus();
        return false;
    }
    // What the file holds already: not asked again, and today's counted.
    QString error;
    const InspectionLog log
        = InspectionLog::read(output, property, QDateTime::currentDateTimeUtc(), &error);
    if (!error.isEmpty()) {
        say(tr("Answers go to: %1").arg(error));
        return false;
    }
    m_toAsk.clear();
    m_already = 0;
    int outside = 0;
    QSet<QString> seen;
    for (const QString &url : m_urls(m_shown->isChecked())) {
        if (url.isEmpty() || seen.contains(url))
            continue;
        seen.insert(url);
        if (!inProperty(url, property))
            ++outside;
        else if (log.done.contains(url))
            ++m_already;
        else
            m_toAsk.append(url);
    }
    QSettings settings;
    settings.setValue(PropertyKey, property);
    settings.setValue(ClientKey, QDir::fromNativeSeparators(m_client->text().trimmed()));
    m_runOutput = output;
    m_runProperty = property;
    m_usedToday = log.today;
    if (m_toAsk.isEmpty()) {
        QString said = m_already > 0
            ? tr("Every URL of %1 is in the file already (%2); nothing to inspect.")
                  .arg(property, QLocale().toString(m_already))
            : tr("No URL of the document is in %1.").arg(property);
        if (outside > 0)
            said += u' ' + tr("%n URLs are outside the property.", nullptr, outside);
        finishRun(said);
        return true;
    }
    setRunning(true);
    say(tr("Signing in to Google…"));
    m_authorization = new SearchConsoleAuthorization(client, SearchConsole::ReadOnlyScope,
                                                     m_keyring, this);
    connect(m_authorization, &SearchConsoleAuthorization::authorizeWithBrowser, this,
            [this](const QUrl &url) {
                m_browser(url);
                const QString address = url.toString(QUrl::FullyEncoded);
                m_status->setText(
                    tr("Google's consent page is open in your browser: let Sitemap Studio read "
                       "Search Console there. Waiting for your answer… If no page opened, <a "
                       "href=\"%1\">open it here</a>.")
                        .arg(address.toHtmlEscaped()));
            });
    connect(m_authorization, &SearchConsoleAuthorization::failed, this,
            [this](const QString &message) {
                m_authorization->deleteLater();
                finishRun(tr("The sign-in did not succeed: %1").arg(message));
            });
    connect(m_authorization, &SearchConsoleAuthorization::granted, this, [this] {
        const QString token = m_authorization->token();
        m_authorization->deleteLater();
        inspect(token);
    });
    m_authorization->start();
    return true;
}

void InspectDialog::inspect(const QString &token)
{
    UrlInspector::Options options;
    options.property = m_runProperty;
    options.token = token;
    options.outPath = m_runOutput;
    options.perDay = m_perDay->value();
    options.usedToday = m_usedToday;
    m_inspector = new UrlInspector(options, this);
    m_progress->setRange(0, int(m_toAsk.size()));
    m_progress->setValue(0);
    say(tr("Inspecting %Ln URLs…", nullptr, int(m_toAsk.size())));
    connect(m_inspector, &UrlInspector::inspected, this, [this](const QString &, int done, int total) {
        m_progress->setValue(done);
        const QLocale locale;
        say(tr("%1 of %2 inspected").arg(locale.toString(done), locale.toString(total)));
    });
    connect(m_inspector, &UrlInspector::finished, this, [this] {
        const UrlInspector::Summary summary = m_inspector->summary();
        m_inspector->deleteLater();
        const QLocale locale;
        QString said = tr("%1 inspected, appended to %2")
                           .arg(locale.toString(summary.inspected),
                                QDir::toNativeSeparators(m_runOutput));
        if (summary.failed > 0)
            said += u"; "_s
                + tr("%n refused by Google (not in the property)", nullptr, summary.failed);
        if (!summary.left.isEmpty())
            said += u"; "_s
                + tr("%1 left for the next run").arg(locale.toString(qsizetype(summary.left.size())));
        said += u'.';
        switch (summary.stop) {
        case UrlInspector::Stop::Done:
        case UrlInspector::Stop::Stopped:
            break;
        case UrlInspector::Stop::QuotaSpent:
            said += u' '
                + tr("The day's inspections for %1 are spent; inspect again tomorrow (Pacific "
                     "Time) to go on where this run stopped.")
                      .arg(m_runProperty);
            break;
        case UrlInspector::Stop::Refused:
        case UrlInspector::Stop::Failed:
            said += u' ' + tr("Stopped: %1").arg(summary.message);
            break;
        }
        finishRun(said);
    });
    m_inspector->start(m_toAsk);
}

void InspectDialog::stop()
{
    if (m_authorization) {
        delete m_authorization;
        finishRun(tr("The sign-in was stopped."));
        return;
    }
    if (m_inspector)
        m_inspector->stop(); // finished() ends the run
}

void InspectDialog::finishRun(const QString &status)
{
    setRunning(false);
    // The answers, this run's and earlier ones, in the window's data: the Coverage column,
    // its filter, the sections' chart and the findings follow.
    if (QFileInfo(m_runOutput).size() > 0)
        m_coverage->importFiles({ m_runOutput });
    say(status);
    emit runFinished();
}

void InspectDialog::closeEvent(QCloseEvent *event)
{
    stop();
    QDialog::closeEvent(event);
}

} // namespace Studio
