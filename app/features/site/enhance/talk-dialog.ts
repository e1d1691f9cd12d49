/**
 * Enhance script of /get-screened (ADR 0024): the Talk to Us question, which the server renders as
 * an open <dialog> when the address carries ?talk=…, becomes a true modal (the browser traps focus)
 * and Escape closes it, back to the page without ?talk, as TalkToUsDialog does with React.
 */
for (const dialog of document.querySelectorAll<HTMLDialogElement>("dialog[data-return-to]")) {
  if (!dialog.open || dialog.matches(":modal")) continue;
  dialog.close();
  dialog.showModal();
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    window.location.replace(dialog.dataset.returnTo!);
  });
}
