import { Container } from "~/ui/container";
import { useShellT } from "./shell-text";
import { languageTags } from "~/lib/i18n/languages";
import { useLang } from "~/ui/link";

type Review = { reviewedBy: string | null; reviewedOn: string | null } | null;

/**
 * A translated page's state, in its language (issue 27; app/locales/status.json): "Translated;
 * review pending" until a reader of that language has checked it against the English, then who
 * reviewed it and when. Nothing on an English page (`review` is null).
 */
export function TranslationNote({ review }: { review: Review }) {
  const t = useShellT();
  const lang = useLang();
  if (!review) return null;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(languageTags[lang], { dateStyle: "long", timeZone: "Asia/Singapore" }).format(
      new Date(iso),
    );
  const text =
    review.reviewedBy && review.reviewedOn
      ? t("language.reviewed", { name: review.reviewedBy, date: date(review.reviewedOn) })
      : t("language.reviewPending");
  return (
    <div className="border-b border-line bg-surface">
      <Container className="py-2 text-sm text-muted">
        <p>{text}</p>
      </Container>
    </div>
  );
}
