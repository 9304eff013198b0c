import DrillSupport
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small shared library an immediate run loads (`-l`): the frontend opens it
/// after compiling, just before the program's `main`, so its constructor marks
/// where compiling ends and the program begins. It writes `marker` to standard
/// error, then waits until swiftdrill has removed the sources (and with them the
/// file `waitFile`), moves to the run folder and closes every descriptor but the
/// three streams (the compiler's open files). No code of the program runs
/// before that: what came before the marker is the compiler's, the sources are
/// gone, and the program's time limit starts there.
enum StartLibrary {
  /// The library's name for `-l`.
  static let name = "swiftdrillstart"
  static let fileName = "lib\(name).so"
  /// The file the constructor waits for swiftdrill to remove (in the sources folder).
  static let waitFile = ".swiftdrill-wait"
  /// Bytes that never occur in the compiler's output: swiftdrill writes sources
  /// as UTF-8, and 0xFF is never part of UTF-8.
  static let marker: [UInt8] = [0x0A, 0xFF, 0xFE] + Array("swiftdrill-start".utf8) + [0xFE, 0xFF, 0x0A]

  /// Exit status when the start could not be handed over (swiftdrill never
  /// answered, or the constructor failed): the run is repeated the classic way.
  static let failureStatus: Int32 = 124

  static var source: String {
    let bytes = marker.map { String(format: "\\x%02x", $0) }.joined()
    return """
      #include <sys/syscall.h>
      #include <time.h>
      #include <unistd.h>
      __attribute__((constructor)) static void swiftdrill_start(void) {
        static const char marker[] = "\(bytes)";
        if (write(2, marker, sizeof marker - 1) != (ssize_t)(sizeof marker - 1)) _exit(\(failureStatus));
        struct timespec pause = {0, 500000};
        for (long waited = 0; access("\(waitFile)", F_OK) == 0; waited++) {
          if (waited > 120000) _exit(\(failureStatus));
          nanosleep(&pause, 0);
        }
        if (chdir("..") != 0) _exit(\(failureStatus));
        /* The program gets its three streams only, as a linked one does: not the compiler's files. */
      #ifdef SYS_close_range
        if (syscall(SYS_close_range, 3, ~0U, 0) == 0) return;
      #endif
        for (int fd = 3; fd < 65536; fd++) close(fd);
      }

      """
  }

  /// Built libraries by folder, in this process.
  private static let built = Mutex([String: String]())

  /// The library built by `toolchain`'s clang into `folder` (or a private temporary
  /// folder), reused while its source is unchanged; nil when it cannot be built.
  static func path(toolchain: Toolchain, folder: URL?) -> String? {
    guard let clang = toolchain.clang else { return nil }
    let key = SHA256.hex(source + "\n" + clang + "\n" + toolchain.version).prefix(16)
    let base =
      folder?.path
      ?? FileManager.default.temporaryDirectory.path + "/swiftdrill-start-\(getuid())"
    let target = "\(base)/start-\(key)/\(fileName)"
    if let known = built.withLock({ $0[target] }) { return known }
    if owned(target) {
      built.withLock { $0[target] = target }
      return target
    }
    let folderPath = (target as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folderPath, withIntermediateDirectories: true)
    guard owned(folderPath, directory: true) else { return nil }
    let scratch = "\(folderPath)/build-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    defer {
      unlink(scratch + ".c")
      unlink(scratch + ".so")
    }
    guard FileManager.default.createFile(atPath: scratch + ".c", contents: Data(source.utf8)),
      let result = try? ChildProcess.run(
        executable: clang, arguments: ["-shared", "-fPIC", "-O1", "-o", scratch + ".so", scratch + ".c"],
        environment: ["PATH": "/usr/bin:/bin", "TMPDIR": folderPath], currentDirectory: folderPath,
        timeout: .seconds(60), outputLimit: 1 << 16),
      result.exitStatus == 0, rename(scratch + ".so", target) == 0
    else { return nil }
    built.withLock { $0[target] = target }
    return target
  }

  /// Whether `path` is this user's own (no one else could have planted it), and not a link.
  private static func owned(_ path: String, directory: Bool = false) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_uid == geteuid() else { return false }
    return info.st_mode & S_IFMT == (directory ? S_IFDIR : S_IFREG)
  }
}
