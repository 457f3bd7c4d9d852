import Testing

/// A text a snapshot check attaches to its test: the reference, the actual text, their
/// diff, or two screens side by side.
///
/// The assertions record each with Swift Testing's `Attachment`, so `swift test
/// --attachments-path DIR` writes it into `DIR` as a file and Xcode's test report shows
/// it beside the failure. Only a failing or recording check attaches anything.
package struct SnapshotAttachment: Equatable, Sendable {
  /// The file name, such as `ReceiptTests.showsTotal.reference.txt`.
  package var name: String
  /// The file's text.
  package var text: String

  /// What one check attaches: the reference it met (when there was one), the actual
  /// text, their unified diff when they differ, and for a screen both side by side.
  ///
  /// - Parameters:
  ///   - name: The snapshot's name, such as `ReceiptTests/showsTotal`; each `/`
  ///     becomes `.` in the file names, so they name the suite too.
  ///   - pathExtension: The extension the reference and actual files take.
  ///   - reference: The reference's text, as stored; `nil` when there is none yet.
  ///   - actual: The actual text, as it would be stored.
  ///   - kind: What the texts are, when the diffing says; screens are shown side by side.
  /// - Returns: The attachments, in that order.
  package static func all(
    name: String, pathExtension: String, reference: String?, actual: String, kind: TextKind?
  ) -> [SnapshotAttachment] {
    let base = name.replacingOccurrences(of: "/", with: ".")
    var attachments: [SnapshotAttachment] = []
    if let reference {
      attachments.append(Self(name: "\(base).reference.\(pathExtension)", text: reference))
    }
    attachments.append(Self(name: "\(base).actual.\(pathExtension)", text: actual))
    guard let reference else { return attachments }
    let comparison = TextComparison(reference: reference, actual: actual, kind: kind ?? .lines)
    guard !comparison.isEqual else { return attachments }
    attachments.append(Self(name: "\(base).diff", text: comparison.rawDiff()))
    if kind == .screen {
      attachments.append(Self(name: "\(base).side-by-side.txt", text: comparison.sideBySide()))
    }
    return attachments
  }
}

/// What one snapshot check found: the issues to record, and the texts to attach.
package struct SnapshotOutcome: Equatable, Sendable {
  /// One text per issue; empty when the snapshot matches.
  package var issues: [String] = []
  /// What to attach to the test.
  package var attachments: [SnapshotAttachment] = []

  /// An outcome with these issues and attachments.
  package init(issues: [String] = [], attachments: [SnapshotAttachment] = []) {
    self.issues = issues
    self.attachments = attachments
  }

  /// Attaches the texts to the running test, then records the issues, at `location`.
  package func record(at location: SourceLocation) {
    // A matching snapshot has neither, and every assertion comes here.
    guard !issues.isEmpty || !attachments.isEmpty else { return }
    for attachment in attachments {
      Attachment.record(attachment.text, named: attachment.name, sourceLocation: location)
    }
    for issue in issues {
      Issue.record(Comment(rawValue: issue), sourceLocation: location)
    }
  }
}
