#include "segmentoptions.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace Studio::Cli {

Segmenter SegmentOptions::parse(const QString &spec, QString *error)
{
    const QString word = spec.section(u':', 0, 0).trimmed();
    const bool hasArgument = spec.contains(u':');
    const QString argument = spec.section(u':', 1);
    if (word == u"folder") {
        if (!hasArgument)
            return Segmenter::byFolder(1);
        bool ok = false;
        const int depth = argument.toInt(&ok);
        if (ok && depth >= 1 && depth <= Segmenter::MaxDepth)
            return Segmenter::byFolder(depth);
        *error = tr("folder:DEPTH needs a DEPTH from 1 to %1, not \"%2\"")
                     .arg(Segmenter::MaxDepth)
                     .arg(argument);
        return {};
    }
    if (word == u"pattern") {
        if (argument.isEmpty()) {
            *error = tr("pattern:FILE needs the FILE of NAME REGEX lines");
            return {};
        }
        QFile file(argument);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = tr("%1 cannot be read: %2").arg(argument, file.errorString());
            return {};
        }
        return Segmenter::readPatterns(QString::fromUtf8(file.readAll()), argument, error);
    }
    if (!hasArgument && word == u"language")
        return Segmenter::byLanguage();
    if (!hasArgument && word == u"type")
        return Segmenter::byType();
    *error = tr("\"%1\" is no segmentation; %2").arg(spec, syntaxHelp());
    return {};
}

QString SegmentOptions::syntaxHelp()
{
    return tr("folder[:DEPTH] (the first DEPTH folders of the path, 1 by default; pages at "
              "the top are \"root\"), language (the entry's own hreflang, else a path that "
              "starts with a language code such as /de/ or /pt-br/, else \"other\"), type "
              "(news, videos, images or pages) or pattern:FILE (lines of NAME REGEX, the first "
              "REGEX found in the URL gives its NAME, the rest are \"other\")");
}

} // namespace Studio::Cli
