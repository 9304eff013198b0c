/// A set of `StatementReader.nameHash`es as 65,536 bits (the hash's low sixteen): a name whose bit
/// is clear is not among the names inserted; a set bit may be another name's.
struct NameHashBits: Sendable {
  private var bits = [UInt64](repeating: 0, count: 1024)

  mutating func insert(_ name: String) {
    let hash = StatementReader.nameHash(name)
    bits[Int(hash & 0xFFFF) >> 6] |= 1 << UInt64(hash & 63)
  }

  func contains(_ hash: UInt32) -> Bool { bits[Int(hash & 0xFFFF) >> 6] & (1 << UInt64(hash & 63)) != 0 }
}
