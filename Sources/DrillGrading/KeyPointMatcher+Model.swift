import Foundation

/// The model Answer as a paraphrase the author already wrote (session 19): each of its
/// sentences that states exactly one key point is another way to say that point
/// (docs/evaluation.md, "Session 19 (s19-grading22)").
extension KeyPointMatcher {
  /// The share of a model Answer's sentence a clause must state to credit its point.
  static let modelLineShare = 0.45
  /// The point's own full-weight concepts that clause must say too.
  static let modelLineOwnConcepts = 2

  /// Credits a point no clause stated when the answer states one of the model Answer's
  /// sentences that state that point alone. Touches only (a derived line never contradicts),
  /// only in an answer that contradicts no point, and only through a clause that states at
  /// least `modelLineShare` of the sentence, says at least `modelLineOwnConcepts` of the
  /// point's own full-weight concepts (not the prompt's words, not common words: the Answer's
  /// context words alone credit nothing) and says none of the point's parts the other way.
  static func creditModelLines(
    _ checks: inout [KeyPointCheck], model: String, notes: [KeyPointNotes],
    prompt: String, judge: Judge, heads: [Int?], allParts: [[[StatementReader.Concept]]],
    reader: StatementReader, quote: (Range<String.Index>, String) -> String
  ) {
    guard !checks.contains(where: \.contradicted), checks.contains(where: { !$0.touched }) else { return }
    let lines = cachedModelLines(
      model, keyPoints: checks.map(\.point), notes: notes, prompt: prompt, lexicon: judge.lexicon,
      readings: reader.readings)
    for index in checks.indices where !checks[index].touched && !lines[index].isEmpty {
      var judge = judge
      judge.otherHeads = heads.enumerated().compactMap { $0.offset == index ? nil : $0.element }
      for line in lines[index] {
        guard let touch = judge.statement(judge.numbered(reader.parts(line))).touch,
          touch.share >= modelLineShare, judge.saysOwnConcepts(touch.range, of: allParts[index])
        else { continue }
        checks[index].touched = true
        checks[index].evidence = quote(touch.range, checks[index].point)
        break
      }
    }
  }

  /// `modelLines` of each question graded lately, by its model Answer, points and prompt: a
  /// question's Answer is the same for every answer to it, and reading it costs several gradings.
  /// Bounded (emptied when full); shared by the parallel workers behind a lock.
  private static let modelLinesCache = ModelLinesCache()

  final class ModelLinesCache: @unchecked Sendable {
    private let lock = NSLock()
    /// Each entry keeps its lexicon's word table alive, so that no other lexicon can take the
    /// table's identity (part of the key) while the entry is kept.
    private var lines: [[String]: (words: AnyObject, lines: [[String]])] = [:]

    func lines(_ key: [String], words: AnyObject, _ make: () -> [[String]]) -> [[String]] {
      if let known = lock.withLock({ lines[key]?.lines }) { return known }
      let made = make()
      lock.withLock {
        if lines.count >= 1_000 { lines.removeAll(keepingCapacity: true) }
        lines[key] = (words, made)
      }
      return made
    }
  }

  /// Per key point, the sentences of `model` (a model Answer as it is said) that state that
  /// point and no other, and contradict none (each graded as an answer of its own); kept for the
  /// next answer to the same question (`modelLinesCache`). The notes are part of the key: they
  /// decide what each sentence states.
  static func cachedModelLines(
    _ model: String, keyPoints: [String], notes: [KeyPointNotes], prompt: String, lexicon: GradingLexicon,
    readings: KeyPointReadings?
  ) -> [[String]] {
    let noted = notes.map { ($0.also + ["\u{1}"] + $0.wrong).joined(separator: "\u{2}") }
    let key =
      [model, prompt, String(UInt(bitPattern: ObjectIdentifier(lexicon.words).hashValue))] + keyPoints + [
        "\u{0}"
      ] + noted
    return modelLinesCache.lines(key, words: lexicon.words) {
      modelLines(
        model, keyPoints: keyPoints, notes: notes, prompt: prompt, lexicon: lexicon, readings: readings)
    }
  }

  /// Per key point, the sentences of `model` (a model Answer as it is said) that state that
  /// point and no other, and contradict none (each graded as an answer of its own).
  static func modelLines(
    _ model: String, keyPoints: [String], notes: [KeyPointNotes], prompt: String, lexicon: GradingLexicon,
    readings: KeyPointReadings?
  ) -> [[String]] {
    let reader = StatementReader(lexicon: lexicon, stemmer: SnowballStemmer(), readings: nil)
    let clauses = reader.clauses(model)
    var lines = Array(repeating: [String](), count: keyPoints.count)
    for sentence in Judge.sentences(of: clauses) {
      let text = String(model[Judge.span(sentence, of: clauses)])
      // Graded with a full stop (its span leaves its mark out): a sentence of the Answer is never
      // read as a run-on answer (`StatementReader.isRunOn`).
      // Each sentence is read as the model-line rule was measured on: a sentence whose touch of a
      // point is its neighbour's words (`withdrawSiblingTouches`) still states both.
      let checks = judgedAsRead(
        keyPoints, notes: notes, against: text + ".", prompt: prompt, lexicon: lexicon, readings: readings,
        everySignal: false, withdrawsSiblings: false, listsMissing: false,
        showsPartialDenials: false
      ).checks
      guard !checks.contains(where: \.contradicted) else { continue }
      let credited = checks.indices.filter { checks[$0].credited }
      if credited.count == 1 { lines[credited[0]].append(text) }
    }
    return lines
  }
}

extension Judge {
  /// The clauses in `range` say at least `modelLineOwnConcepts` of the point's full-weight
  /// concepts (neither the prompt's words nor common words), and none of its parts the other
  /// way or of a rival subject. `point`: its parts, `numbered`.
  func saysOwnConcepts(_ range: Range<String.Index>, of point: [[StatementReader.Concept]]) -> Bool {
    let positions = clauses.indices.filter { clauses[$0].range.overlaps(range) }
    for part in point {
      let filter = Needed(part, topic: topicIDs, ids: ids, otherHeads: otherHeads)
      for position in positions {
        guard let match = KeyPointMatcher.match(filter, clauses[position], before: nil) else { continue }
        if !match.samePolarity || match.swapped { return false }
      }
    }
    let said = positions.reduce(into: ConceptSet()) { $0.formUnion(names[$1]) }
    let strong = Set(point.joined().map(\.id)).filter {
      !topicIDs.contains($0) && !ids.isCommon($0)
    }
    return strong.count { said.contains($0) } >= KeyPointMatcher.modelLineOwnConcepts
  }
}
