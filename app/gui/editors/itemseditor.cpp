#include "itemseditor.h"

#include "commands/replaceentry.h"
#include "document/editordocument.h"
#include "model/namespaces.h"
#include "widgets/accessibility.h"
#include "widgets/themecolours.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

using Kind = ItemsEditor::Kind;

// The kinds' items behind one interface, so that the three tabs share one editor.
qsizetype itemCount(const UrlEntry &entry, Kind kind)
{
    switch (kind) {
    case Kind::Image:
        return entry.images().size();
    case Kind::Video:
        return entry.videos().size();
    case Kind::News:
        return entry.news().size();
    }
    return 0;
}

template<typename Item, typename Key> QString joined(const Item &item, Key key, bool repeated)
{
    return repeated ? item.values(key).join(QStringLiteral(", ")) : item.value(key);
}

template<typename Item, typename Key>
void setField(Item &item, Key key, const QString &text, bool repeated)
{
    if (!repeated) {
        item.setValue(key, text);
        return;
    }
    // A repeated element (video:tag): one element per comma-separated value.
    item.fields().removeIf([key](const ExtensionField &f) { return f.key == int(key); });
    for (const QString &value : text.split(u',', Qt::SkipEmptyParts))
        if (!value.trimmed().isEmpty())
            item.fields().append(ExtensionField { int(key), value.trimmed(), {}, {} });
}

bool isRepeated(Kind kind, int key)
{
    return kind == Kind::Video && VideoField(key) == VideoField::Tag;
}

// The attribute `name` of the first element `key` of a video: the attributes that qualify a
// video's fields (restriction and platform relationship, price currency, type, resolution).
QString videoAttribute(const UrlEntry &entry, int item, int key, const QString &name)
{
    return entry.videos().at(item).attribute(VideoField(key), name);
}

// Sets it, on the element's first occurrence; nothing when the element is not there yet (its
// own field comes first in the form).
bool setVideoAttribute(UrlEntry &entry, int item, int key, const QString &name, const QString &text)
{
    Video &video = entry.mutableVideos()[item];
    if (video.count(VideoField(key)) == 0)
        return false;
    if (!text.isEmpty()) {
        video.setAttribute(VideoField(key), name, text);
        return true;
    }
    for (ExtensionField &field : video.fields())
        if (field.key == key) {
            field.attributes.removeIf(
                [&name](const XmlAttribute &a) { return a.qualifiedName == name; });
            break;
        }
    return true;
}

QString value(const UrlEntry &entry, Kind kind, int item, int key)
{
    const bool repeated = isRepeated(kind, key);
    switch (kind) {
    case Kind::Image:
        return joined(entry.images().at(item), ImageField(key), repeated);
    case Kind::Video:
        return joined(entry.videos().at(item), VideoField(key), repeated);
    case Kind::News:
        return joined(entry.news().at(item), NewsField(key), repeated);
    }
    return {};
}

void setValue(UrlEntry &entry, Kind kind, int item, int key, const QString &text)
{
    const bool repeated = isRepeated(kind, key);
    switch (kind) {
    case Kind::Image:
        setField(entry.mutableImages()[item], ImageField(key), text, repeated);
        break;
    case Kind::Video:
        setField(entry.mutableVideos()[item], VideoField(key), text, repeated);
        break;
    case Kind::News:
        setField(entry.mutableNews()[item], NewsField(key), text, repeated);
        break;
    }
}

// "Image 3": an item as the warnings and the History name it, counted from 1.
QString itemTitle(Kind kind, int item)
{
    switch (kind) {
    case Kind::Image:
        return ItemsEditor::tr("Image %1").arg(item + 1);
    case Kind::Video:
        return ItemsEditor::tr("Video %1").arg(item + 1);
    case Kind::News:
        return ItemsEditor::tr("News %1").arg(item + 1);
    }
    return {};
}

QString itemLabel(const UrlEntry &entry, Kind kind, int item)
{
    QString text;
    switch (kind) {
    case Kind::Image:
        text = entry.images().at(item).loc();
        break;
    case Kind::Video:
        text = entry.videos().at(item).title();
        break;
    case Kind::News:
        text = entry.news().at(item).title();
        break;
    }
    return QStringLiteral("%1. %2").arg(item + 1).arg(text.isEmpty() ? ItemsEditor::tr("(empty)")
                                                                     : text);
}

// What an element of the kind takes and the rules that check it, for its field's tooltip; the
// limits are the checker's own. Empty for the deprecated elements, which say so instead.
QString fieldToolTip(Kind kind, int key)
{
    using Accessibility::withRules;
    namespace R = RuleId;
    const QLocale locale;
    switch (kind) {
    case Kind::Image:
        if (ImageField(key) == ImageField::Loc)
            return withRules(ItemsEditor::tr("Required: the image's URL, which may be on another "
                                             "host such as a CDN. A URL may list at most %1 "
                                             "images (Google image sitemaps).")
                                 .arg(locale.toString(Checker::MaxImages)),
                             { R::MissingTag, R::InvalidUrl, R::TooManyImages });
        return {};
    case Kind::Video:
        switch (VideoField(key)) {
        case VideoField::ThumbnailLoc:
            return withRules(ItemsEditor::tr("Required: the URL of the image that stands for the "
                                             "video in search results."),
                             { R::MissingTag, R::InvalidUrl });
        case VideoField::Title:
            return withRules(ItemsEditor::tr("Required: the video's title, plain text. Search "
                                             "results show about %1 characters of it.")
                                 .arg(locale.toString(Checker::MaxVideoTitle)),
                             { R::MissingTag, R::TitleTooLong });
        case VideoField::Description:
            return withRules(ItemsEditor::tr("Required: what the video is about, plain text, at "
                                             "most %1 characters.")
                                 .arg(locale.toString(Checker::MaxVideoDescription)),
                             { R::MissingTag, R::VideoDescriptionTooLong });
        case VideoField::ContentLoc:
            return withRules(ItemsEditor::tr("The URL of the video file itself. It or the "
                                             "player's URL is required; neither may be the "
                                             "page's own URL."),
                             { R::MissingTag, R::VideoUrlIsPageUrl, R::VideoContentIsPlayer });
        case VideoField::PlayerLoc:
            return withRules(ItemsEditor::tr("The URL of a player for the video. It or the video "
                                             "file's URL is required; neither may be the page's "
                                             "own URL."),
                             { R::MissingTag, R::VideoUrlIsPageUrl, R::VideoContentIsPlayer });
        case VideoField::Duration:
            return withRules(ItemsEditor::tr("The video's length in whole seconds, from 1 to %1.")
                                 .arg(locale.toString(Checker::MaxVideoDuration)),
                             { R::VideoDurationOutOfRange, R::InvalidValue });
        case VideoField::ExpirationDate:
            return withRules(ItemsEditor::tr("When the video stops being available, in W3C "
                                             "Datetime; empty when it does not expire."),
                             { R::InvalidDate, R::DateWithoutTimeZone });
        case VideoField::Rating:
            return withRules(ItemsEditor::tr("The video's rating, a number from %1 to %2.")
                                 .arg(locale.toString(0.0, 'f', 1),
                                      locale.toString(Checker::MaxVideoRating, 'f', 1)),
                             { R::VideoRatingOutOfRange, R::InvalidValue });
        case VideoField::ViewCount:
            return withRules(ItemsEditor::tr("How many times the video was watched, a whole "
                                             "number."),
                             { R::InvalidValue });
        case VideoField::PublicationDate:
            return withRules(ItemsEditor::tr("When the video was first published, in W3C "
                                             "Datetime."),
                             { R::InvalidDate, R::DateWithoutTimeZone });
        case VideoField::FamilyFriendly:
            return withRules(ItemsEditor::tr("yes, or no when the video is for adults only."),
                             { R::InvalidYesNo });
        case VideoField::Restriction:
            return withRules(ItemsEditor::tr("ISO 3166-1 alpha-2 country codes separated by "
                                             "spaces (DE FR): where the video may be shown, or "
                                             "may not, as the relationship below says."),
                             { R::InvalidCountryCode, R::MissingAttribute });
        case VideoField::Platform:
            return withRules(ItemsEditor::tr("web, mobile or tv, separated by spaces: where the "
                                             "video may be played, or may not, as the "
                                             "relationship below says."),
                             { R::InvalidValue, R::MissingAttribute });
        case VideoField::RequiresSubscription:
            return withRules(ItemsEditor::tr("yes or no: whether watching takes a subscription, "
                                             "paid or free."),
                             { R::InvalidYesNo });
        case VideoField::Uploader:
            return withRules(ItemsEditor::tr("Who uploaded the video; its info attribute may give "
                                             "the absolute URL of their page."),
                             { R::InvalidAttributeValue });
        case VideoField::Live:
            return withRules(ItemsEditor::tr("yes or no: whether the video is a live stream."),
                             { R::InvalidYesNo });
        case VideoField::Tag:
            return withRules(ItemsEditor::tr("Keywords for the video, separated by commas, at "
                                             "most %1.")
                                 .arg(locale.toString(Checker::MaxVideoTags)),
                             { R::TooManyVideoTags });
        default:
            return {};
        }
    case Kind::News:
        switch (NewsField(key)) {
        case NewsField::PublicationName:
            return withRules(ItemsEditor::tr("Required: the publication's name as it appears on "
                                             "news.google.com."),
                             { R::MissingTag });
        case NewsField::PublicationLanguage:
            return withRules(ItemsEditor::tr("Required: the article's language, an ISO 639 code "
                                             "such as en or de (zh-cn or zh-tw for Chinese)."),
                             { R::MissingTag, R::InvalidLanguageCode });
        case NewsField::PublicationDate:
            return withRules(ItemsEditor::tr("Required: when the article was published, in W3C "
                                             "Datetime. Google News takes the articles of the "
                                             "last %1 hours only.")
                                 .arg(locale.toString(Checker::NewsMaxAgeMSecs / (3600 * 1000))),
                             { R::MissingTag, R::NewsTooOld, R::InvalidDate });
        case NewsField::Title:
            return withRules(ItemsEditor::tr("Required: the article's title, as it appears on the "
                                             "page."),
                             { R::MissingTag });
        default:
            return {};
        }
    }
    return {};
}

} // namespace

ItemsEditor::ItemsEditor(Kind kind, EditorDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_kind(kind)
    , m_document(document)
{
    setObjectName(prefix() + QStringLiteral("Editor"));
    auto *layout = new QVBoxLayout(this);
    m_list = new QListWidget(this);
    m_list->setObjectName(prefix() + QStringLiteral("List"));
    m_list->setAccessibleName(kind == Kind::Image       ? tr("Images of the entry")
                                  : kind == Kind::Video ? tr("Videos of the entry")
                                                        : tr("News articles of the entry"));
    m_list->setMaximumHeight(fontMetrics().height() * 6);
    // "A&dd": Alt+A is the Alternates tab's.
    m_add = new QPushButton(tr("A&dd"), this);
    m_add->setObjectName(prefix() + QStringLiteral("AddButton"));
    m_remove = new QPushButton(tr("&Remove"), this);
    m_remove->setObjectName(prefix() + QStringLiteral("RemoveButton"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    layout->addWidget(m_list);
    layout->addLayout(buttons);

    // One row per element of the kind, in the order of the protocol's documentation.
    auto addField = [this](int key, const QString &name, bool deprecated, qsizetype max) {
        m_fields.append(Field { key, name, deprecated, max, {}, {}, {} });
    };
    auto addAttribute = [this](VideoField key, const QString &attribute, const QString &values) {
        const bool deprecated = key >= VideoField::Category;
        m_fields.append(
            Field { int(key), videoFieldName(key), deprecated, 0, attribute, values, {} });
    };
    switch (kind) {
    case Kind::Image:
        addField(int(ImageField::Loc), imageFieldName(ImageField::Loc), false, 0);
        for (const ImageField f : { ImageField::Caption, ImageField::Title, ImageField::GeoLocation,
                                    ImageField::License })
            addField(int(f), imageFieldName(f), true, 0);
        m_add->setToolTip(tr("Add an image; a URL may have at most %1")
                              .arg(QLocale().toString(Checker::MaxImages)));
        break;
    case Kind::Video:
        for (int f = int(VideoField::ThumbnailLoc); f <= int(VideoField::ContentSegmentLoc); ++f) {
            const auto field = VideoField(f);
            const qsizetype max = field == VideoField::Description ? Checker::MaxVideoDescription
                : field == VideoField::Title                       ? Checker::MaxVideoTitle
                                                                   : 0;
            addField(f, videoFieldName(field), f >= int(VideoField::Category), max);
            switch (field) {
            case VideoField::Restriction:
            case VideoField::Platform:
                addAttribute(field, QStringLiteral("relationship"), QStringLiteral("allow, deny"));
                break;
            case VideoField::Price:
                addAttribute(field, QStringLiteral("currency"), tr("ISO 4217 code, e.g. EUR, USD"));
                addAttribute(field, QStringLiteral("type"), QStringLiteral("rent, own"));
                addAttribute(field, QStringLiteral("resolution"), QStringLiteral("hd, sd"));
                break;
            default:
                break;
            }
        }
        m_add->setToolTip(tr("Add a video with its title, description, thumbnail and content "
                             "or player URL"));
        break;
    case Kind::News:
        for (int f = int(NewsField::PublicationName); f <= int(NewsField::GeoLocations); ++f)
            addField(f, newsFieldName(NewsField(f)), f >= int(NewsField::Access), 0);
        m_add->setToolTip(tr("Add a news article; a file may list at most %1")
                              .arg(QLocale().toString(Checker::MaxNewsPerFile)));
        break;
    }

    m_form = new QWidget(this);
    auto *form = new QFormLayout(m_form);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    for (Field &field : m_fields) {
        field.edit = new QLineEdit(m_form);
        field.edit->setObjectName(
            prefix() + u'_' + field.name
            + (field.attribute.isEmpty() ? QString() : u'_' + field.attribute));
        QString label = field.name;
        label.replace(u'_', u' ');
        // news:name and news:language stand inside news:publication: "publication name".
        if (kind == Kind::News
            && (NewsField(field.key) == NewsField::PublicationName
                || NewsField(field.key) == NewsField::PublicationLanguage))
            label = u"publication "_s + label;
        field.edit->setToolTip(fieldToolTip(kind, field.key));
        if (!field.attribute.isEmpty()) {
            label = tr("%1, attribute %2").arg(label, field.attribute);
            field.edit->setPlaceholderText(field.values);
            field.edit->setToolTip(tr("The %1 attribute of <video:%2>: %3. Enter the element's "
                                      "value first.")
                                       .arg(field.attribute, field.name, field.values));
        }
        if (field.deprecated) {
            field.edit->setToolTip(tr("Deprecated: search engines ignore <%1>; the Deprecated "
                                      "tag rule offers to remove it.")
                                       .arg(field.name));
        }
        if (isRepeated(kind, field.key))
            field.edit->setPlaceholderText(
                tr("comma-separated, at most %1").arg(QLocale().toString(Checker::MaxVideoTags)));
        auto *row = new QVBoxLayout;
        row->setSpacing(0);
        row->addWidget(field.edit);
        if (field.maxLength > 0) {
            field.hint = new QLabel(m_form);
            field.hint->setObjectName(field.edit->objectName() + QStringLiteral("Hint"));
            row->addWidget(field.hint);
        }
        // A label of its own, the field its buddy: a click on it or its mnemonic (given by
        // assignMnemonics()) goes to the field, and a screen reader names the field by it.
        field.label = label;
        field.labelWidget = new QLabel(m_form);
        field.labelWidget->setBuddy(field.edit);
        form->addRow(field.labelWidget, row);
        const int key = field.key;
        const QString name = field.name;
        const QString attribute = field.attribute;
        connect(field.edit, &QLineEdit::textEdited, this,
                [this, key, name, attribute](const QString &text) {
                    const int item = currentItem();
                    if (item < 0 || item >= itemCount(m_document->entry(m_ref), m_kind))
                        return;
                    UrlEntry changed = m_document->entry(m_ref);
                    if (attribute.isEmpty())
                        setValue(changed, m_kind, item, key, text);
                    else if (!setVideoAttribute(changed, item, key, attribute, text.trimmed()))
                        return;
                    const QString what = attribute.isEmpty() ? name : name + u'@' + attribute;
                    const QString element = u"<%1:%2>"_s.arg(prefix(), name)
                        + (attribute.isEmpty() ? QString() : u" "_s + attribute);
                    edit(QStringLiteral("%1[%2].%3").arg(prefix()).arg(item).arg(what), changed,
                         itemTitle(m_kind, item) + u' ' + element);
                });
    }
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_form);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(scroll, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, &ItemsEditor::refreshForm);
    connect(m_add, &QPushButton::clicked, this, [this] {
        if (!m_document->isValid(m_ref))
            return;
        UrlEntry changed = m_document->entry(m_ref);
        switch (m_kind) {
        case Kind::Image:
            changed.mutableImages().append(Image());
            break;
        case Kind::Video:
            changed.mutableVideos().append(Video());
            break;
        case Kind::News:
            changed.mutableNews().append(News());
            break;
        }
        const int added = int(itemCount(changed, m_kind)) - 1;
        edit(QString(), changed);
        m_list->setCurrentRow(added);
        m_fields.first().edit->setFocus();
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int item = currentItem();
        if (item < 0 || item >= itemCount(m_document->entry(m_ref), m_kind))
            return;
        UrlEntry changed = m_document->entry(m_ref);
        switch (m_kind) {
        case Kind::Image:
            changed.mutableImages().removeAt(item);
            break;
        case Kind::Video:
            changed.mutableVideos().removeAt(item);
            break;
        case Kind::News:
            changed.mutableNews().removeAt(item);
            break;
        }
        changed.squeeze();
        edit(QString(), changed);
    });
    connect(document, &EditorDocument::entryChanged, this, [this](const EntryRef &ref) {
        if (ref == m_ref)
            refresh();
    });
    connect(document, &EditorDocument::reset, this, [this] { setEntry(EntryRef { 0, -1 }); });
    assignMnemonics(QString());
    setEntry(EntryRef { 0, -1 });
}

void ItemsEditor::assignMnemonics(const QString &taken)
{
    QString letters = taken;
    for (const QPushButton *button : { m_add, m_remove })
        if (const QChar letter = Accessibility::mnemonicOf(button->text()); !letter.isNull())
            letters += letter;
    auto freeLetters = [&letters](const QString &text) {
        QSet<QChar> free;
        for (const QChar c : text)
            if (c.isLetter() && !letters.contains(c.toLower()))
                free.insert(c.toLower());
        return free.size();
    };
    // The fields in use first, then the deprecated ones; within each, the field with the
    // fewest free letters next, so that a short name ("title") is not left without one.
    for (const bool deprecated : { false, true }) {
        QList<Field *> waiting;
        for (Field &field : m_fields)
            if (field.deprecated == deprecated)
                waiting.append(&field);
        while (!waiting.isEmpty()) {
            const auto next = std::min_element(
                waiting.begin(), waiting.end(), [&freeLetters](const Field *a, const Field *b) {
                    const qsizetype fa = freeLetters(a->label), fb = freeLetters(b->label);
                    // A name with no free letter at all waits for nothing: it goes last.
                    return (fa == 0 ? INT_MAX : fa) < (fb == 0 ? INT_MAX : fb);
                });
            Field *field = *next;
            waiting.erase(next);
            // The mnemonic in the element's name, not in the word "deprecated".
            const QString name = Accessibility::withMnemonic(field->label, &letters);
            field->labelWidget->setText((deprecated ? tr("%1 (deprecated)").arg(name) : name)
                                        + u':');
        }
    }
}

QString ItemsEditor::prefix() const
{
    switch (m_kind) {
    case Kind::Image:
        return QStringLiteral("image");
    case Kind::Video:
        return QStringLiteral("video");
    case Kind::News:
        return QStringLiteral("news");
    }
    return {};
}

int ItemsEditor::currentItem() const
{
    return m_document->isValid(m_ref) ? m_list->currentRow() : -1;
}

void ItemsEditor::setEntry(const EntryRef &ref)
{
    m_ref = ref;
    refresh();
    m_list->setCurrentRow(m_list->count() > 0 ? 0 : -1);
}

void ItemsEditor::edit(const QString &what, const UrlEntry &changed, const QString &shown)
{
    if (!m_document->isValid(m_ref) || changed == m_document->entry(m_ref))
        return;
    const QString loc = m_document->entry(m_ref).loc();
    m_document->undoStack()->push(
        new ReplaceEntry(m_document, m_ref, changed,
                         //: %1 is the kind of item (image, video, news), not a count.
                         what.isEmpty() ? tr("Change the %1 items of %2").arg(prefix(), loc)
                                        : tr("Edit %1 of %2").arg(shown.isEmpty() ? what : shown, loc),
                         what));
}

void ItemsEditor::refresh()
{
    m_refreshing = true;
    const bool valid = m_document->isValid(m_ref);
    setEnabled(valid);
    const int current = m_list->currentRow();
    const int count = valid ? int(itemCount(m_document->entry(m_ref), m_kind)) : 0;
    QStringList labels;
    for (int i = 0; i < count; ++i)
        labels.append(itemLabel(m_document->entry(m_ref), m_kind, i));
    QStringList shown;
    for (int i = 0; i < m_list->count(); ++i)
        shown.append(m_list->item(i)->text());
    if (shown.size() != labels.size()) {
        m_list->clear();
        m_list->addItems(labels);
        m_list->setCurrentRow(qMin(current, count - 1));
    } else {
        // Same items, new labels (a title being typed): relabelled in place, so that the
        // current item and the field being typed in stay as they are.
        for (int i = 0; i < count; ++i)
            if (m_list->item(i)->text() != labels.at(i))
                m_list->item(i)->setText(labels.at(i));
    }
    m_refreshing = false;
    refreshForm();
}

void ItemsEditor::refreshForm()
{
    const int item = currentItem();
    const bool has = item >= 0 && item < itemCount(m_document->entry(m_ref), m_kind);
    m_form->setEnabled(has);
    m_remove->setEnabled(has);
    for (Field &field : m_fields) {
        const QString text = !has ? QString()
            : field.attribute.isEmpty()
            ? value(m_document->entry(m_ref), m_kind, item, field.key)
            : videoAttribute(m_document->entry(m_ref), item, field.key, field.attribute);
        // Rewritten only when different, so that the cursor stays where the user types.
        if (field.edit->text() != text)
            field.edit->setText(text);
        if (field.hint) {
            field.hint->setText(tr("%1 / %2 characters").arg(text.size()).arg(field.maxLength));
            // Over the limit in the error colour, which reads on light and dark themes.
            ThemeColours::markError(field.hint, text.size() > field.maxLength);
        }
    }
}

} // namespace Studio
