/// How a guess compares with the secret.
public enum Comparison {
  case smaller
  case greater
  case equal
}

/// How `number` compares with `secret`.
public func compare(_ number: Int, with secret: Int) -> Comparison {
  if number < secret {
    return .smaller
  } else if number > secret {
    return .greater
  }
  return .equal
}
