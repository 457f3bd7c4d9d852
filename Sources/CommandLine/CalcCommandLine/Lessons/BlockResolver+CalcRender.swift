import CommandLineSupport
import Foundation
import LessonReading

extension BlockResolver {
  /// A resolver that reads files with `readFile` and runs `calc-render` in
  /// memory, reading the files it is given relative to `root`.
  package static func calcRender(root: URL, readFile: @escaping (String) -> String?)
    -> BlockResolver
  {
    BlockResolver(readFile: readFile) { arguments in
      await InMemoryRun.calcRender(arguments, root: root)
    }
  }

  /// A resolver for the lessons of a package folder on disk.
  package static func calcRender(in folder: LessonFolder) -> BlockResolver {
    calcRender(root: folder.root, readFile: folder.read)
  }
}
