extension Int {
  /// A whole number written in decimal digits with an optional sign, held at `Int.min` or
  /// `Int.max` when it is past them; nil when `text` is no such number. A message can then name
  /// the range a number written past `Int` is out of, instead of calling it no number at all.
  public init?(clampingDecimal text: some StringProtocol) {
    if let value = Int(text) {
      self = value
      return
    }
    let signed = text.first == "-" || text.first == "+"
    let digits = text.dropFirst(signed ? 1 : 0)
    guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
    self = text.first == "-" ? .min : .max
  }
}
