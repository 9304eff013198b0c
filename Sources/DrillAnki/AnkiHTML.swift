import CMarkGFM
import DrillPresentation
import Foundation

/// Markdown to the HTML Anki shows: cmark-gfm's renderer, with ```swift blocks
/// highlighted through `SwiftHighlighter`'s tokens (classes styled by the note type's
/// CSS) and any raw HTML in the Markdown shown as text, never passed on as markup
/// (packs are untrusted; Anki renders fields in a web view).
enum AnkiHTML {
  static func render(_ markdown: String) -> String {
    guard let root = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT) else {
      return escape(markdown)
    }
    defer { cmark_node_free(root) }
    var replacements: [(old: OpaquePointer, new: OpaquePointer)] = []
    if let iterator = cmark_iter_new(root) {
      while true {
        let event = cmark_iter_next(iterator)
        if event == CMARK_EVENT_DONE { break }
        guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
        let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        switch cmark_node_get_type(node) {
        case CMARK_NODE_CODE_BLOCK:
          let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
          let words = info.split(separator: " ")
          let language = words.first.map(String.init) ?? ""
          if let html = cmark_node_new(CMARK_NODE_HTML_BLOCK) {
            let flags = words.dropFirst().joined(separator: " ")
            cmark_node_set_literal(html, codeBlock(literal, language: language, flags: flags))
            replacements.append((node, html))
          }
        case CMARK_NODE_HTML_BLOCK:
          if let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH), let text = cmark_node_new(CMARK_NODE_TEXT)
          {
            cmark_node_set_literal(text, literal)
            cmark_node_append_child(paragraph, text)
            replacements.append((node, paragraph))
          }
        case CMARK_NODE_HTML_INLINE:
          if let text = cmark_node_new(CMARK_NODE_TEXT) {
            cmark_node_set_literal(text, literal)
            replacements.append((node, text))
          }
        default:
          break
        }
      }
      cmark_iter_free(iterator)
    }
    for replacement in replacements {
      cmark_node_replace(replacement.old, replacement.new)
      cmark_node_free(replacement.old)
    }
    guard let rendered = cmark_render_html(root, CMARK_OPT_UNSAFE, nil) else { return escape(markdown) }
    defer { free(rendered) }
    return String(cString: rendered).trimmingCharacters(in: .newlines)
  }

  /// A code block: Swift highlighted, anything else escaped as it is.
  static func codeBlock(_ code: String, language: String, flags: String = "") -> String {
    var code = code
    if code.hasSuffix("\n") { code.removeLast() }
    let body: String
    if language.lowercased() == "swift" {
      body = SwiftHighlighter.tokens(code).map { token in
        guard let name = className(token.kind) else { return escape(token.text) }
        return "<span class=\"sd-\(name)\">\(escape(token.text))</span>"
      }.joined()
    } else {
      body = escape(code)
    }
    // The language rides along as a class, so an import gives the block its info string back.
    let safe = language.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    let languageClass = safe.isEmpty ? "" : " language-\(safe)"
    // So do its flags (`{fails}`, `{module=M}`): a block that must not compile stays one.
    let flagsAttribute =
      flags.isEmpty || !AnkiHTML.areBlockFlags(flags) ? "" : " data-sd-flags=\"\(escape(flags))\""
    return "<pre class=\"sd-code\(languageClass)\"\(flagsAttribute)><code>\(body)</code></pre>"
  }

  /// A `<pre>`'s fence info string: its `language-` class, then its `data-sd-flags` when they
  /// are only flags (a block without a language keeps none).
  static func fenceInfo(classes: [Substring], flags: String?) -> String {
    let language = classes.first { $0.hasPrefix("language-") }.map { String($0.dropFirst(9)) } ?? ""
    guard !language.isEmpty, let flags, areBlockFlags(flags) else { return language }
    return language + " " + flags
  }

  /// Whether `text` is only a code block's flags, `{word}` or `{word=value}` separated by
  /// spaces: what `data-sd-flags` may carry, both ways (anything else in a package is dropped).
  static func areBlockFlags(_ text: some StringProtocol) -> Bool {
    let pieces = text.split(separator: " ")
    return !pieces.isEmpty
      && pieces.allSatisfy { piece in
        piece.count > 2 && piece.first == "{" && piece.last == "}"
          && piece.dropFirst().dropLast().allSatisfy {
            $0.isASCII && ($0.isLetter || $0.isNumber || "=-_.,:".contains($0))
          }
      }
  }

  static func className(_ kind: SwiftHighlighter.Token.Kind) -> String? {
    switch kind {
    case .keyword: "kw"
    case .type: "ty"
    case .string: "str"
    case .interpolation: "interp"
    case .number: "num"
    case .comment: "com"
    case .attribute, .directive: "attr"
    case .identifier, .operator, .punctuation, .whitespace: nil
    }
  }

  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  /// The note type's CSS: light and dark (Anki's night mode sets `.nightMode`). A block that does
  /// not compile, a compiler's message and a program's output each carry a caption ("does not
  /// compile", "compiler says", "prints": session 50's tryout, finding 13) from their flags and
  /// language class, so an import reads the blocks back unchanged.
  static let css = """
    .card { font-family: -apple-system, "Segoe UI", Roboto, sans-serif; font-size: 18px; text-align: left;
      color: #1d1d1f; background: #fff; max-width: 46em; margin: 0 auto; }
    .nightMode.card, .night_mode .card { color: #e8e8e8; background: #1e1e1e; }
    .sd-title { font-weight: 600; font-size: 1.1em; margin-bottom: .6em; }
    .sd-meta, .sd-id { color: #888; font-size: .75em; margin-top: 1em; }
    .sd-choices ol { padding-left: 1.6em; }
    .sd-correct { font-weight: 600; }
    pre.sd-code { background: #f5f5f7; border-radius: 6px; padding: .6em .8em; overflow-x: auto;
      font-family: "SF Mono", Menlo, Consolas, monospace; font-size: .85em; line-height: 1.4; }
    .nightMode pre.sd-code, .night_mode pre.sd-code { background: #2b2b2b; }
    pre.sd-code::before { display: block; font-family: -apple-system, "Segoe UI", Roboto, sans-serif;
      font-size: .8em; font-weight: 600; margin-bottom: .3em; }
    pre.sd-code[data-sd-flags~="{fails}"] { border-left: 4px solid #d12f1b; }
    pre.sd-code[data-sd-flags~="{fails}"]::before { content: "does not compile"; color: #d12f1b; }
    pre.sd-code[data-sd-flags~="{traps}"]::before { content: "stops with a runtime error"; color: #d12f1b; }
    pre.sd-code.language-error { border-left: 4px solid #d12f1b; }
    pre.sd-code.language-error::before { content: "compiler says"; color: #d12f1b; }
    pre.sd-code.language-warning::before { content: "compiler warns"; color: #947100; }
    pre.sd-code.language-output { border-left: 4px solid #888; }
    pre.sd-code.language-output::before { content: "prints"; color: #707f8c; }
    code { font-family: "SF Mono", Menlo, Consolas, monospace; }
    .sd-kw { color: #ad3da4; font-weight: 600; } .sd-ty { color: #3900a0; } .sd-str { color: #d12f1b; }
    .sd-interp { color: #ad3da4; } .sd-num { color: #272ad8; } .sd-com { color: #707f8c; font-style: italic; }
    .sd-attr { color: #947100; }
    .nightMode .sd-kw { color: #ff7ab2; } .nightMode .sd-ty { color: #dabaff; } .nightMode .sd-str { color: #ff8170; }
    .nightMode .sd-num { color: #d9c97c; } .nightMode .sd-com { color: #7f8c98; } .nightMode .sd-attr { color: #ffa14f; }
    """
}
