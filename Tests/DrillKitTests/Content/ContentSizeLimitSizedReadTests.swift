import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

/// `ContentSizeLimit.read` reads a file straight into an array sized by `fstat`, and goes on
/// through a buffer when the file holds more than its size said: the bytes and refusals are
/// those of reading it to the end.
@Suite struct ContentSizeLimitSizedReadTests {
  static func file(_ bytes: [UInt8]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdrill-read-\(UUID())")
    try Data(bytes).write(to: url)
    return url
  }

  static func bytes(_ count: Int) -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
  }

  @Test func everySizeIsReadWhole() throws {
    for count in [0, 1, 2, 4095, 4096, 4097, 65_535, 65_536, 65_537, 200_003] {
      let bytes = Self.bytes(count)
      let url = try Self.file(bytes)
      defer { try? FileManager.default.removeItem(at: url) }
      guard case .success(let read) = ContentSizeLimit.standard.read(url.path) else {
        Issue.record("\(count) bytes refused")
        continue
      }
      expectEqual(read, bytes, "\(count) bytes")
    }
  }

  @Test func aFileOfTheCapIsReadAndOneByteMoreIsRefused() throws {
    let limit = ContentSizeLimit(perFile: 4096)
    let fits = try Self.file(Self.bytes(4096))
    let over = try Self.file(Self.bytes(4097))
    defer {
      try? FileManager.default.removeItem(at: fits)
      try? FileManager.default.removeItem(at: over)
    }
    guard case .success(let read) = limit.read(fits.path) else {
      Issue.record("a file of the cap refused")
      return
    }
    expectEqual(read.count, 4096)
    guard case .failure(let refusal) = limit.read(over.path) else {
      Issue.record("a file over the cap read")
      return
    }
    expectEqual(refusal.message, "this file grew past 4096 bytes while being read")
  }

  @Test func aFolderCannotBeRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdrill-read-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    guard case .failure(let refusal) = ContentSizeLimit.standard.read(folder.path) else {
      Issue.record("a folder read")
      return
    }
    expectEqual(refusal.message, "cannot read this file")
  }

  #if os(Linux)
    /// `/proc` files say they are empty: all of it is read past the sized array.
    @Test func aFileLongerThanItsSizeIsReadToTheEnd() throws {
      let path = "/proc/self/maps"
      var info = stat()
      expectEqual(stat(path, &info), 0)
      expectEqual(info.st_size, 0)
      guard case .success(let read) = ContentSizeLimit.standard.read(path) else {
        Issue.record("\(path) refused")
        return
      }
      expectTrue(read.count > 4096, "\(read.count) bytes")
      expectEqual(read.last, UInt8(ascii: "\n"))
    }
  #endif
}
