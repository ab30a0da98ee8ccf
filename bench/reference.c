/*
 * The live benchmark's second reference: bench/reference.py's scene in C,
 * so that what the comparison with Python's curses leaves to the
 * interpreter can be seen. The same two pads, the same timeline (0.3 s
 * still, up or in over 1 s, 0.3 s, back over 1 s, 0.3 s), the same ticks
 * (60 a second, a frame only when the cover's leading edge moves).
 * `--scene=slide-in`: the cover comes in from the right edge.
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <math.h>
#include <ncursesw/curses.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <wchar.h>

static const char filler[] = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor "
                             "incididunt ut labore et dolore magna aliqua ut enim ad minim veniam quis nostrud ";

static double seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

/* `count` characters of the filler from `shift` on. */
static void prose(wchar_t *out, int shift, int count) {
    int length = (int)strlen(filler);
    for (int i = 0; i < count; i++) out[i] = (wchar_t)filler[(shift + i) % length];
    out[count > 0 ? count : 0] = 0;
}

/* The cover's leading edge at t seconds after the first paint; extent means off screen. */
static int leading_edge(double t, int extent) {
    double progress;
    if (t < 0.3) return extent;
    if (t < 1.3) progress = t - 0.3;
    else if (t < 1.6) return 0;
    else if (t < 2.6) progress = 1 - (t - 1.6);
    else return extent;
    if (progress < 0) progress = 0;
    if (progress > 1) progress = 1;
    return (int)lround(extent * (1 - progress));
}

static WINDOW *background, *cover;
static int width, height, slide_in;

static void show(int edge) {
    if (slide_in) {
        if (edge > 0) pnoutrefresh(background, 0, 0, 0, 0, height - 1, edge - 1);
        if (edge < width) pnoutrefresh(cover, 0, 0, 0, edge, height - 1, width - 1);
    } else {
        if (edge > 0) pnoutrefresh(background, 0, 0, 0, 0, edge - 1, width - 1);
        if (edge < height) pnoutrefresh(cover, 0, 0, edge, 0, height - 1, width - 1);
    }
    doupdate();
}

int main(int argc, char **argv) {
    slide_in = argc > 1 && strcmp(argv[1], "--scene=slide-in") == 0;
    setlocale(LC_ALL, "");
    initscr();
    noecho();
    cbreak();
    curs_set(0);
    start_color();
    use_default_colors();
    init_pair(1, 250, 17);
    init_pair(2, 16, 254);
    getmaxyx(stdscr, height, width);
    background = newpad(height, width);
    cover = newpad(height, width);
    wbkgd(background, ' ' | COLOR_PAIR(1));
    wbkgd(cover, ' ' | COLOR_PAIR(2));
    wchar_t line[1024], text[1024];
    int inner = width > 2 ? width - 2 : 0;
    wattron(background, COLOR_PAIR(1));
    for (int row = 0; row < height; row++) {
        swprintf(line, 1024, L"bg %03d | ", row);
        int head = (int)wcslen(line);
        prose(line + head, 7 * row, width - head);
        line[width < 1023 ? width : 1023] = 0;
        mvwaddnwstr(background, row, 0, line, width);
    }
    wattron(cover, COLOR_PAIR(2));
    for (int x = 0; x < width; x++) {
        wchar_t top = x == 0 ? L'┌' : x == width - 1 ? L'┐' : L'─';
        wchar_t bottom = x == 0 ? L'└' : x == width - 1 ? L'┘' : L'─';
        mvwaddnwstr(cover, 0, x, &top, 1);
        mvwaddnwstr(cover, height - 1, x, &bottom, 1);
    }
    for (int row = 0; row < height - 2; row++) {
        swprintf(text, 1024, L" cover %02d | ", row);
        int head = (int)wcslen(text);
        prose(text + head, 11 * row, inner - head);
        text[inner < 1023 ? inner : 1023] = 0;
        int length = (int)wcslen(text);
        for (int i = length; i < inner; i++) text[i] = L' ';
        text[inner] = 0;
        swprintf(line, 1024, L"│%ls│", text);
        mvwaddnwstr(cover, row + 1, 0, line, width);
    }
    int extent = slide_in ? width : height;
    int shown = extent;
    show(shown);
    double start = seconds();
    for (long tick = 1;; tick++) {
        double due = start + tick / 60.0, pause = due - seconds();
        if (pause > 0) {
            struct timespec wait = {(time_t)pause, (long)((pause - (time_t)pause) * 1e9)};
            nanosleep(&wait, NULL);
        }
        double t = due - start;
        if (t >= 2.9) break;
        int edge = leading_edge(t, extent);
        if (edge != shown) {
            shown = edge;
            show(edge);
        }
    }
    endwin();
    return 0;
}
