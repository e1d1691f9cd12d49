// Public entry of the events feature: its components and messages.
export { EventCard } from "./components/event-card";
export { messages as eventsMessages } from "./messages";
