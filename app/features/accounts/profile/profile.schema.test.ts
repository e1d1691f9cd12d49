import { describe, expect, it } from "vitest";
import { gpClinicProfileSchema, specialistProfileSchema } from "./profile.schema";
import { profileMessages as m } from "./profile-options";

/** The postal code's messages when a profile form is parsed with only that field filled. */
const postalErrors = (schema: typeof gpClinicProfileSchema | typeof specialistProfileSchema, postalCode: string) =>
  (schema.safeParse({ postalCode }).error?.issues ?? [])
    .filter((i) => i.path[0] === "postalCode")
    .map((i) => i.message);

describe("a partner's profile checks the postal code as registration does (one rule, issue 24)", () => {
  it.each([gpClinicProfileSchema, specialistProfileSchema])("refuses six digits of no sector", (schema) => {
    for (const code of ["740000", "000000", "990000"])
      expect(postalErrors(schema, code), code).toEqual([m.postalCodeInvalid]);
  });

  it.each([gpClinicProfileSchema, specialistProfileSchema])("accepts a real one", (schema) => {
    for (const code of ["018989", "730888", "520201"]) expect(postalErrors(schema, code), code).toEqual([]);
  });
});
