import { Fragment } from "react";
import { useInRouterContext } from "react-router";
import { Link } from "~/ui/link";
import type { ChatWords } from "./chat-words";
import { textBlocks } from "../text-blocks";
import type { ChatMessage } from "../types";

type Props = {
  messages: readonly ChatMessage[];
  /** While a reply is pending (spec §4's busy state): said in the live region. */
  busy?: boolean;
  /** Called when a source or a next-step link is followed (the window closes over the page it opens). */
  onNavigate?: () => void;
  /** Heading level of each reply's "Sources" and next steps: below the page's or the window's title. */
  headingLevel?: 2 | 3;
  /** The transcript's own words in the page's language. */
  words: TranscriptWords;
};

type TranscriptWords = ChatWords["transcript"];

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * The conversation, for the /chat page and the chat window alike. Every word is text (React escapes
 * it): a reply's paragraphs, line breaks and lists are built as elements, never rendered as HTML,
 * so a message with markup or a script shows as the characters typed. The list sits in a polite live region, so a
 * screen reader hears each new message (and the busy state) as it is added.
 */
export function ChatTranscript({ messages, busy = false, onNavigate, headingLevel = 2, words }: Props) {
  return (
    <div aria-live="polite" aria-relevant="additions text" className="space-y-3">
      <ol aria-label={words.conversation} className="space-y-3">
        {messages.map((message) => (
          <li key={message.id} className={message.sender === "user" ? "flex justify-end" : "flex justify-start"}>
            {message.sender === "user" ? (
              <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-4 py-2 text-white">
                <span className="sr-only">{words.youSaid}: </span>
                <MessageText text={message.text} />
              </div>
            ) : (
              <BotMessage message={message} onNavigate={onNavigate} headingLevel={headingLevel} words={words} />
            )}
          </li>
        ))}
      </ol>
      {busy ? (
        <p className="text-sm text-muted italic" data-chat-busy="">
          {words.typing}
        </p>
      ) : null}
    </div>
  );
}

function BotMessage({
  message,
  onNavigate,
  headingLevel,
  words,
}: {
  message: ChatMessage;
  onNavigate?: () => void;
  headingLevel: 2 | 3;
  words: TranscriptWords;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const sources = message.reply?.sources ?? [];
  const links = message.reply?.links ?? [];
  return (
    <div className="max-w-[90%] rounded-2xl rounded-bl-sm border border-line bg-surface px-4 py-3 text-ink">
      <span className="sr-only">{words.botSaid}: </span>
      {/* Safety advice answers in the person's language: screen readers read it in that voice. */}
      <div lang={message.reply?.lang}>
        <MessageText text={message.text} />
      </div>
      {sources.length > 0 ? (
        <div className="mt-3">
          <Heading className="text-sm font-bold text-brand-900">{words.sources}</Heading>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {sources.map((source) => (
              <li key={source.href}>
                <SafeLink href={source.href} onNavigate={onNavigate}>
                  {source.title}
                </SafeLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {links.length > 0 ? (
        <div className="mt-3">
          <Heading className="sr-only">{words.nextSteps}</Heading>
          <ul className="flex flex-wrap gap-2 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <SafeLink href={link.href} onNavigate={onNavigate} pill>
                  {link.label}
                </SafeLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A message's text as elements (textBlocks): paragraphs, their line breaks and lists. Every word is
 * a text node, so markup or a script in a message shows as the characters typed.
 */
function MessageText({ text }: { text: string }) {
  return (
    <div className="space-y-2 break-words">
      {textBlocks(text).map((block, index) => {
        if (block.kind === "paragraph")
          return (
            <p key={index}>
              {block.lines.map((line, i) => (
                <Fragment key={i}>
                  {i > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </p>
          );
        const items = block.items.map((item, i) => <li key={i}>{item}</li>);
        return block.ordered ? (
          <ol key={index} start={block.start} className="list-decimal space-y-1 pl-5">
            {items}
          </ol>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {items}
          </ul>
        );
      })}
    </div>
  );
}

const pillClass =
  "inline-flex min-h-9 items-center rounded-full border border-brand-600 bg-white px-3 font-semibold text-brand-700 hover:bg-brand-50";

/**
 * Our pages go through the router (the conversation stays in the window); e-mail is a plain link.
 * On a page without React the window has no router (../enhance/chat-window.tsx): plain links.
 */
function SafeLink({
  href,
  onNavigate,
  pill = false,
  children,
}: {
  href: string;
  onNavigate?: () => void;
  pill?: boolean;
  children: string;
}) {
  const className = pill ? pillClass : linkClass;
  const routed = useInRouterContext();
  if (href.startsWith("mailto:") || !routed)
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  return (
    <Link to={href} className={className} onClick={onNavigate}>
      {children}
    </Link>
  );
}
