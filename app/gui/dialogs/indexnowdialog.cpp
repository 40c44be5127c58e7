#include "indexnowdialog.h"

#include "model/workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Studio {

namespace {

enum Column { Batch, Host, Urls, Answer, ColumnCount };

// Endpoints that share submissions with every engine taking part; the user may type another.
const char *const KnownEndpoints[] = {
    "https://api.indexnow.org/indexnow",
    "https://www.bing.com/indexnow",
    "https://yandex.com/indexnow",
    "https://search.seznam.cz/indexnow",
};

QString endpointKey()
{
    return QStringLiteral("indexNow/endpoint");
}

QString keyKey()
{
    return QStringLiteral("indexNow/key");
}

} // namespace

IndexNowDialog::IndexNowDialog(const Workspace &workspace, QWidget *parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_indexNow(new IndexNow(FetchOptions(), this))
{
    setObjectName(QStringLiteral("indexNowDialog"));
    setWindowTitle(tr("Submit to IndexNow"));
    m_allUrls = IndexNow::urlsOf(workspace);
    m_urls = m_allUrls;

    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("IndexNow tells Bing, Yandex, Seznam, Naver and the other engines that take part "
           "about new or changed URLs. The site must publish its key in a text file, at "
           "/<key>.txt or at the key location given below."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_endpoint = new QComboBox(this);
    m_endpoint->setObjectName(QStringLiteral("indexNowEndpoint"));
    m_endpoint->setEditable(true);
    for (const char *known : KnownEndpoints)
        m_endpoint->addItem(QString::fromLatin1(known));
    m_endpoint->setToolTip(tr("The address submissions are POSTed to. Engines that take part "
                              "share what they receive with each other."));
    form->addRow(tr("&Endpoint:"), m_endpoint);
    m_key = new QLineEdit(this);
    m_key->setObjectName(QStringLiteral("indexNowKey"));
    m_key->setPlaceholderText(tr("8 to 128 letters, digits or dashes"));
    m_key->setToolTip(tr("The site's IndexNow key, the same as in its key file"));
    form->addRow(tr("&Key:"), m_key);
    m_keyLocation = new QLineEdit(this);
    m_keyLocation->setObjectName(QStringLiteral("indexNowKeyLocation"));
    m_keyLocation->setPlaceholderText(tr("Optional: https://www.example.com/keys/key.txt"));
    form->addRow(tr("Key &location:"), m_keyLocation);
    auto *sinceRow = new QHBoxLayout;
    m_sinceCheck = new QCheckBox(tr("Only URLs &modified since"), this);
    m_sinceCheck->setObjectName(QStringLiteral("indexNowSinceCheck"));
    m_since = new QDateTimeEdit(QDateTime::currentDateTimeUtc().addDays(-1), this);
    m_since->setObjectName(QStringLiteral("indexNowSince"));
    m_since->setCalendarPopup(true);
    m_since->setTimeSpec(Qt::UTC);
    m_since->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
    m_since->setEnabled(false);
    m_since->setAccessibleName(tr("Modified since"));
    sinceRow->addWidget(m_sinceCheck);
    sinceRow->addWidget(m_since, 1);
    form->addRow(sinceRow);
    m_verifyKey = new QCheckBox(tr("Check the key &file before submitting"), this);
    m_verifyKey->setObjectName(QStringLiteral("indexNowVerifyKey"));
    m_verifyKey->setChecked(true);
    form->addRow(m_verifyKey);
    layout->addLayout(form);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("indexNowSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("indexNowError"));
    m_error->setWordWrap(true);
    layout->addWidget(m_error);

    m_batches = new QTableWidget(0, ColumnCount, this);
    m_batches->setObjectName(QStringLiteral("indexNowBatches"));
    m_batches->setTabKeyNavigation(false); // Tab goes on to the buttons
    m_batches->setHorizontalHeaderLabels({ tr("Batch"), tr("Host"), tr("URLs"), tr("Answer") });
    m_batches->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_batches->horizontalHeader()->setStretchLastSection(true);
    m_batches->verticalHeader()->hide();
    m_batches->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_batches->setWordWrap(false);
    layout->addWidget(m_batches, 1);
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("indexNowResult"));
    m_result->setWordWrap(true);
    layout->addWidget(m_result);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_submit = buttons->addButton(tr("&Submit"), QDialogButtonBox::ActionRole);
    m_submit->setObjectName(QStringLiteral("indexNowSubmit"));
    m_cancel = buttons->addButton(tr("S&top"), QDialogButtonBox::ActionRole);
    m_cancel->setObjectName(QStringLiteral("indexNowStop"));
    m_cancel->setEnabled(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_submit, &QPushButton::clicked, this, &IndexNowDialog::submit);
    connect(m_cancel, &QPushButton::clicked, m_indexNow, &IndexNow::cancel);
    layout->addWidget(buttons);

    const QSettings settings;
    const QString endpoint = settings.value(endpointKey()).toString();
    if (!endpoint.isEmpty())
        m_endpoint->setCurrentText(endpoint);
    m_key->setText(settings.value(keyKey()).toString());

    connect(m_endpoint, &QComboBox::currentTextChanged, this, &IndexNowDialog::updatePlan);
    auto keyChanged = [this] {
        m_plan.reset();
        updatePlan();
    };
    connect(m_key, &QLineEdit::textChanged, this, keyChanged);
    connect(m_keyLocation, &QLineEdit::textChanged, this, keyChanged);
    connect(m_sinceCheck, &QCheckBox::toggled, m_since, &QWidget::setEnabled);
    connect(m_sinceCheck, &QCheckBox::toggled, this, &IndexNowDialog::refreshUrls);
    connect(m_since, &QDateTimeEdit::dateTimeChanged, this, &IndexNowDialog::refreshUrls);
    connect(m_indexNow, &IndexNow::answered, this, &IndexNowDialog::showAnswer);
    connect(m_indexNow, &IndexNow::finished, this, &IndexNowDialog::finishSubmission);
    resize(720, 480);
    updatePlan();
}

IndexNowDialog::~IndexNowDialog() = default;

IndexNowPlan IndexNowDialog::plan() const
{
    // Made again only when the key, the key location or the URLs change: grouping a million
    // URLs by host is not redone on each keystroke in the endpoint.
    if (!m_plan) {
        const QString location = m_keyLocation->text().trimmed();
        m_plan = IndexNow::plan(m_urls, m_key->text().trimmed(),
                                location.isEmpty() ? QUrl() : QUrl(location, QUrl::StrictMode));
        m_plan->notes = m_urlNotes + m_plan->notes;
    }
    return *m_plan;
}

void IndexNowDialog::refreshUrls()
{
    m_urlNotes.clear();
    m_urls = m_sinceCheck->isChecked()
        ? IndexNow::urlsOf(m_workspace, m_since->dateTime(), &m_urlNotes)
        : m_allUrls;
    m_plan.reset();
    updatePlan();
}

bool IndexNowDialog::isSubmitting() const
{
    return m_indexNow->isRunning();
}

void IndexNowDialog::updatePlan()
{
    if (isSubmitting())
        return;
    const IndexNowPlan current = plan();
    const QUrl endpoint(m_endpoint->currentText().trimmed(), QUrl::StrictMode);
    QString problem;
    if (m_key->text().trimmed().isEmpty())
        problem = tr("Enter the site's key.");
    else if (!current.ok())
        problem = current.error;
    else if (!endpoint.isValid() || endpoint.host().isEmpty()
             || (endpoint.scheme() != u"https" && endpoint.scheme() != u"http"))
        problem = tr("The endpoint must be an http or https address.");
    else if (current.urls == 0)
        problem = tr("There is nothing to submit.");
    m_error->setText(problem);
    m_error->setVisible(!problem.isEmpty());
    m_submit->setEnabled(problem.isEmpty());
    QString summary = current.ok()
        ? tr("%1 in %2 (at most %3 URLs each, one host per request).")
              .arg(tr("%Ln URLs", nullptr, int(current.urls)),
                   tr("%Ln requests", nullptr, int(current.batches.size())),
                   QLocale().toString(IndexNow::MaxUrlsPerBatch))
        : tr("%Ln URLs in the workspace.", nullptr, int(m_allUrls.size()));
    for (const QString &note : std::as_const(current.notes))
        summary += u'\n' + note;
    m_summary->setText(summary);
}

void IndexNowDialog::submit()
{
    if (isSubmitting() || !m_submit->isEnabled())
        return;
    m_sent = plan();
    QSettings settings;
    settings.setValue(endpointKey(), m_endpoint->currentText().trimmed());
    settings.setValue(keyKey(), m_key->text().trimmed());

    m_batches->setRowCount(int(m_sent.batches.size()));
    for (int row = 0; row < m_sent.batches.size(); ++row) {
        const IndexNowBatch &batch = m_sent.batches.at(row);
        m_batches->setItem(row, Batch, new QTableWidgetItem(QString::number(row + 1)));
        m_batches->setItem(row, Host, new QTableWidgetItem(batch.host));
        auto *count = new QTableWidgetItem(QString::number(batch.urls.size()));
        count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_batches->setItem(row, Urls, count);
        m_batches->setItem(row, Answer, new QTableWidgetItem(tr("waiting")));
    }
    m_result->clear();

    if (m_verifyKey->isChecked()) {
        // One small fetch per host; the dialog stays responsive since fetchBlocking runs an
        // event loop, but nothing is sent until every key file holds the key.
        setBusy(true);
        m_result->setText(tr("Checking the key files…"));
        QList<QUrl> checked;
        for (const IndexNowBatch &batch : std::as_const(m_sent.batches)) {
            if (checked.contains(batch.keyFile))
                continue;
            checked.append(batch.keyFile);
            FetchOptions options;
            options.maxBytes = 4096;
            const QString problem = IndexNow::checkKeyFile(
                Fetcher::fetchBlocking(batch.keyFile, options), m_sent.key);
            if (!problem.isEmpty()) {
                setBusy(false);
                m_result->setText(problem + u'\n' + tr("Nothing was sent."));
                for (int row = 0; row < m_batches->rowCount(); ++row)
                    m_batches->item(row, Answer)->setText(tr("not sent"));
                emit submissionFinished();
                return;
            }
        }
    }
    m_result->setText(tr("Submitting…"));
    const QUrl endpoint(m_endpoint->currentText().trimmed(), QUrl::StrictMode);
    m_indexNow->submit(endpoint, m_sent);
    setBusy(true);
}

void IndexNowDialog::showAnswer(int batch)
{
    const IndexNowAnswer &answer = m_indexNow->answers().at(batch);
    QTableWidgetItem *item = m_batches->item(batch, Answer);
    if (!item)
        return;
    item->setText(answer.message);
    item->setToolTip(answer.message);
    item->setIcon(style()->standardIcon(answer.accepted() ? QStyle::SP_DialogApplyButton
                                            : answer.sent ? QStyle::SP_MessageBoxWarning
                                                          : QStyle::SP_MessageBoxCritical));
}

void IndexNowDialog::finishSubmission()
{
    setBusy(false);
    qsizetype acceptedUrls = 0;
    int accepted = 0;
    for (const IndexNowAnswer &answer : m_indexNow->answers()) {
        if (answer.accepted()) {
            ++accepted;
            acceptedUrls += answer.urls;
        }
    }
    m_result->setText(tr("%1 of %2 URLs accepted, in %3 of %4 requests.", nullptr, int(m_sent.urls))
                          .arg(acceptedUrls)
                          .arg(m_sent.urls)
                          .arg(accepted)
                          .arg(m_sent.batches.size()));
    emit submissionFinished();
}

void IndexNowDialog::setBusy(bool busy)
{
    m_submit->setEnabled(!busy);
    m_cancel->setEnabled(busy && isSubmitting());
    for (QWidget *field : std::initializer_list<QWidget *> { m_endpoint, m_key, m_keyLocation,
                                                             m_sinceCheck, m_verifyKey })
        field->setEnabled(!busy);
    m_since->setEnabled(!busy && m_sinceCheck->isChecked());
    if (!busy)
        updatePlan();
}

} // namespace Studio
