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

    /// Places a word wider than a line. A word is never split between two narrow characters
    /// (an id, a path or a URL overflows the line instead); it breaks only beside a wide
    /// character (CJK text, emoji), where a line may break without a space. A run wider
    /// than `TextWrapper.longestWholeWord` is no name anyone reads whole: it is cut anywhere.
    private mutating func addCut(_ text: StyledText) {
      let cutsAnywhere = text.displayWidth > TextWrapper.longestWholeWord
      var previousIsWide = false
      for span in text.spans {
        var piece = ""
        for character in span.text {
          let columns = character.displayWidth
          let mayBreak = cutsAnywhere || columns > 1 || previousIsWide
          if mayBreak && currentWidth + columns > available && currentWidth > 0 {
            if !piece.isEmpty { current.append(piece, style: span.style) }
            piece = ""
            flush()
          }
          piece.append(character)
          currentWidth += columns
          previousIsWide = columns > 1
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
