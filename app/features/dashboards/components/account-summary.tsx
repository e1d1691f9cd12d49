import { useShellWords } from "~/ui/shell-words";
import { Container } from "~/ui/container";
import { Link } from "~/ui/link";
import type { ReactNode } from "react";
import type { T } from "~/lib/i18n/translate";

export type Account = { name: string; email: string; typeLabel: string; status: string; champion: boolean };

/**
 * Where a person finds what they gave us (issue 29), beside their data: the pages on which they
 * correct or withdraw it. Referrals and stories are a Champion's only.
 */
function accountLinks(champion: boolean) {
  return [
    { to: "/account/data", key: "account.myData" },
    { to: "/account/appointments", key: "account.appointments" },
    { to: "/account/events", key: "account.events" },
    ...(champion
      ? [
          { to: "/account/referrals", key: "account.referrals" },
          { to: "/account/stories", key: "account.stories" },
        ]
      : []),
  ];
}

/** The header of every role dashboard: who is signed in, as what, and the account's status. */
export function AccountSummary({
  t: words,
  title,
  account,
  children,
}: {
  /** The dashboards' words (dashboards.json), in the page's language. */
  t: T;
  title: string;
  account: Account;
  children?: ReactNode;
}) {
  // The links' words are the shell's (the header's menu lists the same pages), in the page's language.
  const t = useShellWords();
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-2 text-lg text-ink">{words("summary.welcome", { name: account.name })}</p>
      <dl className="mt-6 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-2xl border border-line p-5 text-sm">
        <dt className="text-muted">{words("summary.accountType")}</dt>
        <dd className="font-semibold" data-testid="account-type">
          {account.typeLabel}
        </dd>
        <dt className="text-muted">{words("summary.email")}</dt>
        <dd>{account.email}</dd>
        <dt className="text-muted">{words("summary.status")}</dt>
        <dd className="font-semibold capitalize" data-testid="account-status">
          {account.status}
        </dd>
      </dl>
      <nav aria-label={t("account.nav")} className="mt-4">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {accountLinks(account.champion).map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="font-semibold text-brand-700 underline">
                {t(l.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </Container>
  );
}
