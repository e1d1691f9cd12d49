// Field names in Conform's grammar (`a`, `a.b`, `a[0]`, `a[0].b`).

type Segment = string | number;

function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  for (const [, key, index] of path.matchAll(/([^.[\]]+)|\[(\d*)\]/g)) segments.push(key ?? Number(index));
  return segments;
}

export function appendPath(path: string, segment: Segment | undefined): string {
  if (segment === undefined) return path;
  if (typeof segment === "number") return `${path}[${segment}]`;
  return path ? `${path}.${segment}` : segment;
}

export function getPathValue(target: unknown, path: string): unknown {
  let pointer = target;
  for (const segment of parsePath(path)) {
    if (pointer === null || typeof pointer !== "object" || !Object.hasOwn(pointer, segment)) return undefined;
    pointer = (pointer as Record<Segment, unknown>)[segment];
  }
  return pointer;
}

/** Whether `name` is `prefix` or lies under it (`emails[2]` under `emails`). */
export function isPathPrefix(name: string, prefix: string): boolean {
  const [full, base] = [parsePath(name), parsePath(prefix)];
  return base.length <= full.length && base.every((segment, i) => segment === full[i]);
}
