/**
 * Page renders take turns with everything else the process is waiting for. React renders a whole
 * page in one go (about 5 ms for a directory page of twelve clinics), and when several loaders
 * finished together their pages used to render back to back, keeping database answers and new
 * requests waiting behind all of them. One render per turn of the event loop lets those in between:
 * with 10 connections on PostgreSQL (npm run bench:directory), the directory search's own time fell
 * from p99 65–80 ms to 13–17 ms, and whole pages got faster too, because the next request's query
 * now runs on the database while this page renders.
 */
const waiting: (() => void)[] = [];

function startNext() {
  waiting.shift()?.();
  // Queued from inside this callback, the next start waits for the following turn (after I/O).
  if (waiting.length > 0) setImmediate(startNext);
}

/** Resolves when it is this render's turn: at most one page starts per turn of the event loop. */
export function renderTurn(): Promise<void> {
  return new Promise((resolve) => {
    if (waiting.push(resolve) === 1) setImmediate(startNext);
  });
}
