import ScrollTape

/// The declaration of one command, of the CLI or of the REPL: its name, its parameters with their
/// help, its usage forms and what it does. Parsing (`ArgumentParser`), `help`, `--help`, usage
/// errors and shell completion (`ShellCompletion`) are all made from it.
struct CommandSpec: Sendable {
    /// One way to write the command, with what it does in that form (a line of the general help).
    struct Form: Sendable {
        var abstract: String
        /// The parameters in the order the usage writes them.
        var parameters: [Parameter]
        /// Flags and options that this form needs (written without brackets).
        var required: [Parameter]
        /// The synopsis as written, for alternatives the parameters cannot say (`N | mark LABEL`).
        private var written: String?

        init(_ abstract: String, _ parameters: [Parameter], required: [Parameter] = []) {
            self.abstract = abstract
            self.parameters = parameters
            self.required = required
        }

        init(_ abstract: String, synopsis: String) {
            self.init(abstract, [])
            written = synopsis
        }

        /// `FILE --trace [--to N]`.
        var synopsis: String {
            written ?? parameters.map { $0.synopsis(required: required.contains($0)) }.joined(separator: " ")
        }
    }

    var name: String
    /// Other names it answers to (`--version`, REPL short forms such as `s`).
    var aliases: [String] = []
    var parameters: [Parameter]
    /// At least one.
    var forms: [Form]
    /// The paragraphs of `help NAME` after the usage.
    var discussion: String

    /// A command with one form: its positionals, then its options and flags, in declared order.
    init(
        _ name: String, aliases: [String] = [], abstract: String, parameters: [Parameter] = [],
        discussion: String = ""
    ) {
        self.init(
            name, aliases: aliases, parameters: parameters,
            forms: [
                Form(abstract, parameters.filter(\.isPositional) + parameters.filter { !$0.isPositional })
            ],
            discussion: discussion)
    }

    init(_ name: String, aliases: [String] = [], parameters: [Parameter], forms: [Form], discussion: String) {
        self.name = name
        self.aliases = aliases
        self.parameters = parameters
        self.forms = forms
        self.discussion = discussion
    }

    /// The usage lines: `NAME SYNOPSIS` for each form.
    var usages: [String] {
        forms.map { $0.synopsis.isEmpty ? name : "\(name) \($0.synopsis)" }
    }

    /// Every name it answers to.
    var names: [String] { [name] + aliases }
}
