import type { ReactNode } from "react";
import { plural } from "~/lib/text/plural";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/user";
import { isAdmin } from "~/features/accounts";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/field";
import { ConsolePage, useConsoleViewer } from "../components/console-frame";
import { ActivityList } from "../components/user-activity";
import { UserTypeForm } from "../components/user-type-form";
import type { UserIntent } from "../users/actions.schema";
import { userAction } from "../users/actions.server";
import { userDetail, userRef } from "../users/detail.server";
import { requireAdmin } from "~/features/accounts/index.server";
import { notFound } from "~/lib/http/not-found";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.profile.name || data?.profile.email || "Account"} · Users · RID-CRC console` },
  { name: "robots", content: "noindex" },
];

/** One account: its profile, sessions and activity, and what the team may do with it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const id = userRef(request, params);
  const detail = await userDetail(id);
  if (!detail) throw notFound(request);
  return { self: user.id === id, ...detail };
}

export const action = ({ request, params }: Route.ActionArgs) => userAction(request, params);

const yesNo = (value: boolean, yes: string, no: string) => (value ? yes : no);

export default function UserPage({ loaderData, actionData }: Route.ComponentProps) {
  const { self, profile: p, sessions, referrals, stories, appointments, quizScore } = loaderData;
  const viewer = useConsoleViewer();
  // A plain admin may not suspend or reinstate an administrator (accounts §6); nobody suspends themselves.
  const mayChangeStatus = !self && (viewer.superAdmin || !isAdmin(p.userType));
  return (
    <ConsolePage title={p.name || p.email} intro={`${p.typeLabel} · joined ${p.joined.text}`}>
      <p className="mb-6">
        <Link to="/admin/users" className="font-semibold text-brand-700 underline">
          Back to all users
        </Link>
      </p>
      {actionData?.message ? (
        <Notice tone={actionData.ok ? "success" : "error"} className="mb-6">
          {actionData.message}
        </Notice>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-8">
          <section aria-labelledby="profile-title">
            <h2 id="profile-title" className="text-xl font-bold text-brand-900">
              Profile
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <Row label="Name">{p.name || "—"}</Row>
              <Row label="E-mail">
                <a href={`mailto:${p.email}`} className="break-all text-brand-700 underline">
                  {p.email}
                </a>
              </Row>
              <Row label="Phone">{p.phone || "—"}</Row>
              <Row label="Account type">{p.typeLabel}</Row>
              <Row label="Status">
                <span data-testid="user-status">
                  {p.status === "suspended" ? <strong className="text-accent-700">Suspended</strong> : "Active"}
                </span>
              </Row>
              <Row label="E-mail verified">{yesNo(p.emailVerified, "Yes", "No, not yet confirmed")}</Row>
              <Row label="Two-step verification">{yesNo(p.twoFactorEnabled, "On", "Off")}</Row>
              <Row label="Joined">
                <time dateTime={p.joined.iso}>{p.joined.text}</time>
              </Row>
              <Row label="Last sign-in">
                {p.lastSignIn ? <time dateTime={p.lastSignIn.iso}>{p.lastSignIn.text}</time> : "Never"}
              </Row>
            </dl>
          </section>

          <section aria-labelledby="sessions-title">
            <h2 id="sessions-title" className="text-xl font-bold text-brand-900">
              Sessions
            </h2>
            <p className="mt-2 text-sm">
              {sessions.count === 0
                ? "Not signed in anywhere."
                : `Signed in on ${plural(sessions.count, "device or browser", "devices or browsers")}.`}
            </p>
            {sessions.newest ? (
              <p className="mt-1 text-sm text-muted">
                Newest: <time dateTime={sessions.newest.at.iso}>{sessions.newest.at.text}</time>, from{" "}
                {sessions.newest.ip || "an unknown address"}
                {sessions.newest.userAgent ? (
                  <span className="block break-all">{sessions.newest.userAgent}</span>
                ) : null}
              </p>
            ) : null}
          </section>

          <section aria-labelledby="activity-title" className="space-y-5">
            <h2 id="activity-title" className="text-xl font-bold text-brand-900">
              What they did
            </h2>
            <ActivityList
              id="referrals"
              title="Friends referred"
              count={referrals.count}
              items={referrals.items}
              empty="No referrals sent."
            >
              {(r) => (
                <>
                  <span className="break-all">{r.email}</span> · {r.state}
                </>
              )}
            </ActivityList>
            <ActivityList
              id="stories"
              title="Stories shared"
              count={stories.count}
              items={stories.items}
              empty="No stories shared."
            >
              {(s) => (
                <>
                  {s.title} · {s.state}
                </>
              )}
            </ActivityList>
            <ActivityList
              id="appointments"
              title="Appointment requests (made with this e-mail address)"
              count={appointments.count}
              items={appointments.items}
              empty="No appointment requests."
            >
              {(a) => (
                <>
                  {a.clinic}, preferred {a.preferredDate} · {a.state}
                </>
              )}
            </ActivityList>
            <section aria-labelledby="quiz-title">
              <h3 id="quiz-title" className="font-bold text-brand-900">
                Quiz
              </h3>
              <p className="mt-1 text-sm">{quizScore === null ? "Not taken yet." : `Best score: ${quizScore}.`}</p>
            </section>
          </section>
        </div>

        <aside aria-labelledby="actions-title" className="space-y-4">
          <h2 id="actions-title" className="text-xl font-bold text-brand-900">
            Actions
          </h2>
          {p.status === "active" ? (
            mayChangeStatus ? (
              <IntentForm intent="suspend" label="Suspend account">
                Signs them out everywhere at once. They cannot sign in until an admin reinstates them.
              </IntentForm>
            ) : (
              <p className="text-sm text-muted">
                {self
                  ? "You cannot suspend your own account."
                  : "Only a super administrator can suspend an administrator."}
              </p>
            )
          ) : mayChangeStatus ? (
            <IntentForm intent="reinstate" label="Reinstate account">
              They can sign in again with their password.
            </IntentForm>
          ) : (
            <p className="text-sm text-muted">Only a super administrator can reinstate an administrator.</p>
          )}
          {p.emailVerified ? null : (
            <IntentForm intent="resend_verification" label="Resend verification e-mail">
              A new confirmation link for {p.email}, valid for 24 hours.
            </IntentForm>
          )}
          <IntentForm intent="password_reset" label="Send a password reset">
            A link to choose a new password, valid for 24 hours. Their password stays as it is until they use it.
          </IntentForm>
          {viewer.superAdmin ? (
            <section aria-labelledby="type-title" className="space-y-2">
              <h3 id="type-title" className="font-bold text-brand-900">
                Account type
              </h3>
              {self ? (
                <p className="text-sm text-muted">You cannot change your own account type.</p>
              ) : (
                <UserTypeForm userId={p.id} current={p.userType} />
              )}
            </section>
          ) : null}
        </aside>
      </div>
    </ConsolePage>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function IntentForm({ intent, label, children }: { intent: UserIntent; label: string; children: ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="space-y-2 rounded-2xl border border-line bg-white p-4">
      <input type="hidden" name="intent" value={intent} />
      <p className="text-sm text-ink">{children}</p>
      <Button type="submit" variant={intent === "suspend" ? "primary" : "secondary"} disabled={busy} className="w-full">
        {busy ? "Working..." : label}
      </Button>
    </Form>
  );
}
