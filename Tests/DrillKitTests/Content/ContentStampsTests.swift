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

  /// A file reachable from two sources (a folder and a folder inside it, a file and its
  /// folder, one folder twice) is listed once, where it was first found; sources apart list
  /// every file of each. Only overlapping sources are checked for repeats.
  @Test func aFileReachedFromTwoSourcesIsListedOnce() throws {
    try write("a.md", "one")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("inner"), withIntermediateDirectories: true)
    try write("inner/b.md", "two")
    let other = folder.appendingPathComponent("../stamps-other-\(UUID().uuidString)").standardizedFileURL
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: other) }
    try "three".write(to: other.appendingPathComponent("c.md"), atomically: false, encoding: .utf8)
    let inner = folder.appendingPathComponent("inner")
    func paths(_ sources: [ContentSource]) -> [String] {
      ContentStamps(sources).contentFiles.map { String($0.path.dropFirst(folder.path.count)) }
    }
    let a = "/a.md"
    let b = "/inner/b.md"
    expectEqual(paths([ContentSource(folder, role: .questions)]), [a, b])
    expectEqual(
      paths([ContentSource(inner, role: .questions), ContentSource(folder, role: .questions)]), [b, a])
    expectEqual(
      paths([ContentSource(folder, role: .questions), ContentSource(folder, role: .questions)]), [a, b])
    expectEqual(
      paths([
        ContentSource(folder.appendingPathComponent("a.md"), role: .questions),
        ContentSource(folder, role: .questions), ContentSource(inner, role: .questions),
      ]), [a, b])
    let apart = ContentStamps([
      ContentSource(folder, role: .questions), ContentSource(other, role: .questions),
    ])
    expectEqual(
      apart.contentFiles.map { URL(fileURLWithPath: $0.path).lastPathComponent }, ["a.md", "b.md", "c.md"])
  }

  /// An ASCII name is judged on its bytes: the same answer as the characters' rule.
  @Test func contentNamesOnBytesAsOnCharacters() {
    let names = [
      "a.md", "a.json", "a.MD", "a.txt", ".md", "md", "README.md", "readme.md", "ReadMe.md", "README.MD",
      "readme.json", "Xreadme.md", "readme.md.md", "notes.markdown", "é.md", "README\u{301}.md",
      "a.md\u{301}",
      "\u{212A}.md", "",
    ]
    for name in names {
      expectEqual(
        ContentFileFinder.isContent(name),
        (name.hasSuffix(".md") || name.hasSuffix(".json")) && name.lowercased() != "readme.md", "\(name)")
    }
  }
}
