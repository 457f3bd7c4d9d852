// Which tasks inherit which actor (SE-0420, restating SE-0304), compiled in Swift 6 mode.
//
//   swiftc -emit-sil -o /dev/null -swift-version 6 Lessons/Diagnostics/ActorTask.swift
//
// A `Task {}` made in an actor's method is isolated to that actor only when its
// closure captures `self`. `DiagnosticsTests` holds what Swift says equal to the lesson.

final class Note {
  var text = ""
}

actor Notebook {
  func keep(_ note: Note) {
    Task {
      _ = self  // captures the actor: the task runs on it
      note.text = "kept"
    }
  }

  func drop(_ note: Note) {
    Task {  // captures no `self`: the task runs on no actor
      note.text = "dropped"
    }
  }
}
