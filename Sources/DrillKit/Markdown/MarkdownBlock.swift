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

  /// Every fenced code block in `blocks` and below, in document order, each
  /// with the code of a directly following ```output block.
  static func collectCode(in blocks: ArraySlice<MarkdownBlock>, into result: inout [FencedCode]) {
    for index in blocks.indices {
      let block = blocks[index]
      if case .codeBlock(let info, let code, let fenced) = block.kind, fenced {
        var following: String?
        if index + 1 < blocks.endIndex,
          case .codeBlock(let nextInfo, let nextCode, true) = blocks[index + 1].kind,
          FenceInfo(nextInfo).language == "output"
        {
          following = nextCode
        }
        result.append(
          FencedCode(
            info: FenceInfo(info), code: code, line: block.line, column: block.column,
            followingOutput: following))
      } else {
        collectCode(in: block.children[...], into: &result)
      }
    }
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
}
