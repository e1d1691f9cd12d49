/** A neutral portrait for an advisor whose photo the team has not uploaded yet. */
export function AdvisorPortrait() {
  return (
    <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden className="mx-auto rounded-full bg-brand-50">
      <circle cx="60" cy="46" r="22" fill="#0b5cab" opacity="0.35" />
      <path d="M20 112c4-24 20-36 40-36s36 12 40 36z" fill="#0b5cab" opacity="0.35" />
    </svg>
  );
}
