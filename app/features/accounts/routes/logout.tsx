import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "../sign-out.server";

/** Sign-out is a POST (a link could be triggered by another site); the session ends on the server. */
export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  return redirect("/login?message=signed-out", { headers });
}

export async function loader() {
  return redirect("/");
}
