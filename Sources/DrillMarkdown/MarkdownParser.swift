import CMarkGFM
import Foundation

/// Parses Markdown with cmark-gfm (task-list extension attached) into
/// `MarkdownBlock` values. The C parser and tree live only inside `parse`.
package enum MarkdownParser {
  /// Parses `source` from line `first` on (the front matter is cut off before
  /// parsing); positions are positions in the whole file.
  package static func parse(_ source: SourceText, from first: Int = 1) -> [MarkdownBlock] {
    var blocks = parse(source.body(from: first), lineOffset: first - 1)
    // Each heading's fields read in place: passed whole, each heading was copied and freed.
    for index in blocks.indices {
      guard case .heading = blocks[index].kind else { continue }
      blocks[index].endLine = source.headingEnd(line: blocks[index].line, endLine: blocks[index].endLine)
    }
    return blocks
  }

  /// `parse(_:from:)`, and the spoken text (`MarkdownNode.spokenText`) of the section under
  /// each `###` heading of the top level that `wanted` picks, with the heading's line: its
  /// blocks up to the next `##` or `###` heading of the top level, read in the file's own tree,
  /// not parsed again from their text (a model Answer's second parse was 2 % of `check` on a
  /// bank of Unicode text, issue 29 (a), session 35). A section is left out when its spoken
  /// text could differ from `spokenText` of its lines (`sectionReadsAlike`): this tree has no
  /// tables, strikethrough or autolinks, and no link can be read alone as in the whole file.
  /// `wanted` is given the heading's line. The texts are in the order of their lines.
  package static func parse(
    _ source: SourceText, from first: Int = 1, spokenAfter wanted: (Int) -> Bool
  ) -> (blocks: [MarkdownBlock], spoken: [SpokenSection]) {
    var spoken: [SpokenSection] = []
    var blocks = parse(source.body(from: first), lineOffset: first - 1) { root, blocks in
      guard source.breaksAreNewlines else { return }
      spoken = spokenSections(of: root, blocks: blocks, source: source, wanted: wanted)
    }
    for index in blocks.indices {
      guard case .heading = blocks[index].kind else { continue }
      blocks[index].endLine = source.headingEnd(line: blocks[index].line, endLine: blocks[index].endLine)
    }
    return (blocks, spoken)
  }

  /// A section's spoken text, and the line of its heading.
  package struct SpokenSection: Sendable {
    package var line: Int
    package var text: String
  }

  /// The spoken texts of `parse(_:from:spokenAfter:)`, read from the tree under `root`, whose
  /// top-level nodes made `blocks`.
  private static func spokenSections(
    of root: OpaquePointer, blocks: [MarkdownBlock], source: SourceText, wanted: (Int) -> Bool
  ) -> [SpokenSection] {
    var nodes: [OpaquePointer] = []
    nodes.reserveCapacity(blocks.count)
    var child = cmark_node_first_child(root)
    while let current = child {
      nodes.append(current)
      child = cmark_node_next(current)
    }
    // Every node of the top level is a block: one each, in order.
    guard nodes.count == blocks.count else { return [] }
    var spoken: [SpokenSection] = []
    for index in blocks.indices {
      guard case .heading(3) = blocks[index].kind, index + 1 < blocks.count, wanted(blocks[index].line) else {
        continue
      }
      var end = index + 1
      while end < blocks.count {
        if case .heading(let level) = blocks[end].kind, level == 2 || level == 3 { break }
        end += 1
      }
      guard end > index + 1 else { continue }
      // The section's lines: from the heading's next line to the next heading's line.
      let line = blocks[index].line
      let low = line < source.lineCount ? source.lineRange(line + 1).lowerBound : source.bytes.count
      let high = end < blocks.count ? source.lineRange(blocks[end].line).lowerBound : source.bytes.count
      guard low < high else { continue }
      let alike = source.bytes.withUnsafeBufferPointer {
        sectionReadsAlike(UnsafeBufferPointer(rebasing: $0[low..<high]))
      }
      guard alike else { continue }
      let text = MarkdownNode.spokenText(
        from: nodes[index + 1], upTo: end < nodes.count ? nodes[end] : nil, room: high - low)
      spoken.append(SpokenSection(line: line, text: text))
    }
    return spoken
  }

  /// Whether a section's `bytes` are read alike in the file's tree and by `spokenText` of their
  /// lines alone, with the extensions a rendered page has: true when they hold no `|`, `:-` or
  /// `-:` (a table: `:---` under a line is one of a single column), `~` (strikethrough), `@`,
  /// `://` or `www.` (autolinks, which also change where emphasis ends), no `&` (an entity may
  /// make an autolink's text), and no `[`: a link by a reference defined elsewhere in the file
  /// is a link in its tree, and brackets when read alone (a task item's `[ ]` is left out too).
  /// Each byte sought with `memchr`, which reads many at a time: a test of every byte cost
  /// 5.9 M instructions on a bank of Unicode text, `memchr` 1.7 M.
  static func sectionReadsAlike(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    for byte in [
      UInt8(ascii: "|"), UInt8(ascii: "~"), UInt8(ascii: "@"), UInt8(ascii: "&"), UInt8(ascii: "["),
    ]
    where memchr(base, Int32(byte), count) != nil {
      return false
    }
    // `://`, `:-` and `-:`, and `www.` in any case.
    func each(_ byte: UInt8, _ found: (Int) -> Bool) -> Bool {
      var start = 0
      while start < count, let hit = memchr(base + start, Int32(byte), count - start) {
        let index = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
        if found(index) { return true }
        start = index + 1
      }
      return false
    }
    let w = UInt8(ascii: "w")
    let dash = UInt8(ascii: "-")
    return !each(UInt8(ascii: ":")) {
      ($0 + 1 < count && (bytes[$0 + 1] == UInt8(ascii: "/") || bytes[$0 + 1] == dash))
        || ($0 > 0 && bytes[$0 - 1] == dash)
    }
      && !each(UInt8(ascii: ".")) {
        $0 >= 3 && bytes[$0 - 3] | 0x20 == w && bytes[$0 - 2] | 0x20 == w && bytes[$0 - 1] | 0x20 == w
      }
  }

  /// Parses the UTF-8 `text`, adding `lineOffset` to every line; `tree` sees the document
  /// and the blocks of its top level before the tree is freed.
  private static func parse(
    _ text: ArraySlice<UInt8>, lineOffset: Int,
    tree: (OpaquePointer, [MarkdownBlock]) -> Void = { _, _ in }
  ) -> [MarkdownBlock] {
    guard text.count <= MarkdownArena.maximumInput else {
      return parse(text, lineOffset: lineOffset, allocator: cmark_get_default_mem_allocator(), tree: tree)
    }
    return MarkdownArena(inputBytes: text.count).serve { allocator in
      parse(text, lineOffset: lineOffset, allocator: allocator, tree: tree)
    }
  }

  /// Parses `text` with cmark allocating through `allocator`; nothing cmark
  /// allocated is left when this returns.
  private static func parse(
    _ text: ArraySlice<UInt8>, lineOffset: Int, allocator: UnsafeMutablePointer<cmark_mem>,
    tree: (OpaquePointer, [MarkdownBlock]) -> Void
  ) -> [MarkdownBlock] {
    guard let parser = cmark_parser_new_with_mem(CMARK_OPT_DEFAULT, allocator) else { return [] }
    defer { cmark_parser_free(parser) }
    CMarkExtensions.attach(["tasklist"], to: parser)
    text.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
      }
    }
    guard let root = cmark_parser_finish(parser) else { return [] }
    defer { cmark_node_free(root) }
    let blocks = children(of: root, lineOffset: lineOffset)
    tree(root, blocks)
    return blocks
  }

  /// Blocks nested deeper than this (quotes in quotes, lists in lists) are left
  /// out of the tree: 100,000 nested `>` overflowed the stack. Their text stays
  /// in the source the sections are sliced from.
  static let maximumDepth = 256

  /// A code block's literal without its final line break (a `\r\n` is one
  /// character, not a final `\n`, so it stays).
  private static func codeText(_ literal: UnsafePointer<CChar>) -> String {
    let bytes = UnsafeRawBufferPointer(start: literal, count: strlen(literal))
    var count = bytes.count
    if count > 0, bytes[count - 1] == UInt8(ascii: "\n"), count < 2 || bytes[count - 2] != UInt8(ascii: "\r")
    {
      count -= 1
    }
    return String(decoding: bytes[..<count], as: UTF8.self)
  }

  private static func children(of node: OpaquePointer, lineOffset: Int, depth: Int = 0) -> [MarkdownBlock] {
    guard depth < maximumDepth else { return [] }
    // Counted first, so the blocks are stored once: grown append by append, the arrays
    // were moved to larger storage some 54,000 times in a `check` of 10,000 questions.
    var count = 0
    var child = cmark_node_first_child(node)
    while let current = child {
      count += 1
      child = cmark_node_next(current)
    }
    guard count > 0 else { return [] }
    var blocks: [MarkdownBlock] = []
    blocks.reserveCapacity(count)
    child = cmark_node_first_child(node)
    while let current = child {
      if let block = block(current, lineOffset: lineOffset, depth: depth) { blocks.append(block) }
      child = cmark_node_next(current)
    }
    return blocks
  }

  private static func block(_ node: OpaquePointer, lineOffset: Int, depth: Int) -> MarkdownBlock? {
    let type = cmark_node_get_type(node)
    // Inline nodes are not blocks; their text is read from the source instead.
    guard type.rawValue & 0xC000 == 0x8000 else { return nil }
    let kind: MarkdownBlock.Kind
    var descend = false
    switch type {
    case CMARK_NODE_HEADING:
      kind = .heading(level: Int(cmark_node_get_heading_level(node)))
    case CMARK_NODE_PARAGRAPH:
      kind = .paragraph
    case CMARK_NODE_CODE_BLOCK:
      var length: Int32 = 0
      var offset: Int32 = 0
      var character: CChar = 0
      let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
      let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
      let code = cmark_node_get_literal(node).map(codeText) ?? ""
      kind = .codeBlock(info: info, code: code, fenced: fenced)
    case CMARK_NODE_LIST:
      kind = .list
      descend = true
    case CMARK_NODE_ITEM:
      let isTask = cmark_node_get_syntax_extension(node) != nil
      kind = .item(checked: isTask ? cmark_gfm_extensions_get_tasklist_item_checked(node) : nil)
      descend = true
    case CMARK_NODE_BLOCK_QUOTE:
      kind = .blockQuote
      descend = true
    case CMARK_NODE_THEMATIC_BREAK:
      kind = .thematicBreak
    case CMARK_NODE_HTML_BLOCK:
      kind = .html
    default:
      kind = .other
      descend = true
    }
    let line = Int(cmark_node_get_start_line(node)) + lineOffset
    var endLine = Int(cmark_node_get_end_line(node))
    // cmark reports a block that ends at a line break as ending at column 0 of the next line.
    if cmark_node_get_end_column(node) == 0 { endLine -= 1 }
    return MarkdownBlock(
      kind: kind, line: line, column: Int(cmark_node_get_start_column(node)),
      endLine: max(endLine + lineOffset, line),
      children: descend ? children(of: node, lineOffset: lineOffset, depth: depth + 1) : [])
  }
}
