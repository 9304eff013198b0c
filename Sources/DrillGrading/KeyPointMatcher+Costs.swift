/// Costs (session 25, s25-grading56): a complexity class is a value, as a number is. A point that
/// gives a cost in Big-O ("two passes over n characters are still **O(n)** time", "the loop uses
/// O(n) time and **O(1)** memory") is misstated by a sentence that states it and gives the cost
/// as other classes only ("… are **O(n²)** time", "accessing an element by its index is **O of
/// n**", "it takes a **linear** number of comparisons"), or, where both name the time or the
/// memory, another class for that one ("O(n) memory … O(n²) time" for "O(1) memory but O(n²)
/// time"). The sentence must name the point's subject, its first word that is no stop word: a
/// sentence about appends ("each one works out to constant time") gives no cost of `contains`. A
/// class is `O(…)`, `O of …` said aloud, or a name of one (`linear`, `logarithmic`,
/// `linearithmic`, `quadratic`, `exponential`; `constant` before the time or the memory, `n log n`
/// and `n squared` without the `O`), its variable read as `n` whatever its letter; one with a
/// denial or `than` in the three words before it ("O of n, **not** O of one", "better **than**
/// quadratic") is not said.
extension KeyPointMatcher {
  /// Names of complexity classes, by word (`constant` only before the time or the memory).
  static let costNames: [String: String] = [
    "linear": "n", "linearly": "n", "logarithmic": "logn", "linearithmic": "nlogn", "quadratic": "n²",
    "quadratically": "n²", "exponential": "2ⁿ", "exponentially": "2ⁿ",
  ]
  /// Words of a class said aloud after `O of` ("O of n squared", "O of log n").
  static let costWords: [String: String] = ["one": "1", "squared": "²", "log": "log", "times": ""]
  /// Words between a class and the memory it is the cost of ("O(n) **extra** memory").
  static let costExtras: Set<String> = ["extra", "additional", "auxiliary"]
  /// What a cost is of: the time or the memory (`space` is memory).
  static let costSlots: [String: String] = ["time": "time", "memory": "memory", "space": "memory"]

  /// The lowercased words of `text` and its marks of Big-O: `(`, `)`, `²`, `ⁿ`, `^`, and `,` for
  /// any other punctuation; `n't` is `n`, `t` as the reader reads it.
  static func costTokens(_ text: Substring) -> [String] {
    var tokens: [String] = []
    var word = ""
    for character in text.lowercased() {
      if character.isLetter && character != "ⁿ" || character.isNumber && character != "²" {
        word.append(character)
        continue
      }
      if !word.isEmpty { tokens.append(word) }
      word = ""
      switch character {
      case "(", ")", "²", "ⁿ", "^": tokens.append(String(character))
      case "'", "’": tokens.append("'")
      case _ where character.isWhitespace || "-·*×".contains(character): break
      default: tokens.append(",")
      }
    }
    if !word.isEmpty { tokens.append(word) }
    return tokens.filter { $0 != "'" }
  }

  /// The complexity classes of `text`, each with what it is the cost of (`costSlots`), if said.
  static func costs(in text: Substring) -> [(cost: String, slot: String?)] {
    let tokens = costTokens(text)
    var found: [(cost: String, slot: String?)] = []
    var index = 0
    while index < tokens.count {
      let start = index
      var cost: String?
      let next = index + 1 < tokens.count ? tokens[index + 1] : ""
      if tokens[index] == "o", next == "(" {
        index += 2
        var inner = ""
        var plain = true
        while index < tokens.count, tokens[index] != ")" {
          let word = costWords[tokens[index]] ?? tokens[index]
          // A word of its own inside is an aside after an `o` ("I/O (input and output)").
          plain = plain && (word.count < 2 || word == "log" || word.allSatisfy(\.isNumber))
          inner += word
          index += 1
        }
        cost = plain ? inner : nil
      } else if tokens[index] == "o", next == "of" {
        index += 2
        var inner = ""
        while index < tokens.count {
          let word = tokens[index]
          if let said = costWords[word] {
            inner += said
          } else if word.count == 1,
            word.first?.isLetter == true || word.first?.isNumber == true || word == "²"
          {
            inner += word
          } else {
            break
          }
          index += 1
        }
        index -= 1
        cost = inner.isEmpty ? nil : inner
      } else if tokens[index] == "constant", costSlots[next] != nil || costExtras.contains(next) {
        cost = "1"
      } else if tokens[index].count == 1, tokens[index].first?.isLetter == true,
        next == "log" || next == "squared" || next == "²"
      {
        // "n log n", "n squared" said without the `O`.
        cost = next == "log" ? "nlogn" : "n²"
        index += next == "log" ? 2 : 1
      } else {
        cost = costNames[tokens[index]]
      }
      defer { index += 1 }
      guard var cost else { continue }
      cost = costClass(cost)
      // A class denied or compared with ("not O(1)", "rather than quadratic") is not said.
      if tokens[max(0, start - 3)..<start].contains(where: countDenials.contains) { continue }
      // The time or memory it is the cost of: the next word (past `extra`), else one of the two before.
      let after = tokens[min(index + 1, tokens.count)...].prefix(2).first { !costExtras.contains($0) }
      let slot =
        after.flatMap { costSlots[$0] }
        ?? tokens[max(0, start - 2)..<start].lazy.compactMap { costSlots[$0] }.last
      found.append((cost, slot))
    }
    return found
  }

  /// A class read the same however it is written: its variable is `n` whatever its letter ("O(k)"
  /// is "linear"), a square is `²`.
  static func costClass(_ written: String) -> String {
    let marked = written.replacingOccurrences(of: "log", with: "L")
    let named = String(marked.map { $0.isLetter && $0 != "L" && $0 != "ⁿ" ? "n" : $0 })
    return named.replacingOccurrences(of: "L", with: "log").replacingOccurrences(of: "^2", with: "²")
      .replacingOccurrences(of: "2^n", with: "2ⁿ")
  }

  /// Whether `said` gives the point's cost as other classes only, or another class for the time or
  /// the memory the point gives one for.
  static func miscosts(
    point: String, said: Substring, stemmer: SnowballStemmer, stop: Set<String>, sameWord: Bool = false,
    scan: PointScan? = nil
  ) -> Bool {
    // A byte scan first (as `miscounts`): most points name no complexity.
    guard scan?.holds(.cost) ?? costWordScan.isHeld(in: point) else { return false }
    let pointCosts = costs(in: point[...])
    if pointCosts.isEmpty { return false }
    let saidCosts = costs(in: said)
    if saidCosts.isEmpty { return false }
    // The sentence must name the point's subject, its first word that is no stop word: a cost of
    // another thing ("each append works out to constant time" for "`contains` … takes O(n)") is
    // no cost of it.
    let words = costTokens(point[...]).filter {
      $0.count > 2 && $0.allSatisfy(\.isLetter) && !stop.contains($0)
    }
    guard let word = words.first else { return false }
    let subject = stemmer.stem(word)
    if !costTokens(said).contains(where: {
      $0.count > 2 && (sameWord ? Self.sameWord($0, word) : stemmer.stem($0) == subject)
    }) {
      return false
    }
    func disjoint(_ slot: String?) -> Bool {
      let own = Set(pointCosts.filter { slot == nil || $0.slot == slot }.map(\.cost))
      let other = Set(saidCosts.filter { slot == nil || $0.slot == slot }.map(\.cost))
      return !own.isEmpty && !other.isEmpty && own.isDisjoint(with: other)
    }
    return disjoint(nil) || disjoint("time") || disjoint("memory")
  }

  /// A word said as the point says it, or as its plural ("sorted" is not "sorting").
  static func sameWord(_ said: String, _ word: String) -> Bool {
    said == word || said == word + "s" || said + "s" == word || said == word + "es" || said + "es" == word
  }

  /// Whether `said` names the subject of `point` and gives one of its classes: a sentence about
  /// another point of the question.
  static func costsOf(point: String, said: Substring, stemmer: SnowballStemmer, stop: Set<String>) -> Bool {
    let own = Set(costs(in: point[...]).map(\.cost))
    if own.isEmpty || own.isDisjoint(with: costs(in: said).map(\.cost)) { return false }
    let words = costTokens(point[...]).filter {
      $0.count > 2 && $0.allSatisfy(\.isLetter) && !stop.contains($0)
    }
    guard let subject = words.first.map(stemmer.stem) else { return false }
    return costTokens(said).contains { $0.count > 2 && stemmer.stem($0) == subject }
  }

  /// For a point no clause states, the sentence that names its subject as the point does and gives
  /// its cost as other classes only (`miscosts`), unless that sentence names another point's subject
  /// with that point's class: "Array contains is linear" is no cost of "the array version is
  /// O(n²)" when another point says "`contains` on an array is O(n)".
  static func miscostedSentence(
    _ index: Int, of keyPoints: [String], judge: Judge, answer: String, stemmer: SnowballStemmer,
    stop: Set<String>
  ) -> Range<String.Index>? {
    let point = keyPoints[index]
    for sentence in judge.sentenceRanges {
      let span = judge.span(sentence)
      let said = answer[span]
      guard miscosts(point: point, said: said, stemmer: stemmer, stop: stop, sameWord: true) else { continue }
      let other = keyPoints.indices.contains { other in
        other != index && costsOf(point: keyPoints[other], said: said, stemmer: stemmer, stop: stop)
      }
      if !other { return span }
    }
    return nil
  }
}
