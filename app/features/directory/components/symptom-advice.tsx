import { Link } from "~/ui/link";
import type { SymptomAdvice as SymptomAdviceData } from "../appointments/requests.server";

/** Issue 23: the message described symptoms, so the safety advice comes before the thank-you's promise. */
export function SymptomAdvice({ advice }: { advice: SymptomAdviceData }) {
  return (
    <div
      role="alert"
      lang={advice.lang}
      className="space-y-2 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-left text-red-900"
      data-testid="appointment-symptom-advice"
    >
      {advice.text.split("\n\n").map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {advice.links.map((link) => (
        <Link key={link.href} to={link.href} className="font-semibold underline">
          {link.label}
        </Link>
      ))}
    </div>
  );
}
