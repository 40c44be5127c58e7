#pragma once

#include "model/sitemap.h"
#include "io/input/readlimits.h"
#include "io/input/xmlprescan.h"

#include <QByteArray>
#include <QList>

namespace Studio {

// A reader of one input format into a Sitemap. The loader asks each registered reader in
// turn; Open, Import and the CLI all go through the same registry.
class DocumentReader
{
public:
    virtual ~DocumentReader() = default;

    // The format's name as `stats` prints it ("urlset", later "text", "rss", ...).
    virtual QString formatName() const = 0;
    // Whether this reader takes a document whose UTF-8 text scanned as `prescan`.
    virtual bool canRead(const QByteArray &utf8, const XmlPrescan &prescan) const = 0;
    // Fills `sitemap` (its source info set by the caller) from the text.
    virtual void read(const QByteArray &utf8, const XmlPrescan &prescan, Sitemap &sitemap,
                      const ReadLimits &limits) const = 0;
};

namespace DocumentReaders {
// Every reader, in the order they are asked.
const QList<const DocumentReader *> &all();
// The first reader that takes the text; nullptr when none does.
const DocumentReader *find(const QByteArray &utf8, const XmlPrescan &prescan);
} // namespace DocumentReaders

} // namespace Studio
