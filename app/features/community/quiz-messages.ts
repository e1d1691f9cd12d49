// Words the spec quotes for the quiz (spec content §5, §8), used as written.
export const quizMessages = {
  notAuthenticated: "User not authenticated. Please log in to save your score.",
  saveFailed: "Failed to save your score. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",

  // Ours: the spec does not word these.
  championOnly: "You need to be a Champion to take the quiz. Please sign up to join the movement!",
  chooseAnswer: "Please choose an answer to continue.",
} as const;
