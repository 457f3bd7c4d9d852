/// One thing to time: a name, how much work one sample does, and the work.
struct Benchmark {
  /// The row's name, such as `render/grid/ascii`.
  let name: String
  /// How many times `run` repeats the work in one sample; the sample is divided by it.
  let batch: Int
  /// The most samples worth taking, for work that is slow; `nil` takes the stopwatch's count.
  let samples: Int?
  /// Whether the stopwatch warms up first; `false` when the caller already ran it.
  let warmsUp: Bool
  /// Does the work `batch` times and returns a value that depends on it.
  let run: @MainActor () async -> Int

  init(
    _ name: String, batch: Int = 1, samples: Int? = nil, warmsUp: Bool = true,
    run: @escaping @MainActor () async -> Int
  ) {
    self.warmsUp = warmsUp
    self.name = name
    self.batch = batch
    self.samples = samples
    self.run = run
  }
}
