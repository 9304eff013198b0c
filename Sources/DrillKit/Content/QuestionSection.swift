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
    let normalized: String
    if title.utf8.allSatisfy({ $0 < 0x80 }) {
      normalized = Self.asciiNormalized(title)
    } else {
      normalized = title.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        .joined(separator: " ")
    }
    guard let section = Self.byName[normalized] else { return nil }
    self = section
  }

  /// An ASCII title lowercased, its runs of spaces and tabs one space, none at either end.
  private static func asciiNormalized(_ title: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(title.utf8.count)
    var pendingSpace = false
    for byte in title.utf8 {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        pendingSpace = !bytes.isEmpty
        continue
      }
      if pendingSpace { bytes.append(UInt8(ascii: " ")) }
      pendingSpace = false
      bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let byName = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) })

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
