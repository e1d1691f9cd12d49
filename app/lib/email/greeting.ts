/**
 * The opening line of every e-mail: the name as the person gave it, whole (issue 23: "Mdm Lee Bee
 * Hoon" was greeted "Hello Mdm,"; a first-word rule fails honorifics and names written family name
 * first). Spaces are tidied; no name gives "Hello,". In another language: emailGreeting (words.server.ts).
 */
export function greeting(name?: string | null): string {
  const whole = wholeName(name);
  return whole ? `Hello ${whole},` : "Hello,";
}

/** The name as given, spaces tidied; empty when there is none. */
export function wholeName(name?: string | null): string {
  return name?.trim().replace(/\s+/g, " ") ?? "";
}
