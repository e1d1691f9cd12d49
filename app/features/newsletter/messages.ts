/** Every sentence of the newsletter (issue 29), in one place. */
export const newsletterMessages = {
  emailRequired: "Email is required",
  checkInbox:
    "Check your inbox: if the address is right, an e-mail is on its way. Press the button in it to confirm your subscription.",
  tooMany: "Too many requests from here. Please try again later.",
  linkInvalid: "This link is not valid. Please use the link in the latest e-mail we sent you.",
  confirmed: "Subscribed: we will e-mail you our updates. Every e-mail has a link to stop them.",
  alreadyConfirmed: "You are already subscribed.",
  gone: "There is no subscription here any more: it was stopped. We will send you nothing.",
  unsubscribed: "Unsubscribed: we will send you no more updates, and your address is deleted.",
  subjectRequired: "Subject is required",
  bodyRequired: "Write the issue's text",
  created: "Saved as a draft: check it, then press Send.",
  unknownIntent: "Choose Preview, Save or Send.",
  sendStarted: "Sending: the issue goes to every confirmed subscriber, a batch at a time.",
  alreadySent: "This issue is already being sent.",
} as const;
