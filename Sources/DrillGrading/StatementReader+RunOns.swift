/// Run-on answers (session 23, s23-grading47): a learner at the prompt often types one long line
/// with no sentence mark ("A struct is copied when you assign it The class is shared so everyone
/// sees a change"). The sentence is the unit of several rules (a sentence read whole, two
/// fragments read together, a denial elsewhere in the sentence, the sentence a pronoun takes its
/// subject from), so such an answer read as one sentence lost a third of its accuracy. In a text
/// with no sentence mark at all, a word written with a capital where nothing else explains the
/// capital starts a sentence, as its writer's capitals say (`startsRunOnSentence`). A text with
/// any mark (even one full stop at its end) keeps its own sentences: its capitals inside a
/// sentence are names and titles ("the Now Playing app").
extension StatementReader {
  /// The text has no sentence mark: no `.`, `?` or `!` before a space or at its end (an ellipsis
  /// is none), no `;` and no line break. Marks inside code spans count too (the rule then stays
  /// off), as does the `?` of a `try?` said aloud.
  static func isRunOn(_ text: String) -> Bool {
    var previous: UInt8 = 0
    // The byte before was a mark, if a space or the end follows it.
    var mark = false
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: ";"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return false
      case UInt8(ascii: " "), UInt8(ascii: "\t"): if mark { return false }
      default: break
      }
      mark =
        (byte == UInt8(ascii: ".") && previous != UInt8(ascii: ".")) || byte == UInt8(ascii: "?")
        || byte == UInt8(ascii: "!")
      previous = byte
    }
    return !mark
  }

  /// The sentences of an answer (`clauses(_:)`), its asides apart: a run-on text's as its capitals
  /// start them.
  func answerSentences(of text: String) -> [[Token]] {
    let sentences = sentences(of: text, asides: true)
    return Self.isRunOn(text) ? sentences.flatMap { runOnSentences($0, in: text) } : sentences
  }

  /// A text of fewer words is read as one sentence typed without its full stop (half the labelled
  /// answers' sentences are shorter): a `wrong:` line or a one-line answer such as "internal Swift
  /// declarations are visible from C++" names things with capitals. On the run-on copies of the
  /// labelled sets a bound of 8 to 16 words changed no figure; 20 lost 4 points, 30 lost 68.
  static let runOnWords = 16

  /// A run-on sentence's tokens as the sentences its capitals start (`startsRunOnSentence`), when
  /// it holds `runOnWords` words or more and its writer capitalises where a sentence starts: the
  /// text opens with a capital, or one of the starts is an opener ("async means it can suspend and
  /// resume later To call it …" opens with a keyword). A text typed all in lowercase ("so basically the
  /// plain C enum shows up as a struct …, the NS_ENUM one becomes a real Swift enum …") has
  /// capitals on its names only.
  func runOnSentences(_ tokens: [Token], in text: String) -> [[Token]] {
    var words = 0
    var last: Range<String.Index>?
    for token in tokens where token.kind == .word && token.range != last {
      (words, last) = (words + 1, token.range)
    }
    guard words >= Self.runOnWords else { return [tokens] }
    let starts = tokens.indices.dropFirst().filter { startsRunOnSentence(tokens, at: $0, in: text) }
    let capitalises =
      text.first(where: \.isLetter)?.isUppercase ?? false
      || starts.contains { Self.runOnOpeners.contains(Self.lowered(text[tokens[$0].range])) }
    guard capitalises, !starts.isEmpty else { return [tokens] }
    var sentences: [[Token]] = []
    var start = 0
    for index in starts {
      sentences.append(Array(tokens[start..<index]))
      start = index
    }
    sentences.append(Array(tokens[start...]))
    return sentences
  }

  /// The word at `index` starts a sentence of a run-on text: written with a capital and the rest
  /// lowercase (not `I`, `I'd`; not a camelCase name, nor part of a hyphenated or dotted one), after
  /// a word (no comma or colon between) that may end a sentence.
  ///
  /// - A word of the reader's openers ("The", "And", "So", "If", "It's") starts one after any word
  ///   (a code span too: "using `Unmanaged` Once it is registered …") but an article, `of`, a
  ///   conjunction or a possessive ("in Xcode The app …"); "A" only before a word that may follow
  ///   an article ("type A and B" names a type).
  /// - Any other capitalised word starts one only where no capital beside it makes it part of a
  ///   name ("the App Store", "Now Playing"), after a word outside code that may end a sentence:
  ///   not a preposition, an auxiliary, a determiner or a conjunction ("in Xcode", "of Any" are
  ///   names; "… how you want it framed User pans …" starts one). A name after a verb ("use Xcode
  ///   to …") is read as a start: the sentence it splits rarely holds a point alone.
  func startsRunOnSentence(_ tokens: [Token], at index: Int, in text: String) -> Bool {
    let token = tokens[index]
    let before = tokens[index - 1]
    guard token.kind == .word, !token.inCode, before.kind == .word,
      before.range != token.range,  // the second part of a camelCase word or a contraction
      let word = Self.titleCased(token.range, in: text)
    else { return false }
    let said = Self.lowered(word)
    guard !Self.runOnFirstPerson.contains(said) else { return false }
    let previous = Self.lowered(text[before.range])
    let next = tokens[(index + 1)...].first { $0.range != token.range }
    if Self.runOnOpeners.contains(said) {
      if word.count == 1 {
        guard let next, next.kind == .word, !Self.runOnUnfinished.contains(Self.lowered(text[next.range]))
        else { return false }
      }
      return !Self.runOnOpenerUnfinished.contains(previous)
    }
    let nextIsCapital = next.map { $0.kind == .word && Self.capitalised($0.range, in: text) } ?? false
    return word.count > 1 && !before.inCode && !Self.runOnUnfinished.contains(previous)
      && !Self.capitalised(before.range, in: text) && !nextIsCapital
  }

  /// A written word lowercased, `’` read as `'`.
  static func lowered(_ word: Substring) -> String {
    word.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
  }

  /// The word written at `range`, when it is written with a capital and the rest in lowercase
  /// (an apostrophe may stand inside: "It's", "Don't"), with a space, an opening quote or the
  /// start before it and a space, a comma, a closing quote or the end after it; nil otherwise.
  static func titleCased(_ range: Range<String.Index>, in text: String) -> Substring? {
    let word = text[range]
    guard let first = word.first, first.isUppercase,
      word.dropFirst().allSatisfy({ $0.isLowercase || $0 == "'" || $0 == "\u{2019}" })
    else { return nil }
    if range.lowerBound > text.startIndex,
      !text[text.index(before: range.lowerBound)].isWhitespace,
      !"\"'(\u{201C}\u{2018}".contains(text[text.index(before: range.lowerBound)])
    {
      return nil
    }
    if range.upperBound < text.endIndex, !text[range.upperBound].isWhitespace,
      !",\"')\u{201D}\u{2019}".contains(text[range.upperBound])
    {
      return nil
    }
    return word
  }

  /// The word written at `range` starts with a capital.
  static func capitalised(_ range: Range<String.Index>, in text: String) -> Bool {
    text[range].first?.isUppercase ?? false
  }

  /// `I` and its contractions: capitalised anywhere.
  static let runOnFirstPerson: Set<String> = ["i", "i'd", "i'm", "i'll", "i've"]

  /// Words that open a sentence more often than they stand capitalised inside one: function
  /// words, discourse words and subjects with their contractions.
  static let runOnOpeners: Set<String> = [
    "the", "a", "an", "and", "or", "but", "so", "if", "when", "then", "because", "since", "as", "after",
    "before", "once", "while", "whereas", "although", "though", "however", "otherwise", "instead", "also",
    "plus", "still", "just", "only", "now", "here", "there", "well", "um", "uh", "yes", "yeah", "okay", "ok",
    "sure", "right", "anyway", "actually", "basically", "honestly", "finally", "first", "second", "third",
    "next", "last", "one", "two", "three", "same", "another", "each", "every", "any", "some", "all", "most",
    "both", "either", "neither", "no", "in", "on", "at", "to", "for", "with", "what", "which", "where",
    "how", "why", "this", "that", "these", "those", "it", "its", "they", "their", "we", "you", "that's",
    "it's", "there's", "you're", "they're", "that'll", "it'll", "you'll", "you'd", "we'd", "don't",
    "doesn't", "can't", "won't", "isn't", "aren't",
  ]

  /// Words a sentence does not end with, before an opener: an article, `of`, a conjunction, a
  /// possessive.
  static let runOnOpenerUnfinished: Set<String> = [
    "the", "a", "an", "of", "and", "or", "nor", "but", "if", "because", "my", "your", "our", "its", "their",
    "his", "her", "very", "than", "whose",
  ]

  /// Words after which a capitalised word is a name, not a sentence's start: prepositions,
  /// conjunctions, auxiliaries, determiners and the adverbs that lead to a word.
  static let runOnUnfinished: Set<String> = [
    "the", "a", "an", "of", "to", "in", "on", "at", "for", "with", "from", "by", "like", "as", "into", "onto",
    "about", "than", "and", "or", "but", "nor", "if", "when", "whenever", "unless", "because", "since",
    "while", "whereas", "although", "though", "that", "which", "who", "whose", "whom", "where", "so", "is",
    "are", "was", "were", "be", "been", "being", "am", "has", "have", "had", "do", "does", "did", "can",
    "could", "will", "would", "should", "must", "may", "might", "shall", "not", "no", "very", "too", "more",
    "most", "less", "its", "their", "your", "our", "my", "his", "her", "this", "these", "those", "each",
    "every", "any", "some", "all", "another", "such", "both", "either", "neither", "what", "how", "why",
    "just", "also", "even", "only", "then",
  ]
}
