#pragma once

namespace Studio::Render {

// What Qt WebEngine reads from the environment, set before the application object exists: no
// display (the offscreen platform; the renderer never shows a window), no GPU, and Chromium's
// sandbox off where it cannot run, as root (CI, containers), and only there.
void prepareEnvironment();

// The protocol's output: a duplicate of standard output, standard output itself going to
// standard error from then on, so that nothing the browser or a library prints can break a
// message. -1 when it cannot be had.
int takeStandardOutput();

} // namespace Studio::Render
