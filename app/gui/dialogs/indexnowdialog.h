#pragma once

#include "net/indexnow.h"

#include <QDialog>
#include <QStringList>

#include <optional>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace Studio {

class Workspace;

// Tools → Submit to IndexNow: sends the workspace's URLs (all, or those changed since a date)
// to an IndexNow endpoint the user picks, with the site's key, and shows each batch's answer
// as it arrives. The key file can be checked first. Endpoint and key are remembered.
class IndexNowDialog : public QDialog
{
    Q_OBJECT

public:
    IndexNowDialog(const Workspace &workspace, QWidget *parent = nullptr);
    ~IndexNowDialog() override;

    // The plan as the fields give it now (what Submit sends).
    IndexNowPlan plan() const;
    // Starts the submission (the Submit button).
    void submit();
    bool isSubmitting() const;

signals:
    void submissionFinished();

private:
    void updatePlan();
    // The URLs to submit after the "modified since" choice, made again when it changes.
    void refreshUrls();
    void showAnswer(int batch);
    void finishSubmission();
    void setBusy(bool busy);

    QStringList m_allUrls; // the workspace's, in order
    QStringList m_urls; // those the "modified since" choice keeps
    QStringList m_urlNotes; // what it left out
    mutable std::optional<IndexNowPlan> m_plan; // of m_urls, the key and the key location
    QStringList m_notes;
    const Workspace &m_workspace;
    QComboBox *m_endpoint;
    QLineEdit *m_key;
    QLineEdit *m_keyLocation;
    QCheckBox *m_sinceCheck;
    QDateTimeEdit *m_since;
    QCheckBox *m_verifyKey;
    QLabel *m_summary;
    QLabel *m_error;
    QTableWidget *m_batches;
    QLabel *m_result;
    QPushButton *m_submit;
    QPushButton *m_cancel;
    IndexNow *m_indexNow; // owned (child)
    IndexNowPlan m_sent; // the plan under way
};

} // namespace Studio
