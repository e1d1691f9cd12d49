import { data } from "react-router";
import { env } from "~/lib/env.server";

/** Developer previews exist only outside production; there they answer 404 like any unknown page. */
export function requireDevelopment(): void {
  if (env().NODE_ENV === "production") throw data(null, { status: 404 });
}

const previewPages = {
  "early-symptoms": { title: "Early symptoms", to: "/education/article/early-warning-signs" },
  colonoscopy: { title: "Colonoscopy", to: "/education/article/colonoscopy-gold-standard" },
  polyps: { title: "How polyps develop", to: "/education/article/how-crc-develops-from-polyps" },
  "login-redirect": { title: "Login redirect", to: "/login-redirect" },
  "super-admin-dashboard": { title: "Super admin dashboard", to: "/super-admin/dashboard" },
} as const;

/** The dynamic page preview: the chosen page; `unknown` for a value outside the list. */
export function dynamicPreview(request: Request) {
  requireDevelopment();
  const page = new URL(request.url).searchParams.get("page");
  const entries = Object.entries(previewPages).map(([key, value]) => ({ key, ...value }));
  const selected = entries.find((e) => e.key === page) ?? null;
  return { entries, selected, unknown: page !== null && selected === null };
}
