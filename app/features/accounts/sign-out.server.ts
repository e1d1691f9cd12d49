import { auth } from "./auth.server";

/** Deletes the session row and returns the headers that clear the browser's cookies. */
export async function signOut(request: Request): Promise<Headers> {
  const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
