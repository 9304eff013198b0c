import CMarkGFM
import DrillKitTesting
import Foundation
import Testing

@testable import DrillMarkdown

/// `MarkdownNode.parse` reuses one parser: each text must read as a new parser reads it,
/// whatever the text before it left (link references, open blocks, extensions' state).
@Suite struct MarkdownSharedParserTests {
  /// The text's tree as cmark's XML, parsed by `MarkdownNode.parse`.
  static func shared(_ markdown: String) -> String {
    MarkdownNode.parse(markdown) { document -> String in
      guard let xml = cmark_render_xml(document.pointer, CMARK_OPT_SOURCEPOS) else { return "" }
      defer { free(xml) }
      return String(cString: xml)
    } ?? ""
  }

  /// The same by a new parser with the same extensions, freed after.
  static func fresh(_ markdown: String) -> String {
    guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return "" }
    defer { cmark_parser_free(parser) }
    CMarkExtensions.attach(MarkdownNode.extensionNames, to: parser)
    cmark_parser_feed(parser, markdown, markdown.utf8.count)
    guard let document = cmark_parser_finish(parser) else { return "" }
    defer { cmark_node_free(document) }
    guard let xml = cmark_render_xml(document, CMARK_OPT_SOURCEPOS) else { return "" }
    defer { free(xml) }
    return String(cString: xml)
  }

  static let texts = [
    "[x]: https://a.example\n\nSee [x].\n",
    "See [x], ~~gone~~ and www.swift.org.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    "```swift\nan open fence\n",
    "> a quote\nlazy line\n- [ ] task\n- [x] done\n\n<div>\nhtml\n",
    "after *an open emphasis and `code\n",
    "Plain text, **strong**, `code`.\n",
    "",
  ]

  @Test func eachTextReadsAsANewParserReadsIt() {
    for _ in 0..<2 {
      for text in Self.texts { expectEqual(Self.shared(text), Self.fresh(text), "\(text)") }
    }
  }

  @Test func aLinkReferenceDoesNotOutliveItsText() {
    _ = MarkdownNode.spokenText(of: "[x]: https://a.example\n\nSee [x].\n")
    expectEqual(MarkdownNode.spokenText(of: "See [x]."), "See [x].")
    expectEqual(MarkdownNode.spokenText(of: "[x]: https://a.example\n\nSee [x]."), "See x.")
  }

  @Test func anOpenFenceDoesNotSwallowTheNextText() {
    _ = MarkdownNode.spokenText(of: "```swift\nlet x = 1\n")
    expectEqual(MarkdownNode.spokenText(of: "Values are *copied*.\nTwice."), "Values are copied. Twice.")
  }
}
