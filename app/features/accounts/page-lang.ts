/**
 * The header by which our in-process calls to better-auth (auth-api.server.ts) tell it the language
 * of the page the person acted on, so a new account starts in it (issue 27). Browsers cannot set it:
 * better-auth's HTTP API is closed to them (server/app.ts).
 */
export const PAGE_LANG_HEADER = "x-rid-page-lang";
