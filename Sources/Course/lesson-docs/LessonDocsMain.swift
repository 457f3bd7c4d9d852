import CommandLineSupport
import LessonTutorials

/// The `lesson-docs` executable: ``LessonDocs`` is its entry.
@main
extension LessonDocs {}
