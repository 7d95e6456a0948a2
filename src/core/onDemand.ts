// Code a page loads the first time it needs it, with a dynamic import(): the validator (validation/compile.ts),
// URL mode (url/urlMode.ts), a locale's messages (i18n/catalogues.ts). One load at a time, and once it has
// loaded, what it loaded is at hand synchronously. A load that fails is forgotten, so the next need loads again
// (a chunk missing after a deploy, a page that was offline for a moment).

export interface OnDemand<T> {
  /** What has loaded; undefined until it has. */
  readonly value: T | undefined;
  /** Starts the load unless it is under way or done. Resolves with what loaded; rejects with why it could not. */
  load(): Promise<T>;
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get value() {
      return value;
    },
    load() {
      if (value !== undefined) return Promise.resolve(value);
      loading ??= load().then(
        (loaded) => {
          value = loaded;
          loading = undefined;
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
