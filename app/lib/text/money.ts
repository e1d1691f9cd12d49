/**
 * Singapore dollar amounts, written the one way the site writes them: "S$1,000", "S$12.50".
 *
 * The rule: amounts are integer cents. `money(cents)` formats cents; an amount held in whole
 * dollars (the unit cost and pledges, which the spec states in dollars) goes through `dollars()`
 * first, so the unit is visible at the call: `money(dollars(unitCost))`. Whole-dollar amounts are
 * written without decimals, others with two.
 */
export function money(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`money() takes integer cents, got ${cents}`);
  const abs = Math.abs(cents);
  const whole = abs % 100 === 0;
  const text = (abs / 100).toLocaleString("en-SG", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return `${cents < 0 ? "-" : ""}S$${text}`;
}

/** Cents from an amount in dollars (rounded to the cent): `money(dollars(50))` is "S$50". */
export function dollars(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * A whole or cents amount in dollars as the page's language writes its numbers (issue 27): "S$"
 * then the number by Intl in the language's tag ("S$50,000"; English as `money(dollars(amount))`).
 */
export function moneyIn(tag: string, amount: number): string {
  const whole = Number.isInteger(amount);
  const text = new Intl.NumberFormat(tag, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(Math.abs(amount));
  return `${amount < 0 ? "-" : ""}S$${text}`;
}
