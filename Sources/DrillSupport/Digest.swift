import CCrypto

/// Message digests through libcrypto's EVP interface (OpenSSL, a maintained implementation):
/// SHA-1 for the two places Anki's format uses it (a note's field checksum and stable note
/// GUIDs), SHA-256 to key the run cache and the content cache. Neither guards a secret.
package enum Digest {
  /// The digest of `message` under `algorithm` (`EVP_sha1()`, `EVP_sha256()`).
  static func bytes(_ message: [UInt8], algorithm: OpaquePointer?) -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
    var length: UInt32 = 0
    // EVP_Digest fails only when libcrypto cannot allocate its context or lacks the
    // algorithm; a cache key or checksum cannot be made without it.
    let succeeded = message.withUnsafeBytes { bytes in
      EVP_Digest(bytes.baseAddress, bytes.count, &digest, &length, algorithm, nil) == 1
    }
    precondition(succeeded, "libcrypto could not compute a digest")
    return Array(digest.prefix(Int(length)))
  }

  /// Lowercase hexadecimal, two digits a byte.
  static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}

/// SHA-1, for Anki's field checksums and note GUIDs. Not for security.
package enum SHA1 {
  package static func digest(_ message: [UInt8]) -> [UInt8] { Digest.bytes(message, algorithm: EVP_sha1()) }

  static func hex(_ text: String) -> String { Digest.hex(digest(Array(text.utf8))) }
}

/// SHA-256, to key the run cache and the content cache. Not meant for secrets.
package enum SHA256 {
  package static func digest(_ message: [UInt8]) -> [UInt8] { Digest.bytes(message, algorithm: EVP_sha256()) }

  /// The hex digest of `text`'s UTF-8 bytes.
  package static func hex(_ text: String) -> String { Digest.hex(digest(Array(text.utf8))) }
}
