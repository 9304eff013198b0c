/// Proves a test harness ran to its end: a random token compiled into a line
/// appended to the harness (`main.swift`), which prints it after the last test.
/// The token is stored XOR-masked in the binary, the sources are removed before
/// the program starts, and the line is taken out of the output again.
struct CompletionToken: Sendable {
  let value: String

  init() {
    var generator = SystemRandomNumberGenerator()
    value = "swiftdrill-done-" + (0..<4).map { _ in String(generator.next() as UInt32, radix: 16) }.joined()
  }

  /// Swift source printing the token on a line of its own.
  var harnessLine: String {
    var generator = SystemRandomNumberGenerator()
    let bytes = Array(value.utf8)
    let mask = bytes.map { _ in UInt8.random(in: 1...255, using: &generator) }
    let masked = zip(bytes, mask).map { $0 ^ $1 }
    func list(_ values: [UInt8]) -> String { "[" + values.map(String.init).joined(separator: ",") + "]" }
    return """

      do {
        let swiftdrillMask: [UInt8] = \(list(mask))
        let swiftdrillValue: [UInt8] = \(list(masked))
        print("\\n" + String(decoding: zip(swiftdrillMask, swiftdrillValue).map { $0 ^ $1 }, as: UTF8.self))
      }

      """
  }

  /// The same for a program compiled with the prebuilt harness (`HarnessModule`): one call of
  /// its `harnessFinished` with the two halves as hexadecimal string literals, which the compiler
  /// takes in a fraction of the time of two array literals and a closure.
  var prebuiltHarnessLine: String {
    var generator = SystemRandomNumberGenerator()
    let bytes = Array(value.utf8)
    let mask = bytes.map { _ in UInt8.random(in: 1...255, using: &generator) }
    func hex(_ values: [UInt8]) -> String {
      values.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
    return "\n\(TestHarness.finishFunction)(\"\(hex(mask))\", \"\(hex(zip(bytes, mask).map { $0 ^ $1 }))\")\n"
  }

  /// Records whether the token was printed and removes it (and the newline
  /// before it) from standard output.
  func settle(_ execution: inout Execution) {
    guard
      let range = execution.stdout.range(of: "\n" + value + "\n") ?? execution.stdout.range(of: "\n" + value)
    else {
      execution.testsFinished = false
      return
    }
    execution.stdout.removeSubrange(range)
    execution.testsFinished = true
  }
}
