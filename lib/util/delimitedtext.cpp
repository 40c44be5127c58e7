#include "delimitedtext.h"

namespace Studio {

bool DelimitedText::needsQuotes(QStringView field, Separator separator)
{
    const char16_t split = separator == Separator::Comma ? u',' : u'\t';
    for (const QChar c : field) {
        const char16_t u = c.unicode();
        if (u == split || u == u'"' || u == u'\r' || u == u'\n')
            return true;
    }
    return false;
}

void DelimitedText::appendField(QByteArray *out, QStringView field, Separator separator)
{
    if (!needsQuotes(field, separator)) {
        out->append(field.toUtf8());
        return;
    }
    out->append('"');
    out->append(field.toUtf8().replace('"', QByteArrayView("\"\"")));
    out->append('"');
}

void DelimitedText::appendLine(QByteArray *out, const QStringList &fields, Separator separator)
{
    const char split = separator == Separator::Comma ? ',' : '\t';
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0)
            out->append(split);
        appendField(out, fields.at(i), separator);
    }
    out->append("\r\n");
}

QByteArray DelimitedText::line(const QStringList &fields, Separator separator)
{
    QByteArray out;
    appendLine(&out, fields, separator);
    return out;
}

} // namespace Studio
