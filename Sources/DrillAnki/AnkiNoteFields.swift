import DrillContent
import DrillGrading
import DrillPresentation
import Foundation

/// The fields of the SwiftDrill note type, filled from one question: everything rendered
/// to HTML (code highlighted), choices listed on the front, the right answer on the back.
struct AnkiNoteFields: Equatable {
  static let names = ["ID", "Title", "Prompt", "Choices", "Answer", "Explanation", "Level", "Kind"]

  var values: [String]

  init(_ question: Question) {
    values = [
      AnkiHTML.escape(question.id), AnkiHTML.escape(question.title), AnkiHTML.render(question.prompt),
      Self.choices(question), Self.answer(question), question.explanation.map(AnkiHTML.render) ?? "",
      question.level.rawValue, question.kind.rawValue,
    ]
  }

  /// The fields joined with Anki's separator (0x1F).
  var joined: String { values.joined(separator: "\u{1F}") }

  private static func choices(_ question: Question) -> String {
    guard !question.choices.isEmpty else { return "" }
    let items = question.choices.map { "<li>\(inline($0.text))</li>" }.joined()
    // Session 50's tryout (finding 14): said once; a prompt that says it already keeps its own.
    let saysItself = question.prompt.range(of: "choose all that apply", options: .caseInsensitive) != nil
    let note =
      question.choices.count(where: \.correct) > 1 && !saysItself
      ? "<p><em>Choose all that apply.</em></p>" : ""
    return "\(note)<ol type=\"A\">\(items)</ol>"
  }

  private static func answer(_ question: Question) -> String {
    var parts: [String] = []
    switch question.type {
    case .choice:
      let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
      let right = question.choices.enumerated().filter(\.element.correct).map { index, choice in
        "<li class=\"sd-correct\">\(index < letters.count ? "\(letters[index]). " : "")\(inline(choice.text))</li>"
      }
      parts.append("<ul>\(right.joined())</ul>")
    case .short:
      let accepted = question.accept.map { "<li><code>\(AnkiHTML.escape($0))</code></li>" }.joined()
      parts.append("<p>Accepted:</p><ul>\(accepted)</ul>")
    case .output:
      parts.append(AnkiHTML.codeBlock(question.output ?? "", language: ""))
    case .code:
      if question.answer == nil, let tests = question.tests {
        parts.append("<p>Tests the answer must pass:</p>" + AnkiHTML.codeBlock(tests, language: "swift"))
      }
    case .explain:
      break
    }
    if let answer = question.answer { parts.append(AnkiHTML.render(answer)) }
    if !question.keyPoints.isEmpty {
      let items = question.keyPoints.enumerated().map { index, point in
        let notes = index < question.keyPointNotes.count ? question.keyPointNotes[index] : KeyPointNotes()
        return "<li>\(inline(point))\(Self.notes(notes))</li>"
      }
      parts.append("<p>Key points:</p><ul>" + items.joined() + "</ul>")
    }
    return parts.joined()
  }

  /// A key point's `also:` and `wrong:` lines as a list under it, as the Markdown pack nests
  /// them; the import reads them back by their `also: ` and `wrong: ` prefixes.
  private static func notes(_ notes: KeyPointNotes) -> String {
    guard !notes.isEmpty else { return "" }
    let items =
      notes.also.map { "<li class=\"sd-also\">also: \(inline($0))</li>" }
      + notes.wrong.map { "<li class=\"sd-wrong\">wrong: \(inline($0))</li>" }
    return "<ul>\(items.joined())</ul>"
  }

  /// One line of Markdown as inline HTML (without the paragraph around it).
  private static func inline(_ markdown: String) -> String {
    var html = AnkiHTML.render(markdown)
    if html.hasPrefix("<p>"), html.hasSuffix("</p>"), html.components(separatedBy: "<p>").count == 2 {
      html = String(html.dropFirst(3).dropLast(4))
    }
    return html
  }

  /// Anki tags for a question: its own tags (not the one keeping an imported GUID), its pack,
  /// its level and its type (no spaces: Anki splits on them).
  static func tags(_ question: Question) -> [String] {
    let own = question.tags.filter { AnkiIDs.guid(fromTag: $0) == nil }.map {
      $0.replacingOccurrences(of: " ", with: "_")
    }
    let mine = [
      "swiftdrill", "swiftdrill::\(question.packID)", "level::\(question.level.rawValue)",
      "type::\(question.type.rawValue)",
    ]
    return Array(Set(own + mine))
      .sorted()
  }
}
