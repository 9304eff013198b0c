import Testing

@testable import DrillSupport

@Suite struct SwiftLineMaskTests {
  func masked(_ lines: [String]) -> [String] {
    var mask = SwiftLineMask()
    return lines.map { String(mask.mask($0)) }
  }

  @Test func commentsAndStringsBecomeSpacesAndColumnsStay() {
    #expect(masked(["f(\"a(b\") // g("]) == ["f(     )      "])
    #expect(masked(["x = \"a\\\"(\" + y"]) == ["x =        + y"])
    #expect(masked(["a /* b /* c */ d */ e"]) == ["a                   e"])
  }

  @Test func multilineStringsAndBlockCommentsSpanLines() {
    var mask = SwiftLineMask()
    #expect(String(mask.mask("let s = \"\"\"")) == "let s =    ")
    #expect(mask.isInsideLiteralOrComment)
    #expect(String(mask.mask("  ) \"quoted\" (")) == "              ")
    #expect(String(mask.mask("  \"\"\" + t(")) == "      + t(")
    #expect(!mask.isInsideLiteralOrComment)
    #expect(String(mask.mask("/* open")) == "       ")
    #expect(mask.isInsideLiteralOrComment)
    #expect(String(mask.mask("still */ f()")) == "         f()")
    #expect(!mask.isInsideLiteralOrComment)
  }

  @Test func rawStringsEndOnlyAtTheirHashes() {
    #expect(masked(["r = #\"a \"(\" b\"# + z"]) == ["r =             + z"])
    #expect(
      masked(["#if DEBUG", "#\"\"\"", "\"\"\" (", "\"\"\"#)"]) == ["#if DEBUG", "    ", "     ", "    )"])
  }

  @Test func anUnclosedSingleLineStringEndsWithItsLine() {
    var mask = SwiftLineMask()
    _ = mask.mask("print(\"oops")
    #expect(!mask.isInsideLiteralOrComment)
    #expect(String(mask.mask("g(1)")) == "g(1)")
  }
}
