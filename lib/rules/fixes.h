#pragma once

#include "model/finding.h"
#include "model/urlentry.h"

#include <QHash>

#include <optional>

namespace Studio {

class Checker;
class Sitemap;
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
    // For RemoveEntry: further entries removed with `entry` (a group of duplicates), as
    // (sitemap, entry).
    QList<std::pair<qint32, qsizetype>> alsoRemoved;
    // The rule's fix text, for the button and the undo history; a date fix that adds a time
    // zone names the value it writes and where the zone comes from.
    QString description;
};

// The time zone the date fixes give a date-time written without one, so that the fixed value
// is valid W3C Datetime: the zone most of the sitemap's valid lastmods are written in, else
// UTC (also when two zones are as common).
struct TimeZoneChoice
{
    QString designator; // "Z", "+00:00" (UTC as the file writes it) or an offset, "+02:00"
    bool fromFile = false; // the zone most of the file uses; false for the fallback to UTC
};

// Many findings' fixes as one change of the workspace, for one undo step: the replaced entries
// with every fix on each applied one after the other, and the entries to remove.
struct FixBatch
{
    QList<qint32> replacedSitemaps; // with replacedEntries: the entries replaced, each once
    QList<qsizetype> replacedEntries;
    QList<UrlEntry> replacements; // their new values
    // The entries to remove as (sitemap, entry), last first: removing them in this order
    // keeps each index pointing at its entry.
    QList<std::pair<qint32, qsizetype>> removals;
    int fixes = 0; // findings fixed
    QString description; // the fix's text when there is one; empty for several

    bool isEmpty() const { return fixes == 0; }
};

namespace Fixes {

// Each sitemap's preferred time zone, worked out once for many fixFor() calls.
using TimeZones = QHash<qint32, TimeZoneChoice>;

// The zone the date fixes of `sitemap` add (see TimeZoneChoice).
TimeZoneChoice preferredTimeZone(const Sitemap &sitemap);

// The fix for `finding`, when its rule has one and it applies safely to the entry as it is
// now (the checker's findings must be current). The value a fix leaves is one the rule no
// longer reports, and it brings no other error into the entry: a date gets its T, the colon
// of its offset and a time zone at once. `zones`, when given, keeps the time zones worked out
// between calls; the workspace must not change meanwhile.
std::optional<Fix> fixFor(const Workspace &workspace, const Finding &finding,
                          TimeZones *zones = nullptr);

// Whether fixFor() gives a fix, without making its text: for counting the fixable findings
// of a long list.
bool hasFix(const Workspace &workspace, const Finding &finding, TimeZones *zones = nullptr);

// The fixes of `findings` together, as they stand in the workspace now: several fixes of one
// entry (or of entries a fix reaches, a return link) composed on its current value in the
// order given, removals checked once every replacement is made. Findings without a fix are
// left out. The workspace is not changed.
FixBatch batchFor(const Workspace &workspace, const QList<Finding> &findings);

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
