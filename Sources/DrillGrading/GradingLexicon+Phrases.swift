extension GradingLexicon {
  // Moved from GradingLexicon.swift (s33-checkfast34), so that file stays under the 300-line bound.

  /// `meanings[stems]` of `infos[range]`'s stems (two words or more), found by their hash
  /// (`entriesByHash`), the stems compared in place as `String`s compare: most phrases
  /// `mayStartEntry` lets through are none, and each looked up built an array of their stems and
  /// hashed it (issue 29 (a), s32-checkfast30).
  /// `infos`: an array, or a clause's `StatementReader.TokenInfos`.
  func meaning<Infos: RandomAccessCollection<WordInfo>>(of infos: Infos, _ range: Range<Int>) -> Meaning?
  where Infos.Index == Int {
    var hash = Self.entryHashSeed
    for index in range { hash = Self.entryHash(hash, infos[index].stemHash) }
    guard let entries = entriesByHash[hash] else { return nil }
    for entry in entries where entry.stems.count == range.count {
      if zip(entry.stems, range).allSatisfy({ $0 == infos[$1].stem }) { return entry.meaning }
    }
    return nil
  }

  /// A phrase's hash, its stems' `nameHash`es folded in order (FNV-1a, a stem at a time): equal
  /// stems, equal hashes.
  static let entryHashSeed: UInt64 = 0xCBF2_9CE4_8422_2325
  static func entryHash(_ hash: UInt64, _ stemHash: UInt32) -> UInt64 {
    (hash ^ UInt64(stemHash)) &* 0x100_0000_01B3
  }
}

extension GradingLexicon {
  /// How `rivals` names a concept.
  static func rivalKey(_ concept: String, flipped: Bool) -> String { flipped ? concept + "¬" : concept }
}
