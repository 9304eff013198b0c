import DrillKitTesting
import Testing

@testable import DrillSupport

/// The content cache's snapshot names, the moves files' stamp and the key-point audit
/// cache's keys: XXH3-128 from libxxhash, the same bytes giving the same 32 hex digits on
/// every run, and a changed byte, length or split changing them.
@Suite struct StableHashTests {
  @Test func theOneShotValueIsXXH128AsXxhsumPrintsIt() {
    // `xxhsum -H2 FILE` (Debian `xxhash` 0.8.1) of a file holding exactly these bytes:
    // printf 'abc' > f; printf '' > g; and 1,000 bytes `i * 7 % 251` (the long-input path).
    expectEqual(StableHash.hex(of: Array("abc".utf8)), "06b05ab6733a618578af5f94892f3950")
    expectEqual(StableHash.hex(of: []), "99aa06d3014798d86001c324468d497f")
    expectEqual(
      StableHash.hex(of: (0..<1000).map { UInt8($0 * 7 % 251) }), "5ed35fc6b4f0ef20d1eb8367bf3294e7")
  }

  @Test func piecesAreHashedAsTheirLengthThenTheirBytes() {
    // Pinned: a change renames every snapshot and re-applies the moves once. Each value is
    // `xxhsum -H2` of the piece written as an 8-byte little-endian length and its bytes
    // (python3: struct.pack('<Q', len(b)) + b).
    expectEqual(StableHash.hex(""), "2c0a8a99dc147d5445c3b49d035665b2")
    expectEqual(StableHash.hex("abc"), "45bcdc88efffd44520b986a5e7fe1438")
    expectEqual(StableHash.hex("questions/moved-ids.tsv|questions"), "6c7bd693c9cbdbf590406089eb9dfa4c")
    var two = StableHash()
    two.combine("ab")
    two.combine([UInt8(ascii: "c")])
    expectEqual(two.hex, "f2eda2708bcfd51cc05c0ee4c9f60440")
    var one = StableHash()
    one.combine("abc")
    expectEqual(one.hex, StableHash.hex("abc"))
  }

  @Test func everyByteLengthAndSplitCounts() {
    var seen: Set<String> = []
    // Every length from 0 to 40 and every single-bit change of a 40-byte text.
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
    var joined = StableHash()
    joined.combine("abc")
    expectTrue(split.hex != joined.hex)
    var empty = StableHash()
    empty.combine("")
    expectTrue(empty.hex != StableHash().hex)
    var trailingZero = StableHash()
    trailingZero.combine([0x61, 0x00])
    expectTrue(trailingZero.hex != StableHash.hex("a"))
  }

  @Test func aCopyIsAValue() {
    var first = StableHash()
    first.combine("shared")
    var second = first
    second.combine("more")
    expectEqual(first.hex, StableHash.hex("shared"))
    expectTrue(second.hex != first.hex)
  }
}
