// swift-tools-version:6.0
import PackageDescription

// Two targets: the game's rules in a library (AnagramsCore) that tests can use
// without a terminal, and a small program (anagrams) that reads and prints.
let package = Package(
  name: "anagrams",
  targets: [
    .target(name: "AnagramsCore"),
    .executableTarget(name: "anagrams", dependencies: ["AnagramsCore"]),
  ]
)
