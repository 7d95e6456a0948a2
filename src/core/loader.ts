// Code a page loads the first time it needs it, with a dynamic import(): the validator (validation/compile.ts),
// URL mode (url/urlMode.ts), a locale's messages (i18n/catalogues.ts), the relay's connection and what is done
// for a request nobody sees (host/). One load at a time; once it has loaded, what it brought is at hand
// synchronously. Where it stands is a tagged state that callers branch on, never an exception: the
// components read it through one hook (chrome/useLoaded.ts), which suspends while it loads and decides what a
// failure shows. A load that fails stays failed until something needs it again, which loads it again (a chunk
// missing after a deploy, a page that was offline for a moment). An entry that imports the code statically
// provides it, ready from the start (atOnce.ts).

export type Pending = { readonly status: "pending" };
export type Ready<T> = { readonly status: "ready"; readonly value: T };
export type Failed = { readonly status: "failed"; readonly error: unknown };
/** Where a load stands: not asked for yet, under way, done, or failed. */
export type LoadState<T> = { readonly status: "idle" } | Pending | Ready<T> | Failed;

export const PENDING: Pending = { status: "pending" };
export const ready = <T>(value: T): Ready<T> => ({ status: "ready", value });

export interface Loader<T> {
  /** Where the load stands now. */
  readonly state: LoadState<T>;
  /** Starts the load unless it is under way or done. Resolves with what loaded; rejects with why it could not. */
  load(): Promise<T>;
  /** What has loaded, or pending: starts the load unless it is under way or done (a failed one loads again). */
  need(): Pending | Ready<T>;
  /** What the load would bring, ready at once: an entry that imports it statically. */
  provide(value: T): void;
  /** Back to idle after a failure that has been reported, so that the next need loads again. */
  forget(): void;
}

const IDLE = { status: "idle" } as const;

export function loader<T>(load: () => Promise<T>): Loader<T> {
  let state: LoadState<T> = IDLE;
  let loading: Promise<T> | undefined;
  const self: Loader<T> = {
    get state() {
      return state;
    },
    load() {
      if (state.status === "ready") return Promise.resolve(state.value);
      if (!loading) {
        state = PENDING;
        loading = new Promise<T>((resolve) => resolve(load())).then(
          (value) => {
            loading = undefined;
            if (state.status !== "ready") state = ready(value);
            return value;
          },
          (error: unknown) => {
            loading = undefined;
            if (state.status === "pending") state = { status: "failed", error };
            throw error;
          },
        );
      }
      return loading;
    },
    need() {
      if (state.status === "ready" || state.status === "pending") return state;
      // Whoever waits on the load hears of a failure; a synchronous reader sees it as pending, and its next
      // need loads again.
      self.load().catch(() => {});
      return PENDING;
    },
    provide(value) {
      state = ready(value);
    },
    forget() {
      if (state.status === "failed") state = IDLE;
    },
  };
  return self;
}

/** A loader with nothing to load: ready from the start (English, which every page has). */
export function loaded<T>(value: T): Loader<T> {
  const done = loader(() => new Promise<T>((resolve) => resolve(value)));
  done.provide(value);
  return done;
}
