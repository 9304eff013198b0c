/// Reads what `BinaryWriter` wrote, in the same order. Every read checks the
/// bounds: a truncated or damaged buffer throws, it never traps.
package struct BinaryReader {
  /// The buffer ended early or held a value that cannot be.
  package struct Corrupt: Error, Equatable {
    package init() {}
  }

  private let bytes: [UInt8]
  private var offset = 0

  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  package var isAtEnd: Bool { offset == bytes.count }

  package mutating func readInt() throws(Corrupt) -> Int {
    guard let value = decodeVarint(bytes, at: &offset, end: bytes.count) else { throw Corrupt() }
    return value
  }

  /// A count or length: never negative, never past the end of the buffer.
  package mutating func readCount() throws(Corrupt) -> Int {
    let count = try readInt()
    guard count >= 0, count <= bytes.count - offset else { throw Corrupt() }
    return count
  }

  package mutating func readBool() throws(Corrupt) -> Bool {
    guard offset < bytes.count, bytes[offset] <= 1 else { throw Corrupt() }
    defer { offset += 1 }
    return bytes[offset] == 1
  }

  package mutating func readString() throws(Corrupt) -> String {
    let count = try readCount()
    let start = offset
    offset += count
    return bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<start + count]), as: UTF8.self)
    }
  }

  /// A string, or `repeated.value` when its bytes are those at `repeated.range` (a value
  /// repeated entry after entry is then shared, not made again); `repeated` becomes this one.
  package mutating func readString(repeating repeated: inout (range: Range<Int>, value: String)?)
    throws(Corrupt) -> String
  {
    let count = try readCount()
    let range = offset..<offset + count
    offset += count
    if let previous = repeated, previous.range.count == count,
      bytes[previous.range].elementsEqual(bytes[range])
    {
      return previous.value
    }
    let value = bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }
    repeated = (range, value)
    return value
  }

  /// A position in a list of `count` values (`BinaryWriter.write(case:of:)`). Not generic
  /// over the list: a generic call from another module is not specialised, and its
  /// metadata look-ups cost more than the read (10,000 a snapshot).
  package mutating func readPosition(below count: Int) throws(Corrupt) -> Int {
    let index = try readInt()
    guard index >= 0, index < count else { throw Corrupt() }
    return index
  }

  package mutating func readOptionalString() throws(Corrupt) -> String? {
    try readBool() ? try readString() : nil
  }

  package mutating func readOptionalInt() throws(Corrupt) -> Int? {
    try readBool() ? try readInt() : nil
  }

  package mutating func readStrings() throws(Corrupt) -> [String] {
    try readArray { reader throws(Corrupt) in try reader.readString() }
  }

  /// An array whose elements read themselves.
  package mutating func readArray<Element>(
    _ each: (inout BinaryReader) throws(Corrupt) -> Element
  ) throws(Corrupt) -> [Element] {
    let count = try readCount()
    var values: [Element] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try each(&self)) }
    return values
  }
}

/// The integer `BinaryWriter` wrote at `offset` in `bytes[..<end]` (zigzag, seven bits a byte),
/// with `offset` moved past it; nil when the bytes end before it does or it runs past 64 bits.
/// The one decoding of `BinaryReader` and of a mapped snapshot's `MappedReader`, inlined into
/// each, so that it is the loop over that reader's own buffer. A function of its own, not a
/// member of `BinaryReader`: Swift 6.3 inlines no `@inlinable` member of a `package` type into
/// another module (`MappedReader` called the unspecialised generic, 12 k instructions more at
/// the first prompt).
@inlinable @inline(__always)
package func decodeVarint<Bytes: RandomAccessCollection<UInt8>>(
  _ bytes: Bytes, at offset: inout Int, end: Int
) -> Int? where Bytes.Index == Int {
  var bits: UInt64 = 0
  var shift: UInt64 = 0
  while true {
    guard offset < end, shift < 64 else { return nil }
    let byte = bytes[offset]
    offset += 1
    bits |= UInt64(byte & 0x7f) << shift
    if byte < 0x80 { break }
    shift += 7
  }
  return Int(truncatingIfNeeded: Int64(bitPattern: (bits >> 1) ^ (0 &- (bits & 1))))
}
