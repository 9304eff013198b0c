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
    let stretches = stretches ?? wordStretches(text)
    return scopePlaces(in: stretches, inCondition: inCondition).map {
      ScopeWord(scope: $0.scope, near: near($0, in: stretches, stemmer: stemmer, stop: stop))
    }
  }

  /// Where a scope word of `scopes(in:…)` is: its kind, its stretch and its index in it.
  struct ScopePlace {
    var scope: Scope
    var stretch: Int
    var index: Int
  }

  /// The scope words of `scopes(in:…)` in `stretches`, before the words near each are stemmed
  /// (`misscopes` stems them only when the sentence says a universal: issue 29 (a), session 32).
  static func scopePlaces(in stretches: [[String]], inCondition: Bool) -> [ScopePlace] {
    var found: [ScopePlace] = []
    for (number, stretch) in stretches.enumerated() {
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
          found.append(ScopePlace(scope: .some, stretch: number, index: index))
        } else if allScopes.contains(word) || ((word == "have" || word == "has") && next == "to") {
          if word == "only", onlyConditions.contains(next) || before == "not" { continue }
          if word == "all", next == "of" || before == "at" { continue }
          found.append(ScopePlace(scope: hedged ? .some : .all, stretch: number, index: index))
        }
      }
    }
    return found
  }

  /// The stems of the words near a scope word (three each side, within its stretch): what it is
  /// said of.
  static func near(
    _ place: ScopePlace, in stretches: [[String]], stemmer: SnowballStemmer, stop: Set<String>
  ) -> Set<String> {
    let stretch = stretches[place.stretch]
    let window = stretch[max(0, place.index - 3)..<min(stretch.count, place.index + 4)].filter {
      $0.count > 2 && !stop.contains($0) && !someScopes.contains($0) && !allScopes.contains($0)
        && $0 != "default"
    }
    return Set(window.map { stemmer.stem($0) })
  }

  /// Whether `said` says the claim of a point hedged by an existential scope with a universal
  /// scope near the point's words, and never with an existential one there.
  /// `stretches`: the point's and the sentence's, if already made (`misstates`). The words near
  /// the scopes are stemmed only when the sentence says a universal (issue 29 (a), session 32:
  /// most sentences that state a hedged point hedge it too).
  static func misscopes(
    point: String, said: Substring, stemmer: SnowballStemmer, stop: Set<String>,
    stretches: PlainStretches? = nil
  ) -> Bool {
    guard mayHoldExistentialScope(point) else { return false }
    let stretches = stretches ?? PlainStretches(point: point[...], said: said)
    let pointWords = stretches.pointWords
    let pointScopes = scopePlaces(in: pointWords, inCondition: true)
    guard !pointScopes.isEmpty, pointScopes.allSatisfy({ $0.scope == .some }) else { return false }
    let saidWords = stretches.saidWords
    let saidScopes = scopePlaces(in: saidWords, inCondition: false)
    guard saidScopes.contains(where: { $0.scope == .all }) else { return false }
    let pointNear = pointScopes.reduce(into: Set<String>()) {
      $0.formUnion(hedgedWords($1, in: pointWords, stemmer: stemmer, stop: stop))
    }
    let aligned = saidScopes.filter {
      !near($0, in: saidWords, stemmer: stemmer, stop: stop).isDisjoint(with: pointNear)
    }
    return aligned.contains { $0.scope == .all } && !aligned.contains { $0.scope == .some }
  }

  /// The stems a point's hedge is said of: those near it (`near`), except that an adverb hedge
  /// after `and` or `or` is said of its own conjunct only ("the build **and usually** generates
  /// source files": generates source files, not the build).
  static func hedgedWords(
    _ place: ScopePlace, in stretches: [[String]], stemmer: SnowballStemmer, stop: Set<String>
  ) -> Set<String> {
    let stretch = stretches[place.stretch]
    let word = stretch[place.index]
    let start = max(0, place.index - 3)
    guard word != "some", word != "default",
      let conjunction = stretch[start..<place.index].lastIndex(where: { $0 == "and" || $0 == "or" })
    else { return near(place, in: stretches, stemmer: stemmer, stop: stop) }
    let window = stretch[(conjunction + 1)..<min(stretch.count, place.index + 4)].filter {
      $0.count > 2 && !stop.contains($0) && !someScopes.contains($0) && !allScopes.contains($0)
    }
    return Set(window.map { stemmer.stem($0) })
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
  /// with its two letters (`scopeWordsByPair`; a word of one letter by `scopeLettersAlone`):
  /// a search of the whole text for each word, one after another, was 1.5 % of a `check` of the
  /// prose bank, and the words of the first letter alone 0.9 % (s31-checkfast24). The pass ends
  /// once the answer is known. The answer is the same: a word held anywhere, as
  /// `holdsASCIIWord(in:_:)` finds it (`ScalarFactsTests`).
  static func mayHoldExistentialScope(_ text: String) -> Bool {
    guard let byPair = scopeWordsByPair else { return true }
    // Read once: a static's every read inside the pass asks whether it is made yet (`swift_once`).
    let (alone, noLetter) = (scopeLettersAlone, noLetter)
    var text = text
    return text.withUTF8 { bytes in
      scopeLetters.withUnsafeBufferPointer { letters in
        byPair.spans.withUnsafeBufferPointer { spans in
          var (universal, hedge) = (false, false)
          for start in bytes.indices {
            let first = letters[Int(bytes[start])]
            guard first != noLetter else {
              // The Kelvin sign, U+212A (its bytes compared as they are).
              let kelvin = bytes[start] == 0xE2 && start + 2 < bytes.count
              if kelvin, bytes[start + 1] == 0x84, bytes[start + 2] == 0xAA { return true }
              continue
            }
            let kinds = alone[Int(first)]
            if kinds != 0 {
              if kinds & ScopeWordKind.some.bit != 0 { return true }
              universal = universal || kinds & ScopeWordKind.all.bit != 0
              hedge = hedge || kinds & ScopeWordKind.hedge.bit != 0
            }
            let second = start + 1 < bytes.count ? letters[Int(bytes[start + 1])] : noLetter
            guard second != noLetter else { continue }
            let span = spans[Int(first) * 26 + Int(second)]
            guard span.count > 0 else { continue }
            for entry in span.start..<span.start + span.count {
              let (word, kind) = byPair.words[entry]
              guard bytes.count - start >= word.count else { continue }
              var index = 2
              while index < word.count, bytes[start + index] | 0x20 == word[index] { index += 1 }
              guard index == word.count else { continue }
              if kind == .some { return true }
              if kind == .all { universal = true } else { hedge = true }
            }
            if universal && hedge { return true }
          }
          return universal && hedge
        }
      }
    }
  }

  enum ScopeWordKind {
    case some, all, hedge

    /// Its bit in `scopeLettersAlone`.
    var bit: UInt8 { self == .some ? 1 : self == .all ? 2 : 4 }
  }

  /// Each byte's letter, `a` to `z` as 0 to 25 whichever its case, or `noLetter`: the letter of
  /// a byte that, lowered (`| 0x20`), equals a byte of a scope word (lowercase ASCII letters).
  static let scopeLetters: [UInt8] = (0...255).map { byte in
    let lowered = UInt8(byte) | 0x20
    return lowered >= 0x61 && lowered <= 0x7A ? lowered - 0x61 : noLetter
  }
  static let noLetter: UInt8 = 0xFF

  /// `scopeWordBytes` of two letters or more, sorted by their first two (`a` `a` to `z` `z`, 26
  /// by 26), each with its kind; those of pair `p` are the `spans[p]` of `words`. Nil as
  /// `scopeWordBytes` is nil.
  static let scopeWordsByPair:
    (spans: [(start: Int, count: Int)], words: [(word: [UInt8], kind: ScopeWordKind)])? =
      scopeWordBytes.map { words in
        func pair(_ word: [UInt8]) -> Int { Int(word[0] - 0x61) * 26 + Int(word[1] - 0x61) }
        let sorted = scopeWordKinds(words).filter { $0.word.count > 1 }
          .sorted { pair($0.word) < pair($1.word) }
        let spans = (0..<26 * 26).map { index in
          (start: sorted.count { pair($0.word) < index }, count: sorted.count { pair($0.word) == index })
        }
        return (spans, sorted)
      }

  /// The kinds of the one-letter words of `scopeWordBytes` (`t`), by letter (`a` to `z`), as bits
  /// (`ScopeWordKind.bit`).
  static let scopeLettersAlone: [UInt8] = {
    var alone = [UInt8](repeating: 0, count: 26)
    for (word, kind) in scopeWordKinds(scopeWordBytes ?? ([], [], [])) where word.count == 1 {
      alone[Int(word[0] - 0x61)] |= kind.bit
    }
    return alone
  }()

  /// Each word of `words` with its kind.
  static func scopeWordKinds(
    _ words: (some: [[UInt8]], all: [[UInt8]], hedges: [[UInt8]])
  ) -> [(word: [UInt8], kind: ScopeWordKind)] {
    words.some.map { ($0, .some) } + words.all.map { ($0, .all) } + words.hedges.map { ($0, .hedge) }
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
