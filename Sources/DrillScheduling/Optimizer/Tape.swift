/// The operations of a reverse-mode differentiation: each node is one result of an
/// arithmetic operation, with the (at most two) nodes it was computed from and the
/// partial derivative of the result with respect to each. Sweeping the nodes backwards
/// from the loss gives the loss's gradient with respect to every input in one pass,
/// whatever the number of inputs (forward mode carries a partial per input through every
/// operation instead).
struct Tape {
  struct Node {
    var first: Int32
    var second: Int32
    var firstPartial: Double
    var secondPartial: Double
  }

  private(set) var nodes: [Node] = []
  /// The derivative of the loss with respect to each node, filled by `sweep`.
  var adjoints: [Double] = []

  init(capacity: Int) {
    nodes.reserveCapacity(capacity)
    adjoints.reserveCapacity(capacity)
  }

  var count: Int { nodes.count }

  /// Adds a node; `-1` stands for no parent.
  mutating func record(
    _ first: Int32, _ firstPartial: Double, _ second: Int32 = -1, _ secondPartial: Double = 0
  )
    -> Int32
  {
    nodes.append(Node(first: first, second: second, firstPartial: firstPartial, secondPartial: secondPartial))
    adjoints.append(0)
    return Int32(nodes.count - 1)
  }

  /// Forgets the nodes from `count` on (their capacity is kept for the next ones).
  mutating func truncate(to count: Int) {
    nodes.removeLast(nodes.count - count)
    adjoints.removeLast(adjoints.count - count)
  }

  /// Passes the adjoints of nodes `range` on to their parents, last node first.
  mutating func sweep(_ range: Range<Int>) {
    nodes.withUnsafeBufferPointer { nodes in
      adjoints.withUnsafeMutableBufferPointer { adjoints in
        for index in range.reversed() {
          let adjoint = adjoints[index]
          guard adjoint != 0 else { continue }
          let node = nodes[index]
          if node.first >= 0 { adjoints[Int(node.first)] += adjoint * node.firstPartial }
          if node.second >= 0 { adjoints[Int(node.second)] += adjoint * node.secondPartial }
        }
      }
    }
  }
}

/// A number whose operations are recorded on a `Tape` (a constant is recorded nowhere):
/// the FSRS formulas evaluated with it leave on the tape what reverse-mode
/// differentiation needs. Only valid while the tape it points to is alive.
struct Tracked: FSRSScalar {
  var value: Double
  /// The node on the tape, or -1 for a constant.
  var index: Int32
  var tape: UnsafeMutablePointer<Tape>?

  init(_ constant: Double) {
    value = constant
    index = -1
    tape = nil
  }

  private init(value: Double, index: Int32, tape: UnsafeMutablePointer<Tape>?) {
    self.value = value
    self.index = index
    self.tape = tape
  }

  /// An input of the differentiation: a node with no parents.
  static func input(_ value: Double, on tape: UnsafeMutablePointer<Tape>) -> Tracked {
    Tracked(value: value, index: tape.pointee.record(-1, 0), tape: tape)
  }

  /// The result `value` of an operation on `lhs` and `rhs`, with its partials.
  private static func binary(
    _ value: Double, _ lhs: Tracked, _ lhsPartial: Double, _ rhs: Tracked, _ rhsPartial: Double
  )
    -> Tracked
  {
    if lhs.index < 0 {
      guard rhs.index >= 0, let tape = rhs.tape else { return Tracked(value) }
      return Tracked(value: value, index: tape.pointee.record(rhs.index, rhsPartial), tape: tape)
    }
    guard let tape = lhs.tape else { return Tracked(value) }
    let index =
      rhs.index < 0
      ? tape.pointee.record(lhs.index, lhsPartial)
      : tape.pointee.record(lhs.index, lhsPartial, rhs.index, rhsPartial)
    return Tracked(value: value, index: index, tape: tape)
  }

  private func unary(_ value: Double, _ partial: Double) -> Tracked {
    guard index >= 0, let tape else { return Tracked(value) }
    return Tracked(value: value, index: tape.pointee.record(index, partial), tape: tape)
  }

  static func + (lhs: Tracked, rhs: Tracked) -> Tracked {
    binary(lhs.value + rhs.value, lhs, 1, rhs, 1)
  }

  static func - (lhs: Tracked, rhs: Tracked) -> Tracked {
    binary(lhs.value - rhs.value, lhs, 1, rhs, -1)
  }

  static func * (lhs: Tracked, rhs: Tracked) -> Tracked {
    binary(lhs.value * rhs.value, lhs, rhs.value, rhs, lhs.value)
  }

  static func / (lhs: Tracked, rhs: Tracked) -> Tracked {
    let quotient = lhs.value / rhs.value
    return binary(quotient, lhs, 1 / rhs.value, rhs, -quotient / rhs.value)
  }

  static prefix func - (operand: Tracked) -> Tracked {
    operand.unary(-operand.value, -1)
  }

  func exp() -> Tracked {
    let result = value.exp()
    return unary(result, result)
  }

  func log() -> Tracked {
    unary(value.log(), 1 / value)
  }
}
