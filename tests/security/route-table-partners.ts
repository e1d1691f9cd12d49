import type { Access, Classification, Form } from "./classification";

/**
 * The partner part of the route table (route-table.ts): registration, government and trial
 * enquiries, and the console's review pages (issue #13). Same rules: written by hand from what each
 * route is for. Only types come from classification.ts, so the table loads without a cycle.
 */

const anonymousOnly: Access = { class: "anonymous-only" };
const enquiryPage = (path: string, extra: Pick<Classification, "action">): Classification => ({
  path,
  access: { class: "public" },
  loader: "page",
  ...extra,
});
const registrationPage = (path: string, validForm: Form): Classification => ({
  path,
  access: anonymousOnly,
  loader: "page",
  action: {
    fields: Object.keys(registrationFields[path]!),
    rightRole: "anonymous",
    emptyForm: "status 400",
    validForm,
  },
});
const partnerAccount = { password: "Partner-Horse-9", confirmPassword: "Partner-Horse-9", agreedToTerms: "on" };
const gpClinicForm: Form = {
  clinicName: "Security Clinic",
  doctorFullName: "Dr Tan",
  licenseNumber: "L-0001",
  contactPersonName: "Tan Mei Ling",
  email: "clinic@test.example",
  phoneNumber: "6123 4567",
  address: "1 Raffles Place",
  postalCode: "048616",
  region: "Central",
  servicesOffered: ["FIT Test"],
  "operatingHours.weekdays": "9am to 5pm",
  ...partnerAccount,
};
const specialistForm: Form = {
  specialistName: "Dr Lim Wei Ling",
  email: "specialist@test.example",
  phoneNumber: "+65 6123 4567",
  medicalRegistrationNo: "M12345A",
  qualifications: "MBBS",
  fieldOfSpecialization: "Gastroenterology",
  clinicAffiliation: "Raffles Hospital",
  address: "585 North Bridge Road",
  postalCode: "188770",
  region: "Central",
  yearsOfExperience: "12",
  specialties: ["Colonoscopy (Screening)"],
  languages: "English",
  ...partnerAccount,
};
const corporateForm: Form = {
  companyName: "Security Pte Ltd",
  uen: "201534871K",
  industry: "Others",
  companySize: "1-10 employees",
  contactPerson: "Ng Kah Hui",
  designation: "HR Lead",
  email: "company@test.example",
  phone: "+65 6123 4567",
  csrOptions: ["health-talks"],
  ...partnerAccount,
};
/** Every field each registration form reads (its schema's keys; role-matrix.test.ts checks them). */
const registrationFields: Record<string, Record<string, true>> = {
  "/register/clinic": Object.fromEntries(
    [
      "clinicName",
      "doctorFullName",
      "licenseNumber",
      "contactPersonName",
      "email",
      "password",
      "confirmPassword",
      "phoneNumber",
      "address",
      "postalCode",
      "region",
      "servicesOffered",
      "operatingHours",
      "languagesSpoken",
      "website",
      "description",
      "agreedToTerms",
    ].map((f) => [f, true]),
  ),
  "/register/specialist": Object.fromEntries(
    [
      "specialistName",
      "email",
      "password",
      "confirmPassword",
      "phoneNumber",
      "medicalRegistrationNo",
      "qualifications",
      "fieldOfSpecialization",
      "clinicAffiliation",
      "address",
      "postalCode",
      "region",
      "website",
      "yearsOfExperience",
      "specialties",
      "languages",
      "operatingHours",
      "insurancePartners",
      "notes",
      "agreedToTerms",
    ].map((f) => [f, true]),
  ),
  "/register/corporate": Object.fromEntries(
    [
      "companyName",
      "uen",
      "industry",
      "companySize",
      "contactPerson",
      "designation",
      "email",
      "password",
      "confirmPassword",
      "phone",
      "csrOptions",
      "pledgeAmount",
      "preferDiscussion",
      "additionalComments",
      "agreedToTerms",
      "agreedToNewsletter",
    ].map((f) => [f, true]),
  ),
};

export const partnerRoutes: Readonly<Record<string, Classification>> = {
  // Enquiries (ADR 0016): anyone may write to the team; no account is made.
  "features/partners/routes/register-government": enquiryPage("/register/government", {
    action: {
      fields: ["fullName", "email", "phone", "organisation", "designation", "topic", "message", "consent"],
      rightRole: "anonymous",
      emptyForm: "status 400",
      validForm: {
        fullName: "Tan Security",
        email: "agency@test.example",
        organisation: "Health Promotion Board",
        designation: "Director",
        topic: "Something else",
        consent: "on",
      },
    },
  }),
  "features/partners/routes/signup-trial": enquiryPage("/signup-trial", {
    action: {
      fields: ["fullName", "email", "phone", "ageGroup", "topic", "message", "consent"],
      rightRole: "anonymous",
      emptyForm: "status 400",
      validForm: {
        fullName: "Lim Security",
        email: "volunteer@test.example",
        ageGroup: "50–59",
        topic: "Any study I may be suitable for",
        consent: "on",
      },
    },
  }),
  // Talk to Us (issue 23): the contact form reaches the same inbox.
  "features/partners/routes/contact": enquiryPage("/contact", {
    action: {
      fields: ["fullName", "email", "message", "consent"],
      rightRole: "anonymous",
      emptyForm: "status 400",
      validForm: {
        fullName: "Ong Security",
        email: "visitor@test.example",
        message: "How do I get a FIT kit?",
        consent: "on",
      },
    },
  }),
  // The spec's /join-the-movement#nominate-clinician posts here (issue 23).
  "features/partners/routes/nominate-clinician": enquiryPage("/nominate-clinician", {
    action: {
      fields: ["fullName", "email", "clinician", "clinic", "message", "consent"],
      rightRole: "anonymous",
      emptyForm: "status 400",
      validForm: {
        fullName: "Koh Security",
        email: "nominator@test.example",
        clinician: "Dr Tan Security",
        clinic: "Security Family Clinic",
        message: "She reminds every patient over 50 about FIT.",
        consent: "on",
      },
    },
  }),
  // The team's list; "Mark handled" of an id that names no enquiry answers 404 (support/valid.ts).
  "features/admin/routes/enquiries": {
    path: "/admin/enquiries",
    access: { class: "admin" },
    loader: "page",
    action: {
      fields: ["id"],
      rightRole: "admin",
      emptyForm: "status 400",
      validForm: { id: "00000000-0000-4000-8000-000000000000" },
    },
  },

  // Partner registration (issue #13): public-only like the Champion sign-up.
  "features/partners/routes/register-clinic": registrationPage("/register/clinic", gpClinicForm),
  "features/partners/routes/register-specialist": registrationPage("/register/specialist", specialistForm),
  "features/partners/routes/register-corporate": registrationPage("/register/corporate", corporateForm),
  // The team's review queue and one application (admins with two-step verification). The id of the
  // classification names no application: the admin gets 404 from the loader, and from the action
  // once the decision form is valid (an empty one is 400 first).
  "features/admin/routes/partners": {
    path: "/admin/partners",
    access: { class: "admin" },
    loader: "page",
    action: null,
  },
  "features/admin/routes/partner-application": {
    path: "/admin/partners/:kind/:id",
    params: { kind: "gp", id: "00000000-0000-4000-8000-000000000000" },
    access: { class: "admin" },
    loader: "status 404",
    action: {
      fields: ["decision", "expected", "message"],
      rightRole: "admin",
      emptyForm: "status 400",
      validForm: { decision: "approve", expected: "pending_review" },
    },
  },
};
