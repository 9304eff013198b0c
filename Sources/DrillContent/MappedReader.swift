import DrillSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads what `BinaryWriter` wrote where it lies (a mapped snapshot), without copying it into
/// an array first: the same integers, counts and strings as `BinaryReader`, with the same
/// checks (a read past `end`, a count longer than what is left, a position out of its list
/// each throw). A start reads the content snapshot's header this way: copying it out of the
/// mapping first touched every page of it twice, the packs' block too, which a quiz never reads.
struct MappedReader {
  let bytes: UnsafeRawBufferPointer
  private(set) var offset: Int
  let end: Int

  /// A reader of `bytes[offset..<end]` (`end` no further than `bytes.count`).
  init(_ bytes: UnsafeRawBufferPointer, from offset: Int, to end: Int) {
    self.bytes = bytes
    self.end = min(max(end, 0), bytes.count)
    self.offset = min(max(offset, 0), self.end)
  }

  var isAtEnd: Bool { offset == end }

  @inline(__always)
  mutating func readInt() throws(BinaryReader.Corrupt) -> Int {
    guard let value = decodeVarint(bytes, at: &offset, end: end) else { throw BinaryReader.Corrupt() }
    return value
  }

  @inline(__always)
  mutating func readCount() throws(BinaryReader.Corrupt) -> Int {
    let count = try readInt()
    guard count >= 0, count <= end - offset else { throw BinaryReader.Corrupt() }
    return count
  }

  @inline(__always)
  mutating func readPosition(below count: Int) throws(BinaryReader.Corrupt) -> Int {
    let index = try readInt()
    guard index >= 0, index < count else { throw BinaryReader.Corrupt() }
    return index
  }

  /// Passes over a string or a block of bytes; returns where its bytes lie.
  @discardableResult @inline(__always)
  mutating func skipString() throws(BinaryReader.Corrupt) -> Range<Int> {
    let count = try readCount()
    defer { offset += count }
    return offset..<offset + count
  }

  mutating func readString() throws(BinaryReader.Corrupt) -> String {
    Self.string(bytes, try skipString())
  }

  mutating func readStrings() throws(BinaryReader.Corrupt) -> [String] {
    let count = try readCount()
    var strings: [String] = []
    strings.reserveCapacity(count)
    for _ in 0..<count { strings.append(try readString()) }
    return strings
  }

  /// The bytes at `range` as a string (invalid UTF-8 repaired, as `BinaryReader` reads it).
  static func string(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
    String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// Whether the bytes at two ranges are the same.
  static func equal(_ bytes: UnsafeRawBufferPointer, _ first: Range<Int>, _ second: Range<Int>) -> Bool {
    first.count == second.count
      && (first.isEmpty
        || memcmp(bytes.baseAddress! + first.lowerBound, bytes.baseAddress! + second.lowerBound, first.count)
          == 0)
  }
}
