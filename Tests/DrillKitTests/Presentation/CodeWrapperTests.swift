import DrillKitTesting
import Testing

@testable import DrillPresentation

/// Code is never cut by the terminal: a line wider than the row is broken at a token boundary
/// behind the `↩` gutter mark, and the code between the marks is the code.
@Suite struct CodeWrapperTests {
  static let line = "print(sharedA.value, sharedB.value, tallyA.value, tallyB.value)"

  /// The rows with the gutter and the continuation indent taken off, joined: the code back,
  /// with a line break (which Swift reads as the space it replaced) at each mark.
  private func code(of rows: [StyledText], indent: Int) -> String {
    rows.enumerated().map { index, row in
      let text = row.plain
      return index == 0 ? String(text.dropFirst(indent)) : String(text.drop { $0 == " " || $0 == "↩" })
    }.joined(separator: " ")
  }

  @Test(arguments: [40, 60, 120])
  func aLongLineBreaksBetweenTokensAndFitsTheWidth(width: Int) {
    let rows = CodeWrapper.lines(swift: Self.line, width: width, indent: 2)
    expectTrue(rows.allSatisfy { $0.displayWidth <= width }, "\(rows.map(\.plain))")
    expectEqual(code(of: rows, indent: 2), Self.line)
    if Self.line.count + 2 <= width {
      expectEqual(rows.map(\.plain), ["  " + Self.line])
    } else {
      expectTrue(rows.count > 1)
      expectTrue(rows.dropFirst().allSatisfy { $0.plain.hasPrefix(CodeWrapper.mark) })
      // No row ends inside a token: each break is where a space was.
      let texts = rows.map { String($0.plain.drop { $0 == " " || $0 == "↩" }) }
      for index in texts.indices.dropLast() {
        expectContains(Self.line, texts[index] + " " + texts[index + 1].prefix(1), "\(texts)")
      }
    }
  }

  @Test func aBreakInsideAStringIsTheLastResort() {
    let line = #"let greeting = "Hello, wonderful world of Swift" + name"#
    let rows = CodeWrapper.lines(swift: line, width: 40, indent: 2).map(\.plain)
    expectEqual(rows.first, "  let greeting =", "\(rows)")
    expectTrue(rows.allSatisfy { $0.count <= 40 })
  }

  /// Where no space is left to break at, a member chain breaks before a `.member`.
  @Test func aMemberChainMayBreakBeforeItsDot() {
    let line = "let total = orders.filter(isOpen).map(price).reduce(0, +)"
    let rows = CodeWrapper.lines(swift: line, width: 40, indent: 2).map(\.plain)
    let texts = rows.map { String($0.drop { $0 == " " || $0 == "↩" }) }
    expectTrue(rows.allSatisfy { $0.count <= 40 }, "\(rows)")
    expectEqual(texts, ["let total =", "orders.filter(isOpen).map(price)", ".reduce(0, +)"], "\(rows)")
    expectEqual(texts.joined(), line.replacing(" = ", with: " =").replacing("= orders", with: "=orders"))
  }

  @Test func aLoneOpeningBraceIsNotWhereALineBreaksFirst() {
    let line = "for number in 1...3 where number != 2 {"
    let rows = CodeWrapper.lines(swift: line, width: 40, indent: 2).map(\.plain)
    expectEqual(rows.count, 2)
    expectTrue(rows.last.map { $0.drop { $0 == " " || $0 == "↩" } } != "{", "\(rows)")
  }

  @Test func aTokenWiderThanTheRowIsCutAtTheRowEndStillMarked() {
    let identifier = String(repeating: "x", count: 70)
    let rows = CodeWrapper.lines(swift: "let \(identifier) = 1", width: 40, indent: 2).map(\.plain)
    expectTrue(rows.allSatisfy { $0.count <= 40 }, "\(rows)")
    expectTrue(rows.dropFirst().allSatisfy { $0.hasPrefix("↩") })
    expectEqual(rows.joined().filter { $0 == "x" }.count, 70)
  }

  @Test(arguments: [40, 60, 120])
  func outputWiderThanTheRowGoesOnBehindTheMarkAndLosesNothing(width: Int) {
    let output = (1...40).map { String($0 % 2) }.joined(separator: " ")
    let rows = OutputGutter.lines(of: output, style: .code, width: width)
    expectTrue(rows.allSatisfy { $0.displayWidth <= width }, "\(rows.map(\.plain))")
    expectEqual(rows.first?.plain.hasPrefix("  │ "), true)
    expectTrue(rows.dropFirst().allSatisfy { $0.plain.hasPrefix("↩ │ ") })
    expectEqual(rows.map { String($0.plain.dropFirst(4)) }.joined(), output)
    expectTrue(rows.dropLast().allSatisfy { $0.plain.hasSuffix(" ") || $0.plain.count == width })
  }
}
