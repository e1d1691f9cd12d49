import type { ReactNode } from "react";

/** The frame of the Champion pages (refer a friend, share your story, quiz). */
export function MemberPage({ children }: { children: ReactNode }) {
  return (
    <div className="bg-surface px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-3xl space-y-8">{children}</div>
    </div>
  );
}

export const memberCard = "rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8";
