import type { Email } from "~/lib/email/outbox.server";
import { greeting } from "~/lib/email/greeting";

/** What every registration e-mail says about the event and the person's place. */
export type RegistrationMail = {
  to: string;
  name: string;
  title: string;
  when: string;
  place: string;
  eventUrl: string;
  manageUrl: string;
  /** A virtual event's join address: only the e-mails of a held seat carry it. */
  joinUrl: string | null;
};

const details = (m: RegistrationMail) => `${m.title}
When: ${m.when} (Singapore time)
Where: ${m.place}
Event page: ${m.eventUrl}`;

/** The details for someone holding a seat: with the join address of a virtual event. */
const seatDetails = (m: RegistrationMail) => (m.joinUrl ? `${details(m)}\nJoin online: ${m.joinUrl}` : details(m));

// Every e-mail ends with the manage link: it shows the place and lets the person cancel.
const manage = (m: RegistrationMail) => `See or cancel your registration here:
${m.manageUrl}`;

export function registeredEmail(m: RegistrationMail): Email {
  return {
    to: m.to,
    subject: `You're registered: ${m.title}`,
    text: `${greeting(m.name)}

You're registered for this RID-CRC event. The calendar file attached adds it to your calendar.

${seatDetails(m)}

${manage(m)}`,
  };
}

export function waitlistedEmail(m: RegistrationMail): Email {
  return {
    to: m.to,
    subject: `You're on the waitlist: ${m.title}`,
    text: `${greeting(m.name)}

This event is full, so you're on the waitlist. If a seat frees up, it goes to the first person waiting and we e-mail you at once.

${details(m)}

${manage(m)}`,
  };
}

export function promotedEmail(m: RegistrationMail): Email {
  return {
    to: m.to,
    subject: `A seat is yours: ${m.title}`,
    text: `${greeting(m.name)}

A seat freed up and it is now yours: you're registered for this RID-CRC event. The calendar file attached adds it to your calendar.

${seatDetails(m)}

${manage(m)}`,
  };
}

export function confirmEmail(m: RegistrationMail): Email {
  return {
    to: m.to,
    subject: `Confirm your registration: ${m.title}`,
    text: `${greeting(m.name)}

Someone (perhaps you) asked to register this e-mail address for a RID-CRC event. Nothing is booked until you confirm:

${details(m)}

Confirm (or cancel) here:
${m.manageUrl}

If this was not you, ignore this e-mail: no place is held.`,
  };
}

export function reminderEmail(m: RegistrationMail): Email {
  return {
    to: m.to,
    subject: `Reminder: ${m.title} is coming up`,
    text: `${greeting(m.name)}

A reminder that you're registered for this RID-CRC event, starting within a day.

${seatDetails(m)}

If you can no longer come, please cancel so the next person waiting gets your seat.
${m.manageUrl}`,
  };
}

export function cancelledRegistrationEmail(m: RegistrationMail): Email {
  return {
    to: m.to,
    subject: `Registration cancelled: ${m.title}`,
    text: `${greeting(m.name)}

Your registration for this RID-CRC event is cancelled.

${details(m)}

Changed your mind? Register again from the event page while places remain.`,
  };
}
