// swift-tools-version:6.0
import PackageDescription

// Two targets: the game's rules in a library (Add1Core) that tests can use
// without a terminal, and a small program (add1) that reads and prints.
let package = Package(
  name: "add1",
  targets: [
    .target(name: "Add1Core"),
    .executableTarget(name: "add1", dependencies: ["Add1Core"]),
  ]
)
