import Foundation

/// SHA-1 (FIPS 180-4), for the two places Anki's format uses it: a note's field
/// checksum and stable note GUIDs. Not for security.
package enum SHA1 {
  package static func digest(_ message: [UInt8]) -> [UInt8] {
    var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
    var bytes = message
    let bitLength = UInt64(message.count) * 8
    bytes.append(0x80)
    while bytes.count % 64 != 56 { bytes.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      bytes.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    var words = [UInt32](repeating: 0, count: 80)
    for chunk in stride(from: 0, to: bytes.count, by: 64) {
      for index in 0..<16 {
        let base = chunk + index * 4
        words[index] =
          UInt32(bytes[base]) << 24 | UInt32(bytes[base + 1]) << 16 | UInt32(bytes[base + 2]) << 8
          | UInt32(bytes[base + 3])
      }
      for index in 16..<80 {
        let mixed = words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16]
        words[index] = mixed << 1 | mixed >> 31
      }
      var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
      for index in 0..<80 {
        let (f, k): (UInt32, UInt32) =
          switch index {
          case 0..<20: ((b & c) | (~b & d), 0x5A82_7999)
          case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
          case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
          default: (b ^ c ^ d, 0xCA62_C1D6)
          }
        let next = (a << 5 | a >> 27) &+ f &+ e &+ k &+ words[index]
        (e, d, c, b, a) = (d, c, b << 30 | b >> 2, a, next)
      }
      state[0] &+= a
      state[1] &+= b
      state[2] &+= c
      state[3] &+= d
      state[4] &+= e
    }
    return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
  }

  static func hex(_ text: String) -> String {
    digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined()
  }
}
