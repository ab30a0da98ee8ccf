#ifndef TERMCOVER_CVTERM_SHIM_H
#define TERMCOVER_CVTERM_SHIM_H
// libvterm, a terminal emulator the ncurses tests replay output into.
// Test-only: installed by `make test-deps` (Debian's libvterm-dev).
#include <vterm.h>
#endif
