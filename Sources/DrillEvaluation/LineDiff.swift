/// A line-by-line difference between an expected text and the learner's,
/// found by a longest common subsequence of lines: lines both have are kept,
/// lines only one has are marked.
public struct LineDiff: Sendable, Hashable {
  /// One line of the difference.
  public struct Line: Sendable, Hashable {
    public enum Change: Sendable, Hashable {
      /// In both texts.
      case same
      /// Only in the expected text.
      case expected
      /// Only in the learner's text.
      case yours
    }

    public var change: Change
    public var text: String

    public init(change: Change, text: String) {
      self.change = change
      self.text = text
    }
  }

  public var lines: [Line]

  /// The difference of two lists of lines (already normalised as the comparison wants).
  public init(expected: [String], yours: [String]) {
    let rows = expected.count
    let columns = yours.count
    // table[i][j]: length of the longest common subsequence of expected[i...] and yours[j...].
    var table = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
    for row in stride(from: rows - 1, through: 0, by: -1) {
      for column in stride(from: columns - 1, through: 0, by: -1) {
        table[row][column] =
          expected[row] == yours[column]
          ? table[row + 1][column + 1] + 1 : max(table[row + 1][column], table[row][column + 1])
      }
    }
    var result: [Line] = []
    var row = 0
    var column = 0
    while row < rows || column < columns {
      if row < rows, column < columns, expected[row] == yours[column] {
        result.append(Line(change: .same, text: expected[row]))
        row += 1
        column += 1
      } else if row < rows, column == columns || table[row + 1][column] >= table[row][column + 1] {
        result.append(Line(change: .expected, text: expected[row]))
        row += 1
      } else {
        result.append(Line(change: .yours, text: yours[column]))
        column += 1
      }
    }
    lines = result
  }

  /// Whether the texts are the same.
  public var isEmpty: Bool { lines.allSatisfy { $0.change == .same } }

  /// Notes on changed line pairs that differ only in blank space (invisible in the diff itself).
  /// A tab is named a tab, and shown as `\t` in the quoted line: a terminal draws it as spaces, and
  /// an output with a tab got "yours lacks a space" (session 52's tryout, finding 6).
  public var whitespaceNotes: [String] {
    var notes: [String] = []
    var expectedRun: [String] = []
    var yoursRun: [String] = []
    func flush() {
      for (wanted, got) in zip(expectedRun, yoursRun) {
        let line = "\"\(Self.shown(wanted.trimmingLeadingBlanks()))\""
        guard Self.squeezed(wanted) == Self.squeezed(got) else {
          if let note = Self.spaceNote(wanted: wanted, got: got) { notes.append("\(line): \(note)") }
          continue
        }
        let wantedIndent = wanted.prefix(while: Self.isBlank)
        let gotIndent = got.prefix(while: Self.isBlank)
        if wantedIndent != gotIndent {
          notes.append(
            "\(line): expected \(Self.blanks(wantedIndent)) of indentation, yours has \(Self.blanks(gotIndent))"
          )
        } else {
          notes.append("\(line): \(Self.blankKindNote(wanted: wanted, got: got))")
        }
      }
      expectedRun = []
      yoursRun = []
    }
    for line in lines {
      switch line.change {
      case .same: flush()
      case .expected: expectedRun.append(line.text)
      case .yours: yoursRun.append(line.text)
      }
    }
    flush()
    return notes
  }

  /// Where two lines that hold the same characters but for blanks differ by a space one has
  /// and the other lacks ("Hello,world" for "Hello, world"): a single space is easy to miss
  /// in the diff itself. Nil when the lines differ in anything but blanks.
  private static func spaceNote(wanted: String, got: String) -> String? {
    let expected = Array(wanted)
    let yours = Array(got)
    guard expected.filter({ !isBlank($0) }) == yours.filter({ !isBlank($0) }) else { return nil }
    let index = firstDifference(expected, yours)
    let place = place(before: expected[..<index])
    if index < expected.count, isBlank(expected[index]) {
      return "yours lacks \(name(expected[index])) \(place)"
    }
    return "yours has an extra \(index < yours.count && yours[index] == "\t" ? "tab" : "space") \(place)"
  }

  /// Lines with the same indentation whose blanks inside differ: where a tab stands for a space
  /// (or a space for a tab), that is said.
  private static func blankKindNote(wanted: String, got: String) -> String {
    let expected = Array(wanted)
    let yours = Array(got)
    let index = firstDifference(expected, yours)
    guard index < expected.count, index < yours.count, isBlank(expected[index]), isBlank(yours[index]) else {
      return "the spaces inside the line differ"
    }
    return
      "expected \(name(expected[index])) \(place(before: expected[..<index])), yours has \(name(yours[index]))"
  }

  private static func firstDifference(_ expected: [Character], _ yours: [Character]) -> Int {
    var index = 0
    while index < expected.count, index < yours.count, expected[index] == yours[index] { index += 1 }
    return index
  }

  private static func place(before characters: ArraySlice<Character>) -> String {
    let before = String(characters).trimmingLeadingBlanks()
    return before.isEmpty ? "at the start" : "after \"\(shown(before.suffix(16)))\""
  }

  private static func name(_ blank: Character) -> String { blank == "\t" ? "a tab" : "a space" }

  /// Text quoted in a note, a tab shown as `\t`.
  private static func shown(_ text: Substring) -> String { String(text).replacing("\t", with: "\\t") }

  /// A blank, as the notes count them: a space or a tab.
  fileprivate static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }

  private static func squeezed(_ text: String) -> String {
    text.split(whereSeparator: isBlank).joined(separator: " ")
  }

  /// Indentation in words: "2 spaces", "1 tab", "1 tab and 2 spaces", "0 spaces".
  private static func blanks(_ indent: Substring) -> String {
    let tabs = indent.filter { $0 == "\t" }.count
    let spaces = indent.count - tabs
    let spaceWords = spaces == 1 ? "1 space" : "\(spaces) spaces"
    guard tabs > 0 else { return spaceWords }
    let tabWords = tabs == 1 ? "1 tab" : "\(tabs) tabs"
    return spaces == 0 ? tabWords : "\(tabWords) and \(spaceWords)"
  }
}

extension String {
  fileprivate func trimmingLeadingBlanks() -> Substring {
    drop(while: LineDiff.isBlank)
  }
}
