// `import TermCover` gives the views, the animation engine and the ncurses terminal.
@_exported import TermCoverCore
@_exported import TermCoverNcurses
