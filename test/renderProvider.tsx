// A host app for browser tests: <ElicitationProvider> around a chat box, and `ask`, which hands a request to
// the function useElicitation() returns the way an MCP client's handler would, from outside React.
import { act, render } from "@testing-library/react";
import { StrictMode, type ReactNode } from "react";
import {
  ElicitationProvider,
  useElicitation,
  type Elicit,
  type ElicitationProviderProps,
  type ElicitResult,
  type ServerIdentity,
} from "../src/index.ts";

/** `transcript`: what the page shows below the chat box, such as an `<ElicitationOutlet>`. */
export function renderProvider(props: Partial<ElicitationProviderProps> = {}, { strict = false, transcript }: { strict?: boolean; transcript?: ReactNode } = {}) {
  let elicit!: Elicit;
  function Host() {
    elicit = useElicitation();
    return (
      <label>
        Chat
        <textarea />
      </label>
    );
  }
  const tree = (
    <ElicitationProvider {...props}>
      <Host />
      {transcript}
    </ElicitationProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const ask = (params: unknown, server: ServerIdentity, signal?: AbortSignal, key?: string) => {
    let promise!: Promise<ElicitResult>;
    act(() => {
      promise = elicit(params, { server, ...(signal ? { signal } : {}), ...(key === undefined ? {} : { key }) });
    });
    return promise;
  };
  return { ...view, ask, elicit: () => elicit };
}
