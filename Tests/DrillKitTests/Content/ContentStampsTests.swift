import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

@Suite struct ContentStampsTests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("stamps-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  var sources: [ContentSource] { [ContentSource(folder, role: .questions)] }

  func write(_ name: String, _ text: String) throws {
    try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
  }

  @Test func unchangedFilesGiveNoChanges() throws {
    try write("a.md", "one")
    let first = ContentStamps(sources)
    expectTrue(ContentStamps(sources).changes(since: first).isEmpty)
  }

  @Test func addedChangedAndRemovedFilesAreEachNamed() throws {
    try write("a.md", "one")
    try write("b.md", "two")
    let before = ContentStamps(sources)
    try write("a.md", "one, longer")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("b.md"))
    try write("c.md", "three")
    let changes = ContentStamps(sources).changes(since: before)
    expectEqual(changes.added.map { URL(fileURLWithPath: $0).lastPathComponent }, ["c.md"])
    expectEqual(changes.changed.map { URL(fileURLWithPath: $0).lastPathComponent }, ["a.md"])
    expectEqual(changes.removed.map { URL(fileURLWithPath: $0).lastPathComponent }, ["b.md"])
    expectEqual(changes.summary(), "Reloaded the content: added c.md; changed a.md; removed b.md.")
  }

  @Test func otherFilesAreWatchedOnceTheyExist() throws {
    let other = folder.appendingPathComponent("anagrams.json")
    let before = ContentStamps(sources, otherFiles: [other])
    try "{}".write(to: other, atomically: false, encoding: .utf8)
    let changes = ContentStamps(sources, otherFiles: [other]).changes(since: before)
    expectEqual(changes.added.map { URL(fileURLWithPath: $0).lastPathComponent }, ["anagrams.json"])
  }

  @Test func aLongListIsShortened() {
    let changes = ContentChanges(added: ["/a/1.md", "/a/2.md", "/a/3.md", "/a/4.md", "/a/5.md"])
    expectEqual(changes.summary(), "Reloaded the content: added 1.md, 2.md, 3.md and 2 more.")
  }

  /// The cache's fingerprint holds one line per file, written as bytes: the same text as
  /// interpolating the fields, for present and missing files, both roles, any integer.
  @Test func aStampsLineIsItsFieldsInterpolated() throws {
    try write("é ü.md", "one")
    var stamps = [
      FileStamp(path: folder.appendingPathComponent("é ü.md").path, role: .pack),
      FileStamp(path: folder.appendingPathComponent("missing.md").path, role: .lesson),
    ]
    var extreme = stamps[0]
    (extreme.size, extreme.inode, extreme.device) = (.min, .max, 0)
    stamps.append(extreme)
    extreme.size = .max
    stamps.append(extreme)
    for stamp in stamps {
      let role = stamp.role == .pack ? "pack" : "lesson"
      expectEqual(
        stamp.description,
        "\(role) \(stamp.size) \(stamp.modified) \(stamp.changed) \(stamp.inode) \(stamp.device) \(stamp.path)"
      )
    }
    expectEqual(stamps[1].size, -1)
    let fingerprint = ContentCache.fingerprint(build: "0.1.0 12 3.4", stamps: stamps, diagnostics: [])
    expectEqual(
      fingerprint,
      (["format \(ContentCache.formatVersion)", "build 0.1.0 12 3.4"] + stamps.map(\.description))
        .joined(separator: "\n"))
  }
}
