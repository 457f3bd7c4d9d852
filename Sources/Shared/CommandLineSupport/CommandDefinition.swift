/// A command as the reader, help and usage lines see it: its configuration,
/// and the options and arguments it declares, in the order it declares them.
struct CommandDefinition {
  /// Its name, what it does and its subcommands.
  let configuration: CommandConfiguration
  /// The options it declares, apart from `-h, --help`.
  let options: [OptionSpec]
  /// The words it takes that are not options, in order.
  let arguments: [ArgumentSpec]

  /// The definition of a command type, learned by making one.
  init<C: Command>(_ command: C.Type) {
    configuration = C.configuration
    (options, arguments) = CommandReading.declarations(of: C.self)
  }

  /// The options it reads: its own, then `-h, --help`.
  var allOptions: [OptionSpec] { options + [OptionSpec.help] }
}
