import { ShieldAlert } from "lucide-react";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";

/**
 * The 403 page of the console's guards (spec accounts §6): a signed-in non-admin at an admin address,
 * or a plain admin posting a super admin's change.
 */
export function AdminAccessRequired({ email, superAdmin = false }: { email?: string; superAdmin?: boolean }) {
  const title = superAdmin ? "Super Admin Access Required" : "Admin Access Required";
  return (
    <Container className="py-20 text-center">
      <title>{`${title} · RID-CRC`}</title>
      <ShieldAlert aria-hidden className="mx-auto size-12 text-accent-600" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 text-muted">
        {superAdmin
          ? "Only a super administrator can make this change. Nothing was changed."
          : "You need administrator privileges to access this area."}
      </p>
      {email && (
        <p className="mt-2 text-sm text-muted">
          Signed in as <strong className="text-ink">{email}</strong>
        </p>
      )}
      <ButtonLink to="/" className="mt-8">
        Go to Home
      </ButtonLink>
    </Container>
  );
}
