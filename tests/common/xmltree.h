#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <functional>

namespace Studio::Testing {

// An XML document read back into a small tree, so that tests can ask a generated file (the
// review report, its SVG charts) what it holds rather than search its text.
struct XmlNode
{
    QString name; // local name
    QString namespaceUri;
    QHash<QString, QString> attributes; // by qualified name
    QString ownText; // the text directly inside, children's not included
    QString allText; // all text inside, children's included, in document order
    QList<XmlNode> children;

    QString attribute(const QString &name) const { return attributes.value(name); }
    // The element's classes, from its class attribute.
    bool hasClass(const QString &name) const;
    QString text() const { return allText; }
    // Every element below this one (itself included) for which `match` holds, in document
    // order.
    QList<const XmlNode *> findAll(const std::function<bool(const XmlNode &)> &match) const;
    QList<const XmlNode *> findAll(const QString &name) const;
    // The first element with id `id`; nullptr when there is none.
    const XmlNode *byId(const QString &id) const;
};

// Reads `xml` with QXmlStreamReader. On an error returns an empty node and sets `*error` to
// the reader's message with line and column.
XmlNode parseXmlTree(const QByteArray &xml, QString *error);

} // namespace Studio::Testing
