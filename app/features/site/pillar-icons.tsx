import { BookOpen, Building2, Landmark, Megaphone, Stethoscope, type LucideIcon } from "lucide-react";
import type { PillarSlug } from "./pillars";

// Kept apart from the pillars' text so the home page can list the pillars without the icons' bytes.
export const pillarIcons: Record<PillarSlug, LucideIcon> = {
  "rid-crc-pub": Megaphone,
  "rid-crc-sgp": Stethoscope,
  "rid-crc-gov": Landmark,
  "rid-crc-csr": Building2,
  "rid-crc-edu": BookOpen,
};

export function PillarIcon({ slug, className }: { slug: PillarSlug; className?: string }) {
  const Icon = pillarIcons[slug];
  return <Icon aria-hidden className={className} />;
}
