import CCrypto

/// Message digests from libcrypto (OpenSSL, a maintained implementation): SHA-1 for the
/// two places Anki's format uses it (a note's field checksum and stable note GUIDs). It
/// guards no secret; the run cache and the compiler's caches are `StableHash`es
/// (docs/security.md). The direct `SHA1_*` functions, not EVP (see `CCrypto/shim.h`: EVP's first use
/// costs more than a start-up of the whole program should).
package enum Digest {
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
  package static func digest(_ message: [UInt8]) -> [UInt8] {
    var context = SHA_CTX()
    var digest = [UInt8](repeating: 0, count: Int(SHA_DIGEST_LENGTH))
    // These fail only on a null argument; a checksum cannot be made without them.
    let succeeded = message.withUnsafeBytes { bytes in
      SHA1_Init(&context) == 1 && SHA1_Update(&context, bytes.baseAddress, bytes.count) == 1
        && SHA1_Final(&digest, &context) == 1
    }
    precondition(succeeded, "libcrypto could not compute a digest")
    return digest
  }

  static func hex(_ text: String) -> String { Digest.hex(digest(Array(text.utf8))) }
}
