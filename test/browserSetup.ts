// Every component test starts with no drafts: a form one test dismissed with something typed must not open
// with it in the next (the tests of one file share a page, and drafts live for the page's session).
// The tests about drafts (src/form/drafts.browser.test.tsx) make their own within a test.
import { afterEach } from "vitest";
import { sessionDrafts } from "../src/core/form/drafts.ts";

afterEach(() => sessionDrafts.clear());
