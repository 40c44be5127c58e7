#include "xmltree.h"

#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace Studio::Testing {

bool XmlNode::hasClass(const QString &name) const
{
    return attribute(u"class"_s).split(u' ', Qt::SkipEmptyParts).contains(name);
}

QList<const XmlNode *> XmlNode::findAll(const std::function<bool(const XmlNode &)> &match) const
{
    QList<const XmlNode *> found;
    if (match(*this))
        found.append(this);
    for (const XmlNode &child : children)
        found += child.findAll(match);
    return found;
}

QList<const XmlNode *> XmlNode::findAll(const QString &name) const
{
    return findAll([&name](const XmlNode &node) { return node.name == name; });
}

const XmlNode *XmlNode::byId(const QString &id) const
{
    const QList<const XmlNode *> found
        = findAll([&id](const XmlNode &node) { return node.attribute(u"id"_s) == id; });
    return found.isEmpty() ? nullptr : found.first();
}

XmlNode parseXmlTree(const QByteArray &xml, QString *error)
{
    QXmlStreamReader reader(xml);
    XmlNode document;
    QList<XmlNode *> stack { &document };
    while (!reader.atEnd()) {
        switch (reader.readNext()) {
        case QXmlStreamReader::StartElement: {
            XmlNode node;
            node.name = reader.name().toString();
            node.namespaceUri = reader.namespaceUri().toString();
            for (const QXmlStreamAttribute &a : reader.attributes())
                node.attributes.insert(a.qualifiedName().toString(), a.value().toString());
            stack.last()->children.append(node);
            stack.append(&stack.last()->children.last());
            break;
        }
        case QXmlStreamReader::EndElement:
            stack.removeLast();
            break;
        case QXmlStreamReader::Characters:
            stack.last()->ownText += reader.text();
            for (XmlNode *open : std::as_const(stack))
                open->allText += reader.text();
            break;
        default:
            break;
        }
    }
    if (reader.hasError()) {
        if (error)
            *error
                = u"%1:%2: %3"_s.arg(QString::number(reader.lineNumber()),
                                     QString::number(reader.columnNumber()), reader.errorString());
        return {};
    }
    if (error)
        error->clear();
    return document.children.isEmpty() ? XmlNode() : document.children.first();
}

} // namespace Studio::Testing
