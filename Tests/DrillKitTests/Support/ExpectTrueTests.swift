import Testing

@testable import DrillKitTesting

/// The tests' plain conditions report what `#expect` showed: the call as written (read back
/// from the source), or both sides of a `contains`, with the comment and the caller's line.
@Suite struct ExpectTrueTests {
  static func text(of issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
  }

  @Test func aFailedConditionShowsTheCallAsWrittenOverItsLines() {
    let line = #line + 3
    let words = ["a", "b"]
    withKnownIssue {
      expectTrue(
        words.count > 2 && words.first == "(\(words.count))",
        "a note")
    } matching: { issue in
      let text = Self.text(of: issue)
      return text.contains(
        """
        expectTrue(
                words.count > 2 && words.first == "(\\(words.count))",
                "a note")
        """) && text.hasSuffix("\na note") && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID.hasSuffix("ExpectTrueTests.swift") == true
    }
  }

  @Test func aMissingPartShowsTheTextAndThePart() {
    withKnownIssue {
      expectContains("the whole output", "missing", "in the output")
    } matching: { issue in
      let text = Self.text(of: issue)
      return text.contains(#""the whole output""#) && text.contains(#"does not contain "missing""#)
        && text.contains("in the output")
    }
    withKnownIssue {
      expectNotContains("an error here", "error")
    } matching: { issue in
      Self.text(of: issue).contains(#""an error here""#)
        && Self.text(of: issue).contains(#"contains "error""#)
    }
  }

  @Test func sequencesShowTheirElements() {
    withKnownIssue {
      expectContains(Set([1, 2]).sorted(), 3)
    } matching: { issue in
      Self.text(of: issue).contains("[1, 2]") && Self.text(of: issue).contains("does not contain 3")
    }
    withKnownIssue {
      expectNotContains(["x", "y"], "y")
    } matching: { issue in
      Self.text(of: issue).contains(#"["x", "y"]"#) && Self.text(of: issue).contains(#"contains "y""#)
    }
  }

  /// Conditions that hold record nothing (an issue here fails this test).
  @Test func whatHoldsIsSilent() {
    expectTrue(1 < 2)
    expectContains("abc", "b")
    expectNotContains("abc", "d")
    expectContains([1, 2], 2)
    expectNotContains(["a"], "b")
  }

  @Test(arguments: [
    (#"f(a, "x)", b) + 1"#, #"f(a, "x)", b)"#),
    (#"g("\(h(1))", [2]) tail"#, #"g("\(h(1))", [2])"#),
    ("k(\n  1,\n  2)\n", "k(\n  1,\n  2)"),
    ("m(1,  // a comment's )\n  2)", "m(1,  // a comment's )\n  2)"),
    ("open(without end", "open(without end"),
  ])
  func theCallEndsAtItsOwnParenthesis(text: String, call: String) {
    expectEqual(
      SourceCall.call(in: text.split(separator: "\n", omittingEmptySubsequences: false), column: 1), call)
  }
}
