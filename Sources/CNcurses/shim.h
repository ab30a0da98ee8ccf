#ifndef TERMCOVER_CNCURSES_SHIM_H
#define TERMCOVER_CNCURSES_SHIM_H
// SwiftPM drops pkg-config's -D flags, so the wide-character API is asked for here.
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <wchar.h>
#include <string.h>
#include <malloc.h>
#include <curses.h>
#include <term.h>
#include <spawn.h>
#include <stdlib.h>
#include <poll.h>
#include <signal.h>

// Pseudo-terminal and spawn calls that the Glibc module leaves out, since
// it is built without _XOPEN_SOURCE and _GNU_SOURCE. Declared here as glibc
// has them (posix_openpt etc., pipe2 and ppoll since 2.9, addclosefrom_np since 2.34).
extern int posix_openpt(int);
extern int grantpt(int);
extern int unlockpt(int);
extern int ptsname_r(int, char *, size_t);
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *, int);
extern int pipe2(int[2], int);
extern int ppoll(struct pollfd *, nfds_t, const struct timespec *, const sigset_t *);

// The unpromised exports of libdispatch, CoreFoundation and libtinfo that
// the fast paths use are looked up by name at run time, not declared here
// (TermCoverNcurses' PrivateExports), so that a library without one still
// loads and runs on the public path.

// Swift cannot import these: the A_* attributes are NCURSES_BITS() macros,
// and stdscr, COLORS and COLOR_PAIRS are mutable globals that Swift 6
// rejects as shared state. Reading them is only done on the main actor.

static inline attr_t tc_attr_normal(void) { return A_NORMAL; }
static inline attr_t tc_attr_bold(void) { return A_BOLD; }
static inline attr_t tc_attr_dim(void) { return A_DIM; }
static inline attr_t tc_attr_italic(void) { return A_ITALIC; }
static inline attr_t tc_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t tc_attr_reverse(void) { return A_REVERSE; }

/// The standard window of the current screen (set_term decides which).
static inline WINDOW *tc_stdscr(void) { return stdscr; }
/// The full-screen physical-screen window, for clearok after a reset.
static inline WINDOW *tc_curscr(void) { return curscr; }
/// Colors the current screen can show after start_color.
static inline int tc_colors(void) { return COLORS; }
/// Color pairs the current screen has after start_color.
static inline int tc_color_pairs(void) { return COLOR_PAIRS; }

/// A terminfo string capability, or NULL when absent or not a string
/// (tigetstr returns the sentinel (char *)-1 for that, which Swift would dereference).
static inline const char *tc_string_capability(const char *name) {
    char *value = tigetstr(name);
    return (value == (char *)-1) ? NULL : value;
}

/// Columns the C library gives a character. ncurses advances by this, and
/// glibc declares wcwidth only under _XOPEN_SOURCE, which Swift's Glibc lacks.
int wcwidth(wchar_t c);
static inline int tc_wcwidth(wchar_t c) { return wcwidth(c); }

/// Fills a cell as setcchar would for one spacing character and no marks,
/// without its checks: for runs written with wadd_wchnstr. Pairs above 255
/// live only in ext_color; the attribute bits keep 255, as ncurses does.
static inline void tc_fill_cchar(cchar_t *cell, wchar_t ch, attr_t attrs, int pair) {
    memset(cell, 0, sizeof(*cell));
    cell->attr = (attrs & ~A_COLOR) | (attr_t)COLOR_PAIR(pair > 255 ? 255 : pair);
    cell->chars[0] = ch;
#if NCURSES_EXT_COLORS
    cell->ext_color = pair;
#endif
}

/// A printable ASCII character in a pair of at most 255, as the cells of a
/// waddchnstr run: ncurses copies those as they are, where wadd_wchnstr
/// asks wcwidth and renders each cell against the window's background.
static inline chtype tc_ascii_chtype(wchar_t ch, attr_t attrs, int pair) {
    return ((chtype)ch & A_CHARTEXT) | (chtype)(attrs & ~A_COLOR) | (chtype)COLOR_PAIR(pair);
}

/// Keeps blocks of up to 32 MB in the heap (see `NcursesTerminal.live`).
static inline void tc_keep_large_blocks(void) {
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
}

#endif
