import DrillKitTesting
import Foundation
import Testing

@testable import DrillSupport

/// The start reads the environment itself: the same dictionary as Foundation's.
@Suite struct ProcessEnvironmentTests {
  @Test func theSameAsFoundations() {
    expectEqual(ProcessEnvironment.current(), ProcessInfo.processInfo.environment)
  }

  /// Foundation's rule (swift-foundation's `_ProcessInfo.environment`): the entry as a
  /// string, split at its first `=` character.
  static func foundationSplit(_ entry: String) -> (String, String)? {
    guard let delimiter = entry.firstIndex(of: "=") else { return nil }
    return (String(entry[..<delimiter]), String(entry[entry.index(after: delimiter)...]))
  }

  @Test(arguments: [
    "HOME=/root", "EMPTY=", "=starts", "NOEQUALS", "A==b", "PATH=/a:/b=c", "É=accent", "A=\u{301}mark",
    "A=\u{301}mark=second", "\u{600}=prepend", "CRLF=\r\n", "A=é", "LANG=C.UTF-8", "",
  ])
  func entriesSplitAsFoundationSplitsThem(entry: String) {
    let bytes = Array(entry.utf8)
    let split = bytes.withUnsafeBytes { ProcessEnvironment.split($0) }
    let expected = Self.foundationSplit(entry)
    expectEqual(split?.0, expected?.0)
    expectEqual(split?.1, expected?.1)
  }

  @Test func invalidUTF8IsRepairedAsFoundationRepairsIt() {
    let bytes: [UInt8] = [0x41, 0x3D, 0xFF, 0x62]
    let split = bytes.withUnsafeBytes { ProcessEnvironment.split($0) }
    let expected = Self.foundationSplit(String(decoding: bytes, as: UTF8.self))
    expectEqual(split?.0, expected?.0)
    expectEqual(split?.1, expected?.1)
  }
}
