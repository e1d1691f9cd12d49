import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/profile";
import { ContactDetails } from "~/features/accounts";
import { adminProfileAction, adminProfilePage } from "~/features/accounts/index.server";
import { createT } from "~/lib/i18n/translate";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/field";
import { useSchemaForm } from "~/ui/use-schema-form";
import { ConsolePage } from "../components/console-frame";

// /admin/profile, not /profile/admin: an administrator's own page sits in the console, behind its guard and in its frame.

export const meta: Route.MetaFunction = () => [
  { title: "Your details · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => adminProfilePage(request);
export const action = ({ request }: Route.ActionArgs) => adminProfileAction(request);

/** Issue 29: an administrator corrects their own name and phone number, without asking anyone. */
export default function AdminProfile({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm<typeof loaderData.values>(actionData?.result, {
    defaultValue: loaderData.values,
  });
  const busy = useNavigation().state === "submitting";
  return (
    <ConsolePage
      title="Your details"
      intro="Your name and the phone number the team can reach you on. Each change is saved at once and written to the audit log."
    >
      <Form method="post" {...form.props} className="max-w-xl space-y-5">
        {form.errors?.length ? (
          <div id={form.errorId}>
            <Notice tone="error">{form.errors[0]}</Notice>
          </div>
        ) : null}
        {actionData?.saved ? <Notice tone="success">{actionData.saved}</Notice> : null}
        <ContactDetails
          t={createT("en", loaderData.messages)}
          name={fields.fullName}
          email={loaderData.email}
          phone={fields.phoneNumber}
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save Changes"}
        </Button>
      </Form>
    </ConsolePage>
  );
}
