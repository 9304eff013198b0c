extension Int {
  /// The number's digits in groups of three, as messages print sizes and counts: `1048576` as
  /// "1,048,576", `-1234` as "-1,234".
  public var groupedDigits: String {
    var digits = String(magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(digits.suffix(3), at: 0)
      digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return (self < 0 ? "-" : "") + groups.joined(separator: ",")
  }
}
