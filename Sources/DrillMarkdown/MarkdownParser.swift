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

  /// Parses the UTF-8 `text`, adding `lineOffset` to every line.
  private static func parse(_ text: ArraySlice<UInt8>, lineOffset: Int) -> [MarkdownBlock] {
    guard text.count <= MarkdownArena.maximumInput else {
      return parse(text, lineOffset: lineOffset, allocator: cmark_get_default_mem_allocator())
    }
    return MarkdownArena(inputBytes: text.count).serve { allocator in
      parse(text, lineOffset: lineOffset, allocator: allocator)
    }
  }

  /// Parses `text` with cmark allocating through `allocator`; nothing cmark
  /// allocated is left when this returns.
  private static func parse(
    _ text: ArraySlice<UInt8>, lineOffset: Int, allocator: UnsafeMutablePointer<cmark_mem>
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
    return children(of: root, lineOffset: lineOffset)
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
