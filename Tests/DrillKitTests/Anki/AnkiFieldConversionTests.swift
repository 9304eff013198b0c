import DrillKitTesting
import Foundation
import Testing

@testable import DrillAnki
@testable import DrillContent
@testable import DrillSupport

/// Anki field HTML to Markdown and plain text, cloze parsing, templates and zstd: no Anki needed.
struct AnkiFieldConversionTests {
  func markdown(_ html: String) -> String {
    var converter = HTMLToMarkdown()
    return converter.convert(html)
  }

  @Test func aStrayLessThanIsTextAndEntitiesAreDecoded() {
    expectEqual(markdown("Is 3 < 5 and 5 > 3?"), "Is 3 \\< 5 and 5 \\> 3?")
    expectEqual(HTMLToMarkdown.plainText("Is 3 < 5 and 5 > 3?"), "Is 3 < 5 and 5 > 3?")
    expectEqual(
      HTMLToMarkdown.plainText("Wait&hellip; &copy; &eacute;t&eacute; &#x2192; &amp;lt;"),
      "Wait… © été → &lt;")
  }

  @Test func formattingIsMarkdownButPlainTextHasNone() {
    expectEqual(
      markdown("A <i>constant</i> and <b>bold</b> <code>let x</code>"), "A *constant* and **bold** `let x`")
    expectEqual(HTMLToMarkdown.plainText("A <i>constant</i>"), "A constant")
  }

  @Test func scriptsAndStylesNeverReachTheText() {
    expectEqual(markdown("a<script>alert(1)</script><style>p{}</style> b"), "a b")
  }

  @Test func markdownCharactersAreEscapedAndAStrayFenceStaysText() {
    expectEqual(markdown("*ptr _x_ [a](b) #1 `q`"), "\\*ptr \\_x\\_ \\[a\\](b) \\#1 \\`q\\`")
    expectEqual(
      markdown("<div>- not a list</div><div>1. not a number</div>"), "\\- not a list\n\n1\\. not a number")
    let fence = markdown("<div>```</div><div>code</div><div>```</div>")
    expectEqual(fence, "\\`\\`\\`\n\ncode\n\n\\`\\`\\`")
    let library = ContentLoader().loadPack(
      text: "---\nid: t\ntitle: T\n---\n\n## Q\n\n" + fence + "\n\n### Accept\n\n- x\n", path: "t.md")
    expectTrue(library.diagnostics.isEmpty, "\(library.diagnostics)")
    expectEqual(library.questions.count, 1)
  }

  /// A block's flags ride along in `data-sd-flags`, so a `{fails}` block comes back as one;
  /// anything else in that attribute (from a package someone made) is dropped.
  @Test func codeBlockFlagsComeBackAndNothingElseDoes() {
    let html = AnkiHTML.render("```swift {fails} {swift-version=5}\nlet x: Int = \"a\"\n```\n")
    expectContains(html, "data-sd-flags=\"{fails} {swift-version=5}\"", "\(html)")
    expectEqual(markdown(html), "```swift {fails} {swift-version=5}\nlet x: Int = \"a\"\n```")
    expectEqual(
      markdown("<pre class=\"language-swift\" data-sd-flags=\"{fails}\n```\"><code>x</code></pre>"),
      "```swift\nx\n```")
    expectEqual(
      markdown("<pre class=\"language-swift\" data-sd-flags=\"x {fails}\"><code>x</code></pre>"),
      "```swift\nx\n```")
    expectEqual(markdown("<pre data-sd-flags=\"{fails}\"><code>x</code></pre>"), "```\nx\n```")
    expectNotContains(AnkiHTML.render("```swift\nx\n```\n"), "data-sd-flags")
  }

  @Test func preBlocksAreFencedLongerThanTheBackticksInside() {
    expectEqual(markdown("<pre>```\nlet a = 1\n```</pre>"), "````\n```\nlet a = 1\n```\n````")
  }

  @Test func nestedListsTablesAndScriptsSurvive() {
    expectEqual(markdown("<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>"), "- a\n    - b\n- c")
    expectEqual(markdown("<ol><li>one</li><li>two</li></ol>"), "1. one\n2. two")
    expectEqual(
      markdown("<table><tr><th>A</th><th>B|C</th></tr><tr><td>1</td><td>2</td></tr></table>"),
      "| A | B\\|C |\n| --- | --- |\n| 1 | 2 |")
    expectEqual(markdown("x<sup>2</sup> H<sub>2</sub>O e<sup>iπ</sup>"), "x² H₂O e^(iπ)")
  }

  @Test func mediaIsDroppedAndNamed() {
    var converter = HTMLToMarkdown()
    expectEqual(converter.convert("see <img src=\"a.png\"> [sound:b.mp3] it"), "see it")
    expectEqual(converter.droppedMedia, ["a.png", "b.mp3"])
  }

  @Test func nestedClozesGiveEachDeletionItsAnswer() {
    let pieces = AnkiCloze.parse("A {{c1::outer {{c2::inner}} text::hint}} and {{c3::x}}.")
    expectEqual(AnkiCloze.numbers(pieces), [1, 2, 3])
    let first = AnkiCloze.render(pieces, number: 1) { _, hint in "[\(hint ?? "…")]" }
    expectEqual(first.html, "A [hint] and x.")
    expectEqual(first.answers, ["outer inner text"])
    let second = AnkiCloze.render(pieces, number: 2) { _, hint in "[\(hint ?? "…")]" }
    expectEqual(second.html, "A outer [&hellip;] text and x.".replacingOccurrences(of: "&hellip;", with: "…"))
    expectEqual(second.answers, ["inner"])
    expectEqual(AnkiCloze.numbers(AnkiCloze.parse("no {{c1::closing")), [])
  }

  /// Anki numbers clozes from 1: `{{c0::…}}` is text (it crashed the import through the note's
  /// own ids, read at `number - 1`).
  @Test func aClozeNumberedZeroIsText() {
    let pieces = AnkiCloze.parse("A {{c0::zero}} and {{c1::one}}.")
    expectEqual(AnkiCloze.numbers(pieces), [1])
  }

  /// A list's `start` keeps to nine digits, as CommonMark's list numbers do (counting on from the
  /// largest Int overflowed).
  @Test func anOrderedListStartIsKeptToNineDigits() {
    var converter = HTMLToMarkdown()
    let markdown = converter.convert("<ol start=\"9223372036854775807\"><li>a</li><li>b</li></ol>")
    expectContains(markdown, "999999999. a")
    expectContains(converter.convert("<ol start=\"-5\"><li>a</li></ol>"), "0. a")
  }

  @Test func templatesShowTheirFieldsSectionsAndTypeBoxes() {
    let front = AnkiTemplate("{{#Hint}}Hint: {{Hint}} {{/Hint}}{{Question}}{{type:Answer}}")
    let fields = ["Question": "Q?", "Answer": "A", "Hint": "", "Notes": "n"]
    expectEqual(front.render(fields: fields, isBack: false), "Q?")
    expectEqual(front.fieldNames, ["Hint", "Question", "Answer"])
    let back = AnkiTemplate("{{FrontSide}}<hr id=answer>{{Answer}}")
    expectEqual(back.render(fields: fields, isBack: true), "<hr id=answer>A")
    expectEqual(AnkiTemplate("{{cloze:Text}}").clozeField, "Text")
  }

  @Test func zstdFramesDecompressWithinTheLimits() throws {
    let hello = Data(hex: "28b52ffd045859000068656c6c6f2c207a7374647896213c")
    expectTrue(Zstd.isCompressed(hello))
    try expectEqual(Zstd.decompress(hello, limits: ZipReader.Limits()), Data("hello, zstd".utf8))
    let zeros = Data(hex: "28b52ffd0468450000080001000c8707420144e310")
    try expectEqual(Zstd.decompress(zeros, limits: ZipReader.Limits()).count, 10_000)
    var small = ZipReader.Limits()
    small.maximumEntrySize = 1_000
    #expect(throws: Zstd.Failure.tooLarge(limit: 1_000)) { try Zstd.decompress(zeros, limits: small) }
    #expect(throws: Zstd.Failure.self) { try Zstd.decompress(hello.prefix(12), limits: ZipReader.Limits()) }
  }

  @Test func guidTagsKeepAnyGUID() {
    for guid in ["a,b c", "Ab3!#$%&()*+,-./:;<=>?@[]^_`{|}~", "x"] {
      expectEqual(AnkiIDs.guid(fromTag: AnkiIDs.guidTag(guid)), guid)
    }
    expectTrue(AnkiIDs.guid(fromTag: "anki-guid-zz") == nil)
    expectTrue(AnkiIDs.guid(fromTag: "closures") == nil)
  }
}

extension Data {
  fileprivate init(hex: String) {
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
      index = next
    }
    self.init(bytes)
  }

  @Test func aPackThatDoesNotReadBackIsRefusedBeforeItIsWritten() throws {
    let question = Question(
      localID: "fence", packID: "anki-x", title: "Fence", prompt: "What?", accept: ["a"])
    let pack = Pack(
      id: "anki-x", title: "X", tags: ["anki"], intro: "", questions: [question], path: "", format: .markdown)
    // What the writer makes passes; the same pack with an unescaped fence in the prompt
    // (what an older converter wrote) swallows the question and is refused, loudly.
    let good = MarkdownPackWriter.write(pack)
    try AnkiPackageReader.verify(good, pack: pack)
    let broken = good.replacingOccurrences(of: "What?", with: "```\nWhat?")
    expectTrue(broken != good)
    #expect(throws: AnkiPackageError.self) { try AnkiPackageReader.verify(broken, pack: pack) }
    do {
      try AnkiPackageReader.verify(broken, pack: pack)
    } catch {
      expectContains(error.localizedDescription, "does not pass check")
    }
  }
}
