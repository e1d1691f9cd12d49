import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { requireAdmin, requireSuperAdminAction } from "~/features/accounts/index.server";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/field";
import { ConsolePage, useConsoleViewer } from "../components/console-frame";
import { settingsPage, updateSetting } from "../system/settings.server";

export const meta: Route.MetaFunction = () => [
  { title: "Settings · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

/** Every admin may read the settings; only a super admin may change them (the action's guard). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { settings: await settingsPage() };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireSuperAdminAction(request);
  const form = await request.formData();
  const outcome = await updateSetting(request, admin, form);
  return data(
    { ...outcome, name: String(form.get("name") ?? ""), typed: String(form.get("value") ?? "") },
    { status: outcome.ok ? 200 : outcome.status },
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const viewer = useConsoleViewer();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" ? navigation.formData?.get("name") : null;
  return (
    <ConsolePage
      title="Settings"
      intro={
        viewer.superAdmin
          ? "What the site runs on. Each change is checked, saved at once and written to the audit log with its old and new value."
          : "What the site runs on. Only a super administrator can change these; you can see them."
      }
    >
      <ul className="space-y-4">
        {settings.map((s) => {
          const mine = actionData?.name === s.name ? actionData : undefined;
          const error = mine && !mine.ok ? mine.message : null;
          const inputId = `setting-${s.name}`;
          return (
            <li key={s.name} className="rounded-2xl border border-line bg-white p-5">
              <Form method="post" noValidate preventScrollReset aria-labelledby={`${inputId}-label`}>
                <input type="hidden" name="name" value={s.name} />
                <input type="hidden" name="expected" value={s.value} />
                <h2 id={`${inputId}-label`} className="font-semibold text-brand-900">
                  {s.label}
                </h2>
                <p className="mt-1 text-sm text-muted">Used for: {s.usedFor}</p>
                {mine?.ok ? (
                  <Notice tone="success" className="mt-3">
                    {mine.message}
                  </Notice>
                ) : null}
                <div className="mt-3 flex flex-wrap items-end gap-3">
                  {s.kind === "amount" || s.kind === "url" ? (
                    <div className={s.kind === "url" ? "w-full max-w-xl" : undefined}>
                      <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
                        {s.kind === "url" ? "Page address (https://…)" : "Amount in SGD"}
                      </label>
                      <input
                        id={inputId}
                        name="value"
                        type={s.kind === "url" ? "url" : "text"}
                        inputMode={s.kind === "url" ? "url" : "decimal"}
                        defaultValue={error ? mine!.typed : s.value}
                        key={`${s.value}-${error ?? ""}`}
                        disabled={!viewer.superAdmin}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${inputId}-error` : undefined}
                        className={`mt-1 rounded-lg border border-line px-3 py-2 ${s.kind === "url" ? "w-full" : "w-40"}`}
                      />
                    </div>
                  ) : (
                    <fieldset>
                      <legend className="text-sm font-semibold text-ink">{s.label}</legend>
                      <div className="mt-1 flex gap-4" key={`${s.value}-${error ?? ""}`}>
                        {(["open", "closed"] as const).map((v) => (
                          <label key={v} className="flex items-center gap-2">
                            <input
                              type="radio"
                              name="value"
                              value={v}
                              defaultChecked={(error ? mine!.typed : s.value) === v}
                              disabled={!viewer.superAdmin}
                              className="size-4"
                            />
                            {v === "open" ? "Open" : "Closed"}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  )}
                  {viewer.superAdmin ? (
                    <Button type="submit" disabled={saving === s.name}>
                      {saving === s.name ? "Saving..." : "Save"}
                      <span className="sr-only">: {s.label}</span>
                    </Button>
                  ) : null}
                </div>
                {error ? (
                  <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm font-semibold text-accent-700">
                    {error}
                  </p>
                ) : null}
              </Form>
            </li>
          );
        })}
      </ul>
    </ConsolePage>
  );
}
