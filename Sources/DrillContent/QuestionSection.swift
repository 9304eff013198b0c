import DrillMarkdown

/// A `###` section of a question.
enum QuestionSection: String, CaseIterable, Sendable {
  case choices = "Choices"
  case tests = "Tests"
  case starter = "Starter"
  case output = "Output"
  case accept = "Accept"
  case answer = "Answer"
  case keyPoints = "Key points"
  case hints = "Hints"
  case explanation = "Explanation"

  /// The section a heading names: case and spacing do not matter.
  init?(title: String) {
    let index: Int?
    if title.utf8.allSatisfy({ $0 < 0x80 }) {
      index = Self.asciiIndex(title.utf8)
    } else {
      let normalized = title.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        .joined(separator: " ")
      index = Self.names.firstIndex(of: normalized)
    }
    guard let index else { return nil }
    self = Self.allCases[index]
  }

  /// Whether the ATX heading on line `line` of `source` names the Answer as `init(asciiTitle:)`
  /// reads it: a plainly written heading by its text's length and first byte, then `plain`
  /// (`answer` has no blank, so its key is the text, lowercased: six bytes starting with an
  /// `a`); any other read by `init(asciiTitle:)`. A non-ASCII heading names none.
  static func namesAnswer(_ source: SourceText, headingLine line: Int) -> Bool {
    if let text = source.plainHeadingText(line: line) {
      guard text.count == 6, source.bytes[text.lowerBound] | 0x20 == UInt8(ascii: "a") else { return false }
      return plain(source, text: text) == .answer
    }
    return source.asciiHeadingText(line: line).map { Self(asciiTitle: $0) == .answer } ?? false
  }

  /// The section the text of a plainly written heading names (`text`, from
  /// `SourceText.plainHeadingText`), told where its bytes lie: its first letter gives the one
  /// name it may be, compared in any case. Nil when the text is not a name as written; then
  /// `init(asciiTitle:)` reads it (it also takes runs of blanks inside a name). What
  /// `asciiHeadingText` and `init(asciiTitle:)` cost the loader was about 680 instructions a
  /// `###` heading (issue 29 (a), session 35).
  static func plain(_ source: SourceText, text: Range<Int>) -> QuestionSection? {
    let bytes = source.bytes
    guard text.count >= 2 else { return nil }
    let section: QuestionSection
    switch bytes[text.lowerBound] | 0x20 {
    case UInt8(ascii: "c"): section = .choices
    case UInt8(ascii: "t"): section = .tests
    case UInt8(ascii: "s"): section = .starter
    case UInt8(ascii: "o"): section = .output
    case UInt8(ascii: "a"):
      switch bytes[text.lowerBound + 1] | 0x20 {
      case UInt8(ascii: "c"): section = .accept
      case UInt8(ascii: "n"): section = .answer
      default: return nil
      }
    case UInt8(ascii: "k"): section = .keyPoints
    case UInt8(ascii: "h"): section = .hints
    case UInt8(ascii: "e"): section = .explanation
    default: return nil
    }
    let name = section.lowercasedName
    guard text.count == name.utf8CodeUnitCount else { return nil }
    for offset in 0..<text.count {
      let byte = bytes[text.lowerBound + offset]
      let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
      guard lower == name.utf8Start[offset] else { return nil }
    }
    return section
  }

  /// The name lowercased, as the bytes `plain` compares.
  private var lowercasedName: StaticString {
    switch self {
    case .choices: "choices"
    case .tests: "tests"
    case .starter: "starter"
    case .output: "output"
    case .accept: "accept"
    case .answer: "answer"
    case .keyPoints: "key points"
    case .hints: "hints"
    case .explanation: "explanation"
    }
  }

  /// The section the ASCII text `bytes` names, as `init(title:)` finds it in the same text
  /// as a `String` (which the loader then need not make: a heading's name is only printed
  /// when it names no section).
  init?(asciiTitle bytes: ArraySlice<UInt8>) {
    guard let index = Self.asciiIndex(bytes) else { return nil }
    self = Self.allCases[index]
  }

  /// The index of an ASCII title's section: the title lowercased, its runs of spaces and
  /// tabs one space, none at either end, packed into words and compared with the names'.
  private static func asciiIndex(_ title: some Sequence<UInt8>) -> Int? {
    var key = PackedName()
    var pendingSpace = false
    for byte in title {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        pendingSpace = key.count > 0
        continue
      }
      if pendingSpace, !key.append(UInt8(ascii: " ")) { return nil }
      pendingSpace = false
      let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
      if !key.append(lower) { return nil }
    }
    return packedNames.firstIndex(of: key)
  }

  /// At most 16 bytes, packed into two words, and their count: two are equal exactly when
  /// their bytes are. A longer title names no section (the longest name has 11 bytes).
  private struct PackedName: Equatable {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count = 0

    /// Adds `byte`; false when 16 are held already.
    mutating func append(_ byte: UInt8) -> Bool {
      guard count < 16 else { return false }
      if count < 8 {
        low |= UInt64(byte) << (8 * count)
      } else {
        high |= UInt64(byte) << (8 * (count - 8))
      }
      count += 1
      return true
    }
  }

  /// Where each section of one question is written (its heading's line), by section.
  struct Lines {
    private var lines = [Int?](repeating: nil, count: QuestionSection.allCases.count)

    subscript(section: QuestionSection) -> Int? {
      get { lines[section.ordinal] }
      set { lines[section.ordinal] = newValue }
    }
  }

  /// The section's place in `allCases`.
  private var ordinal: Int {
    switch self {
    case .choices: 0
    case .tests: 1
    case .starter: 2
    case .output: 3
    case .accept: 4
    case .answer: 5
    case .keyPoints: 6
    case .hints: 7
    case .explanation: 8
    }
  }

  /// The lowercased names, in the order of `allCases`.
  private static let names = allCases.map { $0.rawValue.lowercased() }
  private static let packedNames = names.map { name in
    var packed = PackedName()
    for byte in name.utf8 { _ = packed.append(byte) }
    return packed
  }

  /// What the section holds: one list, one fenced block, or free Markdown.
  enum Shape {
    case taskList, list, swiftBlock, fencedBlock, markdown

    /// What the shape holds, for messages.
    var description: String {
      switch self {
      case .taskList: "one task list (`- [x] right`, `- [ ] wrong`)"
      case .list: "one list (`- item`)"
      case .swiftBlock: "one ```swift block"
      case .fencedBlock: "one fenced block"
      case .markdown: "Markdown"
      }
    }
  }

  var shape: Shape {
    switch self {
    case .choices: .taskList
    case .accept, .keyPoints, .hints: .list
    case .tests, .starter: .swiftBlock
    case .output: .fencedBlock
    case .answer, .explanation: .markdown
    }
  }

  static let knownList = allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
}
