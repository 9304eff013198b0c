/// When an answer states one of a point's `wrong:` lines (session 23, s23-grading43): only when
/// it asserts what the line claims. Three readings of right answers that were told "you said the
/// opposite" through a `wrong:` line they never asserted:
///
/// - **Reported, not said.** What a clause reports of someone else's belief or attempt ("people
///   expect `play()` to tell them when a stream is broken", "people sometimes try
///   `beginBackgroundTask` to keep the socket alive") or supposes (`as if`) is not a claim of the
///   speaker's: the judge of `wrong:` lines reads each clause without its reported part
///   (`StatementReader.reportStart`, `Clause.asserted`).
/// - **Its own words.** A `wrong:` line mostly says what its point says, of the same subject, with
///   something else claimed: "a dequeued cell always comes back empty" for "a reused cell keeps
///   every property it had before". The words the line shares with its point (and the point's
///   `also:` lines), said the same way, are no sign of the wrong claim: a right answer says them
///   too. A line touched below the contradiction threshold is stated only when the touch says one
///   of the line's own words (a concept the point does not say, or says the other way: "the
///   default animation is not a spring" against "the default animation is a spring"). At the
///   threshold (half the line's weight or more) it is stated as any contradiction is.
/// - **Another point's words** (session 25, s25-grading54). A line often claims of its subject what
///   another key point of the question says: "a view keeps its identity when it moves to the other
///   branch of an `if`" beside "a conditional modifier value … keeps one identity". Below the
///   threshold, a touch whose words of the line are all such borrowed words (its own words, said
///   the same way by another point or that point's `also:` lines), none it shares with its own
///   point and none of its own that no other point says, restates that other point ("then it
///   keeps one identity"): it states nothing wrong (`WrongLineContext`).
/// - **Its claim** (session 27, s27-grading66). A line says its subject first and its claim after
///   it ("a kill switch | can be added on the server after the release"). Below the threshold, a
///   touch in one clause that says none of the concepts of the line's second half (its claim:
///   the words after the first half, as `Needed.subject` splits a statement) names the line's
///   subject and says something else of it: "a kill switch is basically a server-controlled flag
///   whose job is to disable a feature" states no kill switch added after the release
///   (`saysClaim`).
/// - **Its point said plainly** (session 27, s27-grading66). An answer that states the point with
///   three quarters of its weight or more (`plainly`, the share at which a touch needs only one
///   concept) is not told it said a `wrong:` line that another sentence touches below the
///   threshold: a weak echo of the wrong claim's words does not outweigh the point said plainly.
extension Judge {
  /// A point touched at this share or more is said plainly (`wrongLineSignal`).
  static let plainly = 0.75
  /// How much better than its point a `wrong:` line must be said inside the sentence stating the
  /// point (`wrongLineSignal`, session 37).
  static let insideMargin = 0.1

  /// The judge of `wrong:` lines: a touch must say the words their negation governs
  /// (`wholeClaim`), and a clause is read without what it reports (`Clause.asserted`).
  static func wrongLines(_ judge: Judge, topic: [StatementReader.Concept]) -> Judge {
    var strict = judge
    if judge.clauses.contains(where: { $0.asserted != nil }) {
      let asserted = judge.clauses.map { clause in
        var clause = clause
        if let concepts = clause.asserted { clause.concepts = concepts }
        return clause
      }
      strict = Judge(clauses: asserted, topic: topic, shared: judge.ids.shared)
    }
    strict.wholeClaim = true
    return strict
  }

  /// Where the answer touches the `wrong:` line `parts` of point `index` of `question`, outside
  /// the sentences `stating` that state the point itself (a wrong claim's words there are that
  /// statement's context, session 9; two sentences where fragments read together state it, and a
  /// touch overlapping either is inside), the point touched at `stated` of its weight, and what the
  /// touch says of the line (`WrongLineSignal`, with the hand rule's verdict); nil if no clause
  /// touches it there. Inside, a touch counts only when the line is said plainly, better than the
  /// point, with one of its own full-weight words (`WrongLineSignal.inside`, session 37). Called on
  /// `wrongLines(_:topic:)`.
  func wrongLineSignal(
    _ parts: [[StatementReader.Concept]], of index: Int, in question: WrongLineContext, stating: [Int],
    stated: Double = 0
  ) -> (range: Range<String.Index>, signal: WrongLineSignal)? {
    let verdict = statement(numbered(parts))
    guard let touch = verdict.touch else { return nil }
    // Denied (session 42): an answer that denies the line in words (a denial word on a word the
    // line says), as fully as it touches it elsewhere, does not also assert it.
    if verdict.contradiction != nil, let denial = verdict.denial, denial.saidDenials > 0, !denial.weak,
      denial.share >= touch.share
    {
      return nil
    }
    // Inside the sentence stating the point, the line's words are that statement's context,
    // unless the line is said plainly and better than the point by `insideMargin` (session 37:
    // "it crashes the app when the optional is nil" under "returns nil when the optional is nil").
    let inside = !stating.isEmpty && sentences(overlapping: touch.range).contains(where: stating.contains)
    guard !inside || touch.share >= max(Self.plainly, stated + Self.insideMargin) else { return nil }
    var said = ConceptSet()
    for (index, clause) in clauses.enumerated() where clause.range.overlaps(touch.range) {
      said.formUnion(names[index])
    }
    let pointKeys = question.keys(of: index)
    let own = parts.joined().filter { !pointKeys.contains(WrongLineContext.key($0)) }
    var signal = WrongLineSignal()
    (signal.share, signal.stated) = (touch.share, stated)
    signal.headSaid = parts.first?.first.map { said.contains(ids.id($0)) } ?? false
    var (lineIDs, ownIDs): ([Int], [Int]) = ([], [])
    for concept in parts.joined() where !lineIDs.contains(ids.id(concept)) {
      lineIDs.append(ids.id(concept))
    }
    for concept in own where !ownIDs.contains(ids.id(concept)) { ownIDs.append(ids.id(concept)) }
    let strong = ownIDs.filter { !topicIDs.contains($0) && !ids.isCommon($0) }
    (signal.concepts, signal.own, signal.strongOwn) = (lineIDs.count, ownIDs.count, strong.count)
    signal.ownSaid = ownIDs.count(where: said.contains)
    signal.strongOwnSaid = strong.count(where: said.contains)
    // Said instead of the point (session 37): one of the line's own full-weight words is said.
    if inside && signal.strongOwnSaid == 0 { return nil }
    signal.inside = inside
    signal.claimSaid = saysClaim(parts, at: touch.range)
    signal.said = parts.joined().filter { said.contains(ids.id($0)) }.map(WrongLineContext.key)
    signal.hand = handStates(
      parts, own: own, said: said, signal: signal, besides: question.keys(besides: index))
    return (touch.range, signal)
  }

  /// The hand rule (sessions 23 to 27): a touch at the contradiction threshold states the line;
  /// below it, only with the point not said plainly, the line's claim said (`saysClaim`) and one
  /// of its own words said, not only words another point says (`others`).
  private func handStates(
    _ parts: [[StatementReader.Concept]], own: [StatementReader.Concept], said: ConceptSet,
    signal: WrongLineSignal, besides others: @autoclosure () -> Set<Int>
  ) -> Bool {
    guard signal.share < KeyPointMatcher.contradictionThreshold else { return true }
    guard signal.stated < Self.plainly, signal.claimSaid else { return false }
    guard !own.isEmpty else { return true }
    // Its own words that another point says (`borrowed`): a touch of those alone restates that point.
    let others = others()
    let borrowed = Set(own.filter { others.contains(WrongLineContext.key($0)) }.map(\.number))
    let saidWords = parts.joined().filter { said.contains(ids.id($0)) }
    guard borrowed.isEmpty || !saidWords.allSatisfy({ borrowed.contains($0.number) }) else { return false }
    return own.contains { said.contains(ids.id($0)) }
  }

  /// Whether a touch at `range` below the threshold says the claim of the line `parts`: a
  /// concept of the line's second half (its concepts once each, in order, after the first
  /// half), said either way. A touch of one sentence read whole (more than one clause) is not
  /// judged so: its clauses may say the claim in words the reader does not pair with the line's.
  func saysClaim(_ parts: [[StatementReader.Concept]], at range: Range<String.Index>) -> Bool {
    let touched = clauses.indices.filter { clauses[$0].range.overlaps(range) }
    guard touched.count == 1, let clause = touched.first else { return true }
    var order: [Int] = []
    for concept in parts.joined() {
      let id = ids.id(concept)
      if !order.contains(id) { order.append(id) }
    }
    let claim = order.dropFirst(max(1, (order.count + 1) / 2))
    return claim.isEmpty || claim.contains { names[clause].contains($0) }
  }
}

/// What a question's key points say, for its `wrong:` lines (`Judge.wrongLineSignal`): the concept
/// keys (a name and the polarity it is said with) of each point with its `also:` lines, read once
/// per answer, and only when a `wrong:` line is touched.
final class WrongLineContext {
  private let points: [[[StatementReader.Concept]]]
  private let notes: [KeyPointNotes]
  private let reader: StatementReader
  private lazy var pointKeys: [Set<Int>] = points.indices.map { index in
    let also = index < notes.count ? notes[index].also.map { reader.parts($0) } : []
    return Set(([points[index]] + also).joined().joined().map(Self.key))
  }

  init(points: [[[StatementReader.Concept]]], notes: [KeyPointNotes], reader: StatementReader) {
    (self.points, self.notes, self.reader) = (points, notes, reader)
  }

  /// A concept's name (its number: equal exactly when the names are) and whether it is said
  /// plainly or the other way.
  static func key(_ concept: StatementReader.Concept) -> Int {
    Int(concept.number) << 1 | (concept.flipped == (concept.negation == nil) ? 1 : 0)
  }

  /// The keys point `index` says, with its `also:` lines.
  func keys(of index: Int) -> Set<Int> { pointKeys[index] }

  /// The keys the other points (than `index`) say, with their `also:` lines.
  func keys(besides index: Int) -> Set<Int> {
    pointKeys.enumerated().reduce(into: Set<Int>()) { keys, point in
      if point.offset != index { keys.formUnion(point.element) }
    }
  }
}
