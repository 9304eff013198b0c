import DrillKitTesting
import Foundation
import Testing

/// Paths and commands printed for copying are never broken by a newline, at any width
/// (issue 28): `import`'s "Check it with", `export`'s and `new`'s "Wrote", a reset's backup.
/// Piped output is laid out for `COLUMNS` (at most 100); the prose around them still wraps.
@Suite(.ownThreads) struct CopyablePathEndToEndTests {
  let home = TemporaryHome.make()
  /// A folder whose path is wider than 40 columns, as a learner's often is.
  let deep: URL

  init() throws {
    deep = home.appendingPathComponent("a-learner-with-long-folder-names/swift-study/exports")
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
  }

  func run(_ arguments: [String], width: Int, course: Bool = true) throws -> BinaryRun {
    try BinaryRun.run(
      arguments, home: home,
      environment: [
        "SWIFTDRILL_BUNDLED": course ? BinaryRun.fixtures.appendingPathComponent("course").path : "none",
        "COLUMNS": "\(width)",
      ])
  }

  /// The lines of `text` holding `token` whole.
  private func lines(of text: String, holding token: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { $0.contains(token) }
  }

  @Test(arguments: [40, 60, 120])
  func ankiExportAndImportPrintTheirPathsAndTheCheckCommandWhole(width: Int) throws {
    let package = deep.appendingPathComponent("course-\(width).apkg").path
    let export = try run(["export", "--anki", package], width: width)
    expectEqual(export.status, 0, "\(export.stderr)")
    expectEqual(lines(of: export.stdout, holding: package).count, 1, "\(export.stdout)")
    let folder = deep.appendingPathComponent("imported-\(width)")
    // Into a library without the course: SwiftDrill's own notes of questions the library
    // already has are not written again, so there would be no file to name.
    let imported = try run(
      ["import", "--anki", package, "--to", "from-anki", "-o", folder.path], width: width, course: false)
    expectEqual(imported.status, 0, "\(imported.stderr)")
    // SwiftDrill's own notes go back to their pack's file.
    let file = folder.appendingPathComponent("basics.md").path
    expectEqual(lines(of: imported.stdout, holding: file).count, 2, "\(imported.stdout)")
    expectEqual(
      lines(of: imported.stdout, holding: "swiftdrill check \(file)").count, 1, "\(imported.stdout)")
    // The prose is still fitted: only lines holding a path may be wider than the width.
    let shown = min(width, 100)
    expectTrue(
      imported.stdout.split(separator: "\n").allSatisfy { $0.count <= shown || $0.contains(file) },
      "\(imported.stdout)")
  }

  @Test(arguments: [40, 60, 120])
  func aBackupExportAndAResetPrintTheirFilesWhole(width: Int) throws {
    _ = try BinaryRun.run(
      ["quiz", "--id", "basics/constant-keyword"], input: "a\n", home: home,
      environment: ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path])
    let backup = deep.appendingPathComponent("backup-\(width).json").path
    let export = try run(["export", "--backup", backup], width: width)
    expectEqual(export.status, 0, "\(export.stderr)")
    expectEqual(lines(of: export.stdout, holding: backup).count, 1, "\(export.stdout)")
    let reset = try run(["reset", "--all", "--yes"], width: width)
    expectEqual(reset.status, 0, "\(reset.stderr)")
    let said = try #require(reset.stdout.range(of: "Backup written to"))
    let path = reset.stdout[said.upperBound...].drop { $0 == " " || $0 == "\n" }.prefix { $0 != "\n" }
    expectTrue(FileManager.default.fileExists(atPath: String(path)), "\(reset.stdout)")
  }

  @Test(arguments: [40, 60, 120])
  func newPackPrintsItsCheckCommandWhole(width: Int) throws {
    let result = try run(["new", "pack", "whole-\(width)"], width: width)
    expectEqual(result.status, 0, "\(result.stderr)")
    let file = home.appendingPathComponent("questions/whole-\(width).md").path
    expectEqual(
      lines(of: result.stdout, holding: "swiftdrill check --run \(file)").count, 1, "\(result.stdout)")
  }

  /// Inside the REPL a message names the REPL's command, as typed there (issue 28).
  @Test func inTheREPLMessagesNameREPLCommands() throws {
    let result = try BinaryRun.run(
      [], input: "new pack in-repl\n", home: home,
      environment: ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path])
    expectEqual(result.status, 0, "\(result.stderr)")
    expectContains(result.stdout, "  check --run \(home.appendingPathComponent("questions/in-repl.md").path)")
    expectNotContains(result.stdout, "swiftdrill check", "\(result.stdout)")
  }
}
