#pragma once

#include "net/indexnow.h"

#include <QDialog>
#include <QStringList>

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
    void showAnswer(int batch);
    void finishSubmission();
    void setBusy(bool busy);

    QStringList m_allUrls; // the workspace's, in order
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
