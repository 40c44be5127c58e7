#pragma once

#include "inputsource.h"
#include "model/workspace.h"
#include "readlimits.h"

namespace Studio {

struct LoadOptions
{
    ReadLimits limits;
    // For an index read from disk: look for its children beside it and read them.
    bool loadChildren = true;
};

// The one way in: from a path (or bytes) to a Workspace, through InputSource, TextDecoder and
// the reader the content calls for. The GUI and the CLI both open files through it.
class Loader
{
public:
    static Workspace open(const QString &path, const LoadOptions &options = {});
    static Workspace openBytes(const QByteArray &bytes, const QString &location,
                               const LoadOptions &options = {});

    // Reads one document of an input into a Sitemap. A document that is not a sitemap gives a
    // Sitemap with `failed` set and a finding that says what it is.
    static Sitemap readDocument(const InputDocument &document, const QString &location,
                                const ReadLimits &limits);

    // The file name an index entry's location points to: its last path segment, or an empty
    // string when it has none that could name a file in the index's folder.
    static QString childFileName(const QString &loc);

private:
    static Workspace fromInput(const InputSource &input, const LoadOptions &options,
                               const QString &folder);
};

} // namespace Studio
