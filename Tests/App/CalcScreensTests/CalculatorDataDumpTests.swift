import CalcCore
import Testing
import TextSnapshots

@Suite("CalculatorData as a dump")
struct CalculatorDataDumpTests {
  @Test("The data behind a sum in progress")
  func sumInProgress() {
    let data = CalculatorData(isLoadingOnStart: false, numbers: [1, 2, 3], isCalculating: true)
    expectSnapshot(of: data, as: .dump)
  }
}
