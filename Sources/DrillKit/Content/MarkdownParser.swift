import CMarkGFM

/// Parses Markdown with cmark-gfm (task-list extension attached) into
/// `MarkdownBlock` values. The C parser and tree live only inside `parse`.
enum MarkdownParser {
  /// Parses `source` from line `first` on (the front matter is cut off before
  /// parsing); positions are positions in the whole file.
  static func parse(_ source: SourceText, from first: Int = 1) -> [MarkdownBlock] {
    var blocks = parse(source.body(from: first), lineOffset: first - 1)
    for index in blocks.indices where blocks[index].isHeading {
      blocks[index].endLine = source.headingEnd(blocks[index])
    }
    return blocks
  }

  /// Parses `text`, adding `lineOffset` to every line.
  private static func parse(_ text: Substring, lineOffset: Int) -> [MarkdownBlock] {
    cmark_gfm_core_extensions_ensure_registered()
    guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return [] }
    defer { cmark_parser_free(parser) }
    if let tasklist = cmark_find_syntax_extension("tasklist") {
      cmark_parser_attach_syntax_extension(parser, tasklist)
    }
    var utf8 = String(text)
    utf8.withUTF8 { buffer in
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

  private static func children(of node: OpaquePointer, lineOffset: Int, depth: Int = 0) -> [MarkdownBlock] {
    guard depth < maximumDepth else { return [] }
    var blocks: [MarkdownBlock] = []
    var child = cmark_node_first_child(node)
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
      var code = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
      if code.hasSuffix("\n") { code.removeLast() }
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
