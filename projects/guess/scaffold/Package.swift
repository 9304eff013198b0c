// swift-tools-version:6.0
import PackageDescription

// Two targets: the game's rules in a library (GuessCore) that tests can use
// without a terminal, and a small program (guess) that reads and prints.
let package = Package(
  name: "guess",
  targets: [
    .target(name: "GuessCore"),
    .executableTarget(name: "guess", dependencies: ["GuessCore"]),
  ]
)
