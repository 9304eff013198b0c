import Foundation

/// The words of a question's key points by the stems an answer's word derived from them may
/// have (`StatementReader.readingDerived`): each point word under its own stem, then under each
/// of its derivation bases (`StatementReader.derivationBases`) no point word has as its stem.
struct QuestionDerivations {
  /// The stems of the points' words (outside code spans and names, no stop words).
  var stems: Set<String> = []
  /// A stem or a derivation base, to the point's word said for it.
  var words: [String: String] = [:]
  /// The points' words of five letters or more, as read (code names' parts too: `nscamera`).
  var glued: Set<String> = []
  /// The stems the points deny with a `non` of their own ("non-frozen": `frozen`).
  var nonStems: Set<String> = []
}

extension QuestionAgainStems {
  var derivations: QuestionDerivations {
    if let madeDerivations { return madeDerivations }
    var made = QuestionDerivations()
    var bases: [(String, String)] = []
    for text in texts {
      for tokens in maker.sentences(of: text) {
        for token in tokens where token.kind == .word && token.text.utf8.count >= 5 { made.glued.insert(token.text) }
        for index in tokens.indices.dropLast() where tokens[index].text == "non" && tokens[index + 1].kind == .word {
          made.nonStems.insert(maker.info(tokens[index + 1]).stem)
        }
        for token in tokens where token.kind == .word && !token.inCode && !token.inName {
          let word = maker.info(token)
          guard !word.stop else { continue }
          made.stems.insert(word.stem)
          guard StatementReader.mayBeDerived(word, token.text, maker.lexicon) else { continue }
          if made.words[word.stem] == nil { made.words[word.stem] = token.text }
          for base in StatementReader.derivationBases(word.stem) { bases.append((base, token.text)) }
        }
      }
    }
    for (base, text) in bases where made.words[base] == nil && !made.stems.contains(base) {
      made.words[base] = text
    }
    madeDerivations = made
    return made
  }
}

extension StatementReader {
  // MARK: A word derived from one of the question's words is that word (session 31, s31-grading86)

  /// The tokens of a sentence with each word derived from a word of the question's key points read
  /// as that word: "the caller" where a point says "calls", "creates" where it says "creation".
  func readingDerived(_ tokens: [Token], in text: String) -> [Token] {
    guard let question = questionAgainStems else { return tokens }
    var read: [Token]?
    let non = ProcessInfo.processInfo.environment["DERIV_NON"] != nil
    var out: [Token] = []
    var split = false
    let acr = ProcessInfo.processInfo.environment["DERIV_ACR"] != nil
    var skip = false
    for index in tokens.indices {
      if skip { skip = false; continue }
      let token = tokens[index]
      if acr, index + 1 < tokens.count, let joined = gluedName(token, tokens[index + 1], question, text) {
        split = true
        out.append(joined)
        skip = true
        continue
      }
      if non, token.kind == .word, !token.inCode, !token.inName, let rest = closedNon(token, question) {
        split = true
        var denial = Token(kind: .word, text: "non", range: token.range.lowerBound..<token.range.lowerBound)
        denial.info = info(denial)
        out.append(denial)
        out.append(rest)
        continue
      }
      out.append(token)
      guard token.kind == .word, !token.inCode, !token.inName, !token.repeated,
        let said = derivedWord(token, question)
      else { continue }
      if read == nil { read = tokens }
      var derived = Token(kind: .word, text: said, range: token.range)
      derived.capitalized = token.capitalized
      derived.info = info(derived)
      read![index] = derived
    }
    if split { return out }
    return read ?? tokens
  }

  private func gluedName(_ first: Token, _ second: Token, _ question: QuestionAgainStems, _ source: String) -> Token? {
    guard first.kind == .word, second.kind == .word, !first.inCode, !second.inCode,
      (2...4).contains(first.text.utf8.count), second.text.utf8.count >= 3,
      first.range.upperBound <= second.range.lowerBound,
      ProcessInfo.processInfo.environment["DERIV_ANYCASE"] != nil || (first.text == "non" && ProcessInfo.processInfo.environment["DERIV_NONJOIN"] != nil) || (ProcessInfo.processInfo.environment["DERIV_ACRONLY"] != nil && source[first.range].utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }))
    else { return nil }
    let text = first.text + second.text
    guard question.derivations.glued.contains(text) else { return nil }
    var joined = Token(kind: .word, text: text, range: first.range.lowerBound..<second.range.upperBound)
    joined.info = info(joined)
    if ProcessInfo.processInfo.environment["DERIV_LOG"] != nil { FileHandle.standardError.write("ACR \(text)\n".data(using: .utf8)!) }
    return joined
  }

  private func closedNon(_ token: Token, _ question: QuestionAgainStems) -> Token? {
    guard token.text.hasPrefix("non"), token.text.utf8.count >= 7 else { return nil }
    let word = info(token)
    guard word.single == nil, word.phraseStart == 0, lexicon.rivals[word.stem] == nil else { return nil }
    var rest = Token(kind: .word, text: String(token.text.dropFirst(3)), range: token.range)
    rest.info = info(rest)
    guard let restInfo = rest.info, !restInfo.stop, (ProcessInfo.processInfo.environment["DERIV_NONPAIR"] != nil ? question.derivations.nonStems.contains(restInfo.stem) : (restInfo.single != nil || question.derivations.stems.contains(restInfo.stem)))
    else { return nil }
    if ProcessInfo.processInfo.environment["DERIV_LOG"] != nil { FileHandle.standardError.write("NON \(token.text)\n".data(using: .utf8)!) }
    return rest
  }

  private func derivedWord(_ token: Token, _ question: QuestionAgainStems) -> String? {
    let word = info(token)
    guard Self.mayBeDerived(word, token.text, lexicon) else { return nil }
    let points = question.derivations
    guard !points.stems.contains(word.stem) else { return nil }
    let dir = ProcessInfo.processInfo.environment["DERIV_DIR"] ?? "both"
    if dir != "fwd", let said = points.words[word.stem], !points.stems.contains(word.stem) {
      if ProcessInfo.processInfo.environment["DERIV_LOG"] != nil { FileHandle.standardError.write("DERIV \(token.text) -> \(said)\n".data(using: .utf8)!) }
      return said
    }
    for base in Self.derivationBases(word.stem) where dir != "rev" {
      if let said = points.words[base], points.stems.contains(base) || dir == "both" {
        if ProcessInfo.processInfo.environment["DERIV_LOG"] != nil { FileHandle.standardError.write("DERIV \(token.text) -> \(said)\n".data(using: .utf8)!) }
        return said
      }
    }
    return nil
  }

  /// A word that may be read through a derivation: a plain word of four letters or more that is
  /// no stop word, denial or purpose word, has no lexicon entry and names no rival or common concept.
  static func mayBeDerived(_ word: WordInfo, _ text: String, _ lexicon: GradingLexicon) -> Bool {
    text.utf8.count >= 4 && !word.stop && !word.negation && !word.purpose && !word.negativePronoun
      && word.single == nil && word.phraseStart == 0 && word.prefixDenial == nil
      && lexicon.rivals[word.stem] == nil && !lexicon.common.contains(word.stem)
      && word.stem.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
  }

  /// The stems a stem may be derived from, by the suffixes Snowball leaves on a short root: an
  /// agent noun or a comparative (`caller`, `parser`, `wrapper`, `longer`), a superlative
  /// (`highest`), a noun in `-ion` (`creation`), `-ison` (`comparison`), `-ery` (`delivery`),
  /// `-script-` for `-scribe` (`description`, `subscription`), an adjective in `-able`
  /// (`searchable`). Each base has four letters or more.
  static func derivationBases(_ stem: String) -> [String] {
    var bases: [String] = []
    func add(_ base: Substring) {
      guard base.utf8.count >= 4 else { return }
      bases.append(String(base))
      // A doubled last consonant: `wrapp` → `wrap`.
      let bytes = Array(base.utf8)
      if let last = bytes.last, bytes.count >= 5, bytes[bytes.count - 2] == last,
        !"aeiouls".utf8.contains(last)
      {
        bases.append(String(base.dropLast()))
      }
    }
    let on = Set((ProcessInfo.processInfo.environment["DERIV_RULES"] ?? "er,est,ion,ison,eri,abl,script").split(separator: ",").map(String.init))
    if on.contains("er"), stem.hasSuffix("er") || stem.hasSuffix("or") { add(stem.dropLast(2)) }
    if on.contains("est"), stem.hasSuffix("est") { add(stem.dropLast(3)) }
    if on.contains("ion"), stem.hasSuffix("tion") || stem.hasSuffix("sion") { add(stem.dropLast(3)) }
    if on.contains("ison"), stem.hasSuffix("ison") { add(stem.dropLast(4)) }
    if on.contains("eri"), stem.hasSuffix("eri") { add(stem.dropLast(3)) }
    if on.contains("abl"), stem.hasSuffix("abl") { add(stem.dropLast(3)) }
    if on.contains("clip"), stem.utf8.count >= 8 { add(stem.prefix(5)) }
    if on.contains("script"), let range = stem.range(of: "script", options: .backwards), range.upperBound == stem.endIndex {
      add(stem[..<range.lowerBound] + "scrib")
    }
    return bases
  }
}
