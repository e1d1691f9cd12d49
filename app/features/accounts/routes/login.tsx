import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/login";
import { Notice } from "~/ui/field";
import { resendSchema, signInSchema } from "../accounts.schema";
import { AuthLayout } from "../components/auth-layout";
import { SignInForm } from "../components/sign-in-form";
import { requireAnonymous } from "../guards.server";
import { loginErrors, loginNotices, messages, pageTexts, signInDoors, toasts } from "../messages";
import { resendVerification, safeRedirectTarget, signIn } from "../sign-in/sign-in.server";
import { withFlash } from "~/lib/forms/flash.server";
import { splitLang } from "~/lib/i18n/paths";
import { localPath } from "~/lib/i18n/paths";
import { targetInLanguage } from "../profile/language.server";

/** Which door of the sign-in page an address is (its title and words); any other path is /login's. */
const doorOf = (address: string) => {
  const pathname = splitLang(address).path;
  return Object.hasOwn(signInDoors, pathname) ? (pathname as keyof typeof signInDoors) : "/login";
};

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${signInDoors[doorOf(location.pathname)].title} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const url = new URL(request.url);
  const error = url.searchParams.get("error");
  return {
    door: doorOf(url.pathname),
    verified: url.searchParams.get("verified") === "true",
    notice: loginNotices[url.searchParams.get("message") ?? ""] ?? null,
    error: error ? (loginErrors[error] ?? messages.signInFailed) : null,
    redirectTo: safeRedirectTarget(url.searchParams.get("redirectTo")) ?? "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request);
  const formData = await request.formData();
  if (formData.get("intent") === "resend") {
    const submission = parseWithZod(formData, { schema: resendSchema });
    const resent =
      submission.status === "success"
        ? await resendVerification(request, submission.value.email)
        : messages.emailInvalidSentence;
    return { result: submission.reply(), resent };
  }
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { email, password, rememberMe, redirectTo } = submission.value;
  const outcome = await signIn(request, { email, password, rememberMe: Boolean(rememberMe) });
  const target = safeRedirectTarget(redirectTo) ?? "/login-redirect";
  switch (outcome.kind) {
    case "signed-in":
      return redirect(targetInLanguage(outcome.lang, target), {
        headers: withFlash(toasts.signedIn, { headers: outcome.headers }),
      });
    case "two-factor":
      return redirect(localPath(request, `/login/two-factor?redirectTo=${encodeURIComponent(target)}`), {
        headers: outcome.headers,
      });
    case "unverified":
      return data(
        { result: submission.reply({ hideFields: ["password"] }), unverified: true },
        { status: 403, headers: withFlash(toasts.verifyEmail, { context }) },
      );
    case "failed":
      return data(
        { result: submission.reply({ formErrors: [outcome.message] }) },
        { status: outcome.status, headers: withFlash(toasts.signInFailed(outcome.message), { context }) },
      );
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthLayout title={signInDoors[loaderData.door].title} intro={signInDoors[loaderData.door].intro}>
      {loaderData.verified && (
        <Notice tone="success" className="mb-5">
          {loaderData.door === "/partner-sign-in" ? pageTexts.partnerVerifiedNotice : pageTexts.verifiedNotice}
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
      />
    </AuthLayout>
  );
}
