import { redirect } from "react-router";
import type { Route } from "./+types/my-data-download";
import { downloadMyData } from "../export/download.server";

/**
 * The file of "Download my data" (POST from /account/data). A resource route, so its answer reaches
 * the browser as the file itself; a GET goes to the page with the button.
 */
export function loader() {
  return redirect("/account/data");
}

export function action({ request }: Route.ActionArgs) {
  return downloadMyData(request);
}
