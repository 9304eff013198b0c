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

    /// `reader` borrowed: an initializer takes its arguments owned, so `concepts(_:)` copied the
    /// whole reader for each call (its sets, tables and code names retained, then released here:
    /// 42,501 copies on the prose bank; issue 29 (a), s43-checkfast42). The closure reads it in
    /// place, as it reads each token.
    init(_ tokens: [Token], reader: borrowing StatementReader) {
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
