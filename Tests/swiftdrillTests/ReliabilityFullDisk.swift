import DrillKitTesting
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder where nothing more can be written, for the full-disk tests.
///
/// As root, a small tmpfs is mounted there and filled to its last block with a
/// filler file: writes fail with ENOSPC, as on a real full disk. Where mounting is
/// not permitted, the folder is an ordinary one and the binary runs under
/// `ulimit -f 0` with SIGXFSZ ignored: every write that would grow a file fails
/// with EFBIG, which is what a full disk does to SQLite, libedit and Foundation.
final class ReliabilityFullDisk {
  enum Method: String {
    case tmpfs = "a full 1 MB tmpfs"
    case fileSizeLimit = "RLIMIT_FSIZE = 0 (ulimit -f 0)"
  }

  let folder: URL
  let method: Method

  /// Whether a tmpfs can be mounted here (tried once). `SWIFTDRILL_TEST_FULL_DISK=fsize`
  /// forces the file-size-limit method, to check it where mounting works.
  static let canMount: Bool = {
    if ProcessInfo.processInfo.environment["SWIFTDRILL_TEST_FULL_DISK"] == "fsize" { return false }
    let probe = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: probe) }
    guard geteuid() == 0,
      ReliabilityCommand.tool("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path])
    else { return false }
    return ReliabilityCommand.tool("/bin/umount", [probe.path])
  }()

  /// A folder holding copies of `files` (name → contents), then made full.
  init(files: [String: Data]) throws {
    folder = TemporaryHome.make()
    method = Self.canMount ? .tmpfs : .fileSizeLimit
    if method == .tmpfs {
      ReliabilityCommand.tool("/bin/mount", ["-t", "tmpfs", "-o", "size=1m,mode=0755", "tmpfs", folder.path])
    }
    for (name, data) in files {
      try data.write(to: folder.appendingPathComponent(name))
    }
    if method == .tmpfs {
      // dd stops with ENOSPC once every block is taken.
      ReliabilityCommand.tool(
        "/bin/dd", ["if=/dev/zero", "of=\(folder.appendingPathComponent("filler").path)", "bs=4k"])
    }
  }

  deinit {
    if method == .tmpfs { ReliabilityCommand.tool("/bin/umount", ["-l", folder.path]) }
    try? FileManager.default.removeItem(at: folder)
  }

  /// Makes room again (the filler goes), so the store can be checked afterwards.
  func makeRoom() {
    try? FileManager.default.removeItem(at: folder.appendingPathComponent("filler"))
  }

  /// The prefix that runs the binary where it cannot write.
  var prefix: [String] {
    switch method {
    case .tmpfs: []
    case .fileSizeLimit: ["/bin/sh", "-c", "trap '' XFSZ; ulimit -f 0; exec \"$0\" \"$@\""]
    }
  }

  /// The files in the folder other than the filler: nothing new may be left behind.
  func names() -> Set<String> {
    Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).subtracting(["filler"])
  }
}
