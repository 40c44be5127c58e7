#pragma once

// The benchmarks read their memory as the tests do.
#include "../common/procstatus.h"
