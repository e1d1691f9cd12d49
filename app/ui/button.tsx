import type { ComponentProps } from "react";
import { Link } from "~/ui/link";

type Variant = "primary" | "secondary" | "ghost" | "inverse";
type Size = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";
const variants: Record<Variant, string> = {
  primary: "bg-accent-600 text-white hover:bg-accent-700",
  secondary: "border-2 border-brand-600 text-brand-700 hover:bg-brand-50",
  ghost: "text-brand-700 hover:bg-brand-50",
  inverse: "bg-white text-brand-800 hover:bg-brand-50",
};
const sizes: Record<Size, string> = { md: "min-h-11 px-5 py-2 text-sm", lg: "min-h-12 px-7 py-3 text-base" };

export function buttonClass(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type Style = { variant?: Variant; size?: Size };

export function Button({ variant, size, className = "", type = "button", ...props }: ComponentProps<"button"> & Style) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

export function ButtonLink({ variant, size, className = "", ...props }: ComponentProps<typeof Link> & Style) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
