import DrillKitTesting
import Testing

@testable import DrillSupport

@Suite struct BinaryCodingTests {
  @Test(arguments: [0, 1, -1, 63, 64, -64, -65, 127, 128, 300, Int.max, Int.min, 1 << 40, -(1 << 40)])
  func integersRoundTrip(value: Int) throws {
    var writer = BinaryWriter()
    writer.write(value)
    var reader = BinaryReader(writer.bytes)
    try expectEqual(reader.readInt(), value)
    expectTrue(reader.isAtEnd)
  }

  @Test func stringsOptionalsAndArraysRoundTrip() throws {
    var writer = BinaryWriter()
    writer.write("héllo ✓ \u{1F600}")
    writer.write(String?.none)
    writer.write(Optional("x"))
    writer.write(Int?.none)
    writer.write(Optional(-5))
    writer.write(["a", "", "ccc"])
    writer.write(true)
    var reader = BinaryReader(writer.bytes)
    try expectEqual(reader.readString(), "héllo ✓ \u{1F600}")
    expectTrue(try reader.readOptionalString() == nil)
    try expectEqual(reader.readOptionalString(), "x")
    expectTrue(try reader.readOptionalInt() == nil)
    try expectEqual(reader.readOptionalInt(), -5)
    try expectEqual(reader.readStrings(), ["a", "", "ccc"])
    expectTrue(try reader.readBool())
    expectTrue(reader.isAtEnd)
  }

  /// A repeated string is shared with the one before only when its bytes are the same;
  /// a case is its position, and a position out of range is damage, not a trap.
  @Test func repeatedStringsAndCasesRoundTrip() throws {
    let cases = ["zero", "one", "two"]
    var writer = BinaryWriter()
    for text in ["pack-a", "pack-a", "pack-b", "pack-", "pack-a"] { writer.write(text) }
    writer.write(case: "two", of: cases)
    writer.write(case: "zero", of: cases)
    writer.write(3)
    var reader = BinaryReader(writer.bytes)
    var repeated: (range: Range<Int>, value: String)?
    var read: [String] = []
    for _ in 0..<5 { read.append(try reader.readString(repeating: &repeated)) }
    expectEqual(read, ["pack-a", "pack-a", "pack-b", "pack-", "pack-a"])
    expectEqual(cases[try reader.readPosition(below: cases.count)], "two")
    expectEqual(cases[try reader.readPosition(below: cases.count)], "zero")
    #expect(throws: BinaryReader.Corrupt()) { try reader.readPosition(below: cases.count) }
  }

  @Test(arguments: [
    [UInt8](), [0x80], [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80],
    [0x0A, 0x61],  // a string of 5 bytes with only 1 present
    [0x01],  // a negative length (-1)
  ])
  func aDamagedBufferThrowsInsteadOfTrapping(bytes: [UInt8]) {
    var reader = BinaryReader(bytes)
    #expect(throws: BinaryReader.Corrupt.self) { try reader.readString() }
  }

  @Test func aBoolMustBeZeroOrOne() {
    var reader = BinaryReader([2])
    #expect(throws: BinaryReader.Corrupt.self) { try reader.readBool() }
  }
}
