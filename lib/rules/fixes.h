#pragma once

#include "finding.h"
#include "model/urlentry.h"

#include <optional>

namespace Studio {

class Checker;
class Workspace;

// A rule's one-click fix as an operation on the model: replace one entry by a corrected value
// or remove it. The GUI wraps it in an undo command (keeping the old entry); the CLI applies
// it to a copy with --fix.
struct Fix
{
    enum class Kind : quint8 { ReplaceEntry, RemoveEntry };

    Kind kind = Kind::ReplaceEntry;
    QLatin1StringView ruleId;
    qint32 sitemap = 0;
    qsizetype entry = -1;
    UrlEntry replacement; // for ReplaceEntry
    QString description; // the rule's fix text, for the undo history
};

namespace Fixes {

// The fix for `finding`, when its rule has one and it applies safely to the entry as it is
// now (the checker's findings must be current).
std::optional<Fix> fixFor(const Workspace &workspace, const Finding &finding);

// Carries out `fix`. Removing shifts the later entries of the sitemap down by one, and with
// them the entry indexes of the reading findings and of the index's child links.
void apply(Workspace &workspace, const Fix &fix);
// Removes an entry and keeps the indexes that point at entries in step.
void removeEntry(Workspace &workspace, qint32 sitemap, qsizetype entry);
// Inserts `value` as entry `entry` and moves the indexes that point at later entries along.
void insertEntry(Workspace &workspace, qint32 sitemap, qsizetype entry, const UrlEntry &value);

struct Summary
{
    int replaced = 0; // entries changed
    int removed = 0; // entries removed
    int fixes = 0; // findings fixed
};

// Applies every fix the current findings offer, each entry's fixes one after the other, and
// checks the workspace again. Only the entries of `sitemap` are changed when it is not -1.
// For `sitemap-studio-cli check --fix`.
Summary applyAll(Workspace &workspace, Checker &checker, qint32 sitemap = -1);

} // namespace Fixes

} // namespace Studio
