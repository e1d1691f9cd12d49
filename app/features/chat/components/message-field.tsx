import { useState, type KeyboardEvent, type Ref } from "react";
import { Button } from "~/ui/button";
import { useHydrated } from "~/ui/use-hydrated";
import type { ChatWords } from "./chat-words";
import { MAX_MESSAGE_LENGTH } from "../types";

type Props = {
  /** Unique on the page: the page's form and the window's may both be there. */
  id: string;
  /** What the visitor typed, kept after the server refused it. */
  defaultValue?: string;
  /** The field's message (empty, too long, rate limited). */
  error?: string;
  busy?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** Controlled use (the window keeps the draft in its state). */
  value?: string;
  onValueChange?: (value: string) => void;
  /** The label, the button and the count in the page's language. */
  words: ChatWords["field"];
};

/**
 * The message box and Send, inside the caller's form (a post of the /chat page, or the window's
 * own submit). Enter sends and Shift+Enter starts a new line (spec §5); without JavaScript Enter is
 * a new line and Send sends. The count of characters is live once the page runs scripts.
 */
export function MessageField({
  id,
  defaultValue,
  error,
  busy = false,
  textareaRef,
  value,
  onValueChange,
  words,
}: Props) {
  const hydrated = useHydrated();
  const [ownLength, setOwnLength] = useState(defaultValue?.length ?? 0);
  const length = value !== undefined ? value.length : ownLength;
  const over = length > MAX_MESSAGE_LENGTH;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {words.field}
      </label>
      <textarea
        id={id}
        name="message"
        ref={textareaRef}
        rows={3}
        {...(value !== undefined ? { value } : { defaultValue })}
        onChange={(event) => {
          setOwnLength(event.currentTarget.value.length);
          onValueChange?.(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
        className="mt-1 block w-full resize-y rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm aria-[invalid=true]:border-red-700"
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex items-center justify-between gap-3">
        <p id={countId} className={`text-sm ${over ? "font-semibold text-red-700" : "text-muted"}`}>
          {hydrated ? words.count(length) : words.limit}
        </p>
        <Button type="submit" disabled={busy}>
          {words.send}
        </Button>
      </div>
    </div>
  );
}
