import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { ButtonLink } from "~/ui/button";

/**
 * Replaces the form once the enquiry is stored. It comes from the action's answer, so it shows
 * without JavaScript too; with JavaScript the page goes back to the top and the panel takes the
 * focus, so the person sees and hears it (on pages without React, form-feedback focuses `data-focus`).
 */
export function EnquirySent({
  title,
  lines,
  note,
  home = "Return to Home",
}: {
  title: string;
  lines: string[];
  note?: string;
  /** The link home's words in the page's language, where the page is translated. */
  home?: string;
}) {
  useEffect(() => {
    window.scrollTo(0, 0);
    document.getElementById("enquiry-sent")?.focus();
  }, []);
  return (
    <div id="enquiry-sent" tabIndex={-1} role="status" data-focus className="space-y-6 outline-none">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden className="size-8 shrink-0 text-green-700" />
        <div className="space-y-2 text-ink">
          <h2 className="text-2xl font-bold text-brand-900">{title}</h2>
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {note ? <p>{note}</p> : null}
        </div>
      </div>
      <ButtonLink to="/">{home}</ButtonLink>
    </div>
  );
}
