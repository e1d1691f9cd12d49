import { CircleCheck, Send } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { useNavigation } from "react-router";
import { Form } from "~/ui/link";
import { Button } from "~/ui/button";
import { CheckboxField, Notice, SelectField, TextAreaField } from "~/ui/field";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import type { z } from "zod";
import type { storySchema } from "../stories/story.schema";
import { useLang } from "~/ui/link";
import { createT, type Messages, type T } from "~/lib/i18n/translate";
import {
  experienceKeys,
  experienceTypes,
  placeKeys,
  STORY_MAX_LENGTH,
  storyLocations,
  storyTypeKeys,
  storyTypes,
} from "../stories/story-options";

/** What /share-your-story's action answers: the form's errors, or that the story was received. */
export type StoryActionData = { result: FormResult; submitted?: undefined } | { submitted: true; result?: undefined };

function countText(t: T, length: number): string {
  const over = length - STORY_MAX_LENGTH;
  // As strings: the spec writes the count without a thousands separator ("0 of 2000 characters").
  return over > 0
    ? t("storyForm.over", { over: String(over) })
    : t("storyForm.count", { length: String(length), max: String(STORY_MAX_LENGTH) });
}

/** A list's choices: the stored English value, the label in the page's language. */
const choices = (t: T, group: string, keys: Record<string, string>, values: readonly string[]) =>
  values.map((value) => ({ value, label: t(`storyForm.${group}.${keys[value]}`) }));

/**
 * The form's words in the page's language: share.json's `storyForm` group, which each page showing
 * the form sends with its data (storyFormWords, stories/localized.server.ts; issue 27).
 */
const useStoryT = (words: Messages): T => createT(useLang(), words);

/**
 * The live character count (spec content §9: at most 2000). Screen readers hear it once typing
 * pauses rather than on every key.
 */
function useCharacterCount(t: T, initial: unknown) {
  const [value, setValue] = useState(typeof initial === "string" ? initial : "");
  const length = value.length;
  const text = countText(t, length);
  const [announced, setAnnounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), 1000);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, over: length > STORY_MAX_LENGTH, announced, setValue };
}

type StoryFields = z.input<typeof storySchema>;

/**
 * The story form of spec content §3, on /share-your-story and on the awareness pillar page. It posts
 * to the page it is on: both pages' actions are storyAction (story-route.server.ts). My stories
 * (/account/stories/:id) shows it again, filled with the story sent, to correct it (issue 29):
 * `children` goes just above its own button. `words`: share.json's `storyForm` group.
 */
export function StoryForm({
  words,
  lastResult,
  defaultValue = { isPublic: "on" },
  submitLabel,
  children,
}: {
  words: Messages;
  lastResult?: FormResult;
  defaultValue?: Partial<Record<keyof StoryFields, string>>;
  submitLabel?: string;
  children?: ReactNode;
}) {
  const t = useStoryT(words);
  // The server checks the story (ADR 0013) and answers with the spec's messages, with or without JavaScript.
  const [form, fields] = useSchemaForm<StoryFields>(lastResult, { defaultValue });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.has("storyType") === true;
  // The count only runs with JavaScript; without it the hint states the limit.
  const live = useHydrated();
  const count = useCharacterCount(t, fields.content.initialValue);

  return (
    <Form method="post" preventScrollReset {...form.props} className="space-y-5">
      {form.errors && (
        // Without React, form-feedback focuses what the server marks (My stories' page).
        <div tabIndex={-1} data-focus className="focus:outline-none">
          <Notice tone="error">{form.errors[0]}</Notice>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          meta={fields.storyType}
          label={t("storyForm.role")}
          options={choices(t, "storyType", storyTypeKeys, storyTypes)}
        />
        <SelectField
          meta={fields.location}
          label={t("storyForm.location")}
          options={choices(t, "place", placeKeys, storyLocations)}
        />
        <SelectField
          meta={fields.experienceType}
          label={t("storyForm.experience")}
          options={choices(t, "experienceType", experienceKeys, experienceTypes)}
          className="sm:col-span-2"
        />
      </div>
      <div>
        <TextAreaField
          meta={fields.content}
          label={t("storyForm.story")}
          rows={8}
          onValueChange={count.setValue}
          hint={
            live ? (
              <span className={count.over ? "font-medium text-red-700" : undefined}>{count.text}</span>
            ) : (
              t("storyForm.atMost", { max: String(STORY_MAX_LENGTH) })
            )
          }
        />
        <p className="sr-only" aria-live="polite">
          {live ? count.announced : ""}
        </p>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink">{t("storyForm.choices")}</legend>
        <CheckboxField meta={fields.isPublic} label={t("storyForm.isPublic")} />
        <CheckboxField meta={fields.anonymous} label={t("storyForm.anonymous")} />
        <CheckboxField meta={fields.canContact} label={t("storyForm.canContact")} />
      </fieldset>
      {children}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <Send aria-hidden className="size-5" />
        {busy ? t("storyForm.submitting") : (submitLabel ?? t("storyForm.submit"))}
      </Button>
    </Form>
  );
}

/** The thank-you panel that replaces the form (spec content §2.4, §8); it takes the focus. */
export function StoryReceived({ words, level = 2, children }: { words: Messages; level?: 2 | 3; children: ReactNode }) {
  const t = useStoryT(words);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="space-y-5 text-center">
      <CircleCheck aria-hidden className="mx-auto size-12 text-green-700" />
      <Heading ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        {t("storyForm.receivedHeading")}
      </Heading>
      <Notice tone="success" className="text-left">
        {t("storyForm.received")}
      </Notice>
      <p className="text-muted">{t("storyForm.receivedText")} </p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </div>
  );
}
