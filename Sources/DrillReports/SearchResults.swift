import DrillContent
import DrillPresentation
import DrillSupport

/// `search`: the questions found, as a table or JSON.
public struct SearchResults: Sendable, FittedReport, JSONReport {
  package struct Row: Encodable {
    var id: String
    var title: String
    var level: String
    var kind: String
    var type: String
    var pack: String
    var tags: [String]
  }

  public let query: String
  public let hits: [QuestionSearch.Hit]

  public init(query: String, hits: [QuestionSearch.Hit]) {
    self.query = query
    self.hits = hits
  }

  var rows: [Row] {
    hits.map { hit in
      let question = hit.question
      return Row(
        id: question.id, title: question.title, level: question.level.rawValue, kind: question.kind.rawValue,
        type: question.type.rawValue, pack: question.packID, tags: question.tags)
    }
  }

  package var jsonForm: [Row] { rows }

  package func layout(width _: Int) -> StyledText {
    guard !hits.isEmpty else {
      return StyledText("No question matches \"\(TerminalSanitizer.strip(query))\".\n", style: .muted)
    }
    var text = StyledText("\(hits.count) question\(hits.count == 1 ? "" : "s") found\n", style: .heading)
    // Ids are long and are what the learner copies: each entry is its id on a
    // line of its own, never cut, then the title and facts.
    for row in rows {
      text.append("\(row.id)\n", style: .bold)
      text.append("    ")
      text.append(Self.title(row.title))
      text.append(" · \(row.level) · \(row.kind) · \(row.type)\n", style: .muted)
    }
    text.append("show ID", style: .code)
    text.append(" for one question, ", style: .muted)
    text.append("quiz --id ID", style: .code)
    text.append(" to answer it.\n", style: .muted)
    return text
  }

  /// A title as the learner reads it: its `code` spans in the code style, without backticks.
  static func title(_ markdown: String) -> StyledText {
    let parts = TerminalSanitizer.strip(markdown).split(separator: "`", omittingEmptySubsequences: false)
    guard parts.count % 2 == 1 else { return StyledText(TerminalSanitizer.strip(markdown)) }
    var text = StyledText()
    for (index, part) in parts.enumerated() where !part.isEmpty {
      text.append(String(part), style: index % 2 == 1 ? .code : .plain)
    }
    return text
  }
}
