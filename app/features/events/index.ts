// Public entry of the events feature.
export { MyEvents } from "./components/my-events";
export { eventTypeBadge, eventTypes } from "./event-types";
export { eventStatusLabels, registrationStatusLabels, type EventStatus } from "./console/status";
