import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import { Link, useLocalPath } from "~/ui/link";
import { screeningStartAge } from "../../../../content/facts.json";
import { ButtonLink } from "~/ui/button";
import { talkNoTarget, talkVariants, type TalkVariant } from "../messages";

/**
 * The Talk to Us question. The server renders it open when the address carries ?talk=…, so it
 * works without JavaScript; with JavaScript it becomes a true modal (showModal: the browser traps
 * focus and Escape closes it). Yes and the close button lead home, No to the next step (spec §2.2).
 * Below the question, how to reach a person (issue 23): the contact form and the team's address.
 */
export function TalkToUsDialog({ variant, returnTo }: { variant: TalkVariant; returnTo: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  // Closing returns to the page in its language (issue 27).
  const local = useLocalPath();
  // The root loader's CONTACT_EMAIL, the one home of the address (the footer shows it too).
  const contactEmail = (useRouteLoaderData("root") as { contactEmail?: string } | undefined)?.contactEmail;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    // The server-rendered dialog is open but not modal: reopen it as a modal.
    dialog.close();
    dialog.showModal();
  }, [variant]);
  return (
    <dialog
      ref={ref}
      open
      // Read by the enhance script of pages without React (../enhance/talk-dialog.ts).
      data-return-to={local(returnTo)}
      aria-labelledby="talk-title"
      aria-describedby="talk-advice"
      // Escape (the cancel event) closes the dialog; drop ?talk so the page is as it was.
      onCancel={(event) => {
        event.preventDefault();
        navigate(local(returnTo), { replace: true, preventScrollReset: true });
      }}
      className="fixed inset-0 z-50 m-auto w-[min(92vw,32rem)] rounded-2xl border border-line bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-900/60"
    >
      <div className="relative p-6 sm:p-8">
        <Link
          to="/"
          aria-label="Close"
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface"
        >
          <X aria-hidden className="size-5" />
        </Link>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">Talk to Us</p>
        <h2 id="talk-title" className="mt-2 pr-10 text-2xl font-bold text-brand-900">
          {talkVariants[variant]}
        </h2>
        <p id="talk-advice" className="mt-3 text-muted">
          If you are {screeningStartAge.singapore} or older and feel well, a yearly FIT from your Healthier SG clinic or
          a polyclinic is the usual first test. If you have symptoms such as blood in your stool or a lasting change in
          bowel habits, see a doctor promptly.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/" size="lg" className="flex-1">
            Yes
          </ButtonLink>
          <ButtonLink to={talkNoTarget[variant]} size="lg" variant="secondary" className="flex-1">
            No
          </ButtonLink>
        </div>
        <p className="mt-6 border-t border-line pt-4 text-sm text-muted">
          Would you rather write to a person?{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            Send the RID-CRC team a message
          </Link>
          {contactEmail ? (
            <>
              {" "}
              or e-mail{" "}
              <a href={`mailto:${contactEmail}`} className="font-semibold break-all text-brand-700 underline">
                {contactEmail}
              </a>
            </>
          ) : null}
          .
        </p>
      </div>
    </dialog>
  );
}
