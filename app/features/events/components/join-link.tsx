/** A virtual event's join address, for someone holding a seat (event page, manage page). */
export function JoinLink({ url }: { url: string }) {
  return (
    <>
      Join online:{" "}
      <a href={url} className="break-all font-semibold text-brand-700 underline" rel="noopener noreferrer">
        {url}
      </a>
    </>
  );
}
