import type { T } from "~/lib/i18n/translate";
import { passwordStrength } from "../password/password-strength";

const colours = ["bg-red-700", "bg-red-600", "bg-amber-600", "bg-lime-700", "bg-green-700", "bg-green-800"];

/** Live 0-5 strength meter with the non-blocking hint of spec accounts §5, in the page's language. */
export function PasswordStrengthMeter({ password, t }: { password: string; t: T }) {
  if (!password) return null;
  const { score, weak } = passwordStrength(password);
  return (
    <div className="mt-2" aria-live="polite">
      <div className="flex gap-1" aria-hidden>
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className={`h-1.5 flex-1 rounded-full ${i < score ? colours[score] : "bg-line"}`} />
        ))}
      </div>
      <p className="mt-1 text-sm text-ink">
        {t("strength.label")} <strong>{t(`strength.${score}`)}</strong>
      </p>
      {weak && <p className="mt-1 text-sm text-muted">{t("strength.hint")}</p>}
    </div>
  );
}
