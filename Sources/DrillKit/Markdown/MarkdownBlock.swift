import Foundation

/// One block of a parsed Markdown document, copied out of cmark-gfm so that no
/// C pointer outlives the parse. Lines and columns are positions in the file.
struct MarkdownBlock: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case heading(level: Int)
    case paragraph
    /// A fenced or indented code block: `info` is the fence's info string.
    case codeBlock(info: String, code: String, fenced: Bool)
    case list
    /// A list item; `checked` is nil for a plain item, a Bool for a task item.
    case item(checked: Bool?)
    case blockQuote
    case thematicBreak
    case html
    case other
  }

  var kind: Kind
  var line: Int
  var column: Int
  /// The last line that holds the block's text.
  var endLine: Int
  var children: [MarkdownBlock]

  var isHeading: Bool {
    if case .heading = kind { return true }
    return false
  }

  /// The heading level, or nil for any other block.
  var headingLevel: Int? {
    if case .heading(let level) = kind { return level }
    return nil
  }

  /// Every fenced code block in `blocks` and below, in document order. A
  /// ```swift block gets the blocks written right after it: its ```output, its
  /// ```error (the compiler's errors) or ```warning (directly, or after the
  /// ```output); each of those records the ```swift block it belongs to.
  static func collectCode(in blocks: ArraySlice<MarkdownBlock>, into result: inout [FencedCode]) {
    // The ```swift block whose trailing blocks come next, and the ones it has.
    var owner: Int?
    var taken: Set<String> = []
    for block in blocks {
      guard case .codeBlock(let info, let code, let fenced) = block.kind, fenced else {
        owner = nil
        collectCode(in: block.children[...], into: &result)
        continue
      }
      var found = FencedCode(
        info: FenceInfo(info), code: code, line: block.line, column: block.column, followingOutput: nil)
      let language = found.info.language
      if let index = owner, FencedCode.accepts(language, after: taken) {
        found.follows = result[index].info
        let trailing = TrailingBlock(text: code, line: block.line, column: block.column)
        switch language {
        case "output": result[index].followingOutput = code
        case "error": result[index].followingError = trailing
        default: result[index].followingWarning = trailing
        }
        taken.insert(language)
      } else {
        owner = nil
      }
      result.append(found)
      if found.info.isSwift {
        owner = result.count - 1
        taken = []
      }
    }
  }
}

/// An ```error or ```warning block after a ```swift block: each non-blank line
/// must occur in one of the compiler's messages of that kind.
struct TrailingBlock: Sendable, Hashable {
  var text: String
  var line: Int
  var column: Int

  mutating func move(to location: SourceLocation) {
    (line, column) = (location.line, location.column)
  }

  /// The lines to look for: trimmed, blank ones left out.
  var expectedLines: [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}

/// A fenced code block found in content.
struct FencedCode: Sendable, Hashable {
  var info: FenceInfo
  /// The code without its final line break.
  var code: String
  var line: Int
  var column: Int
  /// The code of a directly following ```output block.
  var followingOutput: String?
  /// A ```swift block's ```error block (right after it).
  var followingError: TrailingBlock?
  /// A ```swift block's ```warning block (right after it or after its ```output).
  var followingWarning: TrailingBlock?
  /// For an ```output, ```error or ```warning block: the fence of the ```swift
  /// block it belongs to; nil when it follows none.
  var follows: FenceInfo?
  /// Whether the code's lines are the file's lines after `line` (false once
  /// placed at a JSON string's position).
  var linesInFile = true

  /// The block and its trailing blocks moved to `location` (a JSON string's
  /// lines are all on one line of the file).
  func placed(at location: SourceLocation) -> FencedCode {
    var code = self
    (code.line, code.column) = (location.line, location.column)
    code.linesInFile = false
    code.followingError?.move(to: location)
    code.followingWarning?.move(to: location)
    return code
  }

  /// Whether a `language` block can come next after a ```swift block that has
  /// the trailing blocks `taken`: ```output or ```error first, ```warning
  /// first or after the ```output.
  static func accepts(_ language: String, after taken: Set<String>) -> Bool {
    switch language {
    case "output", "error": taken.isEmpty
    case "warning": taken.isEmpty || taken == ["output"]
    default: false
    }
  }
}
