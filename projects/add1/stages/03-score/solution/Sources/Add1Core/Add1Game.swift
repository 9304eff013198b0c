/// The state of a game of Add 1.
public struct Add1Game {
  /// The 4 digits shown.
  public private(set) var code: String
  /// Right answers minus wrong ones.
  public private(set) var score = 0
  /// Where new codes come from.
  private var generator: SeededGenerator

  /// A game showing `code`; later codes come from seed 0.
  public init(code: String) {
    self.code = code
    generator = SeededGenerator(seed: 0)
  }

  /// A game whose codes come from a generator seeded with `seed`.
  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
    code = Self.randomCode(using: &generator)
  }

  /// Four digits from 0 to 9, drawn from `generator` in order.
  public static func randomCode(using generator: inout SeededGenerator) -> String {
    var code = ""
    for _ in 0..<4 {
      code += String(generator.next() % 10)
    }
    return code
  }

  /// Scores one answer (4 characters) and shows a new code; anything shorter or
  /// longer is not an answer yet.
  public mutating func answer(_ text: String) -> String {
    guard text.count == 4 else { return "Type the 4 digits of the answer" }
    let message: String
    if Self.isCorrect(text, for: code) {
      score += 1
      message = "Right! Score: \(score)"
    } else {
      score -= 1
      message = "Wrong: the answer was \(Self.expectedAnswer(for: code)). Score: \(score)"
    }
    code = Self.randomCode(using: &generator)
    return message
  }
}
