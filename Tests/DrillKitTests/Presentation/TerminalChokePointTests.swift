import DrillKitTesting
import Foundation
import Testing

@testable import DrillPresentation
@testable import DrillSupport

/// Issue 25, findings 4, 5 and 13: text from content, file names, packages and
/// programs reaches the terminal only through `StyledText.rendered`, which
/// sanitises every span, and `--json` escapes what a terminal could act on.
@Suite struct TerminalChokePointTests {
  /// OSC 0 (title), OSC 52 (clipboard), CSI 2J (clear), a raw C1 CSI, and a bidi override.
  static let hostile =
    "evil\u{1B}]0;pwned\u{07}\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J\u{9B}31m-\u{202E}txt.md"

  @Test(arguments: [false, true])
  func everySpanIsSanitisedWhenRendered(color: Bool) {
    // As the REPL's reload line and `import --anki`'s report build them.
    var text = StyledText("Reloaded the content: added \(Self.hostile).\n", style: .muted)
    text.append("Not converted (1):\n", style: .warning)
    text.append("  \(Self.hostile): a note type \(Self.hostile)\n")
    let shown = text.rendered(color: color)
    let scalars = shown.unicodeScalars.map(\.value)
    expectTrue(!shown.contains("pwned") && !shown.contains("cm0gLXJmIH4="))
    expectTrue(!scalars.contains(0x07) && !scalars.contains(0x9B) && !scalars.contains(0x202E))
    // The only escapes left are the renderer's own colours.
    let escapes = shown.components(separatedBy: "\u{1B}").dropFirst()
    expectTrue(color || escapes.isEmpty)
    expectTrue(escapes.allSatisfy { $0.hasPrefix("[") && $0.drop(while: { $0 != "m" }).hasPrefix("m") })
    expectTrue(shown.contains("evil") && shown.contains("txt.md"))
  }

  @Test func controlSpansAreTheOnlyOnesWrittenAsTheyAre() {
    let text = StyledText.control("\r\u{1B}[2K") + StyledText("ok\r\u{1B}[2K")
    expectEqual(text.rendered(color: false), "\r\u{1B}[2Kok")
    expectEqual(text.rendered(color: true), "\r\u{1B}[2Kok")
  }

  @Test func jsonEscapesC1ControlsAndBidiCharacters() throws {
    let value = ["title": "a\u{9B}31mb\u{202E}c\u{2066}d\u{85}e\u{7F}f\u{1B}g\u{2028}"]
    let json = PrettyJSON.text(value)
    for escape in ["\\u009b", "\\u202e", "\\u2066", "\\u0085", "\\u007f", "\\u001b", "\\u2028"] {
      expectContains(json, escape, "\(escape) in \(json)")
    }
    expectTrue(!json.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0.value >= 0x2000 })
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
    expectEqual(decoded, value)
    // Through the terminal's choke point it is unchanged (nothing left to strip) and still valid JSON.
    expectEqual(StyledText(json).rendered(color: false), json)
  }
}
