import CMarkGFM
import Foundation

/// A read-only view of one cmark-gfm node, for walking a whole document tree
/// (the renderer needs inlines, tables and links, which `MarkdownBlock` does
/// not copy out). Only valid inside `MarkdownNode.parse(_:body:)`, which owns
/// and frees the tree. Texts are as written: a caller that prints them strips
/// control sequences first.
package struct MarkdownNode {
  let pointer: OpaquePointer

  /// The GFM extensions a rendered page understands.
  static let extensionNames = ["table", "strikethrough", "tasklist", "autolink"]

  /// Parses `markdown` with the GFM extensions and hands the document node to `body`.
  package static func parse<T>(_ markdown: String, body: (MarkdownNode) -> T) -> T? {
    var source = markdown
    // The inline pass of `finish` turns the extensions' special characters (`~` of
    // strikethrough, `:` and `w` of autolinks) on in a table every parser in the
    // process shares, and off again when it is done: two parses at once would
    // switch them off under each other ("~~x~~" left as text). One at a time, then;
    // walking the finished tree needs no lock (and may parse again, inline code).
    inlinePass.lock()
    let parsed: OpaquePointer? = sharedParser.flatMap { parser in
      source.withUTF8 { buffer in
        buffer.withMemoryRebound(to: CChar.self) { chars in
          if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
        }
      }
      return cmark_parser_finish(parser)
    }
    inlinePass.unlock()
    guard let document = parsed else { return nil }
    defer { cmark_node_free(document) }
    return body(MarkdownNode(pointer: document))
  }

  /// Held while a parser with inline extensions runs (see `parse`), and so while
  /// `sharedParser` is used.
  private static let inlinePass = NSLock()

  /// The one parser `parse` uses, its extensions found and attached once per process:
  /// a new parser per text (the key-point audit parses every model Answer) cost more
  /// than the parse of a short text, a quarter of it finding the extensions by name.
  /// `cmark_parser_finish` hands the document over and resets the parser to the state
  /// `cmark_parser_new` gives, keeping its extensions and options, so each text is
  /// parsed as by a new parser. Used only while `inlinePass` is held; never freed.
  nonisolated(unsafe) private static let sharedParser: OpaquePointer? = {
    guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return nil }
    CMarkExtensions.attach(extensionNames, to: parser)
    return parser
  }()

  package var type: cmark_node_type { cmark_node_get_type(pointer) }

  /// The type name, which also tells extension nodes apart (`table`, `tasklist`, `strikethrough`).
  package var typeName: String {
    cmark_node_get_type_string(pointer).map { String(cString: $0) } ?? ""
  }

  package var children: [MarkdownNode] {
    var result: [MarkdownNode] = []
    var child = cmark_node_first_child(pointer)
    while let current = child {
      result.append(MarkdownNode(pointer: current))
      child = cmark_node_next(current)
    }
    return result
  }

  /// Text of a text, code, code block or HTML node, as written.
  package var literal: String { cmark_node_get_literal(pointer).map { String(cString: $0) } ?? "" }

  package var url: String { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }

  package var fenceInfo: String { cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? "" }

  package var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
  package var isOrderedList: Bool { cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST }
  package var listStart: Int { Int(cmark_node_get_list_start(pointer)) }
  package var isTightList: Bool { cmark_node_get_list_tight(pointer) != 0 }
  package var isTaskItem: Bool { typeName == "tasklist" }
  package var isTaskChecked: Bool { cmark_gfm_extensions_get_tasklist_item_checked(pointer) }
  package var isTableHeaderRow: Bool { cmark_gfm_extensions_get_table_row_is_header(pointer) != 0 }

  /// The alignment letter of each column of a table node: `l`, `c` or `r`.
  package var tableAlignmentLetters: [UInt8] {
    let count = Int(cmark_gfm_extensions_get_table_columns(pointer))
    guard let raw = cmark_gfm_extensions_get_table_alignments(pointer) else {
      return Array(repeating: UInt8(ascii: "l"), count: count)
    }
    return (0..<count).map { raw[$0] }
  }

  /// All text below this node, blocks separated by spaces; walks the tree with
  /// cmark's iterator, so even absurdly deep nesting costs no stack.
  package var flattenedText: String {
    guard let iterator = cmark_iter_new(pointer) else { return "" }
    defer { cmark_iter_free(iterator) }
    var text = ""
    while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
      guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
      let node = Self(pointer: current)
      switch node.type {
      case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_INLINE,
        CMARK_NODE_HTML_BLOCK:
        text += node.literal
      case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING:
        text += " "
      default:
        continue
      }
    }
    return text
  }
}
