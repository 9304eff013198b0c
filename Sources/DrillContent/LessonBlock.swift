import DrillMarkdown

/// One piece of a lesson page in the JSON form: Markdown text, or a Swift
/// snippet with its fence flags and the output it must print. A page's
/// Markdown splits into blocks and joins back without changing what it says.
enum LessonBlock: Sendable, Hashable {
  case markdown(String)
  /// A top-level ```swift block, its `{flags}`, and the ```output, ```error and
  /// ```warning blocks written right after it.
  case swift(code: String, flags: [String], output: String?, error: String? = nil, warning: String? = nil)

  /// The blocks of `markdown`: each top-level fenced ```swift block (with the
  /// ```output block right after it) is a snippet; the text between is Markdown,
  /// without the blank lines around it.
  static func split(_ markdown: String) -> [LessonBlock] {
    let source = SourceText(markdown, path: "")
    let parsed = MarkdownParser.parse(source)
    var blocks: [LessonBlock] = []
    var textStart = 1
    func flushText(before line: Int) {
      let text = source.slice(textStart, line - 1)
      if !text.isEmpty { blocks.append(.markdown(text)) }
    }
    var index = parsed.startIndex
    while index < parsed.endIndex {
      let block = parsed[index]
      guard case .codeBlock(let info, let code, true) = block.kind, FenceInfo(info).isSwift else {
        index += 1
        continue
      }
      flushText(before: block.line)
      var trailing: [String: String] = [:]
      var end = block.endLine
      while index + 1 < parsed.endIndex,
        case .codeBlock(let nextInfo, let nextCode, true) = parsed[index + 1].kind,
        case let language = FenceInfo(nextInfo).language,
        FencedCode.accepts(language, after: Set(trailing.keys))
      {
        trailing[language] = nextCode
        end = parsed[index + 1].endLine
        index += 1
      }
      blocks.append(
        .swift(
          code: code, flags: FenceInfo(info).flags, output: trailing["output"], error: trailing["error"],
          warning: trailing["warning"]))
      textStart = end + 1
      index += 1
    }
    flushText(before: source.lineCount + 1)
    return blocks
  }

  /// The Markdown of `blocks`, one blank line between them.
  static func markdown(of blocks: [LessonBlock]) -> String {
    blocks.map(\.markdown).joined(separator: "\n\n")
  }

  /// The block as Markdown: its text, or its fenced code (and output).
  var markdown: String {
    switch self {
    case .markdown(let text):
      return text
    case .swift(let code, let flags, let output, let error, let warning):
      let info = (["swift"] + flags.map { "{\($0)}" }).joined(separator: " ")
      let trailing = [("output", output), ("error", error), ("warning", warning)].compactMap {
        language, text in
        text.map { MarkdownPackWriter.fenced($0, info: language) }
      }
      return ([MarkdownPackWriter.fenced(code, info: info)] + trailing).joined(separator: "\n\n")
    }
  }
}
