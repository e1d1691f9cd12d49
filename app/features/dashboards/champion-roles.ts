/**
 * Spec content §2.6, §3 "Champion role profile": the four variants of the champion dashboard,
 * chosen by `?role=`. Each has a title, an intro, actions (title, description, link, colour) and
 * the labels of its three stats; the stats' values come from the database (champion-dashboard.server.ts).
 * Every link is a route of app/routes.ts.
 */
export const championRoles = ["citizen", "healthcare", "corporate", "community"] as const;
export type ChampionRole = (typeof championRoles)[number];

/** Colours of the action cards: each pairs a tinted background with text that passes WCAG AA. */
export type ActionColour = "brand" | "accent" | "green" | "violet";

type RoleAction = { title: string; description: string; to: string; colour: ActionColour };
type StatKey = "quizScore" | "friendsInvited" | "actionsCompleted";
export type RoleProfile = {
  title: string;
  intro: string;
  actions: RoleAction[];
  stats: { key: StatKey; label: string }[];
};

/** The three stats every variant shows, in its own words; the values are the person's own. */
const stats = (invited: string, quiz = "Quiz score"): RoleProfile["stats"] => [
  { key: "quizScore", label: quiz },
  { key: "friendsInvited", label: invited },
  { key: "actionsCompleted", label: "Actions completed" },
];

export const roleProfiles: Record<ChampionRole, RoleProfile> = {
  citizen: {
    title: "Citizen Champion",
    intro:
      "Every screening starts with one conversation. Learn the facts, take your own next step, and help the people you care about take theirs.",
    actions: [
      {
        title: "Choose your screening path",
        description: "A few questions point you to a FIT kit, a blood test or a colonoscopy.",
        to: "/choose-screening",
        colour: "brand",
      },
      {
        title: "Find a GP near you",
        description: "Partner clinics that offer colorectal cancer screening.",
        to: "/find-a-gp",
        colour: "green",
      },
      {
        title: "Test what you know",
        description: "Ten questions on colorectal cancer and screening.",
        to: "/quiz",
        colour: "accent",
      },
      {
        title: "Invite a friend",
        description: "Send someone you care about an invitation to join the movement.",
        to: "/refer-friend",
        colour: "violet",
      },
    ],
    stats: stats("Friends invited"),
  },
  healthcare: {
    title: "Healthcare Champion",
    intro:
      "Your patients trust your advice. Share current guidance, point them to screening, and bring colleagues into the movement.",
    actions: [
      {
        title: "Clinician education",
        description: "Guidelines, research and case studies for clinicians.",
        to: "/education/clinicians",
        colour: "brand",
      },
      {
        title: "Specialist directory",
        description: "Colorectal specialists to refer patients to.",
        to: "/find-a-specialist",
        colour: "green",
      },
      {
        title: "Patient resources",
        description: "Printable guides to hand to the people you see.",
        to: "/education/resources",
        colour: "accent",
      },
      {
        title: "Invite a colleague",
        description: "Bring another clinician into the movement.",
        to: "/refer-friend",
        colour: "violet",
      },
    ],
    stats: stats("Colleagues invited", "Knowledge check"),
  },
  corporate: {
    title: "Corporate Champion",
    intro:
      "Workplaces reach people who might never think about screening. Share the facts with your colleagues and see how companies fund screenings.",
    actions: [
      {
        title: "Corporate Champions",
        description: "The companies funding screenings for Singapore.",
        to: "/csr-showcase",
        colour: "brand",
      },
      {
        title: "Get screened",
        description: "Screening options to share with your colleagues.",
        to: "/get-screened",
        colour: "green",
      },
      {
        title: "Upcoming events",
        description: "Talks and workshops to bring to your workplace.",
        to: "/upcoming-events",
        colour: "accent",
      },
      {
        title: "Invite a colleague",
        description: "Send a co-worker an invitation to join the movement.",
        to: "/refer-friend",
        colour: "violet",
      },
    ],
    stats: stats("Colleagues invited"),
  },
  community: {
    title: "Community Champion",
    intro:
      "Stories and neighbours change minds. Share your experience, bring people to events, and help your community get screened.",
    actions: [
      {
        title: "Share your story",
        description: "Your experience may be what gets someone screened.",
        to: "/share-your-story",
        colour: "brand",
      },
      {
        title: "Read stories",
        description: "Experiences from people across Singapore.",
        to: "/stories",
        colour: "green",
      },
      {
        title: "Upcoming events",
        description: "Community talks and screening drives near you.",
        to: "/upcoming-events",
        colour: "accent",
      },
      {
        title: "Invite a neighbour",
        description: "Send a friend or neighbour an invitation to join.",
        to: "/refer-friend",
        colour: "violet",
      },
    ],
    stats: stats("Neighbours invited"),
  },
};

/**
 * The variant a request asks for: exactly one `role` parameter naming a variant, compared as
 * written. Anything else (none, garbage, repeated, another case) is citizen (spec content §2.6).
 */
export function championRole(url: URL): ChampionRole {
  const values = url.searchParams.getAll("role");
  const value = values.length === 1 ? values[0] : undefined;
  return (championRoles as readonly string[]).includes(value ?? "") ? (value as ChampionRole) : "citizen";
}
