// The baseline of figure (b): a bare binary linked with Foundation that prints and exits.
import Foundation

FileHandle.standardOutput.write(Data("hello from \(ProcessInfo.processInfo.processName)\n".utf8))
