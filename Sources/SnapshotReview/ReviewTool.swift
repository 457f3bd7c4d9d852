enum SnapshotReviewPlaceholder {}
