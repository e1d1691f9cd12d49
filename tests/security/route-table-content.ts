import type { Classification } from "./classification";
import { file, page, redirectsTo } from "./route-table-kit";

/**
 * The education hub, search and the directories (public pages, issues 4 and 5): the same rules as
 * route-table.ts, by React Router's route id.
 */
export const contentRoutes: Readonly<Record<string, Classification>> = {
  // Education
  "features/education/routes/article": page("/education/article/:slug", {
    params: { slug: "colonoscopy-gold-standard" },
  }),
  "features/education/routes/article-pdf": file("/education/article/:slug/pdf", { slug: "colonoscopy-gold-standard" }),
  "features/education/routes/hub": page("/education"),
  "education-patients": page("/education/patients"),
  "education-patients-topic": page("/education/patients/:topic", { params: { topic: "basics" } }),
  "education-clinicians": page("/education/clinicians"),
  "education-clinicians-topic": page("/education/clinicians/:topic", { params: { topic: "guidelines" } }),
  "features/education/routes/newsroom": page("/education/newsroom"),
  "features/education/routes/press-releases": page("/education/newsroom/press-releases"),
  "features/education/routes/research-updates": page("/education/newsroom/research-updates"),
  "features/education/routes/faqs": page("/education/faqs"),
  "features/education/routes/resources": page("/education/resources"),
  "features/education/routes/resource-pdf": file("/education/resources/:file", {
    file: "screening-checklist-worksheet.pdf",
  }),
  "alias-basics-understanding": redirectsTo(
    "/education/patients/basics/understanding-colorectal-cancer",
    "/education/article/understanding-colorectal-cancer",
  ),
  "alias-basics-polyps": redirectsTo(
    "/education/patients/basics/how-crc-develops-from-polyps",
    "/education/article/how-crc-develops-from-polyps",
  ),
  "alias-screening-options": redirectsTo(
    "/education/patients/screening/screening-options-overview",
    "/education/article/screening-options-overview",
  ),
  "alias-kaiser-study": redirectsTo(
    "/education/clinicians/research/kaiser-crc-study",
    "/education/article/kaiser-crc-study",
  ),
  "alias-clinician-education": redirectsTo("/clinician-education", "/education/clinicians"),
  "alias-article-without-slug": redirectsTo("/education/article", "/education"),

  // Search and SEO
  "features/search/routes/search": page("/search"),
  "features/search/routes/sitemap": file("/sitemap.xml"),
  "features/search/routes/robots": file("/robots.txt"),

  // Directory
  "find-a-gp": page("/find-a-gp"),
  "find-a-specialist": page("/find-a-specialist"),
  "features/directory/routes/appointment-new": page("/appointments/new", {
    // Anyone may ask for an appointment; "website" is the honeypot a person never fills in.
    action: {
      fields: [
        "name",
        "email",
        "phone",
        "clinic",
        "preferredClinic",
        "preferredDate",
        "preferredTime",
        "message",
        "website",
      ],
      rightRole: "anonymous",
      emptyForm: "status 400",
    },
  }),
  "features/directory/routes/clinics": page("/clinics"),
};
