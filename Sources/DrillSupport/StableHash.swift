import CXXHash

/// A 128-bit hash of a sequence of byte strings, the same on every run and machine (the
/// standard library's `Hasher` is seeded per process): it names the content cache's
/// snapshot file, tells whether the moves files changed since their moves were applied and
/// keys the key-point audit cache.
///
/// xxHash's XXH3-128 (libxxhash, a maintained library, opened on the first hash; Debian
/// `libxxhash0`) of the pieces, each written as its length (8 bytes, little-endian) and
/// then its bytes: the pieces are kept in a buffer and hashed at once by the one-shot
/// `XXH3_128bits`, so a `StableHash` stays a plain value. `hex` is the hash as `xxhsum -H2`
/// prints it for a file holding those bytes.
///
/// Not a digest: it guards nothing. What it keys is checked again where it matters (a
/// snapshot's header holds its whole fingerprint), so a collision could only cost a cache
/// miss. It runs on every start, where SHA-256 would load libcrypto (4.5 million
/// instructions) and hash the 50 KB moves file at about 30 instructions a byte.
package struct StableHash: Sendable {
  private var bytes: [UInt8] = []

  package init() {}

  /// Adds `bytes` as one piece: its length goes in first, so the pieces `"ab", "c"` and
  /// `"a", "bc"` hash differently.
  package mutating func combine(_ bytes: UnsafeRawBufferPointer) {
    Self.appendPiece(bytes, to: &self.bytes)
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

  /// 32 lowercase hexadecimal digits: the high 64 bits, then the low.
  package var hex: String {
    Self.hex(of: bytes)
  }

  /// XXH3-128 under `secret` (`XXH3_128bits_withSecret`, at least `secretSize` random
  /// bytes), as `hex`: without the secret no one can aim two inputs at one value (the run
  /// cache's keys, docs/security.md).
  package func hex(secret: [UInt8]) -> String {
    precondition(secret.count >= 136, "an XXH3 secret has at least 136 bytes")
    let hash = bytes.withUnsafeBytes { data in
      secret.withUnsafeBytes {
        XXH3_128bits_withSecret(data.baseAddress, data.count, $0.baseAddress, $0.count)
      }
    }
    return Self.hex(hash)
  }

  /// The size of the secrets `hex(secret:)` is given (XXH3's minimum is 136).
  package static let secretSize = 192

  /// The hash of `text`'s UTF-8 bytes as one piece, as `hex`.
  package static func hex(_ text: String) -> String {
    var text = text
    return text.withUTF8 { text in
      var bytes: [UInt8] = []
      appendPiece(UnsafeRawBufferPointer(text), to: &bytes)
      return hex(of: bytes)
    }
  }

  /// XXH3-128 of `bytes` exactly, as 16 bytes (the high 64 bits first, each lane
  /// big-endian): a checksum kept beside what it covers (the content cache's question index).
  package static func digest(of bytes: UnsafeRawBufferPointer) -> [UInt8] {
    let hash = XXH3_128bits(bytes.baseAddress, bytes.count)
    var digest: [UInt8] = []
    digest.reserveCapacity(16)
    for shift in [56, 48, 40, 32, 24, 16, 8, 0] {
      digest.append(UInt8(truncatingIfNeeded: hash.high64 >> UInt64(shift)))
    }
    for shift in [56, 48, 40, 32, 24, 16, 8, 0] {
      digest.append(UInt8(truncatingIfNeeded: hash.low64 >> UInt64(shift)))
    }
    return digest
  }

  /// XXH3-128 of `bytes` exactly, as 32 hexadecimal digits (`xxhsum -H2`'s form).
  static func hex(of bytes: [UInt8]) -> String {
    hex(bytes.withUnsafeBytes { XXH3_128bits($0.baseAddress, $0.count) })
  }

  private static func hex(_ hash: XXH128_hash_t) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(32)
    for lane in [hash.high64, hash.low64] {
      for index in stride(from: 60, through: 0, by: -4) {
        text.append(digits[Int((lane >> UInt64(index)) & 0xF)])
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  private static func appendPiece(_ piece: UnsafeRawBufferPointer, to bytes: inout [UInt8]) {
    let count = UInt64(piece.count)
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: count >> UInt64(shift)))
    }
    bytes.append(contentsOf: piece)
  }
}
