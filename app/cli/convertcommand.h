#pragma once

#include "command.h"
#include "model/sitemap.h"

namespace Studio::Cli {

// convert INPUT OUTPUT [--pretty|--compact]: reads a sitemap and writes it again, gzipped when
// OUTPUT ends in .gz.
class ConvertCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ConvertCommand)

public:
    QString name() const override { return QStringLiteral("convert"); }
    QString summary() const override;
    int run(const QStringList &arguments) override;

private:
    // What convert says once OUTPUT is written from INPUT's `sitemap` (`entries` URLs, of which
    // `invalid` are no absolute http(s) URL, the first on `firstLine`); the exit status.
    int reportConverted(const QString &input, const QString &output, const Sitemap &sitemap,
                        qsizetype entries, qsizetype invalid, qint64 firstLine);
};

} // namespace Studio::Cli
