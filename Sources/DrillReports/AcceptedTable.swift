import DrillPresentation
import DrillProgress
import DrillSupport
import Foundation

/// `accepted`: the answers the learner counted as right, by question.
public struct AcceptedTable: Sendable, FittedReport, JSONReport {
  package struct Row: Encodable {
    var id: String
    var answer: String
    var acceptedAt: String

    enum CodingKeys: String, CodingKey {
      case id, answer
      case acceptedAt = "accepted_at"
    }
  }

  public let accepted: [AcceptedAnswer]

  public init(accepted: [AcceptedAnswer]) {
    self.accepted = accepted
  }

  var rows: [Row] {
    accepted.map { Row(id: $0.questionID, answer: $0.answer, acceptedAt: ISO8601.format($0.acceptedAt)) }
  }

  package var jsonForm: [Row] { rows }

  package func layout(width: Int) -> StyledText {
    guard !accepted.isEmpty else {
      return StyledText(
        "No accepted answers. After a wrong short answer, :accept counts it as right from now on, "
          + "and accepted --remove ID undoes that.\n",
        style: .muted)
    }
    var text = StyledText("Answers you accepted\n", style: .heading)
    for row in rows {
      text.append("\(row.id)", style: .bold)
      text.append("  accepted \(ISO8601.day(row.acceptedAt))\n", style: .muted)
      // A line too long for the row goes on behind `↩`: it never reads as two lines.
      for line in row.answer.split(separator: "\n", omittingEmptySubsequences: false) {
        for (index, piece) in CodeWrapper.pieces(of: TerminalSanitizer.strip(String(line)), room: width - 6)
          .enumerated()
        {
          text.append(index == 0 ? "    │ " : CodeWrapper.mark + "   │ ", style: .code)
          text.append(piece + "\n", style: .code)
        }
      }
    }
    text.append("accepted --remove ID", style: .code)
    text.append(" undoes one.\n", style: .muted)
    return text
  }
}
