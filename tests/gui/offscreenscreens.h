#pragma once

// Offscreen screens of given sizes for a GUI test, set up before the application starts: the
// offscreen platform reads them from a file. A test's main() is then one call:
//
//     int main(int argc, char *argv[])
//     {
//         return Studio::Testing::runOnScreens<TestName>(argc, argv, R"([{"name": "small", …}])");
//     }

#include <QApplication>
#include <QByteArray>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace Studio::Testing {

// One 1024x700 screen, the smallest the window is made for.
inline constexpr char SmallScreen[]
    = R"([{"name": "small", "x": 0, "y": 0, "width": 1024, "height": 700,
           "logicalDpi": 96, "dpr": 1}])";

// Runs the test object of class T with the screens `screens` (a JSON array of the offscreen
// platform's screen objects).
template<typename T> int runOnScreens(int argc, char *argv[], const char *screens)
{
    QTemporaryDir config;
    const QString path = config.filePath(QStringLiteral("screens.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return 1;
    file.write(QByteArray(R"({"screens": )") + screens + '}');
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + path.toUtf8());
    QApplication app(argc, argv);
    T test;
    return QTest::qExec(&test, argc, argv);
}

} // namespace Studio::Testing
