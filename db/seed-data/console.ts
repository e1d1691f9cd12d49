/**
 * What the console's queues hold in the embedded demo (issue #14), so a newcomer sees them at work:
 * stories waiting for moderation (marked as samples in their text, and never approved by the seed,
 * so none reaches /stories unless someone approves it) and appointment requests for the team, one
 * of them older than the promised business day. Invented people.
 */
export const SAMPLE_STORY_MARK = "[Sample story, demo data]";

export const sampleStories = [
  {
    storyType: "Caregiver",
    experienceType: "Supporting someone through screening",
    location: "Singapore",
    content: `${SAMPLE_STORY_MARK} My father kept putting off his FIT kit. We did it together one Sunday morning, and when it came back positive the GP arranged a colonoscopy within two weeks. They removed three polyps. He is fine, and now he reminds his kopitiam friends.`,
    isPublic: true,
    anonymous: false,
  },
  {
    storyType: "Patient / Survivor",
    experienceType: "Undergoing a colonoscopy",
    location: "Singapore",
    content: `${SAMPLE_STORY_MARK} I was scared of the preparation more than the scope. The clear-fluid day was manageable, and I slept through the procedure. Please do not wait like I did.`,
    isPublic: true,
    anonymous: true,
  },
  {
    storyType: "Family Member",
    experienceType: "Losing someone to CRC",
    location: "Malaysia",
    content: `${SAMPLE_STORY_MARK} My aunt was found late. I am sharing this for my cousins only, not for the website.`,
    isPublic: false,
    anonymous: false,
  },
] as const;

export const sampleTeamRequests = [
  { name: "Sample Requester Tan", email: "tan.requester@demo.rid-crc.local", phone: "+65 9123 4501", daysAgo: 4 },
  { name: "Sample Requester Nair", email: "nair.requester@demo.rid-crc.local", phone: "+65 9123 4502", daysAgo: 0 },
] as const;

/** The enquiries inbox's demo rows (ADR 0016): one of the kinds a visitor sends without an account. */
export const sampleEnquiries = [
  {
    kind: "contact",
    fullName: "Sample Visitor Goh",
    email: "goh.visitor@demo.rid-crc.local",
    topic: "Message to the team",
    message: "Can my company host a talk about screening for our staff? (sample message)",
    hoursAgo: 5,
  },
  {
    kind: "nomination",
    fullName: "Sample Nominator Rahman",
    email: "rahman.nominator@demo.rid-crc.local",
    topic: "Dr Sample Lee",
    organisation: "Sample Family Clinic (Tampines)",
    message: "She reminds every patient over 50 about their FIT kit. (sample nomination)",
    hoursAgo: 26,
  },
] as const;
