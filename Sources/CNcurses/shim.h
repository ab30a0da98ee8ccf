#ifndef TERMCOVER_CNCURSES_SHIM_H
#define TERMCOVER_CNCURSES_SHIM_H
// SwiftPM drops pkg-config's -D flags, so the wide-character API is asked for here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <curses.h>
#include <term.h>
#endif
