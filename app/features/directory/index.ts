// Public entry of the directory feature: the clinic lookup other pages embed.
// Loaded on demand (other pages show it below the fold, as an island).
export const loadClinicLookup = () => import("./components/clinic-lookup");
