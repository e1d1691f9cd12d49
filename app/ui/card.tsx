import type { ReactNode } from "react";

/** The white card a form or a panel sits in (registration, enquiries, profile settings). */
export function Card({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div id={id} className="scroll-mt-24 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
      {children}
    </div>
  );
}
