extension StatementReader {
  // MARK: A `re-` verb is the verb again (session 26, s26-grading60)

  /// The tokens of a sentence with each `re-` verb read as the verb and `again`: "the client
  /// re-applies its change" says "applies its change again", and so does "reapplies" where the
  /// question's key points say the verb ("applies"; `againStems`). A hyphened `re-` is always
  /// the prefix of doing again (English writes the hyphen to mean just that: "re-sign", "re-cover");
  /// a word written whole is read so only when the verb after `re` is one of the question's, the
  /// word has no lexicon entry of its own (`recreate`, `reload`, `retry` have theirs), is no word of
  /// the question itself and is not one whose `re` is no prefix of doing again (`notAgain`:
  /// "returns" is not "turns again"). A hyphened word the lexicon knows whole ("re-creates" for
  /// `recreate`) is read as that word.
  func readingAgain(_ tokens: [Token]) -> [Token] {
    // Most sentences say no `re-` word: one pass over the first bytes to know.
    guard
      tokens.contains(where: { $0.kind == .word && !$0.inCode && $0.startsRE })
    else { return tokens }
    // Made at the first word read again: a sentence whose `re-` words are none ("return") is given
    // back, its tokens not copied one by one (issue 29 (a), session 29).
    var read: [Token]?
    var index = 0
    func change() {
      guard read == nil else { return }
      read = []
      read!.reserveCapacity(tokens.count + 2)
      read!.append(contentsOf: tokens[..<index])
    }
    while index < tokens.count {
      guard tokens[index].kind == .word, !tokens[index].inCode, !tokens[index].inName, tokens[index].startsRE
      else {
        read?.append(tokens[index])
        index += 1
        continue
      }
      let token = tokens[index]
      if token.text == "re", index + 1 < tokens.count, tokens[index + 1].kind == .word,
        !tokens[index + 1].inCode, token.range.upperBound < tokens[index + 1].range.lowerBound
      {
        let verb = tokens[index + 1]
        var whole = Token(
          kind: .word, text: "re" + verb.text, range: token.range.lowerBound..<verb.range.upperBound)
        whole.info = info(whole)
        change()
        if let known = whole.info, known.single != nil || known.phraseStart > 0 {
          read!.append(whole)
        } else {
          read! += [repeated(verb), again(verb)]
        }
        index += 2
        continue
      }
      if let verb = againVerb(token) {
        change()
        read! += [repeated(verb), again(verb)]
      } else {
        read?.append(token)
      }
      index += 1
    }
    return read ?? tokens
  }

  /// `text.hasPrefix("re")`, its first two bytes tested first: no other bytes are canonically
  /// `re` (issue 29 (a), session 27: `hasPrefix` was asked of every word that starts with `r`).
  @inline(__always) static func startsWithRE(_ text: String) -> Bool {
    let bytes = text.utf8
    guard bytes.first == UInt8(ascii: "r"), bytes.count > 1,
      bytes[bytes.index(after: bytes.startIndex)] == UInt8(ascii: "e")
    else { return false }
    return text.hasPrefix("re")
  }

  /// The verb of a word written whole that says doing it again (`readingAgain`), else nil.
  private func againVerb(_ token: Token) -> Token? {
    guard token.text.utf8.count >= 6 else { return nil }
    let word = info(token)
    guard word.single == nil, word.phraseStart == 0, lexicon.rivals[word.stem] == nil,
      let againStems = questionAgainStems?.stems, !againStems.contains(word.stem)
    else { return nil }
    var verb = Token(kind: .word, text: String(token.text.dropFirst(2)), range: token.range)
    verb.info = info(verb)
    guard let stem = verb.info?.stem, againStems.contains(stem), !(verb.info?.stop ?? true),
      !Self.notAgain.contains(where: { stemmer.stem($0) == word.stem })
    else { return nil }
    return verb
  }

  /// `verb` marked as said again: a denial before it holds its `again` only.
  private func repeated(_ verb: Token) -> Token {
    var verb = verb
    verb.repeated = true
    return verb
  }

  /// `again`, said of `verb`: an empty range at its end, so that no rule reads the two as one word
  /// of two tokens (a camelCase name's tokens share its range: `forEachCodeName`).
  private func again(_ verb: Token) -> Token {
    var token = Token(kind: .word, text: "again", range: verb.range.upperBound..<verb.range.upperBound)
    token.info = info(token)
    return token
  }

  /// Reads answers to the question of `prompt` and `keyPoints`: its code names
  /// (`useCodeNames(of:)`) and the verbs a `re-` word may say again (`againStems`).
  mutating func useQuestion(prompt: String, keyPoints: [String]) {
    useCodeNames(of: [prompt] + keyPoints)
    questionAgainStems = QuestionAgainStems(keyPoints, maker: self)
  }

  /// The stems of the words of `texts` (a question's key points), outside code spans and names:
  /// the verbs a word written whole may say again ("refetches" where a point says "fetches";
  /// `readingAgain`). A name's part is no verb the point says (`configurationUpdateHandler`).
  func againStems(of texts: [String]) -> Set<String> {
    var stems: Set<String> = []
    for text in texts {
      for tokens in sentences(of: text) {
        for token in tokens where token.kind == .word && !token.inCode && !token.inName && !info(token).stop {
          stems.insert(info(token).stem)
        }
      }
    }
    return stems
  }

  /// Words whose `re` is no prefix of doing again, though a word follows it ("returns" is no
  /// "turns again", "reviews" no "views again", "removes" no "moves again"), and `re` before a
  /// noun said as a verb, which gives a new one ("renames" gives a new name: it does not name
  /// again; "resizes", "reorders").
  static let notAgain: [String] = [
    "rename", "resize", "reorder", "rescale", "restyle", "rebase", "reshape", "reposition",
    "return", "review", "remove", "restore", "replace", "remember", "resource", "represent", "reserve",
    "resort", "reside", "relate", "relation", "relative", "redirect", "refactor", "recall", "record",
    "recount", "report", "resolve", "resolution", "recover", "resign", "research", "reform", "release",
    "remark", "repair", "resent", "restrict", "retreat", "react", "reaction", "reactive", "refresh",
    "repress", "refine", "refund", "reward", "remind", "resound", "redress", "retire", "relay",
    "respect", "repeat", "reverse", "revert", "retain", "refuse", "reflect", "refer", "reference",
    "result", "request", "require", "respond", "response", "reveal", "regard", "reduce", "reply",
  ]
}

/// The stems of a question's key points (`StatementReader.againStems(of:)`), made by the reader of
/// the question the first time an answer's word may say one of them again, then kept: most
/// answers have no such word, and reading every point's words for each grading was a twentieth
/// of a `check` (issue 29 (a), session 26). One grading's, on one thread.
final class QuestionAgainStems {
  let maker: StatementReader
  let texts: [String]
  private var made: Set<String>?
  /// `nonSpellings`, once made (`StatementReader+NonSpellings.swift`).
  var madeNonSpellings: QuestionNonSpellings?

  init(_ texts: [String], maker: StatementReader) {
    (self.texts, self.maker) = (texts, maker)
  }

  /// Stems given, not read (tests).
  init(stems: Set<String>, maker: StatementReader) {
    (self.texts, self.maker, made) = ([], maker, stems)
  }

  var stems: Set<String> {
    if let made { return made }
    let stems = maker.againStems(of: texts)
    made = stems
    return stems
  }
}

extension StatementReader.Token {
  /// `StatementReader.startsWithRE` of its text, from its `WordInfo` when it carries one (a flag,
  /// not the text's bytes walked for every word of every sentence).
  @inline(__always) var startsRE: Bool { info?.startsRE ?? StatementReader.startsWithRE(text) }
}
