/**
 * Enhance script of /dashboard/screening without React (ADR 0024): once a kind of test is chosen,
 * the Result group offers that kind's results only, under their own names, and its hint ("Choose a
 * result of the kind of test you chose.") goes, as React's EntryForm does (result-choices.ts, the one
 * rule). A result of another kind is disabled as well as hidden, so it is not sent. Without
 * JavaScript every result is listed with its kinds and the server checks the pair.
 */
import { describedByWithout } from "~/ui/enhance/feedback-rules";
import { resultChoices, type KindChoice, type ResultChoice } from "../record/result-choices";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-result-choices]")) {
  const { kinds, results } = JSON.parse(form.dataset.resultChoices!) as {
    kinds: KindChoice[];
    results: ResultChoice[];
  };
  const radios = [...form.querySelectorAll<HTMLInputElement>('input[name="result"]')];
  const hintId = `${form.id}-result-hint`;
  const show = (kind: string | null) => {
    if (!kind) return;
    const offered = new Map(resultChoices(results, kinds, kind).map((c) => [c.value, c.label]));
    for (const radio of radios) {
      const label = offered.get(radio.value);
      radio.closest("div")!.hidden = label === undefined;
      radio.disabled = label === undefined;
      if (label === undefined) radio.checked = false;
      else form.querySelector(`label[for="${radio.id}"]`)!.textContent = label;
    }
    document.getElementById(hintId)?.remove();
    for (const element of form.querySelectorAll<HTMLElement>("[aria-describedby]")) {
      const rest = describedByWithout(element.getAttribute("aria-describedby"), hintId);
      if (rest) element.setAttribute("aria-describedby", rest);
      else element.removeAttribute("aria-describedby");
    }
  };
  show(form.querySelector<HTMLInputElement>('input[name="kind"]:checked')?.value ?? null);
  form.addEventListener("change", (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "kind") show(target.value);
  });
}
