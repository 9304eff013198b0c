# Source of cases.json (s53 review): (shape, labels, text); labels c=covered, m=missing, x=contradicted.
# Written apart from the matcher's code, on bundled verbal questions that are NOT among the 60 of
# Benchmarks/Grading/sets/s52-review. A w-swap-than answer swaps the sides of the comparison that a
# than-reversed right answer on the same question states the other way round.
Q = {}
Q["swift-package-manager/spm-vs-cocoapods"] = [
("whereas","ccmmm","SwiftPM comes with the Swift toolchain and Xcode opens a package directly, whereas CocoaPods generates a workspace and modifies your project files."),
("unlike","mmcmm","Unlike a Podfile setup, a Swift package describes itself in Swift code, in its Package.swift manifest."),
("than-same","mcmmm","CocoaPods is more invasive than SwiftPM, because it generates its own workspace and rewrites the Xcode project files."),
("than-reversed","mcmmm","SwiftPM is less invasive than CocoaPods, which generates a workspace and edits the project files."),
("but","mmmcc","Packages today can carry resources and binary XCFrameworks, but a library that is published only as a pod can still hold the migration back."),
("w-swap","xxmmm","CocoaPods is part of the Swift toolchain and Xcode opens pods directly, whereas SwiftPM generates a workspace and changes the project files."),
("w-swap-than","mxmmm","SwiftPM is more invasive than CocoaPods, because it generates a workspace and rewrites the project files."),
("w-replace","mmxmm","A package describes itself in a JSON file called Package.resolved that Xcode reads."),
]
Q["test-doubles/state-versus-interaction-testing"] = [
("than-reversed","mmmc","Interaction checks break more easily than state checks when you refactor, since they pin down how the result was produced rather than the result itself."),
("whereas","ccmm","State verification looks at the result, the return value or the object's state afterwards, whereas interaction verification checks which calls the code made to its dependencies through a spy or a mock."),
("rather-than","mmcm","Rather than looking for a result, you check the interaction when the effect has nothing visible, like sending an analytics event or charging a card."),
("compared-with","mmmc","Compared with interaction tests, state tests survive refactoring better, because they only care about the result and not how it was produced."),
("w-swap-than","mmmx","State checks break more easily than interaction checks when you refactor, since they depend on how the result was produced."),
("w-swap","xxmm","Interaction verification checks the return value or the state of the object afterwards, whereas state verification checks the calls made to dependencies with a spy or a mock."),
("w-replace","mmxm","Interaction checks suit pure calculations whose return value is easy to compare, such as formatting a price."),
]
Q["test-doubles/snapshot-versus-behaviour-tests"] = [
("whereas","mmmmc","Behaviour tests assert what the code does, whereas snapshot tests complement them by checking how things look."),
("but","mmcmm","Snapshot tests are handy, but they are brittle across simulators, OS versions, fonts and locales, so you pin the environment they run in."),
("unlike","mcmmm","Unlike behaviour assertions, a snapshot catches visual regressions nobody thought to assert, such as a clipped label."),
("than-reversed","mcmmm","Behaviour assertions are worse than snapshots at catching visual regressions like a clipped label, since nobody writes an assertion for that."),
("instead-of","cmmmm","A snapshot test renders the view, saves the result as a reference file, and fails when a later render differs, instead of asserting individual properties."),
("w-swap-than","mxmmm","Snapshots are worse than behaviour assertions at catching visual regressions like a clipped label."),
("w-replace","mmxmm","Snapshot tests are stable across simulators, OS versions, fonts and locales, so any machine can run them as they are."),
("w-replace","mmmxm","A reference recorded by mistake is harmless, because the next run fails and shows the bug anyway."),
]
Q["test-doubles/real-dependency-versus-double"] = [
("than-reversed","mcmm","A double hides more mistakes than the real dependency does, so a real one in the test catches bugs the double would have covered up."),
("whereas","cmcm","A temporary directory, an in-memory database or a UserDefaults suite are fast and deterministic enough to use for real, whereas the network or payments are slow, external or have side effects and need a double."),
("but","mmmc","Real storage is fine in a test, but each test gets its own fresh, isolated instance so tests share no state."),
("rather-than","mmcm","Rather than calling the real payment service or the network, which is slow and has side effects, the test uses a double."),
("w-swap-than","mxmm","The real dependency hides more mistakes than a double does, so doubles catch more bugs."),
("w-replace","mmmx","Tests that use real storage share one database instance, so each test sees what the previous ones wrote."),
("w-swap","xmxm","Doubles are needed for UserDefaults and temporary directories, whereas the network and payments are fine to call for real in tests."),
]
Q["security/keychain-vs-userdefaults"] = [
("whereas","cmmcm","UserDefaults writes a plain property list into the app's container without encrypting it, whereas the Keychain encrypts every item and the system decides which app may read it."),
("than-reversed","mmcmm","UserDefaults is a far less safe place for passwords and tokens than the Keychain, so secrets go in the Keychain."),
("as-opposed-to","mmcmm","Tokens and passwords go into the Keychain, as opposed to UserDefaults, which is for preferences."),
("but","mcmmc","Anyone with a backup or a jailbroken phone can read UserDefaults, but Keychain items can still be shared between the same team's apps through an access group."),
("w-swap","xmmxm","The Keychain is a plain property list file in the app's container, whereas UserDefaults encrypts each value and the system controls which app reads it."),
("w-swap-than","mmxmm","The Keychain is a less safe place for tokens than UserDefaults, so secrets belong in UserDefaults."),
("w-replace","mmmmx","Keychain items belong to one app only; two apps of the same team have to copy secrets through a server."),
]
Q["widgets-live-activities/widget-or-live-activity"] = [
("than-reversed","mmmcmm","For a match that changes often over a couple of hours, a widget is a worse fit than a Live Activity."),
("whereas","cmmcmm","WidgetKit limits a widget's reloads with a budget, so it can't promise updates within seconds, whereas a Live Activity is made for something that changes often over a few hours, like a match."),
("rather-than","mcmmmm","Rather than reloading the widget at each known change, you put the future changes into timeline entries ahead of time."),
("but","mmcmcm","The widget's Text with a timer style keeps ticking between reloads, but for the Live Activity the server pushes updates through ActivityKit while the app is suspended."),
("instead-of","mmmmmc","From iOS 18 a broadcast channel updates every subscriber's Live Activity with one push instead of one push per device."),
("w-swap-than","mmmxmm","For a match that changes often over a few hours, a Live Activity is a worse fit than a widget."),
("w-swap","xmmxmm","A Live Activity gets only a few reloads from a budget, so its updates come late, whereas a widget is made for events that change often over a few hours, such as a match."),
("w-replace","mmxmmm","A Text with a timer style freezes between reloads and only shows the new time when the widget reloads."),
]
Q["logging-observability/print-vs-logger"] = [
("whereas","ccmmm","print writes to standard output, which a tester's device doesn't keep, whereas Logger writes to the unified logging system, which keeps the messages on the device."),
("than-reversed","mmmcm","print is more expensive than Logger for messages nobody reads, because print formats its string right away while Logger formats only when the log is read."),
("unlike","mmcmm","Unlike print, every Logger message carries a level, a subsystem and a category you can filter on."),
("but","mmmmc","Logger accepts interpolated values, but it redacts dynamic strings by default unless you mark them public."),
("w-swap","xxmmm","Logger writes to standard output, which is lost on a tester's device, whereas print goes to the unified logging system, which keeps the messages on the device."),
("w-swap-than","mmmxm","Logger is more expensive than print for messages nobody reads, because Logger formats its string right away while print formats only when the log is read."),
("w-replace","mmmmx","Logger shows every dynamic string in clear text by default, and you must mark private values yourself."),
]
Q["logging-observability/analytics-vs-logs"] = [
("whereas","ccmmm","Logs are free text that developers read to debug one device, whereas analytics events are structured records with a fixed name and defined properties."),
("as-opposed-to","mmcmm","Analytics events are aggregated by a server across all users, as opposed to logs, which you read from one device."),
("than-reversed","mcmmm","A log line is less structured than an analytics event, which has a fixed name and defined properties."),
("but","mmmcc","Every event gets a documented schema and a version, but it carries only the personal data it truly needs."),
("w-swap","xxmmm","Analytics events are free text for developers debugging one device, whereas logs are structured records with a fixed name and defined properties."),
("w-swap-than","mxmmm","An analytics event is less structured than a log line, which has a fixed name and defined properties."),
("w-replace","mmmmx","An analytics event should carry as much personal data as possible, such as the email and the name, so analysts can follow each user."),
("w-replace","mmxmm","Analytics events stay on each device, and a developer reads them one phone at a time."),
]
Q["key-paths/keypaths-vs-closures"] = [
("whereas","cmmmm","A key path is a value that describes a path to a property, whereas a closure is opaque code you can only call."),
("than-reversed","mmcmm","A closure does less than a WritableKeyPath: the closure can only read the field, while the writable key path both reads and sets it."),
("unlike","mcmmm","Unlike closures, key paths are Hashable and Equatable, and you can compose them with appending(path:)."),
("but","mmmcc","A key path literal converts to a function, so map(\\.name) works, but it can only name properties, subscripts and optional chains, and it can't call a method."),
("w-swap","xmmmx","A closure is a value that describes a path to a property, whereas a key path is opaque code that can only be called."),
("w-swap-than","mmxmm","A WritableKeyPath does less than a closure: the key path can only read the field, while the closure both reads and sets it."),
("w-replace","mmmmx","A key path can name any method call too, such as \\.count() or \\.uppercased(), just like a closure."),
]
Q["networking/async-versus-completion-handlers"] = [
("than-reversed","cmmm","Nested completion handlers are harder to read than async code, which runs top to bottom and reports errors with throw and do/catch."),
("whereas","mcmm","The compiler checks that an async function returns or throws on every path, whereas a completion handler can be forgotten or called twice."),
("but","mmcc","Cancelling the surrounding task cancels the request, but after the await, code in a main-actor type is back on the main actor."),
("rather-than","cmmm","Rather than passing a Result into a callback, the async version throws, and you catch the error with do/catch while the code reads from top to bottom."),
("w-swap","mxmm","A completion handler is checked by the compiler to be called exactly once on every path, whereas an async function can forget to return or return twice."),
("w-swap-than","xmmm","Async code is harder to read than nested completion handlers, which run top to bottom and report errors with throw and do/catch."),
("w-replace","mmxm","Cancelling the surrounding task leaves the request running to the end; only the result is thrown away."),
("w-replace","mmmx","After the await, code in a main-actor type continues on whatever background thread finished the request."),
]
Q["networking/offset-versus-cursor-pagination"] = [
("than-reversed","mcmm","Offset pagination is less reliable than cursors when items are inserted or deleted between loads, because the positions shift and pages repeat or skip items."),
("whereas","cmcm","Offset pagination asks by position, like offset=40&limit=20, whereas a cursor is a token from the server marking where the last page ended."),
("but","mmmc","The list asks for the next page as the user nears the end, but only one page load runs at a time."),
("compared-with","mcmm","Compared with a cursor, an offset breaks when rows are inserted or deleted between page loads: positions shift, so items are repeated or skipped."),
("w-swap-than","mxmm","Cursors are less reliable than offsets when items are inserted or deleted between loads, because the cursor's position shifts and pages repeat items."),
("w-swap","xmxm","A cursor asks for items by position, like offset=40&limit=20, whereas offset pagination uses a token from the server marking where the last page ended."),
("w-replace","mmmx","The list loads every page at once when the screen opens, running all the page loads in parallel."),
]
Q["protocols/protocol-existential-vs-generic"] = [
("whereas","cmmm","In an array of any Animal the elements can be different types, whereas with a generic A every element is the same type."),
("than-reversed","mccm","Existentials are slower than generics: they box the value and dispatch dynamically, while a generic can be specialised and keeps the full type."),
("but","mmmc","Generics are usually faster, but a mixed collection of different animal types needs any."),
("unlike","mmcm","Unlike an existential, a generic function can be specialised for each type and keeps the full type information."),
("w-swap","xmmm","With a generic A the elements can be different types, whereas in an array of any Animal every element is one type."),
("w-swap-than","mxxm","Generics are slower than existentials: generics box the value and dispatch dynamically, while an existential is specialised and keeps the full type."),
("w-replace","mmmx","A collection mixing dogs and cats works best with a generic parameter, since the generic accepts several types at once."),
]
Q["access-control/open-vs-public"] = [
("whereas","ccmm","A public class can be used from other modules but only subclassed inside its own, whereas an open class can also be subclassed and overridden outside the module."),
("than-reversed","ccmm","public is more restrictive than open: both can be used from other modules, but only open lets those modules subclass and override."),
("but","mmcm","You can mark a class or its methods open, but a struct or an enum can only go up to public."),
("rather-than","mmmc","Classes are closed by default, and you choose open deliberately rather than by habit, because allowing subclasses is a design commitment."),
("w-swap","xxmm","An open class can be used from other modules but only subclassed inside its own, whereas a public class can also be subclassed and overridden outside the module."),
("w-swap-than","xxmm","open is more restrictive than public: both can be used from other modules, but only public lets those modules subclass and override."),
("w-replace","mmxm","Structs and enums can be open too, which lets other modules add cases or stored properties to them."),
]
Q["control-flow/if-versus-guard"] = [
("whereas","mcmm","A guard let keeps its bound values in scope after the statement, whereas an if let binding lives only inside the braces."),
("than-reversed","mmcm","Nested if lets grow deeper than a row of guards, so guard avoids the pyramid of doom."),
("rather-than","mmmc","When both branches are normal paths, use an if rather than a guard."),
("but","cmmm","guard expresses a precondition, but its else block must exit the scope, with return, throw or break."),
("w-swap","xmmx","if expresses a precondition and its else must exit the scope, whereas guard fits when both branches are ordinary paths."),
("w-replace","mxmm","Values bound by guard let disappear after the guard statement, so you can only use them inside the else block."),
("w-swap-than","mmxm","A row of guards nests deeper than if lets, so guard leads to the pyramid of doom."),
]
Q["generics/some-versus-any"] = [
("whereas","cmmmm","some stands for one fixed concrete type that is hidden, whereas any is a box that can hold any conforming type."),
("than-reversed","mmmcm","some is cheaper than any, because any boxes the value and dispatches dynamically in exchange for letting you mix types."),
("but","mmcmm","With some as a return type the callee picks the type, but it has to be the same type on every return path."),
("as-opposed-to","mcmmm","A some P parameter is really a generic parameter that the caller chooses, as opposed to a some P return type."),
("rather-than","mmmmc","Start with some or generics, and reach for any only when you need a heterogeneous collection, rather than using any by default."),
("w-swap","xmmmm","any stands for one fixed concrete type that is hidden, whereas some is a box that can hold any conforming type."),
("w-swap-than","mmmxm","any is cheaper than some, because some boxes the value and dispatches dynamically."),
("w-swap","mxxmm","A some P parameter is chosen by the callee, whereas a some P return type is chosen by the caller."),
]
Q["functions-closures/functions-vs-closures"] = [
("but","ccmmm","A closure is code you can store and pass around as a value, but it also captures variables from the surrounding scope and keeps them alive."),
("unlike","mmmmc","Unlike a function declaration, a closure expression can be shortened: types inferred, an implicit return, $0 for the arguments."),
("while-initial","mmccm","While global and nested functions have names, they are closures too, and both share function types like (Int) -> Int."),
("than-same","mmmmc","A closure expression is shorter to write than a full function, thanks to inferred types, implicit return and $0."),
("w-replace","mxmmm","A closure copies the variables it uses at the moment it is created and lets the originals go."),
("w-replace","mmmxm","Functions and closures have separate kinds of types, so a function can be passed where a closure of type (Int) -> Int is expected only after wrapping it."),
("w-replace","mmxmm","Global and nested functions are a different thing from closures: only anonymous closure expressions count as closures."),
]
Q["design-patterns/decorator-vs-subclass"] = [
("whereas","ccmmm","A decorator wraps any value that conforms to the protocol, whereas a subclass adds behaviour to one concrete class only."),
("than-reversed","mmcmm","Subclasses are less flexible than decorators, which you can stack in any order at run time."),
("but","mmmcc","Decorators also work for structs and final classes, but each layer costs one more type and an indirect call."),
("unlike","mmmcm","Unlike subclassing, a decorator works with structs and with final classes."),
("w-swap","xxmmm","A subclass wraps any value that conforms to the protocol, whereas a decorator adds behaviour to only one concrete class."),
("w-swap-than","mmxmm","Decorators are less flexible than subclasses, which you can stack in any order at run time."),
("w-replace","mmmxm","Decorators only work on open classes, because they rely on overriding the wrapped type's methods."),
]
Q["on-device-ml/on-device-or-server"] = [
("whereas","ccmmmm","On-device inference keeps the user's data on the phone, works offline and costs nothing per request, whereas a server model bills each call."),
("than-reversed","mmcmmm","A server model is much better at world knowledge and long reasoning than the small on-device model."),
("but","mmmcmm","The on-device model is attractive, but it only runs on devices with Apple Intelligence, so the feature needs a fallback."),
("unlike","mmmmcm","Unlike the on-device model, a server model can be updated whenever you like, without shipping an app release."),
("rather-than","mmmmmc","Ask the user's consent before sending personal data to a server model, rather than sending it silently."),
("w-swap-than","mmxmmm","The on-device model is much better at world knowledge and long reasoning than a server model."),
("w-swap","xmmmxm","A server model keeps the user's data on the device, whereas the on-device model can be updated at any time without an app release."),
("w-replace","mmmxmm","The on-device model runs on every iPhone that supports iOS 26, so a fallback is unnecessary."),
]
Q["feature-flags/phased-release-vs-percentage"] = [
("whereas","cmmcm","Phased release decides who gets the new build through automatic updates over seven days, whereas a server-side percentage decides who sees the feature among users who already have the code."),
("than-reversed","mmmmc","A phased release is slower to back out of than a server percentage, which you can drop to zero at any moment to hide the feature."),
("but","mmcmm","You can pause a phased release, but it can't take the build back from people who already installed it."),
("as-opposed-to","mcmmm","Phased release only affects users with automatic updates, as opposed to anyone who downloads the update by hand from the App Store."),
("w-swap","xmmxm","A server-side percentage controls who gets the new build through automatic updates over seven days, whereas phased release controls who sees a feature among users who have the code."),
("w-replace","mmxmm","Pausing a phased release removes the build from the phones that installed it and puts the previous version back."),
("w-replace","mxmmm","Phased release covers every user, including those who open the App Store and tap Update by hand."),
]
Q["task-apis/async-let-versus-task"] = [
("whereas","cmcm","async let creates a child task bound to the scope, so it's structured, whereas Task {} is unstructured and outlives the scope."),
("but","mcmm","You can leave an async let unawaited, but when the scope ends Swift cancels it and waits for it."),
("rather-than","mmmc","To start async work from synchronous code, use Task {} rather than async let."),
("than-reversed","cmmm","A Task {} is less tied to its scope than an async let, which is a child task bound to the scope."),
("w-swap","xmxm","Task {} is a child task bound to the scope, so it's structured, whereas async let is unstructured and outlives the scope."),
("w-replace","mxmm","An async let that nobody awaits keeps running in the background after the scope ends, and its result is simply dropped."),
("w-swap-than","xmxm","An async let is less tied to its scope than a Task {}, which is a child task bound to the scope."),
]
Q["cpp-interop/cxx-value-vs-reference"] = [
("but","cmmcm","C++ structs and classes come into Swift as value types by default, but SWIFT_SHARED_REFERENCE with a retain and a release function turns one into a reference type."),
("while-initial","mcmmm","While copying an imported C++ value runs the C++ copy constructor, destroying it runs the destructor."),
("unlike","mmcmm","Unlike a copyable C++ type, one whose copy constructor is deleted imports as a non-copyable Swift type."),
("as-opposed-to","mmmmc","For a shared-reference type Swift calls the retain and release functions wherever it would retain and release a Swift class, as opposed to calling the copy constructor."),
("w-replace","xmmmm","C++ classes import into Swift as reference types by default, and only C++ structs become value types."),
("w-replace","mmxmm","A C++ type whose copy constructor is deleted imports as an ordinary copyable struct, and Swift copies its bytes directly."),
("w-replace","mxmmm","Swift copies an imported C++ value bit by bit and ignores the C++ copy constructor and the destructor."),
]
Q["modular-apps/static-or-dynamic-modules"] = [
("whereas","ccmmm","Each dynamic framework is loaded by dyld at launch before main, whereas a static library is linked into the binary and adds no launch work."),
("than-reversed","ccmmm","Dynamic frameworks make launch slower than static libraries, because dyld loads each one before main runs."),
("but","mmcmm","Static linking is cheap at launch, but a static module linked into both the app and a dynamic framework is copied into each, with its own globals."),
("as-opposed-to","mmmmc","Mergeable libraries are dynamic in debug builds, as opposed to release builds, where they are merged into the app binary."),
("w-swap","xxmmm","Each static library is loaded by dyld at launch before main, whereas a dynamic framework is linked into the binary and adds no work at launch."),
("w-swap-than","xxmmm","Static libraries make launch slower than dynamic frameworks, because dyld loads each static library before main runs."),
("w-swap","mmmmx","Mergeable libraries are merged into the app binary in debug builds and dynamic in release builds."),
]
Q["macros/macros-vs-c-preprocessor"] = [
("whereas","ccmmm","C macros are plain text substitution that knows nothing about types or scopes, whereas Swift macros take and return syntax trees, with their arguments type-checked first."),
("than-reversed","cmmmm","A C macro is much dumber than a Swift macro: it just substitutes text, with no idea of types or scopes."),
("but","mmcmm","A Swift macro's expansion is type-checked, but it can only add code, and it can't delete what the user wrote."),
("rather-than","mmmcm","Swift macros are not hygienic, so the author calls makeUniqueName for helper names rather than picking a fixed name."),
("unlike","mmmmc","Unlike the C preprocessor, a Swift macro's implementation runs in a separate compiler plug-in built on SwiftSyntax, and Xcode can show the expanded code."),
("w-swap","xxmmm","Swift macros are textual substitution with no knowledge of types or scopes, whereas C macros take and return syntax trees and type-check their arguments."),
("w-replace","mmxmm","A Swift macro expansion can rewrite or delete the user's code, and the result is only type-checked when the app runs."),
("w-replace","mmmxm","Swift macros are fully hygienic, so the compiler renames every helper the macro introduces and the author has no name clashes to worry about."),
]
Q["swiftui-layout/lazy-vs-eager-stacks"] = [
("whereas","ccmm","A VStack creates all its children up front, even those off screen, whereas a LazyVStack creates each child only when it is about to scroll into view."),
("than-reversed","ccmm","A VStack builds more views up front than a LazyVStack, which only creates children as they are about to scroll into view."),
("rather-than","mmcc","For a short form with a handful of views a plain VStack is simpler; for long content, use a LazyVStack inside a ScrollView rather than a VStack."),
("but","mmcm","LazyVStack saves work, but it is meant for long content inside a ScrollView."),
("w-swap","xxmm","A LazyVStack creates all its children up front, even those off screen, whereas a VStack creates each child only when it is about to scroll into view."),
("w-swap-than","xxmm","A LazyVStack builds more views up front than a VStack, which only creates children as they are about to scroll into view."),
("w-swap","mmxx","Lazy stacks are the simpler choice for a small number of views, while a plain VStack is meant for long content inside a ScrollView."),
]
Q["webkit-webviews/web-view-or-safari"] = [
("whereas","ccmmcm","SFSafariViewController shows the page with Safari's own interface and the app can't run scripts in it, whereas a WKWebView is a view the app embeds and controls, down to which navigations are allowed."),
("than-reversed","mmcmmm","A WKWebView offers the user fewer Safari features than SFSafariViewController, which brings Reader and password AutoFill."),
("unlike","mmmmmc","Unlike SFSafariViewController, a WKWebView can exchange messages with the page's JavaScript."),
("but","mmmcmm","SFSafariViewController looks like Safari, but since iOS 11 it shares no cookies with the Safari app."),
("w-swap","xmmmxm","A WKWebView shows the page with Safari's own interface and keeps scripts away from the app, whereas SFSafariViewController is a view the app embeds and controls, including which navigations are allowed."),
("w-swap-than","mmxmmm","SFSafariViewController offers the user fewer Safari features than a WKWebView, which brings Reader and password AutoFill."),
("w-replace","mmmxmm","SFSafariViewController shares its cookies with the Safari app, so a user signed in in Safari is signed in there too."),
]
Q["memory-leaks/closures-versus-delegates-memory"] = [
("whereas","ccm","A delegate property is weak by convention, whereas a closure property is stored strongly, so the owner has to capture itself weakly."),
("than-reversed","mmc","A delegate protocol is heavier than a closure for a single callback, but it groups several related callbacks under one protocol."),
("but","mcm","A closure property looks harmless, but it is held strongly, so every owner that sets it captures self weakly."),
("unlike","cmm","Unlike a closure property, a delegate property is weak by convention, so the component can't keep its owner alive."),
("w-swap","xxm","A closure property is weak by convention, whereas a delegate property is stored strongly, so the owner must make the delegate weak itself."),
("w-swap-than","mmx","A closure is heavier than a delegate protocol for a single callback, and the closure groups several related callbacks together."),
("w-replace","mxm","A closure property is stored weakly by the component, so capturing self strongly inside it is safe."),
]
Q["maps-mapkit/swiftui-map-or-mkmapview"] = [
("than-reversed","mmcmm","The SwiftUI Map is a weaker tool than MKMapView when a screen needs built-in clustering, which Map doesn't offer."),
("rather-than","mmmmc","Start with the SwiftUI Map and wrap MKMapView only when a concrete feature needs it, rather than wrapping it up front."),
("but","mmmcm","You can wrap MKMapView, but then the app must keep the SwiftUI state and the map's region in step in updateUIView."),
("whereas","ccmmm","Since iOS 17 the SwiftUI Map takes markers, annotations and overlays from a MapContentBuilder, whereas the old initializers with a coordinate region binding are deprecated."),
("w-swap-than","mmxmm","MKMapView is a weaker tool than the SwiftUI Map when a screen needs built-in clustering."),
("w-replace","mxmmm","The Map initializers with a coordinate region binding are the recommended API in iOS 17, and the content builder is only for watchOS."),
("w-swap","mmmmx","A team builds with MKMapView first and moves to the SwiftUI Map only when a concrete feature needs it."),
]
Q["swiftui-navigation/task-versus-onappear"] = [
("whereas","ccmm","onAppear runs a synchronous closure before the view appears, whereas .task runs an async closure that can await the work directly."),
("unlike","mmcm","Unlike work started from onAppear, a .task is cancelled by SwiftUI once the view disappears."),
("than-reversed","mmmc","onAppear is a poorer fit than .task for async loading tied to the view's lifetime; keep onAppear for quick synchronous work."),
("instead-of","mcmm","Use .task instead of onAppear for the network call, because its closure is async and can await the request directly."),
("w-swap","xxmm",".task runs a synchronous closure before the view appears, whereas onAppear runs an async closure that can await the work directly."),
("w-swap-than","mmmx",".task is a poorer fit than onAppear for async loading tied to the view's lifetime."),
("w-replace","mmxm","A .task keeps running after the view disappears until its work is done, and SwiftUI only discards the result."),
]
Q["objc-interop/bridging-header-vs-generated-header"] = [
("whereas","cmcmm","Swift sees Objective-C code through the bridging header, whereas Objective-C sees Swift through the generated -Swift.h header, which it imports in its .m files."),
("but","mmmcm","The generated header is automatic, but it declares only what is exposed to Objective-C, such as NSObject subclasses and their @objc members."),
("rather-than","mmmmc","In an Objective-C header, write a forward declaration like @class rather than importing the generated header."),
("instead-of","mcmmm","Every Swift file in the target sees the bridging header's declarations, instead of needing an import."),
("w-swap","xmxmm","Objective-C sees Swift through the bridging header, whereas Swift sees Objective-C through the generated -Swift.h header."),
("w-replace","mmmxm","The generated header declares every Swift type and method of the target, including structs, enums and generic functions."),
("w-replace","mxmmm","Each Swift file has to import the bridging header at its top before it can use the Objective-C declarations."),
]
Q["regex/regex-versus-nsregularexpression"] = [
("whereas","mmcmm","Swift Regex matches by Character by default, whereas NSRegularExpression works on UTF-16 code units."),
("than-reversed","cmmmm","NSRegularExpression finds a broken pattern later than a Swift regex literal, which is checked at compile time, so the typo is a build error."),
("unlike","mcmmm","Unlike NSRegularExpression's ranges, a Swift regex gives a typed tuple of substrings, because the compiler knows the captures."),
("but","mmmmc","Swift Regex is nicer, but on Apple platforms it needs iOS 16 or macOS 13, which keeps older apps on NSRegularExpression."),
("w-swap","mmxmm","NSRegularExpression matches by Character by default, whereas Swift Regex works on UTF-16 code units."),
("w-swap-than","xmmmm","A Swift regex literal finds a broken pattern later than NSRegularExpression, since the literal is only checked at run time."),
("w-replace","mmmmx","Swift Regex is available back to iOS 13, so every app can drop NSRegularExpression today."),
]
Q["enums/enum-vs-protocol-modelling"] = [
("whereas","ccmm","An enum is a closed set with exhaustive switches, which makes new operations easy, whereas a protocol is an open set where adding a new kind is easy and behaviour lives in each type."),
("than-reversed","cmmm","With a protocol it is harder than with an enum to add a new operation, since every conforming type needs it; the enum just gets one more exhaustive switch."),
("but","mmcm","Adding a case to an enum forces updates to every switch, but adding a requirement to a protocol forces updates to every conforming type too."),
("unlike","mmmc","Unlike a protocol-based model, an enum's data is a value type, cheap to compare and encode, and pattern matching pulls out its payloads directly."),
("w-swap","xxmm","A protocol is a closed set with exhaustive switches, whereas an enum is an open set where adding new kinds is easy and behaviour lives in each type."),
("w-swap-than","xmmm","With an enum it is harder than with a protocol to add a new operation."),
("w-replace","mmxm","Adding a case to an enum is free: existing switches keep compiling and simply ignore the new case."),
]
Q["uikit-fundamentals/frame-vs-bounds"] = [
("whereas","ccmmm","The frame gives a view's position and size in its superview's coordinates, whereas the bounds is the view's own local space, with an origin that is usually zero."),
("rather-than","mmmmc","Inside the view's own layout code, use the bounds rather than the frame."),
("but","mmmcm","Normally the frame describes the view in its superview, but once the view has a transform, the frame stops being meaningful."),
("than-reversed","mmmmc","The frame is a worse choice than the bounds for layout code inside the view itself."),
("instead-of","mmcmm","A scroll view scrolls by moving its bounds origin instead of moving its frame."),
("w-swap","xxmmm","The bounds gives a view's position and size in its superview's coordinates, whereas the frame is the view's own local space with a zero origin."),
("w-swap-than","mmmmx","The bounds is a worse choice than the frame for layout code inside the view itself."),
("w-replace","mmxmm","A scroll view scrolls by changing its frame origin, moving itself inside its superview."),
("w-condition","mmmxm","The frame is only meaningful when the view has a transform; without one, read the bounds."),
]
Q["uikit-fundamentals/hugging-vs-compression"] = [
("whereas","ccmmm","Content hugging keeps a view from stretching beyond its intrinsic content size, whereas compression resistance keeps it from being squeezed below that size."),
("than-reversed","mmcmm","When space runs short, the label whose compression resistance is higher than the other's stays whole, so the other one gets truncated."),
("than-same","mmmcm","With spare room, the label with a lower hugging priority than its neighbour is the one that stretches."),
("but","mmmmc","You can give two labels the same priorities, but then the layout is ambiguous and Auto Layout picks one arbitrarily."),
("w-swap","xxmmm","Compression resistance keeps a view from stretching beyond its intrinsic content size, whereas content hugging keeps it from being squeezed below it."),
("w-swap-than","mxxmm","When space runs short, the label whose compression resistance is higher than the other's gets truncated."),
("w-condition","mmmxm","When space runs short, the label with the lower hugging priority stretches."),
]
Q["api-design/default-arguments-vs-overloads"] = [
("than-same","cmmmm","The API guidelines find one function with a default argument better than a family of overloads that only differ in omitted parameters."),
("than-reversed","cmmmm","A family of overloads that only differ in omitted parameters is worse, by the API guidelines, than a single function with a default argument."),
("but","mmmcc","Adding a defaulted parameter to a public function is source compatible, since existing calls still compile, but it breaks binary compatibility because the symbol changes."),
("rather-than","mmcmm","When the variants take different types or do different work, write overloads rather than one function with defaults."),
("whereas","mcmmm","Defaulted parameters go near the end of the list, whereas the parameters every call passes come first."),
("w-swap-than","xmmmm","The API guidelines find a family of overloads better than one function with a default argument."),
("w-swap","mmmxx","Adding a defaulted parameter to a public function is binary compatible, since the symbol stays the same, whereas source compatibility breaks because existing calls stop compiling."),
("w-replace","mxmmm","Defaulted parameters go at the start of the parameter list, so callers see the options first."),
]
Q["ui-testing/identifiers-versus-labels"] = [
("whereas","cmcmm","The accessibility label is the localized text VoiceOver reads, whereas the identifier is never read out and stays the same in every language."),
("than-reversed","mmmcm","Querying by label is less stable than querying by accessibility identifier, so UI tests use identifiers."),
("but","mmmcc","Identifiers make UI tests stable, but they don't replace labels, which VoiceOver still needs."),
("rather-than","mcmcm","A query by label breaks when someone edits the copy or the test runs in another language, so query by identifier rather than by label."),
("w-swap","xmxmm","The accessibility identifier is the localized text VoiceOver reads, whereas the label is kept from the user and stays the same in every language."),
("w-swap-than","mmmxm","Querying by accessibility identifier is less stable than querying by label, so UI tests use labels."),
("w-replace","mmmmx","Once every element has an accessibility identifier, the labels can go, because VoiceOver reads the identifiers."),
]
Q["ui-testing/ui-or-unit-test"] = [
("than-reversed","mcmmm","A unit test is far faster than a UI test, which takes seconds because it launches the app and drives the screen."),
("whereas","mmcmm","A failing unit test points at the exact rule that broke, whereas a failing UI test needs investigating."),
("rather-than","cmmmm","Form validation rules belong in unit tests of the view model rather than in UI tests."),
("but","mmmcc","Keep UI tests for a few critical journeys from start to end, but put many unit tests at the base of the pyramid and few UI tests at the top."),
("w-swap-than","mxmmm","A UI test is far faster than a unit test, which takes seconds because it launches the app."),
("w-swap","mmxmm","A failing UI test points at the exact rule that broke, whereas a failing unit test needs investigation."),
("w-swap","mmmmx","The test pyramid has many UI tests at the base and a few unit tests at the top."),
("w-replace","xmmmm","Form validation rules are best tested by UI tests that type into the real text fields."),
]
Q["swift-testing/swift-testing-vs-xctest"] = [
("whereas","cmmmm","Swift Testing marks any function with @Test and groups tests in @Suite types, whereas XCTest needs XCTestCase subclasses and a test prefix."),
("unlike","mcmmm","Unlike the XCTAssert functions, #expect and #require report the value of each part of the expression."),
("but","mmcmm","Swift Testing runs tests in parallel by default, but a suite that must not overlap gets the .serialized trait."),
("rather-than","mmmmc","Both libraries can live in one target, so migrate gradually rather than all at once, and keep XCTest for UI and performance tests."),
("w-swap","mmxmm","XCTest runs tests in parallel by default, whereas Swift Testing runs them one after another unless you add a .parallel trait."),
("w-replace","mmmmx","Swift Testing and XCTest must live in separate test targets, so a project migrates everything in one go."),
("w-replace","mmmmx","Swift Testing is the tool for UI tests and performance tests now, and XCTest is only kept for old unit tests."),
]
Q["app-size/download-vs-install-size"] = [
("whereas","ccmmm","Download size is the compressed app a device gets from the App Store, whereas install size is the uncompressed space it takes on the device."),
("than-reversed","ccmmm","The install size is bigger than the download size, because the download is compressed and the installed app is not."),
("but","mmmmc","JSON and other text compress well, but they still take their full size once installed."),
("rather-than","mmcmm","The uploaded .ipa holds content for every device, so look at per-device sizes rather than the .ipa's size."),
("instead-of","mmmcm","App Store Connect shows the download and install size for each device type instead of one number."),
("w-swap","xxmmm","Download size is the uncompressed size the app takes on the device, whereas install size is the compressed size downloaded from the App Store."),
("w-swap-than","xxmmm","The download size is bigger than the install size, because the download is uncompressed and the installed app is compressed."),
("w-replace","mmxmm","The uploaded .ipa contains exactly what one device downloads, so its size is what users download."),
]
Q["app-lifecycle-performance/scene-vs-app-delegate"] = [
("whereas","ccmm","The app delegate handles events for the whole process, like launch, whereas the scene delegate handles the lifecycle of one instance of the UI."),
("rather-than","mmcc","With scenes, foreground and background events arrive per scene in the scene delegate, rather than in the app delegate's methods, which UIKit stops calling."),
("but","mmcm","An iPad app can have several windows, but each scene gets its own foreground and background events."),
("unlike","cmmm","Unlike the scene delegate, the app delegate deals with events of the whole process, such as launch."),
("w-swap","xxmm","The scene delegate handles events for the whole process, like launch, whereas the app delegate handles the lifecycle of one instance of the UI."),
("w-replace","mmmx","With scenes, UIKit calls both the app delegate's and the scene delegate's foreground and background methods for every change."),
("w-replace","mmxm","With scenes, the whole app gets one foreground event and one background event, shared by all of its windows."),
]
Q["gcd-dispatch/serial-vs-concurrent"] = [
("whereas","mccmm","A serial queue runs one block at a time, whereas a concurrent queue may run several blocks at the same time."),
("than-reversed","mccmm","A serial queue runs fewer blocks at once than a concurrent queue: one at a time, while the concurrent one may run several together."),
("but","cmcmm","Blocks may overlap on a concurrent queue, but both kinds of queue start their blocks in FIFO order."),
("rather-than","mmmcm","DispatchQueue(label:) gives a serial queue; pass attributes: .concurrent to get a concurrent one rather than the default."),
("as-opposed-to","mmmmc","The main queue is serial, as opposed to the global queues, which are concurrent."),
("w-swap","mmmmx","The main queue is concurrent, whereas the global queues are serial."),
("w-swap-than","mxxmm","A concurrent queue runs fewer blocks at once than a serial queue: one at a time, while the serial one may run several together."),
("w-replace","mmmxm","DispatchQueue(label:) creates a concurrent queue by default, and you pass .serial to get one block at a time."),
]
Q["gcd-dispatch/sync-vs-async"] = [
("whereas","ccmm","async returns at once without waiting for the block, whereas sync blocks the caller until the block has finished."),
("than-reversed","ccmm","async returns sooner than sync, which holds the caller until the block is done."),
("but","mmcc","sync can hand back the block's result, but calling sync onto the serial queue you're already on deadlocks."),
("unlike","mmcm","Unlike async, sync can return the value the block computes."),
("w-swap","xxmm","sync returns at once without waiting for the block, whereas async blocks the caller until the block has finished."),
("w-swap-than","xxmm","sync returns sooner than async, which holds the caller until the block is done."),
("w-condition","mmmx","Calling sync onto the serial queue you are already on is safe, because the queue runs the block inline."),
]
Q["gcd-dispatch/group-notify-vs-wait"] = [
("whereas","ccmmm","wait() blocks the calling thread until the group is empty, whereas notify(queue:) returns at once and runs its block when the group empties."),
("than-reversed","mmcmm","notify is much kinder to the UI than wait, because calling wait on the main thread freezes the interface."),
("but","mmmcm","You can enter a group as often as you like, but each enter() needs exactly one matching leave()."),
("instead-of","mmmmc","In Swift concurrency, use a task group or async let instead of a dispatch group."),
("w-swap","xxmmm","notify(queue:) blocks the calling thread until the group is empty, whereas wait() returns at once and runs a block later."),
("w-replace","mmxmm","Calling wait() on the main thread is fine, because the main run loop keeps handling touches while it waits."),
("w-replace","mmmxm","A leave() without an enter() is harmless, and one leave() can balance several enter() calls."),
]
Q["gcd-dispatch/operationqueue-vs-gcd"] = [
("than-reversed","mmmmc","An Operation is heavier than a GCD block for a simple hop to another queue."),
("whereas","cmmmm","OperationQueue is a higher-level API built on GCD, whereas GCD itself works with plain blocks and queues."),
("unlike","mcmcm","Unlike plain GCD blocks, operations can depend on other operations, and you can cancel them and observe isExecuting and isFinished."),
("but","mmcmm","OperationQueue runs operations concurrently, but maxConcurrentOperationCount limits how many run at once."),
("w-swap-than","mmmmx","A GCD block is heavier than an Operation for a simple hop to another queue."),
("w-swap","xmmmm","GCD is a higher-level API built on top of OperationQueue."),
("w-replace","mmxmm","maxConcurrentOperationCount sets how many operations the queue keeps in its backlog, and extra operations are dropped."),
]
Q["gcd-dispatch/serial-queue-vs-actor"] = [
("whereas","mccmm","A serial queue runs each block to the end before the next starts, whereas an actor is reentrant at every await, so its state can change across one."),
("rather-than","mmmcm","Callers of the actor await its methods rather than using a blocking sync."),
("but","cmmmm","Both a serial queue and an actor give the state mutual exclusion, but they get there differently."),
("than-reversed","mmmmc","A queue's protection is weaker than an actor's, because the compiler checks actor isolation, while the queue relies on convention."),
("w-swap","mxxmm","An actor runs each method to the end before the next starts, whereas a serial queue is reentrant at every await, so its state can change across it."),
("w-swap-than","mmmmx","An actor's protection is weaker than a queue's, because the compiler checks queue isolation, while the actor relies on convention."),
("w-replace","mmmxm","Callers of an actor call its methods with a blocking sync, just as they did with the queue."),
]
Q["location-permissions/when-in-use-vs-always"] = [
("whereas","ccmmm","When In Use gives the app the location while the user is using it, whereas Always also gives it while the app isn't in use."),
("than-reversed","mmcmm","Always is asked for far less often than When In Use, because most apps need the location only while the user looks at the screen."),
("but","mmmcm","An app may need Always for a background feature, but it asks for When In Use first."),
("unlike","mmmmc","Unlike a regular When In Use grant, Allow Once ends when the user leaves the app."),
("w-swap","xxmmm","Always gives the app the location only while the user is using it, whereas When In Use also gives it while the app is in the background."),
("w-swap-than","mmxmm","When In Use is asked for far less often than Always, because most apps need the location in the background."),
("w-replace","mmmmx","Allow Once gives the app location access that lasts until the user reboots the phone."),
("w-replace","mmmxm","An app asks for Always right at the first launch and only falls back to When In Use if the user refuses."),
]
Q["concurrency/actor-vs-class"] = [
("whereas","mcmmm","From outside, you reach an actor's members with await, whereas inside the actor the access is synchronous."),
("unlike","mmcmm","Unlike a class, an actor is Sendable and doesn't support inheritance."),
("but","cmmcm","An actor is a reference type that lets one task at a time touch its state, but it is reentrant at every await, so you re-check state after a suspension."),
("as-opposed-to","mmmmc","@MainActor is a global actor that isolates code to the main thread, as opposed to an actor instance with its own state."),
("w-swap","mxmmm","Inside an actor you access its own state with await, whereas from outside the access is synchronous."),
("w-replace","mmxmm","Actors support inheritance just like classes, so an actor can subclass another actor."),
("w-replace","mmmxm","An actor runs each method to the end, so its state stays the same across an await."),
]
Q["values-types/struct-or-class-default"] = [
("rather-than","cmmm","Default to a struct rather than a class: value semantics mean no sharing surprises."),
("whereas","ccmm","Structs are the default, whereas a class is for identity and shared mutable state."),
("but","cmcm","Structs are the default, but choose a class for inheritance, Objective-C interop or a deinit that manages a resource."),
("as-opposed-to","mmmc","Shared mutable state across concurrency domains goes in an actor, as opposed to a class."),
("than-reversed","cmmm","A class gives more sharing surprises than a struct, so default to structs with value semantics."),
("w-replace","xmmm","Default to classes, because copying structs everywhere makes the state diverge in surprising ways."),
("w-swap","xxmm","Structs are for identity and shared mutable state, whereas classes give value semantics with no sharing surprises."),
("w-replace","mmmx","Shared mutable state across concurrency domains goes in a struct, since copies can be sent anywhere."),
]
Q["observation/observation-vs-combine-explain"] = [
("whereas","mcmmm","With ObservableObject you mark each property @Published, whereas with @Observable every stored property is observable by default."),
("than-reversed","mmcmm","ObservableObject invalidates more views than Observation, which only invalidates observers that read the changed property."),
("unlike","cmmmm","Unlike Observation, ObservableObject publishes one objectWillChange for the whole object through Combine."),
("but","mmmcc","Observation works outside SwiftUI and without Combine, but @Observable needs a class and its onChange fires once, on will-set."),
("w-swap","mxmmm","With @Observable you mark each property @Published, whereas with ObservableObject every stored property is observed by default."),
("w-swap-than","mmxmm","Observation invalidates more views than ObservableObject, since it refreshes every observer whenever any property changes."),
("w-replace","mmmmx","@Observable works on structs and enums as well, and its onChange keeps firing for every later change."),
]
Q["deep-links/scheme-vs-universal-link"] = [
("whereas","ccmmm","A custom URL scheme is declared in the Info.plist and another app can claim the same scheme, whereas a universal link is an ordinary https URL on a domain you control."),
("than-reversed","cmmmm","A custom scheme is easier to hijack than a universal link, because any other app can register the same scheme in its Info.plist."),
("but","mmmcm","Universal links go to the app when it is installed, but without the app the link opens the web page in Safari."),
("rather-than","mmmmc","Links in emails and on the web should be universal links rather than custom schemes."),
("instead-of","mmcmm","The domain proves its link to the app through an apple-app-site-association file instead of the app just claiming it."),
("w-swap","xxmmm","A universal link is declared in the Info.plist and another app can register the same one, whereas a custom URL scheme is an ordinary https URL on a domain the developer controls."),
("w-swap-than","xmmmm","A universal link is easier to hijack than a custom scheme, because any other app can register the same link in its Info.plist."),
("w-replace","mmmxm","When the app is missing, a universal link does nothing at all, and the tap is silently lost."),
]
Q["app-lifecycle-performance/launch-time-explained"] = [
("whereas","mmmcc","A cold launch starts with nothing of the app in memory, after a reboot or a long time, whereas a warm launch finds parts of it already in memory."),
("than-reversed","mmmcc","A warm launch is faster than a cold one, since parts of the app are already in memory, while a cold launch starts with nothing loaded."),
("but","cmmmm","A launch begins with the tap, but it only ends when the app shows its first frame."),
("instead-of","mcmmm","The system first loads the executable and its dynamic libraries, instead of running the app's code straight away."),
("w-swap","mmmxx","A warm launch happens when nothing of the app is in memory, whereas a cold launch finds parts of the app already in memory."),
("w-swap-than","mmmxx","A cold launch is faster than a warm one, since parts of the app are already in memory."),
("w-replace","xmmmm","A launch ends once the app delegate's didFinishLaunching returns, before any frame is drawn."),
]
Q["performance/perf-existential-cost-explain"] = [
("than-reversed","mmmcm","A direct, inlinable call is cheaper than an existential call, which is dispatched dynamically and blocks inlining."),
("whereas","cmmmm","some Shape in parameter position is just sugar for a generic parameter with the same cost, whereas any Shape is a different thing."),
("but","mmcmm","any Shape is an existential box with an inline buffer, metadata and a witness table, but larger values go to the heap."),
("rather-than","mmmmc","any is fine at API boundaries and in mixed collections; in hot code, pass it to a generic function, which opens it, rather than calling through the box."),
("unlike","mcmmm","Unlike an existential, a generic function can be specialised for each concrete type by the optimiser, and then the calls are direct and can be inlined."),
("w-swap-than","mxmxm","An existential call is cheaper than a specialised generic call, because the existential is direct and inlined."),
("w-replace","xmmmm","some Shape in parameter position is an existential box like any Shape, with the same boxing cost."),
("w-replace","mmxmm","any Shape always heap-allocates every value, even small ones, and holds just a pointer."),
]
Q["background-notifications/suspended-app"] = [
("but","cmmmm","An app that leaves the screen keeps running in the background, but only for a short time before the system suspends it."),
("while-initial","mcmmm","While a suspended app stays in memory, it executes no code."),
("rather-than","mmmmc","Work that must continue uses an explicit mechanism, like a background URLSession or a BGTaskScheduler task, rather than counting on the app staying awake."),
("instead-of","mmccm","The system may terminate a suspended app to free memory without telling it, so the app saves its state before it is suspended instead of waiting for a termination callback."),
("w-replace","mxmmm","A suspended app keeps running its timers and network code at a lower priority until the user returns."),
("w-replace","mmxmm","Before terminating a suspended app, the system always wakes it and calls applicationWillTerminate so it can save."),
("w-replace","xmmmm","An app that leaves the screen is suspended at once, and only apps that are still visible get background time."),
]
Q["core-animation/promotion-refresh-rates"] = [
("than-reversed","mmmmc","The frame budget at 60 Hz is longer than at 120 Hz, where it halves to about 8.3 milliseconds."),
("rather-than","mmmcm","Compute the animation's progress from targetTimestamp rather than assuming a fixed time per frame."),
("but","mmcmm","A CADisplayLink asks for a rate with preferredFrameRateRange, but the system picks the actual rate."),
("whereas","cmmmm","A ProMotion display changes its refresh rate dynamically up to 120 Hz, whereas a classic display stays at 60."),
("unlike","mcmmm","Unlike on iPad, on iPhone you need the CADisableMinimumFrameDurationOnPhone key before custom animations can go above 60 Hz."),
("w-swap-than","mmmmx","The frame budget at 120 Hz is longer than at 60 Hz: about 33 milliseconds."),
("w-swap","mmxmm","The system asks for a rate with preferredFrameRateRange, and the CADisplayLink picks the actual rate."),
("w-replace","mmmxm","The animation adds a fixed 16.7 milliseconds of progress on every frame, since ticks are evenly spaced."),
]
Q["team-practices/technical-debt"] = [
("than-reversed","mmmmc","A big rewrite is riskier than paying the debt down continuously in small refactors."),
("than-same","mmmmc","Paying debt down continuously in small refactors is safer than a big rewrite."),
("but","cmmmm","Shortcuts ship faster today, but technical debt is the extra cost they add to every future change."),
("whereas","mmcmm","Debt in code that changes often and causes bugs gets paid first, whereas debt in code nobody touches can wait."),
("rather-than","mmmcm","Explain the cost to the product manager in product terms, like slower delivery and incidents, rather than in code terms."),
("w-swap-than","mmmmx","Small continuous refactors are riskier than one big rewrite, so the team saves the debt up for a rewrite."),
("w-swap","mmxmm","Debt in code that nobody touches gets paid first, whereas code that changes often and causes bugs can wait."),
("w-replace","mmmxm","Debt is explained to the product manager in code terms, such as cyclomatic complexity and lint warnings."),
]
Q["design-patterns/type-erasure"] = [
("but","mmmmc","Type erasure is convenient, but it costs an indirect call and usually a heap allocation."),
("instead-of","mmmcm","Since Swift 5.7, primary associated types let you write any Sequence<Int> or some Sequence<Int> instead of AnySequence."),
("rather-than","mmcmm","Returning AnyPublisher rather than the long nested generic type keeps it out of your public API."),
("whereas","ccmmm","Type erasure wraps a concrete generic type in a wrapper that hides it, whereas before Swift 5.7 a protocol with associated types couldn't be used as a type at all."),
("than-reversed","mmmmc","A concrete generic call is cheaper than an erased one, which goes through an indirect call and usually a heap allocation."),
("w-replace","mmmmx","Type erasure is free at run time, because the compiler removes the wrapper completely."),
("w-swap-than","mmmmx","An erased call is cheaper than a concrete generic call."),
("w-replace","mxmmm","Type erasure was needed because Swift before 5.7 had no generics at all."),
]
Q["on-device-ml/model-compression"] = [
("than-reversed","cmmmmm","A model stored with 32-bit weights is bigger than the same model with 16-bit floats: twice the size."),
("whereas","mccmmm","Linear quantization stores each weight as an 8-bit or 4-bit integer with a scale, whereas palettization stores an index into a small table of shared values."),
("but","mmmcmm","Pruning sets small weights to zero, but the zeros are stored sparsely, which is where the space goes."),
("rather-than","mmmmcm","Check the compressed model against the original on a validation set rather than trusting the size alone."),
("unlike","mmmmmc","Unlike 8-bit, 4-bit linear quantization needs iOS 18 or later."),
("w-swap-than","xmmmmm","A model stored with 16-bit weights is bigger than the same model with 32-bit floats: twice the size."),
("w-swap","mxxmmm","Palettization stores each weight as an 8-bit or 4-bit integer with a scale, whereas linear quantization stores an index into a small table of shared values."),
("w-replace","mmmmmx","4-bit linear quantization works on every iOS version since iOS 13."),
]
# Second pass: shapes the first pass had few of (sentence-initial While / Rather than, compared with,
# a reversed condition).
Q["gcd-dispatch/sync-vs-async"] += [
("while-initial","ccmm","While async hands control straight back to the caller, sync holds the caller until the block has run."),
]
Q["uikit-fundamentals/frame-vs-bounds"] += [
("while-initial","ccmmm","While the frame places the view in its superview's coordinates, the bounds describes the view's own local space, usually with a zero origin."),
]
Q["security/keychain-vs-userdefaults"] += [
("while-initial","cmmcm","While UserDefaults keeps its values in a plain, unencrypted property list, the Keychain stores every item encrypted and the system controls which app can read it."),
]
Q["swiftui-layout/lazy-vs-eager-stacks"] += [
("while-initial","ccmm","While a LazyVStack builds each row just before it scrolls into view, a VStack builds every child at once, off-screen ones included."),
]
Q["logging-observability/print-vs-logger"] += [
("while-initial","ccmmm","While Logger sends its messages to the unified logging system, which keeps them on the device, print just writes to standard output, which the tester's device throws away."),
]
Q["app-size/download-vs-install-size"] += [
("while-initial","ccmmm","While the install size is the uncompressed space on the device, the download size is the compressed app that comes from the App Store."),
]
Q["access-control/open-vs-public"] += [
("while-initial","ccmm","While an open class can be subclassed and overridden in other modules, a public one can only be used there."),
]
Q["deep-links/scheme-vs-universal-link"] += [
("while-initial","ccmmm","While a universal link is an ordinary https URL on your own domain, a custom scheme sits in the Info.plist and any other app can register it too."),
]
Q["gcd-dispatch/group-notify-vs-wait"] += [
("compared-with","ccmmm","Compared with wait(), which blocks the calling thread until the group is empty, notify(queue:) returns immediately and runs its block once the group empties."),
("w-condition","mmxmm","Calling wait() freezes the UI only when it runs on a background thread; on the main thread it is safe."),
]
Q["modular-apps/static-or-dynamic-modules"] += [
("compared-with","ccmmm","Compared with a dynamic framework, which dyld loads at launch before main, a static library is linked into the binary and costs nothing at launch."),
]
Q["generics/some-versus-any"] += [
("compared-with","mmmcm","Compared with some, any lets you mix types in a collection, but you pay for boxing and dynamic dispatch."),
]
Q["ui-testing/ui-or-unit-test"] += [
("compared-with","mcmmm","Compared with a unit test, a UI test takes seconds, because it launches the app and drives the screen."),
]
Q["task-apis/async-let-versus-task"] += [
("compared-with","cmcm","Compared with async let, a child task bound to its scope, Task {} is unstructured and lives on after the scope ends."),
]
Q["location-permissions/when-in-use-vs-always"] += [
("compared-with","ccmmm","Compared with When In Use, which gives the location while the user is using the app, Always also gives it while the app isn't in use."),
("w-condition","xmmmm","When In Use authorization gives the app the location only while the app is in the background."),
]
Q["swiftui-navigation/task-versus-onappear"] += [
("rather-than","mcmm","Rather than starting the load from onAppear, use .task, whose async closure can await the request directly."),
("w-condition","mmxm","SwiftUI cancels a .task when the view appears again, and leaves it running while the view is gone."),
]
Q["gcd-dispatch/serial-queue-vs-actor"] += [
("rather-than","mmmcm","Rather than blocking with sync as they did with the queue, callers of the actor await its methods."),
]
Q["uikit-fundamentals/hugging-vs-compression"] += [
("rather-than","ccmmm","Rather than keeping a view from being squeezed, which is compression resistance's job, content hugging keeps it from stretching beyond its intrinsic size."),
]
Q["app-lifecycle-performance/scene-vs-app-delegate"] += [
("rather-than","ccmm","Rather than handling the whole process, like launch, which is the app delegate's job, the scene delegate handles the lifecycle of one instance of the UI."),
]
Q["background-notifications/suspended-app"] += [
("w-condition","mmmxm","The app saves its state only after it has been suspended, once the system says it is safe."),
]
Q["feature-flags/phased-release-vs-percentage"] += [
("w-condition","mxmmm","Phased release covers only the users who turned automatic updates off."),
]
Q["app-lifecycle-performance/launch-time-explained"] += [
("w-condition","mmmxm","A cold launch happens when most of the app is still in memory from a recent run."),
]
Q["networking/offset-versus-cursor-pagination"] += [
("w-condition","mmmx","The list loads the next page when the user reaches the top of the list, and several page loads run at once."),
]
# Third pass: a comparison said the point's own way round (than-same), and more reversed conditions.
Q["gcd-dispatch/operationqueue-vs-gcd"] += [
("than-same","mmmmc","A GCD block is lighter than an Operation for a simple hop to another queue."),
]
Q["networking/offset-versus-cursor-pagination"] += [
("than-same","mcmm","Cursors are more reliable than offsets when rows are inserted or deleted between page loads, since an offset page can repeat or skip items when positions shift."),
]
Q["gcd-dispatch/sync-vs-async"] += [
("than-same","ccmm","sync holds the caller longer than async: it waits until the block has finished, while async returns at once."),
]
Q["modular-apps/static-or-dynamic-modules"] += [
("than-same","ccmmm","Static libraries make launch faster than dynamic frameworks, because dyld has to load each dynamic framework before main, while a static library is already linked into the binary."),
]
Q["app-size/download-vs-install-size"] += [
("than-same","ccmmm","The download size is smaller than the install size, because the App Store download is compressed and the installed app is uncompressed."),
]
Q["ui-testing/ui-or-unit-test"] += [
("than-same","mcmmm","A UI test is far slower than a unit test: it takes seconds, because it launches the app and drives the screen."),
]
Q["on-device-ml/on-device-or-server"] += [
("than-same","mmcmmm","The small on-device model is weaker than a server model at world knowledge and long reasoning."),
("w-condition","mmmmxm","A server model can be updated without an app release only while the app is in the foreground."),
]
Q["swiftui-layout/lazy-vs-eager-stacks"] += [
("than-same","ccmm","A LazyVStack builds fewer views up front than a VStack, which creates all its children at once, off-screen ones included."),
]
Q["security/keychain-vs-userdefaults"] += [
("than-same","mmcmm","The Keychain is a much safer place for passwords and tokens than UserDefaults."),
]
Q["core-animation/promotion-refresh-rates"] += [
("than-same","mmmmc","The frame budget at 120 Hz is shorter than at 60 Hz: about 8.3 milliseconds, half as long."),
]
Q["app-lifecycle-performance/launch-time-explained"] += [
("than-same","mmmcc","A cold launch is slower than a warm one, because nothing of the app is in memory, while a warm launch finds parts of it already there."),
]
Q["deep-links/scheme-vs-universal-link"] += [
("w-condition","mmmxm","When the app is installed, a universal link opens the web page in Safari, and only when the app is missing does it open the app."),
]
Q["test-doubles/real-dependency-versus-double"] += [
("w-condition","xmxm","Doubles are needed only where the real thing is fast and deterministic, like a temporary directory or an in-memory database."),
]
Q["widgets-live-activities/widget-or-live-activity"] += [
("w-condition","mmmmxm","The server can update the Live Activity through ActivityKit pushes only while the app is in the foreground."),
]
Q["webkit-webviews/web-view-or-safari"] += [
("w-condition","mmmxmm","Before iOS 11, SFSafariViewController shared no cookies with Safari; since iOS 11 it shares them."),
]
