// A side bar about 300 px wide, where VS Code and browser extensions show their UI: the provider's modal
// dialog and its inline card, for a form and for a URL, with a long server title, message, label, option
// titles and URL. Every control must be reachable there (in view across, not covered, no two buttons on top
// of each other), nothing may scroll sideways, and Tab must reach the main button. (A long name once made
// "Block requests from …" as wide as the name, off the side bar's left edge: styles.css caps it at the line.)
// VITE_SIDE_BAR_SCREENSHOTS=1 also saves what each looks like (__screenshots__/, not tracked).
import { act, cleanup, render } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, describe, expect, test } from "vitest";
import { page, userEvent, type Locator } from "vitest/browser";
import "../styles.css";
import { ElicitationOutlet, ElicitationProvider, useElicitation, type Elicit, type ServerIdentity } from "../index.ts";
import { layoutProblems } from "../../test/reachable.ts";

const WIDTH = 300;

const acme: ServerIdentity = {
  name: "acme-cloud-infrastructure-deployment-orchestrator",
  title: "Acme Cloud Infrastructure Deployment Orchestrator (Enterprise Edition)",
  version: "3.14.0-beta.2+build.20260301",
};

/** As a deployment server asks before a rollout: a text field, a number, a select of long titles, a checkbox group. */
const rollout = {
  mode: "form",
  message:
    "Before I roll out release 2026.03.1 of payments-api-gateway to production I need a few details: which service, " +
    "where, when to roll back, and who should hear about it. Nothing is deployed until you press Submit.",
  requestedSchema: {
    type: "object",
    properties: {
      service: {
        type: "string",
        title: "Name of the service to deploy, exactly as it appears in the internal service catalogue",
        description: "Lower-case letters, digits and dashes, for example payments-api-gateway-eu-west-1-canary",
        minLength: 3,
        pattern: "^[a-z0-9-]+$",
      },
      errorRate: { type: "number", title: "Roll back above this error rate (%)", minimum: 0, maximum: 100, default: 1.5 },
      region: {
        type: "string",
        title: "Region",
        oneOf: [
          { const: "eu-west-1", title: "Europe (Ireland) eu-west-1, the primary region for customers in the European Union" },
          { const: "eu-central-1", title: "Europe (Frankfurt) eu-central-1, the failover region for the European Union" },
          { const: "us-east-1", title: "US East (N. Virginia) us-east-1, the primary region for customers in North America" },
          { const: "us-west-2", title: "US West (Oregon) us-west-2, the failover region for North America" },
          { const: "ap-southeast-2", title: "Asia Pacific (Sydney) ap-southeast-2, for customers in Australia and New Zealand" },
        ],
      },
      notify: {
        type: "array",
        title: "Who should be told when the rollout finishes or is rolled back",
        items: {
          anyOf: [
            { const: "oncall", title: "The on-call engineer of the payments platform team" },
            { const: "channel", title: "The #payments-releases channel, with the full change log of the release" },
            { const: "owner", title: "The service owner named in the service catalogue" },
          ],
        },
      },
    },
    required: ["service", "region"],
  },
};

/** A second request from the same server, so that the first shows "Request 1 of 2" and "Block requests from …". */
const smokeTests = {
  mode: "form",
  message: "Which environment should the smoke tests run against?",
  requestedSchema: { type: "object", properties: { environment: { type: "string", title: "Environment" } } },
};

/** An OAuth consent, as a server sends one, with the long URL it comes with. */
const signIn = {
  mode: "url",
  elicitationId: "3f2b8c1e-9d4a-4e7b-a1c6-5b0e2f9d7a31",
  message: "Sign in with your work account so that I can read the deployment's audit log.",
  url:
    "https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=6731de76-14a6-49ae-97bc-6eba6914391e" +
    "&response_type=code&redirect_uri=https%3A%2F%2Fmcp.acme-cloud.example%2Foauth%2Fcallback%2Fmicrosoft-entra-id" +
    "&scope=openid%20profile%20offline_access%20https%3A%2F%2Fgraph.microsoft.com%2FAuditLog.Read.All" +
    "&state=eyJyZXF1ZXN0SWQiOiIzZjJiOGMxZS05ZDRhLTRlN2ItYTFjNi01YjBlMmY5ZDdhMzEifQ&code_challenge_method=S256",
};

// The test page's own size, put back once every test here has run.
const original = { width: window.innerWidth, height: window.innerHeight };
beforeEach(async () => {
  await page.viewport(WIDTH, 700);
  // The side bar is the whole width, as a webview's body is: no margin of the test page's own.
  document.body.style.margin = "0";
});
afterEach(() => {
  cleanup();
  document.body.style.margin = "";
});
afterAll(() => page.viewport(original.width, original.height));

/**
 * The provider in a side bar 300 px wide, with an outlet in its conversation when inline, and a composer under
 * it; `earlier` messages before the request, as many as a conversation has gone on for.
 */
function sideBar(presentation: "modal" | "inline", { earlier = 1, pinnedComposer = false } = {}) {
  let elicit!: Elicit;
  function Capture() {
    elicit = useElicitation();
    return null;
  }
  render(
    <aside style={{ width: `${WIDTH}px` }}>
      <ElicitationProvider presentation={presentation} warmUp={false}>
        <Capture />
        <main data-testid="conversation">
          {Array.from({ length: earlier }, (_, i) => (
            <p key={i}>Deploy the new release of payments-api-gateway to production.</p>
          ))}
          {presentation === "inline" ? <ElicitationOutlet /> : null}
        </main>
        {/* Pinned to the side bar's foot, as chat panels keep it, or at the conversation's end. */}
        <label style={pinnedComposer ? { position: "fixed", insetBlockEnd: 0, width: `${WIDTH}px`, background: "white" } : {}}>
          Message
          <textarea />
        </label>
      </ElicitationProvider>
    </aside>,
  );
  const ask = (...requests: unknown[]) => {
    act(() => requests.forEach((params) => void elicit(params, { server: acme })));
  };
  return { ask };
}

/** Every button a person needs is shown, by name. */
async function expectButtons(root: Locator, names: (string | RegExp)[]) {
  for (const name of names) await expect.element(root.getByRole("button", { name })).toBeVisible();
}

/** Tab from where focus is until it reaches `target`; every stop on the way is in view across. */
async function tabTo(target: Element) {
  const stops: string[] = [];
  for (let i = 0; i < 30 && document.activeElement !== target; i++) {
    await userEvent.tab();
    const box = document.activeElement!.getBoundingClientRect();
    if (box.left < 0 || box.right > WIDTH) stops.push(`${document.activeElement!.outerHTML.slice(0, 60)} out of view`);
  }
  expect(document.activeElement).toBe(target);
  expect(stops).toEqual([]);
}

/** A picture of the side bar as it first shows, and another scrolled to its end (a dialog's body, or the page). */
async function look(name: string) {
  if (!import.meta.env.VITE_SIDE_BAR_SCREENSHOTS) return;
  const scroller = document.querySelector("dialog[open] .rme-body") ?? document.scrollingElement!;
  scroller.scrollTop = 0;
  await page.screenshot({ path: `__screenshots__/sideBar/${name}.png` });
  scroller.scrollTop = scroller.scrollHeight;
  await page.screenshot({ path: `__screenshots__/sideBar/${name}-end.png` });
  scroller.scrollTop = 0;
}

const formButtons = ["Submit", "Decline", "Close", /^Block requests from Acme/];
const urlButtons = ["Open login.microsoftonline.com", "Copy link", "Decline", "Close", /^Block requests from Acme/];

describe("a form in a 300 px side bar", () => {
  test("as the modal dialog: every control reachable, nothing overlapping, Tab reaches Submit", async () => {
    const { ask } = sideBar("modal");
    ask(rollout, smokeTests);
    const dialog = page.getByRole("dialog");
    await expect.element(dialog.getByRole("combobox", { name: "Region" })).toBeVisible();
    await expectButtons(dialog, formButtons);
    await look("form-dialog");
    expect(layoutProblems(dialog.element() as HTMLElement, WIDTH)).toEqual([]);
    (dialog.getByRole("textbox").element() as HTMLElement).focus();
    await tabTo(dialog.getByRole("button", { name: "Submit" }).element());
  });

  test("as the inline card: the same", async () => {
    const { ask } = sideBar("inline");
    ask(rollout, smokeTests);
    const card = page.getByRole("region", { name: /Acme/ });
    await expect.element(card.getByRole("combobox", { name: "Region" })).toBeVisible();
    await expectButtons(card, formButtons);
    await look("form-inline");
    expect(layoutProblems(card.element() as HTMLElement, WIDTH)).toEqual([]);
    (card.getByRole("textbox").element() as HTMLElement).focus();
    await tabTo(card.getByRole("button", { name: "Submit" }).element());
  });
});

describe("a URL in a 300 px side bar", () => {
  test("as the modal dialog: the long URL pushes nothing sideways, every button reachable, Tab reaches Open", async () => {
    const { ask } = sideBar("modal");
    ask(signIn, smokeTests);
    const dialog = page.getByRole("dialog");
    await expectButtons(dialog, urlButtons);
    await look("url-dialog");
    expect(layoutProblems(dialog.element() as HTMLElement, WIDTH)).toEqual([]);
    await tabTo(dialog.getByRole("button", { name: "Open login.microsoftonline.com" }).element());
  });

  test("as the inline card: the same", async () => {
    const { ask } = sideBar("inline");
    ask(signIn, smokeTests);
    const card = page.getByRole("region", { name: /Acme/ });
    await expectButtons(card, urlButtons);
    await look("url-inline");
    expect(layoutProblems(card.element() as HTMLElement, WIDTH)).toEqual([]);
    (card.getByRole("heading").element() as HTMLElement).focus();
    await tabTo(card.getByRole("button", { name: "Open login.microsoftonline.com" }).element());
  });
});

describe("an inline card that arrives while the person types in a 300 px side bar", () => {
  const composer = () => page.getByRole("textbox", { name: "Message" });
  const notice = () => document.querySelector<HTMLElement>(".rme-arrival")!;
  const goTo = () => page.getByRole("button", { name: "Go to the request" });
  /** What a person sees at the middle of an element: that element, or what covers it. */
  const uncovered = (element: Element) => {
    const box = element.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(seen && element.contains(seen)) && box.top >= 0 && box.bottom <= innerHeight;
  };
  const heading = () => document.querySelector(".rme-inline .rme-title")!;

  test("right under the notice, at the conversation's start: the notice shows at the bottom instead", async () => {
    const { ask } = sideBar("inline");
    await userEvent.click(composer());
    ask(rollout);
    await expect.element(goTo()).toBeVisible();
    await expect.poll(() => uncovered(heading())).toBe(true);
    expect(notice().getBoundingClientRect().bottom).toBeGreaterThan(innerHeight - 24);
    await expect.element(composer()).toHaveFocus();
    await userEvent.click(goTo());
    await expect.element(page.getByRole("textbox", { name: /^Name of the service/ })).toHaveFocus();
  });

  test("and where the bottom is where the person types: the notice steps aside until its button has focus", async () => {
    const { ask } = sideBar("inline", { pinnedComposer: true });
    await userEvent.click(composer());
    ask(rollout);
    await expect.element(goTo()).toBeInTheDocument();
    await expect.poll(() => uncovered(heading())).toBe(true);
    expect(uncovered(composer().element())).toBe(true);
    // Transparent, as a skip link is until focused (the matchers count a transparent element as visible).
    expect(getComputedStyle(notice()).opacity).toBe("0");
    // Still there for the keyboard, and seen once it has focus.
    (goTo().element() as HTMLElement).focus();
    expect(getComputedStyle(notice()).opacity).toBe("1");
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByRole("textbox", { name: /^Name of the service/ })).toHaveFocus();
  });

  test("at the end of a long conversation: the card is scrolled to with its heading below the notice, which stays at the top", async () => {
    const { ask } = sideBar("inline", { earlier: 30 });
    scrollTo(0, document.scrollingElement!.scrollHeight);
    await userEvent.click(composer());
    ask(rollout);
    await expect.element(goTo()).toBeVisible();
    await expect.poll(() => uncovered(heading())).toBe(true);
    expect(notice().getBoundingClientRect().top).toBeLessThan(24);
    expect(heading().getBoundingClientRect().top).toBeGreaterThanOrEqual(notice().getBoundingClientRect().bottom);
  });

  test("the URL card's buttons: one above the other, each as wide as the footer, where they do not fit side by side", async () => {
    const { ask } = sideBar("inline");
    ask(signIn);
    const card = page.getByRole("region", { name: /Acme/ });
    const open = card.getByRole("button", { name: "Open login.microsoftonline.com" }).element().getBoundingClientRect();
    const decline = card.getByRole("button", { name: "Decline" }).element().getBoundingClientRect();
    // Its label on two lines at most, broken at its space, not into pieces of the host name across five.
    expect(open.height).toBeLessThan(70);
    expect(Math.abs(open.width - decline.width)).toBeLessThanOrEqual(1);
    expect(open.top).toBeGreaterThanOrEqual(decline.bottom);
  });
});
