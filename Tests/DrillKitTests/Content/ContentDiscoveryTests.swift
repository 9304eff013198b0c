import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillSupport

@Suite struct ContentDiscoveryTests {
  @Test func findsTheContentOfAClone() throws {
    let temp = try TemporaryFolder()
    defer { temp.remove() }
    try temp.write("clone/Package.swift")
    try temp.folder("clone/questions")
    try temp.folder("clone/lessons")
    let binary = try temp.write("clone/.build/x86_64-unknown-linux-gnu/debug/swiftdrill")
    let root = try #require(ContentDiscovery.bundledRoot(executable: binary))
    expectEqual(
      root.standardizedFileURL.path, temp.url.appendingPathComponent("clone").standardizedFileURL.path)
  }

  @Test func findsTheContentOfAnInstall() throws {
    let temp = try TemporaryFolder()
    defer { temp.remove() }
    try temp.folder("prefix/share/swiftdrill-bundled/questions")
    let binary = try temp.write("prefix/bin/swiftdrill")
    let root = try #require(ContentDiscovery.bundledRoot(executable: binary))
    expectTrue(root.path.hasSuffix("prefix/share/swiftdrill-bundled"))
  }

  @Test func findsNothingForABinaryElsewhere() throws {
    let temp = try TemporaryFolder()
    defer { temp.remove() }
    let binary = try temp.write("somewhere/swiftdrill")
    expectTrue(ContentDiscovery.bundledRoot(executable: binary) == nil)
  }

  @Test func listsBundledThenUserThenExtraSources() throws {
    let temp = try TemporaryFolder()
    defer { temp.remove() }
    try temp.folder("prefix/share/swiftdrill-bundled/questions")
    try temp.folder("prefix/share/swiftdrill-bundled/lessons")
    let binary = try temp.write("prefix/bin/swiftdrill")
    let home = try temp.folder("home")
    try temp.folder("home/questions")
    let paths = AppPaths(environment: ["SWIFTDRILL_HOME": home.path])
    let extra = temp.url.appendingPathComponent("mine")
    let sources = ContentDiscovery.sources(executable: binary, paths: paths, extra: [extra])
    expectEqual(sources.map(\.role), [.questions, .lessons, .questions, .auto])
    expectEqual(sources.map(\.url.lastPathComponent), ["questions", "lessons", "questions", "mine"])
  }

  /// A file given without a role is a lesson below a `lessons` folder, a pack below a
  /// `questions` folder, else a pack whose fields decide (`guessed`); only folders count.
  @Test func aFileWithoutARoleIsNamedByItsFolders() throws {
    let temp = try TemporaryFolder()
    defer { temp.remove() }
    let lesson = try temp.write("lessons/unit/a.md")
    let pack = try temp.write("questions/unit/b.md")
    let loose = try temp.write("misc/lessons.md")
    let near = try temp.write("misc/lessons2/c.md")
    var finder = ContentFileFinder()
    for file in [lesson, pack, loose, near] { finder.add(ContentSource(file, role: .auto)) }
    let found = Dictionary(
      uniqueKeysWithValues: finder.files.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0) })
    expectEqual(found["a.md"]?.role, .lesson)
    expectEqual(found["b.md"]?.role, .pack)
    expectEqual(found["b.md"]?.guessed, false)
    expectEqual(found["lessons.md"]?.role, .pack)
    expectEqual(found["lessons.md"]?.guessed, true)
    expectEqual(found["c.md"]?.guessed, true)
  }
}
