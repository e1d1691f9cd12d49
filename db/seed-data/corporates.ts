import type { SampleCorporate } from "./types";

/**
 * Demo corporate sponsors (fictional companies and contacts). Tiers follow the tests-funded rule at the
 * default unit cost of S$355: Gold 100-499 tests (from S$35,500), Platinum 500-999 (from S$177,500),
 * Diamond 1,000+ (from S$355,000). The second Gold sponsor is not publicly visible in the showcase.
 * The last company has only a pledge waiting for the team (issue #15), so the console's pledge
 * queue (/admin/partners/pledges) has one to decide; approving it puts the company on the showcase.
 */
export const sampleCorporates: SampleCorporate[] = [
  {
    companyName: "Kopi Lane Provisions Pte Ltd",
    uen: "201534871K",
    industry: "Food & Beverage",
    companySize: "51-200 employees",
    contactPersonName: "Cheryl Ang Pei Ying",
    designation: "Head of People & Culture",
    phone: "+65 6842 3310",
    csrOptions: ["workplace-screening", "health-talks"],
    pledgeAmount: 50_000, // 140 tests
    preferDiscussion: false,
    additionalComments: "We would like a lunchtime health talk for our central kitchen staff before the FIT kit drive.",
    agreedToNewsletter: true,
    sponsorship: { status: "active", sponsorshipTier: "Gold Champion", isPubliclyVisible: true, pledgeAmount: 50_000 },
  },
  {
    companyName: "Banyan Circuit Technologies Pte Ltd",
    uen: "201809452M",
    industry: "Technology & Software",
    companySize: "201-500 employees",
    contactPersonName: "Hariz bin Rosli",
    designation: "Sustainability Lead",
    phone: "+65 6517 2094",
    csrOptions: ["workplace-screening", "public-screening", "media-partnership"],
    pledgeAmount: 200_000, // 563 tests
    preferDiscussion: true,
    additionalComments: "Keen to co-brand a social media campaign encouraging screening from age 45.",
    agreedToNewsletter: true,
    sponsorship: {
      status: "active",
      sponsorshipTier: "Platinum Champion",
      isPubliclyVisible: true,
      pledgeAmount: 200_000,
    },
  },
  {
    companyName: "Straits Meridian Shipping Pte Ltd",
    uen: "200712638D",
    industry: "Transportation & Logistics",
    companySize: "1000+ employees",
    contactPersonName: "Lakshmi Venkatesan",
    designation: "Director, Corporate Affairs",
    phone: "+65 6225 8460",
    csrOptions: ["workplace-screening", "public-screening", "health-talks", "public-events"],
    pledgeAmount: 360_000, // 1,014 tests
    preferDiscussion: false,
    additionalComments:
      "Funding screening for our port and warehouse crews plus a community screening day in the west.",
    agreedToNewsletter: false,
    sponsorship: {
      status: "active",
      sponsorshipTier: "Diamond Champion",
      isPubliclyVisible: true,
      pledgeAmount: 360_000,
    },
  },
  {
    companyName: "Tembusu Ridge Advisory Pte Ltd",
    uen: "201627043B",
    industry: "Professional Services",
    companySize: "11-50 employees",
    contactPersonName: "Adrian Pereira",
    designation: "Managing Partner",
    phone: "+65 6338 1752",
    csrOptions: ["public-screening"],
    pledgeAmount: 36_000, // 101 tests
    preferDiscussion: false,
    additionalComments: "Please keep our sponsorship anonymous; no logo placement needed.",
    agreedToNewsletter: false,
    sponsorship: { status: "active", sponsorshipTier: "Gold Champion", isPubliclyVisible: false, pledgeAmount: 36_000 },
  },
  {
    companyName: "Orchid Quay Hospitality Pte Ltd",
    uen: "201943217R",
    industry: "Others",
    companySize: "201-500 employees",
    contactPersonName: "Melissa Koh Hui Min",
    designation: "Corporate Responsibility Manager",
    phone: "+65 6734 5581",
    csrOptions: ["workplace-screening", "health-talks"],
    pledgeAmount: 71_000, // 200 tests
    preferDiscussion: false,
    additionalComments: "A screening drive for our hotel housekeeping and kitchen teams.",
    agreedToNewsletter: true,
    sponsorship: { status: "pending", sponsorshipTier: "Gold Champion", isPubliclyVisible: true, pledgeAmount: 71_000 },
  },
];
