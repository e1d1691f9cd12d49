// Client-safe entry of the advisors feature: what its forms show.
export { advisorFieldMax } from "./limits";
