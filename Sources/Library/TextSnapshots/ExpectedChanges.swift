/// What a test states that an action changes in a model, written as assignments to the
/// model's properties: `$0.state.result = "1"`.
///
/// `expectChanges(of:sourceLocation:by:_:)` hands you one to write on before the action
/// runs. Reading a property through it gives the property's value before the action, or
/// what you already stated; assigning states its value after the action. The model
/// itself is never written: a property the model keeps `private(set)` can be stated too.
@dynamicMemberLookup
public struct ExpectedChanges<Model: AnyObject> {
  /// One property stated, with the value stated for it after the action.
  struct Statement {
    var keyPath: PartialKeyPath<Model>
    var value: Any
  }

  /// A property read while stating, as it was when read.
  private struct Reading {
    var keyPath: PartialKeyPath<Model>
    var dump: DumpNode
  }

  let model: Model
  private(set) var statements: [Statement] = []
  private var readings: [Reading] = []

  init(model: Model) {
    self.model = model
  }

  /// The property's stated value, or its value before the action; assigning states it.
  ///
  /// - Parameter keyPath: The property, as in `$0.state`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value {
    mutating get {
      if let stated = statements.first(where: { $0.keyPath == keyPath })?.value as? Value {
        return stated
      }
      let value = model[keyPath: keyPath]
      if !readings.contains(where: { $0.keyPath == keyPath }) {
        readings.append(Reading(keyPath: keyPath, dump: ValueDump.node(of: value)))
      }
      return value
    }
    set {
      guard let index = statements.firstIndex(where: { $0.keyPath == keyPath }) else {
        statements.append(Statement(keyPath: keyPath, value: newValue))
        return
      }
      statements[index].value = newValue
    }
  }

  /// Whether stating changed the model itself: a property read while stating holds
  /// another value now, as one that holds a class instance does when a statement calls
  /// a method on it.
  var changedTheModel: Bool {
    readings.contains { ValueDump.node(of: model[keyPath: $0.keyPath]) != $0.dump }
  }
}
