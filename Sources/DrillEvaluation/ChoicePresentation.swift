import DrillContent

/// The order a choice question's options are shown in, lettered a, b, c…
/// Shuffled with the session's seeded generator unless the question says `shuffle: false`.
public struct ChoicePresentation: Sendable, Hashable {
  /// Indices into `question.choices`, in display order.
  public var order: [Int]

  public init(order: [Int]) {
    self.order = order
  }

  /// The presentation for `question`, shuffled by `generator` when the question allows it.
  public init(question: Question, generator: inout some RandomNumberGenerator) {
    var order = Array(question.choices.indices)
    if question.shuffle { order.shuffle(using: &generator) }
    self.init(order: order)
  }

  /// The written order.
  public static func written(_ question: Question) -> ChoicePresentation {
    ChoicePresentation(order: Array(question.choices.indices))
  }

  /// The letter shown for display position `position` (0 → "a").
  public static func letter(_ position: Int) -> String {
    guard position >= 0 && position < 26, let scalar = Unicode.Scalar(97 + position) else {
      return "\(position + 1)"
    }
    return String(Character(scalar))
  }

  /// `(letter, choice)` pairs in display order.
  public func items(of question: Question) -> [(letter: String, choice: Choice)] {
    order.enumerated().compactMap { position, index in
      question.choices.indices.contains(index) ? (Self.letter(position), question.choices[index]) : nil
    }
  }

  /// What the review log keeps of a choice answer: the chosen options' text, one a line, in the
  /// order the question lists them; the typed text itself when it names no shown option. The
  /// letters alone (what was kept before session 50) name options of a shuffled list that is
  /// never shown again (session 50's tryout, finding 19).
  public func recordedAnswer(_ text: String, of question: Question) -> String {
    guard let picks = picks(from: text), !picks.isEmpty else { return text }
    return picks.sorted().compactMap {
      question.choices.indices.contains($0) ? question.choices[$0].text : nil
    }
    .joined(separator: "\n")
  }

  /// Reads picks such as `b`, `2`, `a c`, `a,c`, `ac`, `c)`: the chosen indices into
  /// `question.choices`, or nil when some part names no shown option.
  public func picks(from text: String) -> Set<Int>? {
    let tokens = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" || $0 == "\t" }
    )
    guard !tokens.isEmpty else { return nil }
    var picks: Set<Int> = []
    for written in tokens {
      // A choice typed as it is shown, "c)", or as "(c)" or "c.", is that choice.
      var token = written.first == "(" ? written.dropFirst() : written
      while token.last == ")" || token.last == "." { token = token.dropLast() }
      guard !token.isEmpty else { return nil }
      if let number = Int(token) {
        guard number >= 1 && number <= order.count else { return nil }
        picks.insert(order[number - 1])
        continue
      }
      // Letters, possibly run together: "ac".
      for character in token {
        guard let ascii = character.asciiValue, ascii >= 97, Int(ascii) - 97 < order.count else { return nil }
        picks.insert(order[Int(ascii) - 97])
      }
    }
    return picks
  }
}
