import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * The code of an island, fetched once: `promise` settles after `start()` (the first call starts
 * `load`; later calls do nothing). Pure, so it is tested without a browser.
 */
export function createIslandGate<T>(load: () => Promise<T>) {
  let begin!: () => void;
  const promise = new Promise<T>((resolve, reject) => {
    begin = () => load().then(resolve, reject);
  });
  let started = false;
  return {
    promise,
    get started() {
      return started;
    },
    start() {
      if (started) return;
      started = true;
      begin();
    },
  };
}

/** How far outside the viewport an island starts loading its code (scrolling at a normal pace). */
const ISLAND_ROOT_MARGIN = "300px 0px";

type IslandProps<P> = {
  props: P;
  /** Classes of the island's wrapper element (the element watched for the viewport and interaction). */
  className?: string;
  /** The wrapper's element, when the island's outer element belongs to the page (a footer, a section). */
  as?: "div" | "footer" | "section";
  /** Shown only when the island mounts in the browser (a client navigation) until its code is there. */
  fallback?: ReactNode;
  /**
   * When its code loads: "near" the viewport (default), or only once "used" (first focus or pointer
   * press inside), for an island whose server HTML already does everything (the footer's links).
   */
  load?: "near" | "used";
};

/**
 * A component whose code loads on demand. The server renders it completely (its HTML works without
 * JavaScript). In the browser its server HTML stays in place, inert, while React hydrates the rest of
 * the page (a suspended boundary); the code is imported when the wrapper comes within
 * ISLAND_ROOT_MARGIN of the viewport or on the first focus or pointer press inside it, and React then
 * hydrates it. An island mounted by a client navigation loads at once.
 *
 * `load` resolves to the component; call lazyIsland once per component, at module level.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  const gate = createIslandGate(load);
  const isServer = typeof document === "undefined";
  if (isServer) gate.start();

  function Content({ props }: { props: P }) {
    const Component = use(gate.promise);
    return <Component {...props} />;
  }

  // Apart from the boundary: its re-render once hydration ends must not reach the suspended
  // boundary (an update to a boundary still waiting for its code makes React drop the server HTML).
  function StartWhenMountedInBrowser() {
    const hydrated = useHydrated();
    // False when the island hydrates server HTML, true when it mounts in a client render.
    const [mountedInBrowser] = useState(hydrated);
    if (mountedInBrowser && !isServer) gate.start();
    return null;
  }

  function Island({ props, className, as: Wrapper = "div", fallback = null, load = "near" }: IslandProps<P>) {
    const wrapper = useRef<HTMLElement>(null);
    useEffect(() => {
      const element = wrapper.current;
      if (!element || gate.started) return;
      const start = () => {
        gate.start();
        cleanup();
      };
      const observer =
        load === "used"
          ? null
          : typeof IntersectionObserver === "undefined"
            ? undefined
            : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
                rootMargin: ISLAND_ROOT_MARGIN,
              });
      observer?.observe(element);
      // No IntersectionObserver in this browser: load at once rather than never.
      if (observer === undefined) start();
      element.addEventListener("focusin", start, { capture: true });
      element.addEventListener("pointerdown", start, { capture: true });
      function cleanup() {
        observer?.disconnect();
        element!.removeEventListener("focusin", start, { capture: true });
        element!.removeEventListener("pointerdown", start, { capture: true });
      }
      return cleanup;
    }, [load]);

    // One element for the three tags: a ref to an HTMLElement fits them all.
    return (
      <Wrapper ref={wrapper as never} className={className}>
        <StartWhenMountedInBrowser />
        <Suspense fallback={fallback}>
          <Content props={props} />
        </Suspense>
      </Wrapper>
    );
  }
  // The parent re-rendering with equal props (a new object literal) must not update the boundary either.
  return memo(
    Island,
    (a, b) => a.className === b.className && a.as === b.as && a.load === b.load && shallowEqual(a.props, b.props),
  );
}

function shallowEqual(a: object, b: object) {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
