#include "renderenvironment.h"

#include <QByteArray>
#include <QtGlobal>

#include <unistd.h>

namespace Studio::Render {

void prepareEnvironment()
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // Chromium's sandbox needs user namespaces it is refused as root; elsewhere it stays on.
    if (::geteuid() == 0)
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
    QByteArray flags = qgetenv("QTWEBENGINE_CHROMIUM_FLAGS");
    // No page is ever in the background here: its timers run as a shown page's do.
    for (const char *flag :
         { "--disable-gpu", "--mute-audio", "--disable-extensions",
           "--disable-background-timer-throttling", "--disable-renderer-backgrounding" })
        if (!flags.contains(flag))
            flags += (flags.isEmpty() ? "" : " ") + QByteArray(flag);
    qputenv("QTWEBENGINE_CHROMIUM_FLAGS", flags);
    // The browser's start-up report of its graphics and the pages' console are noise here.
    if (!qEnvironmentVariableIsSet("QT_LOGGING_RULES"))
        qputenv("QT_LOGGING_RULES", "qt.webenginecontext.info=false");
}

int takeStandardOutput()
{
    const int protocol = ::dup(STDOUT_FILENO);
    if (protocol < 0 || ::dup2(STDERR_FILENO, STDOUT_FILENO) < 0)
        return -1;
    return protocol;
}

} // namespace Studio::Render
