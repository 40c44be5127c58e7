#include "crawlcomparedialog.h"

#include "widgets/tableactions.h"

#include "net/crawlstore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

QString kindText(CrawlDiff::Kind kind)
{
    switch (kind) {
    case CrawlDiff::Kind::New:
        return CrawlCompareDialog::tr("New");
    case CrawlDiff::Kind::Gone:
        return CrawlCompareDialog::tr("Gone");
    case CrawlDiff::Kind::Changed:
        return CrawlCompareDialog::tr("Changed");
    }
    return {};
}

QString sideText(const CrawlDiff::Side &side)
{
    return side.status > 0 ? QStringLiteral("%1, %2").arg(side.status).arg(side.indexability)
                           : side.indexability;
}

} // namespace

CrawlCompareDialog::CrawlCompareDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("crawlCompareDialog"));
    setWindowTitle(tr("Compare Crawls"));
    auto fileRow = [this](QLineEdit **field, const QString &name) {
        *field = new QLineEdit(this);
        (*field)->setObjectName(name);
        (*field)->setPlaceholderText(tr("A crawl saved with File → Save Crawl…"));
        auto *browseButton = new QPushButton(tr("Browse…"), this);
        connect(browseButton, &QPushButton::clicked, this, [this, field] { browse(*field); });
        auto *row = new QHBoxLayout;
        row->addWidget(*field, 1);
        row->addWidget(browseButton);
        return row;
    };
    auto *form = new QFormLayout;
    auto labelled = [this, form](const QString &text, QHBoxLayout *row, QLineEdit *field) {
        auto *label = new QLabel(text, this);
        label->setBuddy(field); // the mnemonic, for a row that is a layout
        form->addRow(label, row);
    };
    QHBoxLayout *olderRow = fileRow(&m_older, QStringLiteral("crawlCompareOlder"));
    labelled(tr("&Earlier crawl:"), olderRow, m_older);
    QHBoxLayout *newerRow = fileRow(&m_newer, QStringLiteral("crawlCompareNewer"));
    labelled(tr("&Later crawl:"), newerRow, m_newer);
    m_useOpen = new QCheckBox(this);
    m_useOpen->setObjectName(QStringLiteral("crawlCompareUseOpen"));
    m_useOpen->hide();
    form->addRow(QString(), m_useOpen);
    connect(m_useOpen, &QCheckBox::toggled, m_newer, &QWidget::setDisabled);
    auto *compareButton = new QPushButton(tr("C&ompare"), this);
    compareButton->setObjectName(QStringLiteral("crawlCompareRun"));

    m_counts = new QLabel(this);
    m_counts->setObjectName(QStringLiteral("crawlCompareCounts"));
    m_counts->setWordWrap(true);
    m_counts->setTextFormat(Qt::RichText);
    m_counts->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_field = new QComboBox(this);
    m_field->setObjectName(QStringLiteral("crawlCompareField"));
    m_field->addItem(tr("Any change"), 0);
    const std::pair<CrawlDiff::Field, QString> fields[] = {
        { CrawlDiff::Status, tr("Status") },       { CrawlDiff::Indexability, tr("Indexability") },
        { CrawlDiff::Canonical, tr("Canonical") }, { CrawlDiff::Redirect, tr("Redirect") },
        { CrawlDiff::Title, tr("Title") },         { CrawlDiff::Depth, tr("Depth") },
    };
    for (const auto &[field, text] : fields)
        m_field->addItem(text, int(field));
    m_text = new QLineEdit(this);
    m_text->setObjectName(QStringLiteral("crawlCompareFilter"));
    m_text->setPlaceholderText(tr("Filter by URL"));
    m_text->setClearButtonEnabled(true);
    m_shown = new QLabel(this);
    m_shown->setObjectName(QStringLiteral("crawlCompareShown"));
    m_shown->setMinimumWidth(fontMetrics().horizontalAdvance(
        tr("%1 of %2 shown").arg(QLocale().toString(999999), QLocale().toString(999999))));
    auto *filters = new QHBoxLayout;
    filters->addWidget(m_text, 1);
    filters->addWidget(m_field);
    filters->addWidget(m_shown);

    m_table = new QTableWidget(0, 4, this);
    m_table->setObjectName(QStringLiteral("crawlCompareTable"));
    new TableActions(m_table, QStringLiteral("crawl-changes")); // copy, export to CSV
    m_table->setAccessibleName(tr("Pages compared"));
    m_table->setHorizontalHeaderLabels(
        { tr("Change"), tr("URL"), tr("What changed"), tr("Before → after") });
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    const int character = fontMetrics().averageCharWidth();
    m_table->horizontalHeader()->resizeSection(0, 12 * character);
    m_table->horizontalHeader()->resizeSection(1, 45 * character);
    m_table->horizontalHeader()->resizeSection(2, 70 * character);
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(compareButton, 0, Qt::AlignLeft);
    layout->addWidget(m_counts);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);

    connect(compareButton, &QPushButton::clicked, this,
            [this] { compare(m_older->text().trimmed(), m_newer->text().trimmed()); });
    connect(m_counts, &QLabel::linkActivated, this, &CrawlCompareDialog::showKind);
    connect(m_field, &QComboBox::currentIndexChanged, this, &CrawlCompareDialog::fill);
    connect(m_text, &QLineEdit::textChanged, this, &CrawlCompareDialog::fill);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(160 * character, 36 * fontMetrics().lineSpacing());
    fill();
}

void CrawlCompareDialog::browse(QLineEdit *field)
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Choose a Crawl"),
        field->text().isEmpty() ? QString() : QFileInfo(field->text()).absolutePath(),
        tr("Crawls (*.crawl);;All files (*)"));
    if (!path.isEmpty())
        field->setText(path);
}

void CrawlCompareDialog::setOpenCrawl(const CrawlResult *crawl, const QString &name)
{
    m_openCrawl = crawl;
    m_useOpen->setText(tr("Compare with the open crawl: %1").arg(name));
    m_useOpen->setVisible(crawl != nullptr);
    m_useOpen->setChecked(crawl != nullptr);
}

bool CrawlCompareDialog::compare(const QString &older, const QString &newer, QString *error)
{
    m_older->setText(older);
    const bool useOpen = m_openCrawl && m_useOpen->isChecked();
    if (!useOpen)
        m_newer->setText(newer);
    CrawlResult crawls[2];
    const QString paths[2] = { older, newer };
    for (int i = 0; i < (useOpen ? 1 : 2); ++i) {
        CrawlOptions options;
        bool finished = false;
        QString why;
        if (!CrawlStore::read(paths[i], &crawls[i], &options, &finished, &why)) {
            m_diff = CrawlDiff();
            m_counts->setText(why.toHtmlEscaped());
            m_table->setRowCount(0);
            m_shown->clear();
            if (error)
                *error = why;
            return false;
        }
    }
    m_diff = CrawlDiff::compare(crawls[0], useOpen ? *m_openCrawl : crawls[1]);
    m_kind.clear();
    fill();
    return true;
}

void CrawlCompareDialog::showKind(const QString &kind)
{
    m_kind = kind == u"all" ? QString() : kind;
    fill();
}

void CrawlCompareDialog::fill()
{
    const QLocale locale;
    const QList<CrawlDiff::Change> &changes = m_diff.changes();
    const int field = m_field->currentData().toInt();
    const QString text = m_text->text().trimmed();
    m_table->setUpdatesEnabled(false);
    m_table->setRowCount(0);
    int shown = 0;
    for (const CrawlDiff::Change &change : changes) {
        if (!m_kind.isEmpty() && CrawlDiff::kindName(change.kind) != m_kind)
            continue;
        if (field != 0 && !(change.fields & field))
            continue;
        if (!text.isEmpty() && !change.url.contains(text, Qt::CaseInsensitive))
            continue;
        const int row = shown++;
        m_table->insertRow(row);
        QString what, sides;
        switch (change.kind) {
        case CrawlDiff::Kind::New:
            sides = tr("→ %1").arg(sideText(change.after));
            break;
        case CrawlDiff::Kind::Gone:
            sides = tr("%1 →").arg(sideText(change.before));
            break;
        case CrawlDiff::Kind::Changed:
            what = CrawlDiff::describe(change);
            sides = tr("%1 → %2").arg(sideText(change.before), sideText(change.after));
            break;
        }
        const QString cells[] = { kindText(change.kind), change.url, what, sides };
        for (int c = 0; c < 4; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]);
            m_table->setItem(row, c, item);
        }
    }
    m_table->setUpdatesEnabled(true);

    if (changes.isEmpty() && m_diff.unchanged() == 0) {
        if (m_counts->text().isEmpty())
            m_counts->setText(tr("Choose two crawls of a site, the earlier first."));
        m_shown->clear();
        return;
    }
    auto link = [&](CrawlDiff::Kind kind, const QString &label) {
        const QString name = QString(CrawlDiff::kindName(kind));
        const QString count = tr("%1 %2").arg(locale.toString(m_diff.count(kind)), label);
        return name == m_kind
            ? u"<b>"_s + count.toHtmlEscaped() + u"</b>"_s
            : QStringLiteral("<a href=\"%1\">%2</a>").arg(name, count.toHtmlEscaped());
    };
    QString html = QStringList { link(CrawlDiff::Kind::New, tr("new")),
                                 link(CrawlDiff::Kind::Gone, tr("gone")),
                                 link(CrawlDiff::Kind::Changed, tr("changed")),
                                 tr("%1 unchanged").arg(locale.toString(m_diff.unchanged())) }
                       .join(QStringLiteral(", "));
    if (!m_kind.isEmpty())
        html += QStringLiteral(" — <a href=\"all\">%1</a>").arg(tr("show all").toHtmlEscaped());
    m_counts->setText(html);
    m_shown->setText(
        tr("%1 of %2 shown").arg(locale.toString(shown), locale.toString(changes.size())));
}

} // namespace Studio
