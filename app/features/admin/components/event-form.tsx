import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { eventTypes } from "~/features/events";
import { Button } from "~/ui/button";
import { CheckboxField, Notice, SelectField, TextAreaField, TextField } from "~/ui/field";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import type { eventFormSchema } from "~/features/events/index.server";

type Fields = z.input<typeof eventFormSchema>;

const typeLabels = Object.keys(eventTypes);

const legendClass = "text-base font-bold text-brand-900";

/**
 * The one form that creates and edits an event (issue #15). It works without JavaScript: the
 * server checks it, and on a refusal every value typed comes back with the messages. When editing,
 * it carries the version it was loaded with, so a save over someone else's change is refused.
 */
export function EventForm({
  result,
  defaultValue,
  submitLabel,
  editing,
}: {
  result: FormResult | null | undefined;
  defaultValue?: Partial<Record<keyof Fields, string | undefined>>;
  submitLabel: string;
  editing: boolean;
}) {
  const [form, fields] = useSchemaForm<Fields>(result, { id: "event-form", defaultValue });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...form.props} className="space-y-6">
      {editing ? <input type="hidden" name="intent" value="save" /> : null}
      {editing ? <input type="hidden" name="updatedAt" value={String(fields.updatedAt.initialValue ?? "")} /> : null}
      {form.errors?.length ? (
        <div id={form.errorId}>
          <Notice tone="error">{form.errors[0]}</Notice>
        </div>
      ) : null}
      <TextField meta={fields.title} label="Title" />
      <TextAreaField
        meta={fields.description}
        label="Description"
        rows={8}
        hint="Markdown: **bold**, *italic*, [links](https://…) and lists. It is shown sanitised."
      />
      <SelectField meta={fields.type} label="Type" options={typeLabels} placeholder="Choose a type…" />
      <CheckboxField meta={fields.featured} label="Featured (listed first on /upcoming-events)" />

      <fieldset className="space-y-4 rounded-2xl border border-line p-4">
        <legend className={legendClass}>When (Singapore time)</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField meta={fields.date} type="date" label="Date" />
          <TextField meta={fields.startTime} type="time" label="Start time" />
          <TextField meta={fields.endTime} type="time" label="End time (optional)" />
        </div>
      </fieldset>

      <fieldset className="space-y-4 rounded-2xl border border-line p-4">
        <legend className={legendClass}>Where</legend>
        <CheckboxField meta={fields.isVirtual} label="Virtual event (online)" />
        <TextField
          meta={fields.joinUrl}
          type="url"
          label="Join link (virtual events; https only)"
          hint="Shown only to people registered."
        />
        <TextField meta={fields.location} label="Place" hint="Required unless the event is virtual." />
      </fieldset>

      <fieldset className="space-y-4 rounded-2xl border border-line p-4">
        <legend className={legendClass}>Registration</legend>
        <TextField
          meta={fields.capacity}
          inputMode="numeric"
          label="Capacity (seats)"
          hint="Leave blank for no limit. When it is full, people join the waitlist."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.opensAt} type="datetime-local" label="Registration opens (optional)" />
          <TextField
            meta={fields.closesAt}
            type="datetime-local"
            label="Registration closes (optional)"
            hint="After it opens, and no later than the start."
          />
        </div>
        <TextField
          meta={fields.registrationUrl}
          type="url"
          label="External registration address (optional; https)"
          hint="When set, the event page links there instead of taking registrations."
        />
      </fieldset>

      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
