import Glibc

/// ncurses shows wide characters only in a UTF-8 locale, and with `LANG`
/// unset `setlocale(LC_ALL, "")` gives "C", where Hangul comes out as spaces.
/// The locale is process-wide in C, and ncurses reads it, not a parameter.
enum CursesLocale {
    /// Takes the locale from the environment, or C.UTF-8 when that is not UTF-8.
    /// - Throws: `NcursesTerminalError` saying what to set when no UTF-8 locale can be had.
    static func ensureUTF8() throws {
        setlocale(LC_ALL, "")
        if !isUTF8 { setlocale(LC_ALL, "C.UTF-8") }
        guard isUTF8 else {
            throw NcursesTerminalError("needs a UTF-8 locale; set LC_ALL=C.UTF-8 (or any installed *.UTF-8 locale)")
        }
    }

    private static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        return String(cString: codeset) == "UTF-8"
    }
}
