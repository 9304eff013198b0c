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
    // Most headings are written exactly as the table has them.
    if let section = Self(rawValue: title) {
      self = section
      return
    }
    let normalized = title.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
      .joined(separator: " ")
    guard let section = Self.byLowercasedName[normalized] else { return nil }
    self = section
  }

  private static let byLowercasedName = Dictionary(
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
