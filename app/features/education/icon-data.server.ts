import type { IconNode, LucideIcon } from "lucide-react";

type Rendered = { props: { iconNode: IconNode; className: string } };

/**
 * A lucide icon's drawing and class names for loader data. The page renders it with lucide's own
 * <Icon iconNode className="{className} …" aria-hidden>, the same <svg> as the named component,
 * so a page that shows an icon on one topic only does not download every topic's icons.
 * Lucide's components are forwardRef wrappers around <Icon>: rendering one shallowly yields its
 * props (icon-data.server.test.tsx checks the markup is the component's own).
 */
export function iconData(icon: LucideIcon): { iconNode: IconNode; className: string } {
  const { iconNode, className } = (icon as unknown as { render(props: object, ref: null): Rendered }).render(
    {},
    null,
  ).props;
  return { iconNode, className };
}
