import { z } from "zod";
import { gpServices, regions, specialties, type Region } from "./directory-options";
import { messages } from "./messages";
import { isPostalCode } from "~/lib/text/singapore-formats";

const SEARCH_MAX = 100;
/** Far beyond any real page count; keeps OFFSET from becoming a way to make the database work hard. */
const PAGE_MAX = 10_000;

/**
 * One field each: a bad value becomes "not set" (a shared link with a stale filter still shows a
 * list). The postal code is the exception: the visitor typed it, so they are told what is wrong.
 */
const search = z
  .string()
  // No one types control characters; dropping them keeps a term from spanning two fields of the
  // search text, which joins them with one (directory-query.server.ts).
  .transform((value) => value.replace(/\p{Cc}/gu, " ").trim())
  .pipe(z.string().max(SEARCH_MAX))
  .catch("");
const region = z.enum(regions).optional().catch(undefined);
const language = z.string().trim().min(1).max(50).optional().catch(undefined);
const specialty = z
  .enum(specialties as [string, ...string[]])
  .optional()
  .catch(undefined);
const service = z
  .enum(gpServices as [string, ...string[]])
  .optional()
  .catch(undefined);
const page = z.coerce.number().int().min(1).max(PAGE_MAX).catch(1);
const postalCode = z
  .string()
  .trim()
  .refine((value) => value === "" || isPostalCode(value), messages.invalidPostalCode);

export type GpQuery = {
  search: string;
  region?: Region;
  language?: string;
  /** One of the services a clinic lists (options.json gpServices): "FIT Test" lists the FIT-kit clinics. */
  service?: string;
  postalCode?: string;
  page: number;
};
export type SpecialistQuery = { search: string; specialty?: string; postalCode?: string; page: number };

type Parsed<T, Field extends string> = {
  query: T;
  /** What the visitor asked for, echoed back into the form (an invalid postal code included). */
  values: Record<Field, string>;
  errors: { postalCode?: string };
};

function one(params: URLSearchParams, name: string): string {
  return params.get(name) ?? "";
}

/** A postal code a person typed: the code, or the directory's message for a bad one (blank is none). */
export function parsePostalCode(value: string) {
  return parsePostal(new URLSearchParams({ postalCode: value }));
}

function parsePostal(params: URLSearchParams) {
  const raw = one(params, "postalCode");
  const result = postalCode.safeParse(raw);
  if (result.success) return { postalCode: result.data || undefined, raw: result.data, error: undefined };
  // The list stays as it was: sorted as if no code had been given.
  return { postalCode: undefined, raw: raw.trim(), error: result.error.issues[0]?.message };
}

export function parseGpQuery(
  params: URLSearchParams,
): Parsed<GpQuery, "search" | "region" | "language" | "service" | "postalCode"> {
  const postal = parsePostal(params);
  const query: GpQuery = {
    search: search.parse(one(params, "search")),
    region: region.parse(params.get("region") || undefined),
    language: language.parse(params.get("language") || undefined),
    service: service.parse(params.get("service") || undefined),
    postalCode: postal.postalCode,
    page: page.parse(params.get("page") ?? 1),
  };
  return {
    query,
    values: {
      search: query.search,
      region: query.region ?? "",
      language: query.language ?? "",
      service: query.service ?? "",
      postalCode: postal.raw,
    },
    errors: postal.error ? { postalCode: postal.error } : {},
  };
}

export function parseSpecialistQuery(
  params: URLSearchParams,
): Parsed<SpecialistQuery, "search" | "specialty" | "postalCode"> {
  const postal = parsePostal(params);
  const query: SpecialistQuery = {
    search: search.parse(one(params, "search")),
    specialty: specialty.parse(params.get("specialty") || undefined),
    postalCode: postal.postalCode,
    page: page.parse(params.get("page") ?? 1),
  };
  return {
    query,
    values: { search: query.search, specialty: query.specialty ?? "", postalCode: postal.raw },
    errors: postal.error ? { postalCode: postal.error } : {},
  };
}
