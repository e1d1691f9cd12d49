import { redirect } from "react-router";
import type { Route } from "./+types/admin-dashboard";
import { Container } from "~/ui/container";
import { requireAdmin } from "../guards.server";
import { isSuperAdmin, userTypeLabel } from "../user-types";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  // /super-admin/dashboard is the super admin's own address; other admins use /admin/dashboard.
  if (new URL(request.url).pathname.startsWith("/super-admin") && !isSuperAdmin(user.userType))
    throw redirect("/admin/dashboard");
  return { email: user.email, role: userTypeLabel(user.userType) };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold text-brand-900">Super Administrator Dashboard</h1>
      <p className="mt-2 text-muted">
        Welcome <strong className="text-ink">{loaderData.email}</strong> ({loaderData.role})
      </p>
    </Container>
  );
}
