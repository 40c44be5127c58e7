#pragma once

#include "net/renderprotocol.h"
#include "requestfilter.h"

#include <QByteArray>
#include <QObject>
#include <QSocketNotifier>

#include <deque>
#include <memory>
#include <utility>
#include <vector>

class QWebEngineProfile;

namespace Studio::Render {

class PageRun;

// The renderer program's side of RenderProtocol: reads messages from `input` (the crawl's
// pipe), renders their pages, up to `atOnce` at a time, in one off-the-record browser profile
// (its cache in memory, shared by the pages of a crawl: a site's scripts are fetched once), and
// writes each answer to `output` as its page is done. Quits the application on "quit", at the end of its input, and when
// the input is no protocol. Needs a QGuiApplication (Qt WebEngine does).
class RenderServer : public QObject
{
    Q_OBJECT

public:
    RenderServer(int input, int output, int atOnce = 1, QObject *parent = nullptr);
    ~RenderServer() override;

    void start();

private:
    void readInput();
    void handle(const QCborMap &message);
    void next();
    void write(const QCborMap &message);
    void quit();

    int m_input;
    int m_output;
    QSocketNotifier m_notifier;
    QByteArray m_buffer;
    RenderProtocol::Settings m_settings;
    QWebEngineProfile *m_profile = nullptr; // owned (child)
    RobotsCache m_robots;
    std::deque<std::pair<quint64, RenderRequest>> m_queue;
    int m_atOnce;
    std::vector<PageRun *> m_running; // owned (children)
    bool m_quitting = false;
};

} // namespace Studio::Render
