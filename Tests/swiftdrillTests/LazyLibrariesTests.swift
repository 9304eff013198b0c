import DrillKitTesting
import Foundation
import Testing

/// The libraries a few commands need are opened when first called
/// (Sources/CLibraryLoader), not by the dynamic loader at every start: the dynamic
/// loader's own trace (`LD_DEBUG=files`) of a quiz's first prompt names none of them,
/// and the commands that need them load them then.
@Suite(.ownThreads) struct LazyLibrariesTests {
  let home = TemporaryHome.make()
  let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]

  static let onDemand = ["libzip", "libzstd", "libxml2", "libedit", "libyaml", "libstemmer", "libcrypto"]

  /// The shared objects the dynamic loader opened during a run, by file name.
  static func loaded(_ run: BinaryRun) -> Set<String> {
    Set(
      run.stderr.split(separator: "\n").compactMap { line -> String? in
        guard let start = line.range(of: "file=")?.upperBound else { return nil }
        let name = line[start...].prefix { $0 != " " && $0 != ";" }
        return name.split(separator: "/").last.map(String.init)
      })
  }

  func run(_ arguments: [String], traced: Bool) throws -> BinaryRun {
    try BinaryRun.run(
      arguments, home: home, environment: course.merging(traced ? ["LD_DEBUG": "files"] : [:]) { $1 })
  }

  @Test func aQuizsFirstPromptLoadsNoneOfThem() throws {
    // The first run parses the course (libyaml) and writes the content cache.
    _ = try run(["quiz", "--count", "1", "--seed", "1"], traced: false)
    let quiz = try run(["quiz", "--count", "1", "--seed", "1"], traced: true)
    expectEqual(quiz.status, 0)
    expectContains(quiz.stdout, "Question 1 of 1")
    let loaded = Self.loaded(quiz)
    // The trace is there: the libraries every run needs are in it.
    expectTrue(loaded.contains { $0.hasPrefix("libsqlite3") })
    expectTrue(loaded.contains { $0.hasPrefix("libcmark-gfm") })
    for library in Self.onDemand {
      expectTrue(
        !loaded.contains { $0.hasPrefix(library + ".") || $0.hasPrefix(library + "-") }, "\(library)")
    }
  }

  @Test func checkOpensLibyamlWhenItParses() throws {
    let check = try run(["check"], traced: true)
    expectEqual(check.status, 0)
    expectTrue(Self.loaded(check).contains { $0.hasPrefix("libyaml") })
    expectTrue(!Self.loaded(check).contains { $0.hasPrefix("libzip") })
  }

  @Test func anAnkiExportOpensLibcryptoForItsChecksums() throws {
    let package = home.appendingPathComponent("course.apkg").path
    let export = try run(["export", "--anki", package], traced: true)
    expectEqual(export.status, 0)
    expectTrue(FileManager.default.fileExists(atPath: package))
    expectTrue(Self.loaded(export).contains { $0.hasPrefix("libcrypto.") })
  }
}
