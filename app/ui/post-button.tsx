import { Form } from "~/ui/link";
import { Button } from "./button";

/**
 * One POST button with its hidden fields (Publish, Approve, Cancel my registration…): a form of its
 * own, so it works without JavaScript. The page keeps its scroll position when it answers.
 */
export function PostButton({
  fields,
  label,
  busy,
  variant,
}: {
  fields: Record<string, string>;
  label: string;
  busy: boolean;
  variant?: "primary" | "secondary";
}) {
  return (
    <Form method="post" preventScrollReset>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}
