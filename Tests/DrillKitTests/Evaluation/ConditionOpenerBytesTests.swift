import DrillEvaluation
import DrillKitTesting
import Testing

@testable import DrillGrading

/// A condition's opener told by its bytes (`StatementReader.conditionOpener`, docs/performance.md,
/// s33-checkfast32): it says what the lookup it replaced said, `ownConditionOpeners.contains`,
/// and `once` apart, for every word.
@Suite struct ConditionOpenerBytesTests {
  typealias Reader = StatementReader

  /// What the reader asked before: the `Set`'s canonical equality.
  static func expected(_ word: String) -> Reader.ConditionOpener {
    guard Reader.ownConditionOpeners.contains(word) else { return .none }
    return word == "once" ? .once : .opener
  }

  /// Every opener is found, `once` as itself.
  @Test func everyOpenerIsFound() {
    for opener in Reader.ownConditionOpeners {
      #expect(Reader.conditionOpener(opener) == (opener == "once" ? .once : .opener), "\(opener)")
    }
  }

  /// The openers cut, grown, changed by a letter (accents, a combining accent, CJK, an emoji),
  /// cased, doubled, and the empty word, a long one and non-ASCII words of an opener's byte
  /// count: each read as the lookup read it.
  @Test func aWordChangedIsReadAsTheLookupReadIt() {
    var words: Set<String> = [
      "", "é", "e\u{301}", "ifé", "i", "f", "fi", "IF", "If", "iF", "if ", " if", "i\u{301}f", "ıf", "ｉｆ",
      "whenever" + "s", "whenevers", "wheneve", String(repeating: "whenever", count: 40), "当",
      "🙂🙂", "aft\u{E9}r", "unle\u{73}\u{301}",
    ]
    let letters = Array("abfiknouwxyzé\u{301}當🙂 ").map(String.init)
    for opener in Reader.ownConditionOpeners {
      words.formUnion(nearMisses(of: opener, letters: letters))
      words.insert(opener.capitalized)
      words.insert(opener + opener)
    }
    for first in letters {
      for second in letters { words.insert(first + second) }
    }
    for word in words {
      #expect(Reader.conditionOpener(word) == Self.expected(word), "\(word)")
    }
  }

  /// Random words of the openers' letters, some with a byte past ASCII, of zero to ten bytes.
  @Test func randomWordsAreReadAsTheLookupReadThem() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("ifwhenvrulsoctbaéç").map(String.init)
    for _ in 0..<20_000 {
      let length = Int.random(in: 0...10, using: &generator)
      let word = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
      #expect(Reader.conditionOpener(word) == Self.expected(word), "\(word)")
    }
    for opener in Reader.ownConditionOpeners {
      #expect(Reader.conditionOpener(String(Substring(opener + "x").dropLast())) != .none, "\(opener)")
    }
  }

  /// Each token's `WordInfo` carries its text's answer (`ownConditioned` reads it there): every
  /// token of sentences with openers said, cased, quoted, in code, cut and accented.
  @Test func everyTokensInfoCarriesItsAnswer() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let texts = [
      "a user is eligible only if they never had an offer before",
      "Once it's paired, the watch syncs; once a day, whenever the phone wakes, unless it's off.",
      "Until you don't need it, keep `if` and `when` in code, after the request and before É.",
      "ifs, whenevers, unles, onc, afté, befor and ıf are not openers; IF and When are words too",
      "", "é", String(repeating: "whenever the pod hasn't exited ", count: 30),
    ]
    for text in texts {
      for tokens in reader.sentences(of: text) {
        for token in tokens {
          let info = reader.info(token)
          #expect(info.conditionOpener == Self.expected(token.text), "\(token.text)")
        }
      }
    }
  }
}
