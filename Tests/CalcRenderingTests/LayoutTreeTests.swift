import CalcCore
import Testing

@testable import CalcRendering

@Suite("Layout tree")
struct LayoutTreeTests {
  /// The sizes a view answers at `width` for several heights.
  static func sizes(of view: some View, width: Int) -> [Size] {
    LayoutTree.withLayout(of: view, environment: RenderEnvironment()) { tree in
      [0, 1, 3, 50, Size.unboundedHeight].map { height in
        tree.size(of: tree.root, proposed: Size(width: width, height: height))
      }
    }
  }

  /// Every kind of node, and a whole screen, with content that wraps at small widths.
  static func everyKind(width: Int) -> [[Size]] {
    [
      sizes(of: Text("Калькулятор считает сумму чисел").font(.title), width: width),
      sizes(of: Button("Посчитать сумму") {}, width: width),
      sizes(
        of: HStack {
          Text("a"); Spacer(); Text("long words here")
        }, width: width),
      sizes(
        of: VStack(spacing: 10) {
          Text("one two"); Spacer().frame(height: 20)
        }, width: width),
      sizes(of: Text("framed words").frame(width: 30, height: 40), width: width),
      sizes(of: Text("padded words").padding(), width: width),
      sizes(
        of: Grid {
          GridRow {
            Text("a b"); Text("c d e")
          }
          GridRow { Text("wide cell here").gridCellColumns(2) }
          Text("whole row")
        }, width: width),
      sizes(
        of: CalculatorScreen(state: CalculatorData(isLoadingOnStart: false, numbers: [1, 2])),
        width: width),
    ]
  }

  @Test("No node's size depends on the height it is offered", arguments: [1, 4, 9, 20, 36, 80])
  func heightIndependent(width: Int) {
    for sizes in Self.everyKind(width: width) {
      #expect(Set(sizes).count == 1, "\(sizes)")
    }
  }

  @Test("A spacer in a frame is one node of fixed space, not a flexible spacer")
  func spacerInFrame() throws {
    let row = HStack(spacing: 0) {
      Text("a")
      Spacer().frame(width: 10)
      Text("b")
    }
    #expect(layout(row, width: 20) == ["a  b"])
    let kinds = LayoutTree.withLayout(of: row, environment: RenderEnvironment()) { tree in
      var kinds: [String] = []
      var child = tree.firstChild(of: tree.root)
      while child != LayoutNode.none {
        kinds.append(String(describing: tree.nodes[child].kind))
        child = tree.sibling(after: child)
      }
      return kinds
    }
    #expect(kinds.count == 3)
    #expect(kinds[1] == String(describing: LayoutNode.Kind.space(Size(width: 2, height: 0))))
  }

  @Test(
    "A layout keeps what tapping each button does only when asked to", arguments: [false, true])
  func collectingTaps(collecting: Bool) {
    let view = HStack {
      Button("a") {}
      Text("b")
      Button("c") {}
    }
    let (buttons, labels) = LayoutTree.withLayout(
      of: view, environment: RenderEnvironment(), collectingTaps: collecting
    ) { tree in (tree.buttons.count, tree.taps.map(\.label)) }
    #expect(buttons == 2)
    #expect(labels == (collecting ? ["a", "c"] : []))
  }

  @Test("Several views at the root stack in a centred column; one view is its own node")
  func root() {
    let several = LayoutTree.withLayout(
      of: ViewBuilderTests.Greeting(loud: true), environment: RenderEnvironment()
    ) { tree in
      (tree.childCount(of: tree.root), tree.nodes[tree.root].isSpacer)
    }
    #expect(several.0 == 2)
    let one = LayoutTree.withLayout(of: Spacer(), environment: RenderEnvironment()) { tree in
      tree.nodes[tree.root].isSpacer
    }
    #expect(one)
  }

  /// Whether the root of a view is rigid.
  static func isRigid(_ view: some View) -> Bool {
    LayoutTree.withLayout(of: view, environment: RenderEnvironment()) { tree in
      tree.nodes[tree.root].isRigid
    }
  }

  @Test("Texts, buttons, spacers and containers of them are rigid; a row a spacer fills is not")
  func rigid() {
    #expect(Self.isRigid(Text("a")))
    #expect(Self.isRigid(Button("a") {}))
    #expect(Self.isRigid(Spacer()))
    #expect(
      Self.isRigid(
        HStack {
          Text("a"); Text("b")
        }))
    #expect(
      !Self.isRigid(
        HStack {
          Text("a"); Spacer()
        }))
    #expect(
      !Self.isRigid(
        GridRow {
          Spacer(); Text("b")
        }))
    #expect(
      Self.isRigid(
        VStack {
          Text("a"); Spacer()
        }))
    #expect(
      Self.isRigid(
        HStack {
          Text("a"); Spacer().frame(width: 10)
        }))
    #expect(
      !Self.isRigid(
        VStack {
          HStack {
            Text("a"); Spacer()
          }
        }))
    #expect(
      !Self.isRigid(
        HStack {
          Text("a"); Spacer()
        }.padding()))
    #expect(Self.isRigid(CalculatorScreen(state: CalculatorData(isLoadingOnStart: false))))
  }

  @Test(
    "A rigid view measured at its natural width or wider takes its natural size",
    arguments: [0, 1, 2, 7, 30])
  func natural(extra: Int) {
    let views: [[Size]] = [
      Self.measured(Text("Калькулятор считает сумму чисел").font(.title), extra: extra),
      Self.measured(Button("Посчитать сумму") {}.frame(width: 30), extra: extra),
      Self.measured(
        HStack(spacing: 20) {
          Text("a b"); Button("c") {}
        }, extra: extra),
      Self.measured(Text("padded words").padding(), extra: extra),
      Self.measured(
        Grid(horizontalSpacing: 20) {
          GridRow {
            Text("a b"); Text("c d e")
          }
          GridRow { Text("a very wide cell").gridCellColumns(2) }
          Text("whole row")
        }, extra: extra),
      Self.measured(
        CalculatorScreen(
          state: CalculatorData(isLoadingOnStart: false, numbers: [1, 2]), layout: .seed),
        extra: extra),
    ]
    for sizes in views {
      #expect(sizes[0] == sizes[1], "measured \(sizes[0]), natural \(sizes[1])")
    }
  }

  /// A view measured, without the rigid shortcut at its root, at `extra`
  /// columns more than its natural width, and its natural size.
  static func measured(_ view: some View, extra: Int) -> [Size] {
    LayoutTree.withLayout(of: view, environment: RenderEnvironment()) { tree in
      let root = tree.root
      let natural = tree.naturalSize(of: root)
      let measured = tree.measure(
        root, proposed: Size(width: natural.width + extra, height: Size.unboundedHeight))
      return [measured, natural]
    }
  }
}
