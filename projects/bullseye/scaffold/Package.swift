// swift-tools-version:6.0
import PackageDescription

// Two targets: the game's rules in a library (BullseyeCore) that tests can use
// without a terminal, and a small program (bullseye) that reads and prints.
let package = Package(
  name: "bullseye",
  targets: [
    .target(name: "BullseyeCore"),
    .executableTarget(name: "bullseye", dependencies: ["BullseyeCore"]),
  ]
)
