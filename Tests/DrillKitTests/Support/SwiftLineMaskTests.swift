import DrillKitTesting
import Testing

@testable import DrillSupport

@Suite struct SwiftLineMaskTests {
  func masked(_ lines: [String]) -> [String] {
    var mask = SwiftLineMask()
    return lines.map { String(mask.mask($0)) }
  }

  @Test func commentsAndStringsBecomeSpacesAndColumnsStay() {
    expectEqual(masked(["f(\"a(b\") // g("]), ["f(     )      "])
    expectEqual(masked(["x = \"a\\\"(\" + y"]), ["x =        + y"])
    expectEqual(masked(["a /* b /* c */ d */ e"]), ["a                   e"])
  }

  @Test func multilineStringsAndBlockCommentsSpanLines() {
    var mask = SwiftLineMask()
    expectEqual(String(mask.mask("let s = \"\"\"")), "let s =    ")
    expectTrue(mask.isInsideLiteralOrComment)
    expectEqual(String(mask.mask("  ) \"quoted\" (")), "              ")
    expectEqual(String(mask.mask("  \"\"\" + t(")), "      + t(")
    expectTrue(!mask.isInsideLiteralOrComment)
    expectEqual(String(mask.mask("/* open")), "       ")
    expectTrue(mask.isInsideLiteralOrComment)
    expectEqual(String(mask.mask("still */ f()")), "         f()")
    expectTrue(!mask.isInsideLiteralOrComment)
  }

  @Test func rawStringsEndOnlyAtTheirHashes() {
    expectEqual(masked(["r = #\"a \"(\" b\"# + z"]), ["r =             + z"])
    expectEqual(
      masked(["#if DEBUG", "#\"\"\"", "\"\"\" (", "\"\"\"#)"]), ["#if DEBUG", "    ", "     ", "    )"])
  }

  @Test func anUnclosedSingleLineStringEndsWithItsLine() {
    var mask = SwiftLineMask()
    _ = mask.mask("print(\"oops")
    expectTrue(!mask.isInsideLiteralOrComment)
    expectEqual(String(mask.mask("g(1)")), "g(1)")
  }
}
