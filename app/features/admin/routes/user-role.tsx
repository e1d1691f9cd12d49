import { Link, redirect } from "react-router";
import type { Route } from "./+types/user-role";
import { isSuperAdmin, userTypeLabel } from "~/features/accounts";
import { requireAdmin } from "~/features/accounts/index.server";
import { Notice } from "~/ui/field";
import { ConsolePage } from "../components/console-frame";
import { UserTypeForm } from "../components/user-type-form";
import { userTypeAction } from "../users/user-type.server";
import { userRef, userSummary } from "../users/detail.server";
import { notFound } from "~/lib/http/not-found";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Account type of ${data?.user.email ?? "an account"} · Users · RID-CRC console` },
  { name: "robots", content: "noindex" },
];

/**
 * Where the account-type form posts (super admins only). A GET shows the form on a page of its own
 * (where a refused change is explained at the field); admins who may not change types, and anyone
 * who opens it by hand, belong on the user's page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const id = userRef(request, params);
  const user = await userSummary(id);
  if (!user) throw notFound(request);
  if (!isSuperAdmin(admin.userType)) throw redirect(`/admin/users/${id}`);
  return { user, self: admin.id === id };
}

export const action = ({ request, params }: Route.ActionArgs) => userTypeAction(request, params);

export default function UserRole({ loaderData, actionData }: Route.ComponentProps) {
  const { user, self } = loaderData;
  const error = actionData?.result?.error?.userType?.[0] ?? actionData?.message;
  return (
    <ConsolePage
      title={`Account type of ${user.name || user.email}`}
      intro={`${user.email} · current type: ${userTypeLabel(user.userType)}`}
    >
      <p className="mb-6">
        <Link to={`/admin/users/${user.id}`} className="font-semibold text-brand-700 underline">
          Back to the account
        </Link>
      </p>
      {error ? (
        <Notice tone="error" className="mb-6">
          Nothing was changed. {error}
        </Notice>
      ) : null}
      <div className="max-w-md">
        {self ? (
          <p className="text-sm text-muted">
            You cannot change your own account type: ask another super administrator.
          </p>
        ) : (
          <UserTypeForm userId={user.id} current={user.userType} error={error || undefined} />
        )}
      </div>
    </ConsolePage>
  );
}
