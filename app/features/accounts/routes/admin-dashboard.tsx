import type { Route } from "./+types/admin-dashboard";
import { routePattern } from "~/lib/route-pattern";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { requireAdmin, requireSuperAdmin } from "../guards.server";
import { isSuperAdmin, userTypeLabel } from "../user-types";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard · RID-CRC" },
  { name: "robots", content: "noindex" },
];

/**
 * routes.ts registers this module at /admin/dashboard and /super-admin/dashboard: the second, the
 * super admin's own address, has the stricter guard (and so does anything else that might reach it).
 */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  const guard = routePattern(pattern) === "/admin/dashboard" ? requireAdmin : requireSuperAdmin;
  const user = await guard(request);
  return {
    email: user.email,
    role: userTypeLabel(user.userType),
    heading: isSuperAdmin(user.userType) ? "Super Administrator Dashboard" : "Administrator Dashboard",
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold text-brand-900">{loaderData.heading}</h1>
      <p className="mt-2 text-muted">
        Welcome <strong className="text-ink">{loaderData.email}</strong> ({loaderData.role})
      </p>
      <nav aria-label="Console sections" className="mt-8">
        <ul className="flex flex-wrap gap-3">
          <li>
            <ButtonLink to="/admin/partners">Partner applications</ButtonLink>
          </li>
          <li>
            <ButtonLink to="/admin/enquiries" variant="secondary">
              Enquiries
            </ButtonLink>
          </li>
        </ul>
      </nav>
    </Container>
  );
}
