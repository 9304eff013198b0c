import DrillKitTesting
import DrillSupport
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The grading lexicon decides grades, so it is read only from files no other user could
/// have written: not another user's (not root's) file or folder, not one writable by
/// everyone, not through a link to another user's file (`FileTrust.dataProblem`).
@Suite(.ownThreads) struct GradingLexiconTrustTests {
  /// A bundled folder holding `grading/lexicon.txt`, owned by this user, 0755 and 0644.
  struct Bundled {
    let root: URL
    var grading: URL { root.appendingPathComponent("grading", isDirectory: true) }
    var file: URL { grading.appendingPathComponent(GradingLexicon.fileName) }

    init() throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("lexicon-trust-\(UUID().uuidString.prefix(8))", isDirectory: true)
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("grading"), withIntermediateDirectories: true)
      try Data("negation: not | never\nsame: quick | fast\n".utf8).write(to: file)
      chmod(root.path, 0o755)
      chmod(grading.path, 0o755)
      chmod(file.path, 0o644)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// Whether the lexicon there is read (and is the one written).
    var isTrusted: Bool {
      guard let lexicon = GradingLexicon.load(root: root) else { return false }
      return lexicon.negations == ["not", "never"] && lexicon.problems.isEmpty
    }
  }

  /// `loadWithText(root:)` reads the file once for the lexicon and its text (the key of the
  /// audit cache, `bundledText`): the text is the file's, the lexicon `load(root:)`'s, and a
  /// folder without a lexicon has neither.
  @Test func theLexiconAndItsTextAreReadOnce() throws {
    let bundled = try Bundled()
    defer { bundled.remove() }
    let loaded = try #require(GradingLexicon.loadWithText(root: bundled.root))
    expectEqual(loaded.text, try String(contentsOf: bundled.file, encoding: .utf8))
    let alone = try #require(GradingLexicon.load(root: bundled.root))
    expectEqual(loaded.lexicon.meanings, alone.meanings)
    expectEqual(loaded.lexicon.negations, alone.negations)
    expectTrue(loaded.lexicon.problems.isEmpty && loaded.lexicon.negations == ["not", "never"])
    expectTrue(GradingLexicon.loadWithText(root: bundled.root.appendingPathComponent("none")) == nil)
  }

  @Test func aLexiconOthersCanWriteIsNotTrusted() throws {
    if geteuid() == 0 { try Self.anotherUsersFilesAreNotTrusted() }
    guard UnprivilegedUser.runsHere("GradingLexiconTrustTests/aLexiconOthersCanWriteIsNotTrusted()") else {
      return
    }
    let bundled = try Bundled()
    defer { bundled.remove() }
    expectTrue(bundled.isTrusted, "the learner's own 0644 lexicon is read")
    for (path, mode) in [
      (bundled.file.path, 0o666), (bundled.grading.path, 0o777), (bundled.root.path, 0o757),
    ] {
      let before: mode_t = path == bundled.file.path ? 0o644 : 0o755
      chmod(path, mode_t(mode))
      expectTrue(
        !bundled.isTrusted, "\(path) writable by everyone (\(String(mode, radix: 8))) is not trusted")
      chmod(path, before)
    }
    expectTrue(bundled.isTrusted)
  }

  /// As root: a file, folder or link target of another (non-root) user is not trusted.
  static func anotherUsersFilesAreNotTrusted() throws {
    let stranger = uid_t(65534)
    let bundled = try Bundled()
    defer { bundled.remove() }
    expectTrue(bundled.isTrusted, "root's own lexicon is read")
    for path in [bundled.file.path, bundled.grading.path, bundled.root.path] {
      chown(path, stranger, gid_t(65534))
      expectTrue(!bundled.isTrusted, "\(path) owned by uid \(stranger) is not trusted")
      chown(path, 0, 0)
    }
    expectTrue(bundled.isTrusted)
    // A link at the file's name to another user's copy (0644: only that user can write it).
    let theirs = bundled.root.appendingPathComponent("theirs.txt")
    try FileManager.default.moveItem(at: bundled.file, to: theirs)
    chown(theirs.path, stranger, gid_t(65534))
    try FileManager.default.createSymbolicLink(at: bundled.file, withDestinationURL: theirs)
    expectTrue(!bundled.isTrusted, "a link to uid \(stranger)'s file is not trusted")
  }
}
