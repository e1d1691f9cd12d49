import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/content-stories";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/field";
import { PostButton } from "~/ui/post-button";
import { ConsolePage } from "../components/console-frame";
import { Pager } from "../components/pager";
import { SubNav, contentPages } from "../components/sub-nav";
import { storyDecisionAction, storiesPage } from "~/features/community/index.server";
import { storyStateLabels, storyStates } from "~/features/community";

export const meta: Route.MetaFunction = () => [
  { title: "Stories to moderate · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => storiesPage(request);
export const action = ({ request }: Route.ActionArgs) => storyDecisionAction(request);

export default function ContentStories({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, counts, stories, hasMore } = loaderData;
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  return (
    <ConsolePage
      title="Content"
      intro="Stories Champions shared, newest first. Approve to publish (only stories their authors made public appear on /stories); reject with a reason, which is e-mailed to the author."
    >
      <SubNav label="Content pages" items={contentPages} />
      <nav aria-label="Story states">
        <ul className="flex flex-wrap gap-2 text-sm">
          {storyStates.map((state) => (
            <li key={state}>
              <Link
                to={state === "pending" ? "/admin/content" : `/admin/content?state=${state}`}
                aria-current={filters.state === state ? "page" : undefined}
                className={`inline-block rounded-lg px-3 py-1.5 font-semibold ${filters.state === state ? "bg-brand-50 text-brand-900 underline" : "text-brand-700"}`}
              >
                {storyStateLabels[state]} ({counts[state]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {actionData?.message && !actionData.fieldError ? (
        <Notice tone={actionData.ok ? "success" : "error"} className="mt-4">
          {actionData.message}
        </Notice>
      ) : null}
      {stories.length === 0 ? (
        <p className="mt-6 text-muted">
          {filters.state === "pending" ? "No stories are waiting for review." : "No stories in this state."}
        </p>
      ) : (
        <ol className="mt-6 space-y-4">
          {stories.map((s) => {
            const mine = actionData?.id === s.id ? actionData : undefined;
            const busy = busyId === s.id;
            return (
              <li key={s.id} className="rounded-2xl border border-line bg-white p-5" data-testid="story">
                <article aria-labelledby={`story-${s.id}`}>
                  <h2 id={`story-${s.id}`} className="font-semibold text-brand-900">
                    {s.storyType}: {s.experienceType}
                  </h2>
                  <p className="text-sm text-muted">
                    {s.author ?? "A former member"}
                    {s.email ? ` (${s.email})` : ""} · {s.location} · {s.submitted} · {storyStateLabels[s.state]}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-2 text-xs">
                    <span
                      className={`rounded px-2 py-0.5 ${s.isPublic ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-900"}`}
                    >
                      {s.isPublic ? "Author made it public" : "Author kept it private: approving never publishes it"}
                    </span>
                    {s.anonymous ? (
                      <span className="rounded bg-surface px-2 py-0.5 text-ink">Shown without a name</span>
                    ) : null}
                    {s.canContact ? (
                      <span className="rounded bg-surface px-2 py-0.5 text-ink">Happy to be contacted</span>
                    ) : null}
                  </p>
                  <p className="mt-3 whitespace-pre-line text-ink">{s.content}</p>
                  {s.rejectionReason ? (
                    <p className="mt-2 text-sm text-muted">Reason given: {s.rejectionReason}</p>
                  ) : null}
                  <div className="mt-4 flex flex-wrap items-start gap-3">
                    {s.state === "pending" || s.state === "unpublished" ? (
                      <PostButton
                        fields={{ id: s.id, decision: "approve", expected: s.state }}
                        label="Approve"
                        busy={busy}
                      />
                    ) : null}
                    {s.state === "published" ? (
                      <PostButton
                        fields={{ id: s.id, decision: "unpublish", expected: s.state }}
                        label="Unpublish"
                        busy={busy}
                        variant="secondary"
                      />
                    ) : null}
                    {s.state === "pending" ? (
                      <details className="min-w-64 flex-1" open={Boolean(mine?.fieldError) || undefined}>
                        <summary className="cursor-pointer py-2 font-semibold text-accent-700">Reject…</summary>
                        <Form method="post" preventScrollReset className="mt-2 space-y-2">
                          <input type="hidden" name="id" value={s.id} />
                          <input type="hidden" name="decision" value="reject" />
                          <input type="hidden" name="expected" value={s.state} />
                          <label htmlFor={`reason-${s.id}`} className="block text-sm font-semibold text-ink">
                            Reason (e-mailed to the author)
                          </label>
                          <textarea
                            id={`reason-${s.id}`}
                            name="reason"
                            rows={3}
                            maxLength={1000}
                            defaultValue={mine?.reason ?? ""}
                            aria-invalid={mine?.fieldError ? true : undefined}
                            aria-describedby={mine?.fieldError ? `reason-${s.id}-error` : undefined}
                            className="w-full rounded-lg border border-line px-3 py-2"
                          />
                          {mine?.fieldError ? (
                            <p id={`reason-${s.id}-error`} className="text-sm font-semibold text-accent-700">
                              {mine.fieldError}
                            </p>
                          ) : null}
                          <Button type="submit" variant="secondary" disabled={busy}>
                            Reject story
                          </Button>
                        </Form>
                      </details>
                    ) : null}
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <Pager
        page={filters.page}
        hasMore={hasMore}
        href={(page) => `/admin/content?state=${filters.state}&page=${page}`}
      />
    </ConsolePage>
  );
}
