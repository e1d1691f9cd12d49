/** Spec content §9: ten questions, ten points each, so the score runs from 0 to 100%. */
export const QUIZ_LENGTH = 10;
export const POINTS_PER_ANSWER = 10;

/** The form field that carries the answer to one question (the position of the chosen option). */
export const answerField = (id: number) => `answer-${id}`;
