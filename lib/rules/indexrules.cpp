#include "entrycheck.h"

using namespace Qt::StringLiterals;

namespace Studio {

namespace EntryRules {

void checkIndexEntry(const EntryCheck &c)
{
    const UrlEntry &entry = c.entry;
    QList<Finding> &out = c.out;
    QStringList names; // each element once, as the message names it
    auto note = [&names](const QString &name) {
        if (!names.contains(name))
            names.append(name);
    };
    if (entry.changefreq() != ChangeFreq::None)
        note(u"<changefreq>"_s);
    if (entry.hasPriority())
        note(u"<priority>"_s);
    if (entry.hasExtras()) {
        if (!entry.images().isEmpty())
            note(u"<image:image>"_s);
        if (!entry.videos().isEmpty())
            note(u"<video:video>"_s);
        if (!entry.news().isEmpty())
            note(u"<news:news>"_s);
        if (!entry.alternates().isEmpty())
            note(u"<xhtml:link>"_s);
        // A second <loc> or <lastmod>, or one holding markup, is kept as an unknown element:
        // SM107 and SM101 report those.
        for (const ForeignElement &element : entry.foreignElements())
            if (!element.isComment() && !element.isText() && element.localName() != u"loc"
                && element.localName() != u"lastmod")
                note(u'<' + element.qualifiedName + u'>');
    }
    if (names.isEmpty())
        return;
    out.append(c.make(RuleId::IndexEntryContent,
                      Checker::tr("The index entry holds %1; a <sitemap> may hold only <loc> and "
                                  "<lastmod>")
                          .arg(names.join(u", ")),
                      FindingField::Element));
}

} // namespace EntryRules

namespace IndexRules {

Finding nestedIndex(const UrlEntry &indexEntry, qint32 parent, qsizetype entryIndex)
{
    Finding f = Finding::make(RuleId::NestedIndex,
                              Checker::tr("\"%1\" is itself a sitemap index; an index may "
                                          "list sitemaps only, and Google reads neither it nor "
                                          "the sitemaps it lists")
                                  .arg(indexEntry.loc()));
    f.sitemap = parent;
    f.entryIndex = entryIndex;
    f.field = FindingField::Loc;
    f.line = indexEntry.sourceLine();
    return f;
}

} // namespace IndexRules

} // namespace Studio
