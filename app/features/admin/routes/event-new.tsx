import type { Route } from "./+types/event-new";
import { ConsolePage } from "../components/console-frame";
import { EventForm } from "../components/event-form";
import { eventFormAction } from "~/features/events/index.server";
import { requireAdmin } from "~/features/accounts/index.server";

export const meta: Route.MetaFunction = () => [
  { title: "New event · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const action = async ({ request }: Route.ActionArgs) => eventFormAction(request, null, await request.formData());

export default function NewEvent({ actionData }: Route.ComponentProps) {
  return (
    <ConsolePage
      title="New event"
      intro="A new event is saved as a draft: nobody sees it until you publish it from its page."
    >
      <EventForm result={actionData?.result} submitLabel="Create event" editing={false} />
    </ConsolePage>
  );
}
