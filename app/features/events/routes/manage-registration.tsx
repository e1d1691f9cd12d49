import { useNavigation } from "react-router";
import type { Route } from "./+types/manage-registration";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { IntentButton } from "../components/intent-button";
import { JoinLink } from "../components/join-link";
import { RegistrationStatusBadge } from "../components/status-badge";
import { manageAction, managePage } from "../registration/manage-page.server";

export function loader({ params }: Route.LoaderArgs) {
  return managePage(params.token);
}

export function action({ params, request }: Route.ActionArgs) {
  return manageAction(params.token, request);
}

// The address holds the token: no index (and the Referrer-Policy sends other sites only our origin).
export const meta: Route.MetaFunction = () => [
  { title: "Your event registration · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export default function ManageRegistration({ loaderData, actionData }: Route.ComponentProps) {
  const { name, status, event, joinUrl, canConfirm, canCancel } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader
        title="Your event registration"
        eyebrow="Events"
        crumbs={[{ label: "Events", to: "/upcoming-events" }, { label: "Registration" }]}
      />
      <Container className="max-w-2xl space-y-6 py-12">
        {actionData?.notice && <Notice tone={actionData.notice.tone}>{actionData.notice.text}</Notice>}
        <section aria-labelledby="event-heading" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
          <h2 id="event-heading" className="text-xl font-bold text-brand-900">
            {event.title}
          </h2>
          <p className="mt-1 text-muted">
            {event.whenLabel} (Singapore time) · {event.place}
          </p>
          {event.cancelled && <p className="mt-2 font-semibold text-red-800">This event has been cancelled.</p>}
          <p className="mt-4 flex flex-wrap items-center gap-2">
            {name}: <RegistrationStatusBadge status={status} />
          </p>
          {joinUrl && (
            <p className="mt-2">
              <JoinLink url={joinUrl} />
            </p>
          )}
          {canConfirm && (
            // Issue 23: the second click is on purpose, and the page says why.
            <p className="mt-4 text-ink" data-testid="why-confirm">
              One more step: press the button below to confirm your place. Opening the link alone does not confirm it,
              because many e-mail services open links automatically to check them for safety, and that must not register
              you without your knowing.
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            {canConfirm && <IntentButton intent="confirm" label="Confirm my registration" busy={busy} />}
            {canCancel && (
              <IntentButton intent="cancel" label="Cancel my registration" busy={busy} variant="secondary" />
            )}
            <ButtonLink to={event.href} variant="ghost">
              See the event page
            </ButtonLink>
          </div>
        </section>
      </Container>
    </>
  );
}
