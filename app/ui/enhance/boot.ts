/**
 * The one inline script of a page without React (ADR 0024, issue 25): it loads the page's
 * after-paint enhance scripts (their addresses are its `data-enhance`, a JSON list) once the page
 * is parsed and its first contentful paint is done (paint timing), and then marks
 * `<html data-enhanced>`. A script requested while the first screen is drawn competes with it on a
 * slow phone (Lighthouse's mobile model counts each
 * request and each import it chains); these scripts only wire what a person reaches for later (the
 * header's menus, the chat launcher, search suggestions, share and print), and each one starts on
 * what was already done before it came (a focus in the header, words already typed).
 *
 * A classic script, not a module: only a classic script can read its own element
 * (`document.currentScript`). Its text never changes, so the policy allows it by its hash
 * (server/app.ts), like the inlined stylesheet: no nonce, so the page stays shareable by the cache.
 * A failed import leaves that part as the server drew it (every page works without them). A tab
 * that paints nothing (opened in the background) or a browser without paint timing gets them after
 * 3 s.
 */
export const ENHANCE_BOOT = `(() => {
  const urls = JSON.parse(document.currentScript.dataset.enhance);
  const parsed = new Promise((done) => {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", done);
    else done();
  });
  const painted = new Promise((done) => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      done();
    }).observe({ type: "paint", buffered: true });
    setTimeout(done, 3000);
  });
  Promise.all([parsed, painted])
    .then(() => Promise.allSettled(urls.map((url) => import(url))))
    .then(() => {
      document.documentElement.dataset.enhanced = "";
    });
})();`;
