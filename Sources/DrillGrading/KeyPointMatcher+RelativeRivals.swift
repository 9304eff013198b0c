import Foundation

/// Session 53 (s53-rather): a rival named with what is true of it ("Compared with a stub, which has
/// canned answers, a dummy is …", "Unlike a local flag, which needs a new release, …", "…, as opposed
/// to X, which …") is one side of a contrast: the point about the rival is said by that side, and
/// the rest of the sentence is the rival's side for it.
extension KeyPointMatcher {
  /// What a split whose halves only their subjects tell apart must also show (`judged`): `none`,
  /// nothing (s51's splits); `alone`, the rival half read alone contradicts the point (session
  /// 52); `aloneOrOwn`, that, or the rival half read alone credits another point and does not touch
  /// this one (it states what is true of the rival: session 53).
  enum ContrastGuard: Sendable {
    case unguarded, alone, aloneOrOwn
  }

  /// The openers of an alternative that a relative clause may describe.
  static let relativeRivalOpeners = [
    "unlike ", "compared with ", "compared to ", "as opposed to ", "rather than ", "instead of ",
  ]

  /// The splits of a sentence whose alternative is followed by a relative clause (`which …`, `who
  /// …`, to the next comma): sentence-initial ("Compared with X, which …, Y …": the alternative and
  /// its clause, and the rest) or after a comma ("Y …, as opposed to X, which …"). The alternative's
  /// side is the rival's for a point about the rest's subject, and the rest is the rival's, guarded,
  /// for a point about the alternative. Nil without one.
  static func relativeRivalSplits(_ text: Substring) -> [ContrastSplit]? {
    let body = text.drop { $0.isWhitespace }
    for opener in relativeRivalOpeners
    where body.range(of: opener, options: [.caseInsensitive, .anchored]) != nil {
      guard let comma = body.firstIndex(of: ","), let end = relativeEnd(body, after: comma),
        end < body.endIndex
      else { return nil }
      let first = body.startIndex..<end
      let rest = body.index(after: end)..<body.endIndex
      return [(first, rest, .unguarded), (rest, first, .aloneOrOwn)]
    }
    for opener in relativeRivalOpeners {
      guard let found = text.range(of: ", " + opener, options: .caseInsensitive) else { continue }
      let start = text.index(found.lowerBound, offsetBy: 2)
      guard let comma = text[start...].firstIndex(of: ","), let end = relativeEnd(text, after: comma) else {
        continue
      }
      let before = body.startIndex..<found.lowerBound
      return [(start..<end, before, .unguarded), (before, start..<end, .aloneOrOwn)]
    }
    return nil
  }

  /// Where the relative clause that opens right after `comma` ends (at its own comma, or the end
  /// of `text`); nil when no `which`/`who` opens there.
  static func relativeEnd(_ text: Substring, after comma: String.Index) -> String.Index? {
    let after = text[text.index(after: comma)...].drop { $0.isWhitespace }
    guard
      ["which ", "who "].contains(where: {
        after.range(of: $0, options: [.caseInsensitive, .anchored]) != nil
      })
    else { return nil }
    return after.firstIndex(of: ",") ?? text.endIndex
  }

  /// Whether a rival half read alone (`checks`) credits a point other than `index` and does not
  /// touch `index`: it says what is true of the rival.
  static func saysOwnPoint(_ checks: [KeyPointCheck], not index: Int) -> Bool {
    !checks[index].touched && checks.indices.contains { $0 != index && checks[$0].credited }
  }
}
