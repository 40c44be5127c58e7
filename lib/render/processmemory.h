#pragma once

#include <QtGlobal>

namespace Studio::Render {

// The memory of this process and every process it started (Chromium's zygote, its renderer
// and utility processes), in KiB, each counting its share of what they share (Pss): what a
// renderer costs the machine. 0 where /proc does not say.
qint64 processTreeKiB();

} // namespace Studio::Render
