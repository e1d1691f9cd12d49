/**
 * The opening line of every e-mail: the name as the person gave it, whole (issue 23: "Mdm Lee Bee
 * Hoon" was greeted "Hello Mdm,"; a first-word rule fails honorifics and names written family name
 * first). Spaces are tidied; no name gives "Hello,".
 */
export function greeting(name?: string | null): string {
  const whole = name?.trim().replace(/\s+/g, " ");
  return whole ? `Hello ${whole},` : "Hello,";
}
