import { z } from "zod";
import { isRealDate } from "~/lib/text/singapore-date";
import { recordMessages as m } from "../messages";
import { resultFits, TEST_KINDS, type TestResult } from "../rules";

/** The earliest test date the record takes (issue 26: "before 1950" is a mistake, not a record). */
export const EARLIEST_TEST_DATE = "1950-01-01";
export const INTERVAL_YEARS = { min: 1, max: 15 } as const;

/**
 * One test, as the add and edit forms send it. `today` is Singapore's date: a test cannot be in
 * the future. Each check answers at its own field; nothing is stored unless all pass.
 */
export function entrySchema(today: string) {
  return z
    .object({
      kind: z.enum(TEST_KINDS, { error: m.kindRequired }),
      testedOn: z
        .string({ error: m.dateRequired })
        .trim()
        .refine(isRealDate, m.dateInvalid)
        .refine((d) => d >= EARLIEST_TEST_DATE, m.dateTooEarly)
        .refine((d) => d <= today, m.dateFuture),
      result: z.string({ error: m.resultRequired }),
      intervalYears: z
        .string()
        .trim()
        .optional()
        .refine((v) => !v || /^\d{1,2}$/.test(v), m.intervalInvalid)
        .transform((v) => (v ? Number(v) : null))
        .refine((v) => v === null || (v >= INTERVAL_YEARS.min && v <= INTERVAL_YEARS.max), m.intervalInvalid),
    })
    .superRefine((value, ctx) => {
      if (!resultFits(value.kind, value.result))
        ctx.addIssue({ code: "custom", path: ["result"], message: m.resultWrongKind });
      if (value.kind === "fit" && value.intervalYears !== null)
        ctx.addIssue({ code: "custom", path: ["intervalYears"], message: m.intervalNotForFit });
    });
}

/** A valid entry: its result is one of its kind's (the schema's last check). */
export type EntryInput = Omit<z.output<ReturnType<typeof entrySchema>>, "result"> & { result: TestResult };
