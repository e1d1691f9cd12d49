import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/login";
import { Notice } from "~/ui/field";
import { resendSchema, signInSchema } from "../accounts.schema";
import { AuthLayout } from "../components/auth-layout";
import { SignInForm } from "../components/sign-in-form";
import { requireAnonymous } from "../guards.server";
import { loginErrors, loginNotices, messages, toasts } from "../messages";
import { resendVerification, safeRedirectTarget, signIn } from "../sign-in/sign-in.server";
import { withFlash } from "~/lib/forms/flash.server";
import { splitLang } from "~/lib/i18n/paths";
import { localPath, requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";
import { accountWords, replyIn, sayIn, toastIn } from "../localized.server";
import { targetInLanguage } from "../profile/language.server";

// The door's title in the page's language (the loader's).
export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "RID-CRC"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

/**
 * The three doors of the one sign-in page: the spec's "Champion Sign In" (/login), its "Welcome
 * Back" (/champion-sign-in), and the partners' own (/partner-sign-in, where their verification
 * link lands), each leading to the signed-in person's own dashboard. Their words: account.json.
 */
const doorWords = {
  "/login": { title: "signIn.loginTitle", intro: "signIn.intro" },
  "/champion-sign-in": { title: "signIn.championTitle", intro: "signIn.intro" },
  "/partner-sign-in": { title: "signIn.partnerTitle", intro: "signIn.partnerIntro" },
} as const;

/** Which door of the sign-in page an address is (its title and words); any other path is /login's. */
const doorOf = (address: string) => {
  const pathname = splitLang(address).path;
  return Object.hasOwn(doorWords, pathname) ? (pathname as keyof typeof doorWords) : "/login";
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const url = new URL(request.url);
  const error = url.searchParams.get("error");
  const lang = requestLang(request);
  const { t, ...words } = accountWords(lang, ["fields", "signIn"]);
  const door = doorOf(url.pathname);
  const notice = loginNotices[url.searchParams.get("message") ?? ""];
  return {
    ...words,
    door,
    title: t(doorWords[door].title),
    verified: url.searchParams.get("verified") === "true",
    notice: notice ? sayIn(lang, notice) : null,
    error: error ? sayIn(lang, loginErrors[error] ?? messages.signInFailed) : null,
    redirectTo: safeRedirectTarget(url.searchParams.get("redirectTo")) ?? "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request);
  // Messages are the spec's English (messages.ts), put in the page's language.
  const lang = requestLang(request);
  const formData = await request.formData();
  if (formData.get("intent") === "resend") {
    const submission = parseWithZod(formData, { schema: resendSchema });
    const resent =
      submission.status === "success"
        ? await resendVerification(request, submission.value.email)
        : messages.emailInvalidSentence;
    return { result: replyIn(lang, submission.reply()), resent: sayIn(lang, resent) };
  }
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") return data({ result: replyIn(lang, submission.reply()) }, { status: 400 });
  const { email, password, rememberMe, redirectTo } = submission.value;
  const outcome = await signIn(request, { email, password, rememberMe: Boolean(rememberMe) });
  const target = safeRedirectTarget(redirectTo) ?? "/login-redirect";
  switch (outcome.kind) {
    case "signed-in":
      return redirect(targetInLanguage(outcome.lang, target), {
        headers: withFlash(toastIn(lang, toasts.signedIn), { headers: outcome.headers }),
      });
    case "two-factor":
      return redirect(localPath(request, `/login/two-factor?redirectTo=${encodeURIComponent(target)}`), {
        headers: outcome.headers,
      });
    case "unverified":
      return data(
        { result: replyIn(lang, submission.reply({ hideFields: ["password"] })), unverified: true },
        { status: 403, headers: withFlash(toastIn(lang, toasts.verifyEmail), { context }) },
      );
    case "failed":
      return data(
        { result: replyIn(lang, submission.reply({ formErrors: [outcome.message] })) },
        {
          status: outcome.status,
          headers: withFlash(toastIn(lang, toasts.signInFailed(outcome.message)), { context }),
        },
      );
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <AuthLayout title={loaderData.title} intro={t(doorWords[loaderData.door].intro)}>
        {loaderData.verified && (
          <Notice tone="success" className="mb-5">
            {loaderData.door === "/partner-sign-in" ? t("signIn.partnerVerified") : t("signIn.verified")}
          </Notice>
        )}
        {loaderData.notice && (
          <Notice tone="info" className="mb-5">
            {loaderData.notice}
          </Notice>
        )}
        <SignInForm
          actionData={actionData}
          redirectTo={loaderData.redirectTo}
          formError={actionData ? undefined : (loaderData.error ?? undefined)}
          t={t}
        />
      </AuthLayout>
    </>
  );
}
