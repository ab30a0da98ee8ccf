import TermCover

/// How the gallery shares out the screen, from 60x20 up to 400x120: wider
/// lists on wide screens, the introduction only where it does not crowd
/// out the preview, the code in full where there are rows for it, and the
/// preview taking what is left.
struct GalleryLayout: Equatable {
    let listWidth: Int
    let animationWidth: Int
    let showsIntroduction: Bool
    let detailRows: Int
    let hintRows: Int
    /// Rows for the transition list: what is left under the title, the
    /// divider, the row above the columns and the list's heading, above
    /// the hints and the status line.
    let listRows: Int
    /// The preview's stage, in cells.
    let preview: Size

    static let spacing = 3

    init(screen: Size) {
        let wide = screen.width >= 120
        listWidth = wide ? 20 : 16
        animationWidth = wide ? 26 : 22
        hintRows = screen.width >= GalleryHints.oneRow.count + 1 ? 1 : 2
        listRows = max(3, screen.height - 5 - hintRows)
        showsIntroduction = screen.height >= 36
        detailRows = screen.height >= 36 ? 6 : 5
        let right = max(20, screen.width - listWidth - animationWidth - 2 * Self.spacing - 1)
        // Title, divider, the row above the columns, hints, status line.
        let main = screen.height - 4 - hintRows
        let used = (showsIntroduction ? 4 : 0) + detailRows + 1 + 3
        let height = max(4, main - used)
        preview = Size(width: min(right, 90, max(24, height * 4)), height: min(height, 30))
    }
}

/// The key hints at the gallery's foot: one row where it fits, else two;
/// `? help` and `q quit` always show.
enum GalleryHints {
    static let oneRow = " ↑↓ transition · ←→ animation · +/- duration · ⏎ present · c chain · a animators · p card · s slow · ? help · q quit"
    static let twoRows = [" ↑↓ transition · ←→ animation · +/- duration · ⏎ present",
                          " c chain · a animators · p card · s slow · ? help · q quit"]
}
