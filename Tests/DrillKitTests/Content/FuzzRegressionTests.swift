import Foundation
import Testing

@testable import DrillKit

/// Inputs of the content fuzzer (`make fuzz`) kept as regression tests: each
/// file is a selector byte and a file's bytes, read exactly as the fuzzer reads
/// them. Loading one must return (diagnostics are fine); a crash fails the run.
@Suite struct FuzzRegressionTests {
  static var inputs: [URL] {
    guard let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else { return [] }
    let folder = fixtures.appendingPathComponent("fuzz", isDirectory: true)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".bin") }.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test func thereAreRegressionInputs() {
    #expect(Self.inputs.count >= 5)
  }

  @Test(arguments: inputs)
  func aFuzzerInputLoadsWithoutCrashing(input: URL) throws {
    let bytes = [UInt8](try Data(contentsOf: input))
    try #require(!bytes.isEmpty)
    FuzzInput.read(selector: bytes[0], body: Array(bytes.dropFirst()))
  }
}
