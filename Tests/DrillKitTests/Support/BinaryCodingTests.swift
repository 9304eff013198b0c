import Testing

@testable import DrillSupport

@Suite struct BinaryCodingTests {
  @Test(arguments: [0, 1, -1, 63, 64, -64, -65, 127, 128, 300, Int.max, Int.min, 1 << 40, -(1 << 40)])
  func integersRoundTrip(value: Int) throws {
    var writer = BinaryWriter()
    writer.write(value)
    var reader = BinaryReader(writer.bytes)
    #expect(try reader.readInt() == value)
    #expect(reader.isAtEnd)
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
    #expect(try reader.readString() == "héllo ✓ \u{1F600}")
    #expect(try reader.readOptionalString() == nil)
    #expect(try reader.readOptionalString() == "x")
    #expect(try reader.readOptionalInt() == nil)
    #expect(try reader.readOptionalInt() == -5)
    #expect(try reader.readStrings() == ["a", "", "ccc"])
    #expect(try reader.readBool())
    #expect(reader.isAtEnd)
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
