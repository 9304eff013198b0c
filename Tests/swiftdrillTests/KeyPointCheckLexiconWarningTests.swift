import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `check` says when its key-point audit runs without the grading lexicon nobody asked it to do
/// without: a binary away from its clone or install, or a bundled `grading/` it cannot trust.
/// Session 39's read-through found a copied binary reporting 0 errors for a pack the installed
/// one reports an error in, silently. Run as `nobody` when the tests run as root.
@Suite(.ownThreads) struct KeyPointCheckLexiconWarningTests {
  static let prefix = ReliabilityCommand.canRunAsNobody ? ReliabilityCommand.asNobody : []

  /// A folder the learner can read, holding `points.md` (the pack only a lexicon line passes).
  static func folder() throws -> (folder: URL, pack: URL) {
    let folder = TemporaryHome.make()
    chmod(folder.path, 0o755)
    let pack = folder.appendingPathComponent("points.md")
    try KeyPointCheckEndToEndTests.zorbs.write(to: pack, atomically: true, encoding: .utf8)
    chmod(pack.path, 0o644)
    return (folder, pack)
  }

  /// `check PACK` by the binary copied where `nobody` can run it, with `bundled` as
  /// `SWIFTDRILL_BUNDLED` (unset for nil), in a home the learner owns.
  static func check(_ pack: URL, bundled: String?) throws -> BinaryRun {
    let home = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: home) }
    if !prefix.isEmpty {
      expectTrue(ReliabilityCommand.tool("/bin/chown", ["-R", "nobody:nogroup", home.path]))
    }
    var environment = try ReliabilityCommand.environment(home: home)
    environment["SWIFTDRILL_BUNDLED"] = bundled
    return try BinaryRun.run(
      ["check", pack.path], input: Data(), environment: environment, prefix: prefix, binary: binary())
  }

  static func binary() throws -> URL {
    try ReliabilityCommand.readable().appendingPathComponent(BinaryRun.executable.lastPathComponent)
  }

  @Test func aBinaryAwayFromItsBundledFolderSaysTheAuditLacksTheLexicon() throws {
    let (folder, pack) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Self.check(pack, bundled: nil)
    expectEqual(run.status, 1, "\(run.stdout)\(run.stderr)")
    expectContains(
      run.stderr, "warning: no bundled content was found for this binary (\(try Self.binary().path))",
      "\(run.stderr)")
    expectContains(run.stderr, "key points are checked without the grading lexicon", "\(run.stderr)")
    expectContains(run.stdout, "is not stated by the model Answer", "\(run.stdout)")
  }

  /// `SWIFTDRILL_BUNDLED=none` leaves the bundled folder out on purpose: nothing to warn of.
  @Test func noBundledFolderAskedForIsNoWarning() throws {
    let (folder, pack) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Self.check(pack, bundled: "none")
    expectEqual(run.status, 1, "\(run.stdout)\(run.stderr)")
    expectTrue(!run.stderr.contains("lexicon"), "\(run.stderr)")
  }

  /// A bundled `grading/` whose lexicon anyone could have written is not read (`FileTrust`):
  /// `check` says so, and the audit misses the line only that lexicon gives.
  @Test func aLexiconAnyoneCouldWriteIsAWarning() throws {
    let (folder, pack) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundled = try KeyPointCheckEndToEndTests.bundled(lexicon: "same: frobnicate | blarg\n")
    defer { try? FileManager.default.removeItem(at: bundled) }
    let grading = bundled.appendingPathComponent("grading")
    for path in [bundled.path, grading.path] { chmod(path, 0o755) }
    let trusted = try Self.check(pack, bundled: bundled.path)
    expectEqual(trusted.status, 0, "\(trusted.stdout)\(trusted.stderr)")
    expectTrue(!trusted.stderr.contains("lexicon"), "\(trusted.stderr)")
    chmod(grading.appendingPathComponent("lexicon.txt").path, 0o666)
    let run = try Self.check(pack, bundled: bundled.path)
    expectEqual(run.status, 1, "\(run.stdout)\(run.stderr)")
    expectContains(
      run.stderr,
      "the grading lexicon in \(grading.path) is missing, unreadable, or writable by another user",
      "\(run.stderr)")
  }
}
