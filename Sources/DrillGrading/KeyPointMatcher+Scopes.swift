/// Scopes (session 19, s19-grading21): a point whose claim is hedged by an existential or
/// permissive scope word ("the system **may** terminate a suspended app", "**some** views have an
/// intrinsic size", "private **by default**", "**usually** a retain cycle") is misstated by a
/// sentence that says the same claim with a universal or required scope and never the point's
/// own ("the system **always** terminates it", "**every** view has one", "**always** private",
/// "must", "only"). A point without a scope word claims none, so an answer's "always" never
/// misstates it ("it always runs on the main actor" for "it runs on the main actor"), and a
/// point that is itself universal is left to the other rules (the reverse direction lost on a
/// held-out set).
extension KeyPointMatcher {
  /// The two kinds of scope: some, sometimes, may, by default (existential, permissive) against
  /// all, every, always, must, only (universal, required).
  enum Scope { case some, all }

  static let someScopes: Set<String> = [
    "some", "sometimes", "may", "might", "usually", "typically", "often", "optionally",
  ]
  static let allScopes: Set<String> = ["always", "every", "all", "must", "only", "each", "everything"]
  /// Words after `may` or `might` that make it a prohibition or a denial ("may not", "might
  /// never"), no existential scope.
  static let prohibitions: Set<String> = ["not", "never", "no"]
  /// `only` as a condition, not a restriction ("only if", "only when", "only once").
  static let onlyConditions: Set<String> = ["if", "when", "once", "after", "while", "until", "unless"]
  /// A scope inside a condition qualifies the condition, not the claim ("unowned if the target
  /// always outlives you").
  static let scopeConditions: Set<String> = ["if", "unless", "when", "whenever"]

  /// One scope word of a text, with the stems of the words near it (three each side, within its
  /// stretch): what it is said of.
  struct ScopeWord {
    var scope: Scope
    var near: Set<String>
  }

  /// The scope words of `text`. A universal denied or hedged is existential ("not always",
  /// "doesn't have to", "almost always"); `some` before `or`, `and` or `none` is the optional's
  /// case, and with `inCondition` false a scope after `if`, `unless` or `when` is not the claim's.
  static func scopes(
    in text: Substring, stemmer: SnowballStemmer, stop: Set<String>, inCondition: Bool,
    stretches: [[String]]? = nil
  ) -> [ScopeWord] {
    var found: [ScopeWord] = []
    for stretch in stretches ?? wordStretches(text) {
      func near(_ index: Int) -> Set<String> {
        let window = stretch[max(0, index - 3)..<min(stretch.count, index + 4)].filter {
          $0.count > 2 && !stop.contains($0) && !someScopes.contains($0) && !allScopes.contains($0)
            && $0 != "default"
        }
        return Set(window.map { stemmer.stem($0) })
      }
      // The stretch's first condition word before its last, found once: each word looked for one
      // among all the words before it, hashing each (issue 29 (a), session 31).
      let condition = inCondition ? nil : stretch.dropLast().firstIndex(where: scopeConditions.contains)
      for (index, word) in stretch.enumerated() {
        let before = index > 0 ? stretch[index - 1] : ""
        let next = index + 1 < stretch.count ? stretch[index + 1] : ""
        if let condition, condition < index { continue }
        let denied = stretch[max(0, index - 2)..<index].contains { countDenials.contains($0) }
        let hedged = denied || before == "almost" || before == "nearly"
        if (word == "default" && before == "by") || someScopes.contains(word) {
          if word == "some", ["or", "and", "none"].contains(next) { continue }
          // "may not", "might never": a prohibition or a denial, not a hedge ("health data may not
          // be used for advertising" is what "must never be used" says).
          if word == "may" || word == "might", prohibitions.contains(next) { continue }
          found.append(ScopeWord(scope: .some, near: near(index)))
        } else if allScopes.contains(word) || ((word == "have" || word == "has") && next == "to") {
          if word == "only", onlyConditions.contains(next) || before == "not" { continue }
          if word == "all", next == "of" || before == "at" { continue }
          found.append(ScopeWord(scope: hedged ? .some : .all, near: near(index)))
        }
      }
    }
    return found
  }

  /// Whether `said` says the claim of a point hedged by an existential scope with a universal
  /// scope near the point's words, and never with an existential one there.
  /// `stretches`: the point's and the sentence's, if already made (`misstates`).
  static func misscopes(
    point: String, said: Substring, stemmer: SnowballStemmer, stop: Set<String>,
    stretches: PlainStretches? = nil
  ) -> Bool {
    guard mayHoldExistentialScope(point) else { return false }
    let stretches = stretches ?? PlainStretches(point: point[...], said: said)
    let pointScopes = scopes(
      in: point[...], stemmer: stemmer, stop: stop, inCondition: true, stretches: stretches.pointWords)
    guard !pointScopes.isEmpty, pointScopes.allSatisfy({ $0.scope == .some }) else { return false }
    let pointNear = pointScopes.reduce(into: Set<String>()) { $0.formUnion($1.near) }
    let aligned = scopes(
      in: said, stemmer: stemmer, stop: stop, inCondition: false, stretches: stretches.saidWords
    ).filter {
      !$0.near.isDisjoint(with: pointNear)
    }
    return aligned.contains { $0.scope == .all } && !aligned.contains { $0.scope == .some }
  }

  /// False only when `scopes(in: text, …)` finds no existential scope, on its bytes (issue 29 (a),
  /// session 20): most points hedge nothing, and reading one's words (`wordStretches`, lowering
  /// by characters) was 9 % of a `check` of French points. An existential scope needs a word of
  /// the lowered text equal to one of `someScopes` or `default`, or a universal (`allScopes`,
  /// `have`, `has`) hedged by one of `countDenials`, `almost` or `nearly`. Lowering yields an
  /// ASCII letter from an ASCII letter of either case, from the Kelvin sign (`k`) and from `İ`
  /// (`i` and a combining dot, one character that is not `i`) only (`mayHoldSlots`): so in a
  /// text without the Kelvin sign such a word is those ASCII letters, in either case, side by
  /// side in its bytes.
  ///
  /// One pass over the bytes (session 21), each position tried against the words that start
  /// with its letter (`scopeWordsByLetter`): a search of the whole text for each word, one after
  /// another, was 1.5 % of a `check` of the prose bank. The answer is the same: a word held
  /// anywhere, as `holdsASCIIWord(in:_:)` finds it (`ScalarFactsTests`).
  static func mayHoldExistentialScope(_ text: String) -> Bool {
    guard let byLetter = scopeWordsByLetter else { return true }
    var text = text
    return text.withUTF8 { bytes in
      var (universal, hedge) = (false, false)
      for start in bytes.indices {
        let first = bytes[start] | 0x20
        // The Kelvin sign, U+212A (its bytes compared as they are).
        if bytes[start] == 0xE2, start + 2 < bytes.count, bytes[start + 1] == 0x84, bytes[start + 2] == 0xAA {
          return true
        }
        guard first >= 0x61, first <= 0x7A else { continue }
        for (word, kind) in byLetter[Int(first - 0x61)] where bytes.count - start >= word.count {
          var index = 1
          while index < word.count, bytes[start + index] | 0x20 == word[index] { index += 1 }
          guard index == word.count else { continue }
          switch kind {
          case .some: return true
          case .all: universal = true
          case .hedge: hedge = true
          }
        }
      }
      return universal && hedge
    }
  }

  enum ScopeWordKind { case some, all, hedge }

  /// `scopeWordBytes` by first letter (`a` to `z`), each with its kind; nil as it is nil.
  static let scopeWordsByLetter: [[(word: [UInt8], kind: ScopeWordKind)]]? = scopeWordBytes.map { words in
    var byLetter = Array(repeating: [(word: [UInt8], kind: ScopeWordKind)](), count: 26)
    for (list, kind) in [(words.some, ScopeWordKind.some), (words.all, .all), (words.hedges, .hedge)] {
      for word in list { byLetter[Int(word[0] - 0x61)].append((word, kind)) }
    }
    return byLetter
  }

  /// The words `mayHoldExistentialScope` looks for, as bytes: existential scopes, universals, and
  /// what hedges a universal, from the sets `scopes(in:…)` reads (a word added there is looked
  /// for); nil unless each is lowercase ASCII letters (every text is then read).
  static let scopeWordBytes: (some: [[UInt8]], all: [[UInt8]], hedges: [[UInt8]])? = {
    let some = (someScopes.union(["default"])).map { Array($0.utf8) }
    let all = (allScopes.union(["have", "has"])).map { Array($0.utf8) }
    let hedges = (countDenials.union(["almost", "nearly"])).map { Array($0.utf8) }
    let letters = (some + all + hedges).allSatisfy {
      !$0.isEmpty && $0.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
    }
    return letters ? (some, all, hedges) : nil
  }()
}
