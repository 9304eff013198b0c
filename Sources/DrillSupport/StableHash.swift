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

  /// Room for `byteCount` more bytes of pieces (each piece takes eight bytes for its length
  /// and then its own), so a hash of known pieces grows its buffer once.
  package mutating func reserveCapacity(_ byteCount: Int) {
    bytes.reserveCapacity(bytes.count + byteCount)
  }

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
    // Written into the string's own storage: an array of the digits, an array of the two
    // lanes and the text's array were three allocations a hash (the key-point audit
    // cache keys every audited question, issue 29 (a)).
    String(unsafeUninitializedCapacity: 32) { text in
      func write(_ lane: UInt64, at start: Int) {
        for place in 0..<16 {
          let digit = UInt8(truncatingIfNeeded: (lane >> UInt64(60 - 4 * place)) & 0xF)
          text[start + place] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") - 10 + digit
        }
      }
      write(hash.high64, at: 0)
      write(hash.low64, at: 16)
      return 32
    }
  }

  private static func appendPiece(_ piece: UnsafeRawBufferPointer, to bytes: inout [UInt8]) {
    // The length's eight bytes in one append, not eight.
    withUnsafeBytes(of: UInt64(piece.count).littleEndian) { bytes.append(contentsOf: $0) }
    bytes.append(contentsOf: piece)
  }
}
