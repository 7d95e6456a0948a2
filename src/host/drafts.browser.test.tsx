// Drafts through <ElicitationProvider> (docs/guides/drafts.md): a server that asks again after a cancel, as
// the specification tells it to, gets a form with what the person typed; withdrawn and unmounted requests
// keep it too; a host can turn drafts off or clear one server's. What is sent is what the promise resolves to.
import { act, cleanup } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import "../styles.css";
import { createDrafts, sessionDrafts, type ServerIdentity } from "../index.ts";
import { renderProvider } from "../../test/renderProvider.tsx";

afterEach(() => cleanup());

const github: ServerIdentity = { name: "github-mcp-server", title: "GitHub", version: "0.9.1" };
const weather: ServerIdentity = { name: "weather", version: "1.2.0" };

/** A new params object each time, as each `elicitation/create` from the wire is. */
const contact = () => ({
  mode: "form",
  message: "Please provide your contact information",
  requestedSchema: {
    type: "object",
    properties: { name: { type: "string", title: "Name" }, email: { type: "string", format: "email", title: "Email" } },
    required: ["name"],
  },
});

const name = () => page.getByRole("textbox", { name: "Name" });
const email = () => page.getByRole("textbox", { name: "Email" });
const restoredLine = () => page.getByText("Restored what you typed before.");

async function typeContact() {
  await userEvent.fill(name(), "Ada Lovelace");
  await userEvent.fill(email(), "ada@example.com");
}

async function expectFresh() {
  await expect.element(page.getByRole("dialog")).toBeVisible();
  await expect.element(name()).toHaveValue("");
  await expect.element(email()).toHaveValue("");
  await expect.element(restoredLine()).not.toBeInTheDocument();
}

describe("asked twice", () => {
  test("after Escape, the same server asking again gets what was typed, says so, and the accept carries what is shown", async () => {
    const { ask } = renderProvider();
    const first = ask(contact(), github);
    await typeContact();
    await userEvent.keyboard("{Escape}");
    await expect(first).resolves.toEqual({ action: "cancel" });

    const second = ask(contact(), github);
    await expect.element(page.getByRole("dialog")).toHaveAccessibleName(/GitHub/);
    await expect.element(name()).toHaveValue("Ada Lovelace");
    await expect.element(email()).toHaveValue("ada@example.com");
    await expect.element(restoredLine()).toBeVisible();
    await expect.element(page.getByRole("dialog")).toHaveAccessibleDescription("Please provide your contact information");
    await userEvent.click(page.getByRole("button", { name: "Submit" }));
    await expect(second).resolves.toEqual({ action: "accept", content: { name: "Ada Lovelace", email: "ada@example.com" } });

    // Accepted: done with. A third time opens fresh.
    void ask(contact(), github);
    await expectFresh();
  });

  test("another server asking the same question gets a fresh form", async () => {
    const { ask } = renderProvider();
    const first = ask(contact(), github);
    await typeContact();
    await userEvent.click(page.getByRole("button", { name: "Close" }));
    await expect(first).resolves.toEqual({ action: "cancel" });
    void ask(contact(), weather);
    await expect.element(page.getByRole("dialog")).toHaveAccessibleName(/weather/);
    await expectFresh();
  });

  test("a request withdrawn by the server keeps what was typed for when it asks again", async () => {
    const { ask } = renderProvider();
    const controller = new AbortController();
    const first = ask(contact(), github, controller.signal);
    await userEvent.fill(name(), "Ada");
    act(() => controller.abort(new Error("timed out")));
    await expect(first).rejects.toThrow("timed out");
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();

    void ask(contact(), github);
    await expect.element(name()).toHaveValue("Ada");
    await expect.element(restoredLine()).toBeVisible();
  });

  test("the provider unmounting answers cancel and keeps what was typed, for the next provider on the page", async () => {
    const { ask, unmount } = renderProvider();
    const first = ask(contact(), github);
    await userEvent.fill(name(), "Ada");
    unmount();
    await expect(first).resolves.toEqual({ action: "cancel" });

    const { ask: askAgain } = renderProvider();
    void askAgain(contact(), github);
    await expect.element(name()).toHaveValue("Ada");
  });
});

describe("the host's choices", () => {
  test("drafts={false} on the provider: nothing kept, a fresh form", async () => {
    const { ask } = renderProvider({ drafts: false });
    const first = ask(contact(), github);
    await typeContact();
    await userEvent.keyboard("{Escape}");
    await expect(first).resolves.toEqual({ action: "cancel" });
    expect(sessionDrafts.size).toBe(0);
    void ask(contact(), github);
    await expectFresh();
  });

  test("its own store, cleared for a server that disconnects: that server's draft is gone, another's stays", async () => {
    const drafts = createDrafts();
    const { ask } = renderProvider({ drafts });
    for (const server of [github, weather]) {
      const answer = ask(contact(), server);
      await typeContact();
      await userEvent.keyboard("{Escape}");
      await expect(answer).resolves.toEqual({ action: "cancel" });
    }
    expect(drafts.size).toBe(2);
    expect(sessionDrafts.size).toBe(0);

    drafts.clear(github);
    const fromGithub = ask(contact(), github);
    await expectFresh();
    await userEvent.click(page.getByRole("button", { name: "Decline" }));
    await expect(fromGithub).resolves.toEqual({ action: "decline" });

    void ask(contact(), weather);
    await expect.element(page.getByRole("dialog")).toHaveAccessibleName(/weather/);
    await expect.element(name()).toHaveValue("Ada Lovelace");
  });

  test("URL mode never has a draft: a URL request from a server with one shows no restored line, and keeps nothing", async () => {
    const { ask } = renderProvider();
    const first = ask(contact(), github);
    await typeContact();
    await userEvent.keyboard("{Escape}");
    await expect(first).resolves.toEqual({ action: "cancel" });

    const url = ask({ mode: "url", message: "Connect your account.", url: "https://auth.example.com/connect" }, github);
    await expect.element(page.getByRole("dialog")).toHaveAccessibleName(/link/);
    await expect.element(restoredLine()).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await expect(url).resolves.toEqual({ action: "cancel" });
    expect(sessionDrafts.size).toBe(1);
  });
});
