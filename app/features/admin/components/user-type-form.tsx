import { Form, useNavigation } from "react-router";
import { userTypeLabel, userTypes } from "~/features/accounts";
import { Button } from "~/ui/button";
import { filterControlClass, filterLabelClass } from "~/ui/filter-fields";

/**
 * A super admin's form to change an account's type (posted to /admin/users/:id/role), on the
 * user's page and on the account-type page that shows its refusals.
 */
export function UserTypeForm({ userId, current, error }: { userId: string; current: string; error?: string }) {
  const navigation = useNavigation();
  const action = `/admin/users/${userId}/role`;
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <Form method="post" action={action} className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <div>
        <label htmlFor="userType" className={filterLabelClass}>
          Account type
        </label>
        <select
          id="userType"
          name="userType"
          defaultValue={current}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "userType-error" : "userType-help"}
          className={filterControlClass}
        >
          {userTypes.map((type) => (
            <option key={type} value={type}>
              {userTypeLabel(type)}
            </option>
          ))}
        </select>
        {error ? (
          <p id="userType-error" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : (
          <p id="userType-help" className="mt-1 text-sm text-muted">
            The account is signed out so that its new rights apply at its next sign-in. A new administrator is e-mailed
            an invitation and must turn on two-step verification before the console opens.
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary" disabled={busy} className="w-full">
        {busy ? "Saving..." : "Change account type"}
      </Button>
    </Form>
  );
}
