import CalcExercises

/// Writes a lesson's quiz as the DocC `@Assessments` that end its tutorial, under
/// "Check your understanding".
///
/// The questions come from `Lessons/Quizzes/NN-name.md`, the file `calc-render quiz N` asks
/// in the terminal: each question becomes a `@MultipleChoice`, each answer a `@Choice` with
/// its justification, followed by the phrase of the lesson the question asks about.
enum TutorialAssessments {
  /// The `@Assessments` block, indented to sit inside `@Tutorial`.
  static func markup(_ quiz: Quiz) -> [String] {
    var lines = ["  @Assessments {"]
    for question in quiz.questions {
      lines += ["    @MultipleChoice {", "      \(question.text)", ""]
      for answer in question.answers {
        let reaction = answer.isRight ? "That's right!" : "Not quite."
        lines += [
          "      @Choice(isCorrect: \(answer.isRight)) {",
          "        \(answer.text)",
          "",
          "        @Justification(reaction: \"\(reaction)\") {",
          "          \(answer.justification)",
          "",
          "          The lesson says: “\(question.lessonSays)”",
          "        }",
          "      }",
          "",
        ]
      }
      lines[lines.count - 1] = "    }"
      lines.append("")
    }
    lines[lines.count - 1] = "  }"
    return lines
  }
}
