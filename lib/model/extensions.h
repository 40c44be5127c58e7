#pragma once

#include "foreignelement.h"

#include <QList>
#include <QString>

namespace Studio {

// One child element of an image, video or news item, in document order. `key` is a value of
// the owner's Field enum; Unknown keeps an element the model has no field for in `foreign`.
struct ExtensionField
{
    int key = 0;
    QString text;
    QList<XmlAttribute> attributes;
    QList<ForeignElement> foreign; // the element itself for Unknown (at most one entry)

    friend bool operator==(const ExtensionField &, const ExtensionField &) = default;
};

// Base of the extension items: an ordered list of fields, so every current and deprecated
// field, repeated fields (video:tag, video:price) and their attributes survive a round trip
// in the order they were written. Typed accessors read and write the first field of a key.
template<typename FieldEnum>
class FieldList
{
public:
    const QList<ExtensionField> &fields() const { return m_fields; }
    QList<ExtensionField> &fields() { return m_fields; }
    // Attributes of the item element itself (<image:image ...>), none in the protocol; kept.
    const QList<XmlAttribute> &attributes() const { return m_attributes; }
    QList<XmlAttribute> &attributes() { return m_attributes; }

    bool has(FieldEnum key) const { return find(key) != nullptr; }
    QString value(FieldEnum key) const
    {
        const ExtensionField *field = find(key);
        return field ? field->text : QString();
    }
    QStringList values(FieldEnum key) const
    {
        QStringList out;
        for (const ExtensionField &field : m_fields)
            if (field.key == int(key))
                out.append(field.text);
        return out;
    }
    qsizetype count(FieldEnum key) const
    {
        qsizetype n = 0;
        for (const ExtensionField &field : m_fields)
            n += field.key == int(key);
        return n;
    }
    QString attribute(FieldEnum key, QStringView name) const
    {
        if (const ExtensionField *field = find(key))
            for (const XmlAttribute &attribute : field->attributes)
                if (attribute.qualifiedName == name)
                    return attribute.value;
        return {};
    }
    // Sets the text of the first field with `key`, appending one when there is none; an empty
    // `text` removes every field with `key`.
    void setValue(FieldEnum key, const QString &text)
    {
        if (text.isEmpty()) {
            m_fields.removeIf([key](const ExtensionField &f) { return f.key == int(key); });
            return;
        }
        for (ExtensionField &field : m_fields)
            if (field.key == int(key)) {
                field.text = text;
                return;
            }
        m_fields.append(ExtensionField{int(key), text, {}, {}});
    }
    void setAttribute(FieldEnum key, const QString &name, const QString &value)
    {
        for (ExtensionField &field : m_fields)
            if (field.key == int(key)) {
                for (XmlAttribute &attribute : field.attributes)
                    if (attribute.qualifiedName == name) {
                        attribute.value = value;
                        return;
                    }
                field.attributes.append(XmlAttribute{QString(), name, value});
                return;
            }
    }

protected:
    const ExtensionField *find(FieldEnum key) const
    {
        for (const ExtensionField &field : m_fields)
            if (field.key == int(key))
                return &field;
        return nullptr;
    }

    QList<ExtensionField> m_fields;
    QList<XmlAttribute> m_attributes;
};

// image:image (Google image sitemaps 1.1). Only `loc` is current; the others are deprecated
// since 2022 but still read, kept and shown as such.
enum class ImageField : int { Unknown, Loc, Caption, GeoLocation, Title, License };

class Image : public FieldList<ImageField>
{
public:
    QString loc() const { return value(ImageField::Loc); }
    void setLoc(const QString &loc) { setValue(ImageField::Loc, loc); }
    friend bool operator==(const Image &a, const Image &b)
    {
        return a.m_fields == b.m_fields && a.m_attributes == b.m_attributes;
    }
};

// video:video (Google video sitemaps 1.1), every current and deprecated field.
enum class VideoField : int {
    Unknown,
    ThumbnailLoc,
    Title,
    Description,
    ContentLoc,
    PlayerLoc, // attributes allow_embed, autoplay (deprecated)
    Duration,
    ExpirationDate,
    Rating,
    ViewCount,
    PublicationDate,
    FamilyFriendly,
    Restriction, // attribute relationship
    Platform, // attribute relationship
    RequiresSubscription,
    Uploader, // attribute info
    Live,
    Tag, // repeated
    // Deprecated fields, still read and written.
    Category,
    GalleryLoc, // attribute title
    Price, // repeated; attributes currency, type, resolution
    Id, // attribute type
    ContentSegmentLoc, // attribute duration
};

class Video : public FieldList<VideoField>
{
public:
    QString title() const { return value(VideoField::Title); }
    QString thumbnailLoc() const { return value(VideoField::ThumbnailLoc); }
    QString contentLoc() const { return value(VideoField::ContentLoc); }
    QString playerLoc() const { return value(VideoField::PlayerLoc); }
    friend bool operator==(const Video &a, const Video &b)
    {
        return a.m_fields == b.m_fields && a.m_attributes == b.m_attributes;
    }
};

// news:news (Google News sitemaps 0.9). The publication's name and language are two fields
// that the writer groups into one news:publication element.
enum class NewsField : int {
    Unknown,
    PublicationName,
    PublicationLanguage,
    PublicationDate,
    Title,
    // Deprecated fields, still read and written.
    Access,
    Genres,
    Keywords,
    StockTickers,
    GeoLocations,
};

class News : public FieldList<NewsField>
{
public:
    QString title() const { return value(NewsField::Title); }
    QString publicationName() const { return value(NewsField::PublicationName); }
    QString publicationLanguage() const { return value(NewsField::PublicationLanguage); }
    QString publicationDate() const { return value(NewsField::PublicationDate); }
    // Attributes found on the news:publication element itself (rare).
    QList<XmlAttribute> publicationAttributes;
    friend bool operator==(const News &a, const News &b)
    {
        return a.m_fields == b.m_fields && a.m_attributes == b.m_attributes
            && a.publicationAttributes == b.publicationAttributes;
    }
};

// xhtml:link rel="alternate" hreflang="..." href="..." (and other rel values, kept as found).
struct Alternate
{
    QString rel;
    QString hreflang;
    QString href;
    QList<XmlAttribute> otherAttributes; // media, type, ... kept verbatim

    // A language alternate: an hreflang and rel="alternate" in any case (xhtml:link carries
    // amphtml and app links too). The rel is written in lower case nearly always, and the
    // exact comparison is a tenth of the case-blind one, which hreflang clusters paid for
    // every link of every entry.
    bool isLanguageAlternate() const
    {
        return !hreflang.isEmpty() && rel.size() == 9
            && (rel == u"alternate" || rel.compare(u"alternate", Qt::CaseInsensitive) == 0);
    }

    friend bool operator==(const Alternate &, const Alternate &) = default;
};

} // namespace Studio
