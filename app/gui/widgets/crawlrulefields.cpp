#include "crawlrulefields.h"

#include "widgets/siteaccessfields.h"
#include "widgets/themecolours.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

// The names of the parameters field: separated by spaces, commas or semicolons.
QStringList namesIn(const QString &text)
{
    return text.split(QRegularExpression(u"[\\s,;]+"_s), Qt::SkipEmptyParts);
}

} // namespace

CrawlRuleFields::CrawlRuleFields(QWidget *parent)
    : QWidget(parent)
{
    // The form, then the message under it: a wrapped label outside the form, whose height
    // for a width is not asked again when one of its rows shows (Qt 6.4).
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    layout->addLayout(form);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    m_include = linesEdit(3, this);
    m_include->setObjectName(u"crawlInclude"_s);
    m_include->setPlaceholderText(tr("/blog/, one regular expression a line"));
    m_include->setToolTip(tr("Ask only for URLs that match one of these regular expressions, "
                             "searched in the whole URL. The start URL is asked all the same, "
                             "for its links, and listed only when it matches."));
    form->addRow(tr("&Include only:"), m_include);
    m_exclude = linesEdit(3, this);
    m_exclude->setObjectName(u"crawlExclude"_s);
    m_exclude->setPlaceholderText(tr("/search\\?, one regular expression a line"));
    m_exclude->setToolTip(tr("Never ask for URLs that match one of these regular expressions; "
                             "a start URL that matches is refused."));
    form->addRow(tr("E&xclude:"), m_exclude);
    m_noList = linesEdit(3, this);
    m_noList->setObjectName(u"crawlNoList"_s);
    m_noList->setPlaceholderText(tr("/tag/, one regular expression a line"));
    m_noList->setToolTip(tr("Ask for and follow URLs that match one of these regular "
                            "expressions, but leave them out of the sitemap (tag pages, "
                            "search pages)."));
    form->addRow(tr("Do &not list:"), m_noList);

    m_stripParams = new QLineEdit(this);
    m_stripParams->setObjectName(u"crawlStripParams"_s);
    m_stripParams->setPlaceholderText(tr("ref, pk_*"));
    m_stripParams->setToolTip(
        tr("Query parameters removed from links before they are queued, so that each page is "
           "asked once, besides the tracking parameters removed by default (utm_*, fbclid, "
           "gclid, msclkid, dclid, yclid, mc_cid, mc_eid, _ga, _gl): names or globs, separated "
           "by spaces or commas."));
    form->addRow(tr("Remove &parameters:"), m_stripParams);
    m_keepAllParams = new QCheckBox(tr("Keep every parameter, trackin&g ones too"), this);
    m_keepAllParams->setObjectName(u"crawlKeepAllParams"_s);
    form->addRow(QString(), m_keepAllParams);
    connect(m_keepAllParams, &QCheckBox::toggled, m_stripParams, &QWidget::setDisabled);

    m_publishUrl = new QLineEdit(this);
    m_publishUrl->setObjectName(u"crawlPublishUrl"_s);
    m_publishUrl->setPlaceholderText(u"https://www.example.com/"_s);
    m_publishUrl->setToolTip(tr("Where the site is published when the crawl runs on another "
                                "host (staging): the sitemap lists the pages of the start "
                                "URL's host under this address, the start URL's folder "
                                "standing for its folder."));
    form->addRow(tr("P&ublish URL:"), m_publishUrl);

    m_problem = new QLabel(this);
    m_problem->setObjectName(u"crawlRulesProblem"_s);
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    ThemeColours::markError(m_problem, true);
    m_problem->hide();
    layout->addWidget(m_problem);

    for (QPlainTextEdit *edit : { m_include, m_exclude, m_noList })
        connect(edit, &QPlainTextEdit::textChanged, this, &CrawlRuleFields::check);
    connect(m_stripParams, &QLineEdit::textChanged, this, &CrawlRuleFields::check);
    connect(m_keepAllParams, &QCheckBox::toggled, this, &CrawlRuleFields::check);
    connect(m_publishUrl, &QLineEdit::textChanged, this, &CrawlRuleFields::check);
}

UrlRuleSettings CrawlRuleFields::settings() const
{
    UrlRuleSettings settings;
    settings.include = FieldLines::of(m_include).values;
    settings.exclude = FieldLines::of(m_exclude).values;
    settings.noList = FieldLines::of(m_noList).values;
    settings.keepAllParams = m_keepAllParams->isChecked();
    // The names stay in the field while every parameter is kept, unused.
    if (!settings.keepAllParams)
        settings.stripParams = namesIn(m_stripParams->text());
    settings.publishUrl = m_publishUrl->text().trimmed();
    return settings;
}

void CrawlRuleFields::setSettings(const UrlRuleSettings &settings)
{
    m_include->setPlainText(settings.include.join(u'\n'));
    m_exclude->setPlainText(settings.exclude.join(u'\n'));
    m_noList->setPlainText(settings.noList.join(u'\n'));
    m_stripParams->setText(settings.stripParams.join(u", "_s));
    m_keepAllParams->setChecked(settings.keepAllParams);
    m_publishUrl->setText(settings.publishUrl);
}

QString CrawlRuleFields::problem() const
{
    return m_problem->text();
}

bool CrawlRuleFields::read(CrawlUrlRules *rules) const
{
    UrlRuleSettings::Problem problem;
    return this->problem().isEmpty() && settings().read(rules, &problem);
}

void CrawlRuleFields::focusProblem()
{
    if (!m_problemField)
        return;
    m_problemField->setFocus();
    if (auto *edit = qobject_cast<QPlainTextEdit *>(m_problemField); edit && m_problemLine > 0)
        placeCursorOnLine(edit, m_problemLine);
}

void CrawlRuleFields::check()
{
    using Field = UrlRuleSettings::Field;
    CrawlUrlRules rules;
    UrlRuleSettings::Problem problem;
    const UrlRuleSettings settings = this->settings();
    QString text;
    m_problemField = nullptr;
    m_problemLine = 0;
    if (!settings.read(&rules, &problem)) {
        const auto pattern = [&](QPlainTextEdit *edit, const QString &sentence) {
            const FieldLines lines = FieldLines::of(edit);
            m_problemField = edit;
            m_problemLine = lines.lineOf(problem.index);
            // In one pass: a pattern may hold "%1".
            return sentence.arg(QString::number(m_problemLine), lines.values.value(problem.index),
                                problem.reason, QString::number(problem.offset + 1));
        };
        switch (problem.field) {
        case Field::Include:
            text = pattern(m_include,
                           tr("Include only, line %1: “%2” is no valid regular expression: %3 "
                              "at character %4."));
            break;
        case Field::Exclude:
            text = pattern(m_exclude,
                           tr("Exclude, line %1: “%2” is no valid regular expression: %3 at "
                              "character %4."));
            break;
        case Field::NoList:
            text = pattern(m_noList,
                           tr("Do not list, line %1: “%2” is no valid regular expression: %3 "
                              "at character %4."));
            break;
        case Field::StripParam:
        case Field::KeepAllParams:
            m_problemField = m_stripParams;
            text = tr("Remove parameters: “%1” is no parameter name or glob such as pk_*.")
                       .arg(settings.stripParams.value(problem.index));
            break;
        case Field::PublishUrl:
            m_problemField = m_publishUrl;
            text = tr("Publish URL: give the whole address of the published site, starting "
                      "with https:// or http://.");
            break;
        case Field::None:
            break;
        }
    }
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    Q_EMIT changed();
}

} // namespace Studio
