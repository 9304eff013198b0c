import DrillSupport

/// One block of a parsed Markdown document, copied out of cmark-gfm so that no
/// C pointer outlives the parse. Lines and columns are positions in the file.
package struct MarkdownBlock: Sendable, Hashable {
  package enum Kind: Sendable, Hashable {
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

  package var kind: Kind
  package var line: Int
  package var column: Int
  /// The last line that holds the block's text.
  package var endLine: Int
  package var children: [MarkdownBlock]

  var isHeading: Bool {
    if case .heading = kind { return true }
    return false
  }

  /// The heading level, or nil for any other block.
  package var headingLevel: Int? {
    if case .heading(let level) = kind { return level }
    return nil
  }

  /// Every fenced code block in `blocks` and below, in document order. A
  /// ```swift block gets the blocks written right after it: its ```output, its
  /// ```error (the compiler's errors) or ```warning (directly, or after the
  /// ```output); each of those records the ```swift block it belongs to.
  package static func collectCode(in blocks: ArraySlice<MarkdownBlock>, into result: inout [FencedCode]) {
    // The ```swift block whose trailing blocks come next, and the ones it has.
    var owner: Int?
    var taken: Set<String> = []
    // By index: each block read where it lies, not copied (with its children) for the loop.
    for position in blocks.indices {
      guard case .codeBlock(let info, let code, let fenced) = blocks[position].kind, fenced else {
        owner = nil
        if !blocks[position].children.isEmpty {
          collectCode(in: blocks[position].children[...], into: &result)
        }
        continue
      }
      let (line, column) = (blocks[position].line, blocks[position].column)
      var found = FencedCode(
        info: FenceInfo(info), code: code, line: line, column: column, followingOutput: nil)
      let language = found.info.language
      if let index = owner, FencedCode.accepts(language, after: taken) {
        found.follows = result[index].info
        let trailing = TrailingBlock(text: code, line: line, column: column)
        switch language {
        case "output":
          result[index].followingOutput = code
          result[index].outputBlock = trailing
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

extension ArraySlice<MarkdownBlock> {
  /// Where the first heading of `level` is from `start` on, or `endIndex`. Each block's kind is
  /// matched where it lies: asked for its `headingLevel`, each block was copied (its children and
  /// its code's texts retained) and the copy freed, some 27 times per question of `check`.
  package func firstHeading(_ level: Int, from start: Int) -> Int {
    var index = start
    while index < endIndex {
      if case .heading(level) = self[index].kind { return index }
      index += 1
    }
    return endIndex
  }

  /// Where every heading of `level` is, in order.
  package func headings(_ level: Int) -> [Int] {
    var found: [Int] = []
    var index = firstHeading(level, from: startIndex)
    while index < endIndex {
      found.append(index)
      index = firstHeading(level, from: index + 1)
    }
    return found
  }
}

/// A fenced code block found in content.
package struct FencedCode: Sendable, Hashable {
  package var info: FenceInfo
  /// The code without its final line break.
  package var code: String
  package var line: Int
  package var column: Int
  /// The code of a directly following ```output block.
  package var followingOutput: String?
  /// Where that ```output block is.
  package var outputBlock: TrailingBlock?
  /// A ```swift block's ```error block (right after it).
  package var followingError: TrailingBlock?
  /// A ```swift block's ```warning block (right after it or after its ```output).
  package var followingWarning: TrailingBlock?
  /// For an ```output, ```error or ```warning block: the fence of the ```swift
  /// block it belongs to; nil when it follows none.
  package var follows: FenceInfo?
  /// Whether the code's lines are the file's lines after `line` (false once
  /// placed at a JSON string's position).
  package var linesInFile = true

  /// The block and its trailing blocks moved to `location` (a JSON string's
  /// lines are all on one line of the file).
  package func placed(at location: ContentLocation) -> FencedCode {
    var code = self
    (code.line, code.column) = (location.line, location.column)
    code.linesInFile = false
    code.outputBlock?.move(to: location)
    code.followingError?.move(to: location)
    code.followingWarning?.move(to: location)
    return code
  }

  /// Whether a `language` block can come next after a ```swift block that has
  /// the trailing blocks `taken`: ```output or ```error first, ```warning
  /// first or after the ```output.
  package static func accepts(_ language: String, after taken: Set<String>) -> Bool {
    switch language {
    case "output", "error": taken.isEmpty
    case "warning": taken.isEmpty || taken == ["output"]
    default: false
    }
  }

  package init(
    info: FenceInfo, code: String, line: Int, column: Int, followingOutput: String? = nil,
    outputBlock: TrailingBlock? = nil, followingError: TrailingBlock? = nil,
    followingWarning: TrailingBlock? = nil, follows: FenceInfo? = nil
  ) {
    self.info = info
    self.code = code
    self.line = line
    self.column = column
    self.followingOutput = followingOutput
    self.outputBlock = outputBlock
    self.followingError = followingError
    self.followingWarning = followingWarning
    self.follows = follows
  }
}
