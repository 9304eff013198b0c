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
      index = Self.asciiIndex(title)
    } else {
      let normalized = title.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        .joined(separator: " ")
      index = Self.names.firstIndex(of: normalized)
    }
    guard let index else { return nil }
    self = Self.allCases[index]
  }

  /// The index of an ASCII title's section: the title lowercased, its runs of
  /// spaces and tabs one space, none at either end, compared with the names' bytes.
  private static func asciiIndex(_ title: String) -> Int? {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: title.utf8.count) { buffer in
      var count = 0
      var pendingSpace = false
      for byte in title.utf8 {
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
          pendingSpace = count > 0
          continue
        }
        if pendingSpace {
          buffer[count] = UInt8(ascii: " ")
          count += 1
        }
        pendingSpace = false
        buffer[count] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        count += 1
      }
      let normalized = buffer[..<count]
      return asciiNames.firstIndex { $0.elementsEqual(normalized) }
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
  private static let asciiNames = names.map { Array($0.utf8) }

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
