import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/enquiries";
import { requireAdmin } from "~/features/accounts/index.server";
import {
  enquiryFilters,
  enquiryHandledSchema,
  enquiryKindLabels,
  enquiryStatusLabels,
  listEnquiries,
  markEnquiryHandled,
} from "~/features/partners/index.server";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/field";
import { ConsoleFilters, ConsoleResults } from "../components/console-list";
import { cellClass } from "../components/console-table";
import { LabelledSelect } from "../components/labelled-select";
import { ConsolePage } from "../components/console-frame";

export const meta: Route.MetaFunction = () => [
  { title: "Enquiries · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * Every enquiry sent without an account (ADR 0016): government agencies, clinical-trial interest,
 * the contact form and clinician nominations, newest first; filters come from the address.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = enquiryFilters(new URL(request.url).searchParams);
  const rows = await listEnquiries(filters);
  return {
    filters,
    kindOptions: options(enquiryKindLabels),
    statusOptions: options(enquiryStatusLabels),
    // Formatted here, in Singapore time, so the server's page and the browser's render agree.
    enquiries: rows.map((row) => ({
      ...row,
      kind: enquiryKindLabels[row.kind],
      // A nomination's topic is the clinician it names.
      topic: row.kind === "nomination" ? `Nominates ${row.topic}` : row.topic,
      statusLabel: enquiryStatusLabels[row.status],
      received: formatSgDateTime(row.createdAt),
      receivedIso: row.createdAt.toISOString(),
      handledAt: row.handledAt ? formatSgDateTime(row.handledAt) : null,
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: enquiryHandledSchema });
  if (submission.status !== "success")
    return data({ ok: false, message: submission.error?.id?.[0] ?? "" }, { status: 400 });
  const outcome = await markEnquiryHandled(request, admin, submission.value.id);
  // An unknown id answers 404 and one already handled 409, with the words the page shows.
  return data({ ok: outcome.ok, message: outcome.message }, { status: outcome.ok ? 200 : outcome.status });
}

const columns = ["Received", "Type", "Name", "E-mail", "Organisation / age group", "About", "Message", "Status"];

export default function Enquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, kindOptions, statusOptions, enquiries } = loaderData;
  const filtered = filters.kind !== null || filters.status !== null;
  const navigation = useNavigation();
  const marking = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  return (
    <ConsolePage
      title="Enquiries"
      intro="Government agencies, people interested in a clinical trial, messages sent through Talk to Us and clinician nominations, newest first. Reply by e-mail or phone, then mark the enquiry handled."
    >
      {actionData?.message ? (
        <Notice tone={actionData.ok ? "success" : "error"} className="mb-6">
          {actionData.message}
        </Notice>
      ) : null}
      <ConsoleFilters label="Filter enquiries" clearHref="/admin/enquiries" showClear={filtered} columns={3}>
        <LabelledSelect name="kind" label="Type" value={filters.kind} options={kindOptions} allLabel="All types" />
        <LabelledSelect
          name="status"
          label="Status"
          value={filters.status}
          options={statusOptions}
          allLabel="Any status"
        />
      </ConsoleFilters>
      <div className="mt-6">
        <ConsoleResults
          count={enquiries.length}
          empty={{
            message: filtered ? "No enquiries match these filters." : "No enquiries yet.",
            clear: filtered ? { href: "/admin/enquiries", label: "Clear filters" } : undefined,
          }}
          caption="Enquiries, newest first"
          columns={columns}
        >
          {enquiries.map((e) => (
            <tr key={e.id} className="border-t border-line" data-testid="enquiry">
              <td className={`${cellClass} whitespace-nowrap`}>
                <time dateTime={e.receivedIso}>{e.received}</time>
              </td>
              <td className={cellClass}>{e.kind}</td>
              <td className={`${cellClass} font-semibold`}>{e.fullName}</td>
              <td className={`${cellClass} break-all`}>
                <a href={`mailto:${e.email}`} className="text-brand-700 underline">
                  {e.email}
                </a>
                {e.phone ? <span className="block whitespace-nowrap text-muted">{e.phone}</span> : null}
              </td>
              <td className={cellClass}>
                {e.organisation ?? e.ageGroup}
                {e.designation ? <span className="block text-muted">{e.designation}</span> : null}
              </td>
              <td className={cellClass}>{e.topic}</td>
              <td className={`${cellClass} max-w-sm whitespace-pre-line`}>{e.message ?? "—"}</td>
              <td className={cellClass}>
                {e.status === "new" ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={e.id} />
                    <span className="block font-semibold">{e.statusLabel}</span>
                    <Button type="submit" variant="secondary" className="mt-2" disabled={marking === e.id}>
                      {marking === e.id ? "Marking..." : "Mark handled"}
                      <span className="sr-only">: enquiry from {e.fullName}</span>
                    </Button>
                  </Form>
                ) : (
                  <>
                    <span className="block font-semibold">{e.statusLabel}</span>
                    <span className="block text-muted">
                      {e.handledBy ?? "an admin"}, {e.handledAt}
                    </span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </ConsoleResults>
      </div>
    </ConsolePage>
  );
}
