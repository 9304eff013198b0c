import DrillKitTesting
import Foundation
import Testing


/// Inputs of the content fuzzer (`make fuzz`) kept as regression tests: each
/// file is a selector byte and a file's bytes, read exactly as the fuzzer reads
/// them. Loading one must return (diagnostics are fine); a crash fails the run.
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

  @Test func thereAreRegressionInputs() throws {
    #expect(try Self.inputs().count >= 5)
  }

  @Test(arguments: try inputs())
  func aFuzzerInputLoadsWithoutCrashing(input: URL) throws {
    let bytes = [UInt8](try Data(contentsOf: input))
    try #require(!bytes.isEmpty)
    FuzzInput.read(selector: bytes[0], body: Array(bytes.dropFirst()))
  }
}
