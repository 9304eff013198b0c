import DrillKitTesting
import Testing

@testable import DrillSupport

@Suite struct SHA1Tests {
  @Test(arguments: [
    ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
    ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "84983e441c3bd26ebaae4aa1f95129e5e54670f1"
    ),
  ])
  func digestsMatchTheStandardVectors(input: String, expected: String) {
    expectEqual(SHA1.hex(input), expected)
  }
}
