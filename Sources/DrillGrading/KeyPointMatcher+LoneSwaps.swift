extension KeyPointMatcher {
  /// A swap standing alone (session 45, s45-falsecontra): subjects that trade their claims
  /// (`roles`: "the client keeps the sequence number" for "the server gives every message a
  /// sequence number") and a rival's claim where no clause states the point (`rival`: "unowned is
  /// for an object that always outlives the reference" beside a point on `weak`) are read from the
  /// words' places alone, and a right answer that describes the other side of an exchange, or the
  /// rival in its own right, says just those words. In an answer that credits another point and
  /// contradicts none in any other way, such a swap is not told as the opposite: the point is
  /// judged as if no rule had contradicted it (credited if touched, else not said). Where the
  /// answer credits nothing, or another rule contradicts a point (a wrong-reuse answer turns its
  /// claims round throughout), the swaps stand; so they do in an answer of one sentence
  /// (`sentences`), which is its one claim: "content should be pinned to the screen edges so it
  /// fills the display" credits the layout margins' point by its words and swaps the safe area's
  /// guide. A point `withhold` held back for the swaps' sake is credited again (an answer that
  /// contradicts nothing holds none back). Measured on the labelled sets (docs/evaluation.md,
  /// "Session 45 (s45-falsecontra)").
  static func withdrawLoneSwaps(
    _ checks: inout [KeyPointCheck], _ signals: inout [KeyPointSignals], sentences: Int
  ) {
    guard sentences > 1, checks.contains(where: \.credited) else { return }
    var swaps: [Int] = []
    for index in checks.indices where checks[index].contradicted {
      switch signals[index].contradiction {
      case .roles, .rival: swaps.append(index)
      default: return
      }
    }
    guard !swaps.isEmpty else { return }
    for index in swaps {
      checks[index].contradiction = nil
      signals[index].contradiction = .none
    }
    // The answer now contradicts nothing, and `withhold` holds back no point of such an answer:
    // what it held back for the swaps' sake is credited again.
    for index in checks.indices {
      checks[index].withheld = false
      signals[index].withheld = false
    }
  }
}
