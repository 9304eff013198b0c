import DrillKitTesting
import Foundation
import Testing

/// Inputs of the fuzzers (`make fuzz`) kept as regression tests: each file is a
/// selector byte and a file's bytes, read exactly as the fuzzer reads them (content
/// packs and lessons, front matter, snapshots, Anki packages and collections, zip
/// entries, the reviews CSV, backups, moved ids; since session 49 spoken and typed answers
/// graded and `grading/`'s files read). Reading one must return (errors and diagnostics are
/// fine); a crash fails the run. This is the fixed corpus `make test` runs.
@Suite struct FuzzRegressionTests {
  /// Fails (not passes empty) when the folder is missing or holds no input.
  static func inputs() throws -> [URL] {
    let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    let folder = fixtures.appendingPathComponent("fuzz", isDirectory: true)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let inputs = names.filter { $0.hasSuffix(".bin") }.sorted().map { folder.appendingPathComponent($0) }
    guard !inputs.isEmpty else { throw FixtureError.empty("fuzz") }
    return inputs
  }

  /// Every fuzz target has inputs here, so a reader the fuzzers cover cannot drop out of CI.
  @Test func everyTargetHasRegressionInputs() throws {
    let covered = Set(try Self.inputs().compactMap { try Data(contentsOf: $0).first }.map(FuzzInput.target))
    let missing = FuzzInput.Target.allCases.filter { !covered.contains($0) }.map(\.name)
    expectTrue(missing.isEmpty, "no saved input for \(missing)")
  }

  @Test(arguments: try inputs())
  func aFuzzerInputLoadsWithoutCrashing(input: URL) throws {
    let bytes = [UInt8](try Data(contentsOf: input))
    try #require(!bytes.isEmpty)
    FuzzInput.read(selector: bytes[0], body: Array(bytes.dropFirst()))
  }
}
