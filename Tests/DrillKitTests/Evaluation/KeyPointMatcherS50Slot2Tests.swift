import DrillKitTesting
import Testing

@testable import DrillGrading

/// Right answers that name both members of a closed set in a learner's own words, and wrong
/// claims of each set (session 50, s50-slot2; docs/evaluation.md). s49-slot's `misvalues` was
/// taken out because the review of session 49 (finding 1) wrote 67 such right answers and 13
/// were told the opposite: the point's own member said as code (`AppDelegate`,
/// `DispatchQueue.main`), as an adverb ("weakly"), hyphenated ("internal-level"), as "main
/// thread", or the other member in a second clause ("…, while a strong self capture keeps it").
/// The review's 81 answers (`id`, point, answer) and 60 more written for this round before the
/// rule was changed, for points of the bundled bank that name a member of a listed set.
@Suite struct KeyPointMatcherS50Slot2Tests {
  /// The review's 81 and this round's 60, less those `Self.otherRules` lists: credited and not
  /// contradicted, the point graded alone (`swiftdrill-grading try`).
  static let credited: [(String, String)] = [
    (
      "The container's `viewContext` is a context bound to the main queue",
      "The viewContext works on the main thread, and a background context is bound to a private queue."
    ),
    (
      "The container's `viewContext` is a context bound to the main queue",
      "The viewContext is bound to DispatchQueue.main, and each background context is bound to a private queue."
    ),
    (
      "A strong delegate reference would usually create a retain cycle",
      "Retaining the delegate would usually create a retain cycle, so it is declared as a weak delegate reference."
    ),
    (
      "The app keeps a strong reference to the discovered `CBPeripheral`, or the connection is cancelled.",
      "The app has to hold on to the discovered CBPeripheral in a property, because with only a weak reference to the discovered CBPeripheral it is freed and the connection is cancelled."
    ),
    (
      "The app must keep a strong reference to the Picture in Picture controller.",
      "The app must store the Picture in Picture controller in a property; a weak reference to the Picture in Picture controller lets it be deallocated."
    ),
    (
      "Any breaking change to the public API requires a new major version.",
      "Any breaking change to the public API requires a major bump, never just a new minor version."
    ),
    (
      "A change that breaks source compatibility, such as a renamed parameter, needs a new major version.",
      "A renamed parameter breaks source compatibility, so it needs a major release and not only a new minor version."
    ),
    (
      "An `ephemeral` configuration keeps cache, cookies and credentials only in memory.",
      "An ephemeral configuration keeps cache, cookies and credentials in RAM rather than on disk."
    ),
    (
      "`@testable import` makes a module's internal declarations visible to tests",
      "@testable import makes a module's internal-level declarations visible to tests, while its private declarations stay invisible."
    ),
    (
      "`@concurrent` is the explicit opt-in to run off the caller's actor",
      "@concurrent is the explicit opt-in to run on the global concurrent executor."
    ),
    (
      "The scene delegate handles the lifecycle of one instance of the UI",
      "The SceneDelegate handles the lifecycle of one window, while the app delegate handles the whole process."
    ),
    (
      "The app delegate handles events of the whole process, such as launch",
      "The AppDelegate handles process-wide events such as launch, and the scene delegate handles each window."
    ),
    (
      "`scrollDismissesKeyboard(.interactively)`, from iOS 16, lets the user drag the keyboard away while scrolling.",
      "scrollDismissesKeyboard(.interactively), from iOS 16, lets the user swipe the keyboard away while scrolling."
    ),
    (
      "The test hooks are compiled only into debug builds, so the shipped app ignores them.",
      "The test hooks are compiled out of release builds, so the shipped app ignores them."
    ),
    (
      "Performance is measured in a Release build, because Debug code can be many times slower.",
      "Measure performance with the Release configuration, because debug builds can be many times slower."
    ),
    (
      "The memory cache, usually `NSCache`, stores decoded images that are ready to draw.",
      "The memory cache, usually NSCache, stores images that are ready to draw, and the disk cache stores the compressed data."
    ),
    (
      "Scaling with the image view still decodes the full image",
      "Scaling with the image view still decodes the full image, however small the compressed file is."
    ),
    (
      "A memory cache holds decoded images and a disk cache holds downloaded data",
      "A memory cache holds ready-to-draw images and a disk cache holds the compressed downloaded data."
    ),
    (
      "The app finishes a transaction only after it has delivered the content.",
      "The app finishes a transaction only after delivering the content; until then it stays unfinished and comes back."
    ),
    (
      "Calling `finish()` tells the App Store that the content was delivered.",
      "Calling finish() tells the App Store the content was delivered, so unfinished transactions are the ones it redelivers."
    ),
    (
      "By default an operation finishes when `main()` returns",
      "By default an operation finishes when main() returns, so an async one must stay unfinished until its callback fires."
    ),
    (
      "The watchdog ends an app that stays unresponsive too long, such as a slow launch",
      "The watchdog ends an app that does not respond for too long, such as a slow launch."
    ),
    (
      "The server responds with HTTP 200, or the App Store retries the notification.",
      "The server must respond with HTTP 200; if it is unresponsive the App Store retries the notification."
    ),
    (
      "A hang is when the app does not respond because the main thread is busy",
      "A hang is when the app is unresponsive because the main thread is busy."
    ),
    (
      "Overload existing operators when the conventional meaning applies.",
      "Overload existing operators only when the ordinary meaning applies."
    ),
    (
      "Internal testers are members of the team in App Store Connect.",
      "Testers on the team in App Store Connect are the internal ones, and public link testers are external."
    ),
    (
      "Dynamic strings and objects interpolated into a `Logger` message are private by default and redacted in the stored log.",
      "Dynamic strings and objects interpolated into a Logger message are redacted by default in the stored log, unless they are marked public by default."
    ),
    (
      "The child tells its parent it finished through a closure or a weak delegate, not a strong reference.",
      "The child tells its parent it is done through a closure or a delegate held weakly, since a strong delegate would keep the parent alive."
    ),
    (
      "A delegate property is `weak` by convention, so the component cannot keep its owner alive.",
      "By convention a delegate property is never strong, so the component cannot keep its owner alive."
    ),
    (
      "Capturing `[weak self]` in the closure breaks the cycle",
      "Capturing self weakly in the closure breaks the cycle, where a strong self capture in the closure keeps it."
    ),
    (
      "Long work on the main queue makes the app hang",
      "Long work on the main thread makes the app hang; long work on a global queue does not."
    ),
    (
      "A `weak` delegate needs a protocol constrained to `AnyObject`",
      "A weak, not strong, delegate needs a protocol constrained to AnyObject."
    ),
    (
      "The `public` keyword makes a declaration visible to any module that imports its module.",
      "The public keyword, rather than internal, makes a declaration visible to any module that imports its module."
    ),
    (
      "Declarations are `internal` by default, visible only inside their own module.",
      "Declarations are module-internal by default, visible only inside their own module, and public declarations are visible outside it."
    ),
    (
      "An `ephemeral` configuration keeps cache, cookies and credentials only in memory.",
      "The default configuration stores the cache in memory and also on disk, while an ephemeral configuration keeps cache, cookies and credentials only in memory."
    ),
    (
      "An `ephemeral` configuration keeps cache, cookies and credentials only in memory.",
      "An ephemeral configuration keeps cache, cookies and credentials in RAM only, where the default one keeps cookies on disk."
    ),
    (
      "`[weak self]` is needed when something long-lived stores the closure.",
      "Capturing self weakly is needed when something long-lived stores the closure, while a one-off closure can keep a strong self."
    ),
    (
      "`[unowned self]` is safe only when the closure cannot run after self is freed.",
      "Unowned self is safe only when the closure cannot run after self is freed; otherwise use a weak self."
    ),
    (
      "`weak`: optional, becomes `nil` when the object dies.",
      "A weak reference is optional and becomes nil when the object dies, whereas an unowned reference is not optional."
    ),
    (
      "After the `await` the view model updates its state on the main actor",
      "After the await the view model updates its state on the MainActor, since the parsing ran on the global executor."
    ),
    (
      "A `Task { }` created in main-actor code inherits the main actor",
      "A Task created in @MainActor code inherits the MainActor rather than running on the global executor."
    ),
    (
      "In a `@MainActor` view model the code after `await` continues on the main actor.",
      "In a @MainActor view model the code after await continues on the MainActor, not on the global concurrent executor."
    ),
    (
      "In a `@MainActor` view model the code after `await` continues on the main actor.",
      "In a MainActor view model the code after await continues on MainActor, even if the awaited function ran on the global executor."
    ),
    (
      "A processing task is for longer, deferrable work",
      "A BGProcessingTask is for longer, deferrable work, and an app refresh task is for a quick update."
    ),
    (
      "An app refresh task is for a short update of the app's content",
      "A BGAppRefreshTask is for a short update of the app's content, while a processing task is for long work."
    ),
    (
      "In UIKit, a custom scheme URL arrives in the scene delegate's `scene(_:openURLContexts:)` when the scene is already connected.",
      "In UIKit, a custom scheme URL arrives in the SceneDelegate's scene(_:openURLContexts:) when the scene is already connected, not in the app delegate."
    ),
    (
      "In UIKit, a custom scheme URL arrives in the scene delegate's `scene(_:openURLContexts:)` when the scene is already connected.",
      "In UIKit, a custom scheme URL arrives in SceneDelegate's scene(_:openURLContexts:) when the scene is already connected; the app delegate's method is for apps without scenes."
    ),
    (
      "The Color Off-screen Rendered option shows the affected layers in yellow.",
      "The Color Off-screen Rendered option shows the affected layers tinted yellowish, as a red flag to fix."
    ),
    (
      "Any breaking change to the public API requires a new major version.",
      "Any breaking change to the public API requires a new major version, while a new feature requires a new minor version."
    ),
    (
      "Any breaking change to the public API requires a new major version.",
      "Any breaking change to the public API requires a new MAJOR number, and a new minor version is for additions."
    ),
    (
      "An app in the background cannot run work on the GPU.",
      "An app in the background cannot run work on the graphics processor, only on the CPU."
    ),
    (
      "A Release build compiles with `-O`, which optimises the code for speed.",
      "A Release configuration compiles with -O, which optimises for speed, unlike a debug build."
    ),
    (
      "A Debug build compiles with `-Onone`, without optimisation, so debugging works well and builds are fast.",
      "The Debug configuration compiles with -Onone, without optimisation, so debugging works well; a release build compiles with -O."
    ),
    (
      "First reproduce the problem in a release build on realistic data, and record the number as a baseline",
      "First reproduce the problem with Release optimisations on realistic data, since a debug build on realistic data misleads, and record a baseline."
    ),
    (
      "The memory cache, usually `NSCache`, stores decoded images that are ready to draw.",
      "The memory cache, usually NSCache, stores images already decoded from the compressed bytes, ready to draw."
    ),
    (
      "The memory cache, usually `NSCache`, stores decoded images that are ready to draw.",
      "The memory cache, usually NSCache, stores bitmaps ready to draw rather than the compressed JPEG bytes."
    ),
    (
      "A memory cache holds decoded images and a disk cache holds downloaded data",
      "A memory cache holds decompressed images, and a disk cache holds the compressed downloaded data."
    ),
    (
      "Scaling with the image view still decodes the full image",
      "Scaling with the image view still decodes the full compressed image into a full-size bitmap."
    ),
    (
      "A transaction that is never finished is delivered again through `Transaction.updates` at the next launch.",
      "A transaction left unfinished is delivered again through Transaction.updates at the next launch, so finish it after delivering."
    ),
    (
      "The app finishes a transaction only after it has delivered the content.",
      "The app calls finish() only after delivering the content, because an unfinished transaction is simply delivered again."
    ),
    (
      "By default an operation finishes when `main()` returns",
      "By default an operation finishes when main() returns, leaving no unfinished state."
    ),
    (
      "A hang is a longer time in which the app does not respond to input",
      "A hang is a longer time in which the app is unresponsive to input."
    ),
    (
      "A hang is a longer time in which the app does not respond to input",
      "A hang is a longer time in which the app cannot respond to input and looks unresponsive."
    ),
    (
      "The server responds with HTTP 200, or the App Store retries the notification.",
      "The server responds with HTTP 200; an unresponsive server makes the App Store retry the notification."
    ),
    (
      "An app in the background cannot run work on the GPU.",
      "A backgrounded app has no GPU access, so it must run work on the CPU."
    ),
    (
      "An app in the background cannot run work on the GPU.",
      "An app in the background cannot use the graphics chip, so it runs work on the CPU."
    ),
    (
      "The app calls `registerForRemoteNotifications()` and receives a device token in the app delegate.",
      "The app calls registerForRemoteNotifications() and gets the device token back in its AppDelegate, not in the SceneDelegate."
    ),
    (
      "`@UIApplicationDelegateAdaptor` connects an app delegate for callbacks such as push registration",
      "@UIApplicationDelegateAdaptor hooks up an AppDelegate class for callbacks like push registration, since a SwiftUI app has no scene delegate for those."
    ),
    (
      "The app delegate, view controllers and a notification report memory warnings",
      "The AppDelegate, the view controllers and a notification all report memory warnings, unlike the scene delegate."
    ),
    (
      "With scenes, UIKit does not call the app delegate's foreground and background methods",
      "With scenes, UIKit stops calling the AppDelegate's foreground and background methods; the scene delegate gets them instead."
    ),
    (
      "A suspended app stays in memory but runs no code",
      "A suspended app stays resident in memory but runs no code, rather than being written to disk."
    ),
    (
      "A suspended app stays in memory but executes no code.",
      "A suspended app remains in memory and executes nothing, where a terminated one is gone and relaunches from disk."
    ),
    (
      "A warm launch finds parts of the app already in memory",
      "A warm launch finds parts of the app already loaded in memory instead of reading them all from disk."
    ),
    (
      "The default data store persists website data on disk across launches, and a non-persistent store keeps it in memory.",
      "The default store persists website data on disk across launches, whereas a nonPersistent() store keeps it in memory only."
    ),
    (
      "`URLCache` stores responses in memory and on disk according to the server's HTTP caching headers.",
      "URLCache keeps responses both in memory and on disk, following the server's HTTP caching headers."
    ),
    (
      "UserDefaults caches the values in memory, so reads are fast",
      "UserDefaults caches the values in memory, so reads are fast and do not hit the plist on disk each time."
    ),
    (
      "The crash handler writes the report to disk, and the report is sent on the next launch.",
      "The crash handler writes the report to disk, because memory is lost with the process, and the report is sent on the next launch."
    ),
    (
      "The SDK appends each event to a queue that is persisted on disk, so events survive a crash.",
      "The SDK appends every event to a queue persisted on disk rather than kept only in memory, so events survive a crash."
    ),
    (
      "URLSession uploads from a file with `uploadTask(with:fromFile:)` without holding the body in memory.",
      "URLSession uploads straight from a file on disk with uploadTask(with:fromFile:) without holding the body in memory."
    ),
    (
      "The app ships default values in the binary and caches the last fetched config on disk.",
      "The app ships default values in the binary and caches the last fetched config on disk, so it survives a relaunch unlike an in-memory copy."
    ),
    (
      "The usual cause is a strong reference cycle, because ARC frees an object only when no strong references to it remain.",
      "The usual cause is a strong reference cycle, because ARC frees an object only when nothing references it strongly any more, and weak ones do not count."
    ),
    (
      "ARC frees an object when its strong reference count reaches zero",
      "ARC frees an object when its strong reference count reaches zero, whatever weak references remain."
    ),
    (
      "Cancel the task from a lifecycle event, or capture `[weak self]` inside the loop",
      "Cancel the task from a lifecycle event, or capture self weakly inside the loop rather than holding a strong self."
    ),
    (
      "Break with `[weak self]` or `[unowned self]`.",
      "Break it by capturing self weakly or unowned instead of strongly."
    ),
    (
      "A weak capture in the handler limits what a lost handler keeps alive.",
      "Capturing weakly in the handler limits what a lost handler keeps alive, where a strong capture keeps the whole object."
    ),
    (
      "Work that must finish, such as saving a draft, captures strongly so that it still runs when the screen closes first.",
      "Work that must finish, like saving a draft, captures self strongly so it still runs when the screen closes first; a weak capture would drop it."
    ),
    (
      "`assign(to:on:)` keeps a strong reference to the object it assigns to",
      "assign(to:on:) holds the object it assigns to strongly, and there is no weak option on it."
    ),
    (
      "Typical holders are stored closures, timers, notification blocks, strong delegates and running tasks.",
      "Typical holders are stored closures, timers, notification blocks, delegates that are not declared weak but held strongly, and running tasks."
    ),
    (
      "A struct stored in a class can still hold a strong reference or closure back to that class, which forms a cycle.",
      "A struct stored in a class can still hold a strong reference or a closure back to that class, which forms a cycle unless it is made weak."
    ),
    (
      "Every new strong reference to an instance, closure context or box can mean a retain",
      "Every new strong reference to an instance, closure context or box can mean a retain, while a weak one costs a side table instead."
    ),
    (
      "`unowned` only when the other object is guaranteed to outlive the reference.",
      "Use unowned only when the other object is guaranteed to outlive the reference; otherwise weak."
    ),
    (
      "`unowned` when the target is guaranteed to outlive the reference",
      "An unowned reference when the target is sure to outlive the reference, and weak when it may not."
    ),
    (
      "Declarations stay `internal` unless clients need them, keeping the public surface small.",
      "Declarations stay internal-level unless clients need them, which keeps the public surface small."
    ),
    (
      "The memberwise initializer of a public struct is internal, so a public initializer must be written explicitly.",
      "The memberwise init of a public struct is only internal, so a public init has to be written by hand."
    ),
    (
      "A public struct's memberwise initialiser stays internal, so the module declares a `public init`.",
      "A public struct's memberwise initialiser stays internal rather than public, so the module declares its own public init."
    ),
    (
      "`@usableFromInline` makes an internal declaration part of the ABI, though client source still cannot call it.",
      "@usableFromInline makes an internal declaration part of the ABI, though unlike a public one client source still cannot call it."
    ),
    (
      "Dead code removal of unused internal declarations",
      "Dead code removal of unused internal declarations, since nothing outside the module can see them unless they are public."
    ),
    (
      "Whole-module optimisation removes unused private and internal declarations before linking.",
      "Whole-module optimisation drops unused private and internal declarations before linking, but keeps public ones."
    ),
    (
      "Access control enforces the boundaries: `internal` by default, `public` for the interface, `package` within one package.",
      "Access control enforces the boundaries: internal is the default, public is for the interface, and package within one package."
    ),
    (
      "Heavy work runs on a background context from `newBackgroundContext()` or `performBackgroundTask(_:)`",
      "Heavy work runs on a background context from newBackgroundContext() or performBackgroundTask(_:), rather than on the viewContext."
    ),
    (
      "`automaticallyMergesChangesFromParent` lets the view context pick up background saves",
      "automaticallyMergesChangesFromParent lets the viewContext pick up saves made on a background context."
    ),
    (
      "The main queue is a serial queue that runs on the main thread",
      "DispatchQueue.main is a serial queue that runs on the main thread, unlike the global queues."
    ),
    (
      "The main queue is serial and the global queues are concurrent",
      "DispatchQueue.main is serial, while DispatchQueue.global() queues are concurrent."
    ),
    (
      "A `UIDocument` subclass reads and writes on a background queue with coordinated file access.",
      "A UIDocument subclass reads and writes on a background queue with coordinated file access, so the main queue stays free."
    ),
    (
      "The fix is to do long work on another thread or task and return to the main actor only to update the UI",
      "The fix is to do long work on another thread or task and come back to the MainActor only to update the UI."
    ),
    (
      "Only the finished image comes back to the main actor.",
      "Only the finished image comes back to the MainActor; the decoding stays on the global concurrent executor."
    ),
    (
      "The view model calls it with `await` and the main actor stays free",
      "The view model calls it with await, so the MainActor stays free while it runs on the global executor."
    ),
    (
      "After the `await`, code in a main-actor type continues on the main actor.",
      "After the await, code in a @MainActor type carries on on the MainActor, not on the global executor."
    ),
    (
      "With Swift 6.2's approachable concurrency settings, a `nonisolated` async function runs on the caller's actor.",
      "With Swift 6.2's approachable concurrency, a nonisolated async function runs on the calling actor instead of the global concurrent executor."
    ),
    (
      "A `nonisolated(nonsending)` async function runs on the caller's actor instead of hopping to the thread pool",
      "A nonisolated(nonsending) async function stays on the caller's actor rather than hopping to the global executor's thread pool."
    ),
    (
      "An `async` function returns to the caller's actor",
      "An async function returns to the calling actor, where a completion handler may come back on any queue."
    ),
    (
      "Long maintenance work such as a clean-up belongs in a processing task",
      "Long maintenance work like a clean-up belongs in a BGProcessingTask, since a BGAppRefreshTask only gets a few seconds."
    ),
    (
      "A processing task runs when the device is idle, often while charging, and can run longer than a refresh task.",
      "A BGProcessingTask runs when the device is idle, often while charging, and can run longer than an app refresh task."
    ),
    (
      "Each refresh task schedules the next refresh before it completes.",
      "Each refresh task schedules the next refresh before it completes, unlike a processing task that is scheduled once."
    ),
    (
      "You profile a Release build, because the optimiser changes what is slow.",
      "You profile a Release build because the optimiser changes what is slow, so a Debug build misleads."
    ),
    (
      "A Debug build is useless for measuring size, because it is not optimised and carries debug information.",
      "A Debug build is useless for measuring size, because unlike a release build it is not optimised and carries debug info."
    ),
    (
      "CI measures the download size of a thinned release build and compares it with the main branch.",
      "CI measures the download size of a thinned Release-configuration build, not a debug one, and compares it with the main branch."
    ),
    (
      "The deprecated function is removed only in the next major version.",
      "The deprecated function is removed only in the next major release, never in a minor version."
    ),
    (
      "A patch release fixes bugs and a minor release adds backward-compatible API.",
      "A patch version fixes bugs and a minor version adds backward-compatible API, while a major version breaks it."
    ),
    (
      "When a layer is fully opaque, the GPU can skip what lies under it.",
      "When a layer is fully opaque, the GPU can skip the pixels under it; the CPU takes no part in blending."
    ),
    (
      "Offscreen rendering draws a layer into a separate buffer before it is composited, which costs extra GPU passes.",
      "Offscreen rendering draws a layer into a separate buffer before compositing, which costs extra GPU passes rather than CPU time."
    ),
  ]

  /// The answers main (`b6ecbedc`, without `misvalues`) already withholds or contradicts by other
  /// rules (a lexicon opposite, a denial read against the point, `rather than`): known issues of
  /// those rules, not of this one (`misvaluesChangesNoRightAnswer` holds for them).
  static let otherRules: [(String, String)] = [
    (
      "The user content controller keeps a strong reference to its message handlers.",
      "The user content controller retains its message handlers, so pass a weak reference wrapper as the handler or the web view leaks."
    ),
    (
      "The access token can stay in memory and be renewed with the refresh token when it expires.",
      "The access token can stay in RAM instead of on disk and be renewed with the refresh token when it expires."
    ),
    (
      "`@testable import` makes a module's internal declarations visible to tests",
      "@testable import makes a module's non-public declarations visible to tests, except private declarations."
    ),
    (
      "A `@concurrent` function never runs on the caller's actor, whatever actor called it",
      "A @concurrent function always runs on the global concurrent executor, whatever actor called it."
    ),
    (
      "Background work returns its result to the main queue before updating the UI",
      "Background work hands its result back to DispatchQueue.main before updating the UI, never touching views from the background queue."
    ),
    (
      "A decoded image takes width × height × 4 bytes for a typical bitmap",
      "A JPEG that is 200 KB compressed takes width × height × 4 bytes once decoded."
    ),
    (
      "A download can finish after its cell was reused, and set the wrong image",
      "A download still unfinished when its cell is reused can complete later and set the wrong image."
    ),
    (
      "The Color Blended Layers option marks blended areas in red.",
      "The Color Blended Layers option tints blended areas reddish and marks opaque areas in green."
    ),
    (
      "Background work returns its result to the main queue before updating the UI",
      "Background work returns its result on the main queue, never a background queue, before updating the UI."
    ),
    (
      "Background work returns its result to the main queue before updating the UI",
      "Background work returns its result to the main thread rather than a background queue before updating the UI."
    ),
    (
      "Long work on the main queue makes the app hang",
      "Long work on DispatchQueue.main makes the app hang, so long work goes on a background queue."
    ),
    (
      "A `weak` delegate needs a protocol constrained to `AnyObject`",
      "Because the delegate is held weakly rather than strongly, a strong delegate protocol is not enough: it needs a protocol constrained to AnyObject."
    ),
    (
      "With `padding().background(.blue)` the blue fills the text and the padding around it.",
      "With padding().background(.blue) the colour fills the text and the padding around it, and the same with .red."
    ),
    (
      "The watchdog ends an app that stays unresponsive too long, such as a slow launch",
      "The watchdog ends an app that fails to respond for too long, such as a slow launch."
    ),
    (
      "A `@concurrent` function never runs on the caller's actor, whatever actor called it",
      "A @concurrent function runs on the global concurrent executor, whatever actor called it."
    ),
    (
      "Each class instance has a count of strong references",
      "Each class instance keeps a count of the strong references to it; weak references are not counted."
    ),
    (
      "An API can call back on the main queue or take a queue parameter",
      "An API can call back on DispatchQueue.main, or take a queue parameter so the caller picks a background queue."
    ),
    (
      "`AVCapturePhotoOutputReadinessCoordinator` reports on the main queue when the output is ready for the next capture.",
      "AVCapturePhotoOutputReadinessCoordinator reports on the main thread when the output is ready for the next capture, not on the session queue."
    ),
    (
      "Calling the closure on a background queue fails the check and stops the program",
      "Calling the closure on a background queue instead of the main queue fails the check and stops the program."
    ),
  ]

  /// Right answers the echoed-opening rule (session 52, s52-census) no longer credits.
  static let echoLost: Set<String> = [
    "@concurrent is the explicit opt-in to run on the global concurrent executor."
  ]

  @Test(arguments: credited)
  func rightAnswersNamingBothMembersAreCredited(point: String, answer: String) {
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

  /// Each answer of `otherRules` is still withheld or contradicted, by a rule that is not
  /// `misvalues`: recorded, so that a fix elsewhere shows here.
  @Test(arguments: otherRules)
  func rightAnswersOtherRulesStillMiss(point: String, answer: String) {
    withKnownIssue("withheld or contradicted by another rule, as on main") {
      expectCredited(point, answer)
    }
  }

  /// `misvalues` changes none of the 141 right answers: each is graded alike with and without the
  /// lexicon's `values:` lines (credited, contradicted).
  @Test(arguments: credited + otherRules)
  func misvaluesChangesNoRightAnswer(point: String, answer: String) throws {
    let without = try GradingLexiconValuesTests.lexicon(withoutValues: "")
    let plain = GradingLexiconValuesTests.check(point, answer, without)
    let check = checkPoint(point, answer)
    expectTrue(
      plain.credited == check.credited && plain.contradicted == check.contradicted, "\(plain) \(check)")
  }

  /// One wrong claim of each set kind, the other member in the point's slot and the point's own
  /// member nowhere (a multi-word member's mark alone, "one per scene", does not name it):
  /// contradicted; without the lexicon's `values:` lines, credited or contradicted as main did.
  static let wrongClaims: [(String, String)] = [
    (
      "The Color Blended Layers option marks blended areas in red.",
      "Color Blended Layers tints the blended areas in green."
    ),
    (
      "The scene delegate handles the lifecycle of one instance of the UI",
      "The app delegate handles the lifecycle of one instance of the UI, one per scene."
    ),
    (
      "The container's `viewContext` is a context bound to the main queue",
      "The viewContext is a context bound to a background queue."
    ),
    (
      "Only the finished image comes back to the main actor.",
      "Only the finished image comes back to the global concurrent executor."
    ),
    (
      "With Swift 6.2's approachable concurrency settings, a `nonisolated` async function runs on the caller's actor.",
      "With Swift 6.2's approachable concurrency, a nonisolated async function runs on the global concurrent executor."
    ),
    (
      "Long maintenance work such as a clean-up belongs in a processing task",
      "Long maintenance work like a clean-up belongs in an app refresh task, scheduled with BGTaskScheduler."
    ),
    (
      "The client sends the version its edit started from with the write, for example in an `If-Match` header.",
      "The client sends the version its edit started from with the write, in an If-None-Match header."
    ),
    (
      "The deprecated function is removed only in the next major version.",
      "The deprecated function is removed in the next minor version."
    ),
    (
      "You profile a Release build, because the optimiser changes what is slow.",
      "You profile a debug build, because the optimiser changes what is slow."
    ),
    (
      "When a layer is fully opaque, the GPU can skip what lies under it.",
      "When a layer is fully opaque, the CPU can skip what lies under it."
    ),
    (
      "Heavy work runs on a background context from `newBackgroundContext()` or `performBackgroundTask(_:)`",
      "Heavy work runs on the viewContext, so the UI sees it at once."
    ),
    (
      "`@testable import` makes a module's internal declarations visible to tests",
      "@testable import makes a module's private declarations visible to tests."
    ),
    (
      "`assign(to:on:)` keeps a strong reference to the object it assigns to",
      "assign(to:on:) keeps an unowned reference to the object it assigns to."
    ),
    ("A suspended app stays in memory but runs no code", "A suspended app stays on disk but runs no code."),
    (
      "VoiceOver users swipe up or down to change an adjustable element.",
      "VoiceOver users pinch to change an adjustable element."
    ),
  ]

  @Test(arguments: wrongClaims)
  func aWrongClaimOfEachSetIsContradicted(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// The sets `misvalues` reads are the lexicon's `values:` lines: it contradicts each claim with
  /// the bundled lexicon's sets, and reads none from the same lexicon without those lines (session
  /// 50's review, F4: this test called `misvalues` with no sets, which returns false at once). Five
  /// of these claims are still contradicted without the lines, by other rules
  /// (`GradingLexiconValuesTests.noValuesLinesNoContradiction` checks the verdicts of its own).
  @Test(arguments: wrongClaims)
  func theValuesLinesAreTheSetsMisvaluesReads(point: String, answer: String) throws {
    let bundled = GradingLexicon.bundled
    let without = try GradingLexiconValuesTests.lexicon(withoutValues: "")
    expectTrue(!bundled.values.table.isEmpty && without.values.table.isEmpty)
    func fires(_ lexicon: GradingLexicon) -> Bool {
      KeyPointMatcher.misvalues(
        point: point, said: answer[...], stemmer: SnowballStemmer(), stop: lexicon.stopWords,
        sets: lexicon.values)
    }
    expectTrue(fires(bundled), "\(answer)")
    expectTrue(!fires(without), "\(answer)")
    expectTrue(GradingLexiconValuesTests.check(point, answer, bundled).contradicted, "\(answer)")
  }

  /// How the own member is heard: by stem for a one-word member, by its mark in a code name or
  /// before a word of its kind for a longer one, not by the mark alone.
  @Test func theOwnMemberIsHeardByItsMarks() {
    let stemmer = SnowballStemmer()
    let lexicon = GradingLexicon.bundled
    let sets = lexicon.values
    func heard(_ member: String, _ text: String) -> Bool {
      let value = KeyPointMatcher.values(
        in: member[...], of: sets, stemmer: stemmer, stop: lexicon.stopWords)[0]
      let words = KeyPointMatcher.looseWords(text[...], stemmer: stemmer)
      return KeyPointMatcher.heard(value, of: sets, in: words, stemmer: stemmer, stop: lexicon.stopWords)
    }
    expectTrue(heard("weak", "held weakly"))
    expectTrue(heard("internal", "its internal-level declarations"))
    expectTrue(heard("scene delegate", "the SceneDelegate handles one window"))
    expectTrue(heard("main queue", "bound to DispatchQueue.main"))
    expectTrue(heard("main queue", "works on the main thread"))
    expectTrue(heard("processing task", "a BGProcessingTask runs when idle"))
    expectTrue(!heard("scene delegate", "when the scene is connected"))
    expectTrue(!heard("main queue", "the main function"))
    expectTrue(!heard("release build", "a new release"))
  }

  /// The own member as code keeps the sentence (the review's fix (a)): s49-slot's wrong claim
  /// "…marked with MainActor runs on the global executor" names the point's member in the
  /// annotation, and is no longer contradicted by this rule.
  @Test func theOwnMemberAsCodeKeepsTheSentence() {
    let check = checkPoint(
      "A function marked with MainActor runs on the main actor.",
      "A function marked with MainActor runs on the global executor.")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// `private key` and `public key` name no access level; a point whose member a denial stands
  /// before ("cannot run work on the GPU") claims nothing on it (the review's findings 7b and 7).
  @Test func anotherSenseAndADeniedPointSayNothing() {
    expectCredited(
      "Pinning the public key survives a certificate renewal that keeps the same key.",
      "Pinning the key itself survives a renewal that keeps the same key pair, since the private key stays the same."
    )
    expectCredited(
      "An app in the background cannot run work on the GPU.",
      "A backgrounded app has no GPU access, so it must run work on the CPU.")
  }
}
