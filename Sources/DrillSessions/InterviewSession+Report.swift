import DrillContent
import DrillPresentation
import DrillSupport
import Foundation

extension InterviewSession {
  /// Where the interview stopped before its last question: the question on screen at Ctrl-C,
  /// `:quit` or the end of input.
  struct Stop {
    enum Reason { case interrupted, quit, endOfInput }
    var number: Int
    var reason: Reason
  }

  /// Strengths and gaps per topic, and a verdict for the level. As an interviewer would, the
  /// report counts every `planned` question: one skipped, left on screen (`stoppedAt`) or never
  /// reached is unanswered, in the points, the accuracy and the verdict alike.
  func report(_ tally: SessionTally, planned: [Question], stoppedAt: Stop? = nil) -> StyledText {
    let judged = Set(tally.entries.map(\.question.id) + tally.timedOut.map(\.id))
    let unanswered = planned.filter { !judged.contains($0.id) }
    var text = tally.summary(
      title: "Interview report", now: context.clock.now(), nextDue: nil, unanswered: unanswered)
    let onScreen =
      stoppedAt.map { planned.indices.contains($0.number - 1) ? [planned[$0.number - 1]] : [] } ?? []
    let unreached = max(0, unanswered.count - tally.skipped - onScreen.count)
    let open = unanswered.count
    let count = "\(open) of \(planned.count) count\(open == 1 ? "s" : "") as unanswered"
    if let stoppedAt, open > 0 {
      switch stoppedAt.reason {
      case .interrupted:
        text.append("Cancelled ", style: .bold)
        text.append("at question \(stoppedAt.number) of \(planned.count) (\(count))\n", style: .warning)
      case .quit:
        text.append("Left      ", style: .bold)
        text.append(
          "at question \(stoppedAt.number) of \(planned.count) with :quit (\(count))\n", style: .warning)
      case .endOfInput:
        text.append("Ended     ", style: .bold)
        text.append(
          "at question \(stoppedAt.number) of \(planned.count): the input ended (\(count))\n", style: .warning
        )
      }
    } else if unreached > 0 {
      text.append("Not asked ", style: .bold)
      text.append(
        "\(unreached) of \(planned.count) questions (\(unreached == 1 ? "it counts" : "they count") as unanswered)\n",
        style: .warning)
    }
    let capped = tally.entries.filter { $0.outcome?.isCappedByEvidence == true }
    // An answer the evidence shows touching no key point earns nothing (session 45's tryout: 0 of 5,
    // rated easy, earned half the points and "nearly ready"); it is listed with the missed ones.
    let unsupported = capped.filter { $0.points == 0 }.count
    let partly = capped.count - unsupported
    if partly > 0 {
      text.append("Capped    ", style: .bold)
      text.append(
        "\(partly) verbal answer\(partly == 1 ? "" : "s") counted as partly right, at most half the "
          + "points: the key points you stated support less than your rating\n", style: .warning)
    }
    if unsupported > 0 {
      text.append(
        partly > 0 ? String(repeating: " ", count: SessionTally.labelWidth) : "Capped    ", style: .bold)
      text.append(
        "\(unsupported) verbal answer\(unsupported == 1 ? "" : "s") counted as missed, 0 points whatever "
          + "your rating: \(unsupported == 1 ? "it" : "each") stated no key point, or said the opposite of "
          + "more than it stated\n", style: .warning)
    }
    let listed = Self.review(tally) + Self.missed(tally, unanswered: tally.skippedQuestions + onScreen)
    guard tally.asked > 0 else { return text + listed }
    let topics = tally.byTopic
    // A partly right answer is no strength, nor a gap: it is listed under "Review" with what it
    // left out (session 51's tryout: 2 of 4 key points made its topic a strength).
    let strengths = topics.filter { ($0.correct - $0.partly) * 2 > $0.answered }.map(\.topic)
    let gaps = topics.filter { $0.correct * 2 <= $0.answered }.map(\.topic)
    text.append("Strengths ", style: .bold)
    text.append((strengths.isEmpty ? "none yet" : strengths.joined(separator: ", ")) + "\n")
    text.append("Gaps      ", style: .bold)
    // With no answer scored (every one timed out) there was nothing to find gaps in.
    let noGaps = tally.entries.isEmpty ? "not judged: no answer was scored" : "none found"
    text.append((gaps.isEmpty ? noGaps : gaps.joined(separator: ", ")) + "\n")
    let possible = max(tally.possible, planned.reduce(0) { $0 + $1.points })
    let score = possible == 0 ? 0 : tally.points / Double(possible)
    text.append("Verdict   ", style: .bold)
    // An interview of every level (`--level any`) is ready for a Swift interview, of no level.
    let level = options.level?.rawValue
    // The verdict names gaps only when the report found some; otherwise what cost the points
    // was the questions left unanswered (skipped, timed out or never asked), or, with every one
    // answered, partial answers (a hard rating, a later attempt).
    let whole =
      unanswered.isEmpty && tally.timedOut.isEmpty
      ? "answer each question in full" : "answer all the questions"
    let study = gaps.isEmpty ? whole : "review the gaps"
    // Ready means three quarters of the points and no topic answered wrong more often than right:
    // a report that names a gap does not also call the learner ready (session 38: 15 of 20 points
    // with one verbal answer capped said "ready" beside "Gaps app-integrity").
    switch score {
    case 0.75... where gaps.isEmpty:
      let named = level.map { "\(Self.article($0)) \($0) Swift interview" } ?? "a Swift interview"
      text.append("ready for \(named).\n", style: .success)
    case 0.5...:
      text.append(
        "nearly ready\(level.map { " for \($0)" } ?? ""): \(study), then try again.\n", style: .warning)
    default:
      let how = gaps.isEmpty ? whole : "study the gaps with lessons and quizzes"
      text.append("not ready\(level.map { " for \($0)" } ?? "") yet: \(how).\n", style: .failure)
    }
    // A verdict on a few questions says how little it rests on (session 51's tryout: "ready" after
    // four questions in 50 s).
    if planned.count < Self.trustedCount {
      text.append(StyledText.glued(String(repeating: " ", count: SessionTally.labelWidth)))
      text.append(
        "It rests on \(planned.count) question\(planned.count == 1 ? "" : "s"): take a longer interview "
          + "(\(StyledText.glued("--count \(Self.trustedCount * 2)"))) before trusting it.\n", style: .muted)
    }
    if !gaps.isEmpty {
      text.append("Practise  ", style: .bold)
      text.append(StyledText.whole("quiz --level \(level ?? "any") --tag \(gaps[0])", style: .code))
      text.append("\n")
    }
    text.append(listed)
    return text
  }

  /// Fewer questions than this make a verdict that says how little it rests on.
  static let trustedCount = 6

  /// The partly right answers, each with its id and the key points it did not state: feedback is
  /// held back during the interview, so the report is where they are learnt (session 51's tryout).
  static func review(_ tally: SessionTally) -> StyledText {
    let partly = tally.entries.filter(\.isPartlyRight)
    guard let first = partly.first else { return StyledText() }
    var text = StyledText()
    let underLabel = StyledText.glued(String(repeating: " ", count: SessionTally.labelWidth))
    for (index, entry) in partly.enumerated() {
      text.append(index == 0 ? "Review    " : underLabel, style: .bold)
      text.append(StyledText.whole(entry.question.id, style: .code))
      let points = entry.outcome?.feedback.keyPoints ?? []
      let missed = points.filter { !$0.credited }.map(\.point)
      if let (credited, total) = entry.keyPointsCredited {
        text.append(" (\(credited) of \(total) key points)")
      }
      if !missed.isEmpty { text.append("; not stated: " + missed.joined(separator: "; ")) }
      text.append("\n")
    }
    text.append(underLabel)
    text.append(StyledText.whole("show \(first.question.id)", style: .code))
    text.append(" shows the model answer and every key point\n", style: .muted)
    return text
  }

  /// The questions answered wrong, each with its id and, for a choice or short answer, the right
  /// one: feedback is held back during a mock interview, so the report is where a learner learns
  /// what was right (session 45's tryout: a missed choice never showed its answer, nor its id).
  /// `unanswered`: those skipped or left on screen, listed too, marked so (session 49's tryout:
  /// a skipped question was in no list).
  static func missed(_ tally: SessionTally, unanswered: [Question] = []) -> StyledText {
    // A question whose time ran out counts as wrong too (its points are lost).
    let wrong = tally.entries.filter { !$0.correct }.map(\.question) + tally.timedOut
    let skipped = Set(tally.skippedQuestions.map(\.id))
    let listed =
      wrong.map { ($0, "") } + unanswered.map { ($0, skipped.contains($0.id) ? "skipped" : "unanswered") }
    guard !listed.isEmpty else { return StyledText() }
    var text = StyledText()
    // Glued spaces under the label: `fitted` hangs a line's continuation under the label's
    // width past the line's own leading spaces, which put the continuation of "show …" 20
    // columns in at 60 columns (session 47's tryout); glued, they are text, not indentation.
    let underLabel = StyledText.glued(String(repeating: " ", count: SessionTally.labelWidth))
    for (index, (question, note)) in listed.enumerated() {
      text.append(index == 0 ? "Missed    " : underLabel, style: .bold)
      // Whole: an id or a command split at a hyphen cannot be copied (session 51's tryout, at 40
      // columns: "literals-operators/overflow-" / "operators").
      text.append(StyledText.whole(question.id, style: .code))
      if !note.isEmpty { text.append(" (\(note))", style: .muted) }
      if let right = rightAnswer(question) {
        text.append(": the answer is ")
        text.append(right)
      }
      text.append("\n")
    }
    let example = listed[0].0.id
    text.append(underLabel)
    text.append(StyledText.whole("show \(example)", style: .code))
    text.append(" shows a question with its answer and why\n", style: .muted)
    return text
  }

  /// A choice question's right choices, a short question's first accepted answer, quoted; nil
  /// for the others (their answers are long: `show ID` shows them). Their inline Markdown is
  /// rendered as the rest of the output renders it (a code span styled, without its backticks,
  /// also piped; session 45's tryout read “`let`” and “**both**”); the report wraps it.
  static func rightAnswer(_ question: Question) -> StyledText? {
    let answers: [String]
    switch question.type {
    case .choice:
      answers = question.choices.filter(\.correct).map(\.text)
    case .short:
      answers = question.accept.first.map { [$0] } ?? []
    default:
      answers = []
    }
    guard !answers.isEmpty else { return nil }
    // One line each: the report is fitted to the width as a whole.
    let renderer = MarkdownRenderer(width: 100_000)
    var text = StyledText()
    for (index, answer) in answers.enumerated() {
      if index > 0 { text.append(" and ") }
      text.append("“")
      text.append(renderer.render(inline: answer, hangingIndent: 0))
      text.append("”")
    }
    return text
  }
}
