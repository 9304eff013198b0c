import Foundation

/// A small, fast, reproducible random source (SplitMix64). The same seed
/// gives the same quiz order, game and fuzz on every platform.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    self.state = seed
  }

  /// Seeded with `seed` when one was given (`--seed N`), from the system's entropy otherwise.
  public static func seeded(_ seed: UInt64?) -> SeededGenerator {
    seed.map(SeededGenerator.init(seed:)) ?? .random()
  }

  /// The seed a `--seed` value names (the one parse of it, for every command and game):
  /// a whole number from 0 to 2⁶⁴ − 1, blanks around it ignored; nil otherwise.
  public static func seed(parsing text: String) -> UInt64? {
    // Blanks as `CharacterSet.whitespaces` has them (tab and the space separators), trimmed
    // without Foundation: its first `trimmingCharacters` cost a quiz 1 ms of start-up.
    func isBlank(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isBlank($0) }),
      let last = scalars.lastIndex(where: { !isBlank($0) })
    else { return nil }
    return UInt64(String(scalars[first...last]))
  }

  /// What a `--seed` value must be, as error messages say it.
  public static let seedExpectation = "a whole number from 0 to 18446744073709551615"

  /// A generator seeded from the system's entropy.
  public static func random() -> SeededGenerator {
    var system = SystemRandomNumberGenerator()
    return SeededGenerator(seed: system.next())
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
