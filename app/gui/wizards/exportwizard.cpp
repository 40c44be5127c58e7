#include "exportwizard.h"

#include "document/editordocument.h"
#include "io/writing/gzip.h"
#include "io/writing/sitemapwriter.h"
#include "models/exportplanmodel.h"
#include "util/url.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <map>
#include <memory>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// The plan is computed again this long after the last change of a field, so that typing a
// pattern plans once, not once per key.
constexpr int PlanDelayMs = 200;
// The gzip estimate's samples (see estimateGzip()): bytes serialised for all files together,
// for one file at least and at most, and the neighbouring entries taken at each place.
constexpr qint64 GzipSampleBudget = 8 * 1024 * 1024;
constexpr qint64 GzipMinSampleBytes = 32 * 1024;
constexpr qint64 GzipMaxSampleBytes = 1024 * 1024;
constexpr qsizetype GzipSampleRun = 64;
// Problems listed on a page before "and N more".
constexpr qsizetype ListedProblems = 3;
// Stands in for a base URL not yet valid, so that the limits page can preview the files
// (their sizes do not depend on it; only the index's does, by a few bytes per file).
const QString PreviewBaseUrl = u"https://example.com/"_s;

constexpr qint64 MegaBytes50 = Checker::MaxFileBytes; // 52,428,800
constexpr qint64 MegaBytes10 = 10 * 1024 * 1024;

QString number(qint64 value)
{
    return QLocale().toString(value);
}

// "15.68 MB": powers of 1024 with the traditional units, as the protocol's "50 MB" means
// 52,428,800 bytes.
QString shortSize(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 2, QLocale::DataSizeTraditionalFormat);
}

QString dataSize(qint64 bytes)
{
    if (bytes < 1024)
        return ExportWizard::tr("%1 bytes").arg(bytes);
    return ExportWizard::tr("%1 (%2 bytes)").arg(shortSize(bytes), QLocale().toString(bytes));
}

// "1 URL", "5 URLs": a count of its own, or part of a sentence.
QString urlCount(qsizetype count)
{
    return ExportWizard::tr("%Ln URLs", nullptr, int(count));
}

// "1 file", "3 files".
QString fileCount(qsizetype count)
{
    return ExportWizard::tr("%Ln files", nullptr, int(count));
}

// The rules about a file's limits; every other finding of a plan is about the base URL's scope.
bool isLimitFinding(const Finding &finding)
{
    return finding.ruleId == RuleId::FileSizeLimit || finding.ruleId == RuleId::TooManyNews;
}

// "• first\n• second\n… and 3 more" for a page's problem label: each sentence once (the
// plan repeats one for each pair of files that clash) and at most a handful, so that the
// page keeps its buttons in view.
QString problemList(QStringList items, qsizetype more)
{
    items.removeDuplicates();
    constexpr qsizetype MaxLines = 5;
    if (items.size() > MaxLines) {
        more += items.size() - MaxLines;
        items.resize(MaxLines);
    }
    QStringList lines;
    for (const QString &item : std::as_const(items))
        lines.append(u"• "_s + item);
    if (more > 0)
        lines.append(ExportWizard::tr("… and %1 more").arg(number(more)));
    return lines.join(u'\n');
}

QLabel *problemLabel(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// The segments of a "Split by" choice, the words of export --group-by; for "pattern", those of
// the pattern file at `file`. A null Segmenter, with the reason in `error` when it has one.
// The segments of the Split by combo's choice: its data are the specs of export's --group-by,
// and "pattern" takes the pattern file chosen beside it, so that the window and the command line
// split alike (Segmenter::fromSpec reads both).
Segmenter segmenterFor(const QString &kind, const QString &file, QString *error = nullptr)
{
    if (kind.isEmpty())
        return {};
    QString why;
    Segmenter segments;
    if (kind != u"pattern")
        segments = Segmenter::fromSpec(kind, &why);
    else if (file.isEmpty())
        why = ExportWizard::tr("Split by patterns: choose the file of NAME REGEX lines.");
    else if (segments = Segmenter::fromSpec(u"pattern:"_s + file, &why); segments.isNull())
        why = ExportWizard::tr("Split by patterns: %1").arg(why);
    if (error)
        *error = why;
    return segments;
}

} // namespace

// ---- pages ---------------------------------------------------------------------------------

// 1. What to export: everything, the table's selection or what its filter shows.
class ExportScopePage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ExportScopePage(ExportWizard *wizard)
        : m_wizard(wizard)
    {
        setObjectName(u"exportScopePage"_s);
        setTitle(tr("What to export"));
        setSubTitle(tr("The entries are written in the order they have in the workspace."));
        qsizetype all = 0;
        for (const Sitemap &sitemap : wizard->workspace().sitemaps)
            if (!sitemap.isIndex())
                all += sitemap.entries.size();
        const qsizetype selected = wizard->m_source.selection.size();
        const qsizetype shown = wizard->m_source.shown.size();
        m_all = new QRadioButton(tr("The &whole workspace (%1)").arg(urlCount(all)), this);
        m_all->setObjectName(u"exportScopeAll"_s);
        m_all->setToolTip(tr("Every URL of every sitemap the workspace holds; an index's own "
                             "entries are replaced by the new index"));
        m_selection
            = new QRadioButton(tr("The &selected entries (%1)").arg(urlCount(selected)), this);
        m_selection->setObjectName(u"exportScopeSelection"_s);
        m_selection->setToolTip(tr("The rows selected in the table"));
        m_shown
            = new QRadioButton(tr("The entries the &filter shows (%1)").arg(urlCount(shown)), this);
        m_shown->setObjectName(u"exportScopeShown"_s);
        m_shown->setToolTip(tr("Every row the table shows with its current filter"));
        m_all->setEnabled(all > 0);
        m_selection->setEnabled(selected > 0);
        m_shown->setEnabled(shown > 0);
        m_all->setChecked(true);
        auto *group = new QButtonGroup(this);
        auto *layout = new QVBoxLayout(this);
        for (QRadioButton *button : { m_all, m_selection, m_shown }) {
            group->addButton(button);
            layout->addWidget(button);
        }
        m_empty = new QLabel(tr("The workspace has no URLs to export."), this);
        m_empty->setObjectName(u"exportScopeEmpty"_s);
        m_empty->setVisible(all == 0);
        layout->addWidget(m_empty);
        auto *note = new QLabel(tr("Each entry is written with everything it holds: images, "
                                   "videos, news, alternates and unknown elements. The next "
                                   "page shows the files this makes."),
                                this);
        note->setWordWrap(true);
        note->setVisible(all > 0);
        layout->addSpacing(fontMetrics().lineSpacing());
        layout->addWidget(note);
        layout->addStretch(1);
        connect(group, &QButtonGroup::buttonToggled, this, [this](QAbstractButton *, bool on) {
            if (on)
                m_wizard->schedulePlan();
        });
    }

    ExportWizard::Scope scope() const
    {
        if (m_selection->isChecked())
            return ExportWizard::Scope::Selection;
        if (m_shown->isChecked())
            return ExportWizard::Scope::Shown;
        return ExportWizard::Scope::Workspace;
    }

    bool isComplete() const override { return m_all->isEnabled(); }

private:
    ExportWizard *m_wizard; // not owned; the page's wizard
    QRadioButton *m_all;
    QRadioButton *m_selection;
    QRadioButton *m_shown;
    QLabel *m_empty;
};

// 2. Limits and names, with the files the plan makes.
class ExportLimitsPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ExportLimitsPage(ExportWizard *wizard)
        : m_wizard(wizard)
    {
        setObjectName(u"exportLimitsPage"_s);
        setTitle(tr("Limits and names"));
        setSubTitle(tr("A file is closed before it would pass the first of the limits."));
        const ExportOptions defaults;
        auto *form = new QFormLayout;
        m_maxUrls = new QSpinBox(this);
        m_maxUrls->setObjectName(u"maxUrlsSpin"_s);
        m_maxUrls->setRange(1, int(Checker::MaxUrls));
        m_maxUrls->setGroupSeparatorShown(true);
        m_maxUrls->setValue(int(defaults.maxUrls));
        m_maxUrls->setToolTip(tr("A sitemap may list at most 50,000 URLs (sitemaps.org); a "
                                 "lower number makes smaller files that search engines fetch "
                                 "and re-read faster."));
        form->addRow(tr("&URLs per file:"), m_maxUrls);

        m_maxBytesChoice = new QComboBox(this);
        m_maxBytesChoice->setObjectName(u"maxBytesCombo"_s);
        m_maxBytesChoice->addItem(tr("50 MB, the protocol's limit"), MegaBytes50);
        m_maxBytesChoice->addItem(tr("10 MB, for older search engines"), MegaBytes10);
        m_maxBytesChoice->addItem(tr("Custom"), qint64(-1));
        m_maxBytesChoice->setToolTip(
            tr("A sitemap may take at most 52,428,800 bytes uncompressed (sitemaps.org), XML "
               "declaration and root element included; gzip does not raise it. Some older "
               "search engines read only 10 MB."));
        m_maxBytes = new QSpinBox(this);
        m_maxBytes->setObjectName(u"maxBytesSpin"_s);
        m_maxBytes->setRange(1, int(Checker::MaxFileBytes));
        m_maxBytes->setGroupSeparatorShown(true);
        m_maxBytes->setSuffix(tr(" bytes"));
        m_maxBytes->setValue(int(defaults.maxBytes));
        m_maxBytes->setEnabled(false);
        m_maxBytes->setAccessibleName(tr("Custom bytes per file"));
        m_maxBytes->setToolTip(tr("Uncompressed bytes per file, 1 to 52,428,800"));
        auto *bytesRow = new QHBoxLayout;
        bytesRow->addWidget(m_maxBytesChoice, 1);
        bytesRow->addWidget(m_maxBytes);
        // Not Alt+B nor Alt+N, the wizard's Back and Next.
        auto *bytesLabel = new QLabel(tr("B&ytes per file:"), this);
        bytesLabel->setBuddy(m_maxBytesChoice);
        form->addRow(bytesLabel, bytesRow);

        m_maxNews = new QSpinBox(this);
        m_maxNews->setObjectName(u"maxNewsSpin"_s);
        m_maxNews->setRange(1, int(Checker::MaxNewsPerFile));
        m_maxNews->setGroupSeparatorShown(true);
        m_maxNews->setValue(int(defaults.maxNews));
        m_maxNews->setToolTip(tr("Google News reads at most 1,000 news:news elements per "
                                 "sitemap; entries with news beyond that go to the next file."));
        form->addRow(tr("N&ews per file:"), m_maxNews);

        m_splitBy = new QComboBox(this);
        m_splitBy->setObjectName(u"splitByCombo"_s);
        m_splitBy->addItem(tr("Size only"), QString());
        m_splitBy->addItem(tr("Folder (/blog/, /shop/)"), u"folder:1"_s);
        m_splitBy->addItem(tr("Folder, two levels (/shop/shoes/)"), u"folder:2"_s);
        m_splitBy->addItem(tr("Language (hreflang, else /de/)"), u"language"_s);
        m_splitBy->addItem(tr("Content type (news, videos, images, pages)"), u"type"_s);
        m_splitBy->addItem(tr("Patterns from a file"), u"pattern"_s);
        m_splitBy->setToolTip(
            tr("Files of their own for each section of the site, so that Search Console reports "
               "each section apart (sitemap-blog.xml.gz, sitemap-shop-2.xml.gz); every URL goes "
               "to one section, and each section's files keep within the limits above. "
               "Language takes the entry's own hreflang, else a language folder at the start "
               "of its path. A pattern file holds NAME REGEX lines: the first REGEX found in "
               "a URL gives its section, the rest go to \"other\"."));
        m_patternFile = new QLineEdit(this);
        m_patternFile->setObjectName(u"patternFileEdit"_s);
        m_patternFile->setAccessibleName(tr("Pattern file"));
        m_patternFile->setPlaceholderText(tr("A file of NAME REGEX lines"));
        m_patternBrowse = new QPushButton(tr("C&hoose…"), this);
        m_patternBrowse->setObjectName(u"patternFileButton"_s);
        auto *splitRow = new QHBoxLayout;
        splitRow->addWidget(m_splitBy, 1);
        splitRow->addWidget(m_patternFile, 1);
        splitRow->addWidget(m_patternBrowse);
        auto *splitLabel = new QLabel(tr("&Split by:"), this);
        splitLabel->setBuddy(m_splitBy);
        form->addRow(splitLabel, splitRow);
        showPatternFile();

        m_pattern = new QLineEdit(defaults.pattern, this);
        m_pattern->setObjectName(u"patternEdit"_s);
        m_pattern->setToolTip(ExportPlan::patternHelp());
        m_pattern->setWhatsThis(ExportPlan::patternHelp());
        m_pattern->setPlaceholderText(defaults.pattern);
        form->addRow(tr("File na&mes:"), m_pattern);

        m_indexName = new QLineEdit(defaults.indexName, this);
        m_indexName->setObjectName(u"indexNameEdit"_s);
        m_indexName->setToolTip(tr("The sitemap index that lists the files, so that robots.txt "
                                   "needs one line; .xml.gz gzips it. An index lists at most "
                                   "50,000 sitemaps in at most 50 MB. Switched off on the "
                                   "Options page."));
        form->addRow(tr("&Index name:"), m_indexName);

        m_preview = new QTableView(this);
        m_preview->setObjectName(u"previewTable"_s);
        m_preview->setTabKeyNavigation(false); // Tab goes on; the arrows move in the table
        m_preview->setModel(wizard->planModel());
        m_preview->setSelectionBehavior(QAbstractItemView::SelectRows);
        m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
        m_preview->setAlternatingRowColors(true);
        m_preview->setWordWrap(false);
        m_preview->verticalHeader()->hide();
        m_preview->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
        m_preview->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
        m_preview->horizontalHeader()->setSectionResizeMode(ExportPlanModel::Name,
                                                            QHeaderView::Stretch);
        for (int column = ExportPlanModel::Urls; column < ExportPlanModel::ColumnCount; ++column)
            m_preview->horizontalHeader()->resizeSection(column,
                                                         fontMetrics().averageCharWidth() * 16);
        m_preview->setToolTip(tr("The files the export writes with these limits, each with "
                                 "its exact size; the gzipped size is estimated from a sample"));
        auto *previewLabel = new QLabel(tr("Pre&view:"), this);
        previewLabel->setBuddy(m_preview);
        m_summary = new QLabel(this);
        m_summary->setObjectName(u"planSummary"_s);
        m_summary->setTextFormat(Qt::PlainText);
        m_problems = problemLabel(u"planProblems"_s, this);

        auto *layout = new QVBoxLayout(this);
        layout->addLayout(form);
        auto *previewRow = new QHBoxLayout;
        previewRow->addWidget(previewLabel);
        previewRow->addStretch(1);
        previewRow->addWidget(m_summary);
        layout->addLayout(previewRow);
        layout->addWidget(m_preview, 1);
        layout->addWidget(m_problems);

        connect(m_maxBytesChoice, &QComboBox::currentIndexChanged, this, [this] {
            const qint64 preset = m_maxBytesChoice->currentData().toLongLong();
            m_maxBytes->setEnabled(preset < 0);
            if (preset > 0)
                m_maxBytes->setValue(int(preset));
            m_wizard->schedulePlan();
        });
        connect(m_splitBy, &QComboBox::currentIndexChanged, this, [this] {
            showPatternFile();
            m_wizard->schedulePlan();
        });
        connect(m_patternFile, &QLineEdit::textChanged, wizard, &ExportWizard::schedulePlan);
        connect(m_patternBrowse, &QPushButton::clicked, this, [this] {
            const QString path = QFileDialog::getOpenFileName(
                this, tr("Pattern File"), m_patternFile->text(),
                tr("Text files (*.txt);;All files (*)"));
            if (!path.isEmpty())
                m_patternFile->setText(QDir::toNativeSeparators(path));
        });
        for (QSpinBox *spin : { m_maxUrls, m_maxBytes, m_maxNews })
            connect(spin, &QSpinBox::valueChanged, wizard, &ExportWizard::schedulePlan);
        for (QLineEdit *edit : { m_pattern, m_indexName })
            connect(edit, &QLineEdit::textChanged, wizard, &ExportWizard::schedulePlan);
    }

    void setMaxBytes(qint64 bytes)
    {
        const int preset = m_maxBytesChoice->findData(bytes);
        m_maxBytesChoice->setCurrentIndex(preset >= 0 ? preset : m_maxBytesChoice->count() - 1);
        m_maxBytes->setValue(int(std::clamp<qint64>(bytes, 1, Checker::MaxFileBytes)));
    }

    // Why the segments chosen cannot be made (a pattern file not chosen, unreadable or wrong);
    // empty when they can.
    QString segmentsError() const
    {
        QString error;
        segmenterFor(m_splitBy->currentData().toString(), patternFile(), &error);
        return error;
    }
    QString patternFile() const
    {
        return QDir::fromNativeSeparators(m_patternFile->text().trimmed());
    }
    void showPatternFile()
    {
        const bool patterns = m_splitBy->currentData().toString() == u"pattern";
        m_patternFile->setVisible(patterns);
        m_patternBrowse->setVisible(patterns);
    }

    void showPlan()
    {
        if (!m_wizard->isPlanCurrent()) {
            m_summary->setText(tr("Planning…"));
            return;
        }
        const ExportPlan &plan = m_wizard->plan();
        m_summary->setText(tr("%1, %2, %3 uncompressed")
                               .arg(fileCount(plan.files.size()), urlCount(plan.urlCount()),
                                    shortSize(plan.totalBytes())));
        QStringList items = plan.errors;
        if (const QString error = segmentsError(); !error.isEmpty())
            items.prepend(error);
        qsizetype limitFindings = 0;
        for (const Finding &finding : plan.findings) {
            if (!isLimitFinding(finding))
                continue;
            if (++limitFindings <= ListedProblems)
                items.append(finding.message);
        }
        m_problems->setText(problemList(items, qMax<qsizetype>(0, limitFindings - ListedProblems)));
        m_problems->setVisible(!items.isEmpty());
    }

    bool isComplete() const override
    {
        return m_wizard->isPlanCurrent() && m_wizard->plan().isWritable()
            && segmentsError().isEmpty();
    }

    QSpinBox *m_maxUrls;
    QComboBox *m_maxBytesChoice;
    QSpinBox *m_maxBytes;
    QSpinBox *m_maxNews;
    QComboBox *m_splitBy; // a segment kind as export --group-by writes it; empty for none
    QLineEdit *m_patternFile; // for "pattern"
    QPushButton *m_patternBrowse;
    QLineEdit *m_pattern;
    QLineEdit *m_indexName;

private:
    ExportWizard *m_wizard; // not owned; the page's wizard
    QTableView *m_preview;
    QLabel *m_summary;
    QLabel *m_problems;
};

// 3. Where the files are published and where they are written.
class ExportLocationPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ExportLocationPage(ExportWizard *wizard)
        : m_wizard(wizard)
    {
        setObjectName(u"exportLocationPage"_s);
        setTitle(tr("Publish location"));
        setSubTitle(tr("Where the files will be published on the web, and where to write "
                       "them now."));
        auto *form = new QFormLayout;
        m_baseUrl = new QLineEdit(this);
        m_baseUrl->setObjectName(u"baseUrlEdit"_s);
        m_baseUrl->setPlaceholderText(u"https://example.com/"_s);
        m_baseUrl->setToolTip(
            tr("The URL of the folder the files will be published in. The index's locations "
               "and the robots.txt lines start with it. A sitemap may list only URLs on its "
               "own scheme, host and port, in its folder and below, unless the other host's "
               "robots.txt points to it (sitemaps.org, \"Sitemaps & Cross Submits\")."));
        form->addRow(tr("Base &URL:"), m_baseUrl); // Alt+B is the wizard's Back

        m_folder = new QRadioButton(tr("A &folder"), this);
        m_folder->setObjectName(u"targetFolderRadio"_s);
        m_folder->setToolTip(tr("Each file beside the others; a folder that does not exist "
                                "is made (its parent must exist)"));
        m_zip = new QRadioButton(tr("A &zip bundle"), this);
        m_zip->setObjectName(u"targetZipRadio"_s);
        m_zip->setToolTip(tr("Every file in one .zip, to upload and unpack on the server"));
        m_folder->setChecked(true);
        auto *kind = new QHBoxLayout;
        kind->addWidget(m_folder);
        kind->addWidget(m_zip);
        kind->addStretch(1);
        auto *kindLabel = new QLabel(tr("Write &to:"), this);
        kindLabel->setBuddy(m_folder);
        form->addRow(kindLabel, kind);

        m_target = new QLineEdit(this);
        m_target->setObjectName(u"targetEdit"_s);
        m_target->setToolTip(tr("The files are written beside it first and renamed into "
                                "place at the end, so that a failed or cancelled export "
                                "leaves what was there as it was"));
        m_browse = new QPushButton(tr("B&rowse…"), this);
        m_browse->setObjectName(u"targetBrowseButton"_s);
        auto *targetRow = new QHBoxLayout;
        targetRow->addWidget(m_target, 1);
        targetRow->addWidget(m_browse);
        m_targetLabel = new QLabel(tr("F&older:"), this);
        m_targetLabel->setBuddy(m_target);
        form->addRow(m_targetLabel, targetRow);

        m_findings = problemLabel(u"scopeFindings"_s, this);
        auto *layout = new QVBoxLayout(this);
        layout->addLayout(form);
        layout->addSpacing(fontMetrics().lineSpacing() / 2);
        layout->addWidget(m_findings);
        layout->addStretch(1);

        connect(m_baseUrl, &QLineEdit::textChanged, wizard, &ExportWizard::schedulePlan);
        connect(m_target, &QLineEdit::textChanged, wizard, &ExportWizard::schedulePlan);
        connect(m_zip, &QRadioButton::toggled, this, [this] {
            m_targetLabel->setText(m_zip->isChecked() ? tr("F&ile:") : tr("F&older:"));
            m_wizard->schedulePlan();
        });
        connect(m_browse, &QPushButton::clicked, this, &ExportLocationPage::browse);
    }

    void showPlan()
    {
        if (!m_wizard->isBaseUrlValid()) {
            m_findings->setText(m_baseUrl->text().trimmed().isEmpty()
                                    ? tr("A base URL is needed: the URL of the folder the "
                                         "files are published in, such as "
                                         "https://example.com/sitemaps/.")
                                    : tr("The base URL is not an http or https URL of a folder "
                                         "(without query or fragment)."));
            return;
        }
        if (!m_wizard->isPlanCurrent()) {
            m_findings->setText(tr("Checking the URLs against the base URL…"));
            return;
        }
        const ExportPlan &plan = m_wizard->plan();
        QStringList items;
        qsizetype scopeFindings = 0;
        for (const Finding &finding : plan.findings) {
            if (isLimitFinding(finding))
                continue;
            if (++scopeFindings <= ListedProblems)
                items.append(finding.message);
        }
        scopeFindings += plan.findingsNotListed;
        if (!plan.isWritable()) {
            m_findings->setText(problemList(plan.errors, 0));
        } else if (scopeFindings == 0) {
            m_findings->setText(tr("Every URL lies within the base URL's scope."));
        } else {
            m_findings->setText(
                tr("%1 URLs lie outside the base URL's scope. They are exported all the same "
                   "(a site may list another host's URLs when that host's robots.txt points "
                   "to the sitemap):",
                   nullptr, int(scopeFindings))
                    .arg(number(scopeFindings))
                + u'\n' + problemList(items, scopeFindings - items.size()));
        }
    }

    bool isComplete() const override
    {
        return m_wizard->isBaseUrlValid() && !m_target->text().trimmed().isEmpty()
            && m_wizard->isPlanCurrent() && m_wizard->plan().isWritable();
    }

    void browse()
    {
        const QString current = m_target->text().trimmed();
        const QString chosen = m_zip->isChecked()
            ? QFileDialog::getSaveFileName(this, tr("Zip Bundle"), current,
                                           tr("Zip bundles (*.zip)"))
            : QFileDialog::getExistingDirectory(this, tr("Folder"), current);
        if (!chosen.isEmpty())
            m_target->setText(QDir::toNativeSeparators(chosen));
    }

    QLineEdit *m_baseUrl;
    QRadioButton *m_folder;
    QRadioButton *m_zip;
    QLineEdit *m_target;

private:
    ExportWizard *m_wizard; // not owned; the page's wizard
    QPushButton *m_browse;
    QLabel *m_targetLabel;
    QLabel *m_findings;
};

// 4. Format options; the page's Export button starts the export.
class ExportOptionsPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ExportOptionsPage(ExportWizard *wizard)
        : m_wizard(wizard)
    {
        setObjectName(u"exportOptionsPage"_s);
        setTitle(tr("Options"));
        setSubTitle(tr("How the files are written."));
        setCommitPage(true);
        setButtonText(QWizard::CommitButton, tr("&Export"));

        auto *format = new QGroupBox(tr("Format"), this);
        m_compact = new QRadioButton(tr("&Compact: the smallest files"), format);
        m_compact->setObjectName(u"compactRadio"_s);
        m_compact->setToolTip(tr("No indentation or line breaks between elements"));
        m_pretty = new QRadioButton(tr("&Pretty: indented, one element per line"), format);
        m_pretty->setObjectName(u"prettyRadio"_s);
        m_pretty->setToolTip(tr("Easier to read and compare; the indentation counts against "
                                "the size limit"));
        m_compact->setChecked(true);
        auto *formatLayout = new QVBoxLayout(format);
        formatLayout->addWidget(m_compact);
        formatLayout->addWidget(m_pretty);

        auto *files = new QGroupBox(tr("Files"), this);
        m_gzip = new QCheckBox(tr("&Gzip each sitemap (.xml.gz)"), files);
        m_gzip->setObjectName(u"gzipCheck"_s);
        m_gzip->setToolTip(tr("Search engines read gzipped sitemaps; the size limit still "
                              "counts the uncompressed bytes"));
        m_index = new QCheckBox(tr("Write an &index that lists the files"), files);
        m_index->setObjectName(u"indexCheck"_s);
        m_index->setChecked(true);
        m_index->setToolTip(tr("Without an index, robots.txt needs a Sitemap: line per file"));
        auto *filesLayout = new QVBoxLayout(files);
        filesLayout->addWidget(m_gzip);
        filesLayout->addWidget(m_index);

        auto *separate = new QGroupBox(tr("Files of their own for entries with"), this);
        m_separateNews = new QCheckBox(tr("&news"), separate);
        m_separateNews->setObjectName(u"separateNewsCheck"_s);
        m_separateNews->setToolTip(tr("Google News fetches news sitemaps often; keeping them "
                                      "apart keeps them small"));
        m_separateVideos = new QCheckBox(tr("&videos"), separate);
        m_separateVideos->setObjectName(u"separateVideosCheck"_s);
        m_separateVideos->setToolTip(tr("Entries with videos go to sitemap files of their own"));
        m_separateImages = new QCheckBox(tr("i&mages"), separate);
        m_separateImages->setObjectName(u"separateImagesCheck"_s);
        m_separateImages->setToolTip(tr("Entries with images go to sitemap files of their own "
                                        "(an entry with news and images goes with the news)"));
        auto *separateLayout = new QHBoxLayout(separate);
        separateLayout->addWidget(m_separateNews);
        separateLayout->addWidget(m_separateVideos);
        separateLayout->addWidget(m_separateImages);
        separateLayout->addStretch(1);

        m_summary = problemLabel(u"optionsSummary"_s, this);
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(format);
        layout->addWidget(files);
        layout->addWidget(separate);
        layout->addWidget(m_summary);
        layout->addStretch(1);

        for (QAbstractButton *button : std::initializer_list<QAbstractButton *> {
                 m_pretty, m_gzip, m_index, m_separateNews, m_separateVideos, m_separateImages })
            connect(button, &QAbstractButton::toggled, wizard, &ExportWizard::schedulePlan);
    }

    void showPlan()
    {
        if (!m_wizard->isPlanCurrent()) {
            m_summary->setText(tr("Planning…"));
            return;
        }
        const ExportPlan &plan = m_wizard->plan();
        if (!plan.isWritable()) {
            m_summary->setText(problemList(plan.errors, 0));
            return;
        }
        m_summary->setText((plan.options.indexName.isEmpty()
                                ? tr("%1 without an index, %2, to %3")
                                : tr("%1 and an index, %2, to %3"))
                               .arg(fileCount(plan.files.size()), urlCount(plan.urlCount()),
                                    QDir::toNativeSeparators(plan.options.target)));
    }

    bool isComplete() const override
    {
        return m_wizard->m_locationPage->isComplete() && m_wizard->isPlanCurrent()
            && m_wizard->plan().isWritable();
    }

    bool validatePage() override { return m_wizard->confirmOverwrite(); }

    QRadioButton *m_compact;
    QRadioButton *m_pretty;
    QCheckBox *m_gzip;
    QCheckBox *m_index;
    QCheckBox *m_separateNews;
    QCheckBox *m_separateVideos;
    QCheckBox *m_separateImages;

private:
    ExportWizard *m_wizard; // not owned; the page's wizard
    QLabel *m_summary;
};

// 5. The export under way.
class ExportProgressPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ExportProgressPage(ExportWizard *wizard)
        : m_wizard(wizard)
    {
        setObjectName(u"exportProgressPage"_s);
        setTitle(tr("Exporting"));
        setSubTitle(tr("The files are written beside the target and renamed into place at "
                       "the end; Cancel leaves everything as it was."));
        m_progress = new QProgressBar(this);
        m_progress->setObjectName(u"exportProgress"_s);
        // Bytes do not fit an int: the bar counts thousandths.
        m_progress->setRange(0, 1000);
        m_progress->setAccessibleName(tr("Export progress"));
        m_status = new QLabel(this);
        m_status->setObjectName(u"exportStatus"_s);
        m_status->setWordWrap(true);
        m_cancel = new QPushButton(tr("&Cancel Export"), this);
        m_cancel->setObjectName(u"exportCancelButton"_s);
        m_cancel->setToolTip(tr("Stop writing; no file is left behind"));
        auto *layout = new QVBoxLayout(this);
        layout->addWidget(m_progress);
        layout->addWidget(m_status);
        auto *buttons = new QHBoxLayout;
        buttons->addStretch(1);
        buttons->addWidget(m_cancel);
        layout->addLayout(buttons);
        layout->addStretch(1);
        connect(m_cancel, &QPushButton::clicked, wizard, &ExportWizard::cancelExport);
    }

    void initializePage() override
    {
        m_progress->setValue(0);
        m_status->setText(
            tr("Writing %Ln files…", nullptr, int(m_wizard->plan().fileNames().size())));
        m_cancel->setEnabled(true);
        m_wizard->startExport();
    }

    void setProgress(qint64 done, qint64 total)
    {
        if (total > 0)
            m_progress->setValue(int(std::clamp<qint64>(done * 1000 / total, 0, 1000)));
        m_status->setText(tr("%1 of %2 written…").arg(shortSize(done), shortSize(total)));
    }

    void setCancelling()
    {
        m_cancel->setEnabled(false);
        m_status->setText(tr("Cancelling…"));
    }

    bool isComplete() const override { return !m_wizard->isWriting(); }

private:
    ExportWizard *m_wizard; // not owned; the page's wizard
    QProgressBar *m_progress;
    QLabel *m_status;
    QPushButton *m_cancel;
};

// 6. What was written, the robots.txt lines, the files.
class ExportResultPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ExportResultPage(ExportWizard *wizard)
        : m_wizard(wizard)
    {
        setObjectName(u"exportResultPage"_s);
        setTitle(tr("Export finished"));
        setSubTitle(tr("Add the robots.txt lines to the site's robots.txt, or submit the "
                       "index in the search engines' consoles."));
        setFinalPage(true);
        m_summary = problemLabel(u"resultSummary"_s, this);
        m_robots = new QPlainTextEdit(this);
        m_robots->setObjectName(u"robotsText"_s);
        m_robots->setReadOnly(true);
        m_robots->setLineWrapMode(QPlainTextEdit::NoWrap);
        m_robots->setMaximumHeight(fontMetrics().lineSpacing() * 5);
        m_robots->setToolTip(tr("Add these lines to the site's robots.txt so that search "
                                "engines find the sitemaps"));
        m_robotsLabel = new QLabel(tr("&robots.txt lines:"), this);
        m_robotsLabel->setBuddy(m_robots);
        m_copy = new QPushButton(tr("&Copy"), this);
        m_copy->setObjectName(u"copyRobotsButton"_s);
        m_copy->setToolTip(tr("Copy the robots.txt lines to the clipboard"));
        m_files = new QListWidget(this);
        m_files->setObjectName(u"resultFileList"_s);
        m_filesLabel = new QLabel(tr("&Files written:"), this);
        m_filesLabel->setBuddy(m_files);
        m_openFolder = new QPushButton(tr("&Open Folder"), this);
        m_openFolder->setObjectName(u"openFolderButton"_s);
        m_openFolder->setToolTip(tr("Show the folder in the file manager"));

        auto *layout = new QVBoxLayout(this);
        layout->addWidget(m_summary);
        auto *robotsHeader = new QHBoxLayout;
        robotsHeader->addWidget(m_robotsLabel);
        robotsHeader->addStretch(1);
        robotsHeader->addWidget(m_copy);
        layout->addLayout(robotsHeader);
        layout->addWidget(m_robots);
        auto *filesHeader = new QHBoxLayout;
        filesHeader->addWidget(m_filesLabel);
        filesHeader->addStretch(1);
        filesHeader->addWidget(m_openFolder);
        layout->addLayout(filesHeader);
        layout->addWidget(m_files, 1);

        connect(m_copy, &QPushButton::clicked, this,
                [this] { QGuiApplication::clipboard()->setText(m_robots->toPlainText() + u'\n'); });
        connect(m_openFolder, &QPushButton::clicked, wizard, &ExportWizard::openFolder);
    }

    void initializePage() override
    {
        const ExportResult &result = m_wizard->result();
        const ExportOptions &options = m_wizard->plan().options;
        const bool ok = result.ok();
        setTitle(ok                                                     ? tr("Export finished")
                     : result.status == ExportResult::Status::Cancelled ? tr("Export cancelled")
                                                                        : tr("Export failed"));
        if (ok) {
            m_summary->setText(
                //: %1 is "without an index" or "and an index", %2 the URLs ("1,200 URLs").
                tr("%Ln sitemap files %1, %2, in %3.\nUncompressed: %4. As stored: %5.",
                   nullptr, int(result.files))
                    .arg(options.indexName.isEmpty() ? tr("without an index") : tr("and an index"),
                         tr("%Ln URLs", nullptr, int(result.urls)),
                         QDir::toNativeSeparators(options.target),
                         dataSize(result.uncompressedBytes), dataSize(result.storedBytes)));
        } else {
            // The exporter's text says why and lists what was not written.
            m_summary->setText(
                (result.status == ExportResult::Status::Cancelled
                     ? tr("The export was cancelled: nothing was written and what was there "
                          "is as it was.")
                     : tr("Nothing was written."))
                + u'\n' + result.error.trimmed());
        }
        m_robots->setPlainText(ok ? result.robotsLines.join(u'\n') : QString());
        m_files->clear();
        // Names and sizes; the folder is in the summary above, the full path in the tooltip.
        for (const QString &path : result.written) {
            QString name = QFileInfo(path).fileName();
            qint64 bytes = -1;
            if (options.zip && path.startsWith(options.target + u':'))
                name = path.mid(options.target.size() + 1); // "bundle.zip:name"
            else
                bytes = QFileInfo(path).size();
            auto *item = new QListWidgetItem(
                bytes < 0 ? name : tr("%1 — %2").arg(name, dataSize(bytes)), m_files);
            item->setToolTip(QDir::toNativeSeparators(path));
        }
        for (QWidget *widget : std::initializer_list<QWidget *> {
                 m_robotsLabel, m_robots, m_copy, m_filesLabel, m_files, m_openFolder })
            widget->setVisible(ok);
    }

private:
    ExportWizard *m_wizard; // not owned; the page's wizard
    QLabel *m_summary;
    QLabel *m_robotsLabel;
    QPlainTextEdit *m_robots;
    QPushButton *m_copy;
    QLabel *m_filesLabel;
    QListWidget *m_files;
    QPushButton *m_openFolder;
};

// ---- ExportSource --------------------------------------------------------------------------

ExportSource ExportSource::of(const EditorDocument &document)
{
    ExportSource source;
    source.workspace = document.workspace();
    source.documentPath = document.filePath();
    // The folder the document is published in: the one the user set, else the one the
    // checker works with (where it was fetched from, or the majority host, assumed).
    Url::Scope scope;
    const QUrl publish = document.checkOptions().publishUrl;
    if (publish.isValid())
        scope = Url::Scope::fromUrl(publish.toEncoded());
    if (!scope.isValid() && !document.workspace().isEmpty())
        scope = document.checker().publishScope(0);
    if (scope.isValid())
        source.suggestedBaseUrl = QString::fromUtf8(scope.toString());
    return source;
}

// ---- ExportWizard --------------------------------------------------------------------------

ExportWizard::ExportWizard(ExportSource source, QWidget *parent)
    : QWizard(parent)
    , m_source(std::move(source))
    , m_exporter(m_source.workspace)
    , m_planModel(new ExportPlanModel(this))
    , m_planTimer(new QTimer(this))
{
    setObjectName(u"exportWizard"_s);
    setWindowTitle(tr("Export Sitemaps"));
    setOption(QWizard::NoBackButtonOnLastPage, true);
    setOption(QWizard::NoCancelButtonOnLastPage, true);
    m_planTimer->setSingleShot(true);
    m_planTimer->setInterval(PlanDelayMs);
    connect(m_planTimer, &QTimer::timeout, this, [this] {
        if (m_planWatcher.isRunning())
            m_replanWanted = true;
        else
            startPlan();
    });
    connect(&m_planWatcher, &QFutureWatcher<PlanOutcome>::finished, this,
            &ExportWizard::planFinished);
    connect(&m_writeWatcher, &QFutureWatcher<ExportResult>::finished, this,
            &ExportWizard::writeFinished);

    m_scopePage = new ExportScopePage(this);
    m_limitsPage = new ExportLimitsPage(this);
    m_locationPage = new ExportLocationPage(this);
    m_optionsPage = new ExportOptionsPage(this);
    m_progressPage = new ExportProgressPage(this);
    m_resultPage = new ExportResultPage(this);
    setPage(ScopePageId, m_scopePage);
    setPage(LimitsPageId, m_limitsPage);
    setPage(LocationPageId, m_locationPage);
    setPage(OptionsPageId, m_optionsPage);
    setPage(ProgressPageId, m_progressPage);
    setPage(ResultPageId, m_resultPage);
    // Written by pool threads; queued to the GUI thread.
    connect(
        &m_exporter, &Exporter::progress, this,
        [this](qint64 done, qint64 total) { m_progressPage->setProgress(done, total); },
        Qt::QueuedConnection);

    connect(m_optionsPage->m_index, &QCheckBox::toggled, m_limitsPage->m_indexName,
            &QWidget::setEnabled);
    restoreSettings();
    // Room for the preview table and a full path on the location page.
    resize(fontMetrics().averageCharWidth() * 128, fontMetrics().lineSpacing() * 44);
    schedulePlan();
}

ExportWizard::~ExportWizard()
{
    // The workers read m_source and m_exporter: they finish before those go.
    if (m_writing)
        m_exporter.cancel();
    m_writeWatcher.waitForFinished();
    m_planWatcher.waitForFinished();
}

ExportOptions ExportWizard::options() const
{
    ExportOptions options;
    options.maxUrls = m_limitsPage->m_maxUrls->value();
    options.maxBytes = m_limitsPage->m_maxBytes->value();
    options.maxNews = m_limitsPage->m_maxNews->value();
    options.segments = segmenterFor(m_limitsPage->m_splitBy->currentData().toString(),
                                    m_limitsPage->patternFile());
    options.pattern = m_limitsPage->m_pattern->text().trimmed();
    options.indexName = m_optionsPage->m_index->isChecked()
        ? m_limitsPage->m_indexName->text().trimmed()
        : QString();
    options.baseUrl = m_locationPage->m_baseUrl->text().trimmed();
    options.target = QDir::fromNativeSeparators(m_locationPage->m_target->text().trimmed());
    options.zip = m_locationPage->m_zip->isChecked();
    options.pretty = m_optionsPage->m_pretty->isChecked();
    options.gzip = m_optionsPage->m_gzip->isChecked();
    options.separateNews = m_optionsPage->m_separateNews->isChecked();
    options.separateVideos = m_optionsPage->m_separateVideos->isChecked();
    options.separateImages = m_optionsPage->m_separateImages->isChecked();
    options.overwrite = m_overwrite;
    return options;
}

ExportWizard::Scope ExportWizard::scope() const
{
    return m_scopePage->scope();
}

QList<EntryRef> ExportWizard::chosenEntries() const
{
    switch (scope()) {
    case Scope::Selection:
        return m_source.selection;
    case Scope::Shown:
        return m_source.shown;
    case Scope::Workspace:
        break;
    }
    return {};
}

const ExportPlan &ExportWizard::plan() const
{
    return m_planModel->plan();
}

bool ExportWizard::isBaseUrlValid() const
{
    ExportPlan probe;
    probe.options.baseUrl = m_locationPage->m_baseUrl->text();
    return !probe.baseUrl().isEmpty();
}

ExportOptions ExportWizard::planPreviewOptions() const
{
    ExportOptions preview = options();
    if (!isBaseUrlValid())
        preview.baseUrl = PreviewBaseUrl;
    return preview;
}

QString ExportWizard::settingsGroup(const QString &documentPath)
{
    if (documentPath.isEmpty())
        return u"export/untitled"_s;
    // A hash: a path holds '/' and characters QSettings keys do not keep.
    const QByteArray hash = QCryptographicHash::hash(
        QFileInfo(documentPath).absoluteFilePath().toUtf8(), QCryptographicHash::Sha1);
    return u"export/"_s + QString::fromLatin1(hash.toHex().left(16));
}

void ExportWizard::schedulePlan()
{
    if (m_restoring || m_writing)
        return;
    m_planCurrent = false;
    m_overwrite = false; // consent is given for one set of files
    notifyPages();
    m_planTimer->start();
}

void ExportWizard::startPlan()
{
    m_replanWanted = false;
    m_planWatcher.setFuture(QtConcurrent::run(&ExportWizard::computePlan, &m_exporter,
                                              &m_source.workspace, planPreviewOptions(),
                                              chosenEntries()));
}

void ExportWizard::planFinished()
{
    if (m_replanWanted || m_planTimer->isActive()) {
        // The fields changed while the worker planned: its plan is out of date.
        if (!m_planTimer->isActive())
            startPlan();
        return;
    }
    const PlanOutcome outcome = m_planWatcher.result();
    m_planModel->setPlan(outcome.plan, outcome.gzipEstimates);
    m_planCurrent = true;
    notifyPages();
    emit planUpdated();
}

void ExportWizard::notifyPages()
{
    m_limitsPage->showPlan();
    m_locationPage->showPlan();
    m_optionsPage->showPlan();
    for (QWizardPage *page : std::initializer_list<QWizardPage *> {
             m_scopePage, m_limitsPage, m_locationPage, m_optionsPage, m_progressPage })
        emit page->completeChanged();
}

ExportWizard::PlanOutcome ExportWizard::computePlan(const Exporter *exporter,
                                                    const Workspace *workspace,
                                                    const ExportOptions &options,
                                                    const QList<EntryRef> &entries)
{
    PlanOutcome outcome;
    outcome.plan = exporter->plan(options, entries);
    outcome.gzipEstimates = estimateGzip(*workspace, outcome.plan);
    return outcome;
}

// How large each file is once gzipped, without compressing the files: each file gives a
// sample of its own entries (runs of neighbours spread evenly through the file, since deflate
// finds its matches among neighbours within 32 KB), the sample is compressed at the export's
// level and its ratio applied to the file's exact size. A ratio measured on one file and
// applied to all was tried and was 17% off on real data (tripadvisor's files differ from one
// another); compressing every file whole would cost as much as the export. The samples share
// a budget, so that a plan of many files stays quick; a file within its share is compressed
// whole.
QList<qint64> ExportWizard::estimateGzip(const Workspace &workspace, const ExportPlan &plan)
{
    QList<qint64> estimates;
    if (plan.files.isEmpty())
        return estimates;
    const qint64 share = std::clamp<qint64>(GzipSampleBudget / plan.files.size(),
                                            GzipMinSampleBytes, GzipMaxSampleBytes);
    std::map<qint32, std::unique_ptr<SitemapWriter>> writers;
    const WriteOptions writeOptions { plan.options.pretty };
    auto append = [&](QByteArray &sample, qsizetype position) {
        const EntryRef &ref = plan.entries.at(position);
        auto &writer = writers[ref.sitemap];
        if (!writer)
            writer
                = std::make_unique<SitemapWriter>(workspace.sitemaps.at(ref.sitemap), writeOptions);
        writer->appendEntry(sample, workspace.sitemaps.at(ref.sitemap).entries.at(ref.entry));
    };
    estimates.reserve(plan.files.size());
    QByteArray sample;
    for (const ExportFile &file : plan.files) {
        sample.clear();
        const qsizetype count = file.entries.size();
        if (file.bytes <= share || count <= GzipSampleRun) {
            for (qsizetype position : file.entries)
                append(sample, position);
        } else {
            const qint64 perEntry = qMax<qint64>(1, file.bytes / count);
            const qsizetype runs = qBound<qsizetype>(1, qsizetype(share / perEntry) / GzipSampleRun,
                                                     count / GzipSampleRun);
            const qsizetype stride = count / runs;
            for (qsizetype run = 0; run < runs; ++run)
                for (qsizetype i = run * stride; i < run * stride + GzipSampleRun && i < count; ++i)
                    append(sample, file.entries.at(i));
        }
        const double ratio = sample.isEmpty()
            ? 1.0
            : double(gzipCompress(sample, plan.options.gzipLevel).size()) / double(sample.size());
        estimates.append(qint64(double(file.bytes) * ratio + 0.5));
    }
    return estimates;
}

bool ExportWizard::confirmOverwrite()
{
    m_overwrite = false;
    if (!m_planCurrent || !plan().isWritable())
        return false;
    const QStringList existing = Exporter::existingTargets(plan());
    if (existing.isEmpty())
        return true;
    const ExportOptions &options = plan().options;
    QString text;
    if (options.zip) {
        text = tr("The bundle %1 exists already. Replace it?")
                   .arg(QDir::toNativeSeparators(options.target));
    } else {
        QStringList names;
        for (qsizetype i = 0; i < existing.size() && i < 5; ++i)
            names.append(QFileInfo(existing.at(i)).fileName());
        if (existing.size() > 5)
            names.append(tr("… and %1 more").arg(number(existing.size() - 5)));
        text = tr("%1 of the files exist already in %2 and would be replaced:\n%3\n\nReplace "
                  "them?")
                   .arg(number(existing.size()), QDir::toNativeSeparators(options.target),
                        names.join(u'\n'));
    }
    const auto buttons = QMessageBox::Yes | QMessageBox::No;
    QMessageBox::StandardButton answer;
    if (m_prompt) {
        answer = m_prompt(QMessageBox::Question, tr("Replace Files"), text, buttons);
    } else {
        QMessageBox box(QMessageBox::Question, tr("Replace Files"), text, buttons, this);
        box.setDefaultButton(QMessageBox::No);
        answer = QMessageBox::StandardButton(box.exec());
    }
    m_overwrite = answer == QMessageBox::Yes;
    return m_overwrite;
}

void ExportWizard::startExport()
{
    saveSettings();
    ExportPlan plan = this->plan();
    plan.options.overwrite = m_overwrite;
    m_result = ExportResult();
    m_writing = true;
    emit m_progressPage->completeChanged();
    // The plan is captured by value; the exporter and the workspace outlive the run (see the
    // destructor).
    m_writeWatcher.setFuture(
        QtConcurrent::run([this, plan = std::move(plan)] { return m_exporter.write(plan); }));
}

void ExportWizard::writeFinished()
{
    m_result = m_writeWatcher.result();
    m_writing = false;
    m_overwrite = false;
    emit m_progressPage->completeChanged();
    emit exportFinished();
    if (currentId() == ProgressPageId)
        next();
}

void ExportWizard::cancelExport()
{
    if (!m_writing)
        return;
    m_exporter.cancel();
    m_progressPage->setCancelling();
}

void ExportWizard::reject()
{
    // Closing while writing stops the export; the result page then says what was not written.
    if (m_writing) {
        cancelExport();
        return;
    }
    QWizard::reject();
}

void ExportWizard::openFolder()
{
    const ExportOptions &options = plan().options;
    const QFileInfo target(options.target);
    const QUrl url
        = QUrl::fromLocalFile(options.zip ? target.absolutePath() : target.absoluteFilePath());
    if (m_urlOpener)
        m_urlOpener(url);
    else
        QDesktopServices::openUrl(url);
}

void ExportWizard::restoreSettings()
{
    m_restoring = true;
    QSettings settings;
    settings.beginGroup(settingsGroup(m_source.documentPath));
    const ExportOptions defaults;
    QString target;
    if (!m_source.documentPath.isEmpty()) {
        const QFileInfo document(m_source.documentPath);
        target = QDir::toNativeSeparators(document.absolutePath() + u'/'
                                          + tr("%1-export").arg(document.baseName()));
    }
    m_limitsPage->m_maxUrls->setValue(
        settings.value(u"maxUrls"_s, qint64(defaults.maxUrls)).toInt());
    m_limitsPage->setMaxBytes(settings.value(u"maxBytes"_s, defaults.maxBytes).toLongLong());
    m_limitsPage->m_maxNews->setValue(
        settings.value(u"maxNews"_s, qint64(defaults.maxNews)).toInt());
    const int split = m_limitsPage->m_splitBy->findData(settings.value(u"splitBy"_s).toString());
    m_limitsPage->m_splitBy->setCurrentIndex(qMax(0, split));
    m_limitsPage->m_patternFile->setText(settings.value(u"patternFile"_s).toString());
    m_limitsPage->m_pattern->setText(settings.value(u"pattern"_s, defaults.pattern).toString());
    m_limitsPage->m_indexName->setText(
        settings.value(u"indexName"_s, defaults.indexName).toString());
    m_locationPage->m_baseUrl->setText(
        settings.value(u"baseUrl"_s, m_source.suggestedBaseUrl).toString());
    const bool zip = settings.value(u"zip"_s, false).toBool();
    (zip ? m_locationPage->m_zip : m_locationPage->m_folder)->setChecked(true);
    m_locationPage->m_target->setText(settings.value(u"target"_s, target).toString());
    (settings.value(u"pretty"_s, defaults.pretty).toBool() ? m_optionsPage->m_pretty
                                                           : m_optionsPage->m_compact)
        ->setChecked(true);
    m_optionsPage->m_gzip->setChecked(settings.value(u"gzip"_s, defaults.gzip).toBool());
    m_optionsPage->m_index->setChecked(settings.value(u"index"_s, true).toBool());
    m_optionsPage->m_separateNews->setChecked(
        settings.value(u"separateNews"_s, defaults.separateNews).toBool());
    m_optionsPage->m_separateVideos->setChecked(
        settings.value(u"separateVideos"_s, defaults.separateVideos).toBool());
    m_optionsPage->m_separateImages->setChecked(
        settings.value(u"separateImages"_s, defaults.separateImages).toBool());
    m_limitsPage->m_indexName->setEnabled(m_optionsPage->m_index->isChecked());
    m_restoring = false;
}

void ExportWizard::saveSettings() const
{
    QSettings settings;
    settings.beginGroup(settingsGroup(m_source.documentPath));
    const ExportOptions chosen = options();
    settings.setValue(u"maxUrls"_s, qint64(chosen.maxUrls));
    settings.setValue(u"maxBytes"_s, chosen.maxBytes);
    settings.setValue(u"maxNews"_s, qint64(chosen.maxNews));
    settings.setValue(u"splitBy"_s, m_limitsPage->m_splitBy->currentData().toString());
    settings.setValue(u"patternFile"_s, m_limitsPage->m_patternFile->text().trimmed());
    settings.setValue(u"pattern"_s, chosen.pattern);
    // The name is kept while the index is switched off, to come back with it.
    settings.setValue(u"indexName"_s, m_limitsPage->m_indexName->text().trimmed());
    settings.setValue(u"index"_s, !chosen.indexName.isEmpty());
    settings.setValue(u"baseUrl"_s, chosen.baseUrl);
    settings.setValue(u"target"_s, QDir::toNativeSeparators(chosen.target));
    settings.setValue(u"zip"_s, chosen.zip);
    settings.setValue(u"pretty"_s, chosen.pretty);
    settings.setValue(u"gzip"_s, chosen.gzip);
    settings.setValue(u"separateNews"_s, chosen.separateNews);
    settings.setValue(u"separateVideos"_s, chosen.separateVideos);
    settings.setValue(u"separateImages"_s, chosen.separateImages);
}

} // namespace Studio

#include "exportwizard.moc"
