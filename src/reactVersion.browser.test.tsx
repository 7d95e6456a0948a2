// Each browser project runs the component tests on the React it names (vite.config.ts): this proves the
// React 18 project is not quietly running React 19.
import { version as reactVersion } from "react";
import { version as domVersion } from "react-dom";
import { expect, inject, test } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    reactMajor: string;
  }
}

test("react and react-dom are the major version this project tests", () => {
  expect(reactVersion.split(".")[0]).toBe(inject("reactMajor"));
  expect(domVersion).toBe(reactVersion);
});
