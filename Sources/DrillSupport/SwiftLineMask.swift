/// Reads Swift source line by line and blanks out what is not code: comments (`//`, and
/// `/* … */` nested and across lines) and string literals (`"…"` with escapes, `"""…"""`
/// across lines, raw `#"…"#`), each character replaced by a space so columns stay where
/// they were. Interpolations count as part of their string. One lexer for every caller that
/// looks for code in a snippet (brackets, calls by name) without a compiler.
package struct SwiftLineMask {
  private enum Literal: Equatable {
    /// A `"…"` string with this many `#`s around it (a single-line literal).
    case string(hashes: Int)
    /// A `"""` string with this many `#`s, open until its closing delimiter.
    case multiline(hashes: Int)
  }

  private var literal: Literal?
  /// The delimiter that closes `literal` (`"`, or `"""`, then its `#`s).
  private var closing: [Character] = []
  private var commentDepth = 0

  private static let lineComment: [Character] = ["/", "/"]
  private static let blockOpen: [Character] = ["/", "*"]
  private static let blockClose: [Character] = ["*", "/"]
  private static let tripleQuote: [Character] = ["\"", "\"", "\""]
  private static let quote: [Character] = ["\""]

  package init() {}

  /// Whether the text read so far ends inside a multi-line string or a block comment.
  package var isInsideLiteralOrComment: Bool {
    commentDepth > 0 || { if case .multiline = literal { true } else { false } }()
  }

  /// `line` (no newline) with every character that is not code replaced by a space.
  package mutating func mask(_ line: some StringProtocol) -> [Character] {
    var characters = Array(line)
    var index = 0
    // Patterns are made once (making them per character was most of `check`'s time).
    func starts(with pattern: [Character], at position: Int) -> Bool {
      guard position + pattern.count <= characters.count else { return false }
      for offset in pattern.indices where characters[position + offset] != pattern[offset] { return false }
      return true
    }
    func blank(_ range: Range<Int>) {
      for position in range where position < characters.count { characters[position] = " " }
    }
    while index < characters.count {
      if commentDepth > 0 {
        if starts(with: Self.blockClose, at: index) {
          commentDepth -= 1
          blank(index..<(index + 2))
          index += 2
        } else if starts(with: Self.blockOpen, at: index) {
          commentDepth += 1
          blank(index..<(index + 2))
          index += 2
        } else {
          blank(index..<(index + 1))
          index += 1
        }
        continue
      }
      switch literal {
      case .string(let hashes), .multiline(let hashes):
        if hashes == 0, characters[index] == "\\" {
          blank(index..<(index + 2))
          index += 2
        } else if starts(with: closing, at: index) {
          blank(index..<(index + closing.count))
          index += closing.count
          literal = nil
        } else {
          blank(index..<(index + 1))
          index += 1
        }
        continue
      case nil:
        break
      }
      if starts(with: Self.lineComment, at: index) {
        blank(index..<characters.count)
        return characters
      }
      if starts(with: Self.blockOpen, at: index) {
        commentDepth = 1
        blank(index..<(index + 2))
        index += 2
        continue
      }
      var hashes = 0
      while index + hashes < characters.count, characters[index + hashes] == "#" { hashes += 1 }
      if starts(with: Self.tripleQuote, at: index + hashes) {
        literal = .multiline(hashes: hashes)
        closing = Self.tripleQuote + Array(repeating: "#", count: hashes)
        blank(index..<(index + hashes + 3))
        index += hashes + 3
      } else if starts(with: Self.quote, at: index + hashes) {
        literal = .string(hashes: hashes)
        closing = Self.quote + Array(repeating: "#", count: hashes)
        blank(index..<(index + hashes + 1))
        index += hashes + 1
      } else {
        index += max(1, hashes)
      }
    }
    // A single-line string cannot go on to the next line.
    if case .string = literal { literal = nil }
    return characters
  }
}
