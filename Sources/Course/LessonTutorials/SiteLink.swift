/// Every link the tutorials make to a page outside their own catalog, written in one place.
///
/// A page's address has two forms, `/tutorials/calc-kit/02-guard` and
/// `/tutorials/calc-kit/02-guard/`: a browser opening it directly gets the
/// second, since python's server and GitHub Pages redirect a folder to its
/// slash, and navigating within the site gets the first. A relative link
/// (`../documentation/...`) resolves differently from each, so the tutorials
/// never write one. Within the tutorials a link is `doc:` and names a
/// tutorial; to the modules' pages it is a DocC link to another archive,
/// which `Scripts/docs` resolves by converting the tutorials with every
/// module's archive as a `--dependency`, so DocC fails the build on a link
/// that leads nowhere; and to a page no archive holds (the merged API index)
/// it is a path from the site root, which DocC's renderer puts under the
/// hosting base path.
enum SiteLink {
  /// A link to a type's page in another module: DocC shows its name in code voice.
  static func symbol(_ name: String, module: String) -> String {
    "``/\(module)/\(name)``"
  }

  /// A link to an article of a module, such as `TextSnapshots/GettingStarted`, with its own text.
  static func article(_ path: String, text: String) -> String {
    "[\(text)](doc:/documentation/\(path))"
  }

  /// A link to a tutorial of this catalog by its page name, such as `02-guard`.
  static func tutorial(_ slug: String, text: String) -> String {
    "[\(text)](doc:\(slug))"
  }

  /// A link to a page no archive holds, by its path from the site root, such as `/documentation`.
  static func sitePage(_ path: String, text: String) -> String {
    "[\(text)](\(path))"
  }
}
