import { HeartHandshake } from "lucide-react";
import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ButtonLink } from "~/ui/button";
import { Notice } from "~/ui/field";
import type { ChampionOnly } from "../champion-access.server";
import { messages } from "../messages";
import { MemberPage, memberCard } from "./member-page";

/**
 * A prompt for anyone who may not use a Champion feature (spec content §5, §6). A visitor is offered
 * the sign-up; a signed-in partner is not (the sign-up page would only send them back to their
 * dashboard): they are told how to take part as themselves.
 */
export function ChampionPrompt({
  message,
  tone = "warning",
  secondary,
  signedIn = false,
  hint = messages.personalAccountHint,
}: {
  message: ReactNode;
  tone?: "warning" | "info";
  secondary?: { to: string; label: string };
  signedIn?: boolean;
  /** The partner account's hint in the page's language (the champion-only page's words). */
  hint?: string;
}) {
  return (
    <>
      <Notice tone={tone} className="text-left">
        {message}
      </Notice>
      {signedIn && <p className="mt-4 text-left text-sm text-muted">{hint}</p>}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {!signedIn && (
          <ButtonLink to="/signup/champion" size="lg">
            Sign Up as a Champion
          </ButtonLink>
        )}
        {secondary && (
          <ButtonLink to={secondary.to} size="lg" variant="secondary">
            {secondary.label}
          </ButtonLink>
        )}
      </div>
    </>
  );
}

/**
 * The ErrorBoundary of a page behind `requireChampion`: signed-in visitors who are not Champions get
 * the page's title and the spec's message (HTTP 403), in the page's language when the loader gave
 * `requireChampion` its words (issue 27). Any other error is the root error page's to show.
 */
export function championOnlyBoundary({ title, message }: { title: string; message: string }) {
  return function ChampionOnlyBoundary() {
    const error = useRouteError();
    if (!isRouteErrorResponse(error) || error.status !== 403 || error.data?.reason !== "champion-only") throw error;
    const { dashboard, words } = error.data as ChampionOnly;
    return (
      <MemberPage>
        <div className={`${memberCard} text-center`}>
          <HeartHandshake aria-hidden className="mx-auto size-12 text-accent-600" />
          <h1 className="mt-4 text-3xl font-bold text-brand-900">{words?.title ?? title}</h1>
          <div className="mt-6">
            <ChampionPrompt
              signedIn
              message={words?.message ?? message}
              hint={words?.hint}
              secondary={{ to: dashboard, label: words?.back ?? "Back to Dashboard" }}
            />
          </div>
        </div>
      </MemberPage>
    );
  };
}
