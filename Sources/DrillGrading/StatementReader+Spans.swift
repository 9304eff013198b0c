extension StatementReader {
  /// The words of a statement's tokens that say a concept, each with the tokens that say it: the
  /// lexicon's longest phrase first, then one word's meaning or stem, as `concepts` reads them, but
  /// without its denials (a negation word says no concept of its own) and without the readings
  /// that turn a concept round. What the missing words of a credited key point are shown in
  /// (`Judge.missing`): a span whose number is none of the point's concepts is passed over there.
  func conceptSpans(_ tokens: [Token]) -> [(number: Int32, tokens: Range<Int>)] {
    var spans: [(number: Int32, tokens: Range<Int>)] = []
    let infos = TokenInfos(tokens, reader: self)
    var index = 0
    outer: while index < tokens.count {
      let (kind, inCode, text) = (tokens[index].kind, tokens[index].inCode, tokens[index].text)
      if kind == .comma || (kind == .symbol && text == Self.parenthesis) {
        index += 1
        continue
      }
      let word = infos[index]
      if !inCode, word.startsNegationPhrase,
        let phrase = word.negationPhrases.first(where: { phrase in
          index + phrase.count <= tokens.count && tokens[index..<(index + phrase.count)].map(\.text) == phrase
        })
      {
        index += phrase.count
        continue
      }
      var length = min(word.phraseStart, tokens.count - index)
      let bare = word.stop && (terms.isEmpty || !terms.contains(text))
      let keyword = !terms.isEmpty && Self.isEverydayKeyword(text) && terms.contains(text)
      let nextStem = infos[min(index + 1, tokens.count - 1)].stemHash
      while length >= (bare ? 2 : 1) {
        if word.mayStartEntry(ofLength: length, beforeStem: nextStem),
          length == 1 || !tokens[index..<(index + length)].contains(where: { $0.kind == .comma }),
          let meaning = length == 1
            ? (keyword ? nil : word.single) : lexicon.meaning(of: infos, index..<(index + length))
        {
          spans.append((meaning.number, index..<(index + length)))
          index += length
          continue outer
        }
        length -= 1
      }
      index += 1
      if kind == .word {
        if !inCode, word.negation || word.purpose { continue }
        if word.stop || word.short { continue }
        if !inCode, let denied = word.prefixDenial {
          spans.append((denied.number, (index - 1)..<index))
          continue
        }
      }
      spans.append((word.stemNumber, (index - 1)..<index))
    }
    return spans
  }
}
