import DrillPresentation
import DrillProgress
import DrillSupport
import Foundation

/// `mistakes --list`: the questions the learner keeps missing, weakest first.
public struct MistakesTable: Sendable, FittedReport, JSONReport {
  package struct Row: Encodable {
    var id: String
    var title: String?
    var lapses: Int
    var recentWrong: Int
    var recentAnswers: Int
    var lastWrong: String?

    enum CodingKeys: String, CodingKey {
      case id, title, lapses
      case recentWrong = "recent_wrong", recentAnswers = "recent_answers", lastWrong = "last_wrong"
    }
  }

  public let mistakes: [QuestionMistakes]
  /// Titles by full id, for the questions still installed.
  public let titles: [String: String]

  public init(mistakes: [QuestionMistakes], titles: [String: String]) {
    self.mistakes = mistakes
    self.titles = titles
  }

  var rows: [Row] {
    mistakes.map {
      Row(
        id: $0.questionID, title: titles[$0.questionID], lapses: $0.lapses, recentWrong: $0.recentWrong,
        recentAnswers: $0.recentAnswers, lastWrong: $0.lastWrongAt.map(ISO8601.format))
    }
  }

  package var jsonForm: [Row] { rows }

  package func layout(width _: Int) -> StyledText {
    guard !mistakes.isEmpty else {
      return StyledText("No mistakes to review: nothing was missed in the last 30 days.\n", style: .muted)
    }
    var text = StyledText("Questions you keep missing (weakest first)\n", style: .heading)
    for row in rows {
      text.append("\(row.id)\n", style: .bold)
      text.append("    \(TerminalSanitizer.strip(row.title ?? "(no longer installed)"))")
      var facts = " · \(row.lapses) lapse\(row.lapses == 1 ? "" : "s") · wrong \(row.recentWrong) of "
      facts += "\(row.recentAnswers) in 30 days"
      if let last = row.lastWrong { facts += " · last wrong \(ISO8601.day(last))" }
      text.append(facts + "\n", style: .muted)
    }
    text.append("mistakes", style: .code)
    text.append(" asks them as a quiz.\n", style: .muted)
    return text
  }
}
