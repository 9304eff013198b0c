import DrillKitTesting
import DrillSupport
import Testing

/// `UTF8Validation.isValid` reads eight bytes at a time and goes straight to the first byte of
/// the eight that is not ASCII (issue 29 (a), s32-checkfast28): every sequence, valid or not,
/// at every offset in and across those windows, must be judged as the standard library judges it.
@Suite struct UTF8ValidationWindowTests {
  static func stdlibValid(_ bytes: [UInt8]) -> Bool {
    String(validating: bytes, as: UTF8.self) != nil
  }

  @Test func everySequenceAtEveryOffsetOfTheWindows() {
    let sequences: [[UInt8]] = [
      Array("é".utf8), Array("日".utf8), Array("😀".utf8), [0xC2], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0x80], [0xFF], [0xE2, 0x80], [0xF0, 0x9F, 0x98],
      [0xEF, 0xBF, 0xBF],
    ]
    var valid = 0
    for before in 0..<20 {
      for first in sequences {
        for gap in [0, 1, 3, 7, 8, 9] {
          for second in sequences {
            let bytes =
              [UInt8](repeating: 0x61, count: before) + first + [UInt8](repeating: 0x62, count: gap) + second
              + [0x63, 0x64]
            let judged = bytes.withUnsafeBytes(UTF8Validation.isValid)
            expectTrue(judged == Self.stdlibValid(bytes), "\(bytes)")
            valid += judged ? 1 : 0
          }
        }
      }
    }
    expectTrue(valid > 1000, "\(valid) valid")
  }

  @Test func randomMostlyASCIITexts() {
    var generator = SeededGenerator(seed: 2834)
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("plain words ".utf8), Array("ü".utf8), Array("’".utf8), Array("😀".utf8), [0x80],
      [0xC3], [0xE2, 0x80], [0xF5, 0x80, 0x80, 0x80],
    ]
    for _ in 0..<5000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...30, using: &generator) {
        let index = Int.random(in: 0..<pieces.count, using: &generator)
        bytes += pieces[index < 5 || Int.random(in: 0..<8, using: &generator) == 0 ? index : 0]
      }
      let judged = bytes.withUnsafeBytes(UTF8Validation.isValid)
      expectTrue(judged == Self.stdlibValid(bytes), "\(bytes)")
    }
  }
}
