import type { SamplePanelClinic } from "./types";

/**
 * The five sample entries of the trusted panel behind the clinic lookup (/clinics). All names, phone
 * numbers and addresses are invented. Every doctor name, clinic name, district and screening service
 * belongs to one entry only, so a search on any of them finds exactly one entry.
 */
export const samplePanelClinics: SamplePanelClinic[] = [
  {
    clinicId: "RID-GP-001",
    clinicName: "Harmony Family Clinic Tampines",
    doctors: [
      {
        name: "Dr Lim Siew Ling",
        credentials: "MBBS (Singapore), GDFM (Singapore)",
        languages: ["English", "Mandarin", "Hokkien"],
      },
      {
        name: "Dr Farhan bin Ismail",
        credentials: "MBBS (Singapore), MCFP (Singapore)",
        languages: ["English", "Malay"],
      },
    ],
    specialty: "General Practitioner (GP)",
    address: "Blk 201 Tampines Street 21, #01-1125, Singapore 521201",
    district: "Tampines",
    phone: "+65 6782 1201",
    email: "hello@harmony-tampines.example.sg",
    website: "https://harmony-tampines.example.sg",
    screeningServices: ["FIT Test", "ColonAiQ® Blood Test", "Colonoscopy Referral"],
    openingHours: {
      weekdays: "8:30am – 12:30pm, 2:00pm – 5:00pm, 6:30pm – 9:00pm",
      saturday: "8:30am – 12:30pm",
      sunday: "Closed",
      publicHoliday: "Closed",
    },
    panelListed: true,
    notes: "Walk-ins welcome for FIT kit collection.",
  },
  {
    clinicId: "RID-GP-002",
    clinicName: "Pioneer Wellness Medical",
    doctors: [
      {
        name: "Dr Ravi Chandran",
        credentials: "MBBS (Singapore), GDFM (Singapore)",
        languages: ["English", "Tamil", "Malay"],
      },
    ],
    specialty: "General Practitioner (GP)",
    address: "Blk 652 Jurong West Street 61, #01-118, Singapore 640652",
    district: "Jurong West",
    phone: "+65 6792 0652",
    email: "care@pioneer-wellness.example.sg",
    website: "https://pioneer-wellness.example.sg",
    screeningServices: ["FIT Kit (Home Collection)", "Pre-Colonoscopy Consultation", "Specialist Referral"],
    openingHours: {
      weekdays: "9:00am – 1:00pm, 2:00pm – 6:00pm",
      saturday: "9:00am – 1:00pm",
      sunday: "9:00am – 12:00pm",
      publicHoliday: "Closed",
    },
    panelListed: true,
    notes: "Sunday morning sessions; FIT kits can be collected and returned by post.",
  },
  {
    clinicId: "RID-GP-003",
    clinicName: "Kebun Baru Family Doctors",
    doctors: [
      {
        name: "Dr Chua Boon Keng",
        credentials: "MBBS (Singapore), MMed (Family Medicine)",
        languages: ["English", "Mandarin", "Teochew"],
      },
      {
        name: "Dr Nur Aisyah binte Rahman",
        credentials: "MBBS (Malaya), GDFM (Singapore)",
        languages: ["English", "Malay"],
      },
    ],
    specialty: "General Practitioner (GP)",
    address: "Blk 409 Ang Mo Kio Avenue 10, #01-1415, Singapore 560409",
    district: "Ang Mo Kio",
    phone: "+65 6453 0409",
    email: "appointments@kebunbaru-family.example.sg",
    website: "https://kebunbaru-family.example.sg",
    screeningServices: ["Annual FIT Screening", "General Health Screening", "Screening Results Review"],
    openingHours: {
      weekdays: "8:00am – 12:30pm, 2:00pm – 5:00pm",
      saturday: "8:00am – 12:30pm",
      sunday: "Closed",
      publicHoliday: "Closed",
    },
    panelListed: true,
    notes: "Results of every screening are reviewed with the patient in person.",
  },
  {
    clinicId: "RID-CS-001",
    clinicName: "Sinaran Colorectal & Endoscopy Centre",
    doctors: [
      {
        name: "Dr Victor Heng Kok Leong",
        credentials: "MBBS (Singapore), MMed (Surgery), FRCS (Edinburgh), FAMS (General Surgery)",
        languages: ["English", "Mandarin", "Cantonese"],
      },
    ],
    specialty: "Colorectal Surgeon",
    address: "10 Sinaran Drive, #10-21, Singapore 307506",
    district: "Novena",
    phone: "+65 6353 1021",
    email: "enquiries@sinaran-colorectal.example.sg",
    website: "https://sinaran-colorectal.example.sg",
    screeningServices: ["Diagnostic Colonoscopy", "Screening Colonoscopy", "Polypectomy"],
    openingHours: {
      weekdays: "9:00am – 5:30pm",
      saturday: "9:00am – 12:30pm",
      sunday: "Closed",
      publicHoliday: "Closed",
    },
    panelListed: true,
    notes: "Same-week colonoscopy slots for positive FIT or blood test results.",
  },
  {
    clinicId: "RID-CS-002",
    clinicName: "Henderson Bowel Surgery Clinic",
    doctors: [
      {
        name: "Dr Priyanka Sundaram",
        credentials: "MBBS (Singapore), MRCS (Edinburgh), MMed (Surgery), FAMS (General Surgery)",
        languages: ["English", "Tamil", "Hindi"],
      },
      {
        name: "Dr Edwin Westerhout",
        credentials: "MBBS (London), FRCS (England), FAMS (General Surgery)",
        languages: ["English", "Malay"],
      },
    ],
    specialty: "Colorectal Surgeon",
    address: "Blk 117 Bukit Merah View, #01-201, Singapore 151117",
    district: "Bukit Merah",
    phone: "+65 6276 0117",
    email: "clinic@henderson-bowel.example.sg",
    website: "https://henderson-bowel.example.sg",
    screeningServices: ["Colonoscopy under Sedation", "Haemorrhoid Treatment", "Colorectal Cancer Surgery"],
    openingHours: {
      weekdays: "8:30am – 1:00pm, 2:00pm – 5:30pm",
      saturday: "8:30am – 12:30pm",
      sunday: "Closed",
      publicHoliday: "Closed",
    },
    panelListed: true,
    notes: "Colonoscopy under sedation available on weekday mornings.",
  },
];
