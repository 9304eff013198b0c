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
      if currentWidth > 0 && currentWidth + 1 + width <= available {
        current.append(" ", style: word.spaceStyle)
        current.append(word.text)
        currentWidth += 1 + width
        return
      }
      if currentWidth > 0 { flush() }
      if width <= available {
        current = word.text
        currentWidth = width
      } else if word.hasKeptSpaces {
        let runs = word.text.spans.map { Run(text: $0.text, style: $0.style, keepsTogether: false) }
        for piece in TextWrapper.words(in: runs) { add(piece) }
      } else {
        addCut(word.text)
      }
    }

    /// Places a word wider than a line in line-sized pieces.
    private mutating func addCut(_ text: StyledText) {
      for span in text.spans {
        var piece = ""
        for character in span.text {
          let columns = character.displayWidth
          if currentWidth + columns > available && currentWidth > 0 {
            if !piece.isEmpty { current.append(piece, style: span.style) }
            piece = ""
            flush()
          }
          piece.append(character)
          currentWidth += columns
        }
        if !piece.isEmpty { current.append(piece, style: span.style) }
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
