import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { advisorFieldMax } from "~/features/advisors";
import type { advisorFormSchema } from "~/features/advisors/index.server";
import { Button } from "~/ui/button";
import { CheckboxField, FileField, Notice, TextAreaField, TextField } from "~/ui/field";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";

type Fields = z.input<typeof advisorFormSchema> & { photo?: string };

/**
 * The one form that adds and edits an advisor (issue 26), a multipart form so the photo travels
 * with it; it works without JavaScript. The server checks the photo's bytes and resizes it.
 */
export function AdvisorForm({
  result,
  defaultValue,
  photo,
  submitLabel,
}: {
  result: FormResult | null | undefined;
  defaultValue?: Partial<Record<keyof Fields, string>>;
  /** The current photo when editing. */
  photo?: string | null;
  submitLabel: string;
}) {
  const [form, fields] = useSchemaForm<Fields>(result, { id: "advisor-form", defaultValue });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" encType="multipart/form-data" {...form.props} className="max-w-2xl space-y-5">
      {form.errors?.length ? (
        <div id={form.errorId}>
          <Notice tone="error">{form.errors[0]}</Notice>
        </div>
      ) : null}
      <TextField
        meta={fields.name}
        label="Name"
        hint={`As it should appear, e.g. "Dr Jane Tan" (at most ${advisorFieldMax.name} characters).`}
      />
      <TextField
        meta={fields.credentials}
        label="Credentials"
        hint="Degrees and specialist registration, e.g. MBBS, MMed (Surgery), FRCS."
      />
      <TextField
        meta={fields.role}
        label="Role"
        hint="Specialty and where they practise, e.g. Colorectal surgeon, a public hospital."
      />
      <TextAreaField
        meta={fields.bio}
        label="Biography"
        rows={6}
        hint={`At most ${advisorFieldMax.bio.toLocaleString("en-SG")} characters.`}
      />
      <TextField
        meta={fields.sortOrder}
        inputMode="numeric"
        label="Order on the page (optional)"
        hint="Smaller numbers are listed first; advisors with the same number are listed by name."
      />
      {photo ? (
        <div className="flex items-center gap-4">
          <img src={photo} alt="Current photo" width={96} height={96} className="size-24 rounded-full object-cover" />
          <CheckboxField meta={fields.removePhoto} label="Remove this photo" />
        </div>
      ) : null}
      <FileField
        meta={fields.photo}
        label={photo ? "Replace the photo (optional)" : "Photo (optional)"}
        accept="image/jpeg,image/png,image/webp"
        hint="A JPEG, PNG or WebP image of at most 5 MB, at least 200 × 200 pixels. It is cropped to a square and resized."
      />
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
