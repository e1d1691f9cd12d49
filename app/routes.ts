import { type RouteConfig, index, route } from "@react-router/dev/routes";

const accounts = (file: string) => `features/accounts/routes/${file}`;

// The route table, in the order of the spec's route tables. Each later issue adds its routes here.
export default [
  index("features/site/routes/home.tsx"),

  // Accounts (spec accounts §2.1)
  route("login", accounts("login.tsx"), { id: "login" }),
  route("champion-sign-in", accounts("login.tsx"), { id: "champion-sign-in" }),
  route("login/two-factor", accounts("two-factor-challenge.tsx")),
  route("login-redirect", accounts("login-redirect.tsx")),
  route("forgot-password", accounts("forgot-password.tsx")),
  route("reset-password", accounts("reset-password.tsx"), { id: "reset-password" }),
  route("auth/reset-password", accounts("reset-password.tsx"), { id: "auth-reset-password" }),
  route("join-the-movement", accounts("sign-up.tsx"), { id: "join-the-movement" }),
  route("join-movement", accounts("sign-up.tsx"), { id: "join-movement" }),
  route("signup/champion", accounts("sign-up.tsx"), { id: "signup-champion" }),
  route("champion-signup-success", accounts("signup-success.tsx")),
  route("admin/login", accounts("admin-login.tsx")),
  route("admin/dashboard", accounts("admin-dashboard.tsx"), { id: "admin-dashboard" }),
  route("super-admin/dashboard", accounts("admin-dashboard.tsx"), { id: "super-admin-dashboard" }),
  route("account/two-factor", accounts("two-factor-settings.tsx")),
  route("profile/champion", accounts("profile-champion.tsx")),
  route("profile/specialist", accounts("profile-specialist.tsx")),
  route("profile/gp-clinic", accounts("profile-gp-clinic.tsx")),
  route("account/password", accounts("change-password.tsx")),
  route("logout", accounts("logout.tsx")),

  // Role dashboards (spec content §2.6)
  route("dashboard/champion", "features/dashboards/routes/dashboard.tsx", { id: "dashboard-champion" }),
  route("dashboard/gp-clinic", "features/dashboards/routes/dashboard.tsx", { id: "dashboard-gp-clinic" }),
  route("dashboard/specialist", "features/dashboards/routes/dashboard.tsx", { id: "dashboard-specialist" }),
  route("dashboard/corporate", "features/dashboards/routes/dashboard.tsx", { id: "dashboard-corporate" }),
  route("refer-friend", "features/community/routes/refer-friend.tsx"),

  // Education (spec content §2.1, §2.3)
  route("education/article/:slug", "features/education/routes/article.tsx"),
  route("education/article/:slug/pdf", "features/education/routes/article-pdf.tsx"),
  // [education-pages] hub, topic, newsroom, FAQ and resources routes go here

  // [site-pages] marketing, movement, screening-guide, legal, stories, events and sponsor routes go here

  // [search-seo] search, sitemap and robots routes go here

  // [directory] directories, clinic lookup and appointment routes go here

  route("search", "features/site/routes/search.tsx"),
  route("dev/mailbox", "features/dev/routes/mailbox.tsx"),
  route("*", "features/site/routes/not-found.tsx"),
] satisfies RouteConfig;
