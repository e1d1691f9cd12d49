import { Mail } from "lucide-react";

/** The newsroom's media contact block; the address comes from CONTACT_EMAIL. */
export function MediaContact({ email }: { email: string }) {
  return (
    <section aria-labelledby="media-contact" className="rounded-2xl bg-surface p-6">
      <h2 id="media-contact" className="text-xl font-bold text-brand-900">
        Media contact
      </h2>
      <p className="mt-2 text-ink">
        Journalists and editors: for interviews with our clinicians, images or background on the movement, write to our
        media team.
      </p>
      <p className="mt-3">
        <a href={`mailto:${email}`} className="inline-flex items-center gap-2 font-semibold text-brand-700 underline">
          <Mail aria-hidden className="size-4" />
          {email}
        </a>
      </p>
    </section>
  );
}
