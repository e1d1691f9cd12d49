// A registration's state as words and colour (AA contrast); one home for pages and the dashboard.
const looks = {
  registered: { label: "Registered", className: "bg-green-100 text-green-900" },
  waitlisted: { label: "On the waitlist", className: "bg-amber-100 text-amber-900" },
  pending: { label: "Awaiting your confirmation", className: "bg-slate-100 text-slate-900" },
  cancelled: { label: "Cancelled", className: "bg-red-100 text-red-900" },
} as const;

export type RegistrationState = keyof typeof looks;

/** `label`: the state in the page's language (the event page); the English otherwise. */
export function RegistrationStatusBadge({ status, label }: { status: RegistrationState; label?: string }) {
  const look = looks[status];
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${look.className}`}>
      {label ?? look.label}
    </span>
  );
}
