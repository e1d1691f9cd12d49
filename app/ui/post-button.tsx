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

/**
 * A card that ends something the person sent (withdraw a request, cancel a registration, remove a
 * story): its title, what happens, and one plain POST form naming the intent, so it works on pages
 * without React.
 */
export function IntentCard({
  intent,
  title,
  text,
  label,
  className,
}: {
  intent: string;
  title: string;
  text: string;
  label: string;
  className: string;
}) {
  return (
    <form method="post" className={`${className} space-y-3`}>
      <h2 className="text-lg font-bold text-brand-900">{title}</h2>
      <p>{text}</p>
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant="secondary">
        {label}
      </Button>
    </form>
  );
}
