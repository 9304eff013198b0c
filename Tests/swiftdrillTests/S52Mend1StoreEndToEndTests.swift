import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Session 52's tryout, what stands at the progress file's name, through the built binary: a link
/// to a device (finding 9: as root, /dev/null was made 0600 for every user), a read-only mount
/// and a folder (finding 10). The device tests make a node of their own, never /dev/null.
@Suite(.ownThreads) struct S52Mend1StoreEndToEndTests {
  static let runuser = "/usr/sbin/runuser"
  static let learner = UserAccount.named("learner")
  static var isRoot: Bool { geteuid() == 0 }
  static var canRunAsLearner: Bool {
    isRoot && learner != nil && FileManager.default.isExecutableFile(atPath: runuser)
  }

  static func flowing(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  /// `runuser` to `learner`, or nothing (this user).
  static func prefix(_ user: UserAccount?) -> [String] {
    user == nil ? [] : [runuser, "-u", "learner", "--"]
  }

  static func answer(in home: URL, as user: UserAccount?) throws -> BinaryRun {
    try ReliabilityCommand.run(
      prefix: prefix(user), ["quiz", "--pack", "basics", "--type", "short"], input: "??\n", home: home)
  }

  /// A folder others may enter (the learner's home goes inside it).
  static func openFolder() -> URL {
    let folder = TemporaryHome.make()
    chmod(folder.path, 0o755)
    return folder
  }

  /// A home (owned by `user`) whose `progress.sqlite` links to a character device of the test's
  /// own (1, 3: what /dev/null is), 0666 and owned by `user` too: the device's mode is the check.
  static func linkToADevice(as user: UserAccount?) throws {
    let folder = openFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let node = folder.appendingPathComponent("own-null")
    try #require(HelperTool.succeeds("/usr/bin/mknod", [node.path, "c", "1", "3"]))
    try #require(chmod(node.path, 0o666) == 0)
    let home = folder.appendingPathComponent("home")
    try #require(mkdir(home.path, 0o700) == 0)
    let store = home.appendingPathComponent("progress.sqlite")
    try #require(symlink(node.path, store.path) == 0)
    if let user {
      for path in [node.path, home.path] { try #require(chown(path, user.uid, user.gid) == 0) }
      try #require(lchown(store.path, user.uid, user.gid) == 0)
    }
    let quiz = try answer(in: home, as: user)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    expectContains(quiz.stdout, "✓ Right")
    let said = flowing(quiz.stderr)
    expectContains(said, "\(store.path) is a link to \(node.path), a character device, not a file")
    expectContains(said, "Nothing was changed")
    let stats = try ReliabilityCommand.run(prefix: prefix(user), ["stats"], home: home)
    expectContains(flowing(stats.stderr), "is a link to \(node.path), a character device, not a file")
    var info = stat()
    try #require(lstat(node.path, &info) == 0)
    expectEqual(info.st_mode & S_IFMT, S_IFCHR, "still the device")
    expectEqual(info.st_mode & 0o7777, 0o666, "the device's mode is untouched")
    expectEqual(try FileManager.default.destinationOfSymbolicLink(atPath: store.path), node.path)
  }

  /// Finding 9, as root: `quiz` made the device behind the link 0600.
  @Test(.enabled(if: isRoot, "needs root (mknod)"))
  func aLinkToADeviceIsRefusedAndTheDeviceKeepsItsMode() throws {
    try Self.linkToADevice(as: nil)
  }

  /// Finding 9, as `learner`, with a device node of the learner's own behind the link.
  @Test(.enabled(if: canRunAsLearner, "needs root, runuser and the user learner"))
  func aLinkToTheLearnersOwnDeviceIsRefusedToo() throws {
    try Self.linkToADevice(as: Self.learner)
  }

  /// Finding 10 (a): a store on a read-only mount was "write-protected… check the permissions".
  @Test(.enabled(if: canRunAsLearner && ReliabilityFullDisk.canMount, "needs root, mount and learner"))
  func aReadOnlyMountIsToldAsOne() throws {
    for user in [nil, Self.learner] {
      let folder = Self.openFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let home = folder.appendingPathComponent("home")
      let mounted = folder.appendingPathComponent("read-only")
      let empty = folder.appendingPathComponent("empty")
      let emptyMounted = folder.appendingPathComponent("empty-read-only")
      for path in [home, mounted, empty, emptyMounted] {
        try #require(mkdir(path.path, 0o700) == 0)
        if let user { try #require(chown(path.path, user.uid, user.gid) == 0) }
      }
      expectEqual(try Self.answer(in: home, as: user).status, 0)
      for (source, target) in [(home, mounted), (empty, emptyMounted)] {
        try #require(ReliabilityCommand.tool("/bin/mount", ["--bind", source.path, target.path]))
        try #require(ReliabilityCommand.tool("/bin/mount", ["-o", "remount,bind,ro", target.path]))
      }
      defer {
        for target in [mounted, emptyMounted] { ReliabilityCommand.tool("/bin/umount", ["-l", target.path]) }
      }
      for target in [mounted, emptyMounted] {
        let quiz = try Self.answer(in: target, as: user)
        expectEqual(quiz.status, 0, "\(quiz.stderr)")
        expectContains(quiz.stdout, "✓ Right")
        let said = Self.flowing(quiz.stderr)
        expectContains(
          said, "Cannot write progress to \(target.path)/progress.sqlite: it is on a read-only file system.",
          "\(user == nil ? "root" : "learner"): \(said)")
        expectContains(said, "Remount it writable")
        expectNotContains(said, "permissions")
      }
    }
  }

  /// Finding 10 (b): a folder named progress.sqlite was "disk I/O error".
  @Test func aFolderInThePlaceOfTheStoreIsToldAsAFolder() throws {
    let home = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: home) }
    let store = home.appendingPathComponent("progress.sqlite")
    try FileManager.default.createDirectory(at: store, withIntermediateDirectories: false)
    for arguments in [["quiz", "--pack", "basics", "--type", "short"], ["stats"]] {
      let run = try ReliabilityCommand.run(prefix: [], arguments, input: "??\n", home: home)
      let said = Self.flowing(run.stderr)
      expectContains(said, "\(store.path) is a folder, not a file", "\(arguments): \(said)")
      expectNotContains(said, "disk I/O error")
    }
    expectEqual(try FileManager.default.contentsOfDirectory(atPath: store.path), [])
  }
}
