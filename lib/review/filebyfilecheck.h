#pragma once

#include "io/loader.h"
#include "model/finding.h"
#include "model/workspace.h"

#include <memory>

namespace Studio {

class Checker;
class RobotsTxt;

// Checks the local sitemap index at `path` a file at a time, for a set too large to hold (a
// thousand files of 50,000 URLs): the findings are those of Checker::checkAll() over the whole
// workspace and FieldLocator over them, in the same order, in the memory of one file and
// CrossFileUrls (16 bytes a URL).
//
// A first read hashes every URL and drops the entries of the files the index names as they
// come (LoadOptions::childInOrder); each of those files is then read again (Loader::readChild),
// checked with the others held without their entries, its findings located in it, and its
// entries dropped again. The files held whole (the indexes, the opened file) are checked once.
// A local text list or table large enough to be read in pieces (LoadOptions::textPieces) is
// checked the same way a piece at a time (Checker::setPiece()), its hosts counted by the first
// read (FileTally); the findings of its entries are lines already.
//
// A set that fits `wholeBytes` of memory as it is read is kept whole instead: the first read
// keeps every file's entries (and, within a quarter of the budget, the text of files not
// stored compressed, for FieldLocator) while the heaps hold no more, and returns false for the
// caller to check it as a whole, in half the time. Once it does not fit, the files kept so far
// are hashed and dropped and the check goes on a file at a time; 0 always does.
//
// True with `findings` (fields located, in workspace order) and `workspace` (without the
// dropped entries) when it did. False when the input names no file that was dropped (a
// sitemap, a text list of one piece, a bundle): `workspace` then holds everything, unchecked, for
// the caller to check as a whole; or when it cannot be read (workspace->root().failed). A file
// whose number of entries changed between the two reads is left out and named in `changed`
// (the first such); of a text list read in pieces, only the file's own findings are left.
bool checkFileByFile(const QString &path, const LoadOptions &options,
                     const std::shared_ptr<const RobotsTxt> &robots, Checker &checker,
                     Workspace *workspace, QList<Finding> *findings, QString *changed,
                     qint64 wholeBytes = 0);

} // namespace Studio
