extension StringProtocol {
  /// The text without leading and trailing characters from `set`.
  func strippingEdges(of set: String) -> String {
    let head = drop { set.contains($0) }
    return String(head.reversed().drop { set.contains($0) }.reversed())
  }
}
