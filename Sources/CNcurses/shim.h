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

// The main dispatch queue's hooks for a run loop, which libdispatch exports
// for CoreFoundation: on Linux the handle is an eventfd that is written when
// work is queued on the main queue, and the callback runs that work. They let
// `TerminalRunner.main` wait on the main queue and the frame deadline in one
// ppoll, without a CFRunLoop pass around every frame.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *);
// When the main run loop's next Foundation `Timer` fires (seconds since
// 2001), so that timers an app schedules still fire. CoreFoundation is built
// into libFoundation on Linux and exports these.
extern void *CFRunLoopGetMain(void);
extern double CFRunLoopGetNextTimerFireDate(void *, const void *);
extern double CFAbsoluteTimeGetCurrent(void);
extern const void *const kCFRunLoopDefaultMode;
/// Seconds until the main run loop's next `Timer` in the default mode, or a
/// negative number when none is scheduled.
static inline double tc_seconds_to_next_foundation_timer(void) {
    double date = CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode);
    if (date == 0) return -1;
    double left = date - CFAbsoluteTimeGetCurrent();
    return left > 0 ? left : 0;
}

// ncurses' own output of one byte, into the screen's buffer that `doupdate`
// sends with one write(2) (`putp` goes through stdio instead). libtinfo has
// exported it since 5.8 (2011) under a versioned symbol; only curses.priv.h
// declares it.
extern int _nc_outch_sp(SCREEN *, int);
// Sends what that buffer holds (nothing when `doupdate` already did).
extern void _nc_flush_sp(SCREEN *);
static inline void tc_buffer_bytes(SCREEN *screen, const char *bytes) {
    for (; *bytes; bytes++) _nc_outch_sp(screen, (unsigned char)*bytes);
}

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

/// Keeps blocks of up to 32 MB in the heap (see `NcursesTerminal.live`).
static inline void tc_keep_large_blocks(void) {
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
}

#endif
