#pragma once

#include "io/input/readlimits.h"

#include <QObject>
#include <QUrl>

class QMenu;

namespace Studio {

class AccessSecrets;
class Autosave;
class EditorDocument;
class WindowServices;
struct FetchOptions;
struct RemoteLoadOptions;

// The File menu's work: opening files and addresses (a site's sitemaps looked for first),
// saving, Save As, a copy as a URL list, Revert, the recent files, the reading limit, and the
// unsaved work a crash left behind. Reading and writing run off the GUI thread through the
// window's services; every question goes through them too, so a test drives it with a
// document and answers of its own.
class FileController : public QObject
{
    Q_OBJECT

public:
    // None is owned; all must outlive the controller.
    FileController(EditorDocument *document, Autosave *autosave, WindowServices *window,
                   QObject *parent = nullptr);

    // The secrets of this session and the keyring, for Open URL… and the addresses opened
    // again. Not owned; may be null.
    void setAccessSecrets(AccessSecrets *secrets) { m_secrets = secrets; }

    bool openFile(const QString &path);
    // Opens a sitemap from the web. For a site's address (Discovery::isSiteUrl) its sitemaps
    // are looked for first; when there are several the user picks one. Failures are shown and
    // keep the current document, which then has no file: Save asks where to write it. Without
    // credentials in `options`, those given for the site this session go (a recent file).
    bool openUrl(const QUrl &url, const RemoteLoadOptions &options);
    // Offers the unsaved work earlier runs left behind (Autosave::leftBehind()): open it,
    // discard it or keep it for later. How many were opened (one at most).
    int offerLeftBehindWork();
    bool saveFile(const QString &path);
    bool save();
    bool saveAs();
    // Asks, then writes the URLs as a text list: a copy, the document keeps its file.
    bool saveUrlList(const QString &path);
    void revert();
    // File → Open and File → Open URL: the dialogs, then openFile() or openUrl().
    void open();
    void showOpenUrlDialog();
    // True when the document may be replaced: unchanged, saved, or its changes dropped.
    bool maybeSave();
    // "sitemap.xml", the address it was fetched from, or "Untitled".
    QString documentName() const;
    // The address the document was fetched from; invalid when it was not (or has a file now).
    QUrl sourceUrl() const { return m_sourceUrl; }
    void setSourceUrl(const QUrl &url) { m_sourceUrl = url; }
    // False when the document was read from a list, feed, robots.txt or table, which Save
    // must not overwrite with a sitemap.
    bool isSitemapFile() const;

    // The reading limits files are opened with (QSettings "reading/maxMegabytes").
    static ReadLimits readLimits();
    // The limit in megabytes, as readLimits() takes it; Tools → Reading Limit… and
    // Edit → Preferences set it.
    static constexpr int MaxReadingLimitMegabytes = 4096;
    static int readingLimitMegabytes();
    static void setReadingLimitMegabytes(int megabytes);
    void chooseReadingLimit();
    // True when the document is whole, or the user agrees to write what was read of it.
    bool confirmWritingPart(const QString &title);

    // File → Open Recent: filled from the settings, and again after each open.
    void setRecentMenu(QMenu *menu);

signals:
    // A document was opened from a file or an address and adopted.
    void opened();
    // documentName() may have changed.
    void titleChanged();

private:
    bool loadUrl(const QUrl &url, const RemoteLoadOptions &options);
    // The sitemap to open for the site `site`; invalid when there is none or the user
    // cancelled (both already said).
    QUrl discoverSitemap(const QUrl &site, const FetchOptions &fetch);
    void offerRecovery(const QString &path);
    // When a limit cut the document just opened: a message naming it and how to raise it.
    void tellReadInPart(const QString &name);
    void addRecentFile(const QString &path);
    void updateRecentFiles();

    EditorDocument *m_document; // not owned
    Autosave *m_autosave; // not owned
    WindowServices *m_window; // not owned
    AccessSecrets *m_secrets = nullptr; // not owned; may be null
    QUrl m_sourceUrl; // where the document was fetched from; cleared when it gets a file
    bool m_recoverWithoutAsking = false; // offerRecovery() was agreed to already
    QMenu *m_recentMenu = nullptr;
};

} // namespace Studio
