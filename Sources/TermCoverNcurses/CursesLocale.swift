import Glibc

/// ncurses shows wide characters only in a UTF-8 locale, and with `LANG`
/// unset `setlocale(LC_ALL, "")` gives "C", where Hangul comes out as spaces.
enum CursesLocale {
    /// Takes the locale from the environment, or C.UTF-8 when that is not UTF-8.
    static func ensureUTF8() {
        setlocale(LC_ALL, "")
        if !isUTF8 { setlocale(LC_ALL, "C.UTF-8") }
    }

    private static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        return String(cString: codeset) == "UTF-8"
    }
}
