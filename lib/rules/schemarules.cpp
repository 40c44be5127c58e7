#include "schemarules.h"

#include "checker.h"
#include "model/namespaces.h"
#include "model/sitemap.h"
#include "model/urlentry.h"
#include "util/xmlspace.h"

#include <QRegularExpression>

#include <initializer_list>
#include <optional>

using namespace Qt::StringLiterals;

namespace Studio {

namespace {

using Id = QLatin1StringView;
using Problem = SchemaRules::Problem;

constexpr char16_t XsiUri[] = u"http://www.w3.org/2001/XMLSchema-instance";
constexpr char16_t XmlUri[] = u"http://www.w3.org/XML/1998/namespace";

bool isXmlSpace(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r';
}

// The value as the schema sees a type with whiteSpace="collapse": runs of XML whitespace
// made one space, none at either end.
QString collapsed(QStringView text)
{
    QString out;
    out.reserve(text.size());
    bool space = false;
    for (const QChar c : text) {
        if (isXmlSpace(c)) {
            space = !out.isEmpty();
            continue;
        }
        if (space) {
            out += u' ';
            space = false;
        }
        out += c;
    }
    return out;
}

// Length as the schema's length facets count it: in characters (code points).
qsizetype codePoints(QStringView text)
{
    qsizetype n = 0;
    for (const QChar c : text)
        n += !c.isLowSurrogate();
    return n;
}

bool trimmedIsEmpty(QStringView text)
{
    return trimXmlSpace(text).isEmpty();
}

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

bool isAsciiAlpha(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

// ---- dates -----------------------------------------------------------------------------

// Exactly `n` digits at `i`.
bool readDigits(QStringView s, qsizetype &i, int n, int *value)
{
    if (i + n > s.size())
        return false;
    int v = 0;
    for (int k = 0; k < n; ++k) {
        if (!isDigit(s[i + k]))
            return false;
        v = v * 10 + (s[i + k].unicode() - u'0');
    }
    i += n;
    *value = v;
    return true;
}

bool isLeap(qint64 year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

// A time zone designator to the end of `s`: Z, or +hh:mm / -hh:mm within ±14:00.
bool readTimeZone(QStringView s, qsizetype i)
{
    if (i == s.size())
        return true;
    if (s[i] == u'Z')
        return i + 1 == s.size();
    if (s[i] != u'+' && s[i] != u'-')
        return false;
    ++i;
    int hours = 0, minutes = 0;
    if (!readDigits(s, i, 2, &hours) || i >= s.size() || s[i] != u':')
        return false;
    ++i;
    if (!readDigits(s, i, 2, &minutes) || i != s.size())
        return false;
    return hours <= 23 && minutes <= 59 && hours * 60 + minutes <= 14 * 60;
}

// ---- numbers ---------------------------------------------------------------------------

struct Decimal
{
    bool negative = false;
    QString whole; // without leading zeros
    QString fraction; // without trailing zeros
};

// xsd:decimal's lexical space, after collapsing whitespace: [+-]?(\d+(\.\d*)?|\.\d+).
bool readDecimal(QStringView text, Decimal *out, bool integerOnly = false)
{
    const QString s = collapsed(text);
    qsizetype i = 0;
    if (i < s.size() && (s[i] == u'+' || s[i] == u'-'))
        out->negative = s[i++] == u'-';
    qsizetype digits = 0;
    QString whole, fraction;
    while (i < s.size() && isDigit(s[i])) {
        whole += s[i++];
        ++digits;
    }
    if (!integerOnly && i < s.size() && s[i] == u'.') {
        ++i;
        while (i < s.size() && isDigit(s[i])) {
            fraction += s[i++];
            ++digits;
        }
    }
    if (digits == 0 || i != s.size())
        return false;
    while (whole.startsWith(u'0'))
        whole.remove(0, 1);
    while (fraction.endsWith(u'0'))
        fraction.chop(1);
    out->whole = whole;
    out->fraction = fraction;
    return true;
}

bool isZero(const Decimal &d)
{
    return d.whole.isEmpty() && d.fraction.isEmpty();
}

// -1, 0, 1 as `d` (not negative) compares with the whole number `bound`.
int compareWith(const Decimal &d, qint64 bound)
{
    const QString b = bound == 0 ? QString() : QString::number(bound);
    if (d.whole.size() != b.size())
        return d.whole.size() < b.size() ? -1 : 1;
    const int c = d.whole.compare(b);
    if (c != 0)
        return c < 0 ? -1 : 1;
    return d.fraction.isEmpty() ? 0 : 1;
}

// A decimal (or, with `integerOnly`, an integer) from `min` to `max`; `max` < 0 for none.
bool isNumberIn(QStringView text, qint64 min, qint64 max, bool integerOnly)
{
    Decimal d;
    if (!readDecimal(text, &d, integerOnly))
        return false;
    if (d.negative && !isZero(d))
        return false; // every range here starts at 0 or above
    if (compareWith(d, min) < 0)
        return false;
    return max < 0 || compareWith(d, max) <= 0;
}

// ---- names -----------------------------------------------------------------------------

bool isNameStart(QChar c)
{
    return c.isLetter() || c == u'_';
}

bool isNameChar(QChar c)
{
    return c.isLetterOrNumber() || c.isMark() || c == u'.' || c == u'-' || c == u'_'
        || c == u'\u00b7';
}

bool isNcName(QStringView text)
{
    const QString s = collapsed(text);
    if (s.isEmpty() || !isNameStart(s[0]))
        return false;
    for (const QChar c : s)
        if (!isNameChar(c))
            return false;
    return true;
}

bool isNmtokens(QStringView text)
{
    const QString s = collapsed(text);
    if (s.isEmpty())
        return false;
    for (const QChar c : s)
        if (c != u' ' && !isNameChar(c) && c != u':')
            return false;
    return true;
}

// ---- URIs, as libxml2's xmlParse3986URIReference ------------------------------------------

struct UriParser
{
    QString s;
    qsizetype i = 0;

    QChar at(qsizetype k) const { return k < s.size() ? s[k] : QChar(); }
    static bool isHex(QChar c)
    {
        return isDigit(c) || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
    }
    bool isPct(qsizetype k) const { return at(k) == u'%' && isHex(at(k + 1)) && isHex(at(k + 2)); }
    static bool isUnreserved(QChar c)
    {
        return isAsciiAlpha(c) || isDigit(c) || c == u'-' || c == u'.' || c == u'_' || c == u'~';
    }
    static bool isSubDelim(QChar c)
    {
        return c == u'!' || c == u'$' || c == u'&' || c == u'\'' || c == u'(' || c == u')'
            || c == u'*' || c == u'+' || c == u',' || c == u';' || c == u'=';
    }
    bool isPchar(qsizetype k) const
    {
        const QChar c = at(k);
        return isUnreserved(c) || isPct(k) || isSubDelim(c) || c == u':' || c == u'@';
    }
    void next(qsizetype &k) const { k += at(k) == u'%' ? 3 : 1; }

    bool segment(qsizetype &k, QChar forbid, bool empty) const
    {
        if (!isPchar(k))
            return empty;
        while (isPchar(k) && at(k) != forbid)
            next(k);
        return true;
    }
    bool pathAbEmpty(qsizetype &k) const
    {
        while (at(k) == u'/') {
            ++k;
            if (!segment(k, QChar(), true))
                return false;
        }
        return true;
    }
    bool pathAbsolute(qsizetype &k) const
    {
        if (at(k) != u'/')
            return false;
        ++k;
        if (segment(k, QChar(), false))
            return pathAbEmpty(k);
        return true;
    }
    bool pathRootless(qsizetype &k, QChar forbid) const
    {
        if (!segment(k, forbid, false))
            return false;
        return pathAbEmpty(k);
    }
    bool authority(qsizetype &k) const
    {
        // userinfo "@", when there is one
        qsizetype u = k;
        while (isUnreserved(at(u)) || isPct(u) || isSubDelim(at(u)) || at(u) == u':')
            next(u);
        if (at(u) == u'@')
            k = u + 1;
        // host: an IP literal in brackets, else a (possibly empty) reg-name
        if (at(k) == u'[') {
            while (k < s.size() && s[k] != u']')
                ++k;
            if (at(k) != u']')
                return false;
            ++k;
        } else {
            while (isUnreserved(at(k)) || isPct(k) || isSubDelim(at(k)))
                next(k);
        }
        if (at(k) == u':') {
            ++k;
            if (!isDigit(at(k)))
                return false; // libxml2 wants digits after the colon
            while (isDigit(at(k)))
                ++k;
        }
        return true;
    }
    bool queryOrFragment(qsizetype &k, bool fragment) const
    {
        while (isPchar(k) || at(k) == u'/' || at(k) == u'?'
               || (fragment && (at(k) == u'[' || at(k) == u']')))
            next(k);
        return true;
    }
    bool tail(qsizetype k) const
    {
        if (at(k) == u'?') {
            ++k;
            queryOrFragment(k, false);
        }
        if (at(k) == u'#') {
            ++k;
            queryOrFragment(k, true);
        }
        return k >= s.size();
    }
    bool absolute() const
    {
        qsizetype k = 0;
        if (!isAsciiAlpha(at(k)))
            return false;
        ++k;
        while (isAsciiAlpha(at(k)) || isDigit(at(k)) || at(k) == u'+' || at(k) == u'-'
               || at(k) == u'.')
            ++k;
        if (at(k) != u':')
            return false;
        ++k;
        if (at(k) == u'/' && at(k + 1) == u'/') {
            k += 2;
            if (!authority(k) || !pathAbEmpty(k))
                return false;
        } else if (at(k) == u'/') {
            if (!pathAbsolute(k))
                return false;
        } else if (isPchar(k)) {
            if (!pathRootless(k, QChar()))
                return false;
        }
        return tail(k);
    }
    bool relative() const
    {
        qsizetype k = 0;
        if (at(k) == u'/' && at(k + 1) == u'/') {
            k += 2;
            if (!authority(k) || !pathAbEmpty(k))
                return false;
        } else if (at(k) == u'/') {
            if (!pathAbsolute(k))
                return false;
        } else if (isPchar(k)) {
            if (!pathRootless(k, u':'))
                return false;
        }
        return tail(k);
    }
};

// ---- content models --------------------------------------------------------------------

// One element of an xsd:sequence.
struct Particle
{
    QStringView name;
    int min;
    int max; // -1 unbounded
};

// The particles of one xsd:sequence, in order.
struct Model
{
    const Particle *particles;
    qsizetype size;

    template<size_t N>
    constexpr Model(const Particle (&array)[N]) : particles(array), size(qsizetype(N))
    {
    }
    const Particle *begin() const { return particles; }
    const Particle *end() const { return particles + size; }
    qsizetype indexOf(QStringView name) const
    {
        for (qsizetype p = 0; p < size; ++p)
            if (particles[p].name == name)
                return p;
        return -1;
    }
};

// Checks `children`, the local names of an element's children in document order (an empty
// name for one the model has no place for, reported apart), against the sequence `model`:
// the order, the most occurrences, and with `reportMissing` the required ones.
void checkSequence(const QList<QString> &children, const Model &model, const QString &parent,
                   const QString &prefix, QList<Problem> &out, FindingField field, qint32 item,
                   bool reportMissing = false)
{
    qsizetype pos = 0;
    int count = 0;
    bool orderReported = false, tooManyReported = false;
    QList<int> counts(model.size, 0);
    for (const QString &child : children) {
        const qsizetype index = model.indexOf(child);
        if (index < 0)
            continue;
        ++counts[index];
        if (index < pos) {
            if (!orderReported) {
                QStringList names;
                for (const Particle &p : model)
                    names.append(p.name.toString());
                out.append({ RuleId::SchemaElementOrder,
                             SchemaRules::tr("<%1> comes after <%2>; the schema's order in <%3> "
                                             "is %4")
                                 .arg(prefix + child, prefix + model.particles[pos].name.toString(),
                                      parent, names.join(u", ")),
                             field, item });
                orderReported = true;
            }
            continue;
        }
        if (index > pos)
            count = 0;
        pos = index;
        ++count;
        const int max = model.particles[index].max;
        if (max >= 0 && count > max && !tooManyReported) {
            out.append({ RuleId::SchemaContent,
                         SchemaRules::tr("<%1> occurs in <%2> more often than the schema's "
                                         "maxOccurs=\"%3\" allows")
                             .arg(prefix + child, parent)
                             .arg(max),
                         field, item });
            tooManyReported = true;
        }
    }
    if (!reportMissing)
        return;
    for (qsizetype p = 0; p < model.size; ++p)
        if (model.particles[p].min > 0 && counts[p] == 0)
            out.append({ RuleId::SchemaMissingElement,
                         SchemaRules::tr("<%1> has no <%2>, which the schema requires")
                             .arg(parent, prefix + model.particles[p].name.toString()),
                         field, item });
}

// What an attribute's declaration says of a value: std::nullopt when the attribute is not
// declared, an empty string when the value fits its type, else the type it misses.
using AttributeType = std::optional<QString>;

AttributeType fits(bool ok, const QString &type)
{
    return ok ? QString() : type;
}

bool isAllowedXsi(const XmlAttribute &a)
{
    if (a.namespaceUri != XsiUri)
        return false;
    const QStringView local = QStringView(a.qualifiedName).mid(a.qualifiedName.indexOf(u':') + 1);
    return local == u"schemaLocation" || local == u"noNamespaceSchemaLocation";
}

QString localOf(const XmlAttribute &a)
{
    return a.namespaceUri.isEmpty() ? a.qualifiedName : QString();
}

// The text of a ForeignElement's children, and whether it holds elements.
QString textOf(const ForeignElement &element, bool *hasElements)
{
    QString text;
    *hasElements = false;
    for (const ForeignElement &child : element.children) {
        if (child.isComment())
            continue;
        if (child.isText())
            text += child.text;
        else
            *hasElements = true;
    }
    return text;
}

bool isNamespace(const QString &uri, Ns ns)
{
    return !uri.isEmpty() && Namespaces::isCanonical(ns, uri);
}

// The type descriptions messages quote, in the schemas' own notation.
const QString AnyUriType = u"xsd:anyURI"_s;
const QString YesNoType = u"yes, Yes, YES, no, No, NO"_s;

struct Context
{
    QList<Problem> &out;
    FindingField field = FindingField::Element;
    qint32 item = -1;

    void add(Id rule, const QString &message) const { out.append({ rule, message, field, item }); }

    void invalidValue(const QString &element, const QString &value, const QString &type) const
    {
        add(RuleId::SchemaValue,
            SchemaRules::tr("<%1> \"%2\" is not a value of the schema's type: %3")
                .arg(element, value, type));
    }
    void invalidAttribute(const QString &element, const QString &attribute, const QString &value,
                          const QString &type) const
    {
        add(RuleId::SchemaAttribute,
            SchemaRules::tr("<%1> attribute %2=\"%3\" is not a value of the schema's type: %4")
                .arg(element, attribute, value, type));
    }
    void attributeNotAllowed(const QString &element, const XmlAttribute &a) const
    {
        add(RuleId::SchemaAttribute,
            SchemaRules::tr("<%1> carries the attribute %2, which the schema does not declare")
                .arg(element, a.qualifiedName));
    }
    void notAllowed(const QString &element, const QString &parent) const
    {
        add(RuleId::SchemaContent,
            SchemaRules::tr("<%1> is not allowed in <%2> by the schema").arg(element, parent));
    }
    void undeclared(const ForeignElement &element, const QString &parent) const
    {
        add(RuleId::SchemaContent,
            element.namespaceUri.isEmpty()
                ? SchemaRules::tr("<%1> has no namespace, and <%2> takes only elements that a "
                                  "schema declares")
                      .arg(element.qualifiedName, parent)
                : SchemaRules::tr("<%1> (namespace \"%2\") is not allowed in <%3>: no schema "
                                  "declares it")
                      .arg(element.qualifiedName, element.namespaceUri, parent));
    }
    void markup(const QString &element) const
    {
        add(RuleId::SchemaContent,
            SchemaRules::tr("<%1> contains elements where the schema allows only text")
                .arg(element));
    }
    void text(const QString &element) const
    {
        add(RuleId::SchemaContent,
            SchemaRules::tr("<%1> contains text where the schema allows none").arg(element));
    }
    void missingAttribute(const QString &element, const QString &attribute) const
    {
        add(RuleId::SchemaAttribute,
            SchemaRules::tr("<%1> has no %2 attribute, which the schema requires")
                .arg(element, attribute));
    }

    // Attributes against the declared ones: `check` gets the local name and the value and
    // returns the type's description when the value is wrong, an empty string when right,
    // and a null string when no such attribute is declared.
    template<typename Check>
    void attributes(const QString &element, const QList<XmlAttribute> &list,
                    const Check &check) const
    {
        for (const XmlAttribute &a : list) {
            if (isAllowedXsi(a))
                continue;
            const QString local = localOf(a);
            const AttributeType type = a.namespaceUri == XmlUri ? check(a.qualifiedName, a.value)
                : local.isEmpty()                               ? AttributeType()
                                                                : check(local, a.value);
            if (!type)
                attributeNotAllowed(element, a);
            else if (!type->isEmpty())
                invalidAttribute(element, a.qualifiedName, a.value, *type);
        }
    }
    void noAttributes(const QString &element, const QList<XmlAttribute> &list) const
    {
        attributes(element, list,
                   [](const QString &, const QString &) { return AttributeType(); });
    }

    void anyUri(const QString &element, const QString &value) const
    {
        if (!SchemaRules::isAnyUri(value))
            invalidValue(element, value, AnyUriType);
    }
    void date(const QString &element, const QString &value) const
    {
        if (!SchemaRules::isDateOrDateTime(value))
            add(RuleId::SchemaDate,
                SchemaRules::tr("<%1> \"%2\" is neither xsd:date nor xsd:dateTime")
                    .arg(element, value));
    }
    void maxLength(const QString &element, const QString &value, qsizetype max) const
    {
        if (codePoints(value) > max)
            add(RuleId::SchemaValue,
                SchemaRules::tr("<%1> has %2 characters; the schema allows at most %3")
                    .arg(element)
                    .arg(codePoints(value))
                    .arg(max));
    }
    void enumeration(const QString &element, const QString &value,
                     std::initializer_list<QStringView> allowed) const
    {
        for (const QStringView a : allowed)
            if (value == a)
                return;
        QStringList names;
        for (const QStringView a : allowed)
            names.append(a.toString());
        invalidValue(element, value, names.join(u", "));
    }
};

// A schema pattern, anchored at both ends as XSD patterns are; `\w` is XSD's (anything but
// punctuation, separators and other characters), not PCRE's.
QRegularExpression xsdPattern(const QString &pattern)
{
    QString p = pattern;
    p.replace(u"\\w"_s, u"[^\\p{P}\\p{Z}\\p{C}]"_s);
    return QRegularExpression(u"\\A(?:"_s + p + u")\\z"_s);
}

const QRegularExpression &countryList()
{
    static const QRegularExpression re = xsdPattern(u"([A-Z]{2}( +[A-Z]{2})*)?"_s);
    return re;
}
const QRegularExpression &platformList()
{
    static const QRegularExpression re = xsdPattern(u"((web|mobile|tv)( (web|mobile|tv))*)?"_s);
    return re;
}
const QRegularExpression &newsLanguage()
{
    static const QRegularExpression re = xsdPattern(u"zh-cn|zh-tw|([a-z]{2,3})"_s);
    return re;
}
const QRegularExpression &newsGenres()
{
    static const QRegularExpression re
        = xsdPattern(u"(PressRelease|Satire|Blog|OpEd|Opinion|UserGenerated)"
                     "(, *(PressRelease|Satire|Blog|OpEd|Opinion|UserGenerated))*"_s);
    return re;
}
const QRegularExpression &stockTickers()
{
    static const QRegularExpression re = xsdPattern(u"(\\w+:\\w+(, *\\w+:\\w+){0,4})?"_s);
    return re;
}
const QRegularExpression &currency()
{
    static const QRegularExpression re = xsdPattern(u"[A-Z]{3}"_s);
    return re;
}

// The message text of a pattern (xsdPattern() wraps it in \A(?: … )\z).
QString patternText(const QRegularExpression &re)
{
    QString p = re.pattern().mid(5).chopped(3);
    p.replace(u"[^\\p{P}\\p{Z}\\p{C}]"_s, u"\\w"_s);
    return u"pattern "_s + p;
}

bool matches(const QRegularExpression &re, const QString &value)
{
    return re.match(value).hasMatch();
}

// ---- the extensions --------------------------------------------------------------------

const Particle ImageModel[] = {
    { u"loc", 1, 1 }, { u"caption", 0, 1 }, { u"geo_location", 0, 1 },
    { u"title", 0, 1 }, { u"license", 0, 1 },
};

const Particle VideoModel[] = {
    { u"thumbnail_loc", 1, 1 },
    { u"title", 1, 1 },
    { u"description", 1, 1 },
    { u"content_loc", 0, 1 },
    { u"player_loc", 0, 1 },
    { u"duration", 0, 1 },
    { u"expiration_date", 0, 1 },
    { u"rating", 0, 1 },
    { u"content_segment_loc", 0, -1 },
    { u"view_count", 0, 1 },
    { u"publication_date", 0, 1 },
    { u"tag", 0, 32 },
    { u"category", 0, 1 },
    { u"family_friendly", 0, 1 },
    { u"restriction", 0, 1 },
    { u"gallery_loc", 0, 1 },
    { u"price", 0, -1 },
    { u"requires_subscription", 0, 1 },
    { u"uploader", 0, 1 },
    { u"tvshow", 0, 1 },
    { u"platform", 0, 1 },
    { u"live", 0, 1 },
    { u"id", 0, -1 },
};

const Particle TvShowModel[] = {
    { u"show_title", 1, 1 },     { u"video_type", 1, 1 },     { u"episode_title", 0, 1 },
    { u"season_number", 0, 1 },  { u"episode_number", 0, 1 }, { u"premier_date", 0, 1 },
};

// news:publication's name and language count as one <publication>.
const Particle NewsModel[] = {
    { u"publication", 1, 1 }, { u"access", 0, 1 },   { u"genres", 0, 1 },
    { u"publication_date", 1, 1 }, { u"title", 1, 1 }, { u"keywords", 0, 1 },
    { u"stock_tickers", 0, 1 },
};

const Particle PublicationModel[] = {
    { u"name", 1, 1 },
    { u"language", 1, 1 },
};

// An element kept verbatim inside an image, video or news item (ExtensionField::Unknown):
// one of the item's own fields holding markup, or an element the item's model has no
// place for. Returns the local name the sequence sees, or an empty string.
QString classifyUnknownField(const ExtensionField &field, Ns ns, const QString &parent,
                             const Model &model, const Context &c)
{
    if (field.foreign.isEmpty())
        return {};
    const ForeignElement &element = field.foreign.first();
    if (element.isComment() || element.isText())
        return {};
    if (isNamespace(element.namespaceUri, ns)) {
        const QString local = element.localName().toString();
        for (const Particle &p : model)
            if (p.name == local) {
                if (local != u"tvshow")
                    c.markup(element.qualifiedName);
                return local;
            }
        c.notAllowed(element.qualifiedName, parent);
        return {};
    }
    c.notAllowed(element.qualifiedName, parent);
    return {};
}

void checkImage(const Image &image, const Context &c)
{
    const QString parent = u"image:image"_s;
    c.noAttributes(parent, image.attributes());
    QList<QString> children;
    for (const ExtensionField &field : image.fields()) {
        if (field.key == int(ImageField::Unknown)) {
            children.append(classifyUnknownField(field, Ns::Image, parent, ImageModel, c));
            continue;
        }
        const QString name = imageFieldName(ImageField(field.key));
        const QString qualified = u"image:"_s + name;
        children.append(name);
        c.noAttributes(qualified, field.attributes);
        if (field.key == int(ImageField::Loc) || field.key == int(ImageField::License))
            c.anyUri(qualified, field.text);
    }
    checkSequence(children, ImageModel, parent, u"image:"_s, c.out, c.field, c.item);
}

void checkTvShow(const ForeignElement &tvshow, const Context &c)
{
    const QString parent = u"video:tvshow"_s;
    c.noAttributes(parent, tvshow.attributes);
    QList<QString> children;
    for (const ForeignElement &child : tvshow.children) {
        if (child.isComment())
            continue;
        if (child.isText()) {
            if (!trimmedIsEmpty(child.text))
                c.text(parent);
            continue;
        }
        const QString local = child.localName().toString();
        const bool known = isNamespace(child.namespaceUri, Ns::Video)
            && Model(TvShowModel).indexOf(local) >= 0;
        if (!known) {
            c.notAllowed(child.qualifiedName, parent);
            children.append(QString());
            continue;
        }
        children.append(local);
        c.noAttributes(child.qualifiedName, child.attributes);
        bool hasElements = false;
        const QString value = textOf(child, &hasElements);
        if (hasElements) {
            c.markup(child.qualifiedName);
            continue;
        }
        if (local == u"video_type")
            c.enumeration(child.qualifiedName, value,
                          { u"full", u"preview", u"clip", u"interview", u"news", u"other" });
        else if (local == u"season_number" || local == u"episode_number") {
            if (!isNumberIn(value, 1, -1, true))
                c.invalidValue(child.qualifiedName, value, u"xsd:integer, minInclusive 1"_s);
        } else if (local == u"premier_date")
            c.date(child.qualifiedName, value);
    }
    checkSequence(children, TvShowModel, parent, u"video:"_s, c.out, c.field, c.item, true);
}

// The type of a video field's attribute: null when it is not declared, empty when `value`
// fits, else the type's description.
AttributeType videoAttributeType(VideoField field, const QString &name, const QString &value)
{
    switch (field) {
    case VideoField::PlayerLoc:
        if (name == u"allow_embed")
            return fits(value == u"yes" || value == u"Yes" || value == u"YES" || value == u"no"
                            || value == u"No" || value == u"NO",
                        YesNoType);
        if (name == u"autoplay")
            return QString();
        break;
    case VideoField::Restriction:
    case VideoField::Platform:
        if (name == u"relationship")
            return QString(); // SM108 and SM109 report it
        break;
    case VideoField::GalleryLoc:
        if (name == u"title")
            return QString();
        break;
    case VideoField::Price:
        if (name == u"currency")
            return fits(matches(currency(), value), patternText(currency()));
        if (name == u"type")
            return fits(value == u"purchase" || value == u"PURCHASE" || value == u"rent"
                            || value == u"RENT",
                        u"purchase, PURCHASE, rent, RENT"_s);
        if (name == u"resolution")
            return fits(value == u"sd" || value == u"SD" || value == u"hd" || value == u"HD",
                        u"sd, SD, hd, HD"_s);
        break;
    case VideoField::Uploader:
        if (name == u"info")
            return fits(SchemaRules::isAnyUri(value), AnyUriType);
        break;
    case VideoField::Id:
        if (name == u"type")
            return fits(value == u"tms:series" || value == u"tms:program"
                            || value == u"rovi:series" || value == u"rovi:program"
                            || value == u"freebase" || value == u"url",
                        u"tms:series, tms:program, rovi:series, rovi:program, freebase, url"_s);
        break;
    case VideoField::ContentSegmentLoc:
        if (name == u"duration")
            return fits(isNumberIn(value, 0, 28800, true),
                        u"xsd:nonNegativeInteger, maxInclusive 28800"_s);
        break;
    default:
        break;
    }
    return {};
}

void checkVideo(const Video &video, const Context &c)
{
    const QString parent = u"video:video"_s;
    c.noAttributes(parent, video.attributes());
    QList<QString> children;
    for (const ExtensionField &field : video.fields()) {
        if (field.key == int(VideoField::Unknown)) {
            const QString name = classifyUnknownField(field, Ns::Video, parent, VideoModel, c);
            if (name == u"tvshow")
                checkTvShow(field.foreign.first(), c);
            children.append(name);
            continue;
        }
        const auto key = VideoField(field.key);
        const QString name = videoFieldName(key);
        const QString qualified = u"video:"_s + name;
        children.append(name);
        c.attributes(qualified, field.attributes, [key](const QString &a, const QString &v) {
            return videoAttributeType(key, a, v);
        });
        if (key == VideoField::Id
            && std::none_of(field.attributes.cbegin(), field.attributes.cend(),
                           [](const XmlAttribute &a) { return localOf(a) == u"type"; }))
            c.missingAttribute(qualified, u"type"_s);
        const QString &value = field.text;
        switch (key) {
        case VideoField::ThumbnailLoc:
        case VideoField::ContentLoc:
        case VideoField::PlayerLoc:
        case VideoField::ContentSegmentLoc:
        case VideoField::GalleryLoc:
            c.anyUri(qualified, value);
            break;
        case VideoField::Title:
            c.maxLength(qualified, value, 100);
            break;
        case VideoField::Description:
            c.maxLength(qualified, value, 2048);
            break;
        case VideoField::Category:
            c.maxLength(qualified, value, 256);
            break;
        case VideoField::Duration:
            if (!isNumberIn(value, 0, 28800, true))
                c.invalidValue(qualified, value, u"xsd:nonNegativeInteger, maxInclusive 28800"_s);
            break;
        case VideoField::ViewCount:
            if (!isNumberIn(value, 0, -1, true))
                c.invalidValue(qualified, value, u"xsd:nonNegativeInteger"_s);
            break;
        case VideoField::Rating:
            if (!isNumberIn(value, 0, 5, false))
                c.invalidValue(qualified, value,
                               u"xsd:decimal, minInclusive 0, maxInclusive 5"_s);
            break;
        case VideoField::ExpirationDate:
        case VideoField::PublicationDate:
            break; // the checker's checkDate() reports these
        case VideoField::FamilyFriendly:
        case VideoField::RequiresSubscription:
        case VideoField::Live:
            c.enumeration(qualified, value, { u"yes", u"Yes", u"YES", u"no", u"No", u"NO" });
            break;
        case VideoField::Restriction:
            if (!matches(countryList(), value))
                c.invalidValue(qualified, value, patternText(countryList()));
            break;
        case VideoField::Platform:
            if (!matches(platformList(), value))
                c.invalidValue(qualified, value, patternText(platformList()));
            break;
        default:
            break;
        }
    }
    checkSequence(children, VideoModel, parent, u"video:"_s, c.out, c.field, c.item);
}

void checkNews(const News &news, const Context &c)
{
    const QString parent = u"news:news"_s;
    c.noAttributes(parent, news.attributes());
    QList<QString> children;
    QList<QString> publication;
    bool inPublication = false;
    bool hasPublication = false;
    for (const ExtensionField &field : news.fields()) {
        const auto key = NewsField(field.key);
        if (key == NewsField::PublicationName || key == NewsField::PublicationLanguage) {
            if (!inPublication)
                children.append(u"publication"_s);
            inPublication = true;
            hasPublication = true;
            publication.append(key == NewsField::PublicationName ? u"name"_s : u"language"_s);
        } else {
            inPublication = false;
        }
        if (key == NewsField::Unknown) {
            children.append(classifyUnknownField(field, Ns::News, parent, NewsModel, c));
            continue;
        }
        const QString name = newsFieldName(key);
        const QString qualified = u"news:"_s + name;
        if (key != NewsField::PublicationName && key != NewsField::PublicationLanguage)
            children.append(key == NewsField::GeoLocations ? QString() : name);
        c.noAttributes(qualified, field.attributes);
        const QString &value = field.text;
        switch (key) {
        case NewsField::PublicationLanguage:
            if (!matches(newsLanguage(), value))
                c.invalidValue(qualified, value, patternText(newsLanguage()));
            break;
        case NewsField::Access:
            c.enumeration(qualified, value, { u"Subscription", u"Registration" });
            break;
        case NewsField::Genres:
            if (!matches(newsGenres(), value))
                c.invalidValue(qualified, value, patternText(newsGenres()));
            break;
        case NewsField::StockTickers:
            if (!matches(stockTickers(), value))
                c.invalidValue(qualified, value, patternText(stockTickers()));
            break;
        case NewsField::GeoLocations:
            c.notAllowed(qualified, parent);
            break;
        default:
            break;
        }
    }
    if (hasPublication) {
        c.noAttributes(u"news:publication"_s, news.publicationAttributes);
        // SM106 reports a missing name or language.
        checkSequence(publication, PublicationModel, u"news:publication"_s, u"news:"_s, c.out,
                      c.field, c.item);
    }
    checkSequence(children, NewsModel, parent, u"news:"_s, c.out, c.field, c.item);
}

// XHTML 1.0 Strict's <link>: its attributes and their types.
AttributeType linkAttributeType(const QString &name, const QString &value)
{
    if (name == u"href")
        return fits(SchemaRules::isAnyUri(value), AnyUriType);
    if (name == u"hreflang" || name == u"lang")
        return fits(SchemaRules::isLanguage(value), u"xsd:language"_s);
    if (name == u"xml:lang")
        return fits(value.isEmpty() || SchemaRules::isLanguage(value), u"xsd:language"_s);
    if (name == u"dir")
        return fits(value == u"ltr" || value == u"rtl", u"ltr, rtl"_s);
    if (name == u"id")
        return fits(isNcName(value), u"xsd:ID"_s);
    if (name == u"class")
        return fits(isNmtokens(value), u"xsd:NMTOKENS"_s);
    static const QStringList strings = {
        u"rel"_s,         u"rev"_s,        u"type"_s,         u"media"_s,       u"charset"_s,
        u"title"_s,       u"style"_s,      u"onclick"_s,      u"ondblclick"_s,  u"onmousedown"_s,
        u"onmouseup"_s,   u"onmouseover"_s, u"onmousemove"_s, u"onmouseout"_s,  u"onkeypress"_s,
        u"onkeydown"_s,   u"onkeyup"_s,
    };
    return strings.contains(name) ? AttributeType(QString()) : AttributeType();
}

void checkAlternate(const Alternate &a, const Context &c)
{
    const QString element = u"xhtml:link"_s;
    QList<XmlAttribute> attributes;
    if (!a.rel.isNull())
        attributes.append({ QString(), u"rel"_s, a.rel });
    if (!a.hreflang.isNull())
        attributes.append({ QString(), u"hreflang"_s, a.hreflang });
    if (!a.href.isNull())
        attributes.append({ QString(), u"href"_s, a.href });
    attributes += a.otherAttributes;
    c.attributes(element, attributes, linkAttributeType);
}

// An element the reader kept verbatim inside a <url> or <sitemap>.
void checkForeign(const ForeignElement &element, const QString &parent, const Context &c)
{
    if (element.isComment() || element.isText())
        return;
    if (isNamespace(element.namespaceUri, Ns::Xhtml) && element.localName() == u"link") {
        // Kept verbatim because it declares namespaces or holds content.
        c.attributes(element.qualifiedName, element.attributes, linkAttributeType);
        bool hasElements = false;
        const QString text = textOf(element, &hasElements);
        if (hasElements || !trimmedIsEmpty(text))
            c.text(element.qualifiedName);
        return;
    }
    if (isNamespace(element.namespaceUri, Ns::Sitemap)) {
        c.notAllowed(element.qualifiedName, parent);
        return;
    }
    c.undeclared(element, parent);
}

} // namespace

bool SchemaRules::isDateOrDateTime(QStringView text)
{
    const QString s = collapsed(text);
    qsizetype i = 0;
    const bool negative = i < s.size() && s[i] == u'-';
    if (negative)
        ++i;
    const qsizetype yearStart = i;
    qint64 year = 0;
    while (i < s.size() && isDigit(s[i])) {
        if (i - yearStart < 18)
            year = year * 10 + (s[i].unicode() - u'0');
        ++i;
    }
    const qsizetype yearDigits = i - yearStart;
    if (yearDigits < 4 || (yearDigits > 4 && s[yearStart] == u'0') || year == 0)
        return false;
    if (negative)
        year = -year;
    int month = 0, day = 0;
    if (i >= s.size() || s[i] != u'-')
        return false;
    ++i;
    if (!readDigits(s, i, 2, &month) || i >= s.size() || s[i] != u'-')
        return false;
    ++i;
    if (!readDigits(s, i, 2, &day))
        return false;
    static constexpr int days[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
    if (month < 1 || month > 12 || day < 1
        || day > days[month - 1] + (month == 2 && isLeap(year) ? 1 : 0))
        return false;
    if (i == s.size() || s[i] != u'T')
        return readTimeZone(s, i); // xsd:date
    ++i;
    int hour = 0, minute = 0, second = 0;
    if (!readDigits(s, i, 2, &hour) || i >= s.size() || s[i] != u':')
        return false;
    ++i;
    if (!readDigits(s, i, 2, &minute) || i >= s.size() || s[i] != u':')
        return false;
    ++i;
    if (!readDigits(s, i, 2, &second))
        return false;
    bool fraction = false;
    if (i < s.size() && s[i] == u'.') {
        ++i;
        if (i >= s.size() || !isDigit(s[i]))
            return false;
        for (; i < s.size() && isDigit(s[i]); ++i)
            fraction = fraction || s[i] != u'0';
    }
    const bool endOfDay = hour == 24 && minute == 0 && second == 0 && !fraction;
    if ((hour > 23 && !endOfDay) || minute > 59 || second > 59)
        return false;
    return readTimeZone(s, i);
}

bool SchemaRules::isAnyUri(QStringView text)
{
    UriParser parser;
    parser.s = collapsed(text);
    if (parser.s.isEmpty())
        return true;
    for (QChar &c : parser.s) {
        const char16_t u = c.unicode();
        if (u < 32 || u >= 127 || u == u' ' || u == u'<' || u == u'>' || u == u'"' || u == u'{'
            || u == u'}' || u == u'|' || u == u'\\' || u == u'^' || u == u'`' || u == u'\'')
            c = u'_';
    }
    return parser.absolute() || parser.relative();
}

bool SchemaRules::isLanguage(QStringView text)
{
    const QString s = collapsed(text);
    const QList<QStringView> parts = QStringView(s).split(u'-');
    for (qsizetype p = 0; p < parts.size(); ++p) {
        const QStringView part = parts.at(p);
        if (part.isEmpty() || part.size() > 8)
            return false;
        for (const QChar c : part)
            if (!isAsciiAlpha(c) && (p == 0 || !isDigit(c)))
                return false;
    }
    return true;
}

void SchemaRules::checkEntry(const UrlEntry &entry, bool index, QList<Problem> &out)
{
    const QString entryName = index ? u"sitemap"_s : u"url"_s;
    Context c { out };

    // <loc>: tLoc (index: tLocSitemap), xsd:anyURI of 12 to 2,048 characters.
    const PooledView locUtf8 = entry.locView();
    if (!locUtf8.isEmpty()) {
        Context loc { out, FindingField::Loc };
        const QString value = entry.loc();
        const qsizetype length = codePoints(collapsed(value));
        if (length < Checker::MinSchemaLoc)
            loc.add(RuleId::SchemaLocTooShort,
                    tr("\"%1\" is shorter than the schema's 12 characters").arg(value));
        else if (length > 2048)
            loc.add(RuleId::SchemaValue,
                    tr("<%1> has %2 characters; the schema allows at most %3")
                        .arg(u"loc"_s)
                        .arg(length)
                        .arg(Checker::MaxUrlLength));
        loc.anyUri(u"loc"_s, value);
    }
    if (index) {
        if (entry.changefreq() != ChangeFreq::None)
            Context { out, FindingField::Changefreq }.notAllowed(u"changefreq"_s, entryName);
        if (entry.hasPriority())
            Context { out, FindingField::Priority }.notAllowed(u"priority"_s, entryName);
    } else {
        if (entry.changefreq() == ChangeFreq::Invalid)
            Context { out, FindingField::Changefreq }.enumeration(
                u"changefreq"_s, entry.changefreqText(),
                { u"always", u"hourly", u"daily", u"weekly", u"monthly", u"yearly", u"never" });
        if (entry.hasPriority() && !isNumberIn(entry.priorityText(), 0, 1, false))
            Context { out, FindingField::Priority }.invalidValue(
                u"priority"_s, entry.priorityText(),
                u"xsd:decimal, minInclusive 0.0, maxInclusive 1.0"_s);
    }
    if (!entry.hasExtras())
        return;

    c.noAttributes(entryName, entry.foreignAttributes());
    static constexpr char fieldCodes[]
        = { ChildCode::Loc, ChildCode::Lastmod, ChildCode::Changefreq, ChildCode::Priority };
    static const char *const fieldNames[] = { "loc", "lastmod", "changefreq", "priority" };
    for (int f = 0; f < 4; ++f)
        c.noAttributes(QString::fromLatin1(fieldNames[f]), entry.fieldAttributes(fieldCodes[f]));

    // The order: loc, lastmod, changefreq, priority (an index: loc, lastmod), then the
    // elements of other namespaces. Comments do not count.
    const QByteArray &order = entry.childOrder();
    if (!order.isEmpty()) {
        const QList<ForeignElement> &foreign = entry.foreignElements();
        qsizetype nextForeign = 0;
        int rank = 0;
        bool extensionSeen = false;
        for (const char code : order) {
            int r = 0;
            while (r < 4 && fieldCodes[r] != code)
                ++r;
            if (r == 4) {
                if (code == ChildCode::Foreign) {
                    const bool comment = nextForeign < foreign.size()
                        && foreign.at(nextForeign).isComment();
                    ++nextForeign;
                    if (comment)
                        continue;
                }
                extensionSeen = extensionSeen || code != ChildCode::BareText;
                continue;
            }
            if (index && r >= 2)
                continue; // not allowed at all, reported above
            if (r < rank || extensionSeen) {
                c.add(RuleId::SchemaElementOrder,
                      index ? tr("The schema requires loc and lastmod in this order, before "
                                 "the elements of other namespaces")
                            : tr("The schema requires loc, lastmod, changefreq and priority "
                                 "in this order, before the elements of other namespaces"));
                break;
            }
            rank = r;
        }
    }

    const QList<Image> &images = entry.images();
    for (qint32 i = 0; i < images.size(); ++i)
        checkImage(images.at(i), Context { out, FindingField::Image, i });
    const QList<Video> &videos = entry.videos();
    for (qint32 i = 0; i < videos.size(); ++i)
        checkVideo(videos.at(i), Context { out, FindingField::Video, i });
    const QList<News> &news = entry.news();
    for (qint32 i = 0; i < news.size(); ++i)
        checkNews(news.at(i), Context { out, FindingField::News, i });
    const QList<Alternate> &alternates = entry.alternates();
    for (qint32 i = 0; i < alternates.size(); ++i)
        checkAlternate(alternates.at(i), Context { out, FindingField::Alternate, i });
    for (const ForeignElement &element : entry.foreignElements())
        checkForeign(element, entryName, c);
}

void SchemaRules::checkFile(const Sitemap &sitemap, QList<Problem> &out)
{
    const Context c { out };
    const QString root = sitemap.isIndex() ? u"sitemapindex"_s : u"urlset"_s;
    const QString entryName = sitemap.isIndex() ? u"sitemap"_s : u"url"_s;
    c.noAttributes(root, sitemap.rootAttributes);
    for (const PlacedForeignElement &placed : sitemap.foreignElements) {
        const ForeignElement &element = placed.element;
        if (element.isComment() || element.isText())
            continue;
        if (isNamespace(element.namespaceUri, Ns::Sitemap)) {
            // A <url> in an index or a <sitemap> in a urlset is SM111's.
            const QStringView local = element.localName();
            if (local == (sitemap.isIndex() ? u"url" : u"sitemap"))
                continue;
            c.notAllowed(element.qualifiedName, root);
            continue;
        }
        c.undeclared(element, root);
    }
    if (sitemap.entries.isEmpty())
        c.add(RuleId::SchemaMissingElement,
              tr("<%1> has no <%2>, which the schema requires").arg(root, entryName));
}

} // namespace Studio
