import type { FormResult } from "~/ui/use-schema-form";
import type { PreviewWords } from "./pledge-preview";

/** The corporate dashboard's progress bar toward the next tier (spec content §9). */
type TierProgress = { value: number; max: number; text: string };

/** The next published event, as the dashboard shows it (null: none planned). */
type DashboardEvent = { title: string; when: string; href: string } | null;

/**
 * What the corporate dashboard shows. `no-company`: the contact's account has no company record
 * (spec content §6); `error`: a read failed (§8's words). The component shows the message with
 * "Return to Home", never a 500.
 */
export type CorporateDashboardData =
  | { state: "no-company" | "error"; message: string; home: string }
  | {
      state: "ready";
      companyName: string;
      /** The newest sponsorship of any status (tier, pledge, status label), or null. */
      latest: { tierLabel: string; pledge: string; statusLabel: string; pending: boolean } | null;
      /** From the ACTIVE sponsorship only (spec content §9). */
      figures: {
        tierLabel: string;
        pledge: string;
        screeningsFunded: number;
        livesImpacted: number;
        earlyDetections: number;
        employeeParticipation: number;
      };
      progress: TierProgress;
      nextEvent: DashboardEvent;
      invite: { url: string; qrSvg: string };
      /** Pledge form: the rules' words and whether one is already waiting for the team. */
      pledgeForm: {
        hint: string;
        pendingMessage: string | null;
        /** Issue 23: a new pledge adds to the approved total; the form says the new total and tier before it is sent. */
        total: { pledge: number; tier: string | null; unitCost: number; text: string };
      };
      /** The pledge form's own words in the page's language (pledges.json). */
      pledgeWords: {
        title: string;
        pendingLink: string;
        field: string;
        submit: string;
        submitting: string;
        preview: PreviewWords;
      };
      certificateAvailable: boolean;
      /** The rest of the dashboard's words in the page's language (pledges.json's `dashboard`). */
      words: {
        latest: string;
        dataLinks: string;
        editCompany: string;
        yourPledges: string;
        accountLinks: { data: string; consents: string; remove: string };
        impact: string;
        figures: Record<"tier" | "lives" | "screenings" | "early" | "participation" | "event" | "noEvent", string>;
        /** "Next event: {{event}}, {{when}}": the text before the event's link and after it. */
        nextEvent: [string, string];
        progress: string;
        certificate: string;
        inviteTitle: string;
        inviteText: string;
        qrAlt: string;
      };
    };

/** The dashboard action's answer for the pledge form. */
export type CorporateActionData = { pledge: { result?: FormResult; ok?: boolean; message?: string } };
