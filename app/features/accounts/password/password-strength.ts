/** Spec accounts §5: five checks, one point each: a score of 0-5 with these labels. */
const strengthLabels = ["Very Weak", "Weak", "Fair", "Good", "Strong", "Excellent"] as const;

export function passwordStrength(password: string): {
  score: number;
  label: (typeof strengthLabels)[number];
  weak: boolean;
} {
  const checks = [
    password.length >= 8,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = checks.filter(Boolean).length;
  // The hint is advice, never a blocker: shown while fewer than 3 checks pass.
  return { score, label: strengthLabels[score]!, weak: password.length > 0 && score < 3 };
}
