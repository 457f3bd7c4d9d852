// swift-format-ignore-file
import Testing
import InlineTextSnapshots

@Suite struct CorpusTabs {
	@Test func tabs() {
		expectInlineSnapshot(of: "tabbed\n\tvalue", as: .lines)
	}

	@Test func tabsWithClosure() {
		expectInlineSnapshot(of: "tabbed closure", as: .lines) {
			"old"
		}
	}
}
