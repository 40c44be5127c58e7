#pragma once

// What the window's GUI tests share: a real MainWindow at 1280x800 that answers every question
// with Discard (a modal box would block the test), a scratch folder for its files, and
// shoot() for the documentation's pictures.

#include "mainwindow.h"

#include <QAbstractItemView>
#include <QFile>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>

namespace Studio::Testing {

// With SITEMAP_STUDIO_SCREENSHOTS set to a folder, a picture of `widget` is saved there as
// NAME.png.
inline void shoot(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("SITEMAP_STUDIO_SCREENSHOTS");
    if (!folder.isEmpty())
        QVERIFY(widget->grab().save(folder + u'/' + name + QStringLiteral(".png")));
}

// Clicks row `row` of `view` (in its column 1 where it is shown), with Ctrl to add it to the selection.
inline void clickRow(QAbstractItemView *view, int row,
                     Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    // Column 1, or the first shown after it (an empty column is hidden), else column 0.
    QModelIndex index;
    for (int column = 1; column < view->model()->columnCount() && !index.isValid(); ++column)
        if (!view->visualRect(view->model()->index(row, column)).isEmpty())
            index = view->model()->index(row, column);
    if (!index.isValid())
        index = view->model()->index(row, 0);
    view->scrollTo(index);
    const QRect rect = view->visualRect(index);
    QVERIFY(view->viewport()->rect().contains(rect.center()));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, modifiers, rect.center());
}

// Replaces what `edit` holds with `text`, typed as a user types it: focus, select all, erase,
// then one key at a time.
inline void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

struct WindowFixture
{
    MainWindow window;
    QTemporaryDir dir;

    WindowFixture()
    {
        window.setPrompt([](QMessageBox::Icon, const QString &, const QString &,
                            QMessageBox::StandardButtons) { return QMessageBox::Discard; });
        window.resize(1280, 800);
        window.show();
    }

    // Writes `bytes` to NAME in the scratch folder.
    bool write(const QString &name, const QByteArray &bytes) const
    {
        QFile file(dir.filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    }

    template<typename T = QWidget> T *find(const QString &name) const
    {
        T *child = window.findChild<T *>(name);
        if (!child)
            qWarning("no child %s", qPrintable(name));
        return child;
    }
};

} // namespace Studio::Testing
