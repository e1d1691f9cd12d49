import { Form } from "~/ui/link";
import { Button } from "~/ui/button";

/**
 * One POST button (Confirm, Cancel): a form of its own, so it works without JavaScript. The console
 * uses `~/ui/post-button` for the same; the event page keeps this one, inside its own chunk, because
 * a shared chunk costs it 0.2 KB it does not have (measured at 120.0 KB of its 120 KB budget).
 */
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
