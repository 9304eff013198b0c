import CMarkGFM

extension MarkdownRenderer {
  /// A read-only view of one cmark-gfm node. Only valid inside
  /// `Node.parse(_:body:)`, which owns and frees the tree.
  struct Node {
    let pointer: OpaquePointer

    /// Registers the GFM extensions exactly once per process: the C function
    /// keeps an unsynchronised flag, and a Swift `static let` runs its
    /// initialiser once even with concurrent callers.
    private static let extensionsRegistered: Bool = {
      cmark_gfm_core_extensions_ensure_registered()
      return true
    }()

    static let extensionNames = ["table", "strikethrough", "tasklist", "autolink"]

    /// Parses `markdown` with the GFM extensions and hands the document node to `body`.
    static func parse<T>(_ markdown: String, body: (Node) -> T) -> T? {
      guard extensionsRegistered, let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return nil }
      defer { cmark_parser_free(parser) }
      for name in extensionNames {
        if let syntaxExtension = cmark_find_syntax_extension(name) {
          cmark_parser_attach_syntax_extension(parser, syntaxExtension)
        }
      }
      var source = markdown
      source.withUTF8 { buffer in
        buffer.withMemoryRebound(to: CChar.self) { chars in
          if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
        }
      }
      guard let document = cmark_parser_finish(parser) else { return nil }
      defer { cmark_node_free(document) }
      return body(Node(pointer: document))
    }

    var type: cmark_node_type { cmark_node_get_type(pointer) }

    /// The type name, which also tells extension nodes apart (`table`, `tasklist`, `strikethrough`).
    var typeName: String {
      cmark_node_get_type_string(pointer).map { String(cString: $0) } ?? ""
    }

    var children: [Node] {
      var result: [Node] = []
      var child = cmark_node_first_child(pointer)
      while let current = child {
        result.append(Node(pointer: current))
        child = cmark_node_next(current)
      }
      return result
    }

    /// Text of a text, code, code block or HTML node, control sequences stripped.
    var literal: String {
      TerminalSanitizer.strip(cmark_node_get_literal(pointer).map { String(cString: $0) } ?? "")
    }

    var url: String {
      TerminalSanitizer.strip(cmark_node_get_url(pointer).map { String(cString: $0) } ?? "")
    }

    var fenceInfo: String {
      TerminalSanitizer.strip(cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? "")
    }

    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    var isOrderedList: Bool { cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST }
    var listStart: Int { Int(cmark_node_get_list_start(pointer)) }
    var isTightList: Bool { cmark_node_get_list_tight(pointer) != 0 }
    var isTaskItem: Bool { typeName == "tasklist" }
    var isTaskChecked: Bool { cmark_gfm_extensions_get_tasklist_item_checked(pointer) }
    var isTableHeaderRow: Bool { cmark_gfm_extensions_get_table_row_is_header(pointer) != 0 }

    /// Column alignments of a table node.
    var tableAlignments: [TextAlignment] {
      let count = Int(cmark_gfm_extensions_get_table_columns(pointer))
      guard let raw = cmark_gfm_extensions_get_table_alignments(pointer) else {
        return Array(repeating: .left, count: count)
      }
      return (0..<count).map { index in
        switch raw[index] {
        case UInt8(ascii: "c"): .center
        case UInt8(ascii: "r"): .right
        default: .left
        }
      }
    }
  }
}

extension MarkdownRenderer.Node {
  /// All text below this node, blocks separated by spaces; walks the tree with
  /// cmark's iterator, so even absurdly deep nesting costs no stack.
  var flattenedText: String {
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
