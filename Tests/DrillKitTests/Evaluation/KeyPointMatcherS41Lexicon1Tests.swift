import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Rivals the lexicon lacked (session 41, s41-lexicon1; docs/evaluation.md): the GPU against the
/// CPU, a spring against an eased curve, the caller against the callee, a denied authorization
/// against a restricted one, and push notifications against polling. With main's lexicon before
/// this round each contradiction below was credited (`swiftdrill-grading try`); each denial of the
/// rival was credited before and still is.
@Suite struct KeyPointMatcherS41Lexicon1Tests {
  /// The rival said where the point says its side: a contradiction.
  @Test(arguments: [
    // `rival: gpu | cpu`
    (
      "When a layer is transparent, the GPU must blend its pixels with the layers beneath it.",
      "When a layer is transparent, the CPU must blend its pixels with the layers beneath it."
    ),
    (
      "The render server is a separate system process that renders the layer tree with the GPU.",
      "The render server renders the layer tree on the CPU."
    ),
    // `rival: spring | ease`
    (
      "Since iOS 17, the default animation is a spring.",
      "Since iOS 17 the default animation is ease in ease out."
    ),
    // `rival: caller | callee`
    ("`some P` return = chosen by the callee, same on every path.", "A some return is chosen by the caller."),
    // `rival: denied | restricted`
    (
      "Restricted means the user cannot grant access, for example because of parental controls or device management.",
      "Denied means the user cannot grant access, for example because of parental controls or device management."
    ),
    // `rival: push notification | polling`
    (
      "A watch chat app gets new messages through push notifications and loads conversations with HTTPS requests.",
      "A watch chat app gets new messages by polling and loads conversations with HTTPS requests."
    ),
    (
      "A subscription saved on the server makes CloudKit send a push notification when data changes.",
      "A subscription saved on the server makes CloudKit use polling when data changes."
    ),
  ])
  func theRivalContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// Right answers the echoed-opening rule (session 52, s52-census) no longer credits.
  static let echoLost: Set<String> = [
    "A watch chat app gets new messages through push notifications, not polling."
  ]

  /// The rival denied is the point said in other words: credited, no contradiction.
  @Test(arguments: [
    (
      "When a layer is transparent, the GPU must blend its pixels with the layers beneath it.",
      "When a layer is transparent, the GPU, not the CPU, must blend its pixels with the layers beneath it."
    ),
    (
      "Since iOS 17, the default animation is a spring.",
      "Since iOS 17 the default animation is a spring, not ease in ease out."
    ),
    (
      "`some P` return = chosen by the callee, same on every path.",
      "A some return is chosen by the callee, not the caller."
    ),
    (
      "Restricted means the user cannot grant access, for example because of parental controls or device management.",
      "Restricted, not denied, means the user cannot grant access, for example because of parental controls."
    ),
    (
      "A watch chat app gets new messages through push notifications and loads conversations with HTTPS requests.",
      "A watch chat app gets new messages through push notifications, not polling."
    ),
  ])
  func theRivalDeniedIsCredited(point: String, answer: String) {
    // Session 52 (s52-census): the point's opening echoed word for word and the rest in other words
    // (or a denied rival after it) is not credited: the rule's cost on right answers (491 : 66 on
    // the labelled sets). Known issues until a reading tells these from the wrong-claim probes.
    if Self.echoLost.contains(answer) {
      withKnownIssue("s52-census: an echoed opening with the rest in other words") {
        expectCredited(point, answer)
      }
    } else {
      expectCredited(point, answer)
    }
  }
}
