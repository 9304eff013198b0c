/// Converses (session 17): a point's relation said the other way round ("the child proposes a
/// size to its parent" for "the parent proposes a size to its child"). The reader sees the same
/// concepts, so the words still touch; only their order tells the subject from the object.
/// Session 16 tried word order alone: a modifier before its noun, a participle or a list read
/// as a converse. Here the relation must be said as a verb on both sides, in one simple clause.
extension Judge {
  /// Words that make a reversed order the same statement: a passive ("observed by"), a
  /// symmetric relation ("shares … with", "between", "each other"), a list of subjects.
  static let converseGuards: Set<String> = ["by", "with", "each", "other", "both", "between", "and"]

  /// Words that end a simple clause: a relation's subject, verb and object are said before one.
  static let clauseBreaks: Set<String> = [
    "that", "which", "who", "whom", "whose", "when", "where", "if", "unless", "until", "whether",
    "because", "since", "so", "but", "while", "whereas", "although", "though",
  ]

  /// Words after which the next word is a verb ("can propose", "is placed", "to choose").
  static let auxiliaries: Set<String> = [
    "is", "are", "was", "were", "be", "been", "being", "am", "can", "could", "may", "might", "must",
    "shall", "should", "will", "would", "do", "does", "did", "has", "have", "had", "to", "not",
    "never", "always", "only", "also", "just", "still", "then", "it", "they", "he", "she", "we",
    "you", "i", "isn't", "aren't", "doesn't", "don't", "can't", "won't", "didn't", "cannot",
  ]

  /// Words after which an inflected word is a noun ("the views", "of its parents").
  static let nounMarkers: Set<String> = [
    "the", "a", "an", "its", "their", "his", "her", "this", "that", "these", "those", "each",
    "every", "some", "any", "no", "our", "your", "my", "of", "for", "in", "on", "at", "from",
    "into", "about", "all", "many", "several", "two", "both",
  ]

  /// A simple clause's concepts, and those of them said by a verb.
  struct Segment {
    var concepts: Set<Int> = []
    var verbs: Set<Int> = []
  }

  /// The clause within `range` (the text that touched the point) that says a part of `parts`
  /// the other way round: the part's first concept X and two later ones V and Y, none of the
  /// three a common word (the question's words may be: "parent", "child"), said once on each side
  /// and never negated, said Y … V … X, the three in one simple clause on each side
  /// (`segments`), V said by a verb on both sides (`Segment.verbs`). Y must be the head of
  /// its phrase: the part's concept after it, if any, is said in the clause too.
  func converse(
    _ parts: [[StatementReader.Concept]], _ text: String, _ answer: String,
    _ range: Range<String.Index>, _ reader: StatementReader, _ point: String? = nil
  ) -> Range<String.Index>? {
    // The parts that may be said the other way round, asked in place (issue 29 (a),
    // s34-checkfast37: `filter` made an array of them at every call).
    func isCandidate(_ part: [StatementReader.Concept]) -> Bool {
      part.count >= 3 && !part.contains(where: \.negated)
    }
    guard parts.contains(where: isCandidate) else { return nil }
    // A guard word in the touched text or the statement says nothing is reversed. Asked when a
    // triple is first found (issue 29 (a), s51-checkfast: both texts' bytes were scanned at every
    // touched point, and nearly none has a triple), unless the parts are not this grading's
    // numbers (`text` is not the graded `point` but an `also:` line, whose parts are numbered
    // below, which may add names): then the guard comes first, as before.
    let numbered = point.map { $0 == text } ?? false
    if !numbered, Self.hasGuard(answer[range]) || Self.hasGuard(text[...]) { return nil }
    var guarded = !numbered
    var pointSegments: [Segment]?
    // A part's weak concepts asked of the numbers, not put in a set at every part (issue 29 (a),
    // s34-checkfast37): `reversedTriples` asks only of the part's own concepts, whose numbers
    // are made first.
    let conceptIDs = ids
    for clause in clauses where range.contains(clause.range.lowerBound) {
      let said = clause.concepts.map(\.id)
      // The numbers of the concepts said plainly, in one pass with room for all (issue 29 (a),
      // s34-checkfast35: `filter` grew an array of the concepts themselves, then `map` another).
      var plain: [Int] = []
      plain.reserveCapacity(said.count)
      for concept in clause.concepts where !concept.negated { plain.append(concept.id) }
      var saidSegments: [Segment]?
      for part in parts where isCandidate(part) {
        let ids = part.map { self.ids.id($0) }
        for (x, verb, y) in Self.reversedTriples(ids, plain, said: said, isWeak: conceptIDs.isCommon) {
          if !guarded {
            if Self.hasGuard(answer[range]) || Self.hasGuard(text[...]) { return nil }
            guarded = true
          }
          if pointSegments == nil { pointSegments = segments(text[...], reader: reader, commas: false) }
          if saidSegments == nil {
            saidSegments = segments(answer[clause.range], reader: reader, commas: true)
          }
          let triple: Set<Int> = [x, verb, y]
          func holds(_ segment: Segment) -> Bool {
            segment.concepts.isSuperset(of: triple) && segment.verbs.contains(verb)
          }
          if pointSegments!.contains(where: holds) && saidSegments!.contains(where: holds) {
            return clause.range
          }
        }
      }
    }
    return nil
  }

  /// Each simple clause of `text`, cut at a colon, a semicolon, a word that opens a subordinate
  /// clause (`clauseBreaks`) and, in an answer, a comma (a fronted phrase: "on Apple platforms,").
  func segments(_ text: Substring, reader: StatementReader, commas: Bool) -> [Segment] {
    var segments: [Segment] = []
    var current = Segment()
    var piece = ""
    var previous = ""
    var word = ""
    func close() {
      current.concepts = Set(reader.statement(piece).map { self.ids.id($0) })
      segments.append(current)
      (current, piece, previous) = (Segment(), "", "")
    }
    func endWord() {
      guard !word.isEmpty else { return }
      let lower = word.lowercased()
      if Self.clauseBreaks.contains(lower) {
        close()
      } else {
        if Self.isVerb(lower, after: previous) {
          current.verbs.formUnion(reader.statement(word).map { self.ids.id($0) })
        }
        piece += word
        previous = lower
      }
      word = ""
    }
    for character in text {
      if character.isLetter || character.isNumber || character == "'" || character == "’" {
        word.append(character == "’" ? "'" : character)
        continue
      }
      endWord()
      if character == ":" || character == ";" || (commas && character == ",") {
        close()
      } else {
        piece.append(character)
      }
    }
    endWord()
    close()
    return segments
  }

  /// Whether `word`, said after `previous`, is read as a verb: after an auxiliary, a modal, `to`
  /// or a pronoun; after a word that neither opens a noun phrase nor is plural, unless it is a
  /// participle (`-ing`: "the proposing view"); after a plural, only inflected (`-s`, `-ed`: a
  /// bare word there is as often a noun of a compound). Nothing at a clause's start is a verb.
  static func isVerb(_ word: String, after previous: String) -> Bool {
    if auxiliaries.contains(previous) { return true }
    guard !previous.isEmpty, !nounMarkers.contains(previous) else { return false }
    // After a word that is not plural, any form but a participle ("the parent proposes").
    if !previous.hasSuffix("s"), !word.hasSuffix("ing") { return true }
    guard word.count > 3 else { return false }
    if word.hasSuffix("ed") { return true }
    return word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is")
  }

  static func hasGuard(_ text: Substring) -> Bool {
    if let decided = bytesHaveGuard(text) { return decided }
    var word = ""
    for character in text.lowercased() {
      if character.isLetter {
        word.append(character)
      } else {
        if converseGuards.contains(word) { return true }
        word = ""
      }
    }
    return converseGuards.contains(word)
  }

  /// The triples (X, V, Y) in which `plain` (a clause's concepts not negated, in order) says the
  /// part `point` in the order Y … V … X, X being its first concept (see `converse`), V and Y
  /// shared concepts of the point that are not weak (`isWeak`, asked only of `point`'s concepts)
  /// and each said once on both sides, Y's next word in the point said in the clause. In the
  /// order they are tried: V by its place in the point, then Y after it. Nearly always none
  /// (issue 29 (a), s34-checkfast37: returned, not offered to a closure whose context copied the
  /// judge and the reader at every call).
  static func reversedTriples(
    _ point: [Int], _ plain: [Int], said: [Int], isWeak: (Int) -> Bool
  ) -> [(Int, Int, Int)] {
    // The index of `id` in `list` when it is there exactly once, else nil. A part and a clause
    // name a few concepts: scanned, not hashed into tables for each clause (session 21).
    func once(_ id: Int, in list: [Int]) -> Int? {
      var found: Int?
      for (index, element) in list.enumerated() where element == id {
        guard found == nil else { return nil }
        found = index
      }
      return found
    }
    // Y … V … X: X must be the third said or later (s34-checkfast37: nothing to read before).
    guard let x = point.first, once(x, in: point) != nil, !isWeak(x), let sx = once(x, in: plain),
      sx >= 2
    else {
      return []
    }
    // The concepts shared, in `point`'s order, on the stack (s34-checkfast37: `filter`
    // grew an array of them on the heap at every call).
    var triples: [(Int, Int, Int)] = []
    withUnsafeTemporaryAllocation(of: Int.self, capacity: point.count) { shared in
      var count = 0
      for element in point.dropFirst()
      where once(element, in: point) != nil && once(element, in: plain) != nil && !isWeak(element) {
        shared[count] = element
        count += 1
      }
      for j in 0..<count {
        let v = shared[j]
        guard let sv = once(v, in: plain), sv < sx else { continue }
        for y in shared[(j + 1)..<count] {
          guard let sy = once(y, in: plain), sy < sv, let py = once(y, in: point) else { continue }
          if py + 1 < point.count, !said.contains(point[py + 1]) { continue }
          triples.append((x, v, y))
        }
      }
    }
    return triples
  }
}
