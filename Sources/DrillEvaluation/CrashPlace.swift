import DrillMarkdown
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

  /// The places of a trapped program's frames in `files` (by their names in the work folder),
  /// innermost first, read by the toolchain's `llvm-symbolizer` from `program`'s line tables
  /// (`CodeRunRequest.lineTables`); empty when there is no trace, symbolizer or line table. The
  /// symbolizer only reads the file, outside the sandbox, as the compiler made it.
  static func places(
    program: String, stderr: String, symbolizer: String, files: [SourceFile]
  ) -> [CrashPlace] {
    let offsets = returnOffsets(in: stderr)
    guard !offsets.isEmpty, FileManager.default.isExecutableFile(atPath: symbolizer) else { return [] }
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
