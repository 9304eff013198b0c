import DrillKitTesting
import Testing

@testable import DrillGrading

/// `reportStart` and `frontsPhrase` read each word's lists from its `WordInfo` (issue 29 (a),
/// s31-checkfast22): a token carrying one answers as the word lists answer its text, and a token
/// carrying none as before, from the lists.
@Suite struct StatementReaderReportWordTests {
  typealias Reader = StatementReader
  typealias Word = StatementReader.ReportWord

  static let texts = [
    "people expect play() to tell them when a stream is broken",
    "people sometimes try beginBackgroundTask to keep the socket alive",
    "the timer uses the duration as if it were the exact end",
    "I think the copy is made; we expect a crash",
    "you'd think it works, the review is hoping for less",
    "it works as expected, call it with try",
    "you can expect the callback on the main thread",
    "most people mistakenly believe the heap is faster",
    "`as` `if` it were `try`, `think` of them",
    "Developers assumed, then, that it wouldn't copy and, then, it did",
    "and, after a grace period, SIGKILL, or, then, the end",
    "As If the Users Tried it, they Hoped",
  ]

  /// The old reading, from the lists alone: what a token without a `WordInfo` still answers.
  static func listedReportStart(_ tokens: [Reader.Token]) -> Int? {
    var plain = tokens
    for index in plain.indices { plain[index].info = nil }
    return Reader.reportStart(plain)
  }

  @Test func wordsAnswerAsTheLists() {
    let words =
      Reader.reportVerbs.union(Reader.reportAdverbs).union(Reader.reportNonSubjects)
      .union(["as", "if", "As", "thinks ", "", "\u{212A}", "expected", "then"])
    for text in words {
      let word = Word(text)
      #expect(word.contains(.verb) == Reader.reportVerbs.contains(text), "\(text)")
      #expect(word.contains(.adverb) == Reader.reportAdverbs.contains(text), "\(text)")
      #expect(word.contains(.nonSubject) == Reader.reportNonSubjects.contains(text), "\(text)")
      #expect(word.contains(.asWord) == (text == "as"), "\(text)")
      #expect(word.contains(.ifWord) == (text == "if"), "\(text)")
    }
    #expect(Word("think") == .verb)
    #expect(Word("would") == .adverb)
    #expect(Word("we") == .nonSubject)
    #expect(Word("is") == .adverb)
    #expect(Word("the") == .nonSubject)
  }

  /// Every token of a read sentence carries its `WordInfo`, whose `report` is its text's.
  @Test func tokensCarryTheirWord() {
    let reader = Reader(lexicon: .bundled, stemmer: SnowballStemmer())
    for text in Self.texts {
      for tokens in reader.sentences(of: text) {
        for token in tokens {
          #expect(token.info != nil, "\(token.text)")
          #expect(Reader.reportWord(token) == Word(token.text), "\(token.text)")
        }
      }
    }
  }

  /// The report found with each token's `WordInfo` is the one found from the lists, clause by
  /// clause and for every prefix of a sentence (the report verb at each place of a clause).
  @Test func reportStartAnswersAsTheLists() {
    let reader = Reader(lexicon: .bundled, stemmer: SnowballStemmer())
    var found = 0
    for text in Self.texts {
      for tokens in reader.sentences(of: text) {
        for end in tokens.indices {
          let prefix = Array(tokens[...end])
          #expect(Reader.reportStart(prefix) == Self.listedReportStart(prefix), "\(text) [..\(end)]")
          if Reader.reportStart(prefix) != nil { found += 1 }
        }
      }
    }
    #expect(found > 20)
    let said = reader.sentences(of: "the timer uses the duration as if it were the end").flatMap { $0 }
    #expect(Reader.reportStart(said).map { said[$0].text } == "as")
    let hedge = reader.sentences(of: "I think the copy is made").flatMap { $0 }
    #expect(Reader.reportStart(hedge) == nil)
    let reported = reader.sentences(of: "people sometimes try it").flatMap { $0 }
    #expect(Reader.reportStart(reported).map { reported[$0].text } == "try")
  }

  /// `frontsPhrase` after `and`, `or`, or `then` after one of them, with or without each token's
  /// `WordInfo`, at every comma.
  @Test func frontsPhraseAnswersAsTheLists() {
    let reader = Reader(lexicon: .bundled, stemmer: SnowballStemmer())
    var fronted = 0
    for text in Self.texts + ["first and then, after the grace period, a `SIGKILL`", "`and`, `then`, or"] {
      for tokens in reader.sentences(of: text) {
        var plain = tokens
        for index in plain.indices { plain[index].info = nil }
        for comma in tokens.indices where tokens[comma].kind == .comma {
          let listed = plain[..<comma].last.map { last in
            last.kind == .word && !last.inCode
              && (Reader.coordinators.contains(last.text)
                || (last.text == "then" && comma >= 2 && plain[comma - 2].kind == .word
                  && !plain[comma - 2].inCode && Reader.coordinators.contains(plain[comma - 2].text)))
          }
          #expect(Reader.frontsPhrase(tokens, comma: comma) == (listed ?? false), "\(text) at \(comma)")
          #expect(Reader.frontsPhrase(plain, comma: comma) == (listed ?? false), "\(text) at \(comma)")
          if listed == true { fronted += 1 }
        }
      }
    }
    #expect(fronted >= 4)
  }
}
