import Foundation
import Testing

/// The official Anki Python library (PyPI `anki`) and genanki: `make anki-venv` (run by
/// `make test`) puts them in a virtual environment under `.build/anki-venv`, made from PyPI
/// when missing; `SWIFTDRILL_ANKI_PYTHON` names another interpreter that has them. Without
/// them the tests that need them fail, unless `SWIFTDRILL_TEST_ALLOW_NO_ANKI=1`, which
/// cancels them (a skip) and prints that it did.
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
        && run(path, ["-c", "import anki.collection, genanki"]) != nil
    }
  }()

  /// The variable that lets the real-Anki tests skip where the library cannot be installed.
  static let allowMissing = "SWIFTDRILL_TEST_ALLOW_NO_ANKI"

  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  /// Stops a test that needs the official library when it is missing: a failure, so a
  /// machine without it never passes these tests by skipping them, unless
  /// `SWIFTDRILL_TEST_ALLOW_NO_ANKI=1`, which cancels the test and prints that it did.
  static func require(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    guard python == nil else { return }
    let reason = "the official Anki library and genanki are not installed in .build/anki-venv"
    if ProcessInfo.processInfo.environment[allowMissing] == "1" {
      print("SKIPPED (\(allowMissing)=1): \(reason)")
      try Test.cancel("skipped (\(allowMissing)=1): \(reason)", sourceLocation: sourceLocation)
    }
    throw Missing(
      description: "\(reason). `make anki-venv` (run by `make test`) makes the environment from PyPI, or "
        + "SWIFTDRILL_ANKI_PYTHON names a Python that has them; \(allowMissing)=1 skips these tests.")
  }

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
