/// A `wrong:` line an answer touches outside the sentence stating its point (`wrongLineSignal`):
/// where, which line, and what the touch says of it.
struct TouchedWrongLine {
  var range: Range<String.Index>
  var line: String
  var signal: WrongLineSignal
  /// Touched where another point is stated, in words of that point (`markRestatedLines`).
  var restated = false
}

extension KeyPointMatcher {
  /// The `wrong:` lines of each point no earlier rule contradicts, decided once every point is
  /// judged (docs/evaluation.md, "Session 29 (s29-grading72)"): the first line the fitted rule
  /// (`grading/wrongline.txt`) says is stated, or without it the first the hand rule states,
  /// contradicts its point. The fitted rule weighs the answer too: the share of its points that
  /// other rules contradict, and of its concepts the question says (`question`, reckoned only
  /// when a line is weighed). A point the hand rule contradicts and the fit does not is `doubted`:
  /// the answer's signals still count it (`answerSignals`), so the fitted `withheld` of its other
  /// points reads the answer as it was fitted to. With `everySignal`, each touched line's signal is
  /// kept (`KeyPointSignals.wrongLines`). A line touched where another point is stated
  /// (`restated`, `markRestatedLines`) contradicts nothing; one that would have leaves its point
  /// `doubted`.
  static func decideWrongLines(
    _ checks: inout [KeyPointCheck], _ signals: inout [KeyPointSignals], touched: [[TouchedWrongLine]],
    fitted: FittedWrongLine?, everySignal: Bool, question: @autoclosure () -> Double,
    quote: (Range<String.Index>, String) -> String
  ) {
    guard touched.contains(where: { !$0.isEmpty }) else { return }
    var answer: (contradicted: Double, question: Double)?
    if fitted != nil || everySignal {
      answer = (Double(checks.count(where: \.contradicted)) / Double(max(1, checks.count)), question())
    }
    for (index, lines) in touched.enumerated() {
      for var line in lines {
        if let answer {
          (line.signal.answerContradicted, line.signal.questionShare) = answer
        }
        if everySignal { signals[index].wrongLines.append(line.signal) }
        guard !checks[index].contradicted else { continue }
        let states =
          line.signal.inside ? line.signal.hand : fitted.map({ $0.states(line.signal) }) ?? line.signal.hand
        if line.restated {
          if states || line.signal.hand {
            (signals[index].doubted, signals[index].doubtedAt) = (true, line.range)
          }
        } else if states {
          (checks[index].contradiction, signals[index].contradiction) = (
            quote(line.range, line.line), .wrongLine
          )
          (signals[index].doubted, signals[index].doubtedAt) = (false, nil)
        } else if line.signal.hand {
          (signals[index].doubted, signals[index].doubtedAt) = (true, line.range)
        }
      }
    }
  }
}
