import { useEffect, useRef, useState } from "react";
import { plural } from "~/lib/text/plural";
import { useHydrated } from "~/ui/use-hydrated";
import { data, useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/quiz";
import { Button, ButtonLink } from "~/ui/button";
import { Notice } from "~/ui/field";
import { requireChampion } from "~/features/accounts/index.server";
import { championOnlyBoundary } from "../components/champion-only";
import { MemberPage, memberCard } from "../components/member-page";
import { answerField, POINTS_PER_ANSWER } from "../quiz-form";
import { quizMessages } from "../messages";
import { answerQuiz, quizQuestions, type QuizQuestion, type QuizResult, type QuizView } from "../quiz.server";

const title = "CRC Knowledge Quiz";

export const meta: Route.MetaFunction = () => [{ title: `${title} · RID-CRC` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireChampion(request);
  return { questions: quizQuestions() };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireChampion(request);
  const form = await request.formData().catch(() => null);
  const { view, status } = await answerQuiz(user.id, form);
  return data<QuizView>(view, { status });
}

type Step = Extract<QuizView, { view: "question" }>;

function QuestionStep({ questions, view, moved }: { questions: QuizQuestion[]; view: Step; moved: boolean }) {
  const question = questions[view.step]!;
  const first = view.step === 0;
  const last = view.step === questions.length - 1;
  const [chosen, setChosen] = useState(view.answers[question.id] !== undefined);
  // Buttons are disabled only once JavaScript can enable them again.
  const live = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const submitting = busy && navigation.formData?.get("intent") === "submit";
  const errorId = `quiz-error-${question.id}`;

  return (
    <Form method="post" className="space-y-6">
      {/* Enter in the options means Next (or Submit): the first submit button is the form's default. */}
      <button type="submit" name="intent" value={last ? "submit" : "next"} hidden tabIndex={-1} />
      {view.formError && <Notice tone="error">{view.formError}</Notice>}
      <input type="hidden" name="step" value={view.step} />
      {questions.map((q) =>
        q.id !== question.id && view.answers[q.id] !== undefined ? (
          <input key={q.id} type="hidden" name={answerField(q.id)} value={view.answers[q.id]} />
        ) : null,
      )}
      {/* Drawn in SVG units, not an inline style: the content security policy allows no inline styles. */}
      <svg
        aria-hidden
        className="block h-2 w-full rounded-full bg-brand-50"
        viewBox={`0 0 ${questions.length} 1`}
        preserveAspectRatio="none"
      >
        <rect className="fill-brand-600" width={view.step + 1} height="1" />
      </svg>
      <fieldset aria-describedby={view.fieldError ? errorId : undefined}>
        <legend>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-900 focus:outline-none">
            <span className="block text-sm font-semibold uppercase tracking-wide text-accent-700">
              Question {view.step + 1} of {questions.length}
            </span>
            {question.question}
          </h2>
        </legend>
        {view.fieldError && (
          <p id={errorId} className="mt-3 text-sm font-medium text-red-700">
            {view.fieldError}
          </p>
        )}
        <div className="mt-4 space-y-3">
          {question.options.map((option, index) => (
            <label
              key={option}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-4 text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={answerField(question.id)}
                value={index}
                defaultChecked={view.answers[question.id] === index}
                required
                onChange={() => setChosen(true)}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-between gap-3">
        <Button
          type="submit"
          name="intent"
          value="previous"
          variant="secondary"
          formNoValidate
          disabled={first || busy}
        >
          Previous
        </Button>
        {last ? (
          <Button type="submit" name="intent" value="submit" disabled={busy || (live && !chosen)}>
            {submitting ? "Submitting..." : "Submit Quiz"}
          </Button>
        ) : (
          <Button type="submit" name="intent" value="next" disabled={busy || (live && !chosen)}>
            Next
          </Button>
        )}
      </div>
    </Form>
  );
}

function Result({ result }: { result: QuizResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-6">
      <div className="text-center">
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
          Your Result
        </h2>
        <p className="mt-2 text-5xl font-extrabold text-brand-900" data-testid="quiz-score">
          {result.score}%
        </p>
        <p className="mt-2 text-ink">
          You answered {result.correct} of {plural(result.items.length, "question")} correctly. Your score has been
          saved.
        </p>
      </div>
      <ol className="space-y-4">
        {result.items.map((item, index) => (
          <li key={item.id} className="rounded-xl border border-line p-4">
            <h3 className="font-semibold text-brand-900">
              {index + 1}. {item.question}
            </h3>
            <p className={`mt-2 ${item.isCorrect ? "text-green-800" : "text-red-700"}`}>
              <span className="font-semibold">{item.isCorrect ? "Correct:" : "Not quite:"}</span> you answered &ldquo;
              {item.chosen}&rdquo;.
            </p>
            {!item.isCorrect && (
              <p className="mt-1 text-ink">
                <span className="font-semibold">Correct answer:</span> {item.correctAnswer}
              </p>
            )}
            <p className="mt-2 text-muted">{item.explanation}</p>
          </li>
        ))}
      </ol>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/quiz" size="lg">
          Take the Quiz Again
        </ButtonLink>
        <ButtonLink to="/dashboard/champion" size="lg" variant="secondary">
          Go to My Dashboard
        </ButtonLink>
      </div>
    </div>
  );
}

export default function Quiz({ loaderData, actionData }: Route.ComponentProps) {
  const view: QuizView = (actionData as QuizView | undefined) ?? { view: "question", step: 0, answers: {} };
  return (
    <MemberPage>
      <div className="text-center">
        <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
        <p className="mt-3 text-muted">
          {plural(loaderData.questions.length, "question")} about colorectal cancer, screening and prevention. Each
          correct answer is worth {plural(POINTS_PER_ANSWER, "point")}.
        </p>
      </div>
      <div className={memberCard}>
        {view.view === "result" ? (
          <Result result={view.result} />
        ) : (
          <QuestionStep key={view.step} questions={loaderData.questions} view={view} moved={Boolean(actionData)} />
        )}
      </div>
    </MemberPage>
  );
}

/** Signed-in visitors who are not Champions (spec content §6), HTTP 403. */
export const ErrorBoundary = championOnlyBoundary({ title, message: quizMessages.championOnly });
