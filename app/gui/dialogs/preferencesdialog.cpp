#include "preferencesdialog.h"

#include "controllers/filecontroller.h"
#include "dialogs/crawldialog.h"
#include "document/autosave.h"
#include "document/language.h"
#include "document/linkchecksession.h"
#include "widgets/accessibility.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// A form that fits a small screen in every language: a label too long for its row puts its
// field below it.
QFormLayout *formOf(QWidget *page)
{
    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    qobject_cast<QVBoxLayout *>(page->layout())->addLayout(form);
    return form;
}

// A paragraph that says what a page is for, wrapped to the dialog's width.
QLabel *explanation(const QString &text, QWidget *page)
{
    auto *label = new QLabel(text, page);
    label->setWordWrap(true);
    qobject_cast<QVBoxLayout *>(page->layout())->addWidget(label);
    return label;
}

} // namespace

LinkCheckFields::LinkCheckFields(QWidget *parent)
    : concurrency(new QSpinBox(parent))
    , delay(new QSpinBox(parent))
{
    const LinkCheckOptions options = LinkCheckSession::savedOptions();
    concurrency->setObjectName(QStringLiteral("linkCheckConcurrency"));
    concurrency->setRange(1, 32);
    concurrency->setValue(options.concurrency);
    concurrency->setToolTip(tr("Requests at once, all hosts together; never more than %1 to "
                               "one host")
                                .arg(LinkCheckOptions::HostLimit));
    delay->setObjectName(QStringLiteral("linkCheckDelay"));
    delay->setRange(0, 60000);
    delay->setSingleStep(100);
    delay->setSuffix(tr(" ms"));
    delay->setValue(options.delayMs);
    delay->setToolTip(tr("Between the starts of two requests to the same host"));
}

void LinkCheckFields::addRows(QFormLayout *form)
{
    form->addRow(tr("&Requests at once:"), concurrency);
    form->addRow(tr("&Delay per host:"), delay);
}

void LinkCheckFields::save() const
{
    LinkCheckSession::saveOptions(concurrency->value(), delay->value());
}

PreferencesDialog::PreferencesDialog(const QList<Column> &columns, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"preferencesDialog"_s);
    setWindowTitle(tr("Preferences"));
    m_pages = new QListWidget(this);
    m_pages->setObjectName(u"preferencesPages"_s);
    m_pages->setAccessibleName(tr("Pages"));
    m_stack = new QStackedWidget(this);
    m_stack->setObjectName(u"preferencesStack"_s);

    // General: the language, the reading limit.
    QWidget *general = addPage(u"preferencesGeneral"_s, tr("General"));
    QFormLayout *form = formOf(general);
    m_language = new QComboBox(general);
    m_language->setObjectName(u"preferencesLanguage"_s);
    m_language->addItem(
        tr("System language (%1)").arg(Language::spokenName(QString())), QString());
    for (const QString &code : Language::available())
        m_language->addItem(Language::nativeName(code), code);
    m_language->setCurrentIndex(qMax(0, m_language->findData(Language::chosen())));
    form->addRow(tr("&Language:"), m_language);
    m_languageNotice = new QLabel(general);
    m_languageNotice->setObjectName(u"languageNotice"_s);
    m_languageNotice->setWordWrap(true);
    m_restart = new QPushButton(tr("Restart &Now"), general);
    m_restart->setObjectName(u"restartNow"_s);
    m_restart->setToolTip(tr("Save these preferences, close the window as Quit does (unsaved "
                             "work is asked about first) and start Sitemap Studio again"));
    auto *notice = new QHBoxLayout;
    notice->addWidget(m_languageNotice, 1);
    notice->addWidget(m_restart, 0, Qt::AlignTop);
    form->addRow(notice);
    m_readingLimit = new QSpinBox(general);
    m_readingLimit->setObjectName(u"preferencesReadingLimit"_s);
    m_readingLimit->setRange(1, FileController::MaxReadingLimitMegabytes);
    m_readingLimit->setSingleStep(16);
    m_readingLimit->setSuffix(tr(" MB"));
    m_readingLimit->setValue(FileController::readingLimitMegabytes());
    form->addRow(tr("&Reading limit:"), m_readingLimit);
    explanation(tr("The reading limit is how much of a compressed file, a zip entry or a "
                   "download is read; an uncompressed file on disk is always read whole. "
                   "Files opened from now on use it."),
                general)
        ->setObjectName(u"readingLimitHelp"_s);
    connect(m_language, &QComboBox::currentIndexChanged, this,
            &PreferencesDialog::updateLanguageNotice);
    connect(m_restart, &QPushButton::clicked, this, [this] {
        save();
        done(RestartRequested);
    });
    updateLanguageNotice();

    // Autosave.
    QWidget *autosave = addPage(u"preferencesAutosave"_s, tr("Autosave"));
    explanation(tr("A copy of unsaved work is kept while you edit. When Sitemap Studio or the "
                   "computer stops before the work is saved, the next start offers the copy."),
                autosave);
    form = formOf(autosave);
    const int minutes = Autosave::savedMinutes();
    m_autosave = new QCheckBox(tr("&Keep a copy of unsaved work"), autosave);
    m_autosave->setObjectName(u"autosaveEnabled"_s);
    m_autosave->setChecked(minutes > 0);
    form->addRow(m_autosave);
    m_autosaveMinutes = new QSpinBox(autosave);
    m_autosaveMinutes->setObjectName(u"autosaveMinutes"_s);
    m_autosaveMinutes->setRange(1, Autosave::MaxMinutes);
    m_autosaveMinutes->setSuffix(tr(" min"));
    m_autosaveMinutes->setValue(minutes > 0 ? minutes : Autosave::DefaultMinutes);
    m_autosaveMinutes->setEnabled(minutes > 0);
    connect(m_autosave, &QCheckBox::toggled, m_autosaveMinutes, &QWidget::setEnabled);
    form->addRow(tr("&Every:"), m_autosaveMinutes);

    // The crawl dialog's limits.
    QWidget *crawl = addPage(u"preferencesCrawl"_s, tr("Crawl"));
    explanation(tr("Tools → Crawl Site… opens with these. Each crawl started keeps its own "
                   "choices for the next one, here too."),
                crawl);
    m_crawl = std::make_unique<CrawlLimitFields>(crawl);
    m_crawl->show(CrawlChoices::load());
    m_crawl->addRows(formOf(crawl));

    // The link check.
    QWidget *links = addPage(u"preferencesLinkCheck"_s, tr("Link Check"));
    explanation(tr("How politely Tools → Check Links asks the servers."), links);
    m_linkCheck = std::make_unique<LinkCheckFields>(links);
    m_linkCheck->addRows(formOf(links));

    // The entry table's columns, two to a row.
    QWidget *columnPage = addPage(u"preferencesColumns"_s, tr("Columns"));
    explanation(tr("The columns of the table of entries, as View → Columns and the table "
                   "header's context menu choose them."),
                columnPage);
    auto *grid = new QGridLayout;
    qobject_cast<QVBoxLayout *>(columnPage->layout())->addLayout(grid);
    QString taken = Accessibility::mnemonicsIn(this);
    for (const Column &column : columns) {
        auto *box = new QCheckBox(Accessibility::withMnemonic(column.name, &taken), columnPage);
        box->setObjectName(u"columnShown%1"_s.arg(m_columns.size()));
        box->setChecked(column.shown || column.fixed);
        box->setEnabled(!column.fixed);
        const int index = int(m_columns.size());
        grid->addWidget(box, index / 2, index % 2);
        m_columns.append(box);
    }

    for (int page = 0; page < m_stack->count(); ++page)
        qobject_cast<QVBoxLayout *>(m_stack->widget(page)->layout())->addStretch();
    // The list as wide as its longest page name, no wider.
    m_pages->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    m_pages->setFixedWidth(m_pages->sizeHintForColumn(0) + 2 * m_pages->frameWidth()
                           + fontMetrics().averageCharWidth() * 2);
    connect(m_pages, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);
    m_pages->setCurrentRow(0);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->setObjectName(u"preferencesButtons"_s);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *body = new QHBoxLayout;
    body->addWidget(m_pages);
    body->addWidget(m_stack, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(buttons);
}

PreferencesDialog::~PreferencesDialog() = default;

QWidget *PreferencesDialog::addPage(const QString &name, const QString &title)
{
    auto *page = new QWidget(m_stack);
    page->setObjectName(name);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    m_stack->addWidget(page);
    m_pages->addItem(title);
    return page;
}

void PreferencesDialog::showPage(const QString &name)
{
    for (int page = 0; page < m_stack->count(); ++page)
        if (m_stack->widget(page)->objectName() == name)
            m_pages->setCurrentRow(page);
}

void PreferencesDialog::updateLanguageNotice()
{
    // The window's texts are taken as it is built: a language takes effect at the next start.
    const QString code = m_language->currentData().toString();
    const bool differs = code != Language::startedWith();
    m_languageNotice->setText(
        differs ? tr("Sitemap Studio speaks %1 when it starts again.")
                          .arg(Language::spokenName(code))
                : QString());
    m_languageNotice->setVisible(differs);
    m_restart->setVisible(differs);
}

void PreferencesDialog::save() const
{
    Language::setChosen(m_language->currentData().toString());
    FileController::setReadingLimitMegabytes(m_readingLimit->value());
    Autosave::saveMinutes(m_autosave->isChecked() ? m_autosaveMinutes->value() : 0);
    CrawlChoices choices = CrawlChoices::load();
    m_crawl->take(&choices);
    choices.save();
    m_linkCheck->save();
}

QList<bool> PreferencesDialog::shownColumns() const
{
    QList<bool> shown;
    for (const QCheckBox *box : m_columns)
        shown.append(box->isChecked());
    return shown;
}

} // namespace Studio
