#include "actionlook.h"

namespace Studio::ActionLook {

QIcon themeIcon(const QString &name)
{
    // The desktop's icon theme first; the project's own drawing where it has none.
    return QIcon::fromTheme(name, QIcon(QStringLiteral(":/icons/%1.svg").arg(name)));
}

QList<QKeySequence> withShortcut(QList<QKeySequence> bindings, const QKeySequence &extra)
{
    if (!bindings.contains(extra))
        bindings.append(extra);
    return bindings;
}

} // namespace Studio::ActionLook
