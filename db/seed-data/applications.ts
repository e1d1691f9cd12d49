import type { corporates, gpClinics, specialists } from "../schema";

type Omitted = "id" | "userId" | "approvalStatus" | "isSample" | "createdAt" | "updatedAt" | "pendingChanges";

/**
 * One application of each kind waiting for the team's review in the embedded demo (issue #13), so a
 * newcomer sees the queue at work. Invented people and businesses. The specialist gives the MCR
 * number of a sample specialist on purpose: the reviewer's page flags it.
 */
export const sampleApplications = {
  gp: {
    account: { email: "new-clinic@demo.rid-crc.local", name: "Siti Rahmah binte Osman" },
    row: {
      clinicName: "Bedok Reservoir Family Clinic",
      doctorFullName: "Dr Farhan bin Ismail",
      licenseNumber: "HCSA-2026-00417",
      address: "744 Bedok Reservoir Road, #01-3021",
      postalCode: "470744",
      region: "East",
      servicesOffered: ["FIT Test", "Colonoscopy Referral", "General Health Screening"],
      operatingHours: {
        weekdays: "8:30am – 1pm, 2pm – 5:30pm",
        saturday: "8:30am – 12:30pm",
        sunday: "",
        publicHoliday: "",
      },
      languagesSpoken: "English, Malay",
      website: null,
      description:
        "A neighbourhood family clinic near Bedok Reservoir offering FIT kits and same-week colonoscopy referrals.",
      phone: "+65 6441 2087",
    } satisfies Omit<typeof gpClinics.$inferInsert, Omitted>,
  },
  specialist: {
    account: { email: "new-specialist@demo.rid-crc.local", name: "Dr Priya Raman" },
    row: {
      fullName: "Dr Priya Raman",
      medicalRegistrationNo: "M09214J",
      qualifications: "MBBS (Singapore), MRCP (UK), FAMS (Gastroenterology)",
      fieldOfSpecialization: "Gastroenterology",
      clinicAffiliation: "Tampines Digestive Centre",
      address: "9 Tampines Central 1, #05-02",
      postalCode: "529540",
      region: "East",
      website: null,
      yearsOfExperience: 9,
      specialties: ["Colonoscopy (Screening)", "Polypectomy", "Upper GI Endoscopy / Gastroscopy"],
      languages: "English, Tamil",
      operatingHours: null,
      insurancePartners: null,
      notes: null,
      phone: "+65 6789 1450",
    } satisfies Omit<typeof specialists.$inferInsert, Omitted>,
  },
  corporate: {
    account: { email: "new-company@demo.rid-crc.local", name: "Marcus Teo Wei Jie" },
    row: {
      companyName: "Harbourfront Logistics Pte Ltd",
      uen: "201912345N",
      industry: "Transportation & Logistics",
      companySize: "501-1000 employees",
      contactPersonName: "Marcus Teo Wei Jie",
      designation: "Head of Corporate Sustainability",
      phone: "+65 6272 9180",
      csrOptions: ["workplace-screening", "health-talks"],
      pledgeAmount: 40_000,
      preferDiscussion: false,
      additionalComments: "We would like FIT kits for our drivers and warehouse staff aged 50 and above.",
      agreedToNewsletter: true,
    } satisfies Omit<typeof corporates.$inferInsert, Omitted>,
  },
};
