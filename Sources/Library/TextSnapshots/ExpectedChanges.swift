/// What a test states that an action changes in a model, written as assignments to the
/// model's properties: `$0.state.result = "1"`.
///
/// `expectChanges(of:sourceLocation:by:_:)` hands you one to write on before the action
/// runs. Reading a property through it gives the property's value before the action, or
/// what you already stated; assigning states its value after the action. The model
/// itself is never written: a property the model keeps `private(set)` can be stated too.
@dynamicMemberLookup
public struct ExpectedChanges<Model: AnyObject> {
  /// One property stated, with its value before the action and its stated value after.
  struct Statement {
    var keyPath: PartialKeyPath<Model>
    var before: DumpNode
    var value: Any
  }

  let model: Model
  private(set) var statements: [Statement] = []

  init(model: Model) {
    self.model = model
  }

  /// The property's stated value, or its value before the action; assigning states it.
  ///
  /// - Parameter keyPath: The property, as in `$0.state`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value {
    get {
      let stated = statements.first { $0.keyPath == keyPath }?.value as? Value
      return stated ?? model[keyPath: keyPath]
    }
    set {
      guard let index = statements.firstIndex(where: { $0.keyPath == keyPath }) else {
        let before = ValueDump.node(of: model[keyPath: keyPath])
        statements.append(Statement(keyPath: keyPath, before: before, value: newValue))
        return
      }
      statements[index].value = newValue
    }
  }
}
