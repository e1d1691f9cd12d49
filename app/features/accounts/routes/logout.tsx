import { data, redirect } from "react-router";
import type { Route } from "./+types/logout";
import { Notice } from "~/ui/field";
import { Container } from "~/ui/container";
import { logger } from "~/lib/logger.server";
import { withFlash } from "~/lib/forms/flash.server";
import { messages, toasts } from "../messages";
import { signOut } from "../sign-in/sign-out.server";
import { localPath } from "~/lib/i18n/paths";

/** Sign-out is a POST (a link could be triggered by another site); the session ends on the server. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const outcome = await signOut(request);
    if (outcome.ok)
      return redirect(localPath(request, "/login?message=signed-out"), {
        headers: withFlash(toasts.signedOut, { headers: outcome.headers }),
      });
    logger.error({ error: outcome.error, requestId: context.requestId }, "sign-out refused");
    return data(
      { error: messages.signOutFailed(outcome.error) },
      { status: 500, headers: withFlash(toasts.signOutFailed(outcome.error), { context }) },
    );
  } catch (error) {
    logger.error({ err: error, requestId: context.requestId }, "sign-out failed");
    return data(
      { error: messages.signOutUnexpected },
      { status: 500, headers: withFlash(toasts.signOutFailed(messages.signOutUnexpected), { context }) },
    );
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  return redirect(localPath(request, "/"));
}

export const meta: Route.MetaFunction = () => [{ title: "Sign out · RID-CRC" }];

export default function SignOutFailed({ actionData }: Route.ComponentProps) {
  return (
    <Container className="max-w-xl py-16">
      <h1 className="text-2xl font-bold text-brand-900">Sign out</h1>
      {actionData?.error && (
        <Notice tone="error" className="mt-6">
          {actionData.error}
        </Notice>
      )}
    </Container>
  );
}
