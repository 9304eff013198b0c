/// A table of values keyed by texts' bytes, hashed on them (`WordTable`'s first look). A
/// `Dictionary` keyed by `String` hashes each key through `Hasher` after checking it is in normal
/// form, about 190 instructions a word: looking up each token's text was 93 M of a `check` of the
/// unicode bank and 120 M of the prose bank (issue 29 (a), session 30). The hash folds eight bytes
/// at a time with a multiply, seeded per table. Keys are compared as `String`s (`==`: canonical
/// equivalence, a scan of the bytes when they are the same), so two texts of other bytes equal as
/// `String`s are two keys, unless their hashes meet, when the one found answers for both.
///
/// Open addressing, linear probing, at most half full: only looked up and added to, never walked,
/// so no order of its keys shows anywhere.
struct TextBytesTable<Value> {
  private var keys: [String?]
  private var values: [Value?]
  private var hashes: [UInt64]
  private(set) var count = 0

  init() {
    (keys, values, hashes) = (
      Array(repeating: nil, count: 64), Array(repeating: nil, count: 64), Array(repeating: 0, count: 64)
    )
  }

  /// The hash of `text`'s bytes under `seed`, nil when the text has no bytes of its own to read:
  /// the seed and the count, then each eight bytes as a little-endian word, the last word the
  /// bytes left. Each word is loaded whole, not byte by byte (issue 29 (a), s44-checkfast44: the
  /// loop was about half of `WordTable.setKnown`, 347,351 words on the prose bank): a tail is
  /// the last eight bytes shifted down, or in a text under eight bytes its first and last four,
  /// the same word as the bytes put together one by one.
  static func hash(_ text: String, seed: UInt64) -> UInt64? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64 in
      let count = bytes.count
      var hash = seed ^ UInt64(count)
      guard count > 0, let base = bytes.baseAddress else { return fold(hash, 0xBF58_476D_1CE4_E5B9) }
      let raw = UnsafeRawPointer(base)
      var index = 0
      while index + 8 <= count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        hash = fold(hash ^ word, 0x9E37_79B9_7F4A_7C15)
        index += 8
      }
      let rest = count - index
      if rest > 0 {
        let tail: UInt64
        if count >= 8 {
          let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
          tail = last >> UInt64(8 * (8 - rest))
        } else if rest >= 4 {
          let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
          let high = UInt64(
            UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: rest - 4, as: UInt32.self)))
          tail = low | (high >> UInt64(8 * (8 - rest))) << 32
        } else {
          tail =
            UInt64(bytes[0]) | (rest > 1 ? UInt64(bytes[1]) << 8 : 0)
            | (rest > 2 ? UInt64(bytes[2]) << 16 : 0)
        }
        hash = fold(hash ^ tail, 0x9E37_79B9_7F4A_7C15)
      }
      return fold(hash, 0xBF58_476D_1CE4_E5B9)
    }
  }

  private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }

  /// The value of `text`, whose `hash` is `hash`.
  func value(_ text: String, hash: UInt64) -> Value? {
    let mask = keys.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while let key = keys[slot] {
      if hashes[slot] == hash, key == text { return values[slot] }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Sets the value of `text`, whose `hash` is `hash`.
  mutating func set(_ value: Value, for text: String, hash: UInt64) {
    if (count + 1) * 2 > keys.count { grow() }
    let mask = keys.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while let key = keys[slot] {
      if hashes[slot] == hash, key == text {
        values[slot] = value
        return
      }
      slot = (slot + 1) & mask
    }
    (keys[slot], values[slot], hashes[slot]) = (text, value, hash)
    count += 1
  }

  private mutating func grow() {
    let (oldKeys, oldValues, oldHashes) = (keys, values, hashes)
    let size = keys.count * 2
    (keys, values, hashes, count) = (
      Array(repeating: nil, count: size), Array(repeating: nil, count: size),
      Array(repeating: 0, count: size), 0
    )
    for slot in oldKeys.indices {
      if let key = oldKeys[slot], let value = oldValues[slot] { set(value, for: key, hash: oldHashes[slot]) }
    }
  }
}
