// A host app for browser tests: <ElicitationProvider> around a chat box, and `ask`, which hands a request to
// the function useElicitation() returns the way an MCP client's handler would, from outside React.
import { act, render } from "@testing-library/react";
import { StrictMode } from "react";
import {
  ElicitationProvider,
  useElicitation,
  type Elicit,
  type ElicitationProviderProps,
  type ElicitResult,
  type ServerIdentity,
} from "../src/index.ts";

export function renderProvider(props: Partial<ElicitationProviderProps> = {}, { strict = false } = {}) {
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
    </ElicitationProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const ask = (params: unknown, server: ServerIdentity, signal?: AbortSignal) => {
    let promise!: Promise<ElicitResult>;
    act(() => {
      promise = elicit(params, { server, ...(signal ? { signal } : {}) });
    });
    return promise;
  };
  return { ...view, ask, elicit: () => elicit };
}
