import Synchronization

/// The URLs cells link to, as small numbers (`Cell.link`): a cell stays
/// 24 bytes of plain data, and a frame without links costs nothing more
/// than before. Process-wide, as glyph codes are, because cells move
/// between canvases, layers and threads and a number must mean the same
/// URL wherever it goes. It only grows, so it is bounded: past `capacity`
/// URLs a new one gets 0, and its text shows as plain underlined text.
package enum LinkTable {
    /// No link.
    package static let none: UInt16 = 0
    /// The most URLs ever numbered.
    package static let capacity = Int(UInt16.max)

    private struct Table {
        var numbers: [String: UInt16] = [:]
        var urls: [String] = []
    }
    private static let table = Mutex(Table())

    /// The number of `url`, numbered now if new; 0 once the table is full.
    package static func number(for url: String) -> UInt16 {
        table.withLock { table in
            if let known = table.numbers[url] { return known }
            guard table.urls.count < capacity else { return none }
            table.urls.append(url)
            let number = UInt16(table.urls.count)
            table.numbers[url] = number
            return number
        }
    }

    /// The URL numbered `number`, nil for 0 or a number never given.
    package static func url(for number: UInt16) -> String? {
        guard number != none else { return nil }
        return table.withLock { table in
            Int(number) <= table.urls.count ? table.urls[Int(number) - 1] : nil
        }
    }
}

extension CellGrid {
    /// Marks the cells of `rect` that show something (a character or a
    /// wide character's continuation) as part of the link numbered `link`.
    package mutating func link(_ rect: Rect, to link: UInt16) {
        let r = rect.intersection(bounds)
        guard link != LinkTable.none, !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX where cells[y * width + x].hasCharacter || cells[y * width + x].width == 0 {
                cells[y * width + x].link = link
            }
        }
    }
}
