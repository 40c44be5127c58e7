#pragma once

#include "command.h"

namespace Studio::Cli {

// urls [--format text|tsv|jsonl] [--fields loc,lastmod,...] INPUT...: every URL the inputs
// bring, children and chains included, in document order, one per line: a list for scripts
// without converting to XML first.
class UrlsCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(UrlsCommand)

public:
    QString name() const override { return QStringLiteral("urls"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;
};

} // namespace Studio::Cli
