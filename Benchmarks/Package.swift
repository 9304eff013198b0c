// swift-tools-version: 6.0
import PackageDescription

// The benchmark harness: a synthetic content generator and the measurements
// behind `make bench`. It drives the built `swiftdrill` binary as a user would,
// so it does not link DrillKit.
let package = Package(
  name: "SwiftDrillBenchmarks",
  platforms: [.macOS(.v14)],
  products: [.executable(name: "drillbench", targets: ["drillbench"])],
  targets: [.executableTarget(name: "drillbench")],
  swiftLanguageModes: [.v6]
)
