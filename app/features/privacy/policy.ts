import { personalData } from "./declaration";

/**
 * The privacy policy's and docs/privacy.md's account of what we keep, why and how long: generated
 * from the declaration, so neither can say something the code does not do (issue 29).
 */
export function policyLines(): string[] {
  return personalData.map((t) => `${t.label}: ${t.purpose} How long: ${t.retention}`);
}

const deletionWords = {
  erase: "erased",
  anonymise: "anonymised",
  "keep without the person": "kept without the person",
} as const;

const cell = (text: string) => text.replaceAll("|", "\\|");

/** docs/privacy.md, whole (tests/integration/privacy/privacy-policy.test.ts compares the file with it). */
export function privacyMarkdown(): string {
  const rows = personalData.map((t) =>
    [
      `\`${t.table}\``,
      t.owner,
      t.links.map((l) => `${l.column} (${l.by})`).join(", ") || "none",
      t.fields.join(", "),
      t.purpose,
      t.retention,
      (t.purges ?? []).map((p) => `${p.rule}: ${p.days} d`).join("; ") || "—",
      deletionWords[t.onDeletion],
    ]
      .map(cell)
      .join(" | "),
  );
  return [
    "# Personal data: what we hold, why, and for how long",
    "",
    "Generated from `app/features/privacy/declaration.ts` (issue 29, ADR 0029); a test fails when this",
    "file and the declaration differ. To regenerate it, run",
    "`WRITE_PRIVACY_DOC=1 npx vitest run tests/integration/privacy/privacy-policy.test.ts`.",
    "",
    "Links: how a row leads to a signed-in person (their account id, their e-mail address, their company",
    "or partner listing); `none` means the rows cannot be tied to an account. The daily retention job",
    "applies the rules in the seventh column; deletion says what deleting the person does.",
    "",
    "| table | owner | links | personal fields | purpose | retention | daily job | on deletion |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map((r) => `| ${r} |`),
    "",
  ].join("\n");
}
