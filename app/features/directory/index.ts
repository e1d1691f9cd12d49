// Public entry of the directory feature: the clinic lookup other pages embed.
export { ClinicLookup } from "./components/trusted-lookup";
