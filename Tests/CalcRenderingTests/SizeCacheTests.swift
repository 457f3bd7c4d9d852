import Testing

@testable import CalcRendering

@Suite("Size cache")
struct SizeCacheTests {
  @Test("An empty cache knows nothing")
  func empty() {
    #expect(SizeCache().size(proposed: Size(width: 0, height: 0)) == nil)
    #expect(SizeCache().size(proposed: Size(width: -1, height: 5)) == nil)
  }

  @Test("It remembers the latest width and forgets the one before")
  func latest() {
    var cache = SizeCache()
    cache.remember(Size(width: 1, height: 1), proposed: Size(width: 10, height: 0))
    #expect(cache.size(proposed: Size(width: 10, height: 0)) == Size(width: 1, height: 1))
    #expect(cache.size(proposed: Size(width: 20, height: 0)) == nil)
    cache.remember(Size(width: 2, height: 2), proposed: Size(width: 20, height: 0))
    #expect(cache.size(proposed: Size(width: 20, height: 0)) == Size(width: 2, height: 2))
    #expect(cache.size(proposed: Size(width: 10, height: 0)) == nil)
  }

  @Test("Proposals of the same width share an answer, whatever their heights")
  func widthOnly() {
    var cache = SizeCache()
    cache.remember(Size(width: 4, height: 2), proposed: Size(width: 10, height: 7))
    #expect(
      cache.size(proposed: Size(width: 10, height: Size.unboundedHeight))
        == Size(width: 4, height: 2))
  }
}
