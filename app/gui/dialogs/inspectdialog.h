#pragma once

#include <QDialog>
#include <QPointer>
#include <QStringList>
#include <QUrl>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace Studio {

class CoverageController;
class SearchConsoleAuthorization;
class SecretStore;
class UrlInspector;

// File → Inspect with Search Console…: asks Google's URL Inspection API what it did with the
// document's URLs (every URL, or those the table shows), as `inspect` does on the command
// line, and brings the answers into the window's Search Console data (the Coverage column, its
// filter, the sections' chart and the findings) as they are imported from files.
//
// The answers are appended to a JSON lines file the user chooses (the same file `coverage
// --inspection` reads), so that a run stopped by the day's quota, by Stop or by closing goes on
// where it stopped the next time: URLs the file holds for the property are not asked again, and
// the day's inspections in it count against the quota. Signing in opens Google's consent page
// in the browser (its address is shown too); the refresh token goes to the keyring only, and
// the access token lives in memory for the run. The dialog is not modal: the window stays
// usable while the inspections come in.
class InspectDialog : public QDialog
{
    Q_OBJECT

public:
    // `urls` gives the document's URLs (shownOnly: those the table shows), once per run.
    // `keyring` may be null. None is owned; each must outlive the dialog.
    using UrlSource = std::function<QStringList(bool shownOnly)>;
    InspectDialog(CoverageController *coverage, UrlSource urls, SecretStore *keyring,
                  const QString &documentPath, QWidget *parent = nullptr);
    ~InspectDialog() override;

    // How the consent page is opened; by default in the desktop's browser. Tests answer it.
    void setBrowser(std::function<void(const QUrl &)> open) { m_browser = std::move(open); }

    // The Inspect button: checks the fields, signs in and inspects. False (with the reason
    // shown) when the fields cannot be used.
    bool start();
    // The Stop button: ends the run; what was answered is kept and imported.
    void stop();
    bool isRunning() const;
    // What the dialog says of the run (the status line).
    QString status() const;

signals:
    // A run ended: its answers imported, or nothing to do, or refused.
    void runFinished();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void chooseClient();
    void chooseOutput();
    void inspect(const QString &token);
    void finishRun(const QString &status);
    void setRunning(bool running);
    void say(const QString &status);

    CoverageController *m_coverage; // not owned
    UrlSource m_urls;
    SecretStore *m_keyring; // not owned; may be null
    std::function<void(const QUrl &)> m_browser;
    QComboBox *m_property;
    QLineEdit *m_client;
    QPushButton *m_chooseClient;
    QRadioButton *m_every;
    QRadioButton *m_shown;
    QSpinBox *m_perDay;
    QLineEdit *m_output;
    QPushButton *m_chooseOutput;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_inspect;
    QPushButton *m_stop;
    QPointer<SearchConsoleAuthorization> m_authorization; // a child while signing in
    QPointer<UrlInspector> m_inspector; // a child while inspecting
    // The run's plan: the URLs to ask, those the file held already, the file and property.
    QStringList m_toAsk;
    int m_already = 0;
    int m_usedToday = 0;
    QString m_runOutput;
    QString m_runProperty;
};

} // namespace Studio
