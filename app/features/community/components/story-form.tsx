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
import { storiesMessages } from "../messages";
import { experienceTypes, STORY_MAX_LENGTH, storyLocations, storyTypes } from "../stories/story-options";

/** What /share-your-story's action answers: the form's errors, or that the story was received. */
export type StoryActionData = { result: FormResult; submitted?: undefined } | { submitted: true; result?: undefined };

function countText(length: number): string {
  const over = length - STORY_MAX_LENGTH;
  return over > 0 ? `${over} characters too many` : `${length} of ${STORY_MAX_LENGTH} characters`;
}

/**
 * The live character count (spec content §9: at most 2000). Screen readers hear it once typing
 * pauses rather than on every key.
 */
function useCharacterCount(initial: unknown) {
  const [value, setValue] = useState(typeof initial === "string" ? initial : "");
  const length = value.length;
  const text = countText(length);
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
 * `children` goes just above its own button.
 */
export function StoryForm({
  lastResult,
  defaultValue = { isPublic: "on" },
  submitLabel = "Submit Story",
  children,
}: {
  lastResult?: FormResult;
  defaultValue?: Partial<Record<keyof StoryFields, string>>;
  submitLabel?: string;
  children?: ReactNode;
}) {
  // The server checks the story (ADR 0013) and answers with the spec's messages, with or without JavaScript.
  const [form, fields] = useSchemaForm<StoryFields>(lastResult, { defaultValue });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.has("storyType") === true;
  // The count only runs with JavaScript; without it the hint states the limit.
  const live = useHydrated();
  const count = useCharacterCount(fields.content.initialValue);

  return (
    <Form method="post" preventScrollReset {...form.props} className="space-y-5">
      {form.errors && (
        // Without React, form-feedback focuses what the server marks (My stories' page).
        <div tabIndex={-1} data-focus className="focus:outline-none">
          <Notice tone="error">{form.errors[0]}</Notice>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField meta={fields.storyType} label="Your role" options={storyTypes} />
        <SelectField meta={fields.location} label="Your location" options={storyLocations} />
        <SelectField
          meta={fields.experienceType}
          label="The experience you are sharing"
          options={experienceTypes}
          className="sm:col-span-2"
        />
      </div>
      <div>
        <TextAreaField
          meta={fields.content}
          label="Your story"
          rows={8}
          onValueChange={count.setValue}
          hint={
            live ? (
              <span className={count.over ? "font-medium text-red-700" : undefined}>{count.text}</span>
            ) : (
              `At most ${STORY_MAX_LENGTH} characters.`
            )
          }
        />
        <p className="sr-only" aria-live="polite">
          {live ? count.announced : ""}
        </p>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink">Your choices</legend>
        <CheckboxField meta={fields.isPublic} label="Show my story on the Stories page once it has been reviewed" />
        <CheckboxField meta={fields.anonymous} label="Share my story anonymously" />
        <CheckboxField meta={fields.canContact} label="RID-CRC may contact me about my story" />
      </fieldset>
      {children}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <Send aria-hidden className="size-5" />
        {busy ? "Submitting..." : submitLabel}
      </Button>
    </Form>
  );
}

/** The thank-you panel that replaces the form (spec content §2.4, §8); it takes the focus. */
export function StoryReceived({ level = 2, children }: { level?: 2 | 3; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="space-y-5 text-center">
      <CircleCheck aria-hidden className="mx-auto size-12 text-green-700" />
      <Heading ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        {storiesMessages.submittedHeading}
      </Heading>
      <Notice tone="success" className="text-left">
        {storiesMessages.received}
      </Notice>
      <p className="text-muted">
        Our team reads every story before it appears on the Stories page. Thank you for helping others take the step to
        get screened.
      </p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </div>
  );
}
