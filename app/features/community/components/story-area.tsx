import { useEffect, useRef, useState } from "react";
import { useActionData } from "react-router";
import type { Messages } from "~/lib/i18n/translate";
import { Button } from "~/ui/button";
import type { ChampionAccess } from "../champion-access.server";
import { storiesMessages } from "../messages";
import { ChampionPrompt } from "./champion-only";
import { memberCard } from "./member-page";
import { StoryForm, StoryReceived, type StoryActionData } from "./story-form";

/** The story form in place; after a story is received, 'Share Another Story' brings a fresh form back. */
function StoryAreaForm({ words }: { words: Messages }) {
  const outcome = useActionData<StoryActionData>();
  const [dismissed, setDismissed] = useState<StoryActionData>();
  const [another, setAnother] = useState(0);
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (another) area.current?.querySelector("select")?.focus();
  }, [another]);

  if (outcome?.submitted && outcome !== dismissed) {
    return (
      <StoryReceived words={words} level={3}>
        <Button
          size="lg"
          onClick={() => {
            setDismissed(outcome);
            setAnother((n) => n + 1);
          }}
        >
          Share Another Story
        </Button>
      </StoryReceived>
    );
  }
  return (
    <div ref={area}>
      <StoryForm key={another} words={words} lastResult={outcome?.result} />
    </div>
  );
}

/**
 * The awareness pillar page's story area (spec content §2.4): the story form for a Champion, a
 * sign-up prompt for anyone else. The server knows who is signed in, so there is no checking state.
 * `words`: the form's (share.json's `storyForm`).
 */
export function StoryArea({ access, words }: { access: ChampionAccess; words: Messages }) {
  return (
    <div className={memberCard}>
      {access === "champion" ? (
        <StoryAreaForm words={words} />
      ) : access === "signed-in" ? (
        <ChampionPrompt signedIn message={storiesMessages.championOnly} />
      ) : (
        <ChampionPrompt
          tone="info"
          message={storiesMessages.signedOutPrompt}
          secondary={{
            to: `/login?redirectTo=${encodeURIComponent("/pillars/rid-crc-pub#pub-share")}`,
            label: "Sign In",
          }}
        />
      )}
    </div>
  );
}
