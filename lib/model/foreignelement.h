#pragma once

#include <QList>
#include <QString>

namespace Studio {

struct XmlAttribute
{
    QString namespaceUri; // empty for an attribute without prefix
    QString qualifiedName; // as found, with its prefix
    QString value;

    friend bool operator==(const XmlAttribute &, const XmlAttribute &) = default;
};

struct NamespaceDeclaration
{
    QString prefix; // empty for the default namespace
    QString namespaceUri;

    friend bool operator==(const NamespaceDeclaration &, const NamespaceDeclaration &) = default;
};

// XML the model has no field for, kept verbatim so that saving never drops it: an unknown
// element with its attributes, the namespaces it declares and its children. A node with an
// empty qualifiedName is a text node (mixed content keeps its order) or, with `comment`
// set, a comment.
struct ForeignElement
{
    QString namespaceUri;
    QString qualifiedName;
    QList<XmlAttribute> attributes;
    QList<NamespaceDeclaration> namespaceDeclarations;
    QList<ForeignElement> children;
    QString text; // for a text or comment node only
    bool comment = false;

    bool isText() const { return qualifiedName.isEmpty() && !comment; }
    bool isComment() const { return comment; }
    QStringView localName() const
    {
        const qsizetype colon = qualifiedName.indexOf(u':');
        return QStringView(qualifiedName).mid(colon + 1);
    }
    QStringView prefix() const
    {
        const qsizetype colon = qualifiedName.indexOf(u':');
        return colon < 0 ? QStringView() : QStringView(qualifiedName).left(colon);
    }

    static ForeignElement textNode(const QString &text)
    {
        ForeignElement node;
        node.text = text;
        return node;
    }
    static ForeignElement commentNode(const QString &text)
    {
        ForeignElement node;
        node.text = text;
        node.comment = true;
        return node;
    }

    // Not defaulted: QList's comparison cannot see through the recursive member.
    friend bool operator==(const ForeignElement &a, const ForeignElement &b);
};

} // namespace Studio
