/// The FSRS-6 default weights and the bounds every weight must respect.
extension Scheduler {
  /// py-fsrs 6.x's default weights w0…w20.
  public static let defaultParameters: [Double] = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
    1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
  ]

  static let parameterLowerBounds: [Double] = [
    0.001, 0.001, 0.001, 0.001, 1.0, 0.001, 0.001, 0.001, 0.0, 0.0, 0.001,
    0.001, 0.001, 0.001, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.1,
  ]

  static let parameterUpperBounds: [Double] = [
    100, 100, 100, 100, 10, 4, 4, 0.75, 4.5, 0.8, 3.5,
    5, 0.25, 0.9, 4, 1, 6, 2, 2, 0.8, 0.8,
  ]

  package static func validate(parameters: [Double]) throws(SchedulerError) {
    guard parameters.count == parameterLowerBounds.count else {
      throw .wrongParameterCount(expected: parameterLowerBounds.count, got: parameters.count)
    }
    for (index, value) in parameters.enumerated()
    where !(parameterLowerBounds[index]...parameterUpperBounds[index]).contains(value) {
      throw .parameterOutOfBounds(
        index: index, value: value,
        bounds: parameterLowerBounds[index]...parameterUpperBounds[index])
    }
  }
}
