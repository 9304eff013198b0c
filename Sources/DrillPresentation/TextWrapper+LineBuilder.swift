extension TextWrapper {
  /// Greedy line filling for one hard line of words.
  struct LineBuilder {
    let wrapper: TextWrapper
    var isFirst: Bool
    var lines: [StyledText] = []
    var current = StyledText()
    var currentWidth = 0

    init(wrapper: TextWrapper, isFirst: Bool) {
      self.wrapper = wrapper
      self.isFirst = isFirst
    }

    private var prefix: StyledText {
      isFirst && lines.isEmpty ? wrapper.firstLinePrefix : wrapper.continuationPrefix
    }

    private var available: Int {
      max(1, wrapper.width - prefix.displayWidth)
    }

    mutating func add(_ word: Word) {
      let width = word.width
      let spaces = wrapper.keepsSpaces ? max(1, word.spacesBefore) : 1
      if currentWidth > 0 && currentWidth + spaces + width <= available {
        current.append(String(repeating: " ", count: spaces), style: word.spaceStyle)
        current.append(word.text)
        currentWidth += spaces + width
        return
      }
      if currentWidth > 0 { flush() }
      if word.isWhole, width > available {
        // Alone on its line, unbroken: the terminal folds it, and a copy of it is one piece.
        current = word.text
        currentWidth = width
        flush()
      } else if width <= available {
        current = word.text
        currentWidth = width
      } else if word.hasKeptSpaces {
        let runs = word.text.spans.map { Run(text: $0.text, style: $0.style, keepsTogether: false) }
        for piece in TextWrapper.words(in: runs) { add(piece) }
      } else {
        addCut(word.text)
      }
    }

    /// Places a word wider than a line. A word is never split between two letters: an id, a
    /// path or a URL breaks after one of its separators (`/`, `-`, `_`, `.`, `:`, `,`), the last
    /// one that fits, and overflows the line only where it has none; it also breaks beside a
    /// wide character (CJK text, emoji), where a line may break without a space. A run wider
    /// than `TextWrapper.longestWholeWord` is no name anyone reads whole: it is cut anywhere.
    private mutating func addCut(_ text: StyledText) {
      let cutsAnywhere = text.displayWidth > TextWrapper.longestWholeWord
      let cells = text.spans.flatMap { span in span.text.map { (character: $0, style: span.style) } }
      var index = 0
      while index < cells.count {
        // The cells that fit on the current line from `index`.
        var end = index
        var used = currentWidth
        while end < cells.count, used + cells[end].character.displayWidth <= available {
          used += cells[end].character.displayWidth
          end += 1
        }
        if end == cells.count {
          append(cells[index..<end])
          return
        }
        var cut = end
        if !cutsAnywhere {
          // The last place in the piece where the word may break: after a separator, or
          // beside a wide character.
          cut =
            (index + 1...max(index + 1, end)).last { position in
              position <= end && position < cells.count
                && (Self.separators.contains(cells[position - 1].character)
                  || cells[position - 1].character.displayWidth > 1
                  || cells[position].character.displayWidth > 1)
            } ?? index
        }
        if cut > index {
          append(cells[index..<cut])
          flush()
          index = cut
        } else if currentWidth > 0 {
          flush()  // Start the word on a fresh line, then look again.
        } else {
          // No break fits: overflow up to the next place the word may break (or its end).
          var next = index + 1
          while next < cells.count, !Self.separators.contains(cells[next - 1].character),
            cells[next - 1].character.displayWidth < 2, cells[next].character.displayWidth < 2
          {
            next += 1
          }
          append(cells[index..<next])
          if next < cells.count { flush() }
          index = next
        }
      }
    }

    /// Where an id, a path or a URL may break when it is wider than a line (after the character).
    static let separators: Set<Character> = ["/", "-", "_", ".", ":", ","]

    private mutating func append(_ cells: ArraySlice<(character: Character, style: TextStyle)>) {
      for cell in cells {
        current.append(String(cell.character), style: cell.style)
        currentWidth += cell.character.displayWidth
      }
    }

    private mutating func flush() {
      lines.append((prefix + current).trimmingTrailingSpaces().coalesced())
      current = StyledText()
      currentWidth = 0
    }

    /// The finished lines; an empty hard line gives one (prefix-only) line.
    mutating func finish() -> [StyledText] {
      if currentWidth > 0 || lines.isEmpty { flush() }
      return lines
    }
  }
}
