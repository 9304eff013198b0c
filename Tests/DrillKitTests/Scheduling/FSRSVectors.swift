import Foundation

@testable import DrillScheduling

/// The reference review sequences written by Fixtures/fsrs/generate_vectors.py (py-fsrs, fuzz off).
struct FSRSVectors: Decodable, Sendable {
  struct Configuration: Decodable, Sendable {
    var parameters: [Double]
    var desiredRetention: Double
    var learningSteps: [Double]
    var relearningSteps: [Double]
    var maximumInterval: Int
  }

  struct Review: Decodable, Sendable {
    var rating: Int
    var at: Double
    var retrievabilityBefore: Double
    var state: Int
    var step: Int?
    var stability: Double
    var difficulty: Double
    var due: Double
    var lastReview: Double
  }

  struct Case: Decodable, Sendable {
    var name: String
    var scheduler: Configuration
    var start: Double
    var reviews: [Review]
  }

  struct FuzzRow: Decodable, Sendable {
    var days: Int
    var lowest: Int
    var highest: Int
    var mid: Int
    var q: Int
  }

  struct Fuzz: Decodable, Sendable {
    var maximumInterval: Int
    var rows: [FuzzRow]
  }

  var generator: String
  var cases: [Case]
  var fuzz: Fuzz

  /// The vectors, or an empty set when the fixture is missing (a dedicated test fails then).
  static let shared: FSRSVectors =
    (try? load()) ?? FSRSVectors(generator: "", cases: [], fuzz: Fuzz(maximumInterval: 0, rows: []))

  static func load() throws -> FSRSVectors {
    guard let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
      throw CocoaError(.fileNoSuchFile)
    }
    let data = try Data(contentsOf: fixtures.appendingPathComponent("fsrs/vectors.json"))
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(FSRSVectors.self, from: data)
  }

  static var caseNames: [String] { shared.cases.map(\.name) }

  static func named(_ name: String) -> Case? { shared.cases.first { $0.name == name } }
}

extension FSRSVectors.Configuration {
  func scheduler(fuzz: Bool) throws -> Scheduler {
    try Scheduler(
      parameters: parameters, desiredRetention: desiredRetention, learningSteps: learningSteps,
      relearningSteps: relearningSteps, maximumInterval: maximumInterval, enableFuzzing: fuzz)
  }
}
