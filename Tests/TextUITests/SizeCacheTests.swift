import Testing

@testable import TextUI

@Suite("Size cache")
struct SizeCacheTests {
  @Test("A proposal asked for again is answered without measuring")
  func remembers() {
    let cache = SizeCache()
    var measured = 0
    let measure = {
      measured += 1
      return Size(width: 1, height: 1)
    }
    _ = cache.size(proposed: Size(width: 10, height: 0), measure: measure)
    #expect(
      cache.size(proposed: Size(width: 10, height: 0), measure: measure)
        == Size(width: 1, height: 1))
    #expect(measured == 1)
  }

  @Test("It keeps the two latest proposals and forgets older ones")
  func latestTwo() {
    let cache = SizeCache()
    var measured: [Int] = []
    func ask(_ width: Int) {
      _ = cache.size(proposed: Size(width: width, height: 0)) {
        measured.append(width)
        return Size(width: width, height: 1)
      }
    }
    for width in [10, 20, 10, 20, 30, 10] { ask(width) }
    #expect(measured == [10, 20, 30, 10])
  }
}
