import Dispatch
import DrillKitTesting
import Synchronization
import Testing

@testable import DrillGrading

/// A text read on its own bytes, its scalars and offsets decoded into the thread's room
/// (`ReadingScratch`, `StatementReader.scalarPieces(of:bytes:asides:)`, issue 29 (a), session 33):
/// what the reading of a copy of the bytes into two new arrays read, whatever was read before.
@Suite struct ReadingScratchTests {
  static func shape(_ text: String, asides: Bool = false) -> [[String]]? {
    StatementReader.scalarPieces(of: text, asides: asides).map {
      StatementReaderScalarTests.shape($0, in: text)
    }
  }

  static func characterShape(_ text: String, asides: Bool = false) -> [[String]] {
    StatementReaderScalarTests.shape(StatementReader.characterPieces(of: text, asides: asides), in: text)
  }

  /// Texts of every kind: empty, ASCII, accented, other scripts, read by character (nil), long.
  static let texts: [String] =
    StatementReaderScalarTests.texts + StatementReaderCapitalWordTests.texts + [
      "", " ", "a", "\u{E9}", "\u{E9}t\u{E9}", "ASCII only. Two sentences; three!",
      "cafe\u{301}", "\r\n", "\u{037E}", "😀", "a😀b c\u{10FFFF}.",
      String(repeating: "l\u{2019}\u{E9}l\u{E9}ment, `r\u{E9}sultat` vaut 12. ", count: 400),
      String(repeating: "plain words and code `a ?? b`. ", count: 300),
      // Longer than the room a thread keeps (`ReadingScratch.largestKept`, in decoded bytes).
      String(repeating: "\u{E9}t\u{E9} ", count: 25_000),
    ]

  /// The reading as the character reading reads it wherever the scalar reading reads a text.
  @Test func textsReadAsTheCharacterReadingReadsThem() {
    for text in Self.texts {
      for asides in [false, true] {
        guard let units = Self.shape(text, asides: asides) else { continue }
        expectEqual(units, Self.characterShape(text, asides: asides), "\(text.prefix(40))")
      }
    }
  }

  /// Texts read in turn, longer and shorter ones after each other (the room kept and reused):
  /// each read as it reads alone, first in the process.
  @Test func roomReusedReadsEachTextAsAlone() {
    let alone = Self.texts.map { Self.shape($0) }
    for order in [Self.texts.indices.map { $0 }, Self.texts.indices.reversed(), [0, 30, 1, 31, 2, 32]] {
      for index in order where index < Self.texts.count {
        expectEqual(Self.shape(Self.texts[index]), alone[index], "\(Self.texts[index].prefix(40))")
      }
    }
  }

  /// Threads reading the same texts at once, each in its own room, read them alike.
  @Test func threadsReadAlike() {
    let expected = Self.texts.map { Self.shape($0) }
    let mismatches = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      let order = thread % 2 == 0 ? Array(Self.texts.indices) : Self.texts.indices.reversed()
      for index in order where Self.shape(Self.texts[index]) != expected[index] {
        mismatches.withLock { $0 += 1 }
      }
    }
    expectEqual(mismatches.withLock { $0 }, 0)
  }

  /// A room asked for inside another is other memory; the outer room keeps what was written.
  @Test func roomInsideRoomIsItsOwn() {
    ReadingScratch.withRoom(scalars: 64) { scalars, offsets in
      for index in 0..<64 { (scalars[index], offsets[index]) = ("x", index) }
      ReadingScratch.withRoom(scalars: 8) { inner, innerOffsets in
        expectTrue(UnsafeRawPointer(inner) != UnsafeRawPointer(scalars))
        expectTrue(UnsafeRawPointer(innerOffsets) != UnsafeRawPointer(offsets))
        for index in 0..<8 { (inner[index], innerOffsets[index]) = ("y", -1) }
      }
      expectTrue((0..<64).allSatisfy { scalars[$0] == "x" && offsets[$0] == $0 })
    }
  }

  /// The text's bytes read in place and from a copy (the reading of a text with no contiguous
  /// bytes) give the same pieces.
  @Test func bytesInPlaceAndCopiedReadAlike() {
    for text in Self.texts {
      let copied = Array(text.utf8).withUnsafeBufferPointer {
        StatementReader.scalarPieces(of: text, bytes: $0, asides: false)
      }
      expectEqual(copied.map { StatementReaderScalarTests.shape($0, in: text) }, Self.shape(text))
    }
  }
}
