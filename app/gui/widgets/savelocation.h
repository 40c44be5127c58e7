#pragma once

#include <QString>

// Where the window's save dialogs open (Save As, Export Report, Save Crawl, a table's or a
// comparison's CSV): beside the document they are about, else where the user last saved,
// else beside the file last opened, and the home folder only when there is nothing better.
namespace Studio::SaveLocation {

// The folder for a save dialog: `preferred` (the document's or the crawl's folder) when it
// names one that exists, else the folder of the last save, else that of the file last
// opened, else the home folder.
QString folder(const QString &preferred = {});
// `name` in folder(preferred).
QString suggested(const QString &preferred, const QString &name);
// Records the folder of `path`, just chosen in a save dialog, for the next one.
void remember(const QString &path);

} // namespace Studio::SaveLocation
