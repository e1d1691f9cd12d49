import type { Access, Classification } from "./classification";

/** The shapes most rows of the route tables take (route-table.ts and the features' own files). */
export const publicPage: Access = { class: "public" };

/** A public page whose loader renders and which has no action, unless `extra` says otherwise. */
export const page = (path: string, extra: Partial<Classification> = {}): Classification => ({
  path,
  access: publicPage,
  loader: "page",
  action: null,
  ...extra,
});

export const redirectsTo = (path: string, to: string): Classification => page(path, { loader: `redirect ${to}` });

export const file = (path: string, params?: Record<string, string>): Classification =>
  page(path, { loader: "file", ...(params ? { params } : {}) });
