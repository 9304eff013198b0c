/// What `StatementReader.unitSentences` reads a text from (issue 29 (a), session 33): its units,
/// the text's index of each unit (and of the end), and a word's text. A type for each reading, so
/// that `unitSentences` is specialised for each and these are inlined into it: as closures they
/// were a call through a context for every word (32 M instructions of a `check` of the unicode
/// bank, 44.5 M of the prose bank) and every index (14 M, 19.5 M).
protocol TextUnitSource {
  associatedtype Unit: TextUnit
  var units: UnsafeBufferPointer<Unit> { get }
  /// The text's index of unit `unit` (`units.count`: the end).
  func index(_ unit: Int) -> String.Index
  /// The text of the word of units `positions`, whose indices in the text are `range`.
  func word(_ positions: Range<Int>, _ range: Range<String.Index>) -> String
}

extension StatementReader {
  /// An ASCII text's bytes, in place: a unit is a byte, its offset its index.
  struct ASCIIUnits: TextUnitSource {
    let units: UnsafeBufferPointer<UInt8>
    let utf8: String.UTF8View

    @inline(__always)
    func index(_ unit: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: unit) }

    @inline(__always)
    func word(_ positions: Range<Int>, _: Range<String.Index>) -> String {
      StatementReader.string(units, positions, ascii: true)
    }
  }

  /// A text's scalars (each a character of its own) with the UTF-8 offset of each and of the
  /// end (`decode(_:into:offsets:)`), and its bytes in place.
  struct ScalarUnits: TextUnitSource {
    let units: UnsafeBufferPointer<Unicode.Scalar>
    let offsets: UnsafeMutablePointer<Int>
    let bytes: UnsafeBufferPointer<UInt8>
    let utf8: String.UTF8View

    @inline(__always)
    func index(_ unit: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offsets[unit]) }

    @inline(__always)
    func word(_ positions: Range<Int>, _: Range<String.Index>) -> String {
      let range = offsets[positions.lowerBound]..<offsets[positions.upperBound]
      // As many bytes as scalars: an ASCII word.
      return StatementReader.string(bytes, range, ascii: range.count == positions.count)
    }
  }

  /// A text's characters, with the index of each and of the end.
  struct CharacterUnits: TextUnitSource {
    let units: UnsafeBufferPointer<Character>
    let indices: [String.Index]
    let text: String

    func index(_ unit: Int) -> String.Index { indices[unit] }

    func word(_: Range<Int>, _ range: Range<String.Index>) -> String { String(text[range]) }
  }
}
