#pragma once

#include "io/readers/csvreader.h"
#include "io/importer.h"
#include "model/workspace.h"

#include <QWizard>

#include <optional>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QRadioButton;
class QTableWidget;

namespace Studio {

// File → Import: brings a text list, a feed, a robots.txt, a CSV table or another sitemap
// into a new sitemap or into the open one, from a file, pasted text or a web address.
//
// Pages: the source (a file or pasted text), what was found (the detected format, the first
// entries, the column mapping of a table, and what will be skipped and why), options (a base
// for relative URLs, duplicates, default values, a feed's media), and the target (a new
// sitemap, or a merge into the open document with the URLs added, updated and in conflict
// listed before anything changes). The wizard changes nothing itself: MainWindow applies
// result() as one undo step.
class ImportWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId { SourcePageId, PreviewPageId, OptionsPageId, TargetPageId };

    // `current` is the open document's workspace (a shared copy), the target of a merge;
    // `currentName` names it on the target page.
    ImportWizard(Workspace current, const QString &currentName, QWidget *parent = nullptr);
    ~ImportWizard() override;

    // Reads the source chosen on the first page; false with a reason in sourceError().
    bool readSource();
    QString sourceError() const { return m_sourceError; }

    // What was read, before the options (for the preview) and after them.
    const Workspace &sourceWorkspace() const { return m_source; }
    ImportOptions options() const;
    // Computed again only when the source or the options changed.
    const ImportBatch &batch() const;
    bool isTable() const { return m_table; }
    CsvMapping mapping() const { return m_mapping; }
    void setMapping(const CsvMapping &mapping);

    bool canMerge() const;
    bool merges() const;
    const MergePlan &mergePlan() const;
    // The workspace the document is to hold after the import: the merged one, or a new
    // sitemap of the batch.
    Workspace result() const;
    // What result() did, for the undo step's name and the status bar.
    QString summary() const;
    // The file name, the web address, or "pasted text".
    QString sourceName() const;

private:
    friend class ImportSourcePage;
    friend class ImportPreviewPage;
    friend class ImportOptionsPage;
    friend class ImportTargetPage;

    void readTable();
    void sourceChanged();
    // Fetches `url` behind a window-modal progress dialog with Cancel; the body, or an empty
    // array with the reason in m_sourceError.
    QByteArray fetch(const QUrl &url, QString *finalLocation);

    Workspace m_current;
    QString m_currentName;
    Workspace m_source;
    QString m_sourceError;
    QString m_fetchedFrom; // the final URL when the source was fetched
    // The decoded text of a table, read again whenever the mapping changes.
    QByteArray m_tableText;
    bool m_table = false;
    CsvMapping m_mapping;
    mutable std::optional<ImportBatch> m_batch;
    mutable ImportOptions m_batchOptions;
    mutable std::optional<MergePlan> m_plan;
    mutable int m_planPolicy = -1;

    // Source page.
    QRadioButton *m_fromFile = nullptr;
    QRadioButton *m_fromPaste = nullptr;
    QRadioButton *m_fromUrl = nullptr;
    QLineEdit *m_urlEdit = nullptr;
    QLineEdit *m_fileEdit = nullptr;
    QPlainTextEdit *m_pasteEdit = nullptr;
    // Options page.
    QLineEdit *m_baseUrl = nullptr;
    QCheckBox *m_dropDuplicates = nullptr;
    QCheckBox *m_addScheme = nullptr;
    QCheckBox *m_dropNonWeb = nullptr;
    QCheckBox *m_stripTracking = nullptr;
    QCheckBox *m_setLastmod = nullptr;
    QDateEdit *m_lastmod = nullptr;
    QComboBox *m_changefreq = nullptr;
    QDoubleSpinBox *m_priority = nullptr;
    QCheckBox *m_keepImages = nullptr;
    QCheckBox *m_keepVideos = nullptr;
    // Target page.
    QRadioButton *m_newSitemap = nullptr;
    QRadioButton *m_merge = nullptr;
    QComboBox *m_conflictPolicy = nullptr;
};

} // namespace Studio
