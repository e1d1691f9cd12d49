import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/content-appointments";
import { formatSgDate, formatSgDateTime } from "~/lib/text/singapore-date";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/field";
import {
  appointmentFilters,
  appointmentMessages,
  appointmentStatuses,
  teamRequestStatusSchema,
  teamRequests,
  updateTeamRequest,
} from "~/features/directory/index.server";
import { ConsolePage } from "../components/console-frame";
import { ConsoleFilters, ConsoleResults } from "../components/console-list";
import { cellClass } from "../components/console-table";
import { LabelledSelect } from "../components/labelled-select";
import { SubNav, contentPages } from "../components/sub-nav";
import { requireAdmin } from "~/features/accounts/index.server";

export const meta: Route.MetaFunction = () => [
  { title: "Appointment requests · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = appointmentFilters(new URL(request.url));
  const { requests, hasMore } = await teamRequests(filters);
  return {
    filters,
    hasMore,
    // The words go with the data: the page's browser code does not load the appointment options.
    statuses: appointmentStatuses,
    requests: requests.map((r) => ({
      ...r,
      received: formatSgDateTime(r.createdAt),
      preferred: formatSgDate(r.preferredDate),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: teamRequestStatusSchema });
  if (submission.status !== "success")
    return data({ ok: false, message: submission.error?.id?.[0] ?? appointmentMessages.chooseStatus }, { status: 400 });
  const outcome = await updateTeamRequest(request, user, submission.value);
  return data({ ok: outcome.ok, message: outcome.message }, { status: outcome.ok ? 200 : outcome.status });
}

const columns = ["Received", "Person", "Clinic", "Preferred", "Message", "Status"];

export default function ContentAppointments({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, requests, hasMore, statuses } = loaderData;
  const filtered = filters.status !== null || filters.late;
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (filters.status) params.set("status", filters.status);
    if (filters.late) params.set("late", "1");
    params.set("page", String(page));
    return `/admin/content/appointments?${params}`;
  };
  return (
    <ConsolePage
      title="Content"
      intro="Appointment requests no partner account receives (a clinic without an account, or a clinic the person typed): the team contacts these people. We promise contact within 1 business day."
    >
      <SubNav label="Content pages" items={contentPages} />
      {actionData?.message ? (
        <Notice tone={actionData.ok ? "success" : "error"} className="mb-6">
          {actionData.message}
        </Notice>
      ) : null}
      <ConsoleFilters
        label="Filter appointment requests"
        clearHref="/admin/content/appointments"
        showClear={filtered}
        columns={3}
      >
        <LabelledSelect name="status" label="Status" value={filters.status} options={statuses} allLabel="Any status" />
        <div className="flex items-end">
          <label className="flex items-center gap-2 font-semibold text-ink">
            <input type="checkbox" name="late" value="1" defaultChecked={filters.late} className="size-4" />
            Only those past 1 business day
          </label>
        </div>
      </ConsoleFilters>
      <div className="mt-6">
        <ConsoleResults
          count={requests.length}
          empty={{
            message: filtered ? "No requests match these filters." : "No requests for the team.",
            clear: filtered ? { href: "/admin/content/appointments", label: "Clear filters" } : undefined,
          }}
          caption="Appointment requests for the team, newest first"
          columns={columns}
          paging={{ page: filters.page, hasMore, href: pageHref, labels: ["Newer", "Older"] }}
        >
          {requests.map((r) => (
            <tr key={r.id} className="border-t border-line" data-testid="appointment">
              <td className={`${cellClass} whitespace-nowrap`}>
                {r.received}
                {r.late ? (
                  <span className="mt-1 block w-fit rounded bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white">
                    Past 1 business day
                  </span>
                ) : null}
              </td>
              <td className={cellClass}>
                <span className="block font-semibold">{r.name}</span>
                <a href={`mailto:${r.email}`} className="block break-all text-brand-700 underline">
                  {r.email}
                </a>
                <span className="block whitespace-nowrap text-muted">{r.phone}</span>
              </td>
              <td className={cellClass}>{r.clinic}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {r.preferred}, {r.preferredTime}
              </td>
              <td className={`${cellClass} max-w-xs whitespace-pre-line`}>
                {r.mentionsSymptoms ? (
                  // Issue 23: the requester was told to see a doctor promptly; follow this one up first.
                  <span className="mb-1 block w-fit rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
                    Mentions symptoms
                  </span>
                ) : null}
                {r.message ?? "—"}
              </td>
              <td className={cellClass}>
                <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="id" value={r.id} />
                  <input type="hidden" name="expected" value={r.status} />
                  <label className="text-sm">
                    <span className="block font-semibold text-ink">
                      Status<span className="sr-only"> of {r.name}&apos;s request</span>
                    </span>
                    <select
                      name="status"
                      defaultValue={r.status}
                      className="mt-1 rounded-lg border border-line px-2 py-1.5"
                    >
                      {statuses.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  </label>
                  <Button type="submit" variant="secondary" disabled={busyId === r.id}>
                    Update<span className="sr-only"> {r.name}&apos;s request</span>
                  </Button>
                </Form>
              </td>
            </tr>
          ))}
        </ConsoleResults>
      </div>
    </ConsolePage>
  );
}
