import DrillMarkdown
import DrillSupport
import Foundation

/// A line of the code (the learner's, or the tests') where a trapped program was: a frame of the
/// runtime's stack trace, read back from the program's line tables (session 50's tryout, finding
/// 1: a crash named the standard library's file and eleven raw addresses, no line of the learner's).
public struct CrashPlace: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The file as messages name it (`Sources/GuessCore/GuessGame.swift`, `your code`).
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public var description: String { "\(file):\(line)" }

  /// The frames of `program` in the runtime's stack trace (`5  program  0x… <unavailable> + 32456`:
  /// the return address, relative to the program's load address), innermost first.
  static func returnOffsets(in stderr: String, image: String = "program") -> [UInt64] {
    stderr.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard words.count >= 5, Int(words[0]) != nil, words[1] == image, words[words.count - 2] == "+" else {
        return nil
      }
      return UInt64(words[words.count - 1])
    }
  }

  /// The program file as the compiler left it, before it ran: the symbolizer reads it only if it
  /// is still that file (the same inode, size, change time and bytes; a program cannot set its
  /// file's change time back), so a program that replaced its own file feeds the symbolizer,
  /// which runs outside the sandbox, nothing of its making.
  struct Build {
    var program: String
    var stamp: [Int]
    /// The file's bytes hashed (XXH3-128; about a millisecond for a test program): a file put
    /// in its place within the file system's clock tick still differs.
    var digest: String

    init?(program: String) {
      guard let stamp = Self.stamp(of: program), let digest = Self.digest(of: program) else { return nil }
      self.program = program
      self.stamp = stamp
      self.digest = digest
    }

    /// Whether `program` is still the file built.
    var isUnchanged: Bool { Self.stamp(of: program) == stamp && Self.digest(of: program) == digest }

    static func digest(of path: String) -> String? {
      guard let bytes = FileManager.default.contents(atPath: path) else { return nil }
      var hash = StableHash()
      hash.combine([UInt8](bytes))
      return hash.hex
    }

    static func stamp(of path: String) -> [Int]? {
      var info = stat()
      guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
      return [
        Int(info.st_dev), Int(info.st_ino), Int(info.st_size), Int(info.st_ctim.tv_sec), info.st_ctim.tv_nsec,
      ]
    }
  }

  /// The places of a trapped program's frames in `files` (by their names in the work folder),
  /// innermost first, read by the toolchain's `llvm-symbolizer` (beside `swiftc`) from the
  /// program's line tables (`CodeRunRequest.lineTables`); empty when there is no trace,
  /// symbolizer or line table, or when the file is no longer the one built.
  static func places(_ built: Build, stderr: String, toolchain: Toolchain, files: [SourceFile])
    -> [CrashPlace]
  {
    let program = built.program
    let symbolizer = URL(fileURLWithPath: toolchain.swiftc).deletingLastPathComponent()
      .appendingPathComponent("llvm-symbolizer").path
    let offsets = returnOffsets(in: stderr)
    guard !offsets.isEmpty, built.isUnchanged,
      FileManager.default.isExecutableFile(atPath: symbolizer)
    else { return [] }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: symbolizer)
    // A return address is the instruction after the call: one byte back is the call's line.
    process.arguments =
      ["--obj=" + program, "--no-inlines", "--functions=none"]
      + offsets.map { "0x" + String($0 > 0 ? $0 - 1 : 0, radix: 16) }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let names = Dictionary(files.map { ($0.name, $0.displayName) }, uniquingKeysWith: { first, _ in first })
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      // `/tmp/…/GuessCore.module.1.swift:15:20`
      let parts = line.split(separator: ":")
      guard parts.count >= 3, let number = Int(parts[parts.count - 2]),
        let column = Int(parts[parts.count - 1]),
        number > 0
      else { return nil }
      let path = parts.dropLast(2).joined(separator: ":")
      let name = String(path.split(separator: "/").last ?? "")
      return names[name].map { CrashPlace(file: $0, line: number, column: column) }
    }
  }
}
