# Source of cases.json (s52 review): (shape, labels, text); labels c=covered, m=missing, x=contradicted.
Q = {}
Q["background-notifications/local-vs-remote-notifications"] = [
("whereas","cmcmm","A local notification is scheduled by the app itself on the device with a trigger, whereas a remote notification is sent by a server through the Apple Push Notification service."),
("while-initial","cmcmm","While a remote notification comes from a server through APNs, a local one is scheduled by the app itself on the device, with a time or calendar trigger."),
("as-opposed-to","cmcmm","A local notification is created and scheduled on the device by the app with a trigger, as opposed to a remote one, which a server pushes through the Apple Push Notification service."),
("but","mcmmm","The app has to be running to schedule a local notification, but the system delivers it later even if the app is no longer running."),
("unlike","cmcmm","Unlike a remote notification, which needs a server and APNs, a local notification is scheduled by the app on the device with a trigger."),
("w-swap","xmxmm","A remote notification is scheduled by the app itself on the device with a trigger, whereas a local notification is sent by a server through the Apple Push Notification service."),
("w-replace","mxmmm","A local notification is shown by the system only as long as the app stays alive; after the user quits the app, the scheduled ones are dropped."),
("w-replace","mmmxm","Remote ones need the user's permission to show alerts, but local notifications can show alerts, sounds and badges without asking the user first."),
("w-condition","mmmmx","While the app is in the foreground, the system always shows the banner by itself, and the delegate only gets involved when the app is in the background."),
]
Q["memory-arc/weak-versus-unowned"] = [
("whereas","mccm","A weak reference is optional and becomes nil when the object dies, whereas an unowned one is not cleared and traps if you use it after the object is gone."),
("but","ccmm","Neither weak nor unowned keeps the object alive, so both break reference cycles, but weak turns into nil when the object is deallocated."),
("rather-than","mccm","Rather than turning into nil when the object dies, as a weak reference does, an unowned reference keeps pointing at the freed object and traps if it is used afterwards."),
("than-reversed","mmmc","unowned is for the case where the reference is sure to die sooner than the object it points to, like a child pointing back to its parent."),
("unlike","cmmm","Unlike a strong reference, neither weak nor unowned retains the object, which is why both are used to break retain cycles."),
("w-swap","mxxm","An unowned reference is optional and becomes nil when the object dies, whereas a weak one stays set and traps if it is used after deallocation."),
("w-replace","xmmm","Both weak and unowned hold on to the object and keep it in memory; they only differ in whether the variable is optional."),
("w-condition","mmmx","unowned is the right choice when the object might be deallocated before the reference, since it handles the object going away."),
]
Q["structs-classes/equality-vs-identity"] = [
("whereas","ccmm","== checks value equality through Equatable, whereas === checks reference identity, that both sides are the same instance."),
("while-initial","ccmm","While == asks whether two values are equal as defined by the Equatable conformance, === asks whether two references point to the very same object."),
("but","mmmc","Two objects can compare equal with ==, but they can still be two different instances, so === returns false for them."),
("compared-with","mmcm","Compared with ==, which works on any Equatable type including structs, === only works on class instances, because only they have identity."),
("as-opposed-to","ccmm","=== compares identity, meaning the same instance in memory, as opposed to == which compares values using the Equatable implementation."),
("w-swap","xxmm","=== is value equality defined by Equatable, whereas == checks that both references are the same instance."),
("w-replace","mmxm","=== works for any two values, structs and enums included."),
("w-replace","mmmx","Two objects that are equal are always the same instance, so == and === give the same answer for classes."),
]
Q["design-patterns/observer-vs-delegate"] = [
("whereas","ccmm","A delegate is a one-to-one relationship and can return values to the object that asks, whereas the observer pattern is one-to-many and the subject does not know who its observers are."),
("but","mmcm","NotificationCenter keeps the sender and receivers loosely coupled, but the notification names and userInfo payloads are untyped strings and dictionaries."),
("unlike","ccmm","Unlike a delegate, which talks to exactly one object and can hand a value back, a subject broadcasts to any number of observers without knowing them."),
("rather-than","mmmc","For a single event, rather than a whole delegate protocol, a closure property is a light callback."),
("compared-with","ccmm","Compared with a delegate, which can return values to its one owner, an observer is one of many listeners and the subject has no idea who they are."),
("w-swap","xxmm","A delegate is one-to-many and the object is unaware of its delegates, whereas the observer pattern is one-to-one and observers can return values."),
("w-replace","mmxm","NotificationCenter ties each observer tightly to the sender, and its names and payloads are checked by the compiler."),
("w-replace","mmmx","A closure property is the heavy option, meant for handling many different events at once."),
]
Q["interview-verbal-intermediate/static-vs-class"] = [
("whereas","mccmm","class members can be overridden by subclasses and are dispatched dynamically, whereas static in a class means final class: inherited but not overridable."),
("but","ccmmm","Both static and class declare type-level members, but only class ones can be overridden in a subclass."),
("while-mid","mmmmc","Classes can use both keywords, while value types such as structs and enums only have static."),
("rather-than","mmmcm","Rather than class, stored type properties have to be declared with static."),
("unlike","mmcmm","Unlike a class member, a static member of a class is inherited by subclasses but cannot be overridden, exactly like final class."),
("w-swap","mxxmm","static members can be overridden by subclasses and dispatch dynamically, whereas class in a class means final static and cannot be overridden."),
("w-replace","mmmmx","Structs can declare class methods as well as static ones."),
("w-replace","mmmxm","Stored type properties can be declared with class in a class, so subclasses get their own storage."),
]
Q["build-configuration/debug-vs-release"] = [
("whereas","ccmmm","A Debug build compiles with -Onone and no optimisation so debugging works and builds are fast, whereas a Release build compiles with -O to optimise for speed."),
("while-initial","mmmcm","While assert is dropped in optimised builds, precondition is still checked in Release."),
("than-reversed","mmmmc","Release builds can run many times faster than Debug ones, so performance is measured in a Release build."),
("but","mmcmm","-Osize also optimises, but for a smaller binary, and it gives up some speed to get it."),
("compared-with","mccmm","Compared with -O, which optimises for speed in a Release build, -Osize trades a little speed for a smaller binary."),
("w-swap","mmmxm","precondition is skipped in optimised builds, while assert is still checked in Release."),
("w-replace","mmxmm","-Osize produces the fastest code of all the optimisation levels, at the cost of a larger binary."),
("w-replace","mmmmx","You can measure performance in a Debug build just as well, since the code runs at about the same speed as Release."),
]
Q["algorithms-complexity/lazy-sequences"] = [
("whereas","ccmmm","Eager map and filter each build a new array right away, whereas a lazy map or filter just stores its closure and computes elements on demand when something iterates."),
("but","mmcmc","A lazy chain allocates no intermediate arrays, but its closures run again every time you iterate it."),
("rather-than","mmcmm","Rather than building intermediate arrays, a lazy chain hands each element through all its steps one at a time."),
("as-opposed-to","mmmcm","lazy pays off when you only need part of the result, like the first match, as opposed to using every element."),
("than-reversed","mmmcm","For taking just the first match, the eager chain does far more work than the lazy one, which stops as soon as it finds it."),
("w-replace","mmmmx","A lazy collection remembers each transformed element after the first pass, so iterating it again is free."),
("w-condition","mmmxm","lazy pays off when the whole result is needed and read many times over."),
("w-swap","xxmmm","A lazy map builds a new array right away, whereas an eager map stores its closure and computes elements only when iterated."),
]
Q["app-lifecycle-performance/app-states"] = [
("whereas","ccmmm","An active app is in the foreground and handles events, whereas an inactive app is still in the foreground but receives no events, for example during a phone call alert."),
("but","mmmcm","A suspended app stays in memory, but it runs no code at all."),
("while-initial","mmccm","While a background app is off screen and can still run code for a limited time, a suspended app is kept in memory without running any code."),
("compared-with","mmccc","Compared with a background app, which still runs code for a short time, a suspended app is frozen in memory and the system can terminate it without any notice."),
("unlike","mcmmm","Unlike an active app, an inactive app is in the foreground but does not get events."),
("w-swap","xxmmm","An inactive app is in the foreground and handles events, whereas an active app is in the foreground but receives no events."),
("w-replace","mmmxm","A suspended app is saved out to disk and keeps executing slowly at a low priority."),
("w-replace","mmmmx","The system always warns a suspended app before it terminates it, so it can save its state."),
("w-replace","mmxmm","A background app can keep running its code for as long as it likes once it is off screen."),
]
Q["app-lifecycle-performance/hitches-explained"] = [
("whereas","ccmmm","A hitch is a frame that appears later than expected, whereas a hang is a longer time in which the app does not respond to input."),
("but","mmccm","A hitch can come from slow frame preparation on the main thread, but it can also come from the render server, for example with offscreen rendering."),
("rather-than","mmmmc","Rather than computing the shadow's shape from the layer's content, an explicit shadowPath gives it that shape directly."),
("than-reversed","mcmmm","A hitch is much shorter than a hang, which is a long stretch where touches get no response."),
("while-initial","mmccm","While most hitches come from slow frame preparation on the main thread, offscreen rendering can make the render server late too."),
("w-replace","mmmxm","Hitches come from the app's main thread alone; the render server just shows whatever it receives on time."),
("w-swap","xxmmm","A hang is a frame that appears later than expected, whereas a hitch is a longer time in which the app ignores input."),
("w-replace","mmmmx","An explicit shadowPath makes Core Animation compute the shadow's shape from the content on every frame."),
]
Q["networking/session-configurations"] = [
("whereas","mccmm","A default configuration persists its cache, credentials and cookies on disk, whereas an ephemeral configuration keeps them only in memory."),
("but","cmmmm","URLSession.shared is ready-made and convenient, but it cannot be configured and has no delegate."),
("unlike","mmmcm","Unlike the default and ephemeral ones, a background configuration lets the system carry on with uploads and downloads while the app is not running."),
("rather-than","mmmmc","Rather than a new URLSession for each request, you create one session once and reuse it for many requests."),
("while-initial","mccmm","While an ephemeral session forgets its cookies and cache when it goes away because it keeps them only in memory, a default one persists them."),
("w-swap","mxxmm","An ephemeral configuration persists its cache, credentials and cookies to disk, whereas a default configuration keeps them only in memory."),
("w-replace","xmmmm","URLSession.shared can be configured with your own delegate and timeouts, like any other session."),
("w-condition","mmmxm","A background configuration lets transfers continue only while the app stays in the foreground; once it is suspended they pause."),
]
Q["auth-sessions/access-vs-refresh-tokens"] = [
("whereas","cmcmm","The access token goes with each API call as a bearer token in the Authorization header, whereas the refresh token goes only to the token endpoint to get a new access token."),
("but","mcmmm","The access token is short-lived, so a leaked one is useful for only a few minutes, but the refresh token lasts longer."),
("compared-with","mcmmc","Compared with one long-lived token, which would give a thief months of access, a short-lived access token is useless to an attacker after a few minutes."),
("while-initial","cmcmm","While the access token is attached to every request, the refresh token is sent only to the token endpoint in exchange for a new access token."),
("unlike","mmmcm","Unlike the access token, the refresh token can be revoked by the server, and then the session ends at the next refresh."),
("w-swap","xmxmm","The refresh token is attached to every API request in the Authorization header, while the access token goes only to the token endpoint."),
("w-replace","mxmmm","The access token stays valid until the user signs out, so a leaked one works for as long as the session lasts."),
("w-replace","mmmxm","When the server revokes the refresh token, the user is signed out at once on every device, in the middle of whatever they are doing."),
]
Q["auth-sessions/passkeys"] = [
("whereas","cmmmm","The private key of a passkey stays on the user's devices, whereas the server stores only the public key."),
("rather-than","mcmmm","Rather than sending a password, the device signs the server's random challenge with the private key, and the server checks that signature with the public key."),
("but","mmcmm","A phishing site can copy the look of the real page, but a passkey is bound to the relying party's domain, so it cannot be used on the other domain."),
("as-opposed-to","mmmcm","A leak of the server's database gives an attacker nothing to sign in with, as opposed to a password database that can be cracked."),
("compared-with","mmmcm","Compared with passwords, passkeys leave the server holding only public keys, so a stolen database gives an attacker nothing to sign in with."),
("w-replace","mxmmm","To sign in, the device sends a hash of the user's face or fingerprint to the server, which compares it with the stored one."),
("w-replace","mmxmm","A passkey works on any website that asks for it, just like a long random password."),
("w-swap","xmmmm","The server keeps the private key of the passkey, while the user's devices store only the public key."),
]
Q["realtime-websockets/realtime-options"] = [
("whereas","ccmmm","Polling asks the server on a timer and adds up to one interval of delay, whereas with long polling the server holds the request open until it has news."),
("while-initial","mmccm","While a WebSocket is one long-lived connection where both sides can send messages at any time, server-sent events stream only from the server to the client."),
("but","mmmmc","Push notifications reach the device when the app is not running, but their delivery is not guaranteed."),
("unlike","mmmcm","Unlike a WebSocket, where the client can also send, server-sent events go one way only, from the server to the client."),
("than-reversed","cmmmm","An update can wait up to a whole polling interval before the client learns about it, so polling is slower to react than a WebSocket."),
("w-swap","mmxxm","Server-sent events are one long-lived connection on which both sides send messages at any time, whereas a WebSocket streams messages from the server to the client in one direction only."),
("w-replace","mxmmm","With long polling the client just fires a new request every second instead of waiting."),
("w-replace","mmmmx","Push notifications are guaranteed to arrive, so they can carry every update on their own."),
]
Q["mobile-system-design/realtime-updates"] = [
("whereas","ccmmm","Polling asks the server again at a fixed interval and most requests come back with nothing new, whereas a WebSocket is one long-lived connection over which the server can send a message at any moment."),
("but","mmcmm","A WebSocket works while the app runs, but iOS suspends an ordinary app soon after it leaves the foreground, and the socket goes with it."),
("while-initial","mmccm","While a WebSocket only works as long as the app is running, notifications sent through APNs reach the device even when the app is closed."),
("rather-than","mmmmc","Rather than trusting the push to carry the data, treat it as a hint to fetch the real data, because APNs delivery is best effort."),
("compared-with","mmmcm","Compared with a WebSocket, APNs notifications still get to the device when the app is closed."),
("w-replace","mmxmm","A WebSocket keeps receiving messages in the background while the app is suspended, so the app stays up to date."),
("w-replace","mmmmx","APNs delivers every push exactly once, so the payload itself can be treated as the data."),
("w-replace","xmmmm","Polling gets something new back on almost every request, so hardly any of them are wasted."),
]
Q["feature-flags/local-vs-remote-flags"] = [
("whereas","cmmcm","A local flag is decided inside the app, by a compilation condition or a value built into the bundle, whereas a remote flag is a value the app fetches from a server and changes without a new build."),
("but","mcmmm","A local flag is simple, but changing it for users needs a new build and a new release."),
("unlike","mcmcm","Unlike a local flag, which needs a new release, a remote flag fetched from a server changes without a new build."),
("while-initial","mmmmc","While a remote value is still being fetched, the remote flag needs a default to use."),
("rather-than","mmcmm","Code behind an #if compilation condition that is off is not compiled into the binary at all, rather than being shipped and skipped at run time."),
("w-swap","xmmxm","A remote flag is decided inside the app by a compilation condition, whereas a local flag is a value the app fetches from a server."),
("w-replace","mmxmm","Code switched off by an #if condition is still compiled into the binary and merely skipped when the app runs."),
("w-replace","mxmmm","A local flag can be flipped for all users at any time, with the same build they already have installed."),
]
Q["test-doubles/test-double-kinds"] = [
("whereas","mccmm","A stub returns canned answers to the calls it receives, whereas a spy records the calls so that the test can check them afterwards."),
("while-initial","mmccm","While a spy just records calls for the test to check later, a mock is set up with expectations in advance and verifies the calls against them."),
("but","mmmmc","A fake really works, but it is simplified, such as an in-memory repository instead of a database."),
("compared-with","ccmmm","Compared with a stub, which has canned answers, a dummy is only passed to fill a parameter and is never used."),
("unlike","mmcmm","Unlike a mock, a spy has no expectations set up in advance; it records what it receives and the test checks it afterwards."),
("w-swap","mxxmm","A spy returns canned answers to the calls it receives, while a stub records the calls so the test can check them afterwards."),
("w-replace","mmmmx","A fake is an empty object that only fills a parameter, and none of its methods do anything."),
("w-replace","mmmxm","A mock just records whatever it receives, and the test looks through the list afterwards; nothing is set up beforehand."),
]
Q["synchronization/actor-or-lock-verbal"] = [
("whereas","ccmmm","An actor gives async access with compiler-enforced isolation, can await inside and is reentrant, whereas a Mutex is synchronous, for short critical sections, so callers need not be async."),
("but","mmcmm","A Mutex is fast, but its closure cannot await and must not lock the same mutex again."),
("rather-than","mmmcm","Rather than an actor, use a lock in synchronous APIs and protocol requirements, because they cannot wait for an actor."),
("compared-with","mmmmc","Compared with a Mutex, Atomic is the lighter choice for a single counter or flag."),
("while-initial","mcmmm","While callers of an actor must be async and await, a Mutex is synchronous and suspends nothing."),
("w-replace","mxmmm","A Mutex suspends the calling task while it waits, so every caller has to await it."),
("w-replace","mmmmx","Atomic is meant for guarding whole dictionaries and arrays."),
("w-replace","xmmmm","An actor runs all of its code on a dedicated thread of its own."),
]
Q["swiftui-animation/implicit-vs-explicit-animation"] = [
("whereas","ccmmm","The .animation(_:value:) modifier animates changes to the view it modifies when the watched value changes, whereas withAnimation animates every view change caused by the state changes in its closure."),
("as-opposed-to","mmcmm","An implicit animation fits a change the view does not start itself, such as data arriving from the network, as opposed to a button tap where withAnimation is natural."),
("but","mmmcm","The .animation modifier animates the view and the modifiers before it, but not a drawing modifier added after it in the chain."),
("rather-than","mmmmc","Rather than the .animation modifier without a value, which is deprecated since iOS 15, use the form with a value: parameter."),
("unlike","mcmmm","Unlike the .animation modifier, which only animates its own view, withAnimation animates every view whose change comes from the state it sets."),
("w-swap","mmxmm","An explicit withAnimation call fits data arriving from the network, while an implicit animation fits a change the user starts with a tap."),
("w-replace","mmmxm","Where you put .animation in the modifier chain makes no difference; it animates everything on the view."),
("w-replace","mxmmm","withAnimation only animates the view that calls it, and views elsewhere on the screen jump."),
]
Q["core-animation/implicit-explicit-animations"] = [
("whereas","cmcmm","An implicit animation happens when an animatable property of a standalone layer changes, whereas an explicit animation is an object such as a CABasicAnimation that the code adds to a layer."),
("but","ccmmm","A standalone layer animates property changes implicitly, but a view turns implicit animations off for its own backing layer."),
("while-initial","mmmcc","While the explicit animation shows the layer moving, the layer's property itself stays at its old value, so the fix is to set the property to the final value as well."),
("rather-than","mmcmm","Rather than a UIView.animate call, an explicit animation in Core Animation is an object, like a CABasicAnimation, added to a layer."),
("unlike","mcmmm","Unlike a standalone layer, a view's backing layer has implicit animations turned off by the view."),
("w-replace","mmmxm","Once the explicit animation finishes, the layer's property has moved to the end value on its own."),
("w-swap","xxmmm","A standalone layer turns implicit animations off, whereas a view's backing layer animates any animatable property change implicitly."),
("w-replace","mmxmm","An explicit animation is a UIView.animate block that the code wraps around the change."),
]
Q["uikit-fundamentals/animate-constraints"] = [
("whereas","mmcmm","setNeedsLayout() asks for a later layout pass, whereas layoutIfNeeded() runs the pending layout immediately."),
("but","ccmmm","Changing a constraint only marks the layout as needing an update, but UIKit lays out the views in the next layout pass at the end of the run loop cycle."),
("rather-than","mmmcm","To animate, rather than calling setNeedsLayout() in the animation block, call layoutIfNeeded() on the common superview inside it."),
("while-initial","mmmmc","While a view overrides layoutSubviews, it never calls it directly."),
("as-opposed-to","mmcmm","layoutIfNeeded() lays out right away, as opposed to setNeedsLayout(), which just asks for a pass later."),
("w-replace","xmmmm","Setting a constraint's constant moves the view on screen straight away."),
("w-swap","mmxmm","layoutIfNeeded() asks for a later pass, while setNeedsLayout() runs the pending layout immediately."),
("w-condition","mmmxm","To animate, call setNeedsLayout() on the view inside the animation block and let the next pass do it."),
]
Q["swiftui-layout/propose-choose-place"] = [
("but","ccmm","The parent proposes a size to its child, but the child chooses its own size and the parent has to accept it."),
("whereas","mmmc","A Text takes only the width its string needs, whereas a Color or a shape takes the whole proposed space."),
("rather-than","cccm","Rather than scaling the child to fit its proposal, the parent accepts the size the child chose and places it inside its bounds, centred by default."),
("compared-with","mmmc","Compared with a Text, which only takes the width of its string, a Color fills all the space it is offered."),
("unlike","ccmm","Unlike UIKit, where the parent sets the frame, in SwiftUI the parent only proposes a size and the child picks its own, which the parent has to accept."),
("w-replace","mxmm","The parent scales the child to fit the size it proposed, whatever size the child wanted."),
("w-replace","mmxm","The child positions itself at the top leading corner of the parent by default."),
("w-swap","mmmx","A Color takes only the width it needs, whereas a Text takes the whole proposed space."),
]
Q["design-patterns/open-closed-enum-vs-protocol"] = [
("whereas","mccmm","With a protocol a new type is easy to add but a new operation changes every conforming type, whereas with an enum new operations are easy but new cases touch every switch."),
("while-initial","mmmmc","While an enum fits a closed set of cases, a protocol fits a set that others extend."),
("but","mmccm","Adding a case to an enum touches every switch, but the compiler lists every switch that the new case makes non-exhaustive."),
("unlike","cmmmm","The open/closed principle is about adding behaviour without editing existing code, unlike the open keyword, which is about subclassing."),
("compared-with","mcmmm","Compared with an enum, a protocol makes adding a new type easy, but each new operation means changing every conforming type."),
("w-swap","mmmmx","An enum fits a set that other modules extend, whereas a protocol fits a closed set of cases."),
("w-replace","mmmxm","When you add a case, Swift quietly accepts the old switches, and the missing case traps at run time."),
("w-swap","mxxmm","With a protocol, new operations are easy but new types touch every conformer, whereas with an enum, adding a case is easy but a new operation changes every switch."),
]
Q["error-handling/optional-or-throw"] = [
("whereas","ccmmm","An optional fits one obvious, ordinary reason for no value, whereas throwing fits several failure reasons or details the caller needs."),
("but","mmcmm","Errors carry information about what went wrong, but nil carries none."),
("rather-than","mmmcm","try? turns a throwing call into an optional, rather than the other way round."),
("as-opposed-to","mmmmc","Traps are for programmer mistakes, as opposed to invalid user input, which should be handled as an error."),
("compared-with","mccmm","Compared with returning nil, throwing tells the caller which of several things failed."),
("w-replace","xmmmm","An optional suits a failure with many possible causes that the caller needs to tell apart."),
("w-replace","mmxmm","A nil result tells the caller exactly which problem happened, so it carries as much information as an error."),
("w-replace","mmmmx","Invalid user input should stop the app with fatalError so the bug is noticed early."),
]
Q["offline-sync/idempotency-keys"] = [
("but","cmmmm","A timeout tells the client that the response did not arrive, but not whether the server processed the request."),
("whereas","mcmmm","POST is not idempotent, whereas GET, PUT and DELETE are."),
("rather-than","mmmcm","Rather than generating a fresh key for each retry, the client sends the same key on every retry."),
("while-initial","mmcmc","While the client generates a unique key, a UUID, and sends it with the request, the server stores the result for each key and returns it for a key it has already seen instead of running the request again."),
("compared-with","mcmmm","A retry of a GET is harmless compared with a retry of a POST, which can create a second order."),
("w-replace","xmmmm","A timeout means the request was lost on the way and the server has yet to see it, so it is safe to send it again."),
("w-condition","mmmxm","Each retry gets a brand new key, so the server can tell the attempts apart."),
("w-replace","mxmmm","All four verbs, GET, PUT, DELETE and POST, are idempotent, so any of them can be retried blindly."),
]
Q["security/data-protection-classes"] = [
("whereas","mccmm","A .complete file is unreadable while the device is locked, whereas .completeUnlessOpen keeps an already open file usable and lets new files be written while locked."),
("but","mmmcm","completeUntilFirstUserAuthentication is the default, but the file becomes readable only at the first unlock after a restart."),
("while-initial","mmmmc","While the device is locked, background work that reads a .complete file fails."),
("rather-than","cmmmm","Rather than one shared key, data protection encrypts each file with its own key, which is wrapped by a class key protected by the user's passcode."),
("compared-with","mcmcm","Compared with .complete, which locks the file whenever the device locks, the default class only protects the file until the first unlock after a reboot."),
("w-replace","xmmmm","Data protection encrypts all the app's files with a single shared key."),
("w-replace","mmmxm","Files get no data protection by default; you have to opt into a class yourself."),
("w-condition","mxmmm","A .complete file can be read while the device is locked, and becomes unreadable only when the app is closed."),
]
Q["unsafe-interop/unmanaged-references"] = [
("whereas","mccmm","passRetained adds a retain that keeps the object alive while only C holds the pointer, whereas passUnretained adds no retain, so something else must keep the object alive."),
("but","mmmcc","takeRetainedValue() consumes the extra retain, but takeUnretainedValue() leaves the retain count as it is."),
("rather-than","cmmmm","Unmanaged turns a class reference into an opaque pointer and back, rather than letting ARC manage it."),
("unlike","mmmmc","Unlike takeRetainedValue(), takeUnretainedValue() does not release anything; the retain count stays as it was."),
("as-opposed-to","mmmcm","Each passRetained is balanced exactly once, by takeRetainedValue() or by release(), as opposed to ARC balancing it for you."),
("w-replace","mmxmm","passUnretained keeps the object alive until the callback runs, so nothing else needs to hold it."),
("w-swap","mxxmm","passUnretained adds a retain that keeps the object alive, whereas passRetained leaves the retain count unchanged."),
("w-replace","mmmmx","takeUnretainedValue() releases the object once when you call it."),
]
Q["build-configuration/dead-code-stripping"] = [
("whereas","cmcmm","Dead-code stripping is a linker step that keeps only what the entry points reach, whereas symbol stripping removes symbol names and debug information, not code."),
("but","mmmcm","Symbol stripping removes the symbols from the binary, but the dSYM file keeps them, so crash reports can still be symbolicated."),
("rather-than","mcmmm","Rather than waiting for the linker, whole-module optimisation removes unused private and internal declarations before linking."),
("compared-with","mmmmc","Compared with a static library, a dynamic framework keeps every exported symbol, because the linker cannot know which ones a client calls."),
("while-initial","ccmmm","While whole-module optimisation removes unused private and internal code in the compiler, dead-code stripping is the linker dropping functions and data that nothing reaches from the entry points."),
("w-replace","mmxmm","Symbol stripping makes the app smaller by deleting the functions nobody calls."),
("w-replace","mmmxm","The dSYM is shipped inside the app bundle so the device can symbolicate crashes itself."),
("w-swap","xmxmm","Symbol stripping is the linker step that keeps only the functions the entry points reach, whereas dead-code stripping removes symbol names and debug information."),
]
Q["camera-photos/save-photo-add-only"] = [
("than-reversed","cmmmm","Read access is a bigger grant than add-only access, and saving into the photo library only needs add-only."),
("whereas","mmccm","The new call asks for .addOnly with PHPhotoLibrary.requestAuthorization(for:) from iOS 14, whereas the old requestAuthorization without an access level asks for read-write access."),
("rather-than","ccmmm","Rather than full library access, saving a photo only needs add-only access, which the NSPhotoLibraryAddUsageDescription key explains in the Info.plist."),
("but","cmmmc","The app saves with PHPhotoLibrary.shared().performChanges and a PHAssetCreationRequest, but it needs no more than add-only permission for that."),
("w-replace","xmmmm","Saving a photo into the library requires full read and write access to the photo library."),
("w-swap","mmxxm","The old requestAuthorization without an access level asks only for add-only access, whereas requestAuthorization(for: .addOnly) asks for read-write."),
]
Q["app-architecture/di-container-versus-manual"] = [
("whereas","mcmm","A missing registration in a container is found at run time, whereas a missing initializer argument is a compile error."),
("but","mmmc","A container helps when the graph is large, but code should receive resolved dependencies rather than call the container everywhere."),
("rather-than","cmcm","Rather than resolving dependencies by type at run time like a container, manual injection passes them through initializers, needs no library and keeps the object graph visible in code."),
("compared-with","mmcm","Compared with a container, manual initializer injection needs no library and keeps the whole object graph visible in the code."),
("unlike","cmmm","Unlike manual injection, a DI container registers factories and resolves each dependency by its type when the app runs."),
("w-replace","mxmm","A container catches a missing registration when you compile, just like a missing initializer argument."),
("w-replace","mmmx","Every class should reach into the container itself to resolve whatever it needs."),
("w-replace","mmxm","Manual injection through initializers needs a framework to build the object graph."),
]
Q["app-architecture/initializer-versus-environment"] = [
("whereas","cmcm","Initializer injection makes a dependency required, so code that forgets it does not compile, whereas the environment is checked only at run time."),
("but","mccm","The environment passes a value down the view hierarchy without every view in between forwarding it, but the compiler cannot tell whether an ancestor provided the object."),
("while-initial","mmmc","While environment values fit app-wide dependencies read by many views, initializer injection fits a view model's own dependencies."),
("as-opposed-to","mcmm","With the environment, a value reaches deep views directly, as opposed to initializer injection where every view in between forwards it."),
("compared-with","cmcm","Compared with the environment, which fails only when the app runs, initializer injection catches a forgotten dependency at compile time."),
("w-replace","mxmm","An environment value has to be forwarded by hand through each view in between."),
("w-replace","mmxm","The compiler checks that some ancestor provided every environment object, so a missing one is a build error."),
("w-swap","mmmx","Initializer injection fits app-wide dependencies read by many views, whereas the environment fits a view model's own dependencies."),
]
Q["api-design/library-access-levels"] = [
("whereas","mmcmm","open allows subclassing and overriding outside the module, whereas public does not."),
("but","mmcmm","A public class can be used in other modules, but only an open one can be subclassed or overridden there."),
("rather-than","mmmcm","Rather than making shared declarations public, package shares them between modules of the same package without exposing them to clients."),
("while-initial","ccmmm","While every public declaration is a promise that clients may depend on, internal ones can change freely, so declarations stay internal unless clients need them."),
("unlike","mmmmc","Unlike the struct itself, a public struct's memberwise initializer is internal, so you write a public initializer explicitly."),
("w-replace","mmmmx","A public struct gets a public memberwise initializer automatically, so clients can construct it."),
("w-swap","mmxmm","public allows subclassing outside the module, whereas open only allows using the class."),
("w-replace","mmmxm","package behaves exactly like public, so clients of the library see those declarations too."),
]
Q["task-apis/cancellable-loop-verbal"] = [
("rather-than","cmmmm","Rather than stopping the task, cancel() only sets a flag, because cancellation is cooperative."),
("but","mccmm","Task.sleep throws CancellationError when the task is cancelled, but a plain loop keeps going unless it checks Task.isCancelled or calls try Task.checkCancellation()."),
("whereas","mmmmc","A child task is cancelled with its parent, whereas an unstructured Task is only cancelled if someone calls cancel() on its handle."),
("while-initial","mmmcm","While async work checks for cancellation itself, callback-based work needs withTaskCancellationHandler to forward the cancellation to it."),
("unlike","cmmmm","Unlike killing a thread, cancel() just sets a flag that the task's code has to check."),
("w-replace","xmmmm","cancel() stops the task right away, in the middle of whatever statement it is running."),
("w-replace","mxmmm","A loop inside a cancelled task stops on its own at the next iteration, so checking is optional."),
("w-replace","mmmmx","An unstructured Task is cancelled automatically when the function that created it returns."),
]
Q["concurrency/actor-reentrancy"] = [
("but","cmmmm","Actors serialise access, but they are reentrant at every await, so other calls can run in between."),
("whereas","mmcmm","A data race is caught by the compiler, whereas this is a logic race that it cannot catch."),
("rather-than","mcmcm","Rather than trusting state you read before an await, re-validate it after the await, because it may be stale."),
("while-initial","mmmmc","While the first caller is suspended, a second call can start the same download, so you deduplicate in-flight work by caching a Task for the key."),
("as-opposed-to","mmmcm","Mutate the state without suspending in between, as opposed to reading, awaiting, then writing."),
("w-replace","xmmmm","An actor runs each call from start to finish before it lets the next one in, even across an await."),
("w-replace","mxmmm","The actor re-reads its properties when it resumes, so a value read before the await is still fresh afterwards."),
("w-replace","mmxmm","Swift 6 reports this kind of interleaving as a data race at compile time."),
]
Q["memory-leaks/structs-and-cycles-explained"] = [
("rather-than","cmmm","A struct is copied rather than referenced, so structs alone cannot form a reference cycle."),
("but","cmcm","Structs alone cannot form a reference cycle, but a struct stored in a class can still hold a strong reference or closure back to that class, which forms a cycle."),
("whereas","mcmm","weak applies only to class instances, whereas a struct is a value, so [weak self] cannot be written in a struct."),
("while-initial","mmmc","While value types alone never leak through closures, a leak happens as soon as a reference type is on the cycle."),
("unlike","cmmm","Unlike a class instance, a struct is copied on assignment rather than shared, so it cannot be part of a reference cycle by itself."),
("w-replace","mmmx","Value types on their own leak through closures just as often as classes do."),
("w-replace","mxmm","In a struct you write [weak self] in the closure, just like in a class."),
("w-replace","xmmm","A struct is shared by reference between its owners, so two structs can hold each other in a cycle."),
]
Q["swift-package-manager/version-requirements"] = [
("rather-than","mcmmm","from: \"2.1.0\" accepts versions from 2.1.0 up to but not including 3.0.0, rather than every later version."),
("whereas","mccmm","from: accepts anything below the next major version, whereas .upToNextMinor(from: \"2.1.0\") accepts only versions below 2.2.0."),
("but","mmmcm","exact: pins one version, but branch: or revision: use commits instead of releases."),
("compared-with","mmmmc","Compared with a range, an exact pin in a library makes version conflicts more likely."),
("than-reversed","mmmmc","Version conflicts are less likely with ranges than with exact pins in a library."),
("w-replace","mxmmm","from: \"2.1.0\" accepts every later version, 3.0.0 and above included."),
("w-replace","mmmmx","Exact pins in a library are the safest way to keep version conflicts away."),
("w-replace","mmmxm","exact: lets later patch releases in, so 2.1.3 is accepted after pinning 2.1.0."),
]
Q["protocols/protocol-oriented-design"] = [
("whereas","ccmmm","A class hierarchy shares stored properties through inheritance, works only for classes and gives a type one superclass, whereas a type can adopt many protocols, of any kind of type, even retroactively."),
("but","mmccm","Protocols give reuse through default implementations and constrained extensions, but methods defined only in an extension are statically dispatched, so conformers cannot customise them."),
("unlike","mmmmc","Unlike a superclass, a protocol cannot add stored properties, and using it as an existential has a cost."),
("compared-with","mcmmm","Compared with a class hierarchy, where a type has a single superclass, a type can conform to many protocols, and structs and enums can too."),
("rather-than","mmcmm","Rather than inheriting from a base class, structs and enums get shared behaviour from default implementations in protocol extensions."),
("w-replace","mmmxm","Methods defined only in a protocol extension are dispatched dynamically, so each conformer can customise them."),
("w-replace","mmmmx","Protocols can add stored properties to the types that conform to them."),
("w-replace","mxmmm","A type can conform to only one protocol, and only classes can adopt protocols."),
]
Q["ci-pipelines/xcode-cloud-or-hosted-runners"] = [
("than-reversed","mmmmc","Linux runners cost less per minute than macOS runners."),
("whereas","mcmcm","Xcode Cloud manages code signing itself and can deliver a build to TestFlight, whereas with a hosted runner such as GitHub Actions the team sets up signing itself."),
("but","mmmcm","A hosted runner like GitHub Actions gives more control over the steps, but the team sets up signing itself."),
("while-initial","cmcmm","While Xcode Cloud is Apple's CI service built into Xcode and App Store Connect, its custom steps are shell scripts in a ci_scripts folder."),
("compared-with","mmmmc","Compared with Linux runners, macOS runners are the expensive ones per minute."),
("w-replace","mxmmm","With Xcode Cloud the team has to upload its own certificates and profiles before it can sign anything."),
("w-swap","mmmmx","Linux runners cost more per minute than macOS runners."),
("w-replace","mmxmm","Custom steps in Xcode Cloud are written as YAML jobs in a workflows file in the repository."),
]
Q["properties/lazy-tradeoffs"] = [
("rather-than","mcmmm","A lazy property must be a var rather than a let, and on a struct the first read is a mutating access."),
("but","cmcmm","A lazy var defers and caches its computation, but it is not thread-safe: two threads reading it first may both run the initialiser."),
("whereas","mmccm","A lazy var is not thread-safe, whereas globals and static let are lazy and thread-safe."),
("unlike","mmmmc","Unlike a computed property, a lazy property is computed once and does not track later changes of its inputs."),
("compared-with","cmmmm","Compared with a stored property's default value, a lazy initialiser may use self, because it runs after initialisation."),
("w-replace","mmmmx","A lazy property recomputes its value whenever the properties it uses change."),
("w-replace","mmmxm","Global variables are all computed eagerly when the app launches."),
("w-replace","mxmmm","A lazy property can be declared with let, because its value is set only once."),
]
Q["auth-sessions/web-auth-session"] = [
("rather-than","cmmmm","The sign-in page belongs in an ASWebAuthenticationSession rather than a WKWebView."),
("whereas","mccmm","In a web view the app could read the password the user types, whereas the app cannot read or script the pages in an ASWebAuthenticationSession."),
("but","mmmcm","The session is separate from the app, but by default it shares cookies with Safari, so a user already signed in may not need to type the password again."),
("as-opposed-to","mmmmc","The session hands the callback URL with the authorization code back to the app, as opposed to the app scraping it out of a page."),
("unlike","mccmm","Unlike an embedded web view, where the app could read what the user types, an ASWebAuthenticationSession keeps its pages out of the app's reach."),
("w-replace","xxmmm","A web view is the safer place for sign-in because the page stays inside the app."),
("w-replace","mmmxm","The session always starts with an empty cookie store, so the user types the password every time."),
("w-replace","mmmmx","The session sends the callback URL with the authorization code to the server instead of the app."),
]
Q["memory-leaks/abandoned-memory-and-caches"] = [
("whereas","mmmc","NSCache evicts its objects when memory is tight, whereas a Dictionary keeps everything until you remove it."),
("but","ccmm","The Leaks tool finds memory that nothing references any more, such as objects held only by a cycle, but memory that is still referenced and no longer useful, like a cache that never evicts, is not reported as a leak."),
("while-initial","mccm","While Leaks misses memory that is still referenced, Allocations with generations shows which objects each repetition of an action adds."),
("unlike","mmmc","Unlike a Dictionary, which holds on to everything, NSCache throws objects away when the system is short of memory."),
("rather-than","mmcm","Rather than Leaks, use Allocations with generations to see which objects each repetition adds."),
("w-swap","mmmx","A Dictionary evicts its objects when memory is tight, whereas NSCache keeps everything until you remove it."),
("w-replace","mxmm","Leaks reports a cache that keeps growing, because that memory is unused."),
("w-replace","xmmm","The Leaks tool flags any part of the heap that keeps growing while you scroll."),
]
Q["mobile-system-design/sync-conflict-resolution"] = [
("but","mcmmm","Last-writer-wins is simple, but it keeps the latest write and silently loses the other edit."),
("than-reversed","mmcmm","A device's timestamp is less trustworthy than a version the server assigns, because device clocks can be wrong."),
("whereas","mcmcm","Last-writer-wins drops one of the edits, whereas a field-level merge keeps both when they touched different fields."),
("rather-than","mmmmc","Rather than deleting the row outright, deletes are recorded as tombstones so a stale copy does not undo them."),
("while-initial","cmmmm","While each record carries a version number, the server rejects a write based on an older version with a conflict."),
("w-replace","mmxmm","Device timestamps are reliable enough to order the edits, so the newest device clock wins."),
("w-replace","mmmmx","A delete just removes the row, and a stale copy that syncs later simply brings it back as expected."),
("w-condition","xmmmm","The server accepts a write based on an older version and overwrites the newer record with it."),
]
Q["swiftui-layout/view-value-vs-state-lifetime"] = [
("whereas","ccmmm","A view struct is a short-lived value created again whenever the parent's body runs, whereas SwiftUI keeps @State storage attached to the view's identity, not in the struct."),
("but","mmcmm","The struct is created again and again, but the initial value of @State is used only the first time that identity appears."),
("rather-than","mcmcm","Rather than living in the struct, state lives with the view's identity and is destroyed when that identity leaves the hierarchy."),
("than-reversed","cmmmm","@State storage lives much longer than the view struct, which SwiftUI recreates every time the parent's body runs."),
("compared-with","cmmmc","Compared with the state, the struct is cheap and short-lived, so a view's initialiser must stay cheap because it is created so often."),
("w-replace","mmmmx","A view's initialiser runs only once, so it is a fine place for expensive work."),
("w-replace","mxxmm","@State is reset to its initial value whenever the struct is created again."),
("w-replace","xmmmm","A view struct lives as long as the view is on screen."),
]
Q["app-extensions/extension-memory-limits"] = [
("than-reversed","cmmmm","Apps get much more memory than extensions, whose limits are far lower."),
("but","mcmmm","An extension can go over its limit easily, but the system then terminates it at once."),
("rather-than","mmmcm","Rather than decoding the full-size image, downsample with ImageIO's CGImageSourceCreateThumbnailAtIndex, which decodes straight to the small size."),
("whereas","mmcmm","A JPEG file is small on disk, whereas the decoded image takes width times height times four bytes, which is why decoding full-size images is the usual cause."),
("as-opposed-to","mmmmc","The extension handles one item at a time and streams files, as opposed to loading them whole."),
("w-replace","mxmmm","Over its limit, an extension gets a memory warning and is suspended until memory frees up."),
("w-replace","mmxmm","A decoded image takes about as much memory as its JPEG file on disk."),
("w-swap","xmmmm","Apps have much lower memory limits than extensions."),
]
# Second batch: comparisons said either way round (right) and swapped (wrong), with conditions reversed.
Q["interview-verbal-advanced/reference-cycles"] = [
("than-reversed","mmmcm","unowned fits when the reference dies before the target, so the target lives longer than the reference."),
("whereas","mmccm","weak is for references that may outlive their target and become nil automatically, whereas unowned is for a target that is guaranteed to outlive the reference."),
("while-mid","ccmmm","ARC frees an object when its strong count reaches zero, while two objects holding each other strongly never get there."),
("w-swap","mmxxm","weak is for a target that is guaranteed to outlive the reference, whereas unowned is for references that may outlive their target."),
("w-replace","mxmmm","ARC notices when two objects hold each other strongly and breaks the cycle for you."),
]
Q["app-intents/where-intents-run"] = [
("than-reversed","mcmmmm","A cold app takes longer to start than the lighter extension process, which is why an App Intents extension runs the intent in its own process."),
("than-reversed","mmcmmm","Launching the extension is slower than performing the intent in the app when the app is already running."),
("compared-with","mmcmmm","Compared with the extension, running the intent in the app's own process is quicker when the app is already running."),
("w-swap","mxmmmm","A cold app starts faster than the separate extension process, so the extension is the slow path."),
("w-condition","mmxmmm","When the app is already running, launching the extension is faster than performing the intent in the app."),
]
Q["background-notifications/bg-task-scheduling"] = [
("than-reversed","mmmmc","A refresh task gets less time than a processing task, which runs when the device is idle, often while charging."),
("whereas","mmmmc","A refresh task is short, whereas a processing task runs when the device is idle, often on the charger, and can run longer."),
("w-swap","mmmmx","A refresh task can run longer than a processing task, which runs right when the app goes to the background."),
("w-replace","xmmmm","The task starts exactly at its earliestBeginDate, to the second."),
("w-replace","mxmmm","Apps the user opens often get fewer refreshes, because the system assumes they are up to date."),
]
Q["team-practices/small-pull-requests"] = [
("than-reversed","cmmmm","A large pull request is harder to review thoroughly than a small one."),
("compared-with","mcmmm","Compared with big ones, small pull requests are merged sooner and cause fewer merge conflicts."),
("w-swap","xmmmm","A large pull request is easier to review thoroughly than a small one, because the reviewer sees everything at once."),
("w-replace","mxmmm","Small pull requests sit longer in review and cause more merge conflicts."),
]
Q["image-loading/cdn-sizes-formats"] = [
("than-reversed","mmcmm","JPEG files are bigger than HEIC, AVIF or WebP files at the same quality."),
("while-mid","mmmcc","The format changes the download size, while decoded memory depends on the pixel dimensions whatever the format."),
("w-swap","mmxmm","JPEG gives smaller files than HEIC, AVIF or WebP at the same quality."),
("w-replace","mmmmx","An AVIF image takes less memory once decoded than a JPEG with the same pixel dimensions."),
]
Q["modular-apps/demo-app-per-feature"] = [
("than-reversed","mcmmm","The full app takes much longer to build and launch than a demo app."),
("w-swap","mxmmm","The full app builds and launches much faster than a demo app."),
("w-replace","mmxmm","The demo app talks to the real production backend through the feature's concrete services."),
]
Q["maps-mapkit/marker-or-annotation"] = [
("than-reversed","mmcmm","Hundreds of markers cost less than hundreds of annotations, because an Annotation creates a full SwiftUI view for every item."),
("whereas","ccmmm","A Marker is drawn by MapKit in the standard balloon style, whereas an Annotation places any SwiftUI view at a coordinate."),
("w-swap","mmxmm","Hundreds of markers cost more than hundreds of annotations, because a Marker creates a full SwiftUI view for every item."),
("w-replace","mmmmx","Array indexes are fine as the pins' identity in ForEach when the list changes."),
]
Q["swift-charts/large-data-sets"] = [
("than-reversed","mmmcm","A mark per element is less efficient than a vectorized LinePlot, which from iOS 18 draws a whole collection as one plot."),
("while-mid","mcmmm","Keeping the minimum and maximum of each bucket preserves spikes, while averaging would hide them."),
("w-swap","mxmmm","Averaging each bucket preserves spikes, while keeping the minimum and maximum would hide them."),
("w-condition","mmxmm","The reduction runs inside the view's body each time it is evaluated."),
]
Q["app-size/generic-specialisation-size"] = [
("than-reversed","mmmcm","With -Osize the optimiser values speed less than smaller code."),
("but","ccmmm","Specialisation makes the code faster, but each copy the optimiser makes for a concrete type adds to the binary."),
("w-swap","mmmxm","-Osize tells the optimiser to prefer speed over smaller code."),
("w-replace","mmxmm","Inlining makes the binary smaller, because the calls disappear."),
]
Q["test-doubles/test-pyramid-explained"] = [
("than-reversed","mmcm","Unit tests are faster and less fragile than UI tests, so UI tests cover only a few critical journeys."),
("w-swap","xmxx","Unit tests are slower and more fragile than UI tests, so most tests should be UI tests."),
("w-replace","mmxx","UI tests are the sturdy level, so most of the suite should be UI tests."),
]
Q["app-lifecycle-performance/background-memory-termination"] = [
("than-reversed","mcmmm","An app with a small memory footprint is less likely to be terminated than one with a large footprint."),
("w-swap","mxmmm","An app with a small memory footprint is more likely to be terminated than one with a large footprint."),
("w-replace","xmmmm","When the system terminates a suspended app to free memory, it writes a crash report for it."),
]
Q["api-design/clarity-at-point-of-use"] = [
("than-reversed","mcmmm","Brevity matters less than clarity."),
("compared-with","ccmmm","Compared with brevity, clarity at the point of use is the more important goal."),
("w-swap","xxmmm","Brevity is more important than clarity."),
("w-replace","mmxmm","A name leaves out every word that the call site could guess."),
]
Q["persistence/core-data-or-swiftdata"] = [
("than-reversed","mmcm","SwiftData offers less control than Core Data, which has NSFetchedResultsController and batch operations."),
("w-swap","mmxm","SwiftData offers more control than Core Data, with batch operations and a fetched results controller built in."),
("w-replace","mxmm","SwiftData needs a separate schema file next to the Swift code."),
]
Q["watch-apps/always-on-state"] = [
("than-reversed","mcmmm","In the Always On state the interface is updated much less often than when the wrist is raised, to save battery."),
("w-swap","mxmmm","The system updates the interface more often in the Always On state than when the wrist is raised."),
("w-replace","mmxmm","isLuminanceReduced tells the view that the battery is running low."),
]
Q["ci-pipelines/caching-in-ci"] = [
("than-reversed","mmmcm","A large DerivedData cache can save less time than it takes to restore."),
("w-replace","mmmxm","Restoring DerivedData is instant, whatever its size."),
("w-condition","mmmmx","Release builds start from the cached build products of earlier runs to save time."),
]
Q["location-permissions/asking-in-context"] = [
("than-reversed","mcmmm","Asking in context gets fewer denials than asking at launch, when the user does not yet know why the app needs the permission."),
("w-swap","mxmmm","Asking at launch gets fewer denials than asking in context, because the user sees every prompt up front."),
("w-condition","mmmmx","If the user declines the app's own screen, that counts as a permanent denial and the system prompt is gone."),
]
Q["app-lifecycle-performance/refresh-vs-processing"] = [
("than-reversed","ccmm","An app refresh task is shorter than a processing task, which is for longer, deferrable work."),
("whereas","cmmc","A refresh task is for a short content update, whereas long maintenance work such as a clean-up belongs in a processing task."),
("w-swap","xxmm","A processing task is for a short update of the content, whereas an app refresh task is for longer, deferrable work."),
("w-replace","mmmx","A database clean-up suits a BGAppRefreshTask, since it runs often."),
]
