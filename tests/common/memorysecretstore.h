#pragma once

#include "net/secretstore.h"

#include <QHash>
#include <QMetaObject>

#include <memory>


namespace Studio::Testing {

// A keyring of the test's own: what was written, and whether there is one at all. Answers
// from the event loop, as a keyring does.
class MemoryStore : public SecretStore
{
public:
    struct Keyring
    {
        QHash<QString, QByteArray> entries;
        bool available = true;
        int calls = 0;
    };

    explicit MemoryStore(std::shared_ptr<Keyring> keyring)
        : m_keyring(std::move(keyring))
    {
    }

    void read(const QString &key, QObject *context, ReadDone done) override
    {
        ++m_keyring->calls;
        const bool ok = m_keyring->available;
        const bool found = ok && m_keyring->entries.contains(key);
        const QByteArray value = m_keyring->entries.value(key);
        QMetaObject::invokeMethod(
            context, [=] { done(ok, found, value, ok ? QString() : QStringLiteral("no secret service")); },
            Qt::QueuedConnection);
    }
    void write(const QString &key, const QByteArray &value, QObject *context, Done done) override
    {
        ++m_keyring->calls;
        const bool ok = m_keyring->available;
        if (ok)
            m_keyring->entries.insert(key, value);
        QMetaObject::invokeMethod(
            context, [=] { done(ok, ok ? QString() : QStringLiteral("no secret service")); },
            Qt::QueuedConnection);
    }
    void remove(const QString &key, QObject *context, Done done) override
    {
        ++m_keyring->calls;
        const bool ok = m_keyring->available;
        if (ok)
            m_keyring->entries.remove(key);
        QMetaObject::invokeMethod(
            context, [=] { done(ok, ok ? QString() : QStringLiteral("no secret service")); },
            Qt::QueuedConnection);
    }

private:
    std::shared_ptr<Keyring> m_keyring;
};

} // namespace Studio::Testing
