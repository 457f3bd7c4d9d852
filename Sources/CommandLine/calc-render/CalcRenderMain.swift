import CalcCommandLine
import CommandLineSupport

/// The `calc-render` executable: ``CalcRender`` is its entry.
@main
extension CalcRender {}
