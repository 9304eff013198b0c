/// A 128-bit hash of a sequence of byte strings, the same on every run and machine (the
/// standard library's `Hasher` is seeded per process): it names the content cache's
/// snapshot file and tells whether the moves files changed since their moves were applied.
///
/// Not a digest: it guards nothing. What it keys is checked again where it matters (a
/// snapshot's header holds its whole fingerprint), so a collision could only cost a cache
/// miss. It runs on every start, where SHA-256 would load libcrypto (4.5 million
/// instructions) and hash the 50 KB moves file at about 30 instructions a byte; this takes
/// about one and a half a byte.
package struct StableHash: Sendable {
  private var first: UInt64 = 0x243F_6A88_85A3_08D3
  private var second: UInt64 = 0x1319_8A2E_0370_7344

  package init() {}

  /// Adds `bytes` as one piece: its length goes in first, so the pieces `"ab", "c"` and
  /// `"a", "bc"` hash differently.
  package mutating func combine(_ bytes: UnsafeRawBufferPointer) {
    mix(UInt64(bytes.count))
    var offset = 0
    while offset + 8 <= bytes.count {
      mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < bytes.count {
      tail |= UInt64(bytes[offset]) << shift
      shift += 8
      offset += 1
    }
    mix(tail)
  }

  /// Adds the UTF-8 bytes of `text` as one piece.
  package mutating func combine(_ text: String) {
    var text = text
    text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
  }

  /// Adds `bytes` as one piece.
  package mutating func combine(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { combine($0) }
  }

  /// 32 lowercase hexadecimal digits.
  package var hex: String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(32)
    for lane in [Self.finish(first), Self.finish(second)] {
      for index in stride(from: 60, through: 0, by: -4) {
        text.append(digits[Int((lane >> UInt64(index)) & 0xF)])
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The hash of `text`'s UTF-8 bytes, as `hex`.
  package static func hex(_ text: String) -> String {
    var hash = StableHash()
    hash.combine(text)
    return hash.hex
  }

  // Two lanes, each an xxHash64-style round (multiply, rotate, multiply) with its own primes.
  private mutating func mix(_ word: UInt64) {
    first = ((first ^ (word &* 0x9E37_79B1_85EB_CA87)).rotatedLeft(31)) &* 0xC2B2_AE3D_27D4_EB4F
    second = ((second ^ (word &* 0xFF51_AFD7_ED55_8CCD)).rotatedLeft(27)) &* 0xC4CE_B9FE_1A85_EC53
  }

  /// MurmurHash3's finaliser: every input bit reaches every output bit.
  private static func finish(_ value: UInt64) -> UInt64 {
    var value = value
    value ^= value >> 33
    value &*= 0xFF51_AFD7_ED55_8CCD
    value ^= value >> 33
    value &*= 0xC4CE_B9FE_1A85_EC53
    value ^= value >> 33
    return value
  }
}

extension UInt64 {
  fileprivate func rotatedLeft(_ count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
