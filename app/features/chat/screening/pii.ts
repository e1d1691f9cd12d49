/**
 * Removes the personal data people type into a chat before any of it is kept (issue 16: questions
 * the bot could not answer are stored for the team, "with NRIC numbers, phone numbers and e-mail
 * addresses removed"). Pure and shared by nothing else, so it can be tested case by case.
 *
 * The order matters: an e-mail address may hold digits ("tan91234567@…") and must go whole; an
 * NRIC's seven digits must not be mistaken for a long number; a phone number is named as one before
 * the catch-all for long digit runs. Short numbers stay: ages ("I am 52"), years ("2024"),
 * durations ("3 weeks") and the emergency number 995 are what makes a question worth reading.
 */

const email = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/**
 * NRIC and FIN: a prefix letter (S, T citizens; F, G, M foreigners), seven digits, a check letter;
 * typed in any case, sometimes with a space or dash after the prefix or before the check letter.
 * The word boundaries keep it from starting inside a word ("its1234567a" is not one).
 */
const nric = /\b[STFGM][ -]?\d{7}[ -]?[A-Z]\b/gi;

/**
 * A Singapore number: eight digits starting 3 (VoIP), 6 (fixed), 8 or 9 (mobile), written whole or
 * split 4-4 by a space or dash, with or without +65 / 65 / (65) in front. Not part of a longer run
 * of digits, which the next rule takes as a whole.
 */
const phone = /(?<![\p{L}\p{N}+])(?:(?:\+65|\(\+?65\)|65)[ -]?)?[3689]\d{3}[ -]?\d{4}(?![\p{L}\p{N}])/gu;

/**
 * Any other long number (an account, a card, a passport or a foreign phone number): seven digits or
 * more in a row, or in three or more groups of three or four ("4111 1111 1111 1111").
 */
const longNumber = /(?<!\p{N})(?:\d{7,}|\d{3,4}(?:[ -]\d{3,4}){2,})(?!\p{N})/gu;

export const removed = {
  email: "[email removed]",
  nric: "[NRIC removed]",
  phone: "[phone removed]",
  number: "[number removed]",
} as const;

/** The text with e-mail addresses, NRIC/FIN numbers, phone numbers and long numbers replaced by markers. */
export function stripPersonalData(text: string): string {
  return text
    .replace(email, removed.email)
    .replace(nric, removed.nric)
    .replace(phone, removed.phone)
    .replace(longNumber, removed.number);
}
