#include "canonicalxml.h"

#include "io/input/inputsource.h"
#include "model/namespaces.h"

#include <QFile>
#include <QXmlStreamReader>

namespace Studio::Testing {

namespace {

QString namespaceName(QStringView uri)
{
    switch (Namespaces::classify(uri)) {
    case Ns::Sitemap: return QStringLiteral("sm");
    case Ns::Image: return QStringLiteral("image");
    case Ns::Video: return QStringLiteral("video");
    case Ns::News: return QStringLiteral("news");
    case Ns::Xhtml: return QStringLiteral("xhtml");
    case Ns::Other: break;
    }
    return uri.toString();
}

} // namespace

QStringList canonicalXml(const QByteArray &xml, QString *error)
{
    QStringList out;
    QXmlStreamReader reader(xml);
    QList<QString> texts;
    int depth = 0;
    while (!reader.atEnd()) {
        switch (reader.readNext()) {
        case QXmlStreamReader::StartElement: {
            if (!texts.isEmpty() && !texts.last().trimmed().isEmpty())
                out.append(QString(depth * 2, u' ') + QStringLiteral("#text ")
                           + texts.last().trimmed());
            if (!texts.isEmpty())
                texts.last().clear();
            QStringList attributes;
            const QXmlStreamAttributes list = reader.attributes();
            for (const QXmlStreamAttribute &a : list)
                attributes.append(namespaceName(a.namespaceUri()) + u':' + a.name().toString() + u'='
                                  + a.value().toString().simplified());
            attributes.sort();
            out.append(QString(depth * 2, u' ') + namespaceName(reader.namespaceUri()) + u':'
                       + reader.name().toString() + u' ' + attributes.join(u' '));
            texts.append(QString());
            ++depth;
            break;
        }
        case QXmlStreamReader::Characters:
            if (!texts.isEmpty())
                texts.last() += reader.text();
            break;
        case QXmlStreamReader::EndElement: {
            --depth;
            const QString text = texts.takeLast().trimmed();
            if (!text.isEmpty())
                out.append(QString(depth * 2 + 2, u' ') + QStringLiteral("#text ") + text);
            break;
        }
        default:
            break;
        }
    }
    if (reader.hasError()) {
        if (error)
            *error = QStringLiteral("%1:%2: %3")
                         .arg(reader.lineNumber())
                         .arg(reader.columnNumber())
                         .arg(reader.errorString());
        return {};
    }
    return out;
}

QByteArray readMaybeGzipped(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    if (bytes.startsWith("\x1f\x8b"))
        return InputSource::gunzip(bytes, 1LL << 30).data;
    return bytes;
}

} // namespace Studio::Testing
