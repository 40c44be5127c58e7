#include "segmenter.h"

#include "util/languagecodes.h"
#include "util/url.h"

#include <QFile>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Studio {

QString exportKindName(ExportKind kind)
{
    switch (kind) {
    case ExportKind::Pages:
        return {};
    case ExportKind::News:
        return u"news"_s;
    case ExportKind::Videos:
        return u"videos"_s;
    case ExportKind::Images:
        return u"images"_s;
    }
    return {};
}

ExportKind contentKind(const UrlEntry &entry, bool news, bool videos, bool images)
{
    if (!entry.hasExtras())
        return ExportKind::Pages;
    if (news && !entry.news().isEmpty())
        return ExportKind::News;
    if (videos && !entry.videos().isEmpty())
        return ExportKind::Videos;
    if (images && !entry.images().isEmpty())
        return ExportKind::Images;
    return ExportKind::Pages;
}

namespace {

const QString Other = u"other"_s;

// "de", "pt-br", "zh-hant", "es-419": a two-letter language, then at most a script and a
// region. Only what a site puts at the start of its paths; the hreflang values the entries
// give are taken as they are.
bool isLanguageFolder(QStringView tag)
{
    const QList<QStringView> parts = tag.split(u'-');
    if (parts.size() > 3 || parts.constFirst().size() != 2
        || !LanguageCodes::isLanguage(parts.constFirst(), QLocale::ISO639Part1))
        return false;
    bool script = false, region = false;
    for (const QStringView part : parts.sliced(1)) {
        if (!script && !region && part.size() == 4
            && LanguageCodes::isScript(part.first(1).toString().toUpper()
                                       + part.sliced(1).toString())) {
            script = true;
        } else if (!region && LanguageCodes::isTerritory(part.toString().toUpper())) {
            region = true;
        } else {
            return false;
        }
    }
    return true;
}

// A hreflang value in lower case with '-' between subtags, when its first subtag is a language.
QString languageTag(QStringView value)
{
    const QString tag = value.trimmed().toString().toLower().replace(u'_', u'-');
    const QStringView primary = QStringView(tag).split(u'-').constFirst();
    return LanguageCodes::isLanguage(primary, QLocale::AnyLanguageCode) ? tag : QString();
}

// The letters of Latin scripts that decomposition does not take apart.
QLatin1StringView spelledOut(char32_t c)
{
    switch (c) {
    case U'ß':
        return "ss"_L1;
    case U'æ':
        return "ae"_L1;
    case U'œ':
        return "oe"_L1;
    case U'ø':
        return "o"_L1;
    case U'đ':
    case U'ð':
        return "d"_L1;
    case U'ł':
        return "l"_L1;
    case U'þ':
        return "th"_L1;
    case U'ı':
        return "i"_L1;
    default:
        return {};
    }
}

bool isDigits(QStringView text)
{
    if (text.isEmpty())
        return false;
    for (const QChar c : text)
        if (c < u'0' || c > u'9')
            return false;
    return true;
}

// "shop" for "shop-2"; empty when `name` does not end in '-' and digits.
QString numberedStem(const QString &name)
{
    const qsizetype dash = name.lastIndexOf(u'-');
    if (dash <= 0 || !isDigits(QStringView(name).sliced(dash + 1)))
        return {};
    return name.first(dash);
}

} // namespace

Segmenter Segmenter::byFolder(int depth)
{
    Segmenter s;
    s.m_by = By::Folder;
    s.m_depth = qBound(1, depth, MaxDepth);
    s.m_spec = s.m_depth == 1 ? u"folder"_s : u"folder:%1"_s.arg(s.m_depth);
    return s;
}

Segmenter Segmenter::byLanguage()
{
    Segmenter s;
    s.m_by = By::Language;
    s.m_spec = u"language"_s;
    return s;
}

Segmenter Segmenter::byType()
{
    Segmenter s;
    s.m_by = By::Type;
    s.m_spec = u"type"_s;
    return s;
}

Segmenter Segmenter::byPatterns(const QList<Pattern> &patterns, const QString &spec)
{
    Segmenter s;
    s.m_by = By::Pattern;
    s.m_spec = spec;
    s.m_patterns = patterns;
    return s;
}

Segmenter Segmenter::readPatterns(QStringView text, const QString &file, QString *error)
{
    QList<Segmenter::Pattern> patterns;
    qsizetype number = 0;
    for (QStringView line : text.split(u'\n')) {
        ++number;
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        qsizetype space = 0;
        while (space < line.size() && !line.at(space).isSpace())
            ++space;
        const QStringView name = line.first(space);
        const QStringView regex = line.sliced(space).trimmed();
        if (regex.isEmpty()) {
            *error = tr("%1:%2: a line is NAME REGEX, with a space between them, not \"%3\"")
                         .arg(file)
                         .arg(number)
                         .arg(line);
            return {};
        }
        Segmenter::Pattern pattern { name.toString(), QRegularExpression(regex.toString()) };
        if (!pattern.regex.isValid()) {
            *error = tr("%1:%2: \"%3\" is not a valid regular expression: %4 at character %5")
                         .arg(file)
                         .arg(number)
                         .arg(regex)
                         .arg(pattern.regex.errorString())
                         .arg(pattern.regex.patternErrorOffset() + 1);
            return {};
        }
        pattern.regex.optimize();
        patterns.append(std::move(pattern));
    }
    if (patterns.isEmpty()) {
        *error = tr("%1 has no NAME REGEX line").arg(file);
        return {};
    }
    return Segmenter::byPatterns(patterns, u"pattern:"_s + file);
}

Segmenter Segmenter::fromSpec(const QString &spec, QString *error)
{
    const QString word = spec.section(u':', 0, 0).trimmed();
    const bool hasArgument = spec.contains(u':');
    const QString argument = spec.section(u':', 1);
    if (word == u"folder") {
        if (!hasArgument)
            return byFolder(1);
        bool ok = false;
        const int depth = argument.toInt(&ok);
        if (ok && depth >= 1 && depth <= MaxDepth)
            return byFolder(depth);
        *error = tr("folder:DEPTH needs a DEPTH from 1 to %1, not \"%2\"")
                     .arg(MaxDepth)
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
        if (file.size() > MaxPatternFileSize) {
            *error = tr("%1 is larger than %2 KiB; a pattern file is a list of NAME REGEX lines")
                         .arg(argument)
                         .arg(MaxPatternFileSize / 1024);
            return {};
        }
        return readPatterns(QString::fromUtf8(file.read(MaxPatternFileSize)), argument, error);
    }
    if (!hasArgument && word == u"language")
        return byLanguage();
    if (!hasArgument && word == u"type")
        return byType();
    *error = tr("\"%1\" is no segmentation; %2").arg(spec, specSyntax());
    return {};
}

QString Segmenter::specSyntax()
{
    return tr("folder[:DEPTH] (the first DEPTH folders of the path, 1 by default; pages at "
              "the top are \"root\"), language (the entry's own hreflang, else a path that "
              "starts with a language code such as /de/ or /pt-br/, else \"other\"), type "
              "(news, videos, images or pages) or pattern:FILE (lines of NAME REGEX, the first "
              "REGEX found in the URL gives its NAME, the rest are \"other\")");
}

QString Segmenter::keyOf(const UrlEntry &entry) const
{
    switch (m_by) {
    case By::Nothing:
        return {};
    case By::Folder:
        return folderKey(entry);
    case By::Language:
        return languageKey(entry);
    case By::Type: {
        const ExportKind kind = contentKind(entry);
        return kind == ExportKind::Pages ? u"pages"_s : exportKindName(kind);
    }
    case By::Pattern:
        return patternKey(entry);
    }
    return {};
}

QString Segmenter::folderKey(const UrlEntry &entry) const
{
    const PooledView loc = entry.locView();
    QByteArrayView rest = Url::split(loc.view()).path;
    if (!rest.startsWith('/'))
        return {};
    rest = rest.sliced(1);
    QString key;
    for (int level = 0; level < m_depth; ++level) {
        const qsizetype slash = rest.indexOf('/');
        if (slash <= 0)
            break;
        if (level > 0)
            key += u'/';
        key += QString::fromUtf8(QByteArray::fromPercentEncoding(rest.first(slash).toByteArray()));
        rest = rest.sliced(slash + 1);
    }
    return key;
}

QString Segmenter::languageKey(const UrlEntry &entry)
{
    if (entry.hasExtras() && !entry.alternates().isEmpty()) {
        const QString loc = entry.loc().trimmed();
        for (const Alternate &alternate : entry.alternates()) {
            if (!alternate.isLanguageAlternate() || alternate.href.trimmed() != loc
                || alternate.hreflang.compare(u"x-default", Qt::CaseInsensitive) == 0)
                continue;
            const QString tag = languageTag(alternate.hreflang);
            if (!tag.isEmpty())
                return tag;
        }
    }
    const PooledView loc = entry.locView();
    QByteArrayView path = Url::split(loc.view()).path;
    if (path.startsWith('/')) {
        path = path.sliced(1);
        const qsizetype slash = path.indexOf('/');
        const QString first = QString::fromLatin1(slash < 0 ? path : path.first(slash))
                                  .toLower()
                                  .replace(u'_', u'-');
        if (isLanguageFolder(first))
            return first;
    }
    return Other;
}

QString Segmenter::patternKey(const UrlEntry &entry) const
{
    const QString loc = entry.loc();
    for (const Pattern &pattern : m_patterns)
        if (pattern.regex.match(loc).hasMatch())
            return pattern.key;
    return Other;
}

QString Segmenter::fileSafe(QStringView key)
{
    // Decomposed, so that an accent is a mark apart from its letter and can be dropped.
    const QString decomposed = key.toString().normalized(QString::NormalizationForm_KD);
    QStringList words;
    QString word;
    bool ascii = true;
    auto endWord = [&] {
        if (word.isEmpty())
            return;
        if (ascii) {
            words.append(word);
        } else {
            // Another script: as an IDN label ("xn--…"), else its code points in hex.
            QString label = QString::fromLatin1(QUrl::toAce(word));
            if (label.isEmpty()) {
                for (const char32_t c : word.toUcs4())
                    label += QString::number(c, 16);
                label.prepend(u'u');
            }
            words.append(label.toLower());
        }
        word.clear();
        ascii = true;
    };
    for (const char32_t c : decomposed.toUcs4()) {
        const QChar::Category category = QChar::category(c);
        if (category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining
            || category == QChar::Mark_Enclosing)
            continue;
        const char32_t lower = QChar::toLower(c);
        if ((lower >= U'a' && lower <= U'z') || (lower >= U'0' && lower <= U'9')) {
            word += QChar(char16_t(lower));
        } else if (const QLatin1StringView spelled = spelledOut(lower); !spelled.isEmpty()) {
            word += QString(spelled);
        } else if (lower >= 0x80 && QChar::isLetterOrNumber(lower)) {
            word += QString::fromUcs4(&lower, 1);
            ascii = false;
        } else {
            endWord();
        }
    }
    endWord();
    QString safe;
    for (const QString &w : std::as_const(words)) {
        const qsizetype room = MaxNameLength - safe.size() - (safe.isEmpty() ? 0 : 1);
        if (room <= 0)
            break;
        if (!safe.isEmpty())
            safe += u'-';
        safe += w.left(room);
    }
    while (safe.endsWith(u'-'))
        safe.chop(1);
    return safe;
}

QString SegmentNames::nameOf(const QString &key)
{
    const auto known = m_byKey.constFind(key);
    if (known != m_byKey.cend())
        return *known;
    QString base = key.isEmpty() ? u"root"_s : Segmenter::fileSafe(key);
    if (base.isEmpty())
        base = u"segment"_s;
    QString name = base;
    QString shortened = base.left(Segmenter::MaxNameLength - 8);
    while (shortened.endsWith(u'-'))
        shortened.chop(1);
    for (int n = 2; clashes(name); ++n)
        name = shortened + u"-x"_s + QString::number(n);
    m_byKey.insert(key, name);
    m_taken.insert(name);
    if (const QString stem = numberedStem(name); !stem.isEmpty())
        m_stems.insert(stem);
    return name;
}

bool SegmentNames::clashes(const QString &name) const
{
    if (m_taken.contains(name) || m_stems.contains(name))
        return true;
    const QString stem = numberedStem(name);
    return !stem.isEmpty() && m_taken.contains(stem);
}

} // namespace Studio
