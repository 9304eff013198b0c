import DrillKitTesting
import Testing

/// The tests' comparison helper reports like `#expect`: both values, the comment, the line.
@Suite struct ExpectEqualTests {
  @Test func aDifferenceIsRecordedWithBothValuesTheCommentAndTheCallersLine() {
    let line = #line + 2
    withKnownIssue {
      expectEqual(["left"], ["right"], "a note")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      return text.contains(#"["left"]"#) && text.contains(#"["right"]"#) && text.contains("a note")
        && issue.sourceLocation?.fileID.hasSuffix("ExpectEqualTests.swift") == true
        && issue.sourceLocation?.line == line
    }
  }

  @Test func aHelperCanRecordAtItsCallersLocation() {
    let here = SourceLocation(fileID: "Module/Caller.swift", filePath: "/Caller.swift", line: 7, column: 3)
    withKnownIssue {
      expectEqual(1, 2, sourceLocation: here)
    } matching: { issue in
      issue.sourceLocation == here
    }
  }
}
