extension StatementReader {
  /// The `WordInfo`s of a clause's tokens, in their order, each held without a retain of its own
  /// (issue 29 (a), s35-checkfast38: `concepts` made an array of them, each retained as it was
  /// put in and released with the array, 219,090 of each on the unicode bank). A token's own
  /// `WordInfo` is kept alive by the token, in `tokens`, which this holds (one reference for them
  /// all); one looked up for a token that carries none (`info(_:)`) by `lookedUp`.
  struct TokenInfos: RandomAccessCollection {
    /// A `WordInfo` not retained: `unowned(unsafe)` is sound here only because `TokenInfos` holds
    /// what keeps each alive (`tokens`, `lookedUp`) for as long as it lives.
    private struct Unretained {
      unowned(unsafe) let info: WordInfo
    }
    private let tokens: [Token]
    private let lookedUp: [WordInfo]
    private let infos: [Unretained]

    init(_ tokens: [Token], reader: StatementReader) {
      var lookedUp: [WordInfo] = []
      infos = tokens.map { token in
        if let info = token.info { return Unretained(info: info) }
        let info = reader.info(token)
        lookedUp.append(info)
        return Unretained(info: info)
      }
      (self.tokens, self.lookedUp) = (tokens, lookedUp)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { infos.count }
    subscript(index: Int) -> WordInfo { infos[index].info }
  }
}
