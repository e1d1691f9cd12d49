// Public entry of the directory feature: the clinic lookup other pages embed.
// Loaded on demand (other pages show it below the fold, as an island).
export const loadClinicLookup = () => import("./components/clinic-lookup");
// The demo's label: the sponsor showcase marks its sample companies as the directories do.
export { SampleBadge } from "./components/directory-card";
export { SampleDataNote } from "./components/directory-controls";
export { messages as directoryMessages } from "./messages";
// The nearest few entries on the directory's own cards (the screening checker's answer, issue 26).
export { NearestList } from "./components/nearest-list";
export { PostalCodeInput } from "./components/directory-controls";
