import { Form } from "react-router";
import { Button } from "~/ui/button";

/** One POST button (Confirm, Cancel): a form of its own, so it works without JavaScript. */
export function IntentButton({
  intent,
  label,
  busy,
  variant,
}: {
  intent: "register" | "confirm" | "cancel";
  label: string;
  busy: boolean;
  variant?: "secondary";
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant} disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}
