import type { Route } from "./+types/event-new";
import { ConsoleFrame } from "../components/console-frame";
import { EventForm } from "../components/event-form";
import { consoleUser } from "../console-guard.server";
import { eventFormAction } from "~/features/events/index.server";

export const meta: Route.MetaFunction = () => [
  { title: "New event · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await consoleUser(request);
  return { viewer };
}

export const action = async ({ request }: Route.ActionArgs) => eventFormAction(request, null, await request.formData());

export default function NewEvent({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ConsoleFrame
      viewer={loaderData.viewer}
      title="New event"
      intro="A new event is saved as a draft: nobody sees it until you publish it from its page."
    >
      <EventForm result={actionData?.result} submitLabel="Create event" editing={false} />
    </ConsoleFrame>
  );
}
