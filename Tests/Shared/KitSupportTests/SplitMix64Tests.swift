import Testing

@testable import KitSupport

@Suite("SplitMix64")
struct SplitMix64Tests {
  @Test(
    "The first numbers from a seed are those of the published algorithm",
    arguments: [
      (0, [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F]),
      (1_234_567, [0x599E_D017_FB08_FC85, 0x2C73_F084_5854_0FA5, 0x883E_BCE5_A3F2_7C77]),
    ] as [(UInt64, [UInt64])])
  func reference(seed: UInt64, first: [UInt64]) {
    var random = SplitMix64(seed: seed)
    #expect(first.map { _ in random.next() } == first)
  }

  @Test("The same seed replays the same numbers; another seed makes others")
  func replays() {
    var one = SplitMix64(seed: 42)
    var again = SplitMix64(seed: 42)
    var other = SplitMix64(seed: 43)
    let numbers = (0..<100).map { _ in one.next() }
    #expect((0..<100).map { _ in again.next() } == numbers)
    #expect((0..<100).map { _ in other.next() } != numbers)
  }
}
