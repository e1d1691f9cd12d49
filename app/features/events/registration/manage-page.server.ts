import { data } from "react-router";
import { db } from "~/lib/db.server";
import { placeLabel, whenLabel, eventPath } from "../event-row";
import { messages } from "../messages";
import { cancelByToken, confirmRegistration, registrationByToken, type Outcome } from "./registration.server";
import { readEvent } from "./seats.server";

/**
 * The manage page of a registration (the link in every e-mail). GET only shows; Confirm and Cancel
 * are POST buttons, so a mail scanner opening the link changes nothing.
 */
export async function managePage(token: string | undefined, now = new Date()) {
  const row = token ? await registrationByToken(token) : null;
  const event = row ? await readEvent(db(), row.eventId) : undefined;
  if (!row || !event) throw data({ reason: messages.linkInvalid }, { status: 404 });
  const upcoming = event.startsAt > now && !event.cancelledAt;
  return {
    name: row.name,
    status: row.status,
    event: {
      title: event.title,
      href: eventPath(event.id),
      whenLabel: whenLabel(event),
      place: placeLabel(event),
      cancelled: event.cancelledAt !== null,
    },
    // As on the event page: the join address is for a held seat only (the link is the person's key).
    joinUrl: event.isVirtual && row.status === "registered" && upcoming ? event.joinUrl : null,
    canConfirm: row.status === "pending" && upcoming,
    canCancel: row.status !== "cancelled" && upcoming,
  };
}

type ManageActionData = { notice: { tone: "success" | "error"; text: string } };

export async function manageAction(token: string | undefined, request: Request) {
  // An unknown link is the same 404 as its page, whatever the form holds.
  if (!token || !(await registrationByToken(token))) throw data({ reason: messages.linkInvalid }, { status: 404 });
  const intent = (await request.formData()).get("intent");
  const outcome: Outcome =
    intent === "confirm"
      ? await confirmRegistration(token)
      : intent === "cancel"
        ? await cancelByToken(token)
        : { ok: false, message: "Choose Confirm or Cancel.", status: 400 };
  return data<ManageActionData>(
    { notice: { tone: outcome.ok ? "success" : "error", text: outcome.message } },
    { status: outcome.ok ? 200 : outcome.status },
  );
}
