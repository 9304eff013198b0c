/// Appends values to a compact byte buffer: variable-length integers and
/// length-prefixed UTF-8 strings. Read back with `BinaryReader`, in the same order.
package struct BinaryWriter {
  package private(set) var bytes: [UInt8] = []

  package init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// A non-negative integer in 7-bit groups; negative values are zig-zag encoded.
  package mutating func write(_ value: Int) {
    var bits = UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1))))
    while bits >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: bits) | 0x80)
      bits >>= 7
    }
    bytes.append(UInt8(bits))
  }

  package mutating func write(_ value: Bool) {
    bytes.append(value ? 1 : 0)
  }

  package mutating func write(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      write(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  /// A block of bytes, length first: read as a string's bytes are (the content cache's snapshot
  /// passes over its blocks without decoding them).
  package mutating func write(bytes block: [UInt8]) {
    write(block.count)
    bytes.append(contentsOf: block)
  }

  package mutating func write(_ value: String?) {
    write(value != nil)
    if let value { write(value) }
  }

  package mutating func write(_ value: Int?) {
    write(value != nil)
    if let value { write(value) }
  }

  package mutating func write(_ values: [String]) {
    write(values.count)
    for value in values { write(value) }
  }

  /// `value` as its position in `cases` (read back with `BinaryReader.readPosition(below:)`): a
  /// number instead of a name to match.
  package mutating func write<Value: Equatable>(case value: Value, of cases: [Value]) {
    write(cases.firstIndex(of: value) ?? cases.count)
  }

  /// An array whose elements write themselves.
  package mutating func write<Element>(_ values: [Element], each: (inout BinaryWriter, Element) -> Void) {
    write(values.count)
    for value in values { each(&self, value) }
  }
}
