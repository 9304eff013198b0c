import DrillKit

print("swiftdrill")
