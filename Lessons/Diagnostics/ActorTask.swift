// Which tasks inherit which actor (SE-0420, restating SE-0304), compiled in Swift 6 mode.
//
//   swiftc -emit-sil -o /dev/null -swift-version 6 Lessons/Diagnostics/ActorTask.swift
//
// A `Task {}` made in an actor's method is isolated to that actor only when its closure
// strongly captures `self`: a `[weak self]` capture does not count. The same holds with
// `-enable-upcoming-feature NonisolatedNonsendingByDefault` and with `-default-isolation
// MainActor` (`Note` says `nonisolated`, so the default does not put it on the main actor).
// `DiagnosticsTests` holds what Swift says equal to the lesson.

nonisolated final class Note {
  var text = ""
}

actor Notebook {
  func keep(_ note: Note) {
    Task {
      _ = self  // captures the actor strongly: the task runs on it
      note.text = "kept"
    }
  }

  func drop(_ note: Note) {
    Task {  // captures no `self`: the task runs on no actor
      note.text = "dropped"
    }
  }

  func forget(_ note: Note) {
    Task { [weak self] in  // a weak capture does not isolate the task
      _ = self
      note.text = "forgotten"
    }
  }
}
