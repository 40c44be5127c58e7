#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <deque>
#include <utility>

namespace Studio::Cli {

// Options that several commands take alike (AccessOptions, CrawlSupport with its
// CrawlUrlOptions), each declared in one place: a set makes each of its options once, through
// declare(), which keeps it for add(), so that no list of them is written again beside.
class OptionSet
{
public:
    OptionSet() = default;
    // The members of a set refer into it.
    OptionSet(const OptionSet &) = delete;
    OptionSet &operator=(const OptionSet &) = delete;

    // Adds every option declared, in the order declared.
    void add(QCommandLineParser &parser) const
    {
        for (const QCommandLineOption &option : m_options)
            parser.addOption(option);
    }

    // Keeps `option` for add(); the reference stays valid as long as the set.
    const QCommandLineOption &declare(QCommandLineOption option)
    {
        return m_options.emplace_back(std::move(option));
    }

private:
    std::deque<QCommandLineOption> m_options; // a deque: what declare() returns stays put
};

} // namespace Studio::Cli
