#pragma once

#include "net/renderprotocol.h"

#include <QByteArray>
#include <QObject>
#include <QSocketNotifier>

#include <deque>
#include <memory>
#include <utility>

class QWebEngineProfile;

namespace Studio::Render {

class PageRun;
class RequestFilter;

// The renderer program's side of RenderProtocol: reads messages from `input` (the crawl's
// pipe), renders their pages one at a time in one off-the-record browser profile (its cache
// in memory, shared by the pages of a crawl: a site's scripts are fetched once), and writes
// each answer to `output`. Quits the application on "quit", at the end of its input, and when
// the input is no protocol. Needs a QGuiApplication (Qt WebEngine does).
class RenderServer : public QObject
{
    Q_OBJECT

public:
    RenderServer(int input, int output, QObject *parent = nullptr);
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
    std::unique_ptr<RequestFilter> m_filter; // outlives the profile that calls it
    std::deque<std::pair<quint64, RenderRequest>> m_queue;
    PageRun *m_running = nullptr; // owned (child); null when idle
    bool m_quitting = false;
};

} // namespace Studio::Render
