import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table, in the order of the spec's route tables. Each later issue adds its routes here.
export default [
  index("features/site/routes/home.tsx"),
  route("search", "features/site/routes/search.tsx"),
  route("logout", "features/accounts/routes/logout.tsx"),
  route("dev/mailbox", "features/dev/routes/mailbox.tsx"),
  route("*", "features/site/routes/not-found.tsx"),
] satisfies RouteConfig;
