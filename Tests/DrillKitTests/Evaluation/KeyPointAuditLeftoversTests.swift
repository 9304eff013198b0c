import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Session 48's review leftovers in `check`'s key-point audit (session 49): each point said alone
/// (`--points-alone`, finding 4), a point only asked (finding 5), a question left out for an error
/// still audited (finding 6).
@Suite struct KeyPointAuditLeftoversTests {
  static func problems(_ text: String, pointsAlone: Bool = false) -> [Diagnostic] {
    var loader = ContentLoader()
    loader.questionAudit = { KeyPointAudit.problems(in: $0, lexicon: .bundled, pointsAlone: pointsAlone) }
    return loader.loadPack(text: text, path: "mine.md").diagnostics
  }

  static let header = "---\nid: mine\ntitle: Mine\nlevel: intermediate\nkind: verbal\n---\n\n"

  /// webkit-webviews/navigation-policy as bundled: its point 1 said verbatim by a learner was
  /// withheld and told the opposite of point 5 (finding 4), which its model Answer does not show.
  static let navigationPolicy =
    header + """
      ## Deciding on navigations
      id: navigation-policy
      level: intermediate
      kind: verbal
      tags: webkit, wkwebview, navigation-delegate
      time: 150

      Your app shows its terms of service from `legal.example.com` in a
      `WKWebView`. Links in the page lead to other sites, and some use
      `target="_blank"`; a few lead to PDF files. How do you control what happens
      when the user taps them?

      ### Answer
      The navigation delegate decides. WebKit asks the navigation delegate's
      `webView(_:decidePolicyFor:decisionHandler:)` before every navigation, with
      a `WKNavigationAction`, and the app answers `.allow` or `.cancel`. The
      decision handler must be called exactly once on every path; if it is never
      called, WebKit raises an exception. The async form of the method returns the
      policy instead.

      I allow navigations within `legal.example.com`. A tapped link to another
      host is cancelled and opened in Safari with `UIApplication.shared.open`, so
      the app's web view stays on the legal pages.

      A link with `target="_blank"` has no target frame, and WebKit asks the UI
      delegate to create a new web view for it; when the delegate returns nil,
      nothing opens. I load such a request in the same web view or send it to
      Safari.

      For the PDFs, the navigation response callback sees the response's MIME
      type before the content loads, so the app can show the file or download it.

      ### Key points
      - WebKit asks the navigation delegate's `webView(_:decidePolicyFor:decisionHandler:)` before every navigation, and the app answers `.allow` or `.cancel`.
        - wrong: decidePolicyFor is called only for the first page
        - wrong: decidePolicyFor belongs to the UI delegate
      - The decision handler must be called exactly once on every path.
        - wrong: when the delegate does not call the decision handler, WebKit allows the navigation
      - A tapped link to another host is cancelled and opened in Safari with `UIApplication.shared.open`.
        - wrong: App Transport Security blocks links to other hosts
      - A link with `target="_blank"` has no target frame, and WebKit asks the UI delegate to create a new web view for it.
        - wrong: a `target="_blank"` link always opens a second window without the app's help
      - The navigation response callback sees the response's MIME type before the content loads.

      """

  /// Session 50 (s50-alone): point 1 said alone is no longer told the opposite of point 5 (the
  /// clause states point 1; point 5's own words, "MIME type", "response", "content", are not said).
  @Test func aPointSaidAloneInTheWordsItSharesWithAnotherIsNoError() {
    expectTrue(Self.problems(Self.navigationPolicy).isEmpty, "\(Self.problems(Self.navigationPolicy))")
    let alone = Self.problems(Self.navigationPolicy, pointsAlone: true)
    expectTrue(!alone.contains { $0.message.hasPrefix("key point 1 of `navigation-policy`") }, "\(alone)")
  }

  /// app-lifecycle-performance/scene-vs-app-delegate as bundled (to its key points): point 4 said
  /// alone is read as its own `also:` line's opposite and point 3's (both contradicted, so no point
  /// is credited to explain them: a case session 50 left).
  static let sceneDelegate =
    header + """
      ## Scene delegate or app delegate?
      id: scene-vs-app-delegate
      tags: app-lifecycle-performance, app-lifecycle, uikit
      time: 150

      Since iOS 13 a UIKit app has an app delegate and a scene delegate. Which
      events go to which?

      ### Answer
      The app delegate handles events of the whole process, such as finishing
      launch, registering for remote notifications and configuring new scenes. The
      scene delegate handles the lifecycle of one instance of the app's UI, such as
      a window on iPad. An app that supports scenes gets foreground and background
      events per scene, through methods such as `sceneDidBecomeActive(_:)` and
      `sceneDidEnterBackground(_:)`. In such an app UIKit skips the app
      delegate's foreground and background methods. A SwiftUI app observes the same
      changes through the `scenePhase` environment value.

      ### Key points
      - The app delegate handles events of the whole process, such as launch
      - The scene delegate handles the lifecycle of one instance of the UI
      - An app with scenes gets foreground and background events per scene
      - With scenes, UIKit does not call the app delegate's foreground and background methods
        - also: with scenes, UIKit skips the app delegate's foreground and background methods

      """

  @Test func aPointSaidAloneThatContradictsAnotherIsAnErrorAtItsLine() {
    expectTrue(Self.problems(Self.sceneDelegate).isEmpty, "\(Self.problems(Self.sceneDelegate))")
    let alone = Self.problems(Self.sceneDelegate, pointsAlone: true)
    let fourth = alone.first {
      $0.message.hasPrefix("key point 4 of `scene-vs-app-delegate`, said alone by a learner")
    }
    expectEqual(fourth?.severity, .error)
    expectEqual(fourth?.location.line, 30, "\(alone)")
    expectContains(fourth?.message ?? "", "is heard as saying the opposite of key point 3")
  }

  static let asked =
    header + """
      ## Class sharing
      id: class-sharing

      What happens when you assign a class instance to another variable?

      ### Answer
      Both variables refer to the same object. Does a change through one show through the other?

      ### Key points
      - Both variables refer to the same object.
      - A change through one variable shows through the other.

      """

  /// Finding 5: the point is in the Answer only as a question; the error says so.
  @Test func aPointOnlyAskedIsToldAsSuch() {
    let problems = Self.problems(Self.asked)
    expectEqual(problems.count, 1, "\(problems)")
    expectEqual(
      problems.first?.message,
      "key point 2 of `class-sharing` is only asked by the model Answer (\"Does a change through one show "
        + "through the other?\"): a question asserts nothing; say it as a statement")
  }

  /// Finding 6: a stray `- also:` at the points' level leaves the question out, and its audit is
  /// still told beside that error.
  @Test func aQuestionLeftOutForAStrayNoteIsStillAudited() {
    let text = Self.asked.replacingOccurrences(
      of: "through the other.\n", with: "through the other.\n- also: a stray line outside\n")
    var loader = ContentLoader()
    loader.questionAudit = { KeyPointAudit.problems(in: $0, lexicon: .bundled) }
    let library = loader.loadPack(text: text, path: "mine.md")
    expectTrue(library.packs.first?.questions.isEmpty == true)
    let messages = library.diagnostics.map(\.message)
    expectTrue(
      messages.contains { $0.hasPrefix("`also:` is a note on the key point above it") }, "\(messages)")
    expectTrue(
      messages.contains { $0.hasPrefix("key point 2 of `class-sharing` is only asked") }, "\(messages)")
  }
}
