import Foundation

@testable import DrillScheduling

/// A forward-mode dual number: a value and its partial derivatives with respect to up
/// to 32 inputs (the 21 FSRS weights), carried through every operation. The optimizer
/// used it for its gradient before reverse mode (`Tracked`); the tests keep it to check
/// the reverse-mode gradient against an independent exact one.
struct Dual: FSRSScalar {
  var value: Double
  var partials: SIMD32<Double>

  init(_ constant: Double) {
    value = constant
    partials = .zero
  }

  init(value: Double, partials: SIMD32<Double>) {
    self.value = value
    self.partials = partials
  }

  /// The input number `index`: its own partial derivative is 1.
  static func variable(_ value: Double, index: Int) -> Dual {
    var partials = SIMD32<Double>.zero
    partials[index] = 1
    return Dual(value: value, partials: partials)
  }

  static func + (lhs: Dual, rhs: Dual) -> Dual {
    Dual(value: lhs.value + rhs.value, partials: lhs.partials + rhs.partials)
  }

  static func - (lhs: Dual, rhs: Dual) -> Dual {
    Dual(value: lhs.value - rhs.value, partials: lhs.partials - rhs.partials)
  }

  static func * (lhs: Dual, rhs: Dual) -> Dual {
    Dual(value: lhs.value * rhs.value, partials: rhs.value * lhs.partials + lhs.value * rhs.partials)
  }

  static func / (lhs: Dual, rhs: Dual) -> Dual {
    let quotient = lhs.value / rhs.value
    return Dual(value: quotient, partials: (lhs.partials - quotient * rhs.partials) / rhs.value)
  }

  static prefix func - (operand: Dual) -> Dual {
    Dual(value: -operand.value, partials: -operand.partials)
  }

  func exp() -> Dual {
    let result = Foundation.exp(value)
    return Dual(value: result, partials: result * partials)
  }

  func log() -> Dual {
    Dual(value: Foundation.log(value), partials: partials / value)
  }
}
