/**
 * The embedded demo's sample events (issue #15), so a newcomer sees /upcoming-events and the
 * console's Events tab at work: stored with is_sample = true and titled as samples. Days are
 * counted from the first start of the demo, so the upcoming ones stay upcoming for a while.
 * Invented people, on the demo's own domain.
 */
export type SampleEvent = {
  title: string;
  description: string;
  /** Days from the demo's first start, and the Singapore start time (HH:MM) and length in hours. */
  inDays: number;
  at: string;
  hours: number;
  type: string;
  featured?: boolean;
  isVirtual?: boolean;
  joinUrl?: string;
  location?: string;
  maxAttendees?: number;
  registered: number;
};

export const SAMPLE_EVENT_PREFIX = "Sample event:";

export const sampleEvents: SampleEvent[] = [
  {
    title: `${SAMPLE_EVENT_PREFIX} Colorectal Cancer Screening Day at Toa Payoh`,
    description:
      "**Demo data.** Pick up a free FIT kit, talk to a nurse about colonoscopy, and hear from a survivor.\n\n- FIT kits for Singaporeans aged 50 and above\n- Talks in English and Mandarin",
    inDays: 12,
    at: "09:00",
    hours: 4,
    type: "Public Event",
    featured: true,
    location: "Toa Payoh Community Club, 93 Toa Payoh Central",
    registered: 3,
  },
  {
    title: `${SAMPLE_EVENT_PREFIX} Understanding Your FIT Result (webinar)`,
    description: "**Demo data.** A GP explains what a positive or negative FIT result means and what happens next.",
    inDays: 5,
    at: "19:30",
    hours: 1,
    type: "Webinar",
    isVirtual: true,
    joinUrl: "https://meet.example.org/rid-crc-sample",
    registered: 2,
  },
  {
    title: `${SAMPLE_EVENT_PREFIX} Gut Health Cooking Workshop (nearly full)`,
    description: "**Demo data.** Cook a high-fibre hawker favourite with a dietitian. Small group: seats are limited.",
    inDays: 20,
    at: "14:00",
    hours: 3,
    type: "Workshop",
    location: "Kampung Admiralty, Level 2 Community Kitchen",
    maxAttendees: 4,
    registered: 3,
  },
  {
    title: `${SAMPLE_EVENT_PREFIX} CME Webinar: Early Detection in Primary Care`,
    description: "**Demo data.** For GPs: who to screen, when to refer, and how to follow up a positive FIT.",
    inDays: 33,
    at: "13:00",
    hours: 2,
    type: "CME Webinar",
    isVirtual: true,
    joinUrl: "https://meet.example.org/rid-crc-cme-sample",
    registered: 1,
  },
  {
    title: `${SAMPLE_EVENT_PREFIX} Movement Launch at the National Library (past)`,
    description: "**Demo data.** The launch of the RID-CRC movement, with partners and Champions.",
    inDays: -14,
    at: "18:00",
    hours: 2,
    type: "Launch Event",
    location: "National Library Building, 100 Victoria Street",
    registered: 4,
  },
];

export const sampleAttendees = [
  "Sample Attendee Lim",
  "Sample Attendee Kumar",
  "Sample Attendee Wong",
  "Sample Attendee Rahman",
] as const;
