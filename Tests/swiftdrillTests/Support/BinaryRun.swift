import Foundation

/// Runs the built `swiftdrill` binary with piped stdin, for end-to-end tests.
struct BinaryRun {
  var status: Int32
  var stdout: String
  var stderr: String

  /// The built executable: it sits beside the test bundle in the build folder.
  static var executable: URL {
    Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("swiftdrill")
  }

  /// The fixture folder of this test target.
  static var fixtures: URL {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)
      ?? Bundle.module.bundleURL.appendingPathComponent("Fixtures")
  }

  /// The repository root (for the bundled content).
  static var repositoryRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  static func run(
    _ arguments: [String], input: String = "", home: URL? = nil, now: String? = "2026-01-15T09:00:00Z",
    environment extra: [String: String] = [:]
  ) throws -> BinaryRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["SWIFTDRILL_HOME"] = (home ?? TemporaryHome.make()).path
    if let now { environment["SWIFTDRILL_NOW"] = now }
    environment.merge(extra) { $1 }
    process.environment = environment

    let folder = TemporaryHome.make()
    let inputURL = folder.appendingPathComponent("stdin")
    let outputURL = folder.appendingPathComponent("stdout")
    let errorURL = folder.appendingPathComponent("stderr")
    try Data(input.utf8).write(to: inputURL)
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    process.standardInput = try FileHandle(forReadingFrom: inputURL)
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
    process.waitUntilExit()
    let result = BinaryRun(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    try? FileManager.default.removeItem(at: folder)
    return result
  }
}

/// A fresh, empty folder for `SWIFTDRILL_HOME` or scratch files.
enum TemporaryHome {
  static func make() -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftdrill-test-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
