/// Wraps styled text into lines of at most `width` columns, keeping styles.
///
/// Lines break at spaces; runs of spaces and tabs collapse to one. A newline in
/// the text is a hard break (an empty line stays empty). A word is never cut
/// between narrow characters: one wider than a whole line (an id, a path)
/// stands alone on a line and overflows it. Text in wide characters (CJK,
/// emoji), which needs no spaces, breaks between them. Wide characters count two columns.
/// A whole token (`StyledText.whole`: a path or a command for copying) is never broken, not
/// even at its spaces: wider than the line, it stands alone there and the terminal folds it.
public struct TextWrapper: Sendable {
  /// Total columns per line, prefixes included.
  public var width: Int
  /// Put before the first line (an indent, a list marker, a quote bar).
  public var firstLinePrefix: StyledText
  /// Put before every following line.
  public var continuationPrefix: StyledText
  /// Words up to this many columns are never cut (ids, paths, URLs); a longer
  /// run of non-spaces is cut into line-sized pieces.
  public static let longestWholeWord = 200
  /// Whether runs of spaces between words keep their width where no line breaks
  /// (a line's column alignment); by default they collapse to one space.
  public var keepsSpaces = false

  /// A wrapper that indents the first line by `indent` spaces and the others by
  /// `hangingIndent` (same as `indent` when nil).
  public init(width: Int, indent: Int = 0, hangingIndent: Int? = nil) {
    self.init(
      width: width,
      firstLinePrefix: StyledText(String(repeating: " ", count: max(0, indent))),
      continuationPrefix: StyledText(String(repeating: " ", count: max(0, hangingIndent ?? indent))))
  }

  /// A wrapper with styled prefixes, e.g. `"│ "` for a quotation.
  public init(width: Int, firstLinePrefix: StyledText, continuationPrefix: StyledText) {
    self.width = width
    self.firstLinePrefix = firstLinePrefix
    self.continuationPrefix = continuationPrefix
  }

  /// The wrapped lines joined with newlines, without a trailing newline.
  public func wrap(_ text: StyledText) -> StyledText {
    StyledText(lines: lines(text))
  }

  /// Wraps plain text in one style.
  public func wrap(_ text: String, style: TextStyle = .plain) -> StyledText {
    wrap(StyledText(text, style: style))
  }

  /// The wrapped lines, each without a newline and without trailing spaces.
  public func lines(_ text: StyledText) -> [StyledText] {
    lines(
      runs: text.spans.map { Run(text: $0.text, style: $0.style, keepsTogether: false, isWhole: $0.isWhole) })
  }

  /// A piece of inline text; `keepsTogether` runs (inline code) break at their
  /// own spaces only when they are wider than a line; `isWhole` runs (a path or a command
  /// for copying, `StyledText.whole`) never break.
  struct Run: Sendable {
    var text: String
    var style: TextStyle
    var keepsTogether: Bool
    var isWhole = false
  }

  func lines(runs: [Run]) -> [StyledText] {
    var output: [StyledText] = []
    for hardLine in Self.splitHardLines(runs) {
      var builder = LineBuilder(wrapper: self, isFirst: output.isEmpty)
      for word in Self.words(in: hardLine) {
        builder.add(word)
      }
      output.append(contentsOf: builder.finish())
    }
    return output
  }

  private static func splitHardLines(_ runs: [Run]) -> [[Run]] {
    var result: [[Run]] = [[]]
    for run in runs {
      let parts = run.text.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, part) in parts.enumerated() {
        if index > 0 { result.append([]) }
        if !part.isEmpty {
          var piece = run
          piece.text = String(part)
          result[result.count - 1].append(piece)
        }
      }
    }
    return result
  }

  /// A word: the spans between two breaking spaces, and whether it holds kept spaces.
  struct Word {
    var text = StyledText()
    var hasKeptSpaces = false
    /// Holds a whole token (`StyledText.whole`): never broken, it overflows a line it does not fit.
    var isWhole = false
    /// The style of the space before the word, so an underlined link stays underlined across it.
    var spaceStyle = TextStyle.plain
    /// Columns of spaces and tabs before the word in the text.
    var spacesBefore = 0
    var width: Int { text.displayWidth }
  }

  static func words(in runs: [Run]) -> [Word] {
    var words: [Word] = []
    var current = Word()
    for run in runs {
      if run.isWhole {
        current.text.append(StyledText.whole(run.text.expandingTabs(), style: run.style))
        current.isWhole = true
        continue
      }
      if run.keepsTogether {
        current.text.append(run.text.expandingTabs(), style: run.style)
        current.hasKeptSpaces = current.hasKeptSpaces || run.text.contains(" ")
        continue
      }
      var piece = ""
      for character in run.text {
        if character == " " || character == "\t" {
          if !piece.isEmpty { current.text.append(piece, style: run.style) }
          piece = ""
          if !current.text.isEmpty {
            words.append(current)
            current = Word()
          }
          current.spaceStyle = run.style
          current.spacesBefore += character == "\t" ? 4 : 1
        } else {
          piece.append(character)
        }
      }
      if !piece.isEmpty { current.text.append(piece, style: run.style) }
    }
    if !current.text.isEmpty { words.append(current) }
    return words
  }
}

extension String {
  func expandingTabs() -> String {
    contains("\t") ? replacing("\t", with: "    ") : self
  }
}
