#pragma once

#include "net/discovery.h"
#include "net/remoteloader.h"

#include <QDialog>
#include <QUrl>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace Studio {

// File → Open URL: the address of a sitemap or of a site, and the limits of the crawl of an
// index. Accepts only an http or https address, saying why otherwise; the choices are kept in
// QSettings for the next time. MainWindow does the work.
class OpenUrlDialog : public QDialog
{
    Q_OBJECT

public:
    explicit OpenUrlDialog(QWidget *parent = nullptr);

    QUrl url() const;
    // The choices of the dialog: children followed or not, files and bytes at most.
    RemoteLoadOptions options() const;
    // What the dialog last saved, for an address opened without it (recent files, a drop).
    static RemoteLoadOptions savedOptions();

    void accept() override;

private:
    // The error for the address as typed; empty when it can be opened.
    QString validate() const;
    void showError(const QString &text);

    QLineEdit *m_url;
    QLabel *m_error;
    QCheckBox *m_follow;
    QSpinBox *m_maxFiles;
    QSpinBox *m_maxMegabytes;
};

// Several sitemaps found for a site: the user picks the one to open. Lists each with where it
// was learnt of (a robots.txt line, one of the usual places).
class SitemapChoiceDialog : public QDialog
{
    Q_OBJECT

public:
    SitemapChoiceDialog(const QUrl &site, const QList<DiscoveredSitemap> &sitemaps,
                        QWidget *parent = nullptr);

    // The one chosen; invalid when none.
    QUrl chosen() const;

private:
    QListWidget *m_list;
    QList<DiscoveredSitemap> m_sitemaps;
};

} // namespace Studio
