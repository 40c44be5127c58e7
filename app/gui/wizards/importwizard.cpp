#include "importwizard.h"

#include "io/input/inputsource.h"
#include "io/loader.h"
#include "io/input/textdecoder.h"
#include "models/findingsmodel.h"
#include "net/fetcher.h"
#include "widgets/themecolours.h"
#include "widgets/workprogress.h"

#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

constexpr int PreviewRows = 200;

QString formatDescription(const Sitemap &sitemap)
{
    switch (sitemap.source.format) {
    case SourceFormat::UrlSet:
        return ImportWizard::tr("Sitemap");
    case SourceFormat::SitemapIndex:
        return ImportWizard::tr("Sitemap index");
    case SourceFormat::Text:
        return ImportWizard::tr("Text list of URLs");
    case SourceFormat::Rss:
        return ImportWizard::tr("RSS feed");
    case SourceFormat::Atom:
        return ImportWizard::tr("Atom feed");
    case SourceFormat::Robots:
        return ImportWizard::tr("robots.txt");
    case SourceFormat::Csv:
        return ImportWizard::tr("CSV table");
    case SourceFormat::Unknown:
        break;
    }
    return ImportWizard::tr("Unknown format");
}

QString roleText(CsvMapping::Role role)
{
    switch (role) {
    case CsvMapping::Ignore:
        return ImportWizard::tr("Ignore");
    case CsvMapping::Loc:
        return ImportWizard::tr("Location (loc)");
    case CsvMapping::Lastmod:
        return ImportWizard::tr("Last modified (lastmod)");
    case CsvMapping::Changefreq:
        return ImportWizard::tr("Change frequency (changefreq)");
    case CsvMapping::Priority:
        return ImportWizard::tr("Priority");
    case CsvMapping::ImageLoc:
        return ImportWizard::tr("Image location (image:loc)");
    }
    return {};
}

QLabel *wrappedLabel(const QString &text, const QString &objectName = {})
{
    auto *label = new QLabel(text);
    label->setWordWrap(true);
    if (!objectName.isEmpty())
        label->setObjectName(objectName);
    return label;
}

QString number(qsizetype n)
{
    return QLocale().toString(qint64(n));
}

qsizetype countEntries(const QList<UrlEntry> &entries, auto test)
{
    qsizetype n = 0;
    for (const UrlEntry &entry : entries)
        n += test(entry);
    return n;
}

qsizetype countEntries(const Workspace &workspace, auto test)
{
    qsizetype n = 0;
    for (const Sitemap &sitemap : workspace.sitemaps)
        n += countEntries(sitemap.entries, test);
    return n;
}

} // namespace

// The source: a file, or text pasted from the clipboard.
class ImportSourcePage : public QWizardPage
{
public:
    explicit ImportSourcePage(ImportWizard *wizard)
        : m_wizard(wizard)
    {
        setTitle(ImportWizard::tr("Source"));
        setSubTitle(ImportWizard::tr("A text list of URLs, an RSS or Atom feed, a robots.txt, a "
                                     "CSV or TSV table, or a sitemap. The content decides how "
                                     "it is read, not the file name."));
        auto *layout = new QVBoxLayout(this);
        wizard->m_fromFile = new QRadioButton(ImportWizard::tr("From a &file"));
        wizard->m_fromFile->setObjectName(u"importFromFile"_s);
        wizard->m_fromFile->setChecked(true);
        layout->addWidget(wizard->m_fromFile);
        auto *fileRow = new QHBoxLayout;
        wizard->m_fileEdit = new QLineEdit;
        wizard->m_fileEdit->setObjectName(u"importFileEdit"_s);
        wizard->m_fileEdit->setPlaceholderText(ImportWizard::tr("urls.txt, feed.xml, robots.txt, "
                                                                "export.csv, …"));
        wizard->m_fileEdit->setAccessibleName(ImportWizard::tr("File to import"));
        auto *browse = new QPushButton(ImportWizard::tr("&Browse…"));
        browse->setObjectName(u"importBrowse"_s);
        fileRow->addSpacing(20);
        fileRow->addWidget(wizard->m_fileEdit, 1);
        fileRow->addWidget(browse);
        layout->addLayout(fileRow);

        wizard->m_fromUrl = new QRadioButton(ImportWizard::tr("From a &web address"));
        wizard->m_fromUrl->setObjectName(u"importFromUrl"_s);
        layout->addWidget(wizard->m_fromUrl);
        auto *urlRow = new QHBoxLayout;
        wizard->m_urlEdit = new QLineEdit;
        wizard->m_urlEdit->setObjectName(u"importUrlEdit"_s);
        wizard->m_urlEdit->setPlaceholderText(u"https://www.example.com/feed.xml"_s);
        wizard->m_urlEdit->setAccessibleName(ImportWizard::tr("Web address to import"));
        urlRow->addSpacing(20);
        urlRow->addWidget(wizard->m_urlEdit, 1);
        layout->addLayout(urlRow);

        wizard->m_fromPaste = new QRadioButton(ImportWizard::tr("From &pasted text"));
        wizard->m_fromPaste->setObjectName(u"importFromPaste"_s);
        layout->addWidget(wizard->m_fromPaste);
        auto *pasteRow = new QHBoxLayout;
        wizard->m_pasteEdit = new QPlainTextEdit;
        wizard->m_pasteEdit->setObjectName(u"importPasteEdit"_s);
        wizard->m_pasteEdit->setPlaceholderText(
            ImportWizard::tr("One URL per line, or a feed, a table or a sitemap"));
        wizard->m_pasteEdit->setAccessibleName(ImportWizard::tr("Text to import"));
        // Tab goes on to the next field rather than typing a tab: text is pasted here.
        wizard->m_pasteEdit->setTabChangesFocus(true);
        wizard->m_pasteEdit->setLineWrapMode(QPlainTextEdit::NoWrap);
        auto *paste = new QPushButton(ImportWizard::tr("Paste from &Clipboard"));
        paste->setObjectName(u"importPasteButton"_s);
        auto *pasteButtons = new QVBoxLayout;
        pasteButtons->addWidget(paste);
        pasteButtons->addStretch();
        pasteRow->addSpacing(20);
        pasteRow->addWidget(wizard->m_pasteEdit, 1);
        pasteRow->addLayout(pasteButtons);
        layout->addLayout(pasteRow, 1);

        m_error = wrappedLabel({}, u"importSourceError"_s);
        // White on red, 6.5:1, which reads on light and dark themes alike.
        m_error->setStyleSheet(u"color: #ffffff; background: #b3261e; "
                               "padding: 4px; border-radius: 3px;"_s);
        m_error->hide();
        layout->addWidget(m_error);

        connect(browse, &QPushButton::clicked, this, [this] {
            const QString path = QFileDialog::getOpenFileName(
                this, ImportWizard::tr("Import From"), m_wizard->m_fileEdit->text(),
                ImportWizard::tr("Lists, feeds and tables (*.txt *.xml *.rss *.atom *.csv *.tsv "
                                 "*.gz *.zip);;All files (*)"));
            if (!path.isEmpty()) {
                m_wizard->m_fileEdit->setText(path);
                m_wizard->m_fromFile->setChecked(true);
            }
        });
        connect(paste, &QPushButton::clicked, this, [this] {
            m_wizard->m_pasteEdit->setPlainText(QGuiApplication::clipboard()->text());
            m_wizard->m_fromPaste->setChecked(true);
        });
        connect(wizard->m_fileEdit, &QLineEdit::textChanged, this, [this] {
            m_wizard->m_fromFile->setChecked(true);
            emit completeChanged();
        });
        connect(wizard->m_urlEdit, &QLineEdit::textChanged, this, [this] {
            m_wizard->m_fromUrl->setChecked(true);
            emit completeChanged();
        });
        connect(wizard->m_fromUrl, &QRadioButton::toggled, this, &QWizardPage::completeChanged);
        connect(wizard->m_pasteEdit, &QPlainTextEdit::textChanged, this, [this] {
            if (!m_wizard->m_pasteEdit->toPlainText().isEmpty())
                m_wizard->m_fromPaste->setChecked(true);
            emit completeChanged();
        });
        connect(wizard->m_fromFile, &QRadioButton::toggled, this, &QWizardPage::completeChanged);
    }

    bool isComplete() const override
    {
        if (m_wizard->m_fromFile->isChecked())
            return !m_wizard->m_fileEdit->text().trimmed().isEmpty();
        if (m_wizard->m_fromUrl->isChecked())
            return !m_wizard->m_urlEdit->text().trimmed().isEmpty();
        return !m_wizard->m_pasteEdit->toPlainText().trimmed().isEmpty();
    }

    bool validatePage() override
    {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const bool read = m_wizard->readSource();
        QApplication::restoreOverrideCursor();
        m_error->setText(m_wizard->sourceError());
        m_error->setVisible(!read);
        return read;
    }

private:
    ImportWizard *m_wizard;
    QLabel *m_error = nullptr;
};

// What was found: the format, a table's columns, the first entries and what is skipped.
class ImportPreviewPage : public QWizardPage
{
public:
    explicit ImportPreviewPage(ImportWizard *wizard)
        : m_wizard(wizard)
    {
        setTitle(ImportWizard::tr("What Was Found"));
        auto *layout = new QVBoxLayout(this);
        m_format = wrappedLabel({}, u"importFormat"_s);
        layout->addWidget(m_format);

        m_mappingBox = new QGroupBox(ImportWizard::tr("Columns"));
        m_mappingBox->setObjectName(u"importMappingGroup"_s);
        auto *mappingLayout = new QVBoxLayout(m_mappingBox);
        m_header = new QCheckBox(ImportWizard::tr("The first row &names the columns"));
        m_header->setObjectName(u"importHeaderRow"_s);
        mappingLayout->addWidget(m_header);
        m_columns = new QFormLayout;
        mappingLayout->addLayout(m_columns);
        layout->addWidget(m_mappingBox);

        m_table = new QTableWidget;
        m_table->setObjectName(u"importPreviewTable"_s);
        m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        m_table->setTabKeyNavigation(false); // Tab goes on; the arrows move in the table
        m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
        m_table->verticalHeader()->hide();
        m_table->setAccessibleName(ImportWizard::tr("First entries"));
        layout->addWidget(m_table, 3);

        m_skippedLabel = wrappedLabel({}, u"importSkippedLabel"_s);
        layout->addWidget(m_skippedLabel);
        m_skipped = new QListWidget;
        m_skipped->setObjectName(u"importSkipped"_s);
        m_skipped->setWordWrap(true);
        m_skipped->setAccessibleName(ImportWizard::tr("Skipped and reported"));
        layout->addWidget(m_skipped, 1);

        connect(m_header, &QCheckBox::toggled, this, [this](bool on) {
            CsvMapping mapping = m_wizard->mapping();
            mapping.header = on;
            m_wizard->setMapping(mapping);
            refresh();
        });
    }

    void initializePage() override
    {
        buildColumns();
        refresh();
    }

    bool isComplete() const override
    {
        const Workspace &source = m_wizard->sourceWorkspace();
        return !source.isEmpty() && countEntries(source, [](const UrlEntry &) { return true; }) > 0;
    }

private:
    void buildColumns()
    {
        while (m_columns->rowCount() > 0)
            m_columns->removeRow(0);
        m_mappingBox->setVisible(m_wizard->isTable());
        if (!m_wizard->isTable())
            return;
        const CsvMapping mapping = m_wizard->mapping();
        const QList<CsvReader::Row> rows
            = CsvReader::rows(m_wizard->m_tableText, mapping.delimiter, 2);
        if (rows.isEmpty())
            return;
        const QSignalBlocker blocker(m_header);
        m_header->setChecked(mapping.header);
        const QStringList &first = rows.first().fields;
        const QStringList sample = rows.size() > 1 ? rows.at(1).fields : first;
        for (int c = 0; c < first.size(); ++c) {
            auto *combo = new QComboBox;
            combo->setObjectName(u"importColumn%1"_s.arg(c));
            for (int role = CsvMapping::Ignore; role <= CsvMapping::ImageLoc; ++role)
                combo->addItem(roleText(CsvMapping::Role(role)), role);
            combo->setCurrentIndex(combo->findData(int(mapping.roleOf(c))));
            QString example = sample.value(c);
            if (example.size() > 40)
                example = example.left(39) + u'…';
            const QString name = mapping.header
                ? ImportWizard::tr("%1. “%2” (%3):").arg(c + 1).arg(first.at(c), example)
                : ImportWizard::tr("%1. (%2):").arg(c + 1).arg(example);
            combo->setAccessibleName(name);
            m_columns->addRow(name, combo);
            connect(combo, &QComboBox::activated, this, [this, c, combo] {
                CsvMapping changed = m_wizard->mapping();
                changed.setRole(c, CsvMapping::Role(combo->currentData().toInt()));
                m_wizard->setMapping(changed);
                syncCombos();
                refresh();
            });
        }
    }

    // A role taken by one column leaves the column that had it.
    void syncCombos()
    {
        const CsvMapping mapping = m_wizard->mapping();
        for (int row = 0; row < m_columns->rowCount(); ++row) {
            auto *combo = qobject_cast<QComboBox *>(
                m_columns->itemAt(row, QFormLayout::FieldRole)->widget());
            const QSignalBlocker blocker(combo);
            combo->setCurrentIndex(combo->findData(int(mapping.roleOf(row))));
        }
    }

    void refresh()
    {
        // What the import will bring with the options as they stand (the next page's, which
        // drop what a sitemap cannot list): the count and the rows are those entries.
        const Workspace &source = m_wizard->sourceWorkspace();
        const ImportBatch &batch = m_wizard->batch();
        const QList<UrlEntry> &imported = batch.entries;
        const qsizetype entries = imported.size();
        const qsizetype images
            = countEntries(imported, [](const UrlEntry &e) { return e.images().size(); });
        const qsizetype videos
            = countEntries(imported, [](const UrlEntry &e) { return e.videos().size(); });
        QString text = ImportWizard::tr("<b>%1</b>: %2", "format: entries to import")
                           .arg(formatDescription(source.root()).toHtmlEscaped(),
                                ImportWizard::tr("%Ln entries to import", nullptr, int(entries)));
        if (images)
            text += ImportWizard::tr(", with %Ln image(s)", nullptr, int(images));
        if (videos)
            text += ImportWizard::tr(", with %Ln video(s)", nullptr, int(videos));
        if (source.root().isIndex())
            text += ImportWizard::tr(". Its entries are sitemaps: they are imported into a "
                                     "sitemap index.");
        m_format->setText(text);

        const QStringList headers {
            ImportWizard::tr("Line"),          ImportWizard::tr("URL"),
            ImportWizard::tr("Last modified"), ImportWizard::tr("Change freq."),
            ImportWizard::tr("Priority"),      ImportWizard::tr("Images"),
            ImportWizard::tr("Videos")
        };
        m_table->clear();
        m_table->setColumnCount(int(headers.size()));
        m_table->setHorizontalHeaderLabels(headers);
        int row = 0;
        m_table->setRowCount(int(qMin<qsizetype>(entries, PreviewRows)));
        for (const UrlEntry &entry : imported) {
            if (row >= PreviewRows)
                break;
            const QStringList cells {
                entry.sourceLine() ? QString::number(entry.sourceLine()) : QString(),
                entry.loc(),
                entry.lastmod().toString(),
                entry.changefreqText(),
                entry.priorityText(),
                entry.images().isEmpty() ? QString() : number(entry.images().size()),
                entry.videos().isEmpty() ? QString() : number(entry.videos().size())
            };
            for (int c = 0; c < cells.size(); ++c)
                m_table->setItem(row, c, new QTableWidgetItem(cells.at(c)));
            ++row;
        }
        m_table->resizeColumnsToContents();
        m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);

        m_skipped->clear();
        for (const Sitemap &sitemap : source.sitemaps)
            for (const Finding &f : sitemap.findings) {
                auto *item = new QListWidgetItem(FindingsModel::severityText(f.severity) + u": "_s
                                                 + f.toString());
                item->setToolTip(f.rule() ? f.rule()->translatedTitle() : QString());
                m_skipped->addItem(item);
            }
        for (const Finding &f : source.findings)
            m_skipped->addItem(FindingsModel::severityText(f.severity) + u": "_s + f.toString());
        // Lines that are no URL, a URL without its scheme or one a sitemap cannot list: shown
        // here, skipped unless the options keep them.
        for (const Finding &f : batch.skipped)
            m_skipped->addItem(FindingsModel::severityText(f.severity) + u": "_s + f.toString());
        m_skippedLabel->setText(
            m_skipped->count() == 0
                ? ImportWizard::tr("Nothing is skipped: every line gave an entry. The checker "
                                   "reports problems of the entries after the import.")
                : ImportWizard::tr("Skipped or reported while reading (%1):")
                      .arg(number(m_skipped->count())));
        m_skipped->setVisible(m_skipped->count() > 0);
        emit completeChanged();
    }

    ImportWizard *m_wizard;
    QLabel *m_format = nullptr;
    QGroupBox *m_mappingBox = nullptr;
    QCheckBox *m_header = nullptr;
    QFormLayout *m_columns = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_skippedLabel = nullptr;
    QListWidget *m_skipped = nullptr;
};

// Options: relative URLs, duplicates, default values and a feed's media.
class ImportOptionsPage : public QWizardPage
{
public:
    explicit ImportOptionsPage(ImportWizard *wizard)
        : m_wizard(wizard)
    {
        setTitle(ImportWizard::tr("Options"));
        auto *layout = new QVBoxLayout(this);
        auto *form = new QFormLayout;
        wizard->m_baseUrl = new QLineEdit;
        wizard->m_baseUrl->setObjectName(u"importBaseUrl"_s);
        wizard->m_baseUrl->setPlaceholderText(u"https://www.example.com/"_s);
        wizard->m_baseUrl->setToolTip(ImportWizard::tr(
            "Relative locations (\"/about\") are resolved against this URL; sitemaps need "
            "absolute URLs"));
        form->addRow(ImportWizard::tr("Resolve relative URLs &against:"), wizard->m_baseUrl);
        m_relative = wrappedLabel({}, u"importRelativeNote"_s);
        form->addRow(QString(), m_relative);
        wizard->m_dropDuplicates = new QCheckBox;
        wizard->m_dropDuplicates->setObjectName(u"importDropDuplicates"_s);
        form->addRow(QString(), wizard->m_dropDuplicates);
        wizard->m_addScheme = new QCheckBox;
        wizard->m_addScheme->setObjectName(u"importAddScheme"_s);
        form->addRow(QString(), wizard->m_addScheme);
        // What a sitemap cannot list, and what makes one page many: dropped unless untied.
        wizard->m_dropNonWeb = new QCheckBox;
        wizard->m_dropNonWeb->setObjectName(u"importDropNonWeb"_s);
        wizard->m_dropNonWeb->setChecked(true);
        form->addRow(QString(), wizard->m_dropNonWeb);
        wizard->m_stripTracking = new QCheckBox;
        wizard->m_stripTracking->setObjectName(u"importStripTracking"_s);
        wizard->m_stripTracking->setChecked(true);
        wizard->m_stripTracking->setToolTip(ImportWizard::tr(
            "utm_source, utm_medium and the other utm_ parameters, fbclid, gclid, msclkid, "
            "dclid, yclid, mc_cid, mc_eid, _ga and _gl name a campaign, not a page: each page "
            "is imported once, at its own address"));
        form->addRow(QString(), wizard->m_stripTracking);
        layout->addLayout(form);

        auto *defaults = new QGroupBox(ImportWizard::tr("Defaults for entries without a value"));
        auto *defaultsForm = new QFormLayout(defaults);
        auto *lastmodRow = new QHBoxLayout;
        wizard->m_setLastmod = new QCheckBox(ImportWizard::tr("Set"));
        wizard->m_setLastmod->setObjectName(u"importSetLastmod"_s);
        wizard->m_lastmod = new QDateEdit(QDate::currentDate());
        wizard->m_lastmod->setObjectName(u"importLastmod"_s);
        wizard->m_lastmod->setDisplayFormat(u"yyyy-MM-dd"_s);
        wizard->m_lastmod->setCalendarPopup(true);
        wizard->m_lastmod->setEnabled(false);
        wizard->m_lastmod->setAccessibleName(ImportWizard::tr("Default last modified date"));
        lastmodRow->addWidget(wizard->m_setLastmod);
        lastmodRow->addWidget(wizard->m_lastmod);
        lastmodRow->addStretch();
        // A row of several widgets: the label needs a buddy, or it shows its '&'.
        auto *lastmodLabel = new QLabel(ImportWizard::tr("&Last modified:"));
        lastmodLabel->setBuddy(wizard->m_setLastmod);
        defaultsForm->addRow(lastmodLabel, lastmodRow);
        wizard->m_changefreq = new QComboBox;
        wizard->m_changefreq->setObjectName(u"importChangefreq"_s);
        wizard->m_changefreq->addItem(ImportWizard::tr("(none)"), int(ChangeFreq::None));
        for (ChangeFreq f :
             { ChangeFreq::Always, ChangeFreq::Hourly, ChangeFreq::Daily, ChangeFreq::Weekly,
               ChangeFreq::Monthly, ChangeFreq::Yearly, ChangeFreq::Never })
            wizard->m_changefreq->addItem(UrlEntry::changefreqName(f), int(f));
        defaultsForm->addRow(ImportWizard::tr("&Change frequency:"), wizard->m_changefreq);
        wizard->m_priority = new QDoubleSpinBox;
        wizard->m_priority->setObjectName(u"importPriority"_s);
        wizard->m_priority->setRange(-0.1, 1.0);
        wizard->m_priority->setSingleStep(0.1);
        wizard->m_priority->setDecimals(1);
        wizard->m_priority->setValue(-0.1);
        wizard->m_priority->setSpecialValueText(ImportWizard::tr("(none)"));
        defaultsForm->addRow(ImportWizard::tr("&Priority:"), wizard->m_priority);
        layout->addWidget(defaults);

        m_media = new QGroupBox(ImportWizard::tr("The feed's media"));
        auto *mediaLayout = new QVBoxLayout(m_media);
        wizard->m_keepImages = new QCheckBox;
        wizard->m_keepImages->setObjectName(u"importKeepImages"_s);
        wizard->m_keepImages->setChecked(true);
        wizard->m_keepVideos = new QCheckBox;
        wizard->m_keepVideos->setObjectName(u"importKeepVideos"_s);
        wizard->m_keepVideos->setChecked(true);
        mediaLayout->addWidget(wizard->m_keepImages);
        mediaLayout->addWidget(wizard->m_keepVideos);
        layout->addWidget(m_media);

        m_error = wrappedLabel({}, u"importOptionsError"_s);
        m_error->hide();
        layout->addWidget(m_error);
        layout->addStretch();

        connect(wizard->m_setLastmod, &QCheckBox::toggled, wizard->m_lastmod, &QWidget::setEnabled);
        connect(wizard->m_baseUrl, &QLineEdit::textChanged, m_error, &QWidget::hide);
    }

    void initializePage() override
    {
        const Workspace &source = m_wizard->sourceWorkspace();
        // Relative links of a page fetched from the web are relative to where it was.
        if (m_wizard->m_baseUrl->text().isEmpty() && !m_wizard->m_fetchedFrom.isEmpty())
            m_wizard->m_baseUrl->setText(m_wizard->m_fetchedFrom);
        const qsizetype relative = countEntries(
            source, [](const UrlEntry &e) { return e.hasLoc() && !e.locView().contains("://"); });
        m_relative->setText(
            relative == 0 ? ImportWizard::tr("No location is relative.")
                          : ImportWizard::tr("Relative locations: %1.").arg(number(relative)));
        ImportOptions probe;
        probe.dropDuplicates = true;
        const ImportBatch probed = Importer::prepare(source, probe);
        const qsizetype duplicates = probed.duplicatesDropped;
        m_wizard->m_addScheme->setText(ImportWizard::tr(
            "Add the &scheme to locations that start with a host name (%n found)", nullptr,
            int(probed.missingSchemes)));
        m_wizard->m_addScheme->setToolTip(ImportWizard::tr(
            "\"shop.example.org/page\" becomes https://shop.example.org/page (the base URL's "
            "scheme when one is given); unticked, such lines are skipped"));
        m_wizard->m_addScheme->setVisible(probed.missingSchemes > 0);
        m_wizard->m_dropNonWeb->setText(ImportWizard::tr(
            "Drop locations that are not &http or https, such as ftp: or mailto: (%n found)",
            nullptr, int(probed.nonWebUrls)));
        m_wizard->m_dropNonWeb->setVisible(probed.nonWebUrls > 0);
        m_wizard->m_stripTracking->setText(ImportWizard::tr(
            "Remove &tracking parameters (utm_*, fbclid, gclid, …) from %n URL(s)", nullptr,
            int(probed.trackedUrls)));
        m_wizard->m_stripTracking->setVisible(probed.trackedUrls > 0);
        m_wizard->m_dropDuplicates->setText(ImportWizard::tr(
            "&Drop duplicate URLs, keeping the first (%n found)", nullptr, int(duplicates)));
        const qsizetype images
            = countEntries(source, [](const UrlEntry &e) { return e.images().size(); });
        const qsizetype videos
            = countEntries(source, [](const UrlEntry &e) { return e.videos().size(); });
        m_wizard->m_keepImages->setText(
            ImportWizard::tr("Keep &images as image:image (%n found)", nullptr, int(images)));
        m_wizard->m_keepVideos->setText(
            ImportWizard::tr("Keep &videos as video:video (%n found)", nullptr, int(videos)));
        m_wizard->m_keepImages->setEnabled(images > 0);
        m_wizard->m_keepVideos->setEnabled(videos > 0);
        m_media->setVisible(images > 0 || videos > 0);
    }

    bool validatePage() override
    {
        const QString base = m_wizard->m_baseUrl->text().trimmed();
        if (base.isEmpty())
            return true;
        const QUrl url(base, QUrl::StrictMode);
        if (url.isValid() && (url.scheme() == u"http" || url.scheme() == u"https")
            && !url.host().isEmpty())
            return true;
        m_error->setText(ImportWizard::tr("“%1” is not an absolute http or https URL; relative "
                                          "locations cannot be resolved against it.")
                             .arg(base));
        ThemeColours::markError(m_error, true);
        m_error->show();
        return false;
    }

private:
    ImportWizard *m_wizard;
    QLabel *m_relative = nullptr;
    QGroupBox *m_media = nullptr;
    QLabel *m_error = nullptr;
};

// The target: a new sitemap, or a merge into the open document, with what it will do.
class ImportTargetPage : public QWizardPage
{
public:
    explicit ImportTargetPage(ImportWizard *wizard)
        : m_wizard(wizard)
    {
        setTitle(ImportWizard::tr("Target"));
        setFinalPage(true);
        auto *layout = new QVBoxLayout(this);
        wizard->m_newSitemap = new QRadioButton(ImportWizard::tr("A &new sitemap"));
        wizard->m_newSitemap->setObjectName(u"importTargetNew"_s);
        wizard->m_newSitemap->setChecked(true);
        layout->addWidget(wizard->m_newSitemap);
        wizard->m_merge = new QRadioButton;
        wizard->m_merge->setObjectName(u"importTargetMerge"_s);
        layout->addWidget(wizard->m_merge);
        auto *policyRow = new QHBoxLayout;
        wizard->m_conflictPolicy = new QComboBox;
        wizard->m_conflictPolicy->setObjectName(u"importConflictPolicy"_s);
        wizard->m_conflictPolicy->addItem(ImportWizard::tr("keep the document's value"));
        wizard->m_conflictPolicy->addItem(ImportWizard::tr("take the imported value"));
        auto *policyLabel = new QLabel(ImportWizard::tr("On a &conflict:"));
        policyLabel->setBuddy(wizard->m_conflictPolicy);
        policyRow->addSpacing(20);
        policyRow->addWidget(policyLabel);
        policyRow->addWidget(wizard->m_conflictPolicy);
        policyRow->addStretch();
        layout->addLayout(policyRow);
        m_mergeNote = wrappedLabel({}, u"importMergeNote"_s);
        layout->addWidget(m_mergeNote);
        m_summary = wrappedLabel({}, u"importSummary"_s);
        layout->addWidget(m_summary);
        m_conflicts = new QListWidget;
        m_conflicts->setObjectName(u"importConflicts"_s);
        m_conflicts->setWordWrap(true);
        m_conflicts->setAccessibleName(ImportWizard::tr("Conflicts"));
        layout->addWidget(m_conflicts, 1);

        connect(wizard->m_merge, &QRadioButton::toggled, this, &ImportTargetPage::refresh);
        connect(wizard->m_conflictPolicy, &QComboBox::currentIndexChanged, this,
                &ImportTargetPage::refresh);
    }

    void initializePage() override
    {
        m_wizard->m_merge->setText(
            ImportWizard::tr("&Merge into %1: add new URLs, update existing ones")
                .arg(m_wizard->m_currentName));
        const bool can = m_wizard->canMerge();
        m_wizard->m_merge->setEnabled(can);
        if (!can)
            m_wizard->m_newSitemap->setChecked(true);
        m_mergeNote->setText(
            can ? QString()
                : ImportWizard::tr("A merge needs an open document of the same kind: the "
                                   "import holds %1, the open document is %2.")
                      .arg(m_wizard->batch().kind == Sitemap::Kind::Index
                               ? ImportWizard::tr("sitemaps (an index)")
                               : ImportWizard::tr("page URLs"),
                           m_wizard->m_current.isEmpty() || m_wizard->m_current.root().failed
                               ? ImportWizard::tr("not readable")
                               : m_wizard->m_current.root().isIndex()
                               ? ImportWizard::tr("a sitemap index")
                               : ImportWizard::tr("a sitemap of pages")));
        m_mergeNote->setVisible(!can);
        refresh();
    }

private:
    void refresh()
    {
        m_wizard->m_conflictPolicy->setEnabled(m_wizard->merges());
        m_summary->setText(m_wizard->summary());
        m_conflicts->clear();
        if (m_wizard->merges()) {
            const MergePlan &plan = m_wizard->mergePlan();
            const QList<UrlEntry> &target = m_wizard->m_current.root().entries;
            for (const MergeConflict &c : plan.conflicts)
                m_conflicts->addItem(
                    ImportWizard::tr("%1: %2 is “%3” in the document, “%4” "
                                     "in the import")
                        .arg(target.at(c.target).loc(), c.field, c.existing, c.imported));
        }
        m_conflicts->setVisible(m_conflicts->count() > 0);
    }

    ImportWizard *m_wizard;
    QLabel *m_mergeNote = nullptr;
    QLabel *m_summary = nullptr;
    QListWidget *m_conflicts = nullptr;
};

ImportWizard::ImportWizard(Workspace current, const QString &currentName, QWidget *parent)
    : QWizard(parent)
    , m_current(std::move(current))
    , m_currentName(currentName)
{
    setObjectName(u"importWizard"_s);
    setWindowTitle(tr("Import"));
    setOption(QWizard::NoBackButtonOnStartPage);
    setButtonText(QWizard::FinishButton, tr("&Import"));
    setPage(SourcePageId, new ImportSourcePage(this));
    setPage(PreviewPageId, new ImportPreviewPage(this));
    setPage(OptionsPageId, new ImportOptionsPage(this));
    setPage(TargetPageId, new ImportTargetPage(this));
    resize(760, 600);
}

ImportWizard::~ImportWizard() = default;

bool ImportWizard::readSource()
{
    sourceChanged();
    m_source = Workspace();
    m_sourceError.clear();
    m_table = false;
    m_tableText.clear();
    m_fetchedFrom.clear();
    const ReadLimits limits;
    const bool fromFile = m_fromFile->isChecked();
    QString location = fromFile ? m_fileEdit->text().trimmed() : tr("pasted text");
    if (fromFile && !QFileInfo(location).isFile()) {
        m_sourceError = tr("%1 is not a file that can be read.").arg(location);
        return false;
    }
    QByteArray bytes;
    if (m_fromUrl->isChecked()) {
        const QString text = m_urlEdit->text().trimmed();
        const QUrl url = QUrl::fromUserInput(text);
        if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https")) {
            m_sourceError = tr("“%1” is not an http or https address.").arg(text);
            return false;
        }
        bytes = fetch(url, &location);
        if (bytes.isEmpty() && !m_sourceError.isEmpty())
            return false;
        m_fetchedFrom = location;
    } else if (!fromFile) {
        bytes = m_pasteEdit->toPlainText().toUtf8();
    }
    const InputSource input = fromFile ? InputSource::fromFile(location, limits)
                                       : InputSource::fromBytes(bytes, location, limits);
    m_source.findings = input.findings();
    QStringList reasons;
    for (const InputDocument &document : input.documents()) {
        Sitemap sitemap = Loader::readDocument(document, location, limits);
        if (sitemap.failed) {
            for (const Finding &f : std::as_const(sitemap.findings))
                if (f.severity == Severity::Error)
                    reasons.append(f.toString());
            continue;
        }
        if (m_source.isEmpty() && sitemap.source.format == SourceFormat::Csv) {
            m_table = true;
            m_tableText = TextDecoder::decode(document.data).utf8;
            m_mapping = CsvReader::detect(m_tableText);
        }
        m_source.sitemaps.append(std::move(sitemap));
    }
    if (m_source.isEmpty()) {
        for (const Finding &f : input.findings())
            reasons.append(f.toString());
        m_sourceError = reasons.isEmpty()
            ? tr("Nothing could be read from %1.").arg(location)
            : tr("%1 cannot be imported: %2").arg(location, reasons.join(u"; "_s));
        return false;
    }
    return true;
}

QByteArray ImportWizard::fetch(const QUrl &url, QString *finalLocation)
{
    Fetcher fetcher;
    FetchReply *reply = fetcher.fetch(url);
    WorkProgress progress(u"importFetchProgress"_s, tr("Fetching %1…").arg(url.toDisplayString()),
                          tr("Cancel"), this, 300);
    QEventLoop loop;
    connect(reply, &FetchReply::finished, &loop, &QEventLoop::quit);
    connect(&progress, &QProgressDialog::canceled, reply, &FetchReply::cancel);
    connect(reply, &FetchReply::progress, &progress, [&progress](qint64 received, qint64 total) {
        if (total > 0) {
            progress.setMaximum(int(qMin<qint64>(total, INT_MAX)));
            progress.setValue(int(qMin<qint64>(received, INT_MAX)));
        } else {
            progress.setValue(0);
        }
    });
    if (!reply->isFinished())
        loop.exec();
    progress.finish(); // before the page says how the fetch went
    const FetchResult result = reply->result();
    if (!result.ok()) {
        m_sourceError = result.message;
        return {};
    }
    *finalLocation = result.finalUrl.toString();
    if (result.body.isEmpty())
        m_sourceError = tr("%1 answered with an empty body.").arg(*finalLocation);
    return result.body;
}

void ImportWizard::setMapping(const CsvMapping &mapping)
{
    m_mapping = mapping;
    if (m_table)
        readTable();
}

void ImportWizard::readTable()
{
    Sitemap sitemap;
    sitemap.source = m_source.root().source;
    CsvReader::read(m_tableText, m_mapping, sitemap);
    m_source.sitemaps[0] = std::move(sitemap);
    sourceChanged();
}

ImportOptions ImportWizard::options() const
{
    ImportOptions options;
    options.baseUrl = m_baseUrl->text().trimmed();
    options.dropDuplicates = m_dropDuplicates->isChecked();
    options.addMissingScheme = m_addScheme->isChecked();
    options.dropNonWebUrls = m_dropNonWeb->isChecked();
    options.stripTrackingParameters = m_stripTracking->isChecked();
    if (m_setLastmod->isChecked())
        options.defaultLastmod = W3cDateTime::fromString(m_lastmod->date().toString(Qt::ISODate));
    options.defaultChangefreq = ChangeFreq(m_changefreq->currentData().toInt());
    options.defaultPriority = m_priority->value() < 0 ? -1.0 : m_priority->value();
    options.keepImages = m_keepImages->isChecked();
    options.keepVideos = m_keepVideos->isChecked();
    return options;
}

bool ImportWizard::canMerge() const
{
    return !m_current.isEmpty() && !m_current.root().failed
        && m_current.root().kind == batch().kind;
}

bool ImportWizard::merges() const
{
    return m_merge->isChecked() && m_merge->isEnabled();
}

const ImportBatch &ImportWizard::batch() const
{
    const ImportOptions now = options();
    if (!m_batch || !(now == m_batchOptions)) {
        m_batch = Importer::prepare(m_source, now);
        m_batchOptions = now;
        m_plan.reset();
    }
    return *m_batch;
}

const MergePlan &ImportWizard::mergePlan() const
{
    const ImportBatch &imported = batch();
    const int policy = m_conflictPolicy->currentIndex();
    if (!m_plan || m_planPolicy != policy) {
        m_plan = Importer::planMerge(m_current.root().entries, imported.entries,
                                     policy == 1 ? Importer::ConflictPolicy::TakeImported
                                                 : Importer::ConflictPolicy::KeepExisting);
        m_planPolicy = policy;
    }
    return *m_plan;
}

void ImportWizard::sourceChanged()
{
    m_batch.reset();
    m_plan.reset();
}

Workspace ImportWizard::result() const
{
    if (merges()) {
        Workspace merged = m_current;
        Importer::applyMerge(merged.sitemaps[0].entries, mergePlan());
        return merged;
    }
    const ImportBatch &imported = batch();
    Workspace workspace;
    Sitemap sitemap;
    sitemap.kind = imported.kind;
    sitemap.source.format
        = imported.kind == Sitemap::Kind::Index ? SourceFormat::SitemapIndex : SourceFormat::UrlSet;
    sitemap.entries = imported.entries;
    workspace.sitemaps.append(std::move(sitemap));
    return workspace;
}

QString ImportWizard::sourceName() const
{
    if (m_fromFile->isChecked())
        return QFileInfo(m_fileEdit->text().trimmed()).fileName();
    if (m_fromUrl->isChecked())
        return m_urlEdit->text().trimmed();
    return tr("pasted text");
}

QString ImportWizard::summary() const
{
    const ImportBatch &imported = batch();
    QStringList changes;
    if (!imported.skipped.isEmpty())
        changes.append(tr("%Ln lines skipped: not URLs", nullptr, int(imported.skipped.size())));
    if (imported.schemesAdded)
        changes.append(tr("%Ln given a scheme", nullptr, int(imported.schemesAdded)));
    if (imported.resolved)
        changes.append(tr("%Ln relative URLs resolved", nullptr, int(imported.resolved)));
    if (imported.duplicatesDropped)
        changes.append(
            tr("%Ln duplicates dropped", nullptr, int(imported.duplicatesDropped)));
    if (imported.defaultsSet)
        changes.append(tr("%Ln given the defaults", nullptr, int(imported.defaultsSet)));
    if (imported.imagesDropped || imported.videosDropped)
        changes.append(tr("%1 and %2 dropped")
                           .arg(tr("%Ln images", nullptr, int(imported.imagesDropped)),
                                tr("%Ln videos", nullptr, int(imported.videosDropped))));
    QString text = tr("URLs to import: %1").arg(number(imported.entries.size()));
    if (!changes.isEmpty())
        text += u" ("_s + changes.join(u", "_s) + u')';
    if (!merges())
        return text + tr(", into a new sitemap.");
    const MergePlan &plan = mergePlan();
    text
        += tr(": %1 new, %2 updated, %3 already there as they are")
               .arg(number(plan.added.size()), number(plan.updated.size()), number(plan.unchanged));
    if (!plan.conflicts.isEmpty())
        text += tr("; conflicts: %1, where %2:")
                    .arg(number(plan.conflicts.size()),
                         m_conflictPolicy->currentIndex() == 1
                             ? tr("the imported value replaces the document's")
                             : tr("the document's value is kept"));
    else
        text += u'.';
    return text;
}

} // namespace Studio
