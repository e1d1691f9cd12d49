/** "Singapore 730888": spec §9, a postal code is shown with the prefix Singapore. */
export function singaporeAddress(postalCode: string): string {
  return `Singapore ${postalCode}`;
}

/** languages_spoken is one comma-separated text (spec §3); the filter matches the same trimmed parts. */
export function splitLanguages(text: string | null): string[] {
  return (text ?? "")
    .split(",")
    .map((l) => l.trim())
    .filter(Boolean);
}
