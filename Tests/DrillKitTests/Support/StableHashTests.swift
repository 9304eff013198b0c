import DrillKitTesting
import Testing

@testable import DrillSupport

/// The content cache's snapshot names and the moves files' stamp: the same bytes give the
/// same 32 hex digits on every run, and a changed byte, length or split changes them.
@Suite struct StableHashTests {
  @Test func fixedValuesSoANameStaysTheSameAcrossRuns() {
    // Pinned: a change of the function renames every snapshot and re-applies the moves once.
    expectEqual(StableHash.hex(""), "680e76580696b30979b42fb155fc4db0")
    expectEqual(StableHash.hex("abc"), "0e0fe54603b42dcc7d2a375ec6a7666e")
    expectEqual(StableHash.hex("questions/moved-ids.tsv|questions"), "7ce3464beca27a4b2ab709f582ab4666")
  }

  @Test func everyByteLengthAndSplitCounts() {
    var seen: Set<String> = []
    // Every length from 0 to 40 (words and tails) and every single-bit change of a 40-byte text.
    let base = Array("questions/swift-basics/optionals\tbasics/opt".utf8.prefix(40))
    for length in 0...40 { seen.insert(StableHash.hex(String(decoding: base.prefix(length), as: UTF8.self))) }
    expectEqual(seen.count, 41)
    for index in base.indices {
      for bit in 0..<8 {
        var changed = base
        changed[index] ^= UInt8(1 << bit)
        var hash = StableHash()
        hash.combine(changed)
        seen.insert(hash.hex)
      }
    }
    expectEqual(seen.count, 41 + 40 * 8)
    var split = StableHash()
    split.combine("ab")
    split.combine("c")
    var other = StableHash()
    other.combine("a")
    other.combine("bc")
    expectTrue(split.hex != other.hex)
    var trailingZero = StableHash()
    trailingZero.combine([0x61, 0x00])
    expectTrue(trailingZero.hex != StableHash.hex("a"))
  }
}
