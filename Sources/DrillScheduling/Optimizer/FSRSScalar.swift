import Foundation

/// A number the FSRS formulas can be written over: `Double` to evaluate them, `Dual` to
/// evaluate them and their gradient with respect to the weights in the same pass.
protocol FSRSScalar {
  init(_ constant: Double)
  var value: Double { get }
  static func + (lhs: Self, rhs: Self) -> Self
  static func - (lhs: Self, rhs: Self) -> Self
  static func * (lhs: Self, rhs: Self) -> Self
  static func / (lhs: Self, rhs: Self) -> Self
  static prefix func - (operand: Self) -> Self
  func exp() -> Self
  func log() -> Self
}

extension FSRSScalar {
  /// `self` raised to `exponent` (`self` must be positive).
  func pow(_ exponent: Self) -> Self { (exponent * log()).exp() }

  /// The smaller of the two; the derivative follows the branch taken.
  func clamped(below upper: Self) -> Self { value > upper.value ? upper : self }
  /// The larger of the two; the derivative follows the branch taken.
  func clamped(above lower: Self) -> Self { value < lower.value ? lower : self }
  /// Clamped to constant bounds.
  func clamped(to range: ClosedRange<Double>) -> Self {
    if value < range.lowerBound { return Self(range.lowerBound) }
    if value > range.upperBound { return Self(range.upperBound) }
    return self
  }
}

extension Double: FSRSScalar {
  var value: Double { self }
  func exp() -> Double { Foundation.exp(self) }
  func log() -> Double { Foundation.log(self) }
}
