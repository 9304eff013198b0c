import Foundation

/// A key point that ends in its reason ("…, because the work may take longer on a loaded
/// machine", ", since the URL cache may be evicted", "… so that it can be localized"): its claim
/// before the reason word, said in full, touches it (session 39, s39-grading122,
/// `KeyPointMatcherReasonTailTests`). A terse or expert answer says the claim and leaves the
/// reason to the listener ("Archive every dSYM", "The check is a race").
extension KeyPointMatcher {
  /// The words that open a reason a key point ends in. `since` opens one only after a comma and
  /// before a clause's subject (", since the cache may be evicted"; not "deprecated since iOS 15").
  static let reasonWords = [" because ", ", since ", " so that "]
  static let reasonSubjects: Set<String> = [
    "the", "they", "it", "its", "their", "a", "an", "this", "these", "those", "each", "every", "no",
    "any", "you", "we",
  ]

  /// The point's claim before its reason and the reason, or nil for a point without one (or one
  /// that opens with it).
  static func reasonTail(_ point: String) -> (claim: String, reason: String)? {
    let ascii = point.utf8.allSatisfy { $0 < 0x80 }
    for (word, bytes) in zip(reasonWords, reasonWordBytes) {
      guard
        let found = ascii
          ? asciiRange(of: bytes, in: point) : point.range(of: word, options: .caseInsensitive),
        found.lowerBound > point.startIndex
      else { continue }
      let reason = point[found.upperBound...]
      if word == ", since ", !reasonSubjects.contains(reason.prefix { $0 != " " }.lowercased()) { continue }
      var claim = point[..<found.lowerBound]
      while claim.last == "," { claim.removeLast() }
      guard !claim.isEmpty, !reason.isEmpty else { continue }
      return (String(claim), String(reason))
    }
    return nil
  }

  /// `reasonWords`' bytes, each lowercase ASCII.
  static let reasonWordBytes = reasonWords.map { Array($0.utf8) }

  /// The first range of an ASCII `text` that is `word` (lowercase ASCII bytes), ASCII case aside:
  /// what Foundation's case-insensitive `range(of:)` finds in such a text, without it (issue 29
  /// (a), s48-checkfast: that search was most of a grading's cost for a point no clause touches).
  static func asciiRange(of word: [UInt8], in text: String) -> Range<String.Index>? {
    let utf8 = text.utf8
    let found: Int?? = utf8.withContiguousStorageIfAvailable { bytes in
      guard bytes.count >= word.count else { return nil }
      for start in 0...(bytes.count - word.count) {
        var index = 0
        while index < word.count,
          bytes[start + index] | (isUpper(bytes[start + index]) ? 0x20 : 0) == word[index]
        {
          index += 1
        }
        if index == word.count { return start }
      }
      return nil
    }
    guard let found else {
      return text.range(of: String(decoding: word, as: UTF8.self), options: .caseInsensitive)
    }
    guard let start = found else { return nil }
    let lower = utf8.index(utf8.startIndex, offsetBy: start)
    return lower..<utf8.index(lower, offsetBy: word.count)
  }

  @inline(__always)
  private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
}

extension Judge {
  /// The claim of a point that ends in a reason (`KeyPointMatcher.reasonTail`), for a point no
  /// clause touches: its touch, when the sentence that touches it says every full-weight word of
  /// the claim but its subject (`saysClaim`), no clause says the reason the other way, and that
  /// sentence gives no reason of its own (`because`, `since`, `due to`) unless that reason says a
  /// word of the point's (`saysReasonWord`): a wrong answer often adds a wrong `because`
  /// ("Doubles make tests fast because XCTest caches the double's responses").
  func reasonlessTouch(claim: String, reason: String, reader: StatementReader, answer: String) -> Verdict? {
    let parts = numbered(reader.parts(claim))
    let verdict = statement(parts)
    guard let touch = verdict.touch, verdict.contradiction == nil, verdict.swapped == nil else { return nil }
    let spans = sentences(overlapping: touch.range).compactMap { sentenceSpan($0) }
    guard saysClaim(parts, in: spans) else { return nil }
    let reasonParts = numbered(reader.parts(reason))
    guard statement(reasonParts).contradiction == nil else { return nil }
    for span in spans {
      // From the end of the sentence before: a sentence may open with its reason word.
      let before = sentenceSpans.last { $0.upperBound <= span.lowerBound }?.upperBound ?? answer.startIndex
      guard Self.givesReason(answer[before..<span.upperBound]) else { continue }
      guard saysReasonWord(reasonParts, claim: parts, in: span) else { return nil }
    }
    return verdict
  }

  /// The clauses of `span` say a full-weight concept of the point's reason that its claim does not
  /// say: the reason they give is the point's, in its own terms ("since every element has to
  /// move" for "because every element shifts one place").
  func saysReasonWord(
    _ reason: [[StatementReader.Concept]], claim: [[StatementReader.Concept]], in span: Range<String.Index>
  ) -> Bool {
    let claimed = Set(claim.joined().map(\.number))
    let said = Set(clauses.lazy.filter { span.overlaps($0.range) }.flatMap(\.concepts).map(\.number))
    return reason.joined().contains { concept in
      !claimed.contains(concept.number) && !topicIDs.contains(concept.id) && !ids.isCommon(concept.id)
        && said.contains(concept.number)
    }
  }

  /// The text of a sentence's clauses, by its number.
  func sentenceSpan(_ sentence: Int) -> Range<String.Index>? {
    sentenceRanges.first { clauses[$0.lowerBound].sentence == sentence }.map { span($0) }
  }

  /// The text of every sentence, in order.
  var sentenceSpans: [Range<String.Index>] { sentenceRanges.map { span($0) } }

  /// The clauses of `spans` say every full-weight concept of `parts` but each part's first (its
  /// subject), and there is at least one: the claim is said in full ("Adding a case to an enum is
  /// fine" names the change, not that it breaks).
  func saysClaim(_ parts: [[StatementReader.Concept]], in spans: [Range<String.Index>]) -> Bool {
    let said = Set(
      clauses.lazy.filter { clause in spans.contains { $0.overlaps(clause.range) } }.flatMap(\.concepts)
        .map(\.number))
    var own = false
    for part in parts {
      for concept in part.dropFirst() where !topicIDs.contains(concept.id) && !ids.isCommon(concept.id) {
        guard said.contains(concept.number) else { return false }
        own = true
      }
    }
    return own
  }

  /// The text holds a reason word of its own.
  static func givesReason(_ text: Substring) -> Bool {
    text.lowercased().split { !$0.isLetter }.contains { ["because", "since", "cause", "due"].contains($0) }
  }
}
