/// Restrictions (session 21, s21-grading35): `only` and a universal said of the same thing. A
/// point that restricts a thing with `only` ("trusts **only** specific certificates", "valid
/// **only** on Apple platforms") is misstated by a sentence that says every, all, any, each or
/// both of that thing and never `only` ("trusts **every** certificate authority", "on **every**
/// platform"); a point that says every, all, each or both of a thing ("receives **both** custom
/// scheme links and universal links", "stalls **every** connection") is misstated by a sentence
/// that restricts that thing with `only` and says no universal ("receives **only** custom scheme
/// links"). The thing is what the word quantifies, not the words near it: a universal's first
/// word after it (stop words skipped), `only`'s first three (it may stand before a verb or a
/// preposition: "may only use public declarations", "only on Apple platforms"), so "**all** the
/// work goes inside `perform`" does not misstate "touches a context **only** inside `perform`".
extension KeyPointMatcher {
  enum Quantity { case only, every }

  /// Determiners that say a claim of every one of a thing.
  static let universalDeterminers: Set<String> = ["every", "all", "any", "each", "both"]
  /// A negation after a universal in its stretch restricts it ("throws away **any** function
  /// **nothing** can reach" keeps only what is reached).
  static let restrictingDenials: Set<String> = countDenials.union(["nothing", "none", "nobody"])

  /// One `only` or universal of a text with the stems of the words it quantifies.
  struct Quantified {
    var quantity: Quantity
    var things: Set<String>
  }

  /// The quantities of `text`. `only` before a condition or `then` ("only if", "only then") is a
  /// condition, "not only" adds; a universal denied or hedged ("not every", "almost all"),
  /// `at all`, or with a denial after it in its stretch is no universal; with `inCondition`
  /// false a quantity after `if`, `unless` or `when` is the condition's.
  static func quantities(
    in text: Substring, stemmer: SnowballStemmer, stop: Set<String>, inCondition: Bool,
    stretches: [[String]]? = nil
  ) -> [Quantified] {
    var found: [Quantified] = []
    for stretch in stretches ?? wordStretches(text) {
      func things(after index: Int, count: Int) -> Set<String> {
        let words = stretch[(index + 1)...].lazy.filter {
          $0.count > 2 && !stop.contains($0) && !universalDeterminers.contains($0) && $0 != "only"
        }
        return Set(words.prefix(count).map { stemmer.stem($0) })
      }
      // The stretch's first condition word before its last, found once: each word looked for one
      // among all the words before it, hashing each (issue 29 (a), session 31).
      let condition = inCondition ? nil : stretch.dropLast().firstIndex(where: scopeConditions.contains)
      for (index, word) in stretch.enumerated() {
        let before = index > 0 ? stretch[index - 1] : ""
        let next = index + 1 < stretch.count ? stretch[index + 1] : ""
        if let condition, condition < index { continue }
        if word == "only" {
          if onlyConditions.contains(next) || next == "then" || before == "not" { continue }
          found.append(Quantified(quantity: .only, things: things(after: index, count: 3)))
        } else if universalDeterminers.contains(word) {
          if before == "at" || before == "almost" || before == "nearly" { continue }
          if stretch[max(0, index - 2)..<index].contains(where: countDenials.contains) { continue }
          if stretch[(index + 1)...].contains(where: restrictingDenials.contains) { continue }
          found.append(Quantified(quantity: .every, things: things(after: index, count: 1)))
        }
      }
    }
    return found
  }

  /// Whether `said` says every one of a thing the point restricts with `only`, or restricts with
  /// `only` a thing the point says every one of, and never says the point's own quantity.
  /// `stretches`: the point's and the sentence's, if already made (`misstates`).
  static func misquantifies(
    point: String, said: Substring, stemmer: SnowballStemmer, stop: Set<String>,
    stretches: PlainStretches? = nil, scan: PointScan? = nil
  ) -> Bool {
    guard scan?.holds(.quantity) ?? mayHoldQuantity(point) else { return false }
    let stretches = stretches ?? PlainStretches(point: point[...], said: said)
    let pointQuantities = quantities(
      in: point[...], stemmer: stemmer, stop: stop, inCondition: true, stretches: stretches.pointWords)
    if pointQuantities.isEmpty { return false }
    let saidQuantities = quantities(
      in: said, stemmer: stemmer, stop: stop, inCondition: false, stretches: stretches.saidWords)
    if saidQuantities.isEmpty { return false }
    for own in [Quantity.only, .every] {
      let other: Quantity = own == .only ? .every : .only
      // The sentence says the point's own quantity: the claim is not turned.
      if saidQuantities.contains(where: { $0.quantity == own }) { continue }
      // A thing the point quantifies both ways claims neither.
      let otherInPoint = pointQuantities.filter { $0.quantity == other }.reduce(into: Set<String>()) {
        $0.formUnion($1.things)
      }
      let pointThings = pointQuantities.filter { $0.quantity == own }.reduce(into: Set<String>()) {
        $0.formUnion($1.things)
      }.subtracting(otherInPoint)
      if saidQuantities.contains(where: { $0.quantity == other && !$0.things.isDisjoint(with: pointThings) })
      {
        return true
      }
    }
    return false
  }

  /// False only when `text` holds none of `only` and the universal determiners as ASCII letters
  /// of either case (a byte scan, as `miscounts` does): most points quantify nothing.
  static func mayHoldQuantity(_ text: String) -> Bool {
    quantityWordScan.isHeld(in: text)
  }
}
