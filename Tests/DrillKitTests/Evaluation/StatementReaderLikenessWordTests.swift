import DrillKitTesting
import Testing

@testable import DrillGrading

/// `likened` reads what each word is to a likeness from its `WordInfo` (issue 29 (a),
/// s31-checkfast23): it marks the tokens the texts' old reading marked, `like` after a likening
/// word and the two-word openers compared as texts.
@Suite struct StatementReaderLikenessWordTests {
  typealias Reader = StatementReader
  typealias Word = StatementReader.LikenessWord

  static let texts = [
    "weak is like a parent that owns the child, and it stays",
    "it's like a copy, that's like a move, this like that",
    "it acts as if I'd made a copy, then as though it were shared",
    "a struct is similar to a class, akin to a tuple, compared to an enum, compared with a set",
    "system alerts like permission prompts can't run; it works like wait, exactly like a lock",
    "As If it were `like` a copy, Compared With `as if` and similar, to the end",
    "is like, like is, as, if as to with compared",
    "the value behaves like a reference: compared with ARC, similar to GC, as though shared",
    "loadingLike is fine, it looks like isLike, feels like home, seems like magic, sounds like it",
  ]

  /// The old reading, from the texts: `like` after a word of `likeningWords`, or a two-word opener.
  static func opensByTexts(_ tokens: [Reader.Token], at index: Int) -> Bool {
    let token = tokens[index]
    guard token.kind == .word, !token.inCode, !token.inName, index + 1 < tokens.count,
      tokens[index + 1].kind == .word
    else { return false }
    if token.text == "like" { return index > 0 && Reader.likeningWords.contains(tokens[index - 1].text) }
    let pairs: Set<[String]> = [
      ["as", "if"], ["as", "though"], ["similar", "to"], ["akin", "to"], ["compared", "to"],
      ["compared", "with"],
    ]
    return pairs.contains([token.text, tokens[index + 1].text])
  }

  static func likenedByTexts(_ tokens: [Reader.Token]) -> [Bool] {
    var (marks, inside) = ([Bool](), false)
    for index in tokens.indices {
      if tokens[index].kind == .comma { inside = false }
      if inside { marks[index] = true }
      if !inside, opensByTexts(tokens, at: index) {
        if marks.isEmpty { marks = Array(repeating: false, count: tokens.count) }
        inside = true
      }
    }
    return marks
  }

  @Test func wordsAnswerAsTheirTexts() {
    let openers: [String: Word] = [
      "like": .like, "as": .asWord, "similar": .similar, "akin": .similar, "compared": .compared,
      "if": .ifOrThough, "though": .ifOrThough, "to": .to, "with": .with,
    ]
    for text in Reader.likeningWords.union(openers.keys).union(["Like", "As", "likes", "", "\u{212A}", "tO"])
    {
      let expected = openers[text] ?? (Reader.likeningWords.contains(text) ? .likening : .other)
      #expect(Word(text) == expected, "\(text)")
    }
    let seconds: [Word] = [.other, .like, .likening, .asWord, .similar, .compared, .ifOrThough, .to, .with]
    #expect(Word.asWord.opensPair(before: .ifOrThough) && Word.similar.opensPair(before: .to))
    #expect(Word.compared.opensPair(before: .to) && Word.compared.opensPair(before: .with))
    #expect(seconds.filter { Word.asWord.opensPair(before: $0) } == [.ifOrThough])
    #expect(seconds.filter { Word.similar.opensPair(before: $0) } == [.to])
    #expect(seconds.filter { Word.compared.opensPair(before: $0) } == [.to, .with])
    for word in [Word.other, .like, .likening, .ifOrThough, .to, .with] {
      #expect(seconds.allSatisfy { !word.opensPair(before: $0) }, "\(word)")
    }
  }

  /// Every token of a read sentence carries its text's `likeness`, and `likened` marks, for each
  /// prefix of each sentence, what the texts' reading marks.
  @Test func likenedAnswersAsTheTexts() {
    let reader = Reader(lexicon: .bundled, stemmer: SnowballStemmer())
    var marked = 0
    for text in Self.texts {
      for tokens in reader.sentences(of: text) {
        let infos = tokens.map { reader.info($0) }
        for (token, info) in zip(tokens, infos) {
          #expect(info.likeness == Word(token.text), "\(token.text)")
        }
        for end in tokens.indices {
          let prefix = Array(tokens[...end])
          let marks = Reader.likened(prefix, infos: Array(infos[...end]))
          #expect(marks == Self.likenedByTexts(prefix), "\(text) [..\(end)]")
          marked += marks.filter { $0 }.count
        }
      }
    }
    #expect(marked > 50)
    let said = reader.sentences(of: "weak is like a parent, it stays").flatMap { $0 }
    let marks = Reader.likened(said, infos: said.map { reader.info($0) })
    #expect(zip(said, marks).filter(\.1).map(\.0.text) == ["a", "parent"])
  }
}
