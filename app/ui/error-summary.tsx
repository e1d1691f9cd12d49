import type { SummaryLine } from "~/lib/forms/error-summary";
import { lazyIsland } from "./lazy-island";

// Shown only after a rejected submission: its code loads then (the server renders it in full).
const Box = lazyIsland(() => import("./error-summary-box").then((m) => m.ErrorSummaryBox));

/** The error summary of a long form (error-summary-box.tsx), or nothing while the form has no message. */
export function ErrorSummary({
  lines,
  formError,
  title,
}: {
  lines?: SummaryLine[];
  formError?: string;
  /** Its heading in the page's language, where translated ("Please check the form"). */
  title?: string;
}) {
  if (!lines?.length && !formError) return null;
  return <Box props={{ lines, formError, title }} />;
}
