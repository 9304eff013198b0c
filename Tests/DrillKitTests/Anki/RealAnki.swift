import Foundation

/// The official Anki Python library (PyPI `anki`), when it is installed: `make anki-check`
/// puts it in a virtual environment under `.build/anki-venv`; `SWIFTDRILL_ANKI_PYTHON`
/// names another interpreter that has it. Tests that need it are skipped otherwise.
enum RealAnki {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let python: String? = {
    let candidates: [String?] = [
      ProcessInfo.processInfo.environment["SWIFTDRILL_ANKI_PYTHON"],
      repository.appendingPathComponent(".build/anki-venv/bin/python").path,
    ]
    return candidates.compactMap { $0 }.first { (path: String) -> Bool in
      FileManager.default.isExecutableFile(atPath: path)
        && run(path, ["-c", "import anki.collection"]) != nil
    }
  }()

  static var isAvailable: Bool { python != nil }

  static let skipMessage =
    "the official Anki library is not installed: run `make anki-check` (or set SWIFTDRILL_ANKI_PYTHON)"

  /// Runs a script from Tests/AnkiCheck; its standard output, or nil when it failed.
  static func script(_ name: String, _ arguments: [String]) -> String? {
    guard let python else { return nil }
    return run(python, [repository.appendingPathComponent("Tests/AnkiCheck/\(name)").path] + arguments)
  }

  private static func run(_ executable: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let problem = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      FileHandle.standardError.write(problem)
      return nil
    }
    return String(decoding: data, as: UTF8.self)
  }
}
