import type { ApprovalStatus, PartnerKind } from "#db/schema";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import { historyHeadline } from "../review/review-states";

/** An application as pages receive it from the loader (dates serialised). */
export type ApplicationView = {
  kind: PartnerKind;
  id: string;
  name: string;
  status: ApprovalStatus;
  fields: { label: string; value: string }[];
  history: {
    action: string;
    fromStatus: ApprovalStatus | null;
    toStatus: ApprovalStatus | null;
    message: string | null;
    by: string | null;
    byApplicant: boolean;
    at: Date | string;
  }[];
};

/** Every field of the application, labelled as the form labels it. */
export function SubmittedFields({ fields }: { fields: ApplicationView["fields"] }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 rounded-2xl border border-line bg-white p-5 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {fields.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The application's history, oldest first. The applicant sees "RID-CRC team", never an admin's address. */
export function HistoryList({
  history,
  applicantView = false,
  say,
}: {
  history: ApplicationView["history"];
  applicantView?: boolean;
  /** The applicant's page in their language (issue 27); the console's, English, has none. */
  say?: {
    headline: (entry: ApplicationView["history"][number]) => string;
    when: (at: Date | string) => string | null;
    applicant: string;
    team: string;
  };
}) {
  return (
    <ol className="mt-3 space-y-3">
      {history.map((entry, i) => (
        <li key={i} className="rounded-xl border border-line bg-white p-4 text-sm">
          <p className="font-semibold text-brand-900">{say ? say.headline(entry) : historyHeadline(entry)}</p>
          <p className="text-muted">
            {say?.when(entry.at) ?? formatSgDateTime(new Date(entry.at))}
            {" · "}
            {entry.byApplicant
              ? (say?.applicant ?? "Applicant")
              : entry.by
                ? applicantView
                  ? (say?.team ?? "RID-CRC team")
                  : entry.by
                : "RID-CRC"}
          </p>
          {entry.message ? <p className="mt-2 whitespace-pre-line text-ink">{entry.message}</p> : null}
        </li>
      ))}
    </ol>
  );
}
